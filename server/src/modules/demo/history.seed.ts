import type pg from 'pg';
import { inTransaction, rows, run, sql } from '../../core/db/sql';
import { rebuildProjections } from '../shop-floor';
import { findOne, idOf, V1, type DemoApi, type Row } from './demo-api';

const LOGS = sql(
  'demo.history_logs',
  `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source,
         operator, answer, created_at)
       SELECT sn, $1, station_id, $2, $3, seq, result, first_pass, 'demo-history', 'demo', '{}', at
         FROM unnest($4::varchar[], $5::int[], $6::int[], $7::smallint[], $8::boolean[], $9::timestamptz[])
           WITH ORDINALITY AS t(sn, station_id, seq, result, first_pass, at, n)
        ORDER BY n RETURNING id, result`,
);
const FAILED_ITEMS = sql(
  'demo.history_failed_items',
  `INSERT INTO station_log_item (station_log_id, name, value, lower, upper, unit, result)
       SELECT unnest($1::bigint[]), 'current_mA', '47.20', '38', '46', 'mA', 2`,
);
const DONE_UNITS = sql(
  'demo.history_done_units',
  `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, last_result, done, updated_at)
       SELECT sn, $1, $2, $3, 1, true, at FROM unnest($4::varchar[], $5::timestamptz[]) AS t(sn, at)`,
);

const PM = `${V1}/product_mgt`;
const DAYS = 3;
const UNITS = 120;
const FAIL_EVERY = 17; // about 6 % of units fail the functional test once and pass the retest

type Step = { station_id: number; seq: number };
type Log = { sn: string; station_id: number; seq: number; result: 1 | 2; first_pass: boolean; at: Date };

// One past day of the assembly line: a unit enters every 4 minutes from 08:00 (UTC), each station 90 s after the
// last; every FAIL_EVERY-th unit fails at the second station once and passes its retest a minute later.
function dayOfReports(sns: string[], steps: Step[], day: Date): Log[] {
  const logs: Log[] = [];
  sns.forEach((sn, i) => {
    let t = day.getTime() + 8 * 3600_000 + i * 240_000;
    for (const [k, step] of steps.entries()) {
      if (k === 1 && i % FAIL_EVERY === 3) {
        logs.push({ sn, ...step, result: 2, first_pass: true, at: new Date(t) });
        t += 60_000;
        logs.push({ sn, ...step, result: 1, first_pass: false, at: new Date(t) });
      } else logs.push({ sn, ...step, result: 1, first_pass: true, at: new Date(t) });
      t += 90_000;
    }
  });
  return logs.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A few days of history, so the dashboards have yesterday to compare with: finished work orders made through the API,
 * their station reports backdated into station_log in bulk (with the failed test item of each fail), then every
 * projection rebuilt from the log as `rebuild-projections` does. Runs once: the first history order is the marker.
 */
export async function seedHistory(api: DemoApi, pool: pg.Pool, now = new Date()): Promise<boolean> {
  if (await findOne(api, 'product_mgt/worder', 'fbillno:"WO-HIST-1"')) return false;
  const product_id = await idOf(api, 'basicdata/product', 'P-1001');
  const product_line_id = await idOf(api, 'basicdata/product_line', 'ASSY-01');
  const workflow_id = await idOf(api, 'product_mgt/workflow', 'WF-ASSY');
  const steps = (await api.ok<{ station_id: number }[]>(`${PM}/workflow/stations`, { workflow_id })).map((s, i) => ({
    station_id: s.station_id,
    seq: i + 1,
  }));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // One order works on a line at a time: an order already working (an older demo's) is paused meanwhile.
  const working = await findOne(api, 'product_mgt/worder', `product_line_id:${product_line_id} status:2`);
  if (working) await api.ok(`${PM}/worder/stop_order`, { id: working.id });
  for (let d = DAYS; d >= 1; d--) {
    const order = await api.ok<Row>(`${PM}/worder/create`, {
      fbillno: `WO-HIST-${DAYS + 1 - d}`,
      product_id,
      product_line_id,
      workflow_id,
      fqty: UNITS,
      sn_prefix: `SM200H${DAYS + 1 - d}`,
    });
    await api.ok(`${PM}/worder/sn/generate`, { worder_id: order.id });
    const sns = (
      await api.ok<{ list: { sn: string }[] }>(`${PM}/worder/sn/list`, {
        worder_id: order.id,
        filter: 'ps:1000 sort:id-asc',
      })
    ).list.map((r) => r.sn);
    await api.ok(`${PM}/worder/start_order`, { id: order.id });
    await insertReports(
      pool,
      order.id,
      product_line_id,
      workflow_id,
      dayOfReports(sns, steps, new Date(today - d * 86_400_000)),
      steps.length,
    );
    await api.ok(`${PM}/worder/finish_order`, { id: order.id });
  }
  if (working) await api.ok(`${PM}/worder/start_order`, { id: working.id });
  await rebuildProjections(pool);
  return true;
}

async function insertReports(
  pool: pg.Pool,
  worder_id: number,
  product_line_id: number,
  workflow_id: number,
  logs: Log[],
  stepCount: number,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const logged = await rows(client, LOGS, [
      worder_id,
      product_line_id,
      workflow_id,
      logs.map((l) => l.sn),
      logs.map((l) => l.station_id),
      logs.map((l) => l.seq),
      logs.map((l) => l.result),
      logs.map((l) => l.first_pass),
      logs.map((l) => l.at),
    ]);
    const failed = logged.filter((r) => r.result === 2).map((r) => r.id);
    await run(client, FAILED_ITEMS, [failed]);
    const last = new Map(logs.map((l) => [l.sn, l.at]));
    await run(client, DONE_UNITS, [worder_id, workflow_id, stepCount + 1, [...last.keys()], [...last.values()]]);
  });
}
