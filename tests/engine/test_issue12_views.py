"""Issue 12: views without a replay. ``state.hand_actions`` and ``state.view(seat)`` read
who did what from the hand's history as it was kept, and never apply an action."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre.state import State

PRESETS = ["CARDGAMES_IO", "STANDARD", "OPENSPIEL", "GAMES4ALL", "BID_EUCHRE"]
RULES = {name: euchre.presets.get(name) for name in PRESETS} | {
    "double_deck": euchre.presets.BID_EUCHRE.replace(deck=48),
    "farmers_exchange": euchre.presets.STANDARD.replace(farmers_hand="exchange"),
    "call_for_best": euchre.presets.STANDARD.replace(call_for_best=True),
    "penalise": euchre.presets.STANDARD.replace(renege="penalise"),
}


def _replayed_actors(state: State) -> list[tuple[euchre.Seat, euchre.Action]]:
    """Who took each action of this hand, by replaying the hand from its deal."""
    if state.phase is euchre.Phase.DEAL or state.is_over:
        return []
    replay = euchre.new_game(state.rules, dealer=state.dealer, deal=state.deal)
    out = []
    for item in state.hand_history[1:]:
        assert isinstance(item, euchre.Action) and replay.to_act is not None
        out.append((replay.to_act, item))
        replay = replay.apply(item)
    return out


@pytest.mark.parametrize("name", sorted(RULES))
def test_issue12_hand_actions_name_the_seat_a_replay_finds(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(name)
    checked = 0
    for game in range(8):
        state = euchre.new_game(rules, seed=f"{name}/{game}")
        while state.hand_number < 2 and not state.is_over:
            assert list(state.hand_actions) == _replayed_actors(state)
            checked += len(state.hand_actions)
            state = state.apply(rng.choice(state.legal_actions()))
    assert checked > 500


def test_issue12_view_applies_no_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """A view of a late position is built with State.apply out of reach."""
    rules = euchre.presets.STANDARD
    rng = random.Random(12)
    state = euchre.new_game(rules, seed=12)
    while len(state.tricks) < 3:
        state = state.apply(rng.choice(state.legal_actions()))
    expected = [state.view(seat) for seat in euchre.Seat]

    def no_apply(self: State, action: object) -> State:
        raise AssertionError("a view replayed the hand")

    monkeypatch.setattr(State, "apply", no_apply)
    assert [state.view(seat) for seat in euchre.Seat] == expected
    assert len(expected[0].actions) == len(state.hand_history) - 1


def test_issue12_pickled_state_keeps_who_acted() -> None:
    import pickle

    state = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=4).apply_all("pass; pass; order up")
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.hand_actions == state.hand_actions
    assert [seat for seat, _ in again.hand_actions] == [
        state.dealer.left, state.dealer.left.left, state.dealer.left.left.left
    ]
