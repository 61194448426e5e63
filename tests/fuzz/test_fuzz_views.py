"""No hidden card in a view by any route.

Twin states: the same game, except that the cards a seat cannot have seen (the other
hands' unplayed cards, the kitty, the others' face-down discards and exchanges) are
shuffled among their places, and the same actions replayed (with the shuffled cards where
an action names one). At every step, each seat's view of the game and of its twin must be
equal: ``==``, ``repr``, ``str``, ``to_json``, HTML and the pickle bytes. And a view
holds values of its own: nothing reachable from it (``gc.get_referrers``) is held by a
State, the engine's hand record or a cache.
"""

from __future__ import annotations

import enum
import gc
import pickle
import random
import sys
import types
from typing import Any

from _fuzz_harness import Game, check, count_only, fuzz, games, random_deal
from hypothesis import example, given
from hypothesis import strategies as st

import euchre
from euchre import ActionKind, Phase, presets
from euchre.cards import mask_of

# --------------------------------------------------------------------------- twins


def _start(rules: euchre.RuleSet, history: tuple[Any, ...], dealer: euchre.Seat) -> euchre.State:
    """The game of ``history`` without a seed: the first deal given, later ones applied
    (after the last item it waits for the next deal)."""
    first = history[0]
    assert isinstance(first, euchre.Deal)
    state = euchre.new_game(rules, dealer=dealer, deal=first)
    for item in history[1:]:
        state = state.apply_deal(item) if isinstance(item, euchre.Deal) else state.apply(item)
    return state


def _current_hand(state: euchre.State) -> tuple[tuple[Any, ...], euchre.Deal, list[tuple[euchre.Seat, euchre.Action]]]:
    """The history before the current hand, its deal and its (seat, action) pairs."""
    history = state.history
    current = state.hand_history
    before = history[: len(history) - len(current)]
    deal = current[0]
    assert isinstance(deal, euchre.Deal)
    return before, deal, list(state.hand_actions)


def _seen(me: int, deal: euchre.Deal, steps: list[tuple[euchre.Seat, euchre.Action]],
          states: list[euchre.State]) -> set[int]:
    """The card indices seat ``me`` may have seen after ``steps``: its own cards (dealt,
    received, taken), the upcard, every card played, its own discards and exchanges, and
    an exchange between partners when it is one of them."""
    seen = {card.index for card in deal.hands[me]}
    if deal.upcard is not None:
        seen.add(deal.upcard.index)
    for (seat, action), before in zip(steps, states, strict=False):
        card = action.card
        if card is None:
            continue
        public = action.kind is ActionKind.PLAY
        mine = int(seat) == me
        partners = action.kind is ActionKind.GIVE and before.maker is not None and (
            me in (int(before.maker), int(before.maker.partner)))
        if public or mine or partners:
            seen.add(card.index)
    for state in states:
        seen |= {card.index for card in state.hands[me]}
    return seen


def _twin_deal(deal: euchre.Deal, me: int, seen: set[int], rng: random.Random
               ) -> tuple[euchre.Deal, dict[str, str]] | None:
    """The deal with the cards ``me`` has not seen shuffled among their places (the other
    hands, the kitty, the dummy); the map of each moved card's text to the text of the card
    now in its place."""
    places: list[tuple[int, int]] = []  # (place: a seat, then the kitty, the dummy; position)
    seats = len(deal.hands)
    cards = [list(hand) for hand in deal.hands] + [list(deal.kitty), list(deal.dummy)]
    for where, held in enumerate(cards):
        if where == me:
            continue
        for position, card in enumerate(held):
            if card.index not in seen:
                places.append((where, position))
    if len(places) < 2:
        return None
    moved = [cards[w][p] for w, p in places]
    shuffled = moved[:]
    rng.shuffle(shuffled)
    mapping: dict[str, str] = {}
    for (where, position), old, new in zip(places, moved, shuffled, strict=True):
        cards[where][position] = new
        mapping.setdefault(str(old), str(new))
    twin = euchre.Deal(hands=tuple(tuple(h) for h in cards[:seats]), upcard=deal.upcard,
                       kitty=tuple(cards[seats]), dummy=tuple(cards[seats + 1]))
    return twin, mapping


def _mapped(action: euchre.Action, mapping: dict[str, str], seen: set[int]) -> str:
    """The action with its card moved as the twin deal moved it (a card ``me`` has seen
    stays where it was)."""
    if action.card is None or action.kind is ActionKind.PLAY or action.card.index in seen:
        return str(action)
    return f"{action.kind.value} {mapping.get(str(action.card), str(action.card))}"


def _same_views(entry: str, me: int, a: euchre.State, b: euchre.State, where: str) -> None:
    va, vb = a.view(me), b.view(me)
    for name, show in (("==", lambda v: v), ("repr", repr), ("str", str),
                       ("to_json", euchre.View.to_json), ("html", euchre.View._repr_html_),
                       ("pickle", pickle.dumps)):
        check(entry, show(va) == show(vb),
              lambda: f"{a.rules.table.seat_names[me]}'s views of twin states differ by {name} "  # noqa: B023
                      f"{where}:\n{_diff(va, vb)}")


def _diff(a: euchre.View, b: euchre.View) -> str:
    """The fields that differ, cards shown with their index (a double deck's copies)."""

    def show(value: object) -> str:
        if isinstance(value, tuple):
            return "(" + ", ".join(show(v) for v in value) + ")"
        if isinstance(value, euchre.Card):
            return f"{value}#{value.index}"
        return repr(value)

    return "\n".join(
        f"  {name}: {show(getattr(a, name))} / {show(getattr(b, name))}"
        for name in a.__slots__
        if name != "__weakref__" and show(getattr(a, name)) != show(getattr(b, name))
    )


def _twins_agree(state: euchre.State, rng: random.Random, steps_tried: int = 4,
                 tries: int = 1) -> None:
    """At some steps of the state's current hand (the last one always), for every seat,
    twin states give the same view."""
    rules = state.rules
    current = state.hand_history
    if state.phase is Phase.DEAL or not current or not isinstance(current[0], euchre.Deal):
        return
    before, deal, steps = _current_hand(state)
    dealer0 = state.results[0].dealer if state.results else state.dealer
    pre = _start(rules, before, dealer0) if before else None

    def begin(first: euchre.Deal) -> euchre.State:
        if pre is None:
            return euchre.new_game(rules, dealer=dealer0, deal=first)
        return pre.apply_deal(first)

    states = [begin(deal)]
    for _, action in steps:
        states.append(states[-1].apply(action))
    chosen = {len(steps), *rng.sample(range(len(steps) + 1), min(steps_tried, len(steps) + 1))}
    for k in sorted(chosen):
        for me in range(rules.players):
            seen = _seen(me, deal, steps[:k], states[: k + 1])
            for _ in range(tries):
                made = _twin_deal(deal, me, seen, rng)
                if made is None:
                    break
                twin_deal, mapping = made
                try:
                    twin = begin(twin_deal)
                    mine = [twin.hands[me]]
                    for _, action in steps[:k]:
                        moved = euchre.parse_action(_mapped(action, mapping, seen))
                        if not twin.is_legal(moved):  # the shuffled cards change what is legal
                            raise euchre.EuchreError(str(moved))
                        twin = twin.apply(moved)
                        mine.append(twin.hands[me])
                except euchre.EuchreError:
                    count_only("twin views", False)  # the shuffled cards change what is legal
                    continue
                if _held(mine, rules) != _held([s.hands[me] for s in states[: k + 1]], rules):
                    count_only("twin views", False)  # what the seat was given tells it more
                    continue
                if any(a.kind is ActionKind.CLAIM_RENEGE for _, a in steps[:k]) and [
                    (r.seat, r.trick) for r in twin.reneges
                ] != [(r.seat, r.trick) for r in states[k].reneges]:
                    count_only("twin views", False)  # a claim shows who reneged
                    continue
                count_only("twin views", True)
                where = f"after {k} actions of hand {state.hand_number + 1} ({rules!r})"
                _same_views("twin views", me, states[k], twin, where)


def _held(hands: list[tuple[euchre.Card, ...]], rules: euchre.RuleSet) -> list[Any]:
    """A seat's hands as it knows them: in the double deck its cards' texts (the two copies
    of a card look alike; which one it holds changes with the deal's order, issue 21)."""
    if rules.deck != 48:
        return list(hands)
    return [sorted(map(str, hand)) for hand in hands]


def _call_for_best_game() -> euchre.State:
    """Bid Euchre: North bids best; South gives the best card, North gives one back."""
    rules = presets.BID_EUCHRE
    state = euchre.new_game(rules, seed=11, dealer=euchre.Seat.WEST)
    for _ in range(40):
        if state.phase is Phase.PLAY:
            break
        legal = state.legal_actions()
        best = [a for a in legal if str(a) == "bid best"]
        state = state.apply(best[0] if best else legal[0])
    return state


@fuzz(60)
@given(games(most=90), st.integers(0, 2**32))
@example(Game(presets.BID_EUCHRE, (_call_for_best_game(),), True), 1)
def test_twin_states_give_equal_views(game: Game, seed: int) -> None:
    _twins_agree(game.states[-1], random.Random(seed), steps_tried=6)


@fuzz(20)
@given(st.sampled_from([r.replace(call_for_best=True) for r in (presets.STANDARD,)]
                       + [presets.BID_EUCHRE, presets.BID_EUCHRE.replace(deck=25),
                          presets.BID_EUCHRE.replace(renege="forbid")]),
       st.integers(0, 2**32))
def test_twin_views_in_exchanges_and_bid_euchre(rules: euchre.RuleSet, seed: int) -> None:
    """The rules with face-down exchanges: call for best (Knock and Bid Euchre)."""
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    state = euchre.new_game(rules, dealer=dealer, deal=random_deal(rules, rng, dealer))
    for _ in range(rng.randrange(10, 40)):
        if state.is_over or state.phase is Phase.DEAL:
            break
        legal = state.legal_actions()
        special = [a for a in legal if str(a) in ("bid best", "order up alone", "go alone")
                   or str(a).endswith(" alone")]
        state = state.apply(special[0] if special and rng.random() < 0.7 else rng.choice(legal))
    _twins_agree(state, rng, steps_tried=6)


@fuzz(20)
@given(st.sampled_from([presets.BID_EUCHRE.replace(deck=48),
                        presets.BID_EUCHRE.replace(deck=48, bid_best=False, bid_moon=False)]),
       st.integers(0, 2**32))
def test_twin_views_in_the_double_deck_hide_which_copy_a_seat_holds(rules: euchre.RuleSet,
                                                                    seed: int) -> None:
    """48 cards: a twin deal moves the cards a seat has not seen, and with them which copy of
    its own cards the seat holds (the deal's order decides the copies); its views are equal
    (issue 21: the hand listed a second copy after the others)."""
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    state = euchre.new_game(rules, dealer=dealer, deal=random_deal(rules, rng, dealer))
    for _ in range(rng.randrange(0, 40)):
        if state.is_over or state.phase is Phase.DEAL:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    _twins_agree(state, rng, steps_tried=6, tries=3)


@fuzz(30)
@given(st.sampled_from(list(presets.TABLE_PRESETS.values())), st.integers(0, 2**32))
def test_twin_views_at_every_table_hide_the_other_hands_the_kitty_and_the_dummy(
    rules: euchre.RuleSet, seed: int
) -> None:
    """Two-, three- and six-handed tables (issue 21): every seat's views of twin states
    are equal, the twin moving the cards it has not seen among the other hands, the kitty
    and the dummy (which nobody sees until the maker takes it)."""
    rng = random.Random(seed)
    dealer = rng.randrange(rules.players)
    deal = euchre.Deal.random(rules, rng.randrange(2**32), dealer=dealer)
    state = euchre.new_game(rules, dealer=dealer, deal=deal)
    for _ in range(rng.randrange(0, 60)):
        if state.is_over or state.phase is Phase.DEAL:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    _twins_agree(state, rng, steps_tried=4, tries=2)


def test_double_deck_copies_do_not_tell_where_the_other_copy_is() -> None:
    """48 cards: West leads a 10 of diamonds. Whether West's other 10 is in West's hand or
    East's is hidden from North, so North's view is the same either way (the two copies of
    a card play alike; which copy West holds must not show)."""
    rules = presets.BID_EUCHRE.replace(deck=48, bid_minimum=1, bid_best=False, bid_moon=False)
    north, south = "Qc Kc Ac Kd 9h Qh Ah Ts Ks Qc Ah Ks", "Jc Jd Th As 9c Jc Ac 9d Ad Jh Qh Js"
    both = euchre.Deal(hands=(north, "9c Tc 9d Qd Ad Jh Kh 9s Js Kc Qd Kd", south,
                              "Td Qs Tc Td Jd 9h Th Kh 9s Ts Qs As"), upcard=None)
    split = euchre.Deal(hands=(north, "9c Tc 9d Td Ad Jh Kh 9s Js Kc Qd Kd", south,
                               "Qd Qs Tc Td Jd 9h Th Kh 9s Ts Qs As"), upcard=None)
    actions = "bid 6; bid 8; bid 10; pass; call clubs; play Td"
    one, other = (euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal).apply_all(actions)
                  for deal in (both, split))
    count_only("twin views", True)
    _same_views("twin views", 0, one, other, "after West leads a 10 of diamonds (48 cards)")


# --------------------------------------------------------------------------- own values

_ATOMS = (type(None), bool, int, float, str, bytes, euchre.Card, euchre.Action,
          euchre.RuleSet, euchre.Scoring)


def _graph(view: euchre.View) -> list[object]:
    """The containers and records reachable from a view's fields (the interned cards and
    actions, the shared RuleSet and plain values left out: they are public and immutable)."""
    out: list[object] = []
    seen: set[int] = set()
    todo: list[object] = [getattr(view, name) for name in view.__slots__
                          if name != "__weakref__" and hasattr(view, name)]
    while todo:
        item = todo.pop()
        if isinstance(item, (*_ATOMS, enum.Enum)):
            continue
        if isinstance(item, tuple) and not item:
            continue  # the empty tuple is one object for everybody
        if id(item) in seen:
            continue
        seen.add(id(item))
        out.append(item)
        if isinstance(item, (tuple, list)):
            todo.extend(item)
        elif isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
        elif hasattr(item, "__slots__") or hasattr(item, "__dict__"):
            names = getattr(item, "__slots__", ()) or tuple(vars(item))
            todo.extend(getattr(item, n) for n in names if hasattr(item, n))
    return out


def _foreign_holders(views: list[euchre.View]) -> list[str]:
    """What holds an object of one of the views, other than that view: another view, the
    State, the engine's hand record, a cache (one scan of the heap for all of them)."""
    graphs = [_graph(view) for view in views]
    owner: dict[int, int] = {}
    shared = []
    for number, graph in enumerate(graphs):
        for item in graph:
            if id(item) in owner:
                shared.append(f"the views of seats {owner[id(item)]} and {number} share a "
                              f"{type(item).__name__}")
            owner.setdefault(id(item), number)
    everything = [item for graph in graphs for item in graph]
    inside = set(owner) | {id(view) for view in views} | {id(graph) for graph in graphs}
    for holder in gc.get_referrers(*everything):
        if id(holder) in inside or holder is everything or isinstance(holder, types.FrameType):
            continue
        held = sorted({type(x).__name__ for x in gc.get_referents(holder) if id(x) in owner})
        shared.append(f"a {type(holder).__module__}.{type(holder).__name__} holds {held}")
    return shared


@fuzz(30)
@given(games(most=120))
@example(Game(presets.STANDARD, (euchre.new_game(presets.STANDARD, seed=1).apply_all(
    "pass; pass; pass; pass; pass; pass; pass; pass"),), True))
def test_views_hold_values_of_their_own(game: Game) -> None:
    """``gc.get_referrers`` from anything a view holds reaches nothing but the view: not
    the State (the cached legal actions), not the hand record (the results), not a
    cache (whose keys are whole hands), not another seat's view."""
    for state in game.states[-2:]:
        views = [state.view(seat) for seat in range(state.rules.players)]
        foreign = _foreign_holders(views)
        count_only("view containers", not foreign)
        check("view containers", not foreign,
              lambda: f"views in {state.phase} share objects: {foreign}")  # noqa: B023


# --------------------------------------------------------------------------- caches


def _module_caches() -> list[tuple[str, object]]:
    """The mutable containers held at module level by the library (its caches)."""
    found = []
    for name, module in sorted(sys.modules.items()):
        if not (name == "euchre" or name.startswith("euchre.")) or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if isinstance(value, (dict, set, list)):
                found.append((f"{name}.{attr}", value))
    return found


def _ints_in(container: object) -> set[int]:
    """The ints a cache is keyed by (a dict's keys, a set's or list's members, and the
    ints inside tuple keys)."""
    items: list[object] = []
    if isinstance(container, dict):
        items = list(container.keys())
    elif isinstance(container, (set, list)):
        items = list(container)
    out: set[int] = set()
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool):
            out.add(item)
        elif isinstance(item, tuple):
            out.update(x for x in item if isinstance(x, int) and not isinstance(x, bool))
    return out


@fuzz(20)
@given(games(most=120))
def test_module_caches_hold_no_hand(game: Game) -> None:
    """No module-level cache of the library keeps a player's hand (a card bitmask) after
    the engine worked on it: another bot in the process could read it there."""
    hands = set()
    for state in game.states:
        if state.to_act is not None:
            state.legal_actions()
        for hand in state.hands:
            if len(hand) >= 3 and mask_of(hand) >= 256:  # not a card index (0-71)
                hands.add(mask_of(hand))
    leaks = [name for name, container in _module_caches() if _ints_in(container) & hands]
    count_only("module caches", not leaks)
    check("module caches", not leaks, lambda: f"these caches hold whole hands: {leaks}")
