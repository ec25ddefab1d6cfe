import { registerWords } from '../i18n/words';

// The SMT board's floor-life words (docs/msd.md), kept out of the shared locale files; registerWords adds them to the app,
// the locale spec checks them with the rest.
export const MSD_WORDS = registerWords({
  'zh-CN': {
    msd: {
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
  },
  'en-US': {
    msd: {
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
  },
});
