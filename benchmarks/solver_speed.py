"""Double-dummy solves per second for 5-card Knock Euchre positions from the first lead.

Positions: seeded random deals, bid by RuleBot until trick play starts (thrown-in hands are
skipped), so every position has five cards in each hand in play and the first lead to make.
Each solve starts with an empty transposition table. Two figures:

* ``tricks``: the best trick count for each side (one search);
* ``solve``: that, and the exact value of every legal first lead (what PIMC needs).

Run: ``python benchmarks/solver_speed.py [--rules GAMES4ALL] [--positions 300]``
"""

from __future__ import annotations

import argparse
import time

import euchre
from euchre import Phase, solver
from euchre.bots import RuleBot


def first_leads(rules: euchre.RuleSet, count: int, seed: int = 0) -> list[euchre.State]:
    """``count`` positions at the first lead, bid by RuleBot."""
    bots = [RuleBot(seat) for seat in range(4)]
    out = []
    index = 0
    while len(out) < count:
        dealer = euchre.Seat(index % 4)
        deal = euchre.Deal.random(rules, seed=f"{seed}/{index}", dealer=dealer)
        state = euchre.new_game(rules, dealer=dealer, deal=deal)
        index += 1
        while state.phase is not Phase.PLAY and state.hand_number == 0 and state.to_act is not None:
            seat = state.to_act
            state = state.apply(bots[seat].act(state.view(seat)))
        if state.phase is Phase.PLAY and state.hand_number == 0:
            out.append(state)
    return out


def measure(states: list[euchre.State]) -> dict[str, float]:
    """Solves per second and mean nodes per solve, for both kinds of solve."""
    t0 = time.perf_counter()
    nodes = 0
    for state in states:
        s = solver.Solver()
        s.tricks(state)
        nodes += s.nodes
    t1 = time.perf_counter()
    all_nodes = 0
    for state in states:
        all_nodes += solver.Solver().solve(state).nodes
    t2 = time.perf_counter()
    n = len(states)
    return {
        "tricks_per_s": n / (t1 - t0),
        "tricks_nodes": nodes / n,
        "solve_per_s": n / (t2 - t1),
        "solve_nodes": all_nodes / n,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="GAMES4ALL")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rules = euchre.presets.get(args.rules)
    states = first_leads(rules, args.positions, args.seed)
    m = measure(states)
    print(f"{args.positions} first-lead positions, {args.rules}")
    print(f"tricks: {m['tricks_per_s']:.0f} solves/s ({m['tricks_nodes']:.0f} nodes per solve)")
    print(f"solve:  {m['solve_per_s']:.0f} solves/s ({m['solve_nodes']:.0f} nodes per solve, every lead valued)")


if __name__ == "__main__":
    main()
