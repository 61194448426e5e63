"""The chance of winning the game from a score: what a score-aware bot weighs a hand's
points by (:func:`win_table`, :class:`WinTable`)."""

from __future__ import annotations

import functools
from collections import Counter

from euchre.engine.scoring import scores_can_fall
from euchre.rules import RuleSet
from euchre.state import new_game

#: Hands of RuleBot self-play from which the points a hand gives are counted (seeded).
OUTCOME_HANDS = 1_000


class WinTable:
    """The chance that a side wins a game to ``target`` from every score, with the deal
    passing to the other side after each hand, given how often a hand ends in each pair
    of points (``outcomes``: (points to the dealer's side, points to the other side) ->
    probability; thrown-in hands left out).

    ``chance(mine, theirs, dealing)`` solves it backwards from the target: every hand
    gives at least one point to one side, so a score is reached only from lower ones.

    >>> t = WinTable(10, {(1, 0): 0.5, (0, 1): 0.5})   # a coin for one point a hand
    >>> t.chance(0, 0, True), t.chance(9, 0, False) > 0.99, t.chance(9, 9, True)
    (0.5, True, 0.5)
    """

    def __init__(self, target: int, outcomes: dict[tuple[int, int], float]) -> None:
        self.target = target
        self.outcomes = tuple(outcomes.items())
        size = target
        # _p[d][a][b]: the chance the side with a points wins against b, d = it deals now
        self._p = [[[0.0] * size for _ in range(size)] for _ in range(2)]
        for total in range(2 * size - 2, -1, -1):
            for a in range(max(0, total - size + 1), min(size, total + 1)):
                b = total - a
                for dealing in (0, 1):
                    self._p[dealing][a][b] = self._expected(a, b, dealing)

    def _expected(self, a: int, b: int, dealing: int) -> float:
        """The chance of winning from (a, b) before a hand that side ``dealing`` deals."""
        total = 0.0
        for (to_dealer, to_other), p in self.outcomes:
            x, y = (to_dealer, to_other) if dealing else (to_other, to_dealer)
            total += p * self.chance(a + x, b + y, not dealing)
        return total

    def chance(self, mine: int, theirs: int, dealing: bool) -> float:
        """The chance that a side with ``mine`` points wins against ``theirs`` before a hand
        it deals (``dealing``) or the other side deals."""
        if mine >= self.target:
            return 1.0
        if theirs >= self.target:
            return 0.0
        return self._p[int(dealing)][max(0, mine)][max(0, theirs)]


@functools.lru_cache(maxsize=32)
def win_table(rules: RuleSet) -> WinTable | None:
    """The :class:`WinTable` of a game under ``rules``, from :data:`OUTCOME_HANDS` hands of
    RuleBot self-play (seeded, so the same in every process; computed once per process and
    rule set); None where a score is not a race of two sides to a target: no target
    (``num_deals``), ``win_by_two``, more than two sides (``partnership="none"``), or a
    score that can go down (:func:`~euchre.engine.scoring.scores_can_fall`: Bid Euchre,
    ``renege_penalty="offenders_lose"``).

    >>> import euchre
    >>> t = win_table(euchre.presets.GAMES4ALL)
    >>> 0.4 < t.chance(0, 0, True) < 0.6, t.chance(9, 0, False) > t.chance(8, 0, False)
    (True, True)
    >>> win_table(euchre.presets.BID_EUCHRE) is None
    True
    >>> win_table(euchre.presets.GAMES4ALL.replace(win_by_two=True)) is None
    True
    """
    if (
        rules.target is None
        or rules.win_by_two  # the game goes on past the target: not the table below
        or scores_can_fall(rules)  # Bid Euchre, or reneges that take points away
        or len(rules.table.side_names) != 2
    ):
        return None
    from euchre.bots._base import play_hand  # the bots package needs this module first
    from euchre.bots._rule import RuleBot

    bots = [RuleBot(f"winprob/{seat}") for seat in range(rules.players)]
    side_of = rules.table.side_of
    counts: Counter[tuple[int, int]] = Counter()
    for i in range(OUTCOME_HANDS):
        state = play_hand(new_game(rules, seed=f"winprob/{i}"), bots, ask_forced=False)
        result = state.results[-1]
        if result.thrown_in or not any(result.points):
            continue
        dealer_side = side_of[int(result.dealer)]
        counts[(result.points[dealer_side], result.points[1 - dealer_side])] += 1
    hands = sum(counts.values())
    return WinTable(rules.target, {k: n / hands for k, n in sorted(counts.items())})
