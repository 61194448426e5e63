"""Named tests for the deck variants and irregularities (docs/api.md "Deck variants and
irregularities"; RULES.md seed 002 for the joker, ace-no-face and the renege penalty,
seed 004 for the 32- and 25-card decks; pagat/Hoyle for a renege against a lone hand).

Positions are explicit deals; North deals unless a test says otherwise, so East speaks
first and (left of the dealer) leads the first trick.  Where the spec is silent the test
states the READING it checks.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest
from _reference import JOKER, deck, follow_cards

import euchre
from euchre import Phase, Rank, Seat, Suit

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


# --------------------------------------------------------------------- helpers

def deal_of(size: int, hands: Sequence[str], upcard: str) -> euchre.Deal:
    """Four hands (N, E, S, W) as text; the kitty is the rest of the deck."""
    split = [h.split() for h in hands]
    used = [c for h in split for c in h] + [upcard]
    full = deck(size)
    assert all(len(h) == 5 for h in split), split
    assert len(set(used)) == 21 and set(used) <= set(full), used
    kitty = tuple(c for c in full if c not in used)
    return euchre.Deal(hands=tuple(tuple(h) for h in split), upcard=upcard, kitty=kitty)


def start(rules, hands, upcard, dealer=N, size=None):
    size = size or rules.deck
    return euchre.new_game(rules, dealer=dealer, deal=deal_of(size, hands, upcard))


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def plays(state) -> set[str]:
    return {a[5:] for a in legal(state) if a.startswith("play ")}


def claims(state) -> set[str]:
    return {a for a in legal(state) if a.startswith("claim renege ")}


def cards(items) -> list[str]:
    return [JOKER if str(c) == "Jo" else str(c) for c in items]


def round2(state, caller, text):
    """Everybody passes round 1, then round 2 until ``caller`` says ``text``."""
    for _ in range(4):
        assert state.phase == Phase.ORDER, state.phase
        state = state.apply("pass")
    for _ in range(4):
        assert state.phase == Phase.CALL
        if state.to_act == caller:
            break
        state = state.apply("pass")
    assert state.to_act == caller
    return state.apply(text)


def play(state, *texts):
    for card in texts:
        state = state.apply(f"play {card}")
    return state


def renege_seats(state) -> list[tuple[Seat, str]]:
    out = []
    for item in state.reneges:
        seat = getattr(item, "seat", None)
        card = getattr(item, "card", None)
        if seat is None:
            seat, card = item[0], item[1]
        out.append((Seat(seat), cards([card])[0]))
    return out


def winner_of_first_trick(state):
    assert len(state.tricks) >= 1
    return state.tricks[0].winner


# --------------------------------------------------------------------- decks

# 32 cards: trick 1 clubs 8-7-9 (North void) -> 9 wins; trick 2 West leads 8s, North
# trumps with the 7 of hearts, which beats the ace of spades.
DECK32 = ("8d 7h 9d Td Qd", "8c 9s Ac Kc Qc", "7c As Ad Kd 8h", "9c 8s Ks 9h Th")


def test_seed004_32_card_deck_has_7s_and_8s_below_9():
    rules = euchre.RuleSet(deck=32)
    assert Rank.SEVEN < Rank.EIGHT < Rank.NINE
    assert str(euchre.parse_card("7c")) == "7c" and str(euchre.parse_card("8h")) == "8h"
    deal = euchre.Deal.random(rules, 5, dealer=N)
    every = cards([c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty])
    assert sorted(every) == sorted(deck(32)) and len(every) == 32
    assert [len(h) for h in deal.hands] == [5, 5, 5, 5] and len(deal.kitty) == 11

    state = round2(start(rules, DECK32, "7s"), N, "call hearts")
    assert state.to_act == E
    state = play(state, "8c")
    assert plays(state) == {"7c"}
    state = play(state, "7c", "9c", "8d")
    assert winner_of_first_trick(state) == W  # 9 > 8 > 7
    state = play(state, "8s")
    assert "7h" in plays(state)  # void in spades
    state = play(state, "7h", "9s", "As")
    assert state.tricks[1].winner == N  # the 7 of trump beats the plain ace


JOKER_HANDS = ("Ah Kh Qh Th 9h", "Jh 9c Ad Kd Qd", "Jo Ac Kc Qc Tc", "Jd As Ks Qs Js")


def test_seed004_25_card_deck_joker_is_highest_trump():
    rules = euchre.RuleSet(deck=25)
    deal = euchre.Deal.random(rules, 9, dealer=N)
    every = cards([c for h in deal.hands for c in h] + [deal.upcard, *deal.kitty])
    assert sorted(every) == sorted(deck(25)) and JOKER in every
    assert len(deal.kitty) == 4

    state = round2(start(rules, JOKER_HANDS, "9s"), N, "call hearts")
    state = play(state, "Jh")  # the right bower led
    assert plays(state) == {JOKER}  # the joker is South's only trump: it must follow
    state = play(state, JOKER)
    assert plays(state) == {"Jd"}
    state = play(state, "Jd", "Ah")
    assert winner_of_first_trick(state) == S


def test_seed002_joker_always_highest_trump():
    rules = euchre.RuleSet(deck=25)
    hands = ("Ah Kh Qh Th 9h", "Jo 9c Ad Kd Qd", "Js Jc Ac Kc Qc", "Jh Jd As Ks Qs")
    state = start(rules, hands, "9s")
    state = state.apply("order up")  # East orders spades; North picks up 9s
    state = state.apply("discard 9h")
    assert state.phase == Phase.PLAY and state.to_act == E
    state = play(state, JOKER)
    assert plays(state) == {"Js", "Jc"}  # the joker led is a spade (trump): follow it
    state = play(state, "Js")
    assert plays(state) == {"As", "Ks", "Qs"}
    state = play(state, "As", "9s")
    assert winner_of_first_trick(state) == E  # joker over the right bower


def test_joker_parses_from_Jo_JK_joker_B():
    for text in ("Jo", "JK", "joker", "B"):
        card = euchre.parse_card(text)
        assert card.rank == Rank.JOKER and card.suit is None, text
        assert str(card) == "Jo"
    assert euchre.parse_card("Jo") == euchre.parse_card("B")
    assert str(euchre.parse_action("play joker")) == "play Jo"


# --------------------------------------------------------------------- joker upcard

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


# --------------------------------------------------------------------- no trump

NT_HANDS = ("Jh Kc Ad Kd Ts", "9d Jc Ac Qs 9s", "Qd Th Td Tc Ks", "Ah Jd 9h Qh Kh")


def test_no_trump_highest_of_led_suit_wins():
    rules = euchre.RuleSet(no_trump=True)
    state = start(rules, NT_HANDS, "Js")
    state = round2(state, N, "call no trump")
    assert state.phase == Phase.PLAY
    state = play(state, "9d")
    assert plays(state) == {"Qd", "Td"}
    state = play(state, "Qd")
    assert plays(state) == {"Jd"}  # West's only diamond
    state = play(state, "Jd", "Ad")
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
    state = play(state, "Jc")
    assert plays(state) == {"Tc"}
    state = play(state, "Tc")
    assert plays(state) == {"Ah", "Jd", "9h", "Qh", "Kh"}  # West void in clubs
    state = play(state, "Kh", "Kc")
    assert winner_of_first_trick(state) == N  # Kc over Jc; the heart never wins
    # North leads the jack of hearts: a plain heart; Jd (same colour) is a diamond
    state = play(state, "Jh")
    assert plays(state) == {"Ac", "Qs", "9s", "9d"}  # East void in hearts
    state = play(state, "9s", "Th")
    assert plays(state) == {"Ah", "9h", "Qh"}  # West must follow with a heart, not Jd
    state = play(state, "Qh")
    assert state.tricks[1].winner == W


def test_no_trump_joker_wins_and_led_joker_frees_everyone():
    rules = euchre.RuleSet(deck=25, no_trump=True)
    hands = ("Ac Kc Ad Kd Ts", "Jo Jc Qs 9s 9d", "Qd Th Td Tc Ks", "Ah Jd 9h Qh Kh")
    # (a) East leads the joker: everybody may play any card; the joker wins
    state = round2(start(rules, hands, "Js"), N, "call no trump")
    state = play(state, JOKER)
    assert plays(state) == {"Qd", "Th", "Td", "Tc", "Ks"}
    state = play(state, "Ks")
    assert plays(state) == {"Ah", "Jd", "9h", "Qh", "Kh"}
    state = play(state, "Ah", "Ac")
    assert winner_of_first_trick(state) == E
    # (b) holding the joker never counts as holding the suit led
    hands_b = ("Kc Ts Ad Kd Qc", "9d Jc Qs 9s Ac", "Qd Th Td Tc Ks", "Jo Ah Jd 9h Qh")
    state = round2(start(rules, hands_b, "Js"), N, "call no trump")
    state = play(state, "Ac", "Tc")
    assert plays(state) == {JOKER, "Ah", "Jd", "9h", "Qh"}  # void in clubs: joker allowed
    state = play(state, JOKER)
    assert plays(state) == {"Kc", "Qc"}
    state = play(state, "Kc")
    assert winner_of_first_trick(state) == W  # the joker beats the ace of the led suit
    # (c) a player holding the joker and a card of the suit led must follow
    hands_c = ("Kc Ts Ad Kd Qc", "9d Jc Qs 9s Ac", "Qd Th Td Tc Ks", "Jo 9c Jd 9h Qh")
    state = round2(start(rules, hands_c, "Js"), N, "call no trump")
    state = play(state, "Ac", "Tc")
    assert plays(state) == {"9c"}


# --------------------------------------------------------------------- reneges

#              North             East              South             West
RENEGE = ("Jh Jd Kh Qd Td", "Ac 9c Ad Kd Js", "Kc Ah 9d Qh Th", "Qc Tc As Ks Qs")


def renege_game(dealer_call="call hearts", **knobs):
    rules = euchre.RuleSet(renege="penalise", **knobs)
    return round2(start(rules, RENEGE, "9s"), N, dealer_call)


def test_renege_forbid_excludes_reneges_from_legal_actions():
    state = round2(start(euchre.RuleSet(), RENEGE, "9s"), N, "call hearts")
    state = play(state, "Ac")
    assert legal(state) == {"play Kc"}
    assert not claims(state)
    with pytest.raises(euchre.IllegalActionError) as info:
        state.apply("play 9d")
    assert info.value.reason == euchre.Reason.MUST_FOLLOW_SUIT
    assert not state.reneges


def test_renege_penalise_allows_any_card_and_records_it():
    state = play(renege_game(), "Ac")
    assert plays(state) == {"Kc", "Ah", "9d", "Qh", "Th"}
    assert not renege_seats(state)
    state = play(state, "Ah")  # holds Kc: a renege
    assert renege_seats(state) == [(S, "Ah")]
    state = play(state, "Qc")  # follows
    state = play(state, "Qd")  # North is void in clubs: not a renege
    assert renege_seats(state) == [(S, "Ah")]
    assert state.phase == Phase.PLAY  # nobody claimed: play goes on


def test_renege_claim_names():
    state = play(renege_game(), "Ac")
    assert claims(state) == {"claim renege east"}
    state = play(state, "Kc")
    assert claims(state) == {"claim renege south"}  # West: North has not played
    state = play(state, "Qc")
    assert claims(state) == {"claim renege east", "claim renege west"}


@pytest.mark.parametrize("window, named", [("hand", {"east", "west"}), ("trick", {"east"})])
def test_renege_claim_names_opponents_who_played_in_the_window(window, named):
    # docs/api.md: a claim "names an opponent who has played a card in the claim window"
    state = play(renege_game(renege_claim=window), "Ac", "Kc", "Qc", "Qd")
    assert state.to_act == E
    # before the next card the window of "trick" is the last complete trick
    assert claims(state) == {"claim renege south", "claim renege north"}
    state = play(state, "9c")
    assert state.to_act == S
    assert claims(state) == {f"claim renege {seat}" for seat in named}


def test_renege_one_claim_per_player_per_trick():
    state = play(renege_game(renege_false_claim=1), "Ac", "Kc")
    state = state.apply("claim renege south")  # false: play goes on
    assert state.to_act == W and not claims(state)
    state = play(state, "Qc", "Qd")  # East wins trick 1 and leads trick 2
    assert state.to_act == E and claims(state)


def test_renege_never_shown_in_another_players_view():
    state = play(renege_game(), "Ac", "Ah")  # South reneges
    assert len(state.view(S).own_reneges) == 1
    for seat in (N, E, W):
        view = state.view(seat)
        assert not view.own_reneges
        data = json.loads(view.to_json())
        assert not data.get("own_reneges") and not data.get("reneges")


def test_renege_claim_proven_opponents_gain_2():
    state = play(renege_game(), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert len(state.results) == 1  # renege_ends_hand defaults to True
    result = state.results[0]
    assert not result.thrown_in
    assert tuple(result.points) == (0, 2) and tuple(state.scores) == (0, 2)


def test_seed002_renege_offenders_lose_2():
    state = play(renege_game(renege_penalty="offenders_lose"), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert tuple(state.results[0].points) == (-2, 0)
    assert tuple(state.scores) == (-2, 0)  # scores may go below zero


def test_renege_claim_against_lone_hand_gains_4():
    # pagat/Hoyle: a renege against a lone hand gives the lone hand's side 4
    state = renege_game(dealer_call="call hearts alone")
    assert S in state.sitting_out and state.to_act == E
    state = play(state, "Ac")
    assert state.to_act == W
    state = play(state, "As")  # West holds Qc, Tc: a renege
    assert "claim renege west" in claims(state)
    state = state.apply("claim renege west")
    assert tuple(state.results[0].points) == (4, 0)


def test_renege_penalty_scored_as_euchre():
    scoring = euchre.Scoring(euchre=3, march=5, lone_euchre=6, lone_march=7)
    # the makers (North-South) renege: the defenders score a euchre
    state = play(renege_game(renege_penalty="euchre", scoring=scoring), "Ac", "9d")
    state = state.apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 3)
    # a defender reneges: the makers score a march
    state = play(renege_game(renege_penalty="euchre", scoring=scoring), "Ac", "Kc", "As")
    assert state.to_act == N
    state = state.apply("claim renege west")
    assert tuple(state.results[0].points) == (5, 0)
    # a defender reneges against a lone maker: lone march
    state = renege_game(dealer_call="call hearts alone", renege_penalty="euchre",
                        scoring=scoring)
    state = play(state, "Ac", "As").apply("claim renege west")
    assert tuple(state.results[0].points) == (7, 0)


def finish(state):
    """Play the hand out without another renege or claim; pass the claim round."""
    n = len(state.results)
    for _ in range(30):
        if len(state.results) != n:
            return state
        if state.phase == Phase.CLAIM:
            state = state.apply("pass")
        else:
            state = state.apply(f"play {follow_or_first(state)}")
    raise AssertionError("the hand did not end")


# READING (the spec does not say when): a false claim's cost, and a proven penalty that
# does not end the hand, are scored with the hand (in its result), not at once.

def test_renege_false_claim_costs_configured_points():
    state = play(renege_game(renege_false_claim=1), "Ac", "Kc")  # South followed
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
    state = play(renege_game(), "Ac", "Kc").apply("claim renege south")
    assert state.phase == Phase.PLAY
    done = finish(state)
    assert tuple(done.results[0].points) in ((1, 0), (2, 0), (0, 2))


def test_renege_not_ending_hand_applies_penalty_and_play_goes_on():
    state = play(renege_game(renege_ends_hand=False), "Ac", "Ah")
    state = state.apply("claim renege south")
    assert not state.results and state.phase == Phase.PLAY and state.to_act == W
    done = finish(state)
    made = done.results[0]
    base = (1, 0) if made.tricks[0] in (3, 4) else (2, 0) if made.tricks[0] == 5 else (0, 2)
    assert tuple(made.points) == (base[0], base[1] + 2)


def test_renege_claim_window_trick():
    # South reneges in trick 1 (9d while holding Kc); East wins it with the ace
    def after_trick1(window):
        state = play(renege_game(renege_claim=window, renege_false_claim=1),
                     "Ac", "9d", "Qc", "Qd")
        assert winner_of_first_trick(state) == E and state.to_act == E
        return state

    # before the next card: the last complete trick may still be claimed
    state = after_trick1("trick").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # with window "hand" it may be claimed later
    state = play(after_trick1("hand"), "9c", "Kc").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # in the current trick, "trick" proves it at once
    state = play(renege_game(renege_claim="trick"), "Ac", "9d").apply("claim renege south")
    assert tuple(state.results[0].points) == (0, 2)
    # after the next card it may not: the claim is false (costs 1) and play goes on
    state = play(after_trick1("trick"), "9c", "Kc", "Tc")
    assert state.to_act == N and "claim renege east" in claims(state)
    state = play(after_trick1("trick"), "9c", "Kc")
    assert state.to_act == W
    # The spec: a claim "names an opponent who has played in this hand"; South has.
    assert "claim renege south" in claims(state)
    state = state.apply("claim renege south")
    assert not state.results and state.phase == Phase.PLAY
    done = finish(state)
    assert done.results[0].points[1] == (0 if done.results[0].tricks[0] >= 3 else 2) - 1


def follow_or_first(state) -> str:
    """The first card (by text) that follows suit when the player can: no renege."""
    hand = cards(state.hands[state.to_act])
    trick = [] if state.current_trick is None else [
        (int(s), cards([c])[0]) for s, c in state.current_trick.plays]
    trump = "n" if state.trump is None else str(state.trump)[0]
    return sorted(follow_cards(hand, trick, trump) or hand)[0]


def test_renege_claim_round_after_last_card():
    # READING: the claim round asks every player in the hand once, from the dealer's left
    state = renege_game()
    state = play(state, "Ac", "Ah")  # South reneges in trick 1; nobody claims
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
    state = play(round2(start(euchre.RuleSet(), RENEGE, "9s"), N, "call hearts"), "Ac")
    why = state.explain(euchre.parse_action("play 9d"))
    assert why.legal is False and why.reason == euchre.Reason.MUST_FOLLOW_SUIT
    assert "club" in why.message.lower() or "♣" in why.message
    assert "Kc" in why.message or "K♣" in why.message
    # penalised: the same card is legal (a renege, to be caught)
    state = play(renege_game(), "Ac")
    assert state.explain(euchre.parse_action("play 9d")).legal is True


# --------------------------------------------------------------------- ace no face

ANF = ("Kc Qc Jc Tc Kd", "Ac 9c Td 9s Th", "Ad Kh Qh Jh Ah", "Qd Jd As Ks Qs")


def test_seed002_ace_no_face_throws_hand_in():
    rules = euchre.RuleSet(ace_no_face=True)
    state = start(rules, ANF, "9d")
    assert "declare ace no face" in legal(state)  # East: an ace, no K, Q or J
    after = state.apply("declare ace no face")
    assert len(after.results) == 1 and after.results[0].thrown_in
    assert tuple(after.results[0].points) == (0, 0)
    # seed 002: "the cards are collected and the deal passes to the next player"
    assert after.dealer == E
    # South has faces: not eligible; and the option is off by default
    assert "declare ace no face" not in legal(state.apply("pass"))
    assert "declare ace no face" not in legal(start(euchre.RuleSet(), ANF, "9d"))


def test_seed002_ace_no_face_joker_is_not_a_face_card():
    # READING: only K, Q and J are face cards; the joker is not
    rules = euchre.RuleSet(deck=25, ace_no_face=True)
    hands = ("Kc Qc Jc Tc Kd", "Ac 9c Td 9s Jo", "Ad Kh Qh Jh Ah", "Qd Jd As Ks Qs")
    assert "declare ace no face" in legal(start(rules, hands, "9d"))


def test_seed002_ace_no_face_not_in_round_2():
    rules = euchre.RuleSet(ace_no_face=True)
    state = start(rules, ANF, "9d")
    for _ in range(4):
        state = state.apply("pass")
    assert state.phase == Phase.CALL and state.to_act == E
    assert "declare ace no face" not in legal(state)


# --------------------------------------------------------------------- farmer's hand

FARMER = ("Ac Kc Qc Jc Ad", "9c Tc 9d Td 9s", "Kd Qd Jd Ah Kh", "Qh Jh As Ks Qs")


def test_farmers_hand_redeal():
    rules = euchre.RuleSet(farmers_hand="redeal")
    state = start(rules, FARMER, "Ts")
    assert "declare farmer" in legal(state)
    after = state.apply("declare farmer")
    assert after.results[0].thrown_in and tuple(after.results[0].points) == (0, 0)
    assert "declare farmer" not in legal(state.apply("pass"))  # South: no 9s or 10s
    assert "declare farmer" not in legal(start(euchre.RuleSet(), FARMER, "Ts"))


def test_farmers_hand_size():
    three = ("Ac Kc Qc Jc Ad", "9c Tc 9d Kd Qd", "Td Jd 9s Ah Kh", "Qh Jh As Ks Qs")
    assert "declare farmer" not in legal(start(euchre.RuleSet(farmers_hand="redeal"),
                                               three, "Ts"))
    rules = euchre.RuleSet(farmers_hand="redeal", farmers_hand_size=3)
    assert "declare farmer" in legal(start(rules, three, "Ts"))


def test_farmers_hand_counts_only_9s_and_10s():
    # READING (32 cards): the 7s and 8s do not count towards a farmer's hand
    rules = euchre.RuleSet(deck=32, farmers_hand="redeal", farmers_hand_size=3)
    low = ("Kc Qc Jc Tc Kd", "7c 8c 9d 7s Ah", "Ad Kh Qh Jh 9h", "Qd Jd As Ks Qs")
    assert "declare farmer" not in legal(start(rules, low, "9c"))
    three = ("Kc Qc Jc Tc Kd", "7c 9c 9d 7s Th", "Ad Kh Qh Jh 9h", "Qd Jd As Ks Qs")
    assert "declare farmer" in legal(start(rules, three, "8c"))


def test_farmers_hand_exchange_with_kitty():
    rules = euchre.RuleSet(farmers_hand="exchange")
    deal = deal_of(24, FARMER, "Ts")
    state = euchre.new_game(rules, dealer=N, deal=deal)
    state = state.apply("declare farmer")
    assert state.phase == Phase.DISCARD and state.to_act == E
    assert sorted(cards(state.hands[E])) == sorted(FARMER[1].split() + cards(deal.kitty))
    for card in ("9c", "9d", "9s"):
        assert state.phase == Phase.DISCARD and state.to_act == E
        state = state.apply(f"discard {card}")
    assert sorted(cards(state.hands[E])) == sorted(["Tc", "Td"] + cards(deal.kitty))
    assert sorted(cards(state.kitty)) == ["9c", "9d", "9s"]
    # docs/api.md: then the declarer, who has not yet bid, passes or orders up as usual
    # (a player declares once per hand)
    assert state.phase == Phase.ORDER and state.to_act == E
    assert legal(state) == {"pass", "order up", "order up alone"}
    for _ in range(4):
        state = state.apply("pass")
    assert state.phase == Phase.CALL and state.to_act == E


# --------------------------------------------------------------------- call for best

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


# --------------------------------------------------------------------- num_deals

def test_num_deals_ends_game_after_n_deals():
    import random

    for seed in range(12):
        rules = euchre.RuleSet(num_deals=3, target=1)
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        for _ in range(400):
            if state.is_over:
                break
            assert len(state.results) < 3
            state = state.apply(rng.choice(state.legal_actions()))
        assert state.is_over and len(state.results) == 3  # the target is ignored
        ns, ew = state.scores
        assert state.winner == (None if ns == ew else
                                (euchre.Team.NORTH_SOUTH if ns > ew else euchre.Team.EAST_WEST))


def test_num_deals_tie_has_no_winner():
    # READING: a thrown-in deal counts as a deal
    rules = euchre.RuleSet(num_deals=1)
    state = start(rules, RENEGE, "9s")
    for _ in range(8):
        state = state.apply("pass")
    assert state.is_over and state.winner is None and tuple(state.scores) == (0, 0)
    assert state.legal_actions() == ()


# --------------------------------------------------------------------- bad RuleSets

@pytest.mark.parametrize("knobs", [
    dict(call_for_best=True, alone="nobody"),
    dict(deck=28),
    dict(deck=25, joker_upcard="ignore"),
    dict(no_trump="yes"),
    dict(renege="allow"),
    dict(renege="penalise", renege_claim="game"),
    dict(renege="penalise", renege_penalty="double"),
    dict(renege="penalise", renege_points=-1),
    dict(renege="penalise", renege_false_claim=-1),
    dict(farmers_hand="swap"),
    dict(farmers_hand="redeal", farmers_hand_size=6),
    dict(farmers_hand="redeal", farmers_hand_size=0),
    dict(num_deals=0),
    dict(renege="penalise", renege_penalty="euchre", renege_ends_hand=False),
    dict(deck=25, joker_suit="purple"),
    dict(ace_no_face="yes"),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_invalid_ruleset(knobs):
    with pytest.raises(euchre.RuleSetError) as info:
        euchre.RuleSet(**knobs)
    assert isinstance(info.value, ValueError)
    assert any(knob in str(info.value) for knob in knobs)


def test_new_knob_defaults():
    r = euchre.RuleSet()
    assert (r.deck, r.no_trump, r.renege, r.renege_claim, r.renege_penalty) == (
        24, False, "forbid", "hand", "opponents_gain")
    assert (r.renege_points, r.renege_points_alone, r.renege_ends_hand,
            r.renege_false_claim) == (2, 4, True, 0)
    assert (r.ace_no_face, r.farmers_hand, r.farmers_hand_size, r.call_for_best,
            r.num_deals) == (False, "off", 5, False, None)
    assert (r.joker_upcard, r.joker_suit) == ("dealer_names", Suit.HEARTS)
