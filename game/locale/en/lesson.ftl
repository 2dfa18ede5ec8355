## A game's lesson ("Learn to play": game/core/lesson.py, game/app/lessons.py).
# The main menu's item: the lesson of the game chosen.
menu-lesson = Learn to play
# A game with no lesson; $game its name.
lesson-none = { $game } has no lesson.
# Escape during a lesson.
lesson-left = You left the lesson.
# Asked once, on a profile's first game of $game: a menu title (no full stop).
lesson-offer = New to { $game }? A short lesson plays a few moves with you
lesson-play-now = Play now
# A key the lesson's step does not want; $ask says what it wants.
lesson-wants = Not now. { $ask }
# Ctrl+S in a lesson; $back the key that leaves it.
lesson-not-saved = A lesson is not saved: { $back } leaves it.
