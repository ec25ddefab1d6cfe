import type { EntityManager } from 'typeorm';

/**
 * A new document number `<prefix><yyyymmdd>-<n>` (PR20261124-000042): the day in UTC and the next value of the one
 * sequence `bill_no_seq`, so two numbers never repeat, whatever the prefix, day or server.
 */
export async function nextBillNumber(db: Pick<EntityManager, 'query'>, prefix: string): Promise<string> {
  const [{ n }] = (await db.query(`SELECT nextval('bill_no_seq')::text AS n`, [])) as { n: string }[];
  return `${prefix}${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${n.padStart(6, '0')}`;
}
