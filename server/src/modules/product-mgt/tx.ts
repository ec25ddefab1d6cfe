import type { EntityManager } from 'typeorm';
import type { AppException } from '../../core/api/app.exception';
import { OUTBOX_CHANNEL } from '../shop-floor/station-report.sql';

// Small transaction helpers shared by the product-mgt services.

export type Ctx = { userId: number | null };

/** an outbox entry in the caller's transaction, as the resource engine writes its `<resource>.<action>` entries. */
export async function emit(m: EntityManager, topic: string, payload: Record<string, unknown>): Promise<void> {
  await m.query('INSERT INTO outbox (topic, payload) VALUES ($1, $2)', [topic, JSON.stringify(payload)]);
}

/**
 * An outbox entry in the caller's transaction, and a wake-up for the relays at commit: order actions, feeding steps
 * and scheduling moves reach the boards without waiting for the relay's poll.
 */
export async function emitNow(m: EntityManager, topic: string, payload: Record<string, unknown>): Promise<void> {
  await m.query(`WITH ob AS (INSERT INTO outbox (topic, payload) VALUES ($1, $2) RETURNING id) SELECT pg_notify('${OUTBOX_CHANNEL}', ob.id::text) FROM ob`, [
    topic, JSON.stringify(payload),
  ]);
}

/** the row, locked for the rest of the transaction, or the catalogue's "no such" answer. */
export async function lockRow<T>(m: EntityManager, table: string, id: number, missing: AppException, lock = 'FOR UPDATE'): Promise<T> {
  const rows = (await m.query(`SELECT * FROM ${table} WHERE id = $1 ${lock}`, [id])) as T[];
  if (rows.length === 0) throw missing;
  return rows[0];
}
