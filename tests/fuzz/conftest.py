"""The fuzz suite's settings profile and its report of outcome counts.

``EUCHRE_FUZZ`` unset: every test runs its fixed number of examples, derandomized (CI sees
the same inputs every run). ``EUCHRE_FUZZ=long`` (or a number, a multiplier) scales every
test's examples and draws fresh inputs. ``EUCHRE_FUZZ_REPORT=path`` writes, at the end of
the session, the inputs tried per entry point, accepted, rejected with the library's own
errors, anything else, and broken properties, as JSON (``python tests/fuzz/report.py
path`` prints the table).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from _fuzz_harness import counts_as_json, register_profile, scale

register_profile()

_STARTED = time.time()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write the outcome counts as JSON when ``EUCHRE_FUZZ_REPORT`` names a file."""
    target = os.environ.get("EUCHRE_FUZZ_REPORT")
    if not target:
        return
    report = {
        "scale": scale(),
        "seconds": round(time.time() - _STARTED, 1),
        "exitstatus": int(exitstatus),
        "entries": counts_as_json(),
    }
    Path(target).write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")


@pytest.fixture(autouse=True)
def _bounded_shrinking(monkeypatch: pytest.MonkeyPatch) -> None:
    """A failing fuzz test shrinks its input for at most 10 s (60 s in a long run), so a
    regression costs CI seconds, not minutes (hypothesis allows 300 s by default)."""
    from hypothesis.internal.conjecture import engine

    if hasattr(engine, "MAX_SHRINKING_SECONDS"):
        monkeypatch.setattr(engine, "MAX_SHRINKING_SECONDS", 10 if scale() == 1.0 else 60)
