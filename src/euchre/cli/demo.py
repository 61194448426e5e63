"""``euchre demo`` (and bare ``euchre``): one game between the demo's simple bots, printed
hand by hand: the deal, the bidding, each trick and the score."""

from __future__ import annotations

import argparse
from typing import Any

from euchre._render import Place, action_text, cards_text, hand_result_text, score_text
from euchre.actions import ActionKind
from euchre.cards import PLAYERS, SEATS, Card, Score
from euchre.cli.options import DEFAULT_WHY, add_command, add_rules, add_seed, rules_value
from euchre.cli.simplebot import simple_action
from euchre.deal import Deal
from euchre.engine import cardorder
from euchre.rules import RuleSet
from euchre.rules.table import Table
from euchre.state import HandResult, Phase, State, new_game

#: The seed of the demo's game when none is given.
DEMO_SEED = 1


def deal_lines(deal: Deal, dealer: Place) -> list[str]:
    """The deal as the demo prints it: each seat's cards (compass seats at four, lettered
    players at other tables), then the dummy hand if one is dealt, then the upcard.

    >>> import euchre
    >>> from euchre.cli.demo import deal_lines
    >>> deal = euchre.Deal.random(euchre.presets.OPENSPIEL, seed=1)
    >>> deal_lines(deal, euchre.Seat.NORTH)[0].split()[:2]
    ['North', '(dealer)']
    """
    lines = []
    seats = SEATS if len(deal.hands) == 4 else PLAYERS[: len(deal.hands)]
    for seat, hand in zip(seats, deal.hands, strict=True):
        mark = " (dealer)" if seat == dealer else ""
        lines.append(f"  {str(seat) + mark:<16} {cards_text(hand)}")
    dummy = getattr(deal, "dummy", ())
    if dummy:
        lines.append(f"  {'dummy':<16} {cards_text(dummy)}")
    if deal.upcard is not None:
        lines.append(f"  upcard {deal.upcard.symbol}")
    return lines


def result_line(result: HandResult, scores: tuple[int, ...], table: Table | None = None) -> str:
    """A hand's result as one line: who made what, tricks, points and the score after it,
    by the sides of ``table`` (the four-seat game's NS and EW when not given).

    >>> import euchre
    >>> from euchre.cli.demo import result_line
    >>> r = euchre.HandResult(0, euchre.Seat.EAST, euchre.Suit.CLUBS, euchre.Seat.NORTH,
    ...     None, None, euchre.Score(3, 2), euchre.Score(1, 0), False)
    >>> result_line(r, (1, 0))
    '  North made clubs: tricks NS 3 - EW 2; points NS +1 EW +0; score NS 1 - EW 0'
    >>> r = euchre.HandResult(0, euchre.Player.A, euchre.Suit.CLUBS, euchre.Player.B,
    ...     None, None, euchre.Score(1, 4), euchre.Score(2, 0), False)
    >>> result_line(r, (2, 0), euchre.presets.TWO_HANDED.table)
    '  B made clubs: tricks A 1 - B 4; points A +2 B +0; score A 2 - B 0'
    """
    if table is None or table.four:
        return f"  {hand_result_text(result)}; score NS {scores[0]} - EW {scores[1]}"
    score = score_text(Score(*scores), table)
    return f"  {hand_result_text(result, table=table)}; score {score}"


def winner_line(state: State) -> str:
    """The last line of a game: the winning side and the score.

    >>> from euchre.cli import play_demo
    >>> winner_line(play_demo("openspiel", 2, []))
    'East-West win 1-10.'
    """
    t = state.rules.table
    if t.four:
        return f"{state.winner} win {state.scores.ns}-{state.scores.ew}."
    scores = tuple(state.scores)
    top = max(scores)
    leaders = [side for side, points in enumerate(scores) if points == top]
    numbers = "-".join(str(points) for points in scores)
    if len(leaders) > 1:
        return f"The game is drawn {numbers}."
    verb = "win" if t.partnership == "teams" else "wins"
    return f"{t.side_names[leaders[0]]} {verb} {numbers}."


def _winner(plays: list[tuple[Place, Card]], trump: int, second_wins: bool) -> Place:
    """Who won a trick the demo printed (``trump``: the card-order trump index;
    ``second_wins``: ``double_deck_tie="second"``)."""
    return plays[cardorder.winning_play(trump, [card.index for _, card in plays], second_wins)][0]


def _play_hand(state: State, out: list[str]) -> State:
    """Play the current hand with the simple bots, appending its lines; the state after it."""
    number = state.hand_number
    out.append("")
    out.append(f"Hand {number + 1}, dealt by {state.dealer}")
    assert state.deal is not None
    out.extend(deal_lines(state.deal, state.dealer))
    bids: list[str] = []
    claims: list[str] = []
    plays: list[str] = []
    trick_cards: list[tuple[Place, Card]] = []
    while state.hand_number == number and not state.is_over:
        seat = state.to_act
        action = simple_action(state)
        if action.kind is ActionKind.PLAY:
            assert action.card is not None and seat is not None
            trick_cards.append((seat, action.card))
        elif state.phase is Phase.CLAIM or action.kind is ActionKind.CLAIM_RENEGE:
            # renege claims, during or after the play
            claims.append(f"{seat}: {action_text(action)}")
        else:
            bids.append(f"{seat}: {action_text(action)}")  # a discard's card as a glyph
        trump = cardorder.trump_index(state.trump, state.no_trump, state.low_no_trump)
        state = state.apply(action)
        if trick_cards and state.current_trick is None:  # the trick (or the hand) is over
            winner = _winner(trick_cards, trump, state.rules.double_deck_tie == "second")
            shown = ", ".join(f"{seat} {card.symbol}" for seat, card in trick_cards)
            plays.append(f"  trick {len(plays) + 1}: {shown} -> {winner}")
            trick_cards = []
    out.append("  bidding: " + "; ".join(bids))
    out.extend(plays)
    if claims:
        out.append("  renege claims: " + "; ".join(claims))
    out.append(result_line(state.results[-1], state.scores, state.rules.table))
    return state


def play_demo(rules: RuleSet | str, seed: int | str, out: list[str]) -> State:
    """Play one game between simple bots, appending the printed lines to ``out``
    (``rules``: a RuleSet, or a preset's name or alias).

    >>> from euchre.cli import play_demo
    >>> lines: list[str] = []
    >>> play_demo("openspiel", 2, lines).is_over, lines[0]
    (True, 'OpenSpiel Euchre (preset OPENSPIEL), seed 2: first to 10')
    """
    ruleset = rules_value(rules) if isinstance(rules, str) else rules
    state = new_game(ruleset, seed=seed)
    out.append(f"{ruleset.name}, seed {seed}: first to {ruleset.target}")
    while not state.is_over:
        state = _play_hand(state, out)
    out.append("")
    out.append(winner_line(state))
    return state


def run(args: argparse.Namespace) -> int:
    """``euchre demo``: play and print the game; exit status 0."""
    out: list[str] = []
    play_demo(args.rules, args.seed, out)
    print("\n".join(out))
    return 0


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``euchre demo`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "demo",
        summary="play one game between simple bots and print it (what bare `euchre` does)",
        description="Play one game between four simple bots and print it hand by hand: the "
        "deal, the bidding, each trick with its winner, the points and the score.\n\n"
        + DEFAULT_WHY,
        examples="""
$ euchre demo                      # the default preset, seed 1
$ euchre demo --rules standard --seed 5
$ euchre demo --seed abc | head -3
$ euchre --rules bid --seed 3      # no subcommand: the demo
""",
    )
    add_rules(parser)
    add_seed(parser, DEMO_SEED)
    parser.set_defaults(func=run)
    return parser
