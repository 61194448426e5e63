"""The text of ``euchre play``'s screen, built from one seat's :class:`~euchre.View` only.

Pure functions from a view (never a State: the player's screen must not reach another
seat's cards) to lines of text. The plain screen prints them as they are; the rich screen
prints the same lines with colour.

>>> import euchre
>>> from euchre.terminal import screen
>>> view = euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0).view(euchre.Seat.SOUTH)
>>> names = screen.seat_names(euchre.Seat.SOUTH, ("rule", "rule", "rule"))
>>> print("\\n".join(screen.table_lines(view, names)))  # doctest: +ELLIPSIS
Hand 1 · dealer North · score NS 0 - EW 0, first to 10
Upcard: ... (North deals; round 1: order it up or pass)
...
Your hand: ...
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.actions import Action, ActionKind, parse_action
from euchre.cards import Card, Seat
from euchre.errors import EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.views import View

__all__ = [
    "action_text",
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
#: What each phase asks, in the line under the header.
PHASE_TEXT = {
    "order": "round 1: order it up or pass",
    "pickup": "the dealer's pickup",
    "discard": "the dealer's discard",
    "call": "round 2: name trump or pass",
    "alone": "going alone?",
    "joker": "the dealer names the joker's suit",
    "claim": "renege claims",
    "bid": "the bidding",
    "trump": "the high bidder names trump",
    "exchange": "call for best: the exchange",
    "play": "play",
    "deal": "waiting for a deal",
    "over": "game over",
}


def seat_names(human: Seat, bots: Sequence[str]) -> tuple[str, str, str, str]:
    """What each seat is called on the screen: ``you`` at the human's seat, ``KIND bot`` at
    the others (``bots``: the kinds clockwise from the human's left).

    >>> seat_names(Seat.SOUTH, ("random", "rule", "pimc"))
    ('rule bot', 'pimc bot', 'you', 'random bot')
    """
    names = ["", "", "", ""]
    names[human] = "you"
    for step, kind in enumerate(bots, start=1):
        names[(human + step) % 4] = f"{kind} bot"
    return names[0], names[1], names[2], names[3]


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as glyphs (``9♣ J♥``), or ``-`` for none.

    >>> from euchre import parse_card
    >>> cards_text([parse_card("9c"), parse_card("Jh")])
    '9♣ J♥'
    """
    return " ".join(card.symbol for card in cards) or "-"


def action_text(action: Action) -> str:
    """An action as the screen shows it: its text, with the card as a glyph.

    >>> from euchre import parse_action
    >>> action_text(parse_action("play Jd")), action_text(parse_action("order up"))
    ('play J♦', 'order up')
    """
    text = str(action)
    if action.card is not None:
        head, _, _ = text.rpartition(" ")
        return f"{head} {action.card.symbol}".strip()
    return text


def _label(view: View, seat: Seat, names: Sequence[str]) -> str:
    """``West (rule bot) [D, maker], 4 cards``: who sits there and how many cards they hold."""
    tags = []
    if seat == view.dealer:
        tags.append("D")
    if view.maker == seat:
        tags.append("maker")
    if seat in (view.alone, view.lone_defender):
        tags.append("alone")
    if seat in view.sitting_out:
        tags.append("out")
    if view.to_act == seat:
        tags.append("to act")
    tag = f" [{', '.join(tags)}]" if tags else ""
    count = view.hand_sizes[seat]
    return f"{seat} ({names[seat]}){tag}, {count} card{'' if count == 1 else 's'}"


def _trump_line(view: View) -> str:
    """Trump, the maker and who is alone; or the upcard (or what was turned down)."""
    if view.trump is not None or view.no_trump:
        named = (
            ("low no trump" if view.low_no_trump else "no trump")
            if view.no_trump
            else f"{view.trump.symbol} {view.trump}"  # type: ignore[union-attr]
        )
        maker = f", made by {Seat(view.maker)}" if view.maker is not None else ""
        alone = f", {Seat(view.alone)} alone" if view.alone is not None else ""
        defender = (
            f"; {Seat(view.lone_defender)} defends alone" if view.lone_defender is not None else ""
        )
        return f"Trump: {named}{maker}{alone}{defender}"
    phase = PHASE_TEXT.get(view.phase, view.phase)
    if view.upcard is not None:
        stands = view.upcard_suit
        joker = f" as {stands}" if view.upcard.is_joker and stands is not None else ""
        if view.turned_down is not None:
            return f"Turned down: {view.upcard.symbol}{joker} ({phase})"
        return f"Upcard: {view.upcard.symbol}{joker} ({Seat(view.dealer)} deals; {phase})"
    return f"No trump yet ({phase})"


def _bidding_line(view: View) -> str | None:
    """The bidding of this hand so far (every action but the plays), or None."""
    shown = []
    for public in view.actions:
        try:
            kind = parse_action(public.text).kind
        except EuchreError:  # a face-down action: "discard (hidden)"
            kind = None
        if kind is not ActionKind.PLAY:
            shown.append(f"{Seat(public.seat)} {public.text}")
    return "Bidding: " + ", ".join(shown) if shown else None


def _compass(view: View, names: Sequence[str]) -> list[str]:
    """The four seats around the table, each with its card in the current trick."""
    played = {seat: card.symbol for seat, card in view.current_trick.plays} if view.current_trick else {}
    me = Seat(view.seat)
    top, left, right = me.partner, me.left, me.right  # the player is at the bottom
    half = WIDTH // 2
    west, east = _label(view, left, names), _label(view, right, names)

    def card(seat: Seat) -> str:
        return played.get(seat, "·")

    return [
        _label(view, top, names).center(WIDTH).rstrip(),
        card(top).center(WIDTH).rstrip(),
        f"{west}  {east:>{WIDTH - 2 - len(west)}}",
        f"{card(left):>{half - CARD_GAP}}{'':{2 * CARD_GAP - 3}}{card(right):<3}".rstrip(),
        card(me).center(WIDTH).rstrip(),
        _label(view, me, names).center(WIDTH).rstrip(),
    ]


def table_lines(view: View, names: Sequence[str]) -> list[str]:
    """The table as the player at ``view.seat`` sees it: the hand's header and score, the
    upcard or trump (maker, alone), the bidding, the tricks won, the seats round the current
    trick (cards in hand, dealer, maker) and the player's own hand.

    >>> import euchre
    >>> v = euchre.new_game(euchre.presets.OPENSPIEL, seed=1, dealer=0).view(2)
    >>> table_lines(v, seat_names(euchre.Seat.SOUTH, ("rule",) * 3))[-1].startswith("Your hand: ")
    True
    """
    scores = view.scores
    lines = [
        f"Hand {view.hand_number + 1} · dealer {Seat(view.dealer)} · score NS {scores.ns} - "
        f"EW {scores.ew}, first to {view.rules.target}",
        _trump_line(view),
    ]
    bidding = _bidding_line(view)
    if bidding is not None:
        lines.append(bidding)
    if view.phase == "play" or view.tricks:
        won = view.tricks_won
        lines.append(f"Tricks this hand: NS {won.ns} - EW {won.ew}")
    lines.append("")
    lines.extend(_compass(view, names))
    lines.append("")
    lines.append(f"Your hand: {cards_text(view.hand)}")
    return lines


def choice_lines(legal: Sequence[Action]) -> list[str]:
    """The legal actions numbered from 1, one a line.

    >>> from euchre import PASS, ORDER_UP
    >>> choice_lines([PASS, ORDER_UP])
    ['  1. pass', '  2. order up']
    """
    return [f"  {number}. {action_text(action)}" for number, action in enumerate(legal, 1)]


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


def result_line(result: HandResult, scores: Sequence[int]) -> str:
    """How a hand ended, and the score after it.

    >>> import euchre
    >>> r = euchre.HandResult(0, euchre.Seat.NORTH, euchre.Suit.HEARTS, euchre.Seat.EAST, None,
    ...     None, euchre.Score(2, 3), euchre.Score(0, 1), False)
    >>> result_line(r, (0, 1))
    'Hand 1: East made ♥ hearts: tricks NS 2 - EW 3; points NS +0 EW +1; score NS 0 - EW 1'
    """
    score = f"score NS {scores[0]} - EW {scores[1]}"
    if result.thrown_in:
        why = f"{result.declared} declared" if result.declared else "all passed"
        return f"Hand {result.number + 1}: {why}, the hand is thrown in; {score}"
    made = "no trump" if result.trump is None else f"{result.trump.symbol} {result.trump}"
    if result.bid is not None:
        made += f" (bid {result.bid})"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    defender = f", {result.lone_defender} defends alone" if result.lone_defender is not None else ""
    renege = f", {result.renege} reneged" if result.renege is not None else ""
    return (
        f"Hand {result.number + 1}: {result.maker} made {made}{alone}{defender}{renege}: tricks "
        f"NS {result.tricks.ns} - EW {result.tricks.ew}; points NS +{result.points.ns} "
        f"EW +{result.points.ew}; {score}"
    )
