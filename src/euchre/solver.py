"""The exact double-dummy solver of trick play (public path of :mod:`euchre.players.solver`)."""

from euchre.players.solver import *  # noqa: F403
from euchre.players.solver import __all__ as __all__
