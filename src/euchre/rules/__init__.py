"""Rules as data: the :class:`RuleSet`, its JSON form, and its description in plain English.

=============  ====================================================================
module         holds
=============  ====================================================================
ruleset        :class:`RuleSet`, :class:`Scoring`, the deal patterns, the validators
codec          a RuleSet to and from JSON (every knob, read generically)
describe       the plain-English text of :meth:`RuleSet.describe`, one rule family
               at a time, its numbers computed by the engine's scoring functions
sources        what each knob value means in plain words, which rule texts (the
               presets) hold it, and Hoyle's law numbers; the explanations cite it
=============  ====================================================================

The named rule sets are :mod:`euchre.presets`.

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
