"""Player views never reveal another player's cards, in any form: not the other hands, a
dealer's discard or a call-for-best exchange (twin deals give equal views), by no route (JSON,
repr, str, HTML, pickle, copies). A view owns its values (nothing shared with its state), is
built from the hand's history as kept, without a replay, reads its fields lazily (each equal
to the state's public values) and reads back from JSON whole: ``View.from_json`` raises only
ViewError."""

from __future__ import annotations

import copy
import gc
import json
import math
import pickle
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from _json_paths import json_paths
from euchre import ActionKind, Phase, Seat
from euchre.engine.core import Base, Extra, Hand
from euchre.state import State
from euchre.views import PublicAction, ViewError
from strategies import any_rulesets


def hidden_from(state: euchre.State, seat: int) -> set[euchre.Card]:
    """Cards the player at ``seat`` cannot know: other hands, the face-down kitty and the
    dummy, less what was public (the upcard, a card played: one taken back after a renege
    claim, ``renege_take_back``, is back in a hand but was seen) or what this player handled
    (own discards, a card given)."""
    hidden: set[euchre.Card] = set()
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden.update(hand)
    hidden.update(state.kitty)
    if state.deal is not None:  # the dummy: nobody's until the maker takes it (then in a hand)
        hidden.update(state.deal.dummy)
    if state.upcard is not None:
        hidden.discard(state.upcard)
    replay = euchre.new_game(state.rules, dealer=state.dealer, deal=state.deal)
    for item in state.hand_history[1:]:
        assert isinstance(item, euchre.Action)
        actor = replay.to_act
        if item.kind is ActionKind.DISCARD and actor == seat and item.card is not None:
            hidden.discard(item.card)
        if item.kind is ActionKind.PLAY and item.card is not None:
            hidden.discard(item.card)
        before = replay.hands[seat]
        replay = replay.apply(item)
        for card in before:
            if card not in replay.hands[seat]:
                hidden.discard(card)  # a card this player gave away (call for best)
    for card in state.hands[seat]:
        hidden.discard(card)
    return hidden


def cards_in(value: Any, seen: set[int] | None = None) -> set[euchre.Card]:
    """Every Card reachable from a value through attributes, slots and containers."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return set()
    seen.add(id(value))
    if isinstance(value, euchre.Card):
        return {value}
    if isinstance(value, euchre.RuleSet | str | int | float | bool | type(None)):
        return set()
    found: set[euchre.Card] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            found |= cards_in(k, seen) | cards_in(v, seen)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            found |= cards_in(item, seen)
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            found |= cards_in(getattr(value, field.name), seen)
    elif isinstance(value, euchre.Action):
        found |= cards_in(value.card, seen)
    for name in getattr(type(value), "__slots__", ()):
        if hasattr(value, name):
            found |= cards_in(getattr(value, name), seen)
    if hasattr(value, "__dict__"):
        found |= cards_in(vars(value), seen)
    return found


TOKEN = re.compile(r"[0-9A-Za-z]+")


def assert_view_hides(state: euchre.State, seat: int) -> None:
    view = state.view(seat)
    hidden = hidden_from(state, seat)
    leaked = cards_in(view) & hidden
    name = state.rules.table.seat_names[seat]
    assert not leaked, f"view of {name} reaches hidden cards {leaked}"
    texts = {str(card) for card in hidden}
    for form in (view.to_json(), repr(view), str(view)):
        tokens = set(TOKEN.findall(form))
        assert not tokens & texts, f"{name}'s view shows {tokens & texts}"
    loaded = pickle.loads(pickle.dumps(view))
    assert loaded == view and not (cards_in(loaded) & hidden)
    assert euchre.View.from_json(view.to_json()) == view
    assert view.hand == state.hands[seat]
    assert (view.legal_actions != ()) == (state.to_act == seat and state.legal_actions() != ())


#: Any RuleSet with one copy of each card: the check reads hidden cards by their text, which
#: the 48-card double deck's two copies share (its views are checked by twin deals, below).
#: Named "custom": a drawn name is any text, and one such as '9s' reads as a card.
SINGLE_DECK_RULES = (
    any_rulesets()
    .filter(lambda rules: rules.deck != 48)
    .map(lambda rules: rules.replace(name="custom"))
)


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=SINGLE_DECK_RULES, seed=st.integers(0, 2**32))
def test_views_never_reveal_hidden_cards(rules: euchre.RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for step in range(90):
        if state.is_over:
            break
        if state.phase is not Phase.DEAL and step % 3 == 0:
            for seat in range(rules.players):
                assert_view_hides(state, seat)
        state = state.apply(rng.choice(state.legal_actions()))


def test_view_hides_dealer_discard_from_others_but_not_dealer() -> None:
    rules = euchre.presets.CARDGAMES_IO
    deal = euchre.Deal(
        hands=("Jd 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
        upcard="Ah",
        kitty="Jh Js As",
    )
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=deal)
    state = state.apply("pass").apply("order up").apply("discard 9c")
    dealer_view = state.view(Seat.EAST)
    other_view = state.view(Seat.SOUTH)
    assert [a.text for a in dealer_view.actions] == ["pass", "order up", "discard 9c"]
    assert [a.text for a in other_view.actions] == ["pass", "order up", "discard (hidden)"]
    assert "9c" not in other_view.to_json()
    assert euchre.parse_card("Ah") in dealer_view.hand and dealer_view.dealer_took_upcard


# --------------------------------------------------------------------- call for best


BID = euchre.presets.BID_EUCHRE.replace(renege="forbid")
# Call for best: North bids best, names hearts; South hands over Ad, North gives back Th.
BEST_DEAL = euchre.Deal(
    hands=("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d 9c", "As Ks Qs Js Ts 9s"),
    upcard=None,
    kitty=(),
)
# The twin: East and West hold the same cards, North and South others (South's best is Th,
# North gives back 9c); what East and West may see is the same.
TWIN_DEAL = euchre.Deal(
    hands=("Jh Jd Ah Kh Qh 9c", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d Th", "As Ks Qs Js Ts 9s"),
    upcard=None,
    kitty=(),
)


def _every_route(view: euchre.View) -> list[str]:
    """The view's forms a bot or a log could show."""
    return [view.to_json(), repr(view), str(view), view._repr_html_(), repr(attrs.asdict(view))]


def test_call_for_best_exchange_hidden_from_opponents_by_every_route() -> None:
    state = euchre.new_game(BID, dealer=Seat.WEST, deal=BEST_DEAL)
    state = state.apply_all("bid best; pass; pass; pass; call hearts; give Ad; give Th")
    twin = euchre.new_game(BID, dealer=Seat.WEST, deal=TWIN_DEAL)
    twin = twin.apply_all("bid best; pass; pass; pass; call hearts; give Th; give 9c")
    for seat in (Seat.EAST, Seat.WEST):
        view = state.view(seat)
        texts = [a.text for a in view.actions]
        assert texts[-2:] == ["exchange (hidden)", "exchange (hidden)"]  # it happened
        assert view == twin.view(seat)  # and nothing of the cards shows
        for form in _every_route(view):
            tokens = set(TOKEN.findall(form))
            assert not tokens & {"Ad", "give"}, (seat, form)
        for other in (pickle.loads(pickle.dumps(view)), copy.deepcopy(view), copy.copy(view)):
            assert other == view
            assert not cards_in(other) & {euchre.parse_card("Ad")}
        assert not cards_in(view) & {euchre.parse_card("Ad")}
    for seat in (Seat.NORTH, Seat.SOUTH):  # the partners see both cards
        texts = [a.text for a in state.view(seat).actions]
        assert texts[-2:] == ["give Ad", "give Th"]
    # the same before the bidder gives back: the partner's card is hidden from East and West
    half = euchre.new_game(BID, dealer=Seat.WEST, deal=BEST_DEAL)
    half = half.apply_all("bid best; pass; pass; pass; call hearts; give Ad")
    assert all("Ad" not in form for form in _every_route(half.view(Seat.EAST)))
    assert half.view(Seat.NORTH).legal_actions  # North, to act, holds Ad now
    assert "give Ad" in half.view(Seat.SOUTH).to_json()


def test_views_call_for_best_exchange_seen_only_by_the_partners():
    """Seed 002: the call-for-best exchange is face down; only the bidder and the partner
    see the cards passed. The view of a finished Bid hand survives its JSON round trip."""
    rules = euchre.presets.BID_EUCHRE.replace(renege="forbid")
    deal = euchre.Deal(
        hands=("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d 9c",
               "As Ks Qs Js Ts 9s"),
        upcard=None, kitty=(),
    )
    state = euchre.new_game(rules, dealer=euchre.Seat.WEST, deal=deal)
    state = state.apply_all("bid best; pass; pass; pass; call hearts; give Ad; give Th")
    for seat in euchre.Seat:
        texts = [a.text for a in state.view(seat).actions]
        gives = [t for t in texts if t.startswith("give") or t.startswith("exchange")]
        if seat in (euchre.Seat.NORTH, euchre.Seat.SOUTH):
            assert gives == ["give Ad", "give Th"]
        else:
            assert gives == ["exchange (hidden)", "exchange (hidden)"]
            assert "Ad" not in state.view(seat).to_json()  # nowhere in what East or West see
    while state.hand_number == 0:
        state = state.apply(state.legal_actions()[0])
    view = state.view(euchre.Seat.EAST)
    assert view.results[0].bid == "best"
    assert euchre.View.from_json(view.to_json()) == view


# --------------------------------------------------------------------- views own their values


def _containers(value: Any, out: dict[int, Any]) -> None:
    """Every container reachable from a view (tuples, lists, dicts, attrs instances),
    except the immortal empty tuple and the library's shared singletons (cards, actions,
    rules, enums), which are not containers of a state."""
    if id(value) in out or isinstance(value, euchre.Card | euchre.Action | euchre.RuleSet):
        return
    if isinstance(value, tuple | list) and len(value) > 0:
        out[id(value)] = value
        for item in value:
            _containers(item, out)
    elif isinstance(value, dict):
        out[id(value)] = value
        for item in value.values():
            _containers(item, out)
    elif attrs.has(type(value)):
        out[id(value)] = value
        for field in attrs.fields(type(value)):
            _containers(getattr(value, field.name), out)


def _state_internals(state: euchre.State) -> set[int]:
    """The ids of the state's private records (and its deal) and of every container they
    hold."""
    found: dict[int, Any] = {}

    def walk(value: Any) -> None:
        if id(value) in found or isinstance(value, euchre.RuleSet | euchre.Card | euchre.Action):
            return
        if isinstance(value, tuple) and len(value) > 0:  # Extra and HandResult among them
            found[id(value)] = value
            for item in value:
                walk(item)
        elif isinstance(value, Base | Hand | euchre.Deal):
            found[id(value)] = value
            for cls in type(value).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(value, name):
                        walk(getattr(value, name))

    walk(state)
    return set(found)


def assert_view_owns_its_values(state: euchre.State, seat: int) -> None:
    view = state.view(seat)
    state.legal_actions()  # the state's cached tuple exists
    internals = _state_internals(state)
    containers: dict[int, Any] = {}
    for field in attrs.fields(euchre.View):
        _containers(getattr(view, field.name), containers)
    shared = [obj for obj in containers.values() if id(obj) in internals]
    assert not shared, f"the view shares {shared} with the state"
    # one pass over the heap for all of the view's containers together
    for referrer in gc.get_referrers(*containers.values()):
        if isinstance(referrer, Base | Hand | Extra) or id(referrer) in internals:
            referents = {id(item) for item in gc.get_referents(referrer)}
            held = [obj for obj in containers.values() if id(obj) in referents]
            raise AssertionError(f"{held!r} is held by the state's {type(referrer).__name__}")


def test_view_holds_no_container_of_the_state() -> None:
    """gc.get_referrers from every container of a view reaches no State or hand record in
    one step (before: the legal actions were the state's cached tuple, and the results the
    hand record's)."""
    rules = euchre.presets.CARDGAMES_IO
    state = euchre.new_game(rules, seed=11)
    rng = random.Random(11)
    checked = 0
    while state.hand_number < 2:
        if state.to_act is not None and rng.random() < 0.3:
            assert_view_owns_its_values(state, state.to_act)  # legal actions present
            assert_view_owns_its_values(state, (int(state.to_act) + 1) % 4)
            checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.results and checked > 5
    assert_view_owns_its_values(state, state.to_act)  # results present
    view = state.view(state.to_act)
    assert view.results == state.results and view.results is not state.results
    assert view.results[0] is not state.results[0]
    assert view.legal_actions == state.legal_actions()
    assert view.legal_actions is not state.legal_actions()


@pytest.mark.parametrize("preset", ["BID_EUCHRE", "STANDARD"])
def test_view_holds_no_container_of_the_state_bid_and_knock(preset: str) -> None:
    rules = euchre.presets.get(preset)
    state = euchre.new_game(rules, seed=5)
    rng = random.Random(5)
    for step in range(60):
        if state.to_act is None:
            break
        if step % 10 == 0:
            for seat in range(4):
                assert_view_owns_its_values(state, seat)
        state = state.apply(rng.choice(state.legal_actions()))


# --------------------------------------------------------------------- views without a replay


PRESETS = ["CARDGAMES_IO", "STANDARD", "OPENSPIEL", "GAMES4ALL", "BID_EUCHRE"]
RULES = {name: euchre.presets.get(name) for name in PRESETS} | {
    "double_deck": euchre.presets.BID_EUCHRE.replace(deck=48),
    "farmers_exchange": euchre.presets.STANDARD.replace(farmers_hand="exchange"),
    "call_for_best": euchre.presets.STANDARD.replace(call_for_best=True),
    "penalise": euchre.presets.STANDARD.replace(renege="penalise"),
    # issue 21: every table (the views of other tables build their snapshot apart)
    **{name.lower(): rules for name, rules in euchre.presets.TABLE_PRESETS.items()},
    "four_each_for_themselves": euchre.RuleSet(players=4, partnership="none"),
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
def test_hand_actions_name_the_seat_a_replay_finds(name: str) -> None:
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


def test_view_applies_no_action(monkeypatch: pytest.MonkeyPatch) -> None:
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


def test_pickled_state_keeps_who_acted() -> None:
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


def _index(card: euchre.Card) -> int:
    return card.index


def _trick_seen(trick: euchre.Trick, rules: euchre.RuleSet) -> euchre.Trick:
    return trick._replace(plays=tuple((seat, _first(c, rules)) for seat, c in trick.plays))


def _expected(state: State, me: int) -> dict[str, object]:
    """Every field of ``state.view(me)``, read from the state's public properties."""
    rules = state.rules
    maker = state.maker
    partners = () if maker is None else (maker, *rules.table.teammates[maker])
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
        "hand": tuple(sorted((_first(c, rules) for c in state.hands[me]), key=_index)),
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
def test_lazy_view_fields_equal_the_states_public_values(name: str) -> None:
    """Each field of a view, read first, second or last (in a random order), is what the
    state's public properties give for that seat (hidden actions as hidden), and equal
    views compare, hash, print and write alike whichever fields were read first."""
    rng = random.Random(name)
    checked = 0
    for state in _some_states(name, games=3, hands=3)[::3]:
        for seat in range(state.rules.players):
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
    players = RULES[name].players
    assert checked > (5000 if players == 4 else 1000 * players)


def test_view_unread_pickles_copies_and_evolves_like_a_read_one() -> None:
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


def test_view_read_late_shows_what_its_state_showed() -> None:
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


@pytest.mark.parametrize("preset", ["CARDGAMES_IO", "STANDARD"])
def test_view_of_a_game_over_shows_the_last_tricks_and_no_actions(preset: str) -> None:
    """When the game is over the state keeps the last hand's tricks but no history: the
    views show those tricks and no actions (the plays are not read back from the tricks)."""
    rng = random.Random(preset)
    rules = euchre.presets.get(preset).replace(target=2)
    for game in range(4):
        state = euchre.new_game(rules, seed=game)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        assert state.tricks and not state.hand_actions
        for seat in range(4):
            view = state.view(seat)
            assert all(getattr(view, f) == v for f, v in _expected(state, seat).items())
            assert view.tricks and view.actions == ()


def test_view_unknown_attribute_raises_attribute_error() -> None:
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


def test_view_snapshot_holds_no_hidden_card() -> None:
    """The snapshot a view keeps is the same for two deals that differ only in cards its
    seat may not see: a call-for-best exchange (East and West), another player's discard."""
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


def test_view_snapshot_shares_only_public_immutable_tuples_with_the_state() -> None:
    """The snapshot holds no container of the state but its immutable tuples of public
    values: the past results (no card is reachable from them), and in one deck the finished
    tricks and the cards of the trick being played (cards every seat saw played), so a view
    costs the same after any number of hands; the double deck's tricks are copies (which
    copy of a card was played is hidden)."""
    rng = random.Random(9)
    shared = {"results": 0, "tricks": 0, "trick": 0}
    for name in ("call_for_best", "double_deck", "penalise"):
        for state in _some_states(name, games=2, hands=2)[::7]:
            internals = _state_internals(state)
            assert not cards_in(state.results)
            public = {"results": state.results}
            if state.rules.deck != 48:
                public |= {"tricks": state._tricks, "trick": state._trick}
            for seat in range(4):
                found: list[object] = []
                todo: list[object] = [state.view(seat)._seen]  # type: ignore[attr-defined]
                while todo:
                    item = todo.pop()
                    which = [key for key, value in public.items() if item is value and item]
                    if which:
                        shared[which[0]] += 1
                    elif isinstance(item, tuple | list) and item:
                        found.append(item)
                        todo.extend(item)
                assert not [x for x in found if id(x) in internals], (name, seat)
            rng.random()
    assert all(shared.values()), shared


# --------------------------------------------------------------------- View.from_json


def test_view_json_rejects_bad_input() -> None:
    for text in ("", "[]", '{"version": 1}', '{"version": 2}', "{nope"):
        try:
            euchre.View.from_json(text)
        except euchre.views.ViewError:
            continue
        raise AssertionError(f"accepted {text!r}")


def _sample_views() -> list[euchre.View]:
    views = []
    for preset, seed in (("STANDARD", 1), ("BID_EUCHRE", 2), ("CARDGAMES_IO", 3)):
        rules = euchre.presets.get(preset)
        state = euchre.new_game(rules, seed=seed)
        rng = random.Random(seed)
        while state.hand_number < 2 and state.to_act is not None:
            if rng.random() < 0.15:
                views.append(state.view(rng.randrange(4)))
                views.append(state.view(state.to_act))
            state = state.apply(rng.choice(state.legal_actions()))
    bid48 = euchre.new_game(euchre.presets.BID_EUCHRE.replace(deck=48), seed=4)
    views.append(bid48.view(0))
    bid48 = bid48.apply_all([bid48.legal_actions()[-1]])
    views.append(bid48.view(bid48.to_act))
    return views


VIEWS = _sample_views()


def _data(view: euchre.View) -> dict[str, Any]:
    return json.loads(view.to_json())  # type: ignore[no-any-return]


def _assert_whole(view: euchre.View) -> None:
    """A view that from_json accepted prints, writes and reads back equal."""
    assert str(view) and repr(view) and view._repr_html_()
    text = view.to_json()
    assert euchre.View.from_json(text) == view
    assert euchre.View.from_json(text).to_json() == text


def test_view_from_json_seat_infinity_99_and_duplicate_cards_raise_view_error() -> None:
    view = next(v for v in VIEWS if len(v.hand) >= 2 and v.rules.deck != 48)
    data = _data(view)
    data["seat"] = "SEAT"
    text = json.dumps(data)
    for bad in (
        "Infinity",
        "-Infinity",
        "NaN",
        "99",
        "-1",
        "4",
        "1.0",
        "true",
        '"0"',
        "null",
        "1e999",
    ):
        with pytest.raises(ViewError, match="seat"):
            euchre.View.from_json(text.replace('"SEAT"', bad))
    data = _data(view)
    data["hand"][1] = data["hand"][0]
    with pytest.raises(ViewError, match="more often than the deck holds it"):
        euchre.View.from_json(json.dumps(data))
    data = _data(view)
    data["hand"] = data["hand"][:-1]
    with pytest.raises(ViewError, match="hand_sizes"):
        euchre.View.from_json(json.dumps(data))
    for key, value in (
        ("phase", "nap"),
        ("to_act", 7),
        ("hand_number", -1),
        ("hand_number", 1.5),
        ("scores", [0]),
        ("scores", [0, math.inf]),
        ("upcard", "Zz"),
        ("upcard", "7c"),  # not in a 24-card deck
        ("trump", 9),
        ("no_trump", 1),
        ("legal_actions", ["dance"]),
        (
            "actions",
            [[0, "discard (hidden)"]] if view.seat == 0 else [[view.seat, "exchange (hidden)"]],
        ),
        ("results", [{"number": 0}]),
        ("sitting_out", [3, 1]),
        ("tricks", [{"leader": 0, "plays": [[0, "9c"]], "winner": 0}]),
        ("rules", {"deck": 23}),
        ("version", True),
        ("version", 1.0),
        ("extra", 1),
    ):
        data = _data(view)
        data[key] = value
        with pytest.raises(ViewError):
            euchre.View.from_json(json.dumps(data))
    for text in (None, 5, b"\xff", "[" * 100_000, '{"version": 1}', "{}", ""):
        with pytest.raises(ViewError):
            euchre.View.from_json(text)  # type: ignore[arg-type]


def test_view_from_json_double_deck_round_trips() -> None:
    """deck=48: the two copies of a card look alike; a view shows first copies, so its JSON
    reads back equal (before: every double-deck view came back unequal)."""
    rules = euchre.presets.BID_EUCHRE.replace(deck=48)
    state = euchre.new_game(rules, seed=9)
    rng = random.Random(9)
    copies = 0
    while state.hand_number == 0 and state.to_act is not None:
        for seat in range(4):
            view = state.view(seat)
            copies += len(view.hand) - len(set(view.hand))
            _assert_whole(view)
        state = state.apply(rng.choice(state.legal_actions()))
    assert copies > 0  # some hand held both copies of a card


def _copies_split(north_kc: bool) -> euchre.Deal:
    """A 48-card deal where East holds one Kc: the second copy when North holds the other
    (it comes first in the deal), the first when West does (North and West swap a Kc for a
    Qs). East cannot tell which."""
    north = "Qc Kc Ac Kd 9h Qh Ah Ts Ks Qc Ah Ks" if north_kc else "Qc Qs Ac Kd 9h Qh Ah Ts Ks Qc Ah Ks"
    west = "Td Qs Tc Td Jd 9h Th Kh 9s Ts Qs As" if north_kc else "Td Kc Tc Td Jd 9h Th Kh 9s Ts Qs As"
    east, south = "9c Tc 9d Qd Ad Jh Kh 9s Js Kc Qd Kd", "Jc Jd Th As 9c Jc Ac 9d Ad Jh Qh Js"
    return euchre.Deal(hands=(north, east, south, west), upcard=None)


def _every_form(view: euchre.View) -> dict[str, object]:
    from euchre.svg import table

    return {
        "==": view, "hand": view.hand, "repr": repr(view), "str": str(view),
        "to_json": view.to_json(), "html": view._repr_html_(), "svg": table(view),
        "legal_actions": view.legal_actions, "pickle": pickle.dumps(view),
    }  # fmt: skip


def test_double_deck_hand_order_hides_which_copy_a_seat_holds() -> None:
    """deck=48 (issue 21, found by twin-deal fuzzing): East's Kc is the second copy in one
    deal and the first in the other (North or West holds the other copy). Its view's hand,
    repr, str, JSON, HTML, SVG, legal actions and snapshot are the same, step by step (before:
    the second copy sorted last, ``... Js Kc Qd Kd``), and its hand is in card order with a
    card held twice side by side."""
    rules = euchre.presets.BID_EUCHRE.replace(deck=48, bid_minimum=1, bid_best=False, bid_moon=False)
    one, other = (euchre.new_game(rules, dealer=Seat.NORTH, deal=_copies_split(kc)) for kc in (True, False))
    assert [c.index for c in one.hands[Seat.EAST] if str(c) == "Kc"] == [46]  # the second copy
    assert [c.index for c in other.hands[Seat.EAST] if str(c) == "Kc"] == [6]
    hand = one.view(Seat.EAST).hand
    assert " ".join(map(str, hand)) == "9c Tc Kc 9d Qd Qd Kd Ad Jh Kh 9s Js"
    steps = 0
    while one.to_act is not None and steps < 30:
        assert _every_form(one.view(Seat.EAST)) == _every_form(other.view(Seat.EAST)), steps
        assert _snapshot_forms(one.view(Seat.EAST)) == _snapshot_forms(other.view(Seat.EAST))
        common = sorted(set(map(str, one.legal_actions())) & set(map(str, other.legal_actions())))
        one, other = one.apply(common[0]), other.apply(common[0])
        steps += 1
    assert steps == 30 and one.phase is Phase.PLAY


_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(
        ["9c", "Jo", "7c", "Ad", "play 9c", "pass", "discard (hidden)", "play", "order"]
    ),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=20,
)


@st.composite
def mutated_views(draw: st.DrawFn) -> str:
    data = _data(draw(st.sampled_from(VIEWS)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in json_paths(data) if p]
        path = draw(st.sampled_from(paths))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "replace", "delete", "copy"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        elif action == "copy":  # another value of the same view, elsewhere
            source = draw(st.sampled_from(paths))
            value: Any = data
            for step in source:
                value = value[step]
            parent[path[-1]] = copy.deepcopy(value)
        else:
            parent[path[-1]] = draw(_JSON)
    return json.dumps(data, allow_nan=True)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated_views() | _JSON.map(json.dumps) | st.text(max_size=40))
def test_view_from_json_mutated_and_random_json_raise_only_view_error(text: str) -> None:
    try:
        view = euchre.View.from_json(text)
    except ViewError:
        return
    _assert_whole(view)


def test_every_sample_view_round_trips() -> None:
    for view in VIEWS:
        _assert_whole(view)


# --------------------------------------------------------------------------- every table


def _dummy_game() -> State:
    """TWO_HANDED_DUMMY (ohioeuchre.com): A deals, B to speak; the dummy is 9h Th."""
    deal = euchre.Deal(
        hands=("9c Tc Jc Qc Kc", "9d Td Jd Qd Kd"),
        upcard="Ac",
        dummy="9h Th",
        kitty="Ad Jh Qh Kh Ah 9s Ts Js Qs Ks As",
    )
    rules = euchre.presets.TABLE_PRESETS["TWO_HANDED_DUMMY"]
    return euchre.new_game(rules, dealer=euchre.Player.A, deal=deal)


def _shows(view: euchre.View, cards: set[str]) -> set[str]:
    """Which of ``cards`` the view shows by any route (its fields, repr, str, JSON)."""
    words = set(re.findall(r"\b[9TJQKA][cdhs]\b", f"{view!r} {view} {view.to_json()}"))
    return {card for card in cards if card in words or card in map(str, view.hand)}


def test_ohioeuchre_no_player_may_look_at_the_dummy_until_bidding_is_over() -> None:
    """"No player may look at the dummy hand until bidding is over" (ohioeuchre.com): no
    seat's view shows the dummy while the bidding goes on; once B orders up and A has
    discarded, B (the maker) has taken it and sees it, A never does."""
    dummy = {"9h", "Th"}
    state = _dummy_game()
    for seat in (0, 1):
        assert _shows(state.view(seat), dummy) == set()
    state = state.apply("order up")  # the dealer takes the upcard first, then discards
    for seat in (0, 1):
        assert _shows(state.view(seat), dummy) == set()
    state = state.apply("discard 9c")
    maker, dealer = state.view(1), state.view(0)
    assert _shows(maker, dummy) == dummy and len(maker.hand) == 7
    assert _shows(dealer, dummy) == set()
    assert dealer.hand_sizes == (5, 7) and maker.hand_sizes == (5, 7)


@pytest.mark.parametrize("name", sorted(euchre.presets.TABLE_PRESETS))
def test_views_at_every_table_have_one_entry_per_seat_and_side(name: str) -> None:
    """Every seat of a two-, three- or six-handed table has a view; hand sizes, tricks and
    scores have an entry per seat or side; a seat past the table's is refused naming the
    table's seats; tricks name the table's players."""
    rules = euchre.presets.TABLE_PRESETS[name]
    state = euchre.new_game(rules, seed=4)
    rng = random.Random(name)
    while state.phase is not Phase.PLAY or state.current_trick is None:
        state = state.apply(rng.choice(state.legal_actions()))
    sides = rules.table.sides
    for seat in range(rules.players):
        view = state.view(seat)
        assert len(view.hand_sizes) == rules.players
        assert len(view.tricks_won) == len(view.scores) == sides
        assert view.current_trick is not None
        assert [str(s) for s, _ in view.current_trick.plays] == [
            str(s) for s, _ in state.current_trick.plays
        ]
    with pytest.raises(euchre.ArgumentError, match=f"players={rules.players}"):
        state.view(rules.players)


@pytest.mark.parametrize(
    "name", sorted(n for n, r in euchre.presets.TABLE_PRESETS.items() if r.deck != 48)
)
def test_views_at_every_table_never_reveal_hidden_cards(name: str) -> None:
    """The hidden-card check of every seat's view (fields, repr, str, JSON, pickle) through
    random games of each table preset; the double deck's copies share a text, so it is
    checked by twin deals instead (tests/fuzz/test_fuzz_views.py)."""
    rules = euchre.presets.TABLE_PRESETS[name]
    for seed in range(3):
        rng = random.Random(seed)
        state = euchre.new_game(rules.replace(name="custom"), seed=seed)
        for step in range(120):
            if state.is_over:
                break
            if state.phase is not Phase.DEAL and step % 2 == 0:
                for seat in range(rules.players):
                    assert_view_hides(state, seat)
            state = state.apply(rng.choice(state.legal_actions()))


# --------------------------------------------------------------------- benchmarks/view_cost.py

VIEW_COST = Path(__file__).resolve().parents[2] / "benchmarks" / "view_cost.py"


def test_view_cost_benchmark_smoke_run_prints_costs_and_ratios() -> None:
    """benchmarks/view_cost.py runs (a smoke run: no timing is checked) and prints the cost
    after 1, 20 and 40 hands and the paired ratios after 20 and 40 hands."""
    run = subprocess.run(
        [sys.executable, str(VIEW_COST), "--rounds", "3", "--seconds", "0.02", "--repeat", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    costs = re.findall(r"after hands 1: [\d.]+ us, 20: [\d.]+ us, 40: [\d.]+ us", run.stdout)
    ratios = re.findall(r"view cost after (\d+) hands / after 1: \d+\.\d+ \(", run.stdout)
    assert len(costs) == 2 and ratios == ["20", "40"], run.stdout
