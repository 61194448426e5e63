"""Explanations: why an action is legal or not, in a sentence that cites the rule.

This is the slow, careful path; the engine's hot path never calls it except to word an
:class:`~euchre.IllegalActionError`.

>>> import euchre
>>> deal = euchre.Deal(hands=("Jd 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd",
...                           "Ad 9h Th Qh Kh"), upcard="Ah", kitty=("Jh", "Js", "As"))
>>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=euchre.Seat.EAST, deal=deal)
>>> s = s.apply("pass").apply("order up").apply("discard 9c")  # West orders up hearts
>>> s = s.apply("play Kd").apply("play Ad")                     # South leads, West follows
>>> print(s.explain("play Jd"))
play Jd is legal: South led K♦, a diamond, and North holds no diamond (J♦ is the left bower, a heart (trump) for every purpose), so any card may be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre import _tables
from euchre.actions import Action, ActionKind
from euchre.cards import _BY_INDEX, _SEATS, Card, Suit, cards_from_mask
from euchre.errors import Reason

if TYPE_CHECKING:
    from euchre.state import Explanation, State

#: The rule each reason rests on, as cited in messages.
RULE = {
    Reason.GAME_OVER: "RULES.md, common core: the match ends when a team reaches the target",
    Reason.AWAITING_DEAL: "the hand has not been dealt: supply a Deal with apply_deal()",
    Reason.WRONG_PHASE: "RULES.md, common core: order of play",
    Reason.CARD_NOT_IN_HAND: "a player can only play or discard a card in their hand",
    Reason.MUST_FOLLOW_SUIT: "RULES.md, common core: must follow the suit led (by effective suit)",
    Reason.TURNED_DOWN_SUIT: "RULES.md, round 2: any suit except the turned-down suit",
    Reason.DEALER_STUCK: "RULES.md, seed 000: stick the dealer",
    Reason.ALONE_NOT_ALLOWED: "RuleSet knobs alone / alone_timing / defender_alone",
    Reason.MUST_GO_ALONE: "RuleSet knob canadian_loner: the dealer's partner who orders up goes alone",
    Reason.CANNOT_DISCARD_UPCARD: "RuleSet knob discard_upcard=False (OpenSpiel)",
    Reason.DEAL_NOT_ALLOWED: "a deal can only start a hand",
}

_PHASE_TASK = {
    "deal": "the hand waits for a deal",
    "order": "round 1 of bidding: pass or order up the upcard",
    "pickup": "the dealer decides whether to pick up the upcard",
    "discard": "the dealer discards a card",
    "call": "round 2 of bidding: pass or name a trump suit",
    "alone": "a player decides whether to go alone",
    "play": "trick play",
    "over": "the game is over",
}


def _list(actions: tuple[Action, ...]) -> str:
    return ", ".join(str(a) for a in actions) if actions else "nothing"


def _cards(mask: int) -> str:
    return " ".join(c.symbol for c in cards_from_mask(mask))


def _one(suit: Suit) -> str:
    """'heart' for hearts."""
    return str(suit)[:-1]


def describe_card(card: Card, trump: Suit | None) -> str:
    """What a card is when ``trump`` is trump (right bower, left bower, trump, plain card).

    >>> from euchre import parse_card, Suit
    >>> from euchre._explain import describe_card
    >>> describe_card(parse_card("Jd"), Suit.HEARTS)
    'J♦ is the left bower, a heart (trump) for every purpose'
    """
    if trump is None:
        return f"{card.symbol} is a {card.suit.name.lower()[:-1]}"
    eff = Suit(_tables.EFFECTIVE_SUIT[trump][card.index])
    if card.rank == 11 and card.suit == trump:
        return f"{card.symbol} is the right bower, the highest trump"
    if card.rank == 11 and eff == trump:
        return f"{card.symbol} is the left bower, a {str(trump)[:-1]} (trump) for every purpose"
    if eff == trump:
        return f"{card.symbol} is a trump"
    return f"{card.symbol} is a {str(eff)[:-1]}"


def explain(state: State, action: Action) -> Explanation:
    """Explain ``action`` in ``state`` (see :meth:`euchre.State.explain`).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
    >>> euchre.explain(s, "play 9c").reason
    <Reason.WRONG_PHASE: 'wrong_phase'>
    """
    from euchre.state import Explanation

    legal = state.legal_actions()
    who = str(state.to_act) if state.to_act is not None else "nobody"
    if action in legal:
        return Explanation(True, None, _why_legal(state, action, who))
    reason, why = _why_illegal(state, action, legal)
    message = f"{action} is not legal now: {why} ({RULE[reason]}). Legal for {who}: {_list(legal)}."
    return Explanation(False, reason, message)


def _why_legal(state: State, action: Action, who: str) -> str:
    kind = action.kind
    if kind is ActionKind.PLAY:
        assert action.card is not None
        card = action.card
        trump = state.trump
        trick = state.current_trick
        if trick is None:
            return f"{action} is legal: {who} leads, and any card may be led; {describe_card(card, trump)}."
        led_card = trick.cards[0]
        led = Suit(_tables.EFFECTIVE_SUIT[state._h.trump][led_card.index])
        eff = Suit(_tables.EFFECTIVE_SUIT[state._h.trump][card.index])
        opening = f"{trick.leader} led {led_card.symbol}, a {_one(led)}"
        if eff == led:
            return (
                f"{action} is legal: {opening}, and {describe_card(card, trump)}, so {who} "
                f"follows suit ({RULE[Reason.MUST_FOLLOW_SUIT]})."
            )
        return (
            f"{action} is legal: {opening}, and {who} holds no {_one(led)} "
            f"({describe_card(card, trump)}), so any card may be played."
        )
    return f"{action} is legal: {_PHASE_TASK[state.phase.value]}, and {who} is to act."


def _why_illegal(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    kind = action.kind
    if phase == "over":
        return (
            Reason.GAME_OVER,
            f"the game is over ({state.winner} won {state.scores[0]}-{state.scores[1]})",
        )
    if phase == "deal":
        return Reason.AWAITING_DEAL, "no cards have been dealt for this hand"
    kinds = {a.kind for a in legal}
    seat = state._to_act
    c = state._h.c
    if kind not in kinds:
        if phase == "order" and kind is ActionKind.CALL:
            return Reason.WRONG_PHASE, (
                f"in round 1 the only trump that can be made is the upcard's suit "
                f"({state.upcard.suit if state.upcard else '?'}), by ordering it up"
            )
        if phase == "call" and kind is ActionKind.PASS:
            return Reason.DEALER_STUCK, (
                "the first three players passed twice, and with stick the dealer the dealer "
                "must name trump"
            )
        if phase == "alone" and kind is ActionKind.PASS:
            return Reason.MUST_GO_ALONE, (
                "the dealer's partner ordered up, and under the Canadian loner rule must go alone"
            )
        if kind in (ActionKind.PLAY, ActionKind.DISCARD) and phase in ("play", "discard"):
            pass  # handled below with card detail
        else:
            return Reason.WRONG_PHASE, f"now {_PHASE_TASK[phase]}; it is no time to {kind.value}"
    if kind is ActionKind.ORDER_UP:
        if action.alone:
            return Reason.ALONE_NOT_ALLOWED, (
                "going alone is not announced with the order here"
                if c.rules.alone != "nobody"
                else "nobody may go alone under these rules"
            )
        return Reason.MUST_GO_ALONE, (
            "the dealer's partner who orders up must go alone (Canadian loner); "
            "say 'order up alone'"
        )
    if kind is ActionKind.CALL:
        assert action.suit is not None
        if state.turned_down == action.suit:
            return Reason.TURNED_DOWN_SUIT, (
                f"{action.suit} were turned down in round 1, so they cannot be named trump"
            )
        return Reason.ALONE_NOT_ALLOWED, (
            "going alone is not announced with the call here"
            if c.rules.alone != "nobody"
            else "nobody may go alone under these rules"
        )
    if kind in (ActionKind.PLAY, ActionKind.DISCARD):
        assert action.card is not None
        card = action.card
        hand = state._hands[seat]
        if kind.value != ("play" if phase == "play" else "discard"):
            return Reason.WRONG_PHASE, f"now {_PHASE_TASK[phase]}; it is no time to {kind.value}"
        if not hand & card.bit:
            return Reason.CARD_NOT_IN_HAND, (
                f"{_SEATS[seat]} does not hold {card.symbol} (hand: {_cards(hand)})"
            )
        if kind is ActionKind.DISCARD:
            return Reason.CANNOT_DISCARD_UPCARD, (
                f"{card.symbol} is the upcard just picked up, and these rules do not let the "
                "dealer discard it"
            )
        trump = state.trump
        led_card = _BY_INDEX[state._trick[0]]
        led = Suit(_tables.EFFECTIVE_SUIT[state._h.trump][led_card.index])
        follow = hand & _tables.SUIT_MASK[state._h.trump][led]
        eff = Suit(_tables.EFFECTIVE_SUIT[state._h.trump][card.index])
        trump_note = f"{trump} are trump, so {describe_card(card, trump)}; " if trump else ""
        leader = state.current_trick.leader if state.current_trick else "?"
        return Reason.MUST_FOLLOW_SUIT, (
            f"{trump_note}{leader} led {led_card.symbol}, a {_one(led)}, and {_SEATS[seat]} "
            f"holds {_cards(follow)}, so must follow suit with a {_one(led)}, not play a {_one(eff)}"
        )
    return Reason.WRONG_PHASE, f"now {_PHASE_TASK[phase]}"
