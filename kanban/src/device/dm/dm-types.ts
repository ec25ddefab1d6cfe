// What device_maintenance/dm_enter/getlately answers (docs/device-maintenance.md).
export type DmItem = {
  id: number;
  fnumber: string;
  fname: string;
  content: string;
  standard: string;
  lower: number | null;
  upper: number | null;
  unit: string;
};
export type DmPeriodState = {
  id: number;
  fname: string;
  kind: 'day' | 'week' | 'month' | 'units' | 'hours';
  every: number;
  period_start: string;
  due: boolean;
  overdue: boolean;
  done: boolean;
  items: DmItem[];
};
export type DmEnter = {
  device: { id: number; fnumber: string; fname: string; status: string; product_line_id: number | null };
  periods: DmPeriodState[];
  open_repair: { id: number; cause: string; start_at: string } | null;
};
export type ItemResult = { result: 'ok' | 'ng'; value: string };

export function stateOf(p: DmPeriodState): 'overdue' | 'due' | 'done' | 'later' {
  if (p.overdue) return 'overdue';
  if (p.due) return 'due';
  return p.done ? 'done' : 'later';
}

/** The entries of a record from the technician's choices: every item of the period, ok unless marked. */
export function entriesOf(p: DmPeriodState, results: Record<number, ItemResult>) {
  return p.items.map((i) => ({
    dm_item_id: i.id,
    result: results[i.id]?.result ?? 'ok',
    value: (results[i.id]?.value ?? '').trim(),
  }));
}
