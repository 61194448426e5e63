"""RuleBot: documented heuristics for Knock and Bid Euchre (bidding, discards, leads and
follows), and :func:`hand_strength`, the hand value its bidding reads."""

from __future__ import annotations

from euchre.actions import DECLARE_GO_UNDER, GO_ALONE, PASS, PICK_UP, Action, ActionKind
from euchre.bots._base import Bot
from euchre.bots._cards import _TOP_OF_SUIT, _index, _legal_with, _mask, _mode, _rank
from euchre.bots._reading import (
    _beats_all,
    _following_plays,
    _is_boss,
    _players_after,
    _provable_claim,
    _same_side,
    _unseen,
)
from euchre.engine.bidding import bid_kind, bid_tricks
from euchre.engine.cardorder import (
    DECKS,
    EFFECTIVE_SUIT,
    FIRST_COPY,
    JOKER,
    JOKER_POWER,
    LEFT_BOWER_POWER,
    LOW_NO_TRUMP,
    NO_TRUMP,
    POWER,
    RIGHT_BOWER_POWER,
    SUIT_MASK,
    TRUMP_POWER,
    best_card,
    bits,
    suit_of,
    winning_play,
)
from euchre.engine.scoring import BidKind
from euchre.views import View

# Hand value for a trump suit: roughly "points"; 6.5 (measured) makes a sound order.
_TRUMP_VALUE = {JOKER_POWER: 3.3, RIGHT_BOWER_POWER: 3.0, LEFT_BOWER_POWER: 2.6}


#: What a side king held with its suit's best card adds (in low no trump: the eight with
#: the seven).
_GUARDED_KING = 0.5


def _base_value(mode: int, c: int) -> float:
    """Value of one card towards taking tricks with ``mode`` as trump, whatever else is held."""
    pw = POWER[mode][mode][c] if mode < NO_TRUMP else 0
    if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode:
        return _TRUMP_VALUE.get(pw, 1.2 + 0.13 * (pw - TRUMP_POWER))  # A 2.11 ... 9 1.46
    if c == JOKER:  # no trump: the joker wins any trick
        return 1.5
    return 1.0 if _rank(mode, c) == 7 else 0.0


def _guard(mode: int, c: int) -> int:
    """The card (a mask) whose holding makes ``c`` worth :data:`_GUARDED_KING` more: a side
    king's ace (in low no trump: the eight's seven); 0 for any other card."""
    if (mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode) or c == JOKER or _rank(mode, c) != 6:
        return 0
    return 1 << _TOP_OF_SUIT[mode == LOW_NO_TRUMP][suit_of(c)]


_VALUED = range(len(EFFECTIVE_SUIT[0]))  # every card index the engine's rows hold
_BASE_VALUE = tuple(tuple(_base_value(m, c) for c in _VALUED) for m in range(LOW_NO_TRUMP + 1))
_GUARD = tuple(tuple(_guard(m, c) for c in _VALUED) for m in range(LOW_NO_TRUMP + 1))


def _card_value(mode: int, c: int, holding: int) -> float:
    """Value of one card towards taking tricks with ``mode`` as trump, holding ``holding``."""
    return _BASE_VALUE[mode][c] + (_GUARDED_KING if holding & _GUARD[mode][c] else 0.0)


def hand_strength(cards: int, mode: int) -> float:
    """How good ``cards`` (a bit mask) are with ``mode`` as trump (a suit 0-3, or
    ``NO_TRUMP`` / ``LOW_NO_TRUMP``).

    Sums card values (right bower 3, left 2.6, trump ace 2.1 down to the nine 1.46, side
    aces 1, a king with its ace 0.5) and adds 0.6 for each side suit held void with two or
    more trumps. RuleBot orders up at 6.5 and calls at 6.0 (tuned in duplicate play).

    >>> from euchre.bots import hand_strength
    >>> from euchre import parse_card
    >>> hand = sum(parse_card(c).bit for c in "Jh Jd Ah As Ks".split())
    >>> round(hand_strength(hand, 2), 2)     # hearts: both bowers, ace, side A-K, two voids
    10.41
    """
    score = 0.0
    trumps = 0
    suits = [0, 0, 0, 0, 0]
    base, guard, effective = _BASE_VALUE[mode], _GUARD[mode], EFFECTIVE_SUIT[mode]
    for c in bits(cards):
        score += base[c] + (_GUARDED_KING if cards & guard[c] else 0.0)  # _card_value, inlined
        eff = effective[c]
        suits[eff] += 1
        if mode < NO_TRUMP and eff == mode:
            trumps += 1
    if mode < NO_TRUMP and trumps >= 2:
        score += 0.6 * sum(1 for s in range(4) if s != mode and suits[s] == 0)
    return score


def _top_trumps(cards: int, mode: int, dead: int) -> int:
    """How many of the highest trumps, in sequence from the top, are in ``cards``
    (cards in ``dead`` are out of play and skipped)."""
    trumps = bits(SUIT_MASK[mode][mode] & FIRST_COPY)
    order = sorted(trumps, key=lambda c: -POWER[mode][mode][c])
    n = 0
    for c in order:
        if dead >> c & 1:
            continue
        if cards >> c & 1:
            n += 1
        else:
            break
    return n


class RuleBot(Bot):
    """Sound, documented heuristics for Knock and Bid Euchre (``docs/bots.md`` lists them).

    Bidding (:meth:`bid`) is per variant: :meth:`knock_bid` and :meth:`bid_euchre_bid`;
    card play (:meth:`lead`, :meth:`follow`) and :meth:`discard` are shared. The Knock
    thresholds are constructor knobs. It never calls a misdeal (``misdeal``): a bot has no
    exposed card or wrong count to report.

    >>> import euchre
    >>> from euchre.bots import RuleBot
    >>> deal = euchre.Deal(hands=("Jh Jd Ah As Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd",
    ...                           "Ad 9h Th Qh Kh"), upcard="9s", kitty="Js Ts Qs")
    >>> s = euchre.new_game(euchre.presets.STANDARD, dealer=euchre.Seat.WEST, deal=deal)
    >>> RuleBot().act(s.view(0))                     # North: no spades worth ordering
    Action('pass')
    """

    name = "rule"

    def __init__(
        self,
        seed: int | str = 0,
        *,
        order_threshold: float = 6.5,
        call_threshold: float = 6.0,
        alone_tricks: float = 4.0,
        score_aware: bool = True,
    ) -> None:
        super().__init__(seed)
        self.score_aware = score_aware
        self.order_threshold = order_threshold
        self.call_threshold = call_threshold
        self.alone_tricks = alone_tricks

    # -------------------------------------------------------------- dispatch

    def choose(self, view: View) -> Action:
        """Dispatch on the phase: bidding, pickup, discard, alone, play, claims."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        claim = _provable_claim(view)
        if claim is not None:
            return claim
        phase = view.phase
        if phase == "play":
            plays = _following_plays(view)
            if view.current_trick is None or not view.current_trick.plays:
                return _legal_with(view, ActionKind.PLAY, self.lead(view, plays))
            return _legal_with(view, ActionKind.PLAY, self.follow(view, plays))
        if phase == "discard":
            cards = [_index(a.card) for a in legal if a.card is not None]
            if view.trump is None and _went_under(view):
                return _legal_with(view, ActionKind.DISCARD, self.under_discard(view, cards))
            return _legal_with(view, ActionKind.DISCARD, self.discard(view, cards))
        if DECLARE_GO_UNDER in legal and self.goes_under(view):
            return DECLARE_GO_UNDER
        if phase == "pickup":
            return PICK_UP if PICK_UP in legal else legal[0]
        if phase == "claim":
            return PASS if PASS in legal else legal[0]
        if phase == "alone":
            return self.alone(view)
        if phase == "exchange" and view.rules.variant == "knock":
            return self.give(view)
        return self.bid(view)

    def give(self, view: View) -> Action:
        """Knock Euchre's call for best, the partner choosing (``best_card_choice=
        "partner"``): give the lone partner the best card for its trump (the highest trump,
        the joker first; holding none, the highest card), the card the rule would pick.

        >>> import euchre
        >>> s = euchre.new_game(euchre.presets.RAILROAD, seed=4, dealer=euchre.Seat.NORTH)
        >>> s = s.apply_all("pass; pass; pass; pass; pass; call diamonds alone")  # South alone
        >>> RuleBot().choose(s.view(euchre.Seat.NORTH))  # North's Kd over Td, Kc, Th, Ks
        Action('give Kd')
        """
        card = best_card(_mask(view.hand), _mode(view))
        return _legal_with(view, ActionKind.GIVE, card)

    # -------------------------------------------------------------- bidding

    def bid(self, view: View) -> Action:
        """Bidding for the variant in ``view.rules.variant``: Knock Euchre by :meth:`knock_bid`,
        Bid Euchre (``variant="bid"``) by :meth:`bid_euchre_bid`."""
        if view.rules.variant == "knock":
            return self.knock_bid(view)
        return self.bid_euchre_bid(view)

    def bid_euchre_bid(self, view: View) -> Action:
        """Bid Euchre: the bid, the trump, the call-for-best card given back.

        The bidder's side expects ``hand_strength / 2.2`` tricks from this hand (the best
        suit as trump; no trump when allowed and better) and one more from the partner.
        Bid the highest legal number up to that; all the tricks: call for best, or shoot
        the moon when :meth:`lone_tricks` says the hand takes them alone. A stuck dealer
        bids the minimum. Trump: the best suit. Given back: the worst card (as a discard).
        """
        legal = view.legal_actions
        hand = _mask(view.hand)
        rules = view.rules
        modes = [0, 1, 2, 3] + ([NO_TRUMP] if rules.bid_no_trump else [])
        if view.phase == "trump":
            calls = [a for a in legal if a.kind is ActionKind.CALL and a.declaration != "low"]

            def mode_of(a: Action) -> int:
                return NO_TRUMP if a.suit is None else int(a.suit)

            return max(calls, key=lambda a: hand_strength(hand, mode_of(a))) if calls else legal[0]
        if view.phase == "exchange":
            cards = [_index(a.card) for a in legal if a.card is not None]
            mode = _mode(view)
            worst = self.discard_card(sum(1 << c for c in cards), mode)
            return next(a for a in legal if a.card is not None and _index(a.card) == worst)
        if view.phase != "bid":
            return PASS if PASS in legal else legal[0]
        best_mode = max(modes, key=lambda m: hand_strength(hand, m))
        expected = hand_strength(hand, best_mode) / 2.2 + 1.0
        n = rules.cards_per_hand
        bids = [a for a in legal if a.kind is ActionKind.BID]
        moon = next((a for a in bids if bid_kind(a) is BidKind.MOON), None)
        best = next((a for a in bids if bid_kind(a) is BidKind.BEST), None)
        if moon is not None and best_mode < NO_TRUMP and self.lone_tricks(hand, best_mode, 0, rules.deck) >= n:
            return moon
        if best is not None and expected >= n - 0.5:
            return best
        numbers = [a for a in bids if bid_kind(a) is BidKind.TRICKS and bid_tricks(a, n) <= expected]
        if numbers:
            return max(numbers, key=lambda a: bid_tricks(a, n))
        if PASS in legal:
            return PASS
        return min(bids, key=lambda a: (bid_tricks(a, n), bid_kind(a)))  # stuck: the lowest bid

    def knock_bid(self, view: View) -> Action:
        """Round 1 (order up), the joker's suit, round 2 (call), with or without alone.

        Round 1: the bidder's hand value for the upcard's suit, counting the upcard for the
        dealer (who takes it and discards the worst card); +0.8 when the upcard goes to the
        bidder's partner, -0.8 when it goes to an opponent; order up at ``order_threshold``.
        Round 2: the best suit other than the turned-down one, at ``call_threshold``; a
        stuck dealer calls the best. Alone with the call when :meth:`lone_tricks` reaches
        ``alone_tricks``. Declarations (ace-no-face, farmer's hand) are never made.
        """
        legal = view.legal_actions
        hand = _mask(view.hand)
        seat = view.seat
        dealer = view.dealer
        if view.phase == "joker":  # the dealer names the upcard's suit
            calls = [a for a in legal if a.kind is ActionKind.CALL and a.suit is not None]
            if calls:
                return max(calls, key=lambda a: hand_strength(hand, int(a.suit)))  # type: ignore[arg-type]
            return legal[0]
        if view.phase == "order":
            suit = view.upcard_suit
            if suit is None:
                return PASS if PASS in legal else legal[0]
            mode = int(suit)
            up = _index(view.upcard) if view.upcard is not None else -1
            if seat == dealer and up >= 0:
                cards = hand | 1 << up
                cards &= ~(1 << self.discard_card(cards, mode))
                value = hand_strength(cards, mode)
            else:
                value = hand_strength(hand, mode)
                if up >= 0:
                    bonus = 0.8 * _card_value(mode, up, 0) / 2
                    value += bonus if _same_side(view, dealer, seat) else -bonus
            orders = [a for a in legal if a.kind is ActionKind.ORDER_UP]
            if orders and value >= self.order_threshold:
                # the dealer's own hand after the pickup; another bidder's alone hand is
                # its own five cards (the upcard goes to the dealer)
                alone_cards = cards if seat == dealer and up >= 0 else hand
                want_alone = self._lone_worth_it(view) and (
                    self.lone_tricks(alone_cards, mode, 0, view.rules.deck) >= self.alone_tricks
                )
                for a in orders:
                    if a.alone == want_alone:
                        return a
                return orders[0]
            if PASS in legal:
                return PASS
            return orders[0] if orders else legal[0]
        if view.phase == "call":
            calls = [a for a in legal if a.kind is ActionKind.CALL and not a.alone]
            if not calls:
                return PASS if PASS in legal else legal[0]

            values = [hand_strength(hand, NO_TRUMP if a.suit is None else int(a.suit)) for a in calls]
            top = max(values)
            best = calls[values.index(top)]  # the first of the best, as max() takes
            if PASS in legal and top < self.call_threshold:
                return PASS
            mode = NO_TRUMP if best.suit is None else int(best.suit)
            dead = 0
            if view.upcard is not None:
                dead = 1 << _index(view.upcard)
            if (
                mode < NO_TRUMP
                and self._lone_worth_it(view)
                and self.lone_tricks(hand, mode, dead, view.rules.deck) >= self.alone_tricks
            ):
                alone = [a for a in legal if a.kind is ActionKind.CALL and a.alone and a.suit == best.suit]
                if alone:
                    return alone[0]
            return best
        return PASS if PASS in legal else legal[0]

    def lone_tricks(self, cards: int, mode: int, dead: int = 0, deck: int = 24) -> float:
        """Tricks a hand expects to take alone: the top trumps in sequence count one
        each, other trumps one half each (one each once two top trumps draw the rest),
        side aces one each when holding three or more trumps. Cards in ``dead`` (a mask)
        and cards not in the ``deck`` (24, 25 or 32 cards) are out of play.

        >>> from euchre.bots import RuleBot
        >>> from euchre import parse_card
        >>> hand = sum(parse_card(c).bit for c in "Jh Jd Ah Kh As".split())
        >>> RuleBot().lone_tricks(hand, 2)    # hearts: J J A K in sequence, and a side ace
        5.0
        """
        if mode >= NO_TRUMP:
            return 0.0
        trumps = [c for c in bits(cards) if EFFECTIVE_SUIT[mode][c] == mode]
        if len(trumps) < 3:
            return 0.0
        top = _top_trumps(cards, mode, dead | ~DECKS[deck])
        others = len(trumps) - top
        tricks = top + (others if top >= 2 else 0.5 * others)
        tricks += sum(1 for c in bits(cards) if EFFECTIVE_SUIT[mode][c] != mode and _rank(mode, c) == 7)
        return float(tricks)

    def _lone_worth_it(self, view: View) -> bool:
        """False when ``score_aware`` and a march with the partner already reaches the
        target (``Scoring.march`` points added to the side's score): going alone can then
        only add risk, not points that count."""
        rules = view.rules
        if not self.score_aware or rules.target is None:
            return True
        side = rules.table.side_of[view.seat]
        return view.scores[side] + rules.scoring.march < rules.target

    def alone(self, view: View) -> Action:
        """The separate alone decision: a maker-side player goes alone when
        :meth:`lone_tricks` reaches ``alone_tricks`` (and, with ``score_aware``, a march
        with the partner would not already win the game); a defender never chooses to."""
        legal = view.legal_actions
        if GO_ALONE not in legal:
            return legal[0]
        if PASS not in legal:
            return GO_ALONE
        maker = view.maker
        if maker is None or not _same_side(view, maker, view.seat) or view.trump is None:
            return PASS
        if not self._lone_worth_it(view):
            return PASS
        dead = 0
        if view.upcard is not None and not view.dealer_took_upcard:
            dead = 1 << _index(view.upcard)
        tricks = self.lone_tricks(_mask(view.hand), int(view.trump), dead, view.rules.deck)
        return GO_ALONE if tricks >= self.alone_tricks else PASS

    # -------------------------------------------------------------- going under

    def goes_under(self, view: View) -> bool:
        """Go under (``go_under``) when no suit is worth bidding: the hand's value
        (:func:`hand_strength`) is below both ``order_threshold`` and ``call_threshold`` in
        every suit (TricksterBots' EuchreBot goes under when it "[doesn't] have any suit we
        think we want to bid").

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> deal = euchre.Deal(hands=("9c Tc 9d Td 9h", "Jh Jd Ah Kh Qh", "Ac Kc Qc Jc Ad",
        ...                           "As Ks Qs Js Ts"), upcard="9s", kitty="Th Kd Qd")
        >>> rules = euchre.RuleSet(go_under="nines_and_tens")
        >>> s = euchre.new_game(rules, dealer=euchre.Seat.WEST, deal=deal)
        >>> RuleBot().act(s.view(euchre.Seat.NORTH))
        Action('declare go under')
        """
        hand = _mask(view.hand)
        best = max(hand_strength(hand, suit) for suit in range(4))
        return best < min(self.order_threshold, self.call_threshold)

    def under_discard(self, view: View, cards: list[int]) -> int:
        """After going under, the discard among ``cards`` that leaves the strongest hand: the
        card whose loss keeps the best :func:`hand_strength` in any suit (one of three, each
        chosen in turn)."""
        hand = _mask(view.hand)

        def kept(card: int) -> float:
            rest = hand & ~(1 << card)
            return max(hand_strength(rest, suit) for suit in range(4))

        return max(cards, key=kept)

    # -------------------------------------------------------------- discard

    def discard_card(self, cards: int, mode: int) -> int:
        """The card to throw from ``cards`` with ``mode`` trump: never a trump while a side
        card is left; a side card that empties a suit first (not an ace); else the
        lowest side card, keeping aces (lowest and aces in the order of play: in low no
        trump, the ace is the lowest card and the seven the best).

        >>> from euchre.bots import RuleBot
        >>> from euchre.cards import cards_from_mask, mask_of, parse_card
        >>> hand = mask_of(parse_card(c) for c in "Jh Ah Kh Ts Ac Kc".split())
        >>> cards_from_mask(1 << RuleBot().discard_card(hand, 2))    # the lone ten of spades: a void
        (Card('Ts'),)
        """
        items = bits(cards)
        side = [c for c in items if mode >= NO_TRUMP or EFFECTIVE_SUIT[mode][c] != mode]
        if not side:
            return min(items, key=lambda c: POWER[mode][EFFECTIVE_SUIT[mode][c]][c])
        counts: dict[int, int] = {}
        for c in side:
            counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1

        def key(c: int) -> tuple[int, int, int]:
            rank = _rank(mode, c)
            ace = 1 if rank == 7 or c == JOKER else 0
            return (ace, counts[EFFECTIVE_SUIT[mode][c]], rank)

        return min(side, key=key)

    def discard(self, view: View, cards: list[int]) -> int:
        """The discard among ``cards`` (see :meth:`discard_card`)."""
        mode = _mode(view)
        if view.trump is None and view.upcard_suit is not None and not view.no_trump:
            mode = int(view.upcard_suit)
        allowed = 0
        for c in cards:
            allowed |= 1 << c
        choice = self.discard_card(_mask(view.hand), mode)
        if allowed >> choice & 1:
            return choice
        return self.discard_card(allowed, mode)

    # -------------------------------------------------------------- play

    def lead(self, view: View, plays: list[int]) -> int:
        """The opening card of a trick.

        The making side with the highest trump still out leads it; the maker's partner,
        and a maker holding three trumps, lead trump (highest if it is the best left,
        else lowest). Then a side card that is the best left in its suit (an ace). Else
        the lowest side card from the shortest suit, then the lowest trump. "Best" and
        "lowest" follow the order of play (in low no trump, the nine beats the ace).

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> deal = euchre.Deal(hands=("Jh Jd Ah As Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd",
        ...                           "Ad 9h Th Qh Kh"), upcard="9s", kitty="Js Ts Qs")
        >>> s = euchre.new_game(euchre.presets.STANDARD, dealer=euchre.Seat.WEST, deal=deal)
        >>> s = s.apply_all("pass; pass; pass; pass; call hearts; pass; pass; pass; pass")
        >>> RuleBot().act(s.view(euchre.Seat.NORTH))   # the maker leads the best trump left
        Action('play Jh')
        >>> s = s.apply_all("play Jh; play 9c; play 9d; play 9h")
        >>> RuleBot().act(s.view(euchre.Seat.NORTH))   # now the left bower is the best
        Action('play Jd')
        """
        mode = _mode(view)
        unseen = _unseen(view)
        ours = view.maker is not None and _same_side(view, view.maker, view.seat)
        trumps = [c for c in plays if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode]
        side = [c for c in plays if c not in trumps]
        boss = [c for c in plays if _is_boss(c, mode, unseen)]
        trumps_out = mode < NO_TRUMP and bool(unseen & SUIT_MASK[mode][mode])
        if trumps and ours and trumps_out:
            boss_trumps = [c for c in trumps if c in boss]
            if boss_trumps:
                return max(boss_trumps, key=lambda c: POWER[mode][mode][c])
            if view.seat != view.maker or len(trumps) >= 3:
                return min(trumps, key=lambda c: POWER[mode][mode][c])
        boss_side = [c for c in side if c in boss]
        if boss_side:
            return max(boss_side, key=lambda c: _rank(mode, c))
        if side:
            counts: dict[int, int] = {}
            for c in side:
                counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1
            return min(side, key=lambda c: (counts[EFFECTIVE_SUIT[mode][c]], _rank(mode, c)))
        return max(trumps, key=lambda c: POWER[mode][mode][c]) if not trumps_out else min(
            trumps, key=lambda c: POWER[mode][mode][c]
        )

    def follow(self, view: View, plays: list[int]) -> int:
        """A card to a trick already led.

        Partner winning: the cheapest card. An opponent winning: the cheapest card that
        wins and cannot be beaten by any unseen card; else, with the partner still to
        play, duck with the cheapest card; else the cheapest card that wins; else the
        cheapest card (a side card before a trump, from the shortest suit). Cards rank by
        the order of play: in low no trump the lowest card of the suit led wins.

        >>> import euchre
        >>> from euchre.bots import RuleBot
        >>> rules = euchre.presets.BID_EUCHRE.replace(bid_low_no_trump=True)
        >>> deal = euchre.Deal(hands=("9h Ah 9c Tc Jc Qc", "Kh Qh 9s Ts Js Qs",
        ...                           "Th Jh Kc Ac Ks As", "9d Td Jd Qd Kd Ad"), upcard=None, kitty="")
        >>> s = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
        >>> s = s.apply_all("bid 3; pass; pass; pass; call low no trump; play Kh")
        >>> RuleBot().act(s.view(euchre.Seat.SOUTH))   # J and T beat the K: the cheaper, J
        Action('play Jh')
        """
        mode = _mode(view)
        trick = view.current_trick
        assert trick is not None
        cards = [_index(card) for _, card in trick.plays]
        led = EFFECTIVE_SUIT[mode][cards[0]]
        power = POWER[mode][led]
        winning = winning_play(mode, cards, view.rules.double_deck_tie == "second")
        best_seat, best_power = int(trick.plays[winning][0]), power[cards[winning]]
        cheapest = _cheapest(plays, mode, led)
        if _same_side(view, best_seat, view.seat):
            return cheapest
        winners = sorted((c for c in plays if power[c] > best_power), key=lambda c: power[c])
        if not winners:
            return cheapest
        unseen = _unseen(view)
        still = _players_after(view)
        if not still:
            return winners[0]
        safe = [c for c in winners if _beats_all(c, mode, led, unseen)]
        if safe:
            return safe[0]
        partner_to_play = any(_same_side(view, s, view.seat) for s in still)
        if partner_to_play:
            return cheapest
        return winners[0]


def _cheapest(plays: list[int], mode: int, led: int) -> int:
    counts: dict[int, int] = {}
    for c in plays:
        counts[EFFECTIVE_SUIT[mode][c]] = counts.get(EFFECTIVE_SUIT[mode][c], 0) + 1

    def key(c: int) -> tuple[int, int, int, int]:
        trump = 1 if mode < NO_TRUMP and EFFECTIVE_SUIT[mode][c] == mode else 0
        return (trump, POWER[mode][led][c] if trump else 0, _rank(mode, c), counts[EFFECTIVE_SUIT[mode][c]])

    return min(plays, key=key)


def _went_under(view: View) -> bool:
    """Whether the seat of ``view`` went under this hand (``go_under``): its discards are
    the exchange with the kitty, before trump is made."""
    under = str(DECLARE_GO_UNDER)
    return view.rules.go_under != "off" and any(
        a.seat == view.seat and a.text == under for a in view.actions
    )
