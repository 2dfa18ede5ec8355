# Speech, braille and start-up messages (issue 11).
no-display = Parlour нужен экран для окна, а его нет (не заданы DISPLAY и WAYLAND_DISPLAY): запустите игру из своего рабочего стола.
setting-braille = Брайлевский дисплей (показывать на нём каждое сообщение)
opening-rest = { $hand } читает ваши карты.
