import type pg from 'pg';
import { checkedRows, rowShape } from '../../core/db/checked-rows';
import { queryRows } from '../../core/db/runtime-sql';
import { rows, sql } from '../../core/db/sql';
import type { StatFilter } from './stat-filter';
import { whereOf, whereSql } from './stat-sql';

// Two figures the rollup cannot hold: the defect Pareto (needs each failed report's items) and the WIP now (where
// each unfinished SN waits, from sn_state).

export type DefectRow = { code: string; count: number; share: number; cumulative: number };
export type WipRow = {
  worder_id: number;
  station_id: number;
  seq: number;
  station: { id: number; fnumber: string; fname: string };
  units: number;
  oldest_s: number;
  average_s: number;
};

// the Pareto's condition is the statistics filter's (built at run time): its rows are checked (docs/database.md,
// "Checked rows")
const DEFECT = rowShape('stat.defect_pareto', { code: 'string', count: 'number' });

export async function defectPareto(pool: pg.Pool, f: StatFilter): Promise<DefectRow[]> {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where = [...whereOf(f, param, 'l.created_at'), 'l.result = 2'];
  // the facts' own columns stand for the rollup's: h.* are station_log's l.*
  const sql = whereSql(where).replace(/\bh\./g, 'l.');
  const answer = await queryRows(
    pool,

    `SELECT COALESCE(i.name, '') AS code, count(*)::int AS count
     FROM station_log l JOIN worder w ON w.id = l.worder_id
     LEFT JOIN station_log_item i ON i.station_log_id = l.id AND i.result = 2
     ${sql} GROUP BY 1 ORDER BY 2 DESC, 1`,
    params,
  );
  const rows = checkedRows(DEFECT, answer);
  const total = rows.reduce((n, r) => n + r.count, 0);
  let running = 0;
  return rows.map((r) => {
    running += r.count;
    return { ...r, share: r.count / total, cumulative: running / total };
  });
}

const WIP_NOW = sql(
  'stat.wip_now',
  `SELECT s.worder_id, ws.station_id, ws.seq, json_build_object('id', st.id, 'fnumber', st.fnumber, 'fname', st.fname) AS station,
       count(*)::int AS units, extract(epoch FROM now() - min(s.updated_at))::float8 AS oldest_s,
       extract(epoch FROM now() - to_timestamp(avg(extract(epoch FROM s.updated_at))))::float8 AS average_s
     FROM sn_state s JOIN workflow_station ws ON ws.workflow_id = s.workflow_id AND ws.seq = s.next_seq
     JOIN station st ON st.id = ws.station_id
     WHERE NOT s.done AND s.last_result <> 0 AND s.worder_id = ANY($1)
     GROUP BY s.worder_id, ws.station_id, ws.seq, st.id ORDER BY s.worder_id, ws.seq`,
  { notNull: ['units', 'oldest_s', 'average_s'] },
);

/** units not done per order and the station they wait at, with their age since their last report */
export async function wipNow(pool: pg.Pool, worderIds: number[]): Promise<WipRow[]> {
  const found = await rows(pool, WIP_NOW, [worderIds]);
  // station is json_build_object of the station's id, fnumber and fname (NOT NULL columns of the joined row)
  return found.map((r) => ({ ...r, station: r.station as WipRow['station'] }));
}
