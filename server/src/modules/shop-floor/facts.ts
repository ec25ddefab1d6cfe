import type { StationReportFact } from '@mes/contracts';
import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';

const FLOW_STEPS = sql(
  'shop-floor.all_flow_steps',
  'SELECT workflow_id, seq, station_id FROM workflow_station ORDER BY workflow_id, seq',
);
const LOG_PAGE = sql(
  'shop-floor.station_log_page',
  `SELECT l.id, l.sn, l.worder_id, l.station_id, l.product_line_id, l.workflow_id, l.seq, l.result, l.first_pass, l.created_at,
         NOT EXISTS (SELECT 1 FROM station_log e WHERE e.sn = l.sn AND e.workflow_id = l.workflow_id
           AND e.reworder_id IS NOT DISTINCT FROM l.reworder_id AND e.id < l.id) AS entered
       FROM station_log l WHERE l.id > $1 ORDER BY l.id LIMIT $2`,
  { notNull: ['entered'] },
);

// The facts of station_log, in order, as they were at the time: what a rebuild replays. `entered` is the SN's first
// report in its flow; the next station and `done` come from the flow's steps.
export async function* factsFromLog(db: pg.Pool | pg.PoolClient, batch = 5000): AsyncGenerator<StationReportFact> {
  const steps = new Map<number, { seq: number; station_id: number }[]>();
  const all = await rows(db, FLOW_STEPS, []);
  for (const r of all) steps.set(r.workflow_id, [...(steps.get(r.workflow_id) ?? []), r]);
  let after = 0;
  for (;;) {
    const page = await rows(db, LOG_PAGE, [after, batch]);
    if (page.length === 0) return;
    for (const r of page) {
      const flow = steps.get(r.workflow_id) ?? [];
      const following = flow.find((s) => s.seq > r.seq);
      const pass = r.result === 1;
      yield {
        station_log_id: Number(r.id),
        sn: r.sn,
        worder_id: r.worder_id,
        station_id: r.station_id,
        product_line_id: r.product_line_id,
        seq: r.seq,
        result: r.result as StationReportFact['result'],
        first_pass: r.first_pass,
        entered: r.entered,
        to_station_id: pass && following ? following.station_id : null,
        done: pass && !following,
        created_at: r.created_at.toISOString(),
      };
    }
    after = Number(page[page.length - 1].id);
  }
}
