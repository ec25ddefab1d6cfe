import type { Requirement } from '@mes/client';
import { joinPath } from './route-table';
import type { IconName, RouteNode, Title } from './route-types';

export type MenuEntry = {
  /** the path it opens (or the group's path) */
  key: string;
  title: Title;
  icon?: IconName;
  /** a full-page link outside the back office */
  href?: string;
  children?: MenuEntry[];
};

/**
 * The side menu from the route table (000 §2, §6): hidden routes and routes with a parameter are left out, entries
 * the user may not open are removed, children nest under their parent, a group left empty disappears, and a
 * resource with one entry left shows that entry in its place.
 */
export function buildMenu(
  nodes: readonly RouteNode[],
  can: (r: Requirement | undefined) => boolean,
  base = '/',
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const node of nodes) {
    if (node.hidden || node.public || node.path.includes(':') || !can(node.require)) continue;
    const key = joinPath(base, node.path);
    if (!node.children) {
      if (node.screen || node.href)
        out.push({ key: node.href ?? key, title: node.title, icon: node.icon, href: node.href });
      continue;
    }
    const children = buildMenu(node.children, can, key);
    if (children.length === 0) continue;
    if (children.length === 1 && !children[0].children && !node.keepGroup) {
      out.push({ ...children[0], icon: node.icon ?? children[0].icon });
      continue;
    }
    out.push({ key, title: node.title, icon: node.icon, children });
  }
  return out;
}

/** The keys of the groups that hold `path`, to open them in the menu. */
export function openKeysFor(entries: readonly MenuEntry[], path: string): string[] {
  for (const e of entries) {
    if (!e.children) continue;
    if (path === e.key || path.startsWith(`${e.key}/`)) return [e.key, ...openKeysFor(e.children, path)];
  }
  return [];
}

/** The entry to highlight for `path`: the longest entry key that is a prefix of it. */
export function selectedKeyFor(entries: readonly MenuEntry[], path: string): string | null {
  let best: string | null = null;
  const walk = (list: readonly MenuEntry[]) => {
    for (const e of list) {
      if (e.children) walk(e.children);
      else if (!e.href) {
        const parent = e.key.replace(/\/(list|create)$/, '');
        const hit =
          path === e.key || path.startsWith(`${e.key}/`) || (e.key.endsWith('/list') && path.startsWith(`${parent}/`));
        if (hit && (!best || e.key.length > best.length)) best = e.key;
      }
    }
  };
  walk(entries);
  return best;
}
