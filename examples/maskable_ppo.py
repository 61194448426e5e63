"""Train sb3-contrib's MaskablePPO on the Gymnasium environment, then measure it in duplicate.

The learner plays North in ``euchre.envs.gym_env`` (one hand per episode, RuleBots at the
three other seats by default, its partner included; reward: its team's points minus the
other team's). ``MaskablePPO`` reads the legal ids from the environment's
``action_masks()`` method: no wrapper is needed. Training stops after ``--timesteps``
decisions or ``--seconds`` of wall time, whichever comes first.

Then the trained policy, wrapped as a :class:`euchre.bots.Bot` that plays its most
probable legal action (``model.predict(..., action_masks=..., deterministic=True)``),
partners itself in duplicate matches (``euchre.duplicate.match``: each deal played twice,
seats swapped) against RandomBot and RuleBot; each line gives its mean net points per deal
pair with the 95% interval. ``Bot.act`` refuses an illegal action, so every decision
counted was legal.

Run (the figures in docs/rl.md)::

    python examples/maskable_ppo.py --seconds 150 --deals 2000

Quick run (seconds): ``python examples/maskable_ppo.py --timesteps 128 --n-steps 64 --deals 4``.
Needs the ``rl`` extra and sb3-contrib, which brings PyTorch:
``pip install "euchre-rules[rl,sb3]"``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from euchre import View, duplicate, presets
from euchre.actions import Action
from euchre.bots import Bot
from euchre.encoding import Encoding
from euchre.envs import gym_env


class TimeLimit(BaseCallback):
    """Stops training once ``seconds`` of wall time have passed (``None``: never)."""

    def __init__(self, seconds: float | None) -> None:
        super().__init__()
        self.seconds = seconds
        self.start = time.perf_counter()

    def _on_training_start(self) -> None:
        self.start = time.perf_counter()

    def _on_step(self) -> bool:
        return self.seconds is None or time.perf_counter() - self.start < self.seconds


class PPOBot(Bot):
    """A trained MaskablePPO model as a bot: its most probable legal action in its view."""

    name = "maskable-ppo"

    def __init__(self, model: MaskablePPO, encoding: Encoding, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.model = model
        self.encoding = encoding
        self.decisions = 0

    def choose(self, view: View) -> Action:
        mask = self.encoding.legal_mask(view)
        obs: dict[str, np.ndarray[Any, Any]] = {
            "observation": self.encoding.observation(view),
            "action_mask": mask.astype(np.int8),
        }
        action, _ = self.model.predict(obs, action_masks=mask, deterministic=True)
        self.decisions += 1
        return self.encoding.action(int(action))


class PPOBots:
    """A bot factory for ``duplicate.match`` (a seed in, a PPOBot out) that keeps the bots
    it built, to count their decisions."""

    name = "maskable-ppo"

    def __init__(self, model: MaskablePPO, encoding: Encoding) -> None:
        self.model = model
        self.encoding = encoding
        self.built: list[PPOBot] = []

    def __call__(self, seed: int | str) -> Bot:
        self.built.append(PPOBot(self.model, self.encoding, seed))
        return self.built[-1]


def train(args: argparse.Namespace) -> tuple[MaskablePPO, list[float], float]:
    """MaskablePPO against ``args.opponent`` bots; the model, every finished hand's reward
    and the training time in seconds."""
    env = gym_env(args.rules, opponents=(args.opponent,) * 3)
    env.reset(seed=args.seed)
    model = MaskablePPO(
        "MultiInputPolicy",
        env,
        n_steps=args.n_steps,
        batch_size=min(args.batch, args.n_steps),
        seed=args.seed,
        device="cpu",
        verbose=0,
    )
    limit = TimeLimit(args.seconds or None)
    start = time.perf_counter()
    model.learn(total_timesteps=args.timesteps, callback=limit)
    trained = time.perf_counter() - start
    monitor: Any = model.get_env().envs[0]  # type: ignore[union-attr]  # SB3's Monitor
    return model, [float(r) for r in monitor.get_episode_rewards()], trained


def evaluate(model: MaskablePPO, args: argparse.Namespace) -> list[tuple[str, duplicate.DuplicateResult, int]]:
    """Duplicate matches of the model (both partners) against RandomBot and RuleBot; with
    the number of decisions the model made (each checked legal by ``Bot.act``)."""
    results = []
    for opponent in ("random", "rule"):
        factory = PPOBots(model, Encoding(presets.get(args.rules)))
        result = duplicate.match(factory, opponent, args.rules, deals=args.deals, seed=args.seed)
        results.append((opponent, result, sum(b.decisions for b in factory.built)))
    return results


def main(argv: Sequence[str] | None = None) -> list[tuple[str, duplicate.DuplicateResult, int]]:
    """Train, evaluate, print the report; the duplicate results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="CARDGAMES_IO", help="a preset's name (default CARDGAMES_IO)")
    parser.add_argument("--timesteps", type=int, default=10_000_000, help="most learner decisions (default 10000000)")
    parser.add_argument("--seconds", type=float, default=150.0, help="most seconds of training, 0: no limit (default 150)")
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deal pairs per opponent (default 2000)")
    parser.add_argument("--opponent", default="rule", help="training bots: rule or random (default rule)")
    parser.add_argument("--n-steps", type=int, default=2048, help="decisions per PPO update (default 2048)")
    parser.add_argument("--batch", type=int, default=64, help="minibatch size (default 64)")
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of training and deals (default 0)")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    start = time.perf_counter()
    model, rewards, trained = train(args)
    tail = rewards[-max(1, len(rewards) // 10) :] or [0.0]
    head = rewards[: len(tail)] or [0.0]
    print(
        f"trained on {model.num_timesteps} decisions ({len(rewards)} hands) against "
        f"{args.opponent} bots in {trained:.0f} s; mean reward per hand: "
        f"first tenth {np.mean(head):+.3f}, last tenth {np.mean(tail):+.3f}"
    )
    results = evaluate(model, args)
    for opponent, result, decisions in results:
        low, high = result.ci
        print(
            f"maskable-ppo vs {opponent}: {result.mean:+.3f} points per deal pair "
            f"(95% CI {low:+.3f} to {high:+.3f}), {result.n} deal pairs, "
            f"{decisions} decisions, all legal, {result.elapsed:.0f} s"
        )
    print(f"total {time.perf_counter() - start:.0f} s")
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
