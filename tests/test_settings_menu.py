"""Each item of the Settings menu changes its own setting and no other:
the menu grew from several branches at once (the hand and
suggestions, braille, the language and voice), and one
merge once let the hand-report item switch braille too."""

from __future__ import annotations

from dataclasses import asdict

from game.app.main import App, AppOptions
from game.speech import RecordingSpeaker


def test_every_settings_item_changes_its_own_setting_only() -> None:
    app = App(AppOptions(headless=True, seed=3, lang="en"), speaker=RecordingSpeaker())
    try:
        app.press("s")
        app.press("return")  # Settings
        changed_by: dict[str, set[str]] = {}
        for index in range(len(app.screen.menu.items)):
            menu = app.screen.menu  # a new language builds the menus again
            item = menu.items[index]
            if len(item.choices) < 2:
                continue
            before = asdict(app.settings)
            menu.focus = index
            # A scale at its top (a volume at 100%) stays there: try it downwards.
            there, back_key = ("left", "right") if (
                item.stops_at_ends and item.index == len(item.choices) - 1) else ("right", "left")
            app.press(there)
            after = asdict(app.settings)
            changed = {key for key in after if after[key] != before[key]}
            changed_by[item.label] = changed
            app.press(back_key)  # back as it was (a language once chosen stays named:
            back = asdict(app.settings)  # "" the system's becomes "en")
            assert {k for k in back if back[k] != before[k]} <= {"language"}, item.label
        for label, changed in changed_by.items():
            assert len(changed) == 1, (label, changed)
        assert len({next(iter(c)) for c in changed_by.values()}) == len(changed_by)
    finally:
        app.close()
