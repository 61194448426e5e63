"""Many hands or games between bots, in parallel, with a summary of how each side did.

:func:`run` plays ``hands`` single hands (a fresh seeded deal each, the dealer going round
the table) or ``games`` whole games between two teams of bots (North-South and East-West)
under one RuleSet, and returns a :class:`Summary`: games won, points per hand, how often
each side made trump, was euchred, marched, and went alone successfully.

Work is split into chunks and handed to any :class:`concurrent.futures.Executor`: a
``ProcessPoolExecutor`` (``workers=K`` makes one), a ``ThreadPoolExecutor``, or a cluster
executor such as Dask's (``distributed.Client(...).get_executor()``), or a pool with
``apply_async`` (``multiprocessing.Pool``, Ray's ``ray.util.multiprocessing.Pool``) wrapped
in :class:`PoolExecutor`. Bots are named by spec strings (``"rule"``, ``"pimc:samples=8"``,
see :func:`euchre.bots.make_bot`) or given as factories of a seed (``lambda seed:
RuleBot(seed)``, a Bot class) or of nothing (``lambda: RuleBot()``), read once by
:func:`bot_factory`; to travel to other processes a factory must pickle. The same seed
gives the same summary with any executor and any number of workers.

A pool this module starts (``workers=K``) is its own: when the run is interrupted (Ctrl-C,
or a signal the command line turns into an interrupt) or fails, its worker processes are
terminated at once, and each worker ends by itself if the parent process dies
(:func:`exit_with_parent`), so no worker outlives the run holding its output streams.

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
import inspect
import math
import os
import queue
import signal
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from itertools import zip_longest
from typing import Any, Protocol, TypeVar

import euchre.presets as presets
from euchre.actions import parse_action
from euchre.bots import Bot, make_bot, play_game, play_hand
from euchre.cards import Player, Seat
from euchre.deal import Deal
from euchre.engine import bidding
from euchre.engine.cardorder import SUIT_MASK
from euchre.engine.dealing import seeded_deal
from euchre.engine.scoring import hand_points, knock_points
from euchre.errors import ArgumentError, shown
from euchre.rules import RuleSet
from euchre.state import HandResult, State, new_game

__all__ = [
    "RESET_HANDS",
    "BotSpec",
    "PoolExecutor",
    "Summary",
    "TeamStats",
    "base_seating",
    "bot_factory",
    "build_bot",
    "executor_workers",
    "exit_with_parent",
    "run",
    "run_tasks",
    "spec_name",
    "trumps_table",
]

#: A bot by spec string (``"rule"``, ``"pimc:samples=8"``) or a factory of a seed (a Bot
#: class, ``lambda seed: RuleBot(seed)``); :func:`bot_factory` also takes factories of
#: nothing (``lambda: RuleBot()``) and makes them one of these.
BotSpec = str | Callable[[int | str], Bot]

T = TypeVar("T")
R = TypeVar("R")


class _Unseeded:
    """A factory of no argument, as a factory of a seed: the seed is not passed on (the
    factory's bot keeps its own seed). Picklable when the factory is."""

    def __init__(self, factory: Callable[[], Bot]) -> None:
        self.factory = factory

    def __call__(self, seed: int | str) -> Bot:
        return self.factory()

    @property
    def name(self) -> str:
        """The factory's name, as :func:`spec_name` gives it."""
        return spec_name(self.factory)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"{self.factory!r} (no seed)"


def bot_factory(spec: object, what: str = "bot") -> BotSpec:
    """``spec`` as :func:`build_bot` takes it, checked once, before any bot is built: a
    spec string known to :func:`~euchre.bots.make_bot`, or a callable read by its
    signature, called with a seed when it takes one positional argument (a Bot class,
    ``lambda seed: RuleBot(seed)``), else without (``lambda: RuleBot()``,
    ``functools.partial(RuleBot, 3)``: every bot it builds has that bot's own seed).
    Anything else raises :class:`~euchre.errors.ArgumentError` (a ``ValueError`` and a
    ``TypeError``) naming ``what``.

    >>> from euchre.simulate import bot_factory, build_bot
    >>> from euchre.bots import RuleBot
    >>> build_bot(bot_factory(lambda seed: RuleBot(seed)), 4), build_bot(bot_factory(lambda: RuleBot()), 4)
    (RuleBot(seed=4), RuleBot(seed=0))
    >>> bot_factory(lambda a, b: RuleBot(a), "team_a")
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: team_a: <lambda>(a, b) takes neither a seed nor no argument: give a factory of a seed (lambda seed: RuleBot(seed), a Bot class) or of nothing (lambda: RuleBot())
    """
    if isinstance(spec, str):
        try:
            make_bot(spec)
        except (ValueError, TypeError) as error:
            raise ArgumentError(f"{what}: {error}") from None
        return spec
    if isinstance(spec, _Unseeded):
        return spec
    if not callable(spec):
        raise ArgumentError(
            f"{what}={shown(spec)}: expected a bot spec such as 'rule' or 'pimc:samples=8', "
            "or a callable returning a Bot (lambda seed: RuleBot(seed), or lambda: RuleBot())"
        )
    try:
        signature = inspect.signature(spec)
    except (TypeError, ValueError):  # no signature to read: called with a seed, as documented
        return spec
    for args in ((0,), ()):
        try:
            signature.bind(*args)
        except TypeError:
            continue
        return spec if args else _Unseeded(spec)
    raise ArgumentError(
        f"{what}: {getattr(spec, '__name__', repr(spec))}{signature} takes neither a seed nor "
        "no argument: give a factory of a seed (lambda seed: RuleBot(seed), a Bot class) "
        "or of nothing (lambda: RuleBot())"
    )


def build_bot(spec: BotSpec, seed: int | str) -> Bot:
    """A bot from a spec string or a factory of a seed (as :func:`bot_factory` returns
    it), with ``seed``; a factory that returns no Bot raises
    :class:`~euchre.errors.ArgumentError`.

    >>> from euchre.simulate import build_bot
    >>> from euchre.bots import RuleBot
    >>> build_bot("rule", 3), build_bot(RuleBot, 4)
    (RuleBot(seed=3), RuleBot(seed=4))
    """
    if isinstance(spec, str):
        return make_bot(spec, seed)
    bot = spec(seed)
    if not isinstance(bot, Bot):
        raise ArgumentError(
            f"the bot factory {spec_name(spec)} returned {shown(bot)}, not a Bot"
        )
    return bot


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
    tasks that were run come back, in task order. Tasks are handed out a few at a time
    (twice the workers) when the executor says how many workers it has, or with a time
    limit; all at once otherwise.

    Interrupted (Ctrl-C, or a signal turned into an interrupt as the command line does) or
    when a task fails, the tasks not started are cancelled; a pool made here (no
    ``executor``) has its worker processes terminated at once. Its workers ignore Ctrl-C
    and SIGHUP (the parent's to handle) and end by themselves if the parent dies
    (:func:`exit_with_parent`).

    >>> from euchre.simulate import run_tasks
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(2) as pool:
    ...     run_tasks(abs, [-1, 2, -3], executor=pool)
    [1, 2, 3]
    >>> run_tasks(abs, [-1, 2, -3], time_limit=0)
    [1]
    """
    weight = list(weights) if weights is not None else [1] * len(tasks)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    if executor is None and workers <= 1:
        return _run_inline(fn, tasks, weight, progress, deadline)
    own = executor is None
    pool = (
        cf.ProcessPoolExecutor(workers, initializer=_start_worker, initargs=(os.getpid(),))
        if executor is None
        else executor
    )
    count = _reported_workers(pool)
    in_flight = 2 * (count or max(1, workers)) if deadline is not None or count else len(tasks)
    pending: dict[cf.Future[R], int] = {}
    try:
        return _run_on(pool, fn, tasks, weight, progress, deadline, in_flight, pending)
    except BaseException:  # Ctrl-C, a signal, a task's error: drop every task left
        for future in pending:
            future.cancel()
        if own:
            _end_pool(pool)
        raise
    finally:
        if own:
            pool.shutdown()  # after an error: the workers are gone, nothing to wait for


def _run_on(
    pool: cf.Executor,
    fn: Callable[[T], R],
    tasks: Sequence[T],
    weight: Sequence[int],
    progress: Callable[[int, int], None] | None,
    deadline: float | None,
    in_flight: int,
    pending: dict[cf.Future[R], int],
) -> list[R]:
    """:func:`run_tasks` on ``pool``, at most ``in_flight`` tasks handed out at a time;
    ``pending`` holds the futures handed out and not yet read (for the caller to cancel
    when the run stops)."""
    results: dict[int, R] = {}
    done, total, next_task = 0, sum(weight), 0
    # Finished futures come back on a queue (filled by their done callbacks), not from
    # cf.wait: an interrupt raised while cf.wait holds every future's lock would leave
    # them held, and the pool's own thread would then hang on one of them.
    finished: queue.SimpleQueue[cf.Future[R]] = queue.SimpleQueue()
    while next_task < len(tasks) or pending:
        while (
            next_task < len(tasks)
            and len(pending) < in_flight
            and (deadline is None or (not results and not pending) or time.perf_counter() < deadline)
        ):
            future = pool.submit(fn, tasks[next_task])
            pending[future] = next_task
            future.add_done_callback(finished.put)
            next_task += 1
        if not pending:
            break
        future = _next_finished(finished)
        index = pending.pop(future)
        results[index] = future.result()
        done += weight[index]
        if progress is not None:
            progress(done, total)
        if deadline is not None and time.perf_counter() >= deadline:
            next_task = len(tasks)
    return [results[i] for i in sorted(results)]


def _run_inline(
    fn: Callable[[T], R],
    tasks: Sequence[T],
    weight: Sequence[int],
    progress: Callable[[int, int], None] | None,
    deadline: float | None,
) -> list[R]:
    """:func:`run_tasks` in this process: the results of the tasks started before
    ``deadline`` (a ``time.perf_counter()`` value; the first task always runs)."""
    out: list[R] = []
    done, total = 0, sum(weight)
    for i, task in enumerate(tasks):
        if out and deadline is not None and time.perf_counter() >= deadline:
            break
        out.append(fn(task))
        done += weight[i]
        if progress is not None:
            progress(done, total)
    return out


def _next_finished(finished: queue.SimpleQueue[cf.Future[R]]) -> cf.Future[R]:
    """The next future to finish (waiting in short steps: an interrupt is taken at once
    on every platform)."""
    while True:
        try:
            return finished.get(timeout=0.5)
        except queue.Empty:
            continue


def _end_pool(pool: cf.Executor) -> None:
    """Stop a process pool at once: cancel its queued tasks and terminate its workers (the
    tasks they hold are not wanted), killing any that have not gone within a second."""
    # ProcessPoolExecutor's own attributes: it terminates its workers itself only from
    # Python 3.14 (terminate_workers); read before shutdown, which drops them
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    limit = time.monotonic() + 1.0
    for process in processes:
        process.join(max(0.0, limit - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join(1.0)
    if isinstance(manager, threading.Thread) and manager.ident is not None:  # started
        manager.join(1.0)  # it sees the workers gone and ends, before the interpreter does


def _start_worker(parent: int) -> None:
    """A worker process's start: Ctrl-C and a closed terminal (SIGHUP) are the parent's to
    handle (it stops the run and terminates the workers), so workers ignore them and print
    no traceback; SIGTERM ends a worker at once (a handler the parent had, copied by
    ``fork``, is dropped); and a worker ends by itself if the parent dies
    (:func:`exit_with_parent`)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    exit_with_parent(parent)


def exit_with_parent(parent: int, interval: float = 0.2) -> threading.Thread:
    """In a child process: end this process (``os._exit(1)``, at once) when process
    ``parent`` is no longer its parent, checked every ``interval`` seconds by a daemon
    thread, which is returned. A child whose parent was killed (``SIGKILL``, or a signal
    with no handler) would otherwise run on, orphaned, holding the parent's output streams
    open; the worker processes of :func:`run_tasks` and the children of
    :class:`euchre.isolation.ProcessBot` call this when they start. (Where a parent's
    death does not change the child's parent id, as on Windows, it never fires.)

    >>> import subprocess, sys
    >>> code = "import os, euchre.simulate as s; print(s.exit_with_parent(os.getppid()).is_alive())"
    >>> subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.split()
    ['True']
    """

    def watch() -> None:
        while True:
            time.sleep(interval)
            if os.getppid() != parent:
                os._exit(1)

    thread = threading.Thread(target=watch, name="euchre-exit-with-parent", daemon=True)
    thread.start()
    return thread


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
    bots: Sequence[BotSpec | Callable[[], Bot]] | str,
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
    other tables the first plays seat 0's side and the second the rest, :func:`base_seating`):
    spec strings or factories, with or without a seed, read by :func:`bot_factory` before
    anything is played;
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
    given: list[object] = list(bots.split(",")) if isinstance(bots, str) else list(bots)
    if len(given) != 2:
        raise ValueError("give two bots: North-South, then East-West")
    specs = [bot_factory(spec, side) for spec, side in zip(given, ("bots[0]", "bots[1]"), strict=True)]
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
    """How many workers to plan chunks for: ``workers``, or the executor's if it says
    (``max_workers`` of the standard pools and :class:`PoolExecutor`, the threads of the
    workers of a Dask client's executor).

    >>> from euchre.simulate import executor_workers
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> executor_workers(None, 3), executor_workers(ThreadPoolExecutor(5), 1)
    (3, 5)
    """
    return _reported_workers(executor) or max(1, workers)


def _reported_workers(executor: cf.Executor | None) -> int:
    """The workers ``executor`` says it has (see :func:`executor_workers`); 0 if it does
    not say."""
    count = getattr(executor, "_max_workers", None)
    if isinstance(count, int) and count > 0:
        return count
    client = getattr(executor, "_client", None)  # distributed's ClientExecutor
    nthreads = getattr(client, "nthreads", None)
    if callable(nthreads):
        try:
            return sum(int(n) for n in nthreads().values())
        except Exception:  # a count to plan with, not worth failing a run over
            return 0
    return 0


class _Pool(Protocol):
    """What :class:`PoolExecutor` needs of a pool: ``multiprocessing.pool.Pool``'s
    ``apply_async``."""

    def apply_async(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = ...,
        kwds: dict[str, Any] = ...,
        callback: Callable[[Any], object] | None = ...,
        error_callback: Callable[[BaseException], object] | None = ...,
    ) -> Any: ...


def _underlying(error: BaseException) -> BaseException:
    """The task's own error: Ray's pool hands its error callback the error wrapped (a
    ``PoolTaskError`` whose ``underlying`` it is)."""
    inner = getattr(error, "underlying", None)
    return inner if isinstance(inner, BaseException) else error


class PoolExecutor(cf.Executor):
    """A :class:`concurrent.futures.Executor` on a pool with ``apply_async(func, args,
    kwds, callback, error_callback)``: ``multiprocessing.Pool``, or Ray's
    ``ray.util.multiprocessing.Pool`` (a cluster's cores behind the ``multiprocessing``
    interface), for the ``executor`` of :func:`run` and :func:`euchre.duplicate.match`.

    ``workers`` is what chunks are planned for (default: the pool's processes, or 1). A
    task's error is raised by its future (Ray's wrapper taken off).
    The pool stays the caller's: :meth:`shutdown` waits for (or cancels) the futures
    submitted here, and never closes the pool. A task already handed to the pool runs to
    its end; cancelling its future only drops its result.

    >>> from multiprocessing.pool import ThreadPool
    >>> from euchre import simulate
    >>> with ThreadPool(2) as pool:
    ...     s = simulate.run("rule,random", "GAMES4ALL", hands=32, seed=1, executor=simulate.PoolExecutor(pool))
    >>> s.teams == simulate.run("rule,random", "GAMES4ALL", hands=32, seed=1).teams
    True
    """

    def __init__(self, pool: _Pool, workers: int | None = None) -> None:
        if not callable(getattr(pool, "apply_async", None)):
            raise ArgumentError(
                f"pool={shown(pool)}: expected a pool with apply_async, such as "
                "multiprocessing.Pool() or ray.util.multiprocessing.Pool()"
            )
        self.pool = pool
        if workers is None:  # multiprocessing's count, else Ray's actors
            workers = getattr(pool, "_processes", None) or len(getattr(pool, "_actor_pool", ()))
        self._max_workers = workers if isinstance(workers, int) and workers > 0 else 1
        self._futures: set[cf.Future[Any]] = set()
        self._lock = threading.Lock()
        self._shutdown = False

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> cf.Future[R]:
        """Hand ``fn(*args, **kwargs)`` to the pool; its future."""
        future: cf.Future[R] = cf.Future()
        with self._lock:
            if self._shutdown:
                raise RuntimeError("cannot submit to a PoolExecutor after shutdown")
            self._futures.add(future)

        def settle(set_outcome: Callable[[Any], None], outcome: Any) -> None:
            with self._lock:
                self._futures.discard(future)
            if future.set_running_or_notify_cancel():  # False: cancelled meanwhile
                set_outcome(outcome)

        self.pool.apply_async(
            fn, args, kwargs,
            callback=lambda value: settle(future.set_result, value),
            error_callback=lambda error: settle(future.set_exception, _underlying(error)),
        )  # fmt: skip
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Refuse new tasks; cancel the futures not yet settled (``cancel_futures``) and
        wait for the others (``wait``). The pool itself is left open."""
        with self._lock:
            self._shutdown = True
            futures = list(self._futures)
        if cancel_futures:
            for future in futures:
                future.cancel()
        if wait:
            cf.wait(futures)


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
