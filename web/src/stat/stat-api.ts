import { STAT, type StatFigures, type StatOee } from '@mes/contracts';
import { callApi } from '@mes/client';

// The v1 stat calls the screens read (docs/statistics.md).

export type StatKind = 'station' | 'worder' | 'product_line' | 'product';
export type Bucket = 'all' | 'hour' | 'shift' | 'day';
export type Named = { id: number; fnumber?: string; fname?: string; fbillno?: string };
export type StatRow = StatFigures & { oee?: StatOee | null } & Partial<Record<StatKind, Named>>;

export type StatQuery = { from: string; to: string; bucket: Bucket };

export const CALL_OF = {
  station: STAT.stations,
  worder: STAT.orders,
  product_line: STAT.lines,
  product: STAT.products,
} as const satisfies Record<StatKind, unknown>;

export function statFilter(q: StatQuery, extra = ''): string {
  return `from:"${q.from}" to:"${q.to}" bucket:${q.bucket} ps:1000 ${extra}`.trim();
}

export async function readStats(kind: StatKind, q: StatQuery): Promise<StatRow[]> {
  return (await callApi(CALL_OF[kind], { filter: statFilter(q) }, { quiet: true })).list as StatRow[];
}

export function nameOf(row: StatRow, kind: StatKind): string {
  const n = row[kind];
  if (!n) return String(row.key);
  return n.fbillno ?? [n.fnumber, n.fname].filter(Boolean).join(' ');
}

export const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`;
