import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Counts, opening balances, pallets and box adjustments (docs/stock-counts-boxes.md). Quantities move only through
// the ledger (stock_movement): these tables hold the documents and their entries.
export class StockCountsPallets1765600000000 implements MigrationInterface {
  name = 'StockCountsPallets1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE icinvcheck (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      stock_id integer REFERENCES stock(id),
      fdate timestamptz,
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    // book_qty and diff_qty are written by the check (on hand under the balance lock), NULL until then.
    await q.query(`CREATE TABLE icinvcheck_entry (
      id serial PRIMARY KEY,
      icinvcheck_id integer NOT NULL REFERENCES icinvcheck(id) ON DELETE CASCADE,
      stock_id integer NOT NULL REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      batch_no varchar(64) NOT NULL DEFAULT '',
      counted_qty numeric(18,6) NOT NULL CHECK (counted_qty >= 0),
      book_qty numeric(18,6),
      diff_qty numeric(18,6),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX icinvcheck_entry_parent_idx ON icinvcheck_entry (icinvcheck_id)');
    // One opening balance per warehouse, place, material and batch: importing it again is refused.
    await q.query(`CREATE TABLE icinvinitial (${RECORD_COLUMNS},
      stock_id integer NOT NULL REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      batch_no varchar(64) NOT NULL DEFAULT '',
      fqty numeric(18,6) NOT NULL CHECK (fqty > 0),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query(
      'CREATE UNIQUE INDEX icinvinitial_key ON icinvinitial (stock_id, COALESCE(stock_place_id, 0), icitem_id, batch_no)',
    );
    await q.query(`CREATE TABLE pallet (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 11, 12, 21, 22, 99)),
      stock_id integer REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    // Deleting a pallet unloads it: its boxes stay, off any pallet.
    await q.query(
      'ALTER TABLE box ADD CONSTRAINT box_pallet_fk FOREIGN KEY (pallet_id) REFERENCES pallet(id) ON DELETE SET NULL',
    );
    await q.query(`CREATE TABLE box_adjust_log (
      id serial PRIMARY KEY,
      from_box_id integer NOT NULL REFERENCES box(id),
      to_box_id integer NOT NULL REFERENCES box(id),
      sns jsonb NOT NULL DEFAULT '[]',
      fqty numeric(18,6) NOT NULL CHECK (fqty > 0),
      posted boolean NOT NULL DEFAULT false,
      fdesc varchar(256) NOT NULL DEFAULT '',
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX box_adjust_log_from_idx ON box_adjust_log (from_box_id)');
    await q.query('CREATE INDEX box_adjust_log_to_idx ON box_adjust_log (to_box_id)');
    await q.query('CREATE INDEX stock_movement_stock_icitem_idx ON stock_movement (icitem_id, stock_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS stock_movement_stock_icitem_idx');
    await q.query('DROP TABLE IF EXISTS box_adjust_log');
    await q.query('ALTER TABLE box DROP CONSTRAINT IF EXISTS box_pallet_fk');
    for (const t of ['pallet', 'icinvinitial', 'icinvcheck_entry', 'icinvcheck'])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
