"""An independent reference model of one Knock Euchre hand at any table (2 to 6 players).

Written from ``docs/rules.md`` and ``design/any-table.md`` (§1 the sources, §3 the knobs)
only, without reading the engine, for differential tests and perft of the new tables
(issue 21).  Same shape as ``_reference.py``: cards are 2-character strings (rank
``7 8 9 T J Q K A`` + suit ``c d h s``; the joker ``Jo``), seats are ints ``0 .. n-1``
clockwise, actions are canonical texts, no trump is the pseudo-suit ``"n"``.  The double
deck (48) holds two copies of each card: hands are lists, so both copies may be held, and
an action names the card, not the copy.  The model is mutable (``apply`` changes it).

    model = TableHand(rules, hands, upcard, dealer, kitty=..., dummy=...)
    model.to_act        -> seat to act (None when the hand is over)
    model.legal()       -> set of action texts
    model.apply(text)
    model.result        -> None while playing, 'thrown in', or points per side (a tuple)
    model.tricks_won    -> tricks per side (teams: seat % 2; "none": each seat a side)
    model.next_dealer   -> who deals next (once the hand is over)

``rules`` is a ``euchre.RuleSet`` or any object with the same attribute names (``knobs()``
builds one with the table knobs, for use before the RuleSet has them).  The model plays the
table knobs (``players``, ``partnership``, ``cards_per_hand``, ``deal_pattern``, ``dummy``,
``double_deck_tie``) and the classic Knock knobs (stick the dealer, all pass, dealer pickup,
discard upcard, alone and its timing, first lead, scoring, the joker, no trump); the rest
must stay at their defaults (``UnsupportedRule`` names the knob otherwise).

READINGS (where §1's texts are silent; §3 of the design decides):

* The dummy is dealt as one packet after the players' packets, before the upcard (§3.1).
* The maker *takes* the dummy ("has the right" read as mandatory, §1.1) once trump is fixed
  and the upcard step is done: in round 1 the dealer first takes the upcard and discards one,
  then the maker takes the dummy and discards as many; a dealer who is the maker and takes the
  upcard discards ``1 + dummy`` in one go ("8 cards ... discard 3"); round 2's maker takes it
  ("pick up cards in the kitty" read as the dummy).  With ``discard_upcard=False`` the dealer
  may not discard the upcard in any of those discards.  Each discard is one action.
* A lone maker's teammates all sit out (six-handed: both); a dealer who sits out does not
  take the upcard (as at four seats).  ``partnership="none"``: every hand is the maker alone
  against all the others already, so nobody goes alone and nobody sits out.
* Makers win with more than half the tricks (3 of 5); a march is every trick.  Points "to
  the defenders" go to *each* defending side (cutthroat: each defender, 52pickup.net).
* Of two identical cards that would win a trick (the double deck), the first played wins
  unless ``double_deck_tie="second"`` (reference.com: "the person who played the second
  card beats the person who played the first card").
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

RANKS = "789TJQKA"  # plain order, low to high (the 24-card deck starts at 9)
SUITS = "cdhs"
JOKER = "Jo"
NT = "n"
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
NAME_SUIT = {name: letter for letter, name in SUIT_NAME.items()}
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


class UnsupportedRule(ValueError):
    """A rule this model does not play (or a table that does not fit), named."""


# --------------------------------------------------------------------- the knobs it reads

@dataclass(frozen=True)
class Points:
    """The Knock scoring table (the attribute names of ``euchre.Scoring``)."""

    makers: int = 1
    march: int = 2
    lone: int = 1
    lone_march: int = 4
    euchre: int = 2
    lone_euchre: int = 2
    super_euchre: int | None = None


@dataclass(frozen=True)
class Knobs:
    """A stand-in RuleSet with the table knobs (``knobs()`` fills the follow-defaults)."""

    players: int = 4
    partnership: str = "teams"
    deck: int = 24
    cards_per_hand: int = 5
    deal_pattern: tuple[int, ...] = (3, 3, 3, 3, 2, 2, 2, 2)
    dummy: int = 0
    double_deck_tie: str = "first"
    variant: str = "knock"
    stick_the_dealer: bool = False
    all_pass: str = "next_dealer"
    dealer_pickup: str = "mandatory"
    discard_upcard: bool = True
    alone: str = "maker"
    alone_timing: str = "with_call"
    first_lead: str = "dealer_left"
    joker_upcard: str = "dealer_names"
    joker_suit: str = "hearts"
    no_trump: bool = False
    scoring: Any = field(default_factory=Points)


def knobs(**changes: Any) -> Knobs:
    """A ``Knobs`` with the defaults that follow the table (§3.1): deal 3 then 2 round the
    table, and nobody alone when each plays for themselves."""
    n = changes.get("players", 4)
    changes.setdefault("deal_pattern", (3,) * n + (2,) * n)
    if changes.get("partnership") == "none":
        changes.setdefault("alone", "nobody")
    if isinstance(changes.get("scoring"), dict):
        changes["scoring"] = Points(**changes["scoring"])
    return replace(Knobs(), **changes)


#: Knobs the model does not play, and the value they must keep.
HELD = {
    "natural_trump": "not_required", "canadian_loner": False, "defender_alone": "never",
    "call_for_best": False, "renege": "forbid", "trump_off_suit_ace": True,
    "ace_no_face": False, "farmers_hand": "off", "misdeal": "off",
    # the four-seat Knock options (Railroad's call for best, EGN's going under, fast break
    # and four-trick tokens): tests/oracles/_reference.py plays them at four seats
    "defender_call_for_best": False, "best_card_choice": "rule", "go_under": "off",
    "fast_break": False, "four_trick_tokens": False,
}


def knob(rules: Any, name: str) -> Any:
    return getattr(rules, name, getattr(Knobs, name, None))


def check_rules(rules: Any) -> None:
    """Refuse what the model does not play, naming the knob."""
    for name, value in HELD.items():
        if getattr(rules, name, value) != value:
            raise UnsupportedRule(f"{name}={getattr(rules, name)!r}: the table model plays "
                                  f"only {name}={value!r}")
    n, teams = knob(rules, "players"), knob(rules, "partnership") == "teams"
    if knob(rules, "variant") != "knock":
        raise UnsupportedRule("variant: the table model plays Knock Euchre only")
    if not 2 <= n <= 6 or (teams and n not in (4, 6)):
        raise UnsupportedRule(f"players={n} partnership={knob(rules, 'partnership')!r}")
    if knob(rules, "alone") not in ("maker", "nobody") or (not teams and knob(rules, "alone")
                                                             != "nobody"):
        raise UnsupportedRule(f"alone={knob(rules, 'alone')!r}: 'maker' (teams) or 'nobody'")
    need = n * knob(rules, "cards_per_hand") + knob(rules, "dummy") + 1
    if need > knob(rules, "deck"):
        raise UnsupportedRule(f"players={n} deal {need} cards with the upcard and dummy, "
                              f"deck={knob(rules, 'deck')}")


# --------------------------------------------------------------------- cards

def deck(size: int) -> list[str]:
    """The pack: 24 (9 up), 25 (and the joker), 32 (7 up), 48 (two copies of 24)."""
    ranks = RANKS if size == 32 else RANKS[2:]
    cards = [r + s for s in SUITS for r in ranks]
    if size == 25:
        cards.append(JOKER)
    return cards * 2 if size == 48 else cards


def suit_letter(value: Any) -> str:
    text = str(value).lower()
    return NAME_SUIT.get(text, text[:1])


def effective_suit(card: str, trump: str) -> str | None:
    """The joker and the left bower are trump; in no trump the joker has no suit."""
    if card == JOKER:
        return None if trump == NT else trump
    if trump != NT and card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump
    return card[1]


def card_power(card: str, trump: str, led: str | None) -> int:
    """Bigger wins: joker, right bower, left bower, trumps, the suit led; others 0."""
    if card == JOKER:
        return 300
    suit = effective_suit(card, trump)
    if trump != NT and suit == trump:
        if card == "J" + trump:
            return 200
        return 199 if card[0] == "J" else 100 + RANKS.index(card[0])
    return 50 + RANKS.index(card[0]) if suit == led else 0


def trick_winner(plays: list[tuple[int, str]], trump: str, second_wins: bool) -> int:
    """The seat that wins a finished trick; identical cards tie, and the tie rule decides.

    >>> trick_winner([(0, "As"), (1, "As"), (2, "Jh")], "c", second_wins=True)
    1
    >>> trick_winner([(0, "As"), (1, "As"), (2, "Jh")], "d", second_wins=False)
    2
    """
    led = effective_suit(plays[0][1], trump)
    powers = [card_power(c, trump, led) for _, c in plays]
    best = max(powers)
    tied = [s for (s, _), p in zip(plays, powers, strict=True) if p == best]
    return tied[-1] if second_wins else tied[0]


def deal_cards(rules: Any, cards: list[str], dealer: int
               ) -> tuple[list[list[str]], list[str], str, list[str]]:
    """Deal ``cards`` in order: the packets of ``deal_pattern`` round the table from the
    dealer's left, then the dummy, then the upcard; the kitty is the rest.  Returns
    (hands, dummy, upcard, kitty).

    >>> hands, dummy, up, kitty = deal_cards(knobs(players=3, partnership="none", dummy=2),
    ...                                      deck(24), dealer=0)
    >>> hands[1], dummy, up, len(kitty)
    (['9c', 'Tc', 'Jc', 'Qd', 'Kd'], ['Qh', 'Kh'], 'Ah', 6)
    """
    n = knob(rules, "players")
    hands: list[list[str]] = [[] for _ in range(n)]
    at = 0
    for i, size in enumerate(knob(rules, "deal_pattern")):
        hands[(dealer + 1 + i) % n].extend(cards[at:at + size])
        at += size
    d = knob(rules, "dummy")
    return hands, cards[at:at + d], cards[at + d], cards[at + d + 1:]


# --------------------------------------------------------------------- one hand

class TableHand:
    def __init__(self, rules: Any, hands: Any, upcard: str, dealer: int,
                 kitty: Any = None, dummy: Any = ()) -> None:
        check_rules(rules)
        self.rules = rules
        self.n: int = knob(rules, "players")
        self.teams = knob(rules, "partnership") == "teams"
        self.sides = 2 if self.teams else self.n
        self.cards: int = knob(rules, "cards_per_hand")
        self.hands = [list(h) for h in hands]
        self.dummy = list(dummy)
        if len(self.hands) != self.n or any(len(h) != self.cards for h in self.hands):
            raise UnsupportedRule(f"expected {self.n} hands of {self.cards} cards")
        if len(self.dummy) != knob(rules, "dummy"):
            raise UnsupportedRule(f"expected a dummy of {knob(rules, 'dummy')} cards")
        if kitty is None:
            left = Counter(deck(knob(rules, "deck")))
            left.subtract([c for h in self.hands for c in h] + self.dummy + [upcard])
            kitty = sorted(left.elements())
        self.kitty = list(kitty)
        self.upcard = upcard
        self.upcard_taken = False
        self.dealer = dealer
        self.discards: list[str] = []
        self.disc_left = 0
        self.disc_then = ""  # what follows the discards: "dummy" or "alone"
        self.phase = "order"  # name, order, pickup, discard, call, alone, play, over
        self.to_act: int | None = self.left(dealer)
        self.passes = 0
        self.turned_down: str | None = None
        self.trump: str | None = None
        self.maker: int | None = None
        self.alone: int | None = None
        self.sitting_out: list[int] = []
        self.leader: int | None = None
        self.trick: list[tuple[int, str]] = []
        self.tricks: list[tuple[int, list[tuple[int, str]], int]] = []
        self.tricks_won = [0] * self.sides
        self.result: Any = None
        self.next_dealer: int | None = None
        self.upcard_suit: str | None = upcard[1] if upcard != JOKER else None
        if upcard == JOKER:
            mode = knob(rules, "joker_upcard")
            if mode == "redeal":
                self._throw_in()
            elif mode == "fixed":
                self.upcard_suit = suit_letter(knob(rules, "joker_suit"))
            else:
                self.phase, self.to_act = "name", dealer

    # ----------------------------------------------------------------- the table
    def left(self, seat: int) -> int:
        return (seat + 1) % self.n

    def side(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    def teammates(self, seat: int) -> list[int]:
        return [s for s in range(self.n) if s != seat and self.side(s) == self.side(seat)]

    def _first_in_play_from(self, seat: int) -> int:
        for k in range(self.n):
            s = (seat + k) % self.n
            if s not in self.sitting_out:
                return s
        raise AssertionError("nobody in play")

    def _may_alone_with_call(self) -> bool:
        return bool(knob(self.rules, "alone") != "nobody"
                    and knob(self.rules, "alone_timing") == "with_call")

    # ----------------------------------------------------------------- legal
    def legal(self) -> set[str]:
        seat = self.to_act
        if seat is None:
            return set()
        if self.phase == "name":
            return {"call " + SUIT_NAME[s] for s in SUITS}
        if self.phase == "order":
            return {"pass", "order up"} | ({"order up alone"} if self._may_alone_with_call()
                                           else set())
        if self.phase == "pickup":
            return {"pick up", "pass"}
        if self.phase == "discard":
            cards = list(self.hands[seat])
            if self.disc_then == "dummy" and not knob(self.rules, "discard_upcard") \
                    and self.upcard_taken:
                cards.remove(self.upcard)
            return {"discard " + c for c in cards}
        if self.phase == "call":
            acts = set() if knob(self.rules, "stick_the_dealer") and seat == self.dealer \
                else {"pass"}
            names = [SUIT_NAME[s] for s in SUITS if s != self.turned_down]
            if knob(self.rules, "no_trump"):
                names.append("no trump")
            for name in names:
                acts.add("call " + name)
                if self._may_alone_with_call():
                    acts.add("call " + name + " alone")
            return acts
        if self.phase == "alone":
            return {"go alone", "pass"}
        if self.phase == "play":
            hand, trump = self.hands[seat], self.trump
            assert trump is not None
            led = effective_suit(self.trick[0][1], trump) if self.trick else None
            follow = [c for c in hand if led is not None and effective_suit(c, trump) == led]
            return {"play " + c for c in (follow or hand)}
        return set()

    # ----------------------------------------------------------------- apply
    def apply(self, text: str) -> None:
        legal = self.legal()
        if text not in legal:
            raise ValueError(f"table reference: {text!r} is not legal; legal: {sorted(legal)}")
        self._do(text)

    def _do(self, text: str) -> None:
        assert self.to_act is not None
        getattr(self, "_apply_" + self.phase)(self.to_act, text)

    def _apply_name(self, seat: int, text: str) -> None:
        self.upcard_suit = NAME_SUIT[text.split()[-1]]
        self.phase, self.to_act = "order", self.left(self.dealer)

    def _apply_order(self, seat: int, text: str) -> None:
        if text == "pass":
            self.passes += 1
            if self.passes == self.n:  # round 2, from the dealer's left again
                self.phase, self.turned_down, self.passes = "call", self.upcard_suit, 0
                self.to_act = self.left(self.dealer)
            else:
                self.to_act = self.left(seat)
            return
        assert self.upcard_suit is not None
        self.trump, self.maker = self.upcard_suit, seat
        if text == "order up alone":
            self.alone = seat
        if self.alone is not None and self.dealer in self.teammates(seat):
            self._take_dummy()  # the dealer sits out: the upcard stays where it is
        elif knob(self.rules, "dealer_pickup") == "optional" and seat != self.dealer:
            self.phase, self.to_act = "pickup", self.dealer
        else:
            self._take_upcard()

    def _apply_pickup(self, seat: int, text: str) -> None:
        if text == "pick up":
            self._take_upcard()
        else:
            self._take_dummy()

    def _take_upcard(self) -> None:
        self.hands[self.dealer].append(self.upcard)
        self.upcard_taken = True
        count = 1
        if self.maker == self.dealer and self.dummy:  # one discard of 1 + dummy
            count += len(self.dummy)
            self.hands[self.dealer].extend(self.dummy)
            self.dummy = []
        self._discard(self.dealer, count, "dummy")

    def _discard(self, seat: int, count: int, then: str) -> None:
        self.phase, self.to_act, self.disc_left, self.disc_then = "discard", seat, count, then

    def _apply_discard(self, seat: int, text: str) -> None:
        card = text.split()[1]
        self.hands[seat].remove(card)
        self.discards.append(card)
        self.disc_left -= 1
        if self.disc_left:
            return
        if self.disc_then == "dummy":
            self._take_dummy()
        else:
            self._alone_question()

    def _take_dummy(self) -> None:
        assert self.maker is not None
        if not self.dummy:
            self._alone_question()
            return
        count = len(self.dummy)
        self.hands[self.maker].extend(self.dummy)
        self.dummy = []
        self._discard(self.maker, count, "alone")

    def _apply_call(self, seat: int, text: str) -> None:
        if text == "pass":
            self.passes += 1
            if self.passes == self.n:
                self._throw_in()
            else:
                self.to_act = self.left(seat)
            return
        words = text.split()
        alone = words[-1] == "alone"
        name = " ".join(words[1:-1] if alone else words[1:])
        self.trump = NT if name == "no trump" else NAME_SUIT[name]
        self.maker = seat
        if alone:
            self.alone = seat
        self._take_dummy()

    def _alone_question(self) -> None:
        r = self.rules
        if (knob(r, "alone") != "nobody" and knob(r, "alone_timing") == "after_call"
                and self.alone is None):
            self.phase, self.to_act = "alone", self.maker
        else:
            self._start_play()

    def _apply_alone(self, seat: int, text: str) -> None:
        if text == "go alone":
            self.alone = seat
        self._start_play()

    # ----------------------------------------------------------------- play
    def _start_play(self) -> None:
        assert self.maker is not None
        self.sitting_out = [] if self.alone is None else self.teammates(self.alone)
        how = knob(self.rules, "first_lead")
        if how == "maker_left":
            lead = self._first_in_play_from(self.maker + 1)
        elif how == "lone_left" and self.alone is not None:
            lead = self._first_in_play_from(self.alone + 1)
        else:  # dealer_left (two seats: the non-dealer leads, Keller ch. 7)
            lead = self._first_in_play_from(self.dealer + 1)
        self.phase, self.leader, self.to_act, self.trick = "play", lead, lead, []

    def _apply_play(self, seat: int, text: str) -> None:
        card = text[5:]
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < self.n - len(self.sitting_out):
            self.to_act = self._first_in_play_from(seat + 1)
            return
        assert self.trump is not None and self.leader is not None
        second = knob(self.rules, "double_deck_tie") == "second"
        winner = trick_winner(self.trick, self.trump, second)
        self.tricks.append((self.leader, self.trick, winner))
        self.tricks_won[self.side(winner)] += 1
        self.trick = []
        if len(self.tricks) == self.cards:
            self._score()
        else:
            self.leader = self.to_act = winner

    def _score(self) -> None:
        assert self.maker is not None
        s = knob(self.rules, "scoring")
        ms = self.side(self.maker)
        taken = self.tricks_won[ms]
        lone = self.alone is not None
        points = [0] * self.sides
        if taken == self.cards:
            points[ms] = s.lone_march if lone else s.march
        elif 2 * taken > self.cards:
            points[ms] = s.lone if lone else s.makers
        else:
            if s.super_euchre is not None and taken == 0:
                value = s.super_euchre
            else:
                value = s.lone_euchre if lone else s.euchre
            points = [0 if side == ms else value for side in range(self.sides)]
        self.result = tuple(points)
        self.phase, self.to_act = "over", None
        self.next_dealer = self.left(self.dealer)

    def _throw_in(self) -> None:
        self.result = "thrown in"
        self.phase, self.to_act = "over", None
        same = knob(self.rules, "all_pass") == "same_dealer"
        self.next_dealer = self.dealer if same else self.left(self.dealer)

    # ----------------------------------------------------------------- checks, perft
    def all_cards(self) -> Counter[str]:
        """Every card, wherever it is now (hands, dummy, kitty, upcard, discards, played)."""
        out = Counter(c for h in self.hands for c in h)
        out.update(self.dummy + self.kitty + self.discards)
        out.update(c for _, plays, _ in self.tricks for _, c in plays)
        out.update(c for _, c in self.trick)
        if not self.upcard_taken:
            out[self.upcard] += 1
        return out

    def __deepcopy__(self, memo: Any) -> TableHand:
        new = TableHand.__new__(TableHand)
        d = self.__dict__.copy()
        d["hands"] = [list(h) for h in self.hands]
        for name in ("dummy", "kitty", "discards", "sitting_out", "trick", "tricks",
                     "tricks_won"):
            d[name] = list(d[name])
        new.__dict__ = d
        return new

    def perft(self, memo: dict[Any, int] | None = None) -> int:
        """Leaves of the decision tree from here (play positions memoised, as
        ``_reference.RefHand.perft``)."""
        if self.result is not None:
            return 1
        if memo is None:
            memo = {}
        key = None
        if self.phase == "play":
            key = (tuple(tuple(sorted(h)) for h in self.hands), tuple(self.trick),
                   self.to_act, len(self.tricks), self.trump, tuple(self.sitting_out))
            if key in memo:
                return memo[key]
        total = 0
        for action in sorted(self.legal()):
            child = self.__deepcopy__(None)
            child._do(action)
            total += child.perft(memo)
        if key is not None:
            memo[key] = total
        return total

    def perft_divide(self) -> dict[str, int]:
        out = {}
        for action in sorted(self.legal()):
            child = copy.deepcopy(self)
            child.apply(action)
            out[action] = child.perft()
        return out


def card_text(card: Any) -> str:
    text = str(card)
    return JOKER if text.lower() in ("jo", "jk", "joker", "b") else text


def from_engine_deal(rules: Any, deal: Any, dealer: int) -> TableHand:
    """Build the model from a ``euchre.Deal`` (cards converted through ``str``)."""
    return TableHand(rules, [[card_text(c) for c in h] for h in deal.hands],
                     card_text(deal.upcard), int(dealer),
                     kitty=[card_text(c) for c in deal.kitty],
                     dummy=[card_text(c) for c in getattr(deal, "dummy", ())])
