"""Player views never reveal another player's cards, in any form."""

from __future__ import annotations

import pickle
import random
import re
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import ActionKind, Phase, Seat

KNOBS: dict[str, list[Any]] = {
    "deck": [24, 25, 32],
    "dealer_pickup": ["mandatory", "optional"],
    "alone": ["nobody", "maker", "maker_or_partner"],
    "alone_timing": ["with_call", "after_call"],
    "defender_alone": ["never", "always"],
    "renege": ["forbid", "penalise"],
    "no_trump": [False, True],
    "farmers_hand": ["off", "exchange"],
    "farmers_hand_size": [3, 5],
    "call_for_best": [False, True],
    "joker_upcard": ["dealer_names", "fixed", "redeal"],
}


@st.composite
def rules(draw: st.DrawFn) -> euchre.RuleSet:
    knobs = {name: draw(st.sampled_from(values)) for name, values in KNOBS.items()}
    if knobs["alone"] == "nobody":
        knobs["defender_alone"] = "never"
        knobs["call_for_best"] = False
    return euchre.RuleSet(**knobs)


def hidden_from(state: euchre.State, seat: int) -> set[euchre.Card]:
    """Cards the player at ``seat`` cannot know: other hands and the face-down kitty, less
    what was public (the upcard) or what this player handled (own discards, a card given)."""
    hidden: set[euchre.Card] = set()
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden.update(hand)
    hidden.update(state.kitty)
    if state.upcard is not None:
        hidden.discard(state.upcard)
    replay = euchre.new_game(state.rules, dealer=state.dealer, deal=state.deal)
    for item in state.hand_history[1:]:
        assert isinstance(item, euchre.Action)
        actor = replay.to_act
        if item.kind is ActionKind.DISCARD and actor == seat and item.card is not None:
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
    assert not leaked, f"view of {Seat(seat)} reaches hidden cards {leaked}"
    texts = {str(card) for card in hidden}
    for form in (view.to_json(), repr(view), str(view)):
        tokens = set(TOKEN.findall(form))
        assert not tokens & texts, f"{Seat(seat)}'s view shows {tokens & texts}"
    loaded = pickle.loads(pickle.dumps(view))
    assert loaded == view and not (cards_in(loaded) & hidden)
    assert euchre.View.from_json(view.to_json()) == view
    assert view.hand == state.hands[seat]
    assert (view.legal_actions != ()) == (state.to_act == seat and state.legal_actions() != ())


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules(), seed=st.integers(0, 2**32))
def test_views_never_reveal_hidden_cards(rules: euchre.RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for step in range(90):
        if state.is_over:
            break
        if state.phase is not Phase.DEAL and step % 3 == 0:
            for seat in range(4):
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


def test_view_json_rejects_bad_input() -> None:
    for text in ("", "[]", '{"version": 1}', '{"version": 2}', "{nope"):
        try:
            euchre.View.from_json(text)
        except euchre.views.ViewError:
            continue
        raise AssertionError(f"accepted {text!r}")


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
