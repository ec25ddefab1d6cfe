import type { TraceStationLog, TraceTestItem } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, rows, sql, type RowOf } from '../../core/db/sql';
import { filtersOf, runList, type ListAnswer, type ListRow, type ListSpec } from './tracing-list';

// The station log (what station reports stored, docs/api.md "Product collection and tracing"): each row with its
// station and work order, and on demand its test items.

export type TestItemRow = TraceTestItem;
export type StationLogRow = ListRow &
  TraceStationLog<Date> & {
    worder_id: number;
    station_id: number;
    product_line_id: number;
    workflow_id: number;
    reworder_id: number | null;
  };

export const STATION_LOG_SELECT = `l.id::float8 AS id, l.sn, l.worder_id, l.reworder_id, l.station_id, l.product_line_id, l.workflow_id,
  l.seq, l.result::int AS result, l.first_pass, l.source, l.operator_id, l.operator, l.report_key, l.answer, l.created_at,
  json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) AS station,
  json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder`;
export const STATION_LOG_FROM =
  'station_log l JOIN station s ON s.id = l.station_id JOIN worder w ON w.id = l.worder_id';

const SPEC: ListSpec = {
  name: 'station_log',
  from: STATION_LOG_FROM,
  countFrom: 'station_log l',
  select: STATION_LOG_SELECT,
  idSql: 'l.id',
  timeSql: 'l.created_at',
  filters: {
    ...filtersOf('text', { sn: 'l.sn', source: 'l.source' }),
    ...filtersOf('int', {
      worder_id: 'l.worder_id',
      station_id: 'l.station_id',
      product_line_id: 'l.product_line_id',
      result: 'l.result',
    }),
    ...filtersOf('bool', { first_pass: 'l.first_pass' }),
  },
  search: ['l.sn', 'l.operator'],
  sorts: { id: 'l.id', created_at: 'l.created_at' },
};

const TEST_ITEMS = sql(
  'tracing.test_items',
  `SELECT station_log_id::float8 AS station_log_id, id::float8 AS id, name, value, lower, upper, unit, result::int AS result
       FROM station_log_item WHERE station_log_id = ANY($1::bigint[]) ORDER BY station_log_id, id`,
  { notNull: ['station_log_id', 'id', 'result'] },
);

// One report and an SN's reports: the list's columns (STATION_LOG_SELECT, STATION_LOG_FROM) spelled out.
const ONE = sql(
  'tracing.station_log',
  `SELECT l.id::float8 AS id, l.sn, l.worder_id, l.reworder_id, l.station_id, l.product_line_id, l.workflow_id,
  l.seq, l.result::int AS result, l.first_pass, l.source, l.operator_id, l.operator, l.report_key, l.answer, l.created_at,
  json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) AS station,
  json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder FROM station_log l JOIN station s ON s.id = l.station_id JOIN worder w ON w.id = l.worder_id WHERE l.id = $1`,
  { notNull: ['id', 'result', 'station', 'worder'] },
);
const OF_SN = sql(
  'tracing.station_log_of_sn',
  `SELECT l.id::float8 AS id, l.sn, l.worder_id, l.reworder_id, l.station_id, l.product_line_id, l.workflow_id,
  l.seq, l.result::int AS result, l.first_pass, l.source, l.operator_id, l.operator, l.report_key, l.answer, l.created_at,
  json_build_object('id', s.id, 'fnumber', s.fnumber, 'fname', s.fname) AS station,
  json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder FROM station_log l JOIN station s ON s.id = l.station_id JOIN worder w ON w.id = l.worder_id WHERE l.sn = $1 ORDER BY l.created_at, l.id`,
  { notNull: ['id', 'result', 'station', 'worder'] },
);

// station and worder: json_build_object of the joined station's and order's columns (NOT NULL ones)
const logOf = (r: RowOf<'tracing.station_log'>): StationLogRow => ({
  ...r,
  station: r.station as StationLogRow['station'],
  worder: r.worder as StationLogRow['worder'],
});

export class StationLogQueries {
  constructor(private readonly pool: pg.Pool) {}

  list(filter: string | undefined): Promise<ListAnswer> {
    return runList(this.pool, SPEC, filter);
  }

  async get(id: number): Promise<StationLogRow> {
    const row = await first(this.pool, ONE, [id]);
    if (!row) throw refuse('id', 'tracing.no_station_log', { id });
    return logOf(row);
  }

  async details(id: number): Promise<StationLogRow & { test_items: TestItemRow[] }> {
    const row = await this.get(id);
    const items = await this.itemsOf([id]);
    return { ...row, test_items: items.get(id) ?? [] };
  }

  /** every SN's report in time order */
  async ofSn(sn: string): Promise<StationLogRow[]> {
    return (await rows(this.pool, OF_SN, [sn])).map(logOf);
  }

  /** the test items of these reports, by report id, each in the order it was reported */
  async itemsOf(logIds: number[]): Promise<Map<number, TestItemRow[]>> {
    const byLog = new Map<number, TestItemRow[]>();
    if (logIds.length === 0) return byLog;
    for (const { station_log_id, ...item } of await rows(this.pool, TEST_ITEMS, [logIds])) {
      const list = byLog.get(station_log_id) ?? [];
      list.push(item);
      byLog.set(station_log_id, list);
    }
    return byLog;
  }
}
