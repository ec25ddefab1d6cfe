import { generatePath } from 'react-router-dom';

/** A document a bill can be pushed down to. */
export type PushDownTarget = {
  route: string;
  id: number;
  fbillno?: string | null;
  creater_display_name?: string | null;
  created_at?: string | number | null;
  fnumber?: string | null;
  fname?: string | null;
};

/** The path of a target: its route with the id param filled (':id' in the route), or '/<id>' appended. */
export function pushDownPath({ route, id }: Pick<PushDownTarget, 'route' | 'id'>): string {
  if (route.includes(':id')) return generatePath(route, { id: String(id) });
  return `${route.replace(/\/+$/, '')}/${id}`;
}

export type PushDownDecision = { kind: 'none' } | { kind: 'go'; path: string } | { kind: 'choose' };

/** None: warn; one: go straight there; several: let the user choose (000 §2). */
export function pushDownDecision(targets: readonly PushDownTarget[]): PushDownDecision {
  if (targets.length === 0) return { kind: 'none' };
  if (targets.length === 1) return { kind: 'go', path: pushDownPath(targets[0]) };
  return { kind: 'choose' };
}
