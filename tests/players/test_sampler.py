"""The sampler (``euchre.bots.sample_state``): worlds that agree with everything a view
shows (voids shown by failing to follow, unless reneging is allowed), and None, never an
error, for what it does not model: a farmer's exchange, the hidden exchange of a call for
best seen by the other side (which raised ActionParseError once)."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import Phase, State, presets
from euchre.bots import Bot, PIMCBot, RandomBot, RuleBot, sample_state
from euchre.views import HIDDEN_EXCHANGE

#: The Knock presets, reneging forbidden (HOYLE penalises reneges as Hoyle's law 63 does:
#: its table rules are played here with reneging forbidden, as the tests below assume),
#: but those with a call for best (RAILROAD), which the sampler declines once a player is
#: alone (:func:`test_sample_state_railroad_call_for_best_is_none_not_an_error`).
KNOCK = [
    rules if rules.renege == "forbid" else rules.replace(renege="forbid")
    for rules in (presets.get(n) for n in presets.names())
    if rules.variant == "knock" and not (rules.call_for_best or rules.defender_call_for_best)
]
#: Beside the Knock presets: a deck with the joker, and the 32-card deck.
OTHER_DECKS = [
    presets.STANDARD.replace(deck=25, joker_upcard="dealer_names"),
    presets.OPENSPIEL.replace(deck=32),
]


@pytest.mark.parametrize("rules", KNOCK + OTHER_DECKS, ids=lambda r: r.name[:24])
def test_sampled_worlds_agree_with_everything_public(rules: euchre.RuleSet) -> None:
    rng = random.Random(0)
    checked = 0
    for game in range(4):
        state = euchre.new_game(rules, seed=game)
        seats = range(rules.table.players)
        bots: list[Bot] = [(RuleBot if s % 2 == 0 else RandomBot)(game + s // 2) for s in seats]
        while state.hand_number < 2 and not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            world = sample_state(view, rng, policy=[RuleBot(s) for s in seats], tries=4)
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
    from euchre.bots import _sample

    replays: list[object] = []

    def replay(*args: object, **kwargs: object) -> State:
        replays.append(args)
        return euchre.new_game(*args, **kwargs)  # type: ignore[arg-type]

    state = _after_a_farmers_exchange()
    for _ in range(3):  # the farmer's own view, then the others'
        view = state.view(state.to_act)  # type: ignore[arg-type]
        assert "declare farmer" in [a.text for a in view.actions]
        assert _sample._deal_masks(view, random.Random(1), use_voids=True) is None
        with monkeypatch.context() as patch:
            patch.setattr(_sample, "new_game", replay)
            assert sample_state(view, random.Random(1)) is None
        assert replays == []  # declined before any replay
        assert PIMCBot(1, samples=2).act(view) == RuleBot(1).act(view)
        state = state.apply(RuleBot(1).act(view))


def _after_call_for_best(seed: int) -> euchre.State | None:
    """A BID_EUCHRE hand in play after a call for best (random play otherwise), or None."""
    state = euchre.new_game(presets.BID_EUCHRE, seed=seed)
    rng = random.Random(seed)
    while state.hand_number == 0 and not state.is_over:
        legal = state.legal_actions()
        best = [a for a in legal if str(a) == "bid best"]
        state = state.apply(best[0] if best else rng.choice(legal))
        if state.phase is euchre.Phase.PLAY:
            return state
    return None


def test_sample_state_other_side_of_call_for_best_is_none_not_an_error() -> None:
    checked = 0
    for seed in range(40):
        state = _after_call_for_best(seed)
        if state is None:
            continue
        for seat in euchre.Seat:
            view = state.view(seat)
            hidden = any(a.text == HIDDEN_EXCHANGE for a in view.actions)
            world = sample_state(view, random.Random(1))
            if hidden:
                checked += 1
                assert world is None
            elif world is not None:  # the partners saw the exchange: a full world
                assert world.hands[seat] == state.hands[seat]
        if checked >= 4:
            break
    assert checked >= 4, "no call for best seen by the other side: widen the seeds"


def test_pimc_bot_acts_for_the_other_side_of_call_for_best() -> None:
    for seed in range(40):
        state = _after_call_for_best(seed)
        if state is None:
            continue
        while not any(a.text == HIDDEN_EXCHANGE for a in state.view(state.to_act).actions):
            state = state.apply(state.legal_actions()[0])  # on to a seat of the other side
            if state.phase is not euchre.Phase.PLAY:
                break
        view = state.view(state.to_act) if state.to_act is not None else None
        if view is not None and any(a.text == HIDDEN_EXCHANGE for a in view.actions):
            bot = PIMCBot(samples=3)
            assert bot.act(view) in view.legal_actions  # raised ActionParseError before
            return
    raise AssertionError("no call for best seen by the side to act: widen the seeds")


def test_sample_state_railroad_call_for_best_is_none_not_an_error() -> None:
    """Railroad Euchre (a lone player's and a lone defender's call for best, the partner
    choosing the card face down): which card changed hands is not modelled, so every seat's
    view after a call for best samples to None, and PIMCBot still acts legally."""
    state = euchre.new_game(presets.RAILROAD, seed=4, dealer=euchre.Seat.NORTH)
    state = state.apply_all("pass; pass; pass; pass; pass; call diamonds alone")
    for after in ("give Kd; discard 9d; pass; pass", "give Kd; discard 9d; go alone; give Qc"):
        played = state.apply_all(after)
        for seat in euchre.Seat:
            assert sample_state(played.view(seat), random.Random(1)) is None
        view = played.view(played.to_act)
        assert PIMCBot(1, samples=2).act(view) in view.legal_actions


def _after_three_passes() -> euchre.View:
    """The dealer's view after the three others passed a jack upcard (GAMES4ALL)."""
    for seed in range(200):
        s = euchre.new_game(presets.GAMES4ALL, seed=seed)
        if s.upcard is not None and s.upcard.rank == euchre.Rank.JACK:
            s = s.apply_all("pass; pass; pass")
            return s.view(s.to_act)
    raise AssertionError("no jack upcard in 200 seeds")


def _passers_long_trumps(view: euchre.View, noise: float | None, n: int = 150) -> float:
    """The share of sampled worlds in which a player who passed holds three or more cards
    of the upcard's suit (the left bower counted): a hand that would have ordered it up."""
    up = view.upcard
    assert up is not None
    suit = str(up)[-1]
    left = "J" + {"h": "d", "d": "h", "s": "c", "c": "s"}[suit]
    policy = None if noise is None else [RuleBot(k) for k in range(4)]
    rng = random.Random(5)
    long = 0
    for _ in range(n):
        world = sample_state(view, rng, policy=policy, tries=20, noise=noise or 0.0)
        assert world is not None
        counts = [
            sum(str(c)[-1] == suit or str(c) == left for c in world.hands[s])
            for s in range(4)
            if s != view.seat
        ]
        long += max(counts) >= 3
    return long / n


def test_sampler_reads_the_passes_in_proportion_to_the_noise() -> None:
    # a bidder who passed a jack upcard seldom holds three of its suit: the uniform
    # sampler ignores that, the policy's sampler believes it fully, and with noise in
    # between
    view = _after_three_passes()
    uniform = _passers_long_trumps(view, None)
    strict = _passers_long_trumps(view, 0.0)
    noisy = _passers_long_trumps(view, 0.5)
    assert strict < noisy < uniform


def test_sampler_noise_out_of_range_is_refused() -> None:
    view = _after_three_passes()
    with pytest.raises(euchre.errors.ArgumentError, match="at least 0 and below 1"):
        sample_state(view, random.Random(1), noise=1.0)
