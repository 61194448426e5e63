"""Paired speed ratios under a shifting load, shared by the benchmark scripts.

A machine shared with other work speeds up and slows down while a benchmark runs, so two
rates measured a minute apart do not compare. Here two loops alternate in short chunks,
``theirs, ours, theirs, ours, ..., theirs``: each chunk of ours runs between two chunks of
theirs, and its ratio is ours / the mean of those two neighbours. The median of these paired
ratios, with its quartiles for the spread, is the figure to trust; the median rates are
printed beside it for scale only.

:func:`load_tree` imports a checkout's ``src/euchre`` under another package name, so two
versions of the code run side by side in one process (``compare_versions.py``,
``bots_speed.py --trees OLD NEW``).

Used as a module by the scripts beside it (``import pairing``), not run on its own.
"""

from __future__ import annotations

import argparse
import importlib
import random
import re
import shutil
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

#: One call plays a small batch of work and returns how much it did (hands, leaves, ...).
Loop = Callable[[], int]

_IMPORT = re.compile(r"\b(from|import) euchre(\.| |$)", re.MULTILINE)


HANDS_PER_CALL = 10  # hands a stepwise loop plays between clock reads


def project_loop(e: ModuleType, rules: Any, rng: random.Random) -> Loop:
    """The project's loop, as a user writes it, in the engine module ``e``: a random deal
    and dealer, then a random legal action until the hand ends."""

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            dealer = rng.randrange(4)
            deal = e.Deal.random(rules, rng, dealer=dealer)
            state = e.new_game(rules, dealer=dealer, deal=deal)
            while not state.results:
                state = state.apply(rng.choice(state.legal_actions()))
        return HANDS_PER_CALL

    return play


def rate(loop: Loop, seconds: float) -> float:
    """Work per second of ``loop``, called at least once and until ``seconds`` have passed."""
    start = time.perf_counter()
    count = loop()
    while time.perf_counter() - start < seconds:
        count += loop()
    return count / (time.perf_counter() - start)


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """(lower quartile, median, upper quartile) of ``values`` (one value: itself thrice)."""
    if len(values) == 1:
        return values[0], values[0], values[0]
    low, median, high = statistics.quantiles(values, n=4)
    return low, median, high


@dataclass(frozen=True)
class Paired:
    """The chunks of one paired measurement: ``theirs`` has one rate more than ``ours``
    (each chunk of ours sits between two of theirs); without theirs, ``theirs`` is empty."""

    ours: tuple[float, ...]
    theirs: tuple[float, ...]

    @property
    def ratios(self) -> tuple[float, ...]:
        """ours / mean of the two neighbouring chunks of theirs, one per round."""
        if not self.theirs:
            return ()
        return tuple(
            o / ((a + b) / 2)
            for o, a, b in zip(self.ours, self.theirs, self.theirs[1:], strict=False)
        )

    def summary(self) -> dict[str, float | None]:
        """Median rates of each side, and the median and quartiles of the paired ratios."""
        ratio = quartiles(self.ratios) if self.theirs else (None, None, None)
        return {
            "ours": statistics.median(self.ours),
            "ours_q1": quartiles(self.ours)[0],
            "ours_q3": quartiles(self.ours)[2],
            "theirs": statistics.median(self.theirs) if self.theirs else None,
            "ratio": ratio[1],
            "ratio_q1": ratio[0],
            "ratio_q3": ratio[2],
            "rounds": len(self.ours),
        }


def paired(ours: Loop, theirs: Loop | None, rounds: int, seconds: float) -> Paired:
    """Alternate chunks of ``seconds`` of ``theirs`` and ``ours`` for ``rounds`` rounds,
    starting and ending with theirs (without ``theirs``: ``rounds`` chunks of ours).
    Each loop runs once first, untimed, to warm up."""
    ours()
    if theirs is None:
        return Paired(tuple(rate(ours, seconds) for _ in range(rounds)), ())
    theirs()
    their_rates = [rate(theirs, seconds)]
    our_rates = []
    for _ in range(rounds):
        our_rates.append(rate(ours, seconds))
        their_rates.append(rate(theirs, seconds))
    return Paired(tuple(our_rates), tuple(their_rates))


def spread(summary: dict[str, float | None], digits: int = 2) -> str:
    """``median (q1 - q3)`` of the paired ratios in ``summary``, or ``-`` without them."""
    if summary["ratio"] is None:
        return "-"
    low, mid, high = (f"{summary[k]:.{digits}f}" for k in ("ratio_q1", "ratio", "ratio_q3"))
    return f"{mid} ({low} - {high})"


def load_tree(tree: Path, name: str, scratch: Path) -> ModuleType:
    """Import ``tree``'s ``src/euchre`` as package ``name``: the package is copied to
    ``scratch`` (which must be on ``sys.path``) with only its import lines rewritten."""
    target = scratch / name
    shutil.copytree(tree / "src" / "euchre", target)
    for path in target.rglob("*.py"):
        path.write_text(_IMPORT.sub(rf"\1 {name}\2", path.read_text()))
    return importlib.import_module(name)


def add_measures(
    parser: argparse.ArgumentParser, measures: Sequence[str], optional: Sequence[str] = ()
) -> None:
    """The ``--measures`` option of a benchmark script: comma-separated names among
    ``measures`` (the default: all of them) and ``optional`` (run only when named)."""
    known = [*measures, *optional]
    parser.add_argument(
        "--measures",
        type=lambda text: [m for m in text.split(",") if m],
        default=list(measures),
        help=f"comma-separated, of {','.join(known)} (default: {','.join(measures)})",
    )


def check_measures(parser: argparse.ArgumentParser, args: argparse.Namespace, known: Sequence[str]) -> None:
    """Stop (``parser.error``) on a ``--measures`` name not in ``known``."""
    unknown = set(args.measures) - set(known)
    if unknown:
        parser.error(f"unknown measures: {', '.join(sorted(unknown))}")
