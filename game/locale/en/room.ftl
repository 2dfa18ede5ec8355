## The lobby as a room (issue 34, game/app/online_room.py): who is online
## and at which table, lobby chat, private messages, invitations.

room-offline = Only when you are connected to a server: choose Play online first.
room-people-title = { $count ->
    [one] One other person online
   *[other] { $count } other people online
}
room-nobody = Nobody else is online just now.
# Said in the lobby when the Settings menu asks for it (the list follows anyway).
room-came-online = { $name } is online.
room-went-offline = { $name } is no longer online.
setting-presence = Say who comes online and goes offline
# One person online: the name, then where ($places, joined: "at Twenty with Bo").
room-person = { $name }, { $places }
room-in-lobby = in the lobby
room-at = at { $game }
room-at-with = at { $game } with { $others }
room-waiting = waiting at { $game }
room-waiting-with = waiting at { $game } with { $others }
room-private = at a private table of { $game }
room-watching = watching { $game }
# A name in the list of those at the table with someone ("with Bo and Ada").
room-with-name = { $name }
room-lobby-chat = { $name } says in the lobby: { $text }
room-lobby-chat-own = You said in the lobby: { $text }
room-told = { $name } tells you: { $text }
room-told-own = You told { $name }: { $text }
room-invited = { $name } invites you to { $game }: { $key } to join.
room-invited-own = You invited { $name } to { $game }.
room-not-online = { $name } is not online just now: nothing was sent.
# A lobby line, a private message or an invitation the server refused.
room-refused = { $code ->
    [chat-limit] Not sent: you have said too much this minute; wait a little.
    [rate-limit] Not sent: too many messages at once; wait a moment.
    [not-seated] Not sent: you are not at that table any more.
    [invalid] Not sent: it is too long, or holds a character a message cannot.
   *[other] Not sent.
}
room-lobby-chat-title = Message to everyone in the lobby
room-tell-who = Private message: to which player
room-tell-title = Private message to { $name }
room-invite-who = Invite to { $game }: which player
room-invite-no-table = You are not at a table: sit at one first, then invite.
room-no-invitation = Nobody has invited you to a table yet.
room-leave-first = You are at a table: leave it first, then press { $key } to take the invitation.
cmd-people_online = who is online, and at which table (online)
cmd-lobby_chat = type a message to everyone in the lobby (online)
cmd-tell = type a private message to one player (online)
cmd-invite = invite a player to your table (online)
cmd-accept_invitation = join the table you were last invited to (online)
