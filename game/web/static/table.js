// The table screen (docs/web.md, kind "table"): the drawn table inside the
// application region that takes keys (keys.js), and under it what a screen
// reader and a touch screen read and press: the status, the results, the
// rows of cards and the actions as lists of buttons with the cards' words.

import { drawCard, drawTable } from "./cards.js";
import { el, word } from "./words.js";

/** A stable name for each button, so that the one in focus keeps the
 * focus when the lists are drawn again after an event. */
function keyOf(element) {
  return element?.dataset?.key || null;
}

/** A part under its heading: a plain block, not a landmark (a row may be
 * called "The table" as the table's own region is; headings are enough to
 * move by). */
function section(title, id) {
  const part = el("div", undefined, { className: "part" });
  part.append(el("h3", title, { id }));
  return part;
}

function statusPart(screen) {
  const part = section(word("web-status", "Status"), "status-title");
  const list = el("ul", undefined, { className: "status" });
  const model = screen.table;
  // With a table drawn, the strip shows the same to the eye: these words are
  // for the screen reader only (the drawn table is hidden from it).
  if (model) part.className = "offscreen";
  const lines = model ? [model.status?.turn, model.status?.stage, model.status?.scores,
    ...(model.seats || []).flatMap((seat) => [seat.count_text, ...(seat.public || [])]),
    ...(model.notes || [])] : (screen.lines || []);
  if (model?.last_move) lines.push(`${word("web-last-move", "Last move")}: ${model.last_move.name}`);
  for (const line of lines) if (line) list.append(el("li", line));
  part.append(list);
  return part;
}

function resultsPart(results) {
  const part = section(results.title || word("web-results", "Results"), "results-title");
  if (results.banner) part.append(el("p", results.banner, { className: "banner" }));
  const table = el("table", undefined, { className: "results", "aria-labelledby": "results-title" });
  const head = el("tr");
  for (const header of results.headers || []) head.append(el("th", header, { scope: "col" }));
  table.append(el("thead"), el("tbody"));
  table.tHead.append(head);
  for (const row of results.rows || []) {
    const line = el("tr", undefined, { className: row.winner ? "winner" : "" });
    line.append(el("th", row.name, { scope: "row" }));
    for (const cell of row.cells || []) line.append(el("td", cell));
    if (row.total !== null && row.total !== undefined) line.append(el("td", row.total));
    table.tBodies[0].append(line);
  }
  part.append(table);
  // The public hands at a deal's end, drawn; their words are in the notes.
  for (const [name, faces] of results.hands || []) {
    const hand = el("div", undefined, { className: "box", "aria-hidden": "true" });
    hand.append(el("p", name, { className: "label" }));
    const cards = el("div", undefined, { className: "cards" });
    for (const face of faces) cards.append(drawCard(face, "small"));
    hand.append(cards);
    part.append(hand);
  }
  const notes = el("ul");
  for (const note of [...(results.notes || []), results.keys]) if (note) notes.append(el("li", note));
  part.append(notes);
  return part;
}

/** A row's items and what they are. The web part names them two ways:
 * `cards` as the items' words, or `items` with `cards` true or false (false:
 * a row of actions); `index` is the row's place among the keys' rows (a
 * watcher is sent only some of them), else its place in the list. */
function rowOf(row, position) {
  const items = Array.isArray(row.items) ? row.items : Array.isArray(row.cards) ? row.cards : [];
  return { items, cards: row.cards !== false, index: Number.isInteger(row.index) ? row.index : position };
}

/** The rows as lists of buttons: touching a card sends `point` (it comes
 * into focus) then `toggle_select`, as Space would; touching an item of a
 * row of actions sends `point` then `play`, as Enter would. */
function rowParts(screen, send) {
  return (screen.rows || []).map((received, position) => {
    const { items, cards, index: rowIndex } = rowOf(received, position);
    const part = section(received.title, `row-title-${position}`);
    const list = el("ul", undefined, { className: "row-buttons" });
    const selected = new Set(received.selected || []);
    items.forEach((words, index) => {
      const focused = rowIndex === screen.row && index === received.focus;
      const button = el("button", words, {
        type: "button", "aria-pressed": cards ? String(selected.has(index)) : null,
        className: focused ? "card-button focused" : "card-button",
        "data-key": `card:${rowIndex}:${index}`,
      });
      button.addEventListener("click", () => {
        send({ type: "point", row: rowIndex, index });
        send({ type: "command", name: cards ? "toggle_select" : "play" });
      });
      const item = el("li");
      item.append(button);
      list.append(item);
    });
    part.append(list);
    return part;
  });
}

function actionsPart(actions, send) {
  const part = section(word("web-actions", "Actions"), "actions-title");
  const list = el("ul", undefined, { className: "actions" });
  // The game menu is always there (no Escape key on a phone), once.
  const entries = [...(actions || [])];
  if (!entries.some(([command]) => command === "game_menu")) {
    entries.push(["game_menu", word("web-game-menu", "Game menu")]);
  }
  for (const [command, words] of entries) {
    const button = el("button", words, { type: "button", "data-key": `action:${command}` });
    button.addEventListener("click", () => send({ type: "command", name: command }));
    const item = el("li");
    item.append(button);
    list.append(item);
  }
  part.append(list);
  return part;
}

let lastLists = "";

/** Draw the table screen: the results (first, as the desktop shows them over
 * the table) into `resultsHolder`, the drawn table into the application
 * region `keysRegion` and the lists into `lists`; the focused button keeps
 * the focus. */
export function drawTableScreen(resultsHolder, keysRegion, lists, screen, send) {
  keysRegion.replaceChildren(...(screen.table ? [drawTable(screen.table)] : []));
  // The lists are drawn again only when they change: a screen reader's
  // place in them is kept while events only change the drawn table.
  const listed = JSON.stringify([screen.table?.status, screen.table?.seats, screen.table?.notes,
    screen.table?.last_move, screen.lines, screen.results, screen.rows, screen.row,
    screen.actions]);
  if (listed === lastLists && lists.childElementCount) return;
  lastLists = listed;
  const focused = keyOf(document.activeElement);
  resultsHolder.replaceChildren(...(screen.results ? [resultsPart(screen.results)] : []));
  lists.replaceChildren(statusPart(screen), ...rowParts(screen, send),
    actionsPart(screen.actions, send));
  if (focused) {
    const again = [...lists.querySelectorAll("[data-key]")].find((b) => keyOf(b) === focused);
    if (again) again.focus();
  }
}

/** Forget the drawn lists (a new page, or another screen came between). */
export function resetTable() {
  lastLists = "";
}
