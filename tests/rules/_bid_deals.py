"""Bid Euchre deals and drivers shared by the Bid tests in ``tests/rules`` (seed 002,
the ``bid_*`` knobs, the tie knob and the scoring table).

Cards are canonical text; a deal is six cards to each of North, East, South, West, no
upcard and no kitty.  West deals unless a test says otherwise, so North speaks first.
The drivers use only the public API.
"""

from __future__ import annotations

from _bid_reference import effective_suit

import euchre
from _deals import rotate
from euchre import Phase, Seat, presets

RULES = presets.BID_EUCHRE
FORBID = RULES.replace(renege="forbid")
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#            North                East                 South                West
# North holds the six best hearts: with hearts trump, its side takes all six tricks.
SWEEP = ("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d 9c", "As Ks Qs Js Ts 9s")
# hearts trump, North bids and leads; SPLIT33 played as PLAY33 gives 3-3, SPLIT42 4-2.
# call for best on SWEEP: South gives A♦, North gives back its lowest card (10♥) and leads
# trumps first, so its side still takes all six tricks.
BEST_SWEEP_PLAY = "Jh 9h As  Jd Ac Ks  Ah Kc Qs  Kh Qc Js  Qh Jc Ts  Ad Tc 9s"
SPLIT33 = ("Jh Jd Ah 9c 9d 9s", "Kh Ac Kc Qc Ad Kd", "Tc Jc Td Qd Ts Js", "Qh Th 9h As Ks Qs")
PLAY33 = "Jh Kh Tc 9h  Jd Ac Jc Th  Ah Kc Td Qh  9c Qc Qd Qs  Ad Ts Ks 9d  Kd Js As 9s"
SPLIT42 = ("Jh Jd Ah Kh 9d 9s", "Qh Ac Kc Qc Ad Kd", "Tc Jc Td Qd Ts Js", "Th 9h 9c As Ks Qs")
PLAY42 = "Jh Qh Tc 9h  Jd Ac Jc Th  Ah Kc Td 9c  Kh Qc Qd Qs  9d Ad Ts Ks  Kd Js As 9s"

__all__ = [
    "BEST_SWEEP_PLAY", "FORBID", "PLAY33", "PLAY42", "RULES", "SPLIT33", "SPLIT42", "SWEEP", "E", "N", "S", "W",
    "auction", "exchange", "follow_card", "game", "hand", "legal", "make_deal", "play_out",
    "plays", "points", "rotate", "run", "sweep_for", "tricks",
]


def make_deal(hands) -> euchre.Deal:
    return euchre.Deal(hands=tuple(hands), upcard=None, kitty=())


def game(rules=RULES, hands=SWEEP, dealer=W) -> euchre.State:
    return euchre.new_game(rules, dealer=dealer, deal=make_deal(hands))


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def run(state, *actions: str):
    for action in actions:
        state = state.apply(action)
    return state


def plays(cards: str) -> list[str]:
    return [f"play {card}" for card in cards.split()]


def auction(state, bids: dict):
    """One round of bidding: each seat bids ``bids[seat]`` or passes."""
    assert state.phase == Phase.BID
    for _ in range(4):
        state = state.apply(bids.get(state.to_act, "pass"))
    return state


def exchange(state, back: str | None = None):
    """Call for best: the partner gives the only legal card; the bidder gives back
    ``back`` (default: the bidder's lowest card held before the exchange, which is never
    the card just received, seed 002)."""
    assert state.phase == Phase.EXCHANGE
    (give,) = legal(state)
    state = state.apply(give)
    if back is None:
        trump = "cdhs"[int(state.trump)] if state.trump is not None else None
        back = min((a.split()[1] for a in legal(state)), key=lambda c: _low_first(c, trump))
    return state.apply(f"give {back}")


def _low_first(card: str, trump: str | None) -> tuple[int, int]:
    """Plain cards before trumps, each from the lowest (bowers and the joker highest)."""
    if card == "Jo":
        return (1, 99)
    is_trump = trump is not None and effective_suit(card, trump) == trump
    if is_trump and card[0] == "J":
        return (1, 50 + (card[1] == trump))
    return (int(is_trump), "9TJQKA".index(card[0]) if card[0] in "9TJQKA" else -1)


def follow_card(state) -> str:
    """The first card (text order) that follows suit, so no renege is made."""
    plays = sorted(a for a in legal(state) if a.startswith("play"))
    trick = state.current_trick
    if not trick or not trick.plays:
        return plays[0]
    trump = state.trump.letter if state.trump is not None else None
    led = effective_suit(str(trick.plays[0][1]), trump)
    if led is None:
        return plays[0]
    follow = [a for a in plays if effective_suit(a.split()[1], trump) == led]
    return (follow or plays)[0]


def play_out(state, script: str = ""):
    """Play ``script`` (cards in play order), then follow suit to the end of the hand;
    pass in the claim round."""
    cards = script.split()
    number = len(state.results)
    while len(state.results) == number:
        if state.phase == Phase.CLAIM:
            state = state.apply("pass")
        elif cards:
            state = state.apply(f"play {cards.pop(0)}")
        else:
            state = state.apply(follow_card(state))
    assert not cards, cards
    return state


def hand(state, hands, bidder: Seat, bid: str, call: str = "hearts", script: str = ""):
    """A whole hand from phase DEAL (or a fresh game): deal, bid, call, exchange, play."""
    if state.phase == Phase.DEAL:
        state = state.apply_deal(make_deal(hands))
    state = auction(state, {bidder: bid})
    state = state.apply(f"call {call}")
    if state.phase == Phase.EXCHANGE:
        state = exchange(state)
    return play_out(state, script)


def sweep_for(seat: Seat):
    return rotate(SWEEP, int(seat))


def points(state) -> tuple[int, int]:
    return tuple(state.results[-1].points)


def tricks(state) -> tuple[int, int]:
    return tuple(state.results[-1].tricks)
