"""examples/train_policy.py trains and measures a policy (run tiny here)."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import numpy as np

import euchre
from euchre import presets
from euchre.bots import RuleBot, play_hand
from euchre.encoding import Encoding

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_policy.py"
RESULT = re.compile(
    r"policy vs (random|rule): [+-]\d+\.\d{3} points per deal pair "
    r"\(95% CI [+-]\d+\.\d{3} to [+-]\d+\.\d{3}\), (\d+) deal pairs, (\d+) decisions, all legal, "
    r"\d+\.\d min"
)


def test_quick_run_prints_training_and_both_duplicate_lines() -> None:
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), "--episodes", "20", "--deals", "8", "--batch", "10"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = run.stdout.splitlines()
    assert re.fullmatch(
        r"trained on 20 hands against rule bots in \d+\.\d min; mean reward per hand: "
        r"first tenth [+-]\d+\.\d{3}, last tenth [+-]\d+\.\d{3}",
        lines[0],
    )
    matches = [RESULT.fullmatch(line) for line in lines[1:3]]
    assert [m.group(1) for m in matches if m] == ["random", "rule"]
    for m in matches:
        assert m is not None and m.group(2) == "8" and int(m.group(3)) > 0
    assert re.fullmatch(r"total \d+\.\d min", lines[3])


def test_trained_policy_bot_makes_only_legal_moves_under_every_preset() -> None:
    example = runpy.run_path(str(EXAMPLE))
    rng = np.random.default_rng(0)
    for name in presets.names():
        rules = presets.get(name)
        enc = Encoding(rules)
        # an untrained policy (random weights) is the hardest case: nothing steers it to a
        # legal id but the mask
        policy = example["Policy"](enc.observation_shape[0], 8, enc.num_actions, rng)
        bot = example["PolicyBot"](policy, enc)
        for seed in range(5):
            state = euchre.new_game(rules, seed=seed)
            table = [bot if s % 2 == 0 else RuleBot(s) for s in range(rules.table.players)]
            seen = bot.decisions
            after = play_hand(state, table)  # Bot.act raises on an illegal action
            assert after.results and bot.decisions > seen
        view_state = euchre.new_game(rules, seed=9)
        view = view_state.view(view_state.to_act)
        assert bot.act(view) in view.legal_actions


def test_the_example_is_deterministic_given_its_seed() -> None:
    example = runpy.run_path(str(EXAMPLE))
    first = example["main"](["--episodes", "16", "--deals", "4", "--batch", "8", "--seed", "3"])
    second = example["main"](["--episodes", "16", "--deals", "4", "--batch", "8", "--seed", "3"])
    assert [(o, r.pairs, d) for o, r, d in first] == [(o, r.pairs, d) for o, r, d in second]
