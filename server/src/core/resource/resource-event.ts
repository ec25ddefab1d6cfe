import { TOPIC, type ResourceAction } from '@mes/contracts';
import type { Queryable } from '../db/sql';
import { writeOutbox } from '../events/outbox.writer';
import type { ResourceDef } from './resource.types';

/** What names a resource in its events: its declaration (a ResourceDef), or its name and module as declared. */
export type ResourceRef = Pick<ResourceDef, 'name' | 'module'>;

/**
 * The one writer of the engine's `<resource>.<action>` outbox entry (docs/architecture.md, "Hooks and resource
 * events"), in the caller's transaction: `{ resource, module, action, id, by }`, the module the declaration's. The
 * engine writes it for its standard calls; an area's own write of a resource's rows writes it the same way, so the
 * lists showing the resource refresh. `said`: the payload's action when it tells more than the topic's (a reel's
 * floor-life step, announced as an update).
 */
export async function resourceEvent(
  db: Queryable,
  def: ResourceRef,
  action: ResourceAction,
  id: number,
  by: number | null,
  said: string = action,
): Promise<void> {
  await writeOutbox(db, TOPIC.resource(def.name, action), {
    resource: def.name,
    module: def.module,
    action: said,
    id,
    by,
  });
}
