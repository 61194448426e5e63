"""The optional compiled build (mypyc): which build runs, and the same behaviour in both,
above all the library's own errors for bad public inputs where compiled code would raise a
bare TypeError from its own type checks.

``EUCHRE_EXPECT_COMPILED=1`` (set by ``.ci/run``'s compiled stage) makes the first test fail
unless the tests run against the installed compiled package; ``=0``, unless they run against
the pure-Python one.
"""

from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import euchre
import euchre.actions
import euchre.cards
import euchre.encoding
import euchre.engine.core
import euchre.engine.perft
import euchre.functions
import euchre.plainfacts
from euchre import ArgumentError, EuchreError

RULES = euchre.presets.STANDARD
REPO_SRC = Path(__file__).resolve().parents[2] / "src"


def _is_extension(module: ModuleType) -> bool:
    return str(module.__file__).endswith(tuple(EXTENSION_SUFFIXES))


def test_compiled_flag_tells_the_build_that_runs() -> None:
    assert isinstance(euchre.compiled, bool)
    assert euchre.compiled == _is_extension(euchre.state)
    # the engine is compiled together; the modules that take public inputs of their own stay
    # interpreted in both builds (their checks raise the library's errors)
    assert _is_extension(euchre.engine.core) == euchre.compiled
    assert _is_extension(euchre.engine.perft) == euchre.compiled
    # the RL step: the encoding and the plain facts it reads (the table: tests/rl/test_envs.py)
    assert _is_extension(euchre.encoding) == euchre.compiled
    assert _is_extension(euchre.plainfacts) == euchre.compiled
    for module in (euchre.functions, euchre.cards, euchre.actions):
        assert not _is_extension(module), module.__name__
    expected = os.environ.get("EUCHRE_EXPECT_COMPILED")
    if expected is not None:
        assert expected in ("0", "1"), expected
        assert euchre.compiled is (expected == "1")
    if euchre.compiled:  # the installed package, not the source tree beside these tests
        assert not Path(str(euchre.__file__)).resolve().is_relative_to(REPO_SRC)


def _state() -> euchre.State:
    return euchre.new_game(RULES, seed=1)


BAD_CALLS: dict[str, Any] = {
    "new_game seed float": lambda: euchre.new_game(RULES, seed=1.5),
    "new_game seed list": lambda: euchre.new_game(RULES, seed=[1]),
    "new_game seed bytes": lambda: euchre.new_game(RULES, seed=b"1"),
    "new_game dealer float": lambda: euchre.new_game(RULES, seed=1, dealer=1.0),
    "new_game dealer bool": lambda: euchre.new_game(RULES, seed=1, dealer=True),
    "new_game dealer text": lambda: euchre.new_game(RULES, seed=1, dealer="N"),
    "new_game rules text": lambda: euchre.new_game("standard", seed=1),
    "new_game deal text": lambda: euchre.new_game(RULES, deal="9c"),
    "legal_actions None": lambda: euchre.legal_actions(None),
    "apply swapped": lambda: euchre.apply("pass", _state()),
    "is_legal number": lambda: euchre.is_legal(5, "pass"),
    "explain None": lambda: euchre.explain(None, "pass"),
    "apply_deal number": lambda: euchre.apply_deal(_state(), 5),
    "State.apply None": lambda: _state().apply(None),
    "State.apply number": lambda: _state().apply(5),
    "State.explain number": lambda: _state().explain(5),
    "State.view float": lambda: _state().view(1.5),
    "State.apply_all None": lambda: _state().apply_all(None),
    "State.apply_all bytes": lambda: _state().apply_all(b"pass"),
    "State.apply_deal text": lambda: _state().apply_deal("9c"),
    "perft text": lambda: euchre.perft("state"),
    "perft depth float": lambda: euchre.perft(_state(), depth=1.5),
    "perft depth bool": lambda: euchre.perft(_state(), depth=True),
    "perft depth negative": lambda: euchre.perft(_state(), depth=-1),
    "perft_divide None": lambda: euchre.perft_divide(None),
    "perft_divide depth text": lambda: euchre.perft_divide(_state(), depth="2"),
}


@pytest.mark.parametrize("name", sorted(BAD_CALLS))
def test_bad_public_inputs_raise_the_library_errors(name: str) -> None:
    with pytest.raises(EuchreError):
        BAD_CALLS[name]()


def test_function_arguments_refused_with_argument_error() -> None:
    for call in (
        lambda: euchre.legal_actions("state"),
        lambda: euchre.perft(None),
        lambda: euchre.perft(_state(), depth=2.0),
    ):
        with pytest.raises(ArgumentError, match="expected"):
            call()
    assert not _state().is_legal(5)  # text or an Action; anything else is simply not legal


def test_states_refuse_setting_and_deleting_any_field() -> None:
    state = _state()
    state.legal_actions()  # the cached tuple exists
    before = (state.phase, state.to_act, state.legal_actions(), hash(state))
    for name, value in (("_phase", 6), ("_legal", ()), ("_hash", 0), ("_h", None), ("extra", 1)):
        with pytest.raises(AttributeError):
            setattr(state, name, value)
    for name in ("_phase", "_legal"):
        with pytest.raises(AttributeError):
            delattr(state, name)
    assert (state.phase, state.to_act, state.legal_actions(), hash(state)) == before


def test_perft_depths_agree_with_perft_divide() -> None:
    rules = euchre.presets.CARDGAMES_IO
    state = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
    assert euchre.perft(state, depth=0) == 1
    assert euchre.perft(state, depth=2) == sum(euchre.perft_divide(state, depth=2).values())
    # to the hand's end from the first lead (34,840 leaves; from the deal, 590,884 take 20 s
    # a count interpreted, and the oracle tests count whole hands against OpenSpiel)
    while state.phase is not euchre.Phase.PLAY:
        state = state.apply(state.legal_actions()[0])
    assert euchre.perft(state) == euchre.perft(state, depth=None)
    assert euchre.perft(state) == sum(euchre.perft_divide(state).values()) == 34_840
