import { ErrorCode, TOPIC, WorkOrderStatus } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse, refuseAs } from '../../core/api/app.exception';
import type { RowError } from '../../core/spreadsheet/spreadsheet';
import type { Ctx } from './tx';
import { generateSerials, snPattern } from './serial-numbers';
import { importRefused, type SnRow } from './sheets';
import { listSns, type SnListAnswer } from './sn-list';
import { writeOutbox } from '../../core/events/outbox.writer';

type OrderForSn = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  sn_prefix: string;
  workflow_id: number;
  product: string;
  sn_regex: string;
};

const CLOSED = [WorkOrderStatus.CANCEL, WorkOrderStatus.FINISH];

// The serial numbers of a work order (worder_sn): generated from a prefix, imported from a sheet, listed with their
// routing state. At most fqty per order; an SN belongs to one order only.
export class WorderSnService {
  constructor(private readonly ds: DataSource) {}

  async generate(
    worderId: number,
    count: number | undefined,
    ctx: Ctx,
  ): Promise<{ generated: number; first: string | null; last: string | null; total: number }> {
    return this.ds.transaction(async (m) => {
      const order = await this.lockOrder(m, worderId);
      const have = await this.count(m, worderId);
      const room = order.fqty - have;
      const wanted = count ?? room;
      if (wanted < 1)
        throw refuse('worder_id', 'product.numbering_order_full', { order: order.fbillno, qty: order.fqty });
      if (wanted > room)
        throw refuse('count', 'product.sn_order_room', { order: order.fbillno, have, qty: order.fqty, room });
      const prefix = order.sn_prefix || order.fbillno;
      const taken = (await m.query(`SELECT sn FROM worder_sn WHERE left(sn, $2) = $1 AND length(sn) = $2 + 6`, [
        prefix,
        prefix.length,
      ])) as { sn: string }[];
      const made = generateSerials(prefix, new Set(taken.map((t) => t.sn)), wanted);
      if (!made.ok) throw refuse('sn_prefix', made.code, made.params);
      const pattern = this.pattern(order);
      const off = pattern ? made.sns.find((sn) => !pattern.test(sn)) : undefined;
      if (off) throw refuse('sn_prefix', 'product.sn_off_pattern', { sn: off, product: order.product });
      await m.query('INSERT INTO worder_sn (worder_id, sn) SELECT $1, unnest($2::varchar[])', [worderId, made.sns]);
      await writeOutbox(m, TOPIC.worderSns('sn_generate'), {
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
  async import(worderId: number, rows: SnRow[], ctx: Ctx): Promise<{ imported: number; total: number }> {
    return this.ds.transaction(async (m) => {
      const order = await this.lockOrder(m, worderId);
      const errors: RowError[] = [];
      const pattern = this.pattern(order);
      if (pattern)
        for (const r of rows)
          if (!pattern.test(r.sn))
            errors.push({
              row: r.row,
              field: 'sn',
              message: `does not match the SN pattern of product ${order.product}`,
            });
      const owners = (await m.query(
        'SELECT ws.sn, w.id, w.fbillno FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = ANY($1)',
        [rows.map((r) => r.sn)],
      )) as { sn: string; id: number; fbillno: string }[];
      const owner = new Map(owners.map((o) => [o.sn, o]));
      for (const r of rows) {
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
      const have = await this.count(m, worderId);
      if (have + rows.length > order.fqty) {
        errors.push({
          row: 0,
          field: 'file',
          message: `${rows.length} serial numbers would give work order ${order.fbillno} ${have + rows.length}, more than its ${order.fqty}`,
        });
      }
      if (errors.length > 0) throw importRefused(errors.sort((a, b) => a.row - b.row));
      await m.query('INSERT INTO worder_sn (worder_id, sn) SELECT $1, unnest($2::varchar[])', [
        worderId,
        rows.map((r) => r.sn),
      ]);
      await writeOutbox(m, TOPIC.worderSns('sn_import'), {
        resource: 'worder',
        module: 'product_mgt',
        action: 'sn_import',
        id: worderId,
        count: rows.length,
        by: ctx.userId,
      });
      return { imported: rows.length, total: have + rows.length };
    });
  }

  async list(worderId: number, filter: string): Promise<SnListAnswer> {
    await this.order(this.ds.manager, worderId, '');
    return listSns(
      this.ds,
      {
        from: 'worder_sn x JOIN worder w ON w.id = x.worder_id',
        where: 'x.worder_id = $1',
        params: [worderId],
        defaultWorkflow: 'w.workflow_id',
      },
      filter,
    );
  }

  private async lockOrder(m: EntityManager, worderId: number): Promise<OrderForSn> {
    const order = await this.order(m, worderId, 'FOR UPDATE OF w');
    if (CLOSED.some((s) => s === order.status)) {
      throw refuse('worder_id', 'product.numbering_order_closed', {
        order: order.fbillno,
        status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
      });
    }
    return order;
  }

  private async order(m: EntityManager, worderId: number, lock: string): Promise<OrderForSn> {
    const rows = (await m.query(
      `SELECT w.id, w.fbillno, w.fqty, w.status, w.sn_prefix, w.workflow_id, p.fnumber AS product, p.sn_regex
       FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1 ${lock}`,
      [worderId],
    )) as OrderForSn[];
    if (rows.length === 0)
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return rows[0];
  }

  private async count(m: EntityManager, worderId: number): Promise<number> {
    const [{ n }] = (await m.query('SELECT count(*)::int AS n FROM worder_sn WHERE worder_id = $1', [worderId])) as {
      n: number;
    }[];
    return n;
  }

  private pattern(order: OrderForSn): RegExp | null {
    try {
      return snPattern(order.sn_regex);
    } catch {
      throw refuse('sn', 'product.sn_pattern_invalid', { product: order.product });
    }
  }
}
