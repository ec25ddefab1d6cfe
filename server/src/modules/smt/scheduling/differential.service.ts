import type pg from 'pg';
import { ErrorCode, type SchedulingQueueEntry } from '@mes/contracts';
import { refuseAs } from '../../../core/api/app.exception';
import { changeover, type Changeover, type SlotMaterial } from './differential';
import type { SchedulingService } from './scheduling.service';
import { first, rows, sql } from '../../../core/db/sql';

const LINE = sql('smt.line_exists', 'SELECT 1 FROM product_line WHERE id = $1');
const SLOTS = sql(
  'smt.feeder_slot_materials',
  `SELECT e.slot, e.icitem_id, i.fnumber, i.fname FROM smt_feeder_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.smt_feeder_id = $1 ORDER BY e.seq`,
);
// An order's feeder list: an SMT order's own, else the newest of a work order's process plans.
const FEEDER_OF_SMT_ORDER = sql('smt.feeder_of_smt_order', `SELECT smt_feeder_id AS id FROM smt_order WHERE id = $1`);
const FEEDER_OF_WORDER = sql(
  'smt.feeder_of_worder',
  `SELECT f.id FROM icpp_worder j JOIN smt_feeder f ON f.icpp_id = j.icpp_id WHERE j.worder_id = $1 AND NOT f.disabled
           ORDER BY j.icpp_id, f.version DESC, f.id DESC LIMIT 1`,
);

type Queued = SchedulingQueueEntry & { smt_feeder_id: number | null };
export type Transition = Changeover & { from: Queued; to: Queued };

// The changeovers of a line's queue, order by order, from each order's feeder list: an SMT order's own, else (a work
// order) the newest list of a process plan it is joined to. An order without a feeder list counts as an empty line.
export class DifferentialService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly scheduling: SchedulingService,
  ) {}

  async ofLine(lineId: number): Promise<{ product_line_id: number; queue: Queued[]; transitions: Transition[] }> {
    if (!(await first(this.pool, LINE, [lineId])))
      throw refuseAs(ErrorCode.NO_PRODUCT_LINE, 'product_line_id', 'smt.no_product_line', { id: lineId });
    const queue: Queued[] = [];
    for (const e of await this.scheduling.queue(this.pool, lineId))
      queue.push({ ...e, smt_feeder_id: await this.feederOf(e) });
    const slots = new Map<number, SlotMaterial[]>();
    for (const id of new Set(queue.map((q) => q.smt_feeder_id).filter((x): x is number => x !== null))) {
      slots.set(id, await rows(this.pool, SLOTS, [id]));
    }
    const of = (q: Queued) => (q.smt_feeder_id === null ? [] : (slots.get(q.smt_feeder_id) ?? []));
    const transitions = queue.slice(1).map((to, i) => ({ from: queue[i], to, ...changeover(of(queue[i]), of(to)) }));
    return { product_line_id: lineId, queue, transitions };
  }

  private async feederOf(e: SchedulingQueueEntry): Promise<number | null> {
    const feeder =
      e.smt_order_id !== null
        ? await first(this.pool, FEEDER_OF_SMT_ORDER, [e.smt_order_id])
        : await first(this.pool, FEEDER_OF_WORDER, [e.worder_id]);
    return feeder?.id ?? null;
  }
}
