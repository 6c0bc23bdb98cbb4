let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  // Browsers start audio only after the person has touched the page: a context made earlier waits.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Call from a click or key press: the next beep may then sound even if it comes without one. */
export function primeBeep() {
  try {
    audio();
  } catch {
    // No audio here; the toast is the alert.
  }
}

/** A short two-note chime made on the spot (no sound file to download). */
export function playBeep() {
  try {
    const ctx = audio();
    if (!ctx) return;
    const start = ctx.currentTime;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    gain.connect(ctx.destination);
    const tone = ctx.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(1320, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.36);
  } catch {
    // No audio here; the toast is the alert.
  }
}
