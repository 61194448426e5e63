"""Lockstep differential test: the engine against ``_bid_reference`` over random Bid Euchre
RuleSets (every knob the model plays, ``tests/strategies.py``: decks 24, 25, 48; reneging
forbidden or allowed and penalised) and random legal play.  At every decision both must
agree on the seat to act and the set of legal action texts; at the end of the hand on
points, tricks, bid and thrown-in.
"""

from __future__ import annotations

import random

from _bid_reference import JOKER, BidHand, deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from strategies import FOUR_SEAT, bid_rulesets

PHASE = {
    "discard": "DISCARD",
    "bid": "BID",
    "trump": "TRUMP",
    "give_best": "EXCHANGE",
    "give_back": "EXCHANGE",
    "play": "PLAY",
    "claim": "CLAIM",
}


def bid_rules() -> st.SearchStrategy[euchre.RuleSet]:
    """Any Bid Euchre RuleSet the reference model plays: every knob, but a renege is
    claimed at the end of the hand (``renege_claim="hand"``), does not score the hand as
    a euchre (the model's renege penalties are the points ones) and is not taken back
    (``renege_take_back``: the model keeps no trick of a renege; the Knock model plays it,
    and the engine's one take-back serves both variants)."""
    return bid_rulesets(
        # the reference model (_bid_reference.py) is a four-seat model: four seats only here;
        # tests/oracles/test_table_reference_diff.py covers the other tables
        fixed={"renege_claim": "hand", "renege_take_back": False, **FOUR_SEAT},
        among={"renege_penalty": ("opponents_gain", "offenders_lose")},
    )


def random_hands(rules: euchre.RuleSet, dealer: int, rng: random.Random) -> list[list[str]]:
    """A random deal; one time in five some seat gets an ace and no K, Q or J."""
    cards = deck(rules.deck)
    rng.shuffle(cards)
    cph = rules.cards_per_hand
    if rng.random() < 0.2:
        plain = [c for c in cards if c[0] in "9TA"]
        ace = next(c for c in plain if c[0] == "A")
        plain.remove(ace)
        chosen = [ace, *plain[: cph - 1]]
        for c in chosen:
            cards.remove(c)
        seat = rng.randrange(4)
        cards[seat * cph : seat * cph] = chosen
    hands = [cards[i * cph : (i + 1) * cph] for i in range(4)]
    if rules.deck == 25:
        hands[dealer].append(cards[-1])
    return hands


def lockstep(rules: euchre.RuleSet, hands, dealer: int, rng: random.Random, eager: float):
    """Play one hand at random in both models; return the engine state and the reference."""
    deal = euchre.Deal(hands=tuple(" ".join(h) for h in hands), upcard=None, kitty=())
    state = euchre.new_game(rules, dealer=euchre.Seat(dealer), deal=deal)
    ref = BidHand(rules, hands, dealer)
    trail: list[str] = []
    while ref.phase != "done":
        expected = set(ref.legal())
        got = {str(a) for a in state.legal_actions()}
        assert state.to_act is not None and int(state.to_act) == ref.to_act, (
            f"to act: engine {state.to_act}, reference {ref.to_act} after {trail}"
        )
        assert state.phase.name == PHASE[ref.phase], f"phase after {trail}"
        if ref.phase == "play":
            assert tuple(state.tricks_won) == tuple(ref.tricks_won), f"tricks after {trail}"
            out = () if ref.sitting_out is None else (ref.sitting_out,)
            assert tuple(int(x) for x in state.sitting_out) == out, f"sitting out after {trail}"
        assert got == expected, (
            f"legal actions after {trail}\n  engine only: {sorted(got - expected)}"
            f"\n  reference only: {sorted(expected - got)}"
        )
        options = sorted(expected)
        if ref.phase == "bid":  # bid with probability ``eager``, else pass when allowed
            bids = [a for a in options if a != "pass"]
            if rng.random() < eager:
                options = bids or options
            elif "pass" in options:
                options = ["pass"]
        action = rng.choice(options)
        trail.append(action)
        state = state.apply(action)
        ref = ref.apply(action)
    assert len(state.results) == 1, f"hand not over in the engine after {trail}"
    res = state.results[-1]
    want = ref.result
    assert tuple(res.points) == want["points"], f"points after {trail}"
    assert res.thrown_in == want["thrown_in"], f"thrown_in after {trail}"
    assert res.declared == want["declared"], f"declared after {trail}"
    assert res.bid == want["bid"], f"bid after {trail}"
    if not want["thrown_in"]:
        assert tuple(res.tricks) == want["tricks"], f"tricks after {trail}"
    return state, ref


@settings(
    max_examples=examples(400),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
@given(
    rules=bid_rules(),
    seed=st.integers(0, 2**32 - 1),
    dealer=st.integers(0, 3),
    eager=st.sampled_from([0.1, 0.5, 0.8, 1.0]),
)
def test_bid_lockstep_against_reference(rules, seed, dealer, eager):
    rng = random.Random(seed)
    hands = random_hands(rules, dealer, rng)
    lockstep(rules, hands, dealer, rng, eager)


@settings(max_examples=examples(100), deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3))
def test_bid_lockstep_preset(seed, dealer):
    """The preset itself (reneging allowed, offenders lose 2), bidding always opened."""
    rules = euchre.presets.BID_EUCHRE
    rng = random.Random(seed)
    lockstep(rules, random_hands(rules, dealer, rng), dealer, rng, eager=1.0)


def test_reference_deck_sizes():
    assert len(deck(24)) == 24 and len(set(deck(24))) == 24
    assert len(deck(25)) == 25 and JOKER in deck(25)
    assert len(deck(48)) == 48 and len(set(deck(48))) == 24
