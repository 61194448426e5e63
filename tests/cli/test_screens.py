"""What the command line's screens show a person: a card written one way (the glyph form) in
``euchre play``, ``demo`` and ``solve``, the menu and ``explain`` alike; the replay hint of
``euchre play`` deals the same cards again; ``save`` and ``check`` count a game in the same
words. Records keep the text form."""

from __future__ import annotations

import argparse
import io
import re
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

import euchre
from euchre._render import history_count
from euchre.actions import Action
from euchre.cli import main
from euchre.terminal.command import add_parser, build_session
from euchre.terminal.session import Session

#: A card in the text form records write (``Td``, ``9h``, ``Jo`` aside): never on a screen.
TEXT_CARD = re.compile(r"(?<![\w/#.-])(?:[9TJQKA]|10)[cdhs](?![\w/])")
#: A numbered choice of the terminal game's menu.
CHOICE = re.compile(r"^  (\d+)\. (.+)$", re.MULTILINE)


# ------------------------------------------------------------------------ the replay hint


def _play(argv: Sequence[str], answers: str, monkeypatch: pytest.MonkeyPatch,
          capsys: pytest.CaptureFixture[str]) -> str:  # fmt: skip
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    assert main(["play", *argv]) == 0
    return capsys.readouterr().out


def _hint(out: str) -> list[str]:
    """The arguments of the command the game's intro says deals its cards again."""
    found = re.search(r"^Seed .*: (euchre play.*) deals these cards again\.$", out, re.MULTILINE)
    assert found, out[:400]
    words = shlex.split(found.group(1))
    assert words[:2] == ["euchre", "play"]
    return words[2:]


@pytest.mark.parametrize(
    "argv",
    [
        ["--rules", "BID_EUCHRE", "--seed", "11"],
        ["--rules", "bid"],  # a drawn seed
        ["--rules", "standard", "--seed", "club night", "--dealer", "west", "--seat", "north"],
        ["--rules", "STANDARD", "--seed", "5", "--scores", "9,8", "--hand-number", "4"],
        ["--rules", "bid", "--seed=-x", "--scores=-4,3", "--dealer", "e"],
    ],
)
def test_the_replay_hint_deals_the_same_game_again(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Running the printed command (the same answers typed) prints the same game: the same
    rules, dealer, score and cards, seat for seat."""
    answers = "1\n1\n1\n1\nquit\n"
    first = _play([*argv, "--plain"], answers, monkeypatch, capsys)
    again = _play([*_hint(first), "--plain"], answers, monkeypatch, capsys)
    assert again == first
    assert "Your hand: " in first


def test_the_replay_hint_keeps_the_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Left without --rules, the seed alone deals another game (the default preset's):
    the hint must name the rules."""
    argv = ["--rules", "BID_EUCHRE", "--seed", "11", "--plain"]
    first = _play(argv, "quit\n", monkeypatch, capsys)
    hint = _hint(first)
    assert hint[:2] == ["--rules", "BID_EUCHRE"]
    seed_only = _play(["--seed", "11", "--plain"], "quit\n", monkeypatch, capsys)
    assert seed_only.split("\n", 1)[0] != first.split("\n", 1)[0]


# --------------------------------------------------------------- one way to write a card


def _session(argv: Sequence[str], answers: Sequence[str]) -> tuple[str, Session]:
    """Play ``euchre play ARGV`` on ``answers``: what it printed, and the game."""
    parser = argparse.ArgumentParser(prog="euchre")
    add_parser(parser.add_subparsers(dest="command"))
    out = io.StringIO()
    session, _ = build_session(parser.parse_args(["play", *argv]), out, echo=True)
    script = iter(answers)
    session.play(script.__next__)
    return out.getvalue(), session


def _screen_lines(out: str) -> list[str]:
    """What the game printed, the typed answers (echoed after ``> ``) left out."""
    return [line for line in out.splitlines() if not line.startswith("> ")]


def test_the_terminal_game_writes_cards_as_the_menu_does() -> None:
    """Seed 4: South deals, orders up, and must discard. The refusal of ``play Qs``, the
    answer to ``explain discard Ts`` and the bidding line after the discard write every
    card as the numbered choices do (``discard 10♠``), never as a record does."""
    answers = ["2", "play Qs", "explain discard Ts", "explain play Qs", "1", "quit"]
    out, _ = _session(["--seed", "4", "--plain"], answers)
    lines = _screen_lines(out)
    legal = [line for line in lines if "Legal for South: " in line]
    assert len(legal) == 2  # the refusal, and explain of the illegal play
    menu = [text for _, text in CHOICE.findall(out.split("> 2\n", 1)[1].split("> play Qs")[0])]
    assert menu[0].startswith("discard ") and "discard 10♠" in menu
    for line in legal:
        listed = line.rsplit("Legal for South: ", 1)[1].removesuffix(".").split(", ")
        assert listed == menu
    assert any(line.startswith("Refused: play Q♠ is not legal now") for line in lines)
    assert any(line.startswith("discard 10♠ is legal") for line in lines)
    assert any(re.match(r"Bidding: .*South discard Q♣$", line) for line in lines)
    text_cards = [line for line in lines if TEXT_CARD.search(line)]
    assert not text_cards, text_cards


def test_the_text_form_is_still_typed_and_saved(tmp_path: Path) -> None:
    """A player may type a card either way, and a saved record writes the text form."""
    path = tmp_path / "game.json"
    _session(["--seed", "4", "--plain"], ["2", "discard Q♣", f"save {path}", "quit"])
    assert '"discard Qc"' in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("rules", ["CARDGAMES_IO", "STANDARD", "OPENSPIEL", "BID_EUCHRE"])
def test_the_demo_writes_cards_as_glyphs(rules: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The deal, the bidding (the dealer's discard: ``North: discard 9♥``) and the tricks."""
    assert main(["demo", "--rules", rules, "--seed", "7"]) == 0
    out = capsys.readouterr().out
    if rules != "BID_EUCHRE":  # Knock Euchre: a dealer who takes the upcard discards
        assert re.search(r"^  bidding: .*: discard (?:10|[9JQKA])[♣♦♥♠]", out, re.MULTILINE)
    assert not TEXT_CARD.search(out), TEXT_CARD.search(out)


def test_solve_writes_cards_as_glyphs(capsys: pytest.CaptureFixture[str]) -> None:
    actions = "pass; pass; pass; pass; pass; pass; pass; call clubs"
    assert main(["solve", "--seed", "8", "--actions", actions]) == 0
    out = capsys.readouterr().out
    assert [line.split()[0] for line in out.splitlines()[3:]] == ["A♣", "J♦", "K♦", "K♥", "A♠"]
    assert not TEXT_CARD.search(out)


# ---------------------------------------------------------------------- counted one way


def test_save_and_check_count_a_game_in_the_same_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    answers = ["1", "1", "1", "1", "1", "1", "1", f"save {path}", "quit"]
    out, session = _session(["--seed", "11", "--plain"], answers)
    state = session.state
    saved = re.search(r"Saved the game so far \((.+)\) to ", out)
    assert saved is not None
    actions = sum(isinstance(item, Action) for item in state.history)
    deals = len(state.history) - actions
    assert deals >= 1 and actions >= 7
    assert saved.group(1) == f"{deals} deal{'s' * (deals != 1)} and {actions} actions"
    assert main(["check", str(path)]) == 0
    checked = capsys.readouterr().out.splitlines()
    score = f"score NS {state.scores.ns} - EW {state.scores.ew}"
    assert f"{saved.group(1)} replayed; {score}" in checked


def test_history_count_words() -> None:
    state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    assert history_count(state.history) == "1 deal and 0 actions"
    assert history_count(state.apply("pass").history) == "1 deal and 1 action"


def test_the_bid_euchre_menu_says_what_best_and_moon_are() -> None:
    """Bid Euchre's numbered menu names what a bid of every trick is, as explain lists it."""
    from euchre.terminal.screen import choice_lines

    state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=3)
    lines = choice_lines(state.legal_actions())
    assert any("bid best (call for best: all the tricks" in line for line in lines)
    assert any("bid moon (shoot the moon: all the tricks alone)" in line for line in lines)
    assert any(line.endswith(". pass") for line in lines)
