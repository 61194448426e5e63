"""Many hands or games between bots, in parallel, with a summary of how each side did.

:func:`run` plays ``hands`` single hands (a fresh seeded deal each, the dealer going round
the table) or ``games`` whole games between two teams of bots (North-South and East-West)
under one RuleSet, and returns a :class:`Summary`: games won, points per hand, how often
each side made trump, was euchred, marched, and went alone successfully.

Work is split into chunks and handed to any :class:`concurrent.futures.Executor`: a
``ProcessPoolExecutor`` (``workers=K`` makes one), a ``ThreadPoolExecutor``, or a cluster
executor such as Dask's (``distributed.Client(...).get_executor()``). Bots are named by
spec strings (``"rule"``, ``"pimc:samples=8"``, see :func:`euchre.bots.make_bot`) or given
as picklable factories taking a seed, so chunks can travel to other processes; the same
seed gives the same summary with any executor and any number of workers.

The command line ``euchre simulate --rules NAME --bots rule,random --hands N --workers K``
(:mod:`euchre.cli.simulate`) runs it with a progress bar and can plot the summary.

>>> import euchre
>>> from euchre import simulate
>>> summary = simulate.run(["rule", "random"], euchre.presets.GAMES4ALL, hands=40, seed=1)
>>> summary.hands, summary.teams[0].points > summary.teams[1].points
(40, True)
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from itertools import zip_longest
from typing import Any, TypeVar

import euchre.presets as presets
from euchre.actions import parse_action
from euchre.bots import Bot, make_bot, play_game, play_hand
from euchre.cards import Player, Seat
from euchre.deal import Deal
from euchre.engine import bidding
from euchre.engine.cardorder import SUIT_MASK
from euchre.engine.dealing import seeded_deal
from euchre.engine.scoring import hand_points, knock_points
from euchre.rules import RuleSet
from euchre.state import HandResult, State, new_game

__all__ = [
    "RESET_HANDS",
    "BotSpec",
    "Summary",
    "TeamStats",
    "base_seating",
    "build_bot",
    "executor_workers",
    "run",
    "run_tasks",
    "spec_name",
    "trumps_table",
]

#: A bot by spec string (``"rule"``, ``"pimc:samples=8"``) or a picklable factory of a seed.
BotSpec = str | Callable[[int | str], Bot]

T = TypeVar("T")
R = TypeVar("R")


def build_bot(spec: BotSpec, seed: int | str) -> Bot:
    """A bot from a spec string or a factory, with ``seed``.

    >>> from euchre.simulate import build_bot
    >>> from euchre.bots import RuleBot
    >>> build_bot("rule", 3), build_bot(RuleBot, 4)
    (RuleBot(seed=3), RuleBot(seed=4))
    """
    if isinstance(spec, str):
        return make_bot(spec, seed)
    return spec(seed)


def spec_name(spec: BotSpec) -> str:
    """A short name for a bot spec.

    >>> from euchre.simulate import spec_name
    >>> from euchre.bots import RuleBot
    >>> spec_name("pimc:samples=8"), spec_name(RuleBot)
    ('pimc:samples=8', 'rule')
    """
    if isinstance(spec, str):
        return spec
    return str(getattr(spec, "name", getattr(spec, "__name__", repr(spec))))


# ---------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class TeamStats:
    """One side's record. Rates are None when there was nothing to count.

    >>> from euchre.simulate import TeamStats
    >>> TeamStats(hands=10, points=12, made=4, euchred=1).euchre_rate
    0.25
    """

    hands: int = 0
    points: int = 0
    games: int = 0
    wins: int = 0
    made: int = 0  # hands in which this side made trump
    euchred: int = 0  # ... and did not make it (Knock: under three tricks; Bid: set)
    marched: int = 0  # ... and took every trick
    alone: int = 0  # hands a player of this side went alone as a maker
    alone_made: int = 0  # ... and the side made it
    alone_marched: int = 0  # ... and every trick

    @property
    def points_per_hand(self) -> float:
        """Points scored per hand played."""
        return self.points / self.hands if self.hands else 0.0

    @property
    def euchre_rate(self) -> float | None:
        """Share of this side's makes that were euchred."""
        return self.euchred / self.made if self.made else None

    @property
    def march_rate(self) -> float | None:
        """Share of this side's makes that took all five tricks."""
        return self.marched / self.made if self.made else None

    @property
    def alone_success(self) -> float | None:
        """Share of lone hands that made it (three tricks or more, in Knock Euchre)."""
        return self.alone_made / self.alone if self.alone else None

    def __add__(self, other: TeamStats) -> TeamStats:
        return TeamStats(
            **{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)}
        )


@dataclass(frozen=True)
class Summary:
    """What :func:`run` measured: per-side stats (``teams[0]`` North-South, or the first of
    ``side_names``: a team, or one player at ``partnership='none'``), totals.

    >>> from euchre.simulate import Summary, TeamStats
    >>> s = Summary(("rule", "random"), "GAMES4ALL", 2, 0, 0, (TeamStats(2, 3), TeamStats(2, 0)))
    >>> print(s.to_text().splitlines()[0])
    GAMES4ALL: rule (North-South) vs random (East-West), 2 hands
    """

    bots: tuple[str, str]
    rules: str
    hands: int
    games: int
    thrown_in: int
    teams: tuple[TeamStats, ...]
    elapsed: float = 0.0
    seeds: tuple[int | str, ...] = field(default=())
    #: For 0 to ``cards_per_hand`` trumps dealt to the player who made trump (0-5 in Knock
    #: Euchre, 0-6 in Bid Euchre): (hands made, hands) over both sides (made as the engine
    #: scores it: three tricks or more in Knock Euchre, the bid in Bid Euchre).
    by_trumps: tuple[tuple[int, int], ...] = ((0, 0),) * 6
    #: The sides' names (:attr:`euchre.rules.table.Table.side_names`), as ``teams``; the
    #: first bot plays the first side, the second bot every other.
    side_names: tuple[str, ...] = ("North-South", "East-West")

    def __add__(self, other: Summary) -> Summary:
        return replace(
            self,
            by_trumps=tuple(
                (a[0] + b[0], a[1] + b[1])
                for a, b in zip_longest(self.by_trumps, other.by_trumps, fillvalue=(0, 0))
            ),
            hands=self.hands + other.hands,
            games=self.games + other.games,
            thrown_in=self.thrown_in + other.thrown_in,
            teams=tuple(a + b for a, b in zip(self.teams, other.teams, strict=True)),
            elapsed=max(self.elapsed, other.elapsed),
        )

    def to_text(self) -> str:
        """A plain-text report."""

        def pct(x: float | None) -> str:
            return "-" if x is None else f"{100 * x:.1f}%"

        what = f"{self.games} games, {self.hands} hands" if self.games else f"{self.hands} hands"
        first, *others = self.side_names
        lines = [
            f"{self.rules}: {self.bots[0]} ({first}) vs {self.bots[1]} ({', '.join(others)}), "
            f"{what}",
            f"{'side':<22}{'wins':>6}{'pts/hand':>10}{'made':>7}{'euchred':>9}{'marched':>9}"
            f"{'alone':>7}{'alone ok':>10}",
        ]
        names = [f"{side} {self.bots[0 if k == 0 else 1]}" for k, side in enumerate(self.side_names)]
        for name, team in zip(names, self.teams, strict=True):
            lines.append(
                f"{name[:21]:<22}{team.wins:>6}{team.points_per_hand:>10.3f}{team.made:>7}"
                f"{pct(team.euchre_rate):>9}{pct(team.march_rate):>9}{team.alone:>7}"
                f"{pct(team.alone_success):>10}"
            )
        lines.append(f"thrown in: {self.thrown_in}; {self.elapsed:.1f} s")
        return "\n".join(lines)


def _trumps_dealt(deal: Deal, seat: int, trump: int) -> int:
    """The cards of ``trump`` (bowers included) dealt to ``seat`` (read from the deal's
    masks: ``deal.hands`` would build every hand's cards once a hand)."""
    return (deal._masks[seat] & SUIT_MASK[trump][trump]).bit_count()


def _made(rules: RuleSet, r: HandResult) -> bool:
    """Whether the makers of a played hand made it, by the engine's scoring (before renege
    penalties): Knock Euchre's table scores it for them (:func:`~euchre.engine.scoring.
    knock_points`: a table's points may be 0, so the side they go to says it), or their Bid
    Euchre bid scores (:func:`~euchre.engine.scoring.hand_points`: a set bid loses its value;
    the bid read back from the result's text by :mod:`euchre.engine.bidding`).

    >>> import euchre
    >>> r = euchre.HandResult(0, euchre.Seat.NORTH, euchre.Suit.CLUBS, euchre.Seat.EAST,
    ...     None, None, euchre.Score(3, 2), euchre.Score(2, 0), False)
    >>> _made(euchre.presets.STANDARD, r)   # East-West took two tricks: euchred
    False
    """
    assert r.maker is not None
    maker = int(r.maker)
    side = rules.table.side_of[maker]
    alone, lone_defender = r.alone is not None, r.lone_defender is not None
    if rules.variant == "bid" and rules.partnership != "teams":
        return r.points[side] > 0  # no renege penalties without teams
    won = (r.tricks[0], r.tricks[1])
    if rules.variant == "bid":
        assert r.bid is not None
        bid = parse_action("bid " + r.bid)
        kind, level = bidding.bid_kind(bid), bidding.bid_tricks(bid, rules.cards_per_hand)
        points = hand_points(
            rules, maker, won, alone=alone, lone_defender=lone_defender, bid_kind=kind, bid_level=level
        )
        return points[side] > 0
    cards_per_hand = rules.cards_per_hand
    return knock_points(rules.scoring, r.tricks[side], cards_per_hand, alone, lone_defender)[1]


#: TeamStats' counters in field order; a _Tally keeps one row of them per team.
_FIELDS = tuple(f.name for f in fields(TeamStats))
_HANDS, _POINTS, _GAMES, _WINS = (_FIELDS.index(name) for name in ("hands", "points", "games", "wins"))
_MADE, _EUCHRED, _MARCHED = (_FIELDS.index(name) for name in ("made", "euchred", "marched"))
_ALONE, _ALONE_MADE, _ALONE_MARCHED = (
    _FIELDS.index(name) for name in ("alone", "alone_made", "alone_marched")
)


class _Tally:
    """What a chunk of hands or games adds up to, kept as plain counters (a TeamStats per
    hand cost more than the hand's play) and turned into a :class:`Summary` at the end."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.side_of = rules.table.side_of
        self.teams = tuple([0] * len(_FIELDS) for _ in range(rules.table.sides))
        self.hands = self.games = self.thrown = 0
        #: by_trumps[n]: [hands made, hands] with n trumps dealt to the maker.
        self.by_trumps = [[0, 0] for _ in range(rules.cards_per_hand + 1)]

    def add_hand(self, deal: Deal | None, r: HandResult) -> None:
        """Count one hand's result (``deal``: the hand's deal, for ``by_trumps``)."""
        rules = self.rules
        cards_per_hand = rules.cards_per_hand
        self.hands += 1
        for team, row in enumerate(self.teams):
            row[_HANDS] += 1
            row[_POINTS] += r.points[team]
        maker = r.maker
        if maker is None:
            self.thrown += 1
            return
        made = _made(rules, r)
        if deal is not None and r.trump is not None:
            n = min(cards_per_hand, _trumps_dealt(deal, int(maker), int(r.trump)))
            self.by_trumps[n][0] += made
            self.by_trumps[n][1] += 1
        if r.thrown_in:
            self.thrown += 1
            return
        side = self.side_of[maker]
        marched = r.tricks[side] == cards_per_hand
        row = self.teams[side]
        row[_MADE] += 1
        row[_EUCHRED] += not made
        row[_MARCHED] += marched
        if r.alone is not None:
            row[_ALONE] += 1
            row[_ALONE_MADE] += made
            row[_ALONE_MARCHED] += marched

    def add_state(self, state: State) -> None:
        """Count every hand played in ``state`` (its deals read from its history)."""
        deals = [item for item in state.history if isinstance(item, Deal)]
        for i, r in enumerate(state.results):
            self.add_hand(deals[i] if i < len(deals) else None, r)

    def add_game(self, state: State) -> None:
        """Count a whole game: its hands, the game and its winner."""
        self.add_state(state)
        self.games += 1
        for row in self.teams:
            row[_GAMES] += 1
        side = _winning_side(state)
        if side is not None:
            self.teams[side][_WINS] += 1

    def team_stats(self) -> tuple[TeamStats, ...]:
        """The sides' TeamStats (North-South, East-West at four seats)."""
        return tuple(TeamStats(*row) for row in self.teams)

    def summary(self, bots: tuple[str, str], elapsed: float) -> Summary:
        """The Summary of what was counted."""
        return Summary(
            bots,
            self.rules.name,
            self.hands,
            self.games,
            self.thrown,
            self.team_stats(),
            elapsed,
            by_trumps=tuple((made, total) for made, total in self.by_trumps),
            side_names=self.rules.table.side_names,
        )


def _winning_side(state: State) -> int | None:
    """The side that won the game over in ``state`` (None: not over, or no winner)."""
    if state.rules.partnership == "teams":
        return None if state.winner is None else int(state.winner)
    return state.winning_side


def _record(state: State) -> tuple[list[TeamStats], int, list[list[int]]]:
    """Team stats, hands thrown in, and made/total by trumps dealt to the maker, of the
    hands played in ``state``."""
    tally = _Tally(state.rules)
    tally.add_state(state)
    return list(tally.team_stats()), tally.thrown, tally.by_trumps


# ---------------------------------------------------------------------------- running


def run_tasks(
    fn: Callable[[T], R],
    tasks: Sequence[T],
    *,
    executor: cf.Executor | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    weights: Sequence[int] | None = None,
    time_limit: float | None = None,
) -> list[R]:
    """``[fn(t) for t in tasks]``, in order, run on ``executor`` (or a process pool of
    ``workers``, or inline for one worker); ``progress(done, total)`` after each task,
    counting tasks, or units when each task's ``weights`` are given.

    With ``time_limit`` (seconds), no task is started after that time: the results of the
    tasks that were run come back, in task order (tasks are then handed out a few at a time).

    >>> from euchre.simulate import run_tasks
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(2) as pool:
    ...     run_tasks(abs, [-1, 2, -3], executor=pool)
    [1, 2, 3]
    >>> run_tasks(abs, [-1, 2, -3], time_limit=0)
    [1]
    """
    weight = list(weights) if weights is not None else [1] * len(tasks)
    total = sum(weight)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    if executor is None and workers <= 1:
        out: list[R] = []
        done = 0
        for i, task in enumerate(tasks):
            if out and deadline is not None and time.perf_counter() >= deadline:
                break
            out.append(fn(task))
            done += weight[i]
            if progress is not None:
                progress(done, total)
        return out
    own = executor is None
    pool = (
        cf.ProcessPoolExecutor(workers, initializer=_ignore_interrupts)
        if executor is None
        else executor
    )
    in_flight = len(tasks) if deadline is None else 2 * executor_workers(executor, workers)
    pending: dict[cf.Future[R], int] = {}
    try:
        results: dict[int, Any] = {}
        done = 0
        next_task = 0
        while next_task < len(tasks) or pending:
            while (
                next_task < len(tasks)
                and len(pending) < in_flight
                and (deadline is None or (not results and not pending) or time.perf_counter() < deadline)
            ):
                pending[pool.submit(fn, tasks[next_task])] = next_task
                next_task += 1
            if not pending:
                break
            finished, _ = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for future in finished:
                index = pending.pop(future)
                results[index] = future.result()
                done += weight[index]
                if progress is not None:
                    progress(done, total)
            if deadline is not None and time.perf_counter() >= deadline:
                next_task = len(tasks)
        return [results[i] for i in sorted(results)]
    except BaseException:  # Ctrl-C, a task's error: drop the tasks not started, wait for none
        for future in pending:
            future.cancel()
        if own:
            pool.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        if own:
            pool.shutdown()  # after an error: a no-op, the pool is already shut down


def _ignore_interrupts() -> None:
    """A worker process's start: Ctrl-C is the parent's to handle (it cancels the tasks
    left; the workers finish the one they hold and exit), so workers print no traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _hand_deal(rules: RuleSet, seed: int | str, index: int) -> tuple[Seat | Player, Deal]:
    """The dealer and deal of hand ``index`` of a run: the dealer goes round the table, and
    the cards are those of hand ``index`` of a game seeded with ``seed`` (the engine's
    seed-to-deal generator, :func:`euchre.engine.dealing.seeded_deal`)."""
    n = rules.players
    dealer = Seat(index % 4) if n == 4 else Player(index % n)
    return dealer, seeded_deal(rules, seed, index, dealer)


def base_seating(rules: RuleSet) -> tuple[int, ...]:
    """Which of the two bots plays each seat (0 the first, 1 the second): alternately in
    teams (the first North-South), else the first bot in seat 0 and the second in every
    other seat (the seating :mod:`euchre.duplicate` rotates).

    >>> import euchre
    >>> base_seating(euchre.presets.STANDARD), base_seating(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
    ((0, 1, 0, 1), (0, 1, 1))
    """
    n = rules.players
    if rules.partnership == "teams":
        return tuple(s % 2 for s in range(n))
    return tuple(0 if s == 0 else 1 for s in range(n))


def _table_bots(rules: RuleSet, first: BotSpec, second: BotSpec, seed: int | str) -> list[Bot]:
    """One bot a seat by :func:`base_seating`, seeded by the run's seed and the seat."""
    return [
        build_bot(second if bot else first, f"{seed}/{s}")
        for s, bot in enumerate(base_seating(rules))
    ]


#: Single hands are played in blocks of this many: each bot is reset (:meth:`~euchre.bots.
#: Bot.reset`, with the block's first hand number) when a block starts, and chunks are whole
#: blocks, so a run's result depends on its seed, not on the chunks. A reset seeds a Mersenne
#: Twister (about 10 us): once a hand, it cost random bots 10% of their speed.
RESET_HANDS = 16


def _play_hands(task: tuple[RuleSet, BotSpec, BotSpec, int | str, int, int]) -> Summary:
    rules, ns, ew, seed, start, stop = task
    assert start % RESET_HANDS == 0, "a chunk of hands starts a block"
    t0 = time.perf_counter()
    bots = _table_bots(rules, ns, ew, seed)
    tally = _Tally(rules)
    for i in range(start, stop):
        dealer, deal = _hand_deal(rules, seed, i)
        if i % RESET_HANDS == 0:
            for bot in bots:
                bot.reset(i)
        state = play_hand(new_game(rules, dealer=dealer, deal=deal), bots, ask_forced=False)
        for r in state.results:
            tally.add_hand(deal, r)
    return tally.summary((spec_name(ns), spec_name(ew)), time.perf_counter() - t0)


def _play_games(task: tuple[RuleSet, BotSpec, BotSpec, int | str, int, int]) -> Summary:
    rules, ns, ew, seed, start, stop = task
    t0 = time.perf_counter()
    bots = _table_bots(rules, ns, ew, seed)
    tally = _Tally(rules)
    for i in range(start, stop):
        for bot in bots:
            bot.reset(i)
        tally.add_game(play_game(new_game(rules, seed=f"{seed}/game/{i}"), bots, ask_forced=False))
    return tally.summary((spec_name(ns), spec_name(ew)), time.perf_counter() - t0)


def _chunks(n: int, workers: int, size: int | None, unit: int = 1) -> list[tuple[int, int]]:
    """(start, stop) of each chunk of ``n`` hands or games: ``size`` each (by default about
    eight chunks a worker, at most 200), rounded up to a multiple of ``unit``.

    >>> _chunks(40, 1, None, unit=16)
    [(0, 16), (16, 32), (32, 40)]
    """
    if size is None:
        size = max(1, min(200, math.ceil(n / max(1, workers * 8))))
    size = math.ceil(size / unit) * unit
    return [(i, min(n, i + size)) for i in range(0, n, size)]


def run(
    bots: Sequence[BotSpec] | str,
    rules: RuleSet | str,
    *,
    hands: int | None = None,
    games: int | None = None,
    seed: int | str = 0,
    workers: int = 1,
    executor: cf.Executor | None = None,
    chunk: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Summary:
    """Play ``hands`` hands (or ``games`` games) between two teams of bots.

    ``bots`` is two specs, North-South then East-West (a string ``"rule,random"`` too; at
    other tables the first plays seat 0's side and the second the rest, :func:`base_seating`);
    ``rules`` a RuleSet or a preset name. Deals and bot seeds come from ``seed``, so the
    result does not depend on the executor, the number of workers or ``chunk`` (hands or
    games a task; hands go in whole blocks of :data:`RESET_HANDS`, at the start of which
    the bots are reset; in whole games the bots are reset at each game). ``progress(done,
    total)`` is called as chunks finish (units: hands or games). An action that is the only
    legal one is played without asking the bot (:func:`~euchre.bots.play_hand` with
    ``ask_forced=False``): bots are asked only when they have a choice.

    >>> import euchre
    >>> from euchre import simulate
    >>> s = simulate.run("random,random", "OPENSPIEL", games=2, seed=3)
    >>> s.games, s.teams[0].wins + s.teams[1].wins
    (2, 2)
    """
    specs: list[BotSpec] = list(bots.split(",")) if isinstance(bots, str) else list(bots)
    if len(specs) != 2:
        raise ValueError("give two bots: North-South, then East-West")
    if isinstance(rules, str):
        rules = presets.get(rules)
    if (hands is None) == (games is None):
        raise ValueError("give either hands or games")
    n = hands if hands is not None else games
    assert n is not None
    unit = RESET_HANDS if hands is not None else 1
    parts = _chunks(n, executor_workers(executor, workers), chunk, unit)
    tasks = [(rules, specs[0], specs[1], seed, a, b) for a, b in parts]
    fn = _play_hands if hands is not None else _play_games
    t0 = time.perf_counter()
    results = run_tasks(
        fn, tasks, executor=executor, workers=workers, progress=progress,
        weights=[b - a for a, b in parts],
    )
    summary = results[0]
    for part in results[1:]:
        summary = summary + part
    return replace(summary, elapsed=time.perf_counter() - t0, seeds=(seed,))


def executor_workers(executor: cf.Executor | None, workers: int) -> int:
    """How many workers to plan chunks for (``workers``, or the executor's, if it says).

    >>> from euchre.simulate import executor_workers
    >>> executor_workers(None, 3)
    3
    """
    count = getattr(executor, "_max_workers", None)
    return int(count) if isinstance(count, int) else max(1, workers)


def trumps_table(summary: Summary) -> str:
    """How often trump was made, by trumps dealt to the maker, as a Markdown table.

    >>> from euchre import simulate
    >>> s = simulate.run("rule,rule", "GAMES4ALL", hands=20, seed=1)
    >>> print(trumps_table(s).splitlines()[0])
    | trumps dealt to the maker | hands | made | made % |
    """
    lines = ["| trumps dealt to the maker | hands | made | made % |", "|---:|---:|---:|---:|"]
    for n, (made, total) in enumerate(summary.by_trumps):
        if total:
            lines.append(f"| {n} | {total} | {made} | {100 * made / total:.1f} |")
    return "\n".join(lines)
