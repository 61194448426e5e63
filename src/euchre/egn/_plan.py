"""The engine actions an EGN hand asks for, one at a time (:class:`Plan`): the replay's
and the rebuilding's reading of the calls, the naming, the discard, going alone, the plays."""

from __future__ import annotations

import attrs

from euchre.actions import (
    DECLARE_GO_UNDER,
    GO_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PICK_UP,
    Action,
    parse_action,
)
from euchre.cards import Card, Player, Seat
from euchre.deal import Deal
from euchre.egn._game import EgnHand
from euchre.egn._notation import ORDER_WORDS, SUIT_LETTERS
from euchre.errors import EuchreError
from euchre.records import Problem
from euchre.state import Phase, State


def _seat(seat: Seat | Player | None) -> Seat | Player | None:
    """A seat as the engine names it (None: nobody)."""
    return seat


def plan_call(call: str, alone: bool) -> Action | None:
    """The engine action of an EGN call; None for one the engine cannot make (``x``, or
    ``n`` without no trump)."""
    if call == "Pass":
        return PASS
    if call in ORDER_WORDS:
        return ORDER_UP_ALONE if alone else ORDER_UP
    if call in SUIT_LETTERS:
        return Action.call(SUIT_LETTERS[call], alone=alone)
    if call == "n":
        try:
            return parse_action("call no trump alone" if alone else "call no trump")
        except EuchreError:  # pragma: no cover - an engine without no trump
            return None
    return None


@attrs.define
class Plan:
    """The engine actions an EGN hand asks for, one at a time (see :func:`euchre.egn.replay`).

    :meth:`action` gives None to stop: the file says no more (``refused`` False), or asks
    for what the engine cannot do (``refused`` True, a problem noted). ``at`` is the place
    in the file of the last action given. :meth:`unused` notes what the file says that the
    replay did not use.
    """

    hand: EgnHand
    problems: list[Problem]
    at: str = ""
    refused: bool = False
    calls: int = 0
    plays: int = 0
    asked_defender: bool = False
    discarded: bool = False
    named: bool = False
    went_alone: bool = False
    exchanged: list[int] = attrs.Factory(list)  # the exchanges the calls for best replayed
    under: int | None = None  # the exchange going under (go_under) replayed
    under_discards: list[Card] = attrs.Factory(list)  # its discards, once found
    under_left: int = 0  # the discards going under still to make
    declares: bool = True  # whether to go under where the file says

    @property
    def where(self) -> str:
        return f"deals[{self.hand.index}]"

    def note(
        self, kind: str, message: str, where: str, seat: Seat | Player | None = None
    ) -> None:
        self.problems.append(
            Problem(kind=kind, message=message, hand=self.hand.index, seat=seat, where=where)
        )

    def refuse(
        self, kind: str, message: str, where: str, seat: Seat | Player | None = None
    ) -> None:
        self.note(kind, message, where, seat)
        self.refused = True

    def action(self, state: State) -> Action | None:
        self.at = self.where
        phase = state.phase
        if phase in (Phase.ORDER, Phase.CALL):
            return self.go_under(state) or self.call()
        if phase is Phase.JOKER:
            return self.name_joker()
        if phase is Phase.PICKUP:
            return PICK_UP
        if phase is Phase.DISCARD:
            return self.discard(state)
        if phase is Phase.ALONE:
            return self.alone(state)
        if phase is Phase.PLAY:
            return self.play()
        if phase is Phase.EXCHANGE:
            return self.give(state)
        self.refuse(
            "unsupported_rule",
            f"the engine waits for the {phase.value} phase, which EGN does not record",
            self.where,
            _seat(state.to_act),
        )
        return None

    def call(self) -> Action | None:
        if self.calls >= len(self.hand.calls):
            return None
        call = self.hand.calls[self.calls]
        self.at = f"{self.where}.phases[0].calls[{self.calls}]"
        self.calls += 1
        action = plan_call(call, self.hand.alone)
        self.refused = action is None  # 'n' or 'x': reported when read
        self.went_alone = self.went_alone or (action is not None and action.alone)
        return action

    def name_joker(self) -> Action | None:
        """The dealer names the suit of the joker turned up (``jokerSuit``)."""
        suit = self.hand.joker_suit
        self.at = f"{self.where}.phases[0].jokerSuit"
        if suit is None:
            hand = self.hand
            if not (hand.calls or hand.plays or hand.play_phase):
                return None  # the record stops before the naming: an unfinished hand
            self.refuse(
                "joker_suit_missing",
                "the joker was turned up and the dealer names its suit, but the file does not "
                "say which (jokerSuit): the hand cannot be replayed",
                self.at,
                self.hand.dealer,
            )
            return None
        self.named = True
        return Action.call(suit)

    def go_under(self, state: State) -> Action | None:
        """``declare go under`` (the ``go_under`` knob) at the first turn of the player the
        file's kitty exchange goes to (``cardExchanges`` without a ``sender``: EGN has no
        index for the kitty, nor says at which turn the player went under)."""
        if not self.declares or self.under is not None or state.rules.go_under == "off":
            return None
        if DECLARE_GO_UNDER not in state.legal_actions():
            return None
        for i, (giver, receiver, cards) in enumerate(self.hand.exchanges):
            if giver is None and receiver == state.to_act:
                self.under = i
                self.at = f"{self.where}.phases[0].cardExchanges[{i}]"
                assert state.deal is not None
                kitty = state.deal.kitty
                if set(cards) != set(kitty):
                    self.note(
                        "exchange_mismatch",
                        f"the file has {receiver} take "
                        f"{' '.join(str(c) for c in cards) or 'nothing'} from the kitty, but "
                        f"the kitty holds {' '.join(str(c) for c in kitty)}",
                        self.at,
                        receiver,
                    )
                self.under_left = len(kitty)
                return DECLARE_GO_UNDER
        return None

    def under_discard(self, state: State) -> Action | None:
        """A discard after going under: the cards the player took in hand and never plays
        (EGN has no field for them), but the dealer's own discard after taking the upcard."""
        seat = state.to_act
        assert seat is not None
        if not self.under_discards:
            played = {card for who, card in self.hand.plays if who == seat}
            if seat == self.hand.dealer and self.hand.discard_recorded:
                played.add(self.hand.discard)  # type: ignore[arg-type]
            left = [card for card in state.hands[seat] if card not in played]
            if len(left) != len(state.hands[seat]) - state.rules.cards_per_hand:
                if not (self.hand.plays or self.hand.play_phase):
                    return None  # the record stops before it
                self.refuse(
                    "unsupported_rule",
                    f"{seat} discards after going under, which EGN does not record: they are "
                    f"the cards {seat} holds and never plays, but the record has {len(left)} "
                    "such cards",
                    f"{self.where}.phases[0].cardExchanges[{self.under}]",
                    seat,
                )
                return None
            self.under_discards = left
        self.at = f"{self.where}.phases[0].cardExchanges[{self.under}]"
        self.under_left -= 1
        return Action.discard(self.under_discards.pop(0))

    def discard(self, state: State) -> Action | None:
        hand = self.hand
        if self.under_left:
            return self.under_discard(state)
        if self.best_due(state):
            return self.best_discard(state)
        if self.discarded or state.to_act != hand.dealer or not state.dealer_took_upcard:
            if not (hand.plays or hand.play_phase):
                return None  # the record stops before it
            self.refuse(
                "unsupported_rule",
                f"{state.to_act} must discard (a card exchange): EGN records only the "
                "dealer's discard after taking the upcard",
                self.where,
                _seat(state.to_act),
            )
            return None
        if hand.discard is None or not (hand.discard_recorded or hand.plays or hand.play_phase):
            return None  # an assumed discard only to carry on to the plays
        self.at = f"{self.where}.phases[0].discard"
        self.discarded = True
        return Action.discard(hand.discard)

    def best_due(self, state: State) -> bool:
        """Whether the discard due is the lone player's after the call for best (the
        ``call_for_best`` knob; EGN's ``partners_best``), not the dealer's, or a lone
        defender's (``defender_call_for_best``: see :func:`euchre.egn.read`)."""
        rules, seat = state.rules, state.to_act
        if rules.defender_call_for_best and seat is not None and seat == state.lone_defender:
            return True  # the dealer's discard came before anyone went alone
        lone = state.alone
        if not rules.call_for_best or lone is None or seat != lone:
            return False
        return self.discarded or lone != self.hand.dealer or not state.dealer_took_upcard

    def best_discard(self, state: State) -> Action | None:
        """The lone player's discard after the call for best: the card received is checked
        against the file's ``cardExchanges``; the discard is the one card the lone player
        holds and never plays (EGN has no field for it)."""
        lone = state.to_act
        assert lone is not None and state.deal is not None
        self.check_exchange(state, lone, state.deal)
        played = {card for seat, card in self.hand.plays if seat == lone}
        left = [card for card in state.hands[lone] if card not in played]
        if len(left) == 1:
            self.at = f"{self.where}.phases[0].cardExchanges"
            return Action.discard(left[0])
        if not (self.hand.plays or self.hand.play_phase):
            return None  # the record stops before it
        self.refuse(
            "unsupported_rule",
            f"{lone} discards after the call for best, which EGN does not record: it is the "
            f"card {lone} holds and never plays, but the record stops with {len(left)} such "
            "cards",
            self.where,
            lone,
        )
        return None

    def give(self, state: State) -> Action | None:
        """The partner's card in a call for best (``best_card_choice="partner"``): the
        file's ``cardExchanges`` entry from this player."""
        for i, (giver, _, cards) in enumerate(self.hand.exchanges):
            if giver == state.to_act and i not in self.exchanged and len(cards) == 1:
                self.at = f"{self.where}.phases[0].cardExchanges[{i}]"
                return Action.give(cards[0])
        if not (self.hand.plays or self.hand.play_phase):
            return None  # the record stops before it
        self.refuse(
            "unsupported_rule",
            f"{state.to_act} chooses the card to pass (best_card_choice='partner'), but the "
            "file has no cardExchanges entry of one card from this player",
            f"{self.where}.phases[0]",
            _seat(state.to_act),
        )
        return None

    def check_exchange(self, state: State, lone: Seat | Player, deal: Deal) -> None:
        """Note a ``cardExchanges`` entry to the lone player that is not the card the
        engine passed (the best card of the sitting-out partner): the file's deviation."""
        own = set(deal.hands[lone])  # dealt, the upcard picked up, the kitty gone under
        if lone == state.dealer and state.dealer_took_upcard and deal.upcard is not None:
            own.add(deal.upcard)
        if self.under is not None and self.hand.exchanges[self.under][1] == lone:
            own |= set(deal.kitty)
        received = tuple(card for card in state.hands[lone] if card not in own)
        for i, (giver, receiver, cards) in enumerate(self.hand.exchanges):
            if receiver != lone or i in self.exchanged:
                continue
            self.exchanged.append(i)
            if set(cards) != set(received) or (giver is not None and giver not in state.sitting_out):
                shown = " ".join(str(c) for c in cards) or "nothing"
                self.note(
                    "exchange_mismatch",
                    f"the file has {'the kitty' if giver is None else giver} give {shown} to "
                    f"{lone}, but under call_for_best the partner passes the best card "
                    "(best_card_choice='rule': EGN does not say who chose it): "
                    + " ".join(str(c) for c in received),
                    f"{self.where}.phases[0].cardExchanges[{i}]",
                    lone,
                )

    def alone(self, state: State) -> Action | None:
        hand = self.hand
        if state.to_act == hand.alone_defender:
            self.asked_defender = True
            return GO_ALONE
        if state.to_act == state.maker and hand.alone and state.alone is None:
            self.went_alone = True
            return GO_ALONE
        if hand.alone_defender is not None or hand.plays or hand.play_phase:
            return PASS  # implied: the hand goes on without this player alone
        return None

    def play(self) -> Action | None:
        hand = self.hand
        if hand.alone_defender is not None and not self.asked_defender:
            self.refuse(
                "bad_alone_defender",
                f"the file has {hand.alone_defender} defending alone, but the rules never "
                "offer it",
                f"{self.where}.phases[0].aloneDefender",
                hand.alone_defender,
            )
            return None
        if self.plays >= len(hand.plays):
            return None
        self.at = self.play_at(self.plays)
        _, card = hand.plays[self.plays]
        self.plays += 1
        return Action.play(card)

    def play_at(self, index: int) -> str:
        """The place in the file of the ``index``-th card played."""
        for t, trick in enumerate(self.hand.tricks):
            if index < len(trick):
                return f"{self.where}.phases[1].tricks[{t}][{index}]"
            index -= len(trick)
        return self.where

    def unused(self) -> None:
        """Note each thing the file says that the replay did not use (the hand is over, or
        the record stops before it)."""
        hand, bidding = self.hand, f"{self.where}.phases[0]"
        extra = len(hand.calls) - self.calls
        if extra > 0:
            made = any(call != "Pass" for call in hand.calls[: self.calls])
            after = "trump was made" if made else "the bidding was over"
            self.note(
                "extra_actions",
                f"{extra} calls after {after} are ignored",
                f"{bidding}.calls[{self.calls}]",
            )
        extra = len(hand.plays) - self.plays
        if extra > 0:
            self.note(
                "extra_actions",
                f"{extra} cards played after the hand was over are ignored",
                self.play_at(self.plays),
            )
        if hand.discard_recorded and not self.discarded:
            self.note(
                "extra_actions",
                f"the discard is ignored: {hand.dealer} did not take the upcard",
                f"{bidding}.discard",
                hand.dealer,
            )
        self.unused_flags(bidding)

    def unused_flags(self, bidding: str) -> None:
        hand = self.hand
        for i, _ in enumerate(hand.exchanges):
            if i not in self.exchanged and i != self.under:
                self.note(
                    "unsupported_rule",
                    "this card exchange is not replayed: the engine passes cards only for a "
                    "call for best (call_for_best: the lone player's partner gives the best "
                    "card, after the lone call) and for going under (go_under: the kitty, "
                    "no sender, gives its cards to a player whose hand may go under); "
                    "farmers has no knob that reads EGN's exchanges",
                    f"{bidding}.cardExchanges[{i}]",
                )
        if hand.alone and not self.went_alone:
            self.note("extra_actions", "isAlone is ignored: nobody went alone", f"{bidding}.isAlone")
        if hand.alone_defender is not None and not self.asked_defender:
            self.note(
                "extra_actions",
                f"aloneDefender {int(hand.alone_defender)} is ignored: the record stops before "
                "the defenders decide",
                f"{bidding}.aloneDefender",
                hand.alone_defender,
            )
        if hand.joker_suit is not None and not self.named:
            self.note(
                "extra_actions",
                "jokerSuit is ignored: the dealer did not name the suit of a joker upcard",
                f"{bidding}.jokerSuit",
            )
