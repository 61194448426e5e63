"""The rules of a :class:`~euchre.RuleSet` in plain English, one rule family at a time.

:func:`describe` (what ``RuleSet.describe()`` returns) is the RuleSet's name followed by
the lines of each family in :data:`FAMILIES`: deck and deal, making trump, going alone and
the first lead, play and reneges, scoring, the end of the game. Each family function serves
Knock and Bid Euchre alike, with one branch where the variants really differ.

Every number the text quotes about points (the Knock table, Bid Euchre's points, renege
penalties) and the end of the game is computed by :mod:`euchre.engine.scoring`, the functions
the engine scores with (``hand_points``, ``bid_points``, ``renege_award``, ``game_over``),
for an example hand, and the text is written from those numbers (:func:`scoring_table`,
:func:`game_end_terms`), so the prose cannot say one thing while the game does another. The
other numbers are knobs, named by their field names where they are read.

>>> import euchre
>>> from euchre.rules.describe import describe
>>> print(describe(euchre.presets.BID_EUCHRE).splitlines()[-1])
Game to 32 points; if both sides reach it on the same hand, the higher score wins; level, play another hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from euchre.cards import Score, Seat, Suit
from euchre.engine import scoring
from euchre.engine.scoring import BidKind
from euchre.outcomes import HandResult
from euchre.rules.ruleset import MAX_WHOLE, RuleSet, checked_rules

__all__ = [
    "FAMILIES",
    "STATED",
    "GameEnd",
    "deck_and_deal",
    "describe",
    "game_end",
    "game_end_terms",
    "going_alone",
    "making_trump",
    "play_and_reneges",
    "scoring_rules",
    "scoring_table",
    "the_table",
]


def describe(rules: RuleSet) -> str:
    """The rules in plain English: the name, then one line per rule, family by family.

    >>> import euchre
    >>> print(describe(euchre.presets.OPENSPIEL).splitlines()[0])
    OpenSpiel Euchre (preset OPENSPIEL)
    """
    rules = checked_rules(rules)
    lines = [rules.name]
    for family in FAMILIES:
        lines.extend(family(rules))
    lines.extend(printed_in(rules))
    return "\n".join(lines)


def printed_in(rules: RuleSet) -> list[str]:
    """Where a preset's rules are printed, clause by clause, with the knobs each clause sets
    (:data:`euchre.rules.sources.CLAUSES`); nothing for a RuleSet that is no preset.

    >>> import euchre
    >>> line = printed_in(euchre.presets.HOYLE)[0]
    >>> line.startswith("Where these rules are printed: "), "Hoyle's law 88 (discard_upcard)" in line
    (True, True)
    >>> printed_in(euchre.presets.HOYLE.replace(target=10))
    []
    """
    from euchre import presets  # the presets are RuleSets built above this module's layer
    from euchre.rules.sources import CLAUSES

    name = presets.name_of(rules)
    knobs: dict[str, list[str]] = {}
    for (preset, knob), clause in CLAUSES.items():
        if preset == name:
            knobs.setdefault(clause, []).append(knob)
    if not knobs:
        return []
    said = "; ".join(f"{clause} ({', '.join(names)})" for clause, names in knobs.items())
    return [f"Where these rules are printed: {said}."]


# --- the table -------------------------------------------------------------------------------

_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

#: Where each table format's rules are printed (design/any-table.md §1; the presets' notes).
_TABLE_SOURCES = {
    (2, "none"): "John W. Keller, The Game of Euchre (1887), chapter 7, "
    "http://ohioeuchre.com/E_bookeller7.php",
    (3, "none"): "https://rarepike.com/euchre/three-handed-euchre and "
    "https://www.52pickup.net/card-games/three-player-euchre/",
    (6, "teams"): "https://www.reference.com/hobbies-games/play-six-handed-euchre-8af2e52a7e4e997",
}
_DUMMY_SOURCE = "http://ohioeuchre.com/E_TwoThreeHanded.php"
_DOUBLE_DECK_SOURCE = (
    "https://www.reference.com/hobbies-games/rules-playing-six-handed-euchre-de41dacf903fafb3"
)


def the_table(rules: RuleSet) -> list[str]:
    """Who sits at the table and with whom, when it is not the four-seat game in two teams
    (``players``, ``partnership``), with the source of the format; the dummy hand
    (``dummy``); which of two identical cards wins (``double_deck_tie``). Nothing for the
    four-seat game (a double deck's tie said only when the second copy wins).

    >>> import euchre
    >>> the_table(euchre.presets.STANDARD)
    []
    >>> print(the_table(euchre.presets.CUTTHROAT)[0])  # doctest: +ELLIPSIS
    Three-handed (cutthroat): three players, each for themselves: the maker plays alone against the other two, and each player scores alone. Source: https://rarepike.com/...
    """
    rules = checked_rules(rules)
    t = rules.table
    lines = []
    if not t.four:
        n = t.players
        if t.partnership == "none":
            others = "the other" if n == 2 else f"the other {_NUMBER[n - 1]}"
            who = (
                f"{_NUMBER[n]} players, each for themselves: the maker plays alone against "
                f"{others}, and each player scores alone"
            )
        else:
            size = _NUMBER[n // 2]
            sides = " against ".join(", ".join(t.seat_names[s::2]) for s in (0, 1))
            who = f"{_NUMBER[n]} players in two teams of {size} seated alternately ({sides})"
            if rules.alone != "nobody":
                who += "; a lone player's teammates all sit out"
        source = _TABLE_SOURCES.get((n, t.partnership))
        if rules.dummy and n == 2:  # the dummy form is ohioeuchre.com's, not Keller's
            source = _DUMMY_SOURCE
        if rules.deck == 48 and n == 6:  # the double-deck game is the scribd text's
            source = "https://ru.scribd.com/document/359462022/Six-Hand-Euchre"
        said = f" Source: {source}." if source else " (No printed source states this table.)"
        lines.append(f"{t.format_name[0].upper()}{t.format_name[1:]}: {who}.{said}")
    if rules.dummy:
        cards = "one card" if rules.dummy == 1 else f"{_NUMBER[rules.dummy]} cards"
        lines.append(
            f"A dummy hand of {cards} is dealt after the players' cards; nobody sees it until "
            f"trump is fixed, then the maker takes it and discards {rules.dummy} (a dealer who "
            f"took the upcard discards {rules.dummy + 1})."
        )
    if rules.double_deck_tie == "second":
        lines.append(
            'Of two identical cards that would win a trick, the second played wins ("the '
            'person who played the second card beats the person who played the first card", '
            f"{_DOUBLE_DECK_SOURCE})."
        )
    return lines


# --- small shared phrases --------------------------------------------------------------------


def _packets(rules: RuleSet) -> str:
    """How the cards are dealt (``deal_pattern``)."""
    if all(size == 1 for size in rules.deal_pattern):
        return "dealt one at a time"
    return "dealt in packets of " + "-".join(str(n) for n in rules.deal_pattern)


def _someone_alone(rules: RuleSet) -> bool:
    """Whether any hand can be played alone: ``alone`` in Knock; in Bid Euchre ``bid_best``
    or ``bid_moon`` (the bidder's partner sits out)."""
    if rules.variant == "bid":
        return rules.bid_best or rules.bid_moon
    return rules.alone != "nobody"


_FIRST_PASS = {
    2: "if the non-dealer passes",
    3: "if the first two pass",
    4: "if the first three pass",
    5: "if the first four pass",
    6: "if the first five pass",
}


def _all_pass(rules: RuleSet, must: str) -> str:
    """What happens when nobody makes trump (``stick_the_dealer``, ``all_pass``)."""
    if rules.stick_the_dealer:
        return f"{_FIRST_PASS[rules.players]}, stick the dealer: the dealer must {must}"
    if rules.all_pass == "next_dealer":
        return "if all pass, the hand is thrown in and the next dealer deals"
    return "if all pass, the hand is thrown in and the same dealer deals again"


def _declarations(rules: RuleSet) -> list[str]:
    """A misdeal (``misdeal``, ``misdeals_to_pass``), and hands that may be declared and
    thrown in or exchanged (``ace_no_face``,
    ``ace_no_face_dealer``, ``farmers_hand``, ``farmers_hand_size``; a farmer's hand thrown in
    is redealt as ``all_pass`` says), and going under (``go_under``)."""
    lines = []
    if rules.misdeal != "off":
        if rules.misdeal == "next_dealer":
            who = "the deal passes on (Hoyle's law 41)"
        elif rules.misdeals_to_pass == 0:
            who = "the same dealer deals again (euchre.com)"
        else:
            who = (
                "the same dealer deals again, and after "
                f"{rules.misdeals_to_pass} misdeals in a row the deal passes (euchre.com)"
            )
        lines.append(
            "A misdeal (an exposed card or a wrong count) may be called before anyone has "
            f"spoken in the bidding: the hand is thrown in with no score and {who}."
        )
    if rules.ace_no_face:
        who = "the next dealer" if rules.ace_no_face_dealer == "next_dealer" else "the same dealer"
        lines.append(
            "A hand with an ace and no K, Q or J may be declared at the player's turn in the "
            f"bidding: the hand is thrown in and {who} deals."
        )
    if rules.farmers_hand != "off":
        again = "the next dealer" if rules.all_pass == "next_dealer" else "the same dealer"
        how = (
            f"thrown in ({again} deals)"
            if rules.farmers_hand == "redeal"
            else "exchanged with the kitty"
        )
        lines.append(
            f"A farmer's hand ({rules.farmers_hand_size} or more 9s and 10s) may be declared "
            f"and {how}."
        )
    if rules.go_under != "off":
        lines.append(
            f"A player holding {_GO_UNDER_HANDS[rules.go_under]} may go under at their turn in "
            "the first round of bidding, once a hand: they take up the three kitty cards, "
            "discard any three face down, then bid."
        )
    return lines


#: The hands that may go under, by ``go_under`` (as engine.making.goes_under reads them).
_GO_UNDER_HANDS = {
    "nines_and_tens": "three or more 9s and 10s",
    "no_face_cards": "no jack, queen or king",
    "either": "three or more 9s and 10s, or no jack, queen or king,",
}


# --- deck and deal ---------------------------------------------------------------------------

_KNOCK_DECK = {
    24: "9 to ace in each suit",
    25: "9 to ace in each suit, and the joker",
    32: "7 to ace in each suit",
}
_BID_DECK = {
    24: "24 cards (9 to ace)",
    25: "25 cards (9 to ace and the joker, the highest trump; the dealer gets one more card "
    "and discards one)",
    48: "48 cards (two of each card from 9 to ace; of identical cards in a trick the first "
    "played wins)",
}
_JOKER_UPCARD = {
    "dealer_names": "the dealer names a suit before anyone bids",
    "redeal": "the hand is thrown in",
}


def deck_and_deal(rules: RuleSet) -> list[str]:
    """The deck, the deal, and the order of the cards (``variant``, ``deck``,
    ``cards_per_hand``, ``deal_pattern``, ``joker_upcard``, ``joker_suit``).

    >>> import euchre
    >>> deck_and_deal(euchre.presets.BID_EUCHRE)[0]
    'Bid Euchre with 24 cards (9 to ace); 6 cards each, dealt one at a time; no upcard.'
    """
    rules = checked_rules(rules)
    n = rules.cards_per_hand
    if rules.variant == "bid":
        deck = _BID_DECK[rules.deck]
        if rules.double_deck_tie == "second":
            deck = deck.replace("the first played wins", "the second played wins")
        lines = [f"Bid Euchre with {deck}; {n} cards each, {_packets(rules)}; no upcard."]
    else:
        lines = [
            f"Knock (turn-up) Euchre with a {rules.deck}-card deck ({_KNOCK_DECK[rules.deck]}); "
            f"{n} cards each, {_packets(rules)} from the dealer's left; the next card is "
            "turned up, the rest form the kitty."
        ]
    low = "A K Q 10 9 8 7" if rules.deck == 32 else "A K Q 10 9"
    lines.append(
        "Trump order: right bower (jack of trump), left bower (other jack of the same "
        f"colour, a trump for every purpose), {low}. You must follow the suit led."
    )
    if rules.deck == 25 and rules.variant == "knock":
        joker = _JOKER_UPCARD.get(
            rules.joker_upcard, f"it counts as a {str(rules.joker_suit)[:-1]}"
        )
        lines.append(
            "The joker is the highest trump, above the right bower; with no trump it wins "
            f"any trick it is played to. If the joker is turned up, {joker}."
        )
    return lines


# --- making trump ----------------------------------------------------------------------------


def making_trump(rules: RuleSet) -> list[str]:
    """How trump is made: Knock's two rounds or Bid Euchre's bidding (``dealer_pickup``,
    ``discard_upcard``, ``natural_trump``, ``stick_the_dealer``, ``all_pass``, ``no_trump``,
    ``bid_minimum``, ``bid_best``, ``bid_moon``, ``bid_no_trump``, ``bid_low_no_trump``), and
    the hands that may be declared instead.

    >>> import euchre
    >>> print(making_trump(euchre.presets.CARDGAMES_IO)[1])
    Round 2: each player names any suit but the turned-down one, or passes; if the first three pass, stick the dealer: the dealer must name trump.
    """
    rules = checked_rules(rules)
    if rules.variant == "bid":
        return _bidding(rules) + _declarations(rules)
    pickup = (
        "the dealer must pick up the upcard and discard"
        if rules.dealer_pickup == "mandatory"
        else "when another player orders up, the dealer may pick up the upcard or leave it"
    )
    if not rules.discard_upcard:
        pickup += " (but may not discard the upcard itself)"
    if rules.alone != "nobody" and rules.alone_timing == "with_call":
        # the engine: a dealer who sits out takes nothing (making.apply_order)
        partner = "partner" if rules.players == 4 else "teammate"
        pickup += (
            f", except when the dealer's {partner} orders up alone: the dealer sits out and "
            "the upcard is turned down"
        )
    lines = [
        "Round 1: from the dealer's left, each player passes or orders up the upcard's "
        f"suit; {pickup}.",
        "Round 2: each player names any suit but the turned-down one, or passes; "
        f"{_all_pass(rules, 'name trump')}.",
    ]
    if rules.natural_trump != "not_required":
        natural = _NATURAL_TRUMP[rules.natural_trump]
        if rules.deck == 25:  # making.natural_trump_refusal: NATURAL_MASK holds no joker
            natural = natural.replace(
                "the left bower does not count", "the left bower and the joker do not count"
            )
        lines.append(natural)
    if rules.no_trump:
        lines.append("Round 2 may name no trump: the highest card of the suit led wins.")
    return lines + _declarations(rules)


_NATURAL_TRUMP = {
    "to_order": "To order up, a player must hold a natural trump: a card of the upcard's "
    "suit itself (the left bower does not count; the dealer's upcard does not count either) "
    "(the natural-trump rule of tournament rule sheets).",
    "to_order_or_name": "To order up or name trump, a player must hold a natural trump: a "
    "card of that suit itself (the left bower does not count; the dealer's upcard does not "
    "count either); a stuck dealer holding none names any suit (the natural-trump rule, "
    "'Minimum Trump' in Euchre rule variations).",
}


def _bidding(rules: RuleSet) -> list[str]:
    """Bid Euchre's round of bidding and the naming of trump."""
    n = rules.cards_per_hand
    ways = [
        w
        for w, on in (
            ("call for best (said 'bid best')", rules.bid_best),
            ("shoot the moon (said 'bid moon')", rules.bid_moon),
        )
        if on
    ]
    everything = f"; or all {n} tricks: " + " or ".join(ways) if ways else ""
    all_pass = _all_pass(rules, "bid")
    return [
        f"One round of bidding from the dealer's left: pass, or bid {rules.bid_minimum} to "
        f"{n - 1} tricks, each bid higher than the last (partners may overbid each other)"
        f"{everything}.",
        "The high bidder names trump"
        + (", or no trump" if rules.bid_no_trump else "")
        + (
            ", or low no trump (the lowest card of the suit led wins)"
            if rules.bid_low_no_trump
            else ""
        )
        + ".",
        all_pass[0].upper() + all_pass[1:] + ".",
    ]


# --- going alone and the first lead ----------------------------------------------------------

_WHO_ALONE = {
    "nobody": "Nobody may go alone.",
    "maker": "Only the maker may go alone; the partner sits out.",
    "maker_or_partner": "The maker or the maker's partner may go alone; the other sits out.",
}
_FIRST_LEAD = {
    "dealer_left": "The player left of the dealer leads first (skipping a sitting-out player).",
    "maker_left": "The player left of the maker leads first (skipping a sitting-out player).",
    "lone_left": "The player left of the dealer leads first; if someone goes alone, the "
    "player to the lone player's left; if both sides are alone, the lone defender.",
    "bidder": "The high bidder leads the first trick.",
}


def going_alone(rules: RuleSet) -> list[str]:
    """Who may play alone, and who leads the first trick (``alone``, ``alone_timing``,
    ``canadian_loner``, ``partner_alone_after_passing``, ``defender_alone``,
    ``defender_alone_order``, ``call_for_best``, ``defender_call_for_best``,
    ``best_card_choice``, ``bid_best``, ``bid_moon``, ``first_lead``).

    >>> import euchre
    >>> going_alone(euchre.presets.BID_EUCHRE)[-1]
    'The high bidder leads the first trick.'
    """
    rules = checked_rules(rules)
    if rules.variant == "bid":
        lines = []
        if rules.bid_best:
            lines.append(
                "Call for best: the partner hands over the best card and gets one "
                "back, then sits out."
            )
        if rules.bid_moon:
            lines.append("Shoot the moon: the bidder plays alone, with no exchange.")
        return lines + [_FIRST_LEAD[rules.first_lead]]
    who = _WHO_ALONE[rules.alone]
    if rules.partnership == "none":
        who = "Nobody goes alone by choice: every maker already plays alone against the others."
    elif rules.players == 6:  # two teammates, who both sit out
        who = who.replace("the partner sits out", "both teammates sit out")
    if rules.alone != "nobody":
        who += (
            " The choice is announced with the order or call."
            if rules.alone_timing == "with_call"
            else " The choice is made after trump is fixed and the dealer has discarded."
        )
        if rules.alone == "maker_or_partner" and rules.alone_timing == "with_call":
            who += " The partner is asked once trump is fixed."
    if rules.alone == "maker_or_partner" and not rules.partner_alone_after_passing:
        who += (
            " The partner may go alone only if the partner has not passed in the bidding "
            "(Hoyle's law 93)."
        )
    lines = [who]
    if rules.canadian_loner:
        lines.append("The dealer's partner who orders up must go alone (Canadian loner).")
    if rules.defender_alone != "never":
        when = "against a lone maker" if rules.defender_alone == "vs_lone_maker" else "always"
        first = "dealer's" if rules.defender_alone_order == "dealer_left" else "maker's"
        lines.append(
            f"A defender may go alone ({when}); defenders are asked from the {first} left."
        )
    lines.extend(_call_for_best(rules))
    return lines + [_FIRST_LEAD[rules.first_lead]]


def _call_for_best(rules: RuleSet) -> list[str]:
    """Knock Euchre's call for best (``call_for_best``, ``defender_call_for_best``,
    ``best_card_choice``), in words.

    >>> import euchre
    >>> print(*_call_for_best(euchre.presets.RAILROAD))
    A lone player or a lone defender receives a card from the partner and discards one (call for best); the partner chooses the card and passes it face down.
    """
    who = {
        (True, False): "A lone player",
        (False, True): "A lone defender",
        (True, True): "A lone player or a lone defender",
    }.get((rules.call_for_best, rules.defender_call_for_best))
    if who is None:
        return []
    if rules.best_card_choice == "partner":
        return [
            f"{who} receives a card from the partner and discards one (call for best); the "
            "partner chooses the card and passes it face down."
        ]
    return [f"{who} receives the partner's best card and discards one (call for best)."]


# --- the stated numbers: every point and game-end number the text quotes --------------------

#: What each number of :func:`scoring_table` is: the change to a side's score that the text
#: states for a kind of hand (a loss is negative). Only what the text states is listed for a
#: RuleSet: the lone maker's points only where someone may go alone, and so on.
STATED: dict[str, str] = {
    # Knock: the makers' side takes 3-4 tricks, or all 5 (a march)
    "makers": "Knock: the makers take 3-4 tricks, not alone: to the makers",
    "march": "Knock: the makers take every trick, not alone: to the makers",
    "lone": "Knock: a lone maker takes 3-4 tricks: to the makers",
    "lone_march": "Knock: a lone maker takes every trick: to the makers",
    # Knock: the makers are euchred (0-2 tricks)
    "euchre": "Knock: the makers (not alone) take 0-2 tricks, no lone defender: to the defenders",
    "lone_euchre": "Knock: a lone maker takes 0-2 tricks, no lone defender: to the defenders",
    "lone_defender_euchre": "Knock: a lone defender's side takes 3-4 tricks: to the defenders",
    "lone_defender_march": "Knock: a lone defender's side takes every trick: to the defenders",
    "super_euchre": "Knock: the makers take no trick, no lone defender (before euchre and "
    "lone_euchre): to the defenders",
    # EGN's alternate rules of the hand's end (the four-seat Knock game)
    "fast_break": "Knock, fast_break: the defenders take the first two tricks, the makers the "
    "last three: to each team (instead of the makers' points)",
    "token_point": "Knock, four_trick_tokens: the makers (not alone) take exactly 4 tricks for "
    "their fourth token: added to the makers' points (the tokens are turned in)",
    # Bid Euchre
    "trick": "Bid Euchre: a trick taken, to the side that takes it (the bidders only when "
    "they make their bid)",
    "set": "Bid Euchre: the bidders of bid_minimum tricks take fewer: to the bidders",
    "set_step": "Bid Euchre: added to set for each trick bid above bid_minimum",
    "best": "Bid Euchre: the bidders of best take every trick: to the bidders",
    "best_set": "Bid Euchre: the bidders of best miss a trick: to the bidders",
    "moon": "Bid Euchre: the bidders of the moon take every trick: to the bidders",
    "moon_set": "Bid Euchre: the bidders of the moon miss a trick: to the bidders",
    # a proven renege (renege="penalise"), by renege_penalty
    "renege_claimants": "opponents_gain: a proven renege, to the claimants",
    "renege_claimants_alone": "opponents_gain: a proven renege, the claimants' side alone: "
    "to the claimants",
    "renege_offenders": "offenders_lose: a proven renege, to the offenders",
    "renege_offenders_alone": "offenders_lose: a proven renege, the claimants' side alone: "
    "to the offenders",
    "renege_claimants_by_lone": "opponents_gain: a proven renege by a side playing alone "
    "(renege_points_by_lone set), the claimants not alone: to the claimants",
    "renege_offenders_by_lone": "offenders_lose: a proven renege by a side playing alone "
    "(renege_points_by_lone set), the claimants not alone: to the offenders",
    "renege_euchre": "Knock, euchre: the makers (not alone) reneged: to the defenders",
    "renege_lone_euchre": "Knock, euchre: a lone maker's side reneged, no lone defender: "
    "to the defenders",
    "renege_lone_defender_euchre": "Knock, euchre: the makers reneged against a lone "
    "defender: to the defenders",
    "renege_march": "Knock, euchre: a defender reneged, the makers not alone: to the makers",
    "renege_lone_march": "Knock, euchre: a defender reneged against a lone maker: to the makers",
    "renege_set": "Bid Euchre, euchre: the bidders of bid_minimum tricks reneged: to the bidders",
    "renege_set_step": "Bid Euchre, euchre: added to renege_set for each trick bid above "
    "bid_minimum",
    "renege_set_best": "Bid Euchre, euchre: the bidders of best reneged: to the bidders",
    "renege_set_moon": "Bid Euchre, euchre: the bidders of the moon reneged: to the bidders",
    "renege_defenders": "Bid Euchre, euchre: the bidders reneged: to the defenders",
    "renege_made": "Bid Euchre, euchre: a defender reneged against a number bid: to the bidders",
    "renege_made_best": "Bid Euchre, euchre: a defender reneged against best: to the bidders",
    "renege_made_moon": "Bid Euchre, euchre: a defender reneged against the moon: to the bidders",
    "false_claim": "a renege claim not proven: to the claimants (stated when not 0)",
}


def scoring_table(rules: RuleSet) -> dict[str, int]:
    """Every number of points :func:`describe` states, by what it is (:data:`STATED`), as
    the functions the engine scores with compute it for an example hand in which
    North-South make trump: :func:`~euchre.engine.scoring.hand_points` (Knock),
    :func:`~euchre.engine.scoring.bid_points` (Bid Euchre),
    :func:`~euchre.engine.scoring.renege_award` (a proven renege). The text is written
    from this table, so it says what the engine scores.

    >>> import euchre
    >>> scoring_table(euchre.presets.CARDGAMES_IO)
    {'makers': 1, 'march': 2, 'lone': 1, 'lone_march': 4, 'euchre': 2, 'lone_euchre': 2}
    >>> table = scoring_table(euchre.presets.BID_EUCHRE)
    >>> table["trick"], table["set"], table["moon"], table["renege_offenders"]
    (1, -3, 24, -2)
    """
    rules = checked_rules(rules)
    table = _bid_table(rules) if rules.variant == "bid" else _knock_table(rules)
    if rules.renege == "penalise":
        if rules.renege_penalty != "euchre":
            table.update(_renege_points_table(rules))
        elif rules.variant == "bid":
            table.update(_bid_renege_euchre_table(rules))
        else:
            table.update(_knock_renege_euchre_table(rules))
        if rules.renege_false_claim:  # the knob the engine's claim reads (c.renege_false_claim)
            table["false_claim"] = -rules.renege_false_claim
    return table


def _knock_table(rules: RuleSet) -> dict[str, int]:
    """The Knock table by :func:`~euchre.engine.scoring.hand_points`, North-South (seat 0's
    side) making; at a table of more sides, ``[1]`` is one defending side's points (the
    second side takes every trick the makers lose)."""
    n = rules.cards_per_hand
    made = n // 2 + 1  # the fewest tricks that make it: 3 of 5
    rest = (0,) * (rules.table.sides - 2)

    def points(tricks: int, alone: bool = False, lone_defender: bool = False) -> tuple[int, int]:
        won = (tricks, n - tricks, *rest)  # one number a side: (ns, ew) at two sides
        by_side = scoring.hand_points_by_side(
            rules, 0, won, alone=alone, lone_defender=lone_defender
        )
        return by_side[0], by_side[1]

    table = {"makers": points(made)[0], "march": points(n)[0]}
    if rules.alone != "nobody":
        table.update(lone=points(made, True)[0], lone_march=points(n, True)[0])
    table["euchre"] = points(made - 1)[1]
    if rules.alone != "nobody":
        table["lone_euchre"] = points(made - 1, alone=True)[1]
    if rules.defender_alone != "never":
        table["lone_defender_euchre"] = points(made - 1, lone_defender=True)[1]
        table["lone_defender_march"] = points(0, lone_defender=True)[1]
    if rules.scoring.super_euchre is not None:
        table["super_euchre"] = points(0)[1]
    table.update(_hand_end_table(rules, points(made), points(n - 1)))
    return table


def _hand_end_table(
    rules: RuleSet, made: tuple[int, int], four: tuple[int, int]
) -> dict[str, int]:
    """EGN's alternate rules by :func:`~euchre.engine.scoring.hand_end_points` (North-South
    make, the four-seat game of five tricks): a fast break's points (``fast_break``), and the
    point a fourth four-trick token adds (``four_trick_tokens``; ``four``: the table's points
    for four tricks)."""
    table = {}
    if rules.fast_break:  # East-West the first two tricks, North-South the last three
        table["fast_break"] = scoring.hand_end_points(rules, made, 0, (1, 3, 0, 2, 0), ())[0]
    if rules.four_trick_tokens:  # three tokens earned before, the fourth on this hand
        earned = HandResult(
            0, Seat.NORTH, Suit.HEARTS, Seat.NORTH, None, None, Score(4, 1), Score(*four), False
        )
        before = (earned,) * (scoring.TOKENS_TO_CASH - 1)
        cashed = scoring.hand_end_points(rules, four, 0, (0, 0, 0, 0, 1), before)
        table["token_point"] = cashed[0] - four[0]
    return table


def _bid_table(rules: RuleSet) -> dict[str, int]:
    """Bid Euchre's points by :func:`~euchre.engine.scoring.bid_points`, North-South
    bidding."""
    n, k = rules.cards_per_hand, rules.bid_minimum

    def bidders(kind: BidKind, level: int, taken: int) -> int:
        return scoring.bid_points(rules, 0, (taken, n - taken), kind, level)[0]

    table = {
        "trick": scoring.bid_points(rules, 0, (n - 1, 1), BidKind.TRICKS, k)[1],  # East-West's
        "set": bidders(BidKind.TRICKS, k, 0),
        "set_step": bidders(BidKind.TRICKS, k + 1, 0) - bidders(BidKind.TRICKS, k, 0),
    }
    for key, _, _, kind in _every_trick_bids(rules):
        table[key] = bidders(kind, n, n)
        table[key + "_set"] = bidders(kind, n, n - 1)
    return table


def _renege_points_table(rules: RuleSet) -> dict[str, int]:
    """``opponents_gain`` and ``offenders_lose`` by
    :func:`~euchre.engine.scoring.renege_award`: North-South (the makers) claim."""
    side = 0 if rules.renege_penalty == "opponents_gain" else 1
    key = "renege_claimants" if side == 0 else "renege_offenders"
    table = {key: scoring.renege_award(rules, claimant=0, maker=0)[side]}
    if _someone_alone(rules):  # renege_points_alone: the claimants' side played alone
        table[key + "_alone"] = scoring.renege_award(rules, claimant=0, maker=0, alone=True)[side]
        if rules.renege_points_by_lone is not None:  # the offenders' side played alone
            by_lone = scoring.renege_award(rules, claimant=1, maker=0, alone=True)
            table[key + "_by_lone"] = by_lone[1 - side]
    return table


def _knock_renege_euchre_table(rules: RuleSet) -> dict[str, int]:
    """Knock's ``renege_penalty="euchre"`` by :func:`~euchre.engine.scoring.renege_award`
    (North-South make): the table's euchre or march for the claimants."""

    def award(claimant: int, alone: bool = False, lone_defender: bool = False) -> int:
        points = scoring.renege_award(rules, claimant, 0, alone=alone, lone_defender=lone_defender)
        return points[claimant & 1]

    table = {"renege_euchre": award(1), "renege_march": award(0)}
    if rules.alone != "nobody":
        table["renege_lone_euchre"] = award(1, alone=True)
        table["renege_lone_march"] = award(0, alone=True)
        if rules.defender_alone != "never":
            table["renege_lone_defender_euchre"] = award(1, lone_defender=True)
    return table


def _bid_renege_euchre_table(rules: RuleSet) -> dict[str, int]:
    """Bid Euchre's ``renege_penalty="euchre"`` by
    :func:`~euchre.engine.scoring.renege_award` (North-South bid): the hand scored as if the
    claimants had taken every trick."""
    n, k = rules.cards_per_hand, rules.bid_minimum

    def award(claimant: int, kind: BidKind = BidKind.TRICKS, level: int = k) -> tuple[int, int]:
        alone = kind != BidKind.TRICKS  # best and the moon are played alone
        return scoring.renege_award(rules, claimant, 0, alone=alone, bid_kind=kind, bid_level=level)

    table = {
        "renege_set": award(1)[0],
        "renege_set_step": award(1, level=k + 1)[0] - award(1)[0],
        "renege_defenders": award(1)[1],
        "renege_made": award(0)[0],
    }
    for key, _, _, kind in _every_trick_bids(rules):
        table["renege_set_" + key] = award(1, kind, n)[0]
        table["renege_made_" + key] = award(0, kind, n)[0]
    return table


class GameEnd(NamedTuple):
    """When the game ends, as :func:`game_end_terms` reads it from
    :func:`~euchre.engine.scoring.game_over`."""

    deals: int | None  #: the game is this many deals (None: it is played to ``target``)
    target: int | None  #: the score that ends the game (None: a number of deals)
    two_clear: bool  #: the side at the target must also be two points ahead
    level_draws: bool  #: both sides level at or over the target: a draw (else play on)


def game_end_terms(rules: RuleSet) -> GameEnd:
    """The end of the game as :func:`~euchre.engine.scoring.game_over`, the function the
    engine ends a game with, decides it: a number of deals, or the target, whether a
    winner must be two clear, and whether level scores at the target draw.

    >>> import euchre
    >>> game_end_terms(euchre.presets.BID_EUCHRE)
    GameEnd(deals=None, target=32, two_clear=False, level_draws=False)
    >>> game_end_terms(euchre.presets.STANDARD.replace(num_deals=4)).deals
    4
    """
    rules = checked_rules(rules)

    others = rules.table.sides - 1  # the sides besides the first, all level with the second

    def over(hands: int, ns: int, ew: int) -> bool:
        return scoring.game_over(rules, hands, (ns, *(ew,) * others))

    if not over(0, MAX_WHOLE, 0):  # not even the highest score ends it: a number of deals
        return GameEnd(_least(lambda deals: over(deals, 0, 0)), None, False, True)
    target = _least(lambda points: over(1, points, points - 2))
    return GameEnd(None, target, not over(1, target, target - 1), over(1, target, target))


def _least(holds: Callable[[int], bool]) -> int:
    """The least whole number from 0 to :data:`~euchre.rules.ruleset.MAX_WHOLE` for which
    ``holds`` (true from some number on)."""
    low, high = 0, MAX_WHOLE
    while low < high:
        middle = (low + high) // 2
        if holds(middle):
            high = middle
        else:
            low = middle + 1
    return low


# --- play and reneges ------------------------------------------------------------------------


def play_and_reneges(rules: RuleSet) -> list[str]:
    """Following suit, and what a renege costs (``renege``, ``trump_off_suit_ace``,
    ``renege_claim``, ``renege_penalty``, ``renege_points``, ``renege_points_alone``,
    ``renege_points_by_lone``, ``renege_ends_hand``, ``renege_false_claim``,
    ``renege_take_back``). The points are :func:`scoring_table`'s, those
    :func:`euchre.engine.scoring.renege_award` moves.

    >>> import euchre
    >>> print(play_and_reneges(euchre.presets.BID_EUCHRE)[0])
    A player may renege; an opponent may claim it until the end of the hand: if proven, the offenders lose 2, alone or not, on top of the hand's own score.
    """
    rules = checked_rules(rules)
    if rules.renege == "forbid":
        lines = ["Reneging is not allowed: you must follow suit when you can."]
        if not rules.trump_off_suit_ace:
            lines.append(
                "A player who cannot follow suit may not trump an ace of another suit that is "
                "winning the trick, unless holding only trumps; once a trump is on the trick, "
                "a later player may over-trump (a house rule)."
            )
        return lines
    table = scoring_table(rules)
    window = (
        "until the end of the hand"
        if rules.renege_claim == "hand"
        else "in the same or the next trick"
    )
    false_claim = (
        f"; a false claim costs the claimants {-table['false_claim']}"
        if "false_claim" in table
        else ""
    )
    lines = [
        f"A player may renege; an opponent may claim it {window}: if proven, "
        f"{_renege_penalty(rules, table)}{false_claim}."
    ]
    if rules.renege_take_back:
        lines.append(
            "A renege caught before its trick is over is taken back instead, with no "
            "penalty: the card (and any played after it) goes back to the hand, and the "
            "offender plays again."
        )
    return lines


def _renege_penalty(rules: RuleSet, table: dict[str, int]) -> str:
    """The consequence of a proven renege, by ``renege_penalty`` and ``variant``."""
    if rules.renege_penalty == "euchre":
        if rules.variant == "bid":
            return _bid_renege_euchre(rules, table)
        return _knock_renege_euchre(rules, table)
    if "renege_claimants" in table:  # the claimants gain
        key, text, sign = "renege_claimants", "the claimants score", 1
    else:  # the offenders lose
        key, text, sign = "renege_offenders", "the offenders lose", -1
    points = sign * table[key]
    text += f" {points}"
    if key + "_alone" in table:
        alone = sign * table[key + "_alone"]
        by_lone = sign * table.get(key + "_by_lone", table[key])
        if alone == points == by_lone:
            text += ", alone or not"
        elif alone == by_lone:
            text += f" ({alone} if either side played alone)"
        else:
            cases = [f"{alone} for a renege against a lone hand"]
            if by_lone != points:
                cases.append(f"{by_lone} for a renege by the lone player")
            text += f" ({'; '.join(cases)})"
    if rules.renege_ends_hand:
        return text + ", and the hand ends: only the penalty is scored"
    return text + ", on top of the hand's own score"


def _knock_renege_euchre(rules: RuleSet, table: dict[str, int]) -> str:
    """Knock's ``renege_penalty="euchre"``: the table's euchre or march for the claimants."""
    euchre = f"the defenders score a euchre, {table['renege_euchre']}"
    march = f"the makers score a march, {table['renege_march']}"
    if "renege_lone_euchre" in table:
        lone = [f"{table['renege_lone_euchre']} against a lone maker"]
        if "renege_lone_defender_euchre" in table:
            lone.insert(0, f"{table['renege_lone_defender_euchre']} if a defender played alone")
        euchre += f" ({', else '.join(lone)})"
        march += f" ({table['renege_lone_march']} if the maker's side played alone)"
    return (
        f"the hand ends, scored as lost by the offenders: if the makers reneged, {euchre}; "
        f"if a defender reneged, {march}"
    )


def _bid_renege_euchre(rules: RuleSet, table: dict[str, int]) -> str:
    """Bid Euchre's ``renege_penalty="euchre"``: the hand scored as if the claimants had
    taken every trick (the bidders set, or the bid made with every trick)."""
    n, k = rules.cards_per_hand, rules.bid_minimum
    lose = [f"{-table['renege_set']} for a bid of {k}{_per_trick_bid(-table['renege_set_step'])}"]
    score = [f"{table['renege_made']} for a number bid"]
    for key, name, _, _ in _every_trick_bids(rules):
        lose.append(f"{-table['renege_set_' + key]} for {name}")
        score.append(f"{table['renege_made_' + key]} for {name}")
    return (
        f"the hand ends, scored as if the claimants had taken all {n} tricks: if the bidders "
        f"reneged, they are set, losing {_listed(lose)}, and the defenders score "
        f"{table['renege_defenders']}; if a defender reneged, the bidders score {_listed(score)}"
    )


def _every_trick_bids(rules: RuleSet) -> list[tuple[str, str, str, BidKind]]:
    """The bids of every trick this RuleSet allows (``bid_best``, ``bid_moon``): the key of
    :func:`scoring_table`, short name, long name, kind."""
    return [
        (key, short, long, kind)
        for key, short, long, kind, on in (
            ("best", "best", "call for best", BidKind.BEST, rules.bid_best),
            ("moon", "the moon", "shoot the moon", BidKind.MOON, rules.bid_moon),
        )
        if on
    ]


def _per_trick_bid(more: int) -> str:
    """How much more a set costs for each trick bid above the example level."""
    return f" ({more} more for each trick bid above)"


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


# --- scoring ---------------------------------------------------------------------------------


def scoring_rules(rules: RuleSet) -> list[str]:
    """The points of a played hand: Knock's table (``scoring``) or Bid Euchre's points
    (``bid_trick_value``, ``bid_best_value``, ``bid_moon_value``, ``bid_set_value``), each
    number :func:`scoring_table`'s, as :func:`euchre.engine.scoring.hand_points` scores it.

    >>> import euchre
    >>> print(scoring_rules(euchre.presets.CARDGAMES_IO)[0])
    Scoring: makers 3-4 tricks 1, 5 tricks 2; lone maker 3-4 1, 5 4; euchred: 2 to the defenders (2 against a lone maker).
    """
    rules = checked_rules(rules)
    table = scoring_table(rules)
    if rules.variant == "bid":
        return [_bid_scoring(rules, table)]
    n = rules.cards_per_hand
    some = f"{n // 2 + 1}-{n - 1}"  # the tricks that make it, short of a march: 3-4
    text = f"Scoring: makers {some} tricks {table['makers']}, {n} tricks {table['march']}"
    if "lone" in table:
        text += f"; lone maker {some} {table['lone']}, {n} {table['lone_march']}"
    each = "to the defenders" if rules.partnership == "teams" else "to each defender"
    text += f"; euchred: {table['euchre']} {each}"
    if "lone_euchre" in table:
        text += f" ({table['lone_euchre']} against a lone maker)"
    if "lone_defender_euchre" in table:
        text += (
            f"; lone defender euchres {table['lone_defender_euchre']}, takes all {n} "
            f"{table['lone_defender_march']}"
        )
    if "super_euchre" in table:
        text += f"; makers take no trick: {table['super_euchre']}"
    if "fast_break" in table:
        text += (
            f"; a fast break (the defenders take the first two tricks, then lose the last "
            f"three): {table['fast_break']} to each team"
        )
    if "token_point" in table:
        text += (
            f"; makers not alone who take exactly 4 tricks earn a token, and turn "
            f"{scoring.TOKENS_TO_CASH} tokens in for {table['token_point']} extra point(s)"
        )
    return [text + "."]


def _bid_scoring(rules: RuleSet, table: dict[str, int]) -> str:
    """Bid Euchre's points, from :func:`scoring_table` (by
    :func:`euchre.engine.scoring.bid_points`)."""
    n, k = rules.cards_per_hand, rules.bid_minimum
    text = (
        f"Scoring: each side scores {table['trick']} a trick it takes; bidders who fall short "
        f"are set: they lose {-table['set']} for a bid of {k}"
        f"{_per_trick_bid(-table['set_step'])} instead"
    )
    for key, _, name, _ in _every_trick_bids(rules):
        text += (
            f"; {name} scores {table[key]} for all {n} tricks instead, "
            f"else loses {-table[key + '_set']}"
        )
    return text + "."


# --- the end of the game ---------------------------------------------------------------------


def game_end(rules: RuleSet) -> list[str]:
    """When the game ends and who wins (``target``, ``win_by_two``, ``tie``, ``num_deals``),
    as :func:`euchre.engine.scoring.game_over` decides (:func:`game_end_terms`).

    >>> import euchre
    >>> game_end(euchre.presets.STANDARD)
    ['Game to 10 points.']
    """
    rules = checked_rules(rules)
    terms = game_end_terms(rules)
    if terms.deals is not None:
        return [f"The game is {terms.deals} deals; the higher score wins (a tie is a draw)."]
    text = f"Game to {terms.target} points" + (", won by two clear" if terms.two_clear else "")
    # both sides can pass the target on one hand when both score: every Bid Euchre hand, or
    # a renege penalty added to a Knock hand that goes on
    if rules.variant == "bid" or (rules.renege == "penalise" and not rules.renege_ends_hand):
        level = "a draw" if terms.level_draws else "play another hand"
        text += f"; if both sides reach it on the same hand, the higher score wins; level, {level}"
    if rules.four_trick_tokens:
        text += "; a four-trick token's extra point counts towards it"
    return [text + ".", *_match_terms(rules)]


def _match_terms(rules: RuleSet) -> list[str]:
    """The match's rules (``laps``, ``slams``, ``match_games``: :mod:`euchre.match`).

    >>> import euchre
    >>> print(_match_terms(euchre.presets.RAILROAD)[0])
    A match: the first side to win 2 games; laps: points over the target count on the next game; slams: a game won before the opponents score counts two games.
    """
    if not (rules.laps or rules.slams or rules.match_games > 1):
        return []
    plural = "game" if rules.match_games == 1 else "games"
    parts = [f"A match: the first side to win {rules.match_games} {plural}"]
    if rules.laps:
        parts.append("laps: points over the target count on the next game")
    if rules.slams:
        parts.append("slams: a game won before the opponents score counts two games")
    return ["; ".join(parts) + "."]


#: The rule families, in the order :func:`describe` tells them.
FAMILIES: tuple[Callable[[RuleSet], list[str]], ...] = (
    the_table,
    deck_and_deal,
    making_trump,
    going_alone,
    play_and_reneges,
    scoring_rules,
    game_end,
)
