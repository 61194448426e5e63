"""The JSON documents of records: rules, deals, actions and games, each stamped with a
format name and a version (:func:`to_json` / :func:`from_json`, :func:`dumps` /
:func:`loads`), and :func:`load_json`, the JSON text reader of records and EGN files."""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

from euchre._reader import expected, fields, listed, one_of, text, whole
from euchre.actions import Action, parse_action
from euchre.cards import Card, Player, Seat, parse_card
from euchre.deal import Deal
from euchre.errors import EuchreError
from euchre.limits import MAX_ACTIONS, MAX_HANDS, cap_message, over_cap
from euchre.records._errors import RecordError, RecordTooLargeError
from euchre.records._game import (
    _LABEL,
    GameRecord,
    _action_text,
    _no_seats,
    _players_named,
    parse_seat,
)
from euchre.records._match import MatchRecord
from euchre.rules import RuleSet, codec
from euchre.state import State

#: The ``format`` field of every JSON record.
FORMAT = "euchre-record"
#: The version of the JSON record format this module writes and reads.
VERSION = 1

Value = RuleSet | Deal | Action | GameRecord | MatchRecord


def _fail(where: str, message: str) -> RecordError:
    return RecordError(f"{where}: {message}" if where else message, where=where or None)


def rules_to_json(rules: RuleSet) -> dict[str, Any]:
    """The JSON object of a RuleSet (:func:`euchre.rules.codec.to_json`).

    >>> import euchre
    >>> from euchre import records
    >>> data = records.rules_to_json(euchre.presets.CARDGAMES_IO)
    >>> data["stick_the_dealer"], data["deal_pattern"], data["scoring"]["euchre"]
    (True, [3, 3, 3, 3, 2, 2, 2, 2], 2)
    """
    return codec.to_json(rules)


def rules_from_json(data: object, where: str = "rules") -> RuleSet:
    """The RuleSet of a JSON object (:func:`euchre.rules.codec.from_json`), with errors as
    :class:`RecordError`.

    >>> from euchre import records
    >>> records.rules_from_json({"target": 11, "scoring": {"euchre": 3}}).scoring.euchre
    3
    >>> records.rules_from_json({"sticky": True})
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: rules: unknown knob 'sticky'; the knobs are ...
    """
    try:
        return codec.from_json(data, where)
    except codec.RulesJsonError as error:
        raise RecordError(str(error), where=error.where) from None


def _deal_to_json(deal: Deal) -> dict[str, Any]:
    data = {
        "hands": [[str(card) for card in hand] for hand in deal.hands],
        "upcard": None if deal.upcard is None else str(deal.upcard),
        "kitty": [str(card) for card in deal.kitty],
    }
    dummy = deal.dummy
    if dummy:  # written only when dealt: a four-seat deal's JSON is as it always was
        data["dummy"] = [str(card) for card in dummy]
    return data


def _card_from_json(value: object, where: str, what: str = "a card such as 'Jd'") -> Card:
    card = text(value, where, _fail, what)
    try:
        return parse_card(card)
    except EuchreError as error:
        raise _fail(where, str(error)) from None


def _cards_from_json(value: object, where: str) -> list[Card]:
    items = listed(value, where, _fail, what="a list of cards")
    return [_card_from_json(item, f"{where}[{i}]") for i, item in enumerate(items)]


_DEAL_FIELDS = frozenset(("hands", "upcard", "kitty", "dummy"))
_HANDS = frozenset(("hands",))
_FEWEST, _MOST = 2, 6  # hands a deal may hold: two-handed to six-handed


def _hand_lists(value: object, where: str, rules: RuleSet | None) -> list[Any]:
    """A deal's list of hands: one per seat of ``rules`` (of any table when None)."""
    if rules is not None:
        what = _players_named(rules).replace("names", "lists of cards")
        return listed(value, where, _fail, rules.players, what)
    hands = listed(value, where, _fail, what="a list of hands (lists of cards)")
    if not _FEWEST <= len(hands) <= _MOST:
        raise _fail(
            where,
            f"expected four lists of cards (North, East, South, West), or one per player at"
            f" a table of {_FEWEST} to {_MOST}, got a list of {len(hands)}",
        )
    return hands


def _deal_from_json(data: object, where: str, rules: RuleSet | None = None) -> Deal:
    deal = fields(data, where, _fail, _DEAL_FIELDS, _HANDS, noun="deal field", what="a deal object")
    hands = _hand_lists(deal["hands"], f"{where}.hands", rules)
    hand_cards = [_cards_from_json(hand, f"{where}.hands[{i}]") for i, hand in enumerate(hands)]
    upcard_text = deal.get("upcard")
    upcard = None
    if upcard_text is not None:
        upcard = _card_from_json(upcard_text, f"{where}.upcard", "a card or null")
    kitty = _cards_from_json(deal.get("kitty", []), f"{where}.kitty")
    dummy = _cards_from_json(deal.get("dummy", []), f"{where}.dummy")
    try:
        return Deal(hands=hand_cards, upcard=upcard, kitty=kitty, dummy=dummy)
    except EuchreError as error:
        raise _fail(where, str(error)) from None


def _action_from_json(value: object, where: str) -> Action:
    action = text(value, where, _fail, "an action such as 'play Jd'")
    try:
        return parse_action(action)
    except EuchreError as error:
        raise _fail(where, str(error)) from None


def to_json(value: Value | State) -> dict[str, Any]:
    """The JSON document (a dict) of a RuleSet, Deal, Action, GameRecord or State.

    A State is written as the GameRecord of its game.

    >>> import euchre
    >>> from euchre import records
    >>> records.to_json(euchre.parse_action("play Jd"))
    {'format': 'euchre-record', 'version': 1, 'type': 'action', 'action': 'play Jd'}
    """
    head: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if isinstance(value, State):
        value = GameRecord.from_state(value)
    if isinstance(value, RuleSet):
        return {**head, "type": "rules", "rules": rules_to_json(value)}
    if isinstance(value, Deal):
        return {**head, "type": "deal", "deal": _deal_to_json(value)}
    if isinstance(value, Action):
        return {**head, "type": "action", "action": str(value)}
    if isinstance(value, GameRecord):
        return {
            **head,
            "type": "game",
            "rules": rules_to_json(value.rules),
            "seed": value.seed,
            "dealer": None if value.dealer is None else str(value.dealer),
            "players": None if value.players is None else list(value.players),
            "tags": dict(value.tags),
            **_start_to_json(value),
            "history": [
                {"deal": _deal_to_json(item)}
                if isinstance(item, Deal)
                else _action_text(item, seat)
                for item, seat in zip(value.history, value.seats or _no_seats(value), strict=True)
            ],
        }
    if isinstance(value, MatchRecord):  # each game as its own game record, in order
        return {
            **head,
            "type": "match",
            "rules": rules_to_json(value.rules),
            "seed": value.seed,
            "games": [to_json(game) for game in value.games],
        }
    raise TypeError(f"cannot write {type(value).__name__} as a record")


def _start_to_json(record: GameRecord) -> dict[str, Any]:
    """Where a game started (``scores``, ``hand_number``), written only when not 0-0, hand 0."""
    start: dict[str, Any] = {}
    if any(record.scores):
        start["scores"] = list(record.scores)
    if record.hand_number:
        start["hand_number"] = record.hand_number
    return start


_HEAD = frozenset(("format", "version", "type"))
#: The fields of each type of record, and those it needs.
_FIELDS = {
    "rules": frozenset(("rules",)) | _HEAD,
    "deal": frozenset(("deal",)) | _HEAD,
    "action": frozenset(("action",)) | _HEAD,
    "game": frozenset(
        ("rules", "seed", "dealer", "players", "tags", "scores", "hand_number", "history")
    )
    | _HEAD,
    "match": frozenset(("rules", "seed", "games")) | _HEAD,
}
_NEEDED = {
    "rules": _FIELDS["rules"],
    "deal": _FIELDS["deal"],
    "action": _FIELDS["action"],
    "game": frozenset(("rules", "history")) | _HEAD,
    "match": frozenset(("rules", "seed", "games")) | _HEAD,
}
_TYPES = tuple(_FIELDS)


def from_json(
    data: object, *, max_actions: int | None = MAX_ACTIONS, max_hands: int | None = MAX_HANDS
) -> Value:
    """The value of a JSON document made by :func:`to_json` (a dict, already parsed).

    A game's history may hold at most ``max_actions`` actions and ``max_hands`` deals
    (:mod:`euchre.limits`; None for no cap), else :class:`RecordTooLargeError`.

    >>> import euchre
    >>> from euchre import records
    >>> records.from_json(records.to_json(euchre.presets.OPENSPIEL)) == euchre.presets.OPENSPIEL
    True
    >>> records.from_json({"format": "euchre-record", "version": 1, "type": "deal", "deal": 3})
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: deal: expected a deal object, got the number 3
    """
    record = fields(data, "", _fail, what="a record (a JSON object)")
    if record.get("format") != FORMAT:
        raise expected(record.get("format"), "format", _fail, repr(FORMAT))
    version = whole(record.get("version"), "version", _fail)
    if version != VERSION:
        raise _fail(
            "version", f"unsupported record version {version}; this library reads version {VERSION}"
        )
    kind = one_of(record.get("type"), "type", _fail, _TYPES)
    fields(record, "", _fail, _FIELDS[kind], _NEEDED[kind])
    if kind == "rules":
        return rules_from_json(record["rules"])
    if kind == "deal":
        return _deal_from_json(record["deal"], "deal")
    if kind == "action":
        return _action_from_json(record["action"], "action")
    if kind == "match":
        return _match_from_json(record, max_actions, max_hands)
    return _game_from_json(record, max_actions, max_hands)


def _match_from_json(
    data: dict[str, Any], max_actions: int | None, max_hands: int | None
) -> MatchRecord:
    """A match record: its rules, seed and games (each a game record of its own)."""
    rules = rules_from_json(data["rules"])
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise expected(seed, "seed", _fail, "a whole number or text")
    games = listed(data["games"], "games", _fail, None, "a list of game records")
    read = []
    for number, game in enumerate(games):
        try:
            value = from_json(game, max_actions=max_actions, max_hands=max_hands)
        except RecordTooLargeError:
            raise
        except RecordError as error:
            raise _fail(f"games[{number}]", str(error)) from None
        if not isinstance(value, GameRecord):
            raise _fail(f"games[{number}]", f"expected a game record, got a {type(value).__name__}")
        read.append(value)
    return MatchRecord(rules, seed, tuple(read))


def _history_from_json(
    history_data: object, max_actions: int | None, max_hands: int | None, rules: RuleSet
) -> tuple[list[Deal | Action], list[Seat | Player | None]]:
    items = listed(history_data, "history", _fail, what="a list of deals and actions")
    deals = sum(isinstance(item, dict) for item in items)
    for count, cap, what, keyword in (
        (deals, max_hands, "deals", "max_hands"),
        (len(items) - deals, max_actions, "actions", "max_actions"),
    ):
        if over_cap(count, cap):
            assert cap is not None
            message = f"history: {cap_message(what, cap, keyword)}"
            raise RecordTooLargeError(message, where="history")
    history: list[Deal | Action] = []
    seats: list[Seat | Player | None] = []
    for i, item in enumerate(items):
        where = f"history[{i}]"
        if isinstance(item, dict):
            if set(item) != {"deal"}:
                raise _fail(where, 'a deal is written as {"deal": {...}}')
            history.append(_deal_from_json(item["deal"], f"{where}.deal", rules))
            seats.append(None)
        else:
            action, seat = _labelled_action_from_json(item, where, rules.players)
            history.append(action)
            seats.append(seat)
    return history, seats


def _labelled_action_from_json(
    value: object, where: str, players: int
) -> tuple[Action, Seat | Player | None]:
    """An action item of a game's history: ``"play Jd"`` or ``"West: play Jd"``."""
    if isinstance(value, str):
        match = _LABEL.match(value)
        if match is not None:
            try:
                seat = parse_seat(match.group(1), players)
            except RecordError as error:
                raise _fail(where, str(error)) from None
            return _action_from_json(value[match.end() :], where), seat
    return _action_from_json(value, where), None


def _game_from_json(
    data: dict[str, Any], max_actions: int | None, max_hands: int | None
) -> GameRecord:
    rules = rules_from_json(data["rules"])
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise expected(seed, "seed", _fail, "a whole number, text or null")
    dealer = data.get("dealer")
    if dealer is not None:
        name = text(dealer, "dealer", _fail, "a seat name such as 'North'")
        try:
            dealer = parse_seat(name, rules.players)
        except RecordError as error:
            raise _fail("dealer", str(error)) from None
    players = data.get("players")
    if players is not None:
        names = listed(players, "players", _fail, rules.players, _players_named(rules) + " or null")
        players = [text(name, f"players[{i}]", _fail, "a name") for i, name in enumerate(names)]
    tags = fields(data.get("tags", {}), "tags", _fail, what="an object of text values")
    for key, value in tags.items():
        text(value, f"tags.{key}", _fail)
    history, seats = _history_from_json(data["history"], max_actions, max_hands, rules)
    try:
        return GameRecord(
            rules=rules,
            seed=seed,
            dealer=dealer,
            history=history,
            players=players,
            tags=tags,
            seats=seats,
            **_start_from_json(data, rules),
        )
    except RecordError as error:
        path = re.match(r"([a-z]+(?:\[\d+\])?): ", str(error))
        raise RecordError(str(error), where=path.group(1) if path else None) from None


def _start_from_json(data: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """A game record's ``scores`` (a whole number per side: two, [NS, EW], at the four-seat
    game) and ``hand_number``, when given."""
    start: dict[str, Any] = {}
    if "scores" in data:
        table = rules.table
        count = "two" if table.sides == 2 else str(table.sides)
        what = f"{count} whole numbers [{', '.join(table.side_labels)}]"
        scores = listed(data["scores"], "scores", _fail, table.sides, what)
        start["scores"] = tuple(whole(x, f"scores[{i}]", _fail) for i, x in enumerate(scores))
    if "hand_number" in data:
        start["hand_number"] = whole(data["hand_number"], "hand_number", _fail)
    return start


def dumps(value: Value | State, *, indent: int | None = None) -> str:
    """The JSON text of a RuleSet, Deal, Action, GameRecord or State (see :func:`to_json`).

    >>> import euchre
    >>> from euchre import records
    >>> records.dumps(euchre.parse_action("order up alone"))
    '{"format": "euchre-record", "version": 1, "type": "action", "action": "order up alone"}'
    """
    return json.dumps(to_json(value), indent=indent, ensure_ascii=False)


def loads(
    text: str | bytes, *, max_actions: int | None = MAX_ACTIONS, max_hands: int | None = MAX_HANDS
) -> Value:
    """Read a JSON record written by :func:`dumps`; raises :class:`RecordError` if malformed
    (:class:`RecordTooLargeError` over a cap, see :func:`from_json`).

    >>> import euchre
    >>> from euchre import records
    >>> deal = euchre.Deal.random(euchre.presets.STANDARD, seed=4)
    >>> records.loads(records.dumps(deal)) == deal
    True
    >>> records.loads('{"format": "euchre-record", "version": 1,')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: line 1, column 42: not JSON: Expecting property name enclosed in double quotes
    """
    data = load_json(text)
    return from_json(data, max_actions=max_actions, max_hands=max_hands)


def _not_a_number(word: str) -> object:
    raise ValueError(f"{word} is not a JSON number")


def load_json(
    text: str | bytes,
    error: type[RecordError] = RecordError,
    *,
    reader: str = "this library can read",
    binary_hint: str = "",
    skip_bom: bool = False,
) -> object:
    """Parse JSON text (or UTF-8 bytes) for a reader of records, raising ``error`` (a
    :class:`RecordError`) that says what is wrong and where: bytes that are not UTF-8
    (``binary_hint`` added to the message), a syntax error (with its line and column), or
    JSON ``reader`` cannot follow (nested too deeply, a number too long). ``skip_bom``
    skips a UTF-8 byte order mark before bytes. :func:`loads` and ``egn.loads`` read
    through here.

    >>> from euchre.records import load_json
    >>> load_json(b'{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> load_json('{"a": ]')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: line 1, column 7: not JSON: Expecting value
    """
    if isinstance(text, (bytes, bytearray)):
        raw = bytes(text)
        if skip_bom and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8) :]
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as bad:
            raise error(f"not UTF-8 text{binary_hint}: {bad.reason} at byte {bad.start}") from None
    if not isinstance(text, str):
        raise TypeError(f"expected text or bytes, got {type(text).__name__}")
    try:
        return json.loads(text, parse_constant=_not_a_number)
    except json.JSONDecodeError as bad:
        raise error(
            f"line {bad.lineno}, column {bad.colno}: not JSON: {bad.msg}",
            line=bad.lineno,
            column=bad.colno,
        ) from None
    except RecursionError:
        raise error(f"not JSON {reader}: nested too deeply") from None
    except ValueError as bad:  # e.g. a number too long to read
        raise error(f"not JSON {reader}: {bad}") from None
