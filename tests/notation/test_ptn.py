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

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from euchre import Action, ActionKind, Phase, Reason, Seat, Suit, presets, ptn, records
from euchre.limits import RecordLimitError
from euchre.ptn import PtnError, PtnLimitError

DATA = Path(__file__).parent / "data" / "ptn"


def _kinds(report: ptn.PtnReplay) -> list[tuple[str, str | None]]:
    return [(p.kind, p.where) for p in report.problems]


# --------------------------------------------------------------------------- the public examples


def test_lone_no_trump_with_call_for_best_replays_to_the_saved_score() -> None:
    """North calls no trump alone in round 2, South gives DQ (the partner's choice) and
    North passes back HA, and is euchred: the engine agrees card for card, and the score it
    reaches is the record's GameScores. Every option has a knob."""
    report = ptn.replay(ptn.load(DATA / "issue233-nt-alone-call-for-best.ptn"))
    assert report.applied == 6 + 1 + 1 + 15  # six calls, South's give, North's discard, 15 cards
    assert [str(a) for a in report.state.history[7:9]] == ["give Qd", "discard Ah"]
    result = report.state.results[0]
    assert (result.maker, result.alone, result.trump, result.no_trump) == (
        Seat.NORTH, Seat.NORTH, None, True)
    assert result.tricks == euchre.Score(2, 3) and result.points == euchre.Score(0, 2)
    assert report.score == euchre.Score(6, 11)
    assert report.ok
    assert report.rules.call_for_best and report.rules.no_trump and report.rules.stick_the_dealer
    assert report.rules.go_under == "either" and report.rules.best_card_choice == "partner"


ALONE_TAKE5 = ("unsupported_rule", "GameOptionsJson.aloneTake5")


def test_trickstercards_go_under_east_goes_under_at_its_turn_and_the_hand_replays() -> None:
    """#313: East (A, T, 9, T, 9) goes under at its turn in round 1, takes the kitty
    (DK DJ CQ), discards C9 H9 DT and passes; South orders spades, takes the S9 and discards
    the DQ; the five tricks replay and the engine's score is GameScores. Only aloneTake5
    has no knob."""
    report = ptn.replay(ptn.load(DATA / "issue313-go-under-stick.ptn"))
    assert [str(a) for a in report.state.history[1:10]] == [
        "pass", "pass", "declare go under", "discard 9c", "discard 9h", "discard Td", "pass",
        "order up", "discard Qd"]
    assert report.applied == 4 + 4 + 1 + 20 and report.state.results
    result = report.state.results[0]
    assert (result.maker, result.trump, result.tricks) == (
        Seat.SOUTH, Suit.SPADES, euchre.Score(4, 1))
    assert report.score == euchre.Score(10, 7)
    assert _kinds(report) == [ALONE_TAKE5]


def test_trickstercards_go_under_a_hand_saved_in_the_third_trick_replays_to_it() -> None:
    """#278: North, first to speak, goes under (takes HJ DJ CK, discards C9 S9 CT) and
    passes; South orders hearts, West takes the HT and discards the CQ; the record stops
    with the third trick three cards in, and so does the replay."""
    report = ptn.replay(ptn.load(DATA / "issue278-partial-go-under.ptn"))
    assert [str(a) for a in report.state.history[1:6]] == [
        "declare go under", "discard 9c", "discard 9s", "discard Tc", "pass"]
    assert report.applied == 4 + 3 + 1 + 11
    assert report.state.phase is Phase.PLAY and len(report.state.current_trick.cards) == 3  # type: ignore[union-attr]
    assert _kinds(report) == [ALONE_TAKE5]


def test_trickstercards_go_under_is_read_as_either_poor_hand() -> None:
    """Which hands TricksterCards lets go under is not published; #278's North holds a
    queen and four 9s and 10s, so go_under="no_face_cards" would refuse a hand the table
    allowed: the reader uses "either" (EGN's two poor hands), which both examples fit."""
    assert ptn.rules_for({"goUnder": True}) == (ptn.rules_for({})[0].replace(
        go_under="either", name=ptn.rules_for({"goUnder": True})[0].name), ())
    game, _ = ptn.to_record(ptn.load(DATA / "issue278-partial-go-under.ptn"))
    assert game is not None
    for value, ok in (("no_face_cards", False), ("nines_and_tens", True), ("either", True)):
        replayed = records.replay(attrs.evolve(game, rules=game.rules.replace(go_under=value)))
        assert (replayed.applied == 19) is ok, value
    refused = records.replay(attrs.evolve(game, rules=game.rules.replace(go_under="no_face_cards")))
    assert "no jack, queen or king" in str(refused.problems[0])


def test_trickstercards_go_under_a_record_saved_before_the_players_call_replays_it() -> None:
    """A hand saved after East went under but before East's call: the go-under is placed
    at East's turn (the next in round 1), and the replay ends with East to bid; saved
    between the discards, it ends with East to discard."""
    text = (DATA / "issue313-go-under-stick.ptn").read_text(encoding="utf-8")
    cut = text[: text.index('[CardsAdded "S:S9"]')].replace("Pass Pass Pass ♠", "Pass Pass")
    cut = cut.replace('[GameScores "S:10 7 10 7"]', '[GameScores "S:9 7 9 7"]')  # not yet won
    report = ptn.replay(ptn.loads(cut))
    assert [str(a) for a in report.state.history[3:]] == [
        "declare go under", "discard 9c", "discard 9h", "discard Td"]
    assert report.state.phase is Phase.ORDER and report.state.to_act is Seat.EAST
    assert _kinds(report) == [ALONE_TAKE5]
    half = ptn.replay(ptn.loads(cut.replace('"E:C9H9DT"', '"E:C9"')))
    assert half.state.phase is Phase.DISCARD and half.state.to_act is Seat.EAST


def test_a_go_under_the_engine_refuses_is_reported_with_its_rule() -> None:
    """A hand that may not go under (South holds queens and a jack), a go-under without
    the option, and one by a player with no call left in round 1 are problems naming the
    rule, not crashes."""
    text = (DATA / "issue313-go-under-stick.ptn").read_text(encoding="utf-8")
    south = ptn.replay(ptn.loads(text.replace('"E:CQDJDK"', '"S:CQDJDK"').replace(
        '"E:C9H9DT"', '"S:HQHACJ"')))
    assert south.problems[1].kind == "illegal_action" and south.problems[1].line == 20
    assert "go under" in south.problems[1].message and "9s and 10s" in str(south.problems[1])
    off = ptn.replay(ptn.loads(text.replace('\\"goUnder\\":true,', "")))
    assert off.problems[1].kind == "illegal_action" and "go_under" in str(off.problems[1])
    late = text.replace("Pass Pass Pass ♠", "♠ - - -").replace('[CardsAdded "S:S9"]\n', "")
    report = ptn.replay(ptn.loads(late))
    went = [p for p in report.problems if "went under" in p.message]
    assert went[0].kind == "illegal_action" and "own turn in round 1" in went[0].message
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
    assert not rules.defender_call_for_best
    assert "lone defender's call for best (defender_call_for_best)" in problems[0].message


@pytest.mark.parametrize(
    ("option", "value"),
    [("aloneTake5", True), ("take4for1", True), ("withJoker", True),
     ("makerLeadsFirst", True), ("deckSize", 16), ("numDecks", 2), ("players", 3)],
)
def test_options_without_a_knob_are_reported(option: str, value: object) -> None:
    _, problems = ptn.rules_for({option: value})
    assert [(p.kind, p.where) for p in problems] == [
        ("unsupported_rule", f"GameOptionsJson.{option}")]


def test_trickstercards_take_4_for_1_is_not_egns_four_trick_tokens() -> None:
    """TricksterCards' bot, with take4for1, passes 'with only three sure tricks' (its
    makers need four tricks for the point); EGN's four_trick_tokens scores a token for
    exactly four tricks: another rule, so the option stays reported."""
    rules, problems = ptn.rules_for({"take4for1": True})
    assert not rules.four_trick_tokens
    assert "four_trick_tokens" in problems[0].message and "another rule" in problems[0].message


def test_trickstercards_go_under_needs_the_24_card_knock_deal() -> None:
    rules, problems = ptn.rules_for({"goUnder": True, "deckSize": 32})
    assert rules.go_under == "off" and rules.deck == 32
    assert [p.where for p in problems] == ["GameOptionsJson.goUnder"]


def test_trickstercards_call_for_best_the_partner_chooses_the_card() -> None:
    """TricksterCards' partner passes a card of their choosing (its bot only suggests the
    highest trump, else the highest off-suit card): callForBest is call_for_best with
    best_card_choice="partner", and a record whose partner passed a lower card replays
    with that card given, as Railroad's partner who 'complies by choosing what he judges
    to be the most advantageous card' (Bicycle)."""
    rules, _ = ptn.rules_for({"callForBest": True})
    assert rules.call_for_best and rules.best_card_choice == "partner"
    assert ptn.rules_for({"callForBest": True, "variation": 1})[0].best_card_choice == "rule"
    text = (DATA / "issue233-nt-alone-call-for-best.ptn").read_text(encoding="utf-8")
    report = ptn.replay(ptn.loads(text.replace('"S:N:DQ"', '"S:N:H9"')))
    assert [str(a) for a in report.state.history[7:9]] == ["give 9h", "discard Ah"]
    assert "best_card_mismatch" not in [p.kind for p in report.problems]
    held = ptn.replay(ptn.loads(text.replace('"S:N:DQ"', '"S:N:DA"')))
    assert held.problems[0].kind == "illegal_action" and held.problems[0].line == 21


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


#: TricksterCards' call for best: the partner chooses the card.
PARTNER = {"call_for_best": True, "best_card_choice": "partner"}
WRITABLE = [
    presets.CARDGAMES_IO,
    presets.CARDGAMES_IO.replace(no_trump=True, **PARTNER),
    presets.CARDGAMES_IO.replace(stick_the_dealer=False, target=5),
    presets.CARDGAMES_IO.replace(deck=32, **PARTNER),
    presets.CARDGAMES_IO.replace(go_under="either"),
    presets.CARDGAMES_IO.replace(go_under="either", no_trump=True, **PARTNER),
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


def test_dumps_writes_going_under_as_trickstercards_does() -> None:
    """A player who goes under: CardsAdded of the kitty into the hand, CardsRemoved of the
    three discards (as #313 writes them), before the dealer's pickup; it reads back to the same
    actions."""
    rules = presets.CARDGAMES_IO.replace(go_under="either")
    deal = ptn.to_record(ptn.load(DATA / "issue313-go-under-stick.ptn"))[0].history[0]  # type: ignore[union-attr]
    state = euchre.new_game(rules, dealer=Seat.SOUTH, deal=deal)
    for action in ("pass", "pass", "go under", "discard 9c", "discard 9h", "discard Td", "pass",
                   "order up", "discard Qd"):
        state = state.apply(action)
    text = ptn.dumps(state)
    assert '\\"goUnder\\":true' in text
    assert [line for line in text.splitlines() if line.startswith("[Cards")] == [
        '[CardsAdded "E:CQDJDK"]', '[CardsRemoved "E:C9H9DT"]', '[CardsAdded "S:S9"]',
        '[CardsRemoved "S:DQ"]']
    assert ptn.replay(ptn.loads(text)).state.history == state.history


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
     presets.CARDGAMES_IO.replace(defender_alone="vs_lone_maker"),
     presets.CARDGAMES_IO.replace(call_for_best=True),  # the rule's card, not the partner's
     presets.CARDGAMES_IO.replace(go_under="nines_and_tens"),
     presets.CARDGAMES_IO.replace(fast_break=True),
     presets.CARDGAMES_IO.replace(four_trick_tokens=True)],
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
