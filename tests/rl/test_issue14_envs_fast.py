"""Issue 14, the environment's fast path: every agent's observation is the plain reference
tensor of its own view, its mask the legal ids of that view (of the state, for the seat to
act; none for the others), and action ids are read as before (ints and NumPy integers; a
bool, a float or an id out of range raises)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import numpy as np

import euchre
from euchre import presets
from euchre.envs import aec_env
from rl.test_issue14_encoding_fast import reference


@pytest.mark.parametrize("name", list(presets.names()))
def test_issue14_env_observations_and_masks_are_each_seats_view(name: str) -> None:
    """Random play of hands of every preset (a game, up to 3 hands): at every step, every
    agent's observation equals the reference read from ``state.view(seat)``'s fields, and
    its mask holds exactly the legal ids of the state for the seat to act, zeros else."""
    env = aec_env(presets.get(name), mode="game", max_hands=3)
    enc = env.table.encoding
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        env.reset(seed=seed)
        for agent in env.agent_iter():
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            state = env.table.game
            for seat, other in enumerate(env.possible_agents):
                seen = env.observe(other)
                assert np.array_equal(seen["observation"], reference(enc, state.view(seat)))
                assert seen["action_mask"].dtype == np.int8
                legal = {enc.action_id(a) for a in state.legal_actions()} if seat == state.to_act else set()
                assert set(np.flatnonzero(seen["action_mask"])) == legal
            legal_ids = sorted(legal_id for legal_id in range(enc.num_actions)
                               if env.observe(agent)["action_mask"][legal_id])
            choice = rng.choice(legal_ids)
            env.step(np.int64(choice) if checked % 2 else choice)  # NumPy ints are ids too
            checked += 1
    assert checked > 100


def test_issue14_env_rejects_ids_that_are_not_whole_numbers_in_range() -> None:
    env = aec_env(presets.DEFAULT)
    env.reset(seed=1)
    before = env.table.game
    for bad in (True, 1.0, "1", -1, env.table.encoding.num_actions, np.bool_(True)):
        with pytest.raises(euchre.ArgumentError):
            env.step(bad)
        assert env.table.game is before
    env.step(np.int32(0))
    assert env.table.game is not before
