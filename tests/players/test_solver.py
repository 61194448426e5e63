"""The double-dummy solver against plain exhaustive minimax over the engine's own moves."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

import euchre
from euchre import ActionKind, Phase, State, presets, solver
from euchre.bots import PIMCBot
from euchre.bots._pimc import side_value

ROOT = Path(__file__).resolve().parents[2]

#: The Knock presets, reneging forbidden (HOYLE penalises reneges as Hoyle's law 63 does:
#: its table rules are played here with reneging forbidden, as the tests below assume).
KNOCK = [
    rules if rules.renege == "forbid" else rules.replace(renege="forbid")
    for rules in (presets.get(n) for n in presets.names())
    if rules.variant == "knock"
]
VARIANTS = [
    presets.STANDARD.replace(trump_off_suit_ace=False),  # the house rule of the off-suit ace
    presets.STANDARD.replace(deck=25, joker_upcard="fixed"),
    presets.STANDARD.replace(no_trump=True),
    presets.OPENSPIEL.replace(deck=32),
]


def brute_force(state: State) -> int:
    """North-South's final tricks under best play, by plain minimax over legal_actions."""
    hand = state.hand_number
    north_south = int(state.to_act) % 2 == 0  # type: ignore[arg-type]
    values = []
    for action in state.legal_actions():
        if action.kind is not ActionKind.PLAY:
            continue
        after = state.apply(action)
        if after.hand_number != hand or after.phase in (Phase.DEAL, Phase.OVER):
            values.append(after.results[-1].tricks.ns)
        else:
            values.append(brute_force(after))
    return max(values) if north_south else min(values)


def play_position(rules: euchre.RuleSet, seed: int, cards_played: int) -> State | None:
    """A random game's first hand, random bidding and ``cards_played`` random cards."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    while state.phase is not Phase.PLAY:
        state = state.apply(rng.choice(state.legal_actions()))
        if state.hand_number:
            return None
    for _ in range(cards_played):
        state = state.apply(rng.choice(state.legal_actions()))
    return state if state.phase is Phase.PLAY and state.hand_number == 0 else None


def positions(rules_list: list[euchre.RuleSet], count: int, low: int, high: int) -> list[State]:
    rng = random.Random(1)
    out: list[State] = []
    seed = 0
    while len(out) < count:
        rules = rules_list[seed % len(rules_list)]
        state = play_position(rules, seed, rng.randrange(low, high + 1))
        seed += 1
        if state is not None:
            out.append(state)
    return out


#: The four-seat Knock presets: :func:`brute_force` is North-South's minimax, of two sides
#: (the other tables' solver is checked against a brute force of their own in
#: ``tests/players/test_table_bots.py``).
FOUR_SEAT_KNOCK = [rules for rules in KNOCK if rules.table.four]


@pytest.mark.parametrize("state", positions(FOUR_SEAT_KNOCK + VARIANTS, 70, 4, 14))
def test_solver_matches_brute_force_after_some_tricks(state: State) -> None:
    sol = solver.solve(state)
    assert sol.tricks.ns == brute_force(state)
    assert sum(sol.tricks) == 5
    assert [a for a, _ in sol.values] == list(state.legal_actions())
    for action, value in sol.values:
        after = state.apply(action)
        if after.phase is Phase.PLAY and after.hand_number == state.hand_number:
            assert brute_force(after) == value.ns
        else:
            assert after.results[-1].tricks == value
    assert solver.tricks(state) == sol.tricks


@pytest.mark.parametrize("state", positions(KNOCK, 2, 0, 0))
def test_solver_matches_brute_force_from_the_first_lead(state: State) -> None:
    assert len(state.hands[int(state.to_act)]) == 5  # type: ignore[arg-type]
    assert solver.tricks(state).ns == brute_force(state)


def test_best_line_played_out_gives_the_solved_tricks_and_points() -> None:
    for state in positions(KNOCK + VARIANTS, 40, 0, 6):
        sol = solver.solve(state)
        expected_points = solver.hand_points(state, sol.tricks)
        hand = state.hand_number
        while state.hand_number == hand and state.phase is Phase.PLAY:
            best = solver.solve(state)
            assert best.tricks == sol.tricks  # best play keeps the value
            state = state.apply(best.best_actions[0])
        assert state.results[-1].tricks == sol.tricks
        assert state.results[-1].points == expected_points


def test_pimc_threshold_search_gives_the_points_of_the_exact_solution() -> None:
    bot = PIMCBot(samples=1)
    for state in positions(KNOCK + VARIANTS, 60, 0, 12):
        points = solver.hand_points(state, solver.tricks(state))
        sides = len(points)  # one per side: two in teams, one per player otherwise
        for side in range(sides):
            # the side's points less the mean of the others' (two sides: the difference)
            others = (sum(points) - points[side]) / (sides - 1)
            assert side_value(bot.solver.points(state), side) == points[side] - others


def test_solver_needs_the_play_phase() -> None:
    state = euchre.new_game(presets.STANDARD, seed=1)
    with pytest.raises(ValueError, match="phase PLAY"):
        solver.solve(state)


def test_solver_reuses_its_tables_across_positions_of_one_hand() -> None:
    state = positions(KNOCK, 1, 0, 0)[0]
    s = solver.Solver()
    first = s.solve(state)
    nodes = s.nodes
    again = s.solve(state)
    assert again == first.__class__(first.to_act, first.tricks, first.values, again.nodes)
    assert s.nodes - nodes < nodes  # mostly answered from the table


def test_benchmark_solver_speed_prints_solves_per_second() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "solver_speed.py"), "--positions", "10"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "solves/s" in run.stdout
