"""The named rule sets, at their public path: a re-export of :mod:`euchre.rules.presets`.

>>> from euchre import presets
>>> presets.get("standard") is presets.STANDARD
True
"""

from euchre.rules.presets import *  # noqa: F403
from euchre.rules.presets import __all__ as __all__
