"""The bots in low no trump: they once read it as high no trump (their own tables had no low
mode); they take the trump index from the view (5 = low no trump) and rank cards with
the engine's tables, so a bot's play evaluation follows the low order."""

from __future__ import annotations

import pytest

import euchre
from euchre import Seat, State, presets
from euchre.bots import RuleBot
from euchre.bots._cards import _mode
from euchre.bots._reading import _is_boss
from euchre.bots._rule import _cheapest
from euchre.engine import cardorder

LOW = presets.BID_EUCHRE.replace(bid_low_no_trump=True, bid_no_trump=True)
DEAL = euchre.Deal(
    hands=(
        "9h Ah 9c Tc Jc Qc",  # North
        "Kh Qh 9s Ts Js Qs",  # East: bids 3, names trump, leads the king of hearts
        "Th Jh Kc Ac Ks As",  # South
        "9d Td Jd Qd Kd Ad",  # West
    ),
    upcard=None,
    kitty="",
)


def _after_lead(call: str) -> State:
    """East bids 3, everyone else passes, East calls ``call`` and leads the Kh."""
    state = euchre.new_game(LOW, dealer=Seat.NORTH, deal=DEAL)
    return state.apply_all(f"bid 3; pass; pass; pass; {call}; play Kh")


@pytest.mark.parametrize(
    ("call", "mode"),
    [("call low no trump", cardorder.LOW_NO_TRUMP), ("call no trump", cardorder.NO_TRUMP),
     ("call spades", 3)],
)
def test_bots_mode_is_the_views_trump_index(call: str, mode: int) -> None:
    state = _after_lead(call)
    view = state.view(Seat.SOUTH)
    assert view.low_no_trump == (mode == cardorder.LOW_NO_TRUMP)
    assert _mode(view) == mode


def test_rulebot_follows_by_the_low_order_in_low_no_trump() -> None:
    """South, second to the Kh with Th and Jh: in low no trump both beat the king, and the
    cheapest winner is the jack (the ten ranks above it); the partner, last, then throws the
    ace (the lowest heart, worth nothing) under South's winning jack and keeps the nine."""
    state = _after_lead("call low no trump")
    assert RuleBot().act(state.view(Seat.SOUTH)) == euchre.Action.play("Jh")
    state = state.apply("play Jh").apply("play 9d")
    assert RuleBot().act(state.view(Seat.NORTH)) == euchre.Action.play("Ah")


def test_high_no_trump_keeps_the_high_order() -> None:
    """The same cards in high no trump: neither heart beats the king, so South throws the
    cheapest, the ten; North, partner not winning, takes the trick with the ace."""
    state = _after_lead("call no trump")
    assert RuleBot().act(state.view(Seat.SOUTH)) == euchre.Action.play("Th")
    state = state.apply("play Th").apply("play 9d")
    assert RuleBot().act(state.view(Seat.NORTH)) == euchre.Action.play("Ah")


def test_boss_and_cheapest_card_use_the_low_order() -> None:
    """The play heuristics' building blocks: in low no trump the nine of a 24-card deck is the
    boss of its suit and the ace the cheapest card; in high no trump, the other way round."""
    nine, ace = euchre.parse_card("9h").index, euchre.parse_card("Ah").index
    hearts = cardorder.SUIT_MASK[cardorder.NO_TRUMP][2] & cardorder.DECKS[24]
    unseen = hearts & ~(1 << nine) & ~(1 << ace)
    low, high = cardorder.LOW_NO_TRUMP, cardorder.NO_TRUMP
    assert _is_boss(nine, low, unseen) and not _is_boss(ace, low, unseen)
    assert _is_boss(ace, high, unseen) and not _is_boss(nine, high, unseen)
    assert _cheapest([nine, ace], low, 2) == ace
    assert _cheapest([nine, ace], high, 2) == nine


def test_rulebot_plays_whole_low_no_trump_hands_legally() -> None:
    for seed in range(20):
        state = euchre.new_game(LOW, seed=seed)
        table = [RuleBot(seat) for seat in range(4)]
        while state.hand_number == 0 and state.to_act is not None:
            if state.phase is euchre.Phase.TRUMP:  # steer the call to low no trump
                state = state.apply("call low no trump")
                assert state.low_no_trump
                continue
            seat = state.to_act
            state = state.apply(table[seat].act(state.view(seat)))
        assert state.results[0].no_trump
