"""Making trump in Knock Euchre: round 1 (order up the upcard), the dealer's pickup and
discard, round 2 (name a suit), stick the dealer, the joker turned up, and the declarations
made at a player's turn (a misdeal, ace no face, farmer's hand, going under).

Knobs: ``stick_the_dealer``, ``dealer_pickup``, ``discard_upcard``, ``natural_trump``,
``no_trump``,
``alone_timing`` (``"with_call"``: alone announced with the order or call),
``canadian_loner``, ``joker_upcard``, ``joker_suit``, ``misdeal``, ``ace_no_face``,
``farmers_hand``, ``farmers_hand_size``, ``go_under``, ``all_pass``.
"""

from __future__ import annotations

from typing import Final

from euchre.actions import (
    CALL_ACTIONS,
    DECLARE_ACE_NO_FACE,
    DECLARE_FARMER,
    DECLARE_GO_UNDER,
    DECLARE_MISDEAL,
    PASS,
    PICK_UP,
    Action,
    ActionKind,
)
from euchre.cards import Suit
from euchre.engine import cardorder
from euchre.engine.alone import go_alone, next_alone, start_play, trump_fixed
from euchre.engine.core import (
    BID,
    CALL,
    DISCARD,
    DISCARD_CHUNKS,
    JOKER,
    NO_DISCARD,
    ORDER,
    PICKUP,
    AfterDiscard,
    Base,
    Builder,
    Hand,
    actions_of,
    hand_of,
    toggle_hand,
)
from euchre.engine.ending import throw_in
from euchre.errors import Reason


def start_round_one(b: Builder, h: Hand) -> None:
    """Round 1 begins left of the dealer; a joker upcard (``deck=25``) first gets its suit by
    ``joker_upcard``: a fixed suit (``joker_suit``), the dealer names it, or a redeal."""
    b._phase = ORDER
    b._to_act = h.c.left[h.dealer]
    if h.upcard != cardorder.JOKER:
        h.upsuit = cardorder.suit_of(h.upcard)
        return
    joker_upcard = h.c.joker_upcard
    if joker_upcard == "fixed":
        h.upsuit = h.c.joker_suit
    elif joker_upcard == "dealer_names":
        h.upsuit = -1
        b._phase = JOKER
        b._to_act = h.dealer
    else:
        throw_in(b, h, "joker upcard")


# --------------------------------------------------------------------- round 1


def legal_order(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Pass or order up (alone, with ``alone_timing="with_call"``; only alone for the
    dealer's partner under ``canadian_loner``; only holding a natural trump under
    ``natural_trump``); and any declaration the hand allows."""
    c = h.c
    if c.canadian_loner and p == (h.dealer ^ 2):
        base = c.canadian_loner_order_actions
    else:
        base = c.order_actions
    if c.natural_trump_to_order and not hand_of(s, p) & cardorder.NATURAL_MASK[h.upsuit]:
        base = ONLY_PASS
    if c.declarations:
        return base + declarations_open(h, hand_of(s, p), p)
    return base


ONLY_PASS: Final = (PASS,)


def natural_trump_refusal(h: Hand, hand: int, seat: int, suit: int) -> tuple[Reason, str] | None:
    """Why ``seat``, holding ``hand``, may not make ``suit`` (0-3) trump by the natural-trump
    rule (``natural_trump``), or None when that rule does not forbid it: for the
    explanation of an order up or a call the engine does not offer.

    >>> import euchre
    >>> from euchre.cards import parse_card
    >>> rules = euchre.RuleSet(natural_trump="to_order")
    >>> s = euchre.new_game(rules, seed=1)
    >>> hand = sum(parse_card(c).bit for c in ("Jd", "9s", "Ts", "Qs", "Ks"))
    >>> print(natural_trump_refusal(s._h, hand, 1, 2)[1])  # hearts: the left bower only
    East holds no natural heart (a card of the suit itself: the left bower is not one), and a player who orders up must hold one (the natural-trump rule; natural_trump='to_order')
    """
    c = h.c
    round_two = h.passes >= c.players
    applies = c.natural_trump_to_name if round_two else c.natural_trump_to_order
    if not applies or hand & cardorder.NATURAL_MASK[suit]:
        return None
    stuck = round_two and c.stick_the_dealer and seat == h.dealer
    if stuck and not natural_calls(h, hand, c.call_actions[h.upsuit][True]):
        return None  # a stuck dealer with no natural trump of any suit names any suit
    verb = "names trump" if round_two else "orders up"
    name = str(Suit(suit))[:-1]
    return Reason.NO_NATURAL_TRUMP, (
        f"{c.seat_values[seat]} holds no natural {name} (a card of the suit itself: the left bower "
        f"is not one), and a player who {verb} must hold one (the natural-trump rule; "
        f"natural_trump={'to_order_or_name' if c.natural_trump_to_name else 'to_order'!r})"
    )


def apply_order(b: Builder, h: Hand, p: int, action: Action) -> None:
    """Round 1: a pass (four passes turn the upcard down), a declaration, or an order up,
    after which the dealer takes the upcard (``dealer_pickup``)."""
    kind = action.kind
    if kind is ActionKind.PASS:
        h.passes += 1
        if h.passes == h.c.players:  # a turn for each seat
            h.kitty |= 1 << h.upcard  # turned down
            b._phase = CALL
            b._to_act = h.c.left[h.dealer]
        else:
            b._to_act = h.c.left[p]
    elif kind is ActionKind.DECLARE:
        declare(b, h, p, action)
    else:
        make_trump(h, p, h.upsuit, action.alone)
        dealer = h.dealer
        if not h.active >> dealer & 1:
            h.kitty |= 1 << h.upcard  # the dealer sits out: nobody picks the upcard up
            trump_made(b, h)
        elif p == dealer or not h.c.dealer_pickup_optional:
            pick_up(b, h)
        else:
            b._phase = PICKUP
            b._to_act = dealer


def make_trump(h: Hand, seat: int, suit: int, alone: bool) -> None:
    """``seat`` makes ``suit`` trump (alone, when announced with the call)."""
    h.trump = suit
    h.maker = seat
    if alone:
        go_alone(h, seat)


# --------------------------------------------------------------------- pickup and discard


def legal_pickup(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """``dealer_pickup="optional"``: the dealer may leave the upcard."""
    return (PASS, PICK_UP)


def apply_pickup(b: Builder, h: Hand, p: int, action: Action) -> None:
    """The dealer picks up the upcard (then discards), or leaves it."""
    if action.kind is ActionKind.PICK_UP:
        pick_up(b, h)
    else:
        h.kitty |= 1 << h.upcard
        trump_made(b, h)


def pick_up(b: Builder, h: Hand) -> None:
    """The dealer takes the upcard and must discard one; a dealer who is the maker takes
    the dummy (``dummy``) too, and discards ``1 + dummy`` (ohioeuchre.com: "the dealer will
    have 8 cards in their hand and must discard 3")."""
    dealer = h.dealer
    taken = 1 << h.upcard
    if h.c.dummy and h.maker == dealer:
        taken |= h.x.dummy
        h.x = h.x._replace(dummy=0)
        h.disc = (dealer, taken.bit_count(), AfterDiscard.DUMMY)
    else:
        h.disc = (dealer, 1, AfterDiscard.PICKUP)
    toggle_hand(b, dealer, taken)  # the upcard (and dummy), not held
    h.picked = True
    b._phase = DISCARD
    b._to_act = dealer


def trump_made(b: Builder, h: Hand) -> None:
    """Trump is fixed and the upcard is dealt with: the maker takes the dummy (``dummy``)
    and discards as many cards (ohioeuchre.com: "the player who ordered trump has the right
    to pick up the 2 card dummy hand and discard 2 cards"), then the alone question."""
    dummy = h.x.dummy
    if not dummy:
        trump_fixed(b, h)
        return
    maker = h.maker
    h.x = h.x._replace(dummy=0)
    toggle_hand(b, maker, dummy)
    h.disc = (maker, dummy.bit_count(), AfterDiscard.DUMMY)
    b._phase = DISCARD
    b._to_act = maker


def legal_discard(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Any card in hand, except the upcard just picked up with ``discard_upcard=False``."""
    hand = hand_of(s, p)
    if not h.c.discard_upcard and (h.disc[2] == AfterDiscard.PICKUP or _upcard_discard(h, p)):
        hand &= ~(1 << h.upcard)
    return actions_of(hand, DISCARD_CHUNKS)


def _upcard_discard(h: Hand, p: int) -> bool:
    """Whether ``p`` discards as the dealer who took the upcard (alone, or with the dummy
    at once, ``dummy``)."""
    after = h.disc[2]
    if after == AfterDiscard.PICKUP:
        return True
    return after == AfterDiscard.DUMMY and h.picked and p == h.dealer


def apply_discard(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A card goes face down to the kitty; after the last discard the hand goes on as
    :class:`~euchre.engine.core.AfterDiscard` says."""
    bit = 1 << action.card.index  # type: ignore[union-attr]
    toggle_hand(b, p, bit)
    h.kitty |= bit
    seat, left, after = h.disc
    if left > 1:
        h.disc = (seat, left - 1, after)
        return
    h.disc = NO_DISCARD
    if after == AfterDiscard.PICKUP:
        if h.x.dummy:  # trump_made, its usual case (no dummy) without the call: every hand
            trump_made(b, h)
        else:
            trump_fixed(b, h)
    elif after == AfterDiscard.DUMMY:
        trump_fixed(b, h)
    elif after == AfterDiscard.FARMER:
        b._phase = ORDER
        b._to_act = seat  # the declarer goes on to bid
    elif after == AfterDiscard.DEAL:
        b._phase = BID
        b._to_act = h.c.left[h.dealer]
    elif after == AfterDiscard.DEFENDER_BEST:
        start_play(b, h)  # a lone defender: nobody else is asked
    else:  # AfterDiscard.BEST
        next_alone(b, h)


# --------------------------------------------------------------------- round 2


def legal_call(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Name any suit but the one turned down (no trump too, with ``no_trump``), or pass; the
    dealer may not pass with ``stick_the_dealer``; with ``natural_trump="to_order_or_name"``
    only a suit of which the player holds a natural trump."""
    c = h.c
    actions = c.call_actions[h.upsuit][c.stick_the_dealer and p == h.dealer]
    if c.natural_trump_to_name:
        return natural_calls(h, hand_of(s, p), actions) or actions
    return actions


def natural_calls(h: Hand, hand: int, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions of ``actions`` the natural-trump rule leaves a player holding ``hand``:
    a pass, no trump, and a suit of which ``hand`` holds a natural trump (a card of the
    suit itself, not the left bower or the joker). Empty when the player may not pass and
    holds no natural trump of any suit that may be named: the stuck dealer then names any
    (READING: stick the dealer comes first; :func:`legal_call`).

    >>> import euchre
    >>> from euchre.actions import parse_action
    >>> from euchre.cards import parse_card
    >>> s = euchre.new_game(euchre.RuleSet(), seed=1)
    >>> hand = sum(parse_card(c).bit for c in ("Jd", "9s", "Ts", "Qs", "Ks"))
    >>> calls = tuple(parse_action(a) for a in ("pass", "call hearts", "call spades"))
    >>> [str(a) for a in natural_calls(s._h, hand, calls)]
    ['pass', 'call spades']
    """
    return tuple(
        a for a in actions if a.suit is None or hand & cardorder.NATURAL_MASK[int(a.suit)]
    )


def apply_call(b: Builder, h: Hand, p: int, action: Action) -> None:
    """Round 2: a pass (eight passes throw the hand in), or trump named."""
    if action.kind is ActionKind.PASS:
        h.passes += 1
        if h.passes == 2 * h.c.players:  # all passed round 2 (the dealer not stuck)
            throw_in(b, h, None)
        else:
            b._to_act = h.c.left[p]
    else:
        suit = cardorder.NO_TRUMP if action.suit is None else int(action.suit)
        make_trump(h, p, suit, action.alone)
        trump_made(b, h)


# --------------------------------------------------------------------- the joker upcard

NAME_SUIT: Final = tuple(CALL_ACTIONS[suit][0] for suit in range(4))


def legal_joker(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """``joker_upcard="dealer_names"``: the dealer names the suit the joker stands for."""
    return NAME_SUIT


def apply_joker(b: Builder, h: Hand, p: int, action: Action) -> None:
    """The joker's suit is named; round 1 begins."""
    h.upsuit = int(action.suit)  # type: ignore[arg-type]
    b._phase = ORDER
    b._to_act = h.c.left[h.dealer]


# --------------------------------------------------------------------- declarations

_FACES: Final = (cardorder.JACK, cardorder.JACK + 1, cardorder.JACK + 2)  # J Q K
_LOW: Final = (cardorder.JACK - 2, cardorder.JACK - 1)  # 9 10


def declarations_open(h: Hand, hand: int, seat: int) -> tuple[Action, ...]:
    """Declarations open to a player at their turn: ``misdeal`` (to the first player to
    speak, before anyone has, a farmer's declaration included: the table's call of an
    exposed card or a wrong count), ``ace_no_face`` (an ace and no K, Q or J),
    ``farmers_hand`` (``farmers_hand_size`` or more 9s and 10s; once a hand)."""
    c = h.c
    if h.x.declared >> seat & 1:
        return ()
    out: list[Action] = []
    if c.misdeal != "off" and h.passes == 0:
        out.append(DECLARE_MISDEAL)
    ranks = [cardorder.rank_of(card) for card in cardorder.bits(hand) if card != cardorder.JOKER]
    if c.ace_no_face and cardorder.ACE in ranks and not any(r in _FACES for r in ranks):
        out.append(DECLARE_ACE_NO_FACE)
    if c.farmers_hand != "off" and sum(r in _LOW for r in ranks) >= c.farmers_hand_size:
        out.append(DECLARE_FARMER)
    if c.go_under != "off" and not h.x.declared and goes_under(c.go_under, ranks):
        out.append(DECLARE_GO_UNDER)
    return tuple(out)


#: EGN's example of "a remarkably poor hand": three 9s and 10s (``go_under="nines_and_tens"``).
GO_UNDER_LOW: Final = 3


def goes_under(go_under: str, ranks: list[int]) -> bool:
    """Whether a hand of ``ranks`` may go under (``go_under``; EGN's alternate rules: "a
    remarkably poor hand (e.g., three 9s and 10s, or no face cards)"): ``"nines_and_tens"``
    three or more 9s and 10s, ``"no_face_cards"`` no jack, queen or king, ``"either"`` one
    or the other.

    >>> from euchre.engine import cardorder
    >>> nine, ten, ace = cardorder.JACK - 2, cardorder.JACK - 1, cardorder.ACE
    >>> goes_under("nines_and_tens", [nine, nine, ten, cardorder.JACK, ace])
    True
    >>> goes_under("no_face_cards", [nine, nine, ten, cardorder.JACK, ace])
    False
    """
    low = sum(r in _LOW for r in ranks) >= GO_UNDER_LOW
    no_face = not any(r in _FACES for r in ranks)
    if go_under == "nines_and_tens":
        return low
    if go_under == "no_face_cards":
        return no_face
    return low or no_face


def declare(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A misdeal, ace no face, or ``farmers_hand="redeal"``: the hand is thrown in. A farmer's
    ``"exchange"`` or going under (``go_under``): the declarer takes up the kitty, then
    discards as many cards (their choice), and goes on to bid."""
    exchange = action.declaration == "go under" or (
        action.declaration == "farmer" and h.c.farmers_hand == "exchange"
    )
    if not exchange:
        throw_in(b, h, action.declaration)
        return
    h.x = h.x._replace(declared=h.x.declared | 1 << p)
    taken = h.kitty
    toggle_hand(b, p, taken)  # the kitty's cards, not held
    h.kitty = 0
    h.disc = (p, taken.bit_count(), AfterDiscard.FARMER)
    b._phase = DISCARD
    b._to_act = p
