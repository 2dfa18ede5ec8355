# Онлайн-стол, как его слышит этот игрок (game/online/remote.py). Имена —
# собственные имена игроков; места считаются с единицы.

# Код приватного стола, по одному знаку.
online-table-code = Код вашего стола: { $code }. Сообщите его тем, кого приглашаете.
online-waiting = { $count ->
    [one] Ждём ещё { WORDS($count, case: "acc", animate: "yes") } игрока.
   *[other] Ждём ещё { WORDS($count, case: "acc", animate: "yes") } игроков.
}
online-seat-joins = { NAME($name) } садится за стол.
online-seat-away = { NAME($name) }: нет связи.
online-seat-stood-in = { NAME($name) }: нет связи, пока вместо этого игрока играет компьютер.
# Игрок сам ушёл из-за стола (обрыв связи звучит как «нет связи»).
online-seat-left = { $over ->
    [yes] { NAME($name) } покидает стол.
   *[no] { NAME($name) } покидает стол: вместо этого игрока играет компьютер.
}
online-seat-back = { NAME($name) } снова за столом.
online-who = За столом: { $seats }.
# То же наблюдателю, у которого нет места.
online-who-watching = Вы наблюдаете. За столом: { $seats }.
online-who-you = вы, { WORDS($seat, ordinal: "yes", gender: "n") } место
online-who-computer = { NAME($name) }, компьютерный игрок, { $level }, { WORDS($seat, ordinal: "yes", gender: "n") } место
online-who-free = { WORDS($seat, ordinal: "yes", gender: "n") } место свободно
online-who-person = { $state ->
    [left] { NAME($name) }, { WORDS($seat, ordinal: "yes", gender: "n") } место покинуто, вместо этого игрока играет компьютер
    [away] { NAME($name) }, { WORDS($seat, ordinal: "yes", gender: "n") } место, нет связи
    [stood-in] { NAME($name) }, { WORDS($seat, ordinal: "yes", gender: "n") } место, нет связи, вместо этого игрока играет компьютер
   *[here] { NAME($name) }, { WORDS($seat, ordinal: "yes", gender: "n") } место
}
online-stale = Стол ушёл вперёд раньше, чем дошёл ваш ход: ничего не сыграно.
online-refused = Стол не принял этот ход: ничего не сыграно.
online-chat = { NAME($name) } говорит: { $text }
# Своё сообщение игрока, каким его вернул стол: единственное подтверждение.
online-chat-own = Вы сказали: { $text }
# Своё сообщение, которое сервер не принял: единственная фраза о нём.
online-chat-refused = { $code ->
    [rate-limit] Сообщение не отправлено: слишком много сообщений сразу; подождите немного.
    [chat-limit] Сообщение не отправлено: за эту минуту вы написали слишком много; подождите немного.
    [not-seated] Сообщение не отправлено: вы уже не за этим столом.
    [invalid] Сообщение не отправлено: оно слишком длинное или в нём есть недопустимый знак.
   *[other] Сообщение не отправлено.
}
invalid-move-pending = Ваш ход уже в пути к столу.
invalid-online-waiting = Пока нельзя: стол ждёт игроков.
online-dropped = Связь со столом потеряна; пробуем снова.
online-table-lost = Этого стола больше нет на сервере: игру не продолжить.
# Снова за столом после обрыва связи: пропущенное есть в истории.
online-back = { $count ->
    [0] Вы снова за столом.
    [one] Вы снова за столом: пока вас не было, сделан { WORDS($count) } ход, он есть в истории.
    [few] Вы снова за столом: пока вас не было, сделано { WORDS($count) } хода, они есть в истории.
   *[other] Вы снова за столом: пока вас не было, сделано { WORDS($count) } ходов, они есть в истории.
}
# Таймер хода: предупреждение, пока время игрока не вышло, и что бывает, когда вышло.
online-time-left = { $count ->
    [one] На ход осталась { WORDS($count, gender: "f") } секунда.
    [few] На ход осталось { WORDS($count, gender: "f") } секунды.
   *[other] На ход осталось { WORDS($count, gender: "f") } секунд.
}
online-time-up-you = Ваше время вышло: этот ход за вас сделает компьютер.
online-time-up = Время { NAME($name, case: "gen") } вышло: этот ход сделает компьютер.
# Конец онлайн-игры: Enter возвращает в лобби (реванш не предлагается),
# а не начинает игру на этом компьютере.
online-play-again = Нажмите { $key }, чтобы вернуться в лобби, или { $back }, чтобы выйти в меню.
online-turn-game-over = Игра окончена, ходов больше нет. { $scores } — итоговый счёт, { $lobby } — вернуться в лобби.
