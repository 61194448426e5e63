"""benchmarks/rl_speed.py runs and prints a row per measure (a smoke run)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "rl_speed.py"


def test_rl_speed_smoke_run_prints_steps_per_second_of_both_measures() -> None:
    run = subprocess.run(
        [sys.executable, str(BENCHMARK), "--seconds", "0.05", "--rounds", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    rows = {line.split()[0]: line for line in run.stdout.splitlines() if line[:3] in ("aec", "eng")}
    assert set(rows) == {"aec", "engine"}
    for row in rows.values():
        # steps/s, then OpenSpiel's rate and the ratio when OpenSpiel is installed, or "-"
        assert re.match(r"\w+ +[\d,]+ +([\d,]+ +\d\.\d\d \(|- +-)", row), row
