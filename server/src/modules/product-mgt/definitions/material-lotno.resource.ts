import { refuse } from '../../../core/api/app.exception';
import { defineResource } from '../../../core/resource/resource.types';
import { datetime, fdesc, num, ref, relationsTo, str, tr } from '../../basicdata';

const time = (v: unknown): number | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).getTime();

// A lot of a material: its number, supplier, production and expiry dates and quantity.
export const materialLotnoResource = defineResource({
  name: 'material_lotno',
  module: 'product_mgt',
  table: 'material_lotno',
  label: tr('物料批次号', 'Material lot number'),
  fields: {
    icitem_id: ref('icitem', '物料', 'Material', { required: true }),
    lotno: str(64, '批次号', 'Lot number', { required: true, search: true }),
    supplier_id: ref('supplier', '供应商', 'Supplier'),
    production_date: datetime('生产日期', 'Production date'),
    expiry_date: datetime('有效期至', 'Expiry date'),
    qty: num('数量', 'Quantity', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('icitem', 'supplier'),
  listColumns: ['lotno', 'icitem_id', 'supplier_id', 'production_date', 'expiry_date', 'qty'],
  example: { lotno: 'L20250301-01', qty: 5000, production_date: '2025-03-01', expiry_date: '2026-03-01' },
  hooks: {
    // The expiry after the production date, comparing with the stored one when only one of them is sent.
    beforeWrite(input, ctx) {
      const made = time('production_date' in input ? input.production_date : ctx.current?.production_date);
      const expires = time('expiry_date' in input ? input.expiry_date : ctx.current?.expiry_date);
      if (made !== null && expires !== null && expires <= made)
        throw refuse('expiry_date', 'product.lot_expiry_not_after_production');
      return input;
    },
  },
});
