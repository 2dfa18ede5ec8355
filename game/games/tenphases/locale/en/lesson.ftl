## Ten Phases' lesson (lesson.py): one turn of a fixed deal, one step at a
## time. Each step's "-ask" is said again for a key the step does not want.
## The arguments are keys, named by their commands ($toggle_select: Space).
tenphases-lesson-intro = This is a lesson: one turn of a fixed deal, one step at a time. { $game_menu } leaves it at any step.
tenphases-lesson-draw = Each turn starts with a draw: the top card of the stock, or the top of the discard pile. Press { $draw } to draw from the stock.
tenphases-lesson-draw-ask = Press { $draw } to draw a card from the stock.
tenphases-lesson-select = Your hand now holds phase 1, a run of 3 and three of a kind: the 4, 5 and 6, and three 9s. They are the first six cards of your hand. Press { $first_card } to go to the first, { $toggle_select } to select it, then { $next_card } and { $toggle_select } for each of the next five.
tenphases-lesson-select-ask = Select the 4, the 5, the 6 and the three 9s: { $toggle_select } selects the card you are on, { $next_card } goes to the next.
tenphases-lesson-declare = Your phase is selected. Press { $play } to declare it: everyone sees the cards, and you move on to phase 2.
tenphases-lesson-declare-ask = Press { $play } on your hand to declare the selected phase.
tenphases-lesson-keep = Now you choose: keep the shown cards, which may serve your next phase too, or discard them all and draw as many. { $previous_row } and { $next_row } move between the two; keep them: press { $play } on "Keep the cards".
tenphases-lesson-keep-ask = Choose with { $previous_row } and { $next_row }, and press { $play } on "Keep the cards".
tenphases-lesson-discard = A turn ends with a discard. Discard the queen of spades: press { $jump_queen } to go to it and { $play } to discard it.
tenphases-lesson-discard-ask = Discard a card from your hand: { $jump_queen } goes to the queen, { $play } discards the card you are on.
tenphases-lesson-end = That is a turn of Ten Phases: draw, declare your phase when you hold it, keep or redraw, and discard. The first to declare all ten phases wins. Press { $play } to play a real game, or { $game_menu } for the menu.
