"""PTN: read TricksterCards' Euchre hand records and replay them through the engine.

PTN (Portable Trick-taking Notation) is the record TricksterCards (trickstercards.com)
writes of a hand, in the manner of bridge's PBN: tag lines ``[Name "value"]`` (the table's
options as ``GameOptionsJson``, ``Dealer``, ``Deal``, ``Undealt``, ``GameScores``, ...),
the ``Auction`` and ``Play`` with lines of data under them, and the cards that moved
(``CardsAdded``, ``CardsRemoved``, ``CardsPassed``). :func:`loads` reads one hand,
:func:`rules_for` turns the options into a RuleSet (reporting those without a knob), and
:func:`replay` plays the hand through the engine by way of the library's game record
(:func:`to_record`, :func:`euchre.records.replay`). :func:`dumps` writes a hand the engine
played (:func:`options_for`: the options of its rules).

>>> from euchre import ptn
>>> record = ptn.loads('''[GameOptionsJson "{\\\\"stickTheDealer\\\\":true}"]
... [GameScores "S:10 7 10 7"]
... [Dealer "S"]
... [Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]
... [Undealt "S9DKDJCQ"]
... [Auction "W"]
... Pass Pass Pass ♠
... [CardsAdded "S:S9"]
... [CardsRemoved "S:DQ"]
... [Play "W"]
... CA CT C9 S9
... SJ ST SA SQ
... DA SK DT HQ
... HJ HK HT HA
... D9 CK H9 CJ''')
>>> report = ptn.replay(record)
>>> report.ok, report.applied, report.score
(True, 25, Score(ns=10, ew=7))
>>> report.state.results[0].tricks
Score(ns=4, ew=1)
"""

from __future__ import annotations

from euchre._exports import shown_as
from euchre.ptn._errors import MAX_LINES, PtnError, PtnLimitError
from euchre.ptn._read import PtnCall, PtnMove, PtnPlay, PtnRecord, load, loads
from euchre.ptn._replay import PtnReplay, replay, to_record
from euchre.ptn._rules import rules_for
from euchre.ptn._write import dumps, options_for

__all__ = [
    "MAX_LINES",
    "PtnCall",
    "PtnError",
    "PtnLimitError",
    "PtnMove",
    "PtnPlay",
    "PtnRecord",
    "PtnReplay",
    "dumps",
    "load",
    "loads",
    "options_for",
    "replay",
    "rules_for",
    "to_record",
]


shown_as(
    __name__,
    PtnCall,
    PtnError,
    PtnLimitError,
    PtnMove,
    PtnPlay,
    PtnRecord,
    PtnReplay,
    dumps,
    load,
    loads,
    options_for,
    replay,
    rules_for,
    to_record,
)
