# Рейтинги и таблицы лидеров (game/app/online_ratings.py). Рейтинг — ordinal
# openskill, mu - 3 sigma, округлённый: у нового игрока ноль.
lobby-leaderboards = Таблицы лидеров
lobby-my-stats = Моя статистика
leaderboard-choose = Таблица лидеров какой игры
leaderboard-asking = Спрашиваю сервер.
leaderboard-title = Таблица лидеров, { $game }: { $players ->
    [0] рейтинга пока нет ни у кого
   *[other] в рейтинге { WORDS($players) } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }
}
leaderboard-line = У { NAME($name, case: "gen") } { WORDS($place, ordinal: "yes", gender: "n") } место, рейтинг { WORDS($rating) }, { WORDS($matches, gender: "f") } { $matches ->
    [one] партия
    [few] партии
   *[many] партий
}, побед: { WORDS($wins, gender: "f") }
leaderboard-line-shown = { $place }. { $name }: рейтинг { $rating }, партий: { $matches }, побед: { $wins }
leaderboard-you = Ваше место { WORDS($place, ordinal: "yes", gender: "n") } из { WORDS($players, case: "gen") }, рейтинг { WORDS($rating) }
leaderboard-you-shown = Ваше место { $place } из { $players }, рейтинг { $rating }
leaderboard-you-unrated = У вас пока нет рейтинга в игре «{ $game }»
ratings-rule = В рейтинге только партии двух и более людей; компьютерные игроки не в счёт
stats-online-title = Моя статистика на этом сервере
stats-online-line = { $game }: рейтинг { WORDS($rating) }, { WORDS($place, ordinal: "yes", gender: "n") } место из { WORDS($players, case: "gen") }, { WORDS($matches, gender: "f") } { $matches ->
    [one] партия
    [few] партии
   *[many] партий
}, побед: { WORDS($wins, gender: "f") }
stats-online-line-shown = { $game }: рейтинг { $rating }, место { $place } из { $players }, партий: { $matches }, побед: { $wins }
stats-online-none = Пока ни одной партии в рейтинге
rating-change = Ваш рейтинг в игре «{ $game }» { $direction ->
    [first] теперь { WORDS($after) }
    [up] вырос с { WORDS($before, case: "gen") } до { WORDS($after, case: "gen") }
    [down] упал с { WORDS($before, case: "gen") } до { WORDS($after, case: "gen") }
   *[same] остался прежним: { WORDS($after) }
}.
