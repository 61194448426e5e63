"""Knob family "the match": target, win_by_two, tie, num_deals.

Sources: docs/api.md (num_deals; tie = "draw"); RULES.md seed 002 (a tie at 32 plays on).
Each seed's own target and tie rule is tested on its preset (``test_seed00*_*.py``).
Where the spec is silent the test states the READING.
"""

from __future__ import annotations

import _bid_deals as bid
import pytest

import euchre
from _deals import (
    RENEGE,
    E,
    N,
    assert_bad_ruleset,
    start,
)


def test_num_deals_ends_game_after_n_deals():
    import random

    for seed in range(12):
        rules = euchre.RuleSet(num_deals=3, target=1)
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        for _ in range(400):
            if state.is_over:
                break
            assert len(state.results) < 3
            state = state.apply(rng.choice(state.legal_actions()))
        assert state.is_over and len(state.results) == 3  # the target is ignored
        ns, ew = state.scores
        assert state.winner == (None if ns == ew else
                                (euchre.Team.NORTH_SOUTH if ns > ew else euchre.Team.EAST_WEST))


def test_num_deals_tie_has_no_winner():
    # READING: a thrown-in deal counts as a deal
    rules = euchre.RuleSet(num_deals=1)
    state = start(rules, RENEGE, "9s")
    for _ in range(8):
        state = state.apply("pass")
    assert state.is_over and state.winner is None and tuple(state.scores) == (0, 0)
    assert state.legal_actions() == ()


def test_bid_tie_draw_option():
    rules = bid.RULES.replace(tie="draw")
    state = bid.hand(bid.game(rules, hands=bid.sweep_for(N)), bid.sweep_for(N), N, "bid moon")
    state = bid.hand(state, bid.sweep_for(E), E, "bid moon")
    state = bid.hand(state, bid.sweep_for(N), N, "bid 3")
    state = bid.hand(state, bid.sweep_for(E), E, "bid 3")
    state = bid.hand(state, bid.SPLIT33, N, "bid 3", script=bid.PLAY33)
    assert state.scores == (33, 33) and state.is_over and state.winner is None


# --- defaults and invalid values ---------------------------------------------------

def test_knob_game_defaults():
    assert euchre.RuleSet().num_deals is None


@pytest.mark.parametrize("knobs", [
    dict(target=0),
    dict(target=-10),
    dict(num_deals=0),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_game_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)
