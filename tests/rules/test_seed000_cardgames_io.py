"""Seed 000 — cardgames.io Euchre (preset ``CARDGAMES_IO``): one test per rule clause.

Source: ``/work/shared/seeds/000_*.txt`` (Portuguese), restated in RULES.md "Seed 000".
Deals are explicit (see ``_deals.py``); North deals unless a test says otherwise, so
East is first to speak, then South, West, North.

The seed's scoring table is rows "seed000 ..." of ``test_scoring_tables.py``.
"""

from __future__ import annotations

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

RULES = presets.CARDGAMES_IO
CALLS = {"call clubs", "call diamonds", "call hearts", "call spades"}


# --- the preset ------------------------------------------------------------------

def test_seed000_preset_lookup():
    assert presets.get("cardgames.io") is presets.CARDGAMES_IO


def test_seed000_preset_knobs():
    r = RULES
    assert r.variant == "knock"
    assert r.deck == 24                       # "baralho ... de 24 cartas", no joker
    assert r.cards_per_hand == 5
    assert sum(r.deal_pattern) == 20 and len(r.deal_pattern) == 8   # two rounds of dealing
    assert r.stick_the_dealer is True         # "Forçar o carteador"
    assert r.dealer_pickup == "mandatory"
    assert r.alone == "maker"                 # only the maker may go alone
    assert r.defender_alone == "never"
    assert r.canadian_loner is False          # dealer's partner not forced alone
    assert r.first_lead == "dealer_left"      # silent -> standard
    assert r.target == 10
    assert r.win_by_two is False
    sc = r.scoring
    assert (sc.makers, sc.march, sc.lone, sc.lone_march, sc.euchre, sc.lone_euchre) == (1, 2, 1, 4, 2, 2)
    assert sc.super_euchre is None


# --- the deal --------------------------------------------------------------------

def test_seed000_deal_five_cards_each_one_upcard_three_out_of_play():
    state = euchre.new_game(RULES, seed=11)
    deal = state.deal
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert len(deal.kitty) == 3
    everything = [c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty]
    assert len(everything) == 24 and len(cardset(everything)) == 24
    assert {str(c)[0] for c in everything} == set("9TJQKA")
    assert str(state.upcard) == str(deal.upcard)


def test_seed000_kitty_cards_are_out_of_play():
    state = game(RULES, SWEEP)                       # kitty Jc Tc 9c, upcard 9s
    assert cardset(state.deal.kitty) == {"Jc", "Tc", "9c"}
    state = call_trump(state, N, "hearts")
    _, plays = play_out(state)
    played = {card for _, card in plays}
    assert len(plays) == 20
    assert played.isdisjoint({"Jc", "Tc", "9c", "9s"})


# --- round 1: order up -----------------------------------------------------------

def test_seed000_round1_starts_left_of_dealer():
    assert game(RULES, dealer=N).to_act == E
    assert game(RULES, dealer=W).to_act == N
    state = game(RULES, dealer=S)
    assert state.phase == Phase.ORDER and state.to_act == W


def test_seed000_round1_clockwise_pass_or_order_up():
    state = game(RULES, dealer=N)
    speakers = []
    for _ in range(4):
        assert state.phase == Phase.ORDER
        options = legal(state)
        assert {"pass", "order up"} <= options <= {"pass", "order up", "order up alone"}
        speakers.append(state.to_act)
        state = state.apply("pass")
    assert speakers == [E, S, W, N]
    assert state.phase == Phase.CALL


def test_seed000_order_up_makes_upcard_suit_trump_and_ends_round1():
    state = game(RULES, dealer=N).apply("pass").apply("order up")   # South orders up 9s
    assert state.trump == Suit.SPADES
    assert state.maker == S
    assert state.phase == Phase.DISCARD and state.to_act == N


def test_seed000_dealer_may_order_up():
    state = game(RULES, dealer=N).apply("pass").apply("pass").apply("pass")
    assert state.to_act == N and "order up" in legal(state)
    state = state.apply("order up")
    assert state.maker == N and state.trump == Suit.SPADES
    assert state.phase == Phase.DISCARD and state.to_act == N


def test_seed000_dealer_picks_up_and_discards():
    state = game(RULES, SWEEP, dealer=N).apply("order up")            # East orders up 9s
    assert state.phase == Phase.DISCARD and state.to_act == N         # no choice to leave it
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "Qh", "9s"}
    options = legal(state)
    assert all(o.startswith("discard ") for o in options)
    assert {f"discard {c}" for c in ("Jh", "Jd", "Ah", "Kh", "Qh")} <= options
    state = state.apply("discard Qh")
    assert cardset(state.hands[N]) == {"Jh", "Jd", "Ah", "Kh", "9s"}
    assert state.phase in (Phase.ALONE, Phase.PLAY)
    state, _ = resolve_alone(state)
    assert state.phase == Phase.PLAY and state.to_act == E


# --- round 2: naming a suit ------------------------------------------------------

def test_seed000_all_pass_round1_starts_round2_left_of_dealer():
    state = game(RULES, dealer=N)
    for _ in range(4):
        state = state.apply("pass")
    assert state.phase == Phase.CALL and state.to_act == E
    assert state.turned_down == Suit.SPADES
    assert state.trump is None
    assert all("9s" not in cardset(h) for h in state.hands)


def test_seed000_cannot_call_turned_down_suit():
    def build():
        state = game(RULES, dealer=N)
        for _ in range(4):
            state = state.apply("pass")
        return state

    options = legal(build())
    assert "call spades" not in options and "call spades alone" not in options
    assert {"pass", "call clubs", "call diamonds", "call hearts"} <= options
    assert_illegal(build, "call spades")


def test_seed000_round2_named_suit_becomes_trump():
    state = game(RULES, dealer=N)
    for _ in range(4):
        state = state.apply("pass")
    state = state.apply("pass").apply("call diamonds")              # East passes, South names
    assert state.trump == Suit.DIAMONDS and state.maker == S
    assert state.phase in (Phase.ALONE, Phase.PLAY)


def test_seed000_stick_the_dealer():
    def build():
        state = game(RULES, dealer=N)
        for _ in range(7):                                          # 4 + East, South, West
            state = state.apply("pass")
        return state

    state = build()
    assert state.phase == Phase.CALL and state.to_act == N
    options = legal(state)
    assert "pass" not in options
    assert {o for o in options if not o.endswith(" alone")} == {"call clubs", "call diamonds", "call hearts"}
    assert_illegal(build, "pass")


# --- going alone -----------------------------------------------------------------

def test_seed000_dealers_partner_not_forced_alone():
    state = game(RULES, dealer=N).apply("pass")                     # South is North's partner
    assert state.to_act == S and "order up" in legal(state)
    state = order_up(state, S, "Qh")
    assert state.phase == Phase.PLAY
    assert state.maker == S and state.alone is None
    assert tuple(state.sitting_out) == ()


def test_seed000_maker_may_go_alone_partner_sits_out():
    state = order_up(game(RULES, dealer=N), E, "Qh", alone=True)
    assert state.phase == Phase.PLAY
    assert state.maker == E and state.alone == E
    assert tuple(state.sitting_out) == (W,)


def test_seed000_round2_caller_may_go_alone():
    state = call_trump(game(RULES, dealer=N), S, "hearts", alone=True)
    assert state.alone == S and tuple(state.sitting_out) == (N,)


def test_seed000_only_maker_may_go_alone():
    state = game(RULES, dealer=N).apply("order up")                 # East makes
    state = state.apply("discard Qh")
    state, asked = resolve_alone(state)                             # nobody wants to
    assert set(asked) <= {E}                                        # partner/defenders never asked
    assert state.phase == Phase.PLAY and state.alone is None
    assert "go alone" not in legal(state)


def test_seed000_defenders_may_not_go_alone():
    state = game(RULES, dealer=N)
    state = call_trump(state, E, "hearts", alone=True)              # even against a lone maker
    assert state.alone == E
    assert state.lone_defender is None
    assert tuple(state.sitting_out) == (W,)
    assert "go alone" not in legal(state)


def test_seed000_partner_cards_out_of_play():
    state = call_trump(game(RULES, rotate(SWEEP, 1), dealer=N), E, "hearts", alone=True)
    west_cards = cardset(state.deal.hands[W])
    state, plays = play_out(state)
    assert len(plays) == 15
    assert all(seat != W for seat, _ in plays)
    assert west_cards.isdisjoint(card for _, card in plays)
    assert state.results[-1].tricks == (0, 5)


# --- the first lead --------------------------------------------------------------

def test_seed000_first_lead_left_of_dealer():
    state = call_trump(game(RULES, dealer=N), W, "hearts")          # left of maker would be North
    assert state.phase == Phase.PLAY and state.to_act == E
    state = call_trump(game(RULES, dealer=E), N, "hearts")
    assert state.to_act == S


def test_seed000_first_lead_skips_sitting_out_player():
    state = call_trump(game(RULES, dealer=N), W, "hearts", alone=True)   # East sits out
    assert tuple(state.sitting_out) == (E,)
    assert state.to_act == S


# --- scoring: the seed's table is rows "seed000 ..." of test_scoring_tables.py


# --- winning -----------------------------------------------------------------------

def test_seed000_match_to_10_no_win_by_two():
    states = match_to_ten(RULES)
    assert [tuple(s.scores) for s in states] == [(4, 0), (4, 4), (8, 4), (8, 8), (8, 9), (10, 9)]
    for s in states[:-1]:
        assert not s.is_over and s.phase == Phase.DEAL and s.winner is None
    final = states[-1]
    assert final.is_over and final.phase == Phase.OVER
    assert final.winner == Team.NORTH_SOUTH
    assert final.to_act is None and tuple(final.legal_actions()) == ()
