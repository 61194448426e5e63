"""Bots in child processes (euchre.isolation.ProcessBot) see only the JSON text of their
views, play exactly as the same bots in this process, and are reset in the child."""

from __future__ import annotations

import functools
import json

import pytest

import euchre
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
