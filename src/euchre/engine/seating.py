"""The seats of every table size as tables the engine looks up (built once, at import):
who is next in play, how many are in play, and where a seat's hand is kept (fixed-size
tuples: :data:`MAX_SEATS`; read and changed by :mod:`euchre.engine.core`'s ``hand_of`` and
``toggle_hand``).

The four-seat values are the hot path's (``alone.NEXT_ACTIVE`` and ``ACTIVE_COUNT`` are the
``[4]`` entries here, and a test holds them equal to the four-seat literals); other table
sizes take theirs from :class:`~euchre.engine.core.Compiled` (``c.next_active``, ...).

>>> from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS, ACTIVE_COUNT_BY_PLAYERS
>>> NEXT_ACTIVE_BY_PLAYERS[3][0b101][0], ACTIVE_COUNT_BY_PLAYERS[6][0b111111]
(2, 6)
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "ACTIVE_COUNT_BY_PLAYERS",
    "MAX_SEATS",
    "NEXT_ACTIVE_BY_PLAYERS",
    "NO_HANDS",
    "TABLE_SIZES",
    "Four",
    "at_four",
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


#: The most seats a table has (``players``). The engine keeps values per seat or per side in
#: tuples of a fixed size: a fixed-size tuple of ints is what mypyc stores unboxed, inside the
#: state, so the hot path copies and changes it without allocating (a tuple of any length is
#: a boxed object: measured 12% slower compiled perft), and the four-seat game's hands stay
#: four (a tuple of six costs the interpreted hot path 2%). So: the hands of seats 0-3 are the
#: state's ``_hands`` (:data:`Four`), those of seats 4 and 5 the hand record's ``x.far``
#: (:func:`euchre.engine.core.hand_of` reads any seat's); likewise the tricks of sides 0 and 1
#: are the state's, those of sides 2-5 the hand record's (:func:`euchre.engine.core.tricks_of`).
MAX_SEATS: Final = 6
#: The hands (masks) of seats 0-3, 0 for a seat the table does not have.
Four = tuple[int, int, int, int]
#: No cards held by seats 0-3.
NO_HANDS: Final[Four] = (0, 0, 0, 0)


def at_four(values: Four, seat: int) -> int:
    """``values[seat]`` (seats 0-3) by constant indices: compiled, indexing the unboxed
    tuple by a variable boxes all four first (mypyc), and the hot path reads a hand at every
    decision (``State.legal_actions``). Interpreted, ``values[seat]`` is faster.

    >>> at_four((3, 5, 0, 9), 3)
    9
    """
    if seat < 2:
        return values[1] if seat else values[0]
    return values[3] if seat == 3 else values[2]


#: ``[players][active][seat]``: the next seat in play clockwise after ``seat``.
NEXT_ACTIVE_BY_PLAYERS: Final = {n: _next_active(n) for n in TABLE_SIZES}
#: ``[players][active]``: how many seats are in play (the cards of a full trick).
ACTIVE_COUNT_BY_PLAYERS: Final = {
    n: tuple(mask.bit_count() for mask in range(1 << n)) for n in TABLE_SIZES
}
