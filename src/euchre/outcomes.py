"""What a game produces as it goes: tricks, hand results, reneges.

Public values (re-exported by :mod:`euchre`), built by the engine and read by everyone.

>>> import euchre
>>> euchre.HandResult._fields[:4]
('number', 'dealer', 'trump', 'maker')
"""

from __future__ import annotations

from typing import NamedTuple

from euchre.cards import Card, Player, Score, Seat, Suit

__all__ = ["HandResult", "Renege", "Trick"]


class Trick(NamedTuple):
    """One trick: who led, the cards played in order, and who won (None while in progress).

    >>> import euchre
    >>> t = euchre.Trick(leader=euchre.Seat.EAST, plays=((euchre.Seat.EAST, euchre.parse_card("9c")),), winner=None)
    >>> t.cards
    (Card('9c'),)
    """

    leader: Seat | Player
    plays: tuple[tuple[Seat | Player, Card], ...]
    winner: Seat | Player | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)


class HandResult(NamedTuple):
    """How one hand ended: trump, makers, lone players, tricks and points by side (a team,
    or at ``partnership="none"`` each player; seats are :class:`~euchre.Seat` at the
    four-seat game, :class:`~euchre.Player` elsewhere).

    ``trump`` is None for a thrown-in hand and for no trump (``no_trump`` True);
    ``declared`` names a declaration that threw the hand in (``"ace no face"``, ``"farmer"``,
    ``"joker upcard"``); ``renege`` is the seat whose renege was proven, if any.

    >>> import euchre
    >>> r = euchre.HandResult(number=0, dealer=euchre.Seat.NORTH, trump=None, maker=None,
    ...     alone=None, lone_defender=None, tricks=euchre.Score(0, 0),
    ...     points=euchre.Score(0, 0), thrown_in=True)
    >>> r.thrown_in
    True
    """

    number: int
    dealer: Seat | Player
    trump: Suit | None
    maker: Seat | Player | None
    alone: Seat | Player | None
    lone_defender: Seat | Player | None
    tricks: Score
    points: Score
    thrown_in: bool
    no_trump: bool = False
    declared: str | None = None
    renege: Seat | Player | None = None
    bid: str | None = None


class Renege(NamedTuple):
    """A play that did not follow suit when the player could (allowed when penalised).

    >>> import euchre
    >>> euchre.Renege(euchre.Seat.EAST, 2, euchre.parse_card("9h"), euchre.Suit.SPADES).trick
    2
    """

    seat: Seat | Player
    trick: int
    card: Card
    led: Suit | None
