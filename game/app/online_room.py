"""The app's side of the lobby as a room (docs/online.md, "The lobby as a
room"): who is online and at which table, lobby chat, private messages and
invitations, each a key away on every screen while connected (``keymap.toml``,
``[global]``).

- **Who is online** (Ctrl+I) asks the server and opens the answer as short
  lines, read with Up and Down as help is, a letter jumping to a name:
  "Bo, at <game> with Ada", "Cat, in the lobby"; a computer player named as
  the table names it, in the player's language.
- **Lobby chat** (Ctrl+Y), **a private message** (Ctrl+T: the name, then the
  line) and **an invitation** to the player's own table (Ctrl+E: the name)
  are typed in the line editor. Each is confirmed by its echo from the
  server, or by the one sentence that says why it was not sent.
- **An invitation** received is said with the key that takes it (Ctrl+J),
  which joins that table: by its id, or a private table by its code.
- **Who is online, pushed**: once connected the app asks the server to keep
  its list current (``watch-people``); an open list of who is online
  follows each change in place, silently; "Ana is online" and "Ana is no
  longer online" are said in the lobby only when the Settings menu asks for
  it (``presence_spoken``, off by default).

Others' lobby lines and private messages are chat: said, a sound only, or
kept silent as the Chat setting says (at a table after the game's words);
an invitation and the player's own echoes are always said. A line is a
Fluent argument, said as the text it is: nothing in it is read as markup.
"""

from __future__ import annotations

import itertools
from collections import deque
from typing import Any

from ..core.session import Utterance
from ..i18n import join_list, t
from ..online import protocol as p
from ..online.remote import computer_slots
from .line_edit import LineEditScreen
from .online_shell import Link
from .online_words import chat_utterance, error_words, game_title, name_fault
from .screens import TextScreen

#: The room's keys (core.commands.ROOM), answered on every screen.
Room = p.People | p.LobbyChat | p.Told | p.Invited | p.PeopleChanged
_requests = itertools.count(1)


def place_words(person: str, place: p.Place) -> str:
    """Where ``person`` is: "at <game> with Bo and Ada", "waiting at <game>"."""
    game = game_title(place.game)
    if place.private:
        return t("room-private", game=game)
    if place.watching:
        return t("room-watching", game=game)
    slots = computer_slots(place.seats)
    folded = person.casefold()
    others = [t("room-with-name", name=t("bot-name", seat=slots[n]) if n in slots else seat.name)
              for n, seat in enumerate(place.seats)
              if n in slots or (seat.name is not None and seat.name.casefold() != folded)]
    kind = "room-waiting" if place.state == "waiting" else "room-at"
    if not others:
        return t(kind, game=game)
    return t(f"{kind}-with", game=game, others=join_list(others))


def person_words(person: p.Person) -> str:
    places = [place_words(person.name, place) for place in person.places]
    return t("room-person", name=person.name,
             places=join_list(places) if places else t("room-in-lobby"))


class RoomLink:
    """The room's keys and the server's room messages, for one :class:`OnlineLink`."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.app = link.app
        self.invitation: p.Invited | None = None
        # the latest room messages sent: a refusal names one of them
        self.requests: deque[str] = deque(maxlen=256)
        #: who is online, by folded name, as the server keeps it current (None: not yet)
        self.known: dict[str, p.Person] | None = None
        self.watching = ""  # the request of the watch: a server without it refuses that
        self.list_screen: Any = None  # the list of who is online, while open

    def watch(self) -> None:
        """Ask the server to keep this client's list of who is online current
        (again after a reconnection: it is a new connection there)."""
        self.watching = self.request()
        self.link.send(p.WatchPeople(request=self.watching))

    # -- the keys -----------------------------------------------------------------------------
    def command(self, command: str) -> list[Utterance]:
        link = self.link
        if link.client is None or not link.welcomed:
            return [Utterance(t("room-offline"), interrupt=True)]
        if command == "people_online":
            link.send(p.ListPeople(), "people")
            return []
        if command == "lobby_chat":
            return self.type_line(t("room-lobby-chat-title"),
                                  lambda text, request: p.LobbySay(text=text, request=request))
        if command == "tell":
            return self.ask_name(t("room-tell-who"), self.tell_to)
        if command == "invite":
            if not link.table_id or link.table is None:
                return [Utterance(t("room-invite-no-table"), interrupt=True)]
            table_id, game = link.table_id, game_title(link.table.game_id)
            return self.ask_name(t("room-invite-who", game=game), lambda name: self.sent(
                p.Invite(to=name, table=table_id, request=self.request())))
        return self.accept()

    def accept(self) -> list[Utterance]:
        invitation = self.invitation
        if invitation is None:
            return [Utterance(t("room-no-invitation"), interrupt=True)]
        if self.link.table is not None:
            key = self.app.keymap.first_label("accept_invitation")
            return [Utterance(t("room-leave-first", key=key), interrupt=True)]
        self.invitation = None
        return self.link.join(table=invitation.table, code=invitation.code)

    def request(self) -> str:
        request = f"room{next(_requests)}"
        self.requests.append(request)
        return request

    def sent(self, message: p.LobbySay | p.Tell | p.Invite) -> list[Utterance]:
        """``message`` on its way: its echo (or its refusal) says it, once."""
        self.link.send(message, "room")
        if self.link.client is not None and self.link.client.state != "online":
            return [Utterance(t("chat-queued"), interrupt=True)]
        return []

    def ask_name(self, title: str, then: Any) -> list[Utterance]:
        """A player's name typed in the line editor; ``then`` goes on with it."""
        def accept(name: str) -> list[Utterance]:
            if not name:
                self.app.pop()
                return self.app.screen.opening()
            if name_fault(name) is not None:
                return [Utterance(error_words("bad-name"), interrupt=True)]
            self.app.pop()
            result: list[Utterance] = then(name)
            return result

        return self.app.push(LineEditScreen(title, accept, self.app.pop, limit=p.NAME_LENGTH))

    def tell_to(self, name: str) -> list[Utterance]:
        return self.type_line(t("room-tell-title", name=name),
                              lambda text, request: p.Tell(to=name, text=text, request=request))

    def type_line(self, title: str, message: Any) -> list[Utterance]:
        """A line typed in the line editor, sent as ``message(text, request)``."""
        def send(text: str) -> list[Utterance]:
            self.app.pop()
            if not text:
                return [Utterance(t("chat-empty"), interrupt=True)]
            return self.sent(message(text, self.request()))

        return self.app.push(LineEditScreen(title, send, self.app.pop, limit=p.CHAT_LENGTH))

    # -- what the server sent ---------------------------------------------------------------------
    def takes(self, item: object) -> bool:
        """Whether ``item`` is the room's: one of its messages, or a refusal of one."""
        if isinstance(item, p.Error):
            return item.request is not None and item.request in self.requests
        return isinstance(item, p.People | p.LobbyChat | p.Told | p.Invited | p.PeopleChanged)

    def words(self, item: object) -> list[Utterance]:
        """The words for an item :meth:`takes`."""
        assert isinstance(item, Room | p.Error)
        link = self.link
        if isinstance(item, p.PeopleChanged):
            return self.changed(item)
        if isinstance(item, p.Error) and item.request == self.watching:
            return []  # a server that pushes nobody: the key still asks it
        if link.waiting_for in ("people", "room"):
            link.waiting_for = ""
        me = (link.client.name if link.client is not None else "").casefold()
        if isinstance(item, p.Error):
            assert item.request is not None
            if item.code == "not-online":
                text = t("room-not-online", name=str(item.args.get("name", "")))
            else:
                text = t("room-refused", code=item.code)
            return [Utterance(text, interrupt=True, cue="invalid")]
        if isinstance(item, p.People):
            return self.people(item, me)
        own = item.name.casefold() == me
        if isinstance(item, p.Invited):
            game = game_title(item.game)
            if own:
                return [Utterance(self.kept(t("room-invited-own", name=item.to, game=game)),
                                  cue="chat")]
            self.invitation = item
            key = self.app.keymap.first_label("accept_invitation")
            return [Utterance(self.kept(t("room-invited", name=item.name, game=game, key=key)),
                              cue="chat")]
        if isinstance(item, p.LobbyChat):
            text = (t("room-lobby-chat-own", text=item.text) if own
                    else t("room-lobby-chat", name=item.name, text=item.text))
        else:
            text = (t("room-told-own", name=item.to, text=item.text) if own
                    else t("room-told", name=item.name, text=item.text))
        self.kept(text)
        if own:
            return [Utterance(text, cue="chat")]
        return [chat_utterance(Utterance(text), self.app.settings.chat)]

    def kept(self, text: str) -> str:
        """``text`` in the table's history too, when the player is at one (as
        the table's chat is: comma finds it again)."""
        table = self.link.table
        if table is not None and table.session is not None:
            table.session.history.add(text)
        return text

    def people(self, answer: p.People, me: str) -> list[Utterance]:
        """Who is online, as a page of short lines (the player not among them)."""
        if self.known is not None:  # the freshest list there is
            self.known = {person.name.casefold(): person for person in answer.people}
        others = [person_words(person) for person in answer.people
                  if person.name.casefold() != me]
        if not others:
            return [Utterance(t("room-nobody"), interrupt=True)]
        screen = TextScreen(t("room-people-title", count=len(others)), others, self.app.pop)
        self.list_screen = screen
        return self.app.push(screen)

    def changed(self, item: p.PeopleChanged) -> list[Utterance]:
        """A change of who is online: the list kept, an open list of it
        redrawn in place, and, when the setting asks, who came and went said."""
        before = self.known
        known = {} if item.full or before is None else dict(before)
        for name in item.went:
            known.pop(name.casefold(), None)
        for person in item.came:
            known[person.name.casefold()] = person
        self.known = known
        client = self.link.client
        me = (client.name if client is not None else "").casefold()
        self.redraw(me)
        if item.full or before is None or not self.app.settings.presence_spoken:
            return []
        if self.link.table is not None:
            return []  # the game's words are the player's there
        said = [t("room-came-online", name=person.name) for person in item.came
                if person.name.casefold() not in before and person.name.casefold() != me]
        said += [t("room-went-offline", name=before[name.casefold()].name) for name in item.went
                 if name.casefold() in before and name.casefold() != me]
        return [Utterance(text) for text in said]

    def redraw(self, me: str) -> None:
        """The open list of who is online, as it is now (the line read stays put)."""
        screen = self.list_screen
        if screen is None or screen not in self.app.stack or self.known is None:
            self.list_screen = None
            return
        lines = [person_words(person) for person in
                 sorted(self.known.values(), key=lambda person: person.name.casefold())
                 if person.name.casefold() != me]
        if not lines:
            return  # an empty list stays as it was read: the player goes back from it
        here = screen.text_lines[screen.index]
        screen.text_lines = lines
        screen.index = lines.index(here) if here in lines else min(screen.index, len(lines) - 1)
        screen.title = t("room-people-title", count=len(lines))
