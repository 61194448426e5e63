"""Side by side with OpenSpiel's ``euchre``, in one process, on this machine.

* stepwise random playouts: a fresh random deal and dealer, then a random legal action at
  every decision until the hand ends; ours with preset ``OPENSPIEL``, OpenSpiel's C++ engine
  driven from the same kind of Python loop (random chance outcomes, random legal actions);
  runs alternate, medians are reported;
* OpenSpiel's C++-only loop: ``pyspiel.evaluate_bots`` with uniform random bots;
* our NumPy batch simulator ``euchre.fast.simulate`` (needs numpy);
* perft from fixed positions: both engines must count the same leaves; leaves/s of each.

Run: ``python benchmarks/compare_openspiel.py [--seconds 2] [--rounds 5] [--perft all]``.
OpenSpiel (``pip install open_spiel``, the ``bench`` extra) is optional: without it only our
figures are printed.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import euchre

RULES = euchre.presets.OPENSPIEL
RANKS = "9TJQKA"
SUITS = "cdhs"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
CHECK_EVERY = 50  # hands between clock reads

# ------------------------------------------------------------------------ playout loops


def ours_stepwise(seconds: float, seed: int) -> tuple[int, float]:
    """Our engine: random deal and dealer, random legal action until the hand ends."""
    rng = random.Random(seed)
    choice = rng.choice
    rules = RULES
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(CHECK_EVERY):
            dealer = rng.randrange(4)
            deal = euchre.Deal.random(rules, rng, dealer=dealer)
            state = euchre.new_game(rules, dealer=dealer, deal=deal)
            while state.hand_number == 0:
                state = state.apply(choice(state.legal_actions()))
            hands += 1
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start


def pyspiel_stepwise(game: Any, seconds: float, seed: int) -> tuple[int, float]:
    """OpenSpiel from Python: random chance outcomes (deal), random legal actions."""
    rng = random.Random(seed)
    choice = rng.choice
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(CHECK_EVERY):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(choice(state.legal_actions()))
            hands += 1
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start


def pyspiel_cpp_only(pyspiel: Any, game: Any, seconds: float, seed: int) -> tuple[int, float]:
    """OpenSpiel's C++ loop: ``evaluate_bots`` plays a whole hand (deal included) per call."""
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(4)]
    evaluate = pyspiel.evaluate_bots
    new_state = game.new_initial_state
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(CHECK_EVERY * 4):
            evaluate(new_state(), bots, seed + hands)
            hands += 1
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start


def ours_batch(seconds: float, seed: int, batch: int) -> tuple[int, float]:
    """``euchre.fast.simulate``: random deals, dealers and uniform-policy play, in batches."""
    from euchre import fast

    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        fast.simulate(RULES, batch, seed=seed + hands)
        hands += batch
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start


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


def timed(fn: Callable[[], int]) -> tuple[int, float]:
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def run_perft(pyspiel: Any, cases: Sequence[tuple[str, bool, bool, int, int, list[int]]]) -> bool:
    print("\nperft (leaves of the complete decision tree to the end of the hand):")
    print(f"  {'position':38} {'leaves':>9} {'ours leaves/s':>14} {'OpenSpiel leaves/s':>19}")
    agree = True
    total = [0, 0.0, 0.0]
    for case in cases:
        s, state = perft_position(pyspiel, case)
        want, t_os = timed(partial(os_perft, s.clone()))
        got, t_ours = timed(partial(euchre.perft, state))
        ok = got == want
        agree &= ok
        total[0] += want
        total[1] += t_ours
        total[2] += t_os
        leaves = f"{want:,}" if ok else f"{got:,} != {want:,}"
        print(f"  {case[0]:38} {leaves:>9} {got / t_ours:>14,.0f} {want / t_os:>19,.0f}")
    print(
        f"  {'all (' + ('counts agree' if agree else 'COUNTS DIFFER') + ')':38} "
        f"{int(total[0]):>9,} {total[0] / total[1]:>14,.0f} {total[0] / total[2]:>19,.0f}"
    )
    print("  (OpenSpiel's tree is walked from Python with state.child(); ours with euchre.perft)")
    return agree


# ------------------------------------------------------------------------ main


def median_rate(runs: list[tuple[int, float]]) -> float:
    return statistics.median(h / t for h, t in runs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each run")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    parser.add_argument("--batch", type=int, default=200_000, help="hands per simulate() call")
    parser.add_argument(
        "--perft",
        choices=("none", "quick", "small", "all"),
        default="small",
        help="perft positions: none, quick (one small tree), small (default), all",
    )
    args = parser.parse_args(argv)

    print(f"machine: {os.cpu_count()} cores (os.cpu_count()), {platform.machine()}")
    print(f"python {platform.python_version()}, euchre {euchre.__version__}")
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    try:
        from euchre import fast  # noqa: F401

        have_numpy = True
    except ImportError:
        have_numpy = False
    game = None
    if pyspiel is not None:
        game = pyspiel.load_game("euchre")
        print(f"OpenSpiel game: {game} (our preset OPENSPIEL)")
    else:
        print("OpenSpiel (pyspiel) is not installed: only our figures are measured.")
    print(
        f"{args.rounds} alternating rounds of {args.seconds:g} s each; hands/s are medians\n",
        flush=True,
    )

    runs: dict[str, list[tuple[int, float]]] = {
        "ours": [],
        "pyspiel": [],
        "cpp": [],
        "batch": [],
    }
    for r in range(args.rounds):
        seed = 1000 * r
        runs["ours"].append(ours_stepwise(args.seconds, seed))
        if pyspiel is not None:
            runs["pyspiel"].append(pyspiel_stepwise(game, args.seconds, seed))
            runs["cpp"].append(pyspiel_cpp_only(pyspiel, game, args.seconds, seed))
        if have_numpy:
            runs["batch"].append(ours_batch(args.seconds, seed, args.batch))
        line = "  ".join(
            f"{name} {h / t:,.0f}" for name, rs in runs.items() if rs for h, t in rs[-1:]
        )
        print(f"round {r + 1}: {line}", flush=True)

    def show(label: str, value: str) -> None:
        print(f"  {label:48} {value:>10}")

    ours = median_rate(runs["ours"])
    print("\nhands/s (median)")
    show("ours, stepwise from Python (State.apply)", f"{ours:,.0f}")
    if pyspiel is not None:
        theirs = median_rate(runs["pyspiel"])
        cpp = median_rate(runs["cpp"])
        show("OpenSpiel, stepwise from Python", f"{theirs:,.0f}")
        show("ratio ours / OpenSpiel stepwise", f"{ours / theirs:.2f}")
        show("OpenSpiel, C++ only (evaluate_bots)", f"{cpp:,.0f}")
    if have_numpy:
        batch = median_rate(runs["batch"])
        show("ours, NumPy batch (euchre.fast.simulate)", f"{batch:,.0f}")
        if pyspiel is not None:
            show("ratio batch / OpenSpiel C++ only", f"{batch / cpp:.2f}")
    else:
        print("  (numpy is not installed: no batch figure)")

    if pyspiel is None:
        print("\nOpenSpiel is optional and missing: no OpenSpiel figures, no perft comparison.")
        return 0
    if args.perft != "none":
        cases = {
            "quick": PERFT_SMALL[3:4],
            "small": PERFT_SMALL,
            "all": PERFT_SMALL + PERFT_BIG,
        }[args.perft]
        if not run_perft(pyspiel, cases):
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
