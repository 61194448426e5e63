"""euchre: every rule of Euchre and its variants, exactly, and why.

An immutable game state, pure transitions (``legal_actions``, ``apply``, ``explain``) and
one frozen :class:`RuleSet` that configures everything.

>>> import euchre
>>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, seed=7)
>>> state = state.apply(state.legal_actions()[0])
>>> state.phase
<Phase.ORDER: 'order'>

``euchre.compiled`` tells which build runs: True for the optional compiled build (the engine
compiled with mypyc: ``EUCHRE_COMPILE=1 pip install .``), False for the pure-Python one. Both
behave alike; the compiled one is faster.

>>> isinstance(euchre.compiled, bool)
True
"""

from euchre import presets, state, svg, views
from euchre.actions import (
    BID_BEST,
    BID_MOON,
    CALL_LOW_NO_TRUMP,
    DECLARE_ACE_NO_FACE,
    DECLARE_FARMER,
    DECLARE_GO_UNDER,
    DECLARE_MISDEAL,
    GO_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PICK_UP,
    Action,
    ActionKind,
    parse_action,
)
from euchre.cards import Card, Player, Rank, Score, Seat, Suit, Team, parse_card
from euchre.deal import Deal
from euchre.errors import (
    ActionParseError,
    ArgumentError,
    CardParseError,
    DealError,
    EuchreError,
    IllegalActionError,
    Reason,
    RuleSetError,
)
from euchre.functions import (
    apply,
    apply_deal,
    explain,
    explain_turn,
    is_legal,
    legal_actions,
    perft,
    perft_divide,
)
from euchre.match import GameResult, Match, new_match
from euchre.rules import DEAL_3_2, DEAL_ONE_AT_A_TIME, DEAL_TRADITIONAL, RuleSet, Scoring
from euchre.state import Explanation, HandResult, Phase, Renege, State, Trick, new_game
from euchre.tricks import CardRank, TrickVerdict, card_rank, trick_winner
from euchre.views import View

__version__ = "0.1.0"

#: True when the engine runs compiled (mypyc; ``EUCHRE_COMPILE=1 pip install .``), False for
#: the pure-Python build.
compiled: bool = state.COMPILED

__all__ = [
    "BID_BEST",
    "BID_MOON",
    "CALL_LOW_NO_TRUMP",
    "DEAL_3_2",
    "DEAL_ONE_AT_A_TIME",
    "DEAL_TRADITIONAL",
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
    "ActionParseError",
    "ArgumentError",
    "Card",
    "CardParseError",
    "CardRank",
    "Deal",
    "DealError",
    "EuchreError",
    "Explanation",
    "GameResult",
    "HandResult",
    "IllegalActionError",
    "Match",
    "Phase",
    "Player",
    "Rank",
    "Reason",
    "Renege",
    "RuleSet",
    "RuleSetError",
    "Score",
    "Scoring",
    "Seat",
    "State",
    "Suit",
    "Team",
    "Trick",
    "TrickVerdict",
    "View",
    "__version__",
    "apply",
    "apply_deal",
    "card_rank",
    "compiled",
    "explain",
    "explain_turn",
    "is_legal",
    "legal_actions",
    "new_game",
    "new_match",
    "parse_action",
    "parse_card",
    "perft",
    "perft_divide",
    "presets",
    "svg",
    "trick_winner",
    "views",
]
