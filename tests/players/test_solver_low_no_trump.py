"""The solver in low no trump: it once ranked cards as in high no trump when low no trump
was called.

The solver kept its own card tables, with no low mode; it now reads the engine's
(:mod:`euchre.engine.cardorder`, trump index 5 = low no trump). Each position below is
played from a random deal with the trump mode forced at the call, then random cards until
every hand in play holds three cards or fewer; the solver's values are compared with plain
minimax over the engine's own ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import ActionKind, Phase, State, presets, solver

BID = presets.BID_EUCHRE.replace(renege="forbid")
# (name, rules, trump mode to call): "low" (low no trump), "high" (no trump), "suit".
CASES = [
    ("bid24-low", BID.replace(bid_low_no_trump=True), "low"),
    ("bid25-low", BID.replace(bid_low_no_trump=True, deck=25), "low"),
    ("bid24-low-and-high", BID.replace(bid_low_no_trump=True, bid_no_trump=True), "low"),
    ("bid24-high", BID.replace(bid_no_trump=True), "high"),
    ("bid25-high", BID.replace(bid_no_trump=True, deck=25), "high"),
    ("bid24-suit", BID, "suit"),
    ("bid25-suit", BID.replace(deck=25), "suit"),
    ("knock25-suit", presets.STANDARD.replace(deck=25, joker_upcard="fixed"), "suit"),
    ("knock32-suit", presets.OPENSPIEL.replace(deck=32), "suit"),
    ("knock32-high", presets.STANDARD.replace(deck=32, no_trump=True), "high"),
    ("knock25-high", presets.STANDARD.replace(deck=25, joker_upcard="fixed", no_trump=True), "high"),
]
PER_CASE = 12


def _pick_call(state: State, mode: str, rng: random.Random) -> euchre.Action | None:
    """The bidding action that steers the hand to ``mode`` (None: this deal cannot)."""
    legal = state.legal_actions()
    calls = [a for a in legal if a.kind is ActionKind.CALL]
    if state.phase in (Phase.TRUMP, Phase.CALL) and calls:
        if mode == "low":
            calls = [a for a in calls if a.declaration == "low"]
        elif mode == "high":
            calls = [a for a in calls if a.suit is None and a.declaration != "low"]
        else:
            calls = [a for a in calls if a.suit is not None]
        return rng.choice(calls) if calls else None
    if state.phase is Phase.ORDER and mode != "suit" and euchre.PASS in legal:
        return euchre.PASS  # no trump is called in round 2
    return rng.choice(legal)


def position(rules: euchre.RuleSet, mode: str, seed: int) -> State | None:
    """A late position of a random hand whose trump mode is ``mode``, or None."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    while state.phase is not Phase.PLAY:
        action = _pick_call(state, mode, rng)
        if action is None:
            return None
        state = state.apply(action)
        if state.hand_number:
            return None
    wanted = {"low": state.low_no_trump, "high": state.no_trump and not state.low_no_trump}
    if not wanted.get(mode, state.trump is not None):
        return None
    extra = rng.randrange(4)  # then 0-3 more cards: a position inside a trick, often
    while max(len(h) for h in state.hands) > 3 or extra:
        if max(len(h) for h in state.hands) <= 3:
            extra -= 1
        state = state.apply(rng.choice(state.legal_actions()))
        if state.phase is not Phase.PLAY or state.hand_number:
            return None
    return state


def positions(rules: euchre.RuleSet, mode: str, count: int) -> list[State]:
    out: list[State] = []
    seed = 0
    while len(out) < count:
        state = position(rules, mode, seed)
        seed += 1
        if state is not None:
            out.append(state)
    return out


def minimax(state: State) -> int:
    """North-South's final tricks under best play, by plain minimax over the engine."""
    hand = state.hand_number
    values = []
    for action in state.legal_actions():
        after = state.apply(action)
        if after.hand_number != hand or after.phase is not Phase.PLAY:
            values.append(after.results[-1].tricks.ns)
        else:
            values.append(minimax(after))
    north_south = int(state.to_act) % 2 == 0  # type: ignore[arg-type]
    return max(values) if north_south else min(values)


@pytest.mark.parametrize(("name", "rules", "mode"), CASES, ids=[c[0] for c in CASES])
def test_solver_low_no_trump_matches_minimax_over_the_engine(
    name: str, rules: euchre.RuleSet, mode: str
) -> None:
    """Every card's value and the best result equal plain minimax, in low no trump (once wrong)
    and, as controls, in high no trump and with a trump suit, on the 24, 25 and 32-card
    decks."""
    for state in positions(rules, mode, PER_CASE):
        assert state.low_no_trump == (mode == "low")
        sol = solver.solve(state)
        assert sol.tricks.ns == minimax(state), state
        assert [a for a, _ in sol.values] == list(state.legal_actions())
        for action, value in sol.values:
            after = state.apply(action)
            if after.phase is Phase.PLAY and after.hand_number == state.hand_number:
                assert value.ns == minimax(after), (state, action)
            else:
                assert value == after.results[-1].tricks
        assert solver.tricks(state) == sol.tricks



@pytest.mark.parametrize(("name", "rules", "mode"), CASES, ids=[c[0] for c in CASES])
def test_points_under_best_play_are_the_engines(name: str, rules: euchre.RuleSet, mode: str) -> None:
    """Playing the solver's best line to the end scores what ``hand_points`` and
    ``Solver.points`` (threshold searches) predicted: the engine's scoring, Bid Euchre's
    bids included; ``reaches`` agrees with the trick count."""
    for state in positions(rules, mode, 4):
        tricks = solver.tricks(state)
        expected = solver.hand_points(state, tricks)
        assert solver.Solver().points(state) == expected
        for team in (0, 1):
            assert solver.Solver().reaches(state, team, tricks[team])
            assert not solver.Solver().reaches(state, team, tricks[team] + 1)
        hand = state.hand_number
        while state.hand_number == hand and state.phase is Phase.PLAY:
            state = state.apply(solver.solve(state).best_actions[0])
        assert state.results[-1].tricks == tricks
        assert state.results[-1].points == expected
