"""Euchre as a single-agent Gymnasium environment: one seat learns, the others (three at the
four-seat game; one fewer than the table's seats elsewhere) are :mod:`euchre.bots` bots.

Built by :func:`euchre.envs.gym_env`; see ``docs/rl.md``.

>>> import euchre
>>> from euchre.envs import gym_env
>>> env = gym_env(euchre.presets.DEFAULT, opponents=("random", "random", "random"))
>>> obs, info = env.reset(seed=2)
>>> bool((obs["action_mask"] == info["action_mask"]).all()), env.table.to_act
(True, <Seat.NORTH: 0>)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from euchre.bots import Bot, make_bot
from euchre.cards import Player, Seat
from euchre.envs.aec import RENDER_MODES, observation_space, render_view
from euchre.envs.table import Table
from euchre.errors import ArgumentError

__all__ = ["NEW_DEALS_AT_RESET", "EuchreGym", "Opponent"]

#: An opponent: a bot spec for :func:`euchre.bots.make_bot` (``"rule"``,
#: ``"pimc:samples=8"``) or a :class:`~euchre.bots.Bot`.
Opponent = str | Bot

#: How many games :meth:`EuchreGym.reset` may start before the learner's seat has a
#: decision (a game in which it never acts is skipped: its partner went alone before its
#: first turn); far more than ever happens.
NEW_DEALS_AT_RESET = 1000

#: An observation: the tensor (``"observation"``) and the action mask (``"action_mask"``).
Observation = dict[str, Any]


_COUNTS = ("no", "one", "two", "three", "four", "five")


def _bots(
    seat: Seat | Player, opponents: Sequence[Opponent], seats: tuple[Seat | Player, ...]
) -> dict[Seat | Player, Bot]:
    """The other seats' bots, clockwise from the learner's left (``seats``: the table's)."""
    n = len(seats)
    if isinstance(opponents, str) or len(opponents) != n - 1:
        example = ", ".join(["'rule'"] * (n - 1))
        raise ArgumentError(
            f"opponents={opponents!r}: expected {_COUNTS[n - 1]} bots or bot names, for the "
            f"seats clockwise from the learner's left, e.g. ({example})"
        )
    bots: dict[Seat | Player, Bot] = {}
    for i, spec in enumerate(opponents):
        other = seats[(seat + 1 + i) % n]
        if isinstance(spec, Bot):
            bots[other] = spec
        elif isinstance(spec, str):
            bots[other] = make_bot(spec, seed=f"gym/{other.name.lower()}")
        else:
            raise ArgumentError(f"opponent {spec!r}: expected a euchre.bots.Bot or a bot name")
    return bots


class EuchreGym(gymnasium.Env[Observation, np.int64]):
    """One seat of a :class:`~euchre.envs.table.Table` as a Gymnasium environment.

    Observations are the seat's tensor and action mask (a Dict space, as in the AEC
    environment); ``info["action_mask"]`` holds the mask too. :meth:`step` plays the
    learner's action, then the bots, until the learner is to act again or the episode
    ends; its reward is what the learner's seat earned meanwhile.
    """

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES)}  # noqa: RUF012

    def __init__(
        self,
        table: Table,
        *,
        seat: Seat | Player | int = Seat.NORTH,
        opponents: Sequence[Opponent] | None = None,
        render_mode: str | None = None,
    ) -> None:
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ArgumentError(f"render_mode={render_mode!r}: expected None, 'ansi' or 'human'")
        seats = table.seat_values
        if not isinstance(seat, int) or not 0 <= seat < len(seats):
            kind = "euchre.Seat" if seats[0] is Seat.NORTH else "euchre.Player"
            raise ArgumentError(f"seat={seat!r}: expected a {kind} or 0-{len(seats) - 1}")
        self.table = table
        self.seat: Seat | Player = seats[seat]
        if opponents is None:
            opponents = ("rule",) * (len(seats) - 1)
        self.bots = _bots(self.seat, opponents, seats)
        self.render_mode = render_mode
        self.observation_space = observation_space(table)
        self.action_space = spaces.Discrete(table.encoding.num_actions)
        self._next_seed: int | str | None = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game ``new_game(rules, seed=seed)`` (without a seed: the seed after the
        last game's, or a fresh one; ``options`` as in
        :meth:`~euchre.envs.aec.EuchreAEC.reset`), played by the bots until the learner acts."""
        super().reset(seed=seed)
        if seed is not None:
            self._next_seed = seed
        for _ in range(NEW_DEALS_AT_RESET):
            self.table.start(self._next_seed, options)
            game = self.table.game.seed
            self._next_seed = game + 1 if isinstance(game, int) else None
            for bot in self.bots.values():
                bot.reset(game)
            self._play_bots()
            if not self.table.done:
                return self._observe()
        raise RuntimeError(  # pragma: no cover - the learner acts in nearly every game
            f"the learner's seat {self.seat} had no decision in {NEW_DEALS_AT_RESET} games"
        )

    def _play_bots(self) -> float:
        """Let the bots act until the learner's turn or the end; the learner's rewards."""
        total = 0.0
        while (seat := self.table.to_act) is not None and seat != self.seat:
            action = self.bots[seat].act(self.table.game.view(seat))
            total += self.table.play(self.table.encoding.action_id(action))[self.seat]
        return total

    def _observe(self) -> tuple[Observation, dict[str, Any]]:
        obs = self.table.observation(self.seat)
        return obs, {"action_mask": obs["action_mask"].copy()}

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """Play ``action`` (an id) for the learner, then the bots; (observation, reward,
        terminated, truncated, info)."""
        reward = self.table.play(action)[self.seat]
        reward += self._play_bots()
        obs, info = self._observe()
        if self.table.illegal is not None:
            info["illegal_action"] = self.table.illegal
        if self.render_mode == "human":
            self.render()
        return obs, reward, self.table.terminated, self.table.truncated, info

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The learner's legal action ids now, as a bool vector of shape ``(num_actions,)``:
        what sb3-contrib's ``MaskablePPO`` calls (``observation["action_mask"]`` as bools).

        After the step that ends the episode no action is legal and the mask is all False,
        as the last observation's is: reset before stepping again. Vector environments
        that reset on the next step (Gymnasium's default) ignore the action given for an
        ended episode: choose any id where the mask has no True (``docs/rl.md``).

        >>> import euchre
        >>> from euchre.envs import gym_env
        >>> env = gym_env("CARDGAMES_IO", opponents=("random", "random", "random"))
        >>> obs, info = env.reset(seed=2)
        >>> env.action_masks().nonzero()[0].tolist()
        [0, 1, 2]
        >>> bool((env.action_masks() == obs["action_mask"].astype(bool)).all())
        True
        """
        return self.table.action_mask(self.seat).astype(np.bool_)

    def render(self) -> str | None:
        """The learner's view as text (``"ansi"``: returned; ``"human"``: printed)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode (None): nothing to show")
            return None
        text = render_view(self.table, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text
