"""The ``euchre`` command: play and print a full game, show presets and rules.

``euchre`` (or ``euchre demo``) plays one game between simple bots and prints it hand by
hand; ``--rules NAME`` picks a preset, ``--seed N`` fixes the deals. ``euchre rules NAME``
prints a preset's rules; ``euchre presets`` lists them. ``euchre check RECORD`` replays a
game record (a ``.egn`` file, a JSON record, or a plain-text record) and prints, hand by
hand, what happened and every illegal action with the rule it breaks: exit status 0 when
the record is legal, 1 when it is not, 2 when it cannot be read. ``check`` reads regular
files of at most 16 MiB, within the readers' caps on actions, deals, lines and games
(``euchre.notation.limits``, ``euchre.egn``): anything else exits 2 with a message naming
the cap, which ``--max-bytes N``, ``--max-actions N``, ``--max-hands N``, ``--max-lines N``,
``--max-games N`` (``none``: no cap) and ``--allow-special`` (a FIFO or a device, still
within ``--max-bytes``) lift.

>>> from euchre.cli import main
>>> main(["rules", "openspiel"])  # doctest: +ELLIPSIS
OpenSpiel Euchre (preset OPENSPIEL)
...
0
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

import attrs

from euchre import __version__, presets
from euchre.actions import ActionKind
from euchre.cards import Card, Seat
from euchre.deal import Deal
from euchre.engine import cardorder
from euchre.errors import EuchreError
from euchre.notation import egn, limits, records
from euchre.players.simplebot import simple_action
from euchre.state import HandResult, State, new_game


def _deal_lines(deal: Deal, dealer: Seat) -> list[str]:
    lines = []
    for seat, hand in zip(Seat, deal.hands, strict=True):
        mark = " (dealer)" if seat == dealer else ""
        lines.append(f"  {str(seat) + mark:<16} {' '.join(c.symbol for c in hand)}")
    if deal.upcard is not None:
        lines.append(f"  upcard {deal.upcard.symbol}")
    return lines


def _result_line(result: HandResult, scores: tuple[int, int]) -> str:
    if result.thrown_in:
        why = f"{result.declared} declared" if result.declared else "all passed"
        return f"  {why}: the hand is thrown in. Score NS {scores[0]} - EW {scores[1]}"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    defender = f", {result.lone_defender} defends alone" if result.lone_defender is not None else ""
    return (
        f"  {result.maker} made {result.trump}{alone}{defender}: tricks NS {result.tricks.ns}"
        f" - EW {result.tricks.ew}; points NS +{result.points.ns} EW +{result.points.ew}; "
        f"score NS {scores[0]} - EW {scores[1]}"
    )


def _winner(plays: list[tuple[Seat, Card]], trump: int) -> Seat:
    """Who won a trick the demo printed (``trump``: the card-order trump index)."""
    return plays[cardorder.winning_play(trump, [card.index for _, card in plays])][0]


def play_demo(rules_name: str, seed: int, out: list[str]) -> State:
    """Play one game between simple bots, appending the printed lines to ``out``.

    >>> from euchre.cli import play_demo
    >>> lines: list[str] = []
    >>> play_demo("openspiel", 2, lines).is_over, lines[0]
    (True, 'OpenSpiel Euchre (preset OPENSPIEL), seed 2: first to 10')
    """
    rules = presets.get(rules_name)
    state = new_game(rules, seed=seed)
    out.append(f"{rules.name}, seed {seed}: first to {rules.target}")
    while not state.is_over:
        number = state.hand_number
        out.append("")
        out.append(f"Hand {number + 1}, dealt by {state.dealer}")
        assert state.deal is not None
        out.extend(_deal_lines(state.deal, state.dealer))
        bids: list[str] = []
        plays: list[str] = []
        trick_cards: list[tuple[Seat, Card]] = []
        while state.hand_number == number and not state.is_over:
            seat = state.to_act
            action = simple_action(state)
            if action.kind is ActionKind.PLAY:
                assert action.card is not None and seat is not None
                trick_cards.append((seat, action.card))
            else:
                bids.append(f"{seat}: {action}")
            trump = cardorder.trump_index(state.trump, state.no_trump, state.low_no_trump)
            state = state.apply(action)
            if trick_cards and state.current_trick is None:  # the trick (or the hand) is over
                winner = _winner(trick_cards, trump)
                shown = ", ".join(f"{seat} {card.symbol}" for seat, card in trick_cards)
                plays.append(f"  trick {len(plays) + 1}: {shown} -> {winner}")
                trick_cards = []
        out.append("  bidding: " + "; ".join(bids))
        out.extend(plays)
        out.append(_result_line(state.results[-1], state.scores))
    out.append("")
    out.append(f"{state.winner} win {state.scores.ns}-{state.scores.ew}.")
    return state


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
    """How much ``euchre check`` reads: the file's bytes (:data:`~euchre.notation.limits.MAX_BYTES`),
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


def _read_record(data: bytes, limit: CheckLimits) -> records.GameRecord:
    """The game record in a JSON or text record file's bytes; raises EuchreError."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as bad:
        raise records.RecordError(f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    if text.lstrip().startswith("{"):
        record = records.loads(text, **limit.given("max_actions", "max_hands"))
    else:
        record = records.parse_text(text, **limit.given("max_actions", "max_hands", "max_lines"))
    if not isinstance(record, records.GameRecord):
        raise records.RecordError(f"it holds a {type(record).__name__}, not a game")
    return record


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
        for hand in report.hands:
            if hand.result is not None:
                out.append(f"hand {hand.index + 1}: {_result_line(hand.result, hand.score)}")
            else:
                out.append(f"hand {hand.index + 1}: not finished")
        out.append(f"final score NS {report.score.ns} - EW {report.score.ew}")
        out.extend(str(problem) for problem in report.problems)
        status = max(status, 0 if report.ok else 1)
    return status


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
        record = _read_record(data, limit)
    except limits.RecordLimitError as error:
        out.append(f"cannot read {path}: {error}{_lift_hint(str(error))}")
        return 2
    except OSError as error:
        out.append(f"cannot read {path}: {error.strerror or error}")
        return 2
    except EuchreError as error:
        out.append(f"cannot read {path}: {error}")
        return 2
    replayed = records.replay(record)
    state = replayed.state
    for result in state.results:
        out.append(
            f"hand {result.number + 1}: {_result_line(result, (0, 0)).split('; score')[0].strip()}"
        )
    out.append(
        f"{replayed.applied} actions replayed; score NS {state.scores.ns} - EW {state.scores.ew}"
    )
    out.extend(str(problem) for problem in replayed.problems)
    return 0 if replayed.ok else 1


def _cap(text: str) -> int | None:
    """A cap given on the command line: a whole number, or ``none`` for no cap."""
    if text.strip().lower() == "none":
        return None
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number or none, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {value}")
    return value


def _bytes_cap(text: str) -> int:
    value = _cap(text)
    if value is None:
        raise argparse.ArgumentTypeError("--max-bytes needs a number of bytes")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status. Output cut short by a closed pipe
    (``euchre demo | head -3``) ends quietly with status 0, as other command-line tools do.

    >>> from euchre.cli import main
    >>> main(["presets"])  # doctest: +ELLIPSIS
    CARDGAMES_IO   cardgames.io Euchre (preset CARDGAMES_IO)
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
        return 0


def _main(argv: Sequence[str] | None) -> int:
    parser = argparse.ArgumentParser(prog="euchre", description="Euchre rules engine.")
    parser.add_argument("--version", action="version", version=f"euchre {__version__}")
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["simulate"]:
        import importlib

        simulate = importlib.import_module("euchre.simulate")  # bots and simulation
        return int(simulate.main(args_list[1:]))
    parser.add_argument(
        "command", nargs="?", default="demo", choices=("demo", "rules", "presets", "check")
    )
    parser.add_argument(
        "name", nargs="?", help="preset name (for 'rules'), record file (for 'check')"
    )
    parser.add_argument("--rules", default="CARDGAMES_IO", help="preset name or alias")
    parser.add_argument("--seed", type=int, default=1, help="seed for the deals")
    group = parser.add_argument_group("check: how much of a record file is read")
    group.add_argument(
        "--max-bytes", type=_bytes_cap, default=limits.MAX_BYTES, help="largest file (bytes)"
    )
    for name, what in (
        ("actions", "actions in a record (in an EGN deal)"),
        ("hands", "deals in a record or an EGN file"),
        ("lines", "lines of a text record"),
        ("games", "games of an EMN match"),
    ):
        group.add_argument(
            f"--max-{name}", type=_cap, default=argparse.SUPPRESS,
            help=f"most {what}; none for no cap (default: the reader's)",
        )  # fmt: skip
    group.add_argument(
        "--allow-special",
        action="store_true",
        help="read a file that is not regular (a FIFO, a device): the byte cap still holds",
    )
    args = parser.parse_args(args_list)
    try:
        if args.command == "presets":
            for name in presets.names():
                print(f"{name:<14} {presets.get(name).name}")
            return 0
        if args.command == "check":
            if not args.name:
                print("euchre check: name a record file (.egn, JSON or text)", file=sys.stderr)
                return 2
            lines: list[str] = []
            given = vars(args)
            limit = CheckLimits(
                max_bytes=args.max_bytes,
                allow_special=args.allow_special,
                caps={key: given[key] for key in CAPS if key in given},
            )
            status = check(args.name, lines, limit)
            print("\n".join(lines))
            return status
        if args.command == "rules":
            print(presets.get(args.name or args.rules).describe())
            return 0
        out: list[str] = []
        play_demo(args.rules, args.seed, out)
        print("\n".join(out))
        return 0
    except EuchreError as error:
        print(f"euchre: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
