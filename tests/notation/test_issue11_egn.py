"""Issue 11 (hardening), EGN: nothing lost in a round trip, no action dropped without a
problem, bounded reading, and fuzzing of the corpus.

- the joker turned up and named by the dealer is written (``jokerSuit``) and read back;
- the replay reports every action or field of the file it does not use;
- games of every RuleSet EGN can state round-trip, the others are refused with EgnError;
- files are read through ``limits.read_bytes``, with caps on deals and actions;
- mutated corpus files and random JSON raise only EgnError, and replay never raises.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import euchre
from _json_paths import json_paths
from euchre import ActionKind, Phase, Seat, egn, presets, records
from euchre.egn import EgnError, EgnLimitError, _assign
from euchre.engine.cardorder import trump_index
from euchre.limits import RecordLimitError

DATA = Path(__file__).parent / "data" / "egn"
CORPUS = sorted(DATA.rglob("*.egn"))
MATCH = DATA / "combination examples" / "MotE W5 Match.emn"
JOKER_RULES, _ = egn.rules_for({"joker": True})


def _doc(**ruleset: Any) -> dict[str, Any]:
    """An EGN document with no deals yet."""
    return {
        "fileType": "Euchre Game Notation",
        "version": "1.4",
        "metadata": {"players": ["N", "E", "S", "W"], "initialScore": [0, 0],
                     "ruleset": {"std": True, **ruleset}},
        "deals": [],
    }


def _finish_hand(state: euchre.State, rng: random.Random) -> euchre.State:
    number = state.hand_number
    while state.hand_number == number and not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _joker_turned_up(rules: euchre.RuleSet = JOKER_RULES) -> euchre.State:
    """A new game whose first upcard is the joker (the dealer names its suit)."""
    for seed in range(1000):
        state = euchre.new_game(rules, seed=seed, dealer=Seat.NORTH)
        if state.phase is Phase.JOKER:
            return state
    raise AssertionError("no joker upcard in 1000 deals")  # pragma: no cover


def _same_game(state: euchre.State, text: str) -> egn.EgnReplay:
    """Read ``text`` back and check it replays as ``state`` was played."""
    report = egn.replay(egn.loads(text))
    assert report.ok, report.problems
    original = records.GameRecord.from_state(state)
    if not original.history:
        return report
    (record,) = report.records
    assert [actions for _, actions in record.hands] == [a for _, a in original.hands]
    assert report.state is not None
    assert report.state.results == state.results and report.score == state.scores
    return report


# --------------------------------------------------------------------------- 1. the joker


@pytest.mark.parametrize("include_hands", [True, False])
def test_issue11_egn_joker_upcard_named_by_the_dealer_round_trips(include_hands: bool) -> None:
    """deck=25, joker_upcard="dealer_names": the naming was written as a call, so read
    back the hand's actions were gone and the report said ok=True."""
    start = _joker_turned_up()
    rng = random.Random(1)
    for stop in range(1, 12):
        state = start
        for _ in range(stop):
            state = state.apply(rng.choice(state.legal_actions()))
        named = state.history[1]
        assert isinstance(named, euchre.Action) and named.kind is ActionKind.CALL
        doc = egn.to_egn(state, include_hands=include_hands)
        bidding = doc["deals"][0]["phases"][0]
        assert named.suit is not None and bidding["jokerSuit"] == named.suit.letter
        bids = [i for i, b, _ in records.GameRecord.from_state(state).steps()
                if b.phase in (Phase.ORDER, Phase.CALL)]
        assert len(bidding["calls"]) == len(bids)  # the naming is not a call
        report = _same_game(state, json.dumps(doc))
        assert report.hands[0].actions[0] == named
    whole = _finish_hand(start, rng)
    _same_game(whole, egn.dumps(whole, include_hands=include_hands))


def test_issue11_egn_joker_upcard_right_after_the_naming_is_not_lost() -> None:
    """The record that stops right after the naming: once read back as an empty hand with
    ok=True, now the naming replays."""
    start = _joker_turned_up()
    state = start.apply(start.legal_actions()[2])
    report = _same_game(state, egn.dumps(state))
    assert report.hands[0].actions == (state.history[-1],)
    assert report.state is not None and report.state.phase is Phase.ORDER


@pytest.mark.parametrize("include_hands", [True, False])
def test_issue11_egn_joker_upcard_not_yet_named_round_trips(include_hands: bool) -> None:
    """A game that stops while the dealer has still to name the joker's suit (found by the
    long fuzz run): the writer has no jokerSuit to write, and the reader once called the
    file unreplayable (joker_suit_missing); the record simply stops before the naming."""
    state = _joker_turned_up()
    report = _same_game(state, egn.dumps(state, include_hands=include_hands))
    assert report.state is not None and report.state.phase is Phase.JOKER
    assert report.hands[0].actions == ()


def test_issue11_egn_joker_upcard_without_its_suit_is_a_problem() -> None:
    start = _joker_turned_up()
    state = _finish_hand(start, random.Random(3))
    doc = egn.to_egn(state)
    del doc["deals"][0]["phases"][0]["jokerSuit"]
    report = egn.replay(egn.read(doc))
    assert not report.ok
    assert [p.kind for p in report.problems] == ["joker_suit_missing", "not_replayed"]
    assert report.problems[0].where == "deals[0].phases[0].jokerSuit"
    assert report.hands[0].actions == ()
    # the joker turned down: the hand is rebuilt, and the replay stops at the naming
    state = _joker_turned_up()
    state = state.apply(state.legal_actions()[0])
    for _ in range(4):
        state = state.apply("pass")
    state = _finish_hand(state.apply(state.legal_actions()[-1]), random.Random(4))
    doc = egn.to_egn(state, include_hands=False)
    del doc["deals"][0]["phases"][0]["jokerSuit"]
    report = egn.replay(egn.read(doc))
    assert [(p.kind, p.where) for p in report.problems] == [
        ("joker_suit_missing", "deals[0].phases[0].jokerSuit")
    ]


def test_issue11_egn_joker_suit_must_be_a_suit_letter() -> None:
    state = _joker_turned_up().apply("call hearts")
    doc = egn.to_egn(state)
    doc["deals"][0]["phases"][0]["jokerSuit"] = "hearts"
    with pytest.raises(EgnError, match=r"jokerSuit: expected a suit letter"):
        egn.read(doc)


# --------------------------------------------------------------------------- 2. nothing dropped

# A finished hand of CARDGAMES_IO: West deals, 9♠ up; North orders up, West discards 9♥.
_DEAL = euchre.Deal(
    hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh", "Qh Kh Ah 9s Ts"),
    upcard="Js",
    kitty="Qs Ks As",
)


def _one_hand(*actions: str, rules: euchre.RuleSet = presets.CARDGAMES_IO) -> dict[str, Any]:
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=_DEAL)
    for action in actions:
        state = state.apply(action)
    return egn.to_egn(state)


def _whole_hand(seed: int = 5) -> dict[str, Any]:
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.NORTH, deal=_DEAL)
    return egn.to_egn(_finish_hand(state.apply("pass").apply("order up"), random.Random(seed)))


def _kinds(doc: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(p.kind, p.where) for p in egn.replay(egn.read(doc)).problems]


def test_issue11_egn_a_trick_after_the_hand_is_over_is_reported() -> None:
    doc = _whole_hand()
    assert _kinds(doc) == []
    tricks = doc["deals"][0]["phases"][1]["tricks"]
    tricks.append(list(tricks[-1]))  # a sixth trick: the engine never asks for it
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[1].tricks[5][0]")]


def test_issue11_egn_calls_after_trump_is_made_are_reported_in_a_partial_hand() -> None:
    doc = _one_hand("pass", "order up")  # the record stops at the dealer's discard
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["calls"].append("Pass")
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].calls[2]")]


def test_issue11_egn_calls_after_a_thrown_in_hand_are_reported() -> None:
    rules = presets.CARDGAMES_IO.replace(stick_the_dealer=False)
    doc = _one_hand(*["pass"] * 8, rules=rules)
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["calls"].append("h")
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].calls[8]")]


def test_issue11_egn_a_discard_the_dealer_never_made_is_reported() -> None:
    doc = _one_hand(*["pass"] * 4, "call hearts")  # round 2: the dealer takes nothing
    doc["deals"][0]["phases"][0]["discard"] = "9c"
    kinds = _kinds(doc)
    assert kinds == [("extra_actions", "deals[0].phases[0].discard")]


def test_issue11_egn_is_alone_without_a_maker_is_reported() -> None:
    doc = _one_hand("pass", "pass")
    doc["deals"][0]["phases"][0]["isAlone"] = True
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].isAlone")]


def test_issue11_egn_a_lone_defender_never_asked_is_reported() -> None:
    rules, _ = egn.rules_for({"defend_alone": True})
    doc = _one_hand("order up alone", rules=rules)  # East alone; stops at the discard
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["aloneDefender"] = 2
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].aloneDefender")]


def test_issue11_egn_a_joker_suit_without_a_joker_is_reported() -> None:
    doc = _whole_hand()
    doc["deals"][0]["phases"][0]["jokerSuit"] = "h"
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].jokerSuit")]


@pytest.mark.parametrize(
    ("field", "card", "where"),
    [
        ("discard", "7c", "deals[0].phases[0].discard"),  # not in the 24-card deck
        ("discard", "B", "deals[0].phases[0].discard"),
        ("playerCards", "8h", "deals[0].initialState.playerCards[1][0]"),
    ],
)
def test_issue11_egn_cards_not_in_the_deck_are_reported(field: str, card: str, where: str) -> None:
    doc = _whole_hand()
    deal = doc["deals"][0]
    if field == "discard":
        deal["phases"][0]["discard"] = card
    else:
        deal["initialState"]["playerCards"][1][0] = card
    assert ("bad_cards", where) in _kinds(doc)


def test_issue11_egn_a_bower_letter_discard_is_read_by_trump() -> None:
    """``L`` for the dealer's discard: the left bower, once trump is known (it was
    silently dropped)."""
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.NORTH, deal=_DEAL)
    state = state.apply("order up").apply("discard Jc")  # spades: J♣ is the left bower
    state = _finish_hand(state, random.Random(2))
    doc = egn.to_egn(state)
    assert doc["deals"][0]["phases"][0]["discard"] == "Jc"
    doc["deals"][0]["phases"][0]["discard"] = "L"
    report = egn.replay(egn.read(doc))
    assert report.ok and report.hands[0].actions == tuple(state.history[1:])


def test_issue11_egn_an_exchange_the_file_cannot_say_stops_with_a_problem() -> None:
    """partners_best: after a lone call the engine waits for the loner's discard, which EGN
    does not record; the replay stopped there silently."""
    rules, _ = egn.rules_for({"partners_best": True})
    doc = _one_hand(rules=presets.CARDGAMES_IO)
    doc["metadata"]["ruleset"]["partners_best"] = True
    doc["deals"][0]["phases"][0].update(calls=["Pass", "Order"], isAlone=True)
    assert egn.replay(egn.read(doc)).ok  # the record stops at the loner's discard
    doc["deals"][0]["phases"].append({"type": "TRICK_PLAY", "tricks": [["Ac"]]})
    report = egn.replay(egn.read(doc))
    assert egn.read(doc).rules.replace(name=rules.name) == rules
    assert [p.kind for p in report.problems] == ["unsupported_rule"]
    assert "EGN records only the dealer's discard" in report.problems[0].message


def test_issue11_egn_writing_an_exchange_is_refused() -> None:
    rules, _ = egn.rules_for({"partners_best": True})
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=_DEAL).apply("pass")
    state = state.apply("order up alone")  # South alone: North, the dealer, sits out
    state = state.apply(state.legal_actions()[0])  # South's discard after the best card
    with pytest.raises(EgnError, match=r"EGN cannot record the action discard .*call for best"):
        egn.dumps(state)


def test_issue11_egn_a_record_stopping_between_the_defenders_is_refused() -> None:
    rules, _ = egn.rules_for({"defend_alone": True})
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=_DEAL).apply("pass")
    state = state.apply("order up alone")
    assert state.phase is Phase.ALONE
    state = state.apply("pass")  # the first defender declines
    with pytest.raises(EgnError, match="declined to go alone, before"):
        egn.dumps(state)
    _same_game(state.apply("pass"), egn.dumps(state.apply("pass")))


def _written_actions(doc: dict[str, Any]) -> dict[str, int]:
    """How many calls, namings and cards played the file holds."""
    out = {"calls": 0, "named": 0, "plays": 0}
    for deal in doc["deals"]:
        for phase in deal.get("phases", []):
            if phase["type"] == "EUCHRE_BIDDING":
                out["calls"] += len(phase.get("calls", []))
                out["named"] += phase.get("jokerSuit") is not None
            else:
                out["plays"] += sum(len(trick) for trick in phase.get("tricks", []))
    return out


def _replayed_actions(report: egn.EgnReplay) -> dict[str, int]:
    out = {"calls": 0, "named": 0, "plays": 0}
    for record in report.records:
        for item, before, _ in record.steps():
            if isinstance(item, euchre.Action):
                if before.phase in (Phase.ORDER, Phase.CALL):
                    out["calls"] += 1
                elif before.phase is Phase.JOKER:
                    out["named"] += 1
                elif before.phase is Phase.PLAY:
                    out["plays"] += 1
    return out


# --------------------------------------------------------------------------- 3. round trips

#: Knobs and values, those EGN can state and some it cannot (renege claims, the partner
#: going alone, an optional pickup, ...).
KNOBS: dict[str, st.SearchStrategy[Any]] = {
    "stick_the_dealer": st.booleans(),
    "canadian_loner": st.booleans(),
    "first_lead": st.sampled_from(["dealer_left", "lone_left", "maker_left"]),
    "target": st.integers(1, 12),
    "deck": st.sampled_from([24, 25, 32]),
    "no_trump": st.booleans(),
    "num_deals": st.sampled_from([None, 2, 5]),
    "deal_pattern": st.sampled_from([euchre.DEAL_3_2, euchre.DEAL_TRADITIONAL]),
    "call_for_best": st.booleans(),
    "farmers_hand": st.sampled_from(["off", "exchange"]),
    "joker_upcard": st.sampled_from(["dealer_names", "redeal", "fixed"]),
    "renege": st.sampled_from(["forbid", "penalise"]),
    "alone": st.sampled_from(["maker", "maker_or_partner", "nobody"]),
    "dealer_pickup": st.sampled_from(["mandatory", "optional"]),
}


@st.composite
def any_rulesets(draw: st.DrawFn) -> euchre.RuleSet:
    """CARDGAMES_IO with random knobs: EGN-stateable most of the time."""
    strict = draw(st.booleans())
    keep = {"renege", "alone", "dealer_pickup", "first_lead", "joker_upcard", "farmers_hand"}
    changes = {
        knob: draw(values)
        for knob, values in KNOBS.items()
        if draw(st.integers(0, 3)) == 0 and not (strict and knob in keep)
    }
    if changes.get("farmers_hand") == "exchange":
        changes["farmers_hand_size"] = 3
    scoring = presets.CARDGAMES_IO.scoring.replace(
        lone_march=draw(st.integers(0, 6)), lone_euchre=draw(st.integers(0, 6))
    )
    if draw(st.booleans()):
        changes["defender_alone"] = "vs_lone_maker"
        scoring = scoring.replace(lone_defender_euchre=4, lone_defender_march=4)
    try:
        return presets.CARDGAMES_IO.replace(scoring=scoring, **changes)
    except euchre.EuchreError:
        assume(False)
        raise  # pragma: no cover


def _random_game(rules: euchre.RuleSet, seed: int, steps: int) -> euchre.State:
    """Random legal play, passing three times in four while bidding (so that some hands are
    thrown in)."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        bidding = state.phase in (Phase.ORDER, Phase.CALL)
        if bidding and euchre.PASS in legal and rng.random() < 0.75:
            state = state.apply(euchre.PASS)
        else:
            state = state.apply(rng.choice(legal))
    return state


def _unrecordable(state: euchre.State) -> bool:
    """Whether the game holds something EGN cannot record: a farmer's hand, a discard
    that is not the dealer's after the upcard, or a stop between the defenders."""
    record = records.GameRecord.from_state(state)
    last = None
    for item, before, _ in record.steps():
        last = (item, before)
        if not isinstance(item, euchre.Action):
            continue
        if item.kind is ActionKind.DECLARE:
            return True
        if item.kind is ActionKind.DISCARD and not (
            before.to_act == before.dealer and before.dealer_took_upcard
            and before.phase is Phase.DISCARD and len(before.hand_actions) > 0
            and not any(a.kind is ActionKind.DISCARD for _, a in before.hand_actions)
        ):
            return True
    item, before = last if last else (None, None)
    return (
        state.phase is Phase.ALONE
        and isinstance(item, euchre.Action)
        and item.kind is ActionKind.PASS
        and before is not None
        and before.phase is Phase.ALONE
    )


def _refused_rules(rules: euchre.RuleSet) -> bool:
    try:
        egn.ruleset_for(rules)
    except EgnError:
        return True
    return False


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_rulesets(), st.integers(0, 2**32), st.integers(0, 400), st.booleans())
def test_issue11_egn_round_trip_of_random_rulesets_and_games(
    rules: euchre.RuleSet, seed: int, steps: int, include_hands: bool
) -> None:
    """Either dumps refuses (rules EGN cannot state, or an action it cannot record) or the
    file reads back as the same game: actions, results, scores and rules."""
    state = _random_game(rules, seed, steps)
    try:
        text = egn.dumps(state, include_hands=include_hands)
    except EgnError:
        assert _refused_rules(rules) or _unrecordable(state)
        return
    assert not _refused_rules(rules)
    _same_game(state, text)
    back = egn.loads(text).rules
    assert back.replace(name=rules.name, deal_pattern=rules.deal_pattern) == rules


@pytest.mark.parametrize("name", presets.names())
def test_issue11_egn_every_preset_round_trips_or_is_refused(name: str) -> None:
    rules = presets.get(name)
    for seed in range(3):
        state = _random_game(rules, seed, 10_000)
        try:
            text = egn.dumps(state)
        except EgnError as error:
            assert _refused_rules(rules), error
            continue
        _same_game(state, text)
    assert _refused_rules(rules) == (name != "CARDGAMES_IO")


def test_issue11_egn_records_that_do_not_replay_are_refused() -> None:
    odd = records.GameRecord(
        rules=presets.CARDGAMES_IO, seed=1, history=(euchre.Action.play("Js"),)
    )
    with pytest.raises(EgnError, match="does not replay"):
        egn.dumps(odd)


# --------------------------------------------------------------------------- 4. limits


def test_issue11_egn_load_refuses_special_files(tmp_path: Path) -> None:
    for path in ("/dev/zero", "/dev/urandom"):
        with pytest.raises(EgnLimitError, match="not a regular file") as error:
            egn.load(path)
        assert isinstance(error.value, RecordLimitError)
        with pytest.raises(EgnLimitError, match="not a regular file"):
            egn.load_match(path)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(EgnLimitError, match="a FIFO"):
        egn.load(fifo)  # nobody writes it: it must not block
    with pytest.raises(EgnLimitError, match=r"max_bytes=100"):
        egn.load("/dev/zero", allow_special=True, max_bytes=100)


def test_issue11_egn_load_caps_the_bytes(tmp_path: Path) -> None:
    path = tmp_path / "g.egn"
    path.write_text(json.dumps(_doc()))
    assert egn.load(path).hands == ()
    with pytest.raises(EgnLimitError, match=r"max_bytes=20\b.*pass a larger max_bytes"):
        egn.load(path, max_bytes=20)
    with pytest.raises(EgnLimitError, match=r"max_bytes=20\b"):
        egn.load_match(path, max_bytes=20)


def _many_deals(count: int) -> dict[str, Any]:
    doc = _doc()
    doc["deals"] = [
        {"dealNumber": i, "initialState": {"dealer": i % 4, "upCard": "9c"}, "phases": []}
        for i in range(count)
    ]
    return doc


def test_issue11_egn_deals_are_capped() -> None:
    """A 20,000-deal file took 21 s to read: refused at once, naming the cap."""
    text = json.dumps(_many_deals(20_000))
    start = time.perf_counter()
    with pytest.raises(EgnLimitError, match=r"20000 deals, more than max_deals=1000.*max_deals=None"):
        egn.loads(text)
    assert time.perf_counter() - start < 2
    assert egn.MAX_DEALS == 1000
    assert len(egn.loads(json.dumps(_many_deals(1000))).hands) == 1000
    assert len(egn.read(_many_deals(30), max_deals=None).hands) == 30
    with pytest.raises(EgnLimitError, match="max_deals=29"):
        egn.read(_many_deals(30), max_deals=29)


def test_issue11_egn_deals_of_a_match_are_capped_together() -> None:
    game = _many_deals(6)
    match = {"fileType": "Euchre Match Notation", "version": "1.1",
             "games": [{"gameIndex": i, "gameData": game} for i in range(5)]}
    assert len(egn.loads_match(json.dumps(match))) == 5
    with pytest.raises(EgnLimitError, match=r"games: 30 deals, more than max_deals=29"):
        egn.loads_match(json.dumps(match), max_deals=29)


def test_issue11_egn_games_of_a_match_are_capped() -> None:
    """20,000 empty games took seconds to read; a 16 MiB file holds 170,000."""
    game = {"gameData": _doc()}
    match = {"fileType": "Euchre Match Notation", "games": [game] * 20_000}
    start = time.perf_counter()
    with pytest.raises(EgnLimitError, match=r"games: 20000 games, more than max_games=1000"):
        egn.loads_match(json.dumps(match))
    assert time.perf_counter() - start < 2
    assert egn.MAX_GAMES == 1000
    match["games"] = [game] * 3
    assert len(egn.loads_match(json.dumps(match), max_games=3)) == 3
    with pytest.raises(EgnLimitError, match="max_games=2"):
        egn.loads_match(json.dumps(match), max_games=2)


def test_issue11_egn_unknown_toggles_are_reported_ten_by_name() -> None:
    """A ruleset of a million unknown toggles made a million problems."""
    doc = _doc(**{f"house_rule_{i}": True for i in range(100_000)})
    problems = egn.read(doc).problems
    assert len(problems) == 11
    assert problems[0].message == "unknown ruleset toggle 'house_rule_0' is ignored"
    assert problems[-1].message == "99990 more unknown ruleset toggles are ignored"


def test_issue11_egn_actions_of_a_deal_are_capped(tmp_path: Path) -> None:
    doc = _whole_hand()
    doc["deals"][0]["phases"][0]["calls"] += ["Pass"] * 200
    with pytest.raises(EgnLimitError, match=r"deals\[0\]: 2\d\d calls and cards played, more "
                       r"than max_actions=200.*max_actions=None"):
        egn.read(doc)
    report = egn.replay(egn.read(doc, max_actions=None))
    assert [p.kind for p in report.problems] == ["extra_actions"]
    path = tmp_path / "long.egn"
    path.write_text(json.dumps(doc))
    with pytest.raises(EgnLimitError, match="max_actions=200"):
        egn.load(path)
    assert egn.load(path, max_actions=1000).hands[0].calls[-1] == "Pass"
    doc = _whole_hand()
    doc["deals"][0]["phases"][1]["tricks"] = [[]] * 300  # empty tricks count too
    with pytest.raises(EgnLimitError, match="max_actions"):
        egn.read(doc)


def test_issue11_egn_unseen_cards_are_assigned_without_a_search() -> None:
    """The unseen cards were assigned by backtracking: 83 s for West, who showed out of
    diamonds, hearts and spades, to get the only four clubs after North took clubs first
    (and minutes to find there is no way at all). Now each choice is checked to leave a
    way, so the same assignment comes at once."""
    deck = [euchre.parse_card(f"{rank}{suit}") for suit in "cdhs" for rank in "9TJQKA"]
    trump = trump_index(int(euchre.Suit.HEARTS), False)  # J♦ is a heart
    clubs = [c for c in deck if c.suit is euchre.Suit.CLUBS][:4]
    others = [c for c in deck if c.suit in (euchre.Suit.DIAMONDS, euchre.Suit.SPADES)
              and str(c) != "Jd"][:11]
    unseen = [c for c in deck if c in clubs + others]
    kept = {Seat.NORTH: 4, Seat.EAST: 4, Seat.SOUTH: 3, Seat.WEST: 4}
    voids: dict[Seat, set[int]] = {seat: set() for seat in Seat}
    voids[Seat.WEST] = {1, 2, 3}
    start = time.perf_counter()
    chosen = _assign(unseen, kept, voids, trump)
    assert chosen is not None and chosen[Seat.WEST] == clubs
    assert [str(c) for c in chosen[Seat.NORTH]] == ["9d", "Td", "Qd", "Kd"]
    kept[Seat.SOUTH] = 4  # one card too many: no way
    assert _assign(unseen, kept, voids, trump) is None
    assert time.perf_counter() - start < 0.5


def test_issue11_egn_card_lists_longer_than_the_deck_are_refused() -> None:
    doc = _whole_hand()
    doc["deals"][0]["initialState"]["playerCards"][0] = ["Xx"] * 25
    with pytest.raises(EgnError, match=r"playerCards\[0\]: 25 cards, but the deck has 24"):
        egn.read(doc)
    doc = _whole_hand()
    doc["deals"][0]["initialState"]["kitty"] = ["Xx"] * 100_000
    with pytest.raises(EgnError, match=r"kitty: 100000 cards"):
        egn.read(doc)


@pytest.mark.parametrize("ruleset", [[1], "std", 3, [("std", True)]])
def test_issue11_egn_rules_for_refuses_what_is_not_an_object(ruleset: Any) -> None:
    with pytest.raises(EgnError, match=r"metadata\.ruleset: expected an object"):
        egn.rules_for(ruleset)


def test_issue11_egn_huge_numbers_are_refused_with_egn_errors() -> None:
    for path, value in [
        (("metadata", "initialScore", 0), 10**4000),
        (("metadata", "initialScore", 0), 10**10),
        (("deals", 0, "dealNumber"), 10**100),
        (("metadata", "ruleset", "winning_score"), 10**40),
        (("metadata", "ruleset", "loner_march_score"), 10**8),
        (("deals", 0, "initialState", "dealer"), 2**64),
    ]:
        doc = _whole_hand()
        parent: Any = doc
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = value
        with pytest.raises(EgnError) as error:
            egn.read(doc)
        assert len(str(error.value)) < 300
    with pytest.raises(EgnError, match="not JSON this reader can follow"):
        egn.loads('{"version": ' + "9" * 5000 + "}")


# --------------------------------------------------------------------------- 5. fuzzing

_CARD_TEXTS = ["", "Js", "L", "R", "B", "Xx", "7c", "8h", "Nc", "Ah", "Jx", "jd", "AH", "Jo",
               "\u2028", "\x00", "Pass", "Order", "h", "n", "x"]
_NUMBERS = [0, 1, 3, 4, -1, 5, 24, 2**63, 10**300, 10**4000, 1.5, 0.0, math.nan, math.inf,
            -math.inf]
json_values = st.recursive(
    st.none() | st.booleans() | st.sampled_from(_NUMBERS) | st.integers(-3, 12)
    | st.sampled_from(_CARD_TEXTS) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["type", "calls", "tricks", "upCard", "dealer", "x", "jokerSuit"])
        | st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)


@st.composite
def mutations(draw: st.DrawFn, document: Any) -> Any:
    """The document changed in 1-4 places: a value of another type, a card text, a deleted
    key, a list item duplicated or the list cut, a field this reader knows added."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.sampled_from(json_paths(document)))
        if not where:
            continue
        parent = document
        for key in where[:-1]:
            parent = parent[key]
        key, target = where[-1], parent[where[-1]]
        action = draw(st.integers(0, 5))
        if action == 0 and isinstance(parent, dict):
            del parent[key]
        elif action == 1 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(target))
        elif action == 2 and isinstance(target, list) and target:
            cut = draw(st.integers(0, len(target)))
            parent[key] = target[:cut] if draw(st.booleans()) else target + target[:cut]
        elif action == 3 and isinstance(target, str):
            parent[key] = draw(st.sampled_from(_CARD_TEXTS) | st.text(max_size=3))
        elif action == 4 and isinstance(parent, dict):
            field = draw(st.sampled_from(["jokerSuit", "aloneDefender", "discard", "isAlone",
                                          "initialLead", "kitty", "playerCards"]))
            parent[field] = draw(json_values)
        else:
            parent[key] = draw(json_values)
    return document


def _check_loaded(games: tuple[egn.EgnGame, ...]) -> None:
    """Replay never raises; whatever replays ok uses every action of the file, and writes
    and reads back as the same actions."""
    for game in games:
        report = egn.replay(game)
        if not report.ok or not report.records:
            continue
        assert len(report.records) == 1
        text = egn.dumps(report.records[0])
        again = egn.replay(egn.loads(text))
        assert again.ok, again.problems
        assert [h.actions for h in again.hands] == [h.actions for h in report.hands]


def _load_all(document: Any) -> None:
    text = json.dumps(document, allow_nan=True)
    for reader in (egn.loads, egn.loads_match):
        with contextlib.suppress(EgnError):
            _check_loaded(tuple(reader(text)) if reader is egn.loads_match else (reader(text),))
    with contextlib.suppress(EgnError):
        game = egn.read(document)
        report = egn.replay(game)
        if report.ok:
            assert _replayed_actions(report) == _written_actions(document)
            _check_loaded((game,))


_DOCS = {path: json.loads(path.read_text(encoding="utf-8")) for path in CORPUS}


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(DATA)))
def test_issue11_egn_mutated_corpus_files_raise_only_egn_errors(path: Path) -> None:
    @settings(max_examples=10, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def check(data: st.DataObject) -> None:
        _load_all(data.draw(mutations(_DOCS[path])))

    check()


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_issue11_egn_mutated_match_file_raises_only_egn_errors(data: st.DataObject) -> None:
    document = json.loads(MATCH.read_text(encoding="utf-8"))
    text = json.dumps(data.draw(mutations(document)), allow_nan=True)
    with contextlib.suppress(EgnError):
        _check_loaded(egn.loads_match(text))


@settings(max_examples=150, deadline=None, database=None)
@given(json_values)
def test_issue11_egn_random_json_raises_only_egn_errors(value: Any) -> None:
    for document in (value, {**_doc(), "deals": value}, {**_doc(), "metadata": value},
                     {"fileType": "Euchre Match Notation", "games": value}):
        _load_all(document)


def test_issue11_egn_corpus_actions_are_all_replayed() -> None:
    """Every corpus file that replays ok uses every call and card it holds."""
    for path, document in _DOCS.items():
        report = egn.replay(egn.read(document))
        if report.ok:
            assert _replayed_actions(report) == _written_actions(document), path
