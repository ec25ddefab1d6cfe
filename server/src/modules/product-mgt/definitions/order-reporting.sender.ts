import { ERP_URL_MISSING, OrderReportingEntryResult } from '@mes/contracts';
import type pg from 'pg';
import { first, inTransaction, rows, run, sql, type RowOf } from '../../../core/db/sql';
import { resourceEvent } from '../../../core/resource/resource-event';
import { orderReportingResource } from './order-reporting.resource';
import { LOCK_DOC, LOCK_ENTRY, RECOMPUTE_RESULT } from './order-reporting.sql';

export type ErpSettings = { url: string; timeoutMs: number };
export type SendOutcome = 'sent' | 'skipped';

type Entry = RowOf<'product-mgt.lock_order_reporting_entry'>;
type Answer = { status: number | null; answer: string; error: string };

const EXCERPT = 500;

const ATTEMPT = sql(
  'product-mgt.order_reporting_attempt',
  `INSERT INTO order_reporting_attempt (entry_id, version, qty, http_status, answer, error)
         VALUES ($1, $2, $3, $4, $5, $6)`,
);
const ENTRY_RESULT = sql(
  'product-mgt.order_reporting_entry_result',
  `UPDATE order_reporting_entry SET attempts = attempts + 1, result = $2::smallint, last_error = $3,
           reported_at = CASE WHEN $2::smallint = 1 THEN now() END WHERE id = $1`,
);
const UNSENT = sql(
  'product-mgt.unsent_order_reporting_entries',
  'SELECT id, version FROM order_reporting_entry WHERE result <> 1 ORDER BY id LIMIT $1',
);

/** What the ERP receives for one entry (docs/product-definitions.md): `key` names the entry, `version` its state. */
export function erpBody(e: Entry): Record<string, unknown> {
  return {
    key: `order_reporting_entry:${e.id}`,
    version: e.version,
    report: e.fbillno,
    entry_id: e.id,
    worder: e.worder_fbillno,
    product: e.product_fnumber,
    qty: Number(e.qty),
    remark: e.fdesc,
  };
}

/** An answer, never a throw: a network error or a timeout is an attempt without an HTTP status. */
async function post(settings: ErpSettings, body: unknown): Promise<Answer> {
  if (!settings.url) return { status: null, answer: '', error: ERP_URL_MISSING };
  try {
    const res = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const answer = (await res.text()).slice(0, EXCERPT);
    return { status: res.status, answer, error: res.ok ? '' : `HTTP ${res.status}` };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    const why = err.name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : err.message;
    return {
      status: null,
      answer: '',
      error: `${why}${err.cause?.code ? ` (${err.cause.code})` : ''}`.slice(0, EXCERPT),
    };
  }
}

export class ErpRefused extends Error {}

// One attempt to send one entry at one version (the workers' job order_reporting.send). The entry stays locked
// during the POST, so a correction (update_entry) or a delete waits for it; the attempt, the entry's result and the
// document's are written in one transaction. A refusal throws ErpRefused after the commit, for BullMQ to retry. With
// no ERP address an entry gets one failed attempt saying so (ERP_URL_MISSING, worded by the screens), not one per
// retry: the retries go on, so an address set later (and the workers restarted) sends it.
export class OrderReportingSender {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: ErpSettings,
  ) {}

  async send(entryId: number, version: number): Promise<SendOutcome> {
    const answer = await inTransaction(this.pool, async (db): Promise<Answer | null> => {
      const e = await first(db, LOCK_ENTRY, [entryId]);
      // Deleted, corrected since (its new version has its own job) or already accepted: nothing to send.
      if (!e || e.version !== version || e.result === OrderReportingEntryResult.SUCCESS) return null;
      // still no ERP address: the attempt already says so; the job waits its backoff again, adding no row (the
      // transaction, which wrote nothing, ends)
      if (!this.settings.url && e.last_error === ERP_URL_MISSING)
        throw new ErpRefused(`entry ${entryId} v${version}: ${ERP_URL_MISSING}`);
      const posted = await post(this.settings, erpBody(e));
      const ok = posted.error === '';
      await run(db, ATTEMPT, [e.id, e.version, e.qty, posted.status, posted.answer, posted.error]);
      await run(db, ENTRY_RESULT, [
        e.id,
        ok ? OrderReportingEntryResult.SUCCESS : OrderReportingEntryResult.FAIL,
        posted.error,
      ]);
      // A separate statement after the lock: it reads what an entry accepted just before committed.
      await run(db, LOCK_DOC, [e.order_reporting_id]);
      await run(db, RECOMPUTE_RESULT, [e.order_reporting_id]);
      await resourceEvent(db, orderReportingResource, 'update', e.order_reporting_id, null);
      return posted;
    });
    if (!answer) return 'skipped';
    if (answer.error) throw new ErpRefused(`entry ${entryId} v${version}: ${answer.error}`);
    return 'sent';
  }
}

/** Every entry the ERP has not accepted, at its current version: the sweep queues them again (job ids dedupe). */
export async function unsentEntries(pool: pg.Pool, limit = 10_000): Promise<{ id: number; version: number }[]> {
  return rows(pool, UNSENT, [limit]);
}

/** The wait before attempt n + 1: the base doubled per failure, capped. */
export function erpBackoff(attemptsMade: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attemptsMade - 1, 30)));
}
