"""Issue 11 (hardening), the text and JSON records: nothing lost in a round trip, irregular
actions included; ``[Rule]`` values exactly those JSON can hold; caps on what a record may
hold; readers that raise nothing but their own errors.

The regression tests are named after the issue's items. The hypothesis tests build records
the way the library makes and loads them (every preset and random RuleSets; random play with
out-of-turn actions, illegal actions, reneges and claims where allowed, unfinished hands,
misdeals, thrown-in hands, several games' worth of hands; awkward names, tags and seeds) and
fuzz both readers. A fixed number of examples keeps the file within about 20 seconds;
``EUCHRE_FUZZ=long`` (or a multiplier) runs more.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import Action, Deal, EuchreError, Phase, RuleSet, Seat, limits, presets, records
from euchre.actions import (
    CALL_ACTIONS,
    CLAIM_ACTIONS,
    DISCARD_ACTIONS,
    GIVE_ACTIONS,
    PLAY_ACTIONS,
)
from euchre.limits import RecordLimitError
from euchre.records import GameRecord, RecordError, RecordTooLargeError
from euchre.rules import ruleset

DATA = Path(__file__).resolve().parent / "data"


def _scale() -> float:
    raw = os.environ.get("EUCHRE_FUZZ", "").strip().lower()
    if raw in ("", "ci", "default", "1"):
        return 1.0
    return 50.0 if raw == "long" else float(raw)


def examples(base: int) -> settings:
    return settings(
        max_examples=max(1, int(base * _scale())),
        deadline=None,
        derandomize=_scale() == 1.0,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )


def text_round_trip(record: GameRecord) -> GameRecord:
    return records.parse_text(records.format_text(record))


def json_round_trip(record: GameRecord) -> Any:
    return records.loads(records.dumps(record))


def replays_alike(a: GameRecord, b: GameRecord) -> None:
    """The two records replay the same game, with the same problems in the same places."""
    first, second = records.replay(a), records.replay(b)
    assert first.state == second.state and first.state.history == second.state.history
    assert first.applied == second.applied
    assert [(p.kind, p.index, p.seat, p.action, p.reason) for p in first.problems] == [
        (p.kind, p.index, p.seat, p.action, p.reason) for p in second.problems
    ]


def assert_round_trips(record: GameRecord) -> None:
    text = records.format_text(record)
    back = records.parse_text(text)
    assert back == record, text
    assert records.format_text(back) == text
    assert json_round_trip(record) == record
    assert json_round_trip(back) == record
    # the written text has no line break but "\n", however it is split into lines
    assert len(text.splitlines()) == text.count("\n")
    replays_alike(record, back)


DEAL = Deal(
    hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh", "Qh Kh Ah 9s Ts"),
    upcard="Js",
    kitty="Qs Ks As",
)
PASS = euchre.parse_action("pass")


# --------------------------------------------------------------------------- item 1: round trips


def test_issue11_format_text_keeps_the_seat_of_an_out_of_turn_action() -> None:
    state = euchre.new_game(presets.STANDARD, dealer=Seat.NORTH, deal=DEAL)  # East to act
    record = GameRecord(
        rules=presets.STANDARD,
        dealer=Seat.NORTH,
        history=(DEAL, PASS, PASS, PASS),
        seats=(None, None, Seat.WEST, None),  # West passes out of turn: South is to act
    )
    assert state.to_act is Seat.EAST and record.seats == (None, None, Seat.WEST, None)
    text = records.format_text(record)
    assert "East: pass\nWest: pass\nSouth: pass" in text
    report = records.replay(record)
    assert [(p.kind, p.index, p.seat) for p in report.problems] == [("out_of_turn", 2, Seat.WEST)]
    assert_round_trips(record)
    # the seat is part of the record: without it the record replays another game
    assert attrs.evolve(record, seats=()) != record
    # JSON keeps it too, as the text does
    assert "West: pass" in records.dumps(record)
    # North is seat 0 (a false value): its label is kept all the same
    north = GameRecord(
        rules=presets.STANDARD,
        dealer=Seat.NORTH,
        history=(DEAL, PASS),
        seats=(None, Seat.NORTH),
    )
    assert north.seats == (None, Seat.NORTH)
    assert_round_trips(north)


def test_issue11_seats_that_agree_with_the_replay_are_dropped() -> None:
    """A labelled text and an unlabelled one of the same game are the same record."""
    labelled = GameRecord(
        rules=presets.STANDARD,
        dealer=Seat.NORTH,
        history=(DEAL, PASS, PASS),
        seats=(None, Seat.EAST, Seat.SOUTH),
    )
    assert labelled.seats == ()
    assert labelled == GameRecord(rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL, PASS, PASS))
    with pytest.raises(RecordError, match="a deal has no seat"):
        GameRecord(rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL,), seats=(Seat.EAST,))
    with pytest.raises(RecordError, match="one seat \\(or None\\) per item"):
        GameRecord(rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL, PASS), seats=(None,))


def test_issue11_out_of_turn_action_makes_the_strict_replay_raise() -> None:
    record = GameRecord(
        rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL, PASS), seats=(None, Seat.WEST)
    )
    with pytest.raises(RecordError, match="written for West, but East is to act"):
        record.replay()


def test_issue11_format_text_keeps_everything_after_an_unfinished_hand() -> None:
    other = Deal.random(presets.STANDARD, 5)
    order = euchre.parse_action("order up")
    record = GameRecord(
        rules=presets.STANDARD,
        dealer=Seat.NORTH,
        history=(DEAL, PASS, other, PASS, PASS, order, PASS),
        seats=(None, None, None, None, Seat.NORTH, None, Seat.EAST),
    )
    text = records.format_text(record)
    assert text.count("[Deal ") == 2 and text.count("pass") == 4 and "order up" in text
    assert [p.kind for p in records.replay(record).problems] == ["unfinished_hand"]
    assert_round_trips(record)


@pytest.mark.parametrize(
    "name", ["Seed", "Dealer", "Rule", "Rules", "North", "East", "South", "West", "Deal", "Tag"]
)
def test_issue11_tags_named_like_headers_stay_tags(name: str) -> None:
    record = GameRecord(rules=presets.STANDARD, seed=1, tags={name: "West", "Event": "x"})
    text = records.format_text(record)
    assert f'[Tag "{name} = West"]' in text
    back = records.parse_text(text)
    assert back == record and back.seed == 1 and back.dealer is None and back.players is None
    assert back.rules == presets.STANDARD
    assert_round_trips(record)


def test_issue11_tag_headers_are_read_both_ways() -> None:
    record = records.parse_text(
        '[Rules "STANDARD"]\n[Seed "1"]\n[Event "Club night"]\n[Tag "Seed = 7"]\n'
        '[Tag "Round =  \\"  spaced \\""]\n[Tag "legacy"]'
    )
    assert record.seed == 1
    assert record.tags == (
        ("Event", "Club night"),
        ("Seed", "7"),
        ("Round", "  spaced "),
        ("Tag", "legacy"),
    )
    with pytest.raises(RecordError, match="line 3, column 7: the tag 'Event' is given twice"):
        records.parse_text('[Rules "STANDARD"]\n[Event "a"]\n[Tag "Event = b"]')


@pytest.mark.parametrize("seed", ["", " ", "  7 ", "7", "-0", '"', '"x"', "a b", "\u2028", "\x00"])
def test_issue11_text_seeds_round_trip(seed: str) -> None:
    record = GameRecord(rules=presets.STANDARD, seed=seed)
    assert records.parse_text(records.format_text(record)).seed == seed
    assert_round_trips(record)


def test_issue11_seeds_the_engine_refuses_are_record_errors() -> None:
    big = 2**1024 - 1
    assert_round_trips(GameRecord(rules=presets.STANDARD, seed=-big))
    with pytest.raises(RecordError, match=r"seed: .*1024 bits"):
        GameRecord(rules=presets.STANDARD, seed=2**1024)
    with pytest.raises(RecordError, match=r"seed: .*1024 bits"):
        records.loads(records.dumps(GameRecord(rules=presets.STANDARD, seed=1)).replace(
            '"seed": 1', f'"seed": {2**1024}'))
    with pytest.raises(RecordError, match=r"line 2, column 8: seed: .*1024 bits"):
        records.parse_text(f'[Rules "STANDARD"]\n[Seed "{2**1024}"]')
    with pytest.raises(RecordError, match=r"line 2, column 8: the seed 9{12}\.\.\. is too large"):
        records.parse_text('[Rules "STANDARD"]\n[Seed "' + "9" * 5000 + '"]')
    with pytest.raises(RecordError, match="seed: "):
        GameRecord(rules=presets.STANDARD, seed="\ud800")  # text UTF-8 cannot encode


AWKWARD = [
    "a]b",
    "a#b",
    '"quoted"',
    'say "hi"',
    "back\\slash",
    "\\u2028",
    "line\nbreak",
    "cr\rhere",
    "tab\there",
    "para\u2029graph",
    "ls\u2028",
    "\u2028",
    "\x0b\x0c\x1c\x1d\x1e\x85",
    "",
    "  padded  ",
    "= equals =",
    "\U000e0001 tag character",
    "#",
    "]",
    "[Rules \"STANDARD\"]",
]


@pytest.mark.parametrize("value", AWKWARD)
def test_issue11_names_and_values_with_special_characters_round_trip(value: str) -> None:
    rules = presets.STANDARD.replace(name=value) if value else presets.STANDARD
    record = GameRecord(
        rules=rules,
        seed=value or 1,
        players=(value, "b", value, "d"),
        tags={"Event": value, "Seed": value},
    )
    assert_round_trips(record)


def test_issue11_escapes_read_as_json_writes_them() -> None:
    """A character past U+FFFF escaped as a UTF-16 pair (as JSON writes it) is that
    character; a lone surrogate escape is kept as written (no text a file cannot hold)."""
    text = '[Rules "STANDARD"]\n[Seed "1"]\n[Tag "A = \\ud800\\udc00 \\U0001F600"]\n'
    text += '[Tag "B = \\ud800!"]\n[Rule ' + json.dumps('name = "𐀀') + "]\n"
    record = records.parse_text(text)
    assert record.tags == (("A", "\U00010000 \U0001F600"), ("B", "\\ud800!"))
    assert record.rules.name == '"𐀀'
    assert_round_trips(record)


@pytest.mark.parametrize("field", ["players", "tags", "rules"])
def test_issue11_text_a_file_cannot_hold_is_refused(field: str) -> None:
    lone = "x\udc80"  # what a bad decoding leaves
    arguments: dict[str, Any] = {
        "players": {"players": (lone, "b", "c", "d")},
        "tags": {"tags": {"Event": lone}},
        "rules": {"rules": presets.STANDARD.replace(name=lone)},
    }[field]
    with pytest.raises(RecordError, match="UTF-8 cannot encode"):
        GameRecord(**{"rules": presets.STANDARD, "seed": 1, **arguments})


def test_issue11_json_record_with_a_misdeal_reads_back_as_text() -> None:
    """Decision: a record keeps a deal the rules cannot use, and the replay reports it (a
    ``bad_deal``), in JSON and in text alike. A record holds what was played, irregular
    actions and misdeals included, so that a dispute can be written down and judged;
    refusing the deal when reading would make such a game unrecordable. (Only a record with
    no seed must start with a deal that starts a game: without it there is no game.)"""
    document = json.loads(records.dumps(GameRecord(rules=presets.STANDARD, seed=3)))
    document["history"] = [
        {"deal": {"hands": [["9c"], [], [], []], "upcard": "Ac", "kitty": []}},
        "pass",
    ]
    record = records.loads(json.dumps(document))
    assert isinstance(record, GameRecord)
    assert [p.kind for p in records.replay(record).problems] == ["bad_deal"]
    text = records.format_text(record)
    assert '[Deal "N: 9c | E:  | S:  | W:  | up: Ac | kitty: "]' in text
    assert_round_trips(record)
    # read from text, the misdeal is reported where it was written
    problems = records.replay(records.parse_text(text)).problems
    line = text.split("\n").index('[Deal "N: 9c | E:  | S:  | W:  | up: Ac | kitty: "]') + 1
    assert [(p.kind, p.line, p.column) for p in problems] == [("bad_deal", line, 1)]


def test_issue11_a_record_without_a_seed_needs_a_first_deal_that_starts_a_game() -> None:
    bad = Deal(hands=("9c", "", "", ""), upcard="Ac")
    with pytest.raises(RecordError, match="history\\[0\\]: hand of North has 1 cards"):
        GameRecord(rules=presets.STANDARD, history=(bad,))
    document = records.to_json(GameRecord(rules=presets.STANDARD, history=(DEAL,)))
    document["history"][0]["deal"]["hands"][0] = ["9c"]
    with pytest.raises(RecordError) as error:
        records.from_json(document)
    assert error.value.where == "history[0]"


@pytest.mark.parametrize(
    "fields",
    [
        {"history": 5},
        {"history": "pass"},
        {"players": 5},
        {"players": "abcd"},
        {"tags": 5},
        {"tags": {"Event": 5}},
        {"tags": {5: "x"}},
        {"tags": [("Event",)]},
        {"seats": 5},
        {"seats": "NESW"},
        {"seats": [1.5]},
        {"origins": 5},
        {"origins": [3]},
        {"dealer": 2.0},
        {"dealer": {}},
        {"seed": 1.5},
        {"seed": [1, 2]},
        {"rules": "STANDARD"},
    ],
)
def test_issue11_game_record_refuses_wrong_types_with_record_error(fields: dict[str, Any]) -> None:
    arguments: dict[str, Any] = {"rules": presets.STANDARD, "seed": 1, **fields}
    with pytest.raises(RecordError):
        GameRecord(**arguments)


# --------------------------------------------------------------------------- item 2: [Rule] values


def test_issue11_rule_bid_minimum_none_is_refused_with_line_and_column() -> None:
    with pytest.raises(RecordError) as error:
        records.parse_text('[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass')
    assert (error.value.line, error.value.column) == (2, 8)
    assert "bid_minimum: expected a whole number, got 'none'" in str(error.value)


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ("deck = 23", "deck"),
        ("num_deals = 0", "num_deals"),
        ('num_deals = "abc"', "num_deals"),
        ("scoring.super_euchre = -1", "super_euchre"),
        ("farmers_hand_size = 9", "farmers_hand_size"),
        ("deal_pattern = 3-x", "deal_pattern"),
        ("target = " + "9" * 5000, "target"),
        ("joker_suit = spoons", "joker_suit"),
    ],
)
def test_issue11_rule_values_the_ruleset_refuses_are_record_errors(rule: str, message: str) -> None:
    text = f'[Rules "STANDARD"]\n[Rule "target = 7"]\n[Rule {json.dumps(rule)}]\n[Seed "1"]\npass'
    with pytest.raises(RecordError) as error:
        records.parse_text(text)
    assert (error.value.line, error.value.column) == (3, 8)
    assert message in str(error.value)


# Every knob's dotted name, from the RuleSet's own knob tables (scoring values as scoring.X).
KNOBS = sorted(
    [name for name in ruleset.KNOBS if name != "scoring"]
    + [f"scoring.{name}" for name in ruleset.SCORING_VALUES]
)
RULE_WORDS = [
    "none", "null", "true", "false", "yes", "off", "0", "1", "3", "-2", "24", "25", "48", "+5",
    "2.5", "1e999", "NaN", '"x"', '"7"', '""', "x", "hearts", "spades", "3,2", "5,", ",",
    "3-2", "1,1,1,1", "[1, 2]", "{}", "optional", "mandatory", "maker", "nobody", "bid",
    "penalise", "trick", "redeal", "exchange", "draw", "value", "vs_lone_maker", "  spaced  ",
]  # fmt: skip
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-3, 50)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(RULE_WORDS)
    | st.text(max_size=6)
)


def _rules_of_json(knob: str, value: Any) -> RuleSet | None:
    data = records.rules_to_json(presets.STANDARD)
    holder, _, leaf = knob.rpartition(".")
    (data[holder] if holder else data)[leaf] = value
    try:
        return records.rules_from_json(data)
    except RecordError:
        return None


@examples(300)
@given(st.sampled_from(KNOBS), st.sampled_from(RULE_WORDS) | st.text(max_size=6))
def test_issue11_every_rule_value_the_text_accepts_json_holds(knob: str, word: str) -> None:
    text = f'[Rules "STANDARD"]\n[Rule {json.dumps(f"{knob} = {word}")}]\n[Seed "1"]\n'
    try:
        record = records.parse_text(text)
    except RecordError:
        return
    assert records.loads(records.dumps(record.rules)) == record.rules
    assert records.rules_from_json(json.loads(json.dumps(records.rules_to_json(record.rules))))
    assert_round_trips(record)


def _json_leaves(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update(_json_leaves(value, f"{key}."))
        else:
            out[prefix + key] = value
    return out


#: The JSON values each knob takes in the presets and the defaults (so most draws are valid).
KNOWN_JSON: dict[str, list[Any]] = {}
for _rules in [RuleSet(), *(presets.get(name) for name in presets.names())]:
    for _knob, _value in _json_leaves(records.rules_to_json(_rules)).items():
        if _value not in KNOWN_JSON.setdefault(_knob, []):
            KNOWN_JSON[_knob].append(_value)


@st.composite
def knob_json(draw: st.DrawFn) -> tuple[str, Any]:
    knob = draw(st.sampled_from(KNOBS))
    value = draw(
        st.sampled_from(KNOWN_JSON[knob])
        | st.sampled_from(KNOWN_JSON[knob])
        | json_scalars
        | st.lists(st.integers(1, 6), max_size=9)
    )
    return knob, value


@examples(300)
@given(knob_json())
def test_issue11_every_rule_value_json_accepts_the_text_holds(knob_value: tuple[str, Any]) -> None:
    rules = _rules_of_json(*knob_value)
    if rules is not None:
        assert_round_trips(GameRecord(rules=rules, seed=1))


# --------------------------------------------------------------------------- item 4: caps


def test_issue11_a_record_over_the_action_cap_is_refused_naming_the_cap() -> None:
    text = '[Rules "STANDARD"]\n[Seed "1"]\n' + "pass; " * 30 + "\n"
    with pytest.raises(RecordTooLargeError) as error:
        records.parse_text(text, max_actions=20)
    assert isinstance(error.value, RecordError) and isinstance(error.value, RecordLimitError)
    assert isinstance(error.value, EuchreError)
    assert "more than 20 actions (max_actions=20)" in str(error.value)
    assert "pass a larger max_actions" in str(error.value)
    assert (error.value.line, error.value.column) == (3, 121)
    assert len(records.parse_text(text, max_actions=None).history) == 30
    record = records.parse_text(text)
    with pytest.raises(RecordTooLargeError, match="max_actions=29"):
        records.loads(records.dumps(record), max_actions=29)
    assert records.loads(records.dumps(record), max_actions=30) == record


def test_issue11_a_record_over_the_deal_and_line_caps_is_refused() -> None:
    record = GameRecord(rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL,) + (PASS,) * 8)
    state = record.replay()
    assert state.phase is Phase.DEAL
    record = GameRecord(
        rules=presets.STANDARD, dealer=Seat.NORTH, history=record.history + (DEAL,) * 3
    )
    text = records.format_text(record)
    with pytest.raises(RecordTooLargeError, match="more than 3 deals \\(max_hands=3\\)"):
        records.parse_text(text, max_hands=3)
    with pytest.raises(RecordTooLargeError, match="more than 3 deals \\(max_hands=3\\)"):
        records.loads(records.dumps(record), max_hands=3)
    assert records.parse_text(text, max_hands=4) == record
    with pytest.raises(RecordTooLargeError, match="more than 5 lines \\(max_lines=5\\)") as error:
        records.parse_text(text, max_lines=5)
    assert error.value.line == 6


def test_issue11_the_default_caps_bound_a_huge_record() -> None:
    text = '[Rules "STANDARD"]\n[Seed "1"]\n' + "pass\n" * (limits.MAX_ACTIONS + 1)
    with pytest.raises(RecordTooLargeError, match=f"max_actions={limits.MAX_ACTIONS}"):
        records.parse_text(text)
    with pytest.raises(RecordTooLargeError, match=f"max_lines={limits.MAX_LINES}"):
        records.parse_text("\n" * (limits.MAX_LINES + 5))


def test_issue11_a_deal_part_with_too_many_cards_is_refused_quickly() -> None:
    text = '[Rules "STANDARD"]\n[Deal "N: ' + "9c " * 100_000 + '| E: | S: | W: | up: -"]'
    with pytest.raises(RecordError, match="the north part holds more cards than any deal"):
        records.parse_text(text)


def test_issue11_json_non_numbers_are_refused() -> None:
    for word in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(RecordError, match="not JSON this library can read"):
            records.loads('{"format": "euchre-record", "version": 1, "type": "rules",'
                          f' "rules": {{"num_deals": {word}}}}}')


# --------------------------------------------------------------------------- records, generated

_POOLS: dict[str, list[Any]] = {
    "variant": ["knock", "bid"],
    "deck": [24, 25, 32, 48],
    "stick_the_dealer": [False, True],
    "all_pass": ["next_dealer", "same_dealer"],
    "dealer_pickup": ["mandatory", "optional"],
    "discard_upcard": [False, True],
    "alone": ["nobody", "maker", "maker_or_partner"],
    "alone_timing": ["with_call", "after_call"],
    "canadian_loner": [False, True],
    "defender_alone": ["never", "vs_lone_maker", "always"],
    "first_lead": ["dealer_left", "maker_left", "lone_left", "bidder"],
    "target": [1, 3, 10, 32],
    "win_by_two": [False, True],
    "renege": ["forbid", "penalise", "penalise"],
    "renege_claim": ["hand", "trick"],
    "renege_penalty": ["opponents_gain", "offenders_lose", "euchre"],
    "renege_ends_hand": [True, False],
    "renege_false_claim": [0, 2],
    "joker_upcard": ["dealer_names", "redeal", "fixed"],
    "joker_suit": list(euchre.Suit),
    "no_trump": [False, True],
    "ace_no_face": [False, True],
    "farmers_hand": ["off", "redeal", "exchange"],
    "farmers_hand_size": [3, 4, 5],
    "call_for_best": [False, True],
    "num_deals": [None, 1, 3],
    "bid_minimum": [1, 3],
    "bid_best": [False, True],
    "bid_no_trump": [False, True],
    "bid_low_no_trump": [False, True],
    "tie": ["play_on", "draw"],
}
_POOLS = {knob: values for knob, values in _POOLS.items() if knob in attrs.fields_dict(RuleSet)}


@st.composite
def rulesets(draw: st.DrawFn) -> RuleSet:
    """A preset with random knob changes (the preset itself when they contradict)."""
    base = presets.get(draw(st.sampled_from(presets.names())))
    changes = {
        knob: draw(st.sampled_from(_POOLS[knob]))
        for knob in sorted(draw(st.sets(st.sampled_from(sorted(_POOLS)), max_size=6)))
    }
    if draw(st.booleans()):
        changes["name"] = draw(st.text(max_size=10))
    if draw(st.booleans()):
        changes["scoring"] = {"euchre": draw(st.integers(0, 4)),
                              "super_euchre": draw(st.none() | st.integers(0, 6))}
    try:
        return base.replace(**changes)
    except EuchreError:
        return base


def _universe() -> list[Action]:
    words = ["pass", "order up", "order up alone", "pick up", "go alone", "bid 3", "bid 5",
             "bid best", "bid moon", "declare farmer", "declare ace no face"]
    actions = [euchre.parse_action(word) for word in words]
    for group in (PLAY_ACTIONS, DISCARD_ACTIONS, CALL_ACTIONS, CLAIM_ACTIONS, GIVE_ACTIONS):
        # the canonical action of each text (the tables also hold a double deck's second
        # copies, which the engine never hands out: their text is the first copy's)
        flat = [item for entry in group for item in (entry if isinstance(entry, tuple) else (entry,))]
        actions.extend(dict.fromkeys(euchre.parse_action(str(action)) for action in flat))
    return actions


UNIVERSE = _universe()
seeds = st.integers(-(10**30), 10**30) | st.text(max_size=8) | st.sampled_from(["", " 7", "42"])
names = st.text(max_size=8) | st.sampled_from(AWKWARD)


def _play(rules: RuleSet, rng: random.Random, seed: int | str | None, dealer: Seat,
          steps: int) -> euchre.State:
    if seed is None:
        state = euchre.new_game(
            rules, dealer=dealer, deal=Deal.random(rules, rng.randrange(2**32), dealer=dealer)
        )
    else:
        state = euchre.new_game(rules, seed=seed, dealer=dealer)
    for _ in range(steps):
        if state.is_over:
            break
        if state.phase is Phase.DEAL:
            state = state.apply_deal(
                Deal.random(rules, rng.randrange(2**32), dealer=state.dealer)
            )
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    return state


def _irregular(draw: st.DrawFn, rules: RuleSet, rng: random.Random, history: list[Any],
               seats: list[Seat | None], first: int) -> None:
    """Insert out-of-turn labels, stray actions, new deals mid-hand and misdeals."""
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["seat", "action", "deal", "misdeal"]))
        at = draw(st.integers(first, len(history)))
        if kind == "seat":
            spots = [i for i, item in enumerate(history) if isinstance(item, Action)]
            if spots:
                seats[draw(st.sampled_from(spots))] = draw(st.sampled_from(list(Seat)))
        elif kind == "action":
            history.insert(at, draw(st.sampled_from(UNIVERSE)))
            seats.insert(at, draw(st.none() | st.sampled_from(list(Seat))))
        elif kind == "deal":
            history.insert(at, Deal.random(rules, rng.randrange(2**32)))
            seats.insert(at, None)
        else:
            history.insert(at, Deal(hands=(["9c"], [], ["Ah", "Kh"], []), upcard=None))
            seats.insert(at, None)


@st.composite
def game_records(draw: st.DrawFn) -> GameRecord:
    rules = draw(rulesets())
    rng = random.Random(draw(st.integers(0, 2**32)))
    seed = draw(st.none() | seeds)
    dealer = draw(st.sampled_from(list(Seat)))
    state = _play(rules, rng, seed, dealer, draw(st.integers(0, 400)))
    history = list(state.history)
    seats: list[Seat | None] = [None] * len(history)
    if draw(st.booleans()):
        _irregular(draw, rules, rng, history, seats, 0 if seed is not None else 1)
    if seed is not None and draw(st.booleans()):  # a seeded record may leave its deals out
        kept = [i for i, item in enumerate(history) if not isinstance(item, Deal)]
        history, seats = [history[i] for i in kept], [seats[i] for i in kept]
    players = draw(st.none() | st.tuples(names, names, names, names))
    tags = draw(st.dictionaries(st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,6}", fullmatch=True),
                                names, max_size=3))
    return GameRecord(rules=rules, seed=seed, dealer=dealer, history=history, players=players,
                      tags=tags, seats=seats)


@examples(200)
@given(game_records())
def test_issue11_every_record_reads_back_equal_as_text_and_json(record: GameRecord) -> None:
    assert_round_trips(record)


@examples(150)
@given(rulesets(), st.none() | seeds, st.sampled_from(list(Seat)), st.integers(0, 2**32),
       st.integers(0, 300))
def test_issue11_the_record_of_a_legal_game_replays_clean(
    rules: RuleSet, seed: int | str | None, dealer: Seat, shuffle: int, steps: int
) -> None:
    """A game's record, read back from text or JSON, replays to the same state with no
    problem (seeded games whose joker upcard is redealt included: the seed deals several
    hands at once, and the record writes each of them out)."""
    state = _play(rules, random.Random(shuffle), seed, dealer, steps)
    record = GameRecord.from_state(state)
    for copy in (record, text_round_trip(record), json_round_trip(record)):
        report = records.replay(copy)
        assert report.ok, report
        assert report.state == state and copy.replay() == state


def test_issue11_a_seeded_game_of_joker_redeals_replays_clean() -> None:
    rules = RuleSet(deck=25, joker_upcard="redeal", num_deals=2)
    state = euchre.new_game(rules, seed=619, dealer=Seat.WEST)  # both deals turn the joker
    assert state.is_over and len(state.history) == 2
    record = GameRecord.from_state(state)
    assert records.replay(record).ok and record.replay() == state
    assert_round_trips(record)


@examples(15)
@given(st.sampled_from(presets.names()), st.integers(0, 2**32))
def test_issue11_several_games_worth_of_hands_round_trip(name: str, seed: int) -> None:
    """A record that goes on after its game ended: the extra deals and actions are kept."""
    rules = presets.get(name).replace(target=1)
    rng = random.Random(seed)
    history: list[Any] = []
    ended = []
    for game in range(3):
        state = _play(rules, rng, None, Seat(game), 300)
        history.extend(state.history)
        ended.append(state.is_over)
    record = GameRecord(rules=rules, dealer=Seat.NORTH, history=history)
    assert_round_trips(record)
    if ended[0]:  # the second game's deals come after the end of the first
        assert "bad_deal" in {problem.kind for problem in records.replay(record).problems}


# --------------------------------------------------------------------------- item 5: fuzzing

SAMPLES = [
    records.format_text(_play(presets.get(name), random.Random(i), i, Seat(i % 4), 150))
    for i, name in enumerate(presets.names())
] + [
    records.format_text(
        GameRecord(rules=presets.STANDARD.replace(renege="penalise", name='odd "name"'),
                   dealer=Seat.NORTH, history=(DEAL, PASS, PASS, PASS),
                   seats=(None, None, Seat.WEST, None), players=("a]", "#b", "\u2028", ""),
                   tags={"Seed": "x", "Event": "\\"}))
]


def check_reader(read: Callable[[Any], Any], data: Any) -> None:
    """``read`` raises nothing but RecordError; what it reads writes and reads back equal."""
    try:
        value = read(data)
    except RecordError:
        return
    if isinstance(value, GameRecord):
        assert_round_trips(value)
    else:
        assert records.loads(records.dumps(value)) == value


@st.composite
def mutated_text(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(SAMPLES)).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        choice = draw(st.sampled_from(["delete", "duplicate", "edit", "swap", "header", "flip"]))
        if choice == "delete":
            del lines[i]
        elif choice == "duplicate":
            lines.insert(i, draw(st.sampled_from(lines)))
        elif choice == "edit":
            j = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:j] + draw(st.text(max_size=5)) + lines[i][j + 1 :]
        elif choice == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif choice == "header":
            name = draw(st.sampled_from(["Rules", "Rule", "Seed", "Dealer", "Deal", "North",
                                         "Tag", "Event", "West"]))
            value = draw(st.sampled_from(["STANDARD", "x = 1", "target = 3", "", "\\", "E",
                                          "Seed = 3", "N: 9c | | | | up: Ac"]) | st.text(max_size=8))
            lines.insert(i, f"[{name} {json.dumps(value)}]")
        else:
            raw = bytearray("\n".join(lines).encode("utf-8"))
            if raw:
                raw[draw(st.integers(0, len(raw) - 1))] ^= 1 << draw(st.integers(0, 7))
            return raw.decode("utf-8", errors="replace")
    return "\n".join(lines)


@examples(250)
@given(mutated_text())
def test_issue11_text_mutations_raise_only_record_errors_and_round_trip(text: str) -> None:
    check_reader(records.parse_text, text)


@examples(150)
@given(st.text(max_size=200) | st.binary(max_size=200))
def test_issue11_random_text_raises_only_record_errors(data: str | bytes) -> None:
    check_reader(records.parse_text, data)
    check_reader(records.loads, data)


JSON_SAMPLES = [records.dumps(GameRecord(rules=presets.get(name), seed=i)) for i, name in
                enumerate(presets.names())] + [
    records.dumps(records.parse_text(text)) for text in SAMPLES
] + [path.read_text(encoding="utf-8") for path in sorted((DATA / "egn").glob("*.egn"))[:3]]


@st.composite
def mutated_json(draw: st.DrawFn) -> bytes:
    raw = bytearray(draw(st.sampled_from(JSON_SAMPLES)).encode("utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(raw) - 1))
        choice = draw(st.integers(0, 2))
        if choice == 0:
            raw[i] ^= 1 << draw(st.integers(0, 7))
        elif choice == 1:
            del raw[i : i + draw(st.integers(1, 20))]
        else:
            raw[i:i] = draw(st.sampled_from([b"null", b"1", b'"x"', b"[", b"{}", b"NaN",
                                             b'"West: pass"', b'"pass"', b",", b"1e999"]))
    return bytes(raw)


@examples(250)
@given(mutated_json())
def test_issue11_json_mutations_raise_only_record_errors_and_round_trip(data: bytes) -> None:
    check_reader(records.loads, data)
    with contextlib.suppress(UnicodeDecodeError):
        check_reader(records.parse_text, data.decode("utf-8"))
