import type { DataSource } from 'typeorm';
import { ErrorCode, type SchedulingQueueEntry } from '@mes/contracts';
import { refuseAs } from '../../../core/api/app.exception';
import { changeover, type Changeover, type SlotMaterial } from './differential';
import type { SchedulingService } from './scheduling.service';

type Queued = SchedulingQueueEntry & { smt_feeder_id: number | null };
export type Transition = Changeover & { from: Queued; to: Queued };

// The changeovers of a line's queue, order by order, from each order's feeder list: an SMT order's own, else (a work
// order) the newest list of a process plan it is joined to. An order without a feeder list counts as an empty line.
export class DifferentialService {
  constructor(
    private readonly ds: DataSource,
    private readonly scheduling: SchedulingService,
  ) {}

  async ofLine(lineId: number): Promise<{ product_line_id: number; queue: Queued[]; transitions: Transition[] }> {
    const line = (await this.ds.query('SELECT 1 FROM product_line WHERE id = $1', [lineId])) as unknown[];
    if (line.length === 0)
      throw refuseAs(ErrorCode.NO_PRODUCT_LINE, 'product_line_id', 'smt.no_product_line', { id: lineId });
    const queue: Queued[] = [];
    for (const e of await this.scheduling.queue(this.ds.manager, lineId))
      queue.push({ ...e, smt_feeder_id: await this.feederOf(e) });
    const slots = new Map<number, SlotMaterial[]>();
    for (const id of new Set(queue.map((q) => q.smt_feeder_id).filter((x): x is number => x !== null))) {
      slots.set(
        id,
        (await this.ds.query(
          `SELECT e.slot, e.icitem_id, i.fnumber, i.fname FROM smt_feeder_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.smt_feeder_id = $1 ORDER BY e.seq`,
          [id],
        )) as SlotMaterial[],
      );
    }
    const of = (q: Queued) => (q.smt_feeder_id === null ? [] : (slots.get(q.smt_feeder_id) ?? []));
    const transitions = queue.slice(1).map((to, i) => ({ from: queue[i], to, ...changeover(of(queue[i]), of(to)) }));
    return { product_line_id: lineId, queue, transitions };
  }

  private async feederOf(e: SchedulingQueueEntry): Promise<number | null> {
    const rows = (await this.ds.query(
      e.smt_order_id !== null
        ? 'SELECT smt_feeder_id AS id FROM smt_order WHERE id = $1'
        : `SELECT f.id FROM icpp_worder j JOIN smt_feeder f ON f.icpp_id = j.icpp_id WHERE j.worder_id = $1 AND NOT f.disabled
           ORDER BY j.icpp_id, f.version DESC, f.id DESC LIMIT 1`,
      [e.smt_order_id ?? e.worder_id],
    )) as { id: number | null }[];
    return rows[0]?.id ?? null;
  }
}
