"""``python -m euchre.cli``: the same command line as ``euchre`` (:func:`euchre.cli.main`)."""

from __future__ import annotations

import sys

from euchre.cli import main

if __name__ == "__main__":
    sys.exit(main())
