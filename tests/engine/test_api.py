"""The public API: names, parsing, round trips, deals and seeds, errors."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import any_rules

import euchre
from _examples import examples
from euchre import Phase, Seat, Suit

DEAL = euchre.Deal(
    hands=("Jd 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
    upcard="Ah",
    kitty="Jh Js As",
)


def test_public_names_exist() -> None:
    for name in euchre.__all__:
        assert hasattr(euchre, name), name
    assert issubclass(euchre.IllegalActionError, ValueError)
    assert [int(s) for s in Seat] == [0, 1, 2, 3]
    assert Seat.NORTH.left is Seat.EAST and Seat.WEST.left is Seat.NORTH
    assert Seat.NORTH.partner is Seat.SOUTH and Seat.EAST.team is euchre.Team.EAST_WEST


@pytest.mark.parametrize("text", ["Jd", "JD", "J♦", "jd", " Jd ", "J♢"])
def test_parse_card_jack_of_diamonds_forms(text: str) -> None:
    assert euchre.parse_card(text) is euchre.Card.of(euchre.Rank.JACK, Suit.DIAMONDS)


@pytest.mark.parametrize("text", ["10d", "Td", "td", "10♦", "T♦"])
def test_parse_card_ten_forms(text: str) -> None:
    assert str(euchre.parse_card(text)) == "Td"


@pytest.mark.parametrize("text", ["", "J", "Jx", "11d", "1d", "Jdd", "jokers", "♦J", "  "])
def test_parse_card_rejects_bad_text(text: str) -> None:
    with pytest.raises(euchre.CardParseError) as caught:
        euchre.parse_card(text)
    assert repr(text) in str(caught.value)


def test_parse_card_rejects_non_text() -> None:
    with pytest.raises(euchre.CardParseError):
        euchre.parse_card(12)  # type: ignore[arg-type]


@given(st.text(max_size=12))
@settings(max_examples=examples(500))
def test_parsers_never_crash_with_anything_but_their_own_error(text: str) -> None:
    for parser, error in (
        (euchre.parse_card, euchre.CardParseError),
        (euchre.parse_action, euchre.ActionParseError),
    ):
        try:
            parsed = parser(text)
        except error:
            continue
        assert parser(str(parsed)) is parsed


def every_action() -> list[euchre.Action]:
    cards = [euchre.parse_card(r + s) for r in "9TJQKA" for s in "cdhs"]
    return (
        [euchre.PASS, euchre.ORDER_UP, euchre.ORDER_UP_ALONE, euchre.PICK_UP, euchre.GO_ALONE]
        + [euchre.Action.call(s, a) for s in Suit for a in (False, True)]
        + [euchre.Action.play(c) for c in cards]
        + [euchre.Action.discard(c) for c in cards]
    )


def test_every_action_text_round_trips() -> None:
    actions = every_action()
    assert len({str(a) for a in actions}) == len(actions)
    for action in actions:
        assert euchre.parse_action(str(action)) is action
        assert eval(repr(action), {"Action": euchre.parse_action}) is action
        assert pickle.loads(pickle.dumps(action)) is action


def test_documented_action_forms() -> None:
    forms = {
        "pass": euchre.PASS,
        "order up": euchre.ORDER_UP,
        "order up alone": euchre.ORDER_UP_ALONE,
        "pick up": euchre.PICK_UP,
        "go alone": euchre.GO_ALONE,
        "call hearts": euchre.Action.call(Suit.HEARTS),
        "call hearts alone": euchre.Action.call("h", alone=True),
        "discard 9c": euchre.Action.discard("9c"),
        "play Jd": euchre.Action.play("J♦"),
    }
    for text, action in forms.items():
        assert str(action) == text
        assert euchre.parse_action(text.upper()) is action


@pytest.mark.parametrize(
    "text", ["call", "call hearts now", "play", "play Jx", "discard", "order", "go"]
)
def test_parse_action_rejects_bad_text(text: str) -> None:
    with pytest.raises(euchre.ActionParseError) as caught:
        euchre.parse_action(text)
    assert repr(text) in str(caught.value)


def test_apply_rejects_unreadable_text_with_parse_error_and_keeps_state() -> None:
    state = euchre.new_game(euchre.presets.STANDARD, seed=4)
    saved = pickle.dumps(state)
    with pytest.raises(euchre.ActionParseError):
        state.apply("fold")
    assert pickle.loads(saved) == state


def test_deal_rejects_repeated_card() -> None:
    with pytest.raises(euchre.DealError, match="dealt too often"):
        euchre.Deal(hands=("9c Tc", "9c 9c", "", ""), upcard="Ac")
    twice = euchre.Deal(
        hands=("9c 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
        upcard="Ah",
        kitty="Jh Js As Jd",
    )
    with pytest.raises(euchre.DealError, match="9c dealt twice, but the 24-card deck"):
        euchre.new_game(euchre.presets.STANDARD, deal=twice)


def test_deal_rejects_wrong_sizes_and_foreign_cards() -> None:
    rules = euchre.presets.STANDARD
    with pytest.raises(euchre.DealError, match="has 4 cards"):
        euchre.new_game(rules, deal=euchre.Deal(hands=("9c Tc Jc Qc", "", "", ""), upcard="Ac"))
    seven = euchre.Deal(
        hands=("7c 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
        upcard="Ah",
        kitty="Jh Js As",
    )
    with pytest.raises(euchre.DealError, match="not in the 24-card deck"):
        euchre.new_game(rules, deal=seven)
    short_kitty = euchre.Deal(hands=[h for h in DEAL.hands], upcard="Ah", kitty="Jh Js")
    with pytest.raises(euchre.DealError, match="missing"):
        euchre.new_game(rules, deal=short_kitty)


def test_deal_accepts_cards_or_text_and_compares_by_value() -> None:
    cards = euchre.Deal(hands=DEAL.hands, upcard=DEAL.upcard, kitty=DEAL.kitty)
    assert cards == DEAL and hash(cards) == hash(DEAL)
    assert pickle.loads(pickle.dumps(DEAL)) == DEAL
    assert eval(repr(DEAL), {"Deal": euchre.Deal}) == DEAL


def test_deal_random_is_reproducible_and_complete() -> None:
    rules = euchre.presets.STANDARD
    a = euchre.Deal.random(rules, 11)
    assert a == euchre.Deal.random(rules, 11) != euchre.Deal.random(rules, 12)
    a.check(rules)


def test_seeded_game_deals_next_hand_and_moves_dealer() -> None:
    state = euchre.new_game(euchre.presets.GAMES4ALL, seed=3, dealer=Seat.SOUTH)
    for _ in range(8):
        state = state.apply("pass")
    assert state.hand_number == 1 and state.dealer is Seat.WEST
    assert state.phase is Phase.ORDER and state.to_act is Seat.NORTH
    assert state.results[-1].thrown_in and state.scores == (0, 0)
    assert (
        state.deal
        == euchre.new_game(euchre.presets.GAMES4ALL, seed=3, dealer=Seat.SOUTH)
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .apply("pass")
        .deal
    )


def test_same_dealer_redeals_when_knob_set() -> None:
    rules = euchre.presets.GAMES4ALL.replace(all_pass="same_dealer")
    state = euchre.new_game(rules, seed=3, dealer=Seat.SOUTH)
    for _ in range(8):
        state = state.apply("pass")
    assert state.dealer is Seat.SOUTH and state.hand_number == 1


def test_explicit_deal_without_seed_waits_for_next_deal() -> None:
    rules = euchre.presets.GAMES4ALL
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL)
    assert state.seed is None and state.dealer is Seat.EAST and state.deal == DEAL
    for _ in range(8):
        state = state.apply("pass")
    assert state.phase is Phase.DEAL and state.to_act is None and state.legal_actions() == ()
    assert state.dealer is Seat.SOUTH
    explanation = state.explain("pass")
    assert not explanation.legal and explanation.reason is euchre.Reason.AWAITING_DEAL
    with pytest.raises(euchre.IllegalActionError):
        state.apply("pass")
    nxt = euchre.Deal.random(rules, 5)
    state2 = state.apply_deal(nxt)
    assert state2.deal == nxt and state2.phase is Phase.ORDER and state2.to_act is Seat.WEST
    assert state.phase is Phase.DEAL  # the input is untouched


def test_apply_deal_replaces_seeded_deal_only_before_the_first_action() -> None:
    rules = euchre.presets.STANDARD
    state = euchre.new_game(rules, seed=9)
    replaced = state.apply_deal(DEAL)
    assert replaced.deal == DEAL and replaced.history[-1] == DEAL and len(replaced.history) == 1
    with pytest.raises(euchre.IllegalActionError) as caught:
        state.apply("pass").apply_deal(DEAL)
    assert caught.value.reason is euchre.Reason.DEAL_NOT_ALLOWED


def test_new_game_without_seed_or_deal_records_a_seed() -> None:
    state = euchre.new_game(euchre.presets.STANDARD)
    assert isinstance(state.seed, int)
    again = euchre.new_game(euchre.presets.STANDARD, seed=state.seed)
    assert again == state


def test_new_game_rejects_bad_dealer_and_rules() -> None:
    with pytest.raises(ValueError, match="dealer=7"):
        euchre.new_game(euchre.presets.STANDARD, seed=1, dealer=7)
    with pytest.raises(TypeError):
        euchre.new_game("standard", seed=1)  # type: ignore[arg-type]


def test_states_are_immutable_values() -> None:
    state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    with pytest.raises(AttributeError):
        state.phase = Phase.PLAY  # type: ignore[misc]
    with pytest.raises(AttributeError):
        state._phase = 6  # type: ignore[misc]
    assert state == euchre.new_game(euchre.presets.STANDARD, seed=1)
    assert {state: 1}[euchre.new_game(euchre.presets.STANDARD, seed=1)] == 1
    assert pickle.loads(pickle.dumps(state)) == state


def test_module_functions_match_methods() -> None:
    state = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=2)
    assert euchre.legal_actions(state) == state.legal_actions()
    assert euchre.is_legal(state, "pass") and not euchre.is_legal(state, "play 9c")
    assert euchre.apply(state, "pass") == state.apply("pass")
    assert euchre.explain(state, "pass") == state.explain("pass")
    assert euchre.explain_turn(state) == state.explain_turn()
    assert euchre.explain_turn(state, "north") == state.explain_turn(Seat.NORTH)


def test_str_draws_the_table() -> None:
    state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    text = str(state)
    for expected in (
        "dealer East",
        "South to act",
        "Upcard: A♥",
        "North: J♦ 9♠ 10♠ Q♠ K♠",
        "Score: NS 0 - EW 0",
    ):
        assert expected in text
    assert (
        "Hand 1" in text
        and state.summary() == "hand 1, order, South to act, dealer East, score 0-0"
    )


@settings(max_examples=examples(300), deadline=None)
@given(
    rules=any_rules,
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 250),
    replace=st.booleans(),
)
def test_repr_of_any_state_pastes_back(
    rules: euchre.RuleSet, seed: int, steps: int, replace: bool
) -> None:
    assert eval(repr(rules), {"euchre": euchre}) == rules
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    if replace and state.phase is not Phase.OVER:  # a deal given instead of the seeded one
        state = state.apply_deal(euchre.Deal.random(rules, seed + 1, dealer=state.dealer))
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    assert eval(repr(state), {"euchre": euchre}) == state


def test_repr_names_the_seeded_deal_after_misdeals_pass_the_deal() -> None:
    """misdeal="same_dealer" with misdeals_to_pass=3 (euchre.com): the dealer's third
    misdeal in a row passes the deal on, and the repr knows the next hand was the seeded
    one (it once took the dealer to stay, wrote that deal out, and at five seats with a
    joker redeal after it did not paste back)."""
    for rules, dealer in (
        (euchre.presets.STANDARD.replace(misdeal="same_dealer", misdeals_to_pass=3), 0),
        (euchre.presets.CUTTHROAT.replace(misdeal="same_dealer", misdeals_to_pass=3), 2),
    ):
        state = euchre.new_game(rules, seed=5, dealer=dealer)
        for _ in range(3):
            state = state.apply("declare misdeal")
        assert int(state.dealer) == (dealer + 1) % rules.players
        state = state.apply("pass")
        assert "Deal(" not in repr(state)
        assert eval(repr(state), {"euchre": euchre}) == state


def test_ruleset_replace_validates_and_describes() -> None:
    rules = euchre.presets.CARDGAMES_IO.replace(target=11)
    assert rules.target == 11 and rules.stick_the_dealer
    with pytest.raises(euchre.RuleSetError, match="unknown knob 'targt'"):
        rules.replace(targt=5)
    with pytest.raises(euchre.RuleSetError, match="target"):
        rules.replace(target=0)
    text = euchre.presets.STANDARD.describe()
    assert "lone defender" in text and "Game to 10 points" in text


@pytest.mark.parametrize(
    ("knobs", "named"),
    [
        ({"alone": "nobody", "defender_alone": "always"}, "defender_alone"),
        ({"alone": "nobody", "canadian_loner": True}, "canadian_loner"),
        ({"stick_the_dealer": True, "all_pass": "same_dealer"}, "all_pass"),
        ({"scoring": {"euchre": -1}}, "euchre"),
        ({"scoring": {"euchres": 1}}, "euchres"),
        ({"deal_pattern": (3, 3, 3, 3, 2, 2, 2)}, "deal_pattern"),
        ({"first_lead": "dealer_right"}, "first_lead"),
        ({"target": -3}, "target"),
        ({"deck": 52}, "deck"),
        ({"stick_the_dealer": "yes"}, "stick_the_dealer"),
    ],
)
def test_invalid_rulesets_name_the_knob(knobs: dict[str, object], named: str) -> None:
    with pytest.raises(euchre.RuleSetError) as caught:
        euchre.RuleSet(**knobs)  # type: ignore[arg-type]
    assert named in str(caught.value)


def test_presets_lookup() -> None:
    assert euchre.presets.names() == (
        "CARDGAMES_IO",
        "GAMES4ALL",
        "STANDARD",
        "OPENSPIEL",
        "BID_EUCHRE",
        "HOYLE",
        "RAILROAD",
        "TWO_HANDED",
        "TWO_HANDED_DUMMY",
        "CUTTHROAT",
        "SIX_HANDED",
        "SIX_HANDED_DOUBLE",
    )
    for alias, preset in [
        ("hoyle", euchre.presets.HOYLE),
        ("railroad euchre", euchre.presets.RAILROAD),
        ("cardgames.io", euchre.presets.CARDGAMES_IO),
        ("Games4All", euchre.presets.GAMES4ALL),
        ("north american", euchre.presets.STANDARD),
        ("open_spiel", euchre.presets.OPENSPIEL),
        ("openspiel", euchre.presets.OPENSPIEL),
    ]:
        assert euchre.presets.get(alias) is preset
    with pytest.raises(euchre.RuleSetError, match="no preset named"):
        euchre.presets.get("bridge")
