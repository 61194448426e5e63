"""``euchre solve``: each legal card's double-dummy value in a position of the play (every
hand known, best play by all: :mod:`euchre.solver`), settling "could we have taken 3?".

The position is the end of a game record (a JSON or text record, or an ``.egn`` file; a
JSON state is the JSON record :func:`euchre.records.dumps` writes of a State), or the
point after its first ``--at N`` actions. One line per legal card: the tricks the side to
act ends the hand with after that card and best play by all, and the hand's points.

Seed 8 of the default preset, after three tricks: North made clubs, no trump is left,
and West leads. The 10 of hearts lets South win with the ace and cash the jack of hearts
(North-South make 3 tricks); the 9 of spades lets East win with the ace and lead hearts
(North-South take 2 and are euchred):

>>> import euchre
>>> from euchre.cli.solve import inline_record, solve_lines
>>> record = inline_record(euchre.presets.DEFAULT, seed=8, actions="pass; pass; pass; pass; "
...     "pass; pass; pass; call clubs; play Ac; play Kc; play Tc; play Jc; play Qc; play Jd; "
...     "play Ts; play Js; play Ad; play 9d; play Kd; play Qd")
>>> print("\\n".join(solve_lines(record.replay())))
CARDGAMES_IO, hand 1, trick 4: West to play (East-West); clubs are trump, made by North
tricks so far: North-South 1, East-West 2
card  East-West tricks    hand's points
10♥   2                   NS +1 EW +0
9♠    3                   NS +0 EW +2   best
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import attrs

from euchre import egn, limits, presets, records
from euchre._render import action_text
from euchre.actions import Action
from euchre.cli.checker import read_record
from euchre.cli.options import DEFAULT_NAME, add_command, rules_label, rules_value, seed_value
from euchre.errors import EuchreError
from euchre.rules import RuleSet
from euchre.state import Phase, State

#: What a position in each phase still needs before the solver can judge it.
_NEEDS = {
    Phase.DEAL: "the hand is over: give an earlier position (--at N) in its play",
    Phase.OVER: "the game is over: give an earlier position (--at N) in the play of a hand",
    Phase.CLAIM: "every card is played: give an earlier position (--at N) in the play",
}
_BIDDING = "trump made (and the dealer's discard, any choice to go alone) before the first card"


class PositionError(EuchreError):
    """A position ``euchre solve`` cannot judge: unreadable, illegal, or not in the play.

    >>> from euchre.cli.solve import PositionError
    >>> issubclass(PositionError, ValueError)
    True
    """


def read_position(path: str) -> records.GameRecord:
    """The game record in a file (``-``: standard input): ``.egn`` by its name, a JSON
    record, or a text record; raises :class:`~euchre.errors.EuchreError` or OSError."""
    if path == "-":
        data = sys.stdin.buffer.read(limits.MAX_BYTES + 1)
        if len(data) > limits.MAX_BYTES:
            raise PositionError(f"standard input holds more than {limits.MAX_BYTES} bytes")
    else:
        data = limits.read_bytes(path)
    if not path.lower().endswith(".egn"):
        return read_record(data)
    report = egn.replay(egn.loads(data))
    if not report.records:
        raise PositionError("the EGN file holds no deal")
    if report.problems:
        raise PositionError(f"the EGN game does not replay cleanly: {report.problems[0]}")
    return report.records[-1]


def cut(record: records.GameRecord, at: int | None) -> records.GameRecord:
    """The record up to its first ``at`` actions (negative: all but the last ``-at``;
    None: the whole record), deals kept where they fall.

    >>> import euchre
    >>> from euchre import records
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=3).apply("pass").apply("pass")
    >>> record = records.GameRecord.from_state(state)
    >>> len(record.history), len(cut(record, 1).history), len(cut(record, -2).history)
    (3, 2, 1)
    """
    actions = [i for i, item in enumerate(record.history) if isinstance(item, Action)]
    if at is None:
        return record
    if not -len(actions) <= at <= len(actions):
        raise PositionError(
            f"--at {at}: the record holds {len(actions)} actions (use 0 to {len(actions)},"
            " or a negative number to count back from the end)"
        )
    at = len(actions) + at if at < 0 else at
    keep = actions[at - 1] + 1 if at else (actions[0] if actions else len(record.history))
    return attrs.evolve(
        record,
        history=record.history[:keep],
        seats=record.seats[:keep] if record.seats else (),
        origins=record.origins[:keep] if record.origins else (),
    )


def _first_play(record: records.GameRecord, after: int) -> int | None:
    """The number of actions after which the record is first in the play, from ``after``
    actions on (None if never)."""
    count = 0
    for item, _, state in record.steps():
        if isinstance(item, Action):
            count += 1
            if count >= after and state.phase is Phase.PLAY:
                return count
    return None


def check_playable(state: State, record: records.GameRecord, at: int) -> None:
    """Raise :class:`PositionError` unless ``state`` is in the play: saying what the
    position needs, and the first ``--at`` of the record that is in the play."""
    if state.phase is Phase.PLAY:
        return
    to_act = f", {state.to_act} to act" if state.to_act is not None else ""
    need = _NEEDS.get(state.phase, f"solve needs {_BIDDING}")
    message = f"not in the play of the cards (phase {state.phase.value}{to_act}): {need}"
    first = _first_play(record, at) if state.phase not in _NEEDS else None
    if first is not None:
        message += f"; the record's play starts at --at {first}"
    raise PositionError(message)


def solve_lines(state: State) -> list[str]:
    """Each legal card's value in ``state`` (phase PLAY), as ``euchre solve`` prints it:
    a heading, then one line per card (its glyph, ``10♥``; the tricks the side to act ends
    the hand with after it, best play by all, and the hand's points; ``best`` marks the
    cards that keep them), and the legal actions the solver does not value: a renege the
    rules would penalise later, a renege claim."""
    from euchre import solver  # the search: only for this command

    solution = solver.Solver().solve(state)
    assert state.to_act is not None
    t = state.rules.table
    side = t.side_of[int(state.to_act)]
    team = t.side_names[side]
    trump = "no trump" if state.no_trump else f"{state.trump} are trump"
    won = state.tricks_won
    so_far = ", ".join(f"{name} {n}" for name, n in zip(t.side_names, won, strict=True))
    lines = [
        f"{rules_label(state.rules)}, hand {state.hand_number + 1}, trick {sum(won) + 1}: "
        f"{state.to_act} to play ({team}); {trump}, made by {state.maker}",
        f"tricks so far: {so_far}",
        f"{'card':<5} {team + ' tricks':<18}  hand's points",
    ]
    best = set(solution.best_actions)
    for action, tricks in solution.values:
        points = solver.hand_points(state, tricks)
        mark = "   best" if action in best and len(best) < len(solution.values) else ""
        assert action.card is not None  # the solver values plays only
        by_side = " ".join(
            f"{label} {n:+d}" for label, n in zip(t.side_labels, points, strict=True)
        )
        lines.append(f"{action.card.symbol:<5} {tricks[side]:<18}  {by_side}{mark}")
    valued = {action for action, _ in solution.values}
    others = [action_text(action) for action in state.legal_actions() if action not in valued]
    if others:  # a renege the rules penalise, a claim: the solver follows suit, claims nothing
        lines.append(f"not valued (every player follows suit, nobody claims): {', '.join(others)}")
    return lines


def inline_record(
    rules: RuleSet,
    *,
    seed: int | str | None = None,
    deal: str | None = None,
    dealer: str | None = None,
    actions: str = "",
) -> records.GameRecord:
    """The game record the inline options give: the rules, the first hand's cards (a
    ``seed`` that deals them, or a ``deal`` in the text record's form), the first dealer,
    and the actions (text-record actions, ``;`` between them).

    >>> import euchre
    >>> from euchre.cli.solve import inline_record
    >>> inline_record(euchre.presets.STANDARD, seed=3, actions="pass; pass").replay().to_act
    <Seat.EAST: 1>
    """
    if (seed is None) == (deal is None):
        raise PositionError("give the first hand's cards: a seed (--seed) or a deal (--deal)")
    start = records.GameRecord(rules=rules, seed=0 if seed is None else seed)
    kept = ("[Rules ", "[Rule ") if seed is None else ("[Rules ", "[Rule ", "[Seed ")
    lines = [line for line in records.format_text(start).splitlines() if line.startswith(kept)]
    if dealer is not None:
        lines.append(f"[Dealer {json.dumps(dealer)}]")
    if seed is None:  # the text record's writer quotes the seed as its reader reads it
        lines.append(f"[Deal {json.dumps(deal)}]")
    return records.parse_text("\n".join([*lines, actions]))


def _position(args: argparse.Namespace) -> records.GameRecord:
    """The whole record ``args`` give: a RECORD file, or the inline options."""
    inline = {"seed": args.seed, "deal": args.deal, "dealer": args.dealer, "actions": args.actions}
    given = [f"--{name}" for name, value in inline.items() if value is not None]
    if args.position is not None:
        if given or args.rules is not None:
            raise PositionError(
                f"give a RECORD file or the position's options ({', '.join(given or ['--rules'])}), "
                "not both"
            )
        return read_position(args.position)
    return inline_record(
        args.rules or presets.DEFAULT,
        seed=args.seed,
        deal=args.deal,
        dealer=args.dealer,
        actions=args.actions or "",
    )


def run(args: argparse.Namespace) -> int:
    """``euchre solve``: print the values; exit status 0, or 2 for a position it cannot
    judge (unreadable, illegal, not in the play: the message says why)."""
    where = args.position or "the position"
    label = f"{args.position}: " if args.position else ""
    try:
        whole = _position(args)
        record = cut(whole, args.at)
        state = record.replay()
        check_playable(state, whole, sum(isinstance(i, Action) for i in record.history))
    except OSError as error:
        print(f"euchre solve: cannot read {where}: {error.strerror or error}", file=sys.stderr)
        return 2
    except EuchreError as error:
        print(f"euchre solve: {label}{error}", file=sys.stderr)
        return 2
    print("\n".join(solve_lines(state)))
    return 0


def _at(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of actions, got {text!r}"
        ) from None


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre solve`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "solve",
        summary="each legal card's double-dummy value in a position of the play",
        description="Solve a position of the play double dummy (every hand known, best play "
        "by all) and print, for each legal card of the player to act, the tricks that "
        "player's side ends the hand with after it, and the hand's points: \"could we have "
        'taken 3?".\n\nThe position is the end of a game record: a text record (headers, '
        '[Deal "N: ... | E: ... | S: ... | W: ... | up: .."] and the actions), a JSON '
        "record or state (euchre.records.dumps), or an .egn file; or the point after its "
        "first N actions (--at N; negative: all but the last -N). It must be in the play "
        "of the cards (trump made); otherwise the exit status is 2 and the message says "
        "what is missing. The rules are the record's own.",
        examples="""
$ euchre solve dispute.txt
$ euchre solve game.json --at 9          # after the record's first 9 actions
$ euchre solve game.egn --at -1          # before the last card
$ printf '[Rules "CARDGAMES_IO"]\\n[Seed "7"]\\norder up; discard 9h' | euchre solve -
""",
    )
    parser.add_argument(
        "position", nargs="?", metavar="RECORD",
        help="a text, JSON or .egn record file; - for standard input",
    )  # fmt: skip
    parser.add_argument(
        "--at", type=_at, metavar="N", help="the position after the record's first N actions"
    )
    inline = parser.add_argument_group(
        "or the position in options (a text record's parts)",
        f"The first hand's cards from --seed or --deal, under --rules (default: {DEFAULT_NAME})",
    )
    inline.add_argument(
        "--rules", type=rules_value, metavar="NAME|FILE",
        help="a preset name or alias, or a RuleSet JSON file",
    )  # fmt: skip
    inline.add_argument(
        "--seed", type=seed_value, metavar="N|TEXT",
        help="the seed that deals the cards (as in every subcommand)",
    )  # fmt: skip
    inline.add_argument(
        "--deal", metavar="TEXT", help='the cards: "N: ... | E: ... | S: ... | W: ... | up: Ah"'
    )
    inline.add_argument("--dealer", metavar="SEAT", help="the first dealer (north, east, ...)")
    inline.add_argument(
        "--actions", metavar="TEXT", help='the actions, ";" between them: "pass; order up; ..."'
    )
    parser.set_defaults(func=run)
    return parser
