"""EGN (Euchre Game Notation, JSON, versions 1.0 to 1.4): read, replay and write.

EGN records a game as deals: the dealer, the upcard, the bidding calls (``Pass``,
``Order``, a suit letter), ``isAlone``, the dealer's ``discard`` when known, and the tricks
as the cards in the order they hit the table. It does not say who held which card: the
reader works out who played each card (left of the dealer leads, each trick's winner leads
the next), rebuilds the deal from the plays and fills in the cards nobody saw (see
:func:`read`). Then :func:`replay` plays every hand through the engine.

>>> from euchre import egn
>>> game = egn.loads('''{"fileType": "Euchre Game Notation", "version": "1.4",
...  "metadata": {"players": ["Ann", "Bo", "Cy", "Di"], "initialScore": [0, 0],
...               "ruleset": {"std": true, "canadian": false, "loner_lead": "LEFT_OF_DEALER"}},
...  "deals": [{"dealNumber": 0, "initialState": {"dealer": 0, "upCard": "Ks"},
...    "phases": [{"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": ["Order"], "isAlone": false},
...               {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": [
...                 ["Js", "9s", "Ts", "Qs"], ["Jc", "9c", "As", "Ks"], ["Ah", "Kh", "9h", "Th"],
...                 ["Ad", "Kd", "9d", "Td"], ["Ac", "Kc", "Tc", "Qc"]]}]}]}''')
>>> hand = game.hands[0]       # East ordered up; North, the dealer, took the K♠
>>> hand.deal
Deal(hands=('Qc Td Jd Th Qs', 'Jc Ac Ad Ah Js', '9c Kc Kd Kh 9s', 'Tc 9d 9h Ts As'), upcard='Ks', kitty='Qd Jh Qh')
>>> for note in hand.assumed:
...     print(note)
North's discard was not recorded: assigned Jd
the kitty was not seen: assigned Qd Jh Qh
>>> report = egn.replay(game)
>>> report.score, report.plays, report.problems
(Score(ns=0, ew=2), 20, ())
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

import attrs

from euchre.actions import (
    GO_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PICK_UP,
    Action,
    ActionKind,
    parse_action,
)
from euchre.cards import Card, Score, Seat, Suit, cards_from_mask, parse_card
from euchre.deal import Deal
from euchre.engine.alone import ACTIVE_COUNT, NEXT_ACTIVE, first_leader, seats_in_play
from euchre.engine.cardorder import (
    DECKS,
    EFFECTIVE_SUIT,
    NO_TRUMP,
    bowers,
    trump_index,
    winning_play,
)
from euchre.engine.scoring import game_over
from euchre.errors import EuchreError
from euchre.limits import MAX_BYTES, RecordLimitError, read_bytes
from euchre.presets import CARDGAMES_IO
from euchre.records import GameRecord, Problem, RecordError, load_json
from euchre.rules import RuleSet
from euchre.rules.codec import kind_of
from euchre.state import HandResult, Phase, State, new_game

__all__ = [
    "FILE_TYPE",
    "MAX_ACTIONS",
    "MAX_DEALS",
    "MAX_GAMES",
    "VERSIONS",
    "WRITE_VERSION",
    "EgnError",
    "EgnGame",
    "EgnHand",
    "EgnHandReplay",
    "EgnLimitError",
    "EgnReplay",
    "dumps",
    "load",
    "load_match",
    "loads",
    "loads_match",
    "read",
    "replay",
    "rules_for",
    "ruleset_for",
    "to_egn",
]

#: The ``fileType`` of an EGN file.
FILE_TYPE = "Euchre Game Notation"
#: The EGN versions this module reads (any ``1.x.y`` patch of these too).
VERSIONS = ("1.0", "1.1", "1.2", "1.3", "1.4")
#: The version this module writes.
WRITE_VERSION = "1.4"
#: The most deals read from one file by default (a game, or all the games of a match
#: together): a game to 10 points is rarely over 30 deals, and the EGN schema allows 100 a
#: game. Pass ``max_deals`` to :func:`read`, :func:`loads`, :func:`load`,
#: :func:`loads_match` or :func:`load_match` to lift it (None: no limit).
MAX_DEALS = 1000
#: The most actions read in one deal by default: its calls and the cards of its tricks (a
#: whole deal has at most 8 calls and 20 cards; the EGN schema allows 16 calls and 10 tricks
#: of 10 cards). ``max_actions`` lifts it (None: no limit).
MAX_ACTIONS = 200
#: The most games read from one EMN match file by default (:func:`loads_match`,
#: :func:`load_match`; ``max_games`` lifts it, None: no limit).
MAX_GAMES = 1000
#: The largest number (a score, a toggle's value, a deal number) the reader takes.
_MAX_NUMBER = 10**9

_SUIT_LETTERS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
#: Round-1 words for ordering up: the schema's ``Order``, and older replayers' synonyms.
_ORDER_WORDS = ("Order", "PickUp", "Alone", "Call")
_CALL_WORDS = ("Pass", *_ORDER_WORDS, "s", "h", "d", "c", "n", "x")
#: The calls of a hand everyone passes: two rounds of bidding, each of the four seats once.
_ALL_PASSED = 2 * len(Seat)

#: EGN toggles that no RuleSet knob covers yet, and the knob the engine would need.
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


class EgnError(RecordError):
    """An EGN file that cannot be read; the message names the place (``deals[2].phases``).

    >>> from euchre import egn
    >>> egn.loads('{"fileType": "Euchre Layout Template", "version": "1.0.0"}')
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: fileType: expected 'Euchre Game Notation', got the text 'Euchre Layout Template'
    """


class EgnLimitError(EgnError, RecordLimitError):
    """An EGN file over a reading limit: too many bytes (``max_bytes``), games in a match
    (``max_games``), deals (``max_deals``) or actions in a deal (``max_actions``), or not a
    regular file (unless ``allow_special``). The message names the limit and how to lift
    it. It is a :class:`~euchre.limits.RecordLimitError` too.

    >>> from euchre import egn
    >>> egn.loads('{"fileType": "Euchre Game Notation", "version": "1.4", "metadata": {},'
    ...           ' "deals": [{}, {}, {}]}', max_deals=2)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnLimitError: deals: 3 deals, more than max_deals=2 ...
    """


def _error(where: str, message: str) -> EgnError:
    return EgnError(f"{where}: {message}" if where else message, where=where or None)


def _kind(value: object) -> str:
    """A JSON value described for an error message, short whatever it holds."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, str) and len(value) > 40:
        return f"the text {value[:30]!r}... ({len(value)} characters)"
    if isinstance(value, (list, dict, str, int, float)) or value is None:
        return kind_of(value)
    return f"a Python {type(value).__name__}"


def _get(data: Mapping[str, Any], *names: str) -> Any:
    for name in names:
        if name in data:
            return data[name]
    return None


def _need_int(
    value: object, where: str, low: int | None = None, high: int = _MAX_NUMBER
) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _error(where, f"expected a whole number, got {_kind(value)}")
    low_ok = value >= (-_MAX_NUMBER if low is None else low)
    if not low_ok or value > high:
        span = f"{-_MAX_NUMBER if low is None else low} to {high}"
        got = str(value) if value.bit_length() <= 64 else _kind(value)
        raise _error(where, f"expected {span}, got {got}")
    return value


def _need_bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise _error(where, f"expected true or false, got {_kind(value)}")
    return value


def _need_list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _error(where, f"expected a list, got {_kind(value)}")
    return value


def _need_dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _error(where, f"expected an object, got {_kind(value)}")
    return value


# --------------------------------------------------------------------------- cards

_CARD = re.compile(r"^(?:([78N9TJQKAX])([SsHhCcDdxtngh])|([LRB]))$")


@attrs.frozen
class _Odd:
    """A card text that is valid EGN but not a card of the game's deck."""

    text: str
    why: str


def _joker() -> Card | None:
    """The engine's joker, when it has one."""
    try:
        card = parse_card("B")
    except EuchreError:
        return None
    return card if card.suit is None else None


def _deck(rules: RuleSet) -> tuple[Card, ...]:
    """The cards of the rules' deck (the engine's), in deck order (clubs, diamonds, hearts,
    spades; low up; the joker last)."""
    return cards_from_mask(DECKS[rules.deck])


def _seat_or_nobody(seat: Seat | None) -> int:
    """A seat as the engine's tables take it: 0-3, or -1 for nobody."""
    return -1 if seat is None else int(seat)


def _card(
    value: object, where: str, deck: tuple[Card, ...], *, blank: bool = False
) -> Card | _Odd | None:
    """A card, an odd card (unknown, a bower letter, not in the deck), or None for a blank."""
    if blank and value == "":
        return None
    if not isinstance(value, str) or not _CARD.match(value):
        raise _error(
            where,
            "expected a card such as 'Jd' (rank 9 T J Q K A or N, then c d h s), "
            f"got {_kind(value)}",
        )
    if value in ("R", "L"):
        return _Odd(value, "bower")
    if value == "B":
        joker = _joker()
        if joker is None or joker not in deck:
            return _Odd(value, "the joker (benny), which is not in this deck")
        return joker
    rank, suit = value[0], value[1]
    if rank == "X" or suit in "xtng":
        return _Odd(value, "an unknown card")
    card = parse_card(("9" if rank == "N" else rank) + suit.lower())
    if card not in deck:
        return _Odd(value, f"not in the {len(deck)}-card deck")
    return card


def _bower(odd: _Odd, trump: Suit | None) -> Card | None:
    """The card a bower letter stands for (``R`` the right bower, ``L`` the left)."""
    if odd.why != "bower" or trump is None:
        return None
    right, left = bowers(int(trump))
    (card,) = cards_from_mask(1 << (right if odd.text == "R" else left))
    return card


def _egn_text(card: Card) -> str:
    return "B" if card.suit is None else str(card)


# --------------------------------------------------------------------------- rules

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
        return _need_bool(self.data.get(key, default), f"{_RULESET}.{key}")

    def number(self, key: str, default: int, low: int | None = None) -> int:
        return _need_int(self.data.get(key, default), f"{_RULESET}.{key}", low)

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
        except EuchreError as error:
            self.unsupported(key, f"{need} ({error})")
            return
        self.changes.update(knobs)


#: Unknown toggles reported one by one; the rest in one problem.
_UNKNOWN_SHOWN = 10


def _unknown_toggles(toggles: _Toggles) -> None:
    unknown = [key for key in toggles.data if key not in _KNOWN_TOGGLES]
    for key in unknown[:_UNKNOWN_SHOWN]:
        name = str(key)
        shown = repr(name) if len(name) <= 40 else f"{name[:30]!r}... ({len(name)} characters)"
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
    lead = toggles.data.get("loner_lead", "LEFT_OF_DEALER")
    if lead not in ("LEFT_OF_DEALER", "LEFT_OF_LONER"):
        raise _error(
            f"{_RULESET}.loner_lead",
            f"expected LEFT_OF_DEALER or LEFT_OF_LONER, got {_kind(lead)}",
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


def _deck_toggles(toggles: _Toggles) -> None:
    """The deck (7s, the joker), the number of players, and the variants that need knobs."""
    rank = toggles.number("min_rank", 9)
    if rank == 7:
        toggles.mapped("min_rank", _knobs(deck=32), "deck=32 (7 up to the ace)")
    elif rank != 9:
        toggles.unsupported(
            "min_rank", f"deck={4 * (15 - rank)} (cards from {rank} up to the ace)"
        )
    players = toggles.number("num_players", 4, 1)
    if players != 4:
        toggles.unsupported("num_players", f"a {players}-player variant (the engine seats four)")
    knobs_for = {
        "joker": _knobs(deck=25) if _joker() is not None else None,
        "allow_no_trump": _knobs(no_trump=True),
        "partners_best": _knobs(call_for_best=True),
        "farmers": _knobs(farmers_hand="exchange", farmers_hand_size=3),
    }
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
    with ``farmers_hand_size=3``, ``num_deals`` ``num_deals``. A toggle the engine has no
    knob for becomes an ``unsupported_rule`` problem and the game is replayed without it.

    >>> from euchre import egn
    >>> rules, problems = egn.rules_for({"std": False, "loner_lead": "LEFT_OF_LONER"})
    >>> rules.stick_the_dealer, rules.first_lead, problems
    (False, 'lone_left', ())
    >>> rules, problems = egn.rules_for({"fast_break": True})
    >>> print(problems[0].message)
    ruleset toggle fast_break=true has no RuleSet knob; the engine would need a fast_break ...
    """
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise _error(_RULESET, f"expected an object, got {_kind(ruleset)}")
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
    except EuchreError as error:  # values the engine's RuleSet refuses
        raise _error(_RULESET, f"the toggles make no valid RuleSet: {error}") from None


#: Knobs an EGN file does not carry: they do not change how a recorded game is played.
_IGNORED = ("name", "deal_pattern")


def _leaves(value: object, prefix: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    for field in attrs.fields(cast(Any, type(value))):
        item = getattr(value, field.name)
        if attrs.has(type(item)):
            out.update(_leaves(item, f"{prefix}{field.name}."))
        else:
            out[prefix + field.name] = item
    return out


def ruleset_for(rules: RuleSet) -> dict[str, Any]:
    """The EGN ``ruleset`` object of a RuleSet; raises :class:`EgnError` if EGN cannot say it.

    EGN states CARDGAMES_IO with these knobs changed (the toggles of :func:`rules_for`):
    ``stick_the_dealer``, ``canadian_loner``, ``first_lead`` (``dealer_left`` or
    ``lone_left``), ``target`` or ``num_deals``, ``scoring.lone_march`` and
    ``scoring.lone_euchre``, a lone defender against a lone maker (4 points),
    ``deck`` 25 (the joker; its suit named by the dealer when turned up) or 32,
    ``no_trump``, ``call_for_best`` and ``farmers_hand="exchange"`` (size 3; a game that
    uses either exchange is still refused by :func:`to_egn`). ``name`` and
    ``deal_pattern`` are not kept: they do not change the game a record replays. Any other
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
    if rules.deck == 25:
        out["joker"] = True
    elif rules.deck == 32:
        out["min_rank"] = 7
    if getattr(rules, "no_trump", False):
        out["allow_no_trump"] = True
    if getattr(rules, "call_for_best", False):
        out["partners_best"] = True
    if getattr(rules, "farmers_hand", "off") != "off":
        out["farmers"] = True
    if getattr(rules, "num_deals", None) is not None:
        out["num_deals"] = getattr(rules, "num_deals", None)
        out["winning_score"] = 0
    back, _ = rules_for(out)
    have, want = _leaves(back), _leaves(rules)
    ignored = set(_IGNORED)
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
    return out


# --------------------------------------------------------------------------- reading


@attrs.frozen
class EgnHand:
    """One EGN deal as read: the facts written, who played what, and the rebuilt deal.

    ``deal`` is the complete deal (the whole deck) rebuilt from the plays, the discard and any
    cards the file lists, with unseen cards filled in (``assumed`` says which); None when
    the file's cards cannot make a deal (see ``problems``). ``plays`` gives each card
    played with its seat. ``calls`` are as written; ``discard`` is the discard written or
    assigned (``discard_recorded`` says which). ``cards_per_hand`` is the rules': the
    tricks of a whole hand. ``joker_suit`` is the suit the dealer named for a joker upcard
    (this library's ``jokerSuit``), if the file says.

    >>> from euchre import egn
    >>> hand = egn.EgnHand(index=0, number=0, dealer=0, upcard=None)
    >>> hand.complete, hand.plays
    (False, ())
    """

    index: int
    number: int
    dealer: Seat = attrs.field(converter=Seat)
    upcard: Card | None
    calls: tuple[str, ...] = ()
    alone: bool = False
    alone_defender: Seat | None = None
    discard: Card | None = None
    discard_recorded: bool = False
    play_phase: bool = False
    tricks: tuple[tuple[Card, ...], ...] = ()
    plays: tuple[tuple[Seat, Card], ...] = ()
    leader: Seat | None = None
    maker: Seat | None = None
    trump: Suit | None = None
    no_trump: bool = False
    deal: Deal | None = None
    assumed: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    cards_per_hand: int = CARDGAMES_IO.cards_per_hand
    joker_suit: Suit | None = None

    @property
    def complete(self) -> bool:
        """True when the file has the whole hand: all passed, or every trick (as many as
        ``cards_per_hand``)."""
        if self.calls and self.maker is None and len(self.calls) >= _ALL_PASSED:
            return True
        lone = _seat_or_nobody(self.maker if self.alone else None)
        count = ACTIVE_COUNT[seats_in_play(lone, _seat_or_nobody(self.alone_defender))]
        tricks = self.tricks
        return len(tricks) == self.cards_per_hand and all(len(t) == count for t in tricks)


@attrs.frozen
class EgnGame:
    """An EGN file as read: metadata, the RuleSet its toggles map to, and its hands.

    ``problems`` are the file-level ones (toggles without a knob); each hand has its own.

    >>> from euchre import egn
    >>> game = egn.read({"fileType": "Euchre Game Notation", "version": "1.4",
    ...                  "metadata": {"players": ["A", "B", "C", "D"], "initialScore": [3, 4]},
    ...                  "deals": []})
    >>> game.initial_score, game.rules.stick_the_dealer, game.hands
    (Score(ns=3, ew=4), True, ())
    """

    version: str
    title: str
    players: tuple[str, ...]
    initial_score: Score
    final_score: Score | None
    rules: RuleSet
    hands: tuple[EgnHand, ...]
    problems: tuple[Problem, ...] = ()


def _version(value: object) -> str:
    if not isinstance(value, str):
        raise _error("version", f"expected a version such as '1.4', got {_kind(value)}")
    match = re.fullmatch(r"(\d+)\.(\d+)(?:\.\d+)*", value.strip())
    if match is None or f"{match.group(1)}.{match.group(2)}" not in VERSIONS:
        shown = repr(value) if len(value) <= 40 else _kind(value)
        raise _error(
            "version",
            f"unsupported EGN version {shown}: this reader handles {VERSIONS[0]} to "
            f"{VERSIONS[-1]}",
        )
    return value


def read(
    data: object, *, max_deals: int | None = MAX_DEALS, max_actions: int | None = MAX_ACTIONS
) -> EgnGame:
    """Read an EGN document (already parsed from JSON) into an :class:`EgnGame`.

    Raises :class:`EgnError` for a document that is not EGN or is malformed (wrong types,
    unknown phase types, cards that are not cards), and :class:`EgnLimitError` for one
    with more than ``max_deals`` deals or a deal with more than ``max_actions`` calls and
    cards played (see :data:`MAX_DEALS`, :data:`MAX_ACTIONS`; None lifts a limit).
    Disagreements with the rules are not errors: they are listed as problems by
    :func:`replay`.

    How hands are rebuilt: each card played is given to the seat that played it, by the
    engine's rules (the first lead as the rules' ``first_lead`` says: for EGN's toggles
    left of the dealer, skipping a sitting-out player, or left of the loner under
    ``LEFT_OF_LONER``; a 1.0 file's ``initialLead`` is checked against it; each trick's
    winner, by the engine's card order, leads the next). The dealer who picked up was dealt
    the played cards, less the upcard, plus the discard. Cards the file does not show (a
    sitting-out partner's hand, the kitty, an unrecorded discard, cards still held when a
    record stops) are the rest of the deck, given out in deck order (clubs, diamonds,
    hearts, spades; low to high): first to the cards still held, never in a suit the holder
    showed out of, then to the discard, the sitting-out hands (North to West) and the
    kitty. A dealer who picked up and never played the upcard in a finished hand discarded
    it.

    A joker turned up (the ``joker`` toggle, ``deck=25``) has its suit named by the dealer
    before round 1 (``joker_upcard="dealer_names"``). EGN has no field for that naming:
    this library writes it as ``"jokerSuit"`` (a suit letter) in the bidding phase, an
    extension of EGN 1.4, and a file without it cannot replay that hand (a problem).

    >>> from euchre import egn
    >>> egn.read([1, 2])
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: an EGN file is a JSON object, got a list
    """
    if not isinstance(data, dict):
        raise _error("", f"an EGN file is a JSON object, got {_kind(data)}")
    if data.get("fileType") != FILE_TYPE:
        raise _error("fileType", f"expected {FILE_TYPE!r}, got {_kind(data.get('fileType'))}")
    if "version" not in data:
        raise _error("version", "missing")
    version = _version(data["version"])
    metadata = _need_dict(data.get("metadata"), "metadata")
    players = _players(metadata.get("players", []))
    initial = _score(metadata.get("initialScore", [0, 0]), "metadata.initialScore")
    final = None
    if metadata.get("finalScore") is not None:
        final = _score(metadata["finalScore"], "metadata.finalScore")
    ruleset = metadata.get("ruleset")
    if ruleset is not None:
        _need_dict(ruleset, "metadata.ruleset")
    rules, problems = rules_for(ruleset)
    title = metadata.get("title", "")
    if not isinstance(title, str):
        raise _error("metadata.title", f"expected text, got {_kind(title)}")
    if "deals" not in data:
        raise _error("deals", "missing")
    raw_deals = _need_list(data["deals"], "deals")
    _check_deals(len(raw_deals), max_deals, "deals")
    hands = []
    for i, raw in enumerate(raw_deals):
        if isinstance(raw, str):
            raise _error(
                f"deals[{i}]",
                "a condensed (bit-packed) deal: expand the file first (egn-convert, or "
                "unpackEgnFile in the EGN library)",
            )
        hands.append(_read_hand(_need_dict(raw, f"deals[{i}]"), i, rules, max_actions))
    return EgnGame(
        version=version,
        title=title,
        players=players,
        initial_score=initial,
        final_score=final,
        rules=rules,
        hands=tuple(hands),
        problems=problems,
    )


def _check_deals(count: int, max_deals: int | None, where: str) -> None:
    if max_deals is not None and count > max_deals:
        raise EgnLimitError(
            f"{where}: {count} deals, more than max_deals={max_deals} (a game to 10 points is "
            "rarely over 30 deals); pass a larger max_deals, or max_deals=None, to read it "
            "anyway",
            where=where,
        )


def _players(value: object) -> tuple[str, ...]:
    """The four players' names (``Player 2`` for a name the file leaves out)."""
    raw_players = _need_list(value, "metadata.players")
    if len(raw_players) > 4:
        raise _error("metadata.players", f"{len(raw_players)} players: this reader seats four")
    players: list[str] = []
    for i, player in enumerate(raw_players):
        if isinstance(player, str):
            players.append(player)
        elif isinstance(player, dict) and isinstance(player.get("name"), str):
            players.append(player["name"])
        else:
            where = f"metadata.players[{i}]"
            raise _error(where, f"expected a name or an object with a name, got {_kind(player)}")
    players += [f"Player {i}" for i in range(len(players), 4)]
    return tuple(players)


def _score(value: object, where: str) -> Score:
    items = _need_list(value, where)
    if len(items) != 2:
        raise _error(where, f"expected two scores (seats 0/2, seats 1/3), got {len(items)}")
    return Score(*(_need_int(v, f"{where}[{i}]") for i, v in enumerate(items)))


def _note(
    problems: list[Problem], kind: str, message: str, at: str, seat: Seat | None = None
) -> None:
    problems.append(Problem(kind=kind, message=message, hand=None, seat=seat, where=at))


# --------------------------------------------------------------------------- one deal, as written

#: A card a list in the file names, with its place in the file.
_Listed = tuple[Card | _Odd, str]


def _listed_cards(value: object, at: str, deck: tuple[Card, ...]) -> list[_Listed]:
    """The cards a list in the file names (blanks and unknown cards left out), each with
    its place; a list longer than the deck is refused."""
    items = _need_list(value, at)
    if len(items) > len(deck):
        raise _error(at, f"{len(items)} cards, but the deck has {len(deck)}")
    cards: list[_Listed] = []
    for j, text in enumerate(items):
        card = _card(text, f"{at}[{j}]", deck, blank=True)
        if isinstance(card, Card) or (isinstance(card, _Odd) and card.why != "an unknown card"):
            cards.append((card, f"{at}[{j}]"))
    return cards


def _known(
    listed: list[_Listed], trump: Suit | None, problems: list[Problem]
) -> list[Card]:
    """The listed cards as cards: bower letters read by trump; a card that is not in the
    deck, or a bower letter before trump is made, is left out (a ``bad_cards`` problem)."""
    cards: list[Card] = []
    for found, at in listed:
        card = _bower(found, trump) if isinstance(found, _Odd) else found
        if card is None:
            assert isinstance(found, _Odd)
            why = "a bower, but nobody made trump" if found.why == "bower" else found.why
            _note(problems, "bad_cards", f"the card {found.text} is {why}: left out", at)
        else:
            cards.append(card)
    return cards


@attrs.frozen
class _Initial:
    """A deal's initial state as written: the upcard (None if not a card of the deck) and
    the cards listed in each hand and in the kitty."""

    upcard: Card | None
    hands: tuple[list[_Listed], ...]
    kitty: list[_Listed]


def _read_initial(
    state: dict[str, Any], at: str, deck: tuple[Card, ...], problems: list[Problem]
) -> _Initial:
    """The upcard, and the cards the file lists in each hand and in the kitty."""
    up = _card(state.get("upCard"), f"{at}.upCard", deck)
    if isinstance(up, _Odd):
        _note(problems, "unknown_card", f"the upcard {up.text} is {up.why}", f"{at}.upCard")
    hands: list[list[_Listed]] = [[], [], [], []]
    listed = _get(state, "playerCards", "player_cards")
    if listed is not None:
        for s, listed_hand in enumerate(_need_list(listed, f"{at}.playerCards")):
            if s > 3:
                raise _error(f"{at}.playerCards", "more than four hands")
            hands[s] = _listed_cards(listed_hand, f"{at}.playerCards[{s}]", deck)
    kitty = state.get("kitty")
    known_kitty = [] if kitty is None else _listed_cards(kitty, f"{at}.kitty", deck)
    return _Initial(up if isinstance(up, Card) else None, tuple(hands), known_kitty)


_Phase = tuple[dict[str, Any] | None, str]


def _phases(raw: dict[str, Any], where: str) -> tuple[_Phase, _Phase]:
    """The bidding phase and the play phase, each with its place (None, "" when absent)."""
    found: dict[str, tuple[dict[str, Any], str]] = {}
    for p, phase in enumerate(_need_list(raw.get("phases", []), f"{where}.phases")):
        at = f"{where}.phases[{p}]"
        phase = _need_dict(phase, at)
        kind = phase.get("type")
        if kind not in ("EUCHRE_BIDDING", "TRICK_PLAY"):
            raise _error(f"{at}.type", f"expected EUCHRE_BIDDING or TRICK_PLAY, got {_kind(kind)}")
        if kind in found:
            raise _error(f"{at}.type", f"a second {kind} phase in one deal")
        found[kind] = (phase, at)
    return found.get("EUCHRE_BIDDING", (None, "")), found.get("TRICK_PLAY", (None, ""))


def _check_actions(
    bidding: dict[str, Any] | None, play: dict[str, Any] | None, where: str, limit: int | None
) -> None:
    """Refuse a deal with more than ``limit`` actions: its calls, and the cards of its
    tricks (an empty trick counts as one)."""
    calls = bidding.get("calls") if bidding is not None else None
    tricks = play.get("tricks") if play is not None else None
    count = len(calls) if isinstance(calls, list) else 0
    if isinstance(tricks, list):
        count += sum(max(len(t), 1) if isinstance(t, list) else 1 for t in tricks)
    if limit is not None and count > limit:
        raise EgnLimitError(
            f"{where}: {count} calls and cards played, more than max_actions={limit} (a whole "
            "deal has at most 8 calls and 20 cards); pass a larger max_actions, or "
            "max_actions=None, to read it anyway",
            where=where,
        )


@attrs.frozen
class _Bidding:
    """A bidding phase as written; ``discard`` may be a bower letter (read once trump is
    known); ``joker_suit`` is this library's ``jokerSuit``, the suit the dealer named for a
    joker upcard."""

    calls: tuple[str, ...] = ()
    alone: bool = False
    alone_defender: Seat | None = None
    discard: Card | _Odd | None = None
    joker_suit: Suit | None = None


def _read_calls(bidding: dict[str, Any], at: str) -> tuple[str, ...]:
    calls: list[str] = []
    for j, call in enumerate(_need_list(bidding.get("calls", []), f"{at}.calls")):
        if call not in _CALL_WORDS:
            raise _error(
                f"{at}.calls[{j}]",
                f"expected Pass, Order or a suit letter (s h d c), got {_kind(call)}",
            )
        calls.append(call)
    return tuple(calls)


def _read_bidding(
    bidding: dict[str, Any] | None, at: str, deck: tuple[Card, ...], problems: list[Problem]
) -> _Bidding:
    if bidding is None:
        return _Bidding()
    calls = _read_calls(bidding, at)
    alone = _need_bool(bidding.get("isAlone", False), f"{at}.isAlone")
    defender: Seat | None = None
    if bidding.get("aloneDefender") is not None:
        seat = _need_int(bidding["aloneDefender"], f"{at}.aloneDefender", -1, 3)
        defender = None if seat < 0 else Seat(seat)
    discard: Card | _Odd | None = None
    if bidding.get("discard") is not None:
        discard = _card(bidding["discard"], f"{at}.discard", deck)
        if isinstance(discard, _Odd) and discard.why == "an unknown card":
            discard = None  # as good as not recorded
    named: Suit | None = None
    if bidding.get("jokerSuit") is not None:
        letter = bidding["jokerSuit"]
        if not isinstance(letter, str) or letter not in _SUIT_LETTERS:
            raise _error(f"{at}.jokerSuit", f"expected a suit letter (s h d c), got {_kind(letter)}")
        named = _SUIT_LETTERS[letter]
    if bidding.get("cardExchanges"):
        _note(
            problems,
            "unsupported_rule",
            "card exchanges (partners_best, go_under, farmers) cannot be replayed; the "
            "exchanged cards are ignored",
            f"{at}.cardExchanges",
        )
    return _Bidding(calls, alone, defender, discard, named)


def _read_play(
    play: dict[str, Any] | None, at: str, deck: tuple[Card, ...]
) -> tuple[bool, Seat | None, list[list[Card | _Odd]]]:
    """A play phase as written: whether it says alone, the ``initialLead``, the tricks."""
    if play is None:
        return False, None, []
    alone = play.get("isAlone") is not None and _need_bool(play["isAlone"], f"{at}.isAlone")
    lead: Seat | None = None
    if play.get("initialLead") is not None:
        lead = Seat(_need_int(play["initialLead"], f"{at}.initialLead", 0, 3))
    tricks: list[list[Card | _Odd]] = []
    for t, trick in enumerate(_need_list(play.get("tricks", []), f"{at}.tricks")):
        written: list[Card | _Odd] = []
        for j, text in enumerate(_need_list(trick, f"{at}.tricks[{t}]")):
            found = _card(text, f"{at}.tricks[{t}][{j}]", deck)
            assert found is not None
            written.append(found)
        tricks.append(written)
    return alone, lead, tricks


@attrs.frozen
class _Making:
    """Who made trump: the first call that is not a pass (``first``), and what it made.

    ``made`` is True when trump is fixed: a suit, or no trump.
    """

    first: int | None = None
    maker: Seat | None = None
    trump: Suit | None = None
    made: bool = False
    no_trump: bool = False


def _upcard_suit(upcard: Card | None, named: Suit | None, rules: RuleSet) -> Suit | None:
    """The suit the upcard stands for: its own, or for the joker the suit the dealer named
    (``joker_upcard="dealer_names"``) or the rules fix (``"fixed"``)."""
    if upcard is None or upcard.suit is not None:
        return None if upcard is None else upcard.suit
    if rules.joker_upcard == "fixed":
        return rules.joker_suit
    return named if rules.joker_upcard == "dealer_names" else None


def _make_trump(
    bid: _Bidding,
    dealer: Seat,
    upcard: Card | None,
    rules: RuleSet,
    at: str,
    problems: list[Problem],
) -> _Making:
    calls = bid.calls
    first = next((j for j, call in enumerate(calls) if call != "Pass"), None)
    if first is None:
        return _Making()
    maker = Seat((dealer + 1 + first) % len(Seat))  # the calls go round from the dealer's left
    call = calls[first]
    if call in _ORDER_WORDS:
        trump = _upcard_suit(upcard, bid.joker_suit, rules)
        if trump is None and upcard is not None and rules.joker_upcard == "dealer_names":
            _note(
                problems,
                "joker_suit_missing",
                "the joker turned up is ordered up, but the file does not say which suit the "
                "dealer named for it (jokerSuit)",
                f"{at}.jokerSuit",
                dealer,
            )
        return _Making(first, maker, trump, made=trump is not None)
    if call in _SUIT_LETTERS:
        return _Making(first, maker, _SUIT_LETTERS[call], made=True)
    if call == "n" and getattr(rules, "no_trump", False):
        return _Making(first, maker, None, made=True, no_trump=True)
    if call == "n":
        message, kind = "a call of no trump needs the no_trump knob", "unsupported_rule"
    else:
        message, kind = "the call 'x' (unknown) cannot be replayed", "unknown_call"
    _note(problems, kind, message, f"{at}.calls[{first}]", maker)
    return _Making(first, maker)


def _lone_defender(
    defender: Seat | None, maker: Seat | None, at: str, problems: list[Problem]
) -> Seat | None:
    """The defender going alone, if the file's ``aloneDefender`` is one."""
    if defender is not None and (maker is None or defender.team == maker.team):
        _note(
            problems,
            "bad_alone_defender",
            f"aloneDefender {int(defender)} is not a defender",
            f"{at}.aloneDefender",
        )
        return None
    return defender


def _first_lead(
    rules: RuleSet, dealer: Seat, making: _Making, alone: bool, defender: Seat | None
) -> tuple[int, Seat | None]:
    """The seats in play (a 4-bit mask: the partners of a lone maker and of a lone defender
    sit out) and who leads the first trick, by the engine's rule (None until trump is made).

    >>> from euchre import presets
    >>> making = _Making(first=3, maker=Seat.NORTH, trump=Suit.HEARTS, made=True)
    >>> _first_lead(presets.GAMES4ALL, Seat.NORTH, making, alone=False, defender=None)
    (15, <Seat.EAST: 1>)
    >>> _first_lead(presets.GAMES4ALL, Seat.WEST, making, alone=True, defender=None)
    (11, <Seat.EAST: 1>)
    """
    lone = _seat_or_nobody(making.maker if alone else None)
    lone_defender = _seat_or_nobody(defender)
    active = seats_in_play(lone, lone_defender)
    if not making.made:
        return active, None
    assert making.maker is not None
    leader = first_leader(rules.first_lead, dealer, making.maker, lone, lone_defender, active)
    return active, Seat(leader)


# --------------------------------------------------------------------------- who played what


@attrs.define
class _Seating:
    """The cards of the tricks given to the seats that played them (see :func:`read`)."""

    trump: int  # the card-order table index (euchre.engine.cardorder)
    active: int  # the seats in play, a 4-bit mask
    tricks: list[tuple[Card, ...]] = attrs.Factory(list)
    plays: list[tuple[Seat, Card]] = attrs.Factory(list)
    voids: dict[Seat, set[int]] = attrs.Factory(lambda: {seat: set() for seat in Seat})

    def add(self, leader: Seat, cards: list[Card]) -> list[Seat]:
        """Seat a trick led by ``leader``: who played each card, in order."""
        # the suit led (0-3); a joker led with no trump is a suit of its own (4): nobody can
        # follow it, so nobody shows out
        led = EFFECTIVE_SUIT[self.trump][cards[0].index] if cards else NO_TRUMP
        seats: list[Seat] = []
        turn = leader
        for card in cards:
            seats.append(turn)
            self.plays.append((turn, card))
            if led < NO_TRUMP and EFFECTIVE_SUIT[self.trump][card.index] != led:
                self.voids[turn].add(led)  # showed out of the suit led
            turn = Seat(NEXT_ACTIVE[self.active][turn])
        self.tricks.append(tuple(cards))
        return seats


def _resolve(
    trick: list[Card | _Odd], trump: Suit | None, at: str, problems: list[Problem]
) -> list[Card] | None:
    """A trick's cards with the bower letters read; None at an unknown card."""
    cards: list[Card] = []
    for j, found in enumerate(trick):
        if isinstance(found, _Odd):
            resolved = _bower(found, trump)
            if resolved is None:
                _note(problems, "unknown_card", f"the card {found.text} is {found.why}", f"{at}[{j}]")
                return None
            found = resolved
        cards.append(found)
    return cards


def _seat_tricks(
    raw_tricks: list[list[Card | _Odd]],
    seating: _Seating,
    making: _Making,
    leader: Seat | None,
    playable: bool,
    at: str,
    problems: list[Problem],
) -> bool:
    """Seat the tricks, each led by the last one's winner; whether the tricks can be played
    (False from the start, or at a card that cannot be played; the tricks seated so far
    stay)."""
    count = ACTIVE_COUNT[seating.active]
    for t, trick in enumerate(raw_tricks):
        where = f"{at}.tricks[{t}]"
        cards = _resolve(trick, making.trump, where, problems)
        if cards is None or not playable:
            return False
        assert leader is not None  # playable: trump is made, so the rules name a leader
        if len(cards) > count or (len(cards) < count and t < len(raw_tricks) - 1):
            _note(
                problems,
                "trick_size",
                f"trick {t + 1} has {len(cards)} cards, but {count} players play: "
                + ("the cards after them" if len(cards) > count else "the tricks after it")
                + " are not replayed",
                where,
            )
            cards = cards[:count]
        seats = seating.add(leader, cards)
        if len(cards) < count:
            break
        leader = seats[winning_play(seating.trump, [card.index for card in cards])]
    return playable


def _read_hand(
    raw: dict[str, Any], index: int, rules: RuleSet, max_actions: int | None = MAX_ACTIONS
) -> EgnHand:
    where = f"deals[{index}]"
    number = _need_int(raw.get("dealNumber", index), f"{where}.dealNumber", 0)
    state = _need_dict(raw.get("initialState"), f"{where}.initialState")
    dealer = Seat(_need_int(state.get("dealer"), f"{where}.initialState.dealer", 0, 3))
    (bidding, bid_at), (play, play_at) = _phases(raw, where)
    _check_actions(bidding, play, where, max_actions)
    problems: list[Problem] = []
    deck = _deck(rules)
    initial = _read_initial(state, f"{where}.initialState", deck, problems)
    bid = _read_bidding(bidding, bid_at, deck, problems)
    play_alone, initial_lead, raw_tricks = _read_play(play, play_at, deck)
    alone = bid.alone or play_alone
    making = _make_trump(bid, dealer, initial.upcard, rules, bid_at, problems)
    defender = _lone_defender(bid.alone_defender, making.maker, bid_at, problems)
    active, leader = _first_lead(rules, dealer, making, alone, defender)
    if leader is not None and initial_lead is not None and initial_lead != leader:
        _note(
            problems,
            "lead_mismatch",
            f"the file says {initial_lead} leads the first trick, but the rules say {leader}",
            f"{play_at}.initialLead",
        )
    seating, playable = _seat_hand(raw_tricks, making, active, leader, play_at, problems)
    written = [] if bid.discard is None else [(bid.discard, f"{bid_at}.discard")]
    discard = _known(written, making.trump, problems)
    hand = EgnHand(
        index=index,
        number=number,
        dealer=dealer,
        upcard=initial.upcard,
        calls=bid.calls,
        alone=alone,
        alone_defender=defender,
        discard=discard[0] if discard else None,
        discard_recorded=bool(discard),
        play_phase=play is not None,
        tricks=tuple(seating.tricks),
        plays=tuple(seating.plays),
        leader=leader,
        maker=making.maker,
        trump=making.trump,
        no_trump=making.no_trump,
        cards_per_hand=rules.cards_per_hand,
        joker_suit=bid.joker_suit,
    )
    if not playable or (making.maker is not None and not making.made):
        return attrs.evolve(hand, problems=tuple(problems))
    return _with_deal(hand, rules, initial, seating, active, problems)


def _seat_hand(
    raw_tricks: list[list[Card | _Odd]],
    making: _Making,
    active: int,
    leader: Seat | None,
    at: str,
    problems: list[Problem],
) -> tuple[_Seating, bool]:
    """The tricks seated, and whether the deal can be rebuilt (no unknown card, and tricks
    only once trump is made)."""
    playable = not any(p.kind == "unknown_card" for p in problems)
    if raw_tricks and making.first is None:
        _note(
            problems,
            "no_maker",
            "tricks are recorded, but nobody made trump: they are ignored",
            f"{at}.tricks",
        )
        raw_tricks = []
    elif raw_tricks and not making.made:
        playable = False
    seating = _Seating(trump_index(making.trump, making.no_trump), active)
    return seating, _seat_tricks(raw_tricks, seating, making, leader, playable, at, problems)


def _with_deal(
    hand: EgnHand,
    rules: RuleSet,
    initial: _Initial,
    seating: _Seating,
    active: int,
    problems: list[Problem],
) -> EgnHand:
    """The hand with its deal rebuilt (see :func:`_rebuild`)."""
    deck = _deck(rules)
    known_hands = [_known(listed, hand.trump, problems) for listed in initial.hands]
    known_kitty = _known(initial.kitty, hand.trump, problems)
    out = {seat for seat in Seat if not active >> seat & 1}
    picked = _dealer_took_upcard(rules, hand, deck)
    where = f"deals[{hand.index}]"
    deal, assumed, discard = _rebuild(
        hand, known_hands, known_kitty, seating.voids, out, picked, problems, where, deck
    )
    return attrs.evolve(
        hand, deal=deal, assumed=tuple(assumed), discard=discard, problems=tuple(problems)
    )


# --------------------------------------------------------------------------- the whole deal


@attrs.define
class _Layout:
    """Where each card of a deal is, as far as the file shows it (see :func:`_rebuild`)."""

    where: str
    problems: list[Problem]
    place: dict[Card, str]
    holding: dict[Seat, list[Card]] = attrs.Factory(lambda: {seat: [] for seat in Seat})
    kitty: list[Card] = attrs.Factory(list)

    def conflict(self, card: Card, there: str, here: str) -> None:
        message = f"{card} is both {there} and {here}"
        self.problems.append(Problem(kind="bad_cards", message=message, where=self.where))

    def fail(self, message: str, seat: Seat | None = None) -> None:
        self.problems.append(
            Problem(kind="bad_cards", message=message, seat=seat, where=self.where)
        )

    def give(self, seat: Seat, card: Card) -> None:
        self.place[card] = f"in {seat}'s hand"
        self.holding[seat].append(card)

    def place_listed(self, known_hands: list[list[Card]], known_kitty: list[Card]) -> None:
        """The cards the file lists in each hand and in the kitty."""
        for seat, cards in zip(Seat, known_hands, strict=True):
            for card in cards:
                if card in self.place:
                    self.conflict(card, self.place[card], f"in {seat}'s hand")
                else:
                    self.give(seat, card)
        for card in known_kitty:
            if card in self.place:
                self.conflict(card, self.place[card], "in the kitty")
            else:
                self.place[card] = "in the kitty"
                self.kitty.append(card)

    def place_discard(self, dealer: Seat, discard: Card | None, upcard: Card) -> Card | None:
        """The dealer's discard was dealt to the dealer (unless it is the upcard); None when
        it is somewhere else."""
        if discard is None or discard == upcard:
            return discard
        if discard in self.place and self.place[discard] != f"in {dealer}'s hand":
            self.conflict(discard, self.place[discard], f"{dealer}'s discard")
            return None
        if discard not in self.place:
            self.give(dealer, discard)
        return discard

    def place_plays(self, hand: EgnHand, picked: bool) -> dict[Seat, list[Card]]:
        """Each card played was dealt to its player (the dealer's picked-up upcard aside);
        returns the cards each seat played."""
        upcard, dealer = hand.upcard, hand.dealer
        played_by: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
        for seat, card in hand.plays:
            played_by[seat].append(card)
            if card == upcard and not (picked and seat == dealer):
                fate = f"{dealer} picked it up" if picked else "it was not picked up"
                self.conflict(card, f"played by {seat}", f"the upcard ({fate})")
            elif card != upcard and card not in self.place:
                self.give(seat, card)
            # a card already placed elsewhere: the engine explains the play when replayed
        return played_by


@attrs.define
class _Places:
    """How many unseen cards each place still needs: the seats in play (``kept``, never in
    a suit the holder showed out of), one for the dealer's unrecorded discard
    (``discard_slot``), the seats sitting out (``sat_out``) and the kitty."""

    kept: dict[Seat, int] = attrs.Factory(dict)
    discard_slot: bool = False
    sat_out: dict[Seat, int] = attrs.Factory(dict)
    kitty: int = 0

    @property
    def need(self) -> int:
        return sum(self.kept.values()) + self.discard_slot + sum(self.sat_out.values()) + self.kitty


def _count_places(
    layout: _Layout,
    hand: EgnHand,
    out: set[Seat],
    picked: bool,
    discard: Card | None,
    played_by: dict[Seat, list[Card]],
    assumed: list[str],
) -> tuple[_Places, Card | None] | None:
    """The places still to fill, and the discard (the upcard when the dealer never played
    it); None (a problem noted) when a seat holds more than a hand's cards."""
    upcard, dealer = hand.upcard, hand.dealer
    assert upcard is not None
    places = _Places()
    for seat in Seat:
        held = len(layout.holding[seat])
        free = hand.cards_per_hand - held
        if free < 0:
            shown = " ".join(str(c) for c in played_by[seat])
            extra = f" and discarded {discard}" if seat == dealer and discard is not None else ""
            layout.fail(
                f"{seat} played {shown}{extra}: {held} cards dealt to {seat}, but a hand is "
                f"{hand.cards_per_hand}",
                seat,
            )
            return None
        undecided = seat == dealer and picked and discard is None
        if seat in out:
            places.sat_out[seat] = free
            if undecided:
                discard = upcard
                assumed.append(
                    f"{dealer}'s discard was not recorded and {dealer} sat out: assumed the "
                    "upcard"
                )
            continue
        if undecided and (upcard in played_by[dealer] or not hand.complete):
            places.discard_slot = free > 0
            free -= places.discard_slot
        elif undecided:
            discard = upcard
        places.kept[seat] = max(free, 0)
    return places, discard


def _give_chosen(
    layout: _Layout,
    chosen: dict[Seat, list[Card]],
    played_by: dict[Seat, list[Card]],
    assumed: list[str],
) -> None:
    """The unseen cards chosen for the seats in play."""
    for seat, cards in chosen.items():
        if cards:
            layout.holding[seat].extend(cards)
            what = f"{seat}'s unplayed cards were not seen (the record stops)"
            if not played_by[seat]:
                what = f"{seat}'s cards were not seen"
            assumed.append(f"{what}: assigned " + " ".join(str(c) for c in sorted(cards)))


def _give_rest(layout: _Layout, places: _Places, rest: list[Card], assumed: list[str]) -> None:
    """The other unseen cards, in deck order: to the seats sitting out, then the kitty."""
    for seat, count in places.sat_out.items():
        if count:
            given = rest[:count]
            del rest[:count]
            layout.holding[seat].extend(given)
            assumed.append(
                f"{seat} sat out: {len(given)} unseen cards assigned "
                + " ".join(str(c) for c in given)
            )
    if places.kitty:
        given = rest[: places.kitty]
        layout.kitty.extend(given)
        assumed.append("the kitty was not seen: assigned " + " ".join(str(c) for c in given))


def _dealer_took_upcard(rules: RuleSet, hand: EgnHand, deck: tuple[Card, ...]) -> bool:
    """Whether the dealer took the upcard: the engine's answer (``State.dealer_took_upcard``)
    after the hand's calls, made as :func:`replay` makes them, on a stand-in deal with the
    hand's dealer and upcard (who holds the other cards does not change who takes the
    upcard). A round-1 call the engine refuses (a suit named, or alone where the rules do
    not allow it) is read as the order up the engine allows, so that the cards are placed
    as for an order up and the replay reports the call itself."""
    upcard = hand.upcard
    rest = [card for card in deck if card != upcard]
    size = rules.cards_per_hand
    hands = [rest[seat * size : (seat + 1) * size] for seat in Seat]
    try:
        deal = Deal(hands=hands, upcard=upcard, kitty=rest[len(Seat) * size :])
        state = new_game(rules, dealer=hand.dealer, deal=deal)
    except EuchreError:  # pragma: no cover - the deck's cards make a deal
        return False
    plan = _Plan(hand, [])
    while state.phase in (Phase.JOKER, Phase.ORDER, Phase.CALL, Phase.PICKUP):
        action = plan.action(state)
        if action is not None and state.phase is Phase.ORDER and not state.is_legal(action):
            orders = [a for a in state.legal_actions() if a.kind is ActionKind.ORDER_UP]
            action = next((a for a in orders if a.alone == hand.alone), next(iter(orders), None))
        if action is None or not state.is_legal(action):
            break
        state = state.apply(action)
    return state.dealer_took_upcard


def _rebuild(
    hand: EgnHand,
    known_hands: list[list[Card]],
    known_kitty: list[Card],
    voids: dict[Seat, set[int]],
    out: set[Seat],
    picked: bool,
    problems: list[Problem],
    where: str,
    deck: tuple[Card, ...],
) -> tuple[Deal | None, list[str], Card | None]:
    """The complete deal: known cards placed, unseen cards assigned (see :func:`read`);
    ``picked`` says whether the dealer took the upcard."""
    upcard, dealer = hand.upcard, hand.dealer
    assert upcard is not None
    layout = _Layout(where, problems, place={upcard: "upcard"})
    layout.place_listed(known_hands, known_kitty)
    discard = layout.place_discard(dealer, hand.discard if picked else None, upcard)
    played_by = layout.place_plays(hand, picked)
    assumed: list[str] = []
    counted = _count_places(layout, hand, out, picked, discard, played_by, assumed)
    if counted is None:
        return None, assumed, None
    places, discard = counted
    dealt = len(Seat) * hand.cards_per_hand + 1  # the four hands and the upcard
    places.kitty = len(deck) - dealt - len(layout.kitty)
    unseen = [card for card in deck if card not in layout.place]
    if places.need != len(unseen) or places.kitty < 0:
        layout.fail(
            f"the cards do not make a deal: {len(unseen)} unseen cards for {places.need} places"
        )
        return None, assumed, None
    chosen = _assign(unseen, places.kept, voids, trump_index(hand.trump, hand.no_trump))
    if chosen is None:
        layout.fail(
            "the unseen cards cannot be held without a renege: some player showed out of a "
            "suit whose cards are all unaccounted for"
        )
        return None, assumed, None
    _give_chosen(layout, chosen, played_by, assumed)
    taken = {card for cards in chosen.values() for card in cards}
    rest = [card for card in unseen if card not in taken]
    if places.discard_slot:
        discard = rest.pop(0)
        layout.holding[dealer].append(discard)
        assumed.append(f"{dealer}'s discard was not recorded: assigned {discard}")
    elif picked and hand.discard is None and discard == upcard:
        assumed.append(
            f"{dealer}'s discard was not recorded: {dealer} never played the upcard, so "
            "discarded it"
        )
    _give_rest(layout, places, rest, assumed)
    # the upcard is never placed in a hand: the dealer took it after the deal
    hands = [layout.holding[seat] for seat in Seat]
    try:
        deal = Deal(hands=hands, upcard=upcard, kitty=layout.kitty)
    except EuchreError as error:  # pragma: no cover - the placement above keeps cards unique
        problems.append(Problem(kind="bad_cards", message=str(error), where=where))
        return None, assumed, None
    return deal, assumed, discard


def _assign(
    unseen: list[Card], kept: dict[Seat, int], voids: dict[Seat, set[int]], trump: int
) -> dict[Seat, list[Card]] | None:
    """Give each seat its kept (still held) unseen cards, avoiding suits it showed out of
    (``trump`` is the card-order table index); None when no assignment exists.

    Seat by seat (North to West), each takes the first cards in deck order that still leave
    the others a way to fill their hands: the first assignment in that order, found without
    searching (:func:`_fillable` checks a way is left).

    >>> from euchre.cards import parse_card
    >>> cards = [parse_card(c) for c in ("9c", "Tc", "9h")]
    >>> _assign(cards, {Seat.NORTH: 1, Seat.EAST: 1}, {Seat.NORTH: set(), Seat.EAST: {0}}, 0)
    {<Seat.NORTH: 0>: [Card('9c')], <Seat.EAST: 1>: [Card('9h')]}
    """
    suit_of = EFFECTIVE_SUIT[trump]
    need = {seat: kept[seat] for seat in Seat if kept.get(seat, 0) > 0}
    supply: dict[int, int] = {}
    for card in unseen:
        supply[suit_of[card.index]] = supply.get(suit_of[card.index], 0) + 1
    if not _fillable(need, supply, voids):
        return None
    chosen: dict[Seat, list[Card]] = {seat: [] for seat in need}
    free = list(unseen)
    for seat in need:
        for card in list(free):
            suit = suit_of[card.index]
            if not need[seat]:
                break
            if suit in voids[seat]:
                continue
            need[seat] -= 1
            supply[suit] -= 1
            if _fillable(need, supply, voids):
                chosen[seat].append(card)
                free.remove(card)
            else:
                need[seat] += 1
                supply[suit] += 1
    return chosen


def _fillable(need: dict[Seat, int], supply: dict[int, int], voids: dict[Seat, set[int]]) -> bool:
    """Whether the seats can each take ``need`` more cards from ``supply`` (cards by suit),
    none in a suit it showed out of: by the supply and demand theorem, when every group of
    seats needs no more cards than the suits open to any of them hold."""
    seats = [seat for seat, count in need.items() if count > 0]
    for mask in range(1, 1 << len(seats)):
        group = [seat for i, seat in enumerate(seats) if mask >> i & 1]
        open_suits = {suit for suit in supply if any(suit not in voids[s] for s in group)}
        if sum(need[s] for s in group) > sum(supply[suit] for suit in open_suits):
            return False
    return True


def loads(
    text: str | bytes, *, max_deals: int | None = MAX_DEALS, max_actions: int | None = MAX_ACTIONS
) -> EgnGame:
    """Read EGN text (JSON); raises :class:`EgnError` if it is not a readable EGN file, and
    :class:`EgnLimitError` past ``max_deals`` or ``max_actions`` (see :func:`read`).

    >>> from euchre import egn
    >>> egn.loads("{")
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: line 1, column 2: not JSON: Expecting property name enclosed in double quotes
    >>> egn.loads('{"fileType": "Euchre Game Notation", "version": "2.0"}')
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: version: unsupported EGN version '2.0': this reader handles 1.0 to 1.4
    """
    return read(_json(text), max_deals=max_deals, max_actions=max_actions)


def _json(text: str | bytes) -> object:
    return load_json(
        text,
        EgnError,
        reader="this reader can follow",
        binary_hint=" (a binary .egnb file?)",
        skip_bom=True,
    )


def _file_bytes(path: str | os.PathLike[str], max_bytes: int, allow_special: bool) -> bytes:
    """The bytes of a file, read through :func:`euchre.limits.read_bytes`."""
    try:
        return read_bytes(path, max_bytes=max_bytes, allow_special=allow_special)
    except EgnError:  # pragma: no cover - read_bytes raises its own error
        raise
    except RecordLimitError as error:
        raise EgnLimitError(str(error)) from None


def load(
    path: str | os.PathLike[str],
    *,
    max_bytes: int = MAX_BYTES,
    allow_special: bool = False,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> EgnGame:
    """Read an ``.egn`` file: a regular file (unless ``allow_special``) of at most
    ``max_bytes`` bytes (:data:`euchre.limits.MAX_BYTES`, 16 MiB), with at most
    ``max_deals`` deals and ``max_actions`` actions a deal (see :func:`read`). Over a limit
    raises :class:`EgnLimitError`, naming it; ``OSError`` if the file cannot be opened.

    >>> import pathlib, tempfile
    >>> from euchre import egn
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "empty.egn"
    >>> _ = path.write_text('{"fileType": "Euchre Game Notation", "version": "1.4", '
    ...                     '"metadata": {"players": []}, "deals": []}')
    >>> egn.load(path).players
    ('Player 0', 'Player 1', 'Player 2', 'Player 3')
    >>> egn.load(path, max_bytes=10)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnLimitError: ... holds more than 10 bytes (max_bytes=10); ...
    """
    data = _file_bytes(path, max_bytes, allow_special)
    return loads(data, max_deals=max_deals, max_actions=max_actions)


def loads_match(
    text: str | bytes,
    *,
    max_games: int | None = MAX_GAMES,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> tuple[EgnGame, ...]:
    """The games of an EMN (Euchre Match Notation) file: each ``games[i].gameData`` as EGN.

    At most ``max_games`` games (:data:`MAX_GAMES`), ``max_deals`` deals in all the games
    together, and ``max_actions`` actions a deal (see :func:`read`); over a limit raises
    :class:`EgnLimitError` (None lifts a limit).

    >>> from euchre import egn
    >>> egn.loads_match('{"fileType": "Euchre Match Notation", "version": "1.0", "games": []}')
    ()
    """
    data = _json(text)
    if not isinstance(data, dict) or data.get("fileType") != "Euchre Match Notation":
        got = data.get("fileType") if isinstance(data, dict) else data
        raise _error("fileType", f"expected 'Euchre Match Notation', got {_kind(got)}")
    entries = _need_list(data.get("games"), "games")
    if max_games is not None and len(entries) > max_games:
        raise EgnLimitError(
            f"games: {len(entries)} games, more than max_games={max_games}; pass a larger "
            "max_games, or max_games=None, to read it anyway",
            where="games",
        )
    total = 0
    for i, entry in enumerate(entries):
        deals = _need_dict(entry, f"games[{i}]").get("gameData")
        if isinstance(deals, dict) and isinstance(deals.get("deals"), list):
            total += len(deals["deals"])
    _check_deals(total, max_deals, "games")
    games = []
    for i, entry in enumerate(entries):
        try:
            games.append(read(entry.get("gameData"), max_deals=None, max_actions=max_actions))
        except EgnError as error:
            kind = EgnLimitError if isinstance(error, EgnLimitError) else EgnError
            where = f"games[{i}].gameData"
            raise kind(f"{where}: {error}", where=where) from None
    return tuple(games)


def load_match(
    path: str | os.PathLike[str],
    *,
    max_bytes: int = MAX_BYTES,
    allow_special: bool = False,
    max_games: int | None = MAX_GAMES,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> tuple[EgnGame, ...]:
    """Read the games of an ``.emn`` file (see :func:`loads_match`), with the limits of
    :func:`load` and ``max_games``.

    >>> import pathlib, tempfile
    >>> from euchre import egn
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "m.emn"
    >>> _ = path.write_text('{"fileType": "Euchre Match Notation", "games": []}')
    >>> egn.load_match(path)
    ()
    """
    data = _file_bytes(path, max_bytes, allow_special)
    return loads_match(data, max_games=max_games, max_deals=max_deals, max_actions=max_actions)


# --------------------------------------------------------------------------- replay


@attrs.frozen
class EgnHandReplay:
    """How one EGN hand went through the engine.

    ``actions`` are the engine actions applied; ``result`` the engine's HandResult (None if
    the hand did not finish); ``score`` the running score after it, initial score included.

    >>> from euchre import egn, Score
    >>> egn.EgnHandReplay(index=0, actions=(), result=None, score=Score(0, 0)).finished
    False
    """

    index: int
    actions: tuple[Action, ...]
    result: HandResult | None
    score: Score

    @property
    def finished(self) -> bool:
        """True when the engine scored the hand."""
        return self.result is not None


@attrs.frozen
class EgnReplay:
    """The engine's replay of an EGN game: per-hand outcomes, the score, every problem.

    ``records`` holds the replayed game as :class:`~euchre.records.GameRecord` values: one,
    unless the replay had to start the engine afresh (a hand abandoned, a dealer out of
    turn, deals after the game was won), each restart carrying the score over. ``state``
    is the engine's last state.

    >>> from euchre import egn
    >>> report = egn.replay(egn.read({"fileType": "Euchre Game Notation", "version": "1.4",
    ...     "metadata": {"players": [], "initialScore": [1, 2]}, "deals": []}))
    >>> report.score, report.state, report.plays
    (Score(ns=1, ew=2), None, 0)
    """

    game: EgnGame = attrs.field(repr=False)
    hands: tuple[EgnHandReplay, ...]
    problems: tuple[Problem, ...]
    score: Score
    state: State | None
    records: tuple[GameRecord, ...] = attrs.field(repr=False)

    @property
    def plays(self) -> int:
        """How many cards were played through the engine."""
        return sum(
            1 for hand in self.hands for a in hand.actions if a.kind is ActionKind.PLAY
        )

    @property
    def ok(self) -> bool:
        """True when nothing disagreed with the rules, no toggle was left out, and every
        call, discard, naming and card played the file holds went through the engine."""
        return not self.problems


def _plan_call(call: str, alone: bool) -> Action | None:
    if call == "Pass":
        return PASS
    if call in _ORDER_WORDS:
        return ORDER_UP_ALONE if alone else ORDER_UP
    if call in _SUIT_LETTERS:
        return Action.call(_SUIT_LETTERS[call], alone=alone)
    if call == "n":
        try:
            return parse_action("call no trump alone" if alone else "call no trump")
        except EuchreError:  # pragma: no cover - an engine without no trump
            return None
    return None


@attrs.define
class _Run:
    """An EGN game going through the engine, hand by hand (see :func:`replay`).

    The engine starts afresh (``restart``) at the first hand, after a hand it could not
    finish or replay, after a dealer out of turn and after the end of a game; each restart
    carries the score so far over as ``offset``.
    """

    rules: RuleSet
    offset: Score
    problems: list[Problem]
    state: State | None = None
    restart: bool = True
    won: bool = False
    scored: int = 0  # hands the engine scored, for the end of the game
    records: list[GameRecord] = attrs.Factory(list)
    hands: list[EgnHandReplay] = attrs.Factory(list)

    def total(self) -> Score:
        if self.state is None:
            return self.offset
        return Score(self.offset[0] + self.state.scores[0], self.offset[1] + self.state.scores[1])

    def note(self, kind: str, message: str, hand: int, where: str) -> None:
        self.problems.append(Problem(kind=kind, message=message, hand=hand, where=where))

    def play(self, hand: EgnHand) -> None:
        """Replay one hand: the engine's actions, result and running score, or the problem."""
        where = f"deals[{hand.index}]"
        self.problems.extend(attrs.evolve(p, hand=hand.index) for p in hand.problems)
        if self.won:
            message = f"deal {hand.index} comes after the game was won ({self.total()})"
            self.note("after_game_over", message, hand.index, where)
        if hand.deal is None:
            message = (
                f"deal {hand.index} is not replayed: the problems above leave no deal the "
                "engine can play"
            )
            self.note("not_replayed", message, hand.index, where)
            self.hands.append(EgnHandReplay(hand.index, (), None, self.total()))
            self.restart = True
            return
        state = self.deal(hand, hand.deal)
        before = len(state.results)
        applied: list[Action] = []
        state, self.restart = _replay_hand(state, hand, applied, self.problems)
        self.state = state
        result = state.results[-1] if len(state.results) > before else None
        self.hands.append(EgnHandReplay(hand.index, tuple(applied), result, self.total()))
        if result is not None:
            self.scored += 1
            self.won = self.won or game_over(self.rules, self.scored, self.total())

    def follows_on(self, hand: EgnHand) -> bool:
        """Whether the hand follows the engine's last one in the same game (a problem noted
        for a hand left unfinished or a dealer out of turn)."""
        state = self.state
        if state is None or self.restart or state.is_over:
            return False
        if state.phase is not Phase.DEAL:
            self.note(
                "abandoned_hand",
                f"deal {hand.index - 1} stops before the hand is finished, and another deal "
                "follows",
                hand.index - 1,
                f"deals[{hand.index - 1}]",
            )
            return False
        if state.dealer != hand.dealer:
            self.note(
                "dealer_out_of_turn",
                f"deal {hand.index} is dealt by {hand.dealer}, but after the previous deal the "
                f"deal passes to {state.dealer}",
                hand.index,
                f"deals[{hand.index}].initialState.dealer",
            )
            return False
        return True

    def deal(self, hand: EgnHand, deal: Deal) -> State:
        """The engine state with the hand dealt: the next deal of the game, or a new game."""
        if self.follows_on(hand):
            assert self.state is not None
            return self.state.apply_deal(deal)
        if self.state is not None:
            self.offset = self.total()
            self.records.append(GameRecord.from_state(self.state))
        self.restart = False
        self.state = new_game(self.rules, dealer=hand.dealer, deal=deal)
        return self.state


def replay(game: EgnGame) -> EgnReplay:
    """Play every hand of an EGN game through the engine, reporting what disagrees.

    Each hand's calls, the naming of a joker upcard's suit (``jokerSuit``), the discard,
    alone decisions and plays become engine actions. An action the engine refuses (a
    renege, a card the player cannot hold, a call the rules forbid) is reported with the
    engine's explanation, and that hand stops there; so is a step the file cannot supply
    (``joker_suit_missing``; ``unsupported_rule`` for a card exchange). Whatever the file
    says that the replay does not use is reported as ``extra_actions`` (calls after trump
    is made, cards after the hand is over, a discard by a dealer who took nothing,
    ``isAlone`` or ``aloneDefender`` nobody acted on, a ``jokerSuit`` without a joker), so
    a report is ``ok`` only when every action of the file was replayed. Also reported: a
    hand left unfinished before the next deal, a dealer out of turn, deals after the game
    was won (counting the file's initial score), a final score that differs from the
    file's ``finalScore``, and every problem found while reading.

    >>> from euchre import egn
    >>> game = egn.loads('''{"fileType": "Euchre Game Notation", "version": "1.4",
    ...  "metadata": {"players": [], "initialScore": [0, 0]},
    ...  "deals": [{"dealNumber": 0, "initialState": {"dealer": 3, "upCard": "9h"},
    ...    "phases": [{"type": "EUCHRE_BIDDING", "calls": ["Order"], "discard": "Ts"},
    ...               {"type": "TRICK_PLAY", "tricks": [["Ac", "9c", "Kd", "Qc"],
    ...                                                 ["Kc", "Jc", "Tc", "Ah"]]}]}]}''')
    >>> problem = egn.replay(game).problems[0]   # South kept the 10 of clubs: a renege
    >>> print(problem)
    deals[0].phases[1].tricks[0][2]: hand 1, South: play Kd is not legal now: ...
    >>> problem.kind, problem.reason
    ('illegal_action', <Reason.MUST_FOLLOW_SUIT: 'must_follow_suit'>)
    """
    run = _Run(game.rules, game.initial_score, list(game.problems))
    for hand in game.hands:
        run.play(hand)
    if run.state is not None:
        run.records.append(GameRecord.from_state(run.state))
    final = run.total()
    if game.final_score is not None and game.final_score != final:
        run.problems.append(
            Problem(
                kind="score_mismatch",
                message=f"the file's finalScore is {list(game.final_score)}, but the replay "
                f"scores {list(final)}",
                where="metadata.finalScore",
            )
        )
    return EgnReplay(
        game=game,
        hands=tuple(run.hands),
        problems=tuple(run.problems),
        score=final,
        state=run.state,
        records=tuple(run.records),
    )


@attrs.define
class _Plan:
    """The engine actions an EGN hand asks for, one at a time (see :func:`_replay_hand`).

    :meth:`action` gives None to stop: the file says no more (``refused`` False), or asks
    for what the engine cannot do (``refused`` True, a problem noted). ``at`` is the place
    in the file of the last action given. :meth:`unused` notes what the file says that the
    replay did not use.
    """

    hand: EgnHand
    problems: list[Problem]
    at: str = ""
    refused: bool = False
    calls: int = 0
    plays: int = 0
    asked_defender: bool = False
    discarded: bool = False
    named: bool = False
    went_alone: bool = False

    @property
    def where(self) -> str:
        return f"deals[{self.hand.index}]"

    def note(self, kind: str, message: str, where: str, seat: Seat | None = None) -> None:
        self.problems.append(
            Problem(kind=kind, message=message, hand=self.hand.index, seat=seat, where=where)
        )

    def refuse(self, kind: str, message: str, where: str, seat: Seat | None = None) -> None:
        self.note(kind, message, where, seat)
        self.refused = True

    def action(self, state: State) -> Action | None:
        self.at = self.where
        phase = state.phase
        if phase in (Phase.ORDER, Phase.CALL):
            return self.call()
        if phase is Phase.JOKER:
            return self.name_joker()
        if phase is Phase.PICKUP:
            return PICK_UP
        if phase is Phase.DISCARD:
            return self.discard(state)
        if phase is Phase.ALONE:
            return self.alone(state)
        if phase is Phase.PLAY:
            return self.play()
        self.refuse(
            "unsupported_rule",
            f"the engine waits for the {phase.value} phase, which EGN does not record",
            self.where,
            state.to_act,
        )
        return None

    def call(self) -> Action | None:
        if self.calls >= len(self.hand.calls):
            return None
        call = self.hand.calls[self.calls]
        self.at = f"{self.where}.phases[0].calls[{self.calls}]"
        self.calls += 1
        action = _plan_call(call, self.hand.alone)
        self.refused = action is None  # 'n' or 'x': reported when read
        self.went_alone = self.went_alone or (action is not None and action.alone)
        return action

    def name_joker(self) -> Action | None:
        """The dealer names the suit of the joker turned up (``jokerSuit``)."""
        suit = self.hand.joker_suit
        self.at = f"{self.where}.phases[0].jokerSuit"
        if suit is None:
            hand = self.hand
            if not (hand.calls or hand.plays or hand.play_phase):
                return None  # the record stops before the naming: an unfinished hand
            self.refuse(
                "joker_suit_missing",
                "the joker was turned up and the dealer names its suit, but the file does not "
                "say which (jokerSuit): the hand cannot be replayed",
                self.at,
                self.hand.dealer,
            )
            return None
        self.named = True
        return Action.call(suit)

    def discard(self, state: State) -> Action | None:
        hand = self.hand
        if self.discarded or state.to_act != hand.dealer or not state.dealer_took_upcard:
            if not (hand.plays or hand.play_phase):
                return None  # the record stops before it
            self.refuse(
                "unsupported_rule",
                f"{state.to_act} must discard (a card exchange): EGN records only the "
                "dealer's discard after taking the upcard",
                self.where,
                state.to_act,
            )
            return None
        if hand.discard is None or not (hand.discard_recorded or hand.plays or hand.play_phase):
            return None  # an assumed discard only to carry on to the plays
        self.at = f"{self.where}.phases[0].discard"
        self.discarded = True
        return Action.discard(hand.discard)

    def alone(self, state: State) -> Action | None:
        hand = self.hand
        if state.to_act == hand.alone_defender:
            self.asked_defender = True
            return GO_ALONE
        if state.to_act == state.maker and hand.alone and state.alone is None:
            self.went_alone = True
            return GO_ALONE
        if hand.alone_defender is not None or hand.plays or hand.play_phase:
            return PASS  # implied: the hand goes on without this player alone
        return None

    def play(self) -> Action | None:
        hand = self.hand
        if hand.alone_defender is not None and not self.asked_defender:
            self.refuse(
                "bad_alone_defender",
                f"the file has {hand.alone_defender} defending alone, but the rules never "
                "offer it",
                f"{self.where}.phases[0].aloneDefender",
                hand.alone_defender,
            )
            return None
        if self.plays >= len(hand.plays):
            return None
        self.at = self.play_at(self.plays)
        _, card = hand.plays[self.plays]
        self.plays += 1
        return Action.play(card)

    def play_at(self, index: int) -> str:
        """The place in the file of the ``index``-th card played."""
        for t, trick in enumerate(self.hand.tricks):
            if index < len(trick):
                return f"{self.where}.phases[1].tricks[{t}][{index}]"
            index -= len(trick)
        return self.where

    def unused(self) -> None:
        """Note each thing the file says that the replay did not use (the hand is over, or
        the record stops before it)."""
        hand, bidding = self.hand, f"{self.where}.phases[0]"
        extra = len(hand.calls) - self.calls
        if extra > 0:
            made = any(call != "Pass" for call in hand.calls[: self.calls])
            after = "trump was made" if made else "the bidding was over"
            self.note(
                "extra_actions",
                f"{extra} calls after {after} are ignored",
                f"{bidding}.calls[{self.calls}]",
            )
        extra = len(hand.plays) - self.plays
        if extra > 0:
            self.note(
                "extra_actions",
                f"{extra} cards played after the hand was over are ignored",
                self.play_at(self.plays),
            )
        if hand.discard_recorded and not self.discarded:
            self.note(
                "extra_actions",
                f"the discard is ignored: {hand.dealer} did not take the upcard",
                f"{bidding}.discard",
                hand.dealer,
            )
        self.unused_flags(bidding)

    def unused_flags(self, bidding: str) -> None:
        hand = self.hand
        if hand.alone and not self.went_alone:
            self.note("extra_actions", "isAlone is ignored: nobody went alone", f"{bidding}.isAlone")
        if hand.alone_defender is not None and not self.asked_defender:
            self.note(
                "extra_actions",
                f"aloneDefender {int(hand.alone_defender)} is ignored: the record stops before "
                "the defenders decide",
                f"{bidding}.aloneDefender",
                hand.alone_defender,
            )
        if hand.joker_suit is not None and not self.named:
            self.note(
                "extra_actions",
                "jokerSuit is ignored: the dealer did not name the suit of a joker upcard",
                f"{bidding}.jokerSuit",
            )


def _replay_hand(
    state: State, hand: EgnHand, applied: list[Action], problems: list[Problem]
) -> tuple[State, bool]:
    """Apply one hand's actions; returns the state and whether an action was refused (a
    problem noted). Anything the file says that is not used is a problem too."""
    plan = _Plan(hand, problems)
    number = state.hand_number
    while state.hand_number == number and state.phase not in (Phase.DEAL, Phase.OVER):
        seat = state.to_act
        action = plan.action(state)
        if action is None:
            break
        why = None if state.is_legal(action) else state.explain(action)
        if why is not None and not why.legal:
            problems.append(
                Problem(
                    kind="illegal_action",
                    message=why.message,
                    hand=hand.index,
                    seat=seat,
                    action=action,
                    reason=why.reason,
                    where=plan.at,
                )
            )
            return state, True
        state = state.apply(action)
        applied.append(action)
    if not plan.refused:
        plan.unused()
    return state, plan.refused


# --------------------------------------------------------------------------- writing


def _egn_names(record: GameRecord, players: Sequence[str] | None) -> list[str]:
    names = list(players) if players is not None else list(record.players or ())
    if not names:
        names = [str(seat) for seat in Seat]
    if len(names) != 4:
        raise EgnError(f"players: expected four names, got {len(names)}")
    return names


def _egn_deal(deal: Deal, dealer: Seat, number: int, include_hands: bool) -> dict[str, Any]:
    """A new EGN deal: the dealer, the upcard (and the hands), an empty bidding phase."""
    assert deal.upcard is not None
    initial: dict[str, Any] = {"dealer": int(dealer), "upCard": _egn_text(deal.upcard)}
    if include_hands:
        initial["playerCards"] = [[_egn_text(c) for c in hand] for hand in deal.hands]
    bidding: dict[str, Any] = {
        "phaseNumber": 0,
        "type": "EUCHRE_BIDDING",
        "calls": [],
        "isAlone": False,
    }
    return {"dealNumber": number, "initialState": initial, "phases": [bidding]}


def _egn_action(current: dict[str, Any], item: Action, before: State, number: int) -> None:
    """Write one engine action into the EGN deal ``current`` (the ``number``-th); raises
    :class:`EgnError` for an action EGN has no place for."""
    bidding = current["phases"][0]
    kind, phase = item.kind, before.phase
    if kind is ActionKind.CALL and phase is Phase.JOKER:
        assert item.suit is not None
        bidding["jokerSuit"] = item.suit.letter  # this library's extension: see read()
    elif kind is ActionKind.PASS and phase in (Phase.ORDER, Phase.CALL):
        bidding["calls"].append("Pass")
    elif kind is ActionKind.PASS and phase is Phase.ALONE:
        pass  # a defender who does not go alone: implied once play begins
    elif kind is ActionKind.ORDER_UP or kind is ActionKind.CALL:
        if kind is ActionKind.ORDER_UP:
            bidding["calls"].append("Order")
        else:
            bidding["calls"].append("n" if item.suit is None else item.suit.letter)
        if item.alone:
            bidding["isAlone"] = True
    elif kind is ActionKind.DISCARD and _dealer_discard(before, bidding):
        assert item.card is not None
        bidding["discard"] = _egn_text(item.card)
    elif kind is ActionKind.GO_ALONE:
        seat = before.to_act
        assert seat is not None
        if before.maker is not None and seat.team == before.maker.team:
            bidding["isAlone"] = True  # pragma: no cover - ruleset_for refuses after_call
        else:
            bidding["aloneDefender"] = int(seat)
    elif kind is ActionKind.PLAY:
        assert item.card is not None
        tricks = current["phases"][1]["tricks"]
        if before.current_trick is None:
            tricks.append([])
        tricks[-1].append(_egn_text(item.card))
    else:
        raise EgnError(
            f"hand {number}: EGN cannot record the action {item} by {before.to_act} in the "
            f"{phase.value} phase ({_UNRECORDABLE.get(kind, 'no EGN field holds it')}); EGN "
            "records the calls, the dealer's discard, going alone and the cards played"
        )


#: Why EGN cannot record an action of each kind the rules it can state allow.
_UNRECORDABLE = {
    ActionKind.DECLARE: "a farmer's hand exchange: EGN's cardExchanges does not say which "
    "cards go back to the kitty",
    ActionKind.DISCARD: "a discard after a card exchange (call for best, a farmer's hand): "
    "EGN's discard is the dealer's after taking the upcard",
}


def _dealer_discard(before: State, bidding: dict[str, Any]) -> bool:
    """Whether a discard is the dealer's after taking the upcard (EGN's ``discard``)."""
    return (
        before.phase is Phase.DISCARD
        and before.to_act == before.dealer
        and before.dealer_took_upcard
        and "discard" not in bidding
    )


def _check_stop(last: State | None, step: tuple[Action | Deal, State] | None) -> None:
    """Refuse a record that stops where EGN cannot say what happened: after a defender
    passed on going alone, before the other defender decides (EGN writes only the
    defender who went alone, and implies the passes once play begins)."""
    if last is None or step is None or last.phase is not Phase.ALONE:
        return
    item, before = step
    if isinstance(item, Action) and item.kind is ActionKind.PASS and before.phase is Phase.ALONE:
        raise EgnError(
            f"the record stops after {before.to_act} declined to go alone, before "
            f"{last.to_act} decides: EGN implies such passes once play begins, so it cannot "
            "record this point of the hand (write the record a step earlier or later)"
        )


def to_egn(
    game: GameRecord | State,
    *,
    title: str = "",
    description: str = "",
    date: str | None = None,
    players: Sequence[str] | None = None,
    include_hands: bool = True,
) -> dict[str, Any]:
    """The EGN document (a dict) of a Knock game whose rules EGN can state.

    Raises :class:`EgnError` rather than write a file that reads back as a different game:
    when the rules have a knob EGN has no toggle for (see :func:`ruleset_for`), when the
    game holds an action EGN has no place for (a farmer's hand, the lone player's discard
    after a call for best), when the record stops between the defenders' decisions on going
    alone, or when the record does not replay. A joker turned up whose suit the dealer
    names is written as ``"jokerSuit"`` in the bidding phase (this library's extension: EGN
    has no field for it; see :func:`read`). With ``include_hands`` each deal lists
    ``playerCards`` (EGN 1.2 and later), so the deal reads back exactly; without them the
    reader rebuilds the deal from the plays. The seed and the tags are not kept: EGN has no
    place for them.

    >>> import euchre
    >>> from euchre import egn
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=euchre.Seat.NORTH, deal=deal)
    >>> state = state.apply("order up").apply("discard 9c")
    >>> doc = egn.to_egn(state, include_hands=False)
    >>> doc["deals"][0]["initialState"], doc["deals"][0]["phases"]
    ({'dealer': 0, 'upCard': 'Js'}, [{'phaseNumber': 0, 'type': 'EUCHRE_BIDDING', 'calls': ['Order'], 'isAlone': False, 'discard': '9c'}, {'phaseNumber': 1, 'type': 'TRICK_PLAY', 'tricks': []}])
    """
    record = game if isinstance(game, GameRecord) else GameRecord.from_state(game)
    ruleset = ruleset_for(record.rules)
    names = _egn_names(record, players)
    try:
        deals, last = _egn_deals(_normalized(record), include_hands)
    except EgnError:
        raise
    except EuchreError as error:
        raise EgnError(
            f"the record does not replay through the engine, so EGN cannot hold it: {error}"
        ) from None
    metadata: dict[str, Any] = {"title": title, "description": description}
    if date is not None:
        metadata["date"] = date
    metadata["players"] = names
    metadata["initialScore"] = list(record.scores)
    if last is not None and last.is_over:
        metadata["finalScore"] = [last.scores[0], last.scores[1]]
    metadata["ruleset"] = ruleset
    return {"fileType": FILE_TYPE, "version": WRITE_VERSION, "metadata": metadata, "deals": deals}


def _egn_deals(
    record: GameRecord, include_hands: bool
) -> tuple[list[dict[str, Any]], State | None]:
    """The EGN deals of a record, and its last state."""
    deals: list[dict[str, Any]] = []
    last: State | None = None
    step: tuple[Action | Deal, State] | None = None
    for item, before, after in record.steps():
        last, step = after, (item, before)
        if isinstance(item, Deal):
            deals.append(_egn_deal(item, after.dealer, len(deals), include_hands))
            continue
        current = deals[-1]
        _egn_action(current, item, before, len(deals))
        if after.phase is Phase.PLAY and len(current["phases"]) == 1:
            # play has begun: an empty TRICK_PLAY phase says the bidding is over
            current["phases"].append({"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": []})
    _check_stop(last, step)
    return deals, last


def _normalized(record: GameRecord) -> GameRecord:
    """The record with every hand's deal written out (a seeded record may leave them out)."""
    if all(deal is not None for deal, _ in record.hands) and record.history:
        return record
    return GameRecord.from_state(record.replay(), players=record.players, tags=record.tags)


def dumps(game: GameRecord | State, *, indent: int | None = 2, **options: Any) -> str:
    """The EGN text of a game (see :func:`to_egn` for the options).

    >>> import euchre
    >>> from euchre import egn
    >>> text = egn.dumps(euchre.new_game(euchre.presets.CARDGAMES_IO, seed=2), indent=None)
    >>> text[:60]
    '{"fileType": "Euchre Game Notation", "version": "1.4", "meta'
    """
    return json.dumps(to_egn(game, **options), indent=indent, ensure_ascii=False)
