"""``euchre check`` on special and hostile files: /dev/zero, /dev/urandom, a FIFO nobody
writes, a directory, huge files, binary garbage, mutated records. Each must exit with 2
(or 0/1 for a readable record) and a message, never a traceback, quickly.

The special files run in subprocesses, all at once, each with a time limit and a memory
cap, so a regression fails the test instead of hanging or exhausting the machine.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from _fuzz_harness import attempt, check, count_only, fuzz, games, mutated_bytes, mutated_text
from hypothesis import given
from hypothesis import strategies as st

import euchre
from euchre import cli, records

EGN_FILE = (Path(__file__).resolve().parent.parent / "notation" / "data" / "egn"
            / "VWEC Finals.egn")
PTN_FILE = (Path(__file__).resolve().parent.parent / "notation" / "data" / "ptn"
            / "issue233-nt-alone-call-for-best.ptn")
#: Seconds a special file may take (a fixed reader answers well within one).
LIMIT = 10.0
#: The memory cap of each subprocess: a reader that reads without bound fails here.
MEMORY = 1 << 30


def _limit_memory() -> None:  # pragma: no cover - runs in the child
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _special_files(root: Path) -> dict[str, str]:
    """The hostile files, by name."""
    files: dict[str, str] = {}
    for device in ("/dev/zero", "/dev/urandom"):
        if os.path.exists(device):
            files[device.rsplit("/", 1)[1]] = device
    if "zero" in files:  # the EGN and PTN readers, by the extension
        os.symlink("/dev/zero", root / "zero.egn")
        files["zero.egn"] = str(root / "zero.egn")
        os.symlink("/dev/zero", root / "zero.ptn")
        files["zero.ptn"] = str(root / "zero.ptn")
    fifo = root / "fifo.txt"
    os.mkfifo(fifo)
    files["fifo"] = str(fifo)
    files["directory"] = str(root)
    sparse = root / "sparse.json"
    with open(sparse, "wb") as handle:
        handle.truncate(2 << 30)  # 2 GiB of zeros, holding no disk space
    files["2 GiB sparse"] = str(sparse)
    big = root / "passes.txt"
    with open(big, "w") as handle:  # 20 MB of text: 4 million actions
        handle.write('[Rules "STANDARD"]\n[Seed "1"]\n')
        handle.write("pass\n" * 4_000_000)
    files["20 MB of passes"] = str(big)
    million = root / "million.txt"
    with open(million, "w") as handle:  # a legal record of a million actions, 5 MB
        handle.write('[Rules "STANDARD"]\n[Seed "1"]\n')
        handle.write("pass\n" * 1_000_000)
    files["a million actions"] = str(million)
    deals = root / "deals.egn"
    document = json.loads(EGN_FILE.read_text(encoding="utf-8"))
    hand = document["deals"][0]
    document["deals"] = [dict(hand, dealNumber=i) for i in range(20_000)]
    deals.write_text(json.dumps(document), encoding="utf-8")
    files["20,000 EGN deals"] = str(deals)
    lines = root / "lines.ptn"  # 10 MB: a PTN auction of two million lines
    lines.write_text('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]\n[Auction "W"]\n'
                     + "Pass\n" * 2_000_000, encoding="utf-8")
    files["2 million PTN lines"] = str(lines)
    garbage = root / "garbage.egn"
    garbage.write_bytes(bytes(range(256)) * 64)
    files["binary garbage"] = str(garbage)
    return files


@pytest.fixture(scope="module")
def special_runs() -> Iterator[dict[str, tuple[int | None, str, float]]]:
    """``euchre check`` on every special file, all at once: exit status (None when it had
    to be stopped), output, seconds."""
    with tempfile.TemporaryDirectory() as folder:
        files = _special_files(Path(folder))
        started = time.monotonic()
        runs = {
            name: subprocess.Popen(
                [sys.executable, "-m", "euchre.cli", "check", path],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                errors="replace", preexec_fn=_limit_memory,
            )
            for name, path in files.items()
        }
        results: dict[str, tuple[int | None, str, float]] = {}
        for name, process in runs.items():
            left = max(0.1, LIMIT - (time.monotonic() - started))
            try:
                output, _ = process.communicate(timeout=left)
                results[name] = (process.returncode, output, time.monotonic() - started)
            except subprocess.TimeoutExpired:
                process.kill()
                output, _ = process.communicate()
                results[name] = (None, output, time.monotonic() - started)
        yield results


SPECIAL = ["zero", "zero.egn", "zero.ptn", "urandom", "fifo", "directory", "2 GiB sparse",
           "20 MB of passes", "a million actions", "20,000 EGN deals", "2 million PTN lines",
           "binary garbage"]


@pytest.mark.parametrize("name", SPECIAL)
def test_check_refuses_special_and_huge_files(
    name: str, special_runs: dict[str, tuple[int | None, str, float]]
) -> None:
    """Exit 2 with a message, no traceback, within the time limit and memory cap."""
    if name not in special_runs:  # pragma: no cover - a system without the device
        pytest.skip(f"no {name} here")
    status, output, seconds = special_runs[name]
    assert seconds <= LIMIT + 5  # every run was waited for, or stopped at the limit
    entry = "euchre check (special files)"
    count_only(entry, status == 2)
    check(entry, status is not None,
          lambda: f"{name}: still running after {LIMIT:.0f} s; output: {output[-500:]!r}")
    check(entry, "Traceback" not in output, lambda: f"{name}: a traceback:\n{output[-2000:]}")
    check(entry, status == 2, lambda: f"{name}: exit status {status}, output {output[-500:]!r}")
    check(entry, output.strip() != "", lambda: f"{name}: no message")


def _check(path: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        outcome = attempt("euchre check (files)", cli.main, ["check", path])
    assert outcome.ok  # main() turns the library's own errors into exit status 2
    return outcome.value, out.getvalue() + err.getvalue()


@st.composite
def hostile_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """A file name (its extension picks the reader) and its bytes: garbage, or a record
    the library wrote (text, JSON), an EGN or a PTN record, mutated."""
    suffix = draw(st.sampled_from([".txt", ".json", ".egn", ".emn", ".ptn", ""]))
    kind = draw(st.integers(0, 4))
    if kind == 0:
        data = draw(st.binary(max_size=400))
    elif kind == 1:
        data = draw(mutated_bytes(EGN_FILE.read_bytes()))
    elif kind == 4:
        data = draw(mutated_bytes(PTN_FILE.read_bytes()))
    else:
        state = draw(games(most=60)).states[-1]
        text = records.format_text(state) if kind == 2 else records.dumps(state)
        data = draw(mutated_text(text)).encode("utf-8", "surrogatepass")
    return suffix, data


@fuzz(60)
@given(hostile_files())
def test_check_on_hostile_files_exits_with_a_message(file: tuple[str, bytes]) -> None:
    suffix, data = file
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "record" + suffix)
        with open(path, "wb") as handle:
            handle.write(data)
        status, output = _check(path)
    entry = "euchre check (files)"
    check(entry, status in (0, 1, 2), lambda: f"exit status {status}")
    check(entry, output.strip() != "", "no message")
    if status == 2:
        check(entry, "cannot read" in output or "euchre" in output,
              lambda: f"exit 2 without saying why: {output[-300:]!r}")


def test_check_of_known_bad_records_exits_without_a_traceback() -> None:
    """A 4-line text record with ``[Rule "bid_minimum = none"]`` and the JSON record of a
    game whose first deal does not fit."""
    with tempfile.TemporaryDirectory() as folder:
        text = Path(folder) / "bid_minimum.txt"
        text.write_text('[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n')
        document = records.to_json(euchre.new_game(euchre.presets.STANDARD, seed=1))
        document["seed"] = None
        document["history"] = [{"deal": {"hands": [["9c"], [], [], []], "upcard": "Ac",
                                          "kitty": []}}]
        bad_deal = Path(folder) / "bad_deal.json"
        bad_deal.write_text(json.dumps(document))
        for path in (text, bad_deal):
            status, output = _check(str(path))
            check("euchre check (files)", status in (1, 2) and "Traceback" not in output,
                  lambda: f"{path.name}: exit {status}: {output[-500:]}")  # noqa: B023
