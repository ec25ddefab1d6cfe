import { first, rows, sql, type Queryable, type Tx } from '../../core/db/sql';
import { resourceEvent } from '../../core/resource/resource-event';
import { unbindLogResource } from './repair.resources';

const WRITE_TRACE = sql(
  'repair.write_trace',
  `INSERT INTO unbind_log (kind, sn, barcode, worder_id, material_binding_id, box_id, repair_record_id, reason,
       detail, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
);
const USER_NAME = sql('repair.user_name', 'SELECT display_name, name FROM users WHERE id = $1');

export type Trace = {
  kind: string;
  sn?: string;
  barcode?: string;
  worder_id?: number | null;
  material_binding_id?: number | null;
  box_id?: number | null;
  repair_record_id?: number | null;
  reason: string;
  detail?: Record<string, unknown>;
};

/** One row of the undo trace (unbind_log): who undid what, when and why. */
export async function writeTrace(c: Tx, t: Trace, userId: number | null): Promise<number> {
  const [{ id }] = await rows(c, WRITE_TRACE, [
    t.kind,
    t.sn ?? '',
    t.barcode ?? '',
    t.worder_id ?? null,
    t.material_binding_id ?? null,
    t.box_id ?? null,
    t.repair_record_id ?? null,
    t.reason,
    JSON.stringify(t.detail ?? {}),
    userId,
  ]);
  await resourceEvent(c, unbindLogResource, 'create', id, userId);
  return id;
}

/** the signed-in user's display name, for station_log.operator. */
export async function userName(db: Queryable, id: number | null): Promise<string> {
  if (id === null) return '';
  const user = await first(db, USER_NAME, [id]);
  return user ? user.display_name || user.name : '';
}
