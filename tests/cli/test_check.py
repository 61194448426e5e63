"""`euchre check RECORD`: exit 0 for a legal record, 1 for an illegal one, 2 for unreadable
(a device, a FIFO, a directory, a file over a cap: refused quickly), never a traceback."""

from __future__ import annotations

import codecs
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from euchre import cli, egn

DATA = Path(__file__).resolve().parents[1] / "notation" / "data" / "egn"
PTN_DATA = Path(__file__).resolve().parents[1] / "notation" / "data" / "ptn"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "euchre.cli", "check", *args], capture_output=True, text=True
    )


def test_check_legal_egn_file_exits_0() -> None:
    done = run(str(DATA / "VWEC Finals.egn"))
    assert done.returncode == 0, done.stdout
    game = egn.load(DATA / "VWEC Finals.egn")
    report = egn.replay(game)
    history = [item for record in report.records for item in record.history]
    actions = sum(isinstance(item, euchre.Action) for item in history)
    deals = len(history) - actions
    # counted and worded as for a JSON or text record: "N deals and M actions replayed; score"
    last = done.stdout.splitlines()[-1]
    assert last == (
        f"{deals} deals and {actions} actions replayed; "
        f"score NS {report.score.ns} - EW {report.score.ew}"
    ), last
    assert deals == len(game.hands) and actions > 20 * deals


def test_check_six_handed_egn_names_the_sides_as_a_json_record_does(tmp_path: Path) -> None:
    """An EGN game at six seats (``num_players`` 6) is reported by the table's sides, ACE and
    BDF, hand by hand and in the score, in the same words as its JSON record, not as
    North-South and East-West."""
    state = euchre.new_game(euchre.presets.SIX_HANDED, seed=3)
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    (tmp_path / "six.egn").write_text(egn.dumps(state))
    (tmp_path / "six.json").write_text(euchre.records.dumps(state))
    from_egn, from_json = run(str(tmp_path / "six.egn")), run(str(tmp_path / "six.json"))
    assert from_egn.returncode == from_json.returncode == 0, from_egn.stdout
    assert from_egn.stdout == from_json.stdout  # hand lines too: tricks ACE n - BDF m
    last = from_egn.stdout.splitlines()[-1]
    assert f"score ACE {state.scores[0]} - BDF {state.scores[1]}" in last, last


def test_check_egn_with_reneges_exits_1_and_names_the_rule() -> None:
    done = run(str(DATA / "conversion examples" / "test.egn"))
    assert done.returncode == 1
    assert "must follow suit" in done.stdout and "euchre-py.github.io/euchre/rules/#play" in done.stdout


@pytest.mark.parametrize("content", ["{not json", "[Rules \"NOPE\"]\n", "\x00\x01"])
def test_check_unreadable_record_exits_2(tmp_path: Path, content: str) -> None:
    path = tmp_path / "record.txt"
    path.write_text(content)
    done = run(str(path))
    assert done.returncode == 2 and "cannot read" in done.stdout


def test_check_missing_file_exits_2() -> None:
    assert run("/no/such/record.egn").returncode == 2


def test_check_text_record_legal_and_illegal(tmp_path: Path) -> None:
    head = (
        '[Rules "CARDGAMES_IO"]\n[Dealer "East"]\n'
        '[Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh | up: Ah"]\n'
    )
    good = tmp_path / "good.txt"
    good.write_text(head + "pass; order up; discard 9c; play Kd; play Ad\n")
    assert run(str(good)).returncode == 0
    bad = tmp_path / "bad.txt"
    bad.write_text(head + "pass; order up; discard 9c; play Kd; play 9h\n")
    done = run(str(bad))
    assert done.returncode == 1 and "line 4, column 38" in done.stdout


# --------------------------------------------------------------------------- limits, no traceback

FOUR_LINES = '[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n'


def quick(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``euchre check`` in a subprocess that cannot hang the suite."""
    done = subprocess.run(
        [sys.executable, "-m", "euchre.cli", "check", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout, done.stderr
    return done


def test_check_four_line_record_exits_2_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "four.txt"
    path.write_text(FOUR_LINES)
    done = quick(str(path))
    assert done.returncode == 2
    assert "line 2, column 8: bid_minimum: expected a whole number, got 'none'" in done.stdout


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/urandom"])
def test_check_refuses_devices_quickly(path: str) -> None:
    done = quick(path, timeout=30)
    assert done.returncode == 2
    assert f"{path} is not a regular file (a character device)" in done.stdout
    assert "euchre check --allow-special" in done.stdout
    # asked to read it anyway, the byte cap still holds
    done = quick(path, "--allow-special", timeout=30)
    assert done.returncode == 2
    assert "holds more than 16777216 bytes (max_bytes=16777216)" in done.stdout
    assert "euchre check --max-bytes N" in done.stdout


def test_check_refuses_a_fifo_nobody_writes(tmp_path: Path) -> None:
    fifo = tmp_path / "record.fifo"
    os.mkfifo(fifo)
    done = quick(str(fifo), timeout=30)  # a regression would block: the timeout fails it
    assert done.returncode == 2
    assert "is not a regular file (a FIFO)" in done.stdout and "--allow-special" in done.stdout


def test_check_refuses_a_directory(tmp_path: Path) -> None:
    done = quick(str(tmp_path))
    assert done.returncode == 2 and "is not a regular file (a directory)" in done.stdout
    done = quick(str(tmp_path), "--allow-special")
    assert done.returncode == 2 and "cannot read" in done.stdout


def test_check_refuses_a_file_over_the_byte_cap(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as handle:  # a sparse file: 16 MiB and one byte, written at once
        handle.truncate(16 * 1024 * 1024 + 1)
    done = quick(str(path))
    assert done.returncode == 2
    assert "holds more than 16777216 bytes (max_bytes=16777216)" in done.stdout
    assert "euchre check --max-bytes N" in done.stdout


def test_check_refuses_a_record_over_the_action_cap(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text('[Rules "STANDARD"]\n[Seed "1"]\n' + "pass\n" * 100_001)
    started = time.monotonic()
    done = quick(str(path))
    assert time.monotonic() - started < 20
    assert done.returncode == 2
    assert "more than 100000 actions (max_actions=100000)" in done.stdout
    assert "euchre check --max-actions N" in done.stdout
    small = tmp_path / "small.txt"
    small.write_text('[Rules "STANDARD"]\n[Seed "1"]\npass; pass; pass\n')
    done = quick(str(small), "--max-actions", "2")
    assert done.returncode == 2 and "more than 2 actions (max_actions=2)" in done.stdout
    for lifted in ("3", "none"):
        done = quick(str(small), "--max-actions", lifted)
        assert done.returncode == 0 and "1 deal and 3 actions replayed" in done.stdout
    done = quick(str(small), "--max-lines", "2")
    assert done.returncode == 2 and "more than 2 lines (max_lines=2)" in done.stdout
    assert quick(str(small), "--max-actions", "-1").returncode == 2  # argparse refuses it


def test_check_reads_egn_within_the_caps(tmp_path: Path) -> None:
    path = tmp_path / "big.egn"
    with path.open("wb") as handle:
        handle.truncate(16 * 1024 * 1024 + 1)
    done = quick(str(path))
    assert done.returncode == 2 and "max_bytes=16777216" in done.stdout
    fifo = tmp_path / "pipe.egn"
    os.mkfifo(fifo)
    done = quick(str(fifo), timeout=30)
    assert done.returncode == 2 and "a FIFO" in done.stdout


def test_check_passes_the_caps_to_the_egn_reader() -> None:
    done = quick(str(DATA / "VWEC Finals.egn"), "--max-hands", "1")
    assert done.returncode == 2 and "max_deals=1" in done.stdout
    assert "euchre check --max-hands N" in done.stdout
    done = quick(str(DATA / "VWEC Finals.egn"), "--max-actions", "3")
    assert done.returncode == 2 and "max_actions=3" in done.stdout
    with pytest.raises(ValueError, match="unknown cap 'max_cards'"):
        cli.CheckLimits(caps={"max_cards": 1})


def test_check_limits_in_process(tmp_path: Path) -> None:
    path = tmp_path / "r.txt"
    path.write_text('[Rules "STANDARD"]\n[Seed "1"]\npass; pass; pass\n')
    lines: list[str] = []
    assert cli.check(str(path), lines, cli.CheckLimits(caps={"max_actions": 2})) == 2
    assert "max_actions=2" in lines[-1] and "--max-actions N" in lines[-1]
    lines.clear()
    assert cli.check(str(path), lines, cli.CheckLimits(max_bytes=10)) == 2
    assert "max_bytes=10" in lines[-1]
    lines.clear()
    assert cli.check(str(path), lines) == 0
    path.write_bytes(codecs.BOM_UTF8 + path.read_bytes())  # a byte order mark is skipped
    assert cli.check(str(path), lines) == 0


def test_check_exit_codes_for_unreadable_and_unplayable(tmp_path: Path) -> None:
    """2 for what cannot be read (a deal the first hand cannot start with: no game at
    all); 1 for a record that reads but breaks the rules (a later misdeal)."""
    deal = "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh | W: Qh Kh Ah 9s Ts | up: Js"
    path = tmp_path / "r.txt"
    path.write_text('[Rules "STANDARD"]\n[Deal "N: 9c | E: | S: | W: | up: Js"]\n')
    assert quick(str(path)).returncode == 2
    path.write_text('[Rules "STANDARD"]\n[Seed "1"]\npass\n[Deal "N: 9c | E: | S: | W: | up: Js"]\n')
    done = quick(str(path))
    assert done.returncode == 1 and "line 4, column 1" in done.stdout
    path.write_text(f'[Rules "STANDARD"]\n[Deal "{deal}"]\npass\n')
    assert quick(str(path)).returncode == 0


GARBAGE = [
    b"",
    b"\xff\xfe\x00",
    b"{",
    b'{"format": "euchre-record", "version": 1, "type": "deal", "deal": {"hands": []}}',
    b'{"format": "euchre-record", "version": 1, "type": "rules", "rules": {"num_deals": NaN}}',
    FOUR_LINES.encode(),
    b'[Rules "STANDARD"]\n[Seed "' + b"9" * 5000 + b'"]\n',
    b'[Rules "STANDARD"]\n[Rule "scoring = 3"]\n',
    b"[Rules \"STANDARD\"]\n[Seed \"1\"]\n" + b"West: play Jo; claim renege north\n" * 3,
]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(
    st.sampled_from(GARBAGE) | st.binary(max_size=300),
    st.sampled_from(["r.txt", "r.json", "r.egn", "r.emn", "r.ptn"]),
)
def test_check_never_raises(data: bytes, name: str) -> None:
    """Whatever a file holds, ``check`` returns 0, 1 or 2 (it catches only the library's own
    errors and OSError, so anything else fails this test)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        lines: list[str] = []
        assert cli.check(str(path), lines) in (0, 1, 2)
        assert lines


def test_check_names_the_first_lead_rule_when_the_wrong_player_leads(tmp_path: Path) -> None:
    """A record where West leads the first trick under cardgames.io: `euchre check` says
    South leads, because the player left of the dealer leads (first_lead='dealer_left')."""
    path = tmp_path / "lead.txt"
    path.write_text(
        '[Rules "CARDGAMES_IO"]\n[Dealer "East"]\n\n'
        '[Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh '
        '| up: Ah"]\nSouth: pass\nWest: order up\nEast: discard 9c\nWest: play Ad\n'
    )
    done = run(str(path))
    assert done.returncode == 1
    assert (
        "line 8, column 1: hand 1, West: play Ad is written for West, but South is to act: "
        "East deals, and the player left of the dealer leads the first trick: South "
        "(first_lead='dealer_left', "
    ) in done.stdout
    assert "rules/#first-lead" in done.stdout


def test_check_replays_a_trickstercards_ptn_hand_hand_by_hand() -> None:
    """A PTN hand (by its .ptn name) is reported as a JSON or text record is: the hand's
    result, what was replayed and the score, then each problem (here East goes under, which
    replays, and the aloneTake5 option, which has no knob); exit 1 because of it."""
    done = run(str(PTN_DATA / "issue313-go-under-stick.ptn"))
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[0] == "hand 1: South made spades: tricks NS 4 - EW 1; points NS +1 EW +0"
    assert lines[1] == "1 deal and 29 actions replayed; score NS 10 - EW 7"
    assert lines[2].startswith("GameOptionsJson.aloneTake5: table option aloneTake5=true has no")
    assert len(lines) == 3


def test_check_recognises_ptn_by_its_content_and_exits_0_when_all_is_legal(
    tmp_path: Path,
) -> None:
    text = (PTN_DATA / "issue233-nt-alone-call-for-best.ptn").read_text(encoding="utf-8")
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    lines: list[str] = []
    assert cli.check(str(path), lines) == 0, lines
    assert lines[-1] == "1 deal and 23 actions replayed; score NS 6 - EW 11"


def test_check_reports_an_unreadable_ptn_record_with_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.ptn"
    path.write_text('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT"]\n', encoding="utf-8")
    lines: list[str] = []
    assert cli.check(str(path), lines) == 2
    assert lines == [f"cannot read {path}: line 1, column 8: a deal of 3 hands: this reader "
                     "reads the four-seat game (four hands, clockwise)"]
    path.write_text("%\n" * 5, encoding="utf-8")
    assert cli.check(str(path), lines, cli.CheckLimits(caps={"max_lines": 4})) == 2
    assert "euchre check --max-lines N" in lines[-1]


def test_check_names_what_stops_a_ptn_hand_it_cannot_replay() -> None:
    lines: list[str] = []
    assert cli.check(str(PTN_DATA / "issue310-bid-euchre-double-deck.ptn"), lines) == 1
    assert lines[:2] == ["hand 1: not replayed", "0 deals and 0 actions replayed"]
    assert any(line.startswith("GameOptionsJson.withKitty: ") for line in lines)
    assert lines[-1].startswith("hand 1: Bid Euchre as TricksterCards writes it")


def _railroad_match(seed: int = 6) -> euchre.Match:
    import random

    match = euchre.new_match(euchre.presets.RAILROAD, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def test_check_bicycle_railroad_match_record_reports_games_and_match(tmp_path: Path) -> None:
    from euchre import records

    match = _railroad_match()
    path = tmp_path / "match.json"
    path.write_text(records.dumps(records.MatchRecord.from_match(match)), encoding="utf-8")
    done = run(str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len([line for line in lines if line.startswith("game ")]) == len(match.games)
    winner = match.rules.table.side_names[match.winning_side]
    assert lines[-1].startswith(f"match: {winner} win")
    assert any(("a slam" in line) == result.slam for line, result in zip(lines, match.results, strict=False))


def test_check_match_game_not_starting_at_the_carried_score_exits_1(tmp_path: Path) -> None:
    import attrs

    from euchre import records

    match = _railroad_match()
    record = records.MatchRecord.from_match(match)
    second = record.games[1]
    wrong = attrs.evolve(second, scores=(0, 0) if any(second.scores) else (1, 0))
    bad = attrs.evolve(record, games=(record.games[0], wrong, *record.games[2:]))
    path = tmp_path / "match.json"
    path.write_text(records.dumps(bad), encoding="utf-8")
    done = run(str(path))
    assert done.returncode == 1
    assert "game 2: starts at scores" in done.stdout and "laps carried" in done.stdout


def test_check_bicycle_railroad_match_text_record(tmp_path: Path) -> None:
    from euchre import records

    match = _railroad_match(8)
    path = tmp_path / "match.txt"
    path.write_text(records.format_match_text(records.MatchRecord.from_match(match)), encoding="utf-8")
    done = run(str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1].startswith("match: ")
