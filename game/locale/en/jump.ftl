## Jump to a rank, clear the selection, the hand grouped (issue 13).

# A jump's words: the focused card as the row says it, then which of how
# many cards of that rank it is. $nth is an ordinal word, $rank the rank
# ("9", "king"), $ranks the count ("three 9s").
jump-found = { $label }, { $count ->
    [one] the only { $rank }
   *[other] { $nth } of { $ranks }
}
# The jump went from a row without cards (the actions) to the hand.
jump-to-row = { $row }: { $text }
ordinal = { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
    [11] eleventh
    [12] twelfth
   *[other] { $n }th
}
# No card of that rank in the row: $ranks "9s", $place the row.
jump-none = No { $ranks } { $place ->
    [table] on the table
    [pile] in the pile
    [face_up] among your face-up cards
   *[hand] in your hand
}.
# Shift with a rank selects the next one not yet selected.
jump-all-selected = { $count ->
    [one] The only one, { $ranks }, is already selected.
    [2] The { $ranks } are both already selected.
   *[other] All { $ranks } are already selected.
}
# A rank key this game has no cards for.
jump-not-in-game = This game has no { $ranks }.
jump-key-plural = { $key ->
    [ace] aces
    [jack] jacks
    [queen] queens
    [king] kings
    [wild] jokers or wild cards
    [skip] skips
   *[other] { $key }s
}

selection-cleared = Selection cleared: { $count ->
    [one] one card
   *[other] { $count } cards
} deselected.
selection-none = Nothing was selected.

# The hand grouped: parts joined by semicolons.
grouped-join = { $first }; { $rest }
grouped-run = run { $low } to { $high }
grouped-singles = { $count ->
    [one] single { $list }
   *[other] singles { $list }
}
grouped-count = { $count ->
    [one] one card
   *[other] { $count } cards
}
grouped-empty = Your hand is empty.

# F1: the rank keys in one line each.
# $keys: what the keys stand for, from the key map ("0 a 10, - or J a jack");
# none on the keys list, which belongs to no game.
cmd-jump = the next card of that rank in the row{ $keys ->
    [none] {""} (each game's F1 says which key finds which rank)
   *[other] : { $keys }
}
# One entry of $keys: "- or J a jack".
help-rank-keys = { $keys } { $rank }
cmd-pick = with Shift: select the next card of that rank
cmd-clear_selection = clear the selection
cmd-hand_grouped = your hand grouped: sets, runs and what is left

# Each rank key alone (the keys list; F1 puts them on one line).
cmd-jump_1 = the next 1 or ace
cmd-jump_2 = the next 2
cmd-jump_3 = the next 3
cmd-jump_4 = the next 4
cmd-jump_5 = the next 5
cmd-jump_6 = the next 6
cmd-jump_7 = the next 7
cmd-jump_8 = the next 8
cmd-jump_9 = the next 9
cmd-jump_10 = the next 10
cmd-jump_11 = the next 11 or jack
cmd-jump_12 = the next 12 or queen
cmd-jump_ace = the next ace
cmd-jump_jack = the next jack
cmd-jump_queen = the next queen
cmd-jump_king = the next king
cmd-jump_wild = the next joker or wild
cmd-jump_skip = the next skip
cmd-pick_1 = select the next 1 or ace
cmd-pick_2 = select the next 2
cmd-pick_3 = select the next 3
cmd-pick_4 = select the next 4
cmd-pick_5 = select the next 5
cmd-pick_6 = select the next 6
cmd-pick_7 = select the next 7
cmd-pick_8 = select the next 8
cmd-pick_9 = select the next 9
cmd-pick_10 = select the next 10
cmd-pick_11 = select the next 11 or jack
cmd-pick_12 = select the next 12 or queen
cmd-pick_ace = select the next ace
cmd-pick_jack = select the next jack
cmd-pick_queen = select the next queen
cmd-pick_king = select the next king
cmd-pick_wild = select the next joker or wild
cmd-pick_skip = select the next skip
