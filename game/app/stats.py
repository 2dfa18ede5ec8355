"""Statistics per game and computer level, kept across sessions.

Kept as JSON in the user data folder, written atomically; a file that cannot
be read gives one sentence, is moved aside as ``.bad``, and counting starts
afresh; a file with a damaged entry keeps every other (:func:`sound_records`).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from ..core.bots import LEVELS as BOT_LEVELS
from ..games import known, spec
from ..i18n import join_list, t
from .files import (
    FileFault,
    atomic_write,
    copy_aside,
    present,
    read_text,
    shorten,
    unreadable,
)
from .settings import data_dir

STATS_FILE = "statistics.json"
STATS_FORMAT = 1


@dataclass
class Record:
    """One game at one computer level."""

    played: int = 0
    won: int = 0
    lost: int = 0
    streak: int = 0        # current winning streak
    best_streak: int = 0
    best_score: int | None = None
    # Games won after taking a suggestion: the rest of ``won`` is
    # the player's unassisted record. Older files lack it: 0.
    won_suggested: int = 0

    def add(self, won: bool, drawn: bool, score: int | None, better: str | None,
            suggested: bool = False) -> None:
        self.played += 1
        if won:
            self.won += 1
            self.won_suggested += int(suggested)
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
            if not drawn:
                self.lost += 1
        if score is not None and better is not None and (
            self.best_score is None
            or (score > self.best_score if better == "high" else score < self.best_score)
        ):
            self.best_score = score


class Statistics:
    """Records keyed by "game/level"."""

    def __init__(self, records: dict[str, Record] | None = None) -> None:
        self.records = records or {}

    def record(self, game_id: str, level: str) -> Record:
        return self.records.setdefault(f"{game_id}/{level}", Record())

    def add_game(self, game_id: str, level: str, won: bool, drawn: bool,
                 score: int | None, suggested: bool = False) -> None:
        better = spec(game_id).better if known(game_id) else None
        self.record(game_id, level).add(won, drawn, score if better else None, better,
                                        suggested)

    def as_json(self) -> str:
        data = {"format": STATS_FORMAT,
                "records": {key: asdict(r) for key, r in sorted(self.records.items())}}
        return json.dumps(data, indent=2) + "\n"


LEVELS = (*BOT_LEVELS, "mixed")  # "mixed": bots of several levels in one game
MAX_COUNT = 10**9  # more games than a lifetime of play: damage
MAX_SCORE = 10**9
#: Fields a file written before they existed may lack.
LATER_FIELDS = frozenset({"won_suggested"})


def _sound_key(key: str) -> bool:
    """ "game/level", of a game this version has and a level the app counts."""
    game_id, _, level = key.partition("/")
    return known(game_id) and level in LEVELS


def _sound_record(record: Record) -> bool:
    """Whole numbers in range that agree with each other."""
    counts = (record.played, record.won, record.lost, record.streak, record.best_streak,
              record.won_suggested)
    if not all(type(n) is int and 0 <= n <= MAX_COUNT for n in counts):
        return False
    if record.best_score is not None and not (
        type(record.best_score) is int and abs(record.best_score) <= MAX_SCORE
    ):
        return False
    return (record.won + record.lost <= record.played
            and record.streak <= record.best_streak <= record.won
            and record.won_suggested <= record.won)


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def load_stats(path: Path | None = None) -> tuple[Statistics, str | None]:
    """The statistics and, if the file was bad, the sentence that says so.
    One damaged entry costs only that entry: every sound record is kept, the
    file as it was is kept as ``.bad``, and the sentence names the entries
    set aside."""
    path = path or stats_path()
    if not present(path):
        return Statistics(), None
    try:
        data = json.loads(read_text(path))
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            raise FileFault(t("stats-not-stats"))
        if not isinstance(data.get("records"), dict):
            raise FileFault(t("stats-no-records"))
    except (FileFault, ValueError, RecursionError) as err:
        fault = unreadable(path, err)
        return Statistics(), t("stats-error", file=str(path), fault=shorten(fault, 200))
    records, bad = sound_records(data["records"])
    stats = Statistics(records)
    if not bad:
        return stats, None
    kept = copy_aside(path)
    if kept is not None:  # the good records written back, so the next start is quiet
        with contextlib.suppress(OSError):
            save_stats(stats, path)
    return stats, t("stats-partly", file=str(path), count=len(bad),
                    entries=join_list([entry_words(key) for key in bad]), kept=str(kept or path))


def entry_words(key: str) -> str:
    """A statistics entry as the Statistics menu names it ("<game>, hard"),
    quoted; a key naming no game and level of this version is its own
    name, cut short (it is all the file says)."""
    game_id, _, level = key.partition("/")
    if _sound_key(key):
        name = t("stats-entry", game=t(spec(game_id).title_id),
                 level=t("level-name", value=level))
    else:
        name = shorten(key, 40)
    return t("file-quoted", name=name)


def sound_records(entries: dict[str, object]) -> tuple[dict[str, Record], list[str]]:
    """The records of a file's entries, each checked on its own: (the sound
    records, the keys of the damaged entries).

    >>> from game.games import SPECS
    >>> good = asdict(Record(played=3, won=1, lost=2))
    >>> game = SPECS[0].id
    >>> records, bad = sound_records({f"{game}/easy": good, f"{game}/hard": {**good, "won": 9}})
    >>> [key.partition("/")[2] for key in records], [key.partition("/")[2] for key in bad]
    (['easy'], ['hard'])
    """
    names = {f.name for f in fields(Record)}
    records: dict[str, Record] = {}
    bad: list[str] = []
    for key, value in entries.items():
        if (not isinstance(value, dict) or not names - LATER_FIELDS <= set(value) <= names
                or not _sound_key(key)):
            bad.append(key)
            continue
        record = Record(**value)
        if not _sound_record(record):
            bad.append(key)
            continue
        records[key] = record
    return records, bad


def save_stats(stats: Statistics, path: Path | None = None) -> None:
    """Raises OSError; the file on disk is then the one before."""
    atomic_write(path or stats_path(), stats.as_json())
