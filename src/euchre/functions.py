"""The module-level functions: :func:`apply`, :func:`legal_actions` and the other methods of
:class:`~euchre.State` in function form, and :func:`perft`.

They check their arguments here, in a module the compiled build leaves interpreted: compiled
code would check the declared types itself first, with a bare ``TypeError``, where these
raise the library's own :class:`~euchre.ArgumentError`.

>>> import euchre
>>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=1)
>>> euchre.apply(s, "pass") == s.apply("pass")
True
"""

from __future__ import annotations

from euchre.actions import Action
from euchre.cards import Seat
from euchre.deal import Deal
from euchre.engine import perft as _perft
from euchre.engine.core import shown
from euchre.engine.explain import Explanation
from euchre.errors import ArgumentError
from euchre.state import ActionLike, State

__all__ = [
    "apply",
    "apply_deal",
    "explain",
    "explain_turn",
    "is_legal",
    "legal_actions",
    "perft",
    "perft_divide",
]


def _state(state: object) -> State:
    """The functions' first argument: a State (an argument swapped is refused)."""
    if not isinstance(state, State):
        raise ArgumentError(f"state={shown(state)}: expected a State, such as euchre.new_game(rules)")
    return state


def _depth(depth: object) -> int:
    """perft's ``depth``: None (to the end of the hand, -1 here) or a whole number >= 0."""
    if depth is None:
        return -1
    if type(depth) is int and depth >= 0:
        return depth
    raise ArgumentError(f"depth={shown(depth)}: expected None (to the end of the hand) or an int >= 0")


def legal_actions(state: State) -> tuple[Action, ...]:
    """The legal actions of ``state`` (same as ``state.legal_actions()``).

    >>> import euchre
    >>> euchre.legal_actions(euchre.new_game(euchre.presets.OPENSPIEL, seed=1))
    (Action('pass'), Action('order up'))
    """
    return _state(state).legal_actions()


def is_legal(state: State, action: ActionLike) -> bool:
    """Whether ``action`` is legal in ``state``.

    >>> import euchre
    >>> euchre.is_legal(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), "order up alone")
    False
    """
    return _state(state).is_legal(action)


def explain(state: State, action: ActionLike) -> Explanation:
    """Why ``action`` is (il)legal in ``state``, citing the rule.

    >>> import euchre
    >>> euchre.explain(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), "pass").legal
    True
    """
    return _state(state).explain(action)


def explain_turn(state: State, seat: Seat | int | str | None = None) -> Explanation:
    """Why the player to act is to act, or, with ``seat``, why that seat is not (see
    :meth:`State.explain_turn`).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=1, dealer=euchre.Seat.NORTH)
    >>> print(euchre.explain_turn(s, "west"))  # doctest: +ELLIPSIS
    West is not to act: East is. Round 1 of the bidding goes once round the table clockwise from the dealer's left: North deals, so East spoke first (...).
    """
    return _state(state).explain_turn(seat)


def apply(state: State, action: ActionLike) -> State:
    """The state after ``action``; ``state`` itself never changes.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=1)
    >>> euchre.apply(s, "pass").to_act == s.to_act.left
    True
    """
    return _state(state).apply(action)


def apply_deal(state: State, deal: Deal) -> State:
    """Start the current hand of ``state`` with ``deal`` (see :meth:`State.apply_deal`).

    >>> import euchre
    >>> rules = euchre.presets.OPENSPIEL
    >>> s = euchre.new_game(rules, deal=euchre.Deal.random(rules, 1))
    >>> euchre.apply_deal(s, euchre.Deal.random(rules, 2)).deal == euchre.Deal.random(rules, 2)
    True
    """
    return _state(state).apply_deal(deal)


def perft(state: State, depth: int | None = None) -> int:
    """The number of decision sequences from ``state`` to the end of its hand
    (:mod:`euchre.engine.perft`).

    With ``depth``, stop after that many decisions instead (counting the positions reached,
    ends of the hand included).

    >>> import euchre
    >>> rules = euchre.presets.CARDGAMES_IO
    >>> s = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
    >>> euchre.perft(s, depth=1)
    3
    """
    return _perft.count(_state(state), _depth(depth))


def perft_divide(state: State, depth: int | None = None) -> dict[str, int]:
    """Perft split by first action (text -> count), for locating a mismatch.

    >>> import euchre
    >>> rules = euchre.presets.CARDGAMES_IO
    >>> s = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
    >>> sorted(euchre.perft_divide(s, depth=1).items())
    [('order up', 1), ('order up alone', 1), ('pass', 1)]
    """
    return _perft.divide(_state(state), _depth(depth))
