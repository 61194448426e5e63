"""OpenSpiel's own algorithm loops on our game and on its C++ ``euchre``, as paired ratios.

The same OpenSpiel code runs on both games, in one process: ours is the registered Python
game ``python_euchre_openspiel`` (preset ``OPENSPIEL``, the same rules as OpenSpiel's
``euchre``) unless ``--game``; theirs is ``pyspiel.load_game("euchre")``. Chunks alternate
(theirs, ours, theirs, ..., theirs) and each chunk of ours is divided by the mean of its two
neighbours; the median of these ratios is reported with its quartiles (``pairing.py``). A
ratio of 0.5 means our game runs the loop at half OpenSpiel's speed ("2x slower"). The loops:

* ``playout``: random playouts as a search's rollout does them: ``game.new_initial_state()``,
  then a random ``chance_outcomes()`` outcome at chance nodes (``is_chance_node()``) and a
  random ``legal_actions()`` action elsewhere, applied to a ``clone()`` every tenth step,
  until ``is_terminal()``; the ``returns()`` read at the end (hands/s);
* ``mccfr``: ``outcome_sampling_mccfr.OutcomeSamplingSolver(game).iteration()`` (one sampled
  episode per player; it keys its tables by ``information_state_string``), iterations/s;
* ``tabular_q``: ``rl_environment.Environment(game)`` (its default observation: the
  information-state tensor of every player at every step) with one
  ``tabular_qlearner.QLearner`` per player (it keys its table by ``str`` of the tensor), one
  episode (a hand) per ``env.reset()``, training steps (episodes/s);
* ``info_tensor``: ``state.information_state_tensor(player)`` for the player to act at every
  decision of stored random hands (tensors/s), the call under ``tabular_q``;
* ``tabular_q_compact`` and ``info_tensor_compact``: the same two loops on our game with the
  parameter ``information_state=compact`` (its smaller perfect-recall tensor,
  ``Encoding.compact_information_state``), OpenSpiel's game unchanged;
* ``dqn`` and ``a2c`` (only with ``--measures`` naming them, and only where PyTorch is
  installed): ``open_spiel.python.pytorch.dqn.DQN`` / ``policy_gradient.PolicyGradient``
  (``loss_str="a2c"``) agents in the same ``rl_environment`` loop, with the layer sizes and
  batch sizes of OpenSpiel's examples made small.

Run: ``python benchmarks/openspiel_algorithms.py [--seconds 0.5] [--rounds 20]
[--measures playout,mccfr,tabular_q,tabular_q_compact,info_tensor,info_tensor_compact]
[--game python_euchre_openspiel]``;
smoke test: ``--seconds 0.1 --rounds 3``.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
from collections.abc import Sequence
from typing import Any

from pairing import Loop, add_measures, check_measures, paired, spread

import euchre

MEASURES = ("playout", "mccfr", "tabular_q", "tabular_q_compact", "info_tensor", "info_tensor_compact")
COMPACT = "_compact"  # a measure's suffix: our game with information_state=compact
OPTIONAL = ("dqn", "a2c")  # PyTorch agents: only when named and installed
HANDS_PER_CALL = 5  # hands (episodes, iterations) a loop plays between clock reads
STORED_HANDS = 20  # hands of decisions the info_tensor loop reads from
UNITS = {
    "playout": "hands/s",
    "mccfr": "iter/s",
    "tabular_q": "episodes/s",
    "tabular_q_compact": "episodes/s",
    "info_tensor": "tensors/s",
    "info_tensor_compact": "tensors/s",
    "dqn": "episodes/s",
    "a2c": "episodes/s",
}


def playout_loop(game: Any, rng: random.Random) -> Loop:
    """Random playouts: sampled chance outcomes, random legal actions, a clone now and then."""

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            state = game.new_initial_state()
            step = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                step += 1
                if step % 10 == 0:
                    state = state.clone()
            state.returns()
        return HANDS_PER_CALL

    return play


def mccfr_loop(game: Any) -> Loop:
    """Outcome-sampling MCCFR iterations (OpenSpiel's Python solver)."""
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            solver.iteration()
        return HANDS_PER_CALL

    return play


def agents_loop(game: Any, make_agent: Any) -> Loop:
    """``rl_environment`` episodes with one learning agent per player (``make_agent(player,
    env)``), as OpenSpiel's examples train: the agent of the player to act steps at each
    time step, and at the last every agent that acted in the episode (one that did not, a
    lone maker's partner, would keep a step without an action into the next episode and
    fail QLearner's assertion)."""
    from open_spiel.python import rl_environment

    env = rl_environment.Environment(game)
    agents = [make_agent(player, env) for player in range(game.num_players())]

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            time_step = env.reset()
            acted = set()
            while not time_step.last():
                player = time_step.observations["current_player"]
                acted.add(player)
                output = agents[player].step(time_step)
                time_step = env.step([output.action])
            for player in acted:
                agents[player].step(time_step)
        return HANDS_PER_CALL

    return play


def tabular_q(player: int, env: Any) -> Any:
    from open_spiel.python.algorithms import tabular_qlearner

    return tabular_qlearner.QLearner(player_id=player, num_actions=env.action_spec()["num_actions"])


def dqn(player: int, env: Any) -> Any:
    from open_spiel.python.pytorch import dqn as torch_dqn

    size = env.observation_spec()["info_state"][0]
    return torch_dqn.DQN(
        player_id=player, state_representation_size=size,
        num_actions=env.action_spec()["num_actions"], hidden_layers_sizes=[64],
        replay_buffer_capacity=10_000, batch_size=32, learn_every=10,
    )  # fmt: skip


def a2c(player: int, env: Any) -> Any:
    from open_spiel.python.pytorch import policy_gradient

    size = env.observation_spec()["info_state"][0]
    return policy_gradient.PolicyGradient(
        player_id=player, info_state_size=size, num_actions=env.action_spec()["num_actions"],
        loss_str="a2c", hidden_layers_sizes=[64], batch_size=16,
    )  # fmt: skip


def stored_decisions(game: Any, rng: random.Random) -> list[Any]:
    """The decision states of :data:`STORED_HANDS` random hands."""
    states = []
    for _ in range(STORED_HANDS):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            states.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return states


def info_tensor_loop(game: Any, rng: random.Random) -> Loop:
    """The information-state tensor of the player to act, over stored decisions."""
    states = stored_decisions(game, rng)

    def play() -> int:
        for state in states:
            state.information_state_tensor(state.current_player())
        return len(states)

    return play


def loops(name: str, game: Any, seed: int) -> Loop:
    """The loop ``name`` on ``game``."""
    import numpy as np

    np.random.seed(seed)  # the MCCFR and Q-learning samplers use NumPy's global generator
    rng = random.Random(seed)
    if name == "playout":
        return playout_loop(game, rng)
    if name == "mccfr":
        return mccfr_loop(game)
    if name == "info_tensor":
        return info_tensor_loop(game, rng)
    agent = {"tabular_q": tabular_q, "dqn": dqn, "a2c": a2c}[name]
    return agents_loop(game, agent)


def measure(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Each loop on our game paired with the same loop on OpenSpiel's ``euchre``."""
    import pyspiel

    import euchre.openspiel  # noqa: F401  (registers our games)

    ours_full = pyspiel.load_game(args.game)
    theirs_game = pyspiel.load_game("euchre")
    rows = []
    for name in args.measures:
        if name in OPTIONAL and not have_torch():
            print(f"  {name}: skipped, PyTorch is not installed", file=sys.stderr)
            continue
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        loop = name.removesuffix(COMPACT)
        ours_game = ours_full
        if name.endswith(COMPACT):  # loaded only when asked for (an older tree has no such game)
            ours_game = pyspiel.load_game(args.game, {"information_state": "compact"})
        ours, theirs = loops(loop, ours_game, 1), loops(loop, theirs_game, 1)
        rows.append({"measure": name, **paired(ours, theirs, args.rounds, args.seconds).summary()})
    return rows


def have_torch() -> bool:
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    print(f"machine: {os.cpu_count()} cores (os.cpu_count()), {platform.machine()}, "
          f"python {platform.python_version()}, euchre {euchre.__version__} "
          f"({'compiled' if euchre.compiled else 'interpreted'}) from {euchre.__file__}")
    print(f"ours: {args.game}; theirs: euchre (OpenSpiel's C++); {args.rounds} rounds of "
          f"{args.seconds:g} s chunks, OpenSpiel's before and after each of ours;\nratio = ours / "
          "mean of the two neighbouring chunks of OpenSpiel: median (lower - upper quartile); "
          "slower = 1 / ratio\n")
    print(f"{'measure':20} {'ours':>10} {'OpenSpiel':>10} {'unit':11} {'ratio (quartiles)':20} slower")
    for row in rows:
        print(f"{row['measure']:20} {row['ours']:>10,.1f} {row['theirs']:>10,.1f} "
              f"{UNITS[row['measure']]:11} {spread(row, 3):20} {1 / row['ratio']:.2f}x")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="length of each chunk")
    parser.add_argument("--rounds", type=int, default=20, help="paired rounds per measure")
    parser.add_argument("--game", default="python_euchre_openspiel", help="our registered game")
    add_measures(parser, MEASURES, OPTIONAL)
    args = parser.parse_args(argv)
    check_measures(parser, args, MEASURES + OPTIONAL)
    report(measure(args), args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
