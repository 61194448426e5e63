"""Writing PTN: one hand of a game as TricksterCards writes it (:func:`dumps`), and the
table options of a RuleSet (:func:`options_for`)."""

from __future__ import annotations

import json
from typing import Any

from euchre.actions import Action, ActionKind
from euchre.cards import Card, Score, Seat, Suit
from euchre.deal import Deal
from euchre.ptn._errors import PtnError
from euchre.ptn._rules import rules_for
from euchre.rules import RuleSet
from euchre.rules.codec import leaves
from euchre.state import State, new_game

_LETTER = "NESW"
_SUIT_LETTER = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}
_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_KINDS_OF_CALL = (ActionKind.PASS, ActionKind.ORDER_UP, ActionKind.PICK_UP, ActionKind.CALL)


def options_for(rules: RuleSet) -> dict[str, Any]:
    """TricksterCards' options for a RuleSet (see :func:`rules_for`); raises
    :class:`PtnError` naming the knobs TricksterCards has no option for.

    >>> import euchre
    >>> from euchre import ptn
    >>> ptn.options_for(euchre.presets.CARDGAMES_IO)
    {'stickTheDealer': True}
    >>> ptn.options_for(euchre.presets.STANDARD)
    Traceback (most recent call last):
    ...
    euchre.ptn.PtnError: TricksterCards has no option for these knobs: dealer_pickup='optional' ...
    """
    out: dict[str, Any] = {}
    if rules.stick_the_dealer:
        out["stickTheDealer"] = True
    if rules.no_trump:
        out["allowNotrump"] = True
    if rules.call_for_best:
        out["callForBest"] = True
    if rules.go_under != "off":
        out["goUnder"] = True
    if rules.target != 10:
        out["gameOverScore"] = rules.target
    if rules.deck == 32:
        out["deckSize"] = 32
    back, problems = rules_for(out)
    have, want = leaves(back), leaves(rules)
    wrong = [k for k in want if k != "name" and have.get(k) != want[k]]
    if wrong or problems or rules.variant != "knock":
        raise PtnError(
            "TricksterCards has no option for these knobs: "
            + ", ".join(f"{k}={want[k]!r} (TricksterCards: {have.get(k)!r})" for k in wrong)
            + ("; the writer writes Knock Euchre" if rules.variant != "knock" else "")
        )
    return out


def _code(card: Card) -> str:
    assert card.suit is not None  # options_for refuses the joker's deck
    return _SUIT_LETTER[card.suit] + card.rank.letter.replace("10", "T")


def _hand(cards: tuple[Card, ...]) -> str:
    return ".".join(
        "".join(_code(c)[1] for c in sorted(cards, key=lambda c: -c.index) if c.suit is s)
        for s in _SUIT_LETTER
    )


def _call(action: Action, upcard: Card) -> str:
    tail = "alone" if action.alone else ""
    if action.kind is ActionKind.PASS:
        return "Pass"
    if action.kind in (ActionKind.ORDER_UP, ActionKind.PICK_UP):
        return _SYMBOL[upcard.suit] + tail  # type: ignore[index]
    return ("NT" if action.suit is None else _SYMBOL[action.suit]) + tail


def _split(state: State) -> list[tuple[Deal, list[Action]]]:
    hands: list[tuple[Deal, list[Action]]] = []
    for item in state.history:
        if isinstance(item, Deal):
            hands.append((item, []))
        elif hands:
            hands[-1][1].append(item)
    return hands


def _moves(deal: Deal, seated: list[tuple[Seat, Action, State]], final: State) -> list[str]:
    """The dealer's pickup (``CardsAdded`` of the upcard, ``CardsRemoved`` of the discard),
    going under (``CardsAdded`` of the kitty, ``CardsRemoved`` of the three discards) and a
    call for best (``CardsPassed``: the card the partner gives, the lone player's discard
    back), in the order they happened."""
    upcard = _code(deal.upcard)  # type: ignore[arg-type]
    lines: list[str] = []
    picked = False  # the dealer took the upcard and has not discarded yet
    lone: Seat | None = None  # a lone player owed a discard for the partner's best card
    afters = [before for _, _, before in seated[1:]] + [final] if seated else []
    under: list[str] = []  # the discards owed by a player who went under
    for (seat, action, before), after in zip(seated, afters, strict=True):
        if action.kind in (ActionKind.ORDER_UP, ActionKind.PICK_UP):
            picked = True
        elif action.kind is ActionKind.DECLARE and action.declaration == "go under":
            kitty = "".join(_code(c) for c in deal.kitty)
            lines.append(f'[CardsAdded "{_LETTER[seat]}:{kitty}"]')
            under = [f'[CardsRemoved "{_LETTER[seat]}:']
        elif action.kind is ActionKind.GIVE:  # the partner's choice in a call for best
            lone = Seat(int(after.alone))  # type: ignore[arg-type]
            lines.append(f'[CardsPassed "{_LETTER[seat]}:{_LETTER[lone]}:'
                         f'{_code(action.card)}"]')  # type: ignore[arg-type]  # fmt: skip
        elif action.kind is ActionKind.DISCARD and under:
            under.append(_code(action.card))  # type: ignore[arg-type]
            if len(under) == 1 + len(deal.kitty):
                lines.append("".join(under) + '"]')
                under = []
        elif action.kind is ActionKind.DISCARD:
            card = _code(action.card)  # type: ignore[arg-type]
            if picked and seat == before.dealer:
                lines += [f'[CardsAdded "{_LETTER[seat]}:{upcard}"]',
                          f'[CardsRemoved "{_LETTER[seat]}:{card}"]']  # fmt: skip
                picked = False
            elif lone is not None and seat == lone:
                partner = Seat((seat + 2) % 4)
                lines.append(f'[CardsPassed "{_LETTER[seat]}:{_LETTER[partner]}:{card}"]')
                lone = None
        for other in range(4):
            lost = set(before.hands[other]) - set(after.hands[other])
            if other != seat and lost and after.alone is not None:
                lone = Seat(int(after.alone))
                (card_given,) = lost
                lines.append(f'[CardsPassed "{_LETTER[other]}:{_LETTER[lone]}:'
                             f'{_code(card_given)}"]')  # fmt: skip
    if len(under) > 1:  # the hand stops between a go-under's discards
        lines.append("".join(under) + '"]')
    return lines


def dumps(state: State, hand: int | None = None) -> str:
    """One hand of a four-seat Knock Euchre game as a PTN record TricksterCards can read:
    ``hand`` counts the hands of ``state.history`` from 0 (None: the last with an action).
    The score written (``GameScores``) is the score after the hand. Raises
    :class:`PtnError` for rules TricksterCards has no options for (:func:`options_for`).

    >>> import euchre
    >>> from euchre import ptn
    >>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=7)
    >>> state = state.apply("pass").apply("order up")
    >>> print(ptn.dumps(state))  # doctest: +ELLIPSIS
    % PTN ...
    [GameOptionsJson "{\\"stickTheDealer\\":true}"]
    [GameScores "S:0 0 0 0"]
    [Dealer "..."]
    ...
    >>> ptn.replay(ptn.loads(ptn.dumps(state))).state.history == state.history
    True
    """
    options = options_for(state.rules)
    hands = _split(state)
    if hand is None:
        hand = max((i for i, (_, acts) in enumerate(hands) if acts), default=len(hands) - 1)
    if not 0 <= hand < len(hands):
        raise PtnError(f"hand={hand}: the game has hands 0 to {len(hands) - 1}")
    deal, actions = hands[hand]
    results = state.results
    dealer = results[hand].dealer if hand < len(results) else state.dealer
    score = list(state.start_scores)
    for result in results[: hand + 1]:
        score = [score[0] + result.points[0], score[1] + result.points[1]]
    walk = new_game(state.rules, dealer=dealer, deal=deal)
    seated: list[tuple[Seat, Action, State]] = []
    for action in actions:
        seated.append((Seat(walk.to_act), action, walk))  # type: ignore[arg-type]
        walk = walk.apply(action)
    return _text(options, deal, Seat(dealer), Score(*score), seated, walk)


def _text(
    options: dict[str, Any], deal: Deal, dealer: Seat, score: Score,
    seated: list[tuple[Seat, Action, State]], final: State,
) -> str:  # fmt: skip
    upcard = deal.upcard
    assert upcard is not None
    order = [Seat((dealer + i) % 4) for i in range(4)]
    escaped = json.dumps(options, separators=(",", ":")).replace('"', '\\"')
    lines = [
        "% PTN --------------------------- written by euchre.ptn",
        f'[GameOptionsJson "{escaped}"]',
        f'[GameScores "S:{score.ns} {score.ew} {score.ns} {score.ew}"]',
        f'[Dealer "{_LETTER[dealer]}"]',
        f'[Deal "{_LETTER[dealer]}:{" ".join(_hand(deal.hands[s]) for s in order)}"]',
        f'[Undealt "{"".join(_code(c) for c in (upcard, *deal.kitty))}"]',
        f'[Auction "{_LETTER[dealer.left]}"]',
    ]
    lines.append(" ".join(_call(a, upcard) for _, a, _ in seated if a.kind in _KINDS_OF_CALL))
    lines += _moves(deal, seated, final)
    plays = [(s, a.card) for s, a, _ in seated if a.kind is ActionKind.PLAY]
    if plays:
        out = max(len(state.sitting_out) for state in (*(b for _, _, b in seated), final))
        first, size = plays[0][0], 4 - out
        lines.append(f'[Play "{_LETTER[first]}"]')
        for i in range(0, len(plays), size):
            row = dict(plays[i : i + size])
            seats = [Seat((first + k) % 4) for k in range(4)]
            lines.append(" ".join(_code(row[s]) if s in row else "-" for s in seats))  # type: ignore[arg-type]
    return "\n".join(lines) + "\n"
