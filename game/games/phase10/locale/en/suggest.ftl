# Issue 13: Phase 10's suggestion and "since my last turn" clauses.
phase10-suggest-draw = { $take ->
    [yes] Suggested: take the { $card } from the discard pile. { $key } takes it.
   *[no] Suggested: draw from the stock. { $key } draws.
}
phase10-suggest-lay = Suggested: { $groups }: phase { $phase }. { $key } lays it.
phase10-suggest-hit = Suggested: hit { $cards } on { $target }. { $key } hits.
phase10-suggest-discard = { $skip ->
    [yes] Suggested: discard a skip on { $target }. { $key } discards it.
   *[none] Suggested: discard a { $card }. { $key } discards it.
}
phase10-since-draw = drew from the stock
phase10-since-take = took the { $card } from the discard pile
phase10-since-lay = laid phase { $phase }
phase10-since-hit = hit { $cards } on { $whose ->
    [you] your group
    [own] their own group
   *[other] { $owner }'s group
}
phase10-since-discard = discarded a { $card }
phase10-since-skip = discarded a skip on { $target }
phase10-since-skipped = was skipped
