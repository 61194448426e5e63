"""What every rule module shares: the phase codes, the per-RuleSet values, and the private
records a state is made of.

A :class:`~euchre.State` is a slotted value (:class:`Base`) whose rarely changing fields sit
in a :class:`Hand` record shared between states; a transition copies what it changes into a
:class:`Builder`, and :mod:`euchre.state` freezes the builder into the next State. Nothing
here is public API.

The engine reads a knob as ``c.<knob>``: an attribute of ``c`` (``h.c``), the
:class:`Compiled` values of the game's RuleSet, built once per RuleSet by
:func:`compile_rules`. An attribute keeps the knob's name where it is the knob's value
(``c.stick_the_dealer``, ``c.num_deals``); a value derived from a knob is named after the
knob and its test (``c.renege_penalised``: ``renege == "penalise"``; ``c.deck_double``:
``deck == 48``). Engine code never reaches through to the RuleSet for a knob
(``h.c.rules.<knob>``, ``state.rules.<knob>``): :class:`Compiled` is the only reader of a
RuleSet's knobs, apart from the functions the engine shares with every other component,
which take the RuleSet itself and are handed ``c.rules`` whole: the scoring of
:mod:`euchre.engine.scoring` (the solver, the simulator and ``describe()`` score with the
same functions) and :func:`euchre.engine.dealing.seeded_deal`.
``tests/engine/test_knob_reading.py`` holds the engine's source to this rule.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from euchre.actions import (
    BID_BEST,
    BID_MOON,
    CALL_ACTIONS,
    CALL_LOW_NO_TRUMP,
    DISCARD_ACTIONS,
    GIVE_ACTIONS,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PLAY_ACTIONS,
    Action,
)
from euchre.cards import PLAYERS, SEATS, Player, Seat
from euchre.deal import Deal
from euchre.engine import cardorder, seating
from euchre.engine.bids import BidKind
from euchre.engine.scoring import hand_points
from euchre.engine.seating import Four
from euchre.errors import ArgumentError
from euchre.outcomes import HandResult
from euchre.rules import RuleSet


class Phase(enum.Enum):
    """What the game is waiting for.

    >>> from euchre import Phase
    >>> [p.value for p in Phase]
    ['deal', 'order', 'pickup', 'discard', 'call', 'alone', 'play', 'over', 'joker', 'claim', 'bid', 'trump', 'exchange']
    """

    DEAL = "deal"  #: waiting for a deal (:meth:`State.apply_deal`)
    ORDER = "order"  #: round 1 of bidding: pass or order up
    PICKUP = "pickup"  #: the dealer may pick up the upcard (optional pickup)
    DISCARD = "discard"  #: the dealer discards after taking the upcard
    CALL = "call"  #: round 2 of bidding: pass or name trump
    ALONE = "alone"  #: a player decides whether to go alone
    PLAY = "play"  #: trick play
    OVER = "over"  #: the game is over
    JOKER = "joker"  #: the joker was turned up: the dealer names its suit
    CLAIM = "claim"  #: after the last card: each player may claim a renege
    BID = "bid"  #: Bid Euchre: one round of bidding
    TRUMP = "trump"  #: Bid Euchre: the high bidder names trump
    EXCHANGE = "exchange"  #: call for best: the partner gives a card (Bid Euchre: one back)


def check_seat(seat: object, name: str, players: int = 4) -> int:
    """``seat`` as an int 0-3 (a :class:`~euchre.Seat` or an int; not a bool); at a table
    of other than four seats (``players``), 0 to ``players - 1`` (a :class:`~euchre.Player`).

    >>> check_seat(2, "dealer")
    2
    >>> check_seat(True, "dealer")
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: dealer=True: use a Seat or 0-3 (North, East, South, West)
    >>> check_seat(3, "dealer", players=3)
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: dealer=3: use a Player or 0-2 (A, B, C); the rules seat players=3
    """
    # bool first: compiled code, once it knows an int, keeps it unboxed (True as 1)
    if seat.__class__ is not bool and isinstance(seat, int) and 0 <= seat < players:
        return int(seat)
    if players == 4:
        raise ArgumentError(f"{name}={shown(seat)}: use a Seat or 0-3 (North, East, South, West)")
    letters = ", ".join(str(p) for p in PLAYERS[:players])
    raise ArgumentError(
        f"{name}={shown(seat)}: use a Player or 0-{players - 1} ({letters}); "
        f"the rules seat players={players}"
    )


def shown(value: object) -> str:
    """``repr(value)`` for an error message: cut short, and never failing.

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    """
    try:
        text = repr(value)
    except Exception:  # a broken __repr__, an int too long to print
        return f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


# Phase codes: the int a state keeps (fast to compare); PHASES maps each to its Phase.
# PLAY_ANY is trick play on the general path (reneges allowed, or the double deck): the
# same public phase as PLAY, kept apart so that the common case is one comparison.
DEAL: Final = 0
ORDER: Final = 1
PICKUP: Final = 2
DISCARD: Final = 3
CALL: Final = 4
ALONE: Final = 5
PLAY: Final = 6
OVER: Final = 7
JOKER: Final = 8
CLAIM: Final = 9
PLAY_ANY: Final = 10
BID: Final = 11
TRUMP: Final = 12
EXCHANGE: Final = 13
PHASES: Final = (*tuple(Phase)[:10], Phase.PLAY, Phase.BID, Phase.TRUMP, Phase.EXCHANGE)


class AfterDiscard(enum.IntEnum):
    """What a discard leads to."""

    PICKUP = 0  #: the dealer took the upcard: trump is fixed
    FARMER = 1  #: a farmer's hand exchanged with the kitty: the declarer bids
    BEST = 2  #: call for best (Knock): the lone player discarded one
    DEAL = 3  #: the joker deck in Bid Euchre: the dealer's seventh card
    DUMMY = 4  #: the maker took the dummy (``dummy``): trump is fixed
    DEFENDER_BEST = 5  #: a lone defender's call for best (``defender_call_for_best``)


TURNS_A_ROUND: Final = 4  # the four-seat game's turns a round (elsewhere c.players)

# Who is being asked about going alone (Hand.stage).
ASK_MAKERS: Final = 0  #: the makers' side (and, in Knock, call for best after a lone maker)
ASK_DEFENDERS: Final = 1  #: the defenders (``defender_alone``)


class Compiled:
    """Per-RuleSet values shared by every state of a game (``h.c``), each named after its
    knob: the knob's own name where the value is the knob's (``num_deals``), the knob and
    its test where derived (``renege_penalised``); tables built from knobs (``order_actions``,
    ``knock_points``) say what they hold. The engine reads every knob here (see the module's
    docstring); ``rules`` is the RuleSet whole, for the functions that take one."""

    __slots__ = (
        "ace_no_face",
        "active_count",
        "all_seats",
        "alone_after_call",
        "alone_by_partner",
        "alone_maker_may",
        "alone_with_call",
        "best_card_choice_partner",
        "bid_best",
        "bid_calls",
        "bid_ladder",
        "bid_minimum",
        "bid_moon",
        "call_actions",
        "call_for_best",
        "canadian_loner",
        "canadian_loner_order_actions",
        "cards_per_hand",
        "dealer_pickup_optional",
        "deck_double",
        "declarations",
        "defender_alone",
        "defender_alone_order_maker_left",
        "defender_call_for_best",
        "discard_upcard",
        "double_deck_tie_second",
        "dummy",
        "farmers_hand",
        "farmers_hand_size",
        "fast_break",
        "first_lead",
        "four",
        "four_trick_tokens",
        "go_under",
        "joker_suit",
        "joker_upcard",
        "knock_points",
        "left",
        "misdeal",
        "natural_trump_to_name",
        "natural_trump_to_order",
        "next_active",
        "no_tricks",
        "no_trump",
        "num_deals",
        "order_actions",
        "partner_alone_after_passing",
        "play_phase",
        "players",
        "renege_claim_trick",
        "renege_ends_hand",
        "renege_false_claim",
        "renege_penalised",
        "renege_penalty",
        "renege_take_back",
        "rules",
        "seat_values",
        "side_of",
        "sides",
        "stick_the_dealer",
        "target",
        "teammate_mask",
        "teammates",
        "trump_off_suit_ace",
        "variant_bid",
    )

    order_actions: tuple[Action, ...]
    canadian_loner_order_actions: tuple[Action, ...]
    bid_ladder: tuple[tuple[tuple[int, int], Action], ...]
    bid_calls: tuple[Action, ...]
    call_actions: tuple[tuple[tuple[Action, ...], tuple[Action, ...]], ...]
    knock_points: tuple[tuple[tuple[tuple[tuple[int, int], ...], ...], ...], ...]
    left: tuple[int, ...]
    teammates: tuple[tuple[int, ...], ...]
    teammate_mask: tuple[int, ...]
    side_of: tuple[int, ...]
    next_active: tuple[tuple[int, ...], ...]
    active_count: tuple[int, ...]
    no_tricks: tuple[int, ...]
    seat_values: tuple[Seat, ...] | tuple[Player, ...]

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._table(rules)
        self.alone_maker_may = rules.alone != "nobody"
        self.alone_by_partner = rules.alone == "maker_or_partner"
        self.alone_with_call = self.alone_maker_may and rules.alone_timing == "with_call"
        self.alone_after_call = self.alone_maker_may and rules.alone_timing == "after_call"
        self.canadian_loner = rules.canadian_loner
        self.partner_alone_after_passing = rules.partner_alone_after_passing
        self.defender_alone = rules.defender_alone
        self.defender_alone_order_maker_left = rules.defender_alone_order == "maker_left"
        self.first_lead = rules.first_lead
        self.dealer_pickup_optional = rules.dealer_pickup == "optional"
        self.discard_upcard = rules.discard_upcard
        self.natural_trump_to_order = rules.natural_trump != "not_required"
        self.natural_trump_to_name = rules.natural_trump == "to_order_or_name"
        self.stick_the_dealer = rules.stick_the_dealer
        self.renege_penalised = rules.renege == "penalise"
        self.renege_claim_trick = rules.renege_claim == "trick"
        self.renege_ends_hand = rules.renege_ends_hand
        self.renege_false_claim = rules.renege_false_claim
        self.renege_penalty = rules.renege_penalty
        self.renege_take_back = rules.renege_take_back
        self.joker_upcard = rules.joker_upcard
        self.joker_suit = int(rules.joker_suit)
        self.ace_no_face = rules.ace_no_face
        self.farmers_hand = rules.farmers_hand
        self.farmers_hand_size = rules.farmers_hand_size
        self.misdeal = rules.misdeal
        self.go_under = rules.go_under
        self.declarations = (
            self.ace_no_face
            or self.farmers_hand != "off"
            or self.misdeal != "off"
            or self.go_under != "off"
        )
        self.call_for_best = rules.call_for_best
        self.defender_call_for_best = rules.defender_call_for_best
        self.best_card_choice_partner = rules.best_card_choice == "partner"
        self.no_trump = rules.no_trump
        self.variant_bid = rules.variant == "bid"
        self.deck_double = rules.deck == 48
        self.cards_per_hand = rules.cards_per_hand
        self.bid_minimum = rules.bid_minimum
        self.bid_best = rules.bid_best
        self.bid_moon = rules.bid_moon
        self.target = rules.target
        self.fast_break = rules.fast_break
        self.four_trick_tokens = rules.four_trick_tokens
        self.num_deals = rules.num_deals
        self.trump_off_suit_ace = rules.trump_off_suit_ace
        # the hot path (state.py) knows only following suit: every other rule of trick play
        # takes the general path (engine.play)
        # and the hot path's seats are the four-seat game's (two teams, seat & 1)
        general = self.renege_penalised or self.deck_double or not self.trump_off_suit_ace
        self.play_phase = PLAY_ANY if general or not self.four else PLAY
        self._order_actions()
        self._call_actions(rules)
        self._bid_actions(rules)
        self._knock_points(rules)

    def _table(self, rules: RuleSet) -> None:
        """The table's seats (``players``, ``partnership``; :mod:`euchre.rules.table`) as the
        engine reads them: neighbours, teammates, sides, and the seat tables of its size."""
        table = rules.table
        n = rules.players
        self.players = n
        self.four = table.four
        self.left = table.left
        self.teammates = table.teammates
        self.teammate_mask = tuple(sum(1 << m for m in mates) for mates in table.teammates)
        self.side_of = table.side_of
        self.sides = table.sides
        self.all_seats = (1 << n) - 1
        self.next_active = seating.NEXT_ACTIVE_BY_PLAYERS[n]
        self.active_count = seating.ACTIVE_COUNT_BY_PLAYERS[n]
        self.no_tricks = (0,) * table.sides
        self.seat_values = SEATS if n == 4 else PLAYERS[:n]
        self.dummy = rules.dummy
        self.double_deck_tie_second = rules.double_deck_tie == "second"

    def _knock_points(self, rules: RuleSet) -> None:
        """``scoring``'s points of every Knock outcome, from :func:`scoring.hand_points`:
        ``knock_points[makers' team][North-South's tricks][alone][lone defender]`` (every
        hand's end looks its points up here)."""
        if rules.variant == "bid":  # Bid Euchre scores by scoring.bid_points instead
            self.knock_points = ()
            return
        n = rules.cards_per_hand
        self.knock_points = tuple(
            tuple(
                tuple(
                    tuple(
                        hand_points(rules, team, (ns, n - ns), alone=alone, lone_defender=lone)
                        for lone in (False, True)
                    )
                    for alone in (False, True)
                )
                for ns in range(n + 1)
            )
            for team in (0, 1)
        )

    def _order_actions(self) -> None:
        if self.alone_with_call:
            self.order_actions = (PASS, ORDER_UP, ORDER_UP_ALONE)
        else:
            self.order_actions = (PASS, ORDER_UP)
        canadian = self.canadian_loner and self.alone_with_call
        self.canadian_loner_order_actions = (
            (PASS, ORDER_UP_ALONE) if canadian else self.order_actions
        )

    def _call_actions(self, rules: RuleSet) -> None:
        calls = []
        for turned in range(4):
            names: list[Action] = []
            for suit in range(cardorder.NO_TRUMP + 1):  # the four suits, then no trump
                if suit != turned and (suit != cardorder.NO_TRUMP or rules.no_trump):
                    names.append(CALL_ACTIONS[suit][0])
                    if self.alone_with_call:
                        names.append(CALL_ACTIONS[suit][1])
            calls.append(((PASS, *names), tuple(names)))  # [turned][dealer is stuck]
        self.call_actions = tuple(calls)

    def _bid_actions(self, rules: RuleSet) -> None:
        """The bids in rising order, each with its (tricks, kind) key: a bid must exceed the
        high bid's key (``bid_minimum``, ``bid_best``, ``bid_moon``)."""
        n = rules.cards_per_hand
        ladder = [((k, BidKind.TRICKS), Action.bid(k)) for k in range(rules.bid_minimum, n)]
        if rules.bid_best:
            ladder.append(((n, BidKind.BEST), BID_BEST))
        if rules.bid_moon:
            ladder.append(((n, BidKind.MOON), BID_MOON))
        self.bid_ladder = tuple(ladder)
        bid_calls = [CALL_ACTIONS[suit][0] for suit in range(4)]
        if rules.bid_no_trump:
            bid_calls.append(CALL_ACTIONS[4][0])
        if rules.bid_low_no_trump:
            bid_calls.append(CALL_LOW_NO_TRUMP)
        self.bid_calls = tuple(bid_calls)


_COMPILED: Final[dict[RuleSet, Compiled]] = {}


def compile_rules(rules: RuleSet) -> Compiled:
    """The per-RuleSet values of ``rules`` (built once per RuleSet, then shared)."""
    compiled = _COMPILED.get(rules)
    if compiled is None:
        if len(_COMPILED) > 256:
            _COMPILED.clear()
        compiled = _COMPILED[rules] = Compiled(rules)
    return compiled


# --------------------------------------------------------------------- card actions


def held(hand: int, card: int) -> int:
    """The index of ``card`` as held: its first copy, or else its second (double deck)."""
    if hand >> card & 1 or card >= cardorder.COPY:
        return card
    return card + cardorder.COPY if hand >> (card + cardorder.COPY) & 1 else card


CHUNK_BITS: Final = 11  # the card-index mask is read in three chunks of 11 bits (bits 0-32)


def chunk_tables(table: Sequence[Action]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each of the three 11-bit chunks of a card-index mask (cards 0-10, 11-21 and
    22-32, the joker last), the actions of ``table`` for every value of the chunk, in card
    order.

    Every key exists from import time: the tables are fixed values, so nothing in them
    depends on (or reveals) a hand the engine has seen.

    >>> from euchre.actions import PLAY_ACTIONS
    >>> tables = chunk_tables(PLAY_ACTIONS)
    >>> [len(t) for t in tables], tables[0][0b110]
    ([2048, 2048, 2048], (Action('play 8c'), Action('play 9c')))
    """
    tables = []
    for low in range(0, 3 * CHUNK_BITS, CHUNK_BITS):
        values: list[tuple[Action, ...]] = [()]
        for i in range(low, low + CHUNK_BITS):  # doubling: bit i added to every value so far
            one = (table[i],)
            values += [actions + one for actions in values]
        tables.append(tuple(values))
    return tuple(tables)


# The action tuples of every card mask, chunk by chunk (see actions_of). A mask is of one
# player's cards, each index below 33 (a double-deck hand is collapsed first).
PLAY_CHUNKS: Final = chunk_tables(PLAY_ACTIONS)
DISCARD_CHUNKS: Final = chunk_tables(DISCARD_ACTIONS)
GIVE_CHUNKS: Final = chunk_tables(GIVE_ACTIONS)


def actions_of(mask: int, chunks: tuple[tuple[tuple[Action, ...], ...], ...]) -> tuple[Action, ...]:
    """The actions (play, discard or give, by ``chunks``) of the cards in ``mask``, in card
    order (clubs first, the joker last): the three chunks' tuples joined. Nothing is
    cached: no table remembers a hand.

    >>> actions_of(0b110 | 1 << 32, PLAY_CHUNKS)
    (Action('play 8c'), Action('play 9c'), Action('play Jo'))
    """
    return chunks[0][mask & 2047] + chunks[1][mask >> 11 & 2047] + chunks[2][mask >> 22]


# --------------------------------------------------------------------- the records


class Extra(NamedTuple):
    """Hand fields of the rarer rules (reneges, declarations, call for best, Bid Euchre)."""

    reneges: tuple[tuple[int, int, int, int], ...] = ()  # (seat, trick, card, led suit)
    claimed: tuple[int, ...] = ()  # indices into reneges proven by a claim
    claims_made: tuple[tuple[int, int], ...] = ()  # (claimant, trick) pairs
    adjust: tuple[int, int] = (0, 0)  # penalty points of this hand so far
    offender: int = -1  # the seat whose renege was proven
    declared: int = 0  # seats that declared a farmer's hand this hand
    best_done: bool = False  # call for best done
    best_received: int = -1  # call for best: the card the lone player received
    bid_level: int = 0  # Bid Euchre: the high bid's number of tricks (maker >= 0: a bid)
    bid_kind: BidKind = BidKind.TRICKS  # the high bid's kind
    dummy: int = 0  # the dummy's cards (``dummy``) until the maker takes them
    far: tuple[int, int] = (0, 0)  # the hands of seats 4 and 5 (see hand_of)
    far_won: tuple[int, int, int, int] = (0, 0, 0, 0)  # tricks of sides 2-5 (see tricks_of)


EXTRA: Final = Extra()


#: The fields of a :class:`Hand` after its rules ``c``: what a state's key compares.
HAND_FIELDS: Final = (
    "active",
    "alone",
    "deal",
    "dealer",
    "defender",
    "disc",
    "hand_no",
    "kitty",
    "maker",
    "passes",
    "past",
    "picked",
    "queue",
    "results",
    "scores",
    "seed",
    "stage",
    "trump",
    "upcard",
    "upsuit",
    "x",
)


class Hand:
    """Game- and hand-level fields that change rarely (at most during the bidding).

    Mutable only while a transition builds it; once a State refers to it, it is never
    changed again (transitions copy it first with :meth:`copy`).
    """

    __slots__ = ("c", *HAND_FIELDS)

    c: Compiled
    seed: int | str | None
    dealer: int
    hand_no: int
    deal: Deal | None
    upcard: int
    kitty: int
    picked: bool
    trump: int  # cardorder's trump index: 0-3 a suit, NO_TRUMP, LOW_NO_TRUMP; -1 not yet
    maker: int
    alone: int
    defender: int
    passes: int
    queue: tuple[int, ...]  # who is still to be asked about going alone
    stage: int  # ASK_MAKERS or ASK_DEFENDERS: whose going alone is being asked
    active: int  # a bit mask of the seats in play (4 bits at four seats)
    scores: tuple[int, ...]  # by side
    past: tuple[tuple[Any, ...], ...]  # linked histories of the finished hands
    results: tuple[HandResult, ...]
    upsuit: int  # the suit the upcard stands for in bidding (a named or fixed suit for the joker)
    disc: tuple[int, int, AfterDiscard]  # discarding seat, discards left, what follows
    x: Extra  # fields of the rarer rules, kept apart so that most steps copy less

    def copy(self) -> Hand:
        # field by field: every bidding step copies the record, and this is the fastest way
        h = Hand()
        h.c = self.c
        h.seed = self.seed
        h.dealer = self.dealer
        h.hand_no = self.hand_no
        h.deal = self.deal
        h.upcard = self.upcard
        h.kitty = self.kitty
        h.picked = self.picked
        h.trump = self.trump
        h.maker = self.maker
        h.alone = self.alone
        h.defender = self.defender
        h.passes = self.passes
        h.queue = self.queue
        h.stage = self.stage
        h.active = self.active
        h.scores = self.scores
        h.past = self.past
        h.results = self.results
        h.upsuit = self.upsuit
        h.disc = self.disc
        h.x = self.x
        return h

    def clear(self) -> None:
        """Reset the per-hand fields for a new hand."""
        self.deal = None
        self.upcard = -1
        self.kitty = 0
        self.picked = False
        self.trump = -1
        self.maker = -1
        self.alone = -1
        self.defender = -1
        self.passes = 0
        self.queue = ()
        self.stage = ASK_MAKERS
        self.active = self.c.all_seats
        self.upsuit = -1
        self.disc = NO_DISCARD
        self.x = EXTRA

    def key(self) -> tuple[Any, ...]:
        return (self.c.rules,) + tuple(getattr(self, name) for name in HAND_FIELDS)


NO_DISCARD: Final = (-1, 0, AfterDiscard.PICKUP)

SLOTS: Final = (
    "_h",
    "_phase",
    "_to_act",
    "_hands",
    "_leader",
    "_led",
    "_trick",
    "_best",
    "_bestp",
    "_won",
    "_tricks",
    "_hist",
    "_legal",
    "_hash",
)
VALUE_SLOTS: Final = SLOTS[1:-2]


class Base:
    """The fields of a state: the shared hand record and the per-step values."""

    __slots__ = SLOTS

    _h: Hand
    _phase: int
    _to_act: int
    _hands: Four  # the cards (masks) of seats 0-3; seats 4 and 5: _h.x.far (see hand_of)
    _leader: int
    _led: int
    _trick: tuple[int, ...]
    _best: int
    _bestp: int
    _won: tuple[int, int]  # the tricks of sides 0 and 1 this hand; sides 2-5: _h.x.far_won
    _tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    _hist: tuple[Any, ...]  # a linked list of this hand's history: see unlink
    _legal: tuple[Action, ...] | None
    _hash: int | None


class Builder(Base):
    """A state under construction (mutable); :mod:`euchre.state` freezes it into a State."""

    __slots__ = ()


def copy_state(s: Base, b: Builder) -> Builder:
    """``b`` (a blank builder) given the same values as ``s`` (the hand record shared, not
    copied)."""
    b._h = s._h
    b._phase = s._phase
    b._to_act = s._to_act
    b._hands = s._hands
    b._leader = s._leader
    b._led = s._led
    b._trick = s._trick
    b._best = s._best
    b._bestp = s._bestp
    b._won = s._won
    b._tricks = s._tricks
    b._hist = s._hist
    b._legal = None
    b._hash = None
    return b


def unlink(hist: tuple[Any, ...]) -> tuple[Deal | Action, ...]:
    """The items of a linked history, oldest first.

    A hand's history is a linked list, newest first: ``((), deal)`` for the deal, then
    ``(previous, action, seat)`` for each action, with the seat that took it (so that who
    did what is known without a replay: :func:`actors`).

    >>> unlink(((((), "deal"), "pass", 1), "order up", 2))
    ('deal', 'pass', 'order up')
    """
    out = []
    while hist:
        out.append(hist[1])
        hist = hist[0]
    out.reverse()
    return tuple(out)


def actors(hist: tuple[Any, ...]) -> list[tuple[int, Action]]:
    """The actions of a linked history (see :func:`unlink`) with the seat that took each,
    oldest first.

    >>> actors(((((), "deal"), "pass", 1), "order up", 2))
    [(1, 'pass'), (2, 'order up')]
    """
    out = []
    while len(hist) == ACTION_LINK:
        hist, action, seat = hist
        out.append((seat, action))
    out.reverse()
    return out


ACTION_LINK: Final = 3  # (previous, action, seat); the deal's link is ((), deal)


def hand_of(s: Base, seat: int) -> int:
    """The cards (a mask) ``seat`` holds: seats 0-3 in the state's ``_hands``, seats 4 and
    5 (five- and six-handed tables) in the hand record's ``x.far`` (why: :data:`~euchre.
    engine.seating.MAX_SEATS`).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.SIX_HANDED, seed=1)
    >>> hand_of(s, 5).bit_count() == len(s.hands[5]) == 5
    True
    """
    if seat < 4:
        return seating.at_four(s._hands, seat)
    return s._h.x.far[seat - 4]


def hands_of(s: Base) -> tuple[int, ...]:
    """Every seat's cards (masks), one per seat of the table (see :func:`hand_of`)."""
    n = s._h.c.players
    if n > 4:
        return (*s._hands, *s._h.x.far[: n - 4])
    return s._hands[:n]


def tricks_of(s: Base) -> tuple[int, ...]:
    """The tricks each side has won this hand, one number per side: sides 0 and 1 in the
    state's ``_won`` (the four-seat game's two teams, as the hot path keeps them), sides 2
    to 5 (players each for themselves) in the hand record's ``x.far_won``.

    >>> import euchre
    >>> tricks_of(euchre.new_game(euchre.presets.CUTTHROAT, seed=1))
    (0, 0, 0)
    """
    sides = s._h.c.sides
    if sides == 2:
        return s._won
    return (*s._won, *s._h.x.far_won[: sides - 2])


def count_trick(b: Builder, side: int) -> None:
    """One more trick for ``side`` (see :func:`tricks_of` for where it is kept)."""
    if side < 2:
        won = b._won
        b._won = (won[0] + 1, won[1]) if side == 0 else (won[0], won[1] + 1)
        return
    h = b._h
    far = list(h.x.far_won)
    far[side - 2] += 1
    h.x = h.x._replace(far_won=(far[0], far[1], far[2], far[3]))


def toggle_hand(b: Builder, seat: int, mask: int) -> None:
    """``seat`` gains the cards of ``mask`` it does not hold, or loses those it holds (every
    move of a card is one or the other; see :func:`hand_of` for where the hand is kept)."""
    if seat < 4:  # constant indices, as seating.toggle (the hot path's own copy is inline)
        a, b1, c, d = b._hands
        if seat < 2:
            b._hands = (a ^ mask, b1, c, d) if seat == 0 else (a, b1 ^ mask, c, d)
        else:
            b._hands = (a, b1, c ^ mask, d) if seat == 2 else (a, b1, c, d ^ mask)
        return
    h = b._h
    far = h.x.far
    h.x = h.x._replace(far=(far[0] ^ mask, far[1]) if seat == 4 else (far[0], far[1] ^ mask))


def deal_hands(b: Builder, masks: tuple[int, ...]) -> None:
    """The dealt hands (``masks``, one per seat) into the state being built (after the hand
    record is cleared: :func:`~euchre.engine.ending.clear_hand`)."""
    if len(masks) == 4:
        b._hands = (masks[0], masks[1], masks[2], masks[3])
        return
    held = masks + (0,) * (seating.MAX_SEATS - len(masks))
    b._hands = (held[0], held[1], held[2], held[3])
    if len(masks) > 4:
        b._h.x = b._h.x._replace(far=(held[4], held[5]))


def move_card(b: Builder, giver: int, taker: int, card: int) -> None:
    """Move ``card`` (an index as held) from ``giver``'s hand to ``taker``'s."""
    bit = 1 << card
    toggle_hand(b, giver, bit)
    toggle_hand(b, taker, bit)
