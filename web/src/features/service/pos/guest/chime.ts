/** A short two-note chime (Web Audio: no sound file to load); silent where the browser blocks audio. */
export function chime(): void {
  try {
    const audio = new AudioContext();
    [880, 1320].forEach((hz, n) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.15, audio.currentTime + n * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + n * 0.18 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + n * 0.18);
      osc.stop(audio.currentTime + n * 0.18 + 0.3);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    /* no audio here */
  }
}
