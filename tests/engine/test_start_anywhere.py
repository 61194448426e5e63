"""Start anywhere: ``new_game(rules, scores=..., hand_number=...)`` sets up a game
mid-way (a dispute at 9-9, or 31-31 in Bid Euchre) in one line, validated, and every record
form keeps the start."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from euchre import egn, presets, records
from euchre.errors import ArgumentError
from euchre.records import RecordError

PRESETS = [presets.get(name) for name in presets.names()]


def _play(state: euchre.State, seed: int, steps: int) -> euchre.State:
    """Random legal play for at most ``steps`` actions (dealing random deals when asked)."""
    rng = random.Random(seed)
    for n in range(steps):
        if state.is_over:
            break
        if state.phase is euchre.Phase.DEAL:
            state = state.apply_deal(euchre.Deal.random(state.rules, seed * 1000 + n))
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_dispute_at_nine_nine_in_one_line() -> None:
    state = euchre.new_game(presets.STANDARD, seed=4, scores=(9, 9), dealer=euchre.Seat.WEST)
    assert state.scores == (9, 9) and state.dealer is euchre.Seat.WEST
    assert state.view(euchre.Seat.NORTH).scores == (9, 9)
    # a march by either side ends the game at once
    while not state.results:
        state = state.apply(state.legal_actions()[0])
    assert state.is_over == (max(state.scores) >= 10)


def test_bid_euchre_at_31_31_hand_20() -> None:
    state = euchre.new_game(presets.BID_EUCHRE, seed=1, scores=(31, 31), hand_number=20)
    assert (state.scores, state.hand_number) == ((31, 31), 20)
    assert (state.start_scores, state.start_hand_number) == ((31, 31), 20)
    state = _play(state, 3, 60)
    assert state.results and state.results[0].number == 20
    assert state.start_scores == (31, 31) and state.start_hand_number == 20


@pytest.mark.parametrize(
    ("rules", "kwargs", "says"),
    [
        (presets.STANDARD, {"scores": (10, 4)}, "the game would already be over (NS at 10, the target is 10"),
        (presets.STANDARD, {"scores": (3, 12)}, "EW at 12, the target is 10"),
        (presets.BID_EUCHRE.replace(tie="draw"), {"scores": (32, 32)}, "would already be over"),
        (presets.STANDARD.replace(num_deals=4), {"hand_number": 4}, "num_deals=4"),
        (presets.STANDARD, {"scores": (-1, 0)}, "a score below 0 cannot happen under these rules"),
        (presets.STANDARD, {"scores": (True, 0)}, "expected a whole number"),
        (presets.STANDARD, {"scores": (1.5, 0)}, "expected a whole number"),
        (presets.STANDARD, {"scores": "9-9"}, "expected two whole numbers (NS, EW)"),
        (presets.STANDARD, {"scores": (1, 2, 3)}, "expected two whole numbers"),
        (presets.STANDARD, {"hand_number": -1}, "hand_number=-1: expected a whole number from 0"),
        (presets.STANDARD, {"hand_number": "5"}, "hand_number='5': expected a whole number"),
        (presets.STANDARD, {"scores": (0, 10**7)}, "expected a whole number from 0 to"),
    ],
)
def test_start_refused_with_reason(rules: euchre.RuleSet, kwargs: dict[str, object], says: str) -> None:
    with pytest.raises(ArgumentError) as caught:
        euchre.new_game(rules, seed=1, **kwargs)  # type: ignore[arg-type]
    assert says in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_start_allowed_where_the_rules_leave_the_game_open() -> None:
    # level at or over the target plays on in Bid Euchre; win by two plays on at 10-9
    assert euchre.new_game(presets.BID_EUCHRE, seed=1, scores=(33, 33)).scores == (33, 33)
    two = presets.STANDARD.replace(win_by_two=True)
    assert euchre.new_game(two, seed=1, scores=(10, 9)).scores == (10, 9)
    # scores fall in Bid Euchre and with offenders_lose, so they may start below 0
    assert euchre.new_game(presets.BID_EUCHRE, seed=1, scores=(-6, 20)).scores == (-6, 20)
    lose = presets.STANDARD.replace(renege="penalise", renege_penalty="offenders_lose")
    assert euchre.new_game(lose, seed=1, scores=(-2, 0)).scores == (-2, 0)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_seeded_start_deals_as_the_whole_game_would(rules: euchre.RuleSet) -> None:
    """Hand k of a game started at hand k is the whole game's hand k, seeded alike (the
    seed-to-deal contract: draw k + 1 deals hand k)."""
    rules = rules.replace(target=100)  # HOYLE plays to 5: the game must last to hand 3
    whole = euchre.new_game(rules, seed="club night", dealer=1)  # a seat at every table
    rng = random.Random(0)
    while whole.hand_number < 3:
        whole = whole.apply(rng.choice(whole.legal_actions()))
    assert not whole.is_over and whole.deal is not None
    started = euchre.new_game(rules, seed="club night", dealer=whole.dealer, hand_number=3)
    assert started.deal == whole.deal
    assert started.hands == whole.hands


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("seeded", [True, False])
def test_start_survives_every_record_form(rules: euchre.RuleSet, seeded: bool) -> None:
    given_deal = {} if seeded else {"deal": euchre.Deal.random(rules, 8)}
    start = (rules.target - 3,) + (2,) * (rules.table.sides - 1)  # one score per side
    state = euchre.new_game(
        rules, seed=5 if seeded else None, dealer=1, scores=start, hand_number=6, **given_deal
    )
    state = _play(state, 9, 150)
    record = records.GameRecord.from_state(state)
    assert (record.scores, record.hand_number) == (start, 6)
    assert record.replay() == state
    assert records.loads(records.dumps(record)) == record
    assert records.parse_text(records.format_text(record)) == record
    assert eval(repr(state), {"euchre": euchre}) == state
    assert state.start_scores == start
    assert tuple(state.scores) == tuple(
        begun + sum(r.points[side] for r in state.results) for side, begun in enumerate(start)
    )


def test_default_start_writes_nothing_new() -> None:
    """Records of games from 0-0 at hand 0 are written exactly as before."""
    record = records.GameRecord.from_state(euchre.new_game(presets.STANDARD, seed=1))
    data = json.loads(records.dumps(record))
    assert "scores" not in data and "hand_number" not in data
    assert "[Scores" not in records.format_text(record)


def test_record_start_refused_with_its_place() -> None:
    base = {"format": "euchre-record", "version": 1, "type": "game", "seed": 1, "history": []}
    base["rules"] = records.to_json(presets.STANDARD)["rules"]
    for bad, says in (
        ({"scores": [10, 1]}, "start: scores=(10, 1), hand_number=0: the game would already be over"),
        ({"scores": [1]}, "expected two whole numbers"),
        ({"scores": [1, True]}, "scores[1]: expected a whole number, got the boolean true"),
        ({"hand_number": 2.0}, "expected a whole number"),
    ):
        with pytest.raises(RecordError) as caught:
            records.loads(json.dumps({**base, **bad}))
        assert says in str(caught.value)
    for header, says in (
        ('[Scores "11, 2"]', "line 3, column 10: start: scores=(11, 2)"),
        ('[Scores "9 - 9"]', 'expected [Scores "NS, EW"]'),
        ('[HandNumber "-3"]', "hand_number=-3"),
        ('[HandNumber "x"]', 'expected [HandNumber "5"]'),
    ):
        with pytest.raises(RecordError) as caught:
            records.parse_text(f'[Rules "STANDARD"]\n[Seed "1"]\n{header}\npass')
        assert says in str(caught.value)


def test_egn_writes_the_initial_score() -> None:
    state = _play(euchre.new_game(presets.CARDGAMES_IO, seed=2, scores=(7, 8)), 4, 40)
    data = json.loads(egn.dumps(state))
    assert data["metadata"]["initialScore"] == [7, 8]
    report = egn.replay(egn.loads(egn.dumps(state)))
    finished = [hand for hand in report.hands if hand.result is not None]
    assert report.score == (state.scores if finished else (7, 8))


def test_start_leaves_nothing_changed_on_error() -> None:
    rules = presets.STANDARD
    before = records.dumps(rules)
    with pytest.raises(ArgumentError):
        euchre.new_game(rules, seed=1, scores=(10, 0))
    assert records.dumps(rules) == before


@settings(max_examples=examples(40), deadline=None)
@given(
    name=st.sampled_from(presets.names()),
    drawn=st.lists(st.integers(0, 40), min_size=6, max_size=6),
    number=st.integers(0, 50),
    seed=st.integers(0, 2**32),
)
def test_property_scores_move_only_by_results_from_any_start(
    name: str, drawn: list[int], number: int, seed: int
) -> None:
    rules = presets.get(name)
    start = tuple(drawn[: rules.table.sides])  # one score per side of the table
    try:
        state = euchre.new_game(rules, seed=seed, scores=start, hand_number=number)
    except ArgumentError as error:
        assert max(start) >= rules.target and "would already be over" in str(error)
        return
    state = _play(state, seed % 997, 120)
    assert state.start_scores == start and state.start_hand_number == number
    assert [r.number for r in state.results] == list(range(number, number + len(state.results)))
    assert tuple(state.scores) == tuple(
        begun + sum(r.points[side] for r in state.results) for side, begun in enumerate(start)
    )
