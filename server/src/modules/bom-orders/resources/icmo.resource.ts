import { WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, sql } from '../../../core/db/sql';
import {
  defineResource,
  LIST_BY_IDS,
  type MappedValue,
  type ResourceDef,
  type Row,
} from '../../../core/resource/resource.types';
import { datetime, fdesc, int, ref, relationsTo, str, tr } from '../../basicdata';
import { checkPlanWindow, fbillno } from '../../product-mgt';
import { ICMA_PRODUCT, ICMOS_OF_WORDER, orderLookups } from './bom-lookups';
import { changeRecordResource } from './change-record';

const PRODUCT_WORKFLOW = sql('bom-orders.product_workflow', 'SELECT workflow_id FROM product WHERE id = $1');
const BOM_NUMBER = sql('bom-orders.bom_number', 'SELECT fnumber FROM icbom WHERE id = $1');

const CHECKED = { field: 'checked', in: [true] } as const;
// A value of the source only when it has one: an absent field takes the target's default (or is reported missing).
const given =
  (col: string): MappedValue =>
  (row: Row) =>
    row[col] ?? undefined;
const when =
  (col: string): MappedValue =>
  (row: Row) =>
    row[col] == null ? undefined : new Date(row[col] as string).toISOString();
const common = {
  fbillno: 'fbillno',
  product_id: 'product_id',
  product_line_id: given('product_line_id'),
  fqty: 'fqty',
  plan_start_at: when('plan_start_at'),
  plan_end_at: when('plan_end_at'),
};

// A production order (生产任务单, icmo): a quantity of one product to make from one BOM, between planned dates. It is
// pushed down (push_down/create, once checked) to the process plan (icpp) and the work order (worder) that carry it
// out; both keep its id in icmo_id and push up to it. Its status is the work order's code list, set by the planner.
export function icmoResource(pool: pg.Pool): ResourceDef {
  return defineResource({
    name: 'icmo',
    module: 'product_mgt',
    table: 'icmo',
    label: tr('生产任务单', 'Production order'),
    lookups: [
      LIST_BY_IDS,
      ...orderLookups(
        'production orders',
        ICMOS_OF_WORDER,
        'SELECT icmo_id AS id FROM icpp WHERE id = $1 AND icmo_id IS NOT NULL',
      ),
    ],
    listColumns: ['fbillno', 'product_id', 'icbom_id', 'fqty', 'status', 'plan_start_at', 'plan_end_at'],
    links: {
      push_up: [
        { table: 'icbom', route: '/icbom', ids: 'SELECT icbom_id FROM icmo WHERE id = $1', fbillno: 'fnumber' },
      ],
      push_down: [
        {
          table: 'icpp',
          route: '/icpp',
          ids: 'SELECT id FROM icpp WHERE icmo_id = $1',
          create: {
            resource: 'icpp',
            header: { ...common, icbom_fnumber: 'icbom_fnumber', fdesc: (r) => `ICMO ${String(r.fbillno)}` },
            sourceColumn: 'icmo_id',
            require: CHECKED,
            once: true,
          },
        },
        {
          table: 'worder',
          route: '/worder',
          ids: 'SELECT id FROM worder WHERE icmo_id = $1',
          create: {
            resource: 'worder',
            header: { ...common, workflow_id: given('workflow_id'), fdesc: (r) => `ICMO ${String(r.fbillno)}` },
            sourceColumn: 'icmo_id',
            require: CHECKED,
            once: true,
          },
        },
        { table: 'icma', route: '/icma', ids: 'SELECT id FROM icma WHERE icmo_id = $1', product: ICMA_PRODUCT },
      ],
    },
    fields: {
      fbillno: fbillno('生产任务单号', 'Production order number'),
      product_id: ref('product', '产品', 'Product', { required: true }),
      icbom_id: ref('icbom', '物料清单', 'Bill of materials'),
      icbom_fnumber: { ...str(64, 'BOM 编号', 'BOM number'), readonly: true },
      product_line_id: ref('product_line', '产线', 'Production line'),
      workflow_id: ref('workflow', '工艺流程', 'Workflow'),
      fqty: int('计划数量', 'Planned quantity', { required: true, min: 1 }),
      status: {
        type: 'int',
        label: tr('状态', 'Status'),
        default: WorkOrderStatus.READY,
        enum: WorkOrderStatus.codes,
      },
      plan_start_at: datetime('计划开始时间', 'Planned start'),
      plan_end_at: datetime('计划结束时间', 'Planned end'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('product', 'icbom', 'product_line', 'workflow'),
    hooks: {
      async beforeWrite(input, ctx) {
        checkPlanWindow(input, ctx);
        const out = { ...input };
        if (input.icbom_id !== undefined) out.icbom_fnumber = await bomNumber(pool, input.icbom_id as number | null);
        // A new order without a workflow follows its product's default one.
        if (ctx.action === 'create' && input.workflow_id === undefined) {
          const p = await first(pool, PRODUCT_WORKFLOW, [input.product_id as number]);
          if (p?.workflow_id) out.workflow_id = p.workflow_id;
        }
        return out;
      },
    },
  });
}

async function bomNumber(pool: pg.Pool, id: number | null): Promise<string> {
  if (id === null) return '';
  const b = await first(pool, BOM_NUMBER, [id]);
  if (!b) throw refuse('icbom_id', 'bom.no_icbom', { id });
  return b.fnumber;
}

// A change record of a production order (生产任务单变更): the planned quantity before and after, and why.
export function icmoChangeResource(): ResourceDef {
  return changeRecordResource(
    { resource: 'icmo', label: tr('生产任务单', 'Production order'), fixed: 'bom.change_record_of_icmo' },
    tr('生产任务单变更', 'Production order change'),
    {
      old_fqty: { ...int('原数量', 'Old quantity', { min: 0 }), nullable: true, default: undefined },
      new_fqty: { ...int('新数量', 'New quantity', { min: 0 }), nullable: true, default: undefined },
    },
  );
}
