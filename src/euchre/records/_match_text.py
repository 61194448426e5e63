"""A match's text record: ``[Match "N games"]``, then each game's own text record after a
``[Game "k"]`` line (:mod:`euchre.records._text`, the game's format, reused)."""

from __future__ import annotations

import re

from euchre.limits import MAX_ACTIONS, MAX_HANDS, MAX_LINES
from euchre.records._errors import RecordError
from euchre.records._match import MatchRecord
from euchre.records._text import format_text, parse_text

__all__ = ["format_match_text", "parse_match_text"]

#: The header that opens a match's text record, and the one before each game's record.
_MATCH_HEADER = re.compile(r'^\[Match "(\d+) games?"\]\s*$')
_GAME_HEADER = re.compile(r'^\[Game "(\d+)"\]\s*$')


def format_match_text(record: MatchRecord) -> str:
    """A match's text record: ``[Match "N games"]``, then each game's text record (the
    game's own format, :func:`format_text`) after a ``[Game "k"]`` line.

    >>> import euchre
    >>> from euchre import records
    >>> m = euchre.new_match(euchre.presets.RAILROAD, seed=2).apply("pass")
    >>> text = records.format_match_text(records.MatchRecord.from_match(m))
    >>> text.splitlines()[:3]
    ['[Match "1 game"]', '', '[Game "1"]']
    >>> records.parse_match_text(text) == records.MatchRecord.from_match(m)
    True
    """
    count = len(record.games)
    lines = [f'[Match "{count} game{"" if count == 1 else "s"}"]']
    for number, game in enumerate(record.games, 1):
        lines += ["", f'[Game "{number}"]', format_text(game).rstrip("\n")]
    return "\n".join(lines) + "\n"


def parse_match_text(
    text: str | bytes,
    *,
    max_actions: int | None = MAX_ACTIONS,
    max_hands: int | None = MAX_HANDS,
    max_lines: int | None = MAX_LINES,
) -> MatchRecord:
    """Read a match's text record (:func:`format_match_text`); each game is read as a text
    record (:func:`parse_text`, its caps per game, its line numbers counted within the
    game), a problem named with its game. The match's rules and seed are its first game's.

    >>> from euchre import records
    >>> records.parse_match_text('[Match "1 game"]\\n[Game "2"]\\n[Rules "RAILROAD"]')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: line 2: expected [Game "1"], the games in order
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as bad:
            raise RecordError(f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    lines = text.splitlines()
    if max_lines is not None and len(lines) > max_lines:
        raise RecordError(f"the match record holds {len(lines)} lines, over max_lines={max_lines}")
    chunks = _game_chunks(lines)
    games = []
    for number, chunk in enumerate(chunks, 1):
        try:
            games.append(
                parse_text("\n".join(chunk), max_actions=max_actions, max_hands=max_hands,
                           max_lines=max_lines)
            )
        except RecordError as error:
            raise RecordError(f"game {number}: {error}") from None
    first = games[0]
    if first.seed is None:
        raise RecordError("game 1: no [Seed] header: a match is dealt by its seed")
    return MatchRecord(first.rules, first.seed, tuple(games))


def _game_chunks(lines: list[str]) -> list[list[str]]:
    """The lines of each game of a match's text record, checking its headers."""
    body = [(i, line) for i, line in enumerate(lines, 1) if line.strip()]
    if not body or not (head := _MATCH_HEADER.match(body[0][1].strip())):
        raise RecordError('line 1: a match record opens with [Match "N games"]')
    chunks: list[list[str]] = []
    for number, line in body[1:]:
        game = _GAME_HEADER.match(line.strip())
        if game:
            if int(game.group(1)) != len(chunks) + 1:
                raise RecordError(f'line {number}: expected [Game "{len(chunks) + 1}"], the games in order')
            chunks.append([])
        elif not chunks:
            raise RecordError(f'line {number}: expected [Game "1"] before the first game')
        else:
            chunks[-1].append(line)
    if len(chunks) != int(head.group(1)) or not chunks:
        raise RecordError(
            f"the [Match] header says {head.group(1)} game(s); the record holds {len(chunks)}"
        )
    return chunks
