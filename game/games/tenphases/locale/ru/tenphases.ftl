## Десять фаз (game id tenphases). Карты стандартные (cards.ftl).
## Термины — из русского текста правил (seed 002): резерв, стопка сброса,
## последовательность, карты одного значения, сдатчик.
## Числа у карт: одна, две карты; пять карт (ж. р.); джокер — м. р.

tenphases-title = Десять фаз
# После «Продолжить <игра> против N соперников»: как далеко зашла игра.
tenphases-resume-progress = {""}
tenphases-option-ace_high_runs = Последовательности могут заканчиваться дамой, королём и тузом
tenphases-option-flush_phases = Фазы с { WORDS(8, case: "gen", ordinal: "yes", gender: "f") } по { WORDS(10, case: "acc", ordinal: "yes", gender: "f") } — карты одной масти, не обязательно подряд

## Группы: «от 4 до 7 червей, джокер как 6 червей», «последовательность
## от 2 до 4», «три девятки», «восемь красных карт», «четыре червовые карты».
## $low_value и $high_value — значения концов последовательности числом
## (1 и 14 — туз, 11 валет, 12 дама, 13 король): по ним родительный падеж.
tenphases-joker-as = джокер как { $card }
tenphases-jokers-as = джо́керы как { $cards }
# Несколько джокеров в наборе, группе цвета или масти: «два джокера как десятки».
tenphases-jokers-as-same = { $count ->
    [1] один джокер
    [2] два джо́кера
    [3] три джо́кера
    [4] четыре джо́кера
    [5] пять джо́керов
    [6] шесть джо́керов
    [7] семь джо́керов
    [8] восемь джо́керов
   *[other] { WORDS($count) } { $count ->
        [one] джокер
        [few] джо́кера
       *[many] джо́керов
    }
} как { $kind ->
    [set] { rank-plural }
    [colour] { $colour ->
        [R] красные
       *[B] чёрные
    } карты
   *[flush] { $suit ->
        [C] трефовые
        [D] бубновые
        [H] червовые
       *[S] пиковые
    } карты
}
tenphases-colour = { $colour ->
    [R] красный
   *[B] чёрный
}
tenphases-colour-card = { $colour ->
    [R] красная
   *[B] чёрная
} карта
tenphases-suit-card = { $suit ->
    [C] трефовая
    [D] бубновая
    [H] червовая
   *[S] пиковая
} карта
tenphases-with-jokers = { $wilds ->
    [0] {""}
   *[other] , { $jokers }
}
tenphases-group-run = { $suit ->
    [none] последовательность от { $low_value ->
        [1] туза
        [11] валета
        [12] дамы
        [13] короля
        [14] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
       *[other] { WORDS($low_value, case: "gen") }
    } до { $high_value ->
        [1] туза
        [11] валета
        [12] дамы
        [13] короля
        [14] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
       *[other] { WORDS($high_value, case: "gen") }
    }
   *[other] от { $low_value ->
        [1] туза
        [11] валета
        [12] дамы
        [13] короля
        [14] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
       *[other] { WORDS($low_value, case: "gen") }
    } до { $high_value ->
        [1] туза
        [11] валета
        [12] дамы
        [13] короля
        [14] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
       *[other] { WORDS($high_value, case: "gen") }
    } { $suit ->
        [C] треф
        [D] бубён
        [H] червей
       *[S] пик
    }
}{ tenphases-with-jokers }
tenphases-group-set = { rank-count }{ tenphases-with-jokers }
tenphases-group-colour = { $count ->
    [1] одна
    [2] две
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
    [9] девять
    [10] десять
   *[other] { WORDS($count) }
} { $colour ->
    [R] { $count ->
        [one] красная карта
        [few] красные карты
       *[many] красных карт
    }
   *[B] { $count ->
        [one] чёрная карта
        [few] чёрные карты
       *[many] чёрных карт
    }
}{ tenphases-with-jokers }
tenphases-group-flush = { $count ->
    [1] одна
    [2] две
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
    [9] девять
    [10] десять
   *[other] { WORDS($count) }
} { $suit ->
    [C] { $count ->
        [one] трефовая карта
        [few] трефовые карты
       *[many] трефовых карт
    }
    [D] { $count ->
        [one] бубновая карта
        [few] бубновые карты
       *[many] бубновых карт
    }
    [H] { $count ->
        [one] червовая карта
        [few] червовые карты
       *[many] червовых карт
    }
   *[S] { $count ->
        [one] пиковая карта
        [few] пиковые карты
       *[many] пиковых карт
    }
}{ tenphases-with-jokers }
tenphases-group-then = { $first }; { $second }
tenphases-need = { $phase ->
    [1] последовательность из трёх карт любой масти и три карты одного значения
    [2] последовательность из четырёх карт любой масти и три карты одного значения
    [3] три карты одного значения и ещё три карты одного значения
    [4] последовательность из шести карт любой масти
    [5] последовательность из семи карт любой масти
    [6] последовательность из восьми карт любой масти
    [7] восемь карт одного цвета
    [8] { $flush ->
        [yes] четыре карты одной масти и четыре карты другой масти
       *[no] последовательность из четырёх карт одной масти и последовательность из четырёх карт другой масти
    }
    [9] { $flush ->
        [yes] пять карт одной масти и три карты другой масти
       *[no] последовательность из пяти карт одной масти и последовательность из трёх карт другой масти
    }
   *[10] { $flush ->
        [yes] пять карт одной масти и четыре карты другой масти
       *[no] последовательность из пяти карт одной масти и последовательность из четырёх карт другой масти
    }
}
tenphases-kind-size = { $kind ->
    [set] { $size ->
        [3] три
        [4] четыре
        [5] пять
       *[other] { WORDS($size, gender: "f") }
    } { $size ->
        [one] карта
        [few] карты
       *[many] карт
    } одного значения
    [run] последовательность из { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
    [suited_run] последовательность из { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт одной масти
    [colour] { $size ->
        [3] три
        [4] четыре
        [5] пять
        [8] восемь
       *[other] { WORDS($size, gender: "f") }
    } { $size ->
        [one] карта
        [few] карты
       *[many] карт
    } одного цвета
   *[flush] { $size ->
        [3] три
        [4] четыре
        [5] пять
       *[other] { WORDS($size, gender: "f") }
    } { $size ->
        [one] карта
        [few] карты
       *[many] карт
    } одной масти
}
tenphases-kind = { $kind ->
    [set] карты одного значения
    [run] последовательность
    [suited_run] последовательность одной масти
    [colour] карты одного цвета
   *[flush] карты одной масти
}

## Начало, сдача и ходы.
tenphases-start = Десять фаз. Ваши соперники: { $names }. Соберите десять фаз по порядку, не больше одной за ход. Кто первым объявит десятую фазу, тот и победил.
tenphases-deal = { $dealer } { $you ->
    [yes] сдаёте.
   *[no] сдаёт.
} Ваша первая фаза — { WORDS($need) }.
tenphases-resume-phase = Вы на фазе { WORDS($phase) }: { WORDS($need) }.
tenphases-your-hand = Ваши карты: { $cards }.
tenphases-discard-start = Первая карта в стопке сброса: { $card }.
tenphases-your-turn-draw = Ваш ход: возьмите карту из резерва клавишей { $draw } или { $card_acc } из стопки сброса клавишей { $take }.
tenphases-your-turn-draw-only = Ваш ход: возьмите карту из резерва клавишей { $draw }.
# После первых трёх раз за игру (Prompt.prompt_words): только то, что
# меняется; клавиши — в F1 и W.
tenphases-your-turn-draw-short = Ваш ход: в стопке сброса { $card }.
tenphases-your-turn-draw-only-short = Ваш ход: берите из резерва.
tenphases-your-turn-declare = Объявите фазу или сбросьте карту: выберите карты и нажмите { $play }. Одна карта уходит в сброс, несколько карт объявляются как фаза { WORDS($phase) }.
tenphases-your-turn-declare-short = Теперь объявите фазу или сбросьте карту.
tenphases-your-turn-discard = Теперь сбросьте карту: выберите одну карту и нажмите { $play }.
tenphases-your-turn-discard-short = Теперь сбросьте карту.
tenphases-your-turn-choose = Оставить карты фазы { WORDS($phase) } или сбросить их и взять из резерва { $count ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}? Нажмите { $play }, чтобы выбрать.
tenphases-turn-of = Ходит { $name }.
tenphases-assist = У вас собрана фаза { WORDS($phase) }: выберите её карты и нажмите { $play }, чтобы объявить её.

## События. $who — «Вы» или имя соперника.
tenphases-draws-you = Вы берёте из резерва { $card_acc }.
tenphases-draws = { $who } берёт карту из резерва.
tenphases-takes = { $who } { $you ->
    [yes] берёте
   *[no] берёт
} из стопки сброса { $card_acc }.
tenphases-reshuffle = Стопка сброса перетасована и стала новым резервом.
tenphases-declares-you = Фаза { WORDS($phase) } объявлена: { $groups }.
tenphases-declares = { $who } объявляет фазу { WORDS($phase) }: { $groups }.
tenphases-keeps = { $who } { $you ->
    [yes] оставляете
   *[no] оставляет
} эти карты у себя.
tenphases-redraws-you = Вы сбрасываете их и берёте из резерва { $count ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}: { $cards }.
tenphases-redraws = { $who } сбрасывает их и берёт из резерва { $count ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}.
tenphases-discards = { $who } { $you ->
    [yes] сбрасываете
   *[no] сбрасывает
} { $card_acc }.
tenphases-game-winner = { $who } { $you ->
    [yes] побеждаете
   *[no] побеждает
} в игре!
tenphases-end-line = { $who } { $role ->
    [loser] { $you ->
        [yes] проигрываете
       *[no] проигрывает
    }
   *[neither] { $you ->
        [yes] не выигрываете и не проигрываете
       *[no] не выигрывает и не проигрывает
    }
}: { WORDS($points, gender: "n") } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}, { $done ->
    [0] ни одной фазы не пройдено
    [1] пройдена одна фаза
    [one] пройдена { WORDS($done, gender: "f") } фаза
    [few] пройдено { WORDS($done, gender: "f") } фазы
   *[many] пройдено { WORDS($done, gender: "f") } фаз
}.
tenphases-play-again = Нажмите { $key }, чтобы сыграть ещё раз, или { $back }, чтобы выйти в меню.

## Выбор карт и вариантов.
tenphases-select = { $card }, { $state }. { $count ->
    [0] Ничего не выбрано.
    [1] Выбрана одна карта.
   *[other] { $count ->
        [one] Выбрана { WORDS($count, gender: "f") } карта
        [few] Выбраны { WORDS($count, gender: "f") } карты
       *[many] Выбрано { WORDS($count, gender: "f") } карт
    }{ $makes ->
        [yes] : это фаза { WORDS($phase) }.
       *[no] .
    }
}
# Пробел там, где нечего выбрать; $row — hand (рука пуста) или actions.
tenphases-select-none = { $row ->
    [hand] У вас нет карт: выбирать нечего.
   *[actions] В строке действий нечего выбирать: нажмите { $play }, чтобы выполнить действие под курсором.
}
tenphases-focus-card = { $card }{ $selected ->
    [yes] , { $face ->
        [0] выбран
        [1] выбран
        [11] выбран
        [13] выбран
       *[other] выбрана
    }
   *[no] {""}
}, { $position }
tenphases-choose-declare = Выберите, как объявить фазу, { $count ->
    [one] есть { WORDS($count) } вариант
    [few] есть { WORDS($count) } варианта
   *[many] есть { WORDS($count) } вариантов
}: { $first }. Стрелки вверх и вниз — прослушать варианты, Enter — объявить, Escape — назад.
tenphases-choose-keep = Оставить карты или сбросить их и взять из резерва { $draw ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($draw, case: "acc", gender: "f") } карту
    [few] { WORDS($draw, gender: "f") } карты
   *[many] { WORDS($draw, gender: "f") } карт
}? { $first }. Стрелки вверх и вниз — оба ответа, Enter — выбрать.
tenphases-keep-label = Оставить карты
tenphases-redraw-label = Сбросить их и взять { $count ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}
tenphases-choice = { $label }, { $position }
tenphases-choice-back = Назад; ничего не объявлено.
tenphases-choice-later = Назад к вашим картам. Карты фазы { WORDS($phase) } ждут решения: нажмите { $play }, чтобы оставить их или сбросить и взять из резерва { $count ->
    [1] одну карту
    [2] две карты
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}.
tenphases-choosing-help = Идёт выбор: стрелки вверх и вниз — по вариантам, Enter — выбрать, Escape — назад.

## Сводки.
tenphases-status = { $done ->
    [0] Фаза { WORDS($phase) }: { $need }. Пока ни одной фазы не пройдено.
    [1] Фаза { WORDS($phase) }: { $need }. Пройдена одна фаза.
    [10] Все десять фаз пройдены.
   *[other] Фаза { WORDS($phase) }: { $need }. { $done ->
        [one] Пройдена
        [few] Пройдены
       *[many] Пройдено
    } { WORDS($done, gender: "f") } { $done ->
        [one] фаза
        [few] фазы
       *[many] фаз
    }.
} { $count ->
    [0] Карт на руке нет.
    [1] У вас одна карта: { $cards }.
    [2] У вас две карты: { $cards }.
    [one] У вас { WORDS($count, gender: "f") } карта: { $cards }.
    [few] У вас { WORDS($count, gender: "f") } карты: { $cards }.
   *[many] У вас { WORDS($count, gender: "f") } карт: { $cards }.
}
# $held — сколько показанных при объявлении карт игрок ещё держит,
# $shown называет их (TP-7/8: их видели все).
tenphases-opponent = { $name }: { $done ->
    [10] все десять фаз пройдены
   *[other] фаза { WORDS($phase) }
}{ $count ->
    [10] {""}
    [0] , нет карт
    [one] , { WORDS($count, gender: "f") } карта
    [few] , { WORDS($count, gender: "f") } карты
   *[many] , { WORDS($count, gender: "f") } карт
}{ $held ->
    [0] {""}
    [one] ; на руке ещё { WORDS($held, gender: "f") } показанная карта
    [few] ; на руке ещё { WORDS($held, gender: "f") } показанные карты
   *[many] ; на руке ещё { WORDS($held, gender: "f") } показанных карт
}.
tenphases-opponents-again = { $text } Ещё раз { $key } — какие именно.
tenphases-opponents-shown = Показаны и ещё на руке: { $list }.
tenphases-shown-entry = { $name }: { $cards }
tenphases-table = Стопка сброса: { $top }{ $count ->
    [0] {""}
    [1] , одна карта
    [2] , две карты
    [one] , { WORDS($count, gender: "f") } карта
    [few] , { WORDS($count, gender: "f") } карты
   *[many] , { WORDS($count, gender: "f") } карт
}. Резерв: { $stock ->
    [0] пуст
    [1] одна карта
    [2] две карты
    [one] { WORDS($stock, gender: "f") } карта
    [few] { WORDS($stock, gender: "f") } карты
   *[many] { WORDS($stock, gender: "f") } карт
}.
tenphases-discard-none = пусто
tenphases-phases = Фазы: { $list }.
tenphases-phase-entry = { $who } — { $done ->
    [10] все десять пройдены
   *[other] фаза { WORDS($phase) }
}
tenphases-results = { $list }.
tenphases-result-entry = { $who } — { $role ->
    [winner] победа
    [loser] поражение
   *[neither] ни победы, ни поражения
}, { WORDS($points, gender: "n") } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
tenphases-sorted = Сортировка по { $order ->
    [suit] масти
   *[rank] значению
}.
tenphases-row-hand = Ваши карты
tenphases-row-actions = Действия
# Строка и что в ней: $kind — hand (карты) или actions (действия).
tenphases-row = { $name }, { $count ->
    [0] пусто
    [1] { $kind ->
        [hand] одна карта
       *[actions] одно действие
    }
    [2] { $kind ->
        [hand] две карты
       *[actions] два действия
    }
   *[other] { WORDS($count, gender: "f") } { $kind ->
        [hand] { $count ->
            [one] карта
            [few] карты
           *[many] карт
        }
       *[actions] { $count ->
            [one] действие
            [few] действия
           *[many] действий
        }
    }
}
tenphases-action-draw = Взять карту из резерва
tenphases-action-take = Взять из стопки сброса: { $card }
tenphases-action-take-none = Стопка сброса пуста: брать нечего
tenphases-action-declare = Объявить выбранные карты как фазу
tenphases-action-discard = Сбросить выбранную карту
tenphases-screen-status = { $done ->
    [10] Все десять фаз пройдены
   *[other] Фаза { $phase }
}. Сброс: { $top }. Резерв: { $stock }.

## Отказы: сначала «Нельзя:», потом почему. game-over, not-in-hand,
## nothing-selected, unknown-move и not-your-turn — общие
## (common.ftl); остальные — свои у «Десяти фаз» (stock-empty: здесь резерв).
tenphases-invalid-stock-empty = Нельзя: резерв пуст.
tenphases-invalid-draw-first = Нельзя: сначала возьмите карту — из резерва клавишей { $draw } или из стопки сброса клавишей { $take }.
tenphases-invalid-already-drawn = Нельзя: вы уже взяли карту; теперь объявите фазу или сбросьте карту.
tenphases-invalid-discard-empty = Нельзя: стопка сброса пуста.
tenphases-invalid-keep-or-redraw-first = Нельзя: сначала решите, оставить карты фазы { WORDS($phase) } или сбросить их и взять новые; нажмите { $play }, чтобы выбрать.
tenphases-invalid-no-choice-due = Нельзя: сейчас нечего оставлять или менять; это решают после объявления фазы.
tenphases-invalid-already-declared = Нельзя: вы уже объявили фазу { WORDS($phase) } в этот ход, а за ход можно объявить только одну. Теперь сбросьте карту.
tenphases-invalid-wrong-groups = Нельзя: фаза { WORDS($phase) } — это { WORDS($need) }, а не { $have }.
tenphases-invalid-wrong-kind = Нельзя: здесь { $kind ->
    [set] нужны карты одного значения
    [run] нужна последовательность
    [suited_run] нужна последовательность одной масти
    [colour] нужны карты одного цвета
   *[flush] нужны карты одной масти
}, а не { $have ->
    [set] карты одного значения
    [run] последовательность
    [suited_run] последовательность одной масти
    [colour] карты одного цвета
   *[flush] карты одной масти
}.
tenphases-invalid-group-all-jokers = Нельзя: в каждой группе, кроме джо́керов, нужна хотя бы одна настоящая карта.
tenphases-invalid-values-mismatch = Нельзя: карт { $cards }, а значений { $values }.
tenphases-invalid-value-out-of-range = Нельзя: { $card } не может иметь значение { WORDS($value) }; значения идут от туза до короля.
tenphases-invalid-value-mismatch = Нельзя: { $card } не может иметь значение { WORDS($value) }.
tenphases-invalid-ace-high-off = Нельзя: туз здесь младший; последовательность не может продолжаться после короля.
tenphases-invalid-set-mixed = Нельзя: эти карты должны быть одного значения; у вас { $ranks }.
tenphases-invalid-set-wrong-size = Нельзя: нужно ровно { $need ->
    [one] { WORDS($need, gender: "f") } карта
    [few] { WORDS($need, gender: "f") } карты
   *[many] { WORDS($need, gender: "f") } карт
} одного значения; у вас { $have ->
    [0] ни одной
   *[other] { rank-count }
}.
tenphases-invalid-run-not-consecutive = Нельзя: в последовательности значения идут подряд; у вас { $values }.
tenphases-invalid-run-wrong-length = Нельзя: нужна последовательность ровно из { $need ->
    [3] трёх
    [4] четырёх
    [5] пяти
    [6] шести
    [7] семи
    [8] восьми
   *[other] { WORDS($need, case: "gen", gender: "f") }
} карт{ $kind ->
    [suited_run] {" "}одной масти
   *[run] {""}
}; у вас { $have ->
    [0] ни одной карты
    [1] только одна карта: { WORDS($low) }{ $suit ->
        [none] {""}
        [C] {" "}треф
        [D] {" "}бубён
        [H] {" "}червей
       *[S] {" "}пик
    }
   *[other] { WORDS($have, gender: "f") } { $have ->
        [one] карта
        [few] карты
       *[many] карт
    } подряд, от { $low_value ->
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
       *[14] туза
    } до { $high_value ->
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
       *[14] туза
    }{ $suit ->
        [none] {""}
        [C] {" "}треф
        [D] {" "}бубён
        [H] {" "}червей
       *[S] {" "}пик
    }
}.
# Карты нужных видов, но какие-то группы не того размера (TP-11: размеры
# точные): фаза, сколько в ней карт, что есть в каждой части.
tenphases-invalid-phase-size = Нельзя: фаза { WORDS($phase) } — это { $several ->
    [yes] { $need }, всего ровно { WORDS($size, gender: "f") } { $size ->
        [one] карта
        [few] карты
       *[many] карт
    }
   *[no] { $need }, ни больше ни меньше
}; у вас { $count ->
    [1] одна карта
    [2] две карты
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[many] { WORDS($count, gender: "f") } карт
}: { $have }{ $extra ->
    [none] {""}
   *[other] , и ещё { $extra } — лишняя карта
}.
tenphases-part-done = { $group }
tenphases-part-for = { $part } — для { $kind ->
    [set] { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
       *[other] { WORDS($size, gender: "f") }
    } карт одного значения
    [run] последовательности из { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт
    [suited_run] последовательности из { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
       *[other] { WORDS($size, case: "gen", gender: "f") }
    } карт одной масти
    [colour] { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
        [8] восьми
       *[other] { WORDS($size, gender: "f") }
    } карт одного цвета
   *[flush] { $size ->
        [3] трёх
        [4] четырёх
        [5] пяти
       *[other] { WORDS($size, gender: "f") }
    } карт одной масти
}
tenphases-and-jokers = { $wilds ->
    [0] {""}
    [1] {" "}и джокер
    [2] {" "}и два джо́кера
    [3] {" "}и три джо́кера
    [4] {" "}и четыре джо́кера
    [one] {" "}и { WORDS($wilds) } джокер
    [few] {" "}и { WORDS($wilds) } джо́кера
   *[many] {" "}и { WORDS($wilds) } джо́керов
}
tenphases-part-run = { WORDS($count, gender: "f") } { $count ->
    [one] карта
    [few] карты
   *[many] карт
} подряд, от { $low_value ->
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
   *[14] туза
} до { $high_value ->
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
   *[14] туза
}{ $suit ->
    [none] {""}
    [C] {" "}треф
    [D] {" "}бубён
    [H] {" "}червей
   *[S] {" "}пик
}{ $wilds ->
    [0] {""}
    [1] , джокер как { $jokers }
   *[other] , джо́керы как { $jokers }
}
tenphases-part-set = { rank-count }{ tenphases-and-jokers }
tenphases-part-colour = { $count ->
    [1] одна
    [2] две
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
   *[other] { WORDS($count) }
} { $colour ->
    [R] { $count ->
        [one] красная карта
        [few] красные карты
       *[many] красных карт
    }
   *[B] { $count ->
        [one] чёрная карта
        [few] чёрные карты
       *[many] чёрных карт
    }
}{ tenphases-and-jokers }
tenphases-part-flush = { $count ->
    [1] одна
    [2] две
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
   *[other] { WORDS($count) }
} { $suit ->
    [C] { $count ->
        [one] трефовая карта
        [few] трефовые карты
       *[many] трефовых карт
    }
    [D] { $count ->
        [one] бубновая карта
        [few] бубновые карты
       *[many] бубновых карт
    }
    [H] { $count ->
        [one] червовая карта
        [few] червовые карты
       *[many] червовых карт
    }
   *[S] { $count ->
        [one] пиковая карта
        [few] пиковые карты
       *[many] пиковых карт
    }
}{ tenphases-and-jokers }
tenphases-invalid-suit-mixed = Нельзя: все карты должны быть одной масти; у вас { $suits }.
tenphases-invalid-suit-mismatch = Нельзя: масть группы — { $suit }, а у карт — { $cards }.
tenphases-invalid-same-suit-twice = Нельзя: у двух групп должны быть разные масти, а у обеих — { suit-name }.
tenphases-invalid-colour-mixed = Нельзя: все карты должны быть одного цвета, красного или чёрного.
tenphases-invalid-colour-mismatch = Нельзя: цвет группы — { $colour }, а у карт — { $cards }.
tenphases-invalid-colour-wrong-size = Нельзя: нужно ровно { WORDS($need, gender: "f") } { $need ->
    [one] карта
    [few] карты
   *[many] карт
} одного цвета; у вас { $have ->
    [0] ни одной
   *[other] { $have ->
        [1] одна
        [2] две
        [3] три
        [4] четыре
        [5] пять
        [6] шесть
        [7] семь
        [8] восемь
        [9] девять
        [10] десять
       *[other] { $have }
    } { $colour ->
        [R] { $have ->
            [one] красная карта
            [few] красные карты
           *[many] красных карт
        }
       *[B] { $have ->
            [one] чёрная карта
            [few] чёрные карты
           *[many] чёрных карт
        }
    }
}.
tenphases-invalid-flush-wrong-size = Нельзя: нужно ровно { WORDS($need, gender: "f") } { $need ->
    [one] карта
    [few] карты
   *[many] карт
} одной масти; у вас { $have ->
    [0] ни одной
   *[other] { $have ->
        [1] одна
        [2] две
        [3] три
        [4] четыре
        [5] пять
        [6] шесть
        [7] семь
        [8] восемь
        [9] девять
        [10] десять
       *[other] { $have }
    } { $suit ->
        [none] { $have ->
            [one] карта
            [few] карты
           *[many] карт
        }
        [C] { $have ->
            [one] трефовая карта
            [few] трефовые карты
           *[many] трефовых карт
        }
        [D] { $have ->
            [one] бубновая карта
            [few] бубновые карты
           *[many] бубновых карт
        }
        [H] { $have ->
            [one] червовая карта
            [few] червовые карты
           *[many] червовых карт
        }
       *[S] { $have ->
            [one] пиковая карта
            [few] пиковые карты
           *[many] пиковых карт
        }
    }
}.

## F1: что говорят сводки этой игры (поверх общих строк cmd-).
tenphases-cmd-my_status = моя фаза и мои карты
tenphases-cmd-opponents = фаза каждого соперника и сколько показанных карт у него ещё на руке; при повторном нажатии — какие
tenphases-cmd-table = стопка сброса и резерв
tenphases-cmd-scores = фазы всех игроков; в конце — очки, победитель и проигравшие
tenphases-cmd-take_discard = взять верхнюю карту из стопки сброса
tenphases-cmd-draw = взять карту из резерва

## Строка состояния стола на экране.
tenphases-table-stage = Фаза { $phase }, { $step ->
    [draw] взять карту
    [keep_or_redraw] оставить или сменить карты
   *[play] объявить фазу или сбросить карту
}

# F1: что делает Enter в этой игре (задача 19).
tenphases-cmd-play = в руке: объявить выбранные карты фазой или сбросить одну карту; в ряду действий: действие под фокусом; после игры: сыграть снова

# Watching an online table: every player named, nobody "you".
tenphases-start-watch = Десять фаз. Играют { $names }. Каждый собирает десять фаз по порядку, не больше одной за ход. Кто первым объявит десятую фазу, тот и победил.
tenphases-deal-watch = Сдаёт { $dealer }. Первая фаза у всех — { WORDS($need) }.
tenphases-row-players = Игроки

# Кнопка этой клавиши на сенсорном экране (game/web: общее имя говорит другое).
tenphases-browser-action-play = Объявить, сбросить или продолжить
