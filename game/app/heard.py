"""When a new deal's opening counts as heard, so move keys act again.

The session holds move keys after a new deal until its opening was heard
(``GameSession.unheard``, issue 19: a second Enter must not play a card of a
hand the player never heard). A key other than a move lifts the wait inside
the session; this watch lifts it when speech has caught up. A speaker that
can say when it is done (the game's own voice, Speech Dispatcher, a screen
reader with ``is_speaking``) is taken at its word. One that cannot (NVDA and
JAWS through accessible_output2 report nothing) always looks idle, so there
the opening counts as heard only once the time it takes to say has passed,
as estimated at the default rate (``opening.speech_seconds``).
"""

from __future__ import annotations

from ..core.opening import speech_seconds
from ..core.session import GameSession, Utterance
from ..speech.base import Speaker
from ..speech.screenreader import tells_when_done


class OpeningWatch:
    """Call :meth:`update` on frames with no key."""

    def __init__(self) -> None:
        self._opening: list[Utterance] | None = None
        self._since = 0.0

    def update(self, session: GameSession, speaker: Speaker, now: float) -> None:
        opening = session.unheard
        if opening is None:
            self._opening = None
            return
        if opening is not self._opening:  # a new deal's opening: its time starts now
            self._opening, self._since = opening, now
        if speaker.busy():
            return
        if tells_when_done(speaker) or now - self._since >= seconds_to_say(opening):
            session.opening_heard()


def seconds_to_say(opening: list[Utterance]) -> float:
    """About how long the spoken part of ``opening`` takes at the default rate."""
    return speech_seconds(" ".join(u.text for u in opening if u.spoken))
