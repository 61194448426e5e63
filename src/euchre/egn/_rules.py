"""EGN's ruleset toggles and the RuleSet: :func:`rules_for` reads the toggles as the
CARDGAMES_IO preset changed, :func:`ruleset_for` writes a RuleSet's toggles."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import attrs

from euchre._reader import boolean, expected, kind, one_of, whole
from euchre.egn._errors import MAX_NUMBER, EgnError, error
from euchre.egn._notation import joker
from euchre.errors import EuchreError
from euchre.presets import CARDGAMES_IO
from euchre.records import Problem
from euchre.rules import RuleSet
from euchre.rules.codec import leaves

_NEEDS = {
    "farmers": "a farmers_hand knob (a hand of three or more 9s and 10s may be exchanged "
    "or thrown in)",
    "partners_best": "a partners_best knob (a lone player takes the partner's best card "
    "and discards one)",
    "go_under": "a go_under knob (a player with a poor hand swaps cards with the kitty)",
    "joker": "deck=25 with a joker (the benny, the best bower above the right bower)",
    "allow_no_trump": "a no_trump knob (a round-2 call of no trump: no bowers, the led "
    "suit wins)",
    "fast_break": "a fast_break scoring knob (defenders who take the first two tricks and "
    "then lose three score 0 for both sides)",
    "four_trick_tokens": "a four_trick_tokens scoring knob (a token for exactly four "
    "tricks; four tokens make a point)",
}
#: EGN's variant toggles (true or false) and the knob values each stands for: reading a
#: toggle set to true takes its knobs (a problem, ``_NEEDS``, if the engine lacks one or
#: refuses them), writing sets the toggle when the RuleSet has them all (and
#: :func:`ruleset_for` refuses a RuleSet whose knobs no toggle states). A toggle without a
#: row here is read as a problem and never written: mapping one to a knob is one more row
#: (the joker is ``deck=25``: see ``_deck_toggles``).
VARIANT_KNOBS: dict[str, dict[str, Any]] = {
    "allow_no_trump": {"no_trump": True},
    "partners_best": {"call_for_best": True},
    "farmers": {"farmers_hand": "exchange", "farmers_hand_size": 3},
    "fast_break": {"fast_break": True},
    "four_trick_tokens": {"four_trick_tokens": True},
}
#: EGN's ``go_under`` is one toggle ("a remarkably poor hand (e.g., three 9s and 10s, or no
#: face cards)"); the knob says which hands qualify. Read as the value that accepts every
#: hand EGN names; any value but ``"off"`` is written as ``true`` (EGN does not record which
#: hands qualify, so ``"nines_and_tens"`` and ``"no_face_cards"`` read back as this one).
GO_UNDER_READ = "either"
_KNOWN_TOGGLES = {
    "std",
    "canadian",
    "loner_lead",
    "min_rank",
    "winning_score",
    "num_deals",
    "loner_march_score",
    "loner_euchred_score",
    "defend_alone",
    "num_players",
    *_NEEDS,
}

_FIELDS = attrs.fields_dict(RuleSet)


def _knobs(**changes: Any) -> dict[str, Any] | None:
    """The changes, if the engine's RuleSet has every one of these knobs (else None)."""
    return changes if all(knob in _FIELDS for knob in changes) else None


_RULESET = "metadata.ruleset"


@attrs.define
class _Toggles:
    """An EGN ruleset's toggles becoming changes to CARDGAMES_IO, with a problem for each
    toggle the engine cannot play (see :func:`rules_for`)."""

    data: dict[str, Any]
    problems: list[Problem] = attrs.Factory(list)
    changes: dict[str, Any] = attrs.Factory(dict)

    def flag(self, key: str, default: bool) -> bool:
        return boolean(self.data.get(key, default), f"{_RULESET}.{key}", error)

    def number(self, key: str, default: int, low: int | None = None) -> int:
        low = -MAX_NUMBER if low is None else low
        return whole(self.data.get(key, default), f"{_RULESET}.{key}", error, low, MAX_NUMBER)

    def unsupported(self, key: str, need: str) -> None:
        text = json.dumps(self.data[key])
        self.problems.append(
            Problem(
                kind="unsupported_rule",
                message=f"ruleset toggle {key}={text} has no RuleSet knob; the engine would need "
                f"{need}; the game is replayed without it",
                where=f"{_RULESET}.{key}",
            )
        )

    def mapped(self, key: str, knobs: dict[str, Any] | None, need: str) -> None:
        """Take the knobs for ``key`` if the engine has them and accepts them with the
        changes so far; else the toggle is unsupported."""
        if knobs is None:
            self.unsupported(key, need)
            return
        try:
            CARDGAMES_IO.replace(**{**self.changes, **knobs})
        except EuchreError as refused:
            self.unsupported(key, f"{need} ({refused})")
            return
        self.changes.update(knobs)


#: Unknown toggles reported one by one; the rest in one problem.
_UNKNOWN_SHOWN = 10


def _unknown_toggles(toggles: _Toggles) -> None:
    unknown = [key for key in toggles.data if key not in _KNOWN_TOGGLES]
    for key in unknown[:_UNKNOWN_SHOWN]:
        name = str(key)
        shown = kind(name).removeprefix("the text ")
        toggles.problems.append(
            Problem(
                kind="unsupported_rule",
                message=f"unknown ruleset toggle {shown} is ignored",
                where=f"{_RULESET}.{name[:40]}",
            )
        )
    if len(unknown) > _UNKNOWN_SHOWN:
        toggles.problems.append(
            Problem(
                kind="unsupported_rule",
                message=f"{len(unknown) - _UNKNOWN_SHOWN} more unknown ruleset toggles are "
                "ignored",
                where=_RULESET,
            )
        )


def _making_toggles(toggles: _Toggles) -> None:
    """Stick the dealer, the Canadian loner, the first lead, the lone and defender scores."""
    changes = toggles.changes
    changes["stick_the_dealer"] = toggles.flag("std", True)
    changes["canadian_loner"] = toggles.flag("canadian", False)
    lead = one_of(
        toggles.data.get("loner_lead", "LEFT_OF_DEALER"),
        f"{_RULESET}.loner_lead",
        error,
        ("LEFT_OF_DEALER", "LEFT_OF_LONER"),
    )
    changes["first_lead"] = "dealer_left" if lead == "LEFT_OF_DEALER" else "lone_left"
    march = toggles.number("loner_march_score", 4, 0)
    euchred = toggles.number("loner_euchred_score", 2, 0)
    scoring = CARDGAMES_IO.scoring.replace(lone_march=march, lone_euchre=euchred)
    if toggles.flag("defend_alone", False):
        changes["defender_alone"] = "vs_lone_maker"
        changes["defender_alone_order"] = "dealer_left"
        scoring = scoring.replace(lone_defender_euchre=4, lone_defender_march=4)
    changes["scoring"] = scoring


def _game_end_toggles(toggles: _Toggles) -> None:
    """The target score, or a fixed number of deals."""
    target = toggles.number("winning_score", 10, 0)
    deals = toggles.number("num_deals", 0, 0)
    if target > 0:
        toggles.changes["target"] = target
    if deals > 0:
        toggles.mapped(
            "num_deals", _knobs(num_deals=deals), "a num_deals knob (a fixed number of deals)"
        )
    elif target == 0 and "winning_score" in toggles.data:
        toggles.unsupported("winning_score", "a game without a target score (a num_deals knob)")


#: The tables EGN can state (``num_players``): its scores are two numbers ("[Team 0/2
#: Score, Team 1/3 Score]"), so two sides: two players each for themselves, or two teams
#: seated alternately (four or six players). Each is the RuleSet's ``players`` and
#: ``partnership``.
TABLES = {2: "none", 4: "teams", 6: "teams"}


def _table_toggle(toggles: _Toggles) -> None:
    """``num_players``: the table, where EGN's two scores can hold its sides."""
    players = toggles.number("num_players", 4, 1)
    if players == 4:
        return
    if players in TABLES:
        knobs = _knobs(players=players, partnership=TABLES[players])
        toggles.mapped("num_players", knobs, f"players={players}")
        return
    toggles.problems.append(
        Problem(
            kind="unsupported_rule",
            message=f"ruleset toggle num_players={players}: a {players}-player variant; EGN "
            "scores two sides (initialScore holds two numbers), so only 2 players (each for "
            "themselves) and 4 or 6 (two teams) can be read from it; the game is replayed "
            "with players=4",
            where=f"{_RULESET}.num_players",
        )
    )


def _deck_toggles(toggles: _Toggles) -> None:
    """The deck (7s, the joker), the table, and the variants that need knobs."""
    rank = toggles.number("min_rank", 9)
    if rank == 7:
        toggles.mapped("min_rank", _knobs(deck=32), "deck=32 (7 up to the ace)")
    elif rank != 9:
        toggles.unsupported(
            "min_rank", f"deck={4 * (15 - rank)} (cards from {rank} up to the ace)"
        )
    _table_toggle(toggles)
    knobs_for = {key: _knobs(**knobs) for key, knobs in VARIANT_KNOBS.items()}
    knobs_for["joker"] = _knobs(deck=25) if joker() is not None else None
    knobs_for["go_under"] = _knobs(go_under=GO_UNDER_READ)
    for key, need in _NEEDS.items():
        if key in toggles.data and toggles.flag(key, False):
            toggles.mapped(key, knobs_for.get(key), need)


def _ruleset_name(data: dict[str, Any]) -> str:
    shown: dict[str, Any] = {k: data[k] for k in ("std", "canadian", "loner_lead") if k in data}
    shown.update({k: v for k, v in data.items() if k not in shown and k in _KNOWN_TOGGLES})
    return "EGN ruleset " + (json.dumps(shown, sort_keys=False) if shown else "(defaults)")


def rules_for(ruleset: Mapping[str, Any] | None) -> tuple[RuleSet, tuple[Problem, ...]]:
    """The RuleSet for an EGN ``ruleset`` object, and a problem for each toggle it lacks.

    EGN's base game is the CARDGAMES_IO preset: the dealer must pick up, only the maker goes
    alone (announced with the call), left of the dealer leads, 1/2/4 points, euchres 2.
    ``std`` is stick the dealer; ``canadian`` the Canadian loner; ``loner_lead``
    ``LEFT_OF_LONER`` is ``first_lead="lone_left"``; ``winning_score`` the target;
    ``loner_march_score`` and ``loner_euchred_score`` the lone scores; ``defend_alone`` a
    defender alone against a lone maker (4 points for a euchre). Where the engine has the
    knobs: ``joker`` is ``deck=25``, ``min_rank`` 7 ``deck=32``, ``allow_no_trump``
    ``no_trump``, ``partners_best`` ``call_for_best``, ``farmers`` ``farmers_hand="exchange"``
    with ``farmers_hand_size=3``, ``num_deals`` ``num_deals``, ``fast_break`` and ``four_trick_tokens`` the knobs of
    those names, ``go_under`` ``go_under="either"`` (EGN's toggle does not say which poor
    hands qualify: this value takes every one it names). A toggle the engine has no
    knob for becomes an ``unsupported_rule`` problem and the game is replayed without it.

    >>> from euchre import egn
    >>> rules, problems = egn.rules_for({"std": False, "loner_lead": "LEFT_OF_LONER"})
    >>> rules.stick_the_dealer, rules.first_lead, problems
    (False, 'lone_left', ())
    >>> rules, problems = egn.rules_for({"fast_break": True, "go_under": True})
    >>> rules.fast_break, rules.go_under, problems
    (True, 'either', ())
    >>> rules, problems = egn.rules_for({"min_rank": 8})
    >>> print(problems[0].message)
    ruleset toggle min_rank=8 has no RuleSet knob; the engine would need deck=28 (cards from 8 ...
    """
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise expected(ruleset, _RULESET, error, "an object")
    toggles = _Toggles({} if ruleset is None else dict(ruleset))
    _unknown_toggles(toggles)
    try:
        _making_toggles(toggles)
        _game_end_toggles(toggles)
        _deck_toggles(toggles)
        toggles.changes["name"] = _ruleset_name(toggles.data)
        return CARDGAMES_IO.replace(**toggles.changes), tuple(toggles.problems)
    except EgnError:
        raise
    except EuchreError as refused:  # values the engine's RuleSet refuses
        raise error(_RULESET, f"the toggles make no valid RuleSet: {refused}") from None


def _check_table(rules: RuleSet) -> None:
    """Refuse a table EGN cannot hold (see :data:`TABLES`), or a dummy hand."""
    table = rules.table
    if TABLES.get(rules.players) != rules.partnership:
        raise EgnError(
            f"EGN cannot record {table.format_name} Euchre (players={rules.players}, "
            f"partnership={rules.partnership!r}): its scores hold two sides (initialScore "
            f"[Team 0/2, Team 1/3]), but this table has {table.sides}; EGN holds two-handed "
            "(players=2, partnership='none') and two teams of two or three (players=4 or 6, "
            "partnership='teams')"
        )
    if rules.dummy:
        raise EgnError(
            f"EGN cannot record a dummy hand (dummy={rules.dummy}): its playerCards lists the "
            "players' hands only, and no field holds a dummy or the maker taking it; use "
            "dummy=0"
        )


#: Knobs an EGN file does not carry: they do not change how a recorded game is played.
_IGNORED = ("name", "deal_pattern")


def ruleset_for(rules: RuleSet) -> dict[str, Any]:
    """The EGN ``ruleset`` object of a RuleSet; raises :class:`EgnError` if EGN cannot say it.

    EGN states CARDGAMES_IO with these knobs changed (the toggles of :func:`rules_for`):
    ``stick_the_dealer``, ``canadian_loner``, ``first_lead`` (``dealer_left`` or
    ``lone_left``), ``target`` or ``num_deals``, ``scoring.lone_march`` and
    ``scoring.lone_euchre``, a lone defender against a lone maker (4 points),
    ``deck`` 25 (the joker; its suit named by the dealer when turned up) or 32,
    ``no_trump``, ``call_for_best``, ``farmers_hand="exchange"`` (size 3; a game that
    uses the farmer's exchange is still refused by :func:`to_egn`), ``fast_break``,
    ``four_trick_tokens``, and ``go_under`` (any value but ``"off"`` is written as
    ``true``: EGN does not record which hands qualify, and reads it back as
    ``"either"``). ``defender_call_for_best`` (with ``call_for_best`` and a lone
    defender) and ``best_card_choice`` are not toggles: :func:`read` finds them in the
    file's card exchanges. ``name`` and
    ``deal_pattern`` are not kept: they do not change the game a record replays; nor are the
    knobs of a choice nobody may make (``defender_alone_order`` and the lone defender's
    scoring when ``defender_alone="never"``, ``alone_timing`` when ``alone="nobody"``),
    which read back as CARDGAMES_IO's. Any other
    knob changed (renege claims, the partner going alone, an optional pickup, Bid Euchre,
    ...) is refused rather than written as a different game.

    >>> import euchre
    >>> from euchre import egn
    >>> egn.ruleset_for(euchre.presets.CARDGAMES_IO)
    {'std': True, 'canadian': False, 'loner_lead': 'LEFT_OF_DEALER'}
    >>> egn.ruleset_for(euchre.presets.OPENSPIEL)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: EGN has no toggle for these knobs: discard_upcard=False (EGN: True), ...
    """
    _check_table(rules)
    out: dict[str, Any] = {
        "std": rules.stick_the_dealer,
        "canadian": rules.canadian_loner,
        "loner_lead": "LEFT_OF_LONER" if rules.first_lead == "lone_left" else "LEFT_OF_DEALER",
    }
    if rules.target != 10:
        out["winning_score"] = rules.target
    if rules.scoring.lone_march != 4:
        out["loner_march_score"] = rules.scoring.lone_march
    if rules.scoring.lone_euchre != 2:
        out["loner_euchred_score"] = rules.scoring.lone_euchre
    if rules.defender_alone != "never":
        out["defend_alone"] = True
    if rules.players != 4:
        out["num_players"] = rules.players
    if rules.deck == 25:
        out["joker"] = True
    elif rules.deck == 32:
        out["min_rank"] = 7
    for key, knobs in VARIANT_KNOBS.items():
        if all(getattr(rules, knob, None) == value for knob, value in knobs.items()):
            out[key] = True
    if getattr(rules, "go_under", "off") != "off":
        out["go_under"] = True  # which hands qualify is not recorded: see GO_UNDER_READ
    if getattr(rules, "num_deals", None) is not None:
        out["num_deals"] = getattr(rules, "num_deals", None)
        out.pop("winning_score", None)  # the schema: either winning_score or num_deals
    _check_stated(rules, out)
    return out


def _check_stated(rules: RuleSet, out: dict[str, Any]) -> None:
    """Refuse a RuleSet whose toggles ``out`` read back as other knobs (see
    :func:`ruleset_for`)."""
    back, _ = rules_for(out)
    have, want = leaves(back), leaves(rules)
    ignored = set(_IGNORED)
    if "go_under" in out:
        ignored.add("go_under")  # any value but "off": EGN's one toggle
    if rules.call_for_best and rules.defender_alone != "never":
        # a lone defender's call for best: read from the file's exchanges (egn.read)
        ignored.add("defender_call_for_best")
    if rules.call_for_best or rules.defender_call_for_best:
        # who chose the card passed: read from the file's cards (egn.read)
        ignored.add("best_card_choice")
    if rules.defender_alone == "never":
        ignored |= {"defender_alone_order", "scoring.lone_defender_euchre"}
        ignored |= {"scoring.lone_defender_march"}
    if rules.alone == "nobody":
        ignored.add("alone_timing")
    wrong = [k for k in want if k not in ignored and have.get(k) != want[k]]
    if wrong:
        raise EgnError(
            "EGN has no toggle for these knobs: "
            + ", ".join(f"{k}={want[k]!r} (EGN: {have.get(k)!r})" for k in wrong)
        )

