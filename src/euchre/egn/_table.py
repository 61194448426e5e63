"""One EGN deal read at a table other than four seats (``num_players`` 2 or 6): the deal
from the file's ``playerCards``, the seat of each card played from the engine.

At four seats the reader works out who played each card and rebuilds the unseen cards
(:mod:`euchre.egn._hand`); at other tables it needs the hands dealt, as this library writes
them, and plays the file's calls and cards through the engine to seat them (the engine
knows the table: who sits out beside a lone player, who leads).
"""

from __future__ import annotations

from typing import Any

import attrs

from euchre._reader import fields, whole
from euchre.cards import Card, Player, Suit
from euchre.deal import Deal
from euchre.egn._errors import MAX_ACTIONS, MAX_NUMBER, check_actions, error
from euchre.egn._game import EgnHand
from euchre.egn._hand import (
    count_actions,
    known,
    lone_defender,
    make_trump,
    phases,
    read_bidding,
    read_initial,
    read_play,
    resolve_exchanges,
)
from euchre.egn._notation import Odd, deck_cards
from euchre.egn._plan import Plan
from euchre.errors import EuchreError
from euchre.records import Problem
from euchre.rules import RuleSet
from euchre.state import Phase, new_game


def _note(problems: list[Problem], kind: str, message: str, at: str) -> None:
    problems.append(Problem(kind=kind, message=message, where=at))


def read_table_hand(
    raw: dict[str, Any], index: int, rules: RuleSet, max_actions: int | None = MAX_ACTIONS
) -> EgnHand:
    """The deal ``deals[index]`` of a file whose table is not four seats (see
    :func:`euchre.egn.read`): its facts as written, the deal from ``playerCards`` (every
    hand listed in full, else a ``missing_cards`` problem and no deal), and the seat of
    each card played by the engine's rules."""
    where = f"deals[{index}]"
    seats = rules.players
    number = whole(raw.get("dealNumber", index), f"{where}.dealNumber", error, 0, MAX_NUMBER)
    state = fields(raw.get("initialState"), f"{where}.initialState", error)
    dealer = Player(whole(state.get("dealer"), f"{where}.initialState.dealer", error, 0, seats - 1))
    (bidding, bid_at), (play, play_at) = phases(raw, where)
    check_actions(count_actions(bidding, play), max_actions, where)
    problems: list[Problem] = []
    deck = deck_cards(rules)
    initial = read_initial(state, f"{where}.initialState", deck, problems, seats)
    bid = read_bidding(bidding, bid_at, deck, problems, seats)
    play_alone, _, raw_tricks = read_play(play, play_at, deck)
    making = make_trump(bid, dealer, initial.upcard, rules, bid_at, problems)
    defender = lone_defender(bid.alone_defender, making.maker, rules, bid_at, problems)
    written = [] if bid.discard is None else [(bid.discard, f"{bid_at}.discard")]
    discard = known(written, making.trump, problems)
    hand = EgnHand(
        index=index,
        number=number,
        dealer=dealer,
        upcard=initial.upcard,
        calls=bid.calls,
        alone=bid.alone or play_alone,
        alone_defender=defender,
        discard=discard[0] if discard else None,
        discard_recorded=bool(discard),
        play_phase=play is not None,
        maker=making.maker,
        trump=making.trump,
        no_trump=making.no_trump,
        cards_per_hand=rules.cards_per_hand,
        joker_suit=bid.joker_suit,
        exchanges=resolve_exchanges(bid.exchanges, making.trump, Player, problems),
        seats=seats,
    )
    tricks = _tricks(raw_tricks, making.trump, play_at, problems)
    hands = [known(listed_hand, making.trump, problems) for listed_hand in initial.hands]
    kitty = known(initial.kitty, making.trump, problems)
    deal = _deal(rules, initial.upcard, hands, kitty, f"{where}.initialState", problems)
    if deal is None or tricks is None:
        return attrs.evolve(hand, problems=tuple(problems))
    return _seated(attrs.evolve(hand, deal=deal), rules, tricks, problems)


def _tricks(
    raw: list[list[Card | Odd]], trump: Suit | None, at: str, problems: list[Problem]
) -> list[tuple[Card, ...]] | None:
    """The tricks' cards (bower letters read by trump); None at a card that is not one."""
    tricks = []
    for t, trick in enumerate(raw):
        places = [(card, f"{at}.tricks[{t}][{j}]") for j, card in enumerate(trick)]
        cards = known(places, trump, problems)
        if len(cards) != len(trick):
            return None
        tricks.append(tuple(cards))
    return tricks


def _deal(
    rules: RuleSet,
    upcard: Card | None,
    hands: list[list[Card]],
    kitty: list[Card],
    at: str,
    problems: list[Problem],
) -> Deal | None:
    """The deal: the hands as listed, the kitty as listed or the rest of the deck."""
    size = rules.cards_per_hand
    short = [s for s, cards in enumerate(hands) if len(cards) != size]
    if upcard is None or short:
        _note(
            problems,
            "missing_cards",
            f"at a table of {rules.players} this reader needs the upcard and every hand "
            f"dealt ({size} cards each in playerCards), to seat the cards played"
            + (f"; hands {short} are not listed in full" if short else ""),
            f"{at}.playerCards",
        )
        return None
    dealt = {card for cards in hands for card in cards} | {upcard}
    rest = [card for card in deck_cards(rules) if card not in dealt]
    try:
        return Deal(hands=hands, upcard=upcard, kitty=kitty or rest)
    except EuchreError as bad:
        _note(problems, "bad_cards", str(bad), at)
        return None


def _seated(
    hand: EgnHand, rules: RuleSet, tricks: list[tuple[Card, ...]], problems: list[Problem]
) -> EgnHand:
    """The hand with each card played seated by the engine: the file's calls, discard and
    cards played through it until one is refused (the replay reports that one)."""
    plays = [(hand.dealer, card) for trick in tricks for card in trick]
    draft = attrs.evolve(hand, tricks=tuple(tricks), plays=tuple(plays))
    assert hand.deal is not None
    try:
        state = new_game(rules, dealer=hand.dealer, deal=hand.deal)
    except EuchreError as bad:  # cards the rules' deal cannot hold (a card dealt twice, ...)
        _note(problems, "bad_cards", str(bad), f"deals[{hand.index}].initialState")
        return attrs.evolve(hand, deal=None, problems=tuple(problems))
    plan = Plan(draft, [])
    seated: list[tuple[Player, Card]] = []
    while state.phase not in (Phase.DEAL, Phase.OVER):
        action = plan.action(state)
        if action is None or not state.is_legal(action):
            break
        if state.phase is Phase.PLAY and action.card is not None and state.to_act is not None:
            seated.append((Player(state.to_act), action.card))
        state = state.apply(action)
    seats = {card: seat for seat, card in seated}
    # a card after one the engine refused keeps the dealer as its seat: the replay reports
    # the refusal and stops there
    final = tuple((seats.get(card, hand.dealer), card) for _, card in plays)
    return attrs.evolve(
        hand,
        tricks=tuple(tricks),
        plays=final,
        leader=seated[0][0] if seated else None,
        in_play=_in_play(rules, hand),
        problems=tuple(problems),
    )


def _in_play(rules: RuleSet, hand: EgnHand) -> int:
    """How many play each trick: all but the teammates of a lone maker and of a lone
    defender."""
    teammates = rules.table.teammates
    out = 0
    if hand.alone and hand.maker is not None:
        out += len(teammates[hand.maker])
    if hand.alone_defender is not None:
        out += len(teammates[hand.alone_defender])
    return rules.players - out
