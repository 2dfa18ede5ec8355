## Menus, settings and help.

menu-open = { $title }. { $item }
menu-item = { $item }, { $position }
menu-choice = { $label }: { $value }
text-open = { $title }, { $count } lines. { $first }
menu-main-title = Parlour, main menu
menu-game-title = Game menu
menu-play = Play
menu-game = Game
menu-opponents = Opponents
menu-level = Computer level
menu-game-options = Game options
menu-options-title = Options for { $game }
menu-settings = Settings
menu-keys = Keys
menu-rules = Rules
menu-quit = Quit
menu-statistics = Statistics
menu-reset-statistics = Reset statistics
menu-no-keep = No, keep them
menu-yes-reset = Yes, reset them
stats-confirm = Reset all statistics: this cannot be undone
stats-reset = Statistics reset.
stats-none = No games finished yet
stats-line = { $game }, { $level }: { $played ->
    [one] one game
   *[other] { $played } games
}, { $won } won{ $helped ->
    [0] {""}
   *[other] {" "}({ $helped } with suggestions)
}, { $lost } lost; streak { $streak }, best streak { $best }{ $score ->
    [none] {""}
   *[other] ; best score { $score }
}
# The same line as the screen writes it (Russian speaks the numbers in words).
stats-line-shown = { $game }, { $level }: { $played ->
    [one] one game
   *[other] { $played } games
}, { $won } won{ $helped ->
    [0] {""}
   *[other] {" "}({ $helped } with suggestions)
}, { $lost } lost; streak { $streak }, best streak { $best }{ $score ->
    [none] {""}
   *[other] ; best score { $score }
}
menu-back = Back
menu-resume = Resume
menu-new-game = New game
menu-help = Help
menu-main-menu = Quit to main menu
menu-number = { $value }
percent = { $value } percent
# The same values as the screen writes them (Russian speaks them in words).
menu-number-shown = { $value }
percent-shown = { $value } percent
on = on
off = off
level-name = { $value ->
    [easy] easy
    [hard] hard
    [expert] expert
    [mixed] mixed levels
   *[normal] normal
}
speech-mode = { $value ->
    [screenreader] screen reader
    [voice] the game's own voice
    [text] text only
   *[auto] automatic
}
verbosity-name = { $value ->
    [brief] brief
   *[full] full
}
pace-name = { $value ->
    [slow] slow, 2 seconds
    [fast] fast, 0.3 seconds
    [instant] instant
   *[normal] normal, 1 second
}
pace-name-shown = { $value ->
    [slow] slow, 2 seconds
    [fast] fast, 0.3 seconds
    [instant] instant
   *[normal] normal, 1 second
}
setting-speech = Speech
setting-rate = Voice rate, words a minute
setting-voice-volume = Voice volume
setting-pitch = Voice pitch (50 is normal)
setting-verbosity = Verbosity
setting-pace = Computer players' pace
setting-sound-volume = Sound volume
setting-sounds = Sound cues
setting-theme = Colours on screen
setting-four-colour = Four-colour deck (no two suits share a colour)
setting-language = Language
# This language's name in itself, as the language menu lists it.
language-own-name = English
setting-voice = Voice
voice-automatic = automatic, a voice of the game's language
setting-braille = Braille display (also shows each message)
rules-title = Rules of { $game }

speech-reason = { $reason ->
    [not-running] no screen reader is running
    [no-library] the screen reader library is missing
    [no-speech-dispatcher] Speech Dispatcher is missing
    [no-audio-device] there is no audio device
    [no-speech-engine] no speech engine is installed
    [engine-failed] the speech engine did not start
    [timeout] it did not answer in time
   *[failed] it failed
}

## What each command does, for help and the keys list.
cmd-stop_speech = stop speech
cmd-history_back = previous message
cmd-history_forward = next message
cmd-history_oldest = oldest message
cmd-history_newest = newest message
cmd-help = keys for this screen
cmd-rules = rules of the game
cmd-quit = quit Parlour
cmd-zoom_in = larger text and cards
cmd-zoom_out = smaller text and cards
cmd-zoom_reset = text and cards at their usual size
cmd-full_screen = full screen on or off
cmd-menu_up = previous item
cmd-menu_down = next item
cmd-menu_first = first item
cmd-menu_last = last item
cmd-menu_left = previous value
cmd-menu_right = next value
cmd-menu_activate = choose
cmd-menu_back = back
cmd-next_card = next card
cmd-previous_card = previous card
cmd-first_card = first card
cmd-last_card = last card
cmd-previous_row = previous row
cmd-next_row = next row
cmd-toggle_select = select or deselect the card
cmd-play = play the selected cards, or go on after a summary
cmd-draw = draw from the stock
cmd-take_discard = take from the discard pile
cmd-my_status = my cards and what I play for
cmd-opponents = opponents' cards
cmd-table = the table
cmd-scores = scores
cmd-sort = sort the hand
cmd-whose_turn = whose turn
cmd-repeat_last = repeat the last message
cmd-mute = sound cues on or off
cmd-game_menu = game menu
cmd-save = save the game
menu-resume-saved = Resume { $game } against { $opponents ->
    [one] one computer player
   *[other] { $opponents } computer players
}{ $progress }
menu-resume-unknown = Resume the saved game
# The field of the save's header that is damaged, in words (never its key).
save-fault-field = { $field ->
    [format] its format number is damaged
    [game] the game it names is damaged
    [players] its list of players is damaged
    [seed] the shuffle it records is damaged
   *[options] its game options are damaged
}
keymap-too-big = a value is too long or nested too deep
# F2 reads the hand card by card, or grouped by rank (issue 13).
setting-hand-grouped = F2 reads your hand
hand-report-cards = card by card
hand-report-grouped = grouped by rank

## Answers that were silent or false (issue 19).
# A game key pressed in a menu: $key the key pressed, $what the command's words.
menu-game-key = { $key } is a key of the table ({ $what }): it does nothing in a menu.
# Enter on a choice item keeps the value: $item is "Game: Twenty".
menu-choice-how = { $item }. Left and Right change it.
# Ctrl+S with no game in progress; $over: yes when the game on screen is finished.
save-nothing = { $over ->
    [yes] The game is over: there is nothing to save.
   *[no] No game in progress: there is nothing to save.
}
# Back at a finished game from its menu (Resume).
game-over-back = The game is over. Press { $key } to play again, or { $back } for the menu.
# The last words before the program closes.
app-quitting = { $saved ->
    [yes] Quitting Parlour. The game is saved for next time.
   *[no] Quitting Parlour.
}
