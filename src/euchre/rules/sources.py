"""Where a rule comes from: what a knob's value means in plain words, and which well-known
rule texts (the presets) hold it, with the clause of the text where one is known.

The explanations of the referee (:meth:`euchre.State.explain`) say the rule in plain words
first, then the knob value that allows it and the rule texts that hold that value, then, in
one clause, the rule texts that rule otherwise. Which text holds which value is never
written here: :func:`holders` reads it off the presets themselves, so a new preset shows up
in every contrast by itself. What is written here is the words: the name of each rule text
(:data:`TEXTS`), the clause of a text that states a knob's value (:data:`CLAUSES`), and the
plain words of each knob value (:data:`MEANS`).

>>> import euchre
>>> from euchre.rules import sources
>>> sources.cite(euchre.presets.STANDARD, "dealer_pickup")
"dealer_pickup='optional', the North American rule text"
>>> sources.holders("stick_the_dealer", True, "knock")
('CARDGAMES_IO', 'OPENSPIEL')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final, NamedTuple

from euchre.presets import get as preset
from euchre.presets import names as preset_names
from euchre.rules.ruleset import RuleSet

__all__ = [
    "CLAUSES",
    "MEANS",
    "TEXTS",
    "Meaning",
    "applies",
    "cite",
    "holders",
    "meaning",
    "otherwise",
    "stated",
    "text_name",
    "texts",
]

#: The rule text each preset follows, as an explanation names it.
TEXTS: Final[dict[str, str]] = {
    "STANDARD": "the North American rule text",
    "CARDGAMES_IO": "cardgames.io",
    "GAMES4ALL": "Games4All",
    "OPENSPIEL": "OpenSpiel",
    "BID_EUCHRE": "the Bid Euchre rule text",
    "HOYLE": "Hoyle's laws",
    "RAILROAD": "Railroad Euchre",
    "TWO_HANDED": "Keller's two-handed Euchre (1887)",
    "TWO_HANDED_DUMMY": "the ohioeuchre.com two-handed dummy game",
    "CUTTHROAT": "the cutthroat rule texts",
    "SIX_HANDED": "the six-handed rule text",
    "SIX_HANDED_DOUBLE": "the six-handed double-deck rule text",
}

#: The clause of a rule text that states a knob's value, by (preset, knob): the text's name
#: with the clause, as an explanation cites it ("Hoyle's laws 76 and 86").
CLAUSES: Final[dict[tuple[str, str], str]] = {
    ("HOYLE", "target"): "Hoyle's law 2",
    ("HOYLE", "stick_the_dealer"): "Hoyle's law 77",
    ("HOYLE", "all_pass"): "Hoyle's law 77",
    ("HOYLE", "dealer_pickup"): "Hoyle's laws 76 and 86",
    ("HOYLE", "discard_upcard"): "Hoyle's law 88",
    ("HOYLE", "alone"): "Hoyle's laws 74, 75 and 93",
    ("HOYLE", "partner_alone_after_passing"): "Hoyle's laws 93 and 99",
    ("HOYLE", "defender_alone"): "Hoyle's law 95",
    ("HOYLE", "alone_timing"): "Hoyle's law 97",
    ("HOYLE", "first_lead"): "Hoyle's laws 87 and 89",
    ("HOYLE", "renege"): "Hoyle's laws 62 to 68",
    ("HOYLE", "renege_claim"): "Hoyle's law 68",
    ("HOYLE", "renege_penalty"): "Hoyle's law 63",
    ("HOYLE", "renege_points"): "Hoyle's law 63",
    ("HOYLE", "renege_points_alone"): "Hoyle's law 63",
    ("HOYLE", "renege_points_by_lone"): "Hoyle's law 63",
    ("HOYLE", "renege_ends_hand"): "Hoyle's law 70",
    ("HOYLE", "deck"): "Hoyle's laws (a 32-card pack)",
    ("HOYLE", "deal_pattern"): "Hoyle's law 42",
    ("HOYLE", "scoring"): "Hoyle's laws 2 and 3",
    ("RAILROAD", "deck"): "Bicycle's Railroad Euchre (Joker) and Keller 1887, chapter 6",
    ("RAILROAD", "defender_alone"): "Bicycle's Railroad Euchre (Defending alone)",
    ("RAILROAD", "call_for_best"): "Bicycle's Railroad Euchre (Calling for best)",
    ("RAILROAD", "defender_call_for_best"): "Bicycle's Railroad Euchre (Calling for best)",
    ("RAILROAD", "best_card_choice"): "Bicycle's Railroad Euchre (Calling for best)",
    ("RAILROAD", "scoring"): "Bicycle's Railroad Euchre (Defending alone) and Keller 1887, chapter 6",
    ("RAILROAD", "target"): "Keller 1887, chapter 6",
    ("RAILROAD", "laps"): "Bicycle's Railroad Euchre (Laps) and Keller 1887, chapter 5",
    ("RAILROAD", "slams"): "Bicycle's Railroad Euchre (Slam) and Keller 1887, chapter 5",
    ("RAILROAD", "match_games"): "an agreement (the sources leave the match's length open)",
}


class Meaning(NamedTuple):
    """A knob value in plain words: ``rule`` states the rule (a clause, as in "pass is
    legal: <rule>"); ``held`` says what the rule texts holding it do (as in "cardgames.io
    <held>")."""

    rule: str
    held: str


#: The plain words of each knob value an explanation cites, by (knob, value).
MEANS: Final[dict[tuple[str, object], Meaning]] = {
    ("dealer_pickup", "optional"): Meaning(
        "the dealer may leave the upcard when another player orders it up",
        "let the dealer leave it",
    ),
    ("dealer_pickup", "mandatory"): Meaning(
        "the dealer must take the upcard when it is ordered up", "make the dealer take it"
    ),
    ("discard_upcard", True): Meaning(
        "the dealer may discard any card, the upcard just taken too",
        "let the dealer discard it",
    ),
    ("discard_upcard", False): Meaning(
        "the dealer may not discard the upcard just taken", "forbid discarding the card just taken up"
    ),
    ("stick_the_dealer", False): Meaning(
        "the dealer may pass in round 2 too",
        "let the dealer pass",
    ),
    ("stick_the_dealer", True): Meaning(
        "stick the dealer: the dealer may not pass in round 2 and must name trump",
        "stick the dealer",
    ),
    ("all_pass", "next_dealer"): Meaning(
        "when all pass the hand is thrown in and the next dealer deals", "pass the deal on"
    ),
    ("all_pass", "same_dealer"): Meaning(
        "when all pass the hand is thrown in and the same dealer deals again",
        "have the same dealer deal again",
    ),
    ("alone", "nobody"): Meaning("nobody may go alone", "let nobody go alone"),
    ("alone", "maker"): Meaning(
        "only the maker, the player who made trump, may go alone", "let only the maker go alone"
    ),
    ("alone", "maker_or_partner"): Meaning(
        "the maker or the maker's partner may go alone",
        "let the maker's partner go alone too",
    ),
    ("alone_timing", "with_call"): Meaning(
        "going alone is announced with the order up or the call",
        "have it announced with the order up or the call",
    ),
    ("alone_timing", "after_call"): Meaning(
        "going alone is decided after trump is fixed and the dealer has discarded",
        "ask after trump is fixed",
    ),
    ("canadian_loner", True): Meaning(
        "the dealer's partner who orders up must go alone (the Canadian loner)",
        "make the dealer's partner who orders up go alone",
    ),
    ("canadian_loner", False): Meaning(
        "the dealer's partner who orders up may play with the dealer",
        "let the dealer's partner play with the dealer",
    ),
    ("partner_alone_after_passing", True): Meaning(
        "a player may go alone on the partner's trump even after passing",
        "let a partner who has passed go alone",
    ),
    ("partner_alone_after_passing", False): Meaning(
        "a player who has passed may not go alone on the partner's trump",
        "forbid it to a partner who has passed",
    ),
    ("defender_alone", "never"): Meaning("no defender may go alone", "let no defender go alone"),
    ("defender_alone", "vs_lone_maker"): Meaning(
        "a defender may go alone against a lone maker",
        "let a defender go alone only against a lone maker",
    ),
    ("defender_alone", "always"): Meaning(
        "a defender may go alone", "let a defender go alone"
    ),
    ("natural_trump", "not_required"): Meaning(
        "a player may make trump holding no card of the suit", "let a player make trump holding none"
    ),
    ("natural_trump", "to_order"): Meaning(
        "a player who orders up must hold a natural trump (a card of the suit itself, not the "
        "left bower)",
        "require a natural trump to order up",
    ),
    ("natural_trump", "to_order_or_name"): Meaning(
        "a player who orders up or names trump must hold a natural trump (a card of the suit "
        "itself, not the left bower)",
        "require a natural trump to order up or name trump",
    ),
    ("no_trump", True): Meaning("round 2 may name no trump", "allow no trump"),
    ("no_trump", False): Meaning("round 2 names a suit, never no trump", "allow no no-trump"),
    ("trump_off_suit_ace", True): Meaning(
        "a player out of the suit led may trump an ace of it", "let a player trump an off-suit ace"
    ),
    ("trump_off_suit_ace", False): Meaning(
        "a player out of the suit led may not trump an off-suit ace that wins the trick, unless "
        "holding only trumps",
        "forbid trumping an off-suit ace",
    ),
    ("renege", "forbid"): Meaning(
        "a player must follow suit when able", "forbid reneging"
    ),
    ("renege", "penalise"): Meaning(
        "a card that does not follow suit is played, and an opponent may claim the renege",
        "let a renege stand until it is claimed",
    ),
    ("bid_best", True): Meaning(
        "all the tricks may be bid as call for best", "allow call for best"
    ),
    ("bid_moon", True): Meaning(
        "all the tricks may be bid as shoot the moon", "allow shooting the moon"
    ),
    ("ace_no_face", True): Meaning(
        "a hand with an ace and no K, Q or J may be declared and thrown in",
        "allow the ace-no-face throw-in",
    ),
    ("ace_no_face_dealer", "next_dealer"): Meaning(
        "after an ace-no-face throw-in the next dealer deals", "pass the deal on"
    ),
    ("ace_no_face_dealer", "same_dealer"): Meaning(
        "after an ace-no-face throw-in the same dealer deals again",
        "have the same dealer deal again",
    ),
    ("misdeal", "same_dealer"): Meaning(
        "a misdeal (an exposed card or a wrong count) may be called before anyone has spoken: "
        "the hand is thrown in and the same dealer deals again (euchre.com)",
        "allow a misdeal call with the same dealer redealing",
    ),
    ("misdeal", "next_dealer"): Meaning(
        "a misdeal (an exposed card or a wrong count) may be called before anyone has spoken: "
        "the hand is thrown in and the deal passes on (Hoyle's law 41: a misdeal loses the deal)",
        "allow a misdeal call that loses the deal",
    ),
    ("farmers_hand", "redeal"): Meaning(
        "a farmer's hand may be declared and thrown in", "allow a farmer's hand"
    ),
    ("go_under", "nines_and_tens"): Meaning(
        "a player holding three or more 9s and 10s may go under: take up the kitty and "
        "discard three",
        "allow going under with three 9s and 10s",
    ),
    ("go_under", "no_face_cards"): Meaning(
        "a player holding no jack, queen or king may go under: take up the kitty and "
        "discard three",
        "allow going under with no face card",
    ),
    ("go_under", "either"): Meaning(
        "a player holding three or more 9s and 10s, or no jack, queen or king, may go under: "
        "take up the kitty and discard three",
        "allow going under with a poor hand",
    ),
    ("farmers_hand", "exchange"): Meaning(
        "a farmer's hand may be declared and exchanged with the kitty",
        "allow a farmer's hand exchange",
    ),
    ("call_for_best", True): Meaning(
        "a lone player receives the partner's best card and discards one",
        "give the lone player the partner's best card",
    ),
    ("defender_call_for_best", True): Meaning(
        "a lone defender receives the partner's best card and discards one",
        "give a lone defender the partner's best card",
    ),
    ("defender_call_for_best", False): Meaning(
        "a lone defender plays the cards dealt, with no card from the partner",
        "give a lone defender no card",
    ),
    ("best_card_choice", "rule"): Meaning(
        "the card given in a call for best is the best by rule (the highest trump, else the "
        "highest card)",
        "have the rule pick the card",
    ),
    ("best_card_choice", "partner"): Meaning(
        "the partner chooses the card given in a call for best and passes it face down",
        "let the partner choose the card",
    ),
}

_KNOCK_ONLY: Final = frozenset(
    {
        "dealer_pickup",
        "discard_upcard",
        "natural_trump",
        "alone",
        "alone_timing",
        "partner_alone_after_passing",
        "canadian_loner",
        "defender_alone",
        "defender_alone_order",
        "scoring",
        "joker_upcard",
        "joker_suit",
        "no_trump",
        "farmers_hand",
        "farmers_hand_size",
        "call_for_best",
        "defender_call_for_best",
        "best_card_choice",
        "go_under",
        "fast_break",
        "four_trick_tokens",
    }
)

#: A knob that applies only when another knob has a value: (knob) -> test of the RuleSet.
_ONLY_IF: Final[dict[str, Callable[[RuleSet], bool]]] = {
    "alone_timing": lambda r: r.alone != "nobody",
    "partner_alone_after_passing": lambda r: r.alone == "maker_or_partner",
    "canadian_loner": lambda r: r.alone != "nobody",
    "call_for_best": lambda r: r.alone != "nobody",
    "defender_alone": lambda r: r.alone != "nobody",
    "defender_alone_order": lambda r: r.defender_alone != "never",
    "defender_call_for_best": lambda r: r.defender_alone != "never",
    "best_card_choice": lambda r: r.call_for_best or r.defender_call_for_best,
    "all_pass": lambda r: not r.stick_the_dealer,
    "farmers_hand_size": lambda r: r.farmers_hand != "off",
    "ace_no_face_dealer": lambda r: r.ace_no_face,
    "misdeals_to_pass": lambda r: r.misdeal == "same_dealer",
    "trump_off_suit_ace": lambda r: r.renege == "forbid",
    "joker_upcard": lambda r: r.deck == 25,
    "joker_suit": lambda r: r.deck == 25 and r.joker_upcard == "fixed",
}


def applies(rules: RuleSet, knob: str) -> bool:
    """Whether ``knob`` matters under ``rules``: a knob of the other variant does not
    (Knock's ``dealer_pickup`` in Bid Euchre, the ``bid_*`` knobs in Knock), nor one that
    only refines a rule switched off (``alone_timing`` when nobody may go alone,
    ``defender_alone_order`` when no defender may, ``renege_*`` with reneging forbidden).

    >>> import euchre
    >>> applies(euchre.presets.BID_EUCHRE, "dealer_pickup"), applies(euchre.presets.BID_EUCHRE, "bid_best")
    (False, True)
    >>> applies(euchre.presets.CARDGAMES_IO, "defender_alone_order")
    False
    """
    bid = rules.variant == "bid"
    if not hasattr(rules, knob):
        return False
    if knob in _KNOCK_ONLY and bid:
        return False
    if knob.startswith("bid_") and not bid:
        return False
    if knob.startswith("renege_") and rules.renege != "penalise":
        return False
    test = _ONLY_IF.get(knob)
    return test is None or test(rules)


def _preset_rules(table: tuple[int, str] = (4, "teams")) -> Iterable[tuple[str, RuleSet]]:
    """The presets of one table format (``(players, partnership)``): a rule at a table is
    held or contradicted by the texts of that table, not by those of another."""
    for name in preset_names():
        rules = preset(name)
        if (rules.players, rules.partnership) == table:
            yield name, rules


def holders(
    knob: str, value: object, variant: str, table: tuple[int, str] = (4, "teams")
) -> tuple[str, ...]:
    """The presets of ``variant`` at ``table`` (``(players, partnership)``, the four-seat
    game by default) under which ``knob`` applies and has ``value``, in the order of
    :func:`euchre.presets.names`.

    >>> holders("dealer_pickup", "optional", "knock")
    ('STANDARD',)
    >>> holders("dealer_pickup", "optional", "bid")
    ()
    """
    return tuple(
        name
        for name, rules in _preset_rules(table)
        if rules.variant == variant and applies(rules, knob) and getattr(rules, knob) == value
    )


def text_name(name: str, knob: str | None = None) -> str:
    """How an explanation names the rule text of the preset ``name``: with its clause on
    ``knob`` when :data:`CLAUSES` knows it; a preset :data:`TEXTS` does not list is named
    after its RuleSet's name.

    >>> text_name("CARDGAMES_IO"), text_name("STANDARD", "dealer_pickup")
    ('cardgames.io', 'the North American rule text')
    """
    if knob is not None and (name, knob) in CLAUSES:
        return CLAUSES[name, knob]
    if name in TEXTS:
        return TEXTS[name]
    return preset(name).name.split(" (preset ")[0]


def texts(names: Iterable[str], knob: str) -> str:
    """The rule texts of the presets ``names``, those cited by clause on ``knob`` first:
    "A, B and C".

    >>> texts(["CARDGAMES_IO", "OPENSPIEL"], "first_lead")
    'cardgames.io and OpenSpiel'
    """
    ordered = sorted(names, key=lambda name: (name, knob) not in CLAUSES)
    words = [text_name(name, knob) for name in ordered]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def meaning(knob: str, value: object) -> Meaning:
    """The plain words of a knob value (:data:`MEANS`); a value with none is stated as
    itself.

    >>> meaning("alone", "maker").rule
    'only the maker, the player who made trump, may go alone'
    """
    found = MEANS.get((knob, value))
    if found is not None:
        return found
    return Meaning(f"{knob} is {value!r}", f"set {knob}={value!r}")


def stated(rules: RuleSet, knob: str) -> str:
    """The plain words of the value ``knob`` has under ``rules``.

    >>> import euchre
    >>> stated(euchre.presets.STANDARD, "all_pass")
    'when all pass the hand is thrown in and the next dealer deals'
    """
    return meaning(knob, getattr(rules, knob)).rule


def _table(rules: RuleSet) -> tuple[int, str]:
    return rules.players, rules.partnership


def cite(rules: RuleSet, *knobs: str) -> str:
    """The knob values of ``rules`` that a rule rests on, and the rule texts that hold them
    all: "stick_the_dealer=True, cardgames.io and OpenSpiel". Only the knobs that apply
    under ``rules`` are named (:func:`applies`).

    >>> import euchre
    >>> cite(euchre.presets.CARDGAMES_IO, "stick_the_dealer")
    'stick_the_dealer=True, cardgames.io and OpenSpiel'
    >>> cite(euchre.presets.RAILROAD, "best_card_choice")
    "best_card_choice='partner', Bicycle's Railroad Euchre (Calling for best)"
    """
    named = [knob for knob in knobs if applies(rules, knob)]
    if not named:
        return ""
    values = ", ".join(f"{knob}={getattr(rules, knob)!r}" for knob in named)
    held = set.intersection(
        *(set(holders(knob, getattr(rules, knob), rules.variant, _table(rules)))
          for knob in named)
    )
    ordered = [name for name in preset_names() if name in held]
    if not ordered:
        return values
    return f"{values}, {texts(ordered, named[0])}"


def otherwise(rules: RuleSet, knob: str, forbidding: Iterable[object] | None = None) -> str:
    """One clause naming the rule texts that rule otherwise on ``knob``: those whose value
    is one of ``forbidding`` (by default, any value but ``rules``'), grouped by value, each
    group with the plain words of what they do; empty when no text does.

    >>> import euchre
    >>> otherwise(euchre.presets.STANDARD, "stick_the_dealer")
    'cardgames.io and OpenSpiel stick the dealer'
    """
    if not applies(rules, knob):
        return ""
    mine = getattr(rules, knob)
    ruled = None if forbidding is None else tuple(forbidding)
    groups: dict[object, list[str]] = {}
    for name, other in _preset_rules(_table(rules)):
        if other.variant != rules.variant or not applies(other, knob):
            continue
        value = getattr(other, knob)
        if value == mine or (ruled is not None and value not in ruled):
            continue
        groups.setdefault(value, []).append(name)
    return "; ".join(
        f"{texts(names, knob)} {_agreeing(meaning(knob, value).held, names, knob)}"
        for value, names in groups.items()
    )


def _agreeing(held: str, names: list[str], knob: str) -> str:
    """``held`` with its verb agreeing with the rule texts: "OpenSpiel forbids", "Hoyle's
    laws 76 and 86 make", "cardgames.io and OpenSpiel stick"."""
    if len(names) > 1 or " laws " in text_name(names[0], knob):
        return held
    verb, _, rest = held.partition(" ")
    if verb == "have":
        verb = "has"
    elif verb.endswith(("s", "sh", "ch", "x")):
        verb += "es"
    else:
        verb += "s"
    return f"{verb} {rest}".strip()
