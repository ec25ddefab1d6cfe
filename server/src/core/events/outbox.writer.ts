import type { OutboxPayload, OutboxTopic } from '@mes/contracts';
import { execute, queryRows } from '../db/runtime-sql';
import type { Queryable } from '../db/sql';

/** The channel the outbox relays LISTEN on (workers/src/relay/outbox-relay.ts). */
export const OUTBOX_CHANNEL = 'mes_outbox';

// The only SQL that writes the outbox. A statement that must write its entry with other rows in one round trip (the
// station report, benchmarked) embeds it as a CTE built here.

/** The insert of one entry, `… SELECT topic, payload [rest] RETURNING id`; rest (FROM …, WHERE …) ends the SELECT. */
export function outboxInsertSql(topic: string, payload: string, rest = ''): string {
  return `INSERT INTO outbox (topic, payload)
  SELECT ${topic}, ${payload}${rest ? `\n  ${rest}` : ''} RETURNING id`;
}

/** Wakes the relays when the transaction commits (a NOTIFY waits for the commit), with the entry's id. */
export function outboxNotifySql(id: string): string {
  return `pg_notify('${OUTBOX_CHANNEL}', ${id}::text)`;
}

/** A topic of the map as an SQL literal, for a statement that names its topic in its text (planned once). */
export function topicSql(topic: OutboxTopic): string {
  if (!/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/.test(topic)) throw new Error(`not an outbox topic: ${topic}`);
  return `'${topic}'`;
}

// $1 topic, $2 payload; a condition's parameters follow from $3.
const written = (rest?: string) =>
  `WITH ob AS (${outboxInsertSql('$1', '$2::jsonb', rest)}) SELECT ${outboxNotifySql('ob.id')} FROM ob`;
const WRITE = written();

/** An outbox entry in the caller's transaction; the relays are woken when it commits, not at their next poll. */
export async function writeOutbox<T extends OutboxTopic>(
  db: Queryable,
  topic: T,
  payload: OutboxPayload<T>,
): Promise<void> {
  await execute(db, WRITE, [topic, JSON.stringify(payload)]);
}

/**
 * writeOutbox in the same statement as a check: the entry is written only when `condition` (SQL over $3, $4, …
 * bound to `params`) holds. Answers whether it was.
 */
export async function writeOutboxIf<T extends OutboxTopic>(
  db: Queryable,
  topic: T,
  payload: OutboxPayload<T>,
  condition: string,
  params: unknown[],
): Promise<boolean> {
  const rows = await queryRows(db, written(`WHERE ${condition}`), [topic, JSON.stringify(payload), ...params]);
  return rows.length > 0;
}
