## A browser's player (game/web): the first screen, and what only a browser hears.

browser-title = Play at this server
browser-enter = Enter the lobby
browser-bad-message = The page sent something the game cannot read; nothing was changed.
browser-too-fast = Keys came faster than the game takes them: the last was left out.

## The table's actions as a touch screen's buttons: short, as a button's name is.
browser-action-play = Play, or go on
browser-action-draw = Draw
browser-action-take_discard = Take the discard
browser-action-my_status = My hand
browser-action-opponents = Opponents
browser-action-table = The table
browser-action-scores = Scores
browser-action-sort = Sort the hand
browser-action-whose_turn = Whose turn
browser-action-mute = Sounds on or off
browser-action-save = Save
browser-action-game_menu = Game menu
browser-action-clear_selection = Clear the selection
browser-action-hand_grouped = My hand by rank
browser-action-suggest = Suggest a move
browser-action-since_last = Since my last turn
browser-action-chat = Chat
browser-action-who = Who is here
browser-action-players = Mute or report a player
browser-fault = Something went wrong in the game on the server; it is in the server's log. Your seat is kept: go on, or leave from the game menu.
