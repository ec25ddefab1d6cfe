import type { RefusalCode } from '@mes/contracts';
import { AppException, refuse } from '../../../core/api/app.exception';
import { first, sql, type Queryable, type RowOf } from '../../../core/db/sql';

// The scan form's bundle checks (000 §5) on the server: a scanned reel is looked up by its code (904 'no such batch
// [code]' when there is none), and what else the label carried must agree with the reel.

export const SCAN_REFUSALS = {
  material: 'stock.scan_material_mismatch',
  unique: 'stock.scan_unique_mismatch',
  quantity: 'stock.scan_quantity_mismatch',
  noMaterial: 'stock.scan_no_material',
} as const satisfies Record<string, RefusalCode>;

const REEL = sql(
  'stock-mgt.flow.reel',
  `SELECT b.id, b.fnumber, b.icitem_id, i.fnumber AS icitem_fnumber, b.fqty::float8 AS fqty, b.validity, b.stock_id,
            b.stock_place_id, b.expiry_date
       FROM bundle b LEFT JOIN icitem i ON i.id = b.icitem_id WHERE b.fnumber = $1`,
  { notNull: ['fqty'] },
);
const REEL_LOCKED = sql(
  'stock-mgt.flow.reel_locked',
  `SELECT b.id, b.fnumber, b.icitem_id, i.fnumber AS icitem_fnumber, b.fqty::float8 AS fqty, b.validity, b.stock_id,
            b.stock_place_id, b.expiry_date
       FROM bundle b LEFT JOIN icitem i ON i.id = b.icitem_id WHERE b.fnumber = $1 FOR UPDATE OF b`,
  { notNull: ['fqty'] },
);

export type Reel = RowOf<'stock-mgt.flow.reel'>;

/** what a label gave besides the reel's code: its material code, unique code and quantity (each optional). */
export type ScannedLabel = { icitem_fnumber?: string; uid?: string; fqty?: number };

export async function findReel(db: Queryable, code: string, lock = false): Promise<Reel> {
  const reel = await first(db, lock ? REEL_LOCKED : REEL, [code]);
  if (!reel) throw new AppException(904, `no such batch ${code}`, { field: 'barcode' });
  return reel;
}

/** refuses a label that does not agree with its reel, with the scan form's messages (000 §5). */
export function judgeLabel(reel: Reel, label: ScannedLabel): void {
  if (reel.icitem_id === null) throw refuse('barcode', SCAN_REFUSALS.noMaterial);
  if (label.icitem_fnumber !== undefined && label.icitem_fnumber !== reel.icitem_fnumber)
    throw refuse('icitem_fnumber', SCAN_REFUSALS.material);
  if (label.uid !== undefined && label.uid !== reel.fnumber) throw refuse('uid', SCAN_REFUSALS.unique);
  if (label.fqty !== undefined && label.fqty !== reel.fqty) throw refuse('fqty', SCAN_REFUSALS.quantity);
}
