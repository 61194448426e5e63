"""Going alone: who may go alone (the maker, the maker's partner, the defenders), who sits
out, and who leads the first trick.

Knobs: ``alone``, ``alone_timing``, ``canadian_loner``, ``defender_alone``,
``defender_alone_order``, ``first_lead``, ``call_for_best`` (Knock: the lone player's
partner passes the best card).
"""

from __future__ import annotations

#: NEXT_ACTIVE[active][seat]: the next seat clockwise after ``seat`` that is in play
#: (``active`` is a 4-bit mask of the seats in play; a lone player's partner sits out).
NEXT_ACTIVE = tuple(
    tuple(
        next(((seat + k) & 3 for k in range(1, 5) if mask >> ((seat + k) & 3) & 1), -1)
        for seat in range(4)
    )
    for mask in range(16)
)

#: ACTIVE_COUNT[active]: how many seats are in play (the cards in a full trick).
ACTIVE_COUNT = tuple(mask.bit_count() for mask in range(16))

ALL_SEATS = 15


def without_partner(seat: int) -> int:
    """The seats in play when ``seat`` goes alone: all but the partner.

    >>> bin(without_partner(1))   # East alone: West (3) sits out
    '0b111'
    """
    return ALL_SEATS & ~(1 << (seat ^ 2))


def first_active(active: int, start: int) -> int:
    """The first seat in play at or after ``start``, clockwise.

    >>> first_active(0b1011, 2)   # South sits out: West is next
    3
    """
    return NEXT_ACTIVE[active][(start + 3) & 3]


def first_leader(
    first_lead: str, dealer: int, maker: int, alone: int, defender: int, active: int
) -> int:
    """Who leads the first trick, by the knob ``first_lead`` (seats 0-3; -1 for nobody).

    ``dealer_left``: left of the dealer (skipping a seat that sits out); ``maker_left``: left
    of the maker (seed 001); ``lone_left``: left of the lone player, the lone defender when
    both sides go alone (seed 004), else left of the dealer; ``bidder``: the high bidder
    (seed 002).

    >>> first_leader("lone_left", dealer=0, maker=1, alone=1, defender=2, active=0b0110)
    2
    >>> first_leader("maker_left", dealer=0, maker=3, alone=-1, defender=-1, active=15)
    0
    """
    if first_lead == "bidder":
        return maker
    if first_lead == "maker_left":
        return first_active(active, maker + 1)
    if first_lead == "lone_left":
        if alone >= 0 and defender >= 0:
            return defender  # seed 004: two alone, the lone defender leads
        if alone >= 0:
            return first_active(active, alone + 1)
        if defender >= 0:
            return first_active(active, defender + 1)
    return first_active(active, dealer + 1)  # dealer_left
