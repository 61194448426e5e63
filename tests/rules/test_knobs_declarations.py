"""Knob family "declarations": ace_no_face, farmers_hand, farmers_hand_size, go_under (a player
declares a weak hand before bidding; the hand is thrown in or improved).

Sources: RULES.md seed 002 (ace-no-face: "the cards are collected and the deal passes on"),
docs/api.md "Deck variants and irregularities" (farmer's hand).  Seed 002's ace-no-face
on its Bid preset: ``test_seed002_bid_euchre.py``.  Where the spec is silent the test
states the READING.

Positions are explicit deals; North deals, so East speaks first.
"""

from __future__ import annotations

import pytest

import euchre
from _deals import (
    E,
    N,
    S,
    W,
    assert_bad_ruleset,
    cards,
    deal_of,
    legal,
    start,
)
from euchre import Phase

# --- ace no face -----------------------------------------------------------------

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


# --- farmer's hand ---------------------------------------------------------------

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


# --- defaults and invalid values ---------------------------------------------------

def test_knob_declarations_defaults():
    r = euchre.RuleSet()
    assert (r.ace_no_face, r.farmers_hand, r.farmers_hand_size) == (False, "off", 5)


@pytest.mark.parametrize("knobs", [
    dict(ace_no_face="yes"),
    dict(farmers_hand="swap"),
    dict(farmers_hand="redeal", farmers_hand_size=6),
    dict(farmers_hand="redeal", farmers_hand_size=0),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_declarations_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


# --- ace_no_face_dealer: who deals after the throw-in --------------------------------


def test_euchre_com_ace_no_face_same_dealer_redeals():
    """euchre.com ("Misdeal and Renege in Euchre": an ace no face "can also be called a
    misdeal", and "the same dealer must reshuffle and redealt the cards"); euchrecentral.com:
    "The deal stays with the current dealer". North deals, East declares: North deals again."""
    rules = euchre.RuleSet(ace_no_face=True, ace_no_face_dealer="same_dealer")
    after = start(rules, ANF, "9d").apply("declare ace no face")
    assert after.results[0].thrown_in and after.dealer == N
    assert "the same dealer deals" in rules.describe()


def test_ace_no_face_dealer_does_not_follow_all_pass():
    """The two knobs are apart: all_pass is the hand nobody makes trump in."""
    rules = euchre.RuleSet(ace_no_face=True, all_pass="same_dealer")
    assert start(rules, ANF, "9d").apply("declare ace no face").dealer == E
    assert "the next dealer deals" in rules.describe()
    rules = rules.replace(all_pass="next_dealer", ace_no_face_dealer="same_dealer")
    assert start(rules, ANF, "9d").apply("declare ace no face").dealer == N


# --- misdeal: an exposed card or a wrong count, called before anyone has spoken --------


def _misdeals(rules: euchre.RuleSet, times: int, seed: int = 7) -> list[euchre.Seat]:
    """The dealer of each hand after ``times`` misdeals in a row (a seeded game deals on)."""
    state = euchre.new_game(rules, seed=seed)
    dealers = [state.dealer]
    for _ in range(times):
        state = state.apply("misdeal")
        dealers.append(state.dealer)
    return dealers


def test_euchrecom_misdeal_same_dealer_redeals():
    """euchre.com, "Misdeal and Renege in Euchre": "A misdeal results in the hand being
    voided, and the same dealer must reshuffle and redealt the cards." No score moves."""
    rules = euchre.RuleSet(misdeal="same_dealer")
    state = euchre.new_game(rules, seed=7)
    assert "declare misdeal" in legal(state)
    after = state.apply("declare misdeal")
    result = after.results[0]
    assert result.thrown_in and result.declared == "misdeal"
    assert after.dealer == state.dealer and after.hand_number == state.hand_number + 1
    assert tuple(after.scores) == tuple(state.scores)
    assert "the same dealer deals again" in rules.describe()


def test_euchrecom_deal_passes_after_three_misdeals():
    """euchre.com: "The deal passes to the next player if the same dealer misdeals three
    times in a row." The count is the dealer's own: the next dealer's first misdeal is a
    first again."""
    rules = euchre.RuleSet(misdeal="same_dealer")
    first = euchre.new_game(rules, seed=7).dealer
    nxt = euchre.Seat((int(first) + 1) % 4)
    assert _misdeals(rules, 4) == [first, first, first, nxt, nxt]
    assert "after 3 misdeals in a row the deal passes" in rules.describe()


def test_misdeals_to_pass_counts_and_zero_never_passes():
    """misdeals_to_pass: how many misdeals in a row pass the deal; 0: never."""
    first = euchre.new_game(euchre.RuleSet(), seed=7).dealer
    nxt = euchre.Seat((int(first) + 1) % 4)
    rules = euchre.RuleSet(misdeal="same_dealer", misdeals_to_pass=1)
    assert _misdeals(rules, 1) == [first, nxt]
    rules = euchre.RuleSet(misdeal="same_dealer", misdeals_to_pass=0)
    assert _misdeals(rules, 5) == [first] * 6
    assert "misdeals in a row" not in rules.describe()


def test_hoyle_law41_misdeal_loses_the_deal():
    """Hoyle's law 41: "A misdeal loses the deal." (misdeal="next_dealer")."""
    rules = euchre.RuleSet(misdeal="next_dealer")
    first = euchre.new_game(rules, seed=7).dealer
    assert _misdeals(rules, 2) == [euchre.Seat((int(first) + k) % 4) for k in range(3)]
    assert "Hoyle's law 41" in rules.describe()


def test_euchrecom_misdeal_count_starts_again_after_another_hand():
    """READING: "three times in a row" counts misdeals only: a hand thrown in otherwise
    (all passed, all_pass="same_dealer") or played starts the count again."""
    rules = euchre.RuleSet(misdeal="same_dealer", all_pass="same_dealer")
    state = euchre.new_game(rules, seed=7)
    dealer = state.dealer
    state = state.apply("misdeal").apply("misdeal")
    for _ in range(8):
        state = state.apply("pass")
    assert state.results[-1].declared is None and state.dealer == dealer
    assert state.apply("misdeal").dealer == dealer


def test_euchrecom_misdeal_only_before_anyone_has_spoken():
    """The misdeal is the table's claim before the bidding: the first player to speak may
    call it, nobody after a pass, and never in round 2; Bid Euchre: the first bidder."""
    rules = euchre.RuleSet(misdeal="same_dealer")
    state = start(rules, ANF, "9d")
    assert "declare misdeal" in legal(state)
    state = state.apply("pass")
    assert "declare misdeal" not in legal(state)
    for _ in range(3):
        state = state.apply("pass")
    assert state.phase is Phase.CALL and "declare misdeal" not in legal(state)
    bid = euchre.new_game(euchre.presets.BID_EUCHRE.replace(misdeal="next_dealer"), seed=3)
    assert "declare misdeal" in legal(bid)
    assert "declare misdeal" not in legal(bid.apply("pass"))


def test_euchrecom_no_misdeal_after_a_farmers_declaration():
    """READING: a farmer's declaration is speaking: the declarer, back at the turn after
    the exchange, may no longer call a misdeal (the hand has been played with)."""
    rules = euchre.RuleSet(farmers_hand="exchange", farmers_hand_size=3, misdeal="same_dealer")
    state = start(rules, FARMER, "Ts")
    assert {"declare misdeal", "declare farmer"} <= legal(state)
    state = state.apply("declare farmer")
    for card in ("9c", "9d", "9s"):
        state = state.apply(f"discard {card}")
    assert state.phase == Phase.ORDER and state.to_act == E
    assert "declare misdeal" not in legal(state)


def test_misdeal_off_by_default_offers_no_call():
    """misdeal="off" (the default): no action is added, so every record stays as it was."""
    state = start(euchre.RuleSet(), ANF, "9d")
    assert "declare misdeal" not in legal(state)
    assert (euchre.RuleSet().misdeal, euchre.RuleSet().misdeals_to_pass) == ("off", 3)
    assert "misdeal" not in euchre.RuleSet().describe()


@pytest.mark.parametrize("knobs", [
    dict(misdeal="yes"),
    dict(misdeal="same_dealer", misdeals_to_pass=-1),
    dict(misdeal="same_dealer", misdeals_to_pass=None),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_misdeal_invalid_ruleset(knobs):
    """An invalid value raises RuleSetError (a ValueError) naming the knob."""
    assert_bad_ruleset(knobs)


# --- going under (go_under) ------------------------------------------------------------
# Sources: Euchre Game Notation, docs/alternate-rules.md ("If a player holds a remarkably
# poor hand (e.g., three 9s and 10s, or no face cards), they may swap three cards with the
# kitty cards ... recorded in the EUCHRE_BIDDING phase"); TricksterCards/TricksterBots,
# EuchreBot.cs (going under is offered among the bids; the player who goes under discards
# three cards from the eight it then holds: TestEuchreBot.GoUnderDiscardTest).

#         North              East (three 9s and 10s, K)  South              West
UNDER = ("Ac Kc Qc Jc Ad", "9c Tc 9d Td Kh", "Jh Ah Qh Jd Kd", "As Ks Qs Js Ts")
#         East holds no jack, queen or king (and an ace): no_face_cards, not nines_and_tens
NO_FACE = ("Kc Qc Jc Qd Jd", "Ac 9c Td Ah Ad", "Kh Qh Jh Kd Tc", "As Ks Qs Js Ts")


def test_egn_go_under_swaps_three_cards_with_the_kitty():
    """EGN: the player "may swap three cards with the kitty cards", in the bidding; the
    three discarded are the player's choice from the eight held (TricksterBots)."""
    rules = euchre.RuleSet(go_under="nines_and_tens")
    deal = deal_of(24, UNDER, "9h")
    state = euchre.new_game(rules, dealer=N, deal=deal)
    assert "declare go under" in legal(state)  # East, first to speak
    kitty = cards(deal.kitty)
    assert len(kitty) == 3
    state = state.apply("go under")
    assert state.phase == Phase.DISCARD and state.to_act == E
    assert sorted(cards(state.hands[E])) == sorted(UNDER[1].split() + kitty)
    for card in ("9c", "Tc", "9d"):
        state = state.apply(f"discard {card}")
    assert sorted(cards(state.hands[E])) == sorted(["Td", "Kh", *kitty])
    assert sorted(cards(state.kitty)) == ["9c", "9d", "Tc"]
    # then East bids as usual: going under is not a bid
    assert state.phase == Phase.ORDER and state.to_act == E
    assert legal(state) == {"pass", "order up", "order up alone"}


def test_egn_go_under_the_swap_is_hidden_from_the_others():
    """Who went under is public; the kitty taken and the three discards are seen by the
    player alone."""
    rules = euchre.RuleSet(go_under="either")
    deal = deal_of(24, UNDER, "9h")
    state = euchre.new_game(rules, dealer=N, deal=deal).apply("go under")
    state = state.apply_all("discard 9c; discard Tc; discard 9d")
    mine = state.view(E)
    assert any(a.text == "discard 9c" for a in mine.actions)
    for seat in (N, S, W):
        view = state.view(seat)
        assert [a.text for a in view.actions][:1] == ["declare go under"]
        texts = {a.text for a in view.actions}
        assert not texts & {"discard 9c", "discard Tc", "discard 9d"}
        shown = view.to_json() + repr(view)
        for card in cards(deal.kitty):
            assert card not in shown
    assert tuple(state.view(N).hand_sizes) == (5, 5, 5, 5)


def test_egn_go_under_declined_by_bidding_as_usual():
    """Going under is an option: the player who qualifies may pass or order up instead,
    and the chance does not come back in round 2."""
    rules = euchre.RuleSet(go_under="nines_and_tens")
    state = start(rules, UNDER, "9h")
    state = state.apply("pass")  # East declines
    assert "declare go under" not in legal(state)
    state = state.apply_all("pass; pass; pass")
    assert state.phase == Phase.CALL and state.to_act == E
    assert "declare go under" not in legal(state)
    assert "not legal" in state.explain("go under").message


def test_egn_go_under_hand_qualification_by_knob():
    """EGN's two examples of a poor hand: three 9s and 10s; no face cards."""
    under = start(euchre.RuleSet(go_under="nines_and_tens"), UNDER, "9h")
    assert "declare go under" in legal(under)
    no_face = start(euchre.RuleSet(go_under="nines_and_tens"), NO_FACE, "9h")
    assert "declare go under" not in legal(no_face)  # two 9s and a 10
    assert "three or more 9s and 10s" in no_face.explain("go under").message
    assert "declare go under" in legal(start(euchre.RuleSet(go_under="no_face_cards"), NO_FACE, "9h"))
    assert "declare go under" not in legal(start(euchre.RuleSet(go_under="no_face_cards"), UNDER, "9h"))
    for hands in (UNDER, NO_FACE):
        assert "declare go under" in legal(start(euchre.RuleSet(go_under="either"), hands, "9h"))


def test_egn_go_under_once_a_hand():
    """READING: the kitty is swapped once a hand: after one player goes under, no other may."""
    rules = euchre.RuleSet(go_under="either")
    hands = (UNDER[1], UNDER[0], UNDER[2], "9s Ts Th Ks Qs")  # North and West qualify
    state = euchre.new_game(rules, dealer=E, deal=deal_of(24, hands, "As"))
    assert state.to_act == S and "declare go under" not in legal(state)
    state = state.apply("pass")
    assert state.to_act == W and "declare go under" in legal(state)
    state = state.apply_all("go under; discard 9s; discard Ts; discard Th; pass")
    assert state.to_act == N and "declare go under" not in legal(state)
    assert "already" in state.explain("go under").message


def test_go_under_off_by_default():
    state = start(euchre.RuleSet(), UNDER, "9h")
    assert "declare go under" not in legal(state)
    assert "go_under='off'" in state.explain("declare go under").message


@pytest.mark.parametrize("knobs", [
    dict(go_under="sometimes"),
    dict(go_under="either", players=3),
    dict(go_under="either", deck=32),
    dict(go_under="either", variant="bid"),
    dict(go_under="either", farmers_hand="exchange"),
], ids=lambda k: ",".join(f"{a}={b}" for a, b in k.items()))
def test_knob_go_under_invalid_ruleset(knobs):
    assert_bad_ruleset(knobs)


def test_tricksterbots_go_under_rulebot_goes_under_with_nothing_to_bid():
    """TricksterBots' EuchreBot goes under when it has no suit it wants to bid; RuleBot
    the same, and it keeps the strongest cards of the eight."""
    from euchre.bots import RuleBot
    from euchre.bots._rule import hand_strength

    rules = euchre.RuleSet(go_under="nines_and_tens")
    deal = deal_of(24, UNDER, "9h")
    state = euchre.new_game(rules, dealer=N, deal=deal)
    bot = RuleBot()
    assert str(bot.act(state.view(E))) == "declare go under"
    state = state.apply("go under")
    for _ in range(3):
        state = state.apply(bot.act(state.view(E)))
    assert state.phase == Phase.ORDER and len(state.hands[E]) == 5

    def best(hand: str | tuple) -> float:
        mask = sum(euchre.parse_card(str(c)).bit for c in (hand.split() if isinstance(hand, str) else hand))
        return max(hand_strength(mask, suit) for suit in range(4))

    assert best(state.hands[E]) > best(UNDER[1])  # stronger than the five it was dealt
    strong = ("9c Tc 9d Jh Jd", "Ac Kc Qc Jc Ad", "Td Ah Qh Kh Kd", "As Ks Qs Js Ts")
    strong_state = start(rules, strong, "9h", dealer=W)
    assert "declare go under" in legal(strong_state)  # three 9s and 10s, but both red jacks
    assert str(bot.act(strong_state.view(N))) != "declare go under"
