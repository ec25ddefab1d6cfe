import {
  BoxStatus,
  ErrorCode,
  inBoth,
  levelWord,
  type PackLevel,
  type RefusalCode,
  type RefusalParams,
} from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { BoxRef } from './packing.input';
import { first, rows, run, sql } from '../../../core/db/sql';
import { LOCK_ORDER } from './packing-rules';
import { BOX_LABEL, levelOf } from './box-rows';
import {
  levelsOf,
  recountCarton,
  recountPallet,
  type ClosedParent,
  type SettleContext,
  type UpperLevel,
} from './packing-levels';

export type Target = { level: PackLevel; id: number };
export type Moved = { target: Target & { level: UpperLevel }; closed: ClosedParent[]; station: number | null };

// The texts naming a table or a link column come in one variant per level (box: a box or carton, pallet).
const TARGET_BY_ID = sql('shop-floor.target_by_id', `SELECT id, level FROM box WHERE id = $1`);
const TARGET_BY_FNUMBER = sql('shop-floor.target_by_fnumber', `SELECT id, level FROM box WHERE fnumber = $1`);
const PALLET_BY_FNUMBER = sql('shop-floor.pallet_by_fnumber', 'SELECT id FROM pallet WHERE fnumber = $1');
const OWNER = {
  box: sql('shop-floor.box_owner', `SELECT worder_id FROM box WHERE id = $1`),
  pallet: sql('shop-floor.pallet_owner', `SELECT worder_id FROM pallet WHERE id = $1`),
};
const CONTAINER = {
  box: sql(
    'shop-floor.lock_box_container',
    `SELECT id, fnumber, worder_id, status, fqty::int AS fqty, capacity, packaging_plan_id, station_id FROM box
     WHERE id = $1 FOR UPDATE`,
    { notNull: ['fqty'] },
  ),
  pallet: sql(
    'shop-floor.lock_pallet_container',
    `SELECT id, fnumber, worder_id, status, fqty::int AS fqty, capacity, packaging_plan_id, station_id FROM pallet
     WHERE id = $1 FOR UPDATE`,
    { notNull: ['fqty'] },
  ),
};
const CONTENT = sql(
  'shop-floor.lock_content',
  'SELECT id, fnumber, level, status, worder_id, parent_id, pallet_id FROM box WHERE fnumber = $1 FOR UPDATE',
);
const HOLDER_LABEL = {
  box: BOX_LABEL,
  pallet: sql('shop-floor.pallet_label', `SELECT fnumber FROM pallet WHERE id = $1`),
};
const MOVE = {
  parent_id: sql('shop-floor.move_into_carton', `UPDATE box SET parent_id = $2, updated_at = now() WHERE id = $1`),
  pallet_id: sql('shop-floor.move_onto_pallet', `UPDATE box SET pallet_id = $2, updated_at = now() WHERE id = $1`),
};

/** what the scanned label (or box_id) names: a box of units, a carton or a pallet; null when nothing. */
export async function targetOf(db: pg.Pool, ref: BoxRef): Promise<Target | null> {
  const box =
    ref.box_id !== undefined
      ? await first(db, TARGET_BY_ID, [ref.box_id])
      : await first(db, TARGET_BY_FNUMBER, [ref.box ?? null]);
  if (box) return { level: levelOf(box.level), id: box.id };
  if (ref.box === undefined) return null;
  const pallet = await first(db, PALLET_BY_FNUMBER, [ref.box]);
  return pallet ? { level: 'pallet', id: pallet.id } : null;
}

// box_subtract and box_subjoin one level up (docs/packing.md, "Cartons and pallets"): the scanned container is a
// carton or a pallet, `sn` the label of the box or carton that comes out or goes in. The same rules as for units in a
// box: the content of the container's order, a content that is in it (subtract) or in nothing (subjoin, else 1504),
// only a closed box or carton goes in, never past the level's quantity; the container is recounted (a full one
// closes, one that loses a box opens again) and so is the pallet above a carton. Under the order's lock.
export async function moveContent(
  c: pg.PoolClient,
  op: 'subtract' | 'subjoin',
  target: Target & { level: UpperLevel },
  label: string,
  ctx: SettleContext,
): Promise<Moved> {
  const table = target.level === 'pallet' ? 'pallet' : 'box';
  const [owner] = await rows(c, OWNER[table], [target.id]);
  if (owner.worder_id !== null) await run(c, LOCK_ORDER, [owner.worder_id]);
  const [box] = await rows(c, CONTAINER[table], [target.id]);
  if (box.worder_id === null || box.packaging_plan_id === null)
    throw refuse('box', `shop_floor.${target.level}_not_packed_at_station`, { fnumber: box.fnumber });
  if (box.status !== BoxStatus.WORKING && box.status !== BoxStatus.WORKING_FINISHED)
    throw refuse('box', `shop_floor.${target.level}_not_packing`, {
      fnumber: box.fnumber,
      status: inBoth((l) => BoxStatus.label(box.status, l).toLowerCase()),
    });
  const levels = await levelsOf(c, box.packaging_plan_id);
  const holds = target.level === 'pallet' && levels.carton !== null ? 'carton' : 'box';
  const content = await first(c, CONTENT, [label]);
  const moved = { holds: levelWord(holds), label, target: levelWord(target.level), fnumber: box.fnumber };
  const mismatch = (code: RefusalCode, params: RefusalParams) =>
    refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'sn', code, params);
  if (!content) throw mismatch('packing.label_names_no', { label, holds: levelWord(holds) });
  if (content.level !== holds)
    throw mismatch('packing.level_holds', { ...moved, level: levelWord(content.level), holds: levelWord(holds, true) });
  if (content.worder_id !== box.worder_id) throw mismatch('packing.other_order_than', moved);
  const link = target.level === 'pallet' ? 'pallet_id' : 'parent_id';
  const station = ctx.stationId ?? box.station_id;
  if (op === 'subtract') {
    if (content[link] !== box.id) throw mismatch('packing.not_in', moved);
  } else {
    if (content[link] !== null) {
      const [other] = await rows(c, HOLDER_LABEL[table], [content[link]]);
      throw refuseAs(ErrorCode.IS_PACKING, 'sn', 'packing.already_in', { ...moved, fnumber: other.fnumber });
    }
    if (content.status !== BoxStatus.WORKING_FINISHED)
      throw refuse(
        'sn',
        holds === 'carton'
          ? 'shop_floor.carton_not_closed_for_pallet'
          : `shop_floor.box_not_closed_for_${target.level}`,
        { label },
      );
    if (box.capacity > 0 && box.fqty >= box.capacity)
      throw refuse('box', `shop_floor.${target.level}_full`, {
        fnumber: box.fnumber,
        fqty: box.fqty,
        capacity: box.capacity,
      });
  }
  await run(c, MOVE[link], [content.id, op === 'subtract' ? null : box.id]);
  const change = { label, action: op };
  const at = { stationId: station, userId: ctx.userId };
  const closed =
    target.level === 'pallet'
      ? await recountPallet(c, box.id, at, change)
      : await recountCarton(c, box.id, levels, at, change);
  return { target, closed, station };
}
