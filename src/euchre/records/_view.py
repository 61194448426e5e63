"""The JSON form of a player's :class:`~euchre.View`: written by :meth:`View.to_json
<euchre.View.to_json>` and read, every field checked, by :meth:`View.from_json
<euchre.View.from_json>` (both import this module when first called).

A view read back always prints and writes: every value is checked for its type and range,
and the whole for what can be checked without the hidden cards (cards of the deck, each at
most as often as the deck holds it, the hand as large as its size, tricks of the seats in
play). Errors are :class:`~euchre.views.ViewError`.

>>> import euchre
>>> from euchre.records._view import view_from_json, view_to_json
>>> v = euchre.new_game(euchre.presets.STANDARD, seed=3).view(0)
>>> view_from_json(view_to_json(v)) == v
True
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any

from euchre._reader import (
    boolean,
    expected,
    fields,
    kind,
    listed,
    one_of,
    seat,
    seat_or_null,
    suit_or_null,
    text,
    whole,
)
from euchre.actions import Action, ActionKind, parse_action
from euchre.cards import PLAYERS, SEATS, Card, Player, Score, Seat, parse_card
from euchre.engine.cardorder import DECKS, collapse
from euchre.engine.core import Phase
from euchre.errors import EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.rules import RuleSet, codec
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, PublicAction, View, ViewError

__all__ = ["VERSION", "view_from_json", "view_to_json"]

#: The version of the view's JSON form this module writes and reads.
VERSION = 1


def view_to_json(v: View) -> str:
    """The JSON text of view ``v`` (see :meth:`euchre.View.to_json`)."""
    return json.dumps(_to_data(v), ensure_ascii=False, sort_keys=True)


def view_from_json(data: str | bytes | bytearray) -> View:
    """The view of its JSON text (see :meth:`euchre.View.from_json`); :class:`ViewError` on
    anything else.

    >>> view_from_json('{"version": "1"}')
    Traceback (most recent call last):
    ...
    euchre.views.ViewError: view version the text '1' is not supported (this library writes version 1)
    """
    if not isinstance(data, str | bytes | bytearray):
        raise ViewError(f"not JSON: expected text, got {type(data).__name__}")
    try:
        d = json.loads(data)
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
        raise ViewError(f"not JSON: {str(error)[:200]}") from None
    if d.__class__ is not dict:
        raise ViewError("not a view: expected a JSON object")
    if "version" not in d:
        raise ViewError("not a view: the 'version' field is missing")
    version = d["version"]
    if version.__class__ is not int or version != VERSION:
        what = repr(version) if version.__class__ in (int, float) else kind(version)
        raise ViewError(
            f"view version {what} is not supported (this library writes version {VERSION})"
        )
    return _from_data(d)


# --------------------------------------------------------------------- writing


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _trick(trick: Trick | None) -> Any:
    if trick is None:
        return None
    return {
        "leader": int(trick.leader),
        "plays": [[int(seat), str(card)] for seat, card in trick.plays],
        "winner": None if trick.winner is None else int(trick.winner),
    }


def _result(result: HandResult) -> Any:
    return {
        "number": result.number,
        "dealer": int(result.dealer),
        "trump": None if result.trump is None else int(result.trump),
        "maker": None if result.maker is None else int(result.maker),
        "alone": None if result.alone is None else int(result.alone),
        "lone_defender": None if result.lone_defender is None else int(result.lone_defender),
        "tricks": list(result.tricks),
        "points": list(result.points),
        "thrown_in": result.thrown_in,
        "no_trump": result.no_trump,
        "declared": result.declared,
        "renege": None if result.renege is None else int(result.renege),
        "bid": result.bid,
    }


@functools.lru_cache(maxsize=64)
def _rules_data(rules: RuleSet) -> Any:
    """The RuleSet's JSON data (:func:`euchre.rules.codec.to_json`), kept: every view's JSON
    holds its rules, and search asks for many views of one RuleSet (only read, by
    :func:`view_to_json`)."""
    return codec.to_json(rules)


def _to_data(v: View) -> dict[str, Any]:
    return {
        "version": VERSION,
        "seat": v.seat,
        "rules": _rules_data(v.rules),
        "phase": v.phase,
        "to_act": v.to_act,
        "dealer": v.dealer,
        "hand_number": v.hand_number,
        "hand": [str(c) for c in v.hand],
        "hand_sizes": list(v.hand_sizes),
        "upcard": _card(v.upcard),
        "upcard_suit": None if v.upcard_suit is None else int(v.upcard_suit),
        "dealer_took_upcard": v.dealer_took_upcard,
        "turned_down": None if v.turned_down is None else int(v.turned_down),
        "trump": None if v.trump is None else int(v.trump),
        "no_trump": v.no_trump,
        "maker": v.maker,
        "alone": v.alone,
        "lone_defender": v.lone_defender,
        "sitting_out": list(v.sitting_out),
        "tricks": [_trick(t) for t in v.tricks],
        "current_trick": _trick(v.current_trick),
        "tricks_won": list(v.tricks_won),
        "scores": list(v.scores),
        "results": [_result(r) for r in v.results],
        "actions": [[a.seat, a.text] for a in v.actions],
        "own_reneges": list(v.own_reneges),
        "legal_actions": [str(a) for a in v.legal_actions],
        "low_no_trump": v.low_no_trump,
    }


# --------------------------------------------------------------------- reading

_LIMIT = 10**9  # the largest number a view holds (hand numbers, scores, points)
_HIDDEN = (HIDDEN_DISCARD, HIDDEN_EXCHANGE)
_DECLARED = (None, "ace no face", "farmer", "joker upcard", "misdeal")
_PHASES = tuple(sorted(phase.value for phase in Phase))
_FIELDS = frozenset(
    (
        "version",
        "rules",
        "seat",
        "phase",
        "to_act",
        "dealer",
        "hand_number",
        "hand",
        "hand_sizes",
        "upcard",
        "upcard_suit",
        "dealer_took_upcard",
        "turned_down",
        "trump",
        "no_trump",
        "maker",
        "alone",
        "lone_defender",
        "sitting_out",
        "tricks",
        "current_trick",
        "tricks_won",
        "scores",
        "results",
        "actions",
        "own_reneges",
        "legal_actions",
        "low_no_trump",
    )
)
_NEEDED = _FIELDS - {"low_no_trump"}
_TRICK_KEYS = frozenset(("leader", "plays", "winner"))
_RESULT_KEYS = frozenset(HandResult._fields)
_RESULT_NEEDED = _RESULT_KEYS - {"bid"}


def _fail(where: str, message: str) -> ViewError:
    return ViewError(f"not a valid view: {where}: {message}")


def _number(value: Any, where: str) -> int:
    """A count or number a view holds: a whole number from 0 to 10**9."""
    return whole(value, where, _fail, 0, _LIMIT)


def _points(value: Any, where: str) -> int:
    """A score or points: a whole number from -10**9 to 10**9."""
    return whole(value, where, _fail, -_LIMIT, _LIMIT)


def _seat(value: Any, where: str, players: int = 4) -> int:
    """A seat's number: 0-3 at four seats, else 0 to ``players - 1``."""
    if players == 4:
        return seat(value, where, _fail)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
        return int(value)
    raise expected(value, where, _fail, _seats_text(players))


def _seat_number_or_none(value: Any, where: str, players: int = 4) -> int | None:
    if players == 4:
        return seat_or_null(value, where, _fail)
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
        return int(value)
    raise expected(value, where, _fail, _seats_text(players) + ", or null")


def _seats_text(players: int) -> str:
    """The seats of a table other than four: ``a seat, 0-2 (A, B, C)``."""
    return f"a seat, 0-{players - 1} ({', '.join(str(p) for p in PLAYERS[:players])})"


def _seat_values(players: int) -> tuple[Seat | Player, ...]:
    return SEATS if players == 4 else PLAYERS[:players]


def _seat_or_none(value: Any, where: str, players: int = 4) -> Seat | Player | None:
    found = _seat_number_or_none(value, where, players)
    return None if found is None else _seat_values(players)[found]


def _action(value: Any, where: str) -> Action:
    written = text(value, where, _fail)
    try:
        action = parse_action(written)
    except EuchreError as error:
        raise _fail(where, str(error)) from None
    if str(action) != written:
        raise _fail(where, f"{written!r} is not written as a view writes it ({str(action)!r})")
    return action


class _Cards:
    """Reads the cards of a view: each a card of the rules' deck, each at most as often as
    the deck holds it (twice in the double deck)."""

    def __init__(self, rules: RuleSet) -> None:
        self.deck = collapse(DECKS[rules.deck])
        self.copies = 2 if rules.deck == 48 else 1
        self.seen: dict[Card, int] = {}

    def card(self, value: Any, where: str, count: bool = True) -> Card:
        written = text(value, where, _fail)
        try:
            card = parse_card(written)
        except EuchreError as error:
            raise _fail(where, str(error)) from None
        if str(card) != written:
            raise _fail(where, f"{written!r} is not written as a view writes it ({str(card)!r})")
        if not self.deck >> card.index & 1:
            raise _fail(
                where, f"{card} is not in the {bin(self.deck).count('1')}-card deck of these rules"
            )
        if count:
            self.seen[card] = seen = self.seen.get(card, 0) + 1
            if seen > self.copies:
                raise _fail(
                    where, f"{card} is seen more often than the deck holds it ({self.copies})"
                )
        return card


def _trick_from(
    data: Any, where: str, cards: _Cards, active: int, done: bool, players: int
) -> Trick:
    d = fields(data, where, _fail, _TRICK_KEYS, _TRICK_KEYS)
    leader = _seat(d["leader"], f"{where}.leader", players)
    values = _seat_values(players)
    plays = []
    for i, play in enumerate(listed(d["plays"], f"{where}.plays", _fail)):
        pair = listed(play, f"{where}.plays[{i}]", _fail, 2)
        plays.append(
            (
                values[_seat(pair[0], f"{where}.plays[{i}][0]", players)],
                cards.card(pair[1], f"{where}.plays[{i}][1]"),
            )
        )
    seats = [seat for seat, _ in plays]
    if not plays or len(set(seats)) != len(seats) or seats[0] != leader:
        raise _fail(where, "a trick's plays are by different seats, the leader first")
    if len(plays) > active or (done and len(plays) != active):
        raise _fail(
            where,
            f"a {'finished ' if done else ''}trick of {len(plays)} cards with {active} players",
        )
    winner = _seat_or_none(d["winner"], f"{where}.winner", players)
    if (winner is None) == done or (winner is not None and winner not in seats):
        raise _fail(
            where,
            "a finished trick's winner is a seat that played in it; a trick in progress has none",
        )
    return Trick(leader=values[leader], plays=tuple(plays), winner=winner)


def _result_from(data: Any, where: str, number: int, rules: RuleSet) -> HandResult:
    r = fields(data, where, _fail, _RESULT_KEYS, _RESULT_NEEDED)
    if _number(r["number"], f"{where}.number") != number:
        raise _fail(f"{where}.number", f"the results are numbered from 0: expected {number}")
    sides, players = rules.table.sides, rules.players
    tricks = [
        _number(n, f"{where}.tricks[{i}]")
        for i, n in enumerate(listed(r["tricks"], f"{where}.tricks", _fail, sides))
    ]
    points = [
        _points(n, f"{where}.points[{i}]")
        for i, n in enumerate(listed(r["points"], f"{where}.points", _fail, sides))
    ]
    declared = one_of(r["declared"], f"{where}.declared", _fail, _DECLARED)
    bid = r.get("bid")
    if bid is not None:
        _action(f"bid {text(bid, f'{where}.bid', _fail)}", f"{where}.bid")
    return HandResult(
        number=number,
        dealer=_seat_values(players)[_seat(r["dealer"], f"{where}.dealer", players)],
        trump=suit_or_null(r["trump"], f"{where}.trump", _fail),
        maker=_seat_or_none(r["maker"], f"{where}.maker", players),
        alone=_seat_or_none(r["alone"], f"{where}.alone", players),
        lone_defender=_seat_or_none(r["lone_defender"], f"{where}.lone_defender", players),
        tricks=Score(*tricks),
        points=Score(*points),
        thrown_in=boolean(r["thrown_in"], f"{where}.thrown_in", _fail),
        no_trump=boolean(r["no_trump"], f"{where}.no_trump", _fail),
        declared=declared,
        renege=_seat_or_none(r["renege"], f"{where}.renege", players),
        bid=bid,
    )


def _public_action(data: Any, where: str, me: int, players: int) -> PublicAction:
    pair = listed(data, where, _fail, 2)
    actor = _seat(pair[0], f"{where}[0]", players)
    written = text(pair[1], f"{where}[1]", _fail)
    if written in _HIDDEN:
        if actor == me:
            raise _fail(where, "a player sees their own actions face up")
        return PublicAction(seat=actor, text=written)
    action = _action(written, f"{where}[1]")
    if action.kind is ActionKind.DISCARD and actor != me:
        raise _fail(where, "another player's discard is face down in a view")
    return PublicAction(seat=actor, text=written)


# RuleSets read from views, by their JSON text: a bot reading view after view of one game
# reads the same rules each time (keyed by rules only, never by anything a hand holds).
_RULES_READ: dict[str, RuleSet] = {}


def _rules_from(data: Any) -> RuleSet:
    try:
        key = json.dumps(data, sort_keys=True) if data.__class__ is dict else None
    except (ValueError, RecursionError):  # nested too deep to be a RuleSet
        raise _fail("rules", "not an object of RuleSet knobs") from None
    rules = _RULES_READ.get(key) if key is not None else None
    if rules is not None:
        return rules
    try:
        rules = codec.from_json(data)
    except EuchreError as error:  # the codec's message names its place (rules, rules.deck)
        raise ViewError(f"not a valid view: {error}") from None
    if key is not None:
        if len(_RULES_READ) >= 64:
            _RULES_READ.clear()
        _RULES_READ[key] = rules
    return rules


def _each(
    d: dict[str, Any], key: str, read: Callable[[Any, str], Any], size: int | None = None
) -> tuple[Any, ...]:
    """The items of the list ``d[key]``, each read by ``read(item, where)``."""
    return tuple(
        read(item, f"{key}[{i}]") for i, item in enumerate(listed(d[key], key, _fail, size))
    )


def _table_fields(d: dict[str, Any], cards: _Cards, me: int, rules: RuleSet) -> dict[str, Any]:
    """The fields with cards: the hand and its size, the tricks and who plays them."""
    players = rules.players
    deck_size = bin(cards.deck).count("1") * cards.copies
    sizes = _each(d, "hand_sizes", lambda n, where: whole(n, where, _fail, 0, deck_size), players)
    hand = _each(d, "hand", cards.card)
    if len(hand) != sizes[me] or sum(sizes) > deck_size:
        raise _fail("hand", f"{len(hand)} cards, but hand_sizes gives {sizes[me]} for seat {me}")
    sitting_out = _each(d, "sitting_out", lambda x, where: _seat(x, where, players))
    most = max(0, players - 2) if players != 4 else 2  # two play at least; a lone hand at six
    if list(sitting_out) != sorted(set(sitting_out)) or len(sitting_out) > most:
        words = "two" if most == 2 else str(most)
        raise _fail("sitting_out", f"at most {words} seats, in order, each once")
    active = players - len(sitting_out)
    tricks = _each(
        d, "tricks", lambda t, where: _trick_from(t, where, cards, active, True, players)
    )
    current = d["current_trick"]
    if current is not None:
        current = _trick_from(current, "current_trick", cards, active - 1, False, players)
    won = _each(d, "tricks_won", _number, rules.table.sides)
    if sum(won) != len(tricks):
        raise _fail("tricks_won", f"{sum(won)} tricks won, but {len(tricks)} tricks played")
    return {
        "hand": hand,
        "hand_sizes": sizes,
        "sitting_out": sitting_out,
        "tricks": tricks,
        "current_trick": current,
        "tricks_won": Score(*won),
        "upcard": None if d["upcard"] is None else cards.card(d["upcard"], "upcard", count=False),
    }


def _from_data(d: dict[str, Any]) -> View:
    fields(d, "view", _fail, _FIELDS, _NEEDED)
    rules = _rules_from(d["rules"])
    players = rules.players
    me = _seat(d["seat"], "seat", players)
    phase = one_of(d["phase"], "phase", _fail, _PHASES)
    to_act = _seat_number_or_none(d["to_act"], "to_act", players)
    trump = suit_or_null(d["trump"], "trump", _fail)
    no_trump = boolean(d["no_trump"], "no_trump", _fail)
    low_no_trump = boolean(d.get("low_no_trump", False), "low_no_trump", _fail)
    if (no_trump and trump is not None) or (low_no_trump and not no_trump):
        raise _fail("no_trump", "no trump (and low no trump) is called only with no trump suit")
    legal = _each(d, "legal_actions", _action)
    if (legal and to_act != me) or len(set(legal)) != len(legal):
        raise _fail(
            "legal_actions", "a view lists distinct legal actions, only on its player's turn"
        )
    last_trick = rules.cards_per_hand - 1
    return View(
        seat=me,
        rules=rules,
        phase=phase,
        to_act=to_act,
        dealer=_seat(d["dealer"], "dealer", players),
        hand_number=_number(d["hand_number"], "hand_number"),
        upcard_suit=suit_or_null(d["upcard_suit"], "upcard_suit", _fail),
        dealer_took_upcard=boolean(d["dealer_took_upcard"], "dealer_took_upcard", _fail),
        turned_down=suit_or_null(d["turned_down"], "turned_down", _fail),
        trump=trump,
        no_trump=no_trump,
        low_no_trump=low_no_trump,
        maker=_seat_number_or_none(d["maker"], "maker", players),
        alone=_seat_number_or_none(d["alone"], "alone", players),
        lone_defender=_seat_number_or_none(d["lone_defender"], "lone_defender", players),
        scores=Score(*_each(d, "scores", _points, rules.table.sides)),
        results=tuple(
            _result_from(r, f"results[{i}]", i, rules)
            for i, r in enumerate(listed(d["results"], "results", _fail))
        ),
        actions=_each(d, "actions", lambda a, where: _public_action(a, where, me, players)),
        own_reneges=_each(d, "own_reneges", lambda t, where: whole(t, where, _fail, 0, last_trick)),
        legal_actions=legal,
        **_table_fields(d, _Cards(rules), me, rules),
    )
