# Keys that must not lose a card, a move or a game (issue 19, part 2).

# A move key pressed before the new deal's opening was heard; then the opening again.
deal-not-heard = Nothing played: a new deal has begun. { $opening }
