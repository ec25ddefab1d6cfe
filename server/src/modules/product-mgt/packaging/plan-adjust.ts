import type { DataSource, EntityManager } from 'typeorm';
import { refuseAs } from '../../../core/api/app.exception';
import { resourceEvent } from '../../../core/resource/resource-event';
import { missingCode } from '../../../core/resource/missing-codes';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';

/**
 * The one-value adjustments (packaging_plan/update_weight, update_tolerance, glue_plan/update_min_weight,
 * update_max_weight): the plan row locked, `write` changes it in the same transaction, an outbox
 * `<plan>.update` entry is written, and the plan is answered as get answers it. They are allowed on a checked plan:
 * calibrating a weight must not reopen the whole plan for editing (docs/labels-packaging.md, "Decisions").
 */
export async function adjustPlan(
  ds: DataSource,
  resources: ResourceService,
  def: ResourceDef,
  id: number,
  userId: number | null,
  write: (m: EntityManager, plan: Row) => Promise<void>,
): Promise<Row> {
  await ds.transaction(async (m) => {
    const rows = (await m.query(`SELECT * FROM ${def.table} WHERE id = $1 FOR UPDATE`, [id])) as Row[];
    if (rows.length === 0) throw refuseAs(missingCode(def.name), 'id', 'record.no_such', { resource: def.name, id });
    await write(m, rows[0]);
    await m.query(`UPDATE ${def.table} SET updated_at = now() WHERE id = $1`, [id]);
    await resourceEvent(m, def, 'update', id, userId);
  });
  return resources.get(def, id);
}
