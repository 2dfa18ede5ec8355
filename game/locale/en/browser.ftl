## A browser's player (game/web): the first screen, and what only a browser hears.

browser-title = Play at this server
browser-enter = Enter the lobby
browser-bad-message = The page sent something the game cannot read; nothing was changed.
browser-too-fast = Keys came faster than the game takes them: the last was left out.
