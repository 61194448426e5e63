"""The RuleSet: one frozen value that configures every rule of the game.

Every knob is a keyword with a default; a contradictory combination fails at construction
with a :class:`~euchre.errors.RuleSetError` that names the knobs.

>>> import euchre
>>> rules = euchre.RuleSet(stick_the_dealer=True, target=11)
>>> rules.stick_the_dealer, rules.replace(target=5).target
(True, 5)
>>> euchre.RuleSet(alone="nobody", defender_alone="always")
Traceback (most recent call last):
...
euchre.errors.RuleSetError: defender_alone='always' needs alone other than 'nobody': ...
"""

from __future__ import annotations

from typing import Any, Literal

import attrs

from euchre.cards import Suit
from euchre.errors import RuleSetError

__all__ = ["DEAL_3_2", "DEAL_ONE_AT_A_TIME", "DEAL_TRADITIONAL", "RuleSet", "Scoring"]

#: Three cards to each player, then two to each (the default).
DEAL_3_2 = (3, 3, 3, 3, 2, 2, 2, 2)
#: The traditional 3-2-3-2 then 2-3-2-3 pattern (seed 004).
DEAL_TRADITIONAL = (3, 2, 3, 2, 2, 3, 2, 3)
#: One card at a time (OpenSpiel).
DEAL_ONE_AT_A_TIME = (1,) * 20

Variant = Literal["knock", "bid"]
BidSet = Literal["tricks", "value"]
Tie = Literal["play_on", "draw"]
AllPass = Literal["next_dealer", "same_dealer"]
Pickup = Literal["mandatory", "optional"]
Alone = Literal["nobody", "maker", "maker_or_partner"]
AloneTiming = Literal["with_call", "after_call"]
DefenderAlone = Literal["never", "vs_lone_maker", "always"]
DefenderOrder = Literal["dealer_left", "maker_left"]
FirstLead = Literal["dealer_left", "maker_left", "lone_left", "bidder"]
Renege = Literal["forbid", "penalise"]
RenegeClaim = Literal["hand", "trick"]
RenegePenalty = Literal["opponents_gain", "offenders_lose", "euchre"]
JokerUpcard = Literal["dealer_names", "redeal", "fixed"]
Farmers = Literal["off", "redeal", "exchange"]


def _choice(*allowed: object) -> Any:
    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value not in allowed:
            raise RuleSetError(
                f"{attribute.name}={value!r} is not a choice: use one of "
                + ", ".join(repr(a) for a in allowed)
            )

    return check


def _non_negative(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None and attribute.name == "super_euchre":
        return
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RuleSetError(
            f"{attribute.name}={value!r}: a score must be a whole number of points, 0 or more"
        )


@attrs.frozen(kw_only=True, cache_hash=True)
class Scoring:
    """Points for the outcomes of a Knock Euchre hand (all to one side).

    Makers take 5: ``lone_march`` if a maker-side player went alone, else ``march``.
    Makers take 3 or 4: ``lone`` if alone, else ``makers``. Makers take 0-2 (euchred): with a
    lone defender, ``lone_defender_march`` when the defenders took all five, else
    ``lone_defender_euchre``; otherwise ``super_euchre`` (when set) if the makers took none;
    otherwise ``lone_euchre`` against a lone maker, else ``euchre``.

    >>> from euchre import Scoring
    >>> Scoring().lone_march, Scoring(super_euchre=4).super_euchre
    (4, 4)
    """

    makers: int = attrs.field(default=1, validator=_non_negative)
    march: int = attrs.field(default=2, validator=_non_negative)
    lone: int = attrs.field(default=1, validator=_non_negative)
    lone_march: int = attrs.field(default=4, validator=_non_negative)
    euchre: int = attrs.field(default=2, validator=_non_negative)
    lone_euchre: int = attrs.field(default=2, validator=_non_negative)
    lone_defender_euchre: int = attrs.field(default=2, validator=_non_negative)
    lone_defender_march: int = attrs.field(default=4, validator=_non_negative)
    super_euchre: int | None = attrs.field(default=None, validator=_non_negative)

    def replace(self, **changes: Any) -> Scoring:
        """A validated copy with some values changed.

        >>> from euchre import Scoring
        >>> Scoring().replace(euchre=3).euchre
        3
        """
        try:
            return attrs.evolve(self, **changes)
        except TypeError as error:
            raise RuleSetError(f"unknown scoring value: {error}") from None


def _points(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RuleSetError(
            f"{attribute.name}={value!r}: expected a whole number of points, 0 or more"
        )


def _suit(value: object) -> Suit:
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        try:
            return Suit.parse(value)
        except ValueError as error:
            raise RuleSetError(f"joker_suit={value!r}: {error}") from None
    raise RuleSetError(f"joker_suit={value!r}: expected a Suit or a suit name")


_VARIANT_NAME = {"knock": "Knock Euchre", "bid": "Bid Euchre"}


def _default_hand(variant: str, deck: int) -> int:
    if variant == "bid":
        return 12 if deck == 48 else 6
    return 5


def _scoring(value: object) -> Scoring:
    if isinstance(value, Scoring):
        return value
    if isinstance(value, dict):
        try:
            return Scoring(**value)
        except TypeError as error:
            raise RuleSetError(f"scoring: {error}") from None
    raise RuleSetError(f"scoring={value!r}: expected a Scoring or a dict of its values")


def _pattern(value: object) -> tuple[int, ...]:
    if isinstance(value, str):
        try:
            rounds = [int(part) for part in value.split("-")]
        except ValueError:
            raise RuleSetError(
                f"deal_pattern={value!r}: write packet sizes such as '3-2' or a tuple of ints"
            ) from None
        return tuple(size for size in rounds for _ in range(4))
    try:
        return tuple(int(size) for size in value)  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        raise RuleSetError(f"deal_pattern={value!r}: expected a tuple of packet sizes") from None


@attrs.frozen(kw_only=True, cache_hash=True, repr=False)
class RuleSet:
    """Every rule of a game of Euchre, as data. See ``docs/api.md`` for each knob.

    >>> import euchre
    >>> print(euchre.presets.OPENSPIEL.describe().splitlines()[0])
    OpenSpiel Euchre (preset OPENSPIEL)
    """

    name: str = "custom"
    variant: Variant = attrs.field(default="knock", validator=_choice("knock", "bid"))
    deck: int = attrs.field(default=24, validator=_choice(24, 25, 32, 48))
    cards_per_hand: int = attrs.field(
        default=attrs.Factory(lambda self: _default_hand(self.variant, self.deck), takes_self=True)
    )
    deal_pattern: tuple[int, ...] = attrs.field(
        default=attrs.Factory(
            lambda self: DEAL_3_2 if self.variant == "knock" else (1,) * (4 * self.cards_per_hand),
            takes_self=True,
        ),
        converter=_pattern,
    )
    stick_the_dealer: bool = False
    all_pass: AllPass = attrs.field(
        default="next_dealer", validator=_choice("next_dealer", "same_dealer")
    )
    dealer_pickup: Pickup = attrs.field(
        default="mandatory", validator=_choice("mandatory", "optional")
    )
    discard_upcard: bool = True
    alone: Alone = attrs.field(
        default="maker", validator=_choice("nobody", "maker", "maker_or_partner")
    )
    alone_timing: AloneTiming = attrs.field(
        default="with_call", validator=_choice("with_call", "after_call")
    )
    canadian_loner: bool = False
    defender_alone: DefenderAlone = attrs.field(
        default="never", validator=_choice("never", "vs_lone_maker", "always")
    )
    defender_alone_order: DefenderOrder = attrs.field(
        default="dealer_left", validator=_choice("dealer_left", "maker_left")
    )
    first_lead: FirstLead = attrs.field(
        default=attrs.Factory(
            lambda self: "dealer_left" if self.variant == "knock" else "bidder", takes_self=True
        ),
        validator=_choice("dealer_left", "maker_left", "lone_left", "bidder"),
    )
    scoring: Scoring = attrs.field(factory=Scoring, converter=_scoring)
    target: int = attrs.field(
        default=attrs.Factory(lambda self: 10 if self.variant == "knock" else 32, takes_self=True)
    )
    win_by_two: bool = False
    renege: Renege = attrs.field(default="forbid", validator=_choice("forbid", "penalise"))
    renege_claim: RenegeClaim = attrs.field(default="hand", validator=_choice("hand", "trick"))
    renege_penalty: RenegePenalty = attrs.field(
        default="opponents_gain", validator=_choice("opponents_gain", "offenders_lose", "euchre")
    )
    renege_points: int = attrs.field(default=2, validator=_points)
    renege_points_alone: int = attrs.field(default=4, validator=_points)
    renege_ends_hand: bool = True
    renege_false_claim: int = attrs.field(default=0, validator=_points)
    joker_upcard: JokerUpcard = attrs.field(
        default="dealer_names", validator=_choice("dealer_names", "redeal", "fixed")
    )
    joker_suit: Suit = attrs.field(default=Suit.HEARTS, converter=_suit)
    no_trump: bool = False
    ace_no_face: bool = False
    farmers_hand: Farmers = attrs.field(
        default="off", validator=_choice("off", "redeal", "exchange")
    )
    farmers_hand_size: int = attrs.field(default=5, validator=_choice(3, 4, 5))
    call_for_best: bool = False
    num_deals: int | None = None
    bid_minimum: int = 3
    bid_best: bool = True
    bid_moon: bool = True
    bid_best_value: int = attrs.field(default=12, validator=_points)
    bid_moon_value: int = attrs.field(default=24, validator=_points)
    bid_set_value: BidSet = attrs.field(default="tricks", validator=_choice("tricks", "value"))
    bid_trick_value: int = attrs.field(default=1, validator=_points)
    bid_no_trump: bool = False
    bid_low_no_trump: bool = False
    tie: Tie = attrs.field(default="play_on", validator=_choice("play_on", "draw"))

    def __attrs_post_init__(self) -> None:
        """Reject a contradictory combination of knobs, naming them (one check per family)."""
        for check in _CHECKS:
            check(self)

    def __repr__(self) -> str:
        """Short, and pastes back into Python (with ``import euchre``).

        >>> import euchre
        >>> euchre.presets.STANDARD
        euchre.presets.STANDARD
        >>> euchre.RuleSet(deck=25, scoring={"euchre": 3})
        euchre.RuleSet(deck=25, scoring={'euchre': 3})
        """
        from euchre.rules.presets import get, names  # display only: presets are built from here

        for name in names():
            if get(name) == self:
                return f"euchre.presets.{name}"
        plain = RuleSet()
        default = RuleSet(variant=self.variant, deck=self.deck)  # the defaults that follow them
        parts = []
        for field in attrs.fields(RuleSet):
            value = getattr(self, field.name)
            if field.name in ("variant", "deck"):
                if value != getattr(plain, field.name):
                    parts.append(f"{field.name}={value!r}")
                continue
            if value == getattr(default, field.name):
                continue
            if isinstance(value, Scoring):
                changed = {
                    f.name: getattr(value, f.name)
                    for f in attrs.fields(Scoring)
                    if getattr(value, f.name) != getattr(default.scoring, f.name)
                }
                parts.append(f"scoring={changed!r}")
            elif isinstance(value, Suit):
                parts.append(f"{field.name}={str(value)!r}")
            else:
                parts.append(f"{field.name}={value!r}")
        return f"euchre.RuleSet({', '.join(parts)})"

    def replace(self, **changes: Any) -> RuleSet:
        """A validated copy with some knobs changed.

        >>> import euchre
        >>> euchre.presets.STANDARD.replace(stick_the_dealer=True).stick_the_dealer
        True
        >>> euchre.presets.STANDARD.replace(sticky=True)
        Traceback (most recent call last):
        ...
        euchre.errors.RuleSetError: unknown knob 'sticky': ...
        """
        fields = attrs.fields_dict(RuleSet)
        for knob in changes:
            if knob not in fields:
                raise RuleSetError(
                    f"unknown knob {knob!r}: the knobs are " + ", ".join(sorted(fields))
                )
        if "name" not in changes and self.name != "custom" and changes:
            changes["name"] = f"{self.name} (modified)"
        values = {field.name: getattr(self, field.name) for field in attrs.fields(RuleSet)}
        if "variant" in changes or "deck" in changes:
            # knobs that follow the variant and deck take their new defaults unless given
            old = RuleSet(variant=self.variant, deck=self.deck)
            for knob in ("cards_per_hand", "deal_pattern", "first_lead", "target"):
                if knob not in changes and values[knob] == getattr(old, knob):
                    del values[knob]
        values.update(changes)
        return RuleSet(**values)

    def _describe_bid(self) -> str:
        deck = {
            24: "24 cards (9 to ace)",
            25: "25 cards (9 to ace and the joker, the highest trump; the dealer gets one more card and discards one)",
            48: "48 cards (two of each card from 9 to ace; of identical cards in a trick the first played wins)",
        }[self.deck]
        n = self.cards_per_hand
        ways = []
        if self.bid_best:
            ways.append(
                f"call for best (the partner hands over the best card and gets one back, then sits out; {self.bid_best_value} points)"
            )
        if self.bid_moon:
            ways.append(f"shoot the moon (alone, no exchange; {self.bid_moon_value} points)")
        lines = [
            self.name,
            f"Bid Euchre with {deck}; {n} cards each, dealt one at a time; no upcard.",
            f"One round of bidding from the dealer's left: pass, or bid {self.bid_minimum} to {n - 1} tricks, "
            "each bid higher than the last (partners may overbid each other)"
            + (f"; all {n} tricks: " + ", or ".join(ways) if ways else "")
            + ".",
            "The high bidder names trump"
            + (", or no trump" if self.bid_no_trump else "")
            + (
                ", or low no trump (the lowest card of the suit led wins)"
                if self.bid_low_no_trump
                else ""
            )
            + ", and leads the first trick.",
            "If all pass, the hand is thrown in and "
            + (
                "the deal passes left"
                if self.all_pass == "next_dealer"
                else "the same dealer deals again"
            )
            + (
                "; with stick the dealer the dealer may not pass when the others have."
                if self.stick_the_dealer
                else "."
            ),
            f"Each side scores {self.bid_trick_value} a trick; bidders short of the bid lose it "
            + (
                "(a failed best or moon loses the tricks bid)."
                if self.bid_set_value == "tricks"
                else "(a failed best or moon loses its value)."
            ),
            f"First to {self.target} wins; both at once: the higher score"
            + ("; level, play another hand." if self.tie == "play_on" else "; level, a draw."),
        ]
        if self.ace_no_face:
            lines.append("A hand with an ace and no K, Q or J may be declared and thrown in.")
        if self.renege == "penalise":
            who = (
                "the offenders lose"
                if self.renege_penalty == "offenders_lose"
                else "the claimants score"
            )
            lines.append(
                f"Players may renege; the others must catch it: {who} {self.renege_points}."
            )
        else:
            lines.append("Reneging is not allowed: you must follow suit when you can.")
        return "\n".join(lines)

    def describe(self) -> str:
        """The rules in plain English, one line per rule.

        >>> import euchre
        >>> "stick the dealer" in euchre.presets.CARDGAMES_IO.describe()
        True
        >>> print(euchre.presets.BID_EUCHRE.describe().splitlines()[1])
        Bid Euchre with 24 cards (9 to ace); 6 cards each, dealt one at a time; no upcard.
        """
        if self.variant == "bid":
            return self._describe_bid()
        s = self.scoring
        lines = [self.name]
        lines.append(
            f"Knock (turn-up) Euchre with a {self.deck}-card deck ("
            + {
                24: "9 to ace in each suit",
                25: "9 to ace in each suit, and the joker",
                32: "7 to ace in each suit",
            }[self.deck]
            + "); "
            f"{self.cards_per_hand} cards each, dealt in packets of "
            + "-".join(str(n) for n in self.deal_pattern)
            + " from the dealer's left; the next card is turned up, the rest form the kitty."
        )
        lines.append(
            "Trump order: right bower (jack of trump), left bower (other jack of the same "
            "colour, a trump for every purpose), A K Q 10 9. You must follow the suit led."
        )
        pickup = (
            "the dealer must pick up the upcard and discard"
            if self.dealer_pickup == "mandatory"
            else "when another player orders up, the dealer may pick up the upcard or leave it"
        )
        lines.append(
            "Round 1: from the dealer's left, each player passes or orders up the upcard's "
            f"suit; {pickup}"
            + ("" if self.discard_upcard else " (but may not discard the upcard itself)")
            + "."
        )
        if self.stick_the_dealer:
            all_pass = "if the first three pass, stick the dealer: the dealer must name trump"
        elif self.all_pass == "next_dealer":
            all_pass = "if all pass, the hand is thrown in and the next dealer deals"
        else:
            all_pass = "if all pass, the hand is thrown in and the same dealer deals again"
        lines.append(
            f"Round 2: each player names any suit but the turned-down one, or passes; {all_pass}."
        )
        who = {
            "nobody": "Nobody may go alone.",
            "maker": "Only the maker may go alone; the partner sits out.",
            "maker_or_partner": "The maker or the maker's partner may go alone; the other sits out.",
        }[self.alone]
        if self.alone != "nobody":
            who += (
                " The choice is announced with the order or call."
                if self.alone_timing == "with_call"
                else " The choice is made after trump is fixed and the dealer has discarded."
            )
        lines.append(who)
        if self.canadian_loner:
            lines.append("The dealer's partner who orders up must go alone (Canadian loner).")
        if self.defender_alone != "never":
            when = "against a lone maker" if self.defender_alone == "vs_lone_maker" else "always"
            first = (
                "the dealer's left"
                if self.defender_alone_order == "dealer_left"
                else "the maker's left"
            )
            lines.append(f"A defender may go alone ({when}); defenders are asked from {first}.")
        lead = {
            "dealer_left": "The player left of the dealer leads first (skipping a sitting-out player).",
            "maker_left": "The player left of the maker leads first (skipping a sitting-out player).",
            "lone_left": "The player left of the dealer leads first; if someone goes alone, the "
            "player to the lone player's left; if both sides are alone, the lone defender.",
        }[self.first_lead]
        lines.append(lead)
        lines.append(
            f"Scoring: makers 3-4 tricks {s.makers}, 5 tricks {s.march}; lone maker 3-4 "
            f"{s.lone}, 5 {s.lone_march}; euchred: {s.euchre} to the defenders "
            f"({s.lone_euchre} against a lone maker)"
            + (
                f"; lone defender euchres {s.lone_defender_euchre}, takes all 5 {s.lone_defender_march}"
                if self.defender_alone != "never"
                else ""
            )
            + (f"; makers take no trick: {s.super_euchre}" if s.super_euchre is not None else "")
            + "."
        )
        if self.num_deals is None:
            lines.append(
                f"Game to {self.target} points"
                + (", won by two clear." if self.win_by_two else ".")
            )
        if self.deck == 25:
            joker = {
                "dealer_names": "the dealer names a suit before anyone bids",
                "redeal": "the hand is thrown in",
                "fixed": f"it counts as a {str(self.joker_suit)[:-1]}",
            }[self.joker_upcard]
            lines.append(
                "The joker is the highest trump, above the right bower; with no trump it wins "
                f"any trick it is played to. If the joker is turned up, {joker}."
            )
        if self.no_trump:
            lines.append("Round 2 may name no trump: the highest card of the suit led wins.")
        if self.ace_no_face:
            lines.append("A hand with an ace and no K, Q or J may be declared and thrown in.")
        if self.farmers_hand != "off":
            how = "thrown in" if self.farmers_hand == "redeal" else "exchanged with the kitty"
            lines.append(
                f"A farmer's hand ({self.farmers_hand_size} or more 9s and 10s) may be declared and {how}."
            )
        if self.call_for_best:
            lines.append(
                "A lone player receives the partner's best card and discards one (call for best)."
            )
        if self.renege == "forbid":
            lines.append("Reneging is not allowed: you must follow suit when you can.")
        else:
            penalty = {
                "opponents_gain": f"the claimants score {self.renege_points} "
                f"({self.renege_points_alone} if they played alone)",
                "offenders_lose": f"the offenders lose {self.renege_points} "
                f"({self.renege_points_alone} against a lone hand)",
                "euchre": "the hand is scored as lost by the offenders",
            }[self.renege_penalty]
            window = (
                "until the end of the hand"
                if self.renege_claim == "hand"
                else "in the same or the next trick"
            )
            lines.append(
                f"A player may renege; an opponent may claim it {window}: if proven, {penalty}"
                + (" and the hand ends" if self.renege_ends_hand else "")
                + (
                    f"; a false claim costs {self.renege_false_claim}"
                    if self.renege_false_claim
                    else ""
                )
                + "."
            )
        if self.num_deals is not None:
            lines.append(
                f"The game is {self.num_deals} deals; the higher score wins (a tie is a draw)."
            )
        return "\n".join(lines)


# --- validation: one check per family of contradictions, each naming the knobs ------------

_FLAGS = (
    "stick_the_dealer",
    "discard_upcard",
    "canadian_loner",
    "win_by_two",
    "renege_ends_hand",
    "no_trump",
    "ace_no_face",
    "call_for_best",
    "bid_best",
    "bid_moon",
    "bid_no_trump",
    "bid_low_no_trump",
)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_flags(rules: RuleSet) -> None:
    """The on/off knobs are True or False, nothing merely truthy."""
    for knob in _FLAGS:
        if not isinstance(getattr(rules, knob), bool):
            raise RuleSetError(f"{knob}={getattr(rules, knob)!r}: expected True or False")


def _check_game_end(rules: RuleSet) -> None:
    """``target`` and ``num_deals`` are whole numbers of at least one."""
    if not _whole(rules.target) or rules.target < 1:
        raise RuleSetError(f"target={rules.target!r}: the target score must be at least 1")
    if rules.num_deals is not None and (not _whole(rules.num_deals) or rules.num_deals < 1):
        raise RuleSetError(
            f"num_deals={rules.num_deals!r}: expected None or a whole number of deals, 1 or more"
        )


def _check_deck(rules: RuleSet) -> None:
    """``deck`` and ``cards_per_hand`` against ``variant``: 48 cards only for Bid Euchre, 32
    only for Knock, and the hand size that the variant and deck deal."""
    expected = _default_hand(rules.variant, rules.deck)
    if rules.cards_per_hand != expected:
        raise RuleSetError(
            f"cards_per_hand={rules.cards_per_hand!r}: {_VARIANT_NAME[rules.variant]} "
            f"(variant={rules.variant!r}) with deck={rules.deck} deals {expected} cards to "
            "each player"
        )
    if rules.variant == "knock" and rules.deck == 48:
        raise RuleSetError(
            "deck=48 needs variant='bid': the double deck is a Bid Euchre option (seed 002)"
        )
    if rules.variant == "bid" and rules.deck == 32:
        raise RuleSetError(
            "deck=32 needs variant='knock': Bid Euchre uses 24 cards, 25 with the joker, "
            "or 48 (double deck)"
        )


def _check_bidding(rules: RuleSet) -> None:
    """Bid Euchre's knobs against ``variant``: ``first_lead='bidder'`` exactly in Bid
    Euchre, ``bid_minimum`` below ``cards_per_hand``, and no Knock ``call_for_best``."""
    if (rules.first_lead == "bidder") != (rules.variant == "bid"):
        raise RuleSetError(
            f"first_lead={rules.first_lead!r} and variant={rules.variant!r} contradict: the "
            "high bidder leads in Bid Euchre (first_lead='bidder'), and only there"
        )
    if rules.variant != "bid":
        return
    n = rules.cards_per_hand
    if not _whole(rules.bid_minimum) or not 1 <= rules.bid_minimum < n:
        raise RuleSetError(
            f"bid_minimum={rules.bid_minimum!r}: the lowest bid must be from 1 to {n - 1} "
            f"(cards_per_hand={n})"
        )
    if rules.call_for_best:
        raise RuleSetError(
            "call_for_best=True and variant='bid' contradict: call_for_best is the Knock "
            "(railroad) form; in Bid Euchre use bid_best=True (bid 'best')"
        )


def _check_deal_pattern(rules: RuleSet) -> None:
    """``deal_pattern`` goes round the table and gives each seat ``cards_per_hand`` cards."""
    pattern = rules.deal_pattern
    if len(pattern) % 4 or any(size < 1 for size in pattern):
        raise RuleSetError(
            f"deal_pattern={pattern!r}: packets go round the table, so their number "
            "must be a multiple of 4, each of at least one card"
        )
    for seat in range(4):
        if sum(pattern[seat::4]) != rules.cards_per_hand:
            raise RuleSetError(
                f"deal_pattern={pattern!r} gives seat {seat} {sum(pattern[seat::4])} "
                f"cards, but cards_per_hand={rules.cards_per_hand}"
            )


def _check_alone(rules: RuleSet) -> None:
    """``defender_alone``, ``canadian_loner`` and ``call_for_best`` each need someone who
    may go alone (``alone`` other than 'nobody')."""
    if rules.alone != "nobody":
        return
    if rules.defender_alone != "never":
        raise RuleSetError(
            f"defender_alone={rules.defender_alone!r} needs alone other than 'nobody': "
            "a defender cannot go alone in a game where nobody may"
        )
    if rules.canadian_loner:
        raise RuleSetError(
            "canadian_loner=True needs alone other than 'nobody': the dealer's partner "
            "cannot be forced to go alone in a game where nobody may"
        )
    if rules.call_for_best:
        raise RuleSetError(
            "call_for_best=True needs alone other than 'nobody': only a player going alone "
            "calls for the partner's best card"
        )


def _check_renege(rules: RuleSet) -> None:
    """``renege_penalty='euchre'`` scores the whole hand, so it needs ``renege_ends_hand``."""
    if rules.renege_penalty == "euchre" and not rules.renege_ends_hand:
        raise RuleSetError(
            "renege_penalty='euchre' and renege_ends_hand=False contradict: a hand scored "
            "as a euchre for the offenders is over"
        )


def _check_all_pass(rules: RuleSet) -> None:
    """``stick_the_dealer`` leaves no thrown-in hand for ``all_pass`` to redeal."""
    if rules.stick_the_dealer and rules.all_pass != "next_dealer":
        raise RuleSetError(
            f"stick_the_dealer=True and all_pass={rules.all_pass!r} contradict: with stick "
            "the dealer nobody passes a hand in, so there is no redeal to assign"
        )


_CHECKS = (
    _check_flags,
    _check_game_end,
    _check_deck,
    _check_bidding,
    _check_deal_pattern,
    _check_alone,
    _check_renege,
    _check_all_pass,
)
