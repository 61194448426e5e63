"""benchmarks/openspiel_floor.py plays a Python game that does nothing in the playout loop and
prints a paired ratio per measure (a smoke run)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "openspiel_floor.py"
MEASURES = ("floor", "ours_vs_floor", "apply_call")


def test_smoke_run_prints_a_paired_ratio_for_the_floor_our_game_and_one_call() -> None:
    run = subprocess.run(
        [sys.executable, str(BENCHMARK), "--seconds", "0.05", "--rounds", "1"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    rows = {line.split()[0]: line for line in run.stdout.splitlines() if line.split()[:1] and line.split()[0] in MEASURES}
    assert set(rows) == set(MEASURES)
    for row in rows.values():
        # the two rates, the unit, the ratio with its quartiles, its inverse
        assert re.match(r"\w+ +[\d,.]+ +[\d,.]+ +\S+ +\d\.\d{3} \(\d\.\d{3} - \d\.\d{3}\) +[\d.]+x$", row), row


def test_the_floor_game_plays_whole_hands_of_the_declared_length() -> None:
    sys.path.insert(0, str(BENCHMARK.parent))
    try:
        import openspiel_floor
    finally:
        sys.path.remove(str(BENCHMARK.parent))
    game = openspiel_floor.register()
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        outcomes = state.chance_outcomes() if state.is_chance_node() else [(a, 0) for a in state.legal_actions()]
        state.apply_action(outcomes[-1][0])
        steps += 1
    assert steps == 1 + openspiel_floor.CARDS + openspiel_floor.DECISIONS
    assert len(state.history()) == steps and state.returns() == [0.0] * 4
