import type { TFunction } from 'i18next';
import { msdAt, type SlotMsd } from '@mes/contracts';
import { i18n } from '../i18n';

// A loaded reel's floor life on the SMT board (docs/msd.md): its own labels (namespace 'msd') and the wording.
export const MSD_NS = 'msd';

const BUNDLES = {
  'zh-CN': {
    msl: 'MSL {{msl}}',
    left: '剩余 {{time}}',
    unlimited: '不限',
    paused: '干燥存放中',
    sealed: '未拆封',
    exceeded: '车间寿命超期',
    bake: '使用前须烘烤',
    hours: '{{h}} 小时',
    days: '{{d}} 天 {{h}} 小时',
  },
  'en-US': {
    msl: 'MSL {{msl}}',
    left: '{{time}} left',
    unlimited: 'unlimited',
    paused: 'in dry storage',
    sealed: 'sealed',
    exceeded: 'floor life exceeded',
    bake: 'bake before use',
    hours: '{{h}} h',
    days: '{{d}} d {{h}} h',
  },
} as const;
for (const [lng, bundle] of Object.entries(BUNDLES)) i18n.addResourceBundle(lng, MSD_NS, bundle, true, true);

type T = TFunction<typeof MSD_NS>;

function duration(t: T, h: number): string {
  if (h < 48) return t('hours', { h: h.toFixed(1) });
  return t('days', { d: Math.floor(h / 24), h: Math.floor(h % 24) });
}

/** The slot's floor-life line and whether the reel is blocked, at `now`. */
export function msdLine(t: T, m: SlotMsd, now: number): { text: string; blocked: boolean } {
  const { remaining_h, blocked } = msdAt(m, now);
  const msl = t('msl', { msl: m.msl });
  if (blocked) return { text: `${msl} · ${m.bake_required && remaining_h !== 0 ? t('bake') : t('exceeded')}`, blocked };
  if (remaining_h === null) return { text: `${msl} · ${t('unlimited')}`, blocked };
  const left = t('left', { time: duration(t, remaining_h) });
  if (m.state === 'dry') return { text: `${msl} · ${left} · ${t('paused')}`, blocked };
  if (m.state === 'sealed') return { text: `${msl} · ${t('sealed')}`, blocked };
  return { text: `${msl} · ${left}`, blocked };
}
