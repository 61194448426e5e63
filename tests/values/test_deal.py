"""Deals take any value: ``Deal(...)``, ``Deal.random(...)`` and ``Deal.check(...)`` raise only
:class:`~euchre.DealError` (or :class:`~euchre.RuleSetError` for what is not a RuleSet) for
wrong types, endless iterables and repeated cards; a deal cannot be deleted from. The
hypothesis tests at the end feed random values of every kind."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import euchre
from _any_values import ANY, FUZZ, HUGE, own_error_only
from euchre import Deal, DealError, RuleSetError, Seat, presets


def test_deal_refuses_wrong_types_with_deal_error() -> None:
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


def test_deal_endless_iterables_end_with_deal_error() -> None:
    def endless() -> Any:
        while True:
            yield ("9c",)

    with pytest.raises(DealError, match="more than 6"):
        Deal(hands=endless(), upcard=None)

    def cards() -> Any:
        while True:
            yield "Ah"

    with pytest.raises(DealError, match="dealt too often"):
        Deal(hands=(cards(), (), (), ()), upcard=None)


def test_deal_random_checks_rules_seed_and_dealer() -> None:
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


def test_deal_check_checks_rules_and_dealer() -> None:
    deal = Deal.random(presets.STANDARD, seed=1)
    with pytest.raises(RuleSetError, match="expected a RuleSet"):
        deal.check(1)  # type: ignore[arg-type]
    with pytest.raises(DealError, match="dealer="):
        deal.check(presets.STANDARD, dealer=9)
    deal.check(presets.STANDARD, dealer=Seat.WEST)


def test_del_deal_field_is_refused() -> None:
    state = euchre.new_game(presets.STANDARD, seed=1)
    deal = state.deal
    assert deal is not None
    for name in ("_masks", "_upcard", "_kitty", "_hash", "_checked"):
        with pytest.raises(AttributeError, match="deals are immutable"):
            delattr(deal, name)
    same = Deal(hands=deal.hands, upcard=deal.upcard, kitty=deal.kitty)
    assert deal == same and hash(deal) == hash(same) and repr(deal) == repr(same)
    assert state == euchre.new_game(presets.STANDARD, seed=1)


# --- hypothesis: random values of every kind ------------------------------------------------

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
def test_fuzz_deal_constructor(hands: Any, upcard: Any, kitty: Any) -> None:
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
def test_fuzz_deal_random_and_check(rules: Any, seed: Any, dealer: Any) -> None:
    deal = own_error_only(Deal.random, rules, seed, dealer=dealer)
    if isinstance(deal, Deal):
        deal.check(rules, dealer=dealer)  # a random deal fits its rules and dealer
    own_error_only(Deal.random(presets.STANDARD, 1).check, rules, dealer=dealer)

