// The multi-level expansion (icbom/multi_expand) as the nested rows a tree table shows.
import type { BomExpandedLine, BomExpansion } from '@mes/contracts';

export type ExpandedLine = BomExpandedLine;
export type Expansion = BomExpansion;

export type TreeRow = ExpandedLine & { children?: TreeRow[] };

/** rows in the answer's (depth-first) order nested under their parent_key; a leaf has no `children`. */
export function toTree(rows: ExpandedLine[]): TreeRow[] {
  const byKey = new Map<string, TreeRow>();
  const roots: TreeRow[] = [];
  for (const r of rows) {
    const node: TreeRow = { ...r };
    byKey.set(r.key, node);
    const parent = r.parent_key === null ? undefined : byKey.get(r.parent_key);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** the keys of every row with children (to open the whole tree). */
export function parentKeys(rows: ExpandedLine[]): string[] {
  const parents = new Set(rows.map((r) => r.parent_key).filter((k): k is string => k !== null));
  return rows.filter((r) => parents.has(r.key)).map((r) => r.key);
}
