# Issue 13: Shithead's suggestion and "since my last turn" clauses.
shithead-suggest-face-up = Suggested face up: { $cards }. { $key } lays them face up.
shithead-suggest-play = Suggested: play { $cards }. { $key } { $count ->
    [one] plays it.
   *[other] plays them.
}
shithead-suggest-flip = Suggested: turn up face-down card { $index }. { $key } turns it up.
shithead-suggest-pick-up = Suggested: pick up the pile, { $count ->
    [one] one card
   *[other] { $count } cards
}. { $key } picks it up.
shithead-since-play = played { $cards }{ $from ->
    [face_up] {" "}from the face-up cards
    [face_down] {" "}from the face-down cards
   *[hand] {""}
}
shithead-since-pick-up = picked up the pile, { $count ->
    [one] one card
   *[other] { $count } cards
}
shithead-since-flip-fails = turned up the { $card } and could not play it
shithead-since-face-up = laid { $cards } face up
shithead-since-out = went out
