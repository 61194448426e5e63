"""Side by side with OpenSpiel's ``euchre``, in one process, as medians of paired ratios.

Each measure alternates short chunks of OpenSpiel's loop and ours (theirs, ours, theirs,
..., theirs); each chunk of ours is divided by the mean of its two neighbours, and the
median of these ratios over the rounds is reported with its quartiles (``pairing.py``):
under a shifting machine load only ratios measured side by side compare. The measures:

* ``project``: the project's loop, ``Deal.random`` + ``new_game(deal=)``, then a random legal
  action at every decision until the hand ends (preset ``OPENSPIEL``), against OpenSpiel's
  C++ ``euchre`` driven from the same Python loop, its chance nodes sampled through
  ``chance_outcomes()`` (``rng.choice(state.chance_outcomes())[0]``; random legal actions
  elsewhere);
* ``first_time``: the loop a first-time user writes, ``new_game(rules, seed=i)`` then
  ``state.apply(rng.choice(state.legal_actions()))`` until the hand ends, against the same
  OpenSpiel loop;
* ``project_lean`` and ``first_time_lean``: our same two loops against the leaner OpenSpiel
  loop a user also writes, ``rng.choice(state.legal_actions())`` at every node, chance nodes
  included (their legal actions are the outcomes, uniform here: no ``chance_outcomes()``
  list of pairs to build), which runs OpenSpiel's hand faster;
* ``perft``: leaves/s of ``euchre.perft`` against a walk of OpenSpiel's tree from Python
  with ``state.child()``, from the same positions (both must count the same leaves);
* ``batch``: the NumPy batch simulator ``euchre.fast.simulate`` (the ``fast`` extra) against
  OpenSpiel's C++-only loop, ``pyspiel.evaluate_bots`` with uniform random bots.

``--python PATH`` (repeatable) runs the measures in each given interpreter, e.g. one venv
with the plain build and one with the compiled build, and prints one table with a row per
build (``euchre.compiled`` tells which build an interpreter imports). Without OpenSpiel
(the ``bench`` extra) only our rates are printed.

Run: ``python benchmarks/compare_openspiel.py [--seconds 0.5] [--rounds 20] [--perft small]
[--measures project,first_time,perft,batch] [--python PATH ...]``;
smoke test: ``--seconds 0.2 --rounds 3 --perft quick``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import subprocess
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from pairing import HANDS_PER_CALL, Loop, add_measures, check_measures, paired, project_loop, spread

import euchre

RULES = euchre.presets.OPENSPIEL
CPP_HANDS_PER_CALL = 50  # evaluate_bots hands between clock reads (each is a C++ call)
MEASURES = ("project", "project_lean", "first_time", "first_time_lean", "perft", "batch")
RANKS = "9TJQKA"
SUITS = "cdhs"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

# ------------------------------------------------------------------------ playout loops


def first_time_loop(rng: random.Random, seeds: Iterator[int]) -> Loop:
    """The first-time user's loop: a seeded game, a random legal action until the hand ends."""
    rules = euchre.presets.OPENSPIEL

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            state = euchre.new_game(rules, seed=next(seeds))
            while not state.results:
                state = state.apply(rng.choice(state.legal_actions()))
        return HANDS_PER_CALL

    return play


def openspiel_loop(game: Any, rng: random.Random) -> Loop:
    """OpenSpiel from Python: random chance outcomes (the deal), random legal actions."""

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
        return HANDS_PER_CALL

    return play


def openspiel_lean_loop(game: Any, rng: random.Random) -> Loop:
    """OpenSpiel from Python, lean: a random legal action at every node, chance nodes too
    (uniform for this game's deal; valid because ``euchre``'s outcomes are equally likely)."""

    def play() -> int:
        for _ in range(HANDS_PER_CALL):
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
        return HANDS_PER_CALL

    return play


def cpp_loop(pyspiel: Any, game: Any, seed: int) -> Loop:
    """OpenSpiel's C++ loop: ``evaluate_bots`` plays a whole hand (deal included) per call."""
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(4)]
    seeds = itertools.count(seed)

    def play() -> int:
        for _ in range(CPP_HANDS_PER_CALL):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, next(seeds))
        return CPP_HANDS_PER_CALL

    return play


def batch_loop(batch: int, seeds: Iterator[int]) -> Loop:
    """``euchre.fast.simulate``: random deals, dealers and uniform-policy play, in batches."""
    from euchre import fast

    def play() -> int:
        fast.simulate(RULES, batch, seed=next(seeds))
        return batch

    return play


# ------------------------------------------------------------------------ perft

# (name, allow_lone_defender, stick_the_dealer, dealer, shuffle seed, script): the deck is
# ``random.Random(seed).shuffle(list(range(24)))`` (OpenSpiel card ids ``rank * 4 + suit``),
# dealt one card at a time from the dealer (OpenSpiel's order), then the upcard; the script
# indexes OpenSpiel's sorted legal actions (24 pass, 25-28 trump, 29 alone, 30 partner).
PERFT_SMALL = [
    ("lone maker, defenders asked", True, True, 2, 1002, [0, 1, 0, 0]),
    ("stuck dealer's alone choice", False, True, 2, 1006, [0] * 7 + [1]),
    ("after one trick (a)", False, True, 0, 1000, [0, 1, 0, 1, 0, 0, 0, 0]),
    ("after one trick (b)", False, True, 2, 1002, [0, 1, 0, 1, 0, 0, 0, 0]),
    ("round-2 call's alone choice", False, False, 0, 1004, [0] * 4 + [1]),
]
PERFT_BIG = [
    ("maker with partner, defenders asked", True, True, 0, 1000, [0, 1, 0, 1]),
    ("after one trick (c)", False, True, 1, 1001, [0, 1, 0, 1, 0, 0, 0, 0]),
]


def card_text(card_id: int) -> str:
    return RANKS[card_id // 4] + SUITS[card_id % 4]


def our_action_text(pyspiel: Any, s: Any, action: int) -> str:
    """Our canonical text for OpenSpiel ``action`` in OpenSpiel state ``s``."""
    phase = s.current_phase()
    phases = pyspiel.euchre.Phase
    if phase == phases.BIDDING:
        if action == 24:
            return "pass"
        return "order up" if s.num_passes() < 4 else f"call {SUIT_NAMES[action - 25]}"
    if phase == phases.DISCARD:
        return f"discard {card_text(action)}"
    if phase == phases.GO_ALONE:
        return "go alone" if action == 29 else "pass"
    return f"play {card_text(action)}"


def perft_position(
    pyspiel: Any, case: tuple[str, bool, bool, int, int, list[int]]
) -> tuple[Any, euchre.State]:
    """The same position in both engines (checked: same player to act, same legal actions)."""
    _, lone_defender, stick, dealer, seed, script = case
    game = pyspiel.load_game(
        "euchre", {"allow_lone_defender": lone_defender, "stick_the_dealer": stick}
    )
    rules = RULES
    if lone_defender:
        rules = rules.replace(defender_alone="always")
    if not stick:
        rules = rules.replace(stick_the_dealer=False)
    deck = list(range(24))
    random.Random(seed).shuffle(deck)
    s = game.new_initial_state()
    s.apply_action(dealer)
    for card in deck[:21]:
        s.apply_action(card)
    hands: list[list[str]] = [[], [], [], []]
    for i, card in enumerate(deck[:20]):
        hands[(dealer + i) % 4].append(card_text(card))
    deal = euchre.Deal(
        hands=hands, upcard=card_text(deck[20]), kitty=[card_text(c) for c in deck[21:]]
    )
    state = euchre.new_game(rules, dealer=dealer, deal=deal)
    for index in script:
        action = s.legal_actions()[index]
        state = state.apply(our_action_text(pyspiel, s, action))
        s.apply_action(action)
    ours = sorted(str(a) for a in state.legal_actions())
    theirs = sorted(our_action_text(pyspiel, s, a) for a in s.legal_actions())
    if ours != theirs or state.to_act != s.current_player():
        raise SystemExit(f"perft position {case[0]!r} differs: ours {ours}, OpenSpiel {theirs}")
    return s, state


def os_perft(s: Any) -> int:
    if s.is_terminal():
        return 1
    return sum(os_perft(s.child(a)) for a in s.legal_actions())


def perft_loops(pyspiel: Any, cases: Sequence[tuple[str, bool, bool, int, int, list[int]]]) -> tuple[Loop, Loop]:
    """(ours, theirs): one call walks every position's tree; the leaf counts must agree."""
    positions = [perft_position(pyspiel, case) for case in cases]
    for case, (s, state) in zip(cases, positions, strict=True):
        ours, theirs = euchre.perft(state), os_perft(s)
        if ours != theirs:
            raise SystemExit(f"perft {case[0]!r}: ours {ours:,} leaves, OpenSpiel {theirs:,}")

    def ours_walk() -> int:
        return sum(euchre.perft(state) for _, state in positions)

    def theirs_walk() -> int:
        return sum(os_perft(s) for s, _ in positions)

    return ours_walk, theirs_walk


# ------------------------------------------------------------------------ measuring


def build_info() -> dict[str, Any]:
    """Which interpreter and which build of euchre this process runs."""
    return {
        "build": "compiled" if getattr(euchre, "compiled", False) else "interpreted",
        "python": sys.executable,
        "python_version": platform.python_version(),
        "euchre": euchre.__version__,
        "euchre_file": euchre.__file__,
    }


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """Run the chosen measures in this interpreter; the result is JSON-ready."""
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    game = pyspiel.load_game("euchre") if pyspiel is not None else None
    rng = random.Random(1)
    seeds = itertools.count(1)
    loops: dict[str, tuple[Loop, Loop | None, str]] = {}
    for name in args.measures:
        os_loop = openspiel_lean_loop if name.endswith("_lean") else openspiel_loop
        if name in ("project", "project_lean"):
            theirs = os_loop(game, rng) if game is not None else None
            loops[name] = (project_loop(euchre, euchre.presets.OPENSPIEL, rng), theirs, "hands/s")
        elif name in ("first_time", "first_time_lean"):
            theirs = os_loop(game, rng) if game is not None else None
            loops[name] = (first_time_loop(rng, seeds), theirs, "hands/s")
        elif name == "perft" and pyspiel is not None:
            cases = {"quick": PERFT_SMALL[3:4], "small": PERFT_SMALL, "all": PERFT_SMALL + PERFT_BIG}
            loops[name] = (*perft_loops(pyspiel, cases[args.perft]), "leaves/s")
        elif name == "batch" and have_numpy():
            theirs = cpp_loop(pyspiel, game, 1) if game is not None else None
            loops[name] = (batch_loop(args.batch, seeds), theirs, "hands/s")
    rows = []
    for name, (ours, theirs, unit) in loops.items():
        print(f"  measuring {name} ...", file=sys.stderr, flush=True)
        result = paired(ours, theirs, args.rounds, args.seconds)
        rows.append({"measure": name, "unit": unit, **result.summary()})
    return {**build_info(), "openspiel": pyspiel is not None, "rows": rows}


def have_numpy() -> bool:
    try:
        from euchre import fast  # noqa: F401
    except ImportError:
        return False
    return True


def measure_in(python: str, args: argparse.Namespace) -> dict[str, Any]:
    """Run :func:`measure` in another interpreter (a subprocess of this script)."""
    command = [
        python, os.path.abspath(__file__), "--json",
        "--seconds", str(args.seconds), "--rounds", str(args.rounds),
        "--batch", str(args.batch), "--perft", args.perft,
        "--measures", ",".join(args.measures),
    ]  # fmt: skip
    print(f"running in {python} ...", file=sys.stderr, flush=True)
    done = subprocess.run(command, stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise SystemExit(f"measuring in {python} failed (exit {done.returncode}): see above")
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


# ------------------------------------------------------------------------ report

THEIRS = {
    "project": "OpenSpiel stepwise, chance_outcomes()",
    "project_lean": "OpenSpiel stepwise, lean",
    "first_time": "OpenSpiel stepwise, chance_outcomes()",
    "first_time_lean": "OpenSpiel stepwise, lean",
    "perft": "OpenSpiel child() walk",
    "batch": "OpenSpiel C++ only",
}


def report(builds: list[dict[str, Any]], args: argparse.Namespace) -> None:
    print(f"machine: {os.cpu_count()} cores (os.cpu_count()), {platform.machine()}")
    for i, b in enumerate(builds):
        print(
            f"build {i + 1}: {b['build']}, python {b['python_version']} ({b['python']}), "
            f"euchre {b['euchre']} from {b['euchre_file']}"
            + ("" if b["openspiel"] else "; OpenSpiel not installed: our rates only")
        )
    print(
        f"{args.rounds} rounds of {args.seconds:g} s chunks (a chunk is at least one call), "
        "OpenSpiel's chunks before and after each of ours;\nratio = ours / mean of the two "
        "neighbouring chunks of OpenSpiel: median (lower - upper quartile)\n"
    )
    print(f"{'measure':15} {'build':12} {'ours':>12} {'OpenSpiel':>12} {'unit':9} {'ratio (quartiles)':20} against")
    for name in MEASURES:
        for i, b in enumerate(builds):
            for row in (r for r in b["rows"] if r["measure"] == name):
                theirs = f"{row['theirs']:,.0f}" if row["theirs"] is not None else "-"
                print(
                    f"{name:15} {str(i + 1) + ' ' + b['build']:12} {row['ours']:>12,.0f} "
                    f"{theirs:>12} {row['unit']:9} {spread(row):20} {THEIRS[name]}"
                )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="length of each chunk")
    parser.add_argument("--rounds", type=int, default=20, help="paired rounds per measure")
    parser.add_argument("--batch", type=int, default=20_000, help="hands per simulate() call")
    parser.add_argument(
        "--perft",
        choices=("quick", "small", "all"),
        default="small",
        help="perft positions: quick (one small tree), small (default: five), all (seven)",
    )
    add_measures(parser, MEASURES)
    parser.add_argument(
        "--python",
        action="append",
        metavar="PATH",
        help="measure in this interpreter (repeatable); default: this one",
    )
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    check_measures(parser, args, MEASURES)
    if args.json:
        print(json.dumps(measure(args)))
        return 0
    builds = [measure_in(p, args) for p in args.python] if args.python else [measure(args)]
    report(builds, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
