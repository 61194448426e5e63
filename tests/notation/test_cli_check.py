"""`euchre check RECORD`: exit 0 for a legal record, 1 for an illegal one, 2 for unreadable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent / "data" / "egn"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "euchre.cli", "check", *args], capture_output=True, text=True
    )


def test_check_legal_egn_file_exits_0() -> None:
    done = run(str(DATA / "VWEC Finals.egn"))
    assert done.returncode == 0, done.stdout
    assert "final score" in done.stdout


def test_check_egn_with_reneges_exits_1_and_names_the_rule() -> None:
    done = run(str(DATA / "conversion examples" / "test.egn"))
    assert done.returncode == 1
    assert "must follow suit" in done.stdout and "docs/rules.md" in done.stdout


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
