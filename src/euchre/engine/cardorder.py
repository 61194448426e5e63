"""Card order: effective suit, trump order, bowers, the joker, no trump high and low, the best
card. Every component that ranks cards (the engine, the solver, the bots, the batch simulator,
the EGN replayer, ``explain``) reads these tables; nothing ranks cards another way.

Rules (https://euchre-py.github.io/euchre/rules/#card-order): the right bower (jack of trump) is the highest trump, the left
bower (the other jack of the same colour) the second and a trump for every purpose; with the
joker (``deck=25``) the joker is above both; with no trump (``no_trump``, ``bid_no_trump``) the
highest card of the suit led wins, and with low no trump (``bid_low_no_trump``) the lowest.

Card indices: ``suit * 8 + rank - 7`` for the 32 suited cards (7 to ace), 32 for the joker,
and 40 more for the second copy of a card in the double deck (``index + 40``).
Trump index 0-3 is a suit; 4 means (high) no trump, 5 low no trump (the lowest card of the
suit led wins). Suit index 4 is the joker's own "suit" in a no-trump hand (nobody can
follow it).
"""

from __future__ import annotations

from typing import Final

JACK: Final = 4  # rank offset of the jack inside a suit (7 8 9 T J Q K A -> 0..7)
ACE: Final = 7  # rank offset of the ace
JOKER: Final = 32
NO_TRUMP: Final = 4
LOW_NO_TRUMP: Final = 5
JOKER_SUIT: Final = 4  # the joker's own "suit" in a no-trump hand: nobody can follow it
COPY: Final = 40  # offset of the second copy of a card (double deck)
N_CARDS: Final = 72

# The scale of POWER: a trump beats every plain card, the bowers every other trump, the joker
# everything. Plain cards of the suit led: 1 + rank offset (low no trump: 8 - rank offset).
JOKER_POWER: Final = 50
RIGHT_BOWER_POWER: Final = 40
LEFT_BOWER_POWER: Final = 39
TRUMP_POWER: Final = 20  # a trump other than a bower: TRUMP_POWER + rank offset

_PARTNER_SUIT: Final = (3, 2, 1, 0)


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
    if trump < NO_TRUMP and rank == JACK and suit == _PARTNER_SUIT[trump]:
        return trump
    return suit


def _power(trump: int, led: int, card: int) -> int:
    if card >= COPY:
        card -= COPY  # an identical card: equal power, so the first one played wins
    if card > JOKER:
        return 0
    if card == JOKER:
        return JOKER_POWER  # the highest trump; with no trump, it wins any trick it is played to
    suit, rank = card >> 3, card & 7
    if trump == LOW_NO_TRUMP:
        return 8 - rank if suit == led else 0
    eff = _effective(trump, card)
    if trump < NO_TRUMP and eff == trump:
        if rank == JACK:
            return RIGHT_BOWER_POWER if suit == trump else LEFT_BOWER_POWER
        return TRUMP_POWER + rank
    if eff == led:
        return 1 + rank
    return 0


_REAL: Final = [c for c in range(N_CARDS) if c <= JOKER or COPY <= c < COPY + 32]
#: EFFECTIVE_SUIT[trump][card]: the suit a card belongs to when ``trump`` is trump (the left
#: bower and the joker belong to trump; with no trump, the joker is suit 4 of its own).
EFFECTIVE_SUIT: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(_effective(t, c) for c in range(N_CARDS)) for t in range(6))
#: SUIT_MASK[trump][suit]: the cards whose effective suit is ``suit`` (suit 0-4).
SUIT_MASK: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sum(1 << c for c in _REAL if EFFECTIVE_SUIT[t][c] == s) for s in range(5))
    for t in range(6)
)
#: NATURAL_MASK[suit]: the cards of ``suit`` (0-3) by their printed suit, both copies: a
#: natural trump of that suit (the left bower and the joker are not natural trumps).
NATURAL_MASK: Final[tuple[int, ...]] = SUIT_MASK[NO_TRUMP][:4]
#: POWER[trump][led][card]: trick-taking power; 0 for a card that cannot win.
POWER: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(_power(t, led, c) for c in range(N_CARDS)) for led in range(5)) for t in range(6)
)

def trump_index(trump: int | None, no_trump: bool = False, low: bool = False) -> int:
    """The table index of a trump: the suit 0-3, or NO_TRUMP / LOW_NO_TRUMP.

    >>> trump_index(None, no_trump=True, low=True) == LOW_NO_TRUMP
    True
    """
    if trump is not None:
        return int(trump)
    return LOW_NO_TRUMP if low else NO_TRUMP


#: Bit masks of the decks.
DECK24: Final = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(2, 8))
DECK25: Final = DECK24 | 1 << JOKER
DECK32: Final = (1 << 32) - 1
DECK48: Final = DECK24 | DECK24 << COPY
DECKS: Final = {24: DECK24, 25: DECK25, 32: DECK32, 48: DECK48}
FIRST_COPY: Final = (1 << COPY) - 1  # the bits of first copies (and the joker)


def collapse(mask: int) -> int:
    """A double-deck hand with each card's second copy folded onto the first."""
    return (mask | mask >> COPY) & FIRST_COPY


def bowers(trump: int) -> tuple[int, int]:
    """The right and left bowers of a trump suit (0-3), as card indices.

    >>> bowers(2)   # hearts: J♥ and J♦
    (20, 12)
    """
    return trump * 8 + JACK, _PARTNER_SUIT[trump] * 8 + JACK


def first_copy(card: int) -> int:
    """A card index folded onto its first copy (the double deck's second copy is +COPY).

    >>> first_copy(23 + COPY)
    23
    """
    return card - COPY if card >= COPY else card


def suit_of(card: int) -> int:
    """The printed suit of a suited card (its first or second copy).

    >>> suit_of(23), suit_of(23 + COPY)
    (2, 2)
    """
    return first_copy(card) >> 3


def rank_of(card: int) -> int:
    """The rank offset of a suited card (7 8 9 10 J Q K A -> 0..7).

    >>> rank_of(23)
    7
    """
    return first_copy(card) & 7


def winning_play(
    trump: int, cards: tuple[int, ...] | list[int], second_wins: bool = False
) -> int:
    """Which of ``cards`` (card indices in the order played) wins the trick: its position,
    0 for the card led. The highest trump wins, else the highest card of the suit led (in low
    no trump the lowest); of two identical cards (double deck) the first played wins, or the
    second with ``second_wins`` (``double_deck_tie="second"``).

    >>> from euchre.engine.cardorder import winning_play
    >>> winning_play(2, [23, 12, 22, 31])   # hearts trump: A♥, J♦ (left bower), K♥, A♠
    1
    """
    power = POWER[trump][EFFECTIVE_SUIT[trump][cards[0]]]
    best = 0
    for i in range(1, len(cards)):
        if power[cards[i]] > power[cards[best]] or (
            second_wins and power[cards[i]] == power[cards[best]]
        ):
            best = i
    return best


def best_card(hand: int, trump: int) -> int:
    """The best card of a hand: the highest trump (the joker first), else the highest by
    rank (ties: spades, hearts, diamonds, clubs); in low no trump the lowest by rank wins
    tricks, so it is the best. Used by call for best.

    >>> from euchre.engine.cardorder import best_card
    >>> best_card((1 << 15) | (1 << 31), 0)   # A♦ and A♠ with clubs trump: A♠
    31
    """
    if hand >> JOKER & 1:
        return JOKER
    if trump < NO_TRUMP:
        trumps = hand & SUIT_MASK[trump][trump]
        if trumps:
            return max(bits(trumps), key=lambda c: POWER[trump][trump][c])

    def plain(c: int) -> tuple[int, int]:
        base = c - COPY if c >= COPY else c
        rank = base & 7
        return (-rank if trump == LOW_NO_TRUMP else rank, base >> 3)

    return max(bits(hand), key=plain)


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first.

    >>> bits(0b1010)
    [1, 3]
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
