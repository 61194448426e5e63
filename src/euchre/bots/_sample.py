"""Sampling: full states consistent with everything a view shows (:func:`sample_state`,
:class:`Sampler`), the unseen cards drawn at random and the hand's public actions replayed."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import attrs

from euchre.actions import DECLARE_FARMER, DECLARE_GO_UNDER, Action, parse_action
from euchre.bots._base import Bot
from euchre.bots._cards import _card, _deck, _index, _mask, _mode
from euchre.bots._reading import _discards, _plays_this_hand, _shows_out
from euchre.deal import Deal
from euchre.engine.cardorder import FIRST_COPY, SUIT_MASK, bits
from euchre.errors import ArgumentError, EuchreError
from euchre.state import Phase, State, new_game
from euchre.views import HIDDEN_DISCARD, HIDDEN_EXCHANGE, View

_FARMER = str(DECLARE_FARMER)  # a farmer's hand declared: with farmers_hand="exchange", the kitty taken
_GO_UNDER = str(DECLARE_GO_UNDER)  # gone under (go_under): the kitty taken, three discarded


def _deal_masks(
    view: View, rng: random.Random, use_voids: bool, tries: int = 40
) -> tuple[list[int], int, dict[int, list[int]]] | None:
    """Sample the other players' current hands and hidden discards.

    Returns (current hands by seat, upcard index or -1, hidden discards by seat), or None
    when the view shows something this sampler does not model (a farmer's exchange or going
    under, call for best with a lone player or a lone defender, the double deck).
    """
    rules = view.rules
    if rules.farmers_hand == "exchange" and any(a.text == _FARMER for a in view.actions):
        return None
    if rules.go_under != "off" and any(a.text == _GO_UNDER for a in view.actions):
        return None
    if rules.call_for_best and view.alone is not None:
        return None
    if rules.defender_call_for_best and view.lone_defender is not None:
        return None  # a lone defender's call for best: which card changed hands is not modelled
    if any(a.text == HIDDEN_EXCHANGE for a in view.actions):  # Bid Euchre's call for best,
        return None  # seen by the other side: which cards changed hands is not modelled
    if rules.deck == 48:  # two copies of a card cannot be told apart in the sampler's masks
        return None
    me, dealer = view.seat, view.dealer
    players = rules.players
    played, voids = _played_and_voids(view)
    all_played = 0
    for cards in played:
        all_played |= cards
    up = _index(view.upcard) if view.upcard is not None else -1
    mine = _mask(view.hand)
    my_discards, hidden = _discards(view)
    unknown = _deck(rules) & ~mine & ~all_played & ~my_discards
    if up >= 0:
        unknown &= ~(1 << up)
    upcard_held, discarded_upcard = _upcard_fate(view, up, all_played, voids, hidden)
    if discarded_upcard and hidden.get(dealer, 0):
        hidden[dealer] -= 1
    need = [0] * players
    for s in range(players):
        if s != me:
            need[s] = view.hand_sizes[s] - (1 if (upcard_held and s == dealer) else 0)
    pool = bits(unknown)
    if sum(need) + sum(hidden.values()) > len(pool):
        return None
    seats = [s for s in range(players) if s != me]
    hands, rest = _draw_hands(
        pool, seats, need, voids if use_voids else [0] * players, unknown, rng, tries
    )
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
    players = view.rules.players
    played = [0] * players
    voids = [0] * players
    for s, c, led in _plays_this_hand(view, mode):
        played[s] |= 1 << c
        if renege_forbidden and _shows_out(mode, led, c):
            voids[s] |= SUIT_MASK[mode][led] & FIRST_COPY
    return played, voids


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
        hands = [0] * len(need)
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
    hands = [0] * len(need)
    left = list(pool)
    for s in sorted(seats, key=lambda s: -(voids[s] & unknown).bit_count()):
        allowed = [c for c in left if not voids[s] >> c & 1]
        if len(allowed) < need[s]:
            allowed = list(left)
        for c in allowed[: need[s]]:
            hands[s] |= 1 << c
            left.remove(c)
    return hands, left


def _rebuild_deal(
    view: View,
    hands: list[int],
    up: int,
    hidden: dict[int, list[int]],
    played: list[int],
    my_discards: int,
    rng: random.Random,
) -> Deal:
    """The deal of a sampled world: each hand is the cards held, played and discarded (a
    dealer's taken upcard out); with a dummy (``rules.dummy``), the dummy is drawn from the
    cards nobody holds before a maker takes it, and from the maker's cards after (which of
    them came from the dummy is unseen by the others)."""
    rules = view.rules
    original = []
    taken_by_dealer = view.dealer_took_upcard and up >= 0
    for seat in range(rules.players):
        cards = hands[seat] | played[seat]
        if seat == view.seat:
            cards |= my_discards
        for c in hidden.get(seat, []):
            cards |= 1 << c
        if taken_by_dealer and seat == view.dealer:
            cards &= ~(1 << up)
        original.append(cards)
    used = 0
    for cards in original:
        used |= cards
    if up >= 0:
        used |= 1 << up
    kitty = _deck(rules) & ~used
    if not rules.dummy:
        return Deal(
            hands=[[_card(c) for c in bits(m)] for m in original],
            upcard=_card(up) if up >= 0 else None,
            kitty=[_card(c) for c in bits(kitty)],
        )
    maker = view.maker
    # the maker has taken the dummy once its cards outnumber a hand (not yet while the
    # dealer discards after an order up)
    if maker is not None and original[int(maker)].bit_count() <= rules.cards_per_hand:
        maker = None
    source = kitty if maker is None else original[int(maker)]
    dummy = rng.sample(bits(source), rules.dummy)
    for c in dummy:
        if maker is None:
            kitty &= ~(1 << c)
        else:
            original[int(maker)] &= ~(1 << c)
    return Deal(
        hands=[[_card(c) for c in bits(m)] for m in original],
        upcard=_card(up) if up >= 0 else None,
        kitty=[_card(c) for c in bits(kitty)],
        dummy=[_card(c) for c in sorted(dummy)],
    )


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
        noise: float = 0.0,
    ) -> None:
        if not 0.0 <= noise < 1.0:
            raise ArgumentError(
                f"noise={noise!r}: the chance that a player strays from the policy must be "
                "at least 0 and below 1"
            )
        self.view = view
        #: With ``policy``: a draw in which m bidding decisions differ from the policy's is
        #: taken with chance ``noise ** m`` (0: only a draw with none is taken at once).
        self.noise = noise
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
        # neither a declaration nor the natural-trump rule makes its actions depend on the
        # hand, and no hidden discard came before it.
        self.reuse = (
            not rules.ace_no_face
            and rules.farmers_hand == "off"
            and (rules.variant == "bid" or rules.natural_trump == "not_required")
        )
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
        scores = tuple(view.scores)
        for _attempt in range(self.tries):
            drawn = _deal_masks(view, rng, self.use_voids)
            if drawn is None:
                return None
            hands, up, hidden = drawn
            # the most misses this draw may have and be taken at once: none, or with noise
            # a number drawn so that m misses are taken with chance noise ** m
            accept = self._accepted_misses(rng)
            limit = max(accept + 1, best_misses)  # a draw with this many misses is useless
            misses = 0
            try:
                deal = _rebuild_deal(view, hands, up, hidden, played, self.my_discards, rng)
                state = new_game(rules, dealer=view.dealer, deal=deal, scores=scores)
                hidden_left = {seat: list(cs) for seat, cs in hidden.items()}
                for index, (a, action) in enumerate(zip(view.actions, self.parsed, strict=True)):
                    if action is None:
                        state = state.apply(Action.discard(_card(hidden_left[a.seat].pop(0))))
                        continue
                    if (
                        policy is not None
                        and a.seat != me
                        and state.phase in _BIDDING
                        and len(state.legal_actions()) > 1
                        and policy[a.seat].act(self._policy_view(state, index, a.seat)) != action
                    ):
                        misses += 1
                        if misses >= limit:
                            break  # no need to replay the rest
                    state = state.apply(action)
            except (EuchreError, ValueError, KeyError, IndexError):
                continue
            if (
                misses < limit
                and state.to_act is not None
                and int(state.to_act) == me
                and state.phase.value == view.phase
                and state.hands[me] == view.hand
            ):
                if misses <= accept:
                    return state
                if misses < best_misses:
                    best, best_misses = state, misses
        return best

    def _accepted_misses(self, rng: random.Random) -> int:
        """How many misses a draw may have and still be taken at once: 0 without ``noise``
        (no number drawn from ``rng``); with it, the largest m with noise ** m >= u for a
        uniform u, so that a draw with m misses is taken with chance noise ** m."""
        if self.noise <= 0.0:
            return 0
        u = rng.random()
        if u <= 0.0:
            return self.tries
        return int(math.log(u) / math.log(self.noise))


def sample_state(
    view: View,
    rng: random.Random,
    *,
    use_voids: bool | None = None,
    policy: Sequence[Bot] | None = None,
    tries: int = 12,
    noise: float = 0.0,
) -> State | None:
    """A full state consistent with everything ``view`` shows, with the unseen cards drawn
    at random; None when no consistent state was found (or the view shows something the
    sampler does not model: a farmer's exchange, call for best with a lone player, the
    double deck).

    The other hands (one per seat of the table) are drawn from the unseen cards, with the
    larger kitty of a smaller table; a dummy (``rules.dummy``) is drawn from the cards nobody
    holds until the maker takes it, then from the maker's cards (only the maker has seen
    it). The other hands are drawn keeping out of a hand the suits its
    player failed to follow (only when reneging is forbidden: with ``renege="penalise"``
    a failure to follow proves nothing); the upcard stays with a dealer who took it until
    played; hidden discards are drawn from the unseen cards too. The deal is rebuilt (each
    hand = cards held + cards played, the dealer's discard in and the upcard out) and the
    hand's public actions are replayed on it; a sample whose replay fails is drawn again.

    With ``policy`` (a bot for each seat), the bidding is read as a signal too: a sample in
    which another player's order, call, pass, pickup or alone decision differs from what
    ``policy[seat]`` would have done with that sampled hand is drawn again, up to
    ``tries`` draws; then the draw with the fewest such differences is kept. With
    ``noise`` (0 to 1), a player is taken to stray from the policy at a decision with that
    chance: a draw with m such differences is kept at once with chance ``noise ** m`` (a
    rejection sampler of the worlds in proportion to how likely the bidding is in each).
    The sampled state has the view's scores.

    >>> import euchre, random
    >>> from euchre.bots import sample_state
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=3)
    >>> s = s.apply("order up") if s.is_legal("order up") else s
    >>> view = s.view(s.to_act)
    >>> world = sample_state(view, random.Random(1))
    >>> world.hands[view.seat] == view.hand, world.to_act == s.to_act
    (True, True)
    """
    return Sampler(view, use_voids=use_voids, policy=policy, tries=tries, noise=noise).draw(rng)
