import { ErrorCode, STOCK_DOC_CALLS, STOCK_DOC_WORK } from '@mes/contracts';
import type pg from 'pg';
import { inTransaction, rows, sql } from '../../../core/db/sql';
import { refuseAs } from '../../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { StateMachineRunner } from '../../../core/resource/state-machine.runner';
import { DocWork } from './doc-work';
import { registerOperationDocuments } from './operation-documents';
import { STOCK_DOCS, stockDocResources } from './stock-documents';

const RECEIPT_BOXES = sql(
  'stock-mgt.documents.receipt_boxes',
  `SELECT b.id, b.fnumber, b.status, b.icitem_id, b.worder_id, b.product_id, b.fqty::float8 AS fqty, b.batch_no,
              b.stock_id, b.stock_place_id, e.id AS entry_id, e.confirmed,
              (SELECT count(*)::int FROM box_item i WHERE i.box_id = b.id) AS sn_count
         FROM product_receipt_entry e JOIN box b ON b.id = e.box_id WHERE e.product_receipt_id = $1 ORDER BY e.id`,
  { notNull: ['fqty', 'sn_count'] },
);

// The stock documents (docs/stock.md): their resources (registered here: their hooks read the database), the calls
// of a clerk's work on a product receipt or pick (enter, leave, scan), a receipt's boxes, and the operation documents.
export function registerStockDocuments(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  machines: StateMachineRunner,
): void {
  for (const def of stockDocResources()) {
    registry.register(def);
    // One round trip for a document made and posted at once (a handheld's receipt, an ERP's issue), as material_rec's
    // saveAndcheck: one transaction, so a document whose check is refused is not left saved unchecked. Its body is the
    // resource's create body (checked by the engine against the resource's fields), so it is served undeclared.
    registry.registerExtra({
      path: `stock_mgt/${def.name}/saveAndcheck`,
      permission: `stock_mgt.${def.name}.check`,
      summary: `create a ${def.label['en-US']} and check it at once`,
      handler: (b, ctx) =>
        inTransaction(pool, async (c) => {
          const made = await resources.create(def, b, ctx, c);
          return resources.setFlag(def, 'checked', { id: made.id }, ctx, c);
        }),
    });
  }
  const work = new DocWork(pool);
  const user = (userId: number | null) => {
    if (userId === null) throw refuseAs(ErrorCode.INVALID_TOKEN, 'token', 'auth.session_gone', {}, null);
    return userId;
  };
  for (const spec of Object.values(STOCK_DOCS)) {
    if (!('work' in spec)) continue;
    const calls = STOCK_DOC_WORK[spec.name];
    implementCall(registry, calls.enter, (b, ctx) => work.enter(spec, b.id, user(ctx.userId)));
    implementCall(registry, calls.leave, (b, ctx) => work.leave(spec, b.id, user(ctx.userId)));
    implementCall(registry, calls.scan, (b, ctx) => work.scan(spec, b.id, b.barcode, user(ctx.userId)));
    implementCall(registry, calls.workers, (b) => work.workers(spec, b.id));
  }
  implementCall(registry, STOCK_DOC_CALLS.receiptBoxes, async (b) => {
    await resources.get(registry.resource('stock_mgt', 'product_receipt')!, b.id);
    return rows(pool, RECEIPT_BOXES, [b.id]);
  });
  registerOperationDocuments(registry, pool, resources, machines);
}
