import type { DmStatDay } from '@mes/contracts';
/** A row of dm_stat/day: one device on one day. */
export type StatDay = DmStatDay;
type Counts = Pick<StatDay, 'due' | 'done' | 'late' | 'missed'>;
export type StatRow = Omit<StatDay, 'day' | keyof Counts> & { total: Counts; days: Record<string, Counts> };

/** One row per device, its days by date and its totals. */
export function statRows(list: readonly StatDay[]): StatRow[] {
  const rows = new Map<number, StatRow>();
  for (const d of list) {
    const row = rows.get(d.device_asset_id) ?? {
      device_asset_id: d.device_asset_id,
      fnumber: d.fnumber,
      fname: d.fname,
      product_line_id: d.product_line_id,
      total: { due: 0, done: 0, late: 0, missed: 0 },
      days: {},
    };
    row.days[d.day] = { due: d.due, done: d.done, late: d.late, missed: d.missed };
    for (const k of ['due', 'done', 'late', 'missed'] as const) row.total[k] += d[k];
    rows.set(d.device_asset_id, row);
  }
  return [...rows.values()];
}

/** Every date from `from` to `to` (YYYY-MM-DD, both included), at most 92. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  while (d <= end && out.length < 92) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
