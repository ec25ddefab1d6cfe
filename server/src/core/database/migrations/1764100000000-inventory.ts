import type { MigrationInterface, QueryRunner } from 'typeorm';

// Immediate (on-hand) inventory per warehouse, place, material and batch: what stock documents move and what
// stock/immediate, stock/by_property and stock_place/immediate read.
export class Inventory1764100000000 implements MigrationInterface {
  name = 'Inventory1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE icinventory (
      id serial PRIMARY KEY,
      stock_id integer NOT NULL REFERENCES stock(id),
      stock_place_id integer REFERENCES stock_place(id),
      icitem_id integer NOT NULL REFERENCES icitem(id),
      batch_no varchar(64) NOT NULL DEFAULT '',
      fqty numeric(18,6) NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(
      `CREATE UNIQUE INDEX icinventory_key ON icinventory (stock_id, COALESCE(stock_place_id, 0), icitem_id, batch_no)`,
    );
    await q.query('CREATE INDEX icinventory_icitem_idx ON icinventory (icitem_id)');
    await q.query('CREATE INDEX icinventory_place_idx ON icinventory (stock_place_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE icinventory');
  }
}
