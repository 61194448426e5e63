"""Worlds for OpenSpiel's ``ResampleFromInfostate`` (:mod:`euchre.openspiel`), as the
chance outcomes and action ids of a hand: the library's sampler of states consistent with
a view (:func:`euchre.bots.sample_state`) turned into a deal in the games' chance order, a
fallback that deals again the cards a player has not seen, and a new deal while the cards
are still being dealt. Nothing here imports OpenSpiel.

The chance order is :mod:`euchre.openspiel`'s: one card at a time from the dealer's left
round the table (slot ``i`` to seat ``(dealer + 1 + i) % players``), then the dummy's
cards, then the upcard (Knock) or the dealer's last card (Bid Euchre with the joker); the
cards never dealt are the kitty. A card outcome is the card's number in
:attr:`euchre.encoding.Encoding.cards` (the copies of a card in the double deck share it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from euchre.actions import Action, ActionKind
from euchre.bots import sample_state
from euchre.bots._cards import _index
from euchre.bots._sample import _played_and_voids
from euchre.deal import Deal
from euchre.encoding import Encoding
from euchre.rules import RuleSet
from euchre.state import State
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, View

#: Slot owners that are no seat: the dummy's cards, the upcard, the kitty (never dealt).
DUMMY, UPCARD, KITTY = -1, -2, -3

_HIDDEN = (HIDDEN_DISCARD, HIDDEN_EXCHANGE)
_CARD_KINDS = (ActionKind.PLAY, ActionKind.DISCARD, ActionKind.GIVE)


def rng_from(probability_sampler: Callable[[], float]) -> random.Random:
    """A generator seeded by one draw of OpenSpiel's probability sampler (a callable giving
    a float in [0, 1)): the same sampler state gives the same world.

    >>> rng_from(random.Random(1).random).random() == rng_from(random.Random(1).random).random()
    True
    """
    return random.Random(int(float(probability_sampler()) * 2.0**53))


def deal_size(rules: RuleSet) -> int:
    """The number of card chance nodes of a hand (the hands, the dummy, the upcard or the
    joker deck's seventh card).

    >>> import euchre
    >>> deal_size(euchre.presets.STANDARD), deal_size(euchre.presets.TWO_HANDED_DUMMY)
    (21, 13)
    """
    extra = 1 if rules.variant == "bid" and rules.deck == 25 else 0
    upcard = 1 if rules.variant == "knock" else 0
    return rules.players * rules.cards_per_hand + rules.dummy + extra + upcard


def slot_owners(rules: RuleSet, dealer: int, count: int) -> list[int]:
    """Who receives each of the first ``count`` card chance outcomes: a seat, or
    :data:`DUMMY` or :data:`UPCARD`.

    >>> import euchre
    >>> slot_owners(euchre.presets.TWO_HANDED_DUMMY, 1, 13)
    [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, -1, -1, -2]
    """
    players = rules.players
    dealt = players * rules.cards_per_hand
    owners = [(dealer + 1 + i) % players for i in range(dealt)]
    owners += [DUMMY] * rules.dummy
    owners.append(UPCARD if rules.variant == "knock" else dealer)
    return owners[:count]


def kitty_cards(encoding: Encoding, dealt: Sequence[int]) -> list[int]:
    """The card numbers never dealt (each copy once)."""
    copies = encoding.copies
    return [c for c in range(encoding.num_cards) for _ in range(copies - dealt.count(c))]


def redeal(
    encoding: Encoding, dealer: int, dealt: Sequence[int], player: int, rng: random.Random
) -> list[int]:
    """The card outcomes dealt so far with every card ``player`` was not dealt drawn again
    from the cards it has not seen (while dealing nobody has acted: any such deal fits).

    >>> import euchre
    >>> enc = Encoding(euchre.presets.STANDARD)
    >>> new = redeal(enc, 0, [0, 1, 2, 3, 4], 1, random.Random(2))
    >>> new[0], new[4], sorted(set(new)) == sorted(new)   # seat 1's cards stay
    (0, 4, True)
    """
    owners = slot_owners(encoding.rules, dealer, len(dealt))
    unseen = [c for c, owner in zip(dealt, owners, strict=True) if owner != player]
    unseen += kitty_cards(encoding, dealt)
    drawn = iter(rng.sample(unseen, sum(owner != player for owner in owners)))
    return [c if owner == player else next(drawn) for c, owner in zip(dealt, owners, strict=True)]


def from_sampler(
    encoding: Encoding, dealt: Sequence[int], view: View, rng: random.Random
) -> tuple[list[int], list[int]] | None:
    """A world from the library's sampler (:func:`euchre.bots.sample_state`) as (card
    outcomes, action ids): the player's own cards in the order it was dealt them, the
    others' as the sampler dealt them; None where the sampler finds none (or models no
    such view: the double deck, a call for best with a lone player, a farmer's exchange,
    going under)."""
    world = sample_state(view, rng)
    if world is None or world.deal is None:
        return None
    outcomes = deal_outcomes(encoding, world.deal, view.dealer, view.seat, dealt)
    if outcomes is None:
        return None
    return outcomes, [encoding.action_id(action) for _, action in world.hand_actions]


def deal_outcomes(
    encoding: Encoding, deal: Deal, dealer: int, player: int, dealt: Sequence[int]
) -> list[int] | None:
    """A Deal as card outcomes in the chance order, ``player``'s slots as in ``dealt``
    (None if the deal does not give ``player`` the cards it was dealt)."""
    rules = encoding.rules
    number = {str(card): i for i, card in enumerate(encoding.cards)}
    owners = slot_owners(rules, dealer, len(dealt))
    hands = [[number[str(card)] for card in hand] for hand in deal.hands]
    mine = [c for c, owner in zip(dealt, owners, strict=True) if owner == player]
    if sorted(hands[player]) != sorted(mine):
        return None
    dummy = [number[str(card)] for card in deal.dummy or ()]
    upcard = number[str(deal.upcard)] if deal.upcard is not None else -1
    out = []
    for c, owner in zip(dealt, owners, strict=True):
        if owner == player:
            out.append(c)
        elif owner == DUMMY:
            out.append(dummy.pop())
        elif owner == UPCARD:
            out.append(upcard)
        else:
            out.append(hands[owner].pop(0))
    return out


def relabel(
    encoding: Encoding,
    dealer: int,
    dealt: Sequence[int],
    actions: Sequence[tuple[int, Action]],
    view: View,
    rng: random.Random,
    avoid: dict[int, frozenset[int]] | None = None,
) -> tuple[list[int], list[int]]:
    """The true hand (``dealt``, the hand's ``actions`` by seat) with the cards
    ``view.seat`` has not seen dealt again at random among the places it has not seen: its
    own cards, the upcard, every card it saw played, discarded or given stay where they were
    dealt; the rest (the other hands' unplayed cards, hidden discards and gifts, the dummy,
    the kitty) are shuffled, and a hidden action's card follows its place. With ``avoid``
    (:func:`voids`), each seat's places are filled first from the cards it may hold, the
    most constrained seat first (a hidden discard's place too, so a dealer never discards
    a suit it shows out of later). The caller replays the result and keeps it only if the
    view is the same (a shuffle can give a player a suit it showed out of, or break a
    rule's condition on a hidden action)."""
    player = view.seat
    owners = slot_owners(encoding.rules, dealer, len(dealt))
    cards = list(dealt)
    kitty = kitty_cards(encoding, dealt)
    cards += kitty
    owners += [KITTY] * len(kitty)
    fixed = [owner in (player, UPCARD) for owner in owners]
    taken = [False] * len(cards)
    number = {str(card): i for i, card in enumerate(encoding.cards)}
    for shown, (seat, action) in zip(view.actions, actions, strict=True):
        if shown.text not in _HIDDEN and action.kind in _CARD_KINDS and action.card is not None:
            _take(number[str(action.card)], seat, cards, owners, fixed, taken)
    for held in view.hand:
        _take(number[str(held)], player, cards, owners, fixed, taken)
    free = [i for i, is_fixed in enumerate(fixed) if not is_fixed]
    new = list(cards)
    for i, card in zip(free, _shuffled(free, cards, owners, avoid, rng), strict=True):
        new[i] = card
    ids = []
    for shown, (seat, action) in zip(view.actions, actions, strict=True):
        if shown.text in _HIDDEN and action.card is not None:
            place = _place(number[str(action.card)], seat, cards, owners, fixed)
            action_text = f"{action.kind.value} {encoding.cards[new[place]]}"
            ids.append(encoding.action_id(action_text))
        else:
            ids.append(encoding.action_id(action))
    return new[: len(dealt)], ids


def _shuffled(
    free: list[int],
    cards: list[int],
    owners: list[int],
    avoid: dict[int, frozenset[int]] | None,
    rng: random.Random,
) -> list[int]:
    """The cards of the ``free`` places, shuffled: uniformly, or with ``avoid`` each seat's
    places (the most constrained seat first) from the cards it may hold while any are left."""
    pool = [cards[i] for i in free]
    rng.shuffle(pool)
    if not avoid:
        return pool
    out: dict[int, int] = {}
    by_seat: dict[int, list[int]] = {}
    for i in free:
        by_seat.setdefault(owners[i], []).append(i)
    order = sorted(by_seat, key=lambda seat: -sum(c in avoid.get(seat, ()) for c in pool))
    for seat in order:
        banned = avoid.get(seat, frozenset())
        for i in by_seat[seat]:
            pick = next((k for k, c in enumerate(pool) if c not in banned), 0)
            out[i] = pool.pop(pick)
    return [out[i] for i in free]


def voids(view: View, encoding: Encoding) -> dict[int, frozenset[int]]:
    """The card numbers each seat cannot hold: the effective suits it failed to follow,
    when reneging is forbidden (the library sampler's reading of the tricks)."""
    _played, masks = _played_and_voids(view)
    return {
        seat: frozenset(c for c, card in enumerate(encoding.cards) if mask >> _index(card) & 1)
        for seat, mask in enumerate(masks)
        if mask
    }


def _take(card: int, seat: int, cards: list[int], owners: list[int], fixed: list[bool], taken: list[bool]) -> None:
    """Fix the place of one seen copy of ``card``: a copy not yet accounted for, dealt to
    ``seat`` if one was, else one already fixed, else any."""
    best, best_rank = -1, 3
    for i, c in enumerate(cards):
        if c != card or taken[i]:
            continue
        rank = 0 if owners[i] == seat else 1 if fixed[i] else 2
        if rank < best_rank:
            best, best_rank = i, rank
    if best >= 0:
        taken[best] = fixed[best] = True


def _place(card: int, seat: int, cards: list[int], owners: list[int], fixed: list[bool]) -> int:
    """The place of a copy of ``card`` a hidden action of ``seat`` moved: one not fixed and
    dealt to ``seat`` if there is one, else one not fixed, else any."""
    places = [i for i, c in enumerate(cards) if c == card]
    if not places:
        raise ValueError(f"card number {card} is in no place of the deal")
    free = [i for i in places if not fixed[i]]
    own = [i for i in free if owners[i] == seat]
    return (own or free or places)[0]


def view_json(state: State, player: int) -> str:
    """The player's view as JSON: every fact the player sees, so a resampled world is kept
    only when it gives the same text as the true state."""
    return str(state.view(player).to_json())
