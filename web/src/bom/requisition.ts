// A requisition's requested quantities against its issues and returns, per material (its details screen).

export type RequestedEntry = { icitem_id: number; qty: number };
export type LoggedMove = { icitem_id: number; action: 'work' | 'back'; qty: number };
export type MaterialProgress = { icitem_id: number; requested: number; issued: number; remaining: number };

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** per material in entry order (entries of one material summed): requested, issued net of returns, still to issue. */
export function progressOf(entries: RequestedEntry[], moves: LoggedMove[]): MaterialProgress[] {
  const out = new Map<number, MaterialProgress>();
  for (const e of entries) {
    const p = out.get(e.icitem_id) ?? { icitem_id: e.icitem_id, requested: 0, issued: 0, remaining: 0 };
    p.requested = round6(p.requested + e.qty);
    out.set(e.icitem_id, p);
  }
  for (const m of moves) {
    const p = out.get(m.icitem_id);
    if (p) p.issued = round6(p.issued + (m.action === 'work' ? m.qty : -m.qty));
  }
  for (const p of out.values()) p.remaining = Math.max(0, round6(p.requested - p.issued));
  return [...out.values()];
}
