"""The key map as a browser has it: the desktop's bindings, with the keys a
browser or a screen reader keeps for itself moved (docs/web.md, "Keys").

The page turns a key press into the chord name ``keymap.toml`` uses and
looks it up in these bindings, so a player's keys are the desktop's wherever
a browser lets a page have them; the help list (F1) names the browser's keys.
"""

from __future__ import annotations

from ..app.keymap import MODIFIERS, Chord, Keymap, load_keymap

#: Commands whose desktop key a browser takes for itself, and the key the
#: page uses instead (no key: the browser's own does the work).
BROWSER_KEYS: dict[str, tuple[str, ...]] = {
    "tell": ("alt+t",),               # Ctrl+T opens a tab: no page may take it
    "invite": ("alt+e",),             # Ctrl+E: the address bar's search
    "accept_invitation": ("alt+j",),  # Ctrl+J: the downloads
    "people_online": ("alt+i",),      # Ctrl+I: the page's information
    "lobby_chat": ("alt+y",),         # Ctrl+Y: the history in some browsers
    "quit": (),                       # closing the tab leaves the table
    "zoom_in": (),                    # the browser's zoom reflows the page
    "zoom_out": (),
    "zoom_reset": (),
    "full_screen": (),                # the browser's F11
}


def browser_keymap() -> Keymap:
    """The default key map with the browser's substitutes put in."""
    keymap, _ = load_keymap()  # the shipped defaults: a browser has no key file
    bindings = {section: dict(table) for section, table in keymap.bindings.items()}
    for table in bindings.values():
        for command, keys in BROWSER_KEYS.items():
            if command in table:
                table[command] = [Chord.parse(k) for k in keys]
    return Keymap(bindings)


def chord_name(chord: Chord) -> str:
    """A chord as ``keymap.toml`` writes it: ``"ctrl+shift+f1"``."""
    return "+".join([m for m in MODIFIERS if m in chord.mods] + [chord.key])


def bindings_json(keymap: Keymap) -> dict[str, dict[str, list[str]]]:
    """Section to command to chord names, for the page's ``keys``."""
    return {section: {command: [chord_name(c) for c in chords]
                      for command, chords in table.items() if chords}
            for section, table in keymap.bindings.items()}
