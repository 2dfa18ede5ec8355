## Стол на экране (game/app/table_draw.py): подписи, строка состояния,
## названия мастей, когда в шрифте нет их значков.

table-your-turn = Ваш ход
table-turn-of = Ходит { $name }
table-game-over = Игра окончена
table-summary = Раздача окончена: Enter продолжает
table-cards = { $count } { $count ->
    [one] карта
    [few] карты
   *[many] карт
}
table-seat = { $name }: { table-cards }
table-score = { $name } { $points }
table-scores = Счёт: { $list }
table-hand = Ваши карты
# Стол зрителя: ни карт, ни своих рядов.
table-watching = Вы смотрите игру
table-stock = Колода
table-discard = Сброс
table-pile = Стопка
table-burnt = Сгоревшие
table-table = Стол
table-face-up = Открытые
table-face-down = Закрытые
table-laid = Выложено
table-declared = Объявлено
table-phase-of = Фаза { $phase }
table-phases-done = выполнено: { $count }
table-has-laid = выложено
table-skip-pending = ждёт пропуска хода
table-out = без карт
table-zoom = Масштаб { $percent } { $percent ->
    [one] процент
    [few] процента
   *[many] процентов
}.
table-theme = { $theme ->
    [white] Белый на чёрном
    [paper] Чёрный на светло-зелёном
    [black] Чёрный на белом
   *[yellow] Жёлтый на чёрном
}
table-full-screen = { $on ->
    [yes] Полный экран.
   *[no] Окно.
}
table-suit = { $suit ->
    [C] трефы
    [D] бубны
    [H] червы
   *[S] пики
}
table-wild = ДЖОКЕР
table-skip = ПРОПУСК
table-joker = ДЖОКЕР
# Достоинство на лицевой стороне карты, как на русских колодах: Т, В, Д, К.
table-rank = { $rank ->
    [A] Т
    [J] В
    [Q] Д
    [K] К
   *[other] { $rank }
}
table-colour = { $colour ->
    [R] красная
    [B] синяя
    [G] зелёная
   *[Y] жёлтая
}
table-top = сверху
table-top-colour = сверху: { table-colour }
table-elsewhere = выбрано в других строках: { $count }
table-colour-letter = { $colour ->
    [R] К
    [B] С
    [G] З
   *[Y] Ж
}
table-results = Итоги
table-phase-need = Фаза { $phase }: { $need }
table-more-below = Ниже ещё
# Строки у края лупы (увеличенный стол выше окна): что за краем экрана;
# туда ведёт перемещение фокуса.
table-view-above = Выше: { $parts }
table-view-below = Ниже: { $parts }
table-view-more-above = Выше ещё
table-view-actions = ваши ходы
# Экран итогов (game/core/results.py): таблица очков и объявление победителя.
results-player = Игрок
results-deal-points = За раздачу
results-penalty = Штраф
results-phases-done = Пройдено фаз
results-place = Место
results-last = последний
results-total = Итого
results-draw = Победителя нет: ничья
results-winners = { $count ->
    [one] Победитель: { $list }
   *[other] Победители: { $list }
}
results-game-over = Игра окончена
results-deal-over = Раздача { $number } окончена
results-hand-over = Кон { $number } окончен
results-left = Осталось у игрока { $name }
# The box naming who made the last move, lit for a moment after it (issue 20).
table-last-move = Последний ход: { $name }
table-no-move-yet = Ходов ещё не было
