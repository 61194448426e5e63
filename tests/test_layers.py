"""The package's layers (CONTRIBUTING.md, "The layers"): a module imports, at module level,
only from its own layer or the layers below it; a lower layer may reach a higher one only
inside a function, to show or write something; and nothing outside the command line and the
terminal game imports either of them, in any form (``importlib`` included)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "euchre"

#: The layers, lowest first: a module's layer is that of the longest prefix listed.
LAYERS: tuple[tuple[str, ...], ...] = (
    # values: a card, an action, a hand's outcome, the errors, the JSON reader kit
    ("euchre.errors", "euchre.cards", "euchre.actions", "euchre.outcomes", "euchre._reader",
     "euchre._exports"),
    # rules as data: the RuleSet, its JSON codec, the presets, and where each rule comes from
    # (euchre.rules.sources: the plain words of knob values, read off the presets)
    ("euchre.rules", "euchre.rules.sources", "euchre.presets"),
    # the engine, one module per rule family, and the deal it deals by its card order
    ("euchre.engine", "euchre.deal"),
    # the state and its views; the public trick questions and describe(), read from the engine
    (
        "euchre.state",
        "euchre.functions",
        "euchre.match",
        "euchre.views",
        "euchre.plainfacts",
        "euchre.tricks",
        "euchre.rules.describe",
    ),
    # notation and players
    (
        "euchre.records",
        "euchre.egn",
        "euchre.ptn",
        "euchre.limits",
        "euchre.bots",
        "euchre.solver",
        "euchre.duplicate",
        "euchre.tournament",
        "euchre.simulate",
        "euchre.isolation",
    ),
    # front ends: the command line, the terminal game, learning adapters, pictures, batch
    (
        "euchre.cli",
        "euchre.terminal",
        "euchre.envs",
        "euchre.encoding",
        "euchre.openspiel",
        "euchre._worlds",
        "euchre.svg",
        "euchre._render",
        "euchre.fast",
        "euchre.__main__",
    ),
)
FRONT_ENDS = ("euchre.cli", "euchre.terminal", "euchre.__main__")


def _layer(module: str) -> int | None:
    """The layer of ``module`` (None for the package itself, which re-exports everything)."""
    best: tuple[int, int] | None = None
    for rank, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (
                best is None or len(prefix) > best[1]
            ):
                best = (rank, len(prefix))
    return None if best is None else best[0]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[str, bool, int]]:
    """(imported module, at module level?, line) for every import of ``euchre`` in a file,
    ``importlib.import_module("euchre...")`` included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, bool, int]] = []

    def visit(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = top and not isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            if isinstance(child, ast.Import):
                found.extend((a.name, top, child.lineno) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                found.append((child.module, top, child.lineno))
                found.extend((f"{child.module}.{a.name}", top, child.lineno) for a in child.names)
            elif (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Attribute)
                and child.func.attr == "import_module"
                and child.args
                and isinstance(child.args[0], ast.Constant)
                and isinstance(child.args[0].value, str)
            ):
                found.append((child.args[0].value, False, child.lineno))
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                continue  # names for the type checker only: never imported at run time
            visit(child, inner)

    visit(tree, True)
    return [(name, top, line) for name, top, line in found if name.startswith("euchre")]


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


MODULES = sorted(SRC.rglob("*.py"))


def test_every_module_has_a_layer() -> None:
    """A new module is placed in a layer here (and in CONTRIBUTING.md's picture)."""
    unplaced = [
        _module_name(p)
        for p in MODULES
        if _module_name(p) != "euchre" and _layer(_module_name(p)) is None
    ]
    assert not unplaced, f"modules in no layer (add them to LAYERS): {unplaced}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: _module_name(p))
def test_no_module_level_import_goes_up_a_layer(path: Path) -> None:
    me = _layer(_module_name(path))
    if me is None:
        return
    upward = [
        f"line {line}: {name}"
        for name, top, line in _imports(path)
        if top and (other := _layer(name)) is not None and other > me
    ]
    assert not upward, f"{_module_name(path)} imports a higher layer at module level: {upward}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: _module_name(p))
def test_only_the_front_ends_import_the_command_line(path: Path) -> None:
    me = _module_name(path)
    if me.startswith(FRONT_ENDS):
        return
    reached = [
        f"line {line}: {name}"
        for name, _, line in _imports(path)
        if name.startswith(("euchre.cli", "euchre.terminal"))
    ]
    assert not reached, f"{me} imports the command line or the terminal game: {reached}"


def test_the_checker_sees_importlib_and_upward_imports(tmp_path: Path) -> None:
    """The reader of imports can fail: it finds both kinds of fault in a made-up module."""
    fake = tmp_path / "fake.py"
    fake.write_text(
        "import importlib\nfrom euchre.bots import RuleBot\n"
        "def f():\n    return importlib.import_module('euchre.cli')\n",
        encoding="utf-8",
    )
    names = {(name, top) for name, top, _ in _imports(fake)}
    assert ("euchre.bots", True) in names and ("euchre.cli", False) in names
