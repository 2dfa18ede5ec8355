// The plain screens: a menu, a line to type, a text (help, rules, keys).
// Plain HTML that the browser and the screen reader move through themselves:
// headings, lists, buttons and forms; the page takes no keys here but Escape
// (back, as on the desktop).

import { el, word } from "./words.js";

/** A heading the page can focus when a screen comes (not a tab stop). */
function heading(text) {
  return el("h2", text, { id: "screen-title", tabindex: "-1" });
}

/** A button that sends `back`, for touch (no Escape key on a phone). */
function backButton(send) {
  const button = el("button", word("web-back", "Back"), { type: "button", className: "back" });
  button.addEventListener("click", () => send({ type: "back" }));
  return button;
}

/** Draw a menu: a heading and a list of buttons; `choose` on a click.
 * Returns the element to focus when the screen is new: the item the
 * message names, as the desktop's focus (the screen reader says the focused
 * button itself, so nothing goes to the live region). */
export function drawMenu(root, screen, send) {
  const list = el("ul", undefined, { className: "menu", "aria-labelledby": "screen-title" });
  const choices = Array.isArray(screen.choices) ? screen.choices : [];
  const buttons = (screen.items || []).map((item, index) => {
    const button = el("button", item, { type: "button", "data-index": index });
    button.addEventListener("click", () => send({ type: "choose", index }));
    // An item that holds a value ("Game: Twenty") steps through its values:
    // a click steps on; Left and Right step back and on, as on the desktop.
    if (choices[index]) {
      button.addEventListener("keydown", (event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (!step || event.ctrlKey || event.altKey || event.shiftKey) return;
        event.preventDefault();
        send({ type: "choose", index, step });
      });
    }
    const entry = el("li");
    entry.append(button);
    list.append(entry);
    return button;
  });
  // No Back button of the page's own here: the web part's menus end with
  // their own Back item, as the desktop's do.
  root.replaceChildren(heading(screen.title), list);
  const focus = Number.isInteger(screen.focus) ? screen.focus : 0;
  return buttons[Math.min(Math.max(focus, 0), buttons.length - 1)] || root.firstChild;
}

/** Draw a line to type: a labelled form with one text input; `text` on
 * submit, `back` on Escape. */
export function drawLine(root, screen, send) {
  const form = el("form", undefined, { className: "line", "aria-labelledby": "screen-title" });
  const input = el("input", undefined, {
    id: "line-input", type: screen.secret ? "password" : "text",
    autocomplete: screen.secret ? "current-password" : "off",
  });
  input.value = String(screen.text ?? "");
  if (Number.isInteger(screen.limit) && screen.limit > 0) input.maxLength = screen.limit;
  const label = el("label", screen.title, { for: "line-input" });
  const submit = el("button", word("web-send", "Send"), { type: "submit" });
  form.append(label, input, submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "text", text: input.value });
  });
  root.replaceChildren(heading(screen.title), form, backButton(send));
  return input;
}

/** Draw a text: a heading and a list of its lines. */
export function drawText(root, screen, send) {
  const list = el("ul", undefined, { className: "text", "aria-labelledby": "screen-title" });
  const lines = (screen.lines || []).map((line, index) => el("li", line, { "data-index": index }));
  list.append(...lines);
  root.replaceChildren(heading(screen.title), list, backButton(send));
  // The line the desktop's focus is on (a help text opened further down):
  // focusable by script only, so it is not a tab stop.
  const at = Number.isInteger(screen.index) ? lines[screen.index] : undefined;
  if (!at || screen.index === 0) return root.querySelector("#screen-title");
  at.tabIndex = -1;
  return at;
}

/** Escape on a plain screen goes back, as menu_back does on the desktop. */
export function listenForBack(root, send) {
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.ctrlKey && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      send({ type: "back" });
    }
  });
}
