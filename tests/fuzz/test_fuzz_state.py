"""``State.apply / is_legal / explain / view`` over the whole action universe in reachable
states of random games (every preset, random valid RuleSets of both variants, deals that
turn up the joker or hold a farmer's hand, irregular play: reneges, claims, declarations,
thrown-in hands): only the library's own errors escape, the input state is untouched,
``apply`` succeeds exactly when ``is_legal`` says so and ``explain`` agrees."""

from __future__ import annotations

import copy
import pickle
from typing import Any

from _fuzz_harness import (
    PRESETS,
    UNIVERSE,
    Game,
    any_rules,
    any_value,
    attempt,
    check,
    count_only,
    fuzz,
    games,
    play_game,
    snapshot,
    works,
)
from hypothesis import example, given
from hypothesis import strategies as st

import euchre
from euchre import Phase, presets
from euchre._render import seat_of

#: how many states of a game are tried against the whole universe
STATES_PER_GAME = 6


def _sample(game: Game, count: int = STATES_PER_GAME) -> list[euchre.State]:
    states = game.states
    if len(states) <= count:
        return list(states)
    step = len(states) / count
    return [states[int(i * step)] for i in range(count)] + [states[-1]]


def _universe_on(state: euchre.State) -> None:
    """Every action of the universe, as an Action and as its text, on one state."""
    before = snapshot(state)
    legal = state.legal_actions()
    legal_texts = {str(a) for a in legal}
    for action in (*UNIVERSE, *legal):
        for given_as in (action, str(action)):
            verdict = attempt("State.is_legal", state.is_legal, given_as)
            check("State.is_legal", verdict.ok and isinstance(verdict.value, bool),
                  lambda: f"is_legal({given_as!r}) gave {verdict}")  # noqa: B023
            # legal exactly when legal_actions() lists it: checked for every action that is
            # its text's action (an engine table's second copy of a card is not: whether it
            # is legal is the double deck's question, test_an_action_and_its_text_...)
            expected = str(action) in legal_texts
            canonical = given_as is not action or euchre.parse_action(str(action)) is action
            check("State.is_legal", not canonical or verdict.value == expected,
                  lambda: f"is_legal({given_as!r}) is {verdict.value}, legal_actions say "  # noqa: B023
                          f"{expected} in {state.phase}")  # noqa: B023
            why = attempt("State.explain", state.explain, given_as)
            check("State.explain", why.ok, lambda: f"explain({given_as!r}) raised {why.error!r}")  # noqa: B023
            check("State.explain", why.value.legal == verdict.value,
                  lambda: f"explain({given_as!r}).legal is {why.value.legal}, is_legal "  # noqa: B023
                          f"{verdict.value}")  # noqa: B023
            moved = attempt("State.apply", state.apply, given_as)
            check("State.apply", moved.ok == verdict.value,
                  lambda: f"apply({given_as!r}) {'succeeded' if moved.ok else 'failed'} "  # noqa: B023
                          f"but is_legal says {verdict.value}: {moved.error!r}")  # noqa: B023
            if moved.ok:
                check("State.apply", moved.value != state, "apply returned an equal state")
            else:
                error = moved.error
                check("State.apply", isinstance(error, euchre.IllegalActionError),
                      lambda: f"apply({given_as!r}) raised {error!r}")  # noqa: B023
                assert isinstance(error, euchre.IllegalActionError)
                check("State.explain", error.reason == why.value.reason,
                      lambda: f"apply({given_as!r}) gives reason {error.reason}, explain "  # noqa: B023
                              f"{why.value.reason}")  # noqa: B023
    after = snapshot(state)
    for name, old, new in zip(("pickle", "hash", "repr", "JSON record", "str", "legal actions"),
                              before, after, strict=True):
        check("State (input untouched)", old == new, lambda: f"the state's {name} changed")  # noqa: B023


@fuzz(25)
@given(games())
def test_every_action_in_reachable_states(game: Game) -> None:
    for state in _sample(game):
        _universe_on(state)


@fuzz(5)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32), st.booleans())
def test_every_action_in_every_state_of_a_preset_game(rules: euchre.RuleSet, seed: int,
                                                      seeded: bool) -> None:
    for state in play_game(rules, seed, 45, seeded=seeded).states:
        _universe_on(state)


@fuzz(30)
@given(games(st.sampled_from([presets.BID_EUCHRE.replace(deck=48),
                              presets.BID_EUCHRE.replace(deck=48, renege="forbid")])
             | any_rules))
def test_an_action_and_its_text_are_the_same_decision(game: Game) -> None:
    """``is_legal(action) == is_legal(str(action))`` for every action built from a card
    the player holds (``Action.play(card)`` for each card of ``state.hands[seat]``: in the
    double deck, a card may be the second copy of its kind)."""
    for state in _sample(game):
        if state.to_act is None:
            continue
        for card in state.hands[state.to_act]:
            for make in (euchre.Action.play, euchre.Action.discard, euchre.Action.give):
                action = make(card)
                by_object, by_text = state.is_legal(action), state.is_legal(str(action))
                count_only("Action from a held card", by_object == by_text)
                check("Action from a held card", by_object == by_text,
                      lambda: f"is_legal({action!r}) is {by_object} but is_legal("  # noqa: B023
                              f"{str(action)!r}) is {by_text}: {card!r} is card #{card.index} "  # noqa: B023
                              f"in {state.phase}")  # noqa: B023


garbage = st.one_of(any_value, st.text(max_size=20),
                    st.sampled_from(["play", "play Jd Jd", "bid 0", "bid 13", "claim renege",
                                     "call", "discard", "give", "order", "Jd"]))


@fuzz(150)
@given(games(most=60), st.lists(garbage, min_size=1, max_size=8))
def test_garbage_actions_raise_only_their_own_errors(game: Game, inputs: list[Any]) -> None:
    state = game.states[-1]
    before = snapshot(state)
    legal_texts = {str(a) for a in state.legal_actions()}
    for value in inputs:
        verdict = attempt("State.is_legal", state.is_legal, value)
        check("State.is_legal", verdict.ok, lambda: f"is_legal({value!r}) raised {verdict.error!r}")  # noqa: B023
        why = attempt("State.explain", state.explain, value)
        moved = attempt("State.apply", state.apply, value)
        check("State.apply", moved.ok == bool(verdict.value),
              lambda: f"apply({value!r}): {moved}, is_legal {verdict.value}")  # noqa: B023
        if why.ok:
            check("State.explain", why.value.legal == verdict.value, lambda: f"explain({value!r})")  # noqa: B023
        if verdict.value:
            check("State.is_legal", str(euchre.parse_action(value)) in legal_texts, "legal")
    attempt("State.apply_all", state.apply_all, inputs)
    attempt("State.apply_all", state.apply_all, inputs[0])
    check("State (input untouched)", snapshot(state) == before, "the state changed")


@fuzz(150)
@given(games(most=60), st.lists(st.one_of(any_value, st.integers(-2, 5),
                                          st.sampled_from(list(euchre.Seat))), max_size=4))
@example(Game(presets.STANDARD, (euchre.new_game(presets.STANDARD, seed=1),), True), [7])
@example(Game(presets.STANDARD, (euchre.new_game(presets.STANDARD, seed=1),), True), ["north"])
def test_views_of_every_seat_and_of_bad_seats(game: Game, seats: list[Any]) -> None:
    """Every seat's view of a reachable state prints and reads back from JSON; a value that
    is not a seat is refused with the library's own error, and nothing changes."""
    state = game.states[-1]
    before = snapshot(state)
    for seat in (*(seat_of(state.rules, n) for n in range(state.rules.players)), *seats):
        outcome = attempt("State.view", state.view, seat)
        if not outcome.ok:
            continue
        view = outcome.value
        entry = "State.view"
        check(entry, view.seat in range(state.rules.players), lambda: f"view({seat!r}).seat is {view.seat!r}")  # noqa: B023
        works(entry, str, view)
        works(entry, repr, view)
        works(entry, view._repr_html_)
        check(entry, works(entry, euchre.View.from_json, view.to_json()) == view,
              "JSON round trip")
        check(entry, pickle.loads(pickle.dumps(view)) == view, "pickle round trip")
        check(entry, copy.deepcopy(view) == view, "deepcopy")
        check(entry, view == state.view(view.seat), "a view is a value")
    check("State (input untouched)", snapshot(state) == before, "the state changed")


@fuzz(25)
@given(games(most=150))
@example(Game(presets.BID_EUCHRE, (euchre.new_game(presets.BID_EUCHRE, seed=1),), True))
def test_every_reachable_state_prints(game: Game) -> None:
    """``str``, ``repr``, ``summary`` and ``_repr_html_`` of every state a game goes
    through (``str(new_game(BID_EUCHRE, seed=1))`` raised KeyError: 'bid')."""
    for state in game.states:
        entry = f"str(State) {state.rules.variant}"
        for show in (str, repr, euchre.State.summary, euchre.State._repr_html_):
            outcome = attempt(entry, show, state)
            check(entry, outcome.ok, lambda: f"{show.__name__} raised {outcome.error!r} in "  # noqa: B023
                                             f"{state.phase}")  # noqa: B023
        check(entry, works(entry, eval, repr(state), {"euchre": euchre}) == state,
              lambda: f"{state!r} does not rebuild the state")  # noqa: B023


@fuzz(40)
@given(games(most=150))
def test_apply_deal_accepts_only_what_fits(game: Game) -> None:
    """``apply_deal`` with deals of every preset's deck, garbage and the state's own deal:
    only the library's own errors, and the state is untouched."""
    state = game.states[-1]
    before = snapshot(state)
    for value in (*(euchre.Deal.random(r, 3) for r in PRESETS), state.deal, None, "Jd", 5):
        outcome = attempt("State.apply_deal", state.apply_deal, value)
        if outcome.ok:
            check("State.apply_deal", state.phase is Phase.DEAL or not state.hand_actions,
                  "a deal was taken in the middle of a hand")
    check("State (input untouched)", snapshot(state) == before, "the state changed")
