import { BoxStatus } from '@mes/contracts';
import type pg from 'pg';
import { first, rows, run, sql, type RowOf } from '../../../core/db/sql';
import { resourceEvent, type ResourceRef } from '../../../core/resource/resource-event';

/** Boxes and pallets, as stock-mgt declares them (boxes/): that area builds on this one, so their names and modules
 * are written here, and stock-mgt's resource-refs.spec.ts checks that they agree. */
export const BOX: ResourceRef = { name: 'box', module: 'product_mgt' };
export const PALLET: ResourceRef = { name: 'pallet', module: 'stock_mgt' };

/**
 * The connection the settling runs on: a packing call's transaction client, or another transaction's (the repair's
 * unboxing settles boxes too, in its own transaction).
 */
export type Db = pg.PoolClient;

export type UpperLevel = 'carton' | 'pallet';
/** a carton or pallet that this change filled: its label is printed after the commit. */
export type ClosedParent = { level: UpperLevel; id: number };
export type SettleContext = { stationId: number | null; userId: number | null };

type Child = RowOf<'shop-floor.child_box'>;
type Levels = { carton: number | null; pallet: number | null };

const CHILD = sql(
  'shop-floor.child_box',
  `SELECT id, fnumber, level, status, parent_id, pallet_id, worder_id, product_id, packaging_plan_id, station_id FROM box WHERE id = $1`,
);

const INTO_CARTON = sql('shop-floor.box_into_carton', 'UPDATE box SET parent_id = $2 WHERE id = $1');

const CARTON_STATUS = sql('shop-floor.lock_carton_status', 'SELECT status FROM box WHERE id = $1 FOR UPDATE');

const RECOUNT_CARTON = sql(
  'shop-floor.recount_carton',
  `UPDATE box SET fqty = n.n, status = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN 2 ELSE 1 END,
       closed_at = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN COALESCE(closed_at, now()) ELSE NULL END,
       weight = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN weight ELSE NULL END,
       weighed_at = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN weighed_at ELSE NULL END, updated_at = now()
     FROM (SELECT count(*)::int AS n, count(*) FILTER (WHERE status <> 2)::int AS open FROM box WHERE parent_id = $1) n
     WHERE id = $1 RETURNING id, fnumber, level, status, parent_id, pallet_id, worder_id, product_id, packaging_plan_id, station_id, fqty::int AS fqty`,
  { notNull: ['fqty'] },
);

const PALLET_STATUS = sql('shop-floor.lock_pallet_status', 'SELECT status FROM pallet WHERE id = $1 FOR UPDATE');

const RECOUNT_PALLET = sql(
  'shop-floor.recount_pallet',
  `UPDATE pallet SET fqty = n.n, status = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN 2 ELSE 1 END, checked = capacity > 0 AND n.n >= capacity AND n.open = 0,
       closed_at = CASE WHEN capacity > 0 AND n.n >= capacity AND n.open = 0 THEN COALESCE(closed_at, now()) ELSE NULL END, updated_at = now()
     FROM (SELECT count(*)::int AS n, count(*) FILTER (WHERE status <> 2)::int AS open FROM box WHERE pallet_id = $1) n
     WHERE id = $1 RETURNING fqty, status`,
);

const UPPER_LEVELS = sql(
  'shop-floor.upper_levels',
  `SELECT level, qty::int AS qty FROM packaging_plan_level WHERE packaging_plan_id = $1 AND level IN ('carton', 'pallet')`,
  { notNull: ['qty'] },
);

const ONTO_PALLET = sql('shop-floor.box_onto_pallet', 'UPDATE box SET pallet_id = $2 WHERE id = $1');

const OPEN_CARTON = sql(
  'shop-floor.open_carton',
  `SELECT id FROM box WHERE level = 'carton' AND worder_id = $1 AND station_id IS NOT DISTINCT FROM $2 AND status = 1
       AND fqty < capacity ORDER BY id LIMIT 1 FOR UPDATE`,
);

const NEW_CARTON = sql(
  'shop-floor.new_carton',
  `INSERT INTO box (fnumber, level, worder_id, product_id, packaging_plan_id, station_id, status, capacity)
     SELECT w.fbillno || '-C' || lpad(((SELECT count(*) FROM box WHERE worder_id = w.id AND level = 'carton') + 1)::text, 4, '0'),
       'carton', w.id, $2, $3, $4, 1, $5 FROM worder w WHERE w.id = $1 RETURNING id`,
);

const OPEN_PALLET = sql(
  'shop-floor.open_pallet',
  `SELECT id FROM pallet WHERE worder_id = $1 AND station_id IS NOT DISTINCT FROM $2 AND status = 1
       AND fqty < capacity ORDER BY id LIMIT 1 FOR UPDATE`,
);

const NEW_PALLET = sql(
  'shop-floor.new_pallet',
  `INSERT INTO pallet (fnumber, worder_id, packaging_plan_id, station_id, status, capacity)
     SELECT w.fbillno || '-P' || lpad(((SELECT count(*) FROM pallet WHERE worder_id = w.id) + 1)::text, 4, '0'),
       w.id, $2, $3, 1, $4 FROM worder w WHERE w.id = $1 RETURNING id`,
);

const LOG_CHANGE = sql(
  'shop-floor.log_container_change',
  `INSERT INTO box_item_log (box_id, pallet_id, sn, action, station_id, fqty_after, status_after, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);

// The plan's upper levels (docs/packing.md, "Cartons and pallets"): a box that closes goes into its station's open
// carton of the order (a box row of level carton, box.parent_id), a carton that closes onto the station's open pallet
// (box.pallet_id; a closed box goes there itself when the plan has no carton level). A carton or pallet is recounted
// from what it holds after every change below it: fqty = its boxes or cartons, status 2 (closed) only when it holds
// its level's quantity and every one of them is closed, so a unit taken out of a box reopens the box, its carton and
// its pallet, and filling the box again closes them again. All of it in the caller's transaction, under its order's
// lock, so counts and statuses never drift under concurrent scans.
export async function settleBox(db: Db, boxId: number, ctx: SettleContext): Promise<ClosedParent[]> {
  const child = await first(db, CHILD, [boxId]);
  if (!child?.packaging_plan_id) return [];
  const levels = await levelsOf(db, child.packaging_plan_id);
  if (child.level === 'box' && levels.carton !== null) {
    if (child.parent_id !== null) return recountCarton(db, child.parent_id, levels, ctx);
    if (child.status !== BoxStatus.WORKING_FINISHED) return [];
    const carton = await openCarton(db, child, levels.carton, ctx.stationId);
    await run(db, INTO_CARTON, [child.id, carton]);
    return recountCarton(db, carton, levels, ctx, { label: child.fnumber, action: 'pack' });
  }
  return settleOnPallet(db, child, levels, ctx);
}

/** a carton after a box went in or out (the change logged when given), and then its pallet. */
export async function recountCarton(
  db: Db,
  cartonId: number,
  levels: Levels,
  ctx: SettleContext,
  change?: { label: string; action: LogAction },
): Promise<ClosedParent[]> {
  const [before] = await rows(db, CARTON_STATUS, [cartonId]);
  if (!PACKING.includes(before.status)) return [];
  const [carton] = await rows(db, RECOUNT_CARTON, [cartonId]);
  if (change) await logChange(db, { box: cartonId }, change, carton.fqty, carton.status, ctx);
  await resourceEvent(db, BOX, 'update', cartonId, ctx.userId);
  const closed: ClosedParent[] =
    before.status !== BoxStatus.WORKING_FINISHED && carton.status === BoxStatus.WORKING_FINISHED
      ? [{ level: 'carton', id: cartonId }]
      : [];
  return [...closed, ...(await settleOnPallet(db, carton, levels, ctx))];
}

/** a pallet after a box or carton went on or off it (the change logged when given). */
export async function recountPallet(
  db: Db,
  palletId: number,
  ctx: SettleContext,
  change?: { label: string; action: LogAction },
): Promise<ClosedParent[]> {
  const [before] = await rows(db, PALLET_STATUS, [palletId]);
  if (!PACKING.includes(before.status)) return [];
  const [pallet] = await rows(db, RECOUNT_PALLET, [palletId]);
  if (change) await logChange(db, { pallet: palletId }, change, pallet.fqty, pallet.status, ctx);
  await resourceEvent(db, PALLET, 'update', palletId, ctx.userId);
  return before.status !== BoxStatus.WORKING_FINISHED && pallet.status === BoxStatus.WORKING_FINISHED
    ? [{ level: 'pallet', id: palletId }]
    : [];
}

/** the carton and pallet levels of a plan: how many boxes a carton holds, how many cartons (or boxes) a pallet. */
export async function levelsOf(db: Db, planId: number): Promise<Levels> {
  const levels = await rows(db, UPPER_LEVELS, [planId]);
  const qty = (level: UpperLevel) => levels.find((r) => r.level === level)?.qty ?? null;
  return { carton: qty('carton'), pallet: qty('pallet') };
}

type LogAction = 'pack' | 'subtract' | 'subjoin';
const PACKING: readonly number[] = [BoxStatus.WORKING, BoxStatus.WORKING_FINISHED];

async function settleOnPallet(db: Db, child: Child, levels: Levels, ctx: SettleContext): Promise<ClosedParent[]> {
  if (levels.pallet === null) return [];
  // a box that belongs in a carton never goes onto a pallet by itself
  if (child.level === 'box' && levels.carton !== null) return [];
  if (child.pallet_id !== null) return recountPallet(db, child.pallet_id, ctx);
  if (child.status !== BoxStatus.WORKING_FINISHED) return [];
  const pallet = await openPallet(db, child, levels.pallet, ctx.stationId);
  await run(db, ONTO_PALLET, [child.id, pallet]);
  return recountPallet(db, pallet, ctx, { label: child.fnumber, action: 'pack' });
}

/** the station's open carton of the order with room left (the oldest), or a new one <order>-C0001, -C0002, … */
async function openCarton(db: Db, box: Child, qty: number, stationId: number | null): Promise<number> {
  const station = stationId ?? box.station_id;
  const open = await first(db, OPEN_CARTON, [box.worder_id, station]);
  if (open) return open.id;
  const [made] = await rows(db, NEW_CARTON, [box.worder_id, box.product_id, box.packaging_plan_id, station, qty]);
  return made.id;
}

/** the station's open pallet of the order with room left (the oldest), or a new one <order>-P0001, -P0002, … */
async function openPallet(db: Db, child: Child, qty: number, stationId: number | null): Promise<number> {
  const station = stationId ?? child.station_id;
  const open = await first(db, OPEN_PALLET, [child.worder_id, station]);
  if (open) return open.id;
  const [made] = await rows(db, NEW_PALLET, [child.worder_id, child.packaging_plan_id, station, qty]);
  return made.id;
}

async function logChange(
  db: Db,
  target: { box?: number; pallet?: number },
  change: { label: string; action: LogAction },
  fqty: number,
  status: number,
  ctx: SettleContext,
): Promise<void> {
  await run(db, LOG_CHANGE, [
    target.box ?? null,
    target.pallet ?? null,
    change.label,
    change.action,
    ctx.stationId,
    fqty,
    status,
    ctx.userId,
  ]);
}
