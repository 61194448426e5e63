"""The validating reader's kit (``euchre._reader``): one wording for each kind of JSON value,
whole numbers checked against their range, every error of the class the caller asks for,
and no other exception whatever JSON a reader is given."""

from __future__ import annotations

import enum
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import euchre
from euchre import Suit, records
from euchre._reader import (
    boolean,
    enum_member,
    expected,
    fields,
    kind,
    listed,
    member,
    one_of,
    seat,
    seat_or_null,
    suit_or_null,
    text,
    whole,
)
from euchre.rules import codec
from euchre.views import ViewError


class ReadError(ValueError):
    """The error class the tests ask the readers to raise."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def fail(where: str, message: str) -> ReadError:
    return ReadError(where, message)


# --------------------------------------------------------------------- one wording


@pytest.mark.parametrize(
    ("value", "wording"),
    [
        (None, "null"),
        (True, "the boolean true"),
        (False, "the boolean false"),
        (0, "the number 0"),
        (-12, "the number -12"),
        (2.5, "the number 2.5"),
        (2.0, "the number 2.0"),
        ("", "the text ''"),
        ("Jd", "the text 'Jd'"),
        ([], "a list"),
        ([1, [2]], "a list"),
        ({}, "an object"),
        ({"a": 1}, "an object"),
        ((1, 2), "a Python tuple"),
        (b"x", "a Python bytes"),
        (Suit.HEARTS, "the number 2"),
    ],
)
def test_kind_names_each_json_value_in_one_wording(value: object, wording: str) -> None:
    assert kind(value) == wording


def test_kind_shortens_long_numbers_and_texts() -> None:
    assert kind(2**64 - 1) == f"the number {2**64 - 1}"
    assert kind(10**30) == "a number of about 31 digits"
    assert kind(-(10**5000)) == "a number of about 5001 digits"  # too long for repr()
    long = "abcdefghij" * 5
    assert kind(long) == f"the text {long[:30]!r}... (50 characters)"
    assert kind("x" * 40) == f"the text {'x' * 40!r}"


def test_every_message_reads_expected_what_got_kind() -> None:
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: whole("3", "w", fail), "expected a whole number, got the text '3'"),
        (lambda: boolean(1, "w", fail), "expected true or false, got the number 1"),
        (lambda: text(None, "w", fail), "expected text, got null"),
        (
            lambda: text(3, "w", fail, "a card such as 'Jd'"),
            "expected a card such as 'Jd', got the number 3",
        ),
        (lambda: listed({}, "w", fail), "expected a list, got an object"),
        (lambda: listed([1], "w", fail, 2), "expected a list of 2, got a list of 1"),
        (lambda: fields([], "w", fail), "expected an object, got a list"),
        (
            lambda: seat(4, "w", fail),
            "expected a seat, 0-3 (North, East, South, West), got the number 4",
        ),
        (
            lambda: seat_or_null("N", "w", fail),
            "expected a seat, 0-3 (North, East, South, West), or null, got the text 'N'",
        ),
        (
            lambda: suit_or_null(-1, "w", fail),
            "expected a suit, 0-3 (clubs, diamonds, hearts, spades), or null, got the number -1",
        ),
        (lambda: one_of(1, "w", fail, ("a", None)), "expected one of a, null, got the number 1"),
        (
            lambda: member(True, "w", fail, Suit),
            "expected one of clubs, diamonds, hearts, spades, got the boolean true",
        ),
    ]
    for call, message in cases:
        with pytest.raises(ReadError) as error:
            call()
        assert error.value.message == message
        assert error.value.where == "w"
    assert (
        str(expected([], "deal.upcard", fail, "a card"))
        == "deal.upcard: expected a card, got a list"
    )


# --------------------------------------------------------------------- ranges and values


def test_whole_numbers_keep_to_their_range_inclusive() -> None:
    assert whole(0, "w", fail, 0, 3) == 0
    assert whole(3, "w", fail, 0, 3) == 3
    assert whole(-(10**9), "w", fail, -(10**9)) == -(10**9)
    assert whole(10**40, "w", fail) == 10**40  # no bound given: any whole number
    for value, span in [
        (4, "from 0 to 3"),
        (-1, "from 0 to 3"),
    ]:
        with pytest.raises(
            ReadError, match=f"expected a whole number {span}, got the number {value}"
        ):
            whole(value, "w", fail, 0, 3)
    with pytest.raises(ReadError, match="of at least 1, got the number 0"):
        whole(0, "w", fail, low=1)
    with pytest.raises(ReadError, match="of at most 5, got the number 6"):
        whole(6, "w", fail, high=5)


def test_booleans_and_floats_are_no_whole_numbers() -> None:
    for value in (True, False, 1.0, 2.5, float("nan"), "1", None, [1]):
        with pytest.raises(ReadError):
            whole(value, "w", fail)
        with pytest.raises(ReadError):
            seat(value, "w", fail)


def test_a_subclass_reads_as_its_base() -> None:
    class Number(int):
        pass

    assert type(whole(Number(3), "w", fail)) is int
    assert type(seat(euchre.Seat.WEST, "w", fail)) is int
    assert suit_or_null(Number(1), "w", fail) is Suit.DIAMONDS
    assert text(type("Text", (str,), {})("x"), "w", fail) == "x"
    assert fields(type("Object", (dict,), {})(a=1), "w", fail) == {"a": 1}


def test_fields_name_an_unknown_key_before_a_missing_one() -> None:
    keys = frozenset(("a", "b"))
    assert fields({"a": 1}, "w", fail, keys) == {"a": 1}
    with pytest.raises(ReadError) as error:
        fields({"c": 1}, "w", fail, keys, keys, noun="knob")
    assert error.value.message == "unknown knob 'c'; the knobs are a, b"
    with pytest.raises(ReadError) as error:
        fields({"a": 1}, "w", fail, keys, keys)
    assert error.value.message == "the field 'b' is missing"
    with pytest.raises(ReadError, match="unknown field the number 1; the fields are a, b"):
        fields({1: 1}, "w", fail, keys)  # a key from Python, not JSON


def test_suits_and_enum_members() -> None:
    assert suit_or_null(3, "w", fail) is Suit.SPADES
    assert suit_or_null(None, "w", fail) is None

    class Mode(enum.Enum):
        LOW = "low"
        HIGH = 2

    assert enum_member(Mode, " High ") is Mode.HIGH
    assert enum_member(Mode, "low") is Mode.LOW
    assert enum_member(Mode, 2) is Mode.HIGH
    assert enum_member(Mode, 2.0) is None and enum_member(Mode, True) is None
    assert member("LOW", "w", fail, Mode) is Mode.LOW
    assert one_of(None, "w", fail, (None, "x")) is None


# --------------------------------------------------------------------- the four users


def test_every_format_describes_a_value_alike() -> None:
    """Views, records and RuleSets as JSON say the same of the same value."""
    view = euchre.new_game(euchre.presets.STANDARD, seed=1).view(0)
    data = json.loads(view.to_json())
    data["dealer"] = True
    with pytest.raises(ViewError, match=r"dealer: expected a seat, .*, got the boolean true"):
        euchre.View.from_json(json.dumps(data))
    with pytest.raises(codec.RulesJsonError, match=r"rules\.target: .*, got the boolean true"):
        codec.from_json({"target": True})
    document = {"format": "euchre-record", "version": 1, "type": "action", "action": True}
    with pytest.raises(records.RecordError, match=r"action: .*, got the boolean true"):
        records.from_json(document)


# --------------------------------------------------------------------- any JSON at all

_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats()
    | st.text(max_size=60),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)

_READERS: list[Callable[[Any], object]] = [
    lambda v: whole(v, "w", fail),
    lambda v: whole(v, "w", fail, 0, 3),
    lambda v: boolean(v, "w", fail),
    lambda v: text(v, "w", fail),
    lambda v: listed(v, "w", fail),
    lambda v: listed(v, "w", fail, 2),
    lambda v: fields(v, "w", fail),
    lambda v: fields(v, "w", fail, frozenset(("a", "b")), frozenset(("a",))),
    lambda v: seat(v, "w", fail),
    lambda v: seat_or_null(v, "w", fail),
    lambda v: suit_or_null(v, "w", fail),
    lambda v: one_of(v, "w", fail, ("x", None)),
    lambda v: member(v, "w", fail, Suit),
]


@given(
    _JSON | st.tuples(st.integers()) | st.binary(max_size=4) | st.sets(st.integers(), max_size=3)
)
def test_any_value_is_read_or_raises_only_the_given_error(value: object) -> None:
    assert isinstance(kind(value), str)
    for read in _READERS:
        try:
            read(value)
        except ReadError as error:
            assert error.message.startswith(("expected ", "unknown ", "the field "))
