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
from euchre.engine.dealing import seeded_deal
from euchre.errors import EuchreError, Reason, shown
from euchre.limits import (
    MAX_ACTIONS,
    MAX_HANDS,
    MAX_LINES,
    RecordLimitError,
    cap_message,
    over_cap,
)
from euchre.presets import get as _preset
from euchre.presets import names as _preset_names
from euchre.rules import RuleSet, codec
from euchre.state import Phase, State, check_start, new_game

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "Origin",
    "Problem",
    "RecordError",
    "RecordTooLargeError",
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
    euchre.records.RecordError: version: unsupported record version 9; this library reads version 1
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


class RecordTooLargeError(RecordError, RecordLimitError):
    """A record over one of the readers' caps (:data:`~euchre.limits.MAX_ACTIONS`
    actions, ``MAX_HANDS`` deals, ``MAX_LINES`` lines): the message names the cap and the
    keyword that lifts it. Both a :class:`RecordError` and a
    :class:`~euchre.limits.RecordLimitError`.

    >>> from euchre import records
    >>> records.parse_text('[Rules "STANDARD"]\\n[Seed "1"]\\npass; pass; pass', max_actions=2)
    Traceback (most recent call last):
    ...
    euchre.records.RecordTooLargeError: line 3, column 13: the record holds more than 2 actions (max_actions=2); ...
    """


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
        f"cannot read {shown(text)} as a seat: use North, East, South or West (or N E S W, 0-3)"
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
    euchre.records.RecordError: rules: unknown knob 'sticky'; the knobs are ...
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


def _items(value: object, what: str, expected: str) -> tuple[Any, ...]:
    """The items of a sequence a record field is given; RecordError for anything else."""
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise RecordError(f"{what}: expected {expected}, got {shown(value)}")
    try:
        return tuple(value)
    except (TypeError, OverflowError, MemoryError):
        raise RecordError(f"{what}: expected {expected}, got {shown(value)}") from None


def _seats(value: object) -> tuple[Seat | None, ...]:
    if value is None:
        return ()
    items = _items(value, "seats", "one seat (or None) per history item")
    return tuple(_seat_or_none(seat) for seat in items)


def _history(value: object) -> tuple[Deal | Action, ...]:
    items = _items(value, "history", "a sequence of Deals and Actions")
    for i, item in enumerate(items):
        if not isinstance(item, (Deal, Action)):
            raise RecordError(
                f"history[{i}]: expected a Deal or an Action, got {type(item).__name__}"
            )
    return items


def _pair(value: object) -> object:
    """The starting scores as a tuple when given as a list (checked by ``check_start``)."""
    return tuple(value) if isinstance(value, list) else value


def _players(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    names = _items(value, "players", "four names (North, East, South, West) or None")
    if len(names) != 4 or not all(isinstance(name, str) for name in names):
        raise RecordError("players: expected four names (North, East, South, West) or None")
    return names


def _origins(value: object) -> tuple[Origin | None, ...]:
    items = _items(value, "origins", "a sequence of Origins (or None)")
    if not all(item is None or isinstance(item, Origin) for item in items):
        raise RecordError("origins: expected a sequence of Origins (or None)")
    return items


_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def _tags(value: object) -> tuple[tuple[str, str], ...]:
    items = value.items() if isinstance(value, Mapping) else _items(value, "tags", "name: text")
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for pair in items:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise RecordError(f"tags: expected (name, text) pairs, got {shown(pair)}")
        key, text = pair
        if not isinstance(key, str) or not _TAG_NAME.fullmatch(key):
            raise RecordError(f"tags: {shown(key)} is not a tag name (letters, digits and _)")
        if not isinstance(text, str):
            raise RecordError(f"tags: the tag {key!r} is {shown(text)}, not text")
        if key in seen:
            raise RecordError(f"tags: {key!r} is given twice")
        seen.add(key)
        out.append((key, text))
    return tuple(out)


def _check_text(record: GameRecord) -> None:
    """Every text of a record can be written to a file: UTF-8 encodes it (no lone
    surrogate, as a bad decoding leaves)."""
    texts = [("rules.name", record.rules.name)]
    texts += [(f"players[{i}]", name) for i, name in enumerate(record.players or ())]
    texts += [(f"tags.{key}", text) for key, text in record.tags]
    for where, text in texts:
        try:
            str(text).encode("utf-8")
        except UnicodeEncodeError as bad:
            raise RecordError(
                f"{where}: {shown(text)} holds {bad.object[bad.start]!r}, which UTF-8 cannot"
                " encode (a lone surrogate): a record's text must be writable to a file"
            ) from None


def _check_seed(seed: object) -> None:
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise RecordError(f"seed: expected a whole number, text or None, got {shown(seed)}")


@attrs.frozen
class GameRecord:
    """A game as data: rules, seed, first dealer and the history of deals and actions.

    ``history`` holds :class:`~euchre.Deal` and :class:`~euchre.Action` items in order, as
    ``state.history`` does: each hand starts with its deal. When the record has a ``seed``
    a hand's deal may be left out (the seed deals it); without one the history starts with
    a deal the rules can start a game with. ``dealer`` None means the dealer ``new_game``
    chooses. ``players`` are four names (North, East, South, West) or None; ``tags`` extra
    text headers such as ``("Event", "Club night")``.

    ``seats`` (one per history item, or empty) are the seats actions were written for where
    that matters to the replay: an action written for a seat that is not to act (an
    out-of-turn action, reported and skipped by :func:`replay`), or one the replay never
    judges (after the game ends, or after an unfinished hand). Seats that agree with the
    replay are dropped, so the record of a game is the same whether its text labelled each
    action or not. ``origins`` (ignored by ``==``) say where each history item was written
    in a text record.

    >>> import euchre
    >>> from euchre import records
    >>> state = euchre.new_game(euchre.presets.OPENSPIEL, seed=1).apply("pass")
    >>> record = records.GameRecord.from_state(state, players=("Ann", "Bo", "Cy", "Di"))
    >>> record.replay() == state, len(record.history)
    (True, 2)
    >>> to_act = state.to_act
    >>> records.GameRecord.from_state(state).seats
    ()
    >>> odd = records.GameRecord(rules=state.rules, seed=1, history=state.history[1:] * 2,
    ...                          seats=(None, to_act.left))  # the second pass: out of turn
    >>> odd.seats == (None, to_act.left), [p.kind for p in records.replay(odd).problems]
    (True, ['out_of_turn'])
    """

    rules: RuleSet = attrs.field()
    seed: int | str | None = attrs.field(default=None)
    dealer: Seat | None = attrs.field(default=None, converter=_seat_or_none)
    history: tuple[Deal | Action, ...] = attrs.field(default=(), converter=_history)
    players: tuple[str, ...] | None = attrs.field(default=None, converter=_players)
    tags: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_tags)
    origins: tuple[Origin | None, ...] = attrs.field(
        default=(), eq=False, repr=False, converter=_origins
    )
    seats: tuple[Seat | None, ...] = attrs.field(default=(), converter=_seats)
    scores: tuple[int, int] = attrs.field(default=(0, 0), converter=_pair)
    hand_number: int = attrs.field(default=0)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.rules, RuleSet):
            raise RecordError(f"rules: expected a RuleSet, got {type(self.rules).__name__}")
        _check_seed(self.seed)
        try:  # where the game starts: new_game(scores=, hand_number=) checks
            check_start(self.rules, self.scores, self.hand_number)
        except EuchreError as error:
            raise RecordError(f"start: {error}") from None
        _check_text(self)
        first = self.history[0] if self.history else None
        if self.seed is None and not isinstance(first, Deal):
            raise RecordError(
                "a game record without a seed must start with a deal (the first hand's cards)"
            )
        try:  # the game must start: a seed the engine takes, or a first deal that fits
            new_game(
                self.rules,
                seed=self.seed,
                dealer=self.dealer,
                deal=first if self.seed is None else None,  # type: ignore[arg-type]
                scores=self.scores,
                hand_number=self.hand_number,
            )
        except EuchreError as error:
            raise RecordError(f"{'history[0]' if self.seed is None else 'seed'}: {error}") from None
        if self.seats:
            if len(self.seats) != len(self.history):
                raise RecordError(
                    f"seats: {len(self.seats)} seats for {len(self.history)} history items;"
                    " give one seat (or None) per item, or none at all"
                )
            for i, (item, seat) in enumerate(zip(self.history, self.seats, strict=True)):
                if isinstance(item, Deal) and seat is not None:
                    raise RecordError(f"seats[{i}]: a deal has no seat (use None)")
            needed = _needed_seats(self) if any(seat is not None for seat in self.seats) else ()
            object.__setattr__(self, "seats", needed)

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
            scores=tuple(state.start_scores),
            hand_number=state.start_hand_number,
        )

    def replay(self) -> State:
        """The state at the end of the record; raises on the first problem.

        Raises :class:`~euchre.IllegalActionError` for an illegal action, or
        :class:`RecordError` when a deal cannot be used or an action is written for a seat
        that is not to act. Use :func:`replay` for a report that lists every problem
        instead.

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
        dealt = _Dealt(seeded=self.seed is not None)
        if self.seed is None:
            yield self.history[0], state, state
        for step in steps:
            before = state
            label = self.seats[step.index] if self.seats else None
            if label is not None and before.to_act is not None and label != before.to_act:
                raise RecordError(
                    f"history[{step.index}]: {step.item} is written for {label}, but"
                    f" {before.to_act} is to act"
                )
            state = step.apply(state, strict=True, dealt=dealt)
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
            **_start_to_json(value),
            "history": [
                {"deal": _deal_to_json(item)} if isinstance(item, Deal) else _action_text(item, seat)
                for item, seat in zip(value.history, value.seats or _no_seats(value), strict=True)
            ],
        }
    raise TypeError(f"cannot write {type(value).__name__} as a record")


def _start_to_json(record: GameRecord) -> dict[str, Any]:
    """Where a game started (``scores``, ``hand_number``), written only when not 0-0, hand 0."""
    start: dict[str, Any] = {}
    if record.scores != (0, 0):
        start["scores"] = list(record.scores)
    if record.hand_number:
        start["hand_number"] = record.hand_number
    return start


def _no_seats(record: GameRecord) -> tuple[None, ...]:
    return (None,) * len(record.history)


def _action_text(action: Action, seat: Seat | None) -> str:
    """An action as a record writes it: ``play Jd``, or ``West: play Jd`` with its seat."""
    return str(action) if seat is None else f"{seat}: {action}"


_FIELDS = {
    "rules": {"rules"},
    "deal": {"deal"},
    "action": {"action"},
    "game": {"rules", "seed", "dealer", "players", "tags", "scores", "hand_number", "history"},
}


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
    for name in _FIELDS[kind] - {"seed", "dealer", "players", "tags", "scores", "hand_number"}:
        if name not in data:
            raise _fail(name, f"missing: a {kind} record needs {name!r}")
    if kind == "rules":
        return rules_from_json(data["rules"])
    if kind == "deal":
        return _deal_from_json(data["deal"], "deal")
    if kind == "action":
        return _action_from_json(data["action"], "action")
    return _game_from_json(data, max_actions, max_hands)


def _history_from_json(
    history_data: object, max_actions: int | None, max_hands: int | None
) -> tuple[list[Deal | Action], list[Seat | None]]:
    if not isinstance(history_data, list):
        raise _fail("history", f"expected a list of deals and actions, got {codec.kind_of(history_data)}")
    deals = sum(isinstance(item, dict) for item in history_data)
    for count, cap, what, keyword in (
        (deals, max_hands, "deals", "max_hands"),
        (len(history_data) - deals, max_actions, "actions", "max_actions"),
    ):
        if over_cap(count, cap):
            assert cap is not None
            raise RecordTooLargeError(f"history: {cap_message(what, cap, keyword)}", where="history")
    history: list[Deal | Action] = []
    seats: list[Seat | None] = []
    for i, item in enumerate(history_data):
        where = f"history[{i}]"
        if isinstance(item, dict):
            if set(item) != {"deal"}:
                raise _fail(where, "a deal is written as {\"deal\": {...}}")
            history.append(_deal_from_json(item["deal"], f"{where}.deal"))
            seats.append(None)
        else:
            action, seat = _labelled_action_from_json(item, where)
            history.append(action)
            seats.append(seat)
    return history, seats


def _labelled_action_from_json(value: object, where: str) -> tuple[Action, Seat | None]:
    """An action item of a game's history: ``"play Jd"`` or ``"West: play Jd"``."""
    if isinstance(value, str):
        match = _LABEL.match(value)
        if match is not None:
            try:
                seat = parse_seat(match.group(1))
            except RecordError as error:
                raise _fail(where, str(error)) from None
            return _action_from_json(value[match.end() :], where), seat
    return _action_from_json(value, where), None


#: A seat label before an action: ``West: play Ad``.
_LABEL = re.compile(r"\s*([A-Za-z]+)\s*:\s*")


def _game_from_json(
    data: dict[str, Any], max_actions: int | None, max_hands: int | None
) -> GameRecord:
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
    history, seats = _history_from_json(data["history"], max_actions, max_hands)
    try:
        return GameRecord(
            rules=rules,
            seed=seed,
            dealer=dealer,
            history=history,
            players=players,
            tags=tags,
            seats=seats,
            **_start_from_json(data),
        )
    except RecordError as error:
        path = re.match(r"([a-z]+(?:\[\d+\])?): ", str(error))
        raise RecordError(str(error), where=path.group(1) if path else None) from None


def _start_from_json(data: dict[str, Any]) -> dict[str, Any]:
    """A game record's ``scores`` (two whole numbers) and ``hand_number``, when given."""
    start: dict[str, Any] = {}
    if "scores" in data:
        scores = data["scores"]
        if not isinstance(scores, list) or len(scores) != 2 or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in scores
        ):
            raise _fail("scores", f"expected two whole numbers [NS, EW], got {codec.kind_of(scores)}")
        start["scores"] = tuple(scores)
    if "hand_number" in data:
        number = data["hand_number"]
        if not isinstance(number, int) or isinstance(number, bool):
            raise _fail("hand_number", f"expected a whole number, got {codec.kind_of(number)}")
        start["hand_number"] = number
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


@attrs.define
class _Dealt:
    """Which deals a game dealt itself, so that a record may write them out: a seeded game
    deals every hand (several at once when the joker turns up and the hand is redealt), and
    its record lists each hand's deal at most once, in order."""

    seeded: bool
    next_hand: int = 0  # the first hand whose deal may still be written out

    def written_out(self, state: State, deal: Deal) -> bool:
        """Whether ``deal`` is one the game dealt itself (then it changes nothing)."""
        if not self.seeded:
            return state.phase is not Phase.DEAL and state.deal == deal
        results = state.results
        for hand in range(self.next_hand, len(results) + 1):
            if hand < len(results):
                dealer = int(results[hand].dealer)
                number = results[hand].number  # hand numbers start where the game did
                dealt = seeded_deal(state.rules, state.seed, number, dealer)  # type: ignore[arg-type]
            elif state.phase not in (Phase.DEAL, Phase.OVER) and state.deal is not None:
                dealt = state.deal
            else:
                break
            if dealt == deal:
                self.next_hand = hand + 1
                return True
        return False

    def acted(self, before: State) -> None:
        """An action taken in the hand in progress: no earlier deal can be written now."""
        self.next_hand = max(self.next_hand, len(before.results) + 1)


@attrs.frozen
class _Step:
    index: int
    item: Deal | Action
    origin: Origin | None

    def apply(self, state: State, *, strict: bool, dealt: _Dealt) -> State:
        item = self.item
        if isinstance(item, Action):
            after = state.apply(item)
            dealt.acted(state)
            return after
        if dealt.written_out(state, item):
            return state  # a deal the game dealt itself, written out
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
    scores, number = record.scores, record.hand_number
    if record.seed is not None:
        state = new_game(
            record.rules, seed=record.seed, dealer=record.dealer, scores=scores, hand_number=number
        )
        return state, steps
    first = steps[0]
    try:
        state = new_game(
            record.rules,
            dealer=record.dealer,
            deal=first.item,  # type: ignore[arg-type]
            scores=scores,
            hand_number=number,
        )
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
    dealt = _Dealt(seeded=record.seed is not None)
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
                state = step.apply(state, strict=False, dealt=dealt)
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
        label = record.seats[step.index] if record.seats else None
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
        state = step.apply(state, strict=False, dealt=dealt)
        fresh = state.hand_number != before.hand_number
        yield step, before, state, None


def _needed_seats(record: GameRecord) -> tuple[Seat | None, ...]:
    """The record's seats without those that agree with the replay (the seat to act)."""
    seats = list(record.seats)
    for step, before, _, _ in _walk(record):
        if seats[step.index] is not None and seats[step.index] == before.to_act:
            seats[step.index] = None
    return tuple(seats) if any(seat is not None for seat in seats) else ()


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

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
#: An escape in a header value: ``\\``, ``\"``, ``\n``, ``\r``, ``\t``, ``\uXXXX``,
#: ``\UXXXXXXXX``; a backslash before any other character is kept as written.
_ESCAPE = re.compile(
    r"\\(u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u[0-9a-fA-F]{4}"
    r"|U[0-9a-fA-F]{8}|.)",
    re.DOTALL,
)


def _escape_char(ch: str) -> str:
    known = _ESCAPES.get(ch)
    if known is not None:
        return known
    if ch.isprintable():
        return ch
    code = ord(ch)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def _quote(text: str) -> str:
    """A header value in quotes, with backslashes, quotes and every character that is not
    printable escaped (control characters, U+2028 and the other line separators), so a
    value never breaks its line however the text is split into lines.

    >>> print(_quote('say "hi"' + chr(0x2028)))
    "say \\"hi\\"\\u2028"
    """
    if text.isprintable() and "\\" not in text and '"' not in text:
        return f'"{text}"'
    return '"' + "".join(map(_escape_char, text)) + '"'


def _unescape_one(match: re.Match[str]) -> str:
    code = match.group(1)
    if len(code) == 11:  # a UTF-16 surrogate pair, as JSON writes a character past U+FFFF
        high, low = int(code[1:5], 16), int(code[7:], 16)
        return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    if len(code) > 1:
        value = int(code[1:], 16)
        if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:  # no lone surrogate: kept as written
            return match.group(0)
        return chr(value)
    return _UNESCAPES.get(code, match.group(0))


def _unescape(raw: str) -> str:
    return _ESCAPE.sub(_unescape_one, raw) if "\\" in raw else raw


def _value_columns(raw: str, column: int) -> list[int]:
    """The column of each character of a header value once unescaped (an escape's
    characters all at the column of its backslash)."""
    out: list[int] = []
    position = 0
    for match in _ESCAPE.finditer(raw):
        out.extend(range(column + position, column + match.start()))
        out.extend([column + match.start()] * len(_unescape_one(match)))
        position = match.end()
    out.extend(range(column + position, column + len(raw)))
    return out


def _format_str(value: str) -> str:
    """Text as a ``[Rule]`` or ``[Tag]`` value: as is, or JSON-quoted when reading it as is
    would change it (surrounding spaces, empty, a leading quote)."""
    if value and value == value.strip() and not value.startswith('"'):
        return value
    return json.dumps(value)


def _read_str(text: str) -> str:
    """The text of a ``[Rule]`` or ``[Tag]`` value: stripped, or unquoted when JSON-quoted."""
    word = text.strip()
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        try:
            value = json.loads(word)
        except ValueError:
            raise ValueError(f"cannot read {word} as quoted text (JSON string escapes)") from None
        if isinstance(value, str):
            return value
    return word


def _finite(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{text} is not a finite number")
    return value


def _format_rule_value(value: object, template: object) -> str:
    """A knob's value as ``[Rule]`` text, as :func:`_parse_rule_value` reads it back
    (``template`` is the knob's default value: it says how to read the text)."""
    if isinstance(template, str) and isinstance(value, str):
        return _format_str(value)
    if template is None or isinstance(template, str):
        return "none" if value is None else json.dumps(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, tuple):
        text = ",".join(str(item) for item in value)
        return text + "," if len(value) < 2 else text
    return str(value)


def _parse_optional(word: str) -> object:
    """A value for a knob whose default is None: none, or a JSON scalar, or bare text."""
    if word.lower() in ("none", "null"):
        return None
    try:
        value = json.loads(word, parse_constant=_not_a_number, parse_float=_finite)
    except ValueError:
        return word
    return value if isinstance(value, (bool, int, float)) else word


def _parse_rule_value(text: str, template: object) -> object:
    """The value of ``[Rule "knob = text"]``, read as the knob's default ``template`` says:
    exactly the values the JSON form accepts (``rules.codec``), written as text."""
    word = text.strip()
    quoted = len(word) >= 2 and word.startswith('"') and word.endswith('"')
    if isinstance(template, str) or (template is None and quoted):
        return _read_str(word)
    if template is None:
        return _parse_optional(word)
    if quoted:
        word = _read_str(word)
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
            names = ", ".join(member.name.lower() for member in type(template))
            raise ValueError(f"expected one of {names}, got {word!r}")
        return found
    if isinstance(template, tuple):
        if "," in word:
            parts = word.split(",")
            if not parts[-1].strip():
                parts.pop()
            return tuple(int(part) for part in parts)
        return word  # e.g. "3-2": the RuleSet reads it
    if isinstance(template, int) and re.fullmatch(r"[-+]?[0-9]+", word):
        return int(word)
    raise ValueError(f"expected a whole number, got {word!r}")


def _leaves(rules: object, prefix: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    for field in attrs.fields(cast(Any, type(rules))):
        value = getattr(rules, field.name)
        if attrs.has(type(value)):
            out.update(_leaves(value, f"{prefix}{field.name}."))
        else:
            out[prefix + field.name] = value
    return out


#: Every knob a ``[Rule]`` header may change (``scoring.euchre`` for a scoring value), with
#: its default value: the default says how the text is read, as in the JSON form.
_RULE_TEMPLATES = _leaves(RuleSet())


def _blame(changes: Sequence[tuple[str, str, int, int]], message: str) -> tuple[int, int]:
    """Where a rules error belongs: the last change of a knob the message names, or the
    last change."""
    for knob, _, number, column in reversed(changes):
        if re.search(rf"\b{re.escape(knob.rsplit('.', 1)[-1])}\b", message):
            return number, column
    return changes[-1][2], changes[-1][3]


def _apply_rules(base: RuleSet, changes: Sequence[tuple[str, str, int, int]]) -> RuleSet:
    """``base`` with the ``[Rule "knob = value"]`` changes (knob, value, line, column)."""
    top: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    for knob, value, number, column in changes:
        if knob not in _RULE_TEMPLATES:
            raise _text_error(
                f"unknown knob {knob!r}; the knobs are " + ", ".join(_RULE_TEMPLATES),
                number,
                column,
            )
        try:
            parsed = _parse_rule_value(value, _RULE_TEMPLATES[knob])
        except ValueError as error:
            raise _text_error(f"{knob}: {error}", number, column) from None
        holder, _, leaf = knob.rpartition(".")
        if holder:
            nested.setdefault(holder, {})[leaf] = parsed
        else:
            top[knob] = parsed
    if not top and not nested:
        return base
    try:
        for holder, values in nested.items():
            top[holder] = attrs.evolve(top.get(holder, getattr(base, holder)), **values)
        return base.replace(**top)
    except (EuchreError, TypeError, ValueError) as error:
        number, column = _blame(changes, str(error))
        raise _text_error(str(error), number, column) from None


def _rule_changes(base: RuleSet, rules: RuleSet) -> list[tuple[str, str]]:
    """The ``[Rule]`` changes that make ``rules`` from ``base`` (knob, value text)."""
    have = _leaves(base)
    changes = [
        (knob, _format_rule_value(value, _RULE_TEMPLATES[knob]))
        for knob, value in _leaves(rules).items()
        if knob != "name" and have.get(knob) != value
    ]
    expected = f"{base.name} (modified)" if changes and base.name != "custom" else base.name
    if rules.name != expected:
        changes.append(("name", _format_rule_value(rules.name, "")))
    return changes


def _reads_back(base: RuleSet, changes: list[tuple[str, str]], rules: RuleSet) -> bool:
    try:
        return _apply_rules(base, [(k, v, 0, 0) for k, v in changes]) == rules
    except RecordError:
        return False


def _rules_headers(rules: RuleSet) -> list[str]:
    """``[Rules]`` and ``[Rule]`` headers that read back as ``rules``: the preset (or the
    defaults) needing the fewest changes, every knob written out if need be."""
    bases = [(name, _preset(name)) for name in _preset_names()] + [("custom", RuleSet())]
    candidates = sorted(
        ((name, base, _rule_changes(base, rules)) for name, base in bases),
        key=lambda candidate: len(candidate[2]),
    )
    every = [(k, _format_rule_value(v, _RULE_TEMPLATES[k])) for k, v in _leaves(rules).items()]
    for name, base, changes in [*candidates, ("custom", RuleSet(), every)]:
        if _reads_back(base, changes, rules):
            return [f"[Rules {_quote(name)}]"] + [
                f"[Rule {_quote(f'{knob} = {value}')}]" for knob, value in changes
            ]
    raise RecordError(f"cannot write these rules as text: {rules!r}")


def _format_deal(deal: Deal) -> str:
    parts = [
        f"{seat.name[0]}: " + " ".join(str(card) for card in hand)
        for seat, hand in zip(Seat, deal.hands, strict=True)
    ]
    parts.append("up: " + ("-" if deal.upcard is None else str(deal.upcard)))
    parts.append("kitty: " + " ".join(str(card) for card in deal.kitty))
    return " | ".join(parts)


_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def _format_seed(seed: int | str) -> str:
    """A seed as its ``[Seed]`` value: text that would read back as something else (a
    number, empty, surrounding spaces, a leading quote) is JSON-quoted."""
    if isinstance(seed, int):
        return str(seed)
    plain = seed and seed == seed.strip() and not seed.startswith('"')
    if plain and not _WHOLE_NUMBER.fullmatch(seed):
        return seed
    return json.dumps(seed)


def format_text(record: GameRecord | State) -> str:
    """The plain-text record of a game: headers, then each hand's deal and actions.

    Each action is labelled with the seat that takes it (an out-of-turn action with the
    seat it was written for); a comment after each hand gives its result. User tags are
    written ``[Tag "Name = text"]``, so no tag can be taken for a header. :func:`parse_text`
    reads the text back to an equal record.

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
    if record.scores != (0, 0):
        lines.append(f"[Scores {_quote(f'{record.scores[0]}, {record.scores[1]}')}]")
    if record.hand_number:
        lines.append(f"[HandNumber {_quote(str(record.hand_number))}]")
    for key, value in record.tags:
        lines.append(f"[Tag {_quote(f'{key} = {_format_str(value)}')}]")
    lines.append("")
    _format_history(record, lines)
    if lines[-1] != "":
        lines.append("")
    return "\n".join(lines)


def _format_history(record: GameRecord, lines: list[str]) -> None:
    """Every history item, labelled with its seat where the record or the replay knows it,
    and a comment after each finished hand (as far as the replay goes)."""
    walk = _walk(record)
    ahead = next(walk, None)
    results = 0
    seats = record.seats or _no_seats(record)
    for index, (item, seat) in enumerate(zip(record.history, seats, strict=True)):
        walked = None
        if ahead is not None and ahead[0].index == index:
            walked, ahead = ahead, next(walk, None)
        if isinstance(item, Deal):
            if lines[-1] != "":
                lines.append("")
            lines.append(f"[Deal {_quote(_format_deal(item))}]")
        else:
            if seat is None and walked is not None:
                seat = walked[1].to_act
            lines.append(_action_text(item, seat))
        if walked is not None:
            after = walked[2]
            while len(after.results) > results:
                lines.append("# " + _describe_result(after, results))
                results += 1


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
_HEADER_VALUE = re.compile(r'(?:[^"\\]|\\.)*', re.DOTALL)
_HEADER_END = re.compile(r"\s*\]\s*(?:#.*)?", re.DOTALL)
#: An action (or ``;``-separated actions) on a line: from a character that is not a space.
_TOKEN = re.compile(r"[^;\s][^;]*")


@attrs.frozen
class _Header:
    """A header line read: its name, value (unescaped), the value as written and where."""

    name: str
    value: str
    raw: str
    line: int
    column: int  # of the value's first character (1-based)

    def error(self, message: str, offset: int | None = None) -> RecordError:
        """An error at the value's character ``offset`` (None: at the header's value)."""
        column = self.column
        if offset is not None:
            columns = _value_columns(self.raw, self.column)
            column = columns[offset] if offset < len(columns) else self.column + len(self.raw)
        return _text_error(message, self.line, column)


def _read_header(line: str, start: int, number: int) -> _Header:
    """The header at ``line[start:]`` (which starts with ``[``)."""
    match = _HEADER.match(line, start)
    if match is None:
        raise _text_error('a header is written [Name "value"]', number, start + 1)
    body = _HEADER_VALUE.match(line, match.end())
    assert body is not None  # the pattern matches the empty text
    end = body.end()
    if end >= len(line) or line[end] != '"':
        raise _text_error("the header value has no closing quote", number, len(line) + 1)
    if _HEADER_END.fullmatch(line, end + 1) is None:
        rest = line[end + 1 :]
        column = end + 2 + (len(rest) - len(rest.lstrip()))
        raise _text_error("expected ] after the header value", number, column)
    raw = body.group()
    return _Header(match.group(1), _unescape(raw), raw, number, match.end() + 1)


#: The most cards one part of a deal can hold (more is an error whatever the deck).
_MOST_CARDS = 128
_DEAL_PARTS = {
    "n": "north", "north": "north", "e": "east", "east": "east", "s": "south",
    "south": "south", "w": "west", "west": "west", "up": "up", "upcard": "up",
    "u": "up", "kitty": "kitty", "k": "kitty",
}  # fmt: skip
_DEAL_ORDER = ("north", "east", "south", "west", "up", "kitty")


def _deal_parts(header: _Header) -> dict[str, tuple[int, list[Card]]]:
    """The parts of a ``[Deal]`` value by name: (offset in the value, cards)."""
    value = header.value
    parts: list[tuple[int, str]] = []
    start = 0
    for i, ch in enumerate(value + "|"):
        if ch == "|":
            parts.append((start, value[start:i]))
            start = i + 1
    slots: dict[str, tuple[int, list[Card]]] = {}
    labelled = None
    for position, (offset, text) in enumerate(parts):
        match = re.match(r"\s*([A-Za-z]+)\s*:", text)
        if labelled is None:
            labelled = match is not None
        elif labelled != (match is not None):
            start_at = offset + len(text) - len(text.lstrip())
            raise header.error("label every part of the deal (N: ... | up: ...) or none", start_at)
        if match is not None:
            slot = _DEAL_PARTS.get(match.group(1).lower())
            if slot is None:
                raise header.error(
                    f"{match.group(1)!r} is not a part of a deal: use N, E, S, W, up, kitty",
                    offset + match.start(1),
                )
            body_offset = offset + match.end()
        else:
            if position >= len(_DEAL_ORDER):
                raise header.error("too many parts: a deal is N | E | S | W | upcard | kitty", offset)
            slot = _DEAL_ORDER[position]
            body_offset = offset
        if slot in slots:
            raise header.error(f"the {slot} part is given twice", offset)
        slots[slot] = (offset, _deal_cards(header, slot, body_offset, offset + len(text)))
    return slots


def _deal_cards(header: _Header, slot: str, start: int, end: int) -> list[Card]:
    cards: list[Card] = []
    for found in re.finditer(r"[^\s,]+", header.value[start:end]):
        if slot == "up" and found.group() == "-":
            continue
        if len(cards) >= _MOST_CARDS:
            raise header.error(f"the {slot} part holds more cards than any deal", start)
        try:
            cards.append(parse_card(found.group()))
        except EuchreError as bad:
            raise header.error(str(bad), start + found.start()) from None
    return cards


def _parse_deal(header: _Header, rules: RuleSet) -> Deal:
    """The deal of a ``[Deal]`` header, as written: whether the rules can use it is for the
    replay to say (a ``bad_deal`` problem), so a record keeps a misdeal."""
    slots = _deal_parts(header)
    for slot in _DEAL_ORDER[:5]:
        if slot not in slots:
            raise header.error(f"the deal has no {slot} part", len(header.value))
    up_offset, up_cards = slots["up"]
    if len(up_cards) > 1:
        raise header.error("the upcard is one card", up_offset)
    hands = [slots[seat][1] for seat in _DEAL_ORDER[:4]]
    upcard = up_cards[0] if up_cards else None
    if "kitty" in slots:
        kitty = slots["kitty"][1]
    else:  # the rest of the rules' deck (the engine's), each card as the text reads it
        rest = Counter(parse_card(str(card)) for card in cards_from_mask(DECKS[rules.deck]))
        rest.subtract(card for cards in (*hands, up_cards) for card in cards)
        kitty = [card for card, left in rest.items() for _ in range(left)]
    try:
        return Deal(hands=hands, upcard=upcard, kitty=kitty)
    except EuchreError as bad:
        raise header.error(str(bad), 0) from None


def _text_error(message: str, number: int, column: int) -> RecordError:
    return RecordError(f"line {number}, column {column}: {message}", line=number, column=column)


def _too_large(what: str, cap: int, keyword: str, number: int, column: int) -> RecordError:
    return RecordTooLargeError(
        f"line {number}, column {column}: {cap_message(what, cap, keyword)}",
        line=number,
        column=column,
    )


def _parse_seed(word: str, number: int, column: int) -> int | str:
    """A ``[Seed]`` header's value: a whole number, a quoted text or a bare word."""
    if _WHOLE_NUMBER.fullmatch(word):
        try:
            return int(word)
        except ValueError:  # more digits than Python converts
            raise _text_error(
                f"the seed {word[:12]}... is too large: {len(word)} digits", number, column
            ) from None
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        try:
            return _read_str(word)
        except ValueError:
            raise _text_error(f"cannot read the seed {word}", number, column) from None
    if word:
        return word
    raise _text_error('the seed is empty (an empty text seed is written [Seed "\\"\\""])', number, column)


def _read_tag(value: str) -> tuple[str, str]:
    """A ``[Tag "Name = text"]`` value: the tag's name and text (a value that does not
    start with a tag name is a tag named Tag, as older versions wrote it)."""
    match = re.fullmatch(r"\s*([A-Za-z][A-Za-z0-9_]*)\s*=(.*)", value, re.DOTALL)
    if match is None:
        return "Tag", value
    return match.group(1), _read_str(match.group(2))


@attrs.define
class _TextReader:
    """A plain-text record read line by line (see :func:`parse_text`)."""

    max_actions: int | None = MAX_ACTIONS
    max_hands: int | None = MAX_HANDS
    rules: RuleSet | None = None
    rule_changes: list[tuple[str, str, int, int]] = attrs.Factory(list)
    dealer: Seat | None = None
    seed: int | str | None = None
    seed_at: tuple[int, int] = (1, 1)
    start: dict[str, Any] = attrs.Factory(dict)  # scores, hand_number: where the game started
    start_at: tuple[int, int] = (1, 1)
    players: list[str | None] = attrs.Factory(lambda: [None, None, None, None])
    tags: dict[str, str] = attrs.Factory(dict)
    seen: set[str] = attrs.Factory(set)
    history: list[Deal | Action] = attrs.Factory(list)
    seats: list[Seat | None] = attrs.Factory(list)
    origins: list[Origin | None] = attrs.Factory(list)
    pending_deals: list[tuple[_Header, int]] = attrs.Factory(list)
    actions: int = 0
    in_body: bool = False

    def line(self, number: int, raw: str) -> None:
        line = raw.rstrip()
        start = len(line) - len(line.lstrip())
        if start == len(line) or line[start] == "#":
            return
        if line[start] == "[":
            self.header(_read_header(line, start, number), start)
            return
        self.in_body = True
        comment = line.find("#")
        for match in _TOKEN.finditer(line if comment < 0 else line[:comment]):
            self.action(match.group().rstrip(), number, match.start() + 1)

    def header(self, header: _Header, start: int) -> None:
        name, number = header.name, header.line
        if name == "Deal":  # read once the rules are known: a placeholder until then
            if over_cap(len(self.pending_deals) + 1, self.max_hands):
                assert self.max_hands is not None
                raise _too_large("deals", self.max_hands, "max_hands", number, start + 1)
            self.in_body = True
            self.history.append(Deal(hands=((), (), (), ()), upcard=None))
            self.seats.append(None)
            self.origins.append(Origin(number, start + 1))
            self.pending_deals.append((header, len(self.history) - 1))
            return
        if self.in_body:
            raise _text_error(f"header [{name}] must come before the hands", number, start + 1)
        if name in self.seen and name not in ("Rule", "Tag"):
            raise _text_error(f"header [{name}] is given twice", number, start + 1)
        self.seen.add(name)
        self.setting(name, header.value, number, header.column)

    def setting(self, name: str, value: str, number: int, column: int) -> None:
        """A header before the hands: the rules, a rule change, the dealer, the seed, a
        player's name or a tag."""
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
            self.seed_at = (number, column)
        elif name in ("Scores", "HandNumber"):
            self.start_header(name, value, number, column)
        elif name in ("North", "East", "South", "West"):
            self.players[Seat[name.upper()]] = value
        else:
            try:
                key, text = _read_tag(value) if name == "Tag" else (name, value)
            except ValueError as error:
                raise _text_error(str(error), number, column) from None
            if key in self.tags:
                raise _text_error(f"the tag {key!r} is given twice", number, column)
            self.tags[key] = text

    def start_header(self, name: str, value: str, number: int, column: int) -> None:
        """``[Scores "9, 9"]`` (NS, EW) or ``[HandNumber "5"]``: where the game started."""
        parts = [part.strip() for part in value.split(",")] if name == "Scores" else [value.strip()]
        if len(parts) != (2 if name == "Scores" else 1) or not all(
            re.fullmatch(r"-?[0-9]{1,9}", part) for part in parts
        ):
            shape = '[Scores "NS, EW"], such as [Scores "9, 9"]' if name == "Scores" else '[HandNumber "5"]'
            raise _text_error(f"expected {shape}, got {value!r}", number, column)
        if name == "Scores":
            self.start["scores"] = (int(parts[0]), int(parts[1]))
        else:
            self.start["hand_number"] = int(parts[0])
        self.start_at = (number, column)

    def action(self, token: str, number: int, column: int) -> None:
        """One action, optionally labelled with its seat (``West: play Ad``)."""
        self.actions += 1
        if over_cap(self.actions, self.max_actions):
            assert self.max_actions is not None
            raise _too_large("actions", self.max_actions, "max_actions", number, column)
        label: Seat | None = None
        match = _LABEL.match(token)
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
        self.seats.append(label)
        self.origins.append(Origin(number, column, label))

    def record(self) -> GameRecord:
        """The record read, once every line is: the rules changed, the deals read."""
        if self.rules is None:
            raise _text_error(
                'the record has no [Rules "..."] header (a preset name, or custom)', 1, 1
            )
        rules = _apply_rules(self.rules, self.rule_changes)
        for header, index in self.pending_deals:
            self.history[index] = _parse_deal(header, rules)
        named = [name for name in self.players if name is not None]
        if named and len(named) != 4:
            missing = [
                str(seat) for seat, name in zip(Seat, self.players, strict=True) if name is None
            ]
            raise _text_error(f"name all four players or none: missing {', '.join(missing)}", 1, 1)
        if self.seed is None:
            self.check_first_deal(rules)
        try:
            return GameRecord(
                rules=rules,
                seed=self.seed,
                dealer=self.dealer,
                history=self.history,
                players=tuple(name or "" for name in self.players) if named else None,
                tags=self.tags,
                origins=tuple(self.origins),
                seats=self.seats,
                **self.start,
            )
        except RecordError as error:  # a seed the engine refuses, text UTF-8 cannot encode
            where = self.seed_at if str(error).startswith("seed:") else (1, 1)
            where = self.start_at if str(error).startswith("start:") else where
            raise _text_error(str(error), *where) from None

    def check_first_deal(self, rules: RuleSet) -> None:
        """Without a seed, the first hand's ``[Deal]`` starts the game: it must fit."""
        first = self.history[0] if self.history else None
        if not isinstance(first, Deal):
            origin = self.origins[0] if self.origins else None
            raise _text_error(
                "the record has no [Seed] header, so the first hand needs a [Deal \"...\"]",
                origin.line if origin else 1,
                origin.column if origin else 1,
            )
        try:
            new_game(rules, dealer=self.dealer, deal=first)
        except EuchreError as error:
            raise self.pending_deals[0][0].error(str(error), 0) from None


def _lines(text: str, max_lines: int | None) -> Iterator[tuple[int, str]]:
    """The lines of ``text`` with their numbers, at most ``max_lines`` of them."""
    start = 0
    number = 0
    while True:
        number += 1
        if over_cap(number, max_lines):
            assert max_lines is not None
            raise _too_large("lines", max_lines, "max_lines", number, 1)
        end = text.find("\n", start)
        if end < 0:
            yield number, text[start:]
            return
        yield number, text[start:end]
        start = end + 1


def parse_text(
    text: str | bytes,
    *,
    max_actions: int | None = MAX_ACTIONS,
    max_hands: int | None = MAX_HANDS,
    max_lines: int | None = MAX_LINES,
) -> GameRecord:
    """Read a plain-text record; raises :class:`RecordError` naming the line and column.

    Headers come first: ``[Rules "NAME"]`` (a preset, or ``custom`` for the defaults),
    any number of ``[Rule "knob = value"]`` changes (``scoring.euchre = 3``), ``[North
    "name"]`` ... ``[West "name"]``, ``[Dealer "East"]``, ``[Seed "7"]``, tags as ``[Tag
    "Name = text"]`` and any other ``[Name "text"]`` as a tag. Then the hands: ``[Deal "N:
    ... | E: ... | S: ... | W: ... | up: Ah | kitty: ..."]`` (the kitty may be left out)
    followed by actions in the canonical text, one per line or separated by ``;``, each
    optionally labelled with its seat (``West: play Ad``). ``#`` starts a comment. In a
    header value, ``\\"``, ``\\\\``, ``\\n``, ``\\r``, ``\\t`` and ``\\uXXXX`` are escapes.

    A record may hold at most ``max_actions`` actions, ``max_hands`` deals and
    ``max_lines`` lines (:mod:`euchre.limits`; None for no cap), else
    :class:`RecordTooLargeError`. Bytes are read as UTF-8.

    >>> from euchre import records
    >>> record = records.parse_text('[Rules "STANDARD"]\\n[Rule "target = 5"]\\n[Seed "3"]\\npass; pass')
    >>> record.rules.target, record.seed, [str(a) for a in record.history]
    (5, 3, ['pass', 'pass'])
    >>> records.parse_text('[Rules "STANDARD"]\\n[Seed "3"]\\npass\\nfold')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: line 4, column 1: cannot read 'fold' as an action: ...
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as bad:
            raise RecordError(f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    if not isinstance(text, str):
        raise TypeError(f"expected text, got {type(text).__name__}")
    reader = _TextReader(max_actions=max_actions, max_hands=max_hands)
    for number, raw in _lines(text.removeprefix("\ufeff"), max_lines):
        reader.line(number, raw)
    return reader.record()
