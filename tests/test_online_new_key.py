"""A password changed by keys gives the account a new key, in English and
in Russian: two real headless apps (``--online``) at a real server, each
remembering the account's key. The one that changes the password keeps
working and its settings keep the new key; the other, connecting later with
the old key, hears in one sentence that it must sign in again, and forgets
that key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.i18n import set_language, t
from tests.helpers_app import app_env, run_game, write_keys
from tests.online_helpers import Client, server
from tests.test_online_account_keys import ACCOUNT, NEW, PASSWORD

CHANGE_KEYS = ["escape",  # the lobby left: Play online
               *ACCOUNT, "down", "down", "return",  # Change your password
               *PASSWORD, "return", *NEW, "return", *NEW, "return",
               "return"]  # the address, as connected (the lobby left closed the link)


def run_app(tmp: Path, profile: str, keys: list[str], address: str, name: str, token: str,
            lang: str) -> tuple[list[str], dict[str, object]]:
    """What the app remembering ``token`` said, line by line, and the settings it kept."""
    folder = tmp / profile
    (folder / "profile").mkdir(parents=True)
    (folder / "profile" / "settings.json").write_text(json.dumps(
        {"online_name": name, "online_token": token, "online_address": address}),
        encoding="utf-8")
    script = write_keys(folder / "keys.txt", keys)
    result = run_game(["--headless", "--keys", str(script), "--online", address, "--name", name,
                       "--profile", str(folder / "profile"), "--lang", lang],
                      app_env(folder), timeout=120)
    assert result.returncode == 0, result.stderr
    settings = json.loads((folder / "profile" / "settings.json").read_text(encoding="utf-8"))
    return result.stdout.splitlines(), settings


@pytest.mark.parametrize(("lang", "name"), [("en", "Mila"), ("ru", "Lena")])
def test_the_changer_keeps_the_new_key_and_another_computer_must_sign_in_again(
        tmp_path: Path, lang: str, name: str) -> None:
    with server(tmp_path / "server") as running:
        address = running.url.removeprefix("ws://")
        made = Client(running.url)
        made.send({"type": "register", "name": name, "password": "".join(PASSWORD)})
        old = made.until("welcome")["token"]
        made.close()
        home, kept = run_app(tmp_path, "home", CHANGE_KEYS, address, name, old, lang)
        other, forgot = run_app(tmp_path, "other", [], address, name, old, lang)
        new = Client(running.url).ask({"type": "sign-in", "name": name,
                                       "password": "".join(NEW)}, "welcome")["token"]
    set_language(lang)
    assert new != old and kept["online_token"] == new  # the changer keeps the new key
    assert t("account-password-changed") in home
    replaced = t("account-error", code="key-replaced")
    assert other.count(replaced) == 1 and forgot["online_token"] == ""
    assert t("online-connected", address=address, name=name) not in other
