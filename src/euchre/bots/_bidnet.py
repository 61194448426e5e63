"""A trained bidder for Knock Euchre: a small network that values each choice of the two
rounds of bidding (pass, order up, call a suit, alone or not) from what the bidder sees.

What it reads (:func:`features`), with the suits named relative to the upcard (the upcard's
suit, the suit of its colour, then the other two in the deck's order), since the rank of
each card in a trump suit depends only on that: the bidder's cards (24), the upcard's rank
(6), the bidder's seat counted from the dealer's left (4) and the round (1). In Knock Euchre
with the alone decision made with the call (``alone_timing="with_call"``) that is all a
bidder knows: everyone before it passed.

Each of :data:`HEADS` is one choice, the value the network gives it is the hand's expected
point difference for the bidder's side, trained (``benchmarks/train_bidder.py``) on the
value of every legal choice on dealt hands: the later bidding made by RuleBot, then the
play solved exactly (what :class:`~euchre.bots.PIMCBot` values in one world), so that
the network learns the average over every deal the bidder might face, which a few sampled
worlds only estimate. The parameters ship as a small JSON file per rule set
(``bots/data/``); a view of other rules has no network (:func:`network_for` is None).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from importlib import resources

import attrs

from euchre.actions import Action, ActionKind
from euchre.cards import Suit
from euchre.errors import ArgumentError
from euchre.rules import RuleSet
from euchre.views import View

#: The choices a head values: pass, order up (alone), call one of the three suits
#: other than the upcard's, named relative to it (alone).
HEADS = (
    "pass",
    "order up",
    "order up alone",
    "call colour",
    "call other 1",
    "call other 2",
    "call colour alone",
    "call other 1 alone",
    "call other 2 alone",
)
_PASS, _ORDER, _ORDER_ALONE, _CALL = 0, 1, 2, 3
_ALONE_CALL = _CALL + 3
_RANKS = 6  # 9 to ace
_FEATURES = 4 * _RANKS + _RANKS + 4 + 1
#: The phases whose choices the network values.
PHASES = ("order", "call")
#: The suit of the same colour (clubs and spades, diamonds and hearts).
_COLOUR = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS, Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}


@functools.lru_cache(maxsize=4)
def _relative_suits(upcard: Suit) -> dict[Suit, int]:
    """Each suit's place relative to the upcard's: 0 its own, 1 its colour, 2 and 3 the
    others in the deck's order."""
    colour = _COLOUR[upcard]
    others = [s for s in Suit if s not in (upcard, colour)]
    return {upcard: 0, colour: 1, others[0]: 2, others[1]: 3}


def features(view: View) -> list[float]:
    """What the network reads from a bidding view (see the module's text): 35 numbers.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=3)
    >>> x = features(s.view(s.to_act))
    >>> len(x), sum(x[:24])
    (35, 5.0)
    """
    upcard = view.upcard
    if upcard is None or upcard.suit is None:
        raise ArgumentError("the trained bidder reads a Knock Euchre view with an upcard")
    place = _relative_suits(upcard.suit)
    x = [0.0] * _FEATURES
    for card in view.hand:
        if card.suit is None or card.rank is None:
            raise ArgumentError(f"the trained bidder reads a deck without a joker: {card} has no suit")
        x[place[card.suit] * _RANKS + int(card.rank) - 9] = 1.0
    assert upcard.rank is not None
    x[4 * _RANKS + int(upcard.rank) - 9] = 1.0
    players = view.rules.players
    x[5 * _RANKS + (int(view.seat) - int(view.dealer) - 1) % players] = 1.0
    x[5 * _RANKS + 4] = 1.0 if view.phase == "call" else 0.0
    return x


def head(view: View, action: Action) -> int:
    """The head that values ``action`` in ``view`` (-1 for an action no head values).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.GAMES4ALL, seed=3)
    >>> [HEADS[head(s.view(s.to_act), a)] for a in s.legal_actions()]
    ['pass', 'order up', 'order up alone']
    """
    kind = action.kind
    if kind is ActionKind.PASS:
        return _PASS
    if kind is ActionKind.ORDER_UP:
        return _ORDER_ALONE if action.alone else _ORDER
    if kind is ActionKind.CALL and action.suit is not None and view.upcard is not None:
        assert view.upcard.suit is not None
        place = _relative_suits(view.upcard.suit)[action.suit]
        if place == 0:
            return -1
        return (_ALONE_CALL if action.alone else _CALL) + place - 1
    return -1


class BidNet:
    """A two-layer network (:data:`HEADS` outputs) read from its JSON parameters, run in
    plain Python (a few thousand multiplications a decision)."""

    def __init__(self, params: dict[str, object]) -> None:
        self.hidden: list[list[float]] = [list(map(float, row)) for row in params["w1"]]  # type: ignore[attr-defined]
        self.hidden_bias: list[float] = list(map(float, params["b1"]))  # type: ignore[call-overload]
        self.out: list[list[float]] = [list(map(float, row)) for row in params["w2"]]  # type: ignore[attr-defined]
        self.out_bias: list[float] = list(map(float, params["b2"]))  # type: ignore[call-overload]
        self.rules: dict[str, object] = dict(params["rules"])  # type: ignore[call-overload]

    def outputs(self, x: Sequence[float]) -> list[float]:
        """The value of every head for the features ``x``."""
        ones = [i for i, v in enumerate(x) if v]
        h = []
        for row, bias in zip(self.hidden, self.hidden_bias, strict=True):
            total = bias + sum(row[i] * x[i] for i in ones)
            h.append(total if total > 0.0 else 0.0)
        return [b + sum(w * v for w, v in zip(row, h, strict=True)) for row, b in zip(self.out, self.out_bias, strict=True)]

    def values(self, view: View) -> dict[Action, float]:
        """Each legal action's value, or an empty dict when some legal action has no head."""
        legal = view.legal_actions
        heads = [head(view, a) for a in legal]
        if min(heads, default=-1) < 0:
            return {}
        out = self.outputs(features(view))
        return {a: out[h] for a, h in zip(legal, heads, strict=True)}


def _key(fields: Mapping[str, object]) -> str:
    """The one key of a network's rules, the name aside: the same text from a rule set's
    fields and from the ``rules`` a network's file was written with (their JSON round trip)."""
    return json.dumps({k: v for k, v in fields.items() if k != "name"}, sort_keys=True, default=str)


def _rules_key(rules: RuleSet) -> str:
    """The rule set as the JSON text its network was trained for (name aside)."""
    return _key(attrs.asdict(rules))


@functools.lru_cache(maxsize=1)
def _networks() -> dict[str, BidNet]:
    """The shipped networks by the rules they were trained for."""
    nets: dict[str, BidNet] = {}
    folder = resources.files("euchre.bots") / "data"
    if not folder.is_dir():
        return nets
    for entry in folder.iterdir():
        if entry.name.startswith("bidnet_") and entry.name.endswith(".json"):
            net = BidNet(json.loads(entry.read_text()))
            nets[_key(net.rules)] = net
    return nets


def network_for(rules: RuleSet) -> BidNet | None:
    """The shipped network trained for exactly these rules (the name aside), or None.

    >>> import euchre
    >>> network_for(euchre.presets.GAMES4ALL) is not None
    True
    """
    return _networks().get(_rules_key(rules))
