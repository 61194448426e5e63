"""The plain facts of a player's view: what a :class:`~euchre.View` shows, as plain ints,
bools, strings and tuples of them (:func:`plain_facts`), for code that reads many views
fast, such as :mod:`euchre.encoding`. A view made by ``state.view(seat)`` gives them from
its own snapshot, without building its Cards, Tricks and PublicActions.

>>> import euchre
>>> from euchre.plainfacts import plain_facts
>>> plain_facts(euchre.new_game(euchre.presets.STANDARD, seed=3).view(0)).hand_sizes
(5, 5, 5, 5)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from euchre.actions import Action
from euchre.engine.cardorder import LOW_NO_TRUMP, NO_TRUMP, bits, first_copy
from euchre.engine.core import PHASES
from euchre.errors import ArgumentError, shown
from euchre.outcomes import Trick
from euchre.views import (
    _ACTIONS,
    _ACTIVE,
    _CURRENT,
    _DOUBLE,
    _G_SEEN,
    _MASK,
    _N_SCALARS,
    _PLAY_ORDER,
    _PLAYS,
    _RENEGES,
    _SCORES,
    _SITTING_OUT,
    _TRICKS,
    _WON,
    View,
    _new_tuple,
    _plays,
)

__all__ = ["PlainFacts", "PlainTrick", "plain_facts"]

#: A trick as plain ints: (leader, ((seat, card index), ...) in the order played, winner or -1).
PlainTrick = tuple[int, tuple[tuple[int, int], ...], int]


class PlainFacts(NamedTuple):
    """What a view shows, as plain ints, bools, strings and tuples of them (see
    :func:`plain_facts`): seats 0-3 (0 to ``players - 1`` at other tables), suits 0-3 (:class:`~euchre.Suit`), cards by their index
    (first copies in the double deck), -1 for none. The results of past hands are left out."""

    seat: int
    phase: str
    to_act: int
    dealer: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
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
    tricks_won: tuple[int, ...]
    scores: tuple[int, ...]
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
    except (AttributeError, TypeError):  # a view not made by view(): read its fields
        if not isinstance(v, View):
            raise ArgumentError(f"v={shown(v)}: expected a View (state.view(seat))") from None
        return _plain_facts_of_fields(v)
    (
        _rules, phase, to_act, dealer, _hand_no, n, e, s, w, upcard, upsuit, picked,
        passed, trump, maker, alone, defender,
    ) = d[:_N_SCALARS]  # fmt: skip
    active = d[_ACTIVE]
    actions = d[_ACTIONS] + _plays(d) if d[_PLAYS] else d[_ACTIONS]
    hand = bits(d[_MASK])
    current = d[_CURRENT]
    order = _PLAY_ORDER[active]  # zip() stops at the last card played
    out: PlainFacts = _new_tuple(PlainFacts, (
        v.seat, _PHASE_NAMES[phase], to_act, dealer,
        tuple(sorted([first_copy(c) for c in hand])) if d[_DOUBLE] else tuple(hand),
        (n, e, s, w) if w is not None else n, max(upcard, -1), max(upsuit, -1), picked,
        upsuit if passed and upsuit >= 0 else -1,  # as views._set_table reads them
        trump if 0 <= trump < NO_TRUMP else -1, trump >= NO_TRUMP, trump == LOW_NO_TRUMP,
        maker, alone, defender,
        _SITTING_OUT[active],
        tuple([(lead, tuple(zip(order[lead], cards)), won) for lead, cards, won in d[_TRICKS]]),  # noqa: B905
        None if current is None else (current[0], tuple(zip(order[current[0]], current[1])), -1),  # noqa: B905
        d[_WON], d[_SCORES],
        tuple([(actor, a if a.__class__ is str else _TEXT_OF(a)) for actor, a in actions]),
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
