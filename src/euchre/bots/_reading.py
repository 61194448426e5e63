"""What a view shows the bots: the cards played and still unseen, who plays next to the
trick, the suits a player showed out of, a renege the record proves, and which cards no
unseen card can beat."""

from __future__ import annotations

from collections.abc import Iterator

from euchre.actions import Action, ActionKind
from euchre.bots._cards import _deck, _index, _mask, _mode
from euchre.cards import parse_card
from euchre.engine.cardorder import EFFECTIVE_SUIT, JOKER, JOKER_SUIT, LOW_NO_TRUMP, POWER
from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS
from euchre.views import HIDDEN_DISCARD, View


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
    play at the view's table, :data:`~euchre.engine.seating.NEXT_ACTIVE_BY_PLAYERS`, up to
    the first that has played)."""
    trick = view.current_trick
    played = {int(s) for s, _ in trick.plays} if trick is not None else set()
    players = view.rules.players
    active = (1 << players) - 1
    for out_seat in view.sitting_out:
        active &= ~(1 << int(out_seat))
    nxt = NEXT_ACTIVE_BY_PLAYERS[players][active]
    out = []
    seat = int(view.seat)
    s = nxt[seat]
    while s != seat and s not in played:
        out.append(s)
        s = nxt[s]
    return out


def _same_side(view: View, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` play on one side in this hand: teammates (or the same
    seat); with each player for themselves (``partnership='none'``), both defenders
    against the maker, or, before anyone has made trump, the same seat.

    >>> import euchre
    >>> s = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> _same_side(s.view(0), 0, 2), _same_side(s.view(0), 1, 2)
    (True, False)
    """
    if view.rules.partnership == "teams":  # seated alternately: the side is seat % 2
        return (a - b) % 2 == 0
    maker = view.maker
    if maker is None:
        return a == b
    return (a == maker) == (b == maker)


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
