"""The small, sound heuristic player of the ``euchre`` demo (:mod:`euchre.cli`).

It reads a full :class:`~euchre.State` through its public properties only, ranks cards with
the engine's tables (:mod:`euchre.engine.cardorder`) and reads bids with the engine's
(:mod:`euchre.engine.bidding`). It plays Knock Euchre and Bid Euchre. Speed does not matter
here; the bots in :mod:`euchre.bots` are the real players (they see only views).

>>> import euchre
>>> from euchre.cli.simplebot import simple_action
>>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
>>> simple_action(s) in s.legal_actions()
True
"""

from __future__ import annotations

from euchre.actions import GO_ALONE, ORDER_UP, PASS, PICK_UP, Action, ActionKind
from euchre.cards import Card, cards_from_mask, mask_of
from euchre.engine.bidding import bid_kind, bid_tricks
from euchre.engine.cardorder import (
    DECKS,
    EFFECTIVE_SUIT,
    JOKER,
    LOW_NO_TRUMP,
    NO_TRUMP,
    POWER,
    SUIT_MASK,
    bits,
    rank_of,
    trump_index,
    winning_play,
)
from euchre.engine.scoring import BidKind
from euchre.state import Phase, State

__all__ = ["simple_action"]


def _trump_strength(hand: int, trump: int) -> tuple[int, int]:
    """(number of trumps, total trump power) of a hand for a would-be trump index (in no
    trump, the joker is the only "trump").

    >>> from euchre.cards import mask_of, parse_card
    >>> _trump_strength(mask_of(parse_card(c) for c in ("Jh", "Jd", "9c")), 2)   # hearts
    (2, 79)
    """
    suit = _trump_suit(trump)
    trumps = hand & SUIT_MASK[trump][suit]
    return trumps.bit_count(), sum(POWER[trump][suit][c] for c in bits(trumps))


def _trump_suit(trump: int) -> int:
    """The effective suit of trumps: the joker's, which is trump's (4, its own, in high or
    low no trump)."""
    return EFFECTIVE_SUIT[trump][JOKER]


def _good_trump(hand: int, trump: int) -> bool:
    count, power = _trump_strength(hand, trump)
    return (count >= 3 and power >= 70) or count >= 4


def _key(card: int, trump: int, led: int) -> int:
    """Strength for choosing among cards: power in a trick led in ``led``, then rank."""
    return POWER[trump][led][card] * 10 + rank_of(card)


def _lowest(mask: int, trump: int, led: int) -> Card:
    return _card(min(bits(mask), key=lambda c: _key(c, trump, led)))


def _highest(mask: int, trump: int, led: int) -> Card:
    return _card(max(bits(mask), key=lambda c: _key(c, trump, led)))


def _card(index: int) -> Card:
    return cards_from_mask(1 << index)[0]


def _trump(state: State) -> int:
    """The state's trump index (0-3 a suit, 4 no trump or not yet fixed, 5 low no trump)."""
    return trump_index(state.trump, state.no_trump, state.low_no_trump)


def simple_action(state: State) -> Action:
    """A reasonable legal action for the player to act (deterministic).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(simple_action(s))
    >>> simple_action(s) in s.legal_actions()
    True
    """
    legal = state.legal_actions()
    phase = state.phase
    if phase is Phase.PLAY:
        return Action.play(_play(state, legal))
    seat = state.to_act
    assert seat is not None
    hand = mask_of(state.hands[seat])
    if phase is Phase.ORDER:
        return _order(state, legal, hand)
    if phase is Phase.CALL:
        calls = [a for a in legal if a.kind is ActionKind.CALL and not a.alone and a.suit is not None]
        best = max(calls, key=lambda a: _trump_strength(hand, int(a.suit)))  # type: ignore[arg-type]
        if PASS not in legal or _good_trump(hand, int(best.suit)):  # type: ignore[arg-type]
            return best
        return PASS
    if phase is Phase.PICKUP:
        return PICK_UP
    if phase is Phase.DISCARD:
        allowed = mask_of(a.card for a in legal if a.card is not None)
        trump = _trump(state)
        return Action.discard(_lowest(allowed, trump, _trump_suit(trump)))
    if phase is Phase.ALONE:
        count, power = _trump_strength(hand, _trump(state))
        maker = state.maker
        ours = maker is not None and _same_side(state, seat, maker)
        if GO_ALONE in legal and (PASS not in legal or (count >= 4 and power >= 100 and ours)):
            return GO_ALONE
        return PASS
    if phase is Phase.JOKER:
        return max(legal, key=lambda a: _trump_strength(hand, int(a.suit)))  # type: ignore[arg-type]
    if phase is Phase.CLAIM:
        return PASS
    if phase is Phase.BID:
        return _bid(state, legal, hand)
    if phase is Phase.TRUMP:
        deck = DECKS[state.rules.deck]
        return max(legal, key=lambda a: _trump_value(hand, _named(a), deck))
    if phase is Phase.EXCHANGE:
        return _give_back(state, legal)
    return legal[0]


# ---------------------------------------------------------------------- Bid Euchre


def _own_tricks(hand: int, trump: int, deck: int) -> tuple[int, int]:
    """(sure tricks, other trumps) of a hand by itself with ``trump`` (a trump index). A
    sure trick is a card that no card of the ``deck`` outside the hand beats in its own
    suit (the engine's POWER: the right bower, a side ace, the joker; in low no trump the
    lowest card); with a trump suit, a side suit gives no more sure tricks than the cards
    of it outside the hand (after those, it is trumped).

    >>> from euchre.cards import mask_of, parse_card
    >>> from euchre.engine.cardorder import DECKS
    >>> hand = mask_of(parse_card(c) for c in ("Jh", "Ah", "9h", "As", "Kd", "9c"))
    >>> _own_tricks(hand, 2, DECKS[24])   # hearts: J♥ and A♠ sure; A♥ and 9♥ other trumps
    (2, 2)
    """
    outside = deck & ~hand
    trump_suit = _trump_suit(trump)
    sure = others = 0
    for suit in range(5):
        mine = hand & SUIT_MASK[trump][suit]
        theirs = outside & SUIT_MASK[trump][suit]
        power = POWER[trump][suit]
        top = max((power[c] for c in bits(theirs)), default=0)
        unbeaten = sum(1 for c in bits(mine) if power[c] >= top)
        if suit == trump_suit:
            sure += unbeaten
            others += mine.bit_count() - unbeaten
        elif trump < NO_TRUMP:
            sure += min(unbeaten, theirs.bit_count())
        else:
            sure += unbeaten
    return sure, others


def _strength(tricks: tuple[int, int]) -> float:
    """The tricks a hand expects by itself: its sure tricks and half of its other trumps."""
    sure, others = tricks
    return sure + others / 2


def _trump_value(hand: int, trump: int, deck: int) -> tuple[float, int]:
    """How good ``trump`` is for a hand: the tricks it expects (:func:`_strength`), then the
    trumps it holds."""
    held = hand & SUIT_MASK[trump][_trump_suit(trump)]
    return _strength(_own_tricks(hand, trump, deck)), held.bit_count()


def _named(call: Action) -> int:
    """The trump index a ``call`` names: a suit, no trump or low no trump."""
    return trump_index(call.suit, no_trump=True, low=call.declaration == "low")


def _bid(state: State, legal: tuple[Action, ...], hand: int) -> Action:
    """Bid Euchre's bid, from the hand's best trump (:func:`_own_tricks`): holding at least
    as many trumps as the rest of the deck, shoot the moon with a sure trick for every
    card, call for best with all but one; else the highest number bid up to the estimate
    (the sure tricks, half a trick for each other trump, one trick from the partner); else
    pass, the dealer too when everyone passed and the rules let it (a dealer stuck with the
    bid makes the lowest bid). Never declares."""
    rules = state.rules
    per_hand = rules.cards_per_hand
    deck = DECKS[rules.deck]
    trumps = [0, 1, 2, 3]
    trumps += [NO_TRUMP] if rules.bid_no_trump else []
    trumps += [LOW_NO_TRUMP] if rules.bid_low_no_trump else []
    best = max(trumps, key=lambda trump: _trump_value(hand, trump, deck))
    sure, others = _own_tricks(hand, best, deck)
    own = _strength((sure, others))
    trump_cards = SUIT_MASK[best][_trump_suit(best)]
    draws_trumps = (hand & trump_cards).bit_count() >= (deck & ~hand & trump_cards).bit_count()
    bids = [a for a in legal if a.kind is ActionKind.BID]
    for kind, needed in ((BidKind.MOON, per_hand), (BidKind.BEST, per_hand - 1)):
        wanted = [a for a in bids if bid_kind(a) is kind]
        if wanted and draws_trumps and sure >= needed:
            return wanted[0]
    numbers = [a for a in bids if bid_kind(a) is BidKind.TRICKS and bid_tricks(a, per_hand) <= own + 1]
    if numbers:
        return max(numbers, key=lambda a: bid_tricks(a, per_hand))
    if PASS in legal:
        return PASS
    return min(bids, key=lambda a: (bid_tricks(a, per_hand), bid_kind(a)))  # stuck: the lowest


def _give_back(state: State, legal: tuple[Action, ...]) -> Action:
    """Call for best: the partner gives the best card (the only choice); the bidder gives
    back its lowest card (the least power in its own suit)."""
    trump = _trump(state)
    allowed = mask_of(a.card for a in legal if a.card is not None)
    if not allowed:
        return legal[0]
    low = min(bits(allowed), key=lambda c: _key(c, trump, EFFECTIVE_SUIT[trump][c]))
    return next(a for a in legal if a.card is not None and a.card.index == low)


# ---------------------------------------------------------------------- Knock Euchre


def _order(state: State, legal: tuple[Action, ...], hand: int) -> Action:
    """Round 1: order up (or, as the dealer, pick up) with a good hand in the upcard's suit."""
    suit = state.upcard_suit
    assert suit is not None and state.upcard is not None
    if state.to_act == state.dealer:
        hand |= state.upcard.bit
    if _good_trump(hand, int(suit)):
        return ORDER_UP if ORDER_UP in legal else legal[-1]
    return PASS if PASS in legal else legal[-1]


def _same_side(state: State, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` play together this hand: one team (seat numbers of one
    parity at four and six seats), or, each for themselves, both defending against the
    maker."""
    t = state.rules.table
    if t.partnership == "teams":
        return t.side_of[a] == t.side_of[b]
    maker = state.maker
    return a == b or (maker is not None and maker not in (a, b))


def _play(state: State, legal: tuple[Action, ...]) -> Card:
    """The card to play: lead the best trump on the making side, else the best card; to a
    trick, the cheapest card when the partner is winning, else the cheapest card that wins,
    else the cheapest card. Never reneges where the rules would allow it."""
    seat = state.to_act
    assert seat is not None
    trump = _trump(state)
    allowed = mask_of(a.card for a in legal if a.kind is ActionKind.PLAY and a.card is not None)
    trick = state.current_trick
    if trick is None:  # lead
        maker = state.maker
        suit = _trump_suit(trump)
        if maker is not None and _same_side(state, seat, maker) and allowed & SUIT_MASK[trump][suit]:
            return _highest(allowed, trump, suit)
        top = _highest(allowed, NO_TRUMP, 0).index
        return _highest(allowed, trump, EFFECTIVE_SUIT[trump][top])
    cards = [card.index for _, card in trick.plays]
    led = EFFECTIVE_SUIT[trump][cards[0]]
    follow = allowed & SUIT_MASK[trump][led]
    if follow:  # follow suit, even where reneging is allowed
        allowed = follow
    winner = winning_play(trump, cards, state.rules.double_deck_tie == "second")
    if _same_side(state, trick.plays[winner][0], seat):  # the partner is winning
        return _lowest(allowed, trump, led)
    best = POWER[trump][led][cards[winner]]
    winners = sum(1 << c for c in bits(allowed) if POWER[trump][led][c] > best)
    return _lowest(winners or allowed, trump, led)
