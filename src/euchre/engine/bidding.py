"""Bid Euchre: one round of bids, the high bidder names trump, the call-for-best
exchange, and shooting the moon.

The bidding starts left of the dealer; each bid must top the last (``bid_minimum`` tricks
and up; ``bid_best`` call for best and ``bid_moon`` shoot the moon, both for every trick);
with everyone passing the hand is thrown in, unless ``stick_the_dealer``. The high bidder
names trump (a suit; ``bid_no_trump``; ``bid_low_no_trump``) and leads. Call for best: the
partner hands over the best card, the bidder gives back one of the cards held before, and
the partner sits out; shoot the moon: the partner sits out with no exchange.

Knobs: ``variant="bid"``, ``bid_minimum``, ``bid_best``, ``bid_moon``, ``bid_no_trump``,
``bid_low_no_trump``, ``stick_the_dealer``, ``ace_no_face``, ``deck`` (25: the dealer's
seventh card is discarded first).
"""

from __future__ import annotations

from euchre.actions import PASS, Action, ActionKind
from euchre.engine import cardorder
from euchre.engine.alone import apply_give, give_choices, go_alone, pass_best_card, start_play
from euchre.engine.bids import BidKind
from euchre.engine.bids import bid_action as bid_action
from euchre.engine.bids import bid_kind as bid_kind
from euchre.engine.bids import bid_tricks as bid_tricks
from euchre.engine.core import (
    BID,
    DISCARD,
    EXCHANGE,
    GIVE_CHUNKS,
    TRUMP,
    AfterDiscard,
    Base,
    Builder,
    Hand,
    actions_of,
    hand_of,
    held,
    move_card,
)
from euchre.engine.ending import throw_in
from euchre.engine.making import declarations_open


def start_bidding(b: Builder, h: Hand) -> None:
    """The bidding begins left of the dealer; with the joker deck the dealer, dealt one card
    more, first discards one."""
    b._phase = BID
    b._to_act = h.c.left[h.dealer]
    if hand_of(b, h.dealer).bit_count() > h.c.cards_per_hand:
        h.disc = (h.dealer, 1, AfterDiscard.DEAL)
        b._phase = DISCARD
        b._to_act = h.dealer


# --------------------------------------------------------------------- bids


def _bid_key(h: Hand) -> tuple[int, int]:
    """The high bid as (tricks, kind), the order bids are compared in."""
    return (h.x.bid_level, h.x.bid_kind)


def legal_bid(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Pass (not the dealer after three passes, with ``stick_the_dealer``), any bid above the
    high bid, and the declarations the hand allows (``ace_no_face``)."""
    c = h.c
    no_bid = h.maker < 0
    out = [] if c.stick_the_dealer and p == h.dealer and no_bid else [PASS]
    high = (-1, 0) if no_bid else _bid_key(h)
    out.extend(action for key, action in c.bid_ladder if key > high)
    if c.declarations:
        out.extend(declarations_open(h, hand_of(s, p), p))
    return tuple(out)


def apply_bid(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A bid, a pass or a declaration; after four turns the high bidder names trump (or, with
    no bid, the hand is thrown in)."""
    if action.kind is ActionKind.DECLARE:
        throw_in(b, h, action.declaration)
        return
    if action.kind is ActionKind.BID:
        h.maker = p
        h.x = h.x._replace(bid_level=bid_tricks(action, h.c.cards_per_hand), bid_kind=bid_kind(action))
    h.passes += 1  # bidding turns taken
    if h.passes < h.c.players:  # a turn for each seat
        b._to_act = h.c.left[p]
    elif h.maker < 0:
        throw_in(b, h, None)
    else:
        b._phase = TRUMP
        b._to_act = h.maker


# --------------------------------------------------------------------- naming trump


def legal_trump(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """The suits, and no trump (``bid_no_trump``) and low no trump (``bid_low_no_trump``)."""
    return h.c.bid_calls


def apply_trump(b: Builder, h: Hand, p: int, action: Action) -> None:
    """Trump named; call for best goes to the exchange, the moon plays alone."""
    if action.suit is not None:
        h.trump = int(action.suit)
    else:
        low = action.declaration == "low"
        h.trump = cardorder.LOW_NO_TRUMP if low else cardorder.NO_TRUMP
    if h.x.bid_kind == BidKind.BEST:
        b._phase = EXCHANGE
        b._to_act = h.c.teammates[h.maker][0]  # call for best: four seats (bid_best)
        return
    if h.x.bid_kind == BidKind.MOON:
        go_alone(h, h.maker)
    start_play(b, h)


# --------------------------------------------------------------------- call for best


def legal_exchange(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """The partner must give the best card (:func:`~euchre.engine.alone.give_choices`: in
    Knock Euchre's call for best, the partner's choice with ``best_card_choice="partner"``);
    the bidder then gives back one of the cards held before the exchange (never the card
    just received)."""
    hand = hand_of(s, p)
    if p != h.maker or not h.c.variant_bid:
        return give_choices(h, hand)
    hand &= ~(1 << h.x.best_received)
    hand = cardorder.collapse(hand) if h.c.deck_double else hand
    return actions_of(hand, GIVE_CHUNKS)


def apply_exchange(b: Builder, h: Hand, p: int, action: Action) -> None:
    """The partner's best card passes to the bidder; the bidder's card passes back, the
    partner sits out, and play begins. (Knock Euchre's call for best: the lone player then
    discards, :func:`~euchre.engine.alone.apply_give`.)"""
    if not h.c.variant_bid:
        apply_give(b, h, p, action)
        return
    if p != h.maker:
        pass_best_card(b, h, h.maker)
        b._to_act = h.maker
        return
    own = hand_of(b, p) & ~(1 << h.x.best_received)
    move_card(b, p, h.c.teammates[p][0], held(own, action.card.index))  # type: ignore[union-attr]
    go_alone(h, h.maker)
    start_play(b, h)
