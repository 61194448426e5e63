"""The match knobs: ``laps``, ``slams`` and ``match_games`` (:mod:`euchre.match`).

Sources: Bicycle, *Railroad Euchre* (https://bicyclecards.com/card-games/rule/railroad-euchre):
"Laps. Points scored in excess of those needed to win the game are credited toward the next
game." "Slam. A side is credited with two games if it reaches game before the opponents have
scored a point." Keller, *The Game of Euchre* (1887), chapter 5 "Laps and Slams"
(http://ohioeuchre.com/E_bookeller5.php): "any and all points in excess of one game are
counted on the next"; "if one side needs only one point to complete the game, and it should
make two, the extra point ... is counted on the next game"; the slam "entitles the victors to
count the slam as two games".
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from euchre import Match, RuleSet, new_game, new_match
from euchre.errors import IllegalActionError, RuleSetError
from euchre.match import game_result

RAILROAD = euchre.presets.RAILROAD


def _first_game(rules: RuleSet, seed: int, scores: tuple[int, ...], pick: int = 1) -> Match:
    """A match whose first game starts at ``scores``, played by a seeded random policy
    until that game is over (the next one, if any, has started)."""
    match = Match(rules, seed, (), new_game(rules, seed=seed, scores=scores))
    rng = random.Random(pick)
    while not match.games:
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def _find(rules: RuleSet, scores: tuple[int, ...], wanted: Callable[[Match], bool]) -> Match:
    """The first seed's match (of 200) whose first game ends as ``wanted`` says."""
    for seed in range(200):
        match = _first_game(rules, seed, scores)
        if wanted(match):
            return match
    raise AssertionError("no seed of 200 gives the wanted ending")  # pragma: no cover


def test_keller1887_ch5_lap_extra_point_counted_on_next_game() -> None:
    # North-South need one point from 9, and make two (a march): 11, the extra point lapped
    match = _find(RAILROAD, (9, 1), lambda m: m.games[0].scores[0] == 11)
    result = match.results[0]
    assert (result.winning_side, result.games, result.slam, result.carried) == (0, 1, False, 1)
    assert match.state.start_scores == (1, 0)  # the losers start again at nothing
    assert match.state.scores == (1, 0) and not match.state.results


def test_bicycle_railroad_laps_off_nothing_carried() -> None:
    rules = RAILROAD.replace(laps=False)
    match = _find(rules, (9, 1), lambda m: m.games[0].scores[0] > 10)
    assert match.results[0].carried == 0
    assert match.state.start_scores == (0, 0)


def test_bicycle_railroad_slam_credits_two_games() -> None:
    # North-South reach game before East-West have scored a point
    match = _find(RAILROAD, (9, 0), lambda m: m.games[0].scores[1] == 0)
    result = match.results[0]
    assert result.slam and result.games == 2 + result.carried // 10
    assert match.games_won == (2, 0)
    assert match.is_over and match.winning_side == 0 and match.winner is euchre.Team.NORTH_SOUTH
    assert match.legal_actions() == () and match.to_act is None


def test_bicycle_railroad_no_slam_once_opponents_scored() -> None:
    match = _find(RAILROAD, (9, 1), lambda m: m.games[0].winning_side == 0)
    assert not match.results[0].slam and match.games_won == (1, 0) and not match.is_over


def test_keller1887_ch5_slam_off_counts_one_game() -> None:
    rules = RAILROAD.replace(slams=False)
    match = _find(rules, (9, 0), lambda m: m.games[0].scores[1] == 0)
    assert not match.results[0].slam and match.games_won[0] == 1


def test_keller1887_ch5_any_and_all_points_a_carry_of_a_game_is_a_game() -> None:
    # a game of 2: from 1-1, a march alone (4) makes 5: one game, and 3 over it: another
    # game credited at once, and the last point carried on
    rules = RAILROAD.replace(target=2, slams=False, match_games=9)
    match = _find(rules, (1, 1), lambda m: max(m.games[0].scores) - 2 >= 2)
    result = match.results[0]
    over = result.scores[result.winning_side] - 2
    assert result.games == 1 + over // 2 and result.carried == over % 2
    assert match.state.start_scores[result.winning_side] == result.carried < 2


def test_match_ends_when_a_side_has_match_games() -> None:
    match = new_match(RAILROAD, seed=11)
    rng = random.Random(3)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
    won = match.games_won
    assert max(won) >= 2 and won[match.winning_side] == max(won)
    before = [sum(r.games for r in match.results[:-1] if r.winning_side == side) for side in (0, 1)]
    assert max(before) < 2  # the match went on until the last game
    assert match.state is match.games[-1]


def test_match_games_one_is_one_game() -> None:
    match = new_match(euchre.presets.STANDARD, seed=2)
    rng = random.Random(2)
    game = euchre.new_game(euchre.presets.STANDARD, seed=2)
    while not match.is_over:
        action = rng.choice(match.legal_actions())
        match, game = match.apply(action), game.apply(action)
    assert match.games == (game,) and match.state == game
    assert match.winning_side == game.winning_side


def test_next_game_deals_the_next_hand_of_the_match_by_its_seed_to_the_left() -> None:
    match = _first_game(RAILROAD, 4, (9, 1))
    last = match.games[0]
    nxt = match.state
    assert nxt.hand_number == last.hand_number + 1
    same = new_game(RAILROAD, seed=4, dealer=nxt.dealer, hand_number=nxt.hand_number)
    assert nxt.deal == same.deal
    assert nxt.dealer == (last.dealer + 1) % 4


def test_slam_at_a_three_seat_table_every_other_side_at_nothing() -> None:
    rules = euchre.presets.CUTTHROAT.replace(laps=True, slams=True, match_games=3)
    match = _find(rules, (rules.target - 1, 0, 0), lambda m: m.games[0].winning_side == 0)
    result = match.results[0]
    others = [s for i, s in enumerate(result.scores) if i != 0]
    assert result.slam == all(s <= 0 for s in others)
    assert match.games_won[0] == result.games and len(match.games_won) == 3


def test_match_knobs_need_a_target_game() -> None:
    for knob, value in (("laps", True), ("slams", True), ("match_games", 2)):
        with pytest.raises(RuleSetError, match=rf"{knob}=.*num_deals=None.*num_deals=4"):
            RuleSet(num_deals=4, **{knob: value})
    with pytest.raises(RuleSetError, match="match_games=0"):
        RuleSet(match_games=0)


def test_match_apply_refuses_and_leaves_the_match_untouched() -> None:
    match = new_match(RAILROAD, seed=5)
    copy = Match(match.rules, match.seed, match.games, match.state)
    with pytest.raises(IllegalActionError):
        match.apply("play AS")
    assert match == copy
    over = _find(RAILROAD, (9, 0), lambda m: m.games[0].scores[1] == 0)
    with pytest.raises(IllegalActionError, match="match is over"):
        over.apply("pass")


def test_game_result_of_an_unfinished_game_is_refused() -> None:
    with pytest.raises(euchre.ArgumentError, match="not over"):
        game_result(RAILROAD, new_game(RAILROAD, seed=1))


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.sampled_from([RAILROAD, RAILROAD.replace(target=5, match_games=3)]))
def test_property_random_match_credits_and_carries_consistently(seed: int, pick: int, rules: RuleSet) -> None:
    match = new_match(rules, seed=seed)
    rng = random.Random(pick)
    while not match.is_over:
        before = (match.games, match.state, match.games_won)
        after = match.apply(rng.choice(match.legal_actions()))
        assert (match.games, match.state, match.games_won) == before  # the input never changes
        match = after
    results = match.results
    assert sum(match.games_won) == sum(r.games for r in results)
    assert max(match.games_won) >= rules.match_games
    for result, game in zip(results[:-1], match.games[1:], strict=True):
        carried = [0] * len(result.scores)
        if result.winning_side is not None:
            carried[result.winning_side] = result.carried
        assert tuple(game.start_scores) == tuple(carried)
        assert 0 <= result.carried < rules.target
