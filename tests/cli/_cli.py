"""The command line's tests run ``euchre.cli.main`` in this process with :func:`run`."""

from __future__ import annotations

import pytest

from euchre.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)``: the exit status (a SystemExit's code too), stdout and stderr."""
    try:
        status = main(list(argv))
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 2
    out, err = capsys.readouterr()
    return status, out, err
