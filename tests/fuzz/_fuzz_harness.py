"""The fuzz suite's shared machinery: how many examples, the outcome counters, random
values of every type, mutators, the action universe and reachable game states.

Every entry point a fuzz test drives goes through :func:`attempt`, which counts the input
as *accepted* (it returned), *rejected* (it raised the library's own error, a
:class:`euchre.EuchreError`) or *other* (anything else: counted, then re-raised so the
test fails). A broken property (a changed input state, an unequal round trip, a hidden
card in a view) goes through :func:`check` and is counted as a *violation*. ``other`` and
``violations`` must stay 0. ``conftest.py`` writes the counts as JSON at the end of the
session when ``EUCHRE_FUZZ_REPORT=path`` is set; ``report.py`` prints them as a table.

The number of examples is fixed (CI runs the same inputs every time); ``EUCHRE_FUZZ=long``
(or a number, a multiplier) scales every test's ``max_examples`` and draws fresh inputs.
"""

from __future__ import annotations

import collections
import fractions
import json
import math
import os
import random
import sys
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any, NamedTuple

import attrs
from hypothesis import HealthCheck, settings
from hypothesis import Phase as HPhase
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import euchre
from _json_paths import json_paths
from euchre import Phase, actions, presets
from euchre.cards import CARDS_BY_INDEX

TESTS = Path(__file__).resolve().parent.parent
for _extra in (TESTS, TESTS / "oracles"):  # where the reused strategies live
    if str(_extra) not in sys.path:
        sys.path.append(str(_extra))

from test_reference_diff import biased_deal, choose  # noqa: E402

from _examples import LONG_SCALE, examples, fixed_draws, scale  # noqa: E402, F401  (re-exported)
from strategies import PRESETS, any_rulesets  # noqa: E402

#: The hypothesis settings profile every fuzz test starts from (``conftest.py``).
PROFILE = "euchre-fuzz"
def register_profile() -> None:
    """Register the fuzz profile (``conftest.py`` does it for the session): no deadline,
    no example database, derandomized unless ``EUCHRE_FUZZ`` asks for a longer run (then
    fresh inputs every run), the health checks about slow or large inputs off."""
    settings.register_profile(
        PROFILE,
        deadline=None,
        derandomize=fixed_draws(),
        database=None,
        print_blob=True,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.filter_too_much,
            HealthCheck.large_base_example,
        ],
    )


def fuzz(base: int) -> settings:
    """The settings of a fuzz test with ``base`` examples in CI (the profile, scaled).

    ``EUCHRE_FUZZ_GENERATE_ONLY=1`` leaves out the explicit ``@example`` inputs (the known
    bad inputs once found), so a run looks past them for other failures.
    """
    try:
        profile = settings.get_profile(PROFILE)
    except InvalidArgument:  # imported outside pytest
        register_profile()
        profile = settings.get_profile(PROFILE)
    chosen = settings(profile, max_examples=examples(base))
    if os.environ.get("EUCHRE_FUZZ_GENERATE_ONLY"):
        chosen = settings(chosen, phases=[HPhase.generate, HPhase.target, HPhase.shrink])
    return chosen


# --------------------------------------------------------------------------- counting

COLUMNS = ("tried", "accepted", "rejected", "other", "violations")
COUNTS: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)


class Outcome(NamedTuple):
    """What an entry point did with one input: returned ``value``, or raised ``error``
    (the library's own)."""

    ok: bool
    value: Any
    error: euchre.EuchreError | None


def attempt(entry: str, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Outcome:
    """Call ``fn`` and count the outcome under ``entry``; anything but the library's own
    error is counted as *other* and re-raised."""
    counts = COUNTS[entry]
    counts["tried"] += 1
    try:
        value = fn(*args, **kwargs)
    except euchre.EuchreError as error:
        counts["rejected"] += 1
        return Outcome(False, None, error)
    except Exception:
        counts["other"] += 1
        raise
    counts["accepted"] += 1
    return Outcome(True, value, None)


def check(entry: str, condition: object, message: str | Callable[[], str]) -> None:
    """Count a violation under ``entry`` and fail unless ``condition`` holds."""
    if not condition:
        COUNTS[entry]["violations"] += 1
        raise AssertionError(f"{entry}: {message() if callable(message) else message}")


def works(entry: str, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
    """Call ``fn`` on a value an entry point accepted: any exception is a violation (the
    value was let in, and fails later)."""
    try:
        return fn(*args, **kwargs)
    except Exception as error:
        COUNTS[entry]["violations"] += 1
        name = getattr(fn, "__qualname__", repr(fn))
        raise AssertionError(
            f"{entry}: an accepted input fails later: {name} raised "
            f"{type(error).__name__}: {error}"
        ) from error


def count_only(entry: str, accepted: bool) -> None:
    """Count an input whose outcome the test worked out itself."""
    COUNTS[entry]["tried"] += 1
    COUNTS[entry]["accepted" if accepted else "rejected"] += 1


def counts_as_json() -> dict[str, dict[str, int]]:
    """The counts, entry by entry (every column present)."""
    return {
        entry: {column: int(counter[column]) for column in COLUMNS}
        for entry, counter in sorted(COUNTS.items())
    }


# --------------------------------------------------------------------------- random values


class Opaque:
    """An object the library knows nothing about."""

    def __repr__(self) -> str:
        return "Opaque()"


class IntLike:
    """An object that converts to an int (as numpy's integers do)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __int__(self) -> int:
        return self.value

    def __repr__(self) -> str:
        return f"IntLike({self.value})"


def _numpy_values() -> list[object]:
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is a test extra
        return []
    return [numpy.int64(2), numpy.int64(-1), numpy.float64("nan"), numpy.array([1, 2])]


#: Words the library reads somewhere: card, suit, seat and action texts, knob choices.
WORDS = (
    "", " ", "Jd", "jd", "10h", "Th", "J♦", "Jo", "joker", "B", "🃏", "As", "7c", "8s", "9c",
    "1z", "Jx", "hearts", "h", "♥", "c", "no trump", "low", "north", "n", "West", "4",
    "pass", "order up", "order up alone", "pick up", "discard 9c", "call hearts",
    "call hearts alone", "go alone", "play Jd", "give Jh", "bid 4", "bid best", "bid moon",
    "claim renege east", "declare farmer", "declare ace no face", "3-2", "1,1,1,1", "none",
    "null", "custom", "knock", "bid", "forbid", "penalise", "hand", "trick", "mandatory",
    "optional", "nobody", "maker", "maker_or_partner", "with_call", "after_call", "never",
    "vs_lone_maker", "always", "dealer_left", "maker_left", "lone_left", "bidder",
    "next_dealer", "same_dealer", "opponents_gain", "offenders_lose", "euchre",
    "dealer_names", "redeal", "fixed", "off", "exchange", "tricks", "value", "play_on",
    "draw", "STANDARD", "\x00", "\u2028", "]", '"', "\\", "#", "\n", "nan", "inf", "-1",
    "1e309", "٣", "½",
)

_SPECIAL_NUMBERS = (
    0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 14, 15, 24, 25, 32, 48, -1, -2, 2**31, 2**63, -(2**63),
    10**100, -(10**100), 0.0, -0.0, 0.5, 1.5, 2.5, 1e308, -1e308, math.inf, -math.inf, math.nan,
)


def _objects() -> list[object]:
    return [
        object(), Opaque(), IntLike(2), IntLike(-5), IntLike(10**30), Decimal("NaN"),
        Decimal("2"), Decimal("Infinity"), fractions.Fraction(1, 2), fractions.Fraction(4, 1),
        complex(1, 1), euchre.Suit.HEARTS, euchre.Seat.EAST, euchre.Rank.ACE,
        euchre.Team.NORTH_SOUTH, euchre.Phase.PLAY, euchre.Card("Jd"), euchre.Card.JOKER,
        euchre.PASS, euchre.Action.play("9c"), presets.STANDARD, presets.BID_EUCHRE,
        euchre.Scoring(), euchre.Deal.random(presets.STANDARD, 1), int, str, len, range(3),
        range(10**20), frozenset({1, 2}), {1, 2}, b"Jd", bytearray(b"9c"), memoryview(b"x"),
        Ellipsis, NotImplemented, random.Random(1), *_numpy_values(),
    ]


atoms: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from(_SPECIAL_NUMBERS),
    st.floats(),
    st.text(max_size=12),
    st.sampled_from(WORDS),
    st.binary(max_size=8),
    st.sampled_from(_objects()),
)

#: Any Python value: atoms of every type, and lists, tuples and dicts of them.
any_value: st.SearchStrategy[Any] = st.recursive(
    atoms,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.lists(inner, max_size=5).map(tuple),
        st.dictionaries(st.text(max_size=5) | st.integers(-3, 3), inner, max_size=3),
    ),
    max_leaves=8,
)

#: Any JSON value (Python's json writes NaN and Infinity too).
json_value: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 60),
        st.integers(),
        st.sampled_from([2**63, -(2**63), 10**40, 99, 3.5, math.inf, -math.inf, math.nan]),
        st.floats(),
        st.text(max_size=10),
        st.sampled_from(WORDS),
    ),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8) | st.sampled_from(WORDS), inner, max_size=4),
    max_leaves=10,
)


# --------------------------------------------------------------------------- mutators


def _mutate_string(draw: st.DrawFn, text: str) -> str:
    choice = draw(st.integers(0, 3))
    if choice == 0 or not text:
        return draw(st.sampled_from(WORDS))
    i = draw(st.integers(0, len(text) - 1))
    if choice == 1:
        return text[:i] + draw(st.text(max_size=3)) + text[i + 1 :]
    if choice == 2:
        return text[:i]
    return text + draw(st.sampled_from(WORDS))


@st.composite
def mutated_json(draw: st.DrawFn, document: Any, most: int = 4) -> Any:
    """``document`` with one to ``most`` random changes: a value replaced, a key deleted, an
    item inserted, duplicated or moved, a text edited, a number pushed out of range."""
    document = json.loads(json.dumps(document))
    for _ in range(draw(st.integers(1, most))):
        path = draw(st.sampled_from(json_paths(document)))
        if not path:
            if draw(st.integers(0, 9)) == 0:
                document = draw(json_value)
            continue
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        current = parent[key]
        choice = draw(st.integers(0, 7))
        if choice == 0 and isinstance(parent, dict):
            del parent[key]
        elif choice == 1 and isinstance(parent, list):
            parent.insert(key, draw(json_value))
        elif choice == 2 and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(current)))
        elif choice == 3 and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(0, len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
        elif choice == 4 and isinstance(current, str):
            parent[key] = _mutate_string(draw, current)
        elif choice == 5 and isinstance(current, (int, float)) and not isinstance(current, bool):
            parent[key] = draw(st.sampled_from([-1, current + 1, current * 1000, 2**64, 1.5,
                                                math.inf, math.nan, str(current), None]))
        elif choice == 6:
            parent[key] = [current]
        else:
            parent[key] = draw(json_value)
    return document


#: Fragments a text record's mutations splice in.
TEXT_PIECES = (
    "[", "]", '"', "\\", "#", ";", ":", "|", "\n", "\r", "\u2028", "\x00", "\t", "[Rule \"",
    "[Rules \"STANDARD\"]", "[Rules \"BID_EUCHRE\"]", "[Rule \"target = 5\"]",
    "[Rule \"bid_minimum = none\"]", "[Rule \"deck = 25\"]", "[Rule \"cards_per_hand = 1\"]",
    "[Rule \"deal_pattern = 9,9,9,9\"]", "[Seed \"\"]", "[Seed \"7\"]", "[Dealer \"West\"]",
    "[Deal \"", "[North \"a]b\"]", "West: ", "North: ", "pass", "play Jd", "claim renege north",
    "up: Jo", "kitty:", "| up: -", "Jo", "99999999999999999999", "-1", "none",
)


@st.composite
def mutated_text(draw: st.DrawFn, text: str, most: int = 4) -> str:
    """``text`` with one to ``most`` random changes to its lines and characters."""
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, most))):
        if not lines:
            lines = [""]
        i = draw(st.integers(0, len(lines) - 1))
        choice = draw(st.integers(0, 6))
        line = lines[i]
        if choice == 0:
            del lines[i]
        elif choice == 1:
            lines.insert(i, draw(st.sampled_from(lines)))
        elif choice == 2:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif choice == 3:
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + draw(st.sampled_from(TEXT_PIECES)) + line[j:]
        elif choice == 4:
            j = draw(st.integers(0, len(line)))
            k = draw(st.integers(j, len(line)))
            lines[i] = line[:j] + line[k:]
        elif choice == 5:
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + draw(st.text(max_size=4)) + line[j:]
        else:
            lines.insert(i, draw(st.sampled_from(TEXT_PIECES)))
    return "\n".join(lines)


@st.composite
def mutated_bytes(draw: st.DrawFn, data: bytes, most: int = 4) -> bytes:
    """``data`` with bytes flipped, cut, inserted or repeated."""
    buf = bytearray(data)
    for _ in range(draw(st.integers(1, most))):
        if not buf:
            buf += draw(st.binary(min_size=1, max_size=8))
            continue
        i = draw(st.integers(0, len(buf) - 1))
        choice = draw(st.integers(0, 4))
        if choice == 0:
            buf[i] = draw(st.integers(0, 255))
        elif choice == 1:
            del buf[i : i + draw(st.integers(1, 64))]
        elif choice == 2:
            buf[i:i] = draw(st.binary(min_size=1, max_size=8))
        elif choice == 3:
            j = draw(st.integers(i, min(len(buf), i + 200)))
            buf[i:i] = buf[i:j]
        else:
            del buf[i:]
    return bytes(buf)


# --------------------------------------------------------------------------- rules and games

#: Any valid RuleSet: a preset, or a random RuleSet of either variant over every knob
#: (tests/strategies.py).
any_rules: st.SearchStrategy[euchre.RuleSet] = any_rulesets(PRESETS)


def action_universe() -> tuple[euchre.Action, ...]:
    """Every action there is: each kind for every card (second copies of the double deck
    included), every call, bid, claim, declaration and the fixed words."""
    out: list[euchre.Action] = []
    seen: set[int] = set()
    for card in CARDS_BY_INDEX:
        for make in (actions.PLAY_ACTIONS, actions.DISCARD_ACTIONS, actions.GIVE_ACTIONS):
            action = make[card.index]
            if id(action) not in seen:
                seen.add(id(action))
                out.append(action)
    fixed = [
        euchre.PASS, euchre.ORDER_UP, euchre.ORDER_UP_ALONE, euchre.PICK_UP, euchre.GO_ALONE,
        euchre.BID_BEST, euchre.BID_MOON, euchre.CALL_LOW_NO_TRUMP, euchre.DECLARE_FARMER,
        euchre.DECLARE_ACE_NO_FACE,
        *(euchre.Action.call(suit, alone) for suit in (*euchre.Suit, None) for alone in (False, True)),
        *(euchre.Action.bid(n) for n in range(1, 13)),
        *(euchre.Action.claim_renege(seat) for seat in euchre.Seat),
    ]
    for action in fixed:
        if id(action) not in seen:
            seen.add(id(action))
            out.append(action)
    return tuple(out)


UNIVERSE = action_universe()
#: One action per canonical text (no second copies of the double deck's cards).
CANONICAL = tuple(dict.fromkeys(euchre.parse_action(str(a)) for a in UNIVERSE))


class Game(NamedTuple):
    """A random game: its rules, and every state it went through (the first is new)."""

    rules: euchre.RuleSet
    states: tuple[euchre.State, ...]
    seeded: bool


def random_deal(rules: euchre.RuleSet, rng: random.Random, dealer: int) -> euchre.Deal:
    """A random deal; for Knock Euchre sometimes one that turns up the joker or gives a
    farmer's or an ace-no-face hand (tests/oracles/test_reference_diff, which deals only
    four-seat hands and no dummy: other tables deal at random)."""
    if (rules.players == 4 and not rules.dummy and rules.variant == "knock" and rules.cards_per_hand == 5
            and rules.deck in (24, 25, 32)):
        return biased_deal(rules, rng, dealer)
    return euchre.Deal.random(rules, rng.randrange(2**32), dealer=dealer)


def play_game(rules: euchre.RuleSet, seed: int, steps: int, *, seeded: bool) -> Game:
    """Random play of ``steps`` actions (or to the end of the game), irregular choices
    favoured: declarations, renege claims, no trump, passes (thrown-in hands); reneges
    happen whenever the rules allow them. A seeded game deals from its seed; otherwise
    each deal is drawn here (and the game waits in phase DEAL for it)."""
    rng = random.Random(seed)
    pass_bias = rng.choice([0.2, 0.5, 0.8])
    if seeded:
        state = euchre.new_game(rules, seed=seed)
    else:
        dealer = rng.randrange(rules.players)
        state = euchre.new_game(rules, dealer=dealer, deal=random_deal(rules, rng, dealer))
    states = [state]
    for _ in range(steps):
        if state.is_over:
            break
        if state.phase is Phase.DEAL:
            state = state.apply_deal(random_deal(rules, rng, int(state.dealer)))
        else:
            legal = {str(a) for a in state.legal_actions()}
            state = state.apply(choose(rng, legal, state.phase.value, pass_bias))
        states.append(state)
    return Game(rules, tuple(states), seeded)


@st.composite
def games(draw: st.DrawFn, rules: st.SearchStrategy[euchre.RuleSet] = any_rules,
          most: int = 120) -> Game:
    """A random game of random (valid) rules, seeded or dealt by hand."""
    return play_game(
        draw(rules), draw(st.integers(0, 2**32)), draw(st.integers(0, most)),
        seeded=draw(st.booleans()),
    )


def snapshot(state: euchre.State) -> tuple[Any, ...]:
    """Everything observable about a state that must not change: its pickle, hash, repr,
    JSON record and text (or the error its text raises: rendering is checked apart)."""
    import pickle

    from euchre import records

    try:
        text = str(state)
    except Exception as error:  # str(state) is fuzzed by its own test
        text = f"<{type(error).__name__}>"
    return (pickle.dumps(state), hash(state), repr(state), records.dumps(state), text,
            state.legal_actions())


def iter_attrs_values(value: object) -> Iterator[tuple[str, object]]:
    """The fields of an attrs instance, by name."""
    for field in attrs.fields(type(value)):  # type: ignore[misc]
        yield field.name, getattr(value, field.name)
