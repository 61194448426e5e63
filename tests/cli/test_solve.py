"""``euchre solve``: the double-dummy value of every legal card of a position, read from a
record (JSON, text or EGN, a file or standard input), a seed or a deal with actions, at any
point of the play (``--at``), as the solver gives it; refusals say what is needed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from _cli import run

import euchre
from euchre import egn, presets, records, solver
from euchre._render import action_text
from euchre.cli.options import DEFAULT_NAME
from euchre.cli.simplebot import simple_action
from euchre.cli.solve import inline_record

#: Seed 8 of the default preset: North calls clubs; after three tricks West leads (see
#: test_solve_settles_a_hand_checked_endgame).
SEED_8_ACTIONS = (
    "pass; pass; pass; pass; pass; pass; pass; call clubs; play Ac; play Kc; play Tc; "
    "play Jc; play Qc; play Jd; play Ts; play Js; play Ad; play 9d; play Kd; play Qd"
)


def _solve_rows(out: str) -> dict[str, tuple[int, tuple[int, int], bool]]:
    """``euchre solve``'s card lines: card -> (tricks of the side to act, points, best)."""
    rows = {}
    for line in out.splitlines()[3:]:
        if line.startswith("not valued"):
            continue
        match = re.fullmatch(r"(\S+) +(\d+) +NS ([+-]\d+) EW ([+-]\d+)( +best)?", line)
        assert match, line
        card, tricks, ns, ew, best = match.groups()
        rows[card] = (int(tricks), (int(ns), int(ew)), best is not None)
    return rows


def _positions() -> list[euchre.State]:
    """Positions in the play of several presets: after 0 to 3 tricks and mid-trick."""
    out = []
    for index, rules in enumerate(
        (presets.DEFAULT, presets.STANDARD, presets.OPENSPIEL, presets.BID_EUCHRE)
    ):
        state = euchre.new_game(rules, seed=100 + index)
        played = 0
        while not state.is_over:
            if state.phase is euchre.Phase.PLAY:
                if played in (0, 5, 10):
                    out.append(state)
                played += 1
                if played > 10:
                    break
            state = state.apply(simple_action(state))
    return out


@pytest.mark.parametrize("form", ["json", "text", "egn"])
def test_solve_prints_the_solvers_value_of_every_legal_card(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, form: str
) -> None:
    positions = _positions()
    if form == "egn":  # EGN has toggles for only some rule sets: the default's among them
        positions = [state for state in positions if state.rules is presets.DEFAULT]
    assert len(positions) >= 3
    for number, state in enumerate(positions):
        path = tmp_path / f"position{number}.{'txt' if form == 'text' else form}"
        writer = {"json": records.dumps, "text": records.format_text, "egn": egn.dumps}[form]
        path.write_text(writer(state))
        status, out, err = run(capsys, "solve", str(path))
        assert status == 0, err
        solution = solver.Solver().solve(state)
        assert state.to_act is not None
        side = int(state.to_act) % 2
        rows = _solve_rows(out)
        assert set(rows) == {a.card.symbol for a, _ in solution.values if a.card is not None}
        others = [action_text(a) for a in state.legal_actions() if a not in dict(solution.values)]
        note = f"not valued (every player follows suit, nobody claims): {', '.join(others)}"
        assert (note in out.splitlines()) == bool(others)
        distinct = len({tricks[side] for _, tricks in solution.values}) > 1
        for action, tricks in solution.values:
            points = solver.hand_points(state, tricks)
            best = action in solution.best_actions and distinct
            assert action.card is not None
            assert rows[action.card.symbol] == (tricks[side], (points.ns, points.ew), best)


def test_solve_settles_a_hand_checked_endgame(capsys: pytest.CaptureFixture[str]) -> None:
    """Seed 8, after three tricks (North-South 1, East-West 2): clubs are trump and none is
    left (J♠, the left bower, fell in trick 2). West leads from 10♥ 9♠; North holds 9♥ K♠,
    East K♥ A♠, South J♥ A♥. Leading 10♥: South wins with A♥ and cashes J♥ (nobody else
    has a heart), so North-South make 3 and score 1. Leading 9♠: East wins with A♠ (South
    has no spade) and leads K♥, which South's A♥ takes: North-South take 2, euchred, and
    East-West score 2."""
    status, out, _ = run(capsys, "solve", "--seed", "8", "--actions", SEED_8_ACTIONS)
    assert status == 0
    assert out.splitlines()[0].startswith(f"{DEFAULT_NAME}, hand 1, trick 4: West to play")
    assert _solve_rows(out) == {"10♥": (2, (1, 0), False), "9♠": (3, (0, 2), True)}


def test_solve_from_a_deal_in_options_is_the_seeded_position(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = euchre.new_game(presets.DEFAULT, seed=8)
    assert game.deal is not None
    hands = " | ".join(
        f"{seat.name[0]}: {' '.join(str(c) for c in hand)}"
        for seat, hand in zip(euchre.Seat, game.deal.hands, strict=True)
    )
    deal = f"{hands} | up: {game.deal.upcard}"
    seeded = run(capsys, "solve", "--seed", "8", "--actions", SEED_8_ACTIONS)
    dealt = run(
        capsys, "solve", "--deal", deal, "--dealer", str(game.dealer), "--actions", SEED_8_ACTIONS
    )
    assert seeded == dealt and seeded[0] == 0


def test_solve_at_n_actions_and_counting_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    whole = inline_record(presets.DEFAULT, seed=8, actions=SEED_8_ACTIONS)
    path = tmp_path / "game.json"
    path.write_text(records.dumps(whole))
    actions = SEED_8_ACTIONS.split("; ")
    for at in (8, 9, 15, -1, -5):
        count = at if at >= 0 else len(actions) + at
        state = inline_record(presets.DEFAULT, seed=8, actions="; ".join(actions[:count])).replay()
        status, out, err = run(capsys, "solve", str(path), "--at", str(at))
        assert status == 0, err
        expected = {
            a.card.symbol: v[int(state.to_act or 0) % 2]
            for a, v in solver.solve(state).values
            if a.card is not None
        }
        assert {card: row[0] for card, row in _solve_rows(out).items()} == expected


def test_solve_outside_the_play_says_what_is_needed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    whole = tmp_path / "whole.txt"
    whole.write_text(
        records.format_text(inline_record(presets.DEFAULT, seed=8, actions=SEED_8_ACTIONS))
    )
    status, out, err = run(capsys, "solve", str(whole), "--at", "2")
    assert status == 2 and out == ""
    assert "not in the play of the cards (phase order, West to act)" in err
    assert "trump made" in err and "--at 8" in err  # the record's play starts after 8
    status, _, err = run(capsys, "solve", "--seed", "8", "--actions", "pass; pass")
    assert status == 2 and "(phase order, West to act)" in err and "--at" not in err
    done = inline_record(presets.DEFAULT, seed=8, actions=SEED_8_ACTIONS).replay()
    while done.hand_number == 0:
        done = done.apply(simple_action(done))
    path = tmp_path / "done.json"
    path.write_text(records.dumps(done))
    status, _, err = run(capsys, "solve", str(path))
    assert status == 2 and "not in the play" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve"], "give the first hand's cards"),
        (["solve", "/no/such/file.txt"], "cannot read /no/such/file.txt"),
        (["solve", "--seed", "8", "--actions", "pass; fold"], "cannot read 'fold' as an action"),
        (["solve", "--seed", "8", "--actions", "play Ac"], "is not legal now"),
        (["solve", "--seed", "8", "--at", "3"], "the record holds 0 actions"),
        (["solve", "--seed", "1", "--deal", "N: 9c"], "a seed (--seed) or a deal (--deal)"),
    ],
)
def test_solve_bad_input_exits_2_with_a_specific_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and message in err


def test_solve_reads_a_text_record_from_standard_input() -> None:
    text = records.format_text(inline_record(presets.DEFAULT, seed=8, actions=SEED_8_ACTIONS))
    done = subprocess.run(
        [sys.executable, "-m", "euchre", "solve", "-"],
        input=text, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert _solve_rows(done.stdout)["9♠"] == (3, (0, 2), True)


def test_solve_help_example_from_standard_input_runs(tmp_path: Path) -> None:
    """The --help example that pipes a text record into ``euchre solve -`` solves it."""
    shown = subprocess.run(
        [sys.executable, "-m", "euchre.cli", "solve", "--help"], capture_output=True, text=True
    ).stdout
    (line,) = [x.strip() for x in shown.splitlines() if x.strip().startswith("$ printf")]
    command = line.removeprefix("$ ").replace("euchre solve", f"{sys.executable} -m euchre.cli solve")
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "best" in done.stdout
