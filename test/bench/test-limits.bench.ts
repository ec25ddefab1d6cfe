import { resolve } from 'node:path';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { loadRow, runLoad } from './reports/load';
import { ReportFeed } from './reports/report-feed';
import { startBenchStack } from './reports/stack';

// Station reports judged against test item limits (docs/product-definitions.md): the same open-loop load with and
// without limits and items, to show what the judgement costs a report. The limits come through a per-process cache,
// so a report with items adds no query once the cache is warm.
const LINES = 4;
const ITEMS = 10;
const RATES = [100, 200];
// the limits cache keeps an entry 5 s (routing-cache.ts)
const CACHE_WAIT_MS = 6000;

export const benchmark = {
  id: 'test-limits',
  title: 'Station reports judged against test item limits',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const root = resolve(__dirname, '../..');
    const seconds = ctx.durationS ?? 15;
    const stack = await startBenchStack(root, LINES, 12_000);
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      // Limits on every line's test station (the second of its flow), for the product of the bench orders; switched
      // on and off (disabled) between phases, waiting out the limits cache.
      const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
      await db.connect();
      const tested = new Set(stack.lines.map((l) => l.stations[1].id));
      const rows: string[][] = [];
      try {
        const [{ id: product }] = (await db.query('SELECT id FROM product LIMIT 1')).rows as { id: number }[];
        for (const station of tested)
          await db.query(
            `INSERT INTO test_item_check (fnumber, fname, station_id, product_id, lower_limit, upper_limit, unit)
             SELECT 'T' || g, 'Item ' || g, $1, $2, 1, 10, 'V' FROM generate_series(1, $3) g`,
            [station, product, ITEMS],
          );
        const limitsOn = async (on: boolean) => {
          await db.query('UPDATE test_item_check SET disabled = $1', [!on]);
          await new Promise((r) => setTimeout(r, CACHE_WAIT_MS));
        };
        const items = Array.from({ length: ITEMS }, (_, i) => ({ name: `T${i + 1}`, value: String(5 + i / 10) }));
        const feed = new ReportFeed(stack.lines);
        for (const rate of RATES) {
          await limitsOn(false);
          const plain = await runLoad({ url: stack.url, token: api.token!, feed, rate, seconds });
          rows.push(loadRow('no limits, no items', plain));
          ctx.log(
            `no limits at ${rate}/s: p50 ${plain.p50.toFixed(1)} ms p99 ${plain.p99.toFixed(1)} ms ${JSON.stringify(plain.codes)}`,
          );
          await limitsOn(true);
          const judged = await runLoad({
            url: stack.url,
            token: api.token!,
            feed,
            rate,
            seconds,
            extra: (r) => (tested.has(r.station) ? { test_items: items } : {}),
          });
          rows.push(loadRow(`${ITEMS} limits, ${ITEMS} items judged`, judged));
          ctx.log(
            `judged at ${rate}/s: p50 ${judged.p50.toFixed(1)} ms p99 ${judged.p99.toFixed(1)} ms ${JSON.stringify(judged.codes)}`,
          );
        }
      } finally {
        await db.end();
      }
      return {
        setup: [
          'Own stack (as station-reports): embedded PostgreSQL, Redis, one server, one worker, load generator beside them',
          `${LINES} lines of 4 stations, one working order of 12 000 SNs per line; ${ITEMS} test item limits on each line's test station`,
          `Each rate runs ${seconds} s with the limits disabled and no items, then ${seconds} s with the limits on and ${ITEMS} items (all within limits) on every report of a test station (a quarter of the reports)`,
        ],
        columns: ['phase', 'target/s', 'accepted/s', 'p50 ms', 'p99 ms', 'refused', 'failed'],
        rows,
        summary: [
          'The judgement reads the limits from the per-process cache (one query per product and station per 5 s) and adds the judged items to the one statement that stores the report.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
