## Игрок в браузере (game/web): первый экран и то, что слышит только браузер.

browser-title = Игра на этом сервере
browser-enter = Войти в лобби
browser-bad-message = Страница прислала то, что игра не может прочесть; ничего не изменилось.
browser-too-fast = Клавиши нажимались быстрее, чем игра их принимает: последняя пропущена.

## Действия за столом как кнопки сенсорного экрана: коротко, как имя кнопки.
browser-action-play = Сыграть или продолжить
browser-action-draw = Взять из колоды
browser-action-take_discard = Взять из сброса
browser-action-my_status = Мои карты
browser-action-opponents = Соперники
browser-action-table = Стол
browser-action-scores = Счёт
browser-action-sort = Упорядочить карты
browser-action-whose_turn = Чей ход
browser-action-mute = Звуки: вкл. или выкл.
browser-action-save = Сохранить
browser-action-game_menu = Меню игры
browser-action-clear_selection = Снять выбор
browser-action-hand_grouped = Мои карты по достоинству
browser-action-suggest = Подсказать ход
browser-action-since_last = С моего прошлого хода
browser-action-chat = Чат
browser-action-who = Кто за столом
browser-action-players = Заглушить игрока или пожаловаться
browser-fault = В игре на сервере что-то пошло не так; это записано в журнал сервера. Ваше место за вами: продолжайте или выйдите через меню игры.
