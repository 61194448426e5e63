"""EGN: the NextSuit-Labs corpus replayed through the engine, round trips, and fuzzing.

The corpus in ``tests/notation/data/egn`` is copied from github.com/NextSuit-Labs/euchre-game-notation
(``examples/``, Apache-2.0; LICENSE beside it). Expected outcomes were checked by hand (the
problem files) and against an independent scorer written from the EGN replayer notes
(``reference_scores`` below) for every file the engine replays without a problem.

Nothing is lost in a round trip: a joker turned up and named by the dealer is written
(``jokerSuit``) and read back; games of every RuleSet EGN can state round-trip, the others
are refused with EgnError. The replay reports every action or field of the file it does not
use; files are read through ``limits.read_bytes``, with caps on deals and actions; mutated
corpus files and random JSON raise only EgnError, and replay never raises.
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

import attrs
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import euchre
from _json_paths import json_paths
from euchre import ActionKind, Phase, Reason, Seat, egn, presets, records
from euchre.egn import EgnError, EgnLimitError
from euchre.egn._rebuild import assign
from euchre.engine.cardorder import trump_index
from euchre.limits import RecordLimitError
from strategies import egn_rulesets, near_presets

DATA = Path(__file__).parent / "data" / "egn"
CORPUS_FILES = sorted(DATA.rglob("*.egn"))
MATCH = DATA / "combination examples" / "MotE W5 Match.emn"
JOKER_RULES, _ = egn.rules_for({"joker": True})

# file, hands, hands the engine scored, cards played, final score (NS, EW), problem kinds
CORPUS = [
    ("Custom Scenario.egn", 1, 1, 20, (0, 1), ()),
    ("Epic Comeback.egn", 9, 9, 180, (11, 9), ()),
    ("Me and Bears.egn", 12, 12, 230, (10, 9), ()),
    ("Quite the Hustle Annotated.egn", 11, 11, 210, (10, 7), ()),
    ("Six Points in Two Hands.egn", 2, 2, 35, (10, 9), ()),
    ("VWEC Finals Annotated.egn", 13, 13, 255, (8, 10), ()),
    ("VWEC Finals.egn", 13, 13, 255, (8, 10), ()),
    ("combination examples/MotE W5 G1.egn", 11, 11, 215, (10, 3), ()),
    ("combination examples/MotE W5 G2.egn", 12, 12, 230, (8, 10), ()),
    ("combination examples/MotE W5 G3.egn", 11, 11, 215, (10, 6), ()),
    ("combination examples/MotE W5 G4.egn", 13, 13, 245, (8, 10), ()),
    ("combination examples/MotE W5 G5.egn", 10, 10, 180, (11, 7), ()),
    ("combination examples/MotE W5 G6.egn", 16, 16, 310, (10, 9), ()),
    # deal 0: West plays the upcard Q♠ that North picked up, and North, who discarded K♥,
    # plays five cards; deal 1: North plays 10♥ on a diamond lead holding 9♦ 10♦ A♦
    (
        "conversion examples/test.egn",
        2,
        0,
        2,
        (2, 1),
        ("bad_cards", "bad_cards", "not_replayed", "illegal_action"),
    ),
    (
        "conversion examples/test_annotated.egn",
        2,
        0,
        2,
        (2, 1),
        ("bad_cards", "bad_cards", "not_replayed", "illegal_action"),
    ),
    ("conversion examples/test_timingsLayouts.egn", 1, 1, 20, (0, 2), ()),
    ("validation examples/Another fun euchre!.egn", 1, 1, 20, (0, 2), ()),
    ("validation examples/Custom Scenario.egn", 1, 1, 20, (0, 1), ()),
    ("validation examples/Euchre_com July 5th Pairs Finals Annotated 1.egn", 11, 11, 215,
     (9, 10), ()),
    ("validation examples/Euchre_com July 5th Pairs Finals Annotated.egn", 11, 11, 215, (9, 10),
     ()),
    ("validation examples/July 4th Pairs Finals (3).egn", 11, 11, 215, (9, 10), ()),
    # the same game as "(3)" but starting from 0-1 instead of 2-0: East-West reach 10 after
    # deal 8, and two more deals follow
    ("validation examples/July 4th Pairs Finals.egn", 11, 11, 215, (7, 11),
     ("after_game_over", "after_game_over")),
    ("validation examples/Masters of the Euchreverse Week 1 (16).egn", 8, 8, 150, (7, 10), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 1.egn", 9, 9, 155, (3, 11), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 2 Render (2).egn", 8, 8, 150,
     (7, 10), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 2 Render.egn", 8, 8, 150,
     (7, 10), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 2.egn", 8, 8, 150, (7, 10), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 3.egn", 9, 9, 165, (10, 5), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 5.egn", 10, 10, 190, (5, 10), ()),
    ("validation examples/Masters of the Euchreverse Week 1 Game 6.egn", 13, 13, 245, (11, 6), ()),
    ("validation examples/Masters of the Euchreverse Week 1.egn", 9, 9, 155, (3, 11), ()),
    ("validation examples/Me and Bears (1).egn", 12, 12, 230, (10, 9), ()),
    ("validation examples/Me and Bears.egn", 12, 12, 230, (10, 9), ()),
    ("validation examples/Me and Mike Mike Mike.egn", 9, 9, 180, (11, 2), ()),
    ("validation examples/Quite the Hustle Annotated.egn", 11, 11, 210, (10, 7), ()),
    ("validation examples/Quite the Hustle.egn", 11, 11, 210, (10, 7), ()),
    ("validation examples/VWEC Finals (7).egn", 13, 13, 255, (8, 10), ()),
    ("validation examples/VWEC Finals.egn", 13, 13, 255, (8, 10), ()),
    ("validation examples/annotated (1).egn", 13, 13, 255, (8, 10), ()),
    ("validation examples/annotated.egn", 13, 13, 255, (8, 10), ()),
    # deal 0 stops after one trick and deal 0 is dealt again; in it North trumps a club lead
    # holding K♣ (a renege)
    ("validation examples/egn_m_20260529_01 (5).egn", 2, 0, 7, (0, 0),
     ("abandoned_hand", "illegal_action")),
    # a partial game: one trick of the first deal
    ("validation examples/egn_m_20260529_01.egn", 1, 0, 4, (0, 0), ()),
]


def test_the_corpus_is_all_here() -> None:
    found = {str(p.relative_to(DATA)) for p in DATA.rglob("*.egn")}
    assert found == {name for name, *_ in CORPUS}
    assert (DATA / "LICENSE").read_text().lstrip().startswith("Apache License")


@pytest.mark.parametrize(("name", "hands", "finished", "plays", "score", "kinds"), CORPUS)
def test_corpus_file(
    name: str,
    hands: int,
    finished: int,
    plays: int,
    score: tuple[int, int],
    kinds: tuple[str, ...],
) -> None:
    game = egn.load(DATA / name)
    assert game.rules.stick_the_dealer  # every file says std=true
    report = egn.replay(game)
    assert len(report.hands) == len(game.hands) == hands
    assert sum(hand.finished for hand in report.hands) == finished
    assert report.plays == plays
    assert tuple(report.score) == score
    assert tuple(p.kind for p in report.problems) == kinds
    for problem in report.problems:
        assert problem.where and problem.message
        if problem.kind == "illegal_action":
            assert problem.reason is Reason.MUST_FOLLOW_SUIT and problem.seat is not None
    if not kinds:
        assert report.ok and len(report.records) == 1
        # every record replays through the engine again, and as text
        record = report.records[0]
        assert records.replay(record).ok
        assert records.parse_text(records.format_text(record)) == record


def test_corpus_problem_details() -> None:
    report = egn.replay(egn.load(DATA / "conversion examples/test.egn"))
    messages = [str(p) for p in report.problems]
    assert messages[0] == (
        "deals[0]: hand 1: Qs is both played by West and the upcard (North picked it up)"
    )
    assert messages[1] == (
        "deals[0]: hand 1, North: North played Td Qh Ks Kd Jd and discarded Kh: 6 cards dealt "
        "to North, but a hand is 5"
    )
    renege = report.problems[3]
    assert renege.where == "deals[1].phases[1].tricks[0][2]"
    assert (renege.seat, str(renege.action)) == (Seat.NORTH, "play Th")
    assert "North holds 9♦ 10♦ A♦, so must follow suit" in renege.message

    report = egn.replay(egn.load(DATA / "validation examples/egn_m_20260529_01 (5).egn"))
    renege = report.problems[1]
    assert renege.where == "deals[1].phases[1].tricks[0][3]"
    assert (renege.seat, str(renege.action)) == (Seat.NORTH, "play Td")
    assert len(report.records) == 2  # the abandoned deal, then the redeal

    report = egn.replay(egn.load(DATA / "validation examples/July 4th Pairs Finals.egn"))
    assert str(report.problems[0]) == (
        "deals[9]: hand 10: deal 9 comes after the game was won (NS 6 - EW 10)"
    )


def reference_scores(data: dict[str, Any]) -> list[tuple[int, int]]:
    """Running scores by the EGN baseline replayer's rules (docs/replayer-logic.md), alone."""
    metadata = data["metadata"]
    rules = metadata.get("ruleset", {})
    score = list(metadata.get("initialScore", [0, 0]))
    ranks = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "9": 9}
    left_of = {"c": "s", "s": "c", "d": "h", "h": "d"}
    out = []
    for deal in data["deals"]:
        dealer = deal["initialState"]["dealer"]
        phases = {phase["type"]: phase for phase in deal["phases"]}
        calls = phases["EUCHRE_BIDDING"]["calls"]
        first = next(i for i, call in enumerate(calls) if call != "Pass")
        maker = (dealer + 1 + first) % 4
        trump = deal["initialState"]["upCard"][1] if first < 4 else calls[first]
        alone = bool(phases["EUCHRE_BIDDING"].get("isAlone"))
        out_seat = (maker + 2) % 4 if alone else None

        def value(card: str, led: str, trump: str = trump) -> int:
            if card == "J" + trump:
                return 100
            if card == "J" + left_of[trump]:
                return 99
            if card[1] == trump:
                return 80 + ranks[card[0]]
            return 40 + ranks[card[0]] if card[1] == led else 0

        if alone and rules.get("loner_lead") == "LEFT_OF_LONER":
            lead = (maker + 1) % 4
        elif alone and maker == (dealer + 3) % 4:
            lead = (dealer + 2) % 4
        else:
            lead = (dealer + 1) % 4
        taken = [0, 0]
        tricks = phases.get("TRICK_PLAY", {}).get("tricks", [])
        for trick in tricks:
            if len(trick) != (3 if alone else 4):
                break
            best = max(range(len(trick)), key=lambda i, t=trick: (value(t[i], t[0][1]), -i))
            seat = lead
            for _ in range(best):
                seat = (seat + 1) % 4
                if seat == out_seat:
                    seat = (seat + 1) % 4
            lead = seat
            taken[seat % 2] += 1
        made = taken[maker % 2]
        if sum(taken) == 5:
            if made == 5:
                score[maker % 2] += rules.get("loner_march_score", 4) if alone else 2
            elif made >= 3:
                score[maker % 2] += 1
            else:
                score[1 - maker % 2] += rules.get("loner_euchred_score", 2) if alone else 2
        out.append((score[0], score[1]))
    return out


@pytest.mark.parametrize("name", [name for name, *rest in CORPUS if not rest[-1]])
def test_running_scores_match_the_egn_reference(name: str) -> None:
    data = json.loads((DATA / name).read_text(encoding="utf-8"))
    report = egn.replay(egn.read(data))
    assert [tuple(hand.score) for hand in report.hands] == reference_scores(data)


def test_match_file_holds_the_six_games() -> None:
    games = egn.load_match(DATA / "combination examples/MotE W5 Match.emn")
    assert len(games) == 6
    for i, game in enumerate(games, start=1):
        single = egn.replay(egn.load(DATA / f"combination examples/MotE W5 G{i}.egn"))
        report = egn.replay(game)
        assert report.ok and report.score == single.score
        assert [h.actions for h in report.hands] == [h.actions for h in single.hands]


def test_hands_are_rebuilt_from_the_plays() -> None:
    game = egn.load(DATA / "Six Points in Two Hands.egn")
    first = game.hands[0]  # South calls hearts alone; North sits out
    assert (first.maker, first.trump, first.alone) == (Seat.SOUTH, euchre.Suit.HEARTS, True)
    assert first.leader is Seat.EAST
    deal = first.deal
    assert deal is not None
    assert deal == euchre.Deal(
        hands=("9c Qc Kc Ac Td", "Jc 9h Qh 9s Ts", "Jd Th Jh Qs As", "Tc 9d Kh Ah Js"),
        upcard="Ks",
        kitty="Qd Kd Ad",
    )
    played = {seat: {card for s, card in first.plays if s == seat} for seat in Seat}
    for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST):
        assert set(deal.hands[seat]) == played[seat]
    assert first.assumed == (
        "North sat out: 5 unseen cards assigned 9c Qc Kc Ac Td",
        "the kitty was not seen: assigned Qd Kd Ad",
    )
    # the whole deck is accounted for
    cards = [c for hand in deal.hands for c in hand] + list(deal.kitty) + [deal.upcard]
    assert len(set(cards)) == 24

    custom = egn.load(DATA / "Custom Scenario.egn").hands[0]  # playerCards given
    assert custom.assumed == ("the kitty was not seen: assigned Qh Ts Ks",)
    assert custom.deal is not None
    assert [str(c) for c in custom.deal.hands[0]] == ["Jd", "Th", "Kh", "Ah", "As"]


_DEAL = euchre.Deal(
    hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh", "Qh Kh Ah 9s Ts"),
    upcard="Js",
    kitty="Qs Ks As",
)


@pytest.mark.parametrize(
    ("rules", "call", "took"),
    [
        (presets.CARDGAMES_IO, "order up", True),
        (presets.CARDGAMES_IO, "order up alone", False),  # the dealer is the lone partner
        (presets.CARDGAMES_IO.replace(canadian_loner=True), "order up alone", False),
    ],
)
def test_the_upcard_goes_where_the_engine_puts_it(
    rules: euchre.RuleSet, call: str, took: bool
) -> None:
    """South, the dealer's partner, orders up: the reader places the upcard as the engine
    plays the calls (the dealer takes it, or sits out and the kitty keeps it)."""
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=_DEAL).apply("pass").apply(call)
    assert state.dealer_took_upcard == took
    while state.hand_number == 0:
        state = state.apply(state.legal_actions()[0])
    hand = egn.read(egn.to_egn(state, include_hands=False)).hands[0]
    assert hand.deal is not None and hand.deal.upcard == _DEAL.upcard
    assert (hand.discard is not None) == took
    assert any(note.startswith("North sat out") for note in hand.assumed) != took
    assert egn.replay(egn.read(egn.to_egn(state, include_hands=False))).ok


def test_a_round_one_call_the_engine_refuses_is_read_as_an_order_up() -> None:
    """The upcard's suit named in round 1 (``s`` for ``Order``): the cards are placed as for
    the order up the engine allows (North, the dealer, took the upcard), and the replay
    reports the call itself."""
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.NORTH, deal=_DEAL)
    state = state.apply("pass").apply("order up")
    while state.hand_number == 0:
        state = state.apply(state.legal_actions()[0])
    doc = egn.to_egn(state, include_hands=False)
    doc["deals"][0]["phases"][0]["calls"][1] = "s"
    hand = egn.read(doc).hands[0]
    assert hand.deal is not None and hand.discard is not None and not hand.problems
    report = egn.replay(egn.read(doc))
    assert [(p.kind, p.where) for p in report.problems] == [
        ("illegal_action", "deals[0].phases[0].calls[1]")
    ]


def test_partial_hand_keeps_suits_the_player_showed_out_of() -> None:
    hand = egn.load(DATA / "validation examples/egn_m_20260529_01.egn").hands[0]
    assert not hand.complete and hand.deal is not None
    # hearts are trump; West played J♣ on a club lead and North the J♥ (a trump)
    for seat, card in hand.plays:
        assert card in hand.deal.hands[seat] or card == hand.upcard


# --------------------------------------------------------------------------- rules


def test_ruleset_toggles_map_to_knobs() -> None:
    rules, problems = egn.rules_for(
        {"std": False, "canadian": True, "loner_lead": "LEFT_OF_LONER", "winning_score": 11,
         "loner_march_score": 5, "loner_euchred_score": 3, "defend_alone": True}
    )
    assert problems == ()
    assert (rules.stick_the_dealer, rules.canadian_loner, rules.first_lead, rules.target) == (
        False, True, "lone_left", 11)
    assert (rules.scoring.lone_march, rules.scoring.lone_euchre) == (5, 3)
    assert rules.defender_alone == "vs_lone_maker" and rules.scoring.lone_defender_euchre == 4
    defaults, _ = egn.rules_for(None)
    assert defaults.stick_the_dealer and defaults.alone == "maker"


FIELDS = attrs.fields_dict(euchre.RuleSet)


def _has_joker() -> bool:
    try:
        return euchre.parse_card("B").suit is None
    except euchre.EuchreError:
        return False


@pytest.mark.parametrize(
    ("toggle", "value", "knobs", "need"),
    [
        ("joker", True, {"deck": 25}, "deck=25"),
        ("allow_no_trump", True, {"no_trump": True}, "no_trump"),
        ("partners_best", True, {"call_for_best": True}, "partners_best"),
        ("farmers", True, {"farmers_hand": "exchange", "farmers_hand_size": 3}, "farmers_hand"),
        ("min_rank", 7, {"deck": 32}, "deck=32"),
        ("num_deals", 8, {"num_deals": 8}, "num_deals"),
        ("go_under", True, {"go_under": "either"}, "go_under"),
        ("fast_break", True, {"fast_break": True}, "fast_break"),
        ("four_trick_tokens", True, {"four_trick_tokens": True}, "four_trick_tokens"),
        ("num_players", 3, None, "3-player"),
        ("min_rank", 8, None, "deck=28"),
        ("winning_score", 0, None, "num_deals"),
        ("house_rule", True, None, "unknown ruleset toggle"),
    ],
)
def test_toggles_map_to_knobs_or_are_problems(
    toggle: str, value: Any, knobs: dict[str, Any] | None, need: str
) -> None:
    """A toggle maps onto the engine's knobs where they exist, else it is a problem."""
    rules, problems = egn.rules_for({toggle: value})
    supported = knobs is not None and all(k in FIELDS for k in knobs)
    if supported and toggle == "joker":
        supported = _has_joker()
    if supported:
        assert problems == ()
        assert knobs is not None
        for knob, setting in knobs.items():
            assert getattr(rules, knob) == setting
    else:
        assert [p.kind for p in problems] == ["unsupported_rule"]
        assert need in problems[0].message and problems[0].where == f"metadata.ruleset.{toggle}"
    assert rules.stick_the_dealer  # the rest still maps


def test_unsupported_toggles_reach_the_replay_report() -> None:
    data = json.loads((DATA / "Six Points in Two Hands.egn").read_text(encoding="utf-8"))
    data["metadata"]["ruleset"]["min_rank"] = 8
    report = egn.replay(egn.read(data))
    assert [p.kind for p in report.problems] == ["unsupported_rule"]
    assert report.score == (10, 9)


# --------------------------------------------------------------------------- malformed files


def test_the_invalid_examples_are_rejected() -> None:
    with pytest.raises(EgnError, match="fileType: expected 'Euchre Game Notation'"):
        egn.load(DATA / "validation examples/invalid1.json")
    with pytest.raises(EgnError, match="an EGN file is a JSON object, got a list"):
        egn.load(DATA / "validation examples/invalid2.json")


def _six_points() -> dict[str, Any]:
    return json.loads((DATA / "Six Points in Two Hands.egn").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version="2.0"), "version: unsupported EGN version '2.0'"),
        (lambda d: d.update(version=1.4), "version: expected a version such as '1.4'"),
        (lambda d: d.pop("version"), "version: missing"),
        (lambda d: d.pop("deals"), "deals: missing"),
        (lambda d: d["deals"].append("AAEC"), "deals[2]: a condensed (bit-packed) deal"),
        (lambda d: d["deals"][1]["initialState"].update(dealer=4), "dealer: expected a seat, 0-3"),
        (lambda d: d["deals"][1]["initialState"].update(upCard="Zz"),
         "deals[1].initialState.upCard: expected a card"),
        (lambda d: d["deals"][0]["phases"][0]["calls"].append("Bid"),
         "deals[0].phases[0].calls[6]: expected Pass, Order or a suit letter"),
        (lambda d: d["deals"][0]["phases"][1]["tricks"][2].append(7),
         "deals[0].phases[1].tricks[2][3]: expected a card"),
        (lambda d: d["deals"][0]["phases"][1].update(type="TRICKS"),
         "deals[0].phases[1].type: expected one of EUCHRE_BIDDING, TRICK_PLAY"),
        (lambda d: d["metadata"]["ruleset"].update(std="yes"),
         "metadata.ruleset.std: expected true or false"),
        (lambda d: d["metadata"]["ruleset"].update(loner_lead="LEFT"),
         "metadata.ruleset.loner_lead: expected one of LEFT_OF_DEALER, LEFT_OF_LONER"),
        (lambda d: d["metadata"].update(initialScore=[1]), "metadata.initialScore: expected two"),
        (lambda d: d["metadata"].update(players=["a"] * 5), "metadata.players: 5 players"),
    ],
)
def test_malformed_files_say_what_and_where(change: Any, message: str) -> None:
    data = _six_points()
    change(data)
    with pytest.raises(EgnError) as error:
        egn.read(data)
    assert message in str(error.value)
    assert isinstance(error.value, records.RecordError)


def test_odd_cards_become_problems() -> None:
    data = _six_points()
    data["deals"][1]["phases"][1]["tricks"][4][1] = "Xx"
    report = egn.replay(egn.read(data))
    assert [p.kind for p in report.problems] == ["unknown_card", "not_replayed"]
    assert report.problems[0].where == "deals[1].phases[1].tricks[4][1]"
    data = _six_points()
    data["deals"][1]["phases"][1]["tricks"][0][0] = "R"  # the right bower, by letter
    assert egn.replay(egn.read(data)).ok


def test_rules_disagreements_are_reported() -> None:
    data = _six_points()
    data["deals"][1]["initialState"]["dealer"] = 3  # out of turn
    data["metadata"]["finalScore"] = [9, 9]
    report = egn.replay(egn.read(data))
    assert [p.kind for p in report.problems] == ["dealer_out_of_turn", "score_mismatch"]
    data = _six_points()
    data["deals"][1]["phases"][0]["calls"] = ["Pass"] * 7 + ["s"]
    data["deals"][1]["phases"][0]["calls"][7] = "Pass"  # stick the dealer: the dealer passes
    report = egn.replay(egn.read(data))
    assert [(p.kind, p.reason) for p in report.problems] == [
        ("no_maker", None),
        ("illegal_action", Reason.DEALER_STUCK),
    ]


# --------------------------------------------------------------------------- round trips

def play(rules: euchre.RuleSet, seed: int, steps: int) -> euchre.State:
    """Random legal play for ``steps`` actions, not stopping while defenders decide alone.

    (EGN records a defender's alone decision only once play begins: a record that stops
    between the defenders' two answers cannot say what the first one said.)
    """
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    done = 0
    while not state.is_over and (done < steps or state.phase is Phase.ALONE):
        state = state.apply(rng.choice(state.legal_actions()))
        done += 1
    return state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(egn_rulesets(), st.integers(0, 2**32), st.integers(0, 500), st.booleans())
def test_knock_games_round_trip_through_egn(
    rules: euchre.RuleSet, seed: int, steps: int, include_hands: bool
) -> None:
    state = play(rules, seed, steps)
    original = records.GameRecord.from_state(state)
    text = egn.dumps(state, include_hands=include_hands, title="random")
    game = egn.loads(text)
    report = egn.replay(game)
    assert report.ok, report.problems
    (record,) = report.records
    assert [h for _, h in record.hands] == [h for _, h in original.hands]  # same actions
    assert report.state is not None
    assert report.state.results == state.results and report.score == state.scores
    assert report.state.phase == state.phase or state.phase is Phase.OVER
    if include_hands:
        assert [d for d, _ in record.hands] == [d for d, _ in original.hands]  # same deals
    else:
        for (mine, _), (theirs, _), hand in zip(record.hands, original.hands, game.hands,
                                                strict=True):
            assert mine is not None and theirs is not None
            assert mine.upcard == theirs.upcard
            for seat, card in hand.plays:  # every card seen is where it was dealt
                assert card in theirs.hands[seat] or card == theirs.upcard
                assert card in mine.hands[seat] or card == mine.upcard
    assert egn.read(json.loads(text)).rules == game.rules


def test_written_egn_looks_like_the_corpus() -> None:
    state = play(presets.CARDGAMES_IO, 4, 60)
    doc = egn.to_egn(state, title="t", players=["a", "b", "c", "d"], date="2026-01-01")
    assert doc["fileType"] == "Euchre Game Notation" and doc["version"] == "1.2"
    assert doc["metadata"]["ruleset"] == {"std": True, "canadian": False,
                                          "loner_lead": "LEFT_OF_DEALER"}
    first = doc["deals"][0]
    assert set(first) == {"dealNumber", "initialState", "phases"}
    assert [p["type"] for p in first["phases"]] == ["EUCHRE_BIDDING", "TRICK_PLAY"]
    over = play(presets.CARDGAMES_IO, 4, 10_000)
    assert egn.to_egn(over)["metadata"]["finalScore"] == list(over.scores)


@pytest.mark.parametrize("name", ["STANDARD", "OPENSPIEL", "GAMES4ALL"])
def test_rules_egn_cannot_state_are_refused(name: str) -> None:
    with pytest.raises(EgnError, match="EGN has no toggle for these knobs"):
        egn.dumps(euchre.new_game(presets.get(name), seed=1))


# --------------------------------------------------------------------------- fuzzing

SEED_FILES = [DATA / name for name, *_ in CORPUS]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from(
        ["", "Pass", "Order", "h", "x", "n", "Js", "L", "R", "B", "Xx", "7c", "Nc", "Ah",
         "EUCHRE_BIDDING", "TRICK_PLAY", "LEFT_OF_LONER", "1.4"]
    ) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=3),
    max_leaves=8,
)


@st.composite
def mutated_files(draw: st.DrawFn) -> Any:
    path = draw(st.sampled_from(SEED_FILES[:3] + SEED_FILES[13:16] + SEED_FILES[-2:]))
    document = json.loads(path.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.sampled_from(json_paths(document)))
        if not where:
            continue
        parent = document
        for key in where[:-1]:
            parent = parent[key]
        action = draw(st.integers(0, 2))
        if action == 0 and isinstance(parent, dict):
            del parent[where[-1]]
        elif action == 1 and isinstance(parent, list):
            parent.insert(where[-1], draw(json_values))
        else:
            parent[where[-1]] = draw(json_values)
    return document


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_files())
def test_mutated_files_raise_only_egn_errors(document: Any) -> None:
    try:
        game = egn.read(document)
    except EgnError:
        return
    egn.replay(game)  # never raises: disagreements become problems


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_random_bytes_raise_only_egn_errors(data: bytes) -> None:
    for reader in (egn.loads, egn.loads_match):
        with contextlib.suppress(EgnError):
            reader(data)


def test_json_the_reader_cannot_follow_is_refused() -> None:
    with pytest.raises(EgnError, match="not JSON this reader can follow"):
        egn.loads('{"version": ' + "9" * 5000 + "}")
    with pytest.raises(EgnError, match="nested too deeply"):
        egn.loads("[" * 100_000 + "]" * 100_000)


def test_binary_egnb_is_refused_clearly() -> None:
    with pytest.raises(EgnError, match=r"not UTF-8 text \(a binary .egnb file\?\)|not JSON"):
        egn.loads(bytes([0x45, 0x47, 0x4E, 0x02, 0xFF, 0x00, 0x81]))


# --------------------------------------------------------------------------- written and read back



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
    assert [_as_written(a) for _, a in record.hands] == [_as_written(a) for _, a in original.hands]
    assert report.state is not None
    assert report.state.results == state.results and report.score == state.scores
    return report


def _as_written(actions: tuple[euchre.Action, ...]) -> list[euchre.Action]:
    """A hand's actions as EGN keeps them: the three discards after going under in any
    order (EGN records which cards, the ones never played), and a call for best's card
    without who chose it (the partner's ``give`` of the rule's best reads back as the
    rule's)."""
    out = [a for a in actions if a.kind is not ActionKind.GIVE]
    for i, action in enumerate(out):
        if action.declaration == "go under":
            out[i + 1 : i + 4] = sorted(out[i + 1 : i + 4], key=str)
    return out


# --------------------------------------------------------------------------- the joker upcard


@pytest.mark.parametrize("include_hands", [True, False])
def test_joker_upcard_named_by_the_dealer_round_trips(include_hands: bool) -> None:
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


def test_joker_upcard_right_after_the_naming_is_not_lost() -> None:
    """The record that stops right after the naming: once read back as an empty hand with
    ok=True, now the naming replays."""
    start = _joker_turned_up()
    state = start.apply(start.legal_actions()[2])
    report = _same_game(state, egn.dumps(state))
    assert report.hands[0].actions == (state.history[-1],)
    assert report.state is not None and report.state.phase is Phase.ORDER


@pytest.mark.parametrize("include_hands", [True, False])
def test_joker_upcard_not_yet_named_round_trips(include_hands: bool) -> None:
    """A game that stops while the dealer has still to name the joker's suit (found by the
    long fuzz run): the writer has no jokerSuit to write, and the reader once called the
    file unreplayable (joker_suit_missing); the record simply stops before the naming."""
    state = _joker_turned_up()
    report = _same_game(state, egn.dumps(state, include_hands=include_hands))
    assert report.state is not None and report.state.phase is Phase.JOKER
    assert report.hands[0].actions == ()


def test_joker_upcard_without_its_suit_is_a_problem() -> None:
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


def test_joker_suit_must_be_a_suit_letter() -> None:
    state = _joker_turned_up().apply("call hearts")
    doc = egn.to_egn(state)
    doc["deals"][0]["phases"][0]["jokerSuit"] = "hearts"
    with pytest.raises(EgnError, match=r"jokerSuit: expected a suit letter"):
        egn.read(doc)


# --------------------------------------------------------------------------- nothing dropped

# A finished hand of CARDGAMES_IO: West deals, 9♠ up; North orders up, West discards 9♥.

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


def test_a_trick_after_the_hand_is_over_is_reported() -> None:
    doc = _whole_hand()
    assert _kinds(doc) == []
    tricks = doc["deals"][0]["phases"][1]["tricks"]
    tricks.append(list(tricks[-1]))  # a sixth trick: the engine never asks for it
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[1].tricks[5][0]")]


def test_calls_after_trump_is_made_are_reported_in_a_partial_hand() -> None:
    doc = _one_hand("pass", "order up")  # the record stops at the dealer's discard
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["calls"].append("Pass")
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].calls[2]")]


def test_calls_after_a_thrown_in_hand_are_reported() -> None:
    rules = presets.CARDGAMES_IO.replace(stick_the_dealer=False)
    doc = _one_hand(*["pass"] * 8, rules=rules)
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["calls"].append("h")
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].calls[8]")]


def test_a_discard_the_dealer_never_made_is_reported() -> None:
    doc = _one_hand(*["pass"] * 4, "call hearts")  # round 2: the dealer takes nothing
    doc["deals"][0]["phases"][0]["discard"] = "9c"
    kinds = _kinds(doc)
    assert kinds == [("extra_actions", "deals[0].phases[0].discard")]


def test_is_alone_without_a_maker_is_reported() -> None:
    doc = _one_hand("pass", "pass")
    doc["deals"][0]["phases"][0]["isAlone"] = True
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].isAlone")]


def test_a_lone_defender_never_asked_is_reported() -> None:
    rules, _ = egn.rules_for({"defend_alone": True})
    doc = _one_hand("order up alone", rules=rules)  # East alone; stops at the discard
    assert _kinds(doc) == []
    doc["deals"][0]["phases"][0]["aloneDefender"] = 2
    assert _kinds(doc) == [("extra_actions", "deals[0].phases[0].aloneDefender")]


def test_a_joker_suit_without_a_joker_is_reported() -> None:
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
def test_cards_not_in_the_deck_are_reported(field: str, card: str, where: str) -> None:
    doc = _whole_hand()
    deal = doc["deals"][0]
    if field == "discard":
        deal["phases"][0]["discard"] = card
    else:
        deal["initialState"]["playerCards"][1][0] = card
    assert ("bad_cards", where) in _kinds(doc)


def test_a_bower_letter_discard_is_read_by_trump() -> None:
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


def test_a_call_for_best_discard_the_file_cannot_show_stops_with_a_problem() -> None:
    """partners_best: after a lone call the engine waits for the loner's discard, which EGN
    does not record; it is the card the loner never plays, and a record that stops before
    the loner's cards are all played cannot show it."""
    rules, _ = egn.rules_for({"partners_best": True})
    doc = _one_hand(rules=presets.CARDGAMES_IO)
    doc["metadata"]["ruleset"]["partners_best"] = True
    doc["deals"][0]["phases"][0].update(calls=["Pass", "Order"], isAlone=True)
    assert egn.replay(egn.read(doc)).ok  # the record stops at the loner's discard
    doc["deals"][0]["phases"].append({"type": "TRICK_PLAY", "tricks": [["Ac"]]})
    report = egn.replay(egn.read(doc))
    assert egn.read(doc).rules.replace(name=rules.name) == rules
    assert [p.kind for p in report.problems] == ["unsupported_rule"]
    assert "discards after the call for best, which EGN does not record" in (
        report.problems[0].message
    )


def test_a_record_stopping_inside_a_call_for_best_hand_is_refused() -> None:
    rules, _ = egn.rules_for({"partners_best": True})
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=_DEAL).apply("pass")
    state = state.apply("order up alone")  # South alone: North, the dealer, sits out
    state = state.apply(state.legal_actions()[0])  # South's discard after the best card
    with pytest.raises(EgnError, match=r"alone after a call for best, still holds 5 cards"):
        egn.dumps(state)
    finished = _finish_hand(state, random.Random(3))
    _same_game(finished, egn.dumps(finished))


def test_a_record_stopping_between_the_defenders_is_refused() -> None:
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


# --------------------------------------------------------------------------- round trips of every RuleSet

def any_rulesets() -> st.SearchStrategy[euchre.RuleSet]:
    """A RuleSet EGN can state (the exchanges of call for best and a farmer's hand
    included), or CARDGAMES_IO with up to two knobs drawn: most of those EGN refuses."""
    return egn_rulesets(extra={"call_for_best", "farmers_hand"}) | near_presets(
        2, [presets.CARDGAMES_IO]
    )


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


def _unrecordable(state: euchre.State, include_hands: bool = True) -> bool:
    """Whether the game holds something EGN cannot record: a farmer's hand, a discard
    that is neither the dealer's after the upcard nor the lone player's after a call for
    best, a stop in a call-for-best hand while the lone player holds cards, or a stop
    between the defenders; or, away from four seats, a file without the hands dealt (a
    reader seats the cards played from ``playerCards`` there)."""
    if not include_hands and not state.rules.table.four:
        return True
    record = records.GameRecord.from_state(state)
    last = None
    for item, before, _ in record.steps():
        last = (item, before)
        if not isinstance(item, euchre.Action):
            continue
        if item.kind is ActionKind.DECLARE:
            return True
        lone = before.alone
        if item.kind is ActionKind.DISCARD and before.rules.call_for_best and (
            lone is not None and before.to_act == lone
        ):
            if not include_hands or (before.hand_number == state.hand_number and (
                state.phase not in (Phase.DEAL, Phase.OVER) and state.hands[lone]
            )):
                return True
            continue
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
@example(presets.CARDGAMES_IO.replace(scoring={"lone_defender_euchre": 0}), 0, 0, False)
@example(presets.CARDGAMES_IO.replace(players=2, stick_the_dealer=True), 0, 0, False)
def test_round_trip_of_random_rulesets_and_games(
    rules: euchre.RuleSet, seed: int, steps: int, include_hands: bool
) -> None:
    """Either dumps refuses (rules EGN cannot state, or an action it cannot record) or the
    file reads back as the same game: actions, results, scores and rules."""
    state = _random_game(rules, seed, steps)
    try:
        text = egn.dumps(state, include_hands=include_hands)
    except EgnError:
        assert _refused_rules(rules) or _unrecordable(state, include_hands)
        return
    assert not _refused_rules(rules)
    _same_game(state, text)
    back = egn.loads(text).rules
    assert _as_played(back.replace(name=rules.name, deal_pattern=rules.deal_pattern)) == (
        _as_played(rules)
    )


def _as_played(rules: euchre.RuleSet) -> euchre.RuleSet:
    """``rules`` with the knobs of a choice nobody may make set to CARDGAMES_IO's: EGN does
    not keep them (``egn.ruleset_for``), as they cannot change a game."""
    base = presets.CARDGAMES_IO
    if rules.defender_alone == "never":
        scoring = {
            "lone_defender_euchre": base.scoring.lone_defender_euchre,
            "lone_defender_march": base.scoring.lone_defender_march,
        }
        rules = rules.replace(defender_alone_order=base.defender_alone_order, scoring=scoring)
    if rules.alone == "nobody":
        rules = rules.replace(alone_timing=base.alone_timing)
    if rules.go_under != "off":  # EGN's one toggle: read as every poor hand it names
        rules = rules.replace(go_under="either")
    # who chose the card passed, and a lone defender's call: read from the file's exchanges
    return rules.replace(best_card_choice="rule", defender_call_for_best=False)


@pytest.mark.parametrize("name", presets.names())
def test_every_preset_round_trips_or_is_refused(name: str) -> None:
    rules = presets.get(name)
    if rules.match_games > 1 or rules.laps or rules.slams:
        # a match's knobs have no EGN toggle: the game alone is refused by name, and a match
        # is written as EMN (records.MatchRecord.to_emn), its games without them
        with pytest.raises(EgnError, match="laps"):
            egn.dumps(euchre.new_game(rules, seed=0))
        rules = rules.replace(laps=False, slams=False, match_games=1)
    for seed in range(3):
        state = _random_game(rules, seed, 10_000)
        try:
            text = egn.dumps(state)
        except EgnError as error:
            assert _refused_rules(rules), error
            continue
        _same_game(state, text)
    # RAILROAD: the joker, defend_alone and partners_best (a lone defender's exchange read
    # as defender_call_for_best, a card other than the rule's best as the partner's choice)
    held = ("CARDGAMES_IO", "TWO_HANDED", "SIX_HANDED", "RAILROAD")
    assert _refused_rules(rules) == (name not in held)


def test_records_that_do_not_replay_are_refused() -> None:
    odd = records.GameRecord(
        rules=presets.CARDGAMES_IO, seed=1, history=(euchre.Action.play("Js"),)
    )
    with pytest.raises(EgnError, match="does not replay"):
        egn.dumps(odd)


# --------------------------------------------------------------------------- limits


def test_load_refuses_special_files(tmp_path: Path) -> None:
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


def test_load_caps_the_bytes(tmp_path: Path) -> None:
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


def test_deals_are_capped() -> None:
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


def test_deals_of_a_match_are_capped_together() -> None:
    game = _many_deals(6)
    match = {"fileType": "Euchre Match Notation", "version": "1.1",
             "games": [{"gameIndex": i, "gameData": game} for i in range(5)]}
    assert len(egn.loads_match(json.dumps(match))) == 5
    with pytest.raises(EgnLimitError, match=r"games: 30 deals, more than max_deals=29"):
        egn.loads_match(json.dumps(match), max_deals=29)


def test_games_of_a_match_are_capped() -> None:
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


def test_unknown_toggles_are_reported_ten_by_name() -> None:
    """A ruleset of a million unknown toggles made a million problems."""
    doc = _doc(**{f"house_rule_{i}": True for i in range(100_000)})
    problems = egn.read(doc).problems
    assert len(problems) == 11
    assert problems[0].message == "unknown ruleset toggle 'house_rule_0' is ignored"
    assert problems[-1].message == "99990 more unknown ruleset toggles are ignored"


def test_actions_of_a_deal_are_capped(tmp_path: Path) -> None:
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


def test_unseen_cards_are_assigned_without_a_search() -> None:
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
    chosen = assign(unseen, kept, voids, trump)
    assert chosen is not None and chosen[Seat.WEST] == clubs
    assert [str(c) for c in chosen[Seat.NORTH]] == ["9d", "Td", "Qd", "Kd"]
    kept[Seat.SOUTH] = 4  # one card too many: no way
    assert assign(unseen, kept, voids, trump) is None
    assert time.perf_counter() - start < 0.5


def test_card_lists_longer_than_the_deck_are_refused() -> None:
    doc = _whole_hand()
    doc["deals"][0]["initialState"]["playerCards"][0] = ["Xx"] * 25
    with pytest.raises(EgnError, match=r"playerCards\[0\]: 25 cards, but the deck has 24"):
        egn.read(doc)
    doc = _whole_hand()
    doc["deals"][0]["initialState"]["kitty"] = ["Xx"] * 100_000
    with pytest.raises(EgnError, match=r"kitty: 100000 cards"):
        egn.read(doc)


@pytest.mark.parametrize("ruleset", [[1], "std", 3, [("std", True)]])
def test_rules_for_refuses_what_is_not_an_object(ruleset: Any) -> None:
    with pytest.raises(EgnError, match=r"metadata\.ruleset: expected an object"):
        egn.rules_for(ruleset)


def test_huge_numbers_are_refused_with_egn_errors() -> None:
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


# --------------------------------------------------------------------------- fuzzing the corpus

_CARD_TEXTS = ["", "Js", "L", "R", "B", "Xx", "7c", "8h", "Nc", "Ah", "Jx", "jd", "AH", "Jo",
               "\u2028", "\x00", "Pass", "Order", "h", "n", "x"]
_NUMBERS = [0, 1, 3, 4, -1, 5, 24, 2**63, 10**300, 10**4000, 1.5, 0.0, math.nan, math.inf,
            -math.inf]
egn_values = st.recursive(
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
            parent[field] = draw(egn_values)
        else:
            parent[key] = draw(egn_values)
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


_DOCS = {path: json.loads(path.read_text(encoding="utf-8")) for path in CORPUS_FILES}


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_mutated_corpus_files_raise_only_egn_errors(path: Path) -> None:
    @settings(max_examples=10, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def check(data: st.DataObject) -> None:
        _load_all(data.draw(mutations(_DOCS[path])))

    check()


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mutated_match_file_raises_only_egn_errors(data: st.DataObject) -> None:
    document = json.loads(MATCH.read_text(encoding="utf-8"))
    text = json.dumps(data.draw(mutations(document)), allow_nan=True)
    with contextlib.suppress(EgnError):
        _check_loaded(egn.loads_match(text))


@settings(max_examples=150, deadline=None, database=None)
@given(egn_values)
def test_random_json_raises_only_egn_errors(value: Any) -> None:
    for document in (value, {**_doc(), "deals": value}, {**_doc(), "metadata": value},
                     {"fileType": "Euchre Match Notation", "games": value}):
        _load_all(document)


def test_corpus_actions_are_all_replayed() -> None:
    """Every corpus file that replays ok uses every call and card it holds."""
    for path, document in _DOCS.items():
        report = egn.replay(egn.read(document))
        if report.ok:
            assert _replayed_actions(report) == _written_actions(document), path


def test_a_wrong_initial_lead_is_reported_with_the_first_lead_rule() -> None:
    """EGN's initialLead against the engine's first lead: the problem names the first-lead
    rule and the rule texts under which the written seat would lead."""
    doc = _whole_hand()
    doc["deals"][0]["phases"][1]["initialLead"] = 3  # West; North deals, so East leads
    (problem,) = egn.replay(egn.read(doc)).problems
    assert problem.kind == "lead_mismatch"
    assert problem.message.startswith(
        "the file says West leads the first trick, but the rules say East: North deals, and "
        "the player left of the dealer leads the first trick: East (first_lead='dealer_left', "
    )
    assert "under Games4All West would lead (left of the maker)" in problem.message
