"""What a Bid Euchre bid is: a number of tricks, call for best, or shoot the moon; the
conversions between a bid's action, its (tricks, kind) key and its text in a hand's result.

>>> import euchre
>>> bid_kind(euchre.BID_MOON), bid_text(BidKind.TRICKS, 4)
(<BidKind.MOON: 2>, '4')
"""

from __future__ import annotations

import enum

from euchre.actions import BID_BEST, BID_MOON, Action


class BidKind(enum.IntEnum):
    """A bid's kind; bids compare by (tricks, kind): best tops 5 tricks, the moon tops best."""

    TRICKS = 0
    BEST = 1
    MOON = 2


def bid_kind(action: Action) -> BidKind:
    """The kind of a bid action.

    >>> import euchre
    >>> bid_kind(euchre.BID_BEST)
    <BidKind.BEST: 1>
    """
    if action.declaration == "best":
        return BidKind.BEST
    if action.declaration == "moon":
        return BidKind.MOON
    return BidKind.TRICKS


def bid_tricks(action: Action, cards_per_hand: int) -> int:
    """The tricks a bid promises (call for best and the moon: every trick, ``cards_per_hand``).

    >>> import euchre
    >>> bid_tricks(euchre.BID_MOON, 6), bid_tricks(euchre.Action.bid(4), 6)
    (6, 4)
    """
    if action.declaration in ("best", "moon"):
        return cards_per_hand
    return int(action.level or 0)


def bid_action(kind: BidKind, tricks: int) -> Action:
    """The bid action of a (kind, tricks) bid.

    >>> bid_action(BidKind.TRICKS, 4)
    Action('bid 4')
    """
    if kind == BidKind.BEST:
        return BID_BEST
    if kind == BidKind.MOON:
        return BID_MOON
    return Action.bid(tricks)


def bid_text(kind: BidKind, tricks: int) -> str:
    """A bid as a hand's result names it (``HandResult.bid``): "4", "best", "moon".

    >>> bid_text(BidKind.BEST, 6)
    'best'
    """
    return str(bid_action(kind, tricks)).removeprefix("bid ")
