# Задача 13: подсказка в «Двадцати» и части фразы «после вашего хода».
twenty-suggest-play = Подсказка для хода { WORDS($limit) }: { $cards }. Сыграть: { $key }.
twenty-suggest-draw = { $draw ->
    [yes] Подсказка: ни одна карта не подходит; взять из колоды. { $key } берёт.
   *[no] Подсказка: ни одна карта не подходит, колода пуста; пас. { $key } пасует.
}
twenty-since-play = на { WORDS($move, case: "prep", ordinal: "yes") } ходу сыграно — { $cards }
twenty-since-draw = карта из колоды
twenty-since-pass = пас
