"""The docs site as a reader sees it, and the commands that contributors run.

The site is built once, whole and strictly, as CI builds it (``mkdocs build --strict``);
its pages show no doctest markers (``<BLANKLINE>``, ``# doctest: +ELLIPSIS``: the hook
``docs/hooks/readable.py`` and the griffe extension drop them), no ``\\|`` in a table's code,
every picture a page shows is a file of the site (the pictures are drawn by
``docs/hooks/generate.py`` when the site is built), and every page has the site's
stylesheet. The Makefile and the optional pre-commit hooks run CI's own commands.
"""

from __future__ import annotations

import html
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from _docs_hooks import generate_hook

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
CI = ROOT / ".ci" / "run"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole site, built as CI builds it (with the API reference)."""
    pytest.importorskip("mkdocs")
    pytest.importorskip("mkdocstrings")
    folder = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        # never -q: with it mkdocs counts no warnings, and --strict passes
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return folder


def pages(site: Path) -> Iterator[tuple[Path, str]]:
    for page in sorted(site.rglob("*.html")):
        yield page, page.read_text(encoding="utf-8")


def shown_text(fragment: str) -> str:
    """What a reader sees of an HTML fragment: its text, without the tags."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def test_no_page_shows_a_doctest_marker(site: Path) -> None:
    pictures = (site / "pictures" / "index.html").read_text(encoding="utf-8")
    assert "Trick 1: East Q♥, South A♦, West A♥" in shown_text(pictures), "the page with them"
    found = [
        f"{path.relative_to(site)}: {marker}"
        for path in [*sorted(site.rglob("*.html")), site / "search" / "search_index.json"]
        for marker in ("BLANKLINE", "doctest:")
        if marker in path.read_text(encoding="utf-8")
    ]
    assert not found, found


def test_the_examples_keep_the_blank_lines_the_markers_stood_for(site: Path) -> None:
    """A ``<BLANKLINE>`` is shown as a blank line: the table of ``print(state)`` on the
    pictures page is set off by blank lines above and below, as in the terminal."""
    text = (site / "pictures" / "index.html").read_text(encoding="utf-8")
    blocks = [shown_text(block) for block in re.findall(r"<pre.*?</pre>", text, re.S)]
    (printed,) = [block for block in blocks if "print(state)" in block]
    assert "made by East\n\n            North [D, *]" in printed
    assert "10♦ Q♠ K♠\n\nTrick 1:" in printed


def test_no_table_shows_an_escaped_pipe_in_its_code(site: Path) -> None:
    records = (site / "records" / "index.html").read_text(encoding="utf-8")
    assert '<td><code>[Deal "N: ... | E: ...' in html.unescape(records)
    found = [
        f"{page.relative_to(site)}: {shown_text(code)}"
        for page, text in pages(site)
        for cell in re.findall(r"<td[^>]*>(.*?)</td>", text, re.S)
        for code in re.findall(r"<code>(.*?)</code>", cell, re.S)
        if "\\|" in shown_text(code)
    ]
    assert not found, found


def test_every_picture_a_page_shows_is_a_file_of_the_site(site: Path) -> None:
    shown: dict[str, list[Path]] = {}
    for page, text in pages(site):
        for source in re.findall(r'<img [^>]*src="([^"]+)"', text):
            if not source.startswith(("http:", "https:", "data:")):
                shown.setdefault(page.parent.relative_to(site).as_posix(), []).append(
                    (page.parent / source).resolve()
                )
    assert len(shown.get("pictures", [])) >= 2 and shown.get("tour"), shown
    for files in shown.values():
        for picture in files:
            assert picture.is_file(), f"{picture} is shown but not in the site"
            if picture.suffix == ".svg":
                root = ET.fromstring(picture.read_text(encoding="utf-8"))
                assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_every_page_has_the_sites_stylesheet(site: Path) -> None:
    """The stylesheet that keeps a knob's name whole in a table's first column."""
    css = (site / "stylesheets" / "extra.css").read_text(encoding="utf-8")
    assert re.search(r"td:first-child code \{[^}]*word-break: normal", css)
    missing = [
        str(page.relative_to(site))
        for page, text in pages(site)
        if page.name == "index.html" and "stylesheets/extra.css" not in text
    ]
    assert not missing, missing


def test_the_pictures_page_prints_the_position_it_shows() -> None:
    """docs/pictures.md shows the hook's pictures of a position and prints that position."""
    hook = generate_hook()
    page = (DOCS / "pictures.md").read_text(encoding="utf-8")
    for path in ("pictures/first-trick.svg", "pictures/first-trick-south.svg"):
        assert f"]({path})" in page and path in hook.pictures()
    assert f"euchre.new_game(euchre.presets.DEFAULT, seed={hook.FIRST_GAME_SEED})" in page
    assert f'state.apply_all("{hook.FIRST_TRICK_ACTIONS}")' in page


# ------------------------------------------------------------------------- CI's commands


def ci_commands() -> list[str]:
    """The commands of .ci/run's first stage that check the code (lint, types, tests, docs)."""
    wanted = ("ruff ", "mypy ", "python -m pytest", "NO_MKDOCS_2_WARNING=1 mkdocs ")
    lines = CI.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip().startswith(wanted)]


def make_recipes() -> dict[str, list[str]]:
    """Each target of the Makefile and the lines of its recipe."""
    recipes: dict[str, list[str]] = {}
    target = None
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        rule = re.match(r"^([\w-]+):(?!=)", line)
        if rule:
            target = rule.group(1)
            recipes[target] = []
        elif line.startswith("\t") and target is not None:
            recipes[target].append(line.strip())
        elif line and not line.startswith(("#", "ifdef", "else", "endif")):
            target = None
    return recipes


def test_make_check_is_ci_and_its_pieces_are_cis_commands() -> None:
    commands = ci_commands()
    ruff, mypy, pytest_, mkdocs = commands[:4]
    assert ruff.startswith("ruff check ") and mypy.startswith("mypy --strict ")
    recipes = make_recipes()
    assert recipes["check"] == ["bash .ci/run"]
    assert recipes["lint"] == [f"$(PYTHON) -m {ruff}", f"$(PYTHON) -m {mypy}"]
    assert recipes["test"] == [f"$(PYTHON) {pytest_.removeprefix('python ')}"]
    (docs,) = recipes["docs"]
    build = shlex.split(mkdocs)[: shlex.split(mkdocs).index("--site-dir")]
    assert shlex.split(docs)[: len(build) + 2] == [build[0], "$(PYTHON)", "-m", *build[1:]]
    assert "bench" in recipes


def test_the_pre_commit_hooks_run_cis_lint_and_types() -> None:
    config = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    entries = re.findall(r"^\s+entry: (.+)$", config, re.M)
    assert entries == ci_commands()[:2]
    assert config.count("language: system") == len(entries) == 2
    assert "pre-commit" not in CI.read_text(encoding="utf-8"), "optional: CI does not use it"
