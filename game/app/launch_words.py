"""What the launch finds missing, in words: no display, and the speech the
player asked for that could not be had (with what speaks instead).

Kept apart from the loop (:mod:`game.app.main`) as plain functions: the
speech and no-display tests call them without opening the app.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import pygame

from ..i18n import join_list, t
from ..speech import Notice, Speaker


def no_display(headless: bool) -> bool:
    """Whether SDL found no display and fell back to drawing into nothing (its
    "offscreen" or "dummy" driver) without being asked to: the window would
    never be seen and the game would run on, invisibly, until killed."""
    if headless or os.environ.get("SDL_VIDEODRIVER"):
        return False
    return pygame.display.get_driver() in ("offscreen", "dummy")


def speech_sentences(notices: Sequence[Notice], speaker: Speaker) -> list[str]:
    """One sentence for the speech fallbacks: what is missing, and what is
    used instead ("Speech: no screen reader is running, so the game speaks
    with its own voice.")."""
    missing = [
        t(f"{notice.code}-what", reason=t("speech-reason", reason=str(notice.args["reason"])))
        for notice in notices if "reason" in notice.args
    ]
    if not missing and not any(n.code == "speech-text-only" for n in notices):
        return []
    using = speaker.name if speaker.name in ("screenreader", "voice") else "text"
    if not missing:
        return [t("speech-text-only")]
    return [t("speech-fallback", missing=join_list(missing), using=using)]
