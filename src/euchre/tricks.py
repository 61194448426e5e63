"""Who won that trick, and why: helpers for the commonest argument at the table.

>>> import euchre
>>> verdict = euchre.trick_winner(["Ah", "Jd", "Kh", "9s"], leader="north", trump="hearts")
>>> verdict.winner, verdict.card
(<Seat.EAST: 1>, Card('Jd'))
>>> print(verdict.reason)
East wins with J♦: hearts are trump, and J♦ is the left bower, a heart (trump) for every purpose, the 2nd-highest trump; it beats A♥ (North), K♥ (South), 9♠ (West).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from euchre.cards import SEATS, Card, Player, Rank, Seat, Suit, cards_from_mask, parse_card
from euchre.engine import cardorder
from euchre.engine.alone import NEXT_ACTIVE, first_active
from euchre.engine.explain import describe_card
from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS
from euchre.errors import EuchreError, shown
from euchre.rules import RuleSet

__all__ = ["CardRank", "TrickVerdict", "card_rank", "trick_winner"]


class TrickVerdict(NamedTuple):
    """The winner of a trick, the winning card, and the reason in a sentence."""

    winner: Seat | Player
    card: Card
    reason: str


class CardRank(NamedTuple):
    """Where a card stands when ``trump`` is trump.

    ``suit`` is the suit it belongs to (None for the joker in a no-trump hand), ``is_trump``
    whether it is a trump, ``order`` its place in that suit counting from 1 (the highest),
    ``reason`` a sentence.
    """

    card: Card
    suit: Suit | None
    is_trump: bool
    order: int
    reason: str


def _trump_index(trump: Suit | str | None) -> int:
    """The card-order index of ``trump``: a suit, ``None`` or "no trump", "low no trump"."""
    if isinstance(trump, str):
        word = trump.strip().lower()
        if word in ("low no trump", "low", "low notrump"):
            return cardorder.trump_index(None, no_trump=True, low=True)
        if word in ("no trump", "notrump", "none", "nt"):
            return cardorder.trump_index(None, no_trump=True)
    if trump is None:
        return cardorder.trump_index(None, no_trump=True)
    return cardorder.trump_index(int(Suit.parse(trump)), no_trump=True)


def _seat_of(value: object, players: int = 4) -> Seat | Player:
    """A seat from a Seat, its number 0-3 or its name; at a table of other than four seats
    (``players``) a Player, its number or its letter."""
    from euchre.actions import SEAT_WORDS

    if players != 4:
        if isinstance(value, str) and value.strip().upper() in Player.__members__:
            number = Player[value.strip().upper()]
            if number < players:
                return number
        elif isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
            return Player(value)
        letters = ", ".join(p.name for p in tuple(Player)[:players])
        raise EuchreError(
            f"cannot read {shown(value)} as a seat: use {letters} (or 0-{players - 1}); "
            f"the rules seat players={players}"
        )
    if isinstance(value, str):
        key = value.strip().lower()
        if key in SEAT_WORDS:
            return Seat(SEAT_WORDS[key])
    elif isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return Seat(value)
    raise EuchreError(
        f"cannot read {shown(value)} as a seat: use north, east, south or west (or 0-3)"
    )


def _plays(
    cards: object, leader: object, sitting_out: object, players: int = 4
) -> list[tuple[Seat | Player, Card]]:
    """The trick's (seat, card) pairs, from pairs or from cards played from ``leader`` on,
    round a table of ``players`` seats."""
    if not isinstance(cards, (list, tuple)) or not 1 <= len(cards) <= players:
        raise EuchreError(
            f"a trick is a list of 1 to {players} cards or (seat, card) pairs, not {shown(cards)}"
        )
    if not isinstance(sitting_out, (list, tuple, set, frozenset)):
        raise EuchreError(f"sitting_out is a list of seats, not {shown(sitting_out)}")
    active = (1 << players) - 1
    for out in sitting_out:
        active &= ~(1 << int(_seat_of(out, players)))
    names = SEATS if players == 4 else tuple(Player)[:players]
    following = NEXT_ACTIVE if players == 4 else NEXT_ACTIVE_BY_PLAYERS[players]
    plays: list[tuple[Seat | Player, Card]] = []
    if isinstance(cards[0], tuple):
        for pair in cards:
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise EuchreError(f"a play is a (seat, card) pair, not {shown(pair)}")
            plays.append((_seat_of(pair[0], players), parse_card(pair[1])))
    else:
        if active == 0:
            raise EuchreError("sitting_out leaves nobody to play")
        seat = first_active(active, int(_seat_of(leader, players)), players)
        for card in cards:
            plays.append((names[seat], parse_card(card)))
            seat = following[active][seat]
    if len({seat for seat, _ in plays}) != len(plays):
        raise EuchreError("a seat plays twice in one trick: each seat in play plays one card")
    if any(not active >> seat & 1 for seat, _ in plays):
        raise EuchreError("a seat sitting out plays a card: a lone maker's partner sits out")
    return plays


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def card_rank(card: Card | str, trump: Suit | str | None, *, deck: int = 24) -> CardRank:
    """Where ``card`` stands when ``trump`` is trump (``None`` or ``"no trump"`` for none).

    ``order`` counts within the card's suit from the highest (1), over a deck of ``deck``
    cards (24, 25 with the joker, or 32).

    >>> import euchre
    >>> r = euchre.card_rank("Jd", "hearts", deck=24)
    >>> r.suit, r.is_trump, r.order
    (<Suit.HEARTS: 2>, True, 2)
    >>> print(euchre.card_rank("Jd", "spades").reason)
    J♦ is a diamond, the 4th-highest diamond (A K Q J 10 9).
    """
    card = parse_card(card)
    t = _trump_index(trump)
    eff = cardorder.EFFECTIVE_SUIT[t][card.index]
    deck_mask = cardorder.DECKS.get(deck) if type(deck) is int else None
    if deck_mask is None:
        raise EuchreError(f"deck={deck!r}: use 24, 25 or 32")
    same = [
        c
        for c in range(cardorder.N_CARDS)
        if deck_mask >> c & 1 and cardorder.EFFECTIVE_SUIT[t][c] == eff
    ]
    led = eff
    ordered = sorted(same, key=lambda c: -cardorder.POWER[t][led][c])
    order = ordered.index(card.index) + 1 if card.index in ordered else 1
    trump_suit = Suit(t) if t < cardorder.NO_TRUMP else None
    is_trump = t < cardorder.NO_TRUMP and eff == t
    what = describe_card(card, trump_suit, t >= cardorder.NO_TRUMP)
    names = " ".join(_short(cards_from_mask(1 << c)[0]) for c in ordered)
    if eff == cardorder.JOKER_SUIT and t >= cardorder.NO_TRUMP:  # the joker, no trump
        return CardRank(card, None, False, 1, f"{what}.")
    suit_name = str(Suit(eff))[:-1]
    kind = "trump" if is_trump else suit_name
    return CardRank(
        card,
        Suit(eff),
        is_trump,
        order,
        f"{what}, the {_ordinal(order) + '-' if order > 1 else ''}highest {kind} ({names}).",
    )


def _short(card: Card) -> str:
    if card.suit is None:
        return "Jo"
    return "10" if card.rank == Rank.TEN else card.rank.letter


def trick_winner(
    cards: Sequence[Card | str] | Sequence[tuple[Seat | int | str, Card | str]],
    leader: Seat | int | str = Seat.NORTH,
    trump: Suit | str | None = None,
    rules: RuleSet | None = None,
    *,
    sitting_out: Sequence[Seat | int] = (),
) -> TrickVerdict:
    """Who wins a trick: ``cards`` in the order played from ``leader`` clockwise (skipping
    ``sitting_out``), or as (seat, card) pairs; ``trump`` a suit, or None for no trump;
    ``rules`` (optional) gives the deck, for the rank quoted in the reason, and the table
    (``players``: seats are :class:`~euchre.Player` off the four-seat game; the leader
    then defaults to A).

    >>> import euchre
    >>> euchre.trick_winner(["9c", "Ac", "Jc", "Qc"], "east", trump="diamonds").winner
    <Seat.SOUTH: 2>
    >>> euchre.trick_winner(["9c", "Ac", "Qc"], 2, "diamonds", euchre.presets.CUTTHROAT).winner
    <Player.A: 0>
    """
    if rules is not None and not isinstance(rules, RuleSet):
        raise EuchreError(f"rules must be a RuleSet or None, not {shown(rules)}")
    players = 4 if rules is None else rules.players
    if players != 4 and leader is Seat.NORTH:
        leader = 0
    plays = _plays(cards, leader, sitting_out, players)
    if len({card for _, card in plays}) != len(plays):
        raise EuchreError("the same card appears twice in one trick")
    t = _trump_index(trump)
    led = cardorder.EFFECTIVE_SUIT[t][plays[0][1].index]
    winner, card = plays[cardorder.winning_play(t, [c.index for _, c in plays])]
    trump_suit = Suit(t) if t < cardorder.NO_TRUMP else None
    others = ", ".join(f"{c.symbol} ({s})" for s, c in plays if s != winner)
    if t < cardorder.NO_TRUMP and cardorder.EFFECTIVE_SUIT[t][card.index] == t:
        rank = card_rank(card, trump_suit, deck=rules.deck if rules is not None else 24)
        why = (
            f"{trump_suit} are trump, and {describe_card(card, trump_suit)}, the "
            f"{_ordinal(rank.order) + '-' if rank.order > 1 else ''}highest trump"
        )
    elif card.index == cardorder.JOKER:
        why = "the joker wins any trick in a no-trump hand"
    else:
        led_name = str(Suit(led))
        no = "no trump was played" if t < cardorder.NO_TRUMP else "there is no trump"
        order = "lowest" if t == cardorder.LOW_NO_TRUMP else "highest"
        why = f"{led_name} were led, {no}, and {card.symbol} is the {order} {led_name[:-1]}"
    tail = f"; it beats {others}" if others else ""
    return TrickVerdict(winner, card, f"{winner} wins with {card.symbol}: {why}{tail}.")
