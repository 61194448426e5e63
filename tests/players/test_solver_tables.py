"""The one table the solver derives from the engine's, for speed, matches the engine.

``euchre.solver._ORDER[trump][suit]`` lists the cards of each effective suit best
first; the search groups legal cards that no live card separates along it. It must hold
exactly the engine's cards of that suit (``SUIT_MASK``) in the engine's order of play
(``winning_play``), for every trump index (0-3 a suit, 4 no trump, 5 low no trump) and
every deck the solver handles.
"""

from __future__ import annotations

import itertools

import pytest

import euchre
from euchre import solver
from euchre.engine import cardorder


@pytest.mark.parametrize(("trump", "deck"), list(itertools.product(range(6), (24, 25, 32))))
def test_solver_suit_order_is_the_engines(trump: int, deck: int) -> None:
    in_deck = cardorder.DECKS[deck]
    for suit in range(5):
        entries = solver._ORDER[trump][suit]
        assert all(bit == 1 << c for c, bit in entries)
        order = [c for c, _ in entries if in_deck >> c & 1]
        assert sum(1 << c for c in order) == cardorder.SUIT_MASK[trump][suit] & in_deck
        for high, low in itertools.combinations(order, 2):
            assert cardorder.winning_play(trump, [high, low]) == 0  # led, it holds
            assert cardorder.winning_play(trump, [low, high]) == 1  # played second, it wins


def test_solver_cards_are_the_engines_indices() -> None:
    for c, card in enumerate(solver._CARDS):
        assert card.index == c
        assert solver._PLAY[c] == euchre.Action.play(card)
