"""Computer players. A bot sees only ``state.view(seat)`` and returns one of its legal actions.

Every bot has the same interface, :class:`Bot`: ``bot.act(view) -> Action``, where ``view``
is an immutable :class:`euchre.View` (a :class:`~euchre.State` is refused with
``TypeError``: bots never see other players' cards). Bots are deterministic given their
``seed``: a bot seeds its random stream (:attr:`Bot.rng`) once, when it is built, and again
only when :meth:`Bot.reset` is called (a new game); every random choice draws from it. The
same bots, built (or reset) with the same seeds, given the same views in the same order,
make the same choices in any process.

* :class:`RandomBot`: a uniformly random legal action.
* :class:`RuleBot`: documented heuristics for Knock Euchre (ordering up, calling, going
  alone) and Bid Euchre (bidding, naming trump, the call-for-best card given back), and
  for both the discards, leads and follows; see ``docs/bots.md``.
* :class:`PIMCBot`: perfect-information Monte Carlo. It samples the unseen cards
  consistently with everything public, replays the hand's public actions on each sampled
  deal to get a full state, evaluates each candidate action on it with the exact
  double-dummy solver (:mod:`euchre.solver`), and plays the action with the best average
  point difference for its side.

:func:`play_hand` and :func:`play_game` drive a state with four bots, one per seat, handing
each only its view.

>>> import euchre
>>> from euchre import bots
>>> state = euchre.new_game(euchre.presets.GAMES4ALL, seed=5)
>>> table = [bots.RuleBot(seed=1), bots.RandomBot(seed=2)] * 2   # North-South play RuleBot
>>> after = bots.play_hand(state, table)
>>> after.hand_number > state.hand_number or after.is_over
True
"""

from __future__ import annotations

import abc
import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import ClassVar

import attrs

from euchre.actions import DECLARE_FARMER, GO_ALONE, PASS, PICK_UP, Action, ActionKind, parse_action
from euchre.cards import Card, cards_from_mask, mask_of, parse_card
from euchre.deal import Deal
from euchre.engine.alone import ALL_SEATS, NEXT_ACTIVE
from euchre.engine.bidding import bid_kind, bid_tricks
from euchre.engine.cardorder import (
    COPY,
    DECKS,
    EFFECTIVE_SUIT,
    FIRST_COPY,
    JOKER,
    JOKER_POWER,
    JOKER_SUIT,
    LEFT_BOWER_POWER,
    LOW_NO_TRUMP,
    NO_TRUMP,
    POWER,
    RIGHT_BOWER_POWER,
    SUIT_MASK,
    TRUMP_POWER,
    bits,
    collapse,
    suit_of,
    trump_index,
    winning_play,
)
from euchre.engine.scoring import BidKind
from euchre.errors import EuchreError
from euchre.rules import RuleSet
from euchre.solver import Solver
from euchre.state import Phase, State, new_game
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, View

__all__ = [
    "BOTS",
    "Bot",
    "PIMCBot",
    "RandomBot",
    "RuleBot",
    "Sampler",
    "hand_strength",
    "make_bot",
    "play_game",
    "play_hand",
    "sample_state",
]

# Cards are the engine's indices (``euchre.engine.cardorder``): ``suit * 8 + rank - 7``, 32
# the joker; a set of cards is an int bit mask. The trump index ("mode": 0-3 a suit,
# NO_TRUMP, LOW_NO_TRUMP) selects the engine's rows; the heuristics rank cards by nothing else.
# In the double deck the two copies of a card play alike: the bots fold each second copy
# onto its first (index - COPY) and pick the copy only when they act (_legal_with).
_CARDS: tuple[Card, ...] = cards_from_mask(DECKS[32] | DECKS[25])


def _card(index: int) -> Card:
    return _CARDS[index]


def _index(card: Card) -> int:
    """A card's index, the second copy of a double-deck card folded onto the first."""
    return card.index - COPY if card.index >= COPY else card.index


def _mask(cards: Iterable[Card]) -> int:
    return collapse(mask_of(cards))


def _legal_with(view: View, kind: ActionKind, c: int) -> Action:
    """The legal action of ``kind`` with card ``c`` (either copy, in a double deck)."""
    return next(
        a for a in view.legal_actions if a.kind is kind and a.card is not None and _index(a.card) == c
    )


def _mode(view: View) -> int:
    """The view's trump index: the trump suit, NO_TRUMP (4; also while bidding) or
    LOW_NO_TRUMP (5).

    >>> import euchre
    >>> _mode(euchre.new_game(euchre.presets.STANDARD, seed=1).view(0))
    4
    """
    return trump_index(view.trump, view.no_trump, view.low_no_trump)


def _rank(mode: int, c: int) -> int:
    """A card's place in its own suit, 0 (lowest) to 7: the seven to the ace, or the ace to
    the seven in low no trump (the engine's no-trump order); the joker 0 (treated apart)."""
    if c == JOKER:
        return 0
    return POWER[LOW_NO_TRUMP if mode == LOW_NO_TRUMP else NO_TRUMP][suit_of(c)][c] - 1


#: _TOP_OF_SUIT[low][suit]: the card of ``_rank`` 7 in a printed suit: the ace, or in low no
#: trump (``low``) the seven, the best by the engine's no-trump order.
_TOP_OF_SUIT = tuple(
    tuple(max(range(JOKER), key=POWER[t][s].__getitem__) for s in range(4))
    for t in (NO_TRUMP, LOW_NO_TRUMP)
)


# ---------------------------------------------------------------------------- interface


class Bot(abc.ABC):
    """A player that sees only a :class:`~euchre.View` and returns one of its legal actions.

    Subclasses implement :meth:`choose`; :meth:`act` checks the argument is a View and the
    answer is legal. :attr:`rng` is the bot's random stream: seeded once from the bot's
    name and seed when the bot is built, and again by :meth:`reset`; a subclass draws every
    random choice from it (never from a generator of its own seeded per decision).

    >>> import euchre
    >>> from euchre.bots import RandomBot
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> RandomBot(seed=3).act(state)
    Traceback (most recent call last):
    ...
    TypeError: bots see only a View (state.view(seat)), not a State
    """

    #: The name used by :func:`make_bot` and in reports.
    name: ClassVar[str] = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        #: The bot's random stream (see :meth:`reset`).
        self.rng = random.Random(self._stream_seed(None))

    def _stream_seed(self, game: int | str | None) -> str:
        """What the stream is seeded from: the bot's name and seed, and the game's key."""
        base = f"{self.name}/{self.seed}"
        return base if game is None else f"{base}/game/{game}"

    def reset(self, game: int | str | None = None) -> None:
        """Seed the random stream again, as a new bot with this seed (``game`` None) or
        from the seed and ``game``, a key of the game about to start (a number or text):
        then the bot's play in that game depends on nothing it did before.

        :func:`euchre.simulate.run` and :func:`euchre.duplicate.match` reset each bot
        before each hand or game, with the hand's or game's number as ``game``, so a
        result does not depend on how the work is split between processes. A bot that
        holds other bots (:class:`PIMCBot`) resets them too.

        >>> import euchre
        >>> from euchre.bots import RandomBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
        >>> v = s.view(s.to_act)
        >>> bot = RandomBot(seed=1)
        >>> first = [bot.act(v) for _ in range(8)]
        >>> bot.reset()
        >>> [bot.act(v) for _ in range(8)] == first      # as when it was built
        True
        >>> bot.reset(game=7)
        >>> later = [bot.act(v) for _ in range(8)]
        >>> bot.reset(game=7)
        >>> [bot.act(v) for _ in range(8)] == later      # game 7's stream again
        True
        """
        self.rng.seed(self._stream_seed(game))

    def act(self, view: View) -> Action:
        """The action this bot takes in ``view`` (one of ``view.legal_actions``).

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
        >>> RuleBot().act(s.view(s.to_act)) in s.legal_actions()
        True
        """
        if not isinstance(view, View):
            raise TypeError(
                f"bots see only a View (state.view(seat)), not a {type(view).__name__}"
            )
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"it is not {view.seat}'s turn: the view has no legal actions")
        action = self.choose(view)
        if action not in legal:  # pragma: no cover - a bug in a bot
            raise AssertionError(f"{self.name} chose {action}, which is not legal")
        return action

    @abc.abstractmethod
    def choose(self, view: View) -> Action:
        """Pick one of ``view.legal_actions`` (called by :meth:`act`)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class RandomBot(Bot):
    """A uniformly random legal action (seeded).

    >>> import euchre
    >>> from euchre.bots import RandomBot
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=2)
    >>> RandomBot(seed=1).act(s.view(s.to_act)) in s.legal_actions()
    True
    """

    name = "random"

    def choose(self, view: View) -> Action:
        """A legal action drawn uniformly from the bot's stream."""
        return self.rng.choice(view.legal_actions)


# ---------------------------------------------------------------------------- heuristics

# Hand value for a trump suit: roughly "points"; 6.5 (measured) makes a sound order.
_TRUMP_VALUE = {JOKER_POWER: 3.3, RIGHT_BOWER_POWER: 3.0, LEFT_BOWER_POWER: 2.6}


#: What a side king held with its suit's best card adds (in low no trump: the eight with
#: the seven).
_GUARDED_KING = 0.5


def _base_value(mode: int, c: int) -> float:
    """Value of one card towards taking tricks with ``mode`` as trump, whatever else is held."""
    pw = POWER[mode][mode][c] if mode < NO_TRUMP else 0
    if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode:
        return _TRUMP_VALUE.get(pw, 1.2 + 0.13 * (pw - TRUMP_POWER))  # A 2.11 ... 9 1.46
    if c == JOKER:  # no trump: the joker wins any trick
        return 1.5
    return 1.0 if _rank(mode, c) == 7 else 0.0


def _guard(mode: int, c: int) -> int:
    """The card (a mask) whose holding makes ``c`` worth :data:`_GUARDED_KING` more: a side
    king's ace (in low no trump: the eight's seven); 0 for any other card."""
    if (mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode) or c == JOKER or _rank(mode, c) != 6:
        return 0
    return 1 << _TOP_OF_SUIT[mode == LOW_NO_TRUMP][suit_of(c)]


_VALUED = range(len(EFFECTIVE_SUIT[0]))  # every card index the engine's rows hold
_BASE_VALUE = tuple(tuple(_base_value(m, c) for c in _VALUED) for m in range(LOW_NO_TRUMP + 1))
_GUARD = tuple(tuple(_guard(m, c) for c in _VALUED) for m in range(LOW_NO_TRUMP + 1))


def _card_value(mode: int, c: int, holding: int) -> float:
    """Value of one card towards taking tricks with ``mode`` as trump, holding ``holding``."""
    return _BASE_VALUE[mode][c] + (_GUARDED_KING if holding & _GUARD[mode][c] else 0.0)


def hand_strength(cards: int, mode: int) -> float:
    """How good ``cards`` (a bit mask) are with ``mode`` as trump (a suit 0-3, or
    ``NO_TRUMP`` / ``LOW_NO_TRUMP``).

    Sums card values (right bower 3, left 2.6, trump ace 2.1 down to the nine 1.46, side
    aces 1, a king with its ace 0.5) and adds 0.6 for each side suit held void with two or
    more trumps. RuleBot orders up at 6.5 and calls at 6.0 (tuned in duplicate play).

    >>> from euchre.bots import hand_strength
    >>> from euchre import parse_card
    >>> hand = sum(parse_card(c).bit for c in "Jh Jd Ah As Ks".split())
    >>> round(hand_strength(hand, 2), 2)     # hearts: both bowers, ace, side A-K, two voids
    10.41
    """
    score = 0.0
    trumps = 0
    suits = [0, 0, 0, 0, 0]
    base, guard, effective = _BASE_VALUE[mode], _GUARD[mode], EFFECTIVE_SUIT[mode]
    for c in bits(cards):
        score += base[c] + (_GUARDED_KING if cards & guard[c] else 0.0)  # _card_value, inlined
        eff = effective[c]
        suits[eff] += 1
        if mode < NO_TRUMP and eff == mode:
            trumps += 1
    if mode < NO_TRUMP and trumps >= 2:
        score += 0.6 * sum(1 for s in range(4) if s != mode and suits[s] == 0)
    return score


def _top_trumps(cards: int, mode: int, dead: int) -> int:
    """How many of the highest trumps, in sequence from the top, are in ``cards``
    (cards in ``dead`` are out of play and skipped)."""
    trumps = bits(SUIT_MASK[mode][mode] & FIRST_COPY)
    order = sorted(trumps, key=lambda c: -POWER[mode][mode][c])
    n = 0
    for c in order:
        if dead >> c & 1:
            continue
        if cards >> c & 1:
            n += 1
        else:
            break
    return n


def _deck(rules: RuleSet) -> int:
    """The deck's cards as a mask of first copies: in a double deck (Bid Euchre's 48
    cards) the heuristics see one copy of each card."""
    return collapse(DECKS[rules.deck])


class RuleBot(Bot):
    """Sound, documented heuristics for Knock and Bid Euchre (``docs/bots.md`` lists them).

    Bidding (:meth:`bid`) is per variant: :meth:`knock_bid` and :meth:`bid_euchre_bid`;
    card play (:meth:`lead`, :meth:`follow`) and :meth:`discard` are shared. The Knock
    thresholds are constructor knobs.

    >>> import euchre
    >>> from euchre.bots import RuleBot
    >>> deal = euchre.Deal(hands=("Jh Jd Ah As Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd",
    ...                           "Ad 9h Th Qh Kh"), upcard="9s", kitty="Js Ts Qs")
    >>> s = euchre.new_game(euchre.presets.STANDARD, dealer=euchre.Seat.WEST, deal=deal)
    >>> RuleBot().act(s.view(0))                     # North: no spades worth ordering
    Action('pass')
    """

    name = "rule"

    def __init__(
        self,
        seed: int | str = 0,
        *,
        order_threshold: float = 6.5,
        call_threshold: float = 6.0,
        alone_tricks: float = 4.0,
    ) -> None:
        super().__init__(seed)
        self.order_threshold = order_threshold
        self.call_threshold = call_threshold
        self.alone_tricks = alone_tricks

    # -------------------------------------------------------------- dispatch

    def choose(self, view: View) -> Action:
        """Dispatch on the phase: bidding, pickup, discard, alone, play, claims."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        claim = _provable_claim(view)
        if claim is not None:
            return claim
        phase = view.phase
        if phase == "play":
            plays = _following_plays(view)
            if view.current_trick is None or not view.current_trick.plays:
                return _legal_with(view, ActionKind.PLAY, self.lead(view, plays))
            return _legal_with(view, ActionKind.PLAY, self.follow(view, plays))
        if phase == "discard":
            cards = [_index(a.card) for a in legal if a.card is not None]
            return _legal_with(view, ActionKind.DISCARD, self.discard(view, cards))
        if phase == "pickup":
            return PICK_UP if PICK_UP in legal else legal[0]
        if phase == "claim":
            return PASS if PASS in legal else legal[0]
        if phase == "alone":
            return self.alone(view)
        return self.bid(view)

    # -------------------------------------------------------------- bidding

    def bid(self, view: View) -> Action:
        """Bidding for the variant in ``view.rules.variant``: Knock Euchre by :meth:`knock_bid`,
        Bid Euchre (``variant="bid"``) by :meth:`bid_euchre_bid`."""
        if view.rules.variant == "knock":
            return self.knock_bid(view)
        return self.bid_euchre_bid(view)

    def bid_euchre_bid(self, view: View) -> Action:
        """Bid Euchre: the bid, the trump, the call-for-best card given back.

        The bidder's side expects ``hand_strength / 2.2`` tricks from this hand (the best
        suit as trump; no trump when allowed and better) and one more from the partner.
        Bid the highest legal number up to that; all the tricks: call for best, or shoot
        the moon when :meth:`lone_tricks` says the hand takes them alone. A stuck dealer
        bids the minimum. Trump: the best suit. Given back: the worst card (as a discard).
        """
        legal = view.legal_actions
        hand = _mask(view.hand)
        rules = view.rules
        modes = [0, 1, 2, 3] + ([NO_TRUMP] if rules.bid_no_trump else [])
        if view.phase == "trump":
            calls = [a for a in legal if a.kind is ActionKind.CALL and a.declaration != "low"]

            def mode_of(a: Action) -> int:
                return NO_TRUMP if a.suit is None else int(a.suit)

            return max(calls, key=lambda a: hand_strength(hand, mode_of(a))) if calls else legal[0]
        if view.phase == "exchange":
            cards = [_index(a.card) for a in legal if a.card is not None]
            mode = _mode(view)
            worst = self.discard_card(sum(1 << c for c in cards), mode)
            return next(a for a in legal if a.card is not None and _index(a.card) == worst)
        if view.phase != "bid":
            return PASS if PASS in legal else legal[0]
        best_mode = max(modes, key=lambda m: hand_strength(hand, m))
        expected = hand_strength(hand, best_mode) / 2.2 + 1.0
        n = rules.cards_per_hand
        bids = [a for a in legal if a.kind is ActionKind.BID]
        moon = next((a for a in bids if bid_kind(a) is BidKind.MOON), None)
        best = next((a for a in bids if bid_kind(a) is BidKind.BEST), None)
        if moon is not None and best_mode < NO_TRUMP and self.lone_tricks(hand, best_mode, 0, rules.deck) >= n:
            return moon
        if best is not None and expected >= n - 0.5:
            return best
        numbers = [a for a in bids if bid_kind(a) is BidKind.TRICKS and bid_tricks(a, n) <= expected]
        if numbers:
            return max(numbers, key=lambda a: bid_tricks(a, n))
        if PASS in legal:
            return PASS
        return min(bids, key=lambda a: (bid_tricks(a, n), bid_kind(a)))  # stuck: the lowest bid

    def knock_bid(self, view: View) -> Action:
        """Round 1 (order up), the joker's suit, round 2 (call), with or without alone.

        Round 1: the bidder's hand value for the upcard's suit, counting the upcard for the
        dealer (who takes it and discards the worst card); +0.8 when the upcard goes to the
        bidder's partner, -0.8 when it goes to an opponent; order up at ``order_threshold``.
        Round 2: the best suit other than the turned-down one, at ``call_threshold``; a
        stuck dealer calls the best. Alone with the call when :meth:`lone_tricks` reaches
        ``alone_tricks``. Declarations (ace-no-face, farmer's hand) are never made.
        """
        legal = view.legal_actions
        hand = _mask(view.hand)
        seat = view.seat
        dealer = view.dealer
        if view.phase == "joker":  # the dealer names the upcard's suit
            calls = [a for a in legal if a.kind is ActionKind.CALL and a.suit is not None]
            if calls:
                return max(calls, key=lambda a: hand_strength(hand, int(a.suit)))  # type: ignore[arg-type]
            return legal[0]
        if view.phase == "order":
            suit = view.upcard_suit
            if suit is None:
                return PASS if PASS in legal else legal[0]
            mode = int(suit)
            up = _index(view.upcard) if view.upcard is not None else -1
            if seat == dealer and up >= 0:
                cards = hand | 1 << up
                cards &= ~(1 << self.discard_card(cards, mode))
                value = hand_strength(cards, mode)
            else:
                value = hand_strength(hand, mode)
                if up >= 0:
                    bonus = 0.8 * _card_value(mode, up, 0) / 2
                    value += bonus if (dealer - seat) % 2 == 0 else -bonus
            orders = [a for a in legal if a.kind is ActionKind.ORDER_UP]
            if orders and value >= self.order_threshold:
                # the dealer's own hand after the pickup; another bidder's alone hand is
                # its own five cards (the upcard goes to the dealer)
                alone_cards = cards if seat == dealer and up >= 0 else hand
                want_alone = self.lone_tricks(alone_cards, mode, 0, view.rules.deck) >= self.alone_tricks
                for a in orders:
                    if a.alone == want_alone:
                        return a
                return orders[0]
            if PASS in legal:
                return PASS
            return orders[0] if orders else legal[0]
        if view.phase == "call":
            calls = [a for a in legal if a.kind is ActionKind.CALL and not a.alone]
            if not calls:
                return PASS if PASS in legal else legal[0]

            values = [hand_strength(hand, NO_TRUMP if a.suit is None else int(a.suit)) for a in calls]
            top = max(values)
            best = calls[values.index(top)]  # the first of the best, as max() takes
            if PASS in legal and top < self.call_threshold:
                return PASS
            mode = NO_TRUMP if best.suit is None else int(best.suit)
            dead = 0
            if view.upcard is not None:
                dead = 1 << _index(view.upcard)
            if mode < NO_TRUMP and self.lone_tricks(hand, mode, dead, view.rules.deck) >= self.alone_tricks:
                alone = [a for a in legal if a.kind is ActionKind.CALL and a.alone and a.suit == best.suit]
                if alone:
                    return alone[0]
            return best
        return PASS if PASS in legal else legal[0]

    def lone_tricks(self, cards: int, mode: int, dead: int = 0, deck: int = 24) -> float:
        """Tricks a hand expects to take alone: the top trumps in sequence count one
        each, other trumps one half each (one each once two top trumps draw the rest),
        side aces one each when holding three or more trumps. Cards in ``dead`` (a mask)
        and cards not in the ``deck`` (24, 25 or 32 cards) are out of play.

        >>> from euchre.bots import RuleBot
        >>> from euchre import parse_card
        >>> hand = sum(parse_card(c).bit for c in "Jh Jd Ah Kh As".split())
        >>> RuleBot().lone_tricks(hand, 2)    # hearts: J J A K in sequence, and a side ace
        5.0
        """
        if mode >= NO_TRUMP:
            return 0.0
        trumps = [c for c in bits(cards) if EFFECTIVE_SUIT[mode][c] == mode]
        if len(trumps) < 3:
            return 0.0
        top = _top_trumps(cards, mode, dead | ~DECKS[deck])
        others = len(trumps) - top
        tricks = top + (others if top >= 2 else 0.5 * others)
        tricks += sum(1 for c in bits(cards) if EFFECTIVE_SUIT[mode][c] != mode and _rank(mode, c) == 7)
        return float(tricks)

    def alone(self, view: View) -> Action:
        """The separate alone decision: a maker-side player goes alone when
        :meth:`lone_tricks` reaches ``alone_tricks``; a defender never chooses to."""
        legal = view.legal_actions
        if GO_ALONE not in legal:
            return legal[0]
        if PASS not in legal:
            return GO_ALONE
        maker = view.maker
        if maker is None or (maker - view.seat) % 2 != 0 or view.trump is None:
            return PASS
        dead = 0
        if view.upcard is not None and not view.dealer_took_upcard:
            dead = 1 << _index(view.upcard)
        tricks = self.lone_tricks(_mask(view.hand), int(view.trump), dead, view.rules.deck)
        return GO_ALONE if tricks >= self.alone_tricks else PASS

    # -------------------------------------------------------------- discard

    def discard_card(self, cards: int, mode: int) -> int:
        """The card to throw from ``cards`` with ``mode`` trump: never a trump while a side
        card is left; a side card that empties a suit first (not an ace); else the
        lowest side card, keeping aces (lowest and aces in the order of play: in low no
        trump, the ace is the lowest card and the seven the best).

        >>> from euchre.bots import RuleBot
        >>> from euchre.cards import cards_from_mask, mask_of, parse_card
        >>> hand = mask_of(parse_card(c) for c in "Jh Ah Kh Ts Ac Kc".split())
        >>> cards_from_mask(1 << RuleBot().discard_card(hand, 2))    # the lone ten of spades: a void
        (Card('Ts'),)
        """
        items = bits(cards)
        side = [c for c in items if mode >= NO_TRUMP or EFFECTIVE_SUIT[mode][c] != mode]
        if not side:
            return min(items, key=lambda c: POWER[mode][EFFECTIVE_SUIT[mode][c]][c])
        counts: dict[int, int] = {}
        for c in side:
            counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1

        def key(c: int) -> tuple[int, int, int]:
            rank = _rank(mode, c)
            ace = 1 if rank == 7 or c == JOKER else 0
            return (ace, counts[EFFECTIVE_SUIT[mode][c]], rank)

        return min(side, key=key)

    def discard(self, view: View, cards: list[int]) -> int:
        """The discard among ``cards`` (see :meth:`discard_card`)."""
        mode = _mode(view)
        if view.trump is None and view.upcard_suit is not None and not view.no_trump:
            mode = int(view.upcard_suit)
        allowed = 0
        for c in cards:
            allowed |= 1 << c
        choice = self.discard_card(_mask(view.hand), mode)
        if allowed >> choice & 1:
            return choice
        return self.discard_card(allowed, mode)

    # -------------------------------------------------------------- play

    def lead(self, view: View, plays: list[int]) -> int:
        """The opening card of a trick.

        The making side with the highest trump still out leads it; the maker's partner,
        and a maker holding three trumps, lead trump (highest if it is the best left,
        else lowest). Then a side card that is the best left in its suit (an ace). Else
        the lowest side card from the shortest suit, then the lowest trump. "Best" and
        "lowest" follow the order of play (in low no trump, the nine beats the ace).

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> deal = euchre.Deal(hands=("Jh Jd Ah As Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd",
        ...                           "Ad 9h Th Qh Kh"), upcard="9s", kitty="Js Ts Qs")
        >>> s = euchre.new_game(euchre.presets.STANDARD, dealer=euchre.Seat.WEST, deal=deal)
        >>> s = s.apply_all("pass; pass; pass; pass; call hearts; pass; pass; pass; pass")
        >>> RuleBot().act(s.view(euchre.Seat.NORTH))   # the maker leads the best trump left
        Action('play Jh')
        >>> s = s.apply_all("play Jh; play 9c; play 9d; play 9h")
        >>> RuleBot().act(s.view(euchre.Seat.NORTH))   # now the left bower is the best
        Action('play Jd')
        """
        mode = _mode(view)
        unseen = _unseen(view)
        ours = view.maker is not None and (view.maker - view.seat) % 2 == 0
        trumps = [c for c in plays if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode]
        side = [c for c in plays if c not in trumps]
        boss = [c for c in plays if _is_boss(c, mode, unseen)]
        trumps_out = mode < NO_TRUMP and bool(unseen & SUIT_MASK[mode][mode])
        if trumps and ours and trumps_out:
            boss_trumps = [c for c in trumps if c in boss]
            if boss_trumps:
                return max(boss_trumps, key=lambda c: POWER[mode][mode][c])
            if view.seat != view.maker or len(trumps) >= 3:
                return min(trumps, key=lambda c: POWER[mode][mode][c])
        boss_side = [c for c in side if c in boss]
        if boss_side:
            return max(boss_side, key=lambda c: _rank(mode, c))
        if side:
            counts: dict[int, int] = {}
            for c in side:
                counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1
            return min(side, key=lambda c: (counts[EFFECTIVE_SUIT[mode][c]], _rank(mode, c)))
        return max(trumps, key=lambda c: POWER[mode][mode][c]) if not trumps_out else min(
            trumps, key=lambda c: POWER[mode][mode][c]
        )

    def follow(self, view: View, plays: list[int]) -> int:
        """A card to a trick already led.

        Partner winning: the cheapest card. An opponent winning: the cheapest card that
        wins and cannot be beaten by any unseen card; else, with the partner still to
        play, duck with the cheapest card; else the cheapest card that wins; else the
        cheapest card (a side card before a trump, from the shortest suit). Cards rank by
        the order of play: in low no trump the lowest card of the suit led wins.

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> rules = euchre.presets.BID_EUCHRE.replace(bid_low_no_trump=True)
        >>> deal = euchre.Deal(hands=("9h Ah 9c Tc Jc Qc", "Kh Qh 9s Ts Js Qs",
        ...                           "Th Jh Kc Ac Ks As", "9d Td Jd Qd Kd Ad"), upcard=None, kitty="")
        >>> s = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
        >>> s = s.apply_all("bid 3; pass; pass; pass; call low no trump; play Kh")
        >>> RuleBot().act(s.view(euchre.Seat.SOUTH))   # J and T beat the K: the cheaper, J
        Action('play Jh')
        """
        mode = _mode(view)
        trick = view.current_trick
        assert trick is not None
        cards = [_index(card) for _, card in trick.plays]
        led = EFFECTIVE_SUIT[mode][cards[0]]
        power = POWER[mode][led]
        winning = winning_play(mode, cards)
        best_seat, best_power = int(trick.plays[winning][0]), power[cards[winning]]
        cheapest = _cheapest(plays, mode, led)
        if (best_seat - view.seat) % 2 == 0:
            return cheapest
        winners = sorted((c for c in plays if power[c] > best_power), key=lambda c: power[c])
        if not winners:
            return cheapest
        unseen = _unseen(view)
        still = _players_after(view)
        if not still:
            return winners[0]
        safe = [c for c in winners if _beats_all(c, mode, led, unseen)]
        if safe:
            return safe[0]
        partner_to_play = any((s - view.seat) % 2 == 0 for s in still)
        if partner_to_play:
            return cheapest
        return winners[0]


def _cheapest(plays: list[int], mode: int, led: int) -> int:
    counts: dict[int, int] = {}
    for c in plays:
        counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1

    def key(c: int) -> tuple[int, int, int, int]:
        trump = 1 if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode else 0
        return (trump, POWER[mode][led][c] if trump else 0, _rank(mode, c), counts[EFFECTIVE_SUIT[mode][c]])

    return min(plays, key=key)


def _played(view: View) -> int:
    m = 0
    for trick in view.tricks:
        m |= _mask(trick.cards)
    if view.current_trick is not None:
        m |= _mask(view.current_trick.cards)
    return m


def _unseen(view: View) -> int:
    """Cards that may still be played by another player: the deck less my hand, the cards
    played, a turned-down or left upcard, and my own discards."""
    m = _deck(view.rules) & ~_mask(view.hand) & ~_played(view) & ~_discards(view)[0]
    if view.upcard is not None and not view.dealer_took_upcard:
        m &= ~(1 << _index(view.upcard))
    return m


def _above(mode: int, led: int, c: int, same_suit: bool) -> int:
    """The cards (first copies and the joker) that rank above ``c`` in a trick led in
    ``led`` under trump index ``mode`` (by the engine's POWER), as a mask; with
    ``same_suit``, only those of ``c``'s own effective suit."""
    power = POWER[mode][led]
    suit = EFFECTIVE_SUIT[mode][c]
    return sum(
        1 << o
        for o in range(JOKER + 1)
        if power[o] > power[c] and (not same_suit or EFFECTIVE_SUIT[mode][o] == suit)
    )


_MODES = range(LOW_NO_TRUMP + 1)
_LEDS = range(JOKER_SUIT + 1)
#: _HIGHER[mode][c]: the cards of c's effective suit that outrank it (led in that suit).
_HIGHER = tuple(
    tuple(_above(m, EFFECTIVE_SUIT[m][c], c, True) for c in range(JOKER + 1)) for m in _MODES
)
#: _BEATEN_BY[mode][led][c]: the cards that beat c in a trick led in ``led``.
_BEATEN_BY = tuple(
    tuple(tuple(_above(m, led, c, False) for c in range(JOKER + 1)) for led in _LEDS) for m in _MODES
)


def _is_boss(c: int, mode: int, unseen: int) -> bool:
    """No unseen card of the same effective suit ranks higher."""
    return not unseen & _HIGHER[mode][c]


def _beats_all(c: int, mode: int, led: int, unseen: int) -> bool:
    """No unseen card could beat ``c`` in a trick led in ``led``."""
    return not unseen & _BEATEN_BY[mode][led][c]


def _players_after(view: View) -> list[int]:
    """Seats still to play to the current trick after this player, in turn (the seats in
    play, :data:`~euchre.engine.alone.NEXT_ACTIVE`, up to the first that has played)."""
    trick = view.current_trick
    played = {int(s) for s, _ in trick.plays} if trick is not None else set()
    active = ALL_SEATS
    for out_seat in view.sitting_out:
        active &= ~(1 << int(out_seat))
    out = []
    seat = int(view.seat)
    s = NEXT_ACTIVE[active][seat]
    while s != seat and s not in played:
        out.append(s)
        s = NEXT_ACTIVE[active][s]
    return out


def _following_plays(view: View) -> list[int]:
    """The legal cards; with reneging allowed, only those that follow suit (bots never
    renege on purpose)."""
    plays = [_index(a.card) for a in view.legal_actions if a.kind is ActionKind.PLAY and a.card is not None]
    trick = view.current_trick
    if trick is not None and trick.plays:
        mode = _mode(view)
        led = EFFECTIVE_SUIT[mode][_index(trick.plays[0][1])]
        follow = [c for c in plays if EFFECTIVE_SUIT[mode][c] == led and led != JOKER_SUIT]
        if follow:
            return follow
    return plays


def _provable_claim(view: View) -> Action | None:
    """A renege claim that the public record proves: an opponent who showed out of a
    suit and later played a card of it (only when such a claim is legal)."""
    claims = [a for a in view.legal_actions if a.kind is ActionKind.CLAIM_RENEGE]
    if not claims:
        return None
    mode = _mode(view)
    void: dict[int, set[int]] = {}
    proven: set[int] = set()
    for s, c, led in _plays_this_hand(view, mode):
        eff = EFFECTIVE_SUIT[mode][c]
        if eff in void.get(s, set()):
            proven.add(s)
        if _shows_out(mode, led, c):
            void.setdefault(s, set()).add(led)
    for a in claims:
        if a.seat in proven:
            return a
    return None


def _plays_this_hand(view: View, mode: int) -> Iterator[tuple[int, int, int]]:
    """Every card played this hand, in order, the current trick's too: (seat, card folded
    onto its first copy, effective suit led in its trick)."""
    tricks = list(view.tricks) + ([view.current_trick] if view.current_trick is not None else [])
    for trick in tricks:
        if not trick.plays:
            continue
        led = EFFECTIVE_SUIT[mode][_index(trick.plays[0][1])]
        for seat, card in trick.plays:
            yield int(seat), _index(card), led


def _shows_out(mode: int, led: int, c: int) -> bool:
    """Whether playing ``c`` to a trick led in ``led`` fails to follow suit (nobody can
    follow the joker's own suit in no trump, so playing to it shows nothing)."""
    return led != JOKER_SUIT and EFFECTIVE_SUIT[mode][c] != led


# ---------------------------------------------------------------------------- sampling

_FARMER = str(DECLARE_FARMER)  # a farmer's hand declared: with farmers_hand="exchange", the kitty taken


def _deal_masks(
    view: View, rng: random.Random, use_voids: bool, tries: int = 40
) -> tuple[list[int], int, dict[int, list[int]]] | None:
    """Sample the other players' current hands and hidden discards.

    Returns (current hands by seat, upcard index or -1, hidden discards by seat), or None
    when the view shows something this sampler does not model (a farmer's exchange, call
    for best with a lone player, the double deck).
    """
    rules = view.rules
    if rules.farmers_hand == "exchange" and any(a.text == _FARMER for a in view.actions):
        return None
    if rules.call_for_best and view.alone is not None:
        return None
    if any(a.text == HIDDEN_EXCHANGE for a in view.actions):  # Bid Euchre's call for best,
        return None  # seen by the other side: which cards changed hands is not modelled
    if rules.deck == 48:  # two copies of a card cannot be told apart in the sampler's masks
        return None
    me, dealer = view.seat, view.dealer
    played, voids = _played_and_voids(view)
    all_played = played[0] | played[1] | played[2] | played[3]
    up = _index(view.upcard) if view.upcard is not None else -1
    mine = _mask(view.hand)
    my_discards, hidden = _discards(view)
    unknown = _deck(rules) & ~mine & ~all_played & ~my_discards
    if up >= 0:
        unknown &= ~(1 << up)
    upcard_held, discarded_upcard = _upcard_fate(view, up, all_played, voids, hidden)
    if discarded_upcard and hidden.get(dealer, 0):
        hidden[dealer] -= 1
    need = [0, 0, 0, 0]
    for s in range(4):
        if s != me:
            need[s] = view.hand_sizes[s] - (1 if (upcard_held and s == dealer) else 0)
    pool = bits(unknown)
    if sum(need) + sum(hidden.values()) > len(pool):
        return None
    seats = [s for s in range(4) if s != me]
    hands, rest = _draw_hands(pool, seats, need, voids if use_voids else [0] * 4, unknown, rng, tries)
    hidden_cards: dict[int, list[int]] = {}
    j = 0
    for s, n in hidden.items():
        hidden_cards[s] = rest[j : j + n]
        j += n
    if discarded_upcard:
        hidden_cards[dealer] = [up, *hidden_cards.get(dealer, [])]
    hands[me] = mine
    if upcard_held:
        hands[dealer] |= 1 << up
    return hands, up, hidden_cards


def _played_and_voids(view: View) -> tuple[list[int], list[int]]:
    """The cards each seat has played this hand, and the cards each seat cannot hold: the
    effective suits it failed to follow (only when reneging is forbidden: with
    ``renege="penalise"`` a failure to follow proves nothing)."""
    mode = _mode(view)
    renege_forbidden = view.rules.renege == "forbid"
    played = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for s, c, led in _plays_this_hand(view, mode):
        played[s] |= 1 << c
        if renege_forbidden and _shows_out(mode, led, c):
            voids[s] |= SUIT_MASK[mode][led] & FIRST_COPY
    return played, voids


def _discards(view: View) -> tuple[int, dict[int, int]]:
    """This player's own discards (a mask), and how many hidden discards each other seat
    made."""
    mine = 0
    hidden: dict[int, int] = {}
    for a in view.actions:
        if a.text == HIDDEN_DISCARD:
            hidden[a.seat] = hidden.get(a.seat, 0) + 1
        elif a.seat == view.seat and a.text.startswith("discard "):
            mine |= 1 << _index(parse_card(a.text.split()[1]))
    return mine, hidden


def _upcard_fate(
    view: View, up: int, all_played: int, voids: list[int], hidden: dict[int, int]
) -> tuple[bool, bool]:
    """(still in the dealer's hand, discarded) for an upcard another dealer took and has not
    played. The dealer is assumed to keep it until played, unless the dealer has no card
    left, has shown out of its suit, or made no hidden discard: then it was the discard."""
    dealer = view.dealer
    out = view.dealer_took_upcard and dealer != view.seat and up >= 0 and not all_played >> up & 1
    discarded = out and (
        view.hand_sizes[dealer] == 0 or bool(voids[dealer] >> up & 1) or hidden.get(dealer, 0) == 0
    )
    return out and not discarded, discarded


def _draw_hands(
    pool: list[int],
    seats: list[int],
    need: list[int],
    voids: list[int],
    unknown: int,
    rng: random.Random,
    tries: int,
) -> tuple[list[int], list[int]]:
    """Deal ``need[s]`` cards of ``pool`` (shuffled in place) to each of ``seats``, none
    from ``voids[s]``: up to ``tries`` uniform draws, each kept only if it fits the voids;
    then one draw dealt the most constrained seat first, each seat from the cards it may
    hold (or any, when too few are left). Returns the hands and the cards left over."""
    for _ in range(tries):
        rng.shuffle(pool)
        hands = [0, 0, 0, 0]
        i = 0
        fits = True
        for s in seats:
            for c in pool[i : i + need[s]]:
                hands[s] |= 1 << c
            i += need[s]
            if hands[s] & voids[s]:
                fits = False
        if fits:
            return hands, pool[i:]
    rng.shuffle(pool)
    hands = [0, 0, 0, 0]
    left = list(pool)
    for s in sorted(seats, key=lambda s: -(voids[s] & unknown).bit_count()):
        allowed = [c for c in left if not voids[s] >> c & 1]
        if len(allowed) < need[s]:
            allowed = list(left)
        for c in allowed[: need[s]]:
            hands[s] |= 1 << c
            left.remove(c)
    return hands, left


_BIDDING = (Phase.ORDER, Phase.CALL, Phase.ALONE, Phase.PICKUP)


class Sampler:
    """Draws full states consistent with one view (see :func:`sample_state`); keeps what
    it can reuse between draws for the same decision.

    >>> import euchre, random
    >>> from euchre.bots import Sampler
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=4)
    >>> sampler = Sampler(s.view(s.to_act))
    >>> worlds = [sampler.draw(random.Random(i)) for i in range(3)]
    >>> all(w.hands[s.to_act] == s.hands[s.to_act] for w in worlds)
    True
    """

    def __init__(
        self,
        view: View,
        *,
        use_voids: bool | None = None,
        policy: Sequence[Bot] | None = None,
        tries: int = 12,
    ) -> None:
        self.view = view
        rules = view.rules
        renege_forbidden = rules.renege == "forbid"
        #: Keep out of a sampled hand the suits its player failed to follow (by default
        #: only when reneging is forbidden).
        self.use_voids = renege_forbidden if use_voids is None else use_voids
        self.policy = policy
        self.tries = tries
        self.played = _played_and_voids(view)[0]
        self.my_discards = _discards(view)[0]
        self.parsed = [
            None if a.text in (HIDDEN_DISCARD, HIDDEN_EXCHANGE) else parse_action(a.text)
            for a in view.actions
        ]
        # A bidding view of another player differs between worlds only in its hand when
        # no declaration depends on the hand and no hidden discard came before it.
        self.reuse = not rules.ace_no_face and rules.farmers_hand == "off"
        self.templates: dict[int, View] = {}

    def _policy_view(self, state: State, index: int, seat: int) -> View:
        template = self.templates.get(index)
        if template is not None:
            return attrs.evolve(template, hand=state.hands[seat])
        view = state.view(seat)
        if self.reuse and all(a.text != HIDDEN_DISCARD for a in self.view.actions[:index]):
            self.templates[index] = view
        return view

    def draw(self, rng: random.Random) -> State | None:
        """One consistent state, or None (see :func:`sample_state`)."""
        view = self.view
        rules = view.rules
        played = self.played
        policy = self.policy
        best: State | None = None
        best_misses = 1 << 30
        me = view.seat
        for _attempt in range(self.tries):
            drawn = _deal_masks(view, rng, self.use_voids)
            if drawn is None:
                return None
            hands, up, hidden = drawn
            original = []
            taken_by_dealer = view.dealer_took_upcard and up >= 0
            for seat in range(4):
                cards = hands[seat] | played[seat]
                if seat == me:
                    cards |= self.my_discards
                for c in hidden.get(seat, []):
                    cards |= 1 << c
                if taken_by_dealer and seat == view.dealer:
                    cards &= ~(1 << up)
                original.append(cards)
            used = original[0] | original[1] | original[2] | original[3]
            if up >= 0:
                used |= 1 << up
            kitty = _deck(rules) & ~used
            misses = 0
            beaten = False  # misses reached the best draw's: this one cannot be kept
            try:
                deal = Deal(
                    hands=[[_card(c) for c in bits(m)] for m in original],
                    upcard=_card(up) if up >= 0 else None,
                    kitty=[_card(c) for c in bits(kitty)],
                )
                state = new_game(rules, dealer=view.dealer, deal=deal)
                hidden_left = {seat: list(cs) for seat, cs in hidden.items()}
                for index, (a, action) in enumerate(zip(view.actions, self.parsed, strict=True)):
                    if action is None:
                        state = state.apply(Action.discard(_card(hidden_left[a.seat].pop(0))))
                        continue
                    if (
                        policy is not None
                        and a.seat != me
                        and misses < best_misses
                        and state.phase in _BIDDING
                        and len(state.legal_actions()) > 1
                        and policy[a.seat].act(self._policy_view(state, index, a.seat)) != action
                    ):
                        misses += 1
                        if misses >= best_misses:
                            beaten = True  # no need to replay the rest
                            break
                    state = state.apply(action)
            except (EuchreError, ValueError, KeyError, IndexError):
                continue
            if (
                not beaten
                and state.to_act is not None
                and int(state.to_act) == me
                and misses < best_misses
                and state.phase.value == view.phase
                and state.hands[me] == view.hand
            ):
                best, best_misses = state, misses
                if misses == 0:
                    break
        return best


def sample_state(
    view: View,
    rng: random.Random,
    *,
    use_voids: bool | None = None,
    policy: Sequence[Bot] | None = None,
    tries: int = 12,
) -> State | None:
    """A full state consistent with everything ``view`` shows, with the unseen cards drawn
    at random; None when no consistent state was found (or the view shows something the
    sampler does not model: a farmer's exchange, call for best with a lone player, the
    double deck).

    The other hands are drawn from the unseen cards, keeping out of a hand the suits its
    player failed to follow (only when reneging is forbidden: with ``renege="penalise"``
    a failure to follow proves nothing); the upcard stays with a dealer who took it until
    played; hidden discards are drawn from the unseen cards too. The deal is rebuilt (each
    hand = cards held + cards played, the dealer's discard in and the upcard out) and the
    hand's public actions are replayed on it; a sample whose replay fails is drawn again.

    With ``policy`` (four bots by seat), the bidding is read as a signal too: a sample in
    which another player's order, call, pass, pickup or alone decision differs from what
    ``policy[seat]`` would have done with that sampled hand is drawn again, up to
    ``tries`` draws; then the draw with the fewest such differences is kept.

    >>> import euchre, random
    >>> from euchre.bots import sample_state
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=3)
    >>> s = s.apply("order up") if s.is_legal("order up") else s
    >>> view = s.view(s.to_act)
    >>> world = sample_state(view, random.Random(1))
    >>> world.hands[view.seat] == view.hand, world.to_act == s.to_act
    (True, True)
    """
    return Sampler(view, use_voids=use_voids, policy=policy, tries=tries).draw(rng)


# ---------------------------------------------------------------------------- PIMC


class PIMCBot(Bot):
    """Perfect-information Monte Carlo over the exact double-dummy solver.

    For each decision with more than one choice, ``samples`` worlds are drawn with
    :func:`sample_state`; each candidate action is applied in each world and valued as
    the hand's point difference for the bot's side: in play, by solving the rest of the
    hand exactly; in bidding (order up, call, pass, alone, pickup, discard), by letting
    ``rollout`` bots (RuleBot by default) make every later bidding, discard and alone
    decision in that world, then solving the play. A hand thrown in is worth 0. The
    action with the best average wins (ties go to RuleBot's choice). ``bid_bias`` is
    added to the value of every action that makes trump (order up, call, and so on),
    counteracting the solver's knowledge of all hands.

    Knobs: ``samples`` (worlds per decision), ``bid_samples`` (worlds per bidding,
    discard or alone decision, if not ``samples``: their values are noisier), ``time_budget`` (seconds per decision; at
    least ``min_samples`` are always taken: with a budget, decisions depend on the
    machine's speed, so leave it None for reproducible play), ``bid`` (False: bid with
    RuleBot, use PIMC only for card play), ``use_voids`` (None: follow the rules: only
    when reneging is forbidden).

    >>> import euchre
    >>> from euchre.bots import PIMCBot
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=6)
    >>> PIMCBot(seed=1, samples=4).act(s.view(s.to_act)) in s.legal_actions()
    True
    """

    name = "pimc"

    def __init__(
        self,
        seed: int | str = 0,
        *,
        samples: int = 20,
        bid_samples: int | None = None,
        time_budget: float | None = None,
        min_samples: int = 4,
        bid: bool = True,
        bid_bias: float = 0.0,
        use_voids: bool | None = None,
        infer: bool = True,
        tries: int = 20,
        rollout: Callable[[int | str], Bot] | None = None,
    ) -> None:
        super().__init__(seed)
        self.samples = samples
        self.bid_samples = bid_samples
        self.time_budget = time_budget
        self.min_samples = min_samples
        self.bid = bid
        self.bid_bias = bid_bias
        self.use_voids = use_voids
        self.infer = infer
        self.tries = tries
        self.rule = RuleBot(seed)
        make = rollout if rollout is not None else (lambda s: RuleBot(s))
        self.rollout = [make(f"{seed}/rollout/{k}") for k in range(4)]
        self.solver = Solver()
        self.decisions = 0
        self.worlds = 0

    def reset(self, game: int | str | None = None) -> None:
        """Seed the bot's stream again (:meth:`Bot.reset`), and its RuleBot's and its
        rollout bots' streams with the same ``game``."""
        super().reset(game)
        self.rule.reset(game)
        for bot in self.rollout:
            bot.reset(game)

    def choose(self, view: View) -> Action:
        """The action with the best average point difference over the sampled worlds."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        default = self.rule.act(view)
        candidates, totals, worlds = self._search(view, default)
        if len(candidates) == 1:
            return candidates[0]
        if worlds == 0:
            return default
        top = max(totals)
        best = [a for a, t in zip(candidates, totals, strict=True) if t >= top - 1e-9 * worlds]
        return default if default in best else best[0]

    def evaluate(self, view: View) -> dict[Action, float]:
        """What :meth:`choose` weighs: each candidate action's average point difference for
        the bot's side in this hand (plus ``bid_bias`` for an action that makes trump), over
        the worlds it samples now; empty when the bot decides without sampling (one legal
        action or one candidate, a claim, a variant or deck it leaves to RuleBot, bidding
        with ``bid=False``) or no world could be drawn. In play the candidates are the legal
        cards (only those that follow suit when reneging is allowed). Draws from the bot's
        stream as a decision does.

        >>> import euchre
        >>> from euchre.bots import PIMCBot
        >>> s = euchre.new_game(euchre.presets.STANDARD, seed=6)
        >>> values = PIMCBot(seed=1, samples=4).evaluate(s.view(s.to_act))
        >>> sorted(str(a) for a in values) == sorted(str(a) for a in s.legal_actions())
        True
        >>> all(-8 <= v <= 8 for v in values.values())
        True
        """
        legal = view.legal_actions
        if len(legal) < 2:
            return {}
        candidates, totals, worlds = self._search(view, self.rule.act(view))
        if len(candidates) < 2 or worlds == 0:
            return {}
        return {a: t / worlds for a, t in zip(candidates, totals, strict=True)}

    def _candidates(self, view: View, default: Action) -> list[Action]:
        """The actions the bot weighs by sampling; ``[default]`` (RuleBot's choice) where it
        does not sample."""
        if view.rules.variant != "knock" or view.rules.deck not in (24, 25, 32):
            return [default]
        if default.kind is ActionKind.CLAIM_RENEGE or view.phase == "claim":
            return [default]
        if view.phase == "play":
            return [Action.play(_card(c)) for c in _following_plays(view)]
        if not self.bid:
            return [default]
        return [a for a in view.legal_actions if a.kind is not ActionKind.DECLARE]

    def _search(self, view: View, default: Action) -> tuple[list[Action], list[float], int]:
        """The candidates, their point-difference totals over the worlds sampled, and the
        number of worlds (no totals and 0 worlds when there is one candidate)."""
        candidates = self._candidates(view, default)
        if len(candidates) == 1:
            return candidates, [], 0
        self.decisions += 1
        rng = self.rng
        totals = [0.0] * len(candidates)
        worlds = 0
        start = time.perf_counter()
        misses = 0
        wanted = self.samples
        if view.phase != "play" and self.bid_samples is not None:
            wanted = self.bid_samples
        sampler = Sampler(
            view,
            use_voids=self.use_voids,
            policy=self.rollout if self.infer else None,
            tries=self.tries if self.infer else 12,
        )
        while worlds < wanted:
            if (
                self.time_budget is not None
                and worlds >= self.min_samples
                and time.perf_counter() - start > self.time_budget
            ):
                break
            world = sampler.draw(rng)
            if world is None:
                misses += 1
                if misses > 3:
                    break
                continue
            worlds += 1
            for i, action in enumerate(candidates):
                totals[i] += self._value(world, action, view.seat)
            if self.solver.entries > 100_000:
                self.solver = Solver()
        self.worlds += worlds
        for i, action in enumerate(candidates):
            if _makes_trump(action):
                totals[i] += self.bid_bias * worlds
        return candidates, totals, worlds

    def _value(self, world: State, action: Action, seat: int) -> float:
        """The hand's point difference for ``seat``'s side after ``action`` in ``world``."""
        hand = world.hand_number
        state = world.apply(action)
        side = seat & 1
        while True:
            if state.hand_number != hand or state.phase in (Phase.DEAL, Phase.OVER):
                points = state.results[-1].points
                return float(points[side] - points[1 - side])
            if state.phase is Phase.PLAY:
                return self._solve_points(state, side)
            actor = state.to_act
            assert actor is not None
            state = state.apply(self.rollout[int(actor)].act(state.view(actor)))

    def _solve_points(self, state: State, side: int) -> float:
        """Points difference for ``side`` when the rest of the hand is played perfectly
        (:meth:`euchre.solver.Solver.points`: null-window searches at the scoring
        thresholds)."""
        if state.maker is None:
            return 0.0
        points = self.solver.points(state)
        return float(points[side] - points[1 - side])


def _makes_trump(action: Action) -> bool:
    return action.kind in (ActionKind.ORDER_UP, ActionKind.CALL) or action is GO_ALONE


# ---------------------------------------------------------------------------- drivers

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "rule": RuleBot, "pimc": PIMCBot}


def make_bot(spec: str, seed: int | str = 0) -> Bot:
    """A bot from a name and optional knobs: ``"rule"``, ``"pimc:samples=8,bid=0"``.

    >>> from euchre.bots import make_bot
    >>> make_bot("pimc:samples=8", seed=2).samples
    8
    >>> make_bot("random")
    RandomBot(seed=0)
    """
    name, _, rest = spec.partition(":")
    cls = BOTS.get(name.strip().lower())
    if cls is None:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}")
    kwargs: dict[str, object] = {}
    for item in filter(None, (x.strip() for x in rest.split(","))):
        key, _, text = item.partition("=")
        value: object
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        elif text.lower() == "none":
            value = None
        else:
            try:
                value = int(text)
            except ValueError:
                try:
                    value = float(text)
                except ValueError:
                    value = text
        if key == "bid" and isinstance(value, int):
            value = bool(value)
        kwargs[key.strip()] = value
    return cls(seed, **kwargs)


def play_hand(state: State, bots: Sequence[Bot], *, ask_forced: bool = True) -> State:
    """Play the current hand to its end with ``bots[seat]`` for each seat (each sees only
    its view); returns the state after the hand (the next hand, phase DEAL, or OVER).

    With ``ask_forced=False`` an action that is the only legal one is applied without
    building a view or asking the bot (every bot would play it; only a bot's side effects,
    such as the draws a RandomBot makes from its stream, differ): what the simulator does.

    >>> import euchre
    >>> from euchre.bots import RandomBot, play_hand
    >>> s = play_hand(euchre.new_game(euchre.presets.OPENSPIEL, seed=1), [RandomBot(i) for i in range(4)])
    >>> len(s.results)
    1
    """
    if len(bots) != 4:
        raise ValueError("play_hand needs four bots, one per seat (North, East, South, West)")
    hand = state.hand_number
    while state.hand_number == hand:
        seat = state.to_act
        if seat is None:
            break
        if not ask_forced:
            legal = state.legal_actions()  # kept by the state: the view reads it again
            if len(legal) == 1:
                state = state.apply(legal[0])
                continue
        state = state.apply(bots[seat].act(state.view(seat)))
    return state


def play_game(
    state: State, bots: Sequence[Bot], *, max_hands: int = 10_000, ask_forced: bool = True
) -> State:
    """Play hands until the game is over (or waits for a deal) with one bot per seat
    (``ask_forced`` as in :func:`play_hand`).

    >>> import euchre
    >>> from euchre.bots import RuleBot, play_game
    >>> s = play_game(euchre.new_game(euchre.presets.STANDARD, seed=3), [RuleBot(i) for i in range(4)])
    >>> s.is_over
    True
    """
    for _ in range(max_hands):
        if state.to_act is None:
            break
        state = play_hand(state, bots, ask_forced=ask_forced)
    return state
