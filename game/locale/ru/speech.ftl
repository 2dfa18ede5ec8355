# Speech, braille and start-up messages (issue 11).
no-display = Parlour нужен экран для окна, а его нет (не заданы DISPLAY и WAYLAND_DISPLAY): запустите игру из своего рабочего стола.
setting-braille = Брайлевский дисплей (показывать на нём каждое сообщение)
opening-rest = { $hand } читает ваши карты.
speech-path = Речь идёт { $path ->
    [speechd] через Speech Dispatcher, как у вашей программы экранного доступа
    [screenreader] через вашу программу экранного доступа, { $name }
    [sapi5] через голос Windows, SAPI5
    [say] через системный голос, say
    [voice] собственным голосом игры
   *[text] без голоса: сообщения видны только текстом
}.
