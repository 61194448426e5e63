"""CONTRIBUTING.md, the contributor's map, stays true to the tree: every path it names
exists, every module of the package is in its picture of the layers, and every ``make``
target it names is in the Makefile."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUIDE = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
PACKAGE = ROOT / "src" / "euchre"


def _picture() -> str:
    """The fenced block that draws the layers."""
    blocks = re.findall(r"```\n(.*?)```", GUIDE, flags=re.S)
    (picture,) = [b for b in blocks if b.startswith("values")]
    return picture


def test_every_path_it_names_exists() -> None:
    named = set(
        re.findall(r"`((?:src|tests|docs|benchmarks|examples)/[\w/.\-]+?)(?:::\w+)?`", GUIDE)
    )
    assert named, "the guide names no paths: the pattern is wrong"
    missing = sorted(p for p in named if "<" not in p and not (ROOT / p).exists())
    assert not missing, f"CONTRIBUTING.md names paths that do not exist: {missing}"


def test_the_picture_of_the_layers_holds_every_module() -> None:
    picture = _picture()
    words = set(re.findall(r"[\w./]+", picture))
    top = sorted(
        p.name
        for p in PACKAGE.iterdir()
        if (p.suffix == ".py" and p.name != "__init__.py") or (p / "__init__.py").exists()
    )
    absent = [
        name for name in top if name not in words and f"{name}/" not in words and name != "py.typed"
    ]
    assert not absent, f"modules missing from the layers picture: {absent}"
    engine = sorted(p.stem for p in (PACKAGE / "engine").glob("*.py") if p.stem != "__init__")
    assert all(re.search(rf"\b{m}\b", picture) for m in engine), engine


def test_the_make_targets_it_names_exist() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([a-z]+):", makefile, flags=re.M))
    named = set(re.findall(r"\bmake (\w+)", GUIDE))
    assert named and named <= targets, f"make targets named but not defined: {named - targets}"


def test_the_rules_it_names_are_in_the_rule_map() -> None:
    """The guide's example of the one way to read a knob names real knobs."""
    rule_map = (ROOT / "docs" / "rule-map.md").read_text(encoding="utf-8")
    for knob in ("stick_the_dealer", "renege"):
        assert f"| `{knob}` |" in rule_map
