"""Starting a hand from a deal: the hands, the upcard and kitty, and the first phase
(round 1 of Knock Euchre, or the bidding of Bid Euchre). Seeded games draw each deal from
the seed and the hand's number, so a game replays exactly.
"""

from __future__ import annotations

import random

from euchre.deal import Deal, shuffled_deal
from euchre.engine.bidding import start_bidding
from euchre.engine.core import Builder, Hand
from euchre.engine.ending import clear_hand
from euchre.engine.making import start_round_one
from euchre.rules import RuleSet


def seeded_deal(rules: RuleSet, seed: int | str, hand_no: int, dealer: int) -> Deal:
    """The deal of hand ``hand_no`` of a game seeded with ``seed``."""
    return shuffled_deal(rules, random.Random(f"{seed}/{hand_no}"), dealer)


def start_hand(b: Builder, h: Hand, deal: Deal) -> None:
    """Deal ``deal`` and begin the hand by the variant (``variant``)."""
    clear_hand(b, h)
    h.deal = deal
    h.upcard = deal._upcard
    h.kitty = deal._kitty
    b._hands = deal._masks
    b._hist = ((), deal)
    if h.c.variant_bid:
        start_bidding(b, h)
    else:
        start_round_one(b, h)
