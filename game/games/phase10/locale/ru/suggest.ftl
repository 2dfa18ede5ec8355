# Задача 13: подсказка в Phase 10 и части фразы «после вашего хода».
phase10-suggest-draw = { $take ->
    [yes] Подсказка: взять { $card } из сброса. Взять: { $key }.
   *[no] Подсказка: взять карту из колоды. { $key } берёт её.
}
phase10-suggest-lay = Подсказка: { $groups }: фаза { WORDS($phase) }. { $key } выкладывает её.
# Как в phase10-hits: имя владельца в дательном падеже, «Аде в набор».
phase10-suggest-hit = Подсказка: положить { $cards } { $whose ->
    [you] в свой { $group }
   *[other] { NAME($owner, case: "dat") } в { $group }
}. { $key } кладёт.
phase10-suggest-discard = { $skip ->
    [yes] Подсказка: сбросить пропуск; ход пропустит { $target }. { $key } сбрасывает.
   *[none] Подсказка: сбросить { $card }. { $key } сбрасывает.
}
phase10-since-draw = карта из колоды
phase10-since-take = из сброса взята карта { $card }
phase10-since-lay = выложена фаза { WORDS($phase) }
phase10-since-hit = { $whose ->
    [you] в вашу группу
    [own] в свою группу
   *[other] в группу { NAME($owner, case: "gen") }
} добавлено: { $cards }
phase10-since-discard = сброшена карта { $card }
phase10-since-skip = пропуск для { NAME($target, case: "gen") }
phase10-since-skipped = пропускает ход
