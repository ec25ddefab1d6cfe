import type { StationReportFact } from '@mes/contracts';
import type pg from 'pg';

type LogRow = {
  id: string;
  sn: string;
  worder_id: number;
  station_id: number;
  product_line_id: number;
  workflow_id: number;
  seq: number;
  result: number;
  first_pass: boolean;
  entered: boolean;
  created_at: Date;
};

// The facts of station_log, in order, as they were at the time: what a rebuild replays. `entered` is the SN's first
// report in its flow; the next station and `done` come from the flow's steps.
export async function* factsFromLog(db: pg.Pool | pg.PoolClient, batch = 5000): AsyncGenerator<StationReportFact> {
  const steps = new Map<number, { seq: number; station_id: number }[]>();
  const { rows: all } = await db.query<{ workflow_id: number; seq: number; station_id: number }>(
    'SELECT workflow_id, seq, station_id FROM workflow_station ORDER BY workflow_id, seq',
  );
  for (const r of all) steps.set(r.workflow_id, [...(steps.get(r.workflow_id) ?? []), r]);
  let after = 0;
  for (;;) {
    const { rows } = await db.query<LogRow>(
      `SELECT l.id, l.sn, l.worder_id, l.station_id, l.product_line_id, l.workflow_id, l.seq, l.result, l.first_pass, l.created_at,
         NOT EXISTS (SELECT 1 FROM station_log e WHERE e.sn = l.sn AND e.workflow_id = l.workflow_id
           AND e.reworder_id IS NOT DISTINCT FROM l.reworder_id AND e.id < l.id) AS entered
       FROM station_log l WHERE l.id > $1 ORDER BY l.id LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return;
    for (const r of rows) {
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
    after = Number(rows[rows.length - 1].id);
  }
}
