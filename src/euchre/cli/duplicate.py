"""``euchre duplicate``: a duplicate match between two bots (:func:`euchre.duplicate.match`):
every deal played twice, the teams' seats swapped, and the mean difference per deal pair
with its 95% interval."""

from __future__ import annotations

import argparse
from typing import Any

from euchre.cli.options import (
    DEFAULT_WHY,
    add_command,
    add_executor,
    add_rules,
    add_seed,
    bot_value,
    count_value,
    executor_and_progress,
)

#: Deal pairs played when --deals is not given.
DEFAULT_DEALS = 200


def run(args: argparse.Namespace) -> int:
    """``euchre duplicate``: play the match, print its report; exit status 0."""
    from euchre import duplicate  # the bots: only for this command

    with executor_and_progress(args, "deal pairs") as (executor, bar):
        result = duplicate.match(
            args.a,
            args.b,
            args.rules,
            deals=args.deals,
            seed=args.seed,
            workers=args.workers,
            executor=executor,
            time_limit=None if args.minutes is None else 60 * args.minutes,
            progress=bar,
        )
    print(result.to_text())
    print(
        f"sd {result.sd:.3f} per deal pair; {'significant' if result.significant else 'not significant'} at 95%"
    )
    return 0


def _minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of minutes, got {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected a number of minutes above 0, got {text!r}")
    return value


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre duplicate`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "duplicate",
        summary="a duplicate match between two bots: mean difference and its 95%% interval",
        description="A duplicate match: each deal is played as one hand twice, bot A's team "
        "North-South then East-West (the same cards in the same seats, the same dealer), so "
        "the luck of the cards cancels; at a table of players for themselves, once with A's "
        "bot in each seat. Prints A's mean net points per deal pair with its 95% "
        "confidence interval (mean +- 1.96 sd / sqrt(n)): A is stronger when the whole "
        "interval is above 0. The result is the same with any number of workers, or on a "
        "Dask cluster (--scheduler).\n\n"
        "SIGTERM and SIGHUP end a match as Ctrl-C does: the worker processes are ended and "
        "the progress line reports the deal pairs played (exit status 143, 129; 130 for "
        "Ctrl-C).\n\n" + DEFAULT_WHY,
        examples="""
$ euchre duplicate --a rule --b random --deals 200
$ euchre duplicate --a pimc:samples=20 --b rule --deals 2000 --workers 2 --minutes 10
$ euchre duplicate --a pimc --b rule --deals 20000 --scheduler tcp://10.0.0.5:8786
""",
    )
    parser.add_argument("--a", type=bot_value, default="rule", metavar="BOT",
                        help="team A's bot: random, rule, pimc[:samples=N,...] (default: rule)")  # fmt: skip
    parser.add_argument("--b", type=bot_value, default="random", metavar="BOT",
                        help="team B's bot (default: random)")  # fmt: skip
    add_rules(parser)
    parser.add_argument(
        "--deals", type=count_value, default=DEFAULT_DEALS, metavar="N",
        help=f"deal pairs to play (default: {DEFAULT_DEALS})",
    )  # fmt: skip
    add_seed(parser, 0, "the deals and the bots")
    add_executor(parser)
    parser.add_argument(
        "--minutes", type=_minutes, metavar="M",
        help="start no deal after M minutes: report the deal pairs played",
    )  # fmt: skip
    parser.add_argument("--quiet", action="store_true", help="no progress bar or summary line")
    parser.set_defaults(func=run)
    return parser
