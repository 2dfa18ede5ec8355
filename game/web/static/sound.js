// Sound cues through Web Audio: each say line's cue from /web/sounds/<cue>.wav,
// fetched and decoded once, played at the player's volume, silent when muted.
// Browsers start an audio context suspended until the player acts on the
// page, so it is resumed at the first key or touch.

const CUE_NAME = /^[a-z_]+$/;  // the sounds/ folder's names; nothing else is fetched

let context = null;
let gain = null;
let volume = 0.8;
let muted = false;
const buffers = new Map();  // cue name -> Promise of its decoded AudioBuffer

function audio() {
  if (context === null && "AudioContext" in window) {
    context = new AudioContext();
    gain = context.createGain();
    gain.connect(context.destination);
    applyVolume();
  }
  return context;
}

function applyVolume() {
  if (gain !== null) gain.gain.value = muted ? 0 : volume;
}

/** Resume the audio at the first key or touch anywhere on the page. */
export function startSound() {
  const wake = () => {
    const ctx = audio();
    if (ctx !== null && ctx.state === "suspended") ctx.resume().catch(() => {});
  };
  for (const kind of ["keydown", "pointerdown", "touchstart"]) {
    document.addEventListener(kind, wake, { capture: true, passive: true });
  }
}

export function setSound(newVolume, newMuted) {
  if (typeof newVolume === "number" && Number.isFinite(newVolume)) {
    volume = Math.min(1, Math.max(0, newVolume));
  }
  muted = Boolean(newMuted);
  applyVolume();
}

function load(cue) {
  if (!buffers.has(cue)) {
    const ctx = audio();
    const decoded = fetch(`/web/sounds/${cue}.wav`)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then((data) => ctx.decodeAudioData(data))
      .catch(() => null);  // a missing cue is silence, never an error the player meets
    buffers.set(cue, decoded);
  }
  return buffers.get(cue);
}

/** Play `cue` (a name, or null for none). */
export function playCue(cue) {
  if (!cue || muted || !CUE_NAME.test(cue) || audio() === null) return;
  load(cue).then((buffer) => {
    if (buffer === null || context.state !== "running") return;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(gain);
    source.start();
  });
}
