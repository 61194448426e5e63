"""An independent, deliberately simple reference model of one Knock Euchre hand.

Written from ``docs/api.md`` and ``RULES.md`` only (no code shared with the package), for
differential testing.  Cards are 2-character strings (rank ``7 8 9 T J Q K A`` + suit
``c d h s``; the joker is ``Jo``), seats are ints 0..3 (N, E, S, W, clockwise), actions
are canonical texts.  No trump is the pseudo-suit ``"n"``.  The model is mutable:
``apply`` changes it in place; use ``copy.deepcopy`` to branch.

    model = RefHand(rules, hands, upcard, dealer, kitty=...)
    model.to_act          -> seat to act (None when the hand is over)
    model.legal()         -> set of action texts
    model.apply(text)
    model.result          -> None while playing, 'thrown in', or (ns_points, ew_points)
    model.next_dealer     -> who deals next (once the hand is over)
    model.reneges         -> [(seat, card, trick_index)] every renege, in order
    model.claims          -> [(claimant, named, proven)] every claim, in order

Readings of the spec (``docs/api.md`` "Deck variants and irregularities") where it is
silent are the class attributes / comments marked READING below.
"""

from __future__ import annotations

import copy

RANKS = "789TJQKA"  # plain order, low to high (the 24-card deck starts at 9)
SUITS = "cdhs"
JOKER = "Jo"
NT = "n"  # no trump
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
NAME_SUIT = {name: letter for letter, name in SUIT_NAME.items()}
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}
SEAT_NAME = ("north", "east", "south", "west")
NAME_SEAT = {name: i for i, name in enumerate(SEAT_NAME)}
BEST_SUIT_ORDER = "cdhs"  # call for best ties: spades > hearts > diamonds > clubs


def partner(seat: int) -> int:
    return (seat + 2) % 4


def team(seat: int) -> int:
    return seat % 2


def deck(size: int) -> list[str]:
    ranks = RANKS if size == 32 else RANKS[2:]
    cards = [r + s for s in SUITS for r in ranks]
    if size == 25:
        cards.append(JOKER)
    return cards


def suit_letter(value) -> str:
    """'h' from a Suit, 'hearts' or 'h'."""
    text = str(value).lower()
    return NAME_SUIT.get(text, text[:1])


def effective_suit(card: str, trump: str) -> str | None:
    """The suit a card counts as: the joker and the left bower are trump; in no trump the
    joker belongs to no suit (None) and jacks are plain."""
    if card == JOKER:
        return None if trump == NT else trump
    if trump != NT and card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump
    return card[1]


def card_power(card: str, trump: str, led: str | None) -> int:
    """Bigger wins the trick.  The joker beats everything (trump or no trump); trumps
    beat the led suit; other cards never win."""
    if card == JOKER:
        return 300
    suit = effective_suit(card, trump)
    if trump != NT and suit == trump:
        if card == "J" + trump:
            return 200  # right bower
        if card[0] == "J":
            return 199  # left bower
        return 100 + RANKS.index(card[0])  # A K Q T 9 8 7
    if suit == led:
        return 50 + RANKS.index(card[0])  # A K Q J T 9 8 7
    return 0


def follow_cards(hand: list[str], trick: list[tuple[int, str]], trump: str) -> list[str]:
    """The cards that follow the lead (empty when the player is void, or when nothing
    is to be followed: a lead, or the joker led in no trump)."""
    if not trick:
        return []
    led = effective_suit(trick[0][1], trump)
    if led is None:
        return []
    return [c for c in hand if effective_suit(c, trump) == led]


def best_card(hand: list[str], trump: str) -> str:
    """Call for best: the highest trump by the trump ranking; holding no trump (or in no
    trump) the highest by rank, ties to the higher suit (spades, hearts, diamonds, clubs).
    READING: in no trump the joker (which wins any trick) is the best card."""
    if JOKER in hand:
        return JOKER
    if trump != NT:
        trumps = [c for c in hand if effective_suit(c, trump) == trump]
        if trumps:
            return max(trumps, key=lambda c: card_power(c, trump, None))
    return max(hand, key=lambda c: (RANKS.index(c[0]), BEST_SUIT_ORDER.index(c[1])))


def ace_no_face(hand: list[str]) -> bool:
    """READING: the joker is not a face card (only K, Q, J are)."""
    return any(c[0] == "A" for c in hand) and not any(c[0] in "KQJ" and c != JOKER for c in hand)


def farmer(hand: list[str], size: int) -> bool:
    """READING: only 9s and 10s count (not the 7s and 8s of the 32-card deck)."""
    return sum(1 for c in hand if c[0] in "9T") >= size


class RefHand:
    # READING: who deals after a declared ace-no-face: ace_no_face_dealer (seed 002 says
    # "the deal passes on", the default; euchre.com: the same dealer), whatever all_pass says.  A farmer's redeal (no seed text) is
    # thrown in as when all pass (all_pass decides).
    # READING: the dealer names a suit for a joker upcard with this action text.
    name_action = "call {suit}"

    def __init__(self, rules, hands, upcard: str, dealer: int,
                 canadian_after_call: str = "forced_question", kitty=None) -> None:
        self.rules = rules
        self.hands = [list(h) for h in hands]
        assert all(len(h) == 5 for h in self.hands)
        self.deck_size = getattr(rules, "deck", 24)
        if kitty is None:
            used = {c for h in self.hands for c in h} | {upcard}
            kitty = [c for c in deck(self.deck_size) if c not in used]
        self.kitty = list(kitty)
        self.upcard = upcard
        self.dealer = dealer
        # how a Canadian loner is treated with alone_timing='after_call' (the spec is
        # silent): 'forced_question' = dealer picks up as usual, then the maker's alone
        # decision offers only 'go alone'.
        self.canadian_after_call = canadian_after_call
        self.phase = "order"  # name, order, farmer, pickup, discard, call, alone, best,
        #                       play, claim, over
        self.to_act: int | None = (dealer + 1) % 4
        self.passes = 0
        self.passed: set[int] = set()  # seats that passed in the bidding (round 1 or 2)
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
        self.next_dealer: int | None = None
        self.thrown_in_by: str | None = None  # all_pass, joker, misdeal, ace_no_face, farmer
        self.farmer_discards = 0
        self.declared: list[int] = []
        self.upcard_suit = upcard[1] if upcard != JOKER else None
        self.reneges: list[tuple[int, str, int]] = []
        self.penalised: list[int] = []  # indexes into reneges already proven
        self.claims: list[tuple[int, int, bool]] = []
        self.claimed_since_card: list[tuple[int, int]] = []
        self.claim_log: set[tuple[int, int]] = set()  # (claimant, trick index) of each claim
        self.claim_queue: list[int] = []
        self.delta = [0, 0]  # score changes during the hand (penalties, false claims)
        self.ended_by_renege = False
        if upcard == JOKER:
            mode = getattr(rules, "joker_upcard", "dealer_names")
            if mode == "redeal":
                self._throw_in("joker")
            elif mode == "fixed":
                self.upcard_suit = suit_letter(rules.joker_suit)
            else:
                self.phase = "name"
                self.to_act = dealer

    # ----------------------------------------------------------------- helpers
    def _alone_allowed_with_call(self) -> bool:
        r = self.rules
        return r.alone != "nobody" and r.alone_timing == "with_call"

    def _needs_natural(self, how: str) -> bool:
        """The natural-trump rule (a table rule): to order up ("order"), or to name trump
        in round 2 too ("name")."""
        value = getattr(self.rules, "natural_trump", "not_required")
        return value == "to_order_or_name" or (how == "order" and value == "to_order")

    def _natural(self, seat: int, suit: str | None) -> bool:
        """Whether ``seat`` holds a card of ``suit`` by its face (not the left bower, not
        the joker)."""
        return any(c != JOKER and c[1] == suit for c in self.hands[seat])

    def _ace_rule_bars_trumps(self, hand: list[str]) -> bool:
        """The house rule "You may not trump an off suit ACE unless all you have is trump /
        If a trump has been played before you turn, you can over trump"
        (trump_off_suit_ace=False): a plain ace is winning the trick, and the hand holds a
        trump and a card that is not one."""
        if getattr(self.rules, "trump_off_suit_ace", True) or not self.trick or self.trump == NT:
            return False
        led = effective_suit(self.trick[0][1], self.trump)
        winner = max(self.trick, key=lambda sc: card_power(sc[1], self.trump, led))[1]
        plain_ace = winner[0] == "A" and effective_suit(winner, self.trump) != self.trump
        trumps = [c for c in hand if effective_suit(c, self.trump) == self.trump]
        return plain_ace and 0 < len(trumps) < len(hand)

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

    def _penalise(self) -> bool:
        return getattr(self.rules, "renege", "forbid") == "penalise"

    def _throw_in(self, why: str) -> None:
        self.thrown_in_by = why
        self.result = "thrown in"
        self.phase = "over"
        self.to_act = None
        if why == "ace_no_face":  # euchre.com: the same dealer redeals, by the knob
            same = getattr(self.rules, "ace_no_face_dealer", "next_dealer") == "same_dealer"
            self.next_dealer = self.dealer if same else (self.dealer + 1) % 4
        elif why == "misdeal":
            # READING: euchre.com "the same dealer must reshuffle and redealt the cards. The
            # deal passes to the next player if the same dealer misdeals three times in a
            # row" (misdeal="same_dealer", misdeals_to_pass); Hoyle's law 41 "A misdeal
            # loses the deal" (misdeal="next_dealer"). A model hand is the game's first, so
            # this misdeal is the dealer's first in a row.
            limit = self.rules.misdeals_to_pass
            same = self.rules.misdeal == "same_dealer" and (limit == 0 or limit > 1)
            self.next_dealer = self.dealer if same else (self.dealer + 1) % 4
        elif self.rules.all_pass == "same_dealer":
            self.next_dealer = self.dealer
        else:
            self.next_dealer = (self.dealer + 1) % 4

    def _claims_for(self, seat: int) -> set[str]:
        out = set()
        # an opponent who has played a card in the claim window; at most one claim per
        # player per trick (the claim round counts as a sixth trick; a player acts once
        # per trick, except after a renege taken back)
        if self.phase == "play" and (seat, len(self.tricks)) in self.claim_log:
            return out
        window = set()
        for index in self._window_tricks():
            plays = self.trick if index == len(self.tricks) else self.tricks[index][1]
            window |= {s for s, _ in plays}
        for o in range(4):
            if team(o) == team(seat) or o not in window:
                continue
            out.add("claim renege " + SEAT_NAME[o])
        return out

    # ----------------------------------------------------------------- legal
    def legal(self) -> set[str]:
        r = self.rules
        seat = self.to_act
        if self.phase == "name":
            return {self.name_action.format(suit=SUIT_NAME[s]) for s in SUITS}
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
            if self._needs_natural("order") and not self._natural(seat, self.upcard_suit):
                acts = {"pass"}
            # every seat has exactly one turn in round 1, so each turn is its first
            if seat in self.declared:
                return acts
            # nobody has spoken yet: the first turn, before a farmer's declaration there
            if getattr(r, "misdeal", "off") != "off" and seat == (self.dealer + 1) % 4:
                acts.add("declare misdeal")
            if getattr(r, "ace_no_face", False) and ace_no_face(self.hands[seat]):
                acts.add("declare ace no face")
            if getattr(r, "farmers_hand", "off") != "off" and farmer(
                    self.hands[seat], r.farmers_hand_size):
                acts.add("declare farmer")
            return acts
        if self.phase == "farmer":
            return {"discard " + c for c in self.hands[seat]}
        if self.phase == "pickup":
            return {"pick up", "pass"}
        if self.phase == "discard":
            cards = list(self.hands[self.dealer])
            if not r.discard_upcard:
                cards.remove(self.upcard)
            return {"discard " + c for c in cards}
        if self.phase == "best":
            return {"discard " + c for c in self.hands[seat]}
        if self.phase == "give":  # best_card_choice="partner": any card the partner holds
            return {"give " + c for c in self.hands[seat]}
        if self.phase == "call":
            acts = set()
            if not (r.stick_the_dealer and seat == self.dealer):
                acts.add("pass")
            names = [SUIT_NAME[s] for s in SUITS if s != self.turned_down]
            if self._needs_natural("name"):
                # READING: a stuck dealer holding no natural card of any suit names any
                held = [n for n in names if self._natural(seat, NAME_SUIT[n])]
                if held or "pass" in acts:
                    names = held
            if getattr(r, "no_trump", False):
                names.append("no trump")
            for name in names:
                acts.add("call " + name)
                if self._alone_allowed_with_call():
                    acts.add("call " + name + " alone")
            return acts
        if self.phase == "alone":
            if self.alone_stage == "maker" and self.forced_alone:
                return {"go alone"}
            return {"go alone", "pass"}
        if self.phase == "play":
            hand = self.hands[seat]
            if self._penalise():
                return {"play " + c for c in hand} | self._claims_for(seat)
            follow = follow_cards(hand, self.trick, self.trump)
            if not follow and self._ace_rule_bars_trumps(hand):
                return {"play " + c for c in hand if effective_suit(c, self.trump) != self.trump}
            return {"play " + c for c in (follow or hand)}
        if self.phase == "claim":
            return {"pass"} | self._claims_for(seat)
        return set()

    # ----------------------------------------------------------------- apply
    def apply(self, text: str) -> None:
        legal = self.legal()
        if text not in legal:
            raise ValueError(f"reference: {text!r} is not legal; legal: {sorted(legal)}")
        self._do(text)

    def _do(self, text: str) -> None:
        seat = self.to_act
        if text.startswith("claim renege "):
            self._claim(seat, NAME_SEAT[text.split()[2]])
            return
        getattr(self, "_apply_" + self.phase)(seat, text)

    def _apply_name(self, seat: int, text: str) -> None:
        self.upcard_suit = NAME_SUIT[text.split()[-1]]
        self.phase = "order"
        self.to_act = (self.dealer + 1) % 4

    def _round1_pass(self, seat: int) -> None:
        self.passed.add(seat)
        self.passes += 1
        if self.passes == 4:
            self.phase = "call"
            self.turned_down = self.upcard_suit
            self.passes = 0
            self.to_act = (self.dealer + 1) % 4
        else:
            self.phase = "order"
            self.to_act = (seat + 1) % 4

    def _apply_order(self, seat: int, text: str) -> None:
        if text == "pass":
            self._round1_pass(seat)
            return
        if text == "declare ace no face":
            self._throw_in("ace_no_face")
            return
        if text == "declare misdeal":
            self._throw_in("misdeal")
            return
        if text == "declare farmer":
            if self.rules.farmers_hand == "redeal":
                self._throw_in("farmer")
                return
            self.farmer_discards = len(self.kitty)
            self.hands[seat].extend(self.kitty)
            self.kitty = []
            self.phase = "farmer"
            return
        self.trump = self.upcard_suit
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

    def _apply_farmer(self, seat: int, text: str) -> None:
        card = text.split()[1]
        self.hands[seat].remove(card)
        self.kitty.append(card)
        self.farmer_discards -= 1
        if self.farmer_discards == 0:
            # the declarer, who has not yet bid, passes or orders up; a player declares
            # once per hand
            self.phase = "order"
            self.declared.append(seat)

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
            self.passed.add(seat)
            self.passes += 1
            if self.passes == 4:
                self._throw_in("all_pass")
            else:
                self.to_act = (seat + 1) % 4
            return
        words = text.split()
        alone = words[-1] == "alone"
        name = " ".join(words[1:-1] if alone else words[1:])
        self.trump = NT if name == "no trump" else NAME_SUIT[name]
        self.maker = seat
        if alone:
            self.alone = seat
        self._start_alone_phase()

    # --- alone phase: maker (after_call), maker's partner (maker_or_partner), call for
    # best (READING: once the maker side's alone choice is settled, before the defenders
    # are asked), defenders
    def _start_alone_phase(self) -> None:
        self.phase = "alone"
        self.alone_stage = "start"
        self._advance_alone()

    def _advance_alone(self) -> None:
        r = self.rules
        stages = ["start", "maker", "partner", "best", "def1", "def2", "defbest", "done"]
        while True:
            self.alone_stage = stages[stages.index(self.alone_stage) + 1]
            st = self.alone_stage
            self.phase = "alone"
            if st == "maker":
                if (r.alone != "nobody" and r.alone_timing == "after_call"
                        and self.alone is None):
                    self.to_act = self.maker
                    return
            elif st == "partner":
                # Hoyle's law 93: the partner may go alone "provided that he himself has
                # not already passed" (partner_alone_after_passing=False)
                may = (getattr(r, "partner_alone_after_passing", True)
                       or partner(self.maker) not in self.passed)
                if r.alone == "maker_or_partner" and self.alone is None and may:
                    self.to_act = partner(self.maker)
                    return
            elif st == "best":
                if getattr(r, "call_for_best", False) and self.alone is not None:
                    self._call_for_best(self.alone)
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
            elif st == "defbest":
                # Railroad Euchre: "A lone player or defender may ... call for his
                # partner's best card" (Bicycle; Keller 1887, chapter 6)
                if getattr(r, "defender_call_for_best", False) and self.lone_defender is not None:
                    self._call_for_best(self.lone_defender)
                    return
            else:
                self._start_play()
                return

    def _call_for_best(self, lone: int) -> None:
        """The partner of ``lone`` gives a card: the best by rule at once, or (Bicycle's
        Railroad Euchre, best_card_choice="partner") one of the partner's choosing."""
        giver = partner(lone)
        if getattr(self.rules, "best_card_choice", "rule") == "partner":
            self.phase = "give"
            self.to_act = giver
            return
        self._hand_over(giver, best_card(self.hands[giver], self.trump))

    def _hand_over(self, giver: int, card: str) -> None:
        lone = partner(giver)
        self.hands[giver].remove(card)
        self.hands[lone].append(card)
        self.phase = "best"
        self.to_act = lone

    def _apply_give(self, seat: int, text: str) -> None:
        self._hand_over(seat, text.split()[1])

    def _apply_best(self, seat: int, text: str) -> None:
        self.hands[seat].remove(text.split()[1])
        self._advance_alone()

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
        card = text[5:]
        if self._penalise():
            follow = follow_cards(self.hands[seat], self.trick, self.trump)
            if follow and card not in follow:
                self.reneges.append((seat, card, len(self.tricks)))
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.claimed_since_card = []
        if len(self.trick) < len(self._active()):
            self.to_act = self._first_in_play_from(seat + 1)
            return
        led = effective_suit(self.trick[0][1], self.trump)
        winner = max(self.trick, key=lambda sc: card_power(sc[1], self.trump, led))[0]
        self.tricks.append((self.leader, self.trick, winner))
        self.tricks_won[team(winner)] += 1
        self.trick = []
        if len(self.tricks) == 5:
            if self._penalise():
                self._start_claim_round()
            else:
                self._score()
            return
        self.leader = winner
        self.to_act = winner

    # --- reneges and claims
    def _window_tricks(self) -> list[int]:
        if self.rules.renege_claim == "hand":
            return list(range(len(self.tricks) + (1 if self.trick else 0)))
        index = len(self.tricks) if self.trick else len(self.tricks) - 1
        return [index] if index >= 0 else []

    def _window(self) -> list[int]:
        """Indexes of the reneges a claim may prove now."""
        if self.rules.renege_claim == "hand":
            return list(range(len(self.reneges)))
        # READING: the current trick once it has a card; before the next card (and in
        # the claim round) the last complete trick.
        index = len(self.tricks) if self.trick else len(self.tricks) - 1
        return [i for i, (_, _, t) in enumerate(self.reneges) if t == index]

    def _claim(self, claimant: int, named: int) -> None:
        r = self.rules
        found = [i for i in self._window()
                 if self.reneges[i][0] == named and i not in self.penalised]
        proven = bool(found)
        self.claims.append((claimant, named, proven))
        self.claimed_since_card.append((claimant, named))
        self.claim_log.add((claimant, len(self.tricks)))
        ours, theirs = team(claimant), team(named)
        if (proven and getattr(r, "renege_take_back", False) and self.trick
                and self.reneges[found[0]][2] == len(self.tricks)):
            self._take_back(found[0])
            return
        if not proven:
            self.delta[ours] -= r.renege_false_claim
        else:
            self.penalised.append(found[0])  # READING: a claim proves one renege
            lone_ours = any(s is not None and team(s) == ours
                            for s in (self.alone, self.lone_defender))
            lone_theirs = any(s is not None and team(s) == theirs
                              for s in (self.alone, self.lone_defender))
            by_lone = getattr(r, "renege_points_by_lone", None)
            if lone_ours:  # a renege against a lone hand
                pts = r.renege_points_alone
            elif lone_theirs and by_lone is not None:  # a renege by the lone player
                pts = by_lone
            else:
                pts = r.renege_points
            if r.renege_penalty == "opponents_gain":
                self.delta[ours] += pts
            elif r.renege_penalty == "offenders_lose":
                self.delta[theirs] -= pts
            else:  # euchre: the hand is lost by the offenders
                s = r.scoring
                if theirs == team(self.maker):
                    if self.lone_defender is not None:
                        value = s.lone_defender_euchre
                    elif self.alone is not None:
                        value = s.lone_euchre
                    else:
                        value = s.euchre
                else:
                    value = s.lone_march if self.alone is not None else s.march
                self.delta[ours] += value
            if r.renege_ends_hand:
                self.ended_by_renege = True
                self._finish(self.delta)
                return
        if self.phase == "claim":
            self._next_claimant()

    def _take_back(self, index: int) -> None:
        """Bicycle: "If caught before the trick has finished, the player may pick up his
        card without penalty" (renege_take_back). READING: the cards played after it go
        back too; the offender plays again."""
        seat, card, _ = self.reneges[index]
        at = self.trick.index((seat, card))
        for who, played in self.trick[at:]:
            self.hands[who].append(played)
        self.trick = self.trick[:at]
        del self.reneges[index]
        self.penalised = [i - (i > index) for i in self.penalised]
        self.to_act = seat

    def _start_claim_round(self) -> None:
        # READING: every player in the hand, from the dealer's left, once: claim or pass
        start = self._first_in_play_from(self.dealer + 1)
        self.claim_queue = [s for s in ((start + k) % 4 for k in range(4))
                            if s not in self.sitting_out]
        self.phase = "claim"
        self.to_act = self.claim_queue[0]

    def _next_claimant(self) -> None:
        self.claim_queue.pop(0)
        if self.claim_queue:
            self.to_act = self.claim_queue[0]
        else:
            self._score()

    def _apply_claim(self, seat: int, text: str) -> None:
        assert text == "pass"
        self._next_claimant()

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
        # EGN's fast break: the defenders take the first two tricks, then lose the last
        # three: nothing to either team. (EGN's four-trick tokens change nothing here: the
        # model plays one hand of a game, and a token is cashed only at the fourth.)
        by_team = [team(winner) for _, _, winner in self.tricks]
        if getattr(self.rules, "fast_break", False) and by_team == [1 - makers] * 2 + [makers] * 3:
            points = [0, 0]
        self._finish([points[0] + self.delta[0], points[1] + self.delta[1]])

    def _finish(self, points) -> None:
        self.result = (points[0], points[1])
        self.phase = "over"
        self.to_act = None
        self.next_dealer = (self.dealer + 1) % 4

    _SETS = ("passed", "claim_log")
    _LISTS = ("kitty", "sitting_out", "trick", "tricks", "tricks_won", "reneges", "penalised",
              "claims", "claimed_since_card", "claim_queue", "delta", "declared")

    def __deepcopy__(self, memo):
        """Copy every mutable field; the RuleSet is frozen and shared."""
        new = RefHand.__new__(RefHand)
        d = self.__dict__.copy()
        d["hands"] = [list(h) for h in self.hands]
        for name in self._LISTS:
            d[name] = list(d[name])
        for name in self._SETS:
            d[name] = set(d[name])
        new.__dict__ = d
        return new

    # ----------------------------------------------------------------- perft
    def perft(self, memo: dict | None = None) -> int:
        """Leaves of the decision tree.  In the play phase without reneges the count
        from a position depends only on the hands, the trick so far, the seat to act and
        the number of tricks played (and trump and who sits out), so those positions are counted once (a
        transposition table, as chess perft programs use)."""
        if self.result is not None:
            return 1
        if memo is None:
            memo = {}
        key = None
        if self.phase == "play" and not self._penalise():
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


def card_text(card) -> str:
    text = str(card)
    return JOKER if text.lower() in ("jo", "jk", "joker", "b") else text


def from_engine_deal(rules, deal, dealer: int, **kw) -> RefHand:
    """Build the model from a ``euchre.Deal`` (cards converted through ``str``)."""
    hands = [[card_text(c) for c in h] for h in deal.hands]
    kitty = [card_text(c) for c in deal.kitty]
    return RefHand(rules, hands, card_text(deal.upcard), int(dealer), kitty=kitty, **kw)
