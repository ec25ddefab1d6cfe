import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../../core/db/sql';
import { execute } from '../../../core/db/runtime-sql';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { requireId, validateWrite } from '../../../core/resource/validate-input';
import { GONE, IN_STOCK, lockBoxes, statusName } from './box-scan';

// pallet/create and pallet/update with the boxes on the pallet (`boxes`: their labels, as scanned). Given boxes
// replace the pallet's boxes: the ones left out come off it, the new ones go on. Refused, naming the box: a label
// naming no box (1401), a box on another pallet, an invalid or shipped box, a box in stock in another warehouse
// than the pallet's. The pallet and its boxes are written in one transaction, all or nothing.

const MAX_BOXES = 1000;
const LOCK_PALLET = sql('stock-mgt.boxes.lock_pallet', 'SELECT * FROM pallet WHERE id = $1 FOR UPDATE');
const PALLET_BOXES = sql('stock-mgt.boxes.pallet_boxes', 'SELECT fnumber FROM box WHERE pallet_id = $1 ORDER BY id');
const BOXES_OFF = sql(
  'stock-mgt.boxes.boxes_off',
  'UPDATE box SET pallet_id = NULL, updated_at = now() WHERE pallet_id = $1 AND NOT (id = ANY($2))',
);
const BOXES_ON = sql(
  'stock-mgt.boxes.boxes_on',
  'UPDATE box SET pallet_id = $1, updated_at = now() WHERE id = ANY($2) AND pallet_id IS DISTINCT FROM $1',
);
const STOCK_EXISTS = sql('stock-mgt.boxes.stock_exists', 'SELECT 1 FROM stock WHERE id = $1');
const PLACE_STOCK = sql('stock-mgt.boxes.place_stock', 'SELECT stock_id FROM stock_place WHERE id = $1');

export class PalletBoxes {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  create(body: Record<string, unknown>, ctx: { userId: number | null }): Promise<Row> {
    const { boxes, rest } = split(body);
    return inTransaction(this.pool, async (c) => {
      await this.checkPlace(c, rest);
      const pallet = await this.resources.create(this.def(), rest, ctx, c);
      if (boxes) await this.setBoxes(c, pallet, boxes);
      return this.withBoxes(c, pallet.id);
    });
  }

  update(body: Record<string, unknown>, ctx: { userId: number | null }): Promise<Row> {
    const { boxes, rest } = split(body);
    const id = requireId(rest);
    const values = validateWrite(this.def(), rest, 'update');
    return inTransaction(this.pool, async (c) => {
      const pallet = await first(c, LOCK_PALLET, [id]);
      if (!pallet) throw refuse('id', 'stock.no_pallet', { id });
      if (pallet.checked) throw refuse('id', 'stock.pallet_checked_boxes', { id });
      const next = { ...pallet, ...values };
      await this.checkPlace(c, next);
      const cols = Object.keys(values);
      if (cols.length > 0)
        await execute(
          c,
          `UPDATE pallet SET ${cols.map((col, i) => `"${col}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [id, ...cols.map((col) => values[col])],
        );
      if (boxes) await this.setBoxes(c, next, boxes);
      await resourceEvent(c, this.def(), 'update', id, ctx.userId);
      return this.withBoxes(c, id);
    });
  }

  /** the pallet as get answers it, with its boxes' labels. */
  async withBoxes(c: Tx, id: number): Promise<Row> {
    const pallet = await this.resources.get(this.def(), id, c);
    const boxes = await rows(c, PALLET_BOXES, [id]);
    return { ...pallet, boxes: boxes.map((b) => b.fnumber) };
  }

  private async setBoxes(c: Tx, pallet: Row, labels: string[]): Promise<void> {
    const boxes = await lockBoxes(c, labels, (i) => `boxes[${i}]`);
    const seen = new Map<number, number>();
    for (const [i, box] of boxes.entries()) {
      const at = `boxes[${i}]`;
      const first = seen.get(box.id);
      if (first !== undefined) throw refuse(at, 'stock.box_also_at', { fnumber: box.fnumber, first });
      seen.set(box.id, i);
      if (GONE.includes(box.status))
        throw refuse(at, 'stock.box_status_no_pallet', { fnumber: box.fnumber, status: statusName(box.status) });
      if (box.pallet_id !== null && box.pallet_id !== pallet.id)
        throw refuse(at, 'stock.box_on_other_pallet', { fnumber: box.fnumber, pallet: box.pallet_id });
      if (pallet.stock_id && IN_STOCK.includes(box.status) && box.stock_id !== pallet.stock_id)
        throw refuse(at, 'stock.box_pallet_other_warehouse', {
          fnumber: box.fnumber,
          stock_id: String(box.stock_id),
          pallet_stock_id: String(pallet.stock_id),
        });
    }
    const ids = boxes.map((b) => b.id);
    await run(c, BOXES_OFF, [pallet.id, ids]);
    await run(c, BOXES_ON, [pallet.id, ids]);
  }

  // The place must be one of the pallet's warehouse.
  private async checkPlace(c: Tx, values: Record<string, unknown>): Promise<void> {
    if (typeof values.stock_id === 'number') {
      const found = await rows(c, STOCK_EXISTS, [values.stock_id]);
      if (found.length === 0)
        throw refuseAs(ErrorCode.NO_STOCK, 'stock_id', 'stock.no_stock', { id: Number(values.stock_id) });
    }
    if (values.stock_place_id === undefined || values.stock_place_id === null) return;
    const place = await first(c, PLACE_STOCK, [values.stock_place_id as number]);
    if (!place) throw refuse('stock_place_id', 'stock.no_stock_place', { id: String(values.stock_place_id) });
    if (values.stock_id !== undefined && values.stock_id !== null && place.stock_id !== values.stock_id)
      throw refuse('stock_place_id', 'stock.place_not_in_warehouse', {
        place: String(values.stock_place_id),
        stock_id: String(values.stock_id),
      });
  }
}

function split(body: Record<string, unknown>): { boxes: string[] | null; rest: Record<string, unknown> } {
  const { boxes, ...rest } = body;
  if (boxes === undefined) return { boxes: null, rest };
  if (!Array.isArray(boxes) || boxes.length > MAX_BOXES)
    throw refuse('boxes', 'stock.box_labels_array', { max: MAX_BOXES });
  boxes.forEach((b, i) => {
    if (typeof b !== 'string' || b.trim() === '' || b.length > 64)
      throw refuse(`boxes[${i}]`, 'stock.box_label_length');
  });
  return { boxes: (boxes as string[]).map((b) => b.trim()), rest };
}
