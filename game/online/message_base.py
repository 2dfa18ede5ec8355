"""What every message of the online protocol shares: the version, the
limits, the checked kinds of field (a name, a token, a table id, a request)
the tagged :class:`Message` base, and a seat as the lobby lists it
(:class:`SeatInfo`, also in the room's places). Apart from :mod:`game.online.protocol`
so that the messages around the tables (:mod:`game.online.protocol_lobby`)
stand on it without a cycle; the protocol names all of it again."""

from __future__ import annotations

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


class SeatInfo(msgspec.Struct):
    name: str | None  # None: a person seat nobody has taken yet
    kind: Literal["person", "computer"]
    level: Level | None = None
    away: bool = False  # a person whose connection is gone
    standing_in: bool = False  # a computer player plays for that person meanwhile
    #: the person left the table by choice (a computer player plays for them),
    #: not dropped; a client that does not know the field reads it as away
    left: bool = False
