"""The batch simulator's tables against the engine's single implementations.

``euchre.fast`` keeps no rule of its own: its card order, seats in play, first lead, deal
order and points are NumPy tables generated from ``euchre.engine.cardorder``,
``euchre.engine.alone``, ``euchre.engine.scoring`` and ``euchre.deal``. Each table is compared
here, entry by entry, with the engine, for every RuleSet family the simulator accepts; the
families it refuses are refused with the library's :class:`~euchre.errors.RuleSetError`.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

np = pytest.importorskip("numpy")

import attrs  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import euchre  # noqa: E402
from euchre import fast, presets  # noqa: E402
from euchre.cards import Card, Rank, Suit  # noqa: E402
from euchre.deal import seat_order  # noqa: E402
from euchre.engine import cardorder  # noqa: E402
from euchre.engine.alone import defenders_in_order, first_leader, seats_in_play  # noqa: E402
from euchre.engine.scoring import hand_points, knock_points  # noqa: E402
from euchre.errors import RuleSetError  # noqa: E402
from euchre.rules import DEAL_3_2, DEAL_ONE_AT_A_TIME, DEAL_TRADITIONAL, RuleSet, Scoring  # noqa: E402

SEATS = range(4)
TRUMPS = range(4)  # the simulator's trumps: the four suits (no trump is refused)

# ----------------------------------------------------------------- the RuleSet families

#: Knobs the simulator plays, with every value it accepts.
SUPPORTED: dict[str, tuple[Any, ...]] = {
    "variant": ("knock",),
    "deck": (24,),
    "cards_per_hand": (5,),
    "stick_the_dealer": (False, True),
    "all_pass": ("next_dealer", "same_dealer"),
    "dealer_pickup": ("mandatory", "optional"),
    "discard_upcard": (False, True),
    "alone": ("nobody", "maker", "maker_or_partner"),
    "alone_timing": ("with_call", "after_call"),
    "canadian_loner": (False, True),
    "defender_alone": ("never", "vs_lone_maker", "always"),
    "defender_alone_order": ("dealer_left", "maker_left"),
    "first_lead": ("dealer_left", "maker_left", "lone_left"),
    "renege": ("forbid",),
}
#: Knobs with any value (they do not change one hand, or only through a generated table).
FREE: dict[str, tuple[Any, ...]] = {
    "name": ("anything",),
    "deal_pattern": (DEAL_3_2, DEAL_TRADITIONAL, DEAL_ONE_AT_A_TIME, (5, 5, 5, 5), "2-3"),
    "scoring": (Scoring(), Scoring(super_euchre=4, euchre=3), Scoring(lone_march=5, lone=2)),
    "target": (1, 5, 11),
    "win_by_two": (False, True),
    # a match's knobs: nothing within a game (the simulator plays games)
    "laps": (False, True),
    "slams": (False, True),
    "match_games": (1, 3),
}
#: RuleSets the simulator refuses, each with the knob its error must name.
REFUSED: dict[str, tuple[str, dict[str, Any]]] = {
    "variant": ("variant", {"variant": "bid"}),
    "deck": ("deck", {"deck": 32}),
    "deck_joker": ("deck", {"deck": 25}),
    "deck_double": ("variant", {"variant": "bid", "deck": 48}),  # the double deck is Bid only
    # any table but four seats in two teams: refused naming the format (test_fast_refuses_...)
    "players": ("players", {"players": 3, "partnership": "none"}),
    "partnership": ("partnership", {"partnership": "none"}),
    "dummy": ("dummy", {"dummy": 2}),
    "double_deck_tie": ("variant", {"variant": "bid", "deck": 48, "double_deck_tie": "second"}),
    "first_lead": ("variant", {"variant": "bid", "first_lead": "bidder"}),
    "cards_per_hand": ("variant", {"variant": "bid", "cards_per_hand": 6}),
    "renege": ("renege", {"renege": "penalise"}),
    "renege_claim": ("renege_claim", {"renege_claim": "trick"}),
    "renege_penalty": ("renege_penalty", {"renege_penalty": "offenders_lose"}),
    "renege_points": ("renege_points", {"renege_points": 3}),
    "renege_points_alone": ("renege_points_alone", {"renege_points_alone": 3}),
    "renege_points_by_lone": ("renege_points_by_lone", {"renege_points_by_lone": 4}),
    "partner_alone_after_passing": (
        "partner_alone_after_passing", {"partner_alone_after_passing": False}
    ),
    "natural_trump": ("natural_trump", {"natural_trump": "to_order"}),
    "trump_off_suit_ace": ("trump_off_suit_ace", {"trump_off_suit_ace": False}),
    "renege_ends_hand": ("renege_ends_hand", {"renege_ends_hand": False}),
    "renege_take_back": ("renege_take_back", {"renege_take_back": True}),
    "renege_false_claim": ("renege_false_claim", {"renege_false_claim": 1}),
    "joker_upcard": ("joker_upcard", {"joker_upcard": "redeal"}),
    "joker_suit": ("joker_suit", {"joker_suit": Suit.SPADES}),
    "no_trump": ("no_trump", {"no_trump": True}),
    "ace_no_face": ("ace_no_face", {"ace_no_face": True}),
    "ace_no_face_dealer": ("ace_no_face_dealer", {"ace_no_face_dealer": "same_dealer"}),
    "farmers_hand": ("farmers_hand", {"farmers_hand": "exchange"}),
    "farmers_hand_size": ("farmers_hand_size", {"farmers_hand_size": 3}),
    "misdeal": ("misdeal", {"misdeal": "same_dealer"}),
    "misdeals_to_pass": ("misdeals_to_pass", {"misdeals_to_pass": 0}),
    "call_for_best": ("call_for_best", {"call_for_best": True}),
    "defender_call_for_best": (
        "defender_call_for_best", {"defender_alone": "always", "defender_call_for_best": True}
    ),
    # the partner's choice needs a call for best, which is refused first
    "best_card_choice": ("call_for_best", {"call_for_best": True, "best_card_choice": "partner"}),
    "num_deals": ("num_deals", {"num_deals": 4}),
    "bid_minimum": ("bid_minimum", {"bid_minimum": 2}),
    "bid_best": ("bid_best", {"bid_best": False}),
    "bid_moon": ("bid_moon", {"bid_moon": False}),
    "bid_best_value": ("bid_best_value", {"bid_best_value": 3}),
    "bid_moon_value": ("bid_moon_value", {"bid_moon_value": 3}),
    "bid_set_value": ("bid_set_value", {"bid_set_value": "value"}),
    "bid_trick_value": ("bid_trick_value", {"bid_trick_value": 2}),
    "bid_no_trump": ("bid_no_trump", {"bid_no_trump": True}),
    "bid_low_no_trump": ("bid_low_no_trump", {"bid_low_no_trump": True}),
    "tie": ("tie", {"tie": "draw"}),
    "fast_break": ("fast_break", {"fast_break": True}),
    "four_trick_tokens": ("four_trick_tokens", {"four_trick_tokens": True}),
    "go_under": ("go_under", {"go_under": "either"}),
}


def accepted_families() -> dict[str, RuleSet]:
    """One RuleSet per value of every supported or free knob, and the Knock presets."""
    families = {
        name: rules
        for name in ("STANDARD", "OPENSPIEL", "CARDGAMES_IO", "GAMES4ALL")
        for rules in [getattr(presets, name)]
    }
    for knob, values in {**SUPPORTED, **FREE}.items():
        for value in values:
            families[f"{knob}={value!r}"] = RuleSet(**{knob: value})
    return families


ACCEPTED = accepted_families()


def test_the_families_cover_every_knob() -> None:
    """Every RuleSet knob is supported, free or refused here: a new knob must be added."""
    refused = {knob for _, changes in REFUSED.values() for knob in changes}
    assert set(attrs.fields_dict(RuleSet)) == set(SUPPORTED) | set(FREE) | refused


@pytest.mark.parametrize("family", list(REFUSED))
def test_refused_families_raise_rule_set_error(family: str) -> None:
    knob, changes = REFUSED[family]
    rules = RuleSet(**changes)
    with pytest.raises(RuleSetError, match=f"{knob}="):
        fast.check_rules(rules)
    with pytest.raises(RuleSetError, match=f"{knob}="):
        fast.simulate(rules, 10, seed=1)


def test_bid_preset_refused() -> None:
    with pytest.raises(RuleSetError, match="variant="):
        fast.simulate(presets.BID_EUCHRE, 10, seed=1)


# ----------------------------------------------------------------- card ids and card order


def test_card_ids_map_to_engine_indices() -> None:
    """Batch id ``suit * 6 + rank - 9`` (the documented format) is ``Card.index`` in the engine."""
    assert len(fast._CARDS) == 24
    for suit, rank in itertools.product(range(4), range(9, 15)):
        card = Card.of(Rank(rank), Suit(suit))
        i = suit * 6 + rank - 9
        assert fast._CARDS[i] is card
        assert fast._ID[card] == i
        assert fast._ENGINE_INDEX[i] == card.index
    assert sum(1 << index for index in fast._ENGINE_INDEX) == cardorder.DECKS[24]


def to_ids(engine_mask: int) -> int:
    return sum(1 << i for i, card in enumerate(fast._CARDS) if engine_mask >> card.index & 1)


def test_effective_suit_table() -> None:
    """4 trumps x 24 cards: ``eff`` is ``EFFECTIVE_SUIT``."""
    t = fast._tables()
    for trump, i in itertools.product(TRUMPS, range(24)):
        assert t.eff[trump * 24 + i] == cardorder.EFFECTIVE_SUIT[trump][fast._CARDS[i].index]


def test_power_table() -> None:
    """4 trumps x 4 suits led x 24 cards: ``power`` is ``POWER``."""
    t = fast._tables()
    for trump, led, i in itertools.product(TRUMPS, range(4), range(24)):
        want = cardorder.POWER[trump][led][fast._CARDS[i].index]
        assert t.power[(trump * 4 + led) * 24 + i] == want


def test_suit_mask_table() -> None:
    """4 trumps x 4 suits: ``suit_mask`` is ``SUIT_MASK`` in batch ids; the four partition the deck."""
    t = fast._tables()
    for trump in TRUMPS:
        masks = [int(t.suit_mask[trump * 4 + suit]) for suit in range(4)]
        assert masks == [to_ids(cardorder.SUIT_MASK[trump][suit]) for suit in range(4)]
        assert sum(masks) == (1 << 24) - 1 and sum(bin(m).count("1") for m in masks) == 24


def batch_winner(trump: int, ids: list[int]) -> int:
    """The trick winner as the simulator's kernel finds it: the first strictly best power."""
    t = fast._tables()
    led = int(t.eff[trump * 24 + ids[0]])
    power = [int(t.power[(trump * 4 + led) * 24 + i]) for i in ids]
    best = 0
    for k in range(1, len(ids)):
        if power[k] > power[best]:
            best = k
    return best


def test_trick_winners_agree_with_winning_play() -> None:
    """Every ordered pair of cards and 20,000 random 4-card tricks per trump."""
    rng = random.Random(7)
    for trump in TRUMPS:
        tricks = [list(pair) for pair in itertools.permutations(range(24), 2)]
        tricks += [rng.sample(range(24), 4) for _ in range(20_000)]
        for ids in tricks:
            engine = [fast._CARDS[i].index for i in ids]
            assert batch_winner(trump, ids) == cardorder.winning_play(trump, engine), (trump, ids)


# ----------------------------------------------------------------- seats in play, first lead


def in_play(alone: int, defender: int) -> int:
    """The seats in play: all but the partner of each lone player (RULES.md)."""
    out = {alone ^ 2 for alone in (alone, defender) if alone >= 0}
    return sum(1 << seat for seat in SEATS if seat not in out)


def test_seats_in_play_table() -> None:
    """5 x 5 (lone maker-side player, lone defender; -1 for none): the engine's
    ``seats_in_play``, and the rule as stated."""
    t = fast._tables()
    for alone, defender in itertools.product(range(-1, 4), range(-1, 4)):
        want = in_play(alone, defender)
        assert t.active[(alone + 1) * 5 + defender + 1] == seats_in_play(alone, defender) == want


def check_first_leads(first_lead: str) -> int:
    """The first-lead table against ``first_leader``: every (dealer, maker, lone player, lone
    defender), 400 cases. Returns the number compared."""
    table = fast._first_leads(first_lead)
    n = 0
    for dealer, maker, alone, defender in itertools.product(
        SEATS, SEATS, range(-1, 4), range(-1, 4)
    ):
        active = in_play(alone, defender)
        want = first_leader(first_lead, dealer, maker, alone, defender, active)
        assert table[fast._lead_index(dealer, maker, alone, defender)] == want, (
            first_lead,
            dealer,
            maker,
            alone,
            defender,
        )
        n += 1
    return n


@pytest.mark.parametrize("first_lead", SUPPORTED["first_lead"])
def test_first_lead_table(first_lead: str) -> None:
    assert check_first_leads(first_lead) == 400


# ----------------------------------------------------------------- points and deal order


def check_points(rules: RuleSet) -> int:
    """The points table against ``hand_points`` and ``knock_points``: every (maker, tricks
    North-South took, maker alone, lone defender), 96 cases. Returns the number compared."""
    table = fast._hand_points(rules)
    n = 0
    for maker, won_ns, alone, defender in itertools.product(SEATS, range(6), (0, 1), (0, 1)):
        got = tuple(int(x) for x in table[fast._points_index(maker, won_ns, alone, defender)])
        won = (won_ns, 5 - won_ns)
        want = hand_points(rules, maker, won, alone=alone == 1, lone_defender=defender == 1)
        points, to_makers = knock_points(
            rules.scoring, won[maker & 1], 5, alone == 1, defender == 1
        )
        team = maker & 1 if to_makers else 1 - (maker & 1)
        assert got == want == ((points, 0) if team == 0 else (0, points)), (
            rules.scoring,
            maker,
            won_ns,
            alone,
            defender,
        )
        n += 1
    return n


def check_deal_order(rules: RuleSet, decks: int = 3) -> int:
    """Dealing shuffled decks by ``rules.deal_pattern`` from each dealer's left gives each seat
    the cards the engine's deal order (``euchre.deal``) gives it. Returns the number compared."""
    rng = np.random.default_rng(11)
    n = 0
    for dealer in SEATS:
        shuffled = np.array([rng.permutation(24) for _ in range(decks)], np.int64)
        rows = fast._deal_decks(rules, shuffled, np.full(decks, dealer, np.int64))
        seats = seat_order(rules.deal_pattern, dealer)
        for deck, row in zip(shuffled.tolist(), rows.tolist(), strict=True):
            want = [0, 0, 0, 0]
            for position, seat in enumerate(seats):
                want[seat] |= 1 << deck[position]
            assert row == [*want, deck[len(seats)]], (rules.deal_pattern, dealer)
            n += 1
    return n


# ----------------------------------------------------------------- bidding and going alone


def bidding_deal(turned: int) -> euchre.Deal:
    """A deal with an upcard of suit ``turned`` (the cards held do not change the bidding)."""
    upcard = next(card for card in fast._CARDS if card.suit == turned)
    rest = [card for card in fast._CARDS if card is not upcard]
    return euchre.Deal(
        hands=[rest[5 * s : 5 * s + 5] for s in SEATS], upcard=upcard, kitty=rest[20:]
    )


def check_bidding_turns(rules: RuleSet) -> int:
    """Every bidding turn (each dealer, suit turned down, seat in turn, all passing before):
    the engine's legal actions are what the simulator's bidding tables say. Returns the
    number of turns compared."""
    bid = fast._bidding(rules)
    n = 0
    for dealer, turned in itertools.product(SEATS, TRUMPS):
        state = euchre.new_game(rules, dealer=dealer, deal=bidding_deal(turned))
        for turn in range(8):
            legal = state.legal_actions()
            j = turn % 4  # seats from the dealer's left
            at = (rules, dealer, turned, turn)
            if turn < 4:
                assert state.phase is euchre.Phase.ORDER, at
                assert len(legal) == bid.order_count[j], at
                assert legal.index(euchre.PASS) == bid.order_pass[j], at
                codes = bid.order_code[j * 3 : j * 3 + len(legal)].tolist()
                assert [fast._order_code(a) for a in legal] == codes, at
            else:
                assert state.phase is euchre.Phase.CALL, at
                assert len(legal) == bid.call_count[j], at
                pass_at = legal.index(euchre.PASS) if euchre.PASS in legal else -1
                assert pass_at == bid.call_pass[j], at
                start = (turned * 4 + j) * bid.call_width
                codes = bid.call_code[start : start + len(legal)].tolist()
                assert [fast._call_code(a) for a in legal] == codes, at
            n += 1
            if euchre.PASS not in legal:
                break  # the dealer is stuck
            state = state.apply(euchre.PASS)
    return n


def to_maker_alone(rules: RuleSet, dealer: int, passes: int) -> euchre.State:
    """The state after ``passes`` passes and a call (in round 1 an order up), the pickup and
    the discard: with ``alone_timing="after_call"`` the maker is asked about going alone."""
    state = euchre.new_game(rules, dealer=dealer, deal=bidding_deal(0))
    for _ in range(passes):
        state = state.apply(euchre.PASS)
    state = state.apply(next(a for a in state.legal_actions() if a is not euchre.PASS))
    while state.phase in (euchre.Phase.PICKUP, euchre.Phase.DISCARD):
        state = state.apply(state.legal_actions()[-1])
    return state


def check_maker_alone(rules: RuleSet) -> int:
    """The maker asked about going alone after the call (forced for the Canadian loner):
    the engine's legal actions for every dealer and number of passes before the call, against
    the simulator's table. Returns the number compared."""
    bid = fast._bidding(rules)
    n = 0
    for dealer, passes in itertools.product(SEATS, range(8)):
        state = to_maker_alone(rules, dealer, passes)
        assert state.phase is euchre.Phase.ALONE and state.to_act == state.maker
        key = fast._alone_key(dealer, int(state.maker), passes)
        legal = state.legal_actions()
        assert len(legal) == bid.maker_alone_count[key], (rules, dealer, passes)
        go = bid.maker_alone_go[key * 2 : key * 2 + len(legal)].tolist()
        assert [a is euchre.GO_ALONE for a in legal] == go, (rules, dealer, passes)
        n += 1
    return n


def check_defender_order(rules: RuleSet) -> None:
    """The defenders in the order they are asked: ``defenders_in_order``."""
    bid = fast._bidding(rules)
    maker_left = rules.defender_alone_order == "maker_left"
    for dealer, maker in itertools.product(SEATS, SEATS):
        pair = dealer * 4 + maker
        got = (int(bid.first_defender[pair]), int(bid.second_defender[pair]))
        assert got == defenders_in_order(maker_left, dealer, maker)


@pytest.mark.parametrize("family", list(ACCEPTED))
def test_accepted_family_tables(family: str) -> None:
    """Each accepted family: accepted, and its points, first lead, deal order, bidding turns
    and going alone match."""
    rules = ACCEPTED[family]
    fast.check_rules(rules)
    assert check_points(rules) == 96
    assert check_first_leads(rules.first_lead) == 400
    assert check_deal_order(rules) == 12
    assert check_bidding_turns(rules) == 128
    if rules.alone != "nobody" and rules.alone_timing == "after_call":
        assert check_maker_alone(rules) == 32
    check_defender_order(rules)


def test_canadian_loner_tables() -> None:
    """The dealer's partner who orders up under ``canadian_loner``: only ``order up alone``
    (alone announced with the call), or forced to go alone (after the call)."""
    with_call = fast._bidding(presets.CARDGAMES_IO.replace(canadian_loner=True))
    assert with_call.order_count.tolist() == [3, 2, 3, 3]
    assert with_call.order_code.tolist()[3:5] == [0, 2]  # the partner: pass, order up alone
    after = fast._bidding(presets.STANDARD.replace(canadian_loner=True))
    for dealer, maker, passes in itertools.product(SEATS, SEATS, range(9)):
        forced = maker == dealer ^ 2 and passes < 4
        key = fast._alone_key(dealer, maker, passes)
        assert after.maker_alone_count[key] == (1 if forced else 2)
        assert after.maker_alone_go[key * 2] == forced


@st.composite
def deal_patterns(draw: st.DrawFn) -> tuple[int, ...]:
    """Packets round the table: each seat's five cards cut into the same number of packets."""
    rounds = draw(st.integers(1, 5))
    cuts = [
        sorted(draw(st.sets(st.integers(1, 4), min_size=rounds - 1, max_size=rounds - 1)))
        for _ in SEATS
    ]
    parts = [[b - a for a, b in itertools.pairwise([0, *c, 5])] for c in cuts]
    return tuple(parts[seat][r] for r in range(rounds) for seat in SEATS)


@settings(max_examples=60, deadline=None)
@given(
    values=st.lists(st.integers(0, 9), min_size=8, max_size=8),
    super_euchre=st.sampled_from([None, 0, 3, 5]),
    pattern=deal_patterns(),
    first_lead=st.sampled_from(SUPPORTED["first_lead"]),
)
def test_random_scorings_and_deal_patterns(
    values: list[int], super_euchre: int | None, pattern: tuple[int, ...], first_lead: Any
) -> None:
    names = [f for f in attrs.fields_dict(Scoring) if f != "super_euchre"]
    scoring = Scoring(**dict(zip(names, values, strict=True)), super_euchre=super_euchre)
    rules = RuleSet(scoring=scoring, deal_pattern=pattern, first_lead=first_lead)
    fast.check_rules(rules)
    check_points(rules)
    check_deal_order(rules, decks=1)
    assert fast._first_leads(first_lead) is fast._first_leads(first_lead)  # generated once


# ----------------------------------------------------------------- the tables in play


def test_tables_give_the_engines_lead_and_seats_in_play() -> None:
    """Replaying simulated hands on the engine: at the first card, the state's leader and
    sitting-out seats are what the simulator's tables give for the hand's seats."""
    rules = presets.STANDARD.replace(
        alone="maker_or_partner", defender_alone="always", first_lead="lone_left"
    )
    batch = fast.simulate(rules, 400, seed=4, record=True)
    assert batch.choices is not None
    t = fast._tables()
    seen = set()
    for i in np.flatnonzero(~batch.thrown_in).tolist():
        row = batch.row(i)
        state = euchre.new_game(rules, dealer=row["dealer"], deal=fast.to_deal(batch.deals[i]))
        for choice in batch.choices[i].tolist():
            if state.phase is euchre.Phase.PLAY:
                break
            state = state.apply(state.legal_actions()[choice])
        alone = -1 if row["alone"] is None else row["alone"]
        defender = -1 if row["lone_defender"] is None else row["lone_defender"]
        key = fast._lead_index(row["dealer"], row["maker"], alone, defender)
        assert state.to_act == fast._first_leads(rules.first_lead)[key]
        active = int(t.active[(alone + 1) * 5 + defender + 1])
        assert {int(s) for s in state.sitting_out} == {s for s in SEATS if not active >> s & 1}
        seen.add((alone >= 0, defender >= 0))
    assert seen == {(False, False), (False, True), (True, False), (True, True)}


@pytest.mark.parametrize("name", sorted(presets.TABLE_PRESETS))
def test_fast_refuses_every_other_table_naming_its_format(name: str) -> None:
    """euchre.fast is the four-handed game's batch simulator: other tables are refused with
    the format's name and where to go instead."""
    rules = presets.TABLE_PRESETS[name]
    message = (
        f"euchre.fast plays the four-handed game only, not players={rules.players} "
        f"({rules.table.format_name}); use euchre.simulate"
    )
    with pytest.raises(RuleSetError) as caught:
        fast.check_rules(rules)
    assert str(caught.value) == message
    with pytest.raises(RuleSetError, match=r"use euchre\.simulate"):
        fast.simulate(rules, 10, seed=1)


def test_fast_refuses_four_players_each_for_themselves() -> None:
    with pytest.raises(RuleSetError, match=r"not partnership='none' \(four-handed, each for themselves\)"):
        fast.check_rules(RuleSet(partnership="none"))
