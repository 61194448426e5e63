"""EGN (Euchre Game Notation, JSON, versions 1.0 to 1.4): read, replay and write; EMN
(Euchre Match Notation): read and write the games of a match.

EGN records a game as deals: the dealer, the upcard, the bidding calls (``Pass``,
``Order``, a suit letter), ``isAlone``, the dealer's ``discard`` when known, and the tricks
as the cards in the order they hit the table. It does not say who held which card: the
reader works out who played each card (left of the dealer leads, each trick's winner leads
the next), rebuilds the deal from the plays and fills in the cards nobody saw (see
:func:`read`). Then :func:`replay` plays every hand through the engine.

>>> from euchre import egn
>>> game = egn.loads('''{"fileType": "Euchre Game Notation", "version": "1.4",
...  "metadata": {"players": ["Ann", "Bo", "Cy", "Di"], "initialScore": [0, 0],
...               "ruleset": {"std": true, "canadian": false, "loner_lead": "LEFT_OF_DEALER"}},
...  "deals": [{"dealNumber": 0, "initialState": {"dealer": 0, "upCard": "Ks"},
...    "phases": [{"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": ["Order"], "isAlone": false},
...               {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": [
...                 ["Js", "9s", "Ts", "Qs"], ["Jc", "9c", "As", "Ks"], ["Ah", "Kh", "9h", "Th"],
...                 ["Ad", "Kd", "9d", "Td"], ["Ac", "Kc", "Tc", "Qc"]]}]}]}''')
>>> hand = game.hands[0]       # East ordered up; North, the dealer, took the K♠
>>> hand.deal
Deal(hands=('Qc Td Jd Th Qs', 'Jc Ac Ad Ah Js', '9c Kc Kd Kh 9s', 'Tc 9d 9h Ts As'), upcard='Ks', kitty='Qd Jh Qh')
>>> for note in hand.assumed:
...     print(note)
North's discard was not recorded: assigned Jd
the kitty was not seen: assigned Qd Jh Qh
>>> report = egn.replay(game)
>>> report.score, report.plays, report.problems
(Score(ns=0, ew=2), 20, ())
"""

from __future__ import annotations

from euchre._exports import shown_as
from euchre.egn._errors import MAX_ACTIONS, MAX_DEALS, MAX_GAMES, EgnError, EgnLimitError
from euchre.egn._game import EgnGame, EgnHand, EgnPlayer
from euchre.egn._match import MATCH_FILE_TYPE, MATCH_VERSION, dumps_match, to_emn
from euchre.egn._notation import FILE_TYPE, VERSIONS, WRITE_VERSION, WRITE_VERSIONS
from euchre.egn._read import load, load_match, loads, loads_match, read
from euchre.egn._replay import EgnHandReplay, EgnReplay, replay
from euchre.egn._rules import rules_for, ruleset_for
from euchre.egn._write import dumps, to_egn

__all__ = [
    "FILE_TYPE",
    "MATCH_FILE_TYPE",
    "MATCH_VERSION",
    "MAX_ACTIONS",
    "MAX_DEALS",
    "MAX_GAMES",
    "VERSIONS",
    "WRITE_VERSION",
    "WRITE_VERSIONS",
    "EgnError",
    "EgnGame",
    "EgnHand",
    "EgnHandReplay",
    "EgnLimitError",
    "EgnPlayer",
    "EgnReplay",
    "dumps",
    "dumps_match",
    "load",
    "load_match",
    "loads",
    "loads_match",
    "read",
    "replay",
    "rules_for",
    "ruleset_for",
    "to_egn",
    "to_emn",
]


shown_as(
    __name__,
    EgnError,
    EgnLimitError,
    EgnGame,
    EgnHand,
    EgnHandReplay,
    EgnPlayer,
    EgnReplay,
    dumps,
    dumps_match,
    load,
    load_match,
    loads,
    loads_match,
    read,
    replay,
    rules_for,
    ruleset_for,
    to_egn,
    to_emn,
)
