## Shithead (game id shithead). $who is "You" or a bot's name, $you says
## which (yes: the player), for the verb forms.

shithead-title = Shithead
# After "Resume <game> against N computer players": how far the saved game got.
shithead-resume-progress = {""}
shithead-option-four_burn_plays_again = Four of a kind burns: the burner plays again
shithead-option-play_to_last = Play on to the last player: the shithead

shithead-start = Shithead. You against { $names }. Shed every card: your hand, then your face-up cards, then your face-down cards. { $last ->
    [yes] The last player holding cards is the shithead.
   *[no] The first player out wins.
}
shithead-deal = { $who } { $you ->
    [yes] deal
   *[no] deals
}: three cards face down and six in hand each. Your hand: { $cards }.

# The face-up choice (SH-4).
shithead-choose = Choose three cards to lay face up: { $select } selects, { $confirm } confirms. Suggested: { $cards }. { $confirm } alone takes the suggestion.
shithead-choosing = { $name } is choosing face-up cards.
shithead-lays-face-up = { $who } { $you ->
    [yes] lay
   *[no] lays
} face up: { $cards }.
shithead-three-chosen = Three cards are chosen already: deselect one first, or press { $key } to lay them face up.
shithead-select-face-up = { $card } { $state }, { $count } of 3 chosen{ $count ->
    [3] : press { $key } to lay them face up.
   *[other] .
}

# What may go on the pile (SH-2, SH-6, SH-8): the top rank or higher
# (equal is allowed); a 2 and a 10 go on anything. $top: the rank (1 ace,
# 11 jack...), $card: it with its article ("a 9"). A 10 lies there only as
# the starter card and is met by a 10 or higher, or a 2.
shithead-need = { $top ->
    [1] an ace, a 2 or a 10
    [10] a 10 or higher, or a 2
    [11] { $card } or higher, a 2 or a 10
    [12] { $card } or higher, a 2 or a 10
    [13] { $card } or higher, a 2 or a 10
   *[other] { $card } or higher, or a 2
}
# What the next play must be, said after plays and in reports.
shithead-beat = { $any ->
    [yes] Anything goes.
   *[no] Next: { $need }.
}
shithead-starter = Starter card: { $card }. { $beat }

# Events. $drew: the cards a computer player drew after the play, folded
# into its sentence (0: none); $burns: yes leaves out what the next play must
# be (a burn or the end follows, or the player's prompt says it next).
shithead-plays = { $who } { $you ->
    [yes] play
   *[no] plays
} { $cards }{ $from ->
    [face_up] {" "}from { $you ->
        [yes] your
       *[no] the
    } face-up cards
   *[hand] {""}
}{ $drew ->
    [0] {""}
    [one] {" "}and draws
   *[other] {" "}and draws { $drew }
}.{ $burns ->
    [yes] {""}
   *[no] {" "}{ $beat }
}
shithead-flip-plays = { $who } { $you ->
    [yes] turn
   *[no] turns
} up the { $card } and { $you ->
    [yes] play
   *[no] plays
} it.{ $burns ->
    [yes] {""}
   *[no] {" "}{ $beat }
}
shithead-flip-fails = { $who } { $you ->
    [yes] turn
   *[no] turns
} up the { $card }: it is too low for the { $rank }.
shithead-burn = { $reason ->
    [ten] The 10 burns
   *[four] { $run ->
        [4] Four
        [5] Five
        [6] Six
        [7] Seven
        [8] Eight
       *[other] { $run }
    } { rank-plural } burn
} the pile, { $count ->
    [one] one card
   *[other] { $count } cards
}. { $again ->
    [yes] { $who } { $you ->
        [yes] play
       *[no] plays
    } again.
   *[no] The next player plays anything.
}
shithead-picks-up = { $who } { $you ->
    [yes] pick
   *[no] picks
} up { $count ->
    [one] one card, { $cards }
   *[other] { $count } cards: { $cards }
}{ $focus ->
    [yes] ; focus moves to your hand.
   *[no] .
}
shithead-draws-you = You draw the { $cards }.
shithead-draws = { $who } draws { $count ->
    [one] a card
   *[other] { $count } cards
}.
shithead-stock-empty = The draw pile is empty.
shithead-to-face-up = { $who } { $you ->
    [yes] move to your
   *[no] moves to the
} face-up cards: { $cards }{ $you ->
    [yes] ; focus moves to them.
   *[no] .
}
shithead-to-face-down = { $who } { $you ->
    [yes] move to your
   *[no] moves to the
} face-down cards, { $count ->
    [one] one left
   *[other] { $count } left
}{ $you ->
    [yes] ; focus moves to them.
   *[no] .
}
shithead-place = { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] fifth
}
shithead-out = { $who } { $you ->
    [yes] are
   *[no] is
} out{ $place ->
    [0] !
   *[other] , { $ordinal }!
}
shithead-winner = { $who } { $you ->
    [yes] win
   *[no] wins
} the game!
shithead-is-shithead = { $who } { $you ->
    [yes] are
   *[no] is
} the shithead.
shithead-draw = { $turns } turns without a burn or anyone going out: the game is a draw.
shithead-play-again = Press { $key } to play again, or { $back } for the menu.

# Turn prompts. $from: hand or face_up; $any: yes when anything goes.
shithead-your-turn = Your turn{ $from ->
    [face_up] , from your face-up cards
   *[hand] {""}
}{ $any ->
    [yes] : play anything.
   *[no] . Play { $need }.
}
shithead-your-turn-pick-up = Your turn. The pile needs { $need }, and nothing { $from ->
    [face_up] among your face-up cards
   *[hand] in your hand
} will do. Press { $key } to pick up the pile.
shithead-your-turn-face-down = Your turn{ $any ->
    [yes] : anything goes.
   *[no] . Play { $need }.
} Turn a face-down card: press { $key } on one in the face-down row, { $count ->
    [one] one left.
   *[other] { $count } left.
}
# After the first three calls to act of a game (Prompt.prompt_words):
# the card to beat, the 2 and the 10 left to F1 and W. $least: what
# shithead-least says.
shithead-least = { $top ->
    [1] an ace
   *[other] { $card } or higher
}
shithead-your-turn-short = Your turn{ $from ->
    [face_up] , face up
   *[hand] {""}
}: { $any ->
    [yes] anything.
   *[no] { $least }.
}
shithead-your-turn-pick-up-short = Your turn: nothing to play, pick up the pile.
shithead-your-turn-face-down-short = Your turn, face down: { $any ->
    [yes] anything
   *[no] { $least }
}, { $count ->
    [one] one left.
   *[other] { $count } left.
}
shithead-turn-of = { $name }'s turn. { $beat }

# Selection.
shithead-select = { $card } { $state }, { $verdict ->
    [none] nothing selected.
    [hand_first] but your face-up cards come only when your hand is empty.
    [mixed] cards of different ranks: play one rank at a time.
    [beats] { $count ->
        [one] goes on the { $rank }.
       *[other] { $cards }, go on the { $rank }.
    }
    [low] { $count ->
        [one] too low for the { $rank }.
       *[other] { $cards }, too low for the { $rank }.
    }
   *[any] { $count ->
        [one] can be played.
       *[other] { $cards }, can be played.
    }
}
# Space where nothing can be selected, said in one sentence.
shithead-cannot-select = { $row ->
    [face_down] Face-down cards are not selected: when only they are left, press { $key } on one to turn it.
    [pile] The pile cannot be selected: it is what you play on.
   *[empty] { $name }: empty, nothing to select.
}
shithead-no-draw = There is no drawing by key in Shithead: after each play you draw up to three by yourself while the draw pile lasts.
shithead-focus-card = { $card }{ $selected ->
    [yes] , selected
   *[no] {""}
}, { $position }
shithead-face-down-card = face-down card { $index } of { $count }
shithead-pile-card = { $card }, { $position }

# Rows.
shithead-row-hand = Your hand
shithead-row-face-up = Your face-up cards
shithead-row-face-down = Your face-down cards
shithead-row-pile = The pile, top first
shithead-row = { $name }, { $count ->
    [0] empty
    [one] one card
   *[other] { $count } cards
}
shithead-sorted = Sorted by { $order ->
    [suit] suit
   *[rank] rank
}.

# Reports.
shithead-status = Your hand: { $count ->
    [0] empty
    [one] one card, { $cards }
   *[other] { $count } cards, { $cards }
}. Face up: { $up }. Face down: { $down ->
    [0] none
    [one] one card
   *[other] { $down } cards
}.
# Shift+F2, short (issue 19): what is in hand first, then the table cards
# by rank (suits never matter here), the cards known from a pick-up last;
# what a player lacks is left out. $out: yes for a player out of the game.
shithead-opponent = { $name }: { $out ->
    [yes] out
   *[no] { $count ->
        [0] none in hand
       *[other] { $count } in hand
    }{ $known ->
        [0] {""}
       *[other] {" "}({ $known } known)
    }{ $upcount ->
        [0] {""}
       *[other] , face up { $up }
    }{ $down ->
        [0] {""}
       *[other] , { $down } face down
    }
}
# Pressed again: the hand cards known from pick-ups ($list of known-entry).
shithead-opponents-again = { $text } { $key } again: the known cards.
shithead-opponents-known = Known in hand from the pile: { $list }.
shithead-known-entry = { $name }: { $cards }
shithead-opponents = { $list }.
shithead-opponents-join = { $first }; { $rest }
shithead-table = { $size ->
    [0] The pile is empty.
   *[other] Pile: { $top } on top{ $run ->
        [0] {""}
        [1] {""}
       *[other] , { $runcards } in a row
    }, { $size ->
        [one] one card
       *[other] { $size } cards
    }.
} { $beat } Draw pile: { $stock ->
    [0] empty
    [one] one card
   *[other] { $stock } cards
}. Burnt: { $burnt ->
    [0] none
    [one] one card
   *[other] { $burnt } cards
}.
shithead-out-order-entry = { $who } { $ordinal }
shithead-scores = { $out ->
    [0] Nobody is out yet.
   *[other] Out: { $list }.
} { $left ->
    [0] {""}
   *[other] Still holding cards: { $holding }.
}
shithead-screen-hand = Hand: { $cards }
shithead-screen-table = Face up: { $up }. Face down: { $down }.
shithead-screen-pile = Pile { $size }, draw pile { $stock }. { $beat }

# Refusals: "Invalid:" first, then why (the shared ones are in twenty.ftl).
shithead-invalid-choose-face-up-first = Invalid: first choose three cards to lay face up.
shithead-invalid-not-choosing-now = Invalid: the face-up cards are already chosen.
shithead-invalid-choose-three = Invalid: choose { $need } cards to lay face up, not { $have }.
shithead-invalid-not-same-rank = Invalid: play cards of one rank only, not { $ranks }.
shithead-invalid-not-on-table = Invalid: those cards are not among your face-up cards.
shithead-invalid-must-play-hand-first = Invalid: play from your hand first; your face-up cards come when it is empty.
shithead-invalid-must-play-face-up-first = Invalid: play your face-up cards before the face-down ones.
shithead-invalid-must-turn-face-down = Invalid: only face-down cards are left; press { $key } on one in the face-down row.
shithead-invalid-no-face-down-there = Invalid: there is no face-down card there.
shithead-invalid-too-low = Invalid: { $have } is too low for { $need }.
shithead-invalid-cannot-pick-up-can-play = Invalid: { $any ->
    [yes] anything goes
   *[no] you have a card that goes on the { $rank }
}, so you cannot pick up the pile.

# F1: what this game's keys do where the shared words ("cmd-...") do not fit.
shithead-cmd-my_status = my hand, face-up and face-down cards
shithead-cmd-opponents = each opponent's cards: in hand, face up and face down; pressed again, the hand cards known from the pile
shithead-cmd-table = the pile: top card, what may go on it, draw pile, cards burnt
shithead-cmd-scores = who is out and who still holds cards
shithead-cmd-take_discard = pick up the pile

## The status strip of the table on screen: what may go on the pile.
shithead-table-stage = { $phase ->
    [face_up] Choose face-up cards
   *[play] { $beat }
}

## Jump keys, clear and the hand grouped (issue 13).
# Space in another row: the old row's selection is let go first, and said.
shithead-other-row-cleared = { $count ->
    [one] One card
   *[other] { $count } cards
} deselected { $row ->
    [hand] in your hand
   *[face_up] among your face-up cards
}: one play comes from one row. { $text }
# The hand by rank, low to high, each with what it can do on the pile now.
shithead-grouped = { $source ->
    [face_up] Your face-up cards: { $list }.
   *[hand] { $list }.
}
shithead-grouped-entry = { $cards }{ $worth ->
    [plays] , playable now
    [low] , too low now
    [two] , playable, resets the pile
    [ten] , playable, burns the pile
   *[none] {""}
}
shithead-cmd-jump = the next card of that rank in the row (hand, face-up cards or pile): { $keys }

# F1: what Enter does in this game (issue 19).
shithead-cmd-hand_grouped = the cards I play from by rank, with what can go on the pile now
shithead-cmd-play = play the selected cards, or the card in focus; on the face-down row: turn that card; at the start: lay the chosen cards face up; after the game: play again

# Watching an online table: every player named, nobody "you".
shithead-start-watch = Shithead. { $names } play. Each sheds every card: the hand, then the face-up cards, then the face-down cards. { $last ->
    [yes] The last player holding cards is the shithead.
   *[no] The first player out wins.
}
shithead-deal-watch = { $who } deals: three cards face down and six in hand each.

# The button of this key on a touch screen (game/web: the shared name says otherwise).
shithead-browser-action-take_discard = Pick up the pile
