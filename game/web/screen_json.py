"""The screen on top of a browser's stack, as the page draws it (docs/web.md,
"Messages: the web part to the page").

Everything here is read from the screen and the session the desktop draws
from (the table model, the rows the keys move through), so the page shows
what the desktop window shows, and nothing else of the seat's.
"""

from __future__ import annotations

from typing import Any

from ..app.keymap import Keymap
from ..app.line_edit import LineEditScreen
from ..app.online_account import SecretLineScreen
from ..app.screens import GameScreen, MenuScreen, Screen, TextScreen
from ..core.commands import GAME, RANK_KEYS
from ..core.session import GameSession
from ..i18n import catalog, t

#: The table's keys that only move the focus or pick by rank: on a touch
#: screen the rows' buttons do their work, so they are not offered as actions.
NOT_ACTIONS = frozenset({"next_card", "previous_card", "first_card", "last_card",
                         "previous_row", "next_row", "toggle_select", "repeat_last",
                         *(f"{kind}_{rank}" for kind in ("jump", "pick") for rank in RANK_KEYS)})


def screen_json(screen: Screen, keymap: Keymap) -> dict[str, Any]:
    """The screen as the page's ``screen`` message has it."""
    if isinstance(screen, MenuScreen):
        menu = screen.menu
        return {"kind": "menu", "title": menu.title,
                "items": [item.shown() for item in menu.items], "focus": menu.focus,
                "choices": [bool(item.choices) and not item.action for item in menu.items]}
    if isinstance(screen, LineEditScreen):
        secret = isinstance(screen, SecretLineScreen)
        return {"kind": "line", "title": screen.title,
                "text": "" if secret else screen.line.text,  # a password never goes back
                "limit": screen.line.limit, "secret": secret}
    if isinstance(screen, TextScreen):
        return {"kind": "text", "title": screen.title, "lines": list(screen.text_lines),
                "index": screen.index}
    if isinstance(screen, GameScreen):
        return table_json(screen, keymap)
    return {"kind": "text", "title": "", "lines": screen.lines(), "index": 0}


def table_json(screen: GameScreen, keymap: Keymap) -> dict[str, Any]:
    """The table: the drawn model, the score table when due, the rows as the
    keys move through them, and the actions a touch screen offers."""
    session = screen.session
    model = screen.table()
    results = screen.results()
    # The models go as they are: the message is encoded by msgspec, which
    # writes dataclasses and tuples as JSON objects and lists itself (a
    # conversion to dicts first was a fifth of the web part's time).
    return {"kind": "table", "lines": screen.lines(), "table": model, "results": results,
            "rows": rows_json(session), "row": session.cursor.row,
            "actions": actions_json(screen, keymap)}


def rows_json(session: GameSession) -> list[dict[str, Any]]:
    """Each row the keys reach (a watcher's public ones only), its items as
    said, its focus, and the selected places in the selection's row."""
    cursor = session.cursor
    if session.flow.between_deals() or session.side.is_over():
        return []  # the summary is on the table, not a hand not yet told
    # The rows as the session keeps them, as the desktop's window draws them.
    reachable = [r for r in cursor.watch_rows if r < len(cursor.rows)] \
        if session.watching else range(len(cursor.rows))
    selection_row = cursor.selection_row()
    out = []
    for r in reachable:
        row = cursor.rows[r]
        out.append({"index": r, "title": cursor.row_title(row), "items": list(row.items),
                    "focus": cursor.focus[r],
                    "cards": cursor.row_cards(r) is not None,
                    "selected": sorted(session.moves.selected) if r == selection_row else []})
    return out


def actions_json(screen: GameScreen, keymap: Keymap) -> list[list[str]]:
    """The table's commands a button can stand for, each with a button's
    words for it ("Draw")."""
    key = (screen.session.side.game_id, catalog().lang, id(keymap), tuple(screen.commands))
    made = _ACTIONS.get(key)
    if made is None:
        made = _ACTIONS[key] = _actions(key[0], [c for c in key[3] if keymap.keys_for(c)])
    return made


#: The actions' words made once a game, language, key map and commands: a
#: table's screen is made after every move, and the words never change.
_ACTIONS: dict[tuple[str, str, int, tuple[str, ...]], list[list[str]]] = {}


def _actions(game_id: str, bound: list[str]) -> list[list[str]]:
    commands = [c for c in bound if c in GAME or c in ("chat", "who", "players")]
    out = []
    for command in dict.fromkeys(commands):
        if command in NOT_ACTIONS:
            continue
        # A button's name is short (F1's line says what the key does in full).
        # The game's own short name where its key differs, the shared one,
        # else F1's words (the game's, the shared).
        names = (f"{game_id}-browser-action-{command}", f"browser-action-{command}",
                 f"{game_id}-cmd-{command}", f"cmd-{command}")
        out.append([command, t(next(n for n in names if catalog().has(n)))])
    return out
