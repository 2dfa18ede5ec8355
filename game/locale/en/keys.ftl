# Keys that must not lose a card, a move or a game (issue 19, part 2).

# A move key pressed before the new deal's opening was heard; then the opening again.
deal-not-heard = Nothing played: a new deal has begun. { $opening }

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
