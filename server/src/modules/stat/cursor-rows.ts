import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../core/api/app.exception';

// The rows of one query through a server-side cursor (DECLARE … CURSOR in a read-only transaction), fetched in
// batches as arrays (no object per row, no Date parsing when the query answers text and numbers). The next batch is
// fetched only when the consumer asks for it, so a slow download holds one batch; the transaction gives the whole
// export one snapshot. Batches are small (250 rows, ~100 KB) on purpose: a batch that lives across two of V8's
// young-generation collections is promoted to the old generation, which then grows as garbage until a full
// collection (2,000-row batches took the server's heap from 80 to 238 MiB during a million-row export). The connection returns to the pool when the rows end, fail, or the consumer stops early.

// Each open cursor holds a pooled connection (and one long read-only transaction) for the whole download: at most
// MAX_OPEN at once per server, so exports never take the connections station reports need; the next one is refused
// with RATE_LIMITED before anything is sent, and may be asked again in a moment.
export const MAX_OPEN_EXPORTS = 4;
let openExports = 0;

/** takes one of the export slots, or refuses; the slot is given back when the cursor's rows end, fail or stop. */
export function exportSlot(): () => void {
  if (openExports >= MAX_OPEN_EXPORTS)
    throw refuseAs(ErrorCode.RATE_LIMITED, 'export', 'stat.exports_busy', { max: MAX_OPEN_EXPORTS }, null);
  openExports += 1;
  let given = false;
  return () => {
    if (!given) openExports -= 1;
    given = true;
  };
}

export async function* cursorRows<T>(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  shape: (row: unknown[]) => T,
  batch = 250,
  release: () => void = () => undefined,
): AsyncGenerator<T> {
  let client: pg.PoolClient | undefined;
  try {
    client = await pool.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const page = await client.query<unknown[]>({ text: `FETCH ${batch} FROM export_rows`, rowMode: 'array' });
        for (const row of page.rows) yield shape(row);
        if (page.rows.length < batch) break;
      }
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
    }
  } finally {
    client?.release();
    release();
  }
}
