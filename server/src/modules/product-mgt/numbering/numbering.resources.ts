import { checkNumberRule, PolicyBuildStatus, SnPolicyType } from '@mes/contracts';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, run, sql } from '../../../core/db/sql';
import {
  defineResource,
  type FieldDef,
  type ResourceDef,
  type ResourceHooks,
} from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, ref, tr } from '../../basicdata';

export type NumberKind = 'sn' | 'bn';

/** a policy of rule type makes numbers from its rule; the other types take them from a file (docs/numbering.md). */
export const isRulePolicy = (kind: NumberKind, policyType: number) =>
  kind === 'sn' ? policyType === SnPolicyType.RULE : policyType === 0;

const EXAMPLE_RULE = {
  parts: [
    { type: 'text', value: 'SN' },
    { type: 'date', format: 'yy' },
    { type: 'date', format: 'mm' },
    { type: 'seq', width: 6, radix: 36, exclude: 'OI', reset: 'month' },
  ],
  timezone: 'Asia/Shanghai',
};

// A rule given is checked whole; the refusal names the part and its field (400 `rule.parts[2].width: …`).
const RULE_HOOK: ResourceHooks = {
  beforeWrite(input) {
    const rule = input.rule;
    // a policy may be saved before its rule is written; calc and build refuse it until then
    if (rule === null || rule === undefined) return input;
    const checked = checkNumberRule(rule);
    if (!checked.ok) {
      const first = checked.problems[0];
      throw refuseAs(400, first.field, first.code, first.params, {
        field: first.field,
        problems: checked.problems.map(({ field, message }) => ({ field, message })),
      });
    }
    return { ...input, rule: checked.rule };
  },
};

function policy(kind: NumberKind): ResourceDef {
  const sn = kind === 'sn';
  const typeField: FieldDef = sn
    ? { type: 'int', label: tr('策略类型', 'Policy type'), default: 0, enum: SnPolicyType.codes }
    : {
        type: 'int',
        label: tr('策略类型 (0 规则, 其他 文件)', 'Policy type (0 rule, other file)'),
        default: 0,
        min: 0,
        maxValue: 99,
      };
  return defineResource({
    name: `${kind}_policy`,
    module: 'product_mgt',
    table: `${kind}_policy`,
    label: sn ? tr('序列号策略', 'Serial number policy') : tr('批次号策略', 'Batch number policy'),
    fields: {
      fnumber: fnumber('策略编码', 'Policy code'),
      fname: fname('策略名称', 'Policy name'),
      ftype: typeField,
      rule: { type: 'json', label: tr('编码规则', 'Numbering rule'), nullable: true },
      product_id: ref('product', '产品', 'Product'),
      build_status: {
        type: 'int',
        label: tr('生成状态', 'Build status'),
        readonly: true,
        default: PolicyBuildStatus.READY,
        enum: PolicyBuildStatus.codes,
      },
      build_message: { type: 'string', label: tr('生成信息', 'Build message'), max: 512, readonly: true, default: '' },
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: { product: { resource: 'product', via: 'product_id' } },
    listColumns: ['fnumber', 'fname', 'ftype', 'build_status', 'product_id'],
    io: false,
    example: { ftype: 0, rule: EXAMPLE_RULE },
    hooks: RULE_HOOK,
  });
}

const SN_USED = sql(
  'product-mgt.numbering.sn_used',
  `SELECT EXISTS (SELECT 1 FROM sn_state WHERE sn = $1) AS state,
              EXISTS (SELECT 1 FROM station_log WHERE sn = $1) AS reports,
              EXISTS (SELECT 1 FROM reworder_sn WHERE sn = $1) AS rework`,
  { notNull: ['state', 'reports', 'rework'] },
);
const SN_LEAVES_ORDER = sql(
  'product-mgt.numbering.sn_leaves_order',
  'DELETE FROM worder_sn WHERE sn = $1 AND worder_id = $2',
);

// A serial number with station reports, a routing state or in a rework order stays as the record of what was made;
// one never used leaves its work order's SN list with it. Batch numbers are not used in production yet.
const SN_DELETE_HOOK: ResourceHooks = {
  async beforeDelete(row, db) {
    const used = (await first(db, SN_USED, [String(row.sn)]))!;
    if (used.state || used.reports || used.rework) {
      const code = used.reports
        ? 'product.numbering_sn_in_production_reports'
        : used.rework
          ? 'product.numbering_sn_in_production_rework'
          : 'product.numbering_sn_in_production_state';
      throw refuse('id', code, { sn: String(row.sn) });
    }
    if (row.worder_id !== null) await run(db, SN_LEAVES_ORDER, [String(row.sn), Number(row.worder_id)]);
  },
};

function table(kind: NumberKind): ResourceDef {
  const sn = kind === 'sn';
  return defineResource({
    name: `${kind}_table`,
    module: 'product_mgt',
    table: `${kind}_table`,
    label: sn ? tr('序列号表', 'Serial numbers') : tr('批次号表', 'Batch numbers'),
    fields: {
      [kind]: {
        type: 'string',
        label: sn ? tr('序列号', 'Serial number') : tr('批次号', 'Batch number'),
        max: 64,
        required: true,
        readonly: true,
        search: true,
      },
      policy_id: { type: 'int', label: tr('策略', 'Policy'), ref: `${kind}_policy`, required: true, readonly: true },
      worder_id: { type: 'int', label: tr('工单', 'Work order'), ref: 'worder', nullable: true, readonly: true },
      build_id: { type: 'int', label: tr('生成批次', 'Build'), nullable: true, readonly: true },
      status: {
        type: 'int',
        label: tr('状态 (0 未分配, 1 已分配)', 'Status (0 free, 1 assigned)'),
        enum: [0, 1],
        default: 0,
        readonly: true,
      },
      source: {
        type: 'int',
        label: tr('来源 (0 规则, 1 文件, 2 导入)', 'Source (0 rule, 1 file, 2 import)'),
        enum: [0, 1, 2],
        default: 0,
        readonly: true,
      },
      row_no: { type: 'int', label: tr('文件行号', 'File row'), default: 0, readonly: true },
    },
    relations: {
      policy: { resource: `${kind}_policy`, via: 'policy_id' },
      worder: { resource: 'worder', via: 'worder_id' },
    },
    listColumns: [kind, 'policy_id', 'worder_id', 'status', 'source'],
    actions: ['get', 'list', 'delete'],
    hooks: kind === 'sn' ? SN_DELETE_HOOK : undefined,
    io: false,
    maxPageSize: 10_000,
  });
}

export const snPolicyResource = policy('sn');
export const bnPolicyResource = policy('bn');
export const snTableResource = table('sn');
export const bnTableResource = table('bn');
export const NUMBERING_RESOURCES = [snPolicyResource, snTableResource, bnPolicyResource, bnTableResource];
/** each kind's policy and table, as declared: the numbering's own writes announce them (resourceEvent) */
export const NUMBERING_OF: Record<NumberKind, { policy: ResourceDef; table: ResourceDef }> = {
  sn: { policy: snPolicyResource, table: snTableResource },
  bn: { policy: bnPolicyResource, table: bnTableResource },
};
