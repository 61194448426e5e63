"""Test collection: the modules and pages of optional extras are collected only where their
extras are installed (``.[dev]``, as the README and CI install, has them all). Their tests
in ``tests/`` skip on their own (``pytest.importorskip``) and say which extra they need."""

from __future__ import annotations

import importlib.util


def _missing(*modules: str) -> bool:
    return any(importlib.util.find_spec(module) is None for module in modules)


collect_ignore: list[str] = []
if _missing("pyspiel"):  # the oracle extra
    collect_ignore += ["src/euchre/openspiel.py", "docs/encoding.md"]
if _missing("numpy"):  # the rl, fast and test extras
    collect_ignore += ["src/euchre/encoding.py", "docs/encoding.md"]
if _missing("numpy", "pettingzoo", "gymnasium"):  # the rl extra
    collect_ignore += ["src/euchre/envs", "docs/rl.md"]
