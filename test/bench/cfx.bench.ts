import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { message as amqp } from 'rhea';
import { CfxLink, envelope } from '../../server/src/cli/cfx/cfx-link';
import { hashMachineSecret } from '../../server/src/modules/cfx/cfx-secret';
import { freePort } from '../../scripts/lib/ports';
import { startBenchStack } from './reports/stack';

// IPC-CFX (docs/cfx.md): messages per second applied end to end, from a machine's AMQP 1.0 send to the station report
// written: each delivery stored (and only then accepted), applied in batches of a line's waiting messages (up to 50
// per transaction, each under its own savepoint) through the station report service. Lines of four stations, one machine per station; each machine reports its own block of units (placed at
// its station beforehand), UnitsInspected Passed, up to WINDOW deliveries in flight on its link.
const LINES = 2;
const STATIONS = 4;
const BLOCK = 2500;
const WINDOW = 32;
const CEILING_MS = 180_000;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export const benchmark = {
  id: 'cfx',
  title: 'IPC-CFX: machine messages applied per second (AMQP 1.0 to station report)',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const seconds = ctx.durationS ?? 10;
    // the same run's baseline: plain JSON first, then the SDK's default gzip, each on a fresh stack
    const plain = await measure('none', seconds, ctx.log);
    const gzip = await measure('gzip', seconds, ctx.log);
    const ratio = gzip.json.applied_per_s / plain.json.applied_per_s;
    return {
      setup: [
        `${LINES} lines x ${STATIONS} stations, one machine (AMQP 1.0 connection) per station, ${BLOCK} units each, ${WINDOW} deliveries in flight per machine`,
        'each message: CFX.Production.TestAndInspection.UnitsInspected of one unit, Passed: stored (INSERT, then accepted), applied in batches of up to 50 per transaction, each under its own savepoint (station report service, outbox)',
        "codec none: the envelope as an AMQP string; gzip: gzip'd JSON in a Data body with content-encoding gzip, as an IPC-CFX SDK endpoint sends by default",
        `server and workers from the build (NODE_ENV=production), embedded PostgreSQL and Redis; sending ${seconds} s per codec, each on a fresh stack`,
      ],
      columns: [
        'codec',
        'messages',
        'accepted/s',
        'applied/s end to end',
        'store to applied p50 ms',
        'p99 ms',
        'station reports',
        'not applied',
      ],
      rows: [plain.row, gzip.row],
      summary: [
        `**${gzip.json.applied_per_s.toFixed(0)} CFX messages/s** applied end to end gzip'd as the SDK sends them, against ${plain.json.applied_per_s.toFixed(0)}/s plain in the same run (${(ratio * 100).toFixed(0)} %).`,
      ],
      json: { plain: plain.json, gzip: gzip.json, gzip_to_plain: ratio },
    };
  },
};

type Codec = 'none' | 'gzip';
type Measured = { row: string[]; json: { applied_per_s: number } & Record<string, number> };

async function measure(codec: Codec, seconds: number, log: (line: string) => void): Promise<Measured> {
  const cfxPort = await freePort();
  process.env.MES_CFX_PORT = String(cfxPort);
  const stack = await startBenchStack(resolve(__dirname, '../..'), LINES, BLOCK * STATIONS);
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  const links: CfxLink[] = [];
  try {
    type Machine = { handle: string; sns: string[]; link?: CfxLink };
    const machines: Machine[] = [];
    for (const [l, line] of stack.lines.entries()) {
      const [{ workflow_id: flow, id: order }] = (
        await db.query('SELECT id, workflow_id FROM worder WHERE product_line_id = $1', [line.id])
      ).rows;
      for (let k = 0; k < STATIONS; k++) {
        const sns = line.sns.slice(k * BLOCK, (k + 1) * BLOCK);
        // the block waits at station k (it passed the ones before)
        if (k > 0)
          await db.query(
            `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, fail_count, done, last_result)
               SELECT unnest($1::varchar[]), $2, $3, $4, 0, false, 1`,
            [sns, order, flow, k + 1],
          );
        const handle = `BENCH.L${l}.S${k}`;
        await db.query('INSERT INTO cfx_machine (handle, fname, station_id) VALUES ($1, $1, $2)', [
          handle,
          line.stations[k].id,
        ]);
        // each machine logs in with its own account (docs/cfx-auth.md), as on the floor
        await db.query('INSERT INTO cfx_account (username, station_id, secret_hash) VALUES ($1, $2, $3)', [
          handle,
          line.stations[k].id,
          await hashMachineSecret(`${handle}-secret`),
        ]);
        machines.push({ handle, sns });
      }
    }
    for (const m of machines) {
      const login = { username: m.handle, secret: `${m.handle}-secret` };
      m.link = await CfxLink.open({ host: '127.0.0.1', port: cfxPort, id: m.handle, login });
      links.push(m.link);
    }
    log(`${machines.length} machines connected; sending for ${seconds} s`);
    const start = Date.now();
    const stopAt = start + seconds * 1000;
    let sent = 0;
    let notAccepted = 0;
    await Promise.all(
      machines.map(async (m) => {
        let next = 0;
        const lane = async () => {
          while (Date.now() < stopAt && next < m.sns.length) {
            const sn = m.sns[next++];
            const env = envelope(m.handle, 'Production.TestAndInspection.UnitsInspected', {
              InspectedUnits: [{ UnitIdentifier: sn, UnitPositionNumber: 1, OverallResult: 'Passed' }],
            });
            // gzip: as an IPC-CFX SDK endpoint sends by default (a Data body, content-encoding gzip)
            const state =
              codec === 'gzip'
                ? await m.link!.sendBody(amqp.data_section(gzipSync(JSON.stringify(env))), { content_encoding: 'gzip' })
                : await m.link!.send(env);
            sent++;
            if (state !== 'accepted') notAccepted++;
          }
        };
        await Promise.all(Array.from({ length: WINDOW }, lane));
      }),
    );
    const sendS = (Date.now() - start) / 1000;
    // end to end: until the last stored message is applied
    let pending = -1;
    while (Date.now() - start < CEILING_MS) {
      pending = Number((await db.query(`SELECT count(*) AS n FROM cfx_message WHERE status = 'received'`)).rows[0].n);
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [span] = (
      await db.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'applied')::int AS applied,
             extract(epoch FROM max(applied_at) - min(received_at))::float8 AS span_s
           FROM cfx_message`,
      )
    ).rows as { n: number; applied: number; span_s: number }[];
    const lat = (
      await db.query(`SELECT extract(epoch FROM applied_at - received_at) * 1000 AS ms FROM cfx_message ORDER BY 1`)
    ).rows.map((r: { ms: number }) => Number(r.ms));
    const reports = Number((await db.query(`SELECT count(*) AS n FROM station_log WHERE source = 'cfx'`)).rows[0].n);
    const endToEnd = span.n / span.span_s;
    const accepted = sent / sendS;
    return {
      row: [
        codec === 'gzip' ? 'gzip (Data body)' : 'none (string body)',
        String(span.n),
        accepted.toFixed(0),
        endToEnd.toFixed(0),
        pct(lat, 50).toFixed(1),
        pct(lat, 99).toFixed(1),
        String(reports),
        String(span.n - span.applied + notAccepted + Math.max(pending, 0)),
      ],
      json: {
        messages: span.n,
        accepted_per_s: accepted,
        applied_per_s: endToEnd,
        p50_ms: pct(lat, 50),
        p99_ms: pct(lat, 99),
        reports,
        not_applied: span.n - span.applied,
      },
    };
  } finally {
    for (const l of links) l.close();
    await db.end();
    await stack.stop();
  }
}
