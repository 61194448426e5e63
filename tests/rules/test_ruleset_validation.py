"""The RuleSet's checks: each contradiction fails at construction, naming both knobs; every
knob's type and range is checked; the package keeps its public paths (``euchre.rules``,
``euchre.presets``); and the RuleSet, its JSON codec, the presets and ``describe`` given any
value at all raise only the library's own errors (the hypothesis tests at the end)."""

from __future__ import annotations

import json
import math
import typing
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
import euchre.presets
import euchre.rules
import strategies
from _any_values import ANY, FUZZ, SCALARS, SPECIAL, own_error_only
from euchre import RuleSet, RuleSetError, presets
from euchre.cards import cards_from_mask, mask_of
from euchre.errors import shown
from euchre.rules import codec
from euchre.rules.describe import FAMILIES, describe
from euchre.rules.ruleset import KNOBS, MAX_WHOLE, SCORING_VALUES, Knob

CONTRADICTIONS: list[tuple[dict[str, Any], tuple[str, ...]]] = [
    ({"deck": 48}, ("deck", "variant")),
    ({"variant": "bid", "deck": 32}, ("deck", "variant")),
    ({"cards_per_hand": 6}, ("cards_per_hand", "variant", "deck")),
    ({"variant": "bid", "deck": 48, "cards_per_hand": 6}, ("cards_per_hand", "variant", "deck")),
    ({"first_lead": "bidder"}, ("first_lead", "variant")),
    ({"variant": "bid", "first_lead": "maker_left"}, ("first_lead", "variant")),
    ({"variant": "bid", "bid_minimum": 6}, ("bid_minimum", "cards_per_hand")),
    ({"variant": "bid", "call_for_best": True}, ("call_for_best", "variant")),
    ({"variant": "bid", "farmers_hand": "redeal"}, ("farmers_hand", "variant", "kitty")),
    ({"variant": "bid", "farmers_hand": "exchange"}, ("farmers_hand", "variant", "kitty")),
    ({"deal_pattern": (3, 2, 3, 2, 3, 2, 3, 3)}, ("deal_pattern", "cards_per_hand")),
    ({"alone": "nobody", "defender_alone": "vs_lone_maker"}, ("defender_alone", "alone")),
    ({"alone": "nobody", "canadian_loner": True}, ("canadian_loner", "alone")),
    ({"alone": "nobody", "call_for_best": True}, ("call_for_best", "alone")),
    ({"defender_call_for_best": True}, ("defender_call_for_best", "defender_alone")),
    ({"variant": "bid", "defender_call_for_best": True}, ("defender_call_for_best", "variant")),
    ({"best_card_choice": "partner"}, ("best_card_choice", "call_for_best", "defender_call_for_best")),
    (
        {"players": 6, "defender_alone": "always", "defender_call_for_best": True},
        ("defender_call_for_best", "players"),
    ),
    (
        {"renege": "penalise", "renege_penalty": "euchre", "renege_ends_hand": False},
        ("renege_penalty", "renege_ends_hand"),
    ),
    ({"stick_the_dealer": True, "all_pass": "same_dealer"}, ("stick_the_dealer", "all_pass")),
]


@pytest.mark.parametrize(
    ("knobs", "named"), CONTRADICTIONS, ids=[",".join(k) for k, _ in CONTRADICTIONS]
)
def test_ruleset_contradiction_names_both_knobs(
    knobs: dict[str, Any], named: tuple[str, ...]
) -> None:
    with pytest.raises(euchre.RuleSetError) as caught:
        euchre.RuleSet(**knobs)
    for knob in named:
        assert knob in str(caught.value), (knob, str(caught.value))
    # replace() builds through the same checks
    with pytest.raises(euchre.RuleSetError):
        euchre.RuleSet().replace(**knobs)


@pytest.mark.parametrize(
    ("knob", "value"),
    [("target", 0), ("target", True), ("num_deals", 0), ("win_by_two", 1), ("bid_moon", "no")],
)
def test_ruleset_bad_value_names_its_knob(knob: str, value: object) -> None:
    with pytest.raises(euchre.RuleSetError, match=knob):
        euchre.RuleSet(**{knob: value})


def test_ruleset_public_paths() -> None:
    assert euchre.rules.RuleSet is euchre.RuleSet
    assert euchre.rules.Scoring is euchre.Scoring
    assert euchre.rules.DEAL_TRADITIONAL == euchre.DEAL_TRADITIONAL
    assert set(presets.__all__) == set(euchre.presets.__all__)
    for name in presets.names():
        assert presets.get(name) is getattr(euchre.presets, name) is getattr(presets, name)
    assert repr(presets.BID_EUCHRE) == "euchre.presets.BID_EUCHRE"
    assert eval(repr(presets.STANDARD.replace(target=7)), {"euchre": euchre}).target == 7


# --- every knob's type and range is checked at construction ----------------------------------

HUGE = 10**5000
BAD_BY_KIND: dict[str, list[object]] = {
    "choice": [None, True, 1.5, math.inf, {}, [], b"knock", "nonsense", HUGE],
    "flag": [None, 0, 1, "yes", "true", 1.0, [], {}],
    "whole": [True, False, 2.5, 3.0, math.inf, math.nan, "3", [3], {}, HUGE, -HUGE],
    "text": [{}, 1.5, 0, None, b"name", ["name"], True],
}


def _bad_values(knob: Knob) -> list[object]:
    if knob.kind == "value":
        return [None, True, 1.5, math.inf, {1: 2}, b"x", [math.inf] * 4, "nonsense", HUGE]
    bad = [v for v in BAD_BY_KIND[knob.kind] if not (v is None and knob.optional)]
    if knob.kind == "whole":
        bad += [knob.low - 1, knob.high + 1]
        if not knob.optional:
            bad.append(None)
    return bad


@pytest.mark.parametrize("name", sorted(KNOBS))
def test_every_knob_refuses_values_of_the_wrong_type(name: str) -> None:
    knob = KNOBS[name]
    for value in _bad_values(knob):
        for base in (euchre.RuleSet(), presets.STANDARD, presets.BID_EUCHRE):
            with pytest.raises(euchre.RuleSetError) as caught:
                base.replace(**{name: value})
            message = str(caught.value)
            assert name in message, (value, message)
            if knob.kind != "value":
                assert knob.allowed() in message, (value, message)
                assert shown(value) in message, (value, message)


def test_ruleset_name_must_be_text() -> None:
    for bad in ({}, 1.5, None, b"x"):
        with pytest.raises(euchre.RuleSetError, match=r"name=.*: expected text"):
            euchre.RuleSet(name=bad)  # type: ignore[arg-type]
    assert euchre.RuleSet(name="mine").describe().splitlines()[0] == "mine"


def test_ruleset_bid_minimum_none_or_float_is_refused_in_every_variant() -> None:
    for base in (presets.STANDARD, presets.BID_EUCHRE, euchre.RuleSet()):
        for bad in (None, 2.5, True, 0, 12):
            with pytest.raises(euchre.RuleSetError, match="bid_minimum="):
                base.replace(bid_minimum=bad)
    with pytest.raises(euchre.RuleSetError, match="bid_minimum=6: the lowest bid must be"):
        presets.BID_EUCHRE.replace(bid_minimum=6)  # at least one below cards_per_hand


def test_ruleset_cards_per_hand_float_is_refused() -> None:
    for variant in ("knock", "bid"):  # Bid Euchre's default deal pattern multiplied by it
        for bad in (1.5, 5.0, "5", None, 10**12):
            with pytest.raises(euchre.RuleSetError, match="cards_per_hand="):
                euchre.RuleSet(variant=variant, cards_per_hand=bad)  # type: ignore[arg-type]


def test_ruleset_deal_pattern_infinity_is_refused() -> None:
    for bad in (
        [math.inf] * 4,
        [math.nan] * 8,
        [HUGE] * 4,
        [True] * 20,
        [3.0] * 4 + [2.0] * 4,
        (1,) * 49,
        "3-x",
        "3--2",
        "",
        "+3-2",
        "٣-2",
        {3: 2},
        None,
        range(20),
    ):
        with pytest.raises(euchre.RuleSetError, match="deal_pattern="):
            euchre.RuleSet(deal_pattern=bad)  # type: ignore[arg-type]
    assert euchre.RuleSet(deal_pattern="2-3").deal_pattern == (2,) * 4 + (3,) * 4
    traditional = list(euchre.DEAL_TRADITIONAL)
    assert euchre.RuleSet(deal_pattern=traditional).deal_pattern == euchre.DEAL_TRADITIONAL


def test_ruleset_joker_suit_and_scoring_forms() -> None:
    assert euchre.RuleSet(joker_suit=3).joker_suit is euchre.Suit.SPADES
    assert euchre.RuleSet(joker_suit=" Clubs").joker_suit is euchre.Suit.CLUBS
    for bad in (True, 4, 2.0, None, "x"):
        with pytest.raises(euchre.RuleSetError, match="joker_suit="):
            euchre.RuleSet(joker_suit=bad)  # type: ignore[arg-type]
    for bad_scoring in ({"euchre": 1.5}, {"euchre": None}, {1: 2}, {"x": 1}, [], "euchre=2"):
        with pytest.raises(euchre.RuleSetError, match="scoring"):
            euchre.RuleSet(scoring=bad_scoring)  # type: ignore[arg-type]
    assert euchre.RuleSet(scoring={"super_euchre": None}).scoring.super_euchre is None
    with pytest.raises(euchre.RuleSetError, match="unknown scoring value 'euchres'"):
        euchre.Scoring().replace(euchres=1)
    with pytest.raises(euchre.RuleSetError, match="lone=True"):
        euchre.Scoring(lone=True)


def test_ruleset_numbers_have_a_documented_cap() -> None:
    assert euchre.RuleSet(target=MAX_WHOLE).target == MAX_WHOLE
    for knob in ("target", "num_deals", "renege_points"):
        with pytest.raises(euchre.RuleSetError, match=rf"{knob}=.* to {MAX_WHOLE}"):
            euchre.RuleSet(**{knob: MAX_WHOLE + 1})
    with pytest.raises(euchre.RuleSetError, match="target=a whole number of about 5001 digits"):
        euchre.RuleSet(target=HUGE)


def test_knob_table_is_read_from_the_annotations() -> None:
    """One rule, one place: the knob table is the fields' annotations (and their range
    metadata), not a second list; every field has its Knob."""
    hints = typing.get_type_hints(euchre.RuleSet)
    assert list(KNOBS) == [f.name for f in attrs.fields(euchre.RuleSet)]
    assert list(SCORING_VALUES) == [f.name for f in attrs.fields(euchre.Scoring)]
    for name, knob in KNOBS.items():
        hint = hints[name]
        if typing.get_origin(hint) is typing.Literal:
            assert knob.kind == "choice" and knob.choices == typing.get_args(hint)
        assert (knob.kind == "flag") == (hint is bool), name
        assert (knob.kind == "text") == (hint is str), name
    flags = {n for n, k in KNOBS.items() if k.kind == "flag"}
    assert {"stick_the_dealer", "win_by_two", "bid_low_no_trump"} <= flags
    assert KNOBS["deck"].choices == (24, 25, 32, 48)
    assert KNOBS["num_deals"].optional and not KNOBS["target"].optional
    assert KNOBS["scoring"].cls is euchre.Scoring and KNOBS["joker_suit"].cls is euchre.Suit


#: The knobs a variant allows one value of (RuleSet rejects the others).
ONE_VALUE_IN = {
    # the double deck is Bid Euchre's, so is its tie rule
    "knock": {"variant", "double_deck_tie"},
    # the bidder leads; bid "best" instead of call for best (a lone defender's too, and the
    # partner's choice of card with it); no kitty, so no farmer's hand and no dummy; EGN's
    # fast break, four-trick tokens and going under are Knock's
    "bid": {"variant", "first_lead", "call_for_best", "farmers_hand", "dummy",
            "defender_call_for_best", "best_card_choice", "fast_break", "four_trick_tokens",
            "go_under"},
}
if not strategies.TABLES_DRAWN:  # the strategy holds the table at four seats for now
    for _one in ONE_VALUE_IN.values():
        _one |= set(strategies.FOUR_SEAT)


def test_the_strategy_draws_every_knob() -> None:
    """The one strategy of random RuleSets (``tests/strategies.py``) has a row for every
    RuleSet knob and every Scoring value; over 2,000 draws each knob takes more than one value
    in each variant (unless RuleSet allows that variant one), and every choice and on/off
    knob takes every value it has."""
    fields = {f.name for f in attrs.fields(RuleSet) if f.name != "scoring"}
    fields |= {f"scoring.{f.name}" for f in attrs.fields(euchre.Scoring)}
    table = set(strategies.KNOBS)
    assert table == fields, (
        f"knobs without a row in tests/strategies.py KNOBS: {sorted(fields - table)}; "
        f"rows that are no knob: {sorted(table - fields)}"
    )
    seen: dict[str, dict[str, set[str]]] = {v: {k: set() for k in fields} for v in ONE_VALUE_IN}

    @settings(max_examples=2000, derandomize=True, database=None, deadline=None)
    @given(strategies.rulesets())
    def draw(rules: RuleSet) -> None:
        for knob, value in strategies.knob_values(rules).items():
            seen[rules.variant][knob].add(repr(value))

    draw()
    for variant, one_value in ONE_VALUE_IN.items():
        fixed = {knob for knob, values in seen[variant].items() if len(values) < 2}
        assert fixed == one_value, (variant, sorted(fixed ^ one_value))
    held = set() if strategies.TABLES_DRAWN else set(strategies.FOUR_SEAT)
    for knob in KNOBS.values():
        if knob.kind in ("choice", "flag") and knob.name not in held:
            values = {v for variant in seen.values() for v in variant[knob.name]}
            every = knob.choices if knob.kind == "choice" else (False, True)
            assert values == {repr(v) for v in every}, (knob.name, sorted(values))


def test_codec_from_json_wrong_types_raise_rules_json_error() -> None:
    for data in (
        None,
        [],
        "STANDARD",
        {"sticky": True},
        {1: 2},
        {"target": 10.0},
        {"target": HUGE},
        {"target": math.inf},
        {"name": {}},
        {"name": 1.5},
        {"bid_minimum": None},
        {"num_deals": 1.5},
        {"num_deals": [1]},
        {"deal_pattern": [math.inf] * 4},
        {"deal_pattern": "3-2"},
        {"deal_pattern": [[3]] * 8},
        {"joker_suit": 2.0},
        {"joker_suit": True},
        {"deck": 24.0},
        {"scoring": {"euchre": HUGE}},
        {"scoring": {"x": 1}},
        {"scoring": []},
        {"stick_the_dealer": 1},
    ):
        with pytest.raises(codec.RulesJsonError):
            codec.from_json(data)
    assert codec.from_json({"joker_suit": 2, "deck": 25}).joker_suit is euchre.Suit.HEARTS


# --- any value to the RuleSet, its JSON codec, the presets and describe ----------------------

def test_presets_get_and_describe_refuse_wrong_types() -> None:
    for bad in (None, 1, b"STANDARD", ["STANDARD"]):
        with pytest.raises(RuleSetError, match="no preset named"):
            presets.get(bad)  # type: ignore[arg-type]
    with pytest.raises(RuleSetError, match="expected a RuleSet"):
        describe("STANDARD")  # type: ignore[arg-type]
    for family in FAMILIES:
        with pytest.raises(RuleSetError, match="expected a RuleSet"):
            family(None)  # type: ignore[arg-type]


def test_del_ruleset_and_scoring_values_is_refused() -> None:
    rules = presets.STANDARD
    with pytest.raises(AttributeError):
        del rules.target
    with pytest.raises(AttributeError):
        del rules.scoring.euchre
    assert rules.target == 10 and rules.scoring.euchre == 2


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
def test_fuzz_ruleset_every_knob(knob: str, value: Any, variant: str) -> None:
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
def test_fuzz_codec_from_json(data: Any) -> None:
    try:
        rules = codec.from_json(data)
    except codec.RulesJsonError as error:
        assert str(error)
        return
    _usable(rules)
    assert codec.from_json(codec.to_json(rules)) == rules


@FUZZ
@given(value=ANY)
def test_fuzz_rules_helpers(value: Any) -> None:
    result = own_error_only(presets.get, value)
    assert result is None or isinstance(result, RuleSet)
    own_error_only(describe, value)
    own_error_only(cards_from_mask, value)
    own_error_only(mask_of, value)

