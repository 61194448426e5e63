"""An SVG picture of a table position: :func:`table` draws a State (every hand face up)
or a View (the seat's own hand face up at the bottom, the other hands as card backs with
their counts, and only what that seat may know).

The picture shows every seat (dealer, maker, alone, sitting out, the seat to act),
the upcard while it is bid on (Knock Euchre) or the bids (Bid Euchre), trump and who made
it, the trick in the middle with who played what, the tricks won, the score and target,
and the legal choices of the seat to act. It has its own background and colours, so it
reads alike on light and dark pages; all text is escaped; the same position always gives
the same bytes. Plain text building: no dependency. The four-seat game sits at the compass points; a
table of two, three, five or six seats sits round an ellipse, clockwise from the viewer at
the bottom, its trick on a smaller ellipse inside.

>>> import euchre
>>> state = euchre.new_game(euchre.presets.DEFAULT, seed=7)
>>> picture = euchre.svg.table(state.view(state.to_act))
>>> picture.startswith("<svg") and picture.endswith("</svg>")
True
>>> import xml.etree.ElementTree as ET
>>> ET.fromstring(picture).tag
'{http://www.w3.org/2000/svg}svg'

Write one to a file: ``Path("table.svg").write_text(euchre.svg.table(state))``.
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Final

from euchre._render import BACKGROUND, FOREGROUND, Facts, SeatFacts, facts
from euchre.cards import Card, Suit

if TYPE_CHECKING:
    from euchre.state import State
    from euchre.views import View

__all__ = ["places", "table", "trick_at"]

WIDTH: Final = 780
HEIGHT: Final = 540
CARD_W: Final = 34
CARD_H: Final = 48
CARD_STEP: Final = 38  # the most room a card of a hand takes (less when many overlap)
MIN_STEP: Final = 16  # the least room a card's corner needs to show "10" and its suit
ROW_DROP: Final = 30  # a hand in two rows (the double deck's twelve cards): the second row
BACK_STEP: Final = 9  # card backs overlap more: only their number matters
FELT: Final = "#18603e"
PANEL: Final = "#0d2e20"
MUTED: Final = "#c9d6cc"
HIGHLIGHT: Final = "#ffd54a"  # the seat to act, the winning card
CARD_FACE: Final = "#fdfdf8"
CARD_EDGE: Final = "#333333"
CARD_BACK: Final = "#2f4f8f"
INK_RED: Final = "#c0392b"  # a red card's ink on the white card face
INK_BLACK: Final = "#1a1a1a"
LIGHT_RED: Final = "#ff8a80"  # a red suit in the panel of facts (dark, never the felt)
FONT: Final = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
TABLE_RIGHT: Final = 524  # the felt on the left, the panel of facts on the right
CENTRE: Final = (262, 292)
PANEL_CHARS: Final = 30  # characters to a line of the panel before it wraps

#: Where each seat sits, counted clockwise from the bottom: (centre x, card row y, label y,
#: row width). The viewer (South for a State) sits at the bottom.
PLACES: Final = (
    (262, 410, 480, 320),
    (96, 250, 238, 160),
    (262, 100, 88, 320),
    (428, 250, 238, 160),
)
#: The top-left corner of a trick card, from the centre, by place (as in PLACES).
TRICK_AT: Final = ((-17, 12), (-86, -24), (-17, -60), (52, -24))
#: Other tables: the ellipse the seats' card rows centre on (centre x, centre y, radii) and
#: the one the trick's cards centre on (radii, round CENTRE).
SEAT_ELLIPSE: Final = (262, 282, 170, 170)
TRICK_ELLIPSE: Final = (90, 50)


def places(seats: int) -> tuple[tuple[int, int, int, int], ...]:
    """Where each seat sits at a table of ``seats``, counted clockwise from the bottom, as
    :data:`PLACES` (centre x, card row y, label y, row width): the four compass places at
    four seats; otherwise the bottom place, and the rest round an ellipse (the angle
    ``90° + 360°·k/seats`` from the bottom, clockwise), their labels above their cards.

    >>> places(4) == PLACES, places(2) == (PLACES[0], PLACES[2])
    (True, True)
    >>> places(3)[1:]
    ((115, 173, 161, 150), (409, 173, 161, 150))
    """
    if seats == 4:
        return PLACES
    cx, cy, rx, ry = SEAT_ELLIPSE
    out = [PLACES[0]]
    for k in range(1, seats):
        angle = math.radians(90 + 360 * k / seats)
        x = round(cx + rx * math.cos(angle))
        if 2 * k == seats:  # straight across: the four-seat top place
            out.append(PLACES[2])
            continue
        row = round(cy + ry * math.sin(angle)) - CARD_H // 2
        out.append((x, row, row - 12, 150))
    return tuple(out)


def trick_at(seats: int) -> tuple[tuple[int, int], ...]:
    """The top-left corner of a trick card, from the centre, by place (as in
    :func:`places`): :data:`TRICK_AT` at four seats, else round a smaller ellipse.

    >>> trick_at(4) == TRICK_AT, trick_at(2)
    (True, ((-17, 26), (-17, -74)))
    """
    if seats == 4:
        return TRICK_AT
    rx, ry = TRICK_ELLIPSE
    out = []
    for k in range(seats):
        angle = math.radians(90 + 360 * k / seats)
        x = round(rx * math.cos(angle)) - CARD_W // 2
        y = round(ry * math.sin(angle)) - CARD_H // 2
        out.append((x, y))
    return tuple(out)


def table(position: State | View) -> str:
    """An SVG document (text) of ``position``, a State or a View: see the module's text.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=3).apply("bid 3")
    >>> picture = table(state.view(euchre.Seat.NORTH))
    >>> "West" in picture and "bid 3" in picture and "to 32" in picture
    True
    """
    f = facts(position)
    n = len(f.seats)
    south = 2 if n == 4 else 0  # a State: South, or the first player, at the bottom
    bottom = south if f.viewer is None else int(f.viewer)  # or the viewer
    where = places(n)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" font-family="{FONT}">',
        f"<title>{_text(f.header)}</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" rx="10" fill="{BACKGROUND}"/>',
        f'<rect x="10" y="58" width="{TABLE_RIGHT - 20}" height="{HEIGHT - 68}" rx="40" '
        f'fill="{FELT}"/>',
        _line(16, 26, f.header, size=16, bold=True),
        _line(16, 46, f.rules_name, size=12, colour=MUTED),
    ]
    for seat in f.seats:
        parts.extend(_seat(seat, where[(int(seat.seat) - bottom) % n]))
    parts.extend(_middle(f, bottom))
    parts.extend(_panel(f))
    parts.append("</svg>")
    return "\n".join(parts)


def _text(value: str) -> str:
    return escape(value, quote=True)


def _line(
    x: float,
    y: float,
    text: str,
    *,
    size: int = 13,
    colour: str = FOREGROUND,
    bold: bool = False,
    anchor: str = "start",
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" fill="{colour}"{weight} '
        f'text-anchor="{anchor}">{_text(text)}</text>'
    )


def _ink(suit: Suit | None, on_card: bool) -> str:
    red = suit is not None and suit.is_red
    if on_card:
        return INK_RED if red else INK_BLACK
    return LIGHT_RED if red else FOREGROUND


def _card(x: float, y: float, card: Card, title: str, edge: str = CARD_EDGE) -> list[str]:
    """A card face: its rank and suit in the corner (seen when overlapped), the suit big;
    ``title`` names it (a tooltip, and what a screen reader says)."""
    ink = _ink(card.suit, on_card=True)
    rank = card.symbol if card.suit is None else card.symbol[: -len(card.suit.symbol)]
    suit = "★" if card.suit is None else card.suit.symbol
    return [
        f"<g><title>{_text(title)}</title>",
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
        f'fill="{CARD_FACE}" stroke="{edge}" stroke-width="{2 if edge != CARD_EDGE else 1}"/>',
        _line(x + 3, y + 14, rank, size=12, colour=ink, bold=True),
        _line(x + 3, y + 27, suit, size=12, colour=ink),
        _line(x + CARD_W - 10, y + CARD_H - 6, suit, size=16, colour=ink, anchor="middle"),
        "</g>",
    ]


def _row_start(centre: float, count: int, step: float) -> float:
    return centre - (CARD_W + step * max(count - 1, 0)) / 2


def _seat(seat: SeatFacts, place: tuple[int, int, int, int]) -> list[str]:
    """A seat's label (name and tags; gold and marked when it is to act) and its hand."""
    x, y, label_y, room = place
    name = ("▶ " if seat.to_act else "") + str(seat.seat) + (" (you)" if seat.viewer else "")
    label = " · ".join([name, *seat.tags])
    colour = HIGHLIGHT if seat.to_act else FOREGROUND
    parts = [_line(x, label_y, label, size=13, colour=colour, bold=True, anchor="middle")]
    parts.append('<g opacity="0.5">' if seat.out else "<g>")  # a hand out of play: dimmed
    if seat.cards is None:
        parts.extend(_backs(x, y, seat.count))
    else:
        cards = list(seat.cards)
        rows = [cards]
        if _step(len(cards), room) < MIN_STEP:  # too tight for "10" to show: two rows
            half = (len(cards) + 1) // 2
            rows = [cards[:half], cards[half:]]
        for row_number, row in enumerate(rows):
            step = _step(len(row), room)
            left = _row_start(x, len(row), step)
            top = y + row_number * ROW_DROP  # the second row covers only the first's lower half
            for i, card in enumerate(row):
                parts.extend(_card(round(left + i * step, 1), top, card, card.symbol))
    parts.append("</g>")
    return parts


def _step(count: int, room: int) -> float:
    """How far apart the cards of a row of ``count`` sit in ``room`` pixels."""
    return CARD_STEP if count < 2 else min(CARD_STEP, (room - CARD_W) / (count - 1))


def _backs(x: float, y: float, count: int) -> list[str]:
    """``count`` card backs, fanned, with their number below (nothing for none)."""
    left = _row_start(x, count, BACK_STEP)
    parts = [
        f'<rect x="{left + i * BACK_STEP}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
        f'fill="{CARD_BACK}" stroke="{FOREGROUND}" stroke-width="1"/>'
        for i in range(count)
    ]
    if not count:
        return []
    word = "card" if count == 1 else "cards"
    parts.append(_line(x, y + CARD_H + 14, f"{count} {word}", size=11, anchor="middle"))
    return parts


def _middle(f: Facts, bottom: int) -> list[str]:
    """The middle of the table: the trick (who played what), or the upcard being bid on,
    or the bids so far."""
    cx, cy = CENTRE
    parts: list[str] = []
    n = len(f.seats)
    at = trick_at(n)
    if f.trick:
        for seat, card in f.trick:
            dx, dy = at[(int(seat) - bottom) % n]
            edge = HIGHLIGHT if seat == f.trick_winner else CARD_EDGE
            parts.extend(_card(cx + dx, cy + dy, card, f"{card.symbol} played by {seat}", edge))
        parts.append(_line(cx, cy + 80, f.trick_label, size=12, colour=MUTED, anchor="middle"))
    elif f.upcard_central and f.upcard is not None:
        parts.append(_line(cx, cy - 34, "Upcard", size=12, colour=MUTED, anchor="middle"))
        parts.extend(_card(cx - CARD_W / 2, cy - 24, f.upcard, f"upcard {f.upcard.symbol}"))
        if f.upcard_note:
            parts.append(_line(cx, cy + 42, f.upcard_note, size=12, anchor="middle"))
    elif f.bids:
        parts.append(_line(cx, cy - 30, "Bids", size=12, colour=MUTED, anchor="middle"))
        for i, (seat, bid) in enumerate(f.bids):
            parts.append(_line(cx, cy - 10 + 18 * i, f"{seat}: {bid}", anchor="middle"))
    return parts


def _wrap(text: str, width: int = PANEL_CHARS) -> list[str]:
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _panel(f: Facts) -> list[str]:
    """The facts on the right: trump and contract, upcard, tricks, score, last hand,
    outcome, choices; each a heading and its lines."""
    x = TABLE_RIGHT + 8
    y = 80
    parts = [
        f'<rect x="{TABLE_RIGHT}" y="58" width="{WIDTH - TABLE_RIGHT - 10}" '
        f'height="{HEIGHT - 68}" rx="12" fill="{PANEL}"/>'
    ]
    trump_colour = _ink(f.trump_suit, on_card=False)
    sections: list[tuple[str, list[tuple[str, str]]]] = [
        ("Trump", [(f.trump or "not yet named", trump_colour if f.trump else MUTED)]),
        ("Contract", [(line, FOREGROUND) for line in _wrap(f.contract)] if f.contract else []),
    ]
    if f.upcard is not None:
        note = f" ({f.upcard_note})" if f.upcard_note else ""
        upcard = [(f"{f.upcard.symbol}{note}", _ink(f.upcard.suit, on_card=False))]
        sections.append(("Upcard", upcard))
    sections += [
        ("Tricks this hand", [(f.tricks_text, FOREGROUND)]),
        ("Score", [(f"{f.scores_text} (to {f.target})", FOREGROUND)]),
    ]
    if f.last_hand:
        sections.append(("", [(line, MUTED) for line in _wrap(f.last_hand)]))
    if f.outcome:
        sections.append(("", [(f.outcome, HIGHLIGHT)]))
    if f.choices:
        sections.append(("Choices", [(line, FOREGROUND) for line in _wrap(" · ".join(f.choices))]))
    for heading, lines in sections:
        if not lines:
            continue
        if heading:
            parts.append(_line(x, y, heading, size=11, colour=MUTED, bold=True))
            y += 18
        for text, colour in lines:
            parts.append(_line(x, y, text, size=14, colour=colour))
            y += 18
        y += 8
    return parts
