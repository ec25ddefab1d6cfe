import type { StatFigures } from '@mes/contracts';
import type pg from 'pg';
import { parseStatFilter, type StatFilter } from './stat-filter';
import { rows, sql } from '../../core/db/sql';
import { namedQuery } from './named-query';
import { KINDS, bucketSql, needsOrder, whereOf, whereSql, type StatKind } from './stat-sql';
import { oeeOf, oeeOfStations, oeePartsOfStations, sumParts, type Oee } from './oee';

// The statistics lists (docs/statistics.md): the hourly rollup summed per key and bucket. Per station first, so that
// the rolled throughput yield of an order, a line or a product is the product of its stations' first-pass yields.

export type StatRow = StatFigures & { oee?: Oee | null } & Record<string, unknown>;

export type StatAnswer = { list: StatRow[]; total: number; pn: number; ps: number };

export const SERVER_TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

const LINE_STATIONS = sql(
  'stat.line_stations',
  'SELECT DISTINCT station_id FROM proj_station_hour WHERE product_line_id = $1 AND hour >= $2 AND hour < $3',
);

export class StatQueries {
  constructor(private readonly pool: pg.Pool) {}

  async list(kind: StatKind, filter: string | undefined): Promise<StatAnswer> {
    const f = parseStatFilter(filter);
    const answer = await this.rows(kind, f);
    if (kind === 'station' && f.bucket === 'all' && f.from && f.to) {
      const oee = await oeeOfStations(
        this.pool,
        f,
        answer.list.map((r) => r.key),
      );
      for (const row of answer.list) row.oee = oee.get(row.key) ?? null;
    }
    if (kind === 'product_line' && f.bucket === 'all' && f.from && f.to)
      for (const row of answer.list) row.oee = await this.lineOee(f, row.key);
    return answer;
  }

  // A line's OEE: the sums of its stations' parts (the stations that reported on the line in the range).
  private async lineOee(f: StatFilter, lineId: number): Promise<Oee | null> {
    const stations = await rows(this.pool, LINE_STATIONS, [lineId, f.from!.toISOString(), f.to!.toISOString()]);
    const line = { ...f, keys: { ...f.keys, product_line_id: lineId } };
    const parts = await oeePartsOfStations(
      this.pool,
      line,
      stations.map((s) => s.station_id),
    );
    return parts.size ? oeeOf(sumParts([...parts.values()])) : null;
  }

  private async rows(kind: StatKind, f: StatFilter): Promise<StatAnswer> {
    const params: unknown[] = [];
    const param = (v: unknown) => `$${params.push(v)}`;
    const k = KINDS[kind];
    const bucket = bucketSql(f.bucket, () => param(SERVER_TZ));
    const where = whereSql(whereOf(f, param));
    const order = f.sort === 'key' ? `r.key ${f.dir}, r.bucket ${f.dir}` : `r.bucket ${f.dir}, r.key ${f.dir}`;
    const limit = param(f.ps);
    const offset = param((f.pn - 1) * f.ps);
    const rows = await namedQuery<StatRow & { total: number }>(
      this.pool,
      `WITH per_station AS (
         SELECT ${k.key} AS key, ${bucket} AS bucket, h.station_id, sum(h.tested)::int AS tested, sum(h.passed)::int AS passed,
           sum(h.failed)::int AS failed, sum(h.first_pass_tested)::int AS fpt, sum(h.first_pass_passed)::int AS fpp,
           sum(h.input)::int AS input, sum(h.output)::int AS output
         FROM proj_station_hour h ${needsOrder(kind, f) ? 'JOIN worder w ON w.id = h.worder_id' : ''} ${where}
         GROUP BY 1, 2, 3),
       r AS (
         SELECT key, bucket, sum(tested)::int AS tested, sum(passed)::int AS passed, sum(failed)::int AS failed,
           sum(fpt)::int AS first_pass_tested, sum(fpp)::int AS first_pass_passed, sum(input)::int AS input,
           sum(output)::int AS output,
           CASE WHEN bool_or(fpt > 0 AND fpp = 0) THEN 0
             ELSE exp(sum(ln(NULLIF(fpp, 0)::float8 / fpt)) FILTER (WHERE fpt > 0)) END AS rty,
           count(*) OVER () AS total
         FROM per_station GROUP BY key, bucket)
       SELECT r.key, to_char(r.bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS bucket, r.tested, r.passed,
         r.failed, r.tested - r.first_pass_tested AS rework, r.first_pass_tested, r.first_pass_passed, r.input, r.output,
         CASE WHEN r.first_pass_tested > 0 THEN r.first_pass_passed::float8 / r.first_pass_tested END AS fpy,
         r.rty, r.total::int AS total, ${k.label}
       FROM r ${k.join} ORDER BY ${order} NULLS FIRST LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    return {
      list: rows.map(({ total: _t, ...row }) => ({ ...row, [k.field]: row.key }) as StatRow),
      total,
      pn: f.pn,
      ps: f.ps,
    };
  }
}
