"""Packaging: the version in one place, project URLs and classifiers, a changelog
entry for the version, the LICENSE beside the code (the wheels' LICENSE is checked by
.ci/run, which builds them)."""

from __future__ import annotations

import importlib.metadata
import pathlib
import re
import sys

import euchre

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: The distribution (pyproject\'s [project] name); the package it installs is euchre.
DIST = "euchre-rules"


def _pyproject() -> str:
    return (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_version_written_once_and_installed_alike() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", euchre.__version__)
    assert importlib.metadata.version(DIST) == euchre.__version__
    assert 'dynamic = ["version"]' in _pyproject()
    assert not re.search(r'^version\s*=', _pyproject(), re.MULTILINE)


def test_changelog_has_the_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(euchre.__version__)}\b", changelog, re.MULTILINE)


def test_license_file_is_apache_as_the_metadata_says() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0" in text
    metadata = importlib.metadata.metadata(DIST)
    assert metadata["License-Expression"] == "Apache-2.0"


def test_project_urls_and_classifiers() -> None:
    metadata = importlib.metadata.metadata(DIST)
    urls = dict(url.split(", ", 1) for url in metadata.get_all("Project-URL") or [])
    assert {"Homepage", "Documentation", "Source", "Issues", "Changelog"} <= set(urls)
    assert all(url.startswith("https://") for url in urls.values())
    classifiers = set(metadata.get_all("Classifier") or [])
    assert any(c.startswith("Development Status :: ") for c in classifiers)
    minor = f"Programming Language :: Python :: {sys.version_info[0]}.{sys.version_info[1]}"
    assert minor in classifiers, f"this Python ({minor}) runs the tests but is not listed"
    requires = metadata["Requires-Python"]
    assert requires == ">=3.10"
    assert "Programming Language :: Python :: 3.10" in classifiers  # the oldest allowed


def test_core_depends_on_attrs_alone() -> None:
    requires = importlib.metadata.requires(DIST) or []
    core = [r for r in requires if "extra ==" not in r]
    assert [re.split(r"[<>=!~ ]", r, maxsplit=1)[0] for r in core] == ["attrs"]
    if tomllib is not None:
        project = tomllib.loads(_pyproject())["project"]
        assert project["dependencies"] == ["attrs>=24.1"]  # attrs.Converter(takes_self)


def test_pyproject_names_the_license_the_license_file_holds() -> None:
    text = (ROOT / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert 'license = "Apache-2.0"' in (ROOT / "pyproject.toml").read_text()
