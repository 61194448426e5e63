"""The OpenSpiel games: importing ``euchre.openspiel`` registers one game per
preset and ``python_euchre`` for any RuleSet; OpenSpiel's random simulation test passes on
each, serialisation included, and every game pickles; ISMCTS plays them through
``resample_from_infostate``; for preset OPENSPIEL the legal actions match OpenSpiel's own
C++ ``euchre`` at every decision of random hands dealt alike."""

from __future__ import annotations

import json
import pickle
import random
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from test_openspiel_oracle import card_text, our_text  # noqa: E402

import euchre  # noqa: E402  (after the optional import on purpose)
import euchre.openspiel as eos  # noqa: E402
from euchre.cards import mask_of  # noqa: E402
from euchre.encoding import Encoding  # noqa: E402
from euchre.errors import ArgumentError  # noqa: E402
from euchre.plainfacts import plain_facts  # noqa: E402
from euchre.rules import codec  # noqa: E402

SEATS = 4
#: The games of the four-seat presets (and the generic game, at its default RuleSet).
FOUR_SEAT_NAMES = (*(eos.game_name(name) for name in euchre.presets.names()), "python_euchre")
#: The games of the tables other than four seats (euchre.presets.TABLE_PRESETS).
TABLE_NAMES = tuple(eos.game_name(name) for name in euchre.presets.TABLE_PRESETS)


def test_importing_registers_a_game_per_preset_and_one_for_any_rules() -> None:
    registered = set(pyspiel.registered_names())
    assert set(eos.GAME_NAMES) <= registered
    assert eos.GAME_NAMES == (
        "python_euchre_cardgames_io", "python_euchre_games4all", "python_euchre_standard",
        "python_euchre_openspiel", "python_euchre_bid_euchre", "python_euchre_hoyle",
        "python_euchre_railroad", "python_euchre_two_handed", "python_euchre_two_handed_dummy", "python_euchre_cutthroat",
        "python_euchre_six_handed", "python_euchre_six_handed_double", "python_euchre",
    )
    for name in euchre.presets.names():
        game = pyspiel.load_game(eos.game_name(name))
        assert game.rules == euchre.presets.get(name)
        assert game.num_distinct_actions() == Encoding(game.rules).num_actions
    assert pyspiel.load_game("python_euchre").rules == euchre.presets.DEFAULT


def test_importing_leaves_the_interpreter_to_exit_cleanly() -> None:
    """OpenSpiel keeps what was registered past the interpreter's end: the process must
    still exit with status 0 (a registered closure once made it abort)."""
    code = "import pyspiel, euchre.openspiel; pyspiel.load_game('python_euchre_standard')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_random_sim_test_passes_with_serialisation(name: str) -> None:
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(
    "rules",
    [euchre.presets.BID_EUCHRE.replace(deck=48), euchre.presets.BID_EUCHRE.replace(deck=25),
     euchre.RuleSet(deck=32, renege="penalise", ace_no_face=True, farmers_hand="exchange"),
     euchre.presets.STANDARD.replace(deck=25, no_trump=True, call_for_best=True)],
    ids=["bid_double_deck", "bid_joker", "knock_32_renege_declarations", "knock_joker_no_trump_best"],
)
def test_any_rules_as_json_play_and_pass_random_sim_test(rules: euchre.RuleSet) -> None:
    game = pyspiel.load_game("python_euchre", {"rules": json.dumps(codec.to_json(rules))})
    assert game.rules == rules
    again = pyspiel.load_game(str(game))  # the game's text form (rules in base64) reads back
    assert again.rules == rules
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_bad_rules_parameter_raises() -> None:
    for bad in ("{not json", '{"deck": 23}', "%%%"):
        with pytest.raises(euchre.errors.RuleSetError):
            eos.read_rules(bad)
    with pytest.raises(euchre.errors.RuleSetError):
        pyspiel.load_game("python_euchre", {"rules": '{"sticky": true}'})


def play_random(game: Any, rng: random.Random) -> Any:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            assert abs(sum(probs) - 1) < 1e-9
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_chance_deals_the_rules_hand_and_returns_are_zero_sum_points() -> None:
    rng = random.Random(3)
    for name in FOUR_SEAT_NAMES:
        game = pyspiel.load_game(name)
        for _ in range(6):
            state = play_random(game, rng)
            returns = state.returns()
            table = state.engine.rules.table
            points = state.engine.results[-1].points
            # each seat gets its side's points less the mean of the other sides' (two sides:
            # the difference), so partners get the same and the returns sum to zero
            net = [p - (sum(points) - p) / (table.sides - 1) for p in points]
            assert abs(sum(returns)) < 1e-9
            assert list(returns) == pytest.approx([net[table.side_of[s]] for s in range(table.players)])
            assert abs(returns[0]) <= game.max_utility()
            assert state.deal is not None
            state.deal.check(game.rules, state.dealer)  # raises DealError if it does not fit


def reference_deal(state: Any) -> euchre.Deal:
    """The deal of a state's chance outcomes as the module docstring says, from card
    texts: one card at a time from the dealer's left round the table, then the dummy's,
    then the upcard (Knock) or the dealer's seventh card (Bid, the joker deck); the rest
    is the kitty."""
    rules, cards = state.engine.rules, state._encoding.cards
    seats, n = rules.players, rules.cards_per_hand
    texts = [str(cards[number]) for number in state.dealt]
    hands: list[list[str]] = [[] for _ in range(seats)]
    for i, text in enumerate(texts[: seats * n]):
        hands[(state.dealer + 1 + i) % seats].append(text)
    rest = texts[seats * n :]
    dummy, rest = rest[: rules.dummy], rest[rules.dummy :]
    upcard = rest.pop() if rules.variant == "knock" else None
    if rest:
        hands[state.dealer].append(rest.pop())
    copies = state._encoding.copies
    kitty = [str(card) for i, card in enumerate(cards) for _ in range(copies - state.dealt.count(i))]
    return euchre.Deal(hands=hands, upcard=upcard, kitty=kitty, dummy=dummy)


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_the_deal_is_the_one_the_chance_outcomes_name(name: str) -> None:
    """The deal built from the cards' bits is the deal the card texts name (every game,
    the double deck's copies and the dummy too), and it fits the rules."""
    game = pyspiel.load_game(name)
    rng = random.Random(9)
    for _ in range(10):
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, chances)[0])
        assert state.deal == reference_deal(state)
        assert state.deal.upcard == reference_deal(state).upcard
        state.deal.check(game.rules, state.dealer)


def test_double_deck_chance_counts_the_copies_left() -> None:
    game = eos.load(euchre.presets.BID_EUCHRE.replace(deck=48))
    state = game.new_initial_state()
    state.apply_action(0)
    assert dict(state.chance_outcomes())[5] == pytest.approx(2 / 48)
    state.apply_action(5)
    state.apply_action(5)
    outcomes = dict(state.chance_outcomes())
    assert 5 not in outcomes and outcomes[6] == pytest.approx(2 / 46)


def test_tensors_are_the_encodings() -> None:
    rng = random.Random(4)
    for name in ("python_euchre_standard", "python_euchre_bid_euchre"):
        game = pyspiel.load_game(name)
        enc = Encoding(game.rules)
        assert game.observation_tensor_shape() == list(enc.observation_shape)
        assert game.information_state_tensor_shape() == list(enc.information_state_shape)
        state = game.new_initial_state()
        checked = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
                continue
            player = state.current_player()
            view = state.engine.view(player)
            for seat in range(SEATS):
                obs = np.asarray(state.observation_tensor(seat), dtype=np.float32)
                assert np.array_equal(obs, enc.observation(state.engine.view(seat)))
            info = np.asarray(state.information_state_tensor(player), dtype=np.float32)
            assert np.array_equal(info, enc.information_state(view))
            text = eos.information_state_text(plain_facts(view))  # a hand in play: no result
            assert state.information_state_string(player) == text
            assert state.legal_actions() == sorted(enc.legal_ids(view))
            state.apply_action(rng.choice(state.legal_actions()))
            checked += 1
        assert checked > 10


def random_hand(game: Any, rng: random.Random) -> list[Any]:
    """Every state of one hand played at random (chance outcomes and actions alike)."""
    state = game.new_initial_state()
    states = [state]
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state = state.child(rng.choices(outcomes, chances)[0])
        else:
            state = state.child(rng.choice(state.legal_actions()))
        states.append(state)
    return states


@pytest.mark.parametrize("name", [*FOUR_SEAT_NAMES[:-1], *TABLE_NAMES])
def test_information_state_string_tells_apart_exactly_the_views_that_differ(name: str) -> None:
    """The information-state string is a function of the player's view, and one-to-one:
    over random hands, two (state, player) pairs have the same string exactly when the
    player's views have the same JSON."""
    game = pyspiel.load_game(name)
    rng = random.Random(5)
    by_text: dict[str, str] = {}
    by_json: dict[str, str] = {}
    for _ in range(12):
        for state in random_hand(game, rng):
            if state.is_chance_node():
                continue
            for player in range(game.num_players()):
                text = state.information_state_string(player)
                view = state.engine.view(player).to_json()
                assert by_text.setdefault(text, view) == view
                assert by_json.setdefault(view, text) == text
    assert len(by_text) > 12 * game.num_players() * 10


def test_information_state_parameter_chooses_the_compact_tensor_and_full_stays_the_default() -> None:
    full = pyspiel.load_game("python_euchre_openspiel")
    compact = pyspiel.load_game("python_euchre_openspiel", {"information_state": "compact"})
    assert str(full) == "python_euchre_openspiel()"  # the default leaves the text as it was
    assert str(compact) == "python_euchre_openspiel(information_state=compact)"
    assert pyspiel.load_game(str(compact)).information_state == "compact"
    assert full.information_state_tensor_shape() == [3166]
    assert compact.information_state_tensor_shape() == list(compact.encoding.compact_information_state_shape)
    assert compact.information_state_tensor_shape() == [1330]
    assert compact.observation_tensor_shape() == full.observation_tensor_shape()
    bid = eos.load(euchre.presets.BID_EUCHRE)
    generic = pyspiel.load_game("python_euchre", {**bid.get_parameters(), "information_state": "compact"})
    assert generic.information_state_tensor_shape() == list(bid.encoding.compact_information_state_shape)
    with pytest.raises(ArgumentError, match="information_state='small': expected one of full, compact"):
        pyspiel.load_game("python_euchre_openspiel", {"information_state": "small"})


@pytest.mark.parametrize("name", ["python_euchre_openspiel", "python_euchre_bid_euchre", "python_euchre_railroad",
                                  "python_euchre_six_handed_double"])
def test_compact_information_state_tensor_tells_apart_exactly_the_information_states(name: str) -> None:
    """With ``information_state=compact`` the tensor is the encoding's compact one, its
    observer writes the same, and over random hands a player's compact tensor and its
    information-state string (one-to-one with its view) determine each other while the
    hand is played: perfect recall in fewer numbers. (At the end the view, and so either
    tensor, no longer holds the hand's facts; the string adds the result.)"""
    game = pyspiel.load_game(name, {"information_state": "compact"})
    observer = game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    rng = random.Random(5)
    by_tensor: dict[tuple[int, tuple[float, ...]], str] = {}
    by_text: dict[str, tuple[float, ...]] = {}
    for _ in range(10):
        for state in random_hand(game, rng)[:-1]:
            if state.is_chance_node():
                continue
            for player in range(game.num_players()):
                tensor = tuple(state.information_state_tensor(player))
                text = state.information_state_string(player)
                assert by_tensor.setdefault((player, tensor), text) == text
                assert by_text.setdefault(text, tensor) == tensor
            player = state.current_player()
            observer.set_from(state, player)
            view = state.engine.view(player)
            assert np.array_equal(observer.tensor, game.encoding.compact_information_state(view))
            assert tuple(observer.tensor.tolist()) == tuple(state.information_state_tensor(player))
    assert len(by_tensor) > 10 * game.num_players() * 10


@pytest.mark.parametrize("name", ["python_euchre_standard", "python_euchre_bid_euchre"])
def test_resampled_worlds_give_the_player_the_same_compact_tensor(name: str) -> None:
    """Worlds that differ from the true state only in cards the player has not seen give
    it the same compact tensor, while the others' tensors differ in some of them."""
    game = pyspiel.load_game(name, {"information_state": "compact"})
    rng = random.Random(9)
    compared = differing = 0
    for _ in range(6):
        for state in random_hand(game, rng)[:-1]:
            if state.is_chance_node() or rng.random() > 0.3:
                continue
            player = state.current_player()
            world = state.resample_from_infostate(player, rng.random)
            assert world.information_state_tensor(player) == state.information_state_tensor(player)
            other = (player + 1) % game.num_players()
            differing += world.information_state_tensor(other) != state.information_state_tensor(other)
            compared += 1
    assert compared > 10 and differing > 0


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_information_state_string_is_the_text_of_the_views_plain_facts(name: str) -> None:
    """The string read at once from the view's snapshot (the four-seat game in one deck)
    is exactly ``information_state_text(plain_facts(view))``, the general path's, for every
    player at every decision and at the end (then with the result after it)."""
    game = pyspiel.load_game(name)
    rng = random.Random(11)
    for _ in range(6):
        for state in random_hand(game, rng):
            if state.is_chance_node():
                continue
            for player in range(game.num_players()):
                view = state.engine.view(player)
                expected = eos.information_state_text(plain_facts(view))
                if state.is_terminal():
                    expected += f" | result {view.results[-1]}"
                assert state.information_state_string(player) == expected
                assert state.information_state_string(np.int64(player)) == expected


def test_information_state_strings_leave_no_hand_in_a_module_cache() -> None:
    """The fast strings' caches hold public texts only: after every player's string at every
    decision, no dict of the module is keyed by (or by a tuple holding) a hand's card mask.
    A cache of hand texts by mask once kept every hand seen (tests/fuzz's check of all module
    caches found it when it ran after these tests)."""
    game = pyspiel.load_game("python_euchre_standard")
    rng = random.Random(3)
    hands: set[int] = set()
    for _ in range(4):
        for state in random_hand(game, rng):
            if state.is_chance_node():
                continue
            hands.update(mask_of(hand) for hand in state.engine.hands if len(hand) >= 3)
            for player in range(game.num_players()):
                state.information_state_string(player)
    keys: set[object] = set()
    for value in vars(eos).values():
        if isinstance(value, dict):
            for key in value:
                keys.update(key if isinstance(key, tuple) else (key,))
    assert hands and not hands & keys


@pytest.mark.parametrize("name", ["python_euchre_standard", "python_euchre_six_handed_double"])
def test_clone_shares_the_game_and_plays_on_apart(name: str) -> None:
    """``clone()`` copies what changes and shares the game and its encoding: the clone
    and the original play on apart, each with its own history and tensors."""
    game = pyspiel.load_game(name)
    rng = random.Random(6)
    for state in random_hand(game, rng)[::7]:
        copy = state.clone()
        assert copy._game is state._game and copy._encoding is state._encoding
        assert str(copy) == str(state) and copy.history() == state.history()
        assert copy.current_player() == state.current_player()
        if state.is_terminal():
            assert copy.returns() == state.returns()
            continue
        before = (str(state), state.information_state_tensor(0), state.legal_actions())
        outcomes = state.chance_outcomes() if state.is_chance_node() else None
        copy.apply_action(copy.legal_actions()[-1])
        assert (str(state), state.information_state_tensor(0), state.legal_actions()) == before
        if outcomes is not None and state.dealer >= 0:  # each card's copies left / cards left
            left = {c: game.encoding.copies - state.dealt.count(c) for c in range(game.encoding.num_cards)}
            total = sum(left.values())
            assert outcomes == [(c, n / total) for c, n in left.items() if n]


@pytest.mark.parametrize("name", ["python_euchre_standard", "python_euchre_bid_euchre", "python_euchre_cutthroat"])
def test_python_fast_paths_answer_as_the_cpp_layer(name: str) -> None:
    """``legal_actions``, ``is_chance_node``, the tensors and the strings called from Python
    (the game's own methods) give what OpenSpiel's C++ layer gives (the base class's
    methods, which call back into the game), for the player to act (the default) and for
    every player, at every node of random hands; a player out of range raises its error."""
    game = pyspiel.load_game(name)
    base = pyspiel.State
    rng = random.Random(8)
    methods = ("information_state_tensor", "observation_tensor", "information_state_string",
               "observation_string")
    for _ in range(4):
        for state in random_hand(game, rng):
            assert state.is_chance_node() == base.is_chance_node(state)
            assert state.legal_actions() == base.legal_actions(state)
            for player in range(game.num_players()):
                assert state.legal_actions(player) == base.legal_actions(state, player)
                for method in methods:
                    ours = getattr(state, method)(np.int64(player))
                    assert ours == getattr(base, method)(state, player), method
            if state.is_chance_node():
                assert state.legal_actions(pyspiel.PlayerId.CHANCE) == state.legal_actions()
            if state.current_player() >= 0:
                for method in methods:
                    assert getattr(state, method)() == getattr(base, method)(state), method
            else:
                with pytest.raises(pyspiel.SpielError):
                    state.information_state_tensor()
            with pytest.raises(pyspiel.SpielError):
                state.observation_tensor(game.num_players())


# --------------------------------------------------------------------- OpenSpiel's euchre

HANDS = 200


def os_to_ours(history: list[int], dealer: int, enc: Encoding) -> list[int]:
    """Our chance outcomes for OpenSpiel's deal: its card i goes to seat (dealer + i) % 4,
    ours one at a time from the dealer's left; then the upcard."""
    hands: list[list[int]] = [[] for _ in range(SEATS)]
    for i, card in enumerate(history[:20]):
        hands[(dealer + i) % SEATS].append(card)
    number = {str(card): i for i, card in enumerate(enc.cards)}
    ours = [hands[(dealer + 1 + k) % SEATS][r] for r in range(5) for k in range(SEATS)]
    return [number[card_text(c)] for c in (*ours, history[20])]


def test_openspiel_preset_matches_openspiels_euchre_legal_actions() -> None:
    """Both games dealt alike (the same dealer, hands and upcard, through their chance
    nodes), the same choice at every decision: the same player to act, the same number of
    legal actions (the same actions, by text), the same returns."""
    theirs_game = pyspiel.load_game("euchre")
    ours_game = pyspiel.load_game("python_euchre_openspiel")
    enc = Encoding(ours_game.rules)
    rng = random.Random(14)
    decisions = 0
    for _ in range(HANDS):
        theirs, ours = theirs_game.new_initial_state(), ours_game.new_initial_state()
        dealer = rng.randrange(SEATS)
        cards = rng.sample(range(24), 21)
        theirs.apply_action(dealer)
        ours.apply_action(dealer)
        for card in cards:
            theirs.apply_action(card)
        for outcome in os_to_ours(cards, dealer, enc):
            ours.apply_action(outcome)
        assert not theirs.is_chance_node() and not ours.is_chance_node()
        assert ours.engine.hands == tuple(
            tuple(sorted(c, key=lambda c: c.index)) for c in ours.engine.hands)
        while not theirs.is_terminal():
            assert not ours.is_terminal()
            assert ours.current_player() == theirs.current_player()
            their_legal = theirs.legal_actions()
            our_legal = ours.legal_actions()
            assert len(our_legal) == len(their_legal)
            texts = {our_text(theirs, a): a for a in their_legal}
            assert sorted(texts) == sorted(str(enc.action(a)) for a in our_legal)
            choice = rng.choice(our_legal)
            theirs.apply_action(texts[str(enc.action(choice))])
            ours.apply_action(choice)
            decisions += 1
        assert ours.is_terminal()
        assert ours.returns() == theirs.returns()
    assert decisions > 20 * HANDS


# ------------------------------------------------------------------ every table


def test_any_table_design_each_preset_game_declares_its_players_and_the_generic_two_to_six() -> None:
    """design/any-table.md §3.9: a preset's game declares its own number of players; the
    generic ``python_euchre`` any from 2 to 6, and a RuleSet's game has its table's count."""
    for name, rules in euchre.presets.TABLE_PRESETS.items():
        game = pyspiel.load_game(eos.game_name(name))
        kind = game.get_type()
        assert game.rules == rules and game.num_players() == rules.players
        assert kind.min_num_players == kind.max_num_players == rules.players
        assert game.num_distinct_actions() == Encoding(rules).num_actions
        assert game.max_chance_outcomes() == max(rules.players, Encoding(rules).num_cards)
    kind = pyspiel.load_game("python_euchre").get_type()
    assert (kind.min_num_players, kind.max_num_players) == (2, 6)
    assert eos.load(euchre.presets.TABLE_PRESETS["CUTTHROAT"]).num_players() == 3


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_any_table_design_random_sim_test_passes_at_every_table(name: str) -> None:
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=True, verbose=False)


def test_any_table_design_three_handed_random_games_deal_and_return_by_side() -> None:
    """Cutthroat (52pickup: the maker 1 or 3, each defender 2 on a euchre): chance picks a
    dealer among three and deals 15 cards and the upcard; the returns are each player's
    points less the mean of the other two's (zero-sum)."""
    game = pyspiel.load_game("python_euchre_cutthroat")
    rng = random.Random(5)
    state = game.new_initial_state()
    assert [p for _, p in state.chance_outcomes()] == pytest.approx([1 / 3] * 3)
    for _ in range(20):
        state = play_random(game, rng)
        assert len(state.dealt) == 3 * 5 + 1 and state.deal is not None
        state.deal.check(game.rules, state.dealer)
        points = state.engine.results[-1].points
        returns = state.returns()
        assert sum(returns) == pytest.approx(0.0)
        assert returns == pytest.approx([p - (sum(points) - p) / 2 for p in points])
        assert max(abs(r) for r in returns) <= game.max_utility()


def test_any_table_design_dummy_cards_are_dealt_after_the_hands() -> None:
    """Two-handed with a dummy (ohioeuchre.com): chance deals both hands, then the dummy's
    two cards, then the upcard."""
    game = pyspiel.load_game("python_euchre_two_handed_dummy")
    state = play_random(game, random.Random(6))
    assert len(state.dealt) == 2 * 5 + 2 + 1
    cards = game.encoding.cards
    assert sorted(map(str, state.deal.dummy)) == sorted(str(cards[i]) for i in state.dealt[10:12])


# ------------------------------------------------------------------ pickling, serialising


def random_state(game: Any, rng: random.Random, decisions: int) -> Any:
    """A state after the deal and up to ``decisions`` random actions."""
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
    for _ in range(decisions):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_every_game_pickles_to_a_game_that_plays(name: str) -> None:
    """A game pickles as its text form and loads again with its rules and class: OpenSpiel's
    own pickling of a Python game keeps neither (the preset's class is built at run time,
    and the generic game came back without its rules)."""
    game = pyspiel.load_game(name)
    again = pickle.loads(pickle.dumps(game))
    assert type(again) is type(game) and again.rules == game.rules and str(again) == str(game)
    state = random_state(again, random.Random(1), 6)
    assert state.legal_actions() or state.is_terminal()
    copied = pickle.loads(pickle.dumps(state))
    assert copied.history() == state.history()


def test_a_custom_rules_game_pickles_with_its_rules() -> None:
    rules = euchre.presets.BID_EUCHRE.replace(deck=25, target=20)
    again = pickle.loads(pickle.dumps(eos.load(rules)))
    assert again.rules == rules and again.new_initial_state().chance_outcomes()


def test_a_pickled_game_loads_in_a_process_that_never_imported_the_module() -> None:
    data = pickle.dumps(pyspiel.load_game("python_euchre_cutthroat"))
    code = "import pickle, sys; g = pickle.loads(sys.stdin.buffer.read()); print(g.num_players(), g.rules.name)"
    done = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.decode().startswith("3 Three-handed cutthroat")


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_serialize_game_and_state_round_trips(name: str) -> None:
    game = pyspiel.load_game(name)
    state = random_state(game, random.Random(2), 5)
    text = pyspiel.serialize_game_and_state(game, state)
    game_again, state_again = pyspiel.deserialize_game_and_state(text)
    assert game_again.rules == game.rules
    assert state_again.history() == state.history()
    assert str(state_again) == str(state) and state_again.returns() == state.returns()


def test_a_clone_shares_the_game_and_plays_on_alone() -> None:
    state = random_state(pyspiel.load_game("python_euchre_standard"), random.Random(3), 2)
    clone = state.clone()
    assert clone.history() == state.history() and clone.get_game().rules is state.get_game().rules
    clone.apply_action(clone.legal_actions()[0])
    assert len(clone.history()) == len(state.history()) + 1


# ------------------------------------------------------------------ resampling and ISMCTS


def assert_same_information(world: Any, state: Any, player: int) -> None:
    """What ``player`` knows is the same in both: the information state (its view as JSON:
    its cards, every action as it saw them), the player to act, its legal actions when it
    acts, and the history's chance outcomes dealt to it and its length."""
    assert world.information_state_string(player) == state.information_state_string(player)
    assert world.current_player() == state.current_player()
    assert world.is_terminal() == state.is_terminal()
    if not state.is_chance_node() and state.current_player() == player:
        assert world.legal_actions() == state.legal_actions()
    assert len(world.history()) == len(state.history()) and world.dealer == state.dealer
    owners = eos._worlds.slot_owners(state.get_game().rules, state.dealer, len(state.dealt))
    for mine, theirs, owner in zip(world.dealt, state.dealt, owners, strict=True):
        if owner in (player, eos._worlds.UPCARD):
            assert mine == theirs
    counts = [world.dealt.count(c) for c in range(world.get_game().encoding.num_cards)]
    assert max(counts) <= world.get_game().encoding.copies


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_resampled_states_keep_every_players_information(name: str) -> None:
    """Random states of every preset (while dealing, in the bidding, in the play, at the
    end), resampled for the player to act and for every other player."""
    game = pyspiel.load_game(name)
    rng = random.Random(7)
    checked = 0
    for _ in range(3):
        state = game.new_initial_state()
        while True:
            players = range(game.num_players()) if rng.random() < 0.3 or state.is_terminal() else ()
            if not state.is_chance_node() and not state.is_terminal():
                players = {*players, state.current_player()}
            for player in players:
                world = state.resample_from_infostate(player, rng.random)
                assert_same_information(world, state, player)
                checked += 1
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_resampling_draws_the_hidden_cards_again_and_repeats_with_the_same_sampler(name: str) -> None:
    game = pyspiel.load_game(name)
    state = random_state(game, random.Random(8), 0)
    player = state.current_player()
    worlds = [state.resample_from_infostate(player, random.Random(i).random) for i in range(8)]
    assert len({tuple(w.dealt) for w in worlds}) > 1  # the others' cards vary
    again = state.resample_from_infostate(player, random.Random(3).random)
    assert again.history() == worlds[3].history()


def test_resampling_for_no_player_of_the_game_raises() -> None:
    state = random_state(pyspiel.load_game("python_euchre_cutthroat"), random.Random(9), 1)
    world = state.resample_from_infostate(np.int64(2), random.Random(0).random)  # NumPy ints too
    assert_same_information(world, state, 2)
    for bad in (3, -1, "0", True):
        with pytest.raises(euchre.errors.ArgumentError, match=r"expected a player of this game, 0 to 2"):
            state.resample_from_infostate(bad, random.Random(0).random)


def test_resampling_while_dealing_keeps_the_players_cards_and_varies_the_rest() -> None:
    game = pyspiel.load_game("python_euchre_standard")
    state = game.new_initial_state()
    for outcome in (2, 0, 1, 2, 3, 4, 5, 6):  # dealer South: West gets 0, North 1 and 5
        state.apply_action(outcome)
    worlds = [state.resample_from_infostate(0, random.Random(i).random) for i in range(6)]
    for world in worlds:
        assert world.is_chance_node() and world.dealt[1] == 1 and world.dealt[5] == 5
        assert len(set(world.dealt)) == 7
    assert len({tuple(w.dealt) for w in worlds}) > 1


def play_ismcts_hand(game: Any, bot: Any, seats: set[int], rng: random.Random) -> tuple[Any, int]:
    """A hand with ISMCTS at ``seats`` and random players elsewhere: the final state and the
    number of ISMCTS decisions with more than one legal action (a search)."""
    state = game.new_initial_state()
    searches = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
        elif state.current_player() in seats:
            searches += len(state.legal_actions()) > 1
            action = int(bot.step(state))
            assert action in state.legal_actions()
            state.apply_action(action)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state, searches


@pytest.mark.parametrize("name", eos.GAME_NAMES)
def test_openspiel_ismcts_plays_whole_hands_against_random_players(name: str) -> None:
    """OpenSpiel's Python ISMCTS (a few simulations a move: a test of the interface, not of
    its strength; ``benchmarks/ismcts_vs_random.py`` measures that) plays every decision of
    seat 0 to the end of the hand, hands until it has searched at least five times."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(name)
    state_rng = np.random.RandomState(1)
    bot = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=state_rng), uct_c=2.0,
        max_simulations=4, random_state=state_rng,
    )
    rng = random.Random(4)
    searches = hands = 0
    while searches < 5:
        state, searched = play_ismcts_hand(game, bot, {0}, rng)
        assert state.is_terminal() and abs(sum(state.returns())) < 1e-9
        searches += searched
        hands += 1
        assert hands < 40
