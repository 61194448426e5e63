"""OpenSpiel's ISMCTS against random players on our OpenSpiel games: points a hand.

ISMCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``, UCT constant 2, random rollouts:
``mcts.RandomRolloutEvaluator(n_rollouts=1)``, the final move the most visited) plays the
seats ``--seats`` (default seat 0, its partner random), uniformly random legal actions the
others; every hand is dealt by the game's chance nodes from one seeded generator. The bot's
worlds come from the game's ``resample_from_infostate`` fed from a seeded generator through
``ISMCTSBot.set_resampler`` (OpenSpiel's default passes a fresh, unseeded sampler at each
simulation), so a run is repeatable. The figure is the mean return of the ISMCTS seats a
hand (for a side: its points less the other side's) with a 95% interval; ``--game euchre``
runs OpenSpiel's own C++ ``euchre`` the same way.

Run: ``python benchmarks/ismcts_vs_random.py [--game python_euchre_standard] [--hands 100]
[--simulations 100] [--seats 0] [--seed 0]``; smoke test: ``--hands 2 --simulations 5``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import euchre.openspiel  # noqa: F401  (registers the python_euchre_* games)


def make_bot(game: Any, simulations: int, seed: int) -> Any:
    """ISMCTS with random rollouts, its worlds drawn from a generator seeded by ``seed``."""
    state = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=state), uct_c=2.0,
        max_simulations=simulations, random_state=state,
    )
    worlds = random.Random(seed)
    bot.set_resampler(lambda s, player: s.resample_from_infostate(player, worlds.random))
    return bot


def play_hand(game: Any, bot: Any, seats: set[int], rng: random.Random) -> tuple[list[float], int]:
    """One hand: ISMCTS at ``seats``, random elsewhere; (returns, ISMCTS decisions)."""
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        elif state.current_player() in seats:
            state.apply_action(int(bot.step(state)))
            decisions += 1
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state.returns(), decisions


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="python_euchre_standard", help="a registered game name")
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--simulations", type=int, default=100, help="ISMCTS simulations a move")
    parser.add_argument("--seats", default="0", help="the ISMCTS seats, comma-separated (one side)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    game = pyspiel.load_game(args.game)
    seats = {int(s) for s in args.seats.split(",")}
    bot = make_bot(game, args.simulations, args.seed)
    rng = random.Random(args.seed)
    points = []
    decisions = 0
    start = time.perf_counter()
    for _ in range(args.hands):
        returns, made = play_hand(game, bot, seats, rng)
        points.append(returns[min(seats)])
        decisions += made
    seconds = time.perf_counter() - start
    mean = statistics.fmean(points)
    half = 1.96 * statistics.stdev(points) / math.sqrt(len(points)) if len(points) > 1 else float("nan")
    print(
        f"{args.game}: ISMCTS ({args.simulations} simulations) at seats {sorted(seats)} vs random: "
        f"{mean:+.3f} points a hand (95% CI {mean - half:+.3f} to {mean + half:+.3f}), "
        f"{args.hands} hands, {decisions} ISMCTS decisions, {seconds:.1f} s "
        f"({1000 * seconds / max(decisions, 1):.0f} ms a decision)"
    )


if __name__ == "__main__":
    main()
