"""``euchre play``, a human against three bots, driven through its text interface.

The human's answers are computed by the test from what the screen printed (the numbered
choices read back from the output), so every game here goes through the real prompts.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

import euchre
from euchre import presets, records
from euchre._render import explanation_text, score_text
from euchre.actions import Action
from euchre.bots import Bot, PIMCBot, RuleBot
from euchre.cards import Seat
from euchre.errors import ArgumentError
from euchre.rules import codec
from euchre.state import State
from euchre.terminal.command import add_parser, build_session, run
from euchre.terminal.render import PlainScreen, RichScreen
from euchre.terminal.screen import action_text
from euchre.terminal.session import Session

CHOICE = re.compile(r"^  (\d+)\. (.+)$", re.MULTILINE)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="euchre")
    add_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["play", *argv])


class Player:
    """The human: answers from ``script`` first, then a number read back from the last
    numbered list the screen printed: ``pick(session, k, choices)`` gives the index for the
    k-th decision. ``check(session, hand_text)`` runs before every answer, with what the
    screen printed since the hand began."""

    def __init__(
        self,
        out: io.StringIO,
        session: Session,
        script: Sequence[str] = (),
        pick: Callable[[Session, int, list[str]], int] = lambda session, k, choices: 0,
        check: Callable[[Session, str], None] | None = None,
    ) -> None:
        self.out = out
        self.session = session
        self.script = list(script)
        self.pick = pick
        self.check = check
        self.decisions = 0
        self.picked: list[tuple[State, int]] = []  # (state, index chosen) for each number sent

    def __call__(self) -> str:
        text = self.out.getvalue()
        hand_text = text[text.rfind("--- Hand") :]
        if self.check is not None:
            self.check(self.session, hand_text)
        if self.script:
            return self.script.pop(0)
        turn = hand_text.rsplit("Your turn", 1)[1]
        listed = CHOICE.findall(turn)
        assert [int(n) for n, _ in listed] == list(range(1, len(listed) + 1)), turn
        index = self.pick(self.session, self.decisions, [text for _, text in listed])
        self.decisions += 1
        self.picked.append((self.session.state, index))
        return listed[index][0]


def rule_or_first(session: Session, k: int, choices: list[str]) -> int:
    """Every third decision the first choice, else the one a RuleBot would take in the
    human's seat (found by its text in the printed list): games that end, varied play."""
    if k % 3 == 2:
        return 0
    view = session.state.view(session.human)
    return choices.index(action_text(RuleBot(k).act(view)))


def game(
    argv: Sequence[str], **player: object
) -> tuple[Session, Player, io.StringIO, int]:
    out = io.StringIO()
    session, _ = build_session(parse(argv), out)
    human = Player(out, session, **player)  # type: ignore[arg-type]
    status = session.play(human)
    return session, human, out, status


def hidden_cards_stay_hidden(session: Session, hand_text: str) -> None:
    """No card still held by another seat (or in the kitty) appears in what the screen
    printed since this hand began, but the upcard and what the human discarded or gave."""
    state = session.state
    seen = {state.upcard} if state.upcard is not None else set()
    seen |= {a.card for seat, a in state.hand_actions if seat == session.human and a.card}
    seen |= set(state.hands[session.human])
    hidden = {card for seat, hand in enumerate(state.hands) if seat != session.human
              for card in hand}
    hidden |= set(state.kitty)
    # The double deck: a card's other copy prints alike once one is shown or played.
    played = {a.card for _, a in state.hand_actions if a.card and str(a).startswith("play")}
    shown = {card.symbol for card in seen | played}
    for card in hidden - seen:
        if card.symbol not in shown:
            assert card.symbol not in hand_text, (card, hand_text[-2000:])


# ------------------------------------------------------------------ whole games


@pytest.mark.parametrize("name", presets.names())
def test_play_scripted_whole_game_of_every_preset(name: str) -> None:
    """A whole game of each preset through the text interface: the human answers by the
    numbers printed (mostly a RuleBot's choice, every third the first one), the game ends with its
    winner announced, each number sent chose that legal action, and no other seat's card
    is ever shown before it is played."""
    rules = presets.get(name)
    bots = ",".join(("random", "rule")[k % 2] for k in range(rules.players - 1))
    session, human, out, status = game(
        ["--rules", name, "--seed", "7", "--bots", bots, "--plain"],
        pick=rule_or_first,
        check=hidden_cards_stay_hidden,
    )
    text = out.getvalue()
    assert status == 0
    assert session.state.is_over
    table = rules.table
    last = [line for line in text.splitlines() if line.startswith("Game over, ")][-1]
    assert last.startswith(f"Game over, {score_text(session.state.scores, table)}: ")
    side = session.state.winning_side
    if side is None:  # a level top: no side wins
        assert last.endswith("The game is drawn."), last
    else:
        mine = side == table.side_of[session.human]
        assert table.side_names[side] in last
        assert last.endswith(f" You {'win' if mine else 'lose'}."), last
    assert human.decisions > (10 if session.state.rules.target >= 10 else 5)  # HOYLE plays to 5
    # a match (RAILROAD) plays its games one after another: each pick is in its own game
    games = {g.start_hand_number: g for g in (session.match.games if session.match else ())}
    for state, index in human.picked:
        history = games.get(state.start_hand_number, session.state).history
        assert history[len(state.history)] == state.legal_actions()[index]
    assert text.count(f"You ({session.human}): ") == human.decisions


def test_play_bicycle_railroad_plays_the_whole_match_with_laps_and_slams() -> None:
    """RAILROAD is a match to two games (Bicycle: laps and slams): the session plays game
    after game, a line between them gives the games won, the lap carried or a slam, and the
    match's result ends it."""
    session, human, out, status = game(
        ["--rules", "RAILROAD", "--seed", "12", "--bots", "rule,random,rule", "--plain"],
        pick=rule_or_first,
    )
    assert status == 0
    match = session.match
    assert match is not None and match.is_over and max(match.games_won) >= 2
    table = match.rules.table
    lines = out.getvalue().splitlines()
    assert sum(line.startswith("Game over, ") for line in lines) == len(match.games)
    won = [line for line in lines if line.startswith("Games won: ")]
    assert len(won) == len(match.games)
    assert won[-1].startswith(f"Games won: {score_text(match.games_won, table)}.")
    assert sum("A slam: two games." in line for line in won) == sum(r.slam for r in match.results)
    laps = [line for line in lines if line.startswith("Lap: ")]
    assert len(laps) == sum(r.carried > 0 for r in match.results[:-1])
    for game_state, result in zip(match.games[1:], match.results, strict=False):
        assert max(game_state.start_scores) == result.carried
    side = match.winning_side
    mine = "win" if side == table.side_of[session.human] else "lose"
    assert lines[-1] == f"Match over: {table.side_names[side]} win the match. You {mine}."
    assert human.decisions > 0


def test_play_game_with_three_pimc_bots_and_hints_ends() -> None:
    """PIMC bots (few samples, for speed) at the three other seats, a hint asked at every
    decision of the first hand: the game still ends."""
    hints = ["hint"] * 1
    session, _, out, status = game(
        ["--rules", "OPENSPIEL", "--seed", "3", "--bots", "pimc", "--samples", "2", "--plain",
         "--scores", "8,8"],
        script=hints,
    )  # fmt: skip
    assert status == 0 and session.state.is_over
    assert "Hint: the PIMC bot" in out.getvalue()


# ------------------------------------------------------------------ commands


def first_decision(argv: Sequence[str]) -> tuple[Session, io.StringIO]:
    """A session stopped at the human's first decision (quit there)."""
    session, _, out, _ = game(argv, script=["quit"])
    return session, out


def test_play_refused_choice_explains_and_changes_nothing() -> None:
    session, _ = first_decision(["--seed", "11", "--plain"])
    state = session.state
    bad = Action.play(next(c for c in state.hands[(session.human + 1) % 4]))  # not in hand
    player_out = io.StringIO()
    session.screen = PlainScreen(player_out)
    answers = iter([f"play {bad.card}", "quit"])
    session.play(answers.__next__)
    text = player_out.getvalue()
    assert f"Refused: {explanation_text(state.explain(bad), bad, state.legal_actions())}" in text
    assert session.state is state  # unchanged
    after = text.split("Refused: ", 1)[1]
    assert "Your turn, South" in after
    shown = [text for _, text in CHOICE.findall(after)]
    assert shown == [action_text(a) for a in state.legal_actions()]


def test_play_choice_by_text_by_card_and_by_number() -> None:
    session, _ = first_decision(["--seed", "2", "--plain", "--rules", "STANDARD"])
    state = session.state
    legal = state.legal_actions()
    for answer, expected in (("1", legal[0]), (str(legal[-1]), legal[-1])):
        session.state, session.decisions = state, []
        out = io.StringIO()
        session.screen = PlainScreen(out)
        answers = iter([answer, "quit"])
        session.play(answers.__next__)
        assert "You (South): " in out.getvalue()
        assert session.decisions[0] is state
        assert session.state.history[: len(state.history) + 1] == (*state.history, expected)


def test_play_explain_any_action() -> None:
    session, _ = first_decision(["--seed", "4", "--plain"])
    state = session.state
    for text in ("explain order up", "explain play 9c", "explain bid 4"):
        buffer = io.StringIO()
        session.screen = PlainScreen(buffer)
        answers = iter([text, "quit"])
        session.play(answers.__next__)
        asked = euchre.parse_action(text.removeprefix("explain "))
        shown = explanation_text(state.explain(asked), asked, state.legal_actions())
        assert shown in buffer.getvalue()
        assert session.state is state


def test_play_undo_goes_back_to_the_previous_decision() -> None:
    out = io.StringIO()
    session, _ = build_session(parse(["--seed", "5", "--plain"]), out)
    states: list[State] = []

    def read() -> str:
        if len(states) < 3:
            states.append(session.state)
            return "1" if len(states) < 3 else "undo"
        return "quit"

    first = io.StringIO()
    nothing = iter(["undo", "quit"])
    session.screen = PlainScreen(first)
    session.play(nothing.__next__)
    assert "Nothing to undo" in first.getvalue()
    session.decisions = []
    session.screen = PlainScreen(out)
    session.play(read)
    # the third answer (undo) at the third decision went back to the second
    assert session.state is states[1]
    assert session.state.hand_number == states[1].hand_number
    text = out.getvalue()
    assert "Undone: back to your previous decision." in text
    after = text.split("Undone", 1)[1]
    assert after.count("Your turn, South") == 1  # the table and choices shown again


def test_play_hint_prints_the_pimc_values_of_the_view() -> None:
    session, _ = first_decision(["--seed", "8", "--plain", "--rules", "STANDARD", "--samples", "3"])
    view = session.state.view(session.human)
    expected = PIMCBot(seed=f"{session.state.seed}/hint", samples=3).evaluate(view)
    out = io.StringIO()
    session.screen = PlainScreen(out)
    answers = iter(["hint", "quit"])
    session.play(answers.__next__)
    text = out.getvalue()
    assert "Hint: the PIMC bot would choose" in text and "Over 3 deals" in text
    assert expected
    for action, value in expected.items():
        assert re.search(rf"^  {re.escape(str(action))}\s+{re.escape(f'{value:+.2f}')}$", text, re.MULTILINE)


def test_play_save_writes_a_record_euchre_check_replays(tmp_path: Path) -> None:
    from euchre.cli import check

    path = tmp_path / "game.json"
    session, _, out, _ = game(
        ["--seed", "9", "--plain", "--rules", "GAMES4ALL"],
        script=["1", "1", "1", f"save {path}", "quit"],
    )
    assert "Saved the game so far" in out.getvalue()
    lines: list[str] = []
    assert check(str(path), lines) == 0, lines
    record = records.loads(path.read_text())
    assert isinstance(record, records.GameRecord)
    assert record.replay() == session.state
    # --load goes on from there
    loaded, intro = build_session(parse(["--load", str(path), "--plain"]), io.StringIO())
    assert loaded.state == session.state and "Going on with the game" in intro[2]


def test_play_help_rules_and_quit() -> None:
    session, _ = first_decision(["--seed", "1", "--plain", "--rules", "BID_EUCHRE"])
    buffer = io.StringIO()
    session.screen = PlainScreen(buffer)
    answers = iter(["help", "rules", "quit"])
    assert session.play(answers.__next__) == 0
    text = buffer.getvalue()
    assert "save FILE" in text and presets.BID_EUCHRE.describe() in text
    assert "You left the game at NS 0 - EW 0." in text


# ------------------------------------------------------------------ hidden information


class FirstBot(Bot):
    """Passes when it may, else the first legal action (the same in twin deals)."""

    name = "first"

    def choose(self, view: euchre.View) -> Action:
        legal = view.legal_actions
        return euchre.PASS if euchre.PASS in legal else legal[0]


def test_play_screen_same_for_twin_deals_differing_in_other_hands() -> None:
    """Two deals with the same South hand and upcard, the other hands swapped: South (the
    dealer, so the three bots bid first) sees exactly the same screen."""
    rules = presets.CARDGAMES_IO
    deal = euchre.Deal.random(rules, seed=21)
    n, e, s, w = deal.hands
    twin = euchre.Deal(hands=(w, n, s, e), upcard=deal.upcard, kitty=deal.kitty)
    screens = []
    for d in (deal, twin):
        out = io.StringIO()
        state = euchre.new_game(rules, deal=d, dealer=Seat.SOUTH)
        session = Session(state, Seat.SOUTH, [FirstBot(), FirstBot(), None, FirstBot()],
                          PlainScreen(out))  # fmt: skip
        answers = iter(["hint", "explain order up", "quit"])
        session.play(answers.__next__)
        screens.append(out.getvalue())
    assert screens[0] == screens[1]
    assert "Your hand: " + " ".join(c.symbol for c in s) in screens[0]


# ------------------------------------------------------------------ options and outputs


def test_play_options() -> None:
    args = parse(["--seat", "east", "--bots", "random,rule,pimc", "--dealer", "n", "--seed", "3"])
    session, intro = build_session(args, io.StringIO())
    assert session.human is Seat.EAST
    kinds = [type(bot).__name__ if bot else None for bot in session.bots]
    assert kinds == ["PIMCBot", None, "RandomBot", "RuleBot"]  # clockwise from East's left
    assert session.state.dealer is Seat.NORTH and session.state.rules is presets.DEFAULT
    assert intro[1] == "You are East; your partner West (rule bot); South (random bot) and North (pimc bot)."
    for bad in (["--seat", "middle"], ["--bots", "smart"], ["--bots", "rule," * 5 + "rule"],
                ["--scores", "9"], ["--hand-number", "-1"], ["--samples", "0"]):  # fmt: skip
        with pytest.raises(SystemExit):
            parse(bad)
    # the count of bots and the seat's letter are the table's: read once the rules are known
    with pytest.raises(ArgumentError, match="give one kind for all three other seats, or three"):
        build_session(parse(["--bots", "rule,rule"]), io.StringIO())
    with pytest.raises(ArgumentError, match="the seats at this three-handed"):
        build_session(parse(["--rules", "CUTTHROAT", "--seat", "west"]), io.StringIO())


def test_play_rules_from_a_json_file(tmp_path: Path) -> None:
    rules = presets.STANDARD.replace(target=5, name="short game")
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(codec.to_json(rules)))
    session, intro = build_session(parse(["--rules", str(path), "--seed", "1"]), io.StringIO())
    assert session.state.rules == rules and intro[0] == "short game: first to 5."


def test_play_bad_options_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert run(parse(["--rules", "pinochle"])) == 2
    assert "no preset named 'pinochle'" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text("{")
    assert run(parse(["--rules", str(tmp_path / "bad.json")])) == 2
    assert f"cannot read {tmp_path / 'bad.json'} as rules" in capsys.readouterr().err
    assert run(parse(["--load", str(tmp_path / "game.json"), "--seed", "3"])) == 2
    assert "without --seed" in capsys.readouterr().err


def test_play_run_reads_stdin_and_echoes_piped_answers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\nquit\n"))
    assert run(parse(["--seed", "6"])) == 0
    out = capsys.readouterr().out
    assert "> help\n" in out and "> quit\n" in out and "You left the game" in out
    assert "\x1b[" not in out  # not a terminal: plain text


def test_play_rich_screen_shows_the_same_table_in_colour() -> None:
    plain, rich_out = io.StringIO(), io.StringIO()
    wide = RichScreen(rich_out, force_terminal=True, width=200)  # no line wrapped
    for out, screen in ((plain, PlainScreen(plain)), (rich_out, wide)):
        session, _ = build_session(parse(["--seed", "12", "--rules", "STANDARD"]), out)
        session.screen = screen
        answers = iter(["1", "1", "hint", "quit"])
        session.play(answers.__next__)
    coloured = rich_out.getvalue()
    assert "\x1b[1;31m" in coloured  # red: a heart or a diamond
    assert re.search(r"\x1b\[1;31m(?:10|[9JQKA])[♥♦]", coloured)
    shown = ANSI.sub("", coloured)
    checked = 0
    for line in plain.getvalue().splitlines():
        if line.startswith(("Your hand", "Trump", "Upcard", "Hint", "Bidding", "Trick ")):
            assert line.rstrip() in shown, line
            checked += 1
    assert checked > 5


def test_play_command_module_does_not_import_rich() -> None:
    code = "import sys, euchre.terminal.command; print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich' or m == 'euchre.bots'))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# ------------------------------------------------------------------ start anywhere, the cli


def test_play_starts_anywhere_and_saves_the_start(tmp_path: Path) -> None:
    from euchre.cli import check

    argv = ["--seed", "5", "--plain", "--scores", "9,8", "--dealer", "west", "--hand-number", "4"]
    path = tmp_path / "late.json"
    session, _, out, status = game(argv, script=[f"save {path}"], pick=rule_or_first)
    text = out.getvalue()
    assert status == 0 and session.state.is_over
    assert "--- Hand 5 ---" in text and "Score: NS 9 - EW 8, first to 10" in text
    first = text[text.index("--- Hand 5") :]
    assert "Hand 5 · dealer West" in first
    lines: list[str] = []
    assert check(str(path), lines) == 0, lines
    saved = records.loads(path.read_text())
    assert isinstance(saved, records.GameRecord)
    resumed = saved.replay()
    assert resumed.start_scores == (9, 8) and resumed.start_hand_number == 4
    loaded, _ = build_session(parse(["--load", str(path)]), io.StringIO())
    assert loaded.state == resumed


def test_play_refuses_a_start_past_the_target(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert run(parse(["--scores", "10,3"])) == 2
    err = capsys.readouterr().err
    assert "the game would already be over" in err and "target is 10" in err


def test_play_through_euchre_cli_main(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``euchre play`` as a subcommand of the command line, answers on stdin (a text seed,
    as every subcommand reads it)."""
    from euchre.cli import main

    answers = "\n".join(["explain pass", "1", "hint", "quit"]) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    assert main(["play", "--seed", "club night", "--rules", "openspiel", "--seat", "north",
                 "--bots", "random", "--samples", "2"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert out.startswith("OpenSpiel Euchre (preset OPENSPIEL): first to 10.")
    assert "You are North; your partner South (random bot)" in out
    assert "Seed club night" in out and "Your turn, North" in out
    assert "Hint: the PIMC bot" in out and "You left the game" in out


def test_play_colour_only_on_a_terminal_and_not_plain() -> None:
    from euchre.terminal.render import make_screen

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert isinstance(make_screen(Terminal()), RichScreen)
    assert isinstance(make_screen(Terminal(), plain=True), PlainScreen)
    assert isinstance(make_screen(io.StringIO()), PlainScreen)


class _Interrupting(io.StringIO):
    """Standard input whose first read is Ctrl-C."""

    def readline(self, size: int | None = -1) -> str:
        raise KeyboardInterrupt


def test_play_ctrl_c_exits_130_quietly_and_seed_text_is_quoted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from euchre.cli import main

    monkeypatch.setattr(sys, "stdin", _Interrupting())
    assert main(["play", "--seed", "club night", "--plain"]) == 130
    captured = capsys.readouterr()
    assert "euchre play --seed 'club night' deals these cards again" in captured.out
    assert "Interrupted: you left the game." in captured.out
    assert "Traceback" not in captured.err


def test_play_and_demo_say_a_set_bid_alike() -> None:
    """One text for a hand's result: a set bid's points are negative ('NS -4', never '+-4'),
    with the bid, in the terminal game and in the demo."""
    from euchre.cli.demo import result_line as demo_line
    from euchre.terminal.screen import result_line as game_line

    result = euchre.HandResult(
        3, euchre.Seat.EAST, euchre.Suit.CLUBS, euchre.Seat.SOUTH, None, None,
        euchre.Score(3, 3), euchre.Score(-4, 3), False, bid="4",
    )  # fmt: skip
    game, demo = game_line(result, (16, 34)), demo_line(result, (16, 34))
    assert "points NS -4 EW +3" in game and "points NS -4 EW +3" in demo
    assert "+-" not in game + demo
    assert "(bid 4)" in game and "(bid 4)" in demo
    assert game.startswith("Hand 4: South made ♣ clubs (bid 4)")


def test_play_load_reads_as_euchre_check_does(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--load goes through euchre check's reader: its caps and its refusal of what is not
    a regular file, not an unbounded read."""
    from euchre.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--load", "/dev/zero", "--plain"]) == 2
    assert "not a regular file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stopped:  # argparse refuses the option itself
        main(["play", "--seat", "nowhere"])
    assert stopped.value.code == 2
    assert "cannot read 'nowhere' as a seat" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["TWO_HANDED_DUMMY", "CUTTHROAT", "SIX_HANDED"])
def test_play_a_whole_game_at_a_table_of_two_three_or_six(name: str) -> None:
    """design/any-table.md §3.8: the terminal game at other tables: the table's seat
    letters (``--seat``), one bot a seat, the seats in a ring clockwise from the player's
    left, scores by side, and the game over line by side."""
    rules = presets.TABLE_PRESETS[name]
    t = rules.table
    out = io.StringIO()
    args = parse(["--rules", name, "--seed", "2", "--plain", "--bots", "random", "--seat", "b"])
    session, intro = build_session(args, out)
    assert session.human == 1 and str(session.human) == "B"
    assert len(session.bots) == t.players and session.bots[1] is None
    assert intro[1].startswith("You are B")
    assert "--seat b" in intro[2]
    answers = iter(["1"] * 2000)
    assert session.play(answers.__next__) == 0
    screen = out.getvalue()
    me = [line for line in screen.splitlines() if line.endswith(" (you) [to act], 5 cards")]
    assert me and all(line.split()[0] == "·" for line in me)  # the player's line: last
    assert f"Score: {t.side_labels[0]} 0 - " in screen and "NS" not in screen
    last = screen.rstrip().splitlines()[-1]
    assert last.startswith(f"Game over, {t.side_labels[0]} ")
    assert last.endswith(("You win.", "You lose."))


def test_play_railroad_human_partner_chooses_the_card_to_give() -> None:
    """Bicycle's Railroad Euchre: "The partner complies by choosing what he judges to be
    the most advantageous card and passes it, face down, to the lone player". The human
    (North) is offered a give of each card held, a card not held is refused with the
    engine's reason, the chosen card goes to South; East's screen shows only that a card
    was given."""
    start = euchre.new_game(presets.RAILROAD, seed=4, dealer=Seat.NORTH)
    state = start.apply_all("pass; pass; pass; pass; pass; call diamonds alone")
    assert state.phase is euchre.Phase.EXCHANGE and state.to_act == Seat.NORTH
    out = io.StringIO()
    session = Session(state, Seat.NORTH, [None, FirstBot(), FirstBot(), FirstBot()],
                      PlainScreen(out))  # fmt: skip
    answers = iter(["give Jo", "give Kc", "quit"])
    session.play(answers.__next__)
    text = out.getvalue()
    offered = [choice for _, choice in CHOICE.findall(text.split("Your turn", 1)[1])]
    assert offered[:5] == [action_text(a) for a in state.legal_actions()]
    assert {a.kind for a in state.legal_actions()} == {euchre.ActionKind.GIVE}
    refused = euchre.parse_action("give Jo")
    assert f"Refused: {explanation_text(state.explain(refused), refused, state.legal_actions())}" in text
    assert "You (North): give K♣" in text
    given = session.decisions[0].apply("give Kc")
    assert euchre.parse_card("Kc") in given.hands[Seat.SOUTH]
    # East, an opponent, saw a card given face down, never which
    east = io.StringIO()
    watcher = Session(state, Seat.EAST, [FirstBot(), None, FirstBot(), FirstBot()],
                      PlainScreen(east))  # fmt: skip
    watcher.play(iter(["quit"]).__next__)
    seen = east.getvalue()
    assert "North: exchange (hidden)" in seen and "K♣" not in seen


def test_play_go_under_or_decline(tmp_path: Path) -> None:
    """``go_under`` (EGN, TricksterCards) in ``euchre play``: the human offered going under
    types ``go under``, sees the kitty's cards join the hand, discards three by number, then
    bids, and the game plays on to its end with no hidden card shown; or declines by
    bidding (``pass``), and is not offered it again that hand."""
    rules = presets.STANDARD.replace(go_under="either", name="going under")
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(codec.to_json(rules)))
    argv = ["--rules", str(path), "--seed", "1", "--plain"]
    session, _ = first_decision(argv)
    start = session.state
    assert euchre.DECLARE_GO_UNDER in start.legal_actions()
    kitty = set(start.kitty)
    session, _, out, status = game(
        argv, script=["go under"], pick=rule_or_first, check=hidden_cards_stay_hidden
    )
    assert status == 0 and session.state.is_over
    history = session.state.history
    at = len(start.history)
    assert str(history[at]) == "declare go under"
    assert [a.kind for a in history[at + 1 : at + 4]] == [euchre.ActionKind.DISCARD] * 3
    text = out.getvalue()
    assert "> You (South): declare go under" in text and "going under: the discard" in text
    first_hand = text[text.find("--- Hand") : text.find("--- Hand", text.find("--- Hand") + 1)]
    assert all(card.symbol in first_hand for card in kitty)  # the human saw the kitty taken
    session, _, out, _ = game(argv, script=["pass", "quit"])
    assert str(session.state.history[at]) == "pass"
    assert euchre.DECLARE_GO_UNDER not in session.state.legal_actions()
