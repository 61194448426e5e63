"""Every parser on random text and JSON, and on mutations of what the library writes and
of the EGN corpus: only the library's own errors escape, and whatever a parser accepts
is a working value (it prints, writes and reads back)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from _fuzz_harness import (
    any_value,
    attempt,
    check,
    fuzz,
    games,
    json_value,
    mutated_bytes,
    mutated_json,
    mutated_text,
    works,
)
from hypothesis import example, given
from hypothesis import strategies as st

import euchre
from euchre import egn, presets, ptn, records
from euchre.actions import DECLARE_GO_UNDER
from euchre.rules import codec

EGN_DATA = Path(__file__).resolve().parent.parent / "notation" / "data" / "egn"
EGN_FILES = sorted(p for p in EGN_DATA.rglob("*") if p.suffix in (".egn", ".emn", ".json"))
EGN_BYTES = {str(p.relative_to(EGN_DATA)): p.read_bytes() for p in EGN_FILES}
EGN_DOCS = {name: json.loads(data) for name, data in EGN_BYTES.items()}
GAME_FILES = sorted(name for name, doc in EGN_DOCS.items()
                    if isinstance(doc, dict) and doc.get("fileType") == egn.FILE_TYPE)
MATCH_FILES = sorted(name for name, doc in EGN_DOCS.items()
                     if isinstance(doc, dict) and doc.get("fileType") == "Euchre Match Notation")

PTN_DATA = Path(__file__).resolve().parent.parent / "notation" / "data" / "ptn"
PTN_TEXTS = {p.name: p.read_text(encoding="utf-8") for p in sorted(PTN_DATA.glob("*.ptn"))}

card_text = st.text(alphabet="0123456789TJQKAjqkaCDHScdhsoOBb♣♦♥♠♤♡♢♧🃏 \t-", max_size=5)
action_text = st.builds(
    lambda words: " ".join(words),
    st.lists(
        st.sampled_from(["play", "discard", "give", "call", "bid", "claim", "renege", "order",
                         "up", "alone", "pass", "pick", "go", "declare", "farmer", "ace", "no",
                         "face", "trump", "low", "best", "moon", "north", "e", "hearts", "♥",
                         "Jd", "10h", "Jo", "99", "0", "-1", "1e9", "inf", "nan", "13", "½"])
        | card_text,
        max_size=4,
    ),
)


# --------------------------------------------------------------------------- cards, suits, actions


@fuzz(300)
@given(st.one_of(card_text, st.text(max_size=8), any_value))
@example(0)
@example(float("inf"))
def test_parse_card_raises_only_its_own_error(text: Any) -> None:
    outcome = attempt("parse_card", euchre.parse_card, text)
    if outcome.ok:
        card = outcome.value
        check("parse_card", isinstance(card, euchre.Card), lambda: f"{text!r} gave {card!r}")
        check("parse_card", euchre.parse_card(str(card)) is card, lambda: f"{card!r} reads back")
        check("parse_card", euchre.Card(repr(card)[6:-2]) is card, lambda: f"{card!r} repr")


@fuzz(300)
@given(st.one_of(st.text(max_size=10), st.sampled_from(["h", "♥", "Hearts", " s ", "x"]),
                 any_value))
@example(0)
@example(2)
@example(euchre.Suit.SPADES)
def test_suit_parse_raises_only_its_own_error(text: Any) -> None:
    """``Suit.parse`` (the rank is read by ``parse_card``: ``Rank`` has no parser)."""
    outcome = attempt("Suit.parse", euchre.Suit.parse, text)
    if outcome.ok:
        suit = outcome.value
        check("Suit.parse", isinstance(suit, euchre.Suit), lambda: f"{text!r} gave {suit!r}")
        check("Suit.parse", euchre.Suit.parse(str(suit)) is suit, lambda: f"{suit!r} reads back")


@fuzz(400)
@given(st.one_of(action_text, st.text(max_size=20), any_value))
@example("call 2")
@example(3)
def test_parse_action_raises_only_its_own_error(text: Any) -> None:
    outcome = attempt("parse_action", euchre.parse_action, text)
    if outcome.ok:
        action = outcome.value
        check("parse_action", isinstance(action, euchre.Action), lambda: f"{text!r}: {action!r}")
        check("parse_action", euchre.parse_action(str(action)) is action,
              lambda: f"{action!r} reads back")
        check("parse_action", euchre.Action(str(action)) is action, lambda: f"{action!r} repr")


# --------------------------------------------------------------------------- rules JSON


def _rules_work(entry: str, rules: euchre.RuleSet) -> None:
    """A RuleSet a parser accepted is a working value: hashable, printable, described,
    written and read back, and a game can start with it."""
    check(entry, isinstance(rules, euchre.RuleSet), lambda: f"gave {rules!r}")
    works(entry, hash, rules)
    works(entry, repr, rules)
    works(entry, rules.describe)
    back = works(entry, codec.from_json, works(entry, codec.to_json, rules))
    check(entry, back == rules, "JSON round trip")
    state = works(entry, euchre.new_game, rules, seed=1)
    works(entry, state.legal_actions)
    works(entry, str, state)


@fuzz(200)
@given(st.one_of(
    json_value,
    st.sampled_from(presets.names()).flatmap(
        lambda name: mutated_json(codec.to_json(presets.get(name)))),
))
@example({"bid_minimum": None, "variant": "bid"})
@example({"name": {}})
@example({"deal_pattern": [1e309, 1e309, 1e309, 1e309]})
def test_rules_codec_from_json_raises_only_its_own_error(document: Any) -> None:
    outcome = attempt("rules.codec.from_json", codec.from_json, document)
    if outcome.ok:
        _rules_work("rules.codec.from_json", outcome.value)


# --------------------------------------------------------------------------- JSON records

SAMPLES = {
    "game": records.to_json(euchre.new_game(presets.STANDARD, seed=3).apply_all(
        "pass; pass; pass; order up; discard 9d")),
    "bid game": records.to_json(euchre.new_game(presets.BID_EUCHRE, seed=4)),
    "rules": records.to_json(presets.GAMES4ALL),
    "deal": records.to_json(euchre.Deal.random(presets.STANDARD, 5)),
    "action": records.to_json(euchre.parse_action("claim renege west")),
}


@st.composite
def written_records(draw: st.DrawFn) -> Any:
    """The JSON document of a random game (or of one of its parts), mutated."""
    kind = draw(st.sampled_from(["game", "rules", "deal", "action", "sample"]))
    if kind == "sample":
        document = SAMPLES[draw(st.sampled_from(sorted(SAMPLES)))]
    else:
        game = draw(games(most=60))
        state = game.states[-1]
        value: Any = {
            "game": state,
            "rules": game.rules,
            "deal": state.deal or euchre.Deal.random(game.rules, 1),
            "action": state.history[-1],
        }[kind]
        document = records.to_json(value)
    return draw(mutated_json(document))


def _record_works(entry: str, value: object) -> None:
    """A record a reader accepted is a working value: it replays (reporting, not raising),
    and its JSON and text forms read back equal."""
    if isinstance(value, euchre.RuleSet):
        _rules_work(entry, value)
        return
    if isinstance(value, (euchre.Deal, euchre.Action)):
        back = works(entry, records.loads, works(entry, records.dumps, value))
        check(entry, back == value, "JSON round trip")
        return
    check(entry, isinstance(value, records.GameRecord), lambda: f"gave {value!r}")
    assert isinstance(value, records.GameRecord)
    report = attempt(f"{entry} -> records.replay", records.replay, value)
    if report.ok:
        works(entry, str, report.value)
    back = works(entry, records.loads, works(entry, records.dumps, value))
    check(entry, back == value, "JSON round trip")
    written = attempt(f"{entry} -> records.format_text", records.format_text, value)
    if written.ok:
        back = attempt(f"{entry} -> records.parse_text", records.parse_text, written.value)
        check(entry, back.ok, lambda: f"its text cannot be read back: {back.error}\n"
                                      f"{written.value}")
        check(entry, back.value == value, lambda: f"its text reads back different:\n"
                                                  f"{written.value}")


@fuzz(250)
@given(st.one_of(written_records(), json_value))
def test_records_from_json_and_loads_raise_only_their_own_errors(document: Any) -> None:
    outcome = attempt("records.from_json", records.from_json, document)
    try:
        text = json.dumps(document)
    except (TypeError, ValueError):  # pragma: no cover - every drawn value is JSON
        return
    loaded = attempt("records.loads", records.loads, text)
    check("records.loads", loaded.ok == outcome.ok, "loads and from_json disagree")
    if loaded.ok:
        _record_works("records.loads", loaded.value)


@fuzz(150)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode)
       | st.sampled_from(sorted(SAMPLES)).flatmap(
           lambda k: mutated_bytes(json.dumps(SAMPLES[k]).encode())))
def test_records_loads_of_bytes_raises_only_its_own_error(data: bytes) -> None:
    outcome = attempt("records.loads", records.loads, data)
    if outcome.ok:
        _record_works("records.loads", outcome.value)


# --------------------------------------------------------------------------- text records

BID_MINIMUM_NONE = '[Rules "STANDARD"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n'


@st.composite
def written_texts(draw: st.DrawFn) -> str:
    """The text record of a random game, mutated."""
    state = draw(games(most=60)).states[-1]
    return draw(mutated_text(records.format_text(state)))


@fuzz(250)
@given(st.one_of(written_texts(), st.text(max_size=200)))
@example(BID_MINIMUM_NONE)
@example('[Rules "BID_EUCHRE"]\n[Rule "bid_minimum = none"]\n[Seed "1"]\npass\n')
@example('[Rules "STANDARD"]\n[Rule "deal_pattern = 9,9,9,9"]\n[Seed "1"]\npass\n')
def test_records_parse_text_raises_only_its_own_error(text: str) -> None:
    outcome = attempt("records.parse_text", records.parse_text, text)
    if outcome.ok:
        _record_works("records.parse_text", outcome.value)


def _match_text(seed: int) -> str:
    """The text record of a short RAILROAD match (its first two hands)."""
    match = euchre.new_match(euchre.presets.RAILROAD, seed=seed)
    rng = random.Random(seed)
    while len(match.state.results) < 2 and not match.games:
        match = match.apply(rng.choice(match.legal_actions()))
    return records.format_match_text(records.MatchRecord.from_match(match))


MATCH_TEXTS = [_match_text(seed) for seed in range(3)]


@fuzz(150)
@given(st.one_of(st.sampled_from(MATCH_TEXTS).flatmap(mutated_text), st.text(max_size=200)))
@example('[Match "1 game"]\n[Game "1"]\n[Rules "RAILROAD"]\npass\n')
def test_records_parse_match_text_raises_only_its_own_error(text: str) -> None:
    outcome = attempt("records.parse_match_text", records.parse_match_text, text)
    if outcome.ok:
        attempt("MatchRecord.replay", outcome.value.replay)


# --------------------------------------------------------------------------- EGN


def _egn_game_works(entry: str, game: object) -> None:
    """An EGN game the reader accepted replays without raising, reporting what disagrees."""
    check(entry, isinstance(game, egn.EgnGame), lambda: f"gave {game!r}")
    assert isinstance(game, egn.EgnGame)
    report = works(entry, egn.replay, game)
    for problem in report.problems:
        works(entry, str, problem)
    for record in report.records:
        works(entry, records.dumps, record)


@fuzz(200)
@given(st.one_of(
    st.sampled_from(GAME_FILES).flatmap(lambda name: mutated_json(EGN_DOCS[name])),
    json_value,
))
def test_egn_read_raises_only_its_own_error(document: Any) -> None:
    outcome = attempt("egn.read", egn.read, document)
    if outcome.ok:
        _egn_game_works("egn.read", outcome.value)


def _alternate_rules_docs() -> list[dict[str, Any]]:
    """Files EGN writes under its alternate rules: going under (a kitty exchange without a
    sender), Railroad (a lone defender's call for best, the partner's choice of card), fast
    break and four-trick tokens."""
    under = presets.CARDGAMES_IO.replace(go_under="either")
    scoring = presets.CARDGAMES_IO.replace(fast_break=True, four_trick_tokens=True)
    docs = []
    for rules in (under, presets.RAILROAD, scoring):
        for seed in range(40):
            rng = random.Random(seed)
            state = euchre.new_game(rules, seed=seed)
            while not state.is_over:
                legal = state.legal_actions()
                pick = [a for a in legal if a == DECLARE_GO_UNDER or a.alone]
                state = state.apply(pick[0] if pick and rng.random() < 0.5 else rng.choice(legal))
            try:
                docs.append(egn.to_egn(state))
            except egn.EgnError:  # a player sat out after going under
                continue
            break
    return docs


ALTERNATE_DOCS = _alternate_rules_docs()


@fuzz(100)
@given(st.sampled_from(ALTERNATE_DOCS).flatmap(mutated_json))
def test_egn_read_of_alternate_rules_raises_only_its_own_error(document: Any) -> None:
    outcome = attempt("egn.read", egn.read, document)
    if outcome.ok:
        _egn_game_works("egn.read", outcome.value)


@fuzz(150)
@given(st.one_of(
    st.sampled_from(GAME_FILES).flatmap(lambda name: mutated_bytes(EGN_BYTES[name])),
    st.binary(max_size=200),
))
def test_egn_loads_raises_only_its_own_error(data: bytes) -> None:
    outcome = attempt("egn.loads", egn.loads, data)
    if outcome.ok:
        _egn_game_works("egn.loads", outcome.value)
    text = attempt("egn.loads", egn.loads, data.decode("utf-8", "replace"))
    if text.ok:
        _egn_game_works("egn.loads", text.value)


@fuzz(60)
@given(st.one_of(
    st.sampled_from(MATCH_FILES).flatmap(lambda name: mutated_json(EGN_DOCS[name], most=3)),
    st.sampled_from(MATCH_FILES).flatmap(lambda name: mutated_bytes(EGN_BYTES[name])),
    json_value,
))
def test_egn_loads_match_raises_only_its_own_error(document: Any) -> None:
    data = document if isinstance(document, bytes) else json.dumps(document)
    outcome = attempt("egn.loads_match", egn.loads_match, data)
    if outcome.ok:
        for game in outcome.value:
            _egn_game_works("egn.loads_match", game)


# --------------------------------------------------------------------------- PTN


def _ptn_record_works(entry: str, record: object) -> None:
    """A PTN record the reader accepted replays without raising, reporting what disagrees;
    its game record, when it has one, writes as JSON."""
    check(entry, isinstance(record, ptn.PtnRecord), lambda: f"gave {record!r}")
    assert isinstance(record, ptn.PtnRecord)
    report = works(entry, ptn.replay, record)
    for problem in report.problems:
        works(entry, str, problem)
    if report.game is not None:
        works(entry, records.dumps, report.game)


ptn_words = st.lists(
    st.sampled_from(["[Deal \"", "[Dealer \"S\"]", "[Auction \"W\"]", "[Play \"N\"]",
                     "[Undealt \"", "[GameOptionsJson \"{", "[GameScores \"S:", "Pass", "♠",
                     "NTalone", "-", "S9", "HJ", ".", ":", "\"", "]", "\n", " ", "Q.AQ.Q.J",
                     "[CardsAdded \"E:", "[CardsRemoved \"E:", "[CardsPassed \"S:N:",
                     "CQDJDK"]),
    max_size=30,
).map("".join)


@fuzz(200)
@given(st.one_of(
    st.sampled_from(sorted(PTN_TEXTS)).flatmap(lambda name: mutated_text(PTN_TEXTS[name])),
    st.sampled_from(sorted(PTN_TEXTS)).flatmap(
        lambda name: mutated_bytes(PTN_TEXTS[name].encode("utf-8"))),
    ptn_words,
    st.text(max_size=200),
))
def test_ptn_loads_raises_only_its_own_error(text: str | bytes) -> None:
    outcome = attempt("ptn.loads", ptn.loads, text)
    check("ptn.loads", outcome.ok or isinstance(outcome.error, ptn.PtnError),
          lambda: f"raised {outcome.error!r}, not a PtnError")
    if outcome.ok:
        _ptn_record_works("ptn.loads", outcome.value)


@fuzz(150)
@given(st.one_of(st.dictionaries(st.text(max_size=20), json_value, max_size=6),
                 json_value, any_value))
def test_ptn_rules_for_raises_only_its_own_error(options: Any) -> None:
    outcome = attempt("ptn.rules_for", ptn.rules_for, options)
    check("ptn.rules_for", outcome.ok or isinstance(outcome.error, ptn.PtnError),
          lambda: f"raised {outcome.error!r}, not a PtnError")
    if outcome.ok:
        rules, problems = outcome.value
        _rules_work("ptn.rules_for", rules)
        for problem in problems:
            works("ptn.rules_for", str, problem)


# --------------------------------------------------------------------------- views


def _view_documents() -> list[dict[str, Any]]:
    out = []
    for name, steps in (("STANDARD", 9), ("BID_EUCHRE", 12), ("OPENSPIEL", 30)):
        state = euchre.new_game(presets.get(name), seed=2)
        for _ in range(steps):
            if state.is_over:
                break
            state = state.apply(state.legal_actions()[-1])
        out += [json.loads(state.view(seat).to_json()) for seat in euchre.Seat]
    return out


VIEW_DOCS = _view_documents()


@st.composite
def written_views(draw: st.DrawFn) -> Any:
    if draw(st.booleans()):
        game = draw(games(most=60))
        state = draw(st.sampled_from(game.states))
        seat = draw(st.integers(0, state.rules.players - 1))
        document = json.loads(state.view(seat).to_json())
    else:
        document = draw(st.sampled_from(VIEW_DOCS))
    return draw(mutated_json(document))


def _with(document: dict[str, Any], **changes: Any) -> str:
    return json.dumps({**document, **changes})


@fuzz(250)
@given(st.one_of(written_views().map(json.dumps), json_value.map(json.dumps),
                 st.text(max_size=50)))
@example(_with(VIEW_DOCS[0], seat=float("inf")))
@example(_with(VIEW_DOCS[0], seat=99))
@example(_with(VIEW_DOCS[0], hand=["Jd", "Jd", "Jd"]))
def test_view_from_json_raises_only_its_own_error(text: str) -> None:
    """A view read from JSON prints, writes and reads back equal."""
    outcome = attempt("View.from_json", euchre.View.from_json, text)
    if outcome.ok:
        view = outcome.value
        entry = "View.from_json"
        works(entry, str, view)
        works(entry, repr, view)
        works(entry, view._repr_html_)
        again = works(entry, euchre.View.from_json, works(entry, view.to_json))
        check(entry, again == view, "JSON round trip")
        check("View.from_json", 0 <= view.seat < view.rules.players, lambda: f"seat {view.seat!r}")
        check("View.from_json", len(set(view.hand)) == len(view.hand) or view.rules.deck == 48,
              lambda: f"a hand with a card twice: {view.hand}")


# --------------------------------------------------------------------------- other readers


@fuzz(200)
@given(st.one_of(st.sampled_from([*presets.names(), "cardgames.io", "open-spiel", " bid ",
                                  "hoyle", "pinochle", ""]), st.text(max_size=12), any_value))
@example(5)
@example(None)
def test_presets_get_raises_only_its_own_error(name: Any) -> None:
    outcome = attempt("presets.get", presets.get, name)
    if outcome.ok:
        check("presets.get", outcome.value in [presets.get(n) for n in presets.names()],
              lambda: f"{name!r} gave {outcome.value!r}")


@fuzz(200)
@given(st.one_of(st.sampled_from(["North", "n", " west ", "E", "0", "3", "4"]),
                 st.integers(-2, 6), st.text(max_size=6), any_value))
def test_records_parse_seat_raises_only_its_own_error(text: Any) -> None:
    outcome = attempt("records.parse_seat", records.parse_seat, text)
    if outcome.ok:
        check("records.parse_seat", isinstance(outcome.value, euchre.Seat),
              lambda: f"{text!r} gave {outcome.value!r}")


@fuzz(200)
@given(st.one_of(
    st.sampled_from(GAME_FILES).flatmap(
        lambda name: mutated_json(EGN_DOCS[name]["metadata"].get("ruleset") or {"std": True})),
    json_value,
))
@example([1])
def test_egn_rules_for_raises_only_its_own_error(ruleset: Any) -> None:
    outcome = attempt("egn.rules_for", egn.rules_for, ruleset)
    if outcome.ok:
        rules, problems = outcome.value
        _rules_work("egn.rules_for", rules)
        for problem in problems:
            works("egn.rules_for", str, problem)


trump_like = st.one_of(st.none(), st.sampled_from(list(euchre.Suit)),
                       st.sampled_from(["hearts", "h", "no trump", "low", "x"]), any_value)
seat_like = st.one_of(st.sampled_from(list(euchre.Seat)), st.integers(-1, 5),
                      st.sampled_from(["north", "w", "x"]), any_value)
cards_like = st.one_of(
    st.lists(st.sampled_from(["9c", "Tc", "Jc", "Qc", "Kc", "Ac", "Jd", "Jh", "Jo", "7s", "As"]),
             max_size=6),
    st.lists(st.tuples(seat_like, st.sampled_from(["9c", "Jd", "Ah", "Jo", "x"])), max_size=6),
    any_value,
)


@fuzz(300)
@given(cards_like, seat_like, trump_like, st.lists(seat_like, max_size=3))
@example(["9c", "Tc", "Jc", "Qc", "Kc", "Ac"], 0, None, [])
@example([("n", "9c"), ("n", "Tc")], 0, None, [])
@example(["9c"], 7, None, [])
@example(["9c"], 0, 5, [])
def test_trick_winner_raises_only_its_own_error(cards: Any, leader: Any, trump: Any,
                                                sitting_out: list[Any]) -> None:
    """A trick holds at most one card from each seat in play; the winner is one of them."""
    outcome = attempt("trick_winner", euchre.trick_winner, cards, leader, trump,
                      sitting_out=sitting_out)
    if outcome.ok:
        verdict = outcome.value
        check("trick_winner", isinstance(verdict.winner, euchre.Seat), "the winner is a seat")
        check("trick_winner", 1 <= len(cards) <= 4,
              lambda: f"a trick of {len(cards)} cards was judged: {cards!r}")
        if cards and isinstance(cards[0], tuple):
            seats = [euchre.records.parse_seat(seat) for seat, _ in cards]
            check("trick_winner", len(set(seats)) == len(seats),
                  lambda: f"a seat plays twice in one trick: {cards!r}")


@fuzz(200)
@given(st.one_of(st.sampled_from(["Jd", "Jo", "7c", "As"]), any_value), trump_like,
       st.one_of(st.sampled_from([24, 25, 32, 48]), any_value))
@example("Jd", 7, 24)
def test_card_rank_raises_only_its_own_error(card: Any, trump: Any, deck: Any) -> None:
    outcome = attempt("card_rank", euchre.card_rank, card, trump, deck=deck)
    if outcome.ok:
        check("card_rank", outcome.value.order >= 1, lambda: f"{outcome.value!r}")
