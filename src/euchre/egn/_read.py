"""Reading EGN: :func:`read` (a parsed document), :func:`loads` and :func:`load` (text and
files), :func:`loads_match` and :func:`load_match` (the games of an EMN match)."""

from __future__ import annotations

import os
import re

from euchre._reader import expected, fields, kind, listed, whole
from euchre._reader import text as read_text
from euchre.cards import Score, mask_of
from euchre.egn._errors import (
    MAX_ACTIONS,
    MAX_DEALS,
    MAX_GAMES,
    MAX_NUMBER,
    EgnError,
    EgnLimitError,
    check_deals,
    check_games,
    error,
)
from euchre.egn._game import EgnGame, EgnHand, EgnPlayer
from euchre.egn._hand import read_hand
from euchre.egn._notation import FILE_TYPE, VERSIONS
from euchre.egn._rules import rules_for
from euchre.egn._table import read_table_hand
from euchre.engine.cardorder import best_card, trump_index
from euchre.limits import MAX_BYTES, RecordLimitError, read_bytes
from euchre.records import load_json
from euchre.rules import RuleSet


def _version(value: object) -> str:
    value = read_text(value, "version", error, "a version such as '1.4'")
    match = re.fullmatch(r"(\d+)\.(\d+)(?:\.\d+)*", value.strip())
    if match is None or f"{match.group(1)}.{match.group(2)}" not in VERSIONS:
        shown = kind(value).removeprefix("the text ")
        raise error(
            "version",
            f"unsupported EGN version {shown}: this reader handles {VERSIONS[0]} to "
            f"{VERSIONS[-1]}",
        )
    return value


def read(
    data: object, *, max_deals: int | None = MAX_DEALS, max_actions: int | None = MAX_ACTIONS
) -> EgnGame:
    """Read an EGN document (already parsed from JSON) into an :class:`EgnGame`.

    Raises :class:`EgnError` for a document that is not EGN or is malformed (wrong types,
    unknown phase types, cards that are not cards), and :class:`EgnLimitError` for one
    with more than ``max_deals`` deals or a deal with more than ``max_actions`` calls and
    cards played (see :data:`MAX_DEALS`, :data:`MAX_ACTIONS`; None lifts a limit).
    Disagreements with the rules are not errors: they are listed as problems by
    :func:`replay`.

    How hands are rebuilt: each card played is given to the seat that played it, by the
    engine's rules (the first lead as the rules' ``first_lead`` says: for EGN's toggles
    left of the dealer, skipping a sitting-out player, or left of the loner under
    ``LEFT_OF_LONER``; a 1.0 file's ``initialLead`` is checked against it; each trick's
    winner, by the engine's card order, leads the next). The dealer who picked up was dealt
    the played cards, less the upcard, plus the discard. Cards the file does not show (a
    sitting-out partner's hand, the kitty, an unrecorded discard, cards still held when a
    record stops) are the rest of the deck, given out in deck order (clubs, diamonds,
    hearts, spades; low to high): first to the cards still held, never in a suit the holder
    showed out of, then to the discard, the sitting-out hands (North to West) and the
    kitty. A dealer who picked up and never played the upcard in a finished hand discarded
    it.

    At a table other than four seats (``num_players`` 2 or 6) the deal is the file's
    ``playerCards`` (every hand in full; else a ``missing_cards`` problem) and each card
    played is seated by the engine. A call for best (``partners_best``) is read from
    ``cardExchanges``: the card passed goes back to the partner's dealt hand, and the lone
    player's discard is the card that player never plays (an exchange to the
    ``aloneDefender``: ``defender_call_for_best``; a card not the rule's best:
    ``best_card_choice="partner"``). Going under is an exchange with no ``sender`` (the
    kitty), its discards the cards never played. Players written as objects are kept.

    A joker turned up (the ``joker`` toggle, ``deck=25``) has its suit named by the dealer
    before round 1 (``joker_upcard="dealer_names"``). EGN has no field for that naming:
    this library writes it as ``"jokerSuit"`` (a suit letter) in the bidding phase, an
    extension of EGN 1.4, and a file without it cannot replay that hand (a problem).

    >>> from euchre import egn
    >>> egn.read([1, 2])
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: an EGN file is a JSON object, got a list
    """
    if not isinstance(data, dict):
        raise error("", f"an EGN file is a JSON object, got {kind(data)}")
    if data.get("fileType") != FILE_TYPE:
        raise expected(data.get("fileType"), "fileType", error, repr(FILE_TYPE))
    if "version" not in data:
        raise error("version", "missing")
    version = _version(data["version"])
    metadata = fields(data.get("metadata"), "metadata", error)
    initial = _score(metadata.get("initialScore", [0, 0]), "metadata.initialScore")
    final = None
    if metadata.get("finalScore") is not None:
        final = _score(metadata["finalScore"], "metadata.finalScore")
    ruleset = metadata.get("ruleset")
    if ruleset is not None:
        fields(ruleset, "metadata.ruleset", error)
    rules, problems = rules_for(ruleset)
    players, entries = _players(metadata.get("players", []), rules.players)
    title = read_text(metadata.get("title", ""), "metadata.title", error)
    if "deals" not in data:
        raise error("deals", "missing")
    raw_deals = listed(data["deals"], "deals", error)
    check_deals(len(raw_deals), max_deals, "deals")
    hands = _hands(raw_deals, rules, max_actions)
    rules = _partner_chooses(_defender_best(rules, hands), hands)
    return EgnGame(
        version=version,
        title=title,
        players=players,
        initial_score=initial,
        final_score=final,
        rules=rules,
        hands=tuple(hands),
        problems=problems,
        entries=entries,
    )


def _defender_best(rules: RuleSet, hands: list[EgnHand]) -> RuleSet:
    """``defender_call_for_best`` when the file shows a lone defender's call for best: under
    ``partners_best`` and ``defend_alone``, a ``cardExchanges`` entry from a seat to the
    deal's ``aloneDefender``. EGN's ``partners_best`` speaks of "a player [who] calls a
    loner"; whether a lone defender may call for best too is not stated, so the file's own
    exchanges say it (a file in which no defender went alone plays the same either way)."""
    if not rules.call_for_best or rules.defender_alone == "never":
        return rules
    for hand in hands:
        defender = hand.alone_defender
        if defender is not None and any(
            giver is not None and receiver == defender for giver, receiver, _ in hand.exchanges
        ):
            return rules.replace(defender_call_for_best=True)
    return rules


def _partner_chooses(rules: RuleSet, hands: list[EgnHand]) -> RuleSet:
    """``best_card_choice="partner"`` when a file's call for best passes a card the partner
    held that is not the rule's best (:func:`euchre.engine.cardorder.best_card`): EGN
    records the card given, not who chose it, and a real file's card is the one played, so
    the partner's choice replays it (the rule's card would leave the lone player without
    the card the file plays)."""
    if rules.best_card_choice != "rule" or not (
        rules.call_for_best or rules.defender_call_for_best
    ):
        return rules
    for hand in hands:
        if hand.deal is None:
            continue
        trump = trump_index(hand.trump, hand.no_trump)
        for giver, _, cards in hand.exchanges:
            if giver is None or len(cards) != 1:
                continue
            held = set(hand.deal.hands[giver])
            if giver == hand.dealer and hand.upcard is not None and hand.discard is not None:
                held = (held | {hand.upcard}) - {hand.discard}  # picked up, then discarded
            if cards[0] in held and best_card(mask_of(held), trump) != cards[0].index:
                return rules.replace(best_card_choice="partner")
    return rules


def _hands(raw_deals: list[object], rules: RuleSet, max_actions: int | None) -> list[EgnHand]:
    """Each deal read (a condensed one refused): at four seats by :func:`read_hand`, at
    other tables by :func:`read_table_hand`."""
    hands = []
    for i, raw in enumerate(raw_deals):
        if isinstance(raw, str):
            raise error(
                f"deals[{i}]",
                "a condensed (bit-packed) deal: expand the file first (egn-convert, or "
                "unpackEgnFile in the EGN library)",
            )
        deal = fields(raw, f"deals[{i}]", error)
        hands.append(
            read_hand(deal, i, rules, max_actions)
            if rules.table.four
            else read_table_hand(deal, i, rules, max_actions)
        )
    return hands


def _player(value: object, where: str) -> str | EgnPlayer:
    """One player as written: a name, or an object (``name``, ``id``, ``playerIds``)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict) or not isinstance(value.get("name"), str):
        raise expected(value, where, error, "a name or an object with a name")
    ident = value.get("id")
    if ident is not None:
        ident = read_text(ident, f"{where}.id", error)
    ids = []
    for i, entry in enumerate(listed(value.get("playerIds", []), f"{where}.playerIds", error)):
        at = f"{where}.playerIds[{i}]"
        entry = fields(entry, at, error)
        ids.append(
            (read_text(entry.get("id"), f"{at}.id", error),
             read_text(entry.get("source"), f"{at}.source", error))
        )
    return EgnPlayer(value["name"], id=ident, player_ids=tuple(ids))


def _players(value: object, seats: int) -> tuple[tuple[str, ...], tuple[str | EgnPlayer, ...]]:
    """The players' names, one a seat (``Player 2`` for a name the file leaves out), and the
    players as written."""
    raw_players = listed(value, "metadata.players", error)
    if len(raw_players) > seats:
        raise error(
            "metadata.players",
            f"{len(raw_players)} players, but the table seats {seats} (num_players)",
        )
    entries = tuple(_player(p, f"metadata.players[{i}]") for i, p in enumerate(raw_players))
    names = [p if isinstance(p, str) else p.name for p in entries]
    names += [f"Player {i}" for i in range(len(names), seats)]
    return tuple(names), entries


def _score(value: object, where: str) -> Score:
    items = listed(value, where, error, 2, "two scores (seats 0/2, seats 1/3)")
    low, high = -MAX_NUMBER, MAX_NUMBER
    return Score(*(whole(v, f"{where}[{i}]", error, low, high) for i, v in enumerate(items)))


def loads(
    text: str | bytes, *, max_deals: int | None = MAX_DEALS, max_actions: int | None = MAX_ACTIONS
) -> EgnGame:
    """Read EGN text (JSON); raises :class:`EgnError` if it is not a readable EGN file, and
    :class:`EgnLimitError` past ``max_deals`` or ``max_actions`` (see :func:`read`).

    >>> from euchre import egn
    >>> egn.loads("{")
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: line 1, column 2: not JSON: Expecting property name enclosed in double quotes
    >>> egn.loads('{"fileType": "Euchre Game Notation", "version": "2.0"}')
    Traceback (most recent call last):
    ...
    euchre.egn.EgnError: version: unsupported EGN version '2.0': this reader handles 1.0 to 1.4
    """
    return read(_json(text), max_deals=max_deals, max_actions=max_actions)


def _json(text: str | bytes) -> object:
    return load_json(
        text,
        EgnError,
        reader="this reader can follow",
        binary_hint=" (a binary .egnb file?)",
        skip_bom=True,
    )


def _file_bytes(path: str | os.PathLike[str], max_bytes: int, allow_special: bool) -> bytes:
    """The bytes of a file, read through :func:`euchre.limits.read_bytes`."""
    try:
        return read_bytes(path, max_bytes=max_bytes, allow_special=allow_special)
    except EgnError:  # pragma: no cover - read_bytes raises its own error
        raise
    except RecordLimitError as over:
        raise EgnLimitError(str(over)) from None


def load(
    path: str | os.PathLike[str],
    *,
    max_bytes: int = MAX_BYTES,
    allow_special: bool = False,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> EgnGame:
    """Read an ``.egn`` file: a regular file (unless ``allow_special``) of at most
    ``max_bytes`` bytes (:data:`euchre.limits.MAX_BYTES`, 16 MiB), with at most
    ``max_deals`` deals and ``max_actions`` actions a deal (see :func:`read`). Over a limit
    raises :class:`EgnLimitError`, naming it; ``OSError`` if the file cannot be opened.

    >>> import pathlib, tempfile
    >>> from euchre import egn
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "empty.egn"
    >>> _ = path.write_text('{"fileType": "Euchre Game Notation", "version": "1.4", '
    ...                     '"metadata": {"players": []}, "deals": []}')
    >>> egn.load(path).players
    ('Player 0', 'Player 1', 'Player 2', 'Player 3')
    >>> egn.load(path, max_bytes=10)
    Traceback (most recent call last):
    ...
    euchre.egn.EgnLimitError: ... holds more than 10 bytes (max_bytes=10); ...
    """
    data = _file_bytes(path, max_bytes, allow_special)
    return loads(data, max_deals=max_deals, max_actions=max_actions)


def loads_match(
    text: str | bytes,
    *,
    max_games: int | None = MAX_GAMES,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> tuple[EgnGame, ...]:
    """The games of an EMN (Euchre Match Notation) file: each ``games[i].gameData`` as EGN.

    At most ``max_games`` games (:data:`MAX_GAMES`), ``max_deals`` deals in all the games
    together, and ``max_actions`` actions a deal (see :func:`read`); over a limit raises
    :class:`EgnLimitError` (None lifts a limit).

    >>> from euchre import egn
    >>> egn.loads_match('{"fileType": "Euchre Match Notation", "version": "1.0", "games": []}')
    ()
    """
    data = _json(text)
    if not isinstance(data, dict) or data.get("fileType") != "Euchre Match Notation":
        got = data.get("fileType") if isinstance(data, dict) else data
        raise expected(got, "fileType", error, "'Euchre Match Notation'")
    entries = listed(data.get("games"), "games", error)
    check_games(len(entries), max_games)
    total = 0
    for i, entry in enumerate(entries):
        deals = fields(entry, f"games[{i}]", error).get("gameData")
        if isinstance(deals, dict) and isinstance(deals.get("deals"), list):
            total += len(deals["deals"])
    check_deals(total, max_deals, "games")
    games = []
    for i, entry in enumerate(entries):
        try:
            games.append(read(entry.get("gameData"), max_deals=None, max_actions=max_actions))
        except EgnError as failed:
            cls = EgnLimitError if isinstance(failed, EgnLimitError) else EgnError
            where = f"games[{i}].gameData"
            raise cls(f"{where}: {failed}", where=where) from None
    return tuple(games)


def load_match(
    path: str | os.PathLike[str],
    *,
    max_bytes: int = MAX_BYTES,
    allow_special: bool = False,
    max_games: int | None = MAX_GAMES,
    max_deals: int | None = MAX_DEALS,
    max_actions: int | None = MAX_ACTIONS,
) -> tuple[EgnGame, ...]:
    """Read the games of an ``.emn`` file (see :func:`loads_match`), with the limits of
    :func:`load` and ``max_games``.

    >>> import pathlib, tempfile
    >>> from euchre import egn
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "m.emn"
    >>> _ = path.write_text('{"fileType": "Euchre Match Notation", "games": []}')
    >>> egn.load_match(path)
    ()
    """
    data = _file_bytes(path, max_bytes, allow_special)
    return loads_match(data, max_games=max_games, max_deals=max_deals, max_actions=max_actions)
