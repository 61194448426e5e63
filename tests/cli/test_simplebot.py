"""The demo's simple player (euchre.cli.simplebot): legal in every phase, Bid Euchre too."""

from __future__ import annotations

import pytest

import euchre
from euchre import Phase, presets
from euchre.cli import play_demo
from euchre.cli.simplebot import simple_action
from euchre.engine.bidding import bid_tricks

BID_VARIANTS = [
    presets.BID_EUCHRE,
    presets.BID_EUCHRE.replace(bid_no_trump=True, bid_low_no_trump=True),
    presets.BID_EUCHRE.replace(stick_the_dealer=True),
    presets.BID_EUCHRE.replace(deck=25),
    presets.BID_EUCHRE.replace(deck=48),
    presets.BID_EUCHRE.replace(ace_no_face=True, renege="forbid"),
]


def _play(state: euchre.State, max_hands: int) -> euchre.State:
    """Play with simple_action until the game ends or ``max_hands`` hands are over."""
    while not state.is_over and state.hand_number < max_hands:
        action = simple_action(state)
        assert action in state.legal_actions()
        state = state.apply(action)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_bid_euchre_demo_ends_instead_of_throwing_in_every_hand(seed: int) -> None:
    """simple_action had no Bid Euchre bid, trump or exchange, so it passed every bid: every
    hand was thrown in and ``euchre --rules BID_EUCHRE`` never ended."""
    state = _play(euchre.new_game(presets.BID_EUCHRE, seed=seed), max_hands=100)
    assert state.is_over
    assert any(not r.thrown_in for r in state.results)
    lines: list[str] = []
    demo = play_demo("BID_EUCHRE", seed, lines)  # the same game, as the demo prints it
    assert demo.is_over and demo.results == state.results


@pytest.mark.parametrize("rules", BID_VARIANTS, ids=lambda r: f"deck{r.deck}")
def test_simple_action_plays_every_bid_euchre_phase(rules: euchre.RuleSet) -> None:
    phases = set()
    bids = set()
    for seed in range(4):
        state = euchre.new_game(rules, seed=seed)
        while not state.is_over and state.hand_number < 12:
            phases.add(state.phase)
            action = simple_action(state)
            assert action in state.legal_actions()
            if action.kind is euchre.ActionKind.BID:
                bids.add(action.declaration or "tricks")
            state = state.apply(action)
        assert state.is_over or state.hand_number == 12
    assert {Phase.BID, Phase.TRUMP, Phase.PLAY} <= phases
    assert "tricks" in bids


def _bid_hands(*hands: str) -> euchre.Deal:
    return euchre.Deal(hands=hands, upcard=None, kitty="")


def test_simple_bids_from_its_sure_tricks() -> None:
    deal = _bid_hands("Jh Jd Ah Kh Qh Th", "9c Tc Jc Qc Kc 9h", "9d Td Qd Kd Ad Ac",
                      "9s Ts Js Qs Ks As")
    state = euchre.new_game(presets.BID_EUCHRE, dealer=euchre.Seat.WEST, deal=deal)
    assert simple_action(state) == euchre.BID_MOON  # North: six sure tricks in hearts
    state = state.apply("pass")
    # East, clubs: J♣ sure, four other trumps (1 + 4 / 2), one trick from West
    assert simple_action(state) == euchre.Action.bid(4)
    state = state.apply("bid 4")
    # South, diamonds: A♣ sure, five other trumps: 3.5 + 1 tricks, not 5
    assert simple_action(state) == euchre.PASS


def test_simple_names_its_best_trump_and_gives_back_its_lowest_card() -> None:
    deal = _bid_hands("Jh Jd Ah Kh Qh 9c", "9d Tc Jc Qc Kc 9h", "Td Qd Kd Ad Ac Th",
                      "9s Ts Js Qs Ks As")
    state = euchre.new_game(presets.BID_EUCHRE, dealer=euchre.Seat.WEST, deal=deal)
    state = state.apply_all("bid best; pass; pass; pass")
    assert state.phase is Phase.TRUMP
    assert simple_action(state) == euchre.Action.call(euchre.Suit.HEARTS)
    state = state.apply("call hearts")
    assert state.phase is Phase.EXCHANGE and state.to_act == euchre.Seat.SOUTH
    state = state.apply(simple_action(state))  # South's best card: T♥, the only trump
    assert simple_action(state) == euchre.parse_action("give 9c")  # North: the 9♣


def test_a_stuck_dealer_bids_the_lowest_and_a_free_dealer_may_pass() -> None:
    deal = _bid_hands("9c Tc Qc 9d Td Qd", "9h Th Qh 9s Ts Qs", "Kc Kd Kh Ks Jc Js",
                      "Ac Ad Ah As Jh Jd")
    for stuck in (False, True):
        rules = presets.BID_EUCHRE.replace(stick_the_dealer=stuck)
        state = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
        state = state.apply_all("pass; pass; pass")  # East, South and West pass
        action = simple_action(state)
        if stuck:
            assert bid_tricks(action, rules.cards_per_hand) == rules.bid_minimum
        else:
            assert action == euchre.PASS


def test_52pickup_cutthroat_defenders_play_together_against_the_maker() -> None:
    """Cutthroat: the maker plays alone against the other two (rarepike.com), so a
    defender does not overtake the other defender's winning card: C plays the 10 under
    B's king, not the ace (seat parity would call B an opponent)."""
    deal = euchre.Deal(
        hands=("Jh Ah Qc 9s Ts", "Kc 9d Td Qd Kd", "Ac Tc Js Qs Ks"),
        upcard="9h",
        kitty="9c Jc Jd Ad Th Qh Kh As",
    )
    state = euchre.new_game(presets.CUTTHROAT, dealer=euchre.Player.C, deal=deal)
    state = state.apply_all("order up; discard Js; play Jh; play 9d; play 9h; play Qc; play Kc")
    assert state.to_act == euchre.Player.C
    assert str(simple_action(state)) == "play Tc"
