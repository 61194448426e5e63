"""Exact double-dummy solver for the play of a hand: every hand known, best play by all.

:func:`solve` takes a :class:`~euchre.State` in phase ``PLAY`` and returns the trick count
each side takes from there under best play by both sides (the side to act maximising its
own tricks), with the exact value of every legal card. It reads only public attributes
(``hands``, ``trump``, ``no_trump``, ``current_trick``, ``tricks_won``, ``to_act``,
``sitting_out``) and searches its own compact form of the position: alpha-beta over one
card at a time, a transposition table at trick boundaries keyed on the four hands (bit
masks) and the leader, and cards that no live card separates in rank (held by the same
player, in the same suit) searched once.

Points are a non-decreasing function of the makers' tricks, so the best play for tricks is
also the best play for points; :func:`hand_points` turns a trick count into the hand's
points by the rules' scoring table.

Every player follows suit: with ``renege="penalise"`` the solver does not consider reneging
(claims are not modelled). Only trick play is solved; bidding, discards and alone
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

from collections.abc import Callable
from dataclasses import dataclass

from euchre import Action, Card, Phase, Rank, Score, Scoring, Seat, State, Suit

__all__ = [
    "Solution",
    "Solver",
    "hand_points",
    "maker_points",
    "solve",
    "tricks",
]

# ---------------------------------------------------------------------------- card tables
# A card is an index ``suit * 8 + rank - 7`` (0-31) or 32 for the joker; a set of cards is an
# int bit mask. Mode 0-3 is the trump suit, mode 4 no trump. Effective suit 4 is the joker's
# own suit in a no-trump hand (nobody can follow it).

_JOKER = 32
_NO_TRUMP = 4
_JACK = Rank.JACK - 7
_PARTNER = (3, 2, 1, 0)


def _card_of(index: int) -> Card:
    if index == _JOKER:
        return Card.JOKER
    return Card(Rank(index % 8 + 7), Suit(index // 8))


_CARDS: tuple[Card, ...] = tuple(_card_of(i) for i in range(33))
_INDEX: dict[Card, int] = {card: i for i, card in enumerate(_CARDS)}
_PLAY: tuple[Action, ...] = tuple(Action.play(card) for card in _CARDS)
_PLAY_INDEX: dict[Action, int] = {action: i for i, action in enumerate(_PLAY)}


def _effective(mode: int, card: int) -> int:
    if card == _JOKER:
        return mode
    suit, rank = card >> 3, card & 7
    if mode < 4 and rank == _JACK and suit == _PARTNER[mode]:
        return mode
    return suit


def _power(mode: int, led: int, card: int) -> int:
    if card == _JOKER:
        return 50
    suit, rank = card >> 3, card & 7
    eff = _effective(mode, card)
    if mode < 4 and eff == mode:
        if rank == _JACK:
            return 40 if suit == mode else 39
        return 20 + rank
    return 1 + rank if eff == led else 0


_EFF = tuple(tuple(_effective(m, c) for c in range(33)) for m in range(5))
_POWER = tuple(tuple(tuple(_power(m, led, c) for c in range(33)) for led in range(5)) for m in range(5))
# Cards one must follow with, by led suit (nothing follows the no-trump joker).
_FOLLOW = tuple(
    tuple(sum(1 << c for c in range(33) if _EFF[m][c] == s) if s < 4 else 0 for s in range(5))
    for m in range(5)
)
# Cards of each effective suit, best first (for grouping equivalent cards).


def _suit_order(m: int, s: int) -> tuple[tuple[int, int], ...]:
    cards = sorted((c for c in range(33) if _EFF[m][c] == s), key=lambda c: -_POWER[m][s][c])
    return tuple((c, 1 << c) for c in cards)


_ORDER = tuple(tuple(_suit_order(m, s) for s in range(5)) for m in range(5))
_NEXT = tuple(
    tuple(
        next(((seat + k) & 3 for k in range(1, 5) if mask >> ((seat + k) & 3) & 1), -1)
        for seat in range(4)
    )
    for mask in range(16)
)


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << _INDEX[card]
    return mask


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


# Runs by mode, keyed on (legal cards of a suit) | (live cards of the suit) << 40.
_RUNS: tuple[dict[int, list[int]], ...] = tuple({} for _ in range(5))


class _Search:
    """Alpha-beta over one mode (trump) and set of seats in play, with its own table."""

    def __init__(self, mode: int, active: int) -> None:
        self.mode = mode
        self.active = active
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        self.counter = [0]
        self.hands = [0, 0, 0, 0]
        self.node = self._build()

    def _build(self) -> Callable[[int, int, int, int, int, int, int, int], int]:
        eff = _EFF[self.mode]
        power = _POWER[self.mode]
        follow = _FOLLOW[self.mode]
        order = _ORDER[self.mode]
        suit_all = tuple(sum(b for _, b in order[s]) for s in range(5))
        nxt = _NEXT[self.active]
        count = self.active.bit_count()
        table = self.table
        hands = self.hands
        counter = self.counter = [0]
        runs: dict[int, list[int]] = _RUNS[self.mode]

        def node(
            p: int, k: int, led: int, best: int, bestp: int, tmask: int, alpha: int, beta: int
        ) -> int:
            """North-South's tricks from the current trick to the end of the hand (fail-soft
            alpha-beta: exact when strictly inside the window, else a bound beyond it)."""
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
                    return 1 - (best & 1)
                remaining = h.bit_count()
                if beta <= 0:
                    return 0
                if alpha >= remaining:
                    return remaining
                key = (hands[0], hands[1], hands[2], hands[3], p)
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
                alive = hands[0] | hands[1] | hands[2] | hands[3]
            else:
                f = h & follow[led]
                legal = f if f else h
                alive = hands[0] | hands[1] | hands[2] | hands[3] | tmask
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
                if best & 1 == p & 1:  # partner winning: cheapest first
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
            maximise = not p & 1
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
                    won = 1 - (b2 & 1)
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

    to_act: Seat
    tricks: Score
    values: tuple[tuple[Action, Score], ...]
    nodes: int

    @property
    def best_actions(self) -> tuple[Action, ...]:
        """The legal cards that keep the best result for the side to act."""
        side = self.to_act & 1
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
        self._searches: dict[tuple[int, int], _Search] = {}
        self.nodes = 0

    def _setup(self, state: State) -> tuple[_Search, int, int, int, int, int, int]:
        if state.phase is not Phase.PLAY or state.to_act is None:
            raise ValueError(f"the solver needs a state in phase PLAY, not {state.phase.value}")
        if state.rules.deck not in (24, 25, 32):
            raise ValueError(f"the solver handles 24, 25 and 32-card decks, not {state.rules.deck}")
        mode = _NO_TRUMP if state.no_trump else int(state.trump)  # type: ignore[arg-type]
        out = {int(seat) for seat in state.sitting_out}
        active = sum(1 << seat for seat in range(4) if seat not in out)
        search = self._searches.get((mode, active))
        if search is None:
            search = self._searches[(mode, active)] = _Search(mode, active)
        if sum(len(s.table) for s in self._searches.values()) > self.max_entries:
            for s in self._searches.values():
                s.table.clear()
        for seat, cards in enumerate(state.hands):
            search.hands[seat] = _mask(cards) if active >> seat & 1 else 0
        trick = state.current_trick
        k, led, best, bestp, tmask = 0, -1, -1, 0, 0
        if trick is not None and trick.plays:
            for seat, card in trick.plays:
                c = _INDEX[card]
                if k == 0:
                    led = _EFF[mode][c]
                pw = _POWER[mode][led][c]
                if k == 0 or pw > bestp:
                    best, bestp = int(seat), pw
                tmask |= 1 << c
                k += 1
        return search, int(state.to_act), k, led, best, bestp, tmask

    def tricks(self, state: State) -> Score:
        """The hand's final tricks by team under best play from ``state`` (phase PLAY).

        >>> import euchre
        >>> from euchre.solver import Solver
        >>> s = euchre.new_game(euchre.presets.OPENSPIEL, seed=3)
        >>> while s.phase is not euchre.Phase.PLAY:
        ...     s = s.apply(s.legal_actions()[-1] if s.phase is euchre.Phase.CALL else s.legal_actions()[0])
        >>> sum(Solver().tricks(s))
        5
        """
        search, p, k, led, best, bestp, tmask = self._setup(state)
        before = search.nodes
        ns = search.node(p, k, led, best, bestp, tmask, -1, 99)
        self.nodes += search.nodes - before
        won = state.tricks_won
        remaining = search.hands[p].bit_count()
        return Score(won.ns + ns, won.ew + remaining - ns)

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
        search, p, k, led, best, bestp, tmask = self._setup(state)
        before = search.nodes
        hands = search.hands
        h = hands[p]
        mode = search.mode
        nxt = _NEXT[search.active]
        count = search.active.bit_count()
        if k:
            f = h & _FOLLOW[mode][led]
            legal = f if f else h
        else:
            legal = h
        allowed = 0
        for action in state.legal_actions():
            index = _PLAY_INDEX.get(action)
            if index is not None:
                allowed |= 1 << index
        legal &= allowed or legal
        won = state.tricks_won
        remaining = h.bit_count()
        values: list[tuple[Action, Score]] = []
        alive = hands[0] | hands[1] | hands[2] | hands[3] | tmask
        rep_of: dict[int, int] = {}
        for s in range(5):
            run = -1
            for c, bit in _ORDER[mode][s]:
                if bit & legal:
                    if run < 0:
                        run = c
                    rep_of[c] = run
                elif bit & alive:
                    run = -1
        group_value: dict[int, int] = {}
        for c in range(33):
            bit = 1 << c
            if not legal & bit:
                continue
            rep = rep_of[c]
            v = group_value.get(rep)
            if v is None:
                hands[p] = h ^ bit
                if k == 0:
                    l2, b2, bp2 = _EFF[mode][c], p, _POWER[mode][_EFF[mode][c]][c]
                else:
                    pw = _POWER[mode][led][c]
                    l2, (b2, bp2) = led, ((p, pw) if pw > bestp else (best, bestp))
                if k + 1 == count:
                    gained = 1 - (b2 & 1)
                    v = gained + search.node(b2, 0, -1, -1, 0, 0, -1, 99)
                else:
                    v = search.node(nxt[p], k + 1, l2, b2, bp2, tmask | bit, -1, 99)
                hands[p] = h
                group_value[rep] = v
            values.append((_PLAY[c], Score(won.ns + v, won.ew + remaining - v)))
        self.nodes += search.nodes - before
        side = p & 1
        top = max(values, key=lambda item: item[1][side])[1]
        return Solution(to_act=Seat(p), tricks=top, values=tuple(values), nodes=search.nodes - before)


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
    """(points, team) a hand scores when the makers take ``maker_tricks`` tricks.

    ``scoring`` is ``rules.scoring``; the result names the team (0 North-South, 1
    East-West) that scores.

    >>> import euchre
    >>> from euchre.solver import maker_points
    >>> maker_points(euchre.presets.STANDARD.scoring, 0, False, False, 2)
    (2, 1)
    """
    sc = scoring
    if maker_tricks == all_tricks:
        points, to_makers = (sc.lone_march if alone else sc.march), True
    elif maker_tricks >= 3:
        points, to_makers = (sc.lone if alone else sc.makers), True
    else:
        to_makers = False
        if lone_defender:
            points = sc.lone_defender_march if maker_tricks == 0 else sc.lone_defender_euchre
        elif maker_tricks == 0 and sc.super_euchre is not None:
            points = sc.super_euchre
        elif alone:
            points = sc.lone_euchre
        else:
            points = sc.euchre
    return int(points), maker_team if to_makers else 1 - maker_team


def hand_points(state: State, final_tricks: Score | tuple[int, int]) -> Score:
    """The points the current hand scores by team when it ends with ``final_tricks``.

    Uses the rules' scoring table and the state's maker, lone player and lone defender
    (renege penalties are not included).

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
    team = int(state.maker) & 1
    points, to = maker_points(
        state.rules.scoring,
        team,
        state.alone is not None,
        state.lone_defender is not None,
        final_tricks[team],
        state.rules.cards_per_hand,
    )
    return Score(points, 0) if to == 0 else Score(0, points)
