"""Records at every table (issue 21): two-, three- and six-handed games write and read back
as JSON and as text (``[Deal "A: ... | B: ... | C: ... | up: Qs | dummy: ... | kitty:
..."]``, hand lines by side), replay to the same state, and pass ``euchre check``; names,
scores and seats are sized by the rules' table and refused naming what fits; EGN, a
four-seat notation, refuses them naming ``players``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import euchre
from euchre import Player, Seat, egn, presets, records
from euchre.cli import check
from euchre.egn import EgnError
from euchre.records import GameRecord, RecordError

TABLES = presets.TABLE_PRESETS


def _whole(name: str) -> euchre.RuleSet:
    """The preset, played to its end; Bid Euchre's random play seldom reaches a target (the
    bidders go set), so the six-handed double deck stops after five deals."""
    rules = TABLES[name]
    return rules if rules.variant == "knock" else rules.replace(num_deals=5)


def _game(rules: euchre.RuleSet, seed: int, steps: int = 10_000) -> euchre.State:
    """Random legal play from a seeded deal: ``steps`` actions or to the end of the game."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _unseeded(rules: euchre.RuleSet, seed: int, steps: int) -> euchre.State:
    """Random legal play from explicit deals (each written out in the record)."""
    rng = random.Random(seed)
    dealer = seed % rules.players
    state = euchre.new_game(rules, dealer=dealer, deal=euchre.Deal.random(rules, seed, dealer=dealer))
    for _ in range(steps):
        if state.is_over:
            break
        if state.phase is euchre.Phase.DEAL:
            state = state.apply_deal(euchre.Deal.random(rules, rng.randrange(2**32), dealer=state.dealer))
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_whole_game_at_every_table_round_trips_as_json_and_text(name: str) -> None:
    rules = _whole(name)
    state = _game(rules, seed=21)
    assert state.is_over
    names = tuple(f"Player {letter}" for letter in rules.table.seat_letters)
    record = GameRecord.from_state(state, players=names, tags={"Event": "issue 21"})
    assert records.loads(records.dumps(record)) == record
    text = records.format_text(record)
    assert records.parse_text(text) == record
    assert record.replay() == state and records.replay(record).ok
    assert records.format_text(records.parse_text(text)) == text
    for letter, player in zip(rules.table.seat_names, names, strict=True):
        assert f'[{letter} "{player}"]' in text


@pytest.mark.parametrize("name", sorted(TABLES))
def test_explicit_deals_at_every_table_round_trip_with_their_dummy(name: str) -> None:
    """Unseeded games write every deal: a hand per seat, the upcard, the dummy when dealt,
    the kitty; JSON and text read them back equal."""
    rules = TABLES[name]
    state = _unseeded(rules, seed=5, steps=120)
    record = GameRecord.from_state(state)
    assert records.loads(records.dumps(record)) == record
    text = records.format_text(record)
    assert records.parse_text(text) == record
    assert record.replay() == state
    deals = [line for line in text.splitlines() if line.startswith("[Deal ")]
    letters = rules.table.seat_letters
    assert deals and all(line.startswith(f'[Deal "{letters[0]}: ') for line in deals)
    assert all((" | dummy: " in line) == (rules.dummy > 0) for line in deals)
    json_deal = records.to_json(record)["history"][0]["deal"]
    assert len(json_deal["hands"]) == rules.players
    assert ("dummy" in json_deal) == (rules.dummy > 0)


def test_cutthroat_text_record_deal_and_hand_lines_name_each_player() -> None:
    """The text record of three-handed play: the deal by A, B, C, and after each hand its
    tricks, points and score for each player (a side of one)."""
    rules = TABLES["CUTTHROAT"]
    deal = euchre.Deal(
        hands=("9c Tc Jc Qc Kc", "9d Td Jd Qd Kd", "9h Th Jh Qh Kh"),
        upcard="Ac",
        kitty="Ad Ah 9s Ts Js Qs Ks As",
    )
    state = euchre.new_game(rules, dealer=Player.C, deal=deal)
    state = state.apply("order up").apply("discard 9h")  # A orders clubs up; C discards
    while state.results == ():
        state = state.apply(state.legal_actions()[0])
    text = records.format_text(state)
    assert (
        '[Deal "A: 9c Tc Jc Qc Kc | B: 9d Td Jd Qd Kd | C: 9h Th Jh Qh Kh | up: Ac'
        ' | kitty: Ad Ah 9s Ts Js Qs Ks As"]'
    ) in text
    result = state.results[0]
    tricks = " - ".join(f"{p} {n}" for p, n in zip("ABC", result.tricks, strict=True))
    points = " ".join(f"{p} +{n}" for p, n in zip("ABC", result.points, strict=True))
    assert f"# hand 1: A made clubs; tricks {tricks}; points {points}; score " in text
    assert "A: order up" in text and "C: discard 9h" in text


def test_two_handed_dummy_is_written_after_the_upcard_and_read_back() -> None:
    rules = TABLES["TWO_HANDED_DUMMY"]
    deal = euchre.Deal(
        hands=("9c Tc Jc Qc Kc", "9d Td Jd Qd Kd"),
        upcard="Ac",
        dummy="9h Th",
        kitty="Ad Jh Qh Kh Ah 9s Ts Js Qs Ks As",
    )
    record = GameRecord(rules=rules, dealer=Player.A, history=(deal,))
    text = records.format_text(record)
    line = '[Deal "A: 9c Tc Jc Qc Kc | B: 9d Td Jd Qd Kd | up: Ac | dummy: 9h Th | kitty: Ad'
    assert line in text
    assert records.parse_text(text) == record
    # unlabelled parts: the seats, the upcard, the dummy, the kitty; the kitty may be left out
    full = text.splitlines()[-1]
    assert full.startswith(line)
    bare = '[Deal "9c Tc Jc Qc Kc | 9d Td Jd Qd Kd | Ac | 9h Th | Ad Jh Qh Kh Ah 9s Ts Js Qs Ks As"]'
    assert records.parse_text(text.replace(full, bare)).history[0] == deal
    short = text.split(" | kitty:")[0] + '"]\n'
    assert records.parse_text(short).history[0] == deal
    data = records.to_json(record)
    assert data["history"][0]["deal"]["dummy"] == ["9h", "Th"]
    assert records.from_json(data) == record


def test_a_four_seat_deal_is_written_as_before() -> None:
    """The four-seat deal has no dummy part and no dummy field (byte-identical records)."""
    deal = euchre.Deal.random(presets.STANDARD, seed=3)
    record = GameRecord(rules=presets.STANDARD, history=(deal,), dealer=Seat.NORTH)
    assert "dummy" not in records.dumps(record) and "dummy" not in records.format_text(record)
    assert records.format_text(record).splitlines()[3].startswith('[Deal "N: ')


def test_parse_seat_reads_a_tables_letters() -> None:
    """At tables other than four, seats are letters A-F (E is East only at four seats)."""
    assert records.parse_seat("e", players=6) is Player.E
    assert records.parse_seat("E") is Seat.EAST
    assert records.parse_seat(" b ", players=3) is Player.B
    assert records.parse_seat(2, players=3) is Player.C
    with pytest.raises(RecordError, match=r"players=3 seats A, B or C \(or 0-2\)"):
        records.parse_seat("D", players=3)
    with pytest.raises(RecordError, match="players=2"):
        records.parse_seat("North", players=2)


def test_records_size_players_and_scores_by_the_table() -> None:
    rules = TABLES["CUTTHROAT"]
    with pytest.raises(RecordError, match=r"players: expected 3 names \(A, B, C\) or None"):
        GameRecord(rules=rules, seed=1, players=("Ann", "Bo", "Cy", "Di"))
    data = records.to_json(GameRecord(rules=rules, seed=1, players=("Ann", "Bo", "Cy")))
    data["players"] = ["Ann", "Bo"]
    with pytest.raises(RecordError, match=r"players: expected 3 names \(A, B, C\) or null"):
        records.from_json(data)
    data["players"] = None
    data["scores"] = [1, 2]
    with pytest.raises(RecordError, match=r"scores: expected 3 whole numbers \[A, B, C\]"):
        records.from_json(data)
    data["scores"] = [1, 2, 3]
    record = records.from_json(data)
    assert isinstance(record, GameRecord) and record.scores == (1, 2, 3)
    text = records.format_text(record)
    assert '[Scores "1, 2, 3"]' in text and records.parse_text(text) == record
    bad = text.replace('[Scores "1, 2, 3"]', '[Scores "1, 2"]')
    with pytest.raises(RecordError, match=r'expected \[Scores "A, B, C"\], such as'):
        records.parse_text(bad)
    assert GameRecord(rules=rules, seed=1).scores == (0, 0, 0)


def test_a_text_record_names_a_tables_seats_in_its_headers() -> None:
    base = '[Rules "custom"]\n[Rule "players = 3"]\n[Rule "partnership = none"]\n'
    record = records.parse_text(base + '[A "Ann"]\n[B "Bo"]\n[C "Cy"]\n[Dealer "B"]\n[Seed "4"]\n')
    assert record.players == ("Ann", "Bo", "Cy") and record.dealer is Player.B
    with pytest.raises(RecordError, match=r"\[North\] names a seat of the four-seat game"):
        records.parse_text(base + '[North "Ann"]\n[Seed "4"]\n')
    with pytest.raises(RecordError, match="name all 3 players or none: missing C"):
        records.parse_text(base + '[A "Ann"]\n[B "Bo"]\n[Seed "4"]\n')
    with pytest.raises(RecordError, match="line 4, column 10: cannot read 'W' as a seat"):
        records.parse_text(base + '[Dealer "W"]\n[Seed "4"]\n')
    # at four seats a letter header is a tag, as it always was
    four = records.parse_text('[Rules "STANDARD"]\n[A "x"]\n[Seed "4"]\n')
    assert four.tags == (("A", "x"),) and four.players is None


@pytest.mark.parametrize("name", sorted(TABLES))
def test_euchre_check_replays_a_written_record_at_every_table(name: str, tmp_path: Path) -> None:
    rules = _whole(name)
    state = _game(rules, seed=8)
    labels = rules.table.side_labels
    score = " - ".join(f"{label} {n}" for label, n in zip(labels, state.scores, strict=True))
    for suffix, write in ((".txt", records.format_text), (".json", records.dumps)):
        path = tmp_path / f"game{suffix}"
        path.write_text(write(state), encoding="utf-8")
        lines: list[str] = []
        assert check(str(path), lines) == 0, lines
        assert lines[-1].endswith(f"replayed; score {score}")
        assert len(lines) == len(state.results) + 1


@pytest.mark.parametrize("name", sorted(TABLES))
def test_egn_holds_the_tables_of_two_sides_and_refuses_the_others_naming_players(
    name: str,
) -> None:
    """EGN scores two sides (``num_players``; tests/notation/test_egn_tables.py): two-handed
    and six-handed games are written and read back; another table is refused, and the
    message names the ``players`` knob (or ``dummy``: EGN has no field for a dummy hand)."""
    rules = TABLES[name]
    state = euchre.new_game(rules, seed=1)
    if name in ("TWO_HANDED", "SIX_HANDED"):
        assert egn.replay(egn.loads(egn.dumps(state))).ok
        return
    with pytest.raises(EgnError, match=rf"players={rules.players}|dummy={rules.dummy}"):
        egn.dumps(state)


def test_egn_num_players_toggle_egn_cannot_score_is_read_at_four_seats_naming_players() -> None:
    rules, problems = egn.rules_for({"num_players": 3})
    assert rules.players == 4
    assert [p.kind for p in problems] == ["unsupported_rule"]
    assert "num_players=3: a 3-player variant" in problems[0].message
    assert "replayed with players=4" in problems[0].message


def test_a_five_seat_deal_reads_d_as_a_player_and_the_dummy_by_its_word() -> None:
    """At five seats (A-E) the letter D is a player, so the dummy part is only ``dummy:``
    (hypothesis found D read as the dummy)."""
    rules = euchre.RuleSet(players=5, partnership="none", cards_per_hand=4, dummy=1)
    state = _unseeded(rules, seed=3, steps=30)
    record = GameRecord.from_state(state)
    text = records.format_text(record)
    assert " | D: " in text and " | dummy: " in text
    assert records.parse_text(text) == record
