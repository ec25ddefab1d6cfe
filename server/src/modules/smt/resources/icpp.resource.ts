import { IcppFreezeFlag, IcppStatus } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, fname, int, oneOf, ref, relationsTo, str, tr } from '../../basicdata';
import { checkPlanWindow, fbillno } from '../../product-mgt';
import { byWorderLookup, bySnLookup } from '../../product-mgt';
import { sideField, statusField } from './smt-fields';

const PLANS_OF_WORDER = 'SELECT icpp_id AS id FROM icpp_worder WHERE worder_id = $1';

// A process plan (工艺计划, icpp): what one product is built from on an SMT line (BOM, placement program), the work
// orders joined to it (icpp/join) and its feeder lists, steel meshes and SMT orders. Its status follows its SMT orders
// and the freeze flag is set by icpp/freeze (docs/state-machines.md, "Process plans").
export function icppResource(): ResourceDef {
  return defineResource({
    name: 'icpp',
    module: 'product_mgt',
    lookups: [
      LIST_BY_IDS,
      byWorderLookup('the process plans a work order is joined to', { ids: PLANS_OF_WORDER }),
      bySnLookup("the process plans of a serial number's work order", { ids: PLANS_OF_WORDER }),
    ],
    links: {
      push_up: [
        { table: 'worder', route: '/worder', ids: 'SELECT worder_id FROM icpp_worder WHERE icpp_id = $1' },
        { table: 'icmo', route: '/icmo', ids: 'SELECT icmo_id FROM icpp WHERE id = $1' },
      ],
      push_down: [
        {
          table: 'smt_feeder',
          route: '/smt_feeder',
          ids: 'SELECT id FROM smt_feeder WHERE icpp_id = $1',
          fbillno: 'fnumber',
        },
        { table: 'smt_order', route: '/smt_order', ids: 'SELECT id FROM smt_order WHERE icpp_id = $1' },
        {
          table: 'icma',
          route: '/icma',
          ids: 'SELECT id FROM icma WHERE icpp_id = $1',
          product: '(SELECT x.product_id FROM icpp x WHERE x.id = t.icpp_id)',
        },
      ],
    },
    table: 'icpp',
    label: tr('工艺计划', 'Process plan'),
    fields: {
      fbillno: fbillno('工艺计划号', 'Process plan number'),
      fname: fname('名称', 'Name', { required: false, default: '' }),
      product_id: ref('product', '产品', 'Product', { required: true }),
      product_line_id: ref('product_line', '产线', 'Production line'),
      icbom_fnumber: str(64, 'BOM 编号', 'BOM number', { search: true }),
      program_name: str(128, '贴片程序', 'Placement program'),
      side: sideField(),
      fqty: int('计划数量', 'Planned quantity', { min: 0 }),
      status: statusField(IcppStatus.codes, IcppStatus.READY),
      freeze_flag: statusField(IcppFreezeFlag.codes, IcppFreezeFlag.NOT_FROZEN, '冻结', 'Frozen'),
      freeze_reason: { ...str(256, '冻结原因', 'Freeze reason'), readonly: true },
      plan_start_at: datetime('计划开始时间', 'Planned start'),
      plan_end_at: datetime('计划结束时间', 'Planned end'),
      fdesc: fdesc('备注', 'Remarks'),
      icmo_id: { ...ref('icmo', '生产任务单', 'Production order'), readonly: true },
    },
    relations: relationsTo('product', 'product_line', 'icmo'),
    hooks: {
      beforeWrite(input, ctx) {
        if (ctx.current?.freeze_flag === IcppFreezeFlag.FROZEN)
          throw refuse('id', 'smt.plan_frozen_unfreeze', { fbillno: String(ctx.current.fbillno) });
        checkPlanWindow(input, ctx);
        return input;
      },
    },
  });
}

export const ICPP_CHANGE_TYPES = ['update', 'add', 'del', 'replace'] as const;

// A change record of a process plan (工艺计划变更): what changed, why; checked (approved) like any record.
export function icppChangeResource(): ResourceDef {
  return defineResource({
    name: 'icpp_change',
    module: 'product_mgt',
    table: 'icpp_change',
    label: tr('工艺计划变更', 'Process plan change'),
    actions: ['get', 'create', 'update', 'delete', 'list', 'check'],
    io: false,
    fields: {
      icpp_id: ref('icpp', '工艺计划', 'Process plan', { required: true }),
      change_type: oneOf(ICPP_CHANGE_TYPES, '变更类型', 'Change type'),
      content: str(1024, '变更内容', 'What changed', { search: true }),
      reason: str(256, '变更原因', 'Reason'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: { icpp: { resource: 'icpp', via: 'icpp_id' } },
    hooks: {
      beforeWrite(input, ctx) {
        if (ctx.current && 'icpp_id' in input && input.icpp_id !== ctx.current.icpp_id)
          throw refuse('icpp_id', 'smt.change_record_of_icpp');
        return input;
      },
    },
  });
}
