"""Duplicate matches and parallel simulation: the same results inline, with threads, with
processes and on dask, however the work is split into chunks."""

from __future__ import annotations

import dataclasses
import multiprocessing
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from typing import ClassVar

import pytest

import euchre
from euchre import View, duplicate, presets, simulate
from euchre.bots import Bot, RandomBot, RuleBot


def test_a_bot_against_itself_gives_no_significant_difference() -> None:
    # Two random teams (different seeds): the interval of the mean difference holds 0.
    result = duplicate.match("random", "random", presets.GAMES4ALL, deals=300, seed=1)
    assert result.n == 300
    low, high = result.ci
    assert low < 0 < high
    # The same deterministic bot on both sides plays both tables identically.
    same = duplicate.match("rule", "rule", presets.STANDARD, deals=100, seed=2)
    assert {p.difference for p in same.pairs} == {0}


def test_rulebot_beats_randombot() -> None:
    result = duplicate.match("rule", "random", presets.GAMES4ALL, deals=200, seed=3)
    assert result.significant and result.mean > 1.0


class _Recorder(Bot):
    """Remembers the hand it was dealt at each seat (its first view of each hand)."""

    name = "recorder"
    log: ClassVar[list[tuple[str, int, tuple[euchre.Card, ...]]]] = []

    def choose(self, view: View) -> euchre.Action:
        if view.phase == "order" and all(a.seat != view.seat for a in view.actions):
            self.log.append((str(self.seed).split("/")[1], view.seat, view.hand))
        return view.legal_actions[0]


def test_swapping_seats_really_swaps_the_cards() -> None:
    _Recorder.log = []
    deals = duplicate.deals_for(presets.OPENSPIEL, 5, seed=4)
    duplicate.match(_Recorder, _Recorder, presets.OPENSPIEL, deals=deals, seed=9)
    dealt = {}
    for team, seat, hand in _Recorder.log:
        dealt.setdefault(team, {}).setdefault(seat, []).append(hand)
    # team A sat North-South first, then East-West; team B the other way round
    for seat in range(4):
        a, b = dealt["A"][seat], dealt["B"][seat]
        assert len(a) == len(b) == 5  # every seat got every deal once per team ...
    first_a_ns = dealt["A"][0]
    first_b_ns = dealt["B"][0]
    assert first_a_ns == first_b_ns  # ... and North's cards are the same for both teams
    for index, (_, deal) in enumerate(deals):
        assert dealt["A"][0][index] == deal.hands[0]
        assert dealt["B"][1][index] == deal.hands[1]


def test_deal_pair_difference_counts_both_tables() -> None:
    pair = duplicate.DealPair(0, euchre.Seat.NORTH, euchre.Score(1, 0), euchre.Score(0, 2))
    assert pair.difference == 1 + 2
    pair = duplicate.DealPair(0, euchre.Seat.NORTH, euchre.Score(0, 4), euchre.Score(0, 1))
    assert pair.difference == -4 + 1


def test_match_is_the_same_inline_with_threads_and_processes() -> None:
    inline = duplicate.match("rule", "random", "STANDARD", deals=24, seed=5)
    with ThreadPoolExecutor(2) as pool:
        threads = duplicate.match("rule", "random", "STANDARD", deals=24, seed=5, executor=pool, chunk=5)
    with ProcessPoolExecutor(2) as pool:
        procs = duplicate.match(RuleBot, RandomBot, "STANDARD", deals=24, seed=5, executor=pool, chunk=7)
    assert inline.pairs == threads.pairs == procs.pairs


def test_simulate_is_the_same_with_any_executor() -> None:
    inline = simulate.run(["rule", "random"], presets.CARDGAMES_IO, hands=60, seed=2)
    with ThreadPoolExecutor(2) as pool:
        threads = simulate.run(["rule", "random"], presets.CARDGAMES_IO, hands=60, seed=2, executor=pool)
    processes = simulate.run(["rule", "random"], presets.CARDGAMES_IO, hands=60, seed=2, workers=2)
    assert inline.teams == threads.teams == processes.teams
    assert inline.hands == 60 and inline.teams[0].points_per_hand > inline.teams[1].points_per_hand


def test_simulate_games_counts_wins_and_rates() -> None:
    summary = simulate.run("rule,random", "GAMES4ALL", games=6, seed=1)
    ns, ew = summary.teams
    assert summary.games == 6 and ns.wins + ew.wins == 6 and ns.wins > ew.wins
    assert summary.hands == ns.hands == ew.hands
    assert 0 <= (ns.euchre_rate or 0) <= 1 and 0 <= (ns.march_rate or 0) <= 1
    assert ns.made + ew.made + summary.thrown_in == summary.hands
    assert sum(total for _, total in summary.by_trumps) == ns.made + ew.made


def test_simulate_on_a_dask_local_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        executor = client.get_executor()
        assert simulate.executor_workers(executor, 1) == 2  # the cluster's threads
        on_dask = simulate.run(["rule", "random"], "GAMES4ALL", hands=40, seed=3, executor=executor, chunk=10)
    inline = simulate.run(["rule", "random"], "GAMES4ALL", hands=40, seed=3)
    assert on_dask.teams == inline.teams


def test_bid_euchre_six_trumps_dealt_are_not_merged_into_five() -> None:
    """Bid Euchre deals six cards: a maker dealt six trumps is counted under 6 in
    ``by_trumps`` (the buckets went 0-5 for every variant, so six trumps counted as five)."""
    deal = euchre.Deal(hands=("Jh Jd Ah Kh Qh Th", "9c Tc Jc Qc Kc Ac", "9d Td Qd Kd Ad 9h",
                              "9s Ts Js Qs Ks As"), upcard=None, kitty="")
    state = euchre.new_game(presets.BID_EUCHRE, dealer=euchre.Seat.WEST, deal=deal)
    state = euchre.bots.play_hand(state, [RuleBot(seat) for seat in range(4)])
    assert state.results[-1].maker == euchre.Seat.NORTH and state.results[-1].trump == euchre.Suit.HEARTS
    from euchre.simulate import _record

    _teams, _thrown, by_trumps = _record(state)
    assert by_trumps == [[0, 0]] * 6 + [[1, 1]]
    summary = simulate.run("rule,rule", "BID_EUCHRE", hands=40, seed=1, chunk=10)
    assert len(summary.by_trumps) == 7  # 0-6 trumps
    assert sum(total for _, total in summary.by_trumps) == summary.teams[0].made + summary.teams[1].made
    empty = simulate.Summary(("a", "b"), "x", 0, 0, 0, (simulate.TeamStats(),) * 2)  # 0-5
    assert summary + empty == summary
    knock = simulate.run("rule,rule", "GAMES4ALL", hands=20, seed=1)
    assert len(knock.by_trumps) == 6  # 0-5 trumps


def test_simulate_does_not_depend_on_the_chunks() -> None:
    """The bots are reset at the start of each block of RESET_HANDS hands (or each game)
    and chunks are whole blocks: one chunk, chunks of one block and of two give the same
    summary, random bots included; another seed gives another."""

    def run(**kwargs: object) -> simulate.Summary:
        summary = simulate.run("random,rule", presets.GAMES4ALL, seed=4, **kwargs)  # type: ignore[arg-type]
        return dataclasses.replace(summary, elapsed=0.0)

    hands = 2 * simulate.RESET_HANDS + 8
    assert [len(simulate._chunks(hands, 1, size, simulate.RESET_HANDS)) for size in (hands, 1, 17)] == [1, 3, 2]
    assert run(hands=hands, chunk=hands) == run(hands=hands, chunk=1) == run(hands=hands, chunk=17)
    assert run(games=3, chunk=3) == run(games=3, chunk=1)
    assert run(hands=hands) != dataclasses.replace(
        simulate.run("random,rule", presets.GAMES4ALL, seed=5, hands=hands), elapsed=0.0
    )


def test_duplicate_does_not_depend_on_the_chunks() -> None:
    """A duplicate match resets every bot before each deal: its pairs are the same in one
    chunk or many; a team against itself with deterministic bots still scores 0."""
    one = duplicate.match("random", "rule", presets.STANDARD, deals=10, seed=3, chunk=10)
    many = duplicate.match("random", "rule", presets.STANDARD, deals=10, seed=3, chunk=3)
    assert one.pairs == many.pairs
    same = duplicate.match("rule", "rule", presets.STANDARD, deals=10, seed=3, chunk=4)
    assert {p.difference for p in same.pairs} == {0}


def test_factories_with_or_without_a_seed_play_as_the_bots_they_build() -> None:
    """``lambda seed: Bot(seed)`` and a Bot class get each seat's seed; ``lambda: Bot()``
    builds its bot with its own seed (RuleBot draws nothing at random, so it plays as the
    ``"rule"`` spec): the same pairs and summaries as the spec strings, inline and on
    threads."""
    by_spec = duplicate.match("rule", "random", "STANDARD", deals=12, seed=4)
    by_factory = duplicate.match(lambda: RuleBot(), lambda seed: RandomBot(seed), "STANDARD", deals=12, seed=4)
    with ThreadPoolExecutor(2) as pool:
        threads = duplicate.match(lambda: RuleBot(), RandomBot, "STANDARD", deals=12, seed=4, executor=pool, chunk=5)
    assert by_spec.pairs == by_factory.pairs == threads.pairs
    summary = simulate.run([lambda: RuleBot(), lambda seed: RandomBot(seed)], "GAMES4ALL", hands=32, seed=2)
    assert summary.teams == simulate.run("rule,random", "GAMES4ALL", hands=32, seed=2).teams


def test_a_bot_factory_of_the_wrong_shape_is_refused_before_any_deal() -> None:
    """A factory that takes neither a seed nor nothing, a value that is no factory, an
    unknown spec: each is refused at once (a ValueError and a TypeError naming the
    argument and what would do), before any bot is built or deal played."""
    built: list[object] = []

    def counted(seed: int | str) -> Bot:
        built.append(seed)
        return RuleBot(seed)

    with pytest.raises(TypeError, match=r"team_b: <lambda>\(a, b\) takes neither a seed nor no argument: give a factory of a seed \(lambda seed: RuleBot\(seed\)"):
        duplicate.match(counted, lambda a, b: RuleBot(a), "STANDARD", deals=4)
    with pytest.raises(ValueError, match=r"bots\[0\]=7: expected a bot spec"):
        simulate.run([7, counted], "STANDARD", hands=16)  # type: ignore[list-item]
    with pytest.raises(ValueError, match="team_a: unknown bot 'shark'"):
        duplicate.match("shark", counted, "STANDARD", deals=4)
    assert built == []
    with pytest.raises(TypeError, match=r"the bot factory <lambda> returned 'rule', not a Bot"):
        simulate.run([lambda: "rule", "random"], "STANDARD", hands=16)  # type: ignore[list-item, return-value]


def test_a_pool_with_apply_async_runs_matches_as_one_process_does() -> None:
    """``PoolExecutor`` makes a ``multiprocessing.Pool`` (or Ray's pool, the same
    interface) an executor: the same pairs and summaries; a task's error is raised as it
    is; the pool stays open, the executor refuses new work after its shutdown."""
    inline = duplicate.match("rule", "random", "STANDARD", deals=24, seed=5)
    with multiprocessing.Pool(2) as pool:
        executor = simulate.PoolExecutor(pool)
        assert simulate.executor_workers(executor, 1) == 2
        on_pool = duplicate.match("rule", "random", "STANDARD", deals=24, seed=5, executor=executor)
        summary = simulate.run("rule,random", "GAMES4ALL", hands=48, seed=1, executor=executor)
        with pytest.raises(ZeroDivisionError):
            executor.submit(divmod, 1, 0).result(timeout=60)
        executor.shutdown()
        with pytest.raises(RuntimeError, match="after shutdown"):
            executor.submit(abs, -1)
        assert pool.apply(abs, (-3,)) == 3  # the pool is the caller's, still open
    assert on_pool.pairs == inline.pairs
    assert summary.teams == simulate.run("rule,random", "GAMES4ALL", hands=48, seed=1).teams
    with pytest.raises(TypeError, match="apply_async"):
        simulate.PoolExecutor(ThreadPoolExecutor(1))  # type: ignore[arg-type]


def test_a_ray_pool_runs_a_match_as_one_process_does() -> None:
    """Opt-in: needs Ray (not an extra of this package; ``pip install ray``)."""
    ray_pool = pytest.importorskip("ray.util.multiprocessing")
    with ray_pool.Pool(2) as pool:
        on_ray = duplicate.match("rule", "random", "STANDARD", deals=12, seed=5, executor=simulate.PoolExecutor(pool))
    assert on_ray.pairs == duplicate.match("rule", "random", "STANDARD", deals=12, seed=5).pairs


@pytest.mark.parametrize("chunk", [0, -1, "x", True, 2.5])
def test_a_bad_chunk_raises_argument_error_before_any_deal(chunk: object) -> None:
    """The chunk size is read once for a match and a tournament (duplicate.chunk_size);
    a match once raised a bare ValueError (0) or TypeError (text) from deep inside."""
    from euchre.errors import ArgumentError

    with pytest.raises(ArgumentError, match=r"chunk=.*expected a whole number of deals"):
        duplicate.match("random", "random", "STANDARD", deals=4, chunk=chunk)  # type: ignore[arg-type]
    assert duplicate.match("random", "random", "STANDARD", deals=4, chunk=3).n == 4
