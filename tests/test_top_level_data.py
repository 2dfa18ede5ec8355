"""The default key map and the sound cues: one copy each, at the top of the
repository (``keymap.toml``, ``sounds/``), which the game reads in a checkout
and which the wheel (setup.py) and the bundle (packaging/bundle_data.py)
carry into ``game/data/``. tests/test_wheel.py and tests/test_dist.py check
the built wheel and bundle themselves."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game.app import main
from game.app.keymap import DEFAULT_KEYMAP
from game.sound import CUES

REPO = Path(__file__).resolve().parents[1]


def test_one_copy_each_at_the_top_of_the_repository() -> None:
    assert (REPO / "keymap.toml").is_file()
    assert {p.stem for p in (REPO / "sounds").glob("*.wav")} == set(CUES)
    # No second copy in the package.
    assert not [*(REPO / "game").rglob("keymap.toml"), *(REPO / "game").rglob("*.wav")]


def test_a_checkout_reads_the_top_level_files() -> None:
    assert DEFAULT_KEYMAP == REPO / "keymap.toml"
    assert main.SOUNDS_DIR == REPO / "sounds"


def test_an_installed_game_reads_them_inside_the_package(tmp_path: Path) -> None:
    from game import resources

    package = tmp_path / "site" / "game"
    (package / "data" / "sounds").mkdir(parents=True)
    (package / "data" / "keymap.toml").write_text("", encoding="utf-8")
    spec = importlib.util.spec_from_file_location("installed_resources",
                                                  Path(resources.__file__))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.PACKAGE = package
    assert module.shipped("keymap.toml") == package / "data" / "keymap.toml"
    assert module.shipped("sounds") == package / "data" / "sounds"


def test_the_bundle_carries_them_into_game_data() -> None:
    spec = importlib.util.spec_from_file_location("bundle_data",
                                                  REPO / "packaging" / "bundle_data.py")
    assert spec is not None and spec.loader is not None
    bundle_data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bundle_data)
    datas = set(bundle_data.game_datas(REPO))
    assert (str(REPO / "keymap.toml"), "game/data") in datas
    assert {(str(REPO / "sounds" / f"{cue}.wav"), "game/data/sounds") for cue in CUES} <= datas
