"""Knob family "deck": deck (24 | 25 with a joker | 32 | 48), the joker card, deal
pattern, cards per hand.

Sources: RULES.md seed 004 (the 32- and 25-card decks), seed 002 (the joker is always the
highest trump); docs/api.md "Deck variants and irregularities".  The 48-card double deck
and the joker's deal in Bid Euchre are seed 002 options on its preset: see
``test_seed002_bid_euchre.py``; the traditional deal pattern is a seed 004 option: see
``test_seed004_standard.py``.

Positions are explicit deals; North deals unless a test says otherwise, so East speaks
first and (left of the dealer) leads the first trick.
"""

from __future__ import annotations

import random

import pytest
from _reference import JOKER, deck

import euchre
from _deals import (
    E,
    N,
    S,
    W,
    assert_bad_ruleset,
    cards,
    play_cards,
    plays,
    round2,
    start,
    winner_of_first_trick,
)
from euchre import Phase, Rank

# 32 cards: trick 1 clubs 8-7-9 (North void) -> 9 wins; trick 2 West leads 8s, North
# trumps with the 7 of hearts, which beats the ace of spades.
DECK32 = ("8d 7h 9d Td Qd", "8c 9s Ac Kc Qc", "7c As Ad Kd 8h", "9c 8s Ks 9h Th")


def test_seed004_32_card_deck_has_7s_and_8s_below_9():
    rules = euchre.RuleSet(deck=32)
    assert Rank.SEVEN < Rank.EIGHT < Rank.NINE
    assert str(euchre.parse_card("7c")) == "7c" and str(euchre.parse_card("8h")) == "8h"
    deal = euchre.Deal.random(rules, 5, dealer=N)
    every = cards([c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty])
    assert sorted(every) == sorted(deck(32)) and len(every) == 32
    assert [len(h) for h in deal.hands] == [5, 5, 5, 5] and len(deal.kitty) == 11

    state = round2(start(rules, DECK32, "7s"), N, "call hearts")
    assert state.to_act == E
    state = play_cards(state, "8c")
    assert plays(state) == {"7c"}
    state = play_cards(state, "7c", "9c", "8d")
    assert winner_of_first_trick(state) == W  # 9 > 8 > 7
    state = play_cards(state, "8s")
    assert "7h" in plays(state)  # void in spades
    state = play_cards(state, "7h", "9s", "As")
    assert state.tricks[1].winner == N  # the 7 of trump beats the plain ace


JOKER_HANDS = ("Ah Kh Qh Th 9h", "Jh 9c Ad Kd Qd", "Jo Ac Kc Qc Tc", "Jd As Ks Qs Js")


def test_seed004_25_card_deck_joker_is_highest_trump():
    rules = euchre.RuleSet(deck=25)
    deal = euchre.Deal.random(rules, 9, dealer=N)
    every = cards([c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty])
    assert sorted(every) == sorted(deck(25)) and JOKER in every
    assert len(deal.kitty) == 4

    state = round2(start(rules, JOKER_HANDS, "9s"), N, "call hearts")
    state = play_cards(state, "Jh")  # the right bower led
    assert plays(state) == {JOKER}  # the joker is South's only trump: it must follow
    state = play_cards(state, JOKER)
    assert plays(state) == {"Jd"}
    state = play_cards(state, "Jd", "Ah")
    assert winner_of_first_trick(state) == S


def test_seed002_joker_always_highest_trump():
    rules = euchre.RuleSet(deck=25)
    hands = ("Ah Kh Qh Th 9h", "Jo 9c Ad Kd Qd", "Js Jc Ac Kc Qc", "Jh Jd As Ks Qs")
    state = start(rules, hands, "9s")
    state = state.apply("order up")  # East orders spades; North picks up 9s
    state = state.apply("discard 9h")
    assert state.phase == Phase.PLAY and state.to_act == E
    state = play_cards(state, JOKER)
    assert plays(state) == {"Js", "Jc"}  # the joker led is a spade (trump): follow it
    state = play_cards(state, "Js")
    assert plays(state) == {"As", "Ks", "Qs"}
    state = play_cards(state, "As", "9s")
    assert winner_of_first_trick(state) == E  # joker over the right bower


def test_joker_parses_from_Jo_JK_joker_B():
    for text in ("Jo", "JK", "joker", "B"):
        card = euchre.parse_card(text)
        assert card.rank == Rank.JOKER and card.suit is None, text
        assert str(card) == "Jo"
    assert euchre.parse_card("Jo") == euchre.parse_card("B")
    assert str(euchre.parse_action("play joker")) == "play Jo"


def test_knob_deck_default():
    assert euchre.RuleSet().deck == 24


@pytest.mark.parametrize("knobs", [
    dict(deck=28),
    dict(deal_pattern=(3, 3, 3, 3)),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_deck_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


class _Unshuffled(random.Random):
    """A generator whose random bits are all zero: the deal then draws the cards in index
    order (9c Tc Jc Qc Kc Ac 9d ...), so each packet's cards show where it went."""

    def getrandbits(self, k: int) -> int:
        return 0


@pytest.mark.parametrize(
    ("pattern", "dealer"),
    [
        (euchre.DEAL_3_2, euchre.Seat.NORTH),
        (euchre.DEAL_TRADITIONAL, euchre.Seat.WEST),
        (euchre.DEAL_ONE_AT_A_TIME, euchre.Seat.SOUTH),
        ((2, 3, 2, 3, 3, 2, 3, 2), euchre.Seat.EAST),
    ],
)
def test_knob_deal_pattern_packets_go_round_from_the_dealers_left(pattern, dealer):
    """deal_pattern (seed 004: 3-2 or the traditional 3-2-3-2 then 2-3-2-3): packets of
    these sizes, clockwise from the dealer's left; the next card is the upcard."""
    rules = euchre.presets.STANDARD.replace(deal_pattern=pattern)
    deal = euchre.Deal.random(rules, _Unshuffled(), dealer=dealer)
    order = sorted(deck(24), key=lambda text: euchre.parse_card(text).index)
    expected: list[list[str]] = [[], [], [], []]
    position = 0
    for packet, size in enumerate(pattern):
        seat = (int(dealer) + 1 + packet) % 4
        expected[seat].extend(order[position : position + size])
        position += size
    assert [sorted(str(c) for c in hand) for hand in deal.hands] == [sorted(h) for h in expected]
    assert str(deal.upcard) == order[position]
