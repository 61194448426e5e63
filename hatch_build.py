"""The optional compiled build: a hatchling build hook that compiles the engine with mypyc.

Off by default: ``pip install .`` builds the pure-Python wheel (no mypy, no C compiler).
With ``EUCHRE_COMPILE=1`` (``EUCHRE_COMPILE=1 pip install .``) the wheel build also compiles
the modules listed under ``[tool.hatch.build.targets.wheel.hooks.custom] compile`` in
pyproject.toml to C extensions with mypyc (needs a C compiler and the Python headers; mypy,
setuptools and the ``rl`` extra's packages, which the compiled encoding imports, are fetched
as build dependencies). The ``.py`` sources stay in the wheel
beside the extensions, which Python imports first; ``euchre.compiled`` tells which build runs.
Editable installs are never compiled.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SWITCH = "EUCHRE_COMPILE"
#: What the compiled build needs at build time besides the project's dependencies (mypyc
#: ships with mypy).
BUILD_REQUIRES = ["mypy>=2.4", "setuptools>=65"]
#: The extra whose packages the compiled RL modules import (fetched for the build too).
RL_EXTRA = "rl"


def compile_requested() -> bool:
    """True when the environment asks for the compiled build (``EUCHRE_COMPILE=1``)."""
    value = os.environ.get(SWITCH, "").strip().lower()
    if value in ("", "0", "false", "no", "off"):
        return False
    if value in ("1", "true", "yes", "on"):
        return True
    raise ValueError(f"{SWITCH}={value!r}: use 1 (compile with mypyc) or 0 (pure Python)")


class MypycBuildHook(BuildHookInterface):
    """Compiles the configured modules with mypyc when ``EUCHRE_COMPILE=1``."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        if not compile_requested():
            return []
        # mypyc type-checks what it compiles: the project's own dependencies too (attrs),
        # and the rl extra's (NumPy, Gymnasium, PettingZoo) that the compiled encoding and
        # the environments' table import
        core = self.metadata.core
        return [*BUILD_REQUIRES, *core.dependencies, *core.optional_dependencies.get(RL_EXTRA, [])]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable" or not compile_requested():
            return
        modules = self.config.get("compile", [])
        if not modules:
            raise ValueError("the build hook lists no modules under 'compile'")
        self._scratch = Path(tempfile.mkdtemp(prefix="euchre-mypyc-"))
        for built, target in self._compile(modules).items():
            build_data["force_include"][str(built)] = target
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)

    def _compile(self, modules: list[str]) -> dict[Path, str]:
        """Compile ``modules`` (paths under the project root); the built extensions, each
        with its path inside the wheel."""
        from mypyc.build import mypycify  # lazily: only the compiled build needs mypy
        from setuptools import Distribution

        root = Path(self.root)
        lib = self._scratch / "lib"
        cwd = os.getcwd()
        os.chdir(root)  # mypycify reads the paths (and mypy's config) from the project root
        try:
            extensions = mypycify(
                modules,
                opt_level="3",
                group_name="euchre",  # the shared library: euchre__mypyc.<abi>.so
                target_dir=str(self._scratch / "c"),
            )
            dist = Distribution({"name": "euchre", "ext_modules": extensions})
            build_ext = dist.get_command_obj("build_ext")
            build_ext.build_lib = str(lib)
            build_ext.build_temp = str(self._scratch / "temp")
            build_ext.ensure_finalized()
            build_ext.run()
        finally:
            os.chdir(cwd)
        built = {path: path.relative_to(lib).as_posix() for path in lib.rglob("*") if path.is_file()}
        if not built:
            raise RuntimeError("mypyc built no extension modules")
        return built
