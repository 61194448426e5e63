"""Scoring: the Knock table, Bid Euchre's points, renege penalties, the end of the game.

Every component that scores a hand (the engine, the solver, the bots, the batch simulator,
``describe``) calls these functions; none keeps a table of its own.

Knobs: ``scoring`` (the Knock table: ``makers``, ``march``, ``lone``, ``lone_march``,
``euchre``, ``lone_euchre``, ``super_euchre``, ``lone_defender_euchre``,
``lone_defender_march``), ``bid_trick_value``, ``bid_best_value``, ``bid_moon_value``,
``bid_set_value``, ``renege_penalty``, ``renege_points``, ``renege_points_alone``,
``renege_points_by_lone``, ``renege_false_claim``, ``target``, ``win_by_two``, ``tie``,
``num_deals``, ``all_pass``, ``ace_no_face_dealer``, ``misdeal``, ``misdeals_to_pass``,
``fast_break``, ``four_trick_tokens``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from euchre.engine.bids import BidKind as BidKind

if TYPE_CHECKING:
    from euchre.outcomes import HandResult
    from euchre.rules import RuleSet, Scoring

#: EGN's four-trick tokens: the calling team's tricks that earn a token, and the tokens
#: turned in for one extra point (``four_trick_tokens``).
TOKEN_TRICKS: Final = 4
TOKENS_TO_CASH: Final = 4


def by_team(team: int, points: int) -> tuple[int, int]:
    """``points`` for ``team`` (0 North-South, 1 East-West) as a (ns, ew) pair.

    >>> by_team(1, 2)
    (0, 2)
    """
    return (points, 0) if team == 0 else (0, points)


def knock_points(
    scoring: Scoring,
    maker_tricks: int,
    cards_per_hand: int,
    alone: bool,
    lone_defender: bool,
) -> tuple[int, bool]:
    """(points, to the makers?) from the Knock table when the makers take ``maker_tricks``.

    >>> import euchre
    >>> knock_points(euchre.presets.STANDARD.scoring, 2, 5, alone=False, lone_defender=True)
    (2, False)
    >>> knock_points(euchre.presets.STANDARD.scoring, 5, 5, alone=True, lone_defender=False)
    (4, True)
    """
    if maker_tricks == cards_per_hand:  # a march
        return (scoring.lone_march if alone else scoring.march), True
    if maker_tricks * 2 > cards_per_hand:  # a majority: 3 or 4 of 5
        return (scoring.lone if alone else scoring.makers), True
    if lone_defender:
        march = maker_tricks == 0
        return (scoring.lone_defender_march if march else scoring.lone_defender_euchre), False
    if maker_tricks == 0 and scoring.super_euchre is not None:
        return scoring.super_euchre, False
    return (scoring.lone_euchre if alone else scoring.euchre), False


def hand_points(
    rules: RuleSet,
    maker: int,
    won: tuple[int, int],
    *,
    alone: bool = False,
    lone_defender: bool = False,
    bid_kind: BidKind = BidKind.TRICKS,
    bid_level: int = 0,
) -> tuple[int, int]:
    """The points of a played hand by team (ns, ew), for either variant, before penalties.

    ``maker`` is the seat that made trump (or won the bid); ``won`` the tricks by team.

    >>> import euchre
    >>> hand_points(euchre.presets.STANDARD, maker=1, won=(3, 2))   # East-West euchred
    (2, 0)
    >>> hand_points(euchre.presets.BID_EUCHRE, maker=0, won=(4, 2), bid_level=3)
    (4, 2)
    """
    if rules.variant == "bid":
        return bid_points(rules, maker, won, bid_kind, bid_level)
    team = maker & 1
    points, to_makers = knock_points(
        rules.scoring, won[team], rules.cards_per_hand, alone, lone_defender
    )
    return by_team(team if to_makers else 1 - team, points)


def hand_points_by_side(
    rules: RuleSet,
    maker: int,
    won: tuple[int, ...],
    *,
    alone: bool = False,
    lone_defender: bool = False,
    bid_kind: BidKind = BidKind.TRICKS,
    bid_level: int = 0,
) -> tuple[int, ...]:
    """The points of a played hand for each side of the table (``players``,
    ``partnership``: two teams, or each player a side), before penalties: the makers' side
    scores as :func:`knock_points` says, and points "to the defenders" go to *each*
    defending side (52pickup.net, cutthroat: "each of the other two players gets 2
    points"). At two sides this is :func:`hand_points`.

    >>> import euchre
    >>> hand_points_by_side(euchre.presets.CUTTHROAT, maker=1, won=(2, 2, 1))   # euchred
    (2, 0, 2)
    >>> hand_points_by_side(euchre.presets.CUTTHROAT, maker=0, won=(5, 0, 0))   # a march
    (3, 0, 0)
    """
    table = rules.table
    sides = table.sides
    mine = table.side_of[maker]
    if rules.variant == "bid":
        return _bid_points_by_side(rules, mine, won, bid_kind, bid_level)
    points, to_makers = knock_points(
        rules.scoring, won[mine], rules.cards_per_hand, alone, lone_defender
    )
    if to_makers:
        return tuple(points if side == mine else 0 for side in range(sides))
    return tuple(0 if side == mine else points for side in range(sides))


def _bid_points_by_side(
    rules: RuleSet, mine: int, won: tuple[int, ...], bid_kind: BidKind, bid_level: int
) -> tuple[int, ...]:
    """Bid Euchre's points by side (see :func:`bid_points`): the bidders' side (``mine``)
    made or set, every other side a point a trick."""
    value = rules.bid_trick_value
    taken = won[mine]
    cards_per_hand = rules.cards_per_hand
    if bid_kind == BidKind.TRICKS:
        ours = taken * value if taken >= bid_level else -bid_level * value
    else:
        worth = rules.bid_best_value if bid_kind == BidKind.BEST else rules.bid_moon_value
        lost = cards_per_hand * value if rules.bid_set_value == "tricks" else worth
        ours = worth if taken == cards_per_hand else -lost
    return tuple(ours if side == mine else tricks * value for side, tricks in enumerate(won))


def bid_points(
    rules: RuleSet, maker: int, won: tuple[int, ...], bid_kind: BidKind, bid_level: int
) -> tuple[int, int]:
    """Bid Euchre: a point a trick to each side (``bid_trick_value``); bidders who
    fall short are set and lose the bid; call for best and shoot the moon score
    ``bid_best_value`` / ``bid_moon_value`` when they take every trick (``bid_set_value``
    says what a failed one loses).

    >>> import euchre
    >>> bid_points(euchre.presets.BID_EUCHRE, 1, (3, 3), BidKind.TRICKS, 4)   # set: -4
    (3, -4)
    >>> bid_points(euchre.presets.BID_EUCHRE, 0, (6, 0), BidKind.MOON, 6)
    (24, 0)
    """
    team = maker & 1
    taken = won[team]
    bid_trick_value = rules.bid_trick_value
    cards_per_hand = rules.cards_per_hand
    if bid_kind == BidKind.TRICKS:
        made = taken >= bid_level
        ours = taken * bid_trick_value if made else -bid_level * bid_trick_value
    else:
        value = rules.bid_best_value if bid_kind == BidKind.BEST else rules.bid_moon_value
        set_tricks = rules.bid_set_value == "tricks"
        lost = cards_per_hand * bid_trick_value if set_tricks else value
        ours = value if taken == cards_per_hand else -lost
    theirs = won[1 - team] * bid_trick_value
    return (ours, theirs) if team == 0 else (theirs, ours)


def renege_award(
    rules: RuleSet,
    claimant: int,
    maker: int,
    *,
    alone: bool = False,
    lone_defender: bool = False,
    bid_kind: BidKind = BidKind.TRICKS,
    bid_level: int = 0,
) -> tuple[int, int]:
    """The points (ns, ew) a proven renege claim by ``claimant`` moves, by ``renege_penalty``:

    * ``opponents_gain``: the claimants score ``renege_points``: ``renege_points_alone``
      when their side plays alone (a renege against a lone hand), else
      ``renege_points_by_lone`` when set and the offenders' side plays alone (a renege by
      the lone player);
    * ``offenders_lose``: the offenders lose as many;
    * ``euchre``: the offenders lose the hand (``renege_ends_hand``, which this penalty
      requires, makes it the hand's whole score): in Knock Euchre the table's euchre (the
      offenders made trump) or march (they defended); in Bid Euchre the hand is scored as if
      the claimants had taken every trick.

    >>> import euchre
    >>> rules = euchre.presets.BID_EUCHRE
    >>> renege_award(rules, claimant=1, maker=0, bid_level=4)   # the offenders lose 2
    (-2, 0)
    >>> r = rules.replace(renege_penalty="euchre", renege_ends_hand=True, renege_points=5)
    >>> renege_award(r, claimant=1, maker=0, bid_level=4)   # set, East-West take all 6
    (-4, 6)
    >>> r = euchre.presets.STANDARD.replace(renege="penalise", renege_points_by_lone=4)
    >>> renege_award(r, claimant=1, maker=0, alone=True)   # the lone maker reneged
    (0, 4)
    """
    team = claimant & 1
    makers = maker & 1
    lone_side = alone if team == makers else lone_defender
    offenders_alone = lone_defender if team == makers else alone
    if lone_side:
        points = rules.renege_points_alone
    elif offenders_alone and rules.renege_points_by_lone is not None:
        points = rules.renege_points_by_lone
    else:
        points = rules.renege_points
    if rules.renege_penalty == "opponents_gain":
        return by_team(team, points)
    if rules.renege_penalty == "offenders_lose":
        return by_team(1 - team, -points)
    if rules.variant == "bid":
        won = by_team(team, rules.cards_per_hand)  # every trick to the claimants
        return bid_points(rules, maker, won, bid_kind, bid_level)
    scoring = rules.scoring
    if team == makers:  # the defenders reneged: the makers score a march
        return by_team(team, scoring.lone_march if alone else scoring.march)
    if lone_defender:  # the makers reneged: the claimants score a euchre
        return by_team(team, scoring.lone_defender_euchre)
    return by_team(team, scoring.lone_euchre if alone else scoring.euchre)


def game_over(rules: RuleSet, hands_played: int, scores: tuple[int, ...]) -> bool:
    """Whether the game ends with ``scores`` after ``hands_played`` deals: a fixed number of
    deals (``num_deals``), else a side at ``target`` (``win_by_two``: two ahead of every
    other side); level at the top at or over the target, ``tie`` decides (``draw`` ends it,
    ``play_on`` plays another hand).

    >>> import euchre
    >>> game_over(euchre.presets.STANDARD, 7, (10, 4)), game_over(euchre.presets.BID_EUCHRE, 9, (33, 33))
    (True, False)
    >>> game_over(euchre.presets.CUTTHROAT, 5, (10, 3, 10)), game_over(euchre.presets.CUTTHROAT, 5, (11, 3, 10))
    (False, True)
    """
    if rules.num_deals is not None:
        return hands_played >= rules.num_deals
    try:
        ns, ew = scores  # two sides (a try costs nothing when it does not raise)
    except ValueError:
        return _game_over_sides(rules, scores)
    if ns < rules.target and ew < rules.target:
        return False
    if ns == ew:  # both reached the target together, level (Bid Euchre)
        return rules.tie == "draw"
    return not rules.win_by_two or abs(ns - ew) >= 2


def _game_over_sides(rules: RuleSet, scores: tuple[int, ...]) -> bool:
    """:func:`game_over` with other than two sides: the top score against the runner-up."""
    ordered = sorted(scores, reverse=True)
    top, second = ordered[0], ordered[1]
    if top < rules.target:
        return False
    if top == second:  # level at the top at or over the target
        return rules.tie == "draw"
    return not rules.win_by_two or top - second >= 2


def scores_can_fall(rules: RuleSet) -> bool:
    """Whether a side's score can go down, and so below zero: Bid Euchre's set bidders lose
    their bid (``variant="bid"``), and ``renege_penalty="offenders_lose"`` takes points from
    the reneging side. Otherwise scores only rise from 0.

    >>> import euchre
    >>> scores_can_fall(euchre.presets.BID_EUCHRE), scores_can_fall(euchre.presets.STANDARD)
    (True, False)
    """
    return rules.variant == "bid" or rules.renege_penalty == "offenders_lose"


def next_dealer(
    rules: RuleSet, dealer: int, thrown_in: bool, declared: str | None, misdeals: int = 0
) -> int:
    """Who deals next: the seat to the dealer's left, except that a hand thrown in stays
    with the dealer when ``all_pass="same_dealer"`` (all passed, a farmer's hand or a joker
    upcard redealt), or, after an ace-no-face declaration, when
    ``ace_no_face_dealer="same_dealer"`` (whatever ``all_pass`` says), or after a misdeal
    with ``misdeal="same_dealer"`` unless it is the dealer's ``misdeals_to_pass``-th in a
    row (0: never; ``misdeals``: the misdeals in a row, this one included).

    >>> import euchre
    >>> next_dealer(euchre.presets.STANDARD, 3, thrown_in=True, declared=None)
    0
    >>> rules = euchre.RuleSet(ace_no_face=True, ace_no_face_dealer="same_dealer")
    >>> next_dealer(rules, 3, thrown_in=True, declared="ace no face")
    3
    >>> rules = euchre.RuleSet(misdeal="same_dealer")
    >>> next_dealer(rules, 3, True, "misdeal", misdeals=2), next_dealer(rules, 3, True, "misdeal", 3)
    (3, 0)
    >>> next_dealer(euchre.presets.TWO_HANDED, 1, thrown_in=True, declared=None)
    0
    """
    if declared == "misdeal":
        limit = rules.misdeals_to_pass
        stays = rules.misdeal == "same_dealer" and (limit == 0 or misdeals < limit)
    elif declared == "ace no face":
        stays = rules.ace_no_face_dealer == "same_dealer"
    else:
        stays = thrown_in and rules.all_pass == "same_dealer"
    return dealer if stays else (dealer + 1) % rules.players


def is_fast_break(rules: RuleSet, maker: int, winners: Sequence[int]) -> bool:
    """Whether a hand played out is a fast break (``fast_break``; EGN's alternate rules: "If
    the defending team (the team that did not call trump) gets the first two tricks and then
    loses the last three, the score for that hand is 0 for both teams"). ``winners``: the
    seat that won each trick, in order.

    >>> import euchre
    >>> rules = euchre.RuleSet(fast_break=True)
    >>> is_fast_break(rules, 0, (1, 3, 0, 2, 0)), is_fast_break(rules, 0, (1, 0, 3, 2, 0))
    (True, False)
    >>> is_fast_break(euchre.presets.STANDARD, 0, (1, 3, 0, 2, 0))   # the knob is off
    False
    """
    if not rules.fast_break or len(winners) != rules.cards_per_hand:
        return False
    makers = maker & 1
    return (
        winners[0] & 1 != makers
        and winners[1] & 1 != makers
        and all(w & 1 == makers for w in winners[2:])
    )


def earns_token(rules: RuleSet, result: HandResult) -> bool:
    """Whether a hand's result earns its makers a four-trick token (``four_trick_tokens``;
    EGN: "If the calling team on a non-loner gets exactly 4 tricks, they get a token"): a
    hand played out (not thrown in, not ended by a proven renege under
    ``renege_ends_hand``), not alone, the makers' team taking exactly four tricks.

    >>> import euchre
    >>> s = euchre.new_game(euchre.RuleSet(four_trick_tokens=True), seed=3)
    >>> earns_token(s.rules, s.results[0]) if s.results else False
    False
    """
    if not rules.four_trick_tokens or result.thrown_in or result.maker is None:
        return False
    if result.alone is not None or (result.renege is not None and rules.renege_ends_hand):
        return False
    return result.tricks[int(result.maker) & 1] == TOKEN_TRICKS


def tokens_held(rules: RuleSet, results: Sequence[HandResult]) -> tuple[int, int]:
    """Each team's four-trick tokens (ns, ew) after ``results``: one for each hand that
    :func:`earns_token`; at :data:`TOKENS_TO_CASH` they are turned in for a point (the
    count goes back to 0). Always (0, 0) with ``four_trick_tokens`` off.

    >>> import euchre
    >>> tokens_held(euchre.presets.STANDARD, ())
    (0, 0)
    """
    held = [0, 0]
    if rules.four_trick_tokens:
        for result in results:
            if earns_token(rules, result):
                team = int(result.maker or 0) & 1
                held[team] = (held[team] + 1) % TOKENS_TO_CASH
    return held[0], held[1]


def token_point(
    rules: RuleSet, results: Sequence[HandResult], maker: int, won: Sequence[int], alone: bool
) -> int:
    """The extra point a hand's makers cash in (``four_trick_tokens``): 1 when this hand
    (``maker``'s team took ``won[team]`` tricks, ``alone`` or not) earns the token that
    brings their tokens, after the game's earlier ``results``, to :data:`TOKENS_TO_CASH`;
    else 0.

    >>> import euchre
    >>> token_point(euchre.RuleSet(four_trick_tokens=True), (), 0, (4, 1), alone=False)
    0
    """
    if not rules.four_trick_tokens or alone or won[maker & 1] != TOKEN_TRICKS:
        return 0
    return int(tokens_held(rules, results)[maker & 1] + 1 == TOKENS_TO_CASH)


def hand_end_points(
    rules: RuleSet,
    points: tuple[int, int],
    maker: int,
    winners: Sequence[int],
    results: Sequence[HandResult],
    alone: bool = False,
) -> tuple[int, int]:
    """A four-seat Knock hand's table ``points`` (ns, ew) after EGN's alternate rules of a
    hand played out (``winners``: the seat that won each trick, in order; ``results``: the
    game's earlier hands; ``alone``: the maker went alone): a fast break scores nothing for
    either team (:func:`is_fast_break`); a token that brings the makers' to
    :data:`TOKENS_TO_CASH` adds a point (:func:`token_point`). Unchanged with both knobs off.

    >>> import euchre
    >>> hand_end_points(euchre.RuleSet(fast_break=True), (1, 0), 0, (1, 3, 0, 2, 0), ())
    (0, 0)
    """
    if is_fast_break(rules, maker, winners):
        return 0, 0
    won = [0, 0]
    for seat in winners:
        won[seat & 1] += 1
    bonus = token_point(rules, results, maker, won, alone)
    if not bonus:
        return points
    return (points[0] + bonus, points[1]) if maker & 1 == 0 else (points[0], points[1] + bonus)
