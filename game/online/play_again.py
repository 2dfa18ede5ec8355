"""Playing again at an online table, as one seat hears it (the server's
side: :mod:`game.server.rematch`; docs/online.md, "Playing again").

Once the game is over, Enter is this seat's yes (``rematch``); leaving the
table is its no. The table's ``rematch-news`` says each seat's answer:
another person's yes is said once ("Bo wants to play again at this
table"), this seat's own yes with who is still awaited and for how long.
When the new table is made, a seat that said yes goes there (the app
leaves the finished table and joins the new one, :attr:`PlayAgain.going`)
and hears one sentence as it sits (:func:`seated_words`); a seat that had
not answered hears that the others play again and that Enter takes it
there; everyone else, that the players play again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.session import Utterance
from ..i18n import join_list, t
from . import protocol as p


class PlayAgain:
    """The "play again" of one finished table, for one seat (None: watching)."""

    def __init__(self, seat_label: Callable[[int], str], key: Callable[[str], str]) -> None:
        self.seat_label = seat_label  # a seat's name as the table says it
        self.key = key  # a command's key, as the player hears it ("Enter")
        self.answers: list[p.RematchAnswer] = []
        self.asked = False  # this seat said yes and awaits the news of it
        self.new_table: str | None = None
        #: (new table, join code) once this seat is to sit there: the app goes
        self.going: tuple[str, str | None] | None = None
        self.went = False  # ... and went (a repeated news, or Enter, sends it nowhere again)
        #: A new table sat at by playing again: the others who said yes are
        #: on their way, and their coming is no news ("Bo is back" would be).
        self.expecting = False
        self.arrived: set[int] = set()

    def said(self, seat: int | None) -> bool:
        """Whether ``seat`` said yes (a spectator never does)."""
        return seat is not None and 0 <= seat < len(self.answers) and self.answers[seat] == "yes"

    def quiet(self, seat: int, was: p.SeatInfo, now: p.SeatInfo) -> bool:
        """Whether a change of ``seat`` is no news: at the finished table, the
        leaving of one who went to play again; at the new table, the coming
        of one who said yes too (first seen away, on their way)."""
        if self.new_table is not None and self.said(seat):
            return True
        if not self.expecting or seat in self.arrived or now.away:
            return False
        self.arrived.add(seat)
        return was.away and not was.standing_in

    def news(self, message: p.RematchNews, seat: int | None) -> list[Utterance]:
        """The words for the table's news of who plays again."""
        before, self.answers = self.answers, list(message.answers)
        mine = self.answers[seat] if seat is not None and 0 <= seat < len(self.answers) else None
        if message.new_table is not None and mine == "yes":
            if not self.went:  # the one sentence at the new table names who plays
                self.went = True
                self.going = (message.new_table, message.code)
            self.new_table, self.asked = message.new_table, False
            return []
        whose = "watching" if seat is None else "yes" if mine == "yes" else "no"
        out = [Utterance(t("online-rematch-yes", name=self.seat_label(n), mine=whose,
                           key=self.key("play")))
               for n, now in enumerate(self.answers)
               if n != seat and now == "yes" and (before[n] if n < len(before) else None) != "yes"]
        asked, self.asked = self.asked, False
        if message.new_table is None:
            waiting = [self.seat_label(n) for n, a in enumerate(self.answers) if a == "waiting"]
            if asked and mine == "yes" and waiting:
                out.append(Utterance(t("online-rematch-waiting", names=join_list(waiting),
                                       count=max(1, round(message.wait_left or 0))),
                                     interrupt=True))
            return out
        first = self.new_table is None
        self.new_table = message.new_table
        if not first and not asked:
            return out
        if mine == "waiting":
            out.append(Utterance(t("online-rematch-begun-waiting", key=self.key("play")),
                                 interrupt=asked))
        else:
            out.append(Utterance(t("online-rematch-begun-others"), interrupt=asked))
        return out


def seated_words(names: Sequence[str | None], seats: Sequence[p.SeatInfo],
                 me: int) -> Utterance:
    """The one sentence of a player who sits again at the new table: who
    plays with them, and for whom a computer player plays until they answer."""
    others = [name or "" for n, name in enumerate(names) if n != me and not seats[n].standing_in]
    kept = [name or "" for n, name in enumerate(names) if n != me and seats[n].standing_in]
    return Utterance(t("online-rematch-seated", names=join_list(others), count=len(others),
                       kept=join_list(kept) if kept else "none"), interrupt=True)
