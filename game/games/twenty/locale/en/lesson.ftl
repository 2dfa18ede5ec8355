## Twenty's lesson (lesson.py): a fixed deal, one step at a time. Each
## step's "-ask" is said again for a key the step does not want. The
## arguments are keys, named by their commands ($toggle_select: Space).
twenty-lesson-intro = This is a lesson: a fixed deal against one opponent, one step at a time. { $game_menu } leaves it at any step.
twenty-lesson-select = On each move you lay cards worth up to the move number in all. This is move 2: your two aces, worth 1 each, make 2. They are your first two cards: { $first_card } goes to the first, { $toggle_select } selects it, { $next_card } goes to the second, and { $toggle_select } again.
twenty-lesson-select-ask = Select your two aces: { $toggle_select } selects the card you are on, { $next_card } goes to the next.
twenty-lesson-lay = Both aces are selected. Press { $play } to lay them.
twenty-lesson-lay-ask = Press { $play } to lay the two selected aces.
twenty-lesson-draw = This is move 4, and none of your cards is worth 4 or less, so you must draw: press { $draw } to take the top card of the stock.
twenty-lesson-draw-ask = Press { $draw } to draw a card from the stock.
twenty-lesson-king = You drew a king. A king counts any value from 1 up to the move number. This is move 6: select the king and the 5; the king counts 1, and the two make 6. { $jump_king } goes to the king, { $toggle_select } selects it, then { $jump_5 } and { $toggle_select } for the 5.
twenty-lesson-king-ask = Select the king and the 5: { $jump_king } goes to the king, { $jump_5 } to the 5, { $toggle_select } selects.
twenty-lesson-king-lay = The king and the 5 are selected. Press { $play } to lay them.
twenty-lesson-king-lay-ask = Press { $play } to lay the king and the 5.
twenty-lesson-end = That is Twenty: lay cards up to the move number, draw when none fits, and be the first to empty your hand. Press { $play } to play a real game, or { $game_menu } for the menu.
