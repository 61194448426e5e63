"""The ``euchre`` command: its parser (one subparser per subcommand) and :func:`main`."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

import euchre.cli.checker as checker  # module by module: the package imports this one
import euchre.cli.demo as demo
import euchre.cli.duplicate as duplicate
import euchre.cli.listing as listing
import euchre.cli.simulate as simulate
import euchre.cli.solve as solve
from euchre import __version__
from euchre.cli.options import DEFAULT_WHY, paragraphs
from euchre.errors import EuchreError
from euchre.terminal import command

#: The exit statuses, as ``euchre --help`` and docs/cli.md give them.
EXIT_OK, EXIT_ILLEGAL, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130

_EPILOG = f"""\
Each subcommand has its own help: euchre SUBCOMMAND --help.
With no subcommand, euchre runs the demo: euchre --rules standard --seed 5 is
euchre demo --rules standard --seed 5.

{paragraphs(DEFAULT_WHY + " --seed takes a whole number or any text, the same in every subcommand.")}

exit status:
  {EXIT_OK}    success (check: the record is legal)
  {EXIT_ILLEGAL}    check: the record breaks a rule (each illegal action is listed)
  {EXIT_USAGE}    bad usage or input that cannot be read (the message says why)
  {EXIT_INTERRUPTED}  interrupted (Ctrl-C)
Output cut short by a closed pipe (euchre demo | head -3) ends quietly with 0.

examples:
  $ euchre                          # a game between simple bots, printed
  $ euchre play                     # play a game yourself against three bots
  $ euchre presets
  $ euchre check game.egn
  $ euchre solve dispute.txt
  $ euchre simulate --hands 1000 --workers 2
  $ euchre duplicate --a rule --b random --deals 200
"""


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``euchre`` command line, every subcommand included.

    >>> from euchre.cli.app import build_parser
    >>> build_parser().parse_args(["demo", "--seed", "abc"]).seed
    'abc'
    """
    parser = argparse.ArgumentParser(
        prog="euchre",
        description=paragraphs(
            "Euchre rules engine: play, replay, check and solve Euchre games under any "
            "preset or RuleSet, and measure bots."
        ),
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"euchre {__version__}")
    subparsers = parser.add_subparsers(title="subcommands", dest="command", metavar="SUBCOMMAND")
    command.add_parser(subparsers)  # play: euchre.terminal's parser
    demo.add_parser(subparsers)
    listing.add_parsers(subparsers)
    for module in (checker, simulate, duplicate, solve):
        module.add_parser(subparsers)
    return parser


def _arguments(argv: Sequence[str] | None) -> list[str]:
    """The arguments, ``demo`` put first when no subcommand is named (bare ``euchre``, or
    ``euchre --rules standard``)."""
    args = list(sys.argv[1:] if argv is None else argv)
    top = {"-h", "--help", "--version"}
    if not args or (args[0].startswith("-") and args[0] not in top):
        args.insert(0, "demo")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status: 0 success, 1 a record that breaks a
    rule (``check``), 2 bad usage or unreadable input, 130 interrupted (Ctrl-C, quietly).
    Output cut short by a closed pipe (``euchre demo | head -3``) ends quietly with status
    0, as other command-line tools do.

    >>> from euchre.cli import main
    >>> main(["presets"])  # doctest: +ELLIPSIS
    CARDGAMES_IO      cardgames.io Euchre (preset CARDGAMES_IO)   (the default)
    ...
    0
    >>> main(["rules", "openspiel"])  # doctest: +ELLIPSIS
    OpenSpiel Euchre (preset OPENSPIEL)
    ...
    0
    """
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader went away (``| head``): stop writing, quietly, as a pipeline expects
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return EXIT_OK
    except KeyboardInterrupt:
        print(file=sys.stderr)  # end the line the interrupted output was on
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(_arguments(argv))
    try:
        return int(args.func(args))
    except EuchreError as error:
        print(f"euchre {args.command}: {error}", file=sys.stderr)
        return EXIT_USAGE
