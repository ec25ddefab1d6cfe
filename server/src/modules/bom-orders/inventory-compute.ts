import type { MaterialInventoryFigures } from '@mes/contracts';

// The material inventory of a process plan (material_inventory/regenerate), pure: what the plan needs against what
// was issued, returned and consumed. docs/bom-orders.md, "Material inventory", gives the rules.

export type PlanBomLine = { icitem_id: number; qty: number; scrap_rate: number };
export type Move = { icitem_id: number; action: 'work' | 'back'; qty: number };

export type InventoryLine = MaterialInventoryFigures;

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * Per material of the BOM's first level (and any other material a requisition moved), in BOM order then material id:
 * need = plan quantity x quantity per unit x (1 + scrap %), consumed = finished units x quantity per unit,
 * on the line (balance) = issued - returned - consumed, short = need - (issued - returned) when positive.
 */
export function computeInventory(
  planQty: number,
  bom: PlanBomLine[],
  moves: Move[],
  doneUnits: number,
): InventoryLine[] {
  const lines = new Map<number, InventoryLine>();
  const lineOf = (icitem_id: number): InventoryLine => {
    let l = lines.get(icitem_id);
    if (!l) {
      l = {
        icitem_id,
        unit_qty: 0,
        scrap_rate: 0,
        need_qty: 0,
        issued_qty: 0,
        returned_qty: 0,
        consumed_qty: 0,
        balance_qty: 0,
        shortage_qty: 0,
      };
      lines.set(icitem_id, l);
    }
    return l;
  };
  for (const b of bom) {
    const l = lineOf(b.icitem_id);
    l.unit_qty = round6(l.unit_qty + b.qty);
    l.need_qty = round6(l.need_qty + planQty * b.qty * (1 + b.scrap_rate / 100));
  }
  const fromBom = [...lines.keys()];
  for (const m of moves) {
    const l = lineOf(m.icitem_id);
    if (m.action === 'work') l.issued_qty = round6(l.issued_qty + m.qty);
    else l.returned_qty = round6(l.returned_qty + m.qty);
  }
  for (const l of lines.values()) {
    // several entries of one material: the scrap rate that gives their summed need
    l.scrap_rate = l.unit_qty > 0 && planQty > 0 ? round6((l.need_qty / (planQty * l.unit_qty) - 1) * 100) : 0;
    l.consumed_qty = round6(doneUnits * l.unit_qty);
    const net = round6(l.issued_qty - l.returned_qty);
    l.balance_qty = round6(net - l.consumed_qty);
    l.shortage_qty = Math.max(0, round6(l.need_qty - net));
  }
  const rank = (id: number) => {
    const i = fromBom.indexOf(id);
    return i < 0 ? fromBom.length : i;
  };
  return [...lines.values()].sort((a, b) => rank(a.icitem_id) - rank(b.icitem_id) || a.icitem_id - b.icitem_id);
}
