"""A game as data: :class:`GameRecord` (rules, seed, first dealer, the history of deals
and actions) and :class:`Origin`, with :func:`parse_seat` and how a record writes an action
with its seat."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from euchre.actions import Action
from euchre.cards import PLAYERS, Player, Seat
from euchre.deal import Deal
from euchre.engine.explain import turn_reason
from euchre.errors import EuchreError, shown
from euchre.records._errors import RecordError
from euchre.records._replay import _Dealt, _needed_seats, _start
from euchre.rules import RuleSet
from euchre.state import State, check_start, new_game

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



def parse_seat(text: str | int | Seat | Player, players: int = 4) -> Seat | Player:
    """A seat from its name (``North``), letter (``N``), or number 0-3; at a table of other
    than four ``players`` a :class:`~euchre.Player` from its letter (``A`` to ``F``) or number.

    >>> from euchre import records
    >>> records.parse_seat("west"), records.parse_seat("E"), records.parse_seat(2)
    (<Seat.WEST: 3>, <Seat.EAST: 1>, <Seat.SOUTH: 2>)
    >>> records.parse_seat("c", players=3), records.parse_seat(1, players=3)
    (<Player.C: 2>, <Player.B: 1>)
    """
    if players != 4:
        return _parse_player(text, players)
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


def _parse_player(text: object, players: int) -> Player:
    """A seat of a table of ``players`` other than four: its letter or number."""
    if isinstance(text, int) and not isinstance(text, (bool, Seat)) and 0 <= text < players:
        return PLAYERS[text]
    if isinstance(text, str):
        word = text.strip().upper()
        if len(word) == 1 and "A" <= word < chr(ord("A") + players):
            return PLAYERS[ord(word) - ord("A")]
    letters = ", ".join(str(p) for p in PLAYERS[: players - 1]) + f" or {PLAYERS[players - 1]}"
    raise RecordError(
        f"cannot read {shown(text)} as a seat: players={players} seats {letters}"
        f" (or 0-{players - 1})"
    )


def _players_named(rules: RuleSet) -> str:
    """The seats a record's ``players`` names: ``four names (North, East, South, West)``."""
    table = rules.table
    count = "four" if table.players == 4 else str(table.players)
    return f"{count} names ({', '.join(table.seat_names)})"


#: A seat label before an action: ``West: play Ad``.
_LABEL = re.compile(r"\s*([A-Za-z]+)\s*:\s*")


def _no_seats(record: GameRecord) -> tuple[None, ...]:
    return (None,) * len(record.history)


def _action_text(action: Action, seat: Seat | Player | None) -> str:
    """An action as a record writes it: ``play Jd``, or ``West: play Jd`` with its seat."""
    return str(action) if seat is None else f"{seat}: {action}"



@attrs.frozen
class Origin:
    """Where a history item was written in a text record, and the seat it was labelled with.

    >>> from euchre import records
    >>> records.Origin(line=3, column=1, seat=None).line
    3
    """

    line: int
    column: int
    seat: Seat | Player | None = None


def _seat_or_none(value: object, players: int = 4) -> Seat | Player | None:
    return None if value is None else parse_seat(value, players)  # type: ignore[arg-type]


def _seat_value(value: object) -> object:
    """A seat as given (read against the rules' table once the record has them): a Seat,
    a Player, a number or a word; RecordError for anything else."""
    if value is None or (isinstance(value, (str, int)) and not isinstance(value, bool)):
        return value
    return parse_seat(value)  # type: ignore[arg-type]  # raises: not a seat


def _items(value: object, what: str, expected: str) -> tuple[Any, ...]:
    """The items of a sequence a record field is given; RecordError for anything else."""
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise RecordError(f"{what}: expected {expected}, got {shown(value)}")
    try:
        return tuple(value)
    except (TypeError, OverflowError, MemoryError):
        raise RecordError(f"{what}: expected {expected}, got {shown(value)}") from None


def _seats(value: object) -> tuple[object, ...]:
    if value is None:
        return ()
    items = _items(value, "seats", "one seat (or None) per history item")
    return tuple(_seat_value(seat) for seat in items)


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
    return _items(value, "players", "a name for each seat or None")


def _check_players(record: GameRecord) -> None:
    """A record's ``players``: one name per seat of its rules' table."""
    names = record.players
    if names is not None and (
        len(names) != record.rules.players or not all(isinstance(name, str) for name in names)
    ):
        raise RecordError(f"players: expected {_players_named(record.rules)} or None")


def _check_deal_shapes(record: GameRecord) -> None:
    """Each deal of a record has one hand per seat of its rules' table (the cards in them
    may be wrong: replaying reports that)."""
    players = record.rules.players
    for i, item in enumerate(record.history):
        if isinstance(item, Deal) and len(item.hands) != players:
            raise RecordError(
                f"history[{i}]: a deal of {len(item.hands)} hands, but the rules seat "
                f"players={players}: give one hand per seat"
            )


def _read_seats(record: GameRecord) -> None:
    """The dealer and the seats of a record as its table's seats (Seat, or Player)."""
    players = record.rules.players
    object.__setattr__(record, "dealer", _seat_or_none(record.dealer, players))
    seats = tuple(_seat_or_none(seat, players) for seat in record.seats)
    object.__setattr__(record, "seats", seats)


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
    chooses. ``players`` are a name for each seat (four: North, East, South, West; at
    other tables A, B, C, ... as :attr:`~euchre.RuleSet.table` names them) or None;
    ``scores`` where the game starts, one number per side (``(0, 0)``, the default, starts
    any table at nothing); ``tags`` extra text headers such as ``("Event", "Club night")``.

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
    dealer: Seat | Player | None = attrs.field(default=None, converter=_seat_value)
    history: tuple[Deal | Action, ...] = attrs.field(default=(), converter=_history)
    players: tuple[str, ...] | None = attrs.field(default=None, converter=_players)
    tags: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_tags)
    origins: tuple[Origin | None, ...] = attrs.field(
        default=(), eq=False, repr=False, converter=_origins
    )
    seats: tuple[Seat | Player | None, ...] = attrs.field(default=(), converter=_seats)
    scores: tuple[int, ...] = attrs.field(default=(0, 0), converter=_pair)
    hand_number: int = attrs.field(default=0)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.rules, RuleSet):
            raise RecordError(f"rules: expected a RuleSet, got {type(self.rules).__name__}")
        _read_seats(self)
        _check_players(self)
        _check_deal_shapes(self)
        if self.scores == (0, 0) and self.rules.table.sides != 2:
            object.__setattr__(self, "scores", (0,) * self.rules.table.sides)
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
                    f" {before.to_act} is to act: {turn_reason(before, label)}"
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
