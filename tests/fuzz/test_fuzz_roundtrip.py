"""Round trips for every variant, irregular actions included: a record the library writes
(JSON ``dumps``/``loads``, text ``format_text``/``parse_text``, EGN ``dumps``/``loads``/
``replay``) reads back equal, and replays to the same game with the same problems.

Irregular records: illegal actions, actions labelled with the wrong seat (out of turn),
reneges and renege claims (``renege="penalise"``), going alone, thrown-in hands, a hand
left unfinished (the record stops, or a new deal comes), declarations, joker upcards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import attrs
from _fuzz_harness import (
    CANONICAL,
    Game,
    any_rules,
    attempt,
    check,
    fuzz,
    games,
    play_game,
    random_deal,
    works,
)
from hypothesis import example, given
from hypothesis import strategies as st

import euchre
from euchre import Phase, egn, presets, records
from euchre._render import seat_of
from euchre.actions import DECLARE_GO_UNDER, Action, ActionKind
from euchre.records import GameRecord, Origin
from strategies import egn_rulesets

# --------------------------------------------------------------------------- records


def _actors(record: GameRecord) -> list[euchre.Seat | None]:
    """The seat that takes each history item of a legal record (None for a deal)."""
    out: list[euchre.Seat | None] = []
    for item, before, _ in record.steps():
        out.append(None if isinstance(item, euchre.Deal) else before.to_act)
    return out


@st.composite
def irregular_records(draw: st.DrawFn, rules: st.SearchStrategy[euchre.RuleSet] = any_rules,
                      labels: bool = True, names: bool = False) -> GameRecord:
    """The record of a random game, made irregular: illegal actions inserted, actions
    labelled with the wrong seat, the hand cut short, a new deal in the middle of a hand."""
    game = draw(games(rules, most=150))
    state = game.states[-1]
    rng = random.Random(draw(st.integers(0, 2**32)))
    base = GameRecord.from_state(state)
    items: list[Any] = list(base.history)
    seats: list[euchre.Seat | None] = _actors(base)
    marks: list[euchre.Seat | None] = [
        seat if labels and seat is not None and rng.random() < 0.5 else None for seat in seats
    ]
    first = 0 if game.seeded else 1  # a record without a seed starts with its deal
    for _ in range(draw(st.integers(0, 4))):
        where = rng.randint(first, len(items))
        choice = rng.randrange(5 if labels else 3)
        if choice == 0:  # an action nobody may take here (or may: then it is taken)
            items.insert(where, rng.choice(CANONICAL))
            marks.insert(where, None)
        elif choice == 1:  # the record stops here: the hand is unfinished
            del items[max(where, first):]
            del marks[len(items):]
        elif choice == 2:  # a new deal before the hand is finished
            items.insert(where, random_deal(game.rules, rng, rng.randrange(game.rules.players)))
            marks.insert(where, None)
        elif choice == 3:  # an action labelled with a seat that is not to act
            actions = [i for i in range(first, len(items)) if isinstance(items[i], euchre.Action)]
            if actions:
                i = rng.choice(actions)
                marks[i] = seat_of(game.rules, rng.randrange(game.rules.players))
        else:  # the same action again, written for another seat
            actions = [i for i in range(first, len(items)) if isinstance(items[i], euchre.Action)]
            if actions:
                i = rng.choice(actions)
                items.insert(i + 1, items[i])
                marks.insert(i + 1, seat_of(game.rules, rng.randrange(game.rules.players)))
    if game.seeded and draw(st.booleans()):  # the seed deals every hand: leave deals out
        kept = [i for i, item in enumerate(items) if not isinstance(item, euchre.Deal)]
        items = [items[i] for i in kept]
        marks = [marks[i] for i in kept]
    players = draw((player_names if names else plain_players)(game.rules.players))
    tags = draw(tag_items if names else plain_tags)
    seed = base.seed
    if names and game.seeded and draw(st.booleans()):
        seed = draw(odd_seeds)
        if seed == "" and draw(st.booleans()):
            seed = base.seed
    return GameRecord(rules=game.rules, seed=seed, dealer=base.dealer, history=tuple(items),
                      players=players, tags=tags, **_labels(marks))


def _labels(marks: list[euchre.Seat | None]) -> dict[str, Any]:
    """The seats actions were written for, as the record keeps them: ``seats`` (one per
    history item), or, where GameRecord has no such field, the ``origins`` a text gives."""
    if "seats" in attrs.fields_dict(GameRecord):
        return {"seats": tuple(marks) if any(mark is not None for mark in marks) else ()}
    return {"origins": tuple(None if mark is None else Origin(1, 1, mark) for mark in marks)}


def plain_players(seats: int) -> st.SearchStrategy[tuple[str, ...] | None]:
    """No names, or a plain name for each of the table's ``seats``."""
    return st.none() | st.tuples(*[st.sampled_from(["Ann", "Bo", "Cy Young", "Di"])] * seats)
plain_tags = st.dictionaries(st.sampled_from(["Event", "Site", "Date", "Round"]),
                             st.sampled_from(["Club night", "2026-01-01", "3"]), max_size=2)
#: Text that has broken the text record: brackets, comment marks, quotes, backslashes,
#: line breaks (U+2028 too), blanks around, nothing at all.
odd_text = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["", " ", "a]b", "#x", '"q"', "back\\slash", "two\nlines", "cr\rx",
                     "u\u2028v", "]", "[Seed \"9\"]", " 7 ", "-3", "none", "\\", '\\"']),
)
def player_names(seats: int) -> st.SearchStrategy[tuple[str, ...] | None]:
    """No names, or an odd name for each of the table's ``seats``."""
    return st.none() | st.tuples(*[odd_text] * seats)
tag_items = st.lists(
    st.tuples(st.one_of(st.sampled_from(["Seed", "Dealer", "Rule", "Rules", "North", "West",
                                         "Deal", "Event"]),
                        st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,6}", fullmatch=True)),
              odd_text),
    max_size=3, unique_by=lambda pair: pair[0],
)
odd_seeds = st.one_of(st.integers(), odd_text)


def _report(record: GameRecord) -> tuple[Any, ...]:
    """What a replay found: the final state, the actions applied, the problems (without
    where they were written)."""
    report = records.replay(record)
    problems = tuple(
        (p.kind, p.message, p.hand, p.index, p.seat, p.action, p.reason) for p in report.problems
    )
    return report.state, report.applied, problems


def _text_round_trip(entry: str, record: GameRecord) -> None:
    written = attempt(entry, records.format_text, record)
    check(entry, written.ok, lambda: f"format_text refused a record: {written.error}")
    text = written.value
    back = attempt(entry, records.parse_text, text)
    check(entry, back.ok, lambda: f"the text cannot be read back: {back.error}\n{text}")
    check(entry, back.value == record,
          lambda: f"the text reads back a different record:\n{text}\n"
                  f"{_record_diff(record, back.value)}")
    check(entry, _report(back.value) == _report(record),
          lambda: f"the text replays a different game:\n{text}\n"
                  f"{_report(record)[1:]}\n{_report(back.value)[1:]}")
    check(entry, records.format_text(back.value) == text, "writing it again changes the text")


def _record_diff(a: GameRecord, b: GameRecord) -> str:
    return "\n".join(
        f"  {f.name}: {getattr(a, f.name)!r}\n  {' ' * len(f.name)}  {getattr(b, f.name)!r}"
        for f in attrs.fields(GameRecord)
        if f.eq and getattr(a, f.name) != getattr(b, f.name)
    )


@fuzz(60)
@given(irregular_records())
def test_text_round_trip_of_irregular_games(record: GameRecord) -> None:
    """Illegal and out-of-turn actions, unfinished hands, new deals: the text reads back
    equal and replays the same."""
    _text_round_trip("records text round trip", record)


def _out_of_turn() -> GameRecord:
    deal = euchre.Deal.random(presets.STANDARD, 1)
    pass_ = euchre.PASS
    return GameRecord(rules=presets.STANDARD, dealer=euchre.Seat.NORTH,
                      history=(deal, pass_, pass_), **_labels([None, euchre.Seat.WEST, None]))


def _unfinished_then_dealt() -> GameRecord:
    deal = euchre.Deal.random(presets.STANDARD, 1)
    pass_ = euchre.PASS
    return GameRecord(rules=presets.STANDARD, dealer=euchre.Seat.NORTH,
                      history=(deal, pass_, deal, pass_, pass_))


@fuzz(40)
@given(irregular_records(labels=False, names=True))
@example(_out_of_turn())
@example(_unfinished_then_dealt())
@example(GameRecord(rules=presets.STANDARD, seed=1, tags={"Seed": "2"}))
@example(GameRecord(rules=presets.STANDARD, seed=1, tags={"Rules": "BID_EUCHRE"}))
@example(GameRecord(rules=presets.STANDARD, seed=""))
@example(GameRecord(rules=presets.STANDARD, seed=1, players=("a]b", "#", '"', "x\u2028y")))
@example(GameRecord(rules=presets.STANDARD.replace(name='a "name" ] # \\'), seed=1))
def test_text_round_trip_of_names_tags_and_seeds(record: GameRecord) -> None:
    """Players, tags, rule names and seeds of any text: the text reads back equal."""
    _text_round_trip("records text round trip (names)", record)


@fuzz(60)
@given(irregular_records(labels=False, names=True))
@example(_unfinished_then_dealt())
def test_json_round_trip_of_irregular_games(record: GameRecord) -> None:
    entry = "records JSON round trip"
    back = attempt(entry, records.loads, works(entry, records.dumps, record))
    check(entry, back.ok, lambda: f"the JSON cannot be read back: {back.error}")
    check(entry, back.value == record, lambda: _record_diff(record, back.value))
    check(entry, _report(back.value) == _report(record), "the JSON replays a different game")


@fuzz(30)
@given(irregular_records())
@example(_out_of_turn())
def test_json_keeps_what_a_text_record_says(record: GameRecord) -> None:
    """A record read from text (seat labels included: an action written for a seat that
    is not to act is reported, not taken) replays the same after a trip through JSON."""
    entry = "records text -> JSON round trip"
    back = attempt(entry, records.loads, works(entry, records.dumps, record))
    check(entry, back.ok, lambda: f"the JSON cannot be read back: {back.error}")
    check(entry, _report(back.value) == _report(record),
          lambda: f"the JSON replays a different game:\n{_report(record)[1:]}\n"
                  f"{_report(back.value)[1:]}")


def _joker_redealt() -> Game:
    """A seeded game whose third hand turns up the joker under ``joker_upcard="redeal"``."""
    rules = euchre.RuleSet(deck=25, joker_upcard="redeal")
    state = euchre.new_game(rules, seed=0).apply_all("; ".join(["pass"] * 16))
    return Game(rules, (state,), True)


@fuzz(30)
@given(games(most=300))
@example(_joker_redealt())
def test_state_round_trips(game: Game) -> None:
    """Every state of a game: its record through JSON and text, its repr through eval,
    and its pickle, all give the same state."""
    entry = "State round trips"
    for state in game.states[:: max(1, len(game.states) // 5)] + game.states[-1:]:
        record = GameRecord.from_state(state)
        for name, back in (
            ("JSON", lambda r=record: records.loads(records.dumps(r))),
            ("text", lambda r=record: records.parse_text(records.format_text(r))),
        ):
            value = works(entry, back)
            check(entry, value == record, lambda: f"the {name} record reads back different")  # noqa: B023
            check(entry, works(entry, value.replay) == state,
                  lambda: f"the {name} record replays a different state")  # noqa: B023


# --------------------------------------------------------------------------- EGN

def _egn_game(rules: euchre.RuleSet, seed: int, steps: int) -> euchre.State:
    """Random legal play, not stopping while defenders decide alone (EGN writes a
    defender's decision only once play begins)."""
    game = play_game(rules, seed, steps, seeded=True)
    state = game.states[-1]
    rng = random.Random(seed)
    while not state.is_over and state.phase is Phase.ALONE:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _joker_named() -> euchre.State:
    """25 cards: the joker turned up, the dealer names a suit, and the hand goes on."""
    rules = presets.CARDGAMES_IO.replace(deck=25)
    for seed in range(1000):
        state = euchre.new_game(rules, seed=seed)
        if state.upcard == euchre.Card.JOKER and state.phase is Phase.JOKER:
            return state.apply(state.legal_actions()[0]).apply("pass").apply("pass")
    raise AssertionError("no seed turns up the joker")  # pragma: no cover


@fuzz(60)
@given(egn_rulesets(), st.integers(0, 2**32), st.integers(0, 400), st.booleans())
@example(presets.CARDGAMES_IO.replace(deck=25), -1, 0, True)
def test_egn_round_trip(rules: euchre.RuleSet, seed: int, steps: int,
                        include_hands: bool) -> None:
    """A Knock game EGN can state (the joker, 32 cards, no trump, going alone, thrown-in
    and unfinished hands): the reader gets every action back, and never reports a record
    as fine when it dropped actions."""
    state = _joker_named() if seed == -1 else _egn_game(rules, seed, steps)
    entry = "EGN round trip"
    written = attempt(entry, egn.dumps, state, include_hands=include_hands)
    if not written.ok:  # a knob or an action EGN cannot state (a declaration, call for best)
        check(entry, isinstance(written.error, egn.EgnError), lambda: repr(written.error))
        return
    game = works(entry, egn.loads, written.value)
    report = works(entry, egn.replay, game)
    original = GameRecord.from_state(state)
    got = [actions for record in report.records for _, actions in record.hands]
    want = [actions for _, actions in original.hands]
    check(entry, not report.ok or got == want,
          lambda: f"the replay says ok but the actions differ:\n{want}\n{got}")
    check(entry, report.ok, lambda: f"a record EGN wrote does not replay: {report.problems}")
    check(entry, got == want, lambda: f"the actions differ:\n{want}\n{got}")
    assert report.state is not None
    check(entry, report.state.results == state.results and report.score == state.scores,
          "the results differ")


def _discards_sorted(actions: Sequence[Action]) -> list[Action]:
    """The actions with the three discards after going under sorted (EGN records which cards
    were discarded, the cards never played, not in which order), without the partner's
    ``give`` in a call for best (a partner who passed the rule's best card reads back under
    the rule: EGN records the card, not who chose it)."""
    out, i = [a for a in actions if a.kind is not ActionKind.GIVE], 0
    while i < len(out):
        if out[i] == DECLARE_GO_UNDER:
            out[i + 1 : i + 4] = sorted(out[i + 1 : i + 4], key=str)
        i += 1
    return out


@fuzz(60)
@given(egn_rulesets(extra={"fast_break", "four_trick_tokens", "go_under", "call_for_best",
                           "defender_call_for_best", "best_card_choice"}),
       st.integers(0, 2**32), st.integers(0, 400))
def test_egn_round_trip_alternate_rules(rules: euchre.RuleSet, seed: int, steps: int) -> None:
    """EGN's fast_break, four_trick_tokens, go_under (a kitty exchange without a sender) and
    partners_best with a lone defender's call for best and the partner's choice of card:
    what EGN writes replays to the same actions (the discards after going under in any
    order) and results, or is refused with EgnError (a hand gone under not played out)."""
    state = _egn_game(rules, seed, steps)
    entry = "EGN round trip, alternate rules"
    written = attempt(entry, egn.dumps, state)
    if not written.ok:
        check(entry, isinstance(written.error, egn.EgnError), lambda: repr(written.error))
        return
    report = works(entry, egn.replay, works(entry, egn.loads, written.value))
    got = [_discards_sorted(a) for record in report.records for _, a in record.hands]
    want = [_discards_sorted(a) for _, a in GameRecord.from_state(state).hands]
    check(entry, report.ok, lambda: f"a record EGN wrote does not replay: {report.problems}")
    check(entry, got == want, lambda: f"the actions differ:\n{want}\n{got}")
    assert report.state is not None
    check(entry, report.state.results == state.results and report.score == state.scores,
          "the results differ")


# --------------------------------------------------------------------------- PTN


def _ptn_round_trip(state: euchre.State) -> None:
    """Each hand of ``state`` written by ptn.dumps reads back and replays to that hand,
    with no problem; or ptn.dumps refuses the rules with PtnError."""
    from euchre import ptn

    hands = [i for i, item in enumerate(state.history) if isinstance(item, euchre.Deal)]
    for hand, start in enumerate(hands):
        outcome = attempt("ptn.dumps", ptn.dumps, state, hand)
        if not outcome.ok:
            check("ptn.dumps", isinstance(outcome.error, ptn.PtnError),
                  f"raised {outcome.error!r}")
            return
        report = works("ptn.dumps", ptn.replay, works("ptn.dumps", ptn.loads, outcome.value))
        end = hands[hand + 1] if hand + 1 < len(hands) else len(state.history)
        same = report.ok and report.state.history == state.history[start:end]
        check("ptn.dumps", same, f"{outcome.value}\n{[str(p) for p in report.problems]}")


@fuzz(60)
@given(games(most=200))
def test_ptn_round_trip_or_its_own_error(game: Game) -> None:
    """Any game of any rules: ptn.dumps writes each hand, or refuses the rules with
    PtnError; what it writes reads back and replays to that hand, with no problem."""
    _ptn_round_trip(game.states[-1])


def _trickster_rules(options: dict[str, Any]) -> euchre.RuleSet:
    from euchre import ptn

    return ptn.rules_for(options)[0]


#: The rules of TricksterCards' Knock Euchre tables: going under (go_under="either") and
#: the partner's choice in a call for best among them, which random RuleSets seldom draw.
trickster_rules = st.fixed_dictionaries({
    "stickTheDealer": st.booleans(), "allowNotrump": st.booleans(),
    "callForBest": st.booleans(), "goUnder": st.booleans(),
    "gameOverScore": st.sampled_from([5, 10]),
}).map(_trickster_rules)


@fuzz(60)
@given(games(trickster_rules, most=200))
def test_ptn_round_trip_of_trickstercards_tables(game: Game) -> None:
    """Games at TricksterCards' tables (going under, the partner's card in a call for
    best): every hand writes, reads back and replays to itself."""
    _ptn_round_trip(game.states[-1])
