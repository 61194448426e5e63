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

from typing import TYPE_CHECKING, Final

from euchre.engine.core import DEAL, OVER

if TYPE_CHECKING:
    from euchre.state import State

_ENDS: Final = (DEAL, OVER)  # the hand is over: waiting for the next deal, or the game is over


def count(state: State, depth: int) -> int:
    """:func:`euchre.perft` once its arguments are checked (``depth`` -1: to the end of the
    hand)."""
    hand = state._h.hand_no
    if state._phase in _ENDS:
        return 1
    return _count(state, hand, depth)


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


def divide(state: State, depth: int) -> dict[str, int]:
    """:func:`euchre.perft_divide` once its arguments are checked (``depth`` -1: to the end
    of the hand)."""
    out: dict[str, int] = {}
    hand = state._h.hand_no
    for action in state.legal_actions():
        child = state.apply(action)
        if child._h.hand_no != hand or child._phase in _ENDS:
            out[str(action)] = 1
        else:
            out[str(action)] = _count(child, hand, depth - 1)
    return out
