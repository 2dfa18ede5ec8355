# Задача 13: подсказка в «Десяти фазах» и части фразы «после вашего хода».
tenphases-suggest-draw = { $take ->
    [yes] Подсказка: взять { $card } из сброса. Взять: { $key }.
   *[no] Подсказка: взять карту из резерва. { $key } берёт её.
}
tenphases-suggest-declare = Подсказка: { $groups }: фаза { WORDS($phase) }. { $key } объявляет её.
tenphases-suggest-keep = { $keep ->
    [yes] Подсказка: оставить карты. { $key } оставляет их.
   *[no] Подсказка: сбросить { $count ->
        [one] { WORDS($count, case: "acc", gender: "f") } карту
        [few] { WORDS($count, gender: "f") } карты
       *[other] { WORDS($count, gender: "f") } карт
    } и взять столько же. { $key } делает это.
}
tenphases-suggest-discard = Подсказка: сбросить { $card }. { $key } сбрасывает.
tenphases-since-draw = карта из резерва
tenphases-since-take = из сброса взята карта { $card }
tenphases-since-declare = объявлена фаза { WORDS($phase) }
tenphases-since-keep = показанные карты оставлены
tenphases-since-redraw = { $count ->
    [one] { WORDS($count) } показанная карта сброшена, взята { WORDS($count) } новая
    [few] { WORDS($count) } показанные карты сброшены, взяты { WORDS($count) } новые
   *[other] { WORDS($count) } показанных карт сброшено, взято { WORDS($count) } новых
}
tenphases-since-discard = сброшена карта { $card }
