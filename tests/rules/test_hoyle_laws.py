"""The HOYLE preset against Hoyle's laws of Euchre, law by law.

Source: "The Laws of Euchre, as adopted by the Somerset Club of Boston, March 1, 1888"
(H. C. Leeds and J. Dwight; Project Gutenberg eBook #20506), the laws Hoyle's compendia
reprint with the same numbers; the quotes are the laws' own words. Terms of the laws: the
eldest hand sits left of the dealer; the second hand is the dealer's partner ("assist":
ordering up the trump when your partner deals); the third hand sits right of the dealer.

North deals unless a test says otherwise: East is the eldest hand, South the second hand,
West the third hand. The pack has 32 cards (7 to ace).
"""

from __future__ import annotations

import euchre
from _deals import E, N, S, W, legal, start
from euchre import Phase, presets
from euchre.engine import scoring

HOYLE = presets.HOYLE

#            North (deals)      East (eldest)      South (second)     West (third)
HANDS = ("Ah Kh Qh 7h 8c", "Jd 9s Ts Qs Ks", "Js Ac Kc Qc Tc", "Jc As Ad Kd Qd")
UP = "9h"


def game(dealer: euchre.Seat = N) -> euchre.State:
    return start(HOYLE, HANDS, UP, dealer=dealer)


def _discard(state: euchre.State, card: str) -> euchre.State:
    assert state.phase == Phase.DISCARD and state.to_act == N
    return state.apply(f"discard {card}")


def test_hoyle_law2_a_game_of_five_points_makers_one_or_two_euchre_two():
    """Law 2: "A game consists of five points. ... he and his partner take five tricks, they
    score two; three or four tricks, they score one. If they fail to take three tricks they
    are euchred, and the adversaries score two." """
    assert HOYLE.target == 5
    assert scoring.game_over(HOYLE, 3, (5, 2)) and not scoring.game_over(HOYLE, 3, (4, 4))
    assert scoring.hand_points(HOYLE, maker=0, won=(3, 2)) == (1, 0)
    assert scoring.hand_points(HOYLE, maker=0, won=(4, 1)) == (1, 0)
    assert scoring.hand_points(HOYLE, maker=0, won=(5, 0)) == (2, 0)
    assert scoring.hand_points(HOYLE, maker=0, won=(2, 3)) == (0, 2)


def test_hoyle_law3_a_lone_hand_scores_one_or_four_and_euchred_four():
    """Law 3: "When a player plays alone and takes five tricks, he scores four; three or four
    tricks, he scores one. If he fails to take three tricks he is euchred, and the
    adversaries score four." """
    assert scoring.hand_points(HOYLE, maker=1, won=(0, 5), alone=True) == (0, 4)
    assert scoring.hand_points(HOYLE, maker=1, won=(1, 4), alone=True) == (0, 1)
    assert scoring.hand_points(HOYLE, maker=1, won=(3, 2), alone=True) == (4, 0)


def test_hoyle_law42_five_cards_dealt_by_twos_and_threes_from_a_pack_of_32():
    """Law 42: "It is a misdeal, I. Unless five cards are dealt to each player. II. Unless
    the dealer begin by giving two cards to each player in turn in the first round of the
    deal, and three in the second, or vice versa." The pack is Hoyle's 32 cards, 7 to ace."""
    assert HOYLE.deck == 32 and HOYLE.cards_per_hand == 5
    first, second = HOYLE.deal_pattern[:4], HOYLE.deal_pattern[4:]
    assert {first, second} == {(3, 3, 3, 3), (2, 2, 2, 2)}
    deal = euchre.Deal.random(HOYLE, 1)
    assert all(len(hand) == 5 for hand in deal.hands) and len(deal.kitty) == 11


def test_hoyle_law76_and_law86_the_dealer_must_take_up_an_ordered_card():
    """Law 76: "the dealer must pass, take up the trump, or play alone"; law 86: "Should the
    card turned up be made the trump, the dealer must at once discard one card from his
    hand." No choice to leave the card: East orders up, North discards at once."""
    state = game().apply("order up")
    assert state.phase == Phase.DISCARD and state.to_act == N
    assert UP in {str(card) for card in state.hands[N]}


def test_hoyle_law77_all_pass_twice_the_next_player_deals():
    """Law 77: "Should all pass again, the deal is at an end, and the next player deals."
    The dealer may pass in round 2 (no stick the dealer)."""
    state = game().apply_all("pass; pass; pass; pass; pass; pass; pass")
    assert state.to_act == N and "pass" in legal(state)
    state = state.apply("pass")
    assert state.results[0].thrown_in and state.dealer == E


def test_hoyle_law88_the_trump_card_cannot_be_discarded():
    """Law 88: "The trump card cannot be discarded." """
    state = game().apply("order up")
    assert f"discard {UP}" not in legal(state) and "discard 8c" in legal(state)


def test_hoyle_law93_a_player_who_has_passed_may_not_go_alone_on_the_partners_trump():
    """Law 93: "A player may play alone when he orders up, assists, adopts, or makes the
    trump, or when his partner does so, provided that he himself has not already passed."
    East passes, West orders up: East is not asked, play begins."""
    state = _discard(game().apply_all("pass; pass; order up"), "8c")
    assert state.phase == Phase.PLAY and not state.sitting_out


def test_hoyle_law93_the_partner_who_has_not_passed_may_go_alone():
    """Law 93 (and law 74: "the third hand may take it from him and play alone"): East
    orders up before West's turn, so West, who has not passed, may play alone."""
    state = _discard(game().apply("order up"), "8c")
    assert state.phase == Phase.ALONE and state.to_act == W
    state = state.apply("go alone")
    assert state.phase == Phase.PLAY and state.sitting_out == (E,)


def test_hoyle_law95_no_lone_hand_against_the_makers():
    """Law 95: "A player cannot play alone ... when his adversaries adopt or make the
    trump." East orders up alone: nobody on North-South is asked."""
    state = _discard(game().apply("order up alone"), "8c")
    assert state.phase == Phase.PLAY and state.sitting_out == (W,)


def test_hoyle_law97_alone_is_announced_before_naming_the_trump():
    """Law 97: "A player must announce his intention to play alone before naming the trump,
    otherwise he can be required to play the hand with his partner." Going alone is part
    of the order or the call."""
    assert legal(game()) == {"pass", "order up", "order up alone"}
    state = game().apply_all("pass; pass; pass; pass")
    assert {"call spades", "call spades alone"} <= legal(state)


def test_hoyle_law87_and_law89_the_eldest_hand_leads_and_the_next_when_eldest_sits_out():
    """Laws 87 and 89 speak of "the eldest hand lead" and, when "the third hand play alone",
    of "the second player lead": the eldest hand (left of the dealer) leads; when the
    eldest hand's partner plays alone, the next player, the dealer's partner, leads."""
    state = _discard(game().apply("order up"), "8c").apply("pass")
    assert state.phase == Phase.PLAY and state.to_act == E
    state = _discard(game().apply_all("pass; pass; order up alone"), "8c")
    assert state.sitting_out == (E,) and state.to_act == S


def test_hoyle_law63_a_revoke_scores_three_five_in_a_lone_hand():
    """Law 63: "The penalty of a revoke is three points, except in the case of a lone hand,
    when it is five". READING (the law does not say to whom; law 4: "takes precedence of
    all other scores"): to the adversaries of the revoking side, in a lone hand whichever
    side plays alone."""
    assert scoring.renege_award(HOYLE, claimant=1, maker=0) == (0, 3)
    assert scoring.renege_award(HOYLE, claimant=0, maker=0, alone=True) == (5, 0)
    assert scoring.renege_award(HOYLE, claimant=1, maker=0, alone=True) == (0, 5)


def test_hoyle_law68_and_law70_a_revoke_is_claimed_until_the_next_deal_and_the_hand_played_out():
    """Law 68: "A revoke cannot be claimed after the cards are cut for the next deal"; law
    70: "A revoking player and his partner may require the hand on which the revoke
    occurred to be played out." West names diamonds; East leads a spade and South, holding
    the Js (a plain spade: the left bower of diamonds is the Jh), plays a club: a revoke.
    East claims it in the next trick; it is proven, play goes on, and the adversaries'
    three points are added to the hand's own score."""
    state = game().apply_all("pass; pass; pass; pass; pass; pass; call diamonds")
    assert state.phase == Phase.PLAY and state.to_act == E
    state = state.apply("play 9s")  # East leads a spade; South holds Js, a spade
    state = state.apply("play Ac")  # South revokes
    assert [(int(r.seat), str(r.card)) for r in state.reneges] == [(int(S), "Ac")]
    state = state.apply("play As")  # West wins the trick with the ace of spades
    state = state.apply("play 8c")  # North, void in spades
    assert state.to_act == W
    state = state.apply("play Ad")  # trick 2: West leads; the claim may wait
    state = state.apply("play Qh")  # North
    assert state.to_act == E and "claim renege south" in legal(state)
    state = state.apply("claim renege south")
    assert state.phase == Phase.PLAY  # law 70: the hand goes on
    while state.phase == Phase.PLAY or state.phase == Phase.CLAIM:
        plays = [a for a in state.legal_actions() if not str(a).startswith("claim")]
        state = state.apply(plays[0])
        if state.results:
            break
    table = scoring.hand_points(HOYLE, maker=int(W), won=tuple(state.results[0].tricks))
    assert tuple(state.results[0].points) == (table[0], table[1] + 3)
