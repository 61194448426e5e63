"""What ``euchre.egn`` writes is valid EGN and EMN: every file is checked against the EGN
project's JSON schemas (vendored in ``data/egn-schema``, Apache-2.0, with the commit each
came from; nothing is fetched at run time), and against the schema of the version it says
it is (the lowest that holds the game: changelog.md of github.com/NextSuit-Labs/
euchre-game-notation).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

import euchre
from euchre import Phase, egn, presets
from euchre.egn import EgnError, EgnPlayer
from strategies import egn_rulesets

SCHEMAS = Path(__file__).parent / "data" / "egn-schema"
EGN_URI = "file:///egn-schema/egn-schema-v1.json"
EMN_URI = "file:///egn-schema/emn/emn-schema-v1.json"


def _schema(path: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((SCHEMAS / path).read_text(encoding="utf-8"))
    return loaded


CURRENT = jsonschema.Draft7Validator(_schema("egn-schema-v1.json"))
#: The schema of each version written (a 1.2 file must be valid 1.2, not only 1.4).
BY_VERSION = {
    "1.2": jsonschema.Draft7Validator(_schema("v1.2/egn-schema-v1.json")),
    "1.3": jsonschema.Draft7Validator(_schema("v1.3/egn-schema-v1.json")),
    "1.4": CURRENT,
}
_REGISTRY = Registry().with_resources(
    [
        (EGN_URI, Resource.from_contents(_schema("egn-schema-v1.json"), DRAFT7)),
        (EMN_URI, Resource.from_contents(_schema("emn/emn-schema-v1.json"), DRAFT7)),
    ]
)
EMN = jsonschema.Draft7Validator({"$ref": EMN_URI}, registry=_REGISTRY)


def _without_extension(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` without this library's one extension, ``jokerSuit`` (the suit the dealer named
    for a joker turned up: EGN has no field for it, and its schema refuses any other), which
    is written only in a deal whose upcard is the joker."""
    doc = copy.deepcopy(doc)
    for deal in doc["deals"]:
        bidding = deal["phases"][0] if deal["phases"] else {}
        if "jokerSuit" in bidding:
            assert deal["initialState"]["upCard"] == "B"
            del bidding["jokerSuit"]
    return doc


def assert_valid(doc: dict[str, Any]) -> None:
    """``doc`` is valid under the current EGN schema and under its own version's (but for
    a ``jokerSuit``: see :func:`_without_extension`)."""
    doc = _without_extension(doc)
    errors = [e.message for e in CURRENT.iter_errors(doc)]
    assert not errors, errors
    mine = [e.message for e in BY_VERSION[doc["version"]].iter_errors(doc)]
    assert not mine, (doc["version"], mine)


def _play(rules: euchre.RuleSet, seed: int, steps: int) -> euchre.State:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _holdable(rules: euchre.RuleSet) -> bool:
    try:
        egn.ruleset_for(rules)
    except EgnError:
        return False
    return True


def test_the_vendored_schemas_name_their_source() -> None:
    readme = (SCHEMAS / "README.md").read_text(encoding="utf-8")
    assert "NextSuit-Labs/euchre-game-notation" in readme
    assert "3ffee90bf340a92467b1035a8072705c3428a7cd" in readme
    assert (SCHEMAS / "LICENSE").read_text(encoding="utf-8").lstrip().startswith("Apache")
    assert CURRENT.schema["properties"]["version"]["pattern"] == r"^1\.[234](?:\.\d+)?$"


@pytest.mark.parametrize("name", presets.names())
def test_every_preset_egn_holds_writes_schema_valid_files(name: str) -> None:
    """Seeded games of each preset EGN can state, finished and stopped part way, with and
    without the hands dealt (four seats only), are valid EGN; the others are refused."""
    rules = presets.get(name)
    if not _holdable(rules):
        with pytest.raises(EgnError):
            egn.dumps(euchre.new_game(rules, seed=1))
        return
    for seed in range(3):
        for steps in (0, 7, 40, 10_000):
            state = _play(rules, seed, steps)
            for include_hands in (True, False) if rules.table.four else (True,):
                try:
                    doc = egn.to_egn(state, include_hands=include_hands, title=name)
                except EgnError as refused:  # a call for best: its discard needs the hands
                    assert rules.call_for_best and "call for best" in str(refused)
                    continue
                assert_valid(doc)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    egn_rulesets(extra={"call_for_best", "fast_break", "four_trick_tokens", "go_under",
                        "defender_call_for_best", "best_card_choice"}),
    st.integers(0, 2**32),
    st.integers(0, 300),
    st.booleans(),
)
def test_random_games_of_rules_egn_states_are_schema_valid(
    rules: euchre.RuleSet, seed: int, steps: int, include_hands: bool
) -> None:
    state = _play(rules, seed, steps)
    try:
        doc = egn.to_egn(state, include_hands=include_hands)
    except EgnError as refused:  # a record stopping where EGN cannot say what happened
        assert any(
            why in str(refused)
            for why in ("call for best", "declined to go alone", "going under", "went under",
                        # a lone defender's call for best is partners_best's second exchange
                        "defender_call_for_best=True (EGN: False)")
        )
        return
    assert_valid(doc)


SIX_DEFEND = presets.SIX_HANDED.replace(
    defender_alone="vs_lone_maker",
    defender_alone_order="dealer_left",
    scoring={"lone_defender_euchre": 4, "lone_defender_march": 4},
)
TABLES = st.sampled_from([presets.TWO_HANDED, presets.SIX_HANDED, SIX_DEFEND]).flatmap(
    lambda base: st.builds(
        lambda std, target, first: base.replace(
            stick_the_dealer=std, target=target, first_lead=first
        ),
        st.booleans(),
        st.integers(1, 12),
        st.sampled_from(["dealer_left", "lone_left"]),
    )
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TABLES, st.integers(0, 2**32), st.integers(0, 400))
@example(SIX_DEFEND.replace(stick_the_dealer=False, target=1), 1, 3)  # stops between defenders
def test_random_games_at_other_tables_are_schema_valid_and_read_back(
    rules: euchre.RuleSet, seed: int, steps: int
) -> None:
    state = _play(rules, seed, steps)
    while True:
        try:
            doc = egn.to_egn(state)
            break
        except egn.EgnError as error:
            # EGN writes only the defender who went alone (the passes are implied once play
            # begins): a stop between the defenders' answers is refused; a step earlier is not
            assert state.phase is euchre.Phase.ALONE and "declined to go alone" in str(error)
            steps -= 1
            state = _play(rules, seed, steps)
    assert_valid(doc)
    report = egn.replay(egn.read(doc))
    assert report.ok, report.problems
    if state.history:
        (record,) = report.records
        original = euchre.records.GameRecord.from_state(state)
        assert record.hands == original.hands
        assert report.score == state.scores


# --------------------------------------------------------------------------- versions


def test_egn_changelog_a_game_just_begun_is_written_as_1_2() -> None:
    """changelog.md 1.2.2: "the canonical schema version ... is now 1.2"; the oldest the
    current schema accepts, and enough for a game without a final score."""
    doc = egn.to_egn(_play(presets.CARDGAMES_IO, 1, 30), title="a -- b")
    assert doc["version"] == "1.2"
    assert_valid(doc)


def test_egn_changelog_1_3_angle_brackets_need_1_3() -> None:
    """changelog.md 1.3.0: "Removed strict HTML/XSS input patterns (^[^<>]*$) from text and
    description fields": a title or name with < or > is 1.3, and 1.2's schema refuses it."""
    state = _play(presets.CARDGAMES_IO, 1, 30)
    for options in ({"title": "score < 10"}, {"players": ["A->B", "b", "c", "d"]},
                    {"description": "<b>"}):
        doc = egn.to_egn(state, **options)  # type: ignore[arg-type]
        assert doc["version"] == "1.3"
        assert_valid(doc)
        assert list(BY_VERSION["1.2"].iter_errors({**doc, "version": "1.2"}))


def test_egn_changelog_1_4_final_score_and_num_deals_need_1_4() -> None:
    """changelog.md 1.4.0: "Optional finalScore Metadata" and "num_deals"; a player's "id"
    (the schema's player object at 1.4.0): each is 1.4, and 1.3's schema refuses it."""
    finished = _play(presets.CARDGAMES_IO, 1, 10_000)
    deals = _play(presets.CARDGAMES_IO.replace(num_deals=3), 2, 40)
    named = _play(presets.CARDGAMES_IO, 3, 30)
    with_id = [EgnPlayer("Ann", id="p-01"), "Bo", "Cy", "Di"]
    for doc in (egn.to_egn(finished), egn.to_egn(deals), egn.to_egn(named, players=with_id)):
        assert doc["version"] == "1.4"
        assert_valid(doc)
        assert list(BY_VERSION["1.3"].iter_errors({**doc, "version": "1.3"}))
    assert "finalScore" in egn.to_egn(finished)["metadata"]


@pytest.mark.parametrize("version", ["1.0", "1.1", "1.2", "1.3", "1.4", "1.2.4", "1.4.0"])
def test_every_version_the_schema_accepts_is_read(version: str) -> None:
    doc = egn.to_egn(_play(presets.CARDGAMES_IO, 4, 50))
    doc["version"] = version
    report = egn.replay(egn.read(doc))
    assert report.ok and report.plays > 0


@pytest.mark.parametrize("version", ["1.5", "1.6", "2.0"])
def test_versions_no_reachable_schema_defines_are_refused(version: str) -> None:
    """EGN 1.5 and 1.6 (and teamNames) are in no copy of the EGN repository this library
    could read (the newest, 1.4.0, accepts 1.2 to 1.4): refused, not guessed at."""
    doc = egn.to_egn(_play(presets.CARDGAMES_IO, 4, 50))
    doc["version"] = version
    with pytest.raises(EgnError, match=r"this reader handles 1\.0 to 1\.4"):
        egn.read(doc)


# --------------------------------------------------------------------------- EMN


def _match_games() -> list[euchre.State]:
    return [_play(presets.CARDGAMES_IO, seed, 10_000) for seed in range(3)]


def test_a_match_is_valid_emn_with_valid_egn_games() -> None:
    games = _match_games()
    seats = [["Ann", "Bo", "Cy", "Di"], ["Bo", "Ann", "Di", "Cy"],
             [EgnPlayer("Ann", player_ids=(("a1", "euchre.com"),)), "Cy", "Bo", "Ed"]]
    doc = egn.to_emn(games, players=seats, title="Friday", date="2026-07-21")
    errors = [e.message for e in EMN.iter_errors(doc)]
    assert not errors, errors
    for entry, state in zip(doc["games"], games, strict=True):
        assert_valid(entry["gameData"])
        assert entry["gameData"]["metadata"]["finalScore"] == list(state.scores)
    names = {p["id"]: p["name"] for p in doc["metadata"]["players"]}
    assert [names[i] for i in doc["games"][1]["players"]] == ["Bo", "Ann", "Di", "Cy"]
    assert [names[i] for i in doc["games"][2]["players"]] == ["Ann", "Cy", "Bo", "Ed"]


def test_a_match_reads_back_game_by_game() -> None:
    games = _match_games()
    back = egn.loads_match(egn.dumps_match(games))
    assert len(back) == len(games)
    for game, state in zip(back, games, strict=True):
        report = egn.replay(game)
        assert report.ok and report.score == state.scores
        assert game.final_score == state.scores


def test_a_match_of_a_table_emn_cannot_seat_is_refused() -> None:
    with pytest.raises(EgnError, match="EMN seats four players a game"):
        egn.to_emn([_play(presets.TWO_HANDED, 1, 20)])


def test_an_emn_file_written_is_valid_after_a_copy_round_trip() -> None:
    """The EMN document is plain JSON: dumps_match is its text."""
    games = _match_games()[:1]
    doc = egn.to_emn(games)
    assert json.loads(egn.dumps_match(games)) == copy.deepcopy(doc)
    assert not list(EMN.iter_errors(doc))


def test_the_written_phases_are_those_the_schema_lists() -> None:
    state = _play(presets.CARDGAMES_IO, 9, 200)
    assert state.phase is not Phase.OVER or state.results
    doc = egn.to_egn(state)
    bidding = CURRENT.schema["definitions"]["biddingPhase"]["properties"]
    for deal in doc["deals"]:
        assert set(deal["phases"][0]) <= set(bidding) | {"jokerSuit"}


# --------------------------------------------------------------------------- the corpus

CORPUS = Path(__file__).parent / "data" / "egn"
CORPUS_FILES = sorted(CORPUS.rglob("*.egn"))


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_the_corpus_files_are_valid_under_the_vendored_schema(path: Path) -> None:
    """The EGN project's own examples of 1.2 and later pass its schema here too (a check of
    the vendored schema and of the validation this file does); the older ones are 1.0 or
    1.1, which the reader reads and the current schema no longer accepts."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    errors = [e.message for e in CURRENT.iter_errors(doc)]
    if doc["version"].startswith(("1.0", "1.1")):
        assert any("does not match" in e for e in errors)
        assert egn.read(doc).version == doc["version"]
    else:
        assert not errors


def test_the_corpus_match_is_valid_emn() -> None:
    doc = json.loads((CORPUS / "combination examples" / "MotE W5 Match.emn").read_text("utf-8"))
    assert not [e.message for e in EMN.iter_errors(doc)]
    bad = copy.deepcopy(doc)
    bad["games"][0]["players"] = bad["games"][0]["players"][:3]
    assert list(EMN.iter_errors(bad))  # the validator does refuse a game of three seats


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_the_corpus_games_are_written_back_valid_and_read_back_the_same(path: Path) -> None:
    """Each corpus game the engine replays in one piece, written by ``to_egn`` (its players
    as the file wrote them) is valid EGN and replays to the same actions and results."""
    game = egn.load(path)
    report = egn.replay(game)
    if not report.ok or len(report.records) != 1:
        return  # the files with problems are checked one by one in test_egn.py
    (record,) = report.records
    doc = egn.to_egn(record, players=game.entries or None, title=game.title)
    assert_valid(doc)
    again = egn.replay(egn.read(doc))
    assert again.ok, again.problems
    assert again.records[0].hands == record.hands
    assert again.state is not None and report.state is not None
    assert again.state.results == report.state.results
    assert doc["metadata"]["players"] == json.loads(path.read_text("utf-8"))["metadata"][
        "players"
    ] or not game.entries
