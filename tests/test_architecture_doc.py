"""docs/architecture.md is the map of the code: every module is named in it,
so a newcomer who meets a file can find what it is for."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules() -> list[Path]:
    """Every module of the game, less packages' ``__init__`` and tests."""
    return sorted(p for p in (ROOT / "game").rglob("*.py")
                  if p.name != "__init__.py" and "tests" not in p.parts)


def test_the_architecture_names_every_module() -> None:
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    # Names as the map writes them: in backticks, a path or a bare file name.
    named = {Path(name).name for name in re.findall(r"`([^`\s]+\.py)`", doc)}
    named |= {Path(name).name for span in re.findall(r"`([^`]+)`", doc)
              for name in re.findall(r"[\w/<>]+\.py", span)}
    missing = [str(p.relative_to(ROOT)) for p in modules() if p.name not in named]
    assert len(modules()) > 100
    assert not missing, f"docs/architecture.md does not name: {missing}"
