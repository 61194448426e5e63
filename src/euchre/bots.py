"""Bots that play from a player's view (public path of :mod:`euchre.players.bots`)."""

from euchre.players.bots import *  # noqa: F403
from euchre.players.bots import __all__ as __all__
