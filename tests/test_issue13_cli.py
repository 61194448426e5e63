"""Issue 13, the command line: subcommands each with its own help, one --rules and one
--seed read the same way everywhere, the default preset, exit statuses, ``euchre solve``
against the solver, ``euchre duplicate`` against the library, and simulate's progress
output off a terminal."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import euchre
from euchre import duplicate, egn, presets, records, solver
from euchre.cli import demo as demo_module
from euchre.cli import main
from euchre.cli.app import build_parser
from euchre.cli.options import DEFAULT_NAME
from euchre.cli.simplebot import simple_action
from euchre.cli.solve import inline_record

SUBCOMMANDS = ("play", "demo", "presets", "rules", "check", "simulate", "duplicate", "solve")

#: Seed 8 of the default preset: North calls clubs; after three tricks West leads (see
#: test_solve_settles_a_hand_checked_endgame).
SEED_8_ACTIONS = (
    "pass; pass; pass; pass; pass; pass; pass; call clubs; play Ac; play Kc; play Tc; "
    "play Jc; play Qc; play Jd; play Ts; play Js; play Ad; play 9d; play Kd; play Qd"
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)``: the exit status (a SystemExit's code too), stdout and stderr."""
    try:
        status = main(list(argv))
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 2
    out, err = capsys.readouterr()
    return status, out, err


# ------------------------------------------------------------------------- help and usage


def test_top_level_help_lists_every_subcommand_and_the_exit_statuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0
    listed = re.findall(r"^    (\w+)", out, flags=re.MULTILINE)
    assert sorted(listed) == sorted(SUBCOMMANDS)
    for code in ("0", "1", "2", "130"):
        assert re.search(rf"^  {code} +\S", out, flags=re.MULTILINE), code
    assert DEFAULT_NAME in out and "closed pipe" in out


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_each_subcommand_has_its_own_help_with_examples(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    status, out, _ = run(capsys, name, "--help")
    assert status == 0
    assert out.startswith(f"usage: euchre {name} ")
    assert "subcommands:" not in out  # not the top-level help
    assert "examples" in out.lower() and f"euchre {name}" in out.split("usage:", 1)[1][40:]


@pytest.mark.parametrize("name", ["demo", "presets", "rules", "simulate", "duplicate", "solve"])
def test_each_help_names_the_default_preset(capsys: pytest.CaptureFixture[str], name: str) -> None:
    _, out, _ = run(capsys, name, "--help")
    assert DEFAULT_NAME in out


def test_bare_euchre_runs_the_demo(capsys: pytest.CaptureFixture[str]) -> None:
    bare = run(capsys)
    demo = run(capsys, "demo")
    options_only = run(capsys, "--seed", "1")
    assert bare == demo == options_only
    assert bare[0] == 0 and bare[1].startswith(presets.DEFAULT.name)


def test_an_unknown_subcommand_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "bogus")
    assert status == 2 and "invalid choice: 'bogus'" in err


# ------------------------------------------------------------------------- --rules, --seed


@pytest.mark.parametrize(
    "argv",
    [
        ["demo", "--rules", "bridge"],
        ["rules", "bridge"],
        ["simulate", "--rules", "bridge", "--hands", "1"],
        ["duplicate", "--rules", "bridge", "--deals", "1"],
        ["solve", "--rules", "bridge", "--seed", "1"],
        ["--rules", "bridge"],
    ],
)
def test_an_unknown_preset_exits_2_listing_the_presets(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert "no preset named 'bridge'" in err
    assert all(name in err for name in presets.names())


def test_rules_from_a_json_file_in_every_form(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = attrs.evolve(presets.GAMES4ALL, name="Games4All to 5", target=5)
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(records.rules_to_json(rules)))
    document = tmp_path / "document.json"
    document.write_text(records.dumps(rules))
    for path in (bare, document):
        status, out, _ = run(capsys, "demo", "--rules", str(path), "--seed", "4")
        expected: list[str] = []
        demo_module.play_demo(rules, 4, expected)
        assert status == 0 and out == "\n".join(expected) + "\n"
        assert out.startswith("Games4All to 5, seed 4: first to 5")
    deal = tmp_path / "deal.json"
    deal.write_text(records.dumps(euchre.Deal.random(rules, seed=1)))
    status, _, err = run(capsys, "demo", "--rules", str(deal))
    assert status == 2 and "not rules" in err
    status, _, err = run(capsys, "demo", "--rules", str(tmp_path / "missing.json"))
    assert status == 2 and "cannot read" in err


@pytest.mark.parametrize("seed", ["7", "-3", "abc", "7.0", " 7"])
def test_a_seed_reads_the_same_in_every_subcommand(seed: str) -> None:
    expected: int | str = int(seed) if re.fullmatch(r"-?[0-9]+", seed) else seed
    parser = build_parser()
    argv = {
        "play": ["play"],
        "demo": ["demo"],
        "simulate": ["simulate"],
        "duplicate": ["duplicate"],
        "solve": ["solve"],
    }
    for name, head in argv.items():
        parsed = parser.parse_args([*head, f"--seed={seed}"]).seed
        assert parsed == expected and type(parsed) is type(expected), name


def test_a_text_seed_deals_the_same_cards_in_demo_and_solve(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = euchre.new_game(presets.DEFAULT, seed="abc")
    assert game.deal is not None
    status, out, _ = run(capsys, "demo", "--seed", "abc")
    assert status == 0 and out.startswith(f"{presets.DEFAULT.name}, seed abc:")
    assert " ".join(c.symbol for c in game.deal.hands[0]) in out.splitlines()[3]
    assert inline_record(presets.DEFAULT, seed="abc").replay().deal == game.deal


def test_a_seed_the_engine_refuses_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "demo", "--seed", "9" * 400)
    assert status == 2 and "a seed is an int (at most 1024 bits)" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--bots", "rule"], "give two bots"),
        (["simulate", "--bots", "rule,shark"], "unknown bot 'shark'"),
        (["simulate", "--hands", "0"], "expected at least 1"),
        (["simulate", "--hands", "5", "--games", "5"], "not allowed with argument"),
        (["duplicate", "--a", "shark"], "unknown bot 'shark'"),
        (["duplicate", "--minutes", "-1"], "above 0"),
        (["check"], "required: RECORD"),
        (["solve", "--at", "x", "--seed", "1"], "whole number of actions"),
    ],
)
def test_bad_options_exit_2_with_a_specific_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and message in err


def test_ctrl_c_exits_130_without_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(demo_module, "play_demo", interrupted)
    status, _, err = run(capsys, "demo")
    assert status == 130 and "Traceback" not in err


# ------------------------------------------------------------------------- solve


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
        assert set(rows) == {str(a.card) for a, _ in solution.values}
        others = [str(a) for a in state.legal_actions() if a not in dict(solution.values)]
        note = f"not valued (every player follows suit, nobody claims): {', '.join(others)}"
        assert (note in out.splitlines()) == bool(others)
        distinct = len({tricks[side] for _, tricks in solution.values}) > 1
        for action, tricks in solution.values:
            points = solver.hand_points(state, tricks)
            best = action in solution.best_actions and distinct
            assert rows[str(action.card)] == (tricks[side], (points.ns, points.ew), best)


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
    assert _solve_rows(out) == {"Th": (2, (1, 0), False), "9s": (3, (0, 2), True)}


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
            str(a.card): v[int(state.to_act or 0) % 2] for a, v in solver.solve(state).values
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
    assert _solve_rows(done.stdout)["9s"] == (3, (0, 2), True)


# ------------------------------------------------------------------------- duplicate, simulate


def test_duplicate_prints_the_librarys_match(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "duplicate", "--deals", "6", "--seed", "abc", "--quiet")
    result = duplicate.match("rule", "random", presets.DEFAULT, deals=6, seed="abc")
    assert status == 0
    assert out.splitlines()[0] == result.to_text()
    assert out.startswith(f"{DEFAULT_NAME}: rule vs random, 6 deal pairs")


def test_simulate_defaults_to_the_default_preset(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", "--hands", "16", "--seed", "abc", "--quiet")
    assert status == 0
    assert out.startswith(f"{DEFAULT_NAME}: rule (North-South) vs random (East-West), 16 hands")


def test_simulate_off_a_terminal_writes_no_carriage_return() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "euchre", "simulate", "--hands", "48", "--seed", "1"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "\r" not in done.stderr and "\x1b" not in done.stderr
    assert done.stderr == "" or re.fullmatch(
        r"48/48 hands in \S+ s \(\S+ a second\)\n", done.stderr
    )



def test_issue13_demo_bid_euchre_claims_apart_from_the_bidding() -> None:
    """Bid Euchre's end-of-hand renege claims (a pass each) are printed as claims after the
    tricks, not as more bidding after trump was named."""
    from euchre.cli import play_demo

    lines: list[str] = []
    play_demo("BID_EUCHRE", 3, lines)
    bidding = [line for line in lines if line.startswith("  bidding: ")]
    claims = [line for line in lines if line.startswith("  renege claims: ")]
    assert bidding and claims and len(claims) == len(bidding)
    for line in bidding:  # the bids, then the high bidder names trump: nothing after it
        assert line.split("; ")[-1].split(": ")[-1].startswith(("call ", "pass"))
        assert "call" not in "; ".join(line.split("; ")[:-1])
    first = lines.index(bidding[0])
    assert lines.index(claims[0]) > first + 6  # after the six tricks
