"""``euchre simulate``: many hands or games between two teams of bots, summarised
(:func:`euchre.simulate.run`), with a progress bar on a terminal."""

from __future__ import annotations

import argparse
import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from euchre.simulate import Summary

from euchre.cli.options import (
    DEFAULT_WHY,
    add_command,
    add_executor,
    add_rules,
    add_seed,
    bot_specs,
    count_value,
    executor_and_progress,
    rules_label,
)

#: Hands played when neither --hands nor --games is given.
DEFAULT_HANDS = 1000


def _bots(text: str) -> list[str]:
    """``--bots``: two bot specs, North-South then East-West (at a table of players for
    themselves: seat A's, then every other seat's; at six: A-C-E's, then B-D-F's), as
    :func:`~euchre.cli.options.bot_specs` reads them (``pimc:samples=8,bid=0,rule``).

    >>> _bots("pimc:samples=4,bid=0,rule")
    ['pimc:samples=4,bid=0', 'rule']
    """
    specs = bot_specs(text)
    if len(specs) != 2:
        raise argparse.ArgumentTypeError(
            f"give two bots, North-South then East-West (such as rule,random), not {text!r}"
        )
    return specs


def plot_by_trumps(summary: Summary, path: str) -> str:
    """Plot the share of hands made by trumps dealt to the maker (needs the ``plot``
    extra: ``pip install 'euchre-rules[plot]'``); writes ``path`` and returns it.

    >>> import importlib.util, os, tempfile
    >>> from euchre import simulate
    >>> from euchre.cli.simulate import plot_by_trumps
    >>> s = simulate.run("rule,rule", "GAMES4ALL", hands=20, seed=1)
    >>> out = os.path.join(tempfile.mkdtemp(), "trumps.png")
    >>> importlib.util.find_spec("matplotlib") is None or plot_by_trumps(s, out) == out
    True
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise ImportError("plotting needs matplotlib: pip install 'euchre-rules[plot]'") from error
    counts = [(n, made, total) for n, (made, total) in enumerate(summary.by_trumps) if total]
    xs = [n for n, _, _ in counts]
    ys = [made / total for _, made, total in counts]
    errs = [1.96 * math.sqrt(y * (1 - y) / total) for y, (_, _, total) in zip(ys, counts, strict=True)]
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.errorbar(xs, ys, yerr=errs, marker="o", capsize=3)
    for x, y, (_, _, total) in zip(xs, ys, counts, strict=True):
        ax.annotate(f"n={total}", (x, y), textcoords="offset points", xytext=(4, -12), fontsize=7)
    ax.set_xlabel("trumps dealt to the player who made trump")
    ax.set_ylabel("share of hands made (3+ tricks)")
    ax.set_ylim(0, 1.05)
    ax.set_title(f"{summary.bots[0]} vs {summary.bots[1]}, {summary.rules}, {summary.hands} hands", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path



def run(args: argparse.Namespace) -> int:
    """``euchre simulate``: play, print the summary (and the trumps table, the plot)."""
    from euchre import simulate  # the bots and the solver: only for this command

    hands = args.hands if args.games is None else None
    if hands is None and args.games is None:
        hands = DEFAULT_HANDS
    with executor_and_progress(args, "games" if args.games else "hands") as (executor, bar):
        summary = simulate.run(
            args.bots,
            args.rules,
            hands=hands,
            games=args.games,
            seed=args.seed,
            workers=args.workers,
            executor=executor,
            progress=bar,
        )
    summary = replace(summary, rules=rules_label(args.rules))
    print(summary.to_text())
    if args.trumps:
        print(simulate.trumps_table(summary))
    if args.plot:
        print(f"plot: {plot_by_trumps(summary, args.plot)}")
    return 0


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre simulate`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "simulate",
        summary="play many hands or games between two teams of bots and summarise",
        description="Play many hands (a fresh seeded deal each, the dealer going round) or "
        "whole games between two teams of bots, North-South against East-West (at other "
        "tables: the first side against the others), on one or "
        "more processes, and print how each side did: wins, points per hand, how often it "
        "made trump, was euchred, marched, and went alone. The same seed gives the same "
        "summary with any number of workers, or on a Dask cluster (--scheduler).\n\n"
        "SIGTERM and SIGHUP end a run as Ctrl-C does: the worker processes are ended and "
        "the progress line reports the hands played (exit status 143, 129; 130 for "
        "Ctrl-C).\n\n"
        "A progress bar is drawn on stderr when it is a terminal and rich is installed "
        "(pip install 'euchre-rules[cli]'); otherwise one summary line when the run ends.\n\n"
        + DEFAULT_WHY,
        examples="""
$ euchre simulate --hands 200 --seed 1
$ euchre simulate --rules games4all --bots pimc:samples=8,rule --hands 2000 --workers 2
$ euchre simulate --bots rule,rule --hands 20000 --trumps --plot trumps.png
$ euchre simulate --games 100 --quiet > summary.txt
$ euchre simulate --bots pimc,rule --hands 100000 --scheduler tcp://10.0.0.5:8786
""",
    )
    add_rules(parser)
    parser.add_argument(
        "--bots",
        type=_bots,
        default=["rule", "random"],
        metavar="NS,EW",
        help="two bot specs, North-South then East-West: random, rule, pimc[:samples=N,...] "
        "(default: rule,random); at other tables the first side's (A, or A-C-E), then the "
        "others'",
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--hands",
        type=count_value,
        metavar="N",
        help=f"single hands to play (default: {DEFAULT_HANDS})",
    )
    group.add_argument("--games", type=count_value, metavar="N", help="whole games to play instead")
    add_executor(parser)
    add_seed(parser, 0, "the deals and the bots")
    parser.add_argument("--quiet", action="store_true", help="no progress bar or summary line")
    parser.add_argument(
        "--trumps", action="store_true", help="also print hands made by trumps dealt to the maker"
    )
    parser.add_argument(
        "--plot", metavar="PNG", help="plot hands made by trumps dealt (needs matplotlib)"
    )
    parser.set_defaults(func=run)
    return parser
