## «Двадцать»: переход к достоинству и рука по группам (задача 13).
# Сколько карта может стоить на ходе игрока ($limit): король — от 1 и выше.
twenty-grouped-entry = { $cards }, { $worth ->
    [king] { $count ->
        [one] стоит
       *[other] стоят
    } от 1 до { $limit }{ $count ->
        [one] {""}
       *[other] {" "}каждый
    }
    [high] { $count ->
        [one] стоит
       *[other] стоят
    } { $value }, слишком много для хода { $limit }
   *[fits] { $count ->
        [one] стоит
       *[other] стоят
    } { $value }
}
twenty-grouped = { $list }; { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}, ход { $move }.
twenty-cmd-jump = следующая карта этого достоинства в ряду (рука или стол): { $keys }
