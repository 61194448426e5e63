"""Suits, ranks, cards, seats and teams.

Cards are interned: every card of the game exists once, so ``is`` and ``==`` agree and
cards are cheap to keep. Internally a card is an index ``suit * 8 + rank - 7`` (7..ace give
0..7 inside a suit), and a set of cards is an ``int`` bitmask of those indices.

>>> from euchre import parse_card, Suit
>>> card = parse_card("J♦")
>>> card, str(card), card.symbol, card.suit is Suit.DIAMONDS
(Card('Jd'), 'Jd', 'J♦', True)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from euchre.errors import CardParseError, shown

__all__ = [
    "PLAYERS",
    "Card",
    "Player",
    "Rank",
    "Score",
    "Seat",
    "Suit",
    "Team",
    "cards_from_mask",
    "mask_of",
    "parse_card",
]


class Suit(enum.IntEnum):
    """The four suits. Clubs and spades are black, diamonds and hearts red.

    >>> from euchre import Suit
    >>> Suit.HEARTS.partner, Suit.HEARTS.symbol, str(Suit.HEARTS)
    (<Suit.DIAMONDS: 1>, '♥', 'hearts')
    >>> Suit.parse("S"), Suit.parse(3)
    (<Suit.SPADES: 3>, <Suit.SPADES: 3>)
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-letter code: ``c d h s``."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        """The suit glyph: ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (the left bower's printed suit)."""
        return _SUITS[_PARTNER[self]]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __str__(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: Suit | int | str) -> Suit:
        """Read a suit from its name, letter or glyph (any case), or its number 0-3.

        A :class:`Suit` is returned as it is. Anything else (a bool, a float, ``None``: the
        joker's lack of a suit is not a suit) raises :class:`~euchre.CardParseError`.

        >>> from euchre import Suit
        >>> Suit.parse("Hearts"), Suit.parse("♣"), Suit.parse(1)
        (<Suit.HEARTS: 2>, <Suit.CLUBS: 0>, <Suit.DIAMONDS: 1>)
        >>> Suit.parse(4)
        Traceback (most recent call last):
        ...
        euchre.errors.CardParseError: cannot read 4 as a suit: a suit's number is 0-3 (clubs 0, diamonds 1, hearts 2, spades 3)
        """
        if isinstance(text, Suit):
            return text
        if isinstance(text, int) and not isinstance(text, bool):
            if 0 <= text <= 3:
                return _SUITS[text]
            raise CardParseError(
                f"cannot read {shown(text)} as a suit: a suit's number is {_SUIT_NUMBERS}"
            )
        if not isinstance(text, str):
            raise CardParseError(
                f"cannot read {shown(text)} as a suit: give a Suit, its name (clubs, diamonds, "
                f"hearts, spades; c d h s; ♣ ♦ ♥ ♠) or its number {_SUIT_NUMBERS}"
            )
        suit = _SUIT_WORDS.get(text.strip().lower())
        if suit is None:
            raise CardParseError(
                f"cannot read {shown(text)} as a suit: use clubs, diamonds, hearts or spades "
                "(or c d h s, or ♣ ♦ ♥ ♠)"
            )
        return suit


_SUIT_NUMBERS = "0-3 (clubs 0, diamonds 1, hearts 2, spades 3)"
_PARTNER = (3, 2, 1, 0)
_SUITS = tuple(Suit)
_SUIT_WORDS: dict[str, Suit] = {}
for _suit in Suit:
    for _word in (_suit.name.lower(), _suit.letter, _suit.symbol, _suit.name.lower()[:-1]):
        _SUIT_WORDS[_word] = _suit
_SUIT_WORDS.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Rank(enum.IntEnum):
    """Card ranks in plain-suit order. The 24-card deck uses nine to ace.

    >>> from euchre import Rank
    >>> Rank.TEN.letter, Rank.ACE > Rank.KING
    ('T', True)
    """

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def letter(self) -> str:
        """The one-letter code: ``7 8 9 T J Q K A``, and ``Jo`` for the joker."""
        return "789TJQKA"[self - 7] if self != 15 else "Jo"

    def __str__(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: Rank | int | str) -> Rank:
        """Read a rank from its letter or name (``9 10 T J Q K A``, ``jack``, ``joker``...;
        any case), or its number 7-15 (``14`` the ace, ``15`` the joker).

        A :class:`Rank` is returned as it is; anything else raises
        :class:`~euchre.CardParseError`.

        >>> from euchre import Rank
        >>> Rank.parse("T"), Rank.parse("queen"), Rank.parse(14), Rank.parse("Jo")
        (<Rank.TEN: 10>, <Rank.QUEEN: 12>, <Rank.ACE: 14>, <Rank.JOKER: 15>)
        >>> Rank.parse(2.0)
        Traceback (most recent call last):
        ...
        euchre.errors.CardParseError: cannot read 2.0 as a rank: give a Rank, its letter or name (7 8 9 T J Q K A, jack, ..., joker) or its number (7-14, 7 to ace; 15 the joker)
        """
        if isinstance(text, Rank):
            return text
        if isinstance(text, int) and not isinstance(text, bool):
            if 7 <= text <= 15:
                return _RANKS[text - 7]
            raise CardParseError(
                f"cannot read {shown(text)} as a rank: a rank's number is {_RANK_NUMBERS}"
            )
        if not isinstance(text, str):
            raise CardParseError(
                f"cannot read {shown(text)} as a rank: give a Rank, its letter or name "
                f"(7 8 9 T J Q K A, jack, ..., joker) or its number ({_RANK_NUMBERS})"
            )
        key = text.strip().lower()
        rank = _RANK_WORDS.get(key, _RANKS[-1] if key in _JOKER_WORDS else None)
        if rank is None:
            rank = _RANK_NAMES.get(key)
        if rank is None:
            raise CardParseError(
                f"cannot read {shown(text)} as a rank: use 7 8 9 10 T J Q K A, a rank's name "
                "(nine, jack, ...) or joker"
            )
        return rank


_RANK_NUMBERS = "7-14, 7 to ace; 15 the joker"
_RANKS = tuple(Rank)
_RANK_NAMES = {rank.name.lower(): rank for rank in Rank}


class Card:
    """A playing card. Use :func:`parse_card` or ``Card.of(rank, suit)``; cards are interned.

    The joker (25-card deck) has ``rank=Rank.JOKER`` and ``suit=None``: ``Card.JOKER``.

    >>> from euchre import Card, Rank, Suit
    >>> Card.of(Rank.ACE, Suit.SPADES)
    Card('As')
    >>> Card.of(Rank.ACE, Suit.SPADES) is Card.of(14, 3) is Card("As") is Card("A", "s")
    True
    >>> Card(Rank.JOKER) is Card.of(Rank.JOKER, None) is Card.JOKER
    True
    """

    __slots__ = ("index", "rank", "suit")

    rank: Rank
    suit: Suit | None
    index: int

    #: The joker (the "benny" of the 25-card deck).
    JOKER: Card

    def __new__(cls, rank: Rank | int | str, suit: Suit | int | str | None = None) -> Card:
        if isinstance(rank, str) and suit is None:
            return parse_card(rank)  # Card('Jd'), as repr writes it
        return Card.of(rank, suit)

    @staticmethod
    def of(rank: Rank | int | str, suit: Suit | int | str | None) -> Card:
        """The card of this rank and suit (as :meth:`Rank.parse` and :meth:`Suit.parse`
        read them). The joker has no suit: give ``None`` (a suit given with it is checked,
        then ignored: there is one joker).

        >>> from euchre import Card, Rank, Suit
        >>> Card.of(Rank.NINE, Suit.CLUBS), Card.of(10, "hearts")
        (Card('9c'), Card('Th'))
        >>> Card.of(Rank.ACE, None)
        Traceback (most recent call last):
        ...
        euchre.errors.CardParseError: no card of rank ace without a suit: only the joker has none (Card.of(Rank.JOKER, None))
        """
        known = Rank.parse(rank)
        if known is Rank.JOKER:
            if suit is not None:
                Suit.parse(suit)  # a suit given with the joker must still be a suit
            return CARDS_BY_INDEX[JOKER_INDEX]
        if suit is None:
            raise CardParseError(
                f"no card of rank {known} without a suit: only the joker has none "
                "(Card.of(Rank.JOKER, None))"
            )
        return CARDS_BY_INDEX[Suit.parse(suit) * 8 + known - 7]

    @staticmethod
    def _make(index: int) -> Card:
        card = object.__new__(Card)
        object.__setattr__(card, "index", index)
        if index >= 40:  # the second copy of a card (double deck): the same rank and suit
            object.__setattr__(card, "rank", Rank((index - 40) % 8 + 7))
            object.__setattr__(card, "suit", Suit((index - 40) // 8))
        elif index == JOKER_INDEX:
            object.__setattr__(card, "rank", Rank.JOKER)
            object.__setattr__(card, "suit", None)
        else:
            object.__setattr__(card, "rank", Rank(index % 8 + 7))
            object.__setattr__(card, "suit", Suit(index // 8))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card_at, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    # Cards are interned, so the default identity equality and hash are exact (and fast).

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    @property
    def bit(self) -> int:
        """This card's bit in a card bitmask."""
        return 1 << self.index

    @property
    def copy(self) -> int:
        """0, or 1 for the second copy of a card in the double deck (they play alike)."""
        return 1 if self.index >= 40 else 0

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.suit is None

    @property
    def symbol(self) -> str:
        """Text with the suit glyph, e.g. ``J♦`` (the joker: ``Jo``)."""
        if self.suit is None:
            return "Jo"
        return ("10" if self.rank == Rank.TEN else self.rank.letter) + self.suit.symbol

    def __str__(self) -> str:
        if self.suit is None:
            return "Jo"
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card('{self}')"


#: Index of the joker among the card indices (after the 32 suited cards).
JOKER_INDEX = 32
_FIRST = tuple(Card._make(i) for i in range(33))
# indices 33-39 are unused (never set in a mask); 40-71 are second copies (double deck)
#: Every card by its index (second copies of the double deck at +40).
CARDS_BY_INDEX: tuple[Card, ...] = _FIRST + (_FIRST[32],) * 7 + tuple(Card._make(i) for i in range(40, 72))


_NOT_CARDS = ~((1 << 33) - 1 | ((1 << 32) - 1) << 40)  # the bits of no card


def _card_at(index: int) -> Card:
    return CARDS_BY_INDEX[index]

Card.JOKER = CARDS_BY_INDEX[JOKER_INDEX]
_JOKER_WORDS = ("jo", "jk", "joker", "b", "benny", "🃏")

_RANK_WORDS = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "10": Rank.TEN,
    "t": Rank.TEN,
    "j": Rank.JACK,
    "q": Rank.QUEEN,
    "k": Rank.KING,
    "a": Rank.ACE,
}


def parse_card(text: str | Card) -> Card:
    """Read a card from text: rank (``7 8 9 10 T J Q K A``) then suit (``c d h s`` or a glyph).

    Case does not matter and blanks around the text are ignored. The joker reads from
    ``Jo``, ``JK``, ``joker`` or ``B`` (EGN's code). A :class:`Card` is returned as it is.

    >>> from euchre import parse_card
    >>> [str(parse_card(t)) for t in ("Jd", "JD", "J♦", "10d", "Td", " as ", "joker", "B")]
    ['Jd', 'Jd', 'Jd', 'Td', 'Td', 'As', 'Jo', 'Jo']
    >>> parse_card("Jx")
    Traceback (most recent call last):
    ...
    euchre.errors.CardParseError: cannot read 'Jx' as a card: 'x' is not a suit (use c d h s or ♣ ♦ ♥ ♠)
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardParseError(f"cannot read {shown(text)} as a card: expected text such as 'Jd'")
    key = text.strip().lower()
    if key in _JOKER_WORDS:
        return CARDS_BY_INDEX[JOKER_INDEX]
    if len(key) < 2:
        raise CardParseError(
            f"cannot read {shown(text)} as a card: expected a rank then a suit, such as 'Jd' or '10♥'"
        )
    rank_text, suit_text = key[:-1], key[-1]
    rank = _RANK_WORDS.get(rank_text)
    if rank is None:
        raise CardParseError(
            f"cannot read {shown(text)} as a card: {shown(rank_text)} is not a rank "
            "(use 9 10 T J Q K A, or 7 8 in a 32-card deck)"
        )
    suit = _SUIT_WORDS.get(suit_text)
    if suit is None or len(suit_text) != 1:
        raise CardParseError(
            f"cannot read {shown(text)} as a card: {suit_text!r} is not a suit (use c d h s or ♣ ♦ ♥ ♠)"
        )
    return CARDS_BY_INDEX[suit * 8 + rank - 7]


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of a collection of cards.

    >>> from euchre.cards import mask_of, cards_from_mask
    >>> from euchre import parse_card
    >>> cards_from_mask(mask_of([parse_card("Ah"), parse_card("9c")]))
    (Card('9c'), Card('Ah'))
    """
    mask = 0
    try:
        for card in cards:
            if type(card) is not Card:
                raise TypeError
            mask |= 1 << card.index
    except TypeError:
        raise CardParseError(
            f"mask_of({shown(cards)}): expected a collection of Card objects"
        ) from None
    return mask


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in index order (clubs, diamonds, hearts, spades; low to high).

    >>> from euchre.cards import cards_from_mask
    >>> cards_from_mask(0b110)
    (Card('8c'), Card('9c'))
    """
    if type(mask) is not int or mask < 0 or mask & _NOT_CARDS:
        raise CardParseError(
            f"cards_from_mask({shown(mask)}): expected a card bitmask, a whole number whose "
            "set bits are card indices (0-32, 40-71)"
        )
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS_BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


class Team(enum.IntEnum):
    """The two partnerships.

    >>> from euchre import Team
    >>> Team.EAST_WEST.seats
    (<Seat.EAST: 1>, <Seat.WEST: 3>)
    """

    NORTH_SOUTH = 0
    EAST_WEST = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this team."""
        return (Seat(self), Seat(self + 2))

    @property
    def other(self) -> Team:
        """The opposing team."""
        return Team(1 - self)

    def __str__(self) -> str:
        return "North-South" if self == 0 else "East-West"


class Seat(enum.IntEnum):
    """The four seats, clockwise. Partners sit opposite: North-South and East-West.

    >>> from euchre import Seat
    >>> Seat.NORTH.left, Seat.NORTH.partner, Seat.WEST.team
    (<Seat.EAST: 1>, <Seat.SOUTH: 2>, <Team.EAST_WEST: 1>)
    """

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def left(self) -> Seat:
        """The next seat clockwise (the player to this one's left)."""
        return SEATS[(self + 1) & 3]

    @property
    def right(self) -> Seat:
        """The previous seat clockwise."""
        return SEATS[(self + 3) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return SEATS[(self + 2) & 3]

    @property
    def team(self) -> Team:
        """This seat's partnership."""
        return Team(self & 1)

    def __str__(self) -> str:
        return self.name.capitalize()


#: The seats by number.
SEATS = tuple(Seat)


class Player(enum.IntEnum):
    """The seats of a table other than the four-seat game's (two, three, five or six
    players), clockwise from A; the four-seat, two-team game keeps :class:`Seat`.

    Letters as Foster's Hoyle names the players of cut-throat Euchre. Who sits with whom is
    the table's business (:attr:`euchre.RuleSet.table`), not the seat's.

    >>> from euchre import Player
    >>> Player.C, str(Player.C), Player(1)
    (<Player.C: 2>, 'C', <Player.B: 1>)
    """

    A = 0
    B = 1
    C = 2
    D = 3
    E = 4
    F = 5

    def __str__(self) -> str:
        return self.name


#: The players by number.
PLAYERS = tuple(Player)


class Score(tuple[int, ...]):
    """Numbers for the sides of a game, one each: at the four-seat game ``[0]`` North-South
    (``.ns``) and ``[1]`` East-West (``.ew``); at other tables one per side in the order of
    :attr:`euchre.rules.table.Table.side_labels` (a team, or one player).

    >>> from euchre import Score
    >>> Score(3, 7)[1], Score(3, 7).ew, Score(ns=3, ew=7)
    (7, 7, Score(ns=3, ew=7))
    >>> Score(3, 0, 1), str(Score(3, 0, 1)), str(Score(3, 7))
    (Score(3, 0, 1), '3 - 0 - 1', 'NS 3 - EW 7')
    """

    __slots__ = ()
    _fields = ("ns", "ew")

    def __new__(cls, *values: int, ns: int | None = None, ew: int | None = None) -> Score:
        if ns is not None or ew is not None:
            if values or ns is None or ew is None:
                raise TypeError("Score: give the numbers in order, or both ns= and ew=")
            values = (ns, ew)
        return tuple.__new__(cls, values)

    def __getnewargs__(self) -> tuple[int, ...]:
        return tuple(self)

    @property
    def ns(self) -> int:
        """The first side's number (North-South at the four-seat game)."""
        return self[0]

    @property
    def ew(self) -> int:
        """The second side's number (East-West at the four-seat game)."""
        return self[1]

    def __repr__(self) -> str:
        if len(self) == 2:
            return f"Score(ns={self[0]!r}, ew={self[1]!r})"
        return "Score(" + ", ".join(repr(v) for v in self) + ")"

    def __str__(self) -> str:
        if len(self) == 2:
            return f"NS {self[0]} - EW {self[1]}"
        return " - ".join(str(v) for v in self)
