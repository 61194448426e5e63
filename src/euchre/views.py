"""Player views: what one player may know of a state, and nothing more.

A :class:`View` holds the player's own hand, the public actions (other players' discards
and exchanges shown only as hidden), the upcard, the tricks played, the scores and, when
it is the player's turn, the legal actions. No other player's card is reachable from it:
not as an attribute, not in ``repr``, not in its JSON form, not in a private field, and
every container it holds is its own (none is shared with the state).

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

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

import attrs

from euchre.actions import DISCARD_ACTIONS, GIVE_ACTIONS, Action, ActionKind, parse_action
from euchre.cards import CARDS_BY_INDEX, SEATS, Card, Score, Seat, Suit, cards_from_mask, parse_card
from euchre.engine.alone import NEXT_ACTIVE
from euchre.engine.cardorder import DECKS, bits, collapse, first_copy
from euchre.engine.core import PHASES, Phase, actors, check_seat
from euchre.errors import EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.rules import RuleSet, codec

if TYPE_CHECKING:
    from euchre.state import State

__all__ = ["PlainFacts", "PublicAction", "View", "ViewError", "make_trick", "plain_facts", "view"]

VERSION = 1


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

    Every container a view holds is its own, never one of the state's. In the double deck
    (``deck=48``) the two copies of a card look alike: a view shows each as its first copy.

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
    hand_sizes: tuple[int, int, int, int]
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
        return json.dumps(_to_data(self), ensure_ascii=False, sort_keys=True)

    @staticmethod
    def from_json(text: str) -> View:
        """Read a view from its JSON text; raises :class:`ViewError` on anything else.

        Every field is checked (types, ranges, seats 0-3, phase names, cards of the rules'
        deck each seen at most as often as the deck holds it, the hand as large as its
        size, tricks of the seats in play, actions that read), so a view read back always
        prints and writes.

        >>> import euchre
        >>> euchre.View.from_json('{"version": 99}')
        Traceback (most recent call last):
        ...
        euchre.views.ViewError: view version 99 is not supported (this library writes version 1)
        """
        if not isinstance(text, str | bytes | bytearray):
            raise ViewError(f"not JSON: expected text, got {type(text).__name__}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
            raise ViewError(f"not JSON: {str(error)[:200]}") from None
        if not isinstance(data, dict):
            raise ViewError("not a view: expected a JSON object")
        if "version" not in data:
            raise ViewError("not a view: the 'version' field is missing")
        version = data["version"]
        if version.__class__ is not int or version != VERSION:
            what = repr(version) if version.__class__ in (int, float) else _kind(version)
            raise ViewError(
                f"view version {what} is not supported (this library writes version {VERSION})"
            )
        return _from_data(data)


HIDDEN_DISCARD = "discard (hidden)"
HIDDEN_EXCHANGE = "exchange (hidden)"


_DISCARD = ActionKind.DISCARD  # module constants: an Enum member's lookup costs more
_GIVE = ActionKind.GIVE
_FACE_DOWN = frozenset((*DISCARD_ACTIONS, *GIVE_ACTIONS))  # the actions some seats see hidden


def _seen_actions(state: State, me: int, double: bool) -> list[tuple[int, Action | str]]:
    """The actions of this hand as ``me`` saw them, by one walk of the kept history (see
    :func:`euchre.engine.core.actors`): each a new (seat, action) pair, or (seat, text) for
    what was done face down to ``me`` (another player's discard; a call-for-best exchange,
    seen only by the two partners who make it), and in the double deck always the text (the
    copies of a card look alike)."""
    maker = state._h.maker
    exchange = (maker, maker ^ 2) if maker >= 0 else (-1, -1)
    seen: list[tuple[int, Action | str]] = []
    for actor, action in actors(state._hist):
        shown: Action | str = action
        if action in _FACE_DOWN:  # a set lookup (Actions hash by identity) is the fast test
            if action.kind is _DISCARD and actor != me:
                shown = HIDDEN_DISCARD
            elif action.kind is _GIVE and me not in exchange:
                shown = HIDDEN_EXCHANGE
        seen.append((actor, str(shown) if double else shown))
    return seen


def _public_actions(state: State, me: int) -> tuple[PublicAction, ...]:
    """The actions of this hand as ``me`` saw them, each a new PublicAction (views share
    nothing, not even with each other)."""
    return _build_actions(_seen_actions(state, me, state._h.c.deck_double))


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
    among the seats in play (the ``active`` bitmask); ``winner`` -1 while in progress.

    >>> make_trick(0b1111, 3, (23, 17), -1).plays
    ((<Seat.WEST: 3>, Card('Ah')), (<Seat.NORTH: 0>, Card('8h')))
    """
    order = _PLAY_ORDER[active][leader]  # zip() stops at the last card played
    plays = tuple([(SEATS[seat], CARDS_BY_INDEX[card]) for seat, card in zip(order, cards)])  # noqa: B905
    trick: Trick = _new_tuple(Trick, (SEATS[leader], plays, None if winner < 0 else SEATS[winner]))
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
# them; no other player's card, no copy of a double-deck card). View.__getattr__ builds a
# field from it on the first read and keeps it in the field's slot: the tricks, the
# results and the actions each alone, the other fields all together, always as new objects (a field holds no container of
# the snapshot, nor the snapshot one of a field).
(
    _SCALARS, _MASK, _DOUBLE, _ACTIVE, _TRICKS, _CURRENT, _WON, _SCORES, _RESULTS,
    _ACTIONS, _RENEGES,
) = range(11)  # fmt: skip


def _snapshot(state: State, me: int) -> tuple[Any, ...]:
    """What ``view()`` keeps of ``state`` for the player at ``me`` (see above)."""
    h = state._h
    double = h.c.deck_double
    n, e, s, w = state._hands
    trick = state._trick
    reneges = h.x.reneges
    results = h.results
    scalars = (
        h.c.rules,
        state._phase,
        state._to_act,
        h.dealer,
        h.hand_no,
        n.bit_count(),
        e.bit_count(),
        s.bit_count(),
        w.bit_count(),
        state.upcard,
        state.upcard_suit,
        h.picked,
        state.turned_down,
        state.trump,
        state.no_trump,
        state.low_no_trump,
        h.maker,
        h.alone,
        h.defender,
    )
    return (
        scalars,
        state._hands[me],
        double,
        h.active,
        _seen_tricks(state._tricks, double),
        (state._leader, _seen_cards(trick, double)) if trick else None,
        (*state._won,),
        (*h.scores,),
        [(*r[:6], *r.tricks, *r.points, *r[8:]) for r in results] if results else (),
        _seen_actions(state, me, double),
        [trick_no for who, trick_no, _, _ in reneges if who == me] if reneges else (),
    )


def _set_table(v: View, d: tuple[Any, ...]) -> None:
    """Set every field of ``v`` but its tricks, results and actions from its snapshot (one
    call each, no loop: a bot reads some of them at every decision)."""
    (
        rules, phase, to_act, dealer, hand_no, n, e, s, w, upcard, upsuit, picked,
        turned_down, trump, no_trump, low_no_trump, maker, alone, defender,
    ) = d[_SCALARS]  # fmt: skip
    active = d[_ACTIVE]
    _S_RULES(v, rules)
    _S_PHASE(v, PHASES[phase].value)
    _S_TO_ACT(v, None if to_act < 0 else to_act)
    _S_DEALER(v, dealer)
    _S_HAND_NUMBER(v, hand_no)
    _S_HAND(v, _hand(d))
    _S_HAND_SIZES(v, (n, e, s, w))
    _S_UPCARD(v, upcard)
    _S_UPCARD_SUIT(v, upsuit)
    _S_DEALER_TOOK_UPCARD(v, picked)
    _S_TURNED_DOWN(v, turned_down)
    _S_TRUMP(v, trump)
    _S_NO_TRUMP(v, no_trump)
    _S_LOW_NO_TRUMP(v, low_no_trump)
    _S_MAKER(v, None if maker < 0 else maker)
    _S_ALONE(v, None if alone < 0 else alone)
    _S_LONE_DEFENDER(v, None if defender < 0 else defender)
    _S_SITTING_OUT(v, tuple([*_SITTING_OUT[active]]))  # a new tuple
    _S_CURRENT_TRICK(v, _current_trick(d))
    _S_TRICKS_WON(v, _new_tuple(Score, d[_WON]))
    _S_SCORES(v, _new_tuple(Score, d[_SCORES]))
    _S_OWN_RENEGES(v, tuple(d[_RENEGES]))


def _hand(d: tuple[Any, ...]) -> tuple[Card, ...]:
    hand = cards_from_mask(d[_MASK])
    return _first_copies(hand) if d[_DOUBLE] else hand


def _result_of(r: tuple[Any, ...]) -> HandResult:
    scores = _new_tuple(Score, r[6:8]), _new_tuple(Score, r[8:10])
    result: HandResult = _new_tuple(HandResult, (*r[:6], *scores, *r[10:]))
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
    _S_ACTIONS(v, _build_actions(d[_ACTIONS]))


#: A namedtuple made without its Python-level ``__new__`` (a third of the time; the
#: values are given in field order, all of them).
_new_tuple: Callable[..., Any] = tuple.__new__
#: _SITTING_OUT[active]: the seats out of play (each view makes its own copy).
_SITTING_OUT = tuple(tuple(seat for seat in range(4) if not active >> seat & 1) for active in range(16))


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

    Every container of the view is its own (none is shared with the state). In the double
    deck (``deck=48``) the two copies of a card cannot be told apart: the view shows each
    card as its first copy. The view keeps a snapshot of what its seat may know and builds
    its fields from it on their first read (only the seat and legal actions at once).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3)
    >>> euchre.views.view(s, 0) == s.view(euchre.Seat.NORTH)
    True
    >>> s.view(4)
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: seat=4: use a Seat or 0-3 (North, East, South, West)
    """
    me = check_seat(seat, "seat")
    v = _new_view(View)
    _S_SEAT(v, me)
    # a new tuple: the legal actions are the state's cached tuple, and tuple(t) is t itself
    _S_LEGAL(v, tuple([*state.legal_actions()]) if state._to_act == me else ())
    _S_SEEN(v, _snapshot(state, me))
    return v


_new_view = _new_public = object.__new__


# --------------------------------------------------------------------- plain facts

#: A trick as plain ints: (leader, ((seat, card index), ...) in the order played, winner or -1).
PlainTrick = tuple[int, tuple[tuple[int, int], ...], int]


class PlainFacts(NamedTuple):
    """What a view shows, as plain ints, bools, strings and tuples of them (see
    :func:`plain_facts`): seats 0-3, suits 0-3 (:class:`~euchre.Suit`), cards by their index
    (first copies in the double deck), -1 for none. The results of past hands are left out."""

    seat: int
    phase: str
    to_act: int
    dealer: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, int, int, int]
    upcard: int
    upcard_suit: int
    dealer_took_upcard: bool
    turned_down: int
    trump: int
    no_trump: bool
    low_no_trump: bool
    maker: int
    alone: int
    lone_defender: int
    sitting_out: tuple[int, ...]
    tricks: tuple[PlainTrick, ...]
    current_trick: PlainTrick | None
    tricks_won: tuple[int, int]
    scores: tuple[int, int]
    actions: tuple[tuple[int, str], ...]
    own_reneges: tuple[int, ...]


def plain_facts(v: View) -> PlainFacts:
    """The public facts of view ``v`` as plain values, the same as its fields say (``hand``
    as card indices, ``actions`` as (seat, text) pairs, tricks as :data:`PlainTrick`), for
    code that reads many views fast, such as :mod:`euchre.encoding`: a view made by
    ``state.view(seat)`` gives them from its own snapshot without building its Cards,
    Tricks and PublicActions; any other view gives them from its fields. Nothing here is
    more than the view shows.

    >>> import euchre
    >>> v = euchre.new_game(euchre.presets.STANDARD, seed=3).view(0)
    >>> f = plain_facts(v)
    >>> f.hand == tuple(c.index for c in v.hand), f.to_act, f.actions
    (True, 3, ())
    >>> plain_facts(euchre.View.from_json(v.to_json())) == f
    True
    """
    try:
        d = _G_SEEN(v)
    except AttributeError:  # a view not made by view(): read its fields
        return _plain_facts_of_fields(v)
    (
        _rules, phase, to_act, dealer, _hand_no, n, e, s, w, upcard, upsuit, picked,
        turned_down, trump, no_trump, low_no_trump, maker, alone, defender,
    ) = d[_SCALARS]  # fmt: skip
    active = d[_ACTIVE]
    hand = bits(d[_MASK])
    current = d[_CURRENT]
    order = _PLAY_ORDER[active]  # zip() stops at the last card played
    out: PlainFacts = _new_tuple(PlainFacts, (
        v.seat, _PHASE_NAMES[phase], to_act, dealer,
        tuple([first_copy(c) for c in hand]) if d[_DOUBLE] else tuple(hand),
        (n, e, s, w), -1 if upcard is None else upcard.index,
        -1 if upsuit is None else int(upsuit), picked,
        -1 if turned_down is None else int(turned_down), -1 if trump is None else int(trump),
        no_trump, low_no_trump, maker, alone, defender,
        _SITTING_OUT[active],
        tuple([(lead, tuple(zip(order[lead], cards)), won) for lead, cards, won in d[_TRICKS]]),  # noqa: B905
        None if current is None else (current[0], tuple(zip(order[current[0]], current[1])), -1),  # noqa: B905
        d[_WON], d[_SCORES],
        tuple([(actor, a if a.__class__ is str else _TEXT_OF(a)) for actor, a in d[_ACTIONS]]),
        tuple(d[_RENEGES]),
    ))  # fmt: skip
    return out


#: The name of each of the engine's phase numbers (a Phase's value).
_PHASE_NAMES = tuple(phase.value for phase in PHASES)
#: An Action's text (str(action) without the call of str).
_TEXT_OF: Callable[[Action], str] = Action.__str__


def _int_or_none(value: int | None) -> int:
    """A seat or suit as its number, -1 for none (as :class:`PlainFacts` writes them)."""
    return -1 if value is None else int(value)


def _play_order(active: int, leader: int) -> tuple[int, ...]:
    """The seats in play (the ``active`` bitmask) clockwise from ``leader``."""
    following = NEXT_ACTIVE[active]
    order = [leader]
    for _ in range(active.bit_count() - 1):
        order.append(following[order[-1]])
    return tuple(order)


#: _PLAY_ORDER[active][leader]: the seats in play clockwise from the leader.
_PLAY_ORDER = tuple(tuple(_play_order(active, leader) for leader in range(4)) for active in range(16))


def _plain_trick(t: Trick) -> PlainTrick:
    plays = tuple([(int(seat), card.index) for seat, card in t.plays])
    return (int(t.leader), plays, _int_or_none(t.winner))


def _plain_facts_of_fields(v: View) -> PlainFacts:
    """:func:`plain_facts` read from the view's public fields."""
    current = v.current_trick
    return PlainFacts(
        v.seat, v.phase, _int_or_none(v.to_act), int(v.dealer), tuple(c.index for c in v.hand),
        (*v.hand_sizes,),
        -1 if v.upcard is None else v.upcard.index, _int_or_none(v.upcard_suit),
        v.dealer_took_upcard, _int_or_none(v.turned_down), _int_or_none(v.trump), v.no_trump,
        v.low_no_trump, _int_or_none(v.maker), _int_or_none(v.alone), _int_or_none(v.lone_defender),
        tuple(int(seat) for seat in v.sitting_out), tuple(_plain_trick(t) for t in v.tricks),
        None if current is None else _plain_trick(current), (*v.tricks_won,),
        (*v.scores,),
        tuple((a.seat, a.text) for a in v.actions), tuple(v.own_reneges),
    )  # fmt: skip


def _first_copies(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(CARDS_BY_INDEX[first_copy(c.index)] for c in cards)


# --------------------------------------------------------------------- JSON


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _trick(trick: Trick | None) -> Any:
    if trick is None:
        return None
    return {
        "leader": int(trick.leader),
        "plays": [[int(seat), str(card)] for seat, card in trick.plays],
        "winner": None if trick.winner is None else int(trick.winner),
    }


def _result(result: HandResult) -> Any:
    return {
        "number": result.number,
        "dealer": int(result.dealer),
        "trump": None if result.trump is None else int(result.trump),
        "maker": None if result.maker is None else int(result.maker),
        "alone": None if result.alone is None else int(result.alone),
        "lone_defender": None if result.lone_defender is None else int(result.lone_defender),
        "tricks": list(result.tricks),
        "points": list(result.points),
        "thrown_in": result.thrown_in,
        "no_trump": result.no_trump,
        "declared": result.declared,
        "renege": None if result.renege is None else int(result.renege),
        "bid": result.bid,
    }


def _to_data(v: View) -> dict[str, Any]:
    return {
        "version": VERSION,
        "seat": v.seat,
        "rules": codec.to_json(v.rules),
        "phase": v.phase,
        "to_act": v.to_act,
        "dealer": v.dealer,
        "hand_number": v.hand_number,
        "hand": [str(c) for c in v.hand],
        "hand_sizes": list(v.hand_sizes),
        "upcard": _card(v.upcard),
        "upcard_suit": None if v.upcard_suit is None else int(v.upcard_suit),
        "dealer_took_upcard": v.dealer_took_upcard,
        "turned_down": None if v.turned_down is None else int(v.turned_down),
        "trump": None if v.trump is None else int(v.trump),
        "no_trump": v.no_trump,
        "maker": v.maker,
        "alone": v.alone,
        "lone_defender": v.lone_defender,
        "sitting_out": list(v.sitting_out),
        "tricks": [_trick(t) for t in v.tricks],
        "current_trick": _trick(v.current_trick),
        "tricks_won": list(v.tricks_won),
        "scores": list(v.scores),
        "results": [_result(r) for r in v.results],
        "actions": [[a.seat, a.text] for a in v.actions],
        "own_reneges": list(v.own_reneges),
        "legal_actions": [str(a) for a in v.legal_actions],
        "low_no_trump": v.low_no_trump,
    }


# --------------------------------------------------------------------- reading JSON
# Every value is checked for its type and range, and the whole for what can be checked
# without the hidden cards (cards of the deck, each at most once, the hand as large as its
# size, tricks of the seats in play): a view read back always prints and writes.

_LIMIT = 10**9  # the largest number a view holds (hand numbers, scores, points)
_HIDDEN = (HIDDEN_DISCARD, HIDDEN_EXCHANGE)
_DECLARED = ("ace no face", "farmer", "joker upcard")
_PHASES = {phase.value for phase in Phase}
_FIELDS = frozenset(
    (
        "version",
        "rules",
        "seat",
        "phase",
        "to_act",
        "dealer",
        "hand_number",
        "hand",
        "hand_sizes",
        "upcard",
        "upcard_suit",
        "dealer_took_upcard",
        "turned_down",
        "trump",
        "no_trump",
        "maker",
        "alone",
        "lone_defender",
        "sitting_out",
        "tricks",
        "current_trick",
        "tricks_won",
        "scores",
        "results",
        "actions",
        "own_reneges",
        "legal_actions",
        "low_no_trump",
    )
)
_TRICK_KEYS = frozenset(("leader", "plays", "winner"))
_RESULT_KEYS = frozenset(HandResult._fields)
_OPTIONAL = frozenset(("low_no_trump",))


def _fail(where: str, message: str) -> ViewError:
    return ViewError(f"not a valid view: {where}: {message}")


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    return {dict: "an object", list: "a list", type(None): "null"}.get(
        type(value), type(value).__name__
    )


def _int(value: Any, where: str, low: int = 0, high: int = _LIMIT) -> int:
    if value.__class__ is not int or not low <= value <= high:
        raise _fail(where, f"expected a whole number from {low} to {high}, got {_kind(value)}")
    return int(value)


def _seat(value: Any, where: str) -> int:
    if value.__class__ is not int or not 0 <= value < 4:
        raise _fail(where, f"expected a seat, 0-3 (North, East, South, West), got {_kind(value)}")
    return int(value)


def _seat_or_none(value: Any, where: str) -> Seat | None:
    return None if value is None else Seat(_seat(value, where))


def _suit_or_none(value: Any, where: str) -> Suit | None:
    if value is None:
        return None
    if value.__class__ is not int or not 0 <= value < 4:
        raise _fail(
            where,
            f"expected a suit, 0-3 (clubs, diamonds, hearts, spades) or null, got {_kind(value)}",
        )
    return Suit(value)


def _bool(value: Any, where: str) -> bool:
    if value.__class__ is not bool:
        raise _fail(where, f"expected true or false, got {_kind(value)}")
    return bool(value)


def _list(value: Any, where: str, size: int | None = None) -> list[Any]:
    if value.__class__ is not list:
        raise _fail(where, f"expected a list, got {_kind(value)}")
    if size is not None and len(value) != size:
        raise _fail(where, f"expected a list of {size}, got one of {len(value)}")
    return value


def _object(
    value: Any, where: str, keys: frozenset[str], optional: frozenset[str]
) -> dict[str, Any]:
    if value.__class__ is not dict:
        raise _fail(where, f"expected an object, got {_kind(value)}")
    missing = sorted(keys - optional - value.keys())
    if missing:
        raise _fail(where, f"the field {missing[0]!r} is missing")
    unknown = sorted(str(k) for k in value.keys() - keys)
    if unknown:
        raise _fail(
            where, f"unknown field {unknown[0]!r}; the fields are {', '.join(sorted(keys))}"
        )
    return value


def _text(value: Any, where: str) -> str:
    if value.__class__ is not str:
        raise _fail(where, f"expected text, got {_kind(value)}")
    return str(value)


def _action(value: Any, where: str) -> Action:
    text = _text(value, where)
    try:
        action = parse_action(text)
    except EuchreError as error:
        raise _fail(where, str(error)) from None
    if str(action) != text:
        raise _fail(where, f"{text!r} is not written as a view writes it ({str(action)!r})")
    return action


class _Cards:
    """Reads the cards of a view: each a card of the rules' deck, each at most as often as
    the deck holds it (twice in the double deck)."""

    def __init__(self, rules: RuleSet) -> None:
        self.deck = collapse(DECKS[rules.deck])
        self.copies = 2 if rules.deck == 48 else 1
        self.seen: dict[Card, int] = {}

    def card(self, value: Any, where: str, count: bool = True) -> Card:
        text = _text(value, where)
        try:
            card = parse_card(text)
        except EuchreError as error:
            raise _fail(where, str(error)) from None
        if str(card) != text:
            raise _fail(where, f"{text!r} is not written as a view writes it ({str(card)!r})")
        if not self.deck >> card.index & 1:
            raise _fail(
                where, f"{card} is not in the {bin(self.deck).count('1')}-card deck of these rules"
            )
        if count:
            self.seen[card] = seen = self.seen.get(card, 0) + 1
            if seen > self.copies:
                raise _fail(
                    where, f"{card} is seen more often than the deck holds it ({self.copies})"
                )
        return card


def _trick_from(data: Any, where: str, cards: _Cards, active: int, done: bool) -> Trick:
    d = _object(data, where, _TRICK_KEYS, frozenset())
    leader = _seat(d["leader"], f"{where}.leader")
    plays = []
    for i, play in enumerate(_list(d["plays"], f"{where}.plays")):
        pair = _list(play, f"{where}.plays[{i}]", 2)
        plays.append(
            (
                Seat(_seat(pair[0], f"{where}.plays[{i}][0]")),
                cards.card(pair[1], f"{where}.plays[{i}][1]"),
            )
        )
    seats = [seat for seat, _ in plays]
    if not plays or len(set(seats)) != len(seats) or seats[0] != leader:
        raise _fail(where, "a trick's plays are by different seats, the leader first")
    if len(plays) > active or (done and len(plays) != active):
        raise _fail(
            where,
            f"a {'finished ' if done else ''}trick of {len(plays)} cards with {active} players",
        )
    winner = _seat_or_none(d["winner"], f"{where}.winner")
    if (winner is None) == done or (winner is not None and winner not in seats):
        raise _fail(
            where,
            "a finished trick's winner is a seat that played in it; a trick in progress has none",
        )
    return Trick(leader=Seat(leader), plays=tuple(plays), winner=winner)


def _result_from(data: Any, where: str, number: int) -> HandResult:
    r = _object(data, where, _RESULT_KEYS, frozenset(("bid",)))
    if _int(r["number"], f"{where}.number") != number:
        raise _fail(f"{where}.number", f"the results are numbered from 0: expected {number}")
    tricks = [
        _int(n, f"{where}.tricks[{i}]")
        for i, n in enumerate(_list(r["tricks"], f"{where}.tricks", 2))
    ]
    points = [
        _int(n, f"{where}.points[{i}]", -_LIMIT)
        for i, n in enumerate(_list(r["points"], f"{where}.points", 2))
    ]
    declared = r["declared"]
    if declared is not None and declared not in _DECLARED:
        raise _fail(
            f"{where}.declared",
            f"expected null or one of {', '.join(_DECLARED)}, got {_kind(declared)}",
        )
    bid = r.get("bid")
    if bid is not None:
        _action(f"bid {_text(bid, f'{where}.bid')}", f"{where}.bid")
    return HandResult(
        number=number,
        dealer=Seat(_seat(r["dealer"], f"{where}.dealer")),
        trump=_suit_or_none(r["trump"], f"{where}.trump"),
        maker=_seat_or_none(r["maker"], f"{where}.maker"),
        alone=_seat_or_none(r["alone"], f"{where}.alone"),
        lone_defender=_seat_or_none(r["lone_defender"], f"{where}.lone_defender"),
        tricks=Score(*tricks),
        points=Score(*points),
        thrown_in=_bool(r["thrown_in"], f"{where}.thrown_in"),
        no_trump=_bool(r["no_trump"], f"{where}.no_trump"),
        declared=declared,
        renege=_seat_or_none(r["renege"], f"{where}.renege"),
        bid=bid,
    )


def _public_action(data: Any, where: str, me: int) -> PublicAction:
    pair = _list(data, where, 2)
    seat = _seat(pair[0], f"{where}[0]")
    text = _text(pair[1], f"{where}[1]")
    if text in _HIDDEN:
        if seat == me:
            raise _fail(where, "a player sees their own actions face up")
        return PublicAction(seat=seat, text=text)
    action = _action(text, f"{where}[1]")
    if action.kind is ActionKind.DISCARD and seat != me:
        raise _fail(where, "another player's discard is face down in a view")
    return PublicAction(seat=seat, text=text)


# RuleSets read from views, by their JSON text: a bot reading view after view of one game
# reads the same rules each time (keyed by rules only, never by anything a hand holds).
_RULES_READ: dict[str, RuleSet] = {}


def _rules_from(data: Any) -> RuleSet:
    try:
        key = json.dumps(data, sort_keys=True) if data.__class__ is dict else None
    except (ValueError, RecursionError):  # nested too deep to be a RuleSet
        raise _fail("rules", "not an object of RuleSet knobs") from None
    rules = _RULES_READ.get(key) if key is not None else None
    if rules is not None:
        return rules
    try:
        rules = codec.from_json(data)
    except EuchreError as error:
        raise _fail("rules", str(error)) from None
    if key is not None:
        if len(_RULES_READ) >= 64:
            _RULES_READ.clear()
        _RULES_READ[key] = rules
    return rules


def _each(
    d: dict[str, Any], key: str, read: Callable[[Any, str], Any], size: int | None = None
) -> tuple[Any, ...]:
    """The items of the list ``d[key]``, each read by ``read(item, where)``."""
    return tuple(read(item, f"{key}[{i}]") for i, item in enumerate(_list(d[key], key, size)))


def _table_fields(d: dict[str, Any], cards: _Cards, me: int) -> dict[str, Any]:
    """The fields with cards: the hand and its size, the tricks and who plays them."""
    deck_size = bin(cards.deck).count("1") * cards.copies
    sizes = _each(d, "hand_sizes", lambda n, where: _int(n, where, 0, deck_size), 4)
    hand = _each(d, "hand", cards.card)
    if len(hand) != sizes[me] or sum(sizes) > deck_size:
        raise _fail("hand", f"{len(hand)} cards, but hand_sizes gives {sizes[me]} for seat {me}")
    sitting_out = _each(d, "sitting_out", _seat)
    if list(sitting_out) != sorted(set(sitting_out)) or len(sitting_out) > 2:
        raise _fail("sitting_out", "at most two seats, in order, each once")
    active = 4 - len(sitting_out)
    tricks = _each(d, "tricks", lambda t, where: _trick_from(t, where, cards, active, True))
    current = d["current_trick"]
    if current is not None:
        current = _trick_from(current, "current_trick", cards, active - 1, False)
    won = _each(d, "tricks_won", _int, 2)
    if sum(won) != len(tricks):
        raise _fail("tricks_won", f"{sum(won)} tricks won, but {len(tricks)} tricks played")
    return {
        "hand": hand,
        "hand_sizes": sizes,
        "sitting_out": sitting_out,
        "tricks": tricks,
        "current_trick": current,
        "tricks_won": Score(*won),
        "upcard": None if d["upcard"] is None else cards.card(d["upcard"], "upcard", count=False),
    }


def _from_data(d: dict[str, Any]) -> View:
    _object(d, "view", _FIELDS, _OPTIONAL)
    rules = _rules_from(d["rules"])
    me = _seat(d["seat"], "seat")
    phase = _text(d["phase"], "phase")
    if phase not in _PHASES:
        raise _fail(
            "phase", f"{phase!r} is not a phase; the phases are {', '.join(sorted(_PHASES))}"
        )
    to_act = None if d["to_act"] is None else _seat(d["to_act"], "to_act")
    trump = _suit_or_none(d["trump"], "trump")
    no_trump = _bool(d["no_trump"], "no_trump")
    low_no_trump = _bool(d.get("low_no_trump", False), "low_no_trump")
    if (no_trump and trump is not None) or (low_no_trump and not no_trump):
        raise _fail("no_trump", "no trump (and low no trump) is called only with no trump suit")
    legal = _each(d, "legal_actions", _action)
    if (legal and to_act != me) or len(set(legal)) != len(legal):
        raise _fail(
            "legal_actions", "a view lists distinct legal actions, only on its player's turn"
        )
    last_trick = rules.cards_per_hand - 1
    return View(
        seat=me,
        rules=rules,
        phase=phase,
        to_act=to_act,
        dealer=_seat(d["dealer"], "dealer"),
        hand_number=_int(d["hand_number"], "hand_number"),
        upcard_suit=_suit_or_none(d["upcard_suit"], "upcard_suit"),
        dealer_took_upcard=_bool(d["dealer_took_upcard"], "dealer_took_upcard"),
        turned_down=_suit_or_none(d["turned_down"], "turned_down"),
        trump=trump,
        no_trump=no_trump,
        low_no_trump=low_no_trump,
        maker=_opt_seat(d["maker"], "maker"),
        alone=_opt_seat(d["alone"], "alone"),
        lone_defender=_opt_seat(d["lone_defender"], "lone_defender"),
        scores=Score(*_each(d, "scores", lambda n, where: _int(n, where, -_LIMIT), 2)),
        results=tuple(
            _result_from(r, f"results[{i}]", i)
            for i, r in enumerate(_list(d["results"], "results"))
        ),
        actions=_each(d, "actions", lambda a, where: _public_action(a, where, me)),
        own_reneges=_each(d, "own_reneges", lambda t, where: _int(t, where, 0, last_trick)),
        legal_actions=legal,
        **_table_fields(d, _Cards(rules), me),
    )


def _opt_seat(value: Any, where: str) -> int | None:
    return None if value is None else _seat(value, where)
