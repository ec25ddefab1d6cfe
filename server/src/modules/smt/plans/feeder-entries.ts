import { MAX_FEEDER_ENTRIES } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { insertRow } from '../../../core/util/insert-row';
import { rows, run, sql, type Tx } from '../../../core/db/sql';

const ITEMS = sql('smt.known_items', 'SELECT id FROM icitem WHERE id = ANY($1)');
const MACHINES = sql('smt.known_machines', 'SELECT id FROM smt_machine WHERE id = ANY($1)');
const CLEAR = sql('smt.clear_feeder_slots', 'DELETE FROM smt_feeder_entry WHERE smt_feeder_id = $1');

// The slots of a feeder list as smt_feeder/set_entries takes them, checked and normalised (each problem names the
// entry: `entries[3].icitem_id: no icitem 99`).

export type FeederEntryInput = {
  slot: string;
  smt_machine_id: number | null;
  station: string;
  feeder_type: string;
  icitem_id: number;
  alternates: number[];
  qty_per_board: number;
  turns: number;
  no_verify: boolean;
  designators: string;
};

export const MAX_ENTRIES = MAX_FEEDER_ENTRIES;
const MAX_ALTERNATES = 20;
const ENTRY_KEYS = [
  'slot',
  'smt_machine_id',
  'station',
  'feeder_type',
  'icitem_id',
  'alternates',
  'qty_per_board',
  'turns',
  'no_verify',
  'designators',
];

function text(at: string, v: unknown, max: number, required = false): string {
  if (v === undefined || v === null) {
    if (required) throw refuse(at, 'input.required');
    return '';
  }
  if (typeof v !== 'string') throw refuse(at, 'input.string');
  if (required && v.trim() === '') throw refuse(at, 'input.not_empty');
  if (v.length > max) throw refuse(at, 'input.too_long', { max });
  return v.trim();
}

function id(at: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2147483647) throw refuse(at, 'input.positive_int');
  return v;
}

/** one entry of the body; unknown keys, wrong types and a missing slot or material answer 400 naming it. */
export function parseEntry(raw: unknown, i: number): FeederEntryInput {
  const at = `entries[${i}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refuse(at, 'input.object');
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e)) if (!ENTRY_KEYS.includes(k)) throw refuse(`${at}.${k}`, 'input.unknown_field');
  const alternates = e.alternates ?? [];
  if (!Array.isArray(alternates) || alternates.length > MAX_ALTERNATES)
    throw refuse(`${at}.alternates`, 'smt.alternates_ids', { max: MAX_ALTERNATES });
  const qty = e.qty_per_board ?? 1;
  if (typeof qty !== 'number' || !Number.isFinite(qty) || qty < 0 || qty > 1e6)
    throw refuse(`${at}.qty_per_board`, 'smt.number_range', { min: 0, max: 1000000 });
  const turns = e.turns ?? 1;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || Math.abs(turns) > 1e6)
    throw refuse(`${at}.turns`, 'input.whole_number');
  const noVerify = e.no_verify ?? false;
  if (typeof noVerify !== 'boolean') throw refuse(`${at}.no_verify`, 'input.boolean');
  const entry: FeederEntryInput = {
    slot: text(`${at}.slot`, e.slot, 32, true),
    smt_machine_id:
      e.smt_machine_id === undefined || e.smt_machine_id === null ? null : id(`${at}.smt_machine_id`, e.smt_machine_id),
    station: text(`${at}.station`, e.station, 32),
    feeder_type: text(`${at}.feeder_type`, e.feeder_type, 32),
    icitem_id: id(`${at}.icitem_id`, e.icitem_id),
    alternates: [...new Set(alternates.map((a, j) => id(`${at}.alternates[${j}]`, a)))],
    qty_per_board: qty,
    turns,
    no_verify: noVerify,
    designators: text(`${at}.designators`, e.designators, 1024),
  };
  if (entry.alternates.includes(entry.icitem_id)) throw refuse(`${at}.alternates`, 'smt.alternate_is_own_material');
  return entry;
}

/** the whole list: slots unique, every material and machine existing. */
export async function checkEntries(c: Tx, entries: FeederEntryInput[]): Promise<void> {
  if (entries.length > MAX_ENTRIES) throw refuse('entries', 'smt.too_many_slots', { max: MAX_ENTRIES });
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(e.slot.toLowerCase());
    if (first !== undefined) throw refuse(`entries[${i}].slot`, 'smt.slot_twice', { slot: e.slot, first });
    seen.set(e.slot.toLowerCase(), i);
  });
  const ids = [...new Set(entries.flatMap((e) => [e.icitem_id, ...e.alternates]))];
  const known = new Set((await rows(c, ITEMS, [ids])).map((r) => r.id));
  entries.forEach((e, i) => {
    if (!known.has(e.icitem_id)) throw refuse(`entries[${i}].icitem_id`, 'smt.no_icitem', { id: e.icitem_id });
    const alt = e.alternates.findIndex((a) => !known.has(a));
    if (alt >= 0) throw refuse(`entries[${i}].alternates[${alt}]`, 'smt.no_icitem', { id: e.alternates[alt] });
  });
  const machines = [...new Set(entries.map((e) => e.smt_machine_id).filter((x): x is number => x !== null))];
  const found = new Set((await rows(c, MACHINES, [machines])).map((r) => r.id));
  entries.forEach((e, i) => {
    if (e.smt_machine_id !== null && !found.has(e.smt_machine_id))
      throw refuse(`entries[${i}].smt_machine_id`, 'smt.no_smt_machine', { id: e.smt_machine_id });
  });
}

export async function writeEntries(c: Tx, feederId: number, entries: FeederEntryInput[]): Promise<void> {
  await run(c, CLEAR, [feederId]);
  for (const [i, e] of entries.entries())
    await insertRow(c, 'smt_feeder_entry', { smt_feeder_id: feederId, seq: i + 1, ...e });
}
