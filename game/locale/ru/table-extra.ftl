## Russian for the table ids added in issue 12 (game/app/table_layout.py,
## table_draw.py); the rest of the Russian catalog comes from its own branch.

table-row = { $label }: { $cards }
table-row-count = { $label }: { $count }
table-notes = Вы: { $notes }
table-hand-lines = { $shown ->
    [one] { $label }, строка { $first } из { $lines }
   *[other] { $label }, строки { $first }–{ $last } из { $lines }
}
table-your-face-up = Ваши открытые
table-your-face-down = Ваши закрытые
table-you-laid = Вы выложили
table-you-declared = Вы объявили
table-phases-done-list = Фаз пройдено: { $list }
table-out-list = { $count ->
    [0] Ещё никто не вышел
   *[other] Вышли: { $list }
}
