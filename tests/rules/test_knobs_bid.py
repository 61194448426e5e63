"""Knob family "Bid Euchre": bid_minimum, bid_best, bid_moon, bid_no_trump,
bid_low_no_trump, the joker in Bid Euchre, the RuleSet constraints of the Bid variant.
The Bid scoring knobs (bid_best_value, bid_moon_value, bid_set_value, bid_trick_value) are
rows of ``test_scoring_tables.py``.

Sources: docs/api.md "Bid Euchre" (beyond seed 002); seed 002 itself, on its preset:
``test_seed002_bid_euchre.py``.  West deals unless a test says otherwise, so North speaks
first, then East, South, West.
"""

from __future__ import annotations

import pytest
from _bid_deals import (
    FORBID,
    RULES,
    SWEEP,
    E,
    N,
    S,
    auction,
    game,
    hand,
    legal,
    play_out,
    plays,
    run,
)

import euchre


def test_bid_joker_follows_trump_and_is_best_card():
    rules = FORBID.replace(deck=25)
    # hearts trump: West holds the joker and no heart -> must play it on a heart lead
    hands = ("Jh Ac Ad Kd As Ah", "Kc Qc Qd Jd Ks Kh", "9s Ts Js 9h Th Qh", "Tc 9c Td 9d Qs Jc Jo")
    state = run(game(rules, hands=hands), "discard Jc", "bid 3", "pass", "pass", "pass")
    state = run(state, "call hearts", "play Jh", "play Kh", "play 9h")
    assert legal(state) == {"play Jo"}
    # a call-for-best partner holding the joker gives it
    hands = ("Jo Ac Ad Kd As Ah", "Kc Qc Qd Jd Ks Jh", "9s Ts Js 9h Th Qh", "Tc 9c Td 9d Qs Jc Kh")
    state = run(game(rules, hands=hands), "discard Jc", "pass", "pass", "bid best", "pass")
    for call in ("call hearts", "call clubs"):
        assert legal(state.apply(call)) == {"give Jo"}


def test_bid_no_trump_option():
    assert "call no trump" not in legal(run(game(), "bid 3", "pass", "pass", "pass"))
    rules = FORBID.replace(bid_no_trump=True)
    state = run(game(rules), "bid 3", "pass", "pass", "pass")
    assert "call no trump" in legal(state) and "call low no trump" not in legal(state)
    state = run(state, "call no trump", "play Jd", "play Ac")
    assert state.trump is None
    assert legal(state) == set(plays("Ad Kd Qd Td 9d"))  # the jack is a plain diamond
    state = run(state, "play Ad", "play As")
    assert state.tricks[0].winner == S  # highest of the suit led; no trumps
    state = play_out(state)
    assert state.results[-1].no_trump and state.results[-1].trump is None


def test_bid_low_no_trump_lowest_card_wins():
    rules = FORBID.replace(bid_low_no_trump=True)
    state = run(game(rules), "bid 3", "pass", "pass", "pass")
    assert "call low no trump" in legal(state) and "call no trump" not in legal(state)
    low = run(state, "call low no trump", "play Jd", "play Ac", "play 9d", "play As")
    assert low.tricks[0].winner == S
    low = run(state, "call low no trump", "play Jd", "play Ac", "play Ad", "play 9s")
    assert low.tricks[0].winner == N  # the jack is below the ace


def test_bid_low_no_trump_best_card_is_lowest():
    rules = FORBID.replace(bid_low_no_trump=True)
    # South's lowest cards: 9d and 9c -> the diamond (ties: spades, hearts, diamonds, clubs)
    state = run(game(rules), "bid best", "pass", "pass", "pass", "call low no trump")
    assert legal(state) == {"give 9d"}


def test_bid_minimum_option():
    assert legal(game(RULES.replace(bid_minimum=1))) == {
        "pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid best", "bid moon"
    }
    assert legal(game(RULES.replace(bid_minimum=5))) == {"pass", "bid 5", "bid best", "bid moon"}


def test_bid_best_and_moon_options():
    assert legal(game(RULES.replace(bid_best=False))) == {
        "pass", "bid 3", "bid 4", "bid 5", "bid moon"
    }
    assert legal(game(RULES.replace(bid_moon=False))) == {
        "pass", "bid 3", "bid 4", "bid 5", "bid best"
    }


def test_bid_results_bid_texts():
    assert hand(game(), SWEEP, N, "bid 4").results[-1].bid == "4"
    state = auction(game(), {N: "bid 3", E: "bid 4", S: "bid 5"})
    assert state.to_act == S and "5" in str(state.bid)


# --- invalid RuleSets -------------------------------------------------------------

@pytest.mark.parametrize(
    "knobs",
    [
        {"first_lead": "dealer_left"},
        {"first_lead": "maker_left"},
        {"first_lead": "lone_left"},
        {"bid_minimum": 6},
        {"bid_minimum": 0},
        {"deck": 48, "bid_minimum": 12},
        {"deck": 32},
        {"cards_per_hand": 5},
        {"call_for_best": True},
        {"bid_best_value": -1},
        {"bid_moon_value": -1},
        {"bid_trick_value": -1},
        {"bid_set_value": "bid"},
        {"tie": "replay"},
        {"stick_the_dealer": "yes"},
        {"bid_no_trump": 1},
    ],
    ids=str,
)

def test_bid_invalid_rulesets(knobs):
    with pytest.raises(euchre.RuleSetError):
        RULES.replace(**knobs)


def test_bid_first_lead_bidder_needs_bid_variant():
    with pytest.raises(euchre.RuleSetError):
        euchre.RuleSet(first_lead="bidder")
    with pytest.raises(euchre.RuleSetError):
        euchre.RuleSet(deck=48)
    assert euchre.RuleSet(variant="bid").first_lead == "bidder"
    assert euchre.RuleSet(variant="bid", deck=48).cards_per_hand == 12
