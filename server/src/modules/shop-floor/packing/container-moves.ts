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
import {
  levelsOf,
  pgSql,
  recountCarton,
  recountPallet,
  type ClosedParent,
  type SettleContext,
  type UpperLevel,
} from './packing-levels';

export type Target = { level: PackLevel; id: number };
export type Moved = { target: Target & { level: UpperLevel }; closed: ClosedParent[]; station: number | null };

type Container = {
  id: number;
  fnumber: string;
  worder_id: number | null;
  status: number;
  fqty: number;
  capacity: number;
  packaging_plan_id: number | null;
  station_id: number | null;
};
type Content = { id: number; fnumber: string; level: 'box' | 'carton'; status: number; worder_id: number } & Record<
  'parent_id' | 'pallet_id',
  number | null
>;

/** what the scanned label (or box_id) names: a box of units, a carton or a pallet; null when nothing. */
export async function targetOf(db: pg.Pool, ref: BoxRef): Promise<Target | null> {
  const { rows } = await db.query<Target>(
    `SELECT id, level FROM box WHERE ${ref.box_id !== undefined ? 'id' : 'fnumber'} = $1`,
    [ref.box_id ?? ref.box],
  );
  if (rows[0] || ref.box === undefined) return rows[0] ?? null;
  const pallet = await db.query<{ id: number }>('SELECT id FROM pallet WHERE fnumber = $1', [ref.box]);
  return pallet.rows[0] ? { level: 'pallet', id: pallet.rows[0].id } : null;
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
  const sql = pgSql(c);
  const table = target.level === 'pallet' ? 'pallet' : 'box';
  const [owner] = await sql<{ worder_id: number | null }>(`SELECT worder_id FROM ${table} WHERE id = $1`, [target.id]);
  if (owner.worder_id !== null) await sql('SELECT id FROM worder WHERE id = $1 FOR UPDATE', [owner.worder_id]);
  const [box] = await sql<Container>(
    `SELECT id, fnumber, worder_id, status, fqty::int AS fqty, capacity, packaging_plan_id, station_id FROM ${table}
     WHERE id = $1 FOR UPDATE`,
    [target.id],
  );
  if (box.worder_id === null || box.packaging_plan_id === null)
    throw refuse('box', `shop_floor.${target.level}_not_packed_at_station`, { fnumber: box.fnumber });
  if (box.status !== BoxStatus.WORKING && box.status !== BoxStatus.WORKING_FINISHED)
    throw refuse('box', `shop_floor.${target.level}_not_packing`, {
      fnumber: box.fnumber,
      status: inBoth((l) => BoxStatus.label(box.status, l).toLowerCase()),
    });
  const levels = await levelsOf(sql, box.packaging_plan_id);
  const holds = target.level === 'pallet' && levels.carton !== null ? 'carton' : 'box';
  const [content] = await sql<Content>(
    'SELECT id, fnumber, level, status, worder_id, parent_id, pallet_id FROM box WHERE fnumber = $1 FOR UPDATE',
    [label],
  );
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
      const [other] = await sql<{ fnumber: string }>(`SELECT fnumber FROM ${table} WHERE id = $1`, [content[link]]);
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
  await sql(`UPDATE box SET ${link} = $2, updated_at = now() WHERE id = $1`, [
    content.id,
    op === 'subtract' ? null : box.id,
  ]);
  const change = { label, action: op };
  const at = { stationId: station, userId: ctx.userId };
  const closed =
    target.level === 'pallet'
      ? await recountPallet(sql, box.id, at, change)
      : await recountCarton(sql, box.id, levels, at, change);
  return { target, closed, station };
}
