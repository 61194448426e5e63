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

from euchre._reader import boolean, expected, fields, listed, member, text, whole
from euchre.errors import RuleSetError
from euchre.rules.ruleset import RuleSet

__all__ = ["RulesJsonError", "from_json", "leaves", "to_json"]


class RulesJsonError(RuleSetError):
    """A JSON value that is not a RuleSet; ``where`` is the path inside the document."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where




def _error(where: str, message: str) -> RulesJsonError:
    return RulesJsonError(f"{where}: {message}" if where else message, where or None)


#: The table's knobs at the four-seat game's values: left out of the JSON there, so every
#: record of a four-seat game reads exactly as it did before other tables existed.
_FOUR_SEAT_TABLE = {"players": 4, "partnership": "teams", "dummy": 0, "double_deck_tie": "first"}


def to_json(rules: RuleSet) -> dict[str, Any]:
    """The JSON object of a RuleSet: every knob by name (``scoring`` as an object), but the
    table's knobs only where they differ from the four-seat game.

    >>> import euchre
    >>> data = to_json(euchre.presets.CARDGAMES_IO)
    >>> data["stick_the_dealer"], data["deal_pattern"], data["scoring"]["euchre"]
    (True, [3, 3, 3, 3, 2, 2, 2, 2], 2)
    >>> "players" in data, to_json(euchre.RuleSet(players=3))["players"]
    (False, 3)
    """
    encoded = _encode(rules, "rules")
    assert isinstance(encoded, dict)
    for knob, four_seat in _FOUR_SEAT_TABLE.items():
        if encoded[knob] == four_seat:
            del encoded[knob]
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
    knobs = fields(data, where, _error, _knobs(RuleSet), noun="knob", what=_OBJECT_OF_KNOBS)
    template = RuleSet()
    kwargs = {
        key: _decode(value, getattr(template, key), f"{where}.{key}")
        for key, value in knobs.items()
    }
    try:
        return RuleSet(**kwargs)
    except (TypeError, ValueError) as error:
        raise _error(where, str(error)) from None


_OBJECT_OF_KNOBS = "an object of RuleSet knobs"


def leaves(rules: object, prefix: str = "") -> dict[str, object]:
    """Every knob of a RuleSet by its dotted name (Scoring's values as ``scoring.<name>``):
    what the text record's headers and EGN's check of what it can state both read.

    >>> import euchre
    >>> knobs = leaves(euchre.presets.STANDARD)
    >>> knobs["stick_the_dealer"], knobs["scoring.lone_march"]
    (False, 4)
    """
    out: dict[str, object] = {}
    for field in attrs.fields(cast(Any, type(rules))):
        value = getattr(rules, field.name)
        if attrs.has(type(value)):
            out.update(leaves(value, f"{prefix}{field.name}."))
        else:
            out[prefix + field.name] = value
    return out


def _knobs(cls: type) -> frozenset[str]:
    """The names of the values of the attrs class ``cls`` (a RuleSet, its Scoring)."""
    return frozenset(attrs.fields_dict(cls))


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


def _decode(value: object, template: object, where: str) -> Any:
    """Read a JSON value shaped like ``template`` (the knob's default)."""
    if attrs.has(type(template)):
        cls: Any = type(template)
        name = cls.__name__
        values = fields(
            value,
            where,
            _error,
            _knobs(cls),
            noun=f"{name} value",
            what=f"an object of {name} values",
        )
        kwargs = {
            key: _decode(item, getattr(template, key), f"{where}.{key}")
            for key, item in values.items()
        }
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as error:
            raise _error(where, str(error)) from None
    if isinstance(template, enum.Enum):
        return member(value, where, _error, type(template))
    if isinstance(template, tuple):
        inner = template[0] if template else None
        items = listed(value, where, _error)
        return tuple(_decode(item, inner, f"{where}[{i}]") for i, item in enumerate(items))
    if isinstance(template, bool):
        return boolean(value, where, _error)
    if isinstance(template, int):
        return whole(value, where, _error)
    if isinstance(template, str):
        return text(value, where, _error)
    # default None (an optional value): any JSON scalar; the RuleSet validates it
    if isinstance(value, (dict, list)):
        raise expected(value, where, _error, "a single value")
    return value
