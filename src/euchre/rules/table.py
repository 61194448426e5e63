"""The table a RuleSet seats: how many players, who plays with whom, and their names.

One value, :class:`Table`, derived from the knobs ``players`` and ``partnership`` (it is
:attr:`euchre.RuleSet.table`, not a knob of its own): every layer that needs a seat's left-hand
neighbour, its teammates, its side or a name reads it here, so the geometry of the table is
written once. Seats are numbered clockwise from 0. The four-seat game in two teams keeps its
compass names (North, East, South, West) and its sides North-South and East-West; other
tables letter their players A, B, C, ... (as Foster's Hoyle letters cut-throat's players).

``partnership='teams'``: two fixed teams seated alternately (seat number even or odd), pairs
at four seats and threes at six. ``partnership='none'``: each player keeps their own score;
in each hand the maker plays alone against all the others (two-handed, cutthroat).

>>> from euchre.rules.table import table_of
>>> cutthroat = table_of(3, "none")
>>> cutthroat.format_name, cutthroat.side_labels, cutthroat.left
('three-handed (cutthroat)', ('A', 'B', 'C'), (1, 2, 0))
>>> six = table_of(6, "teams")
>>> six.teammates[0], six.side_of, six.side_names
((2, 4), (0, 1, 0, 1, 0, 1), ('A-C-E', 'B-D-F'))
"""

from __future__ import annotations

import functools

import attrs

__all__ = ["FORMAT_NAMES", "Table", "table_of"]

_COMPASS = ("North", "East", "South", "West")
_LETTERS = ("A", "B", "C", "D", "E", "F")

#: The name of each table format, by (players, partnership).
FORMAT_NAMES = {
    (2, "none"): "two-handed",
    (3, "none"): "three-handed (cutthroat)",
    (4, "none"): "four-handed, each for themselves",
    (5, "none"): "five-handed, each for themselves",
    (6, "none"): "six-handed, each for themselves",
    (4, "teams"): "four-handed",
    (6, "teams"): "six-handed",
}


@attrs.frozen
class Table:
    """The seats of one table format and who plays with whom (see the module docstring).

    >>> from euchre.rules.table import table_of
    >>> four = table_of(4, "teams")
    >>> four.seat_names, four.side_labels, four.four, four.teammates[1]
    (('North', 'East', 'South', 'West'), ('NS', 'EW'), True, (3,))
    """

    players: int
    partnership: str
    #: The next seat clockwise of each seat (its left-hand neighbour).
    left: tuple[int, ...]
    #: The other seats of each seat's team (none when each plays for themselves).
    teammates: tuple[tuple[int, ...], ...]
    #: The side (a team, or one player) of each seat; sides are scored.
    side_of: tuple[int, ...]
    #: How many sides there are: 2 in teams, else one per player.
    sides: int
    seat_names: tuple[str, ...]
    seat_letters: tuple[str, ...]
    #: Short names of the sides, as score lines print them ("NS", "EW"; "A", "B", "C").
    side_labels: tuple[str, ...]
    side_names: tuple[str, ...]
    format_name: str

    @property
    def four(self) -> bool:
        """The four-seat game in two partnerships (the engine's fast path)."""
        return self.players == 4 and self.partnership == "teams"

    def seats_of_side(self, side: int) -> tuple[int, ...]:
        """The seats of one side, clockwise from seat 0.

        >>> from euchre.rules.table import table_of
        >>> table_of(6, "teams").seats_of_side(1)
        (1, 3, 5)
        """
        return tuple(s for s in range(self.players) if self.side_of[s] == side)


@functools.cache
def table_of(players: int, partnership: str) -> Table:
    """The :class:`Table` of ``players`` seats (2 to 6) and ``partnership`` ('teams' or
    'none'); the RuleSet checks the pair before it asks.

    >>> from euchre.rules.table import table_of
    >>> table_of(2, "none").seat_names
    ('A', 'B')
    """
    teams = partnership == "teams"
    compass = players == 4
    names = _COMPASS if compass else _LETTERS[:players]
    letters = tuple(name[0] for name in names)
    side_of = tuple(s % 2 if teams else s for s in range(players))
    teammates = tuple(
        tuple(m for m in range(players) if m != s and teams and m % 2 == s % 2)
        for s in range(players)
    )
    if teams:
        side_labels = tuple("".join(letters[s::2]) for s in (0, 1))
        side_names = tuple("-".join(names[s::2]) for s in (0, 1))
    else:
        side_labels, side_names = letters, names
    return Table(
        players=players,
        partnership=partnership,
        left=tuple((s + 1) % players for s in range(players)),
        teammates=teammates,
        side_of=side_of,
        sides=2 if teams else players,
        seat_names=names,
        seat_letters=letters,
        side_labels=side_labels,
        side_names=side_names,
        format_name=FORMAT_NAMES.get((players, partnership), f"{players}-handed"),
    )
