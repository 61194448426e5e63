"""What every subcommand reads the same way: ``--rules``, ``--seed``, bot specs, and the
layout of each subcommand's help (a description, then examples).

``--rules`` takes a preset's name or alias (``euchre presets`` lists them) or the path of
a RuleSet JSON file (the ``rules`` object of a record, :func:`euchre.records.rules_to_json`,
or a whole ``{"format": "euchre-record", "type": "rules", ...}`` document). When it is not
given, every command uses :data:`euchre.presets.DEFAULT`.

``--seed`` takes what :func:`euchre.new_game` takes, read as a record's ``[Seed]`` header
reads it: a whole number (``7``, ``-3``) is an int, anything else is text (``abc``). So
``--seed 7`` is ``new_game(rules, seed=7)`` and ``--seed abc`` is ``new_game(rules,
seed="abc")`` in every command.

>>> from euchre.cli.options import rules_value, seed_value
>>> seed_value("7"), seed_value("abc"), rules_value("openspiel").name
(7, 'abc', 'OpenSpiel Euchre (preset OPENSPIEL)')
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import euchre.cli.progress as progress
from euchre import limits, presets, records
from euchre.errors import EuchreError
from euchre.rules import RuleSet
from euchre.state import new_game

if TYPE_CHECKING:
    from concurrent.futures import Executor

#: The name of :data:`euchre.presets.DEFAULT`, as help texts print it.
DEFAULT_NAME = next(name for name in presets.names() if presets.get(name) is presets.DEFAULT)

#: Why the default preset is the default (every subcommand's help says it).
DEFAULT_WHY = (
    f"Without --rules every command plays {DEFAULT_NAME} (euchre.presets.DEFAULT): the "
    "rules of the most played online table, with stick the dealer, so no hand is thrown in."
)

#: A seed that is a whole number (read as an int), as a record's [Seed] header reads it.
_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def seed_value(text: str) -> int | str:
    """A ``--seed`` value: a whole number is an int, any other text the text itself; a
    seed :func:`euchre.new_game` refuses (an int over its size) is refused here.

    >>> from euchre.cli.options import seed_value
    >>> seed_value("-3"), seed_value("3.5"), seed_value(" 3")
    (-3, '3.5', ' 3')
    >>> seed_value("9" * 400)
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: seed=999...: a seed is an int (at most 1024 bits), a str or None
    """
    seed: int | str = text
    if _WHOLE_NUMBER.fullmatch(text):
        try:
            seed = int(text)
        except ValueError:  # more digits than Python converts
            raise argparse.ArgumentTypeError(
                f"the seed has too many digits ({len(text)})"
            ) from None
    try:
        new_game(presets.DEFAULT, seed=seed)  # the engine says which seeds it takes
    except EuchreError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return seed


def _rules_from_file(path: str) -> RuleSet:
    """The RuleSet in a JSON file: a bare rules object or a rules record document."""
    data = records.load_json(limits.read_bytes(path), skip_bom=True)
    if isinstance(data, dict) and "format" in data:
        value = records.from_json(data)
        if not isinstance(value, RuleSet):
            raise records.RecordError(f"it holds a {type(value).__name__}, not rules")
        return value
    return records.rules_from_json(data)


def rules_value(text: str) -> RuleSet:
    """A ``--rules`` value: a preset's name or alias, or the path of a RuleSet JSON file.

    >>> import euchre
    >>> from euchre.cli.options import rules_value
    >>> rules_value("g4a") is euchre.presets.GAMES4ALL
    True
    >>> rules_value("bridge")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: no preset named 'bridge': use one of CARDGAMES_IO, GAMES4ALL, STANDARD, OPENSPIEL, BID_EUCHRE, HOYLE, RAILROAD, TWO_HANDED, TWO_HANDED_DUMMY, CUTTHROAT, SIX_HANDED, SIX_HANDED_DOUBLE (or an alias such as 'cardgames.io'), or give the path of a RuleSet JSON file
    """
    if os.path.exists(text) or text.lower().endswith(".json"):
        try:
            return _rules_from_file(text)
        except OSError as error:
            raise argparse.ArgumentTypeError(
                f"cannot read {text}: {error.strerror or error}"
            ) from None
        except (EuchreError, json.JSONDecodeError) as error:
            raise argparse.ArgumentTypeError(f"cannot read {text} as rules: {error}") from None
    try:
        return presets.get(text)
    except EuchreError as error:
        raise argparse.ArgumentTypeError(
            f"{error}, or give the path of a RuleSet JSON file"
        ) from None


def rules_label(rules: RuleSet) -> str:
    """The preset name of ``rules`` when it is a preset, else its own name.

    >>> import euchre
    >>> from euchre.cli.options import rules_label
    >>> rules_label(euchre.presets.OPENSPIEL)
    'OPENSPIEL'
    """
    return presets.name_of(rules) or rules.name


def bot_specs(text: str) -> list[str]:
    """The bot specs of a ``--bots`` list, separated by commas, each checked by
    :func:`bot_value`; a part with ``=`` and no ``:`` is a knob of the bot before it
    (``pimc:samples=8,bid=0`` is one bot).

    >>> from euchre.cli.options import bot_specs
    >>> bot_specs("rule,pimc:samples=4,bid=0,random")
    ['rule', 'pimc:samples=4,bid=0', 'random']
    """
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if specs and "=" in part and ":" not in part:
            specs[-1] += f",{part}"
        else:
            specs.append(part)
    return [bot_value(spec) for spec in specs]


def bot_value(text: str) -> str:
    """A bot spec (``random``, ``rule``, ``pimc:samples=8``), checked by building it.

    >>> from euchre.cli.options import bot_value
    >>> bot_value("pimc:samples=4")
    'pimc:samples=4'
    >>> bot_value("shark")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: unknown bot 'shark': choose from random, rule, pimc
    """
    from euchre.bots import make_bot  # the bots import the solver: only when asked

    try:
        make_bot(text.strip())
    except (ValueError, TypeError) as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text.strip()


def count_value(text: str) -> int:
    """A number of hands, games, deals or workers: a whole number of at least 1.

    >>> from euchre.cli.options import count_value
    >>> count_value("12")
    12
    >>> count_value("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: expected at least 1, got 0
    """
    return whole_value(text, 1)


def whole_value(text: str, minimum: int = 0) -> int:
    """A whole number of at least ``minimum`` given on the command line (every count,
    cap and number option reads through this).

    >>> from euchre.cli.options import whole_value
    >>> whole_value("7"), whole_value("0")
    (7, 0)
    >>> whole_value("-1")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: expected a whole number >= 0, got -1
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < minimum:
        wanted = "at least 1" if minimum == 1 else f"a whole number >= {minimum}"
        raise argparse.ArgumentTypeError(f"expected {wanted}, got {value}")
    return value


def add_rules(parser: argparse.ArgumentParser, what: str = "the rules") -> None:
    """Add ``--rules NAME|FILE`` (default :data:`euchre.presets.DEFAULT`)."""
    parser.add_argument(
        "--rules",
        type=rules_value,
        default=presets.DEFAULT,
        metavar="NAME|FILE",
        help=f"{what}: a preset name or alias (euchre presets), or a RuleSet JSON file "
        f"(default: {DEFAULT_NAME})",
    )


def add_seed(parser: argparse.ArgumentParser, default: int | str, what: str = "the deals") -> None:
    """Add ``--seed N|TEXT``: a whole number or any text, the same in every command."""
    parser.add_argument(
        "--seed",
        type=seed_value,
        default=default,
        metavar="N|TEXT",
        help=f"seed of {what}: a whole number or any text; the same seed gives the same "
        f"game in every command (default: {default})",
    )


#: The width help texts are wrapped to (argparse's raw layout keeps our line breaks).
HELP_WIDTH = 79


def paragraphs(text: str) -> str:
    """``text`` with each paragraph (blank-line separated) wrapped to :data:`HELP_WIDTH`.

    >>> from euchre.cli.options import paragraphs
    >>> print(paragraphs("one " * 30 + "\\n\\ntwo"))  # doctest: +NORMALIZE_WHITESPACE
    one one one one one one one one one one one one one one one one one one one one
    one one one one one one one one one one
    <BLANKLINE>
    two
    """
    return "\n\n".join(textwrap.fill(part, HELP_WIDTH) for part in text.split("\n\n"))


def add_command(
    subparsers: Any, name: str, *, summary: str, description: str, examples: str
) -> argparse.ArgumentParser:
    """Add subcommand ``name``: ``summary`` in ``euchre --help``, ``description`` and
    ``examples`` (lines of ``$ euchre ...``) in its own ``--help``."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name,
        help=summary,
        description=paragraphs(description),
        epilog="examples:\n" + "\n".join(f"  {line}" for line in examples.strip().splitlines()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return parser


class SchedulerError(EuchreError):
    """``--scheduler``: dask.distributed is not installed, or the scheduler cannot be
    reached at the address given (the message says which; exit status 2).

    >>> from euchre.cli.options import SchedulerError
    >>> issubclass(SchedulerError, ValueError)
    True
    """


#: Seconds ``--scheduler`` waits to reach the Dask scheduler.
SCHEDULER_TIMEOUT = 10


def add_executor(parser: argparse.ArgumentParser) -> None:
    """Add where the work runs, one of: ``--workers K`` processes on this machine (default
    1: this process), or ``--scheduler ADDRESS``, a Dask cluster; :func:`open_executor`
    reads them. Every command that plays many independent hands or games takes these two
    (``simulate``, ``duplicate``, ``tournament``), and reads them the same way.

    >>> import argparse
    >>> from euchre.cli.options import add_executor
    >>> parser = argparse.ArgumentParser()
    >>> add_executor(parser)
    >>> args = parser.parse_args(["--scheduler", "tcp://10.0.0.5:8786"])
    >>> args.workers, args.scheduler
    (1, 'tcp://10.0.0.5:8786')
    """
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--workers", type=count_value, default=1, metavar="K",
        help="processes on this machine (default: 1)",
    )  # fmt: skip
    group.add_argument(
        "--scheduler", metavar="ADDRESS",
        help="run on a Dask cluster: the address of its scheduler, such as "
        "tcp://10.0.0.5:8786 (needs dask.distributed: pip install 'euchre-rules[cluster]'); "
        "the results are those of one process",
    )  # fmt: skip


@contextmanager
def executor_and_progress(
    args: argparse.Namespace, unit: str
) -> Iterator[tuple[Executor | None, progress.ProgressBar | None]]:
    """:func:`open_executor` and, unless ``--quiet``, a progress bar counting ``unit``
    (``progress.ProgressBar``), closed first when the block ends: what was played is
    reported before a cluster's client is closed. The run of ``simulate``, ``duplicate``
    and ``tournament``.

    >>> import argparse
    >>> from euchre.cli.options import executor_and_progress
    >>> with executor_and_progress(argparse.Namespace(scheduler=None, quiet=True), "hands") as run:
    ...     print(run)
    (None, None)
    """
    with open_executor(args) as executor:
        bar = None if args.quiet else progress.ProgressBar(unit)
        try:
            yield executor, bar
        finally:
            if bar is not None:
                bar.close()


@contextmanager
def open_executor(args: argparse.Namespace) -> Iterator[Executor | None]:
    """The executor ``--scheduler`` names, for the block (a client of the Dask scheduler,
    closed after it), or None for ``--workers`` (the library then makes its own process
    pool). A missing dask.distributed or a scheduler that cannot be reached raises
    :class:`SchedulerError`.

    >>> import argparse
    >>> from euchre.cli.options import open_executor
    >>> with open_executor(argparse.Namespace(workers=2, scheduler=None)) as executor:
    ...     print(executor)
    None
    """
    address = getattr(args, "scheduler", None)
    if address is None:
        yield None
        return
    try:
        distributed: Any = importlib.import_module("distributed")  # the cluster extra
    except ImportError:
        raise SchedulerError(
            "--scheduler needs dask.distributed: pip install 'euchre-rules[cluster]'"
        ) from None
    try:
        client = distributed.Client(address, timeout=SCHEDULER_TIMEOUT)
    except (OSError, ValueError, TypeError) as error:  # OSError: timeouts too
        raise SchedulerError(
            f"cannot reach the Dask scheduler at {address!r}: {error}"
        ) from None
    try:
        yield client.get_executor()
    finally:
        client.close()
