import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { startBenchStack } from './reports/stack';

// Statistics on a large station log (docs/statistics.md): BENCH_STAT_ROWS (default 10 000 000) reports spread over
// 30 days on 4 lines of 4 stations, loaded with INSERT … SELECT generate_series (foreign keys unchecked, indexes built
// after); the hourly rollups filled from them by INSERT … SELECT (the rebuild's result for this data: every unit starts at seq 1, first attempts only). Then the
// station, order and line statistics for a day (hourly buckets) and a month (daily buckets), and a streamed .xlsx
// export of about 1 000 000 reports while the server's resident memory is sampled.
const LINES = 4;
const DAYS = 30;
const START = Date.UTC(2026, 0, 1);
const CALLS = ['station_stat', 'worder_stat', 'product_line_stat'] as const;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

function serverPid(url: string): number {
  const port = new URL(url).port;
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const m = /pid=(\d+)/.exec(out);
  if (!m) throw new Error(`no process listens on ${port}`);
  return Number(m[1]);
}

const rssMb = (pid: number, field = 'VmRSS') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

export const benchmark = {
  id: 'statistics',
  title: 'Statistics on a large station log',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const root = resolve(__dirname, '../..');
    const total = Number(process.env.BENCH_STAT_ROWS ?? 10_000_000);
    const perLine = Math.floor(total / LINES);
    const requests = ctx.durationS ? Math.max(20, ctx.durationS * 10) : 200;
    const stack = await startBenchStack(root, LINES, 10);
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    const rows: string[][] = [];
    const summary: string[] = [];
    const pid = serverPid(stack.url);
    const idle = rssMb(pid);
    try {
      let t = Date.now();
      // A bulk load as a restore does it: the foreign-key checks off for this session (replica role), the plain
      // indexes dropped and built again once the rows are in (one sort each instead of 10 million insertions).
      await db.query("SET session_replication_role = 'replica'");
      const { rows: indexes } = await db.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'station_log'
           AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      );
      for (const i of indexes) await db.query(`DROP INDEX ${i.indexname}`);
      for (const line of stack.lines) {
        const { rows: o } = await db.query<{ id: number; workflow_id: number }>(
          'SELECT id, workflow_id FROM worder WHERE product_line_id = $1',
          [line.id],
        );
        // every 4 rows one unit through the 4 stations; 3 % of the tests at the second station fail
        await db.query(
          `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
           SELECT 'L' || ($1::int)::text || '-' || (g / 4)::text, $2, ($3::int[])[g % 4 + 1], $1::int, $4, g % 4 + 1,
             CASE WHEN g % 4 = 1 AND (g::bigint * 7919) % 100 < 3 THEN 2 ELSE 1 END, true, 'bench', '{}'::jsonb,
             to_timestamp($5::float8 + g * $6::float8)
           FROM generate_series(0, $7::int - 1) g`,
          [
            line.id,
            o[0].id,
            line.stations.map((s) => s.id),
            o[0].workflow_id,
            START / 1000,
            (DAYS * 86400) / perLine,
            perLine,
          ],
        );
        ctx.log(`line ${line.id}: ${perLine} reports loaded`);
      }
      const insertS = (Date.now() - t) / 1000;
      await db.query("SET maintenance_work_mem = '256MB'");
      for (const i of indexes) await db.query(i.indexdef);
      await db.query('SET session_replication_role = DEFAULT');
      const loadS = (Date.now() - t) / 1000;
      ctx.log(
        `inserted in ${insertS.toFixed(0)} s, ${indexes.length} indexes built in ${(loadS - insertS).toFixed(0)} s`,
      );
      t = Date.now();
      await db.query(`INSERT INTO proj_station_hour (station_id, hour, worder_id, product_line_id, tested, passed, failed,
          first_pass_tested, first_pass_passed, input, output, rev)
        SELECT station_id, date_trunc('hour', created_at), worder_id, product_line_id, count(*), count(*) FILTER (WHERE result = 1),
          count(*) FILTER (WHERE result = 2), count(*) FILTER (WHERE first_pass), count(*) FILTER (WHERE first_pass AND result = 1),
          count(*) FILTER (WHERE seq = 1), count(*) FILTER (WHERE seq = 4 AND result = 1), 1
        FROM station_log GROUP BY 1, 2, 3, 4`);
      await db.query(`INSERT INTO proj_station_minutes (station_id, hour, first_at, last_at, minutes, rev)
        SELECT station_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', min(created_at),
          max(created_at), bit_or(1::bigint << extract(minute FROM created_at AT TIME ZONE 'UTC')::int), 1
        FROM station_log GROUP BY 1, 2`);
      await db.query('ANALYZE station_log');
      await db.query('ANALYZE proj_station_hour');
      const rollupS = (Date.now() - t) / 1000;
      const hourRows = (await db.query<{ n: string }>('SELECT count(*) AS n FROM proj_station_hour')).rows[0].n;
      ctx.log(`loaded in ${loadS.toFixed(0)} s, rollup (${hourRows} rows) in ${rollupS.toFixed(0)} s`);

      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const day = (d: number) => new Date(START + d * 86400_000).toISOString();
      const ranges = [
        { name: 'a day, hourly', filter: (d: number) => `from:"${day(d)}" to:"${day(d + 1)}" bucket:hour ps:1000` },
        { name: 'a month, daily', filter: () => `from:"${day(0)}" to:"${day(DAYS)}" bucket:day ps:1000` },
        { name: 'a day, total with OEE', filter: (d: number) => `from:"${day(d)}" to:"${day(d + 1)}" ps:1000` },
      ];
      for (const call of CALLS)
        for (const range of ranges) {
          if (range.name.includes('OEE') && call !== 'station_stat') continue;
          const times: number[] = [];
          for (let i = 0; i < requests + 5; i++) {
            const s = performance.now();
            const a = await api.call<{ list: unknown[] }>(`/api/v1/stat/${call}/list`, {
              filter: range.filter(i % DAYS),
            });
            if (a.err !== 0) throw new Error(`${call}: ${a.msg}`);
            if (i >= 5) times.push(performance.now() - s);
          }
          rows.push([call, range.name, String(requests), pct(times, 0.5).toFixed(1), pct(times, 0.99).toFixed(1)]);
          ctx.log(
            `${call} ${range.name}: p50 ${pct(times, 0.5).toFixed(1)} ms p99 ${pct(times, 0.99).toFixed(1)} ms; server RSS ${rssMb(pid).toFixed(0)} MiB`,
          );
        }

      // the export: about a million reports (3 days of 10 million over 30), RSS sampled every 100 ms
      const exportDays = Math.max(1, Math.round((1_000_000 / total) * DAYS));
      const wanted = Number(
        (
          await db.query<{ n: string }>(
            'SELECT count(*) AS n FROM station_log WHERE created_at >= $1 AND created_at < $2',
            [day(0), day(exportDays)],
          )
        ).rows[0].n,
      );
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
      t = Date.now();
      const file = await api.call<Buffer>('/api/v1/stat/product_report/export', {
        filter: `from:"${day(0)}" to:"${day(exportDays)}"`,
        locale: 'en-US',
      });
      clearInterval(sampler);
      const exportS = (Date.now() - t) / 1000;
      const mb = (file.data as Buffer).length / 2 ** 20;
      summary.push(
        `Export of ${wanted} reports (${exportDays} days): ${exportS.toFixed(0)} s, ${mb.toFixed(0)} MiB of .xlsx; server RSS ${idle.toFixed(0)} MiB idle after start, ${before.toFixed(0)} MiB before the export (after the calls above), peak ${peak.toFixed(0)} MiB during (sampled every 100 ms): ${peak * 2 ** 20 < 300e6 ? 'under' : 'OVER'} the 300 MB target`,
      );
      ctx.log(summary[summary.length - 1]);
      return {
        setup: [
          'Own stack (as station-reports): embedded PostgreSQL, Redis, one server, one worker, client beside them',
          `${total} station reports over ${DAYS} days on ${LINES} lines of 4 stations (INSERT … SELECT generate_series and index builds, ${loadS.toFixed(0)} s), rollup proj_station_hour ${hourRows} rows (${rollupS.toFixed(0)} s)`,
          `${requests} sequential calls per row after 5 warm-up calls, a different day each call`,
        ],
        columns: ['call', 'range', 'calls', 'p50 ms', 'p99 ms'],
        rows,
        summary,
      };
    } finally {
      await db.end();
      await stack.stop();
    }
  },
};
