"""EGN's errors, and the caps on what one file may hold (its deals, games, actions)."""

from __future__ import annotations

from euchre.limits import RecordLimitError
from euchre.records import RecordError

#: The most deals read from one file by default (a game, or all the games of a match
#: together): a game to 10 points is rarely over 30 deals, and the EGN schema allows 100 a
#: game. Pass ``max_deals`` to :func:`read`, :func:`loads`, :func:`load`,
#: :func:`loads_match` or :func:`load_match` to lift it (None: no limit).
MAX_DEALS = 1000
#: The most actions read in one deal by default: its calls and the cards of its tricks (a
#: whole deal has at most 8 calls and 20 cards; the EGN schema allows 16 calls and 10 tricks
#: of 10 cards). ``max_actions`` lifts it (None: no limit).
MAX_ACTIONS = 200
#: The most games read from one EMN match file by default (:func:`loads_match`,
#: :func:`load_match`; ``max_games`` lifts it, None: no limit).
MAX_GAMES = 1000
#: The largest number (a score, a toggle's value, a deal number) the reader takes.
MAX_NUMBER = 10**9


class EgnError(RecordError):
    """An EGN file that cannot be read; the message names the place (``deals[2].phases``).

    >>> from euchre import egn
    >>> egn.loads('{"fileType": "Euchre Layout Template", "version": "1.0.0"}')
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: fileType: expected 'Euchre Game Notation', got the text 'Euchre Layout Template'
    """


class EgnLimitError(EgnError, RecordLimitError):
    """An EGN file over a reading limit: too many bytes (``max_bytes``), games in a match
    (``max_games``), deals (``max_deals``) or actions in a deal (``max_actions``), or not a
    regular file (unless ``allow_special``). The message names the limit and how to lift
    it. It is a :class:`~euchre.limits.RecordLimitError` too.

    >>> from euchre import egn
    >>> egn.loads('{"fileType": "Euchre Game Notation", "version": "1.4", "metadata": {},'
    ...           ' "deals": [{}, {}, {}]}', max_deals=2)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnLimitError: deals: 3 deals, more than max_deals=2 ...
    """


def error(where: str, message: str) -> EgnError:
    """The error for a place in the file (``""``: the whole file); the readers of
    :mod:`euchre._reader` raise it (their ``fail``).

    >>> error("deals[0].initialState", "expected an object, got null")
    EgnError('deals[0].initialState: expected an object, got null')
    """
    return EgnError(f"{where}: {message}" if where else message, where=where or None)


def check_deals(count: int, max_deals: int | None, where: str) -> None:
    """Refuse ``count`` deals (at ``where``: one game's, or a match's) over ``max_deals``."""
    if max_deals is not None and count > max_deals:
        raise EgnLimitError(
            f"{where}: {count} deals, more than max_deals={max_deals} (a game to 10 points is "
            "rarely over 30 deals); pass a larger max_deals, or max_deals=None, to read it "
            "anyway",
            where=where,
        )


def check_games(count: int, max_games: int | None) -> None:
    """Refuse a match of ``count`` games over ``max_games``."""
    if max_games is not None and count > max_games:
        raise EgnLimitError(
            f"games: {count} games, more than max_games={max_games}; pass a larger "
            "max_games, or max_games=None, to read it anyway",
            where="games",
        )


def check_actions(count: int, limit: int | None, where: str) -> None:
    """Refuse a deal of ``count`` calls and cards played over ``limit`` (``max_actions``)."""
    if limit is not None and count > limit:
        raise EgnLimitError(
            f"{where}: {count} calls and cards played, more than max_actions={limit} (a whole "
            "deal has at most 8 calls and 20 cards); pass a larger max_actions, or "
            "max_actions=None, to read it anyway",
            where=where,
        )
