"""Settle two table arguments with explicit deals: the left bower, and who leads when both
sides go alone (the North American standard rules).

Run: ``python examples/dispute.py``
"""

from __future__ import annotations

import euchre
from euchre import Seat


def left_bower() -> str:
    """Hearts are trump and a diamond is led: may North, holding J♦ and no diamond, play it?"""
    deal = euchre.Deal(
        hands=("Jd 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
        upcard="Ah",
        kitty="Jh Js As",
    )
    state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=Seat.EAST, deal=deal)
    for action in ("pass", "order up", "discard 9c", "play Kd", "play Ad"):
        state = state.apply(action)
    return str(state.explain("play Jd"))


def two_alone() -> str:
    """Seed 004: the maker and a defender both go alone. Who leads?"""
    deal = euchre.Deal(
        hands=("Jh Jd Ah Kh Qh", "Ac Kc Qc Jc Tc", "9c 9d Td Qd Kd", "Ad 9s Ts Qs Ks"),
        upcard="9h",
        kitty="Th Js As",
    )
    state = euchre.new_game(euchre.presets.STANDARD, dealer=Seat.WEST, deal=deal)
    for action in ("order up", "pick up", "discard 9s", "go alone", "pass", "go alone"):
        state = state.apply(action)
    return f"North alone, {state.lone_defender} defends alone: {state.to_act} leads."


if __name__ == "__main__":
    print(left_bower())
    print(two_alone())
