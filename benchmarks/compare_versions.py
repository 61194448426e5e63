"""Before and after: two source trees of euchre measured in alternating runs on one machine.

Each run is a fresh interpreter with ``PYTHONPATH`` set to one tree's ``src``; it measures, in
that one process,

* the project's loop: ``Deal.random`` + ``new_game(deal=)``, a random legal action at every
  decision until the hand ends (preset ``OPENSPIEL``);
* the loop a first-time user writes: ``new_game(rules, seed=...)``, then
  ``state.apply(choice(state.legal_actions()))`` until the hand ends;
* perft (leaves/s) from three fixed positions after the first trick;
* OpenSpiel's ``euchre`` driven from the same kind of Python loop, when pyspiel is installed,

and prints them as JSON. Runs alternate old, new, new, old, ... so that a shifting machine load
hits both trees alike; the report gives, per figure, the median over rounds of the paired ratio
new / old, and each tree's median ratio to OpenSpiel measured in the same process.

Run: ``python benchmarks/compare_versions.py OLD_TREE NEW_TREE [--rounds 6] [--seconds 1.5]``
(each tree is a checkout holding ``src/euchre``; e.g. ``git worktree add /tmp/old <commit>``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

CHILD = r'''
import json, random, sys, time
import euchre

RULES = euchre.presets.OPENSPIEL
SECONDS = float(sys.argv[1])


def timed(loop):
    start = time.perf_counter()
    count = 0
    while time.perf_counter() - start < SECONDS:
        count += loop()
    return count / (time.perf_counter() - start)


rng = random.Random(1)


def project():
    for _ in range(20):
        dealer = rng.randrange(4)
        deal = euchre.Deal.random(RULES, rng, dealer=dealer)
        state = euchre.new_game(RULES, dealer=dealer, deal=deal)
        while state.hand_number == 0:
            state = state.apply(rng.choice(state.legal_actions()))
    return 20


seeds = iter(range(10**9))


def first_time():
    for _ in range(20):
        state = euchre.new_game(RULES, seed=next(seeds))
        while state.hand_number == 0:
            state = state.apply(rng.choice(state.legal_actions()))
    return 20


def positions():
    """Three positions after the first trick (trump ordered up, the dealer discarded)."""
    out = []
    for seed in (11, 12, 13):
        state = euchre.new_game(RULES, dealer=0, deal=euchre.Deal.random(RULES, seed))
        state = state.apply("order up")
        state = state.apply(state.legal_actions()[0])  # the dealer's discard
        while state.phase.value != "play":
            state = state.apply(state.legal_actions()[0])  # no alone, no lone defender
        while len(state.tricks) < 1:
            state = state.apply(state.legal_actions()[0])
        out.append(state)
    return out


POSITIONS = positions()


def perft():
    return sum(euchre.perft(p) for p in POSITIONS)


figures = {"project": timed(project), "first_time": timed(first_time), "perft": timed(perft)}
try:
    import pyspiel
except ImportError:
    pyspiel = None
if pyspiel is not None:
    game = pyspiel.load_game("euchre")

    def openspiel():
        for _ in range(20):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
        return 20

    figures["openspiel"] = timed(openspiel)
print(json.dumps(figures))
'''


def run(tree: Path, seconds: float) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(seconds)], env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"run in {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=1.5)
    args = parser.parse_args(argv)
    old: list[dict[str, float]] = []
    new: list[dict[str, float]] = []
    for r in range(args.rounds):
        order = [(args.old, old), (args.new, new)]
        for tree, out in order if r % 2 == 0 else order[::-1]:
            out.append(run(tree, args.seconds))
        print(f"round {r + 1}: old {old[-1]}\n         new {new[-1]}", flush=True)
    print("\nmedian of paired ratios new / old (above 1: the new tree is faster)")
    for key in ("project", "first_time", "perft"):
        ratios = [n[key] / o[key] for o, n in zip(old, new, strict=True)]
        print(f"  {key:12} {statistics.median(ratios):.3f}")
    if "openspiel" in old[0]:
        print("\nmedian ratio to OpenSpiel in the same process (hands/s ours / theirs)")
        for key in ("project", "first_time"):
            o = statistics.median(x[key] / x["openspiel"] for x in old)
            n = statistics.median(x[key] / x["openspiel"] for x in new)
            print(f"  {key:12} old {o:.3f}   new {n:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
