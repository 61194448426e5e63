"""The library's errors: a message quotes any value it is given (too big for ``repr``, one
whose ``repr`` raises, a long text) without failing, and NumPy values (an array's ``==`` is
no bool, its scalars no ints) raise only the library's own errors, never NumPy's."""

from __future__ import annotations

import pytest

from _any_values import HUGE, NUMPY, own_error_only
from euchre import (
    Action,
    Card,
    Deal,
    EuchreError,
    Rank,
    RuleSet,
    RuleSetError,
    Suit,
    parse_action,
    parse_card,
    presets,
)
from euchre.errors import shown
from euchre.rules.ruleset import KNOBS


def test_error_messages_survive_any_value() -> None:
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


def test_numpy_values_raise_only_own_errors() -> None:
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

