"""The named commands keys are bound to (``keymap.toml``, ux.md).

Screens: ``global`` commands work everywhere, ``menu`` ones in menus,
``game`` ones on the game screen. Letters are left free in menus for
first-letter navigation, so commands bound to plain letters live in ``game``.
A key may not be bound to two commands that are live on the same screen
(global + menu, or global + game).
"""

from __future__ import annotations

from typing import Final

GLOBAL: Final = (
    "stop_speech",     # silence current speech
    "history_back",
    "history_forward",
    "history_oldest",
    "history_newest",
    "help",            # keys for this screen
    "rules",           # read the rules of the game
    "quit",            # leave the program
    "zoom_in",         # larger text and cards (kept in settings)
    "zoom_out",
    "zoom_reset",      # back to 100 percent
    "full_screen",     # full screen on / off
)

MENU: Final = (
    "menu_up",
    "menu_down",
    "menu_first",
    "menu_last",
    "menu_left",       # previous value of a choice
    "menu_right",      # next value of a choice
    "menu_activate",
    "menu_back",
)

#: The rank keys (game/core/jump.py): digits, 10, face cards, wild, skip.
RANK_KEYS: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
                     "ace", "jack", "queen", "king", "wild", "skip")

GAME: Final = (
    "next_card",
    "previous_card",
    "first_card",
    "last_card",
    "previous_row",
    "next_row",
    "toggle_select",
    "play",
    "draw",
    "take_discard",
    "my_status",
    "opponents",
    "table",
    "scores",
    "sort",
    "whose_turn",
    "repeat_last",     # say the last message again
    "mute",            # sound cues on / off
    "save",            # save the game in progress
    "game_menu",
    # -- jump to a rank, clear, the hand grouped (game/core/jump.py) ------------
    *(f"jump_{k}" for k in RANK_KEYS),  # focus the next card of that rank
    *(f"pick_{k}" for k in RANK_KEYS),  # select the next one not selected
    "clear_selection",
    "hand_grouped",
    # a suggestion, and what happened since the player last moved
    "suggest",         # select the move the game suggests; Enter plays it
    "since_last",      # what each opponent did since the player last moved
    # online tables (offline each says it works only online)
    "chat",            # type a message to the table
    "who",             # who is at the table: names, seats, computer players, who is away
    "players",         # a player at the table: mute, report, remove
)

#: The lobby as a room, on every screen while online (offline each
#: says it works only online; F1 lists them while connected).
ROOM: Final = (
    "people_online",      # who is online, and at which table
    "lobby_chat",         # type a message to everyone in the lobby
    "tell",               # type a private message to one player
    "invite",             # invite a player to the player's table
    "accept_invitation",  # join the table of the last invitation
)

#: The keys a watcher (seat SPECTATOR) may use: they read the table, move
#: nothing. Every other key is refused in one sentence (``Prompt.watcher_refusal``),
#: "since my last turn" too: a watcher has no turn.
WATCHER_COMMANDS: Final = frozenset({
    "next_card", "previous_card", "first_card", "last_card", "next_row", "previous_row",
    "my_status", "opponents", "table", "scores", "whose_turn", "repeat_last",
    "history_back", "history_forward", "history_oldest", "history_newest",
})

SCREENS: Final = {"global": GLOBAL + ROOM, "menu": MENU, "game": GAME}
ALL: Final = frozenset(GLOBAL + ROOM + MENU + GAME)


def screen_of(command: str) -> str:
    """The screen section a command belongs to."""
    for screen, commands in SCREENS.items():
        if command in commands:
            return screen
    raise KeyError(command)
