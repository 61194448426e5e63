"""The progress display of long runs (``euchre.cli.progress.ProgressBar``): rich's bar on a
terminal with rich installed; off a terminal, or without rich, no bar: one summary line when
the run ends, and never a carriage return (the hand-rolled bar wrote them into files and left
stale characters); Ctrl-C stops a parallel run at once."""

from __future__ import annotations

import io
import re
import sys
import time

import pytest

from euchre import presets, simulate
from euchre.cli.progress import ProgressBar

SUMMARY = re.compile(r"(\d+)/(\d+) (hands|deal pairs) in \d+\.\d s \(\d+\.\d a second\)\n")


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def _run(bar: ProgressBar, hands: int = 32) -> None:
    simulate.run("random,random", presets.DEFAULT, hands=hands, seed=1, chunk=16, progress=bar)
    bar.close()


def test_off_a_terminal_one_summary_line_and_no_carriage_return() -> None:
    stream = io.StringIO()
    bar = ProgressBar("hands", stream=stream, delay=0)
    _run(bar)
    text = stream.getvalue()
    assert "\r" not in text and "\x1b" not in text
    match = SUMMARY.fullmatch(text)
    assert match and match.group(1, 2) == ("32", "32")


def test_without_rich_a_terminal_gets_the_summary_line_too(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m == "rich" or m.startswith("rich.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "rich", None)  # import rich fails: rich is absent
    stream = Terminal()
    bar = ProgressBar("hands", stream=stream, delay=0)
    _run(bar)
    assert "\r" not in stream.getvalue() and SUMMARY.fullmatch(stream.getvalue())


def test_on_a_terminal_with_rich_a_live_bar() -> None:
    pytest.importorskip("rich")
    stream = Terminal()
    bar = ProgressBar("hands", stream=stream, delay=0)
    _run(bar)
    text = stream.getvalue()
    assert "32/32" in text and "hands" in text
    assert SUMMARY.search(text) is None  # the bar, not the plain summary line


def test_a_run_shorter_than_the_delay_prints_nothing() -> None:
    for stream in (io.StringIO(), Terminal()):
        bar = ProgressBar("hands", stream=stream, delay=3600)
        _run(bar, hands=16)
        assert stream.getvalue() == ""


def test_a_run_stopped_early_sums_up_what_was_done() -> None:
    stream = io.StringIO()
    bar = ProgressBar("deal pairs", stream=stream, delay=0)
    bar(3, 10)
    bar.close()
    bar.close()  # closing twice writes nothing more
    match = SUMMARY.fullmatch(stream.getvalue())
    assert match and match.group(1, 2, 3) == ("3", "10", "deal pairs")


def test_ctrl_c_during_a_parallel_run_drops_the_tasks_not_started() -> None:
    """Ctrl-C (here raised by the progress callback at the first finished task) stops the
    run at once: the tasks not started are cancelled, not waited for (40 tasks of 0.3 s on
    2 workers would take 6 s)."""

    def interrupt(done: int, total: int) -> None:
        raise KeyboardInterrupt

    started = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        simulate.run_tasks(time.sleep, [0.3] * 40, workers=2, progress=interrupt)
    assert time.perf_counter() - started < 4
