"""benchmarks/openspiel_algorithms.py runs OpenSpiel's algorithms on both games and prints a
ratio per measure (a smoke run)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "openspiel_algorithms.py"
MEASURES = ("playout", "mccfr", "tabular_q", "tabular_q_compact", "info_tensor", "info_tensor_compact")


def test_smoke_run_prints_a_paired_ratio_for_each_algorithm_loop() -> None:
    run = subprocess.run(
        [sys.executable, str(BENCHMARK), "--seconds", "0.05", "--rounds", "1"],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    rows = {line.split()[0]: line for line in run.stdout.splitlines() if line.split()[:1] and line.split()[0] in MEASURES}
    assert set(rows) == set(MEASURES)
    for row in rows.values():
        # ours, OpenSpiel's rate, the unit, the ratio with its quartiles, how many times slower
        assert re.match(r"\w+ +[\d,.]+ +[\d,.]+ +\S+ +\d\.\d{3} \(\d\.\d{3} - \d\.\d{3}\) +[\d.]+x$", row), row


def test_the_pytorch_agents_are_skipped_with_a_reason_where_pytorch_is_missing() -> None:
    try:
        import torch  # noqa: F401
    except ImportError:
        pass
    else:
        pytest.skip("PyTorch is installed: the DQN and A2C loops run instead (not a smoke run)")
    run = subprocess.run(
        [sys.executable, str(BENCHMARK), "--seconds", "0.05", "--rounds", "1", "--measures", "dqn,a2c"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    assert "dqn: skipped, PyTorch is not installed" in run.stderr
    assert "a2c: skipped, PyTorch is not installed" in run.stderr
