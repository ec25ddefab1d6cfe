import { BillTransactionType, BundleValidity } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, num, ref, str, tr } from '../../basicdata';
import { billNumberField } from '../documents/stock-document';
import { nextBillNumber } from '../../../core/resource/bill-number';
import { postMovements } from '../ledger/ledger';
import { findReel } from './reel-scan';
import { syncReels } from './reel-ledger';
import { inTransaction, rows, run, sql } from '../../../core/db/sql';

const CHILD = sql(
  'stock-mgt.flow.split_child',
  `INSERT INTO bundle (fnumber, icitem_id, fqty, init_qty, lot_no, supplier_id, organization_id, production_date,
         expiry_date, validity, shelved, parent_id, received_at, creater_id)
       SELECT $2, icitem_id, $3, $3, lot_no, supplier_id, organization_id, production_date, expiry_date, validity, 0, id,
              received_at, $4 FROM bundle WHERE id = $1 RETURNING id`,
);
const SPLIT = sql(
  'stock-mgt.flow.split',
  `INSERT INTO material_split (fbillno, parent_bundle_id, child_bundle_id, child_fnumber, fqty, fdesc, creater_id, checked)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
);
const PARENT_LEFT = sql('stock-mgt.flow.split_parent_left', 'UPDATE bundle SET fqty = fqty - $2 WHERE id = $1');

// Splitting a reel (docs/material-flow.md, "Splits"): the parent keeps the rest, the child gets a new unique code,
// the parent as its parent and the parent's lot, supplier and dates. Posted as two movements at the parent's place
// (bill type 3 transfer, from the parent's code to the child's): the material's total never changes.

export const splitResource: ResourceDef = defineResource({
  name: 'material_split',
  module: 'stock_mgt',
  table: 'material_split',
  label: tr('拆分记录', 'Reel split'),
  actions: ['get', 'list'],
  io: false,
  lookups: [LIST_BY_IDS],
  listColumns: ['fbillno', 'parent_bundle_id', 'child_bundle_id', 'fqty', 'created_at'],
  fields: {
    fbillno: billNumberField('SP'),
    parent_bundle_id: ref('bundle', '原料盘', 'Parent reel', { required: true }),
    child_bundle_id: { ...ref('bundle', '新料盘', 'New reel'), readonly: true },
    child_fnumber: str(64, '新唯一码', 'New unique code'),
    fqty: num('拆出数量', 'Quantity split off', { required: true, min: 0.000001, maxValue: 1e12 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
});

export type SplitInput = { code: string; fqty: number; childCode?: string; fdesc?: string; fbillno?: string };

export async function splitReel(pool: pg.Pool, input: SplitInput, userId: number | null) {
  return inTransaction(pool, async (c) => {
    const parent = await findReel(c, input.code, true);
    if (parent.validity === BundleValidity.INVALID)
      throw refuse('fnumber', 'stock.reel_invalid', { fnumber: parent.fnumber });
    if (!(input.fqty < parent.fqty))
      throw refuse('fqty', 'stock.split_less', { fnumber: parent.fnumber, fqty: parent.fqty });
    const childCode = input.childCode ?? (await nextBillNumber(c, `${parent.fnumber}-`));
    if (childCode.length > 64) throw refuse('child_fnumber', 'stock.reel_code_too_long', { fnumber: parent.fnumber });
    const [child] = await rows(c, CHILD, [parent.id, childCode, input.fqty, userId]);
    const [split] = await rows(c, SPLIT, [
      input.fbillno ?? (await nextBillNumber(c, 'SP')),
      parent.id,
      child.id,
      childCode,
      input.fqty,
      input.fdesc ?? '',
      userId,
    ]);
    if (parent.stock_id !== null) {
      const at = { stockId: parent.stock_id, placeId: parent.stock_place_id, icitemId: parent.icitem_id!, at: 'fqty' };
      await postMovements(
        c,
        { type: 'material_split', id: split.id, billType: BillTransactionType.TRANSFER_STOCK },
        [
          { ...at, batchNo: parent.fnumber, fqty: -input.fqty, barcode: parent.fnumber },
          { ...at, batchNo: childCode, fqty: input.fqty, barcode: childCode },
        ],
        userId,
      );
      await syncReels(c, [parent.id, child.id]);
    } else await run(c, PARENT_LEFT, [parent.id, input.fqty]);
    return { id: split.id, parent_bundle_id: parent.id, child_bundle_id: child.id, child_fnumber: childCode };
  });
}
