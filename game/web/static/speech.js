// Speech: every say line goes to a live region and to the history, in order.
//
// Polite lines are appended to the polite region, one element a line, never
// replacing one another: a screen reader queues each addition, so none is
// dropped or reordered even when fifty come in one message (a region whose
// text is replaced says only the last). Interrupt lines replace the assertive
// region's text, as the desktop interrupts its speech. The history is a plain
// list (not live) that a screen reader reads as a list.
// Optionally the browser's own voice (Web Speech API) speaks the same lines,
// for players without a screen reader.

import { el } from "./words.js";

/** How long a polite line stays in its region: the screen reader queued it
 * when it was added; pruning keeps the page from growing forever. */
const POLITE_KEEP_MS = 60_000;
const PRUNE_EVERY_MS = 10_000;
/** The history keeps this many lines (the oldest go first). */
const HISTORY_LINES = 1000;

let polite, assertive, history;
let voiceOn = false;
let lineLang = "en";
/** Flips at each interrupt line, so that the same line twice is a change
 * the screen reader announces again. */
let flip = false;

export function startSpeech() {
  polite = document.getElementById("polite");
  assertive = document.getElementById("assertive");
  history = document.getElementById("history");
  setInterval(prunePolite, PRUNE_EVERY_MS);
}

function prunePolite() {
  const oldest = Date.now() - POLITE_KEEP_MS;
  while (polite.firstElementChild && Number(polite.firstElementChild.dataset.at) < oldest) {
    polite.firstElementChild.remove();
  }
}

/** Speak `lines` ({text, interrupt}) in order. */
export function say(lines) {
  const added = document.createDocumentFragment();
  for (const line of lines) {
    const text = String(line.text ?? "");
    if (line.interrupt) {
      // Polite lines of this message gathered so far go first: order kept.
      polite.append(added);
      interrupt(text);
    } else {
      added.append(el("p", text, { "data-at": Date.now(), lang: lineLang }));
    }
    addToHistory(text);
    speakAloud(text, Boolean(line.interrupt));
  }
  polite.append(added);
}

/** One sentence in the assertive region, in place of what was there. */
function interrupt(text) {
  flip = !flip;
  // A new element each time, with a no-break space on every other one: a
  // repeated sentence is still a change, and is said again.
  assertive.replaceChildren(el("p", flip ? text : text + "\u00a0", { lang: lineLang }));
}

function addToHistory(text) {
  // Each line keeps the language it was said in: after a change of
  // language a screen reader still reads the older lines with their voice.
  history.append(el("li", text, { lang: lineLang }));
  while (history.childElementCount > HISTORY_LINES) history.firstElementChild.remove();
  // Every line ever added, the oldest let go included: the list's start
  // says what it starts at (and a script knows a line came).
  const total = Number(history.dataset.total || 0) + 1;
  history.dataset.total = String(total);
  history.start = Math.max(1, total - history.childElementCount + 1);
}

/** The browser's own voice, off by default; in the page's language (also
 * the language each line is marked with). */
export function setVoice(on, lang) {
  voiceOn = Boolean(on) && "speechSynthesis" in window;
  if (lang) lineLang = lang;
  if (!voiceOn && "speechSynthesis" in window) window.speechSynthesis.cancel();
}

/** Stop the own voice (stop_speech: a lone Ctrl, as the desktop's). */
export function stopSpeaking() {
  if ("speechSynthesis" in window) window.speechSynthesis.cancel();
}

function speakAloud(text, cut) {
  if (!voiceOn || !text) return;
  const synth = window.speechSynthesis;
  // An interrupt line cuts what is queued, as the desktop's voice does.
  if (cut) synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lineLang;
  synth.speak(utterance);
}
