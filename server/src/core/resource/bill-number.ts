import { first, sql, type Tx } from '../db/sql';

const NEXT_BILL_NO = sql('core.next_bill_no', `SELECT nextval('bill_no_seq')::text AS n`, { notNull: ['n'] });

/**
 * A new document number `<prefix><yyyymmdd>-<n>` (PR20261124-000042): the day in UTC and the next value of the one
 * sequence `bill_no_seq`, so two numbers never repeat, whatever the prefix, day or server. Taken in the transaction
 * of the document it numbers (tx).
 */
export async function nextBillNumber(tx: Tx, prefix: string): Promise<string> {
  const { n } = (await first(tx, NEXT_BILL_NO, []))!;
  return `${prefix}${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${n.padStart(6, '0')}`;
}
