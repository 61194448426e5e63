"""``euchre simulate`` and ``euchre duplicate``: matches between bots, the default preset,
the library's results printed, and the progress output (none off a terminal but a summary
line, never a carriage return)."""

from __future__ import annotations

import io
import re
import subprocess
import sys

import pytest
from _cli import run

from euchre import cli, duplicate, presets, simulate
from euchre.cli.options import DEFAULT_NAME
from euchre.cli.progress import ProgressBar


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


def test_simulate_prints_a_summary_and_a_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--rules", "OPENSPIEL", "--bots", "rule,random", "--hands", "20", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "OPENSPIEL" in out and "20 hands" in out
    stream = io.StringIO()
    bar = ProgressBar(stream=stream, delay=0)
    simulate.run("random,random", "OPENSPIEL", hands=30, seed=1, chunk=10, progress=bar)
    assert "30/30 hands" in stream.getvalue()
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--bots", "rule"])


def test_duplicate_prints_the_librarys_match(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "duplicate", "--deals", "6", "--seed", "abc", "--quiet")
    result = duplicate.match("rule", "random", presets.DEFAULT, deals=6, seed="abc")
    assert status == 0
    assert out.splitlines()[0] == result.to_text()
    assert out.startswith(f"{DEFAULT_NAME}: rule vs random, 6 deal pairs")
