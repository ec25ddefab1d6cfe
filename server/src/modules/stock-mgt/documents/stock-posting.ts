import { BoxStatus, type RefusalCode } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { checkedRows, rowShape, type Checked } from '../../../core/db/checked-rows';
import { rows, run, sql, type RowOf } from '../../../core/db/sql';
import { postMovements, reverseMovements } from '../ledger/ledger';
import type { MovementLine, Tx } from '../ledger/ledger.types';
import { queryRows } from '../../../core/db/runtime-sql';
import type { StockDocSpec } from './stock-document.types';

// What a stock document's check writes (docs/stock.md, "Documents"): its entries become movements of the ledger and
// its boxes move with them; the uncheck reverses both. Runs inside the engine's check transaction with the header
// locked (beforeFlag), so a document checked twice at once posts once. A document without entries checks and posts
// nothing (the engine's contract checks every document empty).

// An entry of the document's own entry table (`${spec.name}_entry`, a text per document: its rows are checked, docs/
// database.md "Checked rows"); a transfer's entries have their target place too.
const ENTRY = rowShape('stock-mgt.documents.posted_entry', {
  id: 'number',
  icitem_id: 'number',
  fqty: 'number',
  stock_id: 'number',
  stock_place_id: 'number | null',
  batch_no: 'string',
  box_id: 'number | null',
  barcode: 'string',
});
const TRANSFER_ENTRY = rowShape('stock-mgt.documents.posted_transfer_entry', {
  ...ENTRY.columns,
  to_stock_id: 'number',
  to_stock_place_id: 'number | null',
});
type Entry = Checked<typeof ENTRY.columns> & Partial<Checked<typeof TRANSFER_ENTRY.columns>>;
const LOCK_BOXES = sql(
  'stock-mgt.documents.lock_boxes',
  `SELECT id, fnumber, status, stock_id, stock_place_id FROM box WHERE id = ANY($1) ORDER BY id FOR UPDATE`,
);
const MOVE_BOX = sql(
  'stock-mgt.documents.move_box',
  'UPDATE box SET status = $2, stock_id = $3, stock_place_id = $4, updated_at = now() WHERE id = $1',
);
type Box = RowOf<'stock-mgt.documents.lock_boxes'>;

const IN_STOCK: readonly number[] = [BoxStatus.IN_STOCK, BoxStatus.IN_STOCK_FINISHED];

export async function postDocument(tx: Tx, spec: StockDocSpec, id: number, userId: number | null): Promise<void> {
  const entries = await entriesOf(tx, spec, id);
  await moveBoxes(tx, spec, entries, false);
  const lines: MovementLine[] = [];
  entries.forEach((e, i) => {
    const base = {
      icitemId: e.icitem_id,
      batchNo: e.batch_no,
      entryId: e.id,
      boxId: e.box_id,
      barcode: e.barcode,
      at: `entries[${i}].fqty`,
    };
    const from = { ...base, stockId: e.stock_id, placeId: e.stock_place_id };
    if (spec.direction === 'in') lines.push({ ...from, fqty: e.fqty });
    else lines.push({ ...from, fqty: -e.fqty });
    if (spec.direction === 'transfer')
      lines.push({ ...base, stockId: e.to_stock_id!, placeId: e.to_stock_place_id ?? null, fqty: e.fqty });
  });
  await postMovements(tx, { type: spec.name, id, billType: spec.billType }, lines, userId);
}

export async function reverseDocument(tx: Tx, spec: StockDocSpec, id: number, userId: number | null): Promise<void> {
  await moveBoxes(tx, spec, await entriesOf(tx, spec, id), true);
  await reverseMovements(tx, { type: spec.name, id }, userId);
}

async function entriesOf(tx: Tx, spec: StockDocSpec, id: number): Promise<Entry[]> {
  const to = spec.direction === 'transfer' ? ', to_stock_id, to_stock_place_id' : '';
  const answer = await queryRows(
    tx,
    `SELECT id, icitem_id, fqty::float8 AS fqty, stock_id, stock_place_id, batch_no, box_id, barcode${to}
       FROM ${spec.name}_entry WHERE ${spec.name}_id = $1 ORDER BY id`,
    [id],
  );
  return spec.direction === 'transfer' ? checkedRows(TRANSFER_ENTRY, answer) : checkedRows(ENTRY, answer);
}

// A box is where its entry says: received into the entry's place (in stock), issued out of it (out stock), moved to
// the transfer's target. Each box is locked (in id order) and must be where the move starts from; a reversal moves
// it back and makes the same demand of where it is now.
async function moveBoxes(tx: Tx, spec: StockDocSpec, entries: Entry[], reverse: boolean): Promise<void> {
  const boxed = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.box_id !== null);
  if (boxed.length === 0) return;
  const boxes = await rows(tx, LOCK_BOXES, [boxed.map(({ e }) => e.box_id!)]);
  const byId = new Map(boxes.map((b) => [b.id, b]));
  const moved = new Set<number>();
  for (const { e, i } of boxed) {
    const box = byId.get(e.box_id!)!;
    if (moved.has(box.id)) throw refuse(`entries[${i}].box_id`, 'stock.box_in_doc_twice', { fnumber: box.fnumber });
    moved.add(box.id);
    const move = boxMove(spec, e, reverse);
    if (!move.allowed(box) && move.need) {
      const [code, codeAt] = NEEDS[move.need.kind];
      throw refuse(`entries[${i}].box_id`, box.stock_id === null ? code : codeAt, {
        fnumber: box.fnumber,
        status: BoxStatus.keyOf(box.status)?.toLowerCase() ?? box.status,
        stock_id: String(box.stock_id),
        need_stock_id: String(move.need.stockId),
      });
    }
    await run(tx, MOVE_BOX, [box.id, move.status, move.stockId, move.placeId]);
  }
}

// What a box must be for its move, as the codes of its refusal: for a box in no warehouse, and for one in a warehouse.
const NEEDS = {
  in_warehouse: ['stock.box_move_in_warehouse', 'stock.box_move_in_warehouse_at'],
  receive: ['stock.box_move_receive', 'stock.box_move_receive_at'],
  come_back: ['stock.box_move_come_back', 'stock.box_move_come_back_at'],
} as const satisfies Record<string, readonly [RefusalCode, RefusalCode]>;

type BoxMove = {
  allowed: (b: Box) => boolean;
  need: { kind: keyof typeof NEEDS; stockId?: number | null } | null;
  status: number;
  stockId: number | null;
  placeId: number | null;
};

function boxMove(spec: StockDocSpec, e: Entry, reverse: boolean): BoxMove {
  const at = (b: Box, stockId: number | null | undefined) => IN_STOCK.includes(b.status) && b.stock_id === stockId;
  const inStock = (stockId: number, placeId: number | null) => ({ status: BoxStatus.IN_STOCK, stockId, placeId });
  const gone = (status: number) => ({ status, stockId: null, placeId: null });
  const inHere = { kind: 'in_warehouse', stockId: e.stock_id } as const;
  switch (spec.direction) {
    case 'in':
      return reverse
        ? { allowed: (b) => at(b, e.stock_id), need: inHere, ...gone(BoxStatus.WORKING_FINISHED) }
        : {
            allowed: (b) => !IN_STOCK.includes(b.status) && b.status !== BoxStatus.INVALID,
            need: { kind: 'receive' },
            ...inStock(e.stock_id, e.stock_place_id),
          };
    case 'out':
      return reverse
        ? {
            allowed: (b) => b.status === BoxStatus.OUT_STOCK,
            need: { kind: 'come_back' },
            ...inStock(e.stock_id, e.stock_place_id),
          }
        : { allowed: (b) => at(b, e.stock_id), need: inHere, ...gone(BoxStatus.OUT_STOCK) };
    case 'transfer':
      return reverse
        ? {
            allowed: (b) => at(b, e.to_stock_id),
            need: { kind: 'in_warehouse', stockId: e.to_stock_id },
            ...inStock(e.stock_id, e.stock_place_id),
          }
        : { allowed: (b) => at(b, e.stock_id), need: inHere, ...inStock(e.to_stock_id!, e.to_stock_place_id ?? null) };
    case 'plan':
      return { allowed: () => true, need: null, status: BoxStatus.UNKNOWN, stockId: null, placeId: null };
  }
}
