import type { Translated } from '@mes/contracts';
import { tr } from '../basicdata';
import { SETTINGS as SMT } from '../smt';

// The hub's global settings (docs/system-pages.md), grouped as the page shows them. Each names where it is kept:
// the SMT calls' own smt_setting rows (read by their services at every use, so a change applies at once) or the
// hub's global_setting table. Bounds and defaults of the SMT ones are those of smt-settings.ts, never copied.

export type SettingType =
  { type: 'int'; min: number; max: number; default: number } | { type: 'bool'; default: boolean };

export type SettingStore = { table: 'smt_setting'; scope: keyof typeof SMT; key: string } | { table: 'global_setting' };

export type SettingDef = SettingType & { label: Translated; about: Translated; unit?: Translated; store: SettingStore };

export type SettingGroup = { name: string; label: Translated; settings: Record<string, SettingDef> };

function smt<S extends keyof typeof SMT>(scope: S, key: keyof (typeof SMT)[S] & string) {
  const spec = SMT[scope][key] as
    { type: 'int'; min: number; max: number; default: number } | { type: 'bool'; default: boolean };
  const type: SettingType =
    spec.type === 'int'
      ? { type: 'int', min: spec.min, max: spec.max, default: spec.default }
      : { type: 'bool', default: spec.default };
  return { ...type, store: { table: 'smt_setting', scope, key } as const };
}

const PERCENT = tr('%', '%');

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    name: 'feeding',
    label: tr('SMT 上料', 'SMT feeding'),
    settings: {
      'smt_feeder.lock_after_failures': {
        ...smt('smt_feeder', 'lock_after_failures'),
        label: tr('连续扫错锁定次数', 'Failed scans that lock a slot'),
        about: tr(
          '同一料站连续扫错这么多次后锁定，需班长解锁',
          'A slot locks after this many wrong reels in a row; a supervisor unlocks it',
        ),
      },
    },
  },
  {
    name: 'scheduling',
    label: tr('排产', 'Scheduling'),
    settings: {
      'production_scheduling.remove_on_finish': {
        ...smt('production_scheduling', 'remove_on_finish'),
        label: tr('完工后移出队列', 'Finished orders leave the queue'),
        about: tr('完工或取消的工单自动移出产线队列', 'A finished or cancelled order leaves its line queue by itself'),
      },
      'production_scheduling.max_queue': {
        ...smt('production_scheduling', 'max_queue'),
        label: tr('产线队列上限', 'Orders per line queue'),
        about: tr('一条产线排产队列最多容纳的工单数', 'The most orders one line queue holds'),
      },
    },
  },
  {
    name: 'materials',
    label: tr('物料', 'Materials'),
    settings: {
      'icma.over_issue_percent': {
        ...smt('icma', 'over_issue_percent'),
        unit: PERCENT,
        label: tr('领料超发比例', 'Over-issue allowed on requisitions'),
        about: tr('领料单可超出申请数量发料的百分比', 'Percent a requisition may issue beyond its requested quantity'),
      },
      'material_prepare.attrition_percent': {
        ...smt('material_prepare', 'attrition_percent'),
        unit: PERCENT,
        label: tr('备料损耗比例', 'Attrition added to preparations'),
        about: tr(
          '备料时为贴片机抛料追加的百分比',
          "Percent added to a feeder list's need for the parts a placement machine drops",
        ),
      },
    },
  },
  {
    name: 'system',
    label: tr('系统', 'System'),
    settings: {
      'op_log.retention_days': {
        type: 'int',
        min: 7,
        max: 3650,
        default: 180,
        unit: tr('天', 'days'),
        store: { table: 'global_setting' },
        label: tr('操作日志保留天数', 'Keep the operation log for'),
        about: tr('更早的操作日志每小时清理一次', 'Older entries of the operation log are removed every hour'),
      },
      'tour.show_new_accounts': {
        type: 'bool',
        default: true,
        store: { table: 'global_setting' },
        label: tr('新账号首次登录显示导览', 'Show the tour to new accounts'),
        about: tr('关闭后，未看过导览的账号也不再显示', 'When off, no account is shown the first-login tour'),
      },
    },
  },
];

/** every setting by its key ('group-free': 'op_log.retention_days'). */
export const SETTING_DEFS: ReadonlyMap<string, SettingDef> = new Map(
  SETTING_GROUPS.flatMap((g) => Object.entries(g.settings)),
);
