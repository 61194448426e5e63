"""The floor of a Python OpenSpiel game: a game that does nothing, in the playout loop.

``benchmarks/openspiel_algorithms.py``'s **playout** loop (a random chance outcome or legal
action at every step, a ``clone()`` every tenth step, ``returns()`` at the end) run on
``python_floor``, a Python game registered here whose methods do no work: the same shape
of hand as OpenSpiel's ``euchre`` (a dealer chance node of 4 outcomes, then 21 card chance
nodes of 24, 23, ... outcomes, then 24 decisions of 3 legal actions: about the steps of a
random euchre hand), each method answering from a counter. What it costs is what any
Python game pays for OpenSpiel's C++ layer calling back into Python (``apply_action``
calls ``current_player`` and ``_apply_action`` through pybind11, ``clone()`` deep-copies
the state's attributes) plus the loop's own Python. Paired, in one process:

* ``floor``: ``python_floor`` / OpenSpiel's C++ ``euchre`` (hands/s);
* ``ours_vs_floor``: our ``python_euchre_openspiel`` / ``python_floor`` (hands/s): how far
  our game is above the floor;
* ``apply_call``: ``state.apply_action(a)`` through the C++ layer / ``state._apply_action(a)``
  called directly, on ``python_floor`` (calls/s): the share of the layer in one call.

Run: ``python benchmarks/openspiel_floor.py [--seconds 0.5] [--rounds 15]
[--measures floor,ours_vs_floor,apply_call]``; smoke test: ``--seconds 0.1 --rounds 3``.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
from collections.abc import Sequence
from typing import Any

from openspiel_algorithms import playout_loop
from pairing import Loop, add_measures, check_measures, paired, spread

MEASURES = ("floor", "ours_vs_floor", "apply_call")
UNITS = {"floor": "hands/s", "ours_vs_floor": "hands/s", "apply_call": "calls/s"}
DEALER, CARDS, DECISIONS, ACTIONS = 4, 21, 24, 3
CALLS = 1000  # apply_action calls between clock reads (apply_call)


def register() -> Any:
    """Register ``python_floor`` (once) and load it."""
    import pyspiel

    if "python_floor" in pyspiel.registered_names():
        return pyspiel.load_game("python_floor")
    game_type = pyspiel.GameType(
        short_name="python_floor", long_name="Python floor (a game that does nothing)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4, min_num_players=4, provides_information_state_string=True,
        provides_information_state_tensor=False, provides_observation_string=False,
        provides_observation_tensor=False, parameter_specification={},
    )  # fmt: skip
    chance, terminal = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)
    steps = 1 + CARDS + DECISIONS
    outcomes = [[(o, 1.0 / DEALER) for o in range(DEALER)]]
    outcomes += [[(o, 1.0 / (24 - k)) for o in range(24 - k)] for k in range(CARDS)]
    legal = list(range(ACTIONS))

    class FloorState(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: Any) -> None:
            super().__init__(game)
            self.step = 0

        def current_player(self) -> int:
            step = self.step
            return chance if step <= CARDS else terminal if step >= steps else step % 4

        def is_chance_node(self) -> bool:
            return self.step <= CARDS

        def chance_outcomes(self) -> list[tuple[int, float]]:
            return outcomes[self.step]

        def legal_actions(self, player: int | None = None) -> list[int]:
            return [o for o, _ in outcomes[self.step]] if self.step <= CARDS else legal

        def _legal_actions(self, player: int) -> list[int]:
            return legal

        def _apply_action(self, action: int) -> None:
            self.step += 1

        def is_terminal(self) -> bool:
            return self.step >= steps

        def returns(self) -> list[float]:
            return [0.0, 0.0, 0.0, 0.0]

        def information_state_string(self, player: int | None = None) -> str:
            return str(self.step)

        def __str__(self) -> str:
            return str(self.step)

    class FloorGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: Any = None) -> None:
            info = pyspiel.GameInfo(
                num_distinct_actions=24, max_chance_outcomes=24, num_players=4, min_utility=-1.0,
                max_utility=1.0, utility_sum=0.0, max_game_length=steps,
            )  # fmt: skip
            super().__init__(game_type, info, params or {})

        def new_initial_state(self) -> FloorState:
            return FloorState(self)

    pyspiel.register_game(game_type, FloorGame)
    return pyspiel.load_game("python_floor")


def apply_loops(game: Any) -> tuple[Loop, Loop]:
    """``apply_action`` through the C++ layer, and ``_apply_action`` called directly, on
    fresh states of ``game`` (one step each: the decisions' ``current_player`` path)."""

    def through() -> int:
        for _ in range(CALLS // 10):
            state = game.new_initial_state()
            for _ in range(10):
                state.apply_action(0)
        return CALLS

    def direct() -> int:
        for _ in range(CALLS // 10):
            state = game.new_initial_state()
            for _ in range(10):
                state._apply_action(0)
        return CALLS

    return through, direct


def measure(args: argparse.Namespace) -> list[dict[str, Any]]:
    import pyspiel

    import euchre.openspiel  # noqa: F401  (registers our games)

    floor, ours, theirs = register(), pyspiel.load_game("python_euchre_openspiel"), pyspiel.load_game("euchre")
    rows = []
    for name in args.measures:
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        if name == "floor":
            pair = playout_loop(floor, random.Random(1)), playout_loop(theirs, random.Random(1))
        elif name == "ours_vs_floor":
            pair = playout_loop(ours, random.Random(1)), playout_loop(floor, random.Random(1))
        else:
            pair = apply_loops(floor)
        rows.append({"measure": name, **paired(*pair, args.rounds, args.seconds).summary()})
    return rows


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    import euchre

    print(f"machine: {os.cpu_count()} cores (os.cpu_count()), {platform.machine()}, "
          f"python {platform.python_version()}, euchre {euchre.__version__} "
          f"({'compiled' if euchre.compiled else 'interpreted'}) from {euchre.__file__}")
    print(f"{args.rounds} rounds of {args.seconds:g} s chunks; ratio = first / mean of the two "
          "neighbouring chunks of the second: median (lower - upper quartile)\n")
    print(f"{'measure':14} {'first':>10} {'second':>10} {'unit':8} {'ratio (quartiles)':20} 1/ratio")
    for row in rows:
        print(f"{row['measure']:14} {row['ours']:>10,.1f} {row['theirs']:>10,.1f} "
              f"{UNITS[row['measure']]:8} {spread(row, 3):20} {1 / row['ratio']:.2f}x")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="length of each chunk")
    parser.add_argument("--rounds", type=int, default=15, help="paired rounds per measure")
    add_measures(parser, MEASURES)
    args = parser.parse_args(argv)
    check_measures(parser, args, MEASURES)
    report(measure(args), args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
