import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// The stock documents (docs/stock.md): a header and an entry table per document, the source columns their push links
// record, the operation documents with their status log, who works on a document now (doc_work), and the number of
// decimals a material's quantities may have.

/** documents with entries: [name, source column of the push link it is made by]. */
const DOCUMENTS: [string, string | null][] = [
  ['product_receipt', null],
  ['product_pick', null],
  ['despatch_advice', 'product_receipt_id integer REFERENCES product_receipt(id) ON DELETE SET NULL'],
  ['outstock', 'despatch_advice_id integer REFERENCES despatch_advice(id) ON DELETE SET NULL'],
  ['loss_out', null],
  ['profit_in', null],
  ['transfer_stock', null],
];

const OPERATIONS: [string, string][] = [
  ['product_receipt_operation', 'product_receipt'],
  ['outstock_operation', 'outstock'],
];

export class StockDocuments1765500000000 implements MigrationInterface {
  name = 'StockDocuments1765500000000';

  async up(q: QueryRunner): Promise<void> {
    // 6 decimals is what numeric(18,6) quantities hold: a material is as exact as the column unless it says less.
    await q.query(
      'ALTER TABLE icitem ADD COLUMN qty_precision smallint NOT NULL DEFAULT 6 CHECK (qty_precision BETWEEN 0 AND 6)',
    );
    for (const [name, source] of DOCUMENTS) {
      await q.query(`CREATE TABLE ${name} (${RECORD_COLUMNS},
        fbillno varchar(64) NOT NULL UNIQUE,
        bill_date timestamptz NOT NULL DEFAULT now(),
        stock_id integer REFERENCES stock(id),
        stock_place_id integer REFERENCES stock_place(id),
        multi_clerk boolean NOT NULL DEFAULT false,
        ${source ? `${source},` : ''}
        fdesc varchar(256) NOT NULL DEFAULT '')`);
      const transfer = name === 'transfer_stock';
      await q.query(`CREATE TABLE ${name}_entry (
        id serial PRIMARY KEY,
        ${name}_id integer NOT NULL REFERENCES ${name}(id) ON DELETE CASCADE,
        icitem_id integer NOT NULL REFERENCES icitem(id),
        fqty numeric(18,6) NOT NULL CHECK (fqty > 0),
        stock_id integer NOT NULL REFERENCES stock(id),
        stock_place_id integer REFERENCES stock_place(id),
        ${transfer ? 'to_stock_id integer NOT NULL REFERENCES stock(id), to_stock_place_id integer REFERENCES stock_place(id),' : ''}
        batch_no varchar(64) NOT NULL DEFAULT '',
        box_id integer REFERENCES box(id),
        barcode varchar(128) NOT NULL DEFAULT '',
        confirmed boolean NOT NULL DEFAULT false,
        fdesc varchar(256) NOT NULL DEFAULT '')`);
      await q.query(`CREATE INDEX ${name}_entry_parent_idx ON ${name}_entry (${name}_id)`);
      await q.query(`CREATE INDEX ${name}_entry_box_idx ON ${name}_entry (box_id) WHERE box_id IS NOT NULL`);
    }
    for (const [name, doc] of OPERATIONS) {
      await q.query(`CREATE TABLE ${name} (${RECORD_COLUMNS},
        fbillno varchar(64) NOT NULL UNIQUE,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        ${doc}_id integer REFERENCES ${doc}(id) ON DELETE SET NULL,
        fdesc varchar(256) NOT NULL DEFAULT '')`);
    }
    await q.query(`CREATE TABLE stock_doc_status_log (
      id bigserial PRIMARY KEY,
      order_type varchar(32) NOT NULL,
      order_id integer NOT NULL,
      action varchar(32) NOT NULL,
      from_status smallint NOT NULL,
      to_status smallint NOT NULL,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX stock_doc_status_log_idx ON stock_doc_status_log (order_type, order_id, id)');
    await q.query(`CREATE TABLE doc_work (
      id serial PRIMARY KEY,
      doc_type varchar(32) NOT NULL,
      doc_id integer NOT NULL,
      user_id integer NOT NULL REFERENCES users(id),
      entered_at timestamptz NOT NULL DEFAULT now(),
      left_at timestamptz)`);
    // a clerk is in a document once at a time; a new enter after a leave is a new row.
    await q.query(
      'CREATE UNIQUE INDEX doc_work_open_key ON doc_work (doc_type, doc_id, user_id) WHERE left_at IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['doc_work', 'stock_doc_status_log', ...OPERATIONS.map(([n]) => n)])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    for (const [name] of [...DOCUMENTS].reverse()) {
      await q.query(`DROP TABLE IF EXISTS ${name}_entry`);
      await q.query(`DROP TABLE IF EXISTS ${name}`);
    }
    await q.query('ALTER TABLE icitem DROP COLUMN qty_precision');
  }
}
