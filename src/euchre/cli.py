"""The ``euchre`` command: play and print a full game, show presets and rules.

``euchre`` (or ``euchre demo``) plays one game between simple bots and prints it hand by
hand; ``--rules NAME`` picks a preset, ``--seed N`` fixes the deals. ``euchre rules NAME``
prints a preset's rules; ``euchre presets`` lists them.

>>> from euchre.cli import main
>>> main(["rules", "openspiel"])  # doctest: +ELLIPSIS
OpenSpiel Euchre (preset OPENSPIEL)
...
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from euchre import _tables, presets
from euchre._simplebot import simple_action
from euchre.actions import ActionKind
from euchre.cards import Card, Seat, Suit
from euchre.deal import Deal
from euchre.errors import EuchreError
from euchre.state import HandResult, State, new_game


def _deal_lines(deal: Deal, dealer: Seat) -> list[str]:
    lines = []
    for seat, hand in zip(Seat, deal.hands, strict=True):
        mark = " (dealer)" if seat == dealer else ""
        lines.append(f"  {str(seat) + mark:<16} {' '.join(c.symbol for c in hand)}")
    if deal.upcard is not None:
        lines.append(f"  upcard {deal.upcard.symbol}")
    return lines


def _result_line(result: HandResult, scores: tuple[int, int]) -> str:
    if result.thrown_in:
        return f"  all passed: the hand is thrown in. Score NS {scores[0]} - EW {scores[1]}"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    defender = f", {result.lone_defender} defends alone" if result.lone_defender is not None else ""
    return (
        f"  {result.maker} made {result.trump}{alone}{defender}: tricks NS {result.tricks.ns}"
        f" - EW {result.tricks.ew}; points NS +{result.points.ns} EW +{result.points.ew}; "
        f"score NS {scores[0]} - EW {scores[1]}"
    )


def _winner(plays: list[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    t = 4 if trump is None else int(trump)
    led = _tables.EFFECTIVE_SUIT[t][plays[0][1].index]
    return max(plays, key=lambda play: _tables.POWER[t][led][play[1].index])[0]


def play_demo(rules_name: str, seed: int, out: list[str]) -> State:
    """Play one game between simple bots, appending the printed lines to ``out``.

    >>> from euchre.cli import play_demo
    >>> lines: list[str] = []
    >>> play_demo("openspiel", 2, lines).is_over, lines[0]
    (True, 'OpenSpiel Euchre (preset OPENSPIEL), seed 2: first to 10')
    """
    rules = presets.get(rules_name)
    state = new_game(rules, seed=seed)
    out.append(f"{rules.name}, seed {seed}: first to {rules.target}")
    scores = [0, 0]
    while not state.is_over:
        number = state.hand_number
        out.append("")
        out.append(f"Hand {number + 1}, dealt by {state.dealer}")
        assert state.deal is not None
        out.extend(_deal_lines(state.deal, state.dealer))
        bids: list[str] = []
        plays: list[str] = []
        trick_cards: list[tuple[Seat, Card]] = []
        while state.hand_number == number and not state.is_over:
            seat = state.to_act
            action = simple_action(state)
            if action.kind is ActionKind.PLAY:
                assert action.card is not None and seat is not None
                trick_cards.append((seat, action.card))
            else:
                bids.append(f"{seat}: {action}")
            last_card = (
                len(state.tricks) == 4 and len(trick_cards) == 5 - len(state.sitting_out) - 1
            )
            trump = state.trump
            state = state.apply(action)
            if trick_cards and (last_card or state.current_trick is None):
                winner = _winner(trick_cards, trump)
                shown = ", ".join(f"{seat} {card.symbol}" for seat, card in trick_cards)
                plays.append(f"  trick {len(plays) + 1}: {shown} -> {winner}")
                trick_cards = []
        out.append("  bidding: " + "; ".join(bids))
        out.extend(plays)
        result = state.results[-1]
        scores[0] += result.points.ns
        scores[1] += result.points.ew
        out.append(_result_line(result, (scores[0], scores[1])))
    out.append("")
    out.append(f"{state.winner} win {state.scores.ns}-{state.scores.ew}.")
    return state


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    >>> from euchre.cli import main
    >>> main(["presets"])  # doctest: +ELLIPSIS
    CARDGAMES_IO   cardgames.io Euchre (preset CARDGAMES_IO)
    ...
    0
    """
    parser = argparse.ArgumentParser(prog="euchre", description="Euchre rules engine.")
    parser.add_argument("command", nargs="?", default="demo", choices=("demo", "rules", "presets"))
    parser.add_argument("name", nargs="?", help="preset name (for 'rules')")
    parser.add_argument("--rules", default="CARDGAMES_IO", help="preset name or alias")
    parser.add_argument("--seed", type=int, default=1, help="seed for the deals")
    args = parser.parse_args(argv)
    try:
        if args.command == "presets":
            for name in presets.names():
                print(f"{name:<14} {presets.get(name).name}")
            return 0
        if args.command == "rules":
            print(presets.get(args.name or args.rules).describe())
            return 0
        out: list[str] = []
        play_demo(args.rules, args.seed, out)
        print("\n".join(out))
        return 0
    except EuchreError as error:
        print(f"euchre: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
