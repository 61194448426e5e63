"""The PettingZoo AEC environment and the Gymnasium single-agent wrapper (``euchre.envs``,
the ``rl`` extra). The environment's fast path: every agent's observation is the plain
reference tensor of its own view, its mask the legal ids of that view (of the state, for the
seat to act; none for the others), and action ids are ints or NumPy integers (a bool, a float
or an id out of range raises)."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import warnings
from collections.abc import Callable, Iterator
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test
from pettingzoo.utils import wrappers

import euchre
from euchre import presets
from euchre.bots import RandomBot, RuleBot
from euchre.encoding import Encoding
from euchre.envs import GYM_ID, aec_env, gym_env
from euchre.envs.aec import make as make_aec
from euchre.envs.table import Table
from rl.test_encoding import reference

PRESETS = [presets.get(name) for name in presets.names()]
PRESET_IDS = list(presets.names())
MAX_HANDS = 12  # random players may never end a game of Bid Euchre: its scores fall without end


@pytest.fixture(autouse=True)
def _quiet() -> Iterator[None]:
    # PettingZoo's and Gymnasium's checkers warn about choices documented in docs/rl.md
    # (agents named by seat, a Dict observation, an unbounded Box): not failures.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        yield


def random_legal(obs: dict[str, np.ndarray], rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def play_episode(env: object, seed: int) -> dict[str, float]:
    """Play one episode of an AEC env with random legal ids; each agent's total reward."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)  # type: ignore[attr-defined]
    totals = dict.fromkeys(env.possible_agents, 0.0)  # type: ignore[attr-defined]
    for agent in env.agent_iter():  # type: ignore[attr-defined]
        obs, reward, terminated, truncated, _ = env.last()  # type: ignore[attr-defined]
        totals[agent] += reward
        env.step(None if terminated or truncated else random_legal(obs, rng))  # type: ignore[attr-defined]
    return totals


# ------------------------------------------------------------------ imports


def test_import_euchre_imports_no_rl_package() -> None:
    code = (
        "import sys, euchre; "
        "print(sorted(m for m in ('numpy', 'pettingzoo', 'gymnasium') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# ------------------------------------------------------------------ the AEC environment


@pytest.mark.parametrize("rules", PRESETS, ids=PRESET_IDS)
def test_pettingzoo_api_test_passes_one_hand_per_episode(rules: euchre.RuleSet) -> None:
    api_test(aec_env(rules), num_cycles=60)


OTHER_DECKS = {
    "double deck": presets.BID_EUCHRE.replace(deck=48),
    "joker": presets.BID_EUCHRE.replace(deck=25),
    "32 cards": presets.STANDARD.replace(deck=32),
}


@pytest.mark.parametrize("rules", list(OTHER_DECKS.values()), ids=list(OTHER_DECKS))
def test_pettingzoo_api_test_passes_with_other_decks(rules: euchre.RuleSet) -> None:
    api_test(aec_env(rules), num_cycles=60)


@pytest.mark.parametrize("rules", [presets.DEFAULT, presets.BID_EUCHRE], ids=["DEFAULT", "BID_EUCHRE"])
def test_pettingzoo_api_test_passes_a_whole_game_per_episode(rules: euchre.RuleSet) -> None:
    api_test(aec_env(rules, mode="game", max_hands=MAX_HANDS), num_cycles=300)


@pytest.mark.parametrize("rules", [presets.DEFAULT, presets.BID_EUCHRE], ids=["DEFAULT", "BID_EUCHRE"])
def test_pettingzoo_seed_test_two_environments_play_alike(rules: euchre.RuleSet) -> None:
    seed_test(lambda: aec_env(rules, mode="game", max_hands=MAX_HANDS), num_cycles=100)


def test_reset_with_a_seed_deals_new_game_of_that_seed_and_then_the_next_seeds() -> None:
    rules = presets.STANDARD
    env = aec_env(rules)
    env.reset(seed=11)
    assert env.table.game == euchre.new_game(rules, seed=11)
    env.reset()
    assert env.table.game == euchre.new_game(rules, seed=12)
    env.reset(seed=11)
    assert env.table.game == euchre.new_game(rules, seed=11)


def test_reset_options_start_the_game_mid_way_as_new_game_does() -> None:
    rules = presets.DEFAULT
    env = aec_env(rules, mode="game", reward="points")
    env.reset(seed=6, options={"scores": (9, 8), "hand_number": 4, "options": 1})
    assert env.table.game == euchre.new_game(rules, seed=6, scores=(9, 8), hand_number=4)
    rng = np.random.default_rng(6)
    while not env.table.done:
        env.step(random_legal(env.observe(env.agent_selection), rng))
    game = env.table.game
    assert game.is_over and tuple(game.scores) == (
        9 + sum(r.points.ns for r in game.results),
        8 + sum(r.points.ew for r in game.results),
    )
    with pytest.raises(euchre.ArgumentError):
        env.reset(seed=6, options={"scores": (10, 0)})  # already over: new_game refuses
    single = gym_env(rules)
    single.reset(seed=6, options={"scores": (9, 8)})
    assert tuple(single.table.game.scores) == (9, 8)


def test_agents_are_the_seats_and_the_selected_agent_is_the_seat_to_act() -> None:
    env = aec_env(presets.DEFAULT)
    env.reset(seed=3)
    assert env.possible_agents == ["north", "east", "south", "west"]
    rng = np.random.default_rng(3)
    while not env.table.done:
        seat = env.table.game.to_act
        assert env.agent_selection == seat.name.lower()
        for agent in env.agents:
            mask = env.observe(agent)["action_mask"]
            # only the seat to act has legal actions; its mask is the encoding's of its view
            expected = env.table.encoding.legal_mask(env.table.game.view(env.agents.index(agent)))
            assert (mask == expected).all() and (mask.any() == (agent == env.agent_selection))
        env.step(random_legal(env.observe(env.agent_selection), rng))


def test_observations_are_the_encodings_tensor_of_each_seats_view() -> None:
    rules = presets.BID_EUCHRE
    env, enc = aec_env(rules), Encoding(rules)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(12):
        for i, agent in enumerate(env.agents):
            obs = env.observe(agent)["observation"]
            assert obs.shape == enc.observation_shape and obs.dtype == np.float32
            assert (obs == enc.observation(env.table.game.view(i))).all()
        env.step(random_legal(env.observe(env.agent_selection), rng))


@pytest.mark.parametrize("rules", PRESETS, ids=PRESET_IDS)
def test_net_rewards_are_the_hands_points_difference_to_both_partners(rules: euchre.RuleSet) -> None:
    for seed in range(6):
        env = aec_env(rules)
        totals = play_episode(env, seed)
        table = rules.table
        points = env.table.game.results[0].points
        # each side's points less the mean of the other sides' (two sides: the difference)
        others = table.sides - 1
        net = [p - (sum(points) - p) / others for p in points]
        names = [n.lower() for n in table.seat_names]
        assert totals == {names[s]: net[table.side_of[s]] for s in range(table.players)}


def test_points_rewards_over_a_game_add_up_to_the_final_scores() -> None:
    env = aec_env(presets.DEFAULT, mode="game", reward="points")
    totals = play_episode(env, 7)
    game = env.table.game
    assert game.is_over and len(game.results) > 1
    assert sum(r.points.ns for r in game.results) == totals["north"] == totals["south"]
    assert sum(r.points.ew for r in game.results) == totals["east"] == totals["west"]
    assert (totals["north"], totals["east"]) == tuple(game.scores)


def test_max_hands_truncates_a_game_that_goes_on_and_the_rewards_match_the_scores() -> None:
    env = aec_env(presets.BID_EUCHRE, mode="game", reward="points", max_hands=MAX_HANDS)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    ended = set()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if truncated:
            ended.add(agent)
        assert not terminated
        env.step(None if truncated else random_legal(obs, rng))
    game = env.table.game
    assert ended == set(env.possible_agents) and not game.is_over
    assert len(game.results) == MAX_HANDS
    assert (totals["north"], totals["east"]) == tuple(game.scores)
    assert (totals["south"], totals["west"]) == tuple(game.scores)


def test_win_rewards_pay_the_winners_one_and_the_losers_minus_one_at_the_end() -> None:
    env = aec_env(presets.DEFAULT, mode="game", reward="win")
    totals = play_episode(env, 8)
    winners = {s.name.lower() for s in env.table.game.winner.seats}
    assert totals == {a: 1.0 if a in winners else -1.0 for a in env.possible_agents}


def test_an_illegal_action_id_raises_naming_it_and_the_legal_ids_and_changes_nothing() -> None:
    env = aec_env(presets.DEFAULT)
    env.reset(seed=1)
    before = env.table.game
    play = env.table.encoding.action_id("play 9c")
    with pytest.raises(euchre.IllegalActionError, match=r"action id \d+ \(play 9c\) is not legal for South") as info:
        env.step(play)
    assert "legal ids: 0 (pass), 1 (order up), 2 (order up alone)" in str(info.value)
    assert env.table.game is before and env.agent_selection == "south"
    with pytest.raises(euchre.ArgumentError, match="out of range"):
        env.step(env.table.encoding.num_actions)
    with pytest.raises(euchre.ArgumentError, match="expected a whole number"):
        env.step("pass")
    env.step(np.int64(0))  # NumPy integers are ids too
    assert env.agent_selection == "west"


def test_terminate_mode_ends_the_episode_and_charges_the_offender() -> None:
    env = aec_env(presets.DEFAULT, illegal_action="terminate")
    env.reset(seed=1)
    env.step(env.table.encoding.action_id("play 9c"))
    assert all(env.terminations.values())
    assert env.rewards == {"north": 0.0, "east": 0.0, "south": -10.0, "west": 0.0}
    assert env.infos["south"]["illegal_action"] == env.table.encoding.action_id("play 9c")


def test_bad_arguments_raise_argument_errors() -> None:
    with pytest.raises(euchre.ArgumentError, match="mode='match'"):
        aec_env(presets.DEFAULT, mode="match")
    with pytest.raises(euchre.ArgumentError, match="needs mode='game'"):
        aec_env(presets.DEFAULT, reward="win")
    with pytest.raises(euchre.ArgumentError, match="render_mode='rgb_array'"):
        aec_env(presets.DEFAULT, render_mode="rgb_array")
    with pytest.raises(euchre.ArgumentError, match="three bots"):
        gym_env(presets.DEFAULT, opponents=("rule",))


BAD_KNOBS: dict[str, tuple[dict[str, object], str]] = {
    "mode": ({"mode": 5}, "mode=5: expected one of 'hand', 'game'"),
    "reward": ({"reward": None}, "reward=None: expected one of"),
    "illegal_action": ({"illegal_action": 3}, "illegal_action=3: expected one of"),
    "illegal_reward": ({"illegal_reward": "x"}, "illegal_reward='x': expected a number"),
    "max_hands text": ({"max_hands": "3"}, "max_hands='3': expected None or a whole number"),
    "max_hands bool": ({"max_hands": True}, "max_hands=True: expected None"),
    "max_hands zero": ({"max_hands": 0}, "max_hands=0: expected None"),
}


@pytest.mark.parametrize("name", sorted(BAD_KNOBS))
def test_bad_knobs_and_starts_raise_argument_errors_in_both_builds(name: str) -> None:
    """The Table's knobs, typed ``object`` so that the compiled build (envs/table.py is
    compiled) checks them itself, with the library's error, not a bare TypeError."""
    knobs, message = BAD_KNOBS[name]
    with pytest.raises(euchre.ArgumentError, match=re.escape(message)):
        Table(presets.DEFAULT, **knobs)
    table = Table(presets.DEFAULT)
    with pytest.raises(euchre.ArgumentError, match="a seed is an int"):
        table.start(seed=1.5)
    with pytest.raises(euchre.ArgumentError, match=re.escape("options=[1]: expected a dict or None")):
        table.start(seed=1, options=[1])
    assert table.state is None  # nothing started
    assert Table(presets.DEFAULT, illegal_reward=np.float32(-3)).illegal_reward == -3.0
    assert table.side_rewards([2, 0]) == (2.0, -2.0, 2.0, -2.0)  # any sequence


def test_the_table_is_compiled_in_the_compiled_build() -> None:
    import euchre.envs.table as module

    assert str(module.__file__).endswith(tuple(EXTENSION_SUFFIXES)) == euchre.compiled


def hidden_cards(state: euchre.State, seat: euchre.Seat) -> list[euchre.Card]:
    """Cards ``seat`` may not see: the others' hands and the kitty (not the upcard)."""
    cards = [c for s in euchre.Seat if s != seat for c in state.hands[s]]
    return cards + [c for c in state.kitty if c != state.upcard]


def test_render_shows_the_acting_seats_view_and_no_hidden_card() -> None:
    env = aec_env(presets.DEFAULT, render_mode="ansi")
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    for _ in range(10):
        text = env.render()
        seat = env.table.game.to_act
        assert text.startswith(f"{seat}'s view") and "legal: " in text
        for card in env.table.game.hands[seat]:
            assert card.symbol in text
        for card in hidden_cards(env.table.game, seat):
            assert card.symbol not in text and str(card) not in text.split("legal: ")[1]
        env.step(random_legal(env.observe(env.agent_selection), rng))


def test_human_render_prints_and_no_render_mode_returns_none(capsys: pytest.CaptureFixture[str]) -> None:
    env = aec_env(presets.DEFAULT, render_mode="human")
    env.reset(seed=2)
    env.step(0)
    assert capsys.readouterr().out.startswith(f"{env.table.game.to_act}'s view")
    quiet = aec_env(presets.DEFAULT)
    quiet.reset(seed=2)
    assert quiet.render() is None


# ------------------------------------------------------------------ the AEC env's fast path

@pytest.mark.parametrize("name", list(presets.names()))
def test_env_observations_and_masks_are_each_seats_view(name: str) -> None:
    """Random play of hands of every preset (a game, up to 3 hands): at every step, every
    agent's observation equals the reference read from ``state.view(seat)``'s fields, and
    its mask holds exactly the legal ids of the state for the seat to act, zeros else."""
    env = aec_env(presets.get(name), mode="game", max_hands=3)
    enc = env.table.encoding
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        env.reset(seed=seed)
        for agent in env.agent_iter():
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            state = env.table.game
            for seat, other in enumerate(env.possible_agents):
                seen = env.observe(other)
                assert np.array_equal(seen["observation"], reference(enc, state.view(seat)))
                assert seen["action_mask"].dtype == np.int8
                legal = {enc.action_id(a) for a in state.legal_actions()} if seat == state.to_act else set()
                assert set(np.flatnonzero(seen["action_mask"])) == legal
            legal_ids = sorted(legal_id for legal_id in range(enc.num_actions)
                               if env.observe(agent)["action_mask"][legal_id])
            choice = rng.choice(legal_ids)
            env.step(np.int64(choice) if checked % 2 else choice)  # NumPy ints are ids too
            checked += 1
    assert checked > 100


def test_env_rejects_ids_that_are_not_whole_numbers_in_range() -> None:
    env = aec_env(presets.DEFAULT)
    env.reset(seed=1)
    before = env.table.game
    for bad in (True, 1.0, "1", -1, env.table.encoding.num_actions, np.bool_(True)):
        with pytest.raises(euchre.ArgumentError):
            env.step(bad)
        assert env.table.game is before
    env.step(np.int32(0))
    assert env.table.game is not before


# ------------------------------------------------------------------ the Gymnasium wrapper


@pytest.mark.parametrize("rules", [presets.DEFAULT, presets.BID_EUCHRE], ids=["DEFAULT", "BID_EUCHRE"])
def test_gymnasium_check_env_passes(rules: euchre.RuleSet) -> None:
    check_env(gym_env(rules, opponents=("random", "rule", "random")))


def test_gymnasium_check_env_passes_through_the_registered_id() -> None:
    env = gymnasium.make(GYM_ID, rules=presets.STANDARD, render_mode="ansi")
    check_env(env.unwrapped)
    env.close()


def test_gym_env_plays_the_bots_until_the_learners_turn_and_pays_its_teams_net_points() -> None:
    rules = presets.DEFAULT
    for seed in range(8):
        env = gym_env(rules, seat=euchre.Seat.WEST, opponents=(RuleBot(1), RandomBot(2), RuleBot(3)))
        obs, info = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        total, terminated = 0.0, False
        while not terminated:
            assert env.table.game.to_act == euchre.Seat.WEST
            assert (obs["action_mask"] == info["action_mask"]).all() and obs["action_mask"].any()
            obs, reward, terminated, truncated, info = env.step(random_legal(obs, rng))
            assert not truncated
            total += reward
        ns, ew = env.table.game.results[0].points
        assert total == ew - ns


def test_gym_env_is_deterministic_given_the_seed() -> None:
    def episode() -> list[float]:
        env = gym_env(presets.STANDARD, mode="game", opponents=("random", "random", "random"))
        obs, _ = env.reset(seed=9)
        rng = np.random.default_rng(9)
        rewards, done = [], False
        while not done:
            obs, reward, done, _, _ = env.step(random_legal(obs, rng))
            rewards.append(reward)
        return rewards

    assert episode() == episode()


def test_gym_env_raise_mode_raises_the_euchre_error() -> None:
    env = gym_env(presets.DEFAULT, illegal_action="raise")
    env.reset(seed=1)
    legal = set(np.flatnonzero(env.table.observation(env.seat)["action_mask"]))
    illegal = next(i for i in range(env.table.encoding.num_actions) if i not in legal)
    with pytest.raises(euchre.IllegalActionError, match=f"action id {illegal} "):
        env.step(illegal)


def test_gym_env_takes_pimc_bots_by_object_and_by_name() -> None:
    from euchre.bots import PIMCBot

    env = gym_env(presets.STANDARD, opponents=(PIMCBot(1, samples=4), "pimc:samples=4", RuleBot(2)))
    assert isinstance(env.bots[euchre.Seat.SOUTH], PIMCBot) and env.bots[euchre.Seat.SOUTH].samples == 4
    _, info = env.reset(seed=3)
    total, done = 0.0, False
    while not done:
        _, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        total, done = total + reward, terminated or truncated
    ns, ew = env.table.game.results[0].points
    assert total == ns - ew


# ------------------------------------------------------------------ every table

#: The presets of the tables other than four seats in two teams.
TABLES = [pytest.param(rules, id=name) for name, rules in presets.TABLE_PRESETS.items()]


@pytest.mark.parametrize("rules", TABLES)
def test_any_table_design_pettingzoo_api_test_passes_at_every_table(rules: euchre.RuleSet) -> None:
    """design/any-table.md §3.9: agents are the table's seats, and PettingZoo's own checks
    pass one hand per episode and over a whole game (truncated: Bid Euchre may never end)."""
    env = aec_env(rules)
    assert env.possible_agents == [name.lower() for name in rules.table.seat_names]
    api_test(env, num_cycles=60)
    api_test(aec_env(rules, mode="game", max_hands=4), num_cycles=200)


def side_points(rules: euchre.RuleSet, points: tuple[int, ...]) -> dict[str, float]:
    """Each agent's net reward from its side's points, computed here: its side's points less
    the mean of the other sides'."""
    table = rules.table
    sides = len(points)
    return {
        name.lower(): points[table.side_of[seat]]
        - (sum(points) - points[table.side_of[seat]]) / (sides - 1)
        for seat, name in enumerate(table.seat_names)
    }


@pytest.mark.parametrize("rules", TABLES)
def test_any_table_design_random_episodes_pay_each_seat_from_its_sides_points(
    rules: euchre.RuleSet,
) -> None:
    """Zero-sum rewards by side: teammates are paid alike; with two sides the difference of
    the hand's points (today's ns-ew), with more a side's points less the others' mean."""
    for seed in range(4):
        env = aec_env(rules)
        totals = play_episode(env, seed)
        points = tuple(env.table.game.results[0].points)
        assert len(points) == rules.table.sides
        assert totals == pytest.approx(side_points(rules, points))
        assert sum(totals.values()) == pytest.approx(0.0)


def test_any_table_design_cutthroat_points_and_win_rewards() -> None:
    """Three-handed (52pickup: each defender scores 2 on a euchre): ``points`` pays each
    player its own points, adding up to its final score; ``win`` pays the winner 1 and each
    of the two others -1/2 (zero-sum)."""
    rules = presets.TABLE_PRESETS["CUTTHROAT"]
    env = aec_env(rules, mode="game", reward="points")
    totals = play_episode(env, 3)
    game = env.table.game
    assert game.is_over and tuple(totals.values()) == tuple(game.scores)
    env = aec_env(rules, mode="game", reward="win")
    totals = play_episode(env, 4)
    winner = env.table.game.winning_side
    assert totals == {a: 1.0 if seat == winner else -0.5 for seat, a in enumerate("abc")}


@pytest.mark.parametrize("rules", TABLES)
def test_any_table_design_gym_env_random_episodes(rules: euchre.RuleSet) -> None:
    """The single-agent wrapper at every table: the learner at each seat, one random bot per
    other seat (clockwise from its left, ``% players``), paid its side's net points."""
    seats = rules.players
    for seed, seat in enumerate(range(seats)):
        env = gym_env(rules, seat=seat, opponents=("random",) * (seats - 1))
        assert sorted(int(s) for s in env.bots) == sorted(set(range(seats)) - {seat})
        obs, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        total, done = 0.0, False
        while not done:
            assert env.table.game.to_act == seat and obs["action_mask"].any()
            obs, reward, terminated, truncated, _ = env.step(random_legal(obs, rng))
            total, done = total + reward, terminated or truncated
        points = tuple(env.table.game.results[0].points)
        name = rules.table.seat_names[seat].lower()
        assert total == pytest.approx(side_points(rules, points)[name])


def test_any_table_design_gymnasium_check_env_passes_three_handed() -> None:
    rules = presets.TABLE_PRESETS["CUTTHROAT"]
    env = gym_env(rules, opponents=("random", "random"))
    check_env(env)
    assert env.seat is euchre.Player.A


def test_any_table_design_gym_env_asks_for_one_bot_per_other_seat() -> None:
    rules = presets.TABLE_PRESETS["CUTTHROAT"]
    with pytest.raises(euchre.errors.ArgumentError, match=r"expected two bots .*\('rule', 'rule'\)"):
        gym_env(rules, opponents=("random", "random", "random"))
    with pytest.raises(euchre.errors.ArgumentError, match=r"seat=3: expected a euchre.Player or 0-2"):
        gym_env(rules, seat=3)
    with pytest.raises(euchre.errors.ArgumentError, match="expected three bots"):
        gym_env(presets.DEFAULT, opponents=("random", "random"))


# ------------------------------------------------------------------ rules by name

#: Every factory of an environment, called with ``rules`` alone; each returns the Table.
FACTORIES: dict[str, Callable[[object], Table]] = {
    "aec_env": lambda rules: aec_env(rules).table,  # type: ignore[arg-type]
    "gym_env": lambda rules: gym_env(rules).table,  # type: ignore[arg-type]
    "aec.make": lambda rules: make_aec(rules).table,  # type: ignore[arg-type]
    "gymnasium.make": lambda rules: gymnasium.make(GYM_ID, rules=rules).unwrapped.table,
}


@pytest.mark.parametrize("factory", list(FACTORIES.values()), ids=list(FACTORIES))
def test_factories_take_a_preset_name_or_an_alias_as_presets_get_reads_them(factory: Callable[[object], Table]) -> None:
    for name, preset in [("STANDARD", presets.STANDARD), ("bid euchre", presets.BID_EUCHRE),
                         ("cardgames.io", presets.CARDGAMES_IO), ("Hoyle", presets.HOYLE),
                         ("cutthroat", presets.CUTTHROAT)]:
        assert factory(name).rules is preset
    assert factory(presets.RAILROAD).rules is presets.RAILROAD


@pytest.mark.parametrize("factory", list(FACTORIES.values()), ids=list(FACTORIES))
def test_factories_refuse_an_unknown_name_listing_the_presets(factory: Callable[[object], Table]) -> None:
    with pytest.raises(euchre.RuleSetError, match=r"no preset named 'pinochle': use one of CARDGAMES_IO, GAMES4ALL, STANDARD, .*SIX_HANDED_DOUBLE") as info:
        factory("pinochle")
    assert isinstance(info.value, ValueError)
    with pytest.raises(euchre.ArgumentError, match=r"rules=42: expected a RuleSet .* or a preset's name, one of CARDGAMES_IO, .*SIX_HANDED_DOUBLE"):
        factory(42)


def test_an_environment_made_by_name_passes_the_clients_checks() -> None:
    api_test(aec_env("bid"), num_cycles=30)
    check_env(gymnasium.make(GYM_ID, rules="standard").unwrapped)


# ------------------------------------------------------------------ action masks


def test_gym_action_masks_are_the_observations_mask_as_bools_then_all_false_at_the_end() -> None:
    env = gym_env("STANDARD", opponents=("random", "rule", "random"))
    rng = np.random.default_rng(4)
    for seed in range(6):
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            masks = env.action_masks()
            assert masks.dtype == np.bool_ and masks.shape == (env.action_space.n,)
            assert (masks == obs["action_mask"].astype(bool)).all() and masks.any()
            legal = {env.table.encoding.action_id(a) for a in env.table.game.legal_actions()}
            assert set(np.flatnonzero(masks)) == legal
            obs, _, terminated, truncated, info = env.step(random_legal(obs, rng))
            done = terminated or truncated
        # no action is legal once the hand is over: the last observation says so too
        assert not env.action_masks().any() and not obs["action_mask"].any()
        assert not info["action_mask"].any()
        with pytest.raises(euchre.ArgumentError, match="the episode is over: reset"):
            env.step(0)


def test_gym_action_masks_reach_through_gymnasium_make_wrappers() -> None:
    env = gymnasium.make(GYM_ID, rules="bid", opponents=("random",) * 3)
    obs, _ = env.reset(seed=1)
    masks = env.get_wrapper_attr("action_masks")()
    assert (masks == obs["action_mask"].astype(bool)).all() and masks.any()


def test_aec_action_mask_is_each_agents_observation_mask_and_all_zeros_at_the_end() -> None:
    for name in ("DEFAULT", "CUTTHROAT", "SIX_HANDED"):
        env = aec_env(presets.DEFAULT if name == "DEFAULT" else name)
        env.reset(seed=2)
        rng = np.random.default_rng(2)
        for agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                for other in env.possible_agents:
                    assert not env.action_mask(other).any()
                env.step(None)
                continue
            assert agent == env.agent_selection  # action_mask() is the selected agent's
            assert (env.action_mask() == obs["action_mask"]).all() and env.action_mask().any()
            assert env.action_mask().dtype == np.int8
            for other in env.possible_agents:
                assert (env.action_mask(other) == env.observe(other)["action_mask"]).all()
            env.step(random_legal(obs, rng))
    with pytest.raises(euchre.ArgumentError, match="agent='n': expected one of 'north', 'east'"):
        aec_env("STANDARD").action_mask("n")
    # through PettingZoo's standard wrappers too
    wrapped = wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(aec_env("STANDARD")))
    wrapped.reset(seed=1)
    assert wrapped.action_mask().nonzero()[0].tolist() == [0, 1]  # pass, order up: South


def make_vector(mode: object) -> gymnasium.vector.VectorEnv:
    return gymnasium.make_vec(
        GYM_ID, num_envs=3, vectorization_mode="sync", rules="STANDARD",
        opponents=("random",) * 3, vector_kwargs={"autoreset_mode": mode},
    )


def test_vector_env_next_step_autoreset_ignores_the_action_after_an_episode_ends() -> None:
    """Gymnasium's default autoreset: the step that ends an episode returns its last
    observation (an all-zero mask); the next step resets that env and ignores its action,
    so any id will do there (docs/rl.md), even one no mask allows."""
    envs = make_vector(gymnasium.vector.AutoresetMode.NEXT_STEP)
    obs, _ = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    ended = np.zeros(3, dtype=bool)
    episodes = 0
    for _ in range(150):
        masks = obs["action_mask"]
        assert (masks.any(axis=1) == ~ended).all()  # an all-zero mask exactly after an end
        assert (np.stack(envs.call("action_masks")) == masks.astype(bool)).all()
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks])
        obs, rewards, terminated, truncated, _ = envs.step(actions)
        assert (rewards[ended] == 0).all()  # the reset step pays nothing
        ended = terminated | truncated
        episodes += int(ended.sum())
    assert episodes > 20
    # Gymnasium's own masked sampler takes an all-zero mask (it gives id 0)
    obs, _ = envs.reset(seed=1)
    for _ in range(60):
        obs, *_ = envs.step(envs.action_space.sample(mask=tuple(obs["action_mask"])))
    envs.close()


def test_vector_env_same_step_autoreset_always_offers_a_legal_action() -> None:
    envs = make_vector(gymnasium.vector.AutoresetMode.SAME_STEP)
    obs, _ = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    finals = 0
    for _ in range(100):
        assert obs["action_mask"].any(axis=1).all()
        obs, _, terminated, truncated, info = envs.step(
            np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        )
        for i in np.flatnonzero(terminated | truncated):
            assert not info["final_obs"][i]["action_mask"].any()  # the ended hand's last mask
            finals += 1
    assert finals > 10
    envs.close()
