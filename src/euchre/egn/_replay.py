"""Replaying EGN: every hand of an :class:`EgnGame` played through the engine
(:func:`replay`), reported hand by hand (:class:`EgnReplay`, :class:`EgnHandReplay`)."""

from __future__ import annotations

import attrs

from euchre.actions import Action, ActionKind
from euchre.cards import Score
from euchre.deal import Deal
from euchre.egn._game import EgnGame, EgnHand
from euchre.egn._plan import Plan
from euchre.engine.scoring import game_over
from euchre.records import GameRecord, Problem
from euchre.rules import RuleSet
from euchre.state import HandResult, Phase, State, new_game


@attrs.frozen
class EgnHandReplay:
    """How one EGN hand went through the engine.

    ``actions`` are the engine actions applied; ``result`` the engine's HandResult (None if
    the hand did not finish); ``score`` the running score after it, initial score included.

    >>> from euchre import egn, Score
    >>> egn.EgnHandReplay(index=0, actions=(), result=None, score=Score(0, 0)).finished
    False
    """

    index: int
    actions: tuple[Action, ...]
    result: HandResult | None
    score: Score

    @property
    def finished(self) -> bool:
        """True when the engine scored the hand."""
        return self.result is not None


@attrs.frozen
class EgnReplay:
    """The engine's replay of an EGN game: per-hand outcomes, the score, every problem.

    ``records`` holds the replayed game as :class:`~euchre.records.GameRecord` values: one,
    unless the replay had to start the engine afresh (a hand abandoned, a dealer out of
    turn, deals after the game was won), each restart carrying the score over. ``state``
    is the engine's last state.

    >>> from euchre import egn
    >>> report = egn.replay(egn.read({"fileType": "Euchre Game Notation", "version": "1.4",
    ...     "metadata": {"players": [], "initialScore": [1, 2]}, "deals": []}))
    >>> report.score, report.state, report.plays
    (Score(ns=1, ew=2), None, 0)
    """

    game: EgnGame = attrs.field(repr=False)
    hands: tuple[EgnHandReplay, ...]
    problems: tuple[Problem, ...]
    score: Score
    state: State | None
    records: tuple[GameRecord, ...] = attrs.field(repr=False)

    @property
    def plays(self) -> int:
        """How many cards were played through the engine."""
        return sum(
            1 for hand in self.hands for a in hand.actions if a.kind is ActionKind.PLAY
        )

    @property
    def ok(self) -> bool:
        """True when nothing disagreed with the rules, no toggle was left out, and every
        call, discard, naming and card played the file holds went through the engine."""
        return not self.problems


@attrs.define
class _Run:
    """An EGN game going through the engine, hand by hand (see :func:`replay`).

    The engine starts afresh (``restart``) at the first hand, after a hand it could not
    finish or replay, after a dealer out of turn and after the end of a game; each restart
    carries the score so far over as ``offset``.
    """

    rules: RuleSet
    offset: Score
    problems: list[Problem]
    state: State | None = None
    restart: bool = True
    won: bool = False
    scored: int = 0  # hands the engine scored, for the end of the game
    records: list[GameRecord] = attrs.Factory(list)
    hands: list[EgnHandReplay] = attrs.Factory(list)

    def total(self) -> Score:
        if self.state is None:
            return self.offset
        return Score(self.offset[0] + self.state.scores[0], self.offset[1] + self.state.scores[1])

    def note(self, kind: str, message: str, hand: int, where: str) -> None:
        self.problems.append(Problem(kind=kind, message=message, hand=hand, where=where))

    def play(self, hand: EgnHand) -> None:
        """Replay one hand: the engine's actions, result and running score, or the problem."""
        where = f"deals[{hand.index}]"
        self.problems.extend(attrs.evolve(p, hand=hand.index) for p in hand.problems)
        if self.won:
            message = f"deal {hand.index} comes after the game was won ({self.total()})"
            self.note("after_game_over", message, hand.index, where)
        if hand.deal is None:
            message = (
                f"deal {hand.index} is not replayed: the problems above leave no deal the "
                "engine can play"
            )
            self.note("not_replayed", message, hand.index, where)
            self.hands.append(EgnHandReplay(hand.index, (), None, self.total()))
            self.restart = True
            return
        state = self.deal(hand, hand.deal)
        before = len(state.results)
        applied: list[Action] = []
        state, self.restart = _replay_hand(state, hand, applied, self.problems)
        self.state = state
        result = state.results[-1] if len(state.results) > before else None
        self.hands.append(EgnHandReplay(hand.index, tuple(applied), result, self.total()))
        if result is not None:
            self.scored += 1
            self.won = self.won or game_over(self.rules, self.scored, self.total())

    def follows_on(self, hand: EgnHand) -> bool:
        """Whether the hand follows the engine's last one in the same game (a problem noted
        for a hand left unfinished or a dealer out of turn)."""
        state = self.state
        if state is None or self.restart or state.is_over:
            return False
        if state.phase is not Phase.DEAL:
            self.note(
                "abandoned_hand",
                f"deal {hand.index - 1} stops before the hand is finished, and another deal "
                "follows",
                hand.index - 1,
                f"deals[{hand.index - 1}]",
            )
            return False
        if state.dealer != hand.dealer:
            self.note(
                "dealer_out_of_turn",
                f"deal {hand.index} is dealt by {hand.dealer}, but after the previous deal the "
                f"deal passes to {state.dealer}",
                hand.index,
                f"deals[{hand.index}].initialState.dealer",
            )
            return False
        return True

    def deal(self, hand: EgnHand, deal: Deal) -> State:
        """The engine state with the hand dealt: the next deal of the game, or a new game."""
        if self.follows_on(hand):
            assert self.state is not None
            return self.state.apply_deal(deal)
        if self.state is not None:
            self.offset = self.total()
            self.records.append(GameRecord.from_state(self.state))
        self.restart = False
        self.state = new_game(self.rules, dealer=hand.dealer, deal=deal)
        return self.state


def replay(game: EgnGame) -> EgnReplay:
    """Play every hand of an EGN game through the engine, reporting what disagrees.

    Each hand's calls, the naming of a joker upcard's suit (``jokerSuit``), the discard,
    alone decisions and plays become engine actions. An action the engine refuses (a
    renege, a card the player cannot hold, a call the rules forbid) is reported with the
    engine's explanation, and that hand stops there; so is a step the file cannot supply
    (``joker_suit_missing``; ``unsupported_rule`` for a card exchange). Whatever the file
    says that the replay does not use is reported as ``extra_actions`` (calls after trump
    is made, cards after the hand is over, a discard by a dealer who took nothing,
    ``isAlone`` or ``aloneDefender`` nobody acted on, a ``jokerSuit`` without a joker), so
    a report is ``ok`` only when every action of the file was replayed. Also reported: a
    hand left unfinished before the next deal, a dealer out of turn, deals after the game
    was won (counting the file's initial score), a final score that differs from the
    file's ``finalScore``, and every problem found while reading.

    >>> from euchre import egn
    >>> game = egn.loads('''{"fileType": "Euchre Game Notation", "version": "1.4",
    ...  "metadata": {"players": [], "initialScore": [0, 0]},
    ...  "deals": [{"dealNumber": 0, "initialState": {"dealer": 3, "upCard": "9h"},
    ...    "phases": [{"type": "EUCHRE_BIDDING", "calls": ["Order"], "discard": "Ts"},
    ...               {"type": "TRICK_PLAY", "tricks": [["Ac", "9c", "Kd", "Qc"],
    ...                                                 ["Kc", "Jc", "Tc", "Ah"]]}]}]}''')
    >>> problem = egn.replay(game).problems[0]   # South kept the 10 of clubs: a renege
    >>> print(problem)
    deals[0].phases[1].tricks[0][2]: hand 1, South: play Kd is not legal now: ...
    >>> problem.kind, problem.reason
    ('illegal_action', <Reason.MUST_FOLLOW_SUIT: 'must_follow_suit'>)
    """
    run = _Run(game.rules, game.initial_score, list(game.problems))
    for hand in game.hands:
        run.play(hand)
    if run.state is not None:
        run.records.append(GameRecord.from_state(run.state))
    final = run.total()
    if game.final_score is not None and game.final_score != final:
        run.problems.append(
            Problem(
                kind="score_mismatch",
                message=f"the file's finalScore is {list(game.final_score)}, but the replay "
                f"scores {list(final)}",
                where="metadata.finalScore",
            )
        )
    return EgnReplay(
        game=game,
        hands=tuple(run.hands),
        problems=tuple(run.problems),
        score=final,
        state=run.state,
        records=tuple(run.records),
    )


def _replay_hand(
    state: State, hand: EgnHand, applied: list[Action], problems: list[Problem]
) -> tuple[State, bool]:
    """Apply one hand's actions; returns the state and whether an action was refused (a
    problem noted). Anything the file says that is not used is a problem too."""
    plan = Plan(hand, problems)
    number = state.hand_number
    while state.hand_number == number and state.phase not in (Phase.DEAL, Phase.OVER):
        seat = state.to_act
        action = plan.action(state)
        if action is None:
            break
        why = None if state.is_legal(action) else state.explain(action)
        if why is not None and not why.legal:
            problems.append(
                Problem(
                    kind="illegal_action",
                    message=why.message,
                    hand=hand.index,
                    seat=seat,
                    action=action,
                    reason=why.reason,
                    where=plan.at,
                )
            )
            return state, True
        state = state.apply(action)
        applied.append(action)
    if not plan.refused:
        plan.unused()
    return state, plan.refused
