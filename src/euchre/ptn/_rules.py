"""TricksterCards' Euchre table options (``GameOptionsJson``) and the RuleSet:
:func:`rules_for` reads the options as the CARDGAMES_IO preset changed, with a problem for
each option the engine has no knob for."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import attrs

from euchre.errors import EuchreError
from euchre.presets import BID_EUCHRE, CARDGAMES_IO
from euchre.ptn._errors import PtnError
from euchre.records import Problem
from euchre.rules import RuleSet

_WHERE = "GameOptionsJson"

#: Options that change how the table looks, not the rules of a hand.
_DISPLAY = frozenset({"noWatching", "noSuggestions", "noChat", "noSpectators"})

#: Options the engine has no knob for yet, when on: what each means and the knob it needs.
_NEEDS = {
    "aloneTake5": "a knob for 'alone must take 5' (a lone hand that takes fewer than five "
    "tricks is euchred)",
    "take4for1": "a knob for 'take 4 for 1' (TricksterCards' makers need four tricks for "
    "their point, as its bot bids: it passes 'with only three sure tricks'; EGN's "
    "four_trick_tokens, a token for exactly four tricks and a point for four tokens, is "
    "another rule)",
    "makerLeadsFirst": "first_lead='maker' (the maker leads the first trick); Knock Euchre "
    "has dealer_left, maker_left and lone_left",
    "allowLowNotrump": "low no trump in Knock Euchre",
    "withJoker": "the joker (deck=25) in PTN card codes, which this reader does not know",
    "withKitty": "Bid Euchre with a kitty",
    "offerAloneCall2": "Bid Euchre's alone call for two cards (Call2)",
    "biddingStyle": "Bid Euchre's auction-style bidding (bid until all pass)",
    "bidType": "Bid Euchre's level-and-suit bids",
    "callTrump": "TricksterCards' callTrump option (its meaning is not published)",
    "allowMisdeal": "TricksterCards' misdeal option",
}

#: The options this reader knows (the rest are reported as unknown).
_KNOWN = frozenset(
    {"stickTheDealer", "allowNotrump", "callForBest", "defendAlone", "goUnder", "gameOverScore",
     "deckSize", "numDecks", "players", "variation", *_NEEDS, *_DISPLAY}
)  # fmt: skip


@attrs.define
class _Options:
    """Options becoming changes to CARDGAMES_IO, and the problems of those it cannot play."""

    data: dict[str, Any]
    problems: list[Problem] = attrs.Factory(list)
    changes: dict[str, Any] = attrs.Factory(dict)

    def flag(self, key: str) -> bool:
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            raise PtnError(f"{_WHERE}: the option {key} is {json.dumps(value)}, not true or false")
        return value

    def number(self, key: str, default: int) -> int:
        value = self.data.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**6:
            raise PtnError(f"{_WHERE}: the option {key} is {json.dumps(value)}, not a whole "
                           "number")
        return value

    def unsupported(self, key: str, need: str) -> None:
        self.problems.append(
            Problem(
                kind="unsupported_rule",
                message=f"table option {key}={json.dumps(self.data.get(key))} has no RuleSet "
                f"knob; the engine would need {need}; the hand is replayed without it",
                where=f"{_WHERE}.{key}",
            )
        )


def _unknown(options: _Options) -> None:
    for key in options.data:
        if key not in _KNOWN:
            options.problems.append(
                Problem(
                    kind="unsupported_rule",
                    message=f"unknown table option {json.dumps(key)[:60]} is ignored",
                    where=f"{_WHERE}.{str(key)[:40]}",
                )
            )


def _deck(options: _Options, variant: str) -> None:
    """``deckSize`` (24: 9 to ace; 32: 7 to ace) and ``numDecks``."""
    size = options.number("deckSize", 24)
    decks = options.number("numDecks", 1)
    deck = {(24, 1): 24, (32, 1): 32}.get((size, decks))
    if variant == "bid" and (size, decks) == (24, 2):
        deck = 48
    if deck is None:
        what = f"a {size}-card deck" + (f" times {decks}" if decks != 1 else "")
        key = "deckSize" if "deckSize" in options.data else "numDecks"
        options.unsupported(key, f"{what} (the engine deals 24 or 32 cards, or 48 in Bid Euchre)")
    elif deck != 24:
        options.changes["deck"] = deck


def _making(options: _Options) -> None:
    """Stick the dealer, no trump, call for best, a lone defender, the target."""
    changes = options.changes
    changes["stick_the_dealer"] = options.flag("stickTheDealer")
    bid = changes.get("variant") == "bid"
    if options.flag("allowNotrump"):
        changes["bid_no_trump" if bid else "no_trump"] = True
    if options.flag("callForBest"):
        changes["bid_best" if bid else "call_for_best"] = True
        if not bid:  # the partner chooses (PARTNER_CHOOSES)
            changes["best_card_choice"] = PARTNER_CHOOSES
    if bid and not options.flag("makerLeadsFirst"):
        options.unsupported("makerLeadsFirst", "a Bid Euchre first lead other than the "
                            "bidder's (first_lead='bidder' is the only one)")
    if options.flag("defendAlone"):
        # The knob exists (defender_alone="vs_lone_maker"), but no public record shows how
        # PTN writes a defender's answer, so the reader cannot feed the engine that decision.
        need = ("a record of each defender's answer to 'defend alone?' (the knob "
                "defender_alone='vs_lone_maker' exists, but no public PTN record shows how "
                "TricksterCards writes the answer); the hand is played with "
                "defender_alone='never'")
        if options.flag("callForBest"):
            need += ("; a lone defender's call for best (defender_call_for_best) is not "
                     "mapped either, for the same reason")
        options.unsupported("defendAlone", need)
    target = options.number("gameOverScore", 32 if bid else 10)
    changes["target"] = target


#: TricksterCards' call for best: the partner chooses the card to pass. Its bot's
#: ``SuggestPass`` (TricksterBots, EuchreBot.cs) is a suggestion to the partner (the highest
#: trump, else the highest off-suit card), so a record may show another card, legally.
PARTNER_CHOOSES = "partner"

#: TricksterCards' ``goUnder``. Which hands may go under is not published (TricksterBots
#: only sees the offer among the legal bids), and the public records show both of EGN's
#: kinds of poor hand: #313's East (A, T, 9, T, 9: no face card, four 9s and 10s) and #278's
#: North (Q, 9, T, T, 9: four 9s and 10s and a queen). The reader allows either, so a hand
#: TricksterCards let go under is not refused on a guess.
GO_UNDER = "either"


def _go_under(options: _Options) -> None:
    """``goUnder``: ``go_under`` in the four-seat Knock game of 24 cards (its kitty of three
    is what the player takes), else a problem."""
    if not options.flag("goUnder"):
        return
    changes = options.changes
    if changes.get("variant") == "bid" or changes.get("deck", 24) != 24:
        options.unsupported("goUnder", "going under in Knock Euchre's 24-card deal only "
                            "(go_under swaps three cards with its kitty of three)")
        return
    changes["go_under"] = GO_UNDER


#: Bid Euchre's knobs for options Knock Euchre has none for (the bidder always leads).
_BID_KNOBS = {"allowLowNotrump": {"bid_low_no_trump": True}, "makerLeadsFirst": {}}


def _flags_needing_knobs(options: _Options) -> None:
    bid = options.changes.get("variant") == "bid"
    for key, need in _NEEDS.items():
        if bid and key in _BID_KNOBS and options.flag(key):
            options.changes.update(_BID_KNOBS[key])
            continue
        value = options.data.get(key)
        if value not in (None, False, 0):
            options.unsupported(key, need)


def rules_for(options: Mapping[str, Any] | None) -> tuple[RuleSet, tuple[Problem, ...]]:
    """The RuleSet for TricksterCards' Euchre options, and a problem for each it lacks.

    TricksterCards' Euchre is the CARDGAMES_IO preset's game (the dealer must take the
    upcard when ordered, only the maker goes alone, announced with the call, left of the
    dealer leads, 1/2/4 points, euchres 2) with ``stick_the_dealer`` off unless
    ``stickTheDealer``. ``allowNotrump`` is ``no_trump``, ``callForBest`` ``call_for_best``,
    with ``best_card_choice="partner"`` (TricksterCards' partner chooses the card),
    ``goUnder`` ``go_under="either"``, ``gameOverScore`` the target,
    ``deckSize`` 32 ``deck=32``; ``variation`` 1 is Bid Euchre (``variant="bid"``, where
    ``allowNotrump`` is ``bid_no_trump`` and ``callForBest`` ``bid_best``). An option the
    engine has no knob for (``aloneTake5``, ``take4for1``, ...), or whose decisions PTN does
    not show (``defendAlone``), becomes an ``unsupported_rule``
    problem; display options (``noWatching``, ``noSuggestions``) are ignored.

    >>> from euchre import ptn
    >>> rules, problems = ptn.rules_for({"stickTheDealer": True, "allowNotrump": True})
    >>> rules.stick_the_dealer, rules.no_trump, problems
    (True, True, ())
    >>> rules, problems = ptn.rules_for({"goUnder": True, "aloneTake5": True})
    >>> rules.go_under, [problem.where for problem in problems]
    ('either', ['GameOptionsJson.aloneTake5'])
    """
    if options is not None and not isinstance(options, Mapping):
        raise PtnError(f"{_WHERE}: expected an object of options")
    for key, value in (options or {}).items():
        if not isinstance(key, str) or not isinstance(value, (bool, int, float, str, type(None))):
            raise PtnError(f"{_WHERE}: the option {str(key)[:40]!r} is not a name with a plain "
                           "value (true, false, a number, text or null)")
    table = _Options({} if options is None else dict(options))
    _unknown(table)
    players = table.number("players", 4)
    if players != 4:
        table.unsupported("players", f"players={players} in this reader (it reads the "
                          "four-seat game)")
    variation = table.number("variation", 0)
    if variation == 1:
        table.changes["variant"] = "bid"
    elif variation != 0:
        table.unsupported("variation", f"TricksterCards' variation {variation}")
    _deck(table, table.changes.get("variant", "knock"))
    _making(table)
    _go_under(table)
    _flags_needing_knobs(table)
    name = "TricksterCards " + (json.dumps(dict(options)) if options else "(defaults)")
    table.changes["name"] = name[:200]
    base = BID_EUCHRE if table.changes.get("variant") == "bid" else CARDGAMES_IO
    try:
        return base.replace(**table.changes), tuple(table.problems)
    except EuchreError as refused:
        raise PtnError(f"{_WHERE}: the options make no valid RuleSet: {refused}") from None
