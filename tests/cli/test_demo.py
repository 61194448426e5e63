"""``euchre demo`` (and bare ``euchre``): a whole game of rule bots, told hand by hand."""

from __future__ import annotations

import subprocess
import sys

import pytest
from _cli import run

import euchre


def test_demo_plays_a_full_game_in_a_subprocess() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "euchre.cli", "--rules", "standard", "--seed", "5"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = run.stdout.splitlines()
    assert lines[0].startswith("North American standard Euchre")
    assert lines[-1].endswith(".") and " win " in lines[-1]
    assert any(line.startswith("Hand 1, dealt by") for line in lines)
    final = euchre.new_game(euchre.presets.STANDARD, seed=5)
    assert final.deal is not None
    assert " ".join(c.symbol for c in final.deal.hands[0]) in run.stdout


def test_bid_euchre_claims_are_told_apart_from_the_bidding() -> None:
    """Bid Euchre's end-of-hand renege claims (a pass each) are printed as claims after the
    tricks, not as more bidding after trump was named."""
    from euchre.cli import play_demo

    lines: list[str] = []
    play_demo("BID_EUCHRE", 3, lines)
    bidding = [line for line in lines if line.startswith("  bidding: ")]
    claims = [line for line in lines if line.startswith("  renege claims: ")]
    assert bidding and claims and len(claims) == len(bidding)
    for line in bidding:  # the bids, then the high bidder names trump: nothing after it
        assert line.split("; ")[-1].split(": ")[-1].startswith(("call ", "pass"))
        assert "call" not in "; ".join(line.split("; ")[:-1])
    first = lines.index(bidding[0])
    assert lines.index(claims[0]) > first + 6  # after the six tricks


@pytest.mark.parametrize("name", sorted(euchre.presets.TABLE_PRESETS))
def test_demo_plays_every_table_preset_with_the_tables_labels(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``euchre demo --rules <preset>`` at two, three and six seats (design/any-table.md
    §3.8): every seat dealt under the table's own name, hand lines and scores by its side
    labels, the last line the winning side by name."""
    rules = euchre.presets.TABLE_PRESETS[name]
    t = rules.table
    status, out, err = run(capsys, "demo", "--rules", name, "--seed", "1")
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(rules.name)
    first = lines.index("Hand 1, dealt by " + lines[2].split()[-1])
    dealt = [line.split()[0] for line in lines[first + 1 : first + 1 + t.players]]
    assert dealt == list(t.seat_names)
    if rules.dummy:
        assert lines[first + 1 + t.players].split()[0] == "dummy"
    scores = [line for line in lines if "; score " in line]
    assert scores and all(f"score {t.side_labels[0]} " in line for line in scores)
    assert "NS" not in out and "North" not in out
    verb = "win" if t.partnership == "teams" else "wins"
    assert any(lines[-1].startswith(f"{side} {verb} ") for side in t.side_names)
