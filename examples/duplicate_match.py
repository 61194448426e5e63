"""A duplicate match between two bots: the figures of docs/bots.md come from this script.

Each deal is played twice with the teams' seats swapped (same cards, same dealer); the
report gives team A's mean net points per deal pair with a 95% confidence interval.

Run, for example::

    python examples/duplicate_match.py --a rule --b random --deals 2000
    python examples/duplicate_match.py --a pimc:samples=20 --b rule --deals 2000 --workers 2 --minutes 10

Bots are ``random``, ``rule`` or ``pimc`` with optional knobs (``pimc:samples=20,bid=0``).
"""

from __future__ import annotations

import argparse
import sys

from euchre import duplicate, presets
from euchre.cli.progress import ProgressBar


def main(argv: list[str] | None = None) -> duplicate.DuplicateResult:
    """Parse the arguments, play the match, print the report and return it."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default="rule", help="team A's bot (default rule)")
    parser.add_argument("--b", default="random", help="team B's bot (default random)")
    parser.add_argument("--rules", help="preset (default: euchre.presets.DEFAULT)")
    parser.add_argument("--deals", type=int, default=200, help="deal pairs (default 200)")
    parser.add_argument("--seed", default="0", help="seed of the deals and bots (default 0)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--minutes", type=float, help="stop starting deals after this long")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    seed: int | str = int(args.seed) if args.seed.isdigit() else args.seed
    bar = None if args.quiet else ProgressBar("deal pairs", stream=sys.stderr)
    result = duplicate.match(
        args.a,
        args.b,
        presets.get(args.rules) if args.rules else presets.DEFAULT,
        deals=args.deals,
        seed=seed,
        workers=args.workers,
        time_limit=None if args.minutes is None else 60 * args.minutes,
        progress=bar,
    )
    if bar is not None:
        bar.close()
    print(result.to_text())
    print(f"sd {result.sd:.3f} per deal pair; {result.elapsed:.1f} s; {result.elapsed / max(1, result.n):.3f} s per deal pair")
    return result


if __name__ == "__main__":
    main()
