"""Values of every kind for the tests that feed the library's constructors and parsers
anything at all (tests/values, tests/rules/test_ruleset_validation.py): each must raise only
the library's own errors (EuchreError subclasses), with a readable message."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from euchre import Card, EuchreError, Rank, Seat, Suit, parse_card, presets

HUGE = 10**5000  # too many digits for repr(): a message that quotes it must not fail


def _numpy_values() -> list[object]:
    """NumPy values (a test extra): an array's ``==`` is no bool, its scalars are no ints."""
    try:
        import numpy
    except ImportError:  # pragma: no cover
        return []
    return [
        numpy.array([1, 2]),
        numpy.array([]),
        numpy.array(["knock"]),
        numpy.int64(2),
        numpy.float64("nan"),
        numpy.bool_(True),
    ]


NUMPY = _numpy_values()


def own_error_only(call: Callable[..., object], *args: Any, **kwargs: Any) -> object | None:
    """Run ``call``; return its result, or None when it raised an EuchreError (whose message
    must be readable). Any other exception fails the test."""
    try:
        return call(*args, **kwargs)
    except EuchreError as error:
        assert str(error), "an error with no message"
        return None


# --- hypothesis: random values of every kind, for every constructor and parser -------------


SPECIAL = st.one_of(
    st.sampled_from([4400, 5000]).map(lambda digits: 10**digits),  # too big for repr()
    st.sampled_from([2**63, -(2**63), 2**64, math.inf, -math.inf, math.nan, -0.0, 1e308, "", " "]),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(-5, 80),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.binary(max_size=6),
    SPECIAL,
)
#: The library's own values and words, so the random values also reach the deeper paths.
PLAUSIBLE = st.sampled_from(
    [*Suit, *Rank, *Seat, Card.JOKER, parse_card("Jd"), presets.STANDARD, random.Random(1)]
    + ["Jd", "10♥", "jo", "hearts", "♠", "no trump", "low", "north", "best", "moon", "9", "T"]
)
ANY = st.one_of(
    SCALARS,
    PLAUSIBLE,
    st.lists(st.one_of(SCALARS, PLAUSIBLE), max_size=5),
    st.tuples(st.one_of(SCALARS, PLAUSIBLE)),
    st.dictionaries(st.text(max_size=4), SCALARS, max_size=3),
    st.sets(st.integers(0, 5), max_size=3),
    st.sampled_from(NUMPY) if NUMPY else st.nothing(),
)

FUZZ = settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

