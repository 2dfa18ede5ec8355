# Playing again at an online table once its game is over
# (game/online/play_again.py). Names are the players' own.

# Another person said yes; $mine: whether this player said yes already
# ("watching": a spectator, who has no seat to play again in).
online-rematch-yes = { $mine ->
    [yes] { $name } plays again too.
    [watching] { $name } wants to play again at this table.
   *[no] { $name } wants to play again at this table: { $key } to play again too.
}
# This player's yes, while others have not answered yet ($count: seconds left).
online-rematch-waiting = You play again at this table: waiting for { $names } to answer, { $count ->
    [one] one more second at most.
   *[other] { $count } more seconds at most.
}
# The others began without this player, who had not answered.
online-rematch-begun-waiting = The others play again at a new table: { $key } to join them; a computer player plays for you until you do.
# To a spectator, or to one who is not seated at the new table.
online-rematch-begun-others = The players play again at a new table.
# The one sentence of a player who sits again ($kept: those a computer player
# plays for until they answer, or "none").
online-rematch-seated = Playing again at a new table{ $count ->
    [0] {""}
   *[other] , with { $names }
}{ $kept ->
    [none] .
   *[other] ; a computer player plays for { $kept } until they answer.
}
