## Игра по сети (issue 21): меню «Игра по сети», лобби, строка ввода, чат.

menu-play-online = Игра по сети
online-title = Игра по сети
online-connect = Подключиться к серверу
online-address-title = Адрес сервера
online-name = Ваше имя: { $name ->
    [none] ещё не выбрано
   *[other] { $name }
}
online-name-title = Ваше имя
online-host = Открыть игру на этом компьютере
online-lan = Пустить игроков из локальной сети
online-yes = да
online-no = нет
online-connecting = Подключение к { $address }.
online-connected = Подключено к { $address }, ваше имя { $name }.
online-hosting = { $lan ->
    [yes] Игра открыта на этом компьютере. Игроки из локальной сети подключаются к { $address }.
   *[no] Игра открыта на этом компьютере, только для него.
}
online-hosting-browser = { $lan ->
    [yes] Игра открыта на этом компьютере. Игроки из локальной сети подключаются к { $address } или открывают в браузере { $browser }.
   *[no] Игра открыта на этом компьютере, только для него; в браузере на этом компьютере откройте { $browser }.
}
online-host-failed = Открыть игру здесь не удалось: { $fault }.
online-server-lost = Связь с сервером потеряна; подключаемся снова.
online-reconnected = Связь с сервером восстановлена.
online-only = Только за сетевым столом.
online-no-save = Сетевую игру хранит сервер, на этом компьютере она не сохраняется.
online-need-name = Сначала выберите имя.

## Каждый отказ сервера или соединения, по одному предложению.
online-error = { $code ->
    [unreachable] Сервер недоступен: проверьте адрес и что сервер запущен.
    [refused-insecure] Не подключено: этот сервер не в вашей сети и не использует защищённое соединение.
    [bad-name] Такое имя нельзя: только буквы и цифры, слова через один пробел, не больше двадцати четырёх знаков.
    [name-taken] Это имя занято другим игроком или компьютерным игроком: выберите другое.
    [bad-token] Сервер больше не знает ключ этого компьютера; подключитесь снова со своим именем.
    [hello-first] Сервер сначала ждёт ваше имя.
    [rate-limit] Слишком много сообщений сразу: подождите немного.
    [has-waiting-table] У вас уже есть стол игры «{ $game }», который ждёт игроков: играйте там или выйдите из него, прежде чем создавать другой.
    [table-limit] Столов, созданных вами за последнюю минуту: { WORDS($count) }; подождите минуту, прежде чем создавать ещё.
    [chat-limit] Сообщений, отправленных вами за последнюю минуту: { WORDS($count, gender: "n") }; подождите немного, прежде чем писать ещё.
    [not-over] Игра за этим столом ещё не окончена: сыграть ещё раз можно, когда она закончится.
    [no-table] Такого стола нет, или код неверный.
    [table-full] За этим столом нет свободного места; можно смотреть игру.
    [not-seated] Вы не сидите за этим столом.
    [not-online] Этого игрока сейчас нет в сети: ничего не отправлено.
    [bad-game] На сервере нет такой игры.
    [bad-options] Сервер не принял эти настройки.
    [bad-seats] В этой игре от { WORDS($min, case: "gen") } до { WORDS($max, case: "gen") } мест.
    [bad-timer] Таймер хода либо выключен, либо от { WORDS($min, case: "gen", gender: "f") } до { WORDS($max, case: "gen", gender: "f") } секунд.
    [stale] Поздно: за столом уже сделали ход; послушайте последний.
    [not-your-turn] Сейчас не ваш ход.
    [waiting] Игра ещё не началась: заняты не все места.
    [game-over] Игра окончена.
    [bad-move] Сервер не знает такого хода.
    [not-stored] Сервер не смог сохранить ваш ход, и он не сделан: сделайте его ещё раз.
    [version] Сервер говорит на другой версии игры; обновите одну из программ.
    [malformed] Сервер не смог прочитать сообщение.
    [unknown-type] Сервер не понял сообщение.
    [invalid] Сервер отклонил сообщение как неправильное.
    [tls] Защищённое соединение не установлено: сертификат сервера не принят.
    [closed-by-server] Сервер закрыл соединение и не примет его снова.
    [bad-address] Это не адрес сервера: наберите имя или номер, двоеточие и порт, например localhost:8765.
    [gave-up] Снова связаться с сервером не удалось; подключитесь заново из меню «Игра по сети».
   *[other] Сервер отказал: { $code }.
}

# A name refused as a look-alike of one taken (the server names the taken one).
online-name-look-alike = Это имя похоже на уже занятое имя { $name }: выберите другое.

## Лобби.
lobby-title = Лобби { $address }
lobby-table = { $game }, { $state ->
    [playing] идёт игра
    [paused] игра на паузе
   *[waiting] ждут игроков
}; места: { $seats }; { $options }
lobby-timer = таймер хода { WORDS($count, gender: "f") } { $count ->
    [one] секунда
    [few] секунды
   *[many] секунд
}
lobby-no-tables = Открытых столов пока нет
lobby-create = Создать стол
lobby-join-code = Войти по коду
lobby-code-title = Код стола
lobby-leave = Назад, отключиться от сервера
lobby-table-title = { $game }
lobby-join-player = Сесть играть
watch-title = Вы смотрите игру «{ $game }»
wait-title = «{ $game }»: ждём остальных игроков{ $code ->
    [none] {""}
   *[other] ; код стола { $code }
}
watch-who = Кто за столом
lobby-watch = Смотреть
seat-free = свободное место
seat-person = { $name }{ $left ->
    [yes] , место покинуто, за него играет компьютер
    [paused] , место покинуто
   *[no] { $away ->
        [yes] , отошёл{ $standing ->
            [yes] , за него играет компьютер
           *[no] {""}
        }
       *[no] {""}
    }
}
seat-computer = { $name }, компьютерный игрок, { $level }
# $value: число цифрами («50») или «включено»/«выключено»; число — словами.
lobby-option = { $label }: { WORDS($value) }
lobby-standard-options = обычные настройки

## Создание стола.
create-title = Создать стол
create-seats = Мест
create-seat = Место { WORDS($seat, ordinal: "yes", gender: "n") }
create-seat-person = человек
create-seat-computer = компьютерный игрок, { $level }
create-private = Закрытый стол, вход по коду
create-timer = Таймер хода
create-timer-usual = как обычно: девяносто секунд за открытым столом, без таймера за закрытым
create-timer-seconds = { $count ->
    [0] без таймера
    [one] { WORDS($count, gender: "f") } секунда
    [few] { WORDS($count, gender: "f") } секунды
   *[many] { WORDS($count, gender: "f") } секунд
}
create-go = Создать стол

## За столом.
online-joined = { $seat ->
    [none] Вы смотрите игру «{ $game }».
   *[other] Вы за столом «{ $game }», место { WORDS($seat, ordinal: "yes", gender: "n") }.
}
online-left = Вы вышли из-за стола.
# Enter после конца онлайн-игры, или возврат к ней из меню игры.
online-over-to-lobby = Игра окончена: возвращаемся в лобби.
online-game-over-back = Игра окончена. { $key } — сыграть ещё раз за этим столом, { $back } — меню.
menu-leave-table = Выйти из-за стола
online-leave-confirm = Выйти из-за стола: ваше место займёт компьютерный игрок
menu-no-stay = Нет, остаться за столом
menu-yes-leave = Да, выйти из-за стола

## Чат.
chat-title = Сообщение столу
chat-empty = Ничего не отправлено: сообщение пустое.
# Enter в строке чата, пока связь восстанавливается (строка уйдёт потом,
# её эхо это подтвердит).
chat-queued = Связи сейчас нет: сообщение уйдёт за стол, когда связь вернётся.
setting-chat = Сообщения чата
chat-mode = { $value ->
    [sound] только звук
    [off] выключены
   *[spoken] вслух
}
cmd-chat = написать сообщение столу (по сети)
cmd-who = кто за столом (по сети)

## Строка ввода.
edit-open = { $title }: { $empty ->
    [yes] пусто
   *[no] { $text }
}. Печатайте, затем Enter, чтобы принять, или Escape, чтобы отменить.
edit-char = { $kind ->
    [space] пробел
   *[other] { $char }
}
edit-deleted = { $char } удалено
edit-nothing-to-delete = Здесь нечего удалять.
edit-at-end = конец строки
edit-line = { $empty ->
    [yes] Строка пустая.
   *[no] { $text }
}
edit-full = Строка заполнена: не больше { WORDS($limit, case: "gen") } знаков.
