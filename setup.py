"""The one build step pyproject.toml cannot say: the wheel carries the
top-level ``keymap.toml`` and ``sounds/`` inside the package, in
``game/data/`` (where :func:`game.resources.shipped` looks first), since
package data must sit inside a package. Everything else is in pyproject.toml."""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: Each top-level file (a glob from the repository's top) and where it goes.
TOP_LEVEL = (("keymap.toml", "game/data"), ("sounds/*.wav", "game/data/sounds"))


class BuildWithTopLevelData(build_py):
    """``build_py``, then the top-level data files copied into the build."""

    def run(self) -> None:
        super().run()
        for pattern, folder in TOP_LEVEL:
            target = Path(self.build_lib, folder)
            self.mkpath(str(target))
            for path in sorted(ROOT.glob(pattern)):
                self.copy_file(str(path), str(target / path.name))


setup(cmdclass={"build_py": BuildWithTopLevelData})
