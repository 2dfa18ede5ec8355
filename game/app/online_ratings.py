"""Ratings online, as the player hears them: a game's leaderboard and "My
statistics", each a lobby item away and read as a menu of short lines, and
at the end of a rated match one line with the player's rating change.

The server rates (``game/server/ratings.py``); this side only asks and
says. A rating is openskill's ordinal, ``mu - 3 sigma``, rounded: 0 for a
new player. Lines are said as the catalog says numbers (Russian: in words)
and shown in digits.
"""

from __future__ import annotations

from ..core.session import Utterance
from ..games import SPECS
from ..i18n import t
from ..online import protocol as p
from .menu import Menu, MenuItem
from .online_shell import Link
from .online_words import game_title
from .screens import MenuScreen

#: what a key script waits for after asking (OnlineLink.waiting_for)
AWAITED = "ratings"


def line(message_id: str, **args: object) -> MenuItem:
    """An item that is only read: said from ``message_id``, shown from its ``-shown``."""
    return MenuItem(t(message_id, **args), "", shown_label=t(f"{message_id}-shown", **args))


def leaderboard_items(board: p.Leaderboard) -> list[MenuItem]:
    title = game_title(board.game)
    items = [line("leaderboard-line", place=r.place, name=r.name, rating=r.rating,
                  matches=r.matches, wins=r.wins) for r in board.top]
    if board.you is not None:
        items.append(line("leaderboard-you", place=board.you.place, players=board.players,
                          rating=board.you.rating))
    else:
        items.append(MenuItem(t("leaderboard-you-unrated", game=title), ""))
    return [*items, MenuItem(t("ratings-rule"), "")]


def stats_items(stats: p.Stats) -> list[MenuItem]:
    items = [line("stats-online-line", game=game_title(g.game), rating=g.rating, place=g.place,
                  players=g.players, matches=g.matches, wins=g.wins) for g in stats.games]
    return [*(items or [MenuItem(t("stats-online-none"), "")]), MenuItem(t("ratings-rule"), "")]


def change_words(change: p.RatingChange) -> list[Utterance]:
    """One line at a rated match's end; nothing for a match that was not rated."""
    if not change.rated or change.after is None:
        return []
    if change.before is None:
        direction = "first"
    else:
        direction = ("up" if change.after > change.before
                     else "down" if change.after < change.before else "same")
    return [Utterance(t("rating-change", game=game_title(change.game), direction=direction,
                        before="none" if change.before is None else change.before,
                        after=change.after))]


class OnlineRatings:
    """The ratings' screens and questions of one :class:`OnlineLink`."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.asked_table = ""  # the table whose rating change was asked for

    def games_menu(self) -> MenuScreen:
        """Which game's leaderboard: one item a game."""
        app = self.link.app
        items = [MenuItem(t(g.title_id), f"board:{g.id}") for g in SPECS]

        def run(action: str) -> list[Utterance]:
            if action.startswith("board:"):
                self.link.send(p.AskLeaderboard(game=action.split(":", 1)[1]), AWAITED)
                return []  # the leaderboard opens when it arrives (heard)
            return app.pop()

        return MenuScreen(Menu(t("leaderboard-choose"), [*items, MenuItem(t("menu-back"), "back")]),
                          run)

    def ask_stats(self) -> list[Utterance]:
        self.link.send(p.AskStats(), AWAITED)
        return []

    def match_over(self) -> None:
        """The player's match just ended: ask once how it moved their rating."""
        link = self.link
        if (link.table_id and link.seat is not None and link.table_id != self.asked_table
                and link.game_over()):
            self.asked_table = link.table_id
            link.send(p.AskRating(table=link.table_id))

    def heard(self, message: p.Leaderboard | p.Stats | p.RatingChange) -> list[Utterance]:
        """An answer arrived: a leaderboard or the statistics open as a menu of
        lines on top of the screen, a rating change is said."""
        link = self.link
        if isinstance(message, p.RatingChange):
            return change_words(message) if message.table == self.asked_table else []
        if link.waiting_for == AWAITED:
            link.waiting_for = ""
        if isinstance(message, p.Leaderboard):
            title = t("leaderboard-title", game=game_title(message.game),
                      players=message.players)
            items = leaderboard_items(message)
        else:
            title, items = t("stats-online-title"), stats_items(message)
        app = link.app
        screen = MenuScreen(Menu(title, [*items, MenuItem(t("menu-back"), "back")]),
                            lambda action: app.pop() if action == "back" else [])
        return app.push(screen)
