# Задача 13: подсказка и «что было после моего хода» (game/core/advice.py).
cmd-suggest = подсказать, чем сыграть: карты выделяются и называются; Enter их играет
cmd-since_last = что сделал каждый соперник после вашего хода
suggest-off = Подсказки выключены; включить их можно в настройках.
suggest-game-over = Игра окончена: подсказывать нечего.
suggest-not-your-turn = Подсказывать нечего: сейчас ходит { $name }.
suggest-none = Здесь подсказывать нечего.
since-none-yet = В этой раздаче другие игроки ещё не ходили.
since-seat = { $name }: { $actions }.
since-seat-nothing = { $name }: после вашего хода ходов не было.
setting-suggestions = Подсказки
