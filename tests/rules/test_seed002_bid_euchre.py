"""Seed 002 — Bid Euchre (preset ``BID_EUCHRE``): one test per clause of the seed and per
option of the seed, played on the preset.

Elsewhere: the seed's scoring (a point a trick, best 12, moon 24, set) is rows of
``test_scoring_tables.py``; the knobs ``docs/api.md`` adds beyond the seed (bid minimum,
no trump, low no trump, the Bid RuleSet constraints) are in ``test_knobs_bid.py``, the
``tie="draw"`` option in ``test_knobs_game.py``; the seed's joker, ace-no-face and renege
clauses in Knock Euchre are in ``test_knobs_deck.py``, ``test_knobs_declarations.py`` and
``test_knobs_renege.py``.

Source: ``/work/shared/seeds/002_*.txt`` (Galician), restated in RULES.md "Seed 002"; the
API is the "Bid Euchre" section of ``docs/api.md``.  West deals unless a test says
otherwise, so North speaks first, then East, South, West.

Readings chosen where the texts leave room (also encoded in ``_bid_reference``):

* "each bid must exceed the previous one": a bid must exceed the highest bid so far
  (passes do not reset it); ranks are 3 < 4 < 5 < best < moon.
* call for best: the partner gives first (only the best card is legal), then the bidder
  gives any one of the seven cards back (the received card included); the partner sits out.
  The seed's order ("they choose a card ... and offer it; the player asks for the best
  trump") is a simultaneous exchange; the spec fixes partner-first.
* a set number bid loses ``bid * bid_trick_value``; a set best / moon loses
  ``cards_per_hand * bid_trick_value`` with ``bid_set_value="tricks"``; made best / moon
  score their value and not tricks.
* ace-no-face: the joker is not a face card; the declaration is offered at the player's
  one turn to bid, also to a stuck dealer.
* renege (preset): a claim is proven when the named opponent has a renege in this hand not
  yet penalised; each renege is penalised once; the penalty is part of the hand's points.
* the joker: the best card a call-for-best partner can give, in every mode.
"""

from __future__ import annotations

import pytest
from _bid_deals import (
    FORBID,
    PLAY33,
    PLAY42,
    RULES,
    SPLIT33,
    SPLIT42,
    SWEEP,
    E,
    N,
    S,
    W,
    exchange,
    follow_card,
    game,
    hand,
    legal,
    make_deal,
    play_out,
    plays,
    points,
    run,
    sweep_for,
    tricks,
)

import euchre
from euchre import Phase, Reason, Seat, Team, presets

# Deals shared with the other Bid tests (SWEEP, SPLIT33/PLAY33, SPLIT42/PLAY42): _bid_deals.py
#            North                East                 South                West
# North: an ace and no K, Q or J
ACE_NO_FACE = ("Ah Th 9h Ac Tc 9c", "Jh Jd Kh Qh Kc Qc", "Ad Kd Qd Td 9d Jc", "As Ks Qs Js Ts 9s")
# West deals seven with the joker
JOKER_DEAL = ("Jc Ac Ad Kd As Ah", "Kc Qc Qd Jd Ks Kh", "9s Ts Js 9h Th Jh", "Tc 9c Td 9d Qs Qh Jo")
DOUBLE_DEAL = (
    "9h Th Jh Qh Kh Ah 9c Tc Jc Qc Kc Ac",
    "9h Th Jh Qh Kh Ah 9d Td Jd Qd Kd Ad",
    "9d Td Jd Qd Kd Ad 9s Ts Js Qs Ks As",
    "9c Tc Jc Qc Kc Ac 9s Ts Js Qs Ks As",
)


# --- the preset ------------------------------------------------------------------

def test_seed002_preset_lookup():
    for name in ("BID_EUCHRE", "bid", "bid euchre", "seed002", "002"):
        assert presets.get(name) is RULES


def test_seed002_preset_knobs():
    r = RULES
    assert r.variant == "bid" and r.deck == 24 and r.cards_per_hand == 6
    assert r.deal_pattern == (1,) * 24  # "repartindo unha carta á vez"
    assert r.first_lead == "bidder" and r.target == 32
    assert r.bid_minimum == 3 and r.bid_best and r.bid_moon
    assert (r.bid_best_value, r.bid_moon_value, r.bid_trick_value) == (12, 24, 1)
    assert r.stick_the_dealer is False and r.ace_no_face is False
    assert r.bid_no_trump is False and r.bid_low_no_trump is False
    assert r.tie == "play_on"
    assert r.renege == "penalise" and r.renege_penalty == "offenders_lose"
    assert r.renege_points == 2 and r.renege_points_alone == 2
    assert r.renege_ends_hand is False


def test_seed002_preset_describe():
    text = RULES.describe()
    assert "32" in text
    assert "bid" in text.lower()


# --- the deal --------------------------------------------------------------------

def test_seed002_six_cards_each_no_upcard_no_kitty():
    deal = euchre.Deal.random(RULES, 7, dealer=N)
    cards = [str(c) for h in deal.hands for c in h]
    assert [len(h) for h in deal.hands] == [6, 6, 6, 6]
    assert len(set(cards)) == 24 and {c[0] for c in cards} == set("9TJQKA")
    assert deal.upcard is None and tuple(deal.kitty) == ()
    state = euchre.new_game(RULES, seed=7, dealer=N)
    assert state.phase == Phase.BID
    assert state.upcard is None and tuple(state.kitty) == ()
    assert [len(h) for h in state.hands] == [6, 6, 6, 6]


# --- bidding ---------------------------------------------------------------------

@pytest.mark.parametrize("dealer", list(Seat))
def test_seed002_bidding_starts_left_of_dealer_one_round(dealer):
    state = game(dealer=dealer)
    seen = []
    for _ in range(3):
        seen.append(state.to_act)
        state = state.apply("pass")
    seen.append(state.to_act)
    assert seen == [dealer.left, dealer.left.left, dealer.left.left.left, dealer]
    state = state.apply("bid 3")  # the dealer is the last to speak: no second round
    assert state.phase == Phase.TRUMP and state.to_act == dealer


def test_seed002_minimum_bid_3():
    state = game()
    assert legal(state) == {"pass", "bid 3", "bid 4", "bid 5", "bid best", "bid moon"}
    for text in ("bid 1", "bid 2", "bid 6"):
        with pytest.raises(euchre.IllegalActionError):
            state.apply(text)


def test_seed002_player_may_pass():
    state = game().apply("pass")
    assert state.phase == Phase.BID and state.to_act == E


def test_seed002_each_bid_must_exceed_previous():
    state = run(game(), "bid 4")
    assert legal(state) == {"pass", "bid 5", "bid best", "bid moon"}
    for text in ("bid 3", "bid 4"):
        with pytest.raises(euchre.IllegalActionError):
            state.apply(text)
    state = run(state, "pass")  # a pass does not lower the bar
    assert legal(state) == {"pass", "bid 5", "bid best", "bid moon"}
    assert legal(run(state, "bid best")) == {"pass", "bid moon"}
    assert legal(run(state, "bid moon")) == {"pass"}


def test_seed002_partners_may_overbid_each_other():
    state = run(game(), "bid 3", "pass", "bid 4", "pass")
    assert state.phase == Phase.TRUMP and state.to_act == S  # North's partner
    assert "4" in str(state.bid)


def test_seed002_high_bidder_names_trump_and_leads():
    state = run(game(), "bid 3", "bid 4", "pass", "pass")
    assert state.phase == Phase.TRUMP and state.to_act == E
    assert legal(state) == {"call clubs", "call diamonds", "call hearts", "call spades"}
    state = state.apply("call spades")
    assert state.phase == Phase.PLAY and state.to_act == E
    assert state.trump == euchre.Suit.SPADES and state.maker == E
    assert state.sitting_out == ()
    state = state.apply(follow_card(state))
    assert state.current_trick.leader == E


def test_seed002_all_pass_redeal_deal_passes_left():
    state = run(game(dealer=W), "pass", "pass", "pass", "pass")
    result = state.results[-1]
    assert result.thrown_in and tuple(result.points) == (0, 0) and result.bid is None
    assert state.scores == (0, 0)
    assert state.dealer == N  # the deal passes left
    seeded = run(euchre.new_game(RULES, seed=3, dealer=W), "pass", "pass", "pass", "pass")
    assert seeded.dealer == N and seeded.phase == Phase.BID and seeded.to_act == E
    assert seeded.hand_number == 1


def test_seed002_stick_the_dealer_option():
    stuck = run(game(RULES.replace(stick_the_dealer=True)), "pass", "pass", "pass")
    assert stuck.to_act == W
    assert legal(stuck) == {"bid 3", "bid 4", "bid 5", "bid best", "bid moon"}
    with pytest.raises(euchre.IllegalActionError):
        stuck.apply("pass")
    # without the option the dealer may pass (and the hand is thrown in)
    assert "pass" in legal(run(game(), "pass", "pass", "pass"))
    # with the option the dealer may still pass when somebody has bid
    bid = run(game(RULES.replace(stick_the_dealer=True)), "bid 3", "pass", "pass")
    assert "pass" in legal(bid)


# --- call for best and shoot the moon ------------------------------------------------

def test_seed002_call_for_best_partner_gives_best_trump():
    #   South holds the left bower, the ace and the nine of trump: the left bower goes
    hands = ("Jh Ac Kh Qh Th Kc", "9c Tc Jc Qc Ad Kd", "Jd Ah 9h 9d Td Qd", "As Ks Qs Js Ts 9s")
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call hearts")
    assert state.phase == Phase.EXCHANGE and state.to_act == S
    assert legal(state) == {"give Jd"}
    # spades trump: South holds no spade and not the left bower (Jc): best by rank, the ace
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call spades")
    assert legal(state) == {"give Ah"}
    # the right bower above the left
    hands = ("Ah Ac Kh Qh Th Kc", "9c Tc Jc Qc Ad Kd", "Jd Jh 9h 9d Td Qd", "As Ks Qs Js Ts 9s")
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call hearts")
    assert legal(state) == {"give Jh"}
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call diamonds")
    assert legal(state) == {"give Jd"}


def test_seed002_call_for_best_partner_without_trump_gives_best_card():
    # South: no heart; A of spades and A of diamonds -> ties go spades, hearts, diamonds, clubs
    hands = ("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd As 9d 9c", "Td Ks Qs Js Ts 9s")
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call hearts")
    assert legal(state) == {"give As"}
    # by rank, the jack of clubs is a plain jack below the king when hearts are trump
    hands = ("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Ad Tc", "Jc Kd Qd Td 9d 9c", "As Ks Qs Js Ts 9s")
    state = run(game(hands=hands), "bid best", "pass", "pass", "pass", "call hearts")
    assert legal(state) == {"give Kd"}


def test_seed002_call_for_best_bidder_gives_one_card_back_partner_sits_out():
    state = run(game(), "bid best", "pass", "pass", "pass", "call hearts")
    assert legal(state) == {"give Ad"}  # South holds no heart
    state = state.apply("give Ad")
    assert state.phase == Phase.EXCHANGE and state.to_act == N
    north = {str(c) for c in state.hands[N]}
    assert north == {"Jh", "Jd", "Ah", "Kh", "Qh", "Th", "Ad"}
    # one of the cards held before the exchange: never the A♦ just received
    assert legal(state) == {f"give {c}" for c in north - {"Ad"}}
    state = state.apply("give Th")
    assert state.phase == Phase.PLAY and state.to_act == N
    assert {str(c) for c in state.hands[N]} == north - {"Th"}
    assert "Th" in {str(c) for c in state.hands[S]} and len(state.hands[S]) == 6
    assert state.sitting_out == (S,) and state.alone == N
    state = play_out(state)
    result = state.results[-1]
    assert result.bid == "best" and result.alone == N and sum(result.tricks) == 6


def test_seed002_bidder_cannot_give_back_the_card_received():
    """The bidder could once give the partner's best card straight back, undoing the
    exchange. Seed 002: the bidder chooses a card to get rid of and receives the partner's
    best."""
    state = run(game(), "bid best", "pass", "pass", "pass", "call hearts", "give Ad")
    assert not state.is_legal("give Ad")
    why = state.explain("give Ad")
    assert why.reason is Reason.MUST_GIVE_OWN_CARD and "held before" in why.message
    with pytest.raises(euchre.IllegalActionError) as error:
        state.apply("give Ad")
    assert error.value.reason is Reason.MUST_GIVE_OWN_CARD
    assert state.hands[N] == run(game(), "bid best", "pass", "pass", "pass", "call hearts",
                                 "give Ad").hands[N]  # untouched
    for back in ("Th", "Jd"):
        after = state.apply(f"give {back}")
        assert "Ad" in {str(c) for c in after.hands[N]}
        assert back in {str(c) for c in after.hands[S]}


def test_seed002_double_deck_bidder_may_give_its_own_copy():
    """With two copies of a card (double deck), the bidder who held one before the
    exchange may give that copy back, but not the copy just received."""
    rules = RULES.replace(deck=48, renege="forbid")
    north = "Jh Jd Ah Kh Qh Th Ad 9c 9s Tc Ts Qc"
    south = "Ad Kd Qd Td 9d Kc Ac Jc Kd Qd Td 9d"
    east = "9h 9h Th Jh Qh Kh Ah Jd 9c Tc Jc Qc"
    west = "Kc Ac 9s Ts Js Js Qs Qs Ks Ks As As"
    state = euchre.new_game(rules, dealer=W, deal=make_deal((north, east, south, west)))
    state = run(state, "bid best", "pass", "pass", "pass", "call hearts")
    assert legal(state) == {"give Ad"}
    state = state.apply("give Ad")
    assert "give Ad" in legal(state)  # North's own A♦
    after = state.apply("give Ad")
    assert [str(c) for c in after.hands[N]].count("Ad") == 1
    assert [str(c) for c in after.hands[S]].count("Ad") == 1


def test_seed002_partner_sits_out_never_acts():
    state = exchange(run(game(), "bid best", "pass", "pass", "pass", "call hearts"))
    for _ in range(18):
        assert state.to_act != S
        state = state.apply(follow_card(state))
    assert state.phase == Phase.CLAIM
    assert [len(t.plays) for t in state.tricks] == [3] * 6
    assert all(S not in [seat for seat, _ in t.plays] for t in state.tricks)
    while state.phase == Phase.CLAIM:
        assert state.to_act != S
        state = state.apply("pass")


def test_seed002_shoot_the_moon_alone_no_exchange():
    state = run(game(), "bid moon", "pass", "pass", "pass", "call hearts")
    assert state.phase == Phase.PLAY and state.to_act == N
    assert state.sitting_out == (S,) and state.alone == N
    assert [sorted(str(c) for c in h) for h in state.hands] == [sorted(h.split()) for h in SWEEP]
    state = state.apply("play Jh")
    assert state.to_act == E
    state = run(state, "play 9h")
    assert state.to_act == W  # South is skipped
    state = run(state, "play As")
    assert len(state.tricks) == 1 and len(state.tricks[0].plays) == 3


# --- scoring: a point a trick, best 12, moon 24, set: rows of test_scoring_tables.py


# --- the match -------------------------------------------------------------------

def _to_thirty_all():
    """Four hands: NS moon 24, EW moon 24, NS 6, EW 6 -> 30 all; dealers W, N, E, S."""
    state = hand(game(), sweep_for(N), N, "bid moon")
    state = hand(state, sweep_for(E), E, "bid moon")
    state = hand(state, sweep_for(N), N, "bid 3")
    state = hand(state, sweep_for(E), E, "bid 3")
    assert state.scores == (30, 30) and not state.is_over and state.dealer == W
    return state


def test_seed002_first_to_32_wins():
    state = hand(game(), sweep_for(N), N, "bid moon")
    state = hand(state, SPLIT42, N, "bid 3", script=PLAY42)
    assert state.scores == (28, 2) and not state.is_over
    state = hand(state, SPLIT42, N, "bid 3", script=PLAY42)
    assert state.scores == (32, 4)
    assert state.is_over and state.winner == Team.NORTH_SOUTH and state.phase == Phase.OVER


def test_seed002_tie_at_32_plays_another_hand():
    state = hand(_to_thirty_all(), SPLIT33, N, "bid 3", script=PLAY33)
    assert state.scores == (33, 33)
    assert not state.is_over and state.winner is None
    state = hand(state, sweep_for(N), N, "bid 3")
    assert state.scores == (39, 33)
    assert state.is_over and state.winner == Team.NORTH_SOUTH


def test_seed002_both_over_32_higher_wins():
    state = hand(_to_thirty_all(), SPLIT42, N, "bid 3", script=PLAY42)
    assert state.scores == (34, 32)
    assert state.is_over and state.winner == Team.NORTH_SOUTH


# --- renege ----------------------------------------------------------------------

def _renege_hand():
    """SPLIT33 but East reneges in trick 4 (Ad on the 9c lead while holding Qc)."""
    state = run(game(hands=SPLIT33), "bid 3", "pass", "pass", "pass", "call hearts")
    state = run(state, *plays("Jh Kh Tc 9h  Jd Ac Jc Th  Ah Kc Td Qh"))
    state = state.apply("play 9c")
    assert "play Ad" in legal(state)  # players may renege ...
    state = state.apply("play Ad")
    assert [r.seat for r in state.reneges] == [E]
    return state


def test_seed002_renege_offenders_lose_2():
    state = _renege_hand()
    state = run(state, "claim renege east")  # South catches it
    assert state.phase == Phase.PLAY and state.to_act == S  # the hand goes on
    state = play_out(state)
    assert tricks(state) == (4, 2)
    assert points(state) == (4, 0) and state.scores == (4, 0)
    assert state.results[-1].renege == E


def test_seed002_renege_caught_in_claim_round():
    state = play_out(_renege_hand())
    assert points(state) == (4, 2)  # ... the others must catch it: nobody did
    state = _renege_hand()
    while state.phase == Phase.PLAY:
        state = state.apply(follow_card(state))
    assert state.phase == Phase.CLAIM
    assert state.to_act == N  # the claim round starts left of the dealer
    assert "claim renege east" in legal(state)
    state = state.apply("claim renege east")
    while state.phase == Phase.CLAIM:
        state = state.apply("pass")
    assert points(state) == (4, 0)


def test_seed002_renege_penalised_once():
    state = run(_renege_hand(), "claim renege east")
    state = run(state, "play Qd", "play Qs")
    state = run(state, "claim renege east")  # North claims the same renege again
    state = play_out(state)
    assert points(state) == (4, 0)


def test_seed002_renege_forbid_option():
    state = run(game(FORBID, hands=SPLIT33), "bid 3", "pass", "pass", "pass", "call hearts")
    state = run(state, *plays("Jh Kh Tc 9h  Jd Ac Jc Th  Ah Kc Td Qh  9c"))
    assert legal(state) == {"play Qc"}
    assert not any(a.startswith("claim") for a in legal(state))
    state = play_out(state)
    assert points(state) == (3, 3)


# --- options in the seed ---------------------------------------------------------------

def test_seed002_ace_no_face_option():
    rules = RULES.replace(ace_no_face=True)
    state = game(rules, hands=ACE_NO_FACE)
    assert "declare ace no face" in legal(state)
    assert "declare ace no face" not in legal(game(hands=ACE_NO_FACE))  # option off
    assert "declare ace no face" not in legal(state.apply("pass"))  # East has faces
    state = state.apply("declare ace no face")
    result = state.results[-1]
    assert result.thrown_in and result.declared == "ace no face"
    assert tuple(result.points) == (0, 0) and state.dealer == N  # passed on
    # at North's turn after a bid, and for a stuck dealer
    late = run(game(rules, hands=ACE_NO_FACE, dealer=S), "bid 3")
    assert late.to_act == N and "declare ace no face" in legal(late)
    stuck = game(rules.replace(stick_the_dealer=True), hands=ACE_NO_FACE, dealer=N)
    stuck = run(stuck, "pass", "pass", "pass")
    assert stuck.to_act == N and "declare ace no face" in legal(stuck)


def test_seed002_joker_dealer_gets_7_discards_one_joker_highest_trump():
    rules = RULES.replace(deck=25)
    deal = euchre.Deal.random(rules, 11, dealer=W)
    sizes = [len(h) for h in deal.hands]
    assert sizes == [6, 6, 6, 7]
    cards = [str(c) for h in deal.hands for c in h]
    assert len(set(cards)) == 25 and "Jo" in cards
    state = game(rules, hands=JOKER_DEAL)
    assert state.phase == Phase.DISCARD and state.to_act == W
    assert legal(state) == {f"discard {c}" for c in JOKER_DEAL[W].split()}
    state = state.apply("discard Qh")
    assert state.phase == Phase.BID and state.to_act == N
    assert [len(h) for h in state.hands] == [6, 6, 6, 6]
    # North leads the right bower; West's joker beats it
    state = run(state, "bid 3", "pass", "pass", "pass", "call clubs")
    state = run(state, "play Jc", "play Kc", "play Js", "play Jo")
    assert state.tricks[0].winner == W


def test_seed002_double_deck_12_each_identical_cards_first_played_wins():
    rules = RULES.replace(deck=48)
    assert rules.cards_per_hand == 12 and rules.bid_minimum == 3
    deal = euchre.Deal.random(rules, 5, dealer=W)
    cards = [str(c) for h in deal.hands for c in h]
    assert [len(h) for h in deal.hands] == [12] * 4
    assert all(cards.count(c) == 2 for c in set(cards)) and len(set(cards)) == 24
    state = game(rules, hands=DOUBLE_DEAL)
    assert legal(state) == {"pass", "bid best", "bid moon"} | {f"bid {n}" for n in range(3, 12)}
    state = run(state, "bid 3", "pass", "pass", "pass", "call clubs")
    state = run(state, "play Ah", "play Ah", "play 9d", "play 9s")
    assert state.tricks[0].winner == N  # the first ace of hearts
    state = run(state, "play Jc", "play 9d", "play Js", "play Jc")
    assert state.tricks[1].winner == N  # the first right bower




# ------------------------------------------------------------------ explanations of bids


def test_seed002_all_six_tricks_are_bid_as_best_or_moon_never_bid_6():
    """Seed 002: six tricks are bid as call for best or shoot the moon. 'bid 6' (an Action
    of its own: with the 48-card deck it is a real bid) is refused by its rule, before and
    after a bid of 5, never as 'the lowest bid is 3' or 'a bid must go higher'."""
    for state in (game(), run(game(), "bid 5")):
        why = state.explain("bid 6")
        assert not why.legal and why.reason is Reason.NOT_A_BID
        assert "all 6 tricks are bid as 'bid best' (call for best) or 'bid moon'" in why.message
        assert "lowest bid" not in why.message and "must go higher" not in why.message
        with pytest.raises(euchre.IllegalActionError) as error:
            state.apply("bid 6")
        assert error.value.reason is Reason.NOT_A_BID
    assert game().explain("bid 7").reason is Reason.NOT_A_BID
    assert game().explain("bid 2").reason is Reason.BID_TOO_LOW


def test_seed002_bid_best_and_bid_moon_say_what_they_are():
    """Seed 002: call for best (the partner's best card in exchange) and shoot the moon
    (alone, no exchange), with their points (12 and 24 for all six tricks)."""
    best = game().explain("bid best").message
    assert best.startswith(
        "bid best is legal: bid best (call for best) bids all 6 tricks: the partner hands "
        "over the best card"
    )
    assert "all 6 tricks score 12" in best and "bid_best=True" in best
    moon = game().explain("bid moon").message
    assert "shoot the moon" in moon and "no exchange" in moon and "score 24" in moon
    menu = run(game(), "bid 5").explain("bid 4").message.split("Legal for ", 1)[1]
    assert "bid best (call for best: all the tricks, with the partner's best card)" in menu
    assert "bid moon (shoot the moon: all the tricks alone)" in menu


@pytest.mark.parametrize(
    "text",
    ["bid best", "bid call for best", "call for best", "BID  Best", "bid moon",
     "bid shoot the moon", "shoot the moon", "bid 3", "bid 5", "bid 6", "bid 12", "bid 13",
     "bid 0", "bid six", "bid 3.5", "bid", "best"],
)
def test_seed002_every_spelling_of_a_bid_is_the_listed_action_or_refused(text):
    """Every spelling of a bid either reads as an action the engine lists, or is refused by
    a specific ValueError: an ActionParseError when it is no action, an IllegalActionError
    (naming 'bid best' and 'bid moon') when it is a bid these rules do not have."""
    state = game()
    try:
        action = euchre.parse_action(text)
    except euchre.ActionParseError as error:
        assert "bid" in str(error) or "action" in str(error)
        return
    if action in state.legal_actions():
        assert state.apply(action).bid is not None
        return
    with pytest.raises(euchre.IllegalActionError) as refused:
        state.apply(action)
    assert refused.value.reason in (Reason.NOT_A_BID, Reason.BID_TOO_LOW)
    assert "bid best" in str(refused.value)
