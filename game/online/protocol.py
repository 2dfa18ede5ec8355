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
from typing import Annotated, Literal

import msgspec

from .message_base import (
    MAX_MESSAGE as MAX_MESSAGE,
)
from .message_base import (
    MAX_TURN_SECONDS as MAX_TURN_SECONDS,
)
from .message_base import (
    MIN_TURN_SECONDS as MIN_TURN_SECONDS,
)
from .message_base import (
    NAME_LENGTH as NAME_LENGTH,
)
from .message_base import (
    OPEN_TURN_SECONDS as OPEN_TURN_SECONDS,
)
from .message_base import (
    REQUEST_LENGTH as REQUEST_LENGTH,
)
from .message_base import (
    VERSION as VERSION,
)
from .message_base import (
    EventNumber as EventNumber,
)
from .message_base import (
    Json as Json,
)
from .message_base import (
    Level as Level,
)
from .message_base import (
    Message as Message,
)
from .message_base import (
    Name as Name,
)
from .message_base import (
    Request as Request,
)
from .message_base import (
    SeatInfo as SeatInfo,
)
from .message_base import (
    TableId as TableId,
)
from .message_base import (
    Token as Token,
)
from .message_base import (
    Version as Version,
)
from .protocol_lobby import (
    LEADERBOARD_TOP as LEADERBOARD_TOP,
)
from .protocol_lobby import (
    PASSWORD_MAX as PASSWORD_MAX,
)
from .protocol_lobby import (
    PASSWORD_MIN as PASSWORD_MIN,
)
from .protocol_lobby import (
    REPORT_LENGTH as REPORT_LENGTH,
)
from .protocol_lobby import (
    REPORTS_SHOWN as REPORTS_SHOWN,
)
from .protocol_lobby import (
    AccountMessage as AccountMessage,
)
from .protocol_lobby import (
    AskLeaderboard as AskLeaderboard,
)
from .protocol_lobby import (
    AskMuted as AskMuted,
)
from .protocol_lobby import (
    AskMyTables as AskMyTables,
)
from .protocol_lobby import (
    AskRating as AskRating,
)
from .protocol_lobby import (
    AskReports as AskReports,
)
from .protocol_lobby import (
    AskStats as AskStats,
)
from .protocol_lobby import (
    ChangePassword as ChangePassword,
)
from .protocol_lobby import (
    GameId as GameId,
)
from .protocol_lobby import (
    GameStats as GameStats,
)
from .protocol_lobby import (
    GivenPassword as GivenPassword,
)
from .protocol_lobby import (
    Invite as Invite,
)
from .protocol_lobby import (
    Invited as Invited,
)
from .protocol_lobby import (
    Leaderboard as Leaderboard,
)
from .protocol_lobby import (
    ListPeople as ListPeople,
)
from .protocol_lobby import (
    LobbyChat as LobbyChat,
)
from .protocol_lobby import (
    LobbySay as LobbySay,
)
from .protocol_lobby import (
    Moderate as Moderate,
)
from .protocol_lobby import (
    Moderated as Moderated,
)
from .protocol_lobby import (
    ModeratedAction as ModeratedAction,
)
from .protocol_lobby import (
    ModerationMessage as ModerationMessage,
)
from .protocol_lobby import (
    MutedList as MutedList,
)
from .protocol_lobby import (
    MutePlayer as MutePlayer,
)
from .protocol_lobby import (
    MyTables as MyTables,
)
from .protocol_lobby import (
    NewPassword as NewPassword,
)
from .protocol_lobby import (
    OperatorAction as OperatorAction,
)
from .protocol_lobby import (
    PasswordChanged as PasswordChanged,
)
from .protocol_lobby import (
    People as People,
)
from .protocol_lobby import (
    PeopleChanged as PeopleChanged,
)
from .protocol_lobby import (
    Person as Person,
)
from .protocol_lobby import (
    Place as Place,
)
from .protocol_lobby import (
    Ranked as Ranked,
)
from .protocol_lobby import (
    RatingChange as RatingChange,
)
from .protocol_lobby import (
    Register as Register,
)
from .protocol_lobby import (
    Rematch as Rematch,
)
from .protocol_lobby import (
    RematchAnswer as RematchAnswer,
)
from .protocol_lobby import (
    RematchNews as RematchNews,
)
from .protocol_lobby import (
    Report as Report,
)
from .protocol_lobby import (
    ReportInfo as ReportInfo,
)
from .protocol_lobby import (
    Reports as Reports,
)
from .protocol_lobby import (
    SeatedTable as SeatedTable,
)
from .protocol_lobby import (
    SignIn as SignIn,
)
from .protocol_lobby import (
    Stats as Stats,
)
from .protocol_lobby import (
    Tell as Tell,
)
from .protocol_lobby import (
    Told as Told,
)
from .protocol_lobby import (
    WatchPeople as WatchPeople,
)


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


ClientMessage = (Hello | ListTables | CreateTable | Join | Leave | Move | Resume | Since | Say
                 | Register | SignIn | ChangePassword | AskLeaderboard | AskStats | AskRating
                 | Rematch | ListPeople | LobbySay | Tell | Invite
                 | Moderate | MutePlayer | Report | AskReports | AskMuted
                 | AskMyTables | WatchPeople)


# -- server to client ---------------------------------------------------------------
class Welcome(Message, tag="welcome"):
    """The answer to hello (and to resume): the name, and the token to keep."""

    name: str
    token: str


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


ServerMessage = (Welcome | Lobby | Joined | Left | Snapshot | EventMessage | Moved | Error
                 | Chat | TimeUp | PasswordChanged | Leaderboard | Stats | RatingChange
                 | RematchNews | People | LobbyChat | Told | Invited
                 | Moderated | Reports | MutedList
                 | MyTables | PeopleChanged)

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
    # a password changed on another computer (accounts.py)
    "key-replaced",
    # an address banned, or a name that never connected (address_bans.py)
    "address-banned", "no-address",
    # a move the store failed to take: not made (game/server/writer.py)
    "not-stored",
)

#: The longest chat line, in characters, after stripping the spaces around it.
CHAT_LENGTH = 300

_CLIENT_TYPES = {"hello", "list", "create", "join", "leave", "move", "resume", "since", "say",
                 "register", "sign-in", "change-password"}
_CLIENT_TYPES |= {"ask-leaderboard", "ask-stats", "ask-rating"}  # ratings (server/ratings.py)
_CLIENT_TYPES |= {"rematch"}  # playing again (server/rematch.py)
_CLIENT_TYPES |= {"list-people", "lobby-say", "tell", "invite"}  # the room (server/room.py)
_CLIENT_TYPES |= {"moderate", "mute-player", "report", "ask-reports", "ask-muted"}  # moderation
_CLIENT_TYPES |= {"ask-my-tables"}  # one's own unfinished tables (server/my_tables.py)
_CLIENT_TYPES |= {"watch-people"}  # who is online, pushed (server/presence.py)
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
