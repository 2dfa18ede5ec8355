## Moderation online (game/app/online_moderation.py): server operators, a
## table's creator, and each player for themselves.

# The server's refusals about moderation, one sentence each.
moderation-error = { $code ->
    [not-operator] Only a server operator may do that.
    [no-player] There is no player named { $name } on this server.
    [banned] You are banned from this server.
    [muted] Your message was not sent: an operator has muted you.
    [not-creator] Only the one who made this table may remove a player, and only while it waits for players.
    [removed] You were removed from that table: you cannot sit there again.
    [not-at-table] { $name } is not at that table.
    [yourself] You cannot do that to yourself.
    [address-banned] Connections from your address are banned from this server.
    [no-address] { $name } has not connected since addresses were kept: there is no address to ban.
   *[bad-report] A report needs a reason of 1 to { $max } characters, on one line.
}

# Said to the one who acted.
moderation-done = { $action ->
    [mute] You muted { $name }: their messages are refused until you unmute them.
    [unmute] { $name } may write again.
    [ban] You banned { $name }: they are kept out of this server until you lift it.
    [unban] You lifted the ban on { $name }: they may come back.
    [remove] You removed { $name } from the table.
    [mute-player] You will no longer hear { $name }'s messages.
    [unmute-player] You hear { $name }'s messages again.
    [ban-address] You banned the address { $name } last connected from: nobody can connect from it until you lift it.
    [unban-address] You lifted the ban on { $name }'s address.
   *[report] Your report about { $name } was sent to the operators.
}
# Said to the one it touches.
moderation-you = { $action ->
    [mute] An operator muted you: your messages are not sent.
    [unmute] An operator lets you write again.
    [ban] An operator banned you from this server.
   *[remove] { $by ->
        [none] An operator removed you from the table.
       *[other] { $by }, who made the table, removed you from it.
    }
}
# Said to everyone else at the table.
moderation-table = { $action ->
    [ban] An operator banned { $name } from the server; { $seat ->
        [free] the seat is free again.
       *[computer] a computer player takes the seat.
    }
   *[remove] { $by ->
        [none] An operator removed { $name } from the table
       *[other] { $by } removed { $name } from the table
    }; { $seat ->
        [free] the seat is free again.
       *[computer] a computer player takes the seat.
    }
}
# Said to an operator when a player reports another.
moderation-reported = New report: { $by } about { $name }.

# The player's own menu of another player (the lobby, the table).
lobby-players = Mute or report a player
lobby-muted = Players I muted
players-name-title = The player's name
players-title = { $name }
players-choose = A player at the table
players-none = Nobody else is at this table.
player-mute = Mute their messages for me
player-unmute = Hear their messages again
player-report = Report them to the operators
player-remove = Remove them from this table
report-title = Report on { $name }: the reason, on one line
report-empty = No reason given: nothing was sent.
muted-title = Players I muted: Enter to hear one again
muted-none = You have muted nobody.
moderation-asking = Asking the server.
cmd-players = mute, report or remove a player at the table (online)

# An operator's menu (shown to a server operator only).
lobby-operator = Operator
operator-title = Operator
operator-reports = Reports
operator-player = A player by name: mute, ban, remove
operator-actions = { $name }: what to do
operator-mute = Mute
operator-unmute = Unmute
operator-ban = Ban from this server
operator-unban = Lift the ban
operator-remove = Remove from their table
operator-ban-address = Ban the address they last connected from
operator-unban-address = Lift the ban on their address
operator-not-seated = { $name } is not at an open table.
reports-title = { $count ->
    [0] No reports.
    [one] One report, newest first
   *[other] { $count } reports, newest first
}
report-line = { $by } about { $about }, { $ago }: { $reason }{ $quote ->
    [none] {""}
   *[other] ; the line: { $quote }
}
report-banned = Banned: { $names }
report-muted = Muted: { $names }
moderation-ago = { $unit ->
    [minutes] { $count ->
        [0] just now
        [one] a minute ago
       *[other] { $count } minutes ago
    }
    [hours] { $count ->
        [one] an hour ago
       *[other] { $count } hours ago
    }
   *[days] { $count ->
        [one] a day ago
       *[other] { $count } days ago
    }
}
