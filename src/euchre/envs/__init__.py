"""Reinforcement-learning environments for every variant: a PettingZoo AEC environment
(:func:`aec_env`) and a single-agent Gymnasium one (:func:`gym_env`).

They need the ``rl`` extra (``pip install "euchre-rules[rl]"``: NumPy, PettingZoo, Gymnasium),
which ``import euchre`` never imports; ``import euchre.envs`` does. Actions are the integer
ids of :class:`euchre.encoding.Encoding`, observations its tensor of the acting seat's
view with the legal-action mask; rewards are the points of each hand (``docs/rl.md``).
Importing this package registers the Gymnasium id ``euchre/Euchre-v0``
(``gymnasium.make("euchre/Euchre-v0", rules=...)``, the arguments of :func:`gym_env`).
Every factory takes a :class:`~euchre.RuleSet` or a preset's name or alias.

>>> import euchre
>>> from euchre.envs import aec_env
>>> env = aec_env(euchre.presets.DEFAULT)
>>> env.reset(seed=4)
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     action = None if terminated else int(obs["action_mask"].argmax())
...     env.step(action)
>>> env.agents, env.table.game.results[0].points
([], Score(ns=2, ew=0))
"""

from __future__ import annotations

from collections.abc import Sequence

try:
    import gymnasium
    import numpy  # noqa: F401
    import pettingzoo  # type: ignore[import-untyped]  # noqa: F401
except ImportError as missing:  # pragma: no cover - the rl extra is installed for the tests
    raise ImportError(
        f"euchre.envs needs the rl extra: pip install 'euchre-rules[rl]' ({missing})"
    ) from missing

import euchre.presets as presets
from euchre.cards import Player, Seat
from euchre.envs.aec import EuchreAEC
from euchre.envs.single import EuchreGym, Opponent
from euchre.envs.table import AGENTS, ILLEGAL_ACTIONS, MODES, REWARDS, Table
from euchre.rules import RuleSet

__all__ = [
    "AGENTS",
    "GYM_ID",
    "ILLEGAL_ACTIONS",
    "MODES",
    "REWARDS",
    "EuchreAEC",
    "EuchreGym",
    "Table",
    "aec_env",
    "gym_env",
]

#: The Gymnasium id registered on import (entry point :func:`gym_env`).
GYM_ID = "euchre/Euchre-v0"


def aec_env(
    rules: RuleSet | str = presets.DEFAULT,
    *,
    mode: str = "hand",
    reward: str = "net",
    render_mode: str | None = None,
    illegal_action: str = "raise",
    illegal_reward: float | None = None,
    max_hands: int | None = None,
) -> EuchreAEC:
    """A PettingZoo AEC environment of ``rules`` (a RuleSet, or a preset's name or alias as
    :func:`euchre.presets.get` reads them: ``"STANDARD"``, ``"bid euchre"``; another name
    raises :class:`euchre.RuleSetError` listing the presets): agents ``"north"``,
    ``"east"``, ``"south"``, ``"west"`` (at other tables the table's seats: ``"a"``,
    ``"b"``, ...); one hand (``mode="hand"``) or a whole game (``"game"``) per episode;
    rewards as :data:`~euchre.envs.table.REWARDS` says (``"net"``: each team's
    points minus the other's, to both partners; with more than two sides, less the mean of
    the others'); an illegal action id raises
    :class:`euchre.IllegalActionError` (``illegal_action="terminate"``: ends the episode,
    the offender paid ``illegal_reward``); ``max_hands`` truncates an episode after that
    many hands; ``render_mode`` ``"ansi"`` or ``"human"``.

    >>> import euchre
    >>> from euchre.envs import aec_env
    >>> env = aec_env(euchre.presets.BID_EUCHRE, mode="game")
    >>> env.reset(seed=1)
    >>> env.possible_agents
    ['north', 'east', 'south', 'west']
    >>> aec_env(euchre.presets.TABLE_PRESETS["CUTTHROAT"]).possible_agents
    ['a', 'b', 'c']
    >>> aec_env("cutthroat").table.rules is euchre.presets.CUTTHROAT
    True
    """
    table = Table(
        rules,
        mode=mode,
        reward=reward,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        max_hands=max_hands,
    )
    return EuchreAEC(table, render_mode=render_mode)


def gym_env(
    rules: RuleSet | str = presets.DEFAULT,
    *,
    seat: Seat | Player | int = Seat.NORTH,
    opponents: Sequence[Opponent] | None = None,
    mode: str = "hand",
    reward: str = "net",
    render_mode: str | None = None,
    illegal_action: str = "terminate",
    illegal_reward: float | None = None,
    max_hands: int | None = None,
) -> EuchreGym:
    """A Gymnasium environment of ``rules`` (a RuleSet, or a preset's name or alias, as in
    :func:`aec_env`) in which the learner plays ``seat`` and
    ``opponents`` (bot names for :func:`euchre.bots.make_bot` or :class:`~euchre.bots.Bot`
    objects, one for each other seat: three at the four-seat game; by default RuleBots)
    play the seats clockwise from its left. ``mode``,
    ``reward``, ``max_hands`` and ``render_mode`` as in :func:`aec_env`. An illegal action id ends the
    episode with ``illegal_reward`` (by default minus the target score; Gymnasium's tools
    step with unmasked random actions); ``illegal_action="raise"`` raises instead.
    :meth:`~euchre.envs.single.EuchreGym.action_masks` gives the legal ids as
    sb3-contrib's ``MaskablePPO`` asks.

    >>> import euchre
    >>> from euchre.envs import gym_env
    >>> env = gym_env(euchre.presets.DEFAULT, seat=euchre.Seat.EAST)
    >>> obs, info = env.reset(seed=5)
    >>> env.table.to_act
    <Seat.EAST: 1>
    >>> gym_env("bid").table.rules is euchre.presets.BID_EUCHRE
    True
    """
    table = Table(
        rules,
        mode=mode,
        reward=reward,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        max_hands=max_hands,
    )
    return EuchreGym(table, seat=seat, opponents=opponents, render_mode=render_mode)


def _register() -> None:
    if GYM_ID not in gymnasium.registry:
        gymnasium.register(id=GYM_ID, entry_point="euchre.envs:gym_env")


_register()
