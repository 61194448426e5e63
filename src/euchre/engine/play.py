"""Trick play: following suit, winning tricks, and, where reneging is allowed and penalised
(``renege="penalise"``), reneges, claims and their penalties.

The common case (reneging forbidden, one copy of each card) is inlined in
:meth:`euchre.State.apply` and :meth:`euchre.State.legal_actions` as the engine's hot path;
this module is the general path (``renege="penalise"`` or ``deck=48``) and the reference
for that copy (the reference-model and OpenSpiel tests play both).

Knobs: ``renege``, ``renege_claim``, ``renege_penalty``, ``renege_points``,
``renege_points_alone``, ``renege_ends_hand``, ``renege_false_claim``, ``renege_take_back``,
``deck`` (48: two
copies of each card; of two identical winning cards the first played wins, or the second
with ``double_deck_tie="second"``), ``cards_per_hand``, ``players`` (the general path plays
every table but the four-seat one), ``trump_off_suit_ace``
(a house rule: no trumping an off-suit ace unless holding only trumps).
"""

from __future__ import annotations

from typing import Final

from euchre.actions import CLAIM_ACTIONS, PASS, Action, ActionKind
from euchre.cards import Suit, cards_from_mask
from euchre.engine import cardorder, scoring
from euchre.engine.core import (
    CLAIM,
    PLAY_CHUNKS,
    Base,
    Builder,
    Hand,
    actions_of,
    count_trick,
    hand_of,
    held,
    toggle_hand,
)
from euchre.engine.ending import score_hand
from euchre.errors import Reason

_POWER: Final = cardorder.POWER
_EFFECTIVE: Final = cardorder.EFFECTIVE_SUIT
_SUIT_MASK: Final = cardorder.SUIT_MASK


def playable(s: Base, h: Hand, p: int) -> int:
    """The cards ``p`` may play: the suit led when they hold it (by effective suit), else any
    card, but no trump on an off-suit ace unless holding only trumps
    (``trump_off_suit_ace=False``); with ``renege="penalise"`` any card (a renege is
    allowed, and may be claimed)."""
    hand = s._hands[p] if p < 4 else hand_of(s, p)
    if h.c.deck_double:
        hand = cardorder.collapse(hand)
    if s._trick and not h.c.renege_penalised:
        follow = hand & _SUIT_MASK[h.trump][s._led]
        if follow:
            return follow
        if not h.c.trump_off_suit_ace and ace_winning(s, h):
            trumps = hand & _SUIT_MASK[h.trump][h.trump]
            if hand & ~trumps:
                return hand & ~trumps
    return hand


def ace_winning(s: Base, h: Hand) -> bool:
    """Whether the card winning the trick so far is an ace of a plain suit (no trump has
    been played to it): a player out of the suit led may then not trump it, under
    ``trump_off_suit_ace=False``, unless holding only trumps. Once a trump is on the trick
    the next player may over-trump ("If a trump has been played before you turn, you can
    over trump"). No trump and low no trump have no trumps: never."""
    trump = h.trump
    if trump >= cardorder.NO_TRUMP or not s._trick:
        return False
    power = _POWER[trump][s._led]
    best = max(s._trick, key=lambda card: power[card])
    return power[best] < cardorder.TRUMP_POWER and cardorder.rank_of(best) == cardorder.ACE


def trump_ace_refusal(s: Base, h: Hand, p: int, card: int) -> tuple[Reason, str] | None:
    """Why ``p`` may not play ``card`` (an index as held) by the off-suit ace rule
    (``trump_off_suit_ace=False``), or None when that rule does not forbid it: for the
    explanation of a play the engine does not offer.

    >>> import euchre
    >>> from euchre.cards import parse_card
    >>> rules = euchre.RuleSet(trump_off_suit_ace=False)
    >>> deal = euchre.Deal(hands=("Jh Ad Ah Kh Qh", "9h Th Ac Kc Qc", "Jd Kd Qd Td 9d",
    ...                           "As Ks Qs Js Ts"), upcard="9s", kitty="9c Tc Jc")
    >>> s = euchre.new_game(rules, dealer=euchre.Seat.NORTH, deal=deal)
    >>> s = s.apply_all("pass; pass; pass; pass; call hearts; play Ac")  # East leads A♣
    >>> print(trump_ace_refusal(s, s._h, 2, parse_card("Jd").index)[1])
    South holds no club, and East's A♣ wins the trick: a player may not trump an off-suit ace unless holding only trumps (the off-suit ace rule, a house rule; trump_off_suit_ace=False)
    """
    c = h.c
    if c.trump_off_suit_ace or c.renege_penalised or not ace_winning(s, h):
        return None
    hand = s._hands[p] if p < 4 else hand_of(s, p)
    trumps = hand & _SUIT_MASK[h.trump][h.trump]
    if hand & _SUIT_MASK[h.trump][s._led] or not hand & ~trumps or not trumps >> card & 1:
        return None
    power = _POWER[h.trump][s._led]
    best = max(range(len(s._trick)), key=lambda i: power[s._trick[i]])
    leader = s._leader
    seat = leader
    for _ in range(best):
        seat = c.next_active[h.active][seat]
    ace = cards_from_mask(1 << s._trick[best])[0]
    suit = str(Suit(cardorder.suit_of(s._trick[best])))[:-1]
    names = c.seat_values
    return Reason.MAY_NOT_TRUMP_ACE, (
        f"{names[p]} holds no {suit}, and {names[seat]}'s {ace.symbol} wins the trick: a "
        "player may not trump an off-suit ace unless holding only trumps (the off-suit ace "
        "rule, a house rule; trump_off_suit_ace=False)"
    )


def legal_play(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """The cards to play (and, when reneges are penalised, the claims open to ``p``)."""
    actions = actions_of(playable(s, h, p), PLAY_CHUNKS)
    if h.c.renege_penalised:
        return actions + claims_open(s, h, p)
    return actions


def apply_play(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A card played, or a renege claimed during play."""
    if action.kind is ActionKind.CLAIM_RENEGE:
        claim(b, h, p, action.seat)  # type: ignore[arg-type]
    else:
        play_card(b, h, p, held(hand_of(b, p), action.card.index))  # type: ignore[union-attr]


def play_card(b: Builder, h: Hand, p: int, card: int) -> None:
    """One card played: a renege is recorded; the highest card by
    :data:`~euchre.engine.cardorder.POWER` takes the trick. Two cards of equal power are
    the two copies of one card (the double deck: an off-suit card never reaches the led
    suit's power): the first played wins, or the second with ``double_deck_tie="second"``."""
    c = h.c
    hand = b._hands[p] if p < 4 else hand_of(b, p)
    trump = h.trump
    trick = b._trick
    if trick:
        led = b._led
        if _EFFECTIVE[trump][card] != led and hand & _SUIT_MASK[trump][led]:
            h.x = h.x._replace(reneges=h.x.reneges + ((p, len(b._tricks), card, led),))
        power = _POWER[trump][led][card]
        if power > b._bestp or (power == b._bestp and c.double_deck_tie_second):
            b._best = p
            b._bestp = power
    else:
        led = b._led = _EFFECTIVE[trump][card]
        b._leader = p
        b._best = p
        b._bestp = _POWER[trump][led][card]
    toggle_hand(b, p, 1 << card)
    trick = trick + (card,)
    if len(trick) == c.active_count[h.active]:
        _trick_done(b, h, trick)
    else:
        b._trick = trick
        b._to_act = c.next_active[h.active][p]


def _trick_done(b: Builder, h: Hand, trick: tuple[int, ...]) -> None:
    """The trick goes to the winner's side (a team, or the player: ``partnership``)."""
    best = b._best
    count_trick(b, h.c.side_of[best])
    b._tricks = tricks = b._tricks + ((b._leader, trick, best),)
    b._trick = ()
    b._best = -1
    b._bestp = 0
    if len(tricks) == h.c.cards_per_hand:
        end_of_play(b, h)
    else:
        b._to_act = best
        b._leader = best
        b._led = -1


def end_of_play(b: Builder, h: Hand) -> None:
    """The last card is played: a claim round when reneges are penalised, else the score."""
    c = h.c
    if c.renege_penalised:
        n = c.players
        start = c.left[h.dealer]
        h.queue = tuple((start + k) % n for k in range(n) if h.active >> ((start + k) % n) & 1)
        b._phase = CLAIM
        b._to_act = h.queue[0]
        b._led = -1
        return
    score_hand(b, h)


# --------------------------------------------------------------------- reneges and claims


def _played_in_window(s: Base, h: Hand) -> int:
    """The seats (a mask) that have played in the claim window: this trick, or the last one
    (``renege_claim="trick"``), or the whole hand (``"hand"``)."""
    if h.c.renege_claim_trick:
        if s._trick:
            plays = [(s._leader, s._trick)]
        elif s._tricks:
            leader, cards, _ = s._tricks[-1]
            plays = [(leader, cards)]
        else:
            plays = []
    else:
        plays = [(leader, cards) for leader, cards, _ in s._tricks]
        plays.append((s._leader, s._trick))
    seats = 0
    for leader, cards in plays:
        seat = leader
        for _ in cards:
            seats |= 1 << seat
            seat = h.c.next_active[h.active][seat]
    return seats


def claims_open(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Renege claims open to ``p``: against opponents who have played in the claim window,
    at most one claim per player per trick."""
    if (p, len(s._tricks)) in h.x.claims_made:
        return ()
    seats = _played_in_window(s, h)
    c = h.c
    if c.four:
        return tuple(CLAIM_ACTIONS[q] for q in ((p + 1) & 3, (p + 3) & 3) if seats >> q & 1)
    n = c.players
    return tuple(
        CLAIM_ACTIONS[q]
        for q in ((p + k) % n for k in range(1, n))
        if c.side_of[q] != c.side_of[p] and seats >> q & 1 and q < len(CLAIM_ACTIONS)
    )


def _proven(s: Base, h: Hand, accused: int) -> int:
    """The index of an unclaimed renege by ``accused`` inside the claim window, or -1."""
    k = len(s._tricks)
    for index, (seat, trick_no, _card, _led) in enumerate(h.x.reneges):
        if seat != accused or index in h.x.claimed:
            continue
        if h.c.renege_claim_trick and not (trick_no == k or (trick_no == k - 1 and not s._trick)):
            continue
        return index
    return -1


def claim(b: Builder, h: Hand, claimant: int, accused: int) -> None:
    """Check a renege claim against the true history and apply its consequence: a false
    claim costs ``renege_false_claim``; a proven one moves the points of
    :func:`~euchre.engine.scoring.renege_award` and, with ``renege_ends_hand``, ends the hand;
    with ``renege_take_back``, a proven renege in the trick still being played is taken back
    instead (:func:`take_back`)."""
    h.x = h.x._replace(claims_made=h.x.claims_made + ((claimant, len(b._tricks)),))
    found = _proven(b, h, accused)
    adjust = h.x.adjust
    if found < 0:
        cost = scoring.by_team(claimant & 1, -h.c.renege_false_claim)
        h.x = h.x._replace(adjust=(adjust[0] + cost[0], adjust[1] + cost[1]))
        return
    if h.c.renege_take_back and b._trick and h.x.reneges[found][1] == len(b._tricks):
        take_back(b, h, found)
        return
    award = scoring.renege_award(
        h.c.rules,
        claimant,
        h.maker,
        alone=h.alone >= 0,
        lone_defender=h.defender >= 0,
        bid_kind=h.x.bid_kind,
        bid_level=h.x.bid_level,
    )
    h.x = h.x._replace(
        claimed=h.x.claimed + (found,),
        offender=accused,
        adjust=(adjust[0] + award[0], adjust[1] + award[1]),
    )
    if h.c.renege_ends_hand:
        score_hand(b, h, table=False)


def take_back(b: Builder, h: Hand, found: int) -> None:
    """``renege_take_back``: the renege ``found`` (an index of the hand's reneges), caught
    before its trick is over, is taken back without penalty (Bicycle: "If caught before the
    trick has finished, the player may pick up his card without penalty"): the offender's
    card, and any played after it, go back to their players' hands (READING, as Hoyle's law
    69 lets those who played after withdraw their cards); the offender plays again."""
    offender, _trick_no, card, _led = h.x.reneges[found]
    seats = [b._leader]
    for _ in b._trick[1:]:
        seats.append(h.c.next_active[h.active][seats[-1]])
    plays = list(zip(seats, b._trick, strict=True))
    at = plays.index((offender, card))
    for seat, c in plays[at:]:
        toggle_hand(b, seat, 1 << c)  # back to the hand that played it
    b._trick = kept = b._trick[:at]
    power = _POWER[h.trump][b._led]
    later = 1 if h.c.double_deck_tie_second else -1  # of two equal cards, which wins
    best = max(range(len(kept)), key=lambda i: (power[kept[i]], later * i))
    b._best, b._bestp = seats[best], power[kept[best]]
    b._to_act = offender
    reneges = h.x.reneges
    h.x = h.x._replace(
        reneges=reneges[:found] + reneges[found + 1 :],
        claimed=tuple(i - (i > found) for i in h.x.claimed),
    )


def legal_claim_round(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """After the last card: pass, or claim a renege."""
    return (PASS, *claims_open(s, h, p))


def apply_claim_round(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A claim (or a pass) in the claim round; when all have spoken, the hand is scored."""
    if action.kind is ActionKind.CLAIM_RENEGE:
        claim(b, h, p, action.seat)  # type: ignore[arg-type]
    if b._phase == CLAIM:  # the hand did not end on a proven claim
        h.queue = h.queue[1:]
        if h.queue:
            b._to_act = h.queue[0]
        else:
            score_hand(b, h)
