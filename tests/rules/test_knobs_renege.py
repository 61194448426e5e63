"""Knob family "renege": renege (forbid | penalise), renege_claim (window), renege_penalty,
renege_points(_alone), renege_ends_hand, renege_false_claim.

Sources: RULES.md seed 002 (a renege costs the offenders 2; players may renege and the
others must catch it), pagat/Hoyle (a renege against a lone hand), docs/api.md "Deck
variants and irregularities".  Seed 002's renege on its Bid preset:
``test_seed002_bid_euchre.py``.  Where the spec is silent the test states the READING.

North deals the RENEGE deal (``_deals.py``) and names hearts in round 2; East leads.
"""

from __future__ import annotations

import json

import pytest

import euchre
from _deals import (
    RENEGE,
    E,
    N,
    S,
    W,
    assert_bad_ruleset,
    claims,
    finish,
    follow_or_first,
    legal,
    play_cards,
    plays,
    renege_seats,
    round2,
    start,
    winner_of_first_trick,
)
from euchre import Phase


def renege_game(dealer_call="call hearts", **knobs):
    rules = euchre.RuleSet(renege="penalise", **knobs)
    return round2(start(rules, RENEGE, "9s"), N, dealer_call)


def test_renege_forbid_excludes_reneges_from_legal_actions():
    state = round2(start(euchre.RuleSet(), RENEGE, "9s"), N, "call hearts")
    state = play_cards(state, "Ac")
    assert legal(state) == {"play Kc"}
    assert not claims(state)
    with pytest.raises(euchre.IllegalActionError) as info:
        state.apply("play 9d")
    assert info.value.reason == euchre.Reason.MUST_FOLLOW_SUIT
    assert not state.reneges


def test_renege_penalise_allows_any_card_and_records_it():
    state = play_cards(renege_game(), "Ac")
    assert plays(state) == {"Kc", "Ah", "9d", "Qh", "Th"}
    assert not renege_seats(state)
    state = play_cards(state, "Ah")  # holds Kc: a renege
    assert renege_seats(state) == [(S, "Ah")]
    state = play_cards(state, "Qc")  # follows
    state = play_cards(state, "Qd")  # North is void in clubs: not a renege
    assert renege_seats(state) == [(S, "Ah")]
    assert state.phase == Phase.PLAY  # nobody claimed: play goes on


def test_renege_claim_names():
    state = play_cards(renege_game(), "Ac")
    assert claims(state) == {"claim renege east"}
    state = play_cards(state, "Kc")
    assert claims(state) == {"claim renege south"}  # West: North has not played
    state = play_cards(state, "Qc")
    assert claims(state) == {"claim renege east", "claim renege west"}


@pytest.mark.parametrize("window, named", [("hand", {"east", "west"}), ("trick", {"east"})])
def test_renege_claim_names_opponents_who_played_in_the_window(window, named):
    # docs/api.md: a claim "names an opponent who has played a card in the claim window"
    state = play_cards(renege_game(renege_claim=window), "Ac", "Kc", "Qc", "Qd")
    assert state.to_act == E
    # before the next card the window of "trick" is the last complete trick
    assert claims(state) == {"claim renege south", "claim renege north"}
    state = play_cards(state, "9c")
    assert state.to_act == S
    assert claims(state) == {f"claim renege {seat}" for seat in named}


def test_renege_one_claim_per_player_per_trick():
    state = play_cards(renege_game(renege_false_claim=1), "Ac", "Kc")
    state = state.apply("claim renege south")  # false: play goes on
    assert state.to_act == W and not claims(state)
    state = play_cards(state, "Qc", "Qd")  # East wins trick 1 and leads trick 2
    assert state.to_act == E and claims(state)


def test_renege_never_shown_in_another_players_view():
    state = play_cards(renege_game(), "Ac", "Ah")  # South reneges
    assert len(state.view(S).own_reneges) == 1
    for seat in (N, E, W):
        view = state.view(seat)
        assert not view.own_reneges
        data = json.loads(view.to_json())
        assert not data.get("own_reneges") and not data.get("reneges")


def test_renege_claim_proven_opponents_gain_2():
    state = play_cards(renege_game(), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert len(state.results) == 1  # renege_ends_hand defaults to True
    result = state.results[0]
    assert not result.thrown_in
    assert tuple(result.points) == (0, 2) and tuple(state.scores) == (0, 2)


def test_seed002_renege_offenders_lose_2_knock():
    state = play_cards(renege_game(renege_penalty="offenders_lose"), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert tuple(state.results[0].points) == (-2, 0)
    assert tuple(state.scores) == (-2, 0)  # scores may go below zero


def test_renege_claim_against_lone_hand_gains_4():
    # pagat/Hoyle: a renege against a lone hand gives the lone hand's side 4
    state = renege_game(dealer_call="call hearts alone")
    assert S in state.sitting_out and state.to_act == E
    state = play_cards(state, "Ac")
    assert state.to_act == W
    state = play_cards(state, "As")  # West holds Qc, Tc: a renege
    assert "claim renege west" in claims(state)
    state = state.apply("claim renege west")
    assert tuple(state.results[0].points) == (4, 0)


def test_renege_penalty_scored_as_euchre():
    scoring = euchre.Scoring(euchre=3, march=5, lone_euchre=6, lone_march=7)
    # the makers (North-South) renege: the defenders score a euchre
    state = play_cards(renege_game(renege_penalty="euchre", scoring=scoring), "Ac", "9d")
    state = state.apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 3)
    # a defender reneges: the makers score a march
    state = play_cards(renege_game(renege_penalty="euchre", scoring=scoring), "Ac", "Kc", "As")
    assert state.to_act == N
    state = state.apply("claim renege west")
    assert tuple(state.results[0].points) == (5, 0)
    # a defender reneges against a lone maker: lone march
    state = renege_game(dealer_call="call hearts alone", renege_penalty="euchre",
                        scoring=scoring)
    state = play_cards(state, "Ac", "As").apply("claim renege west")
    assert tuple(state.results[0].points) == (7, 0)


# READING (the spec does not say when): a false claim's cost, and a proven penalty that
# does not end the hand, are scored with the hand (in its result), not at once.

def test_renege_false_claim_costs_configured_points():
    state = play_cards(renege_game(renege_false_claim=1), "Ac", "Kc")  # South followed
    before = state
    state = state.apply("claim renege south")
    assert not state.results and state.phase == Phase.PLAY and state.to_act == W
    assert plays(state) == plays(before)  # play goes on
    assert not claims(state)  # READING: one claim per turn
    done = finish(state)
    made = done.results[0]
    base = (1, 0) if made.tricks[0] >= 3 else (0, 2)  # North-South made hearts or not
    assert tuple(made.points) == (base[0], base[1] - 1)
    assert tuple(done.scores) == tuple(made.points)
    # the default costs nothing
    state = play_cards(renege_game(), "Ac", "Kc").apply("claim renege south")
    assert state.phase == Phase.PLAY
    done = finish(state)
    assert tuple(done.results[0].points) in ((1, 0), (2, 0), (0, 2))


def test_renege_not_ending_hand_applies_penalty_and_play_goes_on():
    state = play_cards(renege_game(renege_ends_hand=False), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert not state.results and state.phase == Phase.PLAY and state.to_act == W
    done = finish(state)
    made = done.results[0]
    base = (1, 0) if made.tricks[0] in (3, 4) else (2, 0) if made.tricks[0] == 5 else (0, 2)
    assert tuple(made.points) == (base[0], base[1] + 2)


def test_renege_claim_window_trick():
    # South reneges in trick 1 (9d while holding Kc); East wins it with the ace
    def after_trick1(window):
        state = play_cards(renege_game(renege_claim=window, renege_false_claim=1),
                     "Ac", "9d", "Qc", "Qd")
        assert winner_of_first_trick(state) == E and state.to_act == E
        return state

    # before the next card: the last complete trick may still be claimed
    state = after_trick1("trick").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # with window "hand" it may be claimed later
    state = play_cards(after_trick1("hand"), "9c", "Kc").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # in the current trick, "trick" proves it at once
    state = play_cards(renege_game(renege_claim="trick"), "Ac", "9d").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # after the next card it may not: the claim is false (costs 1) and play goes on
    state = play_cards(after_trick1("trick"), "9c", "Kc", "Tc")
    assert state.to_act == N and "claim renege east" in claims(state)
    state = play_cards(after_trick1("trick"), "9c", "Kc")
    assert state.to_act == W
    # The spec: a claim "names an opponent who has played in this hand"; South has.
    assert "claim renege south" in claims(state)
    state = state.apply("claim renege south")
    assert not state.results and state.phase == Phase.PLAY
    done = finish(state)
    assert done.results[0].points[1] == (0 if done.results[0].tricks[0] >= 3 else 2) - 1


def test_renege_claim_round_after_last_card():
    # READING: the claim round asks every player in the hand once, from the dealer's left
    state = renege_game()
    state = play_cards(state, "Ac", "Ah")  # South reneges in trick 1; nobody claims
    for _ in range(18):
        if state.phase != Phase.PLAY:
            break
        state = state.apply(f"play {follow_or_first(state)}")
    assert state.phase == Phase.CLAIM and not state.results
    assert len(state.tricks) == 5
    asked = []
    for _ in range(4):
        asked.append(state.to_act)
        assert "pass" in legal(state)
        if state.to_act == W:
            state = state.apply("claim renege south")
            break
        state = state.apply("pass")
    assert asked == [E, S, W]
    assert tuple(state.results[0].points) == (0, 2)  # only the penalty is scored


def test_renege_claim_round_all_pass_scores_the_hand():
    rules = euchre.RuleSet(renege="penalise")
    state = round2(start(rules, RENEGE, "9s"), N, "call hearts")
    for _ in range(20):
        if state.phase != Phase.PLAY:
            break
        state = state.apply(f"play {follow_or_first(state)}")
    assert state.phase == Phase.CLAIM and not state.reneges
    for _ in range(4):
        state = state.apply("pass")
    assert len(state.results) == 1 and not state.results[0].thrown_in
    assert sum(state.results[0].tricks) == 5


def test_renege_explain_names_led_suit_and_card_held():
    state = play_cards(round2(start(euchre.RuleSet(), RENEGE, "9s"), N, "call hearts"), "Ac")
    why = state.explain(euchre.parse_action("play 9d"))
    assert why.legal is False and why.reason == euchre.Reason.MUST_FOLLOW_SUIT
    assert "club" in why.message.lower() or "♣" in why.message
    assert "Kc" in why.message or "K♣" in why.message
    # penalised: the same card is legal (a renege, to be caught)
    state = play_cards(renege_game(), "Ac")
    assert state.explain(euchre.parse_action("play 9d")).legal is True


# --- defaults and invalid values ---------------------------------------------------

def test_knob_renege_defaults():
    r = euchre.RuleSet()
    assert (r.renege, r.renege_claim, r.renege_penalty) == ("forbid", "hand", "opponents_gain")
    assert (r.renege_points, r.renege_points_alone, r.renege_ends_hand,
            r.renege_false_claim) == (2, 4, True, 0)


@pytest.mark.parametrize("knobs", [
    dict(renege="allow"),
    dict(renege="penalise", renege_claim="game"),
    dict(renege="penalise", renege_penalty="double"),
    dict(renege="penalise", renege_points=-1),
    dict(renege="penalise", renege_false_claim=-1),
    dict(renege="penalise", renege_penalty="euchre", renege_ends_hand=False),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_renege_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


# --- renege_points_by_lone: a renege by the lone player ------------------------------

def _lone_player_reneges(**knobs):
    """North calls hearts alone (South sits out); East leads Ad and North, holding Qd and
    Td, trumps with Kh: a renege by the lone player, claimed by East."""
    state = renege_game(dealer_call="call hearts alone", **knobs)
    state = play_cards(state, "Ad", "As", "Kh", "Jh")  # North wins with Kh and leads Jh
    assert renege_seats(state) == [(N, "Kh")] and state.to_act == E
    return state.apply("claim renege north")


def test_wikipedia_renege_by_the_lone_player_scores_4():
    """Wikipedia ("Euchre", Renege): "If the player going alone reneges the opposing team is
    likewise awarded 4 points"; Bicycle's rules as the University of Michigan club prints
    them: "4 if occuring during a loner hand"."""
    state = _lone_player_reneges(renege_points_by_lone=4)
    assert tuple(state.results[0].points) == (0, 4)


def test_renege_by_the_lone_player_default_scores_renege_points():
    """The default (None): a renege by the lone player scores renege_points, as any renege
    against a side not alone (euchre.cards: "2 points awarded to the opposing team,
    regardless"); renege_points_alone is the renege against a lone hand only."""
    state = _lone_player_reneges()
    assert tuple(state.results[0].points) == (0, 2)
    assert euchre.RuleSet().renege_points_by_lone is None
    state = _lone_player_reneges(renege_penalty="offenders_lose", renege_points_by_lone=5)
    assert tuple(state.results[0].points) == (-5, 0)


def test_renege_points_by_lone_does_not_change_a_renege_against_a_lone_hand():
    state = renege_game(dealer_call="call hearts alone", renege_points_by_lone=9)
    state = play_cards(state, "Ac", "As").apply("claim renege west")
    assert tuple(state.results[0].points) == (4, 0)  # renege_points_alone


# --- trump_off_suit_ace: a house rule of trick play --------------------------------

#            North              East (leads A♣)    South              West
ACE_LED = ("Jh Ad Ah Kh Qh", "9h Th Ac Kc Qc", "Jd Kd Qd Td 9d", "As Ks Qs Js Ts")


def _ace_led(**knobs):
    """North deals, East names hearts in round 2 and leads the ace of clubs."""
    rules = euchre.RuleSet(trump_off_suit_ace=False, **knobs)
    state = start(rules, ACE_LED, "9s")
    state = state.apply_all("pass; pass; pass; pass; call hearts; play Ac")
    assert state.to_act == S
    return state


def test_house_rule_no_trumping_an_off_suit_ace_unless_holding_only_trumps():
    """A house rule (lisa.baldwin.co.nz's table rules): "You may not trump an off suit ACE
    unless all you have is trump". South, out of clubs, holds the Jd (the left bower, a
    trump) and diamonds: only the diamonds may be played."""
    state = _ace_led()
    assert plays(state) == {"Kd", "Qd", "Td", "9d"}
    from euchre.engine import play

    jd = euchre.parse_card("Jd").index
    reason, sentence = play.trump_ace_refusal(state, state._h, int(S), jd)
    assert reason is euchre.Reason.MAY_NOT_TRUMP_ACE and "off-suit ace" in sentence
    # the default: any card when out of the suit led
    state = start(euchre.RuleSet(), ACE_LED, "9s")
    state = state.apply_all("pass; pass; pass; pass; call hearts; play Ac")
    assert plays(state) == {"Jd", "Kd", "Qd", "Td", "9d"}


def test_house_rule_a_player_holding_only_trumps_may_trump_the_ace():
    hands = ("Kd Ad 9s Ts Qd", "9h Th Ac Kc Qc", "Jd Jh Ah Kh Qh", "As Ks Qs Js Td")
    rules = euchre.RuleSet(trump_off_suit_ace=False)
    state = start(rules, hands, "9d").apply_all("pass; pass; pass; pass; call hearts; play Ac")
    assert plays(state) == {"Jd", "Jh", "Ah", "Kh", "Qh"}


def test_house_rule_once_a_trump_is_on_the_trick_a_later_player_may_over_trump():
    """ "If a trump has been played before you turn, you can over trump": East leads the A♣,
    South (only trumps) trumps it with the Jh; the trick is now a trump's, so West, out of
    clubs, may play the 9h as freely as a spade."""
    hands = ("Kd Ad 9s Ts Qd", "Th Ac Kc Qc Jc", "Jd Jh Ah Kh Qh", "As Ks Qs 9h Js")
    rules = euchre.RuleSet(trump_off_suit_ace=False)
    state = start(rules, hands, "Td").apply_all(
        "pass; pass; pass; pass; call hearts; play Ac; play Jh")
    assert state.to_act == W and plays(state) == {"As", "Ks", "Qs", "9h", "Js"}


def test_house_rule_no_trumping_an_ace_refused_with_reneges_allowed():
    assert_bad_ruleset(dict(trump_off_suit_ace=False, renege="penalise"))


# --- renege_take_back: a renege caught before the trick is over -----------------------


def test_bicycle_renege_caught_before_the_trick_finishes_is_taken_back_without_penalty():
    """Bicycle's rules (the University of Michigan club's copy): "If caught before the trick
    has finished, the player may pick up his card without penalty." South plays the Ah on
    East's Ac holding the Kc; West claims at once: the Ah goes back, South plays again."""
    state = play_cards(renege_game(renege_take_back=True), "Ac", "Ah")
    assert state.to_act == W and renege_seats(state) == [(S, "Ah")]
    state = state.apply("claim renege south")
    assert state.phase == Phase.PLAY and state.to_act == S
    assert "Ah" in {str(c) for c in state.hands[S]} and not renege_seats(state)
    assert [str(c) for _, c in state.current_trick.plays] == ["Ac"]
    assert tuple(state.scores) == (0, 0) and not state.results
    state = play_cards(state, "Kc")
    assert state.to_act == W and "claim renege south" not in claims(state)  # one claim a trick


def test_renege_take_back_only_while_the_trick_is_open():
    """Once the trick is over the renege stands: South's Ah wins the first trick, South
    leads the second, and West's claim scores the penalty (the claimants 2; the hand ends)."""
    state = play_cards(renege_game(renege_take_back=True), "Ac", "Ah", "Qc", "Qd", "9d")
    assert len(state.tricks) == 1 and state.to_act == W
    state = state.apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)


def test_renege_take_back_default_off_the_penalty_applies_at_once():
    state = play_cards(renege_game(), "Ac", "Ah").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    assert euchre.RuleSet().renege_take_back is False
    text = euchre.RuleSet(renege="penalise", renege_take_back=True).describe()
    assert "taken back instead, with no penalty" in text
