"""Rules as data: the :class:`RuleSet`, its presets, and its description in plain English.

=============  ====================================================================
module         holds
=============  ====================================================================
ruleset        :class:`RuleSet`, :class:`Scoring`, the deal patterns, the validators
describe       the plain-English text of :meth:`RuleSet.describe`, one rule family
               at a time
presets        the named rule sets and their lookup (public as ``euchre.presets``)
=============  ====================================================================

>>> from euchre.rules import RuleSet
>>> RuleSet(target=5).target
5
"""

from euchre.rules.ruleset import (
    DEAL_3_2,
    DEAL_ONE_AT_A_TIME,
    DEAL_TRADITIONAL,
    RuleSet,
    Scoring,
)

__all__ = ["DEAL_3_2", "DEAL_ONE_AT_A_TIME", "DEAL_TRADITIONAL", "RuleSet", "Scoring"]
