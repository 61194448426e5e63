"""Progress of a long run on the terminal: :class:`ProgressBar`, for the ``progress``
argument of :func:`euchre.simulate.run`, :func:`euchre.duplicate.match` and
:func:`euchre.tournament.run`.

The command line's (``euchre simulate``, ``duplicate``, ``tournament``); the library itself draws
nothing. rich (the ``cli`` extra) is imported only when a bar is shown on a terminal.
"""

from __future__ import annotations

import importlib
import sys
import time
from typing import Any, TextIO

__all__ = ["ProgressBar"]



def _rich_progress() -> Any:
    """The ``rich.progress`` module (the ``cli`` extra), or None when it is not installed
    (imported here, when a bar is shown: ``import euchre`` needs nothing but attrs)."""
    try:
        return importlib.import_module("rich.progress")
    except ImportError:
        return None


class ProgressBar:
    """Progress of a run, for :func:`run`'s ``progress`` (``bar(done, total)``), on
    ``stream`` (stderr by default); nothing at all for runs shorter than ``delay`` seconds.

    On a terminal, with the ``cli`` extra installed (``pip install 'euchre-rules[cli]'``: rich),
    a live bar (:mod:`rich.progress`) redrawn in place. Otherwise (output to a file or a
    pipe, or rich absent) no bar: one summary line when the run ends, such as ``30/30
    hands in 1.2 s (25.0 a second)``, with no carriage returns.

    >>> import io
    >>> from euchre.cli.progress import ProgressBar
    >>> out = io.StringIO()
    >>> bar = ProgressBar("hands", stream=out, delay=0)
    >>> bar(5, 10); bar(10, 10)
    >>> out.getvalue().split(" in ")[0]
    '10/10 hands'
    """

    def __init__(self, unit: str = "hands", stream: TextIO | None = None, delay: float = 1.0) -> None:
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.delay = delay
        self.start = time.perf_counter()
        self.done = self.total = 0
        self.finished = False
        isatty = getattr(self.stream, "isatty", None)
        self._rich: Any = _rich_progress() if isatty is not None and isatty() else None
        self._live: Any = None  # the rich Progress, once shown
        self._task: Any = None

    def __call__(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if self.finished:
            return
        if self._rich is not None and self._live is None:
            if time.perf_counter() - self.start < self.delay:
                return
            self._show()
        if self._live is not None:
            self._live.update(self._task, completed=done, total=total)
        if done >= total:
            self.close()

    def _show(self) -> None:
        """Start rich's live bar on the stream."""
        rp = self._rich
        console = importlib.import_module("rich.console").Console(file=self.stream)
        self._live = rp.Progress(
            rp.TextColumn("{task.description}"),
            rp.BarColumn(),
            rp.MofNCompleteColumn(),
            rp.TimeElapsedColumn(),
            rp.TimeRemainingColumn(),
            console=console,
        )
        self._task = self._live.add_task(self.unit, total=self.total)
        self._live.start()

    def close(self) -> None:
        """End the display (call it when a run stops early or fails): stop the live bar,
        or write the summary line. Closing twice does nothing.

        >>> import io
        >>> from euchre.cli.progress import ProgressBar
        >>> out = io.StringIO()
        >>> bar = ProgressBar(stream=out, delay=0)
        >>> bar(3, 10); bar.close(); bar.close()
        >>> out.getvalue().count(chr(10)), "3/10 hands in" in out.getvalue()
        (1, True)
        """
        if self.finished:
            return
        self.finished = True
        if self._live is not None:
            self._live.stop()
            return
        elapsed = time.perf_counter() - self.start
        if self._rich is None and self.done and elapsed >= self.delay:
            rate = f" ({self.done / elapsed:.1f} a second)" if elapsed > 0 else ""
            self.stream.write(f"{self.done}/{self.total} {self.unit} in {elapsed:.1f} s{rate}\n")
            self.stream.flush()
