## The lobby's first items: a table the player sits at, found by their
## account from any computer (game/app/online_my_tables.py).
## $names: who else sits there; $whose: yours, other ($name's turn), waiting, none.
my-tables-back = Back to your table: { $game }{ $count ->
    [0] {""}
   *[other] {" "}with { $names }
}{ $whose ->
    [yours] , your turn
    [other] , { $name }'s turn
    [waiting] , waiting for players
   *[none] {""}
}
