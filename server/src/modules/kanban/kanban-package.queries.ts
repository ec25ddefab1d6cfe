import type { PackageOrder } from '@mes/contracts';
import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';

const PACKAGE_BOXES = sql(
  'kanban.package_boxes',
  `SELECT b.id, b.fnumber, b.fqty::float8 AS fqty, b.capacity, b.status, b.weight::float8 AS weight,
       w.id AS worder_id, w.fbillno, p.fname AS product
     FROM (SELECT * FROM box WHERE status IN (1, 2) AND level = 'box' AND worder_id IS NOT NULL AND ($1::int IS NULL OR worder_id = $1)
           ORDER BY id DESC LIMIT 500) b
     JOIN worder w ON w.id = b.worder_id JOIN product p ON p.id = w.product_id
     ORDER BY w.id DESC, b.id`,
  { notNull: ['fqty'] },
);

// The package board's data (docs/packing.md, "The package board"): the orders with boxes being packed or packed
// (status 1, 2), each with those boxes in order (boxes of units: cartons are not tiles); the newest 500 boxes. The board
// reads it again on resource:box.
export async function packageBoxes(
  pool: pg.Pool,
  worderId: number | null,
): Promise<{ list: PackageOrder[]; total: number }> {
  const orders = new Map<number, PackageOrder>();
  for (const { worder_id, fbillno, product, ...box } of await rows(pool, PACKAGE_BOXES, [worderId])) {
    const o = orders.get(worder_id) ?? { worder_id, fbillno, product, boxes: [] };
    o.boxes.push(box);
    orders.set(worder_id, o);
  }
  const list = [...orders.values()];
  return { list, total: list.length };
}
