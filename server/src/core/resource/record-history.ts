import { HISTORY_LIMIT, historyAction, type HistoryEntry } from '@mes/contracts';
import { rows, sql, type Queryable } from '../db/sql';
import type { ResourceDef } from './resource.types';

// who: op_log.user_name is NOT NULL
const HISTORY = sql(
  'core.record_history',
  `SELECT l.id, l.path, l.ok, l.body, coalesce(nullif(u.display_name, ''), l.user_name) AS who, l.created_at
       FROM op_log l LEFT JOIN users u ON u.id = l.user_id
      WHERE l.record_id = $1 AND l.module = $2 AND left(l.path, length($3)) = $3
      ORDER BY l.id DESC LIMIT $4`,
  { notNull: ['who'] },
);

/**
 * A record's history: its resource's write calls the operation log holds for it (the log's own rows: create, update,
 * check, disable, actions), newest first. Served as `<module>/<resource>/history {id}` under the resource's read
 * permission: whoever may read the record may read who changed it (the log itself stays the admin's).
 */
export async function recordHistory(db: Queryable, def: ResourceDef, id: number): Promise<{ list: HistoryEntry[] }> {
  const prefix = `${def.module}/${def.name}/`;
  const found = await rows(db, HISTORY, [String(id), def.module, prefix, HISTORY_LIMIT]);
  return {
    list: found.map((r) => ({
      id: r.id,
      action: historyAction(r.path, r.body),
      user: r.who,
      at: r.created_at.toISOString(),
      ok: r.ok,
    })),
  };
}
