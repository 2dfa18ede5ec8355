## «Фаза 10» (id игры phase10).
# Термины (из русского источника, сид 000): кон — одна раздача; колода —
# закрытая стопка, сброс — открытая; набор — карты одного числа; стрит —
# числа подряд; набор одного цвета — фаза 8; джокер; пропуск хода.
# Все три группы мужского рода (набор, стрит, набор), поэтому «ваш», «свой»
# и винительный падеж («в набор», «в стрит») подходят к любой.
# Карта женского рода: «одна карта», «две карты» пишутся словами, чтобы
# синтезатор не прочёл «один карта», «два карты».

phase10-title = Фаза 10
# После «Продолжить … против N компьютерных игроков»: докуда дошла игра;
# $shown: yes на экране (цифрами), no в речи (словами).
phase10-resume-progress = , кон { $shown ->
    [yes] { $deals }
   *[no] { WORDS($deals) }
}

## Карты (P10-3). $colour: R B G Y, W — джокер, SK — пропуск хода.
# Отдельно цвет звучит о картах во множественном числе: «у вас красные и синие».
phase10-colour = { $colour ->
    [R] красные
    [B] синие
    [G] зелёные
   *[Y] жёлтые
}
# $case: nom, acc, gen, dat, ins, prep. Джокер в карточной речи одушевлён:
# «взять джокера», как «взять туза». Карта с числом называется, как в
# колоде говорят о картах: цвет и число-существительное женского рода
# («красная единица», «зелёную двенадцатку», «синей восьмёрки»), как
# «набор из трёх девяток» и «две девятки» в этой игре. Существительное —
# основа по числу и окончание по падежу (у «единицы» основа на «ц»).
phase10-card = { $colour ->
    [W] { $case ->
        [acc] джо́кера
        [gen] джо́кера
        [dat] джо́керу
        [ins] джо́кером
        [prep] джо́кере
       *[nom] джокер
    }
    [SK] { $case ->
        [gen] про́пуска хода
        [dat] пропуску хода
        [ins] пропуском хода
        [prep] пропуске хода
       *[nom] пропуск хода
    }
   *[other] { $colour ->
        [R] { $case ->
            [acc] красную
           *[nom] красная
            [gen] красной
            [dat] красной
            [ins] красной
            [prep] красной
        }
        [B] { $case ->
            [acc] синюю
           *[nom] синяя
            [gen] синей
            [dat] синей
            [ins] синей
            [prep] синей
        }
        [G] { $case ->
            [acc] зелёную
           *[nom] зелёная
            [gen] зелёной
            [dat] зелёной
            [ins] зелёной
            [prep] зелёной
        }
       *[Y] { $case ->
            [acc] жёлтую
           *[nom] жёлтая
            [gen] жёлтой
            [dat] жёлтой
            [ins] жёлтой
            [prep] жёлтой
        }
    } { $number ->
        [1] единиц
        [2] двойк
        [3] тройк
        [4] четвёрк
        [5] пятёрк
        [6] шестёрк
        [7] семёрк
        [8] восьмёрк
        [9] девятк
        [10] десятк
        [11] одиннадцатк
       *[12] двенадцатк
    }{ $case ->
        [acc] у
        [gen] { $number ->
            [1] ы
           *[other] и
        }
        [dat] е
        [ins] { $number ->
            [1] ей
           *[other] ой
        }
        [prep] е
       *[nom] а
    }
}
phase10-wild-as = { $case ->
    [acc] джо́кера
    [gen] джо́кера
    [dat] джо́керу
    [ins] джо́кером
    [prep] джо́кере
   *[nom] джокер
} как { WORDS($value) }

## Группы: «набор из трёх карт 9 с джокером», «стрит от 4 до 7 с джокером как 6».
# «набор из трёх девяток и джокера»: число карт с числом (джокеры
# отдельно) и само число в родительном падеже.
phase10-set = набор из { WORDS($count, case: "gen", gender: "f") } { $count ->
    [one] { $number ->
        [1] единицы
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] одиннадцатки
        *[12] двенадцатки
    }
   *[other] { $number ->
        [1] единиц
        [2] двоек
        [3] троек
        [4] четвёрок
        [5] пятёрок
        [6] шестёрок
        [7] семёрок
        [8] восьмёрок
        [9] девяток
        [10] десяток
        [11] одиннадцаток
        *[12] двенадцаток
    }
}{ $wilds ->
    [0] {""}
    [1] {" "}и джо́кера
    [2] {" "}и двух джо́керов
    [3] {" "}и трёх джо́керов
    [4] {" "}и четырёх джо́керов
   *[other] {" "}и { WORDS($wilds, case: "gen") } { $wilds ->
        [one] джо́кера
       *[other] джо́керов
    }
}
phase10-run = стрит от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }{ $wilds ->
    [0] {""}
    [one] {" "}с джо́кером как { WORDS($values) }
   *[other] {" "}с джо́керами как { WORDS($values) }
}
phase10-colour-group = набор из { WORDS($count, case: "gen", gender: "f") } { $count ->
    [one] { $colour ->
        [R] красной
        [B] синей
        [G] зелёной
       *[Y] жёлтой
    } карты
   *[other] { $colour ->
        [R] красных
        [B] синих
        [G] зелёных
       *[Y] жёлтых
    } карт
}{ $wilds ->
    [0] {""}
    [1] {" "}и джо́кера
    [2] {" "}и двух джо́керов
    [3] {" "}и трёх джо́керов
    [4] {" "}и четырёх джо́керов
   *[other] {" "}и { WORDS($wilds, case: "gen") } { $wilds ->
        [one] джо́кера
       *[other] джо́керов
    }
}
phase10-group-then = { $first }; { $second }
# В списке стола и на фокусе: «Ваш набор …», «Ада: стрит от 4 до 7».
phase10-owned-group = { $whose ->
    [you] ваш { $group }
    [you-capital] Ваш { $group }
    [own] свой { $group }
   *[other] { $owner }: { $group }
}
phase10-need = { $phase ->
    [1] два набора по три карты
    [2] набор из трёх карт и стрит из четырёх карт
    [3] набор из четырёх карт и стрит из четырёх карт
    [4] стрит из семи карт
    [5] стрит из восьми карт
    [6] стрит из девяти карт
    [7] два набора по четыре карты
    [8] семь карт одного цвета
    [9] набор из пяти карт и набор из двух карт
   *[10] набор из пяти карт и набор из трёх карт
}
phase10-kind-size = { $kind ->
    [set] набор из { $size ->
        [2] двух
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
        [9] девяти
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
    [run] стрит из { $size ->
        [2] двух
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
        [9] девяти
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
   *[colour] { $size ->
        [1] одна карта
        [2] две карты
        [one] { WORDS($size, gender: "f") } карта
        [few] { WORDS($size, gender: "f") } карты
       *[many] { WORDS($size, gender: "f") } карт
    } одного цвета
}
phase10-kind = { $kind ->
    [set] набор
    [run] стрит
   *[colour] набор одного цвета
}

## Начало, раздача, ходы.
phase10-start = «Фаза 10». За столом с вами: { $names }. Выложите десять фаз по порядку, по одной за кон; побеждает тот, у кого меньше очков.
phase10-deal = Кон { WORDS($hand) }. { $dealer } { $you ->
    [yes] сдаёте.
   *[no] сдаёт.
} Вы на фазе { WORDS($phase) }: { $need }.
phase10-your-hand = Ваши карты: { $cards }.
phase10-discard-start = Первая карта сброса: { $card }.
phase10-your-turn-draw = Ваш ход: возьмите карту из колоды клавишей { $draw } или { $card_acc } из сброса клавишей { $take }.
phase10-your-turn-draw-only = Ваш ход: возьмите карту из колоды клавишей { $draw }{ $skip ->
    [yes] ; пропуск хода из сброса не берут
   *[no] {""}
}.
# После первых трёх раз за игру (Prompt.prompt_words): только то, что
# меняется; клавиши — в F1 и W.
phase10-your-turn-draw-short = Ваш ход: в сбросе { $card }.
phase10-your-turn-draw-only-short = Ваш ход: { $skip ->
    [yes] в сбросе пропуск хода, берите из колоды.
   *[no] берите из колоды.
}
phase10-your-turn-lay = Теперь выкладывайте фазу или сбрасывайте: выберите карты и нажмите Enter; одна карта уходит в сброс, несколько выкладываются как фаза { WORDS($phase) }.
phase10-your-turn-hit = Теперь добавляйте карты или сбрасывайте: выберите карты, спуститесь к нужной группе на столе и нажмите Enter, чтобы добавить их к ней; Enter в ряду ваших карт сбрасывает одну карту.
phase10-your-turn-lay-short = Теперь выкладывайте фазу или сбрасывайте.
phase10-your-turn-hit-short = Теперь добавляйте карты или сбрасывайте.
phase10-turn-of = Ходит { $name }.
phase10-assist = У вас собрана фаза { WORDS($phase) }: выберите её карты и нажмите Enter, чтобы выложить.

## События. $who — «Вы» или имя игрока.
phase10-skipped = { $who } { $you ->
    [yes] пропускаете этот ход.
   *[no] пропускает ход.
}
phase10-draws-you = Вы берёте из колоды { $card_acc }.
phase10-draws = { $who } берёт карту из колоды.
phase10-takes = { $who } { $you ->
    [yes] берёте
   *[no] берёт
} из сброса { $card_acc }.
phase10-reshuffle = Сброс перемешан и стал новой колодой.
phase10-lays-you = Фаза { WORDS($phase) } выложена: { $groups }.
phase10-lays = { $who } выкладывает фазу { WORDS($phase) }: { $groups }.
# $whose: you — группа ваша, own — своя для того, кто добавляет.
phase10-hits = { $who } { $you ->
    [yes] кладёте
   *[no] кладёт
} { $cards_acc } { $whose ->
    [you] вам
    [own] себе
   *[other] { NAME($owner, case: "dat") }
} в { $group }.
phase10-discards = { $who } { $you ->
    [yes] сбрасываете
   *[no] сбрасывает
} { $card_acc }.
phase10-discards-skip = { $who } { $you ->
    [yes] сбрасываете
   *[no] сбрасывает
} пропуск хода: { $target } { $targetyou ->
    [yes] пропускаете следующий ход.
   *[no] пропускает следующий ход.
}
phase10-discards-skip-none = { $who } { $you ->
    [yes] сбрасываете
   *[no] сбрасывает
} пропуск хода; никто ход не пропускает.
phase10-out = { $who } { $you ->
    [yes] избавляетесь
   *[no] избавляется
} от всех карт, кон { WORDS($hand) } окончен.
phase10-hand-line = { $who }: { $penalty ->
    [0] без штрафа
   *[other] плюс { WORDS($penalty) }
}, всего { WORDS($total) }; { $next ->
    [11] все десять фаз пройдены.
   *[other] { $advanced ->
        [yes] { $you ->
            [yes] переходите
           *[no] переходит
        } к фазе { WORDS($next) }.
       *[no] { $you ->
            [yes] остаётесь
           *[no] остаётся
        } на фазе { WORDS($next) }.
    }
}
phase10-continue = Нажмите { $key }, чтобы сдать следующий кон.
phase10-game-winner = { $who } { $you ->
    [yes] выигрываете игру
   *[no] { $count ->
        [one] выигрывает игру
       *[other] делят победу в игре
    }
} со счётом { WORDS($points) }!
phase10-play-again = Нажмите { $key }, чтобы сыграть ещё раз, или { $back }, чтобы выйти в меню.

## Выбор карт и вариантов.
phase10-select = { $card }: { $state }; { $count ->
    [0] ничего не выбрано.
    [1] выбрана одна карта.
    [2] выбраны две карты{ $makes ->
        [yes] : это фаза { WORDS($phase) }.
       *[no] .
    }
    [one] выбрана { WORDS($count, gender: "f") } карта{ $makes ->
        [yes] : это фаза { WORDS($phase) }.
       *[no] .
    }
    [few] выбраны { WORDS($count, gender: "f") } карты{ $makes ->
        [yes] : это фаза { WORDS($phase) }.
       *[no] .
    }
   *[many] выбрано { WORDS($count, gender: "f") } карт{ $makes ->
        [yes] : это фаза { WORDS($phase) }.
       *[no] .
    }
}
# Пробел там, где нечего выбрать; $row: hand (пусто), table или actions.
phase10-select-none = { $row ->
    [hand] У вас нет карт: выбирать нечего.
    [table] В ряду стола выбирать нечего: сначала выберите свои карты, затем нажмите { $play } на группе, чтобы добавить их к ней.
   *[actions] В ряду действий выбирать нечего: нажмите { $play }, чтобы выполнить действие под фокусом.
}
phase10-focus-card = { $card }{ $selected ->
    [yes] , { $face ->
        [W] выбран
        [SK] выбран
       *[other] выбрана
    }
   *[no] {""}
}, { $position }
phase10-choose-lay = Как выложить: { $count ->
    [one] { WORDS($count) } вариант
    [few] { WORDS($count) } варианта
   *[many] { WORDS($count) } вариантов
}. Первый: { $first }. Стрелки вверх и вниз перебирают варианты, Enter выкладывает, Escape — назад.
phase10-choose-hit = Куда пойдёт джокер: { $count ->
    [one] { WORDS($count) } вариант
    [few] { WORDS($count) } варианта
   *[many] { WORDS($count) } вариантов
}. Первый: { $first }. Стрелки вверх и вниз перебирают варианты, Enter добавляет, Escape — назад.
phase10-choose-skip = Кто пропустит ход? { $first }. Стрелки вверх и вниз — другие игроки, Enter — выбрать, Escape — назад.
phase10-choice = { $label }, { $position }
phase10-choice-back = Назад; ничего не сыграно.
phase10-choosing-help = Идёт выбор: стрелки вверх и вниз перебирают варианты, Enter выбирает, Escape — назад.
phase10-skip-target = { $name }, фаза { WORDS($phase) }{ $laid ->
    [yes] {" "}выложена
   *[no] {""}
}, { $cards ->
    [1] одна карта
    [2] две карты
    [one] { WORDS($cards, gender: "f") } карта
    [few] { WORDS($cards, gender: "f") } карты
   *[many] { WORDS($cards, gender: "f") } карт
}

## Сводки.
phase10-status = { $done ->
    [10] Все десять фаз пройдены.
   *[other] Фаза { WORDS($phase) }: { $need }.
} { $laid ->
    [yes] Выложено: { $groups }.
   *[no] Фаза ещё не выложена.
} { $count ->
    [0] Карт у вас нет.
    [1] У вас одна карта: { $cards }.
    [2] У вас две карты: { $cards }.
    [one] У вас { WORDS($count, gender: "f") } карта: { $cards }.
    [few] У вас { WORDS($count, gender: "f") } карты: { $cards }.
   *[many] У вас { WORDS($count, gender: "f") } карт: { $cards }.
}
phase10-opponent = { $name }: { $done ->
    [10] все десять фаз пройдены
   *[other] фаза { WORDS($phase) }, { $laid ->
        [yes] выложена
       *[no] не выложена
    }
}, { $count ->
    [0] карт нет
    [1] одна карта
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}{ $skip ->
    [yes] , пропустит следующий ход.
   *[no] .
}
phase10-table = Сброс: { $top }. { $stock ->
    [0] Колода пуста
    [1] В колоде одна карта
    [2] В колоде две карты
    [one] В колоде { WORDS($stock, gender: "f") } карта
    [few] В колоде { WORDS($stock, gender: "f") } карты
   *[many] В колоде { WORDS($stock, gender: "f") } карт
}. { $laid }
phase10-discard-none = пусто
phase10-nothing-laid = На столе пока ничего не выложено.
phase10-laid-list = Выложено: { $list }.
phase10-scores = Кон { WORDS($hand) }. { $list }.
phase10-score-entry = { $who } — { $total ->
    [1] одно очко
    [one] { WORDS($total, gender: "n") } очко
    [few] { WORDS($total, gender: "n") } очка
   *[many] { WORDS($total, gender: "n") } очков
} { $done ->
    [10] после всех десяти фаз
   *[other] на фазе { WORDS($phase) }
}
phase10-sorted = Сортировка по { $order ->
    [colour] цвету
   *[number] числу
}.
phase10-row-hand = Ваши карты
phase10-row-table = Стол
phase10-row-actions = Действия
# Ряд и что в нём: $kind — hand (карты), table (выложенные группы) или
# actions (действия).
phase10-row = { $name }, { $count ->
    [0] пусто
    [1] { $kind ->
        [hand] одна карта
        [table] одна группа
       *[actions] одно действие
    }
    [2] { $kind ->
        [hand] две карты
        [table] две группы
       *[actions] два действия
    }
    [one] { WORDS($count, gender: "f") } { $kind ->
        [hand] карта
        [table] группа
       *[actions] действие
    }
    [few] { WORDS($count, gender: "f") } { $kind ->
        [hand] карты
        [table] группы
       *[actions] действия
    }
   *[many] { WORDS($count, gender: "f") } { $kind ->
        [hand] карт
        [table] групп
       *[actions] действий
    }
}
phase10-action-draw = Взять карту из колоды
phase10-action-take = Взять карту из сброса: { $card }
phase10-action-take-none = Сброс пуст: брать нечего
phase10-action-lay = Выложить выбранные карты как фазу
phase10-action-discard = Сбросить выбранную карту
phase10-screen-status = { $done ->
    [10] Все десять фаз пройдены
   *[other] Фаза { $phase }{ $laid ->
        [yes] {" "}выложена
       *[no] {""}
    }
}. Сброс: { $top }. Колода: { $stock }.

## Отказы: сначала «Нельзя:», потом почему. game-over, not-in-hand,
## nothing-selected, stock-empty, unknown-move и not-your-turn общие
## с «Двадцатью» и живут в twenty.ftl.
phase10-invalid-draw-first = Нельзя: сначала возьмите карту — из колоды клавишей { $draw } или из сброса клавишей { $take }.
phase10-invalid-already-drawn = Нельзя: вы уже взяли карту; теперь выкладывайте, добавляйте или сбрасывайте.
phase10-invalid-discard-empty = Нельзя: сброс пуст.
phase10-invalid-skip-not-takeable = Нельзя: пропуск хода из сброса не берут.
phase10-invalid-already-laid = Нельзя: фаза { WORDS($phase) } уже выложена; чтобы добавить карты, спуститесь к группе на столе и нажмите Enter.
phase10-invalid-wrong-groups = Нельзя: фаза { WORDS($phase) } — это { WORDS($need) }, а не { $have }.
phase10-invalid-wrong-kind = Нельзя: здесь нужен { $need ->
    [set] набор
    [run] стрит
   *[colour] набор одного цвета
}, а не { $have ->
    [set] набор
    [run] стрит
   *[colour] набор одного цвета
}.
phase10-invalid-skip-in-group = Нельзя: пропуск хода не входит ни в фазу, ни в группу на столе.
phase10-invalid-values-mismatch = Нельзя: карт { WORDS($cards, gender: "f") }, а значений { WORDS($values, gender: "n") }.
phase10-invalid-value-out-of-range = Нельзя: { $card } не может быть { WORDS($value) }; числа идут от одного до двенадцати.
phase10-invalid-value-mismatch = Нельзя: { $card } не может быть { WORDS($value) }.
phase10-invalid-group-all-wild = Нельзя: { $kind ->
    [set] в наборе
    [run] в стрите
   *[colour] в наборе одного цвета
} нужна хотя бы одна карта с числом, одних джо́керов мало.
phase10-invalid-set-mixed = Нельзя: в наборе все карты одного числа, а у вас { WORDS($numbers) }.
phase10-invalid-set-too-small = Нельзя: нужен набор хотя бы из { $need ->
    [2] двух
    [3] трёх
    [4] четырёх
    [5] пяти
   *[other] { WORDS($need, case: "gen", gender: "f") }
} карт; у вас { $have ->
    [1] одна { $number ->
        [1] единица
        [2] двойка
        [3] тройка
        [4] четвёрка
        [5] пятёрка
        [6] шестёрка
        [7] семёрка
        [8] восьмёрка
        [9] девятка
        [10] десятка
        [11] одиннадцатка
       *[12] двенадцатка
    }
    [2] две { $number ->
        [1] единицы
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] одиннадцатки
       *[12] двенадцатки
    }
    [one] { WORDS($have, gender: "f") } { $number ->
        [1] единица
        [2] двойка
        [3] тройка
        [4] четвёрка
        [5] пятёрка
        [6] шестёрка
        [7] семёрка
        [8] восьмёрка
        [9] девятка
        [10] десятка
        [11] одиннадцатка
       *[12] двенадцатка
    }
    [few] { WORDS($have, gender: "f") } { $number ->
        [1] единицы
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] одиннадцатки
       *[12] двенадцатки
    }
   *[many] { WORDS($have, gender: "f") } { $number ->
        [1] единиц
        [2] двоек
        [3] троек
        [4] четвёрок
        [5] пятёрок
        [6] шестёрок
        [7] семёрок
        [8] восьмёрок
        [9] девяток
        [10] десяток
        [11] одиннадцаток
       *[12] двенадцаток
    }
}.
phase10-invalid-run-not-consecutive = Нельзя: в стрите числа идут подряд, а у вас { WORDS($values) }.
phase10-invalid-run-too-short = Нельзя: нужен стрит хотя бы из { $need ->
    [4] четырёх
    [7] семи
    [8] восьми
    [9] девяти
   *[other] { WORDS($need, case: "gen", gender: "f") }
} карт; у вас { $have ->
    [1] только одна карта, { WORDS($low) }
    [2] две карты подряд, от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }
    [one] { WORDS($have, gender: "f") } карта подряд, от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }
    [few] { WORDS($have, gender: "f") } карты подряд, от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }
   *[many] { WORDS($have, gender: "f") } карт подряд, от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }
}.
phase10-invalid-colour-mixed = Нельзя: все карты должны быть одного цвета, а у вас { $colours }.
phase10-invalid-colour-mismatch = Нельзя: в группе карты { $colour }, а у вас { $cards }.
phase10-invalid-colour-too-small = Нельзя: нужно хотя бы { $need ->
    [7] семь
   *[other] { WORDS($need, gender: "f") }
} карт одного цвета; у вас { $have ->
    [1] одна
    [2] две
   *[other] { WORDS($have, gender: "f") }
}.
# Выбраны карты нужных видов, но их не хватает: фаза, затем что есть
# в каждой части (phase10-part-*).
phase10-invalid-phase-short = Нельзя: фаза { WORDS($phase) } — это { WORDS($need) }; у вас { $have }{ $extra ->
    [none] {""}
   *[other] , и ещё { $extra }: { $several ->
        [yes] эта карта не подходит ни к одной группе
       *[no] эта карта не подходит
    }
}.
phase10-part-done = { $group }
phase10-part-for = { $part } — для { $kind ->
    [set] набора из { $size ->
        [2] двух
        [3] трёх
        [4] четырёх
        [5] пяти
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
    [run] стрита из { $size ->
        [4] четырёх
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
   *[colour] { WORDS($size, gender: "f") } карт одного цвета
}
# Карта с числом, как в названии карты: «одна шестёрка», «две шестёрки»,
# «пять шестёрок» (phase10-card).
phase10-number-with-article = одна { $number ->
    [1] единица
    [2] двойка
    [3] тройка
    [4] четвёрка
    [5] пятёрка
    [6] шестёрка
    [7] семёрка
    [8] восьмёрка
    [9] девятка
    [10] десятка
    [11] одиннадцатка
   *[12] двенадцатка
}
phase10-and-wilds = { $wilds ->
    [0] {""}
    [1] {" "}и джокер
    [2] {" "}и два джо́кера
    [one] {" "}и { WORDS($wilds) } джокер
    [few] {" "}и { WORDS($wilds) } джо́кера
   *[many] {" "}и { WORDS($wilds) } джо́керов
}
phase10-part-set = { $count ->
    [1] { phase10-number-with-article }
    [2] две { $number ->
        [1] единицы
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] одиннадцатки
       *[12] двенадцатки
    }
    [one] { WORDS($count, gender: "f") } { $number ->
        [1] единица
        [2] двойка
        [3] тройка
        [4] четвёрка
        [5] пятёрка
        [6] шестёрка
        [7] семёрка
        [8] восьмёрка
        [9] девятка
        [10] десятка
        [11] одиннадцатка
       *[12] двенадцатка
    }
    [few] { WORDS($count, gender: "f") } { $number ->
        [1] единицы
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] одиннадцатки
       *[12] двенадцатки
    }
   *[many] { WORDS($count, gender: "f") } { $number ->
        [1] единиц
        [2] двоек
        [3] троек
        [4] четвёрок
        [5] пятёрок
        [6] шестёрок
        [7] семёрок
        [8] восьмёрок
        [9] девяток
        [10] десяток
        [11] одиннадцаток
       *[12] двенадцаток
    }
}{ phase10-and-wilds }
phase10-part-run = { $count ->
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
} подряд, от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }{ $wilds ->
    [0] {""}
    [one] {" "}с джо́кером как { WORDS($values) }
   *[other] {" "}с джо́керами как { WORDS($values) }
}
phase10-part-colour = { $count ->
    [1] одна { $colour ->
        [R] красная
        [B] синяя
        [G] зелёная
       *[Y] жёлтая
    } карта
    [2] две { phase10-colour } карты
    [one] { WORDS($count, gender: "f") } { $colour ->
        [R] красная
        [B] синяя
        [G] зелёная
       *[Y] жёлтая
    } карта
    [few] { WORDS($count, gender: "f") } { phase10-colour } карты
   *[many] { WORDS($count) } { $colour ->
        [R] красных
        [B] синих
        [G] зелёных
       *[Y] жёлтых
    } карт
}{ phase10-and-wilds }
phase10-invalid-not-laid = Нельзя: сначала выложите фазу { WORDS($phase) }, потом добавляйте карты.
phase10-invalid-no-such-group = Нельзя: такой группы на столе нет.
phase10-invalid-hit-does-not-fit = Нельзя: это не подходит { $kind ->
    [set] к набору { $number ->
            [1] единиц
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
            [11] одиннадцаток
           *[12] двенадцаток
    }
    [run] к стриту от { WORDS($low, case: "gen") } до { WORDS($high, case: "gen") }
   *[colour] к группе, где все карты { $colour }
}.
phase10-invalid-skip-target-needed = Нельзя: пропуск хода нужно отдать одному из игроков: { $eligible }.
phase10-invalid-skip-target-not-eligible = Нельзя: { $reason ->
    [self] себе ход пропустить нельзя.
    [pending] { $player } и так пропустит следующий ход.
   *[no-seat] такого игрока нет.
}
phase10-invalid-skip-target-not-allowed = Нельзя: { $reason ->
    [not-a-skip] игрока называют только пропуском хода.
    [going-out] ваша последняя карта никого не пропускает.
   *[all-pending] все остальные и так пропустят следующий ход.
}
phase10-invalid-must-lay-phase = Нельзя: у вас собрана фаза { WORDS($phase) }; выложите её, прежде чем сбрасывать.
phase10-invalid-no-groups = Нельзя: на столе пока ничего не выложено.
phase10-option-must_lay_phase = Собранную фазу выкладывать обязательно

## F1: что говорят сводки этой игры (поверх общих строк cmd-).
phase10-cmd-my_status = моя фаза и мои карты
phase10-cmd-opponents = фаза, карты и пропуски хода каждого соперника
phase10-cmd-table = сброс, колода и все выложенные группы
phase10-cmd-scores = очки и фазы
phase10-cmd-take_discard = взять верхнюю карту сброса

## Строка состояния стола на экране.
phase10-table-stage = Кон { $hand }, фаза { $phase }, { $step ->
    [draw] берите карту
   *[play] выкладывайте или сбрасывайте
}

# F1: что делает Enter в этой игре (задача 19).
phase10-cmd-play = в руке: выложить выбранные карты как фазу или сбросить одну карту; на группе в ряду стола: доложить на неё выбранные карты; в ряду действий: действие под фокусом; после кона: дальше
# Карта в перечне внутри фразы (в русском без артикля).
phase10-card-in-list = { $card }

# Watching an online table: every player named, nobody "you".
phase10-start-watch = «Фаза 10». Играют { $names }. Каждый выкладывает десять фаз по порядку, по одной за кон; побеждает тот, у кого меньше очков.
phase10-deal-watch = Кон { WORDS($hand) }. Сдаёт { $dealer }. { $phases }.
phase10-phases-all = Все на фазе { WORDS($phase) }
phase10-phase-of = { $name } на фазе { WORDS($phase) }

# Кнопка этой клавиши на сенсорном экране (game/web: общее имя говорит другое).
phase10-browser-action-play = Выложить, сбросить или продолжить
