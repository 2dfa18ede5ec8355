## Лобби как комната (issue 34, game/app/online_room.py): кто в сети и за
## каким столом, разговор в лобби, личные сообщения, приглашения.

room-offline = Только при подключении к серверу: сначала выберите «Играть по сети».
room-people-title = { $count ->
    [one] В сети ещё { WORDS($count, gender: "m") } человек
    [few] В сети ещё { WORDS($count, gender: "m") } человека
   *[other] В сети ещё { WORDS($count, gender: "m") } человек
}
room-nobody = Сейчас в сети больше никого нет.
# В лобби, когда так задано в настройках (список обновляется в любом случае).
room-came-online = { NAME($name) } в сети.
room-went-offline = { NAME($name) } больше не в сети.
setting-presence = Сообщения о том, кто вошёл в сеть и вышел
# Один человек в сети: имя, затем где он ($places: «за столом «Двадцать» с Бо»).
room-person = { NAME($name) }, { $places }
room-in-lobby = в лобби
room-at = за столом «{ $game }»
room-at-with = за столом «{ $game }» с { $others }
room-waiting = ждёт игроков за столом «{ $game }»
room-waiting-with = ждёт игроков за столом «{ $game }» с { $others }
room-private = за приватным столом «{ $game }»
room-watching = смотрит игру «{ $game }»
# Имя в списке тех, кто за столом вместе с человеком («с Бо и Адой»).
room-with-name = { NAME($name, case: "ins") }
room-lobby-chat = { NAME($name) } говорит в лобби: { $text }
room-lobby-chat-own = Вы сказали в лобби: { $text }
room-told = { NAME($name) } пишет вам: { $text }
room-told-own = Вы написали { NAME($name, case: "dat") }: { $text }
room-invited = { NAME($name) } приглашает вас за стол «{ $game }»: { $key }, чтобы сесть.
room-invited-own = Вы пригласили { NAME($name, case: "acc") } за стол «{ $game }».
room-not-online = { NAME($name) } сейчас не в сети: ничего не отправлено.
# Строка в лобби, личное сообщение или приглашение, которые сервер не принял.
room-refused = { $code ->
    [chat-limit] Не отправлено: за эту минуту вы написали слишком много; подождите немного.
    [rate-limit] Не отправлено: слишком много сообщений сразу; подождите немного.
    [not-seated] Не отправлено: вы уже не за этим столом.
    [invalid] Не отправлено: сообщение слишком длинное или содержит недопустимый знак.
   *[other] Не отправлено.
}
room-lobby-chat-title = Сообщение всем в лобби
room-tell-who = Личное сообщение: какому игроку
room-tell-title = Личное сообщение для { NAME($name, case: "gen") }
room-invite-who = Пригласить за стол «{ $game }»: какого игрока
room-invite-no-table = Вы не за столом: сначала сядьте за стол, потом приглашайте.
room-no-invitation = Вас ещё никто не приглашал за стол.
room-leave-first = Вы уже за столом: сначала выйдите из-за него, затем нажмите { $key }, чтобы принять приглашение.
cmd-people_online = кто в сети и за каким столом (по сети)
cmd-lobby_chat = написать сообщение всем в лобби (по сети)
cmd-tell = написать личное сообщение одному игроку (по сети)
cmd-invite = пригласить игрока за ваш стол (по сети)
cmd-accept_invitation = сесть за стол, куда вас пригласили последним (по сети)
