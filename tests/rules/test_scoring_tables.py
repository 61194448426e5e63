"""The scoring tables of every preset (RULES.md seeds 000, 001, 002, 004), and the
scoring knobs' values, as ONE table played through the real engine.

Each row: the source clause, the RuleSet, the situation, the tricks by team (North-South,
East-West) and the points by team.  A situation is a forced deal, so the trick counts hold
whatever the players do:

* ``Knock(hands, maker, alone, lone_defender)``: North deals (upcard 9s, spades turned
  down); everybody passes round 1 and ``maker`` names hearts in round 2, going alone if
  ``alone``; ``lone_defender`` (if any) goes alone against it.  Then the hand is played out.
* ``Bid(hands, bidder, bid, script)``: West deals; ``bidder`` bids (``"3"``, ``"best"``,
  ``"moon"``...), the others pass; hearts are trump; call for best exchanges the best
  card; the cards of ``script`` are played first, then everybody follows suit.

The test checks the hand's result (tricks, points, maker, alone, lone defender, bid), the
match score after the first hand (= the points), and that the match goes on.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

import _bid_deals as bid
import pytest

import euchre
from _deals import DEF_SWEEP, FOUR, SWEEP, THREE, E, N, S, rotate, score_hand
from euchre import Seat, presets

CARDGAMES_IO, GAMES4ALL, STANDARD = presets.CARDGAMES_IO, presets.GAMES4ALL, presets.STANDARD
BID_EUCHRE = presets.BID_EUCHRE


@dataclass(frozen=True)
class Knock:
    hands: tuple[str, ...]
    _: KW_ONLY
    maker: Seat = N
    alone: bool = False
    lone_defender: Seat | None = None

    def play(self, rules: euchre.RuleSet) -> euchre.State:
        defenders = [] if self.lone_defender is None else [self.lone_defender]
        return score_hand(rules, self.hands, self.maker, alone=self.alone, also_alone=defenders)

    def check(self, result: euchre.HandResult) -> None:
        assert result.maker == self.maker
        assert result.alone == (self.maker if self.alone else None)
        assert result.lone_defender == self.lone_defender


@dataclass(frozen=True)
class Bid:
    hands: tuple[str, ...]
    bidder: Seat
    bid: str
    script: str = ""

    def play(self, rules: euchre.RuleSet) -> euchre.State:
        return bid.hand(bid.game(rules, hands=self.hands), self.hands, self.bidder,
                        f"bid {self.bid}", script=self.script)

    def check(self, result: euchre.HandResult) -> None:
        assert result.bid == self.bid
        assert result.maker == self.bidder
        assert result.alone == (self.bidder if self.bid in ("best", "moon") else None)
        assert result.lone_defender is None


# --- forced Knock deals (hearts trump) ------------------------------------------------
# SWEEP, FOUR, THREE: North's side takes 5, 4, 3 (_deals.py), also alone and against a
# lone East.  DEF_SWEEP: East's side takes 5.
# EW3: East holds the five plain-rank trumps, South both bowers -> East's side 3, South 2
# (alone, North holds no trump and East takes 5).  EW4: East holds five trumps, South
# only the right bower -> East's side 4, South 1.
EW3, EW4 = rotate(THREE, 1), rotate(FOUR, 1)
# LONE2 / LONE1: the bowers (only the right bower) are North's: a lone North takes 2 (1),
# East 3 (4).
LONE2, LONE1 = (EW3[2], EW3[1], EW3[0], EW3[3]), (EW4[2], EW4[1], EW4[0], EW4[3])

# the Bid scoring knobs' rule sets
BEST16 = BID_EUCHRE.replace(bid_best_value=16)
MOON30 = BID_EUCHRE.replace(bid_moon_value=30)
SET_VALUE = BID_EUCHRE.replace(bid_set_value="value")
TRICK2 = BID_EUCHRE.replace(bid_trick_value=2)


TABLE = [
    # source clause                           rules         situation                                         tricks  points
    # seed 000: makers 3 or 4 = 1, 5 = 2; lone maker 3 or 4 = 1, 5 = 4; euchred = 2
    ("seed000 makers 3",                       CARDGAMES_IO, Knock(THREE),                                     (3, 2), (1, 0)),
    ("seed000 makers 4",                       CARDGAMES_IO, Knock(FOUR),                                      (4, 1), (1, 0)),
    ("seed000 makers 5 (march)",               CARDGAMES_IO, Knock(SWEEP),                                     (5, 0), (2, 0)),
    ("seed000 lone maker 3",                   CARDGAMES_IO, Knock(THREE, alone=True),                         (3, 2), (1, 0)),
    ("seed000 lone maker 4",                   CARDGAMES_IO, Knock(FOUR, alone=True),                          (4, 1), (1, 0)),
    ("seed000 lone maker 5 (march)",           CARDGAMES_IO, Knock(SWEEP, alone=True),                         (5, 0), (4, 0)),
    ("seed000 defenders 3 (euchre)",           CARDGAMES_IO, Knock(EW3),                                       (2, 3), (0, 2)),
    ("seed000 defenders 4 (euchre)",           CARDGAMES_IO, Knock(EW4),                                       (1, 4), (0, 2)),
    ("seed000 defenders 5 (euchre)",           CARDGAMES_IO, Knock(DEF_SWEEP),                                 (0, 5), (0, 2)),
    ("seed000 lone maker euchred 3",           CARDGAMES_IO, Knock(LONE2, alone=True),                         (2, 3), (0, 2)),
    ("seed000 lone maker euchred 4",           CARDGAMES_IO, Knock(LONE1, alone=True),                         (1, 4), (0, 2)),
    ("seed000 lone maker euchred 5",           CARDGAMES_IO, Knock(EW3, alone=True),                           (0, 5), (0, 2)),
    ("seed000 East-West make, march",          CARDGAMES_IO, Knock(rotate(SWEEP, 1), maker=E),                 (0, 5), (0, 2)),
    ("seed000 South makes, march",             CARDGAMES_IO, Knock(rotate(SWEEP, 2), maker=S),                 (5, 0), (2, 0)),

    # seed 001: lone maker 5 = 4; team 5 = 2; 3 or 4 = 1; euchred = 2 to the defenders
    ("seed001 makers 3",                       GAMES4ALL,    Knock(THREE),                                     (3, 2), (1, 0)),
    ("seed001 makers 4",                       GAMES4ALL,    Knock(FOUR),                                      (4, 1), (1, 0)),
    ("seed001 makers 5 (march)",               GAMES4ALL,    Knock(SWEEP),                                     (5, 0), (2, 0)),
    ("seed001 lone maker 3",                   GAMES4ALL,    Knock(THREE, alone=True),                         (3, 2), (1, 0)),
    ("seed001 lone maker 4",                   GAMES4ALL,    Knock(FOUR, alone=True),                          (4, 1), (1, 0)),
    ("seed001 lone maker 5 (march)",           GAMES4ALL,    Knock(SWEEP, alone=True),                         (5, 0), (4, 0)),
    ("seed001 defenders 3 (euchre)",           GAMES4ALL,    Knock(EW3),                                       (2, 3), (0, 2)),
    ("seed001 defenders 4 (euchre)",           GAMES4ALL,    Knock(EW4),                                       (1, 4), (0, 2)),
    ("seed001 defenders 5 (euchre)",           GAMES4ALL,    Knock(DEF_SWEEP),                                 (0, 5), (0, 2)),
    ("seed001 lone maker euchred 3",           GAMES4ALL,    Knock(LONE2, alone=True),                         (2, 3), (0, 2)),
    ("seed001 lone maker euchred 4",           GAMES4ALL,    Knock(LONE1, alone=True),                         (1, 4), (0, 2)),
    ("seed001 lone maker euchred 5",           GAMES4ALL,    Knock(EW3, alone=True),                           (0, 5), (0, 2)),
    ("seed001 East-West make 3",               GAMES4ALL,    Knock(rotate(THREE, 1), maker=E),                 (2, 3), (0, 1)),

    # seed 004: makers 3 or 4 = 1, 5 = 2; euchred = 2; lone maker 5 = 4, 3 or 4 = 1; lone
    # defender takes 3 or 4 = 2, takes 5 = 4.  READING (seed silent): against a lone defender
    # the makers score as usual (pagat/Hoyle)
    ("seed004 makers 3",                       STANDARD,     Knock(THREE),                                     (3, 2), (1, 0)),
    ("seed004 makers 4",                       STANDARD,     Knock(FOUR),                                      (4, 1), (1, 0)),
    ("seed004 makers 5 (march)",               STANDARD,     Knock(SWEEP),                                     (5, 0), (2, 0)),
    ("seed004 lone maker 3",                   STANDARD,     Knock(THREE, alone=True),                         (3, 2), (1, 0)),
    ("seed004 lone maker 4",                   STANDARD,     Knock(FOUR, alone=True),                          (4, 1), (1, 0)),
    ("seed004 lone maker 5 (march)",           STANDARD,     Knock(SWEEP, alone=True),                         (5, 0), (4, 0)),
    ("seed004 defenders 3 (euchre)",           STANDARD,     Knock(EW3),                                       (2, 3), (0, 2)),
    ("seed004 defenders 4 (euchre)",           STANDARD,     Knock(EW4),                                       (1, 4), (0, 2)),
    ("seed004 defenders 5 (euchre)",           STANDARD,     Knock(DEF_SWEEP),                                 (0, 5), (0, 2)),
    ("seed004 lone maker euchred 3",           STANDARD,     Knock(LONE2, alone=True),                         (2, 3), (0, 2)),
    ("seed004 lone maker euchred 4",           STANDARD,     Knock(LONE1, alone=True),                         (1, 4), (0, 2)),
    ("seed004 lone maker euchred 5",           STANDARD,     Knock(EW3, alone=True),                           (0, 5), (0, 2)),
    ("seed004 lone defender 3",                STANDARD,     Knock(EW3, lone_defender=E),                      (2, 3), (0, 2)),
    ("seed004 lone defender 4",                STANDARD,     Knock(EW4, lone_defender=E),                      (1, 4), (0, 2)),
    ("seed004 lone defender 5",                STANDARD,     Knock(DEF_SWEEP, lone_defender=E),                (0, 5), (0, 4)),
    ("seed004 lone defender beaten, makers 3", STANDARD,     Knock(THREE, lone_defender=E),                    (3, 2), (1, 0)),
    ("seed004 lone defender beaten, makers 4", STANDARD,     Knock(FOUR, lone_defender=E),                     (4, 1), (1, 0)),
    ("seed004 lone defender beaten, makers 5", STANDARD,     Knock(SWEEP, lone_defender=E),                    (5, 0), (2, 0)),
    ("seed004 two alone, lone defender 3",     STANDARD,     Knock(LONE2, alone=True, lone_defender=E),        (2, 3), (0, 2)),
    ("seed004 two alone, lone defender 4",     STANDARD,     Knock(LONE1, alone=True, lone_defender=E),        (1, 4), (0, 2)),
    ("seed004 two alone, lone defender 5",     STANDARD,     Knock(DEF_SWEEP, alone=True, lone_defender=E),    (0, 5), (0, 4)),
    ("seed004 two alone, lone maker 3",        STANDARD,     Knock(THREE, alone=True, lone_defender=E),        (3, 2), (1, 0)),
    ("seed004 two alone, lone maker 4",        STANDARD,     Knock(FOUR, alone=True, lone_defender=E),         (4, 1), (1, 0)),
    ("seed004 two alone, lone maker 5",        STANDARD,     Knock(SWEEP, alone=True, lone_defender=E),        (5, 0), (4, 0)),

    # seed 002: a point a trick; best made = 12, moon made = 24; set: minus the bid (best /
    # moon set: minus 6 tricks, bid_set_value='tricks'), the defenders still score their tricks.
    ("seed002 bid 3, takes 3",                 BID_EUCHRE,   Bid(bid.SPLIT33, N, "3", bid.PLAY33),             (3, 3), (3, 3)),
    ("seed002 bid 3, takes 4",                 BID_EUCHRE,   Bid(bid.SPLIT42, N, "3", bid.PLAY42),             (4, 2), (4, 2)),
    ("seed002 bid 4, takes 4",                 BID_EUCHRE,   Bid(bid.SPLIT42, N, "4", bid.PLAY42),             (4, 2), (4, 2)),
    ("seed002 bid 3, takes 6",                 BID_EUCHRE,   Bid(bid.SWEEP, N, "3"),                           (6, 0), (6, 0)),
    ("seed002 bid 5, takes 6",                 BID_EUCHRE,   Bid(bid.SWEEP, N, "5"),                           (6, 0), (6, 0)),
    ("seed002 East bids 3, takes 6",           BID_EUCHRE,   Bid(bid.sweep_for(E), E, "3"),                    (0, 6), (0, 6)),
    ("seed002 best made",                      BID_EUCHRE,   Bid(bid.SWEEP, N, "best", bid.BEST_SWEEP_PLAY),   (6, 0), (12, 0)),
    ("seed002 moon made",                      BID_EUCHRE,   Bid(bid.SWEEP, N, "moon"),                        (6, 0), (24, 0)),
    ("seed002 bid 4 set, takes 3",             BID_EUCHRE,   Bid(bid.SPLIT33, N, "4", bid.PLAY33),             (3, 3), (-4, 3)),
    ("seed002 bid 5 set, takes 4",             BID_EUCHRE,   Bid(bid.SPLIT42, N, "5", bid.PLAY42),             (4, 2), (-5, 2)),
    ("seed002 bid 5 set, takes 0 (score < 0)", BID_EUCHRE,   Bid(bid.sweep_for(E), N, "5"),                    (0, 6), (-5, 6)),
    ("seed002 best set",                       BID_EUCHRE,   Bid(bid.sweep_for(E), N, "best"),                 (0, 6), (-6, 6)),
    ("seed002 moon set",                       BID_EUCHRE,   Bid(bid.sweep_for(E), N, "moon"),                 (0, 6), (-6, 6)),

    # the Bid scoring knobs (docs/api.md)
    ("knob bid_best_value=16, best made",      BEST16,       Bid(bid.SWEEP, N, "best", bid.BEST_SWEEP_PLAY),   (6, 0), (16, 0)),
    ("knob bid_moon_value=30, moon made",      MOON30,       Bid(bid.SWEEP, N, "moon"),                        (6, 0), (30, 0)),
    ("knob bid_set_value=value, best set",     SET_VALUE,    Bid(bid.sweep_for(E), N, "best"),                 (0, 6), (-12, 6)),
    ("knob bid_set_value=value, moon set",     SET_VALUE,    Bid(bid.sweep_for(E), N, "moon"),                 (0, 6), (-24, 6)),
    ("knob bid_trick_value=2, bid 3 takes 4",  TRICK2,       Bid(bid.SPLIT42, N, "3", bid.PLAY42),             (4, 2), (8, 4)),
    # READING: a set loses the bid in tricks times the trick value
    ("knob bid_trick_value=2, bid 5 set",      TRICK2,       Bid(bid.SPLIT42, N, "5", bid.PLAY42),             (4, 2), (-10, 4)),
    # the values of best and moon are not scaled by the trick value
    ("knob bid_trick_value=2, moon made",      TRICK2,       Bid(bid.SWEEP, N, "moon"),                        (6, 0), (24, 0)),
]


@pytest.mark.parametrize("source, rules, situation, tricks, points", TABLE,
                         ids=[row[0] for row in TABLE])
def test_scoring_table(source, rules, situation, tricks, points):
    state = situation.play(rules)
    assert len(state.results) == 1
    result = state.results[-1]
    assert not result.thrown_in
    assert tuple(result.tricks) == tricks
    assert tuple(result.points) == points
    assert tuple(state.scores) == points
    assert not state.is_over
    situation.check(result)


# --- the scoring table as data: its values -------------------------------------------

SCORE_FIELDS = ["makers", "march", "lone", "lone_march", "euchre", "lone_euchre",
                "lone_defender_euchre", "lone_defender_march"]


@pytest.mark.parametrize("field", SCORE_FIELDS)
def test_knob_scoring_negative_value_rejected(field):
    with pytest.raises(euchre.RuleSetError) as info:
        euchre.RuleSet(scoring=euchre.Scoring(**{field: -1}))
    assert field in str(info.value)
