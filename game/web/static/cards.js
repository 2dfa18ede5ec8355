// The drawn table: a TableModel (game/core/table.py) in HTML and CSS, for
// low vision and for sighted companions. Large cards with rank and suit
// symbol in four colours, the focus as the desktop's double ring and the
// selection as its bar under the card (style.css). All of it is aria-hidden:
// the same cards are in the lists of buttons (table.js), with their words.

import { el, word } from "./words.js";

const SUIT_SYMBOLS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const JOKER = "JK";
const LETTER_RANKS = new Set(["A", "J", "Q", "K"]);

/** One card face ({kind, rank, suit, focused, selected}) as an element. */
export function drawCard(face, size = "small") {
  const classes = ["card", size];
  if (face.focused) classes.push("focused");
  if (face.selected) classes.push("selected");
  if (face.kind === "back") {
    classes.push("back");
    return el("div", undefined, { className: classes.join(" ") });
  }
  const card = el("div", undefined, { className: classes.join(" ") });
  if (face.kind === "coloured") {
    card.classList.add("coloured", `colour-${/^[A-Z]+$/.test(face.rank) ? face.rank : face.suit}`);
    if (face.rank === "W" || face.rank === "SK") {
      card.append(el("span", face.rank === "W" ? "W" : "S", { className: "rank" }),
        el("span", face.rank === "W" ? word("web-wild", "WILD") : word("web-skip-card", "SKIP"),
          { className: "word" }));
    } else {
      card.append(el("span", word(`web-colour-${face.suit}`, face.suit), { className: "letter" }),
        el("span", face.rank, { className: "rank" }));
    }
    return card;
  }
  if (face.rank === JOKER) {
    card.classList.add("joker");
    card.append(el("span", "\u2605", { className: "rank" }),
      el("span", word("web-joker", "JOKER"), { className: "word" }));
    return card;
  }
  card.classList.add(`suit-${face.suit}`);
  const rank = LETTER_RANKS.has(face.rank) ? word(`web-rank-${face.rank}`, face.rank) : face.rank;
  card.append(el("span", rank, { className: "rank" }),
    el("span", SUIT_SYMBOLS[face.suit] || "", { className: "suit" }));
  return card;
}

function cardRow(faces, size) {
  const row = el("div", undefined, { className: "cards" });
  for (const face of faces || []) row.append(drawCard(face, size));
  return row;
}

/** A labelled box (a seat, a pile, a row of one's own), marked when the
 * keys point at it, when it is the turn's, or when the last move landed. */
function box(label, classes) {
  const element = el("div", undefined, { className: ["box", ...classes].join(" ") });
  element.append(el("p", label, { className: "label" }));
  return element;
}

function lastMark(element, lastMove) {
  element.classList.add("last");
  element.append(el("p", `${word("web-last-move", "Last move")}: ${lastMove.name}`,
    { className: "last-name" }));
}

/** The whole drawn table of `model` (a TableModel as JSON). */
export function drawTable(model) {
  const drawn = el("div", undefined, { className: "drawn", "aria-hidden": "true" });
  const status = model.status || {};
  const strip = el("div", undefined, { className: "strip" });
  strip.append(el("p", status.turn, { className: "tile turn-tile" }),
    el("p", status.stage, { className: "tile" }), el("p", status.scores, { className: "tile" }));
  drawn.append(strip);
  const last = model.last_move || null;
  const seats = el("div", undefined, { className: "seats" });
  (model.seats || []).forEach((seat, index) => {
    const seatBox = box(seat.count_text || seat.name, seat.to_move ? ["to-move"] : []);
    for (const line of seat.public || []) seatBox.append(el("p", line));
    for (const row of seat.rows || []) {
      seatBox.append(el("p", row.label, { className: "label" }), cardRow(row.cards, "small"));
    }
    if (last && last.place === "seat" && last.index === index) lastMark(seatBox, last);
    seats.append(seatBox);
  });
  drawn.append(seats);
  const piles = el("div", undefined, { className: "piles" });
  (model.piles || []).forEach((pile, index) => {
    const pileBox = box(`${pile.label} ${pile.count}`, pile.focused ? ["focused-box"] : []);
    const faces = pile.top && pile.top.length ? pile.top : (pile.count ? [{ kind: "back" }] : []);
    pileBox.append(cardRow(faces, "small"));
    if (last && last.place === "pile" && last.index === index) lastMark(pileBox, last);
    piles.append(pileBox);
  });
  drawn.append(piles);
  const own = el("div", undefined, { className: "own" });
  for (const row of model.own_rows || []) {
    const rowBox = box(row.label, row.focused ? ["focused-box"] : []);
    rowBox.append(cardRow(row.cards, "small"));
    own.append(rowBox);
  }
  if (last && last.place === "own" && own.firstChild) lastMark(own.firstChild, last);
  drawn.append(own);
  const hand = box(model.hand?.label || "", model.my_turn ? ["hand", "to-move"] : ["hand"]);
  hand.append(cardRow(model.hand?.cards, "large"));
  if (last && last.place === "hand") lastMark(hand, last);
  drawn.append(hand);
  for (const [items, focus] of [[model.question, model.question_focus],
    [model.actions, model.action_focus]]) {
    if (!items || !items.length) continue;
    const tiles = el("div", undefined, { className: "tiles" });
    items.forEach((item, index) => {
      tiles.append(el("p", item, { className: index === focus ? "tile focused" : "tile" }));
    });
    drawn.append(tiles);
  }
  for (const note of model.notes || []) drawn.append(el("p", note, { className: "note" }));
  return drawn;
}
