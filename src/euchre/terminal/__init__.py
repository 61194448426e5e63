"""``euchre play``: a human against three bots in the terminal.

=============  ====================================================================
module         what it does
=============  ====================================================================
command        the ``play`` subcommand: its options (``add_parser``) and ``run``
session        the game loop: the human's decisions and commands, the bots' turns
screen         the text of the screen, from the human's view only
render         plain text, or ``rich`` colour in a terminal
=============  ====================================================================

Nothing here imports ``rich`` at import time: the coloured table is drawn only when
``rich`` (the ``cli`` extra) is installed, the output is a terminal and ``--plain`` is not
given; the plain text shows the same information.
"""
