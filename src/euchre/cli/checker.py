"""``euchre check RECORD``: replay a game record (a ``.egn`` file, a TricksterCards
``.ptn`` hand, a JSON record, or a plain-text record) and print, hand by hand, what happened and every illegal action with the
rule it breaks: exit status 0 when the record is legal, 1 when it is not, 2 when it cannot
be read. ``check`` reads regular files of at most 16 MiB, within the readers' caps on
actions, deals, lines and games (``euchre.limits``, ``euchre.egn``): anything else
exits 2 with a message naming the cap, which ``--max-bytes N``, ``--max-actions N``,
``--max-hands N``, ``--max-lines N``, ``--max-games N`` (``none``: no cap) and
``--allow-special`` (a FIFO or a device, still within ``--max-bytes``) lift."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from euchre import egn, limits, ptn, records
from euchre._render import hand_result_text, history_count
from euchre.cli.options import add_command, whole_value
from euchre.errors import EuchreError
from euchre.rules.table import Table

#: The count caps ``check`` can lift, by the keyword of the record readers.
CAPS = ("max_actions", "max_hands", "max_lines", "max_games")


def _caps(value: Mapping[str, int | None]) -> dict[str, int | None]:
    caps = dict(value)
    for key in caps:
        if key not in CAPS:
            raise ValueError(f"unknown cap {key!r}: the caps are {', '.join(CAPS)}")
    return caps


@attrs.frozen
class CheckLimits:
    """How much ``euchre check`` reads: the file's bytes (:data:`~euchre.limits.MAX_BYTES`),
    whether a file that is not regular may be read (a FIFO, a device), and the count caps
    given (``caps``, by keyword; None: no cap), the readers' own defaults otherwise:
    ``max_actions`` (a record's actions, an EGN deal's), ``max_hands`` (a record's or an EGN
    file's deals), ``max_lines`` (a text record's lines), ``max_games`` (an EMN match's).

    >>> from euchre.cli import CheckLimits
    >>> CheckLimits().max_bytes, CheckLimits(caps={"max_actions": None}).caps
    (16777216, {'max_actions': None})
    """

    max_bytes: int = limits.MAX_BYTES
    allow_special: bool = False
    caps: dict[str, int | None] = attrs.field(factory=dict, converter=_caps)

    def given(self, *keys: str) -> dict[str, int | None]:
        """The caps given among ``keys``, to pass to a reader as keywords."""
        return {key: self.caps[key] for key in keys if key in self.caps}


#: The ``check`` flag that lifts each of the readers' caps (named by its keyword).
_FLAGS = {
    "allow_special": "--allow-special",
    "max_bytes": "--max-bytes N",
    "max_actions": "--max-actions N",
    "max_hands": "--max-hands N",
    "max_deals": "--max-hands N",
    "max_lines": "--max-lines N",
    "max_games": "--max-games N",
}


def _lift_hint(message: str) -> str:
    """How to lift the cap an error names, as ``check`` flags."""
    flags = [flag for keyword, flag in _FLAGS.items() if f"{keyword}=" in message]
    return f" (euchre check {' / '.join(flags)} to read it anyway)" if flags else ""


def read_record(data: bytes, limit: CheckLimits | None = None) -> records.GameRecord:
    r"""The game record in a JSON or text record file's bytes, read within ``limit``'s
    caps; raises a :class:`~euchre.errors.EuchreError` saying what is wrong.

    >>> from euchre.cli.checker import read_record
    >>> read_record(b'[Rules "STANDARD"]\n[Seed "3"]\npass; pass').seed
    3
    >>> read_record(b'{"format": "euchre-record", "version": 1, "type": "action", "action": "pass"}')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: it holds an action, not a game or a match
    """
    record = read_any_record(data, limit)
    if not isinstance(record, records.GameRecord):
        raise records.RecordError(f"it holds {_kind(record)}, not a game")
    return record


def read_any_record(
    data: bytes, limit: CheckLimits | None = None
) -> records.GameRecord | records.MatchRecord:
    """The game or match record in a JSON or text record file's bytes (see
    :func:`read_record`)."""
    limit = limit or CheckLimits()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as bad:
        raise records.RecordError(f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    if text.lstrip().startswith("{"):
        record = records.loads(text, **limit.given("max_actions", "max_hands"))
    elif text.lstrip().startswith("[Match "):
        record = records.parse_match_text(
            text, **limit.given("max_actions", "max_hands", "max_lines")
        )
    else:
        record = records.parse_text(text, **limit.given("max_actions", "max_hands", "max_lines"))
    if not isinstance(record, (records.GameRecord, records.MatchRecord)):
        raise records.RecordError(f"it holds {_kind(record)}, not a game or a match")
    return record


def _check_match(record: records.MatchRecord, out: list[str]) -> int:
    """Replay a match record: each game's result as the match credits it (laps carried,
    slams), then the match's; a problem (a game that does not start at the carried score,
    an illegal action) gives 1."""
    try:
        match = record.replay()
    except EuchreError as error:
        out.append(str(error))
        return 1
    table = record.rules.table
    for number, (game, result) in enumerate(zip(match.games, match.results, strict=True), 1):
        side = "nobody (a draw)" if result.winning_side is None else table.side_names[result.winning_side]
        slam = ", a slam" if result.slam else ""
        out.append(
            f"game {number}: {_score(table, game.scores)} (from {_score(table, game.start_scores)}); "
            f"{side} credited {result.games} game(s){slam}; {result.carried} point(s) carried"
        )
    won = _score(table, match.games_won)
    if match.is_over:
        assert match.winning_side is not None  # a match over has a winner
        out.append(f"match: {table.side_names[match.winning_side]} win, games {won}")
    else:
        out.append(f"match: not over, games {won}; game {len(match.games) + 1} at {_score(table, match.state.scores)}")
    return 0


def _check_egn(path: str, data: bytes, out: list[str], limit: CheckLimits) -> int:
    caps = limit.given("max_actions")
    if "max_hands" in limit.caps:
        caps["max_deals"] = limit.caps["max_hands"]
    if path.lower().endswith(".emn"):
        games = egn.loads_match(data, **caps, **limit.given("max_games"))
    else:
        games = (egn.loads(data, **caps),)
    status = 0
    for game in games:
        report = egn.replay(game)
        table = report.game.rules.table  # the sides' labels: NS/EW, or ACE/BDF at six seats
        for hand in report.hands:
            if hand.result is not None:
                out.append(f"hand {hand.index + 1}: {hand_result_text(hand.result, table=table)}")
            else:
                out.append(f"hand {hand.index + 1}: not finished")
        # counted and worded as for a JSON or text record (and the terminal game's save)
        history = [item for record in report.records for item in record.history]
        out.append(f"{history_count(history)} replayed; score {_score(table, report.score)}")
        out.extend(str(problem) for problem in report.problems)
        status = max(status, 0 if report.ok else 1)
    return status


def is_ptn(path: str, data: bytes) -> bool:
    r"""Whether a file is a TricksterCards PTN record: named ``.ptn``, or opening with its
    ``% PTN`` line (``% PBN`` in some of TricksterCards' Euchre records) or a ``GameCode``
    or ``GameOptionsJson`` tag.

    >>> is_ptn("hand.ptn", b""), is_ptn("x.txt", b'% PTN ----\n[Deal "S:..."]')
    (True, True)
    >>> is_ptn("x.txt", b'[Rules "STANDARD"]\n[Seed "3"]')
    False
    """
    if path.lower().endswith(".ptn"):
        return True
    head = data[:4096].decode("utf-8", "replace").lstrip("\ufeff \t\r\n")
    return head.startswith(("% PTN", "% PBN", '[GameCode "', '[GameOptionsJson "'))


def _check_ptn(data: bytes, out: list[str], limit: CheckLimits) -> int:
    report = ptn.replay(ptn.loads(data, **limit.given("max_lines")))
    state = report.state
    if state is not None:
        table = state.rules.table
        for result in state.results:
            out.append(f"hand {result.number + 1}: {hand_result_text(result, table=table)}")
        if not state.results:
            out.append(f"hand {state.hand_number + 1}: not finished")
        out.append(
            f"{history_count(state.history)} replayed; score {_score(table, state.scores)}"
        )
    else:
        out += ["hand 1: not replayed", f"{history_count([])} replayed"]
    out.extend(str(problem) for problem in report.problems)
    return 0 if report.ok else 1


def _score(table: Table, scores: Sequence[int]) -> str:
    """A score by the table's sides: ``NS 3 - EW 2``, ``A 3 - B 0 - C 1``.

    >>> import euchre
    >>> _score(euchre.presets.CUTTHROAT.table, (3, 0, 1))
    'A 3 - B 0 - C 1'
    """
    return " - ".join(f"{side} {n}" for side, n in zip(table.side_labels, scores, strict=True))


def _kind(value: object) -> str:
    """What a record document holds, in words (``a deal``, ``rules``)."""
    return {"RuleSet": "rules", "Deal": "a deal", "Action": "an action", "MatchRecord": "a match"}.get(
        type(value).__name__, type(value).__name__
    )


def check(path: str, out: list[str], limit: CheckLimits | None = None) -> int:
    r"""Replay a record file and describe it; returns 0 (legal), 1 (not legal), 2 (unreadable).

    The file is read within ``limit`` (:class:`CheckLimits`): a regular file of at most 16
    MiB holding at most 100,000 actions, by default. A file that cannot be read, is not a
    record, or is over a cap gives 2 and a line saying why (and, for a cap, how to lift it).

    >>> import euchre, tempfile, os
    >>> from euchre import records
    >>> from euchre.cli import check
    >>> text = '[Rules "CARDGAMES_IO"]\n[Dealer "East"]\n[Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh | up: Ah"]\npass; order up; discard 9c; play Kd; play 9h\n'
    >>> with tempfile.TemporaryDirectory() as d:
    ...     path = os.path.join(d, "dispute.txt")
    ...     _ = open(path, "w").write(text)
    ...     lines: list[str] = []
    ...     status = check(path, lines)
    >>> status
    1
    >>> print(lines[-1])  # doctest: +ELLIPSIS
    line 4, column 38: hand 1, West: play 9h is not legal now: hearts are trump, so 9♥ is a trump; ...
    >>> check("/dev/zero", lines), lines[-1]  # doctest: +ELLIPSIS
    (2, 'cannot read /dev/zero: /dev/zero is not a regular file (a character device); ...')
    """
    limit = limit or CheckLimits()
    try:
        data = limits.read_bytes(path, max_bytes=limit.max_bytes, allow_special=limit.allow_special)
        if path.lower().endswith((".egn", ".emn")):
            return _check_egn(path, data, out, limit)
        if is_ptn(path, data):
            return _check_ptn(data, out, limit)
        record = read_any_record(data, limit)
    except limits.RecordLimitError as error:
        out.append(f"cannot read {path}: {error}{_lift_hint(str(error))}")
        return 2
    except OSError as error:
        out.append(f"cannot read {path}: {error.strerror or error}")
        return 2
    except EuchreError as error:
        out.append(f"cannot read {path}: {error}")
        return 2
    if isinstance(record, records.MatchRecord):
        return _check_match(record, out)
    replayed = records.replay(record)
    state = replayed.state
    table = state.rules.table
    for result in state.results:
        out.append(f"hand {result.number + 1}: {hand_result_text(result, table=table)}")
    out.append(  # counted as the terminal game's save counts them: state.history
        f"{history_count(state.history)} replayed; score {_score(table, state.scores)}"
    )
    out.extend(str(problem) for problem in replayed.problems)
    return 0 if replayed.ok else 1


def _cap(text: str) -> int | None:
    """A cap given on the command line: a whole number, or ``none`` for no cap."""
    if text.strip().lower() == "none":
        return None
    try:
        int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number or none, got {text!r}") from None
    return whole_value(text, 0)


def _bytes_cap(text: str) -> int:
    value = _cap(text)
    if value is None:
        raise argparse.ArgumentTypeError("--max-bytes needs a number of bytes")
    return value


def run(args: argparse.Namespace) -> int:
    """``euchre check``: the exit status of :func:`check` (0, 1 or 2)."""
    given = vars(args)
    limit = CheckLimits(
        max_bytes=args.max_bytes,
        allow_special=args.allow_special,
        caps={key: given[key] for key in CAPS if key in given},
    )
    lines: list[str] = []
    status = check(args.record, lines, limit)
    print("\n".join(lines))
    return status


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre check`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "check",
        summary="replay a game record (EGN, PTN, JSON or text) and report every illegal action",
        description="Replay a game record (.egn or .emn, a TricksterCards .ptn hand, a JSON "
        "record, or a plain-text record) and print, hand by hand, what happened and every illegal action with the "
        "rule it breaks.\n\nexit status: 0 the record is legal, 1 it is not, 2 it cannot be "
        "read (not a record, too large, not a regular file: the message says which cap and "
        "the flag that lifts it).",
        examples="""
$ euchre check game.egn
$ euchre check hand.ptn                    # a hand played at TricksterCards
$ euchre check dispute.txt; echo $?        # 1 when an action breaks a rule
$ euchre check huge.json --max-actions none
""",
    )
    parser.add_argument(
        "record", metavar="RECORD", help="the record file (.egn, .emn, .ptn, JSON or text)"
    )
    group = parser.add_argument_group("how much of a record file is read")
    group.add_argument(
        "--max-bytes", type=_bytes_cap, default=limits.MAX_BYTES, metavar="N",
        help=f"largest file, in bytes (default: {limits.MAX_BYTES})",
    )  # fmt: skip
    for name, what in (
        ("actions", "actions in a record (in an EGN deal)"),
        ("hands", "deals in a record or an EGN file"),
        ("lines", "lines of a text or PTN record"),
        ("games", "games of an EMN match"),
    ):
        group.add_argument(
            f"--max-{name}", type=_cap, default=argparse.SUPPRESS, metavar="N",
            help=f"most {what}; none for no cap (default: the reader's)",
        )  # fmt: skip
    group.add_argument(
        "--allow-special",
        action="store_true",
        help="read a file that is not regular (a FIFO, a device): the byte cap still holds",
    )
    parser.set_defaults(func=run)
    return parser
