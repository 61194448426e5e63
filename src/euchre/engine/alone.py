"""Going alone: who may go alone (the maker, the maker's partner, the defenders), who sits
out, and who leads the first trick.

Knobs: ``alone``, ``alone_timing``, ``canadian_loner``, ``partner_alone_after_passing``,
``defender_alone``,
``defender_alone_order``, ``first_lead``, ``call_for_best`` (Knock: the lone player's
partner passes the best card), ``defender_call_for_best`` (a lone defender's too),
``best_card_choice`` (the rule picks that card, or the giving partner chooses it).
"""

from __future__ import annotations

from typing import Final

from euchre.actions import GIVE_ACTIONS, GO_ALONE, PASS, Action, ActionKind
from euchre.engine import cardorder
from euchre.engine.core import (
    ALONE,
    ASK_DEFENDERS,
    ASK_MAKERS,
    DISCARD,
    EXCHANGE,
    GIVE_CHUNKS,
    AfterDiscard,
    Base,
    Builder,
    Compiled,
    Hand,
    actions_of,
    hand_of,
    held,
    move_card,
)
from euchre.engine.seating import NEXT_ACTIVE_BY_PLAYERS
from euchre.errors import Reason

#: NEXT_ACTIVE[active][seat]: the next seat clockwise after ``seat`` that is in play
#: (``active`` is a 4-bit mask of the seats in play; a lone player's partner sits out).
NEXT_ACTIVE: Final = tuple(
    tuple(
        next(((seat + k) & 3 for k in range(1, 5) if mask >> ((seat + k) & 3) & 1), -1)
        for seat in range(4)
    )
    for mask in range(16)
)

#: ACTIVE_COUNT[active]: how many seats are in play (the cards in a full trick).
ACTIVE_COUNT: Final = tuple(mask.bit_count() for mask in range(16))

ALL_SEATS: Final = 15


def without_partner(seat: int) -> int:
    """The seats in play when ``seat`` goes alone: all but the partner.

    >>> bin(without_partner(1))   # East alone: West (3) sits out
    '0b111'
    """
    return ALL_SEATS & ~(1 << (seat ^ 2))


def without_teammates(c: Compiled, seat: int) -> int:
    """The seats in play when ``seat`` goes alone at the table of ``c``: all but the
    teammates (at six seats both sit out; the four-seat game's :func:`without_partner`).

    >>> import euchre
    >>> from euchre.engine.core import compile_rules
    >>> bin(without_teammates(compile_rules(euchre.presets.SIX_HANDED), 1))   # 3 and 5 sit out
    '0b10111'
    """
    return c.all_seats & ~c.teammate_mask[seat]


def seats_in_play(alone: int, defender: int) -> int:
    """The seats in play (a 4-bit mask) when ``alone`` plays alone for the makers and
    ``defender`` defends alone (-1: nobody): each one's partner sits out
    (:func:`without_partner`).

    >>> bin(seats_in_play(2, 1))   # South and East alone: North and West sit out
    '0b110'
    >>> seats_in_play(-1, -1) == ALL_SEATS
    True
    """
    active = ALL_SEATS
    for seat in (alone, defender):
        if seat >= 0:
            active &= without_partner(seat)
    return active


def first_active(active: int, start: int, players: int = 4) -> int:
    """The first seat in play at or after ``start``, clockwise (round ``players`` seats).

    >>> first_active(0b1011, 2)   # South sits out: West is next
    3
    >>> first_active(0b111, 3, players=3)   # seat 3 is seat 0 again
    0
    """
    if players == 4:
        return NEXT_ACTIVE[active][(start + 3) & 3]
    return NEXT_ACTIVE_BY_PLAYERS[players][active][(start - 1) % players]


def first_leader(
    first_lead: str,
    dealer: int,
    maker: int,
    alone: int,
    defender: int,
    active: int,
    players: int = 4,
) -> int:
    """Who leads the first trick, by the knob ``first_lead`` (seats 0-3; -1 for nobody).

    ``dealer_left``: left of the dealer (skipping a seat that sits out); ``maker_left``: left
    of the maker (Games4All); ``lone_left``: left of the lone player, the lone defender when
    both sides go alone (the North American standard), else left of the dealer; ``bidder``: the high bidder
    (the Bid Euchre rules).

    >>> first_leader("lone_left", dealer=0, maker=1, alone=1, defender=2, active=0b0110)
    2
    >>> first_leader("maker_left", dealer=0, maker=3, alone=-1, defender=-1, active=15)
    0
    """
    case, counted = first_lead_case(first_lead, alone, defender)
    if case == "bidder":
        return maker
    if case == "both_alone":
        return defender  # the North American standard: two alone, the lone defender leads
    if counted == "maker":
        return first_active(active, maker + 1, players)
    if counted == "alone":
        return first_active(active, alone + 1, players)
    if counted == "defender":
        return first_active(active, defender + 1, players)
    return first_active(active, dealer + 1, players)  # dealer_left


def first_lead_case(first_lead: str, alone: int, defender: int) -> tuple[str, str]:
    """The case of the knob ``first_lead`` that :func:`first_leader` applies, and whose seat
    the lead counts from (the leader is the first seat in play after it; in the cases
    ``bidder`` and ``both_alone`` it is that seat itself): one source for the engine and
    for the words of an explanation.

    Cases: ``bidder`` (the high bidder, counted from the maker), ``maker_left``,
    ``both_alone`` (``lone_left`` with both sides alone: the lone defender), ``lone_left``
    (a lone maker-side player), ``defender_left`` (``lone_left`` with a lone defender
    only), ``dealer_left`` (also ``lone_left`` with nobody alone).

    >>> first_lead_case("lone_left", alone=1, defender=2)
    ('both_alone', 'defender')
    >>> first_lead_case("lone_left", alone=-1, defender=-1)
    ('dealer_left', 'dealer')
    """
    if first_lead in ("bidder", "maker_left"):
        return first_lead, "maker"
    if first_lead == "lone_left":
        if alone >= 0 and defender >= 0:
            return "both_alone", "defender"
        if alone >= 0:
            return "lone_left", "alone"
        if defender >= 0:
            return "defender_left", "defender"
    return "dealer_left", "dealer"


# --------------------------------------------------------------------- the alone phase


def trump_fixed(b: Builder, h: Hand) -> None:
    """Trump is fixed and any discard made: ask about going alone (``alone_timing=
    "after_call"`` the maker, ``alone="maker_or_partner"`` the partner, unless the partner
    has passed and ``partner_alone_after_passing`` is False), or start play."""
    c = h.c
    queue: list[int] = []
    if h.alone < 0 and c.alone_maker_may:
        if c.alone_after_call:
            queue.append(h.maker)
        if c.alone_by_partner:
            for mate in c.teammates[h.maker]:
                if c.partner_alone_after_passing or not passed_in_bidding(h, mate):
                    queue.append(mate)
    h.queue = tuple(queue)
    h.stage = ASK_MAKERS
    next_alone(b, h)


def passed_in_bidding(h: Hand, seat: int) -> bool:
    """Whether ``seat`` has passed in this hand's bidding (Knock Euchre, once trump is
    made): every seat passed in round 1 if trump was named in round 2; in round 1 the
    seats before the maker, from the dealer's left, passed.

    ``h.passes`` counts the passes so far; a seat's turn in round 1 is its place from the
    dealer's left (0 to ``players - 1``), and each seat before the maker passed.

    >>> import euchre
    >>> from euchre.engine.core import Hand, compile_rules
    >>> h = Hand(); h.c = compile_rules(euchre.presets.STANDARD)
    >>> h.dealer, h.passes = 0, 2       # East and South passed, West ordered up
    >>> passed_in_bidding(h, 1), passed_in_bidding(h, 0)
    (True, False)
    """
    return h.passes > (seat - h.dealer - 1) % h.c.players


def partner_passed_refusal(h: Hand, seat: int) -> tuple[Reason, str] | None:
    """Why ``seat``, the maker's partner, is not asked about going alone, when the reason
    is ``partner_alone_after_passing=False`` (None otherwise): for an explanation of a
    ``go alone`` the partner tries (the engine never offers it).

    >>> import euchre
    >>> rules = euchre.presets.STANDARD.replace(partner_alone_after_passing=False)
    >>> s = euchre.new_game(rules, seed=3, dealer=euchre.Seat.NORTH)
    >>> s = s.apply_all("pass; pass; pass; pass; pass; pass; call spades")  # West names spades
    >>> partner_passed_refusal(s._h, 1)[1]
    "East passed in the bidding, and a player who has passed may not go alone on the partner's trump (Hoyle's law 93; partner_alone_after_passing=False)"
    """
    c = h.c
    if (
        c.alone_by_partner
        and not c.partner_alone_after_passing
        and h.maker >= 0
        and seat in c.teammates[h.maker]
        and passed_in_bidding(h, seat)
    ):
        return Reason.ALONE_NOT_ALLOWED, (
            f"{c.seat_values[seat]} passed in the bidding, and a player who has passed may not go "
            "alone on the partner's trump (Hoyle's law 93; partner_alone_after_passing=False)"
        )
    return None


def next_alone(b: Builder, h: Hand) -> None:
    """Ask the next player in the alone queue; then call for best; then the defenders
    (``defender_alone``, in the order ``defender_alone_order``); then start play."""
    c = h.c
    if not h.queue and h.stage == ASK_MAKERS:
        if c.call_for_best and h.alone >= 0 and not h.x.best_done:
            call_for_best(b, h, h.alone)
            return
        h.stage = ASK_DEFENDERS
        if c.defender_alone == "always" or (c.defender_alone == "vs_lone_maker" and h.alone >= 0):
            if c.four:
                h.queue = defenders_in_order(c.defender_alone_order_maker_left, h.dealer, h.maker)
            else:
                h.queue = defenders_round(c, h.dealer, h.maker)
    if h.queue:
        b._phase = ALONE
        b._to_act = h.queue[0]
    else:
        start_play(b, h)


def defenders_in_order(maker_left: bool, dealer: int, maker: int) -> tuple[int, int]:
    """The two defenders in the order they are asked about going alone: from the maker's
    left (``defender_alone_order="maker_left"``), else from the dealer's left.

    >>> defenders_in_order(False, dealer=0, maker=0)
    (1, 3)
    >>> defenders_in_order(False, dealer=2, maker=0)
    (3, 1)
    """
    first, second = (maker + 1) & 3, (maker + 3) & 3
    if not maker_left:
        start = (dealer + 1) & 3
        if (first - start) & 3 > (second - start) & 3:
            first, second = second, first
    return first, second


def defenders_round(c: Compiled, dealer: int, maker: int) -> tuple[int, ...]:
    """The defenders (the seats not of the maker's side) in the order they are asked about
    going alone, at any table: from the maker's left (``defender_alone_order="maker_left"``),
    else from the dealer's left.

    >>> import euchre
    >>> from euchre.engine.core import compile_rules
    >>> defenders_round(compile_rules(euchre.presets.SIX_HANDED), dealer=0, maker=2)
    (1, 3, 5)
    """
    n = c.players
    start = maker if c.defender_alone_order_maker_left else dealer
    side = c.side_of[maker]
    return tuple(
        seat
        for seat in ((start + k) % n for k in range(1, n + 1))
        if c.side_of[seat] != side
    )


def forced_alone(h: Hand, seat: int) -> bool:
    """Canadian loner (``canadian_loner``): the dealer's partner who ordered up in round 1
    must go alone."""
    round_one = h.passes < h.c.players
    return h.c.canadian_loner and seat == h.maker and seat == (h.dealer ^ 2) and round_one


def legal_alone(s: Base, h: Hand, p: int) -> tuple[Action, ...]:
    """Go alone or not (forced under the Canadian loner rule)."""
    return (GO_ALONE,) if forced_alone(h, p) else (PASS, GO_ALONE)


def apply_alone(b: Builder, h: Hand, p: int, action: Action) -> None:
    """A player goes alone (the partner sits out; the rest of that side is not asked; one
    lone defender ends the defenders' asking) or passes."""
    if action.kind is ActionKind.GO_ALONE:
        c = h.c
        h.active &= c.all_seats & ~c.teammate_mask[p]  # with a lone maker too, two sides
        h.queue = ()
        if c.side_of[p] == c.side_of[h.maker]:
            h.alone = p
        else:
            h.defender = p
            h.stage = ASK_DEFENDERS  # one defender alone: nobody else is asked
            if c.defender_call_for_best:
                call_for_best(b, h, p)  # then play (AfterDiscard.DEFENDER_BEST)
                return
    else:
        h.queue = h.queue[1:]
    next_alone(b, h)


def go_alone(h: Hand, seat: int) -> None:
    """``seat`` plays alone for the makers; the teammates' cards are out of play."""
    h.alone = seat
    h.active = h.c.all_seats & ~h.c.teammate_mask[seat]


# --------------------------------------------------------------------- call for best


def pass_best_card(b: Builder, h: Hand, lone: int) -> int:
    """Call for best by the rule: the lone player's partner hands over the best card
    (:func:`~euchre.engine.cardorder.best_card`); returns it (as held)."""
    card = cardorder.best_card(hand_of(b, lone ^ 2), h.trump)
    hand_over(b, h, lone, card)
    return card


def hand_over(b: Builder, h: Hand, lone: int, card: int) -> None:
    """``card`` (an index as held) passes from the partner of ``lone`` to ``lone``; the
    maker side's call for best is then done, and its card remembered (Bid Euchre's bidder
    may not give it back)."""
    move_card(b, lone ^ 2, lone, card)
    if lone != h.defender:
        h.x = h.x._replace(best_done=True, best_received=card)


def give_choices(h: Hand, hand: int) -> tuple[Action, ...]:
    """What a partner holding ``hand`` may give in a call for best: the best card
    (``best_card_choice="rule"``), or any card held (``"partner"``: the partner chooses).

    >>> import euchre
    >>> from euchre.engine.core import Hand, compile_rules
    >>> h = Hand(); h.c = compile_rules(euchre.RuleSet(call_for_best=True)); h.trump = 2
    >>> hand = euchre.Card("9h").bit | euchre.Card("Jd").bit | euchre.Card("As").bit
    >>> give_choices(h, hand)
    (Action('give Jd'),)
    >>> h.c = compile_rules(euchre.RuleSet(call_for_best=True, best_card_choice="partner"))
    >>> give_choices(h, hand)
    (Action('give Jd'), Action('give 9h'), Action('give As'))
    """
    if h.c.best_card_choice_partner:
        return actions_of(hand, GIVE_CHUNKS)
    return (GIVE_ACTIONS[cardorder.first_copy(cardorder.best_card(hand, h.trump))],)


def call_for_best(b: Builder, h: Hand, lone: int) -> None:
    """Knock Euchre's call for best (``call_for_best`` for a lone maker-side player,
    ``defender_call_for_best`` for a lone defender): the partner gives a card, the best by
    the rule at once, or one of the partner's choosing (``best_card_choice="partner"``: the
    partner's turn, :func:`apply_give`); the lone player then discards one."""
    if h.c.best_card_choice_partner:
        b._phase = EXCHANGE
        b._to_act = lone ^ 2
        return
    pass_best_card(b, h, lone)
    _discard_for_best(b, h, lone)


def apply_give(b: Builder, h: Hand, p: int, action: Action) -> None:
    """The partner's chosen card passes face down to the lone player, who discards one."""
    lone = p ^ 2
    hand_over(b, h, lone, held(hand_of(b, p), action.card.index))  # type: ignore[union-attr]
    _discard_for_best(b, h, lone)


def _discard_for_best(b: Builder, h: Hand, lone: int) -> None:
    """The lone player, one card over, discards one; then the alone questions go on (a lone
    maker-side player) or play begins (a lone defender: nobody else is asked)."""
    after = AfterDiscard.DEFENDER_BEST if lone == h.defender else AfterDiscard.BEST
    h.disc = (lone, 1, after)
    b._phase = DISCARD
    b._to_act = lone


# --------------------------------------------------------------------- the first lead


def start_play(b: Builder, h: Hand) -> None:
    """Play begins: the first leader by ``first_lead``."""
    c = h.c
    leader = first_leader(
        c.first_lead, h.dealer, h.maker, h.alone, h.defender, h.active, c.players
    )
    b._phase = h.c.play_phase
    b._to_act = leader
    b._leader = leader
    h.queue = ()
