"""The ``euchre`` command line: one subcommand per task, each with its own ``--help``.

``euchre`` alone (or ``euchre demo``) plays one game between simple bots and prints it;
``euchre play`` is a game against three bots in the terminal (:mod:`euchre.terminal`);
``euchre presets`` and ``euchre rules NAME`` show the rule sets; ``euchre check RECORD``
replays a game record and lists every illegal action (:mod:`euchre.cli.checker`);
``euchre solve RECORD`` gives each legal card's double-dummy value
(:mod:`euchre.cli.solve`); ``euchre simulate`` and ``euchre duplicate`` measure bots.
``--rules`` and ``--seed`` read the same way in every subcommand
(:mod:`euchre.cli.options`); without ``--rules`` every subcommand plays
:data:`euchre.presets.DEFAULT`.

Exit status: 0 success, 1 a record that breaks a rule (``check``), 2 bad usage or input
that cannot be read, 130 interrupted; a closed pipe ends quietly with 0.

>>> from euchre.cli import main
>>> main(["rules", "openspiel"])  # doctest: +ELLIPSIS
OpenSpiel Euchre (preset OPENSPIEL)
...
0
"""

from __future__ import annotations

from euchre.cli.app import main
from euchre.cli.checker import CAPS, CheckLimits, check
from euchre.cli.demo import play_demo

__all__ = ["CAPS", "CheckLimits", "check", "main", "play_demo"]
