import { nextLevel, readLevels } from './levels';

describe('packaging levels', () => {
  it('reads a plan record’s entries in unit -> pallet order and names the next missing level', () => {
    const levels = readLevels([
      { id: 9, packaging_plan_id: 1, level: 'carton', qty: 4, weight: 22, tolerance: 0.3, label_design_id: null },
      { id: 8, packaging_plan_id: 1, level: 'unit', qty: 1, weight: 0.25, tolerance: 0.01, label_design_id: 3 },
      { level: 'crate', qty: 1 },
    ]);
    expect(levels.map((l) => l.level)).toEqual(['unit', 'carton']);
    expect(levels[0]).toEqual({ level: 'unit', qty: 1, weight: 0.25, tolerance: 0.01, label_design_id: 3 });
    expect(nextLevel(levels)).toBe('box');
    expect(readLevels(undefined)).toEqual([]);
  });
});
