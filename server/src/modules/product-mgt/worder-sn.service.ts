import { ErrorCode, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf } from '../../core/db/sql';
import type { RowError } from '../../core/spreadsheet/spreadsheet';
import type { Ctx } from './ctx';
import { ADD_ORDER_SNS, orderSnCount } from './numbering/numbering-store';
import { generateSerials, snPattern } from './serial-numbers';
import { importRefused, type SnRow } from './sheets';
import { listSns, type SnListAnswer } from './sn-list';
import { writeOutbox } from '../../core/events/outbox.writer';

const ORDER = sql(
  'product-mgt.sn_order',
  `SELECT w.id, w.fbillno, w.fqty, w.status, w.sn_prefix, w.workflow_id, p.fnumber AS product, p.sn_regex
       FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1`,
);
const LOCK_ORDER = sql(
  'product-mgt.sn_lock_order',
  `SELECT w.id, w.fbillno, w.fqty, w.status, w.sn_prefix, w.workflow_id, p.fnumber AS product, p.sn_regex
       FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1 FOR UPDATE OF w`,
);
const TAKEN = sql('product-mgt.sns_taken', `SELECT sn FROM worder_sn WHERE left(sn, $2) = $1 AND length(sn) = $2 + 6`);
const OWNERS = sql(
  'product-mgt.sn_owners',
  'SELECT ws.sn, w.id, w.fbillno FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = ANY($1)',
);

type OrderForSn = RowOf<'product-mgt.sn_order'>;

const CLOSED = [WorkOrderStatus.CANCEL, WorkOrderStatus.FINISH];

// The serial numbers of a work order (worder_sn): generated from a prefix, imported from a sheet, listed with their
// routing state. At most fqty per order; an SN belongs to one order only.
export class WorderSnService {
  constructor(private readonly pool: pg.Pool) {}

  async generate(
    worderId: number,
    count: number | undefined,
    ctx: Ctx,
  ): Promise<{ generated: number; first: string | null; last: string | null; total: number }> {
    return inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, worderId);
      const have = await orderSnCount(c, worderId);
      const room = order.fqty - have;
      const wanted = count ?? room;
      if (wanted < 1)
        throw refuse('worder_id', 'product.numbering_order_full', { order: order.fbillno, qty: order.fqty });
      if (wanted > room)
        throw refuse('count', 'product.sn_order_room', { order: order.fbillno, have, qty: order.fqty, room });
      const prefix = order.sn_prefix || order.fbillno;
      const taken = await rows(c, TAKEN, [prefix, prefix.length]);
      const made = generateSerials(prefix, new Set(taken.map((t) => t.sn)), wanted);
      if (!made.ok) throw refuse('sn_prefix', made.code, made.params);
      const pattern = this.pattern(order);
      const off = pattern ? made.sns.find((sn) => !pattern.test(sn)) : undefined;
      if (off) throw refuse('sn_prefix', 'product.sn_off_pattern', { sn: off, product: order.product });
      await run(c, ADD_ORDER_SNS, [worderId, made.sns]);
      await writeOutbox(c, TOPIC.worderSns('sn_generate'), {
        resource: 'worder',
        module: 'product_mgt',
        action: 'sn_generate',
        id: worderId,
        count: made.sns.length,
        by: ctx.userId,
      });
      return {
        generated: made.sns.length,
        first: made.sns[0],
        last: made.sns[made.sns.length - 1],
        total: have + made.sns.length,
      };
    });
  }

  // All rows or none: an SN already in this or another order, a pattern mismatch or going past fqty names the row.
  async import(worderId: number, sheet: SnRow[], ctx: Ctx): Promise<{ imported: number; total: number }> {
    return inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, worderId);
      const errors: RowError[] = [];
      const pattern = this.pattern(order);
      if (pattern)
        for (const r of sheet)
          if (!pattern.test(r.sn))
            errors.push({
              row: r.row,
              field: 'sn',
              message: `does not match the SN pattern of product ${order.product}`,
            });
      const owners = await rows(c, OWNERS, [sheet.map((r) => r.sn)]);
      const owner = new Map(owners.map((o) => [o.sn, o]));
      for (const r of sheet) {
        const o = owner.get(r.sn);
        if (o)
          errors.push({
            row: r.row,
            field: 'sn',
            message:
              o.id === worderId
                ? `${r.sn} is already in this order`
                : `${r.sn} already belongs to work order ${o.fbillno}`,
          });
      }
      const have = await orderSnCount(c, worderId);
      if (have + sheet.length > order.fqty) {
        errors.push({
          row: 0,
          field: 'file',
          message: `${sheet.length} serial numbers would give work order ${order.fbillno} ${have + sheet.length}, more than its ${order.fqty}`,
        });
      }
      if (errors.length > 0) throw importRefused(errors.sort((a, b) => a.row - b.row));
      await run(c, ADD_ORDER_SNS, [worderId, sheet.map((r) => r.sn)]);
      await writeOutbox(c, TOPIC.worderSns('sn_import'), {
        resource: 'worder',
        module: 'product_mgt',
        action: 'sn_import',
        id: worderId,
        count: sheet.length,
        by: ctx.userId,
      });
      return { imported: sheet.length, total: have + sheet.length };
    });
  }

  async list(worderId: number, filter: string): Promise<SnListAnswer> {
    await this.order(this.pool, ORDER, worderId);
    return listSns(
      this.pool,
      {
        from: 'worder_sn x JOIN worder w ON w.id = x.worder_id',
        where: 'x.worder_id = $1',
        params: [worderId],
        defaultWorkflow: 'w.workflow_id',
      },
      filter,
    );
  }

  private async lockOrder(c: Queryable, worderId: number): Promise<OrderForSn> {
    const order = await this.order(c, LOCK_ORDER, worderId);
    if (CLOSED.some((s) => s === order.status)) {
      throw refuse('worder_id', 'product.numbering_order_closed', {
        order: order.fbillno,
        status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
      });
    }
    return order;
  }

  private async order(
    db: Queryable,
    statement: typeof ORDER | typeof LOCK_ORDER,
    worderId: number,
  ): Promise<OrderForSn> {
    const order = await first(db, statement, [worderId]);
    if (!order) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return order;
  }

  private pattern(order: OrderForSn): RegExp | null {
    try {
      return snPattern(order.sn_regex);
    } catch {
      throw refuse('sn', 'product.sn_pattern_invalid', { product: order.product });
    }
  }
}
