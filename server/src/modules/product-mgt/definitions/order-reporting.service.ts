import { OrderReportingEntryResult, TOPIC } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable, type Tx } from '../../../core/db/sql';
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

const CORRECT_ENTRY = sql(
  'product-mgt.correct_order_reporting_entry',
  `UPDATE order_reporting_entry SET qty = COALESCE($2::numeric, qty), fdesc = COALESCE($3::varchar, fdesc),
           version = version + 1, result = 0, last_error = '' WHERE id = $1 RETURNING id, version`,
);
const LOCK_ENTRIES = sql(
  'product-mgt.lock_order_reporting_entries',
  'SELECT id, result FROM order_reporting_entry WHERE order_reporting_id = $1 ORDER BY id FOR UPDATE',
);
const DELETE_DOC = sql('product-mgt.delete_order_reporting', 'DELETE FROM order_reporting WHERE id = $1');
const ATTEMPTS = sql(
  'product-mgt.order_reporting_attempts',
  `SELECT a.id, a.entry_id, a.version, a.qty, a.at, a.http_status, a.answer, a.error
       FROM order_reporting_attempt a JOIN order_reporting_entry e ON e.id = a.entry_id
       WHERE e.order_reporting_id = $1 AND ($2::int IS NULL OR a.entry_id = $2) ORDER BY a.id DESC LIMIT 1000`,
);
const DOC = sql('product-mgt.order_reporting', 'SELECT id FROM order_reporting WHERE id = $1');

/** an entry at the version to send */
type Sent = { id: number; version: number };

// The calls of order_reporting that write (docs/product-definitions.md): each writes the document and the outbox
// entry that makes the workers send its entries in one transaction, so an accepted report is always sent.
export class OrderReportingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  async create(body: Record<string, unknown>, ctx: CallContext): Promise<Row> {
    const input = { ...body };
    return inTransaction(this.pool, async (c) => {
      const doc = await this.resources.create(this.def(), input, ctx, c);
      const entries = doc.entries as Sent[];
      await this.send(c, doc.id, entries, ctx.userId);
      return doc;
    });
  }

  /** A correction of an entry not yet accepted: its new version is sent, an older one still queued is dropped. */
  async updateEntry(change: EntryChange, ctx: CallContext): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      await this.findDoc(c, change.id);
      // Locks in the sender's order, entry then document: a correction waits for a send in flight, never deadlocks.
      const e = await first(c, LOCK_ENTRY, [change.eid]);
      if (!e || e.order_reporting_id !== change.id)
        throw refuse('eid', 'record.no_entry_of', { eid: change.eid, resource: 'order_reporting', id: change.id });
      if (e.result === OrderReportingEntryResult.SUCCESS)
        throw refuse('eid', 'product.reporting_entry_accepted', { eid: change.eid });
      const [updated] = await rows(c, CORRECT_ENTRY, [e.id, change.qty ?? null, change.fdesc ?? null]);
      await run(c, LOCK_DOC, [change.id]);
      await run(c, RECOMPUTE_RESULT, [change.id]);
      await this.send(c, change.id, [updated], ctx.userId);
      return this.resources.get(this.def(), change.id, c);
    });
  }

  /** Deletes a report none of whose entries the ERP accepted (those stay as the record of what it was told). */
  async remove(id: number, ctx: CallContext): Promise<{ id: number }> {
    return inTransaction(this.pool, async (c) => {
      await this.findDoc(c, id);
      const entries = await rows(c, LOCK_ENTRIES, [id]);
      await run(c, LOCK_DOC, [id]);
      const done = entries.find((e) => e.result === OrderReportingEntryResult.SUCCESS);
      if (done) throw refuse('id', 'product.reporting_has_accepted', { id, eid: done.id });
      await run(c, DELETE_DOC, [id]);
      await resourceEvent(c, orderReportingResource, 'delete', id, ctx.userId);
      return { id };
    });
  }

  /** Every attempt to send the document's entries (or one entry's), newest first. */
  async attempts(id: number, eid: number | undefined): Promise<Row[]> {
    await this.resources.get(this.def(), id);
    const found = await rows(this.pool, ATTEMPTS, [id, eid ?? null]);
    return found.map((r) => ({ ...r, id: Number(r.id), qty: Number(r.qty) }));
  }

  private async findDoc(c: Queryable, id: number): Promise<void> {
    if (!(await first(c, DOC, [id])))
      throw refuseAs(missingCode('order_reporting'), 'id', 'record.no_such', { resource: 'order_reporting', id });
  }

  private async send(c: Tx, id: number, entries: Sent[], by: number | null): Promise<void> {
    await writeOutbox(c, TOPIC.orderReportingSend, {
      ...RESOURCE,
      action: 'send',
      id,
      by,
      entries: entries.map((e) => ({ id: e.id, version: e.version })),
    });
  }
}
