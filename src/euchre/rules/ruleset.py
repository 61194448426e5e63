"""The RuleSet: one frozen value that configures every rule of the game.

Every knob is a keyword with a default. At construction each knob's value is checked
against its type and range (:data:`KNOBS`, read from the annotations below: one rule, one
place), strictly: an on/off knob takes True or False (not 0, 1 or "yes"), a number knob an
``int`` (not a bool or a float) within its range, a choice knob one of its strings (or, for
``deck`` and ``farmers_hand_size``, one of its ints). Then a contradictory combination fails
too. Either raises a :class:`~euchre.errors.RuleSetError` that names the knobs, the value
given and what is allowed.

>>> import euchre
>>> rules = euchre.RuleSet(stick_the_dealer=True, target=11)
>>> rules.stick_the_dealer, rules.replace(target=5).target
(True, 5)
>>> euchre.RuleSet(alone="nobody", defender_alone="always")
Traceback (most recent call last):
...
euchre.errors.RuleSetError: defender_alone='always' needs alone other than 'nobody': ...
>>> euchre.RuleSet(bid_minimum=2.5)
Traceback (most recent call last):
...
euchre.errors.RuleSetError: bid_minimum=2.5: expected a whole number (an int) from 1 to 11 (the lowest bid, in tricks)
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, NamedTuple

import attrs

from euchre.cards import Suit
from euchre.errors import CardParseError, RuleSetError, shown
from euchre.rules.table import Table, table_of

__all__ = [
    "DEAL_3_2",
    "DEAL_ONE_AT_A_TIME",
    "DEAL_TRADITIONAL",
    "KNOBS",
    "MAX_WHOLE",
    "SCORING_VALUES",
    "Knob",
    "RuleSet",
    "Scoring",
    "checked_rules",
    "knob_table",
]

#: Three cards to each player, then two to each (the default).
DEAL_3_2 = (3, 3, 3, 3, 2, 2, 2, 2)
#: The traditional 3-2-3-2 then 2-3-2-3 pattern (the North American standard).
DEAL_TRADITIONAL = (3, 2, 3, 2, 2, 3, 2, 3)
#: One card at a time (OpenSpiel).
DEAL_ONE_AT_A_TIME = (1,) * 20

Variant = Literal["knock", "bid"]
Deck = Literal[24, 25, 32, 48]
FarmersSize = Literal[3, 4, 5]
BidSet = Literal["tricks", "value"]
Tie = Literal["play_on", "draw"]
AllPass = Literal["next_dealer", "same_dealer"]
Pickup = Literal["mandatory", "optional"]
NaturalTrump = Literal["not_required", "to_order", "to_order_or_name"]
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
Misdeal = Literal["off", "same_dealer", "next_dealer"]
Partnership = Literal["teams", "none"]
GoUnder = Literal["off", "nines_and_tens", "no_face_cards", "either"]
DoubleDeckTie = Literal["first", "second"]
BestCardChoice = Literal["rule", "partner"]


#: The largest value of a number knob (points, the target, the number of deals): far beyond
#: any game, and every such number prints and stores everywhere (JSON, records).
MAX_WHOLE = 1_000_000

_WHOLE = "whole"  # the metadata key of a number knob's range


def _range(low: int, what: str, high: int = MAX_WHOLE) -> dict[str, object]:
    """The metadata of a number knob: its range, and what it counts (for messages)."""
    return {_WHOLE: (low, high, what)}


class Knob(NamedTuple):
    """One knob's type and range as construction checks it, read from the field's annotation
    (and, for a number, its range metadata) by :func:`knob_table`.

    ``kind`` is ``"choice"`` (one of ``choices``), ``"flag"`` (True or False), ``"whole"``
    (an int from ``low`` to ``high``), ``"text"`` (a str) or ``"value"`` (an instance of
    ``cls``, which the field's converter builds from its other forms); ``optional`` allows
    None as well.

    >>> from euchre.rules.ruleset import KNOBS
    >>> KNOBS["deck"].allowed(), KNOBS["num_deals"].allowed()
    ('one of 24, 25, 32, 48', 'None or a whole number (an int) from 1 to 1000000 (deals)')
    """

    name: str
    kind: str
    choices: tuple[object, ...] = ()
    low: int = 0
    high: int = 0
    what: str = ""
    optional: bool = False
    cls: type = object

    def allowed(self) -> str:
        """What this knob accepts, in words."""
        if self.kind == "choice":
            text = "one of " + ", ".join(repr(c) for c in self.choices)
        elif self.kind == "flag":
            text = "True or False"
        elif self.kind == "whole":
            text = f"a whole number (an int) from {self.low} to {self.high} ({self.what})"
        elif self.kind == "text":
            text = "text (a str)"
        else:
            text = f"a {self.cls.__name__}"
        return f"None or {text}" if self.optional else text

    def check(self, value: object) -> None:
        """Raise :class:`~euchre.errors.RuleSetError` unless ``value`` fits this knob."""
        if value is None and self.optional:
            return
        if self.kind == "choice":
            fits = any(_is(value, choice) for choice in self.choices)
        elif self.kind == "flag":
            fits = type(value) is bool
        elif self.kind == "whole":
            fits = type(value) is int and self.low <= value <= self.high
        elif self.kind == "text":
            fits = type(value) is str
        else:
            fits = isinstance(value, self.cls)
        if not fits:
            verb = " is not a choice: use" if self.kind == "choice" else ": expected"
            raise RuleSetError(f"{self.name}={shown(value)}{verb} {self.allowed()}")


def knob_table(cls: type) -> dict[str, Knob]:
    """The :class:`Knob` of every field of an attrs class, from its resolved annotation:
    ``Literal[...]`` a choice, ``bool`` a flag, ``int`` a number (whose field must give
    its range in metadata), ``str`` text, ``X | None`` optional, any other type a value.

    >>> from euchre.rules.ruleset import Scoring, knob_table
    >>> knob_table(Scoring)["super_euchre"].allowed()
    'None or a whole number (an int) from 0 to 1000000 (points)'
    """
    hints = typing.get_type_hints(cls)
    table = {}
    for field in attrs.fields(cls):
        hint = hints[field.name]
        optional = False
        args = typing.get_args(hint)
        if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
            optional = True
            (hint,) = (arg for arg in args if arg is not type(None))
        origin = typing.get_origin(hint)
        if origin is Literal:
            knob = Knob(field.name, "choice", typing.get_args(hint), optional=optional)
        elif hint is bool:
            knob = Knob(field.name, "flag", optional=optional)
        elif hint is int:
            low, high, what = field.metadata[_WHOLE]  # every number knob states its range
            knob = Knob(field.name, "whole", (), low, high, what, optional)
        elif hint is str:
            knob = Knob(field.name, "text", optional=optional)
        else:
            knob = Knob(field.name, "value", optional=optional, cls=origin or hint)
        table[field.name] = knob
    return table


def _check_knobs(instance: object) -> None:
    """Every knob of ``instance`` (a RuleSet or a Scoring) against its :class:`Knob`."""
    for knob in _TABLES[type(instance)].values():
        knob.check(getattr(instance, knob.name))


def _points(default: int | None) -> Any:
    """A points value: a whole number, 0 or more."""
    return attrs.field(default=default, metadata=_range(0, "points"))


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

    makers: int = _points(1)
    march: int = _points(2)
    lone: int = _points(1)
    lone_march: int = _points(4)
    euchre: int = _points(2)
    lone_euchre: int = _points(2)
    lone_defender_euchre: int = _points(2)
    lone_defender_march: int = _points(4)
    super_euchre: int | None = _points(None)

    def __attrs_post_init__(self) -> None:
        """Each value is a whole number of points (``super_euchre`` may be None)."""
        _check_knobs(self)

    def replace(self, **changes: Any) -> Scoring:
        """A validated copy with some values changed.

        >>> from euchre import Scoring
        >>> Scoring().replace(euchre=3).euchre
        3
        """
        _unknown(changes, SCORING_VALUES, "scoring value")
        return attrs.evolve(self, **changes)


def _unknown(changes: dict[Any, Any], table: dict[str, Knob], what: str) -> None:
    """Raise a RuleSetError naming the first key of ``changes`` that is not in ``table``."""
    for key in changes:
        if key not in table:
            raise RuleSetError(
                f"unknown {what} {shown(key)}: the {what}s are " + ", ".join(sorted(table))
            )


def _suit(value: object) -> Suit:
    """``joker_suit``: a Suit, its name or its number 0-3 (as :meth:`Suit.parse` reads it)."""
    try:
        return Suit.parse(value)  # type: ignore[arg-type]
    except CardParseError as error:
        raise RuleSetError(f"joker_suit={shown(value)}: {error}") from None


_VARIANT_NAME = {"knock": "Knock Euchre", "bid": "Bid Euchre"}


def _is(value: object, constant: object) -> bool:
    """``value == constant`` for a knob not yet checked: only a value of the constant's own
    type compares (a NumPy array's ``==``, say, is no bool)."""
    return type(value) is type(constant) and value == constant


def _seats(players: object) -> int:
    """``players`` if it is a number of players the table allows, else 4 (for the defaults
    computed before the knobs are checked; the check then names the bad value)."""
    return players if type(players) is int and 2 <= players <= 6 else 4


def _default_hand(variant: object, deck: object, players: object = 4) -> int:
    """The hand size that ``variant``, ``deck`` and ``players`` deal: five in Knock Euchre;
    in Bid Euchre the whole pack (the joker of a 25-card pack aside) shared out."""
    if _is(variant, "bid"):
        size = 48 if _is(deck, 48) else 24
        return max(1, min(12, size // _seats(players)))
    return 5


def _default_partnership(players: object) -> str:
    """Two teams seated alternately where the table has an even four or six; otherwise each
    player for themselves."""
    return "teams" if _seats(players) in (4, 6) else "none"


def _default_pattern(variant: object, cards: object, players: object) -> tuple[int, ...]:
    """Knock: each player three cards, then two (for five cards; other sizes split the same
    way, the larger packet first); Bid: one card at a time."""
    n = _seats(players)
    size = cards if type(cards) is int and 1 <= cards <= 12 else 5
    if _is(variant, "bid"):
        return (1,) * (n * size)
    if size < 2:
        return (size,) * n
    return ((size + 1) // 2,) * n + (size // 2,) * n


def _text_pattern(value: object, rules: Any) -> tuple[int, ...]:
    """``deal_pattern``: as :func:`_pattern`, with text such as ``'3-2'`` giving each size to
    every player of the table in turn."""
    return _pattern(value, _seats(getattr(rules, "players", 4)))


def _scoring(value: object) -> Scoring:
    """``scoring``: a Scoring, or a dict of its values (the rest take their defaults)."""
    if isinstance(value, Scoring):
        return value
    if isinstance(value, dict):
        _unknown(value, SCORING_VALUES, "scoring value")
        try:
            return Scoring(**value)
        except RuleSetError as error:
            raise RuleSetError(f"scoring: {error}") from None
    raise RuleSetError(
        f"scoring={shown(value)}: expected a Scoring or a dict of its values "
        "(" + ", ".join(SCORING_VALUES) + ")"
    )


_MAX_PACKETS = 48  # one card at a time to each of four players with 12 cards (six with 8)


def _pattern(value: object, players: int = 4) -> tuple[int, ...]:
    """``deal_pattern``: a tuple or list of packet sizes (ints), or text such as ``'3-2'``
    (each size given to every player in turn)."""
    sizes: object = value
    if isinstance(value, str) and len(value) <= 3 * _MAX_PACKETS:
        parts = value.split("-")
        if all(part.isascii() and part.isdigit() and len(part) <= 2 for part in parts):
            sizes = tuple(int(part) for part in parts for _ in range(players))
    if (
        isinstance(sizes, (tuple, list))
        and len(sizes) <= _MAX_PACKETS
        and all(type(size) is int and 1 <= size <= 12 for size in sizes)
    ):
        return tuple(sizes)
    raise RuleSetError(
        f"deal_pattern={shown(value)}: expected packet sizes, a tuple of whole numbers (ints) "
        f"from 1 to 12, at most {_MAX_PACKETS} of them, or text such as '3-2'"
    )


@attrs.frozen(kw_only=True, cache_hash=True, repr=False)
class RuleSet:
    """Every rule of a game of Euchre, as data. See ``docs/api.md`` for each knob.

    >>> import euchre
    >>> print(euchre.presets.OPENSPIEL.describe().splitlines()[0])
    OpenSpiel Euchre (preset OPENSPIEL)
    """

    name: str = "custom"
    variant: Variant = "knock"
    deck: Deck = 24
    players: int = attrs.field(default=4, metadata=_range(2, "players round the table", 6))
    partnership: Partnership = attrs.field(
        default=attrs.Factory(lambda self: _default_partnership(self.players), takes_self=True)
    )
    cards_per_hand: int = attrs.field(
        default=attrs.Factory(
            lambda self: _default_hand(self.variant, self.deck, self.players), takes_self=True
        ),
        metadata=_range(1, "cards for each player", 12),
    )
    deal_pattern: tuple[int, ...] = attrs.field(
        default=attrs.Factory(
            lambda self: _default_pattern(self.variant, self.cards_per_hand, self.players),
            takes_self=True,
        ),
        converter=attrs.Converter(_text_pattern, takes_self=True),  # type: ignore[misc]
    )
    dummy: int = attrs.field(default=0, metadata=_range(0, "cards dealt to a dummy hand", 5))
    double_deck_tie: DoubleDeckTie = "first"
    stick_the_dealer: bool = False
    all_pass: AllPass = "next_dealer"
    dealer_pickup: Pickup = "mandatory"
    discard_upcard: bool = True
    natural_trump: NaturalTrump = "not_required"
    alone: Alone = attrs.field(
        default=attrs.Factory(
            lambda self: "maker" if _is(self.partnership, "teams") else "nobody", takes_self=True
        )
    )
    alone_timing: AloneTiming = "with_call"
    canadian_loner: bool = False
    partner_alone_after_passing: bool = True
    defender_alone: DefenderAlone = "never"
    defender_alone_order: DefenderOrder = "dealer_left"
    first_lead: FirstLead = attrs.field(
        default=attrs.Factory(
            lambda self: "bidder" if _is(self.variant, "bid") else "dealer_left", takes_self=True
        )
    )
    scoring: Scoring = attrs.field(factory=Scoring, converter=_scoring)
    target: int = attrs.field(
        default=attrs.Factory(lambda self: 32 if _is(self.variant, "bid") else 10, takes_self=True),
        metadata=_range(1, "the score that wins"),
    )
    win_by_two: bool = False
    trump_off_suit_ace: bool = True
    renege: Renege = "forbid"
    renege_claim: RenegeClaim = "hand"
    renege_penalty: RenegePenalty = "opponents_gain"
    renege_points: int = _points(2)
    renege_points_alone: int = _points(4)
    renege_points_by_lone: int | None = _points(None)
    renege_ends_hand: bool = True
    renege_take_back: bool = False
    renege_false_claim: int = _points(0)
    joker_upcard: JokerUpcard = "dealer_names"
    joker_suit: Suit = attrs.field(default=Suit.HEARTS, converter=_suit)
    no_trump: bool = False
    ace_no_face: bool = False
    ace_no_face_dealer: AllPass = "next_dealer"
    farmers_hand: Farmers = "off"
    farmers_hand_size: FarmersSize = 5
    misdeal: Misdeal = "off"
    misdeals_to_pass: int = attrs.field(
        default=3, metadata=_range(0, "misdeals in a row before the deal passes; 0: never")
    )
    call_for_best: bool = False
    defender_call_for_best: bool = False
    best_card_choice: BestCardChoice = "rule"
    num_deals: int | None = attrs.field(default=None, metadata=_range(1, "deals"))
    bid_minimum: int = attrs.field(default=3, metadata=_range(1, "the lowest bid, in tricks", 11))
    bid_best: bool = attrs.field(
        default=attrs.Factory(lambda self: _is(self.players, 4), takes_self=True)
    )
    bid_moon: bool = True
    bid_best_value: int = _points(12)
    bid_moon_value: int = _points(24)
    bid_set_value: BidSet = "tricks"
    bid_trick_value: int = _points(1)
    bid_no_trump: bool = False
    bid_low_no_trump: bool = False
    tie: Tie = "play_on"
    fast_break: bool = False
    four_trick_tokens: bool = False
    go_under: GoUnder = "off"
    laps: bool = False
    slams: bool = False
    match_games: int = attrs.field(
        default=1, metadata=_range(1, "games a side needs to win the match; 1: one game")
    )

    def __attrs_post_init__(self) -> None:
        """Check every knob's type and range (:data:`KNOBS`), then reject a contradictory
        combination of knobs, naming them (one check per family)."""
        _check_knobs(self)
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
        from euchre.presets import get, names  # display only: presets are built from here

        for name in names():
            if get(name) == self:
                return f"euchre.presets.{name}"
        plain = RuleSet()
        values = {field.name: getattr(self, field.name) for field in attrs.fields(RuleSet)}
        followed = _followers(values)  # the defaults that follow the variant, deck and table
        parts = []
        for field in attrs.fields(RuleSet):
            value = getattr(self, field.name)
            if field.name in ("variant", "deck"):
                if value != getattr(plain, field.name):
                    parts.append(f"{field.name}={value!r}")
                continue
            if value == followed.get(field.name, getattr(plain, field.name)):
                continue
            if isinstance(value, Scoring):
                changed = {
                    f.name: getattr(value, f.name)
                    for f in attrs.fields(Scoring)
                    if getattr(value, f.name) != getattr(plain.scoring, f.name)
                }
                parts.append(f"scoring={changed!r}")
            elif isinstance(value, Suit):
                parts.append(f"{field.name}={str(value)!r}")
            else:
                parts.append(f"{field.name}={value!r}")
        return f"euchre.RuleSet({', '.join(parts)})"

    @property
    def table(self) -> Table:
        """The table these rules seat: players, teams, seat and side names
        (:mod:`euchre.rules.table`), from ``players`` and ``partnership``.

        >>> import euchre
        >>> euchre.presets.STANDARD.table.side_names
        ('North-South', 'East-West')
        >>> euchre.RuleSet(players=3).table.format_name
        'three-handed (cutthroat)'
        """
        return table_of(self.players, self.partnership)

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
        _unknown(changes, KNOBS, "knob")
        if "name" not in changes and self.name != "custom" and changes:
            changes["name"] = f"{self.name} (modified)"
        values = {field.name: getattr(self, field.name) for field in attrs.fields(RuleSet)}
        if any(knob in changes for knob in _LEADERS):
            # knobs that follow the variant, deck and table take their new defaults unless
            # given (or set away from the default that followed the old ones)
            followed = _followers(values)
            for knob, value in followed.items():
                if knob not in changes and values[knob] == value:
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


#: The knobs whose defaults follow others (:func:`_followers`), and those they follow.
_LEADERS = ("variant", "deck", "players", "partnership", "cards_per_hand")


def _followers(values: dict[str, Any]) -> dict[str, object]:
    """The defaults that ``values``' variant, deck and table imply for the knobs that
    follow them."""
    variant, players = values["variant"], values["players"]
    return {
        "partnership": _default_partnership(players),
        "cards_per_hand": _default_hand(variant, values["deck"], players),
        "deal_pattern": _default_pattern(variant, values["cards_per_hand"], players),
        "alone": "maker" if values["partnership"] == "teams" else "nobody",
        "bid_best": players == 4,
        "first_lead": "bidder" if variant == "bid" else "dealer_left",
        "target": 32 if variant == "bid" else 10,
    }


# --- validation: one check per family of contradictions, each naming the knobs ------------

def _check_table(rules: RuleSet) -> None:
    """``players`` and ``partnership``: two teams seated alternately need four or six
    players; each player for themselves means every hand is one player against the others,
    so nobody goes alone, and the rules that need one partner need the four-seat game."""
    players, partnership = rules.players, rules.partnership
    if partnership == "teams" and players not in (4, 6):
        raise RuleSetError(
            f"partnership='teams' and players={players} contradict: two teams seated "
            "alternately need 4 or 6 players; use partnership='none' (each for themselves: "
            "the maker plays alone against the others, as in cutthroat)"
        )
    if partnership == "none" and rules.alone != "nobody":
        raise RuleSetError(
            f"alone={rules.alone!r} needs partnership='teams': with partnership='none' every "
            "hand is already the maker alone against the others; use alone='nobody'"
        )
    four = players == 4 and partnership == "teams"
    for knob in ("canadian_loner", "call_for_best", "defender_call_for_best", "ace_no_face"):
        if getattr(rules, knob) and not four:
            raise RuleSetError(
                f"{knob}=True needs the four-seat game in two teams (players=4, "
                f"partnership='teams'); this table is players={players}, "
                f"partnership={partnership!r}"
            )
    if rules.variant == "bid" and rules.bid_best and not four:
        raise RuleSetError(
            f"bid_best=True needs players=4 in two teams: the bidder's one partner hands over "
            f"the best card; this table is players={players}, partnership={partnership!r}; "
            "use bid_best=False"
        )
    knock_farmer = rules.farmers_hand != "off" and rules.variant == "knock"  # Bid: no kitty
    if knock_farmer and (not four or rules.dummy or rules.cards_per_hand != 5):
        raise RuleSetError(
            f"farmers_hand={rules.farmers_hand!r} needs players=4 in two teams, five cards "
            f"each and no dummy (the rule texts state it for the four-seat deal of five, "
            f"exchanged with its kitty); this table is players={players}, cards_per_hand="
            f"{rules.cards_per_hand}, dummy={rules.dummy}"
        )
    if rules.renege == "penalise" and not four:
        raise RuleSetError(
            "renege='penalise' needs the four-seat game in two teams (players=4, "
            "partnership='teams'): the rule texts claim and penalise a renege between two "
            f"partnerships of two; this table is players={players}, partnership="
            f"{partnership!r}; use renege='forbid'"
        )


def _check_fit(rules: RuleSet) -> None:
    """The deal fits the pack: ``players`` x ``cards_per_hand``, the ``dummy`` and (in Knock
    Euchre) the upcard; Bid Euchre shares out the whole pack (the joker of 25 aside)."""
    players, cards, dummy = rules.players, rules.cards_per_hand, rules.dummy
    dealt = players * cards + dummy
    if rules.variant == "bid":
        size = rules.deck - (rules.deck == 25)
        if dummy:
            raise RuleSetError(
                f"dummy={dummy} needs variant='knock': a dummy hand is dealt beside the "
                "upcard (two-handed Euchre); Bid Euchre deals the whole pack to the players"
            )
        if dealt != size:
            fits = f"cards_per_hand={size // players}" if size % players == 0 else "no size"
            raise RuleSetError(
                f"cards_per_hand={cards} with players={players} deals {dealt} cards, but Bid "
                f"Euchre (variant='bid') deals the whole pack of {size} (deck={rules.deck}): {fits} fits "
                f"{players} players"
            )
        return
    if dealt + 1 > rules.deck:
        most = (rules.deck - 1 - dummy) // players
        bigger = [d for d in (25, 32) if d > rules.deck and dealt + 1 <= d]
        raise RuleSetError(
            f"players={players} and cards_per_hand={cards} deal {players * cards} cards"
            + (f" and a dummy of {dummy}" if dummy else "")
            + f" and turn one up (variant='knock'), and deck={rules.deck} has {rules.deck}: "
            f"{players} players "
            f"fit at most {most} cards each from {rules.deck}"
            + (f"; deck={bigger[0]} fits {cards} each" if bigger else "")
        )


def _check_deck(rules: RuleSet) -> None:
    """``deck`` against ``variant``: 48 cards only for Bid Euchre, 32 only for Knock; the
    double deck's tie rule only with the double deck."""
    if rules.double_deck_tie != "first" and rules.deck != 48:
        raise RuleSetError(
            f"double_deck_tie={rules.double_deck_tie!r} needs deck=48: only the double deck "
            "has two identical cards"
        )
    if rules.variant == "knock" and rules.deck == 48:
        raise RuleSetError(
            "deck=48 needs variant='bid': the double deck is a Bid Euchre option (the Bid Euchre rules)"
        )
    if rules.variant == "bid" and rules.deck == 32:
        raise RuleSetError(
            "deck=32 needs variant='knock': Bid Euchre uses 24 cards, 25 with the joker, "
            "or 48 (double deck)"
        )


def _check_bidding(rules: RuleSet) -> None:
    """Bid Euchre's knobs against ``variant``: ``first_lead='bidder'`` exactly in Bid
    Euchre, ``bid_minimum`` below ``cards_per_hand``, and no Knock ``call_for_best`` or
    farmer's hand."""
    if (rules.first_lead == "bidder") != (rules.variant == "bid"):
        raise RuleSetError(
            f"first_lead={rules.first_lead!r} and variant={rules.variant!r} contradict: the "
            "high bidder leads in Bid Euchre (first_lead='bidder'), and only there"
        )
    if rules.variant != "bid":
        return
    n = rules.cards_per_hand
    if rules.bid_minimum >= n:
        raise RuleSetError(
            f"bid_minimum={rules.bid_minimum!r}: the lowest bid must be from 1 to {n - 1} "
            f"(cards_per_hand={n})"
        )
    for knob in ("call_for_best", "defender_call_for_best"):
        if getattr(rules, knob):
            raise RuleSetError(
                f"{knob}=True and variant='bid' contradict: {knob} is the Knock "
                "(railroad) form; in Bid Euchre use bid_best=True (bid 'best')"
            )
    if rules.farmers_hand != "off":
        raise RuleSetError(
            f"farmers_hand={rules.farmers_hand!r} and variant='bid' contradict: a farmer's "
            "hand is a Knock declaration (five cards of 9s and 10s, exchanged with the kitty "
            "or thrown in), and Bid Euchre deals no kitty; in Bid Euchre use ace_no_face=True"
        )


def _check_deal_pattern(rules: RuleSet) -> None:
    """``deal_pattern`` goes round the table and gives each seat ``cards_per_hand`` cards."""
    pattern, n = rules.deal_pattern, rules.players
    if len(pattern) % n or any(size < 1 for size in pattern):
        raise RuleSetError(
            f"deal_pattern={pattern!r}: packets go round the table, so their number "
            f"must be a multiple of players={n}, each of at least one card"
        )
    for seat in range(n):
        if sum(pattern[seat::n]) != rules.cards_per_hand:
            raise RuleSetError(
                f"deal_pattern={pattern!r} gives seat {seat} {sum(pattern[seat::n])} "
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


def _check_call_for_best(rules: RuleSet) -> None:
    """``defender_call_for_best`` needs a lone defender (``defender_alone`` other than
    'never'); ``best_card_choice='partner'`` needs a call for best whose card the partner
    chooses (``call_for_best`` or ``defender_call_for_best``)."""
    if rules.defender_call_for_best and rules.defender_alone == "never":
        raise RuleSetError(
            "defender_call_for_best=True and defender_alone='never' contradict: only a "
            "defender playing alone calls for the partner's best card; use "
            "defender_alone='vs_lone_maker' or 'always'"
        )
    if rules.best_card_choice != "rule" and not (
        rules.call_for_best or rules.defender_call_for_best
    ):
        raise RuleSetError(
            f"best_card_choice={rules.best_card_choice!r} needs call_for_best=True or "
            "defender_call_for_best=True: it says who chooses the card a lone player's "
            "partner gives, and with neither nobody gives one"
        )


def _check_renege(rules: RuleSet) -> None:
    """``renege_penalty='euchre'`` scores the whole hand, so it needs ``renege_ends_hand``;
    ``trump_off_suit_ace=False`` restricts the cards a player may play, which
    ``renege='penalise'`` leaves free."""
    if not rules.trump_off_suit_ace and rules.renege == "penalise":
        raise RuleSetError(
            "trump_off_suit_ace=False and renege='penalise' contradict: with reneges allowed "
            "any card may be played, and the off-suit ace rule limits which may; use "
            "renege='forbid' with it"
        )
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


def _check_hand_end(rules: RuleSet) -> None:
    """``fast_break`` and ``four_trick_tokens`` are stated (EGN's alternate rules) for the
    four-seat Knock game of five cards: two teams, a defending and a calling team, "the
    first two tricks and then ... the last three", "exactly 4 tricks"."""
    four = rules.players == 4 and rules.partnership == "teams"
    fits = four and rules.variant == "knock" and rules.cards_per_hand == 5
    for knob in ("fast_break", "four_trick_tokens"):
        if getattr(rules, knob) and not fits:
            raise RuleSetError(
                f"{knob}=True needs the four-seat Knock game of five cards (players=4, "
                f"partnership='teams', variant='knock', cards_per_hand=5): EGN states it for "
                f"two teams and five tricks; these rules are players={rules.players}, "
                f"partnership={rules.partnership!r}, variant={rules.variant!r}, "
                f"cards_per_hand={rules.cards_per_hand}"
            )


def _check_go_under(rules: RuleSet) -> None:
    """``go_under`` swaps three cards with the kitty (EGN, TricksterCards): the four-seat
    Knock game of five cards with a kitty of three, and one exchange with the kitty a hand,
    so not with ``farmers_hand="exchange"`` (the farmer's exchange of the same kitty)."""
    if rules.go_under == "off":
        return
    four = rules.players == 4 and rules.partnership == "teams"
    if not four or rules.variant != "knock" or rules.cards_per_hand != 5 or rules.dummy:
        raise RuleSetError(
            f"go_under={rules.go_under!r} needs the four-seat Knock game of five cards and "
            "no dummy (players=4, partnership='teams', variant='knock', cards_per_hand=5, "
            "dummy=0): a player swaps three cards with the kitty of three; these rules are "
            f"players={rules.players}, partnership={rules.partnership!r}, variant="
            f"{rules.variant!r}, cards_per_hand={rules.cards_per_hand}, dummy={rules.dummy}"
        )
    if rules.deck != 24:
        raise RuleSetError(
            f"go_under={rules.go_under!r} needs deck=24: the kitty of three cards it swaps "
            f"is the 24-card deal's; deck={rules.deck} leaves a kitty of {rules.deck - 21}"
        )
    if rules.farmers_hand == "exchange":
        raise RuleSetError(
            f"go_under={rules.go_under!r} and farmers_hand='exchange' contradict: both "
            "exchange a hand with the one kitty; use farmers_hand='off' or 'redeal' with it"
        )


def _check_match(rules: RuleSet) -> None:
    """``laps``, ``slams`` and ``match_games`` are rules of a match of games to a target
    (Bicycle's Railroad Euchre: "Points scored in excess of those needed to win the game are
    credited toward the next game"; Keller 1887, chapter 5): a game of ``num_deals`` deals
    has no target to pass, no game to credit twice."""
    if rules.num_deals is None:
        return
    for knob, on in (
        ("laps", rules.laps),
        ("slams", rules.slams),
        ("match_games", rules.match_games > 1),
    ):
        if on:
            raise RuleSetError(
                f"{knob}={getattr(rules, knob)!r} needs a game to a target (num_deals=None): "
                "laps, slams and a match of games count the points and games of games won "
                f"at the target; num_deals={rules.num_deals} ends the game after its deals "
                "instead (use num_deals=None, or laps=False, slams=False, match_games=1)"
            )


_CHECKS = (
    _check_table,
    _check_deck,
    _check_fit,
    _check_bidding,
    _check_deal_pattern,
    _check_alone,
    _check_call_for_best,
    _check_renege,
    _check_all_pass,
    _check_hand_end,
    _check_go_under,
    _check_match,
)

def checked_rules(rules: object, what: str = "rules") -> RuleSet:
    """``rules`` if it is a RuleSet, else a :class:`~euchre.errors.RuleSetError` (for the
    functions that take one).

    >>> import euchre
    >>> checked_rules("STANDARD")
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: rules='STANDARD': expected a RuleSet (euchre.RuleSet(...) or a preset such as euchre.presets.STANDARD)
    """
    if not isinstance(rules, RuleSet):
        raise RuleSetError(
            f"{what}={shown(rules)}: expected a RuleSet (euchre.RuleSet(...) or a preset such "
            "as euchre.presets.STANDARD)"
        )
    return rules


#: The :class:`Knob` of every RuleSet knob, read from the annotations above.
KNOBS = knob_table(RuleSet)
#: The :class:`Knob` of every Scoring value.
SCORING_VALUES = knob_table(Scoring)
_TABLES = {RuleSet: KNOBS, Scoring: SCORING_VALUES}
