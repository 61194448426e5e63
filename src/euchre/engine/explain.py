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

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import attrs

from euchre.actions import Action, ActionKind, parse_action
from euchre.cards import Card, Player, Seat, Suit, cards_from_mask
from euchre.engine import alone as alone_rules
from euchre.engine import cardorder, making, play
from euchre.engine.core import AfterDiscard, Compiled, hand_of, held
from euchre.errors import EuchreError, Reason
from euchre.rules import sources
from euchre.rules.ruleset import KNOBS

if TYPE_CHECKING:
    from euchre.rules import RuleSet
    from euchre.state import State


@attrs.frozen
class Explanation:
    """Whether an action is legal, and why, citing the rule.

    ``str(explanation)`` is the sentence.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> e = state.explain("play 9c")
    >>> e.legal, e.reason
    (False, <Reason.WRONG_PHASE: 'wrong_phase'>)
    """

    legal: bool
    reason: Reason | None
    message: str

    def __str__(self) -> str:
        return self.message

    def __bool__(self) -> bool:
        return self.legal


#: The documentation site. An explanation cites the section of its rules page
#: (``docs/rules.md`` in the source tree) that states the rule, by the section's anchor.
DOCS_URL: Final = "https://euchre-py.github.io/euchre/"
RULES_URL: Final = DOCS_URL + "rules/"


def section_url(section: str) -> str:
    """The address of a section of the rules page, anchored as the docs site makes anchors
    (lower case, blanks as hyphens).

    >>> section_url("Making trump")
    'https://euchre-py.github.io/euchre/rules/#making-trump'
    """
    return f"{RULES_URL}#{section.lower().replace(' ', '-')}"


def _rule(name: str, *sections: str) -> str:
    return f"rule: {name}; see {' and '.join(section_url(s) for s in sections)}"


#: The rule each reason rests on, as cited in messages: the rule's name and the address of
#: the section (or sections) of the docs' rules page that states it.
RULE: Final = {
    Reason.GAME_OVER: _rule("the first side to the target wins", "Game end"),
    Reason.AWAITING_DEAL: _rule("a hand starts from a deal: supply one with apply_deal()", "Dealing"),
    Reason.WRONG_PHASE: _rule("the order of a hand", "The order of a hand"),
    Reason.CARD_NOT_IN_HAND: _rule("a player plays or discards only cards in hand", "Play"),
    Reason.MUST_FOLLOW_SUIT: _rule("follow the suit led, by effective suit", "Play"),
    Reason.TURNED_DOWN_SUIT: _rule("round 2: any suit but the one turned down", "Making trump"),
    Reason.DEALER_STUCK: _rule("stick the dealer (stick_the_dealer)", "Making trump"),
    Reason.ALONE_NOT_ALLOWED: _rule(
        "who may go alone (alone, alone_timing, defender_alone)", "Going alone"
    ),
    Reason.MUST_GO_ALONE: _rule(
        "the dealer's partner who orders up goes alone, the Canadian loner (canadian_loner)",
        "Going alone",
    ),
    Reason.CANNOT_DISCARD_UPCARD: _rule(
        "the dealer keeps the upcard taken (discard_upcard=False)", "Making trump"
    ),
    Reason.DEAL_NOT_ALLOWED: _rule("a deal can only start a hand", "Dealing"),
    Reason.NOT_ELIGIBLE: _rule(
        "declarations and no trump (misdeal, ace_no_face, farmers_hand, no_trump)",
        "Declarations",
        "Making trump",
    ),
    Reason.CLAIM_NOT_ALLOWED: _rule(
        "a renege claim names an opponent who has played in the claim window, once per "
        "player per trick (renege, renege_claim)",
        "Reneges",
    ),
    Reason.BID_TOO_LOW: _rule(
        "each bid tops the last, from the minimum (bid_minimum, bid_best, bid_moon)",
        "Bid Euchre",
    ),
    Reason.MUST_GIVE_BEST: _rule(
        "call for best: the partner hands over the best trump (or the best card, holding "
        "no trump)",
        "Bid Euchre",
    ),
    Reason.MUST_GIVE_OWN_CARD: _rule(
        "call for best: the bidder gives back one of the cards held before the exchange",
        "Bid Euchre",
    ),
    Reason.NOT_A_BID: _rule(
        "a number bid is fewer tricks than a hand holds; every trick is bid by name "
        "(bid_best, bid_moon)",
        "Bid Euchre",
    ),
    Reason.NOT_YOUR_TURN: _rule(
        "only the player to act may act: the bidding goes clockwise from the dealer's left, "
        "the first lead by first_lead, and the winner of a trick leads the next",
        "The order of a hand",
        "First lead",
    ),
    Reason.MAY_NOT_TRUMP_ACE: _rule(
        "no trumping an off-suit ace unless holding only trumps, a house rule "
        "(trump_off_suit_ace)",
        "Play",
    ),
    Reason.NO_NATURAL_TRUMP: _rule(
        "the maker must hold a natural trump, a card of the suit itself, not the left bower "
        "(natural_trump)",
        "Making trump",
    ),
}

_PHASE_TASK: Final = {
    "deal": "the hand waits for a deal",
    "order": "round 1 of bidding: pass or order up the upcard",
    "pickup": "the dealer decides whether to pick up the upcard",
    "discard": "a player discards",
    "call": "round 2 of bidding: pass or name a trump suit",
    "alone": "a player decides whether to go alone",
    "play": "trick play",
    "over": "the game is over",
    "joker": "the joker was turned up and the dealer names its suit",
    "claim": "the hand is played out and each player may claim a renege",
    "bid": "the bidding: pass or bid more tricks than the last bid",
    "trump": "the high bidder names trump",
    "exchange": "call for best: the partner hands over the best card, and gets one back",
}


#: Knock Euchre's exchange (``best_card_choice="partner"``): the partner's choice.
_KNOCK_EXCHANGE_TASK: Final = (
    "call for best: the lone player's partner chooses a card and gives it face down"
)


def _task(state: State) -> str:
    """What the phase of ``state`` waits for, in words (:data:`_PHASE_TASK`; Knock Euchre's
    exchange is the partner's chosen card, Bid Euchre's the best card and one back)."""
    phase = state.phase.value
    if phase == "exchange" and not state._h.c.variant_bid:
        return _KNOCK_EXCHANGE_TASK
    return _PHASE_TASK[phase]


#: What the bids of every trick are, said beside them in a list of legal actions.
_BID_NAMES: Final = {
    "best": "call for best: all the tricks, with the partner's best card",
    "moon": "shoot the moon: all the tricks alone",
}


def listed(action: Action, text: str | None = None) -> str:
    """An action as a list of legal actions writes it (``text``, or its own text): a bid of
    every trick says what it is, for a player who does not know what "best" means.

    >>> from euchre import BID_BEST, PASS
    >>> listed(BID_BEST), listed(PASS)
    ("bid best (call for best: all the tricks, with the partner's best card)", 'pass')
    """
    shown = str(action) if text is None else text
    if action.kind is ActionKind.BID and action.declaration in _BID_NAMES:
        return f"{shown} ({_BID_NAMES[action.declaration]})"
    return shown


def _list(actions: tuple[Action, ...]) -> str:
    """The legal actions as an explanation lists them (:func:`listed`)."""
    return ", ".join(listed(a) for a in actions) if actions else "nothing"


def _cards(mask: int) -> str:
    return " ".join(c.symbol for c in cards_from_mask(mask))


def _one(suit: Suit) -> str:
    """'heart' for hearts."""
    return str(suit)[:-1]


def _suit_word(index: int) -> str:
    """'a heart' for a suit index; the joker's own suit (no trump) has no name."""
    return "the joker (no suit)" if index == cardorder.JOKER_SUIT else f"a {_one(Suit(index))}"


def describe_card(card: Card, trump: Suit | None, no_trump: bool = False) -> str:
    """What a card is when ``trump`` is trump (right bower, left bower, trump, plain card).

    >>> from euchre import parse_card, Suit
    >>> from euchre.engine.explain import describe_card
    >>> describe_card(parse_card("Jd"), Suit.HEARTS)
    'J♦ is the left bower, a heart (trump) for every purpose'
    >>> describe_card(parse_card("Jo"), Suit.SPADES)
    'Jo is the joker, the highest trump'
    """
    if card.suit is None:
        if trump is None:
            return "Jo is the joker: with no trump it belongs to no suit and wins any trick"
        return "Jo is the joker, the highest trump"
    if trump is None:
        jack = cardorder.rank_of(card.index) == cardorder.JACK
        plain = " (no trump: jacks are plain cards)" if no_trump and jack else ""
        return f"{card.symbol} is a {_one(card.suit)}{plain}"
    eff = Suit(cardorder.EFFECTIVE_SUIT[trump][card.index])
    right, left = cardorder.bowers(int(trump))
    if cardorder.first_copy(card.index) == right:
        return f"{card.symbol} is the right bower, the highest trump"
    if cardorder.first_copy(card.index) == left:
        return f"{card.symbol} is the left bower, a {_one(trump)} (trump) for every purpose"
    if eff == trump:
        return f"{card.symbol} is a trump"
    return f"{card.symbol} is a {_one(eff)}"


def explain_action(state: State, action: Action) -> Explanation:
    """Explain ``action`` in ``state`` (see :meth:`euchre.State.explain`).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
    >>> euchre.explain(s, "play 9c").reason
    <Reason.WRONG_PHASE: 'wrong_phase'>
    """
    legal = state.legal_actions()
    who = str(state.to_act) if state.to_act is not None else "nobody"
    if action in legal:
        return Explanation(True, None, _why_legal(state, action, who))
    if canonical(action) is not action:
        reason = Reason.CARD_NOT_IN_HAND if action.card is not None else Reason.WRONG_PHASE
        message = (
            f"{action} is not legal now: this Action object is an internal table entry (a "
            f"double-deck card's second copy, or an unused slot), not the action "
            f"{str(action)!r} reads as: use parse_action({str(action)!r}) or Action.play(card) "
            f"({_cited(reason, state)}). Legal for {who}: {_list(legal)}."
        )
        return Explanation(False, reason, message)
    reason, why = _why_illegal(state, action, legal)
    message = (
        f"{action} is not legal now: {why} ({_cited(reason, state)}). "
        f"Legal for {who}: {_list(legal)}."
    )
    return Explanation(False, reason, message)


_KNOB_LIST: Final = re.compile(r" \(([a-z_]+(?:=[A-Za-z']+)?(?:, [a-z_]+(?:=[A-Za-z']+)?)*)\)")


def _cited(reason: Reason, state: State) -> str:
    """:data:`RULE`'s citation of ``reason``, naming only the knobs that apply under the
    state's rules (no ``farmers_hand`` in Bid Euchre)."""
    rules = state.rules

    def kept(match: re.Match[str]) -> str:
        knobs = [k for k in match.group(1).split(", ") if sources.applies(rules, k.split("=")[0])]
        return f" ({', '.join(knobs)})" if knobs else ""

    return _KNOB_LIST.sub(kept, RULE[reason])


def canonical(action: Action) -> Action:
    """The action ``action``'s text reads as. The engine's legal actions are always these;
    another Action object with the same text (an internal table entry: the second copy of
    a double-deck card, an unused slot of the card tables) is never legal.

    >>> from euchre.actions import PLAY_ACTIONS
    >>> from euchre.engine.cardorder import COPY
    >>> canonical(PLAY_ACTIONS[7 + COPY]) is PLAY_ACTIONS[7], str(PLAY_ACTIONS[7])
    (True, 'play Ac')
    """
    try:
        return parse_action(str(action))
    except EuchreError:
        return action


def _trick_facts(state: State) -> tuple[str, int, int] | None:
    """(opening words, led suit index, follow mask of the player to act), or None when leading."""
    trick = state.current_trick
    if trick is None:
        return None
    h = state._h
    led_card = trick.cards[0]
    led = cardorder.EFFECTIVE_SUIT[h.trump][led_card.index]
    follow = hand_of(state, state._to_act) & cardorder.SUIT_MASK[h.trump][led]
    return f"{trick.leader} led {led_card.symbol}, {_suit_word(led)}", led, follow


def _says(
    action: Action,
    rule: str,
    section: str,
    rules: RuleSet | None = None,
    knobs: tuple[str, ...] = (),
    contrast: str = "",
) -> str:
    """A legal action's sentence: the rule in plain words, then in parentheses the knob
    values that allow it and the rule texts that hold them (:func:`sources.cite`) and the
    section of the rules page; then, in one clause, the rule texts that rule otherwise."""
    cited = sources.cite(rules, *knobs) if rules is not None and knobs else ""
    inside = f"{cited}; see {section_url(section)}" if cited else f"see {section_url(section)}"
    return f"{action} is legal: {rule} ({inside})" + (f"; {contrast}" if contrast else "") + "."


def _contrasts(*clauses: str) -> str:
    return "; ".join(clause for clause in clauses if clause)


def _why_legal(state: State, action: Action, who: str) -> str:
    """The sentence for a legal action: by its kind (a card, a claim, a declaration), else
    by the phase (:data:`_LEGAL`)."""
    kind = action.kind
    if kind is ActionKind.PLAY:
        return _legal_play(state, action, who)
    if kind is ActionKind.CLAIM_RENEGE:
        return _legal_claim(state, action, who)
    if kind is ActionKind.DECLARE:
        return _legal_declare(state, action, who)
    why = _LEGAL.get(state.phase.value)
    if why is not None:
        return why(state, action, who)
    return f"{action} is legal: {_task(state)}, and {who} is to act."


def _legal_play(state: State, action: Action, who: str) -> str:
    assert action.card is not None
    h = state._h
    card = action.card
    what = describe_card(card, state.trump, state.no_trump)
    facts = _trick_facts(state)
    if facts is None:
        return f"{action} is legal: {who} leads, and any card may be led; {what}."
    opening, led, follow = facts
    eff = cardorder.EFFECTIVE_SUIT[h.trump][card.index]
    if eff == led:
        return (
            f"{action} is legal: {opening}, and {what}, so {who} follows suit "
            f"({RULE[Reason.MUST_FOLLOW_SUIT]})."
        )
    if follow:
        return (
            f"{action} is legal under these rules but is a renege: {opening}, and {who} "
            f"holds {_cards(follow)}; {what}. An opponent may claim it {_claim_terms(state)} "
            f"({sources.cite(state.rules, 'renege', *_take_back(state))}; see "
            f"{section_url('Reneges')})."
        )
    if led == cardorder.JOKER_SUIT:
        return f"{action} is legal: the joker was led in a no-trump hand, so any card may be played."
    if not h.c.trump_off_suit_ace and play.ace_winning(state, h):
        return _ace_rule_play(state, action, who, opening, led, what)
    return (
        f"{action} is legal: {opening}, and {who} holds no {_suit_word(led)[2:]} "
        f"({what}), so any card may be played."
    )


def _ace_rule_play(
    state: State, action: Action, who: str, opening: str, led: int, what: str
) -> str:
    """A play on a winning off-suit ace under ``trump_off_suit_ace=False``: any card but a
    trump, unless holding only trumps."""
    h = state._h
    hand = hand_of(state, state._to_act)
    only_trumps = not hand & ~cardorder.SUIT_MASK[h.trump][h.trump]
    may = (
        f"{who} holds only trumps, so may trump it"
        if only_trumps
        else "any card but a trump may be played"
    )
    return _says(
        action,
        f"{opening}, an off-suit ace wins the trick so far, and {who} holds no "
        f"{_suit_word(led)[2:]} ({what}); {may}",
        "Play",
        state.rules,
        ("trump_off_suit_ace",),
        sources.otherwise(state.rules, "trump_off_suit_ace"),
    )


def _take_back(state: State) -> tuple[str, ...]:
    """The knob ``renege_take_back`` when it is on (a renege caught in its trick is taken back)."""
    return ("renege_take_back",) if state._h.c.renege_take_back else ()


def _claim_terms(state: State) -> str:
    """When a renege may be claimed and what a proven claim costs, as ``describe()`` says
    it ("until the end of the hand: if proven, the offenders lose 2, ...")."""
    from euchre.rules.describe import play_and_reneges  # prose, from the engine's scoring

    first, *more = play_and_reneges(state.rules)
    terms = first.split("an opponent may claim it ", 1)[-1].rstrip(".")
    if state._h.c.renege_take_back:  # describe()'s next line says how (renege_take_back)
        back = next((line for line in more if "taken back" in line), "")
        terms += f"; {back[:1].lower()}{back[1:].rstrip('.')}" if back else ""
    return terms


def _legal_claim(state: State, action: Action, who: str) -> str:
    accused = str(action).split()[-1].capitalize()
    return _says(
        action,
        f"{accused} has played in the claim window, and {who} may claim a renege "
        f"{_claim_terms(state)}; the claim is checked against the true history",
        "Reneges",
        state.rules,
        ("renege", "renege_claim", "renege_penalty", *_take_back(state)),
    )


def _legal_declare(state: State, action: Action, who: str) -> str:
    if action.declaration == "misdeal":
        rules = state.rules
        rule = sources.meaning("misdeal", state._h.c.misdeal).rule
        return _says(
            action,
            f"nobody has spoken yet, so {who} may call it: {rule}",
            "Declarations",
            rules,
            ("misdeal", "misdeals_to_pass"),
        )
    if action.declaration == "ace no face":
        knob, section = "ace_no_face", "Declarations"
    elif action.declaration == "go under":
        rule = sources.meaning("go_under", state._h.c.go_under).rule
        return _says(
            action,
            f"{who}'s hand qualifies: {rule}; {who} takes up the kitty and discards three",
            "Declarations",
            state.rules,
            ("go_under",),
        )
    else:
        knob, section = "farmers_hand", "Declarations"
    rules = state.rules
    if knob == "ace_no_face":
        rule = (
            f"{sources.meaning(knob, True).rule}; "
            f"{sources.stated(rules, 'ace_no_face_dealer')}"
        )
        knobs: tuple[str, ...] = (knob, "ace_no_face_dealer")
    else:
        rule = sources.meaning(knob, state._h.c.farmers_hand).rule
        knobs = (knob, "farmers_hand_size")
    return _says(action, f"{who}'s hand qualifies: {rule}", section, rules, knobs)


def _legal_order(state: State, action: Action, who: str) -> str:
    """Round 1: pass, order up (the dealer: take it up), order up alone."""
    rules = state.rules
    h = state._h
    seat, dealer = state._to_act, h.dealer
    if action.kind is ActionKind.PASS:
        last = (
            "; the dealer speaks last, and if all four pass the upcard is turned down"
            if seat == dealer
            else ""
        )
        return _says(
            action,
            "in round 1 each player in turn, from the dealer's left, passes or orders up the "
            f"upcard's suit{last}",
            "Making trump",
        )
    making = f"making {state.upcard_suit} trump"
    if action.alone:
        return _legal_alone_with_call(state, action, f"orders up ({making})", "order up")
    if seat == dealer:
        return _says(
            action,
            f"the dealer may order up (take up) the upcard too, {making}, and discards one",
            "Making trump",
        )
    take = (
        "the dealer then decides whether to take the upcard"
        if h.c.dealer_pickup_optional
        else "the dealer then must take the upcard and discard one"
    )
    if h.c.alone_with_call:
        take += ", unless the dealer's partner orders up alone: the dealer then sits out"
    return _says(
        action,
        f"in round 1 any player may order up the upcard's suit, {making}; {take}",
        "Making trump",
        rules,
        ("dealer_pickup", *_natural(state)),
    )


def _natural(state: State) -> tuple[str, ...]:
    """The natural-trump knob, when a rule of it holds for this making of trump."""
    c = state._h.c
    round_two = state.phase.value == "call"
    return ("natural_trump",) if (c.natural_trump_to_name if round_two else c.natural_trump_to_order) else ()


def _legal_alone_with_call(state: State, action: Action, what: str, bid: str) -> str:
    """Going alone announced with the order up or the call (``alone_timing="with_call"``):
    ``what`` the player does, ``bid`` the word for it."""
    rules = state.rules
    h = state._h
    seat = state._to_act
    round_one = state.phase.value == "order"
    knobs: tuple[str, ...] = ("alone", "alone_timing")
    rule = f"a player who {what} may go alone, announcing it with the {bid}"
    if h.c.canadian_loner and seat == h.dealer ^ 2 and round_one:
        rule = f"the dealer's partner who {what} must go alone (the Canadian loner)"
        knobs = ("canadian_loner", *knobs)
    if seat in h.c.teammates[h.dealer] and round_one:
        rule += "; the dealer sits out, so nobody takes the upcard"
    rule += _best_card(state)
    return _says(
        action,
        rule,
        "Going alone",
        rules,
        (*knobs, *(("call_for_best",) if h.c.call_for_best else ())),
        _contrasts(
            sources.otherwise(rules, "alone", ("nobody",)),
            sources.otherwise(rules, "alone_timing", ("after_call",)),
        ),
    )


def _best_card(state: State) -> str:
    """The exception a lone maker's side has under ``call_for_best``."""
    if not state._h.c.call_for_best:
        return ""
    return "; with call for best the partner first hands the lone player the best card, and the lone player discards one"


def _legal_pickup(state: State, action: Action, who: str) -> str:
    """``dealer_pickup="optional"``: the dealer takes the upcard or leaves it."""
    rules = state.rules
    if action.kind is ActionKind.PICK_UP:
        return _says(
            action,
            "the dealer may take the upcard when another player orders it up, and then "
            "discards one",
            "Making trump",
            rules,
            ("dealer_pickup",),
        )
    return _says(
        action,
        sources.meaning("dealer_pickup", "optional").rule,
        "Making trump",
        rules,
        ("dealer_pickup",),
        sources.otherwise(rules, "dealer_pickup"),
    )


def _legal_discard(state: State, action: Action, who: str) -> str:
    """A discard: after taking the upcard, a farmer's exchange, call for best, or the joker
    deck's seventh card."""
    rules = state.rules
    h = state._h
    _, left, after = h.disc
    assert action.card is not None
    if after == AfterDiscard.FARMER:
        going_under = h.c.go_under != "off"  # the farmer's exchange is then off
        return _says(
            action,
            f"{who} {'went under' if going_under else 'declared a farmer' + chr(39) + 's hand'}"
            f", took the kitty and now discards {left} card{'s' if left > 1 else ''}, any held",
            "Declarations",
            rules,
            ("go_under",) if going_under else ("farmers_hand",),
        )
    if after in (AfterDiscard.BEST, AfterDiscard.DEFENDER_BEST):
        knob = "call_for_best" if after == AfterDiscard.BEST else "defender_call_for_best"
        return _says(
            action,
            f"{who} plays alone, received {_received(state)}, and discards any one card",
            "Going alone",
            rules,
            (knob, *(("best_card_choice",) if h.c.best_card_choice_partner else ())),
        )
    if after == AfterDiscard.DEAL:
        return _says(
            action,
            "with the joker the dealer is dealt one card more and discards one before the "
            "bidding",
            "Dealing",
        )
    if action.card.index == h.upcard:
        return _says(
            action,
            f"{who} took the upcard and discards one card, and may discard the upcard itself",
            "Making trump",
            rules,
            ("discard_upcard",),
            sources.otherwise(rules, "discard_upcard"),
        )
    return _says(action, f"{who} took the upcard and discards any one card", "Making trump")


def _legal_call(state: State, action: Action, who: str) -> str:
    """Round 2: pass (the dealer too, unless stuck), or name a suit but the turned-down one."""
    rules = state.rules
    h = state._h
    seat, dealer = state._to_act, h.dealer
    turned = state.turned_down
    if action.kind is ActionKind.PASS:
        if seat != dealer:
            return _says(
                action,
                "in round 2 each player in turn, from the dealer's left, passes or names a "
                "suit other than the one turned down",
                "Making trump",
            )
        return _says(
            action,
            f"{sources.meaning('stick_the_dealer', False).rule}: "
            f"{sources.stated(rules, 'all_pass')}",
            "Making trump",
            rules,
            ("stick_the_dealer", "all_pass"),
            sources.otherwise(rules, "stick_the_dealer"),
        )
    named = "no trump" if action.suit is None else str(action.suit)
    rule = f"in round 2 any player may name trump, any suit but the one turned down ({turned}): {named}"
    knobs: tuple[str, ...] = ()
    contrast = ""
    if action.suit is None:
        rule = f"{sources.meaning('no_trump', True).rule}, as well as any suit but the one turned down"
        knobs = ("no_trump",)
        contrast = sources.otherwise(rules, "no_trump")
    if h.c.stick_the_dealer and seat == dealer:
        rule = f"the first three passed, and with stick the dealer the dealer must name trump; {rule}"
        knobs = ("stick_the_dealer", *knobs)
    knobs = (*knobs, *_natural(state))
    if action.alone:
        return _legal_alone_with_call(state, action, f"names trump ({named})", "call")
    return _says(action, rule, "Making trump", rules, knobs, contrast)


def _legal_alone(state: State, action: Action, who: str) -> str:
    """Going alone once trump is fixed: the maker, the maker's partner, a defender."""
    rules = state.rules
    h = state._h
    seat = state._to_act
    if action.kind is ActionKind.PASS:
        return _says(action, f"{who} may play with the partner rather than alone", "Going alone")
    if seat == h.maker:
        return _says(
            action,
            "the maker may go alone, decided once trump is fixed; the partner sits out"
            + _best_card(state),
            "Going alone",
            rules,
            ("alone", "alone_timing", *(("call_for_best",) if h.c.call_for_best else ())),
            sources.otherwise(rules, "alone_timing", ("with_call",)),
        )
    if seat in h.c.teammates[h.maker]:
        passed = _passed(state, seat)
        return _says(
            action,
            f"the maker's partner may go alone on the partner's trump"
            f"{', even after passing in the bidding' if passed else ''}; the maker sits out",
            "Going alone",
            rules,
            ("alone", "alone_timing", "partner_alone_after_passing")
            if passed
            else ("alone", "alone_timing"),
            _contrasts(
                sources.otherwise(rules, "alone", ("maker", "nobody")),
                sources.otherwise(rules, "partner_alone_after_passing") if passed else "",
            ),
        )
    against = " against the lone maker" if h.alone >= 0 else ""
    return _says(
        action,
        f"a defender may go alone{against}, asked in turn from the "
        f"{'maker' if h.c.defender_alone_order_maker_left else 'dealer'}'s left; the "
        "partner sits out",
        "Going alone",
        rules,
        ("defender_alone", "defender_alone_order"),
        sources.otherwise(rules, "defender_alone", ("never",) if h.alone >= 0 else None),
    )


def _passed(state: State, seat: int) -> bool:
    """Whether ``seat`` passed in this hand's bidding (from the hand's own history)."""
    return any(
        who == seat and isinstance(act, Action) and act.kind is ActionKind.PASS
        for who, act in state.hand_actions
    )


def _legal_joker(state: State, action: Action, who: str) -> str:
    return _says(
        action,
        "the joker was turned up, and the dealer names the suit it stands for before "
        "anyone bids",
        "Making trump",
        state.rules,
        ("joker_upcard",),
    )


def _legal_bid(state: State, action: Action, who: str) -> str:
    """Bid Euchre's bidding: pass, a number of tricks, bid best, bid moon."""
    rules = state.rules
    c = state._h.c
    n = c.cards_per_hand
    if action.kind is ActionKind.PASS:
        return _says(
            action,
            "in the bidding each player in turn, from the dealer's left, passes or bids "
            f"more tricks than the high bid; {sources.stated(rules, 'all_pass') if not c.stick_the_dealer else 'if the first three pass, the dealer must bid'}",
            "Bid Euchre",
            rules,
            ("stick_the_dealer",),
        )
    if action.declaration in ("best", "moon"):
        return _says(
            action,
            _best_or_moon(state, action.declaration),
            "Bid Euchre",
            rules,
            ("bid_best" if action.declaration == "best" else "bid_moon",),
        )
    high = state.bid
    above = f", above {state.maker}'s {str(high)[4:]}" if high is not None else ""
    return _says(
        action,
        f"each player in turn, from the dealer's left, passes or bids the tricks the side "
        f"will take, {c.bid_minimum} to {n - 1}{above} (partners may overbid each other); "
        f"all {n} tricks are bid as {_every_trick_bids(state)}",
        "Bid Euchre",
        rules,
        ("bid_minimum",),
    )


def _best_or_moon(state: State, kind: str) -> str:
    """What bid best or bid moon is, with its points (``describe()``'s, the engine's)."""
    from euchre.rules.describe import scoring_table  # the points, by the engine's scoring

    n = state._h.c.cards_per_hand
    table = scoring_table(state.rules)
    if kind == "best":
        what = (
            f"bid best (call for best) bids all {n} tricks: the partner hands over the best "
            "card (the highest trump; holding no trump, the highest card) and gets one back, "
            "then sits out"
        )
    else:
        what = f"bid moon (shoot the moon) bids all {n} tricks alone: the partner sits out, with no exchange"
    return f"{what}; all {n} tricks score {table[kind]}, fewer lose {-table[kind + '_set']}"


def _every_trick_bids(state: State) -> str:
    c = state._h.c
    names = [
        name
        for name, on in (("'bid best' (call for best)", c.bid_best), ("'bid moon' (shoot the moon)", c.bid_moon))
        if on
    ]
    return " or ".join(names) if names else "no bid (neither call for best nor the moon is played)"


def _legal_claim_round(state: State, action: Action, who: str) -> str:
    return _says(
        action,
        "after the last card each player in turn, from the dealer's left, may claim a "
        f"renege or pass; {who} passes",
        "Reneges",
        state.rules,
        ("renege",),
    )


def _legal_trump(state: State, action: Action, who: str) -> str:
    named = "no trump" if action.suit is None else str(action.suit)
    if action.declaration == "low":
        named = "low no trump"
    return _says(
        action,
        f"{who} made the high bid and names trump: {named}",
        "Bid Euchre",
        state.rules,
        ("bid_no_trump", "bid_low_no_trump") if action.suit is None else (),
    )


def _legal_give(state: State, action: Action, who: str) -> str:
    assert action.card is not None
    h = state._h
    if not h.c.variant_bid:  # Knock Euchre's call for best, the partner choosing
        lone = _seat_name(state, state._to_act ^ 2)
        knob = "defender_call_for_best" if state._to_act ^ 2 == h.defender else "call_for_best"
        return _says(
            action,
            f"call for best: {lone} plays alone, and {who}, the partner, chooses any card "
            f"held and gives it face down; {lone} then discards one",
            "Going alone",
            state.rules,
            (knob, "best_card_choice"),
        )
    if state.maker is not None and state._to_act == state.maker:
        rule = (
            f"call for best: {who} received the partner's best card and gives back one of "
            "the cards held before the exchange"
        )
    else:
        rule = (
            f"call for best: {who}, the bidder's partner, hands over the best card "
            f"({action.card.symbol}: the highest trump; holding no trump, the highest card), "
            "then sits out"
        )
    return _says(action, rule, "Bid Euchre", state.rules, ("bid_best",))


_WhyLegal = Callable[["State", Action, str], str]
#: The sentence of a legal action by phase (cards, claims and declarations by kind first).
_LEGAL: Final[dict[str, _WhyLegal]] = {
    "order": _legal_order,
    "pickup": _legal_pickup,
    "discard": _legal_discard,
    "call": _legal_call,
    "alone": _legal_alone,
    "joker": _legal_joker,
    "bid": _legal_bid,
    "trump": _legal_trump,
    "exchange": _legal_give,
    "claim": _legal_claim_round,
}


def _why_illegal(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    """The reason code and sentence for an illegal action: first what ends or has not begun
    the hand, then the action's own kind (:data:`_BY_KIND`), then play out of turn."""
    phase = state.phase.value
    if phase == "over":
        return Reason.GAME_OVER, f"the game is over ({_game_won(state)})"
    if phase == "deal":
        return Reason.AWAITING_DEAL, "no cards have been dealt for this hand"
    early = _BY_KIND_FIRST.get(action.kind)
    if early is not None:
        return early(state, action, legal)
    if phase == "bid" and action.kind is ActionKind.PASS:
        return Reason.DEALER_STUCK, (
            "the other three passed, and with stick the dealer the dealer must bid "
            f"({sources.cite(state.rules, 'stick_the_dealer')})"
        )
    natural = _why_no_natural_trump(state, action)
    if natural is not None:
        return natural
    if action.kind not in {a.kind for a in legal}:
        found = _why_not_now(state, action)
        if found is not None:
            return found
    later = _BY_KIND.get(action.kind)
    if later is not None:
        return later(state, action, legal)
    return Reason.WRONG_PHASE, f"now {_task(state)}"


def _why_no_natural_trump(state: State, action: Action) -> tuple[Reason, str] | None:
    """An order up or a call the natural-trump rule forbids (``natural_trump``), as
    :func:`~euchre.engine.making.natural_trump_refusal` words it; None otherwise."""
    phase = state.phase.value
    h = state._h
    if action.kind is ActionKind.ORDER_UP and phase == "order" and h.upsuit >= 0:
        suit = h.upsuit
    elif action.kind is ActionKind.CALL and phase == "call" and action.suit is not None:
        suit = int(action.suit)
        if suit == h.upsuit:
            return None  # the turned-down suit: its own rule
    else:
        return None
    seat = state._to_act
    return making.natural_trump_refusal(h, hand_of(state, seat), seat, suit)


def _why_claim(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    seat = state._to_act
    if not state._h.c.renege_penalised:
        return Reason.CLAIM_NOT_ALLOWED, (
            "reneging is forbidden under these rules, so there is nothing to claim"
        )
    if phase not in ("play", "claim"):
        return Reason.WRONG_PHASE, (
            f"now {_task(state)}; claims are made during play and after it"
        )
    accused = action.seat if action.seat is not None else 0
    side_of = state._h.c.side_of
    if accused >= len(side_of) or side_of[accused] == side_of[seat]:
        return Reason.CLAIM_NOT_ALLOWED, "a claim names an opponent, not yourself or your partner"
    return Reason.CLAIM_NOT_ALLOWED, (
        f"{str(action).split()[-1].capitalize()} has not played in the claim window, or "
        f"{_seat_name(state, seat)} has already claimed in this trick"
    )


def _why_bid(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    c = state._h.c
    if not c.variant_bid:
        return Reason.WRONG_PHASE, (
            f"now {_task(state)}; Knock Euchre bids no tricks: round 1 orders up the "
            "upcard, round 2 names trump"
        )
    if phase != "bid":
        return Reason.WRONG_PHASE, f"now {_task(state)}; bids come in the bidding"
    n = c.cards_per_hand
    level = action.level or 0
    if action.declaration is None and level >= n:
        held = f"each player holds {n} cards, so a number bid is {c.bid_minimum} to {n - 1} tricks"
        if level > n:
            return Reason.NOT_A_BID, f"{held}, and there are only {n} tricks"
        return Reason.NOT_A_BID, (
            f"{held}: all {n} tricks are bid as {_every_trick_bids(state)}, not as a number"
        )
    if not c.bid_best and action.declaration == "best":
        return Reason.BID_TOO_LOW, "call for best is not played under these rules (bid_best=False)"
    if not c.bid_moon and action.declaration == "moon":
        return Reason.BID_TOO_LOW, "shooting the moon is not played under these rules (bid_moon=False)"
    high = state.bid
    if high is not None:
        return Reason.BID_TOO_LOW, f"{state.maker} bid {str(high)[4:]}, and a bid must go higher"
    return Reason.BID_TOO_LOW, f"the lowest bid is {c.bid_minimum} (bid_minimum={c.bid_minimum})"


def _why_give(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    seat = state._to_act
    if phase != "exchange":
        return Reason.WRONG_PHASE, (
            f"now {_task(state)}; cards are given only in call for best"
        )
    card = action.card
    if card is not None and not hand_of(state, seat) & (card.bit | card.bit << cardorder.COPY):
        return Reason.CARD_NOT_IN_HAND, f"{_seat_name(state, seat)} does not hold {card.symbol}"
    if not state._h.c.variant_bid:  # Knock: any card held is the partner's to give
        return Reason.CARD_NOT_IN_HAND, (
            f"{_seat_name(state, seat)} chooses one of the cards held to give "
            f"(best_card_choice='partner')"
        )
    if state.maker is not None and seat == state.maker:
        return Reason.MUST_GIVE_OWN_CARD, (
            f"{_seat_name(state, seat)} has just received {card.symbol if card else '?'} from the partner "
            "and gives back one of the cards held before"
        )
    best = legal[0].card if legal else None
    return Reason.MUST_GIVE_BEST, (
        f"{_seat_name(state, seat)} must hand over the best card, {best.symbol if best else '?'}"
    )


def _why_declare(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    c = state._h.c
    if phase not in ("order", "bid"):
        return Reason.WRONG_PHASE, (
            f"now {_task(state)}; declarations come at a player's turn in round 1"
        )
    who = _seat_name(state, state._to_act)
    if action.declaration == "misdeal":
        if c.misdeal == "off":
            return Reason.NOT_ELIGIBLE, (
                "these rules play no misdeal call (misdeal='off'); with misdeal='same_dealer' "
                "(euchre.com) or 'next_dealer' (Hoyle's law 41) it is called before anyone "
                "has spoken"
            )
        return Reason.NOT_ELIGIBLE, (
            "a misdeal is called before anyone has spoken in the bidding, and someone has "
            f"({sources.cite(state.rules, 'misdeal')})"
        )
    if action.declaration == "ace no face":
        if not c.ace_no_face:
            return Reason.NOT_ELIGIBLE, (
                "these rules play no ace-no-face throw-in (ace_no_face=False)"
            )
        return Reason.NOT_ELIGIBLE, (
            f"{who}'s hand does not qualify: it needs an ace and no K, Q or J "
            f"({sources.cite(state.rules, 'ace_no_face')})"
        )
    if action.declaration == "go under":
        return _why_not_go_under(state, who)
    if c.variant_bid:
        return Reason.NOT_ELIGIBLE, (
            "Bid Euchre plays no farmer's hand: it deals no kitty to exchange with"
        )
    if c.farmers_hand == "off":
        return Reason.NOT_ELIGIBLE, "these rules play no farmer's hand (farmers_hand='off')"
    if state._h.x.declared >> state._to_act & 1:
        return Reason.NOT_ELIGIBLE, f"{who} has declared a farmer's hand already this hand"
    return Reason.NOT_ELIGIBLE, (
        f"{who}'s hand does not qualify: it needs {c.farmers_hand_size} or more 9s and 10s "
        f"({sources.cite(state.rules, 'farmers_hand', 'farmers_hand_size')})"
    )


def _why_not_go_under(state: State, who: object) -> tuple[Reason, str]:
    """Why the player to act may not go under (``go_under``; docs/rules.md, "Declarations")."""
    c = state._h.c
    if c.go_under == "off":
        return Reason.NOT_ELIGIBLE, (
            "these rules play no going under (go_under='off'); with go_under='nines_and_tens', "
            "'no_face_cards' or 'either' a poor hand may swap three cards with the kitty (EGN, "
            "TricksterCards)"
        )
    if state._h.x.declared:
        return Reason.NOT_ELIGIBLE, (
            "someone has gone under already this hand: the kitty is swapped once a hand"
        )
    need = {
        "nines_and_tens": "three or more 9s and 10s",
        "no_face_cards": "no jack, queen or king",
        "either": "three or more 9s and 10s, or no jack, queen or king",
    }[c.go_under]
    return Reason.NOT_ELIGIBLE, (
        f"{who}'s hand does not qualify: going under needs {need} "
        f"({sources.cite(state.rules, 'go_under')})"
    )


def _why_not_now(state: State, action: Action) -> tuple[Reason, str] | None:
    """An action of a kind the phase does not allow (None: a card of the wrong kind, which
    the card rules explain)."""
    phase = state.phase.value
    kind = action.kind
    if phase == "order" and kind is ActionKind.CALL:
        suit = state.upcard_suit
        return Reason.WRONG_PHASE, (
            f"in round 1 the only trump that can be made is the upcard's suit "
            f"({suit if suit is not None else '?'}), by ordering it up"
        )
    if phase == "call" and kind is ActionKind.PASS:
        return Reason.DEALER_STUCK, (
            "the first three players passed twice, and with stick the dealer the dealer "
            f"must name trump ({sources.cite(state.rules, 'stick_the_dealer')})"
            + _then(sources.otherwise(state.rules, "stick_the_dealer"))
        )
    if phase == "alone" and kind is ActionKind.PASS:
        return Reason.MUST_GO_ALONE, (
            "the dealer's partner ordered up, and under the Canadian loner rule must go alone"
        )
    if kind in (ActionKind.PLAY, ActionKind.DISCARD) and phase in ("play", "discard"):
        return None
    return Reason.WRONG_PHASE, f"now {_task(state)}; it is no time to {kind.value}"


def _nobody_alone(state: State, what: str) -> str:
    """Why an order up or call 'alone' is refused: going alone is decided later, or not
    played at all."""
    rules = state.rules
    if state._h.c.alone_maker_may:
        return (
            f"going alone is not announced with the {what} here: it is decided once trump "
            f"is fixed ({sources.cite(rules, 'alone_timing')}); {what} without 'alone', "
            "then say 'go alone'"
            + _then(sources.otherwise(rules, "alone_timing"))
        )
    return f"nobody may go alone under these rules ({sources.cite(rules, 'alone')})" + _then(
        sources.otherwise(rules, "alone")
    )


def _then(contrast: str) -> str:
    return f"; {contrast}" if contrast else ""


def _why_order(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    if action.alone:
        return Reason.ALONE_NOT_ALLOWED, _nobody_alone(state, "order up")
    return Reason.MUST_GO_ALONE, (
        "the dealer's partner who orders up must go alone (Canadian loner); "
        "say 'order up alone'"
    )


def _why_call(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    if action.suit is None:
        if not state._h.c.no_trump:
            return Reason.NOT_ELIGIBLE, (
                f"round 2 names a suit, never no trump, under these rules "
                f"({sources.cite(state.rules, 'no_trump')})"
            )
    elif state.turned_down == action.suit:
        return Reason.TURNED_DOWN_SUIT, (
            f"{action.suit} were turned down in round 1, so they cannot be named trump"
        )
    if state.phase.value == "joker" and action.alone:
        return Reason.WRONG_PHASE, (
            "the dealer names the joker's suit; going alone comes with the bidding"
        )
    return Reason.ALONE_NOT_ALLOWED, _nobody_alone(state, "call")


def _why_card(state: State, action: Action, legal: tuple[Action, ...]) -> tuple[Reason, str]:
    phase = state.phase.value
    kind = action.kind
    seat = state._to_act
    card = action.card
    assert card is not None
    hand = hand_of(state, seat)
    if kind.value != ("play" if phase == "play" else "discard"):
        return Reason.WRONG_PHASE, f"now {_task(state)}; it is no time to {kind.value}"
    if not hand & card.bit:
        return Reason.CARD_NOT_IN_HAND, (
            f"{_seat_name(state, seat)} does not hold {card.symbol} (hand: {_cards(hand)})"
        )
    if kind is ActionKind.DISCARD:
        return Reason.CANNOT_DISCARD_UPCARD, (
            f"{card.symbol} is the upcard just picked up, and the dealer may not discard it "
            f"({sources.cite(state.rules, 'discard_upcard')})"
            + _then(sources.otherwise(state.rules, "discard_upcard"))
        )
    trump = state.trump
    facts = _trick_facts(state)
    assert facts is not None
    opening, led, follow = facts
    if not follow:  # a card the suit led allows: refused by a rule of what may be played on it
        found = play.trump_ace_refusal(state, state._h, seat, held(hand, card.index))
        if found is not None:
            return found[0], f"{found[1]}" + _then(
                sources.otherwise(state.rules, "trump_off_suit_ace")
            )
    eff = cardorder.EFFECTIVE_SUIT[state._h.trump][card.index]
    trump_note = f"{trump} are trump, so {describe_card(card, trump)}; " if trump else ""
    return Reason.MUST_FOLLOW_SUIT, (
        f"{trump_note}{opening}, and {_seat_name(state, seat)} holds {_cards(follow)}, so must follow "
        f"suit with {_suit_word(led)}, not play {_suit_word(eff)}"
    )


_Why = Callable[["State", Action, tuple[Action, ...]], tuple[Reason, str]]
#: Kinds explained before anything else (their own phase and conditions).
_BY_KIND_FIRST: Final[dict[ActionKind, _Why]] = {
    ActionKind.CLAIM_RENEGE: _why_claim,
    ActionKind.BID: _why_bid,
    ActionKind.GIVE: _why_give,
    ActionKind.DECLARE: _why_declare,
}
#: Kinds the phase allows, refused for a detail of the action.
_BY_KIND: Final[dict[ActionKind, _Why]] = {
    ActionKind.ORDER_UP: _why_order,
    ActionKind.CALL: _why_call,
    ActionKind.PLAY: _why_card,
    ActionKind.DISCARD: _why_card,
}


# --------------------------------------------------------------------- turn questions

def explain_turn(state: State, seat: int | None = None) -> Explanation:
    """Why the player to act is to act (lead, bid, discard, ...), citing the rule: the
    bidding order, the dealer's pickup, the first lead (``first_lead``), the winner of a
    trick leading the next. With ``seat``, whether that seat is to act, and if not, who is
    and why (see :meth:`euchre.State.explain_turn`).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=euchre.Seat.NORTH)
    >>> print(explain_turn(s.apply("pass"), 1))  # doctest: +ELLIPSIS
    East is not to act: South is. Round 1 of the bidding goes once round the table clockwise from the dealer's left: North deals, so East spoke first; East passed (...).
    """
    to_act = state.to_act
    if to_act is None:
        why = _nobody_to_act(state)
        asked = "" if seat is None else f"{_seat_name(state, seat)} is not to act: "
        return Explanation(seat is None, None if seat is None else Reason.NOT_YOUR_TURN, f"{asked}{why}.")
    why = _turn_why(state)
    if seat is None or seat == to_act:
        return Explanation(True, None, f"{to_act} is to act. {_capital(why)}.")
    note = _sits_out(state, seat) or _not_asked(state, seat)
    note = f"{_capital(note)}. " if note else ""
    return Explanation(
        False, Reason.NOT_YOUR_TURN, f"{_seat_name(state, seat)} is not to act: {to_act} is. {note}{_capital(why)}."
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _nobody_to_act(state: State) -> str:
    if state.is_over:
        return f"Nobody is to act: the game is over ({_game_won(state)})"
    return "Nobody is to act: the hand waits for a deal (apply_deal())"


def _game_won(state: State) -> str:
    """'North-South won 10-4': the winning side (a team, or a player at
    ``partnership="none"``; "nobody" for a draw) and the score."""
    c = state._h.c
    score = "-".join(str(points) for points in state.scores)
    if c.four:
        return f"{state.winner or 'nobody'} won {score}"
    side = state.winning_side
    name = "nobody" if side is None else state.rules.table.side_names[side]
    return f"{name} won {score}"


def _seat_name(state: State, seat: int) -> Seat | Player:
    """The seat as its table names it (a Seat at four seats, a Player elsewhere)."""
    return state._h.c.seat_values[seat]


def _sits_out(state: State, seat: int) -> str:
    """'East sits out this hand: ...' when ``seat``'s partner plays alone, else ''."""
    if seat not in state.sitting_out:
        return ""
    h = state._h
    lone = h.alone if h.alone >= 0 and seat in h.c.teammates[h.alone] else h.defender
    return (
        f"{_seat_name(state, seat)} sits out this hand: the partner, "
        f"{_seat_name(state, lone)}, plays alone"
    )


def _not_asked(state: State, seat: int) -> str:
    """Why ``seat`` is not asked about going alone, when a rule says so: the maker's partner
    who passed (``partner_alone_after_passing=False``:
    :func:`~euchre.engine.alone.partner_passed_refusal`), the partner where only the maker
    may (``alone="maker"``), a defender where none may (``defender_alone="never"``)."""
    first_lead = state.phase.value == "play" and not state.tricks and state.current_trick is None
    if state.phase.value != "alone" and not first_lead:
        return ""
    h = state._h
    rules = state.rules
    asked = f"{_seat_name(state, seat)} is not asked whether to go alone: "
    found = alone_rules.partner_passed_refusal(h, seat)
    if found is not None:
        return asked + found[1]
    if h.maker < 0 or h.c.variant_bid or state.phase.value != "alone":
        return ""  # the rules below matter only while players are asked
    if seat in h.c.teammates[h.maker] and not h.c.alone_by_partner:
        return (
            f"{asked}{sources.stated(rules, 'alone')} ({sources.cite(rules, 'alone')})"
            + _then(sources.otherwise(rules, "alone", ("maker_or_partner",)))
        )
    if h.c.side_of[seat] != h.c.side_of[h.maker] and h.c.defender_alone == "never":
        return (
            f"{asked}{sources.stated(rules, 'defender_alone')} "
            f"({sources.cite(rules, 'defender_alone')})"
            + _then(sources.otherwise(rules, "defender_alone"))
        )
    return ""


def _said(state: State, kinds: tuple[ActionKind, ...]) -> list[str]:
    """The seats that took an action of ``kinds`` in this hand, in order ("East passed")."""
    return [
        f"{seat} {'passed' if action.kind is ActionKind.PASS else str(action)}"
        for seat, action in state.hand_actions
        if action.kind in kinds
    ]


def _turn_why(state: State) -> str:
    why = _TURN[state.phase.value]
    return why(state)


def turn_reason(state: State, seat: int | None = None) -> str:
    """Why the player to act is to act, as a clause (what :func:`explain_turn` says after
    naming the seats), for a message of one's own: ``euchre check``'s "play Ah is written
    for East, but West is to act: <turn_reason>". With ``seat`` sitting out, says so first.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1, dealer=euchre.Seat.NORTH)
    >>> turn_reason(s)  # doctest: +ELLIPSIS
    "round 1 of the bidding goes once round the table clockwise from the dealer's left: North deals, so East spoke first (see ...)"
    """
    if state.to_act is None:
        return _nobody_to_act(state)[len("Nobody is to act: "):]
    note = "" if seat is None else _sits_out(state, seat)
    return (f"{note}; " if note else "") + _turn_why(state)


def _bidding_order(state: State, what: str, section: str) -> str:
    """``what`` goes clockwise from the dealer's left; who has spoken so far."""
    dealer = state.dealer
    said = _said(state, (ActionKind.PASS, ActionKind.BID, ActionKind.DECLARE))
    so_far = f"; {', '.join(said)}" if said else ""
    return (
        f"{what} goes once round the table clockwise from the dealer's left: {dealer} deals, "
        f"so {_seat_name(state, state._h.c.left[state._h.dealer])} spoke first{so_far} "
        f"(see {section_url(section)})"
    )


def _turn_order(state: State) -> str:
    return _bidding_order(state, "round 1 of the bidding", "Making trump")


def _turn_call(state: State) -> str:
    c = state._h.c
    text = _bidding_order(state, "round 2 of the bidding", "Making trump")
    passes = sum(1 for _, a in state.hand_actions if a.kind is ActionKind.PASS)
    if c.stick_the_dealer and state.to_act == state.dealer and passes >= 7:
        text += (
            "; the first three passed, so the dealer must name trump "
            f"({sources.cite(state.rules, 'stick_the_dealer')})"
        )
    return text


def _turn_bid(state: State) -> str:
    return _bidding_order(state, "the bidding", "Bid Euchre")


def _turn_pickup(state: State) -> str:
    return (
        f"{state.maker} ordered up, and the dealer, {state.dealer}, decides whether to take "
        f"the upcard ({sources.cite(state.rules, 'dealer_pickup')}; see "
        f"{section_url('Making trump')})"
    )


def _turn_joker(state: State) -> str:
    return (
        f"the joker was turned up, and the dealer, {state.dealer}, names the suit it stands "
        f"for before anyone bids ({sources.cite(state.rules, 'joker_upcard')}; see "
        f"{section_url('Making trump')})"
    )


def _turn_discard(state: State) -> str:
    h = state._h
    seat, left, after = h.disc
    who = _seat_name(state, seat)
    if after == AfterDiscard.FARMER:
        what = "went under" if h.c.go_under != "off" else "declared a farmer's hand"
        return f"{who} {what}, took the kitty, and discards {left} (see {section_url('Declarations')})"
    if after in (AfterDiscard.BEST, AfterDiscard.DEFENDER_BEST):
        knob = "call_for_best" if after == AfterDiscard.BEST else "defender_call_for_best"
        return (
            f"{who} plays alone and received {_received(state)}, and discards one "
            f"({sources.cite(state.rules, knob)}; see {section_url('Going alone')})"
        )
    if after == AfterDiscard.DEAL:
        return (
            f"with the joker the dealer, {who}, is dealt one card more and discards one "
            f"before the bidding (see {section_url('Dealing')})"
        )
    if after == AfterDiscard.DUMMY:
        took = "the upcard and the dummy" if h.picked and seat == h.dealer else "the dummy"
        return (
            f"{who} made trump, took {took}, and discards {left} more (the maker takes the "
            f"dummy and discards as many: dummy={h.c.dummy}; see {section_url('The table')})"
        )
    ordered = "took up the upcard" if state.maker == state.dealer else f"ordered up by {state.maker}"
    if state.maker != state.dealer:
        ordered = f"was {ordered}, took the upcard"
    return f"the dealer, {who}, {ordered}, and discards one (see {section_url('Making trump')})"


def _turn_alone(state: State) -> str:
    h = state._h
    seat = state._to_act
    rules = state.rules
    if seat == h.maker:
        return (
            f"{_seat_name(state, seat)} made trump and is asked first whether to go alone, once trump is "
            f"fixed ({sources.cite(rules, 'alone', 'alone_timing')}; see "
            f"{section_url('Going alone')})"
        )
    if seat in h.c.teammates[h.maker]:
        return (
            f"{_seat_name(state, h.maker)} made trump, and the maker's partner is asked next whether to go "
            f"alone ({sources.cite(rules, 'alone', 'alone_timing')}; see "
            f"{section_url('Going alone')})"
        )
    first = "maker" if h.c.defender_alone_order_maker_left else "dealer"
    return (
        f"{_seat_name(state, h.maker)}'s side made trump, and the defenders are asked whether to go alone, "
        f"from the {first}'s left ({sources.cite(rules, 'defender_alone', 'defender_alone_order')}; "
        f"see {section_url('Going alone')})"
    )


def _turn_play(state: State) -> str:
    trick = state.current_trick
    if trick is not None:
        skip = ""
        if state.sitting_out:
            out = " and ".join(str(seat) for seat in state.sitting_out)
            verb = "sits" if len(state.sitting_out) == 1 else "sit"
            skip = f", skipping {out}, who {verb} out"
        return (
            f"{trick.leader} led this trick, and play goes clockwise{skip} (see "
            f"{section_url('Play')})"
        )
    done = state.tricks
    if done:
        last = done[-1]
        return (
            f"{last.winner} won trick {len(done)}, and the winner of a trick leads the next "
            f"(see {section_url('Play')})"
        )
    h = state._h
    return first_lead_why(h.c, h.dealer, h.maker, h.alone, h.defender, h.active)


def _turn_claim(state: State) -> str:
    return (
        "after the last card each player in turn, from the dealer's left, may claim a renege "
        f"or pass ({sources.cite(state.rules, 'renege', 'renege_claim')}; see "
        f"{section_url('Reneges')})"
    )


def _turn_trump(state: State) -> str:
    high = state.bid
    return (
        f"{state.maker} made the high bid ({str(high)[4:] if high else '?'}) and names trump "
        f"(see {section_url('Bid Euchre')})"
    )


def _received(state: State) -> str:
    """The card a lone player received in a call for best, in words."""
    if state._h.c.best_card_choice_partner:
        return "the card the partner chose (best_card_choice='partner')"
    return "the partner's best card"


def _turn_exchange(state: State) -> str:
    if not state._h.c.variant_bid:
        lone = _seat_name(state, state._to_act ^ 2)
        knob = "defender_call_for_best" if state._to_act ^ 2 == state._h.defender else "call_for_best"
        return (
            f"call for best: {lone} plays alone, and the partner, {state.to_act}, chooses a "
            f"card to give face down ({sources.cite(state.rules, knob, 'best_card_choice')}; "
            f"see {section_url('Going alone')})"
        )
    maker = state.maker
    if maker is not None and state.to_act == maker:
        return (
            f"call for best: {maker}, the bidder, received the partner's best card and gives "
            f"one back (see {section_url('Bid Euchre')})"
        )
    return (
        f"call for best: {maker} bid best, and the partner, {state.to_act}, hands over the "
        f"best card (see {section_url('Bid Euchre')})"
    )


_TURN: Final[dict[str, Callable[[State], str]]] = {
    "order": _turn_order,
    "call": _turn_call,
    "bid": _turn_bid,
    "pickup": _turn_pickup,
    "joker": _turn_joker,
    "discard": _turn_discard,
    "alone": _turn_alone,
    "play": _turn_play,
    "claim": _turn_claim,
    "trump": _turn_trump,
    "exchange": _turn_exchange,
}


#: Who leads the first trick, in words, by the case of ``first_lead`` the engine's
#: :func:`~euchre.engine.alone.first_leader` applies (a lone maker, a lone defender, both).
_FIRST_LEAD_WORDS: Final = {
    "bidder": "the high bidder leads the first trick",
    "maker_left": "the player left of the maker leads the first trick",
    "both_alone": "both sides play alone, and the lone defender leads the first trick",
    "lone_left": "the player left of the lone player leads the first trick",
    "defender_left": "the player left of the lone defender leads the first trick",
    "dealer_left": "the player left of the dealer leads the first trick",
}


def first_lead_why(
    c: Compiled, dealer: int, maker: int, alone: int, defender: int, active: int
) -> str:
    """Why the first trick's leader leads it, in words: the case of the knob ``first_lead``
    that :func:`~euchre.engine.alone.first_leader` applies, the seat it counts from, a seat
    skipped because it sits out, the knob value and the rule texts that hold it, and the
    rule texts under which another player would lead (read off the presets).

    >>> import euchre
    >>> from euchre.engine.core import compile_rules
    >>> c = compile_rules(euchre.presets.STANDARD)
    >>> print(first_lead_why(c, dealer=0, maker=1, alone=1, defender=-1, active=0b0111))
    East plays alone, and the player left of the lone player leads the first trick: South (first_lead='lone_left', the North American rule text; see https://euchre-py.github.io/euchre/rules/#first-lead); under ... East would lead (left of the dealer)
    """
    leader = alone_rules.first_leader(
        c.first_lead, dealer, maker, alone, defender, active, c.players
    )
    case, whose = alone_rules.first_lead_case(c.first_lead, alone, defender)
    words = _FIRST_LEAD_WORDS[case]
    counted = {"maker": maker, "alone": alone, "defender": defender, "dealer": dealer}[whose]
    opening = ""
    if case == "both_alone":
        opening = f"{c.seat_values[alone]} and {c.seat_values[defender]} go alone: "
        words = "the lone defender leads the first trick"
    elif case == "lone_left":
        opening = f"{c.seat_values[alone]} plays alone, and "
    elif case == "defender_left":
        opening = f"{c.seat_values[defender]} defends alone, and "
    elif case == "maker_left":
        opening = f"{c.seat_values[maker]} made trump, and "
    elif case == "bidder":
        opening = f"{c.seat_values[maker]} made the high bid, and "
    elif case == "dealer_left":
        opening = f"{c.seat_values[dealer]} deals, and "
    skipped = ""
    if case not in ("both_alone", "bidder") and leader != c.left[counted]:
        skipped = f" ({c.seat_values[c.left[counted]]} sits out, so the next seat)"
    text = (
        f"{opening}{words}: {c.seat_values[leader]}{skipped} ({sources.cite(c.rules, 'first_lead')}; "
        f"see {section_url('First lead')})"
    )
    others = _other_leaders(c, dealer, maker, alone, defender, active, leader)
    return f"{text}; {others}" if others else text


def _other_leaders(
    c: Compiled, dealer: int, maker: int, alone: int, defender: int, active: int, leader: int
) -> str:
    """The rule texts under which another seat would lead this first trick."""
    variant = "bid" if c.variant_bid else "knock"
    groups: dict[tuple[int, str], list[str]] = {}
    for value in KNOBS["first_lead"].choices:
        if value == c.first_lead:
            continue
        table = (c.players, "teams" if c.teammates[0] else "none")
        names = sources.holders("first_lead", value, variant, table)
        if not names:
            continue
        other = alone_rules.first_leader(
            str(value), dealer, maker, alone, defender, active, c.players
        )
        if other == leader:
            continue
        case, _ = alone_rules.first_lead_case(str(value), alone, defender)
        where = _FIRST_LEAD_WORDS[case].split(" leads", 1)[0].replace("the player ", "")
        groups.setdefault((other, where), []).extend(names)
    parts = [
        f"under {sources.texts(names, 'first_lead')} {c.seat_values[other]} would lead ({where})"
        for (other, where), names in groups.items()
    ]
    return "; ".join(parts)
