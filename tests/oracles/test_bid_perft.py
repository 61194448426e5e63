"""Bid Euchre perft: leaf counts of the decision tree from fixed positions, by the engine
(``euchre.perft``) and by the independent reference model (``_bid_reference``), both equal
to a recorded literal.  Without a depth the count runs to the end of the hand; with one it
counts the positions reached after that many decisions (ends of the hand included).  On a
mismatch a divide table (per first action: engine vs reference) is printed.

A position is a deal (seat order North, East, South, West), a dealer, a list of actions,
and then ``auto`` more actions chosen as the first ``play`` text in sorted order (a
deterministic walk that does not depend on the engine's ordering).
"""

from __future__ import annotations

import pytest
from _bid_reference import BidHand
from _bid_reference import perft as ref_perft
from _bid_reference import perft_divide as ref_divide

import euchre
from euchre import presets

PRESET = presets.BID_EUCHRE  # reneging allowed: claims are decisions too
FORBID = PRESET.replace(renege="forbid")
NT = FORBID.replace(bid_no_trump=True, bid_low_no_trump=True)
JOKER = FORBID.replace(deck=25)
DOUBLE = FORBID.replace(deck=48)

# North holds the top card of each suit it holds (clubs trump: Js, the left bower, is
# South's); East and West always have to follow, so a moon is 6! * 2**4 = 11520 leaves.
TOP = ("Jc Ac Ad Kd As Ah", "Kc Qc Qd Jd Ks Kh", "9s Ts Js 9h Th Jh", "Tc 9c Td 9d Qs Qh")
TOP_JOKER = (*TOP[:3], TOP[3] + " Jo")  # West deals: seven cards, discards one
MIXED = ("Jh Jd Ah Kc 9s Td", "Kh Ac Qc As 9d Qd", "Qh Th Jc Ks Ad Kd", "9h Tc 9c Qs Ts Js")
DOUBLE_DEAL = (
    "9h Th Jh Qh Kh Ah 9c Tc Jc Qc Kc Ac",
    "9h Th Jh Qh Kh Ah 9d Td Jd Qd Kd Ad",
    "9d Td Jd Qd Kd Ad 9s Ts Js Qs Ks As",
    "9c Tc Jc Qc Kc Ac 9s Ts Js Qs Ks As",
)

W = 3  # West deals in every case, so North speaks first
BID3 = ["bid 3", "pass", "pass", "pass"]
MOON = ["bid moon", "pass", "pass", "pass"]
BEST = ["bid best", "pass", "pass", "pass"]
MIXED_T4 = [
    *BID3, "call hearts",
    "play Jh", "play Kh", "play Qh", "play 9h",
    "play Jd", "play 9d", "play Th", "play Tc",
    "play Ah", "play Ac", "play Jc", "play 9c",
    "play Kc", "play Qc", "play Ks", "play Js",
]  # fmt: skip

# (id, rules, deal, actions, auto, depth, expected)
CASES = [
    # bidding (all bid kinds, no trump and low no trump) to a depth
    ("bidding_depth6", NT, MIXED, [], 0, 6, 3451),
    # four-handed play after one and two tricks, to the end of the hand
    ("top_trick1", FORBID, TOP, [*BID3, "call clubs", "play Jc", "play Kc", "play Js", "play Tc"],
     0, None, 24480),
    ("top_lead_depth8", FORBID, TOP, [*BID3, "call clubs"], 0, 8, 1192),
    ("mixed_trick2", FORBID, MIXED, MIXED_T4[:13], 0, None, 9480),
    # shoot the moon: three hands, from the first lead
    ("moon_lead", FORBID, TOP, [*MOON, "call clubs"], 0, None, 11520),
    ("moon_low_no_trump_lead", NT, TOP, [*MOON, "call low no trump"], 0, None, 11520),
    ("moon_trick1", FORBID, MIXED,
     [*MOON, "call spades", "play Td", "play 9d", "play Ts"], 0, None, 3676),
    # call for best: the partner's give, the bidder's give back, then play
    # (9504: the bidder gives back one of the six cards held before the exchange; 10848
    # counted the received card too, which the rules forbid)
    ("best_exchange_depth11", FORBID, TOP, [*BEST, "call clubs"], 0, 11, 9504),
    ("best_after_give_back", FORBID, TOP, [*BEST, "call clubs", "give Js", "give Ah"],
     0, None, 49536),
    # reneging allowed (the preset): every card is playable, claims, the claim round
    ("preset_trick5", PRESET, MIXED,
     [*MIXED_T4, "play 9s", "play As", "play Ad", "play Qs"], 0, None, 6561),
    ("preset_trick4_depth6", PRESET, MIXED, MIXED_T4, 0, 6, 1104),
    ("preset_trick2_depth6", PRESET, MIXED, MIXED_T4[:13], 0, 6, 23808),
    ("preset_moon_trick5", PRESET, MIXED, [
        *MOON, "call hearts",
        "play Jh", "play Kh", "play 9h", "play Jd", "play 9d", "play Tc",
        "play Ah", "play Ac", "play 9c", "play Kc", "play Qc", "play Qs",
        "play 9s", "play As", "play Js",
    ], 0, None, 144),
    # the joker: the dealer's discard, then a moon led by the joker
    ("joker_discard_depth6", JOKER, TOP_JOKER, [], 0, 6, 3507),
    ("joker_moon_trick1", JOKER, TOP_JOKER,
     ["discard Qh", "bid 3", "pass", "pass", "bid moon", "call hearts",
      "play Jo", "play Ah", "play 9h"], 0, None, 54144),
    # the double deck: twelve cards each, identical cards
    ("double_bidding_depth5", DOUBLE, DOUBLE_DEAL, [], 0, 5, 5457),
    ("double_lead_depth4", DOUBLE, DOUBLE_DEAL, [*BID3, "call clubs"], 0, 4, 5688),
    ("double_trick8", DOUBLE, DOUBLE_DEAL, [*BID3, "call clubs"], 32, None, 53024),
    ("double_moon_trick8", DOUBLE, DOUBLE_DEAL, [*MOON, "call clubs"], 24, None, 5404),
]


def position(rules, deal, actions, auto):
    state = euchre.new_game(
        rules, dealer=euchre.Seat(W), deal=euchre.Deal(hands=deal, upcard=None, kitty=())
    )
    ref = BidHand(rules, [hand.split() for hand in deal], W)
    for action in actions:
        state, ref = state.apply(action), ref.apply(action)
    for _ in range(auto):
        action = min(a for a in ref.legal() if a.startswith("play"))
        state, ref = state.apply(action), ref.apply(action)
    return state, ref


def divide_table(state, ref, depth) -> str:
    ours = euchre.perft_divide(state, depth)
    theirs = ref_divide(ref, depth)
    lines = [f"{'action':<24}{'engine':>10}{'reference':>11}"]
    for action in sorted(set(ours) | set(theirs)):
        e, r = ours.get(action), theirs.get(action)
        mark = "" if e == r else "   <--"
        lines.append(f"{action:<24}{e!s:>10}{r!s:>11}{mark}")
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("rules", "deal", "actions", "auto", "depth", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_bid_perft(rules, deal, actions, auto, depth, expected):
    state, ref = position(rules, deal, actions, auto)
    engine = euchre.perft(state, depth)
    reference = ref_perft(ref, depth)
    if engine != reference or engine != expected:
        pytest.fail(
            f"perft: engine {engine}, reference {reference}, recorded {expected}\n"
            + divide_table(state, ref, depth)
        )
