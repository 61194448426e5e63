"""examples/maskable_ppo.py trains sb3-contrib's MaskablePPO and measures it (run tiny here).

Opt-in: these tests need sb3-contrib and PyTorch (``pip install "euchre-rules[rl,sb3]"``),
which CI's default install leaves out; without them they are skipped by
``pytest.importorskip``."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("torch")
pytest.importorskip("sb3_contrib")

from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.utils import get_action_masks, is_masking_supported
from stable_baselines3.common.env_checker import check_env
from stable_baselines3.common.env_util import make_vec_env

import euchre
from euchre import presets
from euchre.bots import RuleBot, play_hand
from euchre.encoding import Encoding
from euchre.envs import GYM_ID, gym_env

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "maskable_ppo.py"
RESULT = re.compile(
    r"maskable-ppo vs (random|rule): [+-]\d+\.\d{3} points per deal pair "
    r"\(95% CI [+-]\d+\.\d{3} to [+-]\d+\.\d{3}\), (\d+) deal pairs, (\d+) decisions, all legal, "
    r"\d+ s"
)
QUICK = ["--timesteps", "128", "--n-steps", "64", "--batch", "32", "--deals", "4", "--seconds", "0"]


def test_stable_baselines_checks_pass_and_find_the_masks_without_a_wrapper() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # SB3's checker warns about anything it dislikes
        check_env(gym_env("STANDARD"))
    vec = make_vec_env(GYM_ID, n_envs=2, env_kwargs={"rules": "bid"})
    vec.reset()
    assert is_masking_supported(vec)
    masks = get_action_masks(vec)
    assert masks.shape == (2, Encoding(presets.BID_EUCHRE).num_actions) and masks.any(axis=1).all()


def test_quick_run_prints_training_and_both_duplicate_lines() -> None:
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), *QUICK], capture_output=True, text=True, check=True
    )
    lines = run.stdout.splitlines()
    assert re.fullmatch(
        r"trained on 128 decisions \(\d+ hands\) against rule bots in \d+ s; mean reward per "
        r"hand: first tenth [+-]\d+\.\d{3}, last tenth [+-]\d+\.\d{3}",
        lines[0],
    )
    matches = [RESULT.fullmatch(line) for line in lines[1:3]]
    assert [m.group(1) for m in matches if m] == ["random", "rule"]
    for m in matches:
        assert m is not None and m.group(2) == "4" and int(m.group(3)) > 0
    assert re.fullmatch(r"total \d+ s", lines[3])


def test_the_time_limit_stops_training() -> None:
    example = runpy.run_path(str(EXAMPLE))
    args = example["argparse"].Namespace(
        rules="CARDGAMES_IO", opponent="random", n_steps=32, batch=32, seed=1,
        timesteps=10**9, seconds=0.5,
    )
    model, rewards, trained = example["train"](args)
    assert model.num_timesteps < 10**9 and trained < 30 and rewards


def test_ppo_bot_makes_only_legal_moves_under_every_preset() -> None:
    example = runpy.run_path(str(EXAMPLE))
    for name in presets.names():
        rules = presets.get(name)
        # an untrained model (random weights) is the hardest case: only the mask keeps
        # it to legal ids
        model = MaskablePPO("MultiInputPolicy", gym_env(name), n_steps=32, seed=0, device="cpu")
        bot = example["PPOBot"](model, Encoding(rules))
        for seed in range(2):
            state = euchre.new_game(rules, seed=seed)
            table = [bot if s % 2 == 0 else RuleBot(s) for s in range(rules.table.players)]
            seen = bot.decisions
            after = play_hand(state, table)  # Bot.act raises on an illegal action
            assert after.results and bot.decisions > seen
