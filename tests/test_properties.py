"""Hypothesis properties over random RuleSets and random legal play."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import Phase, Seat

PHASES_WITH_CARDS = {Phase.ORDER, Phase.PICKUP, Phase.DISCARD, Phase.CALL, Phase.ALONE, Phase.PLAY}
DECK = {euchre.parse_card(r + s) for r in "9TJQKA" for s in "cdhs"}


@st.composite
def rulesets(draw: st.DrawFn) -> euchre.RuleSet:
    """Any valid RuleSet: every knob drawn independently, invalid combinations redrawn."""
    scoring = euchre.Scoring(
        makers=draw(st.integers(0, 3)),
        march=draw(st.integers(0, 4)),
        lone=draw(st.integers(0, 3)),
        lone_march=draw(st.integers(0, 6)),
        euchre=draw(st.integers(0, 4)),
        lone_euchre=draw(st.integers(0, 4)),
        lone_defender_euchre=draw(st.integers(0, 4)),
        lone_defender_march=draw(st.integers(0, 6)),
        super_euchre=draw(st.none() | st.integers(0, 6)),
    )
    knobs = dict(
        deal_pattern=draw(
            st.sampled_from([euchre.DEAL_3_2, euchre.DEAL_TRADITIONAL, euchre.DEAL_ONE_AT_A_TIME])
        ),
        stick_the_dealer=draw(st.booleans()),
        all_pass=draw(st.sampled_from(["next_dealer", "same_dealer"])),
        dealer_pickup=draw(st.sampled_from(["mandatory", "optional"])),
        discard_upcard=draw(st.booleans()),
        alone=draw(st.sampled_from(["nobody", "maker", "maker_or_partner"])),
        alone_timing=draw(st.sampled_from(["with_call", "after_call"])),
        canadian_loner=draw(st.booleans()),
        defender_alone=draw(st.sampled_from(["never", "vs_lone_maker", "always"])),
        defender_alone_order=draw(st.sampled_from(["dealer_left", "maker_left"])),
        first_lead=draw(st.sampled_from(["dealer_left", "maker_left", "lone_left"])),
        scoring=scoring,
        target=draw(st.integers(1, 12)),
        win_by_two=draw(st.booleans()),
    )
    try:
        return euchre.RuleSet(**knobs)
    except euchre.RuleSetError:
        # Contradictory combinations are rejected at construction; repair the knobs that
        # RuleSet names and draw again from the rest.
        knobs["all_pass"] = "next_dealer" if knobs["stick_the_dealer"] else knobs["all_pass"]
        if knobs["alone"] == "nobody":
            knobs["defender_alone"] = "never"
            knobs["canadian_loner"] = False
        return euchre.RuleSet(**knobs)


any_rules = st.one_of(
    st.sampled_from([euchre.presets.get(n) for n in euchre.presets.names()]), rulesets()
)


# --------------------------------------------------------------------- independent helpers


def effective_suit(card: euchre.Card, trump: euchre.Suit) -> euchre.Suit:
    if card.rank == euchre.Rank.JACK and card.suit == trump.partner:
        return trump
    return card.suit


def simple_winner(plays: tuple[tuple[Seat, euchre.Card], ...], trump: euchre.Suit) -> Seat:
    """Who wins a trick, by the plain rule text (no engine tables)."""
    trump_order = ["9", "T", "Q", "K", "A"]

    def strength(card: euchre.Card, led: euchre.Suit) -> tuple[int, int]:
        text = str(card)
        if card.rank == euchre.Rank.JACK and card.suit == trump:
            return (2, 100)
        if card.rank == euchre.Rank.JACK and card.suit == trump.partner:
            return (2, 99)
        if card.suit == trump:
            return (2, trump_order.index(text[0]))
        if card.suit == led:
            return (1, "9TJQKA".index(text[0]))
        return (0, 0)

    led = effective_suit(plays[0][1], trump)
    return max(plays, key=lambda play: strength(play[1], led))[0]


def cards_everywhere(state: euchre.State) -> list[euchre.Card]:
    """Every card the state knows of: hands, kitty, the upcard on the table, played cards."""
    cards: list[euchre.Card] = []
    for hand in state.hands:
        cards.extend(hand)
    cards.extend(state.kitty)
    if state.upcard is not None and state.upcard not in cards:
        on_table = state.phase is Phase.ORDER or (
            state.phase is Phase.PICKUP and not state.dealer_took_upcard
        )
        if on_table:
            cards.append(state.upcard)
    for trick in state.tricks:
        cards.extend(trick.cards)
    if state.current_trick is not None:
        cards.extend(state.current_trick.cards)
    return cards


def check_invariants(state: euchre.State) -> None:
    if state.phase in PHASES_WITH_CARDS:
        cards = cards_everywhere(state)
        assert len(cards) == 24, (len(cards), state.hand_history)
        assert set(cards) == DECK
        sizes = [len(h) for h in state.hands]
        played = [0, 0, 0, 0]
        for trick in state.tricks + ((state.current_trick,) if state.current_trick else ()):
            for seat, _ in trick.plays:
                played[seat] += 1
        for seat in Seat:
            extra = 1 if state.phase is Phase.DISCARD and seat == state.dealer else 0
            assert sizes[seat] + played[seat] == 5 + extra
        assert sum(state.tricks_won) == len(state.tricks)
        for trick in state.tricks:
            assert trick.winner == simple_winner(trick.plays, state.trump)
        assert state.to_act not in state.sitting_out
    assert state.scores.ns >= 0 and state.scores.ew >= 0


def play_random(
    rules: euchre.RuleSet, seed: int, max_actions: int = 400
) -> list[tuple[euchre.State, euchre.Action, euchre.State]]:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    steps = []
    for _ in range(max_actions):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        after = state.apply(action)
        steps.append((state, action, after))
        state = after
    return steps


COMMON = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_cards_conserved_and_tricks_won_by_highest(
    rules: euchre.RuleSet, seed: int
) -> None:
    for before, _, after in play_random(rules, seed):
        check_invariants(before)
        check_invariants(after)


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_scores_move_only_by_the_table(rules: euchre.RuleSet, seed: int) -> None:
    sc = rules.scoring
    for before, _, after in play_random(rules, seed):
        if after.results == before.results:
            assert after.scores == before.scores
            continue
        result = after.results[-1]
        gained = (after.scores.ns - before.scores.ns, after.scores.ew - before.scores.ew)
        assert gained == tuple(result.points)
        if result.thrown_in:
            assert gained == (0, 0)
            continue
        assert before.trump is not None and before.maker is not None
        makers = before.maker.team
        taken = result.tricks[makers]
        if taken == 5:
            expected, side = (sc.lone_march if result.alone is not None else sc.march), makers
        elif taken >= 3:
            expected, side = (sc.lone if result.alone is not None else sc.makers), makers
        elif result.lone_defender is not None:
            expected = sc.lone_defender_march if taken == 0 else sc.lone_defender_euchre
            side = makers.other
        elif taken == 0 and sc.super_euchre is not None:
            expected, side = sc.super_euchre, makers.other
        else:
            expected = sc.lone_euchre if result.alone is not None else sc.euchre
            side = makers.other
        assert result.points[side] == expected and result.points[side.other] == 0


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_game_ends_exactly_at_target(rules: euchre.RuleSet, seed: int) -> None:
    steps = play_random(rules, seed, max_actions=3000)
    for before, _, after in steps:
        assert not before.is_over
        high = max(after.scores)
        gap = abs(after.scores.ns - after.scores.ew)
        reached = high >= rules.target and (not rules.win_by_two or gap >= 2)
        assert after.is_over == reached
        if after.is_over:
            assert after.winner is not None
            assert after.scores[after.winner] == high
            assert after.legal_actions() == ()
            assert after.to_act is None


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_apply_never_changes_its_input(rules: euchre.RuleSet, seed: int) -> None:
    for before, action, after in play_random(rules, seed, max_actions=80):
        assert after != before
        # a saved copy (pickled before the call) still equals the state afterwards
        saved = pickle.dumps(before)
        before.apply(action)
        assert pickle.loads(saved) == before
        assert hash(pickle.loads(saved)) == hash(before)


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_every_illegal_action_raises_with_reason(rules: euchre.RuleSet, seed: int) -> None:
    every_action = (
        [euchre.PASS, euchre.ORDER_UP, euchre.ORDER_UP_ALONE, euchre.PICK_UP, euchre.GO_ALONE]
        + [euchre.Action.call(s, alone) for s in euchre.Suit for alone in (False, True)]
        + [euchre.Action.play(c) for c in DECK]
        + [euchre.Action.discard(c) for c in DECK]
    )
    for before, _, _ in play_random(rules, seed, max_actions=60)[::7]:
        legal = set(before.legal_actions())
        snapshot = pickle.dumps(before)
        for action in every_action:
            explanation = before.explain(action)
            assert explanation.legal == (action in legal)
            assert before.is_legal(action) == (action in legal)
            if action in legal:
                continue
            assert explanation.reason is not None
            with pytest.raises(euchre.IllegalActionError) as caught:
                before.apply(action)
            assert caught.value.reason is explanation.reason
            assert str(action) in str(caught.value)
            assert "Legal for" in str(caught.value)
        assert pickle.loads(snapshot) == before


@settings(max_examples=40, deadline=None)
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_same_seed_same_game(rules: euchre.RuleSet, seed: int) -> None:
    first = play_random(rules, seed, max_actions=200)
    second = play_random(rules, seed, max_actions=200)
    assert [a for _, a, _ in first] == [a for _, a, _ in second]
    if first:
        assert first[-1][2] == second[-1][2]
        assert first[-1][2].history == second[-1][2].history


@settings(max_examples=60, deadline=None)
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_history_replays_to_the_same_state(rules: euchre.RuleSet, seed: int) -> None:
    steps = play_random(rules, seed, max_actions=150)
    if not steps:
        return
    final = steps[-1][2]
    replay = euchre.new_game(rules, seed=seed)
    for item in final.history:
        if isinstance(item, euchre.Deal):
            assert replay.deal == item
        else:
            replay = replay.apply(item)
    assert replay == final
