import { isRecord, textOf } from '@mes/contracts';

// The slots of smt_feeder/entries as the panel shows them, and the rows an import refusal names. Pure.

export type FeederSlot = {
  key: string;
  seq: number;
  slot: string;
  machine: string;
  material: string;
  materialName: string;
  alternates: string[];
  qty: number;
  turns: number;
  noVerify: boolean;
  designators: string;
};
export type RowError = { row: number; field: string; message: string };

export function readSlots(d: unknown): FeederSlot[] {
  const entries = isRecord(d) && Array.isArray(d.entries) ? d.entries.filter(isRecord) : [];
  return entries.map((e, i) => {
    const item = isRecord(e.icitem) ? e.icitem : {};
    return {
      key: textOf(e.id ?? i),
      seq: Number(e.seq ?? i + 1),
      slot: textOf(e.slot),
      machine: textOf(e.smt_machine_fnumber),
      material: textOf(item.fnumber),
      materialName: textOf(item.fname),
      alternates: Array.isArray(e.alternate_items)
        ? e.alternate_items.filter(isRecord).map((a) => textOf(a.fnumber))
        : [],
      qty: Number(e.qty_per_board ?? 0),
      turns: Number(e.turns ?? 1),
      noVerify: e.no_verify === true,
      designators: Array.isArray(e.designators) ? e.designators.map(textOf).join(', ') : textOf(e.designators),
    };
  });
}

/** The rows a refused import names (data.errors), else the refusal's message as one row. */
export function rowErrors(data: unknown, msg: string): RowError[] {
  const list = isRecord(data) && Array.isArray(data.errors) ? data.errors.filter(isRecord) : [];
  if (list.length === 0) return [{ row: 0, field: '', message: msg }];
  return list.map((e) => ({ row: Number(e.row ?? 0), field: textOf(e.field), message: textOf(e.message) }));
}
