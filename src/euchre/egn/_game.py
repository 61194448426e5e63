"""An EGN file as read: :class:`EgnGame`, its hands (:class:`EgnHand`), its players
(:class:`EgnPlayer`)."""

from __future__ import annotations

import attrs

from euchre.cards import Card, Player, Score, Seat, Suit
from euchre.deal import Deal
from euchre.egn._notation import seat_or_nobody
from euchre.engine.alone import ACTIVE_COUNT, seats_in_play
from euchre.presets import CARDGAMES_IO
from euchre.records import Problem
from euchre.rules import RuleSet


def table_seat(value: int | Seat | Player) -> Seat | Player:
    """A seat as the engine names it: a :class:`Seat` at four seats (numbers 0-3 read as
    seats), a :class:`Player` kept as given (other tables)."""
    return value if isinstance(value, Player) else Seat(value)


def rules_seat(rules: RuleSet, number: int) -> Seat | Player:
    """Seat ``number`` of the rules' table: a :class:`Seat` at four seats, else a
    :class:`Player`."""
    return Seat(number) if rules.table.four else Player(number)


@attrs.frozen
class EgnHand:
    """One EGN deal as read: the facts written, who played what, and the rebuilt deal.

    ``deal`` is the complete deal (the whole deck) rebuilt from the plays, the discard and any
    cards the file lists, with unseen cards filled in (``assumed`` says which); None when
    the file's cards cannot make a deal (see ``problems``). ``plays`` gives each card
    played with its seat. ``calls`` are as written; ``discard`` is the discard written or
    assigned (``discard_recorded`` says which). ``cards_per_hand`` is the rules': the
    tricks of a whole hand. ``joker_suit`` is the suit the dealer named for a joker upcard
    (this library's ``jokerSuit``), if the file says.

    >>> from euchre import egn
    >>> hand = egn.EgnHand(index=0, number=0, dealer=0, upcard=None)
    >>> hand.complete, hand.plays
    (False, ())
    """

    index: int
    number: int
    dealer: Seat | Player = attrs.field(converter=table_seat)
    upcard: Card | None
    calls: tuple[str, ...] = ()
    alone: bool = False
    alone_defender: Seat | Player | None = None
    discard: Card | None = None
    discard_recorded: bool = False
    play_phase: bool = False
    tricks: tuple[tuple[Card, ...], ...] = ()
    plays: tuple[tuple[Seat | Player, Card], ...] = ()
    leader: Seat | Player | None = None
    maker: Seat | Player | None = None
    trump: Suit | None = None
    no_trump: bool = False
    deal: Deal | None = None
    assumed: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    cards_per_hand: int = CARDGAMES_IO.cards_per_hand
    joker_suit: Suit | None = None
    #: The card exchanges written (``cardExchanges``): each giver (None: the kitty), the
    #: receiver and the cards.
    exchanges: tuple[tuple[Seat | Player | None, Seat | Player, tuple[Card, ...]], ...] = ()
    #: The seats that play each trick, at a table other than four seats (0: the four-seat
    #: count, from ``alone`` and ``alone_defender``).
    in_play: int = 0
    #: The seats at the table (the rules' ``players``).
    seats: int = 4

    @property
    def complete(self) -> bool:
        """True when the file has the whole hand: all passed, or every trick (as many as
        ``cards_per_hand``)."""
        passes = 2 * self.seats
        if self.calls and self.maker is None and len(self.calls) >= passes:
            return True
        count = self.in_play
        if not count:
            lone = seat_or_nobody(self.maker if self.alone else None)
            count = ACTIVE_COUNT[seats_in_play(lone, seat_or_nobody(self.alone_defender))]
        tricks = self.tricks
        return len(tricks) == self.cards_per_hand and all(len(t) == count for t in tricks)


@attrs.frozen
class EgnPlayer:
    """A player written as an object (EGN 1.1 and later): the name, the file's own ``id``
    (EGN 1.4) and the player's ids elsewhere (``playerIds``: each ``(id, source)``).
    :func:`euchre.egn.to_egn` writes it back as it was read.

    >>> from euchre import egn
    >>> egn.EgnPlayer("Ann", id="p-01", player_ids=(("ann42", "euchre.com"),))
    EgnPlayer(name='Ann', id='p-01', player_ids=(('ann42', 'euchre.com'),))
    """

    name: str
    id: str | None = None
    player_ids: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, object]:
        """The EGN player object.

        >>> from euchre import egn
        >>> egn.EgnPlayer("Ann", player_ids=(("a1", "x"),)).to_json()
        {'name': 'Ann', 'playerIds': [{'id': 'a1', 'source': 'x'}]}
        """
        out: dict[str, object] = {}
        if self.id is not None:
            out["id"] = self.id
        out["name"] = self.name
        if self.player_ids:
            out["playerIds"] = [{"id": i, "source": s} for i, s in self.player_ids]
        return out


@attrs.frozen
class EgnGame:
    """An EGN file as read: metadata, the RuleSet its toggles map to, and its hands.

    ``problems`` are the file-level ones (toggles without a knob); each hand has its own.
    ``players`` are the names, one a seat (``Player 2`` for a name the file leaves out);
    ``entries`` the players as written: a name, or an :class:`EgnPlayer` for an object
    (pass them to :func:`euchre.egn.to_egn` to write them back as they were).

    >>> from euchre import egn
    >>> game = egn.read({"fileType": "Euchre Game Notation", "version": "1.4",
    ...                  "metadata": {"players": ["A", "B", "C", "D"], "initialScore": [3, 4]},
    ...                  "deals": []})
    >>> game.initial_score, game.rules.stick_the_dealer, game.hands
    (Score(ns=3, ew=4), True, ())
    """

    version: str
    title: str
    players: tuple[str, ...]
    initial_score: Score
    final_score: Score | None
    rules: RuleSet
    hands: tuple[EgnHand, ...]
    problems: tuple[Problem, ...] = ()
    entries: tuple[str | EgnPlayer, ...] = ()

