"""Size limits for reading records, so nothing a file holds can exhaust the machine.

A reader opens regular files only (a FIFO, a device such as ``/dev/zero`` or a directory is
refused unless ``allow_special=True``) and reads at most ``max_bytes`` bytes; a longer file is
refused with an error that names the limit and how to lift it.

The record readers (``records.parse_text``, ``records.from_json`` / ``loads``) also count
what they read: at most :data:`MAX_ACTIONS` actions, :data:`MAX_HANDS` deals and (text)
:data:`MAX_LINES` lines per record unless told otherwise (keywords ``max_actions``,
``max_hands``, ``max_lines``; None for no cap). A record over a cap is refused with
``records.RecordTooLargeError``, a :class:`RecordLimitError` (and a ``RecordError``) whose
message names the cap and the keyword that lifts it.

>>> import pathlib, tempfile
>>> from euchre.limits import read_bytes
>>> path = pathlib.Path(tempfile.mkdtemp()) / "r.txt"
>>> _ = path.write_text("pass")
>>> read_bytes(path)
b'pass'
"""

from __future__ import annotations

import os
import stat

from euchre.errors import EuchreError

MAX_BYTES = 16 * 1024 * 1024
"""The largest record file read by default (16 MiB; a whole game is a few kilobytes)."""

MAX_ACTIONS = 100_000
"""The most actions a record may hold by default (a whole game has a few hundred to a few
thousand; replaying 100,000 takes a few seconds)."""

MAX_HANDS = 10_000
"""The most deals (hands) a record may hold by default."""

MAX_LINES = 1_000_000
"""The most lines a text record may hold by default (blank lines and comments included)."""


class RecordLimitError(EuchreError):
    """A record file is too large, or is not a regular file.

    >>> from euchre.limits import read_bytes
    >>> read_bytes("/dev/zero")
    Traceback (most recent call last):
    ...
    euchre.limits.RecordLimitError: /dev/zero is not a regular file (a character device); ...
    """


def over_cap(count: int, cap: int | None) -> bool:
    """Whether ``count`` items exceed ``cap`` (None: no cap).

    >>> from euchre.limits import over_cap
    >>> over_cap(3, 2), over_cap(3, None), over_cap(2, 2)
    (True, False, False)
    """
    return cap is not None and count > cap


def cap_message(what: str, cap: int, keyword: str) -> str:
    """The message of a record over a count cap: the cap, and the keyword that lifts it.

    >>> from euchre.limits import cap_message
    >>> print(cap_message("actions", 5, "max_actions"))
    the record holds more than 5 actions (max_actions=5); pass a larger max_actions (or max_actions=None for no cap) to read it anyway
    """
    return (
        f"the record holds more than {cap} {what} ({keyword}={cap}); pass a larger {keyword}"
        f" (or {keyword}=None for no cap) to read it anyway"
    )


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def read_bytes(
    path: str | os.PathLike[str], *, max_bytes: int = MAX_BYTES, allow_special: bool = False
) -> bytes:
    """The bytes of the file at ``path``, at most ``max_bytes`` of them.

    Raises :class:`RecordLimitError` for a file that is not regular (unless
    ``allow_special``) or holds more than ``max_bytes`` bytes; ``OSError`` if it cannot be
    opened at all.

    >>> import pathlib, tempfile
    >>> from euchre.limits import read_bytes
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "big.txt"
    >>> _ = path.write_text("pass\\n" * 10)
    >>> read_bytes(path, max_bytes=8)
    Traceback (most recent call last):
    ...
    euchre.limits.RecordLimitError: ... holds more than 8 bytes (max_bytes=8); ...
    """
    name = os.fspath(path)
    if not allow_special:
        mode = os.stat(name).st_mode
        if not stat.S_ISREG(mode):
            raise RecordLimitError(
                f"{name} is not a regular file ({_kind(mode)}); records are read from regular"
                " files only (pass allow_special=True to read it anyway)"
            )
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) * (not allow_special)
    fd = os.open(name, flags)
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise RecordLimitError(
            f"{name} holds more than {max_bytes} bytes (max_bytes={max_bytes}); a whole game"
            " is a few kilobytes: pass a larger max_bytes to read it anyway"
        )
    return data
