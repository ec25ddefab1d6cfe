import type { DataSource } from 'typeorm';
import { filtersOf, runList, type ListAnswer, type ListSpec } from '../tracing/tracing-list';

// Order WIP (docs/statistics.md, "Order WIP"): per followed process plan or work order, the quantity at each stage
// the factory defines (wip_field) = units waiting at the stage's station now (sn_state) + temporary WIP + the
// checked amendments.

export type StageQty = {
  wip_field_id: number;
  fnumber: string;
  fname: string;
  counted: number;
  temporary: number;
  amended: number;
  qty: number;
};
export type OrderWipRow = Record<string, unknown> & { id: number; stages: StageQty[]; total: number };

const SPEC: ListSpec = {
  name: 'order_wip',
  from: `order_wip o LEFT JOIN icpp p ON p.id = o.icpp_id LEFT JOIN worder w ON w.id = o.worder_id`,
  countFrom: 'order_wip o',
  select: `o.id, o.icpp_id, o.worder_id, o.fdesc, o.checked, o.disabled, o.created_at,
    CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fbillno', p.fbillno) END AS icpp,
    CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('id', w.id, 'fbillno', w.fbillno, 'fqty', w.fqty) END AS worder`,
  idSql: 'o.id',
  timeSql: 'o.created_at',
  filters: filtersOf('int', { icpp_id: 'o.icpp_id', worder_id: 'o.worder_id' }),
  search: ['o.fdesc'],
  sorts: { id: 'o.id', created_at: 'o.created_at' },
  joined: ['icpp', 'worder'],
};

export class OrderWipQueries {
  constructor(private readonly ds: DataSource) {}

  async list(filter: string | undefined): Promise<ListAnswer> {
    const page = await runList(this.ds, SPEC, filter);
    return { ...page, list: await this.withStages(page.list) };
  }

  async withStages<R extends { id: number }>(rows: R[]): Promise<(R & { stages: StageQty[]; total: number })[]> {
    if (rows.length === 0) return [];
    const qty = (await this.ds.query(
      `WITH o AS (SELECT id, icpp_id, worder_id FROM order_wip WHERE id = ANY($1)),
       orders AS (SELECT o.id AS order_wip_id, w AS worder_id FROM o,
         LATERAL (SELECT o.worder_id AS w WHERE o.worder_id IS NOT NULL
                  UNION SELECT iw.worder_id FROM icpp_worder iw WHERE iw.icpp_id = o.icpp_id) x),
       counted AS (SELECT ord.order_wip_id, ws.station_id, count(*)::int AS n FROM orders ord
         JOIN sn_state s ON s.worder_id = ord.worder_id AND NOT s.done AND s.last_result <> 0
         JOIN workflow_station ws ON ws.workflow_id = s.workflow_id AND ws.seq = s.next_seq
         GROUP BY 1, 2)
       SELECT o.id AS order_wip_id, f.id AS wip_field_id, f.fnumber, f.fname,
         COALESCE((SELECT sum(c.n) FROM counted c WHERE c.order_wip_id = o.id AND c.station_id = f.station_id), 0)::int AS counted,
         COALESCE((SELECT sum(t.qty) FROM temporary_order_wip t WHERE t.order_wip_id = o.id AND t.wip_field_id = f.id), 0)::int AS temporary,
         COALESCE((SELECT sum(a.delta) FROM wip_amend a WHERE a.order_wip_id = o.id AND a.wip_field_id = f.id AND a.checked), 0)::int AS amended
       FROM o CROSS JOIN wip_field f WHERE NOT f.disabled ORDER BY o.id, f.seq, f.id`,
      [rows.map((r) => r.id)],
    )) as (Omit<StageQty, 'qty'> & { order_wip_id: number })[];
    const stagesOf = new Map<number, StageQty[]>();
    for (const { order_wip_id, ...s } of qty) {
      const list = stagesOf.get(order_wip_id) ?? [];
      list.push({ ...s, qty: s.counted + s.temporary + s.amended });
      stagesOf.set(order_wip_id, list);
    }
    return rows.map((r) => {
      const stages = stagesOf.get(r.id) ?? [];
      return { ...r, stages, total: stages.reduce((n, s) => n + s.qty, 0) };
    });
  }

  /** the board: every followed order not disabled, newest first */
  async kanban(): Promise<{ list: OrderWipRow[]; stages: { id: number; fnumber: string; fname: string }[] }> {
    const rows = (await this.ds.query(
      `SELECT ${SPEC.select} FROM ${SPEC.from} WHERE NOT o.disabled ORDER BY o.id DESC LIMIT 200`,
    )) as { id: number }[];
    const stages = (await this.ds.query(
      'SELECT id, fnumber, fname FROM wip_field WHERE NOT disabled ORDER BY seq, id',
    )) as { id: number; fnumber: string; fname: string }[];
    return { list: (await this.withStages(rows)) as OrderWipRow[], stages };
  }
}
