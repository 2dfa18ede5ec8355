"""Accounts through the Play online menu, by keys alone, in
English and in Russian: two real headless apps (``--online``) at a real
server. At home the player connects as a guest, goes to Account, Create an
account, and keeps the name with a password. A fresh profile elsewhere is
told the name is taken, signs in with a wrong password (refused in one
sentence), then the right one, and is that player (the same key); it
changes the password and signs out, forgetting the key. Each transcript is
what the player heard, in the player's own language."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from game.i18n import set_language, t
from tests.helpers_app import app_env, run_game, write_keys
from tests.online_helpers import Client, server

PASSWORD = ["p", "a", "s", "s", "w", "o", "r", "d", "1"]
NEW = ["n", "e", "w", "p", "a", "s", "s", "2"]
ACCOUNT = ["end", "up", "return"]  # Play online's Account item (before Back)
HOME_KEYS = ["escape",  # the lobby left: Play online
             *ACCOUNT, "down", "return",  # Create an account
             "return",  # the name, as connected
             *PASSWORD, "return", *PASSWORD, "return",  # the password, twice
             "return"]  # the address, as connected
AWAY_KEYS = [*ACCOUNT, "return",  # (the name was taken) Sign in
             "return", "w", "r", "o", "n", "g", "return", "return",  # a wrong password
             *ACCOUNT, "return", "return", *PASSWORD, "return", "return",  # the right one
             "escape",  # the lobby left
             *ACCOUNT, "down", "down", "return",  # Change your password
             *PASSWORD, "return", *NEW, "return", *NEW, "return", "return",
             "escape", *ACCOUNT, "end", "up", "return",  # Sign out of this computer
             "down", "return"]  # Yes, sign out


def run_app(tmp: Path, profile: str, keys: list[str], address: str, name: str,
            lang: str) -> tuple[list[str], dict[str, object]]:
    """What the app said, line by line, and the settings it kept."""
    folder = tmp / profile
    folder.mkdir()
    script = write_keys(folder / "keys.txt", keys)
    result = run_game(["--headless", "--keys", str(script), "--online", address, "--name", name,
                       "--profile", str(folder / "profile"), "--lang", lang],
                      app_env(folder), timeout=120)
    assert result.returncode == 0, result.stderr
    settings = json.loads((folder / "profile" / "settings.json").read_text(encoding="utf-8"))
    return result.stdout.splitlines(), settings


@pytest.mark.parametrize(("lang", "name"), [("en", "Mila"), ("ru", "Lena")])
def test_an_account_made_at_home_is_signed_in_from_a_fresh_profile(
        tmp_path: Path, lang: str, name: str) -> None:
    with server(tmp_path / "server") as running:
        address = running.url.removeprefix("ws://")
        home, kept = run_app(tmp_path, "home", HOME_KEYS, address, name, lang)
        away, left = run_app(tmp_path, "away", AWAY_KEYS, address, name, lang)
        # The change gave the account a new key: home's remembered one is dead.
        new_key = Client(running.url).ask({"type": "sign-in", "name": name,
                                           "password": "".join(NEW)}, "welcome")["token"]
        assert new_key not in (kept["online_token"], "")
    set_language(lang)
    connected = t("online-connected", address=address, name=name)
    star = t("secret-char")
    assert home.count(connected) == 2  # as a guest, then with the account made
    assert home[home.index(t("account-create") + (", 2 of 5" if lang == "en"
                                                  else ", два из пяти")):][3:5] == [star, star]
    assert "".join(PASSWORD) not in "\n".join(home + away)  # never said, never shown
    assert kept["online_name"] == name and kept["online_token"]
    said = [line for line in away if line != star]
    taken = said.index(t("online-error", code="name-taken"))
    refused = said.index(t("account-error", code="sign-in-failed"))
    signed_in = said.index(connected)
    changed = said.index(t("account-password-changed"))
    out = said.index(t("account-signed-out"))
    assert taken < refused < signed_in < changed < out
    assert left["online_token"] == "" and left["online_name"] == name  # the key forgotten
    db = sqlite3.connect(tmp_path / "server" / "parlour.sqlite3")
    try:
        tokens = db.execute("SELECT token FROM players").fetchall()
    finally:
        db.close()
    assert tokens == [(new_key,)]  # one player, made at home, signed in away (a new key)
