"""One EGN deal read: its phases as written, trump and the first lead by the engine's
rules, who played each card, then the deal rebuilt (see :func:`euchre.egn.read`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from euchre._reader import boolean, expected, fields, listed, one_of, whole
from euchre._reader import seat as read_seat
from euchre.cards import Card, Player, Seat, Suit
from euchre.egn._errors import MAX_ACTIONS, MAX_NUMBER, check_actions, error
from euchre.egn._game import EgnHand, rules_seat, table_seat
from euchre.egn._notation import (
    CALL_WORDS,
    ORDER_WORDS,
    SUIT_LETTERS,
    Odd,
    bower,
    deck_cards,
    read_card,
    seat_or_nobody,
)
from euchre.egn._rebuild import dealer_took_upcard, rebuild
from euchre.engine.alone import ACTIVE_COUNT, NEXT_ACTIVE, first_leader, seats_in_play
from euchre.engine.cardorder import EFFECTIVE_SUIT, NO_TRUMP, trump_index, winning_play
from euchre.engine.core import compile_rules
from euchre.engine.explain import first_lead_why
from euchre.records import Problem
from euchre.rules import RuleSet


def _get(data: Mapping[str, Any], *names: str) -> Any:
    for name in names:
        if name in data:
            return data[name]
    return None


def _note(
    problems: list[Problem], kind: str, message: str, at: str, seat: Seat | Player | None = None
) -> None:
    problems.append(Problem(kind=kind, message=message, hand=None, seat=seat, where=at))


# --------------------------------------------------------------------------- one deal, as written

_Listed = tuple[Card | Odd, str]


def _listed_cards(value: object, at: str, deck: tuple[Card, ...]) -> list[_Listed]:
    """The cards a list in the file names (blanks and unknown cards left out), each with
    its place; a list longer than the deck is refused."""
    items = listed(value, at, error)
    if len(items) > len(deck):
        raise error(at, f"{len(items)} cards, but the deck has {len(deck)}")
    cards: list[_Listed] = []
    for j, text in enumerate(items):
        card = read_card(text, f"{at}[{j}]", deck, blank=True)
        if isinstance(card, Card) or (isinstance(card, Odd) and card.why != "an unknown card"):
            cards.append((card, f"{at}[{j}]"))
    return cards


def known(entries: list[_Listed], trump: Suit | None, problems: list[Problem]) -> list[Card]:
    """The listed cards as cards: bower letters read by trump; a card that is not in the
    deck, or a bower letter before trump is made, is left out (a ``bad_cards`` problem)."""
    cards: list[Card] = []
    for found, at in entries:
        card = bower(found, trump) if isinstance(found, Odd) else found
        if card is None:
            assert isinstance(found, Odd)
            why = "a bower, but nobody made trump" if found.why == "bower" else found.why
            _note(problems, "bad_cards", f"the card {found.text} is {why}: left out", at)
        else:
            cards.append(card)
    return cards


@attrs.frozen
class _Initial:
    """A deal's initial state as written: the upcard (None if not a card of the deck) and
    the cards listed in each hand and in the kitty."""

    upcard: Card | None
    hands: tuple[list[_Listed], ...]
    kitty: list[_Listed]


def read_initial(
    state: dict[str, Any],
    at: str,
    deck: tuple[Card, ...],
    problems: list[Problem],
    seats: int = 4,
) -> _Initial:
    """The upcard, and the cards the file lists in each of the ``seats`` hands and in the
    kitty."""
    up = read_card(state.get("upCard"), f"{at}.upCard", deck)
    if isinstance(up, Odd):
        _note(problems, "unknown_card", f"the upcard {up.text} is {up.why}", f"{at}.upCard")
    hands: list[list[_Listed]] = [[] for _ in range(seats)]
    written = _get(state, "playerCards", "player_cards")
    if written is not None:
        for s, listed_hand in enumerate(listed(written, f"{at}.playerCards", error)):
            if s >= seats:
                raise error(f"{at}.playerCards", f"more than {_WORDS.get(seats, seats)} hands")
            hands[s] = _listed_cards(listed_hand, f"{at}.playerCards[{s}]", deck)
    kitty = state.get("kitty")
    known_kitty = [] if kitty is None else _listed_cards(kitty, f"{at}.kitty", deck)
    return _Initial(up if isinstance(up, Card) else None, tuple(hands), known_kitty)


_WORDS = {2: "two", 4: "four", 6: "six"}

_Phase = tuple[dict[str, Any] | None, str]


def phases(raw: dict[str, Any], where: str) -> tuple[_Phase, _Phase]:
    """The bidding phase and the play phase, each with its place (None, "" when absent)."""
    found: dict[str, tuple[dict[str, Any], str]] = {}
    for p, phase in enumerate(listed(raw.get("phases", []), f"{where}.phases", error)):
        at = f"{where}.phases[{p}]"
        phase = fields(phase, at, error)
        kind = one_of(phase.get("type"), f"{at}.type", error, ("EUCHRE_BIDDING", "TRICK_PLAY"))
        if kind in found:
            raise error(f"{at}.type", f"a second {kind} phase in one deal")
        found[kind] = (phase, at)
    return found.get("EUCHRE_BIDDING", (None, "")), found.get("TRICK_PLAY", (None, ""))


def count_actions(bidding: dict[str, Any] | None, play: dict[str, Any] | None) -> int:
    """A deal's actions, for ``max_actions``: its calls, and the cards of its tricks (an
    empty trick counts as one)."""
    calls = bidding.get("calls") if bidding is not None else None
    tricks = play.get("tricks") if play is not None else None
    count = len(calls) if isinstance(calls, list) else 0
    if isinstance(tricks, list):
        count += sum(max(len(t), 1) if isinstance(t, list) else 1 for t in tricks)
    return count


@attrs.frozen
class _Bidding:
    """A bidding phase as written; ``discard`` may be a bower letter (read once trump is
    known); ``joker_suit`` is this library's ``jokerSuit``, the suit the dealer named for a
    joker upcard."""

    calls: tuple[str, ...] = ()
    alone: bool = False
    alone_defender: Seat | Player | None = None
    discard: Card | Odd | None = None
    joker_suit: Suit | None = None
    exchanges: tuple[_Exchange, ...] = ()


#: A card exchange as written: the giver (None: the kitty), the receiver, the cards listed.
_Exchange = tuple[int | None, int, list[_Listed]]


def _read_exchanges(
    value: object, at: str, deck: tuple[Card, ...], seats: int
) -> tuple[_Exchange, ...]:
    """``cardExchanges``: each giver (``sender``; absent: the kitty), receiver and cards."""
    exchanges: list[_Exchange] = []
    for i, raw in enumerate(listed(value, at, error)):
        where = f"{at}[{i}]"
        entry = fields(raw, where, error)
        sender = entry.get("sender")
        giver = None if sender is None else whole(sender, f"{where}.sender", error, 0, seats - 1)
        if "receiver" not in entry:
            raise error(f"{where}.receiver", "missing")
        receiver = whole(entry["receiver"], f"{where}.receiver", error, 0, seats - 1)
        cards = _listed_cards(entry.get("cards", []), f"{where}.cards", deck)
        exchanges.append((giver, receiver, cards))
    return tuple(exchanges)


def resolve_exchanges(
    written: tuple[_Exchange, ...],
    trump: Suit | None,
    seat: Callable[[int], Seat | Player],
    problems: list[Problem],
) -> tuple[tuple[Seat | Player | None, Seat | Player, tuple[Card, ...]], ...]:
    """The exchanges with their cards read (bower letters by trump) and their seats named."""
    return tuple(
        (None if giver is None else seat(giver), seat(receiver), tuple(known(cards, trump, problems)))
        for giver, receiver, cards in written
    )


def _read_calls(bidding: dict[str, Any], at: str) -> tuple[str, ...]:
    calls: list[str] = []
    for j, call in enumerate(listed(bidding.get("calls", []), f"{at}.calls", error)):
        if call not in CALL_WORDS:
            where = f"{at}.calls[{j}]"
            raise expected(call, where, error, "Pass, Order or a suit letter (s h d c)")
        calls.append(call)
    return tuple(calls)


def read_bidding(
    bidding: dict[str, Any] | None,
    at: str,
    deck: tuple[Card, ...],
    problems: list[Problem],
    seats: int = 4,
) -> _Bidding:
    if bidding is None:
        return _Bidding()
    calls = _read_calls(bidding, at)
    alone = boolean(bidding.get("isAlone", False), f"{at}.isAlone", error)
    defender: Seat | Player | None = None
    if bidding.get("aloneDefender") is not None:
        number = whole(bidding["aloneDefender"], f"{at}.aloneDefender", error, -1, seats - 1)
        defender = None if number < 0 else Seat(number) if seats == 4 else Player(number)
    discard: Card | Odd | None = None
    if bidding.get("discard") is not None:
        discard = read_card(bidding["discard"], f"{at}.discard", deck)
        if isinstance(discard, Odd) and discard.why == "an unknown card":
            discard = None  # as good as not recorded
    named: Suit | None = None
    if bidding.get("jokerSuit") is not None:
        letter = bidding["jokerSuit"]
        if not isinstance(letter, str) or letter not in SUIT_LETTERS:
            raise expected(letter, f"{at}.jokerSuit", error, "a suit letter (s h d c)")
        named = SUIT_LETTERS[letter]
    exchanges: tuple[_Exchange, ...] = ()
    if bidding.get("cardExchanges") is not None:
        exchanges = _read_exchanges(bidding["cardExchanges"], f"{at}.cardExchanges", deck, seats)
    return _Bidding(calls, alone, defender, discard, named, exchanges)


def read_play(
    play: dict[str, Any] | None, at: str, deck: tuple[Card, ...]
) -> tuple[bool, Seat | None, list[list[Card | Odd]]]:
    """A play phase as written: whether it says alone, the ``initialLead``, the tricks."""
    if play is None:
        return False, None, []
    alone = play.get("isAlone") is not None and boolean(play["isAlone"], f"{at}.isAlone", error)
    lead: Seat | None = None
    if play.get("initialLead") is not None:
        lead = Seat(read_seat(play["initialLead"], f"{at}.initialLead", error))
    tricks: list[list[Card | Odd]] = []
    for t, trick in enumerate(listed(play.get("tricks", []), f"{at}.tricks", error)):
        written: list[Card | Odd] = []
        for j, text in enumerate(listed(trick, f"{at}.tricks[{t}]", error)):
            found = read_card(text, f"{at}.tricks[{t}][{j}]", deck)
            assert found is not None
            written.append(found)
        tricks.append(written)
    return alone, lead, tricks


@attrs.frozen
class _Making:
    """Who made trump: the first call that is not a pass (``first``), and what it made.

    ``made`` is True when trump is fixed: a suit, or no trump.
    """

    first: int | None = None
    maker: Seat | Player | None = None
    trump: Suit | None = None
    made: bool = False
    no_trump: bool = False


def _upcard_suit(upcard: Card | None, named: Suit | None, rules: RuleSet) -> Suit | None:
    """The suit the upcard stands for: its own, or for the joker the suit the dealer named
    (``joker_upcard="dealer_names"``) or the rules fix (``"fixed"``)."""
    if upcard is None or upcard.suit is not None:
        return None if upcard is None else upcard.suit
    if rules.joker_upcard == "fixed":
        return rules.joker_suit
    return named if rules.joker_upcard == "dealer_names" else None


def make_trump(
    bid: _Bidding,
    dealer: Seat | Player,
    upcard: Card | None,
    rules: RuleSet,
    at: str,
    problems: list[Problem],
) -> _Making:
    calls = bid.calls
    first = next((j for j, call in enumerate(calls) if call != "Pass"), None)
    if first is None:
        return _Making()
    maker = rules_seat(rules, (dealer + 1 + first) % rules.players)  # from the dealer's left
    call = calls[first]
    if call in ORDER_WORDS:
        trump = _upcard_suit(upcard, bid.joker_suit, rules)
        if trump is None and upcard is not None and rules.joker_upcard == "dealer_names":
            _note(
                problems,
                "joker_suit_missing",
                "the joker turned up is ordered up, but the file does not say which suit the "
                "dealer named for it (jokerSuit)",
                f"{at}.jokerSuit",
                dealer,
            )
        return _Making(first, maker, trump, made=trump is not None)
    if call in SUIT_LETTERS:
        return _Making(first, maker, SUIT_LETTERS[call], made=True)
    if call == "n" and getattr(rules, "no_trump", False):
        return _Making(first, maker, None, made=True, no_trump=True)
    if call == "n":
        message, kind = "a call of no trump needs the no_trump knob", "unsupported_rule"
    else:
        message, kind = "the call 'x' (unknown) cannot be replayed", "unknown_call"
    _note(problems, kind, message, f"{at}.calls[{first}]", maker)
    return _Making(first, maker)


def lone_defender(
    defender: Seat | Player | None,
    maker: Seat | Player | None,
    rules: RuleSet,
    at: str,
    problems: list[Problem],
) -> Seat | Player | None:
    """The defender going alone, if the file's ``aloneDefender`` is one."""
    side_of = rules.table.side_of
    if defender is not None and (maker is None or side_of[defender] == side_of[maker]):
        _note(
            problems,
            "bad_alone_defender",
            f"aloneDefender {int(defender)} is not a defender",
            f"{at}.aloneDefender",
        )
        return None
    return defender


def _lead_why(
    rules: RuleSet,
    dealer: Seat,
    making: _Making,
    alone: bool,
    defender: Seat | None,
    active: int,
) -> str:
    """Why the rules' first leader leads (:func:`euchre.engine.explain.first_lead_why`)."""
    assert making.maker is not None
    lone = seat_or_nobody(making.maker if alone else None)
    return first_lead_why(
        compile_rules(rules), dealer, making.maker, lone, seat_or_nobody(defender), active
    )


def _first_lead(
    rules: RuleSet, dealer: Seat, making: _Making, alone: bool, defender: Seat | None
) -> tuple[int, Seat | None]:
    """The seats in play (a 4-bit mask: the partners of a lone maker and of a lone defender
    sit out) and who leads the first trick, by the engine's rule (None until trump is made).

    >>> from euchre import presets
    >>> making = _Making(first=3, maker=Seat.NORTH, trump=Suit.HEARTS, made=True)
    >>> _first_lead(presets.GAMES4ALL, Seat.NORTH, making, alone=False, defender=None)
    (15, <Seat.EAST: 1>)
    >>> _first_lead(presets.GAMES4ALL, Seat.WEST, making, alone=True, defender=None)
    (11, <Seat.EAST: 1>)
    """
    lone = seat_or_nobody(making.maker if alone else None)
    lone_defender = seat_or_nobody(defender)
    active = seats_in_play(lone, lone_defender)
    if not making.made:
        return active, None
    assert making.maker is not None
    leader = first_leader(rules.first_lead, dealer, making.maker, lone, lone_defender, active)
    return active, Seat(leader)


# --------------------------------------------------------------------------- who played what


@attrs.define
class _Seating:
    """The cards of the tricks given to the seats that played them (see
    :func:`euchre.egn.read`)."""

    trump: int  # the card-order table index (euchre.engine.cardorder)
    active: int  # the seats in play, a 4-bit mask
    tricks: list[tuple[Card, ...]] = attrs.Factory(list)
    plays: list[tuple[Seat, Card]] = attrs.Factory(list)
    voids: dict[Seat, set[int]] = attrs.Factory(lambda: {seat: set() for seat in Seat})

    def add(self, leader: Seat, cards: list[Card]) -> list[Seat]:
        """Seat a trick led by ``leader``: who played each card, in order."""
        # the suit led (0-3); a joker led with no trump is a suit of its own (4): nobody can
        # follow it, so nobody shows out
        led = EFFECTIVE_SUIT[self.trump][cards[0].index] if cards else NO_TRUMP
        seats: list[Seat] = []
        turn = leader
        for card in cards:
            seats.append(turn)
            self.plays.append((turn, card))
            if led < NO_TRUMP and EFFECTIVE_SUIT[self.trump][card.index] != led:
                self.voids[turn].add(led)  # showed out of the suit led
            turn = Seat(NEXT_ACTIVE[self.active][turn])
        self.tricks.append(tuple(cards))
        return seats


def _resolve(
    trick: list[Card | Odd], trump: Suit | None, at: str, problems: list[Problem]
) -> list[Card] | None:
    """A trick's cards with the bower letters read; None at an unknown card."""
    cards: list[Card] = []
    for j, found in enumerate(trick):
        if isinstance(found, Odd):
            resolved = bower(found, trump)
            if resolved is None:
                _note(problems, "unknown_card", f"the card {found.text} is {found.why}", f"{at}[{j}]")
                return None
            found = resolved
        cards.append(found)
    return cards


def _seat_tricks(
    raw_tricks: list[list[Card | Odd]],
    seating: _Seating,
    making: _Making,
    leader: Seat | None,
    playable: bool,
    at: str,
    problems: list[Problem],
) -> bool:
    """Seat the tricks, each led by the last one's winner; whether the tricks can be played
    (False from the start, or at a card that cannot be played; the tricks seated so far
    stay)."""
    count = ACTIVE_COUNT[seating.active]
    for t, trick in enumerate(raw_tricks):
        where = f"{at}.tricks[{t}]"
        cards = _resolve(trick, making.trump, where, problems)
        if cards is None or not playable:
            return False
        assert leader is not None  # playable: trump is made, so the rules name a leader
        if len(cards) > count or (len(cards) < count and t < len(raw_tricks) - 1):
            _note(
                problems,
                "trick_size",
                f"trick {t + 1} has {len(cards)} cards, but {count} players play: "
                + ("the cards after them" if len(cards) > count else "the tricks after it")
                + " are not replayed",
                where,
            )
            cards = cards[:count]
        seats = seating.add(leader, cards)
        if len(cards) < count:
            break
        leader = seats[winning_play(seating.trump, [card.index for card in cards])]
    return playable


def read_hand(
    raw: dict[str, Any], index: int, rules: RuleSet, max_actions: int | None = MAX_ACTIONS
) -> EgnHand:
    """The deal ``deals[index]`` of a file read for ``rules``: its facts as written, who
    played each card, the deal rebuilt, and the problems found (see
    :func:`euchre.egn.read`)."""
    where = f"deals[{index}]"
    number = whole(raw.get("dealNumber", index), f"{where}.dealNumber", error, 0, MAX_NUMBER)
    state = fields(raw.get("initialState"), f"{where}.initialState", error)
    dealer = Seat(read_seat(state.get("dealer"), f"{where}.initialState.dealer", error))
    (bidding, bid_at), (play, play_at) = phases(raw, where)
    check_actions(count_actions(bidding, play), max_actions, where)
    problems: list[Problem] = []
    deck = deck_cards(rules)
    initial = read_initial(state, f"{where}.initialState", deck, problems)
    bid = read_bidding(bidding, bid_at, deck, problems)
    play_alone, initial_lead, raw_tricks = read_play(play, play_at, deck)
    alone = bid.alone or play_alone
    making = make_trump(bid, dealer, initial.upcard, rules, bid_at, problems)
    found = lone_defender(bid.alone_defender, making.maker, rules, bid_at, problems)
    defender = None if found is None else Seat(found)
    active, leader = _first_lead(rules, dealer, making, alone, defender)
    if leader is not None and initial_lead is not None and initial_lead != leader:
        _note(
            problems,
            "lead_mismatch",
            f"the file says {initial_lead} leads the first trick, but the rules say {leader}: "
            + _lead_why(rules, dealer, making, alone, defender, active),
            f"{play_at}.initialLead",
        )
    seating, playable = _seat_hand(raw_tricks, making, active, leader, play_at, problems)
    written = [] if bid.discard is None else [(bid.discard, f"{bid_at}.discard")]
    discard = known(written, making.trump, problems)
    exchanges = resolve_exchanges(bid.exchanges, making.trump, table_seat, problems)
    hand = EgnHand(
        index=index,
        number=number,
        dealer=dealer,
        upcard=initial.upcard,
        calls=bid.calls,
        alone=alone,
        alone_defender=defender,
        discard=discard[0] if discard else None,
        discard_recorded=bool(discard),
        play_phase=play is not None,
        tricks=tuple(seating.tricks),
        plays=tuple(seating.plays),
        leader=leader,
        maker=making.maker,
        trump=making.trump,
        no_trump=making.no_trump,
        cards_per_hand=rules.cards_per_hand,
        joker_suit=bid.joker_suit,
        exchanges=exchanges,
    )
    if not playable or (making.maker is not None and not making.made):
        return attrs.evolve(hand, problems=tuple(problems))
    return _with_deal(hand, rules, initial, seating, active, problems)


def _seat_hand(
    raw_tricks: list[list[Card | Odd]],
    making: _Making,
    active: int,
    leader: Seat | None,
    at: str,
    problems: list[Problem],
) -> tuple[_Seating, bool]:
    """The tricks seated, and whether the deal can be rebuilt (no unknown card, and tricks
    only once trump is made)."""
    playable = not any(p.kind == "unknown_card" for p in problems)
    if raw_tricks and making.first is None:
        _note(
            problems,
            "no_maker",
            "tricks are recorded, but nobody made trump: they are ignored",
            f"{at}.tricks",
        )
        raw_tricks = []
    elif raw_tricks and not making.made:
        playable = False
    seating = _Seating(trump_index(making.trump, making.no_trump), active)
    return seating, _seat_tricks(raw_tricks, seating, making, leader, playable, at, problems)


def _with_deal(
    hand: EgnHand,
    rules: RuleSet,
    initial: _Initial,
    seating: _Seating,
    active: int,
    problems: list[Problem],
) -> EgnHand:
    """The hand with its deal rebuilt (see :func:`rebuild`)."""
    deck = deck_cards(rules)
    known_hands = [known(entries, hand.trump, problems) for entries in initial.hands]
    known_kitty = known(initial.kitty, hand.trump, problems)
    voids = seating.voids
    if rules.go_under != "off":  # going under: the kitty's cards, given by no seat
        taken = [card for giver, _, cards in hand.exchanges if giver is None for card in cards]
        known_kitty += [card for card in dict.fromkeys(taken) if card not in known_kitty]
        # the player who went under may have been dealt (and discarded) any suit
        under = {Seat(receiver) for giver, receiver, _ in hand.exchanges if giver is None}
        voids = {seat: set() if seat in under else v for seat, v in voids.items()}
    out = {seat for seat in Seat if not active >> seat & 1}
    picked = dealer_took_upcard(rules, hand, deck)
    where = f"deals[{hand.index}]"
    deal, assumed, discard = rebuild(
        hand, known_hands, known_kitty, voids, out, picked, problems, where, deck
    )
    return attrs.evolve(
        hand, deal=deal, assumed=tuple(assumed), discard=discard, problems=tuple(problems)
    )

