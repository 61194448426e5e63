"""An independent, deliberately simple reference model of one Knock Euchre hand.

Written from ``docs/api.md`` and ``RULES.md`` only (no code shared with the package), for
differential testing.  Cards are 2-character strings (rank ``9 T J Q K A`` + suit
``c d h s``), seats are ints 0..3 (N, E, S, W, clockwise), actions are canonical texts.
The model is mutable: ``apply`` changes it in place; use ``copy.deepcopy`` to branch.

    model = RefHand(rules, hands, upcard, dealer)
    model.to_act          -> seat to act (None when the hand is over)
    model.legal()         -> set of action texts
    model.apply(text)
    model.result          -> None while playing, 'thrown in', or (ns_points, ew_points)
"""

from __future__ import annotations

import copy

RANKS = "9TJQKA"
SUITS = "cdhs"
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
NAME_SUIT = {name: letter for letter, name in SUIT_NAME.items()}
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


def partner(seat: int) -> int:
    return (seat + 2) % 4


def team(seat: int) -> int:
    return seat % 2


def effective_suit(card: str, trump: str) -> str:
    """The suit a card counts as: the left bower (jack of the same colour) is trump."""
    if card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump
    return card[1]


def card_power(card: str, trump: str, led: str) -> int:
    """Bigger wins the trick.  Trumps beat the led suit; other cards never win."""
    suit = effective_suit(card, trump)
    if suit == trump:
        if card == "J" + trump:
            return 200  # right bower
        if card[0] == "J":
            return 199  # left bower
        return 100 + RANKS.index(card[0])  # A K Q T 9
    if suit == led:
        return 50 + RANKS.index(card[0])  # A K Q J T 9
    return 0


class RefHand:
    def __init__(self, rules, hands, upcard: str, dealer: int,
                 canadian_after_call: str = "forced_question") -> None:
        self.rules = rules
        self.hands = [list(h) for h in hands]
        assert all(len(h) == 5 for h in self.hands)
        self.upcard = upcard
        self.dealer = dealer
        # how a Canadian loner is treated with alone_timing='after_call' (the spec is
        # silent): 'forced_question' = dealer picks up as usual, then the maker's alone
        # decision offers only 'go alone'.
        self.canadian_after_call = canadian_after_call
        self.phase = "order"  # order, pickup, discard, call, alone, play, over
        self.to_act: int | None = (dealer + 1) % 4
        self.passes = 0
        self.turned_down: str | None = None
        self.trump: str | None = None
        self.maker: int | None = None
        self.alone: int | None = None  # lone maker-side seat
        self.lone_defender: int | None = None
        self.forced_alone = False
        self.alone_stage: str | None = None
        self.sitting_out: list[int] = []
        self.leader: int | None = None
        self.trick: list[tuple[int, str]] = []
        self.tricks: list[tuple[int, list[tuple[int, str]], int]] = []  # (leader, plays, winner)
        self.tricks_won = [0, 0]
        self.result = None

    # ----------------------------------------------------------------- helpers
    def _alone_allowed_with_call(self) -> bool:
        r = self.rules
        return r.alone != "nobody" and r.alone_timing == "with_call"

    def _canadian(self, seat: int) -> bool:
        return bool(self.rules.canadian_loner) and seat == partner(self.dealer)

    def _active(self) -> list[int]:
        return [s for s in range(4) if s not in self.sitting_out]

    def _first_in_play_from(self, seat: int) -> int:
        for k in range(4):
            s = (seat + k) % 4
            if s not in self.sitting_out:
                return s
        raise AssertionError("nobody in play")

    # ----------------------------------------------------------------- legal
    def legal(self) -> set[str]:
        r = self.rules
        seat = self.to_act
        if self.phase == "order":
            acts = {"pass"}
            if self._canadian(seat):
                if r.alone_timing == "with_call":
                    acts.add("order up alone")
                else:
                    acts.add("order up")
            else:
                acts.add("order up")
                if self._alone_allowed_with_call():
                    acts.add("order up alone")
            return acts
        if self.phase == "pickup":
            return {"pick up", "pass"}
        if self.phase == "discard":
            cards = list(self.hands[self.dealer])
            if not r.discard_upcard:
                cards.remove(self.upcard)
            return {"discard " + c for c in cards}
        if self.phase == "call":
            acts = set()
            if not (r.stick_the_dealer and seat == self.dealer):
                acts.add("pass")
            for s in SUITS:
                if s == self.turned_down:
                    continue
                acts.add("call " + SUIT_NAME[s])
                if self._alone_allowed_with_call():
                    acts.add("call " + SUIT_NAME[s] + " alone")
            return acts
        if self.phase == "alone":
            if self.alone_stage == "maker" and self.forced_alone:
                return {"go alone"}
            return {"go alone", "pass"}
        if self.phase == "play":
            hand = self.hands[seat]
            if not self.trick:
                return {"play " + c for c in hand}
            led = effective_suit(self.trick[0][1], self.trump)
            follow = [c for c in hand if effective_suit(c, self.trump) == led]
            return {"play " + c for c in (follow or hand)}
        return set()

    # ----------------------------------------------------------------- apply
    def apply(self, text: str) -> None:
        legal = self.legal()
        if text not in legal:
            raise ValueError(f"reference: {text!r} is not legal; legal: {sorted(legal)}")
        seat = self.to_act
        getattr(self, "_apply_" + self.phase)(seat, text)

    def _apply_order(self, seat: int, text: str) -> None:
        if text == "pass":
            self.passes += 1
            if self.passes == 4:
                self.phase = "call"
                self.turned_down = self.upcard[1]
                self.passes = 0
                self.to_act = (self.dealer + 1) % 4
            else:
                self.to_act = (seat + 1) % 4
            return
        self.trump = self.upcard[1]
        self.maker = seat
        if text == "order up alone":
            self.alone = seat
        elif self._canadian(seat):
            if self.canadian_after_call == "auto":
                self.alone = seat
            else:
                self.forced_alone = True
        dealer_sits_out = self.alone is not None and self.alone == partner(self.dealer)
        if dealer_sits_out:
            self._start_alone_phase()
        elif self.rules.dealer_pickup == "optional" and seat != self.dealer:
            self.phase = "pickup"
            self.to_act = self.dealer
        else:
            self._take_upcard()

    def _take_upcard(self) -> None:
        self.hands[self.dealer].append(self.upcard)
        self.phase = "discard"
        self.to_act = self.dealer

    def _apply_pickup(self, seat: int, text: str) -> None:
        if text == "pick up":
            self._take_upcard()
        else:
            self._start_alone_phase()

    def _apply_discard(self, seat: int, text: str) -> None:
        card = text.split()[1]
        self.hands[seat].remove(card)
        self._start_alone_phase()

    def _apply_call(self, seat: int, text: str) -> None:
        if text == "pass":
            self.passes += 1
            if self.passes == 4:
                self.phase = "over"
                self.to_act = None
                self.result = "thrown in"
            else:
                self.to_act = (seat + 1) % 4
            return
        words = text.split()
        self.trump = NAME_SUIT[words[1]]
        self.maker = seat
        if len(words) == 3:
            self.alone = seat
        self._start_alone_phase()

    # --- alone phase: maker (after_call), maker's partner (maker_or_partner), defenders
    def _start_alone_phase(self) -> None:
        self.phase = "alone"
        self.alone_stage = "start"
        self._advance_alone()

    def _advance_alone(self) -> None:
        r = self.rules
        stages = ["start", "maker", "partner", "def1", "def2", "done"]
        while True:
            self.alone_stage = stages[stages.index(self.alone_stage) + 1]
            st = self.alone_stage
            if st == "maker":
                if (r.alone != "nobody" and r.alone_timing == "after_call"
                        and self.alone is None):
                    self.to_act = self.maker
                    return
            elif st == "partner":
                if r.alone == "maker_or_partner" and self.alone is None:
                    self.to_act = partner(self.maker)
                    return
            elif st == "def1":
                if r.defender_alone == "always" or (
                        r.defender_alone == "vs_lone_maker" and self.alone is not None):
                    self.to_act = self._first_defender()
                    return
                self.alone_stage = "def2"  # skip both defenders
            elif st == "def2":
                if self.lone_defender is None and self._defenders_asked():
                    self.to_act = partner(self._first_defender())
                    return
            else:
                self._start_play()
                return

    def _defenders_asked(self) -> bool:
        r = self.rules
        return r.defender_alone == "always" or (
            r.defender_alone == "vs_lone_maker" and self.alone is not None)

    def _first_defender(self) -> int:
        r = self.rules
        if r.defender_alone_order == "maker_left":
            return (self.maker + 1) % 4
        for k in range(1, 5):
            s = (self.dealer + k) % 4
            if team(s) != team(self.maker):
                return s
        raise AssertionError

    def _apply_alone(self, seat: int, text: str) -> None:
        if text == "go alone":
            if self.alone_stage in ("maker", "partner"):
                self.alone = seat
            else:
                self.lone_defender = seat
        self._advance_alone()

    # --- play
    def _start_play(self) -> None:
        r = self.rules
        self.sitting_out = []
        if self.alone is not None:
            self.sitting_out.append(partner(self.alone))
        if self.lone_defender is not None:
            self.sitting_out.append(partner(self.lone_defender))
        if r.first_lead == "dealer_left":
            lead = self._first_in_play_from(self.dealer + 1)
        elif r.first_lead == "maker_left":
            lead = self._first_in_play_from(self.maker + 1)
        else:  # lone_left
            if self.alone is not None and self.lone_defender is not None:
                lead = self.lone_defender
            elif self.alone is not None:
                lead = self._first_in_play_from(self.alone + 1)
            elif self.lone_defender is not None:
                lead = self._first_in_play_from(self.lone_defender + 1)
            else:
                lead = self._first_in_play_from(self.dealer + 1)
        self.phase = "play"
        self.leader = lead
        self.to_act = lead
        self.trick = []

    def _apply_play(self, seat: int, text: str) -> None:
        card = text.split()[1]
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < len(self._active()):
            self.to_act = self._first_in_play_from(seat + 1)
            return
        led = effective_suit(self.trick[0][1], self.trump)
        winner = max(self.trick, key=lambda sc: card_power(sc[1], self.trump, led))[0]
        self.tricks.append((self.leader, self.trick, winner))
        self.tricks_won[team(winner)] += 1
        self.trick = []
        if len(self.tricks) == 5:
            self._score()
            return
        self.leader = winner
        self.to_act = winner

    def _score(self) -> None:
        s = self.rules.scoring
        makers = team(self.maker)
        taken = self.tricks_won[makers]
        maker_alone = self.alone is not None
        points = [0, 0]
        if taken == 5:
            points[makers] = s.lone_march if maker_alone else s.march
        elif taken >= 3:
            points[makers] = s.lone if maker_alone else s.makers
        else:
            if self.lone_defender is not None:
                value = s.lone_defender_march if taken == 0 else s.lone_defender_euchre
            elif s.super_euchre is not None and taken == 0:
                value = s.super_euchre
            elif maker_alone:
                value = s.lone_euchre
            else:
                value = s.euchre
            points[1 - makers] = value
        self.result = (points[0], points[1])
        self.phase = "over"
        self.to_act = None

    def __deepcopy__(self, memo):
        """Copy every mutable field; the RuleSet is frozen and shared."""
        new = copy.copy(self)
        new.hands = [list(h) for h in self.hands]
        new.sitting_out = list(self.sitting_out)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.tricks_won = list(self.tricks_won)
        return new

    # ----------------------------------------------------------------- perft
    def perft(self) -> int:
        if self.result is not None:
            return 1
        total = 0
        for action in sorted(self.legal()):
            child = copy.deepcopy(self)
            child.apply(action)
            total += child.perft()
        return total

    def perft_divide(self) -> dict[str, int]:
        out = {}
        for action in sorted(self.legal()):
            child = copy.deepcopy(self)
            child.apply(action)
            out[action] = child.perft()
        return out


def from_engine_deal(rules, deal, dealer: int, **kw) -> RefHand:
    """Build the model from a ``euchre.Deal`` (cards converted through ``str``)."""
    hands = [[str(c) for c in h] for h in deal.hands]
    return RefHand(rules, hands, str(deal.upcard), int(dealer), **kw)
