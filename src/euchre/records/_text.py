"""The plain-text record, for people: headers, then each hand's deal and its actions in
the canonical action text (:func:`format_text` writes it, :func:`parse_text` reads it back,
pointing at the line and column of any error)."""

from __future__ import annotations

import enum
import json
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from euchre._reader import enum_member
from euchre.actions import Action, parse_action
from euchre.cards import Card, Player, Seat, cards_from_mask, parse_card
from euchre.deal import Deal
from euchre.engine.cardorder import DECKS
from euchre.engine.scoring import tokens_held
from euchre.errors import EuchreError
from euchre.limits import MAX_ACTIONS, MAX_HANDS, MAX_LINES, cap_message, over_cap
from euchre.presets import get as _preset
from euchre.presets import names as _preset_names
from euchre.records._errors import RecordError, RecordTooLargeError
from euchre.records._game import _LABEL, GameRecord, Origin, _action_text, _no_seats, parse_seat
from euchre.records._json import _not_a_number
from euchre.records._replay import _walk
from euchre.rules import RuleSet
from euchre.rules.codec import leaves
from euchre.rules.table import Table
from euchre.state import State, new_game

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
#: An escape in a header value: ``\\``, ``\"``, ``\n``, ``\r``, ``\t``, ``\uXXXX``,
#: ``\UXXXXXXXX``; a backslash before any other character is kept as written.
_ESCAPE = re.compile(
    r"\\(u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u[0-9a-fA-F]{4}"
    r"|U[0-9a-fA-F]{8}|.)",
    re.DOTALL,
)


def _escape_char(ch: str) -> str:
    known = _ESCAPES.get(ch)
    if known is not None:
        return known
    if ch.isprintable():
        return ch
    code = ord(ch)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def _quote(text: str) -> str:
    """A header value in quotes, with backslashes, quotes and every character that is not
    printable escaped (control characters, U+2028 and the other line separators), so a
    value never breaks its line however the text is split into lines.

    >>> print(_quote('say "hi"' + chr(0x2028)))
    "say \\"hi\\"\\u2028"
    """
    if text.isprintable() and "\\" not in text and '"' not in text:
        return f'"{text}"'
    return '"' + "".join(map(_escape_char, text)) + '"'


def _unescape_one(match: re.Match[str]) -> str:
    code = match.group(1)
    if len(code) == 11:  # a UTF-16 surrogate pair, as JSON writes a character past U+FFFF
        high, low = int(code[1:5], 16), int(code[7:], 16)
        return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    if len(code) > 1:
        value = int(code[1:], 16)
        if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:  # no lone surrogate: kept as written
            return match.group(0)
        return chr(value)
    return _UNESCAPES.get(code, match.group(0))


def _unescape(raw: str) -> str:
    return _ESCAPE.sub(_unescape_one, raw) if "\\" in raw else raw


def _value_columns(raw: str, column: int) -> list[int]:
    """The column of each character of a header value once unescaped (an escape's
    characters all at the column of its backslash)."""
    out: list[int] = []
    position = 0
    for match in _ESCAPE.finditer(raw):
        out.extend(range(column + position, column + match.start()))
        out.extend([column + match.start()] * len(_unescape_one(match)))
        position = match.end()
    out.extend(range(column + position, column + len(raw)))
    return out


def _format_str(value: str) -> str:
    """Text as a ``[Rule]`` or ``[Tag]`` value: as is, or JSON-quoted when reading it as is
    would change it (surrounding spaces, empty, a leading quote)."""
    if value and value == value.strip() and not value.startswith('"'):
        return value
    return json.dumps(value)


def _read_str(text: str) -> str:
    """The text of a ``[Rule]`` or ``[Tag]`` value: stripped, or unquoted when JSON-quoted."""
    word = text.strip()
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        try:
            value = json.loads(word)
        except ValueError:
            raise ValueError(f"cannot read {word} as quoted text (JSON string escapes)") from None
        if isinstance(value, str):
            return value
    return word


def _finite(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{text} is not a finite number")
    return value


def _format_rule_value(value: object, template: object) -> str:
    """A knob's value as ``[Rule]`` text, as :func:`_parse_rule_value` reads it back
    (``template`` is the knob's default value: it says how to read the text)."""
    if isinstance(template, str) and isinstance(value, str):
        return _format_str(value)
    if template is None or isinstance(template, str):
        return "none" if value is None else json.dumps(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, tuple):
        text = ",".join(str(item) for item in value)
        return text + "," if len(value) < 2 else text
    return str(value)


def _parse_optional(word: str) -> object:
    """A value for a knob whose default is None: none, or a JSON scalar, or bare text."""
    if word.lower() in ("none", "null"):
        return None
    try:
        value = json.loads(word, parse_constant=_not_a_number, parse_float=_finite)
    except ValueError:
        return word
    return value if isinstance(value, (bool, int, float)) else word


def _parse_rule_value(text: str, template: object) -> object:
    """The value of ``[Rule "knob = text"]``, read as the knob's default ``template`` says:
    exactly the values the JSON form accepts (``rules.codec``), written as text."""
    word = text.strip()
    quoted = len(word) >= 2 and word.startswith('"') and word.endswith('"')
    if isinstance(template, str) or (template is None and quoted):
        return _read_str(word)
    if template is None:
        return _parse_optional(word)
    if quoted:
        word = _read_str(word)
    low = word.lower()
    if isinstance(template, bool):
        if low in ("true", "yes", "on"):
            return True
        if low in ("false", "no", "off"):
            return False
        raise ValueError(f"expected true or false, got {word!r}")
    if isinstance(template, enum.Enum):
        found = enum_member(type(template), word)
        if found is None:
            names = ", ".join(member.name.lower() for member in type(template))
            raise ValueError(f"expected one of {names}, got {word!r}")
        return found
    if isinstance(template, tuple):
        if "," in word:
            parts = word.split(",")
            if not parts[-1].strip():
                parts.pop()
            return tuple(int(part) for part in parts)
        return word  # e.g. "3-2": the RuleSet reads it
    if isinstance(template, int) and re.fullmatch(r"[-+]?[0-9]+", word):
        return int(word)
    raise ValueError(f"expected a whole number, got {word!r}")


#: Every knob a ``[Rule]`` header may change (``scoring.euchre`` for a scoring value), with
#: its default value: the default says how the text is read, as in the JSON form.
_RULE_TEMPLATES = leaves(RuleSet())


def _blame(changes: Sequence[tuple[str, str, int, int]], message: str) -> tuple[int, int]:
    """Where a rules error belongs: the last change of a knob the message names, or the
    last change."""
    for knob, _, number, column in reversed(changes):
        if re.search(rf"\b{re.escape(knob.rsplit('.', 1)[-1])}\b", message):
            return number, column
    return changes[-1][2], changes[-1][3]


def _apply_rules(base: RuleSet, changes: Sequence[tuple[str, str, int, int]]) -> RuleSet:
    """``base`` with the ``[Rule "knob = value"]`` changes (knob, value, line, column)."""
    top: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    for knob, value, number, column in changes:
        if knob not in _RULE_TEMPLATES:
            raise _text_error(
                f"unknown knob {knob!r}; the knobs are " + ", ".join(_RULE_TEMPLATES),
                number,
                column,
            )
        try:
            parsed = _parse_rule_value(value, _RULE_TEMPLATES[knob])
        except ValueError as error:
            raise _text_error(f"{knob}: {error}", number, column) from None
        holder, _, leaf = knob.rpartition(".")
        if holder:
            nested.setdefault(holder, {})[leaf] = parsed
        else:
            top[knob] = parsed
    if not top and not nested:
        return base
    try:
        for holder, values in nested.items():
            top[holder] = attrs.evolve(top.get(holder, getattr(base, holder)), **values)
        return base.replace(**top)
    except (EuchreError, TypeError, ValueError) as error:
        number, column = _blame(changes, str(error))
        raise _text_error(str(error), number, column) from None


def _rule_changes(base: RuleSet, rules: RuleSet) -> list[tuple[str, str]]:
    """The ``[Rule]`` changes that make ``rules`` from ``base`` (knob, value text)."""
    have = leaves(base)
    changes = [
        (knob, _format_rule_value(value, _RULE_TEMPLATES[knob]))
        for knob, value in leaves(rules).items()
        if knob != "name" and have.get(knob) != value
    ]
    expected = f"{base.name} (modified)" if changes and base.name != "custom" else base.name
    if rules.name != expected:
        changes.append(("name", _format_rule_value(rules.name, "")))
    return changes


def _reads_back(base: RuleSet, changes: list[tuple[str, str]], rules: RuleSet) -> bool:
    try:
        return _apply_rules(base, [(k, v, 0, 0) for k, v in changes]) == rules
    except RecordError:
        return False


def _rules_headers(rules: RuleSet) -> list[str]:
    """``[Rules]`` and ``[Rule]`` headers that read back as ``rules``: the preset (or the
    defaults) needing the fewest changes, every knob written out if need be."""
    bases = [(name, _preset(name)) for name in _preset_names()] + [("custom", RuleSet())]
    candidates = sorted(
        ((name, base, _rule_changes(base, rules)) for name, base in bases),
        key=lambda candidate: len(candidate[2]),
    )
    every = [(k, _format_rule_value(v, _RULE_TEMPLATES[k])) for k, v in leaves(rules).items()]
    for name, base, changes in [*candidates, ("custom", RuleSet(), every)]:
        if _reads_back(base, changes, rules):
            return [f"[Rules {_quote(name)}]"] + [
                f"[Rule {_quote(f'{knob} = {value}')}]" for knob, value in changes
            ]
    raise RecordError(f"cannot write these rules as text: {rules!r}")


def _format_deal(deal: Deal, table: Table) -> str:
    """A ``[Deal]`` value: each seat's hand by its letter, the upcard, the dummy (only when
    dealt) and the kitty."""
    parts = [
        f"{letter}: " + " ".join(str(card) for card in hand)
        for letter, hand in zip(table.seat_letters, deal.hands, strict=True)
    ]
    parts.append("up: " + ("-" if deal.upcard is None else str(deal.upcard)))
    dummy = deal.dummy
    if dummy:
        parts.append("dummy: " + " ".join(str(card) for card in dummy))
    parts.append("kitty: " + " ".join(str(card) for card in deal.kitty))
    return " | ".join(parts)


_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def _format_seed(seed: int | str) -> str:
    """A seed as its ``[Seed]`` value: text that would read back as something else (a
    number, empty, surrounding spaces, a leading quote) is JSON-quoted."""
    if isinstance(seed, int):
        return str(seed)
    plain = seed and seed == seed.strip() and not seed.startswith('"')
    if plain and not _WHOLE_NUMBER.fullmatch(seed):
        return seed
    return json.dumps(seed)


def format_text(record: GameRecord | State) -> str:
    """The plain-text record of a game: headers, then each hand's deal and actions.

    Each action is labelled with the seat that takes it (an out-of-turn action with the
    seat it was written for); a comment after each hand gives its result. User tags are
    written ``[Tag "Name = text"]``, so no tag can be taken for a header. :func:`parse_text`
    reads the text back to an equal record.

    >>> import euchre
    >>> from euchre import records
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=euchre.Seat.EAST, deal=deal)
    >>> print(records.format_text(state.apply("pass").apply("order up alone")))
    [Rules "CARDGAMES_IO"]
    [Dealer "East"]
    <BLANKLINE>
    [Deal "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh | W: Qh Kh Ah 9s Ts | up: Js | kitty: Qs Ks As"]
    South: pass
    West: order up alone
    <BLANKLINE>
    """
    if isinstance(record, State):
        record = GameRecord.from_state(record)
    lines = _rules_headers(record.rules)
    table = record.rules.table
    if record.players is not None:
        for seat, name in zip(table.seat_names, record.players, strict=True):
            lines.append(f"[{seat} {_quote(name)}]")
    if record.dealer is not None:
        lines.append(f"[Dealer {_quote(str(record.dealer))}]")
    if record.seed is not None:
        lines.append(f"[Seed {_quote(_format_seed(record.seed))}]")
    if any(record.scores):
        lines.append(f"[Scores {_quote(', '.join(str(x) for x in record.scores))}]")
    if record.hand_number:
        lines.append(f"[HandNumber {_quote(str(record.hand_number))}]")
    for key, value in record.tags:
        lines.append(f"[Tag {_quote(f'{key} = {_format_str(value)}')}]")
    lines.append("")
    _format_history(record, lines)
    if lines[-1] != "":
        lines.append("")
    return "\n".join(lines)


def _format_history(record: GameRecord, lines: list[str]) -> None:
    """Every history item, labelled with its seat where the record or the replay knows it,
    and a comment after each finished hand (as far as the replay goes)."""
    walk = _walk(record)
    ahead = next(walk, None)
    results = 0
    seats = record.seats or _no_seats(record)
    for index, (item, seat) in enumerate(zip(record.history, seats, strict=True)):
        walked = None
        if ahead is not None and ahead[0].index == index:
            walked, ahead = ahead, next(walk, None)
        if isinstance(item, Deal):
            if lines[-1] != "":
                lines.append("")
            lines.append(f"[Deal {_quote(_format_deal(item, record.rules.table))}]")
        else:
            if seat is None and walked is not None:
                seat = walked[1].to_act
            lines.append(_action_text(item, seat))
        if walked is not None:
            after = walked[2]
            while len(after.results) > results:
                lines.append("# " + _describe_result(after, results))
                results += 1


def _describe_result(state: State, number: int) -> str:
    """The comment after hand ``number``: its result, or why it was thrown in (everyone
    passed, a declaration, the joker turned up).

    >>> import euchre
    >>> from euchre import records
    >>> rules = euchre.presets.STANDARD.replace(ace_no_face=True)
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td 9h Th", "Kd Ad Jd Qd Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
    >>> _describe_result(state.apply("declare ace no face"), 0)
    'hand 1: ace no face declared, thrown in'
    """
    result = state.results[number]
    if result.thrown_in:
        if result.declared is None:
            why = "all passed"
        elif result.declared == "joker upcard":
            why = "the joker turned up"
        else:
            why = f"{result.declared} declared"
        return f"hand {number + 1}: {why}, thrown in"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    if result.lone_defender is not None:
        alone += f", {result.lone_defender} defending alone"
    labels = state.rules.table.side_labels
    done = state.results[: number + 1]
    total = [sum(r.points[side] for r in done) for side in range(len(labels))]
    tricks = " - ".join(f"{label} {n}" for label, n in zip(labels, result.tricks, strict=True))
    points = " ".join(f"{label} +{n}" for label, n in zip(labels, result.points, strict=True))
    score = " - ".join(f"{label} {n}" for label, n in zip(labels, total, strict=True))
    if state.rules.four_trick_tokens:  # EGN's four-trick tokens: each team's after the hand
        held = tokens_held(state.rules, done)
        score += "; tokens " + " - ".join(
            f"{label} {n}" for label, n in zip(labels, held, strict=True)
        )
    return (
        f"hand {number + 1}: {result.maker} made {result.trump}{alone}; tricks {tricks}; "
        f"points {points}; score {score}"
    )


_HEADER = re.compile(r"\[\s*([A-Za-z][A-Za-z0-9_]*)\s+\"")
_HEADER_VALUE = re.compile(r'(?:[^"\\]|\\.)*', re.DOTALL)
_HEADER_END = re.compile(r"\s*\]\s*(?:#.*)?", re.DOTALL)
#: An action (or ``;``-separated actions) on a line: from a character that is not a space.
_TOKEN = re.compile(r"[^;\s][^;]*")


@attrs.frozen
class _Header:
    """A header line read: its name, value (unescaped), the value as written and where."""

    name: str
    value: str
    raw: str
    line: int
    column: int  # of the value's first character (1-based)

    def error(self, message: str, offset: int | None = None) -> RecordError:
        """An error at the value's character ``offset`` (None: at the header's value)."""
        column = self.column
        if offset is not None:
            columns = _value_columns(self.raw, self.column)
            column = columns[offset] if offset < len(columns) else self.column + len(self.raw)
        return _text_error(message, self.line, column)


def _read_header(line: str, start: int, number: int) -> _Header:
    """The header at ``line[start:]`` (which starts with ``[``)."""
    match = _HEADER.match(line, start)
    if match is None:
        raise _text_error('a header is written [Name "value"]', number, start + 1)
    body = _HEADER_VALUE.match(line, match.end())
    assert body is not None  # the pattern matches the empty text
    end = body.end()
    if end >= len(line) or line[end] != '"':
        raise _text_error("the header value has no closing quote", number, len(line) + 1)
    if _HEADER_END.fullmatch(line, end + 1) is None:
        rest = line[end + 1 :]
        column = end + 2 + (len(rest) - len(rest.lstrip()))
        raise _text_error("expected ] after the header value", number, column)
    raw = body.group()
    return _Header(match.group(1), _unescape(raw), raw, number, match.end() + 1)


#: The most cards one part of a deal can hold (more is an error whatever the deck).
_MOST_CARDS = 128
_DEAL_PARTS = {
    "n": "north", "north": "north", "e": "east", "east": "east", "s": "south",
    "south": "south", "w": "west", "west": "west", "up": "up", "upcard": "up",
    "u": "up", "kitty": "kitty", "k": "kitty",
}  # fmt: skip
_DEAL_ORDER = ("north", "east", "south", "west", "up", "kitty")
_OTHER_PARTS = {"up": "up", "upcard": "up", "u": "up", "kitty": "kitty", "k": "kitty"}


def _parts_of(table: Table, dummy: bool) -> tuple[dict[str, str], tuple[str, ...]]:
    """The part names of a ``[Deal]`` at ``table`` (by label) and their order when not
    labelled: the seats, the upcard, the dummy (when the rules deal one), the kitty."""
    if table.players == 4 and not dummy:
        return _DEAL_PARTS, _DEAL_ORDER
    order: tuple[str, ...]
    if table.players == 4:
        seats = {k: v for k, v in _DEAL_PARTS.items() if v in _DEAL_ORDER[:4]}
        order = _DEAL_ORDER[:4]
    else:
        seats = {letter.lower(): letter for letter in table.seat_letters}
        order = table.seat_letters
    names = {**seats, **_OTHER_PARTS, **({"dummy": "dummy"} if dummy else {})}  # D: a seat
    return names, (*order, "up", *(("dummy",) if dummy else ()), "kitty")


def _deal_parts(header: _Header, rules: RuleSet) -> dict[str, tuple[int, list[Card]]]:
    """The parts of a ``[Deal]`` value by name: (offset in the value, cards)."""
    names, order = _parts_of(rules.table, rules.dummy > 0)
    value = header.value
    parts: list[tuple[int, str]] = []
    start = 0
    for i, ch in enumerate(value + "|"):
        if ch == "|":
            parts.append((start, value[start:i]))
            start = i + 1
    slots: dict[str, tuple[int, list[Card]]] = {}
    labelled = None
    for position, (offset, text) in enumerate(parts):
        match = re.match(r"\s*([A-Za-z]+)\s*:", text)
        if labelled is None:
            labelled = match is not None
        elif labelled != (match is not None):
            start_at = offset + len(text) - len(text.lstrip())
            raise header.error("label every part of the deal (N: ... | up: ...) or none", start_at)
        if match is not None:
            slot = names.get(match.group(1).lower())
            if slot is None:
                use = ", ".join(
                    p if p in _OTHER_PARTS or p == "dummy" else p[0].upper() for p in order
                )
                raise header.error(
                    f"{match.group(1)!r} is not a part of a deal: use {use}",
                    offset + match.start(1),
                )
            body_offset = offset + match.end()
        else:
            if position >= len(order):
                shape = " | ".join(
                    "upcard" if p == "up" else p if p in ("kitty", "dummy") else p[0].upper()
                    for p in order
                )
                raise header.error(f"too many parts: a deal is {shape}", offset)
            slot = order[position]
            body_offset = offset
        if slot in slots:
            raise header.error(f"the {slot} part is given twice", offset)
        slots[slot] = (offset, _deal_cards(header, slot, body_offset, offset + len(text)))
    return slots


def _deal_cards(header: _Header, slot: str, start: int, end: int) -> list[Card]:
    cards: list[Card] = []
    for found in re.finditer(r"[^\s,]+", header.value[start:end]):
        if slot == "up" and found.group() == "-":
            continue
        if len(cards) >= _MOST_CARDS:
            raise header.error(f"the {slot} part holds more cards than any deal", start)
        try:
            cards.append(parse_card(found.group()))
        except EuchreError as bad:
            raise header.error(str(bad), start + found.start()) from None
    return cards


def _parse_deal(header: _Header, rules: RuleSet) -> Deal:
    """The deal of a ``[Deal]`` header, as written: whether the rules can use it is for the
    replay to say (a ``bad_deal`` problem), so a record keeps a misdeal."""
    slots = _deal_parts(header, rules)
    seats = _parts_of(rules.table, rules.dummy > 0)[1][: rules.players]
    for slot in (*seats, "up"):
        if slot not in slots:
            raise header.error(f"the deal has no {slot} part", len(header.value))
    up_offset, up_cards = slots["up"]
    if len(up_cards) > 1:
        raise header.error("the upcard is one card", up_offset)
    hands = [slots[seat][1] for seat in seats]
    upcard = up_cards[0] if up_cards else None
    dummy = slots["dummy"][1] if "dummy" in slots else []
    if "kitty" in slots:
        kitty = slots["kitty"][1]
    else:  # the rest of the rules' deck (the engine's), each card as the text reads it
        rest = Counter(parse_card(str(card)) for card in cards_from_mask(DECKS[rules.deck]))
        rest.subtract(card for cards in (*hands, up_cards, dummy) for card in cards)
        kitty = [card for card, left in rest.items() for _ in range(left)]
    try:
        return Deal(hands=hands, upcard=upcard, kitty=kitty, dummy=dummy)
    except EuchreError as bad:
        raise header.error(str(bad), 0) from None


def _text_error(message: str, number: int, column: int) -> RecordError:
    return RecordError(f"line {number}, column {column}: {message}", line=number, column=column)


def _too_large(what: str, cap: int, keyword: str, number: int, column: int) -> RecordError:
    return RecordTooLargeError(
        f"line {number}, column {column}: {cap_message(what, cap, keyword)}",
        line=number,
        column=column,
    )


def _parse_seed(word: str, number: int, column: int) -> int | str:
    """A ``[Seed]`` header's value: a whole number, a quoted text or a bare word."""
    if _WHOLE_NUMBER.fullmatch(word):
        try:
            return int(word)
        except ValueError:  # more digits than Python converts
            raise _text_error(
                f"the seed {word[:12]}... is too large: {len(word)} digits", number, column
            ) from None
    if len(word) >= 2 and word.startswith('"') and word.endswith('"'):
        try:
            return _read_str(word)
        except ValueError:
            raise _text_error(f"cannot read the seed {word}", number, column) from None
    if word:
        return word
    raise _text_error('the seed is empty (an empty text seed is written [Seed "\\"\\""])', number, column)


def _read_tag(value: str) -> tuple[str, str]:
    """A ``[Tag "Name = text"]`` value: the tag's name and text (a value that does not
    start with a tag name is a tag named Tag, as older versions wrote it)."""
    match = re.fullmatch(r"\s*([A-Za-z][A-Za-z0-9_]*)\s*=(.*)", value, re.DOTALL)
    if match is None:
        return "Tag", value
    return match.group(1), _read_str(match.group(2))


_COMPASS = ("North", "East", "South", "West")
#: Headers that name a player at tables other than four (at the four-seat game a letter
#: header is a tag, as it always was).
_LETTERS = frozenset(str(p) for p in Player)
_MOST_SIDES = 6


def _start_shape(name: str, table: Table | None = None) -> str:
    """How a ``[Scores]`` or ``[HandNumber]`` header is written."""
    if name != "Scores":
        return '[HandNumber "5"]'
    labels = ("NS", "EW") if table is None else table.side_labels
    return f'[Scores "{", ".join(labels)}"], such as [Scores "{", ".join("9" for _ in labels)}"]'


@attrs.define
class _TextReader:
    """A plain-text record read line by line (see :func:`parse_text`)."""

    max_actions: int | None = MAX_ACTIONS
    max_hands: int | None = MAX_HANDS
    rules: RuleSet | None = None
    rule_changes: list[tuple[str, str, int, int]] = attrs.Factory(list)
    dealer: Seat | Player | None = None
    dealer_text: tuple[str, int, int] | None = None  # read once the table is known
    table: Table | None = None  # the rules' table, known once the headers are read
    seed: int | str | None = None
    seed_at: tuple[int, int] = (1, 1)
    start: dict[str, Any] = attrs.Factory(dict)  # scores, hand_number: where the game started
    start_at: tuple[int, int] = (1, 1)
    scores_text: str = ""
    players: list[str | None] = attrs.Factory(list)
    named: dict[str, tuple[str, int, int]] = attrs.Factory(dict)  # [North "Ann"], [A "Ann"]
    tags: dict[str, str] = attrs.Factory(dict)
    # every tag as read, in order (name, text, from a letter header, line, column): a letter
    # header is a player's name at a table that has that seat, else a tag (end_headers)
    tag_entries: list[tuple[str, str, bool, int, int]] = attrs.Factory(list)
    seen: set[str] = attrs.Factory(set)
    history: list[Deal | Action] = attrs.Factory(list)
    seats: list[Seat | Player | None] = attrs.Factory(list)
    origins: list[Origin | None] = attrs.Factory(list)
    pending_deals: list[tuple[_Header, int]] = attrs.Factory(list)
    actions: int = 0
    in_body: bool = False

    def line(self, number: int, raw: str) -> None:
        line = raw.rstrip()
        start = len(line) - len(line.lstrip())
        if start == len(line) or line[start] == "#":
            return
        if line[start] == "[":
            self.header(_read_header(line, start, number), start)
            return
        self.end_headers()
        comment = line.find("#")
        for match in _TOKEN.finditer(line if comment < 0 else line[:comment]):
            self.action(match.group().rstrip(), number, match.start() + 1)

    def header(self, header: _Header, start: int) -> None:
        name, number = header.name, header.line
        if name == "Deal":  # read once the rules are known: a placeholder until then
            if over_cap(len(self.pending_deals) + 1, self.max_hands):
                assert self.max_hands is not None
                raise _too_large("deals", self.max_hands, "max_hands", number, start + 1)
            self.end_headers()
            self.history.append(Deal(hands=((), (), (), ()), upcard=None))
            self.seats.append(None)
            self.origins.append(Origin(number, start + 1))
            self.pending_deals.append((header, len(self.history) - 1))
            return
        if self.in_body:
            raise _text_error(f"header [{name}] must come before the hands", number, start + 1)
        if name in self.seen and name not in ("Rule", "Tag"):
            raise _text_error(f"header [{name}] is given twice", number, start + 1)
        self.seen.add(name)
        self.setting(name, header.value, number, header.column)

    def setting(self, name: str, value: str, number: int, column: int) -> None:
        """A header before the hands: the rules, a rule change, the dealer, the seed, a
        player's name or a tag."""
        if name == "Rules":
            try:
                self.rules = RuleSet() if value.strip().lower() == "custom" else _preset(value)
            except EuchreError as error:
                raise _text_error(str(error), number, column) from None
        elif name == "Rule":
            knob, sep, setting = value.partition("=")
            if not sep or not knob.strip():
                raise _text_error('a rule is written [Rule "knob = value"]', number, column)
            self.rule_changes.append((knob.strip(), setting, number, column))
        elif name == "Dealer":
            self.dealer_text = (value, number, column)
        elif name == "Seed":
            self.seed = _parse_seed(value.strip(), number, column)
            self.seed_at = (number, column)
        elif name in ("Scores", "HandNumber"):
            self.start_header(name, value, number, column)
        elif name in _COMPASS:
            self.named[name] = (value, number, column)
        else:
            if name in _LETTERS:  # a tag at the four-seat game, a player's name elsewhere
                self.named[name] = (value, number, column)
            try:
                key, text = _read_tag(value) if name == "Tag" else (name, value)
            except ValueError as error:
                raise _text_error(str(error), number, column) from None
            self.tag_entries.append((key, text, name in _LETTERS, number, column))

    def start_header(self, name: str, value: str, number: int, column: int) -> None:
        """``[Scores "9, 9"]`` (one per side: NS, EW at the four-seat game) or
        ``[HandNumber "5"]``: where the game started."""
        parts = [part.strip() for part in value.split(",")] if name == "Scores" else [value.strip()]
        most = _MOST_SIDES if name == "Scores" else 1
        if not 1 <= len(parts) <= most or not all(
            re.fullmatch(r"-?[0-9]{1,9}", part) for part in parts
        ):
            raise _text_error(f"expected {_start_shape(name)}, got {value!r}", number, column)
        if name == "Scores":
            self.start["scores"] = tuple(int(part) for part in parts)
            self.scores_text = value
        else:
            self.start["hand_number"] = int(parts[0])
        self.start_at = (number, column)

    def end_headers(self) -> None:
        """Once the headers are read (at the first hand, or the end): the table's seats in
        the dealer, the players' names and the scores."""
        if self.in_body:
            return
        self.in_body = True
        base = self.rules or RuleSet()
        try:
            self.table = table = _apply_rules(base, self.rule_changes).table
        except RecordError:  # record() reports it
            self.table = table = base.table
        if self.dealer_text is not None:
            value, number, column = self.dealer_text
            try:
                self.dealer = parse_seat(value, table.players)
            except RecordError as error:
                raise _text_error(str(error), number, column) from None
        scores = self.start.get("scores")
        if scores is not None and len(scores) != table.sides:
            shape = _start_shape("Scores", table)
            raise _text_error(f"expected {shape}, got {self.scores_text!r}", *self.start_at)
        self.name_players(table)

    def name_players(self, table: Table) -> None:
        """``[North "Ann"]`` ... (``[A "Ann"]`` ... at other tables): the players' names; a
        letter that names no seat of the table is a tag."""
        self.players = [None] * table.players
        for key, text, letter, number, column in self.tag_entries:
            if letter and key in table.seat_names:
                continue  # a player's name
            if key in self.tags:
                raise _text_error(f"the tag {key!r} is given twice", number, column)
            self.tags[key] = text
        for name, (value, number, column) in self.named.items():
            if name in table.seat_names:
                self.players[table.seat_names.index(name)] = value
            elif name in _COMPASS:
                raise _text_error(
                    f"[{name}] names a seat of the four-seat game; players={table.players}"
                    f" seats {', '.join(table.seat_names)}",
                    number,
                    column,
                )

    def action(self, token: str, number: int, column: int) -> None:
        """One action, optionally labelled with its seat (``West: play Ad``)."""
        self.actions += 1
        if over_cap(self.actions, self.max_actions):
            assert self.max_actions is not None
            raise _too_large("actions", self.max_actions, "max_actions", number, column)
        label: Seat | Player | None = None
        match = _LABEL.match(token)
        if match is not None:
            try:
                label = parse_seat(match.group(1), self.table.players if self.table else 4)
            except RecordError as error:
                raise _text_error(str(error), number, column) from None
            action_text = token[match.end() :]
            action_column = column + match.end()
        else:
            action_text, action_column = token, column
        try:
            action = parse_action(action_text)
        except EuchreError as error:
            card = re.match(r"(?i)(play|discard)\s+(?=\S+$)", action_text)
            at = action_column + (card.end() if card is not None else 0)
            raise _text_error(str(error), number, at) from None
        self.history.append(action)
        self.seats.append(label)
        self.origins.append(Origin(number, column, label))

    def record(self) -> GameRecord:
        """The record read, once every line is: the rules changed, the deals read."""
        if self.rules is None:
            raise _text_error(
                'the record has no [Rules "..."] header (a preset name, or custom)', 1, 1
            )
        rules = _apply_rules(self.rules, self.rule_changes)
        self.end_headers()
        for header, index in self.pending_deals:
            self.history[index] = _parse_deal(header, rules)
        named = [name for name in self.players if name is not None]
        if named and len(named) != rules.players:
            seats = rules.table.seat_names
            missing = [seat for seat, name in zip(seats, self.players, strict=True) if name is None]
            every = "all four" if rules.players == 4 else f"all {rules.players}"
            raise _text_error(f"name {every} players or none: missing {', '.join(missing)}", 1, 1)
        if self.seed is None:
            self.check_first_deal(rules)
        try:
            return GameRecord(
                rules=rules,
                seed=self.seed,
                dealer=self.dealer,
                history=self.history,
                players=tuple(name or "" for name in self.players) if named else None,
                tags=self.tags,
                origins=tuple(self.origins),
                seats=self.seats,
                **self.start,
            )
        except RecordError as error:  # a seed the engine refuses, text UTF-8 cannot encode
            where = self.seed_at if str(error).startswith("seed:") else (1, 1)
            where = self.start_at if str(error).startswith("start:") else where
            raise _text_error(str(error), *where) from None

    def check_first_deal(self, rules: RuleSet) -> None:
        """Without a seed, the first hand's ``[Deal]`` starts the game: it must fit."""
        first = self.history[0] if self.history else None
        if not isinstance(first, Deal):
            origin = self.origins[0] if self.origins else None
            raise _text_error(
                "the record has no [Seed] header, so the first hand needs a [Deal \"...\"]",
                origin.line if origin else 1,
                origin.column if origin else 1,
            )
        try:
            new_game(rules, dealer=self.dealer, deal=first)
        except EuchreError as error:
            raise self.pending_deals[0][0].error(str(error), 0) from None


def _lines(text: str, max_lines: int | None) -> Iterator[tuple[int, str]]:
    """The lines of ``text`` with their numbers, at most ``max_lines`` of them."""
    start = 0
    number = 0
    while True:
        number += 1
        if over_cap(number, max_lines):
            assert max_lines is not None
            raise _too_large("lines", max_lines, "max_lines", number, 1)
        end = text.find("\n", start)
        if end < 0:
            yield number, text[start:]
            return
        yield number, text[start:end]
        start = end + 1


def parse_text(
    text: str | bytes,
    *,
    max_actions: int | None = MAX_ACTIONS,
    max_hands: int | None = MAX_HANDS,
    max_lines: int | None = MAX_LINES,
) -> GameRecord:
    """Read a plain-text record; raises :class:`RecordError` naming the line and column.

    Headers come first: ``[Rules "NAME"]`` (a preset, or ``custom`` for the defaults),
    any number of ``[Rule "knob = value"]`` changes (``scoring.euchre = 3``), ``[North
    "name"]`` ... ``[West "name"]``, ``[Dealer "East"]``, ``[Seed "7"]``, tags as ``[Tag
    "Name = text"]`` and any other ``[Name "text"]`` as a tag. Then the hands: ``[Deal "N:
    ... | E: ... | S: ... | W: ... | up: Ah | kitty: ..."]`` (the kitty may be left out)
    followed by actions in the canonical text, one per line or separated by ``;``, each
    optionally labelled with its seat (``West: play Ad``). ``#`` starts a comment. In a
    header value, ``\\"``, ``\\\\``, ``\\n``, ``\\r``, ``\\t`` and ``\\uXXXX`` are escapes.
    At a table other than four seats (``players``) seats are letters: ``[A "name"]``,
    ``[Dealer "B"]``, ``[Scores "3, 0, 1"]`` (a number a side), ``[Deal "A: ... | B: ... |
    C: ... | up: Qs | dummy: ... | kitty: ..."]`` (the dummy part when the rules deal one)
    and ``C: play Ad``.

    A record may hold at most ``max_actions`` actions, ``max_hands`` deals and
    ``max_lines`` lines (:mod:`euchre.limits`; None for no cap), else
    :class:`RecordTooLargeError`. Bytes are read as UTF-8.

    >>> from euchre import records
    >>> record = records.parse_text('[Rules "STANDARD"]\\n[Rule "target = 5"]\\n[Seed "3"]\\npass; pass')
    >>> record.rules.target, record.seed, [str(a) for a in record.history]
    (5, 3, ['pass', 'pass'])
    >>> records.parse_text('[Rules "STANDARD"]\\n[Seed "3"]\\npass\\nfold')
    Traceback (most recent call last):
    ...
    euchre.records.RecordError: line 4, column 1: cannot read 'fold' as an action: ...
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as bad:
            raise RecordError(f"not UTF-8 text: {bad.reason} at byte {bad.start}") from None
    if not isinstance(text, str):
        raise TypeError(f"expected text, got {type(text).__name__}")
    reader = _TextReader(max_actions=max_actions, max_hands=max_hands)
    for number, raw in _lines(text.removeprefix("\ufeff"), max_lines):
        reader.line(number, raw)
    return reader.record()
