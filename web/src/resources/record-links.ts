import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

/** A link a record offers; label is an i18n key of the route titles; external links leave the back office (a new tab). */
export type RecordLink = { key: string; to: string; label: string; external?: boolean };

// Screens of their own that a record opens beyond its details, by <module>.<name>: a feeding's track screen (from
// which every step screen is one click away); an SMT order's board on the kanban and its line's scheduling.
const LINKS: Record<string, (r: ResourceRecord) => RecordLink[]> = {
  'work.smt_feeding': (r) => [
    { key: 'track', to: `/work/smt_feeding/${r.id}/track`, label: 'routes.work.smt_feeding_track' },
  ],
  'product_mgt.smt_order': (r) => [
    { key: 'board', to: `/kanban/smt_order/${r.id}`, label: 'routes.kanban_mgt.smt_order', external: true },
    ...(typeof r.product_line_id === 'number'
      ? [
          {
            key: 'scheduling',
            to: `/product_mgt/production_scheduling/operation?product_line_id=${r.product_line_id}`,
            label: 'routes.product_mgt.production_scheduling_operation',
          },
        ]
      : []),
  ],
};

export function recordLinks(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): RecordLink[] {
  return LINKS[`${def.module}.${def.name}`]?.(record) ?? [];
}
