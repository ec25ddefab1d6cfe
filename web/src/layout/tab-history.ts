import { STORAGE_KEYS, TAB_HISTORY_SIZE } from '@mes/contracts';
import type { StorageLike } from '@mes/client';

// The tab bar's history of visited pages (000 §3: the last 10, stored under STORAGE_KEYS.tags).

/** a visited page; `name` is what its record is called (a document's number), told by the page once it loaded */
export type Tab = { path: string; search: string; visitedAt: number; name?: string };

/** the longest record name a tab keeps (a document number with a product's name fits) */
const NAME_MAX = 60;

/**
 * A visit: a known page keeps its place and takes the new search and time; a new one is added at the end. Past the
 * limit the least recently visited pages go, never the one just visited.
 */
export function visitTab(
  tabs: readonly Tab[],
  path: string,
  search: string,
  now: number,
  max: number = TAB_HISTORY_SIZE,
): Tab[] {
  const known = tabs.some((t) => t.path === path);
  let next = known
    ? tabs.map((t) => (t.path === path ? { ...t, search, visitedAt: now } : t))
    : [...tabs, { path, search, visitedAt: now }];
  while (next.length > max) {
    const oldest = next.filter((t) => t.path !== path).reduce((a, b) => (b.visitedAt < a.visitedAt ? b : a));
    next = next.filter((t) => t !== oldest);
  }
  return next;
}

/** Names a page's tab after the record it shows; answers the same array when nothing changed. */
export function nameTab(tabs: Tab[], path: string, name: string): Tab[] {
  const cut = name.trim().slice(0, NAME_MAX);
  if (cut === '' || !tabs.some((t) => t.path === path && t.name !== cut)) return tabs;
  return tabs.map((t) => (t.path === path ? { ...t, name: cut } : t));
}

/** Closes a tab; answers the tabs left and, when it was the active one, the neighbour to open (or null). */
export function closeTab(tabs: readonly Tab[], path: string, activePath: string): { tabs: Tab[]; open: Tab | null } {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0) return { tabs: [...tabs], open: null };
  const left = tabs.filter((t) => t.path !== path);
  if (path !== activePath) return { tabs: left, open: null };
  return { tabs: left, open: left[Math.min(i, left.length - 1)] ?? null };
}

export function readTabs(storage: StorageLike | null): Tab[] {
  try {
    const raw = JSON.parse(storage?.getItem(STORAGE_KEYS.tags) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (t): t is Tab =>
          typeof t === 'object' && t !== null && typeof (t as Tab).path === 'string' && (t as Tab).path.startsWith('/'),
      )
      .map((t) => ({
        path: t.path,
        search: typeof t.search === 'string' ? t.search : '',
        visitedAt: Number(t.visitedAt) || 0,
        ...(typeof t.name === 'string' && t.name !== '' ? { name: t.name.slice(0, NAME_MAX) } : {}),
      }))
      .slice(-TAB_HISTORY_SIZE);
  } catch {
    return [];
  }
}

export function writeTabs(storage: StorageLike | null, tabs: readonly Tab[]): void {
  try {
    storage?.setItem(STORAGE_KEYS.tags, JSON.stringify(tabs));
  } catch {
    // the bar still works for this page
  }
}
