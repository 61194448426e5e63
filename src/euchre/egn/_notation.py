"""EGN's words: the file type and versions, the calls, and the card texts read as the
engine's cards."""

from __future__ import annotations

import re

import attrs

from euchre._reader import expected
from euchre.cards import Card, Player, Seat, Suit, cards_from_mask, parse_card
from euchre.egn._errors import error
from euchre.engine.cardorder import DECKS, bowers
from euchre.errors import EuchreError
from euchre.rules import RuleSet

#: The ``fileType`` of an EGN file.
FILE_TYPE = "Euchre Game Notation"
#: The EGN versions this module reads (any ``1.x.y`` patch of these too): every version the
#: EGN schema accepts (1.2 to 1.4, its pattern ``^1\\.[234](?:\\.\\d+)?$``) and the older 1.0
#: and 1.1.
VERSIONS = ("1.0", "1.1", "1.2", "1.3", "1.4")
#: The versions this module writes: the lowest that holds the game (see
#: :func:`euchre.egn.to_egn`); 1.2 is the oldest the current schema accepts.
WRITE_VERSIONS = ("1.2", "1.3", "1.4")
#: The newest version this module writes.
WRITE_VERSION = WRITE_VERSIONS[-1]

SUIT_LETTERS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
#: Round-1 words for ordering up: the schema's ``Order``, and older replayers' synonyms.
ORDER_WORDS = ("Order", "PickUp", "Alone", "Call")
CALL_WORDS = ("Pass", *ORDER_WORDS, "s", "h", "d", "c", "n", "x")

_CARD = re.compile(r"^(?:([78N9TJQKAX])([SsHhCcDdxtngh])|([LRB]))$")


@attrs.frozen
class Odd:
    """A card text that is valid EGN but not a card of the game's deck."""

    text: str
    why: str


def joker() -> Card | None:
    """The engine's joker, when it has one."""
    try:
        found = parse_card("B")
    except EuchreError:
        return None
    return found if found.suit is None else None


def deck_cards(rules: RuleSet) -> tuple[Card, ...]:
    """The cards of the rules' deck (the engine's), in deck order (clubs, diamonds, hearts,
    spades; low up; the joker last)."""
    return cards_from_mask(DECKS[rules.deck])


def seat_or_nobody(seat: Seat | Player | None) -> int:
    """A seat as the engine's tables take it: its number, or -1 for nobody."""
    return -1 if seat is None else int(seat)


def read_card(
    value: object, where: str, cards: tuple[Card, ...], *, blank: bool = False
) -> Card | Odd | None:
    """A card of the deck ``cards``, an odd card (unknown, a bower letter, not in the deck),
    or None for a blank.

    >>> from euchre import presets
    >>> cards = deck_cards(presets.CARDGAMES_IO)
    >>> [read_card(text, "upCard", cards) for text in ("Nh", "R", "7c")]
    [Card('9h'), Odd(text='R', why='bower'), Odd(text='7c', why='not in the 24-card deck')]
    >>> read_card(9, "upCard", cards)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: upCard: expected a card such as 'Jd' (rank 9 T J Q K A or N, then c d h s), got the number 9
    """
    if blank and value == "":
        return None
    if not isinstance(value, str) or not _CARD.match(value):
        raise expected(
            value, where, error, "a card such as 'Jd' (rank 9 T J Q K A or N, then c d h s)"
        )
    if value in ("R", "L"):
        return Odd(value, "bower")
    if value == "B":
        found = joker()
        if found is None or found not in cards:
            return Odd(value, "the joker (benny), which is not in this deck")
        return found
    rank, suit = value[0], value[1]
    if rank == "X" or suit in "xtng":
        return Odd(value, "an unknown card")
    found = parse_card(("9" if rank == "N" else rank) + suit.lower())
    if found not in cards:
        return Odd(value, f"not in the {len(cards)}-card deck")
    return found


def bower(odd: Odd, trump: Suit | None) -> Card | None:
    """The card a bower letter stands for (``R`` the right bower, ``L`` the left)."""
    if odd.why != "bower" or trump is None:
        return None
    right, left = bowers(int(trump))
    (found,) = cards_from_mask(1 << (right if odd.text == "R" else left))
    return found


def egn_text(card: Card) -> str:
    """A card as EGN writes it (``B`` for the joker)."""
    return "B" if card.suit is None else str(card)
