"""PTN: TricksterCards' hand records read, their table options mapped to a RuleSet, and
the hands replayed through the engine by way of the library's game record.

The records in ``tests/notation/data/ptn`` are TricksterCards' own, posted in the
TricksterCards/TricksterBots issues (README beside them says which). Each public example
replays, or the report names the option that stops it. Hands the engine plays, written
as PTN by a small writer here, read back and replay to the same game; malformed text
raises PtnError naming the line and column, never another exception.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from euchre import Action, ActionKind, Phase, Reason, Seat, Suit, presets, ptn, records
from euchre.limits import RecordLimitError
from euchre.ptn import PtnError, PtnLimitError

DATA = Path(__file__).parent / "data" / "ptn"
GO_UNDER = "GameOptionsJson.goUnder"


def _kinds(report: ptn.PtnReplay) -> list[tuple[str, str | None]]:
    return [(p.kind, p.where) for p in report.problems]


# --------------------------------------------------------------------------- the public examples


def test_lone_no_trump_with_call_for_best_replays_to_the_saved_score() -> None:
    """North calls no trump alone in round 2, takes South's best card (DQ) and passes
    back HA, and is euchred: the engine agrees card for card, and the score it reaches is
    the record's GameScores. Only the goUnder option, unused here, has no knob."""
    report = ptn.replay(ptn.load(DATA / "issue233-nt-alone-call-for-best.ptn"))
    assert report.applied == 6 + 1 + 15  # six calls, North's discard, 15 cards
    result = report.state.results[0]
    assert (result.maker, result.alone, result.trump, result.no_trump) == (
        Seat.NORTH, Seat.NORTH, None, True)
    assert result.tricks == euchre.Score(2, 3) and result.points == euchre.Score(0, 2)
    assert report.score == euchre.Score(6, 11)
    assert _kinds(report) == [("unsupported_rule", GO_UNDER)]
    assert report.rules.call_for_best and report.rules.no_trump and report.rules.stick_the_dealer


@pytest.mark.parametrize(
    ("name", "seat", "line"),
    [("issue313-go-under-stick.ptn", "East", 20), ("issue278-partial-go-under.ptn", "North", 12)],
)
def test_going_under_stops_the_replay_and_names_the_knob(name: str, seat: str, line: int) -> None:
    report = ptn.replay(ptn.load(DATA / name))
    went = [p for p in report.problems if "went under" in p.message]
    assert len(went) == 1 and went[0].kind == "unsupported_rule" and went[0].line == line
    assert went[0].message.startswith(f"{seat} went under") and "go_under" in went[0].message
    assert report.applied == 0 and report.state.phase is Phase.ORDER
    assert ("unsupported_rule", GO_UNDER) in _kinds(report)
    assert ("unsupported_rule", "GameOptionsJson.aloneTake5") in _kinds(report)
    assert "score_mismatch" not in [kind for kind, _ in _kinds(report)]


def test_a_hand_saved_before_the_dealers_discard_replays_up_to_it() -> None:
    report = ptn.replay(ptn.load(DATA / "issue282-order-up-partial.ptn"))
    assert [str(a) for a in report.state.history[1:]] == ["pass", "order up"]
    assert report.state.phase is Phase.DISCARD and report.state.to_act is Seat.SOUTH
    assert _kinds(report) == [("unsupported_rule", GO_UNDER)]


def test_bid_euchre_double_deck_is_not_replayed_and_each_missing_knob_is_named() -> None:
    report = ptn.replay(ptn.load(DATA / "issue310-bid-euchre-double-deck.ptn"))
    assert report.state is None and report.game is None
    named = {where for kind, where in _kinds(report) if kind == "unsupported_rule"}
    for option in ("deckSize", "withKitty", "offerAloneCall2", "biddingStyle", "bidType"):
        assert f"GameOptionsJson.{option}" in named
    assert report.problems[-1].kind == "not_replayed"
    assert report.rules.variant == "bid" and report.rules.target == 52


def test_reading_the_examples_keeps_every_tag() -> None:
    record = ptn.load(DATA / "issue313-go-under-stick.ptn")
    assert dict(record.tags)["Event"].startswith("Trickster Cards: Play Euchre")
    assert record.players == ("JT (3621466 Res)", "Althea (Auto)", "ETP (3398878)",
                              "Victoria (Auto)")
    assert record.scores == (10, 7) and record.dealer is Seat.SOUTH
    assert record.declarer is Seat.SOUTH and record.contract == "♠"
    assert record.options_dict["goUnder"] is True
    assert [str(c) for c in record.undealt] == ["9s", "Kd", "Jd", "Qc"]
    assert [m.kind for m in record.moves] == ["added", "removed", "added", "removed"]


def test_a_missing_closing_bracket_is_read_as_tricksterCards_writes_it() -> None:
    record = ptn.load(DATA / "issue233-nt-alone-call-for-best.ptn")
    assert dict(record.tags)["LocalDateTime"] == "1/2/2024 9:07 PM PST"
    assert record.options_dict == {"stickTheDealer": True, "allowNotrump": True,
                                   "callForBest": True, "goUnder": True, "noWatching": True}


# --------------------------------------------------------------------------- replay


CLEAN = """[GameOptionsJson "{\\"stickTheDealer\\":true}"]
[GameScores "S:10 7 10 7"]
[Dealer "S"]
[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]
[Undealt "S9DKDJCQ"]
[Auction "W"]
Pass Pass Pass ♠
[CardsAdded "S:S9"]
[CardsRemoved "S:DQ"]
[Play "W"]
CA CT C9 S9
SJ ST SA SQ
DA SK DT HQ
HJ HK HT HA
D9 CK H9 CJ
"""


def test_a_clean_hand_replays_with_no_problem_and_ends_the_game() -> None:
    report = ptn.replay(ptn.loads(CLEAN))
    assert report.ok and report.applied == 25
    assert report.score == euchre.Score(10, 7) and report.state.is_over
    assert report.game is not None and report.game.scores == (9, 7)


def test_the_cards_of_each_trick_are_played_from_its_leader() -> None:
    """The Play lines keep one column per seat; each trick's winner leads the next."""
    game, _ = ptn.to_record(ptn.loads(CLEAN))
    plays = [str(a) for a in game.history if isinstance(a, Action) and a.kind is ActionKind.PLAY]
    # South trumps the first trick (9s), so the second line is led by South's SQ
    assert plays[4:8] == ["play Qs", "play Js", "play Ts", "play As"]


def test_a_card_that_does_not_follow_suit_is_reported_with_the_engines_reason() -> None:
    """North holds CK and CT and throws HK on the club lead: a renege, refused with the
    engine's reason at North's column of the first Play line."""
    report = ptn.replay(ptn.loads(CLEAN.replace("CA CT C9 S9", "CA HK C9 S9")))
    first = report.problems[0]
    assert (first.kind, first.reason, first.seat) == (
        "illegal_action", Reason.MUST_FOLLOW_SUIT, Seat.NORTH)
    assert (first.line, first.column) == (11, 4)


def test_a_call_out_of_turn_is_reported_for_the_seat_the_record_names() -> None:
    text = CLEAN.replace("Pass Pass Pass ♠", "Pass - Pass ♠")
    report = ptn.replay(ptn.loads(text))
    assert report.problems[0].kind == "out_of_turn" and report.problems[0].seat is Seat.EAST
    assert (report.problems[0].line, report.problems[0].column) == (7, 8)


def test_a_call_this_reader_cannot_read_stops_the_replay_there() -> None:
    report = ptn.replay(ptn.loads(CLEAN.replace("Pass Pass Pass ♠", "Pass Pass 3♠ ♠")))
    bad = [p for p in report.problems if p.kind == "bad_call"]
    assert bad and (bad[0].line, bad[0].column) == (7, 11)
    assert report.applied == 2


def test_a_dealer_round_one_order_of_another_suit_is_illegal() -> None:
    report = ptn.replay(ptn.loads(CLEAN.replace("Pass Pass Pass ♠", "Pass Pass Pass ♥")))
    assert report.problems[0].kind == "illegal_action"
    assert report.problems[0].seat is Seat.SOUTH


def test_game_scores_that_no_game_could_reach_are_reported() -> None:
    report = ptn.replay(ptn.loads(CLEAN.replace("S:10 7 10 7", "S:0 7 0 7")))
    assert [p.kind for p in report.problems] == ["score_mismatch"]
    assert report.score == euchre.Score(1, 0)


def test_a_hand_written_as_unknown_is_not_replayed() -> None:
    text = CLEAN.replace("A.T9.T.9\"]", "-\"]")
    report = ptn.replay(ptn.loads(text))
    assert report.state is None and report.problems[-1].kind == "not_replayed"
    assert "East" in report.problems[-1].message


# --------------------------------------------------------------------------- the table options


def test_trickstercards_options_map_to_knobs() -> None:
    rules, problems = ptn.rules_for({"stickTheDealer": True, "allowNotrump": True,
                                     "callForBest": True, "gameOverScore": 11,
                                     "deckSize": 32, "noWatching": True, "noSuggestions": True})
    assert problems == ()
    assert (rules.stick_the_dealer, rules.no_trump, rules.call_for_best) == (True, True, True)
    assert (rules.target, rules.deck) == (11, 32)
    base, _ = ptn.rules_for({})
    assert base.replace(name="x") == presets.CARDGAMES_IO.replace(
        name="x", stick_the_dealer=False)


def test_defend_alone_is_reported_because_ptn_shows_no_defenders_answer() -> None:
    """The knob exists (defender_alone="vs_lone_maker"), but the engine would ask each
    defender, and no public record shows how PTN writes the answer: the hand is played
    without a lone defender, and the option is reported."""
    rules, problems = ptn.rules_for({"defendAlone": True})
    assert rules.defender_alone == "never"
    assert [p.where for p in problems] == ["GameOptionsJson.defendAlone"]
    assert "defender_alone='vs_lone_maker' exists" in problems[0].message


def test_a_lone_defenders_call_for_best_is_reported_without_a_knob() -> None:
    rules, problems = ptn.rules_for({"defendAlone": True, "callForBest": True})
    assert rules.call_for_best and rules.defender_alone == "never"
    assert [p.where for p in problems] == ["GameOptionsJson.defendAlone"]
    assert "lone defender's call for best" in problems[0].message


@pytest.mark.parametrize(
    ("option", "value"),
    [("goUnder", True), ("aloneTake5", True), ("take4for1", True), ("withJoker", True),
     ("makerLeadsFirst", True), ("deckSize", 16), ("numDecks", 2), ("players", 3)],
)
def test_options_without_a_knob_are_reported(option: str, value: object) -> None:
    _, problems = ptn.rules_for({option: value})
    assert [(p.kind, p.where) for p in problems] == [
        ("unsupported_rule", f"GameOptionsJson.{option}")]


def test_an_unknown_option_is_reported_and_an_off_option_is_not() -> None:
    _, problems = ptn.rules_for({"someNewOption": 3, "goUnder": False})
    assert [p.message for p in problems] == ['unknown table option "someNewOption" is ignored']


@pytest.mark.parametrize(
    "options",
    [{"stickTheDealer": 1}, {"gameOverScore": "10"}, {"gameOverScore": 0},
     {"deckSize": True}, [1, 2]],
)
def test_option_values_of_the_wrong_kind_raise_ptn_error(options: object) -> None:
    with pytest.raises(PtnError):
        ptn.rules_for(options)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- malformed text


@pytest.mark.parametrize(
    ("text", "where", "says"),
    [
        ("Pass Pass", "line 1, column 1", "before the first tag"),
        ("[Deal S:Q.AQ.Q.J]", "line 1, column 7", "in double quotes"),
        ('[1Deal "S"]', "line 1, column 1", "expected a tag"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT"]', "line 1, column 8", "a deal of 3 hands"),
        ('[Deal "X:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]', "line 1, column 8", "not a seat"),
        ('[Deal "S:Q.AQ.Q J.J.A9.A KT.K..KT A.T9.T.9"]', "line 1, column 10", "not a hand"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"] x', "line 1", "after the tag's value"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]\nPass', "line 2, column 1",
         "after the tag Deal"),
        ('[Dealer "S"]', "line 1", "no Deal tag"),
        ('[Undealt "S9D"]\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]', "line 1, column 11",
         "two letters each"),
        ('[Undealt "S9X9"]\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]',
         "line 1, column 13", "not a card"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]\n[Play "W"]\nCA CT CQ S9 SA',
         "line 3, column 13", "more than four cards"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]\n[Play "W"]\nCA C1 CQ S9',
         "line 3, column 4", "not a card"),
        ('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]\n[Deal "S:..."]', "line 2, column 1",
         "given twice"),
        ('[GameOptionsJson "{nope"]\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]',
         "line 1, column 19", "not JSON"),
        ('[GameScores "S:10 7 9 7"]\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]',
         "line 1, column 14", "different scores"),
        ('[CardsPassed "S:DQ"]\n[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]',
         "line 1, column 17", "CardsPassed names"),
        (b"\xff[Deal]", "line 1", "not UTF-8"),
    ],
)
def test_malformed_text_raises_ptn_error_saying_where_and_what(
    text: str | bytes, where: str, says: str
) -> None:
    with pytest.raises(PtnError) as raised:
        ptn.loads(text)
    message = str(raised.value)
    assert message.startswith(where) and says in message, message
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, records.RecordError)


def test_a_text_over_the_line_cap_raises_the_limit_error() -> None:
    with pytest.raises(PtnLimitError) as raised:
        ptn.loads("%\n" * 5, max_lines=4)
    assert isinstance(raised.value, RecordLimitError) and "max_lines=4" in str(raised.value)
    assert ptn.loads(CLEAN, max_lines=None).dealer is Seat.SOUTH


def test_a_deal_with_a_card_twice_is_a_bad_deal_not_a_crash() -> None:
    report = ptn.replay(ptn.loads(CLEAN.replace("A.T9.T.9\"]", "A.T9.T.J\"]")))
    assert report.state is None and report.problems[-1].kind == "bad_deal"


# --------------------------------------------------------------------------- writing and reading back


WRITABLE = [
    presets.CARDGAMES_IO,
    presets.CARDGAMES_IO.replace(no_trump=True, call_for_best=True),
    presets.CARDGAMES_IO.replace(stick_the_dealer=False, target=5),
    presets.CARDGAMES_IO.replace(deck=32, call_for_best=True),
]


def _hand_items(state: euchre.State, hand: int) -> tuple[object, ...]:
    """The deal and actions of one hand of a game's history."""
    items: list[object] = []
    number = -1
    for item in state.history:
        number += isinstance(item, euchre.Deal)
        if number == hand:
            items.append(item)
    return tuple(items)


@settings(max_examples=80, deadline=None)
@given(rules=st.sampled_from(WRITABLE), seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_every_hand_the_engine_plays_writes_as_ptn_and_replays_the_same(
    rules: euchre.RuleSet, seed: int, steps: int
) -> None:
    """Any game, cut anywhere: each of its hands, written by ptn.dumps, reads back and
    replays to that hand's deal and actions, ending at the score written."""
    state = euchre.new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    hands = sum(isinstance(item, euchre.Deal) for item in state.history)
    for hand in range(hands):
        text = ptn.dumps(state, hand)
        record = ptn.loads(text)
        report = ptn.replay(record)
        assert report.ok, (text, [str(p) for p in report.problems])
        assert report.state.history == _hand_items(state, hand)
        assert report.score == euchre.Score(*record.scores)
        assert ptn.rules_for(record.options_dict)[0].replace(name=rules.name) == rules


def test_dumps_writes_the_last_hand_with_an_action_by_default() -> None:
    state = euchre.new_game(presets.CARDGAMES_IO, seed=7).apply("pass").apply("order up")
    assert ptn.dumps(state) == ptn.dumps(state, 0)
    symbol = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
    assert state.upcard is not None and state.upcard.suit is not None
    calls = [call.text for call in ptn.loads(ptn.dumps(state)).auction]
    assert calls == ["Pass", symbol[state.upcard.suit]]
    with pytest.raises(PtnError, match="hand=3: the game has hands 0 to 0"):
        ptn.dumps(state, 3)


@pytest.mark.parametrize(
    "rules",
    [presets.STANDARD, presets.BID_EUCHRE, presets.CARDGAMES_IO.replace(deck=25),
     presets.CARDGAMES_IO.replace(defender_alone="vs_lone_maker")],
)
def test_rules_trickstercards_has_no_options_for_are_refused_by_the_writer(
    rules: euchre.RuleSet,
) -> None:
    with pytest.raises(PtnError, match="TricksterCards has no option"):
        ptn.options_for(rules)


def test_the_game_record_of_a_ptn_hand_writes_and_reads_back() -> None:
    game, _ = ptn.to_record(ptn.loads(CLEAN))
    assert game is not None
    again = records.loads(records.dumps(game))
    assert again == game and records.replay(again).state == records.replay(game).state


@pytest.mark.parametrize(
    ("tags", "where"),
    [('[Declarer "W"]', "Declarer"), ('[Contract "♥"]', "Contract"),
     ('[Contract "♠ alone"]', "Contract"), ('[Contract "X"]', "Contract")],
)
def test_a_declarer_or_contract_the_hand_does_not_bear_out_is_reported(
    tags: str, where: str
) -> None:
    report = ptn.replay(ptn.loads(CLEAN + tags + "\n"))
    assert [(p.kind, p.where) for p in report.problems] == [("contract_mismatch", where)]


def test_the_declarer_and_contract_of_the_public_examples_agree_with_the_engine() -> None:
    report = ptn.replay(ptn.loads(CLEAN + '[Declarer "S"]\n[Contract "♠"]\n'))
    assert report.ok
    record = ptn.load(DATA / "issue233-nt-alone-call-for-best.ptn")
    assert (record.declarer, record.contract) == (Seat.NORTH, "NT alone")
    assert "contract_mismatch" not in [p.kind for p in ptn.replay(record).problems]


def test_railroad_call_for_best_the_partner_passes_the_best_card() -> None:
    """Call for best (railroad): the lone player's partner gives the best card held; the
    engine moves it itself, and a record that passes another card is reported. In the
    no-trump hand South's best card is the DQ (no trump: the highest by rank)."""
    text = (DATA / "issue233-nt-alone-call-for-best.ptn").read_text(encoding="utf-8")
    report = ptn.replay(ptn.loads(text.replace('"S:N:DQ"', '"S:N:H9"')))
    wrong = [p for p in report.problems if p.kind == "best_card_mismatch"]
    assert len(wrong) == 1 and wrong[0].line == 21 and "best card, Qd" in wrong[0].message
