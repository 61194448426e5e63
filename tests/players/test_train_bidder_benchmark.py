"""benchmarks/train_bidder.py makes data, fits a network and screens the bidders' regret
(a smoke run of each step, small enough for the suite)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import euchre
from euchre.bots._bidnet import HEADS, BidNet, _key, _rules_key

np = pytest.importorskip("numpy")

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "train_bidder.py"


def _run(*args: str) -> str:
    run = subprocess.run([sys.executable, str(BENCHMARK), *args], capture_output=True, text=True, check=True, timeout=600)
    return run.stdout


def test_smoke_run_makes_data_fits_a_network_for_the_rules_and_screens_regret(tmp_path: Path) -> None:
    data, params = tmp_path / "g4a.npz", tmp_path / "bidnet.json"
    out = _run("data", "--rules", "GAMES4ALL", "--hands", "5", "--workers", "1", "--out", str(data))
    decisions = int(re.search(r"5 hands, (\d+) decisions", out).group(1))  # type: ignore[union-attr]
    arrays = np.load(data)
    assert decisions > 0 and arrays["x"].shape == (decisions, 35) and arrays["y"].shape == (decisions, len(HEADS))
    # every decision values at least two choices (pass and one more), and only legal ones
    assert (arrays["mask"].sum(1) >= 2).all() and (arrays["y"][arrays["mask"] == 0] == 0).all()

    _run("fit", str(data), "--rules", "GAMES4ALL", "--epochs", "1", "--out", str(params))
    net = BidNet(json.loads(params.read_text()))
    assert _key(net.rules) == _rules_key(euchre.presets.GAMES4ALL)  # the key network_for looks up
    state = euchre.new_game(euchre.presets.GAMES4ALL, seed=3)
    assert set(net.values(state.view(state.to_act))) == set(state.legal_actions())

    out = _run("regret", "--rules", "GAMES4ALL", "--hands", "2", "--samples", "2")
    assert re.search(r"GAMES4ALL: \d+ bidding decisions of 2 hands", out)
    for who in ("net", "search", "rule"):
        assert re.search(rf"{who} +regret \d+\.\d{{4}} a decision", out), out
