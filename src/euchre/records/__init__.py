"""Game records: JSON forms of rules, deals, actions and games, and a plain-text record.

Every value has a JSON form that reads back equal (``loads(dumps(x)) == x``), stamped with
a format name and a version:

>>> import euchre
>>> from euchre import records
>>> state = euchre.new_game(euchre.presets.STANDARD, seed=7)
>>> state = state.apply("pass").apply("pass")
>>> record = records.GameRecord.from_state(state)
>>> records.loads(records.dumps(record)) == record
True

The plain-text record is for people: headers, then each hand's deal and its actions in the
canonical action text. ``replay`` reports illegal actions with the engine's explanation
instead of raising:

>>> text = '''
... [Rules "CARDGAMES_IO"]
... [Dealer "East"]
... [Deal "N: Jd 9s Ts Qs Ks | E: 9c Tc Jc Qc Kc | S: Ac 9d Td Qd Kd | W: Ad 9h Th Qh Kh | up: Ah"]
... South: pass
... West: order up
... East: discard 9c
... South: play Kd
... West: play 9h
... '''
>>> report = records.replay(records.parse_text(text))
>>> print(report.problems[0])
line 9, column 1: hand 1, West: play 9h is not legal now: hearts are trump, ...
>>> report.problems[0].reason
<Reason.MUST_FOLLOW_SUIT: 'must_follow_suit'>

The view's JSON form (:meth:`euchre.View.to_json` / :meth:`euchre.View.from_json`) is written
and read here too, beside the other formats.
"""

from __future__ import annotations

from euchre._exports import shown_as
from euchre.records import _view  # noqa: F401  # the view's JSON form loads with the others
from euchre.records._errors import RecordError, RecordTooLargeError
from euchre.records._game import GameRecord, Origin, parse_seat
from euchre.records._json import (
    FORMAT,
    VERSION,
    dumps,
    from_json,
    loads,
    rules_from_json,
    rules_to_json,
    to_json,
)
from euchre.records._json import load_json as load_json  # for egn and the checker
from euchre.records._match import MatchRecord
from euchre.records._match_text import format_match_text, parse_match_text
from euchre.records._replay import Problem, ReplayReport, replay
from euchre.records._text import format_text, parse_text

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "MatchRecord",
    "Origin",
    "Problem",
    "RecordError",
    "RecordTooLargeError",
    "ReplayReport",
    "dumps",
    "format_match_text",
    "format_text",
    "from_json",
    "loads",
    "parse_match_text",
    "parse_seat",
    "parse_text",
    "replay",
    "rules_from_json",
    "rules_to_json",
    "to_json",
]


shown_as(
    __name__,
    GameRecord,
    MatchRecord,
    Origin,
    Problem,
    RecordError,
    RecordTooLargeError,
    ReplayReport,
    dumps,
    format_match_text,
    format_text,
    from_json,
    load_json,
    loads,
    parse_match_text,
    parse_seat,
    parse_text,
    replay,
    rules_from_json,
    rules_to_json,
    to_json,
)
