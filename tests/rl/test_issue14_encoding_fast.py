"""Issue 14, the encoding's fast path: ``Encoding.observation`` reads a view's plain facts
(``euchre.views.plain_facts``, from the view's own snapshot) instead of its Card, Trick and
PublicAction fields. It must give exactly the vector a straightforward reading of the view's
public fields gives, on every preset and every family, for every seat."""

from __future__ import annotations

import numpy as np
import pytest

import euchre
from euchre.actions import ActionKind, parse_action
from euchre.encoding import Encoding, family_name
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, plain_facts
from rl.test_issue14_encoding import BEST_DEAL, BID, FAMILIES, PRESETS, TWIN_DEAL, decisions

PHASE_NAMES = [phase.value for phase in euchre.Phase]
NO_TRUMP, LOW_NO_TRUMP = 4, 5  # the trump one-hot's slots after the four suits


def reference(enc: Encoding, view: euchre.View) -> np.ndarray:
    """The observation as docs/encoding.md lays it out, from the view's public fields only,
    one segment at a time (slow and plain)."""
    at = {part.name: part.start for part in enc.segments}
    n = enc.num_cards
    place = {a.card: i for i, a in enumerate(a for a in enc.actions if a.kind is ActionKind.PLAY)}
    words = [str(a) for a in enc.actions if a.card is None]
    hidden = [HIDDEN_DISCARD, HIDDEN_EXCHANGE]
    me = view.seat
    out = np.zeros(enc.observation_shape, dtype=np.float64)

    def rel(seat: int) -> int:
        return (seat - me) % 4

    for card in view.hand:
        out[at["hand"] + place[card]] += 1
    if view.upcard is not None:
        out[at["upcard"] + place[view.upcard]] = 1
    out[at["upcard_state"]] = view.dealer_took_upcard
    out[at["upcard_state"] + 1] = view.turned_down is not None
    if view.upcard_suit is not None:
        out[at["upcard_suit"] + view.upcard_suit] = 1
    if view.trump is not None:
        out[at["trump"] + view.trump] = 1
    elif view.no_trump:
        out[at["trump"] + (LOW_NO_TRUMP if view.low_no_trump else NO_TRUMP)] = 1
    out[at["phase"] + PHASE_NAMES.index(view.phase)] = 1
    out[at["dealer"] + rel(view.dealer)] = 1
    for name in ("to_act", "maker", "alone", "lone_defender"):
        seat = getattr(view, name)
        if seat is not None:
            out[at[name] + rel(seat)] = 1
    for seat in view.sitting_out:
        out[at["sitting_out"] + rel(seat)] = 1
    for public in view.actions:
        who = rel(public.seat)
        if public.text in words:
            out[at["words"] + who * len(words) + words.index(public.text)] += 1
        elif public.text in hidden:
            out[at["hidden"] + who * len(hidden) + hidden.index(public.text)] += 1
        else:
            action = parse_action(public.text)
            if action.kind is ActionKind.DISCARD:
                out[at["own_discards"] + place[action.card]] += 1
            elif action.kind is ActionKind.GIVE:
                out[at["gives"] + (0 if who == 0 else n) + place[action.card]] += 1
    if view.current_trick is not None:
        out[at["trick_leader"] + rel(view.current_trick.leader)] = 1
        for seat, card in view.current_trick.plays:
            out[at["trick"] + rel(seat) * n + place[card]] = 1
    for trick in view.tricks:
        for seat, card in trick.plays:
            out[at["played"] + rel(seat) * n + place[card]] += 1
    size = view.rules.cards_per_hand
    for who in range(4):
        out[at["hand_sizes"] + who] = view.hand_sizes[(me + who) % 4] / size
    team = me % 2
    out[at["tricks_won"]] = view.tricks_won[team] / size
    out[at["tricks_won"] + 1] = view.tricks_won[1 - team] / size
    out[at["scores"]] = view.scores[team] / view.rules.target
    out[at["scores"] + 1] = view.scores[1 - team] / view.rules.target
    out[at["own_reneges"]] = bool(view.own_reneges)
    return out.astype(np.float32)


def reference_information_state(enc: Encoding, view: euchre.View) -> np.ndarray:
    """The information state as docs/encoding.md lays it out: the reference observation,
    then per public action the actor's relative seat, the action's id, or hidden."""
    size = enc.observation_shape[0]
    out = np.zeros(enc.information_state_shape, dtype=np.float32)
    out[:size] = reference(enc, view)
    step = 4 + enc.num_actions + 2
    for t, public in enumerate(view.actions[: enc.max_hand_actions]):
        base = size + t * step
        out[base + (public.seat - view.seat) % 4] = 1
        if public.text == HIDDEN_DISCARD:
            out[base + 4 + enc.num_actions] = 1
        elif public.text == HIDDEN_EXCHANGE:
            out[base + 4 + enc.num_actions + 1] = 1
        else:
            out[base + 4 + enc.action_id(public.text)] = 1
    return out


#: Every preset, then one RuleSet of each other family (the double deck among them).
RULESETS = [
    *(pytest.param(rules, id=name) for name, rules in zip(euchre.presets.names(), PRESETS, strict=True)),
    *(pytest.param(rules, id=family_name(rules)) for rules in FAMILIES[1:]),
]


@pytest.mark.parametrize("rules", RULESETS)
def test_issue14_fast_observation_and_information_state_equal_the_reference(
    rules: euchre.RuleSet,
) -> None:
    """Random play (declaring and claiming now and then), every seat at every decision: the
    fast vector is exactly (same dtype, same values) the plain reading of the view's fields,
    and the same for the view read back from JSON (no snapshot behind it); so is the
    information state."""
    enc = Encoding(rules)
    checked = 0
    for seed in range(3):
        for state in decisions(rules, seed, 150):
            for seat in range(4):
                view = state.view(seat)
                fast = enc.observation(view)
                assert fast.dtype == np.float32 and fast.shape == enc.observation_shape
                assert np.array_equal(fast, reference(enc, view))
                info = enc.information_state(view)
                assert info.dtype == np.float32
                assert np.array_equal(info, reference_information_state(enc, view))
                again = euchre.View.from_json(view.to_json())
                assert np.array_equal(enc.observation(again), fast)
                checked += 1
    assert checked > 300


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_issue14_view_facts_from_the_snapshot_equal_facts_from_the_fields(
    rules: euchre.RuleSet,
) -> None:
    """``plain_facts(view)`` of a view made by ``state.view(seat)`` (read from its snapshot) is
    what the view's public fields say (a view read back from JSON, built from fields only),
    before and after those fields are read."""
    checked = 0
    for seed in (7, 8):
        for state in decisions(rules, seed, 100):
            for seat in range(4):
                view = state.view(seat)
                from_snapshot = plain_facts(view)
                from_fields = plain_facts(euchre.View.from_json(view.to_json()))
                assert from_snapshot == from_fields
                assert from_snapshot.hand == tuple(c.index for c in view.hand)
                assert plain_facts(view) == from_snapshot  # the fields now read: still the same
                checked += 1
    assert checked > 300


def test_issue14_view_facts_of_twin_deals_are_equal_for_the_seats_that_cannot_tell_them_apart() -> None:
    """The call-for-best twins of test_issue14_encoding: East and West, who do not see the
    exchange, get equal facts; North and South, who made it, do not."""
    moves = "bid best; pass; pass; pass; call hearts; give {}; give {}"
    state = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=BEST_DEAL).apply_all(moves.format("Ad", "Th"))
    twin = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=TWIN_DEAL).apply_all(moves.format("Th", "9c"))
    for seat in (euchre.Seat.EAST, euchre.Seat.WEST):
        assert plain_facts(state.view(seat)) == plain_facts(twin.view(seat))
    for seat in (euchre.Seat.NORTH, euchre.Seat.SOUTH):
        assert plain_facts(state.view(seat)) != plain_facts(twin.view(seat))
