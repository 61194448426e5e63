"""Shared helpers for the seed rule tests: explicit deals and small drivers.

Cards are written in canonical text (rank ``9 T J Q K A`` + suit ``c d h s``).  A deal
is given as four hands in seat order (North, East, South, West); the upcard and the
kitty are whatever is left.  The drivers only use the public API of ``docs/api.md``.

Forced deals (trump hearts, named in round 2; the upcard is a spade, so spades are
turned down).  The trick counts hold whatever the players do, so scoring tests do not
depend on a playing strategy:

* ``SWEEP``: North holds the five best trumps -> North's side takes 5.
* ``FOUR``: North holds five trumps, East only the right bower -> North 4, East 1.
* ``THREE``: North holds A K Q T 9 of trump, East both bowers -> North 3, East 2.
* ``EUCHRE``: East holds both bowers and the ace, North K Q T 9 -> East 3 or 4, North 1 or 2.
* ``DEF_SWEEP``: East holds the five best trumps -> East's side takes 5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import euchre
from euchre import Phase, Seat

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
RANKS = "9TJQKA"
SUITS = "cdhs"
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}
DECK24 = tuple(rank + suit for suit in SUITS for rank in RANKS)

#            North                  East                   South                  West
SWEEP = ("Jh Jd Ah Kh Qh", "9h Th Ac Kc Qc", "Ad Kd Qd Td 9d", "As Ks Qs Js Ts")
FOUR = ("Jd Ah Kh Qh Th", "Jh Ac Kc Qc Jc", "9h Ad Kd Qd Td", "As Ks Qs Js Ts")
THREE = ("Ah Kh Qh Th 9h", "Jh Jd Ac Kc Qc", "Ad Kd Qd Td 9d", "As Ks Qs Js Ts")
EUCHRE = ("Kh Qh Th 9h Qc", "Jh Jd Ah Ac Kc", "Ad Kd Qd Td 9d", "As Ks Qs Js Ts")
DEF_SWEEP = ("Th 9h Ac Kc Qc", "Jh Jd Ah Kh Qh", "Ad Kd Qd Td 9d", "As Ks Qs Js Ts")


def legal(state: euchre.State) -> set[str]:
    """Canonical texts of the legal actions."""
    return {str(a) for a in state.legal_actions()}


def cardset(cards: Iterable[object]) -> set[str]:
    return {str(c) for c in cards}


def suit_letter(suit: str) -> str:
    return suit[0].lower()


def eff(card: str, trump: str) -> str:
    """Effective suit letter of ``card`` when ``trump`` (letter) is trump."""
    if card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump
    return card[1]


def make_deal(hands: Sequence[str], upcard: str | None = None, *, trump: str | None = None) -> euchre.Deal:
    """Deal from four hand strings; the upcard is ``upcard`` or the first remaining card
    that is not (effectively) of ``trump``; the kitty is the other three cards."""
    split = [h.split() for h in hands]
    assert len(split) == 4 and all(len(h) == 5 for h in split), split
    used = [c for h in split for c in h]
    assert all(c in DECK24 for c in used), used
    assert len(set(used)) == 20, used
    rest = [c for c in DECK24 if c not in used]
    if upcard is None:
        t = suit_letter(trump) if trump else None
        upcard = next(c for c in rest if t is None or eff(c, t) != t)
    rest.remove(upcard)
    return euchre.Deal(hands=tuple(tuple(h) for h in split), upcard=upcard, kitty=tuple(rest))


def rotate(hands: Sequence[str], k: int) -> tuple[str, ...]:
    """Move every hand ``k`` seats clockwise (k=1: East gets North's hand)."""
    return tuple(hands[(i - k) % 4] for i in range(4))


def game(rules: euchre.RuleSet, hands: Sequence[str] = SWEEP, *, dealer: Seat = N,
         upcard: str | None = "9s") -> euchre.State:
    return euchre.new_game(rules, dealer=dealer, deal=make_deal(hands, upcard))


# --- bidding drivers -------------------------------------------------------------

def bid(state: euchre.State, text: str, alone: bool = False) -> tuple[euchre.State, set[Seat]]:
    """Apply ``order up`` / ``call <suit>`` by the seat to act.  Going alone uses the
    rules' timing: ``... alone`` with the call, or a later ``go alone`` (returned as a
    pending wish)."""
    seat = state.to_act
    if alone and state.rules.alone_timing == "with_call":
        return state.apply(text + " alone"), set()
    return state.apply(text), ({seat} if alone else set())


def resolve_alone(state: euchre.State, wanted: Iterable[Seat] = ()) -> tuple[euchre.State, list[Seat]]:
    """Answer every alone decision: ``go alone`` for seats in ``wanted``, else ``pass``.
    Returns the state and the seats that were asked, in order."""
    wanted = set(wanted)
    asked: list[Seat] = []
    for _ in range(8):
        if state.phase != Phase.ALONE:
            break
        seat = state.to_act
        asked.append(seat)
        state = state.apply("go alone" if seat in wanted else "pass")
    assert state.phase != Phase.ALONE, "alone decisions never end"
    return state, asked


def pass_round1(state: euchre.State) -> euchre.State:
    for _ in range(4):
        if state.phase != Phase.ORDER:
            break
        state = state.apply("pass")
    return state


def call_trump(state: euchre.State, caller: Seat, suit: str = "hearts", *, alone: bool = False,
               also_alone: Iterable[Seat] = ()) -> euchre.State:
    """Everybody passes round 1; in round 2 everybody passes until ``caller`` names
    ``suit``; then the alone decisions are answered."""
    state = pass_round1(state)
    assert state.phase == Phase.CALL, state.phase
    for _ in range(4):
        if state.to_act == caller:
            break
        state = state.apply("pass")
    assert state.to_act == caller
    state, wanted = bid(state, f"call {SUIT_NAME[suit_letter(suit)]}", alone)
    state, _ = resolve_alone(state, wanted | set(also_alone))
    return state


def order_up(state: euchre.State, orderer: Seat, discard: str | None = None, *, alone: bool = False,
             also_alone: Iterable[Seat] = (), pick_up: bool = True) -> euchre.State:
    """Round 1: everybody passes until ``orderer`` orders up; the dealer picks up (or,
    when optional and ``pick_up`` is False, leaves the upcard) and discards ``discard``."""
    for _ in range(4):
        if state.to_act == orderer:
            break
        assert state.phase == Phase.ORDER
        state = state.apply("pass")
    assert state.phase == Phase.ORDER and state.to_act == orderer
    state, wanted = bid(state, "order up", alone)
    if state.phase == Phase.PICKUP:
        state = state.apply("pick up" if pick_up else "pass")
    if state.phase == Phase.DISCARD:
        assert discard is not None, "the dealer has to discard"
        state = state.apply(f"discard {discard}")
    state, _ = resolve_alone(state, wanted | set(also_alone))
    return state


# --- play drivers ----------------------------------------------------------------

def play_cards(state: euchre.State, *cards: str) -> euchre.State:
    for card in cards:
        state = state.apply(f"play {card}")
    return state


def play_out(state: euchre.State,
             choose: Callable[[euchre.State, tuple], object] | None = None,
             ) -> tuple[euchre.State, list[tuple[Seat, str]]]:
    """Play until the hand is scored, choosing the smallest legal action text (or
    ``choose``).  Returns the state after the hand and the (seat, card) plays."""
    n = len(state.results)
    plays: list[tuple[Seat, str]] = []
    for _ in range(25):
        if len(state.results) != n:
            return state, plays
        assert state.phase == Phase.PLAY, state.phase
        actions = state.legal_actions()
        assert actions, "no legal play"
        action = min(actions, key=str) if choose is None else choose(state, actions)
        plays.append((state.to_act, str(action.card)))
        state = state.apply(action)
    raise AssertionError("hand did not end after 25 plays")


def score_hand(rules: euchre.RuleSet, hands: Sequence[str], caller: Seat = N, *, alone: bool = False,
               also_alone: Iterable[Seat] = (), dealer: Seat = N) -> euchre.State:
    """One whole hand: ``caller`` names hearts in round 2, then the hand is played out."""
    state = call_trump(game(rules, hands, dealer=dealer), caller, "hearts", alone=alone,
                       also_alone=also_alone)
    state, _ = play_out(state)
    return state


def position(rules: euchre.RuleSet, hands: Sequence[str], trump: str = "hearts") -> euchre.State:
    """North deals and names ``trump`` in round 2 (nobody alone): East leads the first
    trick under every first-lead rule (left of dealer = left of maker)."""
    state = euchre.new_game(rules, dealer=N, deal=make_deal(hands, trump=trump))
    state = call_trump(state, N, trump)
    assert state.phase == Phase.PLAY and state.to_act == E, (state.phase, state.to_act)
    return state


def trick_position(rules: euchre.RuleSet, trump: str, east: str, south: str, west: str,
                   north: str) -> euchre.State:
    """A PLAY position where East leads ``east`` and South, West, North can legally play
    the given cards: every other card of the led (effective) suit is given to East or
    left in the kitty, so a player whose card is off-suit is void in the led suit."""
    t = suit_letter(trump)
    trick = [east, south, west, north]
    led = eff(east, t)
    rest_led = [c for c in DECK24 if eff(c, t) == led and c not in trick]
    pool = [c for c in DECK24 if eff(c, t) != led and c not in trick]
    pool.sort(key=lambda c: eff(c, t) != t)  # trumps handed out first, plain cards left over
    hands = {E: [east] + rest_led[:4], S: [south], W: [west], N: [north]}
    for seat in (E, S, W, N):
        while len(hands[seat]) < 5:
            hands[seat].append(pool.pop(0))
    return position(rules, tuple(" ".join(hands[seat]) for seat in (N, E, S, W)), trump)


def trick_winner(rules: euchre.RuleSet, trump: str, east: str, south: str, west: str,
                 north: str) -> Seat:
    state = play_cards(trick_position(rules, trump, east, south, west, north), east, south, west, north)
    assert len(state.tricks) == 1
    return state.tricks[0].winner


# --- a whole match ---------------------------------------------------------------

def match_to_ten(rules: euchre.RuleSet) -> list[euchre.State]:
    """Six forced hands: NS lone march, EW lone march, NS lone march, EW lone march,
    EW make 3 tricks, NS march.  Expected scores: 4-0, 4-4, 8-4, 8-8, 8-9, 10-9.
    Returns the state after each hand."""
    ew_sweep, ew_three = rotate(SWEEP, 1), rotate(THREE, 1)
    plan = [(SWEEP, N, True), (ew_sweep, E, True), (SWEEP, N, True), (ew_sweep, E, True),
            (ew_three, E, False), (SWEEP, N, False)]
    state = game(rules, plan[0][0], dealer=N)
    after = []
    for hands, caller, alone in plan:
        if state.phase == Phase.DEAL:
            state = state.apply_deal(make_deal(hands, "9s"))
        state = call_trump(state, caller, "hearts", alone=alone)
        state, _ = play_out(state)
        after.append(state)
    return after


def snapshot(state: euchre.State) -> tuple:
    return (state.phase, state.to_act, state.dealer, state.hands, state.history, state.trump,
            state.maker, state.tricks, state.current_trick, state.scores, state.results)


def assert_illegal(build: Callable[[], euchre.State], action: str) -> euchre.IllegalActionError:
    """``action`` is illegal in the state ``build()`` returns: ``apply`` raises
    IllegalActionError (a ValueError) with a Reason, and the state is unchanged (compared
    with a twin built the same way and with a snapshot of its fields)."""
    import pytest

    state, twin = build(), build()
    before = snapshot(state)
    with pytest.raises(euchre.IllegalActionError) as info:
        state.apply(action)
    err = info.value
    assert isinstance(err, ValueError)
    assert isinstance(err.reason, euchre.Reason)
    assert state == twin and hash(state) == hash(twin)
    assert snapshot(state) == before
    parsed = euchre.parse_action(action)
    assert state.is_legal(parsed) is False
    assert action not in legal(state)
    explanation = state.explain(parsed)
    assert explanation.legal is False and explanation.reason == err.reason
    return err


# --- any deck: the knob tests (tests/rules/test_knobs_*.py) --------------------------

#              North             East              South             West
# Hearts trump (North names them in round 2, upcard 9s): South holds Kc and the Ah, so
# South's Ah on East's Ac lead is a renege when reneges are allowed.
RENEGE = ("Jh Jd Kh Qd Td", "Ac 9c Ad Kd Js", "Kc Ah 9d Qh Th", "Qc Tc As Ks Qs")


def deal_of(size: int, hands: Sequence[str], upcard: str) -> euchre.Deal:
    """Four five-card hands (N, E, S, W) as text from a ``size``-card deck (24, 25 with
    the joker ``Jo``, 32); the kitty is the rest of the deck."""
    from _reference import deck

    split = [h.split() for h in hands]
    used = [c for h in split for c in h] + [upcard]
    full = deck(size)
    assert all(len(h) == 5 for h in split), split
    assert len(set(used)) == 21 and set(used) <= set(full), used
    kitty = tuple(c for c in full if c not in used)
    return euchre.Deal(hands=tuple(tuple(h) for h in split), upcard=upcard, kitty=kitty)


def start(rules: euchre.RuleSet, hands: Sequence[str], upcard: str, dealer: Seat = N,
          size: int | None = None) -> euchre.State:
    """A new game of ``rules`` on the deal ``deal_of(size or rules.deck, hands, upcard)``."""
    return euchre.new_game(rules, dealer=dealer, deal=deal_of(size or rules.deck, hands, upcard))


def round2(state: euchre.State, caller: Seat, text: str) -> euchre.State:
    """Everybody passes round 1, then round 2 until ``caller`` says ``text``."""
    for _ in range(4):
        assert state.phase == Phase.ORDER, state.phase
        state = state.apply("pass")
    for _ in range(4):
        assert state.phase == Phase.CALL
        if state.to_act == caller:
            break
        state = state.apply("pass")
    assert state.to_act == caller
    return state.apply(text)


def plays(state: euchre.State) -> set[str]:
    """The cards (text) the player to act may play."""
    return {a[5:] for a in legal(state) if a.startswith("play ")}


def claims(state: euchre.State) -> set[str]:
    """The renege claims the player to act may make."""
    return {a for a in legal(state) if a.startswith("claim renege ")}


def cards(items: Iterable[object]) -> list[str]:
    """Card texts, in order."""
    return [str(c) for c in items]


def winner_of_first_trick(state: euchre.State) -> Seat:
    assert len(state.tricks) >= 1
    return state.tricks[0].winner


def renege_seats(state: euchre.State) -> list[tuple[Seat, str]]:
    """The reneges recorded in ``state``: (seat, card text)."""
    out = []
    for item in state.reneges:
        seat = getattr(item, "seat", None)
        card = getattr(item, "card", None)
        if seat is None:
            seat, card = item[0], item[1]
        out.append((Seat(seat), cards([card])[0]))
    return out


def follow_or_first(state: euchre.State) -> str:
    """The first card (by text) that follows suit when the player can: no renege."""
    from _reference import follow_cards

    hand = cards(state.hands[state.to_act])
    trick = [] if state.current_trick is None else [
        (int(s), cards([c])[0]) for s, c in state.current_trick.plays]
    trump = "n" if state.trump is None else str(state.trump)[0]
    return sorted(follow_cards(hand, trick, trump) or hand)[0]


def finish(state: euchre.State) -> euchre.State:
    """Play the hand out without another renege or claim; pass the claim round."""
    n = len(state.results)
    for _ in range(30):
        if len(state.results) != n:
            return state
        if state.phase == Phase.CLAIM:
            state = state.apply("pass")
        else:
            state = state.apply(f"play {follow_or_first(state)}")
    raise AssertionError("the hand did not end")


def assert_bad_ruleset(knobs: dict) -> None:
    """``RuleSet(**knobs)`` raises RuleSetError (a ValueError) naming one of the knobs."""
    import pytest

    with pytest.raises(euchre.RuleSetError) as info:
        euchre.RuleSet(**knobs)
    assert isinstance(info.value, ValueError)
    assert any(knob in str(info.value) for knob in knobs)
