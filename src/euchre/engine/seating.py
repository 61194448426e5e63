"""The seats of every table size as tables the engine looks up (built once, at import):
who is next in play, how many are in play, and how to replace one seat's hand (in the
engine's fixed six places, :data:`PerSeat`).

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
    "NONE",
    "TABLE_SIZES",
    "PerSeat",
    "at_seat",
    "count_trick",
    "per_seat",
    "toggle",
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


#: The most seats a table has (``players``): the engine keeps each seat's hand and each
#: side's tricks in a tuple of this fixed size, the places past the table's seats (or sides)
#: 0. A fixed-size tuple of ints is what mypyc stores unboxed, inside the state, so the
#: four-seat hot path copies and changes it without allocating (a tuple of any length is a
#: boxed object: measured 12% slower compiled perft).
MAX_SEATS: Final = 6
#: One int per seat (a hand's mask) or per side (tricks won), in :data:`MAX_SEATS` places.
PerSeat = tuple[int, int, int, int, int, int]
#: Every place 0: no cards held, no tricks won.
NONE: Final[PerSeat] = (0, 0, 0, 0, 0, 0)

def toggle(values: PerSeat, seat: int, mask: int) -> PerSeat:
    """``values`` with ``seat``'s XOR ``mask``: a hand gains the cards of ``mask`` it does
    not hold, or loses those it holds (every move of a card is one or the other). By
    constant indices: compiled, the six stay unboxed (see :data:`MAX_SEATS`).

    >>> toggle((0b11, 0b100, 0, 0, 0, 0), 1, 0b1000)
    (3, 12, 0, 0, 0, 0)
    """
    a, b, c, d, e, f = values
    if seat < 3:
        if seat == 0:
            return (a ^ mask, b, c, d, e, f)
        if seat == 1:
            return (a, b ^ mask, c, d, e, f)
        return (a, b, c ^ mask, d, e, f)
    if seat == 3:
        return (a, b, c, d ^ mask, e, f)
    if seat == 4:
        return (a, b, c, d, e ^ mask, f)
    return (a, b, c, d, e, f ^ mask)


def count_trick(won: PerSeat, side: int) -> PerSeat:
    """The tricks won by side (``won``) with one more for ``side``.

    >>> count_trick((2, 1, 0, 0, 0, 0), 1)
    (2, 2, 0, 0, 0, 0)
    """
    a, b, c, d, e, f = won
    if side < 3:
        if side == 0:
            return (a + 1, b, c, d, e, f)
        if side == 1:
            return (a, b + 1, c, d, e, f)
        return (a, b, c + 1, d, e, f)
    if side == 3:
        return (a, b, c, d + 1, e, f)
    if side == 4:
        return (a, b, c, d, e + 1, f)
    return (a, b, c, d, e, f + 1)


def at_seat(values: PerSeat, seat: int) -> int:
    """``values[seat]`` by constant indices: compiled, indexing the unboxed tuple by a
    variable boxes all six values first (mypyc), and the hot path reads a hand at every
    decision (``State.legal_actions``). Interpreted, ``values[seat]`` is faster.

    >>> at_seat((3, 5, 0, 9, 0, 0), 3)
    9
    """
    if seat < 2:
        return values[1] if seat else values[0]
    if seat < 4:
        return values[3] if seat == 3 else values[2]
    return values[5] if seat == 5 else values[4]


def per_seat(values: tuple[int, ...]) -> PerSeat:
    """``values`` (one a seat, or a side) in the engine's fixed :data:`MAX_SEATS` places.

    >>> per_seat((3, 5, 0, 9))
    (3, 5, 0, 9, 0, 0)
    """
    a, b, c, d, e, f = values + NONE[len(values) :]
    return (a, b, c, d, e, f)


#: ``[players][active][seat]``: the next seat in play clockwise after ``seat``.
NEXT_ACTIVE_BY_PLAYERS: Final = {n: _next_active(n) for n in TABLE_SIZES}
#: ``[players][active]``: how many seats are in play (the cards of a full trick).
ACTIVE_COUNT_BY_PLAYERS: Final = {
    n: tuple(mask.bit_count() for mask in range(1 << n)) for n in TABLE_SIZES
}
