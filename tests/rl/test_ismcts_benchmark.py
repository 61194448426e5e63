"""benchmarks/ismcts_vs_random.py plays ISMCTS against random players and prints points a
hand (a smoke run: two hands, a few simulations; needs OpenSpiel, the ``oracle`` extra)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "ismcts_vs_random.py"
LINE = re.compile(
    r"python_euchre_cutthroat: ISMCTS \(3 simulations\) at seats \[1\] vs random: [+-]\d+\.\d{3} points a "
    r"hand \(95% CI [+-]\d+\.\d{3} to [+-]\d+\.\d{3}\), 2 hands, (\d+) ISMCTS decisions, "
)


def test_ismcts_benchmark_smoke_run_prints_points_a_hand_and_repeats() -> None:
    args = [sys.executable, str(BENCHMARK), "--game", "python_euchre_cutthroat", "--hands", "2",
            "--simulations", "3", "--seats", "1", "--seed", "4"]
    runs = [subprocess.run(args, capture_output=True, text=True, check=True, timeout=300) for _ in range(2)]
    found = LINE.match(runs[0].stdout)
    assert found, runs[0].stdout
    assert int(found.group(1)) > 0
    # the same seed, the same hands: everything but the time matches
    assert runs[0].stdout.split(" ISMCTS decisions")[0] == runs[1].stdout.split(" ISMCTS decisions")[0]
