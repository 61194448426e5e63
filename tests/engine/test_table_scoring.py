"""Scoring by side at every table (issue 21): points "to the defenders" go to each
defending side, the game ends when one side reaches the target, a level top by ``tie``."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import Player, Score, presets
from euchre.engine.scoring import game_over, hand_points, hand_points_by_side, next_dealer
from euchre.errors import ArgumentError


def test_52pickup_cutthroat_maker_march_three() -> None:
    """52pickup.net, cutthroat: a maker who takes all five scores 3."""
    assert hand_points_by_side(presets.CUTTHROAT, 2, (0, 0, 5)) == (0, 0, 3)
    assert hand_points_by_side(presets.CUTTHROAT, 2, (1, 1, 3)) == (0, 0, 1)


def test_52pickup_cutthroat_each_defender_two_on_a_euchre() -> None:
    """52pickup.net: "If the defenders get three or more tricks, they are given two points
    each"."""
    assert hand_points_by_side(presets.CUTTHROAT, 0, (2, 3, 0)) == (0, 2, 2)
    assert hand_points_by_side(presets.CUTTHROAT, 1, (1, 0, 4)) == (2, 0, 2)


def test_cutthroat_second_table_by_replace() -> None:
    """The documented example table 1/2/1 (design §3.10): by ``replace``."""
    rules = presets.CUTTHROAT.replace(scoring={"march": 2, "euchre": 1})
    assert hand_points_by_side(rules, 0, (5, 0, 0)) == (2, 0, 0)
    assert hand_points_by_side(rules, 0, (2, 2, 1)) == (0, 1, 1)


def test_keller_ch7_march_two_euchre_two() -> None:
    """Keller 1887, ch. 7: a march scores 2, a euchre 2 to the other player."""
    assert hand_points_by_side(presets.TWO_HANDED, 0, (5, 0)) == (2, 0)
    assert hand_points_by_side(presets.TWO_HANDED, 1, (3, 2)) == (2, 0)
    assert hand_points_by_side(presets.TWO_HANDED, 1, (2, 3)) == (0, 1)


def test_six_handed_lone_march_five() -> None:
    """Six-handed: a lone hand that takes every trick scores 5 (lone_march=5)."""
    assert hand_points_by_side(presets.SIX_HANDED, 3, (0, 5), alone=True) == (0, 5)
    assert hand_points_by_side(presets.SIX_HANDED, 2, (5, 0), alone=True) == (5, 0)


def test_two_sides_agree_with_hand_points() -> None:
    rules = presets.STANDARD
    for maker in range(4):
        for ns in range(6):
            won = (ns, 5 - ns)
            for alone in (False, True):
                assert hand_points_by_side(rules, maker, won, alone=alone) == hand_points(
                    rules, maker, won, alone=alone
                )


def test_game_over_three_sides_first_to_target_and_level_top() -> None:
    rules = presets.CUTTHROAT
    assert not game_over(rules, 3, (9, 9, 9))
    assert game_over(rules, 3, (10, 2, 9))
    assert not game_over(rules, 3, (10, 10, 3))  # a level top plays on (tie='play_on')
    assert game_over(rules.replace(tie="draw"), 3, (10, 10, 3))
    assert not game_over(rules.replace(win_by_two=True), 3, (10, 9, 3))


def test_next_dealer_round_the_table() -> None:
    assert next_dealer(presets.CUTTHROAT, 2, False, None) == 0
    assert next_dealer(presets.SIX_HANDED, 5, False, None) == 0
    assert next_dealer(presets.SIX_HANDED, 4, False, None) == 5


def test_cutthroat_game_scores_by_player_and_winning_side() -> None:
    s = euchre.new_game(presets.CUTTHROAT, seed=11)
    rng = random.Random(11)
    while not s.is_over:
        before = s.scores
        results = len(s.results)
        s = s.apply(rng.choice(s.legal_actions()))
        assert len(s.scores) == 3 and isinstance(s.scores, Score)
        if len(s.results) > results:
            r = s.results[-1]
            assert tuple(b + p for b, p in zip(before, r.points, strict=True)) == s.scores
            if not r.thrown_in:
                maker = int(r.maker)  # type: ignore[arg-type]
                assert r.points == hand_points_by_side(presets.CUTTHROAT, maker, r.tricks)
        else:
            assert s.scores == before
    assert s.winning_side is not None and s.scores[s.winning_side] >= 10
    name = presets.CUTTHROAT.table.side_names[s.winning_side]
    assert f"({name} won {'-'.join(map(str, s.scores))})" in s.explain_turn().message
    with pytest.raises(ArgumentError, match="winning_side"):
        s.winner  # noqa: B018


def test_six_handed_winner_is_a_team() -> None:
    s = euchre.new_game(presets.SIX_HANDED, seed=5)
    rng = random.Random(5)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    side = s.winning_side
    assert side is not None and s.winner == euchre.Team(side)


def test_new_game_scores_one_per_side() -> None:
    s = euchre.new_game(presets.CUTTHROAT, seed=1, scores=(3, 4, 5))
    assert s.scores == (3, 4, 5) and s.start_scores == (3, 4, 5)
    with pytest.raises(ArgumentError, match="3 whole numbers"):
        euchre.new_game(presets.CUTTHROAT, seed=1, scores=(3, 4))
    with pytest.raises(ArgumentError, match="already be over"):
        euchre.new_game(presets.CUTTHROAT, seed=1, scores=(3, 11, 5))
    assert euchre.new_game(presets.TWO_HANDED, seed=1).scores == Score(0, 0)
    assert euchre.new_game(presets.CUTTHROAT, seed=1).dealer in (Player.A, Player.B, Player.C)
