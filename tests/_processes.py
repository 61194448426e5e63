"""Child processes seen through /proc (Linux), for the tests that stop a command or a
bot's parent and look for any process left: no psutil needed."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

#: The tests that read /proc run only where it is (Linux).
needs_proc = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not Path("/proc/self/stat").exists(),
    reason="reads child processes from /proc (Linux only)",
)


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()


def children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None and int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry))
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie, dead but not yet reaped, is not)."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def wait_for(condition: object, timeout: float, step: float = 0.02) -> bool:
    """Poll ``condition()`` until it is true or ``timeout`` seconds pass; its last value."""
    assert callable(condition)
    limit = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > limit:
            return bool(condition())
        time.sleep(step)
    return True


def default_signals() -> None:
    """A child's ``preexec_fn``: Ctrl-C, SIGTERM and SIGHUP back to their default actions
    (a test run in the background of a shell, or under ``nohup``, would otherwise hand its
    children SIGINT or SIGHUP ignored, and a command keeps an ignored signal ignored)."""
    for name in ("SIGINT", "SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)


_STOP_AFTER_FIRST_CHUNK = """
import os, sys
import euchre.cli.progress as progress
from euchre.cli import main

class Bar(progress.ProgressBar):
    def __init__(self, unit):
        super().__init__(unit, delay=0)
    def __call__(self, done, total):
        super().__call__(done, total)
        os.kill(os.getpid(), int(sys.argv[1]))

progress.ProgressBar = Bar
sys.exit(main({argv!r}))
"""


def stop_after_first_chunk(argv: list[str]) -> str:
    """Python for ``python -c SCRIPT SIGNUM``: ``euchre ARGV`` inline, which sends itself
    signal SIGNUM after its first chunk (the progress bar's first count, shown however
    short the run: its delay 0)."""
    return _STOP_AFTER_FIRST_CHUNK.format(argv=argv)
