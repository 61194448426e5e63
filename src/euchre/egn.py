"""Euchre Game Notation (public path of :mod:`euchre.notation.egn`).

>>> from euchre import egn
>>> egn.FILE_TYPE
'Euchre Game Notation'
"""

from euchre.notation.egn import *  # noqa: F403
from euchre.notation.egn import __all__ as __all__
