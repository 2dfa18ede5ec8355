## Урок игры («Научиться играть»: game/core/lesson.py, game/app/lessons.py).
menu-lesson = Научиться играть
lesson-none = Для игры «{ $game }» урока нет.
lesson-left = Вы вышли из урока.
lesson-offer = Впервые играете в «{ $game }»? Короткий урок сыграет с вами несколько ходов
lesson-play-now = Играть сразу
lesson-wants = Не сейчас. { $ask }
lesson-not-saved = Урок не сохраняется: клавиша { $back } выводит из него.
