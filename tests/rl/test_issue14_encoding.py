"""Issue 14, the encoding: a fixed integer action space per RuleSet, legal masks, and an
observation tensor built from a View only (its shape fixed by the RuleSet, its values the
same for two states that differ only in cards the seat may not see)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from engine.test_properties import rulesets
from engine.test_variant_properties import choose, game_rules
from euchre import Seat
from euchre.bots import RuleBot, sample_state
from euchre.encoding import Encoding, family, family_name
from euchre.errors import ActionParseError, ArgumentError

PRESETS = [euchre.presets.get(name) for name in euchre.presets.names()]
#: One RuleSet of each family (variant, deck).
FAMILIES = [
    euchre.presets.STANDARD,
    euchre.RuleSet(deck=25),
    euchre.RuleSet(deck=32),
    euchre.presets.BID_EUCHRE,
    euchre.presets.BID_EUCHRE.replace(deck=25),
    euchre.presets.BID_EUCHRE.replace(deck=48),
]


def decisions(rules: euchre.RuleSet, seed: int, most: int) -> Iterator[euchre.State]:
    """The states of a game played at random (declaring and claiming now and then), up to
    ``most`` decisions."""
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(most):
        if state.is_over:
            return
        yield state
        state = state.apply(choose(rng, state.legal_actions()))


def check_decision(enc: Encoding, state: euchre.State) -> None:
    """Every legal action maps to an id below num_actions and back; the mask holds exactly
    the legal ids, from the state and from the view of the seat to act; the observation has
    the RuleSet's shape."""
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    ids = set()
    for action in state.legal_actions():
        number = enc.action_id(action)
        assert 0 <= number < enc.num_actions
        assert enc.action(number) == action
        assert enc.action_id(str(action)) == number
        ids.add(number)
    assert len(ids) == len(state.legal_actions())
    for mask in (enc.legal_mask(state), enc.legal_mask(view)):
        assert mask.shape == (enc.num_actions,) and mask.dtype == np.bool_
        assert set(np.flatnonzero(mask)) == ids
    obs = enc.observation(view)
    assert obs.shape == enc.observation_shape and obs.dtype == np.float32
    other = state.view((seat + 1) % 4)
    assert not enc.legal_mask(other).any()  # not the viewer's turn: nothing is legal to it
    assert enc.observation(other).shape == enc.observation_shape


# --------------------------------------------------------------------- the action space


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name.split("(")[-1][:-1])
def test_issue14_every_legal_action_of_every_preset_has_an_id_and_back(rules: euchre.RuleSet) -> None:
    enc = Encoding(rules)
    count = 0
    for seed in range(12):
        for state in decisions(rules, seed, 120):
            check_decision(enc, state)
            count += 1
    assert count > 500


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(rulesets(), game_rules()), st.integers(0, 2**32))
def test_issue14_random_rulesets_map_every_legal_action_to_an_id(
    rules: euchre.RuleSet, seed: int
) -> None:
    enc = Encoding(rules)
    for state in decisions(rules, seed, 80):
        check_decision(enc, state)


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_issue14_ids_and_actions_are_one_to_one(rules: euchre.RuleSet) -> None:
    enc = Encoding(rules)
    table = enc.action_table()
    assert [i for i, _ in table] == list(range(enc.num_actions))
    assert len({text for _, text in table}) == enc.num_actions
    for number, text in table:
        assert str(enc.action(number)) == text
        assert enc.action_id(text) == number
        assert enc.action_id(euchre.parse_action(text)) == number


def test_issue14_action_space_depends_on_the_family_only() -> None:
    knock = [Encoding(r).action_table() for r in (euchre.presets.STANDARD, euchre.presets.OPENSPIEL,
             euchre.presets.CARDGAMES_IO, euchre.RuleSet(no_trump=True, renege="penalise"))]
    assert all(table == knock[0] for table in knock)
    assert Encoding(euchre.presets.BID_EUCHRE).action_table() == Encoding(
        euchre.presets.BID_EUCHRE.replace(bid_minimum=1, bid_moon=False)).action_table()
    sizes = {family(r): Encoding(r).num_actions for r in FAMILIES}
    assert len(set(sizes.values())) == len(FAMILIES)  # each family its own space


def test_issue14_double_deck_copies_share_one_id() -> None:
    """Two copies of a card look alike: a view shows the first, and both have one id."""
    enc = Encoding(euchre.presets.BID_EUCHRE.replace(deck=48))
    from euchre.actions import PLAY_ACTIONS
    from euchre.engine.cardorder import COPY

    jd = euchre.parse_card("Jd").index
    assert PLAY_ACTIONS[jd + COPY] is not PLAY_ACTIONS[jd]
    assert enc.action_id(PLAY_ACTIONS[jd + COPY]) == enc.action_id(PLAY_ACTIONS[jd])
    assert enc.action(enc.action_id(PLAY_ACTIONS[jd + COPY])) is PLAY_ACTIONS[jd]
    assert enc.num_cards == 24
    # a double-deck hand holding both copies of a card counts 2 at that card
    for state in decisions(enc.rules, 3, 400):
        hand = state.view(state.to_act).hand
        doubled = [c for c in set(hand) if hand.count(c) == 2]
        if doubled:
            obs = enc.observation(state.view(state.to_act))
            hand_part = obs[: enc.num_cards]
            assert hand_part.max() == 2 and hand_part.sum() == len(hand)
            return
    raise AssertionError("no hand held both copies of a card in 400 decisions")


def test_issue14_bad_actions_and_ids_raise_the_library_errors() -> None:
    enc = Encoding(euchre.presets.STANDARD)
    with pytest.raises(ArgumentError, match="not in the action space of Knock Euchre, 24 cards"):
        enc.action_id("bid 4")
    with pytest.raises(ArgumentError, match="not in the action space"):
        enc.action_id("play 7c")  # a 32-card deck's card
    with pytest.raises(ActionParseError):
        enc.action_id("fold")
    for bad in (-1, enc.num_actions, 2.0, True, "3", None):
        with pytest.raises(ArgumentError):
            enc.action(bad)  # type: ignore[arg-type]
    assert enc.action(np.int64(0)) == euchre.PASS
    state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    with pytest.raises(ArgumentError, match="never from a State"):
        enc.observation(state)  # type: ignore[arg-type]
    with pytest.raises(euchre.errors.RuleSetError):
        Encoding("STANDARD")  # type: ignore[arg-type]


# --------------------------------------------------------------------- the observation


def segment(enc: Encoding, obs: np.ndarray, name: str) -> np.ndarray:
    (part,) = [s for s in enc.segments if s.name == name]
    return obs[part.start : part.start + part.size]


def test_issue14_segments_tile_the_observation() -> None:
    for rules in FAMILIES:
        enc = Encoding(rules)
        start = 0
        for part in enc.segments:
            assert part.start == start and part.size > 0 and part.text
            start += part.size
        assert (start,) == enc.observation_shape


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_issue14_observation_says_what_the_view_says(rules: euchre.RuleSet) -> None:
    """Decoded by segment, the vector gives back the view's hand, current trick, cards
    played, dealer and player to act, relative to the viewer."""
    enc = Encoding(rules)
    deck = [a.card for a in enc.actions if a.kind is euchre.ActionKind.PLAY]
    checked = 0
    for state in decisions(rules, 5, 300):
        for seat in range(4):
            view = state.view(seat)
            obs = enc.observation(view)
            hand = segment(enc, obs, "hand")
            assert [deck[i] for i in np.flatnonzero(hand)] == sorted(set(view.hand), key=lambda c: c.index)
            assert segment(enc, obs, "dealer")[(view.dealer - seat) % 4] == 1
            to_act = segment(enc, obs, "to_act")
            assert list(np.flatnonzero(to_act)) == [(view.to_act - seat) % 4]
            trick = segment(enc, obs, "trick").reshape(4, enc.num_cards)
            plays = view.current_trick.plays if view.current_trick else ()
            assert int(trick.sum()) == len(plays)
            for who, card in plays:
                assert trick[(who - seat) % 4, deck.index(card)] == 1
            played = segment(enc, obs, "played").reshape(4, enc.num_cards)
            assert int(played.sum()) == sum(len(t.plays) for t in view.tricks)
            checked += 1
    assert checked > 200


def test_issue14_observation_shape_is_the_same_at_every_decision() -> None:
    for rules in FAMILIES:
        enc = Encoding(rules)
        shapes = {enc.observation(s.view(seat)).shape for s in decisions(rules, 2, 200) for seat in range(4)}
        assert shapes == {enc.observation_shape}


def test_issue14_observation_reads_only_the_view() -> None:
    """A view read back from its JSON (no state behind it) gives the same vector."""
    for rules in FAMILIES:
        enc = Encoding(rules)
        for state in decisions(rules, 4, 60):
            for seat in range(4):
                view = state.view(seat)
                again = euchre.View.from_json(view.to_json())
                assert np.array_equal(enc.observation(again), enc.observation(view))


# --------------------------------------------------------------------- no leak

BID = euchre.presets.BID_EUCHRE.replace(renege="forbid")
# Call for best (as in tests/engine/test_issue11_state.py): North bids best and names
# hearts; South hands over Ad, North gives back Th. In the twin East and West hold the same
# cards, North and South others (South's best is Th, North gives back 9c).
BEST_DEAL = euchre.Deal(
    hands=("Jh Jd Ah Kh Qh Th", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d 9c", "As Ks Qs Js Ts 9s"),
    upcard=None,
)
TWIN_DEAL = euchre.Deal(
    hands=("Jh Jd Ah Kh Qh 9c", "9h Ac Kc Qc Jc Tc", "Ad Kd Qd Td 9d Th", "As Ks Qs Js Ts 9s"),
    upcard=None,
)


def test_issue14_twin_deals_give_identical_observations() -> None:
    """Two deals that differ only in cards hidden from a seat: a call-for-best exchange
    (seen by North and South, not by East and West), and a dealer's discard."""
    enc = Encoding(BID)
    moves = "bid best; pass; pass; pass; call hearts; give {}; give {}"
    state = euchre.new_game(BID, dealer=Seat.WEST, deal=BEST_DEAL).apply_all(moves.format("Ad", "Th"))
    twin = euchre.new_game(BID, dealer=Seat.WEST, deal=TWIN_DEAL).apply_all(moves.format("Th", "9c"))
    for seat in (Seat.EAST, Seat.WEST):
        assert np.array_equal(enc.observation(state.view(seat)), enc.observation(twin.view(seat)))
    for seat in (Seat.NORTH, Seat.SOUTH):
        assert not np.array_equal(enc.observation(state.view(seat)), enc.observation(twin.view(seat)))
    deal = euchre.Deal(
        hands=("9s Ts Js Qs Ks", "9c Tc Jc Qc Kc", "9h Th Jh Qh Kh", "9d Td Jd Qd Kd"),
        upcard="As",
        kitty=("Ac", "Ah", "Ad"),
    )
    enc = Encoding(euchre.presets.STANDARD)
    seen = {}
    for discard in ("9s", "Ts"):
        hand = euchre.new_game(euchre.presets.STANDARD, dealer=Seat.NORTH, deal=deal)
        hand = hand.apply_all(f"order up; pick up; discard {discard}")
        seen[discard] = [enc.observation(hand.view(seat)) for seat in Seat]
    for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST):
        assert np.array_equal(seen["9s"][seat], seen["Ts"][seat])
    assert not np.array_equal(seen["9s"][Seat.NORTH], seen["Ts"][Seat.NORTH])


@pytest.mark.parametrize(
    "rules",
    [euchre.presets.CARDGAMES_IO, euchre.presets.STANDARD, BID.replace(bid_best=False),
     euchre.RuleSet(deck=25, no_trump=True)],
    ids=family_name,
)
def test_issue14_sampled_worlds_give_the_same_observation(rules: euchre.RuleSet) -> None:
    """Any state consistent with what a seat sees (the other hands, the kitty and hidden
    discards drawn again by ``sample_state``) gives that seat the same vector. The sampler
    rebuilds the hand as a new game's first, so the states compared are of first hands."""
    enc = Encoding(rules)
    rng = random.Random(0)
    compared = differing = 0
    for seed in range(8):
        for state in decisions(rules, seed, 60):
            if state.hand_number > 0:
                break
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            world = sample_state(view, rng, policy=[RuleBot(s) for s in range(4)], tries=2)
            if world is None:
                continue
            assert np.array_equal(enc.observation(world.view(seat)), enc.observation(view))
            compared += 1
            differing += world.hands != state.hands
    assert compared > 60 and differing > compared // 2


# --------------------------------------------------------------------- docs/encoding.md

DOCS = __import__("pathlib").Path(__file__).resolve().parents[2] / "docs" / "encoding.md"


def table_markdown(rules: euchre.RuleSet) -> str:
    """The action table of a family as docs/encoding.md prints it: runs of card actions
    folded into one row each (``discard 9c ... discard As``)."""
    enc = Encoding(rules)
    rows: list[tuple[int, int, str, str]] = []
    for number, text in enc.action_table():
        kind = text.split()[0] if enc.action(number).card is not None else None
        if kind and rows and rows[-1][2] == kind:
            rows[-1] = (rows[-1][0], number, kind, rows[-1][3])
        else:
            rows.append((number, number, kind or "", text))
    lines = [f"### {family_name(rules)} ({enc.num_actions} actions)", "", "| ids | actions |", "|---|---|"]
    for first, last, kind, text in rows:
        if first == last:
            lines.append(f"| {first} | `{text}` |")
        else:
            cards = enc.cards
            lines.append(f"| {first}-{last} | `{kind} {cards[0]}` ... `{kind} {cards[-1]}` "
                         f"(card order: {' '.join(str(c) for c in cards)}) |")
    return "\n".join(lines)


def layout_markdown(rules: euchre.RuleSet) -> str:
    enc = Encoding(rules)
    lines = ["| segment | offset | size | meaning |", "|---|---|---|---|"]
    lines += [f"| `{s.name}` | {s.start} | {s.size} | {s.text} |" for s in enc.segments]
    return "\n".join(lines)


def test_issue14_docs_print_every_familys_action_table_and_the_layout() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for rules in FAMILIES:
        assert table_markdown(rules) in text, f"regenerate: python {__file__} (docs/encoding.md)"
    assert layout_markdown(euchre.presets.STANDARD) in text


if __name__ == "__main__":  # print the generated sections of docs/encoding.md
    for rules in FAMILIES:
        print(table_markdown(rules), end="\n\n")
    print(layout_markdown(euchre.presets.STANDARD))
