import { useSyncExternalStore } from 'react';

let ctx: AudioContext | null = null;

/** The page's one audio context, made on first use; null where there is no audio at all. */
function audio(): AudioContext | null {
  try {
    ctx ??= new AudioContext();
  } catch {
    return null;
  }
  return ctx;
}

/** A short two-tone beep for a new ticket (WebAudio; no sound file). Silent until the page had a user gesture. */
export function beep(): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume();
    const now = ctx.currentTime;
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      osc.type = 'sine';
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.4, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.18);
      osc.stop(now + i * 0.18 + 0.17);
    });
  } catch {
    // No audio device or autoplay refused: the ticket still shows.
  }
}

/** Called from a tap: the browser lets the audio start now; a beep says it works. */
export function enableSound(): void {
  const ctx = audio();
  if (!ctx) return;
  void ctx.resume().then(beep, () => undefined);
}

const subscribe = (onChange: () => void) => {
  const ctx = audio();
  ctx?.addEventListener('statechange', onChange);
  return () => ctx?.removeEventListener('statechange', onChange);
};

/** Whether the browser holds the sound back until someone touches the screen (its autoplay rule). */
export function useIsSoundBlocked(): boolean {
  return useSyncExternalStore(subscribe, () => audio()?.state === 'suspended');
}
