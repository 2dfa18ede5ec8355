"""The protocol's messages around the tables, both ways: accounts
(game/server/accounts.py), ratings (ratings.py), playing again (rematch.py),
the lobby as a room (room.py) and moderation (moderation.py). Kept apart from
:mod:`game.online.protocol`, which reads them into its unions and names them
again, so that neither file grows past a sitting's read."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from .message_base import (
    Message,
    Name,
    Request,
    SeatInfo,
    TableId,
    Token,
)

# -- accounts (game/server/accounts.py): a name with a password ---------------------------
#: A new password's length, in characters: long enough that ten tries a
#: minute find none, short enough to type by ear.
PASSWORD_MIN = 8
PASSWORD_MAX = 128
NewPassword = Annotated[str, msgspec.Meta(min_length=PASSWORD_MIN, max_length=PASSWORD_MAX)]
#: a password said to sign in: any length up to the longest (checked, not judged)
GivenPassword = Annotated[str, msgspec.Meta(min_length=1, max_length=PASSWORD_MAX)]


class Register(Message, tag="register"):
    """A new account: ``name`` kept with ``password``; answered by ``welcome``.
    With the ``token`` of that name's guest (this computer's key), the guest's
    name becomes the account, its seats with it."""

    name: Name
    password: NewPassword
    token: Token | None = None


class SignIn(Message, tag="sign-in"):
    """Sign in from any computer; ``welcome`` gives the account's token."""

    name: Name
    password: GivenPassword


class ChangePassword(Message, tag="change-password"):
    """After welcome: ``old`` (ignored for a guest, who sets a first one) to ``new``."""

    new: NewPassword
    old: Annotated[str, msgspec.Meta(max_length=PASSWORD_MAX)] = ""


#: the messages of accounts (game/server/accounts.py)
AccountMessage = Register | SignIn | ChangePassword


# -- ratings (game/server/ratings.py) -------------------------------------------------
GameId = Annotated[str, msgspec.Meta(max_length=32)]


class AskLeaderboard(Message, tag="ask-leaderboard"):
    """The leaderboard of ``game``: its best rated players, and the asker's place."""

    game: GameId


class AskStats(Message, tag="ask-stats"):
    """"My statistics": the asker's rating, matches and wins at each game."""


class AskRating(Message, tag="ask-rating"):
    """How the rated match at ``table`` moved the asker's rating."""

    table: TableId


# -- playing again (game/server/rematch.py) -----------------------------------------------
class Rematch(Message, tag="rematch"):
    """"Play again at this table": the yes of the sender's seat at finished
    ``table`` (leaving the table is the no). See :class:`RematchNews`."""

    table: TableId



# -- the lobby as a room (game/server/room.py) ---------------------------------------
class ListPeople(Message, tag="list-people"):
    """Ask who is online, and at which table each one is (:class:`People`)."""


class LobbySay(Message, tag="lobby-say"):
    """A chat line for everyone in the lobby (checked as :class:`Say`'s)."""

    text: Annotated[str, msgspec.Meta(max_length=4 * 300)]
    request: Request | None = None  # named by a refusal, so the client knows what it answers


class Tell(Message, tag="tell"):
    """A private message to the player named ``to``, wherever they are."""

    to: Name
    text: Annotated[str, msgspec.Meta(max_length=4 * 300)]
    request: Request | None = None


class Invite(Message, tag="invite"):
    """An invitation to ``table`` (one the sender is at) for the player named ``to``."""

    to: Name
    table: TableId
    request: Request | None = None


# -- moderation (game/server/moderation.py) ---------------------------------------------
#: a report's reason, in characters once stripped (one short sentence typed)
REPORT_LENGTH = 200
OperatorAction = Literal["mute", "unmute", "ban", "unban", "remove",
                         # the address the player last connected from (never sent)
                         "ban-address", "unban-address"]
#: what a :class:`Moderated` tells of: an operator's action, a player's own mute, a report
ModeratedAction = Literal["mute", "unmute", "ban", "unban", "remove", "mute-player",
                          "unmute-player", "report", "ban-address", "unban-address"]


class Moderate(Message, tag="moderate"):
    """A server operator's action on the player named ``name``: mute or ban
    them (and undo it), or ``remove`` them from ``table`` (a computer player
    takes the seat). The creator of a waiting ``table`` may ``remove`` too:
    the seat is free again."""

    action: OperatorAction
    name: Name
    table: TableId = ""


class MutePlayer(Message, tag="mute-player"):
    """For the sender alone: ``name``'s chat lines no longer reach them
    (``muted`` False: they do again). Kept with the sender's token."""

    name: Name
    muted: bool = True


class Report(Message, tag="report"):
    """A report to the operators about ``name``: the ``reason`` typed (1 to
    :data:`REPORT_LENGTH` characters), the ``quote`` of their chat line
    reported, if any, and the ``table`` it was said at."""

    name: Name
    reason: Annotated[str, msgspec.Meta(max_length=4 * REPORT_LENGTH)]
    table: TableId = ""
    quote: Annotated[str, msgspec.Meta(max_length=4 * 300)] = ""


class AskReports(Message, tag="ask-reports"):
    """An operator's: the latest reports, and the names banned and muted."""


class AskMuted(Message, tag="ask-muted"):
    """The names whose chat the sender muted for themselves."""


#: the messages of moderation (game/server/moderation.py)
ModerationMessage = Moderate | MutePlayer | Report | AskReports | AskMuted


# -- server to client, around the tables --------------------------------------------
class PasswordChanged(Message, tag="password-changed"):
    """The answer to ``change-password``: the new password holds from now on,
    and ``token`` is the account's new key (the old one is refused from now
    on: ``key-replaced``; empty only from a server before keys were replaced)."""

    token: str = ""


class Ranked(msgspec.Struct, forbid_unknown_fields=True):
    """One player's line of a leaderboard: the place (equal ratings share
    one), the name, the shown rating (``mu - 3 sigma``, rounded), matches, wins."""

    place: int
    name: str
    rating: int
    matches: int
    wins: int


class Leaderboard(Message, tag="leaderboard"):
    """The answer to :class:`AskLeaderboard`: the best ``top`` (at most
    :data:`LEADERBOARD_TOP`), the asker's own line (None: not rated at the
    game yet), and how many players are rated at it."""

    game: str
    top: list[Ranked]
    you: Ranked | None
    players: int


class GameStats(msgspec.Struct, forbid_unknown_fields=True):
    """The asker's line of one game: place of ``players``, shown rating, matches, wins."""

    game: str
    place: int
    players: int
    rating: int
    matches: int
    wins: int


class Stats(Message, tag="stats"):
    """The answer to :class:`AskStats`: one line per game the asker was rated at."""

    games: list[GameStats]


class RatingChange(Message, tag="rating-change"):
    """The answer to :class:`AskRating`: the shown rating before (None: the
    first rated match at the game) and after; ``rated`` False (and no
    numbers) if the match was not rated for the asker."""

    table: str
    game: str = ""
    rated: bool = False
    before: int | None = None
    after: int | None = None


class Moderated(Message, tag="moderated"):
    """A moderation action (``action``) about the player ``name``, said to
    the one who made it (``to`` "actor"), to the one it touches ("target"),
    to everyone else at the ``table`` of a removal or a ban ("table"), and
    a report to the operators connected ("operator"). ``by``: the table's
    creator who removed someone from a waiting table, or the reporter
    (empty: a server operator, who is not named)."""

    action: ModeratedAction
    name: str
    to: Literal["actor", "target", "table", "operator"]
    by: str = ""
    table: str = ""


class ReportInfo(msgspec.Struct, forbid_unknown_fields=True):
    """One report, as an operator reads it: its number, when (Unix seconds),
    by whom, about whom, at which table, the line quoted and the reason."""

    n: int
    at: int
    by: str
    about: str
    table: str
    quote: str
    reason: str


class Reports(Message, tag="reports"):
    """The answer to :class:`AskReports`: the latest reports, newest first
    (at most :data:`REPORTS_SHOWN`), and the names banned and muted."""

    reports: list[ReportInfo]
    banned: list[str]
    muted: list[str]


class MutedList(Message, tag="muted-list"):
    """The answer to :class:`AskMuted`: the names the asker muted."""

    names: list[str]


#: the most players a leaderboard lists
LEADERBOARD_TOP = 20


#: A seat's answer to "Play again at this table": said yes, not yet, left the
#: table (the no); None: a computer player's seat, not asked.
RematchAnswer = Literal["yes", "waiting", "left"] | None


class RematchNews(Message, tag="rematch-news"):
    """Who plays again after the game at finished ``table``: each seat's
    answer; ``wait_left`` the seconds the others are waited for once someone
    said yes (None: nobody did yet, or the new table is made). Once everyone
    answered or the wait ran out, ``new_table`` is the new table's id, and
    ``code`` a private one's join code (sent only to those seated there)."""

    table: str
    answers: list[RematchAnswer]
    wait_left: float | None = None
    new_table: str | None = None
    code: str | None = None


class Place(msgspec.Struct, forbid_unknown_fields=True):
    """A table a person online is at: its game, its seats (none at a private
    table: who plays there is not for everyone to know), its state, and
    whether the person only watches it."""

    game: str
    state: Literal["waiting", "playing", "paused", "over"]
    seats: list[SeatInfo] = []
    private: bool = False
    watching: bool = False


class Person(msgspec.Struct, forbid_unknown_fields=True):
    """Someone online (any of their connections), and the tables they are at."""

    name: str
    places: list[Place] = []


class People(Message, tag="people"):
    """Who is online, in every server's lobby: the answer to :class:`ListPeople`."""

    people: list[Person]


class LobbyChat(Message, tag="lobby-chat"):
    """A line said in the lobby by ``name``; its sender gets it too (the echo confirms it)."""

    name: str
    text: str


class Told(Message, tag="told"):
    """A private message from ``name`` to ``to``, sent to both (the sender's echo)."""

    name: str
    to: str
    text: str


class Invited(Message, tag="invited"):
    """``name`` invites ``to`` to a table of ``game``: joined by ``table`` (an open
    one) or ``code`` (a private one). Sent to both (the inviter's echo)."""

    name: str
    to: str
    game: str
    table: str = ""
    code: str = ""


#: the most reports an operator is sent at once
REPORTS_SHOWN = 50


# -- back to one's own tables (game/server/my_tables.py) ---------------------------------
class AskMyTables(Message, tag="ask-my-tables"):
    """After welcome: the unfinished tables where the asker's token holds a
    seat, private ones too (a player signed in on a new computer finds them)."""


class SeatedTable(msgspec.Struct, forbid_unknown_fields=True):
    """An unfinished table the asker sits at: its game, the asker's ``seat``,
    every seat's name and kind (as the lobby lists them, without who is
    away: a table another server owns is read from the store), whether it
    waits for players or is under way, and whose turn it is. ``code`` is
    the table's join code when it is private (the asker's own table: join
    by it to sit again); an open one is joined by ``table``."""

    table: str
    game: str
    seat: int
    seats: list[SeatInfo]
    state: Literal["waiting", "playing"]
    turn: int | None = None
    code: str | None = None


class MyTables(Message, tag="my-tables"):
    """The answer to :class:`AskMyTables`, oldest table first (none: an empty list)."""

    tables: list[SeatedTable]


class WatchPeople(Message, tag="watch-people"):
    """Keep this client's list of who is online current (``on`` False: no
    more): answered by :class:`PeopleChanged`, the whole list at once and
    then each change, while the client is in the lobby (at no table)."""

    on: bool = True
    request: Request | None = None  # a server that does not know it names it in its refusal


class PeopleChanged(Message, tag="people-changed"):
    """Who is online, kept current for a client that watches: ``full``, the
    whole list in ``came`` (the first answer, and on coming back to the
    lobby from a table); else ``came``, each person who came online or whose
    tables changed (sat down, left), and ``went``, the names gone offline."""

    came: list[Person]
    went: list[str] = []
    full: bool = False

