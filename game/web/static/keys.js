// Keys in the table's application region: each keydown becomes the chord
// name keymap.toml uses (pygame's key names, modifiers as ctrl+shift+alt+),
// looked up in the page message's bindings, and sent as that command.
//
// The physical key (event.code) names the key, not the character it types:
// Shift+, is "shift+,", not "<", and a Russian layout's D key is still "d",
// as the desktop (SDL) names it.

const NAMED_CODES = {
  Enter: "return", NumpadEnter: "enter", Escape: "escape", Space: "space",
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right",
  Home: "home", End: "end", Backspace: "backspace", Delete: "delete", Tab: "tab",
  Comma: ",", Period: ".", Equal: "=", Minus: "-", Slash: "/",
  PageUp: "page up", PageDown: "page down", Insert: "insert",
};
const MODIFIER_KEYS = new Set(["Control", "Shift", "Alt", "Meta", "AltGraph"]);

/** The key's own name, without modifiers, or "" for a key pygame's names
 * do not cover here. */
export function keyName(event) {
  const code = event.code || "";
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  if (/^F([1-9]|1[0-2])$/.test(code)) return code.toLowerCase();
  if (code in NAMED_CODES) return NAMED_CODES[code];
  // No code (some on-screen keyboards): the character itself.
  const key = event.key || "";
  return key.length === 1 ? key.toLowerCase() : "";
}

/** The chord as keymap.toml writes it ("shift+f1", "ctrl+s", ","); a lone
 * Ctrl press is "ctrl"; "" for a key that has no name here. */
export function chordName(event) {
  if (event.key === "Control" && !event.shiftKey && !event.altKey) return "ctrl";
  if (MODIFIER_KEYS.has(event.key)) return "";
  const name = keyName(event);
  if (!name) return "";
  let chord = "";
  if (event.ctrlKey) chord += "ctrl+";
  if (event.shiftKey) chord += "shift+";
  if (event.altKey) chord += "alt+";
  return chord + name;
}

/** Chords the page never takes: Tab leaves the region (the page must not
 * trap the keyboard), and the browser's own zoom and full screen stay the
 * browser's (the page reflows at its zoom). */
const BROWSER_KEEPS = new Set(["tab", "shift+tab", "ctrl+=", "ctrl+shift+=", "ctrl+-",
  "ctrl+0", "f11"]);

/** The command bound to `chord` in the sections named, first found wins;
 * null when none is. */
export function commandFor(chord, bindings, sections) {
  for (const section of sections) {
    for (const [command, chords] of Object.entries(bindings?.[section] || {})) {
      if (Array.isArray(chords) && chords.includes(chord)) return command;
    }
  }
  return null;
}

/** Take the keys of `region` (the table's application region): `send`
 * gets each bound command; `bindings` is read at each key (a page message
 * may change them); `pageCommands` are done here, by name. A key with no command goes as a `key` message: the web
 * part answers it as the desktop does (one sentence: the key does nothing
 * here), and the browser keeps its own use of it (no default prevented). */
export function listenForKeys(region, getBindings, send, pageCommands = {}) {
  region.addEventListener("keydown", (event) => {
    if (event.isComposing) return;  // an input method is making a character
    const chord = chordName(event);
    if (!chord || BROWSER_KEEPS.has(chord)) return;
    const command = commandFor(chord, getBindings(), ["game", "global"]);
    if (command === null) {
      send({ type: "key", name: chord });
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // A command the page does itself (stop_speech: its own voice; a screen
    // reader stops at Ctrl by itself) is not sent.
    if (command in pageCommands) pageCommands[command]();
    else send({ type: "command", name: command });
  });
}
