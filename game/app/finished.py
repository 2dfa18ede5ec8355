"""A finished game kept: its record written, counted in the statistics,
its save removed; and the statistics reset. Each step can meet a disk that
says no (read-only, full): the player stays where they are and hears one
sentence, never a traceback.

Kept out of ``main.py`` so the loop stays readable in one sitting; ``App``
takes these methods from :class:`FinishedGames`.
"""

from __future__ import annotations

import logging
import sys
import time

from ..core.records import write_record
from ..core.session import GameSession, Utterance
from ..i18n import t
from .files import os_words
from .saves import delete_save
from .settings import data_dir
from .stats import Statistics, save_stats

log = logging.getLogger("parlour")


class FinishedGames:
    """What the app does with a game that has ended, and with the statistics."""

    stats: Statistics

    def keep_finished_game(self, session: GameSession) -> list[Utterance]:
        """Write the finished game's record, count it, and remove its save.
        A folder that cannot be written keeps the player on the game-over
        screen with one sentence: the game still counts for this session."""
        faults: list[OSError] = []
        for step in (lambda: self.write_record(session), lambda: self.count_game(session)):
            try:
                step()
            except OSError as err:
                faults.append(err)
        stale = False
        try:
            delete_save()  # a finished game is not resumed
        except OSError as err:
            faults.append(err)
            stale = True
        if not faults:
            return []
        log.info("finished game not kept: %s", faults)  # the sentence says it
        sentence = t("game-end-not-kept", folder=str(data_dir()), fault=os_words(faults[0]),
                     stale="yes" if stale else "no")
        print(sentence, file=sys.stderr)
        return [Utterance(sentence, interrupt=False)]

    def reset_stats(self) -> list[Utterance]:
        """Empty the statistics (the menu's "Reset statistics"): on disk
        first, so a file that cannot be written keeps them as they were."""
        try:
            save_stats(Statistics())
        except OSError as err:
            return [Utterance(t("stats-not-reset", fault=os_words(err)), interrupt=True)]
        self.stats.records.clear()
        return [Utterance(t("stats-reset"), interrupt=True)]

    def count_game(self, session: GameSession) -> None:
        """Add a finished game to the statistics (by the bots' level);
        raises OSError when they cannot be saved (they still count here)."""
        results = session.side.results()
        levels = set(session.bots.levels)
        level = levels.pop() if len(levels) == 1 else "mixed"
        self.stats.add_game(session.side.game_id, level, won=session.human in results.winners,
                            drawn=results.draw or not results.winners,
                            score=results.totals[session.human],
                            suggested=session.advice.suggestions_used)
        save_stats(self.stats)

    def write_record(self, session: GameSession) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = data_dir() / "records" / f"{session.side.game_id}-{stamp}.jsonl"
        write_record(path, session.bots.record_header(), session.side.events)  # raises OSError
