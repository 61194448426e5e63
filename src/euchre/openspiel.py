"""OpenSpiel games backed by this library's engine: importing this module registers them.

Needs OpenSpiel (``pip install open_spiel``, the ``oracle`` extra) and NumPy; ``import
euchre`` never imports this module.

>>> import pyspiel
>>> import euchre.openspiel
>>> game = pyspiel.load_game("python_euchre_openspiel")
>>> game.num_players(), game.num_distinct_actions(), game.max_chance_outcomes()
(4, 69, 24)
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())   # the first dealer
(True, 4)

**The names.** One game per preset, ``python_euchre_`` and the preset's name in lower case
(``python_euchre_cardgames_io``, ``python_euchre_games4all``, ``python_euchre_standard``,
``python_euchre_openspiel``, ``python_euchre_bid_euchre``): OpenSpiel names its Python games
``python_...`` (``python_kuhn_poker``), and the prefix keeps ours apart from its C++
``euchre``. The tables of other sizes have theirs too (``python_euchre_two_handed``,
``python_euchre_two_handed_dummy``, ``python_euchre_cutthroat``, ``python_euchre_six_handed``,
``python_euchre_six_handed_double``; :data:`euchre.presets.TABLE_PRESETS`), each declaring
its own number of players. ``python_euchre`` plays any RuleSet, given as JSON text in its
parameter ``rules`` (:func:`euchre.rules.codec.to_json`; the default is
:data:`euchre.presets.DEFAULT`), and so declares 2 to 6 players.

**One hand a game**, as OpenSpiel's ``euchre``: the returns are the hand's points, each
player's side's points less the other side's (zero-sum; a thrown-in hand is 0 to all); with
more than two sides (each for themselves, three or more players), a player's points less the
mean of the others'.

**Chance.** The first chance node picks the dealer (outcomes 0-3, the seats North, East,
South, West, each 1/4; at other tables one outcome per seat). Then one chance node per card
dealt, one card at a time from the dealer's left round the table until every hand is full
(with the joker in Bid Euchre, the dealer's seventh card last), then the dummy's cards (a
RuleSet with ``dummy``), then, in Knock Euchre, the upcard; the cards left over are the
kitty. A card outcome is the card's number in the encoding's card order (the ``play``
actions' order, :class:`euchre.encoding.Encoding`), each undealt card equally likely; in
the double deck the two copies of a card are one outcome, as likely as the copies left. The
deal pattern of the RuleSet does not change what a player can be dealt, so the chance
nodes ignore it.

**Actions and tensors** are :class:`~euchre.encoding.Encoding`'s: the action ids, the
observation tensor (``observation(view)``), and the information-state tensor (the
observation followed by the hand's public actions in order, ``information_state(view)``;
with the game parameter ``information_state=compact`` the same information in fewer
numbers, ``compact_information_state(view)``: 1,330 floats for 3,166 at four seats, for
learners keyed by the tensor's text; the default, ``full``, leaves the game's text as it
was).
The information-state string is every fact of the hand the seat's view shows, on one line
(:func:`information_state_text`: search algorithms key their tables by it, so it is built
from the view's plain facts, not its JSON; at the four-seat game in one deck the same
text is read at once from the view's snapshot, with the texts of hands, actions and tricks
kept), and the observation string the view's one-line summary with the current trick.
``clone()`` shares the game and its encoding (both never change) and copies the rest.

**Pickling.** A game pickles as its text form (``str(game)``), loaded again by
:func:`load_game`; a state as OpenSpiel pickles any state (its game and history). So
``random_sim_test`` runs with serialisation on and ``pyspiel.serialize_game_and_state``
round-trips.

**Search.** :meth:`EuchreState.resample_from_infostate` (OpenSpiel's
``ResampleFromInfostate``) draws a state with the same information state for a player from
the library's sampler (:func:`euchre.bots.sample_state`), so OpenSpiel's Python ISMCTS
(``open_spiel.python.algorithms.ismcts.ISMCTSBot``) plays every game.
"""

from __future__ import annotations

import base64
import functools
import json
import operator
from collections.abc import Callable
from typing import Any

import attrs
import numpy as np
import pyspiel

from euchre import _worlds, presets
from euchre.actions import PLAY_ACTIONS, Action
from euchre.cards import CARDS_BY_INDEX
from euchre.deal import Deal
from euchre.encoding import Encoding, net_side_points
from euchre.engine.cardorder import COPY, DECKS, LOW_NO_TRUMP, NO_TRUMP, bits
from euchre.errors import ArgumentError, EuchreError, RuleSetError, shown
from euchre.plainfacts import _PHASE_NAMES, PlainFacts, plain_facts
from euchre.rules import RuleSet, codec
from euchre.state import State, new_game
from euchre.views import (
    _ACTIONS,
    _ACTIVE,
    _CURRENT,
    _DOUBLE,
    _G_SEEN,
    _MASK,
    _N_SCALARS,
    _PLAY_ORDER,
    _PLAYS,
    _RENEGES,
    _SCORES,
    _SITTING_OUT,
    _TRICKS,
    _WON,
    _snapshot,
)

__all__ = [
    "GAME_NAMES",
    "EuchreGame",
    "EuchreObserver",
    "EuchreState",
    "game_name",
    "information_state_text",
    "load",
    "load_game",
]

#: The layouts of the information-state tensor (the game parameter ``information_state``).
INFORMATION_STATES = ("full", "compact")
#: The fewest and the most players a RuleSet seats (the generic game's range).
MIN_PLAYERS, MAX_PLAYERS = 2, 6
_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)


def game_name(preset: str) -> str:
    """The registered name of a preset's game.

    >>> game_name("STANDARD")
    'python_euchre_standard'
    """
    return "python_euchre_" + preset.lower()


#: The RuleSet of every preset (each has a game), the tables of other sizes included.
_PRESET_RULES: dict[str, RuleSet] = {name: presets.get(name) for name in presets.names()}

#: Every registered name: one per preset (the tables of other sizes too), and
#: ``python_euchre`` for any RuleSet as JSON.
GAME_NAMES = (*(game_name(name) for name in _PRESET_RULES), "python_euchre")


def rules_parameter(rules: RuleSet) -> str:
    """The ``rules`` parameter's value for a RuleSet: its JSON
    (:func:`euchre.rules.codec.to_json`) in URL-safe base64 without padding, since OpenSpiel's text form of a game's
    parameters cannot hold JSON's commas. :func:`read_rules` reads this and plain JSON.

    >>> import euchre
    >>> read_rules(rules_parameter(euchre.presets.STANDARD)) == euchre.presets.STANDARD
    True
    """
    text = json.dumps(codec.to_json(rules), separators=(",", ":"), sort_keys=True)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def read_rules(value: object) -> RuleSet:
    """The RuleSet of a ``rules`` parameter: JSON text (an object), or the base64 form of
    :func:`rules_parameter`; anything else raises :class:`~euchre.errors.RuleSetError`.

    >>> read_rules('{"variant": "bid", "target": 20}').target
    20
    """
    if not isinstance(value, str):
        raise RuleSetError(f"rules={shown(value)}: expected JSON text of a RuleSet (or its base64 form)")
    text = value.strip()
    if not text.startswith("{"):
        try:
            text = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode()
        except (ValueError, UnicodeDecodeError):
            raise RuleSetError(
                f"rules={shown(value)}: neither JSON text of a RuleSet nor its base64 form"
            ) from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RuleSetError(f"rules: not JSON: {str(error)[:200]}") from None
    return codec.from_json(data)


def _utility_bound(rules: RuleSet) -> float:
    """A bound on the points one side can gain over another in a hand (the largest
    scoring value, both sides' tricks, and a renege penalty or false claim per trick)."""
    scoring = rules.scoring
    values = [value or 0 for value in attrs.astuple(scoring)]
    values += [rules.bid_best_value, rules.bid_moon_value, rules.cards_per_hand * rules.bid_trick_value]
    renege = max(rules.renege_points, rules.renege_points_alone, rules.renege_false_claim)
    return float(2 * max(values) + 2 * (rules.cards_per_hand + 1) * (renege + max(values)))


def _game_type(name: str, rules: RuleSet | None) -> Any:
    """The GameType of a registered name (``rules`` None: any RuleSet, as JSON)."""
    described = rules.name if rules is not None else "any RuleSet (parameter rules, JSON)"
    spec = {"information_state": "full"}
    if rules is None:
        spec["rules"] = rules_parameter(presets.DEFAULT)
    fewest, most = (rules.players, rules.players) if rules is not None else (MIN_PLAYERS, MAX_PLAYERS)
    return pyspiel.GameType(
        short_name=name,
        long_name=f"Python Euchre: {described}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=fewest,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


class EuchreGame(pyspiel.Game):  # type: ignore[misc]
    """One hand of Euchre under a RuleSet, as an OpenSpiel game (see the module docstring)."""

    #: The preset a registered subclass plays (None: the ``rules`` parameter says).
    preset: str | None = None

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        preset = self.preset
        rules = _PRESET_RULES[preset] if preset is not None else None
        game_type = _game_type(game_name(preset) if preset else "python_euchre", rules)
        params = dict(params or {})
        if rules is None:
            rules = read_rules(params.get("rules", game_type.parameter_specification["rules"]))
            params["rules"] = rules_parameter(rules)  # the form the game's own text keeps
        layout = params.pop("information_state", "full")  # the default left out of the text
        if layout not in INFORMATION_STATES:
            raise ArgumentError(
                f"information_state={shown(layout)}: expected one of {', '.join(INFORMATION_STATES)}"
            )
        if layout != "full":
            params["information_state"] = layout
        self.rules = rules
        self.encoding = _encoding(rules)
        #: The information-state tensor's layout: "full" (the encoding's
        #: ``information_state``) or "compact" (its ``compact_information_state``).
        self.information_state = layout
        self._compact = layout == "compact"
        #: The information-state tensor's shape.
        self.info_shape = (
            self.encoding.compact_information_state_shape if self._compact else self.encoding.information_state_shape
        )
        #: The players (seats) of the game.
        self.seats = rules.players
        #: The chance nodes that deal a hand's cards.
        self.to_deal = _worlds.deal_size(rules)
        bound = _utility_bound(rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_actions,
            max_chance_outcomes=max(self.seats, self.encoding.num_cards),
            num_players=self.seats,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=self.encoding.max_hand_actions,
        )
        super().__init__(game_type, info, params)
        # the observers of the states' Python-level tensor and string methods
        self._info_observer = self.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
        self._observer = self.make_py_observer(pyspiel.IIGObservationType(perfect_recall=False))
        # the card numbers not dealt, by the byte of the dealt cards' mask (four bytes)
        self.undealt = _undealt(self.encoding.num_cards)
        #: [cards left]: :attr:`undealt` as (card, chance) outcomes (see outcome_table).
        self.outcome_tables: dict[int, tuple[tuple[tuple[tuple[int, float], ...], ...], ...]] = {}
        #: The bit of each card number (its first copy's).
        self.card_bits = tuple(card.bit for card in self.encoding.cards)
        # the sorted legal ids of each tuple of legal actions the engine has given
        self._legal_ids: dict[tuple[Any, ...], list[int]] = {}

    def outcome_table(self, left: int) -> tuple[tuple[tuple[tuple[int, float], ...], ...], ...]:
        """The chance outcomes of a card chance node with ``left`` cards not dealt (one copy
        of each card), by the byte of the dealt cards' mask as :attr:`undealt`: each card
        not dealt with chance ``1 / left`` (made once for each ``left``, then kept).

        >>> import pyspiel, euchre.openspiel
        >>> game = pyspiel.load_game("python_euchre_openspiel")
        >>> game.outcome_table(20)[0][0b11111110]
        ((0, 0.05),)
        """
        chance = 1.0 / left
        table = tuple(tuple(tuple((card, chance) for card in cards) for cards in chunk) for chunk in self.undealt)
        self.outcome_tables[left] = table
        return table

    def __copy__(self) -> EuchreGame:
        """The game itself: a game never changes, and OpenSpiel's ``clone()`` of a state
        deep-copies the state's attributes, its game among them."""
        return self

    def __deepcopy__(self, memo: object) -> EuchreGame:
        """The game itself, as :meth:`__copy__`."""
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickle as the game's text form (its registered name and parameters), which
        :func:`load_game` loads again: OpenSpiel's own pickling of a Python game keeps
        neither its class (each preset's is built at run time) nor its attributes."""
        return load_game, (str(self),)

    def __reduce_ex__(self, protocol: Any) -> tuple[Any, tuple[str]]:
        return self.__reduce__()

    def new_initial_state(self) -> EuchreState:
        """A hand before the deal: the dealer is the first chance node."""
        return EuchreState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> EuchreObserver:
        """The observer of a player: the information state with ``perfect_recall`` (in the
        game's layout, ``information_state``), else the observation (both a player's private
        and public information, the only kind)."""
        return EuchreObserver(
            self.encoding,
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
            params,
            compact=self._compact,
        )


class EuchreState(pyspiel.State):  # type: ignore[misc]
    """A hand in progress: chance nodes deal it, then our engine's State plays it."""

    def __init__(self, game: EuchreGame) -> None:
        super().__init__(game)
        # OpenSpiel clones a Python state by deep-copying each attribute: the game (which
        # copies as itself) holds what never changes, the encoding and the rules above all
        self._game = game
        self.dealer = -1
        self.dealt = _Dealt()  # card outcomes in the order dealt
        self.engine: State | None = None
        self.deal: Deal | None = None  # the hand's deal, once dealt

    # the game's, read through the game: OpenSpiel's clone() deep-copies every attribute
    @property
    def _rules(self) -> RuleSet:
        return self._game.rules

    @property
    def _encoding(self) -> Encoding:
        return self._game.encoding

    @property
    def _seats(self) -> int:
        return self._game.seats

    @property
    def _to_deal(self) -> int:
        return self._game.to_deal

    # ------------------------------------------------------------------ chance

    def current_player(self) -> int:
        """The seat to act, CHANCE while dealing, TERMINAL when the hand is over."""
        engine = self.engine
        if engine is None:
            return _CHANCE
        seat: int = engine._to_act  # -1: none to act, the hand over (phase DEAL or OVER)
        return _TERMINAL if seat < 0 else seat

    def _over(self) -> bool:
        engine = self.engine
        return engine is not None and engine._to_act < 0

    # Python-level fast paths of the base class's methods: called from Python they skip
    # the C++ layer's calls back into current_player, is_terminal and _legal_actions (C++
    # callers still go through it, to the same answers)

    def is_chance_node(self) -> bool:
        """True while the hand is dealt (the first dealer, then each card)."""
        return self.engine is None

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal actions of ``player`` (default: the player to act), ascending: the
        chance outcomes' at a chance node, none at the end or for a player not to act."""
        engine = self.engine
        if engine is None:
            if player is None or player == _CHANCE:
                return [outcome for outcome, _ in self.chance_outcomes()]
        elif player is None or player == engine._to_act >= 0:
            if engine._to_act < 0:
                return []
            legal = engine.legal_actions()  # _legal_actions, inline
            ids = self._game._legal_ids.get(legal)
            return self._legal_actions(engine._to_act) if ids is None else ids[:]
        elif player.__class__ is int and 0 <= player < self._game.seats:
            return []  # a player not to act, or the hand over
        return super().legal_actions(player)  # type: ignore[no-any-return]

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        """The information-state tensor of ``player`` (default: the player to act), as
        OpenSpiel's C++ layer gives it (a list of floats) without its detour: it sizes the
        tensor by filling one for a new state first, every call, and copies it twice."""
        seat = self._seat(player)
        engine = self.engine
        if engine is None:
            return [0.0] * self._game.info_shape[0]
        if self._game._compact:
            return self._encoding.compact_information_state_values(plain_facts(engine.view(seat)))
        return self._encoding.information_state_values(plain_facts(engine.view(seat)))

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The observation tensor of ``player`` (default: the player to act), as
        :meth:`information_state_tensor`."""
        seat = self._seat(player)
        engine = self.engine
        if engine is None:
            return [0.0] * self._encoding.observation_shape[0]
        return self._encoding.observation_values(plain_facts(engine.view(seat)))

    def information_state_string(self, player: int | None = None) -> str:
        """The information-state string of ``player`` (default: the player to act)."""
        engine = self.engine
        seats = self._game.seats
        if engine is not None and engine._to_act >= 0 and player.__class__ is int and 0 <= player < seats:
            text = _snapshot_text(_snapshot(engine, player), player)  # no View built
            if text is not None:
                return text
        return self._game._info_observer.string_from(self, self._seat(player))

    def observation_string(self, player: int | None = None) -> str:
        """The observation string of ``player`` (default: the player to act)."""
        return self._game._observer.string_from(self, self._seat(player))

    def _seat(self, player: int | None) -> int:
        """``player``, or the player to act; OpenSpiel's own error for any other value."""
        seat = self.current_player() if player is None else operator.index(player)
        if not 0 <= seat < self._seats:
            pyspiel.State.information_state_string(self, seat)  # raises its SpielError
        return seat

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The dealer (a seat: 0-3 at four), then each undealt card (its copies left over the
        cards left)."""
        seats = self._seats
        if self.dealer < 0:
            return [(seat, 1.0 / seats) for seat in range(seats)]
        encoding = self._game.encoding
        copies = encoding.copies
        dealt = self.dealt
        if copies == 1:  # the cards not dealt, read off the dealt cards' mask by bytes
            remaining = encoding.num_cards - len(dealt)
            mask = dealt.mask
            a, b, c, d = self._game.outcome_tables.get(remaining) or self._game.outcome_table(remaining)
            return list(a[mask & 255] + b[mask >> 8 & 255] + c[mask >> 16 & 255] + d[mask >> 24])
        left = [copies - dealt.count(card) for card in range(encoding.num_cards)]
        total = sum(left)
        return [(card, count / total) for card, count in enumerate(left) if count]

    def _legal_actions(self, player: int) -> list[int]:
        """The legal action ids, ascending (kept by the game for each tuple of legal
        actions the engine gives: a copy of the list is returned)."""
        assert self.engine is not None
        legal = self.engine.legal_actions()
        known = self._game._legal_ids
        ids = known.get(legal)
        if ids is None:
            if len(known) >= _CACHE_LIMIT:
                known.clear()
            ids = known[legal] = sorted(self._encoding.legal_ids(self.engine))
        return ids[:]

    def _apply_action(self, action: int) -> None:
        engine = self.engine
        if engine is not None:
            actions = self._game.encoding.actions
            # an id in range is the action at its place, as Encoding.action reads it
            act = actions[action] if 0 <= action < len(actions) else self._encoding.action(action)
            self.engine = engine.apply(act)
        elif self.dealer < 0:
            self.dealer = action
        else:
            dealt = self.dealt
            dealt.append(action)
            dealt.mask |= 1 << action
            if len(dealt) == self._to_deal:
                self.deal = self._deal()
                self.engine = new_game(self._rules, dealer=self.dealer, deal=self.deal)

    def _deal(self) -> Deal:
        """The Deal the chance outcomes made (see the module docstring): built from the
        cards' bits (a second copy's bit is its first copy's shifted by ``COPY``), as the
        engine's shuffled deals are."""
        game = self._game
        rules = game.rules
        card_bits = game.card_bits
        dealt = self.dealt
        if game.encoding.copies == 1:
            bits = [card_bits[number] for number in dealt]
            seen = _union(bits)
        else:
            seen = 0
            bits = []
            for number in dealt:
                bit = card_bits[number]
                if seen & bit:
                    bit <<= COPY
                seen |= bit
                bits.append(bit)
        seats = game.seats
        dealer = self.dealer
        masks = [0] * seats
        held = seats * rules.cards_per_hand
        for i in range(seats):  # slot i goes to seat (dealer + 1 + i) % seats
            masks[(dealer + 1 + i) % seats] = _union(bits[i:held:seats])
        rest = bits[held:]
        dummy = 0
        for bit in rest[: rules.dummy]:
            dummy |= bit
        rest = rest[rules.dummy :]
        upcard = -1
        if rules.variant == "knock":
            upcard = rest.pop().bit_length() - 1
        elif rest:  # the joker deck in Bid Euchre: the dealer's seventh card
            masks[dealer] |= rest.pop()
        return Deal._fast(tuple(masks), upcard, DECKS[rules.deck] & ~seen, None, dummy)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self.dealer < 0:
                return f"dealer {self._rules.table.seat_names[action].lower()}"
            return f"deal {self._encoding.cards[action]}"
        return str(self._encoding.action(action))

    # ------------------------------------------------------------------ the end

    def is_terminal(self) -> bool:
        """The hand is over (played out or thrown in)."""
        engine = self.engine
        return engine is not None and engine._to_act < 0

    def returns(self) -> list[float]:
        """Each player's side's points in the hand less the other side's, or with more than
        two sides less the mean of the others' (0 until the end)."""
        if not self._over():
            return [0.0] * self._seats
        assert self.engine is not None
        points = tuple(self.engine.results[-1].points)
        if len(points) == 2 and self._seats == 4:
            ns, ew = points
            return [float(ns - ew), float(ew - ns)] * 2
        net = net_side_points(points)
        return [net[side] for side in self._rules.table.side_of]

    # ------------------------------------------------------------------ search

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> EuchreState:
        """A state ``player_id`` cannot tell from this one (the same information state: the
        same dealer, its own cards, every action as it saw them), the cards it has not seen
        drawn at random: OpenSpiel's ``ResampleFromInfostate``, which its ISMCTS calls at
        every simulation. The world comes from the library's sampler
        (:func:`euchre.bots.sample_state`); where that models no such view (the double deck,
        a call for best with a lone player, a farmer's exchange, going under) or finds none,
        the unseen cards are shuffled among the places the player has not seen (kept only
        if the replayed hand shows the player the same view; uniformly 20 times, then each
        seat's places filled first from the suits it has not shown out of; after 50 misses
        this state's clone). While dealing, the cards not dealt to the player are dealt
        again. ``probability_sampler`` (a callable giving floats in [0, 1), as OpenSpiel
        passes) is called once, to seed the draw: the same sampler, the same state.

        >>> import random, pyspiel, euchre.openspiel
        >>> state = pyspiel.load_game("python_euchre_standard").new_initial_state()
        >>> rng = random.Random(3)
        >>> while state.is_chance_node():
        ...     state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
        >>> player = state.current_player()
        >>> world = state.resample_from_infostate(player, random.Random(1).random)
        >>> world.information_state_string(player) == state.information_state_string(player)
        True
        """
        index = getattr(player_id, "__index__", None)
        if index is None or isinstance(player_id, bool) or not 0 <= index() < self._seats:
            raise ArgumentError(
                f"player_id {shown(player_id)}: expected a player of this game, 0 to {self._seats - 1}"
            )
        player_id = index()
        rng = _worlds.rng_from(probability_sampler)
        if self.engine is None:
            return self._replayed(_worlds.redeal(self._encoding, self.dealer, self.dealt, player_id, rng), [])
        view = self.engine.view(player_id)
        drawn = None if self._over() else _worlds.from_sampler(self._encoding, self.dealt, view, rng)
        if drawn is not None:
            return self._replayed(*drawn)
        seen = _worlds.view_json(self.engine, player_id)
        actions = [(int(seat), action) for seat, action in self.engine.hand_actions]
        avoid = _worlds.voids(view, self._encoding)
        for attempt in range(50):
            dealt, ids = _worlds.relabel(
                self._encoding, self.dealer, self.dealt, actions, view, rng, avoid if attempt >= 20 else None
            )
            try:
                world = self._replayed(dealt, ids)
            except (EuchreError, ValueError):
                continue
            if world.engine is not None and _worlds.view_json(world.engine, player_id) == seen:
                return world
        return self.clone()  # type: ignore[no-any-return]

    def _replayed(self, dealt: list[int], ids: list[int]) -> EuchreState:
        """A new state of this game: this dealer, then ``dealt``, then the action ids (each
        through ``apply_action``, so that OpenSpiel keeps the history)."""
        state = self._game.new_initial_state()
        if self.dealer < 0:
            return state  # before the deal: nothing to draw
        state.apply_action(self.dealer)
        for outcome in dealt:
            state.apply_action(outcome)
        for action in ids:
            state.apply_action(action)
        return state

    def view(self, player: int) -> Any:
        """The player's view of the hand (None while dealing)."""
        return None if self.engine is None else self.engine.view(player)

    def __str__(self) -> str:
        if self.engine is None:
            return f"dealer {self.dealer}, dealt {[str(self._encoding.cards[c]) for c in self.dealt]}"
        return str(self.engine)


@functools.lru_cache(maxsize=64)
def _encoding(rules: RuleSet) -> Encoding:
    """The Encoding of ``rules``, shared by the games of the same rules (it never changes;
    OpenSpiel makes a new game each time it reads one from its text, as ``random_sim_test``
    and ``deserialize_game_and_state`` do)."""
    return Encoding(rules)


def _union(bits: list[int]) -> int:
    """The union of some cards' bits (copies of a card among them).

    >>> _union([1, 4, 1])
    5
    """
    union = 0
    for bit in bits:
        union |= bit
    return union


@functools.cache
def _undealt(cards: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """[k][byte]: the card numbers ``8k`` to ``8k + 7`` (below ``cards``) whose bit is not
    set in ``byte``, for the four bytes of a mask of up to 32 cards (built once for each
    ``cards``: OpenSpiel makes a new game each time it reads one from its text).

    >>> _undealt(24)[2][0b101]
    (17, 19, 20, 21, 22, 23)
    """
    if cards > 32:
        raise ValueError(f"cards={cards}: the masks of dealt cards hold up to 32")
    return tuple(
        tuple(tuple(c for c in range(8 * k, min(8 * k + 8, cards)) if not byte >> (c - 8 * k) & 1) for byte in range(256))
        for k in range(4)
    )


class _Dealt(list[int]):
    """The card outcomes dealt so far: a list of ints, copied shallowly by ``deepcopy``
    (OpenSpiel's ``clone()``), as the ints never change; ``mask`` has the bit of each card
    number dealt (appended by the state, which sets the bit too)."""

    __slots__ = ("mask",)

    def __init__(self) -> None:
        super().__init__()
        self.mask = 0

    def __deepcopy__(self, memo: object) -> _Dealt:
        new: _Dealt = list.__new__(_Dealt)  # an empty list: __init__ would only set mask
        new.extend(self)
        new.mask = self.mask
        return new


class EuchreObserver:
    """A player's tensor and string (OpenSpiel's PyObserver interface): the encoding's
    observation, or with ``perfect_recall`` its information state."""

    def __init__(
        self, encoding: Encoding, iig_obs_type: Any, params: dict[str, Any] | None, *, compact: bool = False
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError(
                "only a player's own observation (private_info=SINGLE_PLAYER with "
                "public_info) is supported: the encoding always includes the player's hand"
            )
        self._encoding = encoding
        self._recall = bool(iig_obs_type.perfect_recall)
        self._compact = compact and self._recall
        shape: tuple[int, ...] = encoding.observation_shape
        if self._recall:
            shape = encoding.compact_information_state_shape if compact else encoding.information_state_shape
        self.tensor = np.zeros(shape, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: EuchreState, player: int) -> None:
        """Fill the tensor from ``player``'s view (zeros while dealing), in place."""
        engine = state.engine
        if engine is None:
            self.tensor.fill(0)
            return
        encoding = self._encoding
        if self._compact:
            self.tensor[:] = encoding.compact_information_state_values(plain_facts(engine.view(player)))
        elif self._recall:
            encoding.fill_information_state(plain_facts(engine.view(player)), self.tensor)
        else:
            self.tensor[:] = encoding.observation(engine.view(player))

    def string_from(self, state: EuchreState, player: int) -> str:
        """The player's information state as text (:func:`information_state_text`; when
        the hand is over, its result after it), or its observation: the view's one-line
        summary and current trick; while dealing, the player's cards so far."""
        engine = state.engine
        if engine is None:
            return _dealing_string(state, player)
        view = engine.view(player)
        if self._recall:
            text = _snapshot_text(_G_SEEN(view), player) or information_state_text(plain_facts(view))
            if engine._to_act < 0:  # the hand is over: its facts are gone, its result says
                text += f" | result {view.results[-1]}"
            return text
        trick = view.current_trick
        plays = " ".join(f"{seat.name[0]}:{card}" for seat, card in trick.plays) if trick else ""
        return f"{view} | trick {plays} | tricks {tuple(view.tricks_won)}"


#: The text of each card index (first copies in the double deck).
_CARD_TEXT = tuple(str(card) for card in CARDS_BY_INDEX)


#: ``seat:text`` of each (seat, action text) seen, as information_state_text writes it.
_ACTION_TEXT: dict[tuple[int, str], str] = {}


def _action_text(action: tuple[int, str]) -> str:
    text = _ACTION_TEXT[action] = f"{action[0]}:{action[1]}"
    return text


def information_state_text(f: PlainFacts) -> str:
    r"""The information-state string of a player's view (its plain facts,
    :func:`euchre.plainfacts.plain_facts`): every fact the view shows of the hand, seats as
    numbers, on one line of ``|``-separated parts; the public actions in order, each as
    ``seat:text``, give perfect recall (the plays among them: a trick is given by its
    leader and winner, ``leader>winner``, as its cards are the plays in order). Two views
    of a hand give the same text exactly when they show the same facts. Built for speed
    (search keys its tables by it); the view's JSON (``view.to_json()``) says the same at
    length.

    >>> import euchre
    >>> from euchre.plainfacts import plain_facts
    >>> view = euchre.new_game(euchre.presets.STANDARD, seed=3, dealer=0).apply("pass").view(2)
    >>> print(information_state_text(plain_facts(view)).replace(" | ", "\n"))
    seat 2
    phase order
    to act 2 dealer 0
    hand Jc Qc Td Ts As
    hand sizes (5, 5, 5, 5)
    upcard Jh suit 2 taken False turned down -1
    trump -1 no trump False low False
    maker -1 alone -1 lone defender -1 out ()
    actions 1:pass
    tricks  current -
    won (0, 0) scores (0, 0) reneges ()
    """
    cards = _CARD_TEXT
    current = f.current_trick
    return (
        f"seat {f.seat} | phase {f.phase} | to act {f.to_act} dealer {f.dealer} | "
        f"hand {' '.join([cards[card] for card in f.hand])} | hand sizes {f.hand_sizes} | "
        f"upcard {cards[f.upcard] if f.upcard >= 0 else '-'} suit {f.upcard_suit} "
        f"taken {f.dealer_took_upcard} turned down {f.turned_down} | "
        f"trump {f.trump} no trump {f.no_trump} low {f.low_no_trump} | "
        f"maker {f.maker} alone {f.alone} lone defender {f.lone_defender} out {f.sitting_out} | "
        f"actions {' '.join([_ACTION_TEXT.get(a) or _action_text(a) for a in f.actions])} | "
        f"tricks {' '.join([f'{lead}>{won}' for lead, _, won in f.tricks])} "
        f"current {'-' if current is None else current[0]} | "
        f"won {f.tricks_won} scores {f.scores} reneges {f.own_reneges}"
    )


#: Bounds on the caches of the fast information-state text (cleared when full).
_CACHE_LIMIT = 200_000
#: ``seat:text`` of each (seat, Action or hidden text) in a view's snapshot.
_SEEN_TEXT: dict[tuple[int, Action | str], str] = {}
#: The plays of a trick as ``seat:play card ...``, by (seats in play, leader, card indices).
_TRICK_TEXT: dict[tuple[int, int, tuple[int, ...]], str] = {}


def _seen_text(pair: tuple[int, Action | str]) -> str:
    if len(_SEEN_TEXT) >= _CACHE_LIMIT:
        _SEEN_TEXT.clear()
    actor, action = pair
    text = _SEEN_TEXT[pair] = f"{actor}:{action}"
    return text


def _trick_text(active: int, leader: int, cards: tuple[int, ...]) -> str:
    """The plays of a trick in order as :func:`information_state_text` writes them."""
    if len(_TRICK_TEXT) >= _CACHE_LIMIT:
        _TRICK_TEXT.clear()
    order = _PLAY_ORDER[active][leader]
    text = " ".join([f"{seat}:{PLAY_ACTIONS[card]}" for seat, card in zip(order, cards)])  # noqa: B905
    _TRICK_TEXT[(active, leader, cards)] = text
    return text


def _hand_text(mask: int) -> str:
    """The text of a hand's cards, built each time: no module cache may keep a player's hand
    (another bot in the process could read it there)."""
    return " ".join([_CARD_TEXT[card] for card in bits(mask)])


def _snapshot_text(d: tuple[Any, ...], seat: int) -> str | None:
    """:func:`information_state_text` of ``plain_facts(view)``, the same text, read from
    ``d``, the snapshot ``state.view(seat)`` keeps (``euchre.views._snapshot``), at the
    four-seat game in one deck (None at any other: the caller takes the general path), with
    the texts of the hand, of each action and of each trick's plays kept from call to call.
    A test compares the two at every decision of random hands of every game."""
    if d[_DOUBLE] or d[8] is None:  # the double deck, or a table other than four seats
        return None
    (
        _rules, phase, to_act, dealer, _hand_no, n, e, s, w, upcard, upsuit, picked,
        passed, trump, maker, alone, defender,
    ) = d[:_N_SCALARS]  # fmt: skip
    active = d[_ACTIVE]
    mask = d[_MASK]
    seen = _SEEN_TEXT
    parts = [seen.get(pair) or _seen_text(pair) for pair in d[_ACTIONS]]
    tricks = d[_TRICKS]
    current = d[_CURRENT]
    if d[_PLAYS]:
        played = _TRICK_TEXT
        for lead, cards, _ in tricks:
            parts.append(played.get((active, lead, cards)) or _trick_text(active, lead, cards))
        if current is not None:
            lead, cards = current
            parts.append(played.get((active, lead, cards)) or _trick_text(active, lead, tuple(cards)))
    return (
        f"seat {seat} | phase {_PHASE_NAMES[phase]} | to act {to_act} dealer {dealer} | "
        f"hand {_hand_text(mask)} | hand sizes {(n, e, s, w)} | "
        f"upcard {_CARD_TEXT[upcard] if upcard >= 0 else '-'} suit {max(upsuit, -1)} "
        f"taken {picked} turned down {upsuit if passed and upsuit >= 0 else -1} | "
        f"trump {trump if 0 <= trump < NO_TRUMP else -1} no trump {trump >= NO_TRUMP} "
        f"low {trump == LOW_NO_TRUMP} | maker {maker} alone {alone} lone defender {defender} "
        f"out {_SITTING_OUT[active]} | actions {' '.join(parts)} | "
        f"tricks {' '.join([f'{lead}>{won}' for lead, _, won in tricks])} "
        f"current {'-' if current is None else current[0]} | "
        f"won {d[_WON]} scores {d[_SCORES]} reneges {tuple(d[_RENEGES])}"
    )


def _dealing_string(state: EuchreState, player: int) -> str:
    """What ``player`` knows while the hand is dealt: the dealer, the cards dealt to it."""
    if state.dealer < 0:
        return "before the deal"
    n = state._rules.cards_per_hand
    seats = state._seats
    mine = [
        str(state._encoding.cards[card])
        for i, card in enumerate(state.dealt[: seats * n])
        if (state.dealer + 1 + i) % seats == player
    ]
    return f"dealer {state.dealer}; dealt {' '.join(mine)}"


def load_game(text: str) -> Any:
    """The game of a registered name with its parameters in OpenSpiel's text form
    (``str(game)``), as ``pyspiel.load_game`` reads it: what an unpickled game is loaded
    from, this module (and so every game) registered first.

    >>> import pickle
    >>> game = load_game("python_euchre_standard()")
    >>> pickle.loads(pickle.dumps(game)).rules == game.rules
    True
    """
    return pyspiel.load_game(text)


def load(rules: RuleSet) -> Any:
    """The OpenSpiel game of any RuleSet (``python_euchre`` with the rules as JSON).

    >>> import euchre
    >>> load(euchre.presets.STANDARD).num_distinct_actions()
    69
    """
    return pyspiel.load_game("python_euchre", {"rules": rules_parameter(rules)})


def _register() -> None:
    """Register every game: a subclass of EuchreGame per preset (a class, not a closure:
    OpenSpiel keeps the registered callables until after the interpreter's end, and a
    closure freed then aborts the process), and EuchreGame itself for any RuleSet."""
    for name, rules in _PRESET_RULES.items():
        game_class = type(f"EuchreGame_{name}", (EuchreGame,), {"preset": name})
        pyspiel.register_game(_game_type(game_name(name), rules), game_class)
    pyspiel.register_game(_game_type("python_euchre", None), EuchreGame)


_register()
