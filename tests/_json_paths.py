"""The one helper the tests' JSON mutators share: every path inside a JSON value."""

from __future__ import annotations

from typing import Any


def json_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path inside a JSON value (the root is ``()``).

    >>> json_paths({"a": [1]})
    [(), ('a',), ('a', 0)]
    """
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += json_paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += json_paths(item, (*path, i))
    return out
