"""RuleSets as JSON: every knob by name, read and written generically from the attrs
fields, so a knob added later needs no change here (its default value tells how to read it).

Used by the records and EGN notation and by player views.

>>> import euchre
>>> from euchre.rules import codec
>>> codec.from_json(codec.to_json(euchre.presets.STANDARD)) == euchre.presets.STANDARD
True
"""

from __future__ import annotations

import enum
from typing import Any, cast

import attrs

from euchre.errors import RuleSetError, shown
from euchre.rules.ruleset import RuleSet

__all__ = ["RulesJsonError", "enum_member", "from_json", "kind_of", "to_json"]


class RulesJsonError(RuleSetError):
    """A JSON value that is not a RuleSet; ``where`` is the path inside the document."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


def _error(where: str, message: str) -> RulesJsonError:
    return RulesJsonError(f"{where}: {message}" if where else message, where or None)


def to_json(rules: RuleSet) -> dict[str, Any]:
    """The JSON object of a RuleSet: every knob by name (``scoring`` as an object).

    >>> import euchre
    >>> data = to_json(euchre.presets.CARDGAMES_IO)
    >>> data["stick_the_dealer"], data["deal_pattern"], data["scoring"]["euchre"]
    (True, [3, 3, 3, 3, 2, 2, 2, 2], 2)
    """
    encoded = _encode(rules, "rules")
    assert isinstance(encoded, dict)
    return encoded


def from_json(data: object, where: str = "rules") -> RuleSet:
    """The RuleSet of a JSON object; knobs left out take their defaults.

    Whatever ``data`` holds, the only error is a :class:`RulesJsonError` (a
    :class:`~euchre.errors.RuleSetError`) naming where in the document it was.

    >>> from_json({"target": 11, "scoring": {"euchre": 3}}).scoring.euchre
    3
    >>> from_json({"sticky": True})
    Traceback (most recent call last):
    ...
    euchre.rules.codec.RulesJsonError: rules: unknown knob 'sticky'; the knobs are ...
    """
    if not isinstance(data, dict):
        raise _error(where, f"expected an object of RuleSet knobs, got {kind_of(data)}")
    fields = attrs.fields_dict(RuleSet)
    template = RuleSet()
    kwargs = {}
    for key, value in data.items():
        if key not in fields:
            raise _error(where, f"unknown knob {shown(key)}; the knobs are " + ", ".join(fields))
        kwargs[key] = _decode(value, getattr(template, key), f"{where}.{key}")
    try:
        return RuleSet(**kwargs)
    except (TypeError, ValueError) as error:
        raise _error(where, str(error)) from None


# RuleSet knobs are read and written generically from their attrs fields, so a knob added
# later needs no change here: its default value tells how to read it back from JSON.


def _encode(value: object, where: str) -> Any:
    if attrs.has(type(value)):
        return {
            field.name: _encode(getattr(value, field.name), f"{where}.{field.name}")
            for field in attrs.fields(cast(Any, type(value)))
        }
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, (tuple, list)):
        return [_encode(item, f"{where}[{i}]") for i, item in enumerate(value)]
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    raise _error(where, f"cannot write {value!r} as JSON")  # pragma: no cover


def enum_member(cls: type[enum.Enum], value: object) -> enum.Enum | None:
    """An enum member from its name (any case) or, failing that, its value; None when
    ``value`` is neither (a value matches only if it has the member value's own type: the
    number 2 is hearts, but 2.0 and True are nothing).

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


def kind_of(value: object) -> str:
    """A JSON value described for an error message.

    >>> kind_of([1]), kind_of("x")
    ('a list', "the text 'x'")
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {shown(value)}"
    if isinstance(value, str):
        return f"the text {shown(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return shown(value)


def _decode(value: object, template: object, where: str) -> Any:
    """Read a JSON value shaped like ``template`` (the knob's default)."""
    if attrs.has(type(template)):
        cls: Any = type(template)
        if not isinstance(value, dict):
            raise _error(where, f"expected an object of {cls.__name__} values, got {kind_of(value)}")
        fields = attrs.fields_dict(cls)
        kwargs = {}
        for key, item in value.items():
            if key not in fields:
                raise _error(
                    where,
                    f"unknown {cls.__name__} value {shown(key)}; known: " + ", ".join(fields),
                )
            kwargs[key] = _decode(item, getattr(template, key), f"{where}.{key}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as error:
            raise _error(where, str(error)) from None
    if isinstance(template, enum.Enum):
        found = enum_member(type(template), value)
        if found is None:
            names = ", ".join(member.name.lower() for member in type(template))
            raise _error(where, f"expected one of {names}, got {kind_of(value)}")
        return found
    if isinstance(template, tuple):
        if not isinstance(value, list):
            raise _error(where, f"expected a list, got {kind_of(value)}")
        inner = template[0] if template else None
        return tuple(_decode(item, inner, f"{where}[{i}]") for i, item in enumerate(value))
    if isinstance(template, bool):
        if not isinstance(value, bool):
            raise _error(where, f"expected true or false, got {kind_of(value)}")
        return value
    if isinstance(template, int):
        if not isinstance(value, int) or isinstance(value, bool):
            raise _error(where, f"expected a whole number, got {kind_of(value)}")
        return value
    if isinstance(template, str):
        if not isinstance(value, str):
            raise _error(where, f"expected text, got {kind_of(value)}")
        return value
    # default None (an optional value): any JSON scalar; the RuleSet validates it
    if isinstance(value, (dict, list)):
        raise _error(where, f"expected a single value, got {kind_of(value)}")
    return value
