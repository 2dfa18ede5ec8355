## Шитхед (game id shithead). $who is "Вы" or a bot's name, $you says
## which (yes: the player), for the verb forms. Слова из русского источника
## (seed 001): стопка (сброс), колода (из неё добирают), стартовая карта,
## карты лицом вверх и вниз — здесь «открытые» и «закрытые». Имя в другом
## падеже — NAME($who, case: "gen"), число словами — WORDS (game/grammar.py);
## достоинство верхней карты стопки склоняется по числовому $top (1 туз ... 13 король).

shithead-title = Шитхед
# After "Resume <game> against N computer players": how far the saved game got.
shithead-resume-progress = {""}
shithead-option-four_burn_plays_again = Четыре карты одного достоинства сжигают стопку, и сжёгший ходит ещё раз
shithead-option-play_to_last = Играть до последнего игрока с картами: он остаётся в дураках

shithead-start = Шитхед. Ваши соперники: { $names }. Избавьтесь от всех карт: сначала от карт в руке, потом от открытых, потом от закрытых. { $last ->
    [yes] Последний, у кого останутся карты, остаётся в дураках.
   *[no] Побеждает тот, кто первым избавится от всех карт.
}
shithead-deal = { $you ->
    [yes] Вы сдаёте
   *[no] Сдаёт { $who }
}: каждому три закрытые карты и шесть в руку. Ваша рука: { $cards }.

# The face-up choice (SH-4).
shithead-choose = Выберите три карты, которые лягут в открытую: { $select } выбирает карту, { $confirm } подтверждает. Предлагаем: { $cards }. Если сразу нажать { $confirm }, в открытую лягут предложенные.
shithead-choosing = { $name } выбирает открытые карты.
shithead-lays-face-up = { $who } { $you ->
    [yes] выкладываете
   *[no] выкладывает
} в открытую: { $cards }.
shithead-three-chosen = Три карты уже выбраны: сначала снимите выбор с одной из них или нажмите { $key }, чтобы выложить их в открытую.
shithead-select-face-up = { $card }, { $selected ->
    [yes] { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] выбор снят
}; всего { WORDS($count, gender: "f") } из трёх{ $count ->
    [3] : нажмите { $key }, чтобы выложить их в открытую.
   *[other] .
}

# What may go on the pile (SH-2, SH-6, SH-8): the top rank or higher
# (equal is allowed); a 2 and a 10 go on anything. $top: the rank (1 туз,
# 11 валет...). A 10 lies there only as the starter card and is met by a 10
# or higher, or a 2.
shithead-need = { $top ->
    [1] туз, двойка или десятка
    [10] десятка или старше, или двойка
    [11] валет или старше, двойка или десятка
    [12] дама или старше, двойка или десятка
    [13] король или старше, двойка или десятка
   *[other] { $top ->
        [1] туз
        [2] двойка
        [3] тройка
        [4] четвёрка
        [5] пятёрка
        [6] шестёрка
        [7] семёрка
        [8] восьмёрка
        [9] девятка
        [10] десятка
        [11] валет
        [12] дама
        [13] король
       *[other] { WORDS($top) }
    } или старше, или двойка
}
# What the next play must be, said after plays and in reports.
shithead-beat = { $any ->
    [yes] Можно ходить любой картой.
   *[no] Дальше: { $need }.
}
shithead-starter = Стартовая карта: { $card }. { $beat }

# Events.
shithead-plays = { $who } { $you ->
    [yes] ходите
   *[no] ходит
}{ $from ->
    [face_up] { $you ->
        [yes] {" "}со своих открытых карт
       *[no] {" "}с открытых карт
    }
   *[hand] {""}
}: { $cards }{ $drew ->
    [0] {""}
    [1] {" "}и берёт карту
    [2] {" "}и берёт две карты
   *[other] {" "}и берёт { WORDS($drew, case: "acc", gender: "f") } { $drew ->
        [one] карту
        [few] карты
       *[many] карт
    }
}.{ $burns ->
    [yes] {""}
   *[no] {" "}{ $beat }
}
shithead-flip-plays = { $who } { $you ->
    [yes] открываете
   *[no] открывает
} закрытую карту: { $card }, и она идёт в ход.{ $burns ->
    [yes] {""}
   *[no] {" "}{ $beat }
}
shithead-flip-fails = { $who } { $you ->
    [yes] открываете
   *[no] открывает
} закрытую карту: { $card }; на { $top ->
    [1] туза
    [2] двойку
    [3] тройку
    [4] четвёрку
    [5] пятёрку
    [6] шестёрку
    [7] семёрку
    [8] восьмёрку
    [9] девятку
    [10] десятку
    [11] валета
    [12] даму
    [13] короля
   *[other] { WORDS($top) }
} её не положить.
shithead-burn = { $reason ->
    [ten] Десятка сжигает
   *[four] { $run ->
        [4] Четыре { $rank ->
            [1] туза
            [2] двойки
            [3] тройки
            [4] четвёрки
            [5] пятёрки
            [6] шестёрки
            [7] семёрки
            [8] восьмёрки
            [9] девятки
            [10] десятки
            [11] валета
            [12] дамы
            [13] короля
           *[other] { WORDS($rank) }
        }
        [5] Пять { $rank ->
            [1] тузов
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] валетов
            [12] дам
            [13] королей
           *[other] { WORDS($rank) }
        }
        [6] Шесть { $rank ->
            [1] тузов
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] валетов
            [12] дам
            [13] королей
           *[other] { WORDS($rank) }
        }
        [7] Семь { $rank ->
            [1] тузов
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] валетов
            [12] дам
            [13] королей
           *[other] { WORDS($rank) }
        }
        [8] Восемь { $rank ->
            [1] тузов
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] валетов
            [12] дам
            [13] королей
           *[other] { WORDS($rank) }
        }
       *[other] { WORDS($run) } { $rank ->
            [1] тузов
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] валетов
            [12] дам
            [13] королей
           *[other] { WORDS($rank) }
        }
    } подряд сжигают
} стопку из { $count ->
    [1] одной карты
    [one] { WORDS($count, case: "gen", gender: "f") } карты
   *[other] { WORDS($count, case: "gen", gender: "f") } карт
}. { $again ->
    [yes] { $who } { $you ->
        [yes] ходите
       *[no] ходит
    } ещё раз.
   *[no] Следующий игрок ходит любой картой.
}
shithead-picks-up = { $who } { $you ->
    [yes] забираете
   *[no] забирает
} стопку: { $count ->
    [1] одна карта
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
} ({ $cards }){ $focus ->
    [yes] ; фокус переходит на вашу руку.
   *[no] .
}
shithead-draws-you = Вы берёте из колоды: { $cards }.
shithead-draws = { $who } берёт из колоды { $count ->
    [1] одну карту
    [2] две карты
    [3] три карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}.
shithead-stock-empty = Колода кончилась.
shithead-to-face-up = { $you ->
    [yes] Вы переходите к своим открытым картам: { $cards }; фокус на них.
   *[no] { $who } переходит к открытым картам: { $cards }.
}
shithead-to-face-down = { $you ->
    [yes] Вы переходите
   *[no] { $who } переходит
} к закрытым картам, { $count ->
    [1] осталась одна
    [2] их две
    [3] их три
   *[other] их { WORDS($count) }
}{ $you ->
    [yes] ; фокус на них.
   *[no] .
}
shithead-place = { $place ->
    [1] первое
    [2] второе
    [3] третье
    [4] четвёртое
   *[other] пятое
}
shithead-out = { $you ->
    [yes] У вас больше нет карт
   *[no] У { NAME($who, case: "gen") } больше нет карт
}{ $place ->
    [0] !
   *[other] : { $ordinal } место!
}
shithead-winner = { $you ->
    [yes] Вы выигрываете игру!
   *[no] { $who } выигрывает игру!
}
shithead-is-shithead = { $you ->
    [yes] Вы остаётесь в дураках.
   *[no] { $who } остаётся в дураках.
}
shithead-draw = { $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
} подряд никто не сжигал стопку и не выходил из игры: ничья.
shithead-play-again = Нажмите { $key }, чтобы сыграть ещё раз, или { $back }, чтобы выйти в меню.

# Turn prompts. $from: hand or face_up; $any: yes when anything goes.
shithead-your-turn = Ваш ход{ $from ->
    [face_up] {" "}с открытых карт
   *[hand] {""}
}{ $any ->
    [yes] : можно любую карту.
   *[no] . Подойдёт: { $need }.
}
shithead-your-turn-pick-up = Ваш ход. На стопку подойдёт { $need }, а { $from ->
    [face_up] среди ваших открытых карт
   *[hand] в руке
} такой карты нет. Нажмите { $key }, чтобы забрать стопку.
shithead-your-turn-face-down = Ваш ход{ $any ->
    [yes] : можно любую карту.
   *[no] . Подойдёт: { $need }.
} Откройте закрытую карту: нажмите { $key } на любой карте в ряду закрытых; { $count ->
    [1] осталась одна.
    [2] их две.
    [3] их три.
   *[other] их { WORDS($count) }.
}
# После первых трёх раз за игру (Prompt.prompt_words): что побить;
# двойка и десятка — в F1 и W. $least — то, что говорит shithead-least.
shithead-least = { $top ->
    [1] туз
   *[other] { $card } или старше
}
shithead-your-turn-short = Ваш ход{ $from ->
    [face_up] {" "}с открытых карт
   *[hand] {""}
}: { $any ->
    [yes] любая карта.
   *[no] { $least }.
}
shithead-your-turn-pick-up-short = Ваш ход: ходить нечем, забирайте стопку.
shithead-your-turn-face-down-short = Ваш ход с закрытых карт: { $any ->
    [yes] любая карта
   *[no] { $least }
}; { $count ->
    [1] осталась одна.
    [2] остались две.
    [3] остались три.
   *[other] осталось { WORDS($count) }.
}
shithead-turn-of = Ходит { $name }. { $beat }

# Selection. $selected: yes when the card was just selected; $top: the rank
# of the pile's top card.
shithead-select = { $card }, { $selected ->
    [yes] { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] выбор снят
}{ $verdict ->
    [none] ; ничего не выбрано.
    [hand_first] , но открытые карты идут в ход, только когда рука пуста.
    [mixed] ; карты разного достоинства: за один ход кладут карты одного достоинства.
    [beats] { $count ->
        [1] ; можно положить на { $top ->
            [1] туза
            [2] двойку
            [3] тройку
            [4] четвёрку
            [5] пятёрку
            [6] шестёрку
            [7] семёрку
            [8] восьмёрку
            [9] девятку
            [10] десятку
            [11] валета
            [12] даму
            [13] короля
           *[other] { WORDS($top) }
        }.
       *[other] ; { $cards }: можно положить на { $top ->
            [1] туза
            [2] двойку
            [3] тройку
            [4] четвёрку
            [5] пятёрку
            [6] шестёрку
            [7] семёрку
            [8] восьмёрку
            [9] девятку
            [10] десятку
            [11] валета
            [12] даму
            [13] короля
           *[other] { WORDS($top) }
        }.
    }
    [low] { $count ->
        [1] ; на { $top ->
            [1] туза
            [2] двойку
            [3] тройку
            [4] четвёрку
            [5] пятёрку
            [6] шестёрку
            [7] семёрку
            [8] восьмёрку
            [9] девятку
            [10] десятку
            [11] валета
            [12] даму
            [13] короля
           *[other] { WORDS($top) }
        } не положить.
       *[other] ; { $cards }: на { $top ->
            [1] туза
            [2] двойку
            [3] тройку
            [4] четвёрку
            [5] пятёрку
            [6] шестёрку
            [7] семёрку
            [8] восьмёрку
            [9] девятку
            [10] десятку
            [11] валета
            [12] даму
            [13] короля
           *[other] { WORDS($top) }
        } не положить.
    }
   *[any] { $count ->
        [1] ; можно ходить.
       *[other] ; { $cards }: можно ходить.
    }
}
# Space where nothing can be selected, said in one sentence.
shithead-cannot-select = { $row ->
    [face_down] Закрытые карты не выбирают: когда останутся только они, нажмите { $key } на одной из них, чтобы её открыть.
    [pile] Стопку выбрать нельзя: на неё ходят.
   *[empty] { $name }: пусто, выбирать нечего.
}
shithead-no-draw = В Шитхеде карты не берут клавишей: после каждого хода карты в руке сами добираются до трёх, пока в колоде что-то есть.
shithead-focus-card = { $card }{ $selected ->
    [yes] , { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] {""}
}, { $position }
shithead-face-down-card = закрытая карта { WORDS($index) } из { WORDS($count, case: "gen") }
shithead-pile-card = { $card }, { $position }

# Rows.
shithead-row-hand = Ваша рука
shithead-row-face-up = Ваши открытые карты
shithead-row-face-down = Ваши закрытые карты
shithead-row-pile = Стопка, сверху вниз
shithead-row = { $name }, { $count ->
    [0] пусто
    [1] одна карта
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}
shithead-sorted = Сортировка по { $order ->
    [suit] масти
   *[rank] старшинству
}.

# Reports.
shithead-status = Ваша рука: { $count ->
    [0] пусто
    [1] одна карта, { $cards }
    [2] две карты, { $cards }
    [one] { WORDS($count, gender: "f") } карта, { $cards }
    [few] { WORDS($count, gender: "f") } карты, { $cards }
   *[many] { WORDS($count, gender: "f") } карт, { $cards }
}. Открытые: { $up }. Закрытые: { $down ->
    [0] нет
    [1] одна карта
    [2] две карты
    [one] { WORDS($down, gender: "f") } карта
    [few] { WORDS($down, gender: "f") } карты
   *[many] { WORDS($down, gender: "f") } карт
}.
shithead-opponent = { $name }: { $out ->
    [yes] уже без карт
   *[no] в руке { $count ->
        [0] нет карт
        [one] { WORDS($count, gender: "f") } карта
        [few] { WORDS($count, gender: "f") } карты
       *[many] { WORDS($count, gender: "f") } карт
    }{ $known ->
        [0] {""}
       *[other] {" "}(известно: { WORDS($known, gender: "f", case: "nom") })
    }{ $upcount ->
        [0] {""}
       *[other] , открытые: { $up }
    }{ $down ->
        [0] {""}
        [one] , { WORDS($down, gender: "f") } закрытая
        [few] , { WORDS($down, gender: "f") } закрытые
       *[many] , { WORDS($down, gender: "f") } закрытых
    }
}
shithead-opponents-again = { $text } Ещё раз { $key } — известные карты в руках.
shithead-opponents-known = Известны по стопке: { $list }.
shithead-known-entry = { $name }: { $cards }
shithead-opponents = { $list }.
shithead-opponents-join = { $first }; { $rest }
shithead-table = { $size ->
    [0] Стопка пуста.
   *[other] Стопка: сверху { $top }{ $run ->
        [0] {""}
        [1] {""}
       *[other] , { $runcards } подряд
    }, всего { $size ->
        [1] одна карта
        [2] две карты
        [one] { WORDS($size, gender: "f") } карта
        [few] { WORDS($size, gender: "f") } карты
       *[many] { WORDS($size, gender: "f") } карт
    }.
} { $beat } Колода: { $stock ->
    [0] пуста
    [1] одна карта
    [2] две карты
    [one] { WORDS($stock, gender: "f") } карта
    [few] { WORDS($stock, gender: "f") } карты
   *[many] { WORDS($stock, gender: "f") } карт
}. Сожжено: { $burnt ->
    [0] ничего
    [1] одна карта
    [2] две карты
    [one] { WORDS($burnt, gender: "f") } карта
    [few] { WORDS($burnt, gender: "f") } карты
   *[many] { WORDS($burnt, gender: "f") } карт
}.
shithead-out-order-entry = { $who } — { $ordinal } место
shithead-scores = { $out ->
    [0] Пока никто не избавился от карт.
   *[other] Без карт: { $list }.
} { $left ->
    [0] {""}
   *[other] С картами: { $holding }.
}
shithead-screen-hand = Рука: { $cards }
shithead-screen-table = Открытые: { $up }. Закрытые: { $down }.
shithead-screen-pile = Стопка: { $size }, колода: { $stock }. { $beat }

# Refusals: «Нельзя:» first, then why (the shared ones are in twenty.ftl).
shithead-invalid-choose-face-up-first = Нельзя: сначала выберите три карты, которые лягут в открытую.
shithead-invalid-not-choosing-now = Нельзя: открытые карты уже выбраны.
shithead-invalid-choose-three = Нельзя: в открытую кладут { $need ->
    [3] три карты
    [one] { WORDS($need, case: "acc", gender: "f") } карту
    [few] { WORDS($need, gender: "f") } карты
   *[many] { WORDS($need, gender: "f") } карт
}, а не { WORDS($have) }.
shithead-invalid-not-same-rank = Нельзя: за один ход кладут карты одного достоинства, а тут { $ranks }.
shithead-invalid-not-on-table = Нельзя: этих карт нет среди ваших открытых.
shithead-invalid-must-play-hand-first = Нельзя: сначала ходите с руки; открытые карты идут в ход, когда рука опустеет.
shithead-invalid-must-play-face-up-first = Нельзя: сначала сыграйте открытые карты, потом закрытые.
shithead-invalid-must-turn-face-down = Нельзя: остались только закрытые карты; нажмите { $key } на одной из них в ряду закрытых карт.
shithead-invalid-no-face-down-there = Нельзя: здесь нет закрытой карты.
shithead-invalid-too-low = Нельзя: { $have_rank ->
    [1] туза
    [2] двойку
    [3] тройку
    [4] четвёрку
    [5] пятёрку
    [6] шестёрку
    [7] семёрку
    [8] восьмёрку
    [9] девятку
    [10] десятку
    [11] валета
    [12] даму
    [13] короля
   *[other] { WORDS($have_rank) }
} на { $need_rank ->
    [1] туза
    [2] двойку
    [3] тройку
    [4] четвёрку
    [5] пятёрку
    [6] шестёрку
    [7] семёрку
    [8] восьмёрку
    [9] девятку
    [10] десятку
    [11] валета
    [12] даму
    [13] короля
   *[other] { WORDS($need_rank) }
} не положить.
shithead-invalid-cannot-pick-up-can-play = Нельзя: стопку забирают, только когда ходить нечем, а { $any ->
    [yes] сейчас можно ходить любой картой
   *[no] у вас есть карта, которая ложится на { $top ->
        [1] туза
        [2] двойку
        [3] тройку
        [4] четвёрку
        [5] пятёрку
        [6] шестёрку
        [7] семёрку
        [8] восьмёрку
        [9] девятку
        [10] десятку
        [11] валета
        [12] даму
        [13] короля
       *[other] { WORDS($top) }
    }
}.

# F1: what this game's keys do where the shared words ("cmd-...") do not fit.
shithead-cmd-my_status = мои карты: в руке, открытые и закрытые
shithead-cmd-opponents = карты каждого соперника: в руке, открытые и закрытые; при повторном нажатии — известные по стопке карты в руках
shithead-cmd-table = стопка: верхняя карта, что на неё можно положить, колода, сожжённые карты
shithead-cmd-scores = кто уже избавился от карт, а у кого они ещё есть
shithead-cmd-take_discard = забрать стопку

## The status strip of the table on screen: what may go on the pile.
shithead-table-stage = { $phase ->
    [face_up] Выбор открытых карт
   *[play] { $beat }
}

# F1: что делает Enter в этой игре (задача 19).
shithead-cmd-hand_grouped = карты, с которых я хожу, по достоинствам и что из них можно положить на стопку сейчас
shithead-cmd-play = сыграть выбранные карты или карту под фокусом; в ряду закрытых карт: открыть эту карту; в начале: выложить выбранные карты открытыми; после игры: сыграть снова

# Watching an online table: every player named, nobody "you".
shithead-start-watch = Шитхед. Играют { $names }. Каждый избавляется от всех карт: сначала от карт в руке, потом от открытых, потом от закрытых. { $last ->
    [yes] Последний, у кого останутся карты, остаётся в дураках.
   *[no] Побеждает тот, кто первым избавится от всех карт.
}
shithead-deal-watch = Сдаёт { $who }: каждому три закрытые карты и шесть в руку.

# Кнопка этой клавиши на сенсорном экране (game/web: общее имя говорит другое).
shithead-browser-action-take_discard = Забрать стопку
