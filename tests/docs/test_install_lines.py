"""Every install line names the distribution the package index serves as this project
(pyproject's [project] name: the index's ``euchre`` is an unrelated project), or a path;
the import name and the command stay ``euchre``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[2]


# ----------------------------------------------------------------------- the distribution


def _normal(name: str) -> str:
    """A distribution name as the index compares names (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def distribution() -> str:
    """``[project] name`` of pyproject.toml."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    if tomllib is not None:
        return str(tomllib.loads(text)["project"]["name"])
    found = re.search(r'^\[project\]\n(?:.*\n)*?name = "([^"]+)"', text, re.MULTILINE)
    assert found, "no [project] name in pyproject.toml"
    return found.group(1)


#: One argument of a pip command as written in prose or code: a quoted word or a bare one.
_WORD = r"""(?:'[^'\n]*'|"[^"\n]*"|[^\s`'"();&#]+)"""
_PIP_INSTALL = re.compile(rf"pip install((?:[ \t]+{_WORD})+)")


def pip_requirements(text: str) -> list[str]:
    """The requirements of every ``pip install`` in ``text`` (its options left out).

    >>> pip_requirements("run `pip install -e \\".[dev]\\"` or pip install 'x[cli]' (a)")
    ['.[dev]', 'x[cli]']
    """
    found = []
    for match in _PIP_INSTALL.finditer(text):
        for word in re.findall(_WORD, match.group(1)):
            word = word.strip("'\"")
            if word and not word.startswith("-"):
                found.append(word)
    return found


def _is_path(requirement: str) -> bool:
    return requirement.startswith((".", "/", "~")) or "/" in requirement.split("[")[0]


def _sources() -> list[Path]:
    """Where a user reads an install line: the README, the docs, the library's own texts
    (docstrings and the messages of a missing extra)."""
    return [
        ROOT / "README.md",
        *sorted((ROOT / "docs").rglob("*.md")),
        *sorted((ROOT / "src" / "euchre").rglob("*.py")),
    ]


def test_every_install_line_names_the_distribution_or_a_path() -> None:
    """The package index's ``euchre`` is another project: an install line names this
    project's distribution (``[project] name``) or a checkout, never bare ``euchre``; and
    every extra of this project is asked for through that name."""
    name = distribution()
    assert _normal(name) != "euchre", "the index's euchre is an unrelated project"
    ours = 0
    wrong = []
    for path in _sources():
        for requirement in pip_requirements(path.read_text(encoding="utf-8")):
            if _is_path(requirement):
                continue
            bare = re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0]
            if _normal(bare) == _normal(name):
                ours += 1
            elif _normal(bare) == "euchre" or "[" in requirement:
                wrong.append(f"{path.relative_to(ROOT)}: pip install {requirement}")
    assert not wrong, "install lines that do not name " + name + ":\n" + "\n".join(wrong)
    assert ours >= 3  # getting started, the cli and rl pages at least


def test_the_dev_extra_installs_this_distribution() -> None:
    """``pip install -e ".[dev]"`` (CI, the README) resolves the dev extra's self-reference
    to this project only when it carries the project's own name."""
    name = distribution()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    dev = re.search(r"^dev = \[(.*)\]$", text, re.MULTILINE)
    assert dev is not None
    names = [re.split(r"[\[<>=!~; ]", item.strip().strip("\"'"), maxsplit=1)[0]
             for item in dev.group(1).split('",')]  # fmt: skip
    assert names and all(_normal(n) == _normal(name) for n in names), names


def test_the_import_name_and_the_command_stay_euchre() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^euchre = "euchre\.cli:main"$', text, re.MULTILINE)
    assert re.search(r'^packages = \["src/euchre"\]$', text, re.MULTILINE)
