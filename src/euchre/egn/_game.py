"""An EGN file as read: :class:`EgnGame`, its hands (:class:`EgnHand`)."""

from __future__ import annotations

import attrs

from euchre.cards import Card, Score, Seat, Suit
from euchre.deal import Deal
from euchre.egn._notation import ALL_PASSED, seat_or_nobody
from euchre.engine.alone import ACTIVE_COUNT, seats_in_play
from euchre.presets import CARDGAMES_IO
from euchre.records import Problem
from euchre.rules import RuleSet


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
    dealer: Seat = attrs.field(converter=Seat)
    upcard: Card | None
    calls: tuple[str, ...] = ()
    alone: bool = False
    alone_defender: Seat | None = None
    discard: Card | None = None
    discard_recorded: bool = False
    play_phase: bool = False
    tricks: tuple[tuple[Card, ...], ...] = ()
    plays: tuple[tuple[Seat, Card], ...] = ()
    leader: Seat | None = None
    maker: Seat | None = None
    trump: Suit | None = None
    no_trump: bool = False
    deal: Deal | None = None
    assumed: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    cards_per_hand: int = CARDGAMES_IO.cards_per_hand
    joker_suit: Suit | None = None

    @property
    def complete(self) -> bool:
        """True when the file has the whole hand: all passed, or every trick (as many as
        ``cards_per_hand``)."""
        if self.calls and self.maker is None and len(self.calls) >= ALL_PASSED:
            return True
        lone = seat_or_nobody(self.maker if self.alone else None)
        count = ACTIVE_COUNT[seats_in_play(lone, seat_or_nobody(self.alone_defender))]
        tricks = self.tricks
        return len(tricks) == self.cards_per_hand and all(len(t) == count for t in tricks)


@attrs.frozen
class EgnGame:
    """An EGN file as read: metadata, the RuleSet its toggles map to, and its hands.

    ``problems`` are the file-level ones (toggles without a knob); each hand has its own.

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

