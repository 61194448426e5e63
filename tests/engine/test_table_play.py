"""Trick play at every table (issue 21): the general path plays round ``players`` seats,
tricks go to the winner's side, and the double-deck tie knob."""

from __future__ import annotations

import random

import euchre
from euchre import Phase, presets
from euchre.engine import cardorder
from euchre.engine.core import PLAY


def _tie_tricks(rules: euchre.RuleSet, games: int) -> list[tuple[euchre.Trick, int, list[int]]]:
    """Finished tricks in which two identical cards tie for the best power, each with the
    trump index and the led suit (from random play)."""
    found: list[tuple[euchre.Trick, int, list[int]]] = []
    for seed in range(games):
        s = euchre.new_game(rules, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over and steps < 600:
            legal = s.legal_actions()
            if s.phase == Phase.BID:  # the lowest bid, then passes: the hand is played
                action = legal[0] if s.bid is not None and len(legal) > 0 else legal[1]
            else:
                action = rng.choice(legal)
            before = len(s.tricks) if s.phase == Phase.PLAY else -1
            trump = s._h.trump
            nxt = s.apply(action)
            if before >= 0 and nxt.hand_number == s.hand_number and len(nxt.tricks) > before:
                trick = nxt.tricks[-1]
                led = cardorder.EFFECTIVE_SUIT[trump][trick.cards[0].index]
                power = [cardorder.POWER[trump][led][c.index] for c in trick.cards]
                if power.count(max(power)) > 1:
                    found.append((trick, max(power), power))
            s = nxt
            steps += 1
    return found


def test_reference_six_handed_double_deck_second_identical_card_wins() -> None:
    """Six-handed double deck: "the person who played the second card beats the person who
    played the first card" (double_deck_tie='second')."""
    found = _tie_tricks(presets.SIX_HANDED_DOUBLE, 6)
    assert found
    for trick, top, power in found:
        last = max(i for i, p in enumerate(power) if p == top)
        assert trick.winner == trick.plays[last][0]


def test_double_deck_first_identical_card_wins_by_default() -> None:
    rules = presets.SIX_HANDED_DOUBLE.replace(double_deck_tie="first")
    found = _tie_tricks(rules, 6)
    assert found
    for trick, top, power in found:
        first = power.index(top)
        assert trick.winner == trick.plays[first][0]


def test_no_table_but_four_seats_reaches_the_hot_path() -> None:
    for rules in presets.TABLE_PRESETS.values():
        s = euchre.new_game(rules, seed=2)
        rng = random.Random(2)
        for _ in range(300):
            if s.is_over:
                break
            assert s._phase != PLAY
            s = s.apply(rng.choice(s.legal_actions()))


def test_cutthroat_tricks_go_to_each_player() -> None:
    s = euchre.new_game(presets.CUTTHROAT, seed=9)
    rng = random.Random(9)
    while s.phase != Phase.PLAY:
        s = s.apply(rng.choice(s.legal_actions()))
    hand = s.hand_number
    while s.hand_number == hand:
        last = s
        s = s.apply(rng.choice(s.legal_actions()))
    won = [0, 0, 0]
    for trick in last.tricks:
        won[int(trick.winner)] += 1  # type: ignore[arg-type]
    assert sum(won) == 4 and len(last.tricks_won) == 3
    assert tuple(won) == tuple(last.tricks_won)
