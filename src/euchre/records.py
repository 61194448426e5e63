"""Game records: JSON, the plain-text record and replay (public path of
:mod:`euchre.notation.records`).

>>> from euchre import records
>>> records.FORMAT
'euchre-record'
"""

from euchre.notation.records import *  # noqa: F403
from euchre.notation.records import __all__ as __all__
