"""Game records: JSON forms of rules, deals, actions and games, and a plain-text record.

Every value has a JSON form that reads back equal (``loads(dumps(x)) == x``), stamped with
a format name and a version:

>>> import euchre
>>> from euchre import records
>>> state = euchre.new_game(euchre.presets.STANDARD, seed=7)
>>> state = state.apply("pass").apply("pass")
>>> record = records.GameRecord.from_state(state)
>>> records.loads(records.dumps(record)) == record
True

The plain-text record is for people: headers, then each hand's deal and its actions in the
canonical action text. ``replay`` reports illegal actions with the engine's explanation
instead of raising:

>>> text = '''
... [Rules "CARDGAMES_IO"]
... [Dealer "East"]
... [Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh | up: Ah"]
... South: pass
... West: order up
... East: discard 9c
... South: play Kd
... West: play 9h
... '''
>>> report = records.replay(records.parse_text(text))
>>> print(report.problems[0])
line 9, column 1: hand 1, West: play 9h is not legal now: hearts are trump, ...
>>> report.problems[0].reason
<Reason.MUST_FOLLOW_SUIT: 'must_follow_suit'>
"""

from __future__ import annotations

import codecs
import enum
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Union, cast

import attrs

from euchre.actions import Action, parse_action
from euchre.cards import Card, Seat, cards_from_mask, parse_card
from euchre.deal import Deal
from euchre.engine.cardorder import DECKS
from euchre.errors import EuchreError, Reason
from euchre.presets import get as _preset
from euchre.presets import names as _preset_names
from euchre.rules import RuleSet, codec
from euchre.state import Phase, State, new_game

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "Origin",
    "Problem",
    "RecordError",
    "ReplayReport",
    "dumps",
    "format_text",
    "from_json",
    "loads",
    "parse_seat",
    "parse_text",
    "replay",
    "rules_from_json",
    "rules_to_json",
    "to_json",
]

#: The ``format`` field of every JSON record.
FORMAT = "euchre-record"
#: The version of the JSON record format this module writes and reads.
VERSION = 1

Value = Union[RuleSet, Deal, Action, "GameRecord"]

_SEAT_WORDS = {
    "north": Seat.NORTH,
    "n": Seat.NORTH,
    "east": Seat.EAST,
    "e": Seat.EAST,
    "south": Seat.SOUTH,
    "s": Seat.SOUTH,
    "west": Seat.WEST,
    "w": Seat.WEST,
}


class RecordError(EuchreError):
    """A record (JSON or text) that cannot be read: the message says what and where.

    ``where`` is the path inside a JSON document (``"rules.target"``); ``line`` and
    ``column`` (1-based) the position in a text record. Any of them may be None.

    >>> from euchre import records
    >>> records.loads('{"format": "euchre-record", "version": 9, "type": "action"}')
    Traceback (most recent call last):
    ...
    euchre.notation.records.RecordError: version: unsupported record version 9; this library reads version 1
    """

    def __init__(
        self,
        message: str,
        *,
        where: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        super().__init__(message)
        self.where = where
        self.line = line
        self.column = column


def _fail(where: str, message: str) -> RecordError:
    return RecordError(f"{where}: {message}" if where else message, where=where or None)


def parse_seat(text: str | int | Seat) -> Seat:
    """A seat from its name (``North``), letter (``N``), or number 0-3.

    >>> from euchre import records
    >>> records.parse_seat("west"), records.parse_seat("E"), records.parse_seat(2)
    (<Seat.WEST: 3>, <Seat.EAST: 1>, <Seat.SOUTH: 2>)
    """
    if isinstance(text, Seat):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        if 0 <= text <= 3:
            return Seat(text)
    elif isinstance(text, str):
        seat = _SEAT_WORDS.get(text.strip().lower())
        if seat is not None:
            return seat
    raise RecordError(
        f"cannot read {text!r} as a seat: use North, East, South or West (or N E S W, 0-3)"
    )


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
    euchre.notation.records.RecordError: rules: unknown knob 'sticky'; the knobs are ...
    """
    try:
        return codec.from_json(data, where)
    except codec.RulesJsonError as error:
        raise RecordError(str(error), where=error.where) from None


def _deal_to_json(deal: Deal) -> dict[str, Any]:
    return {
        "hands": [[str(card) for card in hand] for hand in deal.hands],
        "upcard": None if deal.upcard is None else str(deal.upcard),
        "kitty": [str(card) for card in deal.kitty],
    }


def _cards_from_json(value: object, where: str) -> list[Card]:
    if not isinstance(value, list):
        raise _fail(where, f"expected a list of cards, got {codec.kind_of(value)}")
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise _fail(f"{where}[{i}]", f"expected a card such as 'Jd', got {codec.kind_of(item)}")
        try:
            out.append(parse_card(item))
        except EuchreError as error:
            raise _fail(f"{where}[{i}]", str(error)) from None
    return out


def _deal_from_json(data: object, where: str) -> Deal:
    if not isinstance(data, dict):
        raise _fail(where, f"expected a deal object, got {codec.kind_of(data)}")
    extra = set(data) - {"hands", "upcard", "kitty"}
    if extra:
        raise _fail(where, f"unknown deal field {sorted(extra)[0]!r}; known: hands, upcard, kitty")
    if "hands" not in data:
        raise _fail(where, "a deal needs 'hands' (four lists of cards: North, East, South, West)")
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != 4:
        raise _fail(f"{where}.hands", "expected four lists of cards (North, East, South, West)")
    hand_cards = [_cards_from_json(hand, f"{where}.hands[{i}]") for i, hand in enumerate(hands)]
    upcard_text = data.get("upcard")
    upcard: Card | None = None
    if upcard_text is not None:
        if not isinstance(upcard_text, str):
            raise _fail(f"{where}.upcard", f"expected a card or null, got {codec.kind_of(upcard_text)}")
        try:
            upcard = parse_card(upcard_text)
        except EuchreError as error:
            raise _fail(f"{where}.upcard", str(error)) from None
    kitty = _cards_from_json(data.get("kitty", []), f"{where}.kitty")
    try:
        return Deal(hands=hand_cards, upcard=upcard, kitty=kitty)
    except EuchreError as error:
        raise _fail(where, str(error)) from None


def _action_from_json(value: object, where: str) -> Action:
    if not isinstance(value, str):
        raise _fail(where, f"expected an action such as 'play Jd', got {codec.kind_of(value)}")
    try:
        return parse_action(value)
    except EuchreError as error:
        raise _fail(where, str(error)) from None


# --------------------------------------------------------------------------- game records


@attrs.frozen
class Origin:
    """Where a history item was written in a text record, and the seat it was labelled with.

    >>> from euchre import records
    >>> records.Origin(line=3, column=1, seat=None).line
    3
    """

    line: int
    column: int
    seat: Seat | None = None


def _seat_or_none(value: object) -> Seat | None:
    return None if value is None else parse_seat(value)  # type: ignore[arg-type]


def _history(value: Iterable[Any]) -> tuple[Deal | Action, ...]:
    items = tuple(value)
    for i, item in enumerate(items):
        if not isinstance(item, (Deal, Action)):
            raise RecordError(
                f"history[{i}]: expected a Deal or an Action, got {type(item).__name__}"
            )
    return items


def _players(value: Iterable[Any] | None) -> tuple[str, ...] | None:
    if value is None:
        return None
    names = tuple(value)
    if len(names) != 4 or not all(isinstance(name, str) for name in names):
        raise RecordError("players: expected four names (North, East, South, West) or None")
    return names


def _tags(value: Mapping[str, str] | Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    items = value.items() if isinstance(value, Mapping) else value
    out = tuple((str(key), str(text)) for key, text in items)
    seen: set[str] = set()
    for key, _ in out:
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", key):
            raise RecordError(f"tags: {key!r} is not a tag name (letters, digits and _)")
        if key in seen:
            raise RecordError(f"tags: {key!r} is given twice")
        seen.add(key)
    return out


@attrs.frozen
class GameRecord:
    """A game as data: rules, seed, first dealer and the history of deals and actions.

    ``history`` holds :class:`~euchre.Deal` and :class:`~euchre.Action` items in order, as
    ``state.history`` does: each hand starts with its deal. When the record has a ``seed``
    a hand's deal may be left out (the seed deals it). ``dealer`` None means the dealer
    ``new_game`` chooses. ``players`` are four names (North, East, South, West) or None;
    ``tags`` extra text headers such as ``("Event", "Club night")``. ``origins`` (ignored by
    ``==``) says where each history item was written in a text record.

    >>> import euchre
    >>> from euchre import records
    >>> state = euchre.new_game(euchre.presets.OPENSPIEL, seed=1).apply("pass")
    >>> record = records.GameRecord.from_state(state, players=("Ann", "Bo", "Cy", "Di"))
    >>> record.replay() == state, len(record.history)
    (True, 2)
    """

    rules: RuleSet = attrs.field()
    seed: int | str | None = attrs.field(default=None)
    dealer: Seat | None = attrs.field(default=None, converter=_seat_or_none)
    history: tuple[Deal | Action, ...] = attrs.field(default=(), converter=_history)
    players: tuple[str, ...] | None = attrs.field(default=None, converter=_players)
    tags: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_tags)
    origins: tuple[Origin | None, ...] = attrs.field(default=(), eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.rules, RuleSet):
            raise RecordError(f"rules: expected a RuleSet, got {type(self.rules).__name__}")
        if self.seed is not None and (
            isinstance(self.seed, bool) or not isinstance(self.seed, (int, str))
        ):
            raise RecordError(f"seed: expected a whole number, text or None, got {self.seed!r}")
        if self.seed is None and not (self.history and isinstance(self.history[0], Deal)):
            raise RecordError(
                "a game record without a seed must start with a deal (the first hand's cards)"
            )

    @classmethod
    def from_state(
        cls,
        state: State,
        *,
        players: Sequence[str] | None = None,
        tags: Mapping[str, str] | Sequence[tuple[str, str]] = (),
    ) -> GameRecord:
        """The record of a game so far: its rules, seed, first dealer and history.

        >>> import euchre
        >>> from euchre import records
        >>> state = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=euchre.Seat.WEST)
        >>> records.GameRecord.from_state(state).dealer
        <Seat.WEST: 3>
        """
        dealer = state.results[0].dealer if state.results else state.dealer
        return cls(
            rules=state.rules,
            seed=state.seed,
            dealer=dealer,
            history=state.history,
            players=None if players is None else tuple(players),
            tags=tags,
        )

    def replay(self) -> State:
        """The state at the end of the record; raises on the first problem.

        Raises :class:`~euchre.IllegalActionError` for an illegal action, or
        :class:`RecordError` when a deal cannot be used. Use :func:`replay` for a report
        that lists every problem instead.

        >>> import euchre
        >>> from euchre import records
        >>> record = records.GameRecord(rules=euchre.presets.STANDARD, seed=5,
        ...                             history=(euchre.parse_action("play 9c"),))
        >>> record.replay()
        Traceback (most recent call last):
        ...
        euchre.errors.IllegalActionError: play 9c is not legal now: ...
        """
        final = None
        for _, _, after in self.steps():
            final = after
        if final is None:  # pragma: no cover - steps() yields at least the first deal
            final, _ = _start(self)
        return final

    def steps(self) -> Iterator[tuple[Deal | Action, State, State]]:
        """Each history item with the state before and after it; raises like :meth:`replay`.

        >>> import euchre
        >>> from euchre import records
        >>> state = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=euchre.Seat.EAST)
        >>> [(str(item), before.to_act) for item, before, _ in
        ...  records.GameRecord.from_state(state.apply("pass")).steps()][1:]
        [('pass', <Seat.SOUTH: 2>)]
        """
        state, steps = _start(self)
        if self.seed is None:
            yield self.history[0], state, state
        for step in steps:
            before = state
            state = step.apply(state, strict=True)
            yield step.item, before, state

    @property
    def hands(self) -> tuple[tuple[Deal | None, tuple[Action, ...]], ...]:
        """The history split at each deal: ``(deal, actions)`` pairs (deal None when seeded).

        >>> import euchre
        >>> from euchre import records
        >>> state = euchre.new_game(euchre.presets.STANDARD, seed=3).apply("pass")
        >>> [len(actions) for _, actions in records.GameRecord.from_state(state).hands]
        [1]
        """
        out: list[tuple[Deal | None, list[Action]]] = []
        for item in self.history:
            if isinstance(item, Deal):
                out.append((item, []))
            else:
                if not out:
                    out.append((None, []))
                out[-1][1].append(item)
        return tuple((deal, tuple(actions)) for deal, actions in out)


# --------------------------------------------------------------------------- JSON documents


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
            "history": [
                {"deal": _deal_to_json(item)} if isinstance(item, Deal) else str(item)
                for item in value.history
            ],
        }
    raise TypeError(f"cannot write {type(value).__name__} as a record")


_FIELDS = {
    "rules": {"rules"},
    "deal": {"deal"},
    "action": {"action"},
    "game": {"rules", "seed", "dealer", "players", "tags", "history"},
}


def from_json(data: object) -> Value:
    """The value of a JSON document made by :func:`to_json` (a dict, already parsed).

    >>> import euchre
    >>> from euchre import records
    >>> records.from_json(records.to_json(euchre.presets.OPENSPIEL)) == euchre.presets.OPENSPIEL
    True
    >>> records.from_json({"format": "euchre-record", "version": 1, "type": "deal", "deal": 3})
    Traceback (most recent call last):
    ...
    euchre.notation.records.RecordError: deal: expected a deal object, got the number 3
    """
    if not isinstance(data, dict):
        raise _fail("", f"a record is a JSON object, got {codec.kind_of(data)}")
    if data.get("format") != FORMAT:
        raise _fail("format", f"expected {FORMAT!r}, got {codec.kind_of(data.get('format'))}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _fail("version", f"expected a whole number, got {codec.kind_of(version)}")
    if version != VERSION:
        raise _fail(
            "version", f"unsupported record version {version}; this library reads version {VERSION}"
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _fail("type", f"expected one of {', '.join(_FIELDS)}, got {codec.kind_of(kind)}")
    extra = set(data) - _FIELDS[kind] - {"format", "version", "type"}
    if extra:
        raise _fail(sorted(extra)[0], f"unknown field in a {kind} record")
    for name in _FIELDS[kind] - {"seed", "dealer", "players", "tags"}:
        if name not in data:
            raise _fail(name, f"missing: a {kind} record needs {name!r}")
    if kind == "rules":
        return rules_from_json(data["rules"])
    if kind == "deal":
        return _deal_from_json(data["deal"], "deal")
    if kind == "action":
        return _action_from_json(data["action"], "action")
    return _game_from_json(data)


def _game_from_json(data: dict[str, Any]) -> GameRecord:
    rules = rules_from_json(data["rules"])
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise _fail("seed", f"expected a whole number, text or null, got {codec.kind_of(seed)}")
    dealer_text = data.get("dealer")
    dealer = None
    if dealer_text is not None:
        if not isinstance(dealer_text, str):
            raise _fail("dealer", f"expected a seat name such as 'North', got {codec.kind_of(dealer_text)}")
        try:
            dealer = parse_seat(dealer_text)
        except RecordError as error:
            raise _fail("dealer", str(error)) from None
    players = data.get("players")
    if players is not None and (
        not isinstance(players, list)
        or len(players) != 4
        or not all(isinstance(p, str) for p in players)
    ):
        raise _fail("players", "expected four names (North, East, South, West) or null")
    tags = data.get("tags", {})
    if not isinstance(tags, dict) or not all(isinstance(v, str) for v in tags.values()):
        raise _fail("tags", "expected an object of text values")
    history_data = data["history"]
    if not isinstance(history_data, list):
        raise _fail("history", f"expected a list of deals and actions, got {codec.kind_of(history_data)}")
    history: list[Deal | Action] = []
    for i, item in enumerate(history_data):
        where = f"history[{i}]"
        if isinstance(item, dict):
            if set(item) != {"deal"}:
                raise _fail(where, "a deal is written as {\"deal\": {...}}")
            history.append(_deal_from_json(item["deal"], f"{where}.deal"))
        else:
            history.append(_action_from_json(item, where))
    try:
        return GameRecord(
            rules=rules, seed=seed, dealer=dealer, history=history, players=players, tags=tags
        )
    except RecordError as error:
        raise _fail("history" if "deal" in str(error) else "", str(error)) from None


def dumps(value: Value | State, *, indent: int | None = None) -> str:
    """The JSON text of a RuleSet, Deal, Action, GameRecord or State (see :func:`to_json`).

    >>> import euchre
    >>> from euchre import records
    >>> records.dumps(euchre.parse_action("order up alone"))
    '{"format": "euchre-record", "version": 1, "type": "action", "action": "order up alone"}'
    """
    return json.dumps(to_json(value), indent=indent, ensure_ascii=False)


def loads(text: str | bytes) -> Value:
    """Read a JSON record written by :func:`dumps`; raises :class:`RecordError` if malformed.

    >>> import euchre
    >>> from euchre import records
    >>> deal = euchre.Deal.random(euchre.presets.STANDARD, seed=4)
    >>> records.loads(records.dumps(deal)) == deal
    True
    >>> records.loads('{"format": "euchre-record", "version": 1,')
    Traceback (most recent call last):
    ...
    euchre.notation.records.RecordError: line 1, column 42: not JSON: Expecting property name enclosed in double quotes
    """
    data = load_json(text)
    return from_json(data)


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

    >>> from euchre.notation.records import load_json
    >>> load_json(b'{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> load_json('{"a": ]')
    Traceback (most recent call last):
    ...
    euchre.notation.records.RecordError: line 1, column 7: not JSON: Expecting value
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
        return json.loads(text)
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


# --------------------------------------------------------------------------- replay


@attrs.frozen
class Problem:
    """Something in a record the engine could not follow, and why.

    ``kind`` is a short code: ``illegal_action`` (with the engine's ``reason``),
    ``out_of_turn``, ``bad_deal``, ``unfinished_hand``, ``not_replayed``, or one of the EGN
    codes (see :mod:`euchre.egn`). ``hand`` is the engine's hand number (0-based),
    ``index`` the position in the record's history, ``line``/``column`` the place in a text
    record, ``where`` the place in a JSON file.

    >>> from euchre import records
    >>> print(records.Problem(kind="bad_deal", message="9c is dealt twice", hand=2))
    hand 3: 9c is dealt twice
    """

    kind: str
    message: str
    hand: int | None = None
    index: int | None = None
    seat: Seat | None = None
    action: Action | None = None
    reason: Reason | None = None
    line: int | None = None
    column: int | None = None
    where: str | None = None

    def __str__(self) -> str:
        parts = []
        if self.line is not None:
            parts.append(f"line {self.line}, column {self.column}: ")
        elif self.where:
            parts.append(f"{self.where}: ")
        context = []
        if self.hand is not None:
            context.append(f"hand {self.hand + 1}")
        if self.seat is not None:
            context.append(str(self.seat))
        if context:
            parts.append(", ".join(context) + ": ")
        parts.append(self.message)
        return "".join(parts)


@attrs.frozen
class ReplayReport:
    """The result of :func:`replay`: the final state, the problems found, the actions applied.

    >>> import euchre
    >>> from euchre import records
    >>> report = records.replay(records.GameRecord(rules=euchre.presets.STANDARD, seed=1))
    >>> report.ok, report.applied, report.state.phase
    (True, 0, <Phase.ORDER: 'order'>)
    """

    state: State
    problems: tuple[Problem, ...]
    applied: int

    @property
    def ok(self) -> bool:
        """True when every item of the record was replayed."""
        return not self.problems

    def __str__(self) -> str:
        head = f"{self.applied} actions replayed; score {self.state.scores}"
        if not self.problems:
            return head + "; no problems"
        return head + f"; {len(self.problems)} problems:\n" + "\n".join(
            f"  {problem}" for problem in self.problems
        )


@attrs.frozen
class _Step:
    index: int
    item: Deal | Action
    origin: Origin | None

    def apply(self, state: State, *, strict: bool) -> State:
        item = self.item
        if isinstance(item, Action):
            return state.apply(item)
        if state.phase is not Phase.DEAL and state.deal == item:
            return state  # the seeded deal, written out
        try:
            return state.apply_deal(item)
        except EuchreError as error:
            if strict:
                raise RecordError(f"history[{self.index}]: {error}") from None
            raise


def _start(record: GameRecord) -> tuple[State, list[_Step]]:
    origins = record.origins
    steps = [
        _Step(i, item, origins[i] if i < len(origins) else None)
        for i, item in enumerate(record.history)
    ]
    if record.seed is not None:
        return new_game(record.rules, seed=record.seed, dealer=record.dealer), steps
    first = steps[0]
    try:
        state = new_game(record.rules, dealer=record.dealer, deal=first.item)  # type: ignore[arg-type]
    except EuchreError as error:
        raise RecordError(f"history[0]: {error}") from None
    return state, steps[1:]


def _locate(problem: dict[str, Any], step: _Step) -> dict[str, Any]:
    problem["index"] = step.index
    if step.origin is not None:
        problem["line"] = step.origin.line
        problem["column"] = step.origin.column
    return problem


def _walk(record: GameRecord) -> Iterator[tuple[_Step, State, State, Problem | None]]:
    """Each step, the states before and after it, and its problem (None when applied)."""
    state, steps = _start(record)
    if record.seed is None:
        first = _Step(0, record.history[0], record.origins[0] if record.origins else None)
        yield first, state, state, None
    fresh = True  # no action yet in the current hand
    for position, step in enumerate(steps):
        item = step.item
        before = state
        if isinstance(item, Deal):
            if state.phase is not Phase.DEAL and not fresh and not state.is_over:
                rest = len(steps) - position
                yield step, before, before, Problem(
                    **_locate(
                        {
                            "kind": "unfinished_hand",
                            "message": f"a new deal comes before hand {state.hand_number + 1} "
                            f"is finished ({state.phase.value} phase, {state.to_act} to act); "
                            f"the replay stops here, {rest} items not replayed",
                            "hand": state.hand_number,
                        },
                        step,
                    )
                )
                return
            try:
                state = step.apply(state, strict=False)
            except EuchreError as error:
                yield step, before, before, Problem(
                    **_locate(
                        {"kind": "bad_deal", "message": str(error), "hand": state.hand_number},
                        step,
                    )
                )
                continue
            fresh = True
            yield step, before, state, None
            continue
        seat = state.to_act
        label = step.origin.seat if step.origin is not None else None
        if label is not None and seat is not None and label != seat:
            yield step, before, before, Problem(
                **_locate(
                    {
                        "kind": "out_of_turn",
                        "message": f"{item} is written for {label}, but {seat} is to act",
                        "hand": state.hand_number,
                        "seat": label,
                        "action": item,
                    },
                    step,
                )
            )
            continue
        why = None if state.is_legal(item) else state.explain(item)
        if why is not None and not why.legal:
            yield step, before, before, Problem(
                **_locate(
                    {
                        "kind": "illegal_action",
                        "message": why.message,
                        "hand": state.hand_number,
                        "seat": seat if seat is not None else label,
                        "action": item,
                        "reason": why.reason,
                    },
                    step,
                )
            )
            continue
        state = state.apply(item)
        fresh = state.hand_number != before.hand_number
        yield step, before, state, None


def replay(record: GameRecord) -> ReplayReport:
    """Replay a record through the engine, listing every problem instead of raising.

    An illegal action is reported with the engine's explanation (``message``, ``reason``)
    and skipped; the replay goes on with the next item. A deal that arrives before the hand
    in progress is finished stops the replay (the engine cannot abandon a hand).

    >>> import euchre
    >>> from euchre import records
    >>> record = records.GameRecord(rules=euchre.presets.STANDARD, seed=5,
    ...     history=(euchre.parse_action("play 9c"), euchre.parse_action("pass")))
    >>> report = records.replay(record)
    >>> [(p.kind, p.reason, p.index) for p in report.problems], report.applied
    ([('illegal_action', <Reason.WRONG_PHASE: 'wrong_phase'>, 0)], 1)
    """
    problems: list[Problem] = []
    applied = 0
    state: State | None = None
    for step, _, after, problem in _walk(record):
        state = after
        if problem is not None:
            problems.append(problem)
        elif isinstance(step.item, Action):
            applied += 1
    if state is None:
        state, _ = _start(record)
    return ReplayReport(state=state, problems=tuple(problems), applied=applied)


# --------------------------------------------------------------------------- text records


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n").replace("\r", "\\r") + '"'


def _format_value(value: object) -> str:
    if isinstance(value, str) and (value != value.strip() or value.startswith('"') or not value):
        return json.dumps(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, tuple):
        return ",".join(_format_value(v) for v in value)
    return str(value)


def _leaves(rules: object, prefix: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    for field in attrs.fields(cast(Any, type(rules))):
        value = getattr(rules, field.name)
        if attrs.has(type(value)):
            out.update(_leaves(value, f"{prefix}{field.name}."))
        else:
            out[prefix + field.name] = value
    return out


def _rules_headers(rules: RuleSet) -> list[str]:
    target = _leaves(rules)
    bases = [(name, _preset(name)) for name in _preset_names()] + [("custom", RuleSet())]
    best: tuple[int, list[str]] | None = None
    for name, base in bases:
        have = _leaves(base)
        diff = [f"{k} = {_format_value(v)}" for k, v in target.items() if k != "name" and have.get(k) != v]
        expected = base.name
        if diff and base.name != "custom":
            expected = f"{base.name} (modified)"
        if rules.name != expected:
            diff.append(f"name = {_format_value(rules.name)}")
        lines = [f"[Rules {_quote(name)}]"] + [f"[Rule {_quote(change)}]" for change in diff]
        if best is None or len(diff) < best[0]:
            best = (len(diff), lines)
    assert best is not None
    return best[1]


def _format_deal(deal: Deal) -> str:
    parts = [
        f"{seat.name[0]}: " + " ".join(str(card) for card in hand)
        for seat, hand in zip(Seat, deal.hands, strict=True)
    ]
    parts.append("up: " + ("-" if deal.upcard is None else str(deal.upcard)))
    parts.append("kitty: " + " ".join(str(card) for card in deal.kitty))
    return " | ".join(parts)


def _format_seed(seed: int | str) -> str:
    if isinstance(seed, int):
        return str(seed)
    if re.fullmatch(r"\s*-?\d+\s*", seed) or seed.startswith('"') or seed != seed.strip():
        return json.dumps(seed)
    return seed


def format_text(record: GameRecord | State) -> str:
    """The plain-text record of a game: headers, then each hand's deal and actions.

    Each action is labelled with the seat that takes it; a comment after each hand gives
    its result. :func:`parse_text` reads the text back to an equal record.

    >>> import euchre
    >>> from euchre import records
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=euchre.Seat.EAST, deal=deal)
    >>> print(records.format_text(state.apply("pass").apply("order up alone")))
    [Rules "CARDGAMES_IO"]
    [Dealer "East"]
    <BLANKLINE>
    [Deal "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh | W: Qh Kh Ah 9s Ts | up: Js | kitty: Qs Ks As"]
    South: pass
    West: order up alone
    <BLANKLINE>
    """
    if isinstance(record, State):
        record = GameRecord.from_state(record)
    lines = _rules_headers(record.rules)
    if record.players is not None:
        for seat, name in zip(Seat, record.players, strict=True):
            lines.append(f"[{seat} {_quote(name)}]")
    if record.dealer is not None:
        lines.append(f"[Dealer {_quote(str(record.dealer))}]")
    if record.seed is not None:
        lines.append(f"[Seed {_quote(_format_seed(record.seed))}]")
    for key, value in record.tags:
        lines.append(f"[{key} {_quote(value)}]")
    lines.append("")
    results = 0
    for step, before, after, problem in _walk(record):
        item = step.item
        if isinstance(item, Deal):
            if lines[-1] != "":
                lines.append("")
            lines.append(f"[Deal {_quote(_format_deal(item))}]")
        else:
            actor = before.to_act if problem is None else None
            lines.append(f"{actor}: {item}" if actor is not None else str(item))
        while len(after.results) > results:
            lines.append("# " + _describe_result(after, results))
            results += 1
    if lines[-1] != "":
        lines.append("")
    return "\n".join(lines)


def _describe_result(state: State, number: int) -> str:
    """The comment after hand ``number``: its result, or why it was thrown in (everyone
    passed, a declaration, the joker turned up).

    >>> import euchre
    >>> from euchre import records
    >>> rules = euchre.presets.STANDARD.replace(ace_no_face=True)
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td 9h Th", "Kd Ad Jd Qd Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
    >>> _describe_result(state.apply("declare ace no face"), 0)
    'hand 1: ace no face declared, thrown in'
    """
    result = state.results[number]
    if result.thrown_in:
        if result.declared is None:
            why = "all passed"
        elif result.declared == "joker upcard":
            why = "the joker turned up"
        else:
            why = f"{result.declared} declared"
        return f"hand {number + 1}: {why}, thrown in"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    if result.lone_defender is not None:
        alone += f", {result.lone_defender} defending alone"
    total = [0, 0]
    for r in state.results[: number + 1]:
        total[0] += r.points[0]
        total[1] += r.points[1]
    return (
        f"hand {number + 1}: {result.maker} made {result.trump}{alone}; tricks NS "
        f"{result.tricks[0]} - EW {result.tricks[1]}; points NS +{result.points[0]} "
        f"EW +{result.points[1]}; score NS {total[0]} - EW {total[1]}"
    )


_HEADER = re.compile(r"\[\s*([A-Za-z][A-Za-z0-9_]*)\s+\"")


def _read_header(line: str, number: int) -> tuple[str, str, list[int], int]:
    """Name, unescaped value, the 1-based column of each value character, value column."""
    match = _HEADER.match(line)
    if match is None:
        raise RecordError(
            f"line {number}, column 1: a header is written [Name \"value\"]",
            line=number,
            column=1,
        )
    name = match.group(1)
    chars: list[str] = []
    columns: list[int] = []
    i = match.end()
    start = i + 1
    while True:
        if i >= len(line):
            raise RecordError(
                f"line {number}, column {i + 1}: the header value has no closing quote",
                line=number,
                column=i + 1,
            )
        ch = line[i]
        if ch == "\\" and i + 1 < len(line) and line[i + 1] in '\\"nr':
            chars.append({"n": "\n", "r": "\r"}.get(line[i + 1], line[i + 1]))
            columns.append(i + 1)
            i += 2
            continue
        if ch == '"':
            break
        chars.append(ch)
        columns.append(i + 1)
        i += 1
    rest = line[i + 1 :]
    stripped = rest.strip()
    if not stripped.startswith("]") or (stripped[1:].strip() and not stripped[1:].strip().startswith("#")):
        col = i + 2 + (len(rest) - len(rest.lstrip()))
        raise RecordError(
            f"line {number}, column {col}: expected ] after the header value",
            line=number,
            column=col,
        )
    return name, "".join(chars), columns, start


def _parse_rule_value(text: str, template: object) -> object:
    word = text.strip()
    low = word.lower()
    if isinstance(template, bool):
        if low in ("true", "yes", "on"):
            return True
        if low in ("false", "no", "off"):
            return False
        raise ValueError(f"expected true or false, got {word!r}")
    if isinstance(template, enum.Enum):
        found = codec.enum_member(type(template), word)
        if found is None:
            raise ValueError(f"{word!r} is not a {type(template).__name__}")
        return found
    if isinstance(template, tuple):
        if "," in word:
            return tuple(int(part) for part in word.split(","))
        return word  # e.g. "3-2": the RuleSet reads it
    if isinstance(template, int) or template is None:
        if low in ("none", "null"):
            return None
        if re.fullmatch(r"-?\d+", word):
            return int(word)
        if isinstance(template, int):
            raise ValueError(f"expected a whole number, got {word!r}")
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        return str(json.loads(word))
    return word


def _apply_rules(base: RuleSet, changes: list[tuple[str, str, int, int]]) -> RuleSet:
    top: dict[str, Any] = {}
    for knob, value, number, column in changes:
        where = f"line {number}, column {column}"
        path = knob.split(".")
        holder: object = base
        if len(path) == 2:
            holder = top.get(path[0], getattr(base, path[0], None))
        if len(path) > 2 or not attrs.has(type(holder)):
            raise RecordError(f"{where}: unknown knob {knob!r}", line=number, column=column)
        leaf = path[-1]
        fields = attrs.fields_dict(type(holder))  # type: ignore[arg-type]
        if leaf not in fields:
            known = ", ".join(fields)
            raise RecordError(
                f"{where}: unknown knob {knob!r}; the knobs are {known}", line=number, column=column
            )
        try:
            parsed = _parse_rule_value(value, getattr(holder, leaf))
            if len(path) == 1:
                top[leaf] = parsed
            else:
                top[path[0]] = attrs.evolve(holder, **{leaf: parsed})  # type: ignore[misc]
        except (TypeError, ValueError) as error:
            raise RecordError(f"{where}: {knob}: {error}", line=number, column=column) from None
    if not top:
        return base
    try:
        return base.replace(**top)
    except (TypeError, ValueError) as error:
        number, column = changes[-1][2], changes[-1][3]
        raise RecordError(
            f"line {number}, column {column}: {error}", line=number, column=column
        ) from None


def _parse_deal(
    value: str, columns: list[int], number: int, rules: RuleSet
) -> Deal:
    def error(message: str, offset: int) -> RecordError:
        column = columns[offset] if offset < len(columns) else (columns[-1] + 1 if columns else 1)
        return RecordError(f"line {number}, column {column}: {message}", line=number, column=column)

    parts: list[tuple[int, str]] = []
    start = 0
    for i, ch in enumerate(value + "|"):
        if ch == "|":
            parts.append((start, value[start:i]))
            start = i + 1
    slots: dict[str, tuple[int, list[Card]]] = {}
    order = ["north", "east", "south", "west", "up", "kitty"]
    names = {
        "n": "north", "north": "north", "e": "east", "east": "east", "s": "south",
        "south": "south", "w": "west", "west": "west", "up": "up", "upcard": "up",
        "u": "up", "kitty": "kitty", "k": "kitty",
    }  # fmt: skip
    labelled = None
    for position, (offset, text) in enumerate(parts):
        match = re.match(r"\s*([A-Za-z]+)\s*:", text)
        is_labelled = match is not None
        if labelled is None:
            labelled = is_labelled
        elif labelled != is_labelled:
            start_at = offset + len(text) - len(text.lstrip())
            raise error("label every part of the deal (N: ... | up: ...) or none", start_at)
        if match is not None:
            slot = names.get(match.group(1).lower())
            if slot is None:
                raise error(
                    f"{match.group(1)!r} is not a part of a deal: use N, E, S, W, up, kitty",
                    offset + match.start(1),
                )
            body_offset = offset + match.end()
        else:
            if position >= len(order):
                raise error("too many parts: a deal is N | E | S | W | upcard | kitty", offset)
            slot = order[position]
            body_offset = offset
        if slot in slots:
            raise error(f"the {slot} part is given twice", offset)
        cards: list[Card] = []
        body = value[body_offset : offset + len(text)]
        for found in re.finditer(r"[^\s,]+", body):
            if slot == "up" and found.group() == "-":
                continue
            try:
                cards.append(parse_card(found.group()))
            except EuchreError as bad:
                raise error(str(bad), body_offset + found.start()) from None
        slots[slot] = (offset, cards)
    for slot in order[:5]:
        if slot not in slots:
            raise error(f"the deal has no {slot} part", len(value))
    up_offset, up_cards = slots["up"]
    if len(up_cards) > 1:
        raise error("the upcard is one card", up_offset)
    hands = [slots[seat][1] for seat in order[:4]]
    upcard = up_cards[0] if up_cards else None
    if "kitty" in slots:
        kitty = slots["kitty"][1]
    else:  # the rest of the rules' deck (the engine's), each card as the text reads it
        rest = Counter(parse_card(str(card)) for card in cards_from_mask(DECKS[rules.deck]))
        rest.subtract(card for cards in (*hands, up_cards) for card in cards)
        kitty = [card for card, left in rest.items() for _ in range(left)]
    try:
        deal = Deal(hands=hands, upcard=upcard, kitty=kitty)
        deal.check(rules)
    except EuchreError as bad:
        raise error(str(bad), 0) from None
    return deal


_KNOWN = {"Rules", "Rule", "Dealer", "Seed", "Deal", "North", "East", "South", "West"}


def _text_error(message: str, number: int, column: int) -> RecordError:
    return RecordError(f"line {number}, column {column}: {message}", line=number, column=column)


def _parse_seed(word: str, number: int, column: int) -> int | str:
    """A ``[Seed]`` header's value: a whole number, a quoted text or a bare word."""
    if re.fullmatch(r"-?\d+", word):
        return int(word)
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        try:
            return str(json.loads(word))
        except ValueError:
            raise _text_error(f"cannot read the seed {word}", number, column) from None
    if word:
        return word
    raise _text_error("the seed is empty", number, column)


@attrs.define
class _TextReader:
    """A plain-text record read line by line (see :func:`parse_text`)."""

    rules: RuleSet | None = None
    rule_changes: list[tuple[str, str, int, int]] = attrs.Factory(list)
    dealer: Seat | None = None
    seed: int | str | None = None
    players: list[str | None] = attrs.Factory(lambda: [None, None, None, None])
    tags: list[tuple[str, str]] = attrs.Factory(list)
    seen: set[str] = attrs.Factory(set)
    history: list[Deal | Action] = attrs.Factory(list)
    origins: list[Origin | None] = attrs.Factory(list)
    pending_deals: list[tuple[str, list[int], int, int]] = attrs.Factory(list)
    in_body: bool = False

    def line(self, number: int, raw: str) -> None:
        line = raw.rstrip()
        content = line.lstrip()
        indent = len(line) - len(content)
        if not content or content.startswith("#"):
            return
        if content.startswith("["):
            self.header(content, number, indent)
            return
        self.in_body = True
        code = line.split("#", 1)[0]
        position = 0
        for piece in code.split(";"):
            token = piece.strip()
            column = position + len(piece) - len(piece.lstrip()) + 1
            position += len(piece) + 1
            if token:
                self.action(token, number, column)

    def header(self, content: str, number: int, indent: int) -> None:
        name, value, columns, value_column = _read_header(content, number)
        columns = [c + indent for c in columns]
        value_column += indent
        if name == "Deal":  # read once the rules are known: a placeholder until then
            self.in_body = True
            self.history.append(Deal(hands=((), (), (), ()), upcard=None))
            self.origins.append(Origin(number, indent + 1))
            self.pending_deals.append((value, columns, number, len(self.history) - 1))
            return
        if self.in_body:
            raise _text_error(f"header [{name}] must come before the hands", number, indent + 1)
        if name in self.seen and name != "Rule":
            raise _text_error(f"header [{name}] is given twice", number, indent + 1)
        self.seen.add(name)
        self.setting(name, value, number, value_column)

    def setting(self, name: str, value: str, number: int, column: int) -> None:
        """A header before the hands: the rules, a rule change, the dealer, the seed, a
        player's name or any other tag."""
        if name == "Rules":
            try:
                self.rules = RuleSet() if value.strip().lower() == "custom" else _preset(value)
            except EuchreError as error:
                raise _text_error(str(error), number, column) from None
        elif name == "Rule":
            knob, sep, setting = value.partition("=")
            if not sep or not knob.strip():
                raise _text_error('a rule is written [Rule "knob = value"]', number, column)
            self.rule_changes.append((knob.strip(), setting, number, column))
        elif name == "Dealer":
            try:
                self.dealer = parse_seat(value)
            except RecordError as error:
                raise _text_error(str(error), number, column) from None
        elif name == "Seed":
            self.seed = _parse_seed(value.strip(), number, column)
        elif name in ("North", "East", "South", "West"):
            self.players[Seat[name.upper()]] = value
        else:
            self.tags.append((name, value))

    def action(self, token: str, number: int, column: int) -> None:
        """One action, optionally labelled with its seat (``West: play Ad``)."""
        label: Seat | None = None
        match = re.match(r"([A-Za-z]+)\s*:\s*", token)
        if match is not None:
            try:
                label = parse_seat(match.group(1))
            except RecordError as error:
                raise _text_error(str(error), number, column) from None
            action_text = token[match.end() :]
            action_column = column + match.end()
        else:
            action_text, action_column = token, column
        try:
            action = parse_action(action_text)
        except EuchreError as error:
            card = re.match(r"(?i)(play|discard)\s+(?=\S+$)", action_text)
            at = action_column + (card.end() if card is not None else 0)
            raise _text_error(str(error), number, at) from None
        self.history.append(action)
        self.origins.append(Origin(number, column, label))

    def record(self) -> GameRecord:
        """The record read, once every line is: the rules changed, the deals read."""
        if self.rules is None:
            raise _text_error(
                'the record has no [Rules "..."] header (a preset name, or custom)', 1, 1
            )
        rules = _apply_rules(self.rules, self.rule_changes) if self.rule_changes else self.rules
        for value, columns, number, index in self.pending_deals:
            self.history[index] = _parse_deal(value, columns, number, rules)
        named = [name for name in self.players if name is not None]
        if named and len(named) != 4:
            missing = [
                str(seat) for seat, name in zip(Seat, self.players, strict=True) if name is None
            ]
            raise _text_error(f"name all four players or none: missing {', '.join(missing)}", 1, 1)
        if self.seed is None and not (self.history and isinstance(self.history[0], Deal)):
            origin = self.origins[0] if self.origins else None
            raise _text_error(
                "the record has no [Seed] header, so the first hand needs a [Deal \"...\"]",
                origin.line if origin else 1,
                origin.column if origin else 1,
            )
        return GameRecord(
            rules=rules,
            seed=self.seed,
            dealer=self.dealer,
            history=self.history,
            players=tuple(name or "" for name in self.players) if named else None,
            tags=self.tags,
            origins=tuple(self.origins),
        )


def parse_text(text: str) -> GameRecord:
    """Read a plain-text record; raises :class:`RecordError` naming the line and column.

    Headers come first: ``[Rules "NAME"]`` (a preset, or ``custom`` for the defaults),
    any number of ``[Rule "knob = value"]`` changes (``scoring.euchre = 3``), ``[North
    "name"]`` ... ``[West "name"]``, ``[Dealer "East"]``, ``[Seed "7"]`` and any other
    ``[Tag "text"]``. Then the hands: ``[Deal "N: ... | E: ... | S: ... | W: ... | up: Ah |
    kitty: ..."]`` (the kitty may be left out) followed by actions in the canonical text,
    one per line or separated by ``;``, each optionally labelled with its seat (``West:
    play Ad``). ``#`` starts a comment.

    >>> from euchre import records
    >>> record = records.parse_text('[Rules "STANDARD"]\\n[Rule "target = 5"]\\n[Seed "3"]\\npass; pass')
    >>> record.rules.target, record.seed, [str(a) for a in record.history]
    (5, 3, ['pass', 'pass'])
    >>> records.parse_text('[Rules "STANDARD"]\\n[Seed "3"]\\npass\\nfold')
    Traceback (most recent call last):
    ...
    euchre.notation.records.RecordError: line 4, column 1: cannot read 'fold' as an action: ...
    """
    if not isinstance(text, str):
        raise TypeError(f"expected text, got {type(text).__name__}")
    reader = _TextReader()
    for number, raw in enumerate(text.split("\n"), start=1):
        reader.line(number, raw)
    return reader.record()
