import { BoxStatus, type PackedBox } from '@mes/contracts';
import type pg from 'pg';
import { writeOutbox } from '../../../core/events/outbox.writer';

export type BoxRow = {
  id: number;
  fnumber: string;
  level: 'box' | 'carton';
  parent_id: number | null;
  pallet_id: number | null;
  worder_id: number;
  station_id: number | null;
  packaging_plan_id: number | null;
  status: number;
  fqty: string;
  capacity: number;
  weight: string | null;
};

export const BOX_COLUMNS =
  'id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight';
/** the statuses packing may change: 1 packing, 2 packing finished (in stock and later belong to the stock documents) */
export const PACKING_STATUSES: readonly number[] = [BoxStatus.WORKING, BoxStatus.WORKING_FINISHED];

export async function boxAnswer(db: pg.PoolClient | pg.Pool, box: BoxRow): Promise<PackedBox> {
  const contents =
    box.level === 'carton'
      ? 'SELECT fnumber AS sn FROM box WHERE parent_id = $1 ORDER BY id'
      : 'SELECT sn FROM box_item WHERE box_id = $1 ORDER BY id';
  const { rows } = await db.query<{ sn: string }>(contents, [box.id]);
  return {
    level: box.level,
    id: box.id,
    fnumber: box.fnumber,
    worder_id: box.worder_id,
    station_id: box.station_id,
    status: box.status,
    fqty: Number(box.fqty),
    capacity: box.capacity,
    weight: box.weight === null ? null : Number(box.weight),
    sns: rows.map((r) => r.sn),
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
  const { rows } = await c.query<BoxRow>(
    `UPDATE box b SET fqty = n.n,
       status = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN 2 ELSE 1 END,
       closed_at = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN now() ELSE NULL END,
       weight = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN b.weight ELSE NULL END,
       weighed_at = CASE WHEN b.capacity > 0 AND n.n >= b.capacity THEN b.weighed_at ELSE NULL END,
       updated_at = now()
     FROM (SELECT count(*)::int AS n FROM box_item WHERE box_id = $1) n
     WHERE b.id = $1 RETURNING ${BOX_COLUMNS.split(', ')
       .map((k) => `b.${k}`)
       .join(', ')}`,
    [boxId],
  );
  const box = rows[0];
  await c.query(
    `INSERT INTO box_item_log (box_id, sn, action, station_id, fqty_after, status_after, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [boxId, change.sn, change.action, change.stationId, box.fqty, box.status, change.userId],
  );
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
  const { rows } = await db.query<Omit<PackedBox, 'level' | 'weight' | 'sns'>>(
    'SELECT id, fnumber, worder_id, station_id, status, fqty, capacity FROM pallet WHERE id = $1',
    [id],
  );
  const on = await db.query<{ fnumber: string }>('SELECT fnumber FROM box WHERE pallet_id = $1 ORDER BY id', [id]);
  return { ...rows[0], level: 'pallet', weight: null, sns: on.rows.map((r) => r.fnumber) };
}

/** the carton and the pallet holding a box (or a carton: its pallet), outermost last. */
export async function parentsOf(
  db: pg.PoolClient | pg.Pool,
  box: Pick<BoxRow, 'parent_id' | 'pallet_id'>,
): Promise<PackedBox[]> {
  const parents: PackedBox[] = [];
  let palletId = box.pallet_id;
  if (box.parent_id !== null) {
    const { rows } = await db.query<BoxRow>(`SELECT ${BOX_COLUMNS} FROM box WHERE id = $1`, [box.parent_id]);
    parents.push(await boxAnswer(db, rows[0]));
    palletId = rows[0].pallet_id;
  }
  if (palletId !== null) parents.push(await palletAnswer(db, palletId));
  return parents;
}
