## War (game id war): the template game of tests/test_adding_a_game.py.

war-title = War
# After "Resume <game> against N computer players": War is one deal, so nothing more.
war-resume-progress = {""}

war-start = War. You against { $names }. Turn over your top card; the highest card takes the battle.
war-deal = { $dealer } { $you ->
    [yes] deal
   *[no] deals
} the whole deck: { $count } cards each, face down.
war-your-turn = Your turn: press { $key } to turn over your top card.
war-turn-of = { $name }'s turn to turn over a card.

# Events. $who is "You" or a bot's name.
war-turns = { $who } { $you ->
    [yes] turn
   *[no] turns
} over the { $card }.
war-battle = { $who } { $you ->
    [yes] take
   *[no] takes
} { $count ->
    [one] one card
   *[other] { $count } cards
} with the { $card }.
war-tie = A tie: the cards stay for the next battle.
war-winner = { $who } { $you ->
    [yes] win
   *[no] { $count ->
        [one] wins
       *[other] share the win
    }
} with { $won } cards won!
war-play-again = Press { $key } to play again, or { $back } for the menu.

# Reports and rows.
war-pile = { $count ->
    [0] Your pile is used up
    [one] One card left in your pile
   *[other] { $count } cards left in your pile
}; you have won { $won }.
war-opponent = { $name }: { $count } in the pile, { $won } won
war-list = { $list }.
war-table-card = the { $card } from { $who }
war-table = { $count ->
    [0] Nothing turned over in this battle yet
   *[other] On the table: { $cards }
}{ $pot ->
    [0] .
   *[other] , and { $pot } cards from tied battles.
}
war-won-entry = { $who } { $count }
war-scores = Cards won: { $list }.
war-row-table = The table
war-row-pile = Your pile
war-row = { $name }, { $count ->
    [0] empty
    [one] one item
   *[other] { $count } items
}

# F1: what this game's keys do where the shared words ("cmd-...") do not fit.
war-cmd-play = turn over your top card
war-cmd-my_status = cards left in your pile and cards you have won
war-cmd-opponents = each opponent's pile and cards won
war-cmd-table = the cards turned over in this battle
war-cmd-scores = cards won by everyone
