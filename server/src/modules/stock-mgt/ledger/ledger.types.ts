import type { BillTransactionTypeCode } from '@mes/contracts';
import type { AnyDb } from '../../../core/db/any-db';

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

/**
 * What a posting runs on: a transaction's pg client (the area's own transactions, inTransaction's), the pool, or, until
 * the resource engine hands its hooks a pg client too, the engine's transaction (pgOf finds its connection).
 */
export type Tx = AnyDb;
