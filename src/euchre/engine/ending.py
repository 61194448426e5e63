"""How a hand ends: scored after the last trick (or a proven renege), or thrown in (all
passed, a declaration, a joker upcard); then the game is over, or the deal moves on.

The points come from :mod:`euchre.engine.scoring`; the next hand is dealt by
:mod:`euchre.state` (a seeded game deals it at once, otherwise the game waits in DEAL).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from euchre.cards import SEATS, Score, Suit
from euchre.engine import cardorder
from euchre.engine.bids import bid_text
from euchre.engine.core import DEAL, OVER, Builder, Hand, tricks_of
from euchre.engine.scoring import (
    bid_points,
    game_over,
    hand_end_points,
    hand_points_by_side,
    next_dealer,
)
from euchre.engine.seating import NO_HANDS
from euchre.outcomes import HandResult

if TYPE_CHECKING:
    from euchre.rules import RuleSet

_SUITS: Final = tuple(Suit)
_tuple_new: Final = tuple.__new__
_NO_TRUMP: Final = cardorder.NO_TRUMP
_SEAT_OR_NONE: Final = (None, *SEATS)  # indexed by seat + 1 (-1: nobody)


def score_hand(b: Builder, h: Hand, table: bool = True) -> None:
    """Score the hand by the table (``table=False``: a renege that ended the hand, scored by
    its penalty alone), record its result, then end the game or move the deal on."""
    c = h.c
    x = h.x
    if c.four:
        if table and not c.variant_bid:  # scoring.hand_points, tabled per RuleSet
            ns, ew = c.knock_points[h.maker & 1][b._won[0]][h.alone >= 0][h.defender >= 0]
            if c.fast_break or c.four_trick_tokens:  # the four-seat Knock game only
                ns, ew = _hand_end_rules(b, h, ns, ew)
        elif table:
            ns, ew = bid_points(c.rules, h.maker, b._won, x.bid_kind, x.bid_level)
        else:
            ns, ew = 0, 0
        ns += x.adjust[0]
        ew += x.adjust[1]
        h.scores = (h.scores[0] + ns, h.scores[1] + ew)
        seats: tuple[Any, ...] = _SEAT_OR_NONE
        tricks: tuple[int, ...] = b._won
        points: tuple[int, ...] = (ns, ew)
    else:
        seats, tricks, points = (None, *c.seat_values), tricks_of(b), _points_any(b, h, table)
        h.scores = tuple(s + p for s, p in zip(h.scores, points, strict=True))
    trump = h.trump
    result = (
        h.hand_no,
        seats[h.dealer + 1],  # the table's seats by seat + 1: -1 is nobody
        _SUITS[trump] if 0 <= trump < _NO_TRUMP else None,
        seats[h.maker + 1],
        seats[h.alone + 1],
        seats[h.defender + 1],
        _tuple_new(Score, tricks),
        _tuple_new(Score, points),
        False,  # thrown in
        trump >= _NO_TRUMP,
        None,  # declared
        seats[x.offender + 1],
        bid_text(x.bid_kind, x.bid_level) if c.variant_bid else None,
    )
    h.results = h.results + (_tuple_new(HandResult, result),)
    if game_over(c.rules, h.hand_no + 1, h.scores):
        _game_over(b, h)
    else:
        _next_hand(b, h, next_dealer(c.rules, h.dealer, False, None))


def _hand_end_rules(b: Builder, h: Hand, ns: int, ew: int) -> tuple[int, int]:
    """The table's points (``ns``, ``ew``) after EGN's alternate rules of a hand played out
    (``fast_break``, ``four_trick_tokens``: :func:`~euchre.engine.scoring.hand_end_points`;
    docs/rules.md, "Fast break" and "Four-trick tokens")."""
    winners = [best for _, _, best in b._tricks]
    return hand_end_points(h.c.rules, (ns, ew), h.maker, winners, h.results, h.alone >= 0)


def _points_any(b: Builder, h: Hand, table: bool) -> tuple[int, ...]:
    """The hand's points at a table other than the four-seat game, by side
    (:func:`~euchre.engine.scoring.hand_points_by_side`), with any penalty's adjustment."""
    c = h.c
    x = h.x
    if table:
        points = hand_points_by_side(
            c.rules,
            h.maker,
            tricks_of(b),
            alone=h.alone >= 0,
            lone_defender=h.defender >= 0,
            bid_kind=x.bid_kind,
            bid_level=x.bid_level,
        )
    else:
        points = c.no_tricks
    if any(x.adjust):
        points = tuple(p + a for p, a in zip(points, x.adjust, strict=True))
    return points


def throw_in(b: Builder, h: Hand, declared: str | None) -> None:
    """The hand is thrown in without play: all passed (``stick_the_dealer`` off), a
    declaration (``misdeal``, ``ace_no_face``, ``farmers_hand="redeal"``), or a joker upcard
    (``joker_upcard="redeal"``). Nobody scores; who deals next: ``all_pass``."""
    c = h.c
    nothing = _tuple_new(Score, c.no_tricks)
    result = HandResult(
        h.hand_no,
        c.seat_values[h.dealer],
        None,
        None,
        None,
        None,
        nothing,
        nothing,
        True,
        False,
        declared,
        None,
    )
    h.results = h.results + (result,)
    # no points move, so only a fixed number of deals (num_deals) can end the game here
    if c.num_deals is not None and game_over(c.rules, h.hand_no + 1, h.scores):
        _game_over(b, h)
    else:
        _next_hand(b, h, next_dealer(c.rules, h.dealer, True, declared, misdeals_in_a_row(h.results)))


def misdeals_in_a_row(results: tuple[HandResult, ...]) -> int:
    """How many hands in a row, up to the last of ``results``, its dealer threw in as
    misdeals (``misdeal``): a hand played (or thrown in otherwise, or dealt by another)
    starts the count again."""
    n = 0
    dealer = results[-1].dealer if results else None
    for result in reversed(results):
        if result.declared != "misdeal" or result.dealer != dealer:
            break
        n += 1
    return n


def dealer_after(rules: RuleSet, results: tuple[HandResult, ...]) -> int:
    """Who deals the hand after the last of ``results`` (not empty), as the engine moved the
    deal on (:func:`~euchre.engine.scoring.next_dealer`, misdeals in a row counted): read
    by a State's ``repr`` to tell which hands were the seeded ones."""
    last = results[-1]
    return next_dealer(rules, int(last.dealer), last.thrown_in, last.declared, misdeals_in_a_row(results))


def _game_over(b: Builder, h: Hand) -> None:
    h.past = h.past + (b._hist,)
    b._hist = ()
    b._phase = OVER
    b._to_act = -1


def _next_hand(b: Builder, h: Hand, dealer: int) -> None:
    """Close this hand's history and wait for the next deal."""
    h.past = h.past + (b._hist,)
    b._hist = ()
    h.dealer = dealer
    h.hand_no += 1
    if h.seed is None:  # a seeded game is dealt its next hand at once (which clears it)
        clear_hand(b, h)
    b._phase = DEAL
    b._to_act = -1


def clear_hand(b: Builder, h: Hand) -> None:
    """Empty the table for a new hand."""
    h.clear()
    b._hands = NO_HANDS
    b._leader = -1
    b._led = -1
    b._trick = ()
    b._best = -1
    b._bestp = 0
    b._won = (0, 0)
    b._tricks = ()
