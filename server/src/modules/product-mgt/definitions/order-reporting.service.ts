import { OrderReportingEntryResult, TOPIC } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { CallContext } from '../../../core/resource/resource.registry';
import { writeOutbox } from '../../../core/events/outbox.writer';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { missingCode } from '../../../core/resource/missing-codes';
import { resourceEvent } from '../../../core/resource/resource-event';
import { orderReportingResource } from './order-reporting.resource';
import { LOCK_DOC, LOCK_ENTRY, RECOMPUTE_RESULT } from './order-reporting.sql';

export type EntryChange = { id: number; eid: number; qty?: number; fdesc?: string };

const RESOURCE = { resource: 'order_reporting', module: 'product_mgt' } as const;

// The calls of order_reporting that write (docs/product-definitions.md): each writes the document and the outbox
// entry that makes the workers send its entries in one transaction, so an accepted report is always sent.
export class OrderReportingService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  async create(body: Record<string, unknown>, ctx: CallContext): Promise<Row> {
    const input = { ...body };
    return this.ds.transaction(async (m) => {
      const doc = await this.resources.create(this.def(), input, ctx, m);
      const entries = doc.entries as (Row & { version: number })[];
      await this.send(m, doc.id, entries, ctx.userId);
      return doc;
    });
  }

  /** A correction of an entry not yet accepted: its new version is sent, an older one still queued is dropped. */
  async updateEntry(change: EntryChange, ctx: CallContext): Promise<Row> {
    return this.ds.transaction(async (m) => {
      await this.findDoc(m, change.id);
      // Locks in the sender's order, entry then document: a correction waits for a send in flight, never deadlocks.
      const rows = (await m.query(LOCK_ENTRY, [change.eid])) as {
        id: number;
        order_reporting_id: number;
        result: number;
      }[];
      const e = rows[0];
      if (!e || e.order_reporting_id !== change.id)
        throw refuse('eid', 'record.no_entry_of', { eid: change.eid, resource: 'order_reporting', id: change.id });
      if (e.result === OrderReportingEntryResult.SUCCESS)
        throw refuse('eid', 'product.reporting_entry_accepted', { eid: change.eid });
      // TypeORM answers an UPDATE as [rows, count].
      const [[updated]] = (await m.query(
        `UPDATE order_reporting_entry SET qty = COALESCE($2::numeric, qty), fdesc = COALESCE($3::varchar, fdesc),
           version = version + 1, result = 0, last_error = '' WHERE id = $1 RETURNING id, version`,
        [e.id, change.qty ?? null, change.fdesc ?? null],
      )) as [[Row & { version: number }], number];
      await m.query(LOCK_DOC, [change.id]);
      await m.query(RECOMPUTE_RESULT, [change.id]);
      await this.send(m, change.id, [updated], ctx.userId);
      return this.resources.get(this.def(), change.id, m);
    });
  }

  /** Deletes a report none of whose entries the ERP accepted (those stay as the record of what it was told). */
  async remove(id: number, ctx: CallContext): Promise<{ id: number }> {
    return this.ds.transaction(async (m) => {
      await this.findDoc(m, id);
      const entries = (await m.query(
        'SELECT id, result FROM order_reporting_entry WHERE order_reporting_id = $1 ORDER BY id FOR UPDATE',
        [id],
      )) as { id: number; result: number }[];
      await m.query(LOCK_DOC, [id]);
      const done = entries.find((e) => e.result === OrderReportingEntryResult.SUCCESS);
      if (done) throw refuse('id', 'product.reporting_has_accepted', { id, eid: done.id });
      await m.query('DELETE FROM order_reporting WHERE id = $1', [id]);
      await resourceEvent(m, orderReportingResource, 'delete', id, ctx.userId);
      return { id };
    });
  }

  /** Every attempt to send the document's entries (or one entry's), newest first. */
  async attempts(id: number, eid: number | undefined): Promise<Row[]> {
    await this.resources.get(this.def(), id);
    const rows = (await this.ds.query(
      `SELECT a.id, a.entry_id, a.version, a.qty, a.at, a.http_status, a.answer, a.error
       FROM order_reporting_attempt a JOIN order_reporting_entry e ON e.id = a.entry_id
       WHERE e.order_reporting_id = $1 AND ($2::int IS NULL OR a.entry_id = $2) ORDER BY a.id DESC LIMIT 1000`,
      [id, eid ?? null],
    )) as (Row & { qty: string })[];
    return rows.map((r) => ({ ...r, id: Number(r.id), qty: Number(r.qty) }));
  }

  private async findDoc(m: EntityManager, id: number): Promise<void> {
    const rows = (await m.query('SELECT id FROM order_reporting WHERE id = $1', [id])) as Row[];
    if (rows.length === 0)
      throw refuseAs(missingCode('order_reporting'), 'id', 'record.no_such', { resource: 'order_reporting', id });
  }

  private async send(
    m: EntityManager,
    id: number,
    entries: (Row & { version: number })[],
    by: number | null,
  ): Promise<void> {
    await writeOutbox(m, TOPIC.orderReportingSend, {
      ...RESOURCE,
      action: 'send',
      id,
      by,
      entries: entries.map((e) => ({ id: e.id, version: e.version })),
    });
  }
}
