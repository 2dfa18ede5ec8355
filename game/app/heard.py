"""When a new deal's opening stops holding the move keys.

A new deal holds a move key that was already on its way when the deal's
opening was sent (``Flow.unheard``, game/core/flow.py): a second Enter right
behind the one that dealt on, a double press, must not play a card of a hand
the player never heard of. A key pressed after the opening went to the
speaker acts at once, however much of it is still being said: a listener who
knows what to do need not wait, and no speaker's pace is guessed.

pygame-ce gives a key event no time of its own, so the loop's frames stand
for it: a frame takes every key waiting in the queue, then handles them in
turn, and the words of the key that dealt (or of a computer player's move)
go to the speaker while that frame runs. The keys behind it in the same
frame were pressed before the opening was sent, and the session holds them;
when the frame ends, :func:`opening_sent` lets the keys of the next frames
act.
"""

from __future__ import annotations

from collections.abc import Iterable

from .screens import GameScreen, Screen


def opening_sent(screens: Iterable[Screen]) -> None:
    """A frame has ended: every key it took was handled and its words were
    sent, so each game on the screen stack stops holding move keys."""
    for screen in screens:
        if isinstance(screen, GameScreen):
            screen.session.flow.opening_heard()
