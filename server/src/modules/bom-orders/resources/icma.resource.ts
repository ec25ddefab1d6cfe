import type pg from 'pg';
import { first, sql } from '../../../core/db/sql';
import { defineResource, LIST_BY_IDS, type FieldDef, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, int, num, ref, relationsTo, tr } from '../../basicdata';
import { fbillno, refuseChange } from '../../product-mgt';
import { orderLookups, PLANS_OF_WORDER } from './bom-lookups';

const PLAN_ORDER = sql('bom-orders.plan_order', 'SELECT icmo_id FROM icpp WHERE id = $1');

/** How much of a requisition has been issued (icma/work, icma/back keep it). */
export const IcmaStatus = { OPEN: 'open', PARTLY_ISSUED: 'partly_issued', ISSUED: 'issued' } as const;

// A material requisition (生产领料单, icma) of a process plan: the materials the warehouse issues to the line for it.
// Once checked (approved), icma/work issues materials to the line and icma/back takes them back, each move written
// to its work log (icma_wlog); the moves feed the plan's material inventory (docs/bom-orders.md).
export function icmaResource(pool: pg.Pool): ResourceDef {
  return defineResource({
    name: 'icma',
    module: 'product_mgt',
    table: 'icma',
    label: tr('生产领料单', 'Material requisition'),
    lookups: [
      LIST_BY_IDS,
      ...orderLookups(
        'material requisitions',
        `SELECT id FROM icma WHERE icpp_id IN (${PLANS_OF_WORDER})`,
        'SELECT id FROM icma WHERE icpp_id = $1',
      ),
    ],
    links: {
      push_up: [
        { table: 'icpp', route: '/icpp', ids: 'SELECT icpp_id FROM icma WHERE id = $1' },
        { table: 'icmo', route: '/icmo', ids: 'SELECT icmo_id FROM icma WHERE id = $1' },
      ],
      // nothing is made from a requisition: its moves are in its work log (icma/wlog/list).
      push_down: [],
    },
    listColumns: ['fbillno', 'icpp_id', 'icmo_id', 'stock_id', 'status'],
    fields: {
      fbillno: fbillno('领料单号', 'Requisition number'),
      icpp_id: ref('icpp', '工艺计划', 'Process plan', { required: true }),
      icmo_id: { ...ref('icmo', '生产任务单', 'Production order'), readonly: true },
      stock_id: ref('stock', '发料仓库', 'Issuing warehouse'),
      status: {
        type: 'string',
        max: 16,
        label: tr('发料状态', 'Issue status'),
        readonly: true,
        default: IcmaStatus.OPEN,
        enum: Object.values(IcmaStatus),
      },
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('icpp', 'icmo', 'stock'),
    entries: {
      table: 'icma_entry',
      parent: 'icma_id',
      label: tr('领料明细', 'Requested materials'),
      max: 2000,
      fields: {
        icitem_id: ref('icitem', '物料', 'Material', { required: true }),
        qty: num('申领数量', 'Requested quantity', { required: true, min: 0.000001, maxValue: 1e9 }),
        fdesc: fdesc('备注', 'Remarks'),
      },
    },
    hooks: {
      async beforeWrite(input, ctx) {
        refuseChange(input, ctx, ['icpp_id'], { code: 'bom.requisition_plan_fixed' });
        if (ctx.action !== 'create') return input;
        const plan = await first(pool, PLAN_ORDER, [input.icpp_id as number]);
        return { ...input, icmo_id: plan?.icmo_id ?? null };
      },
    },
  });
}

const stored = (field: FieldDef): FieldDef => ({ ...field, readonly: true });

// The material inventory of a process plan (物料盘点): per material, what the plan needs (its BOM x quantity) against
// what requisitions issued and took back and what the finished units consumed, as stored by
// material_inventory/regenerate. Read with material_inventory/get { icpp_id } or the list (icpp_id:3).
export function materialInventoryResource(): ResourceDef {
  return defineResource({
    name: 'material_inventory',
    module: 'product_mgt',
    table: 'material_inventory',
    label: tr('物料盘点', 'Material inventory'),
    actions: ['list'],
    io: false,
    defaultSort: 'id-asc',
    fields: {
      icpp_id: stored(ref('icpp', '工艺计划', 'Process plan')),
      icitem_id: stored(ref('icitem', '物料', 'Material')),
      unit_qty: stored(num('单位用量', 'Quantity per unit')),
      scrap_rate: stored(num('损耗率 (%)', 'Scrap rate (%)')),
      need_qty: stored(num('需求数量', 'Needed')),
      issued_qty: stored(num('已发数量', 'Issued')),
      returned_qty: stored(num('退回数量', 'Returned')),
      consumed_qty: stored(num('消耗数量', 'Consumed')),
      balance_qty: stored(num('线边结存', 'On the line')),
      shortage_qty: stored(num('欠料数量', 'Short')),
      done_units: stored(int('完工数量', 'Units finished')),
      regenerated_at: stored({ type: 'datetime', label: tr('计算时间', 'Computed at') }),
    },
    relations: relationsTo('icpp', 'icitem'),
  });
}
