## «Шитхед»: переход к достоинству, снятие выбора, рука по группам (задача 13).
shithead-other-row-cleared = { $row ->
    [hand] В руке
   *[face_up] Среди открытых карт
} снят выбор { $count ->
    [one] с { WORDS($count, case: "gen", gender: "f") } карты
   *[other] с { WORDS($count, case: "gen", gender: "f") } карт
}: за один ход играют из одного ряда. { $text }
shithead-grouped = { $source ->
    [face_up] Ваши открытые карты: { $list }.
   *[hand] { $list }.
}
shithead-grouped-entry = { $cards }{ $worth ->
    [plays] , можно сыграть сейчас
    [low] , сейчас слишком низко
    [two] , можно сыграть, обнуляет стопку
    [ten] , можно сыграть, сжигает стопку
   *[none] {""}
}
shithead-cmd-jump = следующая карта этого достоинства в ряду (рука, открытые карты или стопка): { $keys }
