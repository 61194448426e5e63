"""Precomputed tables for the hot path (card indices ``suit * 8 + rank - 7``)."""

from __future__ import annotations

JACK = 4  # rank offset of the jack inside a suit (7 8 9 T J Q K A -> 0..7)

#: EFFECTIVE_SUIT[trump][card]: the suit a card belongs to when ``trump`` is trump (the left
#: bower belongs to trump). Index 4 is "no trump".
EFFECTIVE_SUIT: tuple[tuple[int, ...], ...]
#: SUIT_MASK[trump][suit]: the cards whose effective suit is ``suit``.
SUIT_MASK: tuple[tuple[int, ...], ...]
#: POWER[trump][led][card]: trick-taking power; 0 for a card that cannot win.
POWER: tuple[tuple[tuple[int, ...], ...], ...]

_PARTNER_SUIT = (3, 2, 1, 0)


def _effective(trump: int, card: int) -> int:
    suit, rank = card >> 3, card & 7
    if trump < 4 and rank == JACK and suit == _PARTNER_SUIT[trump]:
        return trump
    return suit


def _power(trump: int, led: int, card: int) -> int:
    suit, rank = card >> 3, card & 7
    eff = _effective(trump, card)
    if trump < 4 and eff == trump:
        if rank == JACK:
            return 40 if suit == trump else 39
        return 20 + rank
    if eff == led:
        return 1 + rank
    return 0


EFFECTIVE_SUIT = tuple(tuple(_effective(t, c) for c in range(32)) for t in range(5))
SUIT_MASK = tuple(
    tuple(sum(1 << c for c in range(32) if EFFECTIVE_SUIT[t][c] == s) for s in range(4))
    for t in range(5)
)
POWER = tuple(
    tuple(tuple(_power(t, led, c) for c in range(32)) for led in range(4)) for t in range(5)
)

#: NEXT_ACTIVE[active_mask][seat]: the next seat clockwise after ``seat`` that is in play.
NEXT_ACTIVE = tuple(
    tuple(
        next(((seat + k) & 3 for k in range(1, 5) if mask >> ((seat + k) & 3) & 1), -1)
        for seat in range(4)
    )
    for mask in range(16)
)

#: ACTIVE_COUNT[active_mask]: how many seats are in play.
ACTIVE_COUNT = tuple(mask.bit_count() for mask in range(16))


def first_active(mask: int, start: int) -> int:
    """The first seat in play at or after ``start``, clockwise."""
    return NEXT_ACTIVE[mask][(start + 3) & 3]
