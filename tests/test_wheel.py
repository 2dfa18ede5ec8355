"""The wheel carries what the game needs: built from the checkout, installed
into a fresh virtual environment outside it, and played from another folder.

The new environment gets the wheel alone (``--no-deps``); its dependencies
(pygame-ce, Fluent, ...) come from the test environment's site-packages,
added as a plain path, so the test needs no network and the checkout's own
``game`` (installed there in editable mode) is not seen: the test checks that
``game`` is imported from the new environment.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from game.games import SPECS
from game.i18n import catalog_files, t
from game.sound import CUES

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    # Built from a copy: setuptools keeps build/ in the tree it builds, and a
    # stale one could carry files the checkout no longer has.
    source = tmp_path_factory.mktemp("source") / "parlour"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "-w", str(out), str(source)],
                   check=True, capture_output=True, text=True, timeout=300)
    (built,) = out.glob("parlour-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the wheel installed; its python."""
    root = tmp_path_factory.mktemp("fresh")
    venv.create(root / "venv", with_pip=False)
    python = root / "venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print("
                              "sysconfig.get_paths()['purelib'])"], check=True,
                             capture_output=True, text=True).stdout.strip()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-index", "--target", purelib, str(wheel)],
                   check=True, capture_output=True, text=True, timeout=300)
    # The dependencies, from the test environment, after the wheel's own files.
    (Path(purelib) / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def test_the_wheel_holds_catalogs_rules_keys_and_sounds(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    names = set(archive.namelist())
    # The one copy at the top of the repository, carried inside the package.
    assert archive.read("game/data/keymap.toml") == (REPO / "keymap.toml").read_bytes()
    for cue in CUES:
        assert (archive.read(f"game/data/sounds/{cue}.wav")
                == (REPO / "sounds" / f"{cue}.wav").read_bytes())
    for game in SPECS:
        assert game.rules_text("en").relative_to(REPO).as_posix() in names
    for path in catalog_files("en"):
        assert path.relative_to(REPO).as_posix() in names
    # Each game's tests sit in its folder but do not travel.
    assert not [name for name in names if "/tests/" in name]


def run(python: Path, folder: Path, keys: list[str]) -> subprocess.CompletedProcess[str]:
    script = folder / "keys.txt"
    script.write_text("\n".join(keys) + "\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARLOUR_CONFIG_DIR=str(folder / "config"), PARLOUR_DATA_DIR=str(folder / "data"))
    return subprocess.run([str(python), "-m", "game", "--headless", "--keys", str(script),
                           "--seed", "3"], cwd=folder, env=env, capture_output=True,
                          text=True, timeout=120, check=False)


def test_the_installed_game_is_the_wheel(installed: Path, tmp_path: Path) -> None:
    where = subprocess.run([str(installed), "-c", "import game; print(game.__file__)"],
                           cwd=tmp_path, capture_output=True, text=True, check=True,
                           env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert Path(where.stdout.strip()).is_relative_to(installed.parents[1])


@pytest.mark.parametrize("position", range(len(SPECS)))
def test_every_game_starts_from_the_wheel_with_help_and_rules(
        installed: Path, tmp_path: Path, position: int) -> None:
    # Main menu: Down to "Game", Right to the game, Up to "Play", Enter; then
    # the keys list and the rules, and the first move.
    keys = ["down", *["right"] * position, "up", "f1", "escape", "shift+f1", "escape",
            "return", "f1", "escape", "shift+f1", "escape", "f2", "d", "return"]
    result = run(installed, tmp_path, keys)
    assert result.returncode == 0, result.stderr
    said = result.stdout.splitlines()
    assert said[0].startswith("Parlour, main menu.")
    assert sum(line.startswith("Keys on this screen") for line in said) == 2, said
    assert sum(", " in line and "lines." in line for line in said) >= 4, said  # lists opened
    assert "missing" not in result.stderr
    assert "Traceback" not in result.stderr
    title = t(SPECS[position].title_id)
    # The opening says the game's name and the opponents (game/core/opening.py);
    # the game is told by its rules too, read in the game with Shift+F1.
    assert any(line.startswith(f"{title}. You against ") for line in said), said
    assert any(line.startswith(f"Rules of {title},") for line in said), said
