"""Test set-up: dummy SDL drivers and throw-away user folders for every test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, key maps, records: never the real user's folders."""
    monkeypatch.setenv("PARLOUR_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(tmp_path / "data"))
    return tmp_path
