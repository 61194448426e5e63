"""Duplicate matches between bots (public path of :mod:`euchre.players.duplicate`)."""

from euchre.players.duplicate import *  # noqa: F403
from euchre.players.duplicate import __all__ as __all__
