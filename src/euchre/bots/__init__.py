"""Computer players. A bot sees only ``state.view(seat)`` and returns one of its legal actions.

Every bot has the same interface, :class:`Bot`: ``bot.act(view) -> Action``, where ``view``
is an immutable :class:`euchre.View` (a :class:`~euchre.State` is refused with
``TypeError``: bots never see other players' cards). Bots are deterministic given their
``seed``: a bot seeds its random stream (:attr:`Bot.rng`) once, when it is built, and again
only when :meth:`Bot.reset` is called (a new game); every random choice draws from it. The
same bots, built (or reset) with the same seeds, given the same views in the same order,
make the same choices in any process.

* :class:`RandomBot`: a uniformly random legal action.
* :class:`RuleBot`: documented heuristics for Knock Euchre (ordering up, calling, going
  alone) and Bid Euchre (bidding, naming trump, the call-for-best card given back), and
  for both the discards, leads and follows; see ``docs/bots.md``.
* :class:`PIMCBot`: perfect-information Monte Carlo. It samples the unseen cards
  consistently with everything public, replays the hand's public actions on each sampled
  deal to get a full state, evaluates each candidate action on it with the exact
  double-dummy solver (:mod:`euchre.solver`), and plays the action with the best average
  point difference for its side.

:func:`play_hand` and :func:`play_game` drive a state with one bot per seat of the table
(``rules.players``), handing each only its view. At any table RuleBot reads who plays with
whom from the hand's sides: teammates (:attr:`euchre.RuleSet.table`), or with each player
for themselves the defenders together against the maker.

>>> import euchre
>>> from euchre import bots
>>> state = euchre.new_game(euchre.presets.GAMES4ALL, seed=5)
>>> table = [bots.RuleBot(seed=1), bots.RandomBot(seed=2)] * 2   # North-South play RuleBot
>>> after = bots.play_hand(state, table)
>>> after.hand_number > state.hand_number or after.is_over
True
"""

from __future__ import annotations

from euchre._exports import shown_as
from euchre.bots._base import Bot, RandomBot, play_game, play_hand
from euchre.bots._make import BOTS, make_bot
from euchre.bots._pimc import PIMCBot
from euchre.bots._rule import RuleBot, hand_strength
from euchre.bots._sample import Sampler, sample_state

__all__ = [
    "BOTS",
    "Bot",
    "PIMCBot",
    "RandomBot",
    "RuleBot",
    "Sampler",
    "hand_strength",
    "make_bot",
    "play_game",
    "play_hand",
    "sample_state",
]


shown_as(
    __name__,
    Bot,
    PIMCBot,
    RandomBot,
    RuleBot,
    Sampler,
    hand_strength,
    make_bot,
    play_game,
    play_hand,
    sample_state,
)
