"""Where ``euchre play`` writes: plain text, or ``rich`` colour in a terminal.

Both screens print the same lines (built by :mod:`euchre.terminal.screen`); the rich one
frames the table in a panel and colours the cards (hearts and diamonds red). ``rich`` is
imported only when a :class:`RichScreen` is made.

>>> import io
>>> from euchre.terminal.render import PlainScreen
>>> out = io.StringIO()
>>> screen = PlainScreen(out)
>>> screen.table(["Hand 1", "Your hand: 9♣ J♥"]); screen.say("North: pass")
>>> print(out.getvalue(), end="")
<BLANKLINE>
Hand 1
Your hand: 9♣ J♥
<BLANKLINE>
North: pass
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol, TextIO

__all__ = ["PlainScreen", "RichScreen", "Screen", "make_screen", "rich_available"]

#: A card glyph on the screen: a rank (or the joker's word) and a suit symbol.
CARD_GLYPH = re.compile(r"(?:10|[2-9TJQKA])[♣♦♥♠]|\bJo\b")
#: The colour of each suit's cards in the rich screen.
SUIT_STYLE = {"♥": "bold red", "♦": "bold red", "♣": "bold", "♠": "bold"}


class Screen(Protocol):
    """What the game loop writes to: the table, a line of news, the numbered choices."""

    def table(self, lines: Sequence[str]) -> None:
        """Show the table (the lines of :func:`euchre.terminal.screen.table_lines`)."""

    def say(self, text: str) -> None:
        """Print one line: an action, a trick, a result, an answer to a command."""

    def choices(self, lines: Sequence[str]) -> None:
        """Print the numbered legal actions."""

    def prompt(self, text: str) -> None:
        """Print the prompt before reading the player's answer (no newline)."""


class PlainScreen:
    """Plain text: the lines as they are, the table set off by a blank line."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def table(self, lines: Sequence[str]) -> None:
        self.out.write("\n" + "\n".join(lines) + "\n\n")

    def say(self, text: str) -> None:
        self.out.write(text + "\n")

    def choices(self, lines: Sequence[str]) -> None:
        self.out.write("\n".join(lines) + "\n")

    def prompt(self, text: str) -> None:
        self.out.write(text)
        self.out.flush()


class RichScreen:
    """``rich``: the table in a panel, the card glyphs in colour. ``force_terminal`` writes
    colour codes even when ``out`` is not a terminal (for tests and pipes into ``less -R``);
    ``width`` fixes the width (the terminal's by default).
    """

    def __init__(
        self, out: TextIO, *, force_terminal: bool | None = None, width: int | None = None
    ) -> None:
        from rich.console import Console

        self.console = Console(
            file=out, force_terminal=force_terminal, width=width, highlight=False
        )

    def _text(self, line: str) -> Any:
        from rich.text import Text

        text = Text(line)
        for match in CARD_GLYPH.finditer(line):
            style = SUIT_STYLE.get(match.group()[-1], "bold magenta")
            text.stylize(style, match.start(), match.end())
        if line.startswith("Your hand"):
            text.stylize("bold", 0, len("Your hand"))
        return text

    def table(self, lines: Sequence[str]) -> None:
        from rich.console import Group
        from rich.panel import Panel

        head, *body = lines
        self.console.print(
            Panel(Group(*(self._text(line) for line in body)), title=self._text(head), expand=False)
        )

    def say(self, text: str) -> None:
        self.console.print(self._text(text))

    def choices(self, lines: Sequence[str]) -> None:
        for line in lines:
            self.console.print(self._text(line))

    def prompt(self, text: str) -> None:
        self.console.print(self._text(text), end="")
        self.console.file.flush()


def rich_available() -> bool:
    """True when ``rich`` (the ``cli`` extra) can be imported."""
    import importlib.util

    return importlib.util.find_spec("rich") is not None


def make_screen(out: TextIO, *, plain: bool = False) -> PlainScreen | RichScreen:
    """The screen for ``out``: rich when it is installed, ``out`` is a terminal and
    ``plain`` is False; plain text otherwise.

    >>> import io
    >>> type(make_screen(io.StringIO())).__name__  # not a terminal
    'PlainScreen'
    """
    isatty = getattr(out, "isatty", None)
    if plain or not (callable(isatty) and isatty()) or not rich_available():
        return PlainScreen(out)
    return RichScreen(out)
