"""Game records: JSON forms and the plain-text record. Round trips lose nothing (irregular
actions included: out of turn, illegal, reneges and claims, unfinished hands, misdeals,
thrown-in hands; awkward names, tags and seeds); ``[Rule]`` values are exactly those JSON can
hold; errors say what and where; replay reports; caps bound what a record may hold; and both
readers raise nothing but their own errors.

The hypothesis tests build records the way the library makes and loads them (every preset and
random RuleSets; random play with out-of-turn actions, illegal actions, reneges and claims
where allowed, unfinished hands, misdeals, thrown-in hands, several games' worth of hands;
awkward names, tags and seeds) and fuzz both readers. A fixed number of examples keeps them
quick; ``EUCHRE_FUZZ=long`` (or a multiplier) runs more of those under ``examples``.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples as scaled
from _examples import fixed_draws
from _json_paths import json_paths
from euchre import Action, Deal, EuchreError, Phase, Reason, RuleSet, Seat, limits, presets, records
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
from strategies import near_presets, rulesets

SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# --------------------------------------------------------------------------- strategies


def random_game(rules: euchre.RuleSet, seed: int, steps: int, *, seeded: bool) -> euchre.State:
    """Random legal play: ``steps`` actions, or to the end of the game."""
    rng = random.Random(seed)
    if seeded:
        state = euchre.new_game(rules, seed=seed)
    else:
        dealer = seed % rules.players
        state = euchre.new_game(
            rules, dealer=dealer, deal=euchre.Deal.random(rules, seed, dealer=dealer)
        )
    for _ in range(steps):
        if state.is_over:
            break
        if state.phase is Phase.DEAL:
            state = state.apply_deal(euchre.Deal.random(rules, rng.randrange(2**32), dealer=state.dealer))
            continue
        state = state.apply(rng.choice(state.legal_actions()))
    return state


games = st.builds(
    random_game,
    rulesets(),
    st.integers(0, 2**32),
    st.integers(0, 250),
    seeded=st.booleans(),
)

#: Names for up to six seats (a test takes one per seat of its rules' table).
players = st.none() | st.tuples(*[st.text(max_size=12)] * 6)


def _names(names: Any, rules: euchre.RuleSet) -> Any:
    """One drawn name per seat of the table, or None."""
    return None if names is None else names[: rules.players]
tags = st.dictionaries(
    st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True)
    | st.sampled_from(["Rules", "Rule", "Dealer", "Seed", "Deal", "North", "Tag"]),
    st.text(max_size=20),
    max_size=3,
)


def same_game(a: euchre.State, b: euchre.State) -> None:
    assert a == b
    assert a.history == b.history and a.scores == b.scores and a.results == b.results


# --------------------------------------------------------------------------- JSON round trips


@SETTINGS
@given(rulesets())
def test_rules_json_round_trip(rules: euchre.RuleSet) -> None:
    assert records.loads(records.dumps(rules)) == rules
    assert records.rules_from_json(json.loads(json.dumps(records.rules_to_json(rules)))) == rules
    text = records.format_text(GameRecord(rules=rules, seed=1))
    assert records.parse_text(text).rules == rules


#: The table knobs a four-seat RuleSet's JSON leaves out at their defaults (design/any-table.md
#: §3.6: a four-seat record is byte-identical to one written before the knobs existed).
_TABLE_KNOBS = ("players", "partnership", "dummy", "double_deck_tie")


def test_rules_json_uses_every_attrs_field() -> None:
    data = records.rules_to_json(presets.STANDARD)
    every = [field.name for field in attrs.fields(euchre.RuleSet)]
    assert list(data) == [name for name in every if name not in _TABLE_KNOBS]
    for rules in presets.TABLE_PRESETS.values():  # a table knob is written when not at four
        data_at = records.rules_to_json(rules)
        shown_knobs = [n for n in every if n not in _TABLE_KNOBS or getattr(rules, n) != getattr(
            presets.STANDARD, n)]
        assert list(data_at) == shown_knobs, rules.name
    assert list(data["scoring"]) == [field.name for field in attrs.fields(euchre.Scoring)]
    # a knob left out of an older record takes its default
    del data["win_by_two"]
    assert records.rules_from_json(data) == presets.STANDARD


@SETTINGS
@given(rulesets(), st.integers(0, 2**32), st.integers(0, 5))
def test_deal_json_round_trip(rules: euchre.RuleSet, seed: int, dealer: int) -> None:
    deal = euchre.Deal.random(rules, seed, dealer=dealer % rules.players)
    assert records.loads(records.dumps(deal)) == deal


@SETTINGS
@given(games)
def test_action_json_round_trip(state: euchre.State) -> None:
    for action in state.legal_actions() + tuple(
        a for a in state.history if isinstance(a, euchre.Action)
    ):
        assert records.loads(records.dumps(action)) is action


@SETTINGS
@given(games, players, tags)
def test_game_json_round_trip(state: euchre.State, names: Any, extra: dict[str, str]) -> None:
    record = GameRecord.from_state(state, players=_names(names, state.rules), tags=extra)
    text = records.dumps(record, indent=1)
    back = records.loads(text)
    assert back == record
    assert records.loads(records.dumps(state)) == GameRecord.from_state(state)
    same_game(back.replay(), state)  # type: ignore[union-attr]


def test_json_documents_are_stamped() -> None:
    data = json.loads(records.dumps(presets.STANDARD))
    assert (data["format"], data["version"], data["type"]) == ("euchre-record", 1, "rules")


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"format": "euchre-record", "version": 2, "type": "rules"}, "version: unsupported"),
        ({"format": "euchre-record", "version": "1", "type": "rules"}, "version: expected"),
        ({"format": "chess", "version": 1, "type": "rules"}, "format: expected"),
        ({"format": "euchre-record", "version": 1, "type": "hand"}, "type: expected one of"),
        ({"format": "euchre-record", "version": 1, "type": "rules"}, "the field 'rules' is missing"),
        (
            {"format": "euchre-record", "version": 1, "type": "rules", "rules": {"target": "9"}},
            "rules.target: expected a whole number",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "rules", "rules": {"target": True}},
            "rules.target: expected a whole number, got the boolean true",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "rules",
             "rules": {"scoring": {"euchres": 3}}},
            "rules.scoring: unknown Scoring value 'euchres'",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "rules",
             "rules": {"alone": "nobody", "defender_alone": "always"}},
            "rules: defender_alone='always' needs alone",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "deal",
             "deal": {"hands": [["9c"], ["9c"], [], ["9c"]], "upcard": "Ac"}},
            "deal: hand of West: 9c is dealt too often",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "deal",
             "deal": {"hands": [["9c"], [], [], ["Zz"]], "upcard": "Ac"}},
            "deal.hands[3][0]: cannot read 'Zz' as a card",
        ),
        ({"format": "euchre-record", "version": 1, "type": "action", "action": "dance"},
         "action: cannot read 'dance'"),
        (
            {"format": "euchre-record", "version": 1, "type": "game", "rules": {},
             "history": ["pass"]},
            "must start with a deal",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "game", "rules": {}, "seed": 1,
             "history": ["pass", 7]},
            "history[1]: expected an action",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "game", "rules": {}, "seed": 1,
             "dealer": "Northeast", "history": []},
            "dealer: cannot read 'Northeast' as a seat",
        ),
        ({"format": "euchre-record", "version": 1, "type": "action", "action": "pass",
          "extra": 1}, "unknown field 'extra'; the fields are action, format, type, version"),
    ],
)
def test_malformed_json_says_what_and_where(document: dict[str, Any], message: str) -> None:
    with pytest.raises(RecordError) as error:
        records.loads(json.dumps(document))
    assert message in str(error.value)
    assert isinstance(error.value, ValueError) and isinstance(error.value, euchre.EuchreError)


def test_bad_json_text_reports_line_and_column() -> None:
    with pytest.raises(RecordError) as error:
        records.loads('{\n  "format": "euchre-record",\n  "version" 1}')
    assert (error.value.line, error.value.column) == (3, 13)
    with pytest.raises(RecordError, match="not UTF-8"):
        records.loads(b"\xff\xfe")
    with pytest.raises(RecordError, match="not JSON this library can read"):
        records.loads('{"version": ' + "9" * 5000 + "}")
    with pytest.raises(RecordError, match="nested too deeply"):
        records.loads("[" * 100_000 + "]" * 100_000)


# --------------------------------------------------------------------------- text records


@SETTINGS
@given(games, players, tags)
def test_text_round_trip(state: euchre.State, names: Any, extra: dict[str, str]) -> None:
    record = GameRecord.from_state(state, players=_names(names, state.rules), tags=extra)
    text = records.format_text(record)
    back = records.parse_text(text)
    assert back == record
    report = records.replay(back)
    assert report.ok, report
    same_game(report.state, state)


DISPUTE = """\
# A disputed hand: did West renege?
[Rules "CARDGAMES_IO"]
[North "Nan"]
[East "Ed"]
[South "Sue"]
[West "Walt"]
[Dealer "East"]

[Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh | up: Ah"]
South: pass
West: order up
East: discard 9c
South: play Kd
West: play 9h     # the renege
North: play Jd
"""


def test_disputed_hand_is_reported_not_raised() -> None:
    record = records.parse_text(DISPUTE)
    assert record.players == ("Nan", "Ed", "Sue", "Walt")
    report = records.replay(record)
    assert [p.kind for p in report.problems] == ["illegal_action", "out_of_turn"]
    renege, turn = report.problems
    assert (renege.line, renege.column, renege.seat, renege.reason) == (
        14,
        1,
        Seat.WEST,
        Reason.MUST_FOLLOW_SUIT,
    )
    assert str(renege.action) == "play 9h"
    assert "Legal for West: play Ad" in renege.message
    assert renege.message == euchre.new_game(
        presets.CARDGAMES_IO, dealer=Seat.EAST, deal=record.history[0]  # type: ignore[arg-type]
    ).apply("pass").apply("order up").apply("discard 9c").apply("play Kd").explain(
        "play 9h"
    ).message
    assert (turn.line, turn.seat) == (15, Seat.NORTH)
    assert turn.message.startswith(
        "play Jd is written for North, but West is to act: South led this trick, and play "
        "goes clockwise (see https://euchre-py.github.io/euchre/rules/#play)"
    )
    assert report.applied == 4 and report.state.to_act is Seat.WEST
    assert "line 14, column 1: hand 1, West: play 9h is not legal now" in str(report)


def test_every_illegal_action_is_listed() -> None:
    text = '[Rules "STANDARD"]\n[Seed "5"]\nplay 9c; pass; call hearts; pass\n'
    report = records.replay(records.parse_text(text))
    assert [(p.column, p.reason) for p in report.problems] == [
        (1, Reason.WRONG_PHASE),
        (16, Reason.WRONG_PHASE),
    ]
    assert report.applied == 2


def test_rules_headers_knob_lines_and_custom() -> None:
    text = """[Rules "custom"]
[Rule "stick_the_dealer = true"]
[Rule "scoring.euchre = 3"]
[Rule "scoring.super_euchre = 4"]
[Rule "deal_pattern = 3-2"]
[Rule "name = house rules"]
[Seed "x y"]
"""
    record = records.parse_text(text)
    rules = record.rules
    assert rules.stick_the_dealer and rules.scoring.euchre == 3
    assert rules.scoring.super_euchre == 4 and rules.deal_pattern == euchre.DEAL_3_2
    assert rules.name == "house rules" and record.seed == "x y" and record.history == ()
    assert records.parse_text(records.format_text(record)) == record


def test_seeded_record_may_leave_deals_out() -> None:
    state = random_game(presets.STANDARD, 11, 60, seeded=True)
    moves = "\n".join(str(a) for a in state.history if isinstance(a, euchre.Action))
    record = records.parse_text(f'[Rules "STANDARD"]\n[Seed "11"]\n[Dealer "{state.results[0].dealer if state.results else state.dealer}"]\n{moves}')
    same_game(record.replay(), state)
    assert records.replay(record).ok


def test_seed_text_that_looks_like_a_number_round_trips() -> None:
    state = euchre.new_game(presets.GAMES4ALL, seed="42")
    record = GameRecord.from_state(state)
    assert records.parse_text(records.format_text(record)).seed == "42"
    assert records.parse_text('[Rules "GAMES4ALL"]\n[Seed "42"]').seed == 42


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ('[Rules "STANDARD"]\n[Seed "1"]\npass\nplay Zz', (4, 6), "cannot read 'play Zz' as an action"),
        ('[Rules "STANDARD"]\n[Seed "1"]\npass; fold', (3, 7), "cannot read 'fold'"),
        ('[Rules "STANDARD"]\n[Seed "1"]\npass\n[Dealer "North"]', (4, 1), "must come before"),
        ('[Rules "STANDARD"]\n[Rules "GAMES4ALL"]', (2, 1), "given twice"),
        ('[Rules "pinochle"]', (1, 9), "no preset named 'pinochle'"),
        ('[Rules "STANDARD"]\n[Rule "sticky = true"]', (2, 8), "unknown knob 'sticky'"),
        ('[Rules "STANDARD"]\n[Rule "target = ten"]', (2, 8), "expected a whole number"),
        ('[Rules "STANDARD"]\n[Rule "stick_the_dealer = maybe"]', (2, 8), "true or false"),
        ('[Rules "STANDARD"]\n[Rule "scoring.x.y = 1"]', (2, 8), "unknown knob"),
        ('[Rules "STANDARD"]\n[Rule "alone = nobody"]', (2, 8), "defender_alone='always'"),
        ('[Rules "STANDARD"]\n[Rule "target"]', (2, 8), '[Rule "knob = value"]'),
        ('[Rules "STANDARD"]\n[Dealer "Nowhere"]', (2, 10), "cannot read 'Nowhere' as a seat"),
        ('[Rules "STANDARD"\n', (1, 18), "expected ]"),
        ('[Rules "STANDARD]\n', (1, 18), "no closing quote"),
        ("[Rules]\n", (1, 1), 'written [Name "value"]'),
        ("pass\n", (1, 1), "no [Rules"),
        ('[Rules "STANDARD"]\npass', (2, 1), "no [Seed] header"),
        ('[Rules "STANDARD"]\n[North "a"]\n[Seed "1"]', (1, 1), "missing East, South, West"),
        ('[Rules "STANDARD"]\nNorthwest: pass', (2, 1), "cannot read 'Northwest' as a seat"),
        (
            '[Rules "STANDARD"]\n[Deal "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh '
            '| W: Qh Kh Ah 9s Xs | up: Js"]',
            (2, 83),
            "cannot read 'Xs' as a card",
        ),
        (
            '[Rules "STANDARD"]\n[Deal "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh '
            '| W: Qh Kh Ah 9s 9c | up: Js"]',
            (2, 8),
            "9c dealt twice, but the 24-card deck",
        ),
        (
            '[Rules "STANDARD"]\n[Deal "9c Tc Jc Qc Kc | Ac 9d Td Jd Qd | Kd Ad 9h Th Jh '
            '| Qh Kh Ah 9s"]',
            (2, 70),
            "no up part",
        ),
        (
            '[Rules "STANDARD"]\n[Deal "N: 9c Tc Jc Qc Kc | Ac 9d Td Jd Qd"]',
            (2, 28),
            "label every part",
        ),
        (
            '[Rules "STANDARD"]\n[Deal "N: 9c Tc Jc Qc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh '
            '| W: Qh Kh Ah 9s Ts | up: Js"]',
            (2, 8),
            "hand of North has 4 cards",
        ),
    ],
)
def test_text_errors_point_at_line_and_column(
    text: str, where: tuple[int, int], message: str
) -> None:
    with pytest.raises(RecordError) as error:
        records.parse_text(text)
    assert message in str(error.value)
    assert (error.value.line, error.value.column) == where
    assert str(error.value).startswith(f"line {where[0]}, column {where[1]}: ")


def test_deal_header_forms() -> None:
    positional = records.parse_text(
        '[Rules "STANDARD"]\n'
        '[Deal "9c Tc Jc Qc Kc | Ac 9d Td Jd Qd | Kd Ad 9h Th Jh | Qh Kh Ah 9s Ts | Js"]'
    )
    labelled = records.parse_text(
        '[Rules "STANDARD"]\n'
        '[Deal "west: Qh Kh Ah 9s 10s | kitty: Qs Ks As | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh'
        ' | upcard: J♠ | N: 9c Tc Jc Qc Kc"]'
    )
    assert positional == labelled
    deal = positional.history[0]
    assert isinstance(deal, euchre.Deal) and [str(c) for c in deal.kitty] == ["Qs", "Ks", "As"]


@pytest.mark.parametrize(
    ("rules", "deck"),
    [
        (presets.STANDARD, 24),
        (presets.STANDARD.replace(deck=25), 25),
        (presets.STANDARD.replace(deck=32), 32),
        (presets.BID_EUCHRE, 24),
        (presets.BID_EUCHRE.replace(deck=48, cards_per_hand=12), 48),
    ],
)
def test_a_left_out_kitty_is_the_rest_of_the_rules_deck(rules: euchre.RuleSet, deck: int) -> None:
    """A text deal without its kitty gets the rest of the rules' deck (each card as often as
    the deck has it), in deck order: the deal reads back as dealt."""
    assert rules.deck == deck
    for seed in range(5):
        dealt = euchre.Deal.random(rules, seed)
        hands = " | ".join(" ".join(str(c) for c in hand) for hand in dealt.hands)
        up = "-" if dealt.upcard is None else str(dealt.upcard)
        record = records.parse_text(
            f'[Rules "custom"]\n[Rule "variant = {rules.variant}"]\n[Rule "deck = {deck}"]\n'
            f'[Rule "cards_per_hand = {rules.cards_per_hand}"]\n[Deal "{hands} | {up}"]'
        )
        deal = record.history[0]
        assert isinstance(deal, euchre.Deal)
        assert list(deal.kitty) == sorted(deal.kitty)
        assert sorted(str(c) for c in deal.kitty) == sorted(str(c) for c in dealt.kitty)


_THROWN_IN = [
    (presets.STANDARD.replace(stick_the_dealer=False), ["pass"] * 8, "all passed"),
    (presets.STANDARD.replace(ace_no_face=True), ["declare ace no face"], "ace no face declared"),
    (
        presets.STANDARD.replace(farmers_hand="redeal", farmers_hand_size=3),
        ["pass", "declare farmer"],
        "farmer declared",
    ),
    (presets.STANDARD.replace(deck=25, joker_upcard="redeal"), [], "the joker turned up"),
]


@pytest.mark.parametrize(("rules", "actions", "why"), _THROWN_IN)
def test_the_result_comment_says_why_a_hand_was_thrown_in(
    rules: euchre.RuleSet, actions: list[str], why: str
) -> None:
    # East holds an ace and no face card; South three 9s and 10s
    deal = euchre.Deal(
        hands=("Jc Qc Kc Jd Qd", "Ac 9c Tc 9h Th", "9d Td 9s Kd Ad", "Qh Kh Ah Ts Js"),
        upcard="Jo" if rules.deck == 25 else "Jh",
        kitty="Qs Ks As Jh" if rules.deck == 25 else "Qs Ks As",
    )
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=deal)
    for action in actions:
        state = state.apply(action)
    assert state.results[-1].thrown_in
    comments = [line for line in records.format_text(state).splitlines() if line.startswith("#")]
    assert comments == [f"# hand 1: {why}, thrown in"]


def test_a_new_deal_before_a_hand_ends_stops_the_replay() -> None:
    deal = "N: 9c Tc Jc Qc Kc | E: Ac 9d Td Jd Qd | S: Kd Ad 9h Th Jh | W: Qh Kh Ah 9s Ts | up: Js"
    text = f'[Rules "STANDARD"]\n[Deal "{deal}"]\npass\n[Deal "{deal}"]\npass\n'
    report = records.replay(records.parse_text(text))
    assert [(p.kind, p.line) for p in report.problems] == [("unfinished_hand", 4)]
    assert report.applied == 1


def test_replay_reports_bad_deals() -> None:
    record = GameRecord(
        rules=presets.STANDARD,
        seed=3,
        history=(euchre.Deal(hands=("9c", "", "", ""), upcard="Ac"),),
    )
    report = records.replay(record)
    assert [p.kind for p in report.problems] == ["bad_deal"]
    with pytest.raises(RecordError, match="history\\[0\\]: hand of North has 1 cards"):
        record.replay()


def test_game_record_validates_its_fields() -> None:
    with pytest.raises(RecordError, match="must start with a deal"):
        GameRecord(rules=presets.STANDARD)
    with pytest.raises(RecordError, match="players"):
        GameRecord(rules=presets.STANDARD, seed=1, players=("a", "b"))
    with pytest.raises(RecordError, match="seed"):
        GameRecord(rules=presets.STANDARD, seed=True)
    with pytest.raises(RecordError, match="tag name"):
        GameRecord(rules=presets.STANDARD, seed=1, tags={"two words": "x"})
    assert GameRecord(rules=presets.STANDARD, seed=1, dealer="w").dealer is Seat.WEST


# --------------------------------------------------------------------------- fuzzing

SAMPLE_STATE = random_game(presets.STANDARD, 3, 120, seeded=True)
SAMPLE_JSON = json.loads(records.dumps(SAMPLE_STATE))
SAMPLE_TEXT = records.format_text(SAMPLE_STATE)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 30) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=10,
)


@st.composite
def mutated_json(draw: st.DrawFn, document: Any) -> Any:
    document = json.loads(json.dumps(document))
    for _ in range(draw(st.integers(1, 3))):
        paths = json_paths(document)
        path = draw(st.sampled_from(paths))
        if not path:
            document = draw(json_values)
            continue
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        if draw(st.booleans()) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(json_values)
    return document


@settings(max_examples=400, deadline=None)
@given(mutated_json(SAMPLE_JSON))
def test_json_mutations_raise_only_record_errors(document: Any) -> None:
    try:
        value = records.loads(json.dumps(document))
    except RecordError:
        return
    if isinstance(value, GameRecord):
        records.replay(value)  # reports, never raises for a well-formed record


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_bytes_raise_only_record_errors(data: bytes) -> None:
    with contextlib.suppress(RecordError):
        records.loads(data)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_random_text_raises_only_record_errors(text: str) -> None:
    with contextlib.suppress(RecordError):
        records.parse_text(text)


@st.composite
def mutated_text(draw: st.DrawFn) -> str:
    lines = SAMPLE_TEXT.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        choice = draw(st.integers(0, 3))
        if choice == 0:
            del lines[i]
        elif choice == 1:
            line = lines[i]
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + draw(st.text(max_size=5)) + line[j + 1 :]
        elif choice == 2:
            lines.insert(i, draw(st.sampled_from(lines)))
        else:
            lines[i], lines[-1] = lines[-1], lines[i]
    return "\n".join(lines)


@settings(max_examples=400, deadline=None)
@given(mutated_text())
def test_text_mutations_raise_only_record_errors(text: str) -> None:
    try:
        record = records.parse_text(text)
    except RecordError:
        return
    records.replay(record)


# --------------------------------------------------------------------------- nothing lost

DATA = Path(__file__).resolve().parent / "data"


def examples(base: int) -> settings:
    return settings(
        max_examples=scaled(base),
        deadline=None,
        derandomize=fixed_draws(),
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


def test_format_text_keeps_the_seat_of_an_out_of_turn_action() -> None:
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


def test_seats_that_agree_with_the_replay_are_dropped() -> None:
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


def test_out_of_turn_action_makes_the_strict_replay_raise() -> None:
    record = GameRecord(
        rules=presets.STANDARD, dealer=Seat.NORTH, history=(DEAL, PASS), seats=(None, Seat.WEST)
    )
    with pytest.raises(RecordError, match="written for West, but East is to act") as error:
        record.replay()
    assert str(error.value).endswith(
        "is to act: round 1 of the bidding goes once round the table clockwise from the "
        "dealer's left: North deals, so East spoke first (see "
        "https://euchre-py.github.io/euchre/rules/#making-trump)"
    )


def test_wrong_first_leader_is_reported_with_the_first_lead_rule() -> None:
    """A record where the maker's side leads the first trick: the problem says who leads
    and why (cardgames.io: left of the dealer), and what Games4All would say."""
    text = DISPUTE.replace("South: play Kd\nWest: play 9h     # the renege\nNorth: play Jd\n", "West: play Ad\n")
    report = records.replay(records.parse_text(text))
    (turn,) = report.problems
    assert turn.kind == "out_of_turn" and turn.seat is Seat.WEST
    assert turn.message.startswith(
        "play Ad is written for West, but South is to act: East deals, and the player left "
        "of the dealer leads the first trick: South (first_lead='dealer_left', "
    )
    assert turn.message.endswith("under Games4All North would lead (left of the maker)")


def test_format_text_keeps_everything_after_an_unfinished_hand() -> None:
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
def test_tags_named_like_headers_stay_tags(name: str) -> None:
    record = GameRecord(rules=presets.STANDARD, seed=1, tags={name: "West", "Event": "x"})
    text = records.format_text(record)
    assert f'[Tag "{name} = West"]' in text
    back = records.parse_text(text)
    assert back == record and back.seed == 1 and back.dealer is None and back.players is None
    assert back.rules == presets.STANDARD
    assert_round_trips(record)


def test_tag_headers_are_read_both_ways() -> None:
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
def test_text_seeds_round_trip(seed: str) -> None:
    record = GameRecord(rules=presets.STANDARD, seed=seed)
    assert records.parse_text(records.format_text(record)).seed == seed
    assert_round_trips(record)


def test_seeds_the_engine_refuses_are_record_errors() -> None:
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
def test_names_and_values_with_special_characters_round_trip(value: str) -> None:
    rules = presets.STANDARD.replace(name=value) if value else presets.STANDARD
    record = GameRecord(
        rules=rules,
        seed=value or 1,
        players=(value, "b", value, "d"),
        tags={"Event": value, "Seed": value},
    )
    assert_round_trips(record)


def test_escapes_read_as_json_writes_them() -> None:
    """A character past U+FFFF escaped as a UTF-16 pair (as JSON writes it) is that
    character; a lone surrogate escape is kept as written (no text a file cannot hold)."""
    text = '[Rules "STANDARD"]\n[Seed "1"]\n[Tag "A = \\ud800\\udc00 \\U0001F600"]\n'
    text += '[Tag "B = \\ud800!"]\n[Rule ' + json.dumps('name = "𐀀') + "]\n"
    record = records.parse_text(text)
    assert record.tags == (("A", "\U00010000 \U0001F600"), ("B", "\\ud800!"))
    assert record.rules.name == '"𐀀'
    assert_round_trips(record)


@pytest.mark.parametrize("field", ["players", "tags", "rules"])
def test_text_a_file_cannot_hold_is_refused(field: str) -> None:
    lone = "x\udc80"  # what a bad decoding leaves
    arguments: dict[str, Any] = {
        "players": {"players": (lone, "b", "c", "d")},
        "tags": {"tags": {"Event": lone}},
        "rules": {"rules": presets.STANDARD.replace(name=lone)},
    }[field]
    with pytest.raises(RecordError, match="UTF-8 cannot encode"):
        GameRecord(**{"rules": presets.STANDARD, "seed": 1, **arguments})


def test_json_record_with_a_misdeal_reads_back_as_text() -> None:
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


def test_a_record_without_a_seed_needs_a_first_deal_that_starts_a_game() -> None:
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
def test_game_record_refuses_wrong_types_with_record_error(fields: dict[str, Any]) -> None:
    arguments: dict[str, Any] = {"rules": presets.STANDARD, "seed": 1, **fields}
    with pytest.raises(RecordError):
        GameRecord(**arguments)


# --------------------------------------------------------------------------- [Rule] values


def test_rule_bid_minimum_none_is_refused_with_line_and_column() -> None:
    with pytest.raises(RecordError) as error:
        records.parse_text('[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass')
    assert (error.value.line, error.value.column) == (2, 8)
    assert "bid_minimum: expected a whole number, got 'none'" in str(error.value)


def test_rule_bid_minimum_none_raises_a_euchre_error() -> None:
    text = '[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n'
    with pytest.raises(EuchreError, match="bid_minimum"):
        records.parse_text(text)


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
def test_rule_values_the_ruleset_refuses_are_record_errors(rule: str, message: str) -> None:
    text = f'[Rules "STANDARD"]\n[Rule "target = 7"]\n[Rule {json.dumps(rule)}]\n[Seed "1"]\npass'
    with pytest.raises(RecordError) as error:
        records.parse_text(text)
    assert (error.value.line, error.value.column) == (3, 8)
    assert message in str(error.value)


# Every knob's dotted name, from the RuleSet's own knob tables (scoring values as scoring.X).
RULE_KNOBS = sorted(
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
@given(st.sampled_from(RULE_KNOBS), st.sampled_from(RULE_WORDS) | st.text(max_size=6))
def test_every_rule_value_the_text_accepts_json_holds(knob: str, word: str) -> None:
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
for _rules in [
    RuleSet(),
    *(presets.get(name) for name in presets.names()),
    *presets.TABLE_PRESETS.values(),  # the table knobs are written only away from four seats
]:
    for _knob, _value in _json_leaves(records.rules_to_json(_rules)).items():
        if _value not in KNOWN_JSON.setdefault(_knob, []):
            KNOWN_JSON[_knob].append(_value)


@st.composite
def knob_json(draw: st.DrawFn) -> tuple[str, Any]:
    knob = draw(st.sampled_from(RULE_KNOBS))
    value = draw(
        st.sampled_from(KNOWN_JSON[knob])
        | st.sampled_from(KNOWN_JSON[knob])
        | json_scalars
        | st.lists(st.integers(1, 6), max_size=9)
    )
    return knob, value


@examples(300)
@given(knob_json())
def test_every_rule_value_json_accepts_the_text_holds(knob_value: tuple[str, Any]) -> None:
    rules = _rules_of_json(*knob_value)
    if rules is not None:
        assert_round_trips(GameRecord(rules=rules, seed=1))


# --------------------------------------------------------------------------- caps


def test_a_record_over_the_action_cap_is_refused_naming_the_cap() -> None:
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


def test_a_record_over_the_deal_and_line_caps_is_refused() -> None:
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


def test_the_default_caps_bound_a_huge_record() -> None:
    text = '[Rules "STANDARD"]\n[Seed "1"]\n' + "pass\n" * (limits.MAX_ACTIONS + 1)
    with pytest.raises(RecordTooLargeError, match=f"max_actions={limits.MAX_ACTIONS}"):
        records.parse_text(text)
    with pytest.raises(RecordTooLargeError, match=f"max_lines={limits.MAX_LINES}"):
        records.parse_text("\n" * (limits.MAX_LINES + 5))


def test_a_deal_part_with_too_many_cards_is_refused_quickly() -> None:
    text = '[Rules "STANDARD"]\n[Deal "N: ' + "9c " * 100_000 + '| E: | S: | W: | up: -"]'
    with pytest.raises(RecordError, match="the north part holds more cards than any deal"):
        records.parse_text(text)


def test_json_non_numbers_are_refused() -> None:
    for word in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(RecordError, match="not JSON this library can read"):
            records.loads('{"format": "euchre-record", "version": 1, "type": "rules",'
                          f' "rules": {{"num_deals": {word}}}}}')


# --------------------------------------------------------------------------- records, generated

def record_rulesets() -> st.SearchStrategy[RuleSet]:
    """A preset with random knob changes (tests/strategies.py)."""
    return near_presets(6)


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


def _play(rules: RuleSet, rng: random.Random, seed: int | str | None, seat: int,
          steps: int) -> euchre.State:
    dealer = int(seat) % rules.players  # a seat of the rules' table
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
                seats[draw(st.sampled_from(spots))] = draw(st.sampled_from(_seats_of(rules)))
        elif kind == "action":
            history.insert(at, draw(st.sampled_from(UNIVERSE)))
            seats.insert(at, draw(st.none() | st.sampled_from(_seats_of(rules))))
        elif kind == "deal":
            history.insert(at, Deal.random(rules, rng.randrange(2**32)))
            seats.insert(at, None)
        else:
            shapes = (["9c"], [], ["Ah", "Kh"], [], ["Qs"], [])
            history.insert(at, Deal(hands=shapes[: rules.players], upcard=None))
            seats.insert(at, None)


def _seats_of(rules: RuleSet) -> list[Any]:
    """The seats of the rules' table: Seat at four seats, Player elsewhere."""
    return list(Seat) if rules.players == 4 else list(euchre.Player)[: rules.players]


@st.composite
def game_records(draw: st.DrawFn) -> GameRecord:
    rules = draw(record_rulesets())
    rng = random.Random(draw(st.integers(0, 2**32)))
    seed = draw(st.none() | seeds)
    first = draw(st.integers(0, rules.players - 1))
    dealer = Seat(first) if rules.players == 4 else euchre.Player(first)
    state = _play(rules, rng, seed, first, draw(st.integers(0, 400)))
    history = list(state.history)
    seats: list[Seat | None] = [None] * len(history)
    if draw(st.booleans()):
        _irregular(draw, rules, rng, history, seats, 0 if seed is not None else 1)
    if seed is not None and draw(st.booleans()):  # a seeded record may leave its deals out
        kept = [i for i, item in enumerate(history) if not isinstance(item, Deal)]
        history, seats = [history[i] for i in kept], [seats[i] for i in kept]
    players = draw(st.none() | st.tuples(*[names] * rules.players))
    tags = draw(st.dictionaries(st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,6}", fullmatch=True),
                                names, max_size=3))
    return GameRecord(rules=rules, seed=seed, dealer=dealer, history=history, players=players,
                      tags=tags, seats=seats)


@examples(200)
@given(game_records())
def test_every_record_reads_back_equal_as_text_and_json(record: GameRecord) -> None:
    assert_round_trips(record)


@examples(150)
@given(record_rulesets(), st.none() | seeds, st.sampled_from(list(Seat)), st.integers(0, 2**32),
       st.integers(0, 300))
def test_the_record_of_a_legal_game_replays_clean(
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


def test_a_seeded_game_of_joker_redeals_replays_clean() -> None:
    rules = RuleSet(deck=25, joker_upcard="redeal", num_deals=2)
    state = euchre.new_game(rules, seed=619, dealer=Seat.WEST)  # both deals turn the joker
    assert state.is_over and len(state.history) == 2
    record = GameRecord.from_state(state)
    assert records.replay(record).ok and record.replay() == state
    assert_round_trips(record)


@examples(15)
@given(st.sampled_from(presets.names()), st.integers(0, 2**32))
def test_several_games_worth_of_hands_round_trip(name: str, seed: int) -> None:
    """A record that goes on after its game ended: the extra deals and actions are kept."""
    rules = presets.get(name).replace(target=1)
    rng = random.Random(seed)
    history: list[Any] = []
    ended = []
    for game in range(3):
        state = _play(rules, rng, None, Seat(game), 300)
        history.extend(state.history)
        ended.append(state.is_over)
    record = GameRecord(rules=rules, dealer=_seats_of(rules)[0], history=history)
    assert_round_trips(record)
    if ended[0]:  # the second game's deals come after the end of the first
        assert "bad_deal" in {problem.kind for problem in records.replay(record).problems}


# --------------------------------------------------------------------------- fuzzing both readers

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
def mutated_record_text(draw: st.DrawFn) -> str:
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
@given(mutated_record_text())
def test_text_mutations_raise_only_record_errors_and_round_trip(text: str) -> None:
    check_reader(records.parse_text, text)


@examples(150)
@given(st.text(max_size=200) | st.binary(max_size=200))
def test_random_text_or_bytes_in_both_readers_raise_only_record_errors(data: str | bytes) -> None:
    check_reader(records.parse_text, data)
    check_reader(records.loads, data)


JSON_SAMPLES = [records.dumps(GameRecord(rules=presets.get(name), seed=i)) for i, name in
                enumerate(presets.names())] + [
    records.dumps(records.parse_text(text)) for text in SAMPLES
] + [path.read_text(encoding="utf-8") for path in sorted((DATA / "egn").glob("*.egn"))[:3]]


@st.composite
def mutated_record_json(draw: st.DrawFn) -> bytes:
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
@given(mutated_record_json())
def test_json_mutations_raise_only_record_errors_and_round_trip(data: bytes) -> None:
    check_reader(records.loads, data)
    with contextlib.suppress(UnicodeDecodeError):
        check_reader(records.parse_text, data.decode("utf-8"))


def test_egn_fast_break_and_four_trick_tokens_records_round_trip() -> None:
    """A game under EGN's fast break and four-trick tokens writes and replays (JSON and
    text): the same points, the token cashed for its point, the tokens held; the text's
    result lines say each team's tokens."""
    rules = RuleSet(fast_break=True, four_trick_tokens=True, target=20)
    from euchre.bots import RuleBot

    state, bot = euchre.new_game(rules, seed=1), RuleBot(seed=1)
    while not state.is_over:
        state = state.apply(bot.act(state.view(state.to_act)))
    played = [r for r in state.results if not r.thrown_in]
    assert any(r.points == (0, 0) for r in played)  # a fast break
    assert any(sum(r.points) == 2 and r.tricks[int(r.maker) & 1] == 4 for r in played)  # cashed
    record = GameRecord.from_state(state)
    back = records.loads(records.dumps(record))
    assert back == record
    same_game(back.replay(), state)  # type: ignore[union-attr]
    text = records.format_text(record)
    report = records.replay(records.parse_text(text))
    assert report.ok, report
    same_game(report.state, state)
    assert report.state.tokens == state.tokens
    results = [line for line in text.splitlines() if line.startswith("# hand ")]
    assert results[-1].endswith(f"; tokens NS {state.tokens[0]} - EW {state.tokens[1]}")


def test_egn_go_under_records_round_trip() -> None:
    """A game with going under (``go_under``) writes and replays through JSON and text: the
    ``declare go under`` and its three discards read back as the engine's own actions, and
    every seat's view (the other seats' discards hidden) reads back from its JSON."""
    from euchre.bots import RuleBot

    rules = RuleSet(go_under="either", target=6)
    state, bot = euchre.new_game(rules, seed=2), RuleBot(seed=2)
    views = []
    while not state.is_over:
        state = state.apply(bot.act(state.view(state.to_act)))
        done = state.hand_actions[-4:]  # the declaration and its three discards
        if len(done) == 4 and str(done[0][1]) == "declare go under":
            views = [state.view(seat) for seat in Seat]
            assert sum(a.text == "discard (hidden)" for a in views[(done[0][0] + 1) % 4].actions) == 3
    assert any(str(a) == "declare go under" for a in state.history)
    assert views and all(euchre.View.from_json(v.to_json()) == v for v in views)
    record = GameRecord.from_state(state)
    back = records.loads(records.dumps(record))
    assert back == record
    same_game(back.replay(), state)  # type: ignore[union-attr]
    text = records.format_text(record)
    assert "declare go under" in text
    report = records.replay(records.parse_text(text))
    assert report.ok, report
    same_game(report.state, state)


def test_bicycle_railroad_match_record_json_round_trip_and_replay() -> None:
    import random

    match = euchre.new_match(euchre.presets.RAILROAD, seed=9)
    rng = random.Random(9)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
        if len(match.games) == 1 and match.state.results:  # mid-way: the record so far
            half = records.MatchRecord.from_match(match)
            assert records.loads(records.dumps(half)) == half and half.replay() == match
    record = records.MatchRecord.from_match(match)
    data = records.to_json(record)
    assert data["type"] == "match" and len(data["games"]) == len(match.games)
    assert [game["type"] for game in data["games"]] == ["game"] * len(match.games)
    assert records.loads(records.dumps(record)) == record
    assert record.replay() == match


def test_match_record_refuses_a_game_record_in_place_of_a_match() -> None:
    match = euchre.new_match(euchre.presets.RAILROAD, seed=9)
    data = records.to_json(records.MatchRecord.from_match(match))
    data["games"] = [records.to_json(euchre.presets.RAILROAD)]
    with pytest.raises(records.RecordError, match=r"games\[0\]"):
        records.from_json(data)


def test_bicycle_railroad_match_text_record_round_trip_and_check_problems() -> None:
    match = euchre.new_match(euchre.presets.RAILROAD, seed=5)
    rng = random.Random(5)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
    record = records.MatchRecord.from_match(match)
    text = records.format_match_text(record)
    assert text.count('[Game "') == len(match.games) and text.count('[Rules "RAILROAD"]') == len(match.games)
    assert records.parse_match_text(text) == record
    assert records.parse_match_text(text).replay() == match
    broken = text.replace('[Game "1"]', '[Game "1"]\n[Bogus', 1)
    with pytest.raises(records.RecordError, match=r"^game 1: line"):
        records.parse_match_text(broken)
    with pytest.raises(records.RecordError, match="Match"):
        records.parse_match_text(text.split("\n", 1)[1])


def test_keller1887_ch5_match_emn_game_starts_at_the_lap_carried() -> None:
    from euchre import egn

    rules = euchre.presets.CARDGAMES_IO.replace(laps=True, slams=True, match_games=3)
    for seed in range(40):
        match = euchre.new_match(rules, seed=seed)
        rng = random.Random(seed)
        while len(match.games) < 1:
            match = match.apply(rng.choice(match.legal_actions()))
        if match.results[0].carried:
            break
    carried = match.results[0].carried
    assert carried > 0
    doc = records.MatchRecord.from_match(match).to_emn()
    second = doc["games"][1]["gameData"]["metadata"]
    winner = match.results[0].winning_side
    assert second["initialScore"][winner] == carried and second["initialScore"][1 - winner] == 0
    back = egn.loads_match(json.dumps(doc))
    assert len(back) == 2
