"""Complete random hands per second: a random legal action at every decision, a fresh
random deal per hand (the loop OpenSpiel's figure of about 27,000 hands/s on a 2-core
machine was measured with).

Run: ``python benchmarks/random_playout.py [--rules OPENSPIEL] [--seconds 5]``
"""

from __future__ import annotations

import argparse
import random
import time

import euchre


def play_hands(rules: euchre.RuleSet, seconds: float, seed: int = 0) -> tuple[int, float]:
    """Play random hands for about ``seconds``; return (hands, elapsed)."""
    rng = random.Random(seed)
    choice = rng.choice
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(100):
            deal = euchre.Deal.random(rules, rng)
            state = euchre.new_game(rules, dealer=rng.randrange(4), deal=deal)
            while state.hand_number == 0 and not state.is_over:
                state = state.apply(choice(state.legal_actions()))
            hands += 1
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="OPENSPIEL")
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rules = euchre.presets.get(args.rules)
    hands, elapsed = play_hands(rules, args.seconds)
    print(f"{hands / elapsed:,.0f} random hands/s ({rules.name}, {hands} hands in {elapsed:.1f} s)")


if __name__ == "__main__":
    main()
