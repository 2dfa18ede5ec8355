"""Counting queued speech that a focus key cut before it was heard, so
that nothing is lost when it is cut off.

Screen-reader convention: a key the player presses cuts queued event speech.
What was cut stays in the history; the next report (F2, Shift+F2, F3,
Shift+F3, W) begins by saying how many messages were skipped, so the player
knows to review them. Kept free of pygame so it can be tested alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..core.session import Utterance
from ..i18n import t

#: The report commands whose words start with the count of skipped messages.
REPORT_COMMANDS = frozenset({"my_status", "opponents", "table", "scores", "whose_turn",
                             "hand_grouped"})


class SkippedSpeech:
    """Which queued messages were cut before they were heard.

    The measure is the simplest honest one the backends allow: a speaker only
    tells whether it is still busy. Queued messages sent while the speaker was
    idle (or after it fell idle) were heard; those sent since then are
    skipped when an interrupting message arrives while the speaker is still
    busy. Speakers that are never busy (recording, print) skip nothing.
    """

    def __init__(self) -> None:
        self.pending = 0
        """Queued messages sent since the speaker was last seen idle."""
        self.skipped = 0
        """Messages cut and not yet told to the player."""

    def sent(self, interrupt: bool, busy: bool) -> None:
        """Note one spoken message; ``busy`` is the speaker's state just
        before the message is handed to it."""
        if interrupt:
            self.cut(busy)
            return
        if not busy:  # everything queued before was heard
            self.pending = 0
        self.pending += 1

    def cut(self, busy: bool) -> None:
        """An interrupting message arrives: what was still queued is lost."""
        if busy:
            self.skipped += self.pending
        self.pending = 0

    def stopped(self) -> None:
        """The player silenced speech on purpose (Ctrl): nothing to tell."""
        self.pending = 0

    def take(self) -> int:
        """How many messages were skipped since last asked; resets the count."""
        count, self.skipped = self.skipped, 0
        return count

    def report(self, words: Sequence[Utterance], busy: bool, key: str) -> list[Utterance]:
        """A report's words, the first starting with the skipped count when
        there is one. The report's own cut counts: ``busy`` is the speaker's
        state as the report is about to be said; ``key`` names the history key."""
        out = list(words)
        if not out or not out[0].interrupt:
            return out
        self.cut(busy)
        count = self.take()
        if count:
            notice = t("speech-skipped", count=count, key=key)
            out[0] = replace(out[0], text=f"{notice} {out[0].text}")
        return out
