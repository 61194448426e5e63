"""Player views: what one player may know of a state, and nothing more.

A :class:`View` holds the player's own hand, the public actions (other players' discards
and exchanges shown only as hidden), the upcard, the tricks played, the scores and, when
it is the player's turn, the legal actions. No other player's card is reachable from it:
not as an attribute, not in ``repr``, not in its JSON form, not in a private field.

>>> import euchre
>>> state = euchre.new_game(euchre.presets.STANDARD, seed=3)
>>> view = state.view(state.to_act)
>>> view.seat == state.to_act, len(view.hand), view.hand_sizes
(True, 5, (5, 5, 5, 5))
>>> euchre.View.from_json(view.to_json()) == view
True
"""

from __future__ import annotations

import html
import json
from typing import TYPE_CHECKING, Any

import attrs

from euchre.actions import Action, ActionKind, parse_action
from euchre.cards import Card, Score, Seat, Suit, parse_card
from euchre.engine.core import Phase
from euchre.errors import EuchreError
from euchre.outcomes import HandResult, Trick
from euchre.rules import RuleSet, codec

if TYPE_CHECKING:
    from euchre.state import State

__all__ = ["PublicAction", "View", "ViewError", "view"]

VERSION = 1


class ViewError(EuchreError):
    """A view's JSON form could not be read.

    >>> import euchre
    >>> euchre.View.from_json("{}")
    Traceback (most recent call last):
    ...
    euchre.views.ViewError: not a view: the 'version' field is missing
    """


@attrs.frozen
class PublicAction:
    """One action as the viewing player saw it: who acted, and the action's text, or
    ``"discard (hidden)"`` / ``"exchange (hidden)"`` for what was done face down.

    >>> from euchre.views import PublicAction
    >>> PublicAction(seat=1, text="order up").text
    'order up'
    """

    seat: int
    text: str


@attrs.frozen
class View:
    """What the player at ``seat`` may know. Build one with ``state.view(seat)``.

    >>> import euchre
    >>> v = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=1).view(euchre.Seat.NORTH)
    >>> v.phase, v.upcard is not None, v.legal_actions == () or v.to_act == v.seat
    ('order', True, True)
    """

    seat: int
    rules: RuleSet = attrs.field(repr=False)
    phase: str
    to_act: int | None
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    upcard: Card | None
    upcard_suit: Suit | None
    dealer_took_upcard: bool
    turned_down: Suit | None
    trump: Suit | None
    no_trump: bool
    maker: int | None
    alone: int | None
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    tricks_won: Score
    scores: Score
    results: tuple[HandResult, ...]
    actions: tuple[PublicAction, ...]
    own_reneges: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    low_no_trump: bool = False  #: low no trump was called (Bid Euchre, ``bid_low_no_trump``)

    def __str__(self) -> str:
        cards = " ".join(c.symbol for c in self.hand) or "-"
        act = f", {Seat(self.to_act)} to act" if self.to_act is not None else ""
        trump = (
            ("low no trump" if self.low_no_trump else "no trump")
            if self.no_trump
            else (f"trump {self.trump}" if self.trump is not None else f"upcard {self.upcard}")
        )
        return (
            f"{Seat(self.seat)}'s view, hand {self.hand_number + 1} ({self.phase}{act}): "
            f"{cards}; {trump}; score NS {self.scores[0]} - EW {self.scores[1]}"
        )

    def _repr_html_(self) -> str:
        """This view as HTML for notebooks: the player's own cards, in colour.

        >>> import euchre
        >>> "<span" in euchre.new_game(euchre.presets.STANDARD, seed=1).view(0)._repr_html_()
        True
        """
        from euchre._render import cards_html

        head = html.escape(str(self).split(":")[0])
        return f'<div style="font-family:sans-serif">{head}: {cards_html(self.hand)}</div>'

    def to_json(self) -> str:
        """This view as JSON text (a version field first); :meth:`from_json` reads it back.

        >>> import euchre
        >>> v = euchre.new_game(euchre.presets.OPENSPIEL, seed=2).view(0)
        >>> euchre.View.from_json(v.to_json()) == v
        True
        """
        return json.dumps(_to_data(self), ensure_ascii=False, sort_keys=True)

    @staticmethod
    def from_json(text: str) -> View:
        """Read a view from its JSON text; raises :class:`ViewError` on anything else.

        >>> import euchre
        >>> euchre.View.from_json('{"version": 99}')
        Traceback (most recent call last):
        ...
        euchre.views.ViewError: view version 99 is not supported (this library writes version 1)
        """
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as error:
            raise ViewError(f"not JSON: {error}") from None
        if not isinstance(data, dict):
            raise ViewError("not a view: expected a JSON object")
        if "version" not in data:
            raise ViewError("not a view: the 'version' field is missing")
        if data["version"] != VERSION:
            raise ViewError(
                f"view version {data['version']!r} is not supported (this library writes version {VERSION})"
            )
        try:
            return _from_data(data)
        except EuchreError as error:
            raise ViewError(f"not a valid view: {error}") from None
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ViewError(f"not a valid view: {type(error).__name__}: {error}") from None


def _public_text(action: Action, actor: int, me: int, exchange: tuple[int, int]) -> str:
    """An action as ``me`` saw it: discards are face down; a call-for-best exchange is seen
    only by the two partners who make it (``exchange``: the bidder's side)."""
    if action.kind is ActionKind.DISCARD and actor != me:
        return "discard (hidden)"
    if action.kind is ActionKind.GIVE and me not in exchange:
        return "exchange (hidden)"
    return str(action)


def view(state: State, seat: Seat | int) -> View:
    """What the player at ``seat`` may know of ``state`` (same as ``state.view(seat)``).

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=3)
    >>> euchre.views.view(s, 0) == s.view(euchre.Seat.NORTH)
    True
    """
    me = int(Seat(seat))
    maker = -1 if state.maker is None else int(state.maker)
    exchange = (maker, maker ^ 2) if maker >= 0 else (-1, -1)
    actions = [
        PublicAction(seat=int(actor), text=_public_text(item, int(actor), me, exchange))
        for actor, item in state.hand_actions
    ]
    legal = state.legal_actions() if state.to_act == me else ()
    trick = state.current_trick
    return View(
        seat=me,
        rules=state.rules,
        phase=state.phase.value,
        to_act=None if state.to_act is None else int(state.to_act),
        dealer=int(state.dealer),
        hand_number=state.hand_number,
        hand=state.hands[me],
        hand_sizes=tuple(len(hand) for hand in state.hands),  # type: ignore[arg-type]
        upcard=state.upcard,
        upcard_suit=state.upcard_suit,
        dealer_took_upcard=state.dealer_took_upcard,
        turned_down=state.turned_down,
        trump=state.trump,
        no_trump=state.no_trump,
        maker=None if state.maker is None else int(state.maker),
        alone=None if state.alone is None else int(state.alone),
        lone_defender=None if state.lone_defender is None else int(state.lone_defender),
        sitting_out=tuple(int(s) for s in state.sitting_out),
        tricks=state.tricks,
        current_trick=trick,
        tricks_won=state.tricks_won,
        scores=state.scores,
        results=state.results,
        actions=tuple(actions),
        own_reneges=tuple(r.trick for r in state.reneges if r.seat == me),
        legal_actions=legal,
        low_no_trump=state.low_no_trump,
    )


# --------------------------------------------------------------------- JSON


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _trick(trick: Trick | None) -> Any:
    if trick is None:
        return None
    return {
        "leader": int(trick.leader),
        "plays": [[int(seat), str(card)] for seat, card in trick.plays],
        "winner": None if trick.winner is None else int(trick.winner),
    }


def _result(result: HandResult) -> Any:
    return {
        "number": result.number,
        "dealer": int(result.dealer),
        "trump": None if result.trump is None else int(result.trump),
        "maker": None if result.maker is None else int(result.maker),
        "alone": None if result.alone is None else int(result.alone),
        "lone_defender": None if result.lone_defender is None else int(result.lone_defender),
        "tricks": list(result.tricks),
        "points": list(result.points),
        "thrown_in": result.thrown_in,
        "no_trump": result.no_trump,
        "declared": result.declared,
        "renege": None if result.renege is None else int(result.renege),
        "bid": result.bid,
    }


def _to_data(v: View) -> dict[str, Any]:
    return {
        "version": VERSION,
        "seat": v.seat,
        "rules": codec.to_json(v.rules),
        "phase": v.phase,
        "to_act": v.to_act,
        "dealer": v.dealer,
        "hand_number": v.hand_number,
        "hand": [str(c) for c in v.hand],
        "hand_sizes": list(v.hand_sizes),
        "upcard": _card(v.upcard),
        "upcard_suit": None if v.upcard_suit is None else int(v.upcard_suit),
        "dealer_took_upcard": v.dealer_took_upcard,
        "turned_down": None if v.turned_down is None else int(v.turned_down),
        "trump": None if v.trump is None else int(v.trump),
        "no_trump": v.no_trump,
        "maker": v.maker,
        "alone": v.alone,
        "lone_defender": v.lone_defender,
        "sitting_out": list(v.sitting_out),
        "tricks": [_trick(t) for t in v.tricks],
        "current_trick": _trick(v.current_trick),
        "tricks_won": list(v.tricks_won),
        "scores": list(v.scores),
        "results": [_result(r) for r in v.results],
        "actions": [[a.seat, a.text] for a in v.actions],
        "own_reneges": list(v.own_reneges),
        "legal_actions": [str(a) for a in v.legal_actions],
        "low_no_trump": v.low_no_trump,
    }


def _seat_or_none(value: Any) -> Seat | None:
    return None if value is None else Seat(value)


def _suit_or_none(value: Any) -> Suit | None:
    return None if value is None else Suit(value)


def _trick_from(data: Any) -> Trick | None:
    if data is None:
        return None
    return Trick(
        leader=Seat(data["leader"]),
        plays=tuple((Seat(seat), parse_card(card)) for seat, card in data["plays"]),
        winner=_seat_or_none(data["winner"]),
    )


def _from_data(d: dict[str, Any]) -> View:
    return View(
        seat=int(d["seat"]),
        rules=codec.from_json(d["rules"]),
        phase=str(Phase(d["phase"]).value),
        to_act=d["to_act"],
        dealer=int(d["dealer"]),
        hand_number=int(d["hand_number"]),
        hand=tuple(parse_card(c) for c in d["hand"]),
        hand_sizes=tuple(int(n) for n in d["hand_sizes"]),  # type: ignore[arg-type]
        upcard=None if d["upcard"] is None else parse_card(d["upcard"]),
        upcard_suit=_suit_or_none(d["upcard_suit"]),
        dealer_took_upcard=bool(d["dealer_took_upcard"]),
        turned_down=_suit_or_none(d["turned_down"]),
        trump=_suit_or_none(d["trump"]),
        no_trump=bool(d["no_trump"]),
        low_no_trump=bool(d.get("low_no_trump", False)),
        maker=d["maker"],
        alone=d["alone"],
        lone_defender=d["lone_defender"],
        sitting_out=tuple(int(s) for s in d["sitting_out"]),
        tricks=tuple(t for t in (_trick_from(x) for x in d["tricks"]) if t is not None),
        current_trick=_trick_from(d["current_trick"]),
        tricks_won=Score(*d["tricks_won"]),
        scores=Score(*d["scores"]),
        results=tuple(
            HandResult(
                number=r["number"],
                dealer=Seat(r["dealer"]),
                trump=_suit_or_none(r["trump"]),
                maker=_seat_or_none(r["maker"]),
                alone=_seat_or_none(r["alone"]),
                lone_defender=_seat_or_none(r["lone_defender"]),
                tricks=Score(*r["tricks"]),
                points=Score(*r["points"]),
                thrown_in=bool(r["thrown_in"]),
                no_trump=bool(r["no_trump"]),
                declared=r["declared"],
                renege=_seat_or_none(r["renege"]),
                bid=r.get("bid"),
            )
            for r in d["results"]
        ),
        actions=tuple(PublicAction(seat=int(seat), text=str(text)) for seat, text in d["actions"]),
        own_reneges=tuple(int(t) for t in d["own_reneges"]),
        legal_actions=tuple(parse_action(a) for a in d["legal_actions"]),
    )
