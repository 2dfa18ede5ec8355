## Общие слова: списки, числа, игроки, история, справка, ошибки.
## В речи числа говорятся словами, в нужном падеже и роде:
## { WORDS($count, case: "gen", gender: "f") } («из двадцати одной карты»);
## падежи nom gen dat acc ins prep, род m f n, ordinal: "yes" — порядковое.
## Имена склоняются: { NAME($who, case: "gen") } («у Бориса», «у вас»).
## На экране (table.ftl, строки стола и меню) числа остаются цифрами.
## Подробнее: game/grammar.py и docs/languages.md.

list-empty = ничего
list-two = { $first } и { $second }
list-more = { $first }, { $rest }

# Число словом ("два туза"); мужской род, именительный падеж.
number-word = { WORDS($count) }

# Места за столом: место 0 — игрок, остальные — компьютерные игроки.
you = вы
you-capital = Вы
bot-name = { $seat ->
    [1] Ада
    [2] Борис
    [3] Клара
    [4] Дмитрий
    [5] Эльза
   *[other] Игрок { $seat }
}

history-empty = Сообщений пока нет.
history-oldest = Самое первое сообщение.
history-newest = Самое последнее сообщение.
# Клавиша фокуса оборвала сообщения в очереди; следующий отчёт начинается
# с этой фразы. $key — клавиша истории (запятая).
speech-skipped = { $count ->
    [one] Пропущено { WORDS($count, gender: "n") } сообщение; клавиша { $key } вернёт к нему по истории.
    [few] Пропущено { WORDS($count, gender: "n") } сообщения; клавиша { $key } вернёт к ним по истории.
   *[many] Пропущено { WORDS($count, gender: "n") } сообщений; клавиша { $key } вернёт к ним по истории.
}
nothing-to-repeat = Нечего повторить.

position = { WORDS($index) } из { WORDS($count, case: "gen") }

# Клавиша, которой в этом состоянии нечего делать, всё равно отвечает.
# Списки читаются по строкам (справка, правила, клавиши) и меню.
text-end = Конец списка, { WORDS($count, gender: "f") } { $count ->
    [one] строка
    [few] строки
   *[many] строк
}. Escape возвращает назад.
text-top = Начало списка.
text-keys = Стрелки вверх и вниз читают строки, Escape возвращает назад.
no-line-starts = Нет строки на букву { $letter }.
no-item-starts = Нет пункта на букву { $letter }.
key-does-nothing = Эта клавиша здесь ничего не делает.
# Между раздачами: движок уже сдал дальше, а игрок ещё этого не слышал.
# Без слова для раздачи: у каждой игры оно своё (кон, розыгрыш).
summary-waits = Итоги подведены: сначала нажмите { $key }, чтобы сдать карты заново.
summary-waits-turn = Сейчас ничей ход: итоги подведены. Нажмите { $key }, чтобы сдать карты заново.
# Согласуется с названием карты: $face — достоинство обычной карты (0 —
# джокер; туз, валет, король и джокер мужского рода, остальные — женского)
# или цвет карты «Фазы 10» (W — джокер, SK — пропуск хода: мужского рода;
# карта с числом — «красная семёрка»).
selected = { $face ->
    [0] выбран
    [1] выбран
    [11] выбран
    [13] выбран
    [W] выбран
    [SK] выбран
   *[other] выбрана
}
deselected = выбор снят

sounds-muted = Звуки выключены.
sounds-unmuted = Звуки включены.

help-title = Клавиши на этом экране
help-line = { $keys }: { $what }
help-none = Клавиши не назначены.
key-or = { $first } или { $second }

## Неполадки одной фразой.
# Замены речи одной фразой: чего нет, затем что используется.
speech-no-screenreader-what = программа экранного доступа недоступна ({ $reason })
speech-no-voice-what = собственный голос игры недоступен ({ $reason })
speech-fallback = Речь: { $missing }, поэтому { $using ->
    [screenreader] говорит ваша программа экранного доступа.
    [voice] игра говорит своим голосом.
   *[text] сообщения только показываются текстом и сохраняются в истории.
}
speech-text-only = Речь: сообщения только показываются текстом и сохраняются в истории.
speech-no-speechd-what = не установлен Speech Dispatcher, через который говорят программы экранного доступа (установите пакет speech-dispatcher)
speech-speechd-failed-what = нет связи со Speech Dispatcher ({ $reason })
speech-speechd-lost = Речь: Speech Dispatcher перестал отвечать, поэтому { $using ->
    [voice] игра говорит своим голосом, пока он не вернётся.
   *[text] сообщения только показываются текстом, пока он не вернётся.
}
speech-speechd-back = Речь: Speech Dispatcher снова на связи, и игра опять говорит через него.
sound-no-device = Звуковое устройство не найдено, поэтому игра идёт без звука.
keymap-error = Ошибка в файле клавиш { $file }, строка { $line }: { $fault } Используются клавиши по умолчанию.
keymap-error-noline = Ошибка в файле клавиш { $file }: { $fault } Используются клавиши по умолчанию.
keymap-syntax = это неправильный TOML ({ $detail }).
keymap-unknown-screen = нет раздела клавиш с именем { $name }.
keymap-unknown-command = нет команды с именем { $name }.
keymap-unknown-key = { $key } не название клавиши.
keymap-not-list = { $name } должно быть списком названий клавиш, например ["f2", "h"].
keymap-conflict = клавиша { $key } назначена сразу на { $first } и на { $second }.
settings-error = Не удалось прочитать файл настроек { $file } ({ $fault }), поэтому используются настройки по умолчанию.
keymap-unreadable = файл не удаётся прочитать ({ $detail }).
keymap-missing = файл не удаётся прочитать: его нет.
keymap-not-utf8 = файл не удаётся прочитать: это не текст в кодировке UTF-8.
keymap-outside-section = { $name } стоит вне раздела (такого как [game]).

key-name = { $key ->
    [ctrl] Ctrl
    [shift] Shift
    [alt] Alt
    [return] Enter
    [keypad-enter] цифровой Enter
    [enter] цифровой Enter
    [space] пробел
    [escape] Escape
    [up] стрелка вверх
    [down] стрелка вниз
    [left] стрелка влево
    [right] стрелка вправо
    [home] Home
    [end] End
    [tab] Tab
    [backspace] Backspace
    [delete] Delete
    [page-up] Page Up
    [page-down] Page Down
    [comma] запятая
    [period] точка
    [f1] F1
    [f2] F2
    [f3] F3
    [f4] F4
    [f5] F5
    [f6] F6
    [f7] F7
    [f8] F8
    [f9] F9
    [f10] F10
    [f11] F11
    [f12] F12
   *[other] { $shown }
}

## Отказы, общие для всех игр.
invalid-nothing-selected = Нельзя: сначала отметьте карты клавишей { $key }.
invalid-not-in-hand = Нельзя: этих карт нет у вас в руке.
invalid-stock-empty = Нельзя: колода пуста.
invalid-game-over = Нельзя: игра окончена.
turn-game-over = Игра окончена, ходов больше нет. { $scores } — итоговый счёт, { $again } — новая игра.
invalid-not-your-turn = Нельзя: сейчас ходит { $name }.
invalid-unknown-move = Нельзя: в этой игре нет такого хода.

crash-saved = Что-то пошло не так: игра до этого момента сохранена в файле { $file }, и вы снова в главном меню.
crash-not-saved = Что-то пошло не так, и игру не удалось сохранить; вы снова в главном меню.

game-saved = Игра сохранена.
game-not-saved = Не удалось сохранить игру ({ $fault }).
game-resumed = Игра «{ $game }» продолжается.
save-bad = Сохранённую игру в файле { $file } нельзя продолжить: { $fault }. Файл оставлен под именем { $kept }.
save-fault-not-text = это не текст в кодировке UTF-8
save-fault-line = строка { $line }: { $reason }
save-fault-no-header = он не начинается с заголовка игры
save-fault-format = он в формате { $format }, которого эта версия не знает
save-fault-game = в нём игра, которой нет в этой версии ({ $game })
save-fault-no-state = в нём нет сохранённых игроков
save-fault-differs = игра в нём не воспроизводится так же
save-fault-illegal = один из ходов в нём недопустим
save-fault-over = игра в нём уже окончена
stats-error = Не удалось прочитать файл статистики { $file } ({ $fault }), поэтому счёт начинается заново.

last-card = { $kind ->
    [face_down] { $who }: осталась последняя закрытая карта.
   *[hand] { $who }: осталась одна карта.
}
