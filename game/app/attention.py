"""Your turn, wherever you are: when an online table's turn comes to the
player while the window is in the background, a cue sounds and the window
asks for attention (its taskbar entry flashes until focused).

The decision is a pure function of three facts, so it is tested without a
window; :class:`TurnWatch` keeps the one fact that needs memory (whether it
was already the player's turn at the last look), so a long turn alerts once.

>>> should_alert(was_mine=False, is_mine=True, focused=False)
True
>>> should_alert(was_mine=True, is_mine=True, focused=False)  # alerted already
False
>>> should_alert(was_mine=False, is_mine=True, focused=True)  # the words reach them
False
"""

from __future__ import annotations

from collections.abc import Callable


def should_alert(was_mine: bool, is_mine: bool, focused: bool) -> bool:
    """A turn that has just become the player's, in a window not in front."""
    return is_mine and not was_mine and not focused


class TurnWatch:
    """Alerts once each time the turn comes to the player unfocused."""

    def __init__(self, focused: Callable[[], bool], alert: Callable[[], None]) -> None:
        self.focused = focused
        self.alert = alert
        self.was_mine = False

    def look(self, is_mine: bool) -> bool:
        """Look at the table now; whether it alerted."""
        alerted = False
        if is_mine and not self.was_mine:
            alerted = should_alert(False, True, self.focused())
            if alerted:
                self.alert()
        self.was_mine = is_mine
        return alerted
