"""Precomputed tables for the hot path.

Card indices: ``suit * 8 + rank - 7`` for the 32 suited cards (7 to ace), 32 for the joker,
and 40 more for the second copy of a card in the double deck (``index + 40``).
Trump index 0-3 is a suit; 4 means (high) no trump, 5 low no trump (the lowest card of the
suit led wins). Suit index 4 is the joker's own "suit" in a no-trump hand (nobody can
follow it).
"""

from __future__ import annotations

JACK = 4  # rank offset of the jack inside a suit (7 8 9 T J Q K A -> 0..7)
JOKER = 32
NO_TRUMP = 4
LOW_NO_TRUMP = 5
COPY = 40  # offset of the second copy of a card (double deck)
N_CARDS = 72

#: EFFECTIVE_SUIT[trump][card]: the suit a card belongs to when ``trump`` is trump (the left
#: bower and the joker belong to trump; with no trump, the joker is suit 4 of its own).
EFFECTIVE_SUIT: tuple[tuple[int, ...], ...]
#: SUIT_MASK[trump][suit]: the cards whose effective suit is ``suit`` (suit 0-4).
SUIT_MASK: tuple[tuple[int, ...], ...]
#: POWER[trump][led][card]: trick-taking power; 0 for a card that cannot win.
POWER: tuple[tuple[tuple[int, ...], ...], ...]

_PARTNER_SUIT = (3, 2, 1, 0)


def _effective(trump: int, card: int) -> int:
    if card >= COPY:
        card -= COPY
    if card > JOKER:
        return 0  # no such card
    if trump == LOW_NO_TRUMP:
        trump = NO_TRUMP
    if card == JOKER:
        return trump  # trump's suit; with no trump (4), a suit of its own
    suit, rank = card >> 3, card & 7
    if trump < 4 and rank == JACK and suit == _PARTNER_SUIT[trump]:
        return trump
    return suit


def _power(trump: int, led: int, card: int) -> int:
    if card >= COPY:
        card -= COPY  # an identical card: equal power, so the first one played wins
    if card > JOKER:
        return 0
    if card == JOKER:
        return 50  # the highest trump; with no trump, it wins any trick it is played to
    suit, rank = card >> 3, card & 7
    if trump == LOW_NO_TRUMP:
        return 8 - rank if suit == led else 0
    eff = _effective(trump, card)
    if trump < 4 and eff == trump:
        if rank == JACK:
            return 40 if suit == trump else 39
        return 20 + rank
    if eff == led:
        return 1 + rank
    return 0


_REAL = [c for c in range(N_CARDS) if c <= JOKER or COPY <= c < COPY + 32]
EFFECTIVE_SUIT = tuple(tuple(_effective(t, c) for c in range(N_CARDS)) for t in range(6))
SUIT_MASK = tuple(
    tuple(sum(1 << c for c in _REAL if EFFECTIVE_SUIT[t][c] == s) for s in range(5))
    for t in range(6)
)
POWER = tuple(
    tuple(tuple(_power(t, led, c) for c in range(N_CARDS)) for led in range(5)) for t in range(6)
)

#: Bit masks of the decks.
DECK24 = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(2, 8))
DECK25 = DECK24 | 1 << JOKER
DECK32 = (1 << 32) - 1
DECK48 = DECK24 | DECK24 << COPY
DECKS = {24: DECK24, 25: DECK25, 32: DECK32, 48: DECK48}
FIRST_COPY = (1 << COPY) - 1  # the bits of first copies (and the joker)


def collapse(mask: int) -> int:
    """A double-deck hand with each card's second copy folded onto the first."""
    return (mask | mask >> COPY) & FIRST_COPY


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
    """The best card of a hand: the highest trump (the joker first), else the highest by
    rank (ties: spades, hearts, diamonds, clubs); in low no trump the lowest by rank wins
    tricks, so it is the best. Used by call for best.

    >>> from euchre._tables import best_card
    >>> best_card((1 << 15) | (1 << 31), 0)   # A♦ and A♠ with clubs trump: A♠
    31
    """
    if hand >> JOKER & 1:
        return JOKER
    if trump < 4:
        trumps = hand & SUIT_MASK[trump][trump]
        if trumps:
            return max(_bits(trumps), key=lambda c: POWER[trump][trump][c])

    def plain(c: int) -> tuple[int, int]:
        base = c - COPY if c >= COPY else c
        rank = base & 7
        return (-rank if trump == LOW_NO_TRUMP else rank, base >> 3)

    return max(_bits(hand), key=plain)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
