"""Bots in their own processes: real isolation between players.

A :class:`~euchre.View` gives a bot only what its seat may see, but within one Python
process any code can reach any object (``gc.get_objects()`` lists every live State, with
every hand). Bots that must not see each other's cards (bots written by different people,
a tournament) run each in a child process: :class:`ProcessBot` starts one (``spawn``: a
fresh interpreter that inherits nothing from this one), sends it only ``view.to_json()``
and reads back only the text of the chosen action. Nothing is unpickled from the child, so
a hostile bot cannot run code in the parent either. See ``docs/isolation.md``.

>>> import euchre
>>> from euchre.bots import RandomBot, play_hand
>>> from euchre.isolation import ProcessBot
>>> with ProcessBot("rule", seed=1) as north:
...     table = [north, RandomBot(2), RandomBot(3), RandomBot(4)]
...     after = play_hand(euchre.new_game(euchre.presets.STANDARD, seed=5), table)
>>> len(after.results)
1
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import TracebackType
from typing import Any

from euchre.actions import Action, parse_action
from euchre.bots import Bot
from euchre.errors import EuchreError
from euchre.simulate import BotSpec, bot_factory, build_bot, exit_with_parent
from euchre.views import View

__all__ = ["BotProcessError", "ProcessBot"]

#: The longest answer read from a child: an action's text is far shorter.
MAX_REPLY = 1024


class BotProcessError(RuntimeError):
    """The bot in a child process failed: it could not be built, raised, answered with
    something that is not one of the view's legal actions, did not answer in time, or died.

    >>> from euchre.isolation import BotProcessError
    >>> issubclass(BotProcessError, RuntimeError)
    True
    """


#: What a ProcessBot's child builds its bot from: a :func:`~euchre.bots.make_bot` spec, or a
#: picklable factory of a seed or of nothing (read by :func:`euchre.simulate.bot_factory`).
BotFactory = BotSpec | Callable[[], Bot]


#: The start of a message asking the child to reset its bot (a view's JSON text starts "{").
RESET = "reset "


def _answer(bot: Bot, text: str) -> str:
    """The child's reply to one message: a view's JSON text (``"ok <action>"``) or
    ``"reset <game as JSON>"`` (``"ok"``, the bot reset); ``"error <message>"`` if it fails."""
    try:
        if text.startswith(RESET):
            bot.reset(json.loads(text[len(RESET) :]))
            return "ok"
        return f"ok {bot.act(View.from_json(text))}"
    except Exception as error:  # any failure of the bot is the parent's error to raise
        return f"error {type(error).__name__}: {error}"


def _serve(conn: Connection, factory: BotSpec, seed: int | str, parent: int) -> None:
    """The child's loop: build the bot, then answer each message (:func:`_answer`) until
    the parent closes the pipe. Ctrl-C and a closed terminal are the parent's to handle
    (it closes the pipe); the child ends by itself if the parent dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    exit_with_parent(parent)
    try:
        bot = build_bot(factory, seed)
    except Exception as error:  # reported to the parent, which raises BotProcessError
        conn.send_bytes(f"error {type(error).__name__}: {error}".encode())
        return
    conn.send_bytes(b"ready")
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        conn.send_bytes(_answer(bot, data.decode()).encode())


#: Seconds a child is given to end by itself once its pipe is closed, before it is
#: terminated (a child busy choosing reads the closed pipe only when it has chosen).
GRACE = 0.25


def _stop(conn: Connection, process: Any) -> None:
    """Close the pipe (the child's loop ends) and make sure the child is gone: terminated
    after :data:`GRACE` seconds, killed half a second later."""
    conn.close()
    process.join(timeout=GRACE)
    if process.is_alive():
        process.terminate()
        process.join(timeout=0.5)
    if process.is_alive():
        process.kill()
        process.join(timeout=5)


class ProcessBot(Bot):
    """A bot that runs in a child process and sees only the JSON text of its views.

    ``factory`` is a :func:`~euchre.bots.make_bot` spec (``"rule"``, ``"pimc:samples=8"``,
    built with ``seed``) or a picklable callable (a module-level function or class, or a
    ``functools.partial`` of one) returning a :class:`~euchre.bots.Bot`, called with
    ``seed`` when it takes an argument (a Bot class) and without when it takes none
    (``functools.partial(RuleBot, 3)``), as :func:`euchre.simulate.bot_factory` reads it;
    the child builds the bot when it starts. ``timeout`` (seconds) bounds each answer and
    the start.

    The child starts on the first decision (or :meth:`reset`, which resets the child's
    bot); :meth:`close` (or leaving a ``with`` block, or the bot being garbage collected)
    ends it (at once: a child still choosing is terminated), and a later decision starts a
    new child with a new bot. The child ignores Ctrl-C and SIGHUP (the parent's to handle)
    and ends by itself if the parent process dies (:func:`euchre.simulate.exit_with_parent`).
    A script that creates ProcessBots must guard its top level with ``if __name__ ==
    "__main__":`` (``spawn`` imports the main module).

    >>> import euchre
    >>> from euchre.isolation import ProcessBot
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> with ProcessBot("random", seed=3) as bot:
    ...     bot.start()                         # else the first decision starts the child
    ...     bot.act(s.view(s.to_act)) == euchre.bots.RandomBot(seed=3).act(s.view(s.to_act))
    True
    >>> bot                                      # closed on leaving the block
    ProcessBot('random', seed=3)
    """

    name = "process"

    def __init__(
        self, factory: BotFactory | str, seed: int | str = 0, *, timeout: float = 60.0
    ) -> None:
        super().__init__(seed)
        self.factory = factory
        self._spec = bot_factory(factory, "factory")  # refused here, not in the child
        self.timeout = timeout
        self._conn: Connection | None = None
        self._finalizer: Callable[[], object] | None = None

    def start(self) -> None:
        """Start the child process now (the first decision otherwise does); wait until the
        bot is built (see the class's example)."""
        if self._conn is not None:
            return
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe(duplex=True)
        process = context.Process(
            target=_serve,
            args=(child, self._spec, self.seed, os.getpid()),
            daemon=True,
            name=repr(self),
        )
        process.start()
        child.close()
        self._conn = parent
        self._finalizer = weakref.finalize(self, _stop, parent, process)
        reply = self._receive("start")
        if reply != "ready":
            self.close()
            raise BotProcessError(f"{self!r} could not start: {reply.removeprefix('error ')}")

    def choose(self, view: View) -> Action:
        """Send the view's JSON text to the child; read back the action's text (called by
        :meth:`~euchre.bots.Bot.act`, as in the class's example)."""
        reply = self._ask(view.to_json(), "an answer")
        if not reply.startswith("ok "):
            raise BotProcessError(f"{self!r} failed: {reply.removeprefix('error ')}")
        try:
            action = parse_action(reply[3:])
        except EuchreError as error:
            raise BotProcessError(f"{self!r} answered {reply[3:]!r}: {error}") from None
        if action not in view.legal_actions:
            legal = ", ".join(map(str, view.legal_actions))
            raise BotProcessError(f"{self!r} chose {action}, which is not legal (legal: {legal})")
        return action

    def reset(self, game: int | str | None = None) -> None:
        """Reset the bot in the child (:meth:`euchre.bots.Bot.reset` with ``game``),
        starting the child if it has not started.

        >>> import euchre
        >>> from euchre.isolation import ProcessBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
        >>> v = s.view(s.to_act)
        >>> here = euchre.bots.RandomBot(seed=3)
        >>> here.reset(game=5)
        >>> with ProcessBot("random", seed=3) as bot:
        ...     bot.reset(game=5)
        ...     [bot.act(v) for _ in range(6)] == [here.act(v) for _ in range(6)]
        True
        """
        super().reset(game)
        reply = self._ask(RESET + json.dumps(game), "a reset")
        if reply != "ok":
            raise BotProcessError(f"{self!r} failed to reset: {reply.removeprefix('error ')}")

    def _ask(self, text: str, what: str) -> str:
        """Send one message to the child (starting it if needed); its reply."""
        self.start()
        assert self._conn is not None
        try:
            self._conn.send_bytes(text.encode())
        except OSError as error:
            self.close()
            raise BotProcessError(f"{self!r}: the child process is gone ({error})") from None
        return self._receive(what)

    def _receive(self, what: str) -> str:
        assert self._conn is not None
        try:
            if not self._conn.poll(self.timeout):
                self.close()
                raise BotProcessError(f"{self!r} gave no {what} within {self.timeout} s")
            data = self._conn.recv_bytes(MAX_REPLY)
        except (EOFError, OSError) as error:
            self.close()
            raise BotProcessError(f"{self!r}: the child process ended ({error!r})") from None
        return data.decode(errors="replace")

    def close(self) -> None:
        """End the child process (a later decision starts a new one); closing a bot that
        never started does nothing.

        >>> ProcessBot("rule").close()
        """
        if self._finalizer is not None:
            self._finalizer()
        self._conn = None
        self._finalizer = None

    def __enter__(self) -> ProcessBot:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ProcessBot({self.factory!r}, seed={self.seed!r})"
