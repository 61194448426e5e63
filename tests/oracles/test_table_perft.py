"""Perft per table format (design/any-table.md §5): leaf counts of the decision tree from
fixed positions at two, three and six seats, by the engine (``euchre.perft``) and by the
independent table model (``_table_reference``), both equal to a recorded literal.  On a
mismatch a divide table is printed (per first action: engine count vs model count).

SIX_HANDED_DOUBLE (Bid Euchre) is left out: the table model plays Knock Euchre only.
"""

from __future__ import annotations

import pytest
from _table_reference import TableHand

import euchre
from euchre import presets

# (hands in seat order A, B, ...; upcard; kitty; dummy)
TWO = (("7c Jc 8d 8s Ks", "Qc 7d Kd 7s Js"), "Jh",
       "8c 9c Tc Kc Ac 9d Td Jd Qd Ad 7h 8h 9h Th Qh Kh Ah 9s Ts Qs As", "")
DUMMY4 = (("Jc Jh Kh Qs As", "Tc Ac 9h Qh Ks"), "Kc", "9c 9d Td Jd Qd Kd Ad Th Ah Ts Js",
          "Qc 9s")
DUMMY2 = (("9c Qd Qh Kh Js", "Tc Ad 9h Ah Ts"), "Ac", "Jc Qc Kc 9d Td Jd Th Jh 9s Qs Ks",
          "Kd As")
THREE = (("Ac Td Jh Ah Ks", "Tc 9h Qh Kh 9s", "Jc Qc Kc Qs As"), "Th", "9c 9d Jd Qd Kd Ad Ts Js",
         "")
SIX3 = (("8c Jc 7h Ts Ks", "Ac 7d Jd Qs As", "Qc Qd 9h 7s 9s", "7c 8d Th Jh Js",
         "Tc Td Qh Kh Ah", "9c 9d Kd 8h 8s"), "Ad", "Kc", "")
SIX1 = (("Tc Qc 9d Qd Ks", "Td Ad Qh Kh 8s", "Kc 7d 8d Jh As", "9h Ah 7s 9s Ts",
         "7c Jc Jd Th Js", "Ac Kd 7h 8h Qs"), "8c", "9c", "")

# (id, preset, deal, dealer, actions to the position, expected leaf count)
CASES = [
    # Keller ch. 7: the dealer takes the upcard and discards; five tricks of two cards
    ("two_handed_after_order_up", "TWO_HANDED", TWO, 0, ["order up"], 5618),
    # ohioeuchre.com: the dealer discards for the upcard, then the orderer takes the dummy
    # and discards two (the orderer's two discards)
    ("two_handed_dummy_orderer_discards", "TWO_HANDED_DUMMY", DUMMY4, 0,
     ["order up", "discard As"], 32968),
    # the dealer who orders takes the upcard and the dummy: three discards (two left here)
    ("two_handed_dummy_dealer_discards", "TWO_HANDED_DUMMY", DUMMY2, 0,
     ["pass", "order up", "discard 9c"], 29536),
    # a round-2 maker takes the dummy and discards two
    ("two_handed_dummy_round2_call", "TWO_HANDED_DUMMY", DUMMY2, 0,
     ["pass", "pass", "call diamonds"], 21584),
    # 52pickup.net: each for themselves, a round-2 call, the maker alone against two
    ("cutthroat_round2_call", "CUTTHROAT", THREE, 0, ["pass"] * 4 + ["call clubs"], 27448),
    # six seats in two teams of three, after trick 1
    ("six_handed_after_trick1", "SIX_HANDED", SIX3, 0,
     ["order up", "discard 7h", "play 7d", "play Qd", "play 8d", "play Td", "play 9d",
      "play Ad"], 24864),
    # a lone maker at six: both teammates sit out, four in play
    ("six_handed_lone_after_trick1", "SIX_HANDED", SIX1, 0,
     ["order up alone", "discard 8c", "play 8s", "play As", "play 7c"], 4352),
    # the lone maker's teammate deals: the dealer sits out and does not take the upcard
    ("six_handed_lone_dealer_sits_out", "SIX_HANDED", SIX1, 0,
     ["pass", "order up alone", "play 8s", "play As", "play 7s", "play Qs"], 5344),
]


def positions(preset: str, deal_spec, dealer: int, actions):
    """The engine's state and the model after ``actions`` from the literal deal."""
    rules = getattr(presets, preset)
    hands, upcard, kitty, dummy = deal_spec
    deal = euchre.Deal(hands=hands, upcard=upcard, kitty=kitty.split(), dummy=dummy.split())
    state = euchre.new_game(rules, dealer=dealer, deal=deal)
    ref = TableHand(rules, [h.split() for h in hands], upcard, dealer, kitty=kitty.split(),
                    dummy=dummy.split())
    for action in actions:
        state = state.apply(action)
        ref.apply(action)
    return state, ref


def divide_table(state, ref) -> str:
    """Per first action: the engine's count, the model's, and a mark where they differ."""
    engine = {str(k): v for k, v in euchre.perft_divide(state).items()}
    reference = ref.perft_divide()
    lines = [f"{'action':<24}{'engine':>10}{'reference':>11}"]
    for action in sorted(set(engine) | set(reference)):
        e, r = engine.get(action), reference.get(action)
        mark = "" if e == r else "   <-- differs"
        lines.append(f"{action:<24}{e!s:>10}{r!s:>11}{mark}")
    lines.append(f"{'total':<24}{sum(engine.values()):>10}{sum(reference.values()):>11}")
    return "\n".join(lines)


@pytest.mark.parametrize(
    "preset, deal_spec, dealer, actions, expected",
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_table_perft(preset, deal_spec, dealer, actions, expected):
    state, ref = positions(preset, deal_spec, dealer, actions)
    engine_count = euchre.perft(state)
    reference_count = ref.perft()
    if engine_count != reference_count:
        table = divide_table(state, ref)
        print(table)
        pytest.fail(f"perft: engine {engine_count}, reference {reference_count}\n{table}")
    assert engine_count == reference_count == expected


def test_six_handed_lone_dealer_sits_out_keeps_upcard_off():
    """The position of the last case: the dealer (A) sits out with the upcard untaken, and
    the four in play are the lone maker (C) and the three defenders."""
    state, ref = positions("SIX_HANDED", SIX1, 0, ["pass", "order up alone"])
    assert ref.sitting_out == [0, 4] and not ref.upcard_taken
    assert str(state.to_act) == "B" and ref.to_act == 1
