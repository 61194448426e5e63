"""``docs/rule-map.md`` is true: one row per RuleSet knob, each naming a function that exists
and reads the knob, and a test that exists.

The map is a markdown table per rule family with the columns ``knob | what | where | proven
by``: ``knob`` is a RuleSet field in backticks (a Scoring value as ``scoring.<value>``),
``where`` one or more dotted ``euchre.module.function`` paths in backticks, ``proven by`` one
or more ``tests/<dir>/test_<file>.py::test_<name>`` in backticks.

Each check says which row is wrong (its line and knob) and how to fix it.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import re
from pathlib import Path
from typing import NamedTuple

import attrs
import pytest

import euchre
from euchre.engine.core import Compiled

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "docs" / "rule-map.md"
COLUMNS = ["knob", "what", "where", "proven by"]
_TICKED = re.compile(r"`([^`]+)`")


class Row(NamedTuple):
    line: int  # 1-based line number in the map
    knob: str
    what: str
    where: tuple[str, ...]
    proven_by: tuple[str, ...]

    def __str__(self) -> str:
        return f"docs/rule-map.md line {self.line} (knob `{self.knob}`)"


def parse_map(text: str) -> list[Row]:
    """The rows of every ``knob | what | where | proven by`` table of the map."""
    rows: list[Row] = []
    in_table = False
    for number, line in enumerate(text.splitlines(), 1):
        if not line.startswith("|"):
            in_table = False
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells == COLUMNS:
            in_table = True
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the separator under the header
        assert in_table, (
            f"docs/rule-map.md line {number}: a table row outside a table headed "
            f"'| {' | '.join(COLUMNS)} |': {line!r}"
        )
        assert len(cells) == len(COLUMNS), (
            f"docs/rule-map.md line {number}: expected {len(COLUMNS)} cells "
            f"({' | '.join(COLUMNS)}), got {len(cells)}: {line!r} "
            "(a '|' inside a cell splits it: reword the cell)"
        )
        knob, what, where, proven = cells
        knobs = _TICKED.fullmatch(knob)
        assert knobs, (
            f"docs/rule-map.md line {number}: the knob cell must be one name in backticks, "
            f"e.g. `stick_the_dealer`; got {knob!r}"
        )
        rows.append(
            Row(
                number,
                knobs.group(1),
                what,
                tuple(_TICKED.findall(where)),
                tuple(_TICKED.findall(proven)),
            )
        )
    return rows


@functools.cache
def rows() -> tuple[Row, ...]:
    return tuple(parse_map(MAP.read_text(encoding="utf-8")))


def knob_names() -> list[str]:
    """Every RuleSet field, and every Scoring value as ``scoring.<value>``."""
    names = [field.name for field in attrs.fields(euchre.RuleSet)]
    names += [f"scoring.{field.name}" for field in attrs.fields(euchre.Scoring)]
    return names


def spellings(knob: str) -> set[str]:
    """The names under which the engine reads ``knob``: its own (the last part of a
    ``scoring.<value>``) and any value of :class:`~euchre.engine.core.Compiled` named after
    it (``renege_penalised`` for ``renege``: the longest knob that prefixes a value owns it)."""
    fields = [field.name for field in attrs.fields(euchre.RuleSet)]
    own = knob.rsplit(".", 1)[-1]
    names = {own}
    for slot in Compiled.__slots__:
        owners = [f for f in fields if slot == f or slot.startswith(f + "_")]
        if owners and max(owners, key=len) == own:
            names.add(slot)
    return names


def resolve(dotted: str) -> object:
    """The object named ``module.attr[.attr...]``: the longest importable module prefix,
    then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            obj: object = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)  # AttributeError: reported by the caller
        return obj
    raise ModuleNotFoundError(f"no module in {dotted!r}")


@functools.cache
def defined_tests(path: str) -> frozenset[str]:
    """The test functions a test file defines (``name`` at module level, ``Class::name`` in
    a class)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"), filename=path)
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.add(node.name)
        elif isinstance(node, ast.ClassDef):
            found.update(
                f"{node.name}::{item.name}"
                for item in node.body
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
            )
    return frozenset(name for name in found if name.rsplit("::", 1)[-1].startswith("test"))


# --------------------------------------------------------------------- the whole map


def test_rule_map_parses_and_has_rows() -> None:
    assert rows(), "docs/rule-map.md has no '| knob | what | where | proven by |' table rows"


def knob_problems(mapped_rows: tuple[Row, ...] | list[Row]) -> list[str]:
    """What is wrong with the set of knobs the rows name: missing, unknown, twice."""
    knobs = knob_names()
    mapped = [row.knob for row in mapped_rows]
    problems = []
    missing = [knob for knob in knobs if knob not in mapped]
    if missing:
        problems.append(
            f"docs/rule-map.md has no row for {', '.join(missing)}: add a row "
            "'| `knob` | what | `module.function` | `tests/...py::test_name` |' to its "
            "family's table (the families are the sections of docs/rules.md)"
        )
    unknown = [str(row) for row in mapped_rows if row.knob not in knobs]
    if unknown:
        problems.append(
            f"{'; '.join(unknown)}: not a RuleSet field (nor scoring.<Scoring value>): fix "
            "the name, or remove the row if the knob is gone; the fields are " + ", ".join(knobs)
        )
    twice = sorted({str(row) for row in mapped_rows if mapped.count(row.knob) > 1})
    if twice:
        problems.append(f"more than one row for a knob: {'; '.join(twice)}: keep one row each")
    return problems


def test_rule_map_names_every_knob_once() -> None:
    problems = knob_problems(rows())
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------- row by row


def _row_ids() -> list[str]:
    return [row.knob for row in rows()]


@pytest.mark.parametrize("row", rows(), ids=_row_ids())
def test_rule_map_row_is_filled_in(row: Row) -> None:
    assert row.what and not row.what.startswith("`"), (
        f"{row}: say in a few words what the knob does in the 'what' cell"
    )
    assert row.where, (
        f"{row}: the 'where' cell names no function: write one or more "
        "`module.function` in backticks, e.g. `euchre.engine.making.legal_call`"
    )
    assert row.proven_by, (
        f"{row}: the 'proven by' cell names no test: write one or more "
        "`tests/<dir>/test_<file>.py::test_<name>` in backticks"
    )


@pytest.mark.parametrize("row", rows(), ids=_row_ids())
def test_rule_map_where_exists_and_reads_the_knob(row: Row) -> None:
    sources = []
    for dotted in row.where:
        assert dotted.startswith("euchre."), (
            f"{row}: where entry `{dotted}` must be a dotted path in the euchre package, "
            "e.g. `euchre.engine.making.legal_call`"
        )
        try:
            obj = resolve(dotted)
        except (ModuleNotFoundError, AttributeError) as error:
            pytest.fail(
                f"{row}: where entry `{dotted}` does not exist ({error}): name the module and "
                "the function (or Class.method) where the knob takes effect; find it with "
                f"grep -rn '{row.knob.rsplit('.', 1)[-1]}' src/euchre"
            )
        try:
            sources.append(inspect.getsource(obj))  # type: ignore[arg-type]
        except TypeError:
            pytest.fail(
                f"{row}: where entry `{dotted}` is not a function, method or class "
                f"(it is a {type(obj).__name__}): name the function that reads the knob"
            )
    names = spellings(row.knob)
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\b")
    assert any(pattern.search(source) for source in sources), (
        f"{row}: none of {', '.join(row.where)} mentions "
        + " or ".join(sorted(names))
        + ": the knob takes effect somewhere else; find the function that reads it with "
        f"grep -rn '{row.knob.rsplit('.', 1)[-1]}' src/euchre/engine src/euchre/state.py "
        "src/euchre/deal.py src/euchre/rules, and name it in the 'where' cell"
    )


@pytest.mark.parametrize("row", rows(), ids=_row_ids())
def test_rule_map_proven_by_tests_exist(row: Row) -> None:
    for test in row.proven_by:
        path, sep, name = test.partition("::")
        assert sep and path.startswith("tests/") and path.endswith(".py") and name, (
            f"{row}: proven-by entry `{test}` must read `tests/<dir>/test_<file>.py::test_<name>`"
        )
        assert (ROOT / path).is_file(), (
            f"{row}: proven-by entry `{test}`: no file {path}: fix the path (tests live in "
            "tests/rules, tests/engine, tests/notation, tests/players, tests/oracles)"
        )
        defined = defined_tests(path)
        assert name in defined, (
            f"{row}: proven-by entry `{test}`: {path} defines no test function {name!r} "
            "(renamed or removed?): name a test that proves the knob; close names: "
            + ", ".join(sorted(defined, key=lambda d: -_overlap(d, name))[:3])
        )


def _overlap(a: str, b: str) -> int:
    return len(set(a.split("_")) & set(b.split("_")))


# --------------------------------------------------------------------- the checker checks


def test_rule_map_checks_catch_a_broken_row() -> None:
    """A map with a knob missing, unknown or twice, or a row with a wrong function or test,
    fails the checks (so a green run means something)."""
    good = next(row for row in rows() if row.knob == "stick_the_dealer")
    others = [row for row in rows() if row.knob != "stick_the_dealer"]
    assert knob_problems(rows()) == []
    assert "no row for stick_the_dealer" in knob_problems(others)[0]
    assert "not a RuleSet field" in knob_problems([*rows(), good._replace(knob="sticky")])[0]
    assert "more than one row" in knob_problems([*rows(), good])[0]
    with pytest.raises(pytest.fail.Exception, match="does not exist"):
        test_rule_map_where_exists_and_reads_the_knob(
            good._replace(where=("euchre.engine.making.no_such_function",))
        )
    with pytest.raises(AssertionError, match="mentions"):
        test_rule_map_where_exists_and_reads_the_knob(
            good._replace(where=("euchre.engine.scoring.game_over",))
        )
    with pytest.raises(AssertionError, match="defines no test function"):
        test_rule_map_proven_by_tests_exist(
            good._replace(proven_by=("tests/rules/test_knobs_making.py::test_no_such_test",))
        )
    with pytest.raises(AssertionError, match="no file"):
        test_rule_map_proven_by_tests_exist(
            good._replace(proven_by=("tests/rules/test_nothing.py::test_x",))
        )
    with pytest.raises(AssertionError, match="expected 4 cells"):
        parse_map("| knob | what | where | proven by |\n|---|---|---|---|\n| `deck` | x | y |\n")
    assert spellings("renege") == {"renege", "renege_penalised"}
    assert spellings("renege_claim") == {"renege_claim", "renege_claim_trick"}
    assert spellings("scoring.lone") == {"lone"}
