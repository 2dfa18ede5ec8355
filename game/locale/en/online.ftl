## Online play (issue 21): the Play online menu, the lobby, the line editor, chat.

menu-play-online = Play online
online-title = Play online
online-connect = Connect to a server
online-address-title = Server address
online-name = Your name: { $name ->
    [none] not chosen yet
   *[other] { $name }
}
online-name-title = Your name
online-host = Host a game on this computer
online-lan = Let others on the local network join
online-yes = yes
online-no = no
online-connecting = Connecting to { $address }.
online-connected = Connected to { $address } as { $name }.
online-hosting = { $lan ->
    [yes] Hosting on this computer. Others on the local network connect to { $address }.
   *[no] Hosting on this computer, for this computer only.
}
online-hosting-browser = { $lan ->
    [yes] Hosting on this computer. Others on the local network connect to { $address }, or open { $browser } in a browser.
   *[no] Hosting on this computer, for this computer only; a browser on this computer opens { $browser }.
}
online-host-failed = The game could not be hosted here: { $fault }.
online-server-lost = The connection to the server was lost; connecting again.
online-reconnected = Connected to the server again.
online-only = Only at an online table.
online-no-save = An online game is kept by the server, not saved on this computer.
online-need-name = Choose your name first.

## Every refusal of the server or the connection, one sentence each.
online-error = { $code ->
    [unreachable] The server cannot be reached: check the address, and that it is running.
    [refused-insecure] Not connected: that server is not on this network and does not use a secure connection.
    [bad-name] That name cannot be used: letters and digits only, words parted by single spaces, at most 24 characters.
    [name-taken] That name is taken by another player or a computer player: choose another.
    [bad-token] The server does not know this computer's key any more; connect again with your name.
    [hello-first] The server wants your name first.
    [rate-limit] Too many messages at once: wait a moment.
    [has-waiting-table] You already have a table of { $game } waiting for players: play there, or leave it before you make another.
    [table-limit] You have made { $count } tables in the last minute: wait a minute before you make another.
    [chat-limit] You have said { $count } messages in the last minute: wait a little before you say more.
    [not-over] The game at this table is not over yet: you can play again once it ends.
    [no-table] There is no such table, or its code is wrong.
    [table-full] That table has no free seat; you can watch it instead.
    [not-seated] You are not at that table.
    [not-online] That player is not online just now: nothing was sent.
    [bad-game] The server does not have that game.
    [bad-options] The server refused those options.
    [bad-seats] That game takes { $min } to { $max } seats.
    [bad-timer] A turn timer is off, or { $min } to { $max } seconds.
    [stale] Too late: the table had moved on; listen to the latest move.
    [not-your-turn] It is not your turn.
    [waiting] The game has not begun: not every seat is taken yet.
    [game-over] The game is over.
    [bad-move] The server does not know that move.
    [not-stored] The server could not keep your move, so it was not made: make it again.
    [version] The server speaks another version of the game; update one of them.
    [malformed] The server could not read a message.
    [unknown-type] The server did not understand a message.
    [invalid] The server refused a message as badly formed.
    [tls] The secure connection could not be made: the server's certificate was not accepted.
    [closed-by-server] The server closed the connection and will not take it back.
    [bad-address] That is not a server address: type a name or number, a colon and the port, such as localhost:8765.
    [gave-up] The server could not be reached again; connect again from Play online.
   *[other] The server refused: { $code }.
}

# A name refused as a look-alike of one taken (the server names the taken one).
online-name-look-alike = That name looks like { $name }, a name already taken: choose another.

## The lobby.
lobby-title = Lobby of { $address }
lobby-table = { $game }, { $state ->
    [playing] playing
    [paused] paused
   *[waiting] waiting for players
}; seats: { $seats }; { $options }
lobby-timer = turn timer { $count } seconds
lobby-no-tables = No open tables yet
lobby-create = Create a table
lobby-join-code = Join with a code
lobby-code-title = Join code
lobby-leave = Back, leaving the server
lobby-table-title = { $game }
lobby-join-player = Join as a player
watch-title = You watch { $game }
wait-title = Waiting at { $game } for the other players{ $code ->
    [none] {""}
   *[other] ; join code { $code }
}
watch-who = Who is at the table
lobby-watch = Watch
seat-free = a free seat
seat-person = { $name }{ $left ->
    [yes] , left the table, a computer player plays for them
    [paused] , left the table
   *[no] { $away ->
        [yes] , away{ $standing ->
            [yes] , a computer player stands in
           *[no] {""}
        }
       *[no] {""}
    }
}
seat-computer = { $name }, computer player, { $level }
lobby-option = { $label } { $value }
lobby-standard-options = standard options

## Creating a table.
create-title = Create a table
create-seats = Seats
create-seat = Seat { $seat }
create-seat-person = a person
create-seat-computer = computer player, { $level }
create-private = Private table, joined by its code
create-timer = Turn timer
create-timer-usual = as usual: 90 seconds at an open table, none at a private one
create-timer-seconds = { $count ->
    [0] none
   *[other] { $count } seconds
}
create-go = Create the table

## At the table.
online-joined = { $seat ->
    [none] You watch { $game }.
   *[other] You sit at { $game }, in seat { $seat }.
}
online-left = You left the table.
# Enter once an online game is over, or the game menu's way back to it.
online-over-to-lobby = The game is over: back to the lobby.
online-game-over-back = The game is over. Press { $key } to play again at this table, or { $back } for the menu.
menu-leave-table = Leave the table
online-leave-confirm = Leave the table: a computer player takes your seat
menu-no-stay = No, stay at the table
menu-yes-leave = Yes, leave the table

## Chat.
chat-title = Message to the table
chat-empty = Nothing sent: the message is empty.
# Enter on a chat line while the connection is being made again (the line
# is kept and sent then; its echo confirms it).
chat-queued = Not connected just now: the message goes to the table once the connection is back.
setting-chat = Chat messages
chat-mode = { $value ->
    [sound] a sound only
    [off] off
   *[spoken] spoken
}
cmd-chat = type a message to the table (online)
cmd-who = who is at the table (online)

## The line editor.
edit-open = { $title }: { $empty ->
    [yes] empty
   *[no] { $text }
}. Type, then Enter to accept or Escape to cancel.
edit-char = { $kind ->
    [space] space
   *[other] { $char }
}
edit-deleted = { $char } deleted
edit-nothing-to-delete = Nothing to delete here.
edit-at-end = end of the line
edit-line = { $empty ->
    [yes] The line is empty.
   *[no] { $text }
}
edit-full = The line is full: { $limit } characters at most.
