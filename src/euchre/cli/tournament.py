"""``euchre tournament``: a round robin of bots in duplicate (:func:`euchre.tournament.run`):
the standings by an Elo-style rating, each bot's mean against the field and a cross table
of mean net points per deal pair with 95% intervals."""

from __future__ import annotations

import argparse
import json
from typing import Any

from euchre.cli.options import (
    DEFAULT_WHY,
    add_command,
    add_executor,
    add_rules,
    add_seed,
    bot_specs,
    count_value,
    executor_and_progress,
)

#: Deal pairs each pairing plays when --deals is not given.
DEFAULT_DEALS = 200


def bots_value(text: str) -> list[str]:
    """``--bots``: two or more bot specs (:func:`~euchre.cli.options.bot_specs`).

    >>> from euchre.cli.tournament import bots_value
    >>> bots_value("rule,random,pimc:samples=4,bid=0")
    ['rule', 'random', 'pimc:samples=4,bid=0']
    >>> bots_value("rule")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: give at least two bots, separated by commas (such as rule,random,pimc:samples=4), not 'rule'
    """
    specs = bot_specs(text)
    if len(specs) < 2:
        raise argparse.ArgumentTypeError(
            "give at least two bots, separated by commas (such as rule,random,pimc:samples=4), "
            f"not {text!r}"
        )
    return specs


def run(args: argparse.Namespace) -> int:
    """``euchre tournament``: play the round robin, print its table (or its JSON)."""
    from euchre import tournament  # the bots: only for this command

    with executor_and_progress(args, "deal pairs") as (executor, bar):
        result = tournament.run(
            args.bots,
            args.rules,
            deals=args.deals,
            seed=args.seed,
            workers=args.workers,
            executor=executor,
            progress=bar,
        )
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(result.to_text())
    return 0


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre tournament`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "tournament",
        summary="a round robin of bots in duplicate: ratings and a cross table",
        description="A round robin of bots in duplicate: every pair of bots plays a "
        "duplicate match (as euchre duplicate) on the same deals. Prints the bots by an "
        "Elo-style rating (each deal pair won, drawn or lost; the ratings' mean is 1500), "
        "each bot's mean net points per deal pair against the field with its 95% interval, "
        "its deal pairs won, drawn and lost, and a cross table: the row bot's mean net "
        "points per deal pair against the column bot, +- half its 95% interval. The result "
        "is the same with any number of workers, or on a Dask cluster (--scheduler).\n\n"
        "SIGTERM and SIGHUP end a tournament as Ctrl-C does: the worker processes are "
        "ended and the progress line reports the deals played (exit status 143, 129; 130 "
        "for Ctrl-C).\n\n" + DEFAULT_WHY,
        examples="""
$ euchre tournament --bots rule,random --deals 200
$ euchre tournament --bots rule,random,pimc:samples=4 --rules GAMES4ALL --workers 2
$ euchre tournament --bots pimc:samples=20,pimc:samples=8,rule --json > table.json
$ euchre tournament --bots pimc,rule,random --deals 20000 --scheduler tcp://10.0.0.5:8786
""",
    )
    parser.add_argument(
        "--bots", type=bots_value, default=["rule", "random"], metavar="BOT,BOT,...",
        help="two or more bots, separated by commas: random, rule, pimc[:samples=N,...] "
        "(default: rule,random); a bot given twice is labelled #1, #2",
    )  # fmt: skip
    add_rules(parser)
    parser.add_argument(
        "--deals", type=count_value, default=DEFAULT_DEALS, metavar="N",
        help=f"deal pairs each pair of bots plays (default: {DEFAULT_DEALS})",
    )  # fmt: skip
    add_seed(parser, 0, "the deals and the bots")
    add_executor(parser)
    parser.add_argument("--quiet", action="store_true", help="no progress bar or summary line")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(func=run)
    return parser
