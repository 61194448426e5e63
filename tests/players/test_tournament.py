"""Tournaments: a round robin of bots in duplicate, its cross table, means against the field
and Elo-style ratings, the same however the work is split, at every table size."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ThreadPoolExecutor

import pytest

from euchre import duplicate, tournament
from euchre.bots import RuleBot
from euchre.errors import ArgumentError
from euchre.tournament import TournamentResult, fit_ratings


def _timeless(result: TournamentResult) -> TournamentResult:
    return dataclasses.replace(result, elapsed=0.0)


def test_cross_table_is_antisymmetric_and_rows_average_to_the_field() -> None:
    t = tournament.run(["rule", "random", "random"], "GAMES4ALL", deals=20, seed=1)
    for i in range(3):
        for j in range(3):
            if i != j:
                assert t.cross(i, j).mean == -t.cross(j, i).mean
                assert t.cross(i, j).half_width == t.cross(j, i).half_width
        row = [t.cross(i, j).mean for j in range(3) if j != i]
        assert t.field(i).mean == pytest.approx(sum(row) / 2, abs=1e-3)
    assert sum(t.field(i).mean for i in range(3)) == pytest.approx(0, abs=1e-3)


def test_ratings_order_rule_above_random_and_average_1500() -> None:
    t = tournament.run(["random", "rule"], "GAMES4ALL", deals=40, seed=2)
    assert t.standings == (1, 0)
    assert t.ratings[1] - t.ratings[0] > 200
    assert sum(t.ratings) / 2 == pytest.approx(tournament.ELO_ANCHOR)
    assert t.to_text().splitlines()[2].startswith("rule ")  # the first row is the best


def test_a_pairings_match_is_the_duplicate_match_with_the_same_seed() -> None:
    t = tournament.run(["rule", "random"], "STANDARD", deals=15, seed="s")
    (pairing,) = t.pairings
    expected = duplicate.match("rule", "random", "STANDARD", deals=15, seed="s")
    assert pairing.matches[0].pairs == expected.pairs
    assert t.cross(0, 1).mean == pytest.approx(expected.mean, abs=1e-4)
    assert t.cross(0, 1).ci == pytest.approx(expected.ci, abs=1e-3)


def test_results_are_identical_with_one_worker_two_workers_threads_and_any_chunks() -> None:
    bots = ["rule", "random", "random"]
    one = tournament.run(bots, "GAMES4ALL", deals=12, seed=3, workers=1)
    two = tournament.run(bots, "GAMES4ALL", deals=12, seed=3, workers=2, chunk=5)
    with ThreadPoolExecutor(3) as pool:
        threads = tournament.run(bots, "GAMES4ALL", deals=12, seed=3, executor=pool, chunk=1)
    assert _timeless(one) == _timeless(two) == _timeless(threads)
    assert one.to_json()["cross"] == two.to_json()["cross"]


def test_the_same_seed_reproduces_a_tournament_and_another_seed_does_not() -> None:
    first = tournament.run(["rule", "random"], "GAMES4ALL", deals=15, seed=4)
    again = tournament.run(["rule", "random"], "GAMES4ALL", deals=15, seed=4)
    other = tournament.run(["rule", "random"], "GAMES4ALL", deals=15, seed=5)
    assert _timeless(first) == _timeless(again)
    assert first.pairings != other.pairings


@pytest.mark.parametrize(
    ("preset", "matches", "unit"),
    [("TWO_HANDED", 1, "deal pair"), ("CUTTHROAT", 2, "deal set"), ("SIX_HANDED", 1, "deal pair")],
)
def test_every_table_size_plays_and_three_seats_play_each_bot_alone(
    preset: str, matches: int, unit: str
) -> None:
    t = tournament.run(["rule", "random"], preset, deals=8, seed=6)
    (pairing,) = t.pairings
    assert len(pairing.matches) == matches and t.unit == unit
    assert [m.team_a for m in pairing.matches] == ["rule", "random"][:matches]
    assert all(m.n == 8 for m in pairing.matches)
    assert t.cross(0, 1).mean == -t.cross(1, 0).mean
    if matches == 2:  # each deal: half of rule's difference alone less random's alone
        a, b = pairing.matches
        halves = [(x.difference - y.difference) / 2 for x, y in zip(a.pairs, b.pairs, strict=True)]
        assert pairing.differences == tuple(halves)


def test_labels_tell_a_bot_given_twice_apart_and_a_mapping_names_them() -> None:
    t = tournament.run(["random", "rule", "random"], "GAMES4ALL", deals=3, seed=1)
    assert t.bots == ("random#1", "rule", "random#2")
    named = tournament.run({"mine": RuleBot, "theirs": "random"}, "GAMES4ALL", deals=3, seed=1)
    assert named.bots == ("mine", "theirs")
    assert named.pairings[0].matches[0].team_a == "mine"


def test_one_pimc_bot_takes_part_like_any_other() -> None:
    t = tournament.run(["pimc:samples=2", "random"], "GAMES4ALL", deals=3, seed=1)
    assert t.bots == ("pimc:samples=2", "random") and t.pairings[0].interval.n == 3


def test_progress_counts_the_deals_of_every_match() -> None:
    seen: list[tuple[int, int]] = []
    tournament.run(["rule", "random", "random"], "CUTTHROAT", deals=4, seed=1, chunk=2,
                   progress=lambda done, total: seen.append((done, total)))  # fmt: skip
    assert seen[-1] == (24, 24) and len(seen) == 12  # 3 pairings, 2 matches each, 2 chunks


def test_ratings_fit_the_elo_model() -> None:
    # 3 to 1 is 400 · log10(3) = 190.8 apart; ratings average the anchor
    low, high = sorted(fit_ratings(2, [(0, 1, 30, 0, 10)], prior_draws=0))
    assert high - low == pytest.approx(190.8, abs=0.1)
    assert (low + high) / 2 == pytest.approx(1500.0)
    # draws count half: 10 wins, 20 draws and 10 losses is even
    assert fit_ratings(2, [(0, 1, 10, 20, 10)]) == (1500.0, 1500.0)
    # a clean sweep stays finite thanks to the prior draw
    swept = fit_ratings(2, [(0, 1, 50, 0, 0)])
    assert 1500 < swept[0] < 2500 and swept[0] + swept[1] == pytest.approx(3000)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"bots": ["rule"]}, "at least two bots"),
        ({"bots": []}, "at least two bots"),
        ({"bots": "rule,random"}, "expected a list of bots"),
        ({"bots": ["rule", "shark"]}, "bots[1]: unknown bot 'shark': choose from random, rule, pimc"),
        ({"deals": 0}, "at least 1 deal"),
        ({"deals": -3}, "at least 1 deal"),
        ({"deals": []}, "at least 1 deal"),
        ({"deals": 2.5}, "expected a number of deals"),
        ({"deals": "10"}, "expected a number of deals"),
    ],
)
def test_bad_input_is_refused_saying_what_would_do(kwargs: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"bots": ["rule", "random"], "deals": 2, **kwargs}
    with pytest.raises(ArgumentError) as error:
        tournament.run(arguments["bots"], "GAMES4ALL", deals=arguments["deals"])  # type: ignore[arg-type]
    assert message in str(error.value)


def test_a_chunk_below_one_deal_is_refused() -> None:
    with pytest.raises(ArgumentError, match="chunk=0: expected a whole number of deals of at least 1"):
        tournament.run(["rule", "random"], "GAMES4ALL", deals=2, chunk=0)


def test_asking_for_a_pairing_of_a_bot_with_itself_is_refused() -> None:
    t = tournament.run(["rule", "random"], "GAMES4ALL", deals=2, seed=1)
    with pytest.raises(ArgumentError, match="two different indexes from 0 to 1"):
        t.cross(1, 1)
