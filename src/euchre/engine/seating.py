"""The seats of every table size as tables the engine looks up (built once, at import):
who is next in play, how many are in play, and how to replace one seat's hand.

The four-seat values are the hot path's (``alone.NEXT_ACTIVE`` and ``ACTIVE_COUNT`` are the
``[4]`` entries here, and a test holds them equal to the four-seat literals); other table
sizes take theirs from :class:`~euchre.engine.core.Compiled` (``c.next_active``, ...).

>>> from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS, ACTIVE_COUNT_BY_PLAYERS
>>> NEXT_ACTIVE_BY_PLAYERS[3][0b101][0], ACTIVE_COUNT_BY_PLAYERS[6][0b111111]
(2, 6)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

__all__ = [
    "ACTIVE_COUNT_BY_PLAYERS",
    "NEXT_ACTIVE_BY_PLAYERS",
    "REPLACE_BY_PLAYERS",
    "TABLE_SIZES",
]

#: The table sizes a RuleSet may seat (``players``).
TABLE_SIZES: Final = (2, 3, 4, 5, 6)


def _next_active(players: int) -> tuple[tuple[int, ...], ...]:
    """``[active][seat]``: the next seat clockwise after ``seat`` whose bit is set in
    ``active`` (-1 when none is)."""
    return tuple(
        tuple(
            next(
                (
                    (seat + k) % players
                    for k in range(1, players + 1)
                    if mask >> ((seat + k) % players) & 1
                ),
                -1,
            )
            for seat in range(players)
        )
        for mask in range(1 << players)
    )


_REPLACE_FOUR: Final[tuple[Callable[[tuple[int, ...], int], tuple[int, ...]], ...]] = (
    lambda t, x: (x, t[1], t[2], t[3]),
    lambda t, x: (t[0], x, t[2], t[3]),
    lambda t, x: (t[0], t[1], x, t[3]),
    lambda t, x: (t[0], t[1], t[2], x),
)


def _replacer(players: int, seat: int) -> Callable[[tuple[int, ...], int], tuple[int, ...]]:
    """A function giving ``hands`` with ``seat``'s hand replaced by ``mask``."""
    if players == 4:  # the four-seat game: index, no slices
        return _REPLACE_FOUR[seat]

    def replace(hands: tuple[int, ...], mask: int) -> tuple[int, ...]:
        return hands[:seat] + (mask,) + hands[seat + 1 :]

    return replace


#: ``[players][active][seat]``: the next seat in play clockwise after ``seat``.
NEXT_ACTIVE_BY_PLAYERS: Final = {n: _next_active(n) for n in TABLE_SIZES}
#: ``[players][active]``: how many seats are in play (the cards of a full trick).
ACTIVE_COUNT_BY_PLAYERS: Final = {
    n: tuple(mask.bit_count() for mask in range(1 << n)) for n in TABLE_SIZES
}
#: ``[players][seat](hands, mask)``: the hands with one seat's replaced.
REPLACE_BY_PLAYERS: Final = {n: tuple(_replacer(n, s) for s in range(n)) for n in TABLE_SIZES}
