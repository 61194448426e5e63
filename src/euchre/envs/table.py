"""The game behind both environments: one :class:`~euchre.State`, its encoding, and the
rewards each action earns the seats (four, or as many as the RuleSet's table has).

:class:`Table` knows nothing of PettingZoo or Gymnasium: :mod:`euchre.envs.aec` and
:mod:`euchre.envs.single` wrap it in their APIs. Every observation is built from
``state.view(seat)`` only (:class:`euchre.encoding.Encoding`), never from the State.

>>> import euchre
>>> from euchre.envs.table import Table
>>> table = Table(euchre.presets.DEFAULT)
>>> table.start(seed=3)
>>> seat = table.to_act
>>> obs = table.observation(seat)
>>> sorted(obs), int(obs["action_mask"].sum())
(['action_mask', 'observation'], 3)
>>> rewards = table.play(int(obs["action_mask"].argmax()))
>>> rewards, table.done
((0.0, 0.0, 0.0, 0.0), False)

At other tables the agents are the table's seats and each seat is paid from its side's
points (see :data:`REWARDS`):

>>> cutthroat = Table(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
>>> cutthroat.agents, cutthroat.side_rewards((0, 2, 2))
(('a', 'b', 'c'), (-2.0, 1.0, 1.0))
"""

from __future__ import annotations

import numbers
import operator
from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from euchre import presets
from euchre.actions import Action
from euchre.cards import PLAYERS, Player, Seat, Team
from euchre.encoding import Encoding, net_side_points
from euchre.errors import ArgumentError, IllegalActionError, Reason, shown
from euchre.rules import RuleSet
from euchre.state import State, new_game

__all__ = ["AGENTS", "ILLEGAL_ACTIONS", "MODES", "REWARDS", "START_OPTIONS", "Rewards", "Table", "ruleset"]

#: The agents' names of the four-seat game, by seat number: ``"north"``, ``"east"``,
#: ``"south"``, ``"west"``; other tables name theirs by :attr:`Table.agents` (the table's
#: seat names in lower case: ``"a"``, ``"b"``, ``"c"``).
AGENTS: tuple[str, ...] = tuple(seat.name.lower() for seat in Seat)

#: ``"hand"``: an episode is one hand; ``"game"``: a whole game, to the target score.
MODES = ("hand", "game")

#: What a seat is paid (its partners are paid the same), from its side's points (a side is a
#: team, or one player when each plays for themselves):
#: ``"net"``: its side's points of each hand minus the other side's, or with more than two
#: sides minus the mean of the other sides' points (zero-sum);
#: ``"points"``: its side's points of each hand as the scoring table gives them (in Bid
#: Euchre a set bidder's team gets negative points);
#: ``"win"``: +1 to the winners and -1 to the losers when the game ends, 0 before; with
#: more than two sides each losing side gets -1 / (sides - 1) (``mode="game"`` only).
REWARDS = ("net", "points", "win")

#: What an action id that is not legal now does: ``"raise"``: raises
#: :class:`euchre.IllegalActionError` (the game is untouched); ``"terminate"``: ends the
#: episode, the offender is paid ``illegal_reward`` and the others 0 (PettingZoo's
#: ``TerminateIllegalWrapper`` convention).
ILLEGAL_ACTIONS = ("raise", "terminate")

#: The keys of ``reset(options=...)`` passed on to :func:`euchre.new_game`: ``scores``
#: (North-South, East-West) and ``hand_number`` start the game mid-way.
START_OPTIONS = ("scores", "hand_number")

#: Rewards of one step by seat number (North, East, South, West; or A, B, C, ...).
Rewards = tuple[float, ...]

NO_REWARDS: Rewards = (0.0, 0.0, 0.0, 0.0)


def _choice(value: object, name: str, choices: tuple[str, ...]) -> str:
    if isinstance(value, str) and value in choices:
        return value
    raise ArgumentError(f"{name}={shown(value)}: expected one of {', '.join(map(repr, choices))}")


def ruleset(rules: RuleSet | str) -> RuleSet:
    """``rules`` itself, or the preset it names (a name or an alias, as
    :func:`euchre.presets.get` reads them: case and blanks do not matter).

    >>> import euchre
    >>> from euchre.envs.table import ruleset
    >>> ruleset("bid euchre") is euchre.presets.BID_EUCHRE
    True
    >>> ruleset("pinochle")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: no preset named 'pinochle': use one of CARDGAMES_IO, GAMES4ALL, ...
    """
    if isinstance(rules, RuleSet):
        return rules
    if isinstance(rules, str):
        return presets.get(rules)
    raise ArgumentError(
        f"rules={shown(rules)}: expected a RuleSet (such as euchre.presets.DEFAULT) or a "
        f"preset's name, one of {', '.join(presets.names())}"
    )


def _team_rewards(ns: float, ew: float) -> Rewards:
    """Each team's reward to both partners (the four-seat game)."""
    return (ns, ew, ns, ew)


class Table:
    """One game of ``rules`` (a RuleSet, or a preset's name or alias: see :func:`ruleset`)
    played step by step by integer action ids.

    ``mode``, ``reward`` and ``illegal_action`` take the values in :data:`MODES`,
    :data:`REWARDS` and :data:`ILLEGAL_ACTIONS`. ``illegal_reward`` is the offender's reward
    when ``illegal_action="terminate"``; by default minus the rules' target score (worse
    than any one hand scores under every preset) for points rewards, -1 (a lost game) for ``"win"``.
    ``max_hands`` truncates a game after that many hands (random players may never finish
    a game of Bid Euchre, whose scores can fall without end).

    >>> import euchre
    >>> from euchre.envs.table import Table
    >>> Table(euchre.presets.DEFAULT, reward="win")
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: reward='win' needs mode='game': a hand has no winner
    """

    def __init__(
        self,
        rules: RuleSet | str,
        *,
        mode: object = "hand",
        reward: object = "net",
        illegal_action: object = "raise",
        illegal_reward: object = None,
        max_hands: object = None,
    ) -> None:
        # the knobs are typed object: checked here (the compiled build would otherwise
        # refuse a wrong type with a bare TypeError before these checks say what is legal)
        self.rules = rules = ruleset(rules)
        self.mode = _choice(mode, "mode", MODES)
        self.reward = _choice(reward, "reward", REWARDS)
        if reward == "win" and mode != "game":
            raise ArgumentError("reward='win' needs mode='game': a hand has no winner")
        self.illegal_action = _choice(illegal_action, "illegal_action", ILLEGAL_ACTIONS)
        if illegal_reward is None:
            illegal_reward = -1.0 if reward == "win" else -float(rules.target)
        if not isinstance(illegal_reward, numbers.Real) or isinstance(illegal_reward, bool):
            raise ArgumentError(f"illegal_reward={shown(illegal_reward)}: expected a number or None")
        self.illegal_reward = float(illegal_reward)
        if max_hands is not None and (
            not isinstance(max_hands, int) or isinstance(max_hands, bool) or max_hands < 1
        ):
            raise ArgumentError(f"max_hands={shown(max_hands)}: expected None or a whole number, 1 or more")
        self.max_hands: int | None = max_hands
        self.encoding = Encoding(rules)
        seating = rules.table
        #: How many seats play (the agents, by seat number).
        self.seats = seating.players
        #: The agents' names by seat number: the table's seat names in lower case.
        self.agents: tuple[str, ...] = tuple(name.lower() for name in seating.seat_names)
        #: The seats as the engine names them (Seat at four seats, else Player).
        self.seat_values: tuple[Seat | Player, ...] = (
            tuple(Seat) if self.seats == len(Seat) else PLAYERS[: self.seats]
        )
        self._side_of = seating.side_of
        self._four = seating.four
        self._no_rewards: Rewards = (0.0,) * self.seats
        self.state: State | None = None
        #: The action id that ended the episode as an illegal action (``"terminate"``).
        self.illegal: int | None = None

    # ------------------------------------------------------------------ the game

    def start(self, seed: object = None, options: object = None) -> None:
        """A new game: ``new_game(rules, seed=seed)`` (a fresh seed when None; an int or a
        str), started anywhere by the :data:`START_OPTIONS` in ``options`` (a dict or None;
        other keys are ignored: PettingZoo's api_test passes one of its own)."""
        if options is not None and not isinstance(options, Mapping):
            raise ArgumentError(f"options={shown(options)}: expected a dict or None")
        start = {k: v for k, v in (options or {}).items() if k in START_OPTIONS}
        # new_game checks the seed (an int or a str), saying what is legal
        self.state = new_game(self.rules, seed=seed, **start)  # type: ignore[call-overload]
        self.illegal = None

    @property
    def game(self) -> State:
        """The current state (after :meth:`start`)."""
        if self.state is None:
            raise ArgumentError("the table has no game yet: call start() (reset the environment)")
        return self.state

    @property
    def terminated(self) -> bool:
        """True when the hand (or game) ended, or an illegal action ended the episode."""
        state = self.game
        if self.illegal is not None:
            return True
        return state.is_over if self.mode == "game" else bool(state.results)

    @property
    def truncated(self) -> bool:
        """True when ``max_hands`` hands were played and the game goes on."""
        limit = self.max_hands
        return limit is not None and len(self.game.results) >= limit and not self.terminated

    @property
    def done(self) -> bool:
        """True when the episode is over (:attr:`terminated` or :attr:`truncated`)."""
        if self.terminated:
            return True
        limit = self.max_hands
        return limit is not None and len(self.game.results) >= limit

    @property
    def to_act(self) -> Seat | Player | None:
        """The seat to act, None when the episode is over."""
        return None if self.done else self.game.to_act

    def observation(self, seat: Seat | Player | int) -> dict[str, npt.NDArray[np.generic]]:
        """``seat``'s observation tensor and action mask (all zeros unless it is to act),
        both from ``state.view(seat)`` (the mask from the view's own legal actions); new
        arrays on every call."""
        view = self.game.view(seat)
        enc = self.encoding
        mask = np.zeros(enc.num_actions, dtype=np.int8)
        if not self.done:
            mask[enc.legal_ids(view)] = 1
        return {"observation": enc.observation(view), "action_mask": mask}

    def action_mask(self, seat: Seat | Player | int) -> npt.NDArray[np.int8]:
        """``seat``'s action mask alone, as in :meth:`observation` (int8, 1 at the legal ids
        of the seat to act; all zeros for the others and once the episode is over),
        without building the tensor.

        >>> import euchre
        >>> from euchre.envs.table import Table
        >>> table = Table("CARDGAMES_IO")
        >>> table.start(seed=1)
        >>> table.action_mask(table.to_act).nonzero()[0].tolist()
        [0, 1, 2]
        """
        mask = np.zeros(self.encoding.num_actions, dtype=np.int8)
        if not self.done and seat == self.game.to_act:
            mask[self.encoding.legal_ids(self.game)] = 1
        return mask

    # ------------------------------------------------------------------ a step

    def action_of(self, action_id: object) -> tuple[int, Action]:
        """``action_id`` (an int or NumPy integer in ``range(num_actions)``) and its Action;
        :meth:`Encoding.action <euchre.encoding.Encoding.action>` checks it."""
        actions = self.encoding.actions
        if action_id.__class__ is not bool:  # True is no action id
            try:
                index = operator.index(action_id)  # type: ignore[arg-type]
            except TypeError:
                index = -1
            if 0 <= index < len(actions):
                return index, actions[index]
        action = self.encoding.action(action_id)  # type: ignore[arg-type]  # raises, saying why
        return operator.index(action_id), action  # type: ignore[arg-type]

    def play(self, action_id: object) -> Rewards:
        """Apply ``action_id`` for the seat to act; the rewards it earns each seat."""
        if self.done:
            raise ArgumentError("the episode is over: reset the environment to play again")
        state = self.game
        seat = state.to_act
        assert seat is not None  # the game goes on
        index, action = self.action_of(action_id)
        if action not in state.legal_actions():
            return self._illegal(seat, index, action)
        hands = len(state.results)
        self.state = state = state.apply(action)
        if len(state.results) == hands:
            return self._no_rewards
        if not self._four:
            return self._table_rewards(state)
        if self.reward == "win":
            if not state.is_over or state.winner is None:
                return NO_REWARDS
            win = 1.0 if state.winner is Team.NORTH_SOUTH else -1.0
            return _team_rewards(win, -win)
        ns, ew = state.results[-1].points
        if self.reward == "net":
            return _team_rewards(float(ns - ew), float(ew - ns))
        return _team_rewards(float(ns), float(ew))

    def side_rewards(self, by_side: Sequence[float]) -> Rewards:
        """Each seat's reward from its side's points (``by_side``, one number per side) under
        :attr:`reward` ``"net"`` or ``"points"``."""
        values = net_side_points(by_side) if self.reward == "net" else tuple(map(float, by_side))
        return tuple(values[side] for side in self._side_of)

    def _table_rewards(self, state: State) -> Rewards:
        """The rewards of a hand just ended at any table but the four-seat game."""
        if self.reward != "win":
            return self.side_rewards(tuple(state.results[-1].points))
        side = state.winning_side if state.is_over else None
        if side is None:
            return self._no_rewards
        sides = len(state.scores)
        return tuple(1.0 if s == side else -1.0 / (sides - 1) for s in self._side_of)

    def _illegal(self, seat: Seat | Player, action_id: int, action: Action) -> Rewards:
        """Raise, or end the episode with the offender paid ``illegal_reward``."""
        state = self.game
        if self.illegal_action == "terminate":
            self.illegal = action_id
            rewards = [0.0] * self.seats
            rewards[seat] = self.illegal_reward
            return tuple(rewards)
        why = state.explain(action)
        legal = ", ".join(f"{self.encoding.action_id(a)} ({a})" for a in state.legal_actions())
        raise IllegalActionError(
            f"action id {action_id} ({action}) is not legal for {seat} now: {why.message}; "
            f"legal ids: {legal}",
            why.reason or Reason.WRONG_PHASE,
            action,
        )
