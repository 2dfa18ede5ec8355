"""The players' download: the one-folder bundle that `make dist`
builds with PyInstaller, unzipped outside the checkout and played from there.

The bundle is built once for this module (a minute or two; PyInstaller comes
with the test extras). ``PARLOUR_SKIP_DIST=1`` skips these tests on a
developer's machine; in CI (``CI`` set) nothing here is ever skipped: a
missing PyInstaller, a failed build or PARLOUR_SKIP_DIST fail the run.

The console program ``parlour-cli`` is run with the headless driver and its
words compared with ``python -m game``'s; the windowed ``parlour`` is
started under Xvfb and the main menu read back from a screenshot.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from array import array
from collections.abc import Iterator
from ctypes.util import find_library
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import babel.localedata
import pytest

from game.grammar import words as grammar_words
from tests.helpers_app import app_env, run_game, write_keys
from tests.xvfb import xvfb

REPO = Path(__file__).resolve().parents[1]
IN_CI = bool(os.environ.get("CI"))
LOUD = 300


def skip_or_fail(reason: str) -> None:
    """A developer may go without the bundle; CI may not."""
    if IN_CI:
        pytest.fail(f"CI must test the bundle: {reason}")
    pytest.skip(reason)


def load_packaging(name: str) -> ModuleType:
    """A module of packaging/ (a folder of scripts, not a package: the name
    ``packaging`` belongs to the PyPI library)."""
    path = REPO / "packaging" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"parlour_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: packaging/smoke.py, the workflow's smoke test of a zip on each system.
SMOKE = load_packaging("smoke")
GAMES: dict[str, str] = SMOKE.GAMES
MENU: re.Pattern[str] = SMOKE.MENU


@dataclass
class Bundle:
    zip: Path
    folder: Path       # the unzipped parlour/ folder, outside the checkout

    @property
    def cli(self) -> Path:
        return self.folder / ("parlour-cli.exe" if sys.platform == "win32" else "parlour-cli")

    @property
    def windowed(self) -> Path:
        return self.folder / ("parlour.exe" if sys.platform == "win32" else "parlour")

    @property
    def internal(self) -> Path:
        """sys._MEIPASS of the programs: where modules and data are."""
        return self.folder / "_internal"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Bundle:
    if os.environ.get("PARLOUR_SKIP_DIST") == "1":
        skip_or_fail("PARLOUR_SKIP_DIST=1")
    if importlib.util.find_spec("PyInstaller") is None:
        skip_or_fail("PyInstaller is missing: pip install -e '.[test]'")
    out = tmp_path_factory.mktemp("dist-build")
    built = subprocess.run(
        [sys.executable, str(REPO / "packaging" / "build.py"),
         "--dist", str(out / "dist"), "--work", str(out / "work")],
        cwd=REPO, capture_output=True, text=True, timeout=1800, check=False)
    if built.returncode != 0:
        pytest.fail(f"the bundle did not build:\n{built.stdout[-3000:]}\n{built.stderr[-5000:]}")
    zips = sorted((out / "dist").glob("parlour-*.zip"))
    assert len(zips) == 1, zips
    player = tmp_path_factory.mktemp("player-downloads")
    folder = SMOKE.unzip(zips[0], player)
    assert not folder.resolve().is_relative_to(REPO)
    return Bundle(zips[0], folder)


def player_env(tmp: Path, **extra: str) -> dict[str, str]:
    """A player's environment (packaging/smoke.py's): no Python paths, every
    user folder under ``tmp/home``, English, SDL's dummy drivers."""
    env: dict[str, str] = SMOKE.player_env(tmp / "home")
    env.update(extra)
    return env


def run_cli(bundle: Bundle, tmp: Path, keys: list[str], *args: str,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``parlour-cli --headless`` from a folder outside the checkout."""
    script = write_keys(tmp / "keys.txt", keys)
    result = subprocess.run(
        [str(bundle.cli), "--headless", "--keys", str(script), "--seed", "5", *args],
        cwd=tmp, env=env or player_env(tmp), capture_output=True, text=True,
        timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    return result


def game_keys(game_id: str) -> list[str]:
    """From the main menu: choose the game, start it, F2, Shift+F1 (the rules
    open), Escape (back to the table), Ctrl+S."""
    keys: list[str] = SMOKE.game_keys(game_id)
    return keys


# -- what the zip holds -----------------------------------------------------------------


def test_the_zip_is_named_by_version_and_holds_both_programs(bundle: Bundle) -> None:
    from game import __version__

    assert re.fullmatch(rf"parlour-{re.escape(__version__)}-[a-z]+-[a-z0-9_]+\.zip",
                        bundle.zip.name)
    for program in (bundle.cli, bundle.windowed):
        assert program.is_file()
        assert os.access(program, os.X_OK), f"{program.name} lost its execute bit in the zip"


def test_every_catalog_rules_text_keymap_and_sound_is_inside(bundle: Bundle) -> None:
    """Every language's folder, not only English: the checkout's files, each
    at the path beside its module (game code finds them by ``__file__``)."""
    wanted = {p: p.relative_to(REPO)
              for pattern in ("game/**/locale/*/*.ftl", "game/**/locale/*/rules.txt")
              for p in REPO.glob(pattern) if "tests" not in p.relative_to(REPO).parts}
    assert {p.parent.name for p in wanted if "locale" in p.parts} >= {"en", "ru"}
    # The key map and the sounds: at the top of the checkout, in game/data/ inside.
    wanted[REPO / "keymap.toml"] = Path("game/data/keymap.toml")
    wanted |= {p: Path("game/data/sounds", p.name) for p in (REPO / "sounds").glob("*.wav")}
    missing = [str(inside) for inside in wanted.values()
               if not (bundle.internal / inside).is_file()]
    assert not missing
    for path, inside in wanted.items():
        assert (bundle.internal / inside).read_bytes() == path.read_bytes()


def test_babel_keeps_only_the_languages_parlour_speaks(bundle: Bundle) -> None:
    langs = load_packaging("bundle_data").languages(REPO)
    kept = {p.stem for p in (bundle.internal / "babel" / "locale-data").glob("*.dat")}
    assert kept == langs | {"root"}
    assert not (bundle.internal / "pytz" / "zoneinfo").exists()


def test_the_bundled_russian_plural_rules_decline_numbers(
        bundle: Bundle, monkeypatch: pytest.MonkeyPatch) -> None:
    """fluent.runtime takes plural categories from babel's data: the copy in
    the bundle gives Russian its one / few / many (1 строка, 2 строки, 5 строк)."""
    monkeypatch.setattr(babel.localedata, "_dirname",
                        str(bundle.internal / "babel" / "locale-data"))
    monkeypatch.setattr(babel.localedata, "_cache", {})
    ru = babel.localedata.load("ru")["plural_form"]
    assert [ru(n) for n in (1, 2, 5, 11, 21, 22, 25, 104)] == [
        "one", "few", "many", "many", "one", "few", "many", "few"]
    en = babel.localedata.load("en")["plural_form"]
    assert [en(n) for n in (1, 2, 0)] == ["one", "other", "other"]


def test_the_name_rules_of_pytrovich_are_inside(bundle: Bundle) -> None:
    """Russian names are declined by rules pytrovich reads from its folder."""
    rules = bundle.internal / "pytrovich" / "petrovich-rules"
    assert (rules / "rules.json").is_file() and (rules / "gender.json").is_file()


def test_disarm_is_inside_with_the_version_it_reads(bundle: Bundle) -> None:
    """The hosted server keys names with disarm (game/server/name_keys.py), and
    keeps disarm's version, read from its metadata, with the keys."""
    assert list((bundle.internal / "disarm").glob("_core*"))
    assert list(bundle.internal.glob("disarm-*.dist-info/METADATA"))


def test_the_bundled_server_keeps_a_password_as_its_argon2_hash(bundle: Bundle,
                                                                tmp_path: Path) -> None:
    """The hosted server makes accounts (game/server/accounts.py): argon2's
    compiled bindings are inside and work frozen, the password hashed."""
    from websockets.sync.client import connect

    proc = subprocess.Popen([str(bundle.cli), "serve", "--port", "0", "--data",
                             str(tmp_path / "server")], cwd=tmp_path, env=player_env(tmp_path),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline()]  # the server says where it listens, once ready
        while lines[-1] and "serving on ws://" not in lines[-1]:
            lines.append(proc.stdout.readline())
        line = lines[-1]
        assert "serving on ws://" in line, "".join(lines)
        with connect(line.split("serving on ", 1)[1].strip(), open_timeout=10) as ws:
            ws.send('{"v": 1, "type": "register", "name": "Ana", "password": "correct horse"}')
            assert json.loads(ws.recv(30))["type"] == "welcome"
    finally:
        proc.terminate()
        proc.wait(10)
    kept = sqlite3.connect(tmp_path / "server" / "parlour.sqlite3")
    try:
        assert kept.execute("SELECT hash FROM passwords").fetchone()[0].startswith("$argon2id$")
    finally:
        kept.close()


def test_openskill_rates_inside_the_bundle(bundle: Bundle) -> None:
    """The hosted server rates matches with openskill (game/server/ratings.py),
    whose mypyc-compiled modules import a runtime module no import shows."""
    # PyInstaller's hooks raise the process's recursion limit to 5,000 when
    # imported; put back, so that later tests meet Python's own limit (a
    # message nested 1,000 deep decoded, not refused, in the same run).
    limit = sys.getrecursionlimit()
    try:
        from _pyinstaller_hooks_contrib.utils.mypy import find_mypyc_module_for_dist
    finally:
        sys.setrecursionlimit(limit)

    runtimes = find_mypyc_module_for_dist("openskill")
    assert runtimes
    for runtime in runtimes:
        assert list(bundle.internal.glob(f"{runtime}*")), runtime
    assert list((bundle.internal / "openskill" / "models").glob("common*"))


def test_screen_reader_libraries_are_where_accessible_output2_looks_when_frozen(
        bundle: Bundle) -> None:
    """accessible_output2.load_library, frozen: sys._MEIPASS/accessible_output2/lib."""
    lib = bundle.internal / "accessible_output2" / "lib"
    for name in ("nvdaControllerClient32.dll", "nvdaControllerClient64.dll", "SAAPI32.dll"):
        assert (lib / name).is_file(), name


# -- the console program ----------------------------------------------------------------


def test_the_main_menu_is_spoken(bundle: Bundle, tmp_path: Path) -> None:
    result = run_cli(bundle, tmp_path, [])
    lines = result.stdout.splitlines()
    assert len(lines) == 1 and MENU.fullmatch(lines[0]), lines


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_game_starts_answers_f2_and_shift_f1_and_resumes(
        bundle: Bundle, tmp_path: Path, game_id: str) -> None:
    """The game starts, F2 and Shift+F1 answer, Ctrl+S saves, and the next
    start offers to resume it; the words are the venv's, word for word."""
    title = GAMES[game_id]
    profile = tmp_path / "profile"
    result = run_cli(bundle, tmp_path, game_keys(game_id), "--profile", str(profile))
    lines = result.stdout.splitlines()
    assert MENU.fullmatch(lines[0]), lines[0]
    # The deal's opening: the game's name and the opponents (the rules' title below).
    assert any(line.startswith(f"{title}. You against ") for line in lines), lines
    rules_at = next(i for i, line in enumerate(lines)
                    if re.match(rf"Rules of {title}, \d+ lines\. ", line))
    assert re.search(r"(You hold|Your hand:) \d+ cards", lines[rules_at - 1])  # F2
    assert lines[-1] == "Game saved."
    # The same keys in the venv say the same words.
    venv = run_game(["--headless", "--keys", str(tmp_path / "keys.txt"), "--seed", "5",
                     "--profile", str(tmp_path / "venv-profile")], app_env(tmp_path, LANGUAGE="en"))
    assert venv.returncode == 0, venv.stderr
    assert result.stdout == venv.stdout
    resumed = run_cli(bundle, tmp_path, [], "--profile", str(profile))
    assert resumed.stdout.startswith(
        f"Parlour, main menu. Resume {title} against 2 computer players")


def test_simulate_and_replay_run_from_the_bundle(bundle: Bundle, tmp_path: Path) -> None:
    env = player_env(tmp_path)
    records = tmp_path / "records"
    simulated = subprocess.run(
        [str(bundle.cli), "simulate", "twenty", "--games", "2", "--records", str(records)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert simulated.returncode == 0, simulated.stderr
    assert simulated.stdout.startswith("twenty: 2 games, 2 players, seed 1")
    record = sorted(records.iterdir())[0]
    replayed = subprocess.run([str(bundle.cli), "replay", str(record)], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120, check=False)
    assert replayed.returncode == 0, replayed.stderr
    assert "consistent" in replayed.stdout


def test_the_workflows_smoke_test_passes_on_the_zip(bundle: Bundle) -> None:
    """packaging/smoke.py, which .github/workflows/dist.yml runs on Windows,
    macOS and Linux, passes here on the same zip."""
    smoke = subprocess.run([sys.executable, str(REPO / "packaging" / "smoke.py"), str(bundle.zip)],
                           capture_output=True, text=True, timeout=600, check=False)
    assert smoke.returncode == 0, smoke.stderr
    assert smoke.stdout.splitlines()[-1] == f"{bundle.zip.name}: every check passed"


def russian_plural(n: int) -> str:
    """CLDR's Russian rule for whole numbers, written out here."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def speaks_russian_menus() -> bool:
    """Whether the checkout's shared Russian catalog has the main menu (with
    the language setting that reads it; a folder with only a few new keys'
    words is not enough)."""
    return any(re.search(r"^menu-main-title =", path.read_text(encoding="utf-8"), re.MULTILINE)
               for path in (REPO / "game" / "locale" / "ru").glob("*.ftl"))


@pytest.mark.skipif(not speaks_russian_menus(),
                    reason="this checkout has no Russian main menu (game/locale/ru/*.ftl)")
@pytest.mark.parametrize("game_id", list(GAMES))
def test_russian_rules_say_their_line_count_in_the_right_plural(
        bundle: Bundle, tmp_path: Path, game_id: str) -> None:
    """The rules reader opens with "N строка / строки / строк", N in words:
    plural categories worked out in the frozen program, by the bundle's
    babel data, and the number said by the bundle's num2words."""
    words = {"one": "строка", "few": "строки", "many": "строк"}
    numbers = {grammar_words(n, "ru", gender="f"): n for n in range(1, 200)}
    result = run_cli(bundle, tmp_path, game_keys(game_id)[:-2],
                     env=player_env(tmp_path, LANGUAGE="ru", LC_ALL="ru_RU.UTF-8"))
    assert result.stdout.startswith("Parlour, главное меню")
    found = re.search(r", ([а-яё ]+) (строка|строки|строк)\. ", result.stdout)
    assert found and found.group(1) in numbers, result.stdout
    count = numbers[found.group(1)]
    assert found.group(2) == words[russian_plural(count)], found.group(0)


# -- the windowed program ---------------------------------------------------------------


@pytest.fixture
def display() -> Iterator[str]:
    """A fresh Xvfb server (tests/test_screenshot.py's way)."""
    if shutil.which("Xvfb") is None or shutil.which("import") is None \
            or shutil.which("tesseract") is None:
        skip_or_fail("Xvfb, ImageMagick's import or tesseract is missing")
    with xvfb((1280, 800)) as name:
        yield name


def screen_words(display: str, png: Path) -> str:
    subprocess.run(["import", "-display", display, "-window", "root", str(png)],
                   capture_output=True, timeout=30, check=True)
    out = subprocess.run(["tesseract", str(png), "stdout"], capture_output=True, text=True,
                         timeout=60, check=False)
    return " ".join(re.findall(r"[a-z0-9]+", out.stdout.lower()))


def loud_samples(raw: Path) -> int:
    """Samples above about -40 dB in what SDL's disk driver wrote (the
    mixer's signed 16-bit samples, game/sound/mixer.py)."""
    data = array("h", raw.read_bytes()[: raw.stat().st_size // 2 * 2])
    return sum(1 for sample in data if abs(sample) > LOUD)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Xvfb: Linux only")
@pytest.mark.skipif(sys.platform.startswith("linux") and find_library("espeak-ng") is None,
                    reason="espeak-ng is not installed: apt-get install espeak-ng")
def test_the_windowed_program_shows_the_main_menu_speaks_and_uses_the_user_folder(
        bundle: Bundle, display: str, tmp_path: Path) -> None:
    """Started as a player starts it (no PARLOUR_* folders): the window shows
    the main menu, the game's own voice (pyttsx3 and espeak-ng, frozen) is
    heard, a damaged settings file in the player's own config folder (XDG)
    is read from there and set aside there, the player's key map is read
    from there too; nothing is written in the bundle."""
    audio = tmp_path / "audio.raw"
    env = player_env(tmp_path, DISPLAY=display, SDL_VIDEODRIVER="x11",
                     SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(audio))
    env.pop("PARLOUR_CONFIG_DIR")
    env.pop("PARLOUR_DATA_DIR")
    own = Path(env["XDG_CONFIG_HOME"]) / "parlour" / "settings.json"
    own.parent.mkdir(parents=True)
    own.write_text("{damaged", encoding="utf-8")
    keymap = own.with_name("keymap.toml")
    keymap.write_text("[no_such_screen]\n", encoding="utf-8")
    before = sorted(p for p in bundle.folder.rglob("*"))
    game = subprocess.Popen([str(bundle.windowed), "--speech", "voice"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen, heard = "", 0
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and game.poll() is None:
            seen = screen_words(display, tmp_path / "screen.png")
            if "main menu" in seen:
                break
            time.sleep(0.5)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and game.poll() is None and audio.exists():
            heard = loud_samples(audio)
            if heard > 4410:  # a tenth of a second of speech
                break
            time.sleep(0.5)
    finally:
        game.terminate()
        _, err = game.communicate(timeout=30)
    assert "main menu" in seen and "play" in seen and "settings" in seen, (seen, err)
    assert "Traceback" not in err, err
    assert heard > 4410, err
    assert f"Settings file {own} could not be read" in err
    assert own.with_name("settings.json.bad").is_file()
    assert f"Key map {keymap}: line 1: " in err  # the player's key map is read too
    assert sorted(p for p in bundle.folder.rglob("*")) == before
