"""Every public constructor on random values of every type (None, bools, ints huge and
negative, floats with nan and inf, text, bytes, lists, dicts, objects): only the
library's own errors escape, and whatever is accepted is a working value."""

from __future__ import annotations

import math
import pickle
import random
from typing import Any

import attrs
import pytest
from _fuzz_harness import (
    PRESETS,
    any_value,
    attempt,
    check,
    count_only,
    fuzz,
    play_game,
    works,
)
from hypothesis import example, given
from hypothesis import strategies as st

import euchre
from euchre import presets, records
from euchre.rules import codec

KNOBS = tuple(field.name for field in attrs.fields(euchre.RuleSet))
SCORING_VALUES = tuple(field.name for field in attrs.fields(euchre.Scoring))
DEFAULTS = euchre.RuleSet()

DECK_TEXTS = [r + s for s in "cdhs" for r in "789TJQKA"] + ["Jo"]
card_like = st.one_of(any_value, st.sampled_from(["Jd", "10h", "Jo", "9c", "7s", "As"]),
                      st.integers(-2, 16))


# --------------------------------------------------------------------------- cards


def _card_works(entry: str, card: object) -> None:
    check(entry, isinstance(card, euchre.Card), lambda: f"gave {card!r}")
    assert isinstance(card, euchre.Card)
    check(entry, works(entry, euchre.parse_card, str(card)) is card, lambda: f"{card!r} text")
    check(entry, works(entry, euchre.Card.of, card.rank, card.suit) is card,
          lambda: f"{card!r} rank and suit")
    check(entry, pickle.loads(works(entry, pickle.dumps, card)) is card, "pickle")


@fuzz(300)
@given(card_like, card_like)
@example(math.inf, 0)
@example("x", 0)
@example(14, math.nan)
def test_card_of_raises_only_its_own_error(rank: Any, suit: Any) -> None:
    outcome = attempt("Card.of", euchre.Card.of, rank, suit)
    if outcome.ok:
        _card_works("Card.of", outcome.value)


@fuzz(200)
@given(card_like, st.none() | card_like)
@example(math.inf, 0)
def test_card_constructor_raises_only_its_own_error(rank: Any, suit: Any) -> None:
    outcome = (attempt("Card()", euchre.Card, rank) if suit is None
               else attempt("Card()", euchre.Card, rank, suit))
    if outcome.ok:
        _card_works("Card()", outcome.value)


# --------------------------------------------------------------------------- actions

ACTION_MAKERS = {
    "Action()": euchre.Action,
    "Action.play": euchre.Action.play,
    "Action.discard": euchre.Action.discard,
    "Action.give": euchre.Action.give,
    "Action.bid": euchre.Action.bid,
    "Action.claim_renege": euchre.Action.claim_renege,
    "Action.call": euchre.Action.call,
}


@fuzz(500)
@given(st.sampled_from(sorted(ACTION_MAKERS)), st.one_of(card_like, st.sampled_from(
    ["hearts", "no trump", "low", "best", "moon", "north", "w", "4", " 3 "])), any_value)
@example("Action.call", 2, False)
@example("Action.claim_renege", math.inf, None)
@example("Action.claim_renege", {}, None)
@example("Action.bid", 4.0, None)
def test_action_constructors_raise_only_their_own_errors(maker: str, value: Any,
                                                          alone: Any) -> None:
    entry = maker
    if maker == "Action.call":
        outcome = attempt(entry, euchre.Action.call, value, alone=alone)
    else:
        outcome = attempt(entry, ACTION_MAKERS[maker], value)
    if outcome.ok:
        action = outcome.value
        check(entry, isinstance(action, euchre.Action), lambda: f"gave {action!r}")
        check(entry, works(entry, euchre.parse_action, str(action)) is action,
              lambda: f"{action!r} does not read back from its text")
        check(entry, pickle.loads(works(entry, pickle.dumps, action)) is action, "pickle")


# --------------------------------------------------------------------------- deals

hand_like = st.one_of(
    any_value,
    st.lists(card_like, max_size=7),
    st.lists(st.sampled_from(DECK_TEXTS), max_size=7).map(" ".join),
)


def _deal_works(entry: str, deal: object) -> None:
    check(entry, isinstance(deal, euchre.Deal), lambda: f"gave {deal!r}")
    assert isinstance(deal, euchre.Deal)
    works(entry, hash, deal)
    again = works(entry, eval, repr(deal), {"Deal": euchre.Deal})
    check(entry, again == deal and hash(again) == hash(deal), lambda: f"{deal!r} repr")
    check(entry, pickle.loads(works(entry, pickle.dumps, deal)) == deal, "pickle")
    check(entry, works(entry, records.loads, works(entry, records.dumps, deal)) == deal, "JSON")
    for rules in PRESETS:
        attempt("Deal.check", deal.check, rules)


@fuzz(300)
@given(st.one_of(any_value, st.lists(hand_like, min_size=4, max_size=4),
                 st.lists(hand_like, max_size=5)),
       card_like, st.one_of(any_value, hand_like))
def test_deal_constructor_raises_only_its_own_error(hands: Any, upcard: Any, kitty: Any) -> None:
    outcome = attempt("Deal()", euchre.Deal, hands=hands, upcard=upcard, kitty=kitty)
    if outcome.ok:
        _deal_works("Deal()", outcome.value)


@fuzz(200)
@given(st.sampled_from(PRESETS), any_value, st.one_of(any_value, st.integers(-1, 4)))
def test_deal_random_raises_only_its_own_error(rules: euchre.RuleSet, seed: Any,
                                               dealer: Any) -> None:
    outcome = attempt("Deal.random", euchre.Deal.random, rules, seed, dealer=dealer)
    if outcome.ok:
        deal = outcome.value
        _deal_works("Deal.random", deal)
        works("Deal.random", deal.check, rules, dealer)
        if seed is not None and not isinstance(seed, random.Random):  # None: a fresh shuffle
            again = works("Deal.random", euchre.Deal.random, rules, seed, dealer=dealer)
            check("Deal.random", again == deal, "the same seed deals differently")


# --------------------------------------------------------------------------- rule sets


def _rules_work(entry: str, rules: object) -> None:
    """An accepted RuleSet is a working value: hashable, printable, described, written to
    JSON and read back, and games of it start and go on."""
    check(entry, isinstance(rules, euchre.RuleSet), lambda: f"gave {rules!r}")
    assert isinstance(rules, euchre.RuleSet)
    works(entry, hash, rules)
    text = works(entry, repr, rules)
    check(entry, works(entry, eval, text, {"euchre": euchre}) == rules,
          lambda: f"{text} does not rebuild the rules")
    works(entry, rules.describe)
    back = works(entry, codec.from_json, works(entry, codec.to_json, rules))
    check(entry, back == rules, "JSON round trip")
    check(entry, works(entry, records.loads, works(entry, records.dumps, rules)) == rules,
          "record round trip")
    game = works(entry, play_game, rules, 7, 40, seeded=True)
    works(entry, hash, game.states[-1])


def _numpy_array() -> object:
    """``numpy.array([1, 2])`` (numpy is a test extra): its ``==`` is not a bool."""
    try:
        import numpy
    except ImportError:  # pragma: no cover
        return [1, 2]
    return numpy.array([1, 2])


knob_values = st.one_of(
    any_value,
    st.sampled_from([getattr(p, k) for p in PRESETS for k in KNOBS]),
    st.integers(-3, 50),
)


@fuzz(600)
@given(st.sampled_from(KNOBS), knob_values)
@example("name", {})
@example("name", 1.5)
@example("bid_minimum", None)
@example("bid_minimum", 2.5)
@example("cards_per_hand", 1.5)
@example("deal_pattern", [math.inf] * 4)
@example("alone", _numpy_array())
def test_ruleset_knob_raises_only_its_own_error(knob: str, value: Any) -> None:
    outcome = attempt("RuleSet(knob)", lambda: euchre.RuleSet(**{knob: value}))
    if outcome.ok:
        _rules_work("RuleSet(knob)", outcome.value)


@fuzz(300)
@given(st.sampled_from(PRESETS), st.dictionaries(st.sampled_from(KNOBS), knob_values,
                                                  min_size=1, max_size=3))
@example(presets.BID_EUCHRE, {"bid_minimum": None})
@example(presets.BID_EUCHRE, {"bid_minimum": 2.5})
def test_ruleset_replace_raises_only_its_own_error(base: euchre.RuleSet,
                                                   changes: dict[str, Any]) -> None:
    outcome = attempt("RuleSet.replace", base.replace, **changes)
    if outcome.ok:
        _rules_work("RuleSet.replace", outcome.value)


@fuzz(200)
@given(st.sampled_from(SCORING_VALUES), knob_values, st.booleans())
def test_scoring_values_raise_only_their_own_errors(name: str, value: Any, as_dict: bool) -> None:
    if as_dict:
        outcome = attempt("RuleSet(scoring)", lambda: euchre.RuleSet(scoring={name: value}))
        if outcome.ok:
            _rules_work("RuleSet(scoring)", outcome.value)
        return
    outcome = attempt("Scoring()", lambda: euchre.Scoring(**{name: value}))
    if outcome.ok:
        scoring = outcome.value
        works("Scoring()", hash, scoring)
        rules = attempt("RuleSet(scoring)", euchre.RuleSet, scoring=scoring)
        if rules.ok:
            _rules_work("RuleSet(scoring)", rules.value)


# --------------------------------------------------------------------------- new_game

seed_like = st.one_of(any_value, st.integers(), st.text(max_size=6), st.none())
dealer_like = st.one_of(any_value, st.integers(-1, 4), st.sampled_from(list(euchre.Seat)))


@st.composite
def deal_like(draw: st.DrawFn) -> Any:
    choice = draw(st.integers(0, 3))
    if choice == 0:
        return None
    if choice == 1:
        return euchre.Deal.random(draw(st.sampled_from(PRESETS)), draw(st.integers(0, 99)))
    return draw(any_value)


@fuzz(400)
@given(st.one_of(st.sampled_from(PRESETS), any_value), seed_like, deal_like(), dealer_like)
@example(presets.STANDARD, [1, 2], None, None)
@example(presets.STANDARD, None, None, 9)
@example(presets.STANDARD, 1, None, 1.5)
@example("STANDARD", 1, None, None)
def test_new_game_raises_only_its_own_error(rules: Any, seed: Any, deal: Any,
                                            dealer: Any) -> None:
    entry = "new_game"
    outcome = attempt(entry, euchre.new_game, rules, seed=seed, deal=deal, dealer=dealer)
    if not outcome.ok:
        return
    state = outcome.value
    check(entry, state.seed is None or isinstance(state.seed, (int, str)),
          lambda: f"seed={seed!r} kept as {state.seed!r}: accept int, str or None")
    works(entry, hash, state)
    check(entry, pickle.loads(works(entry, pickle.dumps, state)) == state, "pickle")
    again = works(entry, eval, repr(state), {"euchre": euchre})
    check(entry, again == state, lambda: f"{state!r} does not rebuild the state")
    record = works(entry, records.GameRecord.from_state, state)
    check(entry, works(entry, records.loads, records.dumps(record)) == record, "JSON record")
    legal = works(entry, state.legal_actions)
    if legal:
        works(entry, state.apply, legal[0])


scores_like = st.one_of(
    any_value,
    st.tuples(st.integers(-40, 40), st.integers(-40, 40)),
    st.lists(st.one_of(st.integers(-5, 40), any_value), max_size=3),
)
hand_number_like = st.one_of(any_value, st.integers(-3, 60))


@fuzz(300)
@given(st.sampled_from(PRESETS), st.integers(0, 99), scores_like, hand_number_like)
@example(presets.BID_EUCHRE, 1, (31, 31), 20)
@example(presets.STANDARD, 1, (10, 0), 0)
@example(presets.STANDARD, 1, (True, 0), 0)
@example(presets.STANDARD, 1, [9, 9], 10**30)
def test_new_game_start_anywhere_raises_only_its_own_error(
    rules: Any, seed: int, scores: Any, hand_number: Any
) -> None:
    entry = "new_game(scores, hand_number)"
    outcome = attempt(entry, euchre.new_game, rules, seed=seed, scores=scores, hand_number=hand_number)
    if not outcome.ok:
        return
    state = outcome.value
    check(entry, tuple(state.scores) == tuple(scores) and state.hand_number == hand_number,
          lambda: f"scores={scores!r}, hand_number={hand_number!r} became {state.scores}, {state.hand_number}")
    check(entry, works(entry, eval, repr(state), {"euchre": euchre}) == state, "repr")
    record = works(entry, records.GameRecord.from_state, state)
    check(entry, works(entry, records.loads, records.dumps(record)) == record, "JSON record")
    check(entry, works(entry, records.parse_text, records.format_text(record)) == record, "text")


# --------------------------------------------------------------------------- game records


@st.composite
def history_like(draw: st.DrawFn) -> Any:
    if draw(st.booleans()):
        return draw(any_value)
    items = draw(st.lists(st.one_of(
        st.sampled_from([euchre.PASS, euchre.ORDER_UP, euchre.Action.play("Jd")]),
        st.just(euchre.Deal.random(presets.STANDARD, 2)), any_value), max_size=4))
    return items


@fuzz(300)
@given(st.one_of(st.sampled_from(PRESETS), any_value), seed_like, dealer_like, history_like(),
       st.one_of(any_value, st.tuples(*[st.text(max_size=3)] * 4)),
       st.one_of(any_value, st.dictionaries(st.text(max_size=6), any_value, max_size=2)))
@example(presets.STANDARD, 1, None, 5, None, ())
@example(presets.STANDARD, 1, None, (), 5, ())
@example(presets.STANDARD, 1, None, (), None, 5)
@example(presets.STANDARD, 1, None, range(10**20), None, ())
@example(presets.STANDARD, 1, None, (), None, range(10**20))
def test_game_record_raises_only_its_own_error(rules: Any, seed: Any, dealer: Any,
                                               history: Any, players: Any, tags: Any) -> None:
    entry = "records.GameRecord()"
    outcome = attempt(entry, records.GameRecord, rules=rules, seed=seed, dealer=dealer,
                      history=history, players=players, tags=tags)
    if outcome.ok:
        record = outcome.value
        works(entry, hash, record)
        report = attempt(f"{entry} -> records.replay", records.replay, record)
        back = works(entry, records.loads, works(entry, records.dumps, record))
        check(entry, back == record, "JSON round trip")
        if report.ok:
            text = attempt(f"{entry} -> records.format_text", records.format_text, record)
            if text.ok:
                again = works(entry, records.parse_text, text.value)
                check(entry, again == record, lambda: f"text round trip:\n{text.value}")


# --------------------------------------------------------------------------- immutability


def _values() -> list[tuple[str, object]]:
    state = euchre.new_game(presets.STANDARD, seed=1)
    return [
        ("Card", euchre.Card("Jd")),
        ("Card", euchre.Card.JOKER),
        ("Action", euchre.Action.play("Jd")),
        ("Action", euchre.PASS),
        ("Action", euchre.Action.claim_renege("east")),
        ("Deal", euchre.Deal.random(presets.STANDARD, 1)),
        ("State", state),
        ("View", state.view(0)),
        ("RuleSet", presets.STANDARD),
        ("Scoring", presets.STANDARD.scoring),
    ]


def _attributes(value: object) -> list[str]:
    names: list[str] = []
    for cls in type(value).__mro__:
        names += [n for n in getattr(cls, "__slots__", ()) if n not in names and n != "__weakref__"]
    if attrs.has(type(value)):
        names += [f.name for f in attrs.fields(type(value)) if f.name not in names]  # type: ignore[misc]
    return names


def _refused(operation: Any) -> bool:
    try:
        operation()
    except AttributeError:
        return True
    return False


@pytest.mark.parametrize(("kind", "value"), _values(), ids=lambda v: v if isinstance(v, str) else "")
def test_values_refuse_setattr_and_delattr(kind: str, value: object) -> None:
    """Cards and actions are process-wide singletons and deals, states and views are
    values: no attribute may be set or deleted. (An attribute that could be deleted is put
    back at once, so the other tests of the session still see a whole object.)"""
    entry = f"{kind} setattr/delattr"
    probe = euchre.parse_card("Jd")
    for name in _attributes(value):
        saved = getattr(value, name)
        set_refused = _refused(lambda: setattr(value, name, saved))  # noqa: B023
        count_only(entry, not set_refused)
        del_refused = _refused(lambda: delattr(value, name))  # noqa: B023
        if not del_refused:
            object.__setattr__(value, name, saved)
        count_only(entry, not del_refused)
        check(entry, set_refused, lambda: f"setting {kind}.{name} was allowed")  # noqa: B023
        check(entry, del_refused, lambda: f"del {kind}.{name} was allowed")  # noqa: B023
    check(entry, euchre.parse_card("Jd") is probe, "parse_card broke")
