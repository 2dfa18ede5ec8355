## Phase 10: переход к числу и рука по группам (задача 13).
## $rank: число 1–12, W — джокер (wild), SK — пропуск.
phase10-rank-name = { $rank ->
    [W] джокер
    [SK] пропуск
   *[other] { $case ->
        [gen] { WORDS($rank, case: "gen") }
       *[nom] { WORDS($rank) }
    }
}
phase10-rank-plural = { $rank ->
    [W] джо́керы
    [SK] пропуски
    [1] единицы
    [2] двойки
    [3] тройки
    [4] четвёрки
    [5] пятёрки
    [6] шестёрки
    [7] семёрки
    [8] восьмёрки
    [9] девятки
    [10] десятки
    [11] одиннадцатки
   *[12] двенадцатки
}
# «две девятки», «три джокера», «пять девяток».
phase10-rank-count = { $rank ->
    [W] { $count ->
            [one] джокер
            [few] { $count ->
                [2] два
               *[other] { WORDS($count) }
            } джо́кера
           *[other] { WORDS($count) } джо́керов
        }
    [SK] { $count ->
            [one] пропуск
            [few] { $count ->
                [2] два
               *[other] { WORDS($count) }
            } про́пуска
           *[other] { WORDS($count) } про́пусков
        }
    [1] { $count ->
            [one] единица
            [few] { $count ->
                [2] две
               *[other] { WORDS($count, gender: "f") }
            } единицы
           *[other] { WORDS($count, gender: "f") } единиц
        }
    [2] { $count ->
            [one] двойка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } двойки
           *[other] { WORDS($count, gender: "f") } двоек
        }
    [3] { $count ->
            [one] тройка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } тройки
           *[other] { WORDS($count, gender: "f") } троек
        }
    [4] { $count ->
            [one] четвёрка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } четвёрки
           *[other] { WORDS($count, gender: "f") } четвёрок
        }
    [5] { $count ->
            [one] пятёрка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } пятёрки
           *[other] { WORDS($count, gender: "f") } пятёрок
        }
    [6] { $count ->
            [one] шестёрка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } шестёрки
           *[other] { WORDS($count, gender: "f") } шестёрок
        }
    [7] { $count ->
            [one] семёрка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } семёрки
           *[other] { WORDS($count, gender: "f") } семёрок
        }
    [8] { $count ->
            [one] восьмёрка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } восьмёрки
           *[other] { WORDS($count, gender: "f") } восьмёрок
        }
    [9] { $count ->
            [one] девятка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } девятки
           *[other] { WORDS($count, gender: "f") } девяток
        }
    [10] { $count ->
            [one] десятка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } десятки
           *[other] { WORDS($count, gender: "f") } десяток
        }
    [11] { $count ->
            [one] одиннадцатка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } одиннадцатки
           *[other] { WORDS($count, gender: "f") } одиннадцаток
        }
   *[12] { $count ->
            [one] двенадцатка
            [few] { $count ->
                [2] две
               *[other] { WORDS($count) }
            } двенадцатки
           *[other] { WORDS($count, gender: "f") } двенадцаток
        }
}
# Фаза 8 (семь карт одного цвета): сколько карт каждого цвета.
phase10-grouped-colours = по цветам: { $list }
phase10-colour-count = { phase10-colour }: { WORDS($count) }
phase10-cmd-jump = следующая карта этого числа в ряду: { $keys }; 1 и затем быстро 0, 1 или 2 — тоже 10, 11 или 12
