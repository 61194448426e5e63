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

import secrets
from collections.abc import Callable, Iterable
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any, Final, cast, overload

from euchre.actions import SEAT_WORDS, Action, parse_action
from euchre.cards import (
    CARDS_BY_INDEX,
    Card,
    Player,
    Score,
    Seat,
    Suit,
    Team,
    cards_from_mask,
)
from euchre.deal import Deal
from euchre.engine import alone, bidding, cardorder, making, play, scoring
from euchre.engine.alone import ACTIVE_COUNT, NEXT_ACTIVE
from euchre.engine.core import (
    ALONE,
    BID,
    CALL,
    CLAIM,
    DEAL,
    DISCARD,
    EXCHANGE,
    HAND_FIELDS,
    JOKER,
    ORDER,
    OVER,
    PHASES,
    PICKUP,
    PLAY,
    PLAY_ANY,
    PLAY_CHUNKS,
    TRUMP,
    VALUE_SLOTS,
    Base,
    Builder,
    Compiled,
    Hand,
    Phase,
    actors,
    check_seat,
    compile_rules,
    copy_state,
    hands_of,
    shown,
    tricks_of,
    unlink,
)
from euchre.engine.dealing import seeded_deal, seeded_dealer, start_hand
from euchre.engine.ending import dealer_after, score_hand
from euchre.engine.explain import Explanation, explain_action, explain_turn
from euchre.engine.seating import at_four
from euchre.errors import (
    ActionParseError,
    ArgumentError,
    EuchreError,
    IllegalActionError,
    Reason,
)
from euchre.outcomes import HandResult, Renege, Trick
from euchre.rules import RuleSet
from euchre.rules.ruleset import MAX_WHOLE
from euchre.views import View, make_trick, view

__all__ = [
    "ArgumentError",
    "Explanation",
    "HandResult",
    "Phase",
    "Renege",
    "State",
    "Trick",
    "new_game",
]

ActionLike = Action | str
_SUITS: Final = tuple(Suit)
_POWER: Final = cardorder.POWER
_EFFECTIVE: Final = cardorder.EFFECTIVE_SUIT
_SUIT_MASK: Final = cardorder.SUIT_MASK
_PLAY_LOW: Final = PLAY_CHUNKS[0]  # engine.core.actions_of, inlined
_PLAY_MID: Final = PLAY_CHUNKS[1]
_PLAY_HIGH: Final = PLAY_CHUNKS[2]
_set_legal: Final = vars(Base)["_legal"].__set__  # a State's caches, set past its __setattr__
_set_hash: Final = vars(Base)["_hash"].__set__

#: True when this module runs compiled by mypyc (see ``euchre.compiled``).
COMPILED: Final = __file__.endswith(tuple(EXTENSION_SUFFIXES))


def _blank() -> Builder:
    """An empty state for a transition to fill in, then :func:`_freeze`.

    Interpreted, a :class:`Builder` (the fastest slots to set), whose class ``_freeze``
    changes to State; compiled, a State from the start (a compiled object keeps its class),
    filled in through the Builder type, which has no raising ``__setattr__``.
    """
    return State() if COMPILED else Builder()


def _freeze(b: Builder) -> State:
    """The filled-in ``b`` as the State it stands for (see :func:`_blank`)."""
    if COMPILED:
        return cast(State, b)
    b.__class__ = State
    return b  # type: ignore[return-value]


class State(Builder):
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
        return (_rebuild, (self._h.key(), tuple(getattr(self, name) for name in VALUE_SLOTS)))

    def _key(self) -> tuple[Any, ...]:
        return (self._h.key(),) + tuple(getattr(self, name) for name in VALUE_SLOTS)

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
        return PHASES[self._phase]

    @property
    def to_act(self) -> Seat | Player | None:
        """The seat to act, or None (waiting for a deal, or game over): a :class:`Seat` at
        the four-seat game, a :class:`Player` at other tables."""
        return None if self._to_act < 0 else self._h.c.seat_values[self._to_act]

    @property
    def dealer(self) -> Seat | Player:
        """The dealer of the current hand."""
        return self._h.c.seat_values[self._h.dealer]

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
        return None if self._h.upcard < 0 else CARDS_BY_INDEX[self._h.upcard]

    @property
    def turned_down(self) -> Suit | None:
        """The suit turned down when all passed round 1 (None otherwise)."""
        if self._h.passes >= self._h.c.players and self._h.upsuit >= 0:
            return _SUITS[self._h.upsuit]
        return None

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once fixed (None before, and in a no-trump hand)."""
        trump = self._h.trump
        return _SUITS[trump] if 0 <= trump < cardorder.NO_TRUMP else None

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
        if not h.c.variant_bid or h.maker < 0:
            return None
        return bidding.bid_action(h.x.bid_kind, h.x.bid_level)

    @property
    def upcard_suit(self) -> Suit | None:
        """The suit the upcard stands for in bidding (for a turned-up joker, the named or
        fixed suit; None while the dealer has still to name it)."""
        return _SUITS[self._h.upsuit] if self._h.upsuit >= 0 else None

    @property
    def reneges(self) -> tuple[Renege, ...]:
        """Every renege of this hand so far (only with ``renege="penalise"``)."""
        return tuple(
            Renege(self._h.c.seat_values[seat], trick, CARDS_BY_INDEX[card], _SUITS[led] if led != cardorder.JOKER_SUIT else None)
            for seat, trick, card, led in self._h.x.reneges
        )

    @property
    def maker(self) -> Seat | Player | None:
        """The player who ordered up or named trump."""
        return None if self._h.maker < 0 else self._h.c.seat_values[self._h.maker]

    @property
    def makers(self) -> Team | None:
        """The team that chose trump (two teams: ``partnership="teams"``; each player for
        themselves has no team: :attr:`maker_side`)."""
        if self._h.c.sides > 2 or not self._h.c.teammates[0]:
            raise ArgumentError(
                "State.makers: partnership='none' has no teams (each player is a side); "
                "use State.maker_side"
            )
        return None if self._h.maker < 0 else Team(self._h.maker & 1)

    @property
    def maker_side(self) -> int | None:
        """The side (an index of :attr:`scores`) of the player who made trump: the team
        (0 North-South, 1 East-West; at six seats 0 A-C-E, 1 B-D-F) or, each for
        themselves, the maker's own seat number.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CUTTHROAT, seed=2, dealer=0).apply("order up")
        >>> s.maker, s.maker_side
        (<Player.B: 1>, 1)
        """
        return None if self._h.maker < 0 else self._h.c.side_of[self._h.maker]

    @property
    def alone(self) -> Seat | Player | None:
        """The maker-side player going alone, if any."""
        return None if self._h.alone < 0 else self._h.c.seat_values[self._h.alone]

    @property
    def lone_defender(self) -> Seat | Player | None:
        """The defender going alone, if any."""
        return None if self._h.defender < 0 else self._h.c.seat_values[self._h.defender]

    @property
    def sitting_out(self) -> tuple[Seat | Player, ...]:
        """Seats whose teammate went alone: their cards are out of play."""
        active = self._h.active
        return tuple(seat for seat in self._h.c.seat_values if not active >> seat & 1)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands by seat (four: North, East, South, West; else A, B, ...), each sorted."""
        return tuple(cards_from_mask(mask) for mask in hands_of(self))

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
        c = self._h.c
        if c.four:
            return make_trick(self._h.active, leader, cards, winner)  # the views' own builder
        seats = c.seat_values
        order = c.next_active[self._h.active]
        plays = []
        seat = leader
        for card in cards:
            plays.append((seats[seat], CARDS_BY_INDEX[card]))
            seat = order[seat]
        return Trick(seats[leader], tuple(plays), None if winner < 0 else seats[winner])

    @property
    def tricks_won(self) -> Score:
        """Tricks taken this hand by each side (a team, or each player: ``partnership``)."""
        return Score(*tricks_of(self))

    @property
    def scores(self) -> Score:
        """The match score by side: ``[0]`` North-South, ``[1]`` East-West at the
        four-seat game; one per side elsewhere (``rules.table.side_labels``)."""
        return Score(*self._h.scores)

    @property
    def tokens(self) -> Score:
        """Each team's four-trick tokens (``four_trick_tokens``: EGN's alternate rules): one
        for each hand its makers took exactly four tricks not alone, turned in for a point at
        the fourth (:func:`euchre.engine.scoring.tokens_held`). (0, 0) with the knob off.

        >>> import euchre
        >>> euchre.new_game(euchre.RuleSet(four_trick_tokens=True), seed=1).tokens
        Score(ns=0, ew=0)
        """
        return Score(*scoring.tokens_held(self._h.c.rules, self._h.results))

    @property
    def start_scores(self) -> Score:
        """The score the game started from (``new_game(scores=...)``; 0-0 by default): the
        score less every finished hand's points.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.STANDARD, seed=1, scores=(9, 8)).start_scores
        Score(ns=9, ew=8)
        """
        scores = list(self._h.scores)
        for result in self._h.results:
            for side, points in enumerate(result.points):
                scores[side] -= points
        return Score(*scores)

    @property
    def start_hand_number(self) -> int:
        """The number of the game's first hand (``new_game(hand_number=...)``; 0 by default).

        >>> import euchre
        >>> euchre.new_game(euchre.presets.STANDARD, seed=1, hand_number=4).start_hand_number
        4
        """
        results = self._h.results
        return results[0].number if results else self._h.hand_no

    @property
    def is_over(self) -> bool:
        """True once a team has won the game."""
        return self._phase == OVER

    @property
    def winner(self) -> Team | None:
        """The winning team, once the game is over (None for a draw after ``num_deals``).
        Each player for themselves (``partnership="none"``) there is no team: use
        :attr:`winning_side`.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.CUTTHROAT, seed=1).winner
        Traceback (most recent call last):
        ...
        euchre.errors.ArgumentError: State.winner: partnership='none' has no teams (each player is a side); use State.winning_side
        """
        c = self._h.c
        if not c.teammates[0]:
            raise ArgumentError(
                "State.winner: partnership='none' has no teams (each player is a side); "
                "use State.winning_side"
            )
        if self._phase != OVER:
            return None
        if c.sides != 2:  # pragma: no cover - teams are always two sides
            return None
        ns, ew = self._h.scores
        if ns == ew:
            return None  # a fixed number of deals can end level: a draw
        return Team.NORTH_SOUTH if ns > ew else Team.EAST_WEST

    @property
    def winning_side(self) -> int | None:
        """The side with the top score once the game is over (an index of :attr:`scores`:
        a team, or at ``partnership="none"`` a player's seat number); None before, and for
        a draw (a level top).

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CUTTHROAT, seed=1)
        >>> while not s.is_over:
        ...     s = s.apply(s.legal_actions()[-1])
        >>> s.scores[s.winning_side] == max(s.scores)
        True
        """
        if self._phase != OVER:
            return None
        scores = self._h.scores
        top = max(scores)
        if scores.count(top) > 1:
            return None
        return scores.index(top)

    @property
    def history(self) -> tuple[Deal | Action, ...]:
        """Every deal and action of the game so far, in order."""
        out: list[Deal | Action] = []
        for hand in self._h.past:
            out.extend(unlink(hand))
        out.extend(unlink(self._hist))
        return tuple(out)

    @property
    def hand_history(self) -> tuple[Deal | Action, ...]:
        """The deal and actions of the current hand."""
        return unlink(self._hist)

    @property
    def hand_actions(self) -> tuple[tuple[Seat | Player, Action], ...]:
        """The actions of the current hand with the seat that took each, in order.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=0).apply("pass")
        >>> s.hand_actions
        ((<Seat.EAST: 1>, Action('pass')),)
        """
        seats = self._h.c.seat_values
        return tuple([(seats[seat], action) for seat, action in actors(self._hist)])

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
                # the hot path: engine.play.legal_play inlined for the common case (reneging
                # forbidden, one copy of each card); tests/engine/test_hot_path.py checks it
                if COMPILED:  # by constant indices: no boxing of the four (seating.at_four)
                    hand = at_four(self._hands, self._to_act)
                else:
                    hand = self._hands[self._to_act]
                if self._trick:
                    follow = hand & _SUIT_MASK[self._h.trump][self._led]
                    if follow:
                        hand = follow
                legal = _PLAY_LOW[hand & 2047] + _PLAY_MID[hand >> 11 & 2047] + _PLAY_HIGH[hand >> 22]
            else:
                legal = _legal(self)
            if COMPILED:  # a plain store through the Builder type (no __setattr__ there)
                b: Builder = self
                b._legal = legal
            else:
                _set_legal(self, legal)  # interpreted: the slot's own setter, the fastest
        return legal

    def is_legal(self, action: ActionLike) -> bool:
        """Whether the action is legal here (text that cannot be read is not).

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> s.is_legal("pass"), s.is_legal("play 9c"), s.is_legal("nonsense")
        (True, False, False)
        """
        try:
            action = _action_of(action)
        except EuchreError:
            return False
        return action in self.legal_actions()

    def explain(self, action: ActionLike) -> Explanation:
        """Why the action is legal or illegal here, citing the rule.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> print(s.explain("call hearts").message)  # doctest: +ELLIPSIS
        call hearts is not legal now: ...
        """
        return explain_action(self, _action_of(action))

    def explain_turn(self, seat: Seat | int | str | None = None) -> Explanation:
        """Why the player to act is to act, citing the rule: the bidding order (clockwise
        from the dealer's left), the dealer's pickup, the first lead (``first_lead``: left
        of the dealer, of the maker, of the lone player...), the winner of a trick leading
        the next. With ``seat``: whether that seat is to act (``.legal``), and if not, who
        is and why ("why not East?").

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=2, dealer=euchre.Seat.NORTH)
        >>> s = s.apply_all("order up; discard 9s")   # East orders up; North discards
        >>> print(s.explain_turn())  # doctest: +ELLIPSIS
        South is to act. East made trump, and the player left of the maker leads the first trick: South (first_lead='maker_left', Games4All; see https://euchre-py.github.io/euchre/rules/#first-lead); under ... East would lead (left of the dealer).
        >>> s.explain_turn(euchre.Seat.EAST).legal
        False
        """
        return explain_turn(self, _turn_seat(seat, self._h.c.players))

    def apply(self, action: ActionLike) -> State:
        """The state after the player to act takes ``action`` (an Action or its text).

        Raises :class:`~euchre.IllegalActionError` (with ``.reason``) for an illegal action;
        this state is never changed. The engine's hot path: trick play is inlined here.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> s.apply("order up").phase
        <Phase.DISCARD: 'discard'>
        """
        act = action if action.__class__ is Action else _action_of(action)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if act not in legal:
            why = explain_action(self, act)
            raise IllegalActionError(why.message, why.reason or Reason.WRONG_PHASE, act)
        if self._phase != PLAY:
            return _apply(self, act)
        # The hot path: one card played, engine.play.play_card inlined for the common case
        # (reneging forbidden, one copy of each card); tests/engine/test_hot_path.py
        # checks that both give the same states.
        b: Builder = State() if COMPILED else Builder()  # _blank(), inlined
        h = b._h = self._h
        b._phase = PLAY
        b._legal = None
        b._hash = None
        p = self._to_act
        b._hist = (self._hist, act, p)
        card = act.card.index  # type: ignore[union-attr]
        h0, h1, h2, h3 = self._hands  # engine.core.toggle_hand, inlined
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
        if len(trick) == ACTIVE_COUNT[active]:
            b._won = won = (won[0] + 1, won[1]) if best & 1 == 0 else (won[0], won[1] + 1)
            b._tricks = self._tricks + ((leader, trick, best),)
            b._trick = ()
            b._best = -1
            b._bestp = 0
            if won[0] + won[1] == h.c.cards_per_hand:
                b._to_act = -1
                b._h = h = h.copy()
                score_hand(b, h)
                if h.seed is not None and b._phase == DEAL:
                    _deal_if_seeded(b, h)
            else:
                b._to_act = best
                b._leader = best
                b._led = -1
        else:
            b._trick = trick
            b._best = best
            b._bestp = bestp
            b._to_act = NEXT_ACTIVE[active][p]
        if COMPILED:  # _freeze(b), inlined
            return cast(State, b)
        b.__class__ = State
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
        given: object = actions  # checked as any object: compiled code trusts declared types
        items: Iterable[ActionLike | Deal]
        if isinstance(given, str):
            items = [part for part in given.split(";") if part.strip()]
        elif isinstance(given, Iterable) and not isinstance(given, bytes | bytearray | dict):
            items = given
        else:
            raise ArgumentError(
                f"actions={shown(actions)}: expected text ('pass; order up') or a list of "
                "actions and deals"
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
            f"score {'-'.join(str(points) for points in self._h.scores)}"
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
        first = h.results[0].dealer if h.results else h.c.seat_values[h.dealer]
        items: list[Deal | Action] = []
        hand = -1
        dealer = int(first)
        seeded = h.seed is not None
        first_hand = self.start_hand_number
        for item in history:
            if isinstance(item, Deal):
                hand += 1
                if hand > 0:  # who dealt this hand
                    dealer = dealer_after(rules, h.results[:hand])
                if seeded and item == seeded_deal(rules, h.seed, first_hand + hand, dealer):  # type: ignore[arg-type]
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
        start += f"dealer=euchre.{type(first).__name__}.{first.name}"
        start_scores = self.start_scores
        if any(start_scores):
            start += f", scores={tuple(start_scores)!r}"
        if first_hand:
            start += f", hand_number={first_hand}"
        start += ")"
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
    h = Hand()
    h.c = compile_rules(hand_key[0])
    for name, value in zip(HAND_FIELDS, hand_key[1:], strict=True):
        setattr(h, name, value)
    b = _blank()
    b._h = h
    for name, value in zip(VALUE_SLOTS, values, strict=True):
        object.__setattr__(b, name, value)  # compiled, b is a State already (see _blank)
    b._legal = None
    b._hash = None
    return _freeze(b)



# --------------------------------------------------------------------- dispatch by phase
# Each phase's legal actions and transition live in the module of its rule family; these
# tables send a state to them. PLAY (trick play in the common case) is inlined in
# State.legal_actions and State.apply: the hot path.

_Legal = Callable[[Base, Hand, int], tuple[Action, ...]]
_Apply = Callable[[Builder, Hand, int, Action], None]
_LEGAL: Final[dict[int, _Legal]] = {
    ORDER: making.legal_order,
    PICKUP: making.legal_pickup,
    DISCARD: making.legal_discard,
    CALL: making.legal_call,
    JOKER: making.legal_joker,
    ALONE: alone.legal_alone,
    PLAY_ANY: play.legal_play,  # PLAY: inlined in State.legal_actions
    CLAIM: play.legal_claim_round,
    BID: bidding.legal_bid,
    TRUMP: bidding.legal_trump,
    EXCHANGE: bidding.legal_exchange,
}
_APPLY: Final[dict[int, _Apply]] = {
    ORDER: making.apply_order,
    PICKUP: making.apply_pickup,
    DISCARD: making.apply_discard,
    CALL: making.apply_call,
    JOKER: making.apply_joker,
    ALONE: alone.apply_alone,
    PLAY_ANY: play.apply_play,
    CLAIM: play.apply_claim_round,
    BID: bidding.apply_bid,
    TRUMP: bidding.apply_trump,
    EXCHANGE: bidding.apply_exchange,
}


def _no_actions(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    return ()  # waiting for a deal, or the game is over


# indexed by phase code: a tuple index is the cheapest dispatch
_LEGAL_BY_CODE: Final = tuple(_LEGAL.get(code, _no_actions) for code in range(len(PHASES)))
_APPLY_BY_CODE: Final = tuple(_APPLY.get(code) for code in range(len(PHASES)))


def _legal(s: State) -> tuple[Action, ...]:
    return _LEGAL_BY_CODE[s._phase](s, s._h, s._to_act)


def _apply(s: State, action: Action) -> State:
    b: Builder = State() if COMPILED else Builder()  # _blank() and copy_state(), inlined:
    # every bidding step passes here
    b._h = h = s._h.copy()
    b._phase = s._phase
    b._to_act = p = s._to_act
    b._hands = s._hands
    b._leader = s._leader
    b._led = s._led
    b._trick = s._trick
    b._best = s._best
    b._bestp = s._bestp
    b._won = s._won
    b._tricks = s._tricks
    b._hist = (s._hist, action, p)
    b._legal = None
    b._hash = None
    _APPLY_BY_CODE[s._phase](b, h, p, action)  # type: ignore[misc]
    if h.seed is not None and b._phase == DEAL:
        _deal_if_seeded(b, h)
    return _freeze(b)


def _deal_if_seeded(b: Builder, h: Hand) -> None:
    """A hand ended (or was thrown in): a seeded game deals the next one from its seed."""
    while b._phase == DEAL and h.seed is not None:
        start_hand(b, h, seeded_deal(h.c.rules, h.seed, h.hand_no, h.dealer))


def _action_of(action: object) -> Action:
    """An Action, or the action its text reads as; anything else is refused."""
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return parse_action(action)
    raise ActionParseError(
        f"cannot read {shown(action)} as an action: expected an Action or text such as 'play Jd'"
    )


def _turn_seat(seat: object, players: int = 4) -> int | None:
    """A turn question's seat: None, a Seat, its number 0-3 or its name ("east", "e"); at
    other tables a Player or its number."""
    if players != 4:
        return None if seat is None else check_seat(seat, "seat", players)
    if isinstance(seat, str) and seat.strip().lower() in SEAT_WORDS:
        return SEAT_WORDS[seat.strip().lower()]
    if seat is None:
        return None
    if isinstance(seat, str):
        raise ArgumentError(
            f"seat={shown(seat)}: use a Seat, 0-3 (North, East, South, West), its name, or None"
        )
    return check_seat(seat, "seat")


def _check_deal(deal: object) -> None:
    if not isinstance(deal, Deal):
        raise ArgumentError(f"deal={shown(deal)}: expected a Deal, such as euchre.Deal.random(rules, 1)")


_SEED_BITS: Final = 1024


def _check_seed(seed: object) -> int | str | None:
    """A seed as the state keeps it: a plain int (at most 1024 bits, so that it always
    prints), a plain str (text that UTF-8 can encode, as its key is made of) or None."""
    if seed is None:
        return None
    # bool first: compiled code, once it knows an int, keeps it unboxed (True as 1)
    if seed.__class__ is not bool and isinstance(seed, int) and seed.bit_length() <= _SEED_BITS:
        return int(seed)
    if isinstance(seed, str):
        try:
            seed.encode()
        except UnicodeEncodeError:
            pass
        else:
            return str(seed)
    raise ArgumentError(
        f"seed={shown(seed)}: a seed is an int (at most {_SEED_BITS} bits), a str or None"
    )


def _whole(value: object, name: str, low: int) -> int:
    """A whole number argument from ``low`` to MAX_WHOLE (bool refused: True is not 1)."""
    if value.__class__ is bool or not isinstance(value, int):
        raise ArgumentError(f"{name}={shown(value)}: expected a whole number")
    number = int(value)
    if not low <= number <= MAX_WHOLE:
        raise ArgumentError(f"{name}={number}: expected a whole number from {low} to {MAX_WHOLE:,}")
    return number


def check_start(
    rules: RuleSet, scores: object, hand_number: object
) -> tuple[tuple[int, ...], int]:
    """The starting ``scores`` and ``hand_number`` of :func:`new_game`, checked: whole
    numbers (one per side of the table), scores below 0 only where they can fall
    (``scoring.scores_can_fall``), and not a game already over (``scoring.game_over``:
    ``target``, ``win_by_two``, ``tie``, ``num_deals``)."""
    table = rules.table
    if not table.four:
        return _check_start_any(rules, scores, hand_number)
    if not isinstance(scores, tuple | list) or len(scores) != 2:
        raise ArgumentError(f"scores={shown(scores)}: expected two whole numbers (NS, EW), such as (9, 9)")
    low = -MAX_WHOLE if scoring.scores_can_fall(rules) else 0
    if low == 0 and any(isinstance(x, int) and x < 0 for x in scores):
        raise ArgumentError(
            f"scores={shown(tuple(scores))}: a score below 0 cannot happen under these rules "
            f"(scores only fall in Bid Euchre or with renege_penalty='offenders_lose'); "
            "give scores from 0"
        )
    ns, ew = _whole(scores[0], "scores[0] (NS)", low), _whole(scores[1], "scores[1] (EW)", low)
    number = _whole(hand_number, "hand_number", 0)
    if scoring.game_over(rules, number, (ns, ew)):
        why = _over_why(compile_rules(rules), ns, ew)
        raise ArgumentError(f"scores={(ns, ew)}, hand_number={number}: {why}")
    return (ns, ew), number


def _check_start_any(
    rules: RuleSet, scores: object, hand_number: object
) -> tuple[tuple[int, ...], int]:
    """:func:`check_start` at a table other than the four-seat game: one number per side
    (``rules.table.side_labels``)."""
    table = rules.table
    c = compile_rules(rules)
    labels = ", ".join(table.side_labels)
    if not isinstance(scores, tuple | list) or len(scores) != table.sides:
        raise ArgumentError(
            f"scores={shown(scores)}: expected {table.sides} whole numbers, one per side "
            f"({labels}; {table.format_name}, players={c.players})"
        )
    low = -MAX_WHOLE if scoring.scores_can_fall(rules) else 0
    checked = tuple(
        _whole(value, f"scores[{i}] ({label})", low)
        for i, (value, label) in enumerate(zip(scores, table.side_labels, strict=True))
    )
    number = _whole(hand_number, "hand_number", 0)
    if scoring.game_over(rules, number, checked):
        raise ArgumentError(
            f"scores={checked}, hand_number={number}: the game would already be over "
            f"(the target is {c.target}, rule: target; num_deals={c.num_deals}); "
            "give scores that leave the game undecided"
        )
    return checked, number


def _over_why(c: Compiled, ns: int, ew: int) -> str:
    """Why a game starting at these scores would already be over (``c``: the RuleSet's
    values)."""
    if c.num_deals is not None:
        return (
            f"the game would already be over (num_deals={c.num_deals}: hands 0 to "
            f"{c.num_deals - 1} are played); give a hand_number below {c.num_deals}"
        )
    side = "NS" if ns >= ew else "EW"
    return (
        f"the game would already be over ({side} at {max(ns, ew)}, the target is "
        f"{c.target}, rule: target); give scores that leave the game undecided"
    )


def _apply_deal(s: State, deal: Deal) -> State:
    _check_deal(deal)
    if s._phase == OVER:
        raise IllegalActionError("the game is over: no more deals", Reason.GAME_OVER)
    taken = len(unlink(s._hist)) - 1
    if s._phase != DEAL and taken > 0:
        raise IllegalActionError(
            f"a deal can only be supplied before anyone acts in a hand; "
            f"{taken} actions were taken in hand {s._h.hand_no}",
            Reason.DEAL_NOT_ALLOWED,
        )
    deal.check(s._h.c.rules)
    b = copy_state(s, _blank())
    b._h = h = s._h.copy()
    start_hand(b, h, deal)
    _deal_if_seeded(b, h)
    return _freeze(b)


# --------------------------------------------------------------------- module functions


@overload
def new_game(
    rules: RuleSet,
    *,
    seed: int | str | None = None,
    dealer: Seat | int | None = None,
    deal: None = None,
    scores: tuple[int, ...] = (0, 0),
    hand_number: int = 0,
) -> State: ...


@overload
def new_game(
    rules: RuleSet,
    *,
    seed: int | str | None = None,
    dealer: Seat | int | None = None,
    deal: Deal,
    scores: tuple[int, ...] = (0, 0),
    hand_number: int = 0,
) -> State: ...


# The two overloads give callers the parameter types; the implementation takes the seed and
# the dealer as any object and checks them itself: compiled code checks (and trusts) declared
# types, with a bare TypeError where these checks raise ArgumentError.
def new_game(
    rules: RuleSet,
    *,
    seed: object = None,
    dealer: object = None,
    deal: Deal | None = None,
    scores: object = None,
    hand_number: object = 0,
) -> State:
    """A new game: the first dealer and deal come from ``seed`` unless given.

    With neither ``seed`` nor ``deal``, a fresh seed is drawn and kept in ``state.seed``, so
    every game can be replayed. With a ``deal`` and no seed, the game asks for each later
    deal (phase DEAL, :meth:`State.apply_deal`). ``dealer`` defaults to a seeded random
    seat, or North when there is no seed.

    Start anywhere: ``scores=(ns, ew)`` and ``hand_number`` (counted from 0, thrown-in hands
    included) start the game mid-way, say at 9-9 for a dispute; a seeded game deals hand
    ``hand_number`` as the whole game seeded alike would (the seed-to-deal contract). A
    start where the game would already be over (``target``, ``num_deals``) is refused, as
    is a negative score where the rules never take points away.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=42, dealer=euchre.Seat.EAST)
    >>> s.dealer, s.to_act, len(s.hands[0])
    (<Seat.EAST: 1>, <Seat.SOUTH: 2>, 5)
    >>> s = euchre.new_game(euchre.presets.BID_EUCHRE, seed=1, scores=(31, 31), hand_number=20)
    >>> s.scores, s.hand_number, s.start_scores
    (Score(ns=31, ew=31), 20, Score(ns=31, ew=31))
    >>> euchre.new_game(euchre.presets.STANDARD, scores=(10, 4))
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: scores=(10, 4), hand_number=0: the game would already be over (NS at 10, ...
    """
    if not isinstance(rules, RuleSet):
        raise ArgumentError(f"rules={shown(rules)}: expected a RuleSet, such as euchre.presets.STANDARD")
    seed = _check_seed(seed)
    c = compile_rules(rules)
    start_scores: tuple[int, ...]
    # None, not a tuple constant: compiled code boxes a constant tuple anew, so `is` fails
    if scores is None and hand_number.__class__ is int and hand_number == 0:
        start_scores, first_hand = c.no_tricks, 0  # the usual start, nothing to check
    else:
        if scores is None:
            scores = c.no_tricks  # no scores given: 0 for every side of the table
        start_scores, first_hand = check_start(rules, scores, hand_number)
    if seed is None and deal is None:
        seed = secrets.randbelow(2**63)
    if dealer is None:
        first = 0 if seed is None else seeded_dealer(seed, c.players)
    else:
        first = check_seat(dealer, "dealer", c.players)
    if deal is not None:
        _check_deal(deal)
        deal.check(rules)
    h = Hand()
    h.c = c
    h.seed = seed
    h.dealer = first
    h.hand_no = first_hand
    h.scores = start_scores
    h.past = ()
    h.results = ()
    b = _blank()
    b._h = h
    b._legal = None
    b._hash = None
    start_hand(b, h, deal if deal is not None else seeded_deal(rules, seed, first_hand, first))  # type: ignore[arg-type]
    _deal_if_seeded(b, h)
    return _freeze(b)

