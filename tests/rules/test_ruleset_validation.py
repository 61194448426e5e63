"""The RuleSet's checks: each contradiction fails at construction, naming both knobs; and the
package keeps its public paths (``euchre.rules``, ``euchre.presets``)."""

from __future__ import annotations

from typing import Any

import pytest

import euchre
import euchre.rules
import euchre.rules.presets
from euchre import presets

CONTRADICTIONS: list[tuple[dict[str, Any], tuple[str, ...]]] = [
    ({"deck": 48}, ("deck", "variant")),
    ({"variant": "bid", "deck": 32}, ("deck", "variant")),
    ({"cards_per_hand": 6}, ("cards_per_hand", "variant", "deck")),
    ({"variant": "bid", "deck": 48, "cards_per_hand": 6}, ("cards_per_hand", "variant", "deck")),
    ({"first_lead": "bidder"}, ("first_lead", "variant")),
    ({"variant": "bid", "first_lead": "maker_left"}, ("first_lead", "variant")),
    ({"variant": "bid", "bid_minimum": 6}, ("bid_minimum", "cards_per_hand")),
    ({"variant": "bid", "call_for_best": True}, ("call_for_best", "variant")),
    ({"deal_pattern": (3, 2, 3, 2, 3, 2, 3, 3)}, ("deal_pattern", "cards_per_hand")),
    ({"alone": "nobody", "defender_alone": "vs_lone_maker"}, ("defender_alone", "alone")),
    ({"alone": "nobody", "canadian_loner": True}, ("canadian_loner", "alone")),
    ({"alone": "nobody", "call_for_best": True}, ("call_for_best", "alone")),
    (
        {"renege": "penalise", "renege_penalty": "euchre", "renege_ends_hand": False},
        ("renege_penalty", "renege_ends_hand"),
    ),
    ({"stick_the_dealer": True, "all_pass": "same_dealer"}, ("stick_the_dealer", "all_pass")),
]


@pytest.mark.parametrize(
    ("knobs", "named"), CONTRADICTIONS, ids=[",".join(k) for k, _ in CONTRADICTIONS]
)
def test_ruleset_contradiction_names_both_knobs(
    knobs: dict[str, Any], named: tuple[str, ...]
) -> None:
    with pytest.raises(euchre.RuleSetError) as caught:
        euchre.RuleSet(**knobs)
    for knob in named:
        assert knob in str(caught.value), (knob, str(caught.value))
    # replace() builds through the same checks
    with pytest.raises(euchre.RuleSetError):
        euchre.RuleSet().replace(**knobs)


@pytest.mark.parametrize(
    ("knob", "value"),
    [("target", 0), ("target", True), ("num_deals", 0), ("win_by_two", 1), ("bid_moon", "no")],
)
def test_ruleset_bad_value_names_its_knob(knob: str, value: object) -> None:
    with pytest.raises(euchre.RuleSetError, match=knob):
        euchre.RuleSet(**{knob: value})


def test_ruleset_public_paths() -> None:
    assert euchre.rules.RuleSet is euchre.RuleSet
    assert euchre.rules.Scoring is euchre.Scoring
    assert euchre.rules.DEAL_TRADITIONAL == euchre.DEAL_TRADITIONAL
    assert set(presets.__all__) == set(euchre.rules.presets.__all__)
    for name in presets.names():
        assert presets.get(name) is getattr(euchre.rules.presets, name) is getattr(presets, name)
    assert repr(presets.BID_EUCHRE) == "euchre.presets.BID_EUCHRE"
    assert eval(repr(presets.STANDARD.replace(target=7)), {"euchre": euchre}).target == 7
