"""Exact double-dummy solver for the play of a hand: every hand known, best play by all.

:func:`solve` takes a :class:`~euchre.State` in phase ``PLAY`` and returns the trick count
each side takes from there under best play by both sides (the side to act maximising its
own tricks), with the exact value of every legal card. It reads only public attributes
(``hands``, ``trump``, ``no_trump``, ``low_no_trump``, ``current_trick``, ``tricks_won``,
``to_act``, ``sitting_out``), ranks cards with the engine's tables
(:mod:`euchre.engine.cardorder`: a trump suit, high or low no trump; the 24, 25 and
32-card decks) and searches its own compact form of the position: alpha-beta over one
card at a time, a transposition table at trick boundaries keyed on the hands (bit
masks) and the leader, and cards that no live card separates in rank (held by the same
player, in the same suit) searched once.

Any table: two, three or six seats (the 48-card double deck is refused). In teams the
search counts the first team's tricks (North-South; A-C-E at six); at
``partnership='none'`` it counts the maker's tricks against all the others (the defenders
play together), and the defenders' tricks are credited as a principal variation takes
them (their split changes no score).

Points are a non-decreasing function of the makers' tricks, so the best play for tricks is
also the best play for points; :func:`hand_points` turns a trick count into the hand's
points by the engine's scoring (:mod:`euchre.engine.scoring`: the Knock table or Bid
Euchre's bids), and :meth:`Solver.points` finds them with a few null-window searches.

Every player follows suit: with ``renege="penalise"`` the solver does not consider reneging
(claims are not modelled). With ``trump_off_suit_ace=False`` a player out of the suit led
does not trump a plain-suit ace that is winning the trick unless holding only trumps. Only trick play is solved; bidding, discards and alone
decisions are left to the bots (:class:`euchre.bots.PIMCBot` evaluates a bid by solving
the play that follows it).

>>> import euchre
>>> from euchre import solver
>>> deal = euchre.Deal(hands=("Jh Jd Ah Kh Qh", "9h Th Ac Kc Qc", "Ad Kd Qd Td 9d",
...                           "As Ks Qs Js Ts"), upcard="9s", kitty="9c Tc Jc")
>>> state = euchre.new_game(euchre.presets.GAMES4ALL, dealer=euchre.Seat.WEST, deal=deal)
>>> state = state.apply("order up")          # North orders up the 9s: spades are trump
>>> state = state.apply("discard Ts")         # West, the dealer, keeps the 9s
>>> result = solver.solve(state)
>>> result.tricks                             # East leads: East-West take every trick
Score(ns=0, ew=5)
>>> solver.hand_points(state, result.tricks)  # North-South are euchred
Score(ns=0, ew=2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from euchre.actions import Action
from euchre.cards import Card, Player, Score, Seat, cards_from_mask, mask_of
from euchre.engine import bidding, cardorder
from euchre.engine.scoring import BidKind, knock_points
from euchre.engine.scoring import hand_points as _hand_points
from euchre.engine.seating import ACTIVE_COUNT_BY_PLAYERS, NEXT_ACTIVE_BY_PLAYERS
from euchre.rules import Scoring
from euchre.state import Phase, State

__all__ = [
    "Solution",
    "Solver",
    "hand_points",
    "maker_points",
    "solve",
    "tricks",
]

# ---------------------------------------------------------------------------- card tables
# Cards are the engine's indices (``euchre.engine.cardorder``): ``suit * 8 + rank - 7``
# (0-31), 32 the joker; a set of cards is an int bit mask. The trump index (0-3 a suit, 4
# no trump, 5 low no trump) selects the engine's EFFECTIVE_SUIT, SUIT_MASK and POWER rows;
# the solver ranks cards by nothing else. The 24, 25 and 32-card decks use indices 0-32.

_SOLVER_CARDS = cardorder.DECKS[32] | cardorder.DECKS[25]  # every index of those decks
_CARDS: tuple[Card, ...] = cards_from_mask(_SOLVER_CARDS)
_PLAY: tuple[Action, ...] = tuple(Action.play(card) for card in _CARDS)
_PLAY_INDEX: dict[Action, int] = {action: i for i, action in enumerate(_PLAY)}


# Derived from the engine's tables for speed, at import: the cards of each effective suit
# (SUIT_MASK), best first (POWER in a trick led in that suit), with their bits, by trump
# index and suit. The search groups legal cards that no live card separates along this
# order. tests/players/test_solver_tables.py checks it against the engine for every trump
# index and deck.
def _suit_order(trump: int, suit: int) -> tuple[tuple[int, int], ...]:
    power = cardorder.POWER[trump][suit]
    cards = cardorder.bits(cardorder.SUIT_MASK[trump][suit] & _SOLVER_CARDS)
    return tuple((c, 1 << c) for c in sorted(cards, key=lambda c: -power[c]))


_ORDER = tuple(tuple(_suit_order(t, s) for s in range(5)) for t in range(6))

#: The four-seat search's sides: North-South's tricks are counted.
_FOUR = (0, 1, 0, 1)


# ---------------------------------------------------------------------------- the search


def _runs(order: tuple[tuple[int, int], ...], legal: int, alive: int) -> list[int]:
    """The best card of each run of ``legal`` cards that no other ``alive`` card splits."""
    out: list[int] = []
    in_run = False
    for c, bit in order:
        if bit & legal:
            if not in_run:
                out.append(c)
                in_run = True
        elif bit & alive:
            in_run = False
    return out


# Runs by trump index, keyed on (legal cards of a suit) | (live cards of the suit) << 40.
_RUNS: tuple[dict[int, list[int]], ...] = tuple({} for _ in range(6))


class _Search:
    """Alpha-beta over one trump index and set of seats in play, with its own table."""

    def __init__(
        self, trump: int, active: int, ace_rule: bool = False, sides: tuple[int, ...] = _FOUR
    ) -> None:
        self.trump = trump
        self.active = active
        self.ace_rule = ace_rule  # trump_off_suit_ace=False: no trump on a winning plain ace
        #: each seat's side in the search: 0 the side whose tricks are counted (North-South,
        #: seats 0, 2, 4 in teams; the maker at partnership='none'), 1 the others
        self.sides = sides
        self.players = len(sides)
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.counter = [0]
        self.hands = [0] * len(sides)
        self.node = self._build()

    def _build(self) -> Callable[[int, int, int, int, int, int, int, int], int]:
        """The search function, a closure over the engine's rows for this trump index.

        This is the solver's hot path: one function, long on purpose, with every table a
        local and no call per card, because PIMC solves thousands of positions a decision.
        """
        eff = cardorder.EFFECTIVE_SUIT[self.trump]
        power = cardorder.POWER[self.trump]
        # the cards that follow each led suit (the no-trump joker's suit 4 is the joker alone:
        # nobody can follow it)
        follow = cardorder.SUIT_MASK[self.trump]
        order = _ORDER[self.trump]
        suit_all = tuple(sum(b for _, b in order[s]) for s in range(5))
        nxt = NEXT_ACTIVE_BY_PLAYERS[self.players][self.active]
        count = ACTIVE_COUNT_BY_PLAYERS[self.players][self.active]
        hs = self.sides
        four = self.players == 4
        table = self.table
        hands = self.hands
        counter = self.counter = [0]
        runs: dict[int, list[int]] = _RUNS[self.trump]
        # trump_off_suit_ace=False: a plain ace winning the trick has this power (a trump
        # index 0-3 only); the cards that trump it
        ace_power = 1 + cardorder.ACE if self.ace_rule and self.trump < cardorder.NO_TRUMP else -1
        trumps = follow[self.trump] if ace_power > 0 else 0

        def node(
            p: int, k: int, led: int, best: int, bestp: int, tmask: int, alpha: int, beta: int
        ) -> int:
            """Side 0's tricks from the current trick to the end of the hand (fail-soft
            alpha-beta: exact when strictly inside the window, else a bound beyond it).

            The hot path: long because inlined; it runs once per card searched, and a Python
            call per step would cost more than the step."""
            counter[0] += 1
            h = hands[p]
            if k == 0:
                if h & (h - 1) == 0:  # the last trick: every play is forced
                    if not h:
                        return 0
                    seat, c = p, h.bit_length() - 1
                    led = eff[c]
                    best, bestp = p, power[led][c]
                    for _ in range(count - 1):
                        seat = nxt[seat]
                        c = hands[seat].bit_length() - 1
                        pw = power[led][c]
                        if pw > bestp:
                            best, bestp = seat, pw
                    return 1 - hs[best]
                remaining = h.bit_count()
                if beta <= 0:
                    return 0
                if alpha >= remaining:
                    return remaining
                key = (hands[0], hands[1], hands[2], hands[3], p) if four else (*hands, p)
                entry = table.get(key)
                if entry is not None:
                    lo, hi, first = entry
                    if lo == hi or lo >= beta:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                else:
                    lo, hi, first = 0, remaining, -1
                legal = h
                if four:
                    alive = hands[0] | hands[1] | hands[2] | hands[3]
                else:
                    alive = 0
                    for held in hands:
                        alive |= held
            else:
                f = h & follow[led]
                legal = f if f else h
                if bestp == ace_power and not f and h & ~trumps:
                    legal = h & ~trumps
                if four:
                    alive = hands[0] | hands[1] | hands[2] | hands[3] | tmask
                else:
                    alive = tmask
                    for held in hands:
                        alive |= held
            # one card of each run of equivalent legal cards (same suit, no live card
            # between them), best first within each suit
            moves: list[int] = []
            m = legal
            while m:
                s = eff[(m & -m).bit_length() - 1]
                sm = suit_all[s]
                rkey = (legal & sm) | (alive & sm) << 40
                run = runs.get(rkey)
                if run is None:
                    run = runs[rkey] = _runs(order[s], legal, alive)
                moves += run
                m &= ~sm
            if k and len(moves) > 1:
                if hs[best] == hs[p]:  # partner winning: cheapest first
                    moves.reverse()
                else:  # cheapest winner first, then cheapest loser
                    pl = power[led]
                    winners = [c for c in moves if pl[c] > bestp]
                    if winners:
                        losers = moves[len(winners) :] if f else [c for c in moves if pl[c] <= bestp]
                        winners.reverse()
                        losers.reverse()
                        moves = winners + losers
                    else:
                        moves.reverse()
            if k == 0:
                if first >= 0 and moves[0] != first and first in moves:
                    moves.remove(first)
                    moves.insert(0, first)
                chosen = moves[0]
            maximise = not hs[p]
            value = -1 if maximise else 99
            a, b = alpha, beta
            last = k + 1 == count
            for c in moves:
                bit = 1 << c
                hands[p] = h ^ bit
                if k == 0:
                    l2 = eff[c]
                    b2, bp2 = p, power[l2][c]
                else:
                    l2 = led
                    pw = power[led][c]
                    if pw > bestp:
                        b2, bp2 = p, pw
                    else:
                        b2, bp2 = best, bestp
                if last:
                    won = 1 - hs[b2]
                    v = won + node(b2, 0, -1, -1, 0, 0, a - won, b - won)
                else:
                    v = node(nxt[p], k + 1, l2, b2, bp2, tmask | bit, a, b)
                hands[p] = h
                if maximise:
                    if v > value:
                        value = v
                        if k == 0:
                            chosen = c
                        if v > a:
                            a = v
                            if a >= b:
                                break
                elif v < value:
                    value = v
                    if k == 0:
                        chosen = c
                    if v < b:
                        b = v
                        if a >= b:
                            break
            if k == 0:
                if value <= alpha:
                    if value < hi:
                        hi = value
                elif value >= beta:
                    if value > lo:
                        lo = value
                else:
                    lo = hi = value
                table[key] = (lo, hi, chosen)
            return value

        return node

    @property
    def nodes(self) -> int:
        """Nodes searched so far."""
        return self.counter[0]


# ---------------------------------------------------------------------------- public API


@dataclass(frozen=True)
class Solution:
    """The solved position: tricks by team under best play, and each legal card's value.

    ``tricks`` and every value are the hand's final trick counts by team (tricks already
    won included). ``best_actions`` are the cards that reach ``tricks``.

    >>> import euchre
    >>> from euchre import solver
    >>> s = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=4)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(s.legal_actions()[1] if s.phase is not euchre.Phase.DISCARD else s.legal_actions()[0])
    >>> sol = solver.solve(s)
    >>> sum(sol.tricks), sol.value(sol.best_actions[0]) == sol.tricks
    (5, True)
    """

    to_act: Seat | Player
    tricks: Score
    values: tuple[tuple[Action, Score], ...]
    nodes: int
    #: At ``partnership='none'``: the maker's entry in ``tricks`` (the maker takes as many
    #: tricks as it can, the defenders as few as they can); None in teams.
    maker_side: int | None = None

    @property
    def best_actions(self) -> tuple[Action, ...]:
        """The legal cards that keep the best result for the side to act."""
        side = self.to_act & 1 if self.maker_side is None else self.maker_side
        return tuple(a for a, v in self.values if v[side] == self.tricks[side])

    def value(self, action: Action | str) -> Score:
        """The final tricks by team after ``action`` (then best play by all).

        >>> import euchre
        >>> sol = Solution(euchre.Seat.NORTH, euchre.Score(3, 2),
        ...                ((euchre.Action.play("Jh"), euchre.Score(3, 2)),), 1)
        >>> sol.value("play Jh")
        Score(ns=3, ew=2)
        """
        for a, v in self.values:
            if str(a) == str(action):
                return v
        raise KeyError(f"{action} is not a legal card here")


class Solver:
    """A double-dummy solver that keeps its transposition tables between calls.

    Reuse one Solver for positions of the same hand (the tables carry over); tables are
    dropped once they hold ``max_entries`` positions in all.

    >>> import euchre
    >>> from euchre.solver import Solver
    >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=11)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
    >>> solver = Solver()
    >>> solver.solve(s).tricks == solver.tricks(s)
    True
    """

    def __init__(self, max_entries: int = 200_000) -> None:
        self.max_entries = max_entries
        self._searches: dict[tuple[int, int, bool, tuple[int, ...]], _Search] = {}
        self.nodes = 0

    @property
    def entries(self) -> int:
        """Positions held in the transposition tables.

        >>> Solver().entries
        0
        """
        return sum(len(s.table) for s in self._searches.values())

    def _setup(self, state: State) -> _Position:
        """The search for ``state``'s trump index and seats in play, loaded with its hands,
        and the current trick in the search's terms."""
        if state.phase is not Phase.PLAY or state.to_act is None:
            raise ValueError(f"the solver needs a state in phase PLAY, not {state.phase.value}")
        if state.rules.deck not in (24, 25, 32):
            raise ValueError(f"the solver handles 24, 25 and 32-card decks, not {state.rules.deck}")
        trump = cardorder.trump_index(state.trump, state.no_trump, state.low_no_trump)
        out = {int(seat) for seat in state.sitting_out}
        sides = _search_sides(state)
        active = sum(1 << seat for seat in range(len(sides)) if seat not in out)
        ace_rule = not state.rules.trump_off_suit_ace
        key = (trump, active, ace_rule, sides)
        search = self._searches.get(key)
        if search is None:
            search = self._searches[key] = _Search(trump, active, ace_rule, sides)
        if self.entries > self.max_entries:
            for s in self._searches.values():
                s.table.clear()
        for seat, cards in enumerate(state.hands):
            search.hands[seat] = mask_of(cards) if active >> seat & 1 else 0
        trick = state.current_trick
        k, led, best, bestp, tmask = 0, -1, -1, 0, 0
        if trick is not None and trick.plays:
            power = cardorder.POWER[trump]
            for seat, card in trick.plays:
                c = card.index
                if k == 0:
                    led = cardorder.EFFECTIVE_SUIT[trump][c]
                pw = power[led][c]
                if k == 0 or pw > bestp:
                    best, bestp = int(seat), pw
                tmask |= 1 << c
                k += 1
        return _Position(search, int(state.to_act), k, led, best, bestp, tmask)

    def _search(self, pos: _Position, alpha: int, beta: int) -> int:
        """The counted side's tricks (North-South's; the maker's at ``partnership='none'``) from ``pos`` to the end of the hand, searched in the window
        (alpha, beta); counts the nodes."""
        search = pos.search
        before = search.nodes
        ns = search.node(pos.p, pos.k, pos.led, pos.best, pos.bestp, pos.tmask, alpha, beta)
        self.nodes += search.nodes - before
        return ns

    def tricks(self, state: State) -> Score:
        """The hand's final tricks by side under best play from ``state`` (phase PLAY).

        At ``partnership='none'`` the maker's count is exact and the defenders' tricks are
        credited as a principal variation takes them (their split changes no score).

        >>> import euchre
        >>> from euchre.solver import Solver
        >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=3)
        >>> while s.phase is not euchre.Phase.PLAY:
        ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
        >>> sum(Solver().tricks(s))
        5
        """
        if state.rules.partnership != "teams":
            return self._playout(state)
        pos = self._setup(state)
        ns = self._search(pos, -1, 99)
        won = state.tricks_won
        remaining = pos.search.hands[pos.p].bit_count()
        return Score(won[0] + ns, won[1] + remaining - ns)

    def _playout(self, state: State) -> Score:
        """The hand's final tricks by side when every player plays a best card (the first
        of :attr:`Solution.best_actions`) to the end of the hand."""
        hand = state.hand_number
        while state.hand_number == hand and state.phase is Phase.PLAY:
            state = state.apply(self._best_card(state))
        return state.results[-1].tricks

    def _reaches(self, pos: _Position, team: int, need: int) -> bool:
        """Whether ``team`` (the search's side: 0 counted, 1 the others) takes at least
        ``need`` of the remaining tricks (one null-window search)."""
        remaining = pos.search.hands[pos.p].bit_count()
        if need <= 0:
            return True
        if need > remaining:
            return False
        if team == 0:
            return self._search(pos, need - 1, need) >= need
        cap = remaining - need  # North-South may take at most this many
        return self._search(pos, cap, cap + 1) <= cap

    def reaches(self, state: State, team: int, tricks: int) -> bool:
        """Whether ``team`` (0 North-South, 1 East-West) ends the hand with at least
        ``tricks`` tricks under best play from ``state``: one null-window search, cheaper
        than the exact count.

        >>> import euchre
        >>> from euchre.solver import Solver
        >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=3)
        >>> while s.phase is not euchre.Phase.PLAY:
        ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
        >>> ns = Solver().tricks(s).ns
        >>> Solver().reaches(s, 0, ns), Solver().reaches(s, 0, ns + 1)
        (True, False)
        """
        pos = self._setup(state)
        if state.rules.partnership != "teams":
            raise ValueError(
                "reaches takes a team (0 or 1) only at partnership='teams'; at "
                f"partnership={state.rules.partnership!r} use points() or tricks()"
            )
        return self._reaches(pos, team, tricks - state.tricks_won[team])

    def points(self, state: State) -> Score:
        """The points the hand scores by team under best play from ``state`` (as
        :func:`hand_points` of :meth:`tricks`), found with null-window searches at only the
        trick counts where the makers' score changes.

        >>> import euchre
        >>> from euchre import solver
        >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=3)
        >>> while s.phase is not euchre.Phase.PLAY:
        ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
        >>> solver.Solver().points(s) == solver.hand_points(s, solver.tricks(s))
        True
        """
        pos = self._setup(state)
        if state.maker is None:  # pragma: no cover - a state in PLAY has a maker
            raise ValueError("nobody has made trump in this hand")
        maker = int(state.maker)
        side = state.rules.table.side_of[maker]
        team = pos.search.sides[maker]  # the makers' side in the search
        cards_per_hand = state.rules.cards_per_hand
        base = state.tricks_won[side]
        remaining = pos.search.hands[pos.p].bit_count()
        count = len(state.tricks_won)

        def score(makers: int) -> Score:
            others = cards_per_hand - makers
            won: tuple[int, ...]
            if count == 2:
                won = (makers, others) if side == 0 else (others, makers)
            else:  # the defenders' split changes no score: all to the maker's left
                left = (side + 1) % count
                won = tuple(makers if s == side else others if s == left else 0 for s in range(count))
            return hand_points(state, won)

        # the makers' trick counts where the score changes: binary search for the highest
        # the makers reach (reaching a count means reaching every lower one)
        steps = [t for t in range(base + 1, base + remaining + 1) if score(t) != score(t - 1)]
        lo, hi = 0, len(steps)  # steps[:lo] are reached, steps[hi:] are not
        while lo < hi:
            mid = (lo + hi - 1) // 2
            if self._reaches(pos, team, steps[mid] - base):
                lo = mid + 1
            else:
                hi = mid
        return score(steps[lo - 1] if lo else base)

    def solve(self, state: State) -> Solution:
        """Every legal card's exact value, and the best result (see :func:`solve`).

        >>> import euchre
        >>> from euchre.solver import Solver
        >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=8)
        >>> while s.phase is not euchre.Phase.PLAY:
        ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
        >>> sol = Solver().solve(s)
        >>> len(sol.values) == len(s.legal_actions())
        True
        """
        pos, found, nodes = self._card_values(state)
        p = pos.p
        if state.rules.partnership != "teams":
            return self._solve_alone(state, pos, found, nodes)
        won = state.tricks_won
        remaining = pos.search.hands[p].bit_count()
        values = [(_PLAY[c], Score(won[0] + v, won[1] + remaining - v)) for c, v in found]
        side = p & 1
        top = max(values, key=lambda item: item[1][side])[1]
        seat = state.to_act
        assert seat is not None
        return Solution(to_act=seat, tricks=top, values=tuple(values), nodes=nodes)

    def _solve_alone(
        self, state: State, pos: _Position, found: list[tuple[int, int]], nodes: int
    ) -> Solution:
        """:meth:`solve` at ``partnership='none'``: each card's tricks by side, the
        defenders' tricks as a principal variation after the card takes them."""
        maker = int(state.maker)  # type: ignore[arg-type]
        side = state.rules.table.side_of[maker]
        values: list[tuple[Action, Score]] = []
        by_count: dict[int, Score] = {}
        for c, v in found:
            if v not in by_count:
                by_count[v] = self._after(state, _PLAY[c])
            values.append((_PLAY[c], by_count[v]))
        pick = max if pos.search.sides[pos.p] == 0 else min
        top = pick(values, key=lambda item: item[1][side])[1]
        seat = state.to_act
        assert seat is not None
        return Solution(seat, top, tuple(values), nodes, maker_side=side)

    def _after(self, state: State, action: Action) -> Score:
        """The hand's final tricks by side after ``action``, then a principal variation."""
        hand = state.hand_number
        state = state.apply(action)
        if state.hand_number != hand or state.phase is not Phase.PLAY:
            return state.results[-1].tricks
        return self._playout(state)

    def _best_card(self, state: State) -> Action:
        """A card of best play for the player to act (the first best, in card order)."""
        pos, found, _nodes = self._card_values(state)
        pick = max if pos.search.sides[pos.p] == 0 else min
        return _PLAY[pick(found, key=lambda item: item[1])[0]]

    def _card_values(self, state: State) -> tuple[_Position, list[tuple[int, int]], int]:
        """The position, each legal card with the counted side's tricks from here to the
        end of the hand after it (then best play by all), and the nodes searched."""
        pos = self._setup(state)
        search, p, k, led, best, bestp, tmask = pos
        before = search.nodes
        hands = search.hands
        h = hands[p]
        trump = search.trump
        eff = cardorder.EFFECTIVE_SUIT[trump]
        power = cardorder.POWER[trump]
        sides = search.sides
        legal = h
        if k and h & cardorder.SUIT_MASK[trump][led]:
            legal = h & cardorder.SUIT_MASK[trump][led]
        allowed = 0
        for action in state.legal_actions():
            index = _PLAY_INDEX.get(action)
            if index is not None:
                allowed |= 1 << index
        legal &= allowed or legal
        alive = tmask
        for held in hands:
            alive |= held
        rep_of = _representatives(trump, legal, alive)
        group_value: dict[int, int] = {}
        found: list[tuple[int, int]] = []
        count = ACTIVE_COUNT_BY_PLAYERS[search.players][search.active]
        for c in cardorder.bits(legal):
            rep = rep_of[c]
            v = group_value.get(rep)
            if v is None:
                hands[p] = h ^ (1 << c)
                if k == 0:
                    l2, b2, bp2 = eff[c], p, power[eff[c]][c]
                else:
                    pw = power[led][c]
                    l2, (b2, bp2) = led, ((p, pw) if pw > bestp else (best, bestp))
                if k + 1 == count:
                    gained = 1 - sides[b2]
                    v = gained + search.node(b2, 0, -1, -1, 0, 0, -1, 99)
                else:
                    nxt = NEXT_ACTIVE_BY_PLAYERS[search.players][search.active][p]
                    v = search.node(nxt, k + 1, l2, b2, bp2, tmask | (1 << c), -1, 99)
                hands[p] = h
                group_value[rep] = v
            found.append((c, v))
        self.nodes += search.nodes - before
        return pos, found, search.nodes - before


class _Position(NamedTuple):
    """A position in the search's terms: the search (its hands loaded), the seat to act,
    the cards already in the trick, the suit led, the seat winning it and that card's
    power, and the trick's cards as a mask."""

    search: _Search
    p: int
    k: int
    led: int
    best: int
    bestp: int
    tmask: int


def _search_sides(state: State) -> tuple[int, ...]:
    """Each seat's side in the search: in teams the team (seat % 2: North-South counted);
    at ``partnership='none'`` 0 for the maker, whose tricks are counted, 1 for the rest."""
    rules = state.rules
    if rules.partnership == "teams":
        return _FOUR if rules.players == 4 else rules.table.side_of
    maker = -1 if state.maker is None else int(state.maker)
    return tuple(0 if s == maker else 1 for s in range(rules.players))


def _representatives(trump: int, legal: int, alive: int) -> dict[int, int]:
    """For each legal card, the best card of its run: legal cards of one effective suit
    that no other live card separates are worth the same, and are searched once."""
    rep_of: dict[int, int] = {}
    for s in range(5):
        run = -1
        for c, bit in _ORDER[trump][s]:
            if bit & legal:
                if run < 0:
                    run = c
                rep_of[c] = run
            elif bit & alive:
                run = -1
    return rep_of

def solve(state: State) -> Solution:
    """Solve ``state`` (phase PLAY, every hand known): best tricks and each card's value.

    >>> import euchre
    >>> from euchre import solver
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=2)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
    >>> sol = solver.solve(s)
    >>> sol.best_actions[0] in s.legal_actions()
    True
    """
    return Solver().solve(state)


def tricks(state: State) -> Score:
    """The hand's final tricks by team under best play from ``state`` (phase PLAY).

    >>> import euchre
    >>> from euchre import solver
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=2)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
    >>> solver.tricks(s) == solver.solve(s).tricks
    True
    """
    return Solver().tricks(state)


def maker_points(
    scoring: Scoring,
    maker_team: int,
    alone: bool,
    lone_defender: bool,
    maker_tricks: int,
    all_tricks: int = 5,
) -> tuple[int, int]:
    """(points, team) a Knock Euchre hand scores when the makers take ``maker_tricks``
    tricks: the engine's Knock table (:func:`euchre.engine.scoring.knock_points`).

    ``scoring`` is ``rules.scoring``; the result names the team (0 North-South, 1
    East-West) that scores.

    >>> import euchre
    >>> from euchre.solver import maker_points
    >>> maker_points(euchre.presets.STANDARD.scoring, 0, False, False, 2)
    (2, 1)
    """
    points, to_makers = knock_points(scoring, maker_tricks, all_tricks, alone, lone_defender)
    return int(points), maker_team if to_makers else 1 - maker_team


def hand_points(state: State, final_tricks: Score | Sequence[int]) -> Score:
    """The points the current hand scores by team when it ends with ``final_tricks``.

    The engine's scoring (:func:`euchre.engine.scoring.hand_points`) for the state's
    variant, maker, lone player, lone defender and Bid Euchre bid (renege penalties are
    not included).

    >>> import euchre
    >>> from euchre import solver
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=2)
    >>> while s.phase is not euchre.Phase.PLAY:
    ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
    >>> sum(solver.hand_points(s, (5, 0))) > 0
    True
    """
    if state.maker is None:
        raise ValueError("nobody has made trump in this hand")
    rules = state.rules
    if rules.partnership != "teams":
        return _points_alone(state, final_tricks)
    bid = state.bid
    kind, level = BidKind.TRICKS, 0
    if bid is not None:
        kind, level = bidding.bid_kind(bid), bidding.bid_tricks(bid, state.rules.cards_per_hand)
    ns, ew = _hand_points(
        state.rules,
        int(state.maker),
        (final_tricks[0], final_tricks[1]),
        alone=state.alone is not None,
        lone_defender=state.lone_defender is not None,
        bid_kind=kind,
        bid_level=level,
    )
    return Score(ns, ew)


def _points_alone(state: State, final_tricks: Sequence[int]) -> Score:
    """:func:`hand_points` at ``partnership='none'`` (Knock Euchre): the maker's side scores
    by the Knock table, or each defending side scores the euchre."""
    rules = state.rules
    if rules.variant != "knock":
        raise ValueError(
            f"the solver scores variant={rules.variant!r} only at partnership='teams', "
            f"not partnership={rules.partnership!r}"
        )
    maker = rules.table.side_of[int(state.maker)]  # type: ignore[arg-type]
    points, to_makers = knock_points(
        rules.scoring,
        final_tricks[maker],
        rules.cards_per_hand,
        state.alone is not None,
        state.lone_defender is not None,
    )
    return Score(
        *(
            (points if s == maker else 0) if to_makers else (0 if s == maker else points)
            for s in range(len(final_tricks))
        )
    )
