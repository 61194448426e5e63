"""How fast bots play: ``euchre simulate`` and PIMCBot, as medians of paired ratios.

The measures (``pairing.py`` pairs them: each chunk of the measured loop runs between two
chunks of its reference, and the median of the ratios is reported with its quartiles):

* ``random``: ``euchre simulate`` with random bots, hands/s, called as the command line calls
  it (``euchre.simulate.run(["random", "random"], rules, hands=N, seed=s)``, one process,
  preset ``GAMES4ALL`` as in the published figures, not the command's default CARDGAMES_IO),
  against the raw stepwise loop under the same preset (``Deal.random`` + ``new_game(deal=)``, a random legal action until the hand ends):
  the ratio is the share of the engine's speed that is left with bots;
* ``rule``: the same with rule bots (``rule,rule``), hands/s, against the same raw loop;
* ``pimc``: ``PIMCBot(seed=k, samples=20)`` decisions/s on a fixed set of positions under
  ``STANDARD`` (the first decision of each of 20 games and a play decision of 10 of them;
  deals built card by card from a fixed shuffle, so both versions see the same positions; a
  fresh bot per position, so no solver table carries over); no reference.

``--trees OLD NEW`` measures two checkouts (each holding ``src/euchre``) side by side in one
process instead (as ``compare_versions.py`` does): each measure pairs NEW's chunks between
OLD's, and the ratio is new / old. Only public API present in every version is used.

Run: ``python benchmarks/bots_speed.py [--seconds 0.5] [--rounds 20] [--measures
random,rule,pimc] [--trees OLD NEW]``; smoke test: ``--seconds 0.2 --rounds 3``.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from pairing import Loop, load_tree, paired, project_loop, spread

MEASURES = ("random", "rule", "pimc")
SIMULATE_RULES = "GAMES4ALL"  # the preset of the published figures (``--rules GAMES4ALL``)
PIMC_RULES = "STANDARD"
PIMC_SAMPLES = 20
FIRST_DECISIONS = 20  # games whose first decision PIMCBot takes
PLAY_DECISIONS = 10  # games whose play decision PIMCBot takes
CARDS_PLAYED = 6  # cards on the table (one trick and two cards) before a play decision
SIMULATE_HANDS = 50  # hands per simulate.run call
DECK = [rank + suit for suit in "cdhs" for rank in "9TJQKA"]


def raw_loop(e: ModuleType, rng: random.Random) -> Loop:
    """The raw stepwise loop under the simulator's preset (:func:`pairing.project_loop`)."""
    return project_loop(e, e.presets.get(SIMULATE_RULES), rng)


def simulate_loop(e: ModuleType, bots: str, seeds: Iterator[int]) -> Loop:
    """``euchre simulate --bots BOTS --hands N --seed s`` as a library call."""
    simulate = importlib.import_module(f"{e.__name__}.simulate")
    rules = e.presets.get(SIMULATE_RULES)

    def play() -> int:
        simulate.run(bots.split(","), rules, hands=SIMULATE_HANDS, seed=next(seeds))
        return SIMULATE_HANDS

    return play


def _scripted(state: Any) -> Any:
    """A fixed way through bidding and play: make trump (never alone), else the first
    legal action that is not a lone call."""
    legal = state.legal_actions()
    for action in legal:
        text = str(action)
        if text in ("order up", "pick up") or (text.startswith("call ") and "alone" not in text):
            return action
    return next((a for a in legal if "alone" not in str(a)), legal[0])


def _dealt(e: ModuleType, rules: Any, game: int) -> Any:
    """Game ``game``'s first state: a deal from a fixed shuffle, the dealer going round."""
    deck = DECK[:]
    random.Random(game).shuffle(deck)
    hands = [" ".join(deck[5 * i : 5 * i + 5]) for i in range(4)]
    deal = e.Deal(hands=hands, upcard=deck[20], kitty=" ".join(deck[21:]))
    return e.new_game(rules, dealer=game % 4, deal=deal)


def pimc_positions(e: ModuleType) -> list[Any]:
    """The fixed positions PIMCBot decides in: first decisions, then play decisions."""
    rules = e.presets.get(PIMC_RULES)
    states = [_dealt(e, rules, game) for game in range(FIRST_DECISIONS)]
    for game in range(PLAY_DECISIONS):
        state, played = _dealt(e, rules, game), 0
        while played < CARDS_PLAYED or len(state.legal_actions()) < 2:
            action = _scripted(state)
            played += str(action).startswith("play ")
            state = state.apply(action)
        states.append(state)
    return states


def pimc_loop(e: ModuleType) -> Loop:
    """One call: a fresh ``PIMCBot(samples=20)`` decides in each fixed position."""
    bots = importlib.import_module(f"{e.__name__}.bots")
    positions = pimc_positions(e)

    def play() -> int:
        for k, state in enumerate(positions):
            bots.PIMCBot(seed=k, samples=PIMC_SAMPLES).act(state.view(state.to_act))
        return len(positions)

    return play


def loops(e: ModuleType, measures: Sequence[str]) -> dict[str, Loop]:
    """The chosen measures' loops for package ``e`` (``raw`` always)."""
    rng, seeds = random.Random(1), itertools.count(1)
    out = {"raw": raw_loop(e, rng)}
    for name in measures:
        out[name] = pimc_loop(e) if name == "pimc" else simulate_loop(e, f"{name},{name}", seeds)
    return out


UNITS = {"random": "hands/s", "rule": "hands/s", "pimc": "decisions/s"}


def one_tree(e: ModuleType, args: argparse.Namespace) -> None:
    """Each measure against the raw loop of the same package (pimc alone)."""
    chosen = loops(e, args.measures)
    print(f"euchre from {e.__file__}")
    print(f"{'measure':8} {'rate (quartiles)':>28} {'unit':12} {'raw loop':>9}  ratio to raw (quartiles)")
    for name in args.measures:
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        reference = None if name == "pimc" else chosen["raw"]
        row = paired(chosen[name], reference, args.rounds, args.seconds).summary()
        rate = f"{row['ours']:,.1f} ({row['ours_q1']:,.1f} - {row['ours_q3']:,.1f})"
        raw = f"{row['theirs']:,.0f}" if row["theirs"] is not None else "-"
        print(f"{name:8} {rate:>28} {UNITS[name]:12} {raw:>9}  {spread(row, 3)}")


def two_trees(old: ModuleType, new: ModuleType, args: argparse.Namespace) -> None:
    """Each measure (and the raw loop) with NEW's chunks between OLD's."""
    old_loops, new_loops = loops(old, args.measures), loops(new, args.measures)
    print(f"old: {old.__file__}\nnew: {new.__file__}")
    print(f"{'measure':8} {'old':>10} {'new':>10} {'unit':12} {'new / old (quartiles)':24}")
    for name in ["raw", *args.measures]:
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        row = paired(new_loops[name], old_loops[name], args.rounds, args.seconds).summary()
        unit = UNITS.get(name, "hands/s")
        print(f"{name:8} {row['theirs']:>10,.1f} {row['ours']:>10,.1f} {unit:12} {spread(row, 3):24}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="length of each chunk")
    parser.add_argument("--rounds", type=int, default=20, help="paired rounds per measure")
    parser.add_argument(
        "--measures",
        type=lambda text: [m for m in text.split(",") if m],
        default=list(MEASURES),
        help=f"comma-separated, of {','.join(MEASURES)} (default: all)",
    )
    parser.add_argument("--trees", nargs=2, type=Path, metavar=("OLD", "NEW"))
    args = parser.parse_args(argv)
    unknown = set(args.measures) - set(MEASURES)
    if unknown:
        parser.error(f"unknown measures: {', '.join(sorted(unknown))}")
    print(
        f"{args.rounds} rounds of {args.seconds:g} s chunks (a chunk is at least one call; "
        "a pimc call decides in every position); ratio: median (quartiles)"
    )
    if args.trees is None:
        one_tree(importlib.import_module("euchre"), args)
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        sys.path.insert(0, scratch)
        old = load_tree(args.trees[0], "euchre_old", Path(scratch))
        new = load_tree(args.trees[1], "euchre_new", Path(scratch))
        two_trees(old, new, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
