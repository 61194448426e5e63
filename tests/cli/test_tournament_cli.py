"""``euchre tournament``: the library's round robin printed as a table or JSON, progress on
stderr, a Dask scheduler, a stop signal's partial progress line and bad options."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys

import pytest
from _cli import run

import euchre.cli.progress as progress
import euchre.cli.tournament as command
from _processes import default_signals, stop_after_first_chunk
from euchre import presets, tournament
from euchre.cli.options import DEFAULT_NAME
from euchre.cli.progress import ProgressBar


def test_tournament_prints_the_librarys_table_best_first(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("tournament", "--bots", "random,rule", "--deals", "10", "--seed", "2", "--quiet")
    status, out, err = run(capsys, *argv, "--rules", "g4a")
    result = tournament.run(["random", "rule"], presets.GAMES4ALL, deals=10, seed=2)
    assert status == 0 and err == ""
    assert out.splitlines()[:-1] == result.to_text().splitlines()[:-1]  # but the time
    assert out.startswith("GAMES4ALL: round robin of 2 bots in duplicate, 10 deal pairs")
    assert out.splitlines()[2].startswith("rule ") and out.splitlines()[3].startswith("random ")


def test_tournament_defaults_to_rule_and_random_on_the_default_preset(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "tournament", "--deals", "3", "--quiet")
    assert status == 0 and out.startswith(f"{DEFAULT_NAME}: round robin of 2 bots")


def test_tournament_json_is_the_librarys(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("tournament", "--bots", "rule,random,random", "--deals", "6", "--seed", "1")
    status, out, _ = run(capsys, *argv, "--json", "--quiet")
    data = json.loads(out)
    expected = tournament.run(["rule", "random", "random"], presets.DEFAULT, deals=6, seed=1)
    wanted = expected.to_json()
    assert status == 0
    assert {k: v for k, v in data.items() if k != "elapsed"} == {
        k: v for k, v in wanted.items() if k != "elapsed"
    }
    assert data["rules"] == DEFAULT_NAME and data["standings"][0] == "rule"
    assert [bot["name"] for bot in data["bots"]] == ["rule", "random#1", "random#2"]
    assert data["cross"][1][2] == -data["cross"][2][1] and data["cross"][0][0] is None


def test_tournament_writes_its_progress_on_stderr(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Bar(ProgressBar):
        def __init__(self, unit: str) -> None:
            super().__init__(unit, delay=0)

    monkeypatch.setattr(progress, "ProgressBar", Bar)
    status, out, err = run(capsys, "tournament", "--bots", "rule,random,random", "--deals", "4")
    assert status == 0 and "round robin of 3 bots" in out
    assert re.fullmatch(r"12/12 deal pairs in \S+ s \(\S+ a second\)\n", err), err


def test_tournament_on_a_dask_scheduler_prints_what_one_process_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Needs the ``cluster`` extra (skipped without dask.distributed)."""
    distributed = pytest.importorskip("distributed")
    argv = ("tournament", "--bots", "rule,random,random", "--deals", "6", "--seed", "3", "--quiet")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        status, on_dask, _ = run(capsys, *argv, "--scheduler", cluster.scheduler_address)
    _, here, _ = run(capsys, *argv, "--workers", "2")
    assert status == 0 and on_dask.splitlines()[:-1] == here.splitlines()[:-1]


#: ``euchre tournament`` stopped by a signal of its own after its first chunk of deals.
_STOP_AFTER_FIRST_CHUNK = stop_after_first_chunk(
    ["tournament", "--bots", "rule,random,random", "--deals", "40"]
)


def test_sigterm_stops_a_tournament_with_its_progress_so_far() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _STOP_AFTER_FIRST_CHUNK, str(int(signal.SIGTERM))],
        capture_output=True, text=True, timeout=120, preexec_fn=default_signals,
    )  # fmt: skip
    assert done.returncode == 143, done.stderr
    assert done.stdout == ""
    assert re.fullmatch(r"\d+/120 deal pairs in \S+ s \(\S+ a second\)\n\n", done.stderr)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "rule"], "give at least two bots, separated by commas"),
        (["--bots", "rule,shark"], "unknown bot 'shark': choose from random, rule, pimc"),
        (["--deals", "0"], "expected at least 1, got 0"),
        (["--rules", "bridge"], "no preset named 'bridge'"),
        (["--workers", "2", "--scheduler", "tcp://h:8786"], "not allowed with argument"),
    ],
)
def test_bad_tournament_options_exit_2_saying_what_would_do(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "tournament", *argv)
    assert status == 2 and out == "" and message in err


def test_a_bot_spec_with_several_knobs_stays_one_bot() -> None:
    assert command.bots_value("pimc:samples=2,bid=0,rule") == ["pimc:samples=2,bid=0", "rule"]
