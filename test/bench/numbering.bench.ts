import { resolve } from 'node:path';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { startBenchStack } from './reports/stack';

const COUNT = Number(process.env.BENCH_SN_COUNT ?? 100_000);
const RUNS = 3;

type Build = { count: number; first: string; last: string };

// Building 100,000 serial numbers for one work order from a rule policy (docs/numbering.md): one HTTP call that
// reserves the sequence, writes sn_table and worder_sn rows in bulk and follows the work as a progress job.
export const benchmark = {
  id: 'sn-build',
  title: 'Serial numbers: building 100,000 for one work order from a policy',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const stack = await startBenchStack(resolve(__dirname, '../..'), 1, 1);
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const policy = await api.ok<{ id: number }>('/api/v1/product_mgt/sn_policy/create', {
        fnumber: 'BENCH-SN',
        fname: 'bench policy',
        rule: {
          parts: [
            { type: 'text', value: 'SN' },
            { type: 'date', format: 'yy' },
            { type: 'date', format: 'mm' },
            { type: 'seq', width: 7, radix: 36, exclude: 'OI', reset: 'month' },
            { type: 'check', scheme: 'mod37_36' },
          ],
        },
      });
      const [base] = (await db.query('SELECT product_id, product_line_id, workflow_id FROM worder ORDER BY id LIMIT 1'))
        .rows as { product_id: number; product_line_id: number; workflow_id: number }[];
      const rows: string[][] = [];
      const times: number[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const order = await api.ok<{ id: number }>('/api/v1/product_mgt/worder/create', {
          ...base,
          fbillno: `BENCH-SN-${i}`,
          fqty: COUNT,
        });
        const t0 = performance.now();
        const built = await api.ok<Build>('/api/v1/product_mgt/sn_policy/build', {
          id: policy.id,
          worder_id: order.id,
        });
        const ms = performance.now() - t0;
        const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM worder_sn WHERE worder_id = $1', [order.id]))
          .rows as { n: number }[];
        if (built.count !== COUNT || n !== COUNT) throw new Error(`build ${i}: ${built.count} built, ${n} rows`);
        times.push(ms);
        rows.push([String(i), String(COUNT), built.first, built.last, (ms / 1000).toFixed(2)]);
        ctx.log(`build ${i}: ${COUNT} numbers in ${(ms / 1000).toFixed(2)} s`);
      }
      const best = Math.min(...times) / 1000;
      const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] / 1000;
      return {
        setup: [
          'Own stack: embedded PostgreSQL, Redis, one server and one worker process, the client on the same machine',
          `${RUNS} work orders of ${COUNT} each, built one after the other from one rule policy (SN yy mm, 7 base-34 digits without O and I, ISO 7064 MOD 37,36 check character)`,
          'Each build is one sn_policy/build call: counter reserved, sn_table and worder_sn rows written by one WITH unnest … INSERT … INSERT statement per 20,000 numbers, a progress job followed',
        ],
        columns: ['build', 'numbers', 'first', 'last', 'seconds'],
        rows,
        summary: [
          `**${COUNT} serial numbers with their rows: median ${median.toFixed(2)} s, best ${best.toFixed(2)} s (target under 5 s)**`,
        ],
        json: { count: COUNT, median_s: +median.toFixed(2), best_s: +best.toFixed(2) },
      };
    } finally {
      await db.end();
      await stack.stop();
    }
  },
};
