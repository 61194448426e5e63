"""An independent, deliberately simple reference model of one hand of Bid Euchre.

Written from ``docs/api.md`` ("Bid Euchre") and seed 002 only, without reading the engine.
Cards are text (``"Jh"``, ``"Tc"``, ``"Jo"`` for the joker), seats are 0-3 (North, East,
South, West, clockwise), teams are ``seat % 2``.  Knobs are read from a ``RuleSet`` (or any
object with the same attribute names) once, into a plain dict.

Phases: ``discard`` (joker deck: the dealer holds 7 and discards one), ``bid``, ``trump``,
``give_best`` (call for best: the partner gives the best card), ``give_back`` (the bidder
gives back one of the cards held before the exchange), ``play``, ``claim`` (reneging allowed: one claim round after the last
card, from the dealer's left), ``done``.

Readings the model encodes (see the report in ``test_seed002_bid_euchre.py``):

* a set number bid loses ``bid * bid_trick_value``; a set best / moon loses
  ``cards_per_hand * bid_trick_value`` ("tricks") or the value ("value"); made best / moon
  score the value, not tricks;
* the joker is the best card to give in every mode (also low no trump), and never a face
  card for ace-no-face;
* a claim is proven when the named seat has a renege in this hand not yet penalised; each
  proven claim penalises one renege; the points are ``renege_points_alone`` when the
  claimants' side played alone (best or moon), else ``renege_points_by_lone`` (when set)
  when the offenders' side did, else ``renege_points``;
* a proven claim with ``renege_ends_hand`` ends the hand and only the penalties score.
"""

from __future__ import annotations

SEATS = ("north", "east", "south", "west")
SUITS = "cdhs"
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
NAME_SUIT = {v: k for k, v in SUIT_NAME.items()}
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}
RANK_VALUE = {"9": 9, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
#: tie order for the "best card": spades, hearts, diamonds, clubs
SUIT_TIE = {"s": 4, "h": 3, "d": 2, "c": 1}
JOKER = "Jo"

KNOBS = (
    "deck",
    "cards_per_hand",
    "stick_the_dealer",
    "ace_no_face",
    "misdeal",
    "renege",
    "trump_off_suit_ace",
    "renege_penalty",
    "renege_points",
    "renege_points_alone",
    "renege_points_by_lone",
    "renege_ends_hand",
    "renege_false_claim",
    "bid_minimum",
    "bid_best",
    "bid_moon",
    "bid_best_value",
    "bid_moon_value",
    "bid_set_value",
    "bid_trick_value",
    "bid_no_trump",
    "bid_low_no_trump",
)


def deck(size: int) -> list[str]:
    """The cards of a 24, 25 (joker) or 48 (two of each) card deck, as text."""
    cards = [r + s for s in SUITS for r in "9TJQKA"]
    if size == 25:
        cards.append(JOKER)
    if size == 48:
        cards = cards + cards
    return cards


def effective_suit(card: str, trump: str | None) -> str | None:
    """The suit a card belongs to for following; ``None`` for the joker in no trump.

    ``trump`` is a suit letter, or ``None`` for no trump / low no trump.
    """
    if card == JOKER:
        return trump
    if trump is not None and card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump
    return card[1]


def trump_power(card: str, trump: str) -> int:
    """Order among trumps: joker 100, right bower 90, left bower 80, then A K Q T 9."""
    if card == JOKER:
        return 100
    if card[0] == "J":
        return 90 if card[1] == trump else 80
    return RANK_VALUE[card[0]]


def best_card(hand: list[str], trump: str | None, low: bool) -> str:
    """The card a call-for-best partner must give."""
    if JOKER in hand:
        return JOKER
    if trump is not None:
        trumps = [c for c in hand if effective_suit(c, trump) == trump]
        if trumps:
            return max(trumps, key=lambda c: trump_power(c, trump))
    if low:
        return max(hand, key=lambda c: (-RANK_VALUE[c[0]], SUIT_TIE[c[1]]))
    return max(hand, key=lambda c: (RANK_VALUE[c[0]], SUIT_TIE[c[1]]))


def trick_winner(plays: list[tuple[int, str]], trump: str | None, low: bool) -> int:
    """The seat that wins a trick; identical cards: the first played wins."""
    for seat, card in plays:
        if card == JOKER:
            return seat
    led = effective_suit(plays[0][1], trump)
    best_seat, best_key = None, None
    for seat, card in plays:
        suit = effective_suit(card, trump)
        if trump is not None and suit == trump:
            key = (2, trump_power(card, trump))
        elif suit == led:
            key = (1, -RANK_VALUE[card[0]] if low else RANK_VALUE[card[0]])
        else:
            continue
        if best_key is None or key > best_key:
            best_seat, best_key = seat, key
    assert best_seat is not None
    return best_seat


def bid_rank(bid: str, cards_per_hand: int) -> int:
    if bid == "best":
        return cards_per_hand
    if bid == "moon":
        return cards_per_hand + 1
    return int(bid)


def ace_no_face(hand: list[str]) -> bool:
    return any(c[0] == "A" for c in hand) and not any(c[0] in "KQJ" and c != JOKER for c in hand)


class BidHand:
    """One hand of Bid Euchre; ``legal()`` gives action texts, ``apply(text)`` a new hand."""

    __slots__ = (
        "bids_made",
        "claim_queue",
        "claimed_in",
        "dealer",
        "hands",
        "high_bid",
        "high_bidder",
        "k",
        "low",
        "penalty",
        "phase",
        "played",
        "received",
        "reneges",
        "result",
        "sitting_out",
        "to_act",
        "trick",
        "tricks",
        "tricks_won",
        "trump",
    )

    def __init__(self, rules: object, hands, dealer: int) -> None:
        self.k = {name: getattr(rules, name) for name in KNOBS}
        self.dealer = int(dealer)
        self.hands = [[str(c) for c in h] for h in hands]
        self.high_bid: str | None = None
        self.high_bidder: int | None = None
        self.bids_made = 0
        self.trump: str | None = None
        self.low = False
        self.received: str | None = None  # call for best: the card the bidder received
        self.sitting_out: int | None = None
        self.trick: list[tuple[int, str]] = []
        self.tricks = 0  # completed tricks
        self.tricks_won = [0, 0]
        self.played = [False] * 4
        self.reneges: list[int] = []  # seats with a renege not yet penalised (one per renege)
        self.claimed_in = [-1] * 4  # trick index of each seat's last claim
        self.penalty = [0, 0]
        self.claim_queue: list[int] = []
        self.result: dict | None = None
        if self.k["deck"] == 25:
            self.phase, self.to_act = "discard", self.dealer
        else:
            self.phase, self.to_act = "bid", (self.dealer + 1) % 4

    # -- copying -----------------------------------------------------------------------

    def clone(self) -> BidHand:
        new = object.__new__(BidHand)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.trick = list(self.trick)
        new.tricks_won = list(self.tricks_won)
        new.played = list(self.played)
        new.reneges = list(self.reneges)
        new.claimed_in = list(self.claimed_in)
        new.penalty = list(self.penalty)
        new.claim_queue = list(self.claim_queue)
        return new

    # -- helpers -----------------------------------------------------------------------

    @property
    def cph(self) -> int:
        return self.k["cards_per_hand"]

    def active(self, seat: int) -> bool:
        return seat != self.sitting_out

    def next_active(self, seat: int) -> int:
        seat = (seat + 1) % 4
        while not self.active(seat):
            seat = (seat + 1) % 4
        return seat

    def alone_team(self) -> int | None:
        return None if self.sitting_out is None else self.high_bidder % 2

    def claims(self, seat: int, index: int) -> list[str]:
        if self.claimed_in[seat] == index:
            return []
        return [
            "claim renege " + SEATS[o]
            for o in range(4)
            if o % 2 != seat % 2 and self.active(o) and self.played[o]
        ]

    # -- legal actions ---------------------------------------------------------------

    def legal(self) -> list[str]:
        seat, phase = self.to_act, self.phase
        hand = self.hands[seat] if seat is not None else []
        if phase == "done":
            return []
        if phase == "discard":
            return sorted({"discard " + c for c in hand})
        if phase == "bid":
            out = []
            stuck = (
                self.k["stick_the_dealer"] and seat == self.dealer and self.high_bid is None
            )
            if not stuck:
                out.append("pass")
            high = -1 if self.high_bid is None else bid_rank(self.high_bid, self.cph)
            out += [f"bid {n}" for n in range(self.k["bid_minimum"], self.cph) if n > high]
            if self.k["bid_best"] and self.cph > high:
                out.append("bid best")
            if self.k["bid_moon"] and self.cph + 1 > high:
                out.append("bid moon")
            if self.k["ace_no_face"] and ace_no_face(hand):
                out.append("declare ace no face")
            if self.k["misdeal"] != "off" and self.bids_made == 0:  # nobody has spoken yet
                out.append("declare misdeal")
            return out
        if phase == "trump":
            out = ["call " + SUIT_NAME[s] for s in SUITS]
            if self.k["bid_no_trump"]:
                out.append("call no trump")
            if self.k["bid_low_no_trump"]:
                out.append("call low no trump")
            return out
        if phase == "give_best":
            return ["give " + best_card(hand, self.trump, self.low)]
        if phase == "give_back":  # one of the cards held before the exchange (seed 002)
            own = list(hand)
            own.remove(self.received)
            return sorted({"give " + c for c in own})
        if phase == "play":
            index = self.tricks
            plays = sorted({"play " + c for c in self.playable(seat)})
            if self.k["renege"] == "penalise":
                plays += self.claims(seat, index)
            return plays
        if phase == "claim":
            return ["pass", *self.claims(seat, self.cph)]
        raise AssertionError(phase)

    def led_suit(self) -> str | bool | None:
        """The suit to follow; ``False`` when any card may be played (leading, joker led in
        no trump)."""
        if not self.trick:
            return False
        lead = self.trick[0][1]
        suit = effective_suit(lead, self.trump)
        return False if suit is None else suit

    def playable(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        if self.k["renege"] == "penalise":
            return hand
        led = self.led_suit()
        if led is False:
            return hand
        follow = [c for c in hand if effective_suit(c, self.trump) == led]
        if not follow and not self.k["trump_off_suit_ace"] and self.trump is not None:
            # "You may not trump an off suit ACE unless all you have is trump": a plain ace
            # winning the trick (no trump on it yet)
            winner = dict(self.trick)[trick_winner(self.trick, self.trump, False)]
            if winner[0] == "A" and effective_suit(winner, self.trump) != self.trump:
                plain = [c for c in hand if effective_suit(c, self.trump) != self.trump]
                return plain or hand
        return follow or hand

    # -- applying ----------------------------------------------------------------------

    def apply(self, text: str) -> BidHand:
        if text not in self.legal():
            raise ValueError(f"{text!r} is not legal for {self.to_act}: {self.legal()}")
        new = self.clone()
        new._apply(text)
        return new

    def _apply(self, text: str) -> None:
        seat = self.to_act
        if self.phase == "discard":
            self.hands[seat].remove(text.split()[1])
            self.phase, self.to_act = "bid", (self.dealer + 1) % 4
        elif self.phase == "bid":
            if text in ("declare ace no face", "declare misdeal"):
                self._throw_in(declared=text[len("declare ") :])
                return
            if text != "pass":
                self.high_bid, self.high_bidder = text.split()[1], seat
            self.bids_made += 1
            if self.bids_made < 4:
                self.to_act = (seat + 1) % 4
            elif self.high_bid is None:
                self._throw_in(declared=None)
            else:
                self.phase, self.to_act = "trump", self.high_bidder
        elif self.phase == "trump":
            what = text[len("call ") :]
            if what == "no trump":
                self.trump = None
            elif what == "low no trump":
                self.trump, self.low = None, True
            else:
                self.trump = NAME_SUIT[what]
            if self.high_bid == "best":
                self.phase, self.to_act = "give_best", (seat + 2) % 4
            else:
                if self.high_bid == "moon":
                    self.sitting_out = (seat + 2) % 4
                self.phase, self.to_act = "play", seat
        elif self.phase == "give_best":
            card = text.split()[1]
            self.hands[seat].remove(card)
            self.hands[self.high_bidder].append(card)
            self.received = card
            self.phase, self.to_act = "give_back", self.high_bidder
        elif self.phase == "give_back":
            card = text.split()[1]
            self.hands[seat].remove(card)
            self.hands[(seat + 2) % 4].append(card)
            self.sitting_out = (seat + 2) % 4
            self.phase, self.to_act = "play", seat
        elif self.phase == "play":
            if text.startswith("claim"):
                self._claim(seat, text, self.tricks)
                return
            self._play(seat, text.split()[1])
        elif self.phase == "claim":
            if text != "pass":
                self._claim(seat, text, self.cph)
                if self.phase == "done":
                    return
            if self.claim_queue:
                self.to_act = self.claim_queue.pop(0)
            else:
                self._score()
        else:
            raise AssertionError(self.phase)

    def _claim(self, seat: int, text: str, index: int) -> None:
        named = SEATS.index(text.split()[-1])
        self.claimed_in[seat] = index
        if named in self.reneges:
            self.reneges.remove(named)
            alone = self.alone_team() == seat % 2
            by_lone = self.k["renege_points_by_lone"]
            if alone:
                points = self.k["renege_points_alone"]
            elif self.alone_team() == named % 2 and by_lone is not None:
                points = by_lone  # the lone bidder reneged
            else:
                points = self.k["renege_points"]
            if self.k["renege_penalty"] == "offenders_lose":
                self.penalty[named % 2] -= points
            elif self.k["renege_penalty"] == "opponents_gain":
                self.penalty[seat % 2] += points
            else:  # pragma: no cover - not modelled for Bid Euchre
                raise NotImplementedError(self.k["renege_penalty"])
            if self.k["renege_ends_hand"]:
                self._finish(list(self.penalty))
        else:
            self.penalty[seat % 2] -= self.k["renege_false_claim"]

    def _play(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        led = self.led_suit()
        if (
            led is not False
            and effective_suit(card, self.trump) != led
            and any(effective_suit(c, self.trump) == led for c in hand)
        ):
            self.reneges.append(seat)
        hand.remove(card)
        self.played[seat] = True
        self.trick.append((seat, card))
        size = 3 if self.sitting_out is not None else 4
        if len(self.trick) < size:
            self.to_act = self.next_active(seat)
            return
        winner = trick_winner(self.trick, self.trump, self.low)
        self.tricks_won[winner % 2] += 1
        self.tricks += 1
        self.trick = []
        if self.tricks < self.cph:
            self.to_act = winner
        elif self.k["renege"] == "penalise":
            order = []
            s = self.next_active(self.dealer)
            for _ in range(4 if self.sitting_out is None else 3):
                order.append(s)
                s = self.next_active(s)
            self.phase, self.to_act, self.claim_queue = "claim", order[0], order[1:]
        else:
            self._score()

    def _score(self) -> None:
        bidders = self.high_bidder % 2
        tv = self.k["bid_trick_value"]
        made = self.tricks_won[bidders]
        points = [0, 0]
        points[1 - bidders] = self.tricks_won[1 - bidders] * tv
        if self.high_bid in ("best", "moon"):
            value = self.k["bid_best_value" if self.high_bid == "best" else "bid_moon_value"]
            if made == self.cph:
                points[bidders] = value
            elif self.k["bid_set_value"] == "tricks":
                points[bidders] = -self.cph * tv
            else:
                points[bidders] = -value
        else:
            need = int(self.high_bid)
            points[bidders] = made * tv if made >= need else -need * tv
        self._finish([points[0] + self.penalty[0], points[1] + self.penalty[1]])

    def _finish(self, points: list[int]) -> None:
        self.phase, self.to_act = "done", None
        self.result = {
            "points": tuple(points),
            "tricks": tuple(self.tricks_won),
            "bid": self.high_bid,
            "thrown_in": False,
            "declared": None,
        }

    def _throw_in(self, declared: str | None) -> None:
        self.phase, self.to_act = "done", None
        self.result = {
            "points": (0, 0),
            "tricks": (0, 0),
            "bid": None,
            "thrown_in": True,
            "declared": declared,
        }


def _child(hand: BidHand, text: str) -> BidHand:
    new = hand.clone()
    new._apply(text)
    return new


def perft(hand: BidHand, depth: int | None = None) -> int:
    """Leaves to the end of the hand (or positions after ``depth`` decisions)."""
    if hand.phase == "done" or depth == 0:
        return 1
    nxt = None if depth is None else depth - 1
    return sum(perft(_child(hand, a), nxt) for a in hand.legal())


def perft_divide(hand: BidHand, depth: int | None = None) -> dict[str, int]:
    nxt = None if depth is None else depth - 1
    return {a: perft(_child(hand, a), nxt) for a in hand.legal()}
