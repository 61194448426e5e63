"""Actions and their canonical text.

Every action has one canonical text and ``parse_action(str(a)) == a``:

=====================================  ==========================================================
``pass``                               round 1, round 2, an optional pickup (leave the upcard),
                                       an alone decision (play with your partner)
``order up`` / ``order up alone``      round 1: make the upcard's suit trump (the dealer too)
``pick up``                            optional pickup: the dealer takes the upcard
``discard 9c``                         the dealer, after taking the upcard
``call hearts`` / ``call hearts alone`` round 2: name trump
``go alone``                           an alone decision
``play Jd``                            play a card
=====================================  ==========================================================

Actions are interned: ``Action.play("Jd") is Action.play("Jd")``.

>>> from euchre import parse_action
>>> a = parse_action("Call Hearts Alone")
>>> a, str(a), a.kind, a.suit, a.alone
(Action('call hearts alone'), 'call hearts alone', <ActionKind.CALL: 'call'>, <Suit.HEARTS: 2>, True)
"""

from __future__ import annotations

import enum

from euchre.cards import CARDS_BY_INDEX, Card, Suit, parse_card
from euchre.errors import ActionParseError, CardParseError, shown

__all__ = [
    "BID_BEST",
    "BID_MOON",
    "CALL_LOW_NO_TRUMP",
    "DECLARE_ACE_NO_FACE",
    "DECLARE_FARMER",
    "DECLARE_GO_UNDER",
    "DECLARE_MISDEAL",
    "GO_ALONE",
    "ORDER_UP",
    "ORDER_UP_ALONE",
    "PASS",
    "PICK_UP",
    "Action",
    "ActionKind",
    "parse_action",
]


class ActionKind(enum.Enum):
    """What kind of decision an action is.

    >>> from euchre import ActionKind
    >>> ActionKind.PLAY.value
    'play'
    """

    PASS = "pass"
    ORDER_UP = "order up"
    PICK_UP = "pick up"
    DISCARD = "discard"
    CALL = "call"
    GO_ALONE = "go alone"
    PLAY = "play"
    DECLARE = "declare"
    CLAIM_RENEGE = "claim renege"
    BID = "bid"
    GIVE = "give"


class Action:
    """One decision by the player to act. Build with :func:`parse_action` or the constructors.

    >>> from euchre import Action, Suit
    >>> Action.play("10h"), Action.discard("9c"), Action.call(Suit.SPADES, alone=True)
    (Action('play Th'), Action('discard 9c'), Action('call spades alone'))
    >>> Action('play Th') is Action.play("10h")
    True
    """

    __slots__ = ("_text", "alone", "card", "declaration", "kind", "level", "seat", "suit")

    kind: ActionKind
    card: Card | None
    #: The suit named by a call; None for ``call no trump`` (and for other kinds).
    suit: Suit | None
    alone: bool
    #: For DECLARE: ``"ace no face"`` or ``"farmer"``.
    declaration: str | None
    #: For CLAIM_RENEGE: the accused seat (0-3; a :class:`~euchre.Seat` value).
    seat: int | None
    #: For BID: the number of tricks (``bid best`` and ``bid moon`` are all the tricks;
    #: ``declaration`` says which, ``alone`` is True for the moon). For CALL: ``declaration``
    #: is ``"low"`` for ``call low no trump``.
    level: int | None
    _text: str

    @staticmethod
    def _make(
        kind: ActionKind,
        card: Card | None,
        suit: Suit | None,
        alone: bool,
        declaration: str | None = None,
        seat: int | None = None,
        level: int | None = None,
    ) -> Action:
        action = object.__new__(Action)
        if kind is ActionKind.PLAY or kind is ActionKind.DISCARD or kind is ActionKind.GIVE:
            text = f"{kind.value} {card}"
        elif kind is ActionKind.CALL:
            named = (
                str(suit)
                if suit is not None
                else ("low no trump" if declaration == "low" else "no trump")
            )
            text = f"call {named}" + (" alone" if alone else "")
        elif kind is ActionKind.BID:
            text = f"bid {declaration or level}"
        elif kind is ActionKind.DECLARE:
            text = f"declare {declaration}"
        elif kind is ActionKind.CLAIM_RENEGE:
            text = f"claim renege {_SEAT_NAMES[seat or 0]}"
        elif kind is ActionKind.ORDER_UP:
            text = "order up alone" if alone else "order up"
        else:
            text = kind.value
        for name, value in (
            ("kind", kind),
            ("card", card),
            ("suit", suit),
            ("alone", alone),
            ("declaration", declaration),
            ("seat", seat),
            ("level", level),
            ("_text", text),
        ):
            object.__setattr__(action, name, value)
        return action

    def __new__(cls, text: str) -> Action:
        return parse_action(text)  # Action('play Jd'), as repr writes it

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_action, (self._text,))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    # Actions are interned, so the default identity equality and hash are exact (and fast).

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action('{self._text}')"

    @staticmethod
    def play(card: Card | str) -> Action:
        """Play a card (a Card or its text).

        >>> from euchre import Action
        >>> Action.play("J♦")
        Action('play Jd')
        """
        return PLAY_ACTIONS[_first_copy(parse_card(card))]

    @staticmethod
    def discard(card: Card | str) -> Action:
        """The dealer discards a card (a Card or its text).

        >>> from euchre import Action
        >>> Action.discard("10c")
        Action('discard Tc')
        """
        return DISCARD_ACTIONS[_first_copy(parse_card(card))]

    @staticmethod
    def give(card: Card | str) -> Action:
        """Hand a card to a partner (call for best in Bid Euchre).

        >>> from euchre import Action
        >>> Action.give("Jh")
        Action('give Jh')
        """
        return GIVE_ACTIONS[_first_copy(parse_card(card))]

    @staticmethod
    def bid(level: int | str) -> Action:
        """A bid: a number of tricks (an int, not a bool or a float, or its digits),
        ``"best"`` (call for best) or ``"moon"`` (shoot the moon).

        An action knows no rules: ``bid 6`` is a real bid with the 48-card deck (12 cards
        each). With six cards each, all six tricks are bid as ``bid best`` or ``bid moon``,
        and the engine refuses ``bid 6`` (``Reason.NOT_A_BID``, naming both), as it refuses
        any action its rules do not list.

        >>> from euchre import Action
        >>> Action.bid(4), Action.bid("moon"), Action.bid("call for best")
        (Action('bid 4'), Action('bid moon'), Action('bid best'))
        """
        if isinstance(level, str):
            key = " ".join(level.lower().split())
            if key in _BID_WORDS:
                return _BID_WORDS[key]
            if not (key.isascii() and key.isdigit() and len(key) <= 2):
                raise ActionParseError(
                    f"cannot read {shown(level)} as a bid: use a number of tricks, best or moon"
                )
            level = int(key)
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= 12:
            raise ActionParseError(f"bid {shown(level)}: a bid is 1 to 12 tricks, best or moon")
        return _BID_NUMBERS[level]

    @staticmethod
    def claim_renege(seat: int | str) -> Action:
        """Claim that the player at ``seat`` reneged (a Seat, its number 0-3, or its name).

        >>> from euchre import Action, Seat
        >>> Action.claim_renege(Seat.EAST), Action.claim_renege("north"), Action.claim_renege(2)
        (Action('claim renege east'), Action('claim renege north'), Action('claim renege south'))
        """
        if isinstance(seat, str):
            key = seat.strip().lower()
            if key not in SEAT_WORDS:
                raise ActionParseError(
                    f"cannot read {shown(seat)} as a seat: use north, east, south or west "
                    "(or n e s w)"
                )
            return CLAIM_ACTIONS[SEAT_WORDS[key]]
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ActionParseError(
                f"cannot read {shown(seat)} as a seat: give a Seat, its number 0-3 "
                "(North, East, South, West) or its name"
            )
        if not 0 <= seat <= 3:
            raise ActionParseError(f"seat {shown(seat)} is not 0-3 (North, East, South, West)")
        return CLAIM_ACTIONS[seat]

    @staticmethod
    def call(suit: Suit | int | str | None, alone: bool = False) -> Action:
        """Name trump in round 2, optionally alone: a suit as :meth:`Suit.parse` reads it
        (a Suit, its name or its number 0-3), or ``None`` or "no trump" for no trump.
        ``alone`` is True or False (not merely truthy).

        >>> from euchre import Action
        >>> Action.call("spades"), Action.call("♥", alone=True), Action.call("no trump")
        (Action('call spades'), Action('call hearts alone'), Action('call no trump'))
        >>> Action.call(2)
        Action('call hearts')
        """
        if alone is not True and alone is not False:
            raise ActionParseError(f"call with alone={shown(alone)}: expected True or False")
        if isinstance(suit, str) and " ".join(suit.lower().split()) in (
            "low no trump",
            "low notrump",
            "low",
        ):
            if alone:
                raise ActionParseError(
                    "call low no trump alone: low no trump (Bid Euchre) is never called alone"
                )
            return CALL_LOW_NO_TRUMP
        if suit is None or (isinstance(suit, str) and suit.strip().lower() in _NO_TRUMP_WORDS):
            return CALL_ACTIONS[4][alone]
        try:
            known = Suit.parse(suit)
        except CardParseError as error:
            raise ActionParseError(
                f"{error}; or None or 'no trump' for no trump (the joker has no suit to call)"
            ) from None
        return CALL_ACTIONS[known][alone]


_SECOND_COPY = 40  # cardorder.COPY: a double deck's second copies are indexed from here


def _first_copy(card: Card) -> int:
    """The index of ``card``'s first copy: an action names a card, not which copy of it."""
    return card.index - _SECOND_COPY if card.index >= _SECOND_COPY else card.index


def _card_actions(kind: ActionKind) -> tuple[Action, ...]:
    """One action of ``kind`` per card index; the padding slots 33-39 repeat the joker's."""
    actions = [Action._make(kind, card, None, False) for card in CARDS_BY_INDEX]
    actions[33:40] = [actions[32]] * 7
    return tuple(actions)


PASS = Action._make(ActionKind.PASS, None, None, False)
ORDER_UP = Action._make(ActionKind.ORDER_UP, None, None, False)
ORDER_UP_ALONE = Action._make(ActionKind.ORDER_UP, None, None, True)
PICK_UP = Action._make(ActionKind.PICK_UP, None, None, False)
GO_ALONE = Action._make(ActionKind.GO_ALONE, None, None, False)
#: The engine's action tables: each kind of card action by card index, calls by suit (and
#: None for no trump) then alone, claims by the accused seat, seats by name or letter.
PLAY_ACTIONS = _card_actions(ActionKind.PLAY)
DISCARD_ACTIONS = _card_actions(ActionKind.DISCARD)
CALL_ACTIONS = tuple(
    (Action._make(ActionKind.CALL, None, s, False), Action._make(ActionKind.CALL, None, s, True))
    for s in (*Suit, None)
)
_SEAT_NAMES = ("north", "east", "south", "west")
SEAT_WORDS = {name: i for i, name in enumerate(_SEAT_NAMES)} | {
    name[0]: i for i, name in enumerate(_SEAT_NAMES)
}
CLAIM_ACTIONS = tuple(Action._make(ActionKind.CLAIM_RENEGE, None, None, False, seat=i) for i in range(4))
_NO_TRUMP_WORDS = ("no trump", "notrump", "no-trump", "nt", "no trumps")
DECLARE_ACE_NO_FACE = Action._make(ActionKind.DECLARE, None, None, False, declaration="ace no face")
DECLARE_FARMER = Action._make(ActionKind.DECLARE, None, None, False, declaration="farmer")
#: Going under (``go_under``): a poor hand takes up the kitty and discards three.
DECLARE_GO_UNDER = Action._make(ActionKind.DECLARE, None, None, False, declaration="go under")
#: A misdeal called (``misdeal``): an exposed card or a wrong count, before anyone has spoken.
DECLARE_MISDEAL = Action._make(ActionKind.DECLARE, None, None, False, declaration="misdeal")
CALL_LOW_NO_TRUMP = Action._make(ActionKind.CALL, None, None, False, declaration="low")
GIVE_ACTIONS = _card_actions(ActionKind.GIVE)
_BID_NUMBERS = tuple(Action._make(ActionKind.BID, None, None, False, level=n) for n in range(13))
BID_BEST = Action._make(ActionKind.BID, None, None, False, declaration="best")
BID_MOON = Action._make(ActionKind.BID, None, None, True, declaration="moon")
_BID_WORDS = {
    "best": BID_BEST,
    "call for best": BID_BEST,
    "moon": BID_MOON,
    "shoot the moon": BID_MOON,
}

_WORDS = {
    "pass": PASS,
    "order up": ORDER_UP,
    "order up alone": ORDER_UP_ALONE,
    "order it up": ORDER_UP,
    "pick up": PICK_UP,
    "pick it up": PICK_UP,
    "go alone": GO_ALONE,
    "alone": GO_ALONE,
    "declare ace no face": DECLARE_ACE_NO_FACE,
    "declare farmer": DECLARE_FARMER,
    "declare farmers hand": DECLARE_FARMER,
    "declare go under": DECLARE_GO_UNDER,
    "go under": DECLARE_GO_UNDER,
    "declare misdeal": DECLARE_MISDEAL,
    "misdeal": DECLARE_MISDEAL,
    "call no trump": CALL_ACTIONS[4][0],
    "call notrump": CALL_ACTIONS[4][0],
    "call no trump alone": CALL_ACTIONS[4][1],
    "call notrump alone": CALL_ACTIONS[4][1],
    "call low no trump": CALL_LOW_NO_TRUMP,
    "call low notrump": CALL_LOW_NO_TRUMP,
    "bid best": BID_BEST,
    "bid call for best": BID_BEST,
    "call for best": BID_BEST,
    "bid moon": BID_MOON,
    "bid shoot the moon": BID_MOON,
    "shoot the moon": BID_MOON,
}

_FORMS = (
    "pass, order up, order up alone, pick up, discard 9c, call hearts, call hearts alone, "
    "call no trump, call low no trump, go alone, play Jd, declare ace no face, declare farmer, "
    "claim renege north, bid 4, bid best, bid moon, give Jh"
)


def parse_action(text: str | Action) -> Action:
    """Read an action from its text (case and extra blanks do not matter).

    >>> from euchre import parse_action
    >>> parse_action("play 10♦"), parse_action("ORDER UP")
    (Action('play Td'), Action('order up'))
    >>> parse_action("play 1z")
    Traceback (most recent call last):
    ...
    euchre.errors.ActionParseError: cannot read 'play 1z' as an action: cannot read '1z' as a card: ...
    """
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise ActionParseError(
            f"cannot read {shown(text)} as an action: expected text such as 'play Jd'"
        )
    words = text.lower().split()
    key = " ".join(words)
    found = _WORDS.get(key)
    if found is not None:
        return found
    try:
        if len(words) == 2 and words[0] in ("play", "discard", "give"):
            card = parse_card(words[1])
            return {"play": PLAY_ACTIONS, "discard": DISCARD_ACTIONS, "give": GIVE_ACTIONS}[words[0]][card.index]
        if len(words) == 2 and words[0] == "bid":
            return Action.bid(words[1])
        if len(words) in (2, 3) and words[0] == "call":
            if len(words) == 3 and words[2] != "alone":
                raise ActionParseError(
                    f"cannot read {shown(text)} as an action: after the suit only 'alone' "
                    "may follow"
                )
            return Action.call(Suit.parse(words[1]), alone=len(words) == 3)
        if len(words) == 3 and words[:2] == ["claim", "renege"]:
            return Action.claim_renege(words[2])
    except (CardParseError, ActionParseError) as error:
        message = str(error)
        if message.startswith("cannot read " + shown(text)):
            raise ActionParseError(message) from None
        raise ActionParseError(f"cannot read {shown(text)} as an action: {message}") from None
    raise ActionParseError(f"cannot read {shown(text)} as an action: the forms are {_FORMS}")
