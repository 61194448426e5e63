"""A round robin of bots in duplicate: every pair of bots plays a duplicate match
(:func:`euchre.duplicate.match`'s play, :func:`~euchre.duplicate.play_chunk`) on the same
deals, and the result is a cross table of mean net points per deal pair with 95%
intervals, each bot's mean against the field, and an Elo-style rating.

**Pairings.** Each pair of bots ``i < j`` is a :class:`Pairing`. At a table of two teams
(four or six seats) and at two seats, a duplicate match is symmetric (A and B swap every
seat), so one match is played, ``i`` as A. At a table of players for themselves with more
than two seats (three-handed cutthroat: ``[A, B, B]`` rotated, :func:`~euchre.duplicate.
seatings`), A sits alone against B's bots, so both matches are played, ``i`` as A and
``j`` as A, and the pairing's difference on a deal is half of ``i``'s difference less
``j``'s. Either way a deal's difference (``i``'s net points) is the negative of ``j``'s:
the cross table is antisymmetric, entry ``(i, j)`` being ``mean ± 1.96 · sd / √n`` of the
pairing's per-deal differences. Every match uses ``seed`` (the same deals, dealt by
:func:`~euchre.duplicate.deals_for`, and the same bot seeds as :func:`~euchre.duplicate.
match` with that seed), so a pairing's match is the one ``duplicate.match`` plays; two
bots of the same spec therefore play alike against a third.

**Against the field.** A bot's mean is the mean over deals of its mean difference against
the other bots on that deal (the mean of its row of the cross table); its interval is
that of the per-deal values, so that the deals the pairings share are counted once.

**Rating.** Each deal of a pairing is a game between its two bots: won by ``i`` when its
difference is above 0, lost below 0, drawn at 0 (scored ½ each). The ratings ``R`` are
the maximum-likelihood fit of the Elo model (Bradley-Terry on the base-10 logistic scale
of 400) to these scores: ``i`` is expected to score ``1 / (1 + 10 ** ((R[j] - R[i]) /
400))`` against ``j``, a deal at a time. To keep every rating finite (a bot that wins
every deal of a pairing) each pairing counts one more drawn deal, a prior pulling the
ratings slightly together. The fit (:func:`fit_ratings`) is anchored so that the
ratings' mean is 1500: only differences mean anything, a difference of 200 being an
expected score of 0.76.

>>> from euchre import tournament
>>> t = tournament.run(["rule", "random"], "GAMES4ALL", deals=30, seed=1)
>>> t.bots, t.standings[0], t.cross(0, 1).mean == -t.cross(1, 0).mean
(('rule', 'random'), 0, True)
>>> round(sum(t.ratings) / len(t.ratings), 6)
1500.0
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import euchre.presets as presets
from euchre.bots import Bot
from euchre.cards import Player, Seat
from euchre.deal import Deal
from euchre.duplicate import (
    Chunk,
    DealPair,
    DealSet,
    DuplicateResult,
    Interval,
    chunk_size,
    deals_for,
    play_chunk,
    seatings,
)
from euchre.errors import ArgumentError, shown
from euchre.rules import RuleSet
from euchre.simulate import BotSpec, bot_factory, executor_workers, run_tasks, spec_name

__all__ = [
    "ELO_ANCHOR",
    "ELO_SCALE",
    "PRIOR_DRAWS",
    "Interval",
    "Pairing",
    "TournamentResult",
    "fit_ratings",
    "run",
]

#: The mean of the ratings.
ELO_ANCHOR = 1500.0
#: A rating difference of this many points is odds of 10 to 1 on a deal.
ELO_SCALE = 400.0
#: Drawn deals added to every pairing before the ratings are fitted (a prior: see above).
PRIOR_DRAWS = 1


@dataclass(frozen=True)
class Pairing:
    """Bots ``first`` and ``second`` (indexes into :attr:`TournamentResult.bots`, ``first``
    the lower) on the same deals: ``matches`` holds the duplicate match with ``first`` as
    A, then, at a table that is not symmetric (three-handed), the one with ``second`` as A.
    A match's ``elapsed`` is 0: the chunks of all the matches run together, and
    :attr:`TournamentResult.elapsed` is the time they took.

    >>> from euchre import Score, Seat
    >>> from euchre.duplicate import DealPair, DuplicateResult
    >>> from euchre.tournament import Pairing
    >>> m = DuplicateResult("a", "b", "X", (DealPair(0, Seat.NORTH, Score(2, 0), Score(0, 0)),
    ...                                     DealPair(1, Seat.EAST, Score(0, 1), Score(1, 0))))
    >>> p = Pairing(0, 1, (m,))
    >>> p.differences, (p.wins, p.draws, p.losses)
    ((2, -2), (1, 0, 1))
    """

    first: int
    second: int
    matches: tuple[DuplicateResult, ...]

    @property
    def differences(self) -> tuple[float, ...]:
        """``first``'s net points on each deal (per deal pair, or per deal set)."""
        main = tuple(p.difference for p in self.matches[0].pairs)
        if len(self.matches) == 1:
            return main
        back = (p.difference for p in self.matches[1].pairs)
        return tuple((a - b) / 2 for a, b in zip(main, back, strict=True))

    @property
    def interval(self) -> Interval:
        """``first``'s mean net points per deal and its 95% interval."""
        return Interval.of(self.differences)

    @property
    def wins(self) -> int:
        """Deals ``first`` won (a difference above 0)."""
        return sum(1 for d in self.differences if d > 0)

    @property
    def draws(self) -> int:
        """Deals drawn (a difference of 0)."""
        return sum(1 for d in self.differences if d == 0)

    @property
    def losses(self) -> int:
        """Deals ``first`` lost."""
        return sum(1 for d in self.differences if d < 0)


@dataclass(frozen=True)
class TournamentResult:
    """A round robin's bots (labels), rules (a preset's name), seed, deals a pairing,
    every :class:`Pairing` (``(0, 1), (0, 2), ..., (1, 2), ...``) and the time it took.

    >>> from euchre import tournament
    >>> t = tournament.run(["random", "rule", "random"], "GAMES4ALL", deals=10, seed=2)
    >>> t.bots, [(p.first, p.second) for p in t.pairings]
    (('random#1', 'rule', 'random#2'), [(0, 1), (0, 2), (1, 2)])
    """

    bots: tuple[str, ...]
    rules: str
    seed: int | str
    deals: int
    pairings: tuple[Pairing, ...]
    elapsed: float = 0.0

    def pairing(self, i: int, j: int) -> Pairing:
        """The pairing of bots ``i`` and ``j`` (in either order)."""
        low, high = min(i, j), max(i, j)
        for p in self.pairings:
            if (p.first, p.second) == (low, high):
                return p
        raise ArgumentError(
            f"no pairing of bots {shown(i)} and {shown(j)}: give two different indexes "
            f"from 0 to {len(self.bots) - 1}"
        )

    def cross(self, i: int, j: int) -> Interval:
        """Bot ``i``'s mean net points per deal against bot ``j``, with its interval
        (``cross(j, i)`` is its negative)."""
        interval = self.pairing(i, j).interval
        return interval if i < j else -interval

    def field(self, i: int) -> Interval:
        """Bot ``i``'s mean net points per deal against the field, with its interval."""
        rows = [
            p.differences if p.first == i else tuple(-d for d in p.differences)
            for p in self.pairings
            if i in (p.first, p.second)
        ]
        return Interval.of([sum(col) / len(col) for col in zip(*rows, strict=True)])

    def record(self, i: int) -> tuple[int, int, int]:
        """Bot ``i``'s deals won, drawn and lost, over all its pairings."""
        won = drawn = lost = 0
        for p in self.pairings:
            if i in (p.first, p.second):
                w, d, l_ = (
                    (p.wins, p.draws, p.losses) if p.first == i else (p.losses, p.draws, p.wins)
                )
                won, drawn, lost = won + w, drawn + d, lost + l_
        return won, drawn, lost

    @property
    def ratings(self) -> tuple[float, ...]:
        """Each bot's Elo-style rating (the model: :mod:`euchre.tournament`), 1 place."""
        return fit_ratings(
            len(self.bots), [(p.first, p.second, p.wins, p.draws, p.losses) for p in self.pairings]
        )

    @property
    def standings(self) -> tuple[int, ...]:
        """The bots' indexes, highest rating first (ties: in the order given)."""
        ratings = self.ratings
        return tuple(sorted(range(len(self.bots)), key=lambda i: -ratings[i]))

    @property
    def unit(self) -> str:
        """``"deal pair"``, or ``"deal set"`` at a table of more than two seatings."""
        played = self.pairings[0].matches[0].pairs if self.pairings else ()
        return "deal set" if any(isinstance(p, DealSet) for p in played) else "deal pair"

    def to_json(self) -> dict[str, Any]:
        """The result as JSON data (what ``euchre tournament --json`` prints): ``bots`` in
        the order given (the rows and columns of ``cross`` and ``half_width``, ``None`` on
        the diagonal), ``standings`` their names best first, and every pairing.

        >>> from euchre import tournament
        >>> t = tournament.run(["random", "rule"], "GAMES4ALL", deals=5, seed=1)
        >>> data = t.to_json()
        >>> data["standings"], data["bots"][0]["name"], data["cross"][1][0] == -data["cross"][0][1]
        (['rule', 'random'], 'random', True)
        """
        ratings = self.ratings
        n = len(self.bots)
        return {
            "rules": self.rules,
            "seed": self.seed,
            "deals": self.deals,
            "unit": self.unit,
            "rating": {"anchor": ELO_ANCHOR, "scale": ELO_SCALE, "prior_draws": PRIOR_DRAWS},
            "bots": [
                {
                    "name": self.bots[i],
                    "rating": ratings[i],
                    "mean": self.field(i).mean,
                    "ci": list(self.field(i).ci),
                    "won_drawn_lost": list(self.record(i)),
                }
                for i in range(n)
            ],
            "standings": [self.bots[i] for i in self.standings],
            "cross": [
                [None if i == j else self.cross(i, j).mean for j in range(n)] for i in range(n)
            ],
            "half_width": [
                [None if i == j else self.cross(i, j).half_width for j in range(n)]
                for i in range(n)
            ],
            "pairings": [
                {
                    "a": self.bots[p.first],
                    "b": self.bots[p.second],
                    "mean": p.interval.mean,
                    "ci": list(p.interval.ci),
                    "won_drawn_lost": [p.wins, p.draws, p.losses],
                    "matches": len(p.matches),
                }
                for p in self.pairings
            ],
            "elapsed": round(self.elapsed, 3),
        }

    def to_text(self) -> str:
        """The standings (highest rating first) and the cross table, as text.

        >>> from euchre import tournament
        >>> t = tournament.run(["rule", "random"], "GAMES4ALL", deals=5, seed=1)
        >>> print(t.to_text())  # doctest: +ELLIPSIS
        GAMES4ALL: round robin of 2 bots in duplicate, 5 deal pairs a pairing, seed 1
        bot       rating  vs field  95% CI              won  drawn  lost
        rule      ...
        """
        ratings, order = self.ratings, self.standings
        width = max(len(name) for name in self.bots) + 2
        lines = [
            f"{self.rules}: round robin of {len(self.bots)} bots in duplicate, {self.deals} "
            f"{self.unit}s a pairing, seed {self.seed}",
            f"{'bot':<{width}}rating  vs field  95% CI              won  drawn  lost",
        ]
        for i in order:
            field = self.field(i)
            low, high = field.ci
            won, drawn, lost = self.record(i)
            lines.append(
                f"{self.bots[i]:<{width}}{ratings[i]:6.0f}  {field.mean:+8.3f}  "
                f"{low:+.3f} to {high:+.3f}  {won:5d}  {drawn:5d}  {lost:4d}"
            )
        lines.append(f"net points per {self.unit}, row against column (95% interval):")
        cell = max(width, 16)
        lines.append(" " * width + "".join(f"{self.bots[j]:>{cell}}" for j in order))
        for i in order:
            cells = [
                "."
                if i == j
                else f"{self.cross(i, j).mean:+.2f} ± {self.cross(i, j).half_width:.2f}"
                for j in order
            ]
            lines.append(f"{self.bots[i]:<{width}}" + "".join(f"{c:>{cell}}" for c in cells))
        lines.append(
            f"rating: Elo scale (mean {ELO_ANCHOR:.0f}), each {self.unit} won, drawn or lost; "
            f"{self.elapsed:.1f} s"
        )
        return "\n".join(lines)


def fit_ratings(
    bots: int, results: Sequence[tuple[int, int, int, int, int]], prior_draws: int = PRIOR_DRAWS
) -> tuple[float, ...]:
    """The Elo ratings (mean :data:`ELO_ANCHOR`, 1 place) of ``bots`` bots fitted to
    ``results``, ``(i, j, wins, draws, losses)`` of ``i`` against ``j``: the maximum
    likelihood of the model in :mod:`euchre.tournament`, each pairing given
    ``prior_draws`` more draws, found by Newton's method on the log-likelihood (concave:
    each step halved until it gains) until no rating moves by 1e-6. With
    ``prior_draws=0`` a bot that wins or loses every deal has no finite rating: the fit
    stops at some thousands of points apart.

    >>> from euchre.tournament import fit_ratings
    >>> fit_ratings(2, [(0, 1, 75, 0, 25)], prior_draws=0)   # 3 to 1: 400 · log10 3 apart
    (1595.4, 1404.6)
    >>> fit_ratings(3, [(0, 1, 10, 0, 0), (1, 2, 10, 0, 0), (0, 2, 10, 0, 0)])
    (1917.7, 1500.0, 1082.3)
    """
    games = [(i, j, won + (drawn + prior_draws) / 2, won + drawn + lost + prior_draws)
             for i, j, won, drawn, lost in results]  # fmt: skip
    theta = [0.0] * bots  # natural-log strengths, the last held at 0
    for _ in range(200):
        gradient = [0.0] * bots
        hessian = [[0.0] * bots for _ in range(bots)]
        for i, j, score, n in games:
            p = 1 / (1 + math.exp(theta[j] - theta[i]))
            gradient[i] += score - n * p
            gradient[j] -= score - n * p
            w = n * p * (1 - p)
            hessian[i][i] += w
            hessian[j][j] += w
            hessian[i][j] -= w
            hessian[j][i] -= w
        free = bots - 1
        step = _solve([row[:free] for row in hessian[:free]], gradient[:free]) + [0.0]
        scale = 1.0
        before = _log_likelihood(theta, games)
        while scale > 1e-6:
            trial = [t + scale * d for t, d in zip(theta, step, strict=True)]
            if _log_likelihood(trial, games) >= before:
                break
            scale /= 2
        theta = trial
        if max(map(abs, step), default=0.0) * scale * ELO_SCALE / math.log(10) < 1e-6:
            break
    ratings = [ELO_SCALE * t / math.log(10) for t in theta]
    shift = ELO_ANCHOR - sum(ratings) / bots
    return tuple(round(r + shift, 1) + 0.0 for r in ratings)


def _log_likelihood(
    theta: Sequence[float], games: Sequence[tuple[int, int, float, float]]
) -> float:
    """The Elo model's log-likelihood of ``games`` ``(i, j, i's score, deals)``."""
    total = 0.0
    for i, j, score, n in games:
        d = theta[i] - theta[j]  # log sigma(d) = -log(1 + e^-d), computed without overflow
        total -= score * _softplus(-d) + (n - score) * _softplus(d)
    return total


def _softplus(x: float) -> float:
    """``log(1 + e^x)``, for any ``x``."""
    return x + math.log1p(math.exp(-x)) if x > 0 else math.log1p(math.exp(x))


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix · x = vector``, by Gaussian elimination with partial pivoting
    (``matrix`` is the positive definite Hessian of the fit with one bot held)."""
    n = len(vector)
    rows = [[*row, b] for row, b in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if rows[col][col] == 0:
            continue
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    x = [0.0] * n
    for r in reversed(range(n)):
        known = sum(rows[r][c] * x[c] for c in range(r + 1, n))
        x[r] = (rows[r][n] - known) / rows[r][r] if rows[r][r] else 0.0
    return x


def _labels(bots: Sequence[Any] | Mapping[str, Any]) -> tuple[tuple[str, ...], list[BotSpec]]:
    """The bots' labels and factories; a label given twice gets ``#1``, ``#2``, ..."""
    if isinstance(bots, Mapping):
        names = [str(name) for name in bots]
        specs = [bot_factory(spec, f"bots[{name!r}]") for name, spec in bots.items()]
        return tuple(names), specs
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise ArgumentError(
            f"bots={shown(bots)}: expected a list of bots (spec strings such as 'rule' or "
            "'pimc:samples=8', or factories) or a mapping of labels to bots"
        )
    specs = [bot_factory(spec, f"bots[{k}]") for k, spec in enumerate(bots)]
    names = [spec_name(spec) for spec in specs]
    seen: dict[str, int] = {}
    labels = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        labels.append(f"{name}#{seen[name]}" if names.count(name) > 1 else name)
    return tuple(labels), specs


def _deal_list(
    rules: RuleSet, deals: int | Sequence[tuple[Seat | Player, Deal]], seed: int | str
) -> list[tuple[Seat | Player, Deal]]:
    """The deals every pairing plays; fewer than one is refused."""
    if isinstance(deals, bool | str) or not isinstance(deals, int | Sequence):
        raise ArgumentError(
            f"deals={shown(deals)}: expected a number of deals (at least 1) or a list of "
            "(dealer, deal) pairs"
        )
    items = deals_for(rules, deals, seed) if isinstance(deals, int) else list(deals)
    if not items:
        raise ArgumentError(
            f"deals={shown(deals)}: a tournament plays at least 1 deal a pairing; give a "
            "whole number of at least 1 or a list of (dealer, deal) pairs"
        )
    return items


def run(
    bots: Sequence[BotSpec | Callable[[], Bot]] | Mapping[str, BotSpec | Callable[[], Bot]],
    rules: RuleSet | str,
    *,
    deals: int | Sequence[tuple[Seat | Player, Deal]] = 200,
    seed: int | str = 0,
    workers: int = 1,
    executor: cf.Executor | None = None,
    chunk: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """A round robin of ``bots`` in duplicate under ``rules``: every pair of bots plays
    ``deals`` (a number of seeded deals, or a list of (dealer, deal) pairs, the same for
    every pairing), as :func:`euchre.duplicate.match` plays them with ``seed``.

    ``bots`` are spec strings (``"rule"``, ``"pimc:samples=8"``) or factories, as
    :func:`~euchre.duplicate.match` takes them, labelled by :func:`~euchre.simulate.
    spec_name` (``#1``, ``#2`` added to a label given twice), or a mapping of labels to
    bots. Every pairing's chunks of deals go to one ``executor`` (any
    :class:`concurrent.futures.Executor`) or process pool of ``workers``;
    ``progress(done, total)`` counts deals played over all matches. The result does not
    depend on the executor, the workers or the chunks. Fewer than two bots, a bot that is
    not one and fewer than one deal raise :class:`~euchre.errors.ArgumentError`.

    >>> from euchre import tournament
    >>> t = tournament.run(["random", "rule"], "GAMES4ALL", deals=20, seed=3)
    >>> t.standings, t.ratings[1] > t.ratings[0], t.cross(1, 0).mean > 0
    ((1, 0), True, True)
    >>> tournament.run(["rule"], "GAMES4ALL", deals=5)
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: bots=['rule']: a tournament needs at least two bots, such as ['rule', 'random', 'pimc:samples=8']
    """
    labels, specs = _labels(bots)
    if len(specs) < 2:
        raise ArgumentError(
            f"bots={shown(list(bots))}: a tournament needs at least two bots, such as "
            "['rule', 'random', 'pimc:samples=8']"
        )
    if isinstance(rules, str):
        rules = presets.get(rules)
    items = _deal_list(rules, deals, seed)
    numbered = [(k, dealer, deal) for k, (dealer, deal) in enumerate(items)]
    base = seatings(rules)[0]
    both_ways = base.count(0) != base.count(1)  # A alone against B's bots: play each way
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    matches = [(a, b) for i, j in pairs for a, b in ((i, j), (j, i))[: 2 if both_ways else 1]]
    size = chunk_size(chunk, len(matches) * len(numbered), executor_workers(executor, workers))
    parts = [numbered[k : k + size] for k in range(0, len(numbered), size)]
    tasks: list[Chunk] = [
        (rules, specs[a], specs[b], seed, part) for a, b in matches for part in parts
    ]
    t0 = time.perf_counter()
    results = run_tasks(
        play_chunk,
        tasks,
        executor=executor,
        workers=workers,
        progress=progress,
        weights=[len(part) for _ in matches for part in parts],
    )
    name = presets.name_of(rules) or rules.name
    played: list[DuplicateResult] = []
    for m, (a, b) in enumerate(matches):
        chunks = results[m * len(parts) : (m + 1) * len(parts)]
        found: tuple[DealPair | DealSet, ...] = tuple(p for part in chunks for p in part)
        played.append(DuplicateResult(labels[a], labels[b], name, found))
    per = 2 if both_ways else 1
    pairings = tuple(
        Pairing(i, j, tuple(played[k * per : (k + 1) * per])) for k, (i, j) in enumerate(pairs)
    )
    return TournamentResult(labels, name, seed, len(numbered), pairings, time.perf_counter() - t0)
