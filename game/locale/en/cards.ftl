## Standard playing cards. $rank: 1 ace ... 13 king, 0 joker.

rank-name = { $rank ->
    [0] joker
    [1] ace
    [11] jack
    [12] queen
    [13] king
   *[other] { $rank }
}
rank-plural = { $rank ->
    [0] jokers
    [1] aces
    [11] jacks
    [12] queens
    [13] kings
   *[other] { $rank }s
}
rank-with-article = { $rank ->
    [0] a joker
    [1] an ace
    [8] an 8
    [11] a jack
    [12] a queen
    [13] a king
   *[other] a { $rank }
}
suit-name = { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
card-name = { $rank ->
    [0] joker
   *[other] { rank-name } of { suit-name }
}
# "two aces", "an ace": $count cards of one rank.
# Russian's accusative of a masculine rank's count ("двадцать одного туза");
# English has no cases: the number as it is.
rank-count-acc-m = { $count }
rank-count = { $count ->
    [one] { rank-with-article }
   *[other] { number-word } { rank-plural }
}
