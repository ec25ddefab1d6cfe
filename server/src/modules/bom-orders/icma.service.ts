import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable } from '../../core/db/sql';
import { resourceEvent } from '../../core/resource/resource-event';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import { filtersOf, runList, type ListAnswer, type ListSpec } from '../tracing';
import type { SmtSettings } from '../smt';
import { IcmaStatus } from './resources/icma.resource';

type Ctx = { userId: number | null };
export type MoveAction = 'work' | 'back';
export type MoveItem = { icitem_id: number; qty: number; barcode: string };

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

const WLOG: ListSpec = {
  name: 'icma/wlog',
  from: `icma_wlog l JOIN icma a ON a.id = l.icma_id JOIN icitem i ON i.id = l.icitem_id
    LEFT JOIN users u ON u.id = l.creater_id`,
  countFrom: 'icma_wlog l JOIN icma a ON a.id = l.icma_id JOIN icitem i ON i.id = l.icitem_id',
  select: `l.id::float8 AS id, l.icma_id, a.fbillno, l.icpp_id, l.icitem_id, i.fnumber AS icitem_fnumber,
    i.fname AS icitem_fname, l.action, l.qty::float8 AS qty, l.barcode, l.fdesc, l.creater_id,
    COALESCE(u.display_name, '') AS operator, l.created_at`,
  idSql: 'l.id',
  timeSql: 'l.created_at',
  filters: {
    ...filtersOf('int', { icma_id: 'l.icma_id', icpp_id: 'l.icpp_id', icitem_id: 'l.icitem_id' }),
    ...filtersOf('text', { action: 'l.action', barcode: 'l.barcode' }),
  },
  search: ['i.fnumber', 'l.barcode', 'a.fbillno'],
  sorts: { id: 'l.id', created_at: 'l.created_at' },
};

const HEAD = sql(
  'bom-orders.icma_head',
  'SELECT id, fbillno, icpp_id, checked, disabled FROM icma WHERE id = $1 FOR UPDATE',
);
const MOVE = sql(
  'bom-orders.icma_move',
  `INSERT INTO icma_wlog (icma_id, icpp_id, icitem_id, action, qty, barcode, fdesc, creater_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);
const STATUS = sql('bom-orders.icma_status', 'UPDATE icma SET status = $2, updated_at = now() WHERE id = $1');
const STATE = sql(
  'bom-orders.icma_state',
  `SELECT e.icitem_id, i.fnumber, sum(e.qty)::float8 AS requested,
        COALESCE((SELECT sum(CASE WHEN w.action = 'work' THEN w.qty ELSE -w.qty END) FROM icma_wlog w
          WHERE w.icma_id = $1 AND w.icitem_id = e.icitem_id), 0)::float8 AS net
       FROM icma_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.icma_id = $1
       GROUP BY e.icitem_id, i.fnumber ORDER BY min(e.id)`,
  { notNull: ['requested', 'net'] },
);

// Issuing a requisition's materials to the line (icma/work) and taking them back (icma/back): each move a row of
// the work log, the requisition locked while it is checked, so racing moves count one after the other.
export class IcmaService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly settings: SmtSettings,
  ) {}

  wlog(filter: string | undefined): Promise<ListAnswer> {
    return runList(this.pool, WLOG, filter);
  }

  /** work without items issues what is still to issue of every entry. */
  async move(action: MoveAction, id: number, items: MoveItem[] | null, fdesc: string, ctx: Ctx): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      const head = await first(c, HEAD, [id]);
      if (!head) throw refuse('id', 'bom.no_icma', { id });
      if (!head.checked) throw refuse('id', 'bom.requisition_unchecked', { fbillno: head.fbillno });
      if (head.disabled) throw refuse('id', 'bom.requisition_disabled', { fbillno: head.fbillno });
      const state = await this.state(c, id);
      const over = await this.settings.int('icma', 'over_issue_percent', c);
      const moves = items ?? this.remaining(state, head.fbillno);
      moves.forEach((it, i) => {
        const s = state.get(it.icitem_id);
        const at = items ? `items[${i}]` : 'id';
        if (!s)
          throw refuse(`${at}.icitem_id`, 'bom.not_on_requisition', { icitem_id: it.icitem_id, fbillno: head.fbillno });
        if (action === 'work') {
          const limit = round6(s.requested * (1 + over / 100));
          if (round6(s.net + it.qty) > limit)
            throw refuse(`${at}.qty`, over ? 'bom.over_issue_percent' : 'bom.over_issue', {
              qty: it.qty,
              fnumber: s.fnumber,
              total: round6(s.net + it.qty),
              limit,
              requested: s.requested,
              ...(over ? { over } : {}),
            });
          s.net = round6(s.net + it.qty);
        } else {
          if (it.qty > s.net)
            throw refuse(`${at}.qty`, 'bom.return_over_issued', { qty: it.qty, fnumber: s.fnumber, issued: s.net });
          s.net = round6(s.net - it.qty);
        }
      });
      for (const it of moves)
        await run(c, MOVE, [id, head.icpp_id, it.icitem_id, action, it.qty, it.barcode, fdesc, ctx.userId]);
      const values = [...state.values()];
      const status = values.every((s) => s.net >= s.requested)
        ? IcmaStatus.ISSUED
        : values.some((s) => s.net > 0)
          ? IcmaStatus.PARTLY_ISSUED
          : IcmaStatus.OPEN;
      await run(c, STATUS, [id, status]);
      await resourceEvent(c, this.def, 'update', id, ctx.userId, action);
      return { ...(await this.resources.get(this.def, id, c)), issued: this.issued(state) };
    });
  }

  private issued(state: Map<number, MaterialState>) {
    return [...state.entries()].map(([icitem_id, s]) => ({
      icitem_id,
      fnumber: s.fnumber,
      requested: s.requested,
      issued: s.net,
      remaining: Math.max(0, round6(s.requested - s.net)),
    }));
  }

  private remaining(state: Map<number, MaterialState>, fbillno: string): MoveItem[] {
    const left = [...state.entries()]
      .filter(([, s]) => s.requested > s.net)
      .map(([icitem_id, s]) => ({ icitem_id, qty: round6(s.requested - s.net), barcode: '' }));
    if (left.length === 0) throw refuse('id', 'bom.requisition_fully_issued', { fbillno });
    return left;
  }

  private async state(c: Queryable, id: number): Promise<Map<number, MaterialState>> {
    const found = await rows(c, STATE, [id]);
    return new Map(found.map(({ icitem_id, ...s }): [number, MaterialState] => [icitem_id, s]));
  }
}

type MaterialState = { fnumber: string; requested: number; net: number };
