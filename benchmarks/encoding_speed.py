"""Microseconds per observation, legal mask and information state of ``euchre.encoding``
(best of 5 passes over the decisions of 40 random games' first two hands), per preset named
on the command line (default CARDGAMES_IO BID_EUCHRE). Figures: docs/encoding.md.

    python benchmarks/encoding_speed.py CARDGAMES_IO BID_EUCHRE
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import euchre
from euchre.encoding import Encoding


def best(f: Callable[[Any], object], xs: Sequence[Any], reps: int = 5) -> float:
    """Best of ``reps`` passes: microseconds per call of ``f`` over ``xs``."""
    out = 1e9
    for _ in range(reps):
        t0 = time.perf_counter()
        for x in xs:
            f(x)
        out = min(out, (time.perf_counter() - t0) / len(xs))
    return out * 1e6


def main(names: Sequence[str]) -> None:
    """Print the figures of each preset in ``names``."""
    for name in names:
        rules = euchre.presets.get(name)
        enc = Encoding(rules)
        rng = random.Random(1)
        states: list[euchre.State] = []
        for g in range(40):
            s = euchre.new_game(rules, seed=g)
            while not s.is_over and s.hand_number < 2:
                states.append(s)
                s = s.apply(rng.choice(s.legal_actions()))
        views = [s.view(s.to_act) for s in states]
        for v in views:
            enc.observation(v)  # every field read once
        print(f"{name}: {len(states)} decisions")
        print(f"  state.view(seat) alone            {best(lambda s: s.view(s.to_act), states):6.1f} us")
        print(f"  observation(state.view(seat))     {best(lambda s, enc=enc: enc.observation(s.view(s.to_act)), states):6.1f} us")
        print(f"  observation(view), fields read    {best(enc.observation, views):6.1f} us")
        print(f"  legal_mask(state)                 {best(enc.legal_mask, states):6.1f} us")
        print(f"  legal_mask(view)                  {best(enc.legal_mask, views):6.1f} us")
        print(f"  information_state(view)           {best(enc.information_state, views):6.1f} us")


if __name__ == "__main__":
    main(sys.argv[1:] or ["CARDGAMES_IO", "BID_EUCHRE"])
