"""The State: the engine's tables remember no hand (after many games every module table
holds what a fresh import holds), every argument is checked (ArgumentError, a TypeError),
every state and view prints in every phase, and anything given to ``apply``, ``is_legal``
and ``explain`` raises only the library's own errors and changes nothing."""

from __future__ import annotations

import json
import math
import pickle
import random
import re
import subprocess
import sys
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import any_rules
from test_views import BEST_DEAL, BID

import euchre
from _examples import examples
from euchre import Seat
from euchre.errors import ArgumentError

# --------------------------------------------------------------------- caches hold no hand


_SNAPSHOT = r"""
import json, sys, types, random
import euchre
import euchre.bots, euchre.solver, euchre.fast, euchre.records

def snapshot():
    out = {}
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("euchre"):
            continue
        for attr, value in sorted(vars(module).items()):
            if isinstance(value, dict | list | set | bytearray):
                if isinstance(value, dict | set):
                    keys = sorted(f"{type(key).__name__}: {key!r}" for key in value)
                else:
                    keys = repr(value)
                out[f"{name}.{attr}"] = keys
            elif hasattr(value, "cache_info") and hasattr(value, "cache_parameters"):
                out[f"{name}.{attr}"] = "lru"
    return out

before = snapshot()
if sys.argv[1] == "play":
    rng = random.Random(1)
    for preset in ("CARDGAMES_IO", "STANDARD", "BID_EUCHRE", "OPENSPIEL"):
        rules = euchre.presets.get(preset)
        for seed in range(40):
            state = euchre.new_game(rules, seed=seed)
            while state.hand_number < 2 and state.to_act is not None:
                euchre.View.from_json(state.view(state.to_act).to_json())
                state = state.apply(rng.choice(state.legal_actions()))
print(json.dumps({"before": before, "after": snapshot()}))
"""

# Module tables that may fill as games are played: keyed by RuleSet (compiled rules) or by
# a deal pattern and a dealer, never by cards.
_MAY_GROW = {
    "euchre.engine.core._COMPILED",
    "euchre.records._view._RULES_READ",
    "euchre.deal._SEAT_OF",
    "euchre.deal._LAST_SEATS",
}


def _run(mode: str) -> dict[str, dict[str, Any]]:
    out = subprocess.run(
        [sys.executable, "-c", _SNAPSHOT, mode], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def test_caches_keys_after_many_games_equal_a_fresh_import() -> None:
    """No module table remembers a hand: after many seeded games, every module-level dict,
    list and set of the library holds what a fresh import holds (the compiled rules and
    the deal patterns aside, which hold no card)."""
    fresh = _run("fresh")["after"]
    played = _run("play")
    after = played["after"]
    assert set(after) == set(fresh)
    changed = {name for name in after if after[name] != fresh[name]}
    assert changed <= _MAY_GROW, changed
    assert all(key.startswith("RuleSet: ") for key in after["euchre.engine.core._COMPILED"])
    rules_knobs = {f'"{name}"' for name in attrs.fields_dict(euchre.RuleSet)}
    rules_knobs |= {f'"{name}"' for name in attrs.fields_dict(euchre.Scoring)}
    for key in after["euchre.records._view._RULES_READ"]:  # the JSON of a RuleSet's knobs
        assert key.startswith("str: '{") and set(re.findall(r'"\w+"(?=:)', key)) <= rules_knobs
    assert len(after["euchre.records._view._RULES_READ"]) == 4  # the four presets played
    assert "euchre.engine.core.PLAY_CACHE" not in after  # the hand-keyed caches are gone


def test_chunk_tables_give_the_actions_in_card_order() -> None:
    """The tables that replace the caches give the same actions, in the same order, as
    reading the mask card by card."""
    from euchre.actions import DISCARD_ACTIONS, GIVE_ACTIONS, PLAY_ACTIONS
    from euchre.engine.core import DISCARD_CHUNKS, GIVE_CHUNKS, PLAY_CHUNKS, actions_of

    rng = random.Random(3)
    for table, chunks in (
        (PLAY_ACTIONS, PLAY_CHUNKS),
        (DISCARD_ACTIONS, DISCARD_CHUNKS),
        (GIVE_ACTIONS, GIVE_CHUNKS),
    ):
        for _ in range(3000):
            mask = rng.getrandbits(33) & rng.getrandbits(33)
            expected = tuple(table[i] for i in range(33) if mask >> i & 1)
            assert actions_of(mask, chunks) == expected
        assert actions_of(0, chunks) == () and actions_of((1 << 33) - 1, chunks) == table[:33]


# --------------------------------------------------------------------- arguments


def test_new_game_seed_list_rejected_and_state_keeps_no_caller_object() -> None:
    rules = euchre.presets.STANDARD
    for seed in (
        [1, 2],
        (1, 2),
        {1: 2},
        1.5,
        math.inf,
        b"1",
        True,
        False,
        2**2000,
        "\ud800",
        object(),
    ):
        with pytest.raises(ArgumentError, match="a seed is an int") as caught:
            euchre.new_game(rules, seed=seed)  # type: ignore[arg-type]
        assert isinstance(caught.value, euchre.EuchreError)
    assert euchre.new_game(rules, seed=2**1024 - 1).seed == 2**1024 - 1
    # int and str subclasses are kept as plain values
    state = euchre.new_game(rules, seed=Seat.EAST)
    assert type(state.seed) is int and state == euchre.new_game(rules, seed=1)

    class Text(str):
        pass

    state = euchre.new_game(rules, seed=Text("abc"))
    assert type(state.seed) is str and state == euchre.new_game(rules, seed="abc")
    hash(state)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"dealer": True}, "dealer=True"),
        ({"dealer": 1.0}, "dealer=1.0"),
        ({"dealer": "North"}, "dealer='North'"),
        ({"dealer": 4}, "dealer=4"),
        ({"dealer": -1}, "dealer=-1"),
        ({"dealer": [0]}, "dealer=[0]"),
        ({"deal": "9c Tc"}, "expected a Deal"),
        ({"deal": 1}, "expected a Deal"),
    ],
)
def test_new_game_arguments_of_wrong_type_raise_argument_error(
    kwargs: dict[str, Any], words: str
) -> None:
    with pytest.raises(ArgumentError) as caught:
        euchre.new_game(euchre.presets.STANDARD, seed=1, **kwargs)
    assert words in str(caught.value)


def test_rules_deal_and_seat_of_wrong_type_raise_argument_error() -> None:
    for rules in ("standard", None, {}, euchre.presets):
        with pytest.raises(ArgumentError, match="expected a RuleSet"):
            euchre.new_game(rules, seed=1)  # type: ignore[arg-type]
    state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    for deal in (None, "9c", 5):
        with pytest.raises(ArgumentError, match="expected a Deal"):
            state.apply_deal(deal)  # type: ignore[arg-type]
        with pytest.raises(ArgumentError):
            euchre.apply_deal(state, deal)  # type: ignore[arg-type]
    for seat in (4, -1, True, 1.0, "N", None):
        with pytest.raises(ArgumentError, match="Seat or 0-3"):
            state.view(seat)  # type: ignore[arg-type]
    for actions in (None, 5, b"pass", {"pass": 1}):
        with pytest.raises(ArgumentError, match="expected text"):
            state.apply_all(actions)  # type: ignore[arg-type]
    for function in (euchre.is_legal, euchre.explain, euchre.apply):
        with pytest.raises(ArgumentError, match="expected a State"):
            function("pass", state)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="expected a State"):
        euchre.explain_turn("north", state)  # type: ignore[arg-type]
    for seat in (4, -1, True, 1.0, "Northwest", b"n"):
        with pytest.raises(ArgumentError, match="seat="):
            state.explain_turn(seat)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="expected a State"):
        euchre.legal_actions(None)  # type: ignore[arg-type]
    assert issubclass(ArgumentError, TypeError)  # callers catching TypeError still do


# --------------------------------------------------------------------- every state prints


def test_bid_euchre_states_print_in_bid_trump_and_exchange_phases() -> None:
    state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=1)
    assert state.phase is euchre.Phase.BID
    assert "the bidding" in str(state) and "the bidding" in state._repr_html_()
    best = euchre.new_game(BID, dealer=Seat.WEST, deal=BEST_DEAL).apply_all(
        "bid best; pass; pass; pass"
    )
    assert best.phase is euchre.Phase.TRUMP and str(best) and best._repr_html_()
    best = best.apply("call hearts")
    assert best.phase is euchre.Phase.EXCHANGE and str(best) and best._repr_html_()


@pytest.mark.parametrize("preset", ["BID_EUCHRE", "STANDARD", "CARDGAMES_IO"])
def test_every_phase_prints_as_text_and_html(preset):
    """str(state), the HTML picture and str(view) work in every phase a game reaches."""
    rules = euchre.presets.get(preset)
    seen = set()
    for seed in range(12):
        state = euchre.new_game(rules, seed=seed)
        rng = random.Random(seed)
        while state.hand_number < 2 and not state.is_over:
            seen.add(state.phase)
            assert str(state) and state._repr_html_()
            assert str(state.view(state.to_act)) if state.to_act is not None else True
            legal = state.legal_actions()
            best = [a for a in legal if str(a) in ("bid best", "bid 3")]
            state = state.apply(rng.choice(best or legal) if rng.random() < 0.5 else rng.choice(legal))
    if preset == "BID_EUCHRE":
        assert {euchre.Phase.BID, euchre.Phase.TRUMP, euchre.Phase.EXCHANGE} <= seen


def _prints(state: euchre.State) -> None:
    assert str(state) and repr(state) and state._repr_html_() and state.summary()
    for seat in range(state.rules.players):  # every seat of the table
        view = state.view(seat)
        assert str(view) and repr(view) and view._repr_html_()


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_every_state_and_view_prints_in_random_games(
    rules: euchre.RuleSet, seed: int
) -> None:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(120):
        _prints(state)
        if state.to_act is None:
            break
        state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("preset", euchre.presets.names())
def test_every_state_of_every_preset_prints(preset: str) -> None:
    rules = euchre.presets.get(preset)
    phases = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        while state.hand_number < 2 and state.to_act is not None:
            _prints(state)
            phases.add(state.phase)
            legal = state.legal_actions()
            bids = [a for a in legal if str(a) == "bid best"]
            state = state.apply(bids[0] if bids and rng.random() < 0.5 else rng.choice(legal))
    assert euchre.Phase.PLAY in phases


# --------------------------------------------------------------------- garbage actions


def _universe() -> list[euchre.Action]:
    """Every Action object the library holds in its tables (canonical or not)."""
    found: dict[int, euchre.Action] = {}

    def walk(value: Any) -> None:
        if isinstance(value, euchre.Action):
            found[id(value)] = value
        elif isinstance(value, tuple | list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    for value in vars(euchre.actions).values():
        walk(value)
    return sorted(found.values(), key=str)


UNIVERSE = _universe()


class _Weird:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __str__(self) -> str:
        raise RuntimeError("no str")


GARBAGE: list[Any] = [
    None,
    0,
    1,
    -1,
    2**70,
    1.5,
    math.nan,
    math.inf,
    True,
    "",
    " ",
    "play",
    "play 9z",
    "play 99",
    "bid",
    "bid -1",
    "bid 99",
    "bid 1e9",
    "bid nan",
    "give",
    "claim renege",
    "claim renege 7",
    "call purple",
    b"pass",
    ["pass"],
    ("pass",),
    {"pass"},
    {},
    object(),
    _Weird(),
    Seat.NORTH,
    euchre.Suit.HEARTS,
    euchre.parse_card("9c"),
    "pass\x00",
    "\ud800",
    "pass;pass",
    "x" * 10_000,
    "play Jo Jo",
    "order up up",
    "discard",
    euchre.Deal.random(euchre.presets.STANDARD, 1),
]


def _fingerprint(state: euchre.State) -> tuple[Any, ...]:
    return (repr(state), hash(state), state._key(), state.legal_actions(), str(state))


def _check_garbage(state: euchre.State) -> int:
    before = _fingerprint(state)
    twin = pickle.loads(pickle.dumps(state))
    tried = 0
    for item in UNIVERSE + GARBAGE:
        legal = state.is_legal(item)
        try:
            explanation = state.explain(item)
        except euchre.EuchreError:
            assert not legal
        else:
            assert explanation.legal == legal, (item, explanation)
            assert str(explanation)
        try:
            after = state.apply(item)
        except euchre.EuchreError as error:
            assert not legal, (item, error)
        else:
            assert legal, item
            assert after is not state
        tried += 1
    assert _fingerprint(state) == before and state == twin
    return tried


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_apply_is_legal_explain_take_garbage_and_every_action(
    rules: euchre.RuleSet, seed: int
) -> None:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for step in range(100):
        if step % 5 == 0:
            _check_garbage(state)
        if state.to_act is None:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    _check_garbage(state)


def test_explain_of_every_legal_action_says_legal() -> None:
    for preset in euchre.presets.names():
        state = euchre.new_game(euchre.presets.get(preset), seed=2)
        rng = random.Random(2)
        while state.hand_number < 1 and state.to_act is not None:
            for action in state.legal_actions():
                assert state.explain(action).legal and state.is_legal(str(action))
            state = state.apply(rng.choice(state.legal_actions()))


def test_internal_table_actions_are_illegal_everywhere() -> None:
    """The unused slots 33-39 of the card tables are the joker's own action; a double-deck
    card's second copy prints as the first, and as an Action object from the table it is an
    internal entry, never legal (the engine's legal actions are the canonical objects, and
    ``Action.play`` of a second copy gives the first copy's): apply, is_legal and explain
    agree (before: explain failed an assertion on them)."""
    from euchre.actions import PLAY_ACTIONS
    from euchre.cards import CARDS_BY_INDEX
    from euchre.engine.cardorder import COPY

    rules = euchre.presets.BID_EUCHRE.replace(deck=25, renege="forbid")
    for seed in range(30):
        state = euchre.new_game(rules, seed=seed)
        while state.phase is not euchre.Phase.PLAY:
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind is euchre.ActionKind.BID]
            state = state.apply(bids[0] if bids and state.bid is None else legal[0])
        if euchre.Action.play("Jo") in state.legal_actions():
            break
    else:
        pytest.fail("no seed gave the leader the joker")
    held = next(a for a in state.legal_actions() if a.card is not None and a.card.index < 32)
    assert all(PLAY_ACTIONS[i] is euchre.Action.play("Jo") for i in range(32, 40))
    assert euchre.Action.play(CARDS_BY_INDEX[held.card.index + COPY]) is held  # type: ignore[union-attr]
    for phantom in (PLAY_ACTIONS[held.card.index + COPY],):  # type: ignore[union-attr]
        assert str(phantom) == str(held) and state.is_legal(str(phantom))
        assert not state.is_legal(phantom)
        why = state.explain(phantom)
        assert not why.legal and "internal table entry" in why.message
        with pytest.raises(euchre.IllegalActionError, match="internal table entry"):
            state.apply(phantom)
