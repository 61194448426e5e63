"""Issue 11 (hardening), the value types and the RuleSet: every public constructor and parser
of cards, actions, deals and rules raises only the library's own errors (EuchreError
subclasses), whatever it is given, and the shared values cannot be deleted from.

The regression tests are named after the issue's items; the hypothesis tests at the end feed
random values of every kind to every constructor and parser (a fixed number of examples each,
the whole file well under 15 seconds).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import (
    Action,
    ActionParseError,
    Card,
    CardParseError,
    Deal,
    DealError,
    EuchreError,
    Rank,
    RuleSet,
    RuleSetError,
    Seat,
    Suit,
    parse_action,
    parse_card,
    presets,
)
from euchre.cards import cards_from_mask, mask_of
from euchre.errors import shown
from euchre.rules import codec
from euchre.rules.describe import FAMILIES, describe
from euchre.rules.ruleset import KNOBS, SCORING_VALUES

HUGE = 10**5000  # too many digits for repr(): a message that quotes it must not fail


def _numpy_values() -> list[object]:
    """NumPy values (a test extra): an array's ``==`` is no bool, its scalars are no ints."""
    try:
        import numpy
    except ImportError:  # pragma: no cover
        return []
    return [
        numpy.array([1, 2]),
        numpy.array([]),
        numpy.array(["knock"]),
        numpy.int64(2),
        numpy.float64("nan"),
        numpy.bool_(True),
    ]


NUMPY = _numpy_values()


def own_error_only(call: Callable[..., object], *args: Any, **kwargs: Any) -> object | None:
    """Run ``call``; return its result, or None when it raised an EuchreError (whose message
    must be readable). Any other exception fails the test."""
    try:
        return call(*args, **kwargs)
    except EuchreError as error:
        assert str(error), "an error with no message"
        return None


# --- item: Suit.parse(0) and Action.call(2) raise AttributeError ------------------------------


def test_issue11_suit_parse_int_reads_the_suit() -> None:
    assert [Suit.parse(n) for n in range(4)] == list(Suit)
    assert Suit.parse(Suit.SPADES) is Suit.SPADES
    for bad in (4, -1, True, False, 2.0, math.inf, math.nan, None, [], {}, b"h", HUGE):
        with pytest.raises(CardParseError) as caught:
            Suit.parse(bad)  # type: ignore[arg-type]
        assert "as a suit" in str(caught.value)
        assert "0-3" in str(caught.value)  # says what is accepted


def test_issue11_action_call_int_suit_names_that_suit() -> None:
    assert Action.call(2) is Action.call(Suit.HEARTS) is parse_action("call hearts")
    assert Action.call(3, alone=True) is parse_action("call spades alone")
    for bad in (4, True, 2.5, math.inf, [], {}, b"hearts"):
        with pytest.raises(ActionParseError, match="suit"):
            Action.call(bad)  # type: ignore[arg-type]


def test_issue11_action_call_alone_must_be_true_or_false() -> None:
    for bad in (1, 0, "yes", None, 1.0):
        with pytest.raises(ActionParseError, match="alone="):
            Action.call("hearts", alone=bad)  # type: ignore[arg-type]
    with pytest.raises(ActionParseError, match="never called alone"):
        Action.call("low no trump", alone=True)  # was silently a call without alone


# --- item: Card.of(inf, 0), Card.of('x', 0) ----------------------------------------------------


def test_issue11_card_of_infinity_raises_card_parse_error() -> None:
    for bad in (math.inf, -math.inf, math.nan, 14.0, 14.5, True, HUGE, -HUGE, None, [], {}):
        with pytest.raises(CardParseError, match="as a rank"):
            Card.of(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(CardParseError, match="as a suit"):
        Card.of(14, math.inf)  # type: ignore[arg-type]


def test_issue11_card_of_text_rank_raises_card_parse_error() -> None:
    with pytest.raises(CardParseError, match="'x' as a rank"):
        Card.of("x", 0)  # type: ignore[arg-type]
    assert Card.of("A", "s") is Card.of(Rank.ACE, Suit.SPADES) is Card("A", "s")


def test_issue11_card_of_bool_suit_is_refused() -> None:
    with pytest.raises(CardParseError, match="True as a suit"):
        Card.of(14, True)  # was the ace of diamonds


def test_issue11_card_of_joker_takes_no_suit() -> None:
    assert Card.of(Rank.JOKER, None) is Card(Rank.JOKER) is Card.JOKER
    assert Card.of(Rank.JOKER, Suit.HEARTS) is Card.JOKER  # as before: one joker
    for bad in (9, 2.0, True, "x", []):
        with pytest.raises(CardParseError, match="as a suit"):
            Card.of(Rank.JOKER, bad)  # type: ignore[arg-type]
    with pytest.raises(CardParseError, match="without a suit"):
        Card.of(Rank.ACE, None)
    with pytest.raises(CardParseError, match="without a suit"):
        Card(14)


def test_issue11_rank_parse_reads_ranks_and_refuses_the_rest() -> None:
    assert Rank.parse("10") is Rank.parse("t") is Rank.parse("Ten") is Rank.parse(10) is Rank.TEN
    assert Rank.parse("joker") is Rank.parse(15) is Rank.JOKER
    for bad in (6, 16, True, 9.0, math.nan, None, "1", "", b"9", [9], HUGE):
        with pytest.raises(CardParseError, match="as a rank"):
            Rank.parse(bad)  # type: ignore[arg-type]


def test_issue11_parse_card_and_parse_action_refuse_non_text() -> None:
    for bad in (None, 1, 1.5, True, b"Jd", ["Jd"], {"Jd": 1}, HUGE):
        with pytest.raises(CardParseError, match="as a card"):
            parse_card(bad)  # type: ignore[arg-type]
        with pytest.raises(ActionParseError, match="as an action"):
            parse_action(bad)  # type: ignore[arg-type]
        with pytest.raises(ActionParseError, match="as an action"):
            Action(bad)  # type: ignore[arg-type]


# --- item: Action.claim_renege(inf) and ({}) ---------------------------------------------------


def test_issue11_claim_renege_infinity_raises_action_parse_error() -> None:
    for bad in (math.inf, math.nan, 1.5, HUGE):
        with pytest.raises(ActionParseError, match="seat"):
            Action.claim_renege(bad)  # type: ignore[arg-type]


def test_issue11_claim_renege_dict_raises_action_parse_error() -> None:
    for bad in ({}, [], None, True, b"north"):
        with pytest.raises(ActionParseError, match="seat"):
            Action.claim_renege(bad)  # type: ignore[arg-type]
    assert Action.claim_renege(Seat.WEST) is Action.claim_renege(3) is Action.claim_renege("w")
    with pytest.raises(ActionParseError, match="0-3"):
        Action.claim_renege(4)


def test_issue11_action_bid_refuses_bools_and_odd_digits() -> None:
    assert Action.bid(4) is Action.bid("4") is Action.bid(" 4 ")
    for bad in (True, 4.0, math.inf, None, "+4", "٤", "1_0", "9" * 5000, HUGE, 0, 13):
        with pytest.raises(ActionParseError, match="bid"):
            Action.bid(bad)  # type: ignore[arg-type]


# --- item: Deal(...), Deal.random(...), Deal.check(...) with wrong types -----------------------


def test_issue11_deal_refuses_wrong_types_with_deal_error() -> None:
    empty = ("", "", "", "")
    for kwargs in (
        {"hands": None, "upcard": None},
        {"hands": 5, "upcard": None},
        {"hands": [1, 2, 3, 4], "upcard": None},
        {"hands": ("9c",) * 3, "upcard": None},
        {"hands": empty, "upcard": 1},
        {"hands": empty, "upcard": math.nan},
        {"hands": empty, "upcard": None, "kitty": 1},
        {"hands": empty, "upcard": None, "kitty": [HUGE]},
        {"hands": empty, "upcard": None, "kitty": {"Jd": 1, "Jd ": 2, " jd": 3}},  # a third Jd
    ):
        with pytest.raises(DealError):
            Deal(**kwargs)


def test_issue11_deal_endless_iterables_end_with_deal_error() -> None:
    def endless() -> Any:
        while True:
            yield ("9c",)

    with pytest.raises(DealError, match="more than 4"):
        Deal(hands=endless(), upcard=None)

    def cards() -> Any:
        while True:
            yield "Ah"

    with pytest.raises(DealError, match="dealt too often"):
        Deal(hands=(cards(), (), (), ()), upcard=None)


def test_issue11_deal_random_checks_rules_seed_and_dealer() -> None:
    rules = presets.STANDARD
    with pytest.raises(RuleSetError, match="rules=None"):
        Deal.random(None, seed=1)  # type: ignore[arg-type]
    with pytest.raises(RuleSetError, match="expected a RuleSet"):
        Deal.random("STANDARD", seed=1)  # type: ignore[arg-type]
    for seed in ([1, 2], math.nan, math.inf, True, b"1", {}, 1j):
        with pytest.raises(DealError, match="seed="):
            Deal.random(rules, seed=seed)  # type: ignore[arg-type]
    for dealer in (4, -1, math.inf, 1.0, True, None, "north"):
        with pytest.raises(DealError, match="dealer="):
            Deal.random(rules, seed=1, dealer=dealer)  # type: ignore[arg-type]
    assert Deal.random(rules, seed=HUGE) == Deal.random(rules, seed=HUGE)
    assert Deal.random(rules, seed=0.25) == Deal.random(rules, seed=0.25)  # finite floats read
    assert Deal.random(rules, "x", dealer=Seat.EAST) == Deal.random(rules, "x", dealer=1)
    assert Deal.random(rules, random.Random(4)) == Deal.random(rules, random.Random(4))


def test_issue11_deal_check_checks_rules_and_dealer() -> None:
    deal = Deal.random(presets.STANDARD, seed=1)
    with pytest.raises(RuleSetError, match="expected a RuleSet"):
        deal.check(1)  # type: ignore[arg-type]
    with pytest.raises(DealError, match="dealer="):
        deal.check(presets.STANDARD, dealer=9)
    deal.check(presets.STANDARD, dealer=Seat.WEST)


def test_issue11_cards_from_mask_and_mask_of_refuse_what_is_no_card() -> None:
    for bad in (-1, 1 << 33, 1 << 72, 1.0, True, None, "1"):
        with pytest.raises(CardParseError, match="bitmask"):
            cards_from_mask(bad)  # type: ignore[arg-type]
    for bad_cards in ([1], ["Jd"], 5, None, [None]):
        with pytest.raises(CardParseError, match="Card objects"):
            mask_of(bad_cards)  # type: ignore[arg-type]
    hand = (parse_card("9c"), parse_card("Ah"), Card.JOKER)
    assert cards_from_mask(mask_of(hand)) == hand


def test_issue11_error_messages_survive_any_value() -> None:
    class Unprintable:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    assert shown(HUGE).startswith("a whole number of about")
    assert shown([HUGE]) == "a list that cannot be shown"
    assert shown(Unprintable()) == "a Unprintable that cannot be shown"
    assert len(shown("x" * 10_000)) < 100
    for call in (parse_card, parse_action, Suit.parse, Rank.parse, Action.bid):
        with pytest.raises(EuchreError):
            call([HUGE])
        with pytest.raises(EuchreError):
            call(Unprintable())


def test_issue11_presets_get_and_describe_refuse_wrong_types() -> None:
    for bad in (None, 1, b"STANDARD", ["STANDARD"]):
        with pytest.raises(RuleSetError, match="no preset named"):
            presets.get(bad)  # type: ignore[arg-type]
    with pytest.raises(RuleSetError, match="expected a RuleSet"):
        describe("STANDARD")  # type: ignore[arg-type]
    for family in FAMILIES:
        with pytest.raises(RuleSetError, match="expected a RuleSet"):
            family(None)  # type: ignore[arg-type]


# --- item: del works on Card, Action and Deal attributes ---------------------------------------


def test_issue11_del_card_attribute_is_refused() -> None:
    card = parse_card("Jd")
    for name in ("rank", "suit", "index"):
        with pytest.raises(AttributeError, match="cards are immutable"):
            delattr(card, name)
    with pytest.raises(AttributeError, match="cards are immutable"):
        del euchre.Card("Jd").rank
    assert parse_card("Jd").rank is Rank.JACK and str(parse_card("Jd")) == "Jd"


def test_issue11_del_action_attribute_is_refused() -> None:
    action = parse_action("play Jd")
    for name in ("kind", "card", "suit", "alone", "_text", "seat"):
        with pytest.raises(AttributeError, match="actions are immutable"):
            delattr(action, name)
    assert str(parse_action("play Jd")) == "play Jd" and parse_action("play Jd").card is not None


def test_issue11_del_deal_field_is_refused() -> None:
    state = euchre.new_game(presets.STANDARD, seed=1)
    deal = state.deal
    assert deal is not None
    for name in ("_masks", "_upcard", "_kitty", "_hash", "_checked"):
        with pytest.raises(AttributeError, match="deals are immutable"):
            delattr(deal, name)
    same = Deal(hands=deal.hands, upcard=deal.upcard, kitty=deal.kitty)
    assert deal == same and hash(deal) == hash(same) and repr(deal) == repr(same)
    assert state == euchre.new_game(presets.STANDARD, seed=1)


def test_issue11_del_ruleset_and_scoring_values_is_refused() -> None:
    rules = presets.STANDARD
    with pytest.raises(AttributeError):
        del rules.target
    with pytest.raises(AttributeError):
        del rules.scoring.euchre
    assert rules.target == 10 and rules.scoring.euchre == 2


def test_issue11_numpy_values_raise_only_own_errors() -> None:
    """A NumPy array compared with ``==`` gives an array, whose truth is a plain ValueError:
    no check may compare a caller's value before knowing its type."""
    for value in NUMPY:
        for knob in KNOBS:
            own_error_only(RuleSet, **{knob: value})
            own_error_only(presets.BID_EUCHRE.replace, **{knob: value})
        for call in (Suit.parse, Rank.parse, parse_card, parse_action, Action.bid, Action.call):
            own_error_only(call, value)
        own_error_only(Deal.random, presets.STANDARD, value, dealer=value)
        own_error_only(Card.of, value, value)
    with pytest.raises(RuleSetError, match="alone="):
        RuleSet(alone=NUMPY[0] if NUMPY else [1, 2])


# --- item: the text record's `[Rule "bid_minimum = none"]` --------------------------------------


def test_issue11_text_record_bid_minimum_none_is_refused() -> None:
    from euchre import records

    text = '[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n'
    with pytest.raises(EuchreError, match="bid_minimum"):
        records.parse_text(text)


# --- hypothesis: random values of every kind to every constructor and parser -------------------

SPECIAL = st.one_of(
    st.sampled_from([4400, 5000]).map(lambda digits: 10**digits),  # too big for repr()
    st.sampled_from([2**63, -(2**63), 2**64, math.inf, -math.inf, math.nan, -0.0, 1e308, "", " "]),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(-5, 80),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.binary(max_size=6),
    SPECIAL,
)
#: The library's own values and words, so the random values also reach the deeper paths.
PLAUSIBLE = st.sampled_from(
    [*Suit, *Rank, *Seat, Card.JOKER, parse_card("Jd"), presets.STANDARD, random.Random(1)]
    + ["Jd", "10♥", "jo", "hearts", "♠", "no trump", "low", "north", "best", "moon", "9", "T"]
)
ANY = st.one_of(
    SCALARS,
    PLAUSIBLE,
    st.lists(st.one_of(SCALARS, PLAUSIBLE), max_size=5),
    st.tuples(st.one_of(SCALARS, PLAUSIBLE)),
    st.dictionaries(st.text(max_size=4), SCALARS, max_size=3),
    st.sets(st.integers(0, 5), max_size=3),
    st.sampled_from(NUMPY) if NUMPY else st.nothing(),
)
ACTION_WORDS = st.lists(
    st.sampled_from(
        [
            *("play", "discard", "give", "call", "order", "up", "pick", "it", "go", "alone"),
            *("claim", "renege", "bid", "declare", "farmer", "ace", "no", "face", "low"),
            *("trump", "best", "moon", "hearts", "clubs", "♦", "s", "Jd", "10h", "Jo", "4"),
            *("13", "north", "e", "2"),
        ]
    ),
    max_size=5,
).map(" ".join)

FUZZ = settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@FUZZ
@given(value=ANY)
def test_issue11_fuzz_suit_rank_and_card_parsers(value: Any) -> None:
    for call in (Suit.parse, Rank.parse, parse_card, Card):
        result = own_error_only(call, value)
        assert result is None or isinstance(result, (Suit, Rank, Card))


@FUZZ
@given(rank=ANY, suit=ANY)
def test_issue11_fuzz_card_of(rank: Any, suit: Any) -> None:
    for call in (Card.of, Card):
        result = own_error_only(call, rank, suit)
        assert result is None or isinstance(result, Card)


@FUZZ
@given(value=st.one_of(ANY, ACTION_WORDS), alone=ANY)
def test_issue11_fuzz_action_constructors(value: Any, alone: Any) -> None:
    calls: list[Callable[..., object]] = [
        parse_action,
        Action,
        Action.play,
        Action.discard,
        Action.give,
        Action.bid,
        Action.claim_renege,
        Action.call,
    ]
    for call in calls:
        result = own_error_only(call, value)
        if result is not None:
            assert isinstance(result, Action) and parse_action(str(result)) is result
    result = own_error_only(Action.call, value, alone=alone)
    assert result is None or (isinstance(result, Action) and result.alone is alone)


CARD_TEXT = st.sampled_from(["9c", "Tc", "Jd", "Ah", "Jo", "As", "9s", "Kd"])
HAND = st.one_of(ANY, st.lists(st.one_of(CARD_TEXT, ANY), max_size=4), CARD_TEXT)


@FUZZ
@given(
    hands=st.one_of(
        ANY,
        st.lists(HAND, min_size=3, max_size=5),
        st.lists(st.lists(CARD_TEXT, max_size=3, unique=True), min_size=4, max_size=4),
    ),
    upcard=st.one_of(ANY, CARD_TEXT),
    kitty=st.one_of(ANY, st.lists(st.one_of(CARD_TEXT, ANY), max_size=3)),
)
def test_issue11_fuzz_deal_constructor(hands: Any, upcard: Any, kitty: Any) -> None:
    deal = own_error_only(Deal, hands=hands, upcard=upcard, kitty=kitty)
    if isinstance(deal, Deal):
        assert deal == deal and hash(deal) == hash(deal) and repr(deal)
        own_error_only(deal.check, presets.STANDARD)


@FUZZ
@given(
    rules=st.one_of(ANY, st.sampled_from([presets.get(n) for n in presets.names()])),
    seed=ANY,
    dealer=ANY,
)
def test_issue11_fuzz_deal_random_and_check(rules: Any, seed: Any, dealer: Any) -> None:
    deal = own_error_only(Deal.random, rules, seed, dealer=dealer)
    if isinstance(deal, Deal):
        deal.check(rules, dealer=dealer)  # a random deal fits its rules and dealer
    own_error_only(Deal.random(presets.STANDARD, 1).check, rules, dealer=dealer)


KNOB_VALUES = st.one_of(
    ANY,
    st.sampled_from(sorted({c for k in KNOBS.values() for c in k.choices}, key=repr)),
    st.dictionaries(st.sampled_from(sorted(SCORING_VALUES)), SCALARS, max_size=2),
    st.lists(st.integers(-2, 13), max_size=10),
)


def _usable(rules: RuleSet) -> None:
    """A RuleSet that constructs is whole: every knob fits its Knob, and it hashes,
    describes, prints and round-trips through JSON."""
    for knob in KNOBS.values():
        knob.check(getattr(rules, knob.name))
    assert hash(rules) == hash(rules) and rules == rules.replace()
    assert rules.describe() and repr(rules)
    assert codec.from_json(json.loads(json.dumps(codec.to_json(rules)))) == rules


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(knob=st.sampled_from(sorted(KNOBS)), value=KNOB_VALUES, variant=st.sampled_from(["knock", "bid"]))
def test_issue11_fuzz_ruleset_every_knob(knob: str, value: Any, variant: str) -> None:
    rules = own_error_only(RuleSet, **{knob: value})
    if isinstance(rules, RuleSet):
        _usable(rules)
    base = presets.BID_EUCHRE if variant == "bid" else presets.STANDARD
    rules = own_error_only(base.replace, **{knob: value})
    if isinstance(rules, RuleSet):
        _usable(rules)


JSON = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8), SPECIAL
    ),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
KNOB_JSON = st.dictionaries(
    st.sampled_from([*KNOBS, "sticky"]),
    st.one_of(
        JSON,
        st.sampled_from(sorted({c for k in KNOBS.values() for c in k.choices}, key=repr)),
        st.dictionaries(st.sampled_from([*SCORING_VALUES, "x"]), JSON, max_size=2),
        st.lists(st.integers(-1, 13), max_size=9),
    ),
    max_size=3,
)


@FUZZ
@given(data=st.one_of(JSON, KNOB_JSON))
def test_issue11_fuzz_codec_from_json(data: Any) -> None:
    try:
        rules = codec.from_json(data)
    except codec.RulesJsonError as error:
        assert str(error)
        return
    _usable(rules)
    assert codec.from_json(codec.to_json(rules)) == rules


@FUZZ
@given(value=ANY)
def test_issue11_fuzz_rules_helpers(value: Any) -> None:
    result = own_error_only(presets.get, value)
    assert result is None or isinstance(result, RuleSet)
    own_error_only(describe, value)
    own_error_only(cards_from_mask, value)
    own_error_only(mask_of, value)


def test_issue11_action_of_a_second_copy_is_the_first_copys_action() -> None:
    """An action names a card, not which copy of it: ``Action.play/discard/give`` of a
    double deck's second copy give the first copy's action (the one the engine lists)."""
    from euchre.actions import _SECOND_COPY, DISCARD_ACTIONS, GIVE_ACTIONS, PLAY_ACTIONS
    from euchre.cards import CARDS_BY_INDEX
    from euchre.engine.cardorder import COPY

    assert _SECOND_COPY == COPY
    for index in range(24):
        second = CARDS_BY_INDEX[index + COPY]
        assert euchre.Action.play(second) is PLAY_ACTIONS[index]
        assert euchre.Action.discard(second) is DISCARD_ACTIONS[index]
        assert euchre.Action.give(second) is GIVE_ACTIONS[index]
