import type { BillTransactionTypeCode } from '@mes/contracts';
import type { Queryable } from '../../../core/db/sql';

/** what posts: the document (its resource name and id) and its bill transaction type (000 §4). */
export type LedgerDoc = { type: string; id: number; billType: BillTransactionTypeCode };

/**
 * One line of a posting: a signed quantity (positive in, negative out) of a material at a place of a warehouse, in a
 * batch ('' when none), optionally in a box and under a scanned barcode. `at` names the line in a refusal
 * (`entries[2].fqty`).
 */
export type MovementLine = {
  stockId: number;
  placeId: number | null;
  icitemId: number;
  batchNo: string;
  fqty: number;
  entryId?: number | null;
  boxId?: number | null;
  barcode?: string;
  at?: string;
};

/** What a posting runs on: a transaction's pg client (inTransaction's, or the one the engine hands its hooks). */
export type Tx = Queryable;
