"""Player views: what one player may know of a state, and nothing more.

A :class:`View` holds the player's own hand, the public actions (other players' discards
and exchanges shown only as hidden), the upcard, the tricks played, the scores and, when
it is the player's turn, the legal actions. No other player's card is reachable from it:
not as an attribute, not in ``repr``, not in its JSON form, not in a private field, and
every container its fields hold is its own (none is shared with the state). What a view
shares with its state is private and public: the state's immutable tuples of the past
hands' results (they hold no card) and of the cards played in this hand's tricks, so that
a view costs the same however many hands were played; the view's ``results`` and
``tricks`` fields are new values built from them when first read.

A view gives a bot only what its seat may see; but within one Python process any code can
reach any object (``gc.get_objects()`` finds every live State), so bots that need real
isolation from each other must run in separate processes:
:class:`euchre.isolation.ProcessBot` runs a bot in a child process that is sent
only ``view.to_json()`` (see ``docs/isolation.md``).

>>> import euchre
>>> state = euchre.new_game(euchre.presets.STANDARD, seed=3)
>>> view = state.view(state.to_act)
>>> view.seat == state.to_act, len(view.hand), view.hand_sizes
(True, 5, (5, 5, 5, 5))
>>> euchre.View.from_json(view.to_json()) == view
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from euchre.actions import DISCARD_ACTIONS, GIVE_ACTIONS, PLAY_ACTIONS, Action, ActionKind
from euchre.cards import (
    CARDS_BY_INDEX,
    PLAYERS,
    SEATS,
    Card,
    Player,
    Score,
    Seat,
    Suit,
    cards_from_mask,
)
from euchre.engine.cardorder import COPY, FIRST_COPY, LOW_NO_TRUMP, NO_TRUMP, first_copy
from euchre.engine.core import ACTION_LINK, PHASES, PLAY, check_seat, hand_of, hands_of, tricks_of
from euchre.engine.scoring import tokens_held
from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS
from euchre.errors import ArgumentError, EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.rules import RuleSet

if TYPE_CHECKING:
    from euchre.state import State

__all__ = ["PublicAction", "View", "ViewError", "make_trick", "view"]


class ViewError(EuchreError):
    """A view's JSON form could not be read.

    >>> import euchre
    >>> euchre.View.from_json("{}")
    Traceback (most recent call last):
    ...
    euchre.views.ViewError: not a view: the 'version' field is missing
    """


@attrs.frozen
class PublicAction:
    """One action as the viewing player saw it: who acted, and the action's text, or
    ``"discard (hidden)"`` / ``"exchange (hidden)"`` for what was done face down.

    >>> from euchre.views import PublicAction
    >>> PublicAction(seat=1, text="order up").text
    'order up'
    """

    seat: int
    text: str


class _Seen:
    """The slot where a view built by :func:`view` keeps its snapshot until its fields are
    read (a base class: the snapshot is no field of the View)."""

    __slots__ = ("_seen",)


@attrs.frozen
class View(_Seen):
    """What the player at ``seat`` may know. Build one with ``state.view(seat)``.

    Every container a view's fields hold is its own, never one of the state's. In the double
    deck (``deck=48``) the two copies of a card look alike: a view shows each as its first
    copy.

    >>> import euchre
    >>> v = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1).view(euchre.Seat.NORTH)
    >>> v.phase, v.upcard is not None, v.legal_actions == () or v.to_act == v.seat
    ('order', True, True)
    """

    seat: int
    rules: RuleSet = attrs.field(repr=False)
    phase: str
    to_act: int | None
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]  #: the cards each seat holds, one per seat of the table
    upcard: Card | None
    upcard_suit: Suit | None
    dealer_took_upcard: bool
    turned_down: Suit | None
    trump: Suit | None
    no_trump: bool
    maker: int | None
    alone: int | None
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    tricks_won: Score
    scores: Score
    results: tuple[HandResult, ...]
    actions: tuple[PublicAction, ...]
    own_reneges: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    low_no_trump: bool = False  #: low no trump was called (Bid Euchre, ``bid_low_no_trump``)

    if not TYPE_CHECKING:  # to mypy, a View has its fields and nothing else

        def __getattr__(self, name: str) -> Any:
            """A field not read yet (its slot is empty): built from the snapshot, kept in
            its slot (with the other fields built together with it)."""
            fill = _FILL.get(name)
            if fill is None:
                raise AttributeError(f"'View' object has no attribute {name!r}")
            fill(self, self._seen)
            return _SLOT[name].__get__(self, View)

    @property
    def tokens(self) -> Score:
        """Each team's four-trick tokens (``four_trick_tokens``: EGN's alternate rules), read
        from the public results (:func:`euchre.engine.scoring.tokens_held`): (0, 0) with the
        knob off.

        >>> import euchre
        >>> euchre.new_game(euchre.presets.STANDARD, seed=1).view(0).tokens
        Score(ns=0, ew=0)
        """
        return Score(*tokens_held(self.rules, self.results))

    def __str__(self) -> str:
        """This view in one line: seat, hand, phase, own cards, the upcard (Knock Euchre)
        or the bids (Bid Euchre) or trump, the score (see :func:`euchre._render.summary`)."""
        from euchre._render import summary

        return summary(self)

    def _repr_html_(self) -> str:
        """This view as HTML for notebooks: the table as this seat sees it (its own cards,
        the other hands as counts, the upcard or bids, trump, the trick, the score), in
        colours of its own (the SVG of :func:`euchre.svg.table`).

        >>> import euchre
        >>> "<svg" in euchre.new_game(euchre.presets.STANDARD, seed=1).view(0)._repr_html_()
        True
        """
        from euchre._render import render_html

        return render_html(self)

    def to_json(self) -> str:
        """This view as JSON text (a version field first); :meth:`from_json` reads it back.

        >>> import euchre
        >>> v = euchre.new_game(euchre.presets.OPENSPIEL, seed=2).view(0)
        >>> euchre.View.from_json(v.to_json()) == v
        True
        """
        from euchre.records._view import view_to_json  # the format lives with the others

        return view_to_json(self)

    @staticmethod
    def from_json(text: str) -> View:
        """Read a view from its JSON text; raises :class:`ViewError` on anything else.

        Every field is checked (types, ranges, seats 0-3 (at other tables 0 to
        ``players - 1``; hand sizes one a seat, scores one a side), phase names, cards of
        the rules' deck each seen at most as often as the deck holds it, the hand as large
        as its size, tricks of the seats in play, actions that read), so a view read back
        always prints and writes.

        >>> import euchre
        >>> euchre.View.from_json('{"version": 99}')
        Traceback (most recent call last):
        ...
        euchre.views.ViewError: view version 99 is not supported (this library writes version 1)
        """
        from euchre.records._view import view_from_json  # the format lives with the others

        return view_from_json(text)


HIDDEN_DISCARD = "discard (hidden)"
HIDDEN_EXCHANGE = "exchange (hidden)"


_DISCARD = ActionKind.DISCARD  # module constants: an Enum member's lookup costs more
_GIVE = ActionKind.GIVE
_FACE_DOWN = frozenset((*DISCARD_ACTIONS, *GIVE_ACTIONS))  # the actions some seats see hidden


def _seen_actions(
    state: State, me: int, double: bool, exchange: tuple[int, ...] | None = None
) -> list[tuple[int, Action | str]]:
    """The actions of this hand as ``me`` saw them, by one walk of the kept history (see
    :func:`euchre.engine.core.actors`): each a new (seat, action) pair, or (seat, text) for
    what was done face down to ``me`` (another player's discard; a call-for-best exchange,
    seen only by the partners who make it: at the four-seat game the giver and its partner
    (the bidder's side in Bid Euchre, a lone maker's or a lone defender's side in Knock),
    elsewhere ``exchange``), and in the double deck always the text (the copies of a card
    look alike)."""
    seen: list[tuple[int, Action | str]] = []
    hist = state._hist  # a linked list, newest first (see euchre.engine.core.unlink)
    while len(hist) == ACTION_LINK:
        hist, action, actor = hist
        if action in _FACE_DOWN:  # a set lookup (Actions hash by identity) is the fast test
            shown: Action | str = action
            if action.kind is _DISCARD and actor != me:
                shown = HIDDEN_DISCARD
            elif action.kind is _GIVE and (
                me not in exchange if exchange is not None else me != actor and me != actor ^ 2
            ):
                shown = HIDDEN_EXCHANGE
            seen.append((actor, str(shown) if double else shown))
        else:
            seen.append((actor, str(action) if double else action))
    seen.reverse()
    return seen


def _public_actions(state: State, me: int) -> tuple[PublicAction, ...]:
    """The actions of this hand as ``me`` saw them, each a new PublicAction (views share
    nothing, not even with each other)."""
    c = state._h.c
    maker = state._h.maker
    exchange = None if c.four else (maker, *c.teammates[maker]) if maker >= 0 else ()
    return _build_actions(_seen_actions(state, me, c.deck_double, exchange))


def _build_actions(seen: list[tuple[int, Action | str]]) -> tuple[PublicAction, ...]:
    """New PublicActions (built without attrs' __init__: a third less time each)."""
    out = []
    for actor, a in seen:
        public = _new_public(PublicAction)
        _S_ACTOR(public, actor)
        _S_TEXT(public, a if a.__class__ is str else str(a))
        out.append(public)
    return tuple(out)


def make_trick(active: int, leader: int, cards: tuple[int, ...], winner: int) -> Trick:
    """A :class:`~euchre.Trick` from card indices played from ``leader`` on, clockwise
    among the seats in play (the ``active`` bitmask; at a table other than the four-seat
    game in two teams, with its number of players above bit 6: ``active | players << 6``,
    with :class:`~euchre.Player` seats); ``winner`` -1 while in progress.

    >>> make_trick(0b1111, 3, (23, 17), -1).plays
    ((<Seat.WEST: 3>, Card('Ah')), (<Seat.NORTH: 0>, Card('8h')))
    >>> make_trick(0b111 | 3 << 6, 2, (23, 17, 3), 0).winner
    <Player.A: 0>
    """
    order = _PLAY_ORDER[active][leader]  # zip() stops at the last card played
    seats = _SEATS_OF[active]
    plays = tuple([(seats[seat], CARDS_BY_INDEX[card]) for seat, card in zip(order, cards)])  # noqa: B905
    trick: Trick = _new_tuple(Trick, (seats[leader], plays, None if winner < 0 else seats[winner]))
    return trick


def _seen_tricks(
    tricks: tuple[tuple[int, tuple[int, ...], int], ...], double: bool
) -> list[tuple[int, tuple[int, ...], int]]:
    """New (leader, cards, winner) tuples of the finished tricks (see :func:`_seen_cards`)."""
    if double:
        return [(leader, _seen_cards(cards, True), won) for leader, cards, won in tricks]
    return [(leader, (*cards,), won) for leader, cards, won in tricks]


def _seen_cards(cards: tuple[int, ...], double: bool) -> tuple[int, ...]:
    """A new tuple of the card indices, each folded onto its first copy in the double deck."""
    return tuple([first_copy(c) for c in cards]) if double else (*cards,)


# A view built by view() sets its seat and legal actions and keeps a snapshot of its own:
# one tuple of what its seat may know (ints, shared singletons, and new tuples and lists of
# them; no other player's card, no copy of a double-deck card: its own hand's mask is
# canonical, see _canonical), and three of the state's own tuples, immutable and public: the
# past hands' results (numbers, seats, suits, text: copying them at every view would cost
# in proportion to the hands played) and, at the four-seat game in one deck, the finished
# tricks (leader, card indices, winner) and the card indices of the trick being played,
# cards every seat saw played (in the double deck each is copied as its first copy). View.__getattr__ builds a field from the
# snapshot on the first read and keeps it in the field's slot: the tricks, the results and
# the actions each alone, the other fields all together, always as new objects (a field
# holds no container of the snapshot, nor of the state, nor the snapshot one of a field).
# The snapshot's first _N_SCALARS items are the numbers _set_table reads, then:
_N_SCALARS = 17
(
    _MASK, _DOUBLE, _ACTIVE, _TRICKS, _CURRENT, _WON, _SCORES, _RESULTS, _ACTIONS,
    _RENEGES, _PLAYS,
) = range(_N_SCALARS, _N_SCALARS + 11)  # fmt: skip


def _snapshot(state: State, me: int) -> tuple[Any, ...]:
    """What ``view()`` keeps of ``state`` for the player at ``me`` (see above)."""
    h = state._h
    c = h.c
    if not c.four:
        return _snapshot_any(state, me)
    double = c.deck_double
    n, e, s, w = state._hands
    mine = n if me == 0 else e if me == 1 else s if me == 2 else w  # no boxing, compiled
    trick = state._trick
    tricks = state._tricks
    reneges = h.x.reneges
    played = len(trick) + len(tricks) * _COUNT[h.active]
    if double or c.renege_penalised or (played and state._phase != PLAY):
        # claims and take-backs among the plays, or a hand over (its history gone, its
        # tricks kept): walk every action kept
        seen, plays = _seen_actions(state, me, double), False
    else:  # the newest links are this hand's plays, which the tricks tell again
        seen, plays = _seen_at_four(state._hist, me, played), True
    return (
        c.rules,
        state._phase,
        state._to_act,
        h.dealer,
        h.hand_no,
        n.bit_count(),
        e.bit_count(),
        s.bit_count(),
        w.bit_count(),
        h.upcard,
        h.upsuit,
        h.picked,
        h.passes >= 4,  # round 1 passed: the upcard's suit turned down (see _set_table)
        h.trump,
        h.maker,
        h.alone,
        h.defender,
        _canonical(mine) if double else mine,  # the copies look alike
        double,
        h.active,
        _seen_tricks(tricks, True) if double else tricks,  # immutable and public: shared
        (state._leader, _seen_cards(trick, True) if double else trick) if trick else None,
        (*state._won,),  # a copy: the snapshot shares no container with the state
        (*h.scores,),
        h.results,  # immutable and public: shared, copied only when read (see _set_results)
        seen,
        [trick_no for who, trick_no, _, _ in reneges if who == me] if reneges else (),
        plays,
    )


def _seen_at_four(hist: tuple[Any, ...], me: int, played: int) -> list[tuple[int, Action | str]]:
    """:func:`_seen_actions` at the four-seat game in one deck, reneging forbidden (the
    common case, once at every view), less the newest ``played`` links of the kept
    history ``hist``: the plays of this hand, which :func:`_plays` reads from the tricks
    when the actions are read."""
    while played >= 4:
        hist = hist[0][0][0][0]
        played -= 4
    while played:
        hist = hist[0]
        played -= 1
    seen: list[tuple[int, Action | str]] = []
    while len(hist) == ACTION_LINK:
        hist, action, actor = hist
        if action in _FACE_DOWN:
            if action.kind is _DISCARD:
                seen.append((actor, action if actor == me else HIDDEN_DISCARD))
            else:  # an exchange: seen by the giver and its partner
                seen.append((actor, action if me == actor or me == actor ^ 2 else HIDDEN_EXCHANGE))
        else:
            seen.append((actor, action))
    seen.reverse()
    return seen


def _snapshot_any(state: State, me: int) -> tuple[Any, ...]:
    """:func:`_snapshot` at a table other than the four-seat game in two teams: the hand
    sizes as one tuple (in the place of North's, the other three None), the seats in play
    with the table's size above bit 6 (see :func:`make_trick`), a call-for-best exchange
    seen by the maker's teammates."""
    h = state._h
    c = h.c
    if me >= c.players:
        check_seat(me, "seat", c.players)  # raises: no such seat at this table
    double = c.deck_double
    trick = state._trick
    reneges = h.x.reneges
    maker = h.maker
    exchange = (maker, *c.teammates[maker]) if maker >= 0 else ()
    return (
        c.rules, state._phase, state._to_act, h.dealer, h.hand_no,
        tuple([m.bit_count() for m in hands_of(state)]), None, None, None,
        h.upcard, h.upsuit, h.picked, h.passes >= c.players, h.trump, maker, h.alone,
        h.defender,
        _canonical(hand_of(state, me)) if double else hand_of(state, me),
        double,
        h.active | c.players << _TABLE_SHIFT,
        _seen_tricks(state._tricks, double),
        (state._leader, _seen_cards(trick, double)) if trick else None,
        (*tricks_of(state),),
        (*h.scores,),
        h.results,  # as at four seats
        _seen_actions(state, me, double, exchange),
        [trick_no for who, trick_no, _, _ in reneges if who == me] if reneges else (),
        False,  # every action walked
    )  # fmt: skip


def _set_table(v: View, d: tuple[Any, ...]) -> None:
    """Set every field of ``v`` but its tricks, results and actions from its snapshot (one
    call each, no loop: a bot reads some of them at every decision)."""
    (
        rules, phase, to_act, dealer, hand_no, n, e, s, w, upcard, upsuit, picked,
        passed, trump, maker, alone, defender,
    ) = d[:_N_SCALARS]  # fmt: skip
    active = d[_ACTIVE]
    _S_RULES(v, rules)
    _S_PHASE(v, PHASES[phase].value)
    _S_TO_ACT(v, None if to_act < 0 else to_act)
    _S_DEALER(v, dealer)
    _S_HAND_NUMBER(v, hand_no)
    _S_HAND(v, _hand(d))
    _S_HAND_SIZES(v, (n, e, s, w) if w is not None else (*n,))  # see _snapshot_any
    # as the State's properties of the same names read the hand record
    _S_UPCARD(v, None if upcard < 0 else CARDS_BY_INDEX[upcard])
    _S_UPCARD_SUIT(v, _SUITS[upsuit] if upsuit >= 0 else None)
    _S_DEALER_TOOK_UPCARD(v, picked)
    _S_TURNED_DOWN(v, _SUITS[upsuit] if passed and upsuit >= 0 else None)
    _S_TRUMP(v, _SUITS[trump] if 0 <= trump < NO_TRUMP else None)
    _S_NO_TRUMP(v, trump >= NO_TRUMP)
    _S_LOW_NO_TRUMP(v, trump == LOW_NO_TRUMP)
    _S_MAKER(v, None if maker < 0 else maker)
    _S_ALONE(v, None if alone < 0 else alone)
    _S_LONE_DEFENDER(v, None if defender < 0 else defender)
    _S_SITTING_OUT(v, tuple([*_SITTING_OUT[active]]))  # a new tuple
    _S_CURRENT_TRICK(v, _current_trick(d))
    _S_TRICKS_WON(v, _new_tuple(Score, d[_WON]))
    _S_SCORES(v, _new_tuple(Score, d[_SCORES]))
    _S_OWN_RENEGES(v, tuple(d[_RENEGES]))


def _hand(d: tuple[Any, ...]) -> tuple[Card, ...]:
    """The seat's own cards in index order; in the double deck each as its first copy, a
    card held twice twice, side by side (see :func:`_canonical`)."""
    mask = d[_MASK]
    if not d[_DOUBLE]:
        return cards_from_mask(mask)
    twice = mask >> COPY  # a canonical mask: every card as its first copy, a second one twice
    out = []
    for card in cards_from_mask(mask & FIRST_COPY):
        out.append(card)
        if twice >> card.index & 1:
            out.append(card)
    return tuple(out)


def _result_of(r: HandResult) -> HandResult:
    """A new HandResult equal to ``r``, with new Scores (its other fields are numbers,
    enum members, bools and text, shared by everybody)."""
    result: HandResult = _new_tuple(
        HandResult, (*r[:6], _new_tuple(Score, r[6]), _new_tuple(Score, r[7]), *r[8:])
    )
    return result


def _current_trick(d: tuple[Any, ...]) -> Trick | None:
    if d[_CURRENT] is None:
        return None
    leader, cards = d[_CURRENT]
    return make_trick(d[_ACTIVE], leader, cards, -1)


def _set_tricks(v: View, d: tuple[Any, ...]) -> None:
    _S_TRICKS(v, tuple([make_trick(d[_ACTIVE], *raw) for raw in d[_TRICKS]]))


def _set_results(v: View, d: tuple[Any, ...]) -> None:
    _S_RESULTS(v, tuple([_result_of(r) for r in d[_RESULTS]]))


def _set_actions(v: View, d: tuple[Any, ...]) -> None:
    _S_ACTIONS(v, _build_actions(d[_ACTIONS] + _plays(d) if d[_PLAYS] else d[_ACTIONS]))


def _plays(d: tuple[Any, ...]) -> list[tuple[int, Action | str]]:
    """This hand's plays, read from the snapshot's tricks (see :func:`_seen_at_four`):
    each trick's cards in turn from its leader, clockwise among the seats in play."""
    order = _PLAY_ORDER[d[_ACTIVE]]
    out: list[tuple[int, Action | str]] = []
    for leader, cards, _ in d[_TRICKS]:
        out += zip(order[leader], [PLAY_ACTIONS[card] for card in cards])  # noqa: B905
    if d[_CURRENT] is not None:
        leader, cards = d[_CURRENT]
        out += zip(order[leader], [PLAY_ACTIONS[card] for card in cards])  # noqa: B905
    return out


_SUITS = tuple(Suit)
#: A namedtuple made without its Python-level ``__new__`` (a third of the time; the
#: values are given in field order, all of them).
_new_tuple: Callable[..., Any] = tuple.__new__
#: Where a snapshot's seats in play hold the table's size (other tables than four in teams).
_TABLE_SHIFT = 6
#: Every key of the seats in play: the four-seat game's 16 masks, then each other table's.
_KEYS = (
    *((active, 4) for active in range(16)),
    *((active | n << _TABLE_SHIFT, n) for n in NEXT_ACTIVE_BY_PLAYERS for active in range(1 << n)),
)


def _by_key(make: Callable[[int, int], Any]) -> tuple[Any, ...]:
    """A table indexed by the key of the seats in play (see :func:`make_trick`)."""
    out: list[Any] = [None] * (1 + max(key for key, _ in _KEYS))
    for key, players in _KEYS:
        out[key] = make(key & ((1 << _TABLE_SHIFT) - 1), players)
    return tuple(out)


#: _COUNT[active]: the seats in play at the four-seat game (the cards of a finished trick).
_COUNT = tuple(active.bit_count() for active in range(16))
#: _SITTING_OUT[key]: the seats out of play (each view makes its own copy).
_SITTING_OUT = _by_key(
    lambda active, players: tuple(seat for seat in range(players) if not active >> seat & 1)
)
#: _SEATS_OF[key]: the seat values of the table (Seat at four seats, else Player).
_SEATS_OF: tuple[tuple[Seat | Player, ...], ...] = _by_key(
    lambda _, players: SEATS if players == 4 else PLAYERS[:players]
)


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The slot ``name`` of ``cls``'s instances, set without the frozen class's check."""
    setter: Callable[[Any, Any], None] = vars(cls)[name].__set__
    return setter


_S_SEAT = _setter(View, "seat")
_S_RULES = _setter(View, "rules")
_S_PHASE = _setter(View, "phase")
_S_TO_ACT = _setter(View, "to_act")
_S_DEALER = _setter(View, "dealer")
_S_HAND_NUMBER = _setter(View, "hand_number")
_S_HAND = _setter(View, "hand")
_S_HAND_SIZES = _setter(View, "hand_sizes")
_S_UPCARD = _setter(View, "upcard")
_S_UPCARD_SUIT = _setter(View, "upcard_suit")
_S_DEALER_TOOK_UPCARD = _setter(View, "dealer_took_upcard")
_S_TURNED_DOWN = _setter(View, "turned_down")
_S_TRUMP = _setter(View, "trump")
_S_NO_TRUMP = _setter(View, "no_trump")
_S_LOW_NO_TRUMP = _setter(View, "low_no_trump")
_S_MAKER = _setter(View, "maker")
_S_ALONE = _setter(View, "alone")
_S_LONE_DEFENDER = _setter(View, "lone_defender")
_S_SITTING_OUT = _setter(View, "sitting_out")
_S_TRICKS = _setter(View, "tricks")
_S_CURRENT_TRICK = _setter(View, "current_trick")
_S_TRICKS_WON = _setter(View, "tricks_won")
_S_SCORES = _setter(View, "scores")
_S_RESULTS = _setter(View, "results")
_S_ACTIONS = _setter(View, "actions")
_S_OWN_RENEGES = _setter(View, "own_reneges")
_S_LEGAL = _setter(View, "legal_actions")
_S_SEEN = _setter(_Seen, "_seen")
_G_SEEN: Callable[[Any], tuple[Any, ...]] = vars(_Seen)["_seen"].__get__
_S_ACTOR = _setter(PublicAction, "seat")
_S_TEXT = _setter(PublicAction, "text")

#: What sets each field a view built by view() leaves unset until it is read.
_FILL: dict[str, Callable[[View, tuple[Any, ...]], None]] = {
    name: _set_table
    for name in attrs.fields_dict(View)
    if name not in ("seat", "legal_actions", "tricks", "results", "actions")
} | {"tricks": _set_tricks, "results": _set_results, "actions": _set_actions}
#: Each field's slot, read without View.__getattr__ (an empty slot raises AttributeError).
_SLOT = {name: vars(View)[name] for name in _FILL}


def view(state: State, seat: Seat | int) -> View:
    """What the player at ``seat`` may know of ``state`` (same as ``state.view(seat)``).

    Every container of the view's fields is its own (none is shared with the state). In the
    double deck (``deck=48``) the two copies of a card cannot be told apart: the view shows
    each card as its first copy. The view keeps a snapshot of what its seat may know (with
    the state's immutable tuples of past results and of the cards played in the tricks,
    which every seat saw) and builds its fields from it on their first read (only the seat
    and legal actions at once).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3)
    >>> euchre.views.view(s, 0) == s.view(euchre.Seat.NORTH)
    True
    >>> s.view(4)
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: seat=4: use a Seat or 0-3 (North, East, South, West)
    """
    if seat.__class__ is int and 0 <= seat < 4:  # check_seat's test, inline for a plain int
        me = seat
    elif seat.__class__ is not bool and isinstance(seat, int) and 0 <= seat < 4:
        me = int(seat)  # a Seat
    else:
        try:
            me = check_seat(seat, "seat")
        except ArgumentError:  # seats 4 and 5 of a six-seat table (the snapshot checks the rest)
            me = check_seat(seat, "seat", state._h.c.players)
    v = _new_view(View)
    _S_SEAT(v, me)
    if state._to_act == me:
        legal = state._legal  # the state's cached tuple, if it was asked for already
        # a new tuple: tuple(t) would be t itself
        _S_LEGAL(v, (*(state.legal_actions() if legal is None else legal),))
    else:
        _S_LEGAL(v, ())
    _S_SEEN(v, _snapshot(state, me))
    return v


_new_view = _new_public = object.__new__


def _canonical(mask: int) -> int:
    """A double-deck hand's mask as its seat may know it: each card held once as its first
    copy, a card held twice as both (the copies look alike; which one a seat holds would
    tell it who holds the other, after an explicit deal).

    >>> _canonical(1 << 43) == 1 << 3   # the second 10 of clubs held alone: the first
    True
    >>> _canonical(1 << 43 | 1 << 3) == 1 << 43 | 1 << 3   # both copies: both
    True
    """
    low, high = mask & FIRST_COPY, mask >> COPY
    return low | high | (low & high) << COPY


def _play_order(active: int, leader: int, players: int = 4) -> tuple[int, ...]:
    """The seats in play (the ``active`` bitmask) clockwise from ``leader`` at a table of
    ``players``."""
    following = NEXT_ACTIVE_BY_PLAYERS[players][active]
    order = [leader]
    for _ in range(active.bit_count() - 1):
        order.append(following[order[-1]])
    return tuple(order)


#: _PLAY_ORDER[key][leader]: the seats in play clockwise from the leader (key: see
#: :func:`make_trick`).
_PLAY_ORDER = _by_key(
    lambda active, players: tuple(_play_order(active, leader, players) for leader in range(players))
)
