// The page's own labels: the web-* messages the web part sends in the page
// message, in the player's language. The page makes no game words; until the
// first page message it shows the English written in index.html.

const words = new Map();

/** Keep the labels of a page message. */
export function setWords(received) {
  words.clear();
  for (const [id, text] of Object.entries(received || {})) {
    if (typeof text === "string") words.set(id, text);
  }
}

/** The label `id`, or `fallback` while none is known (before the first
 * page message, or from an older web part that lacks it). */
export function word(id, fallback = "") {
  return words.has(id) ? words.get(id) : fallback;
}

/** Put the labels into the page's fixed parts: every element with
 * data-word gets that message as its text (data-word-label: as its
 * aria-label). */
export function applyWords(root = document) {
  for (const element of root.querySelectorAll("[data-word]")) {
    const id = element.dataset.word;
    if (words.has(id)) element.textContent = words.get(id);
  }
  for (const element of root.querySelectorAll("[data-word-label]")) {
    const id = element.dataset.wordLabel;
    if (words.has(id)) element.setAttribute("aria-label", words.get(id));
  }
}

/** A new element with `text` as text, never as markup: every name and
 * chat line the server relays is put in this way. */
export function el(tag, text, attributes = {}) {
  const element = document.createElement(tag);
  if (text !== undefined && text !== null && text !== "") element.textContent = String(text);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "className") element.className = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  return element;
}
