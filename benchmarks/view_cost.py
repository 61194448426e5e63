"""What ``state.view(seat)`` costs as a game goes on: after 1, 20 and 40 hands of a long game.

A game to 1,000 points (preset ``STANDARD`` with ``target=1000``) is played with random
legal actions; hands 1, 20 and 40 are the same hand each time (one deal, turned round the
table so that each seat holds the same cards relative to the dealer, and the same choices
at every decision), so the positions differ only in what came before: the results and
scores of the hands played. At every decision of those hands the seat to act asks for its
view; a view's fields are built on their first read, so this is the cost a bot pays before
it reads anything but its legal actions.

Printed:

* **cost per view** (us) after 1, 20 and 40 hands: ``timeit``, the best of ``--repeat``
  runs of every position's view;
* **paired ratios** of the cost after 20 (and 40) hands to the cost after 1 hand: chunks of
  the two loops alternate in one process (``pairing.py``), median and quartiles;
* for scale, the same three costs when every field of the view is read (the results of
  the past hands are then copied for the view: that part does grow with the game).

Run: ``python benchmarks/view_cost.py [--rounds 20] [--seconds 0.3] [--repeat 15]``;
smoke test: ``--rounds 3 --seconds 0.05 --repeat 2``.
"""

from __future__ import annotations

import argparse
import random
import sys
import timeit
from collections.abc import Sequence

import attrs
from pairing import Loop, paired, quartiles

import euchre

RULES = euchre.presets.STANDARD.replace(target=1000)
LEVELS = (1, 20, 40)  # hands played before the measured hand
SEED = 2026


def _turned(deal: euchre.Deal, dealer: int) -> euchre.Deal:
    """``deal`` (dealt by seat 0) as dealt by ``dealer``: each hand moved round the table."""
    return euchre.Deal(
        hands=tuple(deal.hands[(seat - dealer) % 4] for seat in range(4)),
        upcard=deal.upcard,
        kitty=deal.kitty,
    )


def _script(deal: euchre.Deal, rng: random.Random) -> list[int]:
    """Random choices (indices into the legal actions) that play ``deal`` to its end."""
    state = euchre.new_game(RULES, dealer=0, deal=deal)
    choices = []
    while not state.results:
        choices.append(rng.randrange(len(state.legal_actions())))
        state = state.apply(state.legal_actions()[choices[-1]])
    return choices


def positions() -> dict[int, list[euchre.State]]:
    """For each level, the states of the measured hand at its decisions."""
    rng = random.Random(SEED)
    measured = euchre.Deal.random(RULES, rng, dealer=0)
    script = _script(measured, rng)
    out: dict[int, list[euchre.State]] = {}
    state = euchre.new_game(RULES, dealer=0, deal=euchre.Deal.random(RULES, rng, dealer=0))
    while len(out) < len(LEVELS):
        hand = len(state.results)
        if hand in LEVELS:
            kept = out[hand] = []
            for choice in script:
                kept.append(state)
                state = state.apply(state.legal_actions()[choice])
        while state.to_act is not None and len(state.results) == hand:
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            raise SystemExit("the game ended before its last measured hand: raise the target")
        dealer = int(state.dealer)
        deal = _turned(measured, dealer) if len(state.results) in LEVELS else None
        state = state.apply_deal(deal or euchre.Deal.random(RULES, rng, dealer=dealer))
    return out


def view_loop(states: Sequence[euchre.State]) -> Loop:
    """One call: the seat to act asks for its view at each position."""

    def play() -> int:
        for state in states:
            state.view(state.to_act)
        return len(states)

    return play


def read_loop(states: Sequence[euchre.State]) -> Loop:
    """One call: the same views, each with every field read."""
    names = [field.name for field in attrs.fields(euchre.View)]

    def play() -> int:
        for state in states:
            view = state.view(state.to_act)
            for name in names:
                getattr(view, name)
        return len(states)

    return play


def best_us(loop: Loop, repeat: int) -> float:
    """Microseconds per view of ``loop``, the best of ``repeat`` timeit runs."""
    per_run = 20
    times = timeit.repeat(loop, number=per_run, repeat=repeat)
    return min(times) / per_run / loop() * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="paired rounds per ratio")
    parser.add_argument("--seconds", type=float, default=0.3, help="length of each chunk")
    parser.add_argument("--repeat", type=int, default=15, help="timeit runs (the best is kept)")
    args = parser.parse_args(argv)
    by_level = positions()
    count = len(by_level[LEVELS[0]])
    print(f"euchre from {euchre.__file__}")
    print(f"a game to {RULES.target} points, {count} views in the measured hand")
    for label, make in (("view", view_loop), ("view, every field read", read_loop)):
        costs = [f"{best_us(make(by_level[k]), args.repeat):.2f}" for k in LEVELS]
        after = ", ".join(f"{k}: {c} us" for k, c in zip(LEVELS, costs, strict=True))
        print(f"{label:24} cost per view after hands {after}")
    first = view_loop(by_level[LEVELS[0]])
    for k in LEVELS[1:]:
        rounds = paired(view_loop(by_level[k]), first, args.rounds, args.seconds)
        # the paired ratios are of rates (views/s): a cost ratio is their inverse
        low, mid, high = quartiles([1 / r for r in rounds.ratios])
        print(
            f"view cost after {k} hands / after {LEVELS[0]}: {mid:.3f} ({low:.3f} - {high:.3f}), "
            f"median (quartiles) of {args.rounds} paired ratios"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
