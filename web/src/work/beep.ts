// A short sound per verdict (WebAudio, nothing to download): one high tone for a pass, two low ones for a fail or a
// refusal, a rising pair for a notice. A browser that blocks audio just stays silent.

export type BeepKind = 'pass' | 'fail' | 'notice';

type Tone = { hz: number; ms: number; wave: OscillatorType };
const TONES: Record<BeepKind, Tone[]> = {
  pass: [{ hz: 1320, ms: 110, wave: 'sine' }],
  fail: [
    { hz: 220, ms: 180, wave: 'square' },
    { hz: 0, ms: 70, wave: 'sine' },
    { hz: 220, ms: 260, wave: 'square' },
  ],
  notice: [
    { hz: 660, ms: 120, wave: 'triangle' },
    { hz: 990, ms: 160, wave: 'triangle' },
  ],
};

let ctx: AudioContext | null = null;

export function beep(kind: BeepKind): void {
  try {
    const Ctor = window.AudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume();
    let at = ctx.currentTime;
    for (const tone of TONES[kind]) {
      if (tone.hz > 0) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = tone.wave;
        osc.frequency.value = tone.hz;
        gain.gain.setValueAtTime(0.15, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
        osc.connect(gain).connect(ctx.destination);
        osc.start(at);
        osc.stop(at + tone.ms / 1000);
      }
      at += tone.ms / 1000;
    }
  } catch {
    // no audio on this PC
  }
}
