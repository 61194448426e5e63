"""Train a small policy on the CPU with NumPy, then measure it in duplicate.

The policy is a one-hidden-layer network (tanh) over the observation tensor of
``euchre.encoding`` with a softmax over the legal action ids only (the action mask).
It learns by REINFORCE with a baseline: it plays one seat of the Gymnasium environment
``euchre.envs.gym_env`` with bots at the other three seats (RuleBot by default, its partner
included), one hand per episode; each hand's reward, its team's points minus the other
team's, is credited to every decision of the hand, less the batch's mean; Adam updates the
weights after each batch of hands.

Then the trained policy, wrapped as a :class:`euchre.bots.Bot` that plays the legal action
of highest probability, partners itself in duplicate matches (``euchre.duplicate.match``:
each deal played twice, seats swapped) against RandomBot and RuleBot; each line gives its
mean net points per deal pair with the 95% interval. Its decisions are checked to be legal
(``Bot.act`` refuses any other) and counted.

Run (the figures in docs/rl.md)::

    python examples/train_policy.py --episodes 20000 --deals 2000

Quick run (seconds): ``python examples/train_policy.py --episodes 20 --deals 8``.
Needs the ``rl`` extra (NumPy, PettingZoo, Gymnasium).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from euchre import View, duplicate, presets
from euchre.actions import Action
from euchre.bots import Bot
from euchre.encoding import Encoding
from euchre.envs import gym_env
from euchre.rules import RuleSet

Array = np.ndarray[Any, Any]

ADAM_BETAS = (0.9, 0.999)  # Adam's usual decay rates of the first and second moments
ADAM_EPS = 1e-8
NORMALISE_EPS = 1e-6  # keeps the advantages finite when a batch's rewards are all equal
INIT_SCALE = 0.1  # weights start uniform in +-INIT_SCALE / sqrt(fan-in)


class Policy:
    """A tanh MLP over the observation, a softmax over the legal ids (NumPy only)."""

    def __init__(self, inputs: int, hidden: int, actions: int, rng: np.random.Generator) -> None:
        def layer(fan_in: int, fan_out: int) -> Array:
            weights: Array = rng.uniform(-1, 1, (fan_in, fan_out)) * INIT_SCALE / np.sqrt(fan_in)
            return weights

        self.params = {
            "w1": layer(inputs, hidden),
            "b1": np.zeros(hidden),
            "w2": layer(hidden, actions),
            "b2": np.zeros(actions),
        }
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.updates = 0

    def probabilities(self, obs: Array, masks: Array) -> tuple[Array, Array]:
        """(hidden activations, action probabilities) for a batch of observations; the
        illegal ids get probability 0."""
        p = self.params
        hidden = np.tanh(obs @ p["w1"] + p["b1"])
        logits = hidden @ p["w2"] + p["b2"]
        logits = np.where(masks, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        weights = np.exp(logits)
        return hidden, weights / weights.sum(axis=1, keepdims=True)

    def gradient(self, obs: Array, masks: Array, actions: Array, advantages: Array) -> dict[str, Array]:
        """The gradient of sum(advantage * log pi(action | obs)) over the batch."""
        hidden, probs = self.probabilities(obs, masks)
        d_logits = -probs
        d_logits[np.arange(len(actions)), actions] += 1.0
        d_logits *= advantages[:, None]
        d_hidden = (d_logits @ self.params["w2"].T) * (1.0 - hidden**2)
        return {
            "w2": hidden.T @ d_logits,
            "b2": d_logits.sum(axis=0),
            "w1": obs.T @ d_hidden,
            "b1": d_hidden.sum(axis=0),
        }

    def ascend(self, grads: dict[str, Array], lr: float) -> None:
        """One Adam step up the gradient."""
        self.updates += 1
        b1, b2 = ADAM_BETAS
        for key, grad in grads.items():
            m, v = self.moments[key]
            m[:] = b1 * m + (1 - b1) * grad
            v[:] = b2 * v + (1 - b2) * grad**2
            m_hat = m / (1 - b1**self.updates)
            v_hat = v / (1 - b2**self.updates)
            self.params[key] += lr * m_hat / (np.sqrt(v_hat) + ADAM_EPS)


class PolicyBot(Bot):
    """The trained policy as a bot: the legal action of highest probability in its view."""

    name = "policy"

    def __init__(self, policy: Policy, encoding: Encoding, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.policy = policy
        self.encoding = encoding
        self.decisions = 0

    def choose(self, view: View) -> Action:
        obs = self.encoding.observation(view)[None, :]
        mask = self.encoding.legal_mask(view)[None, :]
        _, probs = self.policy.probabilities(obs, mask)
        self.decisions += 1
        return self.encoding.action(int(probs[0].argmax()))


class PolicyBots:
    """A bot factory for ``duplicate.match`` (a seed in, a PolicyBot out) that keeps the
    bots it built, to count their decisions."""

    name = "policy"

    def __init__(self, policy: Policy, encoding: Encoding) -> None:
        self.policy = policy
        self.encoding = encoding
        self.built: list[PolicyBot] = []

    def __call__(self, seed: int | str) -> Bot:
        self.built.append(PolicyBot(self.policy, self.encoding, seed))
        return self.built[-1]


Step = tuple[Array, Array, int]  # observation, legal mask, action id


def play_batch(
    env: Any, policy: Policy, episodes: int, rng: np.random.Generator
) -> tuple[list[list[Step]], list[float]]:
    """Play ``episodes`` hands sampling from the policy: the decisions of each hand as
    (observations, masks, actions) and each hand's total reward."""
    trajectories: list[list[Step]] = []
    returns: list[float] = []
    for _ in range(episodes):
        obs, _ = env.reset()
        steps: list[Step] = []
        total, done = 0.0, False
        while not done:
            mask = obs["action_mask"].astype(bool)
            _, probs = policy.probabilities(obs["observation"][None, :], mask[None, :])
            action = int(rng.choice(len(mask), p=probs[0]))
            steps.append((obs["observation"], mask, action))
            obs, reward, terminated, truncated, _ = env.step(action)
            total += reward
            done = terminated or truncated
        trajectories.append(steps)
        returns.append(total)
    return trajectories, returns


def train(rules: RuleSet, args: argparse.Namespace) -> tuple[Policy, list[float]]:
    """REINFORCE against ``args.opponent`` bots; the policy and every hand's reward."""
    rng = np.random.default_rng(args.seed)
    env = gym_env(rules, opponents=(args.opponent,) * 3)
    env.reset(seed=args.seed)
    enc = env.table.encoding
    policy = Policy(enc.observation_shape[0], args.hidden, enc.num_actions, rng)
    rewards: list[float] = []
    while len(rewards) < args.episodes:
        batch = min(args.batch, args.episodes - len(rewards))
        trajectories, returns = play_batch(env, policy, batch, rng)
        rewards.extend(returns)
        advantage = np.asarray(returns) - np.mean(returns)
        advantage /= advantage.std() + NORMALISE_EPS
        steps = [(s, a) for steps, a in zip(trajectories, advantage, strict=True) for s in steps]
        obs = np.stack([s[0] for s, _ in steps])
        masks = np.stack([s[1] for s, _ in steps])
        actions = np.array([s[2] for s, _ in steps])
        policy.ascend(policy.gradient(obs, masks, actions, np.array([a for _, a in steps])), args.lr)
    return policy, rewards


def evaluate(policy: Policy, rules: RuleSet, args: argparse.Namespace) -> list[tuple[str, duplicate.DuplicateResult, int]]:
    """Duplicate matches of the policy (both partners) against each opponent; with the
    number of decisions the policy made (each checked legal by ``Bot.act``)."""
    enc = Encoding(rules)
    results = []
    for opponent in ("random", "rule"):
        factory = PolicyBots(policy, enc)
        result = duplicate.match(factory, opponent, rules, deals=args.deals, seed=args.seed)
        results.append((opponent, result, sum(b.decisions for b in factory.built)))
    return results


def main(argv: Sequence[str] | None = None) -> list[tuple[str, duplicate.DuplicateResult, int]]:
    """Train, evaluate, print the report; the duplicate results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=20_000, help="training hands (default 20000)")
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deal pairs per opponent (default 2000)")
    parser.add_argument("--opponent", default="rule", help="training bots: rule or random (default rule)")
    parser.add_argument("--batch", type=int, default=64, help="hands per update (default 64)")
    parser.add_argument("--hidden", type=int, default=64, help="hidden units (default 64)")
    parser.add_argument("--lr", type=float, default=3e-3, help="Adam's step size (default 0.003)")
    parser.add_argument("--seed", type=int, default=0, help="seed of training and deals (default 0)")
    args = parser.parse_args(argv)
    rules = presets.DEFAULT
    start = time.perf_counter()
    policy, rewards = train(rules, args)
    trained = time.perf_counter() - start
    tail = rewards[-max(1, len(rewards) // 10) :]
    print(
        f"trained on {len(rewards)} hands against {args.opponent} bots in {trained / 60:.1f} min; "
        f"mean reward per hand: first tenth {np.mean(rewards[: len(tail)]):+.3f}, "
        f"last tenth {np.mean(tail):+.3f}"
    )
    results = evaluate(policy, rules, args)
    for opponent, result, decisions in results:
        low, high = result.ci
        print(
            f"policy vs {opponent}: {result.mean:+.3f} points per deal pair "
            f"(95% CI {low:+.3f} to {high:+.3f}), {result.n} deal pairs, "
            f"{decisions} decisions, all legal, {result.elapsed / 60:.1f} min"
        )
    print(f"total {(time.perf_counter() - start) / 60:.1f} min")
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
