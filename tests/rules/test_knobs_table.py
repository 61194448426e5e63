"""The table as RuleSet data: ``players``, ``partnership``, ``dummy``, ``double_deck_tie``,
the defaults that follow them, and every table the RuleSet refuses (with the knob named and
what would fit). Sources: Keller, *The Game of Euchre* (1887), ch. 7 (two-handed); the
ohioeuchre.com two-handed dummy form; rarepike.com, gamerules.com and 52pickup.net
(cutthroat); reference.com and the six-hand sheet (six-handed, the double deck)."""

from __future__ import annotations

import pickle

import pytest

import euchre
from euchre import Player, RuleSet, RuleSetError, Score, presets
from euchre.rules import codec
from euchre.rules.table import table_of


def test_keller_ch7_two_handed_deals_five_each_from_32() -> None:
    """Keller ch. 7: a 32-card pack, five each, twos and threes; 22 cards remain."""
    rules = presets.TWO_HANDED
    assert (rules.players, rules.deck, rules.cards_per_hand) == (2, 32, 5)
    assert sum(rules.deal_pattern) == 10 and rules.deal_pattern == (3, 3, 2, 2)
    assert rules.deck - 2 * rules.cards_per_hand == 22
    assert (rules.alone, rules.target, rules.scoring.march, rules.scoring.euchre) == (
        "nobody", 5, 2, 2)


def test_rarepike_cutthroat_five_each_kitty_of_nine() -> None:
    """rarepike.com: 24 cards, 5 each (3 + 2), the remaining 9 face down as the kitty."""
    rules = presets.CUTTHROAT
    assert rules.deck - rules.players * rules.cards_per_hand == 9
    assert rules.deal_pattern == (3, 3, 3, 2, 2, 2)
    assert rules.table.sides == 3 and rules.table.side_labels == ("A", "B", "C")


def test_52pickup_cutthroat_scoring_table_is_stateable() -> None:
    """52pickup.net: maker 1 for three or four, 3 for five; each defender 2 on a euchre;
    the other published table (1 and 2; 1 each) by a replace."""
    assert presets.CUTTHROAT.scoring.replace() == euchre.Scoring(makers=1, march=3, euchre=2)
    other = presets.CUTTHROAT.replace(scoring={"march": 2, "euchre": 1})
    assert (other.scoring.makers, other.scoring.march, other.scoring.euchre) == (1, 2, 1)


def test_gamerules_cutthroat_no_separate_lone_hand() -> None:
    """gamerules.com: "a 'go alone hand' is not an option ... whoever names trump is
    automatically playing alone against the other two": partnership='none' refuses alone."""
    assert presets.CUTTHROAT.alone == "nobody"
    with pytest.raises(RuleSetError, match=r"alone='maker' needs partnership='teams'.*alone='nobody'"):
        RuleSet(players=3, alone="maker")
    with pytest.raises(RuleSetError, match="defender_alone"):
        RuleSet(players=3, defender_alone="always")


def test_reference_six_handed_teams_of_three_lone_march_five() -> None:
    """reference.com: teams of three, sevens and eights added, a lone march scores five."""
    rules = presets.SIX_HANDED
    assert (rules.players, rules.partnership, rules.deck) == (6, "teams", 32)
    assert rules.scoring.lone_march == 5
    assert rules.table.teammates[1] == (3, 5) and rules.table.side_names == ("A-C-E", "B-D-F")


def test_six_hand_sheet_double_deck_eight_each_second_card_wins() -> None:
    """The six-hand sheet: a double deck of 48, three against three, eight each; the second
    of two identical winning cards wins (reference.com)."""
    rules = presets.SIX_HANDED_DOUBLE
    assert (rules.players, rules.deck, rules.cards_per_hand) == (6, 48, 8)
    assert rules.double_deck_tie == "second" and rules.bid_low_no_trump


def test_teams_sit_alternately_and_need_four_or_six() -> None:
    assert table_of(4, "teams").side_of == (0, 1, 0, 1)
    assert table_of(6, "teams").seats_of_side(0) == (0, 2, 4)
    for players in (2, 3, 5):
        with pytest.raises(RuleSetError, match=rf"partnership='teams' and players={players}"):
            RuleSet(players=players, partnership="teams")
    assert RuleSet(players=4, partnership="none", alone="nobody").table.sides == 4


def test_deal_that_does_not_fit_the_pack_is_refused_naming_what_fits() -> None:
    with pytest.raises(RuleSetError, match=r"players=6 and cards_per_hand=8 deal 48 cards.*"
                       r"deck=24 has 24: 6 players fit at most 3 cards each"):
        RuleSet(players=6, cards_per_hand=8)
    with pytest.raises(RuleSetError, match=r"players=6 .*deck=32 fits 5 each"):
        RuleSet(players=6)
    with pytest.raises(RuleSetError, match=r"Bid Euchre \(variant='bid'\) deals the whole pack"):
        RuleSet(variant="bid", players=5)
    assert RuleSet(deck=32, cards_per_hand=7).deal_pattern == (4, 4, 4, 4, 3, 3, 3, 3)


def test_ohioeuchre_dummy_of_two_is_a_knock_option() -> None:
    """ohioeuchre.com: two cards to a dummy hand; the pack must hold it beside the upcard."""
    assert presets.TWO_HANDED_DUMMY.dummy == 2 and presets.TWO_HANDED_DUMMY.stick_the_dealer
    with pytest.raises(RuleSetError, match="dummy=2 needs variant='knock'"):
        RuleSet(variant="bid", dummy=2)
    with pytest.raises(RuleSetError, match="a dummy of 5"):
        RuleSet(players=3, dummy=5, cards_per_hand=7)


def test_double_deck_tie_needs_the_double_deck() -> None:
    with pytest.raises(RuleSetError, match="double_deck_tie='second' needs deck=48"):
        RuleSet(double_deck_tie="second")
    assert RuleSet(variant="bid", deck=48, double_deck_tie="second").double_deck_tie == "second"


def test_rules_of_one_partner_need_the_four_seat_game() -> None:
    for knob in ("canadian_loner", "call_for_best", "ace_no_face"):
        with pytest.raises(RuleSetError, match=rf"{knob}=True needs the four-seat game"):
            RuleSet(deck=32, players=6, **{knob: True})
    with pytest.raises(RuleSetError, match="bid_best=True needs players=4"):
        RuleSet(variant="bid", deck=48, players=6, bid_best=True)
    for table in ({"players": 3}, {"players": 6, "deck": 32}):
        with pytest.raises(RuleSetError, match="renege='penalise' needs the four-seat game"):
            RuleSet(renege="penalise", **table)
    with pytest.raises(RuleSetError, match="farmers_hand='redeal' needs players=4"):
        RuleSet(players=3, farmers_hand="redeal")
    with pytest.raises(RuleSetError, match=r"farmers_hand='exchange' needs .* no dummy"):
        RuleSet(dummy=3, farmers_hand="exchange")
    with pytest.raises(RuleSetError, match=r"farmers_hand='exchange' needs .* five cards each"):
        RuleSet(deck=25, cards_per_hand=6, farmers_hand="exchange")


def test_text_deal_pattern_goes_round_every_player() -> None:
    assert RuleSet(players=3, deal_pattern="2-3").deal_pattern == (2, 2, 2, 3, 3, 3)
    assert RuleSet(deal_pattern="3-2").deal_pattern == euchre.DEAL_3_2
    with pytest.raises(RuleSetError, match="multiple of players=3"):
        RuleSet(players=3, deal_pattern=euchre.DEAL_3_2)


def test_replace_players_takes_the_new_tables_defaults() -> None:
    three = presets.CARDGAMES_IO.replace(players=3, alone="nobody")
    assert (three.partnership, three.deal_pattern) == ("none", (3, 3, 3, 2, 2, 2))
    assert three.replace(players=4, alone="maker").deal_pattern == euchre.DEAL_3_2
    six = RuleSet(variant="bid", deck=48).replace(players=6)
    assert (six.cards_per_hand, six.bid_best, len(six.deal_pattern)) == (8, False, 48)
    kept = RuleSet(deal_pattern=euchre.DEAL_TRADITIONAL).replace(target=5)
    assert kept.deal_pattern == euchre.DEAL_TRADITIONAL


def test_four_seat_json_leaves_the_table_knobs_out() -> None:
    """Records of the four-seat game read as before the table knobs existed."""
    for name in presets.names():
        if presets.get(name).table.four:
            data = codec.to_json(presets.get(name))
            assert not {"players", "partnership", "dummy", "double_deck_tie"} & set(data)
    for rules in presets.TABLE_PRESETS.values():
        data = codec.to_json(rules)
        assert data["players"] == rules.players
        assert codec.from_json(data) == rules


def test_table_presets_repr_pastes_back() -> None:
    for rules in presets.TABLE_PRESETS.values():
        assert eval(repr(rules), {"euchre": euchre}) == rules


def test_score_keeps_ns_ew_at_two_sides_and_grows_with_the_table() -> None:
    two = Score(3, 7)
    assert (two.ns, two.ew, two, repr(two), str(two)) == (3, 7, (3, 7), "Score(ns=3, ew=7)",
                                                          "NS 3 - EW 7")
    assert Score(ns=3, ew=7) == two and pickle.loads(pickle.dumps(two)) == two
    three = Score(1, 0, 2)
    assert (len(three), repr(three), str(three)) == (3, "Score(1, 0, 2)", "1 - 0 - 2")
    assert type(pickle.loads(pickle.dumps(three))) is Score
    assert str(Player.B) == "B" and table_of(3, "none").seat_names == ("A", "B", "C")
