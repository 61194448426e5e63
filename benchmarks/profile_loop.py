"""Where the interpreted first-time loop spends its time: cProfile's shares by function.

The loop a first-time user writes (``compare_openspiel.py``'s ``first_time``): a game seeded
with ``i``, then ``state.apply(rng.choice(state.legal_actions()))`` until the hand ends
(preset ``OPENSPIEL``). It runs once untimed (warm-up), once timed without the profiler
(the rate), then under cProfile; the report gives each function's share of the profiled
time, its own (self) and with what it calls (cumulative), the largest first. The profiler
slows small functions most, so read the shares, not the rates, and only as a pointer.

Run: ``python benchmarks/profile_loop.py [--hands 5000] [--top 12] [--rules OPENSPIEL]``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections.abc import Sequence

import euchre


def first_time(rules: euchre.RuleSet, hands: int, rng: random.Random) -> None:
    """``hands`` hands of the first-time loop, seeds 0 to ``hands - 1``."""
    for i in range(hands):
        state = euchre.new_game(rules, seed=i)
        while not state.results:
            state = state.apply(rng.choice(state.legal_actions()))


def shares(profile: cProfile.Profile, top: int) -> list[str]:
    """The ``top`` functions by self time: share self, share cumulative, calls, where."""
    stats = pstats.Stats(profile)
    total = stats.total_tt  # type: ignore[attr-defined]
    rows = []
    for (path, line, name), (_, calls, own, cumulative, _) in stats.stats.items():  # type: ignore[attr-defined]
        where = path.split("/src/")[-1] if "/src/" in path else path.rsplit("/", 1)[-1]
        rows.append((own, cumulative, calls, f"{where}:{line}({name})"))
    rows.sort(reverse=True)
    return [
        f"{100 * own / total:5.1f}% {100 * cum / total:6.1f}% {calls:9,d}  {where}"
        for own, cum, calls, where in rows[:top]
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5000, help="hands profiled (and timed)")
    parser.add_argument("--top", type=int, default=12, help="functions shown")
    parser.add_argument("--rules", default="OPENSPIEL", help="a preset name")
    args = parser.parse_args(argv)
    rules = euchre.presets.get(args.rules)
    rng = random.Random(0)
    first_time(rules, max(args.hands // 10, 1), rng)
    start = time.perf_counter()
    first_time(rules, args.hands, rng)
    rate = args.hands / (time.perf_counter() - start)
    profile = cProfile.Profile()
    profile.runcall(first_time, rules, args.hands, rng)
    print(f"euchre {euchre.__version__} ({'compiled' if euchre.compiled else 'interpreted'}), "
          f"{rules.name}: {rate:,.0f} hands/s without the profiler")
    print(f"{'self':>6} {'cumul.':>7} {'calls':>9}  function")
    print("\n".join(shares(profile, args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
