"""Cards, suits and ranks take any value: ``Suit.parse``, ``Rank.parse``, ``Card``,
``Card.of``, ``parse_card`` and the card bitmasks read what they may and raise only
:class:`~euchre.CardParseError` for the rest (saying what is accepted); cards cannot be
deleted from. The hypothesis tests at the end feed random values of every kind."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given

import euchre
from _any_values import ANY, FUZZ, HUGE, own_error_only
from euchre import (
    Action,
    ActionParseError,
    Card,
    CardParseError,
    Rank,
    Suit,
    parse_action,
    parse_card,
)
from euchre.cards import cards_from_mask, mask_of


def test_suit_parse_int_reads_the_suit() -> None:
    assert [Suit.parse(n) for n in range(4)] == list(Suit)
    assert Suit.parse(Suit.SPADES) is Suit.SPADES
    for bad in (4, -1, True, False, 2.0, math.inf, math.nan, None, [], {}, b"h", HUGE):
        with pytest.raises(CardParseError) as caught:
            Suit.parse(bad)  # type: ignore[arg-type]
        assert "as a suit" in str(caught.value)
        assert "0-3" in str(caught.value)  # says what is accepted


def test_rank_parse_reads_ranks_and_refuses_the_rest() -> None:
    assert Rank.parse("10") is Rank.parse("t") is Rank.parse("Ten") is Rank.parse(10) is Rank.TEN
    assert Rank.parse("joker") is Rank.parse(15) is Rank.JOKER
    for bad in (6, 16, True, 9.0, math.nan, None, "1", "", b"9", [9], HUGE):
        with pytest.raises(CardParseError, match="as a rank"):
            Rank.parse(bad)  # type: ignore[arg-type]


def test_card_of_infinity_raises_card_parse_error() -> None:
    for bad in (math.inf, -math.inf, math.nan, 14.0, 14.5, True, HUGE, -HUGE, None, [], {}):
        with pytest.raises(CardParseError, match="as a rank"):
            Card.of(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(CardParseError, match="as a suit"):
        Card.of(14, math.inf)  # type: ignore[arg-type]


def test_card_of_text_rank_raises_card_parse_error() -> None:
    with pytest.raises(CardParseError, match="'x' as a rank"):
        Card.of("x", 0)  # type: ignore[arg-type]
    assert Card.of("A", "s") is Card.of(Rank.ACE, Suit.SPADES) is Card("A", "s")


def test_card_of_bool_suit_is_refused() -> None:
    with pytest.raises(CardParseError, match="True as a suit"):
        Card.of(14, True)  # was the ace of diamonds


def test_card_of_joker_takes_no_suit() -> None:
    assert Card.of(Rank.JOKER, None) is Card(Rank.JOKER) is Card.JOKER
    assert Card.of(Rank.JOKER, Suit.HEARTS) is Card.JOKER  # as before: one joker
    for bad in (9, 2.0, True, "x", []):
        with pytest.raises(CardParseError, match="as a suit"):
            Card.of(Rank.JOKER, bad)  # type: ignore[arg-type]
    with pytest.raises(CardParseError, match="without a suit"):
        Card.of(Rank.ACE, None)
    with pytest.raises(CardParseError, match="without a suit"):
        Card(14)


def test_parse_card_and_parse_action_refuse_non_text() -> None:
    for bad in (None, 1, 1.5, True, b"Jd", ["Jd"], {"Jd": 1}, HUGE):
        with pytest.raises(CardParseError, match="as a card"):
            parse_card(bad)  # type: ignore[arg-type]
        with pytest.raises(ActionParseError, match="as an action"):
            parse_action(bad)  # type: ignore[arg-type]
        with pytest.raises(ActionParseError, match="as an action"):
            Action(bad)  # type: ignore[arg-type]


def test_cards_from_mask_and_mask_of_refuse_what_is_no_card() -> None:
    for bad in (-1, 1 << 33, 1 << 72, 1.0, True, None, "1"):
        with pytest.raises(CardParseError, match="bitmask"):
            cards_from_mask(bad)  # type: ignore[arg-type]
    for bad_cards in ([1], ["Jd"], 5, None, [None]):
        with pytest.raises(CardParseError, match="Card objects"):
            mask_of(bad_cards)  # type: ignore[arg-type]
    hand = (parse_card("9c"), parse_card("Ah"), Card.JOKER)
    assert cards_from_mask(mask_of(hand)) == hand


def test_del_card_attribute_is_refused() -> None:
    card = parse_card("Jd")
    for name in ("rank", "suit", "index"):
        with pytest.raises(AttributeError, match="cards are immutable"):
            delattr(card, name)
    with pytest.raises(AttributeError, match="cards are immutable"):
        del euchre.Card("Jd").rank
    assert parse_card("Jd").rank is Rank.JACK and str(parse_card("Jd")) == "Jd"


# --- hypothesis: random values of every kind ------------------------------------------------

@FUZZ
@given(value=ANY)
def test_fuzz_suit_rank_and_card_parsers(value: Any) -> None:
    for call in (Suit.parse, Rank.parse, parse_card, Card):
        result = own_error_only(call, value)
        assert result is None or isinstance(result, (Suit, Rank, Card))


@FUZZ
@given(rank=ANY, suit=ANY)
def test_fuzz_card_of(rank: Any, suit: Any) -> None:
    for call in (Card.of, Card):
        result = own_error_only(call, rank, suit)
        assert result is None or isinstance(result, Card)

