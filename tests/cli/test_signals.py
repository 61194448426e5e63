"""SIGTERM and SIGHUP end a command as Ctrl-C does: at once, with the same partial
summary, and with no worker process left holding its output (status 128 + the signal's
number: 143 for SIGTERM, 129 for SIGHUP; 130 for Ctrl-C)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from _processes import (
    children,
    default_signals,
    needs_proc,
    running,
    stop_after_first_chunk,
    wait_for,
)

STOPS = [(signal.SIGINT, 130), (signal.SIGTERM, 143)]
if hasattr(signal, "SIGHUP"):
    STOPS.append((signal.SIGHUP, 129))


def _euchre(*argv: str) -> subprocess.Popen[str]:
    """``euchre ARGV`` in a child process of its own session (so a failed test can end
    all of it), its output read through pipes."""
    return subprocess.Popen(
        [sys.executable, "-m", "euchre", *argv], preexec_fn=default_signals,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip


@needs_proc
@pytest.mark.parametrize(("signum", "status"), STOPS, ids=lambda v: getattr(v, "name", str(v)))
def test_a_stop_signal_ends_simulate_and_its_workers_at_once(signum: int, status: int) -> None:
    """The signal goes to the command alone (as ``kill PID`` or ``timeout`` send it), while
    two worker processes play: the command exits with its status well within the time a
    loaded machine needs, no traceback, its pipes closed (no worker holds them), and both
    workers are gone."""
    command = _euchre("simulate", "--hands", "1000000", "--workers", "2", "--seed", "1")
    try:
        assert wait_for(lambda: len(children(command.pid)) >= 2, timeout=60), "no workers"
        workers = children(command.pid)
        time.sleep(0.3)  # the run under way
        start = time.monotonic()
        command.send_signal(signum)
        out, err = command.communicate(timeout=15)  # returns once no process holds the pipes
        elapsed = time.monotonic() - start
        assert wait_for(lambda: not any(running(pid) for pid in workers), timeout=1.0), workers
    finally:
        with contextlib.suppress(ProcessLookupError):  # whatever is left of its session
            os.killpg(command.pid, signal.SIGKILL)
        command.communicate()
    assert command.returncode == status, err
    assert elapsed < 3.0, f"{elapsed:.1f} s to end"
    assert "Traceback" not in err and out == ""


#: A run stopped by a signal of its own after its first chunk: ``euchre simulate`` inline,
#: with a progress line however short the run (the bar's delay 0).
_STOP_AFTER_FIRST_CHUNK = stop_after_first_chunk(["simulate", "--hands", "480", "--seed", "1"])


@pytest.mark.parametrize(("signum", "status"), STOPS, ids=lambda v: getattr(v, "name", str(v)))
def test_a_stop_signal_reports_the_progress_so_far_as_ctrl_c_does(signum: int, status: int) -> None:
    """Stopped after its first chunk (64 of 480 hands), the run writes the same partial
    progress line whatever the signal, and nothing on stdout."""
    done = subprocess.run(
        [sys.executable, "-c", _STOP_AFTER_FIRST_CHUNK, str(int(signum))],
        capture_output=True, text=True, timeout=120, preexec_fn=default_signals,
    )  # fmt: skip
    assert done.returncode == status, done.stderr
    assert done.stdout == ""
    assert re.fullmatch(r"64/480 hands in \S+ s \(\S+ a second\)\n\n", done.stderr), done.stderr


@pytest.mark.parametrize(("signum", "status"), STOPS, ids=lambda v: getattr(v, "name", str(v)))
def test_a_stop_signal_ends_the_terminal_game_as_ctrl_c_does(signum: int, status: int) -> None:
    """``euchre play`` waiting for the player's move: any stop signal leaves the game with
    the words Ctrl-C gets, and the signal's status."""
    game = subprocess.Popen(
        [sys.executable, "-m", "euchre", "play", "--seed", "1"], preexec_fn=default_signals,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert game.stdout is not None
        for line in game.stdout:  # the table, then the choices: the game is under way
            if line.endswith("order up alone\n"):
                break
        game.send_signal(signum)
        out, err = game.communicate(timeout=30)
    finally:
        if game.poll() is None:
            game.kill()
            game.communicate()
    assert game.returncode == status, err
    assert out.endswith("\nInterrupted: you left the game.\n") and "Traceback" not in err


@needs_proc
def test_a_hang_up_ignored_by_nohup_stays_ignored() -> None:
    """``nohup euchre simulate ...``: SIGHUP, ignored when the command starts, does not end
    it (nor its workers); SIGTERM still does."""
    command = subprocess.Popen(
        [sys.executable, "-c", "import signal, sys; signal.signal(signal.SIGHUP, signal.SIG_IGN);"
         "from euchre.cli import main; sys.exit(main(sys.argv[1:]))",
         "simulate", "--hands", "1000000", "--workers", "2", "--quiet"],
        preexec_fn=default_signals, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,
    )  # fmt: skip
    try:
        assert wait_for(lambda: len(children(command.pid)) >= 2, timeout=60), "no workers"
        command.send_signal(signal.SIGHUP)
        time.sleep(0.5)
        assert command.poll() is None and len(children(command.pid)) == 2
        command.send_signal(signal.SIGTERM)
        command.communicate(timeout=15)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(command.pid, signal.SIGKILL)
        command.communicate()
    assert command.returncode == 143
