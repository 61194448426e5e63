"""Before and after in two installed builds (e.g. two mypyc-compiled venvs), as paired ratios.

``compare_versions.py`` copies two source trees into one interpreter, so it measures only the
interpreted code. This script measures what each interpreter imports as ``euchre`` (say an
``EUCHRE_COMPILE=1`` install of the old tree in one venv and of the new tree in another): each
interpreter runs this file as a worker in a persistent subprocess, holding the loops of
``compare_versions.loops()`` (the same loop bodies: project, first_time, bidding, perft), and
the parent asks the two workers for short chunks in turn over their pipes (old, new, old, ...,
old; one worker runs while the other waits). Each worker times its own chunk, so the pipes do
not count; each chunk of new is divided by the mean of its two neighbours (``pairing.py``) and
the report gives the median of these paired ratios new / old with its quartiles.

Run: ``python benchmarks/compare_builds.py OLD_PYTHON NEW_PYTHON [--rounds 30] [--chunk 0.25]
[--measures project,first_time,bidding,perft]``, e.g. with
``EUCHRE_COMPILE=1 pip install OLD_TREE`` into one venv and the new tree into another.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from pairing import Paired, rate, spread

MEASURES = ("project", "first_time", "bidding", "perft")


def worker() -> int:
    """Serve chunk requests on stdin (``measure seconds`` per line; one JSON line each)."""
    from compare_versions import loops

    import euchre

    table = loops(euchre)
    for loop in table.values():
        loop()  # warm up, untimed
    print(json.dumps({"compiled": euchre.compiled, "file": euchre.__file__}), flush=True)
    for line in sys.stdin:
        measure, seconds = line.split()
        print(json.dumps(rate(table[measure], float(seconds))), flush=True)
    return 0


class Build:
    """One interpreter running :func:`worker` in a subprocess."""

    def __init__(self, python: str) -> None:
        self.process = subprocess.Popen(
            [python, str(Path(__file__).resolve()), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.info = self._read()

    def _read(self) -> object:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"worker {self.process.args!r} stopped")
        return json.loads(line)

    def rate(self, measure: str, seconds: float) -> float:
        """Work per second of one chunk of ``measure``, timed by the worker."""
        assert self.process.stdin is not None
        self.process.stdin.write(f"{measure} {seconds}\n")
        self.process.stdin.flush()
        value = self._read()
        assert isinstance(value, float)
        return value

    def close(self) -> None:
        """End the worker."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def measure(old: Build, new: Build, name: str, rounds: int, seconds: float) -> Paired:
    """Chunks of ``name`` alternating old, new, old, ..., old for ``rounds`` rounds."""
    theirs = [old.rate(name, seconds)]
    ours = []
    for _ in range(rounds):
        ours.append(new.rate(name, seconds))
        theirs.append(old.rate(name, seconds))
    return Paired(tuple(ours), tuple(theirs))


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments, run the two workers, print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("old", help="the old build's python")
    parser.add_argument("new", help="the new build's python")
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--chunk", type=float, default=0.25, help="seconds per chunk")
    parser.add_argument("--measures", default=",".join(MEASURES))
    args = parser.parse_args(argv)
    old, new = Build(args.old), Build(args.new)
    try:
        print(f"old: {old.info}\nnew: {new.info}")
        rows = {
            name: measure(old, new, name, args.rounds, args.chunk).summary()
            for name in args.measures.split(",")
        }
    finally:
        old.close()
        new.close()
    print(f"{args.rounds} rounds of {args.chunk} s chunks, each chunk of new between two of old")
    print("median of paired ratios new / old (above 1: the new build is faster), quartiles;")
    print("median rates old, new:")
    for name, row in rows.items():
        print(f"  {name:11} {spread(row, 3)}   {row['theirs']:,.0f}  {row['ours']:,.0f}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        raise SystemExit(worker())
    raise SystemExit(main())
