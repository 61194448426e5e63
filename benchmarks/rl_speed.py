"""Environment steps per second: our PettingZoo AEC environment and the raw engine loop with
the encoding, against OpenSpiel's C++ ``euchre`` driven the same way, as paired ratios.

A step is one decision of a player: an observation tensor and a legal-action mask read for
the player to act, a uniformly random legal action id chosen and applied. The measures
(``pairing.py`` pairs each with OpenSpiel's loop: chunks alternate, theirs before and after
each of ours, and the median of ours / the mean of its two neighbours is reported with its
quartiles):

* ``aec``: ``euchre.envs.aec_env(rules)``, one hand per episode, ``env.reset()`` then
  ``env.last()`` / ``env.step(id)`` over ``env.agent_iter()`` (the terminated agents'
  ``None`` steps at the end of each hand are done but not counted);
* ``engine``: the engine loop with the encoding: ``new_game(rules, seed=i)``, then for each
  decision ``view = state.view(state.to_act)``, ``enc.observation(view)``,
  ``enc.legal_mask(view)``, a random legal id, ``state.apply(enc.action(id))``;
* against: OpenSpiel's ``pyspiel.load_game("euchre")`` from Python: chance outcomes (the
  deal) sampled, then for each decision ``state.information_state_tensor()`` (its euchre
  has no observation tensor), ``state.legal_actions_mask()``, a random legal action,
  ``state.apply_action``.

Rules: preset ``OPENSPIEL`` (the same game as OpenSpiel's ``euchre``) unless ``--rules``.
Steps per hand differ little between the two (both bid, discard, decide alone and play 20
or 15 cards); the script prints both means.

Run: ``python benchmarks/rl_speed.py [--seconds 0.5] [--rounds 20] [--rules OPENSPIEL]
[--measures aec,engine]``; smoke test: ``--seconds 0.1 --rounds 3``.
"""

from __future__ import annotations

import argparse
import itertools
import os
import platform
import random
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from pairing import Loop, add_measures, check_measures, paired, spread

import euchre

HANDS_PER_CALL = 10  # hands a loop plays between clock reads
MEASURES = ("aec", "engine")
SAMPLE_HANDS = 200  # hands played once to count the mean steps per hand of each loop


def aec_loop(rules: euchre.RuleSet, rng: random.Random) -> Loop:
    """Our AEC environment, one hand per episode, random legal ids from the mask."""
    import numpy as np

    from euchre.envs import aec_env

    env = aec_env(rules)
    env.reset(seed=rng.randrange(2**32))

    def play() -> int:
        steps = 0
        for _ in range(HANDS_PER_CALL):
            env.reset()
            for _agent in env.agent_iter():
                obs, _reward, terminated, _truncated, _info = env.last()
                if terminated:
                    env.step(None)
                    continue
                env.step(rng.choice(np.flatnonzero(obs["action_mask"])))
                steps += 1
        return steps

    return play


def engine_loop(rules: euchre.RuleSet, rng: random.Random, seeds: Iterator[int]) -> Loop:
    """The engine and the encoding, no environment around them."""
    import numpy as np

    from euchre.encoding import Encoding

    enc = Encoding(rules)

    def play() -> int:
        steps = 0
        for _ in range(HANDS_PER_CALL):
            state = euchre.new_game(rules, seed=next(seeds))
            while not state.results:
                view = state.view(state.to_act)  # type: ignore[arg-type]
                enc.observation(view)
                mask = enc.legal_mask(view)
                state = state.apply(enc.action(int(rng.choice(np.flatnonzero(mask)))))
                steps += 1
        return steps

    return play


def openspiel_loop(game: Any, rng: random.Random) -> Loop:
    """OpenSpiel's euchre from Python: sampled deal, tensor and mask at every decision."""

    def play() -> int:
        steps = 0
        for _ in range(HANDS_PER_CALL):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                    continue
                state.information_state_tensor()
                mask = state.legal_actions_mask()
                state.apply_action(rng.choice([a for a, legal in enumerate(mask) if legal]))
                steps += 1
        return steps

    return play


def steps_per_hand(loop: Loop) -> float:
    """Mean decisions per hand of ``loop`` over :data:`SAMPLE_HANDS` hands."""
    calls = SAMPLE_HANDS // HANDS_PER_CALL
    return sum(loop() for _ in range(calls)) / (calls * HANDS_PER_CALL)


def measure(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Each measure paired with OpenSpiel's loop (or alone without OpenSpiel)."""
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    rules = euchre.presets.get(args.rules)
    rng = random.Random(1)
    theirs = openspiel_loop(pyspiel.load_game("euchre"), rng) if pyspiel is not None else None
    ours: dict[str, Loop] = {}
    for name in args.measures:
        if name == "aec":
            ours[name] = aec_loop(rules, rng)
        else:
            ours[name] = engine_loop(rules, rng, itertools.count(1))
    rows = []
    for name, loop in ours.items():
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        summary = paired(loop, theirs, args.rounds, args.seconds).summary()
        rows.append({"measure": name, "per_hand": steps_per_hand(loop), **summary})
    if theirs is not None:
        rows.append({"measure": "openspiel", "per_hand": steps_per_hand(theirs)})
    return rows


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    print(f"machine: {os.cpu_count()} cores (os.cpu_count()), {platform.machine()}, "
          f"python {platform.python_version()}, euchre {euchre.__version__} "
          f"({'compiled' if euchre.compiled else 'interpreted'})")
    print(f"rules: {args.rules}; {args.rounds} rounds of {args.seconds:g} s chunks, OpenSpiel's "
          "chunks before and after each of ours;\nratio = ours / mean of the two neighbouring "
          "chunks of OpenSpiel: median (lower - upper quartile)\n")
    print(f"{'measure':9} {'ours steps/s':>13} {'OpenSpiel':>11} {'ratio (quartiles)':20} steps/hand")
    their_hand = next((r["per_hand"] for r in rows if r["measure"] == "openspiel"), None)
    for row in rows:
        if row["measure"] == "openspiel":
            continue
        theirs = f"{row['theirs']:,.0f}" if row["theirs"] is not None else "-"
        hand = f"{row['per_hand']:.1f}" + (f" (OpenSpiel {their_hand:.1f})" if their_hand else "")
        print(f"{row['measure']:9} {row['ours']:>13,.0f} {theirs:>11} {spread(row):20} {hand}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="length of each chunk")
    parser.add_argument("--rounds", type=int, default=20, help="paired rounds per measure")
    parser.add_argument("--rules", default="OPENSPIEL", help="preset name (default OPENSPIEL)")
    add_measures(parser, MEASURES)
    args = parser.parse_args(argv)
    check_measures(parser, args, MEASURES)
    report(measure(args), args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
