import type { CallParsed, STOCK_BOX_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable } from '../../../core/db/sql';
import { postMovements } from '../ledger/ledger';
import type { MovementLine } from '../ledger/ledger.types';
import { GONE, IN_STOCK, lockBoxes, statusName, type BoxRow } from './box-scan';

// adjust_box/adjustBox: move SNs (or, for boxes without SNs, a quantity) from one box to another, logged in
// box_adjust_log. Both boxes still in packing (status 0, 1, 2): the content moves, nothing is posted. Both in stock
// (11, 12): the content moves and the ledger records it, -q out of the source box and +q into the target under bill
// type 3 (transfer), doc type adjust_box, so each box's stock stays the sum of its movements (and a move between two
// places is a transfer). One in stock and one not: refused (the stock would change without a document). Shipped or
// invalid boxes (21, 22, 99): refused. A box emptied by the move keeps its status; a packing box filled to its
// capacity stays as it is (packing decides when it is finished).

export const ADJUST_DOC = 'adjust_box';
const TRANSFER = 3;
const HOLDS_SNS = sql('stock-mgt.boxes.holds_sns', 'SELECT 1 FROM box_item WHERE box_id = $1 LIMIT 1');
const TAKE_OUT = sql('stock-mgt.boxes.take_out', 'UPDATE box SET fqty = fqty - $2, updated_at = now() WHERE id = $1');
const PUT_IN = sql(
  'stock-mgt.boxes.put_in',
  'UPDATE box SET fqty = fqty + $2, icitem_id = COALESCE(icitem_id, $3), updated_at = now() WHERE id = $1',
);
const LOG_ADJUST = sql(
  'stock-mgt.boxes.log_adjust',
  `INSERT INTO box_adjust_log (from_box_id, to_box_id, sns, fqty, posted, fdesc, creater_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const LOCK_SNS = sql(
  'stock-mgt.boxes.lock_sns',
  'SELECT sn, box_id, fqty::float8 AS fqty FROM box_item WHERE sn = ANY($1) FOR UPDATE',
  { notNull: ['fqty'] },
);
const MOVE_SNS = sql('stock-mgt.boxes.move_sns', 'UPDATE box_item SET box_id = $1 WHERE sn = ANY($2)');

type Adjusted = { id: number; from: BoxRow; to: BoxRow; sns: string[]; fqty: number; posted: boolean };

/** the body as its declaration reads it (contracts/src/calls/stock-boxes.ts): labels, SNs none twice, a quantity */
export async function adjustBox(
  pool: pg.Pool,
  { from_box: fromLabel, to_box: toLabel, sns, fqty: askedQty, fdesc }: CallParsed<typeof STOCK_BOX_CALLS.adjust>,
  userId: number | null,
): Promise<Adjusted> {
  return inTransaction(pool, async (c) => {
    const [from, to] = await lockBoxes(c, [fromLabel, toLabel], (i) => (i === 0 ? 'from_box' : 'to_box'));
    for (const [box, at] of [
      [from, 'from_box'],
      [to, 'to_box'],
    ] as const)
      if (GONE.includes(box.status))
        throw refuse(at, 'stock.box_status_no_adjust', { fnumber: box.fnumber, status: statusName(box.status) });
    const inStock = IN_STOCK.includes(from.status);
    if (inStock !== IN_STOCK.includes(to.status))
      throw refuse('to_box', 'stock.adjust_mixed_status', {
        from: from.fnumber,
        from_status: statusName(from.status),
        to: to.fnumber,
        to_status: statusName(to.status),
      });
    if (from.icitem_id !== null && to.icitem_id !== null && from.icitem_id !== to.icitem_id)
      throw refuse('to_box', 'stock.adjust_other_material', { to: to.fnumber, from: from.fnumber });
    if (inStock && from.batch_no !== to.batch_no)
      throw refuse('to_box', 'stock.adjust_other_batch', {
        to: to.fnumber,
        to_batch: to.batch_no,
        from: from.fnumber,
        from_batch: from.batch_no,
      });
    if (sns.length === 0) {
      const held = await first(c, HOLDS_SNS, [from.id]);
      if (held) throw refuse('sns', 'stock.adjust_name_sns', { fnumber: from.fnumber });
    }
    const fqty = sns.length > 0 ? await moveSns(c, from, to, sns) : askedQty;
    if (fqty > from.fqty)
      throw refuse('fqty', 'stock.adjust_over_qty', { fnumber: from.fnumber, fqty: from.fqty, asked: fqty });
    if (to.capacity > 0 && to.fqty + fqty > to.capacity)
      throw refuse('to_box', 'stock.adjust_over_capacity', {
        fnumber: to.fnumber,
        fqty: to.fqty,
        capacity: to.capacity,
        more: fqty,
      });
    await run(c, TAKE_OUT, [from.id, fqty]);
    await run(c, PUT_IN, [to.id, fqty, from.icitem_id]);
    const [{ id }] = await rows(c, LOG_ADJUST, [from.id, to.id, JSON.stringify(sns), fqty, inStock, fdesc, userId]);
    if (inStock) await post(c, id, from, to, sns, fqty, userId);
    return {
      id,
      from: { ...from, fqty: from.fqty - fqty },
      to: { ...to, fqty: to.fqty + fqty },
      sns,
      fqty,
      posted: inStock,
    };
  });
}

async function moveSns(c: Queryable, from: BoxRow, to: BoxRow, sns: string[]): Promise<number> {
  const found = await rows(c, LOCK_SNS, [sns]);
  const bySn = new Map(found.map((f) => [f.sn, f]));
  sns.forEach((sn, i) => {
    if (bySn.get(sn)?.box_id !== from.id)
      throw refuse(`sns[${i}]`, 'stock.sn_not_in_box', { sn, fnumber: from.fnumber });
  });
  await run(c, MOVE_SNS, [to.id, sns]);
  return found.reduce((s, f) => s + f.fqty, 0);
}

// Out of the source box and into the target, per SN when SNs moved (so an SN's trace shows the move).
async function post(
  c: Queryable,
  id: number,
  from: BoxRow,
  to: BoxRow,
  sns: string[],
  fqty: number,
  userId: number | null,
) {
  if (from.stock_id === null || to.stock_id === null || from.icitem_id === null)
    throw refuse('from_box', 'stock.box_in_stock_incomplete', { fnumber: from.fnumber });
  const side = (box: BoxRow, sign: 1 | -1, qty: number, barcode: string): MovementLine => ({
    stockId: box.stock_id!,
    placeId: box.stock_place_id,
    icitemId: from.icitem_id!,
    batchNo: from.batch_no,
    fqty: sign * qty,
    boxId: box.id,
    barcode,
    at: sign < 0 ? 'from_box' : 'to_box',
  });
  const each =
    sns.length > 0 ? sns.map((sn) => ({ qty: fqty / sns.length, barcode: sn })) : [{ qty: fqty, barcode: '' }];
  const lines = each.flatMap((e) => [side(from, -1, e.qty, e.barcode), side(to, 1, e.qty, e.barcode)]);
  await postMovements(c, { type: ADJUST_DOC, id, billType: TRANSFER }, lines, userId);
}
