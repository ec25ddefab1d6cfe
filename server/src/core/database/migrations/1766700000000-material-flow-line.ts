import type { MigrationInterface, QueryRunner } from 'typeorm';

// Material flow at the line (docs/material-flow.md): a preparation for an SMT order (its feeder list drives the need),
// reels consumed by the boards that pass (once per board: reel_consumption's key), a reel used up marked empty, and
// the place a shelved reel came from (unshelving moves it back there).
export class MaterialFlowLine1766700000000 implements MigrationInterface {
  name = 'MaterialFlowLine1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE material_prepare ADD COLUMN smt_order_id integer REFERENCES smt_order(id)');
    await q.query('CREATE INDEX material_prepare_smt_order_id_idx ON material_prepare (smt_order_id)');
    await q.query('ALTER TABLE bundle ADD COLUMN emptied_at timestamptz');
    await q.query('ALTER TABLE material_shelving_entry ADD COLUMN from_place_id integer REFERENCES stock_place(id)');
    // one row per board and SMT order: a replayed or racing report of the same board finds it and consumes nothing
    await q.query(`CREATE TABLE reel_consumption (
      id serial PRIMARY KEY,
      smt_order_id integer NOT NULL REFERENCES smt_order(id),
      sn varchar(64) NOT NULL,
      station_log_id bigint,
      lines jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (smt_order_id, sn))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE reel_consumption');
    await q.query('ALTER TABLE material_shelving_entry DROP COLUMN from_place_id');
    await q.query('ALTER TABLE bundle DROP COLUMN emptied_at');
    await q.query('ALTER TABLE material_prepare DROP COLUMN smt_order_id');
  }
}
