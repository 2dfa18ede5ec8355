// The page's start: the WebSocket to the web part (docs/web.md), each
// message it sends drawn or spoken, and the settings form. Reconnects with a
// growing wait when the socket closes (the web part starts a fresh player).

import { listenForKeys } from "./keys.js";
import { drawLine, drawMenu, drawText, listenForBack } from "./screens.js";
import { playCue, setSound, startSound } from "./sound.js";
import { say, setVoice, startSpeech, stopSpeaking } from "./speech.js";
import { drawTableScreen, resetTable } from "./table.js";
import { applyWords, el, setWords, word } from "./words.js";

const THEMES = new Set(["yellow", "white", "paper", "black"]);
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 10_000;

let socket = null;
let wait = FIRST_WAIT_MS;
let lostSaid = false;  // the loss is said once, not at every try that fails
let bindings = {};
let lang = "en";
let shownScreen = "";  // the kind and title of the screen on show
// The lines this socket has brought, sent with every message: a move key
// pressed before a new deal's opening came acts on nothing (docs/web.md).
let heard = 0;

const $ = (id) => document.getElementById(id);

function send(message) {
  if (socket !== null && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ ...message, heard }));
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(`${scheme}${location.host}/web`);
  socket.addEventListener("open", () => {
    heard = 0;  // a new socket is a new player at the web part
    wait = FIRST_WAIT_MS;
    lostSaid = false;
    if (document.hidden) send({ type: "visible", visible: false });
  });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    // One frame holds one message, or the list of those made together.
    for (const one of Array.isArray(message) ? message : [message]) {
      if (one && typeof one === "object") receive(one);
    }
  });
  socket.addEventListener("close", () => {
    socket = null;
    if (!lostSaid) {
      lostSaid = true;
      // Said as an interrupt line: in the history, and by the own voice too.
      say([{ text: word("web-connection-lost",
        "The connection to the game was lost; connecting again."), interrupt: true }]);
    }
    setTimeout(connect, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  });
}

const HANDLERS = {
  page(message) {
    lang = typeof message.lang === "string" ? message.lang : "en";
    document.documentElement.lang = lang;
    setWords(message.words);
    bindings = message.keys || {};
    applyWords();
    resetTable();  // the lists' headings are labels too: drawn again at the next screen
    document.title = word("web-title", "Parlour");
    $("fallback").hidden = true;
    fillLanguages(message.languages || []);
    setVoice($("set-voice").checked, lang);
  },
  say(message) {
    const lines = Array.isArray(message.lines) ? message.lines : [];
    heard += lines.length;
    say(lines);
    for (const line of lines) playCue(line.cue);
  },
  screen(message) { showScreen(message.screen || {}); },
  settings(message) {
    const theme = THEMES.has(message.theme) ? message.theme : "yellow";
    document.documentElement.dataset.theme = theme;
    $("set-theme").value = theme;
    if (typeof message.volume === "number") $("set-volume").value = Math.round(message.volume * 100);
    $("set-mute").checked = Boolean(message.muted);
    setSound(message.volume, message.muted);
    // The browser's voice is this browser's own choice, kept by the page;
    // a web part that keeps it too may turn it on.
    if (message.voice === true) setOwnVoice(true);
  },
};

function receive(message) {
  // Own names only: a message typed "constructor" is no handler.
  if (typeof message.type === "string" && Object.hasOwn(HANDLERS, message.type)) {
    HANDLERS[message.type](message);
  }
}

const DRAW = { menu: drawMenu, line: drawLine, text: drawText };

function showScreen(screen) {
  const identity = `${screen.kind}\u0000${screen.title ?? ""}`;
  const isNew = identity !== shownScreen;
  shownScreen = identity;
  const root = $("screen");
  const tableRegion = $("table");
  const hadFocus = root.contains(document.activeElement);
  if (screen.kind === "table") {
    root.replaceChildren();
    root.hidden = true;
    tableRegion.hidden = false;
    if (isNew) resetTable();
    // Whether the player's keys wait for the others: a style may show it,
    // and a script driving the page waits on it, as a desktop key script does.
    tableRegion.dataset.busy = screen.busy ? "true" : "false";
    // A deal's summary waits for the player's Enter, whoever moves next.
    tableRegion.dataset.between = !screen.table && screen.results ? "true" : "false";
    drawTableScreen($("table-results"), $("table-keys"), $("table-lists"), screen, send);
    if (isNew) {
      // The keys' region takes the focus, as the desktop's table does; the
      // view starts at the region's top, where the results are.
      $("table-keys").focus({ preventScroll: true });
      tableRegion.scrollIntoView({ block: "start" });
    }
    return;
  }
  tableRegion.hidden = true;
  root.hidden = false;
  const draw = DRAW[screen.kind];
  if (!draw) return;
  // The same line again (the web part may send its screen after any change)
  // keeps the form as it is: what the player is typing is not lost.
  if (!isNew && screen.kind === "line" && $("line-input")) return;
  const place = hadFocus ? document.activeElement.dataset.index : undefined;
  const first = draw(root, screen, send);
  // The focus moves to the screen's own focus when the screen changes (as
  // on the desktop); when the same screen is drawn again it stays on the
  // item the player was on; otherwise their place (the history, the
  // settings) is left alone.
  const again = place === undefined ? null : root.querySelector(`[data-index="${place}"]`);
  if (!isNew && again) again.focus();
  else if ((isNew || hadFocus) && first) first.focus();
}

function fillLanguages(languages) {
  const select = $("set-lang");
  select.replaceChildren(...languages.map(([code, name]) => el("option", name, { value: code })));
  select.value = lang;
}

function listenToSettings() {
  $("settings-form").addEventListener("submit", (event) => event.preventDefault());
  $("set-lang").addEventListener("change", (event) => send({ type: "lang", lang: event.target.value }));
  $("set-theme").addEventListener("change", (event) => {
    document.documentElement.dataset.theme = event.target.value;
    send({ type: "setting", name: "theme", value: event.target.value });
  });
  $("set-volume").addEventListener("change", (event) => {
    const volume = Number(event.target.value) / 100;
    setSound(volume, $("set-mute").checked);
    send({ type: "setting", name: "volume", value: volume });
  });
  $("set-mute").addEventListener("change", (event) => {
    setSound(Number($("set-volume").value) / 100, event.target.checked);
    send({ type: "setting", name: "muted", value: event.target.checked });
  });
  $("set-voice").addEventListener("change", (event) => setOwnVoice(event.target.checked));
  // In the background the web part rings the turn's bell as a cue. A page
  // being left is hidden too (pagehide comes first): that is not said.
  let leaving = false;
  window.addEventListener("pagehide", () => { leaving = true; });
  window.addEventListener("pageshow", () => { leaving = false; });
  document.addEventListener("visibilitychange", () => {
    if (!leaving) send({ type: "visible", visible: !document.hidden });
  });
}

const VOICE_KEPT = "parlour-voice";

/** The browser's own voice on or off, kept in this browser for next time
 * (the web part keeps no such setting: a desktop player has the game's own). */
function setOwnVoice(on) {
  $("set-voice").checked = on;
  setVoice(on, lang);
  try {
    localStorage.setItem(VOICE_KEPT, on ? "on" : "off");
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
}

function keptVoice() {
  try {
    return localStorage.getItem(VOICE_KEPT) === "on";
  } catch {
    return false;
  }
}

function start() {
  startSpeech();
  startSound();
  listenToSettings();
  if (keptVoice()) setOwnVoice(true);
  listenForKeys($("table-keys"), () => bindings, send, { stop_speech: stopSpeaking });
  listenForBack($("screen"), send);
  connect();
}

start();
