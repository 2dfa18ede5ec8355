## The table drawn on screen (game/app/table_draw.py): labels, the status
## strip, suit words when no font has the suit symbols.

table-your-turn = Your turn
table-turn-of = { $name }'s turn
table-game-over = Game over
table-summary = Deal over: Enter goes on
table-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
table-seat = { $name }: { table-cards }
table-score = { $name } { $points }
table-scores = Scores: { $list }
table-hand = Your hand
# A spectator's table: no hand, no rows of their own.
table-watching = You are watching
table-stock = Stock
table-discard = Discard
table-pile = Pile
table-burnt = Burnt
table-table = Table
table-face-up = Face up
table-face-down = Face down
table-laid = Laid
table-declared = Declared
table-phase-of = Phase { $phase }
table-phases-done = { $count } done
table-has-laid = laid
table-skip-pending = skip waiting
table-out = out
table-zoom = Zoom { $percent } percent.
table-theme = { $theme ->
    [white] White on black
    [paper] Black on pale green
    [black] Black on white
   *[yellow] Yellow on black
}
table-full-screen = { $on ->
    [yes] Full screen.
   *[no] Window.
}
table-suit = { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
table-wild = WILD
table-skip = SKIP
table-joker = JOKER
# The rank printed on a standard card's face: A, 2-10, J, Q, K.
table-rank = { $rank }
table-colour = { $colour ->
    [R] red
    [B] blue
    [G] green
   *[Y] yellow
}
table-row = { $label }: { $cards }
table-row-count = { $label }: { $count }
table-notes = You: { $notes }
table-hand-lines = { $shown ->
    [one] { $label }, line { $first } of { $lines }
   *[other] { $label }, lines { $first } to { $last } of { $lines }
}
table-your-face-up = Your face up
table-your-face-down = Your face down
table-you-laid = You laid
table-you-declared = You declared
table-phases-done-list = Phases done: { $list }
table-out-list = { $count ->
    [0] Nobody out yet
   *[other] Out: { $list }
}
table-top = top
table-top-colour = top: { table-colour }
table-elsewhere = { $count } selected elsewhere
table-colour-letter = { $colour ->
    [R] R
    [B] B
    [G] G
   *[Y] Y
}
table-results = Final standings
table-phase-need = Phase { $phase }: { $need }
table-more-below = More below
# The magnifier's edge lines (a zoomed table taller than the window):
# what lies off screen, reached by moving the focus.
table-view-above = Above: { $parts }
table-view-below = Below: { $parts }
table-view-more-above = More above
table-view-actions = your moves
# The results screen (game/core/results.py): the score table and the banner.
results-player = Player
results-deal-points = This deal
results-penalty = Penalty
results-phases-done = Phases done
results-place = Place
results-last = last
results-total = Total
results-draw = No winner: a draw
results-winners = { $count ->
    [one] Winner: { $list }
   *[other] Winners: { $list }
}
results-game-over = Game over
results-deal-over = Deal { $number } over
results-hand-over = Hand { $number } over
results-left = { $name } still held
# The box naming who made the last move, lit for a moment after it (issue 20).
table-last-move = Last move: { $name }
table-no-move-yet = No move yet
