// The multi-level expansion of a BOM (icbom/multi_expand), pure: the caller loads the BOMs, this walks them.

export type BomLine = {
  entry_id: number;
  icitem_id: number;
  /** quantity per one parent */
  qty: number;
  /** percent */
  scrap_rate: number;
  position: string;
  substitute_group: string;
};

export type Bom = { id: number; icitem_id: number; entries: BomLine[] };

export type ExpandedLine = BomLine & {
  /** the path of entry ids from the top: '3', '3.17', '3.17.40' (unique, the tree table's key) */
  key: string;
  parent_key: string | null;
  /** 1 for the top BOM's own entries */
  level: number;
  /** the BOM this line is an entry of */
  icbom_id: number;
  /** the child's own BOM, expanded below this line; null for a leaf */
  child_bom_id: number | null;
  /** product of the quantities along the path: how many per one top unit */
  qty_per_top: number;
  /** the same with each line's scrap rate added: what to issue per top unit */
  need_per_top: number;
};

/** a material met again below itself: the path from the first meeting, as material ids. */
export class BomCycleError extends Error {
  constructor(readonly cycle: number[]) {
    super(`BOM cycle through materials ${cycle.join(' -> ')}`);
  }
}

export class BomTooDeepError extends Error {
  constructor(readonly maxLevels: number) {
    super(`BOM deeper than ${maxLevels} levels`);
  }
}

/** more lines than this (shared sub-assemblies repeat under each parent): refused rather than answered. */
export class BomTooLargeError extends Error {
  constructor(readonly maxLines: number) {
    super(`BOM expands to more than ${maxLines} lines`);
  }
}

export const MAX_LEVELS = 20;
export const MAX_LINES = 20_000;

// Quantities keep 6 decimals, as the columns do; rounding each product keeps 0.1 x 3 from answering 0.30000000000000004.
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * Every line of `top` and, depth first in entry order, of the BOM of each child that has one (`bomOf`), with the
 * quantity per top unit. A child that is one of its own ancestors throws BomCycleError naming the cycle.
 */
export function expandBom(
  top: Bom,
  bomOf: (icitemId: number) => Bom | undefined,
  maxLevels = MAX_LEVELS,
  maxLines = MAX_LINES,
): ExpandedLine[] {
  const out: ExpandedLine[] = [];
  const walk = (bom: Bom, path: number[], parentKey: string | null, perTop: number, needTop: number): void => {
    const level = path.length;
    if (level > maxLevels) throw new BomTooDeepError(maxLevels);
    for (const e of bom.entries) {
      const at = path.indexOf(e.icitem_id);
      if (at >= 0) throw new BomCycleError([...path.slice(at), e.icitem_id]);
      if (out.length >= maxLines) throw new BomTooLargeError(maxLines);
      const child = bomOf(e.icitem_id);
      const key = parentKey === null ? String(e.entry_id) : `${parentKey}.${e.entry_id}`;
      const qtyPerTop = round6(perTop * e.qty);
      const needPerTop = round6(needTop * e.qty * (1 + e.scrap_rate / 100));
      out.push({
        ...e,
        key,
        parent_key: parentKey,
        level,
        icbom_id: bom.id,
        child_bom_id: child?.id ?? null,
        qty_per_top: qtyPerTop,
        need_per_top: needPerTop,
      });
      if (child) walk(child, [...path, e.icitem_id], key, qtyPerTop, needPerTop);
    }
  };
  walk(top, [top.icitem_id], null, 1, 1);
  return out;
}
