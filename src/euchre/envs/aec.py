"""Euchre as a PettingZoo AEC environment: one agent per seat named by it, integer actions,
observation tensors with action masks, one hand or a whole game per episode.

Built by :func:`euchre.envs.aec_env`; see ``docs/rl.md``.

>>> import euchre
>>> from euchre.envs import aec_env
>>> env = aec_env(euchre.presets.DEFAULT)
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> env.agent_selection, obs["observation"].dtype, obs["action_mask"].dtype
('south', dtype('float32'), dtype('int8'))
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from euchre.cards import Player, Seat
from euchre.envs.table import Rewards, Table
from euchre.errors import ArgumentError
from euchre.rules import RuleSet

__all__ = ["RENDER_MODES", "EuchreAEC", "observation_space", "render_view"]

#: ``"ansi"``: :meth:`EuchreAEC.render` returns the acting seat's view as text;
#: ``"human"``: it prints it.
RENDER_MODES = ("ansi", "human")

#: The parts of the observation (``Encoding.segments``) that may be negative: the scores
#: (a set bidder's team goes below zero in Bid Euchre). Every other value is a count or a
#: share, 0 or more; none has a fixed ceiling for every RuleSet (a score may pass the
#: target when ties play on), so the Box's high bound is infinite.
SIGNED_SEGMENTS = frozenset({"scores"})


def observation_space(table: Table) -> spaces.Dict:
    """The observation space of one seat: the tensor and the action mask.

    >>> import euchre
    >>> from euchre.envs.aec import observation_space
    >>> from euchre.envs.table import Table
    >>> space = observation_space(Table(euchre.presets.DEFAULT))
    >>> sorted(space.spaces)
    ['action_mask', 'observation']
    """
    enc = table.encoding
    low = np.zeros(enc.observation_shape, dtype=np.float32)
    for segment in enc.segments:
        if segment.name in SIGNED_SEGMENTS:
            low[segment.start : segment.start + segment.size] = -np.inf
    high = np.full(enc.observation_shape, np.inf, dtype=np.float32)
    return spaces.Dict(
        {
            "observation": spaces.Box(low, high, dtype=np.float32),
            "action_mask": spaces.MultiBinary(enc.num_actions),
        }
    )


def render_view(table: Table, seat: Seat | Player) -> str:
    """``seat``'s view as text, with its legal action ids when it is to act: no card
    hidden from ``seat`` appears (the text comes from ``state.view(seat)``).

    >>> import euchre
    >>> from euchre.envs.aec import render_view
    >>> from euchre.envs.table import Table
    >>> table = Table(euchre.presets.DEFAULT)
    >>> table.start(seed=1)
    >>> print(render_view(table, table.to_act))  # doctest: +ELLIPSIS
    South's view, hand 1 (order, South to act): ...
    legal: 0 (pass), 1 (order up), 2 (order up alone)
    """
    text = str(table.game.view(seat))
    if table.to_act == seat:
        legal = table.game.legal_actions()
        ids = ", ".join(f"{table.encoding.action_id(a)} ({a})" for a in legal)
        text += f"\nlegal: {ids}"
    return text


class EuchreAEC(AECEnv):  # type: ignore[misc]
    """A PettingZoo AEC environment of one Euchre :class:`~euchre.envs.table.Table`.

    Agents are the table's seats in lower case (:attr:`Table.agents
    <euchre.envs.table.Table.agents>`: ``"north"``, ``"east"``, ``"south"``, ``"west"`` at
    four seats; ``"a"``, ``"b"``, ... at other tables); ``agent_selection`` is the seat to
    act (trick winners lead: the order is the game's, not a fixed cycle; a lone player's
    partners never act in that hand). When the episode ends every agent is
    terminated and steps once more with ``None``, as PettingZoo's API asks.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo reads it from the class
        "name": "euchre_v0",
        "render_modes": list(RENDER_MODES),
        "is_parallelizable": False,
    }

    def __init__(self, table: Table, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ArgumentError(
                f"render_mode={render_mode!r}: expected None, 'ansi' or 'human'"
            )
        self.table = table
        self.render_mode = render_mode
        self._agents: tuple[str, ...] = table.agents
        self.possible_agents: list[str] = list(table.agents)
        space = observation_space(table)
        self.observation_spaces = {a: space for a in table.agents}
        self.action_spaces = {
            a: spaces.Discrete(table.encoding.num_actions) for a in table.agents
        }
        self._next_seed: int | str | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's observation space (the same object on every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's action space (the same object on every call)."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new episode: the game ``new_game(rules, seed=seed)``. Without a seed, the seed
        after the last episode's (so ``reset(seed=s)`` then ``reset()`` plays games ``s``
        and ``s + 1``), or a fresh one at first. ``options`` may start the game mid-way:
        ``{"scores": (ns, ew), "hand_number": n}`` (``euchre.new_game``'s arguments)."""
        if seed is not None:
            self._next_seed = seed
        self.table.start(self._next_seed, options)
        first = self.table.game.seed
        self._next_seed = first + 1 if isinstance(first, int) else None
        agents = self._agents
        self.agents = list(agents)
        self.rewards = dict.fromkeys(agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(agents, 0.0)
        self.terminations = dict.fromkeys(agents, False)
        self.truncations = dict.fromkeys(agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in agents}
        self._select()

    def _select(self) -> None:
        seat = self.table.to_act
        if seat is not None:
            self.agent_selection = self._agents[seat]

    def observe(self, agent: str) -> dict[str, npt.NDArray[np.generic]]:
        """``agent``'s observation, from its own view of the game."""
        return self.table.observation(self._agents.index(agent))

    def action_mask(self, agent: str | None = None) -> npt.NDArray[np.int8]:
        """``agent``'s action mask (by default the selected agent's): ``observe(agent)
        ["action_mask"]`` without the tensor. int8, 1 at the legal ids of the agent to act;
        all zeros for the others and, once the episode is over, for every agent (no action
        is legal then: each steps with ``None``).

        >>> import euchre
        >>> from euchre.envs import aec_env
        >>> env = aec_env("STANDARD")
        >>> env.reset(seed=1)
        >>> env.agent_selection, env.action_mask().nonzero()[0].tolist()
        ('south', [0, 1])
        >>> int(env.action_mask("north").sum())
        0
        """
        name = self.agent_selection if agent is None else agent
        if name not in self._agents:
            raise ArgumentError(
                f"agent={name!r}: expected one of {', '.join(map(repr, self._agents))}"
            )
        return self.table.action_mask(self._agents.index(name))

    def step(self, action: Any) -> None:
        """The selected agent plays action id ``action`` (``None`` once it is terminated)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        table = self.table
        rewards: Rewards = table.play(action)
        self.rewards = dict(zip(self._agents, rewards, strict=True))
        if not table.done:
            self.agent_selection = self._agents[table.game.to_act]  # type: ignore[index]
        elif table.truncated:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.terminations = dict.fromkeys(self.agents, True)
            if table.illegal is not None:
                self.infos[agent]["illegal_action"] = table.illegal
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The selected agent's view as text (``"ansi"``: returned; ``"human"``: printed)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode (None): nothing to show")
            return None
        table = self.table
        text = render_view(table, table.seat_values[self._agents.index(self.agent_selection)])
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def make(rules: RuleSet | str, *, render_mode: str | None = None, **knobs: Any) -> EuchreAEC:
    """The AEC environment of ``rules`` (a RuleSet, or a preset's name or alias; ``knobs``
    as :class:`~euchre.envs.table.Table`'s).

    >>> from euchre.envs.aec import make
    >>> make("cutthroat").possible_agents
    ['a', 'b', 'c']
    """
    return EuchreAEC(Table(rules, **knobs), render_mode=render_mode)
