"""The bots' card conventions: a card is the engine's index, a set of cards an int mask,
and the trump index ("mode") selects the engine's rows; the helpers that move between
these and the public :class:`~euchre.Card` and :class:`~euchre.Action`."""

from __future__ import annotations

from collections.abc import Iterable

from euchre.actions import Action, ActionKind
from euchre.cards import Card, cards_from_mask, mask_of
from euchre.engine.cardorder import (
    COPY,
    DECKS,
    JOKER,
    LOW_NO_TRUMP,
    NO_TRUMP,
    POWER,
    collapse,
    suit_of,
    trump_index,
)
from euchre.rules import RuleSet
from euchre.views import View

# Cards are the engine's indices (``euchre.engine.cardorder``): ``suit * 8 + rank - 7``, 32
# the joker; a set of cards is an int bit mask. The trump index ("mode": 0-3 a suit,
# NO_TRUMP, LOW_NO_TRUMP) selects the engine's rows; the heuristics rank cards by nothing else.
# In the double deck the two copies of a card play alike: the bots fold each second copy
# onto its first (index - COPY) and pick the copy only when they act (_legal_with).
_CARDS: tuple[Card, ...] = cards_from_mask(DECKS[32] | DECKS[25])


def _card(index: int) -> Card:
    return _CARDS[index]


def _index(card: Card) -> int:
    """A card's index, the second copy of a double-deck card folded onto the first."""
    return card.index - COPY if card.index >= COPY else card.index


def _mask(cards: Iterable[Card]) -> int:
    return collapse(mask_of(cards))


def _legal_with(view: View, kind: ActionKind, c: int) -> Action:
    """The legal action of ``kind`` with card ``c`` (either copy, in a double deck)."""
    return next(
        a for a in view.legal_actions if a.kind is kind and a.card is not None and _index(a.card) == c
    )


def _mode(view: View) -> int:
    """The view's trump index: the trump suit, NO_TRUMP (4; also while bidding) or
    LOW_NO_TRUMP (5).

    >>> import euchre
    >>> _mode(euchre.new_game(euchre.presets.STANDARD, seed=1).view(0))
    4
    """
    return trump_index(view.trump, view.no_trump, view.low_no_trump)


def _rank(mode: int, c: int) -> int:
    """A card's place in its own suit, 0 (lowest) to 7: the seven to the ace, or the ace to
    the seven in low no trump (the engine's no-trump order); the joker 0 (treated apart)."""
    if c == JOKER:
        return 0
    return POWER[LOW_NO_TRUMP if mode == LOW_NO_TRUMP else NO_TRUMP][suit_of(c)][c] - 1


#: _TOP_OF_SUIT[low][suit]: the card of ``_rank`` 7 in a printed suit: the ace, or in low no
#: trump (``low``) the seven, the best by the engine's no-trump order.
_TOP_OF_SUIT = tuple(
    tuple(max(range(JOKER), key=POWER[t][s].__getitem__) for s in range(4))
    for t in (NO_TRUMP, LOW_NO_TRUMP)
)


def _deck(rules: RuleSet) -> int:
    """The deck's cards as a mask of first copies: in a double deck (Bid Euchre's 48
    cards) the heuristics see one copy of each card."""
    return collapse(DECKS[rules.deck])
