import { refuse } from '../../../core/api/app.exception';
import { defineResource } from '../../../core/resource/resource.types';
import { datetime, fdesc, num, ref, relationsTo, str, tr } from '../../basicdata';
import { postCount, reverseCount } from './count-posting';

// A stock count (盘点单, icinvcheck): what was counted at each warehouse, place, material and batch. Its check posts
// the differences against the balances as profit-in / loss-out movements; its uncheck reverses them
// (docs/stock-counts-boxes.md).
export const icinvcheckResource = defineResource({
  name: 'icinvcheck',
  module: 'stock_mgt',
  table: 'icinvcheck',
  label: tr('盘点单', 'Stock count'),
  actions: ['get', 'create', 'update', 'delete', 'list', 'check'],
  io: false,
  fields: {
    fbillno: { ...str(64, '单据编号', 'Document number', { unique: true, search: true }), numbered: 'IC' },
    stock_id: ref('stock', '仓库', 'Warehouse'),
    fdate: datetime('盘点日期', 'Count date'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('stock'),
  listColumns: ['fbillno', 'stock_id', 'fdate', 'checked', 'fdesc'],
  entries: {
    table: 'icinvcheck_entry',
    parent: 'icinvcheck_id',
    label: tr('盘点明细', 'Count lines'),
    fields: {
      stock_id: ref('stock', '仓库', 'Warehouse', { required: true }),
      stock_place_id: ref('stock_place', '库位', 'Place'),
      icitem_id: ref('icitem', '物料', 'Material', { required: true }),
      batch_no: str(64, '批次', 'Batch'),
      counted_qty: num('实盘数量', 'Counted quantity', { required: true, min: 0, maxValue: 1e12 }),
      book_qty: { ...num('账面数量', 'Book quantity'), readonly: true, nullable: true, default: null },
      diff_qty: { ...num('盘盈亏数量', 'Difference'), readonly: true, nullable: true, default: null },
      fdesc: fdesc('备注', 'Remarks'),
    },
  },
  example: { fdesc: '' },
  hooks: {
    // In the check's transaction with the count locked: a second check (or uncheck) names the state it found.
    async beforeFlag({ flag, value, row }, tx, ctx) {
      if (flag !== 'checked') return;
      if (row.checked === value)
        throw refuse('id', value ? 'stock.count_already_checked' : 'stock.count_already_unchecked', { id: row.id });
      if (value) await postCount(tx, row.id, ctx.userId);
      else await reverseCount(tx, row.id, ctx.userId);
    },
  },
});
