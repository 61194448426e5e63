"""The examples and benchmarks stay true to the code: each runs and prints what it says."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_example_dispute_settles_both_questions() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "dispute.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = run.stdout.splitlines()
    assert lines[0].startswith("play Jd is legal")
    assert lines[1] == "North alone, West defends alone: West leads."


def test_example_random_game_finishes() -> None:
    namespace = runpy.run_path(str(ROOT / "examples" / "random_game.py"))
    state = namespace["main"](3)
    assert state.is_over and max(state.scores) >= 10


def test_example_duplicate_match_runs() -> None:
    main = runpy.run_path(str(ROOT / "examples" / "duplicate_match.py"))["main"]
    result = main(["--a", "rule", "--b", "random", "--deals", "10", "--quiet"])
    assert result.n == 10


def test_benchmark_random_playout_prints_one_figure() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "random_playout.py"), "--seconds", "0.2"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "random hands/s" in run.stdout
