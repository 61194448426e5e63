"""Text pictures of a state: the table as a player sees it from above.

>>> import euchre
>>> print(euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0))  # doctest: +ELLIPSIS
Hand 1 · dealer North · round 1 (order up?) · East to act
...
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from euchre.cards import Card, Seat, Suit

if TYPE_CHECKING:
    from euchre.state import State

_PHASE_TEXT = {
    "deal": "waiting for a deal",
    "order": "round 1 (order up?)",
    "pickup": "dealer's pickup",
    "discard": "dealer's discard",
    "call": "round 2 (name trump)",
    "alone": "going alone?",
    "play": "play",
    "over": "game over",
    "joker": "the dealer names the joker's suit",
    "claim": "renege claims",
    "bid": "the bidding",
    "trump": "the high bidder names trump",
    "exchange": "call for best: the exchange",
}


def _hand_text(state: State, seat: Seat) -> str:
    cards = " ".join(c.symbol for c in state.hands[seat]) or "-"
    tags = []
    if seat == state.dealer:
        tags.append("D")
    if state.maker == seat:
        tags.append("maker")
    if state.alone == seat or state.lone_defender == seat:
        tags.append("alone")
    if seat in state.sitting_out:
        tags.append("out")
    if state.to_act == seat:
        tags.append("*")
    tag = f" [{', '.join(tags)}]" if tags else ""
    return f"{seat}{tag}: {cards}"


def render(state: State) -> str:
    """The table as text: header, four hands, upcard or trump, the trick, the score.

    >>> import euchre
    >>> "Score: NS 0 - EW 0" in euchre._render.render(euchre.new_game(euchre.presets.STANDARD, seed=2))
    True
    """
    rules = state.rules
    phase = state.phase.value
    act = f" · {state.to_act} to act" if state.to_act is not None else ""
    lines = [f"Hand {state.hand_number + 1} · dealer {state.dealer} · {_PHASE_TEXT[phase]}{act}"]
    if state.trump is not None or state.no_trump:
        maker = f" · made by {state.maker}"
        alone = ", alone" if state.alone is not None else ""
        defender = (
            f" · {state.lone_defender} defends alone" if state.lone_defender is not None else ""
        )
        named = f"{state.trump.symbol} {state.trump}" if state.trump is not None else "no trump"
        lines.append(f"Trump: {named}{maker}{alone}{defender}")
    elif state.upcard is not None:
        turned = " (turned down)" if state.turned_down is not None else ""
        stands = state.upcard_suit
        joker = f" as {stands}" if state.upcard.is_joker and stands is not None else ""
        lines.append(f"Upcard: {state.upcard.symbol}{joker}{turned}")
    north = _hand_text(state, Seat.NORTH)
    south = _hand_text(state, Seat.SOUTH)
    west = _hand_text(state, Seat.WEST)
    east = _hand_text(state, Seat.EAST)
    width = max(len(west), 24)
    lines.append("")
    lines.append(" " * (width // 2) + north)
    lines.append(west.ljust(width + 4) + east)
    lines.append(" " * (width // 2) + south)
    lines.append("")
    trick = state.current_trick
    if trick is not None:
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in trick.plays)
        lines.append(f"Trick {len(state.tricks) + 1}: {plays}")
    elif state.tricks:
        last = state.tricks[-1]
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in last.plays)
        lines.append(f"Last trick: {plays} (won by {last.winner})")
    if phase in ("play",) or state.tricks:
        lines.append(f"Tricks this hand: {state.tricks_won}")
    if state.results and phase != "play":
        r = state.results[-1]
        if r.thrown_in:
            why = f"declared {r.declared}" if r.declared else "all passed"
            lines.append(f"Last hand: thrown in ({why}), dealt by {r.dealer}")
        else:
            lines.append(
                f"Last hand: {r.trump or 'no trump'} by {r.maker}"
                + (" alone" if r.alone is not None else "")
                + f", tricks {r.tricks}, points {r.points}"
            )
    lines.append(f"Score: {state.scores} (to {rules.target})")
    if state.is_over:
        lines.append(f"{state.winner} win.")
    return "\n".join(lines)


_RED = "#c0392b"
_BLACK = "#222"


def _card_html(card: Card) -> str:
    colour = _RED if card.suit is not None and card.suit.is_red else _BLACK
    return f'<span style="color:{colour};font-weight:600">{html.escape(card.symbol)}</span>'


def cards_html(cards: tuple[Card, ...]) -> str:
    """Cards as HTML glyphs in their colours (a dash for none).

    >>> cards_html(())
    '&ndash;'
    """
    return " ".join(_card_html(c) for c in cards) or "&ndash;"


def render_html(state: State) -> str:
    """The table as HTML, for notebooks (``State._repr_html_``).

    >>> import euchre
    >>> html = euchre.new_game(euchre.presets.STANDARD, seed=2)._repr_html_()
    >>> html.startswith("<div") and "Score" in html
    True
    """
    phase = state.phase.value
    act = f" · {state.to_act} to act" if state.to_act is not None else ""
    header = f"Hand {state.hand_number + 1} · dealer {state.dealer} · {_PHASE_TEXT[phase]}{act}"
    if state.trump is not None:
        trump = f"Trump: {_card_suit_html(state.trump)} {state.trump} (made by {state.maker})"
    elif state.no_trump:
        trump = f"No trump (called by {state.maker})"
    elif state.upcard is not None:
        trump = f"Upcard: {_card_html(state.upcard)}"
    else:
        trump = ""

    def cell(seat: Seat) -> str:
        tag = " (dealer)" if seat == state.dealer else ""
        out = " (sits out)" if seat in state.sitting_out else ""
        bold = "font-weight:bold;" if seat == state.to_act else ""
        return (
            f'<td style="padding:4px 10px;{bold}">{seat}{tag}{out}<br>'
            f"{cards_html(state.hands[seat])}</td>"
        )

    trick = state.current_trick
    plays = ", ".join(f"{seat} {_card_html(card)}" for seat, card in trick.plays) if trick else ""
    rows = [
        f"<tr><td></td>{cell(Seat.NORTH)}<td></td></tr>",
        f"<tr>{cell(Seat.WEST)}<td style='padding:4px 10px;text-align:center'>{plays}</td>"
        f"{cell(Seat.EAST)}</tr>",
        f"<tr><td></td>{cell(Seat.SOUTH)}<td></td></tr>",
    ]
    return (
        '<div style="font-family:sans-serif">'
        f"<div>{html.escape(header)}</div><div>{trump}</div>"
        f"<table>{''.join(rows)}</table>"
        f"<div>Tricks this hand: {state.tricks_won} · Score: {state.scores} "
        f"(to {state.rules.target})</div></div>"
    )


def _card_suit_html(suit: Suit) -> str:
    colour = _RED if suit.is_red else _BLACK
    return f'<span style="color:{colour}">{suit.symbol}</span>'
