"""The validating reader's kit: JSON values checked, and described for an error message, in
one wording for every reader of JSON in the library (player views, records, EGN files,
RuleSets as JSON).

Each reader takes the value, ``where`` (its path in the document, such as ``"hands[2]"``)
and ``fail``, which makes the error to raise from ``(where, message)``: each format raises
its own class (``ViewError``, ``RecordError``, ``EgnError``, ``RulesJsonError``) with its own
prefix. A value that passes comes back (a whole number as an ``int``, a suit as a
:class:`~euchre.Suit`); any other raises ``fail(where, message)``, never another exception,
whatever the value holds. Every message reads "expected WHAT, got KIND", KIND from
:func:`kind`.

>>> from euchre._reader import kind, whole
>>> def fail(where: str, message: str) -> ValueError:
...     return ValueError(f"{where}: {message}")
>>> whole(3, "dealer", fail, 0, 3)
3
>>> whole(True, "dealer", fail, 0, 3)
Traceback (most recent call last):
...
ValueError: dealer: expected a whole number from 0 to 3, got the boolean true
>>> kind("x" * 50)
"the text 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'... (50 characters)"

The readers test ``value.__class__ is int`` first (views are read in bot processes, where
speed counts); a subclass (an ``IntEnum``, a ``dict`` subclass) passes too, as its base.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from euchre.cards import Suit

__all__ = [
    "Fail",
    "boolean",
    "enum_member",
    "expected",
    "fields",
    "kind",
    "listed",
    "member",
    "one_of",
    "seat",
    "seat_or_null",
    "suit_or_null",
    "text",
    "whole",
]

#: Makes the error a reader raises from ``(where, message)``: ``where`` the path in the
#: document ("" for the whole document), ``message`` what was wrong and what is legal.
Fail = Callable[[str, str], Exception]

E = TypeVar("E", bound=enum.Enum)

_SUITS = tuple(Suit)
_SEAT = "a seat, 0-3 (North, East, South, West)"
_SUIT = "a suit, 0-3 (clubs, diamonds, hearts, spades), or null"


def kind(value: object) -> str:
    """A JSON value described for an error message, short whatever it holds: a number of
    more than 64 bits by its digits, a text of more than 40 characters cut (saying how
    long it was), anything that is not a JSON value by its Python type.

    >>> [kind(v) for v in (None, True, 3, 2.5, "abc", [1], {})]
    ['null', 'the boolean true', 'the number 3', 'the number 2.5', "the text 'abc'", 'a list', 'an object']
    >>> kind(10**30), kind((1, 2))
    ('a number of about 31 digits', 'a Python tuple')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "the boolean true" if value else "the boolean false"
    if isinstance(value, int):
        if value.bit_length() > 64:
            return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
        return f"the number {int.__repr__(value)}"
    if isinstance(value, float):
        return f"the number {float.__repr__(value)}"
    if isinstance(value, str):
        if len(value) > 40:
            return f"the text {str.__repr__(value[:30])}... ({len(value)} characters)"
        return f"the text {str.__repr__(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a Python {type(value).__name__}"


def expected(value: object, where: str, fail: Fail, what: str) -> Exception:
    """The error for ``value`` where ``what`` was expected (to raise): "expected WHAT, got
    KIND".

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> raise expected([], "deal.upcard", fail, "a card or null")
    Traceback (most recent call last):
    ...
    ValueError: deal.upcard: expected a card or null, got a list
    """
    return fail(where, f"expected {what}, got {kind(value)}")


def _span(low: int | None, high: int | None) -> str:
    if low is None:
        return "" if high is None else f" of at most {high}"
    return f" of at least {low}" if high is None else f" from {low} to {high}"


def whole(
    value: Any, where: str, fail: Fail, low: int | None = None, high: int | None = None
) -> int:
    """A whole number (not a boolean, not ``2.0``) from ``low`` to ``high`` (None: no
    bound).

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> whole(-4, "points", fail)
    -4
    >>> whole(7, "points", fail, low=0)
    7
    >>> whole(2.0, "target", fail)
    Traceback (most recent call last):
    ...
    ValueError: target: expected a whole number, got the number 2.0
    >>> whole(10**40, "score", fail, 0, 10)
    Traceback (most recent call last):
    ...
    ValueError: score: expected a whole number from 0 to 10, got a number of about 41 digits
    """
    if value.__class__ is int and (low is None or low <= value) and (high is None or value <= high):
        return value
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and (low is None or low <= value)
        and (high is None or value <= high)
    ):
        return int(value)
    raise expected(value, where, fail, "a whole number" + _span(low, high))


def boolean(value: Any, where: str, fail: Fail) -> bool:
    """``true`` or ``false`` (not 0 or 1).

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> boolean(False, "no_trump", fail)
    False
    >>> boolean(0, "no_trump", fail)
    Traceback (most recent call last):
    ...
    ValueError: no_trump: expected true or false, got the number 0
    """
    if value is True or value is False:
        return value
    raise expected(value, where, fail, "true or false")


def text(value: Any, where: str, fail: Fail, what: str = "text") -> str:
    """A text; ``what`` names the text expected (``"a card such as 'Jd'"``).

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> text("pass", "action", fail)
    'pass'
    >>> text(None, "action", fail, "an action such as 'play Jd'")
    Traceback (most recent call last):
    ...
    ValueError: action: expected an action such as 'play Jd', got null
    """
    if value.__class__ is str or isinstance(value, str):
        return value
    raise expected(value, where, fail, what)


def listed(
    value: Any, where: str, fail: Fail, size: int | None = None, what: str | None = None
) -> list[Any]:
    """A list, of ``size`` items unless None; ``what`` names the list expected (by default
    ``"a list"`` or ``"a list of SIZE"``).

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> listed([1, 2], "scores", fail, 2)
    [1, 2]
    >>> listed([1, 2, 3], "scores", fail, 2)
    Traceback (most recent call last):
    ...
    ValueError: scores: expected a list of 2, got a list of 3
    >>> listed("9c", "hand", fail, what="a list of cards")
    Traceback (most recent call last):
    ...
    ValueError: hand: expected a list of cards, got the text '9c'
    """
    if value.__class__ is not list and not isinstance(value, list):
        raise expected(
            value, where, fail, what or ("a list" if size is None else f"a list of {size}")
        )
    if size is not None and len(value) != size:
        raise fail(where, f"expected {what or f'a list of {size}'}, got a list of {len(value)}")
    return value


_NONE: frozenset[str] = frozenset()


def fields(
    value: Any,
    where: str,
    fail: Fail,
    keys: frozenset[str] | None = None,
    required: frozenset[str] = _NONE,
    *,
    noun: str = "field",
    what: str = "an object",
) -> dict[str, Any]:
    """An object whose keys are among ``keys`` (None: any keys) and hold every key of
    ``required``. An unknown key is named with the known ones ("unknown NOUN 'x'; the NOUNs
    are ..."), checked before a missing one ("the NOUN 'x' is missing"), both at ``where``,
    the object's path. ``what`` names the object expected.

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> keys = frozenset(("leader", "plays", "winner"))
    >>> fields({"leader": 0, "plays": []}, "tricks[0]", fail, keys, frozenset(("plays",)))
    {'leader': 0, 'plays': []}
    >>> fields({"leader": 0, "won": 1}, "tricks[0]", fail, keys)
    Traceback (most recent call last):
    ...
    ValueError: tricks[0]: unknown field 'won'; the fields are leader, plays, winner
    >>> fields({}, "tricks[0]", fail, keys, keys)
    Traceback (most recent call last):
    ...
    ValueError: tricks[0]: the field 'leader' is missing
    >>> fields([], "rules", fail, what="an object of RuleSet knobs")
    Traceback (most recent call last):
    ...
    ValueError: rules: expected an object of RuleSet knobs, got a list
    """
    if value.__class__ is not dict and not isinstance(value, dict):
        raise expected(value, where, fail, what)
    if keys is not None:
        unknown = value.keys() - keys
        if unknown:
            first = min(unknown, key=str)
            known = ", ".join(sorted(keys))
            raise fail(where, f"unknown {noun} {_shown(first)}; the {noun}s are {known}")
    if required:
        missing = required - value.keys()
        if missing:
            raise fail(where, f"the {noun} {min(missing)!r} is missing")
    return value


def _shown(key: object) -> str:
    """A key of an object for a message (any key a Python caller may give)."""
    if key.__class__ is str:
        return kind(key).removeprefix("the text ")
    return kind(key)


def seat(value: Any, where: str, fail: Fail) -> int:
    """A seat, 0-3 (North, East, South, West), as an ``int``.

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> seat(3, "dealer", fail)
    3
    >>> seat("West", "dealer", fail)
    Traceback (most recent call last):
    ...
    ValueError: dealer: expected a seat, 0-3 (North, East, South, West), got the text 'West'
    """
    if value.__class__ is int and 0 <= value <= 3:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return int(value)
    raise expected(value, where, fail, _SEAT)


def seat_or_null(value: Any, where: str, fail: Fail) -> int | None:
    """A seat, 0-3 (as :func:`seat`), or None for null.

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> seat_or_null(None, "maker", fail), seat_or_null(1, "maker", fail)
    (None, 1)
    >>> seat_or_null(4, "maker", fail)
    Traceback (most recent call last):
    ...
    ValueError: maker: expected a seat, 0-3 (North, East, South, West), or null, got the number 4
    """
    if value is None:
        return None
    if value.__class__ is int and 0 <= value <= 3:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return int(value)
    raise expected(value, where, fail, _SEAT + ", or null")


def suit_or_null(value: Any, where: str, fail: Fail) -> Suit | None:
    """A suit, 0-3 (clubs, diamonds, hearts, spades), as a :class:`~euchre.Suit`, or None
    for null.

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> suit_or_null(2, "trump", fail), suit_or_null(None, "trump", fail)
    (<Suit.HEARTS: 2>, None)
    >>> suit_or_null("hearts", "trump", fail)
    Traceback (most recent call last):
    ...
    ValueError: trump: expected a suit, 0-3 (clubs, diamonds, hearts, spades), or null, got the text 'hearts'
    """
    if value is None:
        return None
    if value.__class__ is int and 0 <= value <= 3:
        return _SUITS[value]
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return _SUITS[int(value)]
    raise expected(value, where, fail, _SUIT)


def one_of(value: Any, where: str, fail: Fail, choices: Sequence[str | None]) -> Any:
    """One of the texts ``choices`` (None among them: null), returned as is.

    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> one_of("farmer", "declared", fail, (None, "ace no face", "farmer"))
    'farmer'
    >>> one_of("hand", "type", fail, ("rules", "deal", "action", "game"))
    Traceback (most recent call last):
    ...
    ValueError: type: expected one of rules, deal, action, game, got the text 'hand'
    """
    if (value is None or value.__class__ is str) and value in choices:
        return value
    names = ", ".join("null" if choice is None else choice for choice in choices)
    raise expected(value, where, fail, f"one of {names}")


def enum_member(cls: type[E], value: object) -> E | None:
    """An enum member from its name (any case, spaces around ignored) or, failing that, its
    value; None when ``value`` is neither (a value matches only if it has the member
    value's own type: the number 2 is hearts, but 2.0 and True are nothing).

    >>> from euchre import Suit
    >>> enum_member(Suit, " Hearts"), enum_member(Suit, 2), enum_member(Suit, 2.0)
    (<Suit.HEARTS: 2>, <Suit.HEARTS: 2>, None)
    """
    if isinstance(value, str):
        key = value.strip().lower()
        for member in cls:
            if member.name.lower() == key:
                return member
    for member in cls:
        if type(member.value) is type(value) and member.value == value:
            return member
    return None


def member(value: Any, where: str, fail: Fail, cls: type[E]) -> E:
    """A member of the enum ``cls`` by its name or value (see :func:`enum_member`); the
    message lists the names.

    >>> from euchre import Suit
    >>> def fail(where: str, message: str) -> ValueError:
    ...     return ValueError(f"{where}: {message}")
    >>> member("spades", "joker_suit", fail, Suit)
    <Suit.SPADES: 3>
    >>> member("stars", "joker_suit", fail, Suit)
    Traceback (most recent call last):
    ...
    ValueError: joker_suit: expected one of clubs, diamonds, hearts, spades, got the text 'stars'
    """
    found = enum_member(cls, value)
    if found is None:
        names = ", ".join(item.name.lower() for item in cls)
        raise expected(value, where, fail, f"one of {names}")
    return found
