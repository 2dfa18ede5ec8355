## Phase 10 (game id phase10).

phase10-title = Phase 10
# After "Resume <game> against N computer players": how far the saved game got.
phase10-resume-progress = , hand { $deals }

## Cards (P10-3). $colour: R B G Y, W for a wild, SK for a skip.
phase10-colour = { $colour ->
    [R] red
    [B] blue
    [G] green
   *[Y] yellow
}
phase10-card = { $colour ->
    [W] wild
    [SK] skip
   *[other] { phase10-colour } { $number }
}
phase10-wild-as = wild as { $value }
# A card in a sentence's list: with its article ("a yellow 9").
phase10-card-in-list = a { $card }

## Groups: "set of two 9s plus a wild", "run 4 to 7 with a wild as 6".
# $count: the numbered cards of the set; its wilds are said after "plus".
phase10-set = set of { $count ->
    [1] one { $number }
   *[other] { number-word } { $number }s
}{ $wilds ->
    [0] {""}
    [one] {" "}plus a wild
   *[other] {" "}plus { $wildsword } wilds
}
phase10-run = run { $low } to { $high }{ $wilds ->
    [0] {""}
    [one] {" "}with a wild as { $values }
   *[other] {" "}with wilds as { $values }
}
phase10-colour-group = { $count ->
    [1] one { phase10-colour } card
   *[other] { number-word } { phase10-colour } cards
}{ $wilds ->
    [0] {""}
    [one] {" "}plus a wild
   *[other] {" "}plus { $wildsword } wilds
}
phase10-group-then = { $first }; { $second }
phase10-owned-group = { $whose ->
    [you] your
    [you-capital] Your
    [own] their own
   *[other] { $owner }'s
} { $group }
phase10-need = { $phase ->
    [1] two sets of 3
    [2] a set of 3 and a run of 4
    [3] a set of 4 and a run of 4
    [4] a run of 7
    [5] a run of 8
    [6] a run of 9
    [7] two sets of 4
    [8] 7 cards of one colour
    [9] a set of 5 and a set of 2
   *[10] a set of 5 and a set of 3
}
phase10-kind-size = { $kind ->
    [set] a set of { $size }
    [run] a run of { $size }
   *[colour] { $size } cards of one colour
}
phase10-kind = { $kind ->
    [set] set
    [run] run
   *[colour] colour group
}

## Start, deal and turns.
phase10-start = Phase 10. You against { $names }. Lay the ten phases in order, one a hand; the lowest score wins.
phase10-deal = Hand { $hand }. { $dealer } { $you ->
    [yes] deal.
   *[no] deals.
} You are on phase { $phase }: { $need }.
phase10-your-hand = Your hand: { $cards }.
phase10-discard-start = The discard pile shows a { $card }.
phase10-your-turn-draw = Your turn: draw with { $draw } or take the { $card } with { $take }.
phase10-your-turn-draw-only = Your turn: draw with { $draw }{ $skip ->
    [yes] ; a skip cannot be taken
   *[no] {""}
}.
# After the first three calls to act of a game (Prompt.prompt_words):
# what changes, the keys left to F1 and W.
phase10-your-turn-draw-short = Your turn: { $card } on the pile.
phase10-your-turn-draw-only-short = Your turn: { $skip ->
    [yes] a skip on the pile, draw.
   *[no] draw.
}
phase10-your-turn-lay = Now lay or discard: select cards and press Enter; one card is discarded, more cards are laid as phase { $phase }.
phase10-your-turn-hit = Now hit or discard: select cards, go down to a group on the table and press Enter to hit; Enter on your hand discards one card.
phase10-your-turn-lay-short = Now lay or discard.
phase10-your-turn-hit-short = Now hit or discard.
phase10-turn-of = { $name }'s turn.
phase10-assist = You hold phase { $phase }: select its cards and press Enter to lay it.

## Events. $who is "You" or a bot's name.
phase10-skipped = { $who } { $you ->
    [yes] are skipped: you lose this turn.
   *[no] is skipped.
}
# Every Phase 10 card takes "a": red, blue, green, yellow, wild, skip.
phase10-draws-you = You draw a { $card }.
phase10-draws = { $who } draws from the stock.
phase10-takes = { $who } { $you ->
    [yes] take
   *[no] takes
} the { $card } from the discard pile.
phase10-reshuffle = The discard pile is shuffled into a new stock.
phase10-lays-you = Phase { $phase } laid: { $groups }.
phase10-lays = { $who } lays phase { $phase }: { $groups }.
phase10-hits = { $who } { $you ->
    [yes] hit
   *[no] hits
} { $cards } on { $target }.
phase10-discards = { $who } { $you ->
    [yes] discard
   *[no] discards
} a { $card }.
phase10-discards-skip = { $who } { $you ->
    [yes] discard
   *[no] discards
} a skip: { $target } { $targetyou ->
    [yes] lose your next turn.
   *[no] loses the next turn.
}
phase10-discards-skip-none = { $who } { $you ->
    [yes] discard
   *[no] discards
} a skip; no one is skipped.
phase10-out = { $who } { $you ->
    [yes] go
   *[no] goes
} out, hand { $hand } ends.
phase10-hand-line = { $who }: { $penalty ->
    [0] no points
   *[other] plus { $penalty }
}, total { $total }; { $next ->
    [11] all ten phases done.
   *[other] { $advanced ->
        [yes] on to phase { $next }.
       *[no] { $you ->
            [yes] stay
           *[no] stays
        } on phase { $next }.
    }
}
phase10-continue = Press { $key } to deal the next hand.
phase10-game-winner = { $who } { $you ->
    [yes] win
   *[no] { $count ->
        [one] wins
       *[other] share
    }
} the game with { $points } points!
phase10-play-again = Press { $key } to play again, or { $back } for the menu.

## Selection and choosing.
phase10-select = { $card } { $state }, { $count ->
    [0] nothing selected.
    [one] one card selected.
   *[other] { $count } cards selected{ $makes ->
        [yes] : that makes phase { $phase }.
       *[no] .
    }
}
# Space where there is no card to select; $row is hand (empty), table or actions.
phase10-select-none = { $row ->
    [hand] Your hand is empty: nothing to select.
    [table] Nothing to select on the table row: select cards in your hand, then press { $play } on a group to hit.
   *[actions] Nothing to select on the action row: press { $play } to do the action in focus.
}
phase10-focus-card = { $card }{ $selected ->
    [yes] , selected
   *[no] {""}
}, { $position }
phase10-choose-lay = Choose how to lay, { $count } ways: { $first }. Up and Down to hear them, Enter to lay, Escape to go back.
phase10-choose-hit = Choose where the wild goes, { $count } ways: { $first }. Up and Down to hear them, Enter to hit, Escape to go back.
phase10-choose-skip = Skip whom? { $first }. Up and Down to hear the others, Enter to skip, Escape to go back.
phase10-choice = { $label }, { $position }
phase10-choice-back = Back; nothing played.
phase10-choosing-help = You are choosing: Up and Down move, Enter picks, Escape goes back.
phase10-skip-target = { $name }, phase { $phase }{ $laid ->
    [yes] {" "}laid
   *[no] {""}
}, { $cards ->
    [one] one card
   *[other] { $cards } cards
}

## Reports.
phase10-status = { $done ->
    [10] All ten phases done.
   *[other] Phase { $phase }: { $need }.
} { $laid ->
    [yes] Laid: { $groups }.
   *[no] Not laid yet.
} { $count ->
    [0] Your hand is empty.
    [one] You hold one card: { $cards }.
   *[other] You hold { $count } cards: { $cards }.
}
phase10-opponent = { $name }: { $done ->
    [10] all ten phases done
   *[other] phase { $phase }, { $laid ->
        [yes] laid
       *[no] not laid
    }
}, { $count ->
    [0] no cards
    [one] one card
   *[other] { $count } cards
}{ $skip ->
    [yes] , skip pending.
   *[no] .
}
phase10-table = Discard pile: { $top }. Stock: { $stock ->
    [0] empty
    [one] one card
   *[other] { $stock } cards
}. { $laid }
phase10-discard-none = empty
phase10-nothing-laid = Nothing laid yet.
phase10-laid-list = Laid: { $list }.
phase10-scores = Hand { $hand }. { $list }.
phase10-score-entry = { $who } { $total } points { $done ->
    [10] with all ten phases done
   *[other] on phase { $phase }
}
phase10-sorted = Sorted by { $order ->
    [colour] colour
   *[number] number
}.
phase10-row-hand = Your hand
phase10-row-table = The table
phase10-row-actions = Actions
# A row and what it holds: $kind is hand (cards), table (laid groups) or
# actions.
phase10-row = { $name }, { $count ->
    [0] empty
    [one] { $kind ->
        [hand] one card
        [table] one group
       *[actions] one action
    }
   *[other] { $count } { $kind ->
        [hand] cards
        [table] groups
       *[actions] actions
    }
}
phase10-action-draw = Draw from the stock
phase10-action-take = Take { $card } from the discard pile
phase10-action-take-none = The discard pile is empty: nothing to take
phase10-action-lay = Lay the selected cards as your phase
phase10-action-discard = Discard the selected card
phase10-screen-status = { $done ->
    [10] All ten phases done
   *[other] Phase { $phase }{ $laid ->
        [yes] {" "}laid
       *[no] {""}
    }
}. Discard: { $top }. Stock { $stock }.

## Refusals: "Invalid:" first, then why. game-over, not-in-hand,
## nothing-selected, stock-empty, unknown-move and not-your-turn are shared
## with Twenty and live in twenty.ftl.
phase10-invalid-draw-first = Invalid: draw first, with { $draw } from the stock or { $take } from the discard pile.
phase10-invalid-already-drawn = Invalid: you have drawn already; now lay, hit or discard.
phase10-invalid-discard-empty = Invalid: the discard pile is empty.
phase10-invalid-skip-not-takeable = Invalid: a skip cannot be taken from the discard pile.
phase10-invalid-already-laid = Invalid: you laid phase { $phase } already; to hit, go down to a group on the table and press Enter.
phase10-invalid-wrong-groups = Invalid: phase { $phase } needs { $need }, not { $have }.
phase10-invalid-wrong-kind = Invalid: that needs a { $need ->
    [set] set
    [run] run
   *[colour] colour group
}, not a { $have ->
    [set] set
    [run] run
   *[colour] colour group
}.
phase10-invalid-skip-in-group = Invalid: a skip never goes into a phase or onto a group.
phase10-invalid-values-mismatch = Invalid: { $cards } cards but { $values } values.
phase10-invalid-value-out-of-range = Invalid: { $card } cannot stand for { $value }; numbers go from 1 to 12.
phase10-invalid-value-mismatch = Invalid: { $card } cannot stand for { $value }.
phase10-invalid-group-all-wild = Invalid: a { phase10-kind } needs at least one numbered card, not only wilds.
phase10-invalid-set-mixed = Invalid: a set is all one number; you have { $numbers }.
phase10-invalid-set-too-small = Invalid: needs a set of at least { $need }; you have { $have ->
    [one] one { $number }
   *[other] { number-word } { $number }s
}.
phase10-invalid-run-not-consecutive = Invalid: a run needs numbers in a row; you have { $values }.
phase10-invalid-run-too-short = Invalid: needs a run of at least { $need }; you have { $have ->
    [one] only one card, a { $low }
   *[other] { $have } in a row, { $low } to { $high }
}.
phase10-invalid-colour-mixed = Invalid: the cards must all be one colour; you have { $colours }.
phase10-invalid-colour-mismatch = Invalid: the group is { $colour } but the cards are { $cards }.
phase10-invalid-colour-too-small = Invalid: needs at least { $need } cards of one colour; you have { $have }.
# A selection of the right kinds of cards, short of some: the phase, then
# what each part holds (phase10-part-*).
# $extra: a card that fits none of the groups ("none" when there is none).
phase10-invalid-phase-short = Invalid: phase { $phase } is { $need }; you have { $have }{ $extra ->
    [none] {""}
   *[other] , and a { $extra } that { $several ->
        [yes] fits neither
       *[no] does not fit
    }
}.
phase10-part-done = { $kind ->
    [colour] { $group }
   *[other] a { $group }
}
phase10-part-for = { $part } for { phase10-kind-size }
phase10-number-with-article = { $number ->
    [8] an 8
    [11] an 11
   *[other] a { $number }
}
phase10-and-wilds = { $wilds ->
    [0] {""}
    [one] {" "}and a wild
   *[other] {" "}and { $wildsword } wilds
}
phase10-part-set = { $count ->
    [one] { phase10-number-with-article }
   *[other] { number-word } { $number }s
}{ phase10-and-wilds }
phase10-part-run = { $count } in a row, { $low } to { $high }{ $wilds ->
    [0] {""}
    [one] {" "}with a wild as { $values }
   *[other] {" "}with wilds as { $values }
}
phase10-part-colour = { $count ->
    [one] a { phase10-colour } card
   *[other] { number-word } { phase10-colour } cards
}{ phase10-and-wilds }
phase10-invalid-not-laid = Invalid: lay your phase { $phase } before you hit.
phase10-invalid-no-such-group = Invalid: { $player } has no such group.
phase10-invalid-hit-does-not-fit = Invalid: that does not fit { $kind ->
    [set] the set of { $number }s
    [run] the run { $low } to { $high }
   *[colour] the { $colour } group
}.
phase10-invalid-skip-target-needed = Invalid: a skip names a player: { $eligible }.
phase10-invalid-skip-target-not-eligible = Invalid: { $reason ->
    [self] you cannot skip yourself.
    [pending] { $player } has a skip pending already.
   *[no-seat] there is no such player.
}
phase10-invalid-skip-target-not-allowed = Invalid: { $reason ->
    [not-a-skip] only a skip names a player.
    [going-out] your last card names no one.
   *[all-pending] everyone else has a skip pending already.
}
phase10-invalid-must-lay-phase = Invalid: you hold phase { $phase }; lay it before you discard.
phase10-invalid-no-groups = Invalid: nothing is laid on the table yet.
phase10-option-must_lay_phase = Must lay the phase when it is complete

## F1: what this game's reports say (over the shared cmd- lines).
phase10-cmd-my_status = my phase and my hand
phase10-cmd-opponents = each opponent's phase, cards and pending skips
phase10-cmd-table = the discard pile, the stock and every laid group
phase10-cmd-scores = scores and phases
phase10-cmd-take_discard = take the top card of the discard pile

## The status strip of the table on screen.
phase10-table-stage = Hand { $hand }, phase { $phase }, { $step ->
    [draw] draw
   *[play] lay or discard
}

## Jump keys and the hand grouped (issue 13). $rank: a number 1-12, W for
## wilds, SK for skips.
phase10-rank-name = { $rank ->
    [W] wild
    [SK] skip
   *[other] { $rank }
}
phase10-rank-plural = { $rank ->
    [W] wilds
    [SK] skips
   *[other] { $rank }s
}
phase10-rank-count = { $count ->
    [one] { $rank ->
        [W] a wild
        [SK] a skip
        [8] an 8
        [11] an 11
       *[other] a { $rank }
    }
   *[other] { number-word } { phase10-rank-plural }
}
# Phase 8 (seven of one colour): how many of each colour, most first.
phase10-grouped-colours = by colour { $list }
phase10-colour-count = { $count } { phase10-colour }
phase10-cmd-jump = the next card of that number in the row: { $keys }; 1 then 0, 1 or 2 typed quickly is 10, 11 or 12 too

# F1: what Enter does in this game (issue 19).
phase10-cmd-play = on my hand: lay the selected cards as my phase, or discard the one card; on a group in the table row: hit the selected cards onto it; on the actions row: the action in focus; after a hand: go on

# Watching an online table: every player named, nobody "you".
phase10-start-watch = Phase 10. { $names } play. Each lays the ten phases in order, one a hand; the lowest score wins.
phase10-deal-watch = Hand { $hand }. { $dealer } deals. { $phases }.
phase10-phases-all = Everyone is on phase { $phase }
phase10-phase-of = { $name } on phase { $phase }

# The button of this key on a touch screen (game/web: the shared name says otherwise).
phase10-browser-action-play = Lay, discard, or go on
