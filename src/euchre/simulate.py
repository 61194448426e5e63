"""Many hands or games between bots, summarised (public path of :mod:`euchre.players.simulate`)."""

from euchre.players.simulate import *  # noqa: F403
from euchre.players.simulate import __all__ as __all__
