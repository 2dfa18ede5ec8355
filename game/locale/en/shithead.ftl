## Shithead (game id shithead). The table words come with its action layer.

shithead-title = Shithead
