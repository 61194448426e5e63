"""Perft: leaf counts of the decision tree (complete action sequences to the end of the
hand) from fixed positions, by the engine (``euchre.perft``) and by the independent
reference model (``_reference``).  The counts are also recorded as literals, so any
change to the move generator is noticed.  On a mismatch a divide table is printed (per
first action: engine count vs reference count), as python-chess's perft does.
"""

from __future__ import annotations

import pytest
from _reference import RefHand, deck

import euchre
from euchre import presets

# Deals in seat order (North, East, South, West), upcard, kitty.
DEAL7 = (("Tc Jc Th Kh Ts", "9c Ac Jd 9s Ks", "Td Qd Ad Jh Qh", "Qc 9d Ah Qs As"),
         "Js", "Kc Kd 9h")
DEAL7_OS = (("Tc Ad Qh Kh Qs", "Qc Ac 9d Td Jd", "9c Jh Ah 9s Ts", "Jc Qd Th Ks As"),
            "Js", "Kc Kd 9h")
# one card of every printed suit each, plus one: a narrow play tree
SUITED = (("Ac Ad Ah As Kc", "Kd Kh Ks Qc Qd", "Qh Qs Jc Jd Jh", "Js Tc Td Th Ts"),
          "9c", "9d 9h 9s")
TIGHT = (("Ac Td Jh 9s Ks", "Tc Jc Kd 9h Ts", "9c Jd Th Js As", "Qc Kc Qd Qh Qs"),
         "Ad", "9d Kh Ah")

P4 = ["pass"] * 4

# (id, preset, deal, dealer, actions to the position, expected leaf count)
CASES = [
    # CARDGAMES_IO: stick the dealer, alone with the call, left of dealer leads
    ("cardgames_discard", "CARDGAMES_IO", SUITED, 0, ["order up"], 63376),
    ("cardgames_dealer_stuck", "CARDGAMES_IO", TIGHT, 0, P4 + ["pass"] * 3, 19194),
    ("cardgames_trick1", "CARDGAMES_IO", DEAL7, 0,
     ["order up", "discard Tc", "play 9c", "play Ad"], 48736),
    ("cardgames_lone", "CARDGAMES_IO", DEAL7, 0,
     ["order up alone", "discard Tc", "play 9c", "play Ad"], 16872),
    # GAMES4ALL: all pass twice = thrown in, left of maker leads
    ("games4all_round2_thrown_in", "GAMES4ALL", TIGHT, 0, P4, 79345),
    ("games4all_trick1", "GAMES4ALL", DEAL7, 0,
     P4 + ["call hearts", "play Ad", "play 9d", "play Jc", "play 9c"], 26384),
    ("games4all_lone", "GAMES4ALL", DEAL7, 0,
     P4 + ["call hearts alone", "play Ad", "play Jc"], 12528),
    # STANDARD: optional pickup, maker or partner alone after the call, defenders alone
    ("standard_alone_phase_picked_up", "STANDARD", SUITED, 0,
     ["order up", "pick up", "discard Kc"], 8928),
    ("standard_alone_phase_left_upcard", "STANDARD", SUITED, 0, ["order up", "pass"], 9000),
    ("standard_alone_phase_round2", "STANDARD", TIGHT, 0, P4 + ["call hearts"], 25184),
    ("standard_both_alone", "STANDARD", DEAL7, 0,
     ["order up", "pick up", "discard Tc", "go alone", "go alone"], 5664),
    # OPENSPIEL: alone after the discard, dealer may not discard the upcard
    ("openspiel_alone_phase", "OPENSPIEL", SUITED, 0, ["order up", "discard Kc"], 3936),
    ("openspiel_dealer_stuck", "OPENSPIEL", TIGHT, 0, P4 + ["pass"] * 3, 19194),
    ("openspiel_lone", "OPENSPIEL", DEAL7_OS, 0,
     ["order up", "discard Tc", "go alone", "play 9d"], 11424),
]


# --- deck variants and irregularities (docs/api.md "Deck variants and irregularities")

R2 = P4 + ["pass"] * 3  # round 1 and three passes of round 2: North (the dealer) calls
DECK32 = (("8d 7h 9d Td Qd", "8c 9s Ac Kc Qc", "7c As Ad Kd 8h", "9c 8s Ks 9h Th"), "7s")
JOKER = (("Ah Kh Qh Th 9h", "Jh 9c Ad Kd Qd", "Jo Ac Kc Qc Tc", "Jd As Ks Qs Js"), "9s")
NT_JOKER = (("Ac Kc Ad Kd Ts", "Jo Jc Qs 9s 9d", "Qd Th Td Tc Ks", "Ah Jd 9h Qh Kh"), "Js")
JOKER_UP = (("Ah Kh Qh Th 9h", "Jh 9c Ad Kd Qd", "Js Ac Kc Qc Tc", "Jd As Ks Qs Jc"), "Jo")
BEST = (("Kc Td Jd Qh Ks", "Tc Ac Qd Ah Js", "9c Jc 9h 9s Qs", "Qc Kd Jh Kh Ts"), "Ad")
RENEGE = (("Jh Jd Kh Qd Td", "Ac 9c Ad Kd Js", "Kc Ah 9d Qh Th", "Qc Tc As Ks Qs"), "9s")
# South reneges in trick 1 (Ah, holding Kc); tricks 2 and 3 follow suit
RENEGE_T3 = R2 + ["call hearts", "play Ac", "play Ah", "play Qc", "play Qd", "play Th",
                  "play Tc", "play Jd", "play 9c", "play Kh", "play Ad", "play Qh", "play As"]
# and East reneges in trick 4 (Js, holding Kd)
RENEGE_T4 = RENEGE_T3 + ["play Td", "play Js", "play 9d", "play Ks"]
# North alone: West reneges in trick 1 (As, holding Qc and Tc)
RENEGE_LONE_T3 = R2 + ["call hearts alone", "play Ac", "play As", "play Kh", "play Td",
                       "play Kd", "play Ks", "play 9c", "play Qc", "play Qd"]

# (id, RuleSet knobs, deal (hands, upcard; the kitty is the rest of the deck), dealer,
# actions to the position, expected leaf count)
VARIANT_CASES = [
    ("deck32_trick2", dict(deck=32), DECK32, 0,
     R2 + ["call hearts", "play 8c", "play 7c", "play 9c", "play 8d"], 6912),
    ("deck25_joker_trump", dict(deck=25), JOKER, 0,
     R2 + ["call hearts", "play Jh", "play Jo", "play Jd", "play Ah", "play Ac"], 20736),
    ("deck25_no_trump_joker", dict(deck=25, no_trump=True), NT_JOKER, 0,
     R2 + ["call no trump", "play Jo", "play Ks", "play Ah", "play Ac"], 6576),
    ("joker_upcard_dealer_names", dict(deck=25, alone="nobody"), JOKER_UP, 0,
     ["call spades", "order up", "discard 9h", "play Jh", "play Js", "play Jd", "play Ah"],
     41472),
    ("call_for_best_discard", dict(call_for_best=True), BEST, 0,
     R2 + ["call hearts alone"], 22616),
    ("call_for_best_no_trump", dict(call_for_best=True, no_trump=True), BEST, 0,
     R2 + ["call no trump alone"], 22928),
    ("renege_hand_window_trick5",
     dict(renege="penalise", renege_false_claim=1, renege_ends_hand=False), RENEGE, 0,
     RENEGE_T4, 6561),
    ("renege_trick_window_trick5",
     dict(renege="penalise", renege_claim="trick", renege_penalty="euchre"), RENEGE, 0,
     RENEGE_T4, 1945),
    ("renege_lone_trick4", dict(renege="penalise"), RENEGE, 0, RENEGE_LONE_T3, 5460),
    ("renege_lone_trick4_trick_window",
     dict(renege="penalise", renege_claim="trick", renege_ends_hand=False,
          renege_false_claim=1), RENEGE, 0, RENEGE_LONE_T3, 9216),
]


def positions(preset, deal_spec, dealer: int, actions):
    rules = getattr(presets, preset) if isinstance(preset, str) else preset
    if len(deal_spec) == 3:
        hands, upcard, kitty = deal_spec
        kitty = tuple(kitty.split())
    else:
        hands, upcard = deal_spec
        used = {c for h in hands for c in h.split()} | {upcard}
        kitty = tuple(c for c in deck(rules.deck) if c not in used)
    deal = euchre.Deal(hands=hands, upcard=upcard, kitty=kitty)
    state = euchre.new_game(rules, dealer=euchre.Seat(dealer), deal=deal)
    ref = RefHand(rules, [h.split() for h in hands], upcard, dealer, kitty=list(kitty))
    for action in actions:
        state = state.apply(action)
        ref.apply(action)
    return state, ref


def divide_table(state, ref) -> str:
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
def test_perft(preset, deal_spec, dealer, actions, expected):
    state, ref = positions(preset, deal_spec, dealer, actions)
    engine_count = euchre.perft(state)
    reference_count = ref.perft()
    if engine_count != reference_count:
        table = divide_table(state, ref)
        print(table)
        pytest.fail(f"perft: engine {engine_count}, reference {reference_count}\n{table}")
    assert engine_count == reference_count == expected


@pytest.mark.parametrize(
    "knobs, deal_spec, dealer, actions, expected",
    [pytest.param(*case[1:], id=case[0]) for case in VARIANT_CASES],
)
def test_perft_variants(knobs, deal_spec, dealer, actions, expected):
    state, ref = positions(euchre.RuleSet(**knobs), deal_spec, dealer, actions)
    engine_count = euchre.perft(state)
    reference_count = ref.perft()
    if engine_count != reference_count:
        table = divide_table(state, ref)
        print(table)
        pytest.fail(f"perft: engine {engine_count}, reference {reference_count}\n{table}")
    assert engine_count == reference_count == expected
