import type { EntityManager } from 'typeorm';
import { badRequest } from '../../../core/api/app.exception';
import { insertRow } from '../../../core/util/insert-row';

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

export const MAX_ENTRIES = 2000;
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
    if (required) throw badRequest(at, 'is required');
    return '';
  }
  if (typeof v !== 'string') throw badRequest(at, 'must be a string');
  if (required && v.trim() === '') throw badRequest(at, 'must not be empty');
  if (v.length > max) throw badRequest(at, `longer than ${max} characters`);
  return v.trim();
}

function id(at: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2147483647)
    throw badRequest(at, 'must be a positive whole number');
  return v;
}

/** one entry of the body; unknown keys, wrong types and a missing slot or material answer 400 naming it. */
export function parseEntry(raw: unknown, i: number): FeederEntryInput {
  const at = `entries[${i}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(at, 'must be an object');
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e)) if (!ENTRY_KEYS.includes(k)) throw badRequest(`${at}.${k}`, 'unknown field');
  const alternates = e.alternates ?? [];
  if (!Array.isArray(alternates) || alternates.length > 20)
    throw badRequest(`${at}.alternates`, 'must be an array of at most 20 icitem ids');
  const qty = e.qty_per_board ?? 1;
  if (typeof qty !== 'number' || !Number.isFinite(qty) || qty < 0 || qty > 1e6)
    throw badRequest(`${at}.qty_per_board`, 'must be a number from 0 to 1000000');
  const turns = e.turns ?? 1;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || Math.abs(turns) > 1e6)
    throw badRequest(`${at}.turns`, 'must be a whole number');
  const noVerify = e.no_verify ?? false;
  if (typeof noVerify !== 'boolean') throw badRequest(`${at}.no_verify`, 'must be true or false');
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
  if (entry.alternates.includes(entry.icitem_id))
    throw badRequest(`${at}.alternates`, "must not hold the slot's own material");
  return entry;
}

/** the whole list: slots unique, every material and machine existing. */
export async function checkEntries(m: EntityManager, entries: FeederEntryInput[]): Promise<void> {
  if (entries.length > MAX_ENTRIES) throw badRequest('entries', `at most ${MAX_ENTRIES} slots`);
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(e.slot.toLowerCase());
    if (first !== undefined) throw badRequest(`entries[${i}].slot`, `${e.slot} is also entries[${first}]`);
    seen.set(e.slot.toLowerCase(), i);
  });
  const ids = [...new Set(entries.flatMap((e) => [e.icitem_id, ...e.alternates]))];
  const known = new Set(
    ((await m.query('SELECT id FROM icitem WHERE id = ANY($1)', [ids])) as { id: number }[]).map((r) => r.id),
  );
  entries.forEach((e, i) => {
    if (!known.has(e.icitem_id)) throw badRequest(`entries[${i}].icitem_id`, `no icitem ${e.icitem_id}`);
    const alt = e.alternates.findIndex((a) => !known.has(a));
    if (alt >= 0) throw badRequest(`entries[${i}].alternates[${alt}]`, `no icitem ${e.alternates[alt]}`);
  });
  const machines = [...new Set(entries.map((e) => e.smt_machine_id).filter((x): x is number => x !== null))];
  const found = new Set(
    ((await m.query('SELECT id FROM smt_machine WHERE id = ANY($1)', [machines])) as { id: number }[]).map((r) => r.id),
  );
  entries.forEach((e, i) => {
    if (e.smt_machine_id !== null && !found.has(e.smt_machine_id))
      throw badRequest(`entries[${i}].smt_machine_id`, `no smt_machine ${e.smt_machine_id}`);
  });
}

export async function writeEntries(m: EntityManager, feederId: number, entries: FeederEntryInput[]): Promise<void> {
  await m.query('DELETE FROM smt_feeder_entry WHERE smt_feeder_id = $1', [feederId]);
  for (const [i, e] of entries.entries())
    await insertRow(m, 'smt_feeder_entry', { smt_feeder_id: feederId, seq: i + 1, ...e });
}
