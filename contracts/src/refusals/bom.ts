import type { RefusalCatalogue } from './catalogue';

// The refusals of the bom area (server/src/modules): code -> its text in each language.
export const BOM_REFUSALS = {
  // inventory.service.ts, resources/icmo.resource.ts
  'bom.no_icbom': { 'en-US': 'no icbom {id}', 'zh-CN': '物料清单 {id} 不存在' },
  // bom.service.ts
  'bom.cycle': {
    'en-US': 'BOM {fnumber} {version} has a cycle: {path} (a material is part of itself)',
    'zh-CN': 'BOM {fnumber} {version} 存在循环：{path}（物料包含了自身）',
  },
  'bom.too_many_lines': {
    'en-US': 'BOM {fnumber} expands to more than {max} lines',
    'zh-CN': 'BOM {fnumber} 展开后超过 {max} 行',
  },
  'bom.too_deep': { 'en-US': 'BOM {fnumber} is deeper than {max} levels', 'zh-CN': 'BOM {fnumber} 超过 {max} 层' },
  // resources/change-record.ts: the parent a change record belongs to
  'bom.change_record_of_icbom': {
    'en-US': 'cannot change: a change record belongs to its BOM',
    'zh-CN': '不能修改：变更记录属于其 BOM',
  },
  'bom.change_record_of_icmo': {
    'en-US': 'cannot change: a change record belongs to its production order',
    'zh-CN': '不能修改：变更记录属于其生产任务单',
  },
  // bom-orders.calls.ts, icma.service.ts
  'bom.number_range': {
    'en-US': 'must be a number above 0 and at most {max}',
    'zh-CN': '必须是大于 0 且不超过 {max} 的数',
  },
  // icma.service.ts: issuing and returning the materials of a requisition
  'bom.no_icma': { 'en-US': 'no icma {id}', 'zh-CN': '领料单 {id} 不存在' },
  'bom.requisition_unchecked': {
    'en-US': 'requisition {fbillno} is not checked: check (approve) it before issuing or returning',
    'zh-CN': '领料单 {fbillno} 未审核：请先审核再发料或退料',
  },
  'bom.requisition_disabled': { 'en-US': 'requisition {fbillno} is disabled', 'zh-CN': '领料单 {fbillno} 已禁用' },
  'bom.not_on_requisition': {
    'en-US': 'material {icitem_id} is not on requisition {fbillno}',
    'zh-CN': '物料 {icitem_id} 不在领料单 {fbillno} 上',
  },
  'bom.over_issue': {
    'en-US':
      'issuing {qty} of {fnumber} would make {total} issued, more than the {limit} allowed ({requested} requested)',
    'zh-CN': '物料 {fnumber} 发料 {qty} 后已发 {total}，超过允许的 {limit}（需求 {requested}）',
  },
  'bom.over_issue_percent': {
    'en-US':
      'issuing {qty} of {fnumber} would make {total} issued, more than the {limit} allowed ({requested} requested + {over}%)',
    'zh-CN': '物料 {fnumber} 发料 {qty} 后已发 {total}，超过允许的 {limit}（需求 {requested} + {over}%）',
  },
  'bom.return_over_issued': {
    'en-US': 'returning {qty} of {fnumber}, but only {issued} is issued',
    'zh-CN': '物料 {fnumber} 退料 {qty}，但仅已发 {issued}',
  },
  'bom.requisition_fully_issued': {
    'en-US': 'requisition {fbillno} is fully issued: nothing left to issue',
    'zh-CN': '领料单 {fbillno} 已全部发料：没有待发的物料',
  },
  'bom.move_items': {
    'en-US': 'must be an array of 1 to {max} { icitem_id, qty, barcode? }',
    'zh-CN': '必须是 1 到 {max} 个 { icitem_id, qty, barcode? } 组成的数组',
  },
  // icma.resource.ts
  'bom.requisition_plan_fixed': {
    'en-US': 'cannot change: a requisition belongs to its process plan',
    'zh-CN': '不能修改：领料单属于其工艺计划',
  },
} as const satisfies RefusalCatalogue;
