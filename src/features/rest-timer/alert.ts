/**
 * The end of a rest: a short double beep (Web Audio, no file) and a
 * vibration where the device allows. Browsers only let a page make sound
 * after the user touched it, so the first tap on the page unlocks the audio
 * context (the set just logged is such a tap).
 */
let ctx: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    ctx = null;
  }
  return ctx;
}

/** Creates or resumes the audio context within a user gesture. */
export function unlockAudio() {
  const c = audioContext();
  if (c && c.state === 'suspended') void c.resume().catch(() => undefined);
}

function beep(c: AudioContext, at: number, frequency: number, length = 0.18) {
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.type = 'sine';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(c.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

export function playRestOver() {
  const c = audioContext();
  if (c) {
    try {
      if (c.state === 'suspended') void c.resume().catch(() => undefined);
      const t = c.currentTime + 0.01;
      beep(c, t, 880);
      beep(c, t + 0.28, 1175);
    } catch {
      // No sound on this device: the vibration and the text remain.
    }
  }
  // Browsers refuse (and complain) before the user has touched the page.
  const touched = typeof navigator === 'undefined' || (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive !== false;
  if (touched && typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate([200, 100, 200]);
    } catch {
      // Not allowed here.
    }
  }
}
