"""Player settings, kept as JSON in the user config directory.

A file that cannot be read gives one sentence and the defaults; it is moved
aside with a ``.bad`` suffix, never deleted. Writes go to a temporary file
that is then renamed over the old one, so a crash keeps the old copy.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from ..i18n import t

APP_NAME = "parlour"
SETTINGS_FORMAT = 1
PACES = {"slow": 2.0, "normal": 1.0, "fast": 0.3, "instant": 0.0}
#: Zoom steps in percent and the screen's themes (game/app/theme.py).
ZOOMS = (50, 75, 100, 125, 150, 200, 250, 300)
THEMES = ("yellow", "white", "paper")
#: A language code as the catalog folders are named ("en", "ru", "pt_BR").
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


@dataclass
class Settings:
    speech: str = "auto"          # auto | screenreader | voice | text
    voice_rate: int = 200         # words per minute
    voice_volume: float = 1.0
    voice_pitch: int = 50         # 0..100; 50 is the engine's normal pitch
    verbosity: str = "full"       # full | brief
    pace: str = "normal"          # slow | normal | fast | instant
    sound_volume: float = 0.8
    muted: bool = False
    game: str = ""               # a game id; the menu takes the first game for none
    opponents: int = 2
    level: str = "normal"
    zoom: int = 100               # percent, one of ZOOMS (Ctrl+plus, Ctrl+minus)
    window_width: int = 0         # the window as last left (0: a share of the screen)
    window_height: int = 0
    full_screen: bool = False     # F11
    theme: str = "yellow"         # yellow | white | paper (black on white)
    four_colour: bool = False     # a deck where no two suits share a colour
    hand_grouped: bool = False    # F2 says the hand grouped by rank (issue 13)
    suggestions: bool = True      # the suggest key answers (issue 13)
    # "" follows the system's language; a language the game no longer has
    # does too (game/i18n.py system_language).
    language: str = ""
    # The voice chosen for each language (a voice id of the speech engine);
    # a language without one gets a voice of its own language automatically.
    voice: dict[str, str] = field(default_factory=dict)
    braille: bool = True          # also show messages on a braille display

    CHOICES = {
        "speech": ("auto", "screenreader", "voice", "text"),
        "verbosity": ("full", "brief"),
        "pace": tuple(PACES),
        "level": ("easy", "normal", "hard"),
        "theme": THEMES,
    }

    def check(self) -> None:
        """Raise ValueError if a value is out of range."""
        for name, allowed in self.CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}")
        if not 80 <= self.voice_rate <= 500:
            raise ValueError("voice_rate must be 80 to 500")
        if not 0 <= self.voice_pitch <= 100:
            raise ValueError("voice_pitch must be 0 to 100")
        for name in ("voice_volume", "sound_volume"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"{name} must be 0 to 1")
        if self.zoom not in ZOOMS:
            raise ValueError(f"zoom must be one of {', '.join(map(str, ZOOMS))}")
        for name in ("window_width", "window_height"):
            if not (getattr(self, name) == 0 or 200 <= getattr(self, name) <= 20000):
                raise ValueError(f"{name} must be 0 or 200 to 20000")
        if not 1 <= self.opponents <= 5:
            raise ValueError("opponents must be 1 to 5")
        if self.language and not LANGUAGE_CODE.fullmatch(self.language):
            raise ValueError("language must be a language code such as en or ru")
        if not all(isinstance(k, str) and isinstance(v, str) and len(v) < 200
                   for k, v in self.voice.items()):
            raise ValueError("voice must map languages to voice names")


_profile: Path | None = None


def use_profile(folder: Path | None) -> None:
    """Keep every file (settings, key map, save, statistics, records, crash
    files) in ``folder`` instead of the player's own folders: ``--profile``,
    and the throw-away profile of ``--headless``, which must not change the
    player's pace or leave a saved game behind. None goes back to the usual
    folders."""
    global _profile
    _profile = folder


def config_dir() -> Path:
    if _profile is not None:
        return _profile
    return Path(os.environ.get("PARLOUR_CONFIG_DIR") or platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """Where saves, statistics, records and crash files live."""
    if _profile is not None:
        return _profile
    return Path(os.environ.get("PARLOUR_DATA_DIR") or platformdirs.user_data_dir(APP_NAME))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def user_keymap_path() -> Path:
    return config_dir() / "keymap.toml"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new copy."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Settings and, if the file was bad, the sentence that says so."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(Settings)}
        if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            raise ValueError(f"it is of format {data.get('format')}, newer than this version")
        if data and not known & set(data):
            raise ValueError("it is not a settings file")
        settings = Settings(**{k: v for k, v in data.items() if k in known})
        for f in fields(Settings):
            default = getattr(Settings(), f.name)
            if type(getattr(settings, f.name)) is not type(default) and not (
                isinstance(default, float) and type(getattr(settings, f.name)) is int
            ):
                raise ValueError(f"{f.name} has the wrong type")
        settings.check()
        return settings, None
    except (OSError, ValueError, TypeError, RecursionError) as err:
        if isinstance(err, json.JSONDecodeError):
            fault = err.msg
        elif isinstance(err, UnicodeDecodeError):
            fault = "it is not UTF-8 text"
        else:
            fault = str(err)
        with contextlib.suppress(OSError):
            os.replace(path, bad_copy_path(path))
        return Settings(), t("settings-error", file=str(path), fault=shorten(fault, 200))


def shorten(text: str, limit: int = 80) -> str:
    """A value from a damaged file, cut to fit in a spoken sentence."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def bad_copy_path(path: Path) -> Path:
    """A free name beside ``path`` for a file moved aside: NAME.bad, then
    NAME.1.bad, NAME.2.bad... so an earlier bad copy is never overwritten."""
    candidate = path.with_name(path.name + ".bad")
    n = 0
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.{n}.bad")
    return candidate


def save_settings(settings: Settings, path: Path | None = None) -> None:
    data = {"format": SETTINGS_FORMAT, **asdict(settings)}
    atomic_write(path or settings_path(), json.dumps(data, indent=2) + "\n")
