## Двадцать (game id twenty). Слова из русского источника (seed 004):
## ход, сдатчик, колода (закрытая стопка), выложить карты на стол, розыгрыш,
## штрафные очки. Имена ботов и «вы» стоят только в именительном падеже:
## где нужен другой падеж, фраза построена через двоеточие или «игрок».

twenty-title = Двадцать
# After "Resume <game> against N computer players": how far the saved game got.
twenty-resume-progress = , розыгрыш { $deals }
twenty-option-match_points = Очков для победы в игре
twenty-option-deal_limit = Наибольшее число розыгрышей в игре

twenty-start = Двадцать. Ваши соперники: { $names }. Побеждает тот, кто первым наберёт { $target } { $target ->
    [one] очко
    [few] очка
   *[many] очков
}.
twenty-deal = Розыгрыш { $deal }. { $you ->
    [yes] Сдаёте вы.
   *[no] Сдаёт { $dealer }.
}
twenty-your-hand = Ваши карты: { $cards }.
twenty-your-turn = Ваша очередь, ход { $move }: выкладывайте карты на сумму не больше { $move }.
twenty-your-turn-draw = Ваша очередь, ход { $move }: ни одна карта не подходит, нажмите { $key }, чтобы взять карту из колоды.
twenty-your-turn-pass = Ваша очередь, ход { $move }: ни одна карта не подходит, а колода пуста; нажмите { $key }, чтобы пропустить ход.
twenty-turn-of = Ходит { $name }, ход { $move }.

# Events. $who is "Вы" or a bot's name.
twenty-plays = { $who } { $you ->
    [yes] выкладываете
   *[no] выкладывает
}: { $cards }. Ход { $move }.
twenty-draws-you = Вы берёте из колоды { $card_acc }. Ход { $move }.
twenty-draws = { $who } берёт карту из колоды. Ход { $move }.
twenty-passes = { $who } { $you ->
    [yes] пропускаете
   *[no] пропускает
} ход: колода пуста. Ход { $move }.
twenty-out = { $you ->
    [yes] У вас не осталось карт.
   *[no] У игрока { $who } не осталось карт.
}
twenty-last-move = Ход 20 был последним.

# Why the deal went to a player holding cards after move 20 (TW-10).
twenty-fewest = { $you ->
    [yes] Меньше всего карт у вас
   *[no] Меньше всего карт у игрока { $who }
}: { $count ->
    [1] одна
    [2] две
   *[other] { $count }
}.
twenty-tie = { $names }: у каждого по { $count ->
    [1] одной карте
    [2] две карты
    [one] { $count } карте
    [few] { $count } карты
   *[many] { $count } карт
}{ $kind ->
    [laid] ; последний из них, кто выкладывал карты на стол, — { $who }.
   *[none] , и никто из них карт не выкладывал; ближе всех слева от сдатчика { $you ->
        [yes] сидите вы.
       *[no] сидит { $who }.
    }
}

# A signed number of points, the one way every total and change is said:
# $size is the number without sign; $sign: minus, plus (a change), none.
twenty-points = { $sign ->
    [minus] минус { $size }
    [plus] плюс { $size }
   *[none] { $size }
}

twenty-deal-winner = { $who } { $you ->
    [yes] выигрываете
   *[no] выигрывает
} розыгрыш { $deal }: { $points }{ $cards ->
    [0] .
   *[other] , на руках: { $names }.
}
twenty-deal-loser = { $who }: { $cards ->
    [0] карт нет
    [1] одна карта, { $names }
    [2] две карты, { $names }
    [one] { $cards } карта, { $names }
    [few] { $cards } карты, { $names }
   *[many] { $cards } карт, { $names }
}, { $score ->
    [0] без штрафа
   *[other] { $points }
}.
twenty-totals = Итого: { $list }.
twenty-total-entry = { $who } { $points }
twenty-continue = Нажмите { $key }, чтобы начать следующий розыгрыш.
twenty-match-winner = { $you ->
    [yes] Вы выигрываете игру со счётом { $points }!
   *[no] { $count ->
        [one] { $who } выигрывает игру со счётом { $points }!
       *[other] Победу в игре делят: { $who }, у каждого по { $points }!
    }
}
twenty-deal-limit = Это был розыгрыш { $deals }, последний в игре: побеждает тот, у кого больше всего очков.
twenty-play-again = Нажмите { $key }, чтобы сыграть ещё раз, или { $back }, чтобы выйти в меню.

# Selection and reports. $selected: yes when the card was just selected.
twenty-select = { $card }, { $selected ->
    [yes] выбрано
   *[no] выбор снят
}; в сумме { $total }, можно не больше { $limit }.
twenty-select-over = { $card }, { $selected ->
    [yes] выбрано
   *[no] выбор снят
}; в сумме { $total }: слишком много, можно не больше { $limit }.
twenty-select-none = { $card }, { $selected ->
    [yes] выбрано
   *[no] выбор снят
}; ничего не выбрано.
twenty-focus-card = { $card }{ $selected ->
    [yes] , выбрано
   *[no] {""}
}, { $position }
twenty-hand-empty = У вас нет карт.
# Space where nothing can be selected, said in one sentence.
twenty-cannot-select = { $row ->
    [table] Карты на столе выбрать нельзя: они уже выложены.
    [actions] Действия не выбирают: нажмите { $key } на нужном, чтобы выполнить его.
   *[empty] У вас нет карт: выбирать нечего.
}
twenty-status = { $count ->
    [1] У вас одна карта
    [2] У вас две карты
    [one] У вас { $count } карта
    [few] У вас { $count } карты
   *[many] У вас { $count } карт
}: { $cards }. { $turn ->
    [yes] Ваша очередь, ход { $move }: на сумму не больше { $move }.
   *[no] Ход { $move }.
}
twenty-opponent = { $name }: { $count ->
    [0] нет карт
    [1] одна карта
    [2] две карты
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
twenty-opponents = { $list }.
twenty-table = Ход { $move } из 20. Колода: { $stock ->
    [0] пуста
    [1] одна карта
    [2] две карты
    [one] { $stock } карта
    [few] { $stock } карты
   *[many] { $stock } карт
}. На столе: { $table ->
    [0] пока ничего
    [1] одна карта
    [2] две карты
    [one] { $table } карта
    [few] { $table } карты
   *[many] { $table } карт
}{ $last ->
    [none] .
   *[other] ; последний, кто выкладывал карты, — { $last }: { $lastcards }.
}
twenty-scores = Счёт, игра до { $target }: { $list }. Розыгрыш { $deal }.
twenty-sorted = Сортировка по { $order ->
    [rank] старшинству
    [suit] масти
   *[value] стоимости в ходе
}.
twenty-row-hand = Ваша рука
twenty-row-table = Стол
twenty-row-actions = Действия
twenty-row = { $name }, { $count ->
    [0] пусто
   *[other] { $kind ->
        [actions] { $count ->
            [1] один вариант
            [one] { $count } вариант
            [few] { $count } варианта
           *[many] { $count } вариантов
        }
       *[cards] { $count ->
            [1] одна карта
            [2] две карты
            [one] { $count } карта
            [few] { $count } карты
           *[many] { $count } карт
        }
    }
}
twenty-table-card = { $card }, { $who }
twenty-action-play = Выложить выбранные карты
twenty-action-draw = Взять карту из колоды
twenty-action-pass = Пропустить ход

# Refusals: «Нельзя:» first, then why.
twenty-invalid-over-limit = Нельзя: { $count ->
    [one] эта карта стоит { $total }
   *[other] эти карты дают в сумме { $total }
}, а можно не больше { $limit }.
twenty-invalid-must-play = Нельзя: у вас есть карта не дороже { $limit }, а { $move ->
    [pass] пропускать ход
   *[draw] брать из колоды
} можно, только когда выложить нечего.
twenty-invalid-must-draw = Нельзя: возьмите карту из колоды.
twenty-invalid-no-draw-here = Нельзя: в этой игре нет стопки сброса.

# F1: what this game's keys do where the shared words ("cmd-...") do not fit.
twenty-cmd-opponents = сколько карт у каждого соперника
twenty-cmd-scores = счёт, до скольких очков игра и номер розыгрыша
twenty-cmd-my_status = мои карты и ход
twenty-cmd-table = стол: ход, колода, выложенные карты и кто выкладывал последним
twenty-cmd-draw = взять карту из колоды или, если она пуста, пропустить ход

## The status strip of the table on screen.
twenty-table-stage = Ход { $move } из 20, розыгрыш { $deal }

# F1: что делает Enter в этой игре (задача 19).
twenty-cmd-hand_grouped = мои карты по достоинствам и сколько каждое стоит на моём ходу
twenty-cmd-play = в руке: выложить выбранные карты или карту под фокусом; в ряду действий: действие под фокусом; после розыгрыша: дальше
