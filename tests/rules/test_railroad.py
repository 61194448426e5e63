"""Railroad Euchre: the preset RAILROAD and its knobs ``defender_call_for_best`` and
``best_card_choice``.

Sources: Bicycle's rules, "Railroad Euchre" (bicyclecards.com: "Joker. The joker is
included and ranks as the highest trump"; "Defending alone. Either opponent of a lone player
may call 'alone' and defend alone against the player. Euchre of a lone hand by a lone opponent
counts 4"; "Calling for best. A lone player or defender may discard any one card and call for
his partner's best card as a replacement. The partner complies by choosing what he judges to
be the most advantageous card and passes it, face down, to the lone player"), and John W.
Keller, *The Game of Euchre* (1887), chapter 6 ("his partner can give him such a card without
letting the opponents see it ... he must discard one card from his own hand"; "either of his
opponents may demand the other opponent's best card, and play single-handed against the lone
player"; "the lone player fails to make three tricks, he is euchred; and the opposing side
counts four points"; a game "fixed by agreement at ten").

North deals; the deal of each test is explicit (North, East, South, West), so East speaks
first.
"""

from __future__ import annotations

import re

import pytest

import euchre
from _deals import E, N, S, W, cards, legal, round2, start
from euchre import Phase, presets
from euchre.errors import Reason

RAILROAD = presets.RAILROAD

#            North                 East                   South                  West
LONE = ("Kh Qh Th Ad 9d", "Jh 9c Tc Kd Qd", "Jd Ah Ac Kc Qc", "Jc As Ks Qs Js")


def _north_alone(rules: euchre.RuleSet = RAILROAD) -> euchre.State:
    """North names hearts alone in round 2 (the upcard, 9s, turned down)."""
    return round2(start(rules, LONE, "9s"), N, "call hearts alone")


# --- the preset ------------------------------------------------------------------------


def test_bicycle_railroad_preset_states_its_rules() -> None:
    """The knobs that the two texts state (see the preset's docstring)."""
    r = RAILROAD
    assert (r.variant, r.deck, r.target) == ("knock", 25, 10)
    assert r.defender_alone == "vs_lone_maker"
    assert r.call_for_best and r.defender_call_for_best
    assert r.best_card_choice == "partner"
    assert r.scoring.lone_defender_euchre == 4 and r.scoring.lone_defender_march == 4
    assert presets.get("railroad") is RAILROAD and "RAILROAD" in presets.names()


def test_bicycle_railroad_joker_is_the_highest_trump() -> None:
    """"The joker is included and ranks as the highest trump": above the right bower."""
    hands = ("Jo 9c 9d Td 9s", "Jh Tc Kd Qd Jc", "Ah Ac Kc Qc Ad", "Kh As Ks Qs Js")
    state = round2(start(RAILROAD, hands, "Ts"), E, "call hearts")
    state = state.apply_all("play Jh; play Ah; play Kh; play Jo")  # East leads the right bower
    assert state.tricks[0].winner == N


# --- call for best: the partner chooses --------------------------------------------------


def test_bicycle_railroad_partner_chooses_any_card_held() -> None:
    """"The partner complies by choosing what he judges to be the most advantageous card":
    the partner's turn, offered every card it holds, not only the best by rule."""
    state = _north_alone()
    assert state.phase == Phase.EXCHANGE and state.to_act == S
    assert legal(state) == {f"give {c}" for c in cards(state.hands[S])}
    after = state.apply("give Ac")  # not the best trump (Jd): the partner's choice
    assert "Ac" in cards(after.hands[N]) and "Ac" not in cards(after.hands[S])
    assert after.phase == Phase.DISCARD and after.to_act == N


def test_keller1887_ch6_lone_player_receives_then_discards_one() -> None:
    """"When the lone player receives this card from his partner, he must discard one card
    from his own hand, so as to have only five cards in hand when the play begins"."""
    state = _north_alone().apply("give Jd")
    assert len(state.hands[N]) == 6
    assert legal(state) == {f"discard {c}" for c in cards(state.hands[N])}
    state = state.apply("discard 9d")
    assert state.phase == Phase.ALONE and state.to_act in (E, W)  # the defenders are asked
    state = state.apply_all("pass; pass")
    assert state.phase == Phase.PLAY and state.sitting_out == (S,)
    assert sorted(cards(state.hands[N])) == sorted(["Kh", "Qh", "Th", "Ad", "Jd"])


def test_bicycle_railroad_give_refused_for_a_card_not_held_and_other_actions() -> None:
    """The partner gives one of its own cards; anything else is refused, saying why, and
    the state is untouched."""
    state = _north_alone()
    before = repr(state)
    refused = state.explain("give Kh")  # North's card, not South's
    assert not refused.legal and refused.reason is Reason.CARD_NOT_IN_HAND
    assert "South does not hold" in refused.message
    wrong = state.explain("play Ac")
    assert not wrong.legal and wrong.reason is Reason.WRONG_PHASE
    assert "partner chooses a card and gives it face down" in wrong.message
    with pytest.raises(euchre.IllegalActionError):
        state.apply("give Kh")
    assert repr(state) == before
    ok = state.explain("give Ac")
    assert ok.legal and "best_card_choice='partner'" in ok.message
    assert "chooses a card to give face down" in state.explain_turn().message


def test_best_card_choice_rule_keeps_the_best_card_without_a_turn() -> None:
    """``best_card_choice="rule"`` (the default): the best card passes at once, as before."""
    rules = RAILROAD.replace(best_card_choice="rule")
    state = _north_alone(rules)
    assert state.phase == Phase.DISCARD and "Jd" in cards(state.hands[N])
    assert euchre.RuleSet().best_card_choice == "rule"


# --- a lone defender calls for best -----------------------------------------------------


def test_keller1887_ch6_lone_defender_calls_for_best() -> None:
    """"Either of his opponents may demand the other opponent's best card, and play
    single-handed against the lone player": East defends alone, West chooses the card."""
    state = _north_alone().apply_all("give Jd; discard 9d")
    assert state.phase == Phase.ALONE and state.to_act == E
    state = state.apply("go alone")
    assert state.phase == Phase.EXCHANGE and state.to_act == W
    assert legal(state) == {f"give {c}" for c in cards(state.hands[W])}
    state = state.apply("give As")
    assert state.phase == Phase.DISCARD and state.to_act == E and len(state.hands[E]) == 6
    state = state.apply("discard 9c")
    assert state.phase == Phase.PLAY and set(state.sitting_out) == {S, W}
    assert "As" in cards(state.hands[E]) and len(state.hands[E]) == 5


def test_defender_call_for_best_by_the_rule_gives_the_best_card() -> None:
    """With ``best_card_choice="rule"`` the lone defender receives the best card at once."""
    rules = euchre.RuleSet(defender_alone="always", defender_call_for_best=True)
    state = round2(start(rules, LONE, "9s"), N, "call hearts")
    state = state.apply("go alone")  # East, asked first, defends alone
    assert state.phase == Phase.DISCARD and state.to_act == E
    assert "As" not in cards(state.hands[W]) and "As" in cards(state.hands[E])  # no trump held:
    assert len(state.hands[E]) == 6  # the highest card, spades first
    state = state.apply("discard 9c")
    assert state.phase == Phase.PLAY


def test_bicycle_railroad_defending_alone_only_against_a_lone_player() -> None:
    """"Either opponent of a lone player may call alone": no defender is asked when the
    maker plays with the partner."""
    state = round2(start(RAILROAD, LONE, "9s"), N, "call hearts")
    assert state.phase == Phase.PLAY


def test_bicycle_railroad_lone_defender_euchre_counts_4() -> None:
    """"Euchre of a lone hand by a lone opponent counts 4" (Keller: "the opposing side
    counts four points"): East, alone with West's card, euchres North alone."""
    hands = ("Kh Qh 9h Ac 9c", "Jh Jd Ah Th Kc", "9d Td Qd Kd Ad", "Jc As Ks Qs Js")
    state = round2(start(RAILROAD, hands, "9s"), N, "call hearts alone")
    state = state.apply_all("give 9d; discard 9c; go alone; give Jc; discard Kc")
    while state.hand_number == 0:
        state = state.apply(state.legal_actions()[0])
    result = state.results[0]
    assert result.lone_defender == E and result.points == (0, 4)


# --- views: the card passes face down -----------------------------------------------------


def test_bicycle_railroad_card_passes_face_down_in_every_view() -> None:
    """"Passes it, face down, to the lone player" (Keller: "without letting the opponents
    see it"): the lone player and the giver see the card; the opponents see only that a
    card was given, by every route (attributes, repr, JSON)."""
    state = _north_alone().apply("give Ac")
    twin = _north_alone().apply("give Kc")
    for seat in (N, S):
        view = state.view(seat)
        assert view.actions[-1].text == "give Ac"
    assert "Ac" in cards(state.view(N).hand)
    for seat in (E, W):
        view = state.view(seat)
        assert view.actions[-1].text == "exchange (hidden)"
        assert view == twin.view(seat)  # nothing of the card shows
        for form in (view.to_json(), repr(view), str(view), repr(view.actions)):
            assert not re.search(r"\b(Ac|give)\b", form), (seat, form)
    # the lone defender's card: seen by East and West, hidden from North and South
    state = state.apply_all("discard 9d; go alone; give As")
    assert state.view(E).actions[-1].text == "give As" and "As" in cards(state.view(E).hand)
    for seat in (N, S):
        view = state.view(seat)
        assert view.actions[-1].text == "exchange (hidden)"
        assert not re.search(r"\bAs\b", view.to_json() + repr(view))
