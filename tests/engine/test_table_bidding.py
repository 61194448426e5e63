"""Making trump at every table (issue 21): the deal of n hands and a dummy, the bidding
round the table, the dealer's pickup, the dummy taken by the maker, a lone maker's
teammates sitting out. Each test is named after the source of its rule (design
``any-table.md`` §1)."""

from __future__ import annotations

import pickle

import pytest

import euchre
from euchre import Deal, Phase, Player, presets
from euchre.deal import shuffled_deal
from euchre.engine.dealing import seeded_dealer
from euchre.errors import ArgumentError, DealError


def _play(state: euchre.State) -> euchre.State:
    """The state after the first legal action until play (or the hand's end) begins."""
    while state.phase not in (Phase.PLAY, Phase.OVER, Phase.DEAL):
        state = state.apply(state.legal_actions()[0])
    return state


def test_keller_ch7_non_dealer_orders_dealer_adopts() -> None:
    """Keller 1887, ch. 7: the non-dealer orders up; the dealer takes the trump card and
    discards; the non-dealer leads."""
    s = euchre.new_game(presets.TWO_HANDED, seed=1, dealer=Player.A)
    assert s.to_act == Player.B and s.dealer == Player.A
    s = s.apply("order up")
    assert s.phase == Phase.DISCARD and s.to_act == Player.A and s.maker == Player.B
    assert len(s.hands[0]) == 6 and s.dealer_took_upcard
    s = s.apply(s.legal_actions()[0])
    assert s.phase == Phase.PLAY and s.to_act == Player.B
    assert [len(h) for h in s.hands] == [5, 5]


def test_keller_ch7_dealer_passes_making_new_deal_by_former_non_dealer() -> None:
    """Keller 1887, ch. 7: both pass twice, the hand is thrown in, and the former
    non-dealer deals next."""
    s = euchre.new_game(presets.TWO_HANDED, seed=4, dealer=Player.A)
    s = s.apply_all("pass; pass; pass; pass")
    assert s.results[-1].thrown_in and s.results[-1].dealer == Player.A
    assert s.dealer == Player.B and s.to_act == Player.A and s.hand_number == 1


def test_ohioeuchre_orderer_takes_dummy_discards_two() -> None:
    """ohioeuchre.com: the player who ordered trump picks up the 2-card dummy and discards
    2 cards, after the dealer's pickup and discard."""
    s = euchre.new_game(presets.TWO_HANDED_DUMMY, seed=2, dealer=Player.A)
    assert s.deal is not None
    dummy = s.deal.dummy
    assert len(dummy) == 2
    s = s.apply("order up")
    assert s.to_act == Player.A and s.phase == Phase.DISCARD and len(s.hands[0]) == 6
    s = s.apply(s.legal_actions()[0])
    assert s.to_act == Player.B and s.phase == Phase.DISCARD
    assert len(s.hands[1]) == 7 and set(dummy) <= set(s.hands[1])
    s = s.apply(s.legal_actions()[0])
    assert s.phase == Phase.DISCARD and s.to_act == Player.B
    s = s.apply(s.legal_actions()[0])
    assert s.phase == Phase.PLAY and [len(h) for h in s.hands] == [5, 5]
    assert len(s.kitty) == 24 - 10


def test_ohioeuchre_dealer_eight_cards_discards_three() -> None:
    """ohioeuchre.com: the dealer who orders takes the upcard and the dummy, has 8 cards and
    discards 3."""
    s = euchre.new_game(presets.TWO_HANDED_DUMMY, seed=2, dealer=Player.A)
    s = s.apply_all("pass; order up")
    assert s.maker == Player.A and len(s.hands[0]) == 8
    for _ in range(3):
        assert s.phase == Phase.DISCARD and s.to_act == Player.A
        s = s.apply(s.legal_actions()[0])
    assert s.phase == Phase.PLAY and [len(h) for h in s.hands] == [5, 5]
    assert s.to_act == Player.B


def test_ohioeuchre_round_two_maker_takes_dummy() -> None:
    """ohioeuchre.com: trump named in round 2: the maker takes the dummy and discards 2."""
    s = euchre.new_game(presets.TWO_HANDED_DUMMY, seed=5, dealer=Player.A)
    s = s.apply_all("pass; pass")
    s = s.apply(next(a for a in s.legal_actions() if a.kind.value == "call"))
    assert s.maker == Player.B and s.phase == Phase.DISCARD and len(s.hands[1]) == 7
    s = _play(s)
    assert s.phase == Phase.PLAY and [len(h) for h in s.hands] == [5, 5]


def test_rarepike_cutthroat_kitty_nine_and_upcard() -> None:
    """Cutthroat (three-handed): five cards each from 24; of the nine left the top card is
    turned up."""
    deal = Deal.random(presets.CUTTHROAT, seed=7)
    assert [len(h) for h in deal.hands] == [5, 5, 5]
    assert deal.upcard is not None and len(deal.kitty) + 1 == 9
    s = euchre.new_game(presets.CUTTHROAT, seed=7, dealer=Player.C)
    assert s.to_act == Player.A
    s = s.apply_all("pass; pass; pass")
    assert s.phase == Phase.CALL and s.to_act == Player.A


def test_six_handed_alone_both_teammates_sit_out() -> None:
    """Six-handed: a lone maker's two teammates both lay down their cards."""
    s = euchre.new_game(presets.SIX_HANDED, seed=3, dealer=Player.A)
    assert s.to_act == Player.B
    s = s.apply("order up alone")
    assert s.alone == Player.B and s.sitting_out == (Player.D, Player.F)
    s = _play(s)
    assert s.phase == Phase.PLAY
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    trick = s.tricks[0]
    assert len(trick.plays) == 4
    assert {seat for seat, _ in trick.plays} == {Player.A, Player.B, Player.C, Player.E}


def test_six_handed_partner_asked_alone_both_teammates() -> None:
    """Six-handed with alone='maker_or_partner': both teammates of the maker are asked."""
    rules = presets.SIX_HANDED.replace(alone="maker_or_partner", alone_timing="after_call")
    s = euchre.new_game(rules, seed=3, dealer=Player.A).apply("order up")
    s = s.apply(s.legal_actions()[0])  # the dealer's discard
    asked = []
    while s.phase == Phase.ALONE:
        asked.append(s.to_act)
        s = s.apply("pass")
    assert asked == [Player.B, Player.D, Player.F]


def test_seeded_dealer_modulo_players() -> None:
    """Seed contract step 3: the dealer is draw 0 modulo the number of players."""
    for seed in range(20):
        for n, rules in ((2, presets.TWO_HANDED), (3, presets.CUTTHROAT), (6, presets.SIX_HANDED)):
            first = seeded_dealer(seed, n)
            assert euchre.new_game(rules, seed=seed).dealer == Player(first)
        assert seeded_dealer(seed) == seeded_dealer(seed, 4)


def test_deal_dummy_dealt_after_packets_before_upcard() -> None:
    """The dummy's cards follow the players' packets and come before the upcard."""
    deal = shuffled_deal(presets.TWO_HANDED_DUMMY, 0, 0)  # each step takes the first card
    assert [str(c) for c in deal.dummy] == ["Kd", "Ad"]
    assert str(deal.upcard) == "9h"
    assert "dummy='Kd Ad'" in repr(deal)
    assert eval("euchre." + repr(deal)) == deal
    assert pickle.loads(pickle.dumps(deal)) == deal and hash(deal) == hash(eval("euchre." + repr(deal)))


def test_deal_four_seat_repr_hash_pickle_unchanged() -> None:
    deal = Deal.random(presets.STANDARD, seed=3)
    assert "dummy" not in repr(deal) and deal.dummy == ()
    assert hash(deal) == hash((deal._masks, deal._upcard, deal._kitty))
    assert deal.__reduce__()[1] == (deal._masks, deal._upcard, deal._kitty)


def test_deal_check_names_players_and_dummy() -> None:
    with pytest.raises(DealError, match="players=3"):
        Deal.random(presets.STANDARD, seed=1).check(presets.CUTTHROAT)
    two = Deal.random(presets.TWO_HANDED, seed=1)
    with pytest.raises(DealError, match="dummy=2"):
        two.check(presets.TWO_HANDED_DUMMY.replace(deck=32))


def test_check_seat_names_the_players() -> None:
    with pytest.raises(ArgumentError, match="0-2 \\(A, B, C\\)"):
        euchre.new_game(presets.CUTTHROAT, seed=1, dealer=3)


def test_repr_rebuilds_a_table_game() -> None:
    s = euchre.new_game(presets.CUTTHROAT, seed=3).apply("pass")
    assert "euchre.Player." in repr(s) and eval(repr(s)) == s
