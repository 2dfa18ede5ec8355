# Issue 13: Twenty's suggestion and "since my last turn" clauses.
twenty-suggest-play = Suggested: play { $cards } on move { $limit }. { $key } { $count ->
    [one] plays it.
   *[other] plays them.
}
twenty-suggest-draw = { $draw ->
    [yes] Suggested: no card fits; draw. { $key } draws.
   *[no] Suggested: no card fits and the stock is empty; pass. { $key } passes.
}
twenty-since-play = played { $cards } on move { $move }
twenty-since-draw = drew a card
twenty-since-pass = passed
