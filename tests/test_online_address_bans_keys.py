"""An operator bans a reported player's address by keys, in English and in
Russian: a real headless app (``--online``) signed in as a server operator
(``--admin``) at a real server reads the report from the Operator menu and
chooses "Ban the address they last connected from": it hears it done in one
sentence naming the player (never the address), the player is told in one
sentence and disconnected, and a newcomer from that address is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from game.i18n import set_language, t
from tests.helpers_app import app_env, run_game, write_keys
from tests.online_helpers import Client, server
from tests.test_online_moderation_keys import PASSWORD

KEYS = ["end", "up", "return",  # the lobby's Operator item (before Leave)
        "return",  # Reports: the list opens when it comes
        "return",  # the newest report: what to do about the player reported
        *["down"] * 5, "return",  # Ban the address they last connected from
        "escape"]  # (once it is answered) back from the reports


@pytest.mark.parametrize(("lang", "root", "bad"), [("en", "Root", "Bo"),
                                                   ("ru", "Вера", "Борис")])
def test_an_operator_bans_a_reported_players_address_by_keys(
        tmp_path: Path, lang: str, root: str, bad: str) -> None:
    with server(tmp_path / "server", "--admin", root) as running:
        operator = Client(running.url)
        token = operator.ask({"type": "register", "name": root, "password": PASSWORD},
                             "welcome")["token"]
        operator.close()
        player = Client(running.url, bad)
        reporter = Client(running.url, "Ana")
        reporter.ask({"type": "report", "name": bad, "reason": "spam", "table": "",
                      "quote": "buy my cards"}, "moderated")
        folder = tmp_path / "app"
        profile = folder / "profile"
        profile.mkdir(parents=True)
        (profile / "settings.json").write_text(json.dumps(
            {"online_name": root, "online_token": token}), encoding="utf-8")
        script = write_keys(folder / "keys.txt", KEYS)
        address = running.url.removeprefix("ws://")
        result = run_game(["--headless", "--keys", str(script), "--online", address,
                           "--name", root, "--profile", str(profile), "--lang", lang],
                          app_env(folder), timeout=120)
        assert result.returncode == 0, result.stderr
        heard = result.stdout.splitlines()
        told = player.until("error")
        with pytest.raises(ConnectionClosed):
            while True:
                player.recv(10)
        newcomer = Client(running.url)
        newcomer.send({"type": "hello", "name": "Newcomer"})
        assert newcomer.recv()["code"] == "address-banned"
        newcomer.close()
    assert told["code"] == "address-banned"
    set_language(lang)
    assert t("operator-ban-address") in "\n".join(heard)
    done = t("moderation-done", action="ban-address", name=bad)
    assert done in heard
    if lang == "ru":
        assert done.startswith("Вы закрыли вход с адреса, с которого последний раз подключался"
                               " игрок Борис")
    said_to_player = t("moderation-error", code="address-banned")
    assert "{" not in said_to_player and said_to_player != t("moderation-error", code="banned")
