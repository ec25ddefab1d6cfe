import { registerWords } from '../i18n/words';

// The line board's SPC panel and andon words (docs/spc.md, "On the boards"); the rules' words are contracts'
// SPC_RULE_LABELS.
export const SPC_WORDS = registerWords({
  'zh-CN': {
    spc: {
      title: 'SPC 过程控制',
      hold: '暂停',
      alarm: '报警',
      andonHold: 'SPC 工站暂停',
      open: '{{count}} 个报警',
      none: '本产线没有 SPC 特性',
      noPoints: '尚无数据点',
      noLimits: '控制限未冻结',
      last: '最新',
    },
  },
  'en-US': {
    spc: {
      title: 'SPC',
      hold: 'HOLD',
      alarm: 'ALARM',
      andonHold: 'SPC hold',
      open: '{{count}} alarm(s)',
      none: 'No SPC characteristics on this line',
      noPoints: 'No points yet',
      noLimits: 'Limits not frozen',
      last: 'Last',
    },
  },
});
