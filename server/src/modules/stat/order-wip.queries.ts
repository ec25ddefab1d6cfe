import type pg from 'pg';
import { rows as rowsOf, sql, type Queryable } from '../../core/db/sql';
import type { Row } from '../../core/resource/resource.types';

// Order WIP (docs/statistics.md, "Order WIP"): per followed process plan or work order, the quantity at each stage
// the factory defines (wip_field) = units waiting at the stage's station now (sn_state) + temporary WIP + the
// checked amendments. The list is the engine's (the order_wip resource's afterRead adds these); the board reads the
// same rows through the same function.

export type StageQty = {
  wip_field_id: number;
  fnumber: string;
  fname: string;
  counted: number;
  temporary: number;
  amended: number;
  qty: number;
};
export type OrderWipRow = Row & { stages: StageQty[]; total: number };

const STAGES_OF = sql(
  'stat.order_wip_stages',
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
  { notNull: ['order_wip_id', 'wip_field_id', 'counted', 'temporary', 'amended'] },
);

// the followed plan and order every row names, whether or not the caller joined them (has:icpp gives the whole record)
const FOLLOWED = sql(
  'stat.order_wip_followed',
  `SELECT o.id,
    CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fbillno', p.fbillno) END AS icpp,
    CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('id', w.id, 'fbillno', w.fbillno, 'fqty', w.fqty) END AS worder
  FROM order_wip o LEFT JOIN icpp p ON p.id = o.icpp_id LEFT JOIN worder w ON w.id = o.worder_id WHERE o.id = ANY($1)`,
);

/** adds `icpp`, `worder` (unless joined already), `stages` and `total` to order_wip rows, two queries per page. */
export async function withStages(rows: Row[], db: Queryable): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const qty = await rowsOf(db, STAGES_OF, [ids]);
  const followed = await rowsOf(db, FOLLOWED, [ids]);
  const stagesOf = new Map<number, StageQty[]>();
  for (const { order_wip_id, ...s } of qty) {
    const list = stagesOf.get(order_wip_id) ?? [];
    list.push({ ...s, qty: s.counted + s.temporary + s.amended });
    stagesOf.set(order_wip_id, list);
  }
  const byId = new Map(followed.map((f) => [f.id, f]));
  for (const row of rows) {
    const f = byId.get(row.id);
    if (row.icpp === undefined) row.icpp = f?.icpp ?? null;
    if (row.worder === undefined) row.worder = f?.worder ?? null;
    const stages = stagesOf.get(row.id) ?? [];
    row.stages = stages;
    row.total = stages.reduce((n, s) => n + s.qty, 0);
  }
}

const BOARD_ORDERS = sql(
  'stat.order_wip_board',
  `SELECT id, icpp_id, worder_id, fdesc, checked, disabled, created_at FROM order_wip
       WHERE NOT disabled ORDER BY id DESC LIMIT 200`,
);
const STAGES = sql('stat.wip_stages', 'SELECT id, fnumber, fname FROM wip_field WHERE NOT disabled ORDER BY seq, id');

export class OrderWipQueries {
  constructor(private readonly pool: pg.Pool) {}

  /** the board: every followed order not disabled, newest first, at most 200, and the stages in order */
  async kanban(): Promise<{ list: OrderWipRow[]; stages: { id: number; fnumber: string; fname: string }[] }> {
    const rows: Row[] = await rowsOf(this.pool, BOARD_ORDERS, []);
    await withStages(rows, this.pool);
    const stages = await rowsOf(this.pool, STAGES, []);
    return { list: rows as OrderWipRow[], stages };
  }
}
