"""Deals: who holds which cards, the upcard and the kitty.

>>> import euchre
>>> deal = euchre.Deal(
...     hands=("9c Tc Jc Qc Kc".split(), "Ac 9d Td Jd Qd".split(),
...            "Kd Ad 9h Th Jh".split(), "Qh Kh Ah 9s Ts".split()),
...     upcard="Js", kitty=("Qs", "Ks", "As"))
>>> deal.upcard, deal.hands[0][:2]
(Card('Js'), (Card('9c'), Card('Tc')))
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable
from typing import Any

from euchre.cards import (
    CARDS_BY_INDEX,
    PLAYERS,
    SEATS,
    Card,
    Player,
    Seat,
    cards_from_mask,
    parse_card,
)
from euchre.engine.cardorder import COPY, DECKS, FIRST_COPY, N_CARDS
from euchre.errors import CardParseError, DealError, shown
from euchre.rules.ruleset import RuleSet, checked_rules

__all__ = ["Deal"]


def _seat(value: object, what: str, players: int = 4) -> int:
    """``value`` as a seat number: a Seat (a Player) or its number 0 to ``players - 1`` (not
    a bool, not a float)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
        return SEATS[value] if players == 4 else int(value)
    if players == 4:
        raise DealError(
            f"{what}={shown(value)}: expected a Seat or its number 0-3 (North, East, South, West)"
        )
    letters = ", ".join(str(p) for p in PLAYERS[:players])
    raise DealError(
        f"{what}={shown(value)}: expected a Player or its number 0-{players - 1} ({letters}); "
        f"the rules seat players={players}"
    )


def _rng(seed: object) -> random.Random:
    """The generator a seed gives: the same seed, the same stream in every process."""
    if isinstance(seed, random.Random):
        return seed
    if (
        seed is None
        or type(seed) is str
        or type(seed) is int
        or (type(seed) is float and math.isfinite(seed))  # as the random module reads it
    ):
        return random.Random(seed)
    raise DealError(
        f"seed={shown(seed)}: expected a whole number, text, a random.Random or None "
        "(a bool, NaN or infinity is refused: it would not name one deal everywhere)"
    )


_FEWEST = 2  # the fewest hands a deal holds (two-handed)
_MOST = 6  # the most (six-handed)
_LOW = FIRST_COPY  # first copies (and the joker); a card's second copy is COPY bits up


def _canonical(masks: tuple[int, ...], kitty: int) -> tuple[tuple[int, ...], int]:
    """Double deck: the two copies of a card are interchangeable, so a deal names them in
    one way: the first holder (North, East, South, West (each seat in order), then the
    kitty) has the first copy.

    >>> from euchre.deal import _canonical
    >>> _canonical((1 << 42, 1 << 2, 0, 0), 0)   # North holds the second 9c, East the first
    ((4, 4398046511104, 0, 0), 0)
    """
    everything = kitty
    for m in masks:
        everything |= m
    if not everything >> COPY:
        return masks, kitty
    seen = 0
    out = []
    for m in (*masks, kitty):
        low, high = m & _LOW, m >> COPY
        both = low & high
        single = (low | high) & ~both
        out.append(both | both << COPY | (single & ~seen) | (single & seen) << COPY)
        seen |= low | high
    return tuple(out[:-1]), out[-1]


def _deck_mask(rules: RuleSet) -> int:
    return DECKS[rules.deck]


_DECK_TEXT = {
    24: "24-card deck (9 to ace in each suit)",
    25: "25-card deck (9 to ace in each suit, and the joker)",
    32: "32-card deck (7 to ace in each suit)",
    48: "48-card double deck (two of each card from 9 to ace)",
}


def _pile(value: Any, what: str, add: Callable[[Any, str], int]) -> int:
    """The mask of a face-down pile (``kitty``, ``dummy``): text or a sequence of cards,
    each added by ``add`` (which refuses a card given twice)."""
    if isinstance(value, str):
        value = value.split()
    try:
        cards = iter(value)
    except TypeError:
        raise DealError(f"{what}: expected a sequence of cards, got {shown(value)}") from None
    mask = 0
    for card in cards:
        mask |= add(card, what)
    return mask


#: What a deal is known to fit (the sizes :meth:`Deal.check` checks): ``(deck, cards_per_hand,
#: variant, players, dummy, the dealer with one card more or None)``.
Fit = tuple[int, int, str, int, int, int | None]


class Deal:
    """The cards of one hand before any decision: a hand for each seat (four, or as many
    as the table's ``players``), the upcard, the kitty, and the dummy (``dummy``: cards
    dealt to nobody, which the maker takes once trump is fixed; shown only when dealt).

    Cards may be :class:`~euchre.Card` objects or text. A repeated card raises
    :class:`~euchre.DealError`; whether the sizes fit a RuleSet is checked when the deal is
    used (:meth:`check`).

    >>> import euchre
    >>> d = euchre.Deal.random(euchre.presets.STANDARD, seed=3)
    >>> [len(h) for h in d.hands], len(d.kitty), d == euchre.Deal.random(euchre.presets.STANDARD, seed=3)
    ([5, 5, 5, 5], 3, True)
    """

    __slots__ = ("_checked", "_dummy", "_hash", "_kitty", "_masks", "_upcard")

    _masks: tuple[int, ...]
    _upcard: int
    _kitty: int
    _dummy: int
    _hash: int | None
    _checked: Fit | None  # the rules this deal is known to fit

    def __init__(
        self,
        *,
        hands: Iterable[Iterable[Card | str]],
        upcard: Card | str | None,
        kitty: Iterable[Card | str] = (),
        dummy: Iterable[Card | str] = (),
    ) -> None:
        seen = 0
        masks: list[int] = []

        def add(card_text: Card | str, where: str) -> int:
            nonlocal seen
            try:
                card = parse_card(card_text)
            except CardParseError as error:
                raise DealError(f"{where}: {error}") from None
            bit = card.bit
            if seen & bit and card.index < 32:
                bit <<= COPY  # a second copy: only a double-deck game accepts it
            if seen & bit:
                raise DealError(f"{where}: {card} is dealt too often; every card is in one place")
            seen |= bit
            return bit

        try:
            hand_list = list(itertools.islice(hands, _MOST + 1))  # more is an error anyway
        except TypeError:
            raise DealError(
                f"hands={shown(hands)}: expected four hands, one per seat "
                "(North, East, South, West), or one per player at another table (2-6)"
            ) from None
        if not _FEWEST <= len(hand_list) <= _MOST:
            count = f"more than {_MOST}" if len(hand_list) > _MOST else str(len(hand_list))
            raise DealError(
                f"hands: expected four hands, one per seat (North, East, South, West), or one "
                f"per player at another table ({_FEWEST}-{_MOST}), got {count}"
            )
        names = SEATS if len(hand_list) == 4 else PLAYERS
        for seat, hand in zip(names, hand_list, strict=False):
            if isinstance(hand, str):
                hand = hand.split()
            mask = 0
            try:
                cards = iter(hand)
            except TypeError:
                raise DealError(
                    f"hand of {seat}: expected a sequence of cards, got {shown(hand)}"
                ) from None
            for card in cards:  # a repeated card stops even an endless iterable
                mask |= add(card, f"hand of {seat}")
            masks.append(mask)
        up = -1
        if upcard is not None:
            up = add(upcard, "upcard").bit_length() - 1
        kitty_mask = _pile(kitty, "kitty", add)
        dummy_mask = _pile(dummy, "dummy", add)
        held, kitty_mask = _canonical((*masks, dummy_mask), kitty_mask)
        object.__setattr__(self, "_masks", held[:-1])
        object.__setattr__(self, "_upcard", up)
        object.__setattr__(self, "_kitty", kitty_mask)
        object.__setattr__(self, "_dummy", held[-1])
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_checked", None)

    @classmethod
    def _fast(
        cls,
        masks: tuple[int, ...],
        upcard: int,
        kitty: int,
        checked: Fit | None = None,
        dummy: int = 0,
    ) -> Deal:
        if len(masks) == 4 and not dummy:
            return Deal._four(masks, upcard, kitty, checked)
        held, kitty = _canonical((*masks, dummy), kitty)
        masks, dummy = held[:-1], held[-1]
        deal = _new(_DealBuilder)
        deal._masks = masks
        deal._upcard = upcard
        deal._kitty = kitty
        deal._dummy = dummy
        deal._hash = None
        deal._checked = checked
        deal.__class__ = Deal  # type: ignore[assignment]
        return deal  # type: ignore[return-value]

    @classmethod
    def _four(cls, masks: tuple[int, ...], upcard: int, kitty: int, checked: Fit | None) -> Deal:
        """:meth:`_fast` for four hands and no dummy (every four-seat deal: the hot path of
        :func:`shuffled_deal`)."""
        if (masks[0] | masks[1] | masks[2] | masks[3] | kitty) >> COPY:
            masks, kitty = _canonical(masks, kitty)
        deal = _new(_DealBuilder)
        deal._masks = masks
        deal._upcard = upcard
        deal._kitty = kitty
        deal._dummy = 0
        deal._hash = None
        deal._checked = checked
        deal.__class__ = Deal  # type: ignore[assignment]
        return deal  # type: ignore[return-value]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("deals are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("deals are immutable")

    def __copy__(self) -> Deal:
        return self

    def __deepcopy__(self, memo: object) -> Deal:
        return self  # immutable (OpenSpiel's clone() deep-copies a state's deal)

    def __reduce__(self) -> tuple[object, tuple[Any, ...]]:
        if self._dummy:
            return (Deal._fast, (self._masks, self._upcard, self._kitty, None, self._dummy))
        return (Deal._fast, (self._masks, self._upcard, self._kitty))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands by seat (four: North, East, South, West; else A, B, ...), each sorted."""
        return tuple(cards_from_mask(mask) for mask in self._masks)

    @property
    def dummy(self) -> tuple[Card, ...]:
        """The dummy hand (``dummy``): dealt after the players' packets, before the upcard,
        and taken by the maker once trump is fixed; empty where the rules deal none.

        >>> import euchre
        >>> d = euchre.Deal.random(euchre.presets.TWO_HANDED_DUMMY, seed=1)
        >>> len(d.dummy), len(d.hands)
        (2, 2)
        """
        return cards_from_mask(self._dummy)

    @property
    def upcard(self) -> Card | None:
        """The card turned up (None where the rules turn none up)."""
        return None if self._upcard < 0 else CARDS_BY_INDEX[self._upcard]

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The undealt cards besides the upcard."""
        return cards_from_mask(self._kitty)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return (
            self._masks == other._masks
            and self._upcard == other._upcard
            and self._kitty == other._kitty
            and self._dummy == other._dummy
        )

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            if self._dummy:
                h = hash((self._masks, self._upcard, self._kitty, self._dummy))
            else:
                h = hash((self._masks, self._upcard, self._kitty))
            object.__setattr__(self, "_hash", h)
        return h

    def __repr__(self) -> str:
        hands = ", ".join("'" + " ".join(str(c) for c in hand) + "'" for hand in self.hands)
        kitty = " ".join(str(c) for c in self.kitty)
        upcard = repr(str(self.upcard)) if self.upcard is not None else "None"
        if not self._dummy:
            return f"Deal(hands=({hands}), upcard={upcard}, kitty={kitty!r})"
        dummy = " ".join(str(c) for c in self.dummy)
        return f"Deal(hands=({hands}), upcard={upcard}, kitty={kitty!r}, dummy={dummy!r})"

    def check(self, rules: RuleSet, dealer: Seat | int | None = None) -> None:
        """Raise :class:`~euchre.DealError` unless this deal fits the rules.

        In Bid Euchre with the joker the dealer has one card more (``dealer``, when given,
        must be that player).

        >>> import euchre
        >>> deal = euchre.Deal(hands=("9c", "", "", ""), upcard="Ac", kitty=())
        >>> deal.check(euchre.presets.STANDARD)
        Traceback (most recent call last):
        ...
        euchre.errors.DealError: hand of North has 1 cards, but the rules deal 5 to each player
        """
        rules = checked_rules(rules)
        players = rules.players
        if dealer is not None:
            dealer = _seat(dealer, "dealer", players)
        fits = (rules.deck, rules.cards_per_hand, rules.variant, players, rules.dummy, dealer)
        checked = self._checked
        if checked == fits or (checked is not None and checked[5] is None and checked[:5] == fits[:5]):
            return
        _check_table(self, rules)
        deck = _deck_mask(rules)
        bid = rules.variant == "bid"
        extra = -1  # the seat that holds one card more (Bid Euchre with the joker: the dealer)
        seat_names: tuple[Seat, ...] | tuple[Player, ...] = SEATS if players == 4 else PLAYERS
        for seat, mask in zip(seat_names, self._masks, strict=False):
            count = mask.bit_count()
            if bid and rules.deck == 25 and count == rules.cards_per_hand + 1 and extra < 0:
                extra = seat
                if dealer is not None and seat != dealer:
                    raise DealError(
                        f"hand of {seat} has {count} cards, but only the dealer ({seat_names[dealer]}) "
                        "gets one more (Bid Euchre with the joker: the dealer discards one)"
                    )
                continue
            if count != rules.cards_per_hand:
                raise DealError(
                    f"hand of {seat} has {count} cards, but the rules deal "
                    f"{rules.cards_per_hand} to each player"
                    + (" (and 7 to the dealer)" if bid and rules.deck == 25 else "")
                )
        if bid and rules.deck == 25 and extra < 0:
            raise DealError("with the joker, the dealer gets 7 cards in Bid Euchre")
        if bid and self._upcard >= 0:
            raise DealError("Bid Euchre turns up no card: the upcard must be None")
        if not bid and self._upcard < 0:
            raise DealError("the upcard is missing: Knock Euchre turns up one card")
        everything = self._kitty | self._dummy | (1 << self._upcard if self._upcard >= 0 else 0)
        for mask in self._masks:
            everything |= mask
        foreign = everything & ~deck
        twice = foreign >> COPY
        if twice:
            names = " ".join(str(c) for c in cards_from_mask(twice))
            raise DealError(
                f"{names} dealt twice, but the {_DECK_TEXT[rules.deck]} has one of each card"
            )
        if foreign:
            names = " ".join(str(c) for c in cards_from_mask(foreign))
            raise DealError(f"{names} not in the {_DECK_TEXT[rules.deck]}")
        missing = deck & ~everything
        if missing:
            names = " ".join(str(c) for c in cards_from_mask(missing))
            raise DealError(
                f"the kitty must hold the rest of the deck: {names} missing "
                f"(hands, upcard and kitty together are the whole {rules.deck}-card deck)"
            )
        object.__setattr__(self, "_checked", fits[:5] + (dealer if extra >= 0 else None,))

    @classmethod
    def random(
        cls,
        rules: RuleSet,
        seed: int | str | random.Random | None,
        *,
        dealer: Seat | int = Seat.NORTH,
    ) -> Deal:
        """A shuffled deal, dealt by the rules' deal pattern starting left of the dealer.

        The same rules, seed and dealer give the same deal, in every process. ``seed`` is
        an int, a str (or a finite float), None for a fresh shuffle, or a
        :class:`random.Random`, which is drawn from (for fast streams of deals); ``dealer``
        a Seat or its number 0-3.

        >>> import euchre
        >>> euchre.Deal.random(euchre.presets.STANDARD, seed=1) == euchre.Deal.random(
        ...     euchre.presets.STANDARD, seed=2)
        False
        """
        rules = checked_rules(rules)
        bits = _rng(seed).getrandbits(SHUFFLE_BITS[rules.deck])
        return shuffled_deal(rules, bits, _seat(dealer, "dealer", rules.players))


def _check_table(deal: Deal, rules: RuleSet) -> None:
    """Raise :class:`~euchre.DealError` unless ``deal`` has one hand per seat of the table
    (``players``) and a dummy of ``dummy`` cards."""
    players = rules.players
    if len(deal._masks) != players:
        seats = "(North, East, South, West)" if players == 4 else (
            "(" + ", ".join(str(p) for p in PLAYERS[:players]) + ")"
        )
        raise DealError(
            f"the deal has {len(deal._masks)} hands, but the rules seat players={players}: "
            f"give one hand per seat {seats}"
        )
    count = deal._dummy.bit_count()
    if count != rules.dummy:
        raise DealError(
            f"the dummy has {count} cards, but the rules deal dummy={rules.dummy}"
            + (" (no dummy: leave it out)" if not rules.dummy else "")
        )


_DECK_CARDS = {size: tuple(i for i in range(N_CARDS) if mask >> i & 1) for size, mask in DECKS.items()}
_DECK_BITS = {size: tuple(1 << card for card in cards) for size, cards in _DECK_CARDS.items()}
SHUFFLE_MARGIN_BITS = 64  # random bits beyond the permutations' count: bias below 2**-64
#: The random bits a shuffle of each deck reads (:func:`shuffled_deal`), by deck size.
SHUFFLE_BITS = {
    size: math.factorial(len(cards)).bit_length() + SHUFFLE_MARGIN_BITS
    for size, cards in _DECK_CARDS.items()
}
_SEAT_OF: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}


def seat_order(pattern: tuple[int, ...], dealer: int, players: int = 4) -> tuple[int, ...]:
    """For each dealt position, the seat that receives it (packets from the dealer's left,
    round a table of ``players`` seats).

    >>> seat_order((2, 3), 0)
    (1, 1, 2, 2, 2)
    >>> seat_order((3, 3, 3), 1, players=3)
    (2, 2, 2, 0, 0, 0, 1, 1, 1)
    """
    if players != 4:
        return _seat_order_any(pattern, dealer, players)
    last = _LAST_SEATS[dealer]
    if last[0] is pattern:  # the common case: the same rules again
        return last[1]
    key = (pattern, dealer)
    seats = _SEAT_OF.get(key)
    if seats is None:
        seats = _SEAT_OF[key] = tuple(
            (dealer + 1 + packet) & 3 for packet, size in enumerate(pattern) for _ in range(size)
        )
    _LAST_SEATS[dealer] = (pattern, seats)
    return seats


_LAST_SEATS: list[tuple[object, tuple[int, ...]]] = [((), ())] * 4
_SEAT_OF_ANY: dict[tuple[tuple[int, ...], int, int], tuple[int, ...]] = {}


def _seat_order_any(pattern: tuple[int, ...], dealer: int, players: int) -> tuple[int, ...]:
    """:func:`seat_order` at a table other than four seats."""
    key = (pattern, dealer, players)
    seats = _SEAT_OF_ANY.get(key)
    if seats is None:
        seats = _SEAT_OF_ANY[key] = tuple(
            (dealer + 1 + packet) % players
            for packet, size in enumerate(pattern)
            for _ in range(size)
        )
    return seats


def shuffled_deal(rules: RuleSet, x: int, dealer: int) -> Deal:
    """The deal a random number names: ``x`` read in the factorial number system (a Lehmer
    code). :meth:`Deal.random` and seeded games (:mod:`euchre.engine.dealing`) deal by it.

    The deck's cards, in index order (clubs, diamonds, hearts, spades, each 9 (or 7) up to
    the ace, the joker last, then the double deck's second copies), form a list; for each
    dealt position in turn (the packets of ``deal_pattern`` from the dealer's left, see
    :func:`seat_order`), ``x, r = divmod(x, n)`` with ``n`` the cards left, and the card at
    ``r`` is removed and given to that seat. Knock Euchre: one more such step draws the
    upcard; with a dummy (``dummy``), the ``dummy`` steps before it deal the dummy (after
    the players' packets). Bid Euchre with the joker (``deck=25``): the last card goes to
    the dealer. The cards left are the kitty. A uniform ``x`` of :data:`SHUFFLE_BITS` bits (64 more than the
    number of permutations needs) makes no deal likelier than another by more than one part
    in 2**64.

    >>> import euchre
    >>> shuffled_deal(euchre.presets.OPENSPIEL, 0, dealer=3).hands[0]  # each takes the first left
    (Card('9c'), Card('Kc'), Card('Jd'), Card('9h'), Card('Kh'))
    """
    size = rules.deck
    deck = list(_DECK_BITS[size])  # each card as its bit
    pop = deck.pop
    n = len(deck)
    players = rules.players
    masks = [0] * players
    for seat in seat_order(rules.deal_pattern, dealer, players):
        x, r = divmod(x, n)
        n -= 1
        masks[seat] |= pop(r)
    dummy = 0
    dummy_cards = rules.dummy
    if dummy_cards:
        for _ in range(dummy_cards):
            x, r = divmod(x, n)
            n -= 1
            dummy |= pop(r)
    checked: Fit
    if rules.variant == "bid":
        upcard = -1
        if deck:  # the joker deck: the last card goes to the dealer, who discards one
            masks[dealer] |= pop()
        checked = (
            size,
            rules.cards_per_hand,
            rules.variant,
            players,
            dummy_cards,
            dealer if size == 25 else None,
        )
    else:
        x, r = divmod(x, n)
        upcard = pop(r).bit_length() - 1
        checked = (size, rules.cards_per_hand, rules.variant, players, dummy_cards, None)
    if players == 4 and not dummy:
        return Deal._four((masks[0], masks[1], masks[2], masks[3]), upcard, sum(deck), checked)
    return Deal._fast(tuple(masks), upcard, sum(deck), checked, dummy)


class _DealBuilder:
    """A deal under construction (the same layout as Deal, without its guard)."""

    __slots__ = Deal.__slots__

    _masks: tuple[int, ...]
    _upcard: int
    _kitty: int
    _dummy: int
    _hash: int | None
    _checked: Fit | None


_new = object.__new__
