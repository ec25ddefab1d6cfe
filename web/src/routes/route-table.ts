import type { Requirement } from '@mes/client';
import type { FlatRoute, RouteNode } from './route-types';

export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`.replace(/\/+/g, '/');
}

/** Every node with its absolute path and the requirements of its parents, parents first. */
export function flattenRoutes(
  nodes: readonly RouteNode[],
  base = '/',
  inherited: Requirement[] = [],
  publicParent = false,
): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const node of nodes) {
    const fullPath = joinPath(base, node.path);
    const requires = node.require ? [...inherited, node.require] : inherited;
    const isPublic = publicParent || node.public === true;
    out.push({ fullPath, node, requires, public: isPublic });
    if (node.children) out.push(...flattenRoutes(node.children, fullPath, requires, isPublic));
  }
  return out;
}

/** The params of `path` against a pattern such as /basicdata/factory/:id, or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        params[want[i].slice(1)] = got[i];
      }
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** The route a path shows: static segments win over params, as in the router. */
export function findRoute(flat: readonly FlatRoute[], path: string): FlatRoute | null {
  let best: { route: FlatRoute; score: number } | null = null;
  for (const route of flat) {
    if (!matchPattern(route.fullPath, path)) continue;
    const score = route.fullPath.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route ?? null;
}
