## The browser's page (issue 35, docs/web.md): its own labels, headings and
## buttons. The web part sends every web-* message, formatted, in the page
## message's "words"; the page shows them as text and makes no game words of
## its own. No message here takes an argument: the page cannot format one.
##
## Ids the page reads (game/web/static/*.js, index.html's data-word):
## web-title web-skip web-connecting web-connection-lost web-table
## web-table-keys web-status web-history web-settings web-language web-theme
## web-theme-yellow web-theme-white web-theme-paper web-theme-black
## web-volume web-mute web-voice web-send web-back web-game-menu
## web-actions web-results web-last-move web-notes web-rank-A web-rank-J
## web-rank-Q web-rank-K web-joker web-wild web-skip-card web-colour-R
## web-colour-B web-colour-G web-colour-Y

web-title = Parlour
web-skip = Skip to the game
web-connecting = Connecting to the game…
web-connection-lost = The connection to the game was lost; connecting again.
# The table's region: its heading, and the label of the part that takes keys.
web-table = The table
web-table-keys = Game keys: while this is focused, keys go to the game. With a screen reader, turn on its focus mode so that it passes the keys through.
web-status = Status
web-history = History
web-settings = Settings
web-language = Language
web-theme = Colours on screen
web-theme-yellow = Yellow on black
web-theme-white = White on black
web-theme-paper = Black on pale green
web-theme-black = Black on white
web-volume = Sound volume
web-mute = Mute sounds
web-voice = Speak with the browser's own voice (for playing without a screen reader)
web-send = Send
web-back = Back
web-game-menu = Game menu
web-actions = Actions
web-results = Results
web-last-move = Last move
web-notes = Notes
# On the drawn cards: the letters of the language's decks.
web-rank-A = A
web-rank-J = J
web-rank-Q = Q
web-rank-K = K
web-joker = JOKER
web-wild = WILD
web-skip-card = SKIP
# A coloured card's colour letter in its corner, for colour-blind players.
web-colour-R = R
web-colour-B = B
web-colour-G = G
web-colour-Y = Y
