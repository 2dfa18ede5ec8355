## Shithead's lesson (lesson.py): a fixed deal, one step at a time. Each
## step's "-ask" is said again for a key the step does not want. The
## arguments are keys, named by their commands ($toggle_select: Space).
shithead-lesson-intro = This is a lesson: a fixed deal against one opponent, one step at a time. { $game_menu } leaves it at any step.
shithead-lesson-choose = First, choose three cards to lay face up on your face-down ones. You play them only once your hand is empty, so keep strong ones there: the 9, the king and the ace. { $jump_9 } and { $toggle_select } select the 9, then { $jump_king } and { $toggle_select }, then { $jump_ace } and { $toggle_select }.
shithead-lesson-choose-ask = Select the 9, the king and the ace: { $jump_9 }, { $jump_king } and { $jump_ace } go to them, { $toggle_select } selects.
shithead-lesson-lay-up = The 9, the king and the ace are selected. Press { $play } to lay them face up.
shithead-lesson-lay-up-ask = Press { $play } to lay the three selected cards face up.
shithead-lesson-play = The starter card is a 5: play a card as high or higher. Your 6 beats it. Press { $jump_6 } to go to the 6 and { $play } to play it; you then draw back up to three cards.
shithead-lesson-play-ask = Play your 6: { $jump_6 } goes to it, { $play } plays it.
shithead-lesson-burn = Your 3 and 4 are lower than the 8 on the pile, but a 10 goes on anything and burns the pile: it leaves the game, and you play again. Press { $jump_10 } to go to the 10 and { $play } to play it.
shithead-lesson-burn-ask = Play your 10: { $jump_10 } goes to it, { $play } plays it.
shithead-lesson-again = The pile is burnt and it is your turn again: any card goes on an empty pile. Play your lowest, the 3: press { $jump_3 } and { $play }.
shithead-lesson-again-ask = Play your 3: { $jump_3 } goes to it, { $play } plays it.
shithead-lesson-pick-up = Nothing in your hand beats the ace, and you hold no 2 or 10, so you must pick up the pile: press { $take_discard }.
shithead-lesson-pick-up-ask = Press { $take_discard } to pick up the pile.
shithead-lesson-end = That is Shithead: play as high or higher, a 2 starts the pile afresh, a 10 burns it, and pick it up when you cannot play. The first to play out hand, face-up and face-down cards wins. Press { $play } to play a real game, or { $game_menu } for the menu.
