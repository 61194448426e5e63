"""PIMCBot: perfect-information Monte Carlo, sampled worlds valued with the exact
double-dummy solver."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from euchre.actions import GO_ALONE, Action, ActionKind
from euchre.bots._base import Bot
from euchre.bots._bidnet import PHASES, network_for
from euchre.bots._cards import _card
from euchre.bots._reading import _following_plays
from euchre.bots._rule import RuleBot
from euchre.bots._sample import Sampler
from euchre.bots._winprob import WinTable, win_table
from euchre.errors import ArgumentError, shown
from euchre.solver import Solver
from euchre.state import Phase, State
from euchre.views import View

#: The bidders of ``PIMCBot(bidder=...)``: the search over sampled worlds, or the trained
#: network of the order and call rounds (:mod:`euchre.bots._bidnet`).
BIDDERS = ("search", "net")
#: With ``bidder="net"`` and ``score_aware``, the network (trained at 0-0) values the bids
#: only while no side is within this many points of the target; nearer, the bot searches.
NET_NEAR_TARGET = 5

#: The most seats a table has (``players``): PIMCBot keeps a rollout bot for each.
_MOST_SEATS = 6


class PIMCBot(Bot):
    """Perfect-information Monte Carlo over the exact double-dummy solver.

    For each decision with more than one choice, ``samples`` worlds are drawn with
    :func:`sample_state`; each candidate action is applied in each world and valued as
    the hand's point difference for the bot's side (:func:`side_value`: its points less the
    mean of the other sides'; at ``partnership='none'`` a side is one player): in play, by solving the rest of the
    hand exactly; in bidding (order up, call, pass, alone, pickup, discard), by letting
    ``rollout`` bots (RuleBot by default) make every later bidding, discard and alone
    decision in that world, then solving the play. A hand thrown in is worth 0. The
    action with the best average wins (ties go to RuleBot's choice). ``bid_bias`` is
    added to the value of every action that makes trump (order up, call, and so on),
    counteracting the solver's knowledge of all hands. No declaration is a candidate, so
    it never calls a misdeal (``misdeal``): a bot has no exposed card or wrong count to
    report.

    Knobs: ``samples`` (worlds per decision), ``bid_samples`` (worlds per bidding,
    discard or alone decision, if not ``samples``: their values are noisier), ``time_budget`` (seconds per decision; at
    least ``min_samples`` are always taken: with a budget, decisions depend on the
    machine's speed, so leave it None for reproducible play), ``bid`` (False: bid with
    RuleBot, use PIMC only for card play), ``bidder`` (``"search"``: the sampled worlds;
    ``"net"``: the order and call rounds valued by the trained network of
    :mod:`euchre.bots._bidnet` where one ships for the rules, see :data:`BIDDERS`), ``use_voids`` (None: follow the rules: only
    when reneging is forbidden), ``infer`` and ``tries`` (read the bidding as a signal:
    :class:`Sampler` with the rollout bots as the policy), ``infer_noise`` (the chance a
    player strays from that policy, :class:`Sampler`'s ``noise``), ``score_aware`` (weigh a
    hand's points by the change in the chance of winning the game, :func:`score_utility`,
    where the game is a race of two sides to a target). Knock Euchre and Bid Euchre
    (bids, trump, the call-for-best card, play) are searched; the double deck is left to
    RuleBot.

    >>> import euchre
    >>> from euchre.bots import PIMCBot
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=6)
    >>> PIMCBot(seed=1, samples=4).act(s.view(s.to_act)) in s.legal_actions()
    True
    """

    name = "pimc"

    def __init__(
        self,
        seed: int | str = 0,
        *,
        samples: int = 20,
        bid_samples: int | None = None,
        time_budget: float | None = None,
        min_samples: int = 4,
        bid: bool = True,
        bidder: str = "search",
        bid_bias: float = 0.0,
        use_voids: bool | None = None,
        infer: bool = True,
        tries: int = 20,
        infer_noise: float = 0.0,
        rollout: Callable[[int | str], Bot] | None = None,
        score_aware: bool = True,
    ) -> None:
        super().__init__(seed)
        self.samples = samples
        self.bid_samples = bid_samples
        self.time_budget = time_budget
        self.min_samples = min_samples
        self.bid = bid
        if bidder not in BIDDERS:
            raise ArgumentError(f"bidder={shown(bidder)}: choose from {', '.join(map(repr, BIDDERS))}")
        self.bidder = bidder
        self.bid_bias = bid_bias
        self.use_voids = use_voids
        self.infer = infer
        self.tries = tries
        self.infer_noise = infer_noise
        self.score_aware = score_aware
        #: How a hand's points (one entry per side) are weighed for a side: set for each
        #: decision (:func:`side_value`, or the win chance with ``score_aware``).
        self.utility: Callable[[Sequence[int], int], float] = side_value
        self.rule = RuleBot(seed)
        make = rollout if rollout is not None else (lambda s: RuleBot(s))
        # one rollout bot per seat of the largest table (a four-seat game uses the first four)
        self.rollout = [make(f"{seed}/rollout/{k}") for k in range(_MOST_SEATS)]
        self.solver = Solver()
        self.decisions = 0
        self.worlds = 0

    def reset(self, game: int | str | None = None) -> None:
        """Seed the bot's stream again (:meth:`Bot.reset`), and its RuleBot's and its
        rollout bots' streams with the same ``game``."""
        super().reset(game)
        self.rule.reset(game)
        for bot in self.rollout:
            bot.reset(game)

    def choose(self, view: View) -> Action:
        """The action with the best average point difference over the sampled worlds."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        default = self.rule.act(view)
        candidates, totals, worlds = self._search(view, default)
        if len(candidates) == 1:
            return candidates[0]
        if worlds == 0:
            return default
        top = max(totals)
        best = [a for a, t in zip(candidates, totals, strict=True) if t >= top - 1e-9 * worlds]
        return default if default in best else best[0]

    def evaluate(self, view: View) -> dict[Action, float]:
        """What :meth:`choose` weighs: each candidate action's average point difference for
        the bot's side in this hand (plus ``bid_bias`` for an action that makes trump), over
        the worlds it samples now; empty when the bot decides without sampling (one legal
        action or one candidate, a claim, a variant or deck it leaves to RuleBot, bidding
        with ``bid=False``) or no world could be drawn. In play the candidates are the legal
        cards (only those that follow suit when reneging is allowed). Draws from the bot's
        stream as a decision does.

        >>> import euchre
        >>> from euchre.bots import PIMCBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=6)
        >>> values = PIMCBot(seed=1, samples=4).evaluate(s.view(s.to_act))
        >>> sorted(str(a) for a in values) == sorted(str(a) for a in s.legal_actions())
        True
        >>> all(-8 <= v <= 8 for v in values.values())
        True
        """
        legal = view.legal_actions
        if len(legal) < 2:
            return {}
        candidates, totals, worlds = self._search(view, self.rule.act(view))
        if len(candidates) < 2 or worlds == 0:
            return {}
        return {a: t / worlds for a, t in zip(candidates, totals, strict=True)}

    def _candidates(self, view: View, default: Action) -> list[Action]:
        """The actions the bot weighs by sampling; ``[default]`` (RuleBot's choice) where it
        does not sample."""
        if view.rules.deck not in (24, 25, 32):
            return [default]  # the double deck: two copies of a card, which the sampler cannot tell apart
        if default.kind is ActionKind.CLAIM_RENEGE or view.phase == "claim":
            return [default]
        if default.kind is ActionKind.DECLARE and default.declaration == "go under":
            return [default]  # going under is RuleBot's choice (the sampler models no swap)
        if view.phase == "play":
            return [Action.play(_card(c)) for c in _following_plays(view)]
        if not self.bid:
            return [default]
        return [a for a in view.legal_actions if a.kind is not ActionKind.DECLARE]

    def _search(self, view: View, default: Action) -> tuple[list[Action], list[float], int]:
        """The candidates, their point-difference totals over the worlds sampled, and the
        number of worlds (no totals and 0 worlds when there is one candidate)."""
        candidates = self._candidates(view, default)
        if len(candidates) == 1:
            return candidates, [], 0
        self.decisions += 1
        self.utility = self._utility_for(view)
        trained = self._trained_values(view)
        if trained:
            actions = list(trained)
            return actions, [trained[a] + self.bid_bias * _makes_trump(a) for a in actions], 1
        rng = self.rng
        totals = [0.0] * len(candidates)
        worlds = 0
        start = time.perf_counter()
        misses = 0
        wanted = self.samples
        if view.phase != "play" and self.bid_samples is not None:
            wanted = self.bid_samples
        sampler = Sampler(
            view,
            use_voids=self.use_voids,
            policy=self.rollout if self.infer else None,
            tries=self.tries if self.infer else 12,
            noise=self.infer_noise if self.infer else 0.0,
        )
        while worlds < wanted:
            if (
                self.time_budget is not None
                and worlds >= self.min_samples
                and time.perf_counter() - start > self.time_budget
            ):
                break
            world = sampler.draw(rng)
            if world is None:
                misses += 1
                if misses > 3:
                    break
                continue
            worlds += 1
            for i, action in enumerate(candidates):
                totals[i] += self._value(world, action, int(view.seat))
            if self.solver.entries > 100_000:
                self.solver = Solver()
        self.worlds += worlds
        for i, action in enumerate(candidates):
            if _makes_trump(action):
                totals[i] += self.bid_bias * worlds
        return candidates, totals, worlds

    def _trained_values(self, view: View) -> dict[Action, float]:
        """With ``bidder="net"``: the trained network's values of the choices of the order
        and call rounds (:mod:`euchre.bots._bidnet`), where one was trained for these rules
        and the score is far enough from the target that a point is worth about the same
        to either side (with ``score_aware``: no side within :data:`NET_NEAR_TARGET`
        points of it); else empty (the bot searches)."""
        if self.bidder != "net" or view.phase not in PHASES or not self.bid:
            return {}
        net = network_for(view.rules)
        if net is None:
            return {}
        if self.score_aware and max(view.scores) > view.rules.target - NET_NEAR_TARGET:
            return {}
        return net.values(view)

    @property
    def weighs_the_score(self) -> bool:
        """Whether the last decision weighed a hand's points by the chance of winning the
        game (``score_aware`` in a race of two sides to a target) rather than by the point
        difference alone.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=6)
        >>> bot = PIMCBot(seed=1, samples=2)
        >>> _ = bot.evaluate(s.view(s.to_act))
        >>> bot.weighs_the_score
        True
        """
        return self.utility is not side_value

    def _utility_for(self, view: View) -> Callable[[Sequence[int], int], float]:
        """The weighing of a hand's points for this decision: with ``score_aware``, in a
        race of two sides to a target, the change in the side's chance of winning the game
        (:func:`score_utility`); else the point difference (:func:`side_value`)."""
        if self.score_aware:
            table = win_table(view.rules)
            if table is not None:
                return score_utility(table, view)
        return side_value

    def _value(self, world: State, action: Action, seat: int) -> float:
        """What the hand is worth to ``seat``'s side after ``action`` in ``world``: its
        points (:meth:`_points`) weighed by :attr:`utility` (set for each decision)."""
        return self.utility(self._points(world, action), world.rules.table.side_of[seat])

    def _points(self, world: State, action: Action) -> Sequence[int]:
        """The hand's points by side after ``action`` in ``world``: the rollout bots make
        the later bidding decisions, then the play is solved (0 for every side when the hand
        is thrown in)."""
        hand = world.hand_number
        state = world.apply(action)
        while True:
            if state.hand_number != hand or state.phase in (Phase.DEAL, Phase.OVER):
                return state.results[-1].points
            if state.phase is Phase.PLAY:
                if state.maker is None:
                    return (0,) * len(world.rules.table.side_names)
                return self.solver.points(state)
            actor = state.to_act
            assert actor is not None
            state = state.apply(self.rollout[int(actor)].act(state.view(actor)))


def side_value(points: Sequence[int], side: int) -> float:
    """What a hand's ``points`` (one entry per side) are worth to ``side``: its points less
    the mean of the other sides' (two sides: the difference; zero-sum over the seats of a
    table of single players, such as cutthroat's maker against two defenders).

    >>> side_value((2, 0), 1), side_value((0, 2, 2), 0), side_value((0, 2, 2), 1)
    (-2.0, -2.0, 1.0)
    """
    if len(points) == 2:
        return float(points[side] - points[1 - side])
    others = sum(points) - points[side]
    return points[side] - others / (len(points) - 1)


def score_utility(table: WinTable, view: View) -> Callable[[Sequence[int], int], float]:
    """The value of a hand's points to the side of ``view.seat`` at the view's score: the
    change in its chance of winning the game (``table``, the deal passing on after the
    hand), divided by the change one point more for it rather than for the other side
    makes (so that at a score far from the target it is close to the point difference,
    :func:`side_value`). At 9 points a sure point is worth as much as a lone march, and
    more than a risky march. The utility takes the side it values the points for, as
    :func:`side_value` does: for the other side it is the same change, negated.

    >>> import euchre
    >>> from euchre.bots._winprob import win_table
    >>> rules = euchre.presets.GAMES4ALL
    >>> s = euchre.new_game(rules, seed=1, scores=(9, 4))
    >>> u = score_utility(win_table(rules), s.view(0))          # North-South at 9
    >>> u((1, 0), 0) == u((4, 0), 0), u((0, 2), 0) < u((0, 1), 0) < 0
    (True, True)
    >>> u((1, 0), 1) == -u((1, 0), 0)                           # East-West's view of it
    True
    >>> u0 = score_utility(win_table(rules), euchre.new_game(rules, seed=1).view(0))
    >>> 3 < u0((4, 0), 0) < 5, -2.5 < u0((0, 2), 0) < -1.5      # at 0-0: about the points
    (True, True)
    """
    side_of = view.rules.table.side_of
    side = side_of[view.seat]
    mine, theirs = view.scores[side], view.scores[1 - side]
    deals_next = side_of[view.dealer] != side  # the deal passes to the other side
    base = table.chance(mine, theirs, deals_next)
    scale = max(
        1e-3,
        (table.chance(mine + 1, theirs, deals_next) - table.chance(mine, theirs + 1, deals_next)) / 2,
    )

    def utility(points: Sequence[int], for_side: int) -> float:
        after = table.chance(mine + points[side], theirs + points[1 - side], deals_next)
        change = (after - base) / scale
        return change if for_side == side else -change  # two sides: one's gain is the other's loss

    return utility


def _makes_trump(action: Action) -> bool:
    return action.kind in (ActionKind.ORDER_UP, ActionKind.CALL) or action is GO_ALONE
