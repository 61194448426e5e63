"""The engine's hot path (trick play inlined in ``State.legal_actions`` and ``State.apply``
for the common case) against the general implementation in ``euchre.engine.play``, at every
card of random hands over the RuleSet families that take the hot path."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre.engine import core, play

FAMILIES = {
    "cardgames_io": euchre.presets.CARDGAMES_IO,
    "standard": euchre.presets.STANDARD,
    "openspiel": euchre.presets.OPENSPIEL,
    "games4all": euchre.presets.GAMES4ALL,
    "joker_25": euchre.presets.STANDARD.replace(deck=25),
    "deck_32": euchre.presets.STANDARD.replace(deck=32),
    "no_trump": euchre.presets.STANDARD.replace(no_trump=True),
    "bid_forbid": euchre.presets.BID_EUCHRE.replace(renege="forbid"),
    "bid_low_no_trump": euchre.presets.BID_EUCHRE.replace(
        renege="forbid", bid_no_trump=True, bid_low_no_trump=True
    ),
}


def _general_apply(state: euchre.State, action: euchre.Action) -> euchre.State:
    """One card played through engine.play.play_card, as the general path does."""
    b = core.copy_state(state, euchre.state._blank())
    h = state._h.copy()
    # through the slots' own setters: in the compiled build the blank is a State already,
    # whose __setattr__ refuses (compiled, the engine sets it through the Builder type)
    vars(core.Base)["_h"].__set__(b, h)
    vars(core.Base)["_hist"].__set__(b, (state._hist, action, state._to_act))
    assert action.card is not None
    play.play_card(b, h, state._to_act, core.held(state._hands[state._to_act], action.card.index))
    if b._phase == core.DEAL:
        euchre.state._deal_if_seeded(b, h)
    return euchre.state._freeze(b)


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_hot_path_matches_engine_play(name: str) -> None:
    rules = FAMILIES[name]
    rng = random.Random(name)
    cards = 0
    for game in range(60):
        state = euchre.new_game(rules, seed=f"{name}/{game}")
        while state.hand_number == 0 and not state.is_over:
            legal = state.legal_actions()
            if state._phase == core.PLAY:
                assert legal == play.legal_play(state, state._h, state._to_act)
                action = rng.choice(legal)
                assert state.apply(action) == _general_apply(state, action)
                cards += 1
            else:
                action = rng.choice(legal)
            state = state.apply(action)
    assert cards > 500


@pytest.mark.parametrize("name", ["cardgames_io", "standard", "openspiel", "games4all", "deck_32"])
def test_knock_points_table_is_scoring_hand_points(name: str) -> None:
    """The per-RuleSet table the end of a hand reads is engine.scoring.hand_points."""
    from euchre.engine import scoring

    rules = FAMILIES[name].replace(
        scoring=euchre.Scoring(
            makers=1, march=2, lone=3, lone_march=4, euchre=5, lone_euchre=6,
            lone_defender_euchre=7, lone_defender_march=8, super_euchre=9,
        )
    )
    c = core.compile_rules(rules)
    n = rules.cards_per_hand
    for maker in range(4):
        for ns in range(n + 1):
            for alone in (False, True):
                for defender in (False, True):
                    want = scoring.hand_points(
                        rules, maker, (ns, n - ns), alone=alone, lone_defender=defender
                    )
                    assert c.knock_points[maker & 1][ns][alone][defender] == want


#: RuleSets with a rule of trick play the hot path does not know: they take the general
#: path (engine.play), whose trick play the reference models check.
GENERAL = {
    "renege_penalise": euchre.presets.STANDARD.replace(renege="penalise"),
    "double_deck": euchre.presets.BID_EUCHRE.replace(deck=48),
    "no_trumping_an_off_suit_ace": euchre.presets.STANDARD.replace(trump_off_suit_ace=False),
}


def test_rules_of_trick_play_take_the_general_path() -> None:
    assert all(core.compile_rules(rules).play_phase == core.PLAY for rules in FAMILIES.values())
    for name, rules in GENERAL.items():
        assert core.compile_rules(rules).play_phase == core.PLAY_ANY, name


def test_four_seat_tables_equal_the_seating_tables_of_four() -> None:
    """The hot path's seat tables (engine.alone) are the four-seat entries of
    engine.seating, which every other table reads through Compiled."""
    from euchre.engine import alone, seating
    from euchre.engine.core import compile_rules

    assert seating.NEXT_ACTIVE_BY_PLAYERS[4] == alone.NEXT_ACTIVE
    assert seating.ACTIVE_COUNT_BY_PLAYERS[4] == alone.ACTIVE_COUNT
    c = compile_rules(euchre.presets.STANDARD)
    assert c.four and c.all_seats == alone.ALL_SEATS == 15
    assert [c.all_seats & ~c.teammate_mask[s] for s in range(4)] == [
        alone.without_partner(s) for s in range(4)
    ]
    assert c.left == (1, 2, 3, 0) and c.players == 4


def test_no_table_but_the_four_seat_game_plays_on_the_hot_path() -> None:
    """c.play_phase is PLAY (the inlined path) only at four seats in two teams."""
    from euchre.engine.core import PLAY, compile_rules

    for rules in euchre.presets.TABLE_PRESETS.values():
        assert compile_rules(rules).play_phase != PLAY
    four_none = euchre.RuleSet(players=4, partnership="none", alone="nobody")
    assert compile_rules(four_none).play_phase != PLAY
    assert compile_rules(euchre.presets.STANDARD).play_phase == PLAY
