"""Hypothesis properties over random RuleSets and random legal play."""

from __future__ import annotations

import collections
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from euchre import HandResult, Phase, Seat
from strategies import any_rulesets

PHASES_WITH_CARDS = {Phase.ORDER, Phase.PICKUP, Phase.DISCARD, Phase.CALL, Phase.ALONE, Phase.PLAY}
DECK = {euchre.parse_card(r + s) for r in "9TJQKA" for s in "cdhs"}


#: A preset or any valid RuleSet (tests/strategies.py; test_state and test_api use it too).
any_rules = any_rulesets()


# --------------------------------------------------------------------- independent helpers


def effective_suit(card: euchre.Card, trump: euchre.Suit) -> euchre.Suit:
    if card.rank == euchre.Rank.JACK and card.suit == trump.partner:
        return trump
    return card.suit if card.suit is not None else trump


PLAIN = "789TJQKA"


def simple_winner(
    plays: tuple[tuple[Seat, euchre.Card], ...],
    trump: euchre.Suit | None,
    low: bool = False,
    second_wins: bool = False,
) -> Seat:
    """Who wins a trick, by the plain rule text (no engine tables). With no trump (``trump``
    None) the highest card of the suit led wins (the lowest in low no trump); the joker wins
    any trick; identical cards (double deck): the first played wins, or the second with
    ``second_wins`` (``double_deck_tie="second"``)."""

    def strength(card: euchre.Card, led: euchre.Suit | None) -> tuple[int, int]:
        text = str(card)
        if card.suit is None:
            return (3, 0)
        if trump is not None:
            if card.rank == euchre.Rank.JACK and card.suit == trump:
                return (2, 100)
            if card.rank == euchre.Rank.JACK and card.suit == trump.partner:
                return (2, 99)
            if card.suit == trump:
                return (2, PLAIN.index(text[0]))
        if card.suit == led:
            order = PLAIN.index(text[0])
            return (1, -order if low else order)
        return (0, 0)

    first = plays[0][1]
    led = effective_suit(first, trump) if trump is not None else first.suit
    best = plays[0]
    for play in plays[1:]:
        mine, theirs = strength(play[1], led), strength(best[1], led)
        if mine > theirs or (second_wins and mine == theirs and str(play[1]) == str(best[1])):
            best = play
    return best[0]


def expected_deck(rules: euchre.RuleSet) -> collections.Counter[str]:
    ranks = "789TJQKA" if rules.deck == 32 else "9TJQKA"
    deck = collections.Counter(r + s for r in ranks for s in "cdhs")
    if rules.deck == 25:
        deck["Jo"] += 1
    if rules.deck == 48:
        deck = deck + deck
    return deck


def cards_everywhere(state: euchre.State) -> list[euchre.Card]:
    """Every card the state knows of: hands, kitty, the upcard on the table, played cards."""
    cards: list[euchre.Card] = []
    for hand in state.hands:
        cards.extend(hand)
    cards.extend(state.kitty)
    if state.upcard is not None and state.upcard not in cards:
        on_table = state.phase in (Phase.ORDER, Phase.JOKER) or (
            # the dealer may still take it; or a farmer's hand exchanges with the kitty in
            # round 1 (farmers_hand="exchange") while the upcard stays up
            state.phase in (Phase.PICKUP, Phase.DISCARD)
            and not state.dealer_took_upcard
            and state.turned_down is None
        )
        if on_table:
            cards.append(state.upcard)
    for trick in state.tricks:
        cards.extend(trick.cards)
    if state.current_trick is not None:
        cards.extend(state.current_trick.cards)
    return cards


def check_invariants(state: euchre.State) -> None:
    rules = state.rules
    if state.phase not in (Phase.DEAL, Phase.OVER):
        counted = collections.Counter(str(c) for c in cards_everywhere(state))
        if rules.dummy and state.deal is not None and counted != expected_deck(rules):
            # the dummy hand (two-handed dummy game) lies apart until the maker takes it
            counted += collections.Counter(str(c) for c in state.deal.dummy)
        assert counted == expected_deck(rules), (state.hand_history)
        best = rules.call_for_best or rules.defender_call_for_best
        exchange = rules.farmers_hand != "off" or rules.go_under != "off"  # the kitty taken up
        if rules.variant == "knock" and not exchange and not best:
            played = [0] * rules.players
            for trick in state.tricks + ((state.current_trick,) if state.current_trick else ()):
                for seat, _ in trick.plays:
                    played[seat] += 1
            n = rules.cards_per_hand
            for seat in range(rules.players):  # every seat of the table
                held = len(state.hands[seat]) + played[seat]
                if state.phase is Phase.DISCARD and seat == state.to_act:
                    # the dealer's one card over, or the maker's dummy (two-handed dummy
                    # game: the dummy's cards, one more for a dealer who took the upcard)
                    assert n < held <= n + 1 + rules.dummy
                    assert rules.dummy or seat == state.dealer
                else:
                    assert held == n
        assert sum(state.tricks_won) == len(state.tricks)
        for trick in state.tricks:
            assert trick.winner == simple_winner(
                trick.plays, state.trump, state.low_no_trump, rules.double_deck_tie == "second"
            )
        # a seat sitting out never acts, but to give its lone partner a card (call for best,
        # the partner choosing it: Bicycle's Railroad Euchre)
        if state.phase is not Phase.EXCHANGE:
            assert state.to_act not in state.sitting_out
    if rules.renege == "forbid" and rules.variant == "knock":
        assert all(score >= 0 for score in state.scores)


def test_property_helper_farmers_exchange_keeps_the_upcard_on_the_table() -> None:
    """The example hypothesis once found (farmers_hand="exchange"): East declares a farmer's
    hand in round 1 and takes the kitty; the upcard Ks stays up while East discards, and
    every card is still counted."""
    rules = euchre.presets.STANDARD.replace(farmers_hand="exchange")
    deal = euchre.Deal(
        hands=("Jc Qc Jd Qh Ts", "9c Tc 9d 9h Th", "Kc Kd Ad Ah 9s", "Ac Qd Jh Js Qs"),
        upcard="Ks",
        kitty="Td Kh As",
    )
    state = euchre.new_game(rules, deal=deal, dealer=Seat.WEST).apply_all("pass; declare farmer")
    assert state.phase is Phase.DISCARD and not state.dealer_took_upcard
    assert state.upcard == euchre.Card("Ks") and state.kitty == ()
    check_invariants(state)


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


COMMON = settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])


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
    """Scores move by the hand results' points, side by side; a played hand's points are the
    scoring table's. The exact points are checked at tables of two sides (the four-seat game,
    two-handed, six-handed teams: makers against the other side); at three sides (cutthroat)
    the points of the defenders are checked by tests/oracles/test_table_reference_diff.py."""
    sc = rules.scoring
    side_of, n = rules.table.side_of, rules.cards_per_hand
    for before, _, after in play_random(rules, seed):
        if after.results == before.results:
            assert after.scores == before.scores
            continue
        new = after.results[len(before.results) :]
        gained = tuple(a - b for a, b in zip(after.scores, before.scores, strict=True))
        assert gained == tuple(
            sum(r.points[side] for r in new) for side in range(rules.table.sides)
        )
        # one action ends at most one played hand (a redeal may follow at once)
        assert sum(not r.thrown_in for r in new) <= 1
        played = [r for r in new if not r.thrown_in]
        if not played:
            assert not any(gained)
            continue
        result = played[0]
        assert before.maker is not None
        if rules.table.sides != 2:
            continue  # cutthroat: see the docstring
        makers = side_of[int(before.maker)]
        other = 1 - makers
        if rules.variant == "bid":
            bid = before.bid
            assert bid is not None and result.bid == (bid.declaration or str(bid.level))
            won, per = result.tricks[makers], rules.bid_trick_value
            if bid.declaration is None:
                ours = won * per if won >= (bid.level or 0) else -(bid.level or 0) * per
            else:
                value = rules.bid_best_value if bid.declaration == "best" else rules.bid_moon_value
                lost = n * per if rules.bid_set_value == "tricks" else value
                ours = value if won == n else -lost
            if result.renege is None and rules.renege == "forbid":
                assert result.points[makers] == ours
                assert result.points[other] == result.tricks[other] * per
            continue
        if rules.renege == "penalise":
            continue  # penalties join the table's points; the variant tests check them
        taken = result.tricks[makers]
        if taken == n:
            expected, side = (sc.lone_march if result.alone is not None else sc.march), makers
        elif 2 * taken > n:  # a majority of the tricks: 3 of 5
            expected, side = (sc.lone if result.alone is not None else sc.makers), makers
        elif result.lone_defender is not None:
            expected = sc.lone_defender_march if taken == 0 else sc.lone_defender_euchre
            side = other
        elif taken == 0 and sc.super_euchre is not None:
            expected, side = sc.super_euchre, other
        else:
            expected = sc.lone_euchre if result.alone is not None else sc.euchre
            side = other
        first_two = {side_of[int(trick.winner)] for trick in before.tricks[:2]}
        if rules.fast_break and taken == 3 and first_two == {other}:
            expected = 0  # EGN's fast break: the defenders' first two, the makers' last three
        earlier = after.results[: len(after.results) - len(new)]
        if rules.four_trick_tokens and taken == 4 and result.alone is None:
            # each team's own tokens: the fourth of a team's is turned in for a point (EGN)
            tokens = sum(_four_trick_token(r, side_of, makers) for r in earlier)
            expected += tokens % 4 == 3
        assert result.points[side] == expected and result.points[1 - side] == 0


def _four_trick_token(result: HandResult, side_of: tuple[int, ...], side: int) -> bool:
    """EGN's four-trick token earned by ``side``: a hand played out whose makers (that
    side), not alone, took four."""
    if result.thrown_in or result.maker is None or result.alone is not None:
        return False
    makers = side_of[int(result.maker)]
    return makers == side and bool(result.tricks[makers] == 4)


@COMMON
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_game_ends_exactly_at_target(rules: euchre.RuleSet, seed: int) -> None:
    steps = play_random(rules, seed, max_actions=3000)
    for before, _, after in steps:
        assert not before.is_over
        # the top score against the runner-up (NS against EW at two sides)
        high, second = sorted(after.scores, reverse=True)[:2]
        if rules.num_deals is not None:
            reached = len(after.results) == rules.num_deals
        elif high >= rules.target and high == second:
            reached = rules.tie == "draw"  # level at the top at the target: seed 002 plays on
        else:
            reached = high >= rules.target and (not rules.win_by_two or high - second >= 2)
        assert after.is_over == reached
        if after.is_over:
            if high == second:
                assert after.winning_side is None
            else:
                assert after.winning_side is not None
                assert after.scores[after.winning_side] == high
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
        + [euchre.Action.give(c) for c in DECK]
        + [euchre.Action.bid(n) for n in range(1, 7)]
        + [euchre.BID_BEST, euchre.BID_MOON, euchre.CALL_LOW_NO_TRUMP, euchre.Action.call(None)]
        + [euchre.Action.claim_renege(seat) for seat in range(4)]
        + [euchre.DECLARE_ACE_NO_FACE, euchre.DECLARE_FARMER]
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


@settings(max_examples=examples(40), deadline=None)
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_same_seed_same_game(rules: euchre.RuleSet, seed: int) -> None:
    first = play_random(rules, seed, max_actions=200)
    second = play_random(rules, seed, max_actions=200)
    assert [a for _, a, _ in first] == [a for _, a, _ in second]
    if first:
        assert first[-1][2] == second[-1][2]
        assert first[-1][2].history == second[-1][2].history


@settings(max_examples=examples(60), deadline=None)
@given(rules=any_rules, seed=st.integers(0, 2**32))
def test_property_history_replays_to_the_same_state(rules: euchre.RuleSet, seed: int) -> None:
    steps = play_random(rules, seed, max_actions=150)
    if not steps:
        return
    final = steps[-1][2]
    replay = euchre.new_game(rules, seed=seed)
    for item in final.history:
        if isinstance(item, euchre.Deal):
            redealt = item.upcard == euchre.Card.JOKER and rules.joker_upcard == "redeal"
            assert replay.deal == item or redealt  # a turned-up joker is redealt at once
        else:
            replay = replay.apply(item)
    assert replay == final
