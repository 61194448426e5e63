"""Properties of random legal play at random tables (issue 21): cards conserved, one card
per seat in play in each trick, the trick to its highest card, scores moved only by the
scoring, states never changed by use; every table preset plays whole games; and agreement
with the independent reference model (tests/oracles/_table_reference.py) hand by hand."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import rulesets

import euchre
from _examples import examples
from euchre import Phase, presets
from euchre.engine import cardorder
from euchre.engine.scoring import hand_points_by_side

sys.path.insert(0, str(Path(__file__).parent.parent / "oracles"))
import _table_reference as reference  # type: ignore[import-not-found]

TABLE_KNOBS = {
    "players": (2, 3, 4, 5, 6),
    "partnership": ("teams", "none"),
    "dummy": (0, 1, 2, 3, 4, 5),
    "double_deck_tie": ("first", "second"),
    # the exchange needs a kitty, which a dummy can empty: not yet refused by the RuleSet
    "farmers_hand": ("off", "redeal"),
}


def _all_cards(s: euchre.State) -> list[int]:
    """Every card of the hand as an index (its first copy): hands, kitty, trick, tricks."""
    cards = [c.index for hand in s.hands for c in hand] + [c.index for c in s.kitty]
    cards += [c.index for t in s.tricks for c in t.cards]
    if s.current_trick:
        cards += [c.index for c in s.current_trick.cards]
    if s.upcard is not None and not s.dealer_took_upcard and s.upcard.index not in cards:
        cards.append(s.upcard.index)
    cards += [c.index for c in s.deal.dummy] if s._h.x.dummy else []  # type: ignore[union-attr]
    return sorted(cards)


def _play_checked(s: euchre.State, rng: random.Random, steps: int) -> euchre.State:
    """Random legal play with the properties checked at each step."""
    c = s._h.c
    for _ in range(steps):
        if s.is_over:
            break
        if s.phase == Phase.DEAL:
            s = s.apply_deal(euchre.Deal.random(s.rules, rng, dealer=int(s.dealer)))
            continue
        legal = s.legal_actions()
        assert legal, repr(s)
        key, scores, deal = s._key(), s.scores, s.deal
        expected = sorted(_all_cards(s))
        action = rng.choice(legal)
        nxt = s.apply(action)
        assert s._key() == key  # input never changes
        if len(nxt.results) == len(s.results):
            assert nxt.deal == deal
            assert sorted(_all_cards(nxt)) == expected  # cards conserved
            assert nxt.scores == scores  # scores move only at a hand's end
            if len(nxt.tricks) > len(s.tricks):
                _check_trick(nxt.tricks[-1], nxt, c.active_count[nxt._h.active])
        else:  # the hand played, and any next one thrown in as soon as dealt (a joker upcard)
            moved = scores
            for r in nxt.results[len(s.results):]:
                moved = tuple(a + p for a, p in zip(moved, r.points, strict=True))
                # the table's points; EGN's hand-end rules (fast_break, four_trick_tokens, at
                # four seats) change them and test_properties checks them against the table
                hand_end = s.rules.fast_break or s.rules.four_trick_tokens
                plain = not c.variant_bid and not c.renege_penalised and not hand_end
                if not r.thrown_in and r.renege is None and plain:
                    want = hand_points_by_side(
                        s.rules, c.seat_values.index(r.maker), r.tricks,
                        alone=r.alone is not None, lone_defender=r.lone_defender is not None,
                    )
                    assert r.points == want
                assert sum(r.tricks) in (0, c.cards_per_hand) or r.renege is not None
            reneged = any(r.renege is not None for r in nxt.results[len(s.results):])
            assert moved == nxt.scores or reneged
        s = nxt
    return s


def _check_trick(trick: euchre.Trick, s: euchre.State, in_play: int) -> None:
    """One card per seat in play; the winner played the highest card (the tie knob)."""
    seats = [seat for seat, _ in trick.plays]
    assert len(seats) == len(set(seats)) == in_play
    trump = s._h.trump
    led = cardorder.EFFECTIVE_SUIT[trump][trick.cards[0].index]
    power = [cardorder.POWER[trump][led][card.index] for card in trick.cards]
    top = max(power)
    at = [i for i, p in enumerate(power) if p == top]
    index = at[-1] if s._h.c.double_deck_tie_second else at[0]
    assert trick.winner == trick.plays[index][0]


# Bid Euchre shares out the whole pack, which no deck does among five players: the strategy
# does not repair every table yet (reported): Bid Euchre is drawn at four and six seats.
@settings(max_examples=examples(60), deadline=None)
@given(
    rules=st.one_of(
        rulesets("knock", among=TABLE_KNOBS),
        rulesets("bid", among={**TABLE_KNOBS, "players": (4, 6)}),
    ),
    seed=st.integers(0, 2**32),
)
def test_random_tables_random_play_keeps_the_properties(rules: euchre.RuleSet, seed: int) -> None:
    s = euchre.new_game(rules, seed=seed)
    assert len(s.hands) == rules.players and len(s.scores) == rules.table.sides
    _play_checked(s, random.Random(seed), 250)


@pytest.mark.parametrize("name", sorted(presets.TABLE_PRESETS))
def test_table_presets_play_whole_games(name: str) -> None:
    rules = presets.TABLE_PRESETS[name]
    for seed in range(3 if rules.variant == "knock" else 1):
        s = euchre.new_game(rules, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            legal = s.legal_actions()
            if s.phase == Phase.BID:  # the lowest bid, then passes: random bids rarely end
                action = legal[0] if s.bid is not None else legal[min(1, len(legal) - 1)]
            else:
                action = rng.choice(legal)
            s = s.apply(action)
            steps += 1
            assert steps < 20000
        assert s.winning_side is None or s.scores[s.winning_side] == max(s.scores)


def _model_diff(rules: euchre.RuleSet, seed: int) -> None:
    """One hand, engine and reference model step by step: the same legal actions, the same
    player to act, the same result."""
    s = euchre.new_game(rules, seed=seed)
    model = reference.from_engine_deal(rules, s.deal, int(s.dealer))
    rng = random.Random(seed)
    hand = s.hand_number
    while s.hand_number == hand and not s.is_over:
        assert {str(a) for a in s.legal_actions()} == model.legal()
        assert int(s.to_act) == model.to_act  # type: ignore[arg-type]
        action = rng.choice(s.legal_actions())
        s = s.apply(action)
        model.apply(str(action))
    # the hand's own result: a seeded game deals the next hand at once, and a joker upcard
    # can throw that one in too
    result = s.results[hand]
    if result.thrown_in:
        assert model.result == "thrown in"
    else:
        assert tuple(result.points) == model.result
        assert tuple(result.tricks) == tuple(model.tricks_won)
    following = s.results[hand + 1].dealer if len(s.results) > hand + 1 else s.dealer
    if not s.is_over or len(s.results) > hand + 1:
        assert model.next_dealer == int(following)


@pytest.mark.parametrize("name", ["TWO_HANDED", "TWO_HANDED_DUMMY", "CUTTHROAT", "SIX_HANDED"])
def test_table_presets_agree_with_the_reference_model(name: str) -> None:
    rules = presets.TABLE_PRESETS[name]
    for seed in range(40):
        _model_diff(rules, seed)


@settings(max_examples=examples(60), deadline=None)
@given(
    rules=rulesets(
        "knock",
        among=TABLE_KNOBS,
        fixed={"renege": "forbid", "misdeal": "off", "ace_no_face": False, "farmers_hand": "off",
               "trump_off_suit_ace": True, "natural_trump": "not_required",
               "defender_alone": "never", "call_for_best": False, "canadian_loner": False,
                   "go_under": "off", "fast_break": False, "four_trick_tokens": False},
    ),
    seed=st.integers(0, 2**32),
)
def test_random_tables_agree_with_the_reference_model(rules: euchre.RuleSet, seed: int) -> None:
    try:
        reference.check_rules(rules)
    except reference.UnsupportedRule:
        return
    _model_diff(rules, seed)
