# Keys that must not lose a card, a move or a game (issue 19, part 2).

# A move key pressed before the new deal's opening was heard; then the opening again.
deal-not-heard = Nothing played: a new deal has begun. { $opening }

# Enter while cards are selected and the focus is on a card that is not one
# of them: nothing moves; Enter again, as the next key, does it. $what:
# discard, lay, declare or play; $cards the selected cards, $focused the card
# in focus; $count how many are selected; $phase for lay and declare; $key
# the play key, $clear the clear-selection key.
enter-off-selection = { $key } would { $what ->
    [discard] discard the selected { $cards }, not the { $focused }
    [lay] lay phase { $phase } with the { $count } selected cards, without the { $focused }
    [declare] declare phase { $phase } with the { $count } selected cards, without the { $focused }
   *[play] play the selected { $cards }, not the { $focused }
}: { $key } again to { $what ->
    [discard] discard
    [lay] lay
    [declare] declare
   *[play] play
} { $count ->
    [1] it
   *[other] them
}, { $clear } to clear the selection.

# A rank key on the table row of laid groups: the group in focus, then which
# of how many groups hold that rank ($ranks "1s", $nth a number).
jump-found-group = { $label }, { $count ->
    [one] the only group with { $ranks }
   *[other] group { $nth } of { $count } with { $ranks }
}

# Game menu, New game while a game is in progress: the question and its answers.
new-game-confirm = Start a new game: this game of { $game } will be lost
menu-no-keep-game = No, keep this game
menu-yes-new-game = Yes, start a new game
# Main menu, Play while a game is saved: the same question (Play would
# replace the saved game); its answers are the two above.
play-replaces-saved = Start a new game: your saved game of { $game } will be lost
play-replaces-saved-unknown = Start a new game: your saved game will be lost
