"""What a game says: one message (:class:`Utterance`) and the history of
them the player reviews. Apart from the session so that the words' own
types are read without it; ``game.core.session`` gives them as before."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import t


@dataclass(frozen=True)
class Utterance:
    """One message: said (and shown), kept in the history.

    ``interrupt``: the player caused it (focus, reports), so it cuts older
    speech; events queue instead (ux.md). ``spoken`` is False for messages
    that brief verbosity folds into the history only. ``cue`` names a sound,
    ``seat`` the seat it comes from (for panning). ``must`` numbers the
    sentences a deal's opening always says (the deal, the dealer, the
    phase, the game's introduction: :func:`game.core.opening.must_say`).
    ``channel`` says whose words they are (below)."""

    text: str
    interrupt: bool = False
    cue: str | None = None
    seat: int | None = None
    spoken: bool = True
    must: tuple[int, ...] = ()
    #: "game" (the table's own words) or "chat" (a person at an online
    #: table): the app may turn chat down to a sound or off.
    channel: str = "game"


class History:
    """Every message, with a review cursor (ux.md: R, comma, period)."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.cursor = 0

    def add(self, text: str) -> None:
        self.messages.append(text)
        self.cursor = len(self.messages) - 1

    def review(self, command: str) -> Utterance:
        if not self.messages:
            return Utterance(t("history-empty"), interrupt=True)
        last = len(self.messages) - 1
        edge: str | None = None
        if command == "history_back":
            if self.cursor == 0:
                edge = "history-oldest"
            self.cursor = max(0, self.cursor - 1)
        elif command == "history_forward":
            if self.cursor == last:
                edge = "history-newest"
            self.cursor = min(last, self.cursor + 1)
        elif command == "history_oldest":
            self.cursor = 0
        elif command == "history_newest":
            self.cursor = last
        text = self.messages[self.cursor]
        if edge is not None:
            text = f"{t(edge)} {text}"
        return Utterance(text, interrupt=True)
