"""``euchre simulate`` and ``euchre duplicate``: matches between bots, the default preset,
the library's results printed, and the progress output (none off a terminal but a summary
line, never a carriage return)."""

from __future__ import annotations

import importlib.util
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


def test_simulate_and_duplicate_on_a_dask_scheduler_print_what_one_process_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--scheduler ADDRESS`` runs the chunks on a Dask cluster (here a local one, its
    workers threads of this process; needs the ``cluster`` extra): the same summary and
    match as one process, but for the time on the summary's last line."""
    distributed = pytest.importorskip("distributed")
    simulate_args = ("simulate", "--hands", "48", "--seed", "3", "--quiet")
    duplicate_args = ("duplicate", "--deals", "8", "--seed", "3", "--quiet")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        address = cluster.scheduler_address
        status, on_dask, _ = run(capsys, *simulate_args, "--scheduler", address)
        match_status, match_on_dask, _ = run(capsys, *duplicate_args, "--scheduler", address)
    assert status == match_status == 0
    _, here, _ = run(capsys, *simulate_args)
    assert on_dask.splitlines()[:-1] == here.splitlines()[:-1] and "48 hands" in here
    assert match_on_dask == run(capsys, *duplicate_args)[1]


def test_scheduler_problems_exit_2_and_say_what_would_do(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "simulate", "--hands", "16", "--scheduler", "nonsense://x")
    if importlib.util.find_spec("distributed") is None:
        assert "pip install 'euchre-rules[cluster]'" in err
    else:
        assert "cannot reach the Dask scheduler at 'nonsense://x'" in err
    assert status == 2
    status, _, err = run(capsys, "duplicate", "--workers", "2", "--scheduler", "tcp://h:8786")
    assert status == 2 and "not allowed with argument" in err
