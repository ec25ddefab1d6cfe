import type { BillTransactionTypeCode, Translated } from '@mes/contracts';

/**
 * How a document moves stock when it is checked: `in` receives at the entry's place, `out` issues from it, `transfer`
 * issues from the entry's place and receives at its `to_` place, `plan` moves nothing (a despatch advice plans what
 * an outstock will issue).
 */
export type StockDirection = 'in' | 'out' | 'transfer' | 'plan';

/** the small description a stock document is declared from (stock-documents.ts). */
export type StockDocSpec = {
  name: string;
  label: Translated;
  billType: BillTransactionTypeCode;
  direction: StockDirection;
  /** fbillno prefix: PR20261123-4F2A1C */
  prefix: string;
  /** enter / leave / scan served (docs/stock.md, "Working on a document") */
  work?: boolean;
  /** the back-office route of its screens (push links name it) */
  route: string;
  /** entries carry reels (bundle_id), posted under the reel's code (docs/material-flow.md) */
  bundles?: boolean;
};
