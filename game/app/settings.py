"""Player settings, kept as JSON in the user config directory.

A file that cannot be read gives one sentence and the defaults; it is moved
aside with a ``.bad`` suffix, never deleted. A file with a bad setting keeps
the others (:func:`sound_settings`). Writes go to a temporary file
that is then renamed over the old one, so a crash keeps the old copy.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from ..i18n import catalog, current_language, languages, t
from .files import (
    FileFault,
    atomic_write,
    copy_aside,
    present,
    read_text,
    shorten,
    unreadable,
)

APP_NAME = "parlour"
SETTINGS_FORMAT = 1
PACES = {"slow": 2.0, "normal": 1.0, "fast": 0.3, "instant": 0.0}
#: Zoom steps in percent and the screen's themes (game/app/theme.py).
ZOOMS = (50, 75, 100, 125, 150, 200, 250, 300)
THEMES = ("yellow", "white", "paper", "black")
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
    theme: str = "yellow"         # yellow | white | paper (black on pale green) | black (on white)
    four_colour: bool = False     # a deck where no two suits share a colour
    hand_grouped: bool = False    # F2 says the hand grouped by rank
    suggestions: bool = True      # the suggest key answers
    # "" follows the system's language; a language the game no longer has
    # does too (game/i18n.py system_language).
    language: str = ""
    # The voice chosen for each language (a voice id of the speech engine);
    # a language without one gets a voice of its own language automatically.
    voice: dict[str, str] = field(default_factory=dict)
    braille: bool = True          # also show messages on a braille display
    # Online play: the server last connected to ("" the first
    # time: localhost), the name played under, and the token the server gave
    # that name (it keeps the name and takes a dropped seat back).
    online_address: str = ""
    online_name: str = ""
    online_token: str = ""
    chat: str = "spoken"          # spoken | sound | off: how chat messages reach the player
    presence_spoken: bool = False  # "Ana is online" said in the lobby (the list follows anyway)
    # Where this profile's player has been told how to hear the game and
    # where the keys are, once each: "menu" (the main menu's first opening
    # says F1) and each game id (its first deal says the hand and help keys).
    keys_told: list[str] = field(default_factory=list)
    # The games whose lesson was offered on a first game (game/app/lessons.py).
    lessons_offered: list[str] = field(default_factory=list)
    # Each game's options as last chosen (a target score...), by game id
    # and option name: only those changed from the game's default. Checked
    # here for their shape; against the games' own values by
    # game/app/game_options.py, which loads the games.
    game_options: dict[str, dict[str, bool | int]] = field(default_factory=dict)

    CHOICES = {
        "speech": ("auto", "screenreader", "voice", "text"),
        "verbosity": ("full", "brief"),
        "pace": tuple(PACES),
        # core.bots.OFFERED_LEVELS, written out so that the launch imports no
        # bots (a test holds the two equal).
        "level": ("easy", "normal", "hard"),
        "theme": THEMES,
        "chat": ("spoken", "sound", "off"),
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
        if not all(isinstance(g, str) and len(g) < 40 for g in self.lessons_offered):
            raise ValueError("lessons_offered must list game ids")
        for name in ("online_address", "online_name", "online_token"):
            if len(getattr(self, name)) > 200:
                raise ValueError(f"{name} must be under 200 characters")
        if len(self.keys_told) > 100 or not all(
                isinstance(told, str) and len(told) < 100 for told in self.keys_told):
            raise ValueError("keys_told must list where the keys were told")
        if len(self.game_options) > 100 or not all(
            isinstance(game, str) and len(game) < 100 and isinstance(options, dict)
            for game, options in self.game_options.items()
        ):
            raise ValueError("game_options must map game ids to their options")


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


def load_settings(path: Path | None = None, lang: str | None = None,
                  games: bool = True) -> tuple[Settings, str | None]:
    """Settings and, if the file was bad, the sentence that says so. A file
    with some bad settings keeps every good one: only the bad go back to
    their defaults, by name, and the file as it was is kept as ``.bad``.

    The sentence is in the language the player will hear: ``lang`` (the
    ``--lang`` the player gave), else the language the file names if that
    setting is sound, else the language in use. ``games``: the game options
    are checked against the games' own values too (which loads the games;
    the early opening reads the settings without them, and the app checks
    them after, :func:`game_options_problem`)."""
    path = path or settings_path()
    if not present(path):
        return Settings(), None
    try:
        data = json.loads(read_text(path))
        if not isinstance(data, dict):
            raise FileFault(t("file-not-object"))
        if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            raise FileFault(t("settings-newer", format=shorten(str(data.get("format")))))
        if data and not {f.name for f in fields(Settings)} & set(data):
            raise FileFault(t("settings-not-settings"))
    except (FileFault, ValueError, RecursionError) as err:
        fault = unreadable(path, err)
        return Settings(), t("settings-error", file=str(path), fault=shorten(fault, 200))
    settings, bad = sound_settings(data)
    if games:  # imported here: it loads the games, which the early opening must not wait for
        from .game_options import unsound_game_options

        settings.game_options, damaged = unsound_game_options(settings.game_options)
        bad += damaged
    return settings, partly_sentence(settings, path, bad, lang)


def game_options_problem(settings: Settings, path: Path | None = None,
                         lang: str | None = None) -> str | None:
    """The sentence for settings read without their game options checked
    (``load_settings(games=False)``) whose game options turn out damaged:
    those go back to their defaults, as :func:`load_settings` does."""
    from .game_options import unsound_game_options

    settings.game_options, bad = unsound_game_options(settings.game_options)
    return partly_sentence(settings, path or settings_path(), bad, lang)


def partly_sentence(settings: Settings, path: Path, bad: list[str],
                    lang: str | None) -> str | None:
    """None for no ``bad`` settings; else the file as it was is copied
    aside, the sound settings written back, and the sentence names the bad
    ones as the menus do, in the player's language (:func:`load_settings`)."""
    if not bad:
        return None
    kept = copy_aside(path)
    if kept is not None:
        with contextlib.suppress(OSError):  # written again at the next change
            save_settings(settings, path)
    from .setting_words import settings_named

    chosen = settings.language if settings.language in languages() else current_language()
    words = catalog(lang or chosen)
    names = settings_named(bad, words)
    return words("settings-partly", file=str(path), names=words.join(names), count=len(names),
                 kept=str(kept or path))


def sound_settings(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """The settings a file holds, each checked on its own: (settings with
    every bad one at its default, the names of the bad ones).

    >>> settings, bad = sound_settings({"theme": "paper", "zoom": 7, "pace": "fast"})
    >>> settings.theme, settings.zoom, settings.pace, bad
    ('paper', 100, 'fast', ['zoom'])
    """
    default = Settings()
    values: dict[str, Any] = {}
    bad: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        wanted = getattr(default, f.name)
        if type(value) is not type(wanted) and not (
            isinstance(wanted, float) and type(value) is int
        ):
            bad.append(f.name)
            continue
        try:  # the defaults are sound, so a fault is this setting's
            replace(default, **{f.name: value}).check()
        except (ValueError, TypeError, AttributeError):
            bad.append(f.name)
            continue
        values[f.name] = value
    return replace(default, **values), bad


def save_settings(settings: Settings, path: Path | None = None) -> None:
    data = {"format": SETTINGS_FORMAT, **asdict(settings)}
    atomic_write(path or settings_path(), json.dumps(data, indent=2) + "\n")
