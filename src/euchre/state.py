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
from collections.abc import Sequence
from typing import Any

import attrs

from euchre import _tables
from euchre.actions import (
    _CALL,
    _DISCARD,
    _PLAY,
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
from euchre.errors import IllegalActionError, Reason
from euchre.rules import RuleSet

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
DEAL, ORDER, PICKUP, DISCARD, CALL, ALONE, PLAY, OVER = range(8)


class Phase(enum.Enum):
    """What the game is waiting for.

    >>> from euchre import Phase
    >>> [p.value for p in Phase]
    ['deal', 'order', 'pickup', 'discard', 'call', 'alone', 'play', 'over']
    """

    DEAL = "deal"  #: waiting for a deal (:meth:`State.apply_deal`)
    ORDER = "order"  #: round 1 of bidding: pass or order up
    PICKUP = "pickup"  #: the dealer may pick up the upcard (optional pickup)
    DISCARD = "discard"  #: the dealer discards after taking the upcard
    CALL = "call"  #: round 2 of bidding: pass or name trump
    ALONE = "alone"  #: a player decides whether to go alone
    PLAY = "play"  #: trick play
    OVER = "over"  #: the game is over


_PHASES = tuple(Phase)


@attrs.frozen
class Trick:
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


@attrs.frozen
class HandResult:
    """How one hand ended: trump, makers, lone players, tricks and points by team.

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
        "after_call",
        "alone_with_call",
        "canadian",
        "defender_alone",
        "defender_order_maker",
        "first_lead",
        "maker_may",
        "may_partner",
        "optional_pickup",
        "order_actions",
        "order_actions_canadian",
        "rules",
        "same_dealer",
        "scoring",
        "stick",
        "target",
        "upcard_discard",
        "win_by_two",
    )

    order_actions: tuple[Action, ...]
    order_actions_canadian: tuple[Action, ...]

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


def _actions_of(
    mask: int, cache: dict[int, tuple[Action, ...]], table: Sequence[Action]
) -> tuple[Action, ...]:
    actions = cache.get(mask)
    if actions is None:
        out = []
        m = mask
        while m:
            low = m & -m
            out.append(table[low.bit_length() - 1])
            m ^= low
        actions = cache[mask] = tuple(out)
    return actions


_SLOTS = (
    "_c",
    "_seed",
    "_phase",
    "_to_act",
    "_dealer",
    "_hand_no",
    "_deal",
    "_hands",
    "_upcard",
    "_kitty",
    "_picked",
    "_trump",
    "_maker",
    "_alone",
    "_defender",
    "_passes",
    "_queue",
    "_stage",
    "_active",
    "_leader",
    "_led",
    "_trick",
    "_best",
    "_bestp",
    "_won",
    "_tricks",
    "_scores",
    "_hist",
    "_past",
    "_results",
    "_legal",
    "_hash",
)


class _Base:
    __slots__ = _SLOTS

    _c: _Compiled
    _seed: int | str | None
    _phase: int
    _to_act: int
    _dealer: int
    _hand_no: int
    _deal: Deal | None
    _hands: tuple[int, int, int, int]
    _upcard: int
    _kitty: int
    _picked: bool
    _trump: int
    _maker: int
    _alone: int
    _defender: int
    _passes: int
    _queue: tuple[int, ...]
    _stage: int
    _active: int
    _leader: int
    _led: int
    _trick: tuple[int, ...]
    _best: int
    _bestp: int
    _won: tuple[int, int]
    _tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    _scores: tuple[int, int]
    _hist: tuple[Deal | Action, ...]
    _past: tuple[tuple[Deal | Action, ...], ...]
    _results: tuple[HandResult, ...]
    _legal: tuple[Action, ...] | None
    _hash: int | None


class _Builder(_Base):
    """A state under construction (mutable); turned into a State when done."""

    __slots__ = ()


_new = object.__new__


def _copy(s: _Base) -> _Builder:
    b: _Builder = _new(_Builder)
    b._c = s._c
    b._seed = s._seed
    b._phase = s._phase
    b._to_act = s._to_act
    b._dealer = s._dealer
    b._hand_no = s._hand_no
    b._deal = s._deal
    b._hands = s._hands
    b._upcard = s._upcard
    b._kitty = s._kitty
    b._picked = s._picked
    b._trump = s._trump
    b._maker = s._maker
    b._alone = s._alone
    b._defender = s._defender
    b._passes = s._passes
    b._queue = s._queue
    b._stage = s._stage
    b._active = s._active
    b._leader = s._leader
    b._led = s._led
    b._trick = s._trick
    b._best = s._best
    b._bestp = s._bestp
    b._won = s._won
    b._tricks = s._tricks
    b._scores = s._scores
    b._hist = s._hist
    b._past = s._past
    b._results = s._results
    b._legal = None
    b._hash = None
    return b


def _freeze(b: _Builder) -> State:
    b.__class__ = State  # type: ignore[assignment]
    return b  # type: ignore[return-value]


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
        values = (self._c.rules,) + tuple(getattr(self, name) for name in _SLOTS[1:-2])
        return (_rebuild, (values,))

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _SLOTS[:-2])

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
            object.__setattr__(self, "_hash", h)
        return h

    # ----------------------------------------------------------------- public properties

    @property
    def rules(self) -> RuleSet:
        """The RuleSet of this game."""
        return self._c.rules

    @property
    def seed(self) -> int | str | None:
        """The seed the deals come from (None when deals are supplied by the caller)."""
        return self._seed

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
        return _SEATS[self._dealer]

    @property
    def hand_number(self) -> int:
        """How many deals came before this hand (thrown-in hands count)."""
        return self._hand_no

    @property
    def deal(self) -> Deal | None:
        """The current hand's deal (None while waiting for one)."""
        return self._deal

    @property
    def upcard(self) -> Card | None:
        """The card turned up in this hand."""
        return None if self._upcard < 0 else _BY_INDEX[self._upcard]

    @property
    def turned_down(self) -> Suit | None:
        """The suit turned down when all passed round 1 (None otherwise)."""
        if self._passes >= 4 and self._upcard >= 0:
            return Suit(self._upcard >> 3)
        return None

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once fixed."""
        return None if self._trump < 0 else Suit(self._trump)

    @property
    def maker(self) -> Seat | None:
        """The player who ordered up or named trump."""
        return None if self._maker < 0 else _SEATS[self._maker]

    @property
    def makers(self) -> Team | None:
        """The team that chose trump."""
        return None if self._maker < 0 else Team(self._maker & 1)

    @property
    def alone(self) -> Seat | None:
        """The maker-side player going alone, if any."""
        return None if self._alone < 0 else _SEATS[self._alone]

    @property
    def lone_defender(self) -> Seat | None:
        """The defender going alone, if any."""
        return None if self._defender < 0 else _SEATS[self._defender]

    @property
    def sitting_out(self) -> tuple[Seat, ...]:
        """Seats whose partner went alone: their cards are out of play."""
        return tuple(seat for seat in Seat if not self._active >> seat & 1)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands by seat (North, East, South, West), each sorted."""
        return tuple(cards_from_mask(mask) for mask in self._hands)

    @property
    def kitty(self) -> tuple[Card, ...]:
        """Cards out of play face down: the undealt cards, the discard, a left upcard."""
        return cards_from_mask(self._kitty)

    @property
    def dealer_took_upcard(self) -> bool:
        """True once the dealer has picked up the upcard this hand."""
        return self._picked

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
            seat = _tables.NEXT_ACTIVE[self._active][seat]
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
        return Score(*self._scores)

    @property
    def is_over(self) -> bool:
        """True once a team has won the game."""
        return self._phase == OVER

    @property
    def winner(self) -> Team | None:
        """The winning team, once the game is over."""
        if self._phase != OVER:
            return None
        return Team.NORTH_SOUTH if self._scores[0] > self._scores[1] else Team.EAST_WEST

    @property
    def history(self) -> tuple[Deal | Action, ...]:
        """Every deal and action of the game so far, in order."""
        out: list[Deal | Action] = []
        for hand in self._past:
            out.extend(hand)
        out.extend(self._hist)
        return tuple(out)

    @property
    def hand_history(self) -> tuple[Deal | Action, ...]:
        """The deal and actions of the current hand."""
        return self._hist

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The results of the finished hands, in order."""
        return self._results

    # ----------------------------------------------------------------- operations

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the player to act may take, in a fixed order.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1).legal_actions()
        (Action('pass'), Action('order up'), Action('order up alone'))
        """
        legal = self._legal
        if legal is None:
            legal = _legal(self)
            object.__setattr__(self, "_legal", legal)
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
        return _apply(self, act)

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

    # ----------------------------------------------------------------- display

    def __repr__(self) -> str:
        to_act = f"{self.to_act} to act" if self._to_act >= 0 else "nobody to act"
        return (
            f"<State hand {self._hand_no} {self.phase.value}, {to_act}, dealer {self.dealer}, "
            f"score {self._scores[0]}-{self._scores[1]}>"
        )

    def __str__(self) -> str:
        from euchre._render import render

        return render(self)


def _rebuild(values: tuple[Any, ...]) -> State:
    b: _Builder = _new(_Builder)
    for name, value in zip(_SLOTS, values, strict=False):
        object.__setattr__(b, name, value)
    b._c = _compile(values[0])
    b._legal = None
    b._hash = None
    return _freeze(b)


# --------------------------------------------------------------------- legal actions


def _legal(s: State) -> tuple[Action, ...]:
    phase = s._phase
    c = s._c
    p = s._to_act
    if phase == PLAY:
        hand = s._hands[p]
        if s._trick:
            follow = hand & _tables.SUIT_MASK[s._trump][s._led]
            if follow:
                hand = follow
        return _actions_of(hand, _PLAY_CACHE, _PLAY)
    if phase == ORDER:
        if c.canadian and p == (s._dealer ^ 2):
            return c.order_actions_canadian
        return c.order_actions
    if phase == CALL:
        turned = s._upcard >> 3
        out: list[Action] = []
        if not (c.stick and p == s._dealer):
            out.append(PASS)
        for suit in range(4):
            if suit != turned:
                out.append(_CALL[suit][0])
                if c.alone_with_call:
                    out.append(_CALL[suit][1])
        return tuple(out)
    if phase == DISCARD:
        hand = s._hands[p]
        if not c.upcard_discard:
            hand &= ~(1 << s._upcard)
        return _actions_of(hand, _DISCARD_CACHE, _DISCARD)
    if phase == ALONE:
        if _forced_alone(s, p):
            return (GO_ALONE,)
        return (PASS, GO_ALONE)
    if phase == PICKUP:
        return (PASS, PICK_UP)
    return ()


def _forced_alone(s: _Base, seat: int) -> bool:
    """Canadian loner: the dealer's partner who ordered up in round 1 must go alone."""
    return s._c.canadian and seat == s._maker and seat == (s._dealer ^ 2) and s._passes < 4


# --------------------------------------------------------------------- transitions


def _apply(s: State, action: Action) -> State:
    b = _copy(s)
    b._hist = s._hist + (action,)
    phase = s._phase
    p = s._to_act
    kind = action.kind
    if phase == PLAY:
        _play(b, p, action.card.index)  # type: ignore[union-attr]
    elif phase == ORDER:
        if kind is ActionKind.PASS:
            b._passes = passes = s._passes + 1
            if passes == 4:
                b._kitty = s._kitty | (1 << s._upcard)  # turned down
                b._phase = CALL
                b._to_act = (s._dealer + 1) & 3
            else:
                b._to_act = (p + 1) & 3
        else:
            _make_trump(b, p, s._upcard >> 3, action.alone)
            dealer = s._dealer
            if not b._active >> dealer & 1:
                # the dealer sits out: nobody picks the upcard up
                b._kitty = s._kitty | (1 << s._upcard)
                _trump_fixed(b)
            elif p == dealer or not b._c.optional_pickup:
                _pick_up(b)
            else:
                b._phase = PICKUP
                b._to_act = dealer
    elif phase == CALL:
        if kind is ActionKind.PASS:
            b._passes = passes = s._passes + 1
            if passes == 8:
                _throw_in(b)
            else:
                b._to_act = (p + 1) & 3
        else:
            _make_trump(b, p, action.suit, action.alone)  # type: ignore[arg-type]
            _trump_fixed(b)
    elif phase == DISCARD:
        bit = 1 << action.card.index  # type: ignore[union-attr]
        hands = list(s._hands)
        hands[p] ^= bit
        b._hands = (hands[0], hands[1], hands[2], hands[3])
        b._kitty = s._kitty | bit
        _trump_fixed(b)
    elif phase == ALONE:
        if kind is ActionKind.GO_ALONE:
            # the partner sits out; the rest of this side's queue is not asked
            b._active = s._active & ~(1 << (p ^ 2))
            b._queue = ()
            if (p & 1) == (s._maker & 1):
                b._alone = p
            else:
                b._defender = p
                b._stage = 1  # one defender alone: nobody else is asked
        else:
            b._queue = s._queue[1:]
        _next_alone(b)
    elif phase == PICKUP:
        if kind is ActionKind.PICK_UP:
            _pick_up(b)
        else:
            b._kitty = s._kitty | (1 << s._upcard)
            _trump_fixed(b)
    return _freeze(b)


def _make_trump(b: _Builder, seat: int, suit: int, alone: bool) -> None:
    b._trump = suit
    b._maker = seat
    if alone:
        b._alone = seat
        b._active = 15 & ~(1 << (seat ^ 2))


def _pick_up(b: _Builder) -> None:
    dealer = b._dealer
    hands = list(b._hands)
    hands[dealer] |= 1 << b._upcard
    b._hands = (hands[0], hands[1], hands[2], hands[3])
    b._picked = True
    b._phase = DISCARD
    b._to_act = dealer


def _trump_fixed(b: _Builder) -> None:
    """Trump is fixed and any discard made: ask about going alone, or start play."""
    c = b._c
    queue: list[int] = []
    if b._alone < 0 and c.maker_may:
        if c.after_call:
            queue.append(b._maker)
        if c.may_partner:
            queue.append(b._maker ^ 2)
    b._queue = tuple(queue)
    b._stage = 0
    _next_alone(b)


def _next_alone(b: _Builder) -> None:
    """Ask the next player in the alone queue, moving on to the defenders, then to play."""
    c = b._c
    if not b._queue and b._stage == 0:
        b._stage = 1
        if c.defender_alone == "always" or (c.defender_alone == "vs_lone_maker" and b._alone >= 0):
            maker = b._maker
            first, second = (maker + 1) & 3, (maker + 3) & 3
            if not c.defender_order_maker:
                # from the dealer's left: the defender nearer clockwise to dealer+1 first
                start = (b._dealer + 1) & 3
                if (first - start) & 3 > (second - start) & 3:
                    first, second = second, first
            b._queue = (first, second)
    if b._queue:
        b._phase = ALONE
        b._to_act = b._queue[0]
    else:
        _start_play(b)


def _start_play(b: _Builder) -> None:
    c = b._c
    active = b._active
    rule = c.first_lead
    if rule == "dealer_left":
        leader = _tables.first_active(active, b._dealer + 1)
    elif rule == "maker_left":
        leader = _tables.first_active(active, b._maker + 1)
    else:  # lone_left
        if b._alone >= 0 and b._defender >= 0:
            leader = b._defender  # seed 004: two alone, the lone defender leads
        elif b._alone >= 0:
            leader = _tables.first_active(active, b._alone + 1)
        elif b._defender >= 0:
            leader = _tables.first_active(active, b._defender + 1)
        else:
            leader = _tables.first_active(active, b._dealer + 1)
    b._phase = PLAY
    b._to_act = leader
    b._leader = leader
    b._queue = ()


def _play(b: _Builder, p: int, card: int) -> None:
    hands = list(b._hands)
    hands[p] ^= 1 << card
    b._hands = (hands[0], hands[1], hands[2], hands[3])
    trick = b._trick
    trump = b._trump
    if not trick:
        led = _tables.EFFECTIVE_SUIT[trump][card]
        b._led = led
        b._leader = p
        b._best = p
        b._bestp = _tables.POWER[trump][led][card]
    else:
        power = _tables.POWER[trump][b._led][card]
        if power > b._bestp:
            b._best = p
            b._bestp = power
    trick = trick + (card,)
    active = b._active
    if len(trick) == _tables.ACTIVE_COUNT[active]:
        winner = b._best
        won = b._won
        b._won = won = (won[0] + 1, won[1]) if winner & 1 == 0 else (won[0], won[1] + 1)
        b._tricks = b._tricks + ((b._leader, trick, winner),)
        b._trick = ()
        if won[0] + won[1] == 5:
            _score_hand(b)
        else:
            b._to_act = winner
            b._leader = winner
            b._led = -1
    else:
        b._trick = trick
        b._to_act = _tables.NEXT_ACTIVE[active][p]


def _hand_points(b: _Base) -> tuple[int, int]:
    """Points of a played hand, by team, from the rules' scoring table."""
    sc = b._c.scoring
    makers_team = b._maker & 1
    taken = b._won[makers_team]
    if taken == 5:
        points, to_makers = (sc.lone_march if b._alone >= 0 else sc.march), True
    elif taken >= 3:
        points, to_makers = (sc.lone if b._alone >= 0 else sc.makers), True
    else:
        to_makers = False
        if b._defender >= 0:
            points = sc.lone_defender_march if taken == 0 else sc.lone_defender_euchre
        elif taken == 0 and sc.super_euchre is not None:
            points = sc.super_euchre
        elif b._alone >= 0:
            points = sc.lone_euchre
        else:
            points = sc.euchre
    team = makers_team if to_makers else 1 - makers_team
    return (points, 0) if team == 0 else (0, points)


def _score_hand(b: _Builder) -> None:
    ns, ew = _hand_points(b)
    scores = (b._scores[0] + ns, b._scores[1] + ew)
    result = HandResult(
        number=b._hand_no,
        dealer=_SEATS[b._dealer],
        trump=Suit(b._trump),
        maker=_SEATS[b._maker],
        alone=None if b._alone < 0 else _SEATS[b._alone],
        lone_defender=None if b._defender < 0 else _SEATS[b._defender],
        tricks=Score(*b._won),
        points=Score(ns, ew),
        thrown_in=False,
    )
    b._scores = scores
    b._results = b._results + (result,)
    c = b._c
    high = max(scores)
    if high >= c.target and (not c.win_by_two or abs(scores[0] - scores[1]) >= 2):
        b._past = b._past + (b._hist,)
        b._hist = ()
        b._phase = OVER
        b._to_act = -1
        return
    _next_hand(b, (b._dealer + 1) & 3)


def _throw_in(b: _Builder) -> None:
    result = HandResult(
        number=b._hand_no,
        dealer=_SEATS[b._dealer],
        trump=None,
        maker=None,
        alone=None,
        lone_defender=None,
        tricks=Score(0, 0),
        points=Score(0, 0),
        thrown_in=True,
    )
    b._results = b._results + (result,)
    _next_hand(b, b._dealer if b._c.same_dealer else (b._dealer + 1) & 3)


def _next_hand(b: _Builder, dealer: int) -> None:
    b._past = b._past + (b._hist,)
    b._hist = ()
    b._dealer = dealer
    b._hand_no += 1
    if b._seed is None:
        _await_deal(b)
    else:
        _start_hand(b, _seeded_deal(b._c.rules, b._seed, b._hand_no, dealer))


def _seeded_deal(rules: RuleSet, seed: int | str, hand_no: int, dealer: int) -> Deal:
    return _shuffled(rules, random.Random(f"{seed}/{hand_no}"), dealer)


def _clear_hand(b: _Builder) -> None:
    b._deal = None
    b._hands = (0, 0, 0, 0)
    b._upcard = -1
    b._kitty = 0
    b._picked = False
    b._trump = -1
    b._maker = -1
    b._alone = -1
    b._defender = -1
    b._passes = 0
    b._queue = ()
    b._stage = 0
    b._active = 15
    b._leader = -1
    b._led = -1
    b._trick = ()
    b._best = -1
    b._bestp = 0
    b._won = (0, 0)
    b._tricks = ()


def _await_deal(b: _Builder) -> None:
    _clear_hand(b)
    b._phase = DEAL
    b._to_act = -1


def _start_hand(b: _Builder, deal: Deal) -> None:
    _clear_hand(b)
    b._deal = deal
    b._hands = deal._masks
    b._upcard = deal._upcard
    b._kitty = deal._kitty
    b._hist = (deal,)
    b._phase = ORDER
    b._to_act = (b._dealer + 1) & 3


def _apply_deal(s: State, deal: Deal) -> State:
    if not isinstance(deal, Deal):
        raise TypeError(f"expected a Deal, got {type(deal).__name__}")
    if s._phase == OVER:
        raise IllegalActionError("the game is over: no more deals", Reason.GAME_OVER)
    if s._phase != DEAL and len(s._hist) > 1:
        raise IllegalActionError(
            f"a deal can only be supplied before anyone acts in a hand; "
            f"{len(s._hist) - 1} actions were taken in hand {s._hand_no}",
            Reason.DEAL_NOT_ALLOWED,
        )
    deal.check(s._c.rules)
    b = _copy(s)
    _start_hand(b, deal)
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
            first = int(Seat(dealer))
        except ValueError:
            raise ValueError(
                f"dealer={dealer!r}: use a Seat or 0-3 (North, East, South, West)"
            ) from None
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TypeError(f"expected a Deal, got {type(deal).__name__}")
        deal.check(rules)
    b: _Builder = _new(_Builder)
    b._c = _compile(rules)
    b._seed = seed
    b._dealer = first
    b._hand_no = 0
    b._scores = (0, 0)
    b._past = ()
    b._results = ()
    b._legal = None
    b._hash = None
    b._hist = ()
    _start_hand(b, deal if deal is not None else _seeded_deal(rules, seed, 0, first))  # type: ignore[arg-type]
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
