"""Actions take any value: ``Action``, ``parse_action`` and the constructors
(``Action.call``, ``Action.bid``, ``Action.claim_renege``, ``Action.play`` ...) read what they
may and raise only :class:`~euchre.ActionParseError` for the rest; actions cannot be deleted
from; a double deck's second copy of a card names the first copy's action."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import euchre
from _any_values import ANY, FUZZ, HUGE, own_error_only
from euchre import Action, ActionParseError, Seat, Suit, parse_action


def test_action_call_int_suit_names_that_suit() -> None:
    assert Action.call(2) is Action.call(Suit.HEARTS) is parse_action("call hearts")
    assert Action.call(3, alone=True) is parse_action("call spades alone")
    for bad in (4, True, 2.5, math.inf, [], {}, b"hearts"):
        with pytest.raises(ActionParseError, match="suit"):
            Action.call(bad)  # type: ignore[arg-type]


def test_action_call_alone_must_be_true_or_false() -> None:
    for bad in (1, 0, "yes", None, 1.0):
        with pytest.raises(ActionParseError, match="alone="):
            Action.call("hearts", alone=bad)  # type: ignore[arg-type]
    with pytest.raises(ActionParseError, match="never called alone"):
        Action.call("low no trump", alone=True)  # was silently a call without alone


def test_claim_renege_infinity_raises_action_parse_error() -> None:
    for bad in (math.inf, math.nan, 1.5, HUGE):
        with pytest.raises(ActionParseError, match="seat"):
            Action.claim_renege(bad)  # type: ignore[arg-type]


def test_claim_renege_dict_raises_action_parse_error() -> None:
    for bad in ({}, [], None, True, b"north"):
        with pytest.raises(ActionParseError, match="seat"):
            Action.claim_renege(bad)  # type: ignore[arg-type]
    assert Action.claim_renege(Seat.WEST) is Action.claim_renege(3) is Action.claim_renege("w")
    with pytest.raises(ActionParseError, match="0-3"):
        Action.claim_renege(4)


def test_action_bid_refuses_bools_and_odd_digits() -> None:
    assert Action.bid(4) is Action.bid("4") is Action.bid(" 4 ")
    for bad in (True, 4.0, math.inf, None, "+4", "٤", "1_0", "9" * 5000, HUGE, 0, 13):
        with pytest.raises(ActionParseError, match="bid"):
            Action.bid(bad)  # type: ignore[arg-type]


def test_del_action_attribute_is_refused() -> None:
    action = parse_action("play Jd")
    for name in ("kind", "card", "suit", "alone", "_text", "seat"):
        with pytest.raises(AttributeError, match="actions are immutable"):
            delattr(action, name)
    assert str(parse_action("play Jd")) == "play Jd" and parse_action("play Jd").card is not None


def test_action_of_a_second_copy_is_the_first_copys_action() -> None:
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


# --- hypothesis: random values and action words ---------------------------------------------

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


@FUZZ
@given(value=st.one_of(ANY, ACTION_WORDS), alone=ANY)
def test_fuzz_action_constructors(value: Any, alone: Any) -> None:
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

