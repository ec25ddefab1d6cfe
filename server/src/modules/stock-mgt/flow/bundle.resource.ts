import { BundleValidity, ShelvingStatus } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, num, ref, relationsTo, str, tr } from '../../basicdata';
import { MSL_LEVELS } from '../../basicdata';
import { rows, sql } from '../../../core/db/sql';

const MOVED = sql(
  'stock-mgt.flow.reel_moved',
  'SELECT 1 FROM stock_movement WHERE icitem_id = $1 AND batch_no = $2 LIMIT 1',
);

// A reel (bundle, 000 §3): a unique code, a material, what is left on it, the supplier's lot and dates, validity
// and shelving. Where it is and how much is left follow the ledger once it is received (docs/material-flow.md).
export function bundleResource(): ResourceDef {
  return defineResource({
    name: 'bundle',
    module: 'stock_mgt',
    table: 'bundle',
    label: tr('物料批次 (料盘)', 'Reel (bundle)'),
    lookups: [LIST_BY_IDS],
    listColumns: ['fnumber', 'icitem_id', 'fqty', 'lot_no', 'expiry_date', 'validity', 'stock_id', 'stock_place_id'],
    fields: {
      fnumber: str(64, '唯一码', 'Unique code', { required: true, unique: true, search: true }),
      icitem_id: ref('icitem', '物料', 'Material', { required: true }),
      fqty: num('剩余数量', 'Quantity left', { required: true, min: 0, maxValue: 1e12 }),
      init_qty: { ...num('原始数量', 'Original quantity'), readonly: true },
      lot_no: str(64, '供应商批号', 'Supplier lot', { search: true }),
      supplier_id: ref('supplier', '供应商', 'Supplier'),
      organization_id: ref('organization', '客户', 'Customer'),
      production_date: { ...datetime('生产日期', 'Production date'), nullable: true },
      expiry_date: { ...datetime('有效期至', 'Expires'), nullable: true },
      validity: {
        type: 'int',
        label: tr('有效性', 'Validity'),
        enum: BundleValidity.codes,
        default: BundleValidity.VALID,
      },
      shelved: {
        type: 'int',
        label: tr('上架状态', 'Shelving'),
        enum: ShelvingStatus.codes,
        default: 0,
        readonly: true,
      },
      stock_id: { ...ref('stock', '仓库', 'Warehouse'), readonly: true },
      stock_place_id: { ...ref('stock_place', '库位', 'Place'), readonly: true },
      received_at: { ...datetime('入库时间', 'Received'), nullable: true, readonly: true },
      emptied_at: { ...datetime('用完时间', 'Used up'), nullable: true, readonly: true },
      parent_id: { ...ref('bundle', '拆分自', 'Split from'), readonly: true },
      // moisture sensitivity from the supplier's label (docs/msd.md): wins over the material's
      msl: { type: 'string', label: tr('湿敏等级', 'MSL'), max: 8, enum: MSL_LEVELS, nullable: true },
      date_code: str(16, '生产周期', 'Date code', { search: true }),
      msd_label_hours: {
        type: 'number',
        label: tr('标签车间寿命 (小时)', 'Floor life on label (h)'),
        nullable: true,
        min: 0.01,
        maxValue: 999999,
      },
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: {
      ...relationsTo('icitem', 'supplier', 'stock', 'stock_place'),
      parent: { resource: 'bundle', via: 'parent_id' },
    },
    example: { fnumber: 'R-0001', fqty: 5000 },
    hooks: {
      beforeWrite(input, ctx) {
        const out = { ...input };
        if (ctx.action === 'create') out.init_qty = input.fqty ?? 0;
        // once received the ledger owns where it is and how much is left
        if (ctx.action === 'update' && ctx.current?.stock_id != null)
          for (const f of ['fqty', 'icitem_id', 'fnumber'] as const)
            if (f in input && input[f] !== ctx.current[f])
              throw refuse(f, 'stock.reel_in_stock_field', { fnumber: String(ctx.current.fnumber), field: f });
        return out;
      },
      async beforeDelete(row, tx) {
        const moved = await rows(tx, MOVED, [row.icitem_id as number, row.fnumber as string]);
        if (moved.length > 0) throw refuse('id', 'stock.reel_has_movements', { fnumber: String(row.fnumber) });
      },
    },
  });
}
