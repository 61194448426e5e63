"""Bots, the solver, duplicate and simulate at every table (design/any-table.md §3.7):
two-handed (Keller 1887 ch. 7; ohioeuchre.com's dummy form), three-handed cutthroat and
six-handed, each a preset of :data:`euchre.presets.TABLE_PRESETS`."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import duplicate, simulate, solver
from euchre.bots import PIMCBot, RandomBot, RuleBot, play_game, play_hand
from euchre.bots._reading import _same_side
from euchre.presets import TABLE_PRESETS
from euchre.state import Phase, State

#: The presets by name, short games: a target the bots reach in a few hands.
SHORT = {name: rules.replace(target=3) for name, rules in TABLE_PRESETS.items()}
#: The Knock tables (the solver and PIMC search Knock Euchre of 24, 25 or 32 cards).
KNOCK = [name for name, rules in TABLE_PRESETS.items() if rules.variant == "knock"]


def _game(rules: euchre.RuleSet, bots: list[euchre.bots.Bot], seed: int) -> State:
    return play_game(euchre.new_game(rules, seed=seed), bots, max_hands=40)


@pytest.mark.parametrize("name", sorted(SHORT))
def test_randombot_and_rulebot_play_a_whole_game_of_every_table_preset(name: str) -> None:
    rules = SHORT[name]
    n = rules.players
    for bots in ([RandomBot(s) for s in range(n)], [RuleBot(s) for s in range(n)]):
        state = _game(rules, bots, seed=5)
        assert state.is_over
        assert len(state.scores) == rules.table.sides
        assert max(state.scores) >= rules.target


@pytest.mark.parametrize("name", sorted(SHORT))
def test_a_seeded_game_of_every_table_preset_is_reproducible(name: str) -> None:
    rules = SHORT[name]
    n = rules.players

    def once() -> tuple[object, ...]:
        bots = [RuleBot(s) if s % 2 else RandomBot(s) for s in range(n)]
        state = _game(rules, bots, seed=11)
        return tuple(str(a) for a in state.history), tuple(state.scores)

    assert once() == once()


def test_play_hand_asks_for_one_bot_per_seat_of_the_table() -> None:
    state = euchre.new_game(TABLE_PRESETS["CUTTHROAT"], seed=1)
    with pytest.raises(ValueError, match=r"three bots, one per seat \(A, B, C\)"):
        play_hand(state, [RandomBot(s) for s in range(4)])
    four = euchre.new_game(euchre.presets.STANDARD, seed=1)
    with pytest.raises(ValueError, match=r"four bots, one per seat \(North, East, South, West\)"):
        play_hand(four, [RandomBot(s) for s in range(3)])


@pytest.mark.parametrize("name", KNOCK)
def test_pimcbot_plays_every_knock_table(name: str) -> None:
    """A whole short game at two and three seats; a few decisions at six (PIMC is slow
    there): each decision legal, the same for the same seed."""
    rules = SHORT[name]
    n = rules.players
    if n < 6:
        bots = [PIMCBot(s, samples=3, bid_samples=2) for s in range(n)]
        assert _game(rules, bots, seed=2).is_over
        return
    state = euchre.new_game(rules, seed=2)
    rule = [RuleBot(s) for s in range(n)]
    decisions = 0
    while state.to_act is not None and decisions < 3:
        seat = state.to_act
        view = state.view(seat)
        if state.phase is Phase.PLAY and len(view.legal_actions) > 1:
            first = PIMCBot(1, samples=2).act(view)
            assert first in state.legal_actions()
            assert PIMCBot(1, samples=2).act(view) == first
            decisions += 1
            state = state.apply(first)
        else:
            state = state.apply(rule[seat].act(view))


def test_rulebot_hand_sides_cutthroat_defenders_play_together() -> None:
    """Cutthroat: 'the maker goes it alone against 2 defenders every hand'
    (rarepike.com): the two defenders are one side of the hand, the maker the other;
    before trump is made each player is alone."""
    rules = TABLE_PRESETS["CUTTHROAT"]
    state = euchre.new_game(rules, seed=3)
    view = state.view(state.to_act)
    assert not _same_side(view, 1, 2) and _same_side(view, 1, 1)
    bots = [RuleBot(s) for s in range(3)]
    while state.phase is not Phase.PLAY:
        state = state.apply(bots[state.to_act].act(state.view(state.to_act)))
    maker = int(state.maker)
    view = state.view(state.to_act)
    defenders = [s for s in range(3) if s != maker]
    assert _same_side(view, *defenders)
    assert not _same_side(view, maker, defenders[0])


def test_rulebot_hand_sides_six_handed_teams_of_three_seated_alternately() -> None:
    """'There are three people on each team, every other person at the table is on a
    team.' (euchrerules.blogspot.com)"""
    view = euchre.new_game(TABLE_PRESETS["SIX_HANDED"], seed=1).view(0)
    assert _same_side(view, 0, 2) and _same_side(view, 0, 4) and not _same_side(view, 0, 3)


def _late_position(rules: euchre.RuleSet, tricks_left: int, seed: int) -> State:
    """A seeded hand played at random until ``tricks_left`` tricks remain, a card into
    the trick when ``seed`` is odd."""
    rng = random.Random(seed)
    for attempt in range(50):
        state = euchre.new_game(rules, seed=seed * 100 + attempt)
        hand = state.hand_number
        while state.to_act is not None and state.hand_number == hand:
            if state.phase is Phase.PLAY:
                cards = len(state.hands[state.to_act])
                trick = state.current_trick
                started = trick is not None and len(trick.plays) > 0
                if cards == tricks_left and started == bool(seed % 2):
                    return state
            state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no late position found")  # pragma: no cover


def _brute_maker_tricks(state: State) -> int:
    """The makers' final tricks under best play, by plain minimax over the engine's
    moves: the maker's side maximises, every other seat minimises."""
    side_of = state.rules.table.side_of
    maker = int(state.maker)
    if state.rules.partnership == "teams":
        makers = {s for s in range(state.rules.players) if side_of[s] == side_of[maker]}
    else:
        makers = {maker}
    hand = state.hand_number

    def value(s: State) -> int:
        if s.hand_number != hand or s.phase is not Phase.PLAY:
            return s.results[-1].tricks[side_of[maker]]
        values = [value(s.apply(a)) for a in s.legal_actions()]
        return max(values) if int(s.to_act) in makers else min(values)

    return value(state)


@pytest.mark.parametrize("name", KNOCK)
@pytest.mark.parametrize("seed", [1, 2])
def test_solver_late_position_of_every_knock_table_matches_brute_force(name: str, seed: int) -> None:
    rules = TABLE_PRESETS[name]
    left = 2 if rules.players == 6 else 3
    state = _late_position(rules, left, seed)
    side = rules.table.side_of[int(state.maker)]
    tricks = solver.tricks(state)
    assert len(tricks) == rules.table.sides
    assert sum(tricks) == rules.cards_per_hand
    assert tricks[side] == _brute_maker_tricks(state)
    sol = solver.solve(state)
    assert sol.tricks[side] == tricks[side]
    for action in sol.best_actions:
        assert _brute_maker_tricks(state.apply(action)) == tricks[side] or (
            state.apply(action).hand_number != state.hand_number
        )
    assert solver.Solver().points(state) == solver.hand_points(state, tricks)


def test_solver_refuses_the_double_deck() -> None:
    rules = TABLE_PRESETS["SIX_HANDED_DOUBLE"]
    state = _late_position(rules, 8, 2)
    with pytest.raises(ValueError, match="not 48"):
        solver.tricks(state)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("TWO_HANDED", ((0, 1), (1, 0))),
        ("CUTTHROAT", ((0, 1, 1), (1, 0, 1), (1, 1, 0))),
        ("SIX_HANDED", ((0, 1, 0, 1, 0, 1), (1, 0, 1, 0, 1, 0))),
    ],
)
def test_duplicate_seatings_are_the_rotations_of_the_base_seating(
    name: str, expected: tuple[tuple[int, ...], ...]
) -> None:
    assert duplicate.seatings(TABLE_PRESETS[name]) == expected


@pytest.mark.parametrize("name", sorted(TABLE_PRESETS))
def test_duplicate_identical_bots_give_exactly_zero_at_every_table(name: str) -> None:
    result = duplicate.match("rule", "rule", TABLE_PRESETS[name], deals=20, seed=4)
    assert result.n == 20
    assert {p.difference for p in result.pairs} == {0}
    kind = duplicate.DealSet if TABLE_PRESETS[name].players == 3 else duplicate.DealPair
    assert all(isinstance(p, kind) for p in result.pairs)


@pytest.mark.parametrize("name", sorted(TABLE_PRESETS))
def test_duplicate_rulebot_beats_randombot_at_every_table(name: str) -> None:
    result = duplicate.match("rule", "random", TABLE_PRESETS[name], deals=200, seed=5)
    assert result.mean > 0
    again = duplicate.match("rule", "random", TABLE_PRESETS[name], deals=20, seed=5)
    assert [p.difference for p in again.pairs] == [p.difference for p in result.pairs[:20]]


@pytest.mark.parametrize("name", sorted(TABLE_PRESETS))
def test_simulate_reports_each_side_of_every_table(name: str) -> None:
    rules = TABLE_PRESETS[name]
    summary = simulate.run(["rule", "random"], rules, hands=32, seed=1)
    assert summary.side_names == rules.table.side_names
    assert len(summary.teams) == rules.table.sides
    assert all(team.hands == 32 for team in summary.teams)
    first = summary.to_text().splitlines()[0]
    assert f"rule ({rules.table.side_names[0]}) vs random" in first
    assert simulate.run(["rule", "random"], rules, hands=32, seed=1).teams == summary.teams


def test_simulate_games_count_the_winner_of_a_cutthroat_game() -> None:
    summary = simulate.run(["rule", "random"], SHORT["CUTTHROAT"], games=4, seed=2)
    assert summary.games == 4
    assert sum(team.wins for team in summary.teams) == 4


def test_sampler_deals_the_dummy_and_the_cutthroat_kitty() -> None:
    """ohioeuchre.com: 'No player may look at the dummy hand until bidding is over'; a
    sampled world keeps the viewer's hand and gives the dummy and the others' hands from
    the unseen cards."""
    from euchre.bots import sample_state

    for name in ("TWO_HANDED_DUMMY", "CUTTHROAT"):
        rules = TABLE_PRESETS[name]
        state = euchre.new_game(rules, seed=7)
        bots = [RuleBot(s) for s in range(rules.players)]
        rng = random.Random(1)
        for _ in range(12):
            if state.to_act is None:
                break
            view = state.view(state.to_act)
            world = sample_state(view, rng)
            assert world is not None
            assert world.hands[view.seat] == view.hand
            assert world.phase is state.phase and world.to_act == state.to_act
            state = state.apply(bots[state.to_act].act(view))
