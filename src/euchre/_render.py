"""Text pictures of a state: the table as a player sees it from above.

>>> import euchre
>>> print(euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0))  # doctest: +ELLIPSIS
Hand 1 · dealer North · round 1 (order up?) · East to act
...
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.cards import Seat, cards_from_mask

if TYPE_CHECKING:
    from euchre.state import State

_PHASE_TEXT = {
    "deal": "waiting for a deal",
    "order": "round 1 (order up?)",
    "pickup": "dealer's pickup",
    "discard": "dealer's discard",
    "call": "round 2 (name trump)",
    "alone": "going alone?",
    "play": "play",
    "over": "game over",
    "joker": "the dealer names the joker's suit",
    "claim": "renege claims",
}


def _hand_text(state: State, seat: Seat) -> str:
    mask = state._hands[seat]
    cards = " ".join(c.symbol for c in cards_from_mask(mask)) or "-"
    tags = []
    if seat == state.dealer:
        tags.append("D")
    if state.maker == seat:
        tags.append("maker")
    if state.alone == seat or state.lone_defender == seat:
        tags.append("alone")
    if seat in state.sitting_out:
        tags.append("out")
    if state.to_act == seat:
        tags.append("*")
    tag = f" [{', '.join(tags)}]" if tags else ""
    return f"{seat}{tag}: {cards}"


def render(state: State) -> str:
    """The table as text: header, four hands, upcard or trump, the trick, the score.

    >>> import euchre
    >>> "Score: NS 0 - EW 0" in euchre._render.render(euchre.new_game(euchre.presets.STANDARD, seed=2))
    True
    """
    rules = state.rules
    phase = state.phase.value
    act = f" · {state.to_act} to act" if state.to_act is not None else ""
    lines = [f"Hand {state.hand_number + 1} · dealer {state.dealer} · {_PHASE_TEXT[phase]}{act}"]
    if state.trump is not None or state.no_trump:
        maker = f" · made by {state.maker}"
        alone = ", alone" if state.alone is not None else ""
        defender = (
            f" · {state.lone_defender} defends alone" if state.lone_defender is not None else ""
        )
        named = f"{state.trump.symbol} {state.trump}" if state.trump is not None else "no trump"
        lines.append(f"Trump: {named}{maker}{alone}{defender}")
    elif state.upcard is not None:
        turned = " (turned down)" if state.turned_down is not None else ""
        stands = state.upcard_suit
        joker = f" as {stands}" if state.upcard.is_joker and stands is not None else ""
        lines.append(f"Upcard: {state.upcard.symbol}{joker}{turned}")
    north = _hand_text(state, Seat.NORTH)
    south = _hand_text(state, Seat.SOUTH)
    west = _hand_text(state, Seat.WEST)
    east = _hand_text(state, Seat.EAST)
    width = max(len(west), 24)
    lines.append("")
    lines.append(" " * (width // 2) + north)
    lines.append(west.ljust(width + 4) + east)
    lines.append(" " * (width // 2) + south)
    lines.append("")
    trick = state.current_trick
    if trick is not None:
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in trick.plays)
        lines.append(f"Trick {len(state.tricks) + 1}: {plays}")
    elif state.tricks:
        last = state.tricks[-1]
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in last.plays)
        lines.append(f"Last trick: {plays} (won by {last.winner})")
    if phase in ("play",) or state.tricks:
        lines.append(f"Tricks this hand: {state.tricks_won}")
    if state.results and phase != "play":
        r = state.results[-1]
        if r.thrown_in:
            why = f"declared {r.declared}" if r.declared else "all passed"
            lines.append(f"Last hand: thrown in ({why}), dealt by {r.dealer}")
        else:
            lines.append(
                f"Last hand: {r.trump or 'no trump'} by {r.maker}"
                + (" alone" if r.alone is not None else "")
                + f", tricks {r.tricks}, points {r.points}"
            )
    lines.append(f"Score: {state.scores} (to {rules.target})")
    if state.is_over:
        lines.append(f"{state.winner} win.")
    return "\n".join(lines)
