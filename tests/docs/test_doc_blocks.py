"""Every fenced block in README.md and docs/ runs in the tests, or is exempted by name.

Every fenced block must be one of:

- a **doctest** (it holds ``>>>`` lines): pytest runs it (``--doctest-glob='*.md'``);
- a **console** block (```` ```console ````): ``$ euchre ...`` or ``$ python -m euchre ...``
  lines, each followed by what it prints (stdout, then stderr; ``...`` matches anything, as in
  a doctest); run here through :func:`euchre.cli.main`;
- a **file** shown with its name as the block's title (```` ```text title="dispute.txt" ````)
  that a console block of the same page reads: written to the console's working directory;
- an **exemption**, titled ``title="Not run by the tests: REASON"`` (the site shows the
  title above the block), for commands that need the network or take minutes. They are
  listed in :data:`EXEMPTIONS`, so a new one is a deliberate change.

Anything else fails :func:`test_every_fenced_block_is_run_or_exempted`.
:data:`NOT_YET_CONVERTED` lists the blocks, on pages written by others, that were still of
none of these kinds when that test was written. The test fails on any other such block,
and on a listed block that has since been converted (remove it from the list): the list
can only shrink.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
README = ROOT / "README.md"


EXEMPT_TITLE = "Not run by the tests: "

#: Every exempted block, by page and its first line. Each shows its reason as its title.
EXEMPTIONS = {
    ("docs/rl.md", 'pip install "euchre-rules[rl]"      # NumPy, PettingZoo >= 1.24, Gymnasium >= 1.0'),
    ("docs/rl.md", "python benchmarks/rl_speed.py            # --seconds 0.5 --rounds 20 --rules OPENSPIEL"),
    ("docs/rl.md", "python examples/train_policy.py --episodes 20000 --deals 2000    # the defaults; seed 0"),
    (
        "docs/rl.md",
        "trained on 20000 hands against rule bots in 3.1 min; mean reward per hand: first tenth -0.775, last tenth -0.435",
    ),
    ("docs/rl.md", "from sb3_contrib import MaskablePPO"),
    ("docs/rl.md", "python examples/maskable_ppo.py --seconds 150 --deals 2000    # the defaults; seed 0"),
    (
        "docs/rl.md",
        "trained on 49153 decisions (8098 hands) against rule bots in 150 s; mean reward per hand: first tenth -0.916, last tenth -0.403",
    ),
    ("docs/encoding.md", "python benchmarks/encoding_speed.py CARDGAMES_IO BID_EUCHRE"),
    ("docs/performance.md", "python benchmarks/profile_loop.py --hands 5000"),
    ("docs/bots.md", "euchre tournament --bots random,rule,pimc --rules GAMES4ALL --deals 300 --seed 2026 --workers 1"),
    ("docs/performance.md", "python benchmarks/openspiel_algorithms.py --measures dqn,a2c --seconds 1 --rounds 15"),
    ("docs/encoding.md", "python benchmarks/ismcts_vs_random.py --game python_euchre_standard --hands 200 --seats 0,2"),
    (
        "README.md",
        "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/euchre",
    ),
    (
        "README.md",
        'python3 -m venv .venv && .venv/bin/pip install -e ".[dev]" && .venv/bin/python -m pytest',
    ),
    ("docs/getting-started.md", "git clone https://github.com/euchre-py/euchre && cd euchre"),
    ("docs/getting-started.md", "EUCHRE_COMPILE=1 pip install ."),
    (
        "docs/bots.md",
        "python examples/duplicate_match.py --a rule --b random --deals 2000 --seed 2026 --rules GAMES4ALL",
    ),
    ("docs/bots.md", "from distributed import Client"),
    ("docs/bots.md", "python benchmarks/train_bidder.py data --rules GAMES4ALL --hands 120000 --workers 2 --out /tmp/g4a.npz"),
    (
        "docs/bots.md",
        "python examples/duplicate_match.py --a pimc:bidder=net --b pimc --rules GAMES4ALL --deals 1500 --seed 2026 --workers 2 --minutes 14",
    ),
    ("docs/clusters.md", "dask scheduler                                     # prints its address, tcp://10.0.0.5:8786"),
    ("docs/clusters.md", "from distributed import Client"),
    ("docs/clusters.md", "import ray"),
    (
        "docs/performance.md",
        "python benchmarks/compare_openspiel.py                  # 20 rounds of 0.5 s chunks, all measures",
    ),
    ("docs/performance.md", "python benchmarks/compare_openspiel.py --rounds 20 --seconds 0.4 \\"),
    ("docs/performance.md", "PYTHONPATH=OLD_TREE/src python benchmarks/view_cost.py     # then with this tree's src"),
    (
        "docs/performance.md",
        "PYTHONPATH=OLD_TREE/src python benchmarks/openspiel_algorithms.py --seconds 0.5 --rounds 15 "
        "--measures playout,mccfr,tabular_q,info_tensor",
    ),
}


@dataclass(frozen=True)
class Block:
    """A fenced block: its page, first line number, info string and lines."""

    page: str
    line: int
    info: str
    lines: tuple[str, ...]

    @property
    def language(self) -> str:
        return self.info.split(" ", 1)[0].strip()

    @property
    def title(self) -> str | None:
        found = re.search(r'title="([^"]*)"', self.info)
        return found.group(1) if found else None

    def __str__(self) -> str:
        return f"{self.page}:{self.line} (```{self.info})"


def pages() -> list[Path]:
    """README.md and every Markdown page under docs/ (the hooks' folder holds none)."""
    return [README, *sorted(DOCS.rglob("*.md"))]


def blocks(path: Path) -> list[Block]:
    """The fenced blocks of a Markdown file (``` or ~~~ fences, at any indentation)."""
    found: list[Block] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    page = path.relative_to(ROOT).as_posix()
    number = 0
    while number < len(lines):
        opening = re.match(r"\s*(`{3,}|~{3,})(.*)$", lines[number])
        if opening is None:
            number += 1
            continue
        fence = opening.group(1)
        end = number + 1
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        body = _dedent(tuple(lines[number + 1 : end]))
        found.append(Block(page, number + 1, opening.group(2).strip(), body))
        number = end + 1
    return found


def _dedent(lines: tuple[str, ...]) -> tuple[str, ...]:
    margin = min((len(x) - len(x.lstrip()) for x in lines if x.strip()), default=0)
    return tuple(line[margin:] for line in lines)


def all_blocks() -> list[Block]:
    return [block for path in pages() for block in blocks(path)]


def is_doctest(block: Block) -> bool:
    return any(line.lstrip().startswith(">>>") for line in block.lines)


def is_exempt(block: Block) -> bool:
    return (block.title or "").startswith(EXEMPT_TITLE)


def is_file(block: Block) -> bool:
    """A file a console block of the same page reads (its name is the block's title)."""
    name = block.title
    if not name or is_exempt(block) or block.language == "console":
        return False
    page_commands = [
        line
        for other in all_blocks()
        if other.page == block.page and other.language == "console"
        for line in other.lines
        if line.startswith("$ ")
    ]
    return any(name in shlex.split(command[2:]) for command in page_commands)


def kind(block: Block) -> str | None:
    """'doctest', 'console', 'file' or 'exempt'; None for a block that nothing runs."""
    if is_doctest(block):
        return "doctest"
    if block.language == "console":
        return "console"
    if is_exempt(block):
        return "exempt"
    if is_file(block):
        return "file"
    return None


def test_the_exemptions_are_the_listed_few() -> None:
    exempt = {(b.page, b.lines[0] if b.lines else "") for b in all_blocks() if is_exempt(b)}
    assert exempt == EXEMPTIONS, (
        f"exempted blocks not listed: {sorted(exempt - EXEMPTIONS)}; "
        f"listed but gone: {sorted(EXEMPTIONS - exempt)}"
    )


def test_the_block_finder_sees_every_kind() -> None:
    sample = DOCS / "cli.md"
    assert {kind(block) for block in blocks(sample)} >= {"console"}
    assert kind(Block("x.md", 1, "python", ("print(1)",))) is None
    assert kind(Block("x.md", 1, "sh", ("rm -rf /",))) is None
    assert kind(Block("x.md", 1, "python", (">>> 1", "1"))) == "doctest"
    assert kind(Block("x.md", 1, f'sh title="{EXEMPT_TITLE}slow"', ("x",))) == "exempt"


#: (page, first line) of each block still to convert: a doctest, or the exemption title.
NOT_YET_CONVERTED: set[tuple[str, str]] = set()


def test_every_fenced_block_is_run_or_exempted() -> None:
    unchecked = {
        (block.page, block.lines[0] if block.lines else ""): str(block)
        for block in all_blocks()
        if kind(block) is None
    }
    new = [where for key, where in unchecked.items() if key not in NOT_YET_CONVERTED]
    assert not new, (
        "blocks that no test runs (make each a doctest, a ```console block of euchre "
        "commands with their output, a file titled with its name that a console block "
        f"reads, or title it {EXEMPT_TITLE!r} with the reason): " + "; ".join(new)
    )
    converted = NOT_YET_CONVERTED - unchecked.keys()
    assert not converted, f"converted (or gone): remove from NOT_YET_CONVERTED: {sorted(converted)}"


# ------------------------------------------------------------------------- console blocks


def console_blocks() -> list[Block]:
    return [block for block in all_blocks() if block.language == "console"]


def commands(block: Block) -> list[tuple[str, str]]:
    """The (command, expected output) pairs of a console block."""
    pairs: list[tuple[str, list[str]]] = []
    for line in block.lines:
        if line.startswith("$ "):
            pairs.append((line[2:], []))
        elif pairs:
            pairs[-1][1].append(line)
        else:
            raise AssertionError(f"{block}: output before the first '$ ' command: {line!r}")
    return [(command, "\n".join(output) + "\n") for command, output in pairs]


def euchre_argv(command: str) -> tuple[list[str], str | None]:
    """The arguments after ``euchre`` / ``python -m euchre``, and the file a final
    ``< FILE`` gives as standard input; any other command is refused."""
    argv = shlex.split(command)
    stdin = None
    if len(argv) > 2 and argv[-2] == "<":
        argv, stdin = argv[:-2], argv[-1]
    if argv[:1] == ["euchre"]:
        return argv[1:], stdin
    if argv[:3] in (["python", "-m", "euchre"], ["python3", "-m", "euchre"]):
        return argv[3:], stdin
    raise AssertionError(f"a console block runs euchre only, not {command!r}")


CONSOLE = console_blocks()


@pytest.mark.parametrize("block", CONSOLE, ids=[f"{b.page}:{b.line}" for b in CONSOLE])
def test_console_blocks_print_what_they_show(
    block: Block,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from euchre.cli import main

    for shown in all_blocks():
        if shown.page == block.page and kind(shown) == "file" and shown.title:
            (tmp_path / shown.title).write_text("\n".join(shown.lines) + "\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    checker = doctest.OutputChecker()
    for command, expected in commands(block):
        argv, stdin = euchre_argv(command)
        text = (tmp_path / stdin).read_text(encoding="utf-8") if stdin else ""
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))
        with contextlib.suppress(SystemExit):
            main(argv)
        out, err = capsys.readouterr()
        got = out + err
        assert checker.check_output(expected, got, doctest.ELLIPSIS), (
            f"{block}: {command!r} printed\n{got}\nnot\n{expected}"
        )
