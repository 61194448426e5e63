"""The errors of the record readers: :class:`RecordError` and, over a cap,
:class:`RecordTooLargeError` (both shown as ``euchre.records``)."""

from __future__ import annotations

from euchre.errors import EuchreError
from euchre.limits import RecordLimitError


class RecordError(EuchreError):
    """A record (JSON or text) that cannot be read: the message says what and where.

    ``where`` is the path inside a JSON document (``"rules.target"``); ``line`` and
    ``column`` (1-based) the position in a text record. Any of them may be None.

    >>> from euchre import records
    >>> records.loads('{"format": "euchre-record", "version": 9, "type": "action"}')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: version: unsupported record version 9; this library reads version 1
    """

    def __init__(
        self,
        message: str,
        *,
        where: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        super().__init__(message)
        self.where = where
        self.line = line
        self.column = column


class RecordTooLargeError(RecordError, RecordLimitError):
    """A record over one of the readers' caps (:data:`~euchre.limits.MAX_ACTIONS`
    actions, ``MAX_HANDS`` deals, ``MAX_LINES`` lines): the message names the cap and the
    keyword that lifts it. Both a :class:`RecordError` and a
    :class:`~euchre.limits.RecordLimitError`.

    >>> from euchre import records
    >>> records.parse_text('[Rules "STANDARD"]\\n[Seed "1"]\\npass; pass; pass', max_actions=2)
    Traceback (most recent call last):
    ...
    euchre.records.RecordTooLargeError: line 3, column 13: the record holds more than 2 actions (max_actions=2); ...
    """
