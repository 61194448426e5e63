"""Reading PTN text: tag lines (``[Name "value"]``), the lines of data under ``Auction`` and
``Play``, and the record they make (:class:`PtnRecord`, :func:`loads`, :func:`load`)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from os import PathLike
from typing import Any

import attrs

from euchre import limits
from euchre.cards import Card, Seat, parse_card
from euchre.ptn._errors import MAX_LINES, PtnLimitError, error

#: The seats by PTN's letters, and the seat after each, clockwise (S, W, N, E).
SEAT_LETTERS = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
#: The suits of a PTN hand, in the order its dot-separated groups list them.
_SUIT_ORDER = "SHDC"
_RANKS = "AKQJT987"
_TAG = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*) ")
#: Tags that may appear more than once (one per card movement).
_REPEATED = ("CardsAdded", "CardsRemoved", "CardsPassed")
#: Tags followed by lines of data.
_WITH_DATA = ("Auction", "Play")
_SEAT_NAMES = {"North": Seat.NORTH, "East": Seat.EAST, "South": Seat.SOUTH, "West": Seat.WEST}


@attrs.frozen
class PtnCall:
    """One token of the auction: ``text`` as written (``Pass``, ``♠``, ``NTalone``, ``-``
    for a seat that did not bid), by ``seat``, at ``line`` and ``column``; ``index`` its
    place in the auction (0: the first bidder's first call)."""

    seat: Seat
    text: str
    index: int
    line: int
    column: int


@attrs.frozen
class PtnPlay:
    """One card of a trick: ``card`` played by ``seat`` at ``line`` and ``column``."""

    seat: Seat
    card: Card
    line: int
    column: int


@attrs.frozen
class PtnMove:
    """Cards moving between a hand and the kitty or another hand: ``kind`` ``added`` (into
    ``seat``'s hand: ``CardsAdded``), ``removed`` (``CardsRemoved``) or ``passed`` (from
    ``seat`` to ``to``: ``CardsPassed``, the exchange of a call for best)."""

    kind: str
    seat: Seat
    cards: tuple[Card, ...]
    line: int
    to: Seat | None = None


@attrs.frozen
class PtnRecord:
    """One hand as a PTN record holds it.

    ``hands`` are by seat (North, East, South, West; None for a hand written ``-``);
    ``undealt`` the cards dealt to nobody (the first is the upcard); ``options`` the
    table's ``GameOptionsJson`` as (name, value) pairs; ``scores`` the ``GameScores``
    (North-South, East-West), the score when the record was saved; ``tricks`` the cards
    of each line of ``Play`` in the order the line writes them (the seat of ``play_leader``
    first), without the ``-`` of a seat with no card; ``tags`` every tag, in order.

    >>> from euchre import ptn
    >>> record = ptn.loads('[Dealer "S"]\\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]')
    >>> record.dealer, record.hands[0]
    (<Seat.SOUTH: 2>, (Card('Ks'), Card('Ts'), Card('Kh'), Card('Kc'), Card('Tc')))
    """

    dealer: Seat
    hands: tuple[tuple[Card, ...] | None, ...]
    undealt: tuple[Card, ...] = ()
    options: tuple[tuple[str, Any], ...] = ()
    auction: tuple[PtnCall, ...] = ()
    moves: tuple[PtnMove, ...] = ()
    play_leader: Seat | None = None
    tricks: tuple[tuple[PtnPlay, ...], ...] = ()
    declarer: Seat | None = None
    contract: str | None = None
    scores: tuple[int, int] | None = None
    players: tuple[str | None, ...] = (None, None, None, None)
    tags: tuple[tuple[str, str], ...] = ()
    deal_line: int = 1

    @property
    def options_dict(self) -> dict[str, Any]:
        """The table's options as a dict (``{"stickTheDealer": True, ...}``)."""
        return dict(self.options)


@attrs.define
class _Tag:
    name: str
    value: str
    line: int
    column: int  # where the value starts
    data: list[tuple[int, str]] = attrs.Factory(list)


def _unescape(text: str) -> str:
    """``\\"`` and ``\\\\`` inside a tag's value (TricksterCards escapes the JSON's quotes)."""
    return re.sub(r'\\(["\\])', r"\1", text)


def _tag(line: str, number: int) -> _Tag:
    """A tag line: the value runs from the first double quote to the last (TricksterCards
    writes a JSON value's quotes unescaped at times); a missing closing ``]`` is allowed, as
    TricksterCards itself writes one at times."""
    match = _TAG.match(line)
    if match is None:
        raise error(number, 1, 'expected a tag: [Name "value"] (a name of letters and digits)')
    first, last = line.find('"'), line.rfind('"')
    if first != match.end() or last == first:
        raise error(number, match.end() + 1, 'expected the tag\'s value in double quotes: "value"')
    rest = line[last + 1 :].strip()
    if rest not in ("", "]"):
        raise error(number, last + 2, f"unexpected {rest[:20]!r} after the tag's value")
    return _Tag(match.group(1), _unescape(line[first + 1 : last]), number, first + 2)


def _lines(text: str, max_lines: int | None) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(text.splitlines(), 1):
        if max_lines is not None and number > max_lines:
            raise PtnLimitError(
                f"line {number}: the record has more than max_lines={max_lines} lines; pass a "
                "larger max_lines, or max_lines=None, to read it anyway",
                line=number,
            )
        yield number, line


def _tags(text: str, max_lines: int | None) -> list[_Tag]:
    tags: list[_Tag] = []
    for number, raw in _lines(text, max_lines):
        line = raw.strip()
        if not line or line.startswith("%"):
            continue
        if line.startswith("["):
            tags.append(_tag(line, number))
            continue
        if not tags or tags[-1].name not in _WITH_DATA:
            after = f" after the tag {tags[-1].name}" if tags else " before the first tag"
            raise error(
                number, 1, f"unexpected text{after}: only Auction and Play have lines of data"
            )
        indent = len(raw) - len(raw.lstrip())
        tags[-1].data.append((number, " " * indent + line))
    return tags


def seat_of(text: str, line: int, column: int) -> Seat:
    """A seat from its PTN letter (N, E, S, W)."""
    seat = SEAT_LETTERS.get(text.strip().upper())
    if seat is None:
        raise error(line, column, f"{text[:20]!r} is not a seat: use N, E, S or W")
    return seat


def card_of(code: str, line: int, column: int) -> Card:
    """A card from its PTN code: the suit letter, then the rank (``S9``, ``CT``, ``HA``)."""
    code = code.upper()
    if len(code) != 2 or code[0] not in _SUIT_ORDER or code[1] not in _RANKS:
        raise error(
            line, column, f"{code[:20]!r} is not a card: a suit (S H D C) then a rank "
            "(A K Q J T 9 8 7), as S9 or HA"
        )
    return parse_card(code[1] + code[0].lower())


def _cards(text: str, line: int, column: int) -> tuple[Card, ...]:
    """Cards written one after another (``S9DKDJCQ``)."""
    if len(text) % 2:
        raise error(line, column, f"{text[:40]!r}: cards are two letters each (S9DKDJCQ)")
    return tuple(card_of(text[i : i + 2], line, column + i) for i in range(0, len(text), 2))


def _hand(text: str, line: int, column: int) -> tuple[Card, ...] | None:
    """A hand: its spades, hearts, diamonds and clubs, by rank, between dots; ``-``: unknown."""
    if text == "-":
        return None
    groups = text.split(".")
    if len(groups) != len(_SUIT_ORDER):
        raise error(
            line, column, f"{text[:40]!r} is not a hand: four groups of ranks (spades, hearts,"
            " diamonds, clubs) between dots, as Q.AQ.Q.J"
        )
    cards: list[Card] = []
    at = column
    for suit, group in zip(_SUIT_ORDER, groups, strict=True):
        for rank in group:
            if rank.upper() not in _RANKS:
                raise error(
                    line, at, f"{rank!r} is not a rank in a PTN hand (use A K Q J T 9 8 7)"
                )
            cards.append(parse_card(rank.upper() + suit.lower()))
            at += 1
        at += 1
    return tuple(cards)


def _deal(tag: _Tag) -> tuple[Seat, tuple[tuple[Card, ...] | None, ...]]:
    """The Deal tag: the first hand's seat, then the hands clockwise from it."""
    first, colon, rest = tag.value.partition(":")
    if not colon:
        raise error(tag.line, tag.column, "a Deal starts with the first hand's seat: S:...")
    seat = seat_of(first, tag.line, tag.column)
    words = rest.split(" ")
    if len(words) != 4:
        raise error(
            tag.line, tag.column, f"a deal of {len(words)} hands: this reader reads the "
            "four-seat game (four hands, clockwise)"
        )
    hands: list[tuple[Card, ...] | None] = [None] * 4
    at = tag.column + len(first) + 1
    for i, word in enumerate(words):
        hands[(seat + i) % 4] = _hand(word, tag.line, at)
        at += len(word) + 1
    return seat, tuple(hands)


def _seat_list(tag: _Tag) -> tuple[Seat, str]:
    """``E:CQDJDK`` (a seat, then what follows its colon)."""
    first, colon, rest = tag.value.partition(":")
    if not colon:
        raise error(tag.line, tag.column, f"{tag.name} starts with a seat: E:...")
    return seat_of(first, tag.line, tag.column), rest


def _move(tag: _Tag) -> PtnMove:
    seat, rest = _seat_list(tag)
    at = tag.column + 2
    if tag.name == "CardsPassed":
        to_text, colon, rest = rest.partition(":")
        if not colon:
            raise error(tag.line, at, "CardsPassed names the seat passing, the seat passed "
                        "to, then the cards: S:N:DQ")
        to = seat_of(to_text, tag.line, at)
        return PtnMove("passed", seat, _cards(rest, tag.line, at + 2), tag.line, to)
    kind = "added" if tag.name == "CardsAdded" else "removed"
    return PtnMove(kind, seat, _cards(rest, tag.line, at), tag.line)


def _tokens(data: list[tuple[int, str]]) -> Iterator[tuple[int, int, list[tuple[int, str]]]]:
    """Each line of data as (line, column, [(column, word), ...])."""
    for number, line in data:
        words = [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", line)]
        yield number, 1, words


def _auction(tag: _Tag) -> tuple[PtnCall, ...]:
    first = seat_of(tag.value, tag.line, tag.column)
    calls: list[PtnCall] = []
    for number, _, words in _tokens(tag.data):
        for column, word in words:
            index = len(calls)
            calls.append(PtnCall(Seat((first + index) % 4), word, index, number, column))
    return tuple(calls)


def _tricks(tag: _Tag) -> tuple[tuple[PtnPlay, ...], ...]:
    first = seat_of(tag.value, tag.line, tag.column)
    tricks: list[tuple[PtnPlay, ...]] = []
    for number, _, words in _tokens(tag.data):
        if len(words) > 4:
            raise error(number, words[4][0], "a trick of more than four cards: one column "
                        f"per seat, clockwise from {first}")
        plays = [
            PtnPlay(Seat((first + i) % 4), card_of(word, number, column), number, column)
            for i, (column, word) in enumerate(words)
            if word != "-"
        ]
        tricks.append(tuple(plays))
    return tuple(tricks)


def _options(tag: _Tag) -> tuple[tuple[str, Any], ...]:
    try:
        value = json.loads(tag.value)
    except (ValueError, RecursionError):
        raise error(tag.line, tag.column, "GameOptionsJson is not JSON") from None
    if not isinstance(value, dict):
        raise error(tag.line, tag.column, "GameOptionsJson is not a JSON object")
    for key, item in value.items():
        if isinstance(item, (dict, list)):
            raise error(tag.line, tag.column, f"the option {key[:40]!r} is not a plain value")
    return tuple(value.items())


def _scores(tag: _Tag) -> tuple[int, int]:
    seat, rest = _seat_list(tag)
    words = rest.split()
    if len(words) != 4 or not all(re.fullmatch(r"-?\d{1,9}", w) for w in words):
        raise error(tag.line, tag.column, "GameScores is a seat and four whole numbers, one "
                    "per seat clockwise from it: S:10 7 10 7")
    by_seat = {Seat((seat + i) % 4): int(w) for i, w in enumerate(words)}
    for a, b in ((Seat.NORTH, Seat.SOUTH), (Seat.EAST, Seat.WEST)):
        if by_seat[a] != by_seat[b]:
            raise error(tag.line, tag.column, f"GameScores gives partners {a} and {b} "
                        f"different scores ({by_seat[a]} and {by_seat[b]})")
    return by_seat[Seat.NORTH], by_seat[Seat.EAST]


def _fields(tags: list[_Tag]) -> dict[str, Any]:
    """The record's fields from its tags (every tag read and checked once)."""
    fields: dict[str, Any] = {"moves": [], "players": [None] * 4}
    seen: dict[str, int] = {}
    for tag in tags:
        if tag.name in seen and tag.name not in _REPEATED:
            raise error(tag.line, 1, f"the tag {tag.name} is given twice (first on line "
                        f"{seen[tag.name]}): this reader reads one hand per record")
        seen.setdefault(tag.name, tag.line)
        _field(tag, fields)
    if "hands" not in fields:
        raise error(tags[-1].line if tags else 1, None, "the record has no Deal tag")
    fields["tags"] = tuple((tag.name, tag.value) for tag in tags)
    return fields


def _field(tag: _Tag, fields: dict[str, Any]) -> None:
    name, value = tag.name, tag.value
    if name == "Deal":
        fields["first"], fields["hands"] = _deal(tag)
        fields["deal_line"] = tag.line
    elif name == "Dealer":
        fields["dealer"] = seat_of(value, tag.line, tag.column)
    elif name == "Undealt":
        fields["undealt"] = _cards(value, tag.line, tag.column)
    elif name == "GameOptionsJson":
        fields["options"] = _options(tag)
    elif name == "GameScores":
        fields["scores"] = _scores(tag)
    elif name == "Auction":
        fields["auction"] = _auction(tag)
    elif name == "Play":
        fields["play_leader"] = seat_of(value, tag.line, tag.column)
        fields["tricks"] = _tricks(tag)
    elif name == "Declarer":
        fields["declarer"] = seat_of(value, tag.line, tag.column)
    elif name == "Contract":
        fields["contract"] = value
    elif name in _REPEATED:
        fields["moves"].append(_move(tag))
    elif name in _SEAT_NAMES:
        fields["players"][_SEAT_NAMES[name]] = value


def loads(text: str | bytes, *, max_lines: int | None = MAX_LINES) -> PtnRecord:
    """Read one hand's PTN record (TricksterCards' Portable Trick-taking Notation).

    Raises :class:`PtnError` (a ``ValueError``) naming the line and column of anything
    it cannot read, :class:`PtnLimitError` past ``max_lines`` lines.

    >>> from euchre import ptn
    >>> record = ptn.loads('''[Dealer "S"]
    ... [Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]
    ... [Undealt "S9DKDJCQ"]
    ... [Auction "W"]
    ... Pass Pass Pass ♠''')
    >>> [call.text for call in record.auction], record.undealt[0]
    (['Pass', 'Pass', 'Pass', '♠'], Card('9s'))
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as bad:
            raise error(1, None, f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    if not isinstance(text, str):
        raise error(1, None, f"expected PTN text, got {type(text).__name__}")
    text = text.removeprefix("\ufeff")
    fields = _fields(_tags(text, max_lines))
    fields["dealer"] = fields.get("dealer", fields.pop("first"))
    fields.pop("first", None)
    fields["moves"] = tuple(fields["moves"])
    fields["players"] = tuple(fields["players"])
    return PtnRecord(**fields)


def load(
    path: str | PathLike[str],
    *,
    max_lines: int | None = MAX_LINES,
    max_bytes: int = limits.MAX_BYTES,
) -> PtnRecord:
    """Read a PTN file (see :func:`loads`): a regular file of at most ``max_bytes`` bytes.

    >>> import tempfile, os
    >>> from euchre import ptn
    >>> with tempfile.TemporaryDirectory() as d:
    ...     path = os.path.join(d, "hand.ptn")
    ...     _ = open(path, "w").write('[Deal "N:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]')
    ...     ptn.load(path).dealer
    <Seat.NORTH: 0>
    """
    return loads(limits.read_bytes(path, max_bytes=max_bytes), max_lines=max_lines)
