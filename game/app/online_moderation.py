"""Moderation online, as the player hears it and acts on it.

Every player: "Mute or report a player" and "Players I muted" in the lobby,
and at a table the players key (Shift+I) or the waiting screen's item: a
player at the table, then mute their messages for me, hear them again,
report them to the operators (a reason typed; the last line they said at
the table goes with it), and for the table's creator while it waits,
remove them. A server operator (an account named at ``parlour serve
--admin``) also gets the lobby's Operator menu: the reports, newest first
(Enter on one acts on the player reported), and a player by name: mute,
unmute, ban, lift the ban, remove from their table.

The app learns whether the player is an operator by asking for the
reports once, on connecting: the answer (the reports, or "not an
operator") is not said. Every action's answer is one sentence
(``moderation-done``); what touches the player (``moderation-you``) and
what happens at their table (``moderation-table``) is said as it comes.
"""

from __future__ import annotations

import time
from typing import Any

from ..core.session import Utterance
from ..i18n import t
from ..online import protocol as p
from .line_edit import LineEditScreen
from .menu import Menu, MenuItem
from .online_shell import Link
from .online_words import MODERATION_CODES, error_words, name_fault
from .screens import MenuScreen

#: what a key script waits for after asking (OnlineLink.waiting_for)
AWAITED = "moderation"
#: the lobby's items of moderation (OnlineMenus.lobby_run hands them here)
LOBBY_ACTIONS = ("players", "muted", "operator")


def ago_words(at: int, now: float) -> str:
    """How long ago a report was made, as a player says it."""
    minutes = max(0, int(now - at) // 60)
    if minutes < 60:
        return t("moderation-ago", unit="minutes", count=minutes)
    hours = minutes // 60
    if hours < 48:
        return t("moderation-ago", unit="hours", count=hours)
    return t("moderation-ago", unit="days", count=hours // 24)


class OnlineModeration:
    """The moderation screens and answers of one :class:`OnlineLink`."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.operator = False  # the server answered the reports: an operator
        self.probing = False  # the reports asked once on connecting, to learn that
        self.last_said: dict[str, str] = {}  # a player's (folded name) last chat line

    # -- what arrives --------------------------------------------------------------------
    def probe(self) -> None:
        """On connecting: whether this player is one of the server's operators."""
        self.operator = False
        self.probing = True
        self.link.send(p.AskReports(), AWAITED)  # a key script waits for the menu it makes

    def takes(self, item: Any) -> bool:
        """Whether ``item`` (from the connection) is moderation's to say."""
        if isinstance(item, p.Chat):  # kept for a report's quote, then the table's as ever
            self.last_said[item.name.casefold()] = item.text
            return False
        if isinstance(item, p.Moderated | p.Reports | p.MutedList):
            return True
        if self.probing and isinstance(item, p.Error) and item.code in ("not-operator",
                                                                        "unknown-type"):
            return True  # not an operator (or a server without moderation): nothing said
        # A muted chat line is the table's to say (it counts the lines it sent).
        return (isinstance(item, p.Error) and self.link.welcomed and item.request is None
                and item.code in MODERATION_CODES and item.code != "muted")

    def heard(self, item: Any) -> list[Utterance]:
        link = self.link
        if link.waiting_for == AWAITED:
            link.waiting_for = ""
        if self.probing and isinstance(item, p.Error | p.Reports):
            self.probing = False
            self.operator = isinstance(item, p.Reports)
            if self.operator:
                link.screens.refresh_lobby()  # the Operator item appears
            return []
        if isinstance(item, p.Error):
            return [Utterance(error_words(item.code, item.args), interrupt=True)]
        if isinstance(item, p.Reports):
            return link.app.push(self.reports_menu(item))
        if isinstance(item, p.MutedList):
            return link.app.push(self.muted_menu(item))
        return self.notice(item)

    def notice(self, item: p.Moderated) -> list[Utterance]:
        link = self.link
        by = item.by or "none"
        if item.to == "actor":
            return [Utterance(t("moderation-done", action=item.action, name=item.name),
                              interrupt=True)]
        if item.to == "operator":
            return [Utterance(t("moderation-reported", by=item.by, name=item.name))]
        if item.to == "table":
            table = link.table
            seat = "free" if table is not None and table.state == "waiting" else "computer"
            text = t("moderation-table", action=item.action, name=item.name, by=by, seat=seat)
            if table is not None and table.session is not None:
                table.session.history.add(text)
            return [Utterance(text)]
        text = t("moderation-you", action=item.action, by=by)
        if item.table and item.table == link.table_id:
            # Out of the table: the server has let go of the seat, so no leave is sent.
            link.app.say([Utterance(text, interrupt=True, cue="invalid")])
            link.table_lost = True
            return link.leave_table(said=False)
        return [Utterance(text, interrupt=True, cue="invalid")]

    # -- the lobby -----------------------------------------------------------------------
    def lobby_items(self) -> list[MenuItem]:
        items = [MenuItem(t("lobby-players"), "players"), MenuItem(t("lobby-muted"), "muted")]
        if self.operator:
            items.append(MenuItem(t("lobby-operator"), "operator"))
        return items

    def run(self, action: str) -> list[Utterance]:
        app = self.link.app
        if action == "players":
            return self.ask_name(lambda name: self.player_menu(name, ""))
        if action == "muted":
            self.link.send(p.AskMuted(), AWAITED)
            return []
        if action == "operator":
            return app.push(self.operator_menu())
        return []

    def ask_name(self, then: Any) -> list[Utterance]:
        """A player's name typed, checked as the server checks names, then ``then(name)``."""
        app = self.link.app

        def accept(name: str) -> list[Utterance]:
            name = name.strip()
            if not name:
                return app.pop()
            fault = name_fault(name)
            if fault is not None:
                return [Utterance(error_words(fault), interrupt=True)]
            app.pop()
            return app.push(then(name))

        return app.push(LineEditScreen(t("players-name-title"), accept, app.pop,
                                       limit=p.NAME_LENGTH))

    def player_menu(self, name: str, table_id: str, removable: bool = False) -> MenuScreen:
        """What the player may do about ``name``: mute for me, hear again,
        report; remove them (the creator of a waiting table)."""
        app = self.link.app
        items = [MenuItem(t("player-mute"), "mute"), MenuItem(t("player-unmute"), "unmute"),
                 MenuItem(t("player-report"), "report")]
        if removable:
            items.append(MenuItem(t("player-remove"), "remove"))

        def run(action: str) -> list[Utterance]:
            if action == "back":
                return app.pop()
            app.pop()
            if action in ("mute", "unmute"):
                self.link.send(p.MutePlayer(name=name, muted=action == "mute"), AWAITED)
            elif action == "remove":
                self.link.send(p.Moderate(action="remove", name=name, table=table_id), AWAITED)
            elif action == "report":
                return self.ask_reason(name, table_id)
            return []

        return MenuScreen(Menu(t("players-title", name=name),
                               [*items, MenuItem(t("menu-back"), "back")]), run)

    def ask_reason(self, name: str, table_id: str) -> list[Utterance]:
        app = self.link.app

        def accept(reason: str) -> list[Utterance]:
            app.pop()
            if not reason.strip():
                return [Utterance(t("report-empty"), interrupt=True)]
            quote = self.last_said.get(name.casefold(), "") if table_id else ""
            self.link.send(p.Report(name=name, reason=reason, table=table_id, quote=quote),
                           AWAITED)
            return []

        return app.push(LineEditScreen(t("report-title", name=name), accept, app.pop,
                                       limit=p.REPORT_LENGTH))

    def muted_menu(self, muted: p.MutedList) -> MenuScreen:
        """The names the player muted: Enter hears one again."""
        app = self.link.app
        items = [MenuItem(name, f"unmute:{name}") for name in muted.names]

        def run(action: str) -> list[Utterance]:
            app.pop()
            if action.startswith("unmute:"):
                self.link.send(p.MutePlayer(name=action.split(":", 1)[1], muted=False),
                               AWAITED)
            return []

        title = t("muted-title") if items else t("muted-none")
        return MenuScreen(Menu(title, [*items, MenuItem(t("menu-back"), "back")]), run)

    # -- at the table ----------------------------------------------------------------------
    def table_players(self) -> list[Utterance]:
        """The players key: the people at the table but the player, one to act on."""
        link = self.link
        table = link.table
        app = link.app
        if table is None:
            return [Utterance(t("online-only"), interrupt=True)]
        me = (link.client.name if link.client is not None else "") or ""
        names = [s.name for s in table.seats
                 if s.kind == "person" and s.name and s.name.casefold() != me.casefold()]
        if not names:
            return [Utterance(t("players-none"), interrupt=True)]
        people = [s for s in table.seats if s.kind == "person"]
        removable = (table.state == "waiting" and bool(people)
                     and (people[0].name or "").casefold() == me.casefold())

        def run(action: str) -> list[Utterance]:
            if action == "back":
                return app.pop()
            app.pop()
            return app.push(self.player_menu(action.split(":", 1)[1], link.table_id,
                                             removable))

        items = [MenuItem(name, f"player:{name}") for name in names]
        return app.push(MenuScreen(Menu(t("players-choose"),
                                        [*items, MenuItem(t("menu-back"), "back")]), run))

    # -- an operator's ---------------------------------------------------------------------
    def operator_menu(self) -> MenuScreen:
        app = self.link.app
        items = [MenuItem(t("operator-reports"), "reports"),
                 MenuItem(t("operator-player"), "player"), MenuItem(t("menu-back"), "back")]

        def run(action: str) -> list[Utterance]:
            if action == "reports":
                self.link.send(p.AskReports(), AWAITED)
                return []
            if action == "player":
                return self.ask_name(lambda name: self.operator_actions(name, ""))
            return app.pop()

        return MenuScreen(Menu(t("operator-title"), items), run)

    def reports_menu(self, reports: p.Reports) -> MenuScreen:
        """The reports, newest first (Enter: act on the player reported), then
        who is banned and who is muted (Enter: act on them)."""
        app = self.link.app
        now = time.time()
        items = [MenuItem(t("report-line", by=r.by, about=r.about, ago=ago_words(r.at, now),
                            reason=r.reason, quote=r.quote or "none"),
                          f"act:{r.about}:{r.table}") for r in reports.reports]
        items += [MenuItem(t("report-banned", names=name), f"act:{name}:")
                  for name in reports.banned]
        items += [MenuItem(t("report-muted", names=name), f"act:{name}:")
                  for name in reports.muted]

        def run(action: str) -> list[Utterance]:
            if action.startswith("act:"):
                _, name, table_id = action.split(":", 2)
                return app.push(self.operator_actions(name, table_id))
            return app.pop()

        return MenuScreen(Menu(t("reports-title", count=len(reports.reports)),
                               [*items, MenuItem(t("menu-back"), "back")]), run)

    def operator_actions(self, name: str, table_id: str) -> MenuScreen:
        """An operator's actions on ``name``; a removal from ``table_id``, or
        from the open table the lobby lists them at."""
        app = self.link.app
        actions: tuple[p.OperatorAction, ...] = ("mute", "unmute", "ban", "unban", "remove",
                                                 "ban-address", "unban-address")
        items = [MenuItem(t(f"operator-{action}"), action) for action in actions]

        def run(action: str) -> list[Utterance]:
            app.pop()
            if action not in actions:
                return []
            table = table_id
            if action == "remove" and not table:
                table = next((tb.table for tb in self.link.lobby_tables
                              if any((s.name or "").casefold() == name.casefold()
                                     for s in tb.seats if s.kind == "person")), "")
                if not table:
                    return [Utterance(t("operator-not-seated", name=name), interrupt=True)]
            self.link.send(p.Moderate(action=action, name=name,
                                      table=table if action == "remove" else ""), AWAITED)
            return []

        return MenuScreen(Menu(t("operator-actions", name=name),
                               [*items, MenuItem(t("menu-back"), "back")]), run)
