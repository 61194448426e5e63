"""Seed 004 — North American standard from a Hungarian text (preset ``STANDARD``):
one test per rule clause.

Source: ``/work/shared/seeds/004_*.txt`` (Hungarian), restated in RULES.md "Seed 004".
North deals unless a test says otherwise, so East is first to speak, then South, West,
North.

Elsewhere: the scoring table (lone defender rows included) is rows "seed004 ..." of
``test_scoring_tables.py``; the 32- and 25-card decks (``test_seed004_32_card_deck_*``,
``test_seed004_25_card_deck_*``) are tests of the deck knob in ``test_knobs_deck.py``.
"""

from __future__ import annotations

import pytest

import euchre
from _deals import (
    EUCHRE,
    SWEEP,
    THREE,
    E,
    N,
    S,
    W,
    assert_illegal,
    call_trump,
    cardset,
    game,
    legal,
    match_to_ten,
    play_out,
    resolve_alone,
)
from euchre import Phase, Suit, Team, presets

RULES = presets.STANDARD


# --- the preset ------------------------------------------------------------------

def test_seed004_preset_lookup():
    assert presets.get("standard") is presets.STANDARD


def test_seed004_preset_knobs():
    r = RULES
    assert r.variant == "knock"
    assert r.deck == 24
    assert r.cards_per_hand == 5
    assert r.stick_the_dealer is False        # "a következő játékos új leosztást oszt"
    assert r.all_pass == "next_dealer"
    assert r.dealer_pickup == "optional"      # "lehetősége van felvenni"
    assert r.alone == "maker_or_partner"      # "Bárki bejelentheti"
    assert r.defender_alone == "always"
    assert r.first_lead == "lone_left"
    assert r.target == 10
    assert r.win_by_two is False
    sc = r.scoring
    assert (sc.makers, sc.march, sc.lone, sc.lone_march, sc.euchre) == (1, 2, 1, 4, 2)
    assert (sc.lone_defender_euchre, sc.lone_defender_march) == (2, 4)


# --- the deal --------------------------------------------------------------------

def test_seed004_deal_five_each_kitty_of_four_top_turned_up():
    state = euchre.new_game(RULES, seed=4)
    deal = state.deal
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert len(deal.kitty) == 3 and deal.upcard not in deal.kitty
    everything = [c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty]
    assert len(cardset(everything)) == 24


def test_seed004_traditional_deal_pattern_option():
    rules = RULES.replace(deal_pattern=(3, 2, 3, 2, 2, 3, 2, 3))
    assert rules.deal_pattern == (3, 2, 3, 2, 2, 3, 2, 3)
    state = euchre.new_game(rules, seed=9)
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert len(cardset(c for h in state.hands for c in h)) == 20


# --- round 1 ---------------------------------------------------------------------

def test_seed004_round1_starts_left_of_dealer_clockwise():
    state = game(RULES, dealer=W)
    seen = []
    for _ in range(4):
        assert state.phase == Phase.ORDER
        assert {"pass", "order up"} <= legal(state)
        seen.append(state.to_act)
        state = state.apply("pass")
    assert seen == [N, E, S, W]


def test_seed004_dealer_accepts_takes_upcard_and_discards():
    state = game(RULES, SWEEP, dealer=N).apply("pass").apply("pass").apply("pass")
    state = state.apply("order up")                                 # "Elfogadom"
    assert state.maker == N and state.trump == Suit.SPADES
    assert state.phase == Phase.DISCARD and state.to_act == N       # no option to leave it
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "Qh", "9s"}
    state = state.apply("discard Jd")
    assert cardset(state.hands[N]) == {"Jh", "Ah", "Kh", "Qh", "9s"}


def test_seed004_opponent_orders_up_dealer_may_take_upcard():
    state = game(RULES, dealer=N).apply("order up")                 # East: "Megrendelem"
    assert state.trump == Suit.SPADES and state.maker == E
    assert state.phase == Phase.PICKUP and state.to_act == N
    assert legal(state) == {"pick up", "pass"}


def test_seed004_partner_assists_dealer_may_take_upcard():
    state = game(RULES, dealer=N).apply("pass").apply("order up")   # South: "Segítek"
    assert state.maker == S and state.trump == Suit.SPADES
    assert state.phase == Phase.PICKUP and state.to_act == N
    assert legal(state) == {"pick up", "pass"}


def test_seed004_dealer_takes_upcard_and_discards_face_down():
    state = game(RULES, SWEEP, dealer=N).apply("order up").apply("pick up")
    assert state.phase == Phase.DISCARD and state.to_act == N
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "Qh", "9s"}
    state = state.apply("discard Qh")
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "9s"}


def test_seed004_dealer_leaves_upcard_suit_still_trump():
    state = game(RULES, SWEEP, dealer=N).apply("order up").apply("pass")
    assert state.trump == Suit.SPADES and state.maker == E
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "Qh"}
    assert state.phase in (Phase.ALONE, Phase.PLAY)
    state, _ = resolve_alone(state)
    _, plays = play_out(state)
    assert "9s" not in {card for _, card in plays}


# --- round 2 ---------------------------------------------------------------------

def _round2(dealer=N):
    state = game(RULES, dealer=dealer)
    for _ in range(4):
        state = state.apply("pass")
    return state


def test_seed004_all_pass_round1_upcard_turned_down():
    state = _round2()
    assert state.phase == Phase.CALL and state.to_act == E
    assert state.turned_down == Suit.SPADES and state.trump is None


def test_seed004_cannot_call_turned_down_suit():
    options = legal(_round2())
    assert not any(o.startswith("call spades") for o in options)
    assert {"pass", "call clubs", "call diamonds", "call hearts"} <= options
    assert_illegal(_round2, "call spades")


def test_seed004_first_to_name_suit_makes_trump():
    state = _round2().apply("pass").apply("pass").apply("call hearts")   # West names hearts
    assert state.trump == Suit.HEARTS and state.maker == W
    assert state.phase in (Phase.ALONE, Phase.PLAY)


def test_seed004_all_pass_round2_next_dealer_deals():
    state = _round2()
    for _ in range(3):
        state = state.apply("pass")
    assert state.to_act == N and "pass" in legal(state)              # no stick the dealer
    state = state.apply("pass")
    assert state.phase == Phase.DEAL
    assert state.dealer == E
    assert state.scores == (0, 0)
    assert state.results[-1].thrown_in is True and state.results[-1].points == (0, 0)
    state = state.apply_deal(game(RULES, THREE).deal)
    assert state.phase == Phase.ORDER and state.to_act == S


# --- going alone: anybody, after trump is fixed, before the first lead ------------------

def test_seed004_alone_offered_to_everyone_after_trump_fixed():
    state = game(RULES, dealer=N).apply("order up").apply("pick up").apply("discard Qh")
    assert state.phase == Phase.ALONE
    state, asked = resolve_alone(state)
    assert set(asked) == {N, E, S, W}
    assert state.phase == Phase.PLAY and state.to_act == E
    assert state.alone is None and state.lone_defender is None
    assert "go alone" not in legal(state)                              # not after the lead


def test_seed004_maker_may_go_alone():
    state = call_trump(game(RULES, dealer=N), E, "hearts", alone=True)
    assert state.alone == E and state.lone_defender is None
    assert tuple(state.sitting_out) == (W,)


def test_seed004_makers_partner_may_go_alone():
    state = call_trump(game(RULES, dealer=N), E, "hearts", also_alone=[W])
    assert state.maker == E and state.alone == W
    assert tuple(state.sitting_out) == (E,)


def test_seed004_defender_may_go_alone():
    state = call_trump(game(RULES, dealer=N), N, "hearts", also_alone=[E])
    assert state.maker == N and state.alone is None
    assert state.lone_defender == E
    assert tuple(state.sitting_out) == (W,)


def test_seed004_one_from_each_side_may_go_alone():
    state = call_trump(game(RULES, EUCHRE, dealer=N), N, "hearts", alone=True, also_alone=[E])
    assert state.alone == N and state.lone_defender == E
    assert set(state.sitting_out) == {S, W}
    state, plays = play_out(state)
    assert len(plays) == 10
    assert {seat for seat, _ in plays} == {N, E}


def test_seed004_partner_cards_out_of_play():
    state = call_trump(game(RULES, SWEEP, dealer=N), N, "hearts", alone=True)
    south = cardset(state.deal.hands[S])
    state, plays = play_out(state)
    assert len(plays) == 15 and all(seat != S for seat, _ in plays)
    assert south.isdisjoint(card for _, card in plays)


# --- the first lead ----------------------------------------------------------------

def test_seed004_dealer_left_leads_first():
    state = call_trump(game(RULES, dealer=N), W, "hearts")           # left of maker would be North
    assert state.phase == Phase.PLAY and state.to_act == E


def test_seed004_lone_maker_left_leads():
    state = call_trump(game(RULES, dealer=N), S, "hearts", alone=True)   # left of dealer: East
    assert state.alone == S and state.to_act == W


def test_seed004_lone_defender_left_leads():
    state = call_trump(game(RULES, dealer=N), N, "hearts", also_alone=[W])
    assert state.lone_defender == W
    assert state.to_act == N                                         # dealer-left East sits out


@pytest.mark.parametrize("dealer, maker, defender", [(W, N, W), (S, N, E)])
def test_seed004_two_alone_defender_leads(dealer, maker, defender):
    state = call_trump(game(RULES, dealer=dealer), maker, "hearts", alone=True, also_alone=[defender])
    assert state.alone == maker and state.lone_defender == defender
    assert state.to_act == defender


# --- scoring: the seed's table is rows "seed004 ..." of test_scoring_tables.py


# --- winning -----------------------------------------------------------------------

def test_seed004_first_to_10_wins():
    states = match_to_ten(RULES)
    assert [tuple(s.scores) for s in states] == [(4, 0), (4, 4), (8, 4), (8, 8), (8, 9), (10, 9)]
    assert not any(s.is_over for s in states[:-1])
    final = states[-1]
    assert final.is_over and final.phase == Phase.OVER and final.winner == Team.NORTH_SOUTH
