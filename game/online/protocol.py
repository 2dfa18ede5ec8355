"""The online protocol: every message, in both directions, and its checks.

One JSON object per websocket message, each with a ``type`` and the
protocol version ``v``. The messages are :mod:`msgspec` structs tagged by
``type``; :func:`read_client` turns a client's text into one of them or an
:class:`Error` naming the first fault by code (``malformed``, ``unknown-type``,
``version``, ``bad-name``, ``invalid``). Codes only: each client says them
in its own language. ``docs/online.md`` describes each message.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

import msgspec

VERSION = 1
Version = Literal[1]

#: The largest message a client may send, in bytes (websockets' max_size).
MAX_MESSAGE = 64 * 1024
NAME_LENGTH = 24
#: Turn timers: the shortest and longest a table may set, and an open table's
#: default (a screen reader user reads a hand and the table before moving).
MIN_TURN_SECONDS = 5
MAX_TURN_SECONDS = 3600
OPEN_TURN_SECONDS = 90

#: Letters and digits of any script, words parted by single spaces.
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_LENGTH,
                                   pattern=r"^[^\W_]+( [^\W_]+)*$")]
Token = Annotated[str, msgspec.Meta(min_length=8, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
TableId = Annotated[str, msgspec.Meta(max_length=16, pattern=r"^[A-Za-z0-9]*$")]
REQUEST_LENGTH = 64
Request = Annotated[str, msgspec.Meta(min_length=1, max_length=REQUEST_LENGTH)]
EventNumber = Annotated[int, msgspec.Meta(ge=0)]
Level = Literal["easy", "normal", "hard", "expert"]
Json = Any


class Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    v: Version = 1


# -- client to server ---------------------------------------------------------------
class Hello(Message, tag="hello"):
    """First message: who this is. A known ``token`` keeps the name it had."""

    name: Name
    token: Token | None = None


class ListTables(Message, tag="list"):
    """Ask for the lobby: the open tables."""


class SeatPlan(msgspec.Struct, forbid_unknown_fields=True):
    """One seat of a new table: a person, or a computer player of a level."""

    kind: Literal["person", "computer"]
    level: Level | None = None


class CreateTable(Message, tag="create"):
    """A new table; its creator takes the first person seat."""

    game: Annotated[str, msgspec.Meta(max_length=32)]
    seats: Annotated[list[SeatPlan], msgspec.Meta(min_length=1, max_length=8)]
    options: dict[Annotated[str, msgspec.Meta(max_length=40)], bool | int] = {}
    private: bool = False
    #: seconds a person has for a turn before a computer player moves for
    #: them: 0 none; None the default (none at a private table, else
    #: :data:`OPEN_TURN_SECONDS`)
    turn_seconds: Annotated[int, msgspec.Meta(ge=0, le=MAX_TURN_SECONDS)] | None = None


class Join(Message, tag="join"):
    """Sit at a table (an open one by id, a private one by its code) or watch it."""

    table: TableId = ""
    code: Annotated[str, msgspec.Meta(max_length=12)] = ""
    spectator: bool = False


class Leave(Message, tag="leave"):
    table: TableId


class Move(Message, tag="move"):
    """A move (``game.online.wire``), made on the state after event ``based_on``."""

    table: TableId
    move: dict[str, Json]
    based_on: EventNumber
    request: Request


class Resume(Message, tag="resume"):
    """Back after a drop: the seat of ``token`` at ``table``, and every event after ``last``."""

    token: Token
    table: TableId
    last: EventNumber


class Since(Message, tag="since"):
    """Every event of ``table`` after number ``last``."""

    table: TableId
    last: EventNumber


class Say(Message, tag="say"):
    """A chat line for everyone at ``table`` (checked by :func:`chat_fault`)."""

    # Generous before stripping; :data:`CHAT_LENGTH` applies to the stripped text.
    table: TableId
    text: Annotated[str, msgspec.Meta(max_length=4 * 300)]


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
OperatorAction = Literal["mute", "unmute", "ban", "unban", "remove"]
#: what a :class:`Moderated` tells of: an operator's action, a player's own mute, a report
ModeratedAction = Literal["mute", "unmute", "ban", "unban", "remove", "mute-player",
                          "unmute-player", "report"]


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

ClientMessage = (Hello | ListTables | CreateTable | Join | Leave | Move | Resume | Since | Say
                 | Register | SignIn | ChangePassword | AskLeaderboard | AskStats | AskRating
                 | Rematch | ListPeople | LobbySay | Tell | Invite
                 | Moderate | MutePlayer | Report | AskReports | AskMuted)


# -- server to client ---------------------------------------------------------------
class Welcome(Message, tag="welcome"):
    """The answer to hello (and to resume): the name, and the token to keep."""

    name: str
    token: str


class SeatInfo(msgspec.Struct):
    name: str | None  # None: a person seat nobody has taken yet
    kind: Literal["person", "computer"]
    level: Level | None = None
    away: bool = False  # a person whose connection is gone
    standing_in: bool = False  # a computer player plays for that person meanwhile
    #: the person left the table by choice (a computer player plays for them),
    #: not dropped; a client that does not know the field reads it as away
    left: bool = False


class TableInfo(msgspec.Struct):
    table: str
    game: str
    options: dict[str, bool | int]
    seats: list[SeatInfo]
    state: Literal["waiting", "playing", "paused", "over"]
    turn_seconds: int = 0  # the table's turn timer (0: none)


class Lobby(Message, tag="lobby"):
    tables: list[TableInfo]


class Joined(Message, tag="joined"):
    """Seated (``seat``) or watching (``seat`` None); ``code`` joins a private table."""

    table: str
    seat: int | None
    code: str | None = None


class Left(Message, tag="left"):
    table: str


class Snapshot(Message, tag="snapshot"):
    """The table as one seat (or a spectator) may know it after event ``event``."""

    table: str
    game: str
    seat: int | None
    view: dict[str, Json]
    legal: list[dict[str, Json]]
    seats: list[SeatInfo]
    state: Literal["waiting", "playing", "paused", "over"]
    event: int
    #: the table's options: the rules the seat's moves are judged by
    options: dict[str, bool | int] = {}
    #: seconds left of the turn timer of the person to move (None: no timer runs)
    turn_left: float | None = None


class EventMessage(Message, tag="event"):
    """Event number ``n`` of the table, as the receiving seat may see it."""

    table: str
    n: int
    event: dict[str, Json]


class Moved(Message, tag="moved"):
    """A move accepted: its request and the number of its first event."""

    request: str
    event: int


class TimeUp(Message, tag="time-up"):
    """The turn timer of the person at ``seat`` ran out: a computer player
    makes this one move for them."""

    table: str
    seat: int


class Error(Message, tag="error"):
    """A refusal, by code (an engine's refusal code, or one of :data:`CODES`)."""

    code: str
    args: dict[str, Json] = {}
    request: str | None = None


class Chat(Message, tag="chat"):
    """A chat line said at ``table`` by ``name`` (``seat`` None: a spectator). Not an
    event: not numbered, not logged, not stored; the sender gets it too."""

    table: str
    seat: int | None
    name: str
    text: str


class PasswordChanged(Message, tag="password-changed"):
    """The answer to ``change-password``: the new password holds from now on."""


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


ServerMessage = (Welcome | Lobby | Joined | Left | Snapshot | EventMessage | Moved | Error
                 | Chat | TimeUp | PasswordChanged | Leaderboard | Stats | RatingChange
                 | RematchNews | People | LobbyChat | Told | Invited
                 | Moderated | Reports | MutedList)
#: the most reports an operator is sent at once
REPORTS_SHOWN = 50

#: Every refusal code of the protocol and the server (an engine adds its own).
CODES = (
    "malformed", "unknown-type", "version", "invalid", "bad-name", "name-taken",
    "hello-first", "rate-limit", "no-table", "table-full", "not-seated", "bad-game",
    "bad-options", "bad-seats", "bad-token", "stale", "not-your-turn", "bad-move",
    "waiting", "game-over", "bad-timer", "has-waiting-table", "table-limit", "chat-limit",
    # accounts (game/server/accounts.py)
    "bad-password", "sign-in-failed", "wrong-password", "password-wait", "account-needed",
    "has-account",
    "not-over",
    "not-online",
    # moderation (game/server/moderation.py)
    "not-operator", "no-player", "banned", "muted", "not-creator", "removed", "not-at-table",
    "yourself", "bad-report",
)

#: The longest chat line, in characters, after stripping the spaces around it.
CHAT_LENGTH = 300

_CLIENT_TYPES = {"hello", "list", "create", "join", "leave", "move", "resume", "since", "say",
                 "register", "sign-in", "change-password"}
_CLIENT_TYPES |= {"ask-leaderboard", "ask-stats", "ask-rating"}  # ratings (server/ratings.py)
_CLIENT_TYPES |= {"rematch"}  # playing again (server/rematch.py)
_CLIENT_TYPES |= {"list-people", "lobby-say", "tell", "invite"}  # the room (server/room.py)
_CLIENT_TYPES |= {"moderate", "mute-player", "report", "ask-reports", "ask-muted"}  # moderation
_client_decoder = msgspec.json.Decoder(ClientMessage)
_any_decoder = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder()


def read_client(text: str | bytes) -> ClientMessage | Error:
    """A client's message, or the :class:`Error` that refuses it."""
    try:
        raw = _any_decoder.decode(text)
    except (msgspec.DecodeError, RecursionError):
        # Nested deeper than the decoder may recurse (a kilobyte of "[[[["):
        # not a message either, and never an exception that ends the connection.
        return Error(code="malformed")
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        return Error(code="malformed")
    # A refusal names the message's request when it has one that could be
    # a request: a move's sender waits for that answer (a client of another
    # version, say, whose move this server cannot read), and would wait for ever.
    request = raw.get("request")
    if not (isinstance(request, str) and 0 < len(request) <= REQUEST_LENGTH):
        request = None
    if raw["type"] not in _CLIENT_TYPES:
        return Error(code="unknown-type", request=request)
    if raw.get("v") != VERSION:
        return Error(code="version", args={"version": VERSION}, request=request)
    try:
        message = _client_decoder.decode(text)
    except RecursionError:  # a field nested too deeply: as above
        return Error(code="malformed", request=request)
    except msgspec.ValidationError as err:
        if "$.name" in str(err):
            return Error(code="bad-name", request=request)
        if any(field in str(err) for field in ("$.password", "$.new", "$.old")):
            # never the text itself: the refusal says only that it is not one
            return Error(code="bad-password" if "$.new" in str(err) or raw["type"] == "register"
                         else "sign-in-failed" if raw["type"] == "sign-in" else "wrong-password")
        return Error(code="invalid", args={"where": str(err)[:200]}, request=request)
    if isinstance(message, Say):
        fault = chat_fault(message.text)
        if fault is not None:
            return Error(code="invalid", args={"where": f"$.text: {fault}"})
        message = Say(table=message.table, text=message.text.strip())
    elif isinstance(message, LobbySay | Tell):
        fault = chat_fault(message.text)
        if fault is not None:
            return Error(code="invalid", args={"where": f"$.text: {fault}"},
                         request=message.request)
        message = msgspec.structs.replace(message, text=message.text.strip())
    return message


def chat_fault(text: str) -> str | None:
    """Why ``text`` may not be said at a table, or None: 1 to :data:`CHAT_LENGTH`
    characters once stripped, and no control character (a line is one line).

    >>> chat_fault("  good game  "), chat_fault(" "), chat_fault("a\\nb")
    (None, 'empty', 'control character')
    """
    stripped = text.strip()
    if not stripped:
        return "empty"
    if len(stripped) > CHAT_LENGTH:
        return f"longer than {CHAT_LENGTH} characters"
    if any(unicodedata.category(ch) == "Cc" for ch in stripped):
        return "control character"
    return None


def encode(message: Message) -> bytes:
    return _encoder.encode(message)


def read_server(text: str | bytes) -> ServerMessage:
    """A server's message (for clients); raises msgspec errors on anything else
    (one nested too deeply to decode too: a :class:`msgspec.DecodeError`)."""
    try:
        return msgspec.json.decode(text, type=ServerMessage)
    except RecursionError:
        raise msgspec.DecodeError("nested too deeply") from None
