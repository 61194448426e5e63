"""How many examples each Hypothesis test draws: its own count times one multiplier,
``EUCHRE_FUZZ`` (a number, or ``long`` for :data:`LONG_SCALE`; 1 when unset).

A longer run (``EUCHRE_FUZZ=long``, or any number over 1) draws fresh inputs on every run. A
shorter one (a number under 1) keeps the fixed draws of the ``ci`` profile: ``.ci/run``'s
compiled stage uses one to check the compiled build on fewer of the same kind of cases that the
first stage checks in full. A test whose count is a coverage bound (draw until every knob or
every table is seen) keeps its own count.
"""

from __future__ import annotations

import math
import os

#: ``EUCHRE_FUZZ=long`` multiplies every test's examples by this.
LONG_SCALE = 50.0


def scale() -> float:
    """The multiplier of every test's ``max_examples``: 1 unless ``EUCHRE_FUZZ`` says otherwise.

    ``EUCHRE_FUZZ=long`` gives :data:`LONG_SCALE`; a number gives itself.
    """
    raw = os.environ.get("EUCHRE_FUZZ", "").strip().lower()
    if raw in ("", "ci", "default", "1"):
        return 1.0
    if raw == "long":
        return LONG_SCALE
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(f"EUCHRE_FUZZ={raw!r}: use 'long' or a number (a multiplier)") from None
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"EUCHRE_FUZZ={raw!r}: the multiplier must be a positive number")
    return value


def examples(base: int) -> int:
    """``base`` examples, scaled (at least one)."""
    return max(1, round(base * scale()))


def fixed_draws() -> bool:
    """True unless the run asks for more examples than the tests' own (then it draws fresh)."""
    return scale() <= 1.0
