"""Dump the four-seat game's outputs to a folder, one file per item, so two versions of the
library can be compared byte for byte (``diff -r old new``).

For each preset and seeds 1 to 5: the ``euchre demo`` and ``euchre rules`` text,
``describe()``, the RuleSet's JSON (codec and records), and two full seeded games (the demo's
simple bots, and a seeded random player that reaches more of the rules) with their JSON and
text records, EGN (or the writer's refusal), and at a few points of each game: ``repr`` and
``str`` of the state, each seat's view (``str`` and ``to_json``), the encoding's legal ids,
observation and information-state vectors, and the SVG and HTML pictures.

Usage (the library imported is whichever ``euchre`` comes first on the path)::

    PYTHONPATH=/work/golden_old/src python benchmarks/golden_dump.py OUT_DIR
    python benchmarks/golden_dump.py OUT_DIR
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import euchre
from euchre import egn, encoding, presets, records, svg
from euchre.cli import main as cli_main
from euchre.cli import play_demo
from euchre.rules import codec

SEEDS = (1, 2, 3, 4, 5)
#: a cap on a random game's actions (random games end long before it)
MAX_ACTIONS = 5000


def _write(out: Path, name: str, text: str) -> None:
    """Write ``text`` to ``out/name`` (UTF-8, newlines as given)."""
    path = out / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))


def _attempt(produce: Callable[..., str], *args: Any) -> str:
    """The text ``produce(*args)`` returns, or the exception's type and message when it
    raises."""
    try:
        return produce(*args)
    except Exception as error:  # a refusal is an output too
        return f"raised {type(error).__module__}.{type(error).__qualname__}: {error}\n"


def _cli(argv: Sequence[str]) -> str:
    """What the command line prints for ``argv`` (in process), and its exit status."""
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        status = cli_main(list(argv))
    return f"{stdout.getvalue()}--- stderr\n{stderr.getvalue()}--- exit {status}\n"


def _vector(values: Any) -> str:
    """A float vector as text, one value per line (repr: exact)."""
    return "".join(f"{float(x)!r}\n" for x in values.tolist())


def _vector_of(encode: Callable[[euchre.View], Any], view: euchre.View) -> str:
    """The vector ``encode`` makes of ``view``, as text (see :func:`_vector`)."""
    return _vector(encode(view))


def _random_game(rules: euchre.RuleSet, seed: int) -> list[euchre.State]:
    """Every state of a seeded game played by a seeded uniformly random player."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    states = [state]
    while not state.is_over and len(states) <= MAX_ACTIONS:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def _replayed(final: euchre.State) -> list[euchre.State]:
    """Every state of the game that ended in ``final`` (replayed from its history)."""
    state = euchre.new_game(final.rules, seed=final.seed)
    states = [state]
    for item in final.history[1:]:  # the seed deals the first hand
        state = state.apply_deal(item) if isinstance(item, euchre.Deal) else state.apply(item)
        states.append(state)
    if state != final:
        raise AssertionError(f"the replay of {final.rules.name} seed {final.seed} differs")
    return states


def _points(states: list[euchre.State]) -> dict[str, euchre.State]:
    """A few named points of a game: the start, the first action, the first and a middle
    play of the first hand, the last state of the first hand, and the end."""
    first_hand = [s for s in states if s.hand_number == states[0].hand_number]
    playing = [s for s in first_hand if s.phase is euchre.Phase.PLAY]
    points = {"p0_start": states[0], "p1_after_first": states[min(1, len(states) - 1)]}
    if playing:
        points["p2_first_play"] = playing[0]
        points["p3_mid_hand"] = playing[len(playing) // 2]
    points["p4_hand_end"] = first_hand[-1]
    points["p5_final"] = states[-1]
    return points


def _dump_point(out: Path, prefix: str, state: euchre.State, enc: encoding.Encoding) -> None:
    """Everything shown of one state: text, views, encodings, pictures."""
    _write(out, f"{prefix}.repr.txt", repr(state) + "\n")
    _write(out, f"{prefix}.str.txt", str(state) + "\n")
    _write(out, f"{prefix}.summary.txt", _attempt(lambda: state.summary() + "\n"))
    _write(out, f"{prefix}.legal.txt", "".join(f"{a}\n" for a in state.legal_actions()))
    _write(out, f"{prefix}.explain_turn.txt", _attempt(lambda: f"{state.explain_turn()}\n"))
    _write(out, f"{prefix}.json", records.dumps(state, indent=1) + "\n")
    _write(out, f"{prefix}.svg", svg.table(state) + "\n")
    _write(out, f"{prefix}.html", state._repr_html_() + "\n")
    _write(out, f"{prefix}.legal_ids.txt", f"{enc.legal_ids(state)}\n")
    for seat in euchre.Seat:
        view = state.view(seat)
        name = f"{prefix}.view_{seat.name.lower()}"
        _write(out, f"{name}.str.txt", str(view) + "\n")
        _write(out, f"{name}.repr.txt", repr(view) + "\n")
        _write(out, f"{name}.json", view.to_json() + "\n")
        _write(out, f"{name}.svg", svg.table(view) + "\n")
        _write(out, f"{name}.html", view._repr_html_() + "\n")
        _write(out, f"{name}.legal_ids.txt", f"{enc.legal_ids(view)}\n")
        _write(out, f"{name}.observation.txt", _attempt(_vector_of, enc.observation, view))
        _write(
            out,
            f"{name}.information_state.txt",
            _attempt(_vector_of, enc.information_state, view),
        )


def _dump_game(out: Path, prefix: str, states: list[euchre.State]) -> None:
    """A game's records (JSON, text, EGN) and its named points."""
    final = states[-1]
    record = records.GameRecord.from_state(final)
    _write(out, f"{prefix}.record.json", records.dumps(record, indent=1) + "\n")
    _write(out, f"{prefix}.record.txt", records.format_text(record))
    _write(out, f"{prefix}.egn.json", _attempt(lambda: egn.dumps(final) + "\n"))
    _write(out, f"{prefix}.actions.txt", "".join(f"{item!r}\n" for item in final.history))
    enc = encoding.Encoding(final.rules)
    for point, state in _points(states).items():
        _dump_point(out, f"{prefix}.{point}", state, enc)


def _dump_preset(out: Path, name: str) -> None:
    """Everything of one preset: its rules' texts and the games of each seed."""
    rules = presets.get(name)
    folder = out / name
    _write(folder, "rules_cli.txt", _cli(["rules", name]))
    _write(folder, "describe.txt", rules.describe() + "\n")
    _write(folder, "repr.txt", repr(rules) + "\n")
    _write(folder, "codec.json", json.dumps(codec.to_json(rules), indent=1) + "\n")
    _write(folder, "records_rules.json", json.dumps(records.rules_to_json(rules), indent=1) + "\n")
    enc = encoding.Encoding(rules)
    _write(folder, "action_table.txt", "".join(f"{i} {a}\n" for i, a in enc.action_table()))
    for seed in SEEDS:
        _write(
            folder, f"seed{seed}/demo_cli.txt", _cli(["demo", "--rules", name, "--seed", str(seed)])
        )
        lines: list[str] = []
        final = play_demo(rules, seed, lines)
        _dump_game(folder / f"seed{seed}", "demo", _replayed(final))
        _dump_game(folder / f"seed{seed}", "random", _random_game(rules, seed))


def main(argv: Sequence[str]) -> int:
    """Dump every preset into the folder ``argv[0]``; exit status 0."""
    if len(argv) != 1:
        print("usage: golden_dump.py OUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    _write(out, "presets_cli.txt", _cli(["presets"]))
    _write(out, "presets.txt", "".join(f"{name}\n" for name in presets.names()))
    for name in presets.names():
        if getattr(presets.get(name), "players", 4) == 4:  # the four-seat game's corpus
            _dump_preset(out, name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
