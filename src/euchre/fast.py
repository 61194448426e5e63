"""Batch simulation of random hands, vectorised with NumPy (optional: ``pip install euchre-rules[fast]``).

``import euchre`` never imports this module or NumPy; ``import euchre.fast`` needs NumPy.

**The uniform policy.** Every decision of a hand takes the next number ``u`` in ``[0, 1)``
from that hand's stream of uniforms and plays ``legal[min(floor(u * n), n - 1)]`` where
``legal = state.legal_actions()`` and ``n = len(legal)`` (a decision with one legal action
consumes a number too). The order of ``legal_actions()`` is canonical:

* round 1 (``ORDER``): ``pass``, ``order up``, then ``order up alone`` when the alone choice
  is made with the call; the dealer's partner under ``canadian_loner`` with that timing has
  ``pass``, ``order up alone``;
* ``PICKUP``: ``pass``, ``pick up``;
* round 2 (``CALL``): ``pass`` (not for a stuck dealer), then for clubs, diamonds, hearts,
  spades except the turned-down suit: ``call <suit>`` (then ``call <suit> alone`` with the
  call's alone choice);
* ``ALONE``: ``pass``, ``go alone`` (only ``go alone`` when it is forced);
* ``DISCARD`` and ``PLAY``: cards in card order (clubs, diamonds, hearts, spades; 9 T J Q K A).

:func:`play_uniform` is the reference: it plays one hand with the engine's public API.
:func:`simulate` plays many hands at once with NumPy and gives, for the same deals, dealers
and uniforms, exactly the same results (``tests/players/test_fast.py`` checks every field).

**Batch formats.** A card is an id ``suit * 6 + rank - 9`` (``0`` = 9c ... ``23`` = As; the
id order is the card order). A deal is a row of five ints: the hands of North, East, South
and West as 24-bit masks of card ids, then the upcard's id (the kitty is the rest of the
deck); :func:`to_deal` and :func:`from_deal` convert. ``uniforms`` has one row of
:data:`MAX_DECISIONS` numbers per hand (no hand needs more).

**One rule, one place.** What the rules decide comes from the engine as NumPy tables,
generated when first needed and compared with the engine in
``tests/players/test_fast_tables.py``: the card order (:mod:`euchre.engine.cardorder`), the
legal actions of each bidding turn and of the maker's going alone (the engine's
``legal_order``, ``legal_call`` and ``legal_alone``, which read ``compile_rules(rules)``'s
``order_actions``, ``canadian_loner_order_actions`` and ``call_actions`` and force the
Canadian loner), the order the defenders are asked (:func:`~euchre.engine.alone.defenders_in_order`), the seats in play
and the first lead (:mod:`euchre.engine.alone`), the deal order (:mod:`euchre.deal`) and the
points (:func:`~euchre.engine.scoring.hand_points`). The rest of the kernel is not
generated: the sequencing of a hand (who bids after whom; whether the dealer picks up, and
what may be discarded; who is asked about going alone, and when the asking stops; following
suit, and who plays next) is a vectorised copy of the engine's steps, kept for speed.
``test_batch_equals_stepwise`` and ``test_random_rules_and_seeds`` in
``tests/players/test_fast.py`` check that copy against the stepwise engine
(:func:`play_uniform`), every result field and every decision's legal count and choice.

>>> import euchre
>>> from euchre import fast
>>> batch = fast.simulate(euchre.presets.OPENSPIEL, 1000, seed=1)
>>> len(batch), batch.points.shape, int(batch.thrown_in.sum())   # stick the dealer
(1000, (1000, 2), 0)
>>> deals, dealers, uniforms = fast.draw(euchre.presets.OPENSPIEL, 1000, seed=1)
>>> state = euchre.new_game(euchre.presets.OPENSPIEL, dealer=int(dealers[7]),
...                         deal=fast.to_deal(deals[7]))
>>> result = fast.play_uniform(state, uniforms[7]).results[-1]
>>> tuple(result.points) == batch.row(7)["points"]
True
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from euchre.actions import GO_ALONE, PASS, Action, ActionKind
from euchre.cards import cards_from_mask
from euchre.deal import Deal, seat_order
from euchre.engine import cardorder
from euchre.engine.alone import defenders_in_order, first_leader, legal_alone, seats_in_play
from euchre.engine.core import Base, Hand, compile_rules
from euchre.engine.making import legal_call, legal_order
from euchre.engine.scoring import hand_points
from euchre.errors import RuleSetError
from euchre.rules import RuleSet, Scoring
from euchre.state import Phase, State

__all__ = [
    "BLOCK",
    "MAX_DECISIONS",
    "BatchResult",
    "check_rules",
    "choose",
    "draw",
    "from_deal",
    "play_uniform",
    "replay",
    "simulate",
    "to_deal",
]

#: Uniforms per hand: the most decisions a hand can take (8 bids, 4 alone questions,
#: 20 cards; or 4 bids, pick-up, discard, 4 alone questions, 20 cards).
MAX_DECISIONS = 32
#: Cards in a hand, and tricks in a hand: ``cards_per_hand``, whose one value
#: :func:`check_rules` allows (the kernel reads it from the RuleSet; the batch formats,
#: 5-card hand masks and 20 cards dealt, are built for it).
_CARDS_PER_HAND = 5
#: Cards dealt to the four hands; the next card of a shuffled deck is the upcard.
_DEALT = 4 * _CARDS_PER_HAND
#: Hands drawn and simulated together: ``simulate(seed=...)`` draws block after block.
BLOCK = 1 << 16

I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]
B = npt.NDArray[np.bool_]

# --------------------------------------------------------------------------- contract


def choose(n: int, u: float) -> int:
    """The index the uniform policy picks among ``n`` legal actions for uniform ``u``.

    >>> from euchre.fast import choose
    >>> choose(3, 0.0), choose(3, 0.5), choose(3, 0.9999999999999999)
    (0, 1, 2)
    """
    return min(math.floor(u * n), n - 1)


def play_uniform(state: State, uniforms: Sequence[float] | Any) -> State:
    """Play the hand of ``state`` to its end by the uniform policy; the state after it.

    The stepwise reference for :func:`simulate`, using only the public API: decision ``i``
    of the hand (counted from ``state``) uses ``uniforms[i]``. The hand's result is
    ``returned.results[-1]``.

    >>> import euchre
    >>> from euchre.fast import play_uniform
    >>> rules = euchre.presets.OPENSPIEL
    >>> state = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, 5))
    >>> end = play_uniform(state, [0.0] * 32)   # always the first legal action
    >>> end.hand_number, end.results[-1].maker   # everyone passes; the dealer is stuck
    (1, <Seat.NORTH: 0>)
    """
    if state.is_over or state.phase is Phase.DEAL:
        raise ValueError(f"play_uniform needs a hand in progress, not phase {state.phase.name}")
    hand = state.hand_number
    i = 0
    while state.hand_number == hand and not state.is_over:
        legal = state.legal_actions()
        if i >= len(uniforms):
            raise ValueError(f"play_uniform: {len(uniforms)} uniforms are not enough for the hand")
        state = state.apply(legal[choose(len(legal), float(uniforms[i]))])
        i += 1
    return state


# --------------------------------------------------------------------------- cards and deals

#: The 24-card deck in card order: a batch card id is a position here. Generated from the
#: engine's deck (``cardorder.DECKS[24]``); ``Card.index`` maps an id to the engine's index.
_CARDS = tuple(sorted(cards_from_mask(cardorder.DECKS[24])))
_ID = {card: i for i, card in enumerate(_CARDS)}
_ENGINE_INDEX = tuple(card.index for card in _CARDS)
_DECK = (1 << len(_CARDS)) - 1


def to_deal(row: Sequence[int] | Any) -> Deal:
    """The :class:`~euchre.Deal` of a batch deal row (four hand masks, upcard id).

    >>> from euchre.fast import to_deal, from_deal
    >>> deal = to_deal([0x1F, 0x1F << 5, 0x1F << 10, 0x1F << 15, 20])
    >>> deal.hands[0], deal.upcard, deal.kitty
    ((Card('9c'), Card('Tc'), Card('Jc'), Card('Qc'), Card('Kc')), Card('Js'), (Card('Qs'), Card('Ks'), Card('As')))
    >>> from_deal(deal)
    (31, 992, 31744, 1015808, 20)
    """
    masks = [int(row[s]) for s in range(4)]
    upcard = int(row[4])
    used = masks[0] | masks[1] | masks[2] | masks[3] | (1 << upcard)
    return Deal(
        hands=[[_CARDS[i] for i in range(24) if m >> i & 1] for m in masks],
        upcard=_CARDS[upcard],
        kitty=[_CARDS[i] for i in range(24) if not used >> i & 1],
    )


def from_deal(deal: Deal) -> tuple[int, int, int, int, int]:
    """The batch row ``(north, east, south, west, upcard)`` of a 24-card Knock deal."""
    masks = [sum(1 << _ID[card] for card in hand) for hand in deal.hands]
    if deal.upcard is None:
        raise ValueError("from_deal: the deal has no upcard")
    return (masks[0], masks[1], masks[2], masks[3], _ID[deal.upcard])


# --------------------------------------------------------------------------- rules

_CHOICES: dict[str, tuple[object, ...]] = {
    "variant": ("knock",),
    "deck": (24,),
    "cards_per_hand": (_CARDS_PER_HAND,),
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
# Knobs with any value: they do not change one hand's result.
# the match's knobs (laps, slams, match_games) change nothing within a game, which is what
# the batch simulator plays
_FREE = ("name", "deal_pattern", "scoring", "target", "win_by_two", "laps", "slams", "match_games")
_SCORES = (
    "makers",
    "march",
    "lone",
    "lone_march",
    "euchre",
    "lone_euchre",
    "lone_defender_euchre",
    "lone_defender_march",
    "super_euchre",
)


def check_rules(rules: RuleSet) -> None:
    """Raise :class:`~euchre.errors.RuleSetError` (a ``ValueError``) naming the knob unless
    :func:`simulate` supports ``rules``.

    Every knob of Knock Euchre with a 24-card deck is supported; other variants and decks,
    reneging, no trump and the declarations are not.

    >>> import euchre
    >>> from euchre.fast import check_rules
    >>> check_rules(euchre.presets.STANDARD.replace(canadian_loner=True))  # fine
    >>> check_rules(euchre.presets.BID_EUCHRE)
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: euchre.fast does not support variant='bid' (supported: 'knock')
    """
    if not isinstance(rules, RuleSet):
        raise TypeError(f"expected a RuleSet, got {type(rules).__name__}")
    _check_table(rules)
    for knob, allowed in _CHOICES.items():
        value = getattr(rules, knob, allowed[0])
        if value not in allowed or type(value) is not type(allowed[0]):
            raise RuleSetError(
                f"euchre.fast does not support {knob}={value!r} (supported: "
                + ", ".join(repr(a) for a in allowed)
                + ")"
            )
    default = RuleSet()
    for knob in attrs.fields_dict(type(rules)):
        if (
            knob not in _CHOICES
            and knob not in _FREE
            and getattr(rules, knob) != getattr(default, knob)
        ):
            raise RuleSetError(
                f"euchre.fast does not support the knob {knob}={getattr(rules, knob)!r} "
                f"(only its default {getattr(default, knob)!r})"
            )
    base = Scoring()
    for value_name in attrs.fields_dict(type(rules.scoring)):
        if value_name not in _SCORES and getattr(rules.scoring, value_name) != getattr(
            base, value_name
        ):
            raise RuleSetError(
                f"euchre.fast does not support the scoring value {value_name}="
                f"{getattr(rules.scoring, value_name)!r}"
            )
    if sum(rules.deal_pattern) != _DEALT:
        raise RuleSetError(
            f"euchre.fast needs deal_pattern dealing {_DEALT} cards: {rules.deal_pattern}"
        )


def _check_table(rules: RuleSet) -> None:
    """Refuse any table but four seats in two teams, naming the format.

    >>> import euchre
    >>> _check_table(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: euchre.fast plays the four-handed game only, not players=3 (three-handed (cutthroat)); use euchre.simulate
    """
    table = rules.table
    if table.four:
        return
    knob = (
        f"players={rules.players}"
        if rules.players != 4
        else f"partnership={rules.partnership!r}"
    )
    raise RuleSetError(
        f"euchre.fast plays the four-handed game only, not {knob} ({table.format_name}); "
        "use euchre.simulate"
    )


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, eq=False)
class BatchResult:
    """Results of ``len(batch)`` independent hands, one array entry per hand.

    Seats are 0-3 (North, East, South, West) and suits 0-3 (clubs .. spades), ``-1`` for
    none; ``tricks`` and ``points`` have a column per team (North-South, East-West).
    ``decisions`` counts the uniforms each hand used; ``deals`` holds the hands' deals
    (batch rows). With ``simulate(..., record=True)``, ``counts[i, j]`` is the number of
    legal actions at decision ``j`` of hand ``i`` and ``choices[i, j]`` the index chosen
    (``-1`` and ``0`` past the end of the hand).
    """

    dealer: npt.NDArray[np.int8]
    maker: npt.NDArray[np.int8]
    trump: npt.NDArray[np.int8]
    alone: npt.NDArray[np.int8]
    lone_defender: npt.NDArray[np.int8]
    tricks: npt.NDArray[np.int8]
    points: I64
    thrown_in: B
    decisions: npt.NDArray[np.int8]
    deals: I64
    choices: npt.NDArray[np.int8] | None = None
    counts: npt.NDArray[np.int8] | None = None

    def __len__(self) -> int:
        return len(self.dealer)

    def row(self, i: int) -> dict[str, Any]:
        """Hand ``i`` as plain values (None for -1), keyed as :class:`~euchre.HandResult`."""

        def seat(a: npt.NDArray[np.int8]) -> int | None:
            v = int(a[i])
            return None if v < 0 else v

        return {
            "dealer": int(self.dealer[i]),
            "trump": seat(self.trump),
            "maker": seat(self.maker),
            "alone": seat(self.alone),
            "lone_defender": seat(self.lone_defender),
            "tricks": (int(self.tricks[i, 0]), int(self.tricks[i, 1])),
            "points": (int(self.points[i, 0]), int(self.points[i, 1])),
            "thrown_in": bool(self.thrown_in[i]),
            "decisions": int(self.decisions[i]),
        }


# --------------------------------------------------------------------------- tables


def _batch_mask(engine_mask: int) -> int:
    """An engine card mask (``Card.index`` bits) as a mask of batch card ids (24-card deck)."""
    return sum(1 << i for i, index in enumerate(_ENGINE_INDEX) if engine_mask >> index & 1)


class _Tables:
    """Card order over batch card ids, generated from ``engine.cardorder`` (tested in
    ``tests/players/test_fast_tables.py``); flat arrays for NumPy gathers.

    ``eff[trump * 24 + card]``: ``EFFECTIVE_SUIT[trump][card]``; ``power[(trump * 4 + led) *
    24 + card]``: ``POWER[trump][led][card]``; ``suit_mask[trump * 4 + suit]``:
    ``SUIT_MASK[trump][suit]`` as a batch mask; ``active[(alone + 1) * 5 + defender + 1]``:
    :func:`~euchre.engine.alone.seats_in_play`; ``pop``: bit counts of 12-bit numbers (NumPy < 2.0).
    """

    __slots__ = ("active", "eff", "pop", "power", "suit_mask")

    def __init__(self) -> None:
        engine = _ENGINE_INDEX
        self.eff = np.array(
            [cardorder.EFFECTIVE_SUIT[t][c] for t in range(4) for c in engine], np.int64
        )
        self.power = np.array(
            [cardorder.POWER[t][led][c] for t in range(4) for led in range(4) for c in engine],
            np.int64,
        )
        self.suit_mask = np.array(
            [_batch_mask(cardorder.SUIT_MASK[t][s]) for t in range(4) for s in range(4)],
            np.int64,
        )
        self.active = np.array(
            [seats_in_play(a, d) for a in range(-1, 4) for d in range(-1, 4)], np.int64
        )
        self.pop = np.array([bin(x).count("1") for x in range(1 << 12)], np.int64)


_T: _Tables | None = None


def _tables() -> _Tables:
    global _T
    if _T is None:
        _T = _Tables()
    return _T


def _lead_index(dealer: Any, maker: Any, alone: Any, defender: Any) -> Any:
    """The row of :func:`_first_leads` for seats (-1 for no lone player / defender)."""
    return ((dealer * 4 + maker) * 5 + alone + 1) * 5 + defender + 1


@functools.cache
def _first_leads(first_lead: str) -> I64:
    """Who leads the first trick under the knob ``first_lead``, for every (dealer, maker, lone
    player, lone defender): generated from ``engine.alone.first_leader`` (tested in
    ``tests/players/test_fast_tables.py``); indexed by :func:`_lead_index`."""
    table = np.empty(4 * 4 * 5 * 5, np.int64)
    for dealer in range(4):
        for maker in range(4):
            for alone in range(-1, 4):
                for defender in range(-1, 4):
                    table[_lead_index(dealer, maker, alone, defender)] = first_leader(
                        first_lead, dealer, maker, alone, defender, seats_in_play(alone, defender)
                    )
    return table


def _points_index(maker: Any, won_ns: Any, alone: Any, defender: Any) -> Any:
    """The row of :func:`_hand_points` (``alone`` and ``defender`` are 0 or 1)."""
    return ((maker * (_CARDS_PER_HAND + 1) + won_ns) * 2 + alone) * 2 + defender


@functools.lru_cache(maxsize=64)
def _hand_points(rules: RuleSet) -> I64:
    """The points ``(ns, ew)`` of a hand under ``rules.scoring`` for every (maker, tricks
    North-South took, maker alone?, lone defender?): generated from
    ``engine.scoring.hand_points`` (tested in ``tests/players/test_fast_tables.py``);
    indexed by :func:`_points_index`."""
    tricks = rules.cards_per_hand  # check_rules: _CARDS_PER_HAND, the table's layout
    table = np.zeros((4 * (_CARDS_PER_HAND + 1) * 2 * 2, 2), np.int64)
    for maker in range(4):
        for won_ns in range(tricks + 1):
            for alone in (0, 1):
                for defender in (0, 1):
                    table[_points_index(maker, won_ns, alone, defender)] = hand_points(
                        rules,
                        maker,
                        (won_ns, tricks - won_ns),
                        alone=alone == 1,
                        lone_defender=defender == 1,
                    )
    return table


#: The most bidding turns before trump is made: two rounds, each seat once.
_BIDDING_TURNS = 8


def _order_code(action: Action) -> int:
    """A round-1 action as the kernel codes it: 0 pass, 1 order up, 2 order up alone."""
    return 0 if action.kind is ActionKind.PASS else 1 + action.alone


def _call_code(action: Action) -> int:
    """A round-2 action as the kernel codes it: -1 pass, else ``trump * 2 + alone``."""
    if action.kind is ActionKind.PASS:
        return -1
    return cardorder.trump_index(action.suit) * 2 + action.alone


def _alone_key(dealer: Any, maker: Any, passes: Any) -> Any:
    """The entry of :attr:`_Bidding.maker_alone_count` for a maker and the passes before."""
    return (dealer * 4 + maker) * (_BIDDING_TURNS + 1) + passes


#: A legal-actions function of the engine (``making.legal_order`` ...).
_Legal = Callable[[Base, Hand, int], tuple[Action, ...]]


class _Bidding:
    """The legal actions of a RuleSet's bidding and going alone, as arrays for the kernel:
    the engine's own answers (``making.legal_order``, ``making.legal_call``,
    ``alone.legal_alone``, asked about a stand-in hand record of ``compile_rules(rules)``,
    for every dealer) and ``alone.defenders_in_order``; tested turn by turn against
    ``State.legal_actions`` in ``tests/players/test_fast_tables.py``.

    Seats are relative to the dealer: ``j`` is the seat ``dealer + 1 + j`` (3 the dealer).

    * round 1 (``Compiled.order_actions``; ``canadian_loner_order_actions`` for the dealer's
      partner): ``order_count[j]`` legal actions, ``order_pass[j]`` the index of the pass,
      ``order_code[j * 3 + i]`` action ``i`` coded by :func:`_order_code`;
    * round 2 (``Compiled.call_actions``; the dealer stuck under ``stick_the_dealer``):
      ``call_count[j]`` legal actions and ``call_pass[j]`` the index of the pass (-1: none),
      the same whichever suit is turned down; ``call_code[(turned * 4 + j) * call_width +
      i]`` action ``i`` with suit ``turned`` turned down, coded by :func:`_call_code`;
    * ``maker_alone_count[key]``, ``maker_alone_go[key * 2 + i]``: the maker asked about
      going alone after the call (forced under ``canadian_loner`` by
      ``alone.forced_alone``), whether action ``i`` goes alone; ``key`` is :func:`_alone_key`;
    * ``first_defender[dealer * 4 + maker]``, ``second_defender[...]``: the defenders in the
      order they are asked (``alone.defenders_in_order``).

    A table by relative seat holds one value for every dealer (and suit turned down): the
    engine's answer must not depend on them, or building the table fails.
    """

    __slots__ = (
        "call_code",
        "call_count",
        "call_pass",
        "call_width",
        "first_defender",
        "maker_alone_count",
        "maker_alone_go",
        "order_code",
        "order_count",
        "order_pass",
        "second_defender",
    )

    def __init__(self, rules: RuleSet) -> None:
        hand = Hand()
        hand.c = compile_rules(rules)  # before clear(), which reads the table's seats
        hand.clear()
        state = Base()

        def asked(legal: _Legal, j: int, up: int) -> set[tuple[Action, ...]]:
            """The legal actions of seat ``j`` for every dealer (the upcard's suit ``up``)."""
            out = set()
            for dealer in range(4):
                hand.dealer, hand.upsuit = dealer, up
                out.add(legal(state, hand, (dealer + 1 + j) & 3))
            return out

        order = []
        for j in range(4):
            (actions,) = {a for up in range(4) for a in asked(legal_order, j, up)}
            order.append(actions)
        self.order_count = np.array([len(actions) for actions in order], np.int64)
        self.order_pass = np.array([_index(actions, PASS) for actions in order], np.int64)
        self.order_code = np.array(
            [_order_code(a[i]) if i < len(a) else 0 for a in order for i in range(3)], np.int64
        )
        calls = []
        for up in range(4):
            row = []
            for j in range(4):
                (actions,) = asked(legal_call, j, up)
                row.append(actions)
            calls.append(row)
        count, pass_at = [], []
        for j in range(4):
            ((n, at),) = {(len(row[j]), _index(row[j], PASS)) for row in calls}
            count.append(n)
            pass_at.append(at)
        self.call_count = np.array(count, np.int64)
        self.call_pass = np.array(pass_at, np.int64)
        self.call_width = width = max(count)
        self.call_code = np.array(
            [
                _call_code(a[i]) if i < len(a) else -1
                for row in calls
                for a in row
                for i in range(width)
            ],
            np.int64,
        )
        self._alone_tables(hand, state)

    def _alone_tables(self, hand: Hand, state: Base) -> None:
        """The maker's going alone after the call, and the order the defenders are asked."""
        count, go = [], []
        for dealer, maker, passes in itertools.product(
            range(4), range(4), range(_BIDDING_TURNS + 1)
        ):
            hand.dealer, hand.maker, hand.passes = dealer, maker, passes
            legal = legal_alone(state, hand, maker)
            count.append(len(legal))
            go += [i < len(legal) and legal[i] is GO_ALONE for i in range(2)]
        self.maker_alone_count = np.array(count, np.int64)
        self.maker_alone_go = np.array(go, np.bool_)
        maker_left = hand.c.defender_alone_order_maker_left
        defenders = [
            defenders_in_order(maker_left, dealer, maker)
            for dealer in range(4)
            for maker in range(4)
        ]
        self.first_defender = np.array([first for first, _ in defenders], np.int64)
        self.second_defender = np.array([second for _, second in defenders], np.int64)


def _index(actions: tuple[Action, ...], action: Action) -> int:
    """The position of ``action`` among ``actions``; -1 when it is not legal."""
    return actions.index(action) if action in actions else -1


@functools.lru_cache(maxsize=64)
def _bidding(rules: RuleSet) -> _Bidding:
    """The :class:`_Bidding` tables of ``rules`` (generated once per RuleSet)."""
    return _Bidding(rules)


if hasattr(np, "bitwise_count"):

    def _popcount(x: I64) -> I64:
        return np.bitwise_count(x).astype(np.int64)

else:  # numpy < 2.0

    def _popcount(x: I64) -> I64:
        pop = _tables().pop
        return pop[x & 0xFFF] + pop[x >> 12]  # type: ignore[no-any-return]


def _nth_bit(mask: I64, c: I64, most: int) -> I64:
    """The index of the ``c``-th (0-based) set bit of each mask (``c <= most``)."""
    for i in range(most):
        low = mask & -mask
        mask = np.where(c > i, mask ^ low, mask)
    return _popcount((mask & -mask) - 1)


def _pick(u: F64, n: I64 | int) -> I64:
    """``min(floor(u * n), n - 1)``: the uniform policy's choice among ``n`` actions."""
    return np.minimum((u * n).astype(np.int64), np.asarray(n, np.int64) - 1)


# --------------------------------------------------------------------------- drawing


def _relative_seats(rules: RuleSet) -> list[list[int]]:
    """For each seat relative to the dealer (1 = left .. 0 = dealer): its deck positions, by
    ``rules.deal_pattern``. Generated from the engine's deal order (``euchre.deal``, the seats
    of dealer 0; tested in ``tests/players/test_fast_tables.py``)."""
    groups: list[list[int]] = [[], [], [], []]
    for position, seat in enumerate(seat_order(rules.deal_pattern, 0)):
        groups[seat].append(position)
    return groups


def _deal_decks(rules: RuleSet, decks: I64, dealers: I64) -> I64:
    """Batch deal rows from shuffled decks dealt by the deal pattern from the dealer's left."""
    m = len(decks)
    bits = np.left_shift(1, decks[:, :_DEALT])
    rows = np.empty((m, 5), np.int64)
    ar = np.arange(m)
    for rel, positions in enumerate(_relative_seats(rules)):
        rows[ar, (dealers + rel) & 3] = bits[:, positions].sum(axis=1)
    rows[:, 4] = decks[:, _DEALT]
    return rows


def _blocks(
    rules: RuleSet,
    n_hands: int,
    seed: int | np.random.Generator | None,
    deals: I64 | None,
    dealers: I64 | None,
    uniforms: F64 | None,
) -> Iterator[tuple[I64, I64, F64]]:
    rng = np.random.default_rng(seed)
    order = np.arange(24, dtype=np.int64)
    for start in range(0, n_hands, BLOCK):
        stop = min(start + BLOCK, n_hands)
        m = stop - start
        block_dealers = (
            rng.integers(0, 4, size=m, dtype=np.int64) if dealers is None else dealers[start:stop]
        )
        if deals is None:
            decks = rng.permuted(np.broadcast_to(order, (m, 24)), axis=1)
            block_deals = _deal_decks(rules, decks, block_dealers)
        else:
            block_deals = deals[start:stop]
        block_uniforms = (
            rng.random((m, MAX_DECISIONS)) if uniforms is None else uniforms[start:stop]
        )
        yield block_deals, block_dealers, block_uniforms


def draw(
    rules: RuleSet, n_hands: int, seed: int | np.random.Generator | None
) -> tuple[I64, I64, F64]:
    """The ``(deals, dealers, uniforms)`` that ``simulate(rules, n_hands, seed=seed)`` plays.

    From ``numpy.random.default_rng(seed)``, block by block (:data:`BLOCK` hands): the
    dealers (``integers(0, 4)``), shuffled decks (``permuted``; dealt by the rules' deal
    pattern from the dealer's left, the 21st card turned up), then the uniforms (``random``).

    >>> import euchre
    >>> from euchre.fast import draw
    >>> deals, dealers, uniforms = draw(euchre.presets.OPENSPIEL, 3, seed=0)
    >>> deals.shape, dealers.shape, uniforms.shape
    ((3, 5), (3,), (3, 32))
    """
    parts = list(_blocks(rules, n_hands, seed, None, None, None))
    if not parts:
        return np.empty((0, 5), np.int64), np.empty(0, np.int64), np.empty((0, MAX_DECISIONS))
    return (
        np.concatenate([p[0] for p in parts]),
        np.concatenate([p[1] for p in parts]),
        np.concatenate([p[2] for p in parts]),
    )


def _check_inputs(
    n_hands: int, deals: Any, dealers: Any, uniforms: Any
) -> tuple[I64 | None, I64 | None, F64 | None]:
    d = None
    if deals is not None:
        d = np.ascontiguousarray(deals, dtype=np.int64)
        if d.shape != (n_hands, 5):
            raise ValueError(f"deals: expected shape ({n_hands}, 5), got {d.shape}")
        masks = d[:, :4]
        up = d[:, 4]
        bad = (
            (masks < 0).any(axis=1)
            | (masks > _DECK).any(axis=1)
            | (_popcount(masks) != _CARDS_PER_HAND).any(axis=1)
            | (up < 0)
            | (up > 23)
        )
        if not bad.any():
            union = masks[:, 0] | masks[:, 1] | masks[:, 2] | masks[:, 3]
            bad = (_popcount(union) != _DEALT) | ((union >> up) & 1 == 1)
        if bad.any():
            i = int(np.argmax(bad))
            raise ValueError(
                f"deals[{i}] = {d[i].tolist()} is not a deal: four disjoint 5-card masks of "
                "card ids 0-23 and an upcard id not in any hand"
            )
    dl = None
    if dealers is not None:
        dl = np.ascontiguousarray(dealers, dtype=np.int64)
        if dl.shape != (n_hands,) or ((dl < 0) | (dl > 3)).any():
            raise ValueError(f"dealers: expected {n_hands} seats 0-3")
    u = None
    if uniforms is not None:
        u = np.ascontiguousarray(uniforms, dtype=np.float64)
        if u.ndim != 2 or u.shape[0] != n_hands or u.shape[1] < MAX_DECISIONS:
            raise ValueError(
                f"uniforms: expected shape ({n_hands}, {MAX_DECISIONS}), got {u.shape}"
            )
        if ((u < 0) | (u >= 1)).any():
            raise ValueError("uniforms: every number must be in [0, 1)")
    return d, dl, u


# --------------------------------------------------------------------------- simulation


def simulate(
    rules: RuleSet,
    n_hands: int,
    *,
    seed: int | np.random.Generator | None = None,
    deals: Any = None,
    dealers: Any = None,
    uniforms: Any = None,
    record: bool = False,
) -> BatchResult:
    """Play ``n_hands`` independent hands by the uniform policy, vectorised over the batch.

    Hand ``i`` is dealt ``deals[i]`` (a batch row) by ``dealers[i]`` at the start of a game
    and plays decision ``j`` with ``uniforms[i, j]``; whatever is not given is drawn from
    ``numpy.random.default_rng(seed)`` as :func:`draw` describes. The result of hand ``i``
    equals ``play_uniform(new_game(rules, dealer=dealers[i], deal=to_deal(deals[i])),
    uniforms[i]).results[-1]``. Unsupported rules raise :class:`~euchre.errors.RuleSetError` (:func:`check_rules`).

    With ``record=True`` the result also holds, per hand and decision, the number of legal
    actions (``counts``) and the index chosen among them (``choices``; :func:`replay`).

    >>> import euchre
    >>> from euchre.fast import simulate
    >>> batch = simulate(euchre.presets.STANDARD, 10_000, seed=3)
    >>> bool(batch.thrown_in.any()), int(batch.tricks.sum()) == 5 * int((~batch.thrown_in).sum())
    (True, True)
    """
    check_rules(rules)
    try:
        n_hands = operator.index(n_hands)
    except TypeError:
        n_hands = -1
    if n_hands < 0:
        raise ValueError("n_hands: expected a whole number, 0 or more")
    d, dl, u = _check_inputs(n_hands, deals, dealers, uniforms)
    parts = [
        _simulate_block(rules, *block, record) for block in _blocks(rules, n_hands, seed, d, dl, u)
    ]
    if not parts:  # no hands: empty arrays of the right shapes
        empty = np.empty((0, 5), np.int64)
        parts = [_simulate_block(rules, empty, empty[:, 0], np.empty((0, MAX_DECISIONS)), record)]
    out = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    return BatchResult(
        dealer=out["dealer"].astype(np.int8),
        maker=out["maker"].astype(np.int8),
        trump=out["trump"].astype(np.int8),
        alone=out["alone"].astype(np.int8),
        lone_defender=out["lone_defender"].astype(np.int8),
        tricks=out["tricks"].astype(np.int8),
        points=out["points"].astype(np.int64),
        thrown_in=out["thrown_in"].astype(np.bool_),
        decisions=out["decisions"].astype(np.int8),
        deals=out["deals"],
        choices=out["choices"] if record else None,
        counts=out["counts"] if record else None,
    )


def replay(state: State, choices: Sequence[int] | Any) -> State:
    """Play the hand of ``state`` to its end choosing ``legal_actions()[choices[i]]``.

    Decodes a recorded hand (``simulate(..., record=True).choices[i]``).

    >>> import euchre
    >>> from euchre.fast import replay
    >>> rules = euchre.presets.OPENSPIEL
    >>> state = euchre.new_game(rules, dealer=0, deal=euchre.Deal.random(rules, 5))
    >>> replay(state, [0] * 32).results[-1].maker
    <Seat.NORTH: 0>
    """
    if state.is_over or state.phase is Phase.DEAL:
        raise ValueError(f"replay needs a hand in progress, not phase {state.phase.name}")
    hand = state.hand_number
    i = 0
    while state.hand_number == hand and not state.is_over:
        if i >= len(choices) or choices[i] < 0:
            raise ValueError(f"replay: the hand needs more than {i} choices")
        state = state.apply(state.legal_actions()[int(choices[i])])
        i += 1
    return state


def _simulate_block(
    rules: RuleSet, deals: I64, dealers: I64, uniforms: F64, record: bool
) -> dict[str, Any]:
    t = _tables()
    m = len(deals)
    ar = np.arange(m)
    stride = uniforms.shape[1]
    uflat = np.ascontiguousarray(uniforms).reshape(-1)
    ubase = ar * stride
    hands = deals[:, :4].copy()
    upcard = deals[:, 4]
    dealer = dealers

    # the legal actions of the bidding and of going alone (tables from the engine's rules)
    c = compile_rules(rules)
    bid = _bidding(rules)
    columns = np.arange(4)

    # ---- round 1: from the dealer's left, pass / order up (/ order up alone)
    count1 = bid.order_count
    choice1 = _pick(uniforms[:, 0:4], count1)
    ordered = choice1 != bid.order_pass
    any1: B = np.asarray(ordered.any(axis=1))
    j1 = ordered.argmax(axis=1)
    alone1 = bid.order_code[j1 * 3 + choice1[ar, j1]] == 2  # 1 order up, 2 order up alone

    # ---- round 2: pass (not for a stuck dealer) or call a suit (alone)
    turned = upcard // 6
    count2 = bid.call_count
    raw2 = _pick(uniforms[:, 4:8], count2)
    called = raw2 != bid.call_pass
    any2 = called.any(axis=1) & ~any1
    j2 = called.argmax(axis=1)
    c2 = bid.call_code[(turned * 4 + j2) * bid.call_width + raw2[ar, j2]]  # suit * 2 + alone
    suit2 = c2 >> 1
    alone2 = (c2 & 1) == 1

    maker = np.where(any1, (dealer + 1 + j1) & 3, (dealer + 1 + j2) & 3)
    trump = np.where(any1, turned, suit2)
    lone: B = np.asarray(np.where(any1, alone1, alone2), np.bool_)
    played = any1 | any2
    passes = np.where(any1, j1, np.where(any2, 4 + j2, _BIDDING_TURNS))  # before the call
    k = passes + played  # the passes and the call

    result: dict[str, Any] = {
        "dealer": dealer,
        "maker": np.where(played, maker, -1),
        "trump": np.where(played, trump, -1),
        "alone": np.full(m, -1, np.int64),
        "lone_defender": np.full(m, -1, np.int64),
        "tricks": np.zeros((m, 2), np.int64),
        "points": np.zeros((m, 2), np.int64),
        "thrown_in": ~played,
        "decisions": k.copy(),
        "deals": deals,
    }
    # recorded choices and counts: one spare column for decisions not taken
    choices = np.full((m if record else 0, MAX_DECISIONS + 1), -1, np.int8)
    counts = np.zeros((m if record else 0, MAX_DECISIONS + 1), np.int8)
    if record:
        last1 = np.where(any1, j1, 3)[:, None]
        choices[:, :4] = np.where(columns <= last1, choice1, -1)
        counts[:, :4] = np.where(columns <= last1, count1, 0)
        in_round2 = ~any1[:, None] & (columns <= np.where(any2, j2, 3)[:, None])
        choices[:, 4:8] = np.where(in_round2, raw2, -1)
        counts[:, 4:8] = np.where(in_round2, count2, 0)
        result["choices"] = choices
        result["counts"] = counts

    rows = np.flatnonzero(played)
    if len(rows) < m:  # keep the hands that are played
        hands, upcard, dealer, ubase = hands[rows], upcard[rows], dealer[rows], ubase[rows]
        maker, trump, lone, k, any1 = maker[rows], trump[rows], lone[rows], k[rows], any1[rows]
        passes = passes[rows]
        ar = np.arange(len(rows))
    n = len(rows)
    if n == 0:
        return result

    def next_u() -> F64:
        return uflat[ubase + k]  # type: ignore[no-any-return]

    def note(choice: I64, count: I64 | int, taken: B | None = None) -> None:
        """Record one decision of each hand (of the hands ``taken`` when given)."""
        if record:
            column = k if taken is None else np.where(taken, k, MAX_DECISIONS)
            choices[rows, column] = choice
            counts[rows, column] = count

    alone = np.where(lone, maker, -1)
    partner = maker ^ 2

    # ---- the upcard: dealer picks up (maybe optionally) and discards
    upbit = np.left_shift(1, upcard)
    # a dealer who sits out (a lone maker's partner) takes nothing
    take = any1 & ((t.active[(alone + 1) * 5] >> dealer) & 1 == 1)
    if c.dealer_pickup_optional:
        asked = take & (maker != dealer)
        choice = _pick(next_u(), 2)
        note(choice, 2, asked)
        take = take & (~asked | (choice == 1))
        k = k + asked
    dealer_hand = hands[ar, dealer] | upbit
    legal = dealer_hand if c.discard_upcard else dealer_hand & ~upbit
    count = _popcount(legal)
    choice = _pick(next_u(), count)
    note(choice, count, take)
    discard = _nth_bit(legal, choice, c.cards_per_hand)  # of cards_per_hand + 1
    hands[ar, dealer] = np.where(take, dealer_hand ^ np.left_shift(1, discard), hands[ar, dealer])
    k = k + take

    # ---- going alone: the maker (after the call), the maker's partner, then defenders
    if c.alone_after_call:  # forced under canadian_loner: one legal action, go alone
        key = _alone_key(dealer, maker, passes)
        count = bid.maker_alone_count[key]
        choice = _pick(next_u(), count)
        note(choice, count)
        go = bid.maker_alone_go[key * 2 + choice]
        k = k + 1
        alone = np.where(go, maker, alone)
    if c.alone_by_partner:
        asked = alone < 0
        choice = _pick(next_u(), 2)
        note(choice, 2, asked)
        go = asked & (choice == 1)
        k = k + asked
        alone = np.where(go, partner, alone)
    defender = np.full(n, -1, np.int64)
    if c.defender_alone != "never":
        asked = alone >= 0 if c.defender_alone == "vs_lone_maker" else np.ones(n, np.bool_)
        pair = dealer * 4 + maker  # asked in the order defender_alone_order says
        for seat in (bid.first_defender[pair], bid.second_defender[pair]):
            choice = _pick(next_u(), 2)
            note(choice, 2, asked)
            go = asked & (choice == 1)
            k = k + asked
            defender = np.where(go, seat, defender)
            asked = asked & ~go

    # ---- who sits out, and the opening lead by rules.first_lead (tables from engine.alone)
    active = t.active[(alone + 1) * 5 + defender + 1]
    leader = _first_leads(rules.first_lead)[_lead_index(dealer, maker, alone, defender)]

    # ---- the tricks, cards_per_hand of them
    won_ns = np.zeros(n, np.int64)
    trump24 = trump * 24
    trump4 = trump * 4
    eff, power, suit_mask = t.eff, t.power, t.suit_mask
    tricks = c.cards_per_hand
    for trick in range(tricks):
        size = tricks - trick
        hand = hands[ar, leader]
        choice = _pick(next_u(), size)
        note(choice, size)
        card = _nth_bit(hand, choice, size - 1)
        k = k + 1
        hands[ar, leader] = hand ^ np.left_shift(1, card)
        led = eff[trump24 + card]
        pbase = (trump4 + led) * 24
        best = power[pbase + card]
        winner = leader
        follow = suit_mask[trump4 + led]
        for offset in (1, 2, 3):
            seat = (leader + offset) & 3
            in_play = (active >> seat) & 1 == 1
            hand = hands[ar, seat]
            legal = hand & follow
            legal = np.where(legal == 0, hand, legal)
            count = _popcount(legal)
            choice = _pick(next_u(), count)
            note(choice, count, in_play)
            card = _nth_bit(legal, choice, size - 1)
            hands[ar, seat] = np.where(in_play, hand ^ np.left_shift(1, card), hand)
            k = k + in_play
            strength = power[pbase + card]
            better = in_play & (strength > best)
            best = np.where(better, strength, best)
            winner = np.where(better, seat, winner)
        won_ns += (winner & 1) == 0
        leader = winner

    # ---- the points by rules.scoring (a table from engine.scoring.hand_points)
    points = _hand_points(rules)[_points_index(maker, won_ns, alone >= 0, defender >= 0)]

    result["alone"][rows] = alone
    result["lone_defender"][rows] = defender
    result["tricks"][rows, 0] = won_ns
    result["tricks"][rows, 1] = tricks - won_ns
    result["points"][rows] = points
    result["decisions"][rows] = k
    if record:
        result["choices"] = choices[:, :MAX_DECISIONS]
        result["counts"] = counts[:, :MAX_DECISIONS]
    return result
