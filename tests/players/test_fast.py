"""The NumPy batch simulator (``euchre.fast.simulate``) against the stepwise engine.

For the same deals, dealers and uniforms, every field of every hand must equal what
``euchre.fast.play_uniform`` (the public API, one decision at a time) gives.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

np = pytest.importorskip("numpy")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import euchre  # noqa: E402
from euchre import fast, presets  # noqa: E402

OPENSPIEL = presets.OPENSPIEL

#: name -> RuleSet; together they use every value of every knob that changes a hand.
CONFIGS: dict[str, euchre.RuleSet] = {
    "openspiel": OPENSPIEL,
    "openspiel+lone_defender": OPENSPIEL.replace(defender_alone="always"),
    "openspiel-stick": OPENSPIEL.replace(stick_the_dealer=False),
    "cardgames_io": presets.CARDGAMES_IO,
    "games4all": presets.GAMES4ALL,
    "standard": presets.STANDARD,
    "canadian_after_call": presets.STANDARD.replace(
        canadian_loner=True, defender_alone="vs_lone_maker", defender_alone_order="dealer_left"
    ),
    "canadian_with_call": presets.CARDGAMES_IO.replace(
        canadian_loner=True, dealer_pickup="optional", first_lead="lone_left"
    ),
    "partner_with_call": presets.GAMES4ALL.replace(
        alone="maker_or_partner", defender_alone="always", all_pass="same_dealer"
    ),
    "nobody_alone": euchre.RuleSet(
        alone="nobody",
        discard_upcard=False,
        first_lead="maker_left",
        scoring=euchre.Scoring(super_euchre=4, euchre=3),
        deal_pattern=euchre.DEAL_TRADITIONAL,
    ),
    "target_1": presets.STANDARD.replace(target=1, win_by_two=True),
}
HANDS = 1500

_KNOBS: dict[str, tuple[Any, ...]] = {
    "deal_pattern": (euchre.DEAL_3_2, euchre.DEAL_TRADITIONAL, euchre.DEAL_ONE_AT_A_TIME),
    "stick_the_dealer": (False, True),
    "all_pass": ("next_dealer", "same_dealer"),
    "dealer_pickup": ("mandatory", "optional"),
    "discard_upcard": (True, False),
    "alone": ("nobody", "maker", "maker_or_partner"),
    "alone_timing": ("with_call", "after_call"),
    "canadian_loner": (False, True),
    "defender_alone": ("never", "vs_lone_maker", "always"),
    "defender_alone_order": ("dealer_left", "maker_left"),
    "first_lead": ("dealer_left", "maker_left", "lone_left"),
    "target": (1, 10),
}


def stepwise(
    rules: euchre.RuleSet, deal_row: Any, dealer: int, uniforms: Any
) -> tuple[dict[str, Any], list[int], list[int]]:
    """One hand on the stepwise engine by the uniform policy: its ``BatchResult.row`` dict,
    and the number of legal actions and the index chosen at each decision."""
    state = euchre.new_game(rules, dealer=dealer, deal=fast.to_deal(deal_row))
    counts: list[int] = []
    choices: list[int] = []
    end = state
    while end.hand_number == 0 and not end.is_over:
        legal = end.legal_actions()
        counts.append(len(legal))
        choices.append(fast.choose(len(legal), float(uniforms[len(choices)])))
        end = end.apply(legal[choices[-1]])
    r = end.results[-1]

    def opt(x: Any) -> int | None:
        return None if x is None else int(x)

    row = {
        "dealer": int(r.dealer),
        "trump": opt(r.trump),
        "maker": opt(r.maker),
        "alone": opt(r.alone),
        "lone_defender": opt(r.lone_defender),
        "tricks": (int(r.tricks[0]), int(r.tricks[1])),
        "points": (int(r.points[0]), int(r.points[1])),
        "thrown_in": bool(r.thrown_in),
        "decisions": sum(isinstance(x, euchre.Action) for x in end.history),
    }
    return row, counts, choices


def stepwise_row(
    rules: euchre.RuleSet, deal_row: Any, dealer: int, uniforms: Any
) -> dict[str, Any]:
    """The same hand played by ``fast.play_uniform``, as a ``BatchResult.row`` dict."""
    state = euchre.new_game(rules, dealer=dealer, deal=fast.to_deal(deal_row))
    r = fast.play_uniform(state, uniforms).results[-1]
    return {
        "dealer": int(r.dealer),
        "trump": None if r.trump is None else int(r.trump),
        "maker": None if r.maker is None else int(r.maker),
        "alone": None if r.alone is None else int(r.alone),
        "lone_defender": None if r.lone_defender is None else int(r.lone_defender),
        "tricks": (int(r.tricks[0]), int(r.tricks[1])),
        "points": (int(r.points[0]), int(r.points[1])),
        "thrown_in": bool(r.thrown_in),
    }


def check_agreement(
    rules: euchre.RuleSet, n: int, seed: int, pass_bias: float = 1.0
) -> fast.BatchResult:
    """Batch and stepwise agree on ``n`` hands drawn from ``seed``: every field, and the
    number of legal actions and the choice at every decision.

    With ``pass_bias < 1`` the first eight uniforms are scaled by it, so bids are passed
    more often (the uniform policy takes any stream): thrown-in hands and stuck dealers.
    """
    deals, dealers, uniforms = fast.draw(rules, n, seed)
    if pass_bias == 1.0:
        batch = fast.simulate(rules, n, seed=seed, record=True)
        assert np.array_equal(batch.deals, deals) and np.array_equal(batch.dealer, dealers)
    else:
        uniforms[:, :8] *= pass_bias
        batch = fast.simulate(
            rules, n, deals=deals, dealers=dealers, uniforms=uniforms, record=True
        )
    assert batch.counts is not None and batch.choices is not None
    for i in range(n):
        want, counts, choices = stepwise(rules, deals[i], int(dealers[i]), uniforms[i])
        got = batch.row(i)
        used = len(counts)
        assert (
            got == want
            and batch.counts[i, :used].tolist() == counts
            and batch.choices[i, :used].tolist() == choices
            and (batch.choices[i, used:] == -1).all()
        ), (
            f"hand {i} (seed {seed}) differs under {rules!r}\n"
            f"deal {fast.to_deal(deals[i])!r}, dealer {int(dealers[i])}\n"
            f"stepwise {want}\nbatch    {got}\n"
            f"stepwise counts {counts}\nbatch    counts {batch.counts[i].tolist()}\n"
            f"stepwise choices {choices}\nbatch    choices {batch.choices[i].tolist()}"
        )
        if i % 16 == 0:  # the reference function and replaying the record agree too
            want.pop("decisions")
            assert stepwise_row(rules, deals[i], int(dealers[i]), uniforms[i]) == want
            state = euchre.new_game(rules, dealer=int(dealers[i]), deal=fast.to_deal(deals[i]))
            end = fast.play_uniform(state, uniforms[i])
            assert fast.replay(state, batch.choices[i]) == end
    return batch


@pytest.mark.parametrize("name", list(CONFIGS))
def test_batch_equals_stepwise(name: str) -> None:
    rules = CONFIGS[name]
    plain = check_agreement(rules, HANDS, seed=2024)
    passing = check_agreement(rules, HANDS // 2, seed=2025, pass_bias=0.4)
    for batch in (plain, passing):
        played = ~batch.thrown_in
        assert (batch.tricks.sum(axis=1)[played] == 5).all()
        assert ((batch.points > 0).sum(axis=1)[played] == 1).all()
    # the interesting branches are reached (deterministic for the fixed seeds)
    if rules.alone != "nobody":
        assert (plain.alone >= 0).any()
    if rules.alone == "maker_or_partner":
        assert ((plain.alone >= 0) & (plain.alone != plain.maker)).any()
    if rules.defender_alone != "never":
        assert (plain.lone_defender >= 0).any()
    assert passing.thrown_in.any() != rules.stick_the_dealer
    # trump is the upcard's suit exactly when it was ordered up in round 1
    round_1 = passing.trump == passing.deals[:, 4] // 6
    if rules.stick_the_dealer:  # the dealer was stuck: a round-2 call by the dealer
        assert (~round_1 & (passing.maker == passing.dealer)).any()
    if rules.canadian_loner:  # the dealer's partner who orders up in round 1 goes alone
        round_1 = plain.trump == plain.deals[:, 4] // 6
        partner = round_1 & (plain.maker == (plain.dealer ^ 2))
        assert partner.any() and (plain.alone[partner] == plain.maker[partner]).all()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_random_rules_and_seeds(data: st.DataObject, seed: int) -> None:
    knobs = {
        name: data.draw(st.sampled_from(values), label=name) for name, values in _KNOBS.items()
    }
    if knobs["alone"] == "nobody":
        knobs["defender_alone"] = "never"
        knobs["canadian_loner"] = False
    if knobs["stick_the_dealer"]:
        knobs["all_pass"] = "next_dealer"
    scores = data.draw(st.lists(st.integers(0, 6), min_size=8, max_size=8), label="scoring")
    super_euchre = data.draw(st.sampled_from([None, 3, 5]), label="super_euchre")
    scoring = euchre.Scoring(
        makers=scores[0],
        march=scores[1],
        lone=scores[2],
        lone_march=scores[3],
        euchre=scores[4],
        lone_euchre=scores[5],
        lone_defender_euchre=scores[6],
        lone_defender_march=scores[7],
        super_euchre=super_euchre,
    )
    check_agreement(euchre.RuleSet(scoring=scoring, **knobs), 150, seed)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**63 - 1))
def test_openspiel_seeds(seed: int) -> None:
    check_agreement(OPENSPIEL.replace(defender_alone="always"), 200, seed)


def test_uniforms_at_the_edges() -> None:
    """u = 0 picks the first legal action, u just below 1 the last; given arrays are used."""
    rules = presets.STANDARD
    deals, dealers, _ = fast.draw(rules, 300, seed=9)
    for value in (0.0, float(np.nextafter(1.0, 0.0)), 0.5):
        uniforms = np.full((300, fast.MAX_DECISIONS), value)
        batch = fast.simulate(rules, 300, deals=deals, dealers=dealers, uniforms=uniforms)
        for i in range(0, 300, 7):
            want, _, _ = stepwise(rules, deals[i], int(dealers[i]), uniforms[i])
            assert batch.row(i) == want
    assert fast.choose(3, float(np.nextafter(1.0, 0.0))) == 2
    assert fast.choose(7, 0.0) == 0


def test_blocks_and_supplied_arrays() -> None:
    """More hands than one block: drawing and simulating are consistent across blocks."""
    rules = OPENSPIEL
    n = fast.BLOCK + 500
    deals, dealers, uniforms = fast.draw(rules, n, seed=5)
    by_seed = fast.simulate(rules, n, seed=5)
    given_arrays = fast.simulate(rules, n, deals=deals, dealers=dealers, uniforms=uniforms)
    for field in ("dealer", "maker", "trump", "alone", "lone_defender", "tricks", "points"):
        assert np.array_equal(getattr(by_seed, field), getattr(given_arrays, field)), field
    for i in (0, fast.BLOCK - 1, fast.BLOCK, n - 1):
        assert by_seed.row(i) == stepwise(rules, deals[i], int(dealers[i]), uniforms[i])[0]
    assert len(fast.simulate(rules, 0, seed=1)) == 0


def test_deal_rows_round_trip() -> None:
    rules = presets.STANDARD
    for seed in range(50):
        deal = euchre.Deal.random(rules, seed)
        assert fast.to_deal(fast.from_deal(deal)) == deal
    deals, _, _ = fast.draw(rules.replace(deal_pattern=euchre.DEAL_ONE_AT_A_TIME), 100, 3)
    for row in deals:
        fast.to_deal(row).check(rules)


def test_bad_input_raises() -> None:
    rules = OPENSPIEL
    deals, dealers, uniforms = fast.draw(rules, 10, seed=1)
    bad = deals.copy()
    bad[3, 0] = bad[3, 1]
    with pytest.raises(ValueError, match=r"deals\[3\]"):
        fast.simulate(rules, 10, deals=bad)
    with pytest.raises(ValueError, match="uniforms"):
        fast.simulate(rules, 10, uniforms=uniforms[:, :5])
    with pytest.raises(ValueError, match="uniforms"):
        fast.simulate(rules, 10, uniforms=uniforms + 1)
    with pytest.raises(ValueError, match="dealers"):
        fast.simulate(rules, 10, dealers=dealers + 4)
    with pytest.raises(ValueError, match="not enough"):
        state = euchre.new_game(rules, dealer=0, deal=fast.to_deal(deals[0]))
        fast.play_uniform(state, [0.0] * 3)


def test_unsupported_knob_raises_naming_it() -> None:
    """A value this module does not know (a future variant or deck) is refused by name."""
    for knob, value in (("deck", 32), ("variant", "bid"), ("renege", "penalise")):
        rules = euchre.RuleSet()
        object.__setattr__(rules, knob, value)  # as a future RuleSet could hold
        with pytest.raises(ValueError, match=knob):
            fast.simulate(rules, 10, seed=1)


def test_import_euchre_does_not_import_numpy() -> None:
    code = "import sys, euchre; sys.exit('numpy' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize(
    "script,args",
    [
        (
            "compare_openspiel.py",
            ["--seconds", "0.05", "--rounds", "1", "--batch", "5000", "--perft", "quick"],
        ),
        ("memory.py", ["--hands", "3000", "--games", "2"]),
        ("profile_loop.py", ["--hands", "200", "--top", "5"]),
    ],
)
def test_benchmarks_run(script: str, args: list[str]) -> None:
    """The benchmark scripts run (briefly) and print their figures."""
    from pathlib import Path

    if script == "compare_openspiel.py":
        pytest.importorskip("pyspiel", reason="compares with OpenSpiel: the oracle extra")
    path = Path(__file__).resolve().parents[2] / "benchmarks" / script
    out = subprocess.run(
        [sys.executable, str(path), *args], capture_output=True, text=True, check=True
    ).stdout
    assert "hands/s" in out or "B per hand" in out
    if script == "compare_openspiel.py":
        assert "cores" in out
        # the script stops (a non-zero exit, check=True above) when the two engines' perft
        # leaf counts differ; a perft row is printed only after they agreed
        assert "leaves/s" in out
        # both OpenSpiel loops a user writes: chance_outcomes() at chance nodes, and lean
        for row in ("project ", "project_lean ", "first_time ", "first_time_lean "):
            assert any(line.startswith(row) for line in out.splitlines()), (row, out)
