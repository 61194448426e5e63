"""EGN at every table it can hold, its player objects and its card exchanges.

The rules are EGN's (github.com/NextSuit-Labs/euchre-game-notation at 1.4.0):
docs/alternate-rules.md (``num_players``: "When set to a value other than 4, parsers should
adjust lead determination, team assignment, and scoring accordingly"; ``partners_best``:
the partner passes the best card, "recorded in the EUCHRE_BIDDING phase using the
cardExchanges array if known"), schemas/egn-schema-v1.json (two scores, "[Team 0/2 Score,
Team 1/3 Score]"; a dealer index up to 9; player objects ``{id, name, playerIds}``).
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _json_paths import json_paths
from euchre import Player, Seat, egn, presets, records
from euchre.egn import EgnError, EgnPlayer


def _play(rules: euchre.RuleSet, seed: int, steps: int = 10_000) -> euchre.State:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _same(state: euchre.State, doc: dict[str, Any]) -> egn.EgnReplay:
    report = egn.replay(egn.read(json.loads(json.dumps(doc))))
    assert report.ok, report.problems
    (record,) = report.records
    assert record.hands == records.GameRecord.from_state(state).hands
    assert report.state is not None and report.state.results == state.results
    return report


# --------------------------------------------------------------------------- tables


def test_egn_alternate_rules_num_players_2_is_two_handed_each_for_themselves() -> None:
    rules, problems = egn.rules_for({"num_players": 2, "min_rank": 7, "winning_score": 5})
    assert problems == ()
    assert (rules.players, rules.partnership, rules.deck, rules.alone) == (2, "none", 32, "nobody")
    back = egn.ruleset_for(presets.TWO_HANDED)
    assert back["num_players"] == 2
    assert egn.rules_for(back)[0].replace(name="x") == presets.TWO_HANDED.replace(
        name="x", deal_pattern=rules.deal_pattern
    )


def test_egn_alternate_rules_num_players_6_is_two_teams_of_three() -> None:
    rules, problems = egn.rules_for({"num_players": 6, "min_rank": 7, "loner_march_score": 5})
    assert problems == ()
    assert (rules.players, rules.partnership, rules.table.teammates[0]) == (6, "teams", (2, 4))


@pytest.mark.parametrize("name", ["TWO_HANDED", "SIX_HANDED"])
def test_games_at_the_tables_egn_holds_round_trip(name: str) -> None:
    for seed in range(4):
        state = _play(presets.get(name), seed)
        doc = egn.to_egn(state)
        assert doc["metadata"]["ruleset"]["num_players"] == state.rules.players
        assert len(doc["deals"][0]["initialState"]["playerCards"]) == state.rules.players
        report = _same(state, doc)
        assert report.score == state.scores
        assert doc["metadata"]["finalScore"] == list(state.scores)


def test_six_handed_a_lone_players_two_teammates_sit_out() -> None:
    """SIX_HANDED: "a lone player's two teammates both sit out"; the reader seats the four
    cards of each trick through the engine."""
    for seed in range(200):
        state = euchre.new_game(presets.SIX_HANDED, seed=seed)
        while state.phase in (euchre.Phase.ORDER, euchre.Phase.CALL):
            alone = [a for a in state.legal_actions() if a.alone]
            state = state.apply(alone[0] if alone else euchre.PASS)
        if state.alone is not None:
            break
    else:  # pragma: no cover - some seed goes alone
        pytest.fail("no lone hand")
    finished = _play_hand(state)
    hand = egn.read(egn.to_egn(finished)).hands[0]
    assert {len(trick) for trick in hand.tricks} == {4}
    assert hand.in_play == 4 and hand.seats == 6
    lone = finished.results[0].alone if finished.results else state.alone
    assert all(isinstance(seat, Player) for seat, _ in hand.plays)
    assert lone is not None
    _same(finished, egn.to_egn(finished))


def _play_hand(state: euchre.State) -> euchre.State:
    rng = random.Random(0)
    number = state.hand_number
    while state.hand_number == number and not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        (presets.CUTTHROAT, r"three-handed \(cutthroat\) Euchre .* this table has 3"),
        (presets.TWO_HANDED_DUMMY, "EGN cannot record a dummy hand"),
        (presets.CARDGAMES_IO.replace(partnership="none"), "four-handed, each for themselves"),
        (presets.SIX_HANDED.replace(partnership="none"), "six-handed, each for themselves"),
    ],
)
def test_tables_egn_cannot_score_are_refused(rules: euchre.RuleSet, message: str) -> None:
    """EGN's scores are two numbers: a table of more than two sides, or a dummy hand (no
    field holds it), is refused rather than written as another game."""
    with pytest.raises(EgnError, match=message):
        egn.dumps(euchre.new_game(rules, seed=1))


@pytest.mark.parametrize("players", [1, 3, 5, 8])
def test_num_players_egn_cannot_score_is_a_problem(players: int) -> None:
    rules, problems = egn.rules_for({"num_players": players})
    assert rules.players == 4
    assert [p.kind for p in problems] == ["unsupported_rule"]
    assert "only 2 players" in problems[0].message


def test_a_table_file_without_the_hands_dealt_is_not_replayed() -> None:
    doc = egn.to_egn(_play(presets.TWO_HANDED, 1, 30))
    del doc["deals"][0]["initialState"]["playerCards"]
    report = egn.replay(egn.read(doc))
    assert [p.kind for p in report.problems][:2] == ["missing_cards", "not_replayed"]
    with pytest.raises(EgnError, match="include_hands=False at two-handed"):
        egn.to_egn(_play(presets.TWO_HANDED, 1, 30), include_hands=False)


def test_a_dealer_outside_the_table_is_refused() -> None:
    doc = egn.to_egn(_play(presets.TWO_HANDED, 1, 30))
    doc["deals"][0]["initialState"]["dealer"] = 2
    with pytest.raises(EgnError, match=r"deals\[0\].initialState.dealer"):
        egn.read(doc)


def test_more_players_than_the_table_seats_are_refused() -> None:
    doc = egn.to_egn(_play(presets.TWO_HANDED, 1, 30))
    doc["metadata"]["players"].append("Cy")
    with pytest.raises(EgnError, match="3 players, but the table seats 2"):
        egn.read(doc)


# --------------------------------------------------------------------------- player objects


def test_player_objects_are_read_and_written_back_as_they_were() -> None:
    state = _play(presets.CARDGAMES_IO, 2, 60)
    written = [
        {"id": "p-01", "name": "Ann", "playerIds": [{"id": "ann42", "source": "euchre.com"}]},
        "Bo",
        {"name": "Cy"},
        {"name": "Di", "playerIds": [{"id": "1", "source": "a"}, {"id": "2", "source": "b"}]},
    ]
    doc = egn.to_egn(state)
    doc["metadata"]["players"] = copy.deepcopy(written)
    game = egn.read(doc)
    assert game.players == ("Ann", "Bo", "Cy", "Di")
    assert game.entries[0] == EgnPlayer("Ann", id="p-01", player_ids=(("ann42", "euchre.com"),))
    again = egn.to_egn(egn.replay(game).records[0], players=game.entries)
    assert again["metadata"]["players"] == written


@pytest.mark.parametrize(
    ("player", "where"),
    [
        ({"name": 3}, r"metadata.players\[0\]"),
        ({"name": "A", "playerIds": [{"id": "x"}]}, r"metadata.players\[0\].playerIds\[0\].source"),
        ({"name": "A", "id": 7}, r"metadata.players\[0\].id"),
    ],
)
def test_malformed_player_objects_say_where(player: Any, where: str) -> None:
    doc = egn.to_egn(_play(presets.CARDGAMES_IO, 2, 10))
    doc["metadata"]["players"][0] = player
    with pytest.raises(EgnError, match=where):
        egn.read(doc)


# --------------------------------------------------------------------------- card exchanges

BEST, _ = egn.rules_for({"partners_best": True})


def _best_hand(seed: int) -> euchre.State:
    """A finished hand in which a player went alone under call for best."""
    for s in range(seed, seed + 500):
        state = euchre.new_game(BEST, seed=s)
        while state.phase in (euchre.Phase.ORDER, euchre.Phase.CALL):
            alone = [a for a in state.legal_actions() if a.alone]
            state = state.apply(alone[0] if alone else euchre.PASS)
        if state.alone is not None:
            return _play_hand(state)
    raise AssertionError("no lone hand")  # pragma: no cover


def test_egn_alternate_rules_partners_best_is_written_as_a_card_exchange() -> None:
    state = _best_hand(0)
    doc = egn.to_egn(state)
    (exchange,) = doc["deals"][0]["phases"][0]["cardExchanges"]
    lone = state.results[0].alone
    assert lone is not None and exchange["receiver"] == int(lone)
    assert exchange["sender"] == int(Seat(lone).partner)
    deal = state.history[0]
    assert isinstance(deal, euchre.Deal)
    partner_hand = deal.hands[exchange["sender"]]
    best = max(partner_hand, key=lambda c: _strength(c, state.results[0].trump))
    assert exchange["cards"] == [str(best)]
    _same(state, doc)


def _strength(card: euchre.Card, trump: euchre.Suit | None) -> tuple[int, int]:
    """The best card's order (engine.cardorder.best_card, restated): trump first (the right
    bower, the left, then by rank), else by rank; ties spades, hearts, diamonds, clubs."""
    assert trump is not None
    right = card.rank == euchre.Rank.JACK and card.suit == trump
    left = card.rank == euchre.Rank.JACK and card.suit is not None and card.suit != trump and (
        card.suit.color == trump.color
    )
    if right or left:
        return (3, 2 if right else 1)
    if card.suit == trump:
        return (2, int(card.rank))
    return (1, int(card.rank) * 4 + int(card.suit or 0))


@pytest.mark.parametrize("seed", range(0, 60, 6))
def test_a_call_for_best_file_without_the_hands_replays(seed: int) -> None:
    """Without playerCards the reader gives the sitting-out partner cards below the one it
    passed, so the engine's choice is the file's, and the loner's discard is the card the
    loner never plays."""
    state = _best_hand(seed)
    doc = egn.to_egn(state)
    for deal in doc["deals"]:
        del deal["initialState"]["playerCards"]
    report = egn.replay(egn.read(doc))
    assert report.ok, report.problems
    assert report.state is not None and report.state.results == state.results


def test_a_call_for_best_card_the_rule_would_not_pass_is_the_partners_choice() -> None:
    """EGN records the card given, not who chose it: a card the partner held that is not the
    rule's best is read as the partner's choice (best_card_choice="partner"), so the file's
    card is the one passed and the replay goes on with it."""
    state = _best_hand(0)
    doc = egn.to_egn(state)
    exchange = doc["deals"][0]["phases"][0]["cardExchanges"][0]
    sender = exchange["sender"]
    other = next(c for c in doc["deals"][0]["initialState"]["playerCards"][sender]
                 if c != exchange["cards"][0])
    exchange["cards"] = [other]
    game = egn.read(doc)
    assert game.rules.best_card_choice == "partner"
    report = egn.replay(game)
    assert "exchange_mismatch" not in [p.kind for p in report.problems]
    (record,) = report.records[:1]
    assert euchre.Action.give(other) in record.hands[0][1]


def test_a_call_for_best_card_from_an_opponent_is_the_files_deviation() -> None:
    state = _best_hand(0)
    doc = egn.to_egn(state)
    exchange = doc["deals"][0]["phases"][0]["cardExchanges"][0]
    exchange["sender"] = (exchange["receiver"] + 1) % 4  # an opponent, who plays
    report = egn.replay(egn.read(doc))  # never raises
    kinds = [p.kind for p in report.problems]
    assert "exchange_mismatch" in kinds
    problem = report.problems[kinds.index("exchange_mismatch")]
    assert problem.where == "deals[0].phases[0].cardExchanges[0]"
    assert "the partner passes the best card" in problem.message


def test_an_exchange_no_knob_reads_is_reported_not_replayed() -> None:
    """A farmer's exchange ("exchange cards", EGN's ``farmers``) is not read from
    cardExchanges: the exchange is a problem and the game is replayed without it."""
    state = _play(presets.CARDGAMES_IO, 3, 40)
    doc = egn.to_egn(state)
    doc["metadata"]["ruleset"]["farmers"] = True
    doc["deals"][0]["phases"][0]["cardExchanges"] = [{"receiver": 1, "cards": ["9c", "Tc"]}]
    report = egn.replay(egn.read(doc))
    where = [p.where for p in report.problems if p.kind == "unsupported_rule"]
    assert where == ["deals[0].phases[0].cardExchanges[0]"]


@pytest.mark.parametrize(
    ("exchange", "where"),
    [
        ({"receiver": 4, "cards": []}, r"cardExchanges\[0\].receiver"),
        ({"sender": -1, "receiver": 0, "cards": []}, r"cardExchanges\[0\].sender"),
        ({"cards": ["9c"]}, r"cardExchanges\[0\].receiver: missing"),
        ({"receiver": 0, "cards": ["Zz"]}, r"cardExchanges\[0\].cards\[0\]"),
    ],
)
def test_malformed_exchanges_say_where(exchange: dict[str, Any], where: str) -> None:
    doc = egn.to_egn(_play(presets.CARDGAMES_IO, 3, 40))
    doc["deals"][0]["phases"][0]["cardExchanges"] = [exchange]
    with pytest.raises(EgnError, match=where):
        egn.read(doc)


@pytest.mark.parametrize("toggle", sorted(egn._rules.VARIANT_KNOBS))
def test_each_variant_toggle_with_a_knob_is_read_and_written(toggle: str) -> None:
    """The one table of variant toggles and knobs (``VARIANT_KNOBS``) serves the reader and
    the writer: a toggle read as its knobs is written back as the toggle."""
    rules, problems = egn.rules_for({toggle: True})
    assert problems == ()
    for knob, value in egn._rules.VARIANT_KNOBS[toggle].items():
        assert getattr(rules, knob) == value
    assert egn.ruleset_for(rules)[toggle] is True


SIX_DEFEND = presets.SIX_HANDED.replace(
    defender_alone="vs_lone_maker",
    defender_alone_order="dealer_left",
    scoring={"lone_defender_euchre": 4, "lone_defender_march": 4},
)


def test_egn_alternate_rules_defend_alone_at_six_seats_round_trips() -> None:
    """defend_alone at six seats: the lone defender's two teammates sit out too, so three
    play each trick; aloneDefender is a seat of the six."""
    assert egn.ruleset_for(SIX_DEFEND)["defend_alone"] is True
    for seed in range(300):
        state = euchre.new_game(SIX_DEFEND, seed=seed)
        while state.phase not in (euchre.Phase.PLAY, euchre.Phase.DEAL):
            legal = state.legal_actions()
            alone = [a for a in legal if a.alone or a == euchre.GO_ALONE]
            state = state.apply(alone[0] if alone else legal[0])
        if state.lone_defender is not None:
            break
    else:  # pragma: no cover - some seed has both sides alone
        pytest.fail("no lone defender")
    finished = _play_hand(state)
    doc = egn.to_egn(finished)
    assert doc["deals"][0]["phases"][0]["aloneDefender"] == int(state.lone_defender)
    hand = egn.read(doc).hands[0]
    assert hand.in_play == 2 and {len(t) for t in hand.tricks} == {2}
    _same(finished, doc)


def test_an_exchange_without_a_knob_leaves_its_cards_where_they_are_played() -> None:
    """The game is replayed without the exchange: a card East received and played is read
    as dealt to East, so the hand still replays (only the exchange is reported: a farmer's
    exchange between seats, which no knob reads)."""
    state = _play_hand(euchre.new_game(presets.CARDGAMES_IO, seed=5))
    doc = egn.to_egn(state, include_hands=False)
    hand = egn.read(doc).hands[0]
    played_by_east = next(card for seat, card in hand.plays if seat == Seat.EAST)
    doc["metadata"]["ruleset"]["farmers"] = True
    doc["deals"][0]["phases"][0]["cardExchanges"] = [
        {"sender": 0, "receiver": 1, "cards": [str(played_by_east)]}
    ]
    report = egn.replay(egn.read(doc))
    assert [p.kind for p in report.problems] == ["unsupported_rule"]
    assert report.hands[0].finished and report.plays == len(hand.plays)


# --------------------------------------------------------------------------- mutations


def _seed_documents() -> list[dict[str, Any]]:
    """One file of each new record form: two-handed, six-handed with a lone defender,
    player objects, a call for best."""
    docs = [egn.to_egn(_play(presets.TWO_HANDED, 1, 60)), egn.to_egn(_play(SIX_DEFEND, 2, 120))]
    named = egn.to_egn(_best_hand(4))
    named["metadata"]["players"][0] = {"id": "p-1", "name": "Ann",
                                       "playerIds": [{"id": "a", "source": "b"}]}
    return [*docs, named]


SEEDS = _seed_documents()
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12)
    | st.sampled_from(["", "Pass", "Order", "h", "n", "Js", "L", "B", "Xx", "7c", "Ah"])
    | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=3),
    max_leaves=8,
)


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    document = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.sampled_from(json_paths(document)))
        if not where:
            continue
        parent = document
        for key in where[:-1]:
            parent = parent[key]
        if draw(st.booleans()) and isinstance(parent, dict):
            del parent[where[-1]]
        else:
            parent[where[-1]] = draw(VALUES)
    return document


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_files_of_the_new_forms_raise_only_egn_errors(document: Any) -> None:
    try:
        game = egn.read(document)
    except EgnError:
        return
    egn.replay(game)  # never raises: disagreements become problems


def test_a_table_file_dealing_a_card_twice_is_reported_not_raised() -> None:
    """(Found by mutating files: the engine's deal check raised a DealError.)"""
    doc = egn.to_egn(_play(presets.TWO_HANDED, 1, 30))
    cards = doc["deals"][0]["initialState"]["playerCards"]
    cards[1][0] = cards[0][0]
    report = egn.replay(egn.read(doc))
    assert [p.kind for p in report.problems][:2] == ["bad_cards", "not_replayed"]
    assert "dealt twice" in report.problems[0].message
