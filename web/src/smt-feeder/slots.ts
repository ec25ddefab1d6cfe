// The slots of smt_feeder/entries as the panel shows them, and the rows an import refusal names. Pure.

export type FeederSlot = {
  key: string; seq: number; slot: string; machine: string; material: string; materialName: string; alternates: string[];
  qty: number; turns: number; noVerify: boolean; designators: string;
};
export type RowError = { row: number; field: string; message: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function readSlots(d: unknown): FeederSlot[] {
  const entries = isObj(d) && Array.isArray(d.entries) ? d.entries.filter(isObj) : [];
  return entries.map((e, i) => {
    const item = isObj(e.icitem) ? e.icitem : {};
    return {
      key: str(e.id ?? i), seq: Number(e.seq ?? i + 1), slot: str(e.slot), machine: str(e.smt_machine_fnumber), material: str(item.fnumber),
      materialName: str(item.fname), alternates: Array.isArray(e.alternate_items) ? e.alternate_items.filter(isObj).map((a) => str(a.fnumber)) : [],
      qty: Number(e.qty_per_board ?? 0), turns: Number(e.turns ?? 1), noVerify: e.no_verify === true,
      designators: Array.isArray(e.designators) ? e.designators.map(str).join(', ') : str(e.designators),
    };
  });
}

/** The rows a refused import names (data.errors), else the refusal's message as one row. */
export function rowErrors(data: unknown, msg: string): RowError[] {
  const list = isObj(data) && Array.isArray(data.errors) ? data.errors.filter(isObj) : [];
  if (list.length === 0) return [{ row: 0, field: '', message: msg }];
  return list.map((e) => ({ row: Number(e.row ?? 0), field: str(e.field), message: str(e.message) }));
}
