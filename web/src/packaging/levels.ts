// A packaging plan's levels as the panel edits them (server: packaging-plan.resource.ts, the entries of the plan).

import { PACKING_LEVELS, type PackingLevel } from '@mes/contracts';

export const LEVELS = PACKING_LEVELS;
export type LevelName = PackingLevel;
export type Level = {
  level: LevelName;
  qty: number;
  weight: number;
  tolerance: number;
  label_design_id: number | null;
};

/** the levels of a plan record's entries, in unit -> pallet order */
export function readLevels(entries: unknown): Level[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter(
      (e): e is Record<string, unknown> => typeof e === 'object' && e !== null && LEVELS.includes(e.level as LevelName),
    )
    .map((e) => ({
      level: e.level as LevelName,
      qty: Number(e.qty ?? 1),
      weight: Number(e.weight ?? 0),
      tolerance: Number(e.tolerance ?? 0),
      label_design_id: typeof e.label_design_id === 'number' ? e.label_design_id : null,
    }))
    .sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
}

/** the next level a plan does not have yet (null when it has all four) */
export function nextLevel(levels: Level[]): LevelName | null {
  return LEVELS.find((l) => !levels.some((x) => x.level === l)) ?? null;
}
