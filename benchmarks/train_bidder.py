"""Train the bidding network of ``euchre.bots._bidnet`` for one Knock Euchre rule set, on a
laptop CPU, in two steps.

1. ``data``: deal ``--hands`` seeded hands (seeds ``--seed`` on) and let RuleBot bid them.
   At each bidding decision with a choice, every legal choice is valued on the true deal as
   PIMCBot values it in one world: the choice made, the later bidding by RuleBot, the play
   solved exactly, the hand's point difference for the bidder's side. Saved as NumPy arrays
   (features, which heads are legal, their values).
2. ``fit``: a network with one hidden layer (ReLU) fitted to those values by Adam, the squared
   error over the legal heads, with a tenth of the hands held out to report the error; the
   parameters are written as JSON (``src/euchre/bots/data/bidnet_<PRESET>.json``).

3. ``regret``: on fresh seeds, each bidder's regret per bidding decision on the true deal
   (the best choice's value less the chosen one's, valued as in step 1): the shipped network,
   PIMCBot's search and RuleBot, and their time a decision (docs/bots.md's table).

Run: ``python benchmarks/train_bidder.py data --rules GAMES4ALL --hands 60000 --workers 2
--out /tmp/g4a.npz`` then ``python benchmarks/train_bidder.py fit /tmp/g4a.npz --rules
GAMES4ALL``, then ``python benchmarks/train_bidder.py regret --rules GAMES4ALL --hands 400``.
Needs NumPy (the ``fast`` extra).
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

import euchre
from euchre.bots import PIMCBot, RuleBot
from euchre.bots._bidnet import HEADS, PHASES, _rules_key, features, head, network_for
from euchre.bots._pimc import side_value

CHUNK = 250  # hands per task


def _bid_values(judge: PIMCBot, state: euchre.State, seat: euchre.Seat) -> dict[euchre.Action, float]:
    """Every legal choice of ``seat``'s bidding decision in ``state`` valued on the true deal
    for its side, as PIMCBot values one world (``judge._points``: the later bidding by RuleBot,
    the play solved exactly)."""
    side = state.rules.table.side_of[int(seat)]
    return {a: side_value(judge._points(state, a), side) for a in state.legal_actions()}


def _chunk(args: tuple[str, int, int]) -> tuple[list[list[float]], list[list[float]], list[list[float]], list[int]]:
    """Features, legal heads, values and deal number of every bidding decision of
    ``count`` hands from seed ``start``."""
    name, start, count = args
    rules = getattr(euchre.presets, name)
    bots = [RuleBot(f"data/{k}") for k in range(rules.players)]
    judge = PIMCBot(0)  # its _points: later bidding by RuleBot, the play solved
    xs, masks, ys, deals = [], [], [], []
    for seed in range(start, start + count):
        state = euchre.new_game(rules, seed=seed)
        hand = state.hand_number
        while state.hand_number == hand and state.phase.value != "play" and not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            legal = view.legal_actions
            if view.phase in PHASES and len(legal) > 1:
                heads = [head(view, a) for a in legal]
                if min(heads) >= 0:
                    values = _bid_values(judge, state, seat)
                    mask = [0.0] * len(HEADS)
                    value = [0.0] * len(HEADS)
                    for a, h in zip(legal, heads, strict=True):
                        mask[h] = 1.0
                        value[h] = values[a]
                    xs.append(features(view))
                    masks.append(mask)
                    ys.append(value)
                    deals.append(seed)
            state = state.apply(bots[int(seat)].act(view))
    return xs, masks, ys, deals


def make_data(name: str, hands: int, seed: int, workers: int, out: str) -> None:
    tasks = [(name, s, min(CHUNK, seed + hands - s)) for s in range(seed, seed + hands, CHUNK)]
    xs: list[list[float]] = []
    masks: list[list[float]] = []
    ys: list[list[float]] = []
    deals: list[int] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        for k, (x, m, y, d) in enumerate(pool.map(_chunk, tasks)):
            xs += x
            masks += m
            ys += y
            deals += d
            if k % 20 == 0:
                print(f"  {min((k + 1) * CHUNK, hands)} hands, {len(xs)} decisions, {time.perf_counter() - started:.0f} s", flush=True)
    np.savez_compressed(out, x=np.array(xs, np.float32), mask=np.array(masks, np.float32),
                        y=np.array(ys, np.float32), deal=np.array(deals, np.int64))
    print(f"{hands} hands, {len(xs)} decisions in {time.perf_counter() - started:.0f} s -> {out}")


def fit(path: str, name: str, hidden: int, epochs: int, out: str | None, seed: int) -> None:
    data = np.load(path)
    x, mask, y, deal = data["x"], data["mask"], data["y"], data["deal"]
    held = deal % 10 == 0
    rng = np.random.default_rng(seed)
    n_in, n_out = x.shape[1], y.shape[1]
    params = {
        "w1": rng.normal(0, (2.0 / n_in) ** 0.5, (n_in, hidden)).astype(np.float64),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0, (1.0 / hidden) ** 0.5, (hidden, n_out)).astype(np.float64),
        "b2": np.zeros(n_out),
    }
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}
    xt, mt, yt = x[~held].astype(np.float64), mask[~held].astype(np.float64), y[~held].astype(np.float64)
    xv, mv, yv = x[held].astype(np.float64), mask[held].astype(np.float64), y[held].astype(np.float64)

    def forward(xb: Any) -> tuple[Any, Any, Any]:
        pre = xb @ params["w1"] + params["b1"]
        h = np.maximum(pre, 0.0)
        return pre, h, h @ params["w2"] + params["b2"]

    def loss(xb: Any, mb: Any, yb: Any) -> float:
        return float((((forward(xb)[2] - yb) * mb) ** 2).sum() / mb.sum())

    means = (yt * mt).sum(0) / np.maximum(mt.sum(0), 1)
    print(f"  held-out error of each head's mean value: {float((((means - yv) * mv) ** 2).sum() / mv.sum()):.4f}")
    step = 0
    batch = 512
    lr = 2e-3
    for epoch in range(epochs):
        order = rng.permutation(len(xt))
        for start in range(0, len(order), batch):
            idx = order[start : start + batch]
            xb, mb, yb = xt[idx], mt[idx], yt[idx]
            pre, h, o = forward(xb)
            g_o = 2 * (o - yb) * mb / mb.sum()
            grads = {"w2": h.T @ g_o, "b2": g_o.sum(0)}
            g_h = (g_o @ params["w2"].T) * (pre > 0)
            grads["w1"] = xb.T @ g_h
            grads["b1"] = g_h.sum(0)
            step += 1
            for k, g in grads.items():
                m1, m2 = moments[k]
                m1 *= 0.9
                m1 += 0.1 * g
                m2 *= 0.999
                m2 += 0.001 * g * g
                params[k] -= lr * (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
        if epoch % 5 == 4 or epoch == epochs - 1:
            print(f"  epoch {epoch + 1}: train {loss(xt, mt, yt):.4f}, held out {loss(xv, mv, yv):.4f}", flush=True)
        if epoch == int(epochs * 0.7):
            lr /= 4
    # the held-out error of always choosing by the best legal head, against the best true value
    o = forward(xv)[2]
    chosen = np.where(mv > 0, o, -np.inf).argmax(1)
    regret = (np.where(mv > 0, yv, -np.inf).max(1) - yv[np.arange(len(yv)), chosen]).mean()
    print(f"held out: {len(xv)} decisions, mean regret of the network's choice on the true deal {regret:.4f}")
    rules = getattr(euchre.presets, name)
    target = out or f"src/euchre/bots/data/bidnet_{name}.json"
    doc = {
        "about": f"euchre.bots._bidnet network for preset {name}: benchmarks/train_bidder.py, "
        f"{len(x)} decisions of {len(set(deal.tolist()))} hands, {hidden} hidden units, {epochs} epochs",
        "rules": json.loads(_rules_key(rules)),
        "heads": list(HEADS),
        "w1": [[round(float(v), 5) for v in row] for row in params["w1"].T],
        "b1": [round(float(v), 5) for v in params["b1"]],
        "w2": [[round(float(v), 5) for v in row] for row in params["w2"].T],
        "b2": [round(float(v), 5) for v in params["b2"]],
    }
    with open(target, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")
    print(f"-> {target}")


def regret(name: str, hands: int, seed: int, samples: int) -> None:
    """Each bidder's regret on the true deal per bidding decision of ``hands`` hands bid by
    RuleBot: the shipped network, PIMCBot's search (``samples`` worlds) and RuleBot."""
    rules = getattr(euchre.presets, name)
    net = network_for(rules)
    if net is None:
        raise SystemExit(f"no network ships for {name}")
    bots = [RuleBot(f"data/{k}") for k in range(rules.players)]
    judge = PIMCBot(0)
    search = PIMCBot(7, samples=samples)
    lost = {"net": 0.0, "search": 0.0, "rule": 0.0}
    spent = {"net": 0.0, "search": 0.0}
    decisions = 0
    for deal_seed in range(seed, seed + hands):
        state = euchre.new_game(rules, seed=deal_seed)
        while state.hand_number == 0 and state.phase.value != "play":
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            by_rule = bots[int(seat)].act(view)
            if view.phase in PHASES and len(view.legal_actions) > 1:
                value = _bid_values(judge, state, seat)
                best = max(value.values())
                started = time.perf_counter()
                by_net = max(net.values(view).items(), key=lambda item: (item[1], item[0] == by_rule))[0]
                spent["net"] += time.perf_counter() - started
                started = time.perf_counter()
                by_search = search.act(view)
                spent["search"] += time.perf_counter() - started
                for who, choice in (("net", by_net), ("search", by_search), ("rule", by_rule)):
                    lost[who] += best - value[choice]
                decisions += 1
            state = state.apply(by_rule)
    print(f"{name}: {decisions} bidding decisions of {hands} hands (seeds {seed} on)")
    for who, total in lost.items():
        ms = f", {spent[who] / decisions * 1000:.2f} ms a decision" if who in spent else ""
        print(f"  {who:6s} regret {total / decisions:.4f} a decision (total {total:.0f}){ms}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("data")
    d.add_argument("--rules", default="GAMES4ALL")
    d.add_argument("--hands", type=int, default=60_000)
    d.add_argument("--seed", type=int, default=1_000_000)
    d.add_argument("--workers", type=int, default=2)
    d.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("data")
    f.add_argument("--rules", default="GAMES4ALL")
    f.add_argument("--hidden", type=int, default=48)
    f.add_argument("--epochs", type=int, default=40)
    f.add_argument("--seed", type=int, default=0)
    f.add_argument("--out")
    r = sub.add_parser("regret")
    r.add_argument("--rules", default="GAMES4ALL")
    r.add_argument("--hands", type=int, default=400)
    r.add_argument("--seed", type=int, default=5_000_000)
    r.add_argument("--samples", type=int, default=20)
    args = parser.parse_args()
    if args.command == "data":
        make_data(args.rules, args.hands, args.seed, args.workers, args.out)
    elif args.command == "regret":
        regret(args.rules, args.hands, args.seed, args.samples)
    else:
        fit(args.data, args.rules, args.hidden, args.epochs, args.out, args.seed)


if __name__ == "__main__":
    main()
