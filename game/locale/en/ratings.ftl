# Ratings and leaderboards online (game/app/online_ratings.py). A rating is
# openskill's ordinal, mu - 3 sigma, rounded: 0 for a new player.
lobby-leaderboards = Leaderboards
lobby-my-stats = My statistics
leaderboard-choose = Leaderboard of which game
leaderboard-asking = Asking the server.
leaderboard-title = { $game } leaderboard, { $players ->
    [0] nobody rated yet
    [one] one player rated
   *[other] { $players } players rated
}
leaderboard-line = { $place }. { $name }, rating { $rating }, { $matches ->
    [one] one match
   *[other] { $matches } matches
}, { $wins ->
    [0] no wins
    [one] one win
   *[other] { $wins } wins
}
leaderboard-line-shown = { leaderboard-line }
leaderboard-you = You are in place { $place } of { $players }, rating { $rating }
leaderboard-you-shown = { leaderboard-you }
leaderboard-you-unrated = You have no { $game } rating yet
ratings-rule = Only matches between two or more people are rated; computer players are not
stats-online-title = My statistics on this server
stats-online-line = { $game }: rating { $rating }, place { $place } of { $players }, { $matches ->
    [one] one match
   *[other] { $matches } matches
}, { $wins ->
    [0] no wins
    [one] one win
   *[other] { $wins } wins
}
stats-online-line-shown = { stats-online-line }
stats-online-none = No rated match yet
rating-change = Your { $game } rating { $direction ->
    [first] is now { $after }
    [up] rose from { $before } to { $after }
    [down] fell from { $before } to { $after }
   *[same] stayed at { $after }
}.
