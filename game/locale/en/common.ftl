## Shared words: lists, numbers, players, history, help, errors.

list-empty = nothing
list-two = { $first } and { $second }
list-more = { $first }, { $rest }

# A count spoken as a word where that reads better ("two aces").
number-word = { $count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
   *[other] { $count }
}

# Seat names: seat 0 is the player, the others are bots.
you = you
you-capital = You
bot-name = { $seat ->
    [1] Ada
    [2] Boris
    [3] Clara
    [4] Dmitri
    [5] Elsa
   *[other] Player { $seat }
}

history-empty = No messages yet.
history-oldest = Oldest message.
history-newest = Newest message.
# A focus key cut queued messages before they were heard; the next report
# starts with this. $key names the history key (comma).
# The history also holds what the keys said since, so "steps back" rather
# than "the next press says it".
speech-skipped = { $count ->
    [one] One message skipped; { $key } steps back through the history to it.
   *[other] { $count } messages skipped; { $key } steps back through the history to them.
}
nothing-to-repeat = Nothing to repeat.

position = { $index } of { $count }

# A key that has nothing to do in this state still answers.
# Lists read line by line (help, rules, keys) and menus.
text-end = End of the list, { $count } lines. Escape goes back.
text-top = Top of the list.
text-keys = Up and Down read the lines, Escape goes back.
no-line-starts = No line starts with { $letter }.
no-item-starts = No item starts with { $letter }.
key-does-nothing = Nothing to do with that key here.
# Between deals: the engine has dealt on, the player has not heard it yet.
summary-waits = The deal is over: press { $key } to deal the next hand first.
summary-waits-turn = Nobody's turn: the deal is over. Press { $key } to deal the next hand.
selected = selected
deselected = deselected

sounds-muted = Sounds off.
sounds-unmuted = Sounds on.

help-title = Keys on this screen
help-line = { $keys }: { $what }
help-none = No keys are bound.
key-or = { $first } or { $second }

## Problems said in one sentence.
# Speech fallbacks, said as one sentence: what is missing, then what is used.
speech-no-screenreader-what = no screen reader is available ({ $reason })
speech-no-voice-what = the game's own voice is not available ({ $reason })
speech-fallback = Speech: { $missing }, so { $using ->
    [screenreader] your screen reader speaks.
    [voice] the game speaks with its own voice.
   *[text] messages are shown as text only, and kept in the history.
}
speech-text-only = Speech: messages are shown as text only, and kept in the history.
speech-no-speechd-what = Speech Dispatcher, which screen readers speak through, is not installed (install the speech-dispatcher package)
speech-speechd-failed-what = Speech Dispatcher cannot be reached ({ $reason })
speech-speechd-lost = Speech: Speech Dispatcher stopped answering, so { $using ->
    [voice] the game speaks with its own voice until it is back.
   *[text] messages are shown as text only until it is back.
}
speech-speechd-back = Speech: Speech Dispatcher is back, and the game speaks through it again.
opening-rest = { $hand } reads your hand.
no-display = Parlour needs a display for its window and found none (DISPLAY and WAYLAND_DISPLAY are not set): start it from your desktop session.
sound-no-device = No audio device was found, so the game plays without sound.
keymap-error = Key map problem in { $file }, line { $line }: { $fault } The default keys are used.
keymap-error-noline = Key map problem in { $file }: { $fault } The default keys are used.
keymap-syntax = this is not valid TOML ({ $detail }).
keymap-unknown-screen = there is no key section called { $name }.
keymap-unknown-command = there is no command called { $name }.
keymap-unknown-key = { $key } is not a key name.
keymap-not-list = { $name } must be a list of key names, like ["f2", "h"].
keymap-conflict = { $key } is bound to both { $first } and { $second }.
settings-error = Settings file { $file } could not be read ({ $fault }), so default settings are used.
keymap-unreadable = the file cannot be read ({ $detail }).
keymap-missing = the file cannot be read: it does not exist.
keymap-not-utf8 = the file cannot be read: it is not UTF-8 text.
keymap-outside-section = { $name } is not inside a section such as [game].

key-name = { $key ->
    [ctrl] Ctrl
    [shift] Shift
    [alt] Alt
    [return] Enter
    [keypad-enter] keypad Enter
    [enter] keypad Enter
    [space] Space
    [escape] Escape
    [up] Up
    [down] Down
    [left] Left
    [right] Right
    [home] Home
    [end] End
    [tab] Tab
    [backspace] Backspace
    [delete] Delete
    [page-up] Page Up
    [page-down] Page Down
    [comma] comma
    [period] period
    [f1] F1
    [f2] F2
    [f3] F3
    [f4] F4
    [f5] F5
    [f6] F6
    [f7] F7
    [f8] F8
    [f9] F9
    [f10] F10
    [f11] F11
    [f12] F12
   *[other] { $shown }
}

## Refusals shared by every game.
invalid-nothing-selected = Invalid: select cards with { $key } first.
invalid-not-in-hand = Invalid: those cards are not in your hand.
invalid-stock-empty = Invalid: the stock is empty.
invalid-game-over = Invalid: the game is over.
turn-game-over = Nobody's turn: the game is over. { $scores } says the final scores, { $again } plays again.
invalid-not-your-turn = Invalid: it is { $name }'s turn.
invalid-unknown-move = Invalid: that is not a move in this game.

crash-saved = Something went wrong: the game so far is saved in { $file }, and you are back at the main menu.
crash-not-saved = Something went wrong and the game could not be saved; you are back at the main menu.

game-saved = Game saved.
game-not-saved = The game could not be saved ({ $fault }).
game-resumed = { $game } resumed.
save-bad = The saved game in { $file } cannot be resumed: { $fault }. It is kept as { $kept }.
save-fault-not-text = it is not UTF-8 text
save-fault-line = line { $line }: { $reason }
save-fault-no-header = it does not start with a game header
save-fault-format = it is of format { $format }, which this version does not know
save-fault-game = it is a game this version does not have ({ $game })
save-fault-no-state = it lacks the saved players
save-fault-differs = the game does not replay the same way
save-fault-illegal = a move there is not legal
save-fault-over = the game in it is already over
stats-error = Statistics file { $file } could not be read ({ $fault }), so counting starts afresh.
speech-path = Speech goes through { $path ->
    [speechd] Speech Dispatcher, as your screen reader's does
    [screenreader] your screen reader, { $name }
    [sapi5] the Windows voice, SAPI5
    [say] the system voice, say
    [voice] the game's own voice
   *[text] no voice: messages are shown as text only
}.

# A real table's warning (ux.md), said once when it becomes true; $kind:
# hand, or face_down for Shithead's last face-down card.
last-card = { $kind ->
    [face_down] { $who } is down to the last face-down card.
   *[hand] { $who } has one card left.
}
