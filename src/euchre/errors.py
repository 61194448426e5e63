"""Exceptions and reason codes.

Every error the library raises on bad input is a :class:`ValueError` subclass whose message
says what was wrong, which rule forbids it, and what would be legal.

>>> import euchre
>>> issubclass(euchre.IllegalActionError, ValueError)
True
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from euchre.actions import Action


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)`` for an error message, safe for anything a caller may pass.

    Long text is cut at ``limit`` characters (saying how long it was), a number too big to
    print says how many digits it has, and a value whose ``repr`` fails is named by its
    type, so building the message of an error never raises an error of its own.

    >>> from euchre.errors import shown
    >>> shown("Jd"), shown(float("inf")), shown(10**5000)
    ("'Jd'", 'inf', 'a whole number of about 5001 digits')
    >>> shown("x" * 100, limit=10)
    "'xxxxxx... (102 characters)"
    """
    if isinstance(value, int) and value.bit_length() > 256:
        digits = int(value.bit_length() * 0.30103) + 1
        return f"a whole number of about {digits} digits"
    try:
        text = repr(value)
    except Exception:  # a message must not fail, whatever the value holds
        return f"a {type(value).__name__} that cannot be shown"
    if not isinstance(text, str):  # pragma: no cover - repr() returns str
        return f"a {type(value).__name__}"
    if len(text) > limit:
        return f"{text[: limit - 3]}... ({len(text)} characters)"
    return text


class EuchreError(ValueError):
    """Base class of every error raised on bad input.

    >>> import euchre
    >>> try:
    ...     euchre.parse_card("Xq")
    ... except euchre.EuchreError as error:
    ...     print(type(error).__name__)
    CardParseError
    """


class CardParseError(EuchreError):
    """A card's text could not be read.

    >>> import euchre
    >>> euchre.parse_card("1z")
    Traceback (most recent call last):
    ...
    euchre.errors.CardParseError: cannot read '1z' as a card: ...
    """


class ActionParseError(EuchreError):
    """An action's text could not be read.

    >>> import euchre
    >>> euchre.parse_action("dance")
    Traceback (most recent call last):
    ...
    euchre.errors.ActionParseError: cannot read 'dance' as an action: ...
    """


class RuleSetError(EuchreError):
    """A RuleSet's knobs are invalid or contradict each other.

    >>> import euchre
    >>> euchre.RuleSet(target=0)
    Traceback (most recent call last):
    ...
    euchre.errors.RuleSetError: target=0: expected a whole number (an int) from 1 to 1000000 (the score that wins)
    """


class DealError(EuchreError):
    """A deal does not fit the rules (wrong sizes, repeated or foreign cards).

    >>> import euchre
    >>> euchre.Deal(hands=("9c Tc", "9c 9c", "", ""), upcard="Ac")
    Traceback (most recent call last):
    ...
    euchre.errors.DealError: hand of East: 9c is dealt too often; every card is in one place
    """


class ArgumentError(EuchreError, TypeError):
    """An argument of the wrong type or out of range given to :func:`~euchre.new_game`,
    :meth:`~euchre.State.apply_deal` or :meth:`~euchre.State.view` (a seed, a dealer, a
    seat, rules or a deal). Both a ``ValueError`` (as every :class:`~euchre.EuchreError`)
    and a ``TypeError``.

    >>> import euchre
    >>> euchre.new_game(euchre.presets.STANDARD, seed=[1, 2])
    Traceback (most recent call last):
    ...
    euchre.errors.ArgumentError: seed=[1, 2]: a seed is an int (at most 1024 bits), a str or None
    """


class Reason(enum.Enum):
    """Why an action is illegal: a stable code for programs, beside the sentence for people.

    >>> import euchre
    >>> euchre.Reason.MUST_FOLLOW_SUIT.value
    'must_follow_suit'
    """

    GAME_OVER = "game_over"
    AWAITING_DEAL = "awaiting_deal"
    WRONG_PHASE = "wrong_phase"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    TURNED_DOWN_SUIT = "turned_down_suit"
    DEALER_STUCK = "dealer_stuck"
    ALONE_NOT_ALLOWED = "alone_not_allowed"
    MUST_GO_ALONE = "must_go_alone"
    CANNOT_DISCARD_UPCARD = "cannot_discard_upcard"
    DEAL_NOT_ALLOWED = "deal_not_allowed"
    NOT_ELIGIBLE = "not_eligible"
    BID_TOO_LOW = "bid_too_low"
    MUST_GIVE_BEST = "must_give_best"
    MUST_GIVE_OWN_CARD = "must_give_own_card"
    CLAIM_NOT_ALLOWED = "claim_not_allowed"
    NOT_A_BID = "not_a_bid"
    NOT_YOUR_TURN = "not_your_turn"
    NO_NATURAL_TRUMP = "no_natural_trump"
    MAY_NOT_TRUMP_ACE = "may_not_trump_ace"


class IllegalActionError(EuchreError):
    """An action that the rules do not allow in this state.

    ``reason`` is a :class:`Reason`; ``action`` the action tried.

    >>> import euchre
    >>> state = euchre.new_game(euchre.presets.STANDARD, seed=1)
    >>> try:
    ...     state.apply("play 9c")
    ... except euchre.IllegalActionError as error:
    ...     print(error.reason)
    Reason.WRONG_PHASE
    """

    def __init__(self, message: str, reason: Reason, action: Action | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.action = action
