"""Play a whole game with random legal actions and print the result of every hand.

Run: ``python examples/random_game.py [SEED]``
"""

from __future__ import annotations

import random
import sys

import euchre


def main(seed: int = 1) -> euchre.State:
    """Play one random game under the STANDARD preset and print each hand's result."""
    rng = random.Random(seed)
    state = euchre.new_game(euchre.presets.STANDARD, seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    for result in state.results:
        if result.thrown_in:
            print(f"hand {result.number + 1}: thrown in")
        else:
            alone = " alone" if result.alone is not None else ""
            print(
                f"hand {result.number + 1}: {result.maker} made {result.trump}{alone}, "
                f"tricks {result.tricks}, points {result.points}"
            )
    print(f"{state.winner} win {state.scores.ns}-{state.scores.ew}")
    return state


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
