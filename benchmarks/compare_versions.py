"""Before and after: two source trees of euchre measured side by side in one process.

Each tree's ``src/euchre`` is copied to a scratch folder under its own package name
(``euchre_old``, ``euchre_new``; only the import lines are rewritten), so both load in one
interpreter. Short chunks of each loop then alternate (old, new, old, ..., old; each chunk of
new is divided by the mean of its two neighbours, ``pairing.py``), and the report gives the
median of these paired ratios new / old with its quartiles, so a shifting machine load hits
both alike. The loops:

* ``project``: ``Deal.random`` + ``new_game(deal=)``, a random legal action at every decision
  until the hand ends (preset ``OPENSPIEL``), the loop of ``compare_openspiel.py``;
* ``first_time``: the loop a first-time user writes, ``new_game(rules, seed=...)`` then
  ``state.apply(choice(state.legal_actions()))`` until the hand ends;
* ``bidding``: the same, stopping at the first card (bidding steps only);
* ``perft``: ``perft`` from three positions after the first trick.

Run: ``python benchmarks/compare_versions.py OLD_TREE NEW_TREE [--rounds 30] [--chunk 0.25]``
(a tree is a checkout holding ``src/euchre``; e.g. ``git worktree add /tmp/old <commit>``).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pairing import load_tree, paired, spread


def loops(e: Any) -> dict[str, Callable[[], int]]:
    """The measured loops for one package ``e``; each call plays a chunk, returns its count."""
    rules = e.presets.OPENSPIEL
    rng = random.Random(1)
    seeds = iter(range(10**9))

    def project() -> int:
        for _ in range(10):
            dealer = rng.randrange(4)
            state = e.new_game(rules, dealer=dealer, deal=e.Deal.random(rules, rng, dealer=dealer))
            while not state.results:
                state = state.apply(rng.choice(state.legal_actions()))
        return 10

    def first_time() -> int:
        for _ in range(10):
            state = e.new_game(rules, seed=next(seeds))
            while not state.results:
                state = state.apply(rng.choice(state.legal_actions()))
        return 10

    def bidding() -> int:
        for _ in range(10):
            state = e.new_game(rules, seed=next(seeds))
            while not state.results and state.phase.value != "play":
                state = state.apply(rng.choice(state.legal_actions()))
        return 10

    positions = []
    for seed in (11, 12, 13):
        state = e.new_game(rules, dealer=0, deal=e.Deal.random(rules, seed))
        state = state.apply("order up")
        while state.phase.value != "play":
            state = state.apply(state.legal_actions()[0])  # discard; no alone
        while len(state.tricks) < 1:
            state = state.apply(state.legal_actions()[0])
        positions.append(state)

    def perft() -> int:
        return sum(e.perft(p) for p in positions)

    return {"project": project, "first_time": first_time, "bidding": bidding, "perft": perft}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--chunk", type=float, default=0.25, help="seconds per chunk")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        sys.path.insert(0, scratch)
        old = loops(load_tree(args.old, "euchre_old", Path(scratch)))
        new = loops(load_tree(args.new, "euchre_new", Path(scratch)))
        rows = {key: paired(new[key], old[key], args.rounds, args.chunk).summary() for key in old}
    print(f"{args.rounds} rounds of {args.chunk} s chunks, each chunk of new between two of old")
    print("median of paired ratios new / old (above 1: the new tree is faster), quartiles:")
    for key, row in rows.items():
        print(f"  {key:11} {spread(row, 3)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
