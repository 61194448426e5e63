"""Self-tests of the table reference model (``_table_reference``): each rule of the sources
in design/any-table.md §1 on a hand-built deal (the source in the test's name), perft
counts of tiny positions computed by hand, cards conserved over random playouts of random
tables, and agreement with the four-seat reference model (``_reference``) at four seats.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter

import pytest
from _reference import RefHand
from _table_reference import (
    Points,
    TableHand,
    UnsupportedRule,
    card_power,
    deal_cards,
    deck,
    effective_suit,
    knobs,
    trick_winner,
)

import euchre

#: Keller (1887) ch. 7: two players, 32 cards, "first two cards to each player and then three".
KELLER = knobs(players=2, partnership="none", deck=32, deal_pattern=(2, 2, 3, 3))
#: ohioeuchre.com's two-handed form: 24 cards, a dummy of two, stick the dealer.
DUMMY2 = knobs(players=2, partnership="none", deck=24, dummy=2, stick_the_dealer=True)
#: Cutthroat: 24 cards, 3 then 2, the maker alone against two; 52pickup.net's table.
CUTTHROAT = knobs(players=3, partnership="none", deck=24,
                  scoring=Points(makers=1, march=3, euchre=2))
#: Six-handed: three against three, 32 cards, a lone march 5 (reference.com).
SIX = knobs(players=6, partnership="teams", deck=32, scoring=Points(lone_march=5))


def hand(rules, hands: list[str], upcard: str, dealer: int = 0, dummy: str = "") -> TableHand:
    return TableHand(rules, [h.split() for h in hands], upcard, dealer, dummy=dummy.split())


def run(model: TableHand, actions: list[str]) -> TableHand:
    for action in actions:
        model.apply(action)
    return model


def play_out(model: TableHand, rng: random.Random | None = None) -> TableHand:
    """Play to the end: the first legal action in sorted order, or a random one."""
    while model.result is None:
        options = sorted(model.legal())
        model.apply(rng.choice(options) if rng else options[0])
    return model


# ------------------------------------------------------------------ two-handed, Keller ch. 7

def test_keller_ch7_deal_non_dealer_first_two_then_three_twenty_two_remain():
    cards = deck(32)
    hands, dummy, upcard, kitty = deal_cards(KELLER, cards, dealer=0)
    assert hands[1] == cards[0:2] + cards[4:7]  # the non-dealer is dealt first
    assert hands[0] == cards[2:4] + cards[7:10]
    assert dummy == [] and upcard == cards[10]
    assert len(kitty) + 1 == 22  # "twenty-two cards remain in the pack" (the upcard is one)


def test_keller_ch7_non_dealer_orders_up_dealer_adopts():
    model = hand(KELLER, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s 8s"], "Jh")
    assert model.to_act == 1 and model.legal() == {"pass", "order up"}
    model.apply("pass")
    assert model.to_act == 0 and model.legal() == {"pass", "order up"}
    model.apply("order up")  # the dealer adopts the trump: takes it up and discards
    assert model.phase == "discard" and model.to_act == 0 and len(model.hands[0]) == 6
    assert model.maker == 0 and model.trump == "h"


def test_keller_ch7_dealer_passes_making_new_deal_by_former_non_dealer():
    model = run(hand(KELLER, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s 8s"], "Jh"), ["pass", "pass"])
    assert model.to_act == 1  # "it then devolves upon the non-dealer to make the trump"
    assert model.legal() == {"pass", "call clubs", "call diamonds", "call spades"}
    run(model, ["pass", "pass"])
    assert model.result == "thrown in" and model.next_dealer == 1


def test_keller_ch7_non_dealer_leads():
    model = run(hand(KELLER, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s 8s"], "Jh"),
                ["order up", "discard 9c"])
    assert model.phase == "play" and model.to_act == 1
    model = run(hand(KELLER, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s 8s"], "Jh"),
                ["pass", "pass", "pass", "call clubs"])
    assert model.maker == 0 and model.to_act == 1


def test_keller_ch7_no_lone_hands():
    rng = random.Random(7)
    for _ in range(30):
        cards = deck(32)
        rng.shuffle(cards)
        hands, _, upcard, kitty = deal_cards(KELLER, cards, dealer=rng.randrange(2))
        model = TableHand(KELLER, hands, upcard, 0, kitty=kitty)
        while model.result is None:
            assert not any("alone" in a for a in model.legal())
            assert model.sitting_out == []
            model.apply(rng.choice(sorted(model.legal())))


def test_keller_ch7_march_two():
    model = hand(KELLER, ["Ac Kc Qc Tc 9c", "Jh Jd Ah Kh Qh"], "9h")
    play_out(run(model, ["order up", "discard 9c"]))
    assert model.maker == 1 and model.tricks_won == [0, 5] and model.result == (0, 2)


def test_keller_ch7_euchre_two():
    model = hand(KELLER, ["Jh Jd Ah Kh Qh", "9c 9s Ts Tc Td"], "Th")
    play_out(run(model, ["order up", "discard Th"]))
    assert model.maker == 1 and model.tricks_won == [5, 0] and model.result == (2, 0)


def test_keller_ch7_three_or_four_tricks_count_one():
    model = hand(KELLER, ["Kh Qh Ac As Kc", "Jh Jd Ah 9c 9s"], "Th")
    run(model, ["order up", "discard Kc", "play Jh", "play Th", "play Jd", "play Qh",
                "play Ah", "play Kh", "play 9c", "play Ac", "play As", "play 9s"])
    assert model.tricks_won == [2, 3] and model.result == (0, 1) and model.next_dealer == 1


# ------------------------------------------------------------------ two-handed with a dummy

def test_ohioeuchre_five_each_dummy_of_two_dealt_after_the_packets():
    cards = deck(24)
    hands, dummy, upcard, kitty = deal_cards(DUMMY2, cards, dealer=1)
    assert [len(h) for h in hands] == [5, 5] and hands[0][:3] == cards[:3]
    assert dummy == cards[10:12] and upcard == cards[12] and len(kitty) == 11


def test_ohioeuchre_orderer_takes_dummy_discards_two():
    model = hand(DUMMY2, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s Ts"], "Jh", dummy="Ad As")
    run(model, ["order up", "discard 9c"])  # the dealer takes up the trump and discards
    assert model.phase == "discard" and model.to_act == 1  # "the right to pick up the two"
    assert sorted(model.hands[1]) == sorted(["Ah", "Kh", "Qh", "9s", "Ts", "Ad", "As"])
    run(model, ["discard 9s", "discard Ts"])  # "discard any two from the seven"
    assert model.phase == "play" and model.to_act == 1  # "The nondealer has the first lead"
    assert [len(h) for h in model.hands] == [5, 5] and model.dummy == []


def test_ohioeuchre_dealer_eight_cards_discards_three():
    model = hand(DUMMY2, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s Ts"], "Jh", dummy="Ad As")
    run(model, ["pass", "order up"])
    assert model.to_act == 0 and len(model.hands[0]) == 8  # "he now has 8 cards"
    run(model, ["discard 9c", "discard Tc"])
    assert model.phase == "discard"
    model.apply("discard Jc")  # "he must discard 3"
    assert model.phase == "play" and [len(h) for h in model.hands] == [5, 5]
    assert Counter(model.discards) == Counter(["9c", "Tc", "Jc"])


def test_ohioeuchre_stick_the_dealer_maker_takes_the_dummy():
    model = hand(DUMMY2, ["Kc Qc Jc Tc 9c", "Ah Kh Qh 9s Ts"], "Jh", dummy="Ad As")
    run(model, ["pass", "pass", "pass"])
    assert model.to_act == 0 and "pass" not in model.legal()  # "the dealer must name"
    model.apply("call clubs")
    assert model.phase == "discard" and model.to_act == 0 and len(model.hands[0]) == 7
    run(model, ["discard Ad", "discard As"])
    assert model.phase == "play" and model.to_act == 1


def test_ohioeuchre_no_lone_hands_march_two_euchre_two():
    model = hand(DUMMY2, ["Kc Qc Jc Tc 9c", "Jh Jd Ah Kh Qh"], "9h", dummy="Ad As")
    play_out(run(model, ["order up", "discard 9c", "discard Ad", "discard As"]))
    assert model.result == (0, 2)
    model = hand(DUMMY2, ["Jh Jd Ah Kh Qh", "9c 9s Ts Tc Td"], "Th", dummy="Ad As")
    play_out(run(model, ["order up", "discard Th", "discard Ad", "discard As"]))
    assert model.result == (2, 0)


# ------------------------------------------------------------------ three-handed (cutthroat)

def test_rarepike_cutthroat_five_each_kitty_of_nine_top_card_turned():
    cards = deck(24)
    hands, dummy, upcard, kitty = deal_cards(CUTTHROAT, cards, dealer=2)
    assert [len(h) for h in hands] == [5, 5, 5] and dummy == []
    assert hands[0][:3] == cards[:3] and hands[0][3:] == cards[9:11]  # 3+2 from the left
    assert upcard == cards[15] and len(kitty) + 1 == 9  # the upcard is the kitty's top card


def test_gamerules_cutthroat_maker_alone_against_two_without_going_alone():
    model = hand(CUTTHROAT, ["Ac Kc Qc Jc Tc", "Jh Jd Ah Kh 9c", "Qh Th As Ks Qs"], "9h")
    model.apply("order up")
    assert not any("alone" in a for a in model.legal())
    play_out(run(model, ["discard Tc"]))
    assert model.sitting_out == [] and all(len(plays) == 3 for _, plays, _ in model.tricks)


def test_52pickup_cutthroat_maker_one_for_three_or_four():
    model = hand(CUTTHROAT, ["Ac Kc Qc Jc Tc", "Jh Jd Ah Kh 9c", "Qh Th As Ks Qs"], "9h")
    play_out(run(model, ["order up", "discard Tc"]))
    assert model.tricks_won[1] in (3, 4) and model.result == (0, 1, 0)


def test_52pickup_cutthroat_maker_march_three():
    model = hand(CUTTHROAT, ["Ac Kc Qc Jc Tc", "Jh Jd Ah Kh Qh", "9c Th As Ks Qs"], "9h")
    play_out(run(model, ["order up", "discard Tc"]))
    assert model.tricks_won == [0, 5, 0] and model.result == (0, 3, 0)


def test_52pickup_cutthroat_each_defender_two_on_a_euchre():
    model = hand(CUTTHROAT, ["Ac Kc Qc Jc 9h", "9c 9s Tc Ts Td", "Jh Jd Ah Kh Qh"], "Th")
    play_out(run(model, ["order up", "discard 9h"]))
    assert model.maker == 1 and model.tricks_won[1] == 0 and model.result == (2, 0, 2)


def test_cutthroat_second_table_by_replace_maker_two_each_defender_one():
    # the 1 / 2 / 1 table the issue names (design §1.2 GAP: stated as a replace() example)
    table2 = knobs(players=3, partnership="none", scoring=Points(makers=1, march=2, euchre=1))
    model = hand(table2, ["Ac Kc Qc Jc 9h", "9c 9s Tc Ts Td", "Jh Jd Ah Kh Qh"], "Th")
    assert play_out(run(model, ["order up", "discard 9h"])).result == (1, 0, 1)


def test_rarepike_cutthroat_stick_the_dealer_dealer_must_call():
    rules = knobs(players=3, partnership="none", stick_the_dealer=True)
    model = hand(rules, ["Ac Kc Qc Jc 9h", "9c 9s Tc Ts Td", "Jh Jd Ah Kh Qh"], "Th")
    run(model, ["pass"] * 5)
    assert model.to_act == 0 and model.legal() == {"call clubs", "call diamonds",
                                                   "call spades"}
    loose = hand(CUTTHROAT, ["Ac Kc Qc Jc 9h", "9c 9s Tc Ts Td", "Jh Jd Ah Kh Qh"], "Th")
    run(loose, ["pass"] * 6)
    assert loose.result == "thrown in" and loose.next_dealer == 1


# ------------------------------------------------------------------ six-handed

SIX_HANDS = ["9s Ts Js Qs Ks", "Jh Jd Ah Kh Qh", "7c 8c 9c Tc Jc", "Ac Kc Qc 7d 8d",
             "9d Td Qd Kd Ad", "7s 8s As 7h 8h"]


def test_euchrerules_blogspot_six_handed_every_other_person_on_a_team():
    model = hand(SIX, SIX_HANDS, "9h")
    assert model.teammates(0) == [2, 4] and model.teammates(1) == [3, 5]
    assert model.sides == 2 and len(model.kitty) == 1  # 32 - 30 dealt - the upcard


def test_reference_com_six_handed_alone_both_teammates_sit_out():
    model = hand(SIX, SIX_HANDS, "9h")
    run(model, ["order up alone", "discard 9s"])
    assert model.alone == 1 and model.sitting_out == [3, 5] and model.to_act == 1
    play_out(model)
    assert all(len(plays) == 4 for _, plays, _ in model.tricks)
    assert all(s not in (3, 5) for _, plays, _ in model.tricks for s, _ in plays)


def test_reference_com_six_handed_lone_march_five():
    model = play_out(run(hand(SIX, SIX_HANDS, "9h"), ["order up alone", "discard 9s"]))
    assert model.tricks_won == [0, 5] and model.result == (0, 5)
    model = play_out(run(hand(SIX, SIX_HANDS, "9h"), ["order up", "discard 9s"]))
    assert model.tricks_won == [0, 5] and model.result == (0, 2)  # with partners: a march


def test_reference_com_six_handed_alone_dealer_teammate_sits_out_keeps_no_upcard():
    model = hand(SIX, SIX_HANDS, "9h", dealer=3)
    run(model, ["order up alone"])  # seat 4, the dealer's left: the dealer (3) takes it up
    assert model.maker == 4 and model.phase == "discard" and model.to_act == 3
    run(model, ["discard 9h"])
    assert model.sitting_out == [0, 2] and model.phase == "play" and model.to_act == 4
    model = hand(SIX, SIX_HANDS, "9h", dealer=3)
    run(model, ["pass", "pass", "pass", "order up alone"])  # seat 1: the dealer (3) sits out
    assert model.sitting_out == [3, 5] and not model.upcard_taken and model.phase == "play"
    assert model.to_act == 4  # dealer's left


# ------------------------------------------------------------------ the double deck

def test_reference_com_double_deck_second_identical_card_wins():
    plays = [(0, "As"), (1, "As"), (2, "Ks")]
    assert trick_winner(plays, "h", second_wins=True) == 1
    assert trick_winner(plays, "h", second_wins=False) == 0  # the default: the first
    hands = ["Ks Kc Kd 9c 9d", "As Ac Ad Ah Kh", "As Qc Qd Tc Td", "Qs Jc Jd Tc Td"]
    for tie, winner in (("second", 2), ("first", 1)):
        model = hand(knobs(deck=48, double_deck_tie=tie), hands, "9h")
        run(model, ["order up", "discard 9c", "play As"])
        assert model.legal() == {"play As"}
        run(model, ["play As", "play Qs", "play Ks"])
        assert model.tricks[0][2] == winner


# ------------------------------------------------------------------ perft by hand

ONE_CARD = dict(players=2, partnership="none", cards_per_hand=1, deal_pattern=(1, 1))


def test_perft_two_players_one_card_each_by_hand():
    # round 1: non-dealer orders (dealer discards 1 of 2) = 2; passes, dealer orders = 2;
    # round 2: non-dealer calls one of 3 = 3; passes, dealer passes (thrown in) 1 or calls 3
    model = hand(knobs(**ONE_CARD), ["Kd", "Ac"], "9h")
    assert model.perft() == 2 + 2 + 3 + 1 + 3 == 11


def test_perft_two_players_one_card_and_a_dummy_of_one_by_hand():
    # non-dealer orders: dealer discards 1 of 2, then the maker 1 of 2 = 4; dealer orders:
    # 1 + dummy = 2 discards from 3 cards, in order = 6; round 2: non-dealer calls 3 x 2 = 6;
    # dealer passes 1 or calls 3 x 2 = 7
    model = hand(knobs(**ONE_CARD, dummy=1), ["Kd", "Ac"], "9h", dummy="Qs")
    assert model.perft() == 4 + 6 + 6 + 1 + 6 == 23


def test_perft_cutthroat_two_tricks_by_hand():
    # seat 1 leads Ac or 9s; seat 2 (void in both) plays either card; seat 0 must follow;
    # the second trick is forced: 2 + 2 leaves
    rules = knobs(players=3, partnership="none", cards_per_hand=2, deal_pattern=(1,) * 6)
    model = run(hand(rules, ["Kc Ts", "Ac 9s", "Kd 9h"], "Th"), ["order up", "discard Th"])
    assert model.phase == "play" and model.perft_divide() == {"play 9s": 2, "play Ac": 2}


# ------------------------------------------------------------------ random tables

def random_table(rng: random.Random):
    n = rng.randrange(2, 7)
    teams = n in (4, 6) and rng.random() < 0.6
    size = rng.choice([24, 25, 32, 48])
    dummy = rng.choice([0, 0, 1, 2])
    cards = min(5, (size - 1 - dummy) // n)
    pattern = (3,) * n + (2,) * n if cards == 5 else (1,) * (n * cards)
    return knobs(
        players=n, partnership="teams" if teams else "none", deck=size, dummy=dummy,
        cards_per_hand=cards, deal_pattern=pattern,
        double_deck_tie=rng.choice(["first", "second"]),
        stick_the_dealer=rng.random() < 0.5, all_pass=rng.choice(["next_dealer", "same_dealer"]),
        dealer_pickup=rng.choice(["mandatory", "optional"]), discard_upcard=rng.random() < 0.7,
        alone=rng.choice(["maker", "nobody"]) if teams else "nobody",
        alone_timing=rng.choice(["with_call", "after_call"]),
        first_lead=rng.choice(["dealer_left", "maker_left", "lone_left"]),
        joker_upcard=rng.choice(["dealer_names", "fixed", "redeal"]), no_trump=rng.random() < 0.3,
    )


def check_tricks(model: TableHand) -> None:
    """One card from each seat in play, clockwise from the leader; the winner holds the
    highest card (by the tie rule); the next leader is the winner."""
    in_play = [s for s in range(model.n) if s not in model.sitting_out]
    for i, (leader, plays, winner) in enumerate(model.tricks):
        seats = [s for s, _ in plays]
        assert sorted(seats) == in_play
        assert seats == sorted(in_play, key=lambda s: (s - leader) % model.n)
        led = effective_suit(plays[0][1], model.trump)
        powers = [card_power(c, model.trump, led) for _, c in plays]
        assert powers[seats.index(winner)] == max(powers)
        if i + 1 < len(model.tricks):
            assert model.tricks[i + 1][0] == winner


@pytest.mark.parametrize("seed", range(300))
def test_random_tables_conserve_cards_and_score_by_side(seed):
    rng = random.Random(seed)
    rules = random_table(rng)
    cards = deck(rules.deck)
    rng.shuffle(cards)
    dealer = rng.randrange(rules.players)
    hands, dummy, upcard, kitty = deal_cards(rules, cards, dealer)
    model = TableHand(rules, hands, upcard, dealer, kitty=kitty, dummy=dummy)
    whole = Counter(deck(rules.deck))
    while model.result is None:
        assert model.all_cards() == whole
        model.apply(rng.choice(sorted(model.legal())))
    assert model.all_cards() == whole
    if model.result == "thrown in":
        return
    check_tricks(model)
    assert all(h == [] for s, h in enumerate(model.hands) if s not in model.sitting_out)
    assert model.dummy == []
    assert sum(model.tricks_won) == rules.cards_per_hand
    maker_side = model.side(model.maker)
    points = model.result
    assert len(points) == model.sides
    if points[maker_side]:
        assert sum(points) == points[maker_side]
    else:  # every defending side scores the same
        assert len({p for s, p in enumerate(points) if s != maker_side}) == 1


def test_design_3_1_refuses_what_does_not_fit_naming_the_knob():
    with pytest.raises(UnsupportedRule, match="players=3"):
        TableHand(knobs(players=3), [[]] * 3, "9h", 0)
    with pytest.raises(UnsupportedRule, match="deck=24"):
        TableHand(knobs(players=6, partnership="none", cards_per_hand=5), [[]] * 6, "9h", 0)
    with pytest.raises(UnsupportedRule, match="canadian_loner"):
        TableHand(euchre.RuleSet(canadian_loner=True), [[]] * 4, "9h", 0)


# ------------------------------------------------------------------ against the four-seat model

@pytest.mark.parametrize("seed", range(150))
def test_four_seat_table_model_agrees_with_reference_model(seed):
    rng = random.Random(seed)
    rules = None
    while rules is None:  # draw again when the RuleSet refuses the combination
        with contextlib.suppress(euchre.RuleSetError):
            rules = euchre.RuleSet(
                stick_the_dealer=rng.random() < 0.5,
                dealer_pickup=rng.choice(["mandatory", "optional"]),
                discard_upcard=rng.random() < 0.7, alone=rng.choice(["maker", "nobody"]),
                alone_timing=rng.choice(["with_call", "after_call"]),
                first_lead=rng.choice(["dealer_left", "maker_left", "lone_left"]),
                all_pass=rng.choice(["next_dealer", "same_dealer"]),
                no_trump=rng.random() < 0.3, deck=rng.choice([24, 25, 32]))
    cards = deck(rules.deck)
    rng.shuffle(cards)
    dealer = rng.randrange(4)
    hands, _, upcard, kitty = deal_cards(rules, cards, dealer)
    table = TableHand(rules, hands, upcard, dealer, kitty=kitty)
    ref = RefHand(rules, hands, upcard, dealer, kitty=kitty)
    while ref.result is None:
        assert table.to_act == ref.to_act and table.legal() == ref.legal(), ref.phase
        action = rng.choice(sorted(ref.legal()))
        table.apply(action)
        ref.apply(action)
    assert table.result == ref.result and table.next_dealer == ref.next_dealer
    if ref.result != "thrown in":
        assert table.tricks_won == ref.tricks_won and table.sitting_out == ref.sitting_out
