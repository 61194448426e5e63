"""The encoding: a fixed integer action space per RuleSet, legal masks, and an observation
tensor built from a View only (its shape fixed by the RuleSet, its values the same for two
states that differ only in cards the seat may not see).

The fast path: ``Encoding.observation`` reads a view's plain facts
(``euchre.plainfacts.plain_facts``, from the view's own snapshot) instead of its Card, Trick
and PublicAction fields. It must give exactly the vector a straightforward reading of the
view's public fields gives (:func:`reference`), on every preset and every family, for every
seat."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from engine.test_variant_properties import choose
from euchre import Seat
from euchre.actions import ActionKind, parse_action
from euchre.bots import RuleBot, sample_state
from euchre.encoding import Encoding, family, family_name, net_side_points
from euchre.errors import ActionParseError, ArgumentError
from euchre.plainfacts import plain_facts
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE
from strategies import rulesets

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
#: The presets of the tables other than four seats in two teams.
TABLES = [pytest.param(rules, id=name) for name, rules in euchre.presets.TABLE_PRESETS.items()]


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
    other = state.view((seat + 1) % state.rules.players)
    assert not enc.legal_mask(other).any()  # not the viewer's turn: nothing is legal to it
    assert enc.observation(other).shape == enc.observation_shape


# --------------------------------------------------------------------- the action space


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name.split("(")[-1][:-1])
def test_every_legal_action_of_every_preset_has_an_id_and_back(rules: euchre.RuleSet) -> None:
    enc = Encoding(rules)
    count = 0
    for seed in range(12):
        for state in decisions(rules, seed, 120):
            check_decision(enc, state)
            count += 1
    assert count > (500 if rules.target >= 10 else 250)  # HOYLE plays to 5


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rulesets(), st.integers(0, 2**32))
def test_random_rulesets_map_every_legal_action_to_an_id(
    rules: euchre.RuleSet, seed: int
) -> None:
    enc = Encoding(rules)
    for state in decisions(rules, seed, 80):
        check_decision(enc, state)


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_ids_and_actions_are_one_to_one(rules: euchre.RuleSet) -> None:
    enc = Encoding(rules)
    table = enc.action_table()
    assert [i for i, _ in table] == list(range(enc.num_actions))
    assert len({text for _, text in table}) == enc.num_actions
    for number, text in table:
        assert str(enc.action(number)) == text
        assert enc.action_id(text) == number
        assert enc.action_id(euchre.parse_action(text)) == number


def test_euchrecom_misdeal_call_is_the_last_id_and_moves_no_other() -> None:
    """misdeal on (euchre.com's misdeal call): ``declare misdeal`` is one more action, after
    all the family's others, so every other id stays; off (the default): no such id."""
    for rules in FAMILIES:
        plain, called = Encoding(rules), Encoding(rules.replace(misdeal="same_dealer"))
        assert called.action_table()[:-1] == plain.action_table()
        assert called.action_table()[-1] == (plain.num_actions, "declare misdeal")
        with pytest.raises(ArgumentError, match="declare misdeal"):
            plain.action_id("declare misdeal")


def test_action_space_depends_on_the_family_only() -> None:
    knock = [Encoding(r).action_table() for r in (euchre.presets.STANDARD, euchre.presets.OPENSPIEL,
             euchre.presets.CARDGAMES_IO, euchre.RuleSet(no_trump=True, renege="penalise"))]
    assert all(table == knock[0] for table in knock)
    assert Encoding(euchre.presets.BID_EUCHRE).action_table() == Encoding(
        euchre.presets.BID_EUCHRE.replace(bid_minimum=1, bid_moon=False)).action_table()
    sizes = {family(r): Encoding(r).num_actions for r in FAMILIES}
    assert len(set(sizes.values())) == len(FAMILIES)  # each family its own space


def test_double_deck_copies_share_one_id() -> None:
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


def test_bad_actions_and_ids_raise_the_library_errors() -> None:
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
    for not_a_view in (5, "state", None):  # once an AttributeError and a TypeError
        with pytest.raises(ArgumentError, match="expected a View"):
            enc.legal_mask(not_a_view)  # type: ignore[arg-type]
        with pytest.raises(ArgumentError, match="expected a View"):
            enc.legal_ids(not_a_view)  # type: ignore[arg-type]
        with pytest.raises(ArgumentError, match="expected a View"):
            plain_facts(not_a_view)  # type: ignore[arg-type]


# --------------------------------------------------------------------- the observation


def segment(enc: Encoding, obs: np.ndarray, name: str) -> np.ndarray:
    (part,) = [s for s in enc.segments if s.name == name]
    return obs[part.start : part.start + part.size]


def test_segments_tile_the_observation() -> None:
    for rules in FAMILIES:
        enc = Encoding(rules)
        start = 0
        for part in enc.segments:
            assert part.start == start and part.size > 0 and part.text
            start += part.size
        assert (start,) == enc.observation_shape


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_observation_says_what_the_view_says(rules: euchre.RuleSet) -> None:
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


def test_observation_shape_is_the_same_at_every_decision() -> None:
    for rules in FAMILIES:
        enc = Encoding(rules)
        shapes = {enc.observation(s.view(seat)).shape for s in decisions(rules, 2, 200) for seat in range(4)}
        assert shapes == {enc.observation_shape}


def test_observation_reads_only_the_view() -> None:
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
# Call for best (as in tests/engine/test_views.py): North bids best and names
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


def test_twin_deals_give_identical_observations() -> None:
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
def test_sampled_worlds_give_the_same_observation(rules: euchre.RuleSet) -> None:
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


# --------------------------------------------------------------------- every table

#: The four-seat families' sizes and action tables as they were before the table knobs
#: (design/any-table.md §3.9): (num_actions, observation size, information state size,
#: max_hand_actions, sha256 of the action texts in id order, sha256 of repr(segments)).
FOUR_SEAT_LITERALS = [
    (euchre.presets.STANDARD, (69, 466, 3166, 36, "e0c797c0f2d87f38", "c78917161c672ec0")),
    (euchre.RuleSet(deck=25), (71, 479, 3251, 36, "89375561ebaa3e22", "2c273c1d0f7dd20f")),
    (euchre.RuleSet(deck=32), (85, 570, 3846, 36, "7f35a65524700028", "7f5fc44d08882491")),
    (euchre.presets.BID_EUCHRE, (92, 462, 6342, 60, "982363972ac60473", "91df67ba784dcfe1")),
    (euchre.presets.BID_EUCHRE.replace(deck=25),
     (95, 475, 6535, 60, "63b3d8b5b93e2219", "3ef65628344a862a")),
    (euchre.presets.BID_EUCHRE.replace(deck=48),
     (98, 486, 11718, 108, "c70f2f201db2c207", "6ccb975abf6fdff3")),
    (euchre.presets.HOYLE, (85, 570, 6030, 60, "7f35a65524700028", "7f5fc44d08882491")),
    (euchre.RuleSet(misdeal="same_dealer"),
     (70, 470, 3206, 36, "97628258f1190291", "4bdbe42f5c95d676")),
]


def sizes(enc: Encoding) -> tuple[int, int, int, int, str, str]:
    """An encoding's sizes and the digests of its action table and layout."""
    texts = "\n".join(text for _, text in enc.action_table())
    return (
        enc.num_actions, enc.observation_shape[0], enc.information_state_shape[0],
        enc.max_hand_actions, hashlib.sha256(texts.encode()).hexdigest()[:16],
        hashlib.sha256(repr(enc.segments).encode()).hexdigest()[:16],
    )


@pytest.mark.parametrize(("rules", "literal"), FOUR_SEAT_LITERALS, ids=lambda x: getattr(x, "name", ""))
def test_any_table_design_four_seat_sizes_and_action_ids_stay_todays(
    rules: euchre.RuleSet, literal: tuple[int, int, int, int, str, str]
) -> None:
    """design/any-table.md §3.9 and risk 2: a policy trained at four seats keeps every id,
    so the four-seat families' sizes, action tables and layouts are today's literals."""
    enc = Encoding(rules)
    assert sizes(enc) == literal
    assert family(rules) == (rules.variant, rules.deck) and "handed" not in family_name(rules)
    claims = [enc.action_id(f"claim renege {w}") for w in ("north", "east", "south", "west")]
    first = {("knock", 24): 17, ("knock", 25): 17, ("knock", 32): 17, ("bid", 24): 16,
             ("bid", 25): 16, ("bid", 48): 22}[(rules.variant, rules.deck)]
    assert claims == list(range(first, first + 4)) and enc.action_id("pass") == 0
    if rules.deck == 24 and rules.variant == "knock":
        assert enc.action_id("play Jd") == 53 and enc.action_id("discard 9c") == 21


#: Per table preset: its family, number of actions, observation size, and the width of the
#: per-seat parts (its seats) and of the side parts (its sides).
TABLE_LITERALS = {
    "TWO_HANDED": (("knock", 32, 2, "none"), 83, 376, 2, 2),
    "TWO_HANDED_DUMMY": (("knock", 24, 2, "none"), 67, 304, 2, 2),
    "CUTTHROAT": (("knock", 24, 3, "none"), 68, 386, 3, 3),
    "SIX_HANDED": (("knock", 32, 6, "teams"), 85, 760, 6, 2),
    "SIX_HANDED_DOUBLE": (("bid", 48, 6, "teams"), 94, 630, 6, 2),
}


@pytest.mark.parametrize("name", list(TABLE_LITERALS))
def test_any_table_design_sizes_per_format(name: str) -> None:
    """design/any-table.md §3.9: each format is its own family, every per-seat part as wide
    as its table, the tricks won and scores one per side, claims only against its seats."""
    rules = euchre.presets.TABLE_PRESETS[name]
    key, actions, observation, seats, sides = TABLE_LITERALS[name]
    enc = Encoding(rules)
    assert (family(rules), enc.num_actions, enc.observation_shape[0]) == (key, actions, observation)
    assert rules.table.format_name in family_name(rules)
    width = {part.name: part.size for part in enc.segments}
    n = enc.num_cards
    for part in ("dealer", "to_act", "maker", "alone", "lone_defender", "sitting_out",
                 "trick_leader", "hand_sizes"):
        assert width[part] == seats
    assert width["trick"] == width["played"] == seats * n
    assert width["tricks_won"] == width["scores"] == sides
    claims = [text for _, text in enc.action_table() if text.startswith("claim renege")]
    assert len(claims) == min(seats, 4)  # the engine's claim actions: one per seat it names
    step = seats + enc.num_actions + 2
    assert enc.information_state_shape[0] == observation + enc.max_hand_actions * step
    assert Encoding(rules.replace(target=7)).action_table() == enc.action_table()


def test_any_table_design_each_format_has_its_own_family() -> None:
    four = {family(r) for r in FAMILIES}
    tables = {family(rules) for rules in euchre.presets.TABLE_PRESETS.values()}
    assert len(tables) == len(euchre.presets.TABLE_PRESETS) and not tables & four
    each = euchre.RuleSet(players=4, partnership="none", alone="nobody")
    assert family(each) == ("knock", 24, 4, "none") and family_name(each).endswith("each for themselves")
    assert Encoding(each).num_actions == Encoding(euchre.presets.STANDARD).num_actions
    assert {p.name: p.size for p in Encoding(each).segments}["scores"] == 4


@pytest.mark.parametrize("rules", TABLES)
def test_every_legal_action_at_every_table_has_an_id_and_back(rules: euchre.RuleSet) -> None:
    enc = Encoding(rules)
    count = 0
    for seed in range(4):
        for state in decisions(rules, seed, 150):
            check_decision(enc, state)
            count += 1
    assert count > 150


def test_any_table_design_cutthroat_observation_is_relative_to_the_viewer() -> None:
    """Three-handed: seat k of the per-seat parts is the k-th player clockwise from the
    viewer; the scores start with the viewer's own, then the players on its left."""
    rules = euchre.presets.TABLE_PRESETS["CUTTHROAT"]
    enc = Encoding(rules)
    state = euchre.new_game(rules, seed=5, scores=(1, 4, 7))
    for seat in range(3):
        obs = enc.observation(state.view(seat))
        dealer = segment(enc, obs, "dealer")
        assert list(np.flatnonzero(dealer)) == [(int(state.dealer) - seat) % 3]
        expected = [(1, 4, 7)[(seat + k) % 3] / rules.target for k in range(3)]
        assert segment(enc, obs, "scores").tolist() == pytest.approx(expected)


def test_net_side_points_are_zero_sum_and_the_difference_at_two_sides() -> None:
    assert net_side_points((3, 1)) == (2.0, -2.0)
    assert net_side_points((0, 2, 2)) == (-2.0, 1.0, 1.0)  # cutthroat: a euchre, 2 to each defender
    assert net_side_points((3, 0, 0)) == (3.0, -1.5, -1.5)
    for points in ((1, 2, 3, 4), (0, 0), (5, -3, 2)):
        assert sum(net_side_points(points)) == pytest.approx(0.0)


# --------------------------------------------------------------------- the fast path


PHASE_NAMES = [phase.value for phase in euchre.Phase]
NO_TRUMP, LOW_NO_TRUMP = 4, 5  # the trump one-hot's slots after the four suits


def reference(enc: Encoding, view: euchre.View) -> np.ndarray:
    """The observation as docs/encoding.md lays it out, from the view's public fields only,
    one segment at a time (slow and plain)."""
    at = {part.name: part.start for part in enc.segments}
    n = enc.num_cards
    place = {a.card: i for i, a in enumerate(a for a in enc.actions if a.kind is ActionKind.PLAY)}
    words = [str(a) for a in enc.actions if a.card is None]
    hidden = [HIDDEN_DISCARD, HIDDEN_EXCHANGE]
    me = view.seat
    out = np.zeros(enc.observation_shape, dtype=np.float64)
    table = view.rules.table
    seats = table.players
    sides = []  # the viewer's side, then the others as their seats follow it clockwise
    for k in range(seats):
        side = table.side_of[(me + k) % seats]
        if side not in sides:
            sides.append(side)

    def rel(seat: int) -> int:
        return (seat - me) % seats

    for card in view.hand:
        out[at["hand"] + place[card]] += 1
    if view.upcard is not None:
        out[at["upcard"] + place[view.upcard]] = 1
    out[at["upcard_state"]] = view.dealer_took_upcard
    out[at["upcard_state"] + 1] = view.turned_down is not None
    if view.upcard_suit is not None:
        out[at["upcard_suit"] + view.upcard_suit] = 1
    if view.trump is not None:
        out[at["trump"] + view.trump] = 1
    elif view.no_trump:
        out[at["trump"] + (LOW_NO_TRUMP if view.low_no_trump else NO_TRUMP)] = 1
    out[at["phase"] + PHASE_NAMES.index(view.phase)] = 1
    out[at["dealer"] + rel(view.dealer)] = 1
    for name in ("to_act", "maker", "alone", "lone_defender"):
        seat = getattr(view, name)
        if seat is not None:
            out[at[name] + rel(seat)] = 1
    for seat in view.sitting_out:
        out[at["sitting_out"] + rel(seat)] = 1
    for public in view.actions:
        who = rel(public.seat)
        if public.text in words:
            out[at["words"] + who * len(words) + words.index(public.text)] += 1
        elif public.text in hidden:
            out[at["hidden"] + who * len(hidden) + hidden.index(public.text)] += 1
        else:
            action = parse_action(public.text)
            if action.kind is ActionKind.DISCARD:
                out[at["own_discards"] + place[action.card]] += 1
            elif action.kind is ActionKind.GIVE:
                out[at["gives"] + (0 if who == 0 else n) + place[action.card]] += 1
    if view.current_trick is not None:
        out[at["trick_leader"] + rel(view.current_trick.leader)] = 1
        for seat, card in view.current_trick.plays:
            out[at["trick"] + rel(seat) * n + place[card]] = 1
    for trick in view.tricks:
        for seat, card in trick.plays:
            out[at["played"] + rel(seat) * n + place[card]] += 1
    size = view.rules.cards_per_hand
    for who in range(seats):
        out[at["hand_sizes"] + who] = view.hand_sizes[(me + who) % seats] / size
    for k, side in enumerate(sides):
        out[at["tricks_won"] + k] = view.tricks_won[side] / size
        out[at["scores"] + k] = view.scores[side] / view.rules.target
    out[at["own_reneges"]] = bool(view.own_reneges)
    return out.astype(np.float32)


def reference_information_state(enc: Encoding, view: euchre.View) -> np.ndarray:
    """The information state as docs/encoding.md lays it out: the reference observation,
    then per public action the actor's relative seat, the action's id, or hidden."""
    size = enc.observation_shape[0]
    out = np.zeros(enc.information_state_shape, dtype=np.float32)
    out[:size] = reference(enc, view)
    seats = view.rules.players
    step = seats + enc.num_actions + 2
    for t, public in enumerate(view.actions[: enc.max_hand_actions]):
        base = size + t * step
        out[base + (public.seat - view.seat) % seats] = 1
        if public.text == HIDDEN_DISCARD:
            out[base + seats + enc.num_actions] = 1
        elif public.text == HIDDEN_EXCHANGE:
            out[base + seats + enc.num_actions + 1] = 1
        else:
            out[base + seats + enc.action_id(public.text)] = 1
    return out


#: Every preset, then one RuleSet of each other family (the double deck among them).
RULESETS = [
    *(pytest.param(rules, id=name) for name, rules in zip(euchre.presets.names(), PRESETS, strict=True)),
    *(pytest.param(rules, id=family_name(rules)) for rules in FAMILIES[1:]),
    *TABLES,
]


@pytest.mark.parametrize("rules", RULESETS)
def test_fast_observation_and_information_state_equal_the_reference(
    rules: euchre.RuleSet,
) -> None:
    """Random play (declaring and claiming now and then), every seat at every decision: the
    fast vector is exactly (same dtype, same values) the plain reading of the view's fields;
    so is the information state, returned, written into a buffer of old values, or as a
    list of floats (the float32 values exactly)."""
    enc = Encoding(rules)
    dirty = np.full(enc.information_state_shape, 9, dtype=np.float32)
    checked = 0
    for seed in range(3):
        for state in decisions(rules, seed, 150):
            for seat in range(rules.players):
                view = state.view(seat)
                fast = enc.observation(view)
                assert fast.dtype == np.float32 and fast.shape == enc.observation_shape
                assert np.array_equal(fast, reference(enc, view))
                info = enc.information_state(view)
                assert info.dtype == np.float32
                expected = reference_information_state(enc, view)
                assert np.array_equal(info, expected)
                facts = plain_facts(view)
                enc.fill_information_state(facts, dirty)  # every value rewritten
                assert np.array_equal(dirty, expected)
                assert enc.information_state_values(facts) == expected.tolist()
                assert enc.observation_values(facts) == fast.tolist()
                checked += 1
    assert checked > 300


def test_compact_segments_tile_the_compact_information_state() -> None:
    for rules in [*FAMILIES, *(param.values[0] for param in TABLES)]:
        enc = Encoding(rules)
        start = 0
        for part in enc.compact_segments:
            assert part.start == start and part.size > 0 and part.text
            start += part.size
        assert (start,) == enc.compact_information_state_shape
        assert start < enc.information_state_shape[0] // 2 + enc.observation_shape[0] // 4


def test_compact_information_state_of_the_four_seat_game_has_1330_numbers() -> None:
    enc = Encoding(euchre.presets.STANDARD)
    assert enc.compact_information_state_shape == (1330,)
    assert [part.name for part in enc.compact_segments][-1] == "actions"


@pytest.mark.parametrize("rules", RULESETS)
def test_compact_information_state_and_the_full_one_determine_each_other(
    rules: euchre.RuleSet,
) -> None:
    """Random play (declaring and claiming now and then), every seat at every decision: a
    seat's compact vector and its full information state (perfect recall) are one-to-one,
    so the compact one loses nothing; and the compact vector, returned or as a list of
    floats, holds the same float32 values."""
    enc = Encoding(rules)
    full_of: dict[tuple[int, bytes], bytes] = {}
    compact_of: dict[tuple[int, bytes], bytes] = {}
    for seed in range(3):
        for state in decisions(rules, seed, 150):
            for seat in range(rules.players):
                view = state.view(seat)
                compact = enc.compact_information_state(view)
                assert compact.dtype == np.float32 and compact.shape == enc.compact_information_state_shape
                assert enc.compact_information_state_values(plain_facts(view)) == compact.tolist()
                full = enc.information_state(view).tobytes()
                assert full_of.setdefault((seat, compact.tobytes()), full) == full
                assert compact_of.setdefault((seat, full), compact.tobytes()) == compact.tobytes()
    assert len(full_of) == len(compact_of) > 300


def test_compact_information_state_hides_what_the_seat_cannot_see() -> None:
    """A dealer's discard: only the dealer's compact vector tells the two hands apart; a
    call-for-best exchange: only the partners' do."""
    deal = euchre.Deal(
        hands=("9s Ts Js Qs Ks", "9c Tc Jc Qc Kc", "9h Th Jh Qh Kh", "9d Td Jd Qd Kd"),
        upcard="As",
        kitty=("Ac", "Ah", "Ad"),
    )
    enc = Encoding(euchre.presets.STANDARD)
    seen = {}
    for discard in ("9s", "Ts"):
        hand = euchre.new_game(euchre.presets.STANDARD, dealer=Seat.NORTH, deal=deal)
        hand = hand.apply_all(f"order up; pick up; discard {discard}; pass; pass; pass; pass; play Kc")
        seen[discard] = [enc.compact_information_state(hand.view(seat)) for seat in Seat]
    for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST):
        assert np.array_equal(seen["9s"][seat], seen["Ts"][seat])
    assert not np.array_equal(seen["9s"][Seat.NORTH], seen["Ts"][Seat.NORTH])
    enc = Encoding(BID)
    moves = "bid best; pass; pass; pass; call hearts; give {}; give {}"
    state = euchre.new_game(BID, dealer=Seat.WEST, deal=BEST_DEAL).apply_all(moves.format("Ad", "Th"))
    twin = euchre.new_game(BID, dealer=Seat.WEST, deal=TWIN_DEAL).apply_all(moves.format("Th", "9c"))
    for seat, same in ((Seat.EAST, True), (Seat.WEST, True), (Seat.NORTH, False), (Seat.SOUTH, False)):
        ours, theirs = (enc.compact_information_state(s.view(seat)) for s in (state, twin))
        assert np.array_equal(ours, theirs) is same


@pytest.mark.parametrize("rules", RULESETS)
def test_a_view_read_back_from_json_gives_the_same_observation(rules: euchre.RuleSet) -> None:
    """The view read back from JSON (no snapshot behind it: the encoding reads its fields)
    gives exactly the vector and information state of the view itself."""
    enc = Encoding(rules)
    checked = 0
    for seed in range(2):
        for state in decisions(rules, seed, 100):
            for seat in range(rules.players):
                view = state.view(seat)
                again = euchre.View.from_json(view.to_json())
                assert np.array_equal(enc.observation(again), enc.observation(view))
                assert np.array_equal(enc.information_state(again), enc.information_state(view))
                checked += 1
    assert checked > 150


@pytest.mark.parametrize("rules", FAMILIES, ids=family_name)
def test_view_facts_from_the_snapshot_equal_facts_from_the_fields(
    rules: euchre.RuleSet,
) -> None:
    """``plain_facts(view)`` of a view made by ``state.view(seat)`` (read from its snapshot) is
    what the view's public fields say (a view read back from JSON, built from fields only),
    before and after those fields are read."""
    checked = 0
    for seed in (7, 8):
        for state in decisions(rules, seed, 100):
            for seat in range(4):
                view = state.view(seat)
                from_snapshot = plain_facts(view)
                from_fields = plain_facts(euchre.View.from_json(view.to_json()))
                assert from_snapshot == from_fields
                assert from_snapshot.hand == tuple(c.index for c in view.hand)
                assert plain_facts(view) == from_snapshot  # the fields now read: still the same
                checked += 1
    assert checked > 300


def test_view_facts_of_twin_deals_are_equal_for_the_seats_that_cannot_tell_them_apart() -> None:
    """The call-for-best twins above: East and West, who do not see the
    exchange, get equal facts; North and South, who made it, do not."""
    moves = "bid best; pass; pass; pass; call hearts; give {}; give {}"
    state = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=BEST_DEAL).apply_all(moves.format("Ad", "Th"))
    twin = euchre.new_game(BID, dealer=euchre.Seat.WEST, deal=TWIN_DEAL).apply_all(moves.format("Th", "9c"))
    for seat in (euchre.Seat.EAST, euchre.Seat.WEST):
        assert plain_facts(state.view(seat)) == plain_facts(twin.view(seat))
    for seat in (euchre.Seat.NORTH, euchre.Seat.SOUTH):
        assert plain_facts(state.view(seat)) != plain_facts(twin.view(seat))


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


def test_docs_print_every_familys_action_table_and_the_layout() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for rules in FAMILIES:
        assert table_markdown(rules) in text, f"regenerate: python {__file__} (docs/encoding.md)"
    assert layout_markdown(euchre.presets.STANDARD) in text


if __name__ == "__main__":  # print the generated sections of docs/encoding.md
    for rules in FAMILIES:
        print(table_markdown(rules), end="\n\n")
    print(layout_markdown(euchre.presets.STANDARD))
