"""EGN reads a hand by the engine's own rules: first lead (``first_lead``) and card order.

The EGN reader works out who played each card before the deal exists, so it cannot replay
the engine yet; it calls the engine's one implementation of each rule instead
(``euchre.engine.alone.first_leader``, ``euchre.engine.cardorder``). These tests read hands
that the engine itself played and check the reader gives every card to the seat that
played it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import euchre
from euchre import ActionKind, Phase, Score, Seat, egn, presets
from euchre.egn._hand import read_hand

DATA = Path(__file__).parent / "data" / "egn"


def _play_one_hand(rules: euchre.RuleSet, seed: int) -> tuple[euchre.State, list[Any]]:
    """Random legal play of the first hand: the final state and (before, action) pairs."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, dealer=Seat.NORTH, seed=seed)
    steps = []
    while not state.results:
        action = rng.choice(state.legal_actions())
        steps.append((state, action))
        state = state.apply(action)
    return state, steps


def _egn_deal(state: euchre.State, steps: list[Any]) -> dict[str, Any]:
    """The EGN deal of a hand the engine played (the calls, the discard, the tricks)."""
    first = steps[0][0]
    assert first.upcard is not None
    calls: list[str] = []
    alone = False
    discard = None
    tricks: list[list[str]] = []
    for before, action in steps:
        if before.phase in (Phase.ORDER, Phase.CALL):
            if action.kind is ActionKind.PASS:
                calls.append("Pass")
            elif action.kind is ActionKind.ORDER_UP:
                calls.append("Order")
            else:
                calls.append(action.suit.letter)
            alone = alone or action.alone
        elif before.phase is Phase.DISCARD:
            discard = str(action.card)
        elif before.phase is Phase.PLAY:
            if before.current_trick is None:
                tricks.append([])
            tricks[-1].append(str(action.card))
    bidding: dict[str, Any] = {"type": "EUCHRE_BIDDING", "calls": calls, "isAlone": alone}
    if discard is not None:
        bidding["discard"] = discard
    return {
        "dealNumber": 0,
        "initialState": {"dealer": int(first.dealer), "upCard": str(first.upcard)},
        "phases": [bidding, {"type": "TRICK_PLAY", "tricks": tricks}],
    }


def _made_hands(rules: euchre.RuleSet, count: int) -> list[int]:
    """Seeds whose first hand is made by a player who is not the dealer (North): left of
    the maker is then not left of the dealer."""
    seeds = []
    for seed in range(1000):
        state, _ = _play_one_hand(rules, seed)
        maker = state.results[0].maker
        if maker is not None and maker != Seat.NORTH:
            seeds.append(seed)
        if len(seeds) == count:
            break
    return seeds


@pytest.mark.parametrize("seed", _made_hands(presets.GAMES4ALL, 6))
def test_egn_first_leader_maker_left_games4all(seed: int) -> None:
    """Seed 001 (preset GAMES4ALL): the player left of the maker leads the first trick.

    The reader's old first-leader rule had no ``maker_left`` branch: it gave the first trick
    to the player left of the dealer, so every card went to the wrong seat.
    """
    rules = presets.GAMES4ALL
    state, steps = _play_one_hand(rules, seed)
    maker = state.results[0].maker
    assert maker is not None
    hand = read_hand(_egn_deal(state, steps), 0, rules)
    played = [(b.to_act, a.card) for b, a in steps if b.phase is Phase.PLAY]
    assert hand.leader == maker.left != Seat.NORTH.left
    assert list(hand.plays) == played
    assert hand.problems == () and hand.deal is not None
    game = egn.EgnGame(
        version="1.4",
        title="",
        players=("N", "E", "S", "W"),
        initial_score=Score(0, 0),
        final_score=None,
        rules=rules,
        hands=(hand,),
    )
    report = egn.replay(game)
    assert report.ok, report.problems
    assert report.hands[0].result == state.results[0]


@pytest.mark.parametrize("first_lead", ["dealer_left", "lone_left", "maker_left"])
def test_egn_reads_plays_by_the_engine_first_lead(first_lead: str) -> None:
    """Every first-lead rule EGN can meet gives each card to the seat that played it."""
    rules = presets.CARDGAMES_IO.replace(first_lead=first_lead)
    for seed in range(40):
        state, steps = _play_one_hand(rules, seed)
        if state.results[0].maker is None:
            continue
        hand = read_hand(_egn_deal(state, steps), 0, rules)
        played = [(b.to_act, a.card) for b, a in steps if b.phase is Phase.PLAY]
        assert list(hand.plays) == played, seed


def _six_points(**toggles: Any) -> egn.EgnGame:
    """The corpus game "Six Points in Two Hands" (from 4-9, North-South score 4 then 2),
    with these ruleset toggles added."""
    data = json.loads((DATA / "Six Points in Two Hands.egn").read_text())
    data["metadata"]["ruleset"].update(toggles)
    return egn.read(data)


@pytest.mark.parametrize(
    ("toggles", "kinds"),
    [
        ({}, ()),  # North-South reach 10 in the last deal
        ({"num_deals": 1}, ("after_game_over",)),  # one deal: the second comes after the end
        ({"num_deals": 2, "winning_score": 5}, ()),  # a fixed number of deals: no target
    ],
)
def test_egn_game_end_is_the_engines(toggles: dict[str, Any], kinds: tuple[str, ...]) -> None:
    """The end of the game is engine.scoring.game_over's, counting the initial score: a
    game of ``num_deals`` deals ends after them whatever the score (EGN's copy of the rule
    looked only at the target)."""
    report = egn.replay(_six_points(**toggles))
    assert tuple(p.kind for p in report.problems) == kinds
    assert all(p.where == "deals[1]" for p in report.problems)
    assert report.score == Score(10, 9)
