import type { TFunction } from 'i18next';
import { msdAt, type SlotMsd } from '@mes/contracts';
import './msd-words';

// A loaded reel's floor life on the SMT board (docs/msd.md): its words (msd-words.ts) and the wording.

type T = TFunction;

function duration(t: T, h: number): string {
  if (h < 48) return t('msd.hours', { h: h.toFixed(1) });
  return t('msd.days', { d: Math.floor(h / 24), h: Math.floor(h % 24) });
}

/** The slot's floor-life line and whether the reel is blocked, at `now`. */
export function msdLine(t: T, m: SlotMsd, now: number): { text: string; blocked: boolean } {
  const { remaining_h, blocked } = msdAt(m, now);
  const msl = t('msd.msl', { msl: m.msl });
  if (blocked)
    return { text: `${msl} · ${m.bake_required && remaining_h !== 0 ? t('msd.bake') : t('msd.exceeded')}`, blocked };
  if (remaining_h === null) return { text: `${msl} · ${t('msd.unlimited')}`, blocked };
  const left = t('msd.left', { time: duration(t, remaining_h) });
  if (m.state === 'dry') return { text: `${msl} · ${left} · ${t('msd.paused')}`, blocked };
  if (m.state === 'sealed') return { text: `${msl} · ${t('msd.sealed')}`, blocked };
  return { text: `${msl} · ${left}`, blocked };
}
