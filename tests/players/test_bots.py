"""Bots: they see only views, always act legally, and are reproducible: a bot seeds its random
stream (``bot.rng``) when it is built and again only by ``bot.reset(game)``, so the same bots
with the same seeds on the same deals play the same game, in this process or another."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

import euchre
from euchre import Action, ActionKind, Phase, State, View, presets
from euchre.actions import GO_ALONE, PASS
from euchre.bots import (
    Bot,
    PIMCBot,
    RandomBot,
    RuleBot,
    make_bot,
    play_game,
    play_hand,
    sample_state,
)
from euchre.engine.cardorder import best_card

KNOCK = [presets.get(n) for n in presets.names() if presets.get(n).variant == "knock"]
#: The table rules of rule sheets: a natural trump to order or name, no going alone on the
#: partner's trump after passing (Hoyle's law 93), no trumping an off-suit ace. The bots only ever choose legal actions,
#: so they never break a table rule.
TABLE_RULES = presets.STANDARD.replace(
    natural_trump="to_order_or_name", partner_alone_after_passing=False,
    trump_off_suit_ace=False,
)
VARIANTS = [
    presets.STANDARD.replace(deck=25, joker_upcard="dealer_names"),
    presets.STANDARD.replace(no_trump=True),
    presets.CARDGAMES_IO.replace(renege="penalise"),
    presets.OPENSPIEL.replace(deck=32),
    presets.STANDARD.replace(call_for_best=True),
    presets.GAMES4ALL.replace(ace_no_face=True, farmers_hand="exchange"),
    TABLE_RULES,
]


@pytest.fixture
def views_only(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Record the argument of every Bot.act call (PIMC's rollout bots included)."""
    seen: list[object] = []
    original = Bot.act

    def spy(self: Bot, view: View) -> Action:
        seen.append(view)
        return original(self, view)

    monkeypatch.setattr(Bot, "act", spy)
    return seen


@pytest.mark.parametrize("bot", [RandomBot(1), RuleBot(1), PIMCBot(1, samples=2)])
def test_a_bot_refuses_a_state(bot: Bot) -> None:
    state = euchre.new_game(presets.STANDARD, seed=1)
    with pytest.raises(TypeError, match="only a View"):
        bot.act(state)  # type: ignore[arg-type]
    assert bot.act(state.view(state.to_act)) in state.legal_actions()  # type: ignore[arg-type]


def test_bots_only_ever_receive_views(views_only: list[object]) -> None:
    table = [PIMCBot(1, samples=3), RuleBot(2), RandomBot(3), RuleBot(4)]
    state = euchre.new_game(presets.GAMES4ALL, seed=4)
    for _ in range(3):
        state = play_hand(state, table)
    assert len(views_only) > 40
    assert all(isinstance(v, View) and not isinstance(v, State) for v in views_only)


@pytest.mark.parametrize("rules", KNOCK + VARIANTS, ids=lambda r: r.name[:24])
def test_random_and_rule_bots_always_act_legally(rules: euchre.RuleSet) -> None:
    checked = 0
    for game in range(6):
        # one bot a seat at any table, rule and random bots alternating
        bots: list[Bot] = [
            (RuleBot if (s + game) % 2 == 0 else RandomBot)(game + s // 2)
            for s in range(rules.table.players)
        ]
        state = euchre.new_game(rules, seed=game)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            action = bots[seat].act(view)
            assert action in view.legal_actions
            state = state.apply(action)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("rules", [*KNOCK, *VARIANTS[:4], TABLE_RULES], ids=lambda r: r.name[:24])
def test_pimc_always_acts_legally(rules: euchre.RuleSet) -> None:
    mix: list[Bot] = [PIMCBot(1, samples=2), RandomBot(2), PIMCBot(3, samples=2), RuleBot(4)]
    bots = [mix[s % 4] for s in range(rules.table.players)]  # one bot a seat at any table
    state = euchre.new_game(rules, seed=11)
    for _ in range(3):
        state = play_hand(state, bots)
        if state.is_over:
            break
    assert len(state.results) >= 3 or state.is_over


def test_bots_are_reproducible_with_a_seed() -> None:
    def game(seed: int) -> tuple[object, ...]:
        bots: list[Bot] = [RandomBot(seed), PIMCBot(seed, samples=2), RandomBot(seed + 1), RuleBot(seed)]
        state = euchre.new_game(presets.STANDARD, seed=5)
        for _ in range(2):
            state = play_hand(state, bots)
        return state.history

    assert game(1) == game(1)
    assert game(1) != game(2)  # the random bots follow their seeds


def test_a_reset_bot_makes_the_same_choices_again() -> None:
    """One stream per bot (not one per view, where the same view gave the same action in
    any order), seeded when it is built and by ``reset``: the same views in the same order
    give the same actions after a reset, and to a new bot."""
    state = euchre.new_game(presets.CARDGAMES_IO, seed=3)
    views = []
    while state.hand_number == 0:
        view = state.view(state.to_act)  # type: ignore[arg-type]
        views.append(view)
        state = state.apply(RandomBot(7).act(view))
    bot = RandomBot(7)
    first = [bot.act(v) for v in views]
    bot.reset()
    assert [bot.act(v) for v in views] == first
    assert [RandomBot(7).act(v) for v in views] != first  # one stream, not one per view
    assert [RandomBot(7).act(views[0]) for _ in range(3)] == [first[0]] * 3


def test_play_game_finishes_every_preset_game() -> None:
    for rules in KNOCK:
        seats = range(rules.table.players)
        state = play_game(euchre.new_game(rules, seed=2), [RuleBot(s) for s in seats])
        assert state.is_over


def test_make_bot_reads_specs() -> None:
    bot = make_bot("pimc:samples=6,bid=0,time_budget=none", seed=4)
    assert isinstance(bot, PIMCBot)
    assert (bot.samples, bot.bid, bot.time_budget, bot.seed) == (6, False, None, 4)
    assert isinstance(make_bot("rule:order_threshold=7"), RuleBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("genius")


# ------------------------------------------------------------------ seeding: once, at the start

#: A game between the four kinds of bot (PIMC with few samples, to stay quick), printed
#: as its history's text: run here and in a child process.
_GAME = """
import euchre
from euchre.bots import PIMCBot, RandomBot, RuleBot, play_game
bots = [RandomBot(1), PIMCBot(2, samples=2), RandomBot(3), RuleBot(4)]
state = play_game(euchre.new_game(euchre.presets.STANDARD, seed=9), bots, max_hands=3)
print(" | ".join(map(str, state.history)))
"""


def _table(seed: int) -> list[Bot]:
    return [RandomBot(seed), PIMCBot(seed, samples=2), RandomBot(seed + 1), RuleBot(seed)]


def _deal(seed: int) -> euchre.State:
    """A dealt hand of a game with no seed: the engine draws nothing at random."""
    deal = euchre.Deal.random(presets.STANDARD, seed=seed)
    return euchre.new_game(presets.STANDARD, dealer=euchre.Seat(seed % 4), deal=deal)


def test_a_bot_seeds_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """No generator is seeded while the bots play a hand (they were seeded when built);
    each bot draws from the one stream it was built with."""
    bots = _table(5)
    streams = [bot.rng for bot in bots]
    before = [bot.rng.getstate() for bot in bots]
    state = _deal(3)
    seeded: list[object] = []
    original = random.Random.seed

    def counting_seed(self: random.Random, *args: object, **kwargs: object) -> None:
        seeded.append(args)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(random.Random, "seed", counting_seed)
    after = play_hand(state, bots)
    monkeypatch.undo()
    assert after.results and seeded == []
    assert [bot.rng for bot in bots] == streams
    assert bots[0].rng.getstate() != before[0]  # RandomBot and PIMCBot drew from theirs
    assert bots[1].rng.getstate() != before[1]


def test_same_seeds_play_the_same_game() -> None:
    """New bots with the same seeds on the same deal play the same game; other seeds play
    another."""

    def game(seed: int) -> tuple[object, ...]:
        state = play_game(euchre.new_game(presets.STANDARD, seed=9), _table(seed), max_hands=3)
        return state.history

    assert game(1) == game(1)
    assert game(1) != game(2)


def test_same_seeds_play_the_same_game_in_another_process() -> None:
    """The same bots and seeds play the same game in a child process (another hash seed):
    the stream depends on nothing of the process."""
    here = subprocess.run(
        [sys.executable, "-c", _GAME], capture_output=True, text=True, check=True
    ).stdout
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    there = subprocess.run(
        [sys.executable, "-c", _GAME], capture_output=True, text=True, check=True, env=env
    ).stdout
    bots = [RandomBot(1), PIMCBot(2, samples=2), RandomBot(3), RuleBot(4)]
    state = play_game(euchre.new_game(presets.STANDARD, seed=9), bots, max_hands=3)
    assert here == there == " | ".join(map(str, state.history)) + "\n"


def test_reset_restarts_the_bots_stream() -> None:
    """``reset()`` gives the stream of a new bot; ``reset(game)`` the stream of that game,
    the same for every bot of that name and seed and different between games."""
    bot = RandomBot(4)
    fresh = [bot.rng.random() for _ in range(5)]
    bot.reset()
    assert [bot.rng.random() for _ in range(5)] == fresh
    streams = {}
    for game in (0, 1, "x"):
        bot.reset(game)
        other = RandomBot(4)
        other.reset(game)
        draws = [bot.rng.random() for _ in range(5)]
        assert draws == [other.rng.random() for _ in range(5)]
        streams[game] = draws
    assert len({tuple(d) for d in [fresh, *streams.values()]}) == 4
    assert RandomBot(5).rng.random() != RandomBot(4).rng.random()  # the seed counts


def test_pimc_reset_resets_the_bots_it_holds() -> None:
    """A PIMCBot resets its RuleBot and its rollout bots with it: after use and a reset it
    is in the state of a new bot reset with the same game."""
    used = PIMCBot(3, samples=2, rollout=RandomBot)
    state = _deal(2)
    play_hand(state, [used, RandomBot(1), RandomBot(2), RandomBot(3)])
    fresh = PIMCBot(3, samples=2, rollout=RandomBot)
    assert [b.rng.getstate() for b in used.rollout] != [b.rng.getstate() for b in fresh.rollout]
    used.reset(7)
    fresh.reset(7)
    for a, b in zip([used, used.rule, *used.rollout], [fresh, fresh.rule, *fresh.rollout], strict=True):
        assert a.rng.getstate() == b.rng.getstate()
    assert used.act(state.view(state.to_act)) == fresh.act(state.view(state.to_act))  # type: ignore[arg-type]


class _Counter(Bot):
    """Plays the last legal action (makes trump alone when it may: the hand is played out)
    and counts the views it is given, by number of legal actions."""

    name = "counter"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.sizes: list[int] = []

    def choose(self, view: euchre.View) -> euchre.Action:
        self.sizes.append(len(view.legal_actions))
        return view.legal_actions[-1]


def test_forced_actions_are_played_without_asking() -> None:
    """``play_hand(ask_forced=False)`` (what the simulator uses) asks a bot only when it has a
    choice and plays the same hand as asking every time, with bots that play the only legal
    action as every bot must."""
    state = _deal(4)
    asked = [_Counter(s) for s in range(4)]
    skipped = [_Counter(s) for s in range(4)]
    assert play_hand(state, asked) == play_hand(state, skipped, ask_forced=False)
    every = [n for bot in asked for n in bot.sizes]
    choices = [n for bot in skipped for n in bot.sizes]
    assert 1 in every and min(choices) >= 2
    assert sorted(choices) == sorted(n for n in every if n > 1)
    rule = [RuleBot(s) for s in range(4)]
    game = euchre.new_game(presets.STANDARD, seed=11)
    assert play_game(game, rule, max_hands=3) == play_game(game, rule, max_hands=3, ask_forced=False)


# ------------------------------------------------------------------ RuleBot heuristics


def _state(hands: tuple[str, str, str, str], upcard: str, kitty: str, dealer: int = 3) -> State:
    deal = euchre.Deal(hands=hands, upcard=upcard, kitty=kitty)
    return euchre.new_game(presets.GAMES4ALL, dealer=euchre.Seat(dealer), deal=deal)


def test_rulebot_orders_up_a_strong_hand_and_passes_a_weak_one() -> None:
    # North (left of the dealer West) holds both black jacks and the ace of spades.
    state = _state(("Js Jc As Ah Kh", "9c Tc Qc Kc Ac", "9d Td Jd Qd Kd", "Ad 9h Th Qh Jh"), "9s", "Ts Qs Ks")
    assert RuleBot().act(state.view(0)) in (euchre.ORDER_UP, euchre.ORDER_UP_ALONE)
    state = _state(("9c Tc 9d Td 9h", "Js Jc As Ah Kh", "Qc Kc Ac Jd Qd", "Kd Ad Th Qh Jh"), "9s", "Ts Qs Ks")
    assert RuleBot().act(state.view(0)) == euchre.PASS


def test_rulebot_dealer_discards_its_only_side_card() -> None:
    state = _state(("9c Tc 9d Td 9h", "Qc Kc Ac Jd Qd", "Kd Ad Th Qh Jh", "Js Jc As Ah Qs"), "9s", "Ts Ks Kh")
    state = state.apply("order up")  # North orders up: West, the dealer, takes the 9s
    assert state.phase is Phase.DISCARD
    assert RuleBot().act(state.view(3)) == Action.discard("Ah")


def test_rulebot_follows_cheaply_when_partner_wins() -> None:
    hands = ("Kd 9d Ac Kc Qc", "Td Jd Qd 9s Ts", "Ad 9h Th Ks Qs", "As Js Jh Qh Kh")
    state = _state(hands, "Ah", "9c Tc Jc")
    for action in ("pass",) * 4 + ("call clubs", "play Td", "play Ad", "play Qh"):
        state = state.apply(action)
    assert RuleBot().act(state.view(0)) == Action.play("9d")  # South's ace wins: North plays low


def test_rulebot_bids_and_beats_randombot_in_bid_euchre() -> None:
    from euchre import duplicate

    result = duplicate.match("rule", "random", euchre.presets.BID_EUCHRE, deals=150, seed=7)
    low, _high = result.ci
    assert low > 5.0, result.to_text()
    state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=11)
    bot = RuleBot(seed=1)
    kinds = set()
    for _ in range(400):
        if state.is_over:
            break
        action = bot.act(state.view(state.to_act))
        kinds.add(action.kind)
        state = state.apply(action)
    assert euchre.ActionKind.BID in kinds and euchre.ActionKind.CALL in kinds


def test_bots_play_the_double_deck() -> None:
    """Bid Euchre's 48-card deck: RuleBot folds the two copies of a card together and plays
    whichever copy it holds (it used to fail on a second copy); PIMC falls back to RuleBot
    there, and the sampler declines it."""
    rules = presets.BID_EUCHRE.replace(deck=48)
    for seed in range(3):
        state = play_game(euchre.new_game(rules, seed=seed), [RuleBot(seat) for seat in range(4)])
        assert state.is_over
    state = euchre.new_game(rules, seed=4)
    second_copies = [c for hand in state.hands for c in hand if c.copy]
    assert second_copies
    view = state.view(state.to_act)  # type: ignore[arg-type]
    assert PIMCBot(1, samples=2).act(view) == RuleBot(1).act(view)
    assert sample_state(view, random.Random(1)) is None


def test_euchrecom_misdeal_is_never_called_by_rulebot_or_pimc() -> None:
    """misdeal="same_dealer" (euchre.com): the call stands for an exposed card or a wrong
    count, which a bot has not to report: RuleBot and PIMC never make it; RandomBot picks
    any legal action, the call included."""
    rules = euchre.RuleSet(misdeal="same_dealer")
    for bot in (RuleBot(1), PIMCBot(2, samples=2)):
        for seed in range(6):
            state = euchre.new_game(rules, seed=seed)
            assert "declare misdeal" in {str(a) for a in state.legal_actions()}
            assert str(bot.act(state.view(state.to_act))) != "declare misdeal"
    random_calls = {
        str(RandomBot(seed).act(euchre.new_game(rules, seed=seed).view(
            euchre.new_game(rules, seed=seed).to_act)))
        for seed in range(40)
    }
    assert "declare misdeal" in random_calls


def _railroad_exchanges() -> list[euchre.State]:
    """Railroad Euchre's two exchanges (the partner choosing the card): South plays alone
    on diamonds and North gives; then East defends alone and West gives."""
    state = euchre.new_game(presets.RAILROAD, seed=4, dealer=euchre.Seat.NORTH)
    maker_side = state.apply_all("pass; pass; pass; pass; pass; call diamonds alone")
    defender_side = maker_side.apply_all("give Kd; discard 9d; go alone")
    return [maker_side, defender_side]


def test_rule_bot_gives_the_lone_player_the_best_card_by_the_rule() -> None:
    """Bicycle's Railroad Euchre: the partner chooses the card; RuleBot chooses the one
    the rule (``best_card_choice="rule"``, :func:`~euchre.engine.cardorder.best_card`)
    would pass: the highest trump of the lone player's trump, else the highest card."""
    for state in _railroad_exchanges():
        assert state.phase is euchre.Phase.EXCHANGE
        giver = state.to_act
        assert giver is not None and state.trump is not None
        chosen = RuleBot(1).act(state.view(giver))
        assert chosen.kind is ActionKind.GIVE and chosen in state.legal_actions()
        held = sum(card.bit for card in state.hands[giver])
        assert chosen.card is not None
        assert chosen.card.index == best_card(held, int(state.trump))


@pytest.mark.parametrize("bot", [RandomBot(3), PIMCBot(2, samples=2)])
def test_random_and_pimc_bots_give_a_card_they_hold(bot: Bot) -> None:
    for state in _railroad_exchanges():
        giver = state.to_act
        assert giver is not None
        action = bot.act(state.view(giver))
        assert action.kind is ActionKind.GIVE and action in state.legal_actions()


# -------------------------------------------------------------- score-aware decisions

_LONE_HAND = euchre.Deal(
    hands=("Jh Jd Ah Kh Qh", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9s Ts Qs Ks"),
    upcard="9h",
    kitty="Js Th As",
)


def _lone_decision(scores: tuple[int, int]) -> View:
    """North, holding the five top hearts, ordered hearts up: the STANDARD alone decision."""
    s = euchre.new_game(presets.STANDARD, dealer=euchre.Seat.WEST, deal=_LONE_HAND, scores=scores)
    s = s.apply("order up")
    while s.phase is not Phase.ALONE:  # the dealer's pickup and discard
        s = s.apply(RuleBot().act(s.view(s.to_act)))
    assert s.phase is Phase.ALONE and s.to_act == euchre.Seat.NORTH
    return s.view(euchre.Seat.NORTH)


@pytest.mark.parametrize("scores", [(8, 0), (9, 3)])
def test_bots_do_not_go_alone_when_a_march_already_wins_the_game(scores: tuple[int, int]) -> None:
    # players' complaint: "stop the bots from going alone with 8 or 9 points"; a march
    # (2 points) wins the game, so a lone hand can add only risk
    view = _lone_decision(scores)
    assert RuleBot().act(view) == PASS
    assert PIMCBot(seed=1, samples=6).act(view) == PASS
    # without score awareness both go alone with the same hand
    assert RuleBot(score_aware=False).act(view) == GO_ALONE
    assert PIMCBot(seed=1, samples=6, score_aware=False).act(view) == GO_ALONE


def test_bots_go_alone_with_a_lone_hand_far_from_the_target() -> None:
    view = _lone_decision((0, 0))
    assert RuleBot().act(view) == GO_ALONE
    assert PIMCBot(seed=1, samples=6).act(view) == GO_ALONE


def test_pimc_values_a_sure_point_at_nine_as_much_as_a_lone_march() -> None:
    from euchre.bots._pimc import score_utility
    from euchre.bots._winprob import win_table

    rules = presets.GAMES4ALL
    at_nine = score_utility(win_table(rules), euchre.new_game(rules, seed=1, scores=(9, 5)).view(0))
    assert at_nine((1, 0), 0) == at_nine((4, 0), 0) == at_nine((2, 0), 0)
    assert at_nine((0, 2), 0) < at_nine((0, 1), 0) < 0 < at_nine((1, 0), 0)
    # far from the target the weighing is close to the point difference
    at_zero = score_utility(win_table(rules), euchre.new_game(rules, seed=1).view(0))
    for points in [(1, 0), (2, 0), (4, 0), (0, 1), (0, 2), (0, 4)]:
        assert at_zero(points, 0) == pytest.approx(points[0] - points[1], abs=0.6)


def test_win_table_is_a_probability_that_grows_with_the_score() -> None:
    from euchre.bots._winprob import win_table

    table = win_table(presets.STANDARD)
    assert table is not None
    for theirs in range(10):
        chances = [table.chance(mine, theirs, dealing=False) for mine in range(11)]
        assert all(0.0 <= c <= 1.0 for c in chances)
        assert chances == sorted(chances) and chances[-1] == 1.0
    # either side wins from 0-0: the two chances (one side dealing) add to one
    assert table.chance(0, 0, True) + table.chance(0, 0, False) == pytest.approx(1.0)
    assert win_table(presets.BID_EUCHRE) is None  # a score can go down: not a race


def test_no_win_table_where_the_game_is_no_race_to_the_target() -> None:
    """win_by_two plays on past the target and renege_penalty="offenders_lose" takes
    points away (scoring.scores_can_fall): the table, which ends the game at the target
    with scores that only rise, would be wrong there, so PIMCBot weighs the point
    difference instead (it once used the table for both)."""
    from euchre.bots._winprob import win_table

    for rules in (
        presets.STANDARD.replace(win_by_two=True),
        presets.STANDARD.replace(renege="penalise", renege_penalty="offenders_lose"),
    ):
        assert win_table(rules) is None
        bot = PIMCBot(seed=1, samples=2)
        state = euchre.new_game(rules, seed=6)
        bot.evaluate(state.view(state.to_act))
        assert not bot.weighs_the_score


# -------------------------------------------------------------- Bid Euchre by search


def test_pimc_searches_the_bidding_and_play_of_bid_euchre() -> None:
    s = euchre.new_game(presets.BID_EUCHRE, seed=3)
    bot = PIMCBot(seed=2, samples=4)
    values = bot.evaluate(s.view(s.to_act))
    assert set(values) == {a for a in s.legal_actions() if a.kind is not ActionKind.DECLARE}
    assert len(set(values.values())) > 1  # the bids are valued, not deferred to RuleBot
    bots = [PIMCBot(seed=k, samples=3) for k in range(4)]
    state = euchre.new_game(presets.BID_EUCHRE, seed=5)
    for _ in range(2):
        state = play_hand(state, bots)
    assert len(state.results) == 2 and bots[0].decisions > 0
