import { resolve } from 'node:path';
import pg from 'pg';
import { PACKING_CALLS, packingUrl } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { startBenchStack } from './reports/stack';

// Packing (docs/packing.md): units packed per second through packing/auto_pack, each in its own transaction under
// its order's lock, with boxes of 10 closing as they fill (no label design: closing renders nothing). Closed loop:
// each sender sends its next unit when the previous answer arrived. One sender per line, then four senders per line
// spread over two packing stations of that line (they queue on the order's lock).
const LINES = 2;
const SNS = 6000;
const BOX = 10;

type Phase = { name: string; senders: number };
const PHASES: Phase[] = [
  { name: 'one station, one sender per line', senders: 1 },
  { name: 'two stations, four senders per line', senders: 4 },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export const benchmark = {
  id: 'packing',
  title: 'Packing: units packed per second (auto_pack)',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const seconds = ctx.durationS ?? 10;
    const stack = await startBenchStack(resolve(__dirname, '../..'), LINES, SNS);
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
      await db.connect();
      const packers: number[][] = [];
      try {
        const [{ id: product }] = (await db.query('SELECT product_id AS id FROM worder ORDER BY id DESC LIMIT 1')).rows;
        const plan = await db.query(
          "INSERT INTO packaging_plan (fnumber, fname, product_id) VALUES ('BENCH-PP', 'bench', $1) RETURNING id",
          [product],
        );
        await db.query("INSERT INTO packaging_plan_level (packaging_plan_id, level, qty) VALUES ($1, 'box', $2)", [
          plan.rows[0].id,
          BOX,
        ]);
        for (const [l, line] of stack.lines.entries()) {
          const ids: number[] = [];
          for (const k of [0, 1])
            ids.push(
              (
                await db.query(
                  `INSERT INTO station (fnumber, fname, product_line_id, station_function_id)
                   SELECT $1, $1, $2, id FROM station_function WHERE fnumber = 'PACKING' RETURNING id`,
                  [`BENCH-L${l}-PACK${k}`, line.id],
                )
              ).rows[0].id as number,
            );
          packers.push(ids);
          // every unit finished its flow
          await db.query(
            `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result)
             SELECT ws.sn, ws.worder_id, w.workflow_id, 5, true, 1 FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
             WHERE ws.sn = ANY($1::varchar[])`,
            [line.sns],
          );
        }
      } finally {
        await db.end();
      }
      const rows: string[][] = [];
      const next = stack.lines.map(() => 0);
      for (const phase of PHASES) {
        const times: number[] = [];
        let refused = 0;
        const until = Date.now() + seconds * 1000;
        const sender = async (l: number, s: number) => {
          while (Date.now() < until && next[l] < SNS) {
            const sn = stack.lines[l].sns[next[l]++];
            const t0 = performance.now();
            const a = await api.call(packingUrl(PACKING_CALLS.autoPack), { sn, station_id: packers[l][s % 2] });
            times.push(performance.now() - t0);
            if (a.err !== 0) refused++;
          }
        };
        const started = Date.now();
        await Promise.all(
          stack.lines.flatMap((_, l) => Array.from({ length: phase.senders }, (__, s) => sender(l, s))),
        );
        const elapsed = (Date.now() - started) / 1000;
        times.sort((a, b) => a - b);
        const perS = times.length / elapsed;
        rows.push([
          phase.name,
          String(LINES * phase.senders),
          perS.toFixed(0),
          pct(times, 50).toFixed(1),
          pct(times, 99).toFixed(1),
          String(refused),
        ]);
        ctx.log(
          `${phase.name}: ${perS.toFixed(0)} units/s p50 ${pct(times, 50).toFixed(1)} ms p99 ${pct(times, 99).toFixed(1)} ms refused ${refused}`,
        );
      }
      return {
        setup: [
          'Own stack (as station-reports): embedded PostgreSQL, Redis, one server, one worker, load generator beside them',
          `${LINES} lines, one working order each whose ${SNS} units finished their flow; a plan of boxes of ${BOX}; two packing stations per line`,
          `Each phase runs ${seconds} s closed-loop`,
        ],
        columns: ['phase', 'senders', 'packed/s', 'p50 ms', 'p99 ms', 'refused'],
        rows,
        summary: [
          'A packing is one transaction: the order row locked, the station box locked or made, the unit inserted, the box recounted, its log line and outbox entry. Senders of one order queue on its lock; orders pack in parallel.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
