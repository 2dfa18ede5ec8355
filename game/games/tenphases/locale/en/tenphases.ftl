## Ten Phases (game id tenphases). Cards are the standard ones (cards.ftl).

tenphases-title = Ten Phases
# After "Resume <game> against N computer players": how far the saved game got.
tenphases-resume-progress = {""}
tenphases-option-ace_high_runs = Runs may end queen, king, ace
tenphases-option-flush_phases = Phases 8 to 10 are flushes

## Groups: "4 to 7 of hearts with joker as 6 of hearts", "run 2 to 4",
## "three 9s", "eight red cards", "four hearts". $wilds counts the jokers,
## $jokers says what they stand for ("jokers as 6 and 7 of hearts").
tenphases-joker-as = joker as { $card }
tenphases-jokers-as = jokers as { $cards }
# Several jokers in a set, colour group or flush: "two jokers as 10s".
tenphases-jokers-as-same = { number-word } jokers as { $kind ->
    [set] { rank-plural }
    [colour] { tenphases-colour } cards
   *[flush] { suit-name }
}
tenphases-colour = { $colour ->
    [R] red
   *[B] black
}
tenphases-colour-card = a { tenphases-colour } card
tenphases-suit-card = a { $suit ->
    [C] club
    [D] diamond
    [H] heart
   *[S] spade
}
tenphases-with-jokers = { $wilds ->
    [0] {""}
   *[other] {" "}with { $jokers }
}
tenphases-group-run = { $suit ->
    [none] run { $low } to { $high }
   *[other] { $low } to { $high } of { suit-name }
}{ tenphases-with-jokers }
tenphases-group-set = { number-word } { rank-plural }{ tenphases-with-jokers }
tenphases-group-colour = { number-word } { tenphases-colour } cards{ tenphases-with-jokers }
tenphases-group-flush = { number-word } { suit-name }{ tenphases-with-jokers }
tenphases-group-then = { $first }; { $second }
tenphases-need = { $phase ->
    [1] a run of 3 and 3 of a kind
    [2] a run of 4 and 3 of a kind
    [3] two sets of 3 of a kind
    [4] a run of 6
    [5] a run of 7
    [6] a run of 8
    [7] 8 cards of one colour
    [8] { $flush ->
        [yes] 4 cards of one suit and 4 of another
       *[no] a run of 4 in one suit and a run of 4 in another
    }
    [9] { $flush ->
        [yes] 5 cards of one suit and 3 of another
       *[no] a run of 5 in one suit and a run of 3 in another
    }
   *[10] { $flush ->
        [yes] 5 cards of one suit and 4 of another
       *[no] a run of 5 in one suit and a run of 4 in another
    }
}
tenphases-kind-size = { $kind ->
    [set] { $size } of a kind
    [run] a run of { $size }
    [suited_run] a run of { $size } in one suit
    [colour] { $size } cards of one colour
   *[flush] { $size } cards of one suit
}
tenphases-kind = { $kind ->
    [set] cards of one rank
    [run] a run
    [suited_run] a run in one suit
    [colour] cards of one colour
   *[flush] cards of one suit
}

## Start, deal and turns.
tenphases-start = Ten Phases. You against { $names }. Declare the ten phases in order, at most one a turn. The first to declare phase 10 wins.
tenphases-deal = { $dealer } { $you ->
    [yes] deal.
   *[no] deals.
} You are on phase 1: { $need }.
tenphases-resume-phase = You are on phase { $phase }: { $need }.
tenphases-your-hand = Your hand: { $cards }.
tenphases-discard-start = The discard pile shows the { $card }.
tenphases-your-turn-draw = Your turn: draw with { $draw } or take the { $card } with { $take }.
tenphases-your-turn-draw-only = Your turn: draw with { $draw }.
# After the first three calls to act of a game (Prompt.prompt_words):
# what changes, the keys left to F1 and W.
tenphases-your-turn-draw-short = Your turn: { $card } on the pile.
tenphases-your-turn-draw-only-short = Your turn: draw.
tenphases-your-turn-declare = Declare your phase or discard: select cards and press { $play }; one card is discarded, more cards are declared as phase { $phase }.
tenphases-your-turn-declare-short = Now declare or discard.
tenphases-your-turn-discard = Now discard: select one card and press { $play }.
tenphases-your-turn-discard-short = Now discard.
tenphases-your-turn-choose = Keep the cards of phase { $phase }, or discard them and draw { $count }: press { $play } to choose.
tenphases-turn-of = { $name }'s turn.
tenphases-assist = You hold phase { $phase }: select its cards and press { $play } to declare it.

## Events. $who is "You" or a bot's name.
tenphases-draws-you = You draw the { $card }.
tenphases-draws = { $who } draws from the stock.
tenphases-takes = { $who } { $you ->
    [yes] take
   *[no] takes
} the { $card } from the discard pile.
tenphases-reshuffle = The discard pile is shuffled into a new stock.
tenphases-declares-you = Phase { $phase } declared: { $groups }.
tenphases-declares = { $who } declares phase { $phase }: { $groups }.
tenphases-keeps = { $who } { $you ->
    [yes] keep
   *[no] keeps
} the cards.
tenphases-redraws-you = You discard them and draw { $count }: { $cards }.
tenphases-redraws = { $who } discards them and draws { $count }.
tenphases-discards = { $who } { $you ->
    [yes] discard
   *[no] discards
} the { $card }.
tenphases-game-winner = { $who } { $you ->
    [yes] win
   *[no] wins
} the game!
tenphases-end-line = { $who } { $role ->
    [loser] { $you ->
        [yes] lose
       *[no] loses
    }
   *[neither] neither won nor lost
}, with { $points } points and { $done ->
    [one] one phase
   *[other] { $done } phases
} done.
tenphases-play-again = Press { $key } to play again, or { $back } for the menu.

## Selection and choosing.
tenphases-select = { $card } { $state }, { $count ->
    [0] nothing selected.
    [one] one card selected.
   *[other] { $count } cards selected{ $makes ->
        [yes] : that makes phase { $phase }.
       *[no] .
    }
}
# Space where there is no card to select; $row is hand (empty) or actions.
tenphases-select-none = { $row ->
    [hand] Your hand is empty: nothing to select.
   *[actions] Nothing to select on the action row: press { $play } to do the action in focus.
}
tenphases-focus-card = { $card }{ $selected ->
    [yes] , selected
   *[no] {""}
}, { $position }
tenphases-choose-declare = Choose how to declare, { $count } ways: { $first }. Up and Down to hear them, Enter to declare, Escape to go back.
tenphases-choose-keep = Keep the cards, or discard them and draw { $draw }? { $first }. Up and Down to hear both, Enter to choose.
tenphases-keep-label = Keep the cards
tenphases-redraw-label = Discard them and draw { $count }
tenphases-choice = { $label }, { $position }
tenphases-choice-back = Back; nothing declared.
tenphases-choice-later = Back to your hand. The cards of phase { $phase } wait: press { $play } to keep them or to discard them and draw { $count }.
tenphases-choosing-help = You are choosing: Up and Down move, Enter picks, Escape goes back.

## Reports.
tenphases-status = { $done ->
    [0] Phase { $phase }: { $need }. No phase done yet.
    [one] Phase { $phase }: { $need }. One phase done.
    [10] All ten phases done.
   *[other] Phase { $phase }: { $need }. { $done } phases done.
} { $count ->
    [0] Your hand is empty.
    [one] You hold one card: { $cards }.
   *[other] You hold { $count } cards: { $cards }.
}
# $held counts the cards the player showed in a declaration and still
# holds, $shown names them (TP-7/8: they were shown to everyone).
# Shift+F2, short: a hand holds 10 cards between turns (TP-6), so the count
# is said only when it differs.
tenphases-opponent = { $name }: { $done ->
    [10] all ten phases done
   *[other] phase { $phase }
}{ $count ->
    [10] {""}
    [0] , no cards
    [one] , one card
   *[other] , { $count } cards
}{ $held ->
    [0] {""}
    [one] , one shown card still held
   *[other] , { $held } shown cards still held
}.
# Pressed again: which shown cards each still holds ($list of shown-entry).
tenphases-opponents-again = { $text } { $key } again names them.
tenphases-opponents-shown = Shown and still held: { $list }.
tenphases-shown-entry = { $name }: { $cards }
tenphases-table = Discard pile: { $top }{ $count ->
    [0] {""}
    [one] , one card
   *[other] , { $count } cards
}. Stock: { $stock ->
    [0] empty
    [one] one card
   *[other] { $stock } cards
}.
tenphases-discard-none = empty
tenphases-phases = Phases: { $list }.
tenphases-phase-entry = { $who } { $done ->
    [10] all ten done
   *[other] on phase { $phase }
}
tenphases-results = { $list }.
tenphases-result-entry = { $role ->
    [winner] { $who } won
    [loser] { $who } lost
   *[neither] { $who } neither won nor lost
} with { $points } points
tenphases-sorted = Sorted by { $order ->
    [suit] suit
   *[rank] rank
}.
tenphases-row-hand = Your hand
tenphases-row-actions = Actions
# A row and what it holds: $kind is hand (cards) or actions.
tenphases-row = { $name }, { $count ->
    [0] empty
    [one] { $kind ->
        [hand] one card
       *[actions] one action
    }
   *[other] { $count } { $kind ->
        [hand] cards
       *[actions] actions
    }
}
tenphases-action-draw = Draw from the stock
tenphases-action-take = Take { $card } from the discard pile
tenphases-action-take-none = The discard pile is empty: nothing to take
tenphases-action-declare = Declare the selected cards as your phase
tenphases-action-discard = Discard the selected card
tenphases-screen-status = { $done ->
    [10] All ten phases done
   *[other] Phase { $phase }
}. Discard: { $top }. Stock { $stock }.

## Refusals: "Invalid:" first, then why. game-over, not-in-hand,
## nothing-selected, unknown-move and not-your-turn are shared
## (common.ftl); the others are Ten Phases' own (stock-empty: Russian names
## Ten Phases' stock «резерв», not «колода»).
tenphases-invalid-stock-empty = Invalid: the stock is empty.
tenphases-invalid-draw-first = Invalid: draw first, with { $draw } from the stock or { $take } from the discard pile.
tenphases-invalid-already-drawn = Invalid: you have drawn already; now declare or discard.
tenphases-invalid-discard-empty = Invalid: the discard pile is empty.
tenphases-invalid-keep-or-redraw-first = Invalid: first keep the cards of phase { $phase } or discard them and draw anew; press { $play } to choose.
tenphases-invalid-no-choice-due = Invalid: there is nothing to keep or redraw; that comes after a declaration.
tenphases-invalid-already-declared = Invalid: you declared phase { $phase } this turn; one phase a turn. Now discard.
tenphases-invalid-wrong-groups = Invalid: phase { $phase } needs { $need }, not { $have }.
tenphases-invalid-wrong-kind = Invalid: that needs { tenphases-kind }, not { $have ->
    [set] cards of one rank
    [run] a run
    [suited_run] a run in one suit
    [colour] cards of one colour
   *[flush] cards of one suit
}.
tenphases-invalid-group-all-jokers = Invalid: each group needs a real card beside its jokers.
tenphases-invalid-values-mismatch = Invalid: { $cards } cards but { $values } values.
tenphases-invalid-value-out-of-range = Invalid: { $card } cannot stand for { $value }; ranks go from ace to king.
tenphases-invalid-value-mismatch = Invalid: { $card } cannot stand for { $value }.
tenphases-invalid-ace-high-off = Invalid: the ace is low; a run cannot go on past the king.
tenphases-invalid-set-mixed = Invalid: 3 of a kind is all one rank; you have { $ranks }.
tenphases-invalid-set-wrong-size = Invalid: needs exactly { $need } of a kind; you have { $have ->
    [0] none
    [one] { rank-with-article }
   *[other] { number-word } { rank-plural }
}.
tenphases-invalid-run-not-consecutive = Invalid: a run needs ranks in a row; you have { $values }.
tenphases-invalid-run-wrong-length = Invalid: needs a run of exactly { $need }{ $kind ->
    [suited_run] {" "}in one suit
   *[run] {""}
}; you have { $have ->
    [0] none
    [1] only one card, { $low }{ $suit ->
        [none] {""}
       *[other] {" "}of { suit-name }
    }
   *[other] { $have } in a row, { $suit ->
        [none] { $low } to { $high }
       *[other] { $low } to { $high } of { suit-name }
    }
}.
# A selection of the right kinds of cards, some groups of the wrong size
# (TP-11: sizes are exact): the phase, its card count, what each part holds.
tenphases-invalid-phase-size = Invalid: phase { $phase } is { $several ->
    [yes] { $need }, exactly { $size } cards
   *[no] exactly { $need }
}; you have { $count ->
    [one] one card
   *[other] { $count } cards
}: { $have }{ $extra ->
    [none] {""}
   *[other] , and the { $extra }, one too many
}.
tenphases-part-done = { $kind ->
    [run] a { $group }
   *[other] { $group }
}
tenphases-part-for = { $part } for { tenphases-kind-size }
tenphases-and-jokers = { $wilds ->
    [0] {""}
    [one] {" "}and a joker
   *[other] {" "}and { $wildsword } jokers
}
tenphases-part-run = { $count } in a row, { $low } to { $high }{ $suit ->
    [none] {""}
   *[other] {" "}of { suit-name }
}{ $wilds ->
    [0] {""}
    [one] {" "}with joker as { $jokers }
   *[other] {" "}with jokers as { $jokers }
}
tenphases-part-set = { rank-count }{ tenphases-and-jokers }
tenphases-part-colour = { $count ->
    [one] a { tenphases-colour } card
   *[other] { number-word } { tenphases-colour } cards
}{ tenphases-and-jokers }
tenphases-part-flush = { $count ->
    [one] one { $suit ->
        [C] club
        [D] diamond
        [H] heart
       *[S] spade
    }
   *[other] { number-word } { suit-name }
}{ tenphases-and-jokers }
tenphases-invalid-suit-mixed = Invalid: the cards must all be one suit; you have { $suits }.
tenphases-invalid-suit-mismatch = Invalid: the group is in { $suit } but the cards are { $cards }.
tenphases-invalid-same-suit-twice = Invalid: the two groups must be of different suits; both are { suit-name }.
tenphases-invalid-colour-mixed = Invalid: the cards must all be one colour, red or black.
tenphases-invalid-colour-mismatch = Invalid: the group is { $colour } but the cards are { $cards }.
tenphases-invalid-colour-wrong-size = Invalid: needs exactly { $need } cards of one colour; you have { $have ->
    [0] none
   *[other] { number-word } { tenphases-colour } cards
}.
tenphases-invalid-flush-wrong-size = Invalid: needs exactly { $need } cards of one suit; you have { $have ->
    [0] none
   *[other] { number-word } { $suit ->
        [none] cards
       *[other] { suit-name }
    }
}.

## F1: what this game's reports say (over the shared cmd- lines).
tenphases-cmd-my_status = my phase and my hand
tenphases-cmd-opponents = each opponent's phase and how many shown cards they still hold; pressed again, which
tenphases-cmd-table = the discard pile and the stock
tenphases-cmd-scores = everyone's phases; at the end, points, winner and losers
tenphases-cmd-take_discard = take the top card of the discard pile
tenphases-cmd-draw = draw from the stock

## The status strip of the table on screen.
tenphases-table-stage = Phase { $phase }, { $step ->
    [draw] draw
    [keep_or_redraw] keep or redraw
   *[play] declare or discard
}

## Jump keys (issue 13): X finds the jokers.
tenphases-cmd-jump = the next card of that rank in the row: { $keys }

# F1: what Enter does in this game (issue 19).
tenphases-cmd-play = on my hand: declare the selected cards as my phase, or discard the one card; on the actions row: the action in focus; after the game: play again

# Watching an online table: every player named, nobody "you".
tenphases-start-watch = Ten Phases. { $names } play. Each declares the ten phases in order, at most one a turn. The first to declare phase 10 wins.
tenphases-deal-watch = { $dealer } deals. Everyone starts on phase 1: { $need }.
tenphases-row-players = Players

# The button of this key on a touch screen (game/web: the shared name says otherwise).
tenphases-browser-action-play = Declare, discard, or go on
