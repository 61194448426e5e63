"""PTN's errors, and the cap on what one record may hold."""

from __future__ import annotations

from euchre.limits import RecordLimitError
from euchre.records import RecordError

#: The most lines read from one PTN text by default: a hand's record is about 30 lines.
#: Pass ``max_lines`` to :func:`~euchre.ptn.loads` or :func:`~euchre.ptn.load` to lift it
#: (None: no limit).
MAX_LINES = 1000


class PtnError(RecordError):
    """A PTN record that cannot be read; the message names the line and column.

    >>> from euchre import ptn
    >>> ptn.loads('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.X"]')
    Traceback (most recent call last):
    ...
    euchre.ptn.PtnError: line 1, column 44: 'X' is not a rank in a PTN hand (use A K Q J T 9 8 7)
    """


class PtnLimitError(PtnError, RecordLimitError):
    """A PTN text over the reader's cap on lines (``max_lines``); the message names the cap
    and how to lift it. It is a :class:`~euchre.limits.RecordLimitError` too.

    >>> from euchre import ptn
    >>> ptn.loads("% one\\n% two\\n% three", max_lines=2)
    Traceback (most recent call last):
    ...
    euchre.ptn.PtnLimitError: line 3: the record has more than max_lines=2 lines; ...
    """


def error(line: int, column: int | None, message: str) -> PtnError:
    """The error for a place in the text (``column`` None: the whole line).

    >>> error(3, 7, "expected a seat")
    PtnError('line 3, column 7: expected a seat')
    """
    place = f"line {line}" if column is None else f"line {line}, column {column}"
    return PtnError(f"{place}: {message}", line=line, column=column)
