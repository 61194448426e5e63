"""Named rule sets: six rule texts (cardgames.io, Games4All, Bid Euchre, the North American
standard, Hoyle's laws, Railroad Euchre; stated at https://euchre-py.github.io/euchre/rules/) and OpenSpiel's
game.

Public at ``euchre.presets`` (a re-export of this module).

>>> from euchre import presets
>>> presets.names()[:7]
('CARDGAMES_IO', 'GAMES4ALL', 'STANDARD', 'OPENSPIEL', 'BID_EUCHRE', 'HOYLE', 'RAILROAD')
>>> presets.names()[7:]
('TWO_HANDED', 'TWO_HANDED_DUMMY', 'CUTTHROAT', 'SIX_HANDED', 'SIX_HANDED_DOUBLE')
>>> presets.get("cardgames.io") is presets.CARDGAMES_IO
True
"""

from __future__ import annotations

from euchre.errors import RuleSetError, shown
from euchre.rules.ruleset import DEAL_3_2, DEAL_ONE_AT_A_TIME, RuleSet, Scoring

__all__ = [
    "BID_EUCHRE",
    "CARDGAMES_IO",
    "CUTTHROAT",
    "DEFAULT",
    "GAMES4ALL",
    "HOYLE",
    "OPENSPIEL",
    "RAILROAD",
    "SIX_HANDED",
    "SIX_HANDED_DOUBLE",
    "STANDARD",
    "TABLE_PRESETS",
    "TWO_HANDED",
    "TWO_HANDED_DUMMY",
    "get",
    "name_of",
    "names",
]

#: cardgames.io's rules: stick the dealer; only the maker may go alone (with the call);
#: no defender alone; the seed is silent on the opening lead, so the standard (left of the
#: dealer, skipping a sitting-out player) applies.
CARDGAMES_IO = RuleSet(
    name="cardgames.io Euchre (preset CARDGAMES_IO)",
    deal_pattern=DEAL_3_2,
    stick_the_dealer=True,
    alone="maker",
    alone_timing="with_call",
    defender_alone="never",
    first_lead="dealer_left",
    target=10,
)

#: Games4All's rules: the player left of the maker leads the first trick; only the maker
#: may go alone; all pass twice: the hand is thrown in (redeal by the next dealer); set
#: ``stick_the_dealer=True`` for the seed's other reading.
GAMES4ALL = RuleSet(
    name="Games4All Euchre (preset GAMES4ALL)",
    stick_the_dealer=False,
    all_pass="next_dealer",
    alone="maker",
    alone_timing="with_call",
    first_lead="maker_left",
    target=10,
)

#: The North American standard: the dealer may leave the upcard when another player
#: orders it up; any player, maker side or defender, may go alone after trump is fixed;
#: the player left of a lone player leads, the lone defender when both sides are alone; a
#: lone defender scores 2 for 3 or 4 tricks and 4 for all 5; all pass twice: next dealer.
STANDARD = RuleSet(
    name="North American standard Euchre (preset STANDARD)",
    deal_pattern=DEAL_3_2,
    stick_the_dealer=False,
    all_pass="next_dealer",
    dealer_pickup="optional",
    alone="maker_or_partner",
    alone_timing="after_call",
    defender_alone="always",
    defender_alone_order="maker_left",
    first_lead="lone_left",
    scoring=Scoring(),  # makers 1, march 2, lone 1, lone march 4, euchre 2, lone defender 2 / 4
    target=10,
)

#: OpenSpiel's ``euchre``: stick the dealer; only the maker may go alone, decided after the
#: discard; the dealer may not discard the upcard; left of the dealer leads, skipping a
#: sitting-out player. OpenSpiel's ``allow_lone_defender=True`` is
#: ``OPENSPIEL.replace(defender_alone="always")`` (a lone defender's euchre scores 4).
#: OpenSpiel plays one hand; here the hands go on to a match of 10.
OPENSPIEL = RuleSet(
    name="OpenSpiel Euchre (preset OPENSPIEL)",
    deal_pattern=DEAL_ONE_AT_A_TIME,
    stick_the_dealer=True,
    alone="maker",
    alone_timing="after_call",
    discard_upcard=False,
    defender_alone="never",
    defender_alone_order="dealer_left",
    first_lead="dealer_left",
    scoring=Scoring(lone_defender_euchre=4),  # OpenSpiel: a lone defender's euchre is 4
    target=10,
)

#: Bid Euchre: 24 cards, six each dealt one at a time, no upcard; one round of
#: bidding from the dealer's left (3 to 5 tricks, or 6 as call for best or shoot the moon);
#: the high bidder names trump and leads; one point a trick, 12 for call for best making
#: all six, 24 for a moon; a side short of its bid loses the bid; first to 32, a tie at 32
#: or more plays on; a renege costs the offenders 2 (players may renege; the others must
#: catch it, until the end of the hand). Options in the seed: ``stick_the_dealer``,
#: ``ace_no_face``, ``deck=25`` (the joker; the dealer gets 7 and discards one),
#: ``deck=48`` (double deck, 12 each).
BID_EUCHRE = RuleSet(
    name="Bid Euchre (preset BID_EUCHRE)",
    variant="bid",
    deck=24,
    stick_the_dealer=False,
    all_pass="next_dealer",
    target=32,
    renege="penalise",
    renege_claim="hand",
    renege_penalty="offenders_lose",
    renege_points=2,
    renege_points_alone=2,
    renege_ends_hand=False,
    bid_minimum=3,
    bid_best=True,
    bid_moon=True,
    bid_best_value=12,
    bid_moon_value=24,
    tie="play_on",
)

#: Hoyle's laws of Euchre: "The Laws of Euchre, as adopted by the Somerset Club of Boston"
#: (H. C. Leeds and J. Dwight, 1888), the laws Hoyle's compendia reprint with the same
#: numbers, as printed: a 32-card pack (7 to ace), five cards dealt 3-2 (law 42); a game of
#: five points (law 2); makers 1 for three or four tricks, 2 for five, euchred 2 to the
#: adversaries (law 2); a lone hand 1 or 4, euchred 4 (law 3); all pass twice: the next
#: player deals (law 77, no stick the dealer); the dealer must take an ordered-up card and
#: discard (laws 76 and 86) and may not discard the trump card (law 88); a player may go
#: alone when he or his partner makes trump, "provided that he himself has not already
#: passed" (laws 74, 75, 93, 99), announced before naming the trump (law 97); no lone hand
#: against the makers (law 95); the eldest hand leads, the next player when the eldest sits
#: out (laws 87, 89); a revoke may be claimed until the next deal (law 68) and scores three
#: to the adversaries, five in a lone hand, either side alone (law 63), the hand played out
#: (law 70). Not modelled: the rubber (laws 1, 7), misdeals (laws 33-42), taking a lone
#: hand from the partner who declared it (law 94), the correction of a revoke (law 65).
HOYLE = RuleSet(
    name="Hoyle's laws of Euchre (preset HOYLE)",
    deck=32,
    deal_pattern=DEAL_3_2,
    stick_the_dealer=False,
    all_pass="next_dealer",
    dealer_pickup="mandatory",
    discard_upcard=False,
    alone="maker_or_partner",
    alone_timing="with_call",
    partner_alone_after_passing=False,
    defender_alone="never",
    first_lead="dealer_left",
    scoring=Scoring(makers=1, march=2, lone=1, lone_march=4, euchre=2, lone_euchre=4),
    target=5,
    renege="penalise",
    renege_claim="hand",
    renege_penalty="opponents_gain",
    renege_points=3,
    renege_points_alone=5,
    renege_points_by_lone=5,
    renege_ends_hand=False,
)

#: Railroad Euchre, as Bicycle's rules state it ("Railroad Euchre",
#: http://www.bicyclecards.com/card-games/rule/railroad-euchre) and John W. Keller's *The Game of Euchre* (1887,
#: chapter 6, reprinted at https://ohioeuchre.com/E_bookeller6.php):
#: "Joker. The joker is included and ranks as the highest trump" (Bicycle; Keller: "always
#: the best trump, no matter what suit may be turned"): ``deck=25``, the 24-card pack and the
#: joker (Keller's pack is the 32 cards and the joker, 33, which no ``deck`` value holds);
#: "Either opponent of a lone player may call 'alone' and defend alone against the player"
#: (Bicycle; Keller: "either of his opponents may ... play single-handed against the lone
#: player"): ``defender_alone="vs_lone_maker"``;
#: "A lone player or defender may discard any one card and call for his partner's best card
#: as a replacement. The partner complies by choosing what he judges to be the most
#: advantageous card and passes it, face down, to the lone player" (Bicycle; Keller: "his
#: partner can give him such a card without letting the opponents see it ... he must discard
#: one card from his own hand"): ``call_for_best``, ``defender_call_for_best``,
#: ``best_card_choice="partner"``, the card received first and the discard after (Keller's
#: order, the engine's);
#: "Euchre of a lone hand by a lone opponent counts 4" (Bicycle; Keller: "the opposing side
#: counts four points"): ``Scoring(lone_defender_euchre=4)`` (a lone defender meets only a
#: lone maker here, so that value is exactly this euchre; ``lone_defender_march`` is 4
#: already); "the number of points constituting a game may be fixed by agreement at ten"
#: (Keller): ``target=10``; "Laps. Points scored in excess of those needed to win the game
#: are credited toward the next game. Slam. A side is credited with two games if it reaches
#: game before the opponents have scored a point" (Bicycle; Keller chapter 5, "Laps and
#: Slams"): ``laps=True``, ``slams=True``, rules of a match of games (:mod:`euchre.match`);
#: the sources leave the match's length to agreement: the preset takes the first side to
#: two games (``match_games=2``). What the texts leave unsaid takes the library's defaults (the maker
#: alone announcing it with the call, left of the dealer leads, the dealer names the
#: suit of a turned-up joker).
RAILROAD = RuleSet(
    name="Railroad Euchre (preset RAILROAD)",
    deck=25,
    alone="maker",
    defender_alone="vs_lone_maker",
    call_for_best=True,
    defender_call_for_best=True,
    best_card_choice="partner",
    scoring=Scoring(lone_defender_euchre=4),
    target=10,
    laps=True,
    slams=True,
    match_games=2,
)

#: Two-handed Euchre as John W. Keller states it (*The Game of Euchre*, 1887, chapter 7;
#: reprinted at http://ohioeuchre.com/E_bookeller7.php): a 32-card pack, five each dealt
#: from the non-dealer in twos and threes; the non-dealer orders up or passes, then the
#: dealer; all pass twice: the former non-dealer deals; the non-dealer leads; no lone hands;
#: "a euchre counts two, and three or four tricks only count one", all five count two; a
#: game of five points (Keller's regular game, chapter 6).
TWO_HANDED = RuleSet(
    name="Two-handed Euchre, Keller 1887 (preset TWO_HANDED)",
    deck=32,
    players=2,
    partnership="none",
    alone="nobody",
    scoring=Scoring(makers=1, march=2, euchre=2),
    target=5,
)

#: Two-handed Euchre with a dummy, as the ohioeuchre.com reprint states it
#: (http://ohioeuchre.com/E_TwoThreeHanded.php): 24 cards, five each and two to a dummy
#: hand nobody sees until the bidding is over; the maker takes the dummy and discards two (a
#: dealer who took the upcard holds eight and discards three); stick the dealer; the
#: non-dealer leads; no lone hands; a march scores 2, a euchre 2; the text does not state the
#: game's length: the ordinary game of 10.
TWO_HANDED_DUMMY = RuleSet(
    name="Two-handed Euchre with a dummy, ohioeuchre.com (preset TWO_HANDED_DUMMY)",
    deck=24,
    players=2,
    partnership="none",
    dummy=2,
    stick_the_dealer=True,
    alone="nobody",
    scoring=Scoring(makers=1, march=2, euchre=2),
    target=10,
)

#: Three-handed Euchre, cutthroat: 24 cards, five each (3 then 2), nine in the kitty with
#: its top card turned (https://rarepike.com/euchre/three-handed-euchre); every player scores
#: alone and the maker plays alone against the other two; the maker scores 1 for three or
#: four tricks and 3 for all five, and on a euchre each defender scores 2
#: (https://www.52pickup.net/card-games/three-player-euchre/; Foster's Hoyle: "C makes a
#: march, 3 points"); first to 10. Stick the dealer is the texts' option:
#: ``CUTTHROAT.replace(stick_the_dealer=True)``.
CUTTHROAT = RuleSet(
    name="Three-handed cutthroat Euchre (preset CUTTHROAT)",
    deck=24,
    players=3,
    partnership="none",
    alone="nobody",
    scoring=Scoring(makers=1, march=3, euchre=2),
    target=10,
)

#: Six-handed Euchre: three against three seated alternately, the sevens and eights added
#: (32 cards), five each, a lone march worth 5 ("the scoring of a successful 'go alone' hand
#: is five points instead of four",
#: https://www.reference.com/hobbies-games/play-six-handed-euchre-8af2e52a7e4e997); a lone
#: player's two teammates both sit out; otherwise the ordinary game (target 10).
SIX_HANDED = RuleSet(
    name="Six-handed Euchre (preset SIX_HANDED)",
    deck=32,
    players=6,
    partnership="teams",
    scoring=Scoring(lone_march=5),
    target=10,
)

#: Six-handed Bid Euchre with the double deck: 48 cards (two of each, nine to ace), three
#: against three seated alternately, eight each; bids name a number of tricks and a suit, or
#: no trump, or low no trump ("Little Nells": the nines rank highest); "when two of the same
#: card are played and take the trick, the person who played the second card beats the person
#: who played the first card" (https://ru.scribd.com/document/359462022/Six-Hand-Euchre and
#: https://www.reference.com/hobbies-games/rules-playing-six-handed-euchre-de41dacf903fafb3).
#: The stored texts do not give the scoring or the game's length: Bid Euchre's (a contract
#: made scores its tricks, a set loses them; 32 to win).
SIX_HANDED_DOUBLE = RuleSet(
    name="Six-handed double-deck Bid Euchre (preset SIX_HANDED_DOUBLE)",
    variant="bid",
    deck=48,
    players=6,
    partnership="teams",
    double_deck_tie="second",
    bid_best=False,
    bid_no_trump=True,
    bid_low_no_trump=True,
    renege="forbid",
)

#: The presets of tables other than four seats (:func:`names` lists them after the
#: four-seat ones).
TABLE_PRESETS = {
    "TWO_HANDED": TWO_HANDED,
    "TWO_HANDED_DUMMY": TWO_HANDED_DUMMY,
    "CUTTHROAT": CUTTHROAT,
    "SIX_HANDED": SIX_HANDED,
    "SIX_HANDED_DOUBLE": SIX_HANDED_DOUBLE,
}

#: The preset every command and example uses when none is named: CARDGAMES_IO, the rules of
#: the most played online table, which new players are likeliest to know; with stick the
#: dealer every hand is played out (none is thrown in), and only the maker may go alone, so
#: a first game has the fewest special cases.
DEFAULT = CARDGAMES_IO

_PRESETS = {
    "CARDGAMES_IO": CARDGAMES_IO,
    "GAMES4ALL": GAMES4ALL,
    "STANDARD": STANDARD,
    "OPENSPIEL": OPENSPIEL,
    "BID_EUCHRE": BID_EUCHRE,
    "HOYLE": HOYLE,
    "RAILROAD": RAILROAD,
    **TABLE_PRESETS,
}

_ALIASES = {
    "cardgames.io": "CARDGAMES_IO",
    "cardgames": "CARDGAMES_IO",
    "seed000": "CARDGAMES_IO",
    "000": "CARDGAMES_IO",
    "games4all": "GAMES4ALL",
    "g4a": "GAMES4ALL",
    "seed001": "GAMES4ALL",
    "001": "GAMES4ALL",
    "standard": "STANDARD",
    "north american": "STANDARD",
    "north-american": "STANDARD",
    "hoyle": "HOYLE",
    "hoyle's laws": "HOYLE",
    "leeds and dwight": "HOYLE",
    "railroad": "RAILROAD",
    "railroad euchre": "RAILROAD",
    "railroad-euchre": "RAILROAD",
    "seed004": "STANDARD",
    "004": "STANDARD",
    "openspiel": "OPENSPIEL",
    "open_spiel": "OPENSPIEL",
    "open-spiel": "OPENSPIEL",
    "pyspiel": "OPENSPIEL",
    "bid": "BID_EUCHRE",
    "bid euchre": "BID_EUCHRE",
    "bid-euchre": "BID_EUCHRE",
    "seed002": "BID_EUCHRE",
    "002": "BID_EUCHRE",
}


def names() -> tuple[str, ...]:
    """The canonical names of the presets.

    >>> from euchre import presets
    >>> "STANDARD" in presets.names()
    True
    """
    return tuple(_PRESETS)


def name_of(rules: RuleSet) -> str | None:
    """The canonical name of the preset equal to ``rules``, None for other rules.

    >>> from euchre import presets
    >>> presets.name_of(presets.OPENSPIEL), presets.name_of(presets.STANDARD.replace(target=11))
    ('OPENSPIEL', None)
    """
    return next((name for name, preset in _PRESETS.items() if preset == rules), None)


def get(name: str) -> RuleSet:
    """The preset of this name or alias (case and blanks do not matter).

    >>> from euchre import presets
    >>> presets.get("OpenSpiel") is presets.OPENSPIEL
    True
    >>> presets.get("pinochle")
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: no preset named 'pinochle': use one of CARDGAMES_IO, GAMES4ALL, STANDARD, OPENSPIEL, BID_EUCHRE, HOYLE, RAILROAD, TWO_HANDED, TWO_HANDED_DUMMY, CUTTHROAT, SIX_HANDED, SIX_HANDED_DOUBLE (or an alias such as 'cardgames.io')
    """
    if not isinstance(name, str):
        raise RuleSetError(
            f"no preset named {shown(name)}: a preset's name is text, one of "
            f"{', '.join(_PRESETS)} (or an alias such as 'cardgames.io')"
        )
    key = name.strip()
    if key.upper().replace("-", "_").replace(" ", "_") in _PRESETS:
        return _PRESETS[key.upper().replace("-", "_").replace(" ", "_")]
    alias = _ALIASES.get(key.lower())
    if alias is None:
        raise RuleSetError(
            f"no preset named {shown(name)}: use one of {', '.join(_PRESETS)} "
            "(or an alias such as 'cardgames.io')"
        )
    return _PRESETS[alias]
