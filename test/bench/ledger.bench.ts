import { resolve } from 'node:path';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { call, percentile } from './ledger/keep-alive';
import { startBenchStack } from './reports/stack';

// The stock ledger (docs/stock.md): documents of 20 entries created and checked per second over keep-alive HTTP
// (receipts and issues alternating, every check posting to the ledger and moving the balances), then the on-hand
// queries over a ledger of 1 000 000 movements, their balances consistent with them.
const ENTRIES = 20;
const WORKERS = Number(process.env.BENCH_LEDGER_WORKERS ?? 8);
const MOVEMENTS = Number(process.env.BENCH_LEDGER_MOVEMENTS ?? 1_000_000);
const QUERIES = 500;
const DOCS_TARGET = 200;
const P99_TARGET_MS = 20;

type Seed = { stocks: number[]; places: number[][]; items: number[] };

async function seed(c: pg.Client): Promise<Seed> {
  const [{ id: factory }] = (await c.query('SELECT id FROM factory ORDER BY id LIMIT 1')).rows as { id: number }[];
  const stocks = (
    await c.query(
      `INSERT INTO stock (fnumber, fname, factory_id) SELECT 'BW' || g, 'bench warehouse ' || g, $1
         FROM generate_series(1, 5) g RETURNING id`,
      [factory],
    )
  ).rows.map((r: { id: number }) => r.id);
  const places: number[][] = [];
  for (const [i, s] of stocks.entries())
    places.push(
      (
        await c.query(
          `INSERT INTO stock_place (fnumber, fname, stock_id) SELECT 'BW${i + 1}-P' || g, 'place ' || g, $1
             FROM generate_series(1, 10) g RETURNING id`,
          [s],
        )
      ).rows.map((r: { id: number }) => r.id),
    );
  const items = (
    await c.query(
      `INSERT INTO icitem (fnumber, fname, fspec) SELECT 'BM-' || lpad(g::text, 4, '0'), 'bench material ' || g, 'spec ' || g
         FROM generate_series(1, 200) g RETURNING id`,
    )
  ).rows.map((r: { id: number }) => r.id);
  return { stocks, places, items };
}

// `twoCalls`: create, then check (two round trips); otherwise saveAndcheck (one round trip, one transaction).
async function documentsPerSecond(url: URL, token: string, s: Seed, seconds: number, twoCalls: boolean) {
  let docs = 0;
  let failed = 0;
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  const worker = async (w: number) => {
    // each worker its own place: receipts of 2 and issues of 1 of the same 20 materials
    const stock = s.stocks[w % s.stocks.length];
    const place = s.places[w % s.stocks.length][Math.floor(w / s.stocks.length) % 10];
    for (let n = 0; Date.now() < until; n++) {
      const kind = n % 2 === 0 ? 'profit_in' : 'outstock';
      const entries = Array.from({ length: ENTRIES }, (_, i) => ({
        icitem_id: s.items[(n * 7 + i) % 40],
        fqty: kind === 'profit_in' ? 2 : 1,
        stock_id: stock,
        stock_place_id: place,
      }));
      // an issue takes what the receipt before it brought
      if (kind === 'outstock') entries.forEach((e, i) => (e.icitem_id = s.items[((n - 1) * 7 + i) % 40]));
      const started = performance.now();
      const base = `/api/v1/stock_mgt/${kind}`;
      const made = await call<{ id: number }>(url, `${base}/${twoCalls ? 'create' : 'saveAndcheck'}`, token, {
        entries,
      });
      const checked = twoCalls && made.err === 0 ? await call(url, `${base}/check`, token, { id: made.data.id }) : made;
      if (checked.err === 0) {
        docs++;
        latencies.push(performance.now() - started);
      } else failed++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { docs, failed, perS: docs / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

// A ledger of MOVEMENTS rows over 5 warehouses x 10 places x 200 materials, written in one statement, and the balance
// table rebuilt from it (as rebuildBalances does), on top of what the documents posted.
async function loadMovements(c: pg.Client, s: Seed): Promise<number> {
  const started = Date.now();
  await c.query(
    `INSERT INTO stock_movement (doc_type, doc_id, bill_type, stock_id, stock_place_id, icitem_id, fqty)
     SELECT 'bench_load', g / ${ENTRIES}, 31, (p.stocks)[1 + (g % 5)], (p.places)[1 + (g % 5) * 10 + (g / 5) % 10],
            (p.items)[1 + (g / 50) % 200], 1 + g % 3
       FROM generate_series(0, $1 - 1) g,
            (SELECT $2::int[] AS stocks, $3::int[] AS places, $4::int[] AS items) p`,
    [MOVEMENTS, s.stocks, s.places.flat(), s.items],
  );
  await c.query('BEGIN');
  await c.query('DELETE FROM icinventory');
  await c.query(`INSERT INTO icinventory (stock_id, stock_place_id, icitem_id, batch_no, fqty)
    SELECT stock_id, stock_place_id, icitem_id, batch_no, SUM(fqty) FROM stock_movement
     GROUP BY stock_id, stock_place_id, icitem_id, batch_no HAVING SUM(fqty) <> 0`);
  await c.query('COMMIT');
  await c.query('ANALYZE stock_movement');
  await c.query('ANALYZE icinventory');
  return (Date.now() - started) / 1000;
}

async function queryLatency(url: URL, token: string, path: string, body: (i: number) => unknown) {
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < QUERIES; i++) {
    const r = await call<unknown[]>(url, path, token, body(i));
    if (r.err !== 0) throw new Error(`${path}: ${r.err} ${r.msg}`);
    rows += r.data.length;
    ms.push(r.ms);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), rows: Math.round(rows / QUERIES) };
}

export const benchmark = {
  id: 'stock-ledger',
  title: 'Stock ledger: documents checked per second, on-hand queries over 1 000 000 movements',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const seconds = Math.min(ctx.durationS ?? 20, 20);
    const stack = await startBenchStack(resolve(__dirname, '../..'), 1, 1);
    const c = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await c.connect();
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const url = new URL(stack.url);
      const s = await seed(c);
      const docs = await documentsPerSecond(url, api.token!, s, seconds, true);
      const once = await documentsPerSecond(url, api.token!, s, seconds, false);
      for (const [label, d] of [
        ['create + check', docs],
        ['saveAndcheck', once],
      ] as const)
        ctx.log(
          `documents (${label}): ${d.perS.toFixed(0)}/s (${d.docs} checked, ${d.failed} refused) p99 ${d.p99.toFixed(1)} ms`,
        );
      const loadS = await loadMovements(c, s);
      const [{ n }] = (await c.query('SELECT count(*)::int AS n FROM stock_movement')).rows as { n: number }[];
      const [{ balances }] = (await c.query('SELECT count(*)::int AS balances FROM icinventory')).rows as {
        balances: number;
      }[];
      ctx.log(`${n} movements, ${balances} balances, loaded in ${loadS.toFixed(1)} s`);
      const flatPlaces = s.places.flat();
      const queries = [
        [
          'stock_place/immediate (one place)',
          'stock_place/immediate',
          (i: number) => ({ stock_place_id: flatPlaces[i % flatPlaces.length] }),
        ],
        [
          'stock/by_property (one material code)',
          'stock/by_property',
          (i: number) => ({ property: 'fnumber', value: `BM-${String(1 + (i % 200)).padStart(4, '0')}` }),
        ],
        [
          'stock/immediate (one warehouse)',
          'stock/immediate',
          (i: number) => ({ stock_id: s.stocks[i % s.stocks.length] }),
        ],
      ] as const;
      const measured = [];
      for (const [label, path, body] of queries) {
        const r = await queryLatency(url, api.token!, `/api/v1/basicdata/${path}`, body);
        ctx.log(`${label}: p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms, ${r.rows} rows`);
        measured.push({ label, ...r });
      }
      // the ledger's invariant (ledger-verify.ts balanceDrift): keys whose balance differs from its movements
      const { rows: drift } = await c.query(`WITH m AS (
          SELECT stock_id, COALESCE(stock_place_id, 0) AS place, icitem_id, batch_no, SUM(fqty) AS fqty
            FROM stock_movement GROUP BY 1, 2, 3, 4)
        SELECT count(*)::int AS n FROM icinventory i FULL JOIN m ON m.stock_id = i.stock_id
           AND m.place = COALESCE(i.stock_place_id, 0) AND m.icitem_id = i.icitem_id AND m.batch_no = i.batch_no
         WHERE COALESCE(i.fqty, 0) <> COALESCE(m.fqty, 0)`);
      const json = {
        docs_per_s: Math.round(docs.perS),
        entries_per_doc: ENTRIES,
        doc_p50_ms: +docs.p50.toFixed(1),
        doc_p99_ms: +docs.p99.toFixed(1),
        refused: docs.failed + once.failed,
        save_and_check_per_s: Math.round(once.perS),
        save_and_check_p50_ms: +once.p50.toFixed(1),
        save_and_check_p99_ms: +once.p99.toFixed(1),
        movements: n,
        balances,
        drift: (drift[0] as { n: number }).n,
        queries: measured.map((m) => ({
          query: m.label,
          p50_ms: +m.p50.toFixed(1),
          p99_ms: +m.p99.toFixed(1),
          rows: m.rows,
        })),
      };
      ctx.log(JSON.stringify(json));
      return {
        setup: [
          'Own stack: embedded PostgreSQL, Redis, one server and one worker process, beside the load generator on the same machine',
          `${WORKERS} clients over keep-alive HTTP for ${seconds} s, each creating and checking documents of ${ENTRIES} entries on its own place: profit_in (2 of each of 20 materials) and outstock (1 of each) alternating; a document counts once its check answered. First as two calls (create, then check), then for as long again as one call (saveAndcheck: made and posted in one transaction)`,
          `Then ${MOVEMENTS.toLocaleString('en-US')} movements written by INSERT … SELECT generate_series over 5 warehouses x 10 places x 200 materials and the balances rebuilt from them; ${QUERIES} sequential calls of each on-hand query`,
        ],
        columns: ['measure', 'value', 'p50 ms', 'p99 ms', 'target'],
        rows: [
          [
            `documents of ${ENTRIES} entries checked/s (create + check)`,
            docs.perS.toFixed(0),
            docs.p50.toFixed(1),
            docs.p99.toFixed(1),
            `>= ${DOCS_TARGET}/s`,
          ],
          [
            `documents of ${ENTRIES} entries checked/s (saveAndcheck)`,
            once.perS.toFixed(0),
            once.p50.toFixed(1),
            once.p99.toFixed(1),
            `>= ${DOCS_TARGET}/s`,
          ],
          ...measured.map((m) => [
            m.label,
            `${m.rows} rows`,
            m.p50.toFixed(1),
            m.p99.toFixed(1),
            `p99 < ${P99_TARGET_MS} ms`,
          ]),
        ],
        summary: [
          `${n.toLocaleString('en-US')} movements, ${balances} balances, drift between balances and movements: ${json.drift} keys.`,
          '',
          '```json',
          JSON.stringify(json, null, 2),
          '```',
        ],
        json,
      };
    } finally {
      await c.end();
      await stack.stop();
    }
  },
};
