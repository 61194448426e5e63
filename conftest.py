"""Test collection: the modules and pages of optional extras are collected only where their
extras are installed (``.[dev]``, as the README and CI install, has them all). Their tests
in ``tests/`` skip on their own (``pytest.importorskip``) and say which extra they need.

Hypothesis draws at random on a contributor's machine (each run explores new cases; a
failure prints the example to reproduce). ``EUCHRE_HYPOTHESIS=ci`` (set by ``.ci/run``)
loads the ``ci`` profile, which draws the same cases on every run (``derandomize``): a
landing passes or fails by the code, never by the luck of the draw. ``EUCHRE_FUZZ`` scales
every test's number of examples (``tests/_examples.py``)."""

from __future__ import annotations

import importlib.util
import os

from hypothesis import settings

from _examples import examples  # tests/ is on the path (pyproject's pythonpath)

# the tests without a count of their own draw Hypothesis's 100, scaled as every count is
settings.register_profile("ci", derandomize=True, print_blob=True, max_examples=examples(100))
settings.load_profile(os.environ.get("EUCHRE_HYPOTHESIS", "default"))


def _missing(*modules: str) -> bool:
    return any(importlib.util.find_spec(module) is None for module in modules)


collect_ignore: list[str] = []
if _missing("pyspiel"):  # the oracle extra
    collect_ignore += ["src/euchre/openspiel.py", "docs/encoding.md"]
if _missing("numpy"):  # the rl, fast and test extras
    collect_ignore += ["src/euchre/encoding.py", "docs/encoding.md"]
if _missing("numpy", "pettingzoo", "gymnasium"):  # the rl extra
    collect_ignore += ["src/euchre/envs", "docs/rl.md"]
