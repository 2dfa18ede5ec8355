## Учётные записи (game/app/online_account.py): имя с паролем, вход с любого
## компьютера.

online-account = Учётная запись: войти, создать, сменить пароль, выйти
account-title = Учётная запись
account-sign-in = Войти по имени и паролю
account-create = Создать учётную запись
account-change = Сменить пароль
account-sign-out = Выйти на этом компьютере
account-password-title = Пароль
account-new-password-title = Новый пароль, не короче { WORDS($min, case: "gen") } знаков
account-again-title = Тот же пароль ещё раз
account-old-password-title = Ваш нынешний пароль; пусто, если его ещё нет
account-mismatch = Пароли не совпадают; ничего не сделано.
account-password-changed = Пароль изменён; теперь входите с новым.
account-sign-out-confirm = Выйти? Этот компьютер забудет ваш ключ: вернуться под именем { $name } можно будет только с паролем, а имя без пароля пропадёт
account-stay = Нет, не выходить
account-leave = Да, выйти
account-signed-out = Вы вышли: этот компьютер больше не знает вашего ключа.
account-not-signed-in = На этом компьютере вы не вошли: сначала войдите или создайте учётную запись.

# Строка пароля: набранное никогда не произносится.
secret-char = звёздочка
secret-deleted = звёздочка удалена
secret-text = { WORDS($count) } { $count ->
    [one] знак
    [few] знака
   *[many] знаков
}, скрыто

# Отказы сервера, связанные с учётными записями, по одному предложению.
account-error = { $code ->
    [bad-password] В пароле должно быть от { WORDS($min, case: "gen") } до { WORDS($max, case: "gen") } знаков.
    [sign-in-failed] Имя и пароль не подходят друг к другу.
    [wrong-password] Ваш нынешний пароль не такой; ничего не изменено.
    [password-wait] Слишком много неверных паролей: попробуйте снова через { WORDS($seconds, case: "acc", gender: "f") } { $seconds ->
        [one] секунду
        [few] секунды
       *[many] секунд
    }.
    [account-needed] Этот сервер пускает только по учётным записям: войдите с паролем или создайте учётную запись.
   *[has-account] У этого имени уже есть пароль: войдите с ним.
}
