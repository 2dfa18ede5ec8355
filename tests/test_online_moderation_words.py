"""Moderation's sentences, in English and Russian: one for each
action said to the one who made it, to the one it touches and to the
table, each different, the names declined in Russian; and a report's line
with how long ago it was made."""

from __future__ import annotations

from typing import get_args

import pytest

from game.app.online_moderation import ago_words
from game.i18n import set_language, t
from game.online import protocol as p

ACTIONS = get_args(p.ModeratedAction)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_action_has_its_own_sentence_for_the_one_who_made_it(lang: str) -> None:
    set_language(lang)
    done = [t("moderation-done", action=action, name="Bo") for action in ACTIONS]
    assert len(set(done)) == len(ACTIONS)
    assert all("Bo" in line and "{" not in line for line in done)
    # To the one it touches: each operator's action, and a removal by its creator.
    told = [t("moderation-you", action=action, by="none")
            for action in ("mute", "unmute", "ban", "remove")]
    told.append(t("moderation-you", action="remove", by="Ana"))
    assert len(set(told)) == len(told) and "Ana" in told[-1]
    # To the others at the table: a ban and a removal, by an operator or the creator.
    seen = {t("moderation-table", action=action, name="Bo", by=by, seat=seat)
            for action in ("ban", "remove") for by in ("none", "Ana")
            for seat in ("free", "computer") if not (action == "ban" and by == "Ana")}
    assert len(seen) == 6


def test_russian_declines_the_names() -> None:
    set_language("ru")
    assert t("moderation-done", action="ban", name="Борис") == (
        "Вы закрыли Борису вход на этот сервер, пока не снимете запрет.")
    assert t("moderation-done", action="mute-player", name="Борис") == (
        "Вы больше не услышите сообщений Бориса.")
    assert t("moderation-table", action="remove", name="Борис", by="Анна", seat="free") == (
        "Создатель стола, Анна, убрал Бориса из-за стола; место снова свободно.")
    assert t("moderation-reported", by="Анна", name="Борис") == "Новая жалоба: Анна на Бориса."


@pytest.mark.parametrize(("lang", "seconds", "said"), [
    ("en", 30, "just now"), ("en", 61, "a minute ago"), ("en", 7200, "2 hours ago"),
    ("en", 3 * 86400, "3 days ago"), ("ru", 5 * 60, "пять минут назад"),
    ("ru", 2 * 60, "две минуты назад"), ("ru", 3600, "час назад")])
def test_a_report_says_how_long_ago(lang: str, seconds: int, said: str) -> None:
    set_language(lang)
    assert ago_words(1_000_000, 1_000_000 + seconds) == said
