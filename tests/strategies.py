"""The one strategy of random RuleSets: every hypothesis property draws its rules here.

:data:`KNOBS` is the table: every field of :class:`euchre.RuleSet` and of
:class:`euchre.Scoring` (as ``"scoring.<value>"``), each with the strategy of its values, per
variant where Knock and Bid Euchre differ. A knob's default comes first, so a failing example
shrinks towards the default RuleSet and shows only the knobs that matter.
:data:`REPAIRS` holds, in one place, what RuleSet's own checks forbid: after the draw, a
knob that contradicts the knobs before it takes the one value they allow.

The composite strategies are restrictions of the table, never a second list of values:

- :func:`rulesets` any valid RuleSet, every knob drawn (``variant`` fixes the variant;
  ``only`` draws some knobs and leaves the rest at ``base``; ``among`` narrows some knobs
  to a subset of their table values; ``fixed`` sets knobs; ``changes`` draws at most that
  many knobs, the rest at ``base``: a preset with a few changes);
- :func:`knock_rulesets`, :func:`bid_rulesets`: one variant;
- :func:`any_rulesets`: a preset or a random RuleSet; :func:`near_presets`: a preset with a
  few knobs drawn;
- :func:`egn_rulesets`: the RuleSets Euchre Game Notation can state (CARDGAMES_IO with the
  knobs EGN has toggles for).

Adding a knob: give it a row in :data:`KNOBS` (``tests/rules/test_ruleset_validation.py``
fails until it has one), and a repair in :data:`REPAIRS` if RuleSet rejects some
combination of it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

import attrs
from hypothesis import assume
from hypothesis import strategies as st

import euchre
from euchre import RuleSet, RuleSetError, Scoring, presets
from euchre.rules.codec import leaves

Strategy = st.SearchStrategy[Any]
#: What a knob's row gives one variant: a strategy, or a function of the knobs drawn before
#: it (the table's order) that returns one.
Draw = Strategy | Callable[[Mapping[str, Any]], Strategy]

VARIANTS = ("knock", "bid")


@attrs.frozen
class Values:
    """A knob's values: ``knock`` and ``bid`` (the same unless given apart)."""

    knock: Draw
    bid: Draw

    def strategy(self, variant: str, drawn: Mapping[str, Any]) -> Strategy:
        """The strategy of this knob's values in ``variant``, after the knobs in ``drawn``."""
        draw = self.knock if variant == "knock" else self.bid
        return draw if isinstance(draw, st.SearchStrategy) else draw(drawn)


def both(values: Draw) -> Values:
    """The same values in both variants."""
    return Values(values, values)


def choice(*values: Any) -> Values:
    """One of ``values`` (the default first) in both variants."""
    return both(st.sampled_from(values))


def flag(default: bool) -> Values:
    """True or False, the default first."""
    return choice(default, not default)


def points(high: int = 9) -> Values:
    """A number of points, 0 to ``high``."""
    return both(st.integers(0, high))


#: The table knobs at the four-seat game's values. While ``TABLES_DRAWN`` is False,
#: :func:`rulesets` holds them there unless a caller names them (``only``, ``among``,
#: ``fixed``): the engine plays other tables only as far as the tests of each table show.
FOUR_SEAT = {"players": 4, "partnership": "teams", "dummy": 0, "double_deck_tie": "first"}
TABLES_DRAWN = True


def _players(drawn: Mapping[str, Any]) -> Strategy:
    """``players``: 4 first; Bid Euchre shares out the whole pack, so only the numbers of
    players it divides into hands of at most 12."""
    four = (4, 4, 4)  # half the draws at the four-seat table, which most rules are about
    if drawn["variant"] == "bid":
        size = 48 if drawn["deck"] == 48 else 24
        others = [n for n in (2, 3, 5, 6) if size % n == 0 and size // n <= 12]
        return st.sampled_from((*four, *others))
    return st.sampled_from((*four, 2, 3, 5, 6))


def _partnership(drawn: Mapping[str, Any]) -> Strategy:
    """``partnership``: two teams only at four or six players."""
    if drawn["players"] in (4, 6):
        return st.sampled_from(("teams", "teams", "none"))
    return st.just("none")


def _hand_size(drawn: Mapping[str, Any]) -> Strategy:
    """``cards_per_hand``: Bid Euchre shares out the whole pack; Knock deals five where
    they fit (with the upcard), else as many as fit, or fewer."""
    players, deck = drawn["players"], drawn["deck"]
    if drawn["variant"] == "bid":
        return st.just(RuleSet(variant="bid", deck=deck, players=players).cards_per_hand)
    most = min(8, (deck - 1) // players)
    if not TABLES_DRAWN:
        return st.just(min(5, most))
    five = min(5, most)  # most of the draws deal five, as the rule texts do
    return st.sampled_from((five,) * 6 + tuple(range(1, most + 1)))


@st.composite
def _packets(draw: st.DrawFn, size: int, players: int = 4) -> tuple[int, ...]:
    """Any deal pattern giving each seat ``size`` cards: the same number of rounds for
    every seat, each seat's packets a random split of ``size``."""
    rounds = draw(st.integers(1, size))
    splits = []
    for _ in range(players):
        cuts = draw(st.lists(st.integers(1, size - 1), min_size=rounds - 1,
                             max_size=rounds - 1, unique=True)) if rounds > 1 else []
        splits.append([b - a for a, b in itertools.pairwise([0, *sorted(cuts), size])])
    return tuple(splits[seat][i] for i in range(rounds) for seat in range(players))


def _patterns(drawn: Mapping[str, Any]) -> Strategy:
    """``deal_pattern``: the table's default, the named patterns, or any that fits."""
    size, n = drawn["cards_per_hand"], drawn["players"]
    default = RuleSet(variant=drawn["variant"], deck=drawn["deck"], players=n,
                      cards_per_hand=size, dummy=0).deal_pattern
    named = [euchre.DEAL_3_2, euchre.DEAL_TRADITIONAL, euchre.DEAL_ONE_AT_A_TIME]
    fits = [p for p in dict.fromkeys([default, *named, (1,) * (n * size)])
            if len(p) % n == 0 and all(sum(p[s::n]) == size for s in range(n))]
    return st.sampled_from(fits) | _packets(size, n)


def _dummy(drawn: Mapping[str, Any]) -> Strategy:
    """``dummy``: Knock only, as many cards as the pack leaves beside the upcard (to 5)."""
    if drawn["variant"] == "bid":
        return st.just(0)
    room = drawn["deck"] - 1 - drawn["players"] * drawn["cards_per_hand"]
    return st.sampled_from((0, 0, 0, *range(1, max(0, min(5, room)) + 1)))


def _tie(drawn: Mapping[str, Any]) -> Strategy:
    """``double_deck_tie``: only the double deck has identical cards."""
    return st.sampled_from(("first", "second")) if drawn["deck"] == 48 else st.just("first")


def _go_under_table(k: Mapping[str, Any], deck: bool = True) -> bool:
    """The table going under needs: the four-seat Knock game of five cards from 24, no dummy
    (a kitty of three); ``deck=False``: any deck (a repair makes it 24)."""
    four = k["players"] == 4 and k["partnership"] == "teams"
    fits = four and k["cards_per_hand"] == 5 and not k["dummy"]
    return fits and (k["deck"] == 24 or not deck)


def _go_under(drawn: Mapping[str, Any]) -> Strategy:
    """``go_under`` (Knock): where the table allows it, its values, in an order turned by
    the target drawn (the few tables that allow it must show every value: a draw's first
    value is the one most often drawn); every other table, and the farmer's exchange of the
    same kitty, draw "off". Drawn at any deck: a repair makes it 24 (the kitty of three)."""
    if _go_under_table(drawn, deck=False) and drawn["farmers_hand"] != "exchange":
        values = ("either", "nines_and_tens", "no_face_cards", "off")
        turn = drawn["target"] % len(values)
        return st.sampled_from(values[turn:] + values[:turn])
    return st.just("off")


def _bid_minimum(drawn: Mapping[str, Any]) -> Strategy:
    """``bid_minimum`` in Bid Euchre: below the hand size."""
    return st.integers(1, drawn["cards_per_hand"] - 1)


def _defender_best(drawn: Mapping[str, Any]) -> Strategy:
    """``defender_call_for_best``: Knock at the four-seat table, with a lone defender."""
    four = drawn["players"] == 4 and drawn["partnership"] == "teams"
    if drawn["variant"] == "bid" or not four or drawn["defender_alone"] == "never":
        return st.just(False)
    return st.booleans()


def _best_choice(drawn: Mapping[str, Any]) -> Strategy:
    """``best_card_choice``: who chooses the card of a call for best, when there is one."""
    if drawn["call_for_best"] or drawn["defender_call_for_best"]:
        return st.sampled_from(("rule", "partner"))
    return st.just("rule")


SUITS = (euchre.Suit.HEARTS, *(s for s in euchre.Suit if s is not euchre.Suit.HEARTS))

#: Every knob and its values, in the order they are drawn (``variant`` and ``deck`` first:
#: the hand size and the deal pattern follow them). Scoring's values are ``scoring.<name>``.
KNOBS: dict[str, Values] = {
    "variant": choice("knock", "knock", "knock", "bid"),  # a quarter of the draws Bid Euchre
    "deck": Values(st.sampled_from((24, 25, 32)), st.sampled_from((24, 25, 48))),
    "players": both(_players),
    "partnership": both(_partnership),
    "cards_per_hand": both(_hand_size),
    "deal_pattern": both(_patterns),
    "dummy": both(_dummy),
    "double_deck_tie": both(_tie),
    "name": both(st.just("custom") | st.text(max_size=20)),
    "stick_the_dealer": flag(False),
    "all_pass": choice("next_dealer", "same_dealer"),
    "dealer_pickup": choice("mandatory", "optional"),
    "discard_upcard": flag(True),
    "natural_trump": choice("not_required", "to_order", "to_order_or_name"),  # Bid: ignored
    "alone": choice("maker", "nobody", "maker_or_partner"),
    "alone_timing": choice("with_call", "after_call"),
    "canadian_loner": flag(False),
    "partner_alone_after_passing": flag(True),
    "defender_alone": choice("never", "vs_lone_maker", "always"),
    "defender_alone_order": choice("dealer_left", "maker_left"),
    "first_lead": Values(st.sampled_from(("dealer_left", "maker_left", "lone_left")),
                         st.just("bidder")),
    "scoring.makers": points(),
    "scoring.march": points(),
    "scoring.lone": points(),
    "scoring.lone_march": points(),
    "scoring.euchre": points(),
    "scoring.lone_euchre": points(),
    "scoring.lone_defender_euchre": points(),
    "scoring.lone_defender_march": points(),
    "scoring.super_euchre": both(st.none() | st.integers(0, 9)),
    "target": Values(st.integers(1, 12), st.integers(1, 32)),
    "win_by_two": flag(False),
    "trump_off_suit_ace": flag(True),
    "renege": choice("forbid", "penalise"),
    "renege_claim": choice("hand", "trick"),
    "renege_penalty": choice("opponents_gain", "offenders_lose", "euchre"),
    "renege_points": points(),
    "renege_points_alone": points(),
    "renege_points_by_lone": both(st.none() | st.integers(0, 9)),
    "renege_ends_hand": flag(True),
    "renege_take_back": flag(False),
    "renege_false_claim": points(),
    "joker_upcard": choice("dealer_names", "redeal", "fixed"),
    "joker_suit": both(st.sampled_from(SUITS)),
    "no_trump": flag(False),
    "ace_no_face": flag(False),
    "ace_no_face_dealer": choice("next_dealer", "same_dealer"),
    "farmers_hand": Values(st.sampled_from(("off", "redeal", "exchange")), st.just("off")),
    "farmers_hand_size": choice(5, 3, 4),
    "go_under": Values(_go_under, st.just("off")),
    "misdeal": choice("off", "same_dealer", "next_dealer"),
    "misdeals_to_pass": choice(3, 0, 1, 2),
    "call_for_best": Values(st.booleans(), st.just(False)),  # Bid Euchre: bid_best
    "defender_call_for_best": both(_defender_best),
    "best_card_choice": both(_best_choice),
    "num_deals": both(st.none() | st.integers(1, 6)),
    "bid_minimum": Values(st.integers(1, 11), _bid_minimum),  # Knock: kept, and ignored
    "bid_best": flag(True),
    "bid_moon": flag(True),
    "bid_best_value": both(st.integers(0, 30)),
    "bid_moon_value": both(st.integers(0, 30)),
    "bid_set_value": choice("tricks", "value"),
    "bid_trick_value": points(3),
    "bid_no_trump": flag(False),
    "bid_low_no_trump": flag(False),
    "tie": choice("play_on", "draw"),
    "fast_break": flag(False),  # Knock's four-seat game of five cards only (EGN): REPAIRS
    "four_trick_tokens": flag(False),
    # the match's rules (euchre.match), not the game's; they need a target: REPAIRS
    "laps": flag(False),
    "slams": flag(False),
    "match_games": both(st.integers(1, 3)),
}

#: RuleSet's contradictions (its construction checks) as repairs, in one place:
#: (when the knobs say this, the knob, takes this value). A knob given in ``fixed`` is not
#: repaired; a RuleSet that still contradicts itself is rejected (``assume``).
def _four(k: Mapping[str, Any]) -> bool:
    return k["players"] == 4 and k["partnership"] == "teams"


def _knock_four_five(k: Mapping[str, Any]) -> bool:
    """The four-seat Knock game of five cards (EGN's fast break and four-trick tokens)."""
    return _four(k) and k["variant"] == "knock" and k["cards_per_hand"] == 5


REPAIRS: tuple[tuple[Callable[[Mapping[str, Any]], bool], str, Any], ...] = (
    (lambda k: k["partnership"] == "none", "alone", "nobody"),
    (lambda k: not _four(k), "renege", "forbid"),
    (lambda k: not _four(k), "canadian_loner", False),
    (lambda k: not _four(k), "call_for_best", False),
    (lambda k: not _four(k), "ace_no_face", False),
    (lambda k: not _four(k) or k["dummy"] > 0 or k["cards_per_hand"] != 5, "farmers_hand", "off"),
    (lambda k: not _four(k) and k["variant"] == "bid", "bid_best", False),
    (lambda k: k["stick_the_dealer"], "all_pass", "next_dealer"),
    (lambda k: k["alone"] == "nobody", "defender_alone", "never"),
    (lambda k: k["alone"] == "nobody", "canadian_loner", False),
    (lambda k: k["alone"] == "nobody", "call_for_best", False),
    (lambda k: not _four(k), "defender_call_for_best", False),
    (lambda k: k["defender_alone"] == "never", "defender_call_for_best", False),
    (lambda k: not (k["call_for_best"] or k["defender_call_for_best"]), "best_card_choice",
     "rule"),
    (lambda k: k["renege_penalty"] == "euchre", "renege_ends_hand", True),
    (lambda k: k["renege"] == "penalise", "trump_off_suit_ace", True),
    (lambda k: not _knock_four_five(k), "fast_break", False),
    (lambda k: not _knock_four_five(k), "four_trick_tokens", False),
    (lambda k: k["farmers_hand"] == "exchange", "go_under", "off"),
    (lambda k: k["go_under"] != "off", "deck", 24),  # its kitty of three: the 24-card deal
    (lambda k: not _go_under_table(k), "go_under", "off"),
    (lambda k: k["num_deals"] is not None, "laps", False),
    (lambda k: k["num_deals"] is not None, "slams", False),
    (lambda k: k["num_deals"] is not None, "match_games", 1),
)

#: The named RuleSets.
PRESETS = tuple(presets.get(name) for name in presets.names())
#: The Knock presets (the reference model's).
KNOCK_PRESETS = tuple(rules for rules in PRESETS if rules.variant == "knock")


def knob_values(rules: RuleSet) -> dict[str, Any]:
    """``rules`` as the table's knobs (Scoring's values as ``scoring.<name>``): the
    library's own :func:`euchre.rules.codec.leaves`."""
    return dict(leaves(rules))


def _build(base: RuleSet, knobs: Mapping[str, Any]) -> RuleSet:
    """The RuleSet of ``knobs``; named as ``RuleSet.replace`` names a changed preset."""
    values = {k: v for k, v in knobs.items() if not k.startswith("scoring.")}
    values["scoring"] = Scoring(**{k[8:]: v for k, v in knobs.items() if k.startswith("scoring.")})
    changed = any(values[k] != getattr(base, k) for k in values)
    if changed and values["name"] == base.name != "custom":
        values["name"] = f"{base.name} (modified)"
    return RuleSet(**values) if changed else base


#: The knobs that follow the variant and the deck (``RuleSet.replace`` gives them the new
#: defaults when they had the old ones).
FOLLOW = ("cards_per_hand", "deal_pattern", "first_lead", "target", "call_for_best", "alone",
          "bid_best", "bid_minimum")


def _valid(**knobs: Any) -> bool:
    try:
        RuleSet(**knobs)
    except RuleSetError:
        return False
    return True


def _plain(variant: str, deck: int, players: int, partnership: str) -> RuleSet:
    """The defaults of a variant, deck and table (Knock: five cards, or as many as fit)."""
    cards = {} if variant == "bid" else {"cards_per_hand": min(5, (deck - 1) // players)}
    try:
        return RuleSet(variant=variant, deck=deck, players=players,  # type: ignore[arg-type]
                       partnership=partnership, **cards)  # type: ignore[arg-type]
    except RuleSetError:
        assume(False)  # Bid Euchre's pack does not share out among these players
        raise  # pragma: no cover


def _start(base: RuleSet | None, variant: str, deck: int, players: int = 4,
           partnership: str = "teams") -> RuleSet:
    """The RuleSet whose values the knobs not drawn keep: ``base`` in ``variant`` with
    ``deck`` at the table (the knobs that follow them as ``RuleSet.replace`` gives them, or,
    where that contradicts the base's other knobs, the defaults of the variant, deck and
    table)."""
    table = {"players": players, "partnership": partnership}
    plain = _plain(variant, deck, players, partnership)
    if base is None:
        return plain
    if (base.variant, base.deck, base.players, base.partnership) == (variant, deck, players,
                                                                    partnership):
        return base
    try:
        return base.replace(variant=variant, deck=deck, **table)
    except RuleSetError:
        pass
    try:
        return base.replace(variant=variant, deck=deck, **table,
                            **{knob: getattr(plain, knob) for knob in FOLLOW})
    except RuleSetError:
        return plain


def _check_names(names: Iterable[str]) -> None:
    unknown = set(names) - set(KNOBS)
    assert not unknown, f"no such knob in strategies.KNOBS: {sorted(unknown)}"


@st.composite
def rulesets(
    draw: st.DrawFn,
    variant: str | None = None,
    *,
    only: Collection[str] | None = None,
    among: Mapping[str, Collection[Any]] | None = None,
    fixed: Mapping[str, Any] | None = None,
    base: RuleSet | None = None,
    changes: int | None = None,
) -> RuleSet:
    """Any valid RuleSet: every knob of :data:`KNOBS` drawn, in its order, then
    :data:`REPAIRS`.

    ``variant`` fixes the variant. ``only`` names the knobs drawn; the others keep
    ``base``'s values (the defaults of the variant and deck when ``base`` is None; the
    knobs that follow the variant and deck, :data:`FOLLOW`, as ``RuleSet.replace`` gives
    them when those differ from ``base``'s). ``among`` narrows knobs to some of their table values; ``fixed``
    sets knobs (never repaired). ``changes`` draws at most that many of the knobs (of
    ``only``, or all), the rest as ``base``: a preset with a few changes.
    """
    among = dict(among or {})
    fixed = dict(fixed or {})
    _check_names([*(only or ()), *among, *fixed])
    if variant is not None:
        fixed["variant"] = variant
    if not TABLES_DRAWN:
        named = {*(only or ()), *among, *fixed}
        fixed.update({k: v for k, v in FOUR_SEAT.items() if k not in named})
    drawable = [k for k in KNOBS if k not in fixed and (only is None or k in only)]
    if changes is not None:
        drawable = draw(st.lists(st.sampled_from(drawable), max_size=changes, unique=True))
    chosen = set(drawable)
    knobs: dict[str, Any] = {}
    defaults = knob_values(base or RuleSet())
    for knob, row in KNOBS.items():
        if knob == "cards_per_hand":  # the variant, deck and table are known: the defaults
            if knobs["players"] not in (4, 6) and "partnership" not in fixed:
                knobs["partnership"] = "none"  # two teams need four or six
            start = _start(base, knobs["variant"], knobs["deck"], knobs["players"],
                           knobs["partnership"])
            defaults = knob_values(start)
        if knob in fixed:
            knobs[knob] = fixed[knob]
        elif knob in chosen:
            strategy = row.strategy(knobs.get("variant", "knock"), knobs)
            if knob in among:
                allowed = among[knob]
                strategy = strategy.filter(lambda value, allowed=allowed: value in allowed)
            knobs[knob] = draw(strategy)
        elif knob == "deck" and not _valid(variant=knobs["variant"], deck=defaults["deck"]):
            knobs[knob] = 24  # the base's deck is not one of the variant's
        else:
            knobs[knob] = defaults[knob]
    for when, knob, value in REPAIRS:
        if knob not in fixed and when(knobs):
            knobs[knob] = value
    try:
        return _build(start, knobs)
    except RuleSetError:
        assume(False)  # only a fixed or base knob contradicts a drawn one
        raise  # pragma: no cover


def knock_rulesets(**restrictions: Any) -> st.SearchStrategy[RuleSet]:
    """Any valid Knock Euchre RuleSet (:func:`rulesets` with ``variant="knock"``)."""
    return rulesets("knock", **restrictions)


def bid_rulesets(**restrictions: Any) -> st.SearchStrategy[RuleSet]:
    """Any valid Bid Euchre RuleSet (:func:`rulesets` with ``variant="bid"``)."""
    return rulesets("bid", **restrictions)


def any_rulesets(presets_of: Iterable[RuleSet] = PRESETS) -> st.SearchStrategy[RuleSet]:
    """A preset or any valid RuleSet."""
    return st.sampled_from(tuple(presets_of)) | rulesets()


def near_presets(changes: int, presets_of: Iterable[RuleSet] = PRESETS) -> st.SearchStrategy[RuleSet]:
    """A preset with at most ``changes`` knobs drawn (its name then says "(modified)")."""
    return st.sampled_from(tuple(presets_of)).flatmap(
        lambda preset: rulesets(base=preset, changes=changes)
    )


#: The knobs an EGN file states: toggles for each (``euchre.egn.ruleset_for``) or not kept
#: because they do not change the game a record replays (``name``, ``deal_pattern``).
#: ``call_for_best`` and ``farmers_hand`` have toggles too, but a game that uses them is
#: refused (EGN cannot record the exchange): they are in :func:`egn_rulesets` only if asked.
EGN_KNOBS = frozenset({
    "name", "deal_pattern", "stick_the_dealer", "canadian_loner", "first_lead", "target",
    "num_deals", "scoring.lone_march", "scoring.lone_euchre", "defender_alone", "deck",
    "no_trump",
})
#: The values EGN can say of its knobs (of those the table draws).
EGN_AMONG: dict[str, Collection[Any]] = {
    "first_lead": ("dealer_left", "lone_left"),  # LEFT_OF_DEALER, LEFT_OF_LONER
    "defender_alone": ("never", "vs_lone_maker"),  # defend_alone
    "farmers_hand": ("off", "exchange"),  # farmers
    "farmers_hand_size": (5, 3),
}
#: What EGN's defend_alone toggle means (ignored when nobody defends alone).
EGN_FIXED = {
    "defender_alone_order": "dealer_left",
    "scoring.lone_defender_euchre": 4,
    "scoring.lone_defender_march": 4,
}


def egn_rulesets(extra: Collection[str] = ()) -> st.SearchStrategy[RuleSet]:
    """CARDGAMES_IO (EGN's base game) with the knobs EGN states drawn (and ``extra``
    ones): a target, or a number of deals (EGN's winning_score is then 0, so the target
    stays CARDGAMES_IO's 10)."""
    knobs = EGN_KNOBS | set(extra)
    base = presets.CARDGAMES_IO
    farmers = {"farmers_hand_size": 3} if "farmers_hand" in knobs else {}
    with_target = rulesets(only=knobs - {"num_deals"}, among=EGN_AMONG, base=base,
                           fixed={**EGN_FIXED, **farmers, "num_deals": None})
    with_deals = rulesets(only=knobs - {"target"}, among=EGN_AMONG, base=base,
                          fixed={**EGN_FIXED, **farmers, "target": 10})
    return with_target | with_deals
