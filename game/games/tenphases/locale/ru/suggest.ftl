# Задача 13: подсказка в «Десяти фазах» и части фразы «после вашего хода».
tenphases-suggest-draw = { $take ->
    [yes] Подсказка: взять { $card } из сброса. { $key } берёт её.
   *[no] Подсказка: взять карту из колоды. { $key } берёт её.
}
tenphases-suggest-declare = Подсказка: { $groups }: фаза { $phase }. { $key } объявляет её.
tenphases-suggest-keep = { $keep ->
    [yes] Подсказка: оставить карты. { $key } оставляет их.
   *[no] Подсказка: сбросить { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[other] { $count } карт
    } и взять столько же. { $key } делает это.
}
tenphases-suggest-discard = Подсказка: сбросить { $card }. { $key } сбрасывает.
tenphases-since-draw = карта из колоды
tenphases-since-take = из сброса взята карта { $card }
tenphases-since-declare = объявлена фаза { $phase }
tenphases-since-keep = показанные карты оставлены
tenphases-since-redraw = { $count ->
    [one] { $count } показанная карта сброшена, взята { $count } новая
    [few] { $count } показанные карты сброшены, взяты { $count } новые
   *[other] { $count } показанных карт сброшено, взято { $count } новых
}
tenphases-since-discard = в сброс: { $card }
