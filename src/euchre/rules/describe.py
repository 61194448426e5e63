"""The rules of a :class:`~euchre.RuleSet` in plain English, one rule family at a time.

:func:`describe` (what ``RuleSet.describe()`` returns) is the RuleSet's name followed by
the lines of each family in :data:`FAMILIES`: deck and deal, making trump, going alone and
the first lead, play and reneges, scoring, the end of the game. Each family function serves
Knock and Bid Euchre alike, with one branch where the variants really differ.

Every number the text quotes about points (the Knock table, Bid Euchre's points, renege
penalties) is computed by :mod:`euchre.engine.scoring`, the functions the engine scores
with, for an example hand, so the prose cannot say one thing while the game does another.
The other numbers are knobs, named by their field names where they are read.

>>> import euchre
>>> from euchre.rules.describe import describe
>>> print(describe(euchre.presets.BID_EUCHRE).splitlines()[-1])
Game to 32 points; if both sides reach it on the same hand, the higher score wins; level, play another hand.
"""

from __future__ import annotations

from collections.abc import Callable

from euchre.engine import scoring
from euchre.engine.scoring import BidKind
from euchre.rules.ruleset import RuleSet, checked_rules

__all__ = [
    "FAMILIES",
    "deck_and_deal",
    "describe",
    "game_end",
    "going_alone",
    "making_trump",
    "play_and_reneges",
    "scoring_rules",
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
    return "\n".join(lines)


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


def _all_pass(rules: RuleSet, must: str) -> str:
    """What happens when nobody makes trump (``stick_the_dealer``, ``all_pass``)."""
    if rules.stick_the_dealer:
        return f"if the first three pass, stick the dealer: the dealer must {must}"
    if rules.all_pass == "next_dealer":
        return "if all pass, the hand is thrown in and the next dealer deals"
    return "if all pass, the hand is thrown in and the same dealer deals again"


def _declarations(rules: RuleSet) -> list[str]:
    """Hands that may be declared and thrown in or exchanged (``ace_no_face``,
    ``farmers_hand``, ``farmers_hand_size``)."""
    lines = []
    if rules.ace_no_face:
        lines.append("A hand with an ace and no K, Q or J may be declared and thrown in.")
    if rules.farmers_hand != "off":
        how = "thrown in" if rules.farmers_hand == "redeal" else "exchanged with the kitty"
        lines.append(
            f"A farmer's hand ({rules.farmers_hand_size} or more 9s and 10s) may be declared "
            f"and {how}."
        )
    return lines


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
        lines = [
            f"Bid Euchre with {_BID_DECK[rules.deck]}; {n} cards each, {_packets(rules)}; "
            "no upcard."
        ]
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
    ``discard_upcard``, ``stick_the_dealer``, ``all_pass``, ``no_trump``, ``bid_minimum``,
    ``bid_best``, ``bid_moon``, ``bid_no_trump``, ``bid_low_no_trump``), and the hands that
    may be declared instead.

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
    lines = [
        "Round 1: from the dealer's left, each player passes or orders up the upcard's "
        f"suit; {pickup}"
        + ("" if rules.discard_upcard else " (but may not discard the upcard itself)")
        + ".",
        "Round 2: each player names any suit but the turned-down one, or passes; "
        f"{_all_pass(rules, 'name trump')}.",
    ]
    if rules.no_trump:
        lines.append("Round 2 may name no trump: the highest card of the suit led wins.")
    return lines + _declarations(rules)


def _bidding(rules: RuleSet) -> list[str]:
    """Bid Euchre's round of bidding and the naming of trump."""
    n = rules.cards_per_hand
    ways = [
        w for w, on in (("call for best", rules.bid_best), ("shoot the moon", rules.bid_moon)) if on
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
    ``canadian_loner``, ``defender_alone``, ``defender_alone_order``, ``call_for_best``,
    ``bid_best``, ``bid_moon``, ``first_lead``).

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
    if rules.alone != "nobody":
        who += (
            " The choice is announced with the order or call."
            if rules.alone_timing == "with_call"
            else " The choice is made after trump is fixed and the dealer has discarded."
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
    if rules.call_for_best:
        lines.append(
            "A lone player receives the partner's best card and discards one (call for best)."
        )
    return lines + [_FIRST_LEAD[rules.first_lead]]


# --- play and reneges ------------------------------------------------------------------------


def play_and_reneges(rules: RuleSet) -> list[str]:
    """Following suit, and what a renege costs (``renege``, ``renege_claim``,
    ``renege_penalty``, ``renege_points``, ``renege_points_alone``, ``renege_ends_hand``,
    ``renege_false_claim``). The points are those :func:`euchre.engine.scoring.renege_award`
    moves.

    >>> import euchre
    >>> print(play_and_reneges(euchre.presets.BID_EUCHRE)[0])
    A player may renege; an opponent may claim it until the end of the hand: if proven, the offenders lose 2, alone or not, on top of the hand's own score.
    """
    rules = checked_rules(rules)
    if rules.renege == "forbid":
        return ["Reneging is not allowed: you must follow suit when you can."]
    window = (
        "until the end of the hand"
        if rules.renege_claim == "hand"
        else "in the same or the next trick"
    )
    false_claim = (
        f"; a false claim costs the claimants {rules.renege_false_claim}"
        if rules.renege_false_claim
        else ""
    )
    return [
        f"A player may renege; an opponent may claim it {window}: if proven, "
        f"{_renege_penalty(rules)}{false_claim}."
    ]


def _renege_penalty(rules: RuleSet) -> str:
    """The consequence of a proven renege, by ``renege_penalty`` and ``variant``."""
    if rules.renege_penalty == "euchre":
        if rules.variant == "bid":
            return _bid_renege_euchre(rules)
        return _knock_renege_euchre(rules)
    # North-South claims against East-West; North-South made trump, alone or not
    plain = scoring.renege_award(rules, claimant=0, maker=0)
    lone = scoring.renege_award(rules, claimant=0, maker=0, alone=True)
    if rules.renege_penalty == "opponents_gain":
        points, alone = plain[0], lone[0]
        text = f"the claimants score {points}"
    else:
        points, alone = -plain[1], -lone[1]
        text = f"the offenders lose {points}"
    if _someone_alone(rules):  # renege_points_alone: the claimants' side played alone
        text += (
            ", alone or not"
            if alone == points
            else (f" ({alone} if the claimants' side played alone)")
        )
    if rules.renege_ends_hand:
        return text + ", and the hand ends: only the penalty is scored"
    return text + ", on top of the hand's own score"


def _knock_renege_euchre(rules: RuleSet) -> str:
    """Knock's ``renege_penalty="euchre"``: the table's euchre or march for the claimants."""

    def award(claimant: int, alone: bool = False, lone_defender: bool = False) -> int:
        points = scoring.renege_award(rules, claimant, 0, alone=alone, lone_defender=lone_defender)
        return points[claimant & 1]

    euchre = f"the defenders score a euchre, {award(1)}"
    march = f"the makers score a march, {award(0)}"
    if rules.alone != "nobody":
        lone = [f"{award(1, alone=True)} against a lone maker"]
        if rules.defender_alone != "never":
            lone.insert(0, f"{award(1, lone_defender=True)} if a defender played alone")
        euchre += f" ({', else '.join(lone)})"
        march += f" ({award(0, alone=True)} if the maker's side played alone)"
    return (
        f"the hand ends, scored as lost by the offenders: if the makers reneged, {euchre}; "
        f"if a defender reneged, {march}"
    )


def _bid_renege_euchre(rules: RuleSet) -> str:
    """Bid Euchre's ``renege_penalty="euchre"``: the hand scored as if the claimants had
    taken every trick (the bidders set, or the bid made with every trick)."""
    n, k = rules.cards_per_hand, rules.bid_minimum

    def award(claimant: int, kind: BidKind = BidKind.TRICKS, level: int = k) -> tuple[int, int]:
        # North-South bid: East-West claim a bidder's renege, North-South a defender's
        alone = kind != BidKind.TRICKS  # best and the moon are played alone
        return scoring.renege_award(rules, claimant, 0, alone=alone, bid_kind=kind, bid_level=level)

    lose = [
        f"{-award(1)[0]} for a bid of {k}{_per_trick_bid(-award(1, level=k + 1)[0], -award(1)[0])}"
    ]
    score = [f"{award(0)[0]} for a number bid"]
    for name, _, kind in _every_trick_bids(rules):
        lose.append(f"{-award(1, kind, n)[0]} for {name}")
        score.append(f"{award(0, kind, n)[0]} for {name}")
    return (
        f"the hand ends, scored as if the claimants had taken all {n} tricks: if the bidders "
        f"reneged, they are set, losing {_listed(lose)}, and the defenders score "
        f"{award(1)[1]}; if a defender reneged, the bidders score {_listed(score)}"
    )


def _every_trick_bids(rules: RuleSet) -> list[tuple[str, str, BidKind]]:
    """The bids of every trick this RuleSet allows (``bid_best``, ``bid_moon``): short
    name, long name, kind."""
    return [
        (short, long, kind)
        for short, long, kind, on in (
            ("best", "call for best", BidKind.BEST, rules.bid_best),
            ("the moon", "shoot the moon", BidKind.MOON, rules.bid_moon),
        )
        if on
    ]


def _per_trick_bid(next_level: int, level: int) -> str:
    """How much more a set costs for each trick bid above the example level."""
    return f" ({next_level - level} more for each trick bid above)"


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


# --- scoring ---------------------------------------------------------------------------------


def scoring_rules(rules: RuleSet) -> list[str]:
    """The points of a played hand: Knock's table (``scoring``) or Bid Euchre's points
    (``bid_trick_value``, ``bid_best_value``, ``bid_moon_value``, ``bid_set_value``), each
    number as :func:`euchre.engine.scoring.hand_points` scores it.

    >>> import euchre
    >>> print(scoring_rules(euchre.presets.CARDGAMES_IO)[0])
    Scoring: makers 3-4 tricks 1, 5 tricks 2; lone maker 3-4 1, 5 4; euchred: 2 to the defenders (2 against a lone maker).
    """
    rules = checked_rules(rules)
    if rules.variant == "bid":
        return [_bid_scoring(rules)]
    n = rules.cards_per_hand

    def table(tricks: int, alone: bool = False, lone_defender: bool = False) -> int:
        return scoring.knock_points(rules.scoring, tricks, n, alone, lone_defender)[0]

    text = f"Scoring: makers 3-4 tricks {table(3)}, {n} tricks {table(n)}"
    if rules.alone != "nobody":
        text += f"; lone maker 3-4 {table(3, True)}, {n} {table(n, True)}"
    text += f"; euchred: {table(2)} to the defenders"
    if rules.alone != "nobody":
        text += f" ({table(2, True)} against a lone maker)"
    if rules.defender_alone != "never":
        text += (
            f"; lone defender euchres {table(2, lone_defender=True)}, takes all {n} "
            f"{table(0, lone_defender=True)}"
        )
    if rules.scoring.super_euchre is not None:
        text += f"; makers take no trick: {table(0)}"
    return [text + "."]


def _bid_scoring(rules: RuleSet) -> str:
    """Bid Euchre's points, read from :func:`euchre.engine.scoring.bid_points`."""
    n, k = rules.cards_per_hand, rules.bid_minimum

    def bidders(kind: BidKind, level: int, taken: int) -> int:
        return scoring.bid_points(rules, 0, (taken, n - taken), kind, level)[0]

    per = scoring.bid_points(rules, 0, (n - 1, 1), BidKind.TRICKS, k)[1]  # the defenders' trick
    text = (
        f"Scoring: each side scores {per} a trick it takes; bidders who fall short are set: "
        f"they lose {-bidders(BidKind.TRICKS, k, 0)} for a bid of {k}"
        f"{_per_trick_bid(-bidders(BidKind.TRICKS, k + 1, 0), -bidders(BidKind.TRICKS, k, 0))}"
        " instead"
    )
    for _, name, kind in _every_trick_bids(rules):
        text += (
            f"; {name} scores {bidders(kind, n, n)} for all {n} tricks instead, "
            f"else loses {-bidders(kind, n, n - 1)}"
        )
    return text + "."


# --- the end of the game ---------------------------------------------------------------------


def game_end(rules: RuleSet) -> list[str]:
    """When the game ends and who wins (``target``, ``win_by_two``, ``tie``, ``num_deals``),
    as :func:`euchre.engine.scoring.game_over` decides.

    >>> import euchre
    >>> game_end(euchre.presets.STANDARD)
    ['Game to 10 points.']
    """
    rules = checked_rules(rules)
    if rules.num_deals is not None:
        return [f"The game is {rules.num_deals} deals; the higher score wins (a tie is a draw)."]
    text = f"Game to {rules.target} points" + (", won by two clear" if rules.win_by_two else "")
    # both sides can pass the target on one hand when both score: every Bid Euchre hand, or
    # a renege penalty added to a Knock hand that goes on
    if rules.variant == "bid" or (rules.renege == "penalise" and not rules.renege_ends_hand):
        level = "play another hand" if rules.tie == "play_on" else "a draw"
        text += f"; if both sides reach it on the same hand, the higher score wins; level, {level}"
    return [text + "."]


#: The rule families, in the order :func:`describe` tells them.
FAMILIES: tuple[Callable[[RuleSet], list[str]], ...] = (
    deck_and_deal,
    making_trump,
    going_alone,
    play_and_reneges,
    scoring_rules,
    game_end,
)
