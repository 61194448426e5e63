"""The text of ``euchre play``'s screen, built from one seat's :class:`~euchre.View` only.

Pure functions from a view (never a State: the player's screen must not reach another
seat's cards) to lines of text. The plain screen prints them as they are; the rich screen
prints the same lines with colour.

>>> import euchre
>>> from euchre.terminal import screen
>>> view = euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0).view(euchre.Seat.SOUTH)
>>> names = screen.seat_names(euchre.Seat.SOUTH, ("rule", "rule", "rule"))
>>> print("\\n".join(screen.table_lines(view, names)))  # doctest: +ELLIPSIS
Hand 1 · dealer North · round 1 (order up?) · East to act
Upcard: ...
...
Your hand: ...
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre._render import (
    Facts,
    Place,
    SeatFacts,
    action_text,
    cards_text,
    facts,
    hand_result_text,
    score_text,
    seat_of,
    upcard_text,
)
from euchre.actions import Action, ActionKind, parse_action
from euchre.cards import Score, Seat
from euchre.engine.explain import listed
from euchre.errors import EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.rules.table import Table
from euchre.views import View

__all__ = [
    "action_text",
    "cards_text",
    "choice_lines",
    "result_line",
    "seat_names",
    "table_lines",
    "trick_line",
]

#: Width of the compass picture of the trick (characters).
WIDTH = 66
#: How far West's and East's cards sit from the middle of the compass (characters).
CARD_GAP = 6


def seat_names(human: Place, bots: Sequence[str], players: int = 4) -> tuple[str, ...]:
    """What each seat of a table of ``players`` is called on the screen: ``you`` at the
    human's seat, ``KIND bot`` at the others (``bots``: the kinds clockwise from the
    human's left).

    >>> seat_names(Seat.SOUTH, ("random", "rule", "pimc"))
    ('rule bot', 'pimc bot', 'you', 'random bot')
    >>> seat_names(0, ("random", "pimc"), players=3)
    ('you', 'random bot', 'pimc bot')
    """
    names = [""] * players
    names[human] = "you"
    for step, kind in enumerate(bots, start=1):
        names[(human + step) % players] = f"{kind} bot"
    return tuple(names)


def _label(seat: SeatFacts, names: Sequence[str]) -> str:
    """``West (rule bot) [dealer, maker], 4 cards``: who sits there, their part in the
    hand (:func:`euchre._render.facts`), how many cards they hold."""
    tags = [*seat.tags, "to act"] if seat.to_act else list(seat.tags)
    tag = f" [{', '.join(tags)}]" if tags else ""
    count = seat.count
    return f"{seat.seat} ({names[seat.seat]}){tag}, {count} card{'' if count == 1 else 's'}"


def _bidding_line(view: View) -> str | None:
    """The actions of this hand so far but the plays (a face-down one as hidden), or None."""
    shown = []
    for public in view.actions:
        try:
            kind = parse_action(public.text).kind
        except EuchreError:  # a face-down action: "discard (hidden)"
            kind = None
        if kind is not ActionKind.PLAY:
            shown.append(f"{seat_of(view.rules, public.seat)} {action_text(public.text)}")
    return "Bidding: " + ", ".join(shown) if shown else None


def _trump_line(f: Facts) -> str | None:
    """Trump and the contract (maker, alone, high bid); or the upcard; or None."""
    if f.trump is not None:
        return " · ".join(part for part in (f"Trump: {f.trump}", f.contract) if part)
    if f.upcard is not None:
        return f"Upcard: {upcard_text(f)}"
    return f.contract or None


def _compass(f: Facts, me: Seat, names: Sequence[str]) -> list[str]:
    """The four seats round the table, the player at the bottom, each with its card in the
    trick in the middle (the one in progress, else the hand's last one)."""
    played = {seat: card.symbol for seat, card in f.trick}
    top, left, right = me.partner, me.left, me.right
    half = WIDTH // 2
    west, east = _label(f.seats[left], names), _label(f.seats[right], names)

    def card(seat: Seat) -> str:
        return played.get(seat, "·")

    lines = [
        _label(f.seats[top], names).center(WIDTH).rstrip(),
        card(top).center(WIDTH).rstrip(),
        f"{west}  {east:>{WIDTH - 2 - len(west)}}",
        f"{card(left):>{half - CARD_GAP}}{'':{2 * CARD_GAP - 3}}{card(right):<3}".rstrip(),
        card(me).center(WIDTH).rstrip(),
        _label(f.seats[me], names).center(WIDTH).rstrip(),
    ]
    if f.trick_label:
        lines.insert(0, f"{f.trick_label}:")
    return lines


def _ring(f: Facts, me: int, names: Sequence[str]) -> list[str]:
    """The seats of a table of other than four, one line each clockwise from the player's
    left and the player last, each with its card in the trick (``·``: none yet)."""
    played = {int(seat): card.symbol for seat, card in f.trick}
    n = len(f.seats)
    order = [(me + k) % n for k in range(1, n + 1)]
    lines = [f"{played.get(seat, '·'):>4}  {_label(f.seats[seat], names)}" for seat in order]
    if f.trick_label:
        lines.insert(0, f"{f.trick_label}:")
    return lines


def table_lines(view: View, names: Sequence[str]) -> list[str]:
    """The table as the player at ``view.seat`` sees it: the hand's header, the upcard or
    trump and contract, the bidding, the tricks won and the score, the seats round the trick
    (their part in the hand, cards in hand) and the player's own hand. What is shown comes
    from :func:`euchre._render.facts` of the view, as in every picture of a table.

    >>> import euchre
    >>> v = euchre.new_game(euchre.presets.OPENSPIEL, seed=1, dealer=0).view(2)
    >>> table_lines(v, seat_names(euchre.Seat.SOUTH, ("rule",) * 3))[-1].startswith("Your hand: ")
    True
    """
    f = facts(view)
    lines = [f.header]
    trump = _trump_line(f)
    if trump is not None:
        lines.append(trump)
    bidding = _bidding_line(view)
    if bidding is not None:
        lines.append(bidding)
    if view.phase == "play" or view.tricks:
        lines.append(f"Tricks this hand: {f.tricks_text}")
    lines.append(f"Score: {f.scores_text}, first to {f.target}")
    if f.last_hand:
        lines.append(f.last_hand)
    lines.append("")
    if len(f.seats) == 4:
        lines.extend(_compass(f, Seat(view.seat), names))
    else:
        lines.extend(_ring(f, int(view.seat), names))
    lines.append("")
    lines.append(f"Your hand: {cards_text(view.hand)}")
    return lines


def choice_lines(legal: Sequence[Action]) -> list[str]:
    """The legal actions numbered from 1, one a line; a bid of every trick says what it is.

    >>> from euchre import PASS, ORDER_UP, BID_MOON
    >>> choice_lines([PASS, ORDER_UP, BID_MOON])
    ['  1. pass', '  2. order up', '  3. bid moon (shoot the moon: all the tricks alone)']
    """
    return [
        f"  {number}. {listed(action, action_text(action))}"
        for number, action in enumerate(legal, 1)
    ]


def trick_line(number: int, trick: Trick) -> str:
    """A finished trick: its cards in order and who won it.

    >>> import euchre
    >>> t = euchre.Trick(euchre.Seat.EAST, ((euchre.Seat.EAST, euchre.parse_card("9c")),
    ...     (euchre.Seat.SOUTH, euchre.parse_card("Ac"))), euchre.Seat.SOUTH)
    >>> trick_line(2, t)
    'Trick 2: East 9♣, South A♣ -> South wins'
    """
    shown = ", ".join(f"{seat} {card.symbol}" for seat, card in trick.plays)
    return f"Trick {number}: {shown} -> {trick.winner} wins"


def result_line(result: HandResult, scores: Sequence[int], table: Table | None = None) -> str:
    """How a hand ended, and the score after it, by the sides of ``table`` (the four-seat
    game's NS and EW when not given).

    >>> import euchre
    >>> r = euchre.HandResult(0, euchre.Seat.NORTH, euchre.Suit.HEARTS, euchre.Seat.EAST, None,
    ...     None, euchre.Score(2, 3), euchre.Score(0, 1), False)
    >>> result_line(r, (0, 1))
    'Hand 1: East made ♥ hearts: tricks NS 2 - EW 3; points NS +0 EW +1; score NS 0 - EW 1'
    """
    if table is None or table.four:
        text = hand_result_text(result, glyphs=True)
        return f"Hand {result.number + 1}: {text}; score NS {scores[0]} - EW {scores[1]}"
    text = hand_result_text(result, glyphs=True, table=table)
    return f"Hand {result.number + 1}: {text}; score {score_text(Score(*scores), table)}"
