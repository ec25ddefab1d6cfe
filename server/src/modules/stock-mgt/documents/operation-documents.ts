import { ProductReceiptOperation, STOCK_OPERATION_CALLS, TOPIC, type RefusalCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { first, poolOf, run, sql } from '../../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { defineMachine } from '../../../core/resource/state-machine';
import type { MachineBinding, StateMachineRunner } from '../../../core/resource/state-machine.runner';
import { fdesc, ref, tr } from '../../basicdata';
import { billNumberField } from './stock-document';

// The operation documents (000 §4 product receipt operation: 1 inventory, 2 review, 3 finish): the steps of a
// warehouse's work on a product receipt or an outstock. `check` moves one step forward, `back` one step back, on a
// declared machine run by the engine's runner (docs/stock.md, "Operation documents"). Finishing needs the document it
// is about checked, and freezes the operation (checked: the engine then refuses its update and delete) until `back`.

const { INVENTORY, REVIEW, FINISH } = ProductReceiptOperation;

export const OPERATION_MACHINE = defineMachine({
  statuses: ProductReceiptOperation,
  actions: ['review', 'finish', 'back_to_inventory', 'back_to_review'],
  moves: {
    review: { from: [INVENTORY], to: REVIEW },
    finish: { from: [REVIEW], to: FINISH },
    back_to_inventory: { from: [REVIEW], to: INVENTORY },
    back_to_review: { from: [FINISH], to: REVIEW },
  },
});
type OperationAction = (typeof OPERATION_MACHINE.actions)[number];

/** what `check` and `back` run from each status (from finish, check runs `finish` only to be refused naming the state). */
const FORWARD: Record<number, OperationAction> = { 1: 'review', 2: 'finish', 3: 'finish' };
const BACKWARD: Record<number, OperationAction> = {
  1: 'back_to_inventory',
  2: 'back_to_inventory',
  3: 'back_to_review',
};

export const OPERATION_DOCS = [
  {
    name: 'product_receipt_operation',
    doc: 'product_receipt',
    label: tr('产品入库作业', 'Product receipt operation'),
    docLabel: tr('产品入库单', 'Product receipt'),
    prefix: 'PRO',
  },
  {
    name: 'outstock_operation',
    doc: 'outstock',
    label: tr('出库作业', 'Outstock operation'),
    docLabel: tr('出库单', 'Outstock'),
    prefix: 'OSO',
  },
] as const;
type OperationDoc = (typeof OPERATION_DOCS)[number];

/** the refusal of finishing an operation whose document is not checked, by that document */
const DOC_NOT_CHECKED = {
  product_receipt: 'stock.product_receipt_not_checked',
  outstock: 'stock.outstock_not_checked',
} as const satisfies Record<OperationDoc['doc'], RefusalCode>;

// Each operation's statements, one per table (the texts name it)
const DOC_CHECKED = {
  product_receipt: sql(
    'stock-mgt.documents.product_receipt_checked',
    'SELECT fbillno, checked FROM product_receipt WHERE id = $1',
  ),
  outstock: sql('stock-mgt.documents.outstock_checked', 'SELECT fbillno, checked FROM outstock WHERE id = $1'),
};
const SET_CHECKED = {
  product_receipt_operation: sql(
    'stock-mgt.documents.product_receipt_operation_checked',
    'UPDATE product_receipt_operation SET checked = $2 WHERE id = $1',
  ),
  outstock_operation: sql(
    'stock-mgt.documents.outstock_operation_checked',
    'UPDATE outstock_operation SET checked = $2 WHERE id = $1',
  ),
};
const STATUS = {
  product_receipt_operation: sql(
    'stock-mgt.documents.product_receipt_operation_status',
    'SELECT status FROM product_receipt_operation WHERE id = $1',
  ),
  outstock_operation: sql(
    'stock-mgt.documents.outstock_operation_status',
    'SELECT status FROM outstock_operation WHERE id = $1',
  ),
};

function operationResource(op: OperationDoc): ResourceDef {
  return defineResource({
    name: op.name,
    module: 'stock_mgt',
    table: op.name,
    label: op.label,
    actions: ['get', 'list', 'create', 'update', 'delete'],
    lookups: [LIST_BY_IDS],
    listColumns: ['fbillno', 'status', `${op.doc}_id`, 'fdesc'],
    fields: {
      fbillno: billNumberField(op.prefix),
      status: {
        type: 'int',
        label: tr('作业状态', 'Operation status'),
        enum: ProductReceiptOperation.codes,
        readonly: true,
        default: INVENTORY,
      },
      [`${op.doc}_id`]: ref(op.doc, op.docLabel['zh-CN'], op.docLabel['en-US']),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: { [op.doc]: { resource: op.doc, via: `${op.doc}_id` } },
  });
}

function binding(op: OperationDoc, def: ResourceDef, resources: ResourceService): MachineBinding<OperationAction> {
  const word = op.label['en-US'].toLowerCase();
  const noun = `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
  return {
    machine: OPERATION_MACHINE,
    table: op.name,
    noun,
    kind: op.name,
    topic: () => TOPIC.resource(op.name, 'update'),
    module: 'stock_mgt',
    statusLog: 'stock_doc_status_log',
    missing: (id) => refuse('id', 'stock.no_doc', { doc: op.name, id }),
    guards: [
      async ({ tx, row, action }) => {
        const docId = row[`${op.doc}_id`];
        if (action !== 'finish' || docId === null) return;
        const doc = await first(tx, DOC_CHECKED[op.doc], [docId as number]);
        if (doc && !doc.checked) throw refuse(`${op.doc}_id`, DOC_NOT_CHECKED[op.doc], { fbillno: doc.fbillno });
      },
    ],
    effects: [
      async ({ tx, id, to }) => {
        await run(tx, SET_CHECKED[op.name], [id, to === FINISH]);
      },
    ],
    answer: (tx, id) => resources.get(def, id, tx),
  };
}

/** the operation resources with their check / back calls on the machine. */
export function registerOperationDocuments(
  registry: ResourceRegistry,
  ds: DataSource,
  resources: ResourceService,
  runner: StateMachineRunner,
): void {
  for (const op of OPERATION_DOCS) {
    const def = operationResource(op);
    registry.register(def);
    const b = binding(op, def, resources);
    const calls = STOCK_OPERATION_CALLS[op.name];
    const step = (decl: typeof calls.check, table: Record<number, OperationAction>) =>
      implementCall(registry, decl, async ({ id }, ctx) => {
        const row = await first(poolOf(ds), STATUS[op.name], [id]);
        if (!row) throw b.missing(id);
        // The runner locks the row and checks the move again: of two checks at once, the second is refused.
        return runner.run(b, table[row.status], id, ctx);
      });
    step(calls.check, FORWARD);
    step(calls.back, BACKWARD);
  }
}
