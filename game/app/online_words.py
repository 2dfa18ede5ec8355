"""The words and small facts of the online screens, with no state.

What a lobby table is in words ("<game>, waiting for players; seats: Zoe,
Ada, computer player, hard, a free seat; standard options"), an
address typed by the player as a websocket URL, a name checked as the server
checks it, the address others on the local network type to reach this
computer, and a chat line as the Chat setting wants it, after the game's
words (the table's chat and the lobby's room share it).

>>> server_url("localhost:8765"), server_url("wss://cards.example.org")
('ws://localhost:8765', 'wss://cards.example.org')
>>> server_url("example.org")
'ws://example.org:8765'
>>> name_fault("Ada Lovelace"), name_fault("Ada  Lovelace"), name_fault("R2_D2")
(None, 'bad-name', 'bad-name')
"""

from __future__ import annotations

import contextlib
import re
import socket
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..core.session import Utterance
from ..games import known, spec
from ..i18n import t
from ..online import protocol as p
from ..online.protocol import NAME_LENGTH, PASSWORD_MAX, PASSWORD_MIN
from ..online.remote import computer_slots

DEFAULT_PORT = 8765
DEFAULT_ADDRESS = f"localhost:{DEFAULT_PORT}"
#: The refusals about passwords, said by ``account-error``.
ACCOUNT_CODES = frozenset({"bad-password", "sign-in-failed", "wrong-password", "password-wait",
                           "account-needed", "has-account", "key-replaced"})
#: The refusals of moderation, said by ``moderation-error``.
MODERATION_CODES = frozenset({"not-operator", "no-player", "banned", "muted", "not-creator",
                              "removed", "not-at-table", "yourself", "bad-report",
                              "address-banned", "no-address"})
#: The server's own rule for names (game/online/protocol.py ``Name``).
NAME_RULE = re.compile(r"[^\W_]+( [^\W_]+)*")


def server_url(address: str) -> str:
    """The websocket URL of an address as a player types it: a bare host
    gets ``ws://`` and the default port."""
    address = address.strip()
    if re.match(r"wss?://", address):
        return address
    if not re.search(r":\d+$", address):
        address = f"{address}:{DEFAULT_PORT}"
    return f"ws://{address}"


def name_fault(name: str) -> str | None:
    """``bad-name`` when the server would refuse the name, else None."""
    if not 1 <= len(name) <= NAME_LENGTH or not NAME_RULE.fullmatch(name):
        return "bad-name"
    return None


def lan_address() -> str:
    """This machine's address on the local network (the one its default
    route leaves by); 127.0.0.1 when it has none. A UDP socket's connect
    sends nothing: it only picks the way out."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET-1: never answered, never sent to
        address = str(s.getsockname()[0])
        if address and not address.startswith("0."):
            return address
    return "127.0.0.1"


def error_words(code: str, args: Mapping[str, Any] | None = None) -> str:
    """One sentence for a refusal code of the server or the connection.

    A name refused as a look-alike of one taken («Аnа» in Cyrillic for
    "Ana") comes with the taken name, said so the player knows why.
    """
    given = {k: v for k, v in (args or {}).items() if isinstance(v, int | str)}
    if code == "name-taken" and isinstance(given.get("name"), str):
        return t("online-name-look-alike", name=given["name"])
    if code in MODERATION_CODES:  # game/locale/*/moderation.ftl
        return t("moderation-error", code=code, name=str(given.get("name", "")),
                 max=p.REPORT_LENGTH)
    if code in ACCOUNT_CODES:  # a password's refusals (game/locale/*/accounts.ftl)
        seconds = given.get("seconds", 0)
        return t("account-error", code=code, seconds=seconds if isinstance(seconds, int) else 0,
                 min=PASSWORD_MIN, max=PASSWORD_MAX)
    given.setdefault("min", 0)
    given.setdefault("max", 0)
    given.setdefault("count", 0)
    # a game by its title in the player's language (the server always names one)
    given["game"] = game_title(str(given["game"])) if isinstance(given.get("game"), str) else ""
    return t("online-error", **{**given, "code": code})


def game_title(game_id: str) -> str:
    return t(spec(game_id).title_id) if known(game_id) else game_id


def seat_words(seat: Any, slot: int | None = None, paused: bool = False) -> str:
    """One seat of a lobby table (a protocol ``SeatInfo``); a computer
    player by its catalog name ``slot`` (:func:`computer_slots`), as the
    table names it in the player's language, not by the server's label.
    At a ``paused`` table (no person connected) no computer player plays
    for anyone, so none is said to."""
    if seat.kind == "computer":
        name = t("bot-name", seat=slot) if slot is not None else seat.name or ""
        return t("seat-computer", name=name, level=t("level-name", value=seat.level or "normal"))
    if seat.name is None:
        return t("seat-free")
    left = "no" if not getattr(seat, "left", False) else "paused" if paused else "yes"
    return t("seat-person", name=seat.name, away="yes" if seat.away else "no",
             standing="yes" if seat.standing_in and not paused else "no", left=left)


def option_words(game_id: str, options: Mapping[str, Any]) -> str:
    """The options that differ from the game's defaults, each by its menu
    label ("Points to win 50"); "standard options" when none do."""
    if not known(game_id):
        return t("lobby-standard-options")
    game = spec(game_id)
    said = []
    for name, value in options.items():
        if game.engine.default_options.get(name) == value:
            continue
        label_id = game.option_id(name)
        shown = (t("on" if value else "off", setting=label_id) if isinstance(value, bool)
                 else str(value))
        said.append(t("lobby-option", label=t(label_id), value=shown))
    return ", ".join(said) or t("lobby-standard-options")


def table_words(table: Any) -> str:
    """A lobby table (a protocol ``TableInfo``) as one menu item."""
    slots = computer_slots(table.seats)
    seats = ", ".join(seat_words(s, slots.get(n), table.state == "paused")
                      for n, s in enumerate(table.seats))
    words = t("lobby-table", game=game_title(table.game), state=table.state, seats=seats,
              options=option_words(table.game, table.options))
    seconds = getattr(table, "turn_seconds", 0)
    return f"{words}; {t('lobby-timer', count=seconds)}" if seconds else words


def seats_taken(seats: Sequence[Any]) -> int:
    """Seats a person or a computer player holds."""
    return sum(1 for s in seats if s.kind == "computer" or s.name is not None)


def chat_utterance(u: Utterance, mode: str) -> Utterance:
    """A chat message as the Chat setting wants it: spoken (queued, never
    cutting the game's words) with its cue, the cue only, or nothing; in
    the history whatever the setting (the table keeps it)."""
    return replace(u, interrupt=False, cue=None if mode == "off" else "chat",
                   spoken=mode == "spoken")


def order_words(words: Sequence[Utterance], mode: str) -> list[Utterance]:
    """The game's words first, then the chat: a message never comes before
    (or cuts) the move it was typed after."""
    game = [u for u in words if getattr(u, "channel", None) != "chat"]
    chat = [chat_utterance(u, mode) for u in words if getattr(u, "channel", None) == "chat"]
    return game + chat
