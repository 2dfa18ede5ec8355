# Задача 13: подсказка в Shithead и части фразы «после вашего хода».
shithead-suggest-face-up = Подсказка: открыть { $cards }. { $key } кладёт их в открытую.
shithead-suggest-play = Подсказка: сыграть { $cards }. Сыграть: { $key }.
shithead-suggest-flip = Подсказка: открыть закрытую карту номер { WORDS($index) }. { $key } открывает её.
shithead-suggest-pick-up = Подсказка: забрать стопку, { $count ->
    [one] { WORDS($count, case: "acc", gender: "f") } карту
    [few] { WORDS($count, gender: "f") } карты
   *[other] { WORDS($count, gender: "f") } карт
}. { $key } забирает её.
shithead-since-play = сыграно { $from ->
    [face_up] из открытых карт
    [face_down] из закрытых карт
   *[hand] с руки
} — { $cards }
shithead-since-pick-up = забрана стопка, { $count ->
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
   *[other] { WORDS($count, gender: "f") } карт
}
shithead-since-flip-fails = открытая карта { $card } не подошла
shithead-since-face-up = выложены в открытую { $cards }
shithead-since-out = выход из игры
