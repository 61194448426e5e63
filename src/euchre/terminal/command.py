"""The ``euchre play`` subcommand: its options and its handler.

:func:`add_parser` adds the ``play`` subparser to the command line's subparsers (with
``func=run`` as its default); :func:`run` starts the game the options describe and returns
the exit status. Nothing heavy is imported here (no ``rich``, no bots) until ``run``.

>>> import argparse
>>> from euchre.terminal.command import add_parser
>>> parser = argparse.ArgumentParser(prog="euchre")
>>> play = add_parser(parser.add_subparsers(dest="command"))
>>> args = parser.parse_args(["play", "--seat", "east", "--bots", "rule,random,pimc"])
>>> args.seat, args.bots
('east', ('rule', 'random', 'pimc'))
>>> parser.parse_args(["play", "--scores", "9,8"]).scores
(9, 8)

Seats are read as words here and given their meaning once the rules are known
(:func:`resolve_seat`): north, east, south, west at the four-seat game; the letters A to F
at other tables (``--seat b`` in cutthroat).
"""

from __future__ import annotations

import argparse
import secrets
import shlex
import sys
from typing import TYPE_CHECKING, Any, TextIO

from euchre.cards import PLAYERS, Player, Seat
from euchre.errors import ArgumentError, EuchreError, RuleSetError

if TYPE_CHECKING:
    from euchre.rules import RuleSet
    from euchre.state import State
    from euchre.terminal.session import Session

__all__ = [
    "BOT_KINDS",
    "add_parser",
    "parse_bots",
    "parse_scores",
    "parse_seat",
    "replay_command",
    "resolve_rules",
    "resolve_seat",
    "run",
]

#: The bots a human may play with (``--bots``): the kinds of :func:`euchre.bots.make_bot`.
BOT_KINDS = ("random", "rule", "pimc")
#: The bots when ``--bots`` is not given: the documented heuristic player in every seat.
DEFAULT_BOT = "rule"

EXAMPLES = """\
examples:
  euchre play                                  South, three rule bots, the default preset
  euchre play --rules STANDARD --seat north    any preset (euchre presets lists them)
  euchre play --rules my_rules.json            a RuleSet as JSON (every knob by name)
  euchre play --bots pimc                      three PIMC bots
  euchre play --bots random,pimc,rule          one bot per other seat, clockwise from yours
  euchre play --scores 9,9 --dealer west       start anywhere: at 9-9, West dealing
  euchre play --load game.json                 go on with a game saved with 'save FILE'

during the game: a number or the action's text (order up, play Jd, Jd) chooses; also
explain ACTION, hint, undo, save FILE, rules, help, quit.
"""


def _player(text: str, players: int) -> Player | None:
    """A lettered player (``b``, ``Player C``) of a table of ``players``, or None."""
    word = text.strip().upper().removeprefix("PLAYER").strip()
    letters = [str(player) for player in PLAYERS[:players]]
    return PLAYERS[letters.index(word)] if word in letters else None


def parse_seat(text: str) -> str:
    """A seat's word as given (``north``, ``E``; ``b`` at a lettered table), checked to read
    as a seat at some table; :func:`resolve_seat` gives it its meaning under the rules.

    >>> parse_seat("west"), parse_seat("N"), parse_seat(" B ")
    ('west', 'n', 'b')
    """
    from euchre import records  # the one reader of seat names

    try:
        records.parse_seat(text)
    except EuchreError as error:
        if _player(text, len(PLAYERS)) is None:
            raise argparse.ArgumentTypeError(
                f"{error}; at a table of two, three or six: A, B, C, D, E or F"
            ) from None
    return text.strip().lower()


def resolve_seat(rules: RuleSet, text: str) -> Seat | Player:
    """The seat ``text`` names at the table of ``rules``: a compass seat at four seats, a
    lettered player elsewhere; raises :class:`~euchre.errors.ArgumentError` naming the
    table's seats.

    >>> from euchre import presets
    >>> resolve_seat(presets.STANDARD, "e"), resolve_seat(presets.SIX_HANDED, "e")
    (<Seat.EAST: 1>, <Player.E: 4>)
    >>> resolve_seat(presets.CUTTHROAT, "north")
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: seat 'north': the seats at this three-handed (cutthroat) table are A, B, C
    """
    from euchre import records

    if rules.players == 4:
        try:
            return records.parse_seat(text)
        except EuchreError as error:
            raise ArgumentError(str(error)) from None
    player = _player(text, rules.players)
    if player is None:
        t = rules.table
        raise ArgumentError(
            f"seat {text!r}: the seats at this {t.format_name} table are {', '.join(t.seat_names)}"
        )
    return player


def parse_bots(text: str) -> tuple[str, ...]:
    """One bot kind for every other seat, or one kind per other seat (clockwise from the
    human's left: three at the four-seat game), separated by commas; one kind is given for
    all of them (:func:`bots_for` counts them against the table).

    >>> parse_bots("pimc"), parse_bots("random, rule ,pimc")
    (('pimc',), ('random', 'rule', 'pimc'))
    """
    kinds = tuple(part.strip().lower() for part in text.split(","))
    for kind in kinds:
        if kind not in BOT_KINDS:
            raise argparse.ArgumentTypeError(
                f"no bot {kind!r}: choose {', '.join(BOT_KINDS)} (one for all, or one per "
                "other seat)"
            )
    if len(kinds) > len(PLAYERS) - 1:
        raise argparse.ArgumentTypeError(
            f"{len(kinds)} bots given: give one kind for all other seats, or one per other "
            "seat (three at the four-seat game)"
        )
    return kinds


def bots_for(rules: RuleSet, kinds: tuple[str, ...]) -> tuple[str, ...]:
    """The bot kinds for the other seats of the table of ``rules``: one kind for all, or
    as many as there are other seats; raises :class:`~euchre.errors.ArgumentError`.

    >>> from euchre import presets
    >>> bots_for(presets.STANDARD, ("pimc",)), bots_for(presets.CUTTHROAT, ("rule", "pimc"))
    (('pimc', 'pimc', 'pimc'), ('rule', 'pimc'))
    >>> bots_for(presets.STANDARD, ("rule", "rule"))
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: --bots: 2 bots given: give one kind for all three other seats, or three
    """
    others = rules.players - 1
    if len(kinds) == 1:
        return kinds * others
    if len(kinds) != others:
        word = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}[others]
        raise ArgumentError(
            f"--bots: {len(kinds)} bots given: give one kind for all {word} other seats, or {word}"
        )
    return kinds


def parse_scores(text: str) -> tuple[int, ...]:
    """The score to start from, one number a side: North-South's then East-West's at the
    four-seat game (``NS,EW``), each player's at a table of players for themselves
    (``A,B,C``); below 0 only where the rules let scores fall, as in Bid Euchre. The
    count is checked against the table when the game starts.

    >>> parse_scores("9,9"), parse_scores("31, -4"), parse_scores("3,0,7")
    ((9, 9), (31, -4), (3, 0, 7))
    """
    parts = text.split(",")
    try:
        scores = tuple(int(part) for part in parts)
    except ValueError:
        scores = ()
    if not 2 <= len(scores) <= len(PLAYERS):
        raise argparse.ArgumentTypeError(
            f"scores {text!r}: expected two whole numbers NS,EW such as 9,8 (one a side: "
            "A,B,C at a table of three players)"
        ) from None
    return scores


def _seed(text: str) -> int | str:
    """``--seed`` read as every subcommand reads it (:func:`euchre.cli.options.seed_value`:
    a whole number is an int, other text a str), imported here because the cli imports
    this module."""
    from euchre.cli.options import seed_value

    return seed_value(text)


def _default_name() -> str:
    """The name of the default preset (``euchre.presets.DEFAULT``), for the help."""
    from euchre.cli.options import DEFAULT_NAME

    return DEFAULT_NAME


def _whole(text: str) -> int:
    """A whole number >= 0, read as every subcommand reads one (imported here: the cli
    imports this module)."""
    from euchre.cli.options import whole_value

    return whole_value(text, 0)


def _positive(text: str) -> int:
    """A whole number >= 1 (:func:`euchre.cli.options.whole_value`)."""
    from euchre.cli.options import whole_value

    return whole_value(text, 1)


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``play`` subparser to ``subparsers`` (from ``parser.add_subparsers()``),
    with ``func=run`` as its default; returns it.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="euchre")
    >>> _ = add_parser(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["play"])
    >>> args.seat, args.bots, args.rules is None, args.func is run
    (None, ('rule',), True, True)
    """
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "play",
        help="play a game yourself against three bots in the terminal",
        description="Play Euchre in the terminal: you at one seat, bots at the other three.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--rules", metavar="NAME|FILE.json",
        help="a preset name or alias, or a JSON file of RuleSet knobs (default: "
        f"{_default_name()}, euchre.presets.DEFAULT)",
    )  # fmt: skip
    parser.add_argument(
        "--seat", type=parse_seat, metavar="SEAT",
        help="your seat: north, east, south or west (default south); A, B, C ... at a table "
        "of two, three or six (default A)",
    )  # fmt: skip
    parser.add_argument(
        "--bots", type=parse_bots, default=(DEFAULT_BOT,), metavar="KIND[,KIND,KIND]",
        help="the bots: random, rule or pimc; one kind for all, or one per other seat "
        f"(three at four seats, clockwise from your left); default {DEFAULT_BOT}",
    )  # fmt: skip
    parser.add_argument(
        "--seed", type=_seed, metavar="N|TEXT",
        help="seed of the deals and the bots: a whole number or any text",
    )  # fmt: skip
    parser.add_argument(
        "--scores",
        type=parse_scores,
        metavar="NS,EW",
        help="start at this score, one number a side (default 0,0; A,B,C in cutthroat)",
    )
    parser.add_argument("--dealer", type=parse_seat, metavar="SEAT", help="the first dealer")
    parser.add_argument(
        "--hand-number", type=_whole, metavar="N", help="number the first hand N (0: the first)"
    )
    parser.add_argument(
        "--samples", type=_positive, default=DEFAULT_HINT_SAMPLES, metavar="N",
        help=f"worlds the PIMC bot samples for a hint (default {DEFAULT_HINT_SAMPLES})",
    )  # fmt: skip
    parser.add_argument(
        "--plain", action="store_true", help="plain text, no colour (even when rich is installed)"
    )
    parser.add_argument(
        "--load", metavar="FILE", help="go on with a game saved by 'save FILE' (a JSON record)"
    )
    parser.set_defaults(func=run)
    return parser


#: Worlds the PIMC bot samples for a ``hint`` (``--samples``).
DEFAULT_HINT_SAMPLES = 20


def resolve_rules(text: str | None) -> RuleSet:
    """The RuleSet named by ``--rules``, read as every subcommand reads it
    (:func:`euchre.cli.options.rules_value`: a preset's name or alias, or the path of a
    RuleSet JSON file); None gives the default preset (``euchre.presets.DEFAULT``). Raises
    :class:`~euchre.errors.RuleSetError` saying why a value is refused.

    >>> resolve_rules("openspiel").name
    'OpenSpiel Euchre (preset OPENSPIEL)'
    >>> from euchre import presets
    >>> resolve_rules(None) is presets.DEFAULT
    True
    """
    from euchre import presets
    from euchre.cli.options import rules_value  # the command line's one reader of --rules

    if text is None:
        return presets.DEFAULT
    try:
        return rules_value(text)
    except argparse.ArgumentTypeError as error:
        raise RuleSetError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    """Play the game ``args`` describe (the ``play`` options) on stdin and stdout; returns
    the exit status: 0 when the game ended or the player left it (``quit``, end of input), 130 on Ctrl-C, 2 for bad options (a
    message on stderr says which and what would do).
    """
    try:
        session, intro = build_session(args, sys.stdout, echo=not _is_terminal(sys.stdin))
    except EuchreError as error:
        print(f"euchre play: {error}", file=sys.stderr)
        return 2
    for line in intro:
        session.screen.say(line)
    try:
        return session.play_stream(sys.stdin.readline)
    except KeyboardInterrupt:  # Ctrl-C: 130, as every subcommand (``quit`` leaves with 0)
        session.screen.say("")
        session.screen.say("Interrupted: you left the game.")
        return 130


def _is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(callable(isatty) and isatty())


def _start(args: argparse.Namespace) -> State:
    """The game's first state: loaded from ``--load``, or new from the options."""
    from euchre import limits
    from euchre.cli.checker import read_record  # euchre check's reader, with its caps
    from euchre.state import new_game

    if args.load is not None:
        try:
            record = read_record(limits.read_bytes(args.load))
        except OSError as error:
            raise RuleSetError(f"cannot read {args.load}: {error.strerror or error}") from None
        return record.replay()
    start: dict[str, Any] = {}
    if args.scores is not None:
        start["scores"] = args.scores
    if args.hand_number is not None:
        start["hand_number"] = args.hand_number
    rules = resolve_rules(args.rules)
    dealer = None if args.dealer is None else resolve_seat(rules, args.dealer)
    return new_game(rules, seed=args.seed, dealer=dealer, **start)


def human_seat(args: argparse.Namespace, rules: RuleSet) -> Seat | Player:
    """The human's seat: ``--seat`` at the table of ``rules``, else South at the four-seat
    game and the first player (A) at other tables."""
    if args.seat is not None:
        return resolve_seat(rules, args.seat)
    return Seat.SOUTH if rules.players == 4 else PLAYERS[0]


def seats_line(rules: RuleSet, human: Seat | Player, names: tuple[str, ...]) -> str:
    """Who sits where, as the game's introduction says it: the human's seat, partners or
    teammates, and the other seats with their bots.

    >>> from euchre import Player, presets
    >>> seats_line(presets.CUTTHROAT, Player.A, ("you", "rule bot", "pimc bot"))
    'You are A, each for themselves against B (rule bot) and C (pimc bot).'
    >>> seats_line(presets.SIX_HANDED, Player.B, ("x", "you", "x", "x", "x", "x"))
    'You are B; your teammates D (x) and F (x); A (x), C (x) and E (x).'
    """
    t = rules.table
    seats = table_seats(rules)
    me = int(human)

    def who(numbers: list[int]) -> str:
        shown = [f"{seats[n]} ({names[n]})" for n in numbers]
        return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]

    clockwise = [(me + k) % t.players for k in range(1, t.players)]
    mates = [n for n in clockwise if n in t.teammates[me]]
    others = [n for n in clockwise if n not in t.teammates[me]]
    if t.four:
        partner = mates[0]
        left, right = others
        return (
            f"You are {human}; your partner {seats[partner]} ({names[partner]}); "
            f"{who([left])} and {who([right])}."
        )
    if not mates:
        return f"You are {human}, each for themselves against {who(others)}."
    return f"You are {human}; your teammates {who(sorted(mates))}; {who(sorted(others))}."


def table_seats(rules: RuleSet) -> tuple[Seat | Player, ...]:
    """The seats of the table of ``rules``, seat 0 first."""
    from euchre.cards import SEATS

    return SEATS if rules.players == 4 else PLAYERS[: rules.players]


def build_session(
    args: argparse.Namespace, out: TextIO, *, echo: bool = False
) -> tuple[Session, list[str]]:
    """The :class:`~euchre.terminal.session.Session` the options describe, writing to
    ``out`` (``echo``: repeat each answer read, for input that is not typed), and the lines that introduce it (the rules, the seats, the seed); raises
    :class:`~euchre.errors.EuchreError` for options that do not make a game.

    >>> import argparse, io
    >>> parser = argparse.ArgumentParser(prog="euchre")
    >>> _ = add_parser(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["play", "--rules", "standard", "--seed", "4", "--plain"])
    >>> session, intro = build_session(args, io.StringIO())
    >>> session.state.rules.name, session.human
    ('North American standard Euchre (preset STANDARD)', <Seat.SOUTH: 2>)
    >>> print(intro[1])
    You are South; your partner North (rule bot); West (rule bot) and East (rule bot).
    """
    from euchre.bots import PIMCBot, make_bot
    from euchre.match import Match
    from euchre.terminal.render import make_screen
    from euchre.terminal.screen import seat_names
    from euchre.terminal.session import Session

    if args.load is not None:
        given = [flag for flag, key in _NEW_GAME_ONLY if getattr(args, key) is not None]
        if given:
            raise ArgumentError(
                f"--load goes on with the saved game, its rules, seed, dealer and score: "
                f"give it without {', '.join(given)}"
            )
    elif args.seed is None:
        args.seed = secrets.randbelow(SEED_RANGE)
    state = _start(args)
    rules = state.rules
    human = human_seat(args, rules)
    kinds = bots_for(rules, args.bots)
    seats = table_seats(rules)
    bots: list[Any] = [None] * rules.players
    for step, kind in enumerate(kinds, start=1):
        seat = seats[(human + step) % rules.players]
        bots[seat] = make_bot(kind, seed=f"{state.seed}/{seat.name.lower()}")
    names = seat_names(human, kinds, rules.players)
    session = Session(
        state,
        human,
        bots,
        make_screen(out, plain=args.plain),
        names=names,
        hint_bot=PIMCBot(seed=f"{state.seed}/hint", samples=args.samples),
        echo=echo,
    )
    match = ""
    if rules.match_games > 1 and state.seed is not None:  # the whole match (Railroad's)
        session.match = Match(rules, state.seed, (), state)
        match = f" A match: the first side to win {rules.match_games} games."
    intro = [
        f"{state.rules.name}: first to {state.rules.target}.{match}",
        seats_line(rules, human, names),
        f"Seed {state.seed}: {replay_command(args, state)} deals these cards again."
        if args.load is None
        else f"Going on with the game saved in {args.load}.",
        "Type help for the commands.",
    ]
    return session, intro


def replay_command(args: argparse.Namespace, state: State) -> str:
    """The ``euchre play`` command that deals the game ``args`` started (``state``) again:
    every option that changes the deal or which hand is yours (``--rules``, the seed,
    ``--dealer``, ``--hand-number``, ``--seat``) and the starting ``--scores``, as given.

    >>> import argparse
    >>> import euchre
    >>> parser = argparse.ArgumentParser(prog="euchre")
    >>> _ = add_parser(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["play", "--rules", "BID_EUCHRE", "--seed", "11", "--plain"])
    >>> replay_command(args, euchre.new_game(euchre.presets.BID_EUCHRE, seed=11))
    'euchre play --rules BID_EUCHRE --seed 11'
    >>> args = parser.parse_args(["play", "--seed", "club night", "--scores=-2,9", "--seat", "w"])
    >>> replay_command(args, euchre.new_game(euchre.presets.DEFAULT, seed="club night"))
    "euchre play --seed 'club night' --scores=-2,9 --seat west"
    """
    rules = state.rules
    dealer = None if args.dealer is None else resolve_seat(rules, args.dealer)
    seat = human_seat(args, rules)
    default = Seat.SOUTH if rules.players == 4 else PLAYERS[0]
    given: list[tuple[str, object]] = [
        ("--rules", args.rules),
        ("--seed", state.seed),
        ("--dealer", None if dealer is None else dealer.name.lower()),
        ("--hand-number", args.hand_number),
        ("--scores", None if args.scores is None else ",".join(map(str, args.scores))),
        ("--seat", None if seat == default else seat.name.lower()),
    ]
    words = ["euchre play"]
    for flag, value in given:
        if value is None:
            continue
        text = shlex.quote(str(value))
        # a value that starts with "-" is joined to its flag, or it would read as an option
        words.append(f"{flag}={text}" if str(value).startswith("-") else f"{flag} {text}")
    return " ".join(words)


#: ``--seed`` drawn when none is given (printed, so the game can be dealt again).
SEED_RANGE = 10**6
#: The options that describe a new game, which ``--load`` replaces (flag, attribute).
_NEW_GAME_ONLY = (
    ("--rules", "rules"),
    ("--seed", "seed"),
    ("--scores", "scores"),
    ("--dealer", "dealer"),
    ("--hand-number", "hand_number"),
)
