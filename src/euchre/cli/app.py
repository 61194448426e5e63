"""The ``euchre`` command: its parser (one subparser per subcommand) and :func:`main`."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from types import FrameType

import euchre.cli.checker as checker  # module by module: the package imports this one
import euchre.cli.demo as demo
import euchre.cli.duplicate as duplicate
import euchre.cli.listing as listing
import euchre.cli.simulate as simulate
import euchre.cli.solve as solve
import euchre.cli.tournament as tournament
from euchre import __version__
from euchre.cli.options import DEFAULT_WHY, paragraphs
from euchre.errors import EuchreError
from euchre.terminal import command

#: The exit statuses, as ``euchre --help`` and docs/cli.md give them (a signal that ends a
#: command, :data:`STOP_SIGNALS`, gives 128 + its number, as a shell reports it).
EXIT_OK, EXIT_ILLEGAL, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130

#: The signals that end a command as Ctrl-C does (the same cleanup and partial summary):
#: SIGTERM (``kill``, ``timeout``, batch schedulers: status 143) and SIGHUP (the terminal
#: closed: 129), where the platform has them.
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class Terminated(KeyboardInterrupt):
    """A stop signal (:data:`STOP_SIGNALS`) received while a command runs: raised in the
    main thread as Ctrl-C's ``KeyboardInterrupt`` is (a subclass, so every part of a
    command cleans up as for Ctrl-C: worker and bot processes ended, the progress line
    written), and :func:`main` returns ``128 + signum``.

    >>> from euchre.cli.app import Terminated
    >>> Terminated(15).signum, isinstance(Terminated(15), KeyboardInterrupt)
    (15, True)
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


#: Seconds a command has to end after a stop signal; then its child processes are killed
#: and the process exits with ``128 + signum`` at once. The interrupt is raised where the
#: main thread is, and Python drops an exception raised in some places (a callback run at
#: a fork, a finaliser): this makes sure such a signal still ends the command.
STOP_GRACE = 1.0


def _hard_stop(signum: int) -> None:
    """End the process now: kill its ``multiprocessing`` children (pool workers, bot
    processes) and exit with ``128 + signum``, nothing more written."""
    mp = sys.modules.get("multiprocessing")  # no children if it was never imported
    if mp is not None:
        for child in mp.active_children():
            child.kill()
    os._exit(128 + signum)


@contextmanager
def stop_signals_interrupt(grace: float = STOP_GRACE) -> Iterator[list[int]]:
    """While the block runs, a stop signal (:data:`STOP_SIGNALS`) raises :class:`Terminated`
    in the main thread and is added to the list the block is given. Once: a second stop
    signal gets the default action and ends the process at once; and if the block has not
    ended ``grace`` seconds after the first, the process's children are killed and it
    exits with ``128 + signum`` (see :data:`STOP_GRACE`). A signal ignored when the block
    starts stays ignored (``nohup euchre ...`` survives a hang-up). The previous handlers
    come back after the block. Outside the main thread (where Python cannot set handlers)
    the block runs as it is.

    >>> import os, signal
    >>> from euchre.cli.app import Terminated, stop_signals_interrupt
    >>> try:
    ...     with stop_signals_interrupt() as received:
    ...         os.kill(os.getpid(), signal.SIGTERM)
    ... except Terminated as stop:
    ...     print(128 + stop.signum, received)
    143 [15]
    """
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received
        return
    active = threading.Event()
    active.set()

    def last_resort(signum: int) -> None:
        if active.is_set():  # the interrupt was lost, or the command is slow to end
            _hard_stop(signum)

    def stop(signum: int, frame: FrameType | None) -> None:
        for number in STOP_SIGNALS:
            signal.signal(number, signal.SIG_DFL)
        received.append(signum)
        timer = threading.Timer(grace, last_resort, (signum,))
        timer.daemon = True
        timer.start()
        raise Terminated(signum)

    previous = {
        number: signal.signal(number, stop)
        for number in STOP_SIGNALS
        if signal.getsignal(number) is not signal.SIG_IGN  # nohup: a hang-up stays ignored
    }
    try:
        yield received
    finally:
        active.clear()
        for number, handler in previous.items():
            signal.signal(number, handler)


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
  143  ended by SIGTERM (129: by SIGHUP), as Ctrl-C ends a command: the worker
       and bot processes it started are ended, the progress so far is reported
Output cut short by a closed pipe (euchre demo | head -3) ends quietly with 0.

examples:
  $ euchre                          # a game between simple bots, printed
  $ euchre play                     # play a game yourself against three bots
  $ euchre presets
  $ euchre check game.egn
  $ euchre solve dispute.txt
  $ euchre simulate --hands 1000 --workers 2
  $ euchre duplicate --a rule --b random --deals 200
  $ euchre tournament --bots rule,random,pimc:samples=4 --deals 200
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
    for module in (checker, simulate, duplicate, tournament, solve):
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
    rule (``check``), 2 bad usage or unreadable input, 130 interrupted (Ctrl-C, quietly),
    128 + the signal's number when SIGTERM (143) or SIGHUP (129) ends the command, as
    Ctrl-C does (:func:`stop_signals_interrupt`). Output cut short by a closed pipe
    (``euchre demo | head -3``) ends quietly with status 0, as other command-line tools do.

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
    received: list[int] = []  # the stop signal that ended the command, if one did
    status = EXIT_INTERRUPTED
    try:
        with stop_signals_interrupt() as received:
            status = _main(argv)
    except BrokenPipeError:
        # the reader went away (``| head``): stop writing, quietly, as a pipeline expects
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        status = EXIT_OK
    except KeyboardInterrupt:
        with suppress(OSError):  # the terminal may be gone (SIGHUP)
            print(file=sys.stderr)  # end the line the interrupted output was on
    except OSError:  # output to a terminal that hung up, after the signal that said so
        if not received:
            raise
    return 128 + received[0] if received else status  # ``play`` catches Ctrl-C itself


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(_arguments(argv))
    try:
        return int(args.func(args))
    except EuchreError as error:
        print(f"euchre {args.command}: {error}", file=sys.stderr)
        return EXIT_USAGE
