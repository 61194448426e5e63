"""What a new user meets first: the install lines name the distribution the index serves as
this project; the replay hint of ``euchre play`` deals the same cards again; a card is
written one way on every screen; ``save`` and ``check`` count a game in the same words."""

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

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[2]

#: A card in the text form records write (``Td``, ``9h``, ``Jo`` aside): never on a screen.
TEXT_CARD = re.compile(r"(?<![\w/#.-])(?:[9TJQKA]|10)[cdhs](?![\w/])")
#: A numbered choice of the terminal game's menu.
CHOICE = re.compile(r"^  (\d+)\. (.+)$", re.MULTILINE)


# ----------------------------------------------------------------------- the distribution


def _normal(name: str) -> str:
    """A distribution name as the index compares names (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def distribution() -> str:
    """``[project] name`` of pyproject.toml."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    if tomllib is not None:
        return str(tomllib.loads(text)["project"]["name"])
    found = re.search(r'^\[project\]\n(?:.*\n)*?name = "([^"]+)"', text, re.MULTILINE)
    assert found, "no [project] name in pyproject.toml"
    return found.group(1)


#: One argument of a pip command as written in prose or code: a quoted word or a bare one.
_WORD = r"""(?:'[^'\n]*'|"[^"\n]*"|[^\s`'"();&#]+)"""
_PIP_INSTALL = re.compile(rf"pip install((?:[ \t]+{_WORD})+)")


def pip_requirements(text: str) -> list[str]:
    """The requirements of every ``pip install`` in ``text`` (its options left out).

    >>> pip_requirements("run `pip install -e \\".[dev]\\"` or pip install 'x[cli]' (a)")
    ['.[dev]', 'x[cli]']
    """
    found = []
    for match in _PIP_INSTALL.finditer(text):
        for word in re.findall(_WORD, match.group(1)):
            word = word.strip("'\"")
            if word and not word.startswith("-"):
                found.append(word)
    return found


def _is_path(requirement: str) -> bool:
    return requirement.startswith((".", "/", "~")) or "/" in requirement.split("[")[0]


def _sources() -> list[Path]:
    """Where a user reads an install line: the README, the docs, the library's own texts
    (docstrings and the messages of a missing extra)."""
    return [
        ROOT / "README.md",
        *sorted((ROOT / "docs").rglob("*.md")),
        *sorted((ROOT / "src" / "euchre").rglob("*.py")),
    ]


def test_every_install_line_names_the_distribution_or_a_path() -> None:
    """The package index's ``euchre`` is another project: an install line names this
    project's distribution (``[project] name``) or a checkout, never bare ``euchre``; and
    every extra of this project is asked for through that name."""
    name = distribution()
    assert _normal(name) != "euchre", "the index's euchre is an unrelated project"
    ours = 0
    wrong = []
    for path in _sources():
        for requirement in pip_requirements(path.read_text(encoding="utf-8")):
            if _is_path(requirement):
                continue
            bare = re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0]
            if _normal(bare) == _normal(name):
                ours += 1
            elif _normal(bare) == "euchre" or "[" in requirement:
                wrong.append(f"{path.relative_to(ROOT)}: pip install {requirement}")
    assert not wrong, "install lines that do not name " + name + ":\n" + "\n".join(wrong)
    assert ours >= 3  # getting started, the cli and rl pages at least


def test_the_dev_extra_installs_this_distribution() -> None:
    """``pip install -e ".[dev]"`` (CI, the README) resolves the dev extra's self-reference
    to this project only when it carries the project's own name."""
    name = distribution()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    dev = re.search(r"^dev = \[(.*)\]$", text, re.MULTILINE)
    assert dev is not None
    names = [re.split(r"[\[<>=!~; ]", item.strip().strip("\"'"), maxsplit=1)[0]
             for item in dev.group(1).split('",')]  # fmt: skip
    assert names and all(_normal(n) == _normal(name) for n in names), names


def test_the_import_name_and_the_command_stay_euchre() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^euchre = "euchre\.cli:main"$', text, re.MULTILINE)
    assert re.search(r'^packages = \["src/euchre"\]$', text, re.MULTILINE)


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
