"""Common core of every Knock seed (RULES.md "Common core"), checked under each Knock
preset (seeds 000, 001, 004), plus what every RuleSet and state share: RuleSet errors,
illegal actions, immutable states.  The validation of each knob is in its family's file
(``test_knobs_*.py``; the scoring values in ``test_scoring_tables.py``).

Trick positions: North deals and names trump (hearts unless said) in round 2, so East
leads the first trick under every preset; then South, West, North follow.
"""

from __future__ import annotations

import pytest

import euchre
from _deals import (
    SWEEP,
    E,
    N,
    S,
    W,
    assert_illegal,
    call_trump,
    cardset,
    game,
    legal,
    make_deal,
    play_cards,
    play_out,
    position,
    trick_position,
    trick_winner,
)
from euchre import Phase, Seat, Team, presets

KNOCK = [presets.CARDGAMES_IO, presets.GAMES4ALL, presets.STANDARD]
IDS = ["seed000", "seed001", "seed004"]


@pytest.fixture(params=KNOCK, ids=IDS)
def rules(request):
    return request.param


# --- players, deck, dealer ---------------------------------------------------------

def test_common_four_players_two_fixed_partnerships():
    assert len(list(Seat)) == 4
    assert (N.partner, E.partner, S.partner, W.partner) == (S, W, N, E)
    assert N.team == S.team == Team.NORTH_SOUTH
    assert E.team == W.team == Team.EAST_WEST
    assert (N.left, E.left, S.left, W.left) == (E, S, W, N)


def test_common_deck_24_cards_5_each(rules):
    deal = euchre.Deal.random(rules, 123, dealer=E)
    cards = [c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty]
    assert [len(h) for h in deal.hands] == [5, 5, 5, 5] and len(deal.kitty) == 3
    assert cardset(cards) == {r + s for r in "9TJQKA" for s in "cdhs"}


def test_common_first_dealer_random(rules):
    dealers = {euchre.new_game(rules, seed=k).dealer for k in range(60)}
    assert dealers == set(Seat)
    assert euchre.new_game(rules, seed=7) == euchre.new_game(rules, seed=7)


def test_common_dealer_rotates_clockwise(rules):
    state = game(rules, SWEEP, dealer=N)
    dealers = []
    for _ in range(4):
        dealers.append(state.dealer)
        state, _ = play_out(call_trump(state, N, "hearts"))
        assert state.results[-1].dealer == dealers[-1]
        assert state.phase == Phase.DEAL and state.to_act is None
        state = state.apply_deal(make_deal(SWEEP, "9s"))
        assert state.to_act == state.dealer.left
    dealers.append(state.dealer)
    assert dealers == [N, E, S, W, N]
    assert state.scores == (8, 0)


# --- card order --------------------------------------------------------------------

PLAIN_PAIRS = [("Ac", "Kc"), ("Kc", "Qc"), ("Qc", "Jc"), ("Jc", "Tc"), ("Tc", "9c"), ("Qd", "Td"), ("Ad", "Kd")]


@pytest.mark.parametrize("high, low", PLAIN_PAIRS, ids=[f"{hi}>{lo}" for hi, lo in PLAIN_PAIRS])
def test_common_plain_suit_order(rules, high, low):
    # trump hearts: clubs and diamonds are plain (Jc is plain, Jd is the left bower)
    assert trick_winner(rules, "hearts", high, low, "9s", "Ts") == E
    assert trick_winner(rules, "hearts", low, high, "9s", "Ts") == S


TRUMP_PAIRS = [("Jh", "Jd"), ("Jd", "Ah"), ("Ah", "Kh"), ("Kh", "Qh"), ("Qh", "Th"), ("Th", "9h")]


@pytest.mark.parametrize("high, low", TRUMP_PAIRS, ids=[f"{hi}>{lo}" for hi, lo in TRUMP_PAIRS])
def test_common_trump_order_right_left_a_k_q_10_9(rules, high, low):
    assert trick_winner(rules, "hearts", high, low, "9s", "Ts") == E
    assert trick_winner(rules, "hearts", low, high, "9s", "Ts") == S


def test_common_left_bower_beats_trump_ace_on_a_trump_lead(rules):
    # spades trump: the left bower is Jc
    assert trick_winner(rules, "spades", "As", "Jc", "Ks", "Qs") == S


# --- the left bower ----------------------------------------------------------------

def test_common_left_bower_follows_trump(rules):
    state = position(rules, ("Jh Kh Qh Ad Kd", "Ah Th 9c Tc 9s", "Jd 9d Ac Kc Qc", "As Ks Qs Js Ts"))
    state = play_cards(state, "Ah")
    assert state.to_act == S
    assert legal(state) == {"play Jd"}                      # its only trump must follow hearts


def test_common_left_bower_is_not_its_printed_suit(rules):
    state = position(rules, ("Jh Kh Qh Ah Kd", "Ad Th 9c Tc 9s", "Jd 9d Ac Kc Qc", "As Ks Qs Js Ts"))
    state = play_cards(state, "Ad")                         # diamonds led
    assert legal(state) == {"play 9d"}                      # Jd does not follow diamonds


def test_common_left_bower_does_not_count_for_printed_suit_when_void(rules):
    state = position(rules, ("Jh Kh Qh Ah Kd", "Ad Th Tc Ts 9s", "Jd Ac Kc Qc 9c", "As Ks Qs Js 9d"))
    state = play_cards(state, "Ad")
    assert legal(state) == {"play Jd", "play Ac", "play Kc", "play Qc", "play 9c"}   # void in diamonds
    state = play_cards(state, "Ac")
    assert legal(state) == {"play 9d"}                      # West does hold a real diamond


def test_common_left_bower_led_is_a_trump_lead(rules):
    state = position(rules, ("Jh Ah Kh Qh Th", "Jd 9d Tc 9c 9s", "9h Ad Kd Ac Kc", "As Ks Qs Js Ts"))
    state = play_cards(state, "Jd")
    assert legal(state) == {"play 9h"}                      # South follows trump, not diamonds
    state = play_cards(state, "9h", "As")
    assert legal(state) == {"play Jh", "play Ah", "play Kh", "play Qh", "play Th"}
    state = play_cards(state, "Ah")
    assert state.tricks[0].winner == E                      # Jd beats the ace of trump


# --- following suit and winning tricks ----------------------------------------------

FOLLOW = ("Jh Kh Qh Ad Kd", "9c Th 9h Ts 9s", "Ac Kc Ah Qd Td", "As Ks Qs Js 9d")


def test_common_must_follow_suit(rules):
    state = play_cards(position(rules, FOLLOW), "9c")
    assert legal(state) == {"play Ac", "play Kc"}           # no trumping while holding clubs


def test_common_void_may_play_any_card(rules):
    state = play_cards(position(rules, FOLLOW), "9c", "Kc")
    assert state.to_act == W
    assert legal(state) == {"play As", "play Ks", "play Qs", "play Js", "play 9d"}


def test_common_highest_trump_wins(rules):
    assert trick_winner(rules, "hearts", "Ac", "9h", "Th", "Kc") == W
    assert trick_winner(rules, "hearts", "Ac", "Th", "9h", "Kc") == S


def test_common_highest_card_of_suit_led_wins(rules):
    # West's As is higher but not of the suit led
    assert trick_winner(rules, "hearts", "9c", "Qc", "As", "Tc") == S


def test_common_trick_winner_leads_next(rules):
    state = play_cards(trick_position(rules, "hearts", "9c", "Qc", "As", "Tc"), "9c", "Qc", "As", "Tc")
    trick = state.tricks[0]
    assert trick.leader == E and trick.winner == S
    assert [seat for seat, _ in trick.plays] == [E, S, W, N]
    assert state.phase == Phase.PLAY and state.to_act == S
    card = min(state.hands[S], key=str)
    state = state.apply(f"play {card}")
    assert state.current_trick.leader == S and state.to_act == W


# --- RuleSets ----------------------------------------------------------------------

def test_common_rulesets_valid():
    assert euchre.RuleSet().target == 10
    assert euchre.RuleSet(alone="nobody").alone == "nobody"
    for r in KNOCK:
        assert r.replace(target=11).target == 11


def test_common_ruleset_error_is_value_error():
    assert issubclass(euchre.RuleSetError, ValueError)
    assert issubclass(euchre.IllegalActionError, ValueError)


# --- illegal actions and immutable states ------------------------------------------------

def _order():                      # round 1, East to speak; East holds 9h Th Ac Kc Qc
    return game(presets.CARDGAMES_IO, SWEEP, dealer=N)


def _call():                       # round 2, East to speak, spades turned down
    state = _order()
    for _ in range(4):
        state = state.apply("pass")
    return state


def _discard():                    # North must discard from Jh Jd Ah Kh Qh 9s
    return _order().apply("order up")


def _play():                       # clubs led by East; South holds Ac Kc Ah Qd Td
    return play_cards(position(presets.CARDGAMES_IO, FOLLOW), "9c")


ILLEGAL = [
    (_order, "play 9h"), (_order, "call hearts"), (_order, "discard 9h"), (_order, "pick up"),
    (_call, "order up"), (_call, "play 9h"),
    (_discard, "discard As"), (_discard, "play Jh"), (_discard, "pass"),
    (_play, "play Ah"), (_play, "play Qd"), (_play, "play As"), (_play, "order up"),
]


@pytest.mark.parametrize("build, action", ILLEGAL, ids=[f"{b.__name__[1:]}-{a}" for b, a in ILLEGAL])
def test_common_illegal_action_raises_and_leaves_state_unchanged(build, action):
    assert_illegal(build, action)


def test_common_states_are_equal_hashable_values():
    a, b = _order(), _order()
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    c = a.apply("pass")
    assert c != a
    assert a.to_act == E and a.phase == Phase.ORDER and len(a.history) == len(b.history)
    assert c.to_act == S


def test_common_states_are_frozen():
    state = _order()
    with pytest.raises(AttributeError):
        state.phase = Phase.PLAY  # type: ignore[misc]
