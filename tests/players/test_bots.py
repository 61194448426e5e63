"""Bots: they see only views, always act legally, are reproducible, and sample soundly."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import Action, Phase, State, View, presets
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

KNOCK = [presets.get(n) for n in presets.names() if presets.get(n).variant == "knock"]
VARIANTS = [
    presets.STANDARD.replace(deck=25, joker_upcard="dealer_names"),
    presets.STANDARD.replace(no_trump=True),
    presets.CARDGAMES_IO.replace(renege="penalise"),
    presets.OPENSPIEL.replace(deck=32),
    presets.STANDARD.replace(call_for_best=True),
    presets.GAMES4ALL.replace(ace_no_face=True, farmers_hand="exchange"),
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
        bots: list[Bot] = [RuleBot(game), RandomBot(game), RuleBot(game + 1), RandomBot(game + 1)]
        if game % 2:
            bots = [RandomBot(game), RuleBot(game), RandomBot(game + 1), RuleBot(game + 1)]
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


@pytest.mark.parametrize("rules", KNOCK + VARIANTS[:4], ids=lambda r: r.name[:24])
def test_pimc_always_acts_legally(rules: euchre.RuleSet) -> None:
    bots: list[Bot] = [PIMCBot(1, samples=2), RandomBot(2), PIMCBot(3, samples=2), RuleBot(4)]
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
    """Issue 12 replaced the per-view stream (the same view gave the same action in any
    order) with one stream per bot, seeded when it is built and by ``reset``: the same
    views in the same order give the same actions after a reset, and to a new bot."""
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
        state = play_game(euchre.new_game(rules, seed=2), [RuleBot(s) for s in range(4)])
        assert state.is_over


def test_make_bot_reads_specs() -> None:
    bot = make_bot("pimc:samples=6,bid=0,time_budget=none", seed=4)
    assert isinstance(bot, PIMCBot)
    assert (bot.samples, bot.bid, bot.time_budget, bot.seed) == (6, False, None, 4)
    assert isinstance(make_bot("rule:order_threshold=7"), RuleBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("genius")


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


# ------------------------------------------------------------------ sampling


@pytest.mark.parametrize("rules", KNOCK + [VARIANTS[0], VARIANTS[3]], ids=lambda r: r.name[:24])
def test_sampled_worlds_agree_with_everything_public(rules: euchre.RuleSet) -> None:
    rng = random.Random(0)
    checked = 0
    for game in range(4):
        state = euchre.new_game(rules, seed=game)
        bots: list[Bot] = [RuleBot(game), RandomBot(game), RuleBot(game + 1), RandomBot(game + 1)]
        while state.hand_number < 2 and not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            world = sample_state(view, rng, policy=[RuleBot(s) for s in range(4)], tries=4)
            assert world is not None
            assert world.view(seat).hand == view.hand
            assert world.legal_actions() == state.legal_actions()
            assert (world.tricks, world.current_trick, world.upcard) == (state.tricks, state.current_trick, state.upcard)
            assert (world.trump, world.maker, world.alone, world.dealer) == (state.trump, state.maker, state.alone, state.dealer)
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
            assert [a.text for a in world.view(seat).actions] == [a.text for a in view.actions]
            dealer = state.dealer
            if seat != dealer and state.dealer_took_upcard and state.upcard in state.hands[dealer]:
                assert state.upcard in world.hands[dealer]
            # voids shown by failing to follow are respected (reneging is forbidden here)
            for trick in [*state.tricks, *([state.current_trick] if state.current_trick else [])]:
                led = trick.plays[0][1]
                for who, card in trick.plays[1:]:
                    led_suit = _effective(led, state)
                    if who != seat and _effective(card, state) != led_suit:
                        assert all(_effective(c, world) != led_suit for c in world.hands[who])
            checked += 1
            state = state.apply(bots[seat].act(view))
    assert checked > 50


def _effective(card: euchre.Card, state: State) -> object:
    trump = state.trump
    if card.suit is None:
        return trump
    if trump is not None and card.rank == euchre.Rank.JACK and card.suit == trump.partner:
        return trump
    return card.suit


def test_reneging_allowed_means_no_void_inference() -> None:
    rules = presets.CARDGAMES_IO.replace(renege="penalise")
    deal = euchre.Deal(
        hands=("9c Tc Qc Kc Ac", "9d Td Qd Kd Ad", "9h Th Qh Kh Ah", "9s Ts Qs Ks As"),
        upcard="Js",
        kitty="Jc Jd Jh",
    )
    state = euchre.new_game(rules, dealer=euchre.Seat.WEST, deal=deal)
    state = state.apply("order up").apply("discard 9s").apply("play 9c")
    state = state.apply("play 9d")  # East could not follow anyway; a renege proves nothing
    view = state.view(2)
    seen_clubs = False
    rng = random.Random(3)
    for _ in range(40):
        world = sample_state(view, rng)
        assert world is not None
        seen_clubs |= any(c.suit == euchre.Suit.CLUBS for c in world.hands[1])
    assert seen_clubs


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


def _after_a_farmers_exchange() -> State:
    """A GAMES4ALL hand in which a farmer's hand was declared and exchanged with the kitty."""
    rules = presets.GAMES4ALL.replace(farmers_hand="exchange", farmers_hand_size=3)
    for seed in range(100):
        state = euchre.new_game(rules, seed=seed)
        while state.phase is Phase.ORDER and not state.is_legal("declare farmer"):
            state = state.apply("pass")
        if state.is_legal("declare farmer"):
            state = state.apply("declare farmer")
            while state.phase is Phase.DISCARD:
                state = state.apply(state.legal_actions()[0])
            return state
    raise AssertionError("no farmer's hand in 100 deals")


def test_sampler_detects_the_farmers_exchange(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sampler declines a farmer's exchange at once, as documented: it used to look for
    "exchange" in the action texts, which no action has (the declaration reads "declare
    farmer"), and only gave up after its replays of the hand failed."""
    from euchre import bots

    replays: list[object] = []

    def replay(*args: object, **kwargs: object) -> State:
        replays.append(args)
        return euchre.new_game(*args, **kwargs)  # type: ignore[arg-type]

    state = _after_a_farmers_exchange()
    for _ in range(3):  # the farmer's own view, then the others'
        view = state.view(state.to_act)  # type: ignore[arg-type]
        assert "declare farmer" in [a.text for a in view.actions]
        assert bots._deal_masks(view, random.Random(1), use_voids=True) is None
        with monkeypatch.context() as patch:
            patch.setattr(bots, "new_game", replay)
            assert sample_state(view, random.Random(1)) is None
        assert replays == []  # declined before any replay
        assert PIMCBot(1, samples=2).act(view) == RuleBot(1).act(view)
        state = state.apply(RuleBot(1).act(view))
