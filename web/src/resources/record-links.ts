import type { ResourceMeta } from './meta';

export type RecordLink = { key: string; to: string; label: string };

// Screens of their own that a record opens beyond its details, by <module>.<name>: a feeding's track screen (from
// which every step screen is one click away).
const LINKS: Record<string, (id: number) => RecordLink[]> = {
  'work.smt_feeding': (id) => [{ key: 'track', to: `/work/smt_feeding/${id}/track`, label: 'routes.work.smt_feeding_track' }],
};

/** The links a record of `def` offers; label is an i18n key of the route titles. */
export function recordLinks(def: Pick<ResourceMeta, 'module' | 'name'>, id: number): RecordLink[] {
  return LINKS[`${def.module}.${def.name}`]?.(id) ?? [];
}
