## Phase 10's lesson (lesson.py): one turn of a fixed deal, one step at a
## time. Each step's "-ask" is said again for a key the step does not want.
## The arguments are keys, named by their commands ($toggle_select: Space).
phase10-lesson-intro = This is a lesson: one turn of a fixed deal, one step at a time. { $game_menu } leaves it at any step.
phase10-lesson-draw = Each turn starts with a draw: the top card of the stock, or the top of the discard pile. Press { $draw } to draw from the stock.
phase10-lesson-draw-ask = Press { $draw } to draw a card from the stock.
phase10-lesson-select = Your hand now holds phase 1, two sets of three: three 3s and three 7s. They are the first six cards of your hand. Press { $first_card } to go to the first, { $toggle_select } to select it, then { $next_card } and { $toggle_select } for each of the next five.
phase10-lesson-select-ask = Select the three 3s and three of the 7s: { $toggle_select } selects the card you are on, { $next_card } goes to the next.
phase10-lesson-lay = Your phase is selected. Press { $play } to lay it down.
phase10-lesson-lay-ask = Press { $play } on your hand to lay the selected phase down.
phase10-lesson-hit-select = Once your phase is down you may hit: add cards to any laid group where they fit. Your last 7 fits your set of 7s. It is the first card of your hand: press { $first_card } to go to it and { $toggle_select } to select it.
phase10-lesson-hit-select-ask = Select your 7: { $first_card } goes to it, { $toggle_select } selects it.
phase10-lesson-hit = Now press { $next_row } to go to the table, { $jump_7 } to find your set of 7s, and { $play } to add the 7 to it.
phase10-lesson-hit-ask = Go to the table with { $next_row }, find your set of 7s with { $jump_7 }, and press { $play } to add the 7 to it.
phase10-lesson-discard = A turn ends with a discard. Press { $previous_row } to go back to your hand, { $first_card } for its first card, the yellow 10, and { $play } to discard it.
phase10-lesson-discard-ask = Discard a card from your hand: { $previous_row } goes back to it, { $play } discards the card you are on.
phase10-lesson-end = That is a turn of Phase 10: draw, lay your phase when you hold it, hit, and discard. Lay all ten phases in order, one a hand, and go out with the fewest points. Press { $play } to play a real game, or { $game_menu } for the menu.
