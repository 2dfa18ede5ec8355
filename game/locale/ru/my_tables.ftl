## Первые пункты лобби: стол, за которым игрок сидит; находится по учётной
## записи с любого компьютера (game/app/online_my_tables.py).
## $names — кто ещё за столом; $whose: yours, other (ходит $name), waiting, none.
my-tables-back = Вернуться за свой стол: { $game }{ $count ->
    [0] {""}
   *[other] ; за столом также { $names }
}{ $whose ->
    [yours] ; ваш ход
    [other] ; ходит { $name }
    [waiting] ; ждём игроков
   *[none] {""}
}
