// The differences between two BOMs (icbom/export_diff), pure: per child material, the quantity per parent in each.
// A material listed on several entries counts with the sum of their quantities.

export type DiffSide = { icitem_id: number; qty: number; scrap_rate: number; position: string }[];

export type DiffKind = 'added' | 'removed' | 'changed';

export type DiffRow = {
  kind: DiffKind;
  icitem_id: number;
  old_qty: number | null;
  new_qty: number | null;
  old_scrap_rate: number | null;
  new_scrap_rate: number | null;
  old_position: string;
  new_position: string;
};

type Sum = { qty: number; scrap_rate: number; position: string };

function byMaterial(side: DiffSide): Map<number, Sum> {
  const out = new Map<number, Sum>();
  for (const e of side) {
    const had = out.get(e.icitem_id);
    out.set(
      e.icitem_id,
      had
        ? {
            qty: Math.round((had.qty + e.qty) * 1e6) / 1e6,
            scrap_rate: Math.max(had.scrap_rate, e.scrap_rate),
            position: [had.position, e.position].filter((p) => p !== '').join(','),
          }
        : { qty: e.qty, scrap_rate: e.scrap_rate, position: e.position },
    );
  }
  return out;
}

/** what changes from `from` to `to`: materials added, removed, or with another quantity, scrap rate or positions. */
export function diffBoms(from: DiffSide, to: DiffSide): DiffRow[] {
  const a = byMaterial(from);
  const b = byMaterial(to);
  const rows: DiffRow[] = [];
  for (const [id, old] of a) {
    const now = b.get(id);
    if (!now) rows.push(row('removed', id, old, null));
    else if (now.qty !== old.qty || now.scrap_rate !== old.scrap_rate || now.position !== old.position)
      rows.push(row('changed', id, old, now));
  }
  for (const [id, now] of b) if (!a.has(id)) rows.push(row('added', id, null, now));
  const order: Record<DiffKind, number> = { added: 0, removed: 1, changed: 2 };
  return rows.sort((x, y) => order[x.kind] - order[y.kind] || x.icitem_id - y.icitem_id);
}

function row(kind: DiffKind, icitem_id: number, old: Sum | null, now: Sum | null): DiffRow {
  return {
    kind,
    icitem_id,
    old_qty: old?.qty ?? null,
    new_qty: now?.qty ?? null,
    old_scrap_rate: old?.scrap_rate ?? null,
    new_scrap_rate: now?.scrap_rate ?? null,
    old_position: old?.position ?? '',
    new_position: now?.position ?? '',
  };
}
