"""EGN's alternate rules that are knobs of the engine: ``fast_break``, ``four_trick_tokens``
and ``go_under``.

The rules are EGN's (github.com/NextSuit-Labs/euchre-game-notation at 1.4.0,
docs/alternate-rules.md): ``fast_break`` "If the defending team ... gets the first two
tricks and then loses the last three, the score for that hand is 0 for both teams";
``four_trick_tokens`` "If the calling team on a non-loner gets exactly 4 tricks, they get a
token ... If ... they get to 4 tokens, they turn all their tokens in for 1 extra point";
``go_under`` "If a player holds a remarkably poor hand (e.g., three 9s and 10s, or no face
cards), they may swap three cards with the kitty cards. This action is recorded in the
EUCHRE_BIDDING phase using the cardExchanges array if known." Every file written is checked
against EGN's schema (tests/notation/data/egn-schema/).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from test_egn_schema import assert_valid

import euchre
from euchre import egn, presets, records
from euchre.actions import DECLARE_GO_UNDER
from euchre.egn import EgnError


def _play(rules: euchre.RuleSet, seed: int, steps: int = 10_000) -> euchre.State:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _game_where(
    rules: euchre.RuleSet, happened: Callable[[euchre.State], bool], tries: int = 300
) -> euchre.State:
    for seed in range(tries):
        state = _play(rules, seed)
        if happened(state):
            return state
    raise AssertionError("no such game")  # pragma: no cover


def _replayed(doc: dict[str, Any]) -> egn.EgnReplay:
    return egn.replay(egn.read(json.loads(json.dumps(doc))))


def _same(state: euchre.State, doc: dict[str, Any]) -> None:
    assert_valid(doc)
    report = _replayed(doc)
    assert report.ok, report.problems
    (record,) = report.records
    assert record.hands == records.GameRecord.from_state(state).hands
    assert report.state is not None and report.state.results == state.results
    assert report.state.scores == state.scores


# --------------------------------------------------------------------------- scoring toggles


FAST_BREAK, _ = egn.rules_for({"fast_break": True})
TOKENS, _ = egn.rules_for({"four_trick_tokens": True, "winning_score": 40})  # long games


def _fast_break(result: euchre.HandResult) -> bool:
    return not result.thrown_in and result.points == (0, 0)


def test_egn_alternate_rules_fast_break_is_the_fast_break_knob() -> None:
    assert FAST_BREAK.fast_break and egn.ruleset_for(FAST_BREAK)["fast_break"] is True
    assert "fast_break" not in egn.ruleset_for(presets.CARDGAMES_IO)


def test_egn_alternate_rules_fast_break_file_replays_with_nothing_for_either_team() -> None:
    """A game with a fast break, written and read back: the toggle's hand scores 0 for both
    teams; the same file without the toggle scores that hand for the makers' opponents."""
    state = _game_where(FAST_BREAK, lambda s: any(map(_fast_break, s.results)))
    doc = egn.to_egn(state)
    _same(state, doc)
    plain = _without(doc, "fast_break").state
    assert plain is not None
    broken = [i for i, r in enumerate(state.results) if _fast_break(r)]
    assert broken and not any(_fast_break(plain.results[i]) for i in broken
                              if i < len(plain.results))


def _without(doc: dict[str, Any], toggle: str) -> egn.EgnReplay:
    """The replay of ``doc`` with ``toggle`` (and the final score it led to) taken out."""
    doc = json.loads(json.dumps(doc))
    del doc["metadata"]["ruleset"][toggle]
    doc["metadata"].pop("finalScore", None)
    report = _replayed(doc)
    assert report.state is not None
    return report


def test_egn_alternate_rules_four_trick_tokens_file_replays_with_the_extra_point() -> None:
    """A game in which a team cashed in four tokens: the replay's score has the extra
    point, which the same file without the toggle lacks."""
    def cashed(s: euchre.State) -> bool:
        plain = _without(egn.to_egn(s), "four_trick_tokens").state
        return plain is not None and plain.scores != s.scores

    state = _game_where(TOKENS, cashed, tries=60)
    doc = egn.to_egn(state)
    assert doc["metadata"]["ruleset"]["four_trick_tokens"] is True
    _same(state, doc)
    plain = _without(doc, "four_trick_tokens").state
    assert plain is not None and sum(plain.scores[:2]) < sum(state.scores[:2])


# --------------------------------------------------------------------------- go under toggle


def test_egn_alternate_rules_go_under_reads_as_every_poor_hand_egn_names() -> None:
    """EGN's one toggle for "three 9s and 10s, or no face cards" is go_under="either"."""
    rules, problems = egn.rules_for({"go_under": True})
    assert problems == () and rules.go_under == "either"


@pytest.mark.parametrize("value", ["nines_and_tens", "no_face_cards", "either"])
def test_any_go_under_value_is_written_as_the_toggle(value: str) -> None:
    rules = presets.CARDGAMES_IO.replace(go_under=value)
    assert egn.ruleset_for(rules)["go_under"] is True
    assert egn.rules_for(egn.ruleset_for(rules))[0].go_under == "either"


def test_go_under_with_farmers_is_a_problem_naming_the_contradiction() -> None:
    rules, problems = egn.rules_for({"farmers": True, "go_under": True})
    assert rules.go_under == "off" and rules.farmers_hand == "exchange"
    (problem,) = problems
    assert problem.where == "metadata.ruleset.go_under" and "contradict" in problem.message


def test_a_scoring_toggle_egn_cannot_hold_at_six_seats_is_a_problem() -> None:
    rules, problems = egn.rules_for({"num_players": 6, "min_rank": 7, "fast_break": True})
    assert rules.players == 6 and not rules.fast_break
    assert [p.where for p in problems] == ["metadata.ruleset.fast_break"]
    assert "fast_break=True needs the four-seat Knock game" in problems[0].message


# --------------------------------------------------------------------------- go under exchanges


UNDER, _ = egn.rules_for({"go_under": True})


def _under_game(seed: int, declare: float = 0.7) -> euchre.State:
    """A game in which players go under when they may (random play otherwise)."""
    rng = random.Random(seed)
    state = euchre.new_game(UNDER, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        under = DECLARE_GO_UNDER in legal and rng.random() < declare
        state = state.apply(DECLARE_GO_UNDER if under else rng.choice(legal))
    return state


def _discards_in_any_order(hands: Any) -> list[Any]:
    """The hands with the three discards after going under sorted: EGN keeps which cards
    were discarded, not in which order."""
    out = []
    for deal, actions in hands:
        actions, kept, i = list(actions), [], 0
        while i < len(actions):
            kept.append(actions[i])
            if actions[i] == DECLARE_GO_UNDER:
                kept += sorted(actions[i + 1 : i + 4], key=str)
                i += 3
            i += 1
        out.append((deal, kept))
    return out


def _written(seeds: range) -> list[tuple[euchre.State, dict[str, Any]]]:
    """The games of ``seeds`` EGN can write (not those where a player sat out after going
    under: refused, as :func:`test_a_player_sitting_out_after_going_under_is_refused`)."""
    games = []
    for seed in seeds:
        state = _under_game(seed)
        try:
            games.append((state, egn.to_egn(state)))
        except EgnError as refused:
            assert "sits out after going under" in str(refused)
    return games


def _declarations(state: euchre.State) -> list[tuple[int, euchre.Seat, tuple[euchre.Card, ...]]]:
    """Each going under of a game: the hand, the player and the kitty taken."""
    found = []
    for item, before, _ in records.GameRecord.from_state(state).steps():
        if item == DECLARE_GO_UNDER:
            assert before.to_act is not None and before.deal is not None
            found.append((before.hand_number, euchre.Seat(before.to_act), before.deal.kitty))
    return found


def test_egn_alternate_rules_go_under_is_written_as_the_kittys_cards_to_the_player() -> None:
    """The kitty has no seat index in EGN (sender and receiver are seats 0-9): the exchange
    has no ``sender`` (optional in the schema), the player who went under as ``receiver``,
    and the three kitty cards taken."""
    games = [(s, d) for s, d in _written(range(30)) if _declarations(s)]
    assert games
    for state, doc in games:
        assert_valid(doc)
        written = [
            (number, exchange)
            for number, deal in enumerate(doc["deals"])
            for exchange in deal["phases"][0].get("cardExchanges", [])
        ]
        assert [(n, e["receiver"], e["cards"]) for n, e in written] == [
            (n, int(seat), [str(c) for c in kitty]) for n, seat, kitty in _declarations(state)
        ]
        assert all("sender" not in e for _, e in written)


@pytest.mark.parametrize("first", range(0, 120, 20))
def test_egn_alternate_rules_go_under_round_trips(first: int) -> None:
    """Games with players gone under, written and read back: the same deals, calls, plays
    and results; the discards are the cards the player never plays (in the order held)."""
    for state, doc in _written(range(first, first + 20)):
        assert_valid(doc)
        report = _replayed(doc)
        assert report.ok, report.problems
        (record,) = report.records
        mine = records.GameRecord.from_state(state).hands
        assert _discards_in_any_order(record.hands) == _discards_in_any_order(mine)
        assert report.state is not None and report.state.results == state.results


def _first_under_hand(seeds: range = range(60)) -> tuple[euchre.State, dict[str, Any]]:
    """A game EGN writes whose first hand has a player going under."""
    return next((s, d) for s, d in _written(seeds) if "cardExchanges" in d["deals"][0]["phases"][0])


def test_a_kitty_exchange_listing_a_card_dealt_to_a_player_is_reported() -> None:
    """The kitty's cards are the deck less the hands dealt and the upcard: an exchange from
    the kitty listing a card of another player's hand is a conflict the replay reports."""
    _, doc = _first_under_hand()
    exchange = doc["deals"][0]["phases"][0]["cardExchanges"][0]
    other = (exchange["receiver"] + 1) % 4
    card = doc["deals"][0]["initialState"]["playerCards"][other][0]
    exchange["cards"][0] = card
    report = _replayed(doc)  # never raises
    assert not report.ok
    problem = next(p for p in report.problems if p.kind == "bad_cards")
    assert problem.where == "deals[0]" and f"{card} is both in" in problem.message
    assert "the kitty" in problem.message


def test_a_player_sitting_out_after_going_under_is_refused() -> None:
    """The discards are read back as the cards the player never plays: a player who then
    sits out (the partner alone) plays none, so EGN cannot hold the discards."""
    for seed in range(60):
        state = _under_game(seed)
        try:
            egn.to_egn(state)
        except EgnError as refused:
            assert "sits out after going under" in str(refused)
            assert "cards discarded cannot be written" in str(refused)
            return
    raise AssertionError("no game where a player sat out after going under")  # pragma: no cover


def test_a_record_stopping_inside_a_hand_gone_under_is_refused() -> None:
    state, _ = _first_under_hand()
    steps = list(records.GameRecord.from_state(state).steps())
    at = next(i for i, (item, _, _) in enumerate(steps) if item == DECLARE_GO_UNDER)
    declared, discarding = steps[at][2], steps[at + 1][2]
    assert_valid(egn.to_egn(declared))  # stops at the declaration: the reader stops there too
    with pytest.raises(EgnError, match="the hand is not played out"):
        egn.to_egn(discarding)
    with pytest.raises(EgnError, match="include_hands=False with going under"):
        egn.to_egn(state, include_hands=False)


# --------------------------------------------------------------------------- a lone defender's call for best

#: EGN's partners_best and defend_alone, with a lone defender calling for best too (Keller
#: 1887, ch. 6: the lone defender "may call for his partner's best card"; Railroad Euchre).
BEST_BOTH = egn.rules_for({"partners_best": True, "defend_alone": True})[0].replace(
    defender_call_for_best=True
)


def _defender_game(seeds: range = range(200)) -> euchre.State:
    """A game in which a defender went alone under ``defender_call_for_best``."""
    for seed in seeds:
        rng = random.Random(seed)
        state = euchre.new_game(BEST_BOTH, seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            alone = [a for a in legal if a.alone or a == euchre.GO_ALONE]
            state = state.apply(alone[0] if alone and rng.random() < 0.5 else rng.choice(legal))
        if any(r.lone_defender is not None for r in state.results):
            return state
    raise AssertionError("no lone defender")  # pragma: no cover


def test_keller1887_ch6_lone_defender_calls_for_best_is_written_as_a_second_exchange() -> None:
    """EGN's partners_best with defend_alone: the lone maker's exchange, then the lone
    defender's (its partner as ``sender``, the card passed); read back, the file's exchange
    to the ``aloneDefender`` turns on defender_call_for_best."""
    state = _defender_game()
    doc = egn.to_egn(state)
    assert doc["metadata"]["ruleset"] == {**egn.ruleset_for(BEST_BOTH)}
    assert {"partners_best", "defend_alone"} <= set(doc["metadata"]["ruleset"])
    number = next(i for i, r in enumerate(state.results) if r.lone_defender is not None)
    bidding = doc["deals"][number]["phases"][0]
    defender = bidding["aloneDefender"]
    maker_side, defender_side = bidding["cardExchanges"]
    assert maker_side["receiver"] != defender
    assert defender_side["receiver"] == defender
    assert defender_side["sender"] == (defender + 2) % 4 and len(defender_side["cards"]) == 1
    game = egn.read(json.loads(json.dumps(doc)))
    assert game.rules.defender_call_for_best
    _same(state, doc)


@pytest.mark.parametrize("first", range(0, 200, 40))
def test_games_with_lone_defenders_calling_for_best_round_trip(first: int) -> None:
    for seed in range(first, first + 40):
        rng = random.Random(seed)
        state = euchre.new_game(BEST_BOTH, seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            alone = [a for a in legal if a.alone or a == euchre.GO_ALONE]
            state = state.apply(alone[0] if alone and rng.random() < 0.5 else rng.choice(legal))
        _same(state, egn.to_egn(state))


def test_a_file_without_a_defenders_exchange_reads_without_the_defenders_call() -> None:
    """EGN's partners_best speaks of "a player [who] calls a loner": a file whose lone
    defenders received no card reads with defender_call_for_best off."""
    rules, _ = egn.rules_for({"partners_best": True, "defend_alone": True})
    state = _defender_game()
    doc = egn.to_egn(state)
    for deal in doc["deals"]:
        bidding = deal["phases"][0]
        defender = bidding.get("aloneDefender")
        bidding["cardExchanges"] = [
            e for e in bidding.get("cardExchanges", []) if e["receiver"] != defender
        ]
    assert egn.read(doc).rules == rules.replace(name=egn.read(doc).rules.name)


def test_defender_call_for_best_without_partners_best_is_refused() -> None:
    """EGN has no toggle for a lone defender's call for best alone: refused, naming it."""
    rules = BEST_BOTH.replace(call_for_best=False)
    with pytest.raises(EgnError, match="defender_call_for_best=True"):
        egn.ruleset_for(rules)


def test_bicycle_railroad_partner_chooses_the_card_round_trips() -> None:
    """Railroad Euchre's call for best, the partner choosing the card
    (best_card_choice="partner"): EGN records the card given; a file whose card is not the
    rule's best reads as the partner's choice, so the game replays as played."""
    rules = BEST_BOTH.replace(best_card_choice="partner")
    assert egn.ruleset_for(rules) == egn.ruleset_for(BEST_BOTH)
    chose = 0
    for seed in range(40):
        state = _play(rules, seed)
        doc = egn.to_egn(state)
        game = egn.read(json.loads(json.dumps(doc)))
        if game.rules.best_card_choice == "partner":
            chose += 1
            _same(state, doc)
        else:  # every card passed was the rule's: the same game without the give actions
            report = egn.replay(game)
            assert report.ok and report.state is not None
            assert report.state.results == state.results
    assert chose
