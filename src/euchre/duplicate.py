"""Duplicate matches: the same deals played twice with the teams' seats swapped.

Team A plays North-South and team B East-West; then the same deal (the same cards in the
same seats, the same dealer) is played again with team A East-West and team B
North-South. Luck of the cards cancels: a deal pair's difference is team A's net points
(A's points minus B's) in the first play plus its net in the second. :func:`match` plays
one hand per deal and reports each pair and the mean difference per pair with a 95%
confidence interval, ``mean ± 1.96 · sd / √n``: how bot strength is measured here.

At any table the seatings are the rotations of one base seating (:func:`seatings`): A and
B alternately at four and six seats (two seatings, as above), ``[A, B]`` at two seats (two),
``[A, B, B]`` at three (three: A once in each seat). Each deal is played once per seating;
with more than two seatings a deal gives a :class:`DealSet`, whose difference sums A's
points less the mean points of a B seat over the seatings.

>>> import euchre
>>> from euchre import duplicate
>>> result = duplicate.match("rule", "random", euchre.presets.GAMES4ALL, deals=30, seed=1)
>>> result.n, result.mean > 0
(30, True)
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import euchre.presets as presets
from euchre.bots import Bot, play_hand
from euchre.cards import Player, Score, Seat
from euchre.deal import Deal
from euchre.errors import ArgumentError, shown
from euchre.rules import RuleSet
from euchre.simulate import (
    BotSpec,
    base_seating,
    bot_factory,
    build_bot,
    executor_workers,
    run_tasks,
    spec_name,
)
from euchre.state import State, new_game

__all__ = [
    "Chunk",
    "DealPair",
    "DealSet",
    "DuplicateResult",
    "Interval",
    "deals_for",
    "match",
    "mean_sd_half_width",
    "play_chunk",
    "play_deal",
    "seatings",
]


@dataclass(frozen=True)
class DealPair:
    """One deal played both ways. ``first`` and ``second`` are the hand's points by seat
    team (North-South, East-West) with team A North-South, then East-West.

    >>> from euchre import Score, Seat
    >>> from euchre.duplicate import DealPair
    >>> DealPair(0, Seat.NORTH, Score(2, 0), Score(1, 0)).difference   # A: +2, then -1
    1
    """

    index: int
    dealer: Seat | Player
    first: Score
    second: Score

    @property
    def difference(self) -> int:
        """Team A's net points over both plays of the deal."""
        return (self.first[0] - self.first[1]) + (self.second[1] - self.second[0])


@dataclass(frozen=True)
class DealSet:
    """One deal played once in each seating of a table with more than two (cutthroat:
    A in each of the three seats). ``scores[k]`` is the hand's points by side (by seat at
    ``partnership='none'``) in seating ``k``, where A sits in seat ``k``.

    >>> from euchre import Player, Score
    >>> from euchre.duplicate import DealSet
    >>> # A in seat 0 makes it (+1), in seat 1 is euchred (0 - mean(2, 2)), in seat 2 marches
    >>> DealSet(0, Player.A, (Score(1, 0, 0), Score(2, 0, 2), Score(0, 0, 3))).difference
    2.0
    """

    index: int
    dealer: Seat | Player
    scores: tuple[Score, ...]

    @property
    def difference(self) -> float:
        """A's points less the mean points of a B seat, summed over the seatings."""
        total = 0.0
        for seat, points in enumerate(self.scores):
            others = sum(points) - points[seat]
            total += points[seat] - others / (len(points) - 1)
        return total


def mean_sd_half_width(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean, the sample sd and half the 95% interval (1.96 · sd / √n) of ``values``,
    unrounded: the one place the interval is computed.

    >>> from euchre.duplicate import mean_sd_half_width
    >>> [round(x, 4) for x in mean_sd_half_width([1.0, 3.0])]
    [2.0, 1.4142, 1.96]
    """
    n = len(values)
    mean = sum(values) / n if n else 0.0
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, sd, 1.96 * sd / math.sqrt(n) if n else 0.0


@dataclass(frozen=True)
class Interval:
    """A mean with its 95% interval, ``mean ± half_width`` (1.96 · sd / √n).

    >>> from euchre.duplicate import Interval
    >>> Interval.of([1.0, 3.0])
    Interval(mean=2.0, half_width=1.96, n=2)
    >>> Interval.of([1.0, 3.0]).ci
    (0.04, 3.96)
    """

    mean: float
    half_width: float
    n: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Interval:
        """The mean of ``values`` and its interval (4 places)."""
        mean, _, half = mean_sd_half_width(values)
        return cls(round(mean, 4), round(half, 4), len(values))

    @property
    def ci(self) -> tuple[float, float]:
        """``(mean - half_width, mean + half_width)``, 4 places."""
        return (round(self.mean - self.half_width, 4), round(self.mean + self.half_width, 4))

    def __neg__(self) -> Interval:
        return Interval(-self.mean + 0.0, self.half_width, self.n)


@dataclass(frozen=True)
class DuplicateResult:
    """Every deal pair of a match and the statistics of the differences.

    >>> from euchre import Score, Seat
    >>> from euchre.duplicate import DealPair, DuplicateResult
    >>> r = DuplicateResult("a", "b", "X", (DealPair(0, Seat.NORTH, Score(2, 0), Score(0, 0)),
    ...                                     DealPair(1, Seat.EAST, Score(0, 0), Score(0, 0))))
    >>> r.n, r.total, r.mean, r.ci
    (2, 2, 1.0, (-0.96, 2.96))
    """

    team_a: str
    team_b: str
    rules: str
    pairs: tuple[DealPair | DealSet, ...]
    elapsed: float = 0.0

    @property
    def n(self) -> int:
        """Number of deal pairs."""
        return len(self.pairs)

    @property
    def total(self) -> float:
        """Team A's net points over all deal pairs (a whole number unless a deal set's
        mean over the B seats is not)."""
        return sum(p.difference for p in self.pairs)

    @property
    def mean(self) -> float:
        """Mean difference per deal pair (team A's net points)."""
        return self.total / self.n if self.n else 0.0

    @property
    def sd(self) -> float:
        """Sample standard deviation of the per-pair differences."""
        return mean_sd_half_width([p.difference for p in self.pairs])[1]

    @property
    def half_width(self) -> float:
        """Half the 95% interval: 1.96 · sd / √n."""
        return mean_sd_half_width([p.difference for p in self.pairs])[2]

    @property
    def ci(self) -> tuple[float, float]:
        """The 95% confidence interval of the mean, rounded to 4 places."""
        return (round(self.mean - self.half_width, 4), round(self.mean + self.half_width, 4))

    @property
    def significant(self) -> bool:
        """True when the interval excludes 0."""
        low, high = self.ci
        return low > 0 or high < 0

    def to_text(self) -> str:
        """A one-paragraph report.

        >>> from euchre import Score, Seat
        >>> from euchre.duplicate import DealPair, DuplicateResult
        >>> r = DuplicateResult("a", "b", "X", (DealPair(0, Seat.NORTH, Score(2, 0), Score(0, 1)),))
        >>> print(r.to_text())
        X: a vs b, 1 deal pairs: a nets +3.000 points per deal pair (95% CI +3.000 to +3.000; total +3)
        """
        low, high = self.ci
        unit = "deal set" if any(isinstance(p, DealSet) for p in self.pairs) else "deal pair"
        total = self.total
        total_text = f"{total:+d}" if isinstance(total, int) else f"{total:+.2f}"
        return (
            f"{self.rules}: {self.team_a} vs {self.team_b}, {self.n} {unit}s: {self.team_a} "
            f"nets {self.mean:+.3f} points per {unit} (95% CI {low:+.3f} to {high:+.3f}; "
            f"total {total_text})"
        )


def seatings(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    """Which bot plays each seat in each seating: 0 for A, 1 for B. The rotations of one
    base seating, A and B alternately in teams, else A and then B in every other seat.

    >>> import euchre
    >>> from euchre.duplicate import seatings
    >>> seatings(euchre.presets.STANDARD)
    ((0, 1, 0, 1), (1, 0, 1, 0))
    >>> seatings(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
    ((0, 1, 1), (1, 0, 1), (1, 1, 0))
    """
    n = rules.players
    base = base_seating(rules)
    rotations = 2 if rules.partnership == "teams" else n  # the distinct rotations
    return tuple(tuple(base[(s - k) % n] for s in range(n)) for k in range(rotations))


def deals_for(rules: RuleSet, n: int, seed: int | str = 0) -> list[tuple[Seat | Player, Deal]]:
    """``n`` seeded (dealer, deal) pairs; the dealer is drawn from the seed too (a
    :class:`~euchre.Seat` at four seats, else a :class:`~euchre.Player`).

    >>> import euchre
    >>> from euchre.duplicate import deals_for
    >>> deals_for(euchre.presets.STANDARD, 3, seed=1) == deals_for(euchre.presets.STANDARD, 3, seed=1)
    True
    """
    out: list[tuple[Seat | Player, Deal]] = []
    players = rules.players
    for i in range(n):
        number = random.Random(f"{seed}/dealer/{i}").randrange(players)
        dealer = Seat(number) if players == 4 else Player(number)
        out.append((dealer, Deal.random(rules, seed=f"{seed}/deal/{i}", dealer=dealer)))
    return out


def play_deal(rules: RuleSet, dealer: Seat | Player, deal: Deal, bots: Sequence[Bot]) -> State:
    """Play one hand of ``deal`` with ``bots[seat]`` at each seat; the state after it.

    >>> import euchre
    >>> from euchre.bots import RuleBot
    >>> from euchre.duplicate import deals_for, play_deal
    >>> (dealer, deal), = deals_for(euchre.presets.STANDARD, 1)
    >>> play_deal(euchre.presets.STANDARD, dealer, deal, [RuleBot()] * 4).results[-1].number
    0
    """
    return play_hand(new_game(rules, dealer=dealer, deal=deal), bots)


#: A chunk of a match's deals, as :func:`play_chunk` takes it: the rules, A's and B's bots
#: (as :func:`~euchre.simulate.bot_factory` returns them), the match's seed and the deals
#: numbered ``(index, dealer, deal)``.
Chunk = tuple[RuleSet, BotSpec, BotSpec, int | str, list[tuple[int, Seat | Player, Deal]]]


def play_chunk(task: Chunk) -> list[DealPair | DealSet]:
    """Play a chunk of a match's deals (the task :func:`match` hands its executor; a
    tournament, :mod:`euchre.tournament`, hands it the chunks of all its matches): each
    deal once per seating (:func:`seatings`), bot A's bots seeded ``f"{seed}/A/{seat}"``,
    B's ``f"{seed}/B/{seat}"``, each reset with the deal's index before it, so a deal's
    result depends on the seed and its index, not on the chunk it is in.

    >>> import euchre
    >>> from euchre.duplicate import deals_for, play_chunk
    >>> (dealer, deal), = deals_for(euchre.presets.STANDARD, 1, seed=3)
    >>> [p.index for p in play_chunk((euchre.presets.STANDARD, "rule", "random", 3, [(7, dealer, deal)]))]
    [7]
    """
    rules, spec_a, spec_b, seed, items = task
    n = rules.players
    a = [build_bot(spec_a, f"{seed}/A/{s}") for s in range(n)]
    b = [build_bot(spec_b, f"{seed}/B/{s}") for s in range(n)]
    # four seats: A North-South, then A East-West
    tables = [[(a, b)[team][s] for s, team in enumerate(seating)] for seating in seatings(rules)]
    out: list[DealPair | DealSet] = []
    for index, dealer, deal in items:
        for bot in (*a, *b):
            bot.reset(index)  # a deal's play depends on the seed and its index, not the chunks
        scores = tuple(
            play_deal(rules, dealer, deal, table).results[-1].points for table in tables
        )
        if len(scores) == 2:
            out.append(DealPair(index, dealer, scores[0], scores[1]))
        else:
            out.append(DealSet(index, dealer, scores))
    return out


def chunk_size(chunk: object, deals: int, workers: int) -> int:
    """``chunk`` (checked), or about eight chunks a worker of ``deals`` deal pairs, at
    most 100 deal pairs a chunk: the chunks a match (or a tournament's matches together)
    hands its executor.

    >>> chunk_size(None, 1000, 2), chunk_size(None, 10, 4), chunk_size(7, 1000, 2)
    (63, 1, 7)
    """
    if chunk is None:
        return max(1, min(100, math.ceil(deals / (workers * 8))))
    if isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1:
        raise ArgumentError(
            f"chunk={shown(chunk)}: expected a whole number of deals of at least 1, or None"
        )
    return chunk


def match(
    team_a: BotSpec | Callable[[], Bot],
    team_b: BotSpec | Callable[[], Bot],
    rules: RuleSet | str,
    *,
    deals: int | Sequence[tuple[Seat | Player, Deal]] = 1000,
    seed: int | str = 0,
    workers: int = 1,
    executor: cf.Executor | None = None,
    chunk: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    time_limit: float | None = None,
) -> DuplicateResult:
    """A duplicate match of ``team_a`` against ``team_b``: bot specs (``"rule"``) or
    factories of a seed (``lambda seed: RuleBot(seed)``, a Bot class) or of nothing
    (``lambda: RuleBot()``), read once by :func:`~euchre.simulate.bot_factory` before any
    deal is played (a factory that takes neither is refused there, with
    :class:`~euchre.errors.ArgumentError`). To run on other processes a factory must
    pickle (a module-level function or class, a ``functools.partial`` of one; Dask
    pickles lambdas too).

    ``deals`` is a number of seeded deals (:func:`deals_for`) or a list of (dealer, deal)
    pairs. Each deal is played as one hand, twice, the teams' seats swapped. Chunks of
    deals run on ``executor`` (any :class:`concurrent.futures.Executor`) or a process pool
    of ``workers``; the result does not depend on either. With ``time_limit`` (seconds)
    no chunk of deals starts after that time: the result holds the deal pairs played
    (``n`` says how many), each the same as in a full run.

    >>> import euchre
    >>> from euchre import duplicate
    >>> r = duplicate.match("random", "random", "STANDARD", deals=20, seed=2)
    >>> r.n, r.ci[0] <= r.mean <= r.ci[1]
    (20, True)
    """
    spec_a, spec_b = bot_factory(team_a, "team_a"), bot_factory(team_b, "team_b")
    if isinstance(rules, str):
        rules = presets.get(rules)
    items = deals_for(rules, deals, seed) if isinstance(deals, int) else list(deals)
    numbered = [(i, dealer, deal) for i, (dealer, deal) in enumerate(items)]
    n = len(numbered)
    size = chunk_size(chunk, n, max(1, executor_workers(executor, workers)))
    if chunk is None and time_limit is not None:
        size = min(size, 10)
    parts = [numbered[i : i + size] for i in range(0, n, size)]
    tasks: list[Chunk] = [(rules, spec_a, spec_b, seed, part) for part in parts]
    t0 = time.perf_counter()
    results = run_tasks(
        play_chunk,
        tasks,
        executor=executor,
        workers=workers,
        progress=progress,
        weights=[len(p) for p in parts],
        time_limit=time_limit,
    )
    pairs = tuple(p for part in results for p in part)
    name = presets.name_of(rules) or rules.name
    return DuplicateResult(
        spec_name(spec_a), spec_name(spec_b), name, pairs, time.perf_counter() - t0
    )
