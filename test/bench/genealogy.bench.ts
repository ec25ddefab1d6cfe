import { resolve } from 'node:path';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { call, percentile } from './ledger/keep-alive';
import { startBenchStack } from './reports/stack';

// The genealogy of one serial (docs/tracing-dashboard.md) on a loaded database: the serial has 20 station reports
// with 5 test items each, its board was placed by an SMT order of 300 slots whose feeding log holds 3 000 loads,
// splices and changes, and 5 bound parts; around it 40 other SMT orders (120 000 feeding log rows), 200 000 station
// reports of other serials and a ledger of the reels. Then the recall list of one reel.
const SLOTS = 300;
const EVENTS_PER_SLOT = 10;
const OTHER_ORDERS = 40;
const OTHER_LOGS = 200_000;
const CALLS = 300;
const TARGET_MS = 200;

async function seed(c: pg.Client, lineId: number, sn: string, stations: number[]) {
  const q = async (sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows;
  const [w] = await q('SELECT id, product_id, workflow_id FROM worder WHERE product_line_id = $1 LIMIT 1', [lineId]);
  const [{ id: factory }] = await q('SELECT id FROM factory ORDER BY id LIMIT 1');
  const [{ id: stock }] = await q(
    `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('GB', 'bench', $1) RETURNING id`,
    [factory],
  );
  const items = (
    await q(
      `INSERT INTO icitem (fnumber, fname) SELECT 'GB-' || g, 'bench part ' || g FROM generate_series(1, 300) g RETURNING id`,
    )
  ).map((r: { id: number }) => r.id);
  // other serials' reports, then the serial's 20 (stations cycled: retests) with 5 test items each
  await q(
    `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
     SELECT 'OTHER-' || g, $1, $2, $3, $4, 1, 1, true, 'bench', '{}', now() - (g || ' seconds')::interval FROM generate_series(1, $5) g`,
    [w.id, stations[0], lineId, w.workflow_id, OTHER_LOGS],
  );
  for (let i = 0; i < 20; i++) {
    const [{ id }] = await q(
      `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, 'bench', '{}', now() - interval '1 hour' + ($8 || ' minutes')::interval) RETURNING id`,
      [
        sn,
        w.id,
        stations[i % stations.length],
        lineId,
        w.workflow_id,
        (i % stations.length) + 1,
        i < stations.length,
        i,
      ],
    );
    await q(
      `INSERT INTO station_log_item (station_log_id, name, value, result) SELECT $1, 'item' || g, '1.0', 1 FROM generate_series(1, 5) g`,
      [id],
    );
  }
  // SMT orders: each with 300 slots and 10 loads per slot over 10 hours (a scan, then splices and changes)
  let target = 0;
  for (let o = 0; o <= OTHER_ORDERS; o++) {
    const [{ id: order }] = await q(
      `INSERT INTO smt_order (fbillno, product_id, product_line_id, worder_id, fqty, status) VALUES ($1, $2, $3, $4, 100, 2) RETURNING id`,
      [`GB-SMT-${o}`, w.product_id, lineId, o === 0 ? w.id : null],
    );
    const [{ id: feeding }] = await q(
      `INSERT INTO smt_feeding (fbillno, smt_order_id, product_line_id) VALUES ($1, $2, $3) RETURNING id`,
      [`GB-FD-${o}`, order, lineId],
    );
    await q(
      `INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, barcode, icitem_id, prev_barcode, verdict, created_at)
       SELECT $1, $2::int, $3, CASE WHEN e = 0 THEN 'scanning' WHEN e % 2 = 1 THEN 'splicing' ELSE 'changing' END,
         'S' || lpad(s::text, 3, '0'), 'R' || $2::int || '-' || s || '-' || e, ($4::int[])[s], CASE WHEN e > 0 THEN 'R' || $2::int || '-' || s || '-' || (e - 1) END,
         'pass', now() - interval '10 hours' + (e || ' hours')::interval + (s || ' seconds')::interval
       FROM generate_series(1, $5) s, generate_series(0, $6 - 1) e`,
      [feeding, order, lineId, items, SLOTS, EVENTS_PER_SLOT],
    );
    if (o === 0) target = order;
  }
  await q(`INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ('GB-PANEL', $1, 1, $2)`, [
    sn,
    target,
  ]);
  await q(
    `INSERT INTO smt_board_station_log (barcode, smt_order_id, station_id, product_line_id, result, created_at)
     VALUES ('GB-PANEL', $1, $2, $3, 1, now() - interval '4 hours 30 minutes')`,
    [target, stations[0], lineId],
  );
  // the reels' lots in the ledger; 5 bound parts
  await q(
    `INSERT INTO stock_movement (doc_type, doc_id, bill_type, stock_id, icitem_id, batch_no, barcode, fqty)
     SELECT 'bench', 1, 1, $1, l.icitem_id, 'LOT-' || (l.id % 97), l.barcode, 1000 FROM smt_feeding_log l`,
    [stock],
  );
  await q(
    `INSERT INTO material_binding (sn, worder_id, icitem_id, barcode) SELECT $1, $2, $3, 'GB-PART-' || g FROM generate_series(1, 5) g`,
    [sn, w.id, items[0]],
  );
  await q('ANALYZE');
  return `R${target}-150-5`;
}

async function latency(url: URL, token: string, path: string, body: unknown, n: number) {
  const ms: number[] = [];
  let last: unknown = null;
  for (let i = 0; i < n; i++) {
    const r = await call<unknown>(url, path, token, body);
    if (r.err !== 0) throw new Error(`${path}: ${r.err} ${r.msg}`);
    ms.push(r.ms);
    last = r.data;
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), last };
}

export const benchmark = {
  id: 'genealogy',
  title: 'Genealogy: one serial with 20 station reports and 300 placed reels; a reel recall',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const stack = await startBenchStack(resolve(__dirname, '../..'), 1, 10);
    const c = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await c.connect();
    try {
      const line = stack.lines[0];
      const sn = line.sns[0];
      const started = Date.now();
      const reel = await seed(
        c,
        line.id,
        sn,
        line.stations.map((s) => s.id),
      );
      ctx.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const url = new URL(stack.url);
      const g = await latency(url, api.token!, '/api/v1/product_coll/product_track/genealogy', { sn }, CALLS);
      const answer = g.last as { station_logs: unknown[]; smt: { reels: unknown[] }[]; parts: unknown[] };
      const reels = answer.smt[0]?.reels.length ?? 0;
      if (answer.station_logs.length !== 20 || reels !== SLOTS)
        throw new Error(`unexpected answer: ${answer.station_logs.length} logs, ${reels} reels`);
      const r = await latency(url, api.token!, '/api/v1/product_coll/product_track/recall', { barcode: reel }, 50);
      const rows = (r.last as { list: unknown[] }).list.length;
      ctx.log(`genealogy p50 ${g.p50.toFixed(1)} ms p99 ${g.p99.toFixed(1)} ms; recall p99 ${r.p99.toFixed(1)} ms`);
      const fmt = (x: number) => x.toFixed(1);
      return {
        setup: [
          `A serial with 20 station reports (100 test items), its panel on an SMT order of ${SLOTS} slots x ${EVENTS_PER_SLOT} loads; ${OTHER_ORDERS} other SMT orders, ${OTHER_LOGS} other station reports, every reel in the ledger with a lot; ${CALLS} sequential calls over keep-alive HTTP`,
        ],
        columns: ['call', 'answer', 'p50 ms', 'p99 ms', 'target p99 ms'],
        rows: [
          [
            'product_track/genealogy',
            `20 reports, ${reels} reels with lots, 5 parts`,
            fmt(g.p50),
            fmt(g.p99),
            String(TARGET_MS),
          ],
          ['product_track/recall (one reel)', `${rows} rows`, fmt(r.p50), fmt(r.p99), '-'],
        ],
        summary: [
          `The genealogy of a serial with 20 stations and 300 placed reels answers at p99 **${fmt(g.p99)} ms** (target < ${TARGET_MS} ms).`,
        ],
        json: { genealogy_p50_ms: g.p50, genealogy_p99_ms: g.p99, recall_p99_ms: r.p99 },
      };
    } finally {
      await c.end();
      await stack.stop();
    }
  },
};
