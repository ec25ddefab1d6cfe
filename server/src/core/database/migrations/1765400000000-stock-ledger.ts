import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// The stock ledger (docs/stock.md): every posted movement, with icinventory as its maintained balance table, and the
// boxes whose content and place the stock and packing documents move. A warehouse may allow negative balances.
export class StockLedger1765400000000 implements MigrationInterface {
  name = 'StockLedger1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE stock ADD COLUMN allow_negative boolean NOT NULL DEFAULT false');
    await q.query(`CREATE TABLE box (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      level varchar(16) NOT NULL DEFAULT 'box' CHECK (level IN ('box', 'carton')),
      parent_id integer REFERENCES box(id),
      worder_id integer REFERENCES worder(id),
      product_id integer REFERENCES product(id),
      icitem_id integer REFERENCES icitem(id),
      packaging_plan_id integer,
      pallet_id integer,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 11, 12, 21, 22, 99)),
      fqty numeric(18,6) NOT NULL DEFAULT 0 CHECK (fqty >= 0),
      capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
      weight numeric(12,3),
      batch_no varchar(64) NOT NULL DEFAULT '',
      stock_id integer REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    for (const c of ['parent_id', 'worder_id', 'product_id', 'icitem_id', 'pallet_id', 'stock_id', 'stock_place_id'])
      await q.query(`CREATE INDEX box_${c}_idx ON box (${c})`);
    await q.query(`CREATE TABLE box_item (
      id serial PRIMARY KEY,
      box_id integer NOT NULL REFERENCES box(id) ON DELETE CASCADE,
      sn varchar(64) NOT NULL,
      icitem_id integer REFERENCES icitem(id),
      fqty numeric(18,6) NOT NULL DEFAULT 1 CHECK (fqty > 0),
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    // An SN is in one box at a time: unboxing deletes its row.
    await q.query('CREATE UNIQUE INDEX box_item_sn_key ON box_item (sn)');
    await q.query('CREATE INDEX box_item_box_idx ON box_item (box_id)');
    await q.query(`CREATE TABLE stock_movement (
      id bigserial PRIMARY KEY,
      doc_type varchar(32) NOT NULL,
      doc_id integer NOT NULL,
      entry_id integer,
      bill_type smallint NOT NULL CHECK (bill_type IN (1, 2, 3, 11, 12, 13, 21, 22, 31, 32, 41, 42, 51, 61)),
      stock_id integer NOT NULL REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      batch_no varchar(64) NOT NULL DEFAULT '',
      box_id integer REFERENCES box(id),
      barcode varchar(128) NOT NULL DEFAULT '',
      fqty numeric(18,6) NOT NULL CHECK (fqty <> 0),
      reversal boolean NOT NULL DEFAULT false,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX stock_movement_doc_idx ON stock_movement (doc_type, doc_id)');
    await q.query('CREATE INDEX stock_movement_icitem_idx ON stock_movement (icitem_id, id)');
    await q.query('CREATE INDEX stock_movement_box_idx ON stock_movement (box_id) WHERE box_id IS NOT NULL');
    await q.query("CREATE INDEX stock_movement_barcode_idx ON stock_movement (barcode) WHERE barcode <> ''");
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['stock_movement', 'box_item', 'box']) await q.query(`DROP TABLE IF EXISTS ${t}`);
    await q.query('ALTER TABLE stock DROP COLUMN allow_negative');
  }
}
