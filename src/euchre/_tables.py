"""Precomputed tables for the hot path.

Card indices: ``suit * 8 + rank - 7`` for the 32 suited cards (7 to ace), 32 for the joker.
Trump index 0-3 is a suit; 4 means no trump. Suit index 4 is the joker's own "suit" in a
no-trump hand (nobody can follow it).
"""

from __future__ import annotations

JACK = 4  # rank offset of the jack inside a suit (7 8 9 T J Q K A -> 0..7)
JOKER = 32
NO_TRUMP = 4
N_CARDS = 33

#: EFFECTIVE_SUIT[trump][card]: the suit a card belongs to when ``trump`` is trump (the left
#: bower and the joker belong to trump; with no trump, the joker is suit 4 of its own).
EFFECTIVE_SUIT: tuple[tuple[int, ...], ...]
#: SUIT_MASK[trump][suit]: the cards whose effective suit is ``suit`` (suit 0-4).
SUIT_MASK: tuple[tuple[int, ...], ...]
#: POWER[trump][led][card]: trick-taking power; 0 for a card that cannot win.
POWER: tuple[tuple[tuple[int, ...], ...], ...]

_PARTNER_SUIT = (3, 2, 1, 0)


def _effective(trump: int, card: int) -> int:
    if card == JOKER:
        return trump  # trump's suit; with no trump (4), a suit of its own
    suit, rank = card >> 3, card & 7
    if trump < 4 and rank == JACK and suit == _PARTNER_SUIT[trump]:
        return trump
    return suit


def _power(trump: int, led: int, card: int) -> int:
    if card == JOKER:
        return 50  # the highest trump; with no trump, it wins any trick it is played to
    suit, rank = card >> 3, card & 7
    eff = _effective(trump, card)
    if trump < 4 and eff == trump:
        if rank == JACK:
            return 40 if suit == trump else 39
        return 20 + rank
    if eff == led:
        return 1 + rank
    return 0


EFFECTIVE_SUIT = tuple(tuple(_effective(t, c) for c in range(N_CARDS)) for t in range(5))
SUIT_MASK = tuple(
    tuple(sum(1 << c for c in range(N_CARDS) if EFFECTIVE_SUIT[t][c] == s) for s in range(5))
    for t in range(5)
)
POWER = tuple(
    tuple(tuple(_power(t, led, c) for c in range(N_CARDS)) for led in range(5)) for t in range(5)
)

#: Bit masks of the decks.
DECK24 = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(2, 8))
DECK25 = DECK24 | 1 << JOKER
DECK32 = (1 << 32) - 1
DECKS = {24: DECK24, 25: DECK25, 32: DECK32}

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
    """The first seat in play at or after ``start``, clockwise.

    >>> from euchre._tables import first_active
    >>> first_active(0b1011, 2)   # South sits out: West is next
    3
    """
    return NEXT_ACTIVE[mask][(start + 3) & 3]


def best_card(hand: int, trump: int) -> int:
    """The best card of a hand: the highest trump, else the highest by rank (ties: spades,
    hearts, diamonds, clubs). Used by call for best.

    >>> from euchre._tables import best_card
    >>> best_card((1 << 15) | (1 << 31), 0)   # A♦ and A♠ with clubs trump: A♠
    31
    """
    trumps = hand & SUIT_MASK[trump][trump] if trump < 4 else hand & (1 << JOKER)
    if trumps:
        return max(_bits(trumps), key=lambda c: POWER[trump][trump][c])
    return max(_bits(hand), key=lambda c: ((c & 7), c >> 3))


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
