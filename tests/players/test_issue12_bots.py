"""Issue 12: bots seed once. A bot seeds its random stream (``bot.rng``) when it is built
and again only by ``bot.reset(game)``; the same bots with the same seeds on the same deals
play the same game, in this process or another, and the simulator's and duplicate
matches' results do not depend on how their work is split."""

from __future__ import annotations

import dataclasses
import functools
import os
import random
import subprocess
import sys

import pytest

import euchre
from euchre import duplicate, presets, simulate
from euchre import simulate as players_simulate
from euchre.bots import Bot, PIMCBot, RandomBot, RuleBot, play_game, play_hand
from euchre.isolation import ProcessBot

#: A game between the four kinds of bot (PIMC with few samples, to stay quick), printed
#: as its history's text: run here and in a child process.
_GAME = """
import euchre
from euchre.bots import PIMCBot, RandomBot, RuleBot, play_game
bots = [RandomBot(1), PIMCBot(2, samples=2), RandomBot(3), RuleBot(4)]
state = play_game(euchre.new_game(euchre.presets.STANDARD, seed=9), bots, max_hands=3)
print(" | ".join(map(str, state.history)))
"""


def _table(seed: int) -> list[Bot]:
    return [RandomBot(seed), PIMCBot(seed, samples=2), RandomBot(seed + 1), RuleBot(seed)]


def _deal(seed: int) -> euchre.State:
    """A dealt hand of a game with no seed: the engine draws nothing at random."""
    deal = euchre.Deal.random(presets.STANDARD, seed=seed)
    return euchre.new_game(presets.STANDARD, dealer=euchre.Seat(seed % 4), deal=deal)


def test_issue12_bot_seeds_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """No generator is seeded while the bots play a hand (they were seeded when built);
    each bot draws from the one stream it was built with."""
    bots = _table(5)
    streams = [bot.rng for bot in bots]
    before = [bot.rng.getstate() for bot in bots]
    state = _deal(3)
    seeded: list[object] = []
    original = random.Random.seed

    def counting_seed(self: random.Random, *args: object, **kwargs: object) -> None:
        seeded.append(args)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(random.Random, "seed", counting_seed)
    after = play_hand(state, bots)
    monkeypatch.undo()
    assert after.results and seeded == []
    assert [bot.rng for bot in bots] == streams
    assert bots[0].rng.getstate() != before[0]  # RandomBot and PIMCBot drew from theirs
    assert bots[1].rng.getstate() != before[1]


def test_issue12_same_seeds_same_game() -> None:
    """New bots with the same seeds on the same deal play the same game; other seeds play
    another."""

    def game(seed: int) -> tuple[object, ...]:
        state = play_game(euchre.new_game(presets.STANDARD, seed=9), _table(seed), max_hands=3)
        return state.history

    assert game(1) == game(1)
    assert game(1) != game(2)


def test_issue12_same_game_in_another_process() -> None:
    """The same bots and seeds play the same game in a child process (another hash seed):
    the stream depends on nothing of the process."""
    here = subprocess.run(
        [sys.executable, "-c", _GAME], capture_output=True, text=True, check=True
    ).stdout
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    there = subprocess.run(
        [sys.executable, "-c", _GAME], capture_output=True, text=True, check=True, env=env
    ).stdout
    bots = [RandomBot(1), PIMCBot(2, samples=2), RandomBot(3), RuleBot(4)]
    state = play_game(euchre.new_game(presets.STANDARD, seed=9), bots, max_hands=3)
    assert here == there == " | ".join(map(str, state.history)) + "\n"


def test_issue12_reset_restarts_the_stream() -> None:
    """``reset()`` gives the stream of a new bot; ``reset(game)`` the stream of that game,
    the same for every bot of that name and seed and different between games."""
    bot = RandomBot(4)
    fresh = [bot.rng.random() for _ in range(5)]
    bot.reset()
    assert [bot.rng.random() for _ in range(5)] == fresh
    streams = {}
    for game in (0, 1, "x"):
        bot.reset(game)
        other = RandomBot(4)
        other.reset(game)
        draws = [bot.rng.random() for _ in range(5)]
        assert draws == [other.rng.random() for _ in range(5)]
        streams[game] = draws
    assert len({tuple(d) for d in [fresh, *streams.values()]}) == 4
    assert RandomBot(5).rng.random() != RandomBot(4).rng.random()  # the seed counts


def test_issue12_pimc_reset_resets_the_bots_it_holds() -> None:
    """A PIMCBot resets its RuleBot and its rollout bots with it: after use and a reset it
    is in the state of a new bot reset with the same game."""
    used = PIMCBot(3, samples=2, rollout=RandomBot)
    state = _deal(2)
    play_hand(state, [used, RandomBot(1), RandomBot(2), RandomBot(3)])
    fresh = PIMCBot(3, samples=2, rollout=RandomBot)
    assert [b.rng.getstate() for b in used.rollout] != [b.rng.getstate() for b in fresh.rollout]
    used.reset(7)
    fresh.reset(7)
    for a, b in zip([used, used.rule, *used.rollout], [fresh, fresh.rule, *fresh.rollout], strict=True):
        assert a.rng.getstate() == b.rng.getstate()
    assert used.act(state.view(state.to_act)) == fresh.act(state.view(state.to_act))  # type: ignore[arg-type]


def test_issue12_simulate_does_not_depend_on_the_chunks() -> None:
    """The bots are reset at the start of each block of RESET_HANDS hands (or each game)
    and chunks are whole blocks: one chunk, chunks of one block and of two give the same
    summary, random bots included; another seed gives another."""

    def run(**kwargs: object) -> simulate.Summary:
        summary = simulate.run("random,rule", presets.GAMES4ALL, seed=4, **kwargs)  # type: ignore[arg-type]
        return dataclasses.replace(summary, elapsed=0.0)

    hands = 2 * simulate.RESET_HANDS + 8
    assert [len(players_simulate._chunks(hands, 1, size, simulate.RESET_HANDS)) for size in (hands, 1, 17)] == [1, 3, 2]
    assert run(hands=hands, chunk=hands) == run(hands=hands, chunk=1) == run(hands=hands, chunk=17)
    assert run(games=3, chunk=3) == run(games=3, chunk=1)
    assert run(hands=hands) != dataclasses.replace(
        simulate.run("random,rule", presets.GAMES4ALL, seed=5, hands=hands), elapsed=0.0
    )


def test_issue12_duplicate_does_not_depend_on_the_chunks() -> None:
    """A duplicate match resets every bot before each deal: its pairs are the same in one
    chunk or many; a team against itself with deterministic bots still scores 0."""
    one = duplicate.match("random", "rule", presets.STANDARD, deals=10, seed=3, chunk=10)
    many = duplicate.match("random", "rule", presets.STANDARD, deals=10, seed=3, chunk=3)
    assert one.pairs == many.pairs
    same = duplicate.match("rule", "rule", presets.STANDARD, deals=10, seed=3, chunk=4)
    assert {p.difference for p in same.pairs} == {0}


def test_issue12_process_bot_reset_reaches_the_child() -> None:
    """``ProcessBot.reset(game)`` resets the bot in the child: it then plays as an
    in-process bot reset with the same game."""
    state = _deal(6)
    here = RandomBot(8)
    here.reset(3)
    local = play_hand(state, [here, RuleBot(1), RandomBot(2), RuleBot(3)])
    with ProcessBot(functools.partial(RandomBot, 8)) as north:
        north.act(state.view(state.to_act))  # type: ignore[arg-type]  # draws: the stream moves on
        north.reset(3)
        isolated = play_hand(state, [north, RuleBot(1), RandomBot(2), RuleBot(3)])
    assert isolated == local


class _Counter(Bot):
    """Plays the last legal action (makes trump alone when it may: the hand is played out)
    and counts the views it is given, by number of legal actions."""

    name = "counter"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.sizes: list[int] = []

    def choose(self, view: euchre.View) -> euchre.Action:
        self.sizes.append(len(view.legal_actions))
        return view.legal_actions[-1]


def test_issue12_forced_actions_are_played_without_asking() -> None:
    """``play_hand(ask_forced=False)`` (what the simulator uses) asks a bot only when it has a
    choice and plays the same hand as asking every time, with bots that play the only legal
    action as every bot must."""
    state = _deal(4)
    asked = [_Counter(s) for s in range(4)]
    skipped = [_Counter(s) for s in range(4)]
    assert play_hand(state, asked) == play_hand(state, skipped, ask_forced=False)
    every = [n for bot in asked for n in bot.sizes]
    choices = [n for bot in skipped for n in bot.sizes]
    assert 1 in every and min(choices) >= 2
    assert sorted(choices) == sorted(n for n in every if n > 1)
    rule = [RuleBot(s) for s in range(4)]
    game = euchre.new_game(presets.STANDARD, seed=11)
    assert play_game(game, rule, max_hands=3) == play_game(game, rule, max_hands=3, ask_forced=False)
