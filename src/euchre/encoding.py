"""Integer actions, legal-action masks and observation tensors for reinforcement learning.

Needs NumPy (the ``rl`` extra: ``pip install euchre-rules[rl]``); ``import euchre`` never imports
this module. An :class:`Encoding` gives one RuleSet a fixed integer action space and a fixed
observation shape:

>>> import euchre
>>> from euchre.encoding import Encoding
>>> enc = Encoding(euchre.presets.STANDARD)
>>> enc.num_actions, enc.action_id("play Jd"), enc.action(enc.action_id("pass"))
(69, 53, Action('pass'))
>>> state = euchre.new_game(euchre.presets.STANDARD, seed=3)
>>> view = state.view(state.to_act)
>>> int(enc.legal_mask(view).sum()) == len(view.legal_actions), enc.observation(view).shape
(True, (466,))

**The action space** depends on the RuleSet's family only, its ``variant`` and ``deck``, and
at a table other than four seats in two teams its ``players`` and ``partnership`` too
(:func:`family`), so every RuleSet of a family numbers its actions alike and an agent
trained on one reads the others' actions; the legal mask says what the rules allow at each
decision. The actions come from the engine's own tables (:mod:`euchre.actions`), in this
order: the words (``pass``; Knock: ``order up``, ``order up alone``, ``pick up``, ``go
alone``), the calls (Knock: each suit and no trump, each also alone; Bid: each suit, no
trump, low no trump), the bids (Bid: 1 to one less than the hand size, ``best``, ``moon``),
the declarations, the renege claims (by the accused seat, one for each of the table's
seats), then one action per card of the
deck in the engine's card order (clubs, diamonds, hearts, spades, 7 or 9 to ace, the joker
last): every discard, then (Bid Euchre) every give, then every play; with ``misdeal`` on,
``declare misdeal`` comes after them all, with ``go_under`` on ``declare go under`` after
that, and after those, in Knock Euchre with ``best_card_choice="partner"`` (the partner
chooses the card of a call for best), a give of every card (so no other id moves).
``docs/encoding.md``
prints the table of every family.

**The double deck** (``deck=48``): the two copies of a card look alike, and a view shows
each as its first copy, so they share one action id (``play Jd`` plays either copy: the
engine picks, and the two are the same card in every rule), and the observation counts the
copies (0, 1 or 2) where other decks mark a card 0 or 1.

**The observation** is a flat float32 vector built from a :class:`~euchre.View` alone (never
from a State, so it cannot hold a card the seat may not see), every seat in it relative to
the viewer (0 the viewer, 1 the left-hand opponent, 2 the partner, 3 the right-hand
opponent), and every side (a team, or one player when each plays for themselves) relative to
the viewer's (the viewer's side first, then the others clockwise). :attr:`Encoding.segments`
names its parts in order with their offsets; ``docs/encoding.md`` describes each.

**Other tables** (``players`` 2 to 6, ``partnership``): each part that is per seat is as wide
as the table (seat ``k`` relative to the viewer is the ``k``-th player clockwise from it), and
the tricks won and scores have one entry per side; the four-seat game's sizes and ids are
unchanged:

>>> cutthroat = Encoding(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
>>> family(cutthroat.rules), cutthroat.num_actions, cutthroat.observation_shape
(('knock', 24, 3, 'none'), 68, (386,))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, NamedTuple, SupportsIndex

import numpy as np

from euchre.actions import (
    BID_BEST,
    BID_MOON,
    CALL_ACTIONS,
    CALL_LOW_NO_TRUMP,
    CLAIM_ACTIONS,
    DECLARE_ACE_NO_FACE,
    DECLARE_FARMER,
    DECLARE_GO_UNDER,
    DECLARE_MISDEAL,
    DISCARD_ACTIONS,
    GIVE_ACTIONS,
    GO_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PICK_UP,
    PLAY_ACTIONS,
    Action,
    parse_action,
)
from euchre.cards import CARDS_BY_INDEX
from euchre.engine.cardorder import COPY, DECKS, FIRST_COPY, bits
from euchre.engine.core import Phase
from euchre.errors import ArgumentError, shown
from euchre.plainfacts import PlainFacts, plain_facts
from euchre.rules import RuleSet
from euchre.rules.ruleset import checked_rules
from euchre.rules.table import Table
from euchre.state import State
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, View

__all__ = ["Encoding", "Segment", "family", "family_name", "net_side_points"]

#: The trump one-hot: the four suits, no trump, low no trump.
TRUMPS: Final = 6
NO_TRUMP_SLOT: Final = 4
LOW_NO_TRUMP_SLOT: Final = 5
#: The seats of the four-seat game (other tables: ``rules.players``).
SEATS: Final = 4
PHASE_NAMES: Final = tuple(p.value for p in Phase)


def _relative(players: int) -> tuple[tuple[int, ...], ...]:
    """[me][seat]: ``seat`` relative to ``me`` (0 me, 1 my left, ... clockwise)."""
    return tuple(tuple((seat - me) % players for seat in range(players)) for me in range(players))


#: _RELATIVE[me][seat] at four seats (0 me, 1 my left, 2 partner, 3 my right).
_RELATIVE: Final = _relative(SEATS)


def _side_order(table: Table) -> tuple[tuple[int, ...], ...]:
    """[me]: the sides in the order the observation writes them for viewer ``me``: its own
    side first, then the others in the order their seats follow it clockwise."""
    orders = []
    for me in range(table.players):
        order: list[int] = []
        for k in range(table.players):
            side = table.side_of[(me + k) % table.players]
            if side not in order:
                order.append(side)
        orders.append(tuple(order))
    return tuple(orders)


Family = tuple[str, int] | tuple[str, int, int, str]


def family(rules: RuleSet) -> Family:
    """The family of a RuleSet, which fixes its action space and observation shape: its
    ``variant`` and ``deck``, and at any table but four seats in two teams its ``players``
    and ``partnership``.

    >>> import euchre
    >>> family(euchre.presets.BID_EUCHRE), family(euchre.presets.OPENSPIEL)
    (('bid', 24), ('knock', 24))
    >>> family(euchre.presets.TABLE_PRESETS["SIX_HANDED"])
    ('knock', 32, 6, 'teams')
    """
    rules = checked_rules(rules)
    if rules.table.four:
        return (rules.variant, rules.deck)
    return (rules.variant, rules.deck, rules.players, rules.partnership)


def family_name(rules: RuleSet) -> str:
    """The family's name as ``docs/encoding.md`` writes it (the table's format follows
    when it is not the four-seat game in two teams).

    >>> import euchre
    >>> family_name(euchre.presets.STANDARD), family_name(euchre.RuleSet(variant="bid", deck=48))
    ('Knock Euchre, 24 cards', 'Bid Euchre, 48 cards')
    >>> family_name(euchre.presets.TABLE_PRESETS["CUTTHROAT"])
    'Knock Euchre, 24 cards, three-handed (cutthroat)'
    """
    rules = checked_rules(rules)
    name = f"{'Bid' if rules.variant == 'bid' else 'Knock'} Euchre, {rules.deck} cards"
    table = rules.table
    return name if table.four else f"{name}, {table.format_name}"


def net_side_points(points: Sequence[float]) -> tuple[float, ...]:
    """Each side's points less the mean of the other sides' points (zero-sum; two sides:
    the difference).

    >>> net_side_points((2, 0)), net_side_points((0, 2, 2))
    ((2.0, -2.0), (-2.0, 1.0, 1.0))
    """
    total = float(sum(points))
    others = len(points) - 1
    return tuple(float(p) - (total - p) / others for p in points)


def _deck_cards(deck: int) -> tuple[int, ...]:
    """The engine's card indices of the deck's distinct cards (first copies), in card order."""
    return tuple(bits(DECKS[deck] & FIRST_COPY))


def _family_actions(variant: str, deck: int, hand_size: int, players: int) -> tuple[Action, ...]:
    """Every action of a family, in id order (see the module docstring), from the engine's
    action tables; renege claims against the table's ``players`` seats only."""
    cards = _deck_cards(deck)
    if variant == "bid":
        words: list[Action] = [PASS]
        calls = [*(CALL_ACTIONS[suit][0] for suit in range(5)), CALL_LOW_NO_TRUMP]
        bids = [*(Action.bid(level) for level in range(1, hand_size)), BID_BEST, BID_MOON]
        card_tables: tuple[tuple[Action, ...], ...] = (DISCARD_ACTIONS, GIVE_ACTIONS, PLAY_ACTIONS)
    else:
        words = [PASS, ORDER_UP, ORDER_UP_ALONE, PICK_UP, GO_ALONE]
        calls = [CALL_ACTIONS[suit][alone] for suit in range(5) for alone in (0, 1)]
        bids = []
        card_tables = (DISCARD_ACTIONS, PLAY_ACTIONS)
    declarations = [DECLARE_ACE_NO_FACE, DECLARE_FARMER]
    card_actions = [table[card] for table in card_tables for card in cards]
    claims = CLAIM_ACTIONS[:players]
    return (*words, *calls, *bids, *declarations, *claims, *card_actions)


def _knock_gives(rules: RuleSet) -> tuple[Action, ...]:
    """Knock Euchre's call for best with the partner choosing the card
    (``best_card_choice="partner"``): a give of every card of the deck, in card order;
    otherwise none (the rule passes the card, or Bid Euchre's gives are in its family).

    >>> import euchre
    >>> len(_knock_gives(euchre.presets.RAILROAD)), _knock_gives(euchre.presets.STANDARD)
    (25, ())
    """
    if rules.variant != "knock" or rules.best_card_choice != "partner":
        return ()
    return tuple(GIVE_ACTIONS[card] for card in _deck_cards(rules.deck))


_HIDDEN: Final = (HIDDEN_DISCARD, HIDDEN_EXCHANGE)
#: The observation's parts that sum up the hand's actions: the compact information state
#: leaves them out, as its steps hold the actions themselves.
_SUMS: Final = frozenset(("words", "hidden", "own_discards", "gives", "trick", "trick_leader", "played"))
#: The kinds of action a step of the compact information state tells apart.
_KINDS: Final = ("word", "discard", "give", "play", *_HIDDEN)
#: Each number the observations' tail has held, by its float value, rounded to float32.
_FLOAT32: dict[float, float] = {}


def max_hand_actions(rules: RuleSet) -> int:
    """A bound on the actions of one hand: every play; a claim round after every trick and
    at the end (``renege="penalise"``); both rounds of bidding, the pickup, a discard, an
    alone decision per seat, the joker's suit and call for best's discard (Knock), or a bid
    per seat, naming trump, the joker deck's discard and the exchange (Bid); the maker's
    discards after taking a dummy; and with declarations (``ace_no_face``,
    ``farmers_hand``) one for each seat, with a farmer's exchange of the whole kitty.

    >>> import euchre
    >>> max_hand_actions(euchre.presets.STANDARD), max_hand_actions(euchre.presets.BID_EUCHRE)
    (36, 60)
    >>> max_hand_actions(euchre.presets.TABLE_PRESETS["TWO_HANDED_DUMMY"])
    22
    """
    n = rules.cards_per_hand
    seats = rules.players
    count = seats * n
    if rules.renege == "penalise":
        count += seats * (n + 1)
    count += 2 * seats + 1 + 1 + seats + 1 + 1 if rules.variant == "knock" else seats + 1 + 1 + 2
    if rules.variant == "knock":  # a lone defender's discard; the partners' chosen gives
        count += rules.defender_call_for_best + 2 * (rules.best_card_choice == "partner")
    count += rules.dummy
    if rules.ace_no_face or rules.farmers_hand != "off":
        count += seats * (1 + rules.deck - seats * n)
    return count


def _checked_view(view: View) -> View:
    """``view``, if it is a View; an ArgumentError says what to pass else."""
    if not isinstance(view, View):
        raise ArgumentError(
            f"view={shown(view)}: expected a View (state.view(seat)); an observation is "
            "built from what one seat may see, never from a State"
        )
    return view


class Segment(NamedTuple):
    """One named part of the observation vector: ``vector[start:start + size]``."""

    name: str
    start: int
    size: int
    text: str


class Encoding:
    """Integer actions, legal masks and observation tensors for one RuleSet (see the module
    docstring; ``docs/encoding.md`` has the tables and the layout).

    >>> import euchre
    >>> enc = Encoding(euchre.presets.BID_EUCHRE)
    >>> enc.num_actions, enc.action(0), str(enc.action(enc.num_actions - 1))
    (92, Action('pass'), 'play As')
    """

    def __init__(self, rules: RuleSet) -> None:
        self.rules: Final[RuleSet] = checked_rules(rules)
        rules = self.rules
        variant, deck = rules.variant, rules.deck
        seating = rules.table
        #: How many seats the table has (each per-seat part of the observation is this wide).
        self.seats: Final = seating.players
        #: How many sides keep a score (the width of the tricks won and the scores).
        self.sides: Final = seating.sides
        self._relative: Final = _RELATIVE if self.seats == SEATS else _relative(self.seats)
        self._side_order: Final = _side_order(seating)
        # not four seats in two sides: the tail is written by _table_tail
        self._any_table: Final = self.seats != SEATS or self.sides != 2
        #: The actions by id.
        # a misdeal call (misdeal != "off"), then going under (go_under != "off"), then
        # Knock's gives (best_card_choice="partner": the partner chooses the card) come
        # last, so the other ids do not move
        misdeal = (DECLARE_MISDEAL,) if rules.misdeal != "off" else ()
        under = (DECLARE_GO_UNDER,) if rules.go_under != "off" else ()
        self.actions: Final[tuple[Action, ...]] = (
            *_family_actions(variant, deck, rules.cards_per_hand, self.seats),
            *misdeal,
            *under,
            *_knock_gives(rules),
        )
        self.num_actions: Final = len(self.actions)
        ids: dict[Action, int] = {action: i for i, action in enumerate(self.actions)}
        for table in (PLAY_ACTIONS, DISCARD_ACTIONS, GIVE_ACTIONS):  # second copies: one id
            for index in range(COPY, len(table)):
                first = table[index - COPY]
                if first in ids:
                    ids[table[index]] = ids[first]
        self._ids: Final = ids
        self._text_ids: Final = {str(action): i for i, action in enumerate(self.actions)}
        self._cards: Final = _deck_cards(deck)
        self.num_cards: Final = len(self._cards)
        #: how many copies of each card the deck holds (2 in the double deck, else 1)
        self.copies: Final = len(bits(DECKS[deck])) // self.num_cards
        position = [-1] * len(CARDS_BY_INDEX)
        for i, card in enumerate(self._cards):
            position[card] = i
            if card < COPY <= card + COPY < len(position):
                position[card + COPY] = i
        self._position: Final = tuple(position)
        #: The deck's distinct cards in card order (a card outcome's number is its place).
        self.cards: Final = tuple(CARDS_BY_INDEX[card] for card in self._cards)
        self._hand_size: Final = rules.cards_per_hand
        self._target: Final = rules.target
        self._layout(variant)
        #: A bound on the public actions of one hand (see :meth:`information_state`).
        self.max_hand_actions: Final = max_hand_actions(rules)
        self._step: Final = self.seats + self.num_actions + len(_HIDDEN)
        #: The shape of :meth:`information_state`.
        self.information_state_shape: Final = (
            self.observation_shape[0] + self.max_hand_actions * self._step,
        )
        # a public action's column in its step of the information state, by its text
        columns = {text: self.seats + i for text, i in self._text_ids.items()}
        columns.update({text: self.seats + self.num_actions + i for i, text in enumerate(_HIDDEN)})
        self._columns: Final = columns
        self._compact_layout()

    def __copy__(self) -> Encoding:
        """The encoding itself: it never changes (OpenSpiel's ``clone()`` deep-copies a
        state's attributes, the encoding among them)."""
        return self

    def __deepcopy__(self, memo: object) -> Encoding:
        """The encoding itself, as :meth:`__copy__`."""
        return self

    # ------------------------------------------------------------------ actions

    def action_id(self, action: Action | str) -> int:
        """The id of an action (an Action or its text); raises
        :class:`~euchre.errors.ActionParseError` for text that is no action and
        :class:`~euchre.errors.ArgumentError` for an action outside this RuleSet's family.

        >>> import euchre
        >>> enc = Encoding(euchre.presets.CARDGAMES_IO)
        >>> enc.action_id("order up"), enc.action_id(euchre.Action.play("9c"))
        (1, 45)
        >>> enc.action_id("bid 4")
        Traceback (most recent call last):
        ...
        euchre.errors.ArgumentError: action 'bid 4' is not in the action space of Knock Euchre, 24 cards: ...
        """
        found = self._ids.get(action) if isinstance(action, Action) else None
        if found is not None:
            return found
        parsed = parse_action(action)  # ActionParseError for text that is no action
        found = self._ids.get(parsed)
        if found is None:
            raise ArgumentError(
                f"action {shown(str(parsed))} is not in the action space of "
                f"{family_name(self.rules)}: no rule of that family allows it "
                f"(the actions are listed by Encoding.action_table())"
            )
        return found

    def action(self, action_id: SupportsIndex) -> Action:
        """The action of an id (an int from 0 to ``num_actions - 1``, NumPy ints too).

        >>> import euchre
        >>> Encoding(euchre.presets.CARDGAMES_IO).action(45)
        Action('play 9c')
        """
        index = getattr(action_id, "__index__", None)
        if index is None or isinstance(action_id, bool):
            raise ArgumentError(
                f"action id {shown(action_id)}: expected a whole number (an int) from 0 to "
                f"{self.num_actions - 1}"
            )
        number: int = index()
        if not 0 <= number < self.num_actions:
            raise ArgumentError(
                f"action id {number} is out of range: the ids of {family_name(self.rules)} "
                f"are 0 to {self.num_actions - 1}"
            )
        return self.actions[number]

    def action_table(self) -> list[tuple[int, str]]:
        """Every (id, action text) of this RuleSet's family, in id order.

        >>> import euchre
        >>> Encoding(euchre.presets.STANDARD).action_table()[:3]
        [(0, 'pass'), (1, 'order up'), (2, 'order up alone')]
        """
        return [(i, str(action)) for i, action in enumerate(self.actions)]

    def legal_mask(self, view_or_state: View | State) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """A bool vector of shape ``(num_actions,)``, True at the ids of the legal actions:
        those of the player to act for a State, those of the viewer for a View (none when
        it is not the viewer's turn).

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> enc = Encoding(s.rules)
        >>> [str(a) for a, legal in zip(enc.actions, enc.legal_mask(s)) if legal]
        ['pass', 'order up', 'order up alone']
        """
        mask = np.zeros(self.num_actions, dtype=np.bool_)
        mask[self.legal_ids(view_or_state)] = True
        return mask

    def legal_ids(self, view_or_state: View | State) -> list[int]:
        """The ids of the legal actions (see :meth:`legal_mask`), in the engine's order.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1)
        >>> Encoding(s.rules).legal_ids(s)
        [0, 1, 2]
        """
        if not isinstance(view_or_state, (View, State)):
            raise ArgumentError(
                f"view_or_state={shown(view_or_state)}: expected a View (state.view(seat)) "
                "or a State"
            )
        legal = view_or_state.legal_actions
        actions = legal if isinstance(legal, tuple) else legal()
        ids = self._ids
        return [ids[a] for a in actions]

    # ------------------------------------------------------------------ observations

    def _layout(self, variant: str) -> None:
        """The observation's segments (see docs/encoding.md) and the lookup tables that
        fill it."""
        n = self.num_cards
        words = [
            a for a in self.actions if a.card is None
        ]  # the actions that name no card: bidding and the rest
        hidden = _HIDDEN
        seats = self.seats
        sides = self.sides
        whose = (
            "the viewer's team, the opponents"
            if sides == 2
            else "the viewer, then each other player clockwise from the viewer's left"
        )
        parts = [
            ("hand", n, "the viewer's cards (copies held, 0-2 in the double deck)"),
            ("upcard", n, "the upcard (Knock), marked all hand long: upcard_state says whether "
             "the dealer took it or it was turned down"),
            ("upcard_state", 2, "the dealer took the upcard; the upcard was turned down"),
            ("upcard_suit", 4, "the suit the upcard stands for (the joker's named suit)"),
            ("trump", TRUMPS, "trump: clubs, diamonds, hearts, spades, no trump, low no trump"),
            ("phase", len(PHASE_NAMES), "the phase, one-hot: " + ", ".join(PHASE_NAMES)),
            ("dealer", seats, "the dealer (relative seat)"),
            ("to_act", seats, "the player to act (relative seat; none when the game is over)"),
            ("maker", seats, "the maker or high bidder (relative seat)"),
            ("alone", seats, "the lone maker (relative seat)"),
            ("lone_defender", seats, "the lone defender (relative seat)"),
            ("sitting_out", seats, "the seats out of play this hand (relative)"),
            ("words", seats * len(words), "per relative seat, how often it took each action "
             "that names no card this hand (" + ", ".join(str(a) for a in words) + ")"),
            ("hidden", seats * len(hidden), "per relative seat, face-down actions seen as "
             "hidden: a discard, a call-for-best exchange"),
            ("own_discards", n, "the cards the viewer discarded this hand"),
            ("gives", 2 * n, "cards handed over in a call-for-best exchange that the viewer "
             "saw: by the viewer, by the partner"),
            ("trick", seats * n, "the current trick: the card of each relative seat"),
            ("trick_leader", seats, "who led the current trick (relative seat)"),
            ("played", seats * n, "the cards each relative seat played in finished tricks "
             "of this hand"),
            ("hand_sizes", seats, "cards held by each relative seat / cards_per_hand"),
            ("tricks_won", sides, f"tricks won this hand by {whose} / cards_per_hand"),
            ("scores", sides, f"the score of {whose} / target"),
            ("own_reneges", 1, "the viewer reneged in this hand (renege='penalise')"),
        ]
        segments = []
        start = 0
        for name, size, text in parts:
            segments.append(Segment(name, start, size, text))
            start += size
        #: The observation's parts, in order.
        self.segments: tuple[Segment, ...] = tuple(segments)
        #: The shape of every observation of this RuleSet: ``(size,)``.
        self.observation_shape: tuple[int, ...] = (start,)
        at = {s.name: s.start for s in segments}
        self._at = at
        self._public_places = self._places(at, words, hidden)
        self._phase_cell = {name: at["phase"] + i for i, name in enumerate(PHASE_NAMES)}
        self._cells(at)

    def _cells(self, at: dict[str, int]) -> None:
        """Lookup tables by card index and relative seat: where each fact sets a 1."""
        n = self.num_cards
        pos = self._position

        def by_card(base: int) -> tuple[int, ...]:
            return tuple(base + p if p >= 0 else -1 for p in pos)

        self._hand_cell = by_card(at["hand"])
        self._upcard_cell = by_card(at["upcard"])
        seats = self.seats
        self._trick_cell = tuple(by_card(at["trick"] + rel * n) for rel in range(seats))
        self._played_cell = tuple(by_card(at["played"] + rel * n) for rel in range(seats))
        self._seat_bases = tuple(at[name] for name in ("to_act", "maker", "alone", "lone_defender"))
        starts = ("upcard_state", "upcard_suit", "trump", "dealer", "sitting_out", "own_reneges")
        self._starts = tuple(at[name] for name in starts)
        self._leader_at = at["trick_leader"]
        self._scale = 1.0 / self._hand_size
        tail = [at["hand_sizes"] + rel for rel in range(seats)]
        tail += [at["tricks_won"] + k for k in range(self.sides)]
        tail += [at["scores"] + k for k in range(self.sides)]
        #: Where observation() writes the hand sizes, tricks won and scores.
        self._tail = np.array(tail, dtype=np.intp)
        self._tail_cells = tuple(tail)

    def _places(
        self, at: dict[str, int], words: list[Action], hidden: Sequence[str]
    ) -> dict[str, tuple[int, ...]]:
        """For each text a public action may have (but a play's), its index in the vector
        by the actor's relative seat."""
        n = self.num_cards
        seats = self.seats
        places: dict[str, tuple[int, ...]] = {}
        for i, action in enumerate(words):
            places[str(action)] = tuple(at["words"] + rel * len(words) + i for rel in range(seats))
        for i, text in enumerate(hidden):
            places[text] = tuple(at["hidden"] + rel * len(hidden) + i for rel in range(seats))
        for card, position in zip(self._cards, range(n), strict=True):
            # only the viewer's own discards show, and only the partners' exchanges
            places[str(DISCARD_ACTIONS[card])] = (at["own_discards"] + position,) * seats
            by_partner = at["gives"] + n + position
            places[str(GIVE_ACTIONS[card])] = (at["gives"] + position, *(by_partner,) * (seats - 1))
        return places

    def observation(self, view: View) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The observation vector of a view (float32, :attr:`observation_shape`); see
        :attr:`segments` and ``docs/encoding.md`` for the layout. It reads the view's
        public facts (:func:`euchre.plainfacts.plain_facts`) and nothing else.

        >>> import euchre
        >>> enc = Encoding(euchre.presets.CARDGAMES_IO)
        >>> view = euchre.new_game(enc.rules, seed=1).view(euchre.Seat.NORTH)
        >>> obs = enc.observation(view)
        >>> int(obs[:enc.num_cards].sum()), obs.dtype
        (5, dtype('float32'))
        """
        return self._vector(plain_facts(_checked_view(view)))

    def _vector(self, f: PlainFacts) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The observation vector of a view's facts."""
        out = np.bincount(self._ones(f), minlength=self.observation_shape[0]).astype(np.float32)
        out[self._tail] = self._tail_values(f)
        return out

    def _tail_values(self, f: PlainFacts) -> Sequence[float]:
        """The values at :attr:`_tail`: the hand sizes, tricks won and scores."""
        me = f.seat
        if self._any_table:
            return self._table_tail(f)
        team = me & 1
        sizes = f.hand_sizes
        scale = self._scale
        won = f.tricks_won
        scores = f.scores
        target = self._target
        return (
            sizes[me] * scale,
            sizes[(me + 1) & 3] * scale,
            sizes[(me + 2) & 3] * scale,
            sizes[(me + 3) & 3] * scale,
            won[team] * scale,
            won[1 - team] * scale,
            scores[team] / target,
            scores[1 - team] / target,
        )

    def _table_tail(self, f: PlainFacts) -> list[float]:
        """The hand sizes by relative seat, then the tricks won and the scores by side, the
        viewer's side first (any table; the four-seat game's are written inline)."""
        me = f.seat
        seats = self.seats
        scale = self._scale
        target = self._target
        sizes = f.hand_sizes
        order = self._side_order[me]
        tail = [sizes[(me + k) % seats] * scale for k in range(seats)]
        tail += [f.tricks_won[side] * scale for side in order]
        tail += [f.scores[side] / target for side in order]
        return tail

    def information_state(self, view: View) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The observation followed by the hand's public actions in order, as the viewer saw
        them (perfect recall): for each of :attr:`max_hand_actions` steps, the actor's
        relative seat one-hot, then the action id one-hot, then a hidden discard, a hidden
        exchange (all zeros after the last action). Shape :attr:`information_state_shape`.

        >>> import euchre
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> state = euchre.new_game(enc.rules, seed=2).apply("pass")
        >>> info = enc.information_state(state.view(0))
        >>> info.shape == enc.information_state_shape, int(info[enc.observation_shape[0]:].sum())
        (True, 2)
        """
        out = np.empty(self.information_state_shape, dtype=np.float32)
        self.fill_information_state(plain_facts(_checked_view(view)), out)
        return out

    def fill_information_state(
        self, f: PlainFacts, out: np.ndarray[Any, np.dtype[np.float32]]
    ) -> None:
        """Write the information state of a view's plain facts
        (:func:`euchre.plainfacts.plain_facts`) into ``out``, a float32 vector of
        :attr:`information_state_shape` (every value overwritten), without allocating one:
        for code that fills one buffer again and again, such as the OpenSpiel observer.

        >>> import numpy as np, euchre
        >>> from euchre.plainfacts import plain_facts
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> view = euchre.new_game(enc.rules, seed=2).apply("pass").view(0)
        >>> out = np.full(enc.information_state_shape, 7, dtype=np.float32)
        >>> enc.fill_information_state(plain_facts(view), out)
        >>> np.array_equal(out, enc.information_state(view))
        True
        """
        size = self.observation_shape[0]
        ones = self._ones(f)
        step = self._step
        rel = self._relative[f.seat]
        columns = self._columns
        base = size
        for seat, text in f.actions[: self.max_hand_actions]:
            ones.append(base + rel[seat])
            ones.append(base + columns[text])
            base += step
        out[:] = np.bincount(ones, minlength=self.information_state_shape[0])
        out[self._tail] = self._tail_values(f)

    def observation_values(self, f: PlainFacts) -> list[float]:
        """The observation of a view's plain facts (:func:`euchre.plainfacts.plain_facts`)
        as a list of Python floats, the float32 values of :meth:`observation` (what
        OpenSpiel's tensor methods return), built without NumPy: a list of one shared
        ``0.0`` with the few other values set costs a fraction of ``tolist()``.

        >>> import euchre
        >>> from euchre.plainfacts import plain_facts
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> view = euchre.new_game(enc.rules, seed=2).view(0)
        >>> enc.observation_values(plain_facts(view)) == enc.observation(view).tolist()
        True
        """
        out = [0.0] * self.observation_shape[0]
        for i in self._ones(f):
            out[i] += 1.0
        self._set_tail(f, out)
        return out

    def information_state_values(self, f: PlainFacts) -> list[float]:
        """The information state of a view's plain facts as a list of Python floats, the
        float32 values of :meth:`information_state`, built as :meth:`observation_values`.

        >>> import euchre
        >>> from euchre.plainfacts import plain_facts
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> view = euchre.new_game(enc.rules, seed=2).apply("pass").view(0)
        >>> values = enc.information_state_values(plain_facts(view))
        >>> values == enc.information_state(view).tolist()
        True
        """
        out = [0.0] * self.information_state_shape[0]
        for i in self._ones(f):
            out[i] += 1.0
        step = self._step
        rel = self._relative[f.seat]
        columns = self._columns
        base = self.observation_shape[0]
        for seat, text in f.actions[: self.max_hand_actions]:
            out[base + rel[seat]] = 1.0
            out[base + columns[text]] = 1.0
            base += step
        self._set_tail(f, out)
        return out

    # ------------------------------------------------------------------ compact

    def _compact_layout(self) -> None:
        """The compact information state's parts (:attr:`compact_segments`) and the tables
        that fill it: the observation's summary parts at new offsets, then the steps."""
        segments = []
        where = [-1] * self.observation_shape[0]  # observation index -> compact index
        start = 0
        for segment in self.segments:
            if segment.name in _SUMS:
                continue
            segments.append(Segment(segment.name, start, segment.size, segment.text))
            for i in range(segment.size):
                where[segment.start + i] = start + i
            start += segment.size
        words = [action for action in self.actions if action.card is None]
        width = max(len(words), self.num_cards)
        step = self.seats + len(_KINDS) + width
        segments.append(Segment(
            "actions", start, self.max_hand_actions * step,
            f"the hand's public actions in order, {self.max_hand_actions} steps of {step}: the "
            f"actor (relative seat, {self.seats}), the kind ({', '.join(_KINDS)}), then which: "
            f"the word's place among the actions that name no card, or the card ({width})",
        ))  # fmt: skip
        self._compact_where = tuple(where)
        self._compact_tail = tuple(where[i] for i in self._tail_cells)
        self._compact_step = step
        #: The parts of :meth:`compact_information_state`, in order.
        self.compact_segments: tuple[Segment, ...] = tuple(segments)
        #: The shape of :meth:`compact_information_state`.
        self.compact_information_state_shape: tuple[int, ...] = (start + self.max_hand_actions * step,)
        # each public action's text: its columns in a step, after the actor's
        word_place = {action: i for i, action in enumerate(words)}
        kind_at = {kind: self.seats + i for i, kind in enumerate(_KINDS)}
        index_at = self.seats + len(_KINDS)
        cells: dict[str, tuple[int, ...]] = {}
        for action in self.actions:
            if action.card is None:
                cells[str(action)] = (kind_at["word"], index_at + word_place[action])
            else:
                card = self._position[action.card.index]
                cells[str(action)] = (kind_at[action.kind.value], index_at + card)
        for text in _HIDDEN:
            cells[text] = (kind_at[text],)
        self._compact_cells = cells

    def compact_information_state(self, view: View) -> np.ndarray[Any, np.dtype[np.float32]]:
        """A smaller perfect-recall information state (shape
        :attr:`compact_information_state_shape`, parts :attr:`compact_segments`): the
        observation's parts that are no sum of the hand's actions (the hand, upcard, trump,
        phase, seats' roles, hand sizes, tricks won, scores, ...), then the hand's public
        actions in order as the viewer saw them, each step the actor's relative seat, the
        kind of action (a word, a discard, a give, a play, a hidden discard, a hidden
        exchange) and which (the word among the actions that name no card, or the card).
        It holds what :meth:`information_state` holds (the parts left out are sums of the
        actions, the plays by trick among them), in fewer numbers: about 1,300 in the
        four-seat game where :meth:`information_state` has 3,166.

        >>> import euchre
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> state = euchre.new_game(enc.rules, seed=2).apply("pass")
        >>> info = enc.compact_information_state(state.view(0))
        >>> info.shape, enc.information_state_shape
        ((1330,), (3166,))
        """
        f = plain_facts(_checked_view(view))
        return np.array(self.compact_information_state_values(f), dtype=np.float32)

    def compact_information_state_values(self, f: PlainFacts) -> list[float]:
        """:meth:`compact_information_state` of a view's plain facts as a list of Python
        floats (the float32 values), built as :meth:`observation_values`.

        >>> import euchre
        >>> from euchre.plainfacts import plain_facts
        >>> enc = Encoding(euchre.presets.STANDARD)
        >>> view = euchre.new_game(enc.rules, seed=2).apply("pass").view(0)
        >>> values = enc.compact_information_state_values(plain_facts(view))
        >>> values == enc.compact_information_state(view).tolist(), sum(values[106:])
        (True, 3.0)
        """
        out = [0.0] * self.compact_information_state_shape[0]
        where = self._compact_where
        for i in self._summary_ones(f):
            out[where[i]] += 1.0
        step = self._compact_step
        rel = self._relative[f.seat]
        cells = self._compact_cells
        base = self.compact_segments[-1].start
        for seat, text in f.actions[: self.max_hand_actions]:
            out[base + rel[seat]] = 1.0
            for cell in cells[text]:
                out[base + cell] = 1.0
            base += step
        self._set_tail(f, out, self._compact_tail)
        return out

    def _set_tail(self, f: PlainFacts, out: list[float], cells: tuple[int, ...] | None = None) -> None:
        """Write the hand sizes, tricks won and scores into ``out`` (at ``cells``, by
        default the observation's), rounded to float32 as the vectors hold them."""
        rounded = _FLOAT32
        for i, value in zip(cells or self._tail_cells, self._tail_values(f), strict=True):
            number = rounded.get(value)
            if number is None:
                number = float(np.float32(value))
                if len(rounded) < 10_000:
                    rounded[value] = number
            out[i] = number

    def _ones(self, f: PlainFacts) -> list[int]:
        """The flat indices that hold a 1 (an index twice holds 2) in the vector of a view's
        facts."""
        ones = self._summary_ones(f)
        rel = self._relative[f.seat]
        places = self._public_places
        for actor, text in f.actions:
            place = places.get(text)
            if place is not None:
                ones.append(place[rel[actor]])
        self._trick_ones(f, rel, ones)
        return ones

    def _summary_ones(self, f: PlainFacts) -> list[int]:
        """The indices of :meth:`_ones` in the parts that are no sum of the hand's actions:
        all but the words, hidden actions, own discards, gives and the tricks."""
        up_state, up_suit, trump_at, dealer_at, out_at, renege_at = self._starts
        me = f.seat
        rel = self._relative[me]
        cell = self._hand_cell
        ones = [cell[card] for card in f.hand]
        if f.upcard >= 0:
            ones.append(self._upcard_cell[f.upcard])
        if f.dealer_took_upcard:
            ones.append(up_state)
        if f.turned_down >= 0:
            ones.append(up_state + 1)
        if f.upcard_suit >= 0:
            ones.append(up_suit + f.upcard_suit)
        if f.trump >= 0:
            ones.append(trump_at + f.trump)
        elif f.no_trump:
            ones.append(trump_at + (LOW_NO_TRUMP_SLOT if f.low_no_trump else NO_TRUMP_SLOT))
        ones.append(self._phase_cell[f.phase])
        ones.append(dealer_at + rel[f.dealer])
        to_act, maker, alone, defender = self._seat_bases
        if f.to_act >= 0:
            ones.append(to_act + rel[f.to_act])
        if f.maker >= 0:
            ones.append(maker + rel[f.maker])
        if f.alone >= 0:
            ones.append(alone + rel[f.alone])
        if f.lone_defender >= 0:
            ones.append(defender + rel[f.lone_defender])
        for seat in f.sitting_out:
            ones.append(out_at + rel[seat])
        if f.own_reneges:
            ones.append(renege_at)
        return ones

    def _trick_ones(self, f: PlainFacts, rel: tuple[int, ...], ones: list[int]) -> None:
        """The current trick by seat, its leader, and the cards played in finished tricks."""
        trick = f.current_trick
        if trick is not None:
            leader, plays, _ = trick
            cell = self._trick_cell
            ones.append(self._leader_at + rel[leader])
            ones.extend(cell[rel[seat]][card] for seat, card in plays)
        cell = self._played_cell
        for _, plays, _ in f.tricks:
            ones.extend(cell[rel[seat]][card] for seat, card in plays)
