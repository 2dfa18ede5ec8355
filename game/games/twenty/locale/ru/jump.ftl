## «Двадцать»: переход к достоинству и рука по группам (задача 13).
# Сколько карта может стоить на ходе игрока ($limit): король — от 1 и выше.
twenty-grouped-entry = { $cards }, { $worth ->
    [king] { $count ->
        [one] стоит
       *[other] стоят
    } от одного до { WORDS($limit, case: "gen") }{ $count ->
        [one] {""}
       *[other] {" "}каждый
    }
    [high] { $count ->
        [one] стоит { WORDS($value) }
       *[other] стоят по { WORDS($value, case: "acc") }
    }, слишком много для хода { WORDS($limit) }
   *[fits] { $count ->
        [one] стоит { WORDS($value) }
       *[other] стоят по { WORDS($value, case: "acc") }
    }
}
twenty-grouped = { $list }; { $count ->
    [one] { WORDS($count, gender: "f") } карта
    [few] { WORDS($count, gender: "f") } карты
    [many] { WORDS($count, gender: "f") } карт
   *[other] { WORDS($count, gender: "f") } карты
}, ход { WORDS($move) }.
twenty-cmd-jump = следующая карта этого достоинства в ряду (рука или стол): { $keys }
