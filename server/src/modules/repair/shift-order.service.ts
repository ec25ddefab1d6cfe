import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import { resourceEvent } from '../../core/resource/resource-event';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import { stationOf } from './sn-position';

export type ShiftFilter = {
  shift_order_id: number | null;
  user_id: number | null;
  station_id: number | null;
  pn: number;
  ps: number;
};

// What each person produced while at a station: the reports of that station by that user inside [entered, left).
const VIEW = sql(
  'repair.shift_view',
  `
SELECT e.id, e.shift_order_id, o.fbillno, o.product_line_id, o.shift_date, o.shift, e.user_id,
  coalesce(nullif(u.display_name, ''), u.name) AS user_name, e.station_id, s.fnumber AS station_fnumber,
  s.fname AS station_fname, e.entered_at, e.left_at,
  count(l.id) FILTER (WHERE l.result = 1)::int AS pass,
  count(l.id) FILTER (WHERE l.result = 2)::int AS fail,
  count(l.id) FILTER (WHERE l.result = 1 AND l.first_pass)::int AS first_pass,
  count(DISTINCT l.sn)::int AS units
FROM shift_order_entry e JOIN shift_order o ON o.id = e.shift_order_id
JOIN users u ON u.id = e.user_id JOIN station s ON s.id = e.station_id
LEFT JOIN station_log l ON l.station_id = e.station_id AND l.operator_id = e.user_id
  AND l.created_at >= e.entered_at AND l.created_at < coalesce(e.left_at, now())
WHERE ($1::int IS NULL OR e.shift_order_id = $1) AND ($2::int IS NULL OR e.user_id = $2)
  AND ($3::int IS NULL OR e.station_id = $3)
GROUP BY e.id, o.id, u.id, s.id
ORDER BY e.id DESC LIMIT $4 OFFSET $5`,
  { notNull: ['user_name', 'pass', 'fail', 'first_pass', 'units'] },
);
const ACTIVE_USER = sql('repair.active_user', 'SELECT 1 FROM users WHERE id = $1 AND NOT disabled');
const OPEN_ENTRY = sql(
  'repair.open_entry',
  `SELECT e.station_id, s.fnumber, o.fbillno FROM shift_order_entry e JOIN station s ON s.id = e.station_id
           JOIN shift_order o ON o.id = e.shift_order_id WHERE e.user_id = $1 AND e.left_at IS NULL`,
);
const ENTER = sql(
  'repair.shift_enter',
  'INSERT INTO shift_order_entry (shift_order_id, user_id, station_id) VALUES ($1, $2, $3)',
);
const LEAVE = sql(
  'repair.shift_leave',
  `WITH u AS (UPDATE shift_order_entry SET left_at = now()
           WHERE shift_order_id = $1 AND user_id = $2 AND left_at IS NULL RETURNING id)
         SELECT id FROM u`,
);
const LOCK_ORDER = sql(
  'repair.lock_shift_order',
  'SELECT id, fbillno, product_line_id, disabled FROM shift_order WHERE id = $1 FOR UPDATE',
);

// Shift orders: a person enters a station on a shift and leaves it; one open entry per person (a unique index).
export class ShiftOrderService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  async enter(input: { id: number; station_id: number; user_id: number }, by: number | null): Promise<Row> {
    try {
      return await inTransaction(this.pool, async (c) => {
        const order = await this.lockOrder(c, input.id);
        const station = await stationOf(c, input.station_id);
        if (station.product_line_id !== order.product_line_id)
          throw refuse('station_id', 'repair.station_not_on_shift_line', {
            station: station.fnumber,
            fbillno: order.fbillno,
          });
        const users = await rows(c, ACTIVE_USER, [input.user_id]);
        if (users.length === 0) throw refuse('user_id', 'repair.no_user', { id: input.user_id });
        const open = await rows(c, OPEN_ENTRY, [input.user_id]);
        if (open[0])
          throw refuse('user_id', 'repair.user_still_at_station', {
            id: input.user_id,
            station: open[0].fnumber,
            fbillno: open[0].fbillno,
          });
        await run(c, ENTER, [order.id, input.user_id, station.id]);
        await resourceEvent(c, this.def(), 'update', order.id, by);
        return this.resources.get(this.def(), order.id, c);
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505')
        throw refuse('user_id', 'repair.user_still_at_a_station', { id: input.user_id });
      throw e;
    }
  }

  async leave(input: { id: number; user_id: number }, by: number | null): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, input.id);
      const left = await rows(c, LEAVE, [order.id, input.user_id]);
      if (left.length === 0)
        throw refuse('user_id', 'repair.user_at_no_station', { id: input.user_id, fbillno: order.fbillno });
      await resourceEvent(c, this.def(), 'update', order.id, by);
      return this.resources.get(this.def(), order.id, c);
    });
  }

  async view(f: ShiftFilter): Promise<{ list: unknown[]; pn: number; ps: number }> {
    const list = await rows(this.pool, VIEW, [f.shift_order_id, f.user_id, f.station_id, f.ps, (f.pn - 1) * f.ps]);
    return { list, pn: f.pn, ps: f.ps };
  }

  private async lockOrder(c: Tx, id: number): Promise<{ id: number; fbillno: string; product_line_id: number }> {
    const order = await first(c, LOCK_ORDER, [id]);
    if (!order) throw refuse('id', 'repair.no_shift_order', { id });
    if (order.disabled) throw refuse('id', 'repair.shift_order_disabled', { fbillno: order.fbillno });
    return order;
  }
}
