"""Knob family "making trump": stick_the_dealer, all_pass, dealer_pickup, discard_upcard,
joker_upcard / joker_suit (what a joker turned up does), no_trump (calling no trump).

Sources: docs/api.md "Deck variants and irregularities" (joker upcard, no trump); stick the
dealer, the redeal and the optional pickup are seed clauses tested on their presets
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
    W,
    assert_bad_ruleset,
    cards,
    legal,
    pass_round1,
    play_cards,
    plays,
    round2,
    start,
    winner_of_first_trick,
)
from euchre import Phase, Suit
from euchre.engine import making

# --- joker upcard ----------------------------------------------------------------

UP_HANDS = ("Ah Kh Qh Th 9h", "Jh 9c Ad Kd Qd", "Js Ac Kc Qc Tc", "Jd As Ks Qs Jc")


def test_joker_upcard_dealer_names_suit():
    # READING (spec silent on the action): the dealer names the suit with `call <suit>`,
    # before anyone bids; then round 1 starts left of the dealer.
    rules = euchre.RuleSet(deck=25, joker_upcard="dealer_names")
    state = start(rules, UP_HANDS, JOKER)
    assert state.to_act == N
    assert legal(state) == {"call clubs", "call diamonds", "call hearts", "call spades"}
    named = state.apply("call spades")
    assert named.phase == Phase.ORDER and named.to_act == E
    ordered = named.apply("order up")
    assert ordered.trump == Suit.SPADES
    if ordered.phase == Phase.PICKUP:
        ordered = ordered.apply("pick up")
    assert ordered.phase == Phase.DISCARD and JOKER in cards(ordered.hands[N])
    # all pass round 1: spades (the named suit) is turned down
    r2 = named
    for _ in range(4):
        r2 = r2.apply("pass")
    assert r2.phase == Phase.CALL and r2.turned_down == Suit.SPADES
    assert "call spades" not in legal(r2) and "call hearts" in legal(r2)


def test_joker_upcard_redeal():
    for all_pass, next_dealer in (("next_dealer", E), ("same_dealer", N)):
        rules = euchre.RuleSet(deck=25, joker_upcard="redeal", all_pass=all_pass)
        state = start(rules, UP_HANDS, JOKER)
        assert len(state.results) == 1 and state.results[0].thrown_in
        assert tuple(state.results[0].points) == (0, 0) and tuple(state.scores) == (0, 0)
        assert state.dealer == next_dealer  # "as when all pass"


def test_joker_upcard_fixed_suit():
    rules = euchre.RuleSet(deck=25, joker_upcard="fixed", joker_suit=Suit.CLUBS)
    state = start(rules, UP_HANDS, JOKER)
    assert state.phase == Phase.ORDER and state.to_act == E
    ordered = state.apply("order up")
    assert ordered.trump == Suit.CLUBS
    assert ordered.phase == Phase.DISCARD and JOKER in cards(ordered.hands[N])
    r2 = state
    for _ in range(4):
        r2 = r2.apply("pass")
    assert r2.turned_down == Suit.CLUBS and "call clubs" not in legal(r2)
    assert euchre.RuleSet(deck=25).joker_suit == Suit.HEARTS


# --- no trump --------------------------------------------------------------------

NT_HANDS = ("Jh Kc Ad Kd Ts", "9d Jc Ac Qs 9s", "Qd Th Td Tc Ks", "Ah Jd 9h Qh Kh")


def test_no_trump_highest_of_led_suit_wins():
    rules = euchre.RuleSet(no_trump=True)
    state = start(rules, NT_HANDS, "Js")
    state = round2(state, N, "call no trump")
    assert state.phase == Phase.PLAY
    state = play_cards(state, "9d")
    assert plays(state) == {"Qd", "Td"}
    state = play_cards(state, "Qd")
    assert plays(state) == {"Jd"}  # West's only diamond
    state = play_cards(state, "Jd", "Ad")
    assert winner_of_first_trick(state) == N
    # the off-suit ace of hearts would never win: lead clubs, hearts discarded
    assert not euchre.RuleSet().no_trump
    assert "call no trump" not in legal(round2(start(euchre.RuleSet(), NT_HANDS, "Js"), E,
                                                "pass"))


def test_no_trump_call_alone_offered_with_call():
    rules = euchre.RuleSet(no_trump=True)
    state = start(rules, NT_HANDS, "Js")
    for _ in range(4):
        state = state.apply("pass")
    assert {"call no trump", "call no trump alone"} <= legal(state)
    assert "call spades" not in legal(state)  # turned down


def test_no_trump_jacks_are_plain():
    rules = euchre.RuleSet(no_trump=True)
    state = round2(start(rules, NT_HANDS, "Js"), N, "call no trump")
    # East leads the jack of clubs: it is a club (no bowers), and loses to the ace
    state = play_cards(state, "Jc")
    assert plays(state) == {"Tc"}
    state = play_cards(state, "Tc")
    assert plays(state) == {"Ah", "Jd", "9h", "Qh", "Kh"}  # West void in clubs
    state = play_cards(state, "Kh", "Kc")
    assert winner_of_first_trick(state) == N  # Kc over Jc; the heart never wins
    # North leads the jack of hearts: a plain heart; Jd (same colour) is a diamond
    state = play_cards(state, "Jh")
    assert plays(state) == {"Ac", "Qs", "9s", "9d"}  # East void in hearts
    state = play_cards(state, "9s", "Th")
    assert plays(state) == {"Ah", "9h", "Qh"}  # West must follow with a heart, not Jd
    state = play_cards(state, "Qh")
    assert state.tricks[1].winner == W


def test_no_trump_joker_wins_and_led_joker_frees_everyone():
    rules = euchre.RuleSet(deck=25, no_trump=True)
    hands = ("Ac Kc Ad Kd Ts", "Jo Jc Qs 9s 9d", "Qd Th Td Tc Ks", "Ah Jd 9h Qh Kh")
    # (a) East leads the joker: everybody may play any card; the joker wins
    state = round2(start(rules, hands, "Js"), N, "call no trump")
    state = play_cards(state, JOKER)
    assert plays(state) == {"Qd", "Th", "Td", "Tc", "Ks"}
    state = play_cards(state, "Ks")
    assert plays(state) == {"Ah", "Jd", "9h", "Qh", "Kh"}
    state = play_cards(state, "Ah", "Ac")
    assert winner_of_first_trick(state) == E
    # (b) holding the joker never counts as holding the suit led
    hands_b = ("Kc Ts Ad Kd Qc", "9d Jc Qs 9s Ac", "Qd Th Td Tc Ks", "Jo Ah Jd 9h Qh")
    state = round2(start(rules, hands_b, "Js"), N, "call no trump")
    state = play_cards(state, "Ac", "Tc")
    assert plays(state) == {JOKER, "Ah", "Jd", "9h", "Qh"}  # void in clubs: joker allowed
    state = play_cards(state, JOKER)
    assert plays(state) == {"Kc", "Qc"}
    state = play_cards(state, "Kc")
    assert winner_of_first_trick(state) == W  # the joker beats the ace of the led suit
    # (c) a player holding the joker and a card of the suit led must follow
    hands_c = ("Kc Ts Ad Kd Qc", "9d Jc Qs 9s Ac", "Qd Th Td Tc Ks", "Jo 9c Jd 9h Qh")
    state = round2(start(rules, hands_c, "Js"), N, "call no trump")
    state = play_cards(state, "Ac", "Tc")
    assert plays(state) == {"9c"}


# --- defaults and invalid values ---------------------------------------------------

def test_knob_making_defaults():
    r = euchre.RuleSet()
    assert r.no_trump is False
    assert (r.joker_upcard, r.joker_suit) == ("dealer_names", Suit.HEARTS)


@pytest.mark.parametrize("knobs", [
    dict(dealer_pickup="sometimes"),
    dict(all_pass="nobody"),
    dict(deck=25, joker_upcard="ignore"),
    dict(deck=25, joker_suit="purple"),
    dict(no_trump="yes"),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_making_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


@pytest.mark.parametrize("allowed", [False, True])
def test_knob_discard_upcard_dealer_may_or_may_not_discard_the_upcard(allowed):
    """discard_upcard (OpenSpiel's rule is False): whether the dealer who took the upcard
    may discard that same card."""
    rules = euchre.presets.OPENSPIEL.replace(discard_upcard=allowed)
    state = euchre.new_game(rules, seed=3, dealer=N).apply("order up")
    assert state.phase == Phase.DISCARD and state.to_act == N
    upcard = f"discard {state.upcard}"
    assert (upcard in legal(state)) is allowed
    assert len(legal(state)) == 5 + allowed


# --- natural_trump (a table rule: the maker holds a card of the trump suit itself) -------

#            North (deals)          East: left bower only  South                  West
NATURAL = ("Ah Kh Qh Th 9c", "Jd 9s Ts Qs Ks", "Js Ac Kc Qc Tc", "Jc As Ad Kd Qd")


def test_natural_trump_to_order_left_bower_alone_may_not_order_up():
    """Tournament rule sheets ("GENERAL RULES FOR EUCHRE"; "Minimum Trump" in Euchre rule
    variations): a player who orders up must hold a natural trump, "not counting the Left
    Bower". East holds only the left bower of hearts (the upcard 9h): pass is all East
    may say; South, with no heart at all, neither; North, the dealer, holds natural hearts."""
    rules = euchre.RuleSet(natural_trump="to_order")
    state = start(rules, NATURAL, "9h")
    assert legal(state) == {"pass"}
    state = state.apply("pass")
    assert legal(state) == {"pass"}  # South: no heart
    state = state.apply("pass").apply("pass")
    assert state.to_act == N and legal(state) == {"pass", "order up", "order up alone"}
    reason, sentence = making.natural_trump_refusal(state._h, state._hands[1], 1, 2)
    assert reason is euchre.Reason.NO_NATURAL_TRUMP and "left bower is not one" in sentence


def test_natural_trump_default_any_player_may_order_up():
    state = start(euchre.RuleSet(), NATURAL, "9h")
    assert legal(state) == {"pass", "order up", "order up alone"}
    assert euchre.RuleSet().natural_trump == "not_required"


def test_natural_trump_dealer_does_not_count_the_upcard():
    """READING ("the dealer must have a natural trump in hand, in order to pick up the
    turn-up"): the upcard is not yet in the dealer's hand."""
    rules = euchre.RuleSet(natural_trump="to_order")
    state = start(rules, NATURAL, "9h", dealer=E)  # East deals, holding only Jd
    state = state.apply_all("pass; pass; pass")
    assert state.to_act == E and legal(state) == {"pass"}


def test_natural_trump_to_order_leaves_round_two_free():
    rules = euchre.RuleSet(natural_trump="to_order")
    state = round2(start(rules, NATURAL, "9h"), E, "pass")
    # East's turn came and went; South (no diamond) may name diamonds in round 2
    assert "call diamonds" in legal(state)


def test_natural_trump_to_order_or_name_round_two_only_suits_held():
    """Euchre rule variations ("Minimum Trump"): "A player that orders or names trump must
    have at least one trump card (not counting the Left Bower)". East (Jd 9s Ts Qs Ks) may
    name only spades in round 2: Jd is a natural diamond too."""
    rules = euchre.RuleSet(natural_trump="to_order_or_name")
    state = pass_round1(start(rules, NATURAL, "9h"))
    assert state.to_act == E
    assert legal(state) == {"pass", "call spades", "call spades alone",
                            "call diamonds", "call diamonds alone"}
    state = state.apply("pass")  # South: Js Ac Kc Qc Tc
    assert legal(state) == {"pass", "call spades", "call spades alone", "call clubs",
                            "call clubs alone"}


def test_natural_trump_stuck_dealer_holding_none_names_any_suit():
    """READING: stick the dealer comes first: a stuck dealer who holds no natural card of
    any suit that may be named (every card a heart, hearts turned down) names any suit."""
    rules = euchre.RuleSet(natural_trump="to_order_or_name", stick_the_dealer=True)
    hands = ("Ah Kh Qh Th Jh", "Jd 9s Ts Qs Ks", "Js Ac Kc Qc Tc", "Jc As Ad Kd Qd")
    state = pass_round1(start(rules, hands, "9h"))
    state = state.apply_all("pass; pass; pass")
    assert state.to_act == N
    assert legal(state) == {f"call {s}{a}" for s in ("clubs", "diamonds", "spades")
                            for a in ("", " alone")}
    assert making.natural_trump_refusal(state._h, state._hands[0], 0, 0) is None


def test_describe_states_the_natural_trump_rule():
    for value, words in (("to_order", "To order up, a player must hold a natural trump"),
                         ("to_order_or_name", "To order up or name trump")):
        assert words in euchre.RuleSet(natural_trump=value).describe()
    assert "natural trump" not in euchre.RuleSet().describe()


def test_natural_trump_the_joker_is_not_a_natural_trump():
    """READING: a natural trump is a card of the trump suit by its face; the joker, the
    highest trump, is not one (as the left bower is not)."""
    rules = euchre.RuleSet(deck=25, natural_trump="to_order")
    hands = ("Ah Kh Qh Th 9c", "Jo Jd 9s Ts Qs", "Js Ac Kc Qc Tc", "Jc As Ad Kd Qd")
    state = start(rules, hands, "9h")
    assert state.to_act == E and legal(state) == {"pass"}
    assert "the left bower and the joker do not count" in rules.describe()
