"""The bot interface, :class:`Bot`, the uniformly random :class:`RandomBot`, and the
drivers :func:`play_hand` and :func:`play_game` that hand each bot only its view."""

from __future__ import annotations

import abc
import random
from collections.abc import Sequence
from typing import ClassVar

from euchre.actions import Action
from euchre.state import State
from euchre.views import View, view

_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class Bot(abc.ABC):
    """A player that sees only a :class:`~euchre.View` and returns one of its legal actions.

    Subclasses implement :meth:`choose`; :meth:`act` checks the argument is a View and the
    answer is legal. :attr:`rng` is the bot's random stream: seeded once from the bot's
    name and seed when the bot is built, and again by :meth:`reset`; a subclass draws every
    random choice from it (never from a generator of its own seeded per decision).

    >>> import euchre
    >>> from euchre.bots import RandomBot
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> RandomBot(seed=3).act(state)
    Traceback (most recent call last):
    ...
    TypeError: bots see only a View (state.view(seat)), not a State
    """

    #: The name used by :func:`make_bot` and in reports.
    name: ClassVar[str] = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        #: The bot's random stream (see :meth:`reset`).
        self.rng = random.Random(self._stream_seed(None))

    def _stream_seed(self, game: int | str | None) -> str:
        """What the stream is seeded from: the bot's name and seed, and the game's key."""
        base = f"{self.name}/{self.seed}"
        return base if game is None else f"{base}/game/{game}"

    def reset(self, game: int | str | None = None) -> None:
        """Seed the random stream again, as a new bot with this seed (``game`` None) or
        from the seed and ``game``, a key of the game about to start (a number or text):
        then the bot's play in that game depends on nothing it did before.

        :func:`euchre.simulate.run` and :func:`euchre.duplicate.match` reset each bot
        before each hand or game, with the hand's or game's number as ``game``, so a
        result does not depend on how the work is split between processes. A bot that
        holds other bots (:class:`PIMCBot`) resets them too.

        >>> import euchre
        >>> from euchre.bots import RandomBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
        >>> v = s.view(s.to_act)
        >>> bot = RandomBot(seed=1)
        >>> first = [bot.act(v) for _ in range(8)]
        >>> bot.reset()
        >>> [bot.act(v) for _ in range(8)] == first      # as when it was built
        True
        >>> bot.reset(game=7)
        >>> later = [bot.act(v) for _ in range(8)]
        >>> bot.reset(game=7)
        >>> [bot.act(v) for _ in range(8)] == later      # game 7's stream again
        True
        """
        self.rng.seed(self._stream_seed(game))

    def act(self, view: View) -> Action:
        """The action this bot takes in ``view`` (one of ``view.legal_actions``).

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
        >>> RuleBot().act(s.view(s.to_act)) in s.legal_actions()
        True
        """
        if not isinstance(view, View):
            raise TypeError(
                f"bots see only a View (state.view(seat)), not a {type(view).__name__}"
            )
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"it is not {view.seat}'s turn: the view has no legal actions")
        action = self.choose(view)
        if action not in legal:  # pragma: no cover - a bug in a bot
            raise AssertionError(f"{self.name} chose {action}, which is not legal")
        return action

    @abc.abstractmethod
    def choose(self, view: View) -> Action:
        """Pick one of ``view.legal_actions`` (called by :meth:`act`)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class RandomBot(Bot):
    """A uniformly random legal action (seeded).

    >>> import euchre
    >>> from euchre.bots import RandomBot
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=2)
    >>> RandomBot(seed=1).act(s.view(s.to_act)) in s.legal_actions()
    True
    """

    name = "random"

    def choose(self, view: View) -> Action:
        """A legal action drawn uniformly from the bot's stream."""
        return self.rng.choice(view.legal_actions)


def play_hand(state: State, bots: Sequence[Bot], *, ask_forced: bool = True) -> State:
    """Play the current hand to its end with ``bots[seat]`` for each seat (one bot per
    seat of the table, ``rules.players``; each sees only its view); returns the state after the hand (the next hand, phase DEAL, or OVER).

    With ``ask_forced=False`` an action that is the only legal one is applied without
    building a view or asking the bot (every bot would play it; only a bot's side effects,
    such as the draws a RandomBot makes from its stream, differ): what the simulator does.

    >>> import euchre
    >>> from euchre.bots import RandomBot, play_hand
    >>> s = play_hand(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), [RandomBot(i) for i in range(4)])
    >>> len(s.results)
    1
    """
    players = state.rules.players
    if len(bots) != players:
        table = state.rules.table
        raise ValueError(
            f"play_hand needs {_NUMBER_WORDS[players]} bots, one per seat "
            f"({', '.join(table.seat_names)})"
        )
    hand = state.hand_number
    # the seat to act as an int (state.to_act without its property call), -1 for nobody
    while state._h.hand_no == hand and (seat := state._to_act) >= 0:
        if not ask_forced:
            legal = state._legal  # kept by the state once asked for: the view reads it again
            if legal is None:
                legal = state.legal_actions()
            if len(legal) == 1:
                state = state.apply(legal[0])
                continue
        state = state.apply(bots[seat].act(view(state, seat)))
    return state


def play_game(
    state: State, bots: Sequence[Bot], *, max_hands: int = 10_000, ask_forced: bool = True
) -> State:
    """Play hands until the game is over (or waits for a deal) with one bot per seat
    (``ask_forced`` as in :func:`play_hand`).

    >>> import euchre
    >>> from euchre.bots import RuleBot, play_game
    >>> s = play_game(euchre.new_game(euchre.presets.STANDARD, seed=3), [RuleBot(i) for i in range(4)])
    >>> s.is_over
    True
    """
    for _ in range(max_hands):
        if state.to_act is None:
            break
        state = play_hand(state, bots, ask_forced=ask_forced)
    return state
