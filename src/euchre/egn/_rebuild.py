"""The whole deal rebuilt from what an EGN file shows: the cards placed where the file puts
them, the unseen cards assigned without a renege (see :func:`euchre.egn.read`)."""

from __future__ import annotations

import attrs

from euchre.actions import ActionKind
from euchre.cards import Card, Seat, mask_of
from euchre.deal import Deal
from euchre.egn._game import EgnHand
from euchre.egn._plan import Plan
from euchre.engine.cardorder import EFFECTIVE_SUIT, best_card, trump_index
from euchre.errors import EuchreError
from euchre.records import Problem
from euchre.rules import RuleSet
from euchre.state import Phase, new_game


@attrs.define
class _Layout:
    """Where each card of a deal is, as far as the file shows it (see :func:`rebuild`)."""

    where: str
    problems: list[Problem]
    place: dict[Card, str]
    holding: dict[Seat, list[Card]] = attrs.Factory(lambda: {seat: [] for seat in Seat})
    kitty: list[Card] = attrs.Factory(list)

    def conflict(self, card: Card, there: str, here: str) -> None:
        message = f"{card} is both {there} and {here}"
        self.problems.append(Problem(kind="bad_cards", message=message, where=self.where))

    def fail(self, message: str, seat: Seat | None = None) -> None:
        self.problems.append(
            Problem(kind="bad_cards", message=message, seat=seat, where=self.where)
        )

    def give(self, seat: Seat, card: Card) -> None:
        self.place[card] = f"in {seat}'s hand"
        self.holding[seat].append(card)

    def place_listed(self, known_hands: list[list[Card]], known_kitty: list[Card]) -> None:
        """The cards the file lists in each hand and in the kitty."""
        for seat, cards in zip(Seat, known_hands, strict=True):
            for card in cards:
                if card in self.place:
                    self.conflict(card, self.place[card], f"in {seat}'s hand")
                else:
                    self.give(seat, card)
        for card in known_kitty:
            if card in self.place:
                self.conflict(card, self.place[card], "in the kitty")
            else:
                self.place[card] = "in the kitty"
                self.kitty.append(card)

    def place_exchanges(self, hand: EgnHand, out: set[Seat]) -> None:
        """A card a sitting-out player gave (a call for best: the partner's best card) was
        dealt to that player. Other exchanges are not replayed (no knob reads them), so
        their cards are placed where they are played, as if dealt there."""
        for giver, _, cards in hand.exchanges:
            if giver is None or giver not in out:
                continue
            seat = Seat(giver)
            for card in cards:
                if card == hand.upcard and giver == hand.dealer:
                    continue  # the dealer passes on the upcard picked up
                if card in self.place and self.place[card] != f"in {seat}'s hand":
                    self.conflict(card, self.place[card], f"given by {seat}")
                elif card not in self.place:
                    self.give(seat, card)

    def place_discard(
        self, dealer: Seat, discard: Card | None, upcard: Card, took_kitty: bool = False
    ) -> Card | None:
        """The dealer's discard was dealt to the dealer (unless it is the upcard); None when
        it is somewhere else."""
        if discard is None or discard == upcard:
            return discard
        if self.place.get(discard) == "in the kitty" and took_kitty:
            return discard  # the dealer went under, and discards a card of the kitty
        if discard in self.place and self.place[discard] != f"in {dealer}'s hand":
            self.conflict(discard, self.place[discard], f"{dealer}'s discard")
            return None
        if discard not in self.place:
            self.give(dealer, discard)
        return discard

    def place_plays(self, hand: EgnHand, picked: bool) -> dict[Seat, list[Card]]:
        """Each card played was dealt to its player (the dealer's picked-up upcard aside);
        returns the cards each seat played."""
        upcard, dealer = hand.upcard, Seat(hand.dealer)  # four seats (see _table for others)
        played_by: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
        passed = {  # the dealer passed the upcard picked up on (a call for best)
            Seat(receiver) for giver, receiver, cards in hand.exchanges
            if giver == dealer and upcard in cards
        }
        for player, card in hand.plays:
            seat = Seat(player)
            played_by[seat].append(card)
            if card == upcard and not (picked and (seat == dealer or seat in passed)):
                fate = f"{dealer} picked it up" if picked else "it was not picked up"
                self.conflict(card, f"played by {seat}", f"the upcard ({fate})")
            elif card != upcard and card not in self.place:
                self.give(seat, card)
            # a card already placed elsewhere: the engine explains the play when replayed
        return played_by


@attrs.define
class _Places:
    """How many unseen cards each place still needs: the seats in play (``kept``, never in
    a suit the holder showed out of), one for the dealer's unrecorded discard
    (``discard_slot``), the seats sitting out (``sat_out``) and the kitty."""

    kept: dict[Seat, int] = attrs.Factory(dict)
    discard_slot: bool = False
    sat_out: dict[Seat, int] = attrs.Factory(dict)
    kitty: int = 0

    @property
    def need(self) -> int:
        return sum(self.kept.values()) + self.discard_slot + sum(self.sat_out.values()) + self.kitty


def _count_places(
    layout: _Layout,
    hand: EgnHand,
    out: set[Seat],
    picked: bool,
    discard: Card | None,
    played_by: dict[Seat, list[Card]],
    assumed: list[str],
) -> tuple[_Places, Card | None] | None:
    """The places still to fill, and the discard (the upcard when the dealer never played
    it); None (a problem noted) when a seat holds more than a hand's cards."""
    upcard, dealer = hand.upcard, Seat(hand.dealer)
    assert upcard is not None
    places = _Places()
    for seat in Seat:
        held = len(layout.holding[seat])
        free = hand.cards_per_hand - held
        if free < 0:
            shown = " ".join(str(c) for c in played_by[seat])
            extra = f" and discarded {discard}" if seat == dealer and discard is not None else ""
            layout.fail(
                f"{seat} played {shown}{extra}: {held} cards dealt to {seat}, but a hand is "
                f"{hand.cards_per_hand}",
                seat,
            )
            return None
        undecided = seat == dealer and picked and discard is None
        if seat in out:
            places.sat_out[seat] = free
            if undecided:
                discard = upcard
                assumed.append(
                    f"{dealer}'s discard was not recorded and {dealer} sat out: assumed the "
                    "upcard"
                )
            continue
        if undecided and (upcard in played_by[dealer] or not hand.complete):
            places.discard_slot = free > 0
            free -= places.discard_slot
        elif undecided:
            discard = upcard
        places.kept[seat] = max(free, 0)
    return places, discard


def _give_chosen(
    layout: _Layout,
    chosen: dict[Seat, list[Card]],
    played_by: dict[Seat, list[Card]],
    assumed: list[str],
) -> None:
    """The unseen cards chosen for the seats in play."""
    for seat, cards in chosen.items():
        if cards:
            layout.holding[seat].extend(cards)
            what = f"{seat}'s unplayed cards were not seen (the record stops)"
            if not played_by[seat]:
                what = f"{seat}'s cards were not seen"
            assumed.append(f"{what}: assigned " + " ".join(str(c) for c in sorted(cards)))


def _below_first(rest: list[Card], best: Card | None, trump: int) -> list[Card]:
    """The unseen cards, those below ``best`` first (the card a partner gave for a call for
    best was that partner's best: the engine's ``best_card``), each group in deck order."""
    if best is None:
        return rest
    below = [c for c in rest if best_card(mask_of((best, c)), trump) == best.index]
    return below + [c for c in rest if c not in below]


def _give_rest(
    layout: _Layout,
    places: _Places,
    rest: list[Card],
    assumed: list[str],
    hand: EgnHand,
    out: set[Seat],
) -> None:
    """The other unseen cards, in deck order: to the seats sitting out (a partner who gave
    the best card takes cards below it), then the kitty."""
    trump = trump_index(hand.trump, hand.no_trump)
    gave = {giver: cards[0] for giver, _, cards in hand.exchanges if giver in out and cards}
    for seat, count in places.sat_out.items():
        if count:
            given = _below_first(rest, gave.get(seat), trump)[:count]
            for card in given:
                rest.remove(card)
            layout.holding[seat].extend(given)
            assumed.append(
                f"{seat} sat out: {len(given)} unseen cards assigned "
                + " ".join(str(c) for c in given)
            )
    if places.kitty:
        given = rest[: places.kitty]
        layout.kitty.extend(given)
        assumed.append("the kitty was not seen: assigned " + " ".join(str(c) for c in given))


def dealer_took_upcard(rules: RuleSet, hand: EgnHand, deck: tuple[Card, ...]) -> bool:
    """Whether the dealer took the upcard: the engine's answer (``State.dealer_took_upcard``)
    after the hand's calls, made as :func:`euchre.egn.replay` makes them, on a stand-in deal
    with the hand's dealer and upcard (who holds the other cards does not change who takes
    the upcard). A round-1 call the engine refuses (a suit named, or alone where the rules do
    not allow it) is read as the order up the engine allows, so that the cards are placed
    as for an order up and the replay reports the call itself."""
    upcard = hand.upcard
    rest = [card for card in deck if card != upcard]
    size = rules.cards_per_hand
    hands = [rest[seat * size : (seat + 1) * size] for seat in Seat]
    try:
        deal = Deal(hands=hands, upcard=upcard, kitty=rest[len(Seat) * size :])
        state = new_game(rules, dealer=hand.dealer, deal=deal)
    except EuchreError:  # pragma: no cover - the deck's cards make a deal
        return False
    plan = Plan(hand, [], declares=False)  # going under does not change who takes it
    while state.phase in (Phase.JOKER, Phase.ORDER, Phase.CALL, Phase.PICKUP):
        action = plan.action(state)
        if action is not None and state.phase is Phase.ORDER and not state.is_legal(action):
            orders = [a for a in state.legal_actions() if a.kind is ActionKind.ORDER_UP]
            action = next((a for a in orders if a.alone == hand.alone), next(iter(orders), None))
        if action is None or not state.is_legal(action):
            break
        state = state.apply(action)
    return state.dealer_took_upcard


def rebuild(
    hand: EgnHand,
    known_hands: list[list[Card]],
    known_kitty: list[Card],
    voids: dict[Seat, set[int]],
    out: set[Seat],
    picked: bool,
    problems: list[Problem],
    where: str,
    deck: tuple[Card, ...],
) -> tuple[Deal | None, list[str], Card | None]:
    """The complete deal: known cards placed, unseen cards assigned (see :func:`euchre.egn.read`);
    ``picked`` says whether the dealer took the upcard."""
    upcard, dealer = hand.upcard, Seat(hand.dealer)
    assert upcard is not None
    layout = _Layout(where, problems, place={upcard: "upcard"})
    layout.place_listed(known_hands, known_kitty)
    layout.place_exchanges(hand, out)
    took_kitty = any(  # the dealer went under: the kitty's cards (placed there) taken
        giver is None and receiver == dealer and cards and set(cards) <= set(layout.kitty)
        for giver, receiver, cards in hand.exchanges
    )
    discard = layout.place_discard(dealer, hand.discard if picked else None, upcard, took_kitty)
    played_by = layout.place_plays(hand, picked)
    assumed: list[str] = []
    counted = _count_places(layout, hand, out, picked, discard, played_by, assumed)
    if counted is None:
        return None, assumed, None
    places, discard = counted
    dealt = len(Seat) * hand.cards_per_hand + 1  # the four hands and the upcard
    places.kitty = len(deck) - dealt - len(layout.kitty)
    unseen = [card for card in deck if card not in layout.place]
    if places.need != len(unseen) or places.kitty < 0:
        layout.fail(
            f"the cards do not make a deal: {len(unseen)} unseen cards for {places.need} places"
        )
        return None, assumed, None
    chosen = assign(unseen, places.kept, voids, trump_index(hand.trump, hand.no_trump))
    if chosen is None:
        layout.fail(
            "the unseen cards cannot be held without a renege: some player showed out of a "
            "suit whose cards are all unaccounted for"
        )
        return None, assumed, None
    _give_chosen(layout, chosen, played_by, assumed)
    taken = {card for cards in chosen.values() for card in cards}
    rest = [card for card in unseen if card not in taken]
    if places.discard_slot:
        discard = rest.pop(0)
        layout.holding[dealer].append(discard)
        assumed.append(f"{dealer}'s discard was not recorded: assigned {discard}")
    elif picked and hand.discard is None and discard == upcard:
        assumed.append(
            f"{dealer}'s discard was not recorded: {dealer} never played the upcard, so "
            "discarded it"
        )
    _give_rest(layout, places, rest, assumed, hand, out)
    # the upcard is never placed in a hand: the dealer took it after the deal
    hands = [layout.holding[seat] for seat in Seat]
    try:
        deal = Deal(hands=hands, upcard=upcard, kitty=layout.kitty)
    except EuchreError as error:  # pragma: no cover - the placement above keeps cards unique
        problems.append(Problem(kind="bad_cards", message=str(error), where=where))
        return None, assumed, None
    return deal, assumed, discard


def assign(
    unseen: list[Card], kept: dict[Seat, int], voids: dict[Seat, set[int]], trump: int
) -> dict[Seat, list[Card]] | None:
    """Give each seat its kept (still held) unseen cards, avoiding suits it showed out of
    (``trump`` is the card-order table index); None when no assignment exists.

    Seat by seat (North to West), each takes the first cards in deck order that still leave
    the others a way to fill their hands: the first assignment in that order, found without
    searching (:func:`_fillable` checks a way is left).

    >>> from euchre.cards import parse_card
    >>> cards = [parse_card(c) for c in ("9c", "Tc", "9h")]
    >>> assign(cards, {Seat.NORTH: 1, Seat.EAST: 1}, {Seat.NORTH: set(), Seat.EAST: {0}}, 0)
    {<Seat.NORTH: 0>: [Card('9c')], <Seat.EAST: 1>: [Card('9h')]}
    """
    suit_of = EFFECTIVE_SUIT[trump]
    need = {seat: kept[seat] for seat in Seat if kept.get(seat, 0) > 0}
    supply: dict[int, int] = {}
    for card in unseen:
        supply[suit_of[card.index]] = supply.get(suit_of[card.index], 0) + 1
    if not _fillable(need, supply, voids):
        return None
    chosen: dict[Seat, list[Card]] = {seat: [] for seat in need}
    free = list(unseen)
    for seat in need:
        for card in list(free):
            suit = suit_of[card.index]
            if not need[seat]:
                break
            if suit in voids[seat]:
                continue
            need[seat] -= 1
            supply[suit] -= 1
            if _fillable(need, supply, voids):
                chosen[seat].append(card)
                free.remove(card)
            else:
                need[seat] += 1
                supply[suit] += 1
    return chosen


def _fillable(need: dict[Seat, int], supply: dict[int, int], voids: dict[Seat, set[int]]) -> bool:
    """Whether the seats can each take ``need`` more cards from ``supply`` (cards by suit),
    none in a suit it showed out of: by the supply and demand theorem, when every group of
    seats needs no more cards than the suits open to any of them hold."""
    seats = [seat for seat, count in need.items() if count > 0]
    for mask in range(1, 1 << len(seats)):
        group = [seat for i, seat in enumerate(seats) if mask >> i & 1]
        open_suits = {suit for suit in supply if any(suit not in voids[s] for s in group)}
        if sum(need[s] for s in group) > sum(supply[suit] for suit in open_suits):
            return False
    return True

