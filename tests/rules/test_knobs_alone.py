"""Knob family "going alone": alone, alone_timing, canadian_loner, defender_alone(_order),
first_lead, call_for_best.

Sources: docs/api.md (call for best in Knock Euchre; seed 002's "go alone with help");
who may go alone and who leads are seed clauses tested on their presets
(``test_seed000_cardgames_io.py``, ``test_seed001_games4all.py``,
``test_seed004_standard.py``).  Where the spec is silent the test states the READING.

Positions are explicit deals; North deals unless a test says otherwise, so East speaks
first and (left of the dealer) leads the first trick.
"""

from __future__ import annotations

import pytest
from _reference import JOKER

import euchre
from _deals import (
    E,
    N,
    S,
    assert_bad_ruleset,
    cards,
    legal,
    resolve_alone,
    round2,
    start,
)
from euchre import Phase, presets

# --- call for best ---------------------------------------------------------------

BEST = ("Kh Qh Th Ad 9d", "Jh 9c Tc Kd Qd", "Jd Ah Ac Kc Qc", "Jc As Ks Qs Js")


def test_call_for_best_partner_gives_best_trump_and_maker_discards():
    rules = euchre.RuleSet(call_for_best=True)
    state = round2(start(rules, BEST, "9s"), N, "call hearts alone")
    assert state.phase == Phase.DISCARD and state.to_act == N
    assert "Jd" in cards(state.hands[N]) and len(state.hands[N]) == 6  # left bower > Ah
    assert "Jd" not in cards(state.hands[S])
    assert legal(state) == {f"discard {c}" for c in cards(state.hands[N])}
    state = state.apply("discard 9d")
    assert state.phase == Phase.PLAY and state.sitting_out == (S,)
    assert sorted(cards(state.hands[N])) == sorted(["Kh", "Qh", "Th", "Ad", "Jd"])


def test_call_for_best_no_trump_held_gives_highest_card_spades_first():
    rules = euchre.RuleSet(call_for_best=True)
    hands = ("Kh Qh Th 9d Td", "Jh 9c Tc Kd Qd", "Ac As Kc Qc Ad", "Jc Ah Ks Qs Js")
    state = round2(start(rules, hands, "9s"), N, "call hearts alone")
    assert "As" in cards(state.hands[N])  # A of spades over A of diamonds and clubs


def test_call_for_best_in_no_trump_gives_highest_by_rank():
    rules = euchre.RuleSet(call_for_best=True, no_trump=True)
    hands = ("Kh Qh Th 9d Td", "Jh 9c Tc Kd Qd", "Ac Jd Ah Qc Ad", "Jc As Ks Qs Js")
    state = round2(start(rules, hands, "9s"), N, "call no trump alone")
    assert "Ah" in cards(state.hands[N])  # ties: hearts over diamonds and clubs


@pytest.mark.parametrize("call", ["call hearts alone", "call no trump alone"])
def test_call_for_best_joker_is_the_best_card(call):
    # trump: the joker is the highest trump; READING for no trump ("the highest by
    # rank"): the joker, which wins any trick, is the best card
    rules = euchre.RuleSet(deck=25, call_for_best=True, no_trump=True)
    hands = ("Kh Qh Th 9d Td", "Jh 9c Tc Kd Qd", "Jo As Ac Kc Jd", "Jc Ah Ks Qs Js")
    state = round2(start(rules, hands, "9s"), N, call)
    assert JOKER in cards(state.hands[N]) and JOKER not in cards(state.hands[S])


def test_call_for_best_after_call_timing():
    rules = euchre.RuleSet(call_for_best=True, alone_timing="after_call")
    state = round2(start(rules, BEST, "9s"), N, "call hearts")
    assert state.phase == Phase.ALONE and state.to_act == N
    state = state.apply("go alone")
    assert state.phase == Phase.DISCARD and "Jd" in cards(state.hands[N])


def test_call_for_best_not_for_lone_defender():
    rules = euchre.RuleSet(call_for_best=True, defender_alone="always")
    state = round2(start(rules, BEST, "9s"), N, "call hearts")
    assert state.phase == Phase.ALONE and state.to_act == E
    state = state.apply("go alone")
    assert state.phase == Phase.PLAY and len(state.hands[E]) == 5


# --- defaults and invalid values ---------------------------------------------------

def test_knob_alone_defaults():
    assert euchre.RuleSet().call_for_best is False


def test_knob_defender_alone_needs_someone_alone():
    with pytest.raises(euchre.RuleSetError) as info:
        euchre.RuleSet(alone="nobody", defender_alone="always")
    assert "defender_alone" in str(info.value)
    with pytest.raises(euchre.RuleSetError):
        presets.CARDGAMES_IO.replace(alone="nobody", defender_alone="always")


@pytest.mark.parametrize("knobs", [
    dict(first_lead="random"),
    dict(alone="everyone"),
    dict(defender_alone="sometimes"),
    dict(call_for_best=True, alone="nobody"),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_alone_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


def test_knob_canadian_loner_dealers_partner_orders_up_only_alone():
    """canadian_loner: the dealer's partner who orders up in round 1 goes alone; the other
    players may still order up with their partner."""
    rules = presets.CARDGAMES_IO.replace(canadian_loner=True)
    state = euchre.new_game(rules, seed=5, dealer=N)
    assert legal(state) == {"pass", "order up", "order up alone"}  # East
    state = state.apply("pass")
    assert state.to_act == S  # North's partner
    assert legal(state) == {"pass", "order up alone"}
    plain = euchre.new_game(presets.CARDGAMES_IO, seed=5, dealer=N).apply("pass")
    assert legal(plain) == {"pass", "order up", "order up alone"}


@pytest.mark.parametrize(("order", "first"), [("maker_left", N), ("dealer_left", S)])
def test_knob_defender_alone_order_who_is_asked_first(order, first):
    """defender_alone_order: the defenders are asked about going alone from the maker's
    left, or from the dealer's left. West makes trump with North dealing: North sits left of
    the maker, South comes first from the dealer's left."""
    rules = presets.STANDARD.replace(defender_alone_order=order, dealer_pickup="mandatory")
    state = euchre.new_game(rules, seed=7, dealer=N).apply_all("pass; pass; order up")
    state = state.apply(state.legal_actions()[0])  # the dealer's discard
    while state.to_act in (euchre.Seat.WEST, E):  # the makers decline to go alone
        assert state.phase == Phase.ALONE
        state = state.apply("pass")
    assert state.phase == Phase.ALONE and state.to_act == first


# --- partner_alone_after_passing (Hoyle's law 93) -----------------------------------

#: Hoyle's rules with the partner's option: the maker or the partner may go alone, asked
#: once trump is fixed; the dealer takes the upcard.
LAW93 = presets.STANDARD.replace(
    dealer_pickup="mandatory", defender_alone="never", partner_alone_after_passing=False
)


def _alone_asked(rules: euchre.RuleSet, actions: str) -> list[euchre.Seat]:
    """The seats asked about going alone after ``actions`` (North deals), the discard made."""
    state = euchre.new_game(rules, seed=5, dealer=N).apply_all(actions)
    if state.phase == Phase.DISCARD:
        state = state.apply(state.legal_actions()[0])
    _, asked = resolve_alone(state)
    return asked


def test_hoyle_law93_partner_who_passed_may_not_go_alone():
    """Hoyle's law 93: a player may go alone when the partner makes trump "provided that he
    himself has not already passed". East passes, West orders up: only West is asked."""
    assert _alone_asked(LAW93, "pass; pass; order up") == [euchre.Seat.WEST]
    # round 2: every seat has passed in round 1, so the partner is never asked
    round2 = "pass; pass; pass; pass; pass; " + _round2_call(LAW93)
    assert _alone_asked(LAW93, round2) == [S]


def test_hoyle_law93_partner_who_has_not_passed_may_go_alone():
    """The proviso bars only a partner who has passed: East orders up before West's turn,
    so West, who has not passed, is asked after East."""
    assert _alone_asked(LAW93, "order up") == [E, euchre.Seat.WEST]
    state = euchre.new_game(LAW93, seed=5, dealer=N).apply("order up")
    state = state.apply(state.legal_actions()[0]).apply("pass").apply("go alone")
    assert state.phase == Phase.PLAY and state.sitting_out == (E,)


def test_knob_partner_alone_after_passing_default_asks_the_partner_who_passed():
    """The default (North American text, every other preset): the partner who passed is
    asked too."""
    rules = LAW93.replace(partner_alone_after_passing=True)
    assert _alone_asked(rules, "pass; pass; order up") == [euchre.Seat.WEST, E]
    assert euchre.RuleSet().partner_alone_after_passing is True


def _round2_call(rules: euchre.RuleSet) -> str:
    """South's round-2 call of a suit other than the upcard's (seed 5, North deals)."""
    upcard = euchre.new_game(rules, seed=5, dealer=N).upcard
    suit = next(s for s in ("clubs", "diamonds", "hearts", "spades")
                if s != str(upcard.suit))
    return f"call {suit}"


def test_hoyle_law93_refusal_names_the_law():
    """The partner who passed is not asked; the engine's reason, for an explanation, cites
    the law and the knob."""
    from euchre.engine.alone import partner_passed_refusal

    state = euchre.new_game(LAW93, seed=5, dealer=N).apply_all("pass; pass; order up")
    reason, sentence = partner_passed_refusal(state._h, E)
    assert reason is euchre.Reason.ALONE_NOT_ALLOWED
    assert "Hoyle's law 93" in sentence and "partner_alone_after_passing=False" in sentence
    assert partner_passed_refusal(state._h, N) is None  # not the maker's partner


def test_describe_states_the_partner_who_passed_proviso():
    assert "has not passed in the bidding (Hoyle's law 93)" in LAW93.describe()
    assert "has not passed" not in LAW93.replace(partner_alone_after_passing=True).describe()
    # only where the partner may go alone at all
    assert "has not passed" not in presets.CARDGAMES_IO.replace(
        partner_alone_after_passing=False).describe()
