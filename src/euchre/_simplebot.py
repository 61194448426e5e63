"""A small, sound heuristic player used by the demo (the bots package builds on views later).

>>> import euchre
>>> from euchre._simplebot import simple_action
>>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
>>> simple_action(s) in s.legal_actions()
True
"""

from __future__ import annotations

from euchre.actions import GO_ALONE, ORDER_UP, PASS, PICK_UP, Action, ActionKind
from euchre.engine import cardorder
from euchre.state import ALONE, CALL, CLAIM, DISCARD, JOKER, ORDER, PICKUP, PLAY, PLAY_R, State


def _trump_strength(hand: int, trump: int) -> tuple[int, int]:
    """(number of trumps, total trump power) of a hand for a would-be trump suit."""
    trumps = hand & cardorder.SUIT_MASK[trump][trump]
    power = 0
    m = trumps
    while m:
        low = m & -m
        power += cardorder.POWER[trump][trump][low.bit_length() - 1]
        m ^= low
    return trumps.bit_count(), power


def _good_trump(hand: int, trump: int) -> bool:
    count, power = _trump_strength(hand, trump)
    return (count >= 3 and power >= 70) or count >= 4


def _lowest(mask: int, trump: int, led: int) -> int:
    best, best_key = -1, 1_000
    m = mask
    while m:
        low = m & -m
        card = low.bit_length() - 1
        key = cardorder.POWER[trump][led][card] * 10 + (card & 7)
        if key < best_key:
            best, best_key = card, key
        m ^= low
    return best


def _highest(mask: int, trump: int, led: int) -> int:
    best, best_key = -1, -1
    m = mask
    while m:
        low = m & -m
        card = low.bit_length() - 1
        key = cardorder.POWER[trump][led][card] * 10 + (card & 7)
        if key > best_key:
            best, best_key = card, key
        m ^= low
    return best


def simple_action(state: State) -> Action:
    """A reasonable legal action for the player to act (deterministic)."""
    legal = state.legal_actions()
    phase = state._phase
    seat = state._to_act
    hand = state._hands[seat]
    if phase == ORDER:
        trump = state._h.upsuit
        if seat == state._h.dealer:
            hand |= 1 << state._h.upcard
        if _good_trump(hand, trump):
            return ORDER_UP if ORDER_UP in legal else legal[-1]
        return PASS if PASS in legal else legal[-1]
    if phase == CALL:
        calls = [a for a in legal if a.kind is ActionKind.CALL and not a.alone and a.suit is not None]
        best = max(calls, key=lambda a: _trump_strength(hand, int(a.suit)))  # type: ignore[arg-type]
        if PASS not in legal or _good_trump(hand, int(best.suit)):  # type: ignore[arg-type]
            return best
        return PASS
    if phase == PICKUP:
        return PICK_UP
    if phase == DISCARD:
        allowed = 0
        for a in legal:
            allowed |= a.card.bit  # type: ignore[union-attr]
        t = state._h.trump if state._h.trump >= 0 else 4
        return Action.discard(_card(_lowest(allowed, t, t)))
    if phase == ALONE:
        count, power = _trump_strength(hand, state._h.trump)
        if GO_ALONE in legal and (
            PASS not in legal or (count >= 4 and power >= 100 and seat & 1 == state._h.maker & 1)
        ):
            return GO_ALONE
        return PASS
    if phase == JOKER:
        return max(legal, key=lambda a: _trump_strength(hand, int(a.suit)))  # type: ignore[arg-type]
    if phase == CLAIM:
        return PASS
    if phase in (PLAY, PLAY_R):
        allowed = 0
        for a in legal:
            if a.kind is ActionKind.PLAY:
                allowed |= a.card.bit  # type: ignore[union-attr]
        if phase == PLAY_R and state._trick:  # follow suit anyway: this player does not renege
            follow = allowed & cardorder.SUIT_MASK[state._h.trump][state._led]
            if follow:
                allowed = follow
        trump = state._h.trump
        if not state._trick:
            if seat & 1 == state._h.maker & 1 and allowed & cardorder.SUIT_MASK[trump][trump]:
                return Action.play(_card(_highest(allowed, trump, trump)))
            return Action.play(
                _card(
                    _highest(allowed, trump, cardorder.EFFECTIVE_SUIT[trump][_highest(allowed, 4, 0)])
                )
            )
        led = state._led
        if state._best & 1 == seat & 1:
            return Action.play(_card(_lowest(allowed, trump, led)))
        winners = 0
        m = allowed
        while m:
            low = m & -m
            if cardorder.POWER[trump][led][low.bit_length() - 1] > state._bestp:
                winners |= low
            m ^= low
        if winners:
            return Action.play(_card(_lowest(winners, trump, led)))
        return Action.play(_card(_lowest(allowed, trump, led)))
    return legal[0]


def _card(index: int) -> str:
    if index == cardorder.JOKER:
        return "Jo"
    return "789TJQKA"[index & 7] + "cdhs"[index >> 3]
