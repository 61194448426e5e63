"""Issue 13 (the front door), first pieces: ``euchre --version``, ``python -m euchre``, a quiet
exit on a closed pipe, and the LICENSE file the metadata names."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import euchre
from euchre.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_issue13_version_flag_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"euchre {euchre.__version__}"


def test_issue13_python_m_euchre_runs_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "euchre", "presets"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "OPENSPIEL" in done.stdout and done.stderr == ""


def test_issue13_closed_pipe_ends_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """``euchre demo | head -3``: once the reader has gone, writing raises BrokenPipeError;
    the command stops quietly with status 0 instead of a traceback."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has gone
    out = io.TextIOWrapper(open(write_end, "wb"), write_through=True)  # noqa: SIM115
    monkeypatch.setattr(sys, "stdout", out)
    try:
        assert main(["demo", "--seed", "3"]) == 0
    finally:
        out.close()


def test_issue13_license_file_is_the_license_the_metadata_names() -> None:
    text = (ROOT / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert 'license = "Apache-2.0"' in (ROOT / "pyproject.toml").read_text()
