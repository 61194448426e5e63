"""Game records: JSON forms and the plain-text record (round trips, errors, replay reports)."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _json_paths import json_paths
from euchre import Phase, Reason, Seat, presets, records
from euchre.records import GameRecord, RecordError

SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# --------------------------------------------------------------------------- strategies

KNOBS: dict[str, st.SearchStrategy[Any]] = {
    "deal_pattern": st.sampled_from(
        [euchre.DEAL_3_2, euchre.DEAL_TRADITIONAL, euchre.DEAL_ONE_AT_A_TIME]
    ),
    "stick_the_dealer": st.booleans(),
    "all_pass": st.sampled_from(["next_dealer", "same_dealer"]),
    "dealer_pickup": st.sampled_from(["mandatory", "optional"]),
    "discard_upcard": st.booleans(),
    "alone": st.sampled_from(["nobody", "maker", "maker_or_partner"]),
    "alone_timing": st.sampled_from(["with_call", "after_call"]),
    "canadian_loner": st.booleans(),
    "defender_alone": st.sampled_from(["never", "vs_lone_maker", "always"]),
    "defender_alone_order": st.sampled_from(["dealer_left", "maker_left"]),
    "first_lead": st.sampled_from(["dealer_left", "maker_left", "lone_left"]),
    "target": st.integers(1, 12),
    "win_by_two": st.booleans(),
    "scoring": st.builds(
        euchre.Scoring,
        makers=st.integers(0, 3),
        march=st.integers(0, 4),
        lone=st.integers(0, 3),
        lone_march=st.integers(0, 6),
        euchre=st.integers(0, 4),
        lone_euchre=st.integers(0, 4),
        lone_defender_euchre=st.integers(0, 4),
        lone_defender_march=st.integers(0, 6),
        super_euchre=st.none() | st.integers(0, 6),
    ),
    "name": st.text(min_size=1, max_size=20),
}
#: Knobs the engine added later: used for the RuleSet round trip when the RuleSet has them.
NEWER_KNOBS: dict[str, st.SearchStrategy[Any]] = {
    "deck": st.sampled_from([24, 25, 32]),
    "renege": st.sampled_from(["forbid", "penalise"]),
    "renege_claim": st.sampled_from(["hand", "trick"]),
    "renege_penalty": st.sampled_from(["opponents_gain", "offenders_lose"]),
    "renege_points": st.integers(0, 4),
    "renege_points_alone": st.integers(0, 6),
    "renege_false_claim": st.integers(0, 3),
    "joker_upcard": st.sampled_from(["dealer_names", "redeal", "fixed"]),
    "joker_suit": st.sampled_from(list(euchre.Suit)),
    "no_trump": st.booleans(),
    "ace_no_face": st.booleans(),
    "farmers_hand": st.sampled_from(["off", "redeal", "exchange"]),
    "farmers_hand_size": st.sampled_from([3, 4, 5]),
    "num_deals": st.none() | st.integers(1, 12),
}
FIELDS = attrs.fields_dict(euchre.RuleSet)
ALL_KNOBS = {**KNOBS, **{k: v for k, v in NEWER_KNOBS.items() if k in FIELDS}}


@st.composite
def rulesets(draw: st.DrawFn, knobs: dict[str, st.SearchStrategy[Any]] = KNOBS) -> euchre.RuleSet:
    """A random preset with random knob changes (``rules.replace``), repaired if needed."""
    knock = [name for name in presets.names() if presets.get(name).variant == "knock"]
    base = presets.get(draw(st.sampled_from(knock)))
    chosen = draw(st.sets(st.sampled_from(sorted(knobs)), max_size=8))
    changes = {knob: draw(knobs[knob]) for knob in sorted(chosen)}
    merged = {**attrs.asdict(base, recurse=False), **changes}
    if merged["stick_the_dealer"]:
        changes["all_pass"] = "next_dealer"
    if merged["alone"] == "nobody":
        changes["defender_alone"] = "never"
        changes["canadian_loner"] = False
        if "call_for_best" in FIELDS:
            changes["call_for_best"] = False
    return base.replace(**changes) if changes else base


def random_game(rules: euchre.RuleSet, seed: int, steps: int, *, seeded: bool) -> euchre.State:
    """Random legal play: ``steps`` actions, or to the end of the game."""
    rng = random.Random(seed)
    if seeded:
        state = euchre.new_game(rules, seed=seed)
    else:
        state = euchre.new_game(
            rules, dealer=Seat(seed % 4), deal=euchre.Deal.random(rules, seed, dealer=seed % 4)
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

players = st.none() | st.tuples(*[st.text(max_size=12)] * 4)
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
@given(rulesets(ALL_KNOBS))
def test_rules_json_round_trip(rules: euchre.RuleSet) -> None:
    assert records.loads(records.dumps(rules)) == rules
    assert records.rules_from_json(json.loads(json.dumps(records.rules_to_json(rules)))) == rules
    text = records.format_text(GameRecord(rules=rules, seed=1))
    assert records.parse_text(text).rules == rules


def test_rules_json_uses_every_attrs_field() -> None:
    data = records.rules_to_json(presets.STANDARD)
    assert list(data) == [field.name for field in attrs.fields(euchre.RuleSet)]
    assert list(data["scoring"]) == [field.name for field in attrs.fields(euchre.Scoring)]
    # a knob left out of an older record takes its default
    del data["win_by_two"]
    assert records.rules_from_json(data) == presets.STANDARD


@SETTINGS
@given(rulesets(), st.integers(0, 2**32), st.sampled_from(list(Seat)))
def test_deal_json_round_trip(rules: euchre.RuleSet, seed: int, dealer: Seat) -> None:
    deal = euchre.Deal.random(rules, seed, dealer=dealer)
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
    record = GameRecord.from_state(state, players=names, tags=extra)
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
        ({"format": "euchre-record", "version": 1, "type": "rules"}, "rules: missing"),
        (
            {"format": "euchre-record", "version": 1, "type": "rules", "rules": {"target": "9"}},
            "rules.target: expected a whole number",
        ),
        (
            {"format": "euchre-record", "version": 1, "type": "rules", "rules": {"target": True}},
            "rules.target: expected a whole number, got true",
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
          "extra": 1}, "extra: unknown field"),
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
    record = GameRecord.from_state(state, players=names, tags=extra)
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
    assert "West is to act" in turn.message
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
