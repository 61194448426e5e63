"""Differential test: the engine against the independent reference model (``_reference``).

Hypothesis draws a RuleSet over every knob combination (plus the four presets), a deal
(random, or biased so that joker upcards, ace-no-face and farmer's hands occur), a dealer
and a seed for a random walk of legal actions.  Engine and reference are driven in
lockstep; at every decision they must agree on the seat to act and the set of legal
action texts (and, when reneging is penalised, on the reneges recorded and on the score
after every claim), and at the end of the hand on the result and the next dealer.
"""

from __future__ import annotations

import random

from _reference import NT, from_engine_deal
from _reference import deck as ref_deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from strategies import FOUR_SEAT, KNOBS, KNOCK_PRESETS, knock_rulesets

#: The Knock presets.
# The reference model (_reference.py) is a model of the four-seat game: it is diffed at
# four seats only; tests/oracles/test_table_reference_diff.py covers the other tables.
# (five cards a hand, as the model deals).
PRESETS = [rules for rules in KNOCK_PRESETS if rules.table.four]
FOUR = {**FOUR_SEAT, "cards_per_hand": 5}
#: The knobs of the classic game (one 24-card deck, no renege, no variants): the Knock
#: knobs before the deck variants and the irregularities.
CLASSIC_KNOBS = {
    "deal_pattern", "stick_the_dealer", "all_pass", "dealer_pickup", "discard_upcard", "alone",
    "alone_timing", "canadian_loner", "defender_alone", "defender_alone_order", "first_lead",
    *(knob for knob in KNOBS if knob.startswith("scoring.")),
}
#: Going under (``go_under``) is held off: the model has not learnt it yet (its own
#: declarations are the farmer's hand and ace no face; going under is the farmer's exchange
#: under another test of the hand, once a hand, and is proven against its sources in
#: tests/rules/test_knobs_declarations.py).
HELD = {"go_under": "off"}
#: A Knock preset or any Knock RuleSet: every knob (the model plays one hand, so the end
#: of the game and the Bid Euchre knobs must change nothing in it).
rulesets = st.sampled_from(PRESETS) | knock_rulesets(fixed={**FOUR, **HELD})


def biased_deal(rules, rng: random.Random, dealer: int) -> euchre.Deal:
    """A random deal; sometimes the joker is turned up, or a seat is given an ace-no-face
    or a farmer's hand, so that those rules are exercised."""
    size = getattr(rules, "deck", 24)
    if rng.random() < 0.4:
        return euchre.Deal.random(rules, rng.randrange(2**32), dealer=euchre.Seat(dealer))
    cards = ref_deck(size)
    rng.shuffle(cards)
    hands: list[list[str]] = [[], [], [], []]
    special = rng.randrange(4)

    def take(pred, n):
        picked = [c for c in cards if pred(c)][:n]
        for c in picked:
            cards.remove(c)
        return picked

    roll = rng.random()
    if getattr(rules, "farmers_hand", "off") != "off" and roll < 0.35:
        k = rng.choice([rules.farmers_hand_size, 5])
        hands[special] = take(lambda c: c[0] in "9T", k)
    elif getattr(rules, "ace_no_face", False) and roll < 0.7:
        hands[special] = take(lambda c: c[0] == "A", rng.choice([1, 2]))
        hands[special] += take(lambda c: c[0] in "789T", 5 - len(hands[special]))
    upcard = None
    if size == 25 and rng.random() < 0.5 and "Jo" in cards:
        cards.remove("Jo")
        upcard = "Jo"
    for seat in range(4):
        while len(hands[seat]) < 5:
            hands[seat].append(cards.pop())
    if upcard is None:
        upcard = cards.pop()
    return euchre.Deal(hands=tuple(tuple(h) for h in hands), upcard=upcard, kitty=tuple(cards))


def engine_reneges(state) -> list[tuple[int, str]]:
    """(seat, card text) of every renege the engine recorded in this hand."""
    out = []
    for item in getattr(state, "reneges", ()) or ():
        seat = getattr(item, "seat", None)
        card = getattr(item, "card", None)
        if seat is None:
            seat, card = item[0], item[1]
        trick = getattr(item, "trick", None)
        out.append((int(seat), str(card), trick))
    return out


def trump_text(value) -> str | None:
    if value is None:
        return None
    text = str(value).lower()
    return {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}.get(text, NT)


def choose(rng: random.Random, legal: set[str], phase: str, pass_bias: float = 0.5) -> str:
    options = sorted(legal)
    declares = [a for a in options if a.startswith("declare")]
    claims = [a for a in options if a.startswith("claim")]
    if declares and rng.random() < 0.3:
        return rng.choice(declares)
    if claims and rng.random() < (0.4 if phase == "claim" else 0.08):
        return rng.choice(claims)
    no_trump = [a for a in options if a.startswith("call no trump")]
    if no_trump and rng.random() < 0.4:
        return rng.choice(no_trump)
    if "pass" in legal and rng.random() < pass_bias:
        return "pass"  # bias towards passing so round 2 and throw-ins occur
    rest = [a for a in options if a not in claims and a not in declares] or options
    return rng.choice(rest)


def play_lockstep(rules, deal_seed: int, dealer: int, walk_seed: int, biased: bool = True):
    """Play one hand through both models; return (history, engine state, reference)."""
    rng = random.Random(walk_seed)
    pass_bias = rng.choice([0.3, 0.5, 0.8, 0.95])
    if biased:
        deal = biased_deal(rules, random.Random(deal_seed), dealer)
    else:
        deal = euchre.Deal.random(rules, deal_seed, dealer=euchre.Seat(dealer))
    state = euchre.new_game(rules, dealer=euchre.Seat(dealer), deal=deal)
    ref = from_engine_deal(rules, deal, dealer)
    history: list[str] = []
    penalise = getattr(rules, "renege", "forbid") == "penalise"

    def where() -> str:
        return (f"\nrules={rules!r}\ndeal={deal!r}\ndealer={dealer}\n"
                f"actions={history!r}")

    for _ in range(250):
        if ref.result is not None:
            break
        assert not state.results, "engine ended the hand early" + where()
        engine_seat = None if state.to_act is None else int(state.to_act)
        assert engine_seat == ref.to_act, (
            f"seat to act: engine {engine_seat}, reference {ref.to_act}" + where())
        engine_legal = {str(a) for a in state.legal_actions()}
        ref_legal = ref.legal()
        assert engine_legal == ref_legal, (
            f"legal actions differ (seat {ref.to_act}, phase {ref.phase}):\n"
            f"  engine only:    {sorted(engine_legal - ref_legal)}\n"
            f"  reference only: {sorted(ref_legal - engine_legal)}" + where())
        if penalise:
            assert engine_reneges(state) == ref.reneges, (
                f"reneges: engine {engine_reneges(state)}, reference {ref.reneges}" + where())
        action = choose(rng, ref_legal, ref.phase, pass_bias)
        history.append(action)
        state = state.apply(action)
        ref.apply(action)
        if action.startswith("claim") and ref.result is None:
            # READING: penalties and false-claim costs that do not end the hand are
            # scored with the hand (in its result), not at once
            assert tuple(state.scores) == (0, 0), (
                f"scores after {action!r} (claim proven: {ref.claims[-1][2]}): engine "
                f"{tuple(state.scores)}, reference (0, 0) until the hand ends" + where())
    assert ref.result is not None
    assert len(state.results) == 1, "engine did not end the hand" + where()
    res = state.results[-1]
    if ref.result == "thrown in":
        assert res.thrown_in, f"engine did not throw the hand in: {res!r}" + where()
        assert tuple(res.points) == (0, 0), where()
    else:
        assert not res.thrown_in, f"engine threw the hand in: {res!r}" + where()
        assert tuple(res.points) == ref.result, (
            f"points: engine {tuple(res.points)}, reference {ref.result}" + where())
        assert tuple(state.scores) == ref.result, where()
        assert tuple(res.tricks) == tuple(ref.tricks_won), (
            f"tricks: engine {tuple(res.tricks)}, reference {ref.tricks_won}" + where())
        assert int(res.maker) == ref.maker, where()
        assert (None if res.alone is None else int(res.alone)) == ref.alone, where()
        assert (None if res.lone_defender is None else int(res.lone_defender)) \
            == ref.lone_defender, where()
        assert (NT if res.no_trump else trump_text(res.trump)) == ref.trump, (
            f"trump: engine {res.trump!r}, reference {ref.trump!r}" + where())
    if not state.is_over:
        assert int(state.dealer) == ref.next_dealer, (
            f"next dealer: engine {int(state.dealer)}, reference {ref.next_dealer} "
            f"(hand ended by {ref.thrown_in_by or 'play'})" + where())
    return history, state, ref


@settings(max_examples=examples(3000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=rulesets,
    deal_seed=st.integers(min_value=0, max_value=2**32 - 1),
    dealer=st.integers(min_value=0, max_value=3),
    walk_seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_engine_matches_reference(rules, deal_seed, dealer, walk_seed):
    play_lockstep(rules, deal_seed, dealer, walk_seed)


@settings(max_examples=examples(300), deadline=None)
@given(
    rules=knock_rulesets(only=CLASSIC_KNOBS, fixed=FOUR),
    deal_seed=st.integers(min_value=0, max_value=2**32 - 1),
    dealer=st.integers(min_value=0, max_value=3),
    walk_seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_classic_knobs_match_reference(rules, deal_seed, dealer, walk_seed):
    play_lockstep(rules, deal_seed, dealer, walk_seed, biased=False)


@settings(max_examples=examples(300), deadline=None)
@given(
    rules=st.sampled_from(PRESETS),
    deal_seed=st.integers(min_value=0, max_value=2**32 - 1),
    dealer=st.integers(min_value=0, max_value=3),
    walk_seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_presets_match_reference(rules, deal_seed, dealer, walk_seed):
    play_lockstep(rules, deal_seed, dealer, walk_seed, biased=False)
