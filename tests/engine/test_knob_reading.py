"""The engine reads a knob one way: ``c.<knob>``, an attribute of the per-RuleSet values
(``euchre.engine.core.Compiled``, ``h.c``), named after the knob.

The rule (``docs/rule-map.md``'s header, ``euchre/engine/core.py``'s docstring): engine code
never reaches through to the RuleSet for a knob (``h.c.rules.<knob>``,
``state.rules.<knob>``, or a name bound to ``<...>.rules``); the RuleSet's knobs are read by
``Compiled`` alone, and by the functions the engine shares with every other component, which
take the RuleSet itself (``engine.scoring``, ``engine.dealing.seeded_deal``).

The check parses the engine's source (``euchre/engine/*.py`` and ``euchre/state.py``) with
``ast``; the ``.py`` files sit beside the compiled modules in the compiled build too
(``hatch_build.py`` keeps them in the wheel).
"""

from __future__ import annotations

import ast
import types
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import attrs
import pytest

import euchre
import euchre.engine
import euchre.state
from euchre.engine.core import Compiled, compile_rules

#: Every RuleSet knob.
KNOBS = frozenset(field.name for field in attrs.fields(euchre.RuleSet))

#: The values of Compiled (its slots; attribute descriptors in both builds: the compiled
#: class has no ``__slots__``).
VALUES = sorted(
    name
    for name, value in vars(Compiled).items()
    if isinstance(value, (types.MemberDescriptorType, types.GetSetDescriptorType))
)

#: Where a RuleSet's knobs may be read, by ``module.qualified.name`` prefix: the values
#: themselves, and the functions shared with the solver, the simulator and describe(),
#: which take the RuleSet whole.
READERS = {
    "core.Compiled": "builds the per-RuleSet values the engine reads",
    "scoring.": "the scoring every component shares (hand_points, bid_points, renege_award, "
    "game_over, scores_can_fall, next_dealer)",
    "dealing.seeded_deal": "the seed-to-deal contract, shared with records and simulate",
}

#: Values of Compiled that are neither a knob's value nor derived from one knob (named
#: ``<knob>_<test>``): tables and values built from several knobs, with the knobs they read.
TABLES = {
    "rules": "the RuleSet whole, for the functions that take one",
    "declarations": "ace_no_face, farmers_hand",
    "play_phase": "renege, deck",
    "order_actions": "alone, alone_timing",
    "call_actions": "alone, alone_timing, no_trump",
    "bid_ladder": "cards_per_hand, bid_minimum, bid_best, bid_moon",
    "bid_calls": "bid_no_trump, bid_low_no_trump",
    "knock_points": "scoring, cards_per_hand (engine.scoring.hand_points)",
    # the table's seats, from players and partnership (rules.table, engine.seating)
    "four": "players, partnership: the four-seat game in two teams (the hot path's)",
    "left": "players (rules.table)",
    "teammates": "players, partnership (rules.table)",
    "teammate_mask": "players, partnership (rules.table)",
    "side_of": "players, partnership (rules.table)",
    "sides": "players, partnership (rules.table)",
    "all_seats": "players",
    "next_active": "players (engine.seating)",
    "active_count": "players (engine.seating)",
    "no_tricks": "players, partnership: a zero for each side",
    "seat_values": "players: Seat at four seats, Player elsewhere",
}


class Read(NamedTuple):
    """A knob read off a RuleSet in the engine's source."""

    where: str  # module.qualified.name of the enclosing function
    line: int
    code: str
    through: bool  # through a ``.rules`` attribute (``h.c.rules.<knob>``, ``state.rules``)

    def __str__(self) -> str:
        return f"{self.where} (line {self.line}): {self.code}"


def _is_ruleset_annotation(node: ast.expr | None) -> bool:
    if node is None:
        return False
    text = node.value if isinstance(node, ast.Constant) else ast.unparse(node)
    return isinstance(text, str) and text.rsplit(".", 1)[-1] == "RuleSet"


class _Scanner(ast.NodeVisitor):
    """Finds knob reads off a RuleSet: ``<expr>.rules.<knob>``, ``name.<knob>`` (or
    ``getattr(name, "<knob>")``) where ``name`` is a parameter annotated RuleSet (or named
    ``rules``) or was bound to a RuleSet (``x = state.rules``)."""

    def __init__(self, module: str) -> None:
        self.module = module
        self.scope: list[str] = []
        self.names: list[set[str]] = [set()]  # RuleSet-valued names, by function scope
        self.found: list[Read] = []

    def _ruleset(self, node: ast.expr) -> bool | None:
        """True: a ``.rules`` attribute; False: a name bound to a RuleSet; None: neither."""
        if isinstance(node, ast.Attribute) and node.attr == "rules":
            return True
        if isinstance(node, ast.Name) and any(node.id in names for names in self.names):
            return False
        return None

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        args = node.args
        names = {
            arg.arg
            for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs)
            if arg.arg == "rules" or _is_ruleset_annotation(arg.annotation)
        }
        self.scope.append(node.name)
        self.names.append(names)
        self.generic_visit(node)
        self.names.pop()
        self.scope.pop()

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.scope.append(node.name)
        self.generic_visit(node)
        self.scope.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        if self._ruleset(node.value) is not None:
            for target in node.targets:
                if isinstance(target, ast.Name):
                    self.names[-1].add(target.id)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        bound = node.value is not None and self._ruleset(node.value) is not None
        if isinstance(node.target, ast.Name) and (bound or _is_ruleset_annotation(node.annotation)):
            self.names[-1].add(node.target.id)
        self.generic_visit(node)

    def _read(self, node: ast.expr, owner: ast.expr, knob: str) -> None:
        kind = self._ruleset(owner)
        if kind is not None and knob in KNOBS:
            where = ".".join([self.module, *self.scope])
            self.found.append(Read(where, node.lineno, ast.unparse(node), kind))

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self._read(node, node.value, node.attr)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func, args = node.func, node.args
        if isinstance(func, ast.Name) and func.id == "getattr" and len(args) >= 2:
            name = args[1]
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                self._read(node, args[0], name.value)
        self.generic_visit(node)


def knob_reads(source: str, module: str) -> list[Read]:
    """Every read of a RuleSet knob in ``source`` (the module named ``module``)."""
    scanner = _Scanner(module)
    scanner.visit(ast.parse(source))
    return scanner.found


def misread(reads: list[Read]) -> list[Read]:
    """The reads that break the rule: any through ``.rules``, and any outside the readers."""
    return [r for r in reads if r.through or not any(r.where.startswith(p) for p in READERS)]


def engine_sources() -> Iterator[tuple[str, str]]:
    """(module, source) of every engine module and of euchre.state, read from the ``.py``
    files beside the imported modules."""
    folder = Path(euchre.engine.__file__).parent
    files = sorted(folder.glob("*.py")) + [Path(euchre.state.__file__).parent / "state.py"]
    present = [path for path in files if path.is_file()]
    if len(present) < len(files) or len(present) < 2:
        build = "compiled (mypyc)" if euchre.compiled else "pure-Python"
        pytest.skip(
            f"the engine's .py sources are not installed beside the {build} build at {folder}: "
            "this check reads the source (hatch_build.py keeps the .py files in the wheel)"
        )
    for path in present:
        yield path.stem, path.read_text(encoding="utf-8")


# --------------------------------------------------------------------- the engine's source


def test_engine_reads_knobs_only_through_the_per_ruleset_values() -> None:
    reads = [read for module, source in engine_sources() for read in knob_reads(source, module)]
    assert any(read.where.startswith("core.Compiled") for read in reads)  # the scan sees reads
    wrong = misread(reads)
    assert not wrong, (
        "the engine reads these knobs off the RuleSet instead of as c.<knob> (the values of "
        "euchre.engine.core.Compiled, h.c): "
        + "; ".join(map(str, wrong))
        + ". Add the knob to Compiled (named after the knob; a derived value after the knob "
        "and its test, e.g. renege_penalised) and read it as h.c.<knob>."
    )


def test_knob_reading_check_catches_every_other_way() -> None:
    """The three ways the engine used to read a knob, and a disguised one, are caught; the
    values and the shared functions are not."""
    bad = {
        "ending": "def throw_in(b, h):\n    return h.c.rules.num_deals\n",
        "explain": "def why(state):\n    return state.rules.renege_penalty\n",
        "explain_alias": "def why(state):\n    rules = state.rules\n    return rules.bid_minimum\n",
        "explain_getattr": "def why(state):\n    return getattr(state.rules, 'alone')\n",
        "play": "def f(r: RuleSet):\n    return r.renege_points\n",
        "scoring": "def f(h):\n    return h.c.rules.target\n",  # through .rules: never
    }
    for module, source in bad.items():
        assert misread(knob_reads(source, module)), module
    good = {
        "ending": "def throw_in(b, h):\n    c = h.c\n    return c.num_deals, c.rules\n",
        "scoring": "def game_over(rules: RuleSet):\n    return rules.target\n",
        "core": "class Compiled:\n    def __init__(self, rules):\n        self.tie = rules.tie\n",
        "dealing": "def seeded_deal(rules, seed):\n    return rules.deck\n",
        "explain": "def why(state):\n    return state.rules, state.no_trump\n",
    }
    for module, source in good.items():
        assert not misread(knob_reads(source, module)), module


# --------------------------------------------------------------------- the values' names


RULESETS = [euchre.presets.get(name) for name in euchre.presets.names()] + [
    euchre.presets.STANDARD.replace(
        num_deals=3, no_trump=True, renege="penalise", renege_penalty="euchre", deck=25
    ),
    euchre.presets.BID_EUCHRE.replace(bid_minimum=2, bid_best=False, tie="draw", deck=48),
]


@pytest.mark.parametrize("rules", RULESETS, ids=repr)
def test_a_value_named_after_a_knob_is_the_knobs_value(rules: euchre.RuleSet) -> None:
    c = compile_rules(rules)
    assert VALUES  # the values were found
    for name in sorted(KNOBS.intersection(VALUES)):
        assert getattr(c, name) == getattr(rules, name), (
            f"Compiled.{name} is {getattr(c, name)!r} but the knob {name} is "
            f"{getattr(rules, name)!r}: a value named after a knob must be the knob's value; "
            "name a derived value after the knob and its test (e.g. renege_penalised)"
        )


def test_every_value_is_named_after_its_knob() -> None:
    """A value of Compiled is a knob's, or derived from one knob (``<knob>_<test>``), or a
    table listed in TABLES with the knobs it is built from."""
    unnamed = [
        slot
        for slot in VALUES
        if slot not in KNOBS and not any(slot.startswith(knob + "_") for knob in KNOBS)
    ]
    assert sorted(unnamed) == sorted(TABLES), (
        f"Compiled values named after no knob: {sorted(set(unnamed) - set(TABLES))} (name each "
        "after its knob, or its knob and test); listed in TABLES but gone: "
        f"{sorted(set(TABLES) - set(unnamed))}"
    )
