"""The documentation is true: every code block runs, the README's links work on a package
index page, every rule an explanation cites is a section of the rules page, and the site
fails to build when a page is left out of its navigation.

Every fenced block in README.md and docs/ must be one of:

- a **doctest** (it holds ``>>>`` lines): pytest runs it (``--doctest-glob='*.md'``);
- a **console** block (```` ```console ````): ``$ euchre ...`` or ``$ python -m euchre ...``
  lines, each followed by what it prints (stdout, then stderr; ``...`` matches anything, as in
  a doctest); run here through :func:`euchre.cli.main`;
- a **file** shown with its name as the block's title (```` ```text title="dispute.txt" ````)
  that a console block of the same page reads: written to the console's working directory;
- an **exemption**, titled ``title="Not run by the tests: REASON"`` (the site shows the
  title above the block), for commands that need the network or take minutes. They are
  listed in :data:`EXEMPTIONS`, so a new one is a deliberate change.

Anything else fails ``test_issue13_docs_blocks.py``.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import io
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = ROOT / "README.md"
SITE = "https://euchre-py.github.io/euchre/"
SOURCE = "https://github.com/euchre-py/euchre/blob/main/"

EXEMPT_TITLE = "Not run by the tests: "

#: Every exempted block, by page and its first line. Each shows its reason as its title.
EXEMPTIONS = {
    ("docs/rl.md", 'pip install "euchre[rl]"      # NumPy, PettingZoo >= 1.24, Gymnasium >= 1.0'),
    ("docs/rl.md", "python benchmarks/rl_speed.py            # --seconds 0.5 --rounds 20 --rules OPENSPIEL"),
    ("docs/rl.md", "python examples/train_policy.py --episodes 20000 --deals 2000    # the defaults; seed 0"),
    (
        "docs/rl.md",
        "trained on 20000 hands against rule bots in 3.1 min; mean reward per hand: first tenth -0.775, last tenth -0.435",
    ),
    ("docs/encoding.md", "python benchmarks/encoding_speed.py CARDGAMES_IO BID_EUCHRE"),
    (
        "README.md",
        "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/euchre",
    ),
    (
        "README.md",
        'python3 -m venv .venv && .venv/bin/pip install -e ".[dev]" && .venv/bin/python -m pytest',
    ),
    ("docs/getting-started.md", 'python3 -m venv .venv && .venv/bin/pip install "euchre[cli]"'),
    ("docs/getting-started.md", "EUCHRE_COMPILE=1 pip install ."),
    (
        "docs/bots.md",
        "python examples/duplicate_match.py --a rule --b random --deals 2000 --seed 2026 --rules GAMES4ALL",
    ),
    ("docs/bots.md", "from distributed import Client"),
    (
        "docs/performance.md",
        "python benchmarks/compare_openspiel.py                  # 20 rounds of 0.5 s chunks, all measures",
    ),
    ("docs/performance.md", "python benchmarks/compare_openspiel.py --rounds 20 --seconds 0.4 \\"),
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


# ------------------------------------------------------------------------- README links


LINK = re.compile(r"\]\(([^)\s]+)[^)]*\)|<a [^>]*href=\"([^\"]+)\"|^\[[^\]]+\]:\s*(\S+)", re.M)


def readme_links() -> list[str]:
    text = README.read_text(encoding="utf-8")
    return [next(group for group in found.groups() if group) for found in LINK.finditer(text)]


def test_readme_links_are_absolute() -> None:
    links = readme_links()
    assert links, "the README has links"
    relative = [link for link in links if not link.startswith("https://")]
    assert not relative, (
        f"README links must be absolute (they break on a package index page): {relative}"
    )


def site_page_exists(path: str) -> bool:
    """Whether a page of the site (``rules/``, ``presets/standard/``) has its Markdown."""
    page = path.strip("/") or "index"
    generated = {uri.removesuffix(".md") for uri in map(_hook().preset_page_uri, _preset_names())}
    return (DOCS / f"{page}.md").is_file() or page in generated


def _preset_names() -> tuple[str, ...]:
    import euchre

    return euchre.presets.names()


def test_readme_links_to_the_site_and_sources_exist() -> None:
    for link in readme_links():
        if link.startswith(SITE):
            assert site_page_exists(link[len(SITE) :].split("#", 1)[0]), f"no docs page for {link}"
        elif link.startswith(SOURCE):
            assert (ROOT / link[len(SOURCE) :].split("#", 1)[0]).exists(), f"no file for {link}"


# ------------------------------------------------------------------------- cited rules


def rules_page_anchors() -> set[str]:
    """The anchors of docs/rules.md's headings, made as mkdocs makes them."""
    toc = pytest.importorskip("markdown.extensions.toc")
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    return {toc.slugify(heading, "-") for heading in re.findall(r"^#{1,6}\s+(.+?)\s*$", text, re.M)}


def test_every_cited_rule_is_a_section_of_the_rules_page() -> None:
    from euchre.engine import explain

    anchors = rules_page_anchors()
    cited = [
        url
        for citation in explain.RULE.values()
        for url in re.findall(r"https://\S+?(?=\s|$| and )", citation)
    ]
    assert len(cited) >= len(explain.RULE)
    for url in cited:
        page, _, anchor = url.partition("#")
        assert page == SITE + "rules/" == explain.RULES_URL, url
        assert anchor in anchors, f"{url}: docs/rules.md has no heading with anchor #{anchor}"


def test_the_docs_site_address_is_the_one_explanations_cite() -> None:
    from euchre.engine import explain

    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert f"site_url: {explain.DOCS_URL}\n" in config


# ------------------------------------------------------------------------- the site


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_generate", DOCS / "hooks" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_preset_page_is_generated_from_the_preset() -> None:
    import euchre

    hook = _hook()
    families = hook.knob_families()
    for name in euchre.presets.names():
        page = hook.preset_page(name, families)
        rules = euchre.presets.get(name)
        for line in rules.describe().splitlines()[1:]:
            assert f"- {line}\n" in page
        for knob, value in hook.knobs(rules):
            assert f"[`{knob}`](../rule-map.md#" in page and hook.value_text(value) in page
    table = hook.comparison_table(families)
    assert (
        "`stick_the_dealer`" in table
        and "`variant`" in table
        and "`renege_false_claim`" not in table
    )


def test_every_page_is_in_the_nav() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = set(re.findall(r"^\s+- (?:[^:\n]+: )?(\S+\.md)\s*$", config, re.M))
    written = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md") if "hooks" not in p.parts}
    assert written <= nav, f"pages left out of the nav in mkdocs.yml: {sorted(written - nav)}"


def test_a_page_left_out_of_the_nav_fails_the_strict_build(tmp_path: Path) -> None:
    """The real mkdocs.yml with one page taken out of the nav (and without the API
    reference's plugin, to be quick): ``mkdocs build --strict`` fails and names the page."""
    pytest.importorskip("mkdocs")
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "  - Bots, duplicate and simulation: bots.md\n" in config
    config = config.replace("  - Bots, duplicate and simulation: bots.md\n", "")
    config = re.sub(r"  - mkdocstrings:\n(    .*\n|\s*\n)*", "", config)
    config = config.replace("docs/hooks/", f"{DOCS}/hooks/")
    config += f"\ndocs_dir: {DOCS}\nsite_dir: {tmp_path / 'site'}\n"
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            # never -q: with it mkdocs counts no warnings, and --strict passes
            "-f",
            str(tmp_path / "mkdocs.yml"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    assert done.returncode != 0
    assert "bots.md" in done.stderr and 'not included in the "nav"' in done.stderr, done.stderr
