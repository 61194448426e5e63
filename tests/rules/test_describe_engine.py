"""``describe()`` states what the engine scores, for any RuleSet.

``describe()`` writes its points and its end of the game from two structured tables,
``euchre.rules.describe.scoring_table`` (every number of points it states, by outcome) and
``game_end_terms`` (the target, two clear, level scores, the number of deals). The property
below draws random RuleSets over every knob (``tests/strategies.py``), plays games with
random legal actions (reneges, proven and false claims, declarations, lone hands), and
checks every finished hand's points (``state.results[-1]``) against what the tables say for
that outcome, read as the text reads (makers 3-4 tricks, a euchre, a set bid, a renege
scored as a march ...), and the end of the game against the game-end terms. The tables come
from the functions the engine scores with; the engine plays through its own paths (the
per-RuleSet Knock table, the claim round, the end of the hand), so a scoring line changed on
either side fails here.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import ActionKind, HandResult, Seat, Team, bots, presets
from euchre.rules.describe import STATED, GameEnd, game_end_terms, scoring_table
from strategies import any_rulesets

#: Hands played per drawn RuleSet (a game may end sooner).
HANDS = 12


# --- what the tables say -----------------------------------------------------------------------


#: The number of sides of the table being checked (two teams, or one side a player).
SIDES = [2]
#: The side that won each trick of the hand just played, in order (fast_break reads it).
WINNERS: list[int] = []
#: Each team's four-trick tokens so far this game (four_trick_tokens), counted here.
TOKENS = [0, 0]


def by_team(team: int, points: int) -> tuple[int, ...]:
    """``points`` to one side."""
    return tuple(points if side == team else 0 for side in range(SIDES[0]))


def to_others(team: int, points: int) -> tuple[int, ...]:
    """``points`` to each side but ``team``: the defenders (one team, or each defender)."""
    return tuple(0 if side == team else points for side in range(SIDES[0]))


def add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def stated(table: dict[str, int], key: str, what: object) -> int:
    """The table's number for ``key``; a hand the text says nothing about fails here."""
    assert key in table, f"describe() states no {key!r} ({STATED.get(key)}) for {what}: {table}"
    return table[key]


def stated_hand(
    rules: euchre.RuleSet, table: dict[str, int], result: HandResult
) -> tuple[int, ...]:
    """The points the text gives a hand played out, before any renege claim."""
    if result.thrown_in:
        return (0,) * SIDES[0]
    assert result.maker is not None
    team, n = rules.table.side_of[result.maker], rules.cards_per_hand
    taken = result.tricks[team]
    if rules.variant == "bid":
        assert result.bid is not None
        each = stated(table, "trick", result)  # every other side scores its own tricks
        theirs = tuple(0 if side == team else result.tricks[side] * each
                       for side in range(SIDES[0]))
        if result.bid in ("best", "moon"):
            ours = stated(table, result.bid if taken == n else result.bid + "_set", result)
        elif taken >= int(result.bid):  # each side scores its tricks
            ours = taken * stated(table, "trick", result)
        else:  # set: the bid of bid_minimum, and more for each trick bid above
            above = int(result.bid) - rules.bid_minimum
            ours = stated(table, "set", result) + above * stated(table, "set_step", result)
        return add(by_team(team, ours), theirs)
    alone = result.alone is not None
    if "fast_break" in table and WINNERS[:2] == [1 - team] * 2 and WINNERS[2:] == [team] * 3:
        return (stated(table, "fast_break", result),) * 2  # to each team
    points = _knock_stated(table, result, team, taken, n)
    if "token_point" in table and not alone and taken == 4:  # a token to the makers
        TOKENS[team] += 1
        if TOKENS[team] == 4:  # turned in for the extra point
            TOKENS[team] = 0
            points = add(points, by_team(team, stated(table, "token_point", result)))
    return points


def _knock_stated(
    table: dict[str, int], result: HandResult, team: int, taken: int, n: int
) -> tuple[int, ...]:
    """The Knock table's points for a hand played out, as the text states them."""
    alone, lone_defender = result.alone is not None, result.lone_defender is not None
    if taken == n:  # a march
        return by_team(team, stated(table, "lone_march" if alone else "march", result))
    if taken * 2 > n:  # the makers take 3-4
        return by_team(team, stated(table, "lone" if alone else "makers", result))
    if lone_defender:
        key = "lone_defender_march" if taken == 0 else "lone_defender_euchre"
    elif taken == 0 and "super_euchre" in table:
        key = "super_euchre"
    else:
        key = "lone_euchre" if alone else "euchre"
    return to_others(team, stated(table, key, result))


def stated_claim(
    rules: euchre.RuleSet, table: dict[str, int], state: euchre.State, claimant: Seat, proven: bool
) -> tuple[int, int]:
    """The points the text says a claim by ``claimant`` moves in ``state`` (before it)."""
    team = claimant.team
    if not proven:
        return by_team(team, table.get("false_claim", 0))
    assert state.maker is not None
    makers = state.maker.team
    claimants_made = team == makers
    alone, lone_defender = state.alone is not None, state.lone_defender is not None
    what = f"a renege claimed by {claimant.name} in {state.hand_history}"
    for key, side in (("renege_claimants", team), ("renege_offenders", 1 - team)):
        if key in table:
            side_alone = alone if claimants_made else lone_defender
            offenders_alone = lone_defender if claimants_made else alone
            if side_alone:
                key += "_alone"
            elif offenders_alone and rules.renege_points_by_lone is not None:
                key += "_by_lone"
            return by_team(side, stated(table, key, what))
    if rules.variant != "bid":  # the euchre penalty: a march, or a euchre, for the claimants
        if claimants_made:
            key = "renege_lone_march" if alone else "renege_march"
        elif lone_defender:
            key = "renege_lone_defender_euchre"
        else:
            key = "renege_lone_euchre" if alone else "renege_euchre"
        return by_team(team, stated(table, key, what))
    bid = state.bid
    assert bid is not None
    every = bid.declaration if bid.declaration in ("best", "moon") else None
    if claimants_made:  # a defender reneged: the bid made with every trick
        return by_team(makers, stated(table, "renege_made" + (f"_{every}" if every else ""), what))
    if every:
        bidders = stated(table, f"renege_set_{every}", what)
    else:
        above = int(str(bid).split()[-1]) - rules.bid_minimum
        bidders = stated(table, "renege_set", what) + above * stated(table, "renege_set_step", what)
    return add(by_team(makers, bidders), by_team(team, stated(table, "renege_defenders", what)))


def stated_over(terms: GameEnd, hands: int, scores: tuple[int, ...]) -> bool:
    """Whether the game is over after ``hands`` deals at ``scores``, as the text says."""
    if terms.deals is not None:
        return hands >= terms.deals
    assert terms.target is not None
    top, *rest = sorted(scores, reverse=True)
    if top < terms.target:
        return False
    if top == rest[0]:
        return terms.level_draws
    return not terms.two_clear or top - rest[0] >= 2


# --- playing -------------------------------------------------------------------------------------


def play_hand(
    rules: euchre.RuleSet,
    table: dict[str, int],
    state: euchre.State,
    rng: random.Random,
    strong_bot: bots.Bot,
) -> tuple[euchre.State, tuple[int, ...], bool]:
    """Random legal play to the end of the hand; one side, drawn for the hand, may play as
    ``strong_bot`` (a ``RuleBot``) does, so that marches, lone marches, moons and hands
    without a trick occur. A claim is made only where its truth is known: right after an
    opponent's renege (proven), or against an opponent who has not reneged this hand
    (false). Returns the state after the hand, the points the claims move as the text states
    them, and whether a proven claim ended the hand."""
    done = len(state.results)
    moved, ended, fresh = (0,) * SIDES[0], False, None
    settled: list[tuple[Seat, int, object]] = []  # the reneges proven so far this hand
    strong = rng.choice([None, *range(SIDES[0])])
    before = state
    while len(state.results) == done:
        before = state
        seat = state.to_act
        assert seat is not None
        actions = state.legal_actions()
        claims = {Seat(a.seat): a for a in actions if a.kind is ActionKind.CLAIM_RENEGE}
        others = [a for a in actions if a.kind is not ActionKind.CLAIM_RENEGE]
        innocent = [s for s in claims if all(r.seat != s for r in state.reneges)]
        proven: bool | None = None
        if fresh in claims and rng.random() < 0.8:
            action, proven = claims[fresh], True
        elif innocent and rng.random() < 0.15:
            action, proven = claims[rng.choice(innocent)], False
        elif rules.table.side_of[seat] == strong:
            action = strong_bot.act(state.view(seat))
            action = action if action in others else rng.choice(others)
        else:
            action = rng.choice(others)
        if proven and taken_back(rules, state, fresh, settled):
            proven = None  # the text: taken back instead, with no penalty; play goes on
        elif proven:
            settled.append(first_unsettled(rules, state, fresh, settled))
        if proven is not None:
            moved = add(moved, stated_claim(rules, table, state, seat, proven))
            ended = proven and rules.renege_ends_hand
        reneges = len(state.reneges)
        state = state.apply(action)
        fresh = seat if len(state.reneges) > reneges and len(state.results) == done else None
    side_of = rules.table.side_of
    WINNERS[:] = [side_of[int(t.winner)] for t in before.tricks if t.winner is not None]
    tricks = state.results[done].tricks
    if len(WINNERS) == rules.cards_per_hand - 1 == sum(tricks) - 1:  # the last: one short
        WINNERS.append(next(s for s in range(SIDES[0]) if WINNERS.count(s) < tricks[s]))
    return state, moved, ended


def first_unsettled(
    rules: euchre.RuleSet, state: euchre.State, accused: Seat | None, settled: list[Any]
) -> tuple[Seat, int, object]:
    """The renege a proven claim against ``accused`` settles: the first of theirs in the
    claim window not proven before (as the rules page says a claim proves one renege)."""
    open_trick = state.current_trick is not None and bool(state.current_trick.plays)
    window = len(state.tricks) if open_trick else len(state.tricks) - 1
    for r in state.reneges:
        key = (r.seat, r.trick, r.card)
        in_window = rules.renege_claim == "hand" or r.trick == window
        if r.seat == accused and key not in settled and in_window:
            return key
    raise AssertionError("a proven claim with no renege to prove")


def taken_back(
    rules: euchre.RuleSet, state: euchre.State, accused: Seat | None, settled: list[Any]
) -> bool:
    """describe(): "A renege caught before its trick is over is taken back instead"."""
    if not rules.renege_take_back or state.current_trick is None or not state.current_trick.plays:
        return False
    return first_unsettled(rules, state, accused, settled)[1] == len(state.tricks)


COMMON = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@COMMON
@given(rules=any_rulesets(), seed=st.integers(0, 2**32 - 1))
def test_property_every_hand_scores_what_describe_states(rules: euchre.RuleSet, seed: int) -> None:
    table = scoring_table(rules)
    terms = game_end_terms(rules)
    assert set(table) <= set(STATED), f"undocumented keys: {set(table) - set(STATED)}"
    text = rules.describe()
    rng, strong_bot = random.Random(seed), bots.RuleBot(seed=seed)
    state = euchre.new_game(rules, seed=seed)
    SIDES[0] = sides = rules.table.sides
    TOKENS[:] = [0, 0]
    scores, checked = (0,) * sides, 0
    moved, ended = (0,) * sides, False
    while True:
        # the hand just played, then any thrown in as soon as dealt (a joker upcard)
        for result in state.results[checked:]:
            said = moved if ended else add(stated_hand(rules, table, result), moved)
            moved, ended = (0,) * sides, False
            assert result.points == said, (result, said, table, text)
            scores, checked = add(scores, said), checked + 1
            over = stated_over(terms, checked, scores)
            assert over == (state.is_over and checked == len(state.results)), (
                terms,
                scores,
                checked,
                text,
            )
        assert tuple(state.scores) == scores
        if state.is_over or checked >= HANDS:
            break
        state, moved, ended = play_hand(rules, table, state, rng, strong_bot)
    if state.is_over:  # the higher score wins; level, a draw
        top = max(scores)
        leaders = [side for side, score in enumerate(scores) if score == top]
        winner = leaders[0] if len(leaders) == 1 else None
        assert state.winning_side == winner
        if rules.partnership == "teams":
            assert state.winner == (None if winner is None else Team(winner))


def test_the_text_quotes_the_tables() -> None:
    """The prose is written from the tables: a number of the table appears in its sentence."""
    rules = presets.STANDARD.replace(
        scoring=euchre.Scoring(
            makers=11,
            march=12,
            lone=13,
            lone_march=14,
            euchre=15,
            lone_euchre=16,
            lone_defender_euchre=17,
            lone_defender_march=18,
            super_euchre=19,
        ),
        renege="penalise",
        renege_penalty="euchre",
        renege_false_claim=21,
        target=23,
    )
    table = scoring_table(rules)
    text = rules.describe()
    for key, number in table.items():
        assert str(abs(number)) in text, (key, number, text)
    assert "Game to 23 points" in text and game_end_terms(rules).target == 23
    bid = presets.BID_EUCHRE.replace(num_deals=7, bid_trick_value=3, bid_moon_value=31)
    assert game_end_terms(bid) == GameEnd(7, None, False, True)
    assert "The game is 7 deals" in bid.describe()
    assert scoring_table(bid)["moon"] == 31 and "shoot the moon scores 31" in bid.describe()
