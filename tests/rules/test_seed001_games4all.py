"""Seed 001 — Games4All Euchre (preset ``GAMES4ALL``): one test per rule clause.

Source: ``/work/shared/seeds/001_*.txt`` (Portuguese, machine-translated), restated in
RULES.md "Seed 001".  Its "líder" is the maker.  North deals unless a test says
otherwise, so East is first to speak, then South, West, North.

The seed's scoring table is rows "seed001 ..." of ``test_scoring_tables.py``.
"""

from __future__ import annotations

import pytest

import euchre
from _deals import (
    SWEEP,
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
    order_up,
    play_out,
    resolve_alone,
    rotate,
)
from euchre import Phase, Suit, Team, presets

RULES = presets.GAMES4ALL


# --- the preset ------------------------------------------------------------------

def test_seed001_preset_lookup():
    assert presets.get("games4all") is presets.GAMES4ALL


def test_seed001_preset_knobs():
    r = RULES
    assert r.variant == "knock"
    assert r.deck == 24
    assert r.cards_per_hand == 5
    assert r.stick_the_dealer is False        # all pass twice -> redeal by default
    assert r.dealer_pickup == "mandatory"     # "a carta ... é dada ao dealer"
    assert r.alone == "maker"                 # "o líder pode escolher ir sozinho"
    assert r.defender_alone == "never"
    assert r.first_lead == "maker_left"       # "o jogador à esquerda do líder lidera"
    assert r.target == 10
    assert r.win_by_two is False
    sc = r.scoring
    assert (sc.makers, sc.march, sc.lone, sc.lone_march, sc.euchre, sc.lone_euchre) == (1, 2, 1, 4, 2, 2)


# --- the deal --------------------------------------------------------------------

def test_seed001_deal_five_cards_each_from_24():
    deal = euchre.Deal.random(RULES, 5, dealer=N)
    everything = [c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty]
    assert [len(h) for h in deal.hands] == [5, 5, 5, 5]
    assert len(cardset(everything)) == 24
    assert {str(c)[0] for c in everything} == set("9TJQKA")


# --- round 1 ---------------------------------------------------------------------

def test_seed001_round1_starts_left_of_dealer():
    assert game(RULES, dealer=N).to_act == E
    state = game(RULES, dealer=E)
    assert state.phase == Phase.ORDER and state.to_act == S


def test_seed001_refusal_passes_to_next_player():
    state = game(RULES, dealer=N)
    seen = []
    for _ in range(4):
        seen.append(state.to_act)
        assert state.phase == Phase.ORDER and "order up" in legal(state)
        state = state.apply("pass")
    assert seen == [E, S, W, N]


def test_seed001_accepting_player_is_maker_dealer_takes_upcard_and_discards():
    state = game(RULES, SWEEP, dealer=N).apply("pass").apply("order up")   # South accepts 9s
    assert state.maker == S and state.trump == Suit.SPADES
    assert state.phase == Phase.DISCARD and state.to_act == N
    assert "9s" in cardset(state.hands[N]) and len(state.hands[N]) == 6
    state = state.apply("discard Kh")
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Qh", "9s"}


def test_seed001_dealer_may_accept():
    state = game(RULES, dealer=N).apply("pass").apply("pass").apply("pass")
    state = state.apply("order up")
    assert state.maker == N and state.phase == Phase.DISCARD and state.to_act == N


# --- round 2 ---------------------------------------------------------------------

def _round2(dealer=N):
    state = game(RULES, dealer=dealer)
    for _ in range(4):
        state = state.apply("pass")
    return state


def test_seed001_all_refuse_upcard_removed_round2_left_of_dealer():
    state = _round2()
    assert state.phase == Phase.CALL and state.to_act == E
    assert state.turned_down == Suit.SPADES
    assert all("9s" not in cardset(h) for h in state.hands)


def test_seed001_round2_only_remaining_suits():
    options = legal(_round2())
    assert {o for o in options if o.startswith("call") and not o.endswith("alone")} == {
        "call clubs", "call diamonds", "call hearts"}
    assert "pass" in options
    assert_illegal(_round2, "call spades")


def test_seed001_round2_pass_moves_to_next_player_and_first_call_is_trump():
    state = _round2().apply("pass")
    assert state.to_act == S
    state = state.apply("pass").apply("call clubs")                  # West names clubs
    assert state.trump == Suit.CLUBS and state.maker == W


def test_seed001_all_pass_round2_redeal():
    state = _round2()
    for _ in range(3):
        state = state.apply("pass")
    assert state.to_act == N and "pass" in legal(state)               # no stick the dealer
    state = state.apply("pass")
    assert state.phase == Phase.DEAL
    assert state.scores == (0, 0)
    assert state.results[-1].thrown_in is True
    assert state.results[-1].points == (0, 0)
    assert state.dealer == (E if RULES.all_pass == "next_dealer" else N)


def test_seed001_all_pass_round2_stick_the_dealer_option():
    rules = RULES.replace(stick_the_dealer=True)
    state = game(rules, dealer=N)
    for _ in range(7):
        state = state.apply("pass")
    assert state.to_act == N
    options = legal(state)
    assert "pass" not in options
    assert {o for o in options if not o.endswith(" alone")} == {"call clubs", "call diamonds", "call hearts"}


# --- going alone -----------------------------------------------------------------

def test_seed001_maker_may_go_alone_partner_sits_out():
    state = order_up(game(RULES, dealer=N), E, "Qh", alone=True)
    assert state.phase == Phase.PLAY
    assert state.alone == E and tuple(state.sitting_out) == (W,)


def test_seed001_only_maker_may_go_alone():
    state = game(RULES, dealer=N).apply("pass").apply("pass").apply("order up")   # West makes
    state = state.apply("discard Qh")
    state, asked = resolve_alone(state)
    assert set(asked) <= {W}
    assert state.phase == Phase.PLAY and state.alone is None and state.lone_defender is None
    assert "go alone" not in legal(state)
    # a lone maker does not let a defender go alone either
    state = call_trump(game(RULES, dealer=N), S, "hearts", alone=True)
    assert state.alone == S and state.lone_defender is None


def test_seed001_partner_cards_out_of_play():
    state = call_trump(game(RULES, rotate(SWEEP, 2), dealer=N), S, "hearts", alone=True)
    assert tuple(state.sitting_out) == (N,)
    north = cardset(state.deal.hands[N])
    state, plays = play_out(state)
    assert len(plays) == 15 and all(seat != N for seat, _ in plays)
    assert north.isdisjoint(card for _, card in plays)


# --- the first lead: left of the maker ---------------------------------------------

@pytest.mark.parametrize("maker, leader", [(E, S), (S, W), (W, N), (N, E)])
def test_seed001_left_of_maker_leads(maker, leader):
    state = call_trump(game(RULES, dealer=N), maker, "hearts")
    assert state.phase == Phase.PLAY and state.to_act == leader


def test_seed001_left_of_maker_leads_after_order_up():
    state = order_up(game(RULES, dealer=N), W, "Qh")                 # left of dealer would be East
    assert state.to_act == N


def test_seed001_left_of_lone_maker_leads():
    state = call_trump(game(RULES, dealer=N), E, "hearts", alone=True)
    assert state.to_act == S


# --- scoring: the seed's table is rows "seed001 ..." of test_scoring_tables.py


# --- winning -----------------------------------------------------------------------

def test_seed001_first_to_10_wins():
    states = match_to_ten(RULES)
    assert [tuple(s.scores) for s in states] == [(4, 0), (4, 4), (8, 4), (8, 8), (8, 9), (10, 9)]
    assert not any(s.is_over for s in states[:-1])
    final = states[-1]
    assert final.is_over and final.phase == Phase.OVER and final.winner == Team.NORTH_SOUTH
