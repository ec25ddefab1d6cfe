import type { Bucket, KeyField, StatFilter } from './stat-filter';

// SQL pieces of the statistics lists over the hourly rollup proj_station_hour (alias h, with worder w joined).

export type StatKind = 'station' | 'worder' | 'product_line' | 'product';

/** per kind: the key expression, and how the answer names it */
export const KINDS: Record<StatKind, { key: string; field: KeyField; join: string; label: string }> = {
  station: {
    key: 'h.station_id',
    field: 'station_id',
    join: 'JOIN station k ON k.id = r.key',
    label: `json_build_object('id', k.id, 'fnumber', k.fnumber, 'fname', k.fname) AS station`,
  },
  worder: {
    key: 'h.worder_id',
    field: 'worder_id',
    join: 'JOIN worder k ON k.id = r.key',
    label: `json_build_object('id', k.id, 'fbillno', k.fbillno, 'fqty', k.fqty, 'product_id', k.product_id) AS worder`,
  },
  product_line: {
    key: 'h.product_line_id',
    field: 'product_line_id',
    join: 'JOIN product_line k ON k.id = r.key',
    label: `json_build_object('id', k.id, 'fnumber', k.fnumber, 'fname', k.fname) AS product_line`,
  },
  product: {
    key: 'w.product_id',
    field: 'product_id',
    join: 'JOIN product k ON k.id = r.key',
    label: `json_build_object('id', k.id, 'fnumber', k.fnumber, 'fname', k.fname) AS product`,
  },
};

const COLUMN_OF: Record<KeyField, string> = {
  station_id: 'h.station_id',
  worder_id: 'h.worder_id',
  product_line_id: 'h.product_line_id',
  product_id: 'w.product_id',
};

/** the start of a row's bucket; tz() binds the server's time zone (days and shifts are local), only when used */
export function bucketSql(bucket: Bucket, tz: () => string): string {
  if (bucket === 'all' || bucket === 'hour') return bucket === 'all' ? 'NULL::timestamptz' : 'h.hour';
  const zone = `${tz()}::text`;
  const local = `(h.hour AT TIME ZONE ${zone})`;
  switch (bucket) {
    case 'day':
      return `(date_trunc('day', ${local}) AT TIME ZONE ${zone})`;
    case 'shift':
      // day shift 08:00-20:00, night 20:00-08:00 (product-mgt/work-shift.ts): shifted by 8 h, a shift is half a day
      return `((date_trunc('day', ${local} - interval '8 hours') + interval '8 hours'
        + CASE WHEN extract(hour FROM ${local} - interval '8 hours') >= 12 THEN interval '12 hours' ELSE interval '0 hours' END)
        AT TIME ZONE ${zone})`;
  }
}

/** whether the rows need their work order joined (as w): only a product is read from it */
export const needsOrder = (kind: StatKind, f: StatFilter) => kind === 'product' || f.keys.product_id !== undefined;

/** WHERE clauses of the filter's range and keys, binding through param() */
export function whereOf(f: StatFilter, param: (v: unknown) => string, time = 'h.hour'): string[] {
  const where: string[] = [];
  if (f.from) where.push(`${time} >= ${param(f.from.toISOString())}`);
  if (f.to) where.push(`${time} < ${param(f.to.toISOString())}`);
  for (const [field, value] of Object.entries(f.keys)) where.push(`${COLUMN_OF[field as KeyField]} = ${param(value)}`);
  return where;
}

export const whereSql = (clauses: string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');
