## Модерация (game/app/online_moderation.py): операторы сервера, создатель
## стола и каждый игрок для себя.

# Отказы сервера, связанные с модерацией, по одному предложению.
moderation-error = { $code ->
    [not-operator] Это может только оператор сервера.
    [no-player] На этом сервере нет игрока с именем { $name }.
    [banned] Вам закрыт вход на этот сервер.
    [muted] Сообщение не отправлено: оператор запретил вам писать.
    [not-creator] Убрать игрока может только создатель стола, и только пока стол ждёт игроков.
    [removed] Вас убрали из-за этого стола: сесть за него снова нельзя.
    [not-at-table] { NAME($name) } не сидит за этим столом.
    [yourself] С самим собой так нельзя.
    [address-banned] С вашего адреса вход на этот сервер закрыт.
    [no-address] У { NAME($name, case: "gen") } не было подключений с тех пор, как сервер хранит адреса: закрывать нечего.
   *[bad-report] В жалобе нужна причина: от одного до { WORDS($max, case: "gen") } знаков, одной строкой.
}

# Тому, кто действовал.
moderation-done = { $action ->
    [mute] Вы запретили { NAME($name, case: "dat") } писать: сообщения не пройдут, пока вы не разрешите снова.
    [unmute] { NAME($name) } снова может писать.
    [ban] Вы закрыли { NAME($name, case: "dat") } вход на этот сервер, пока не снимете запрет.
    [unban] Запрет снят: { NAME($name) } снова может заходить на сервер.
    [remove] Вы убрали { NAME($name, case: "acc") } из-за стола.
    [mute-player] Вы больше не услышите сообщений { NAME($name, case: "gen") }.
    [unmute-player] Вы снова слышите сообщения { NAME($name, case: "gen") }.
    [ban-address] Вы закрыли вход с адреса, с которого последний раз подключался игрок { $name }: оттуда никто не войдёт, пока вы не снимете запрет.
    [unban-address] Запрет на адрес игрока { $name } снят.
   *[report] Жалоба на { NAME($name, case: "acc") } отправлена операторам.
}
# Тому, кого это касается.
moderation-you = { $action ->
    [mute] Оператор запретил вам писать: ваши сообщения не отправляются.
    [unmute] Оператор снова разрешил вам писать.
    [ban] Оператор закрыл вам вход на этот сервер.
   *[remove] { $by ->
        [none] Оператор убрал вас из-за стола.
       *[other] Создатель стола, { $by }, убрал вас из-за него.
    }
}
# Всем остальным за столом.
moderation-table = { $action ->
    [ban] Оператор закрыл { NAME($name, case: "dat") } вход на сервер; { $seat ->
        [free] место снова свободно.
       *[computer] место занимает компьютерный игрок.
    }
   *[remove] { $by ->
        [none] Оператор убрал
       *[other] Создатель стола, { $by }, убрал
    } { NAME($name, case: "acc") } из-за стола; { $seat ->
        [free] место снова свободно.
       *[computer] место занимает компьютерный игрок.
    }
}
# Оператору, когда один игрок жалуется на другого.
moderation-reported = Новая жалоба: { $by } на { NAME($name, case: "acc") }.

# Меню игрока о другом игроке (в лобби, за столом).
lobby-players = Заглушить игрока или пожаловаться
lobby-muted = Заглушённые мной игроки
players-name-title = Имя игрока
players-title = { $name }
players-choose = Игрок за столом
players-none = Больше никого нет за этим столом.
player-mute = Не слышать сообщений этого игрока
player-unmute = Снова слышать сообщения этого игрока
player-report = Пожаловаться операторам
player-remove = Убрать из-за этого стола
report-title = Жалоба на { NAME($name, case: "acc") }: причина одной строкой
report-empty = Причина не указана: ничего не отправлено.
muted-title = Заглушённые мной игроки: Enter, чтобы снова слышать
muted-none = Вы никого не заглушили.
moderation-asking = Спрашиваю сервер.
cmd-players = заглушить игрока за столом, пожаловаться на него или убрать его (по сети)

# Меню оператора (только для операторов сервера).
lobby-operator = Оператор
operator-title = Оператор
operator-reports = Жалобы
operator-player = Игрок по имени: запретить писать, закрыть вход, убрать
operator-actions = { $name }: что сделать
operator-mute = Запретить писать
operator-unmute = Разрешить писать
operator-ban = Закрыть вход на сервер
operator-unban = Снять запрет на вход
operator-remove = Убрать из-за стола
operator-ban-address = Закрыть вход с последнего адреса игрока
operator-unban-address = Снять запрет с адреса игрока
operator-not-seated = { NAME($name) } не сидит за открытым столом.
reports-title = { $count ->
    [0] Жалоб нет.
    [one] Одна жалоба, сначала новые
    [few] { WORDS($count, gender: "f") } жалобы, сначала новые
   *[many] { WORDS($count, gender: "f") } жалоб, сначала новые
}
report-line = { $by } на { NAME($about, case: "acc") }, { $ago }: { $reason }{ $quote ->
    [none] {""}
   *[other] ; строка: «{ $quote }»
}
report-banned = Закрыт вход: { $names }
report-muted = Запрещено писать: { $names }
moderation-ago = { $unit ->
    [minutes] { $count ->
        [0] только что
        [one] минуту назад
        [few] { WORDS($count, case: "acc", gender: "f") } минуты назад
       *[many] { WORDS($count, case: "acc", gender: "f") } минут назад
    }
    [hours] { $count ->
        [one] час назад
        [few] { WORDS($count) } часа назад
       *[many] { WORDS($count) } часов назад
    }
   *[days] { $count ->
        [one] день назад
        [few] { WORDS($count) } дня назад
       *[many] { WORDS($count) } дней назад
    }
}
