## Меню, настройки и справка.

menu-open = { $title }. { $item }
menu-item = { $item }, { $position }
menu-choice = { $label }: { $value }
text-open = { $title }, { WORDS($count, gender: "f") } { $count ->
    [one] строка
    [few] строки
   *[many] строк
}. { $first }
menu-main-title = Parlour, главное меню
menu-game-title = Меню игры
menu-play = Играть
menu-game = Игра
menu-opponents = Соперники
menu-level = Уровень компьютера
menu-game-options = Параметры игры
menu-options-title = Параметры игры «{ $game }»
menu-settings = Настройки
menu-keys = Клавиши
menu-rules = Правила
menu-quit = Выход
menu-statistics = Статистика
menu-reset-statistics = Сбросить статистику
menu-no-keep = Нет, оставить
menu-yes-reset = Да, сбросить
stats-confirm = Сбросить всю статистику: это нельзя отменить
stats-reset = Статистика сброшена.
stats-none = Законченных игр пока нет
# Числа словами, в роде того, что они считают: побед (одна), поражений (одно);
# серия — число побед подряд, с существительным: «серия: две победы».
stats-line = { $game }, { $level }: { WORDS($played, gender: "f") } { $played ->
    [one] игра
    [few] игры
   *[many] игр
}, побед: { WORDS($won, gender: "f") }{ $helped ->
    [0] {""}
   *[other] {" "}(с подсказками: { WORDS($helped, gender: "f") })
}, поражений: { WORDS($lost, gender: "n") }; серия: { WORDS($streak, gender: "f") } { $streak ->
    [one] победа
    [few] победы
   *[many] побед
}, лучшая: { WORDS($best, gender: "f") } { $best ->
    [one] победа
    [few] победы
   *[many] побед
}{ $score ->
    [none] {""}
   *[other] ; лучший счёт { WORDS($score) }
}
# На экране та же строка цифрами.
stats-line-shown = { $game }, { $level }: { $played } { $played ->
    [one] игра
    [few] игры
   *[many] игр
}, побед: { $won }{ $helped ->
    [0] {""}
   *[other] {" "}(с подсказками: { $helped })
}, поражений: { $lost }; серия: { $streak } { $streak ->
    [one] победа
    [few] победы
   *[many] побед
}, лучшая: { $best } { $best ->
    [one] победа
    [few] победы
   *[many] побед
}{ $score ->
    [none] {""}
   *[other] ; лучший счёт { $score }
}
menu-back = Назад
menu-resume = Продолжить
menu-new-game = Новая игра
menu-help = Справка
menu-main-menu = Выйти в главное меню
menu-number = { WORDS($value) }
percent = { WORDS($value) } { $value ->
    [one] процент
    [few] процента
   *[many] процентов
}
# На экране значения остаются цифрами.
menu-number-shown = { $value }
percent-shown = { $value } %
# $setting: id подписи настройки; «включено» и «выключено» согласуются с её
# существительным («Подсказки: включены»), правило игры — среднего рода.
on = { $setting ->
    [setting-sounds] включены
    [setting-suggestions] включены
    [setting-presence] включены
    [setting-braille] включён
    [setting-four-colour] включена
   *[other] включено
}
off = { $setting ->
    [setting-sounds] выключены
    [setting-suggestions] выключены
    [setting-presence] выключены
    [setting-braille] выключен
    [setting-four-colour] выключена
   *[other] выключено
}
level-name = { $value ->
    [easy] лёгкий
    [hard] сложный
    [expert] эксперт
    [mixed] разные уровни
   *[normal] обычный
}
speech-mode = { $value ->
    [screenreader] программа экранного доступа
    [voice] собственный голос игры
    [text] только текст
   *[auto] автоматически
}
verbosity-name = { $value ->
    [brief] кратко
   *[full] подробно
}
pace-name = { $value ->
    [slow] медленный, { WORDS(2, gender: "f") } секунды
    [fast] быстрый, три десятых секунды
    [instant] мгновенный
   *[normal] обычный, { WORDS(1, gender: "f") } секунда
}
pace-name-shown = { $value ->
    [slow] медленный, 2 секунды
    [fast] быстрый, 0,3 секунды
    [instant] мгновенный
   *[normal] обычный, 1 секунда
}
setting-speech = Речь
setting-rate = Скорость речи, слов в минуту
setting-voice-volume = Громкость голоса
setting-pitch = Высота голоса (обычная — { WORDS(50) })
setting-verbosity = Подробность
setting-pace = Темп компьютерных игроков
setting-sound-volume = Громкость звуков
setting-sounds = Звуковые сигналы
setting-theme = Цвета на экране
setting-four-colour = Четырёхцветная колода (у каждой масти свой цвет)
setting-language = Язык
# Название этого языка на нём самом, как его показывает меню языков.
language-own-name = Русский
setting-voice = Голос
voice-automatic = автоматически, голос языка игры
rules-title = Правила игры «{ $game }»

speech-reason = { $reason ->
    [not-running] программа экранного доступа не запущена
    [no-library] нет библиотеки для связи с программой экранного доступа
    [no-speech-dispatcher] не установлен Speech Dispatcher
    [no-audio-device] нет звукового устройства
    [no-speech-engine] не установлен синтезатор речи
    [engine-failed] синтезатор речи не запустился
    [timeout] нет ответа в срок
   *[failed] произошёл сбой
}

## Что делает каждая команда: для справки и списка клавиш.
cmd-stop_speech = остановить речь
cmd-history_back = предыдущее сообщение
cmd-history_forward = следующее сообщение
cmd-history_oldest = самое первое сообщение
cmd-history_newest = самое последнее сообщение
cmd-help = клавиши этого экрана
cmd-rules = правила игры
cmd-quit = выйти из игры
cmd-zoom_in = крупнее текст и карты
cmd-zoom_out = мельче текст и карты
cmd-zoom_reset = обычный размер текста и карт
cmd-full_screen = включить или выключить полноэкранный режим
cmd-menu_up = предыдущий пункт
cmd-menu_down = следующий пункт
cmd-menu_first = первый пункт
cmd-menu_last = последний пункт
cmd-menu_left = предыдущее значение
cmd-menu_right = следующее значение
cmd-menu_activate = выбрать
cmd-menu_back = назад
cmd-next_card = следующая карта
cmd-previous_card = предыдущая карта
cmd-first_card = первая карта
cmd-last_card = последняя карта
cmd-previous_row = предыдущий ряд
cmd-next_row = следующий ряд
cmd-toggle_select = отметить карту или снять отметку
cmd-play = сыграть отмеченные карты или продолжить после итогов
cmd-draw = взять карту из колоды
cmd-take_discard = взять карту из сброса
cmd-my_status = мои карты и моя цель
cmd-opponents = карты соперников
cmd-table = стол
cmd-scores = счёт
cmd-sort = упорядочить карты в руке
cmd-whose_turn = чей ход
cmd-repeat_last = повторить последнее сообщение
cmd-mute = включить или выключить звуковые сигналы
cmd-game_menu = меню игры
cmd-save = сохранить игру
menu-resume-saved = Продолжить игру «{ $game }» против { $opponents ->
    [1] одного компьютерного игрока
    [2] двух компьютерных игроков
    [3] трёх компьютерных игроков
    [4] четырёх компьютерных игроков
    [5] пяти компьютерных игроков
   *[other] { WORDS($opponents, case: "gen") } { $opponents ->
        [one] компьютерного игрока
       *[other] компьютерных игроков
    }
}{ $progress }
menu-resume-unknown = Продолжить сохранённую игру
# Повреждённое поле заголовка сохранения, словами (не его ключом).
save-fault-field = { $field ->
    [format] в нём повреждён номер формата
    [game] в нём повреждено название игры
    [players] в нём повреждён список игроков
    [seed] в нём повреждена записанная тасовка
   *[options] в нём повреждены параметры игры
}
keymap-too-big = значение слишком длинное или вложено слишком глубоко

## Ответы, которые молчали или говорили неправду (задача 19).
menu-game-key = { $key } — клавиша игрового стола ({ $what }): в меню она ничего не делает.
menu-choice-how = { $item }. Значение меняют стрелки влево и вправо.
save-nothing = { $over ->
    [yes] Игра окончена: сохранять нечего.
   *[no] Игры нет: сохранять нечего.
}
game-over-back = Игра окончена. { $key } — сыграть снова, { $back } — меню.
app-quitting = { $saved ->
    [yes] Parlour закрывается. Игра сохранена до следующего раза.
   *[no] Parlour закрывается.
}
