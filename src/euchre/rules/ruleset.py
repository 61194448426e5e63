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

    def describe(self) -> str:
        """The rules in plain English, one line per rule, family by family (the text is
        :func:`euchre.rules.describe.describe`).

        >>> import euchre
        >>> "stick the dealer" in euchre.presets.CARDGAMES_IO.describe()
        True
        >>> print(euchre.presets.BID_EUCHRE.describe().splitlines()[1])
        Bid Euchre with 24 cards (9 to ace); 6 cards each, dealt one at a time; no upcard.
        """
        from euchre.rules.describe import describe  # display only: the prose imports the engine

        return describe(self)


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
