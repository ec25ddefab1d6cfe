import { BoxStatus, type PackedBox } from '@mes/contracts';
import type pg from 'pg';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { rows, run, sql, type RowOf } from '../../../core/db/sql';

/** a box or carton as packing reads it (every statement answering one names the same columns) */
export type BoxRow = RowOf<'shop-floor.box_by_id'>;

export const BOX_BY_ID = sql(
  'shop-floor.box_by_id',
  `SELECT id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight FROM box WHERE id = $1`,
);
const CARTON_CONTENTS = sql(
  'shop-floor.carton_contents',
  'SELECT fnumber AS sn FROM box WHERE parent_id = $1 ORDER BY id',
);
const BOX_CONTENTS = sql('shop-floor.box_contents', 'SELECT sn FROM box_item WHERE box_id = $1 ORDER BY id');
const RECOUNT_BOX = sql(
  'shop-floor.recount_box',
  `UPDATE box b SET fqty = n.n,
       status = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN 2 ELSE 1 END,
       closed_at = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN now() ELSE NULL END,
       weight = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN b.weight ELSE NULL END,
       weighed_at = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN b.weighed_at ELSE NULL END,
       updated_at = now()
     FROM (SELECT count(*)::int AS n FROM box_item WHERE box_id = $1) n
     WHERE b.id = $1 RETURNING b.id, b.fnumber, b.level, b.parent_id, b.pallet_id, b.worder_id, b.station_id, b.packaging_plan_id, b.status, b.fqty, b.capacity, b.weight`,
);
const LOG_BOX_CHANGE = sql(
  'shop-floor.log_box_change',
  `INSERT INTO box_item_log (box_id, sn, action, station_id, fqty_after, status_after, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
);
const PALLET = sql(
  'shop-floor.pallet_by_id',
  'SELECT id, fnumber, worder_id, station_id, status, fqty, capacity FROM pallet WHERE id = $1',
);
/** a box's or carton's label */
export const BOX_LABEL = sql('shop-floor.box_label', 'SELECT fnumber FROM box WHERE id = $1');
const ON_PALLET = sql('shop-floor.on_pallet', 'SELECT fnumber FROM box WHERE pallet_id = $1 ORDER BY id');

/** a box row's level: 'box' or 'carton' (box's CHECK), read as text */
export const levelOf = (level: string): 'box' | 'carton' => (level === 'carton' ? 'carton' : 'box');

/** the statuses packing may change: 1 packing, 2 packing finished (in stock and later belong to the stock documents) */
export const PACKING_STATUSES: readonly number[] = [BoxStatus.WORKING, BoxStatus.WORKING_FINISHED];

export async function boxAnswer(db: pg.PoolClient | pg.Pool, box: BoxRow): Promise<PackedBox> {
  const contents = await rows(db, box.level === 'carton' ? CARTON_CONTENTS : BOX_CONTENTS, [box.id]);
  return {
    level: levelOf(box.level),
    id: box.id,
    fnumber: box.fnumber,
    // a box made outside packing (a stock box) has no order: PackedBox (contracts) says number, passed as read
    worder_id: box.worder_id as number,
    station_id: box.station_id,
    status: box.status,
    fqty: Number(box.fqty),
    capacity: box.capacity,
    weight: box.weight === null ? null : Number(box.weight),
    sns: contents.map((r) => r.sn),
  };
}

// The box after a unit went in or out: its quantity is the count of its SNs and its status follows from it (full:
// finished, else packing), all in the caller's transaction with the box row locked; the change is logged and
// announced (outbox box.update -> resource:box room -> the package board).
export async function recountBox(
  c: pg.PoolClient,
  boxId: number,
  change: { sn: string; action: 'pack' | 'subtract' | 'subjoin'; stationId: number | null; userId: number | null },
): Promise<BoxRow> {
  const [box] = await rows(c, RECOUNT_BOX, [boxId]);
  await run(c, LOG_BOX_CHANGE, [
    boxId,
    change.sn,
    change.action,
    change.stationId,
    box.fqty,
    box.status,
    change.userId,
  ]);
  await writeOutbox(c, 'box.update', {
    resource: 'box',
    module: 'product_mgt',
    action: 'update',
    id: boxId,
    by: change.userId,
  });
  return box;
}

/** a pallet as the packing calls answer it: what it holds are the labels of its cartons or boxes. */
export async function palletAnswer(db: pg.PoolClient | pg.Pool, id: number): Promise<PackedBox> {
  const [pallet] = await rows(db, PALLET, [id]);
  const on = await rows(db, ON_PALLET, [id]);
  // as boxAnswer: a pallet's order is nullable, PackedBox says number (passed as read)
  return {
    ...pallet,
    worder_id: pallet.worder_id as number,
    level: 'pallet',
    weight: null,
    sns: on.map((r) => r.fnumber),
  };
}

/** the carton and the pallet holding a box (or a carton: its pallet), outermost last. */
export async function parentsOf(
  db: pg.PoolClient | pg.Pool,
  box: Pick<BoxRow, 'parent_id' | 'pallet_id'>,
): Promise<PackedBox[]> {
  const parents: PackedBox[] = [];
  let palletId = box.pallet_id;
  if (box.parent_id !== null) {
    const [carton] = await rows(db, BOX_BY_ID, [box.parent_id]);
    parents.push(await boxAnswer(db, carton));
    palletId = carton.pallet_id;
  }
  if (palletId !== null) parents.push(await palletAnswer(db, palletId));
  return parents;
}
