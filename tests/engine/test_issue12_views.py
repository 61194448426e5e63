"""Issue 12: views without a replay. ``state.hand_actions`` and ``state.view(seat)`` read
who did what from the hand's history as it was kept, and never apply an action."""

from __future__ import annotations

import copy
import pickle
import random

import attrs
import pytest

import euchre
from euchre.actions import ActionKind
from euchre.state import State
from euchre.views import PublicAction

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


# --------------------------------------------------------------------- lazily built fields

FIELDS = [field.name for field in attrs.fields(euchre.View)]
HIDDEN = {ActionKind.DISCARD: "discard (hidden)", ActionKind.GIVE: "exchange (hidden)"}


def _first(card: euchre.Card, rules: euchre.RuleSet) -> euchre.Card:
    """The card as a view shows it: its first copy in the double deck."""
    return euchre.parse_card(str(card)) if rules.deck == 48 else card


def _trick_seen(trick: euchre.Trick, rules: euchre.RuleSet) -> euchre.Trick:
    return trick._replace(plays=tuple((seat, _first(c, rules)) for seat, c in trick.plays))


def _expected(state: State, me: int) -> dict[str, object]:
    """Every field of ``state.view(me)``, read from the state's public properties."""
    rules = state.rules
    maker = state.maker
    partners = () if maker is None else (maker, maker.partner)
    actions = []
    for seat, action in state.hand_actions:
        hidden = (action.kind is ActionKind.DISCARD and seat != me) or (
            action.kind is ActionKind.GIVE and me not in partners
        )
        actions.append(PublicAction(seat, HIDDEN[action.kind] if hidden else str(action)))
    current = state.current_trick
    return {
        "seat": me,
        "rules": rules,
        "phase": state.phase.value,
        "to_act": state.to_act,
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "hand": tuple(_first(c, rules) for c in state.hands[me]),
        "hand_sizes": tuple(len(hand) for hand in state.hands),
        "upcard": state.upcard,
        "upcard_suit": state.upcard_suit,
        "dealer_took_upcard": state.dealer_took_upcard,
        "turned_down": state.turned_down,
        "trump": state.trump,
        "no_trump": state.no_trump,
        "low_no_trump": state.low_no_trump,
        "maker": maker,
        "alone": state.alone,
        "lone_defender": state.lone_defender,
        "sitting_out": state.sitting_out,
        "tricks": tuple(_trick_seen(t, rules) for t in state.tricks),
        "current_trick": None if current is None else _trick_seen(current, rules),
        "tricks_won": state.tricks_won,
        "scores": state.scores,
        "results": state.results,
        "actions": tuple(actions),
        "own_reneges": tuple(r.trick for r in state.reneges if r.seat == me),
        "legal_actions": state.legal_actions() if state.to_act == me else (),
    }


def _some_states(name: str, games: int, hands: int) -> list[State]:
    rules = RULES[name]
    rng = random.Random(f"lazy/{name}")
    out = []
    for game in range(games):
        state = euchre.new_game(rules, seed=f"lazy/{name}/{game}")
        while state.hand_number < hands and not state.is_over:
            out.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


@pytest.mark.parametrize("name", sorted(RULES))
def test_issue12_lazy_view_fields_equal_the_states_public_values(name: str) -> None:
    """Each field of a view, read first, second or last (in a random order), is what the
    state's public properties give for that seat (hidden actions as hidden), and equal
    views compare, hash, print and write alike whichever fields were read first."""
    rng = random.Random(name)
    checked = 0
    for state in _some_states(name, games=3, hands=3)[::3]:
        for seat in range(4):
            expected = _expected(state, seat)
            lazy = state.view(seat)
            order = FIELDS[:]
            rng.shuffle(order)
            for field in order:
                assert getattr(lazy, field) == expected[field], (name, field)
                checked += 1
            other = state.view(seat)
            assert other == lazy and hash(other) == hash(lazy)
            assert repr(state.view(seat)) == repr(lazy)
            assert state.view(seat).to_json() == lazy.to_json()
    assert checked > 5000


def test_issue12_view_unread_pickles_copies_and_evolves_like_a_read_one() -> None:
    rules = euchre.presets.BID_EUCHRE
    for state in _some_states("BID_EUCHRE", games=2, hands=1)[::5]:
        seat = state.to_act if state.to_act is not None else 0
        read = state.view(seat)
        [getattr(read, field) for field in FIELDS]
        for copied in (
            pickle.loads(pickle.dumps(state.view(seat))),
            copy.copy(state.view(seat)),
            copy.deepcopy(state.view(seat)),
            attrs.evolve(state.view(seat)),
            euchre.View.from_json(state.view(seat).to_json()),
        ):
            assert copied == read and repr(copied) == repr(read)
        assert attrs.asdict(state.view(seat), recurse=False) == attrs.asdict(read, recurse=False)
        assert rules == read.rules


def test_issue12_view_read_late_shows_what_its_state_showed() -> None:
    """A view taken before the hand-ending play (and one at the hand's end) and read only
    after the game went on shows its own state, not a later one."""
    rng = random.Random(3)
    state = euchre.new_game(euchre.presets.OPENSPIEL, seed=3)
    kept: list[tuple[State, int, euchre.View]] = []
    while state.hand_number < 3:
        for seat in range(4):
            kept.append((state, seat, state.view(seat)))
        state = state.apply(rng.choice(state.legal_actions()))
    assert any(s.phase is euchre.Phase.PLAY and len(s.tricks) == 4 for s, _, _ in kept)
    for old, seat, view in kept:
        assert all(getattr(view, f) == v for f, v in _expected(old, seat).items())


def test_issue12_view_unknown_attribute_raises_attribute_error() -> None:
    view = euchre.new_game(euchre.presets.STANDARD, seed=1).view(0)
    assert not hasattr(view, "trumps")
    with pytest.raises(AttributeError, match="trumps"):
        view.trumps  # noqa: B018
    assert getattr(view, "__deepcopy__", None) is None


def _snapshot_forms(view: euchre.View) -> list[object]:
    """The view's private snapshot, its fields not read yet and all read."""
    unread = view._seen  # type: ignore[attr-defined]
    [getattr(view, field) for field in FIELDS]
    return [unread, view._seen]  # type: ignore[attr-defined]


def test_issue12_view_snapshot_holds_no_hidden_card() -> None:
    """The snapshot a view keeps is the same for two deals that differ only in cards its
    seat may not see: a call-for-best exchange (East and West), another player's discard."""
    from test_issue11_state import BEST_DEAL, BID, TWIN_DEAL

    moves = "bid best; pass; pass; pass; call hearts; give {}; give {}"
    state = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=BEST_DEAL)
    state = state.apply_all(moves.format("Ad", "Th"))
    twin = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=TWIN_DEAL)
    twin = twin.apply_all(moves.format("Th", "9c"))
    for seat in (euchre.Seat.EAST, euchre.Seat.WEST):
        assert _snapshot_forms(state.view(seat)) == _snapshot_forms(twin.view(seat))
        assert "Ad" not in repr(_snapshot_forms(state.view(seat)))
    # a dealer's discard: the same snapshot for East whichever card North threw away
    deal = euchre.Deal(
        hands=("9s Ts Js Qs Ks", "9c Tc Jc Qc Kc", "9h Th Jh Qh Kh", "9d Td Jd Qd Kd"),
        upcard="As",
        kitty=("Ac", "Ah", "Ad"),
    )
    views = []
    for discard in ("9s", "Ts"):
        hand = euchre.new_game(euchre.presets.STANDARD, dealer=euchre.Seat.NORTH, deal=deal)
        hand = hand.apply_all(f"order up; pick up; discard {discard}")
        views.append(_snapshot_forms(hand.view(euchre.Seat.EAST)))
        assert views[-1] != _snapshot_forms(hand.view(euchre.Seat.NORTH))
    assert views[0] == views[1]


def test_issue12_view_snapshot_holds_no_container_of_the_state() -> None:
    from test_issue11_state import _state_internals

    rng = random.Random(9)
    for name in ("call_for_best", "double_deck", "penalise"):
        for state in _some_states(name, games=2, hands=2)[::7]:
            internals = _state_internals(state)
            for seat in range(4):
                found: list[object] = []
                todo: list[object] = [state.view(seat)._seen]  # type: ignore[attr-defined]
                while todo:
                    item = todo.pop()
                    if isinstance(item, tuple | list) and item:
                        found.append(item)
                        todo.extend(item)
                assert not [x for x in found if id(x) in internals], (name, seat)
            rng.random()
