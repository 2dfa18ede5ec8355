## Twenty (game id twenty).

twenty-title = Twenty
# After "Resume <game> against N computer players": how far the saved game got.
twenty-resume-progress = , deal { $deals }
twenty-option-match_points = Match to, points
twenty-option-deal_limit = Most deals in a match

twenty-start = Twenty. You against { $names }. First to { $target } points wins the match.
twenty-deal = Deal { $deal }. { $dealer } { $you ->
    [yes] deal.
   *[no] deals.
}
twenty-your-hand = Your hand: { $cards }.
twenty-your-turn = Your turn. Move { $move }: lay cards worth up to { $move }.
twenty-your-turn-draw = Your turn. Move { $move }: no card fits, press { $key } to draw.
twenty-your-turn-pass = Your turn. Move { $move }: no card fits and the stock is empty, press { $key } to pass.
# After the first three calls to act of a game (Prompt.prompt_words):
# the move, which is its limit (TW-7); the keys left to F1 and W.
twenty-your-turn-short = Your turn, move { $move }.
twenty-your-turn-draw-short = Your turn, move { $move }: nothing fits, draw.
twenty-your-turn-pass-short = Your turn, move { $move }: nothing fits, pass.
twenty-turn-of = { $name }'s turn, move { $move }.

# Events. $who is "You" or a bot's name.
twenty-plays = { $who } { $you ->
    [yes] play
   *[no] plays
} { $cards }. Move { $move }.
twenty-draws-you = You draw the { $card }. Move { $move }.
twenty-draws = { $who } draws a card. Move { $move }.
twenty-passes = { $who } { $you ->
    [yes] pass
   *[no] passes
}: the stock is empty. Move { $move }.
twenty-out = { $who } { $you ->
    [yes] have
   *[no] has
} no cards left.
twenty-last-move = Move 20 was the last.

# Why the deal went to a player holding cards after move 20 (TW-10).
twenty-fewest = { $who } { $you ->
    [yes] have
   *[no] has
} the fewest cards: { $count ->
    [one] one
   *[other] { $count }
}.
twenty-tie = { $names } have { $count ->
    [one] one card
   *[other] { $count } cards
} each{ $kind ->
    [laid] ; { $who } { $you ->
        [yes] were
       *[no] was
    } the last of them to lay cards.
   *[none] , and none of them laid cards; { $who } { $you ->
        [yes] sit
       *[no] sits
    } first from the dealer's left.
}

# A signed number of points, the one way every total and change is said:
# $size is the number without sign; $sign: minus, plus (a change), none.
twenty-points = { $sign ->
    [minus] minus { $size }
    [plus] plus { $size }
   *[none] { $size }
}

twenty-deal-winner = { $who } { $you ->
    [yes] win
   *[no] wins
} deal { $deal }{ $cards ->
    [0] {""}
   *[other] , holding { $names }
}, { $points }.
twenty-deal-loser = { $who }: { $cards ->
    [0] no cards
    [one] one card, { $names }
   *[other] { $cards } cards, { $names }
}, { $score ->
    [0] no penalty
   *[other] { $points }
}.
twenty-totals = Totals: { $list }.
twenty-total-entry = { $who } { $points }
twenty-continue = Press { $key } to deal on.
twenty-match-winner = { $who } { $you ->
    [yes] win
   *[no] { $count ->
        [one] wins
       *[other] share
    }
} the match with { $points } points!
twenty-deal-limit = That was deal { $deals }, the last of the match: the highest total wins.
twenty-play-again = Press { $key } to play again, or { $back } for the menu.

# Selection and reports.
twenty-select = { $card } { $state }, total { $total } of { $limit } allowed.
twenty-select-over = { $card } { $state }, total { $total }: too much, only { $limit } allowed.
twenty-select-none = { $card } { $state }, nothing selected.
twenty-focus-card = { $card }{ $selected ->
    [yes] , selected
   *[no] {""}
}, { $position }
twenty-hand-empty = Your hand is empty.
# Space where nothing can be selected, said in one sentence.
twenty-cannot-select = { $row ->
    [table] Cards on the table cannot be selected: they are already laid.
    [actions] Actions are not selected: press { $key } on one to do it.
   *[empty] Your hand is empty: nothing to select.
}
twenty-status = { $count ->
    [one] You hold one card
   *[other] You hold { $count } cards
}: { $cards }. { $turn ->
    [yes] Your move, { $move }: up to { $move }.
   *[no] Move { $move }.
}
twenty-opponent = { $name }: { $count ->
    [0] no cards
    [one] one card
   *[other] { $count } cards
}
twenty-opponents = { $list }.
twenty-table = Move { $move } of 20. Stock: { $stock ->
    [0] empty
    [one] one card
   *[other] { $stock } cards
}. On the table: { $table ->
    [0] nothing yet
    [one] one card
   *[other] { $table } cards
}{ $last ->
    [none] .
   *[other] ; last laid by { $last }: { $lastcards }.
}
twenty-scores = Scores, to { $target }: { $list }. Deal { $deal }.
twenty-sorted = Sorted by { $order ->
    [rank] rank
    [suit] suit
   *[value] move value
}.
twenty-row-hand = Your hand
twenty-row-table = The table
twenty-row-actions = Actions
twenty-row = { $name }, { $count ->
    [0] empty
   *[other] { $kind ->
        [actions] { $count ->
            [one] one choice
           *[other] { $count } choices
        }
       *[cards] { $count ->
            [one] one card
           *[other] { $count } cards
        }
    }
}
twenty-table-card = { $card } from { $who }
twenty-action-play = Lay the selected cards
twenty-action-draw = Draw from the stock
twenty-action-pass = Pass

# Refusals: "invalid:" first, then why.
# $count: how many cards were tried; $move: play, draw or pass.
twenty-invalid-over-limit = Invalid: { $count ->
    [one] that card is worth { $total }
   *[other] those cards make { $total }
}, more than { $limit }.
twenty-invalid-must-play = Invalid: you can lay a card worth up to { $limit }, so you cannot { $move ->
    [pass] pass
   *[draw] draw
}.
twenty-invalid-must-draw = Invalid: draw a card instead.
twenty-invalid-no-draw-here = Invalid: there is no discard pile in this game.

# F1: what this game's keys do where the shared words ("cmd-...") do not fit.
twenty-cmd-opponents = how many cards each opponent holds
twenty-cmd-scores = totals, the target and the deal
twenty-cmd-my_status = my hand and the move
twenty-cmd-table = the table: move, stock, cards laid and who laid last
twenty-cmd-draw = draw from the stock, or pass when it is empty

## The status strip of the table on screen.
twenty-table-stage = Move { $move } of 20, deal { $deal }

## Jump keys and the hand grouped (issue 13).
# A rank of the hand and what it can be played as on the player's move
# ($limit): a king any value from 1 up (TW-2), another card its value.
twenty-grouped-entry = { $cards }, { $worth ->
    [king] worth 1 to { $limit }{ $count ->
        [one] {""}
       *[other] {" "}each
    }
    [high] worth { $value }, too high for move { $limit }
   *[fits] worth { $value }{ $count ->
        [one] {""}
       *[other] {" "}each
    }
}
twenty-grouped = { $list }; { $count ->
    [one] one card
   *[other] { $count } cards
}, for move { $move }.
twenty-cmd-jump = the next card of that rank in the row (hand or table): { $keys }

# F1: what Enter does in this game (issue 19).
twenty-cmd-hand_grouped = my hand by rank, with what each rank is worth on my move
twenty-cmd-play = on my hand: lay the selected cards, or the card in focus; on the actions row: the action in focus; after a deal: go on

# Watching an online table: every player named, nobody "you".
twenty-start-watch = Twenty. { $names } play. First to { $target } points wins the match.

# The button of this key on a touch screen (game/web: the shared name says otherwise).
twenty-browser-action-draw = Draw, or pass
