# Issue 13: a suggestion and "since my last turn" (game/core/advice.py).
cmd-suggest = suggest what to play: the cards are selected and said; Enter plays them
cmd-since_last = what each opponent did since your last turn
suggest-off = Suggestions are off; turn them on in Settings.
suggest-game-over = The game is over: nothing to suggest.
suggest-not-your-turn = Nothing to suggest: it is { $name }'s turn.
suggest-none = Nothing to suggest here.
since-none-yet = No one else has moved yet in this deal.
since-seat = { $name } { $actions }.
since-seat-nothing = { $name } has not moved since your last turn.
setting-suggestions = Suggestions
