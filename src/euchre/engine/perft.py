"""Perft: count the complete decision sequences of a hand, as chess engines count moves.

A leaf is the end of the hand: the state after its last card (or after the last pass of a
thrown-in hand). Counts pin down move generation exactly; a mismatch is located with
:func:`perft_divide`.

>>> import euchre
>>> rules = euchre.presets.OPENSPIEL
>>> s = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
>>> for action in ("pass", "pass", "pass", "order up", "discard " + str(s.hands[0][0])):
...     s = s.apply(action)
>>> s.phase
<Phase.ALONE: 'alone'>
>>> euchre.perft(s, depth=2)
10
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.engine.core import DEAL, OVER

if TYPE_CHECKING:
    from euchre.state import State

_ENDS = (DEAL, OVER)  # the hand is over: waiting for the next deal, or the game is over


def perft(state: State, depth: int | None = None) -> int:
    """The number of decision sequences from ``state`` to the end of its hand.

    With ``depth``, stop after that many decisions instead (counting the positions reached,
    ends of the hand included).

    >>> import euchre
    >>> rules = euchre.presets.CARDGAMES_IO
    >>> s = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
    >>> euchre.perft(s, depth=1)
    3
    """
    hand = state._h.hand_no
    if state._phase in _ENDS:
        return 1
    return _count(state, hand, -1 if depth is None else depth)


def _count(state: State, hand: int, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.apply(action)
        if child._h.hand_no != hand or child._phase in _ENDS:
            total += 1
        else:
            total += _count(child, hand, depth - 1)
    return total


def perft_divide(state: State, depth: int | None = None) -> dict[str, int]:
    """Perft split by first action (text -> count), for locating a mismatch.

    >>> import euchre
    >>> rules = euchre.presets.CARDGAMES_IO
    >>> s = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, seed=1))
    >>> sorted(euchre.perft_divide(s, depth=1).items())
    [('order up', 1), ('order up alone', 1), ('pass', 1)]
    """
    out: dict[str, int] = {}
    hand = state._h.hand_no
    for action in state.legal_actions():
        child = state.apply(action)
        if child._h.hand_no != hand or child._phase in _ENDS:
            out[str(action)] = 1
        elif depth is None:
            out[str(action)] = _count(child, hand, -1)
        else:
            out[str(action)] = _count(child, hand, depth - 1)
    return out
