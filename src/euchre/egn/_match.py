"""Writing EMN (Euchre Match Notation, 1.0): :func:`to_emn` (the document of a match of
games), :func:`dumps_match` (its text). :func:`euchre.egn.loads_match` reads it back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from euchre.egn._errors import EgnError
from euchre.egn._game import EgnPlayer
from euchre.egn._write import to_egn
from euchre.records import GameRecord
from euchre.state import State

#: The ``fileType`` of an EMN file.
MATCH_FILE_TYPE = "Euchre Match Notation"
#: The EMN version written (the EMN schema's pattern is ``^1\.[0](?:\.\d+)?$``).
MATCH_VERSION = "1.0"

_Entry = str | EgnPlayer


def _record(game: GameRecord | State) -> GameRecord:
    return game if isinstance(game, GameRecord) else GameRecord.from_state(game)


def _seated(record: GameRecord, given: Sequence[_Entry] | None, index: int) -> list[_Entry]:
    """A game's four players (EMN maps each game's seats 0-3 to the match's players)."""
    if not record.rules.table.four:
        raise EgnError(
            f"games[{index}]: EMN seats four players a game (its games' players are four ids, "
            f"North, East, South, West), but this game is {record.rules.table.format_name} "
            "Euchre"
        )
    entries: list[_Entry] = list(given) if given is not None else list(record.players or ())
    return entries or list(record.rules.table.seat_names)


def _master(seated: list[list[_Entry]]) -> tuple[list[dict[str, Any]], list[list[str]]]:
    """The match's players (one entry a person: the same name, or the same ``id``, is one
    player) with their ids (a player's own ``id``, else ``p-01``, ``p-02``, ... as the EGN
    project's match combiner numbers them), and each game's four ids."""
    players: list[dict[str, Any]] = []
    by_key: dict[str, str] = {}
    games: list[list[str]] = []
    for entries in seated:
        ids: list[str] = []
        for entry in entries:
            player = entry if isinstance(entry, EgnPlayer) else EgnPlayer(entry)
            key = f"id:{player.id}" if player.id is not None else f"name:{player.name}"
            if key not in by_key:
                ident = player.id if player.id is not None else f"p-{len(players) + 1:02d}"
                by_key[key] = ident
                players.append({**player.to_json(), "id": ident})
            ids.append(by_key[key])
        games.append(ids)
    return players, games


def to_emn(
    games: Sequence[GameRecord | State],
    *,
    title: str = "",
    description: str = "",
    date: str | None = None,
    players: Sequence[Sequence[str | EgnPlayer]] | None = None,
    include_hands: bool = True,
) -> dict[str, Any]:
    """The EMN document (a dict) of a match: each game written by :func:`to_egn` (with its
    ``finalScore`` once the game is over) as ``games[i].gameData``, the match's players
    listed once each with an id, and each game's four seats as those ids.

    ``players`` gives each game's four players (names or :class:`EgnPlayer` objects; by
    default the record's names, else the seats' names). The same name (or the same
    ``id``) in two games is the same player. Raises :class:`EgnError` for a game EGN cannot
    hold (see :func:`to_egn`), or one at a table other than four seats (an EMN game seats
    four).

    >>> import euchre
    >>> from euchre import egn
    >>> game = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
    >>> doc = egn.to_emn([game, game], players=[["A", "B", "C", "D"], ["B", "A", "D", "C"]])
    >>> doc["metadata"]["players"][:2], doc["games"][1]["players"]
    ([{'name': 'A', 'id': 'p-01'}, {'name': 'B', 'id': 'p-02'}], ['p-02', 'p-01', 'p-04', 'p-03'])
    """
    records = [_record(game) for game in games]
    if players is not None and len(players) != len(records):
        raise EgnError(f"players: {len(players)} lists of players for {len(records)} games")
    seated = [
        _seated(record, None if players is None else players[i], i)
        for i, record in enumerate(records)
    ]
    master, seats = _master(seated)
    entries = []
    for i, record in enumerate(records):
        try:
            data = to_egn(record, players=seated[i], include_hands=include_hands)
        except EgnError as failed:
            raise EgnError(f"games[{i}]: {failed}", where=f"games[{i}]") from None
        entries.append({"gameIndex": i, "players": seats[i], "gameData": data})
    metadata: dict[str, Any] = {}
    if title:
        metadata["title"] = title
    if description:
        metadata["description"] = description
    if date is not None:
        metadata["date"] = date
    metadata["players"] = master
    return {
        "fileType": MATCH_FILE_TYPE,
        "version": MATCH_VERSION,
        "metadata": metadata,
        "games": entries,
    }


def dumps_match(
    games: Sequence[GameRecord | State], *, indent: int | None = 2, **options: Any
) -> str:
    """The EMN text of a match of games (see :func:`to_emn` for the options);
    :func:`euchre.egn.loads_match` reads the games back.

    >>> import euchre
    >>> from euchre import egn
    >>> game = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
    >>> text = egn.dumps_match([game])
    >>> [g.players for g in egn.loads_match(text)]
    [('North', 'East', 'South', 'West')]
    """
    return json.dumps(to_emn(games, **options), indent=indent, ensure_ascii=False)
