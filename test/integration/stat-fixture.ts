import type pg from 'pg';

// A known history for the statistics (docs/statistics.md): 2 lines, 3 orders, fails with retests, test-item codes and
// a 40-minute stop on line B, on 2026-01-05 (UTC). Rows go straight into station_log; a rebuild projects them.

export type LogRow = {
  sn: string;
  worder_id: number;
  station_id: number;
  product_line_id: number;
  workflow_id: number;
  seq: number;
  result: 1 | 2;
  first_pass: boolean;
  at: Date;
  code: string | null;
};

export type StatFixture = {
  rows: LogRow[];
  lineA: number;
  lineB: number;
  productId: number;
  orders: { o1: number; o2: number; o3: number };
  flowA: number[];
  flowB: number[];
  stuck: string[];
};

const DAY = Date.UTC(2026, 0, 5);
const at = (h: number, m: number, s = 0) => new Date(DAY + ((h * 60 + m) * 60 + s) * 1000);

type Order = { id: number; line: number; workflow: number; flow: number[]; prefix: string };

// A unit through its flow: a station may fail it first (`fails` times, with `code`) and pass on retest 5 s later.
function walk(
  rows: LogRow[],
  o: Order,
  sn: string,
  t0: Date,
  step: number,
  failsAt: Partial<Record<number, { times: number; code: string | null }>>,
  stopAfter = o.flow.length,
) {
  let t = t0.getTime();
  o.flow.slice(0, stopAfter).forEach((station, k) => {
    const fail = failsAt[k] ?? { times: 0, code: null };
    for (let i = 0; i <= fail.times; i++) {
      const result = i < fail.times ? 2 : 1;
      rows.push({
        sn,
        worder_id: o.id,
        station_id: station,
        product_line_id: o.line,
        workflow_id: o.workflow,
        seq: k + 1,
        result,
        first_pass: i === 0,
        at: new Date(t + i * 5000),
        code: result === 2 ? fail.code : null,
      });
    }
    t += step;
  });
}

export async function loadStatFixture(db: pg.Client): Promise<StatFixture> {
  const demo = (
    await db.query<{ product_id: number; product_line_id: number; workflow_id: number; factory_id: number }>(
      `SELECT w.product_id, w.product_line_id, w.workflow_id, l.factory_id FROM worder w
       JOIN product_line l ON l.id = w.product_line_id WHERE w.fbillno = 'WO-DEMO-0001'`,
    )
  ).rows[0];
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).rows[0].id;
  const lineB = await one(
    `INSERT INTO product_line (fnumber, fname, factory_id, line_type) VALUES ('STAT-B', 'Stat line B', $1, 'assembly') RETURNING id`,
    [demo.factory_id],
  );
  const b1 = await one(
    `INSERT INTO station (fnumber, fname, product_line_id) VALUES ('STAT-B1', 'B1', $1) RETURNING id`,
    [lineB],
  );
  const b2 = await one(
    `INSERT INTO station (fnumber, fname, product_line_id) VALUES ('STAT-B2', 'B2', $1) RETURNING id`,
    [lineB],
  );
  const wfB = await one(`INSERT INTO workflow (fnumber, fname) VALUES ('STAT-WF-B', 'Flow B') RETURNING id`, []);
  await db.query('INSERT INTO workflow_station (workflow_id, seq, station_id) VALUES ($1, 1, $2), ($1, 2, $3)', [
    wfB,
    b1,
    b2,
  ]);
  const flowA = (
    await db.query<{ station_id: number }>(
      'SELECT station_id FROM workflow_station WHERE workflow_id = $1 ORDER BY seq',
      [demo.workflow_id],
    )
  ).rows.map((r) => r.station_id);
  const order = (no: string, line: number, wf: number, qty: number) =>
    one(
      `INSERT INTO worder (fbillno, product_id, product_line_id, workflow_id, fqty, status) VALUES ($1, $2, $3, $4, $5, 2) RETURNING id`,
      [no, demo.product_id, line, wf, qty],
    );
  const o1: Order = {
    id: await order('WO-STAT-1', demo.product_line_id, demo.workflow_id, 40),
    line: demo.product_line_id,
    workflow: demo.workflow_id,
    flow: flowA,
    prefix: 'S1',
  };
  const o2: Order = {
    id: await order('WO-STAT-2', demo.product_line_id, demo.workflow_id, 30),
    line: demo.product_line_id,
    workflow: demo.workflow_id,
    flow: flowA,
    prefix: 'S2',
  };
  const o3: Order = {
    id: await order('WO-STAT-3', lineB, wfB, 50),
    line: lineB,
    workflow: wfB,
    flow: [b1, b2],
    prefix: 'S3',
  };

  const rows: LogRow[] = [];
  const sn = (o: Order, i: number) => `${o.prefix}-${String(i).padStart(4, '0')}`;
  // O1: 40 units from 08:00, one a minute, 10 s between stations; GT fails every 5th once (VOLT), MMI fails units
  // 3, 10, 17, 24, 31, 38 twice (KEY).
  for (let i = 0; i < 40; i++)
    walk(rows, o1, sn(o1, i), at(8, i), 10_000, {
      ...(i % 5 === 0 ? { 1: { times: 1, code: 'VOLT' } } : {}),
      ...(i % 7 === 3 ? { 2: { times: 2, code: 'KEY' } } : {}),
    });
  // O2: 30 units from 10:00; DL fails units 1, 5, 9, … once (FW).
  for (let i = 0; i < 30; i++)
    walk(rows, o2, sn(o2, i), at(10, i), 10_000, i % 4 === 1 ? { 0: { times: 1, code: 'FW' } } : {});
  // O3: 50 units on line B from 08:30, one a minute, a 40-minute stop before unit 20; B2 fails every 6th from 2 once
  // without a test item; units 45-49 wait at B2 (never reported there).
  const stuck: string[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = new Date(at(8, 30 + i).getTime() + (i >= 20 ? 40 * 60_000 : 0));
    if (i >= 45) stuck.push(sn(o3, i));
    walk(rows, o3, sn(o3, i), t0, 20_000, i % 6 === 2 ? { 1: { times: 1, code: null } } : {}, i >= 45 ? 1 : 2);
  }
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const r of rows) {
    const id = await one(
      `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'fixture', '{}', $9) RETURNING id`,
      [r.sn, r.worder_id, r.station_id, r.product_line_id, r.workflow_id, r.seq, r.result, r.first_pass, r.at],
    );
    if (r.code)
      await db.query(`INSERT INTO station_log_item (station_log_id, name, result) VALUES ($1, $2, 2)`, [id, r.code]);
  }
  // where the stuck units stand now: after B1, waiting at B2
  for (const s of stuck)
    await db.query(
      `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, last_result, updated_at) VALUES ($1, $2, $3, 2, 1, now() - interval '1 hour')`,
      [s, o3.id, wfB],
    );
  return {
    rows,
    lineA: demo.product_line_id,
    lineB,
    productId: demo.product_id,
    orders: { o1: o1.id, o2: o2.id, o3: o3.id },
    flowA,
    flowB: [b1, b2],
    stuck,
  };
}
