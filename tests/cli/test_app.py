"""The command line as a whole: subcommands each with its own help, one --rules and one
--seed read the same way everywhere, the default preset, exit statuses (2 for bad options,
130 for Ctrl-C, 143 for SIGTERM), ``euchre --version``, ``python -m euchre`` and a quiet exit on a closed
pipe."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from _cli import run

import euchre
from euchre import presets, records
from euchre.cli import demo as demo_module
from euchre.cli import main
from euchre.cli.app import build_parser
from euchre.cli.options import DEFAULT_NAME
from euchre.cli.solve import inline_record

SUBCOMMANDS = (
    "play", "demo", "presets", "rules", "check", "simulate", "duplicate", "tournament", "solve"
)  # fmt: skip


# ------------------------------------------------------------------------- help and usage


def test_top_level_help_lists_every_subcommand_and_the_exit_statuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0
    listed = re.findall(r"^    (\w+)", out, flags=re.MULTILINE)
    assert sorted(listed) == sorted(SUBCOMMANDS)
    for code in ("0", "1", "2", "130", "143"):
        assert re.search(rf"^  {code} +\S", out, flags=re.MULTILINE), code
    assert DEFAULT_NAME in out and "closed pipe" in out


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_each_subcommand_has_its_own_help_with_examples(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    status, out, _ = run(capsys, name, "--help")
    assert status == 0
    assert out.startswith(f"usage: euchre {name} ")
    assert "subcommands:" not in out  # not the top-level help
    assert "examples" in out.lower() and f"euchre {name}" in out.split("usage:", 1)[1][40:]


@pytest.mark.parametrize(
    "name", ["demo", "presets", "rules", "simulate", "duplicate", "tournament", "solve"]
)
def test_each_help_names_the_default_preset(capsys: pytest.CaptureFixture[str], name: str) -> None:
    _, out, _ = run(capsys, name, "--help")
    assert DEFAULT_NAME in out


def test_bare_euchre_runs_the_demo(capsys: pytest.CaptureFixture[str]) -> None:
    bare = run(capsys)
    demo = run(capsys, "demo")
    options_only = run(capsys, "--seed", "1")
    assert bare == demo == options_only
    assert bare[0] == 0 and bare[1].startswith(presets.DEFAULT.name)


def test_an_unknown_subcommand_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "bogus")
    assert status == 2 and "invalid choice: 'bogus'" in err


# ------------------------------------------------------------------------- --rules, --seed


@pytest.mark.parametrize(
    "argv",
    [
        ["demo", "--rules", "bridge"],
        ["rules", "bridge"],
        ["simulate", "--rules", "bridge", "--hands", "1"],
        ["duplicate", "--rules", "bridge", "--deals", "1"],
        ["tournament", "--rules", "bridge", "--deals", "1"],
        ["solve", "--rules", "bridge", "--seed", "1"],
        ["--rules", "bridge"],
    ],
)
def test_an_unknown_preset_exits_2_listing_the_presets(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert "no preset named 'bridge'" in err
    assert all(name in err for name in presets.names())


def test_rules_from_a_json_file_in_every_form(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = attrs.evolve(presets.GAMES4ALL, name="Games4All to 5", target=5)
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(records.rules_to_json(rules)))
    document = tmp_path / "document.json"
    document.write_text(records.dumps(rules))
    for path in (bare, document):
        status, out, _ = run(capsys, "demo", "--rules", str(path), "--seed", "4")
        expected: list[str] = []
        demo_module.play_demo(rules, 4, expected)
        assert status == 0 and out == "\n".join(expected) + "\n"
        assert out.startswith("Games4All to 5, seed 4: first to 5")
    deal = tmp_path / "deal.json"
    deal.write_text(records.dumps(euchre.Deal.random(rules, seed=1)))
    status, _, err = run(capsys, "demo", "--rules", str(deal))
    assert status == 2 and "not rules" in err
    status, _, err = run(capsys, "demo", "--rules", str(tmp_path / "missing.json"))
    assert status == 2 and "cannot read" in err


@pytest.mark.parametrize("seed", ["7", "-3", "abc", "7.0", " 7"])
def test_a_seed_reads_the_same_in_every_subcommand(seed: str) -> None:
    expected: int | str = int(seed) if re.fullmatch(r"-?[0-9]+", seed) else seed
    parser = build_parser()
    argv = {
        "play": ["play"],
        "demo": ["demo"],
        "simulate": ["simulate"],
        "duplicate": ["duplicate"],
        "tournament": ["tournament"],
        "solve": ["solve"],
    }
    for name, head in argv.items():
        parsed = parser.parse_args([*head, f"--seed={seed}"]).seed
        assert parsed == expected and type(parsed) is type(expected), name


def test_a_text_seed_deals_the_same_cards_in_demo_and_solve(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = euchre.new_game(presets.DEFAULT, seed="abc")
    assert game.deal is not None
    status, out, _ = run(capsys, "demo", "--seed", "abc")
    assert status == 0 and out.startswith(f"{presets.DEFAULT.name}, seed abc:")
    assert " ".join(c.symbol for c in game.deal.hands[0]) in out.splitlines()[3]
    assert inline_record(presets.DEFAULT, seed="abc").replay().deal == game.deal


def test_a_seed_the_engine_refuses_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "demo", "--seed", "9" * 400)
    assert status == 2 and "a seed is an int (at most 1024 bits)" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--bots", "rule"], "give two bots"),
        (["simulate", "--bots", "rule,shark"], "unknown bot 'shark'"),
        (["simulate", "--hands", "0"], "expected at least 1"),
        (["simulate", "--hands", "5", "--games", "5"], "not allowed with argument"),
        (["duplicate", "--a", "shark"], "unknown bot 'shark'"),
        (["duplicate", "--minutes", "-1"], "above 0"),
        (["tournament", "--bots", "rule"], "give at least two bots"),
        (["check"], "required: RECORD"),
        (["solve", "--at", "x", "--seed", "1"], "whole number of actions"),
    ],
)
def test_bad_options_exit_2_with_a_specific_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and message in err


def test_ctrl_c_exits_130_without_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(demo_module, "play_demo", interrupted)
    status, _, err = run(capsys, "demo")
    assert status == 130 and "Traceback" not in err


# ------------------------------------------------------------------------- the program

def test_version_flag_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"euchre {euchre.__version__}"


def test_python_m_euchre_runs_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "euchre", "presets"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "OPENSPIEL" in done.stdout and done.stderr == ""


def test_closed_pipe_ends_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """``euchre demo | head -3``: once the reader has gone, writing raises BrokenPipeError;
    the command stops quietly with status 0 instead of a traceback."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has gone
    out = io.TextIOWrapper(open(write_end, "wb"), write_through=True)  # noqa: SIM115
    monkeypatch.setattr(sys, "stdout", out)
    try:
        assert main(["demo", "--seed", "3"]) == 0
    finally:
        out.close()


def test_a_bad_preset_exits_2_in_a_subprocess() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "euchre.cli", "--rules", "bridge"], capture_output=True, text=True
    )
    assert run.returncode == 2 and "no preset named 'bridge'" in run.stderr
