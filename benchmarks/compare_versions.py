"""Before and after: two source trees of euchre measured side by side in one process.

Each tree's ``src/euchre`` is copied to a scratch folder under its own package name
(``euchre_old``, ``euchre_new``; only the import lines are rewritten), so both load in one
interpreter. Short chunks of each loop then alternate (old, new, new, old, ...), and the
report gives the median of the paired ratios new / old, so a shifting machine load hits both
alike. The loops:

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
import importlib
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

_IMPORT = re.compile(r"\b(from|import) euchre(\.| |$)", re.MULTILINE)


def load(tree: Path, name: str, scratch: Path) -> ModuleType:
    """Import ``tree``'s package under ``name``."""
    target = scratch / name
    shutil.copytree(tree / "src" / "euchre", target)
    for path in target.rglob("*.py"):
        path.write_text(_IMPORT.sub(rf"\1 {name}\2", path.read_text()))
    return importlib.import_module(name)


def loops(e: Any) -> dict[str, Callable[[], int]]:
    """The measured loops for one package ``e``; each call plays a chunk, returns its count."""
    rules = e.presets.OPENSPIEL
    rng = random.Random(1)
    seeds = iter(range(10**9))

    def project() -> int:
        for _ in range(10):
            dealer = rng.randrange(4)
            state = e.new_game(rules, dealer=dealer, deal=e.Deal.random(rules, rng, dealer=dealer))
            while state.hand_number == 0:
                state = state.apply(rng.choice(state.legal_actions()))
        return 10

    def first_time() -> int:
        for _ in range(10):
            state = e.new_game(rules, seed=next(seeds))
            while state.hand_number == 0:
                state = state.apply(rng.choice(state.legal_actions()))
        return 10

    def bidding() -> int:
        for _ in range(10):
            state = e.new_game(rules, seed=next(seeds))
            while state.hand_number == 0 and state.phase.value != "play":
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


def rate(loop: Callable[[], int], seconds: float) -> float:
    start = time.perf_counter()
    count = 0
    while time.perf_counter() - start < seconds:
        count += loop()
    return count / (time.perf_counter() - start)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--chunk", type=float, default=0.25, help="seconds per chunk")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        sys.path.insert(0, scratch)
        old = loops(load(args.old, "euchre_old", Path(scratch)))
        new = loops(load(args.new, "euchre_new", Path(scratch)))
        ratios: dict[str, list[float]] = {key: [] for key in old}
        for r in range(args.rounds):
            for key in old:
                if r % 2 == 0:
                    o, n = rate(old[key], args.chunk), rate(new[key], args.chunk)
                else:
                    n, o = rate(new[key], args.chunk), rate(old[key], args.chunk)
                ratios[key].append(n / o)
    print(f"{args.rounds} rounds of {args.chunk} s chunks, alternating old and new")
    print("median of paired ratios new / old (above 1: the new tree is faster), quartiles:")
    for key, values in ratios.items():
        q = statistics.quantiles(values, n=4)
        print(f"  {key:11} {statistics.median(values):.3f}   ({q[0]:.3f} - {q[2]:.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
