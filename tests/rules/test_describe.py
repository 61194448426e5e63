"""``RuleSet.describe()`` says what the engine does.

Every number the prose quotes (renege penalties, the Knock table, Bid Euchre's points and
bids, the target, the number of deals) is read back from the text with a regular
expression and checked against real play: games are played with ``euchre.new_game`` and
random legal actions, and each finished hand's points must be the ones the sentence
promises. The text and the engine cannot drift apart without one of these failing.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import euchre
from euchre import Phase, Seat, presets
from euchre.engine import scoring
from euchre.engine.scoring import BidKind

PENALTIES = ("opponents_gain", "offenders_lose", "euchre")


# --- playing ---------------------------------------------------------------------------------


def _choose(state: euchre.State, rng: random.Random, alone: float) -> euchre.Action:
    """A random legal action that is neither a declaration nor a claim: with probability
    ``alone`` a lone call (Knock) or a best or moon bid (Bid Euchre) when one is offered,
    else any other."""
    actions = [
        a for a in state.legal_actions() if not str(a).startswith(("declare", "claim"))
    ]
    lone = [a for a in actions if "alone" in str(a) or str(a) in ("bid best", "bid moon")]
    others = [a for a in actions if a not in lone]
    if lone and (not others or rng.random() < alone):
        return rng.choice(lone)
    return rng.choice(others)


def _safe_play(state: euchre.State, rng: random.Random) -> euchre.Action:
    """A legal action that adds no renege (a renege of its own would muddle the check)."""
    actions = [a for a in state.legal_actions() if not str(a).startswith(("declare", "claim"))]
    rng.shuffle(actions)
    for action in actions:
        if len(state.apply(action).reneges) == len(state.reneges):
            return action
    return actions[0]


def _renege_hand(
    rules: euchre.RuleSet, seed: int, offenders: str, alone: float = 0.0
) -> tuple[euchre.HandResult, Seat] | None:
    """Play a hand in which a player of ``offenders`` ("makers" or "defenders") reneges and
    the next opponent to act claims it; the finished hand's result and the offender, or
    None when the hand gave no chance to renege."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    offender: Seat | None = None
    claimed = False
    for _ in range(400):
        if offender is not None and state.results and state.results[-1].renege == offender:
            return state.results[-1], offender
        if state.phase == Phase.OVER or (offender is None and state.results):
            return None
        seat = state.to_act
        assert seat is not None
        if state.phase not in (Phase.PLAY, Phase.CLAIM):
            state = state.apply(_choose(state, rng, alone))
            continue
        claim = f"claim renege {offender.name.lower()}" if offender is not None else ""
        texts = {str(a): a for a in state.legal_actions()}
        if not claimed and claim in texts:
            state, claimed = state.apply(texts[claim]), True
            continue
        maker = state.maker
        assert maker is not None
        side = "makers" if seat.team == maker.team else "defenders"
        if offender is None and side == offenders:
            reneges = [a for a in texts.values() if str(a).startswith("play")
                       and len(state.apply(a).reneges) > len(state.reneges)]
            if reneges:
                state, offender = state.apply(rng.choice(reneges)), seat
                continue
        state = state.apply(_safe_play(state, rng) if state.phase == Phase.PLAY
                            else texts.get("pass", next(iter(texts.values()))))
    return None


def _bid(rules: euchre.RuleSet, result: euchre.HandResult) -> tuple[BidKind, int]:
    if result.bid is None:
        return BidKind.TRICKS, 0
    if result.bid in ("best", "moon"):
        kind = BidKind.BEST if result.bid == "best" else BidKind.MOON
        return kind, rules.cards_per_hand
    return BidKind.TRICKS, int(result.bid)


def _table(rules: euchre.RuleSet, result: euchre.HandResult) -> tuple[int, int]:
    """The hand's own points, before any renege penalty (the engine's table)."""
    assert result.maker is not None
    kind, level = _bid(rules, result)
    return scoring.hand_points(
        rules,
        int(result.maker),
        tuple(result.tricks),  # type: ignore[arg-type]
        alone=result.alone is not None,
        lone_defender=result.lone_defender is not None,
        bid_kind=kind,
        bid_level=level,
    )


# --- what the renege sentence says -----------------------------------------------------------


def _number(pattern: str, text: str) -> re.Match[str]:
    found = re.search(pattern, text)
    assert found, f"describe() has no {pattern!r} in:\n{text}"
    return found


def _said_renege(
    rules: euchre.RuleSet, result: euchre.HandResult, offender: Seat
) -> tuple[int, int]:
    """The points (ns, ew) describe()'s renege sentence says the claim moves."""
    text = rules.describe()
    assert result.maker is not None
    team = 1 - offender.team  # the claimants
    claimants_made = team == result.maker.team
    claimants_alone = (result.alone if claimants_made else result.lone_defender) is not None
    offenders_alone = (result.lone_defender if claimants_made else result.alone) is not None
    if rules.renege_penalty in ("opponents_gain", "offenders_lose"):
        verb = "the claimants score" if rules.renege_penalty == "opponents_gain" else (
            "the offenders lose")
        m = _number(verb + r" (\d+)(, alone or not| \((\d+) if either side played alone\)"
                    r"| \((\d+) for a renege against a lone hand"
                    r"(?:; (\d+) for a renege by the lone player)?\))?", text)
        points = int(m.group(1))
        if m.group(3) and (claimants_alone or offenders_alone):
            points = int(m.group(3))
        elif m.group(4) and claimants_alone:
            points = int(m.group(4))
        elif m.group(5) and offenders_alone:
            points = int(m.group(5))
        if rules.renege_penalty == "offenders_lose":
            return scoring.by_team(1 - team, -points)
        return scoring.by_team(team, points)
    if rules.variant == "bid":
        return _said_bid_euchre(rules, text, result, team, claimants_made)
    if claimants_made:  # a defender reneged: a march
        m = _number(r"the makers score a march, (\d+)(?: \((\d+) if the maker's side played "
                    r"alone\))?", text)
        return scoring.by_team(team, int(m.group(2) if result.alone is not None and m.group(2)
                                          else m.group(1)))
    m = _number(r"the defenders score a euchre, (\d+)(?: \((?:(\d+) if a defender played "
                r"alone, else )?(\d+) against a lone maker\))?", text)
    if result.lone_defender is not None:
        return scoring.by_team(team, int(m.group(2)))
    return scoring.by_team(team, int(m.group(3) if result.alone is not None else m.group(1)))


def _said_bid_euchre(
    rules: euchre.RuleSet, text: str, result: euchre.HandResult, team: int, claimants_bid: bool
) -> tuple[int, int]:
    kind, level = _bid(rules, result)
    name = {BidKind.BEST: "best", BidKind.MOON: "the moon"}.get(kind)
    if claimants_bid:  # a defender reneged: the bidders score as if they took every trick
        clause = _number(r"the bidders score ([^.;]*)", text).group(1)
        said = dict((what, int(n)) for n, what in re.findall(
            r"(\d+) for (a number bid|best|the moon)", clause))
        return scoring.by_team(team, said[name or "a number bid"])
    m = _number(r"they are set, losing (.*?), and the defenders score (\d+)", text)
    if name is None:
        base, at, more = (int(n) for n in _number(
            r"(\d+) for a bid of (\d+) \((\d+) more for each trick bid above\)", m.group(1)
        ).groups())
        lost = base + more * (level - at)
    else:
        lost = int(_number(r"(\d+) for " + name, m.group(1)).group(1))
    bidders = -lost
    return (bidders, int(m.group(2))) if team == 1 else (int(m.group(2)), bidders)


def _renege_rules(variant: str, penalty: str, ends: bool) -> euchre.RuleSet:
    """A RuleSet with reneges penalised, with points that tell the knobs apart."""
    knobs: dict[str, Any] = dict(
        renege="penalise", renege_penalty=penalty, renege_ends_hand=ends,
        renege_points=5, renege_points_alone=7, renege_points_by_lone=6,
    )
    if variant == "bid":
        return presets.BID_EUCHRE.replace(**knobs)
    return presets.STANDARD.replace(
        scoring={"march": 3, "lone_march": 6, "euchre": 2, "lone_euchre": 4,
                 "lone_defender_euchre": 8}, **knobs
    )


CASES = [
    (variant, penalty, ends)
    for variant in ("knock", "bid")
    for penalty in PENALTIES
    for ends in ((True,) if penalty == "euchre" else (True, False))
]


@pytest.mark.parametrize(("variant", "penalty", "ends"), CASES,
                         ids=[f"{v}-{p}-{'ends' if e else 'goes_on'}" for v, p, e in CASES])
def test_renege_euchre_penalty_describe_matches_engine(variant: str, penalty: str,
                                                       ends: bool) -> None:
    """describe() once said the claimants of a Bid Euchre renege with
    ``renege_penalty="euchre"`` score ``renege_points``; the engine scores the hand as if
    they took every trick. For each penalty and variant, a real renege claimed in a real
    game moves exactly the points describe() states (and ``renege_award`` computes)."""
    rules = _renege_rules(variant, penalty, ends)
    seen = set()
    for seed in range(40):
        for offenders in ("makers", "defenders"):
            for alone in (0.0, 0.3, 1.0):
                found = _renege_hand(rules, seed, offenders, alone)
                if found is None:
                    continue
                result, offender = found
                said = _said_renege(rules, result, offender)
                table = (0, 0) if ends else _table(rules, result)
                assert result.points == (said[0] + table[0], said[1] + table[1]), (
                    seed, offenders, result, rules.describe())
                kind, level = _bid(rules, result)
                assert said == scoring.renege_award(
                    rules, 1 - offender.team, int(result.maker or 0),
                    alone=result.alone is not None,
                    lone_defender=result.lone_defender is not None,
                    bid_kind=kind, bid_level=level,
                )
                seen.add((offenders, result.alone is not None,
                          result.lone_defender is not None, kind))
    # every sentence was exercised: both sides reneging, alone or not
    if variant == "bid":
        hands = {(True, False, BidKind.BEST), (True, False, BidKind.MOON),
                 (False, False, BidKind.TRICKS)}
    else:
        hands = {(alone, lone, BidKind.TRICKS) for alone in (False, True) for lone in (False, True)}
    assert seen == {(side, *hand) for side in ("makers", "defenders") for hand in hands}, seen


def test_bid_renege_euchre_penalty_quotes_no_renege_points() -> None:
    """Bid Euchre with ``renege_penalty="euchre"`` and ``renege_points=5``: the sentence
    quotes no renege_points (5) at all, and a bidder's renege sets the bidders while the
    defenders score every trick."""
    rules = presets.BID_EUCHRE.replace(renege_penalty="euchre", renege_ends_hand=True,
                                       renege_points=5)
    text = rules.describe()
    assert "claimants score 5" not in text
    assert "as if the claimants had taken all 6 tricks" in text
    assert "losing 3 for a bid of 3" in text and "the defenders score 6" in text
    assert scoring.renege_award(rules, claimant=1, maker=0, bid_level=3) == (-3, 6)


# --- the other numbers describe() quotes -----------------------------------------------------


def _play_out(
    rules: euchre.RuleSet, seed: int, alone: float = 0.0, hands: int = 1000
) -> euchre.State:
    """Random legal play until the game is over, or ``hands`` hands are finished."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    while state.phase != Phase.OVER and len(state.results) < hands:
        state = state.apply(_choose(state, rng, alone))
    return state


TARGETS = [
    presets.STANDARD.replace(target=5),
    presets.CARDGAMES_IO.replace(target=6, win_by_two=True),
    presets.BID_EUCHRE.replace(target=9),
    presets.BID_EUCHRE.replace(target=8, tie="draw"),
]


@pytest.mark.parametrize("rules", TARGETS, ids=lambda r: repr(r)[:60])
def test_describe_target_matches_engine(rules: euchre.RuleSet) -> None:
    """"Game to N points" (", won by two clear"; "if both sides reach it on the same hand,
    the higher score wins; level, ..."): every real game ends at the first hand where the
    sentence says it is over."""
    text = rules.describe()
    target = int(_number(r"Game to (\d+) points", text).group(1))
    two_clear = ", won by two clear" in text
    level = _number(r"level, (play another hand|a draw)|(Game to \d+ points)", text).group(1)
    for seed in range(4):
        state = _play_out(rules, seed, alone=0.3 * (seed % 2))
        ns = ew = 0
        for number, result in enumerate(state.results, 1):
            ns, ew = ns + result.points[0], ew + result.points[1]
            over = max(ns, ew) >= target and (not two_clear or abs(ns - ew) >= 2)
            if over and ns == ew and level is not None:
                over = level == "a draw"
            assert over == (number == len(state.results)), (seed, number, ns, ew, text)
        assert tuple(state.scores) == (ns, ew)


def test_describe_num_deals_matches_engine() -> None:
    """"The game is N deals": a real game stops after exactly N deals."""
    for rules in (presets.STANDARD.replace(num_deals=3), presets.BID_EUCHRE.replace(num_deals=2)):
        deals = int(_number(r"The game is (\d+) deals", rules.describe()).group(1))
        assert len(_play_out(rules, 5).results) == deals


KNOCK_TABLE = presets.STANDARD.replace(
    scoring=euchre.Scoring(makers=1, march=3, lone=5, lone_march=7, euchre=2, lone_euchre=4,
                           lone_defender_euchre=6, lone_defender_march=8, super_euchre=9)
)


def _said_knock(text: str, result: euchre.HandResult) -> tuple[int, int]:
    """The points describe()'s Scoring line gives this Knock hand."""
    m = _number(
        r"Scoring: makers 3-4 tricks (\d+), 5 tricks (\d+); lone maker 3-4 (\d+), 5 (\d+); "
        r"euchred: (\d+) to the defenders \((\d+) against a lone maker\); lone defender "
        r"euchres (\d+), takes all 5 (\d+); makers take no trick: (\d+)\.", text)
    made, march, lone, lone_march, euchred, lone_euchred, ld_euchre, ld_march, sup = (
        int(n) for n in m.groups())
    assert result.maker is not None
    team = result.maker.team
    taken = result.tricks[team]
    if taken == 5:
        return scoring.by_team(team, lone_march if result.alone is not None else march)
    if taken >= 3:
        return scoring.by_team(team, lone if result.alone is not None else made)
    if result.lone_defender is not None:
        return scoring.by_team(1 - team, ld_march if taken == 0 else ld_euchre)
    if taken == 0:
        return scoring.by_team(1 - team, sup)
    return scoring.by_team(1 - team, lone_euchred if result.alone is not None else euchred)


def test_describe_knock_scoring_table_matches_engine() -> None:
    """Each value of the Scoring line (makers, march, lone, lone march, euchre, lone euchre,
    lone defender euchre and march, super euchre) is what real hands score."""
    text = KNOCK_TABLE.describe()
    seen = set()
    for seed in range(12):
        state = _play_out(KNOCK_TABLE, seed, alone=0.5 * (seed % 2), hands=30)
        for result in state.results:
            if result.thrown_in:
                continue
            assert result.points == _said_knock(text, result), (seed, result)
            seen.add(result.points)
    assert len(seen) >= 5, seen


BID_VALUES = presets.BID_EUCHRE.replace(
    bid_trick_value=2, bid_best_value=13, bid_moon_value=29, bid_minimum=2, renege="forbid"
)


def _said_bid(rules: euchre.RuleSet, text: str, result: euchre.HandResult) -> tuple[int, int]:
    """The points describe()'s Bid Euchre Scoring line gives this hand."""
    per = int(_number(r"each side scores (\d+) a trick", text).group(1))
    base, at, more = (int(n) for n in _number(
        r"they lose (\d+) for a bid of (\d+) \((\d+) more for each trick bid above\)", text
    ).groups())
    assert result.maker is not None
    team = result.maker.team
    taken, theirs = result.tricks[team], result.tricks[1 - team] * per
    kind, level = _bid(rules, result)
    if kind == BidKind.TRICKS:
        ours = taken * per if taken >= level else -(base + more * (level - at))
    else:
        name = "call for best" if kind == BidKind.BEST else "shoot the moon"
        made, lost = (int(n) for n in _number(
            name + r" scores (\d+) for all \d+ tricks instead, else loses (\d+)", text).groups())
        ours = made if taken == rules.cards_per_hand else -lost
    return (ours, theirs) if team == 0 else (theirs, ours)


@pytest.mark.parametrize("set_value", ["tricks", "value"])
def test_describe_bid_values_match_engine(set_value: str) -> None:
    """Bid Euchre: the trick value, the cost of a set, and what best and the moon score made
    and failed, as the Scoring line states them, are what real hands score; and the bids
    offered are the range the bidding line states."""
    rules = BID_VALUES.replace(bid_set_value=set_value)
    text = rules.describe()
    low, high = (int(n) for n in _number(r"bid (\d+) to (\d+) tricks", text).groups())
    first = euchre.new_game(rules, seed=1)
    offered = {str(a) for a in first.legal_actions() if str(a).startswith("bid ")}
    assert offered == {f"bid {n}" for n in range(low, high + 1)} | {"bid best", "bid moon"}
    bids = set()
    for seed in range(10):
        state = _play_out(rules, seed, alone=0.3, hands=30)
        for result in state.results:
            if result.thrown_in:
                continue
            assert result.points == _said_bid(rules, text, result), (seed, result)
            bids.add(result.bid if result.bid in ("best", "moon") else "number")
    assert bids == {"number", "best", "moon"}, bids


# --- tables other than four seats (design/any-table.md §3.8) ---------------------------------

TABLE_SOURCES = {
    "TWO_HANDED": "http://ohioeuchre.com/E_bookeller7.php",
    "TWO_HANDED_DUMMY": "http://ohioeuchre.com/E_TwoThreeHanded.php",
    "CUTTHROAT": "https://www.52pickup.net/card-games/three-player-euchre/",
    "SIX_HANDED": "https://www.reference.com/hobbies-games/play-six-handed-euchre-8af2e52a7e4e997",
    "SIX_HANDED_DOUBLE": "https://ru.scribd.com/document/359462022/Six-Hand-Euchre",
}


def test_describe_of_a_four_seat_game_says_nothing_of_the_table() -> None:
    from euchre.rules.describe import the_table

    for name in presets.names():
        if presets.get(name).table.four:
            assert the_table(presets.get(name)) == []
    assert the_table(presets.BID_EUCHRE.replace(deck=48)) == []  # the first copy: as before


@pytest.mark.parametrize("name", sorted(TABLE_SOURCES))
def test_describe_opens_with_the_format_and_its_source(name: str) -> None:
    rules = presets.TABLE_PRESETS[name]
    first = rules.describe().splitlines()[1]
    assert first.lower().startswith(rules.table.format_name.lower() + ":")
    assert TABLE_SOURCES[name] in first
    assert "each for themselves" in first if rules.partnership == "none" else "teams of" in first


def _play_hands(rules: euchre.RuleSet, seed: int, hands: int) -> list[euchre.HandResult]:
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    while len(state.results) < hands and not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return [r for r in state.results if not r.thrown_in]


def test_52pickup_cutthroat_describe_each_defender_two_as_the_engine_scores() -> None:
    """52pickup: "If the defenders get three or more tricks, they are given two points
    each"; a march is 3 (Foster's Hoyle), 3-4 tricks 1. The text says so, and every played
    hand scores what it says."""
    rules = presets.CUTTHROAT
    from euchre.rules.describe import scoring_table

    assert scoring_table(rules) == {"makers": 1, "march": 3, "euchre": 2}
    assert "euchred: 2 to each defender" in rules.describe()
    seen = set()
    for seed in range(6):
        for result in _play_hands(rules, seed, 8):
            maker = int(result.maker)
            taken = result.tricks[maker]
            if taken >= 3:
                expected = 3 if taken == 5 else 1
                want = tuple(expected if s == maker else 0 for s in range(3))
            else:
                want = tuple(0 if s == maker else 2 for s in range(3))
            assert tuple(result.points) == want, result
            seen.add(taken >= 3)
    assert seen == {True, False}


def test_keller_ch7_describe_two_handed_march_two_euchre_two_game_of_five() -> None:
    text = presets.TWO_HANDED.describe()
    assert "Scoring: makers 3-4 tricks 1, 5 tricks 2; euchred: 2 to each defender." in text
    assert text.endswith("Game to 5 points.")
    assert "Nobody goes alone by choice" in text


def test_ohioeuchre_describe_the_dummy_taken_by_the_maker() -> None:
    text = presets.TWO_HANDED_DUMMY.describe()
    assert "A dummy hand of two cards" in text and "discards 2" in text and "discards 3" in text
    assert "if the non-dealer passes, stick the dealer" in text


def test_reference_com_describe_six_handed_lone_march_five_both_teammates_out() -> None:
    text = presets.SIX_HANDED.describe()
    assert "lone maker 3-4 1, 5 5" in text
    assert "both teammates sit out" in text and "A, C, E against B, D, F" in text


def test_reference_com_describe_the_double_deck_second_copy_wins() -> None:
    text = presets.SIX_HANDED_DOUBLE.describe()
    assert "the person who played the second card beats the person who played the first" in text
    assert "of identical cards in a trick the second played wins" in text
