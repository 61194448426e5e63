"""Knob family "the match": target, win_by_two, tie, num_deals; EGN's fast_break and
four_trick_tokens (the hand's end).

Sources: docs/api.md (num_deals; tie = "draw"); RULES.md seed 002 (a tie at 32 plays on).
Each seed's own target and tie rule is tested on its preset (``test_seed00*_*.py``).
Where the spec is silent the test states the READING.
"""

from __future__ import annotations

import _bid_deals as bid
import pytest

import euchre
from _deals import (
    FOUR,
    RENEGE,
    E,
    N,
    assert_bad_ruleset,
    call_trump,
    game,
    make_deal,
    play_out,
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


# --- EGN's alternate rules of the hand's end: fast break, four-trick tokens ----------------
# Source: Euchre Game Notation, docs/alternate-rules.md (NextSuit-Labs/euchre-game-notation).

#            North                  East                   South                  West
# North names hearts (North deals, East leads): East cashes the two off aces, then North
# trumps in and draws trump: East-West the first two tricks, North-South the last three.
FAST_BREAK = ("Jh Jd Ah 9c 9d", "Ac Ad Kc Qc Kd", "Tc Td Qd Jc Th", "9s Ts Js Qs Ks")
FAST_BREAK_PLAY = ("Ac", "Tc", "9s", "9c", "Ad", "Td", "Ts", "9d", "Kc", "Jc", "Js", "Ah",
                   "Jh", "Qc", "Th", "Qs", "Jd", "Kd", "Qd", "Ks")
# The same deal, three tricks to North-South in another order: East-West the first and third.
NOT_FAST_BREAK_PLAY = ("Ac", "Tc", "9s", "9c", "Kc", "Jc", "Ts", "Ah", "9d", "Ad", "Td", "Js",
                       "Kd", "Qd", "Qs", "Jh", "Jd", "Qc", "Th", "Ks")


def _hand(rules: euchre.RuleSet, hands, plays, state=None, caller=N):
    """North deals (the first hand; later hands, the next dealer); ``caller`` names hearts,
    the upcard (the As) turned down; ``plays`` are played. Returns the state after the hand
    and the teams that won the tricks, in order."""
    if state is None:
        state = game(rules, hands, upcard="As")
    else:
        state = state.apply_deal(make_deal(hands, "As"))
    state = call_trump(state, caller, "hearts")
    done, before = len(state.results), state
    for card in plays:
        before, state = state, state.apply(f"play {card}")
    assert len(state.results) == done + 1 and len(before.tricks) == 4
    last = state.results[-1].tricks
    teams = [t.winner.team for t in before.tricks]
    teams.append(0 if teams.count(0) < last[0] else 1)
    return state, teams


def test_egn_fast_break_two_then_three_scores_nothing():
    """EGN: "If the defending team (the team that did not call trump) gets the first two
    tricks and then loses the last three, the score for that hand is 0 for both teams"."""
    state, teams = _hand(euchre.RuleSet(fast_break=True), FAST_BREAK, FAST_BREAK_PLAY)
    assert teams == [1, 1, 0, 0, 0]
    result = state.results[-1]
    assert tuple(result.tricks) == (3, 2) and tuple(result.points) == (0, 0)
    assert tuple(state.scores) == (0, 0)


def test_egn_fast_break_off_the_makers_score_their_point():
    """The default (``fast_break=False``): the same hand is the makers' point."""
    state, teams = _hand(euchre.RuleSet(), FAST_BREAK, FAST_BREAK_PLAY)
    assert teams == [1, 1, 0, 0, 0] and tuple(state.results[-1].points) == (1, 0)


def test_egn_fast_break_only_the_first_two_then_the_last_three():
    """Three tricks to the makers in another order are the makers' point as usual."""
    state, teams = _hand(euchre.RuleSet(fast_break=True), FAST_BREAK, NOT_FAST_BREAK_PLAY)
    assert teams == [1, 0, 1, 0, 0]
    assert tuple(state.results[-1].points) == (1, 0)


def test_egn_fast_break_needs_the_four_seat_knock_game():
    assert_bad_ruleset(dict(fast_break=True, players=3))
    assert_bad_ruleset(dict(fast_break=True, variant="bid"))


def _four_trick_hands(rules: euchre.RuleSet, count: int, *, alone: bool = False):
    """``count`` hands in which North names hearts (``alone`` or not) and North-South take
    exactly four tricks (``FOUR``)."""
    state = game(rules, FOUR)
    for k in range(count):
        if k:
            state = state.apply_deal(make_deal(FOUR, "9s"))
        state, _ = play_out(call_trump(state, N, "hearts", alone=alone))
        assert state.results[-1].tricks[0] == 4
    return state


def test_egn_four_trick_tokens_fourth_token_is_an_extra_point():
    """EGN: "If the calling team on a non-loner gets exactly 4 tricks, they get a token (in
    addition to the normal 1 point for 3-4 tricks). If ... they get to 4 tokens, they turn
    all their tokens in for 1 extra point"."""
    rules = euchre.RuleSet(four_trick_tokens=True)
    state = _four_trick_hands(rules, 3)
    assert tuple(state.tokens) == (3, 0) and tuple(state.scores) == (3, 0)
    assert tuple(state.view(E).tokens) == (3, 0)  # public: every seat sees them
    state = _four_trick_hands(rules, 4)
    assert tuple(state.results[-1].points) == (2, 0)  # the point, and the token cashed
    assert tuple(state.tokens) == (0, 0) and tuple(state.scores) == (5, 0)


def test_egn_four_trick_tokens_off_no_token():
    state = _four_trick_hands(euchre.RuleSet(), 4)
    assert tuple(state.tokens) == (0, 0) and tuple(state.scores) == (4, 0)


def test_egn_four_trick_tokens_not_for_a_loner():
    """EGN: "the calling team on a non-loner": a lone maker's four tricks earn no token."""
    state = _four_trick_hands(euchre.RuleSet(four_trick_tokens=True), 4, alone=True)
    assert tuple(state.tokens) == (0, 0) and tuple(state.scores) == (4, 0)


def test_egn_four_trick_tokens_extra_point_can_end_the_game():
    """EGN: "This extra point can end the game if it takes them to the winning score"."""
    rules = euchre.RuleSet(four_trick_tokens=True, target=5)
    state = _four_trick_hands(rules, 4)
    assert state.is_over and tuple(state.scores) == (5, 0) and state.winner == euchre.Team(0)


def test_egn_four_trick_tokens_needs_the_four_seat_knock_game():
    assert_bad_ruleset(dict(four_trick_tokens=True, players=6))
    assert_bad_ruleset(dict(four_trick_tokens=True, cards_per_hand=4))
