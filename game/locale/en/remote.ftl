# An online table, as this player hears it (game/online/remote.py). Names are
# the players' own; seats are counted from 1.

# A private table's join code, one character at a time.
online-table-code = Your table's join code: { $code }. Give it to the players you invite.
online-waiting = { $count ->
    [one] Waiting for one more player.
   *[other] Waiting for { $count } more players.
}
online-seat-joins = { $name } joins the table.
online-seat-away = { $name } is away.
online-seat-stood-in = { $name } is away: a computer player plays for them meanwhile.
# Someone left the table by choice (a drop is said as away).
online-seat-left = { $over ->
    [yes] { $name } left the table.
   *[no] { $name } left the table: a computer player plays for them.
}
online-seat-back = { $name } is back.
online-who = At the table: { $seats }.
# The same to a spectator, who sits nowhere.
online-who-watching = You are watching. At the table: { $seats }.
online-who-you = you, seat { $seat }
online-who-computer = { $name }, a computer player, { $level }, seat { $seat }
online-who-free = seat { $seat } free
online-who-person = { $state ->
    [left] { $name }, seat { $seat }, left the table, a computer player plays for them
    [away] { $name }, seat { $seat }, away
    [stood-in] { $name }, seat { $seat }, away, a computer player plays meanwhile
   *[here] { $name }, seat { $seat }
}
online-stale = The table moved on before your move arrived: nothing was played.
online-refused = The table refused that move: nothing was played.
online-chat = { $name } says: { $text }
# The player's own line, as the table echoed it: the one confirmation that it was said.
online-chat-own = You said: { $text }
# The player's own line, refused by the server: the one sentence it gets.
online-chat-refused = { $code ->
    [rate-limit] Your message was not sent: too many messages at once; wait a moment.
    [chat-limit] Your message was not sent: you have said too much this minute; wait a little.
    [not-seated] Your message was not sent: you are not at this table any more.
    [invalid] Your message was not sent: it is too long, or holds a character a message cannot.
    [muted] Your message was not sent: an operator has muted you.
   *[other] Your message was not sent.
}
invalid-move-pending = Your move is on its way to the table.
invalid-online-waiting = Not yet: the table waits for its players.
online-dropped = The connection to the table is lost; trying again.
online-table-lost = This table is no longer on the server: the game cannot go on.
# Back after a dropped connection: what was missed is in the history.
online-back = { $count ->
    [0] Back at the table.
    [one] Back at the table: one move was made meanwhile, the history has it.
   *[other] Back at the table: { $count } moves were made meanwhile, the history has them.
}
# Turn timers: the warning before the player's time runs out, and what
# happens when it does.
online-time-left = { $count ->
    [one] One second left for your move.
   *[other] { $count } seconds left for your move.
}
online-time-up-you = Your time is up: a computer player makes this move for you.
online-time-up = Time is up for { $name }: a computer player makes this move.
# The end of an online game: Enter plays again at the same table (never a
# game on this computer); the menu's Leave the table goes back to the lobby.
online-play-again = Press { $key } to play again at this table, or { $back } for the menu, whose Leave the table goes back to the lobby.
online-turn-game-over = Nobody's turn: the game is over. { $scores } says the final scores, { $again } plays again at this table.
