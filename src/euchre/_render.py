"""Pictures of a table position: what is shown (:func:`facts`, from a State or a View),
and how, as text (``str(state)``), as a one-line summary (``str(view)``) and as HTML
(``_repr_html_`` of both, which embeds the SVG of :func:`euchre.svg.table`).

Everything drawn comes from :func:`facts`: the renderers lay out, they never read a
State or a View themselves. For a View, the facts hold the seat's own cards and the
public information only (the other hands as counts).

>>> import euchre
>>> print(euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0))  # doctest: +ELLIPSIS
Hand 1 · dealer North · round 1 (order up?) · East to act
...
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import attrs

from euchre.actions import Action, parse_action
from euchre.cards import PLAYERS, SEATS, Card, Player, Score, Seat, Suit
from euchre.engine.explain import listed
from euchre.errors import EuchreError
from euchre.outcomes import HandResult
from euchre.rules.table import Table
from euchre.views import View

if TYPE_CHECKING:
    from euchre.rules import RuleSet
    from euchre.state import State

#: A seat at any table: a compass Seat at four seats, a lettered Player elsewhere.
Place = Seat | Player

_PHASE_TEXT = {
    "deal": "waiting for a deal",
    "order": "round 1 (order up?)",
    "pickup": "dealer's pickup",
    "discard": "dealer's discard",
    "call": "round 2 (name trump)",
    "alone": "going alone?",
    "play": "play",
    "over": "game over",
    "joker": "the dealer names the joker's suit",
    "claim": "renege claims",
    "bid": "the bidding",
    "trump": "the high bidder names trump",
    "exchange": "call for best: the exchange",
}
_UPCARD_NEWS = ("order", "pickup", "call", "joker")  # phases deciding on the upcard


@attrs.frozen
class SeatFacts:
    """One seat as a picture shows it.

    ``cards`` is None when they are face down to the viewer (``count`` of them).
    """

    seat: Place
    cards: tuple[Card, ...] | None
    count: int
    tags: tuple[str, ...]  #: dealer, maker, alone, defends alone, sits out, its bid
    to_act: bool
    viewer: bool
    out: bool  #: sits out this hand (the partner went alone)


@attrs.frozen
class Facts:
    """Everything a picture of a table position shows, from one State or one View."""

    rules_name: str
    header: str  #: hand number, dealer, phase, seat to act
    viewer: Place | None  #: the view's seat (None for a State: every hand face up)
    seats: tuple[SeatFacts, ...]  #: by seat, seat 0 (North, or A) first, one per player
    upcard: Card | None  #: Knock Euchre only
    upcard_note: str  #: turned down, taken or left by the dealer, the suit a joker stands for
    upcard_central: bool  #: still being decided on: drawn in the middle of the table
    bids: tuple[tuple[Place, str], ...]  #: Bid Euchre: the bids of this hand, in order
    trump: str | None  #: "♣ clubs", "no trump", "low no trump"; None before it is fixed
    trump_suit: Suit | None
    contract: str  #: who made trump, alone, the high bid, who sits out or defends alone
    trick: tuple[tuple[Place, Card], ...]  #: the trick in the middle
    trick_label: str  #: "Trick 2", "Last trick, won by East", or ""
    trick_winner: Place | None
    tricks_won: Score
    scores: Score
    target: int
    last_hand: str  #: the result of the last hand, between hands ("" otherwise)
    outcome: str  #: the winner once the game is over ("" before)
    choices: tuple[str, ...]  #: the legal actions of the seat to act (a view: its own turn)
    table: Table  #: the table's seats, sides and their names

    @property
    def tricks_text(self) -> str:
        """The tricks won this hand, by side, labelled as the table names its sides."""
        return score_text(self.tricks_won, self.table)

    @property
    def scores_text(self) -> str:
        """The score, by side, labelled as the table names its sides."""
        return score_text(self.scores, self.table)


def seat_of(rules: RuleSet, number: int) -> Place:
    """Seat ``number`` of the table ``rules`` seat: a compass :class:`~euchre.Seat` at four
    seats, a lettered :class:`~euchre.Player` elsewhere (as the engine gives them).

    >>> from euchre import presets
    >>> seat_of(presets.STANDARD, 1), seat_of(presets.CUTTHROAT, 1)
    (<Seat.EAST: 1>, <Player.B: 1>)
    """
    return SEATS[number] if rules.players == 4 else PLAYERS[number]


def score_text(score: Score, table: Table) -> str:
    """A score (or tricks) by side as every screen prints it: ``NS 3 - EW 2`` at the
    four-seat game (``str(score)``), else each side's label before its number.

    >>> from euchre import Score
    >>> from euchre.rules.table import table_of
    >>> score_text(Score(3, 2), table_of(4, "teams")), score_text(Score(3, 0, 1), table_of(3, "none"))
    ('NS 3 - EW 2', 'A 3 - B 0 - C 1')
    >>> score_text(Score(4, 7), table_of(6, "teams"))
    'ACE 4 - BDF 7'
    """
    if table.four:
        return str(score)
    return " - ".join(
        f"{label} {value}" for label, value in zip(table.side_labels, score, strict=True)
    )


def facts(table: State | View) -> Facts:
    """What a picture shows of ``table``: a State (every hand face up) or a View (the
    seat's own hand, the public information, the other hands as counts).

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=2, dealer=0)
    >>> f = facts(state.view(euchre.Seat.EAST))
    >>> f.seats[1].cards == state.hands[1], f.seats[0].cards, f.seats[0].count
    (True, None, 5)
    >>> f.upcard == state.upcard, f.scores, f.target
    (True, Score(ns=0, ew=0), 10)
    """
    view = table if isinstance(table, View) else None
    rules = table.rules
    phase = str(getattr(table.phase, "value", table.phase))
    to_act = None if table.to_act is None else seat_of(rules, table.to_act)
    act = f" · {to_act} to act" if to_act is not None else ""
    dealer = seat_of(rules, table.dealer)
    said = _PHASE_TEXT[phase]
    if phase == "discard" and rules.go_under != "off" and to_act != dealer:
        said = "going under: the discard"  # the kitty taken up (go_under), not the dealer's
    header = f"Hand {table.hand_number + 1} · dealer {dealer} · {said}{act}"
    actions = _actions(table)
    bids = _bids(actions) if table.rules.variant == "bid" else ()
    trick, label, winner = _trick(table, phase)
    if isinstance(table, View):
        choices = table.legal_actions
    else:
        choices = () if to_act is None else table.legal_actions()
    return Facts(
        rules_name=table.rules.name or "custom rules",
        header=header,
        viewer=None if view is None else seat_of(rules, view.seat),
        seats=_seats(table, view, bids),
        upcard=table.upcard,
        upcard_note=_upcard_note(table),
        upcard_central=table.upcard is not None and (phase in _UPCARD_NEWS or not _fixed(table)),
        bids=bids,
        trump=_trump_text(table),
        trump_suit=table.trump,
        contract=_contract(table, phase, bids),
        trick=trick,
        trick_label=label,
        trick_winner=winner,
        tricks_won=table.tricks_won,
        scores=table.scores,
        target=table.rules.target,
        last_hand=_last_hand(table, phase),
        outcome=_outcome(table, phase),
        choices=tuple(action_text(a) for a in choices),
        table=rules.table,
    )


def _actions(table: State | View) -> tuple[tuple[Place, str], ...]:
    """This hand's actions as (seat, text); a view's as its seat saw them."""
    if isinstance(table, View):
        return tuple((seat_of(table.rules, a.seat), a.text) for a in table.actions)
    return tuple((seat_of(table.rules, seat), str(action)) for seat, action in table.hand_actions)


def _bids(actions: tuple[tuple[Place, str], ...]) -> tuple[tuple[Place, str], ...]:
    """The bidding of a Bid Euchre hand: the passes and bids before anything else."""
    bids = []
    for seat, text in actions:
        if text != "pass" and not text.startswith("bid "):
            break
        bids.append((seat, text.removeprefix("bid ")))
    return tuple(bids)


def _fixed(table: State | View) -> bool:
    return table.trump is not None or table.no_trump


def _trump_text(table: State | View) -> str | None:
    if table.trump is not None:
        return f"{table.trump.symbol} {table.trump}"
    if table.no_trump:
        return "low no trump" if table.low_no_trump else "no trump"
    return None


def _upcard_note(table: State | View) -> str:
    card = table.upcard
    if card is None:
        return ""
    if table.dealer_took_upcard:
        return f"taken by {seat_of(table.rules, table.dealer)}"
    if table.turned_down is not None:
        return "turned down"
    if _fixed(table):
        return "left by the dealer"
    suit = table.upcard_suit
    if card.is_joker and suit is not None:
        return f"stands for {suit.symbol} {suit}"
    return ""


def _contract(table: State | View, phase: str, bids: tuple[tuple[Place, str], ...]) -> str:
    """Who made trump (and the high bid), who went alone, who sits out or defends alone."""
    parts = []
    rules = table.rules
    high = [(seat, bid) for seat, bid in bids if bid != "pass"]
    if not high and phase == "over" and table.results and table.results[-1].bid:
        last = table.results[-1]  # the game is over: the last hand's actions are history
        high = [(seat_of(rules, last.maker), str(last.bid))] if last.maker is not None else []
    if high:
        seat, bid = high[-1]
        parts.append(f"high bid {bid} by {seat}")
    if table.maker is not None and _fixed(table):
        parts.append(f"made by {seat_of(rules, table.maker)}")
    if table.alone is not None:
        parts.append(f"{seat_of(rules, table.alone)} alone")
    parts.extend(f"{seat_of(rules, seat)} sits out" for seat in table.sitting_out)
    if table.lone_defender is not None:
        parts.append(f"{seat_of(rules, table.lone_defender)} defends alone")
    return " · ".join(parts)


def _seats(
    table: State | View, view: View | None, bids: tuple[tuple[Place, str], ...]
) -> tuple[SeatFacts, ...]:
    last_bid = {int(seat): ("pass" if bid == "pass" else f"bid {bid}") for seat, bid in bids}
    # a State's hands, read once (a view shows only its own)
    hands: tuple[tuple[Card, ...], ...] = table.hands if view is None else ()  # type: ignore[union-attr]
    out = []
    for number in range(table.rules.players):
        seat = seat_of(table.rules, number)
        if view is None:
            cards: tuple[Card, ...] | None = hands[number]
            count = len(hands[number])
        else:
            cards = view.hand if seat == view.seat else None
            count = view.hand_sizes[seat]
        tags = [
            tag
            for tag, on in (
                ("dealer", seat == table.dealer),
                ("maker", table.maker == seat and _fixed(table)),
                ("alone", table.alone == seat),
                ("defends alone", table.lone_defender == seat),
                ("sits out", seat in table.sitting_out),
            )
            if on
        ]
        if number in last_bid:
            tags.append(last_bid[number])
        out.append(
            SeatFacts(
                seat=seat,
                cards=cards,
                count=count,
                tags=tuple(tags),
                to_act=table.to_act == seat,
                viewer=view is not None and view.seat == seat,
                out=seat in table.sitting_out,
            )
        )
    return tuple(out)


def _trick(
    table: State | View, phase: str
) -> tuple[tuple[tuple[Place, Card], ...], str, Place | None]:
    """The trick in the middle: the one in progress, else the last one of this hand."""
    current = table.current_trick
    rules = table.rules
    if current is not None:
        plays = tuple((seat_of(rules, seat), card) for seat, card in current.plays)
        return plays, f"Trick {len(table.tricks) + 1}", None
    if table.tricks and phase in ("play", "claim", "deal", "over"):
        last = table.tricks[-1]
        plays = tuple((seat_of(rules, seat), card) for seat, card in last.plays)
        winner = None if last.winner is None else seat_of(rules, last.winner)
        return plays, f"Last trick, won by {winner}", winner
    return (), "", None


def _last_hand(table: State | View, phase: str) -> str:
    if not table.results or phase == "play":
        return ""
    return f"Last hand: {hand_result_text(table.results[-1], table=table.rules.table)}"


def _outcome(table: State | View, phase: str) -> str:
    if phase != "over":
        return ""
    scores = table.scores
    top = max(scores)
    leaders = [side for side, points in enumerate(scores) if points == top]
    if len(leaders) > 1:
        return "The game is drawn."
    t = table.rules.table
    verb = "win" if t.partnership == "teams" else "wins"
    return f"{t.side_names[leaders[0]]} {verb}."


# --------------------------------------------------------------------- text


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as a screen shows them: glyphs (``9♣ J♥``), or ``-`` for none.

    >>> from euchre import parse_card
    >>> cards_text([parse_card("9c"), parse_card("Th")]), cards_text([])
    ('9♣ 10♥', '-')
    """
    return " ".join(card.symbol for card in cards) or "-"


def action_text(action: Action | str) -> str:
    """An action as a screen shows it, the one way every screen writes one (the terminal
    game, the demo, ``euchre solve``, the pictures): its text with the card as a glyph.
    Records write the text form (``str(action)``, ``play Td``), which a player may also type.
    A public action's text that names no card (``discard (hidden)``) is shown as it is.

    >>> from euchre import parse_action
    >>> action_text(parse_action("play Td")), action_text("discard 9h"), action_text("pass")
    ('play 10♦', 'discard 9♥', 'pass')
    >>> action_text("discard (hidden)")
    'discard (hidden)'
    """
    try:
        read = parse_action(action)
    except EuchreError:  # a text that names no action: shown as it is
        return str(action)
    text = str(read)
    if read.card is None:
        return text
    head, _, _ = text.rpartition(" ")
    return f"{head} {read.card.symbol}".strip()


def explanation_text(message: object, action: Action, legal: Sequence[Action]) -> str:
    """An explanation (:meth:`euchre.State.explain`'s, of ``action`` when ``legal`` are the
    legal actions) as a screen shows it: the action and the closing list of legal actions
    written by :func:`action_text`, as the screen's menu writes them. The engine's sentence
    already writes the cards it reasons about as glyphs.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1, dealer=0)
    >>> action = euchre.parse_action("play Td")
    >>> print(explanation_text(state.explain(action), action, state.legal_actions()))
    ... # doctest: +ELLIPSIS
    play 10♦ is not legal now: ... Legal for East: pass, order up.
    """
    text = str(message)
    written = str(action)
    if text.startswith(written + " "):
        text = action_text(action) + text[len(written) :]
    tail = f": {', '.join(listed(a) for a in legal)}."
    if legal and text.endswith(tail):
        text = text[: -len(tail)] + f": {', '.join(listed(a, action_text(a)) for a in legal)}."
    return text


def history_count(history: Iterable[object]) -> str:
    """How much of a game a history holds (``state.history``: its deals and actions), in
    the words the terminal game's ``save`` and ``euchre check`` both use.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1).apply("pass")
    >>> history_count(state.history), history_count([])
    ('1 deal and 1 action', '0 deals and 0 actions')
    """
    items = list(history)
    actions = sum(isinstance(item, Action) for item in items)
    deals = len(items) - actions
    return f"{_count(deals, 'deal')} and {_count(actions, 'action')}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _hand_text(seat: SeatFacts) -> str:
    cards = cards_text(seat.cards or ())
    if seat.cards is None:
        cards = f"{seat.count} cards"
    short = {"dealer": "D", "sits out": "out", "defends alone": "alone"}
    tags = [short.get(tag, tag) for tag in seat.tags if not tag.startswith(("bid", "pass"))]
    if seat.to_act:
        tags.append("*")
    tag = f" [{', '.join(tags)}]" if tags else ""
    return f"{seat.seat}{tag}: {cards}"


def render(state: State) -> str:
    """The table as text: header, bids, trump or upcard, four hands, the trick, the score.

    >>> import euchre
    >>> "Score: NS 0 - EW 0" in euchre._render.render(euchre.new_game(euchre.presets.STANDARD, seed=2))
    True
    """
    f = facts(state)
    lines = [f.header]
    if f.bids and f.trump is None:
        lines.append("Bids: " + ", ".join(f"{seat} {bid}" for seat, bid in f.bids))
    if f.trump is not None:
        named = f"Trump: {f.trump}" if f.trump_suit is not None else f.trump.capitalize()
        lines.append(" · ".join([named, *[p for p in f.contract.split(" · ") if p]]))
    if f.upcard is not None and f.upcard_central:
        lines.append(f"Upcard: {upcard_text(f)}")
    if len(f.seats) == 4:
        north, east, south, west = (_hand_text(seat) for seat in f.seats)
        width = max(len(west), 24)
        lines += ["", " " * (width // 2) + north, west.ljust(width + 4) + east]
        lines += [" " * (width // 2) + south, ""]
    else:  # round the table clockwise, one line a seat
        lines += ["", *(_hand_text(seat) for seat in f.seats), ""]
    if f.trick:
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in f.trick)
        lines.append(f"{f.trick_label}: {plays}")
    if state.phase.value == "play" or state.tricks:
        lines.append(f"Tricks this hand: {f.tricks_text}")
    if f.last_hand:
        lines.append(f.last_hand)
    lines.append(f"Score: {f.scores_text} (to {f.target})")
    if f.outcome:
        lines.append(f.outcome)
    return "\n".join(lines)


def upcard_text(f: Facts) -> str:
    """The upcard's glyph and what became of it (``J♥ (turned down)``); ``f.upcard`` set."""
    assert f.upcard is not None
    return f.upcard.symbol + (f" ({f.upcard_note})" if f.upcard_note else "")


def summary(view: View) -> str:
    """A view in one line (``str(view)``): its seat, hand, phase, own cards, trump (and the
    high bid in Bid Euchre) or the bids so far (Bid Euchre) or the upcard (Knock Euchre),
    and the score.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=3)
    >>> print(state.apply("bid 3").view(euchre.Seat.NORTH))  # doctest: +ELLIPSIS
    North's view, hand 1 (bid, North to act): ...; bids: West 3; score NS 0 - EW 0
    """
    f = facts(view)
    cards = cards_text(view.hand)
    act = f", {seat_of(view.rules, view.to_act)} to act" if view.to_act is not None else ""
    about = []
    if f.trump is not None:
        about.append(f"trump {f.trump_suit}" if f.trump_suit is not None else f.trump)
    high = [part for part in f.contract.split(" · ") if part.startswith("high bid")]
    if f.trump is not None and high:
        about[-1] += f" ({high[0]})"
    elif view.rules.variant == "bid" and f.trump is None:
        about.append("bids: " + (", ".join(f"{seat} {bid}" for seat, bid in f.bids) or "none yet"))
    if f.upcard is not None and f.upcard_central:
        about.append(f"upcard {upcard_text(f)}")
    return (
        f"{f.viewer}'s view, hand {view.hand_number + 1} ({view.phase}{act}): "
        f"{'; '.join([cards, *about])}; score {f.scores_text}"
    )


# --------------------------------------------------------------------- HTML

#: The colours of every picture: their own background, so they read alike on a light and
#: on a dark notebook page.
BACKGROUND = "#123c2a"
FOREGROUND = "#f3f1e7"


def render_html(table: State | View) -> str:
    """The table as HTML for notebooks (``_repr_html_``): the SVG picture of
    :func:`euchre.svg.table` in a box with its own colours, and its header as text.

    >>> import euchre
    >>> html = euchre.new_game(euchre.presets.STANDARD, seed=2)._repr_html_()
    >>> html.startswith("<div") and "<svg" in html and "Score" in html
    True
    """
    from euchre.svg import table as svg_table

    f = facts(table)
    style = (
        f"color-scheme:dark;background:{BACKGROUND};color:{FOREGROUND};display:inline-block;"
        "padding:6px;border-radius:8px;font-family:sans-serif;max-width:100%"
    )
    return (
        f'<div style="{style}"><div style="font-size:0.9em;margin:2px 6px">'
        f"{html.escape(f.header)} · Score: {html.escape(f.scores_text)} (to {f.target})"
        f"</div>{svg_table(table)}</div>"
    )


def hand_result_text(
    result: HandResult, *, glyphs: bool = False, table: Table | None = None
) -> str:
    """How a hand ended, in words (one text for the demo, the terminal game and ``check``):
    who made what (with the bid in Bid Euchre), lone players, a renege, the tricks and the
    points; or why it was thrown in. ``glyphs``: the trump suit with its symbol. ``table``:
    the table the hand was played at (:attr:`euchre.RuleSet.table`), whose side labels the
    tricks and points take (the four-seat game's NS and EW when not given).

    >>> import euchre
    >>> r = euchre.HandResult(0, euchre.Seat.NORTH, euchre.Suit.HEARTS, euchre.Seat.EAST,
    ...     euchre.Seat.EAST, None, euchre.Score(2, 3), euchre.Score(0, 1), False, bid=None)
    >>> hand_result_text(r), hand_result_text(r, glyphs=True)[:20]
    ('East made hearts, East alone: tricks NS 2 - EW 3; points NS +0 EW +1', 'East made ♥ hearts, ')
    >>> three = euchre.presets.CUTTHROAT.table
    >>> r = euchre.HandResult(0, euchre.Player.A, euchre.Suit.HEARTS, euchre.Player.B, None, None,
    ...     euchre.Score(1, 2, 2), euchre.Score(2, 0, 2), False, bid=None)
    >>> hand_result_text(r, table=three)
    'B made hearts: tricks A 1 - B 2 - C 2; points A +2 B +0 C +2'
    """
    if result.thrown_in:
        why = f"{result.declared} declared" if result.declared else "all passed"
        return f"{why}: the hand is thrown in"
    if result.trump is None:
        made = "no trump"
    else:
        made = f"{result.trump.symbol} {result.trump}" if glyphs else str(result.trump)
    if result.bid is not None:
        made += f" (bid {result.bid})"
    alone = f", {result.alone} alone" if result.alone is not None else ""
    defender = f", {result.lone_defender} defends alone" if result.lone_defender is not None else ""
    renege = f", {result.renege} reneged" if result.renege is not None else ""
    labels = ("NS", "EW") if table is None else table.side_labels
    tricks = " - ".join(f"{label} {n}" for label, n in zip(labels, result.tricks, strict=True))
    points = " ".join(f"{label} {n:+d}" for label, n in zip(labels, result.points, strict=True))
    return f"{result.maker} made {made}{alone}{defender}{renege}: tricks {tricks}; points {points}"
