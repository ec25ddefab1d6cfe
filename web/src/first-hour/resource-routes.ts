import { ROUTES, flattenRoutes } from '../routes';
import type { ResourceRef } from '../routes';

const FLAT = flattenRoutes(ROUTES);

/** The back office's address of a resource's list or of one record (its route table entry), or null. */
export function routeOf(ref: ResourceRef, kind: 'list' | 'detail', id?: number): string | null {
  const found = FLAT.find((r) => {
    const s = r.node.screen;
    return s && s.kind === kind && s.resource.module === ref.module && s.resource.name === ref.name;
  });
  if (!found || (kind === 'list' && found.fullPath.includes(':'))) return null;
  return kind === 'detail' ? found.fullPath.replace(':id', String(id ?? '')) : found.fullPath;
}
