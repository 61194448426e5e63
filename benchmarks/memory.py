"""Memory: bytes per State, per stored game, and a compact stored form for a million hands.

* **bytes per State**: the deep size (``sys.getsizeof`` over the ``gc.get_referents``
  graph) of one mid-hand state, each object counted once, not counting what every state
  shares: objects also reachable from states of unrelated games (the RuleSet and what the
  engine derives from it, interned cards, actions and enum members, cached tuples, small
  ints); classes, modules and functions are never entered;
* **marginal bytes of a stored successor**: what ``child = state.apply(action)`` adds when a
  search keeps both (objects reachable from the child but not from the parent or shared);
* **bytes per stored game**: the deep size of ``state.history`` (the deals and actions) of
  a finished game to 10 points, and its pickle;
* **compact form**: a hand as 13 bytes of deal (three bytes per hand mask, then the
  upcard's id with the dealer in the top bits) plus one ``uint64``: the choices (index into
  ``legal_actions()`` at each decision) in mixed radix, the radix at each decision being its
  number of legal actions. A million random hands (``euchre.fast.simulate(...,
  record=True)``) are encoded and measured, and a sample is decoded and replayed on the
  engine to the same results.

Run: ``python benchmarks/memory.py [--hands 1000000] [--games 20]``
"""

from __future__ import annotations

import argparse
import gc
import pickle
import random
import statistics
import sys
import time
import types
from collections.abc import Iterable
from typing import Any

import euchre

RULES = euchre.presets.OPENSPIEL
_NOT_ENTERED = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.CodeType,
    types.FrameType,
)

# ------------------------------------------------------------------------ object graphs


def reachable(roots: Iterable[Any]) -> dict[int, Any]:
    """Every object reachable from ``roots`` (id -> object; the dict keeps them alive)."""
    seen: dict[int, Any] = {}
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _NOT_ENTERED):
            continue
        seen[id(obj)] = obj
        stack.extend(gc.get_referents(obj))
    return seen


def size_of(objects: dict[int, Any], exclude: Iterable[dict[int, Any]] = ()) -> int:
    skip = list(exclude)
    return sum(
        sys.getsizeof(obj) for key, obj in objects.items() if not any(key in s for s in skip)
    )


def random_play(state: euchre.State, rng: random.Random, stop: Any) -> euchre.State:
    while not stop(state):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def mid_hand(rules: euchre.RuleSet, seed: int) -> euchre.State:
    """A state in trick 3 of the first played hand, one card led."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    while True:
        hand = state.hand_number
        state = random_play(
            state,
            rng,
            lambda s, hand=hand: (
                s.hand_number != hand or (len(s.tricks) == 2 and s.current_trick is not None)
            ),
        )
        if state.hand_number == hand:
            return state


def shared_objects(rules: euchre.RuleSet) -> dict[int, Any]:
    """What states share: reachable from unrelated games' states at every stage, plus the
    rules, every card and every action."""
    roots: list[Any] = [rules]
    for seed in range(10_000, 10_040):
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        for _ in range(rng.randrange(0, 30)):
            if state.is_over:
                break
            roots.append(state.legal_actions())
            state = state.apply(rng.choice(state.legal_actions()))
        roots.append(state)
    cards = [euchre.Card(rank, suit) for suit in euchre.Suit for rank in list(euchre.Rank)[2:]]
    roots += cards
    roots += [euchre.Action.play(c) for c in cards] + [euchre.Action.discard(c) for c in cards]
    roots += [euchre.Action.call(s, alone) for s in euchre.Suit for alone in (False, True)]
    roots += [euchre.PASS, euchre.ORDER_UP, euchre.ORDER_UP_ALONE, euchre.PICK_UP, euchre.GO_ALONE]
    roots += [*euchre.Seat, *euchre.Suit, *euchre.Team, *euchre.Phase, *euchre.Rank]
    return reachable(roots)


def state_figures(rules: euchre.RuleSet, samples: int) -> None:
    shared = shared_objects(rules)
    sizes = []
    shallow = []
    for seed in range(samples):
        state = mid_hand(rules, seed)
        sizes.append(size_of(reachable([state]), [shared]))
        shallow.append(sys.getsizeof(state))
    state = mid_hand(rules, 0)
    print(f"  {rules.name}")
    print(
        f"    one mid-hand State (trick 3): {statistics.median(sizes):,.0f} B deep "
        f"(median of {samples}; the State object itself {statistics.median(shallow):,.0f} B)"
    )
    pickled = len(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    print(f"    pickled: {pickled:,} B (includes its RuleSet and game history)")

    # marginal cost of stored successors: every child of a mid-hand state, and every step
    # of whole random hands
    children = []
    for seed in range(samples):
        parent = mid_hand(rules, seed)
        seen = reachable([parent])
        for action in parent.legal_actions():
            child = parent.apply(action)
            children.append(size_of(reachable([child]), [seen, shared]))
    steps = []
    for seed in range(samples):
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        hand = state.hand_number
        while state.hand_number == hand:
            child = state.apply(rng.choice(state.legal_actions()))
            steps.append(size_of(reachable([child]), [reachable([state]), shared]))
            state = child
    print(
        f"    marginal bytes of a stored successor state: {statistics.mean(children):,.0f} B "
        f"(children of mid-hand states), {statistics.mean(steps):,.0f} B (mean over every "
        f"step of {samples} hands, max {max(steps):,})"
    )


def game_figures(rules: euchre.RuleSet, games: int) -> None:
    shared = shared_objects(rules)
    deep, pickled, hands, actions = [], [], [], []
    for seed in range(games):
        rng = random.Random(seed)
        state = random_play(euchre.new_game(rules, seed=seed), rng, lambda s: s.is_over)
        history = state.history
        deep.append(size_of(reachable([history]), [shared]))
        pickled.append(len(pickle.dumps(history, protocol=pickle.HIGHEST_PROTOCOL)))
        hands.append(len(state.results))
        actions.append(sum(isinstance(x, euchre.Action) for x in history))
    per_hand = sum(deep) / sum(hands)
    print(
        f"  {rules.name}: a finished game (to {rules.target}) has {statistics.mean(hands):.1f} "
        f"hands, {statistics.mean(actions):.0f} actions (mean of {games})"
    )
    print(
        f"    state.history deep size: {statistics.mean(deep):,.0f} B per game, "
        f"{per_hand:,.0f} B per hand; pickled: {statistics.mean(pickled):,.0f} B per game, "
        f"{sum(pickled) / sum(hands):,.0f} B per hand"
    )


# ------------------------------------------------------------------------ compact form


def encode(batch: Any) -> tuple[Any, Any]:
    """(n, 13) uint8 deals and (n,) uint64 choice codes of a recorded batch."""
    import numpy as np

    n = len(batch)
    deals = np.empty((n, 13), np.uint8)
    for seat in range(4):
        mask = batch.deals[:, seat]
        for byte in range(3):
            deals[:, 3 * seat + byte] = (mask >> (8 * byte)) & 0xFF
    deals[:, 12] = batch.deals[:, 4] | (batch.dealer.astype(np.int64) << 5)
    counts = np.maximum(batch.counts.astype(np.uint64), 1)  # 0 past the end: radix 1
    radix_product = np.prod(batch.counts.astype(np.float64).clip(1), axis=1)
    if radix_product.max() >= 2.0**64:
        raise SystemExit("a hand's choices do not fit 64 bits")
    codes = np.zeros(n, np.uint64)
    weight = np.ones(n, np.uint64)
    for j in range(batch.counts.shape[1]):
        codes += np.maximum(batch.choices[:, j], 0).astype(np.uint64) * weight
        weight *= counts[:, j]
    return deals, codes


def decode(rules: euchre.RuleSet, deal_bytes: Any, code: int) -> euchre.State:
    """Replay one stored hand on the engine: the state after the hand."""
    from euchre import fast

    b = [int(x) for x in deal_bytes]
    masks = [b[3 * s] | b[3 * s + 1] << 8 | b[3 * s + 2] << 16 for s in range(4)]
    upcard, dealer = b[12] & 31, b[12] >> 5
    state = euchre.new_game(rules, dealer=dealer, deal=fast.to_deal([*masks, upcard]))
    while state.hand_number == 0 and not state.is_over:
        legal = state.legal_actions()
        code, index = divmod(code, len(legal))
        state = state.apply(legal[index])
    if code:
        raise SystemExit("choices left over after the hand ended")
    return state


def compact_figures(rules: euchre.RuleSet, n: int) -> None:
    try:
        import numpy as np

        from euchre import fast
    except ImportError:
        print("  (numpy is not installed: no compact-form figures)")
        return
    t0 = time.perf_counter()
    batch = fast.simulate(rules, n, seed=7, record=True)
    t1 = time.perf_counter()
    deals, codes = encode(batch)
    t2 = time.perf_counter()
    total = deals.nbytes + codes.nbytes
    print(
        f"  {n:,} random hands ({rules.name}): simulated in {t1 - t0:.2f} s, "
        f"encoded in {t2 - t1:.2f} s"
    )
    print(
        f"    deals {deals.nbytes:,} B ({deals.shape[1]} B/hand) + choices {codes.nbytes:,} B "
        f"(8 B/hand) = {total:,} B ({total / n:.1f} B per hand, {total / 2**20:.1f} MiB)"
    )
    bits = float(np.log2(batch.counts.clip(1)).sum(axis=1).mean())
    print(
        f"    information in the choices: {bits:.1f} bits per hand on average "
        f"(mean decisions {batch.decisions.mean():.1f})"
    )
    checked = 0
    for i in range(0, n, max(1, n // 500)):
        end = decode(rules, deals[i], int(codes[i]))
        r = end.results[-1]
        want = batch.row(i)
        got = (int(r.dealer), tuple(r.points), tuple(r.tricks), r.maker, r.trump)
        expect = (
            want["dealer"],
            want["points"],
            want["tricks"],
            want["maker"],
            want["trump"],
        )
        if got != expect:
            raise SystemExit(f"stored hand {i} decodes to {got}, simulated {expect}")
        checked += 1
    print(f"    {checked} stored hands decoded and replayed on the engine: same results")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands in compact form")
    parser.add_argument("--games", type=int, default=20, help="games / states sampled")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, euchre {euchre.__version__}\n")
    print("bytes per State (deep, shared objects not counted):")
    for rules in (RULES, euchre.presets.STANDARD):
        state_figures(rules, args.games)
    print("\nbytes per stored game (state.history of a finished game):")
    for rules in (RULES, euchre.presets.STANDARD):
        game_figures(rules, args.games)
    print("\ncompact stored form:")
    compact_figures(RULES, args.hands)


if __name__ == "__main__":
    main()
