"""The docs site's build hooks (``docs/hooks``, not a package), loaded for the tests."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

DOCS = Path(__file__).resolve().parents[1] / "docs"


def generate_hook() -> ModuleType:
    """``docs/hooks/generate.py``: the pages and pictures generated at build time."""
    spec = importlib.util.spec_from_file_location("docs_generate", DOCS / "hooks" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
