"""The game state: an immutable value, and the pure transitions between states.

>>> import euchre
>>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=7)
>>> state.phase, state.to_act is not None
(<Phase.ORDER: 'order'>, True)
>>> after = state.apply("pass")
>>> after.to_act == state.to_act.left, state.phase   # the input state never changes
(True, <Phase.ORDER: 'order'>)
"""

from __future__ import annotations

import enum
import random
import secrets
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import attrs

from euchre.actions import (
    _CALL,
    _CLAIM,
    _DISCARD,
    _GIVE,
    _PLAY,
    BID_BEST,
    BID_MOON,
    CALL_LOW_NO_TRUMP,
    DECLARE_ACE_NO_FACE,
    DECLARE_FARMER,
    GO_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PICK_UP,
    Action,
    ActionKind,
    parse_action,
)
from euchre.cards import _BY_INDEX, _SEATS, Card, Score, Seat, Suit, Team, cards_from_mask
from euchre.deal import Deal, _shuffled
from euchre.engine import cardorder, scoring
from euchre.engine.alone import ACTIVE_COUNT, NEXT_ACTIVE, first_leader
from euchre.errors import IllegalActionError, Reason
from euchre.rules import RuleSet

if TYPE_CHECKING:
    from euchre.views import View

__all__ = [
    "Explanation",
    "HandResult",
    "Phase",
    "State",
    "Trick",
    "apply",
    "apply_deal",
    "explain",
    "is_legal",
    "legal_actions",
    "new_game",
]

ActionLike = Action | str

# Phase codes (internal ints; the public face is Phase).
DEAL, ORDER, PICKUP, DISCARD, CALL, ALONE, PLAY, OVER, JOKER, CLAIM, PLAY_R = range(11)
BID, TRUMP, EXCHANGE = range(11, 14)
# PLAY_R is trick play on the general path (reneges allowed, or the double deck): the same
# public phase, kept apart so that the common case (PLAY) is checked with one comparison.
_SUITS = tuple(Suit)
_tuple_new = tuple.__new__


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
    EXCHANGE = "exchange"  #: Bid Euchre, call for best: the partner's best card, one back


_PHASES = (*tuple(Phase)[:10], Phase.PLAY, Phase.BID, Phase.TRUMP, Phase.EXCHANGE)


class Trick(NamedTuple):
    """One trick: who led, the cards played in order, and who won (None while in progress).

    >>> import euchre
    >>> t = euchre.Trick(leader=euchre.Seat.EAST, plays=((euchre.Seat.EAST, euchre.parse_card("9c")),), winner=None)
    >>> t.cards
    (Card('9c'),)
    """

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)


class HandResult(NamedTuple):
    """How one hand ended: trump, makers, lone players, tricks and points by team.

    ``trump`` is None for a thrown-in hand and for no trump (``no_trump`` True);
    ``declared`` names a declaration that threw the hand in (``"ace no face"``, ``"farmer"``,
    ``"joker upcard"``); ``renege`` is the seat whose renege was proven, if any.

    >>> import euchre
    >>> r = euchre.HandResult(number=0, dealer=euchre.Seat.NORTH, trump=None, maker=None,
    ...     alone=None, lone_defender=None, tricks=euchre.Score(0, 0),
    ...     points=euchre.Score(0, 0), thrown_in=True)
    >>> r.thrown_in
    True
    """

    number: int
    dealer: Seat
    trump: Suit | None
    maker: Seat | None
    alone: Seat | None
    lone_defender: Seat | None
    tricks: Score
    points: Score
    thrown_in: bool
    no_trump: bool = False
    declared: str | None = None
    renege: Seat | None = None
    bid: str | None = None


class Renege(NamedTuple):
    """A play that did not follow suit when the player could (allowed when penalised).

    >>> import euchre
    >>> euchre.Renege(euchre.Seat.EAST, 2, euchre.parse_card("9h"), euchre.Suit.SPADES).trick
    2
    """

    seat: Seat
    trick: int
    card: Card
    led: Suit | None


@attrs.frozen
class Explanation:
    """Whether an action is legal, and why, citing the rule.

    ``str(explanation)`` is the sentence.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> e = state.explain("play 9c")
    >>> e.legal, e.reason
    (False, <Reason.WRONG_PHASE: 'wrong_phase'>)
    """

    legal: bool
    reason: Reason | None
    message: str

    def __str__(self) -> str:
        return self.message

    def __bool__(self) -> bool:
        return self.legal


class _Compiled:
    """Per-RuleSet precomputation shared by every state of a game."""

    __slots__ = (
        "ace_no_face",
        "after_call",
        "alone_with_call",
        "bid",
        "bid_calls",
        "bid_ladder",
        "call_actions",
        "call_for_best",
        "canadian",
        "claim_trick",
        "declarations",
        "defender_alone",
        "defender_order_maker",
        "double",
        "ends_hand",
        "false_claim",
        "farmers",
        "farmers_size",
        "first_lead",
        "joker_suit",
        "joker_upcard",
        "maker_may",
        "may_partner",
        "num_deals",
        "optional_pickup",
        "order_actions",
        "order_actions_canadian",
        "penalise",
        "play_phase",
        "renege_penalty",
        "renege_points",
        "renege_points_alone",
        "rules",
        "same_dealer",
        "scoring",
        "stick",
        "target",
        "tricks",
        "upcard_discard",
        "win_by_two",
    )

    order_actions: tuple[Action, ...]
    order_actions_canadian: tuple[Action, ...]
    bid_ladder: tuple[tuple[int, Action], ...]
    bid_calls: tuple[Action, ...]
    call_actions: tuple[tuple[tuple[Action, ...], tuple[Action, ...]], ...]

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.maker_may = rules.alone != "nobody"
        self.may_partner = rules.alone == "maker_or_partner"
        self.alone_with_call = self.maker_may and rules.alone_timing == "with_call"
        self.after_call = self.maker_may and rules.alone_timing == "after_call"
        self.canadian = rules.canadian_loner
        self.defender_alone = rules.defender_alone
        self.defender_order_maker = rules.defender_alone_order == "maker_left"
        self.first_lead = rules.first_lead
        self.optional_pickup = rules.dealer_pickup == "optional"
        self.upcard_discard = rules.discard_upcard
        self.stick = rules.stick_the_dealer
        self.same_dealer = rules.all_pass == "same_dealer"
        self.scoring = rules.scoring
        self.target = rules.target
        self.win_by_two = rules.win_by_two
        if self.alone_with_call:
            self.order_actions = (PASS, ORDER_UP, ORDER_UP_ALONE)
            self.order_actions_canadian = (
                (PASS, ORDER_UP_ALONE) if self.canadian else self.order_actions
            )
        else:
            self.order_actions = (PASS, ORDER_UP)
            self.order_actions_canadian = self.order_actions
        self.penalise = rules.renege == "penalise"
        self.claim_trick = rules.renege_claim == "trick"
        self.renege_penalty = rules.renege_penalty
        self.renege_points = rules.renege_points
        self.renege_points_alone = rules.renege_points_alone
        self.ends_hand = rules.renege_ends_hand
        self.false_claim = rules.renege_false_claim
        self.joker_upcard = rules.joker_upcard
        self.joker_suit = int(rules.joker_suit)
        self.ace_no_face = rules.ace_no_face
        self.farmers = rules.farmers_hand
        self.farmers_size = rules.farmers_hand_size
        self.declarations = self.ace_no_face or self.farmers != "off"
        self.call_for_best = rules.call_for_best
        self.num_deals = rules.num_deals
        self.bid = rules.variant == "bid"
        self.double = rules.deck == 48
        self.tricks = rules.cards_per_hand
        self.play_phase = PLAY_R if (self.penalise or self.double) else PLAY
        n = rules.cards_per_hand
        ladder = [(4 * k, Action.bid(k)) for k in range(rules.bid_minimum, n)]
        if rules.bid_best:
            ladder.append((4 * n + 1, BID_BEST))
        if rules.bid_moon:
            ladder.append((4 * n + 2, BID_MOON))
        self.bid_ladder = tuple(ladder)
        bid_calls = [_CALL[suit][0] for suit in range(4)]
        if rules.bid_no_trump:
            bid_calls.append(_CALL[4][0])
        if rules.bid_low_no_trump:
            bid_calls.append(CALL_LOW_NO_TRUMP)
        self.bid_calls = tuple(bid_calls)
        calls = []
        for turned in range(4):
            names: list[Action] = []
            for suit in range(5):
                if suit != turned and (suit < 4 or rules.no_trump):
                    names.append(_CALL[suit][0])
                    if self.alone_with_call:
                        names.append(_CALL[suit][1])
            calls.append(((PASS, *names), tuple(names)))  # [turned][dealer is stuck]
        self.call_actions = tuple(calls)


_COMPILED: dict[RuleSet, _Compiled] = {}


def _compile(rules: RuleSet) -> _Compiled:
    compiled = _COMPILED.get(rules)
    if compiled is None:
        if len(_COMPILED) > 256:
            _COMPILED.clear()
        compiled = _COMPILED[rules] = _Compiled(rules)
    return compiled


_PLAY_CACHE: dict[int, tuple[Action, ...]] = {}
_DISCARD_CACHE: dict[int, tuple[Action, ...]] = {}
_GIVE_CACHE: dict[int, tuple[Action, ...]] = {}


def _first_copy(card: int) -> int:
    return card - cardorder.COPY if card >= cardorder.COPY else card


def _held(hand: int, card: int) -> int:
    """The index of ``card`` as held: its first copy, or else its second (double deck)."""
    if hand >> card & 1 or card >= cardorder.COPY:
        return card
    return card + cardorder.COPY if hand >> (card + cardorder.COPY) & 1 else card


def _by_suit_byte(table: Sequence[Action]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions of every 8-bit pattern of that suit's cards (and, fifth,
    of the joker's bit)."""
    return tuple(
        tuple(tuple(table[suit * 8 + i] for i in range(8) if byte >> i & 1) for byte in range(256))
        for suit in range(4)
    ) + (((), (table[32],)),)


_PLAY_BYTES = _by_suit_byte(_PLAY)
_DISCARD_BYTES = _by_suit_byte(_DISCARD)
_GIVE_BYTES = _by_suit_byte(_GIVE)


def _actions_of(
    mask: int,
    cache: dict[int, tuple[Action, ...]],
    parts: tuple[tuple[tuple[Action, ...], ...], ...],
) -> tuple[Action, ...]:
    actions = cache.get(mask)
    if actions is None:
        actions = (
            parts[0][mask & 255]
            + parts[1][mask >> 8 & 255]
            + parts[2][mask >> 16 & 255]
            + parts[3][mask >> 24 & 255]
            + parts[4][mask >> 32]
        )
        if len(cache) < 500_000:
            cache[mask] = actions
    return actions


class _Extra(NamedTuple):
    """Hand fields of the rarer rules (reneges, declarations, call for best, Bid Euchre)."""

    reneges: tuple[tuple[int, int, int, int], ...] = ()  # (seat, trick, card, led suit)
    claimed: tuple[int, ...] = ()  # indices into reneges proven by a claim
    claims_made: tuple[tuple[int, int], ...] = ()  # (claimant, trick) pairs
    adjust: tuple[int, int] = (0, 0)  # penalty points of this hand so far
    offender: int = -1  # the seat whose renege was proven
    declared: int = 0  # seats that declared a farmer's hand this hand
    best_done: bool = False  # call for best done
    high: int = -1  # Bid Euchre: the rank of the high bid (-1: none yet)
    bid_level: int = 0  # the high bid's number of tricks
    bid_kind: int = 0  # 0 a number of tricks, 1 call for best, 2 shoot the moon


_EXTRA = _Extra()


class _Hand:
    """Game- and hand-level fields that change rarely (at most during the bidding).

    Private and mutable only while a transition builds it; once a State refers to it, it
    is never changed again (transitions copy it first with :meth:`copy`).
    """

    __slots__ = (
        "active",
        "alone",
        "c",
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

    c: _Compiled
    seed: int | str | None
    dealer: int
    hand_no: int
    deal: Deal | None
    upcard: int
    kitty: int
    picked: bool
    trump: int
    maker: int
    alone: int
    defender: int
    passes: int
    queue: tuple[int, ...]
    stage: int
    active: int
    scores: tuple[int, int]
    past: tuple[tuple[Any, ...], ...]  # linked histories of the finished hands
    results: tuple[HandResult, ...]
    upsuit: int  # the suit the upcard stands for in bidding (a named or fixed suit for the joker)
    disc: tuple[int, int, int]  # discarding seat, discards left, what follows
    x: _Extra  # fields of the rarer rules, kept apart so that most steps copy less

    def copy(self) -> _Hand:
        h = _new(_Hand)
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
        self.stage = 0
        self.active = 15
        self.upsuit = -1
        self.disc = (-1, 0, 0)
        self.x = _EXTRA

    def key(self) -> tuple[Any, ...]:
        return (self.c.rules,) + tuple(getattr(self, name) for name in _HAND_FIELDS)


_HAND_FIELDS = tuple(name for name in _Hand.__slots__ if name != "c")

_SLOTS = (
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
_VALUE_SLOTS = _SLOTS[1:-2]


class _Base:
    __slots__ = _SLOTS

    _h: _Hand
    _phase: int
    _to_act: int
    _hands: tuple[int, int, int, int]
    _leader: int
    _led: int
    _trick: tuple[int, ...]
    _best: int
    _bestp: int
    _won: tuple[int, int]
    _tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    _hist: tuple[Any, ...]  # (previous, item) pairs: a linked list of this hand's history
    _legal: tuple[Action, ...] | None
    _hash: int | None


class _Builder(_Base):
    """A state under construction (mutable); turned into a State when done."""

    __slots__ = ()


_new = object.__new__


def _copy(s: _Base) -> _Builder:
    b: _Builder = _new(_Builder)
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


def _freeze(b: _Builder) -> State:
    b.__class__ = State  # type: ignore[assignment]
    return b  # type: ignore[return-value]


def _unlink(hist: tuple[Any, ...]) -> tuple[Deal | Action, ...]:
    """The items of a linked history, oldest first."""
    out = []
    while hist:
        hist, item = hist
        out.append(item)
    out.reverse()
    return tuple(out)


_set_legal = _Base.__dict__["_legal"].__set__
_set_hash = _Base.__dict__["_hash"].__set__


class State(_Base):
    """An immutable game state. Build one with :func:`new_game`; move on with :meth:`apply`.

    States are values: equal when everything about the game so far is equal, hashable, and
    never changed by any operation.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3)
    >>> s == euchre.new_game(euchre.presets.STANDARD, seed=3), len({s, s.apply("pass")})
    (True, 2)
    """

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"states are immutable: use apply() instead of setting {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("states are immutable")

    def __copy__(self) -> State:
        return self

    def __deepcopy__(self, memo: object) -> State:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self._h.key(), tuple(getattr(self, name) for name in _VALUE_SLOTS)))

    def _key(self) -> tuple[Any, ...]:
        return (self._h.key(),) + tuple(getattr(self, name) for name in _VALUE_SLOTS)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, State):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(self._key())
            _set_hash(self, h)
        return h

    # ----------------------------------------------------------------- public properties

    @property
    def rules(self) -> RuleSet:
        """The RuleSet of this game."""
        return self._h.c.rules

    @property
    def seed(self) -> int | str | None:
        """The seed the deals come from (None when deals are supplied by the caller)."""
        return self._h.seed

    @property
    def phase(self) -> Phase:
        """What the game waits for (a :class:`Phase`)."""
        return _PHASES[self._phase]

    @property
    def to_act(self) -> Seat | None:
        """The seat to act, or None (waiting for a deal, or game over)."""
        return None if self._to_act < 0 else _SEATS[self._to_act]

    @property
    def dealer(self) -> Seat:
        """The dealer of the current hand."""
        return _SEATS[self._h.dealer]

    @property
    def hand_number(self) -> int:
        """How many deals came before this hand (thrown-in hands count)."""
        return self._h.hand_no

    @property
    def deal(self) -> Deal | None:
        """The current hand's deal (None while waiting for one)."""
        return self._h.deal

    @property
    def upcard(self) -> Card | None:
        """The card turned up in this hand."""
        return None if self._h.upcard < 0 else _BY_INDEX[self._h.upcard]

    @property
    def turned_down(self) -> Suit | None:
        """The suit turned down when all passed round 1 (None otherwise)."""
        if self._h.passes >= 4 and self._h.upsuit >= 0:
            return _SUITS[self._h.upsuit]
        return None

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once fixed (None before, and in a no-trump hand)."""
        trump = self._h.trump
        return _SUITS[trump] if 0 <= trump < 4 else None

    @property
    def no_trump(self) -> bool:
        """True when no trump was called (``no_trump`` rules; high or low no trump in Bid)."""
        return self._h.trump >= cardorder.NO_TRUMP

    @property
    def low_no_trump(self) -> bool:
        """True when low no trump was called (Bid Euchre knob ``bid_low_no_trump``)."""
        return self._h.trump == cardorder.LOW_NO_TRUMP

    @property
    def bid(self) -> Action | None:
        """Bid Euchre: the high bid so far (None before any bid, and in Knock Euchre)."""
        h = self._h
        if not h.c.bid or h.x.high < 0:
            return None
        return (BID_BEST, BID_MOON)[h.x.bid_kind - 1] if h.x.bid_kind else Action.bid(h.x.bid_level)

    @property
    def upcard_suit(self) -> Suit | None:
        """The suit the upcard stands for in bidding (for a turned-up joker, the named or
        fixed suit; None while the dealer has still to name it)."""
        return _SUITS[self._h.upsuit] if self._h.upsuit >= 0 else None

    @property
    def reneges(self) -> tuple[Renege, ...]:
        """Every renege of this hand so far (only with ``renege="penalise"``)."""
        return tuple(
            Renege(_SEATS[seat], trick, _BY_INDEX[card], _SUITS[led] if led < 4 else None)
            for seat, trick, card, led in self._h.x.reneges
        )

    @property
    def maker(self) -> Seat | None:
        """The player who ordered up or named trump."""
        return None if self._h.maker < 0 else _SEATS[self._h.maker]

    @property
    def makers(self) -> Team | None:
        """The team that chose trump."""
        return None if self._h.maker < 0 else Team(self._h.maker & 1)

    @property
    def alone(self) -> Seat | None:
        """The maker-side player going alone, if any."""
        return None if self._h.alone < 0 else _SEATS[self._h.alone]

    @property
    def lone_defender(self) -> Seat | None:
        """The defender going alone, if any."""
        return None if self._h.defender < 0 else _SEATS[self._h.defender]

    @property
    def sitting_out(self) -> tuple[Seat, ...]:
        """Seats whose partner went alone: their cards are out of play."""
        return tuple(seat for seat in Seat if not self._h.active >> seat & 1)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands by seat (North, East, South, West), each sorted."""
        return tuple(cards_from_mask(mask) for mask in self._hands)

    @property
    def kitty(self) -> tuple[Card, ...]:
        """Cards out of play face down: the undealt cards, the discard, a left upcard."""
        return cards_from_mask(self._h.kitty)

    @property
    def dealer_took_upcard(self) -> bool:
        """True once the dealer has picked up the upcard this hand."""
        return self._h.picked

    @property
    def current_trick(self) -> Trick | None:
        """The trick in progress (None between tricks and outside play)."""
        if not self._trick:
            return None
        return self._make_trick(self._leader, self._trick, -1)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order."""
        return tuple(self._make_trick(*raw) for raw in self._tricks)

    def _make_trick(self, leader: int, cards: tuple[int, ...], winner: int) -> Trick:
        plays = []
        seat = leader
        for card in cards:
            plays.append((_SEATS[seat], _BY_INDEX[card]))
            seat = NEXT_ACTIVE[self._h.active][seat]
        return Trick(
            leader=_SEATS[leader], plays=tuple(plays), winner=None if winner < 0 else _SEATS[winner]
        )

    @property
    def tricks_won(self) -> Score:
        """Tricks taken this hand by each team."""
        return Score(*self._won)

    @property
    def scores(self) -> Score:
        """The match score: ``[0]`` North-South, ``[1]`` East-West."""
        return Score(*self._h.scores)

    @property
    def is_over(self) -> bool:
        """True once a team has won the game."""
        return self._phase == OVER

    @property
    def winner(self) -> Team | None:
        """The winning team, once the game is over (None for a draw after ``num_deals``)."""
        if self._phase != OVER:
            return None
        ns, ew = self._h.scores
        if ns == ew:
            return None  # a fixed number of deals can end level: a draw
        return Team.NORTH_SOUTH if ns > ew else Team.EAST_WEST

    @property
    def history(self) -> tuple[Deal | Action, ...]:
        """Every deal and action of the game so far, in order."""
        out: list[Deal | Action] = []
        for hand in self._h.past:
            out.extend(_unlink(hand))
        out.extend(_unlink(self._hist))
        return tuple(out)

    @property
    def hand_history(self) -> tuple[Deal | Action, ...]:
        """The deal and actions of the current hand."""
        return _unlink(self._hist)

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The results of the finished hands, in order."""
        return self._h.results

    # ----------------------------------------------------------------- operations

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the player to act may take, in a fixed order.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1).legal_actions()
        (Action('pass'), Action('order up'), Action('order up alone'))
        """
        legal = self._legal
        if legal is None:
            if self._phase == PLAY:
                hand = self._hands[self._to_act]
                if self._trick:
                    follow = hand & _SUIT_MASK[self._h.trump][self._led]
                    if follow:
                        hand = follow
                legal = _PLAY_CACHE.get(hand) or _actions_of(hand, _PLAY_CACHE, _PLAY_BYTES)
            else:
                legal = _legal(self)
            _set_legal(self, legal)
        return legal

    def is_legal(self, action: ActionLike) -> bool:
        """Whether the action is legal here (text that cannot be read is not).

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> s.is_legal("pass"), s.is_legal("play 9c"), s.is_legal("nonsense")
        (True, False, False)
        """
        try:
            action = parse_action(action)
        except ValueError:
            return False
        return action in self.legal_actions()

    def explain(self, action: ActionLike) -> Explanation:
        """Why the action is legal or illegal here, citing the rule.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> print(s.explain("call hearts").message)  # doctest: +ELLIPSIS
        call hearts is not legal now: ...
        """
        from euchre._explain import explain as _explain

        return _explain(self, parse_action(action))

    def apply(self, action: ActionLike) -> State:
        """The state after the player to act takes ``action`` (an Action or its text).

        Raises :class:`~euchre.IllegalActionError` (with ``.reason``) for an illegal action;
        this state is never changed.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> s.apply("order up").phase
        <Phase.DISCARD: 'discard'>
        """
        act = action if action.__class__ is Action else parse_action(action)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if act not in legal:
            from euchre._explain import explain as _explain

            why = _explain(self, act)
            raise IllegalActionError(why.message, why.reason or Reason.WRONG_PHASE, act)
        if self._phase != PLAY:
            return _apply(self, act)
        # The hot path, inlined: one card played.
        b: _Builder = _new(_Builder)
        h = b._h = self._h
        b._phase = PLAY
        b._legal = None
        b._hash = None
        b._hist = (self._hist, act)
        p = self._to_act
        card = act.card.index  # type: ignore[union-attr]
        h0, h1, h2, h3 = self._hands
        bit = 1 << card
        if p == 0:
            b._hands = (h0 ^ bit, h1, h2, h3)
        elif p == 1:
            b._hands = (h0, h1 ^ bit, h2, h3)
        elif p == 2:
            b._hands = (h0, h1, h2 ^ bit, h3)
        else:
            b._hands = (h0, h1, h2, h3 ^ bit)
        b._won = won = self._won
        b._tricks = self._tricks
        trump = h.trump
        trick = self._trick
        if trick:
            led = b._led = self._led
            leader = b._leader = self._leader
            best = self._best
            bestp = self._bestp
            power = _POWER[trump][led][card]
            if power > bestp:
                best = p
                bestp = power
            trick = trick + (card,)
        else:
            led = b._led = _EFFECTIVE[trump][card]
            leader = b._leader = p
            best = p
            bestp = _POWER[trump][led][card]
            trick = (card,)
        active = h.active
        if len(trick) == _COUNT[active]:
            b._won = won = (won[0] + 1, won[1]) if best & 1 == 0 else (won[0], won[1] + 1)
            b._tricks = self._tricks + ((leader, trick, best),)
            b._trick = ()
            b._best = -1
            b._bestp = 0
            if won[0] + won[1] == h.c.tricks:
                b._to_act = -1
                b._h = h = h.copy()
                _score_hand(b, h)
            else:
                b._to_act = best
                b._leader = best
                b._led = -1
        else:
            b._trick = trick
            b._best = best
            b._bestp = bestp
            b._to_act = _NEXT[active][p]
        b.__class__ = State  # type: ignore[assignment]
        return b  # type: ignore[return-value]

    def apply_deal(self, deal: Deal) -> State:
        """Start the current hand with this deal.

        Allowed while the game waits for a deal (phase DEAL), or to replace the seeded deal
        of a hand before anyone has acted in it (for replays and duplicate play).

        >>> import euchre
        >>> rules = euchre.presets.STANDARD
        >>> s = euchre.new_game(rules, seed=5)
        >>> d = euchre.Deal.random(rules, seed=99)
        >>> s.apply_deal(d).deal == d
        True
        """
        return _apply_deal(self, deal)

    def view(self, seat: Seat | int) -> View:
        """What the player at ``seat`` may know: own hand, public actions, upcard, tricks,
        scores (see :mod:`euchre.views`). No other player's card is reachable from it.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3)
        >>> s.view(euchre.Seat.EAST).hand == s.hands[euchre.Seat.EAST]
        True
        """
        from euchre.views import view

        return view(self, seat)

    # ----------------------------------------------------------------- display

    def apply_all(self, actions: str | Iterable[ActionLike | Deal]) -> State:
        """Apply actions in order (a string is split at ``;``); a :class:`Deal` among them
        starts the next hand (:meth:`apply_deal`). This state never changes.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> s.apply_all("pass; pass").to_act == s.to_act.left.left
        True
        """
        items: Iterable[ActionLike | Deal]
        items = (
            [part for part in actions.split(";") if part.strip()]
            if isinstance(actions, str)
            else actions
        )
        state = self
        for item in items:
            state = state.apply_deal(item) if isinstance(item, Deal) else state.apply(item)
        return state

    def summary(self) -> str:
        """One line: hand, phase, who acts, dealer, score.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=0).summary()
        'hand 1, order, East to act, dealer North, score 0-0'
        """
        to_act = f"{self.to_act} to act" if self._to_act >= 0 else "nobody to act"
        return (
            f"hand {self._h.hand_no + 1}, {self.phase.value}, {to_act}, dealer {self.dealer}, "
            f"score {self._h.scores[0]}-{self._h.scores[1]}"
        )

    def __repr__(self) -> str:
        """Python that rebuilds this state exactly: the game's start and its history.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=0).apply("pass")
        >>> s
        euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=euchre.Seat.NORTH).apply_all('pass')
        >>> eval(repr(s)) == s
        True
        """
        h = self._h
        history = self.history
        rules = h.c.rules
        first = h.results[0].dealer if h.results else _SEATS[h.dealer]
        items: list[Deal | Action] = []
        hand = -1
        dealer = int(first)
        seeded = h.seed is not None
        for item in history:
            if isinstance(item, Deal):
                hand += 1
                if hand > 0:  # who dealt this hand
                    result = h.results[hand - 1]
                    dealer = scoring.next_dealer(
                        rules, int(result.dealer), result.thrown_in, result.declared
                    )
                if seeded and item == _seeded_deal(rules, h.seed, hand, dealer):  # type: ignore[arg-type]
                    continue
                if hand == 0 and not seeded:
                    continue  # given to new_game
            items.append(item)
        start = f"euchre.new_game({rules!r}, "
        if seeded:
            start += f"seed={h.seed!r}, "
        else:
            first_deal = next(item for item in history if isinstance(item, Deal))
            start += f"deal=euchre.{first_deal!r}, "
        start += f"dealer=euchre.Seat.{first.name})"
        if not items:
            return start
        if all(isinstance(item, Action) for item in items):
            return start + f".apply_all({'; '.join(str(a) for a in items)!r})"
        parts = ", ".join(
            f"euchre.{item!r}" if isinstance(item, Deal) else repr(str(item)) for item in items
        )
        return start + f".apply_all([{parts}])"

    def __str__(self) -> str:
        from euchre._render import render

        return render(self)

    def _repr_html_(self) -> str:
        """The table as HTML with card glyphs and colours (Jupyter shows it)."""
        from euchre._render import render_html

        return render_html(self)


def _rebuild(hand_key: tuple[Any, ...], values: tuple[Any, ...]) -> State:
    h = _new(_Hand)
    h.c = _compile(hand_key[0])
    for name, value in zip(_HAND_FIELDS, hand_key[1:], strict=True):
        setattr(h, name, value)
    b: _Builder = _new(_Builder)
    b._h = h
    for name, value in zip(_VALUE_SLOTS, values, strict=True):
        setattr(b, name, value)
    b._legal = None
    b._hash = None
    return _freeze(b)


# --------------------------------------------------------------------- legal actions

_ACE, _FACES, _LOW = 7, (4, 5, 6), (2, 3)


def _declarations(h: _Hand, hand: int, seat: int) -> tuple[Action, ...]:
    """Declarations open to a player at their turn in round 1 (ace no face, farmer's hand)."""
    c = h.c
    if h.x.declared >> seat & 1:
        return ()
    out: list[Action] = []
    ranks = [card & 7 for card in cardorder.bits(hand) if card != cardorder.JOKER]
    if c.ace_no_face and _ACE in ranks and not any(r in _FACES for r in ranks):
        out.append(DECLARE_ACE_NO_FACE)
    if c.farmers != "off" and sum(r in _LOW for r in ranks) >= c.farmers_size:
        out.append(DECLARE_FARMER)
    return tuple(out)


def _claims(s: _Base, h: _Hand, p: int) -> tuple[Action, ...]:
    """Renege claims open to the player to act: against opponents who have played in the
    claim window, at most one claim per player per trick."""
    k = len(s._tricks)
    if (p, k) in h.x.claims_made:
        return ()
    seats = 0
    if h.c.claim_trick:
        if s._trick:
            cards = s._trick
            leader = s._leader
        elif s._tricks:
            leader, cards, _ = s._tricks[-1]
        else:
            cards = ()
            leader = -1
        seat = leader
        for _ in cards:
            seats |= 1 << seat
            seat = _NEXT[h.active][seat]
    else:
        for leader, cards, _ in s._tricks:
            seat = leader
            for _ in cards:
                seats |= 1 << seat
                seat = _NEXT[h.active][seat]
        seat = s._leader
        for _ in s._trick:
            seats |= 1 << seat
            seat = _NEXT[h.active][seat]
    return tuple(_CLAIM[q] for q in ((p + 1) & 3, (p + 3) & 3) if seats >> q & 1)


def _legal(s: State) -> tuple[Action, ...]:
    phase = s._phase
    p = s._to_act
    h = s._h
    c = h.c
    if phase == PLAY_R:
        hand = s._hands[p]
        if c.double:
            hand = cardorder.collapse(hand)
        if c.penalise:
            return _actions_of(hand, _PLAY_CACHE, _PLAY_BYTES) + _claims(s, h, p)
        if s._trick:
            follow = hand & _SUIT_MASK[h.trump][s._led]
            if follow:
                hand = follow
        return _actions_of(hand, _PLAY_CACHE, _PLAY_BYTES)
    if phase == BID:
        out = [] if c.stick and p == h.dealer and h.x.high < 0 else [PASS]
        out.extend(action for rank, action in c.bid_ladder if rank > h.x.high)
        if c.declarations:
            out.extend(_declarations(h, s._hands[p], p))
        return tuple(out)
    if phase == TRUMP:
        return c.bid_calls
    if phase == EXCHANGE:
        hand = s._hands[p]
        if p != h.maker:  # the partner hands over the best card
            return (_GIVE[_first_copy(cardorder.best_card(hand, h.trump))],)
        hand = cardorder.collapse(hand) if c.double else hand
        return _actions_of(hand, _GIVE_CACHE, _GIVE_BYTES)
    if phase == PLAY:
        hand = s._hands[p]
        if s._trick:
            follow = hand & _SUIT_MASK[h.trump][s._led]
            if follow:
                hand = follow
        return _actions_of(hand, _PLAY_CACHE, _PLAY_BYTES)
    if phase == ORDER:
        base = c.order_actions_canadian if c.canadian and p == (h.dealer ^ 2) else c.order_actions
        if c.declarations:
            return base + _declarations(h, s._hands[p], p)
        return base
    if phase == CALL:
        return c.call_actions[h.upsuit][c.stick and p == h.dealer]
    if phase == DISCARD:
        hand = s._hands[p]
        if h.disc[2] == _AFTER_PICKUP and not c.upcard_discard:
            hand &= ~(1 << h.upcard)
        return _actions_of(hand, _DISCARD_CACHE, _DISCARD_BYTES)
    if phase == ALONE:
        if _forced_alone(h, p):
            return (GO_ALONE,)
        return (PASS, GO_ALONE)
    if phase == PICKUP:
        return (PASS, PICK_UP)
    if phase == JOKER:
        return _NAME_SUIT
    if phase == CLAIM:
        return (PASS, *_claims(s, h, p))
    return ()


_NAME_SUIT = tuple(_CALL[suit][0] for suit in range(4))


def _forced_alone(h: _Hand, seat: int) -> bool:
    """Canadian loner: the dealer's partner who ordered up in round 1 must go alone."""
    return h.c.canadian and seat == h.maker and seat == (h.dealer ^ 2) and h.passes < 4


# --------------------------------------------------------------------- transitions

# What a discard leads to: the dealer's pickup, a farmer's exchange, a call for best.
_AFTER_PICKUP, _AFTER_FARMER, _AFTER_BEST, _AFTER_DEAL = 0, 1, 2, 3


def _apply(s: State, action: Action) -> State:
    b: _Builder = _new(_Builder)  # _copy(s), inlined: every bidding step passes here
    b._h = h = s._h.copy()
    b._phase = phase = s._phase
    b._to_act = p = s._to_act
    b._hands = s._hands
    b._leader = s._leader
    b._led = s._led
    b._trick = s._trick
    b._best = s._best
    b._bestp = s._bestp
    b._won = s._won
    b._tricks = s._tricks
    b._hist = (s._hist, action)
    b._legal = None
    b._hash = None
    kind = action.kind
    if phase == PLAY_R:
        if kind is ActionKind.CLAIM_RENEGE:
            _claim(b, h, p, action.seat)  # type: ignore[arg-type]
        else:
            _play(b, h, p, _held(s._hands[p], action.card.index))  # type: ignore[union-attr]
    elif phase == BID:
        if kind is ActionKind.DECLARE:
            _throw_in(b, h, action.declaration)
            return _freeze(b)
        if kind is ActionKind.BID:
            n = h.c.tricks
            h.maker = p
            if action.declaration == "best":
                h.x = h.x._replace(high=4 * n + 1, bid_level=n, bid_kind=1)
            elif action.declaration == "moon":
                h.x = h.x._replace(high=4 * n + 2, bid_level=n, bid_kind=2)
            else:
                level = int(action.level or 0)
                h.x = h.x._replace(high=4 * level, bid_level=level, bid_kind=0)
        h.passes += 1  # bidding turns taken
        if h.passes < 4:
            b._to_act = (p + 1) & 3
        elif h.x.high < 0:
            _throw_in(b, h, None)
        else:
            b._phase = TRUMP
            b._to_act = h.maker
    elif phase == TRUMP:
        if action.suit is not None:
            h.trump = int(action.suit)
        else:
            h.trump = cardorder.LOW_NO_TRUMP if action.declaration == "low" else cardorder.NO_TRUMP
        if h.x.bid_kind == 1:
            b._phase = EXCHANGE
            b._to_act = h.maker ^ 2
        else:
            if h.x.bid_kind == 2:
                h.alone = h.maker
                h.active = 15 & ~(1 << (h.maker ^ 2))
            _start_play(b, h)
    elif phase == EXCHANGE:
        card = _held(s._hands[p], action.card.index)  # type: ignore[union-attr]
        other = p ^ 2
        hands = _REPLACE[p](s._hands, s._hands[p] ^ 1 << card)
        b._hands = _REPLACE[other](hands, hands[other] | 1 << card)
        if p != h.maker:
            b._to_act = h.maker
        else:  # the card goes back; the partner sits out
            h.alone = h.maker
            h.active = 15 & ~(1 << (h.maker ^ 2))
            _start_play(b, h)
    elif phase == ORDER:
        if kind is ActionKind.PASS:
            h.passes = passes = h.passes + 1
            if passes == 4:
                h.kitty |= 1 << h.upcard  # turned down
                b._phase = CALL
                b._to_act = (h.dealer + 1) & 3
            else:
                b._to_act = (p + 1) & 3
        elif kind is ActionKind.DECLARE:
            _declare(b, h, p, action)
        else:
            _make_trump(h, p, h.upsuit, action.alone)
            dealer = h.dealer
            if not h.active >> dealer & 1:
                # the dealer sits out: nobody picks the upcard up
                h.kitty |= 1 << h.upcard
                _trump_fixed(b, h)
            elif p == dealer or not h.c.optional_pickup:
                _pick_up(b, h)
            else:
                b._phase = PICKUP
                b._to_act = dealer
    elif phase == CALL:
        if kind is ActionKind.PASS:
            h.passes = passes = h.passes + 1
            if passes == 8:
                _throw_in(b, h, None)
            else:
                b._to_act = (p + 1) & 3
        else:
            suit = cardorder.NO_TRUMP if action.suit is None else int(action.suit)
            _make_trump(h, p, suit, action.alone)
            _trump_fixed(b, h)
    elif phase == DISCARD:
        bit = 1 << action.card.index  # type: ignore[union-attr]
        b._hands = _REPLACE[p](s._hands, s._hands[p] ^ bit)
        h.kitty |= bit
        seat, left, after = h.disc
        if left > 1:
            h.disc = (seat, left - 1, after)
        else:
            h.disc = (-1, 0, 0)
            if after == _AFTER_PICKUP:
                _trump_fixed(b, h)
            elif after == _AFTER_FARMER:
                b._phase = ORDER
                b._to_act = seat  # the declarer goes on to bid
            elif after == _AFTER_DEAL:
                b._phase = BID
                b._to_act = (h.dealer + 1) & 3
            else:
                _next_alone(b, h)
    elif phase == ALONE:
        if kind is ActionKind.GO_ALONE:
            # the partner sits out; the rest of this side's queue is not asked
            h.active &= ~(1 << (p ^ 2))
            h.queue = ()
            if (p & 1) == (h.maker & 1):
                h.alone = p
            else:
                h.defender = p
                h.stage = 1  # one defender alone: nobody else is asked
        else:
            h.queue = h.queue[1:]
        _next_alone(b, h)
    elif phase == PICKUP:
        if kind is ActionKind.PICK_UP:
            _pick_up(b, h)
        else:
            h.kitty |= 1 << h.upcard
            _trump_fixed(b, h)
    elif phase == JOKER:
        h.upsuit = int(action.suit)  # type: ignore[arg-type]
        b._phase = ORDER
        b._to_act = (h.dealer + 1) & 3
    elif phase == CLAIM:
        if kind is ActionKind.CLAIM_RENEGE:
            _claim(b, h, p, action.seat)  # type: ignore[arg-type]
        if b._phase == CLAIM:  # the hand did not end on a proven claim
            h.queue = h.queue[1:]
            if h.queue:
                b._to_act = h.queue[0]
            else:
                _score_hand(b, h)
    return _freeze(b)


def _declare(b: _Builder, h: _Hand, p: int, action: Action) -> None:
    if action.declaration == "ace no face" or h.c.farmers == "redeal":
        _throw_in(b, h, action.declaration)
        return
    # farmer's hand, exchanged with the kitty: take it up, then discard as many
    h.x = h.x._replace(declared=h.x.declared | 1 << p)
    taken = h.kitty
    b._hands = _REPLACE[p](b._hands, b._hands[p] | taken)
    h.kitty = 0
    h.disc = (p, taken.bit_count(), _AFTER_FARMER)
    b._phase = DISCARD
    b._to_act = p


def _make_trump(h: _Hand, seat: int, suit: int, alone: bool) -> None:
    h.trump = suit
    h.maker = seat
    if alone:
        h.alone = seat
        h.active = 15 & ~(1 << (seat ^ 2))


def _pick_up(b: _Builder, h: _Hand) -> None:
    dealer = h.dealer
    b._hands = _REPLACE[dealer](b._hands, b._hands[dealer] | 1 << h.upcard)
    h.picked = True
    h.disc = (dealer, 1, _AFTER_PICKUP)
    b._phase = DISCARD
    b._to_act = dealer


def _trump_fixed(b: _Builder, h: _Hand) -> None:
    """Trump is fixed and any discard made: ask about going alone, or start play."""
    c = h.c
    queue: list[int] = []
    if h.alone < 0 and c.maker_may:
        if c.after_call:
            queue.append(h.maker)
        if c.may_partner:
            queue.append(h.maker ^ 2)
    h.queue = tuple(queue)
    h.stage = 0
    _next_alone(b, h)


def _next_alone(b: _Builder, h: _Hand) -> None:
    """Ask the next player in the alone queue, then call for best, then the defenders, then
    start play."""
    c = h.c
    if not h.queue and h.stage == 0:
        if c.call_for_best and h.alone >= 0 and not h.x.best_done:
            # railroad: the partner's best card passes to the lone player, who discards one
            h.x = h.x._replace(best_done=True)
            partner = h.alone ^ 2
            card = cardorder.best_card(b._hands[partner], h.trump)
            hands = _REPLACE[partner](b._hands, b._hands[partner] ^ 1 << card)
            b._hands = _REPLACE[h.alone](hands, hands[h.alone] | 1 << card)
            h.disc = (h.alone, 1, _AFTER_BEST)
            b._phase = DISCARD
            b._to_act = h.alone
            return
        h.stage = 1
        if c.defender_alone == "always" or (c.defender_alone == "vs_lone_maker" and h.alone >= 0):
            maker = h.maker
            first, second = (maker + 1) & 3, (maker + 3) & 3
            if not c.defender_order_maker:
                # from the dealer's left: the defender nearer clockwise to dealer+1 first
                start = (h.dealer + 1) & 3
                if (first - start) & 3 > (second - start) & 3:
                    first, second = second, first
            h.queue = (first, second)
    if h.queue:
        b._phase = ALONE
        b._to_act = h.queue[0]
    else:
        _start_play(b, h)


def _start_play(b: _Builder, h: _Hand) -> None:
    leader = first_leader(h.c.first_lead, h.dealer, h.maker, h.alone, h.defender, h.active)
    b._phase = h.c.play_phase
    b._to_act = leader
    b._leader = leader
    h.queue = ()


_REPLACE = (
    lambda t, x: (x, t[1], t[2], t[3]),
    lambda t, x: (t[0], x, t[2], t[3]),
    lambda t, x: (t[0], t[1], x, t[3]),
    lambda t, x: (t[0], t[1], t[2], x),
)
_POWER = cardorder.POWER
_EFFECTIVE = cardorder.EFFECTIVE_SUIT
_NEXT = NEXT_ACTIVE
_COUNT = ACTIVE_COUNT
_SUIT_MASK = cardorder.SUIT_MASK


def _play(b: _Builder, h: _Hand, p: int, card: int) -> None:
    """One card played (the general path: with reneges allowed; the common case is inlined
    in State.apply)."""
    hands = b._hands
    trump = h.trump
    trick = b._trick
    if trick:
        led = b._led
        if _EFFECTIVE[trump][card] != led and hands[p] & _SUIT_MASK[trump][led]:
            h.x = h.x._replace(reneges=h.x.reneges + ((p, len(b._tricks), card, led),))
        power = _POWER[trump][led][card]
        if power > b._bestp:
            b._best = p
            b._bestp = power
    else:
        led = b._led = _EFFECTIVE[trump][card]
        b._leader = p
        b._best = p
        b._bestp = _POWER[trump][led][card]
    b._hands = _REPLACE[p](hands, hands[p] ^ (1 << card))
    trick = trick + (card,)
    if len(trick) == _COUNT[h.active]:
        best = b._best
        won = b._won
        b._won = won = (won[0] + 1, won[1]) if best & 1 == 0 else (won[0], won[1] + 1)
        b._tricks = b._tricks + ((b._leader, trick, best),)
        b._trick = ()
        b._best = -1
        b._bestp = 0
        if won[0] + won[1] == h.c.tricks:
            _end_of_play(b, h)
        else:
            b._to_act = best
            b._leader = best
            b._led = -1
    else:
        b._trick = trick
        b._to_act = _NEXT[h.active][p]


def _end_of_play(b: _Builder, h: _Hand) -> None:
    """The last card is played: a claim round when reneges are allowed, else the score."""
    if h.c.penalise:
        start = (h.dealer + 1) & 3
        h.queue = tuple((start + k) & 3 for k in range(4) if h.active >> ((start + k) & 3) & 1)
        b._phase = CLAIM
        b._to_act = h.queue[0]
        b._led = -1
        return
    _score_hand(b, h)


def _claim(b: _Builder, h: _Hand, claimant: int, accused: int) -> None:
    """Check a renege claim against the true history and apply its consequence."""
    c = h.c
    k = len(b._tricks)
    h.x = h.x._replace(claims_made=h.x.claims_made + ((claimant, k),))
    found = -1
    for index, (seat, trick_no, _card, _led) in enumerate(h.x.reneges):
        if seat != accused or index in h.x.claimed:
            continue
        if c.claim_trick and not (trick_no == k or (trick_no == k - 1 and not b._trick)):
            continue
        found = index
        break
    team = claimant & 1
    adjust = list(h.x.adjust)
    if found < 0:
        adjust[team] -= c.false_claim
        h.x = h.x._replace(adjust=(adjust[0], adjust[1]))
        return
    h.x = h.x._replace(claimed=h.x.claimed + (found,), offender=accused)
    award = scoring.renege_award(
        c.rules,
        claimant,
        h.maker,
        alone=h.alone >= 0,
        lone_defender=h.defender >= 0,
        bid_kind=scoring.BidKind(h.x.bid_kind),
        bid_level=h.x.bid_level,
    )
    adjust[0] += award[0]
    adjust[1] += award[1]
    h.x = h.x._replace(adjust=(adjust[0], adjust[1]))
    if c.ends_hand:
        _score_hand(b, h, table=False)


def _seat_or_none(seat: int) -> Seat | None:
    return None if seat < 0 else _SEATS[seat]


_BID_NAMES = ("", "best", "moon")


def _score_hand(b: _Builder, h: _Hand, table: bool = True) -> None:
    if not table:
        ns, ew = 0, 0
    else:
        ns, ew = scoring.hand_points(
            h.c.rules,
            h.maker,
            b._won,
            alone=h.alone >= 0,
            lone_defender=h.defender >= 0,
            bid_kind=scoring.BidKind(h.x.bid_kind),
            bid_level=h.x.bid_level,
        )
    ns += h.x.adjust[0]
    ew += h.x.adjust[1]
    scores = (h.scores[0] + ns, h.scores[1] + ew)
    result = _tuple_new(
        HandResult,
        (
            h.hand_no,
            _SEATS[h.dealer],
            _SUITS[h.trump] if 0 <= h.trump < 4 else None,
            _SEATS[h.maker],
            _seat_or_none(h.alone),
            _seat_or_none(h.defender),
            _tuple_new(Score, b._won),
            _tuple_new(Score, (ns, ew)),
            False,
            h.trump >= cardorder.NO_TRUMP,
            None,
            _seat_or_none(h.x.offender),
            (_BID_NAMES[h.x.bid_kind] or str(h.x.bid_level)) if h.c.bid else None,
        ),
    )
    h.scores = scores
    h.results = h.results + (result,)
    if _game_over(h, scores):
        h.past = h.past + (b._hist,)
        b._hist = ()
        b._phase = OVER
        b._to_act = -1
        return
    _next_hand(b, h, scoring.next_dealer(h.c.rules, h.dealer, False, None))


def _game_over(h: _Hand, scores: tuple[int, int]) -> bool:
    return scoring.game_over(h.c.rules, h.hand_no + 1, scores)


def _throw_in(b: _Builder, h: _Hand, declared: str | None) -> None:
    result = HandResult(
        h.hand_no,
        _SEATS[h.dealer],
        None,
        None,
        None,
        None,
        Score(0, 0),
        Score(0, 0),
        True,
        False,
        declared,
        None,
    )
    h.results = h.results + (result,)
    if h.c.num_deals is not None and _game_over(h, h.scores):
        h.past = h.past + (b._hist,)
        b._hist = ()
        b._phase = OVER
        b._to_act = -1
        return
    _next_hand(b, h, scoring.next_dealer(h.c.rules, h.dealer, True, declared))


def _next_hand(b: _Builder, h: _Hand, dealer: int) -> None:
    h.past = h.past + (b._hist,)
    b._hist = ()
    h.dealer = dealer
    h.hand_no += 1
    if h.seed is None:
        _clear_hand(b, h)
        b._phase = DEAL
        b._to_act = -1
    else:
        _start_hand(b, h, _seeded_deal(h.c.rules, h.seed, h.hand_no, dealer))


def _seeded_deal(rules: RuleSet, seed: int | str, hand_no: int, dealer: int) -> Deal:
    return _shuffled(rules, random.Random(f"{seed}/{hand_no}"), dealer)


def _clear_hand(b: _Builder, h: _Hand) -> None:
    h.clear()
    b._hands = (0, 0, 0, 0)
    b._leader = -1
    b._led = -1
    b._trick = ()
    b._best = -1
    b._bestp = 0
    b._won = (0, 0)
    b._tricks = ()


def _start_hand(b: _Builder, h: _Hand, deal: Deal) -> None:
    _clear_hand(b, h)
    h.deal = deal
    h.upcard = upcard = deal._upcard
    h.kitty = deal._kitty
    b._hands = deal._masks
    b._hist = ((), deal)
    b._phase = ORDER
    b._to_act = (h.dealer + 1) & 3
    if h.c.bid:
        b._phase = BID
        if b._hands[h.dealer].bit_count() > h.c.tricks:  # the joker deck: the dealer discards
            h.disc = (h.dealer, 1, _AFTER_DEAL)
            b._phase = DISCARD
            b._to_act = h.dealer
        return
    if upcard == cardorder.JOKER:
        rule = h.c.joker_upcard
        if rule == "fixed":
            h.upsuit = h.c.joker_suit
        elif rule == "dealer_names":
            h.upsuit = -1
            b._phase = JOKER
            b._to_act = h.dealer
        else:
            _throw_in(b, h, "joker upcard")
    else:
        h.upsuit = upcard >> 3


def _apply_deal(s: State, deal: Deal) -> State:
    if not isinstance(deal, Deal):
        raise TypeError(f"expected a Deal, got {type(deal).__name__}")
    if s._phase == OVER:
        raise IllegalActionError("the game is over: no more deals", Reason.GAME_OVER)
    taken = len(_unlink(s._hist)) - 1
    if s._phase != DEAL and taken > 0:
        raise IllegalActionError(
            f"a deal can only be supplied before anyone acts in a hand; "
            f"{taken} actions were taken in hand {s._h.hand_no}",
            Reason.DEAL_NOT_ALLOWED,
        )
    deal.check(s._h.c.rules)
    b = _copy(s)
    b._h = h = s._h.copy()
    _start_hand(b, h, deal)
    return _freeze(b)


# --------------------------------------------------------------------- module functions


def new_game(
    rules: RuleSet,
    *,
    seed: int | str | None = None,
    dealer: Seat | int | None = None,
    deal: Deal | None = None,
) -> State:
    """A new game: the first dealer and deal come from ``seed`` unless given.

    With neither ``seed`` nor ``deal``, a fresh seed is drawn and kept in ``state.seed``, so
    every game can be replayed. With a ``deal`` and no seed, the game asks for each later
    deal (phase DEAL, :meth:`State.apply_deal`). ``dealer`` defaults to a seeded random
    seat, or North when there is no seed.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=42, dealer=euchre.Seat.EAST)
    >>> s.dealer, s.to_act, len(s.hands[0])
    (<Seat.EAST: 1>, <Seat.SOUTH: 2>, 5)
    """
    if not isinstance(rules, RuleSet):
        raise TypeError(f"expected a RuleSet, got {type(rules).__name__}")
    if seed is None and deal is None:
        seed = secrets.randbelow(2**63)
    if dealer is None:
        first = 0 if seed is None else random.Random(f"{seed}/dealer").randrange(4)
    else:
        try:
            first = dealer if dealer.__class__ is int and 0 <= dealer < 4 else int(Seat(dealer))
        except ValueError:
            raise ValueError(
                f"dealer={dealer!r}: use a Seat or 0-3 (North, East, South, West)"
            ) from None
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TypeError(f"expected a Deal, got {type(deal).__name__}")
        deal.check(rules)
    h = _new(_Hand)
    h.c = _compile(rules)
    h.seed = seed
    h.dealer = first
    h.hand_no = 0
    h.scores = (0, 0)
    h.past = ()
    h.results = ()
    b: _Builder = _new(_Builder)
    b._h = h
    b._legal = None
    b._hash = None
    _start_hand(b, h, deal if deal is not None else _seeded_deal(rules, seed, 0, first))  # type: ignore[arg-type]
    return _freeze(b)


def legal_actions(state: State) -> tuple[Action, ...]:
    """The legal actions of ``state`` (same as ``state.legal_actions()``).

    >>> import euchre
    >>> euchre.legal_actions(euchre.new_game(euchre.presets.OPENSPIEL, seed=1))
    (Action('pass'), Action('order up'))
    """
    return state.legal_actions()


def is_legal(state: State, action: ActionLike) -> bool:
    """Whether ``action`` is legal in ``state``.

    >>> import euchre
    >>> euchre.is_legal(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), "order up alone")
    False
    """
    return state.is_legal(action)


def explain(state: State, action: ActionLike) -> Explanation:
    """Why ``action`` is (il)legal in ``state``, citing the rule.

    >>> import euchre
    >>> euchre.explain(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), "pass").legal
    True
    """
    return state.explain(action)


def apply(state: State, action: ActionLike) -> State:
    """The state after ``action``; ``state`` itself never changes.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=1)
    >>> euchre.apply(s, "pass").to_act == s.to_act.left
    True
    """
    return state.apply(action)


def apply_deal(state: State, deal: Deal) -> State:
    """Start the current hand of ``state`` with ``deal`` (see :meth:`State.apply_deal`).

    >>> import euchre
    >>> rules = euchre.presets.OPENSPIEL
    >>> s = euchre.new_game(rules, deal=euchre.Deal.random(rules, 1))
    >>> euchre.apply_deal(s, euchre.Deal.random(rules, 2)).deal == euchre.Deal.random(rules, 2)
    True
    """
    return state.apply_deal(deal)
