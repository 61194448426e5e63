"""Bots in child processes (euchre.isolation.ProcessBot) see only the JSON text of their
views, play exactly as the same bots in this process, and are reset in the child."""

from __future__ import annotations

import contextlib
import functools
import json
import os
import signal
import subprocess
import sys
import time

import pytest

import euchre
from _processes import children, default_signals, needs_proc, running, wait_for
from euchre import presets
from euchre.bots import RandomBot, RuleBot, play_hand
from euchre.isolation import BotProcessError, ProcessBot


def test_process_bots_play_a_hand_as_in_process_bots_do() -> None:
    """North and South in child processes, East and West here: the hand is the one four
    in-process bots play (new bots with the same seeds make the same choices given the
    same views, and the view's JSON reads back equal)."""
    state = euchre.new_game(euchre.presets.STANDARD, seed=21)
    local = play_hand(state, [RuleBot(1), RandomBot(2), RuleBot(3), RandomBot(4)])
    with ProcessBot("rule", seed=1) as north, ProcessBot(functools.partial(RuleBot, 3)) as south:
        isolated = play_hand(state, [north, RandomBot(2), south, RandomBot(4)])
        assert north._conn is not None  # the children ran
    assert isolated == local
    assert north._conn is None and south._conn is None  # closed on leaving the block


def test_a_process_bot_plays_cutthroat_and_the_dummy_game_as_in_process() -> None:
    """At three seats and at two with a dummy (the maker's view holds the dummy once
    taken), a child process plays seat A exactly as the same bot here."""
    with ProcessBot("rule", seed=1) as first:
        for name in ("CUTTHROAT", "TWO_HANDED_DUMMY"):
            rules = presets.TABLE_PRESETS[name]
            state = euchre.new_game(rules, seed=5)
            others = [RandomBot(s) for s in range(1, rules.players)]
            local = play_hand(state, [RuleBot(1), *others])
            for bot in others:
                bot.reset()
            assert play_hand(state, [first, *others]) == local


def test_process_bot_errors_are_reported_not_hidden() -> None:
    state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    view = state.view(state.to_act)
    with pytest.raises(ValueError, match="factory: unknown bot 'nobot'"):
        ProcessBot("nobot")  # refused here, before a child is started
    with pytest.raises(BotProcessError, match=r"could not start: .*returned 'x', not a Bot"):
        ProcessBot(functools.partial(json.loads, '"x"')).act(view)
    with pytest.raises(TypeError, match="factory"):
        ProcessBot(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="takes neither a seed nor no argument"):
        ProcessBot(functools.partial(divmod))
    bot = ProcessBot("random", seed=1)
    try:
        other = state.view((int(state.to_act) + 1) % 4)  # not this seat's turn
        with pytest.raises(ValueError, match=r"not .*turn"):
            bot.act(other)  # refused here, before the child is asked
        assert bot.act(view) in state.legal_actions()
        with pytest.raises(TypeError, match="only a View"):
            bot.act(state)  # type: ignore[arg-type]
    finally:
        bot.close()


def _deal(seed: int) -> euchre.State:
    """A dealt hand of a game with no seed: the engine draws nothing at random."""
    deal = euchre.Deal.random(presets.STANDARD, seed=seed)
    return euchre.new_game(presets.STANDARD, dealer=euchre.Seat(seed % 4), deal=deal)


def test_process_bot_reset_reaches_the_child() -> None:
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


def test_a_process_bot_factory_is_called_with_the_seed_when_it_takes_one() -> None:
    """A Bot class (a factory of a seed) is built in the child with the ProcessBot's seed;
    a factory of nothing keeps its own: each plays as the same bot here."""
    state = _deal(7)
    local = play_hand(state, [RandomBot(8), RuleBot(1), RandomBot(2), RuleBot(3)])
    with ProcessBot(RandomBot, seed=8) as seeded, ProcessBot(functools.partial(RandomBot, 8), seed=99) as fixed:
        assert play_hand(state, [seeded, RuleBot(1), RandomBot(2), RuleBot(3)]) == local
        assert play_hand(state, [fixed, RuleBot(1), RandomBot(2), RuleBot(3)]) == local


#: A game between a ProcessBot and three bots here: the parent says when the child is
#: ready, then plays; the child's bot thinks for minutes about each decision.
_PLAY_WITH_A_PROCESS_BOT = """
import euchre
from euchre.bots import RandomBot, play_game
from euchre.isolation import ProcessBot

if __name__ == "__main__":
    with ProcessBot("pimc:samples=100000", seed=1, timeout=600) as north:
        north.start()
        print("ready", flush=True)
        for game in range(10**6):
            play_game(euchre.new_game(euchre.presets.STANDARD, seed=game),
                      [north, RandomBot(1), RandomBot(2), RandomBot(3)])
"""


@needs_proc
def test_a_process_bots_child_ends_when_its_parent_is_killed() -> None:
    """SIGTERM with no handler ends the parent at once, in the middle of a game, while its
    bot's child process is thinking: the child ends by itself within a second (it no
    longer holds the parent's output: reading it to the end returns), where it used to
    think on, orphaned, for minutes."""
    parent = subprocess.Popen(
        [sys.executable, "-c", _PLAY_WITH_A_PROCESS_BOT], preexec_fn=default_signals,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        assert parent.stdout is not None and parent.stdout.readline() == "ready\n"
        bots = children(parent.pid)
        assert bots, "no child process"
        time.sleep(0.3)  # a game under way
        parent.send_signal(signal.SIGTERM)
        parent.wait(timeout=15)
        assert wait_for(lambda: not any(running(pid) for pid in bots), timeout=1.5), bots
        parent.communicate(timeout=5)  # the pipes closed: no process holds them
    finally:
        with contextlib.suppress(ProcessLookupError):  # whatever is left of its session
            os.killpg(parent.pid, signal.SIGKILL)
        parent.communicate()
    assert parent.returncode == -signal.SIGTERM
