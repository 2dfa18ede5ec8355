"""Test set-up for every test (tests/ and each game's tests/): dummy SDL drivers
and throw-away user folders."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from ctypes.util import find_library
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def english_by_default() -> Iterator[None]:
    """Every test starts in English, and a test that switches the game's
    language (the Settings item, ``--lang`` in-process) leaves none behind."""
    from game.i18n import DEFAULT_LANG, set_language

    set_language(DEFAULT_LANG)
    yield
    set_language(DEFAULT_LANG)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, key maps, records: never the real user's folders, nor the
    real user's Speech Dispatcher or braille display (nothing listens at
    these addresses)."""
    monkeypatch.setenv("PARLOUR_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd.sock'}")
    # The game starts in the system's language: tests expect English unless
    # they choose another (--lang, or an environment of their own).
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("BRLAPI_HOST", ":99")  # nor the real user's BRLTTY
    return tmp_path


#: Tools some tests use, with the Debian package that brings each. A
#: developer without one sees those tests skipped with the reason; in CI
#: (``CI`` set, as ``.ci/run`` runs) a missing tool fails the whole run
#: instead, so a skip can never hide that CI did not test speech or windows.
TOOLS = {"Xvfb": "xvfb", "import": "imagemagick", "sox": "sox",
         "speech-dispatcher": "speech-dispatcher", "tesseract": "tesseract-ocr",
         "brltty": "brltty"}


def missing_tools() -> list[str]:
    missing = [f"{tool} ({package})" for tool, package in TOOLS.items()
               if shutil.which(tool) is None]
    if sys.platform.startswith("linux") and find_library("espeak-ng") is None:
        missing.append("libespeak-ng (espeak-ng)")
    if sys.platform.startswith("linux"):
        from game.speech.braille_brlapi import find_brlapi

        if find_brlapi() is None:
            missing.append("BrlAPI's Python module (python3-brlapi)")
    return missing


def pytest_sessionstart(session: pytest.Session) -> None:
    if os.environ.get("CI") and (missing := missing_tools()):
        pytest.exit(f"CI lacks tools the tests need: {', '.join(missing)}", returncode=3)
