# Issue 13: Ten Phases' suggestion and "since my last turn" clauses.
tenphases-suggest-draw = { $take ->
    [yes] Suggested: take the { $card } from the discard pile. { $key } takes it.
   *[no] Suggested: draw from the stock. { $key } draws.
}
tenphases-suggest-declare = Suggested: { $groups }: phase { $phase }. { $key } declares it.
tenphases-suggest-keep = { $keep ->
    [yes] Suggested: keep the cards. { $key } keeps them.
   *[no] Suggested: discard the { $count } cards and draw { $count }. { $key } does it.
}
tenphases-suggest-discard = Suggested: discard the { $card }. { $key } discards it.
tenphases-since-draw = drew from the stock
tenphases-since-take = took the { $card } from the discard pile
tenphases-since-declare = declared phase { $phase }
tenphases-since-keep = kept the shown cards
tenphases-since-redraw = put the { $count } shown cards on the discard pile and drew { $count }
tenphases-since-discard = discarded the { $card }
