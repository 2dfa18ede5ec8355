## Двадцать (game id twenty). Слова из русского источника (seed 004):
## ход, сдатчик, колода (закрытая стопка), выложить карты на стол, розыгрыш,
## штрафные очки. Имя в другом падеже — NAME($who, case: "gen") («у Бориса»,
## «у вас»), число словами — WORDS($n, case: ..., gender: ...) (game/grammar.py).

twenty-title = Двадцать
# After "Resume <game> against N computer players": how far the saved game got.
twenty-resume-progress = , розыгрыш { $shown ->
    [yes] { $deals }
   *[no] { WORDS($deals) }
}
twenty-option-match_points = Очков для победы в игре
twenty-option-deal_limit = Наибольшее число розыгрышей в игре

twenty-start = Двадцать. Ваши соперники: { $names }. Побеждает тот, кто первым наберёт { WORDS($target, gender: "n") } { $target ->
    [one] очко
    [few] очка
   *[many] очков
}.
twenty-deal = Розыгрыш { WORDS($deal) }. { $you ->
    [yes] Сдаёте вы.
   *[no] Сдаёт { $dealer }.
}
twenty-your-hand = Ваши карты: { $cards }.
twenty-your-turn = Ваша очередь, ход { WORDS($move) }: выкладывайте карты на сумму не больше { WORDS($move, case: "gen") }.
twenty-your-turn-draw = Ваша очередь, ход { WORDS($move) }: ни одна карта не подходит, нажмите { $key }, чтобы взять карту из колоды.
twenty-your-turn-pass = Ваша очередь, ход { WORDS($move) }: ни одна карта не подходит, а колода пуста; нажмите { $key }, чтобы пропустить ход.
# После первых трёх раз за игру (Prompt.prompt_words): номер хода, он же
# предел суммы (TW-7); клавиши — в F1 и W.
twenty-your-turn-short = Ваша очередь, ход { WORDS($move) }.
twenty-your-turn-draw-short = Ваша очередь, ход { WORDS($move) }: ходить нечем, берите карту из колоды.
twenty-your-turn-pass-short = Ваша очередь, ход { WORDS($move) }: ходить нечем, пропускайте ход.
twenty-turn-of = Ходит { $name }, ход { WORDS($move) }.

# Events. $who is "Вы" or a bot's name.
twenty-plays = { $who } { $you ->
    [yes] выкладываете
   *[no] выкладывает
}: { $cards }. Ход { WORDS($move) }.
twenty-draws-you = Вы берёте из колоды { $card_acc }. Ход { WORDS($move) }.
twenty-draws = { $who } берёт карту из колоды. Ход { WORDS($move) }.
twenty-passes = { $who } { $you ->
    [yes] пропускаете
   *[no] пропускает
} ход: колода пуста. Ход { WORDS($move) }.
twenty-out = { $you ->
    [yes] У вас не осталось карт.
   *[no] У { NAME($who, case: "gen") } не осталось карт.
}
twenty-last-move = Двадцатый ход был последним.

# Why the deal went to a player holding cards after move 20 (TW-10).
twenty-fewest = { $you ->
    [yes] Меньше всего карт у вас
   *[no] Меньше всего карт у { NAME($who, case: "gen") }
}: { $count ->
    [1] одна
    [2] две
   *[other] { WORDS($count) }
}.
twenty-tie = { $names }: у каждого по { $count ->
    [1] одной карте
    [2] две карты
    [one] { WORDS($count, gender: "f") } карте
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}{ $kind ->
    [laid] ; последний из них, кто выкладывал карты на стол, — { $who }.
   *[none] , и никто из них карт не выкладывал; ближе всех слева от сда́тчика { $you ->
        [yes] сидите вы.
       *[no] сидит { $who }.
    }
}

# A signed number of points, the one way every total and change is said:
# $size is the number without sign; $sign: minus, plus (a change), none.
twenty-points = { $sign ->
    [minus] минус { WORDS($size) }
    [plus] плюс { WORDS($size) }
   *[none] { WORDS($size) }
}

twenty-deal-winner = { $who } { $you ->
    [yes] выигрываете
   *[no] выигрывает
} розыгрыш { WORDS($deal) }: { $points }{ $cards ->
    [0] .
   *[other] , на руках: { $names }.
}
twenty-deal-loser = { $who }: { $cards ->
    [0] карт нет
    [1] одна карта, { $names }
    [2] две карты, { $names }
    [one] { WORDS($cards, gender: "f") } карта, { $names }
    [few] { WORDS($cards, gender: "f") } карты, { $names }
   *[many] { WORDS($cards, gender: "f") } карт, { $names }
}, { $score ->
    [0] без штрафа
   *[other] { $points }
}.
twenty-totals = Итого: { $list }.
twenty-total-entry = { $who } { WORDS($points) }
twenty-continue = Нажмите { $key }, чтобы начать следующий розыгрыш.
twenty-match-winner = { $you ->
    [yes] Вы выигрываете игру со счётом { $points }!
   *[no] { $count ->
        [one] { $who } выигрывает игру со счётом { $points }!
       *[other] Победу в игре делят: { $who }, у каждого по { $points }!
    }
}
twenty-deal-limit = Это был розыгрыш { WORDS($deals) }, последний в игре: побеждает тот, у кого больше всего очков.
twenty-play-again = Нажмите { $key }, чтобы сыграть ещё раз, или { $back }, чтобы выйти в меню.

# Selection and reports. $selected: yes when the card was just selected.
twenty-select = { $card }, { $selected ->
    [yes] { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] выбор снят
}; в сумме { WORDS($total) }, можно не больше { WORDS($limit, case: "gen") }.
twenty-select-over = { $card }, { $selected ->
    [yes] { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] выбор снят
}; в сумме { WORDS($total) }: слишком много, можно не больше { WORDS($limit, case: "gen") }.
twenty-select-none = { $card }, { $selected ->
    [yes] { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] выбор снят
}; ничего не выбрано.
twenty-focus-card = { $card }{ $selected ->
    [yes] , { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
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
    [one] У вас { WORDS($count, gender: "f") } карта
    [few] У вас { WORDS($count, gender: "f") } карты
   *[many] У вас { WORDS($count, gender: "f") } карт
}: { $cards }. { $turn ->
    [yes] Ваша очередь, ход { WORDS($move) }: на сумму не больше { WORDS($move, case: "gen") }.
   *[no] Ход { WORDS($move) }.
}
twenty-opponent = { $name }: { $count ->
    [0] нет карт
    [1] одна карта
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}
twenty-opponents = { $list }.
twenty-table = Ход { WORDS($move) } из двадцати. Колода: { $stock ->
    [0] пуста
    [1] одна карта
    [2] две карты
    [one] { WORDS($stock, gender: "f") } карта
    [few] { WORDS($stock, gender: "f") } карты
   *[many] { WORDS($stock, gender: "f") } карт
}. На столе: { $table ->
    [0] пока ничего
    [1] одна карта
    [2] две карты
    [one] { WORDS($table, gender: "f") } карта
    [few] { WORDS($table, gender: "f") } карты
   *[many] { WORDS($table, gender: "f") } карт
}{ $last ->
    [none] .
   *[other] ; последний, кто выкладывал карты, — { $last }: { $lastcards }.
}
twenty-scores = Счёт, игра до { WORDS($target, case: "gen") }: { $list }. Розыгрыш { WORDS($deal) }.
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
            [one] { WORDS($count) } вариант
            [few] { WORDS($count) } варианта
           *[many] { WORDS($count) } вариантов
        }
       *[cards] { $count ->
            [1] одна карта
            [2] две карты
            [one] { WORDS($count, gender: "f") } карта
            [few] { WORDS($count, gender: "f") } карты
           *[many] { WORDS($count, gender: "f") } карт
        }
    }
}
twenty-table-card = { $card }, { $who }
twenty-action-play = Выложить выбранные карты
twenty-action-draw = Взять карту из колоды
twenty-action-pass = Пропустить ход

# Refusals: «Нельзя:» first, then why.
twenty-invalid-over-limit = Нельзя: { $count ->
    [one] эта карта стоит { WORDS($total) }
   *[other] эти карты дают в сумме { WORDS($total) }
}, а можно не больше { WORDS($limit, case: "gen") }.
twenty-invalid-must-play = Нельзя: у вас есть карта не дороже { WORDS($limit, case: "gen") }, а { $move ->
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

# Watching an online table: every player named, nobody "you".
twenty-start-watch = Двадцать. Играют { $names }. Побеждает тот, кто первым наберёт { WORDS($target, gender: "n") } { $target ->
    [one] очко
    [few] очка
   *[many] очков
}.

# Кнопка этой клавиши на сенсорном экране (game/web: общее имя говорит другое).
twenty-browser-action-draw = Взять из колоды или пасовать
