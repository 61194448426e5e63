"""Replaying a record through the engine: :func:`replay` and its :class:`ReplayReport` of
every :class:`Problem`, and the walk that :class:`~euchre.records.GameRecord` and the text
writer share."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from euchre.actions import Action
from euchre.cards import Player, Seat
from euchre.deal import Deal
from euchre.engine.dealing import seeded_deal
from euchre.engine.explain import turn_reason
from euchre.errors import EuchreError, Reason
from euchre.records._errors import RecordError
from euchre.rules import RuleSet
from euchre.state import Phase, State, new_game

if TYPE_CHECKING:
    from euchre.records._game import GameRecord, Origin


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
    seat: Seat | Player | None = None
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


def score_line(rules: RuleSet, score: Sequence[int]) -> str:
    """A score with the table's side labels: ``NS 3 - EW 2`` (the four-seat game's
    ``str(Score)``), ``A 3 - B 0 - C 1``.

    >>> import euchre
    >>> from euchre.records._replay import score_line
    >>> score_line(euchre.presets.STANDARD, (3, 2))
    'NS 3 - EW 2'
    >>> score_line(euchre.RuleSet(players=3, partnership="none"), (3, 0, 1))
    'A 3 - B 0 - C 1'
    """
    labels = rules.table.side_labels
    return " - ".join(f"{label} {value}" for label, value in zip(labels, score, strict=True))


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
        scores = self.state.scores
        score = scores if self.state.rules.table.four else score_line(self.state.rules, scores)
        head = f"{self.applied} actions replayed; score {score}"
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
                        "message": f"{item} is written for {label}, but {seat} is to act: "
                        f"{turn_reason(state, label)}",
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


def _needed_seats(record: GameRecord) -> tuple[Seat | Player | None, ...]:
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
