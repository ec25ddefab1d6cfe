// What operators change over between two consecutive orders on a line (production_scheduling_log/
// get_differential_material): materials to load and to take off, and the slots whose material differs. Pure.

export type SlotMaterial = { slot: string; icitem_id: number; fnumber: string; fname: string };
export type MaterialUse = { icitem_id: number; fnumber: string; fname: string; slots: string[] };
export type SlotChange = { slot: string; from: string | null; to: string | null };
export type Changeover = { load: MaterialUse[]; unload: MaterialUse[]; keep: number; slot_changes: SlotChange[] };

function uses(slots: readonly SlotMaterial[]): Map<number, MaterialUse> {
  const out = new Map<number, MaterialUse>();
  for (const s of slots) {
    const use = out.get(s.icitem_id) ?? { icitem_id: s.icitem_id, fnumber: s.fnumber, fname: s.fname, slots: [] };
    use.slots.push(s.slot);
    out.set(s.icitem_id, use);
  }
  return out;
}

const byCode = (a: MaterialUse, b: MaterialUse) => a.fnumber.localeCompare(b.fnumber);

export function changeover(from: readonly SlotMaterial[], to: readonly SlotMaterial[]): Changeover {
  const before = uses(from);
  const after = uses(to);
  const load = [...after.values()].filter((u) => !before.has(u.icitem_id)).sort(byCode);
  const unload = [...before.values()].filter((u) => !after.has(u.icitem_id)).sort(byCode);
  const keep = [...after.keys()].filter((id) => before.has(id)).length;
  const fromSlot = new Map(from.map((s) => [s.slot, s]));
  const toSlot = new Map(to.map((s) => [s.slot, s]));
  const slots = [...new Set([...fromSlot.keys(), ...toSlot.keys()])].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
  const slot_changes = slots
    .filter((slot) => fromSlot.get(slot)?.icitem_id !== toSlot.get(slot)?.icitem_id)
    .map((slot) => ({ slot, from: fromSlot.get(slot)?.fnumber ?? null, to: toSlot.get(slot)?.fnumber ?? null }));
  return { load, unload, keep, slot_changes };
}
