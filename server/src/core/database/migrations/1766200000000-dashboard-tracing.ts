import type { MigrationInterface, QueryRunner } from 'typeorm';

// The supervisor dashboard's panel layout, one row per user; and an index for the recall list (reel barcode -> the
// feeding log rows that loaded it).
export class DashboardTracing1766200000000 implements MigrationInterface {
  name = 'DashboardTracing1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_layout (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      layout jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX smt_feeding_log_barcode_idx ON smt_feeding_log (barcode) WHERE barcode IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS smt_feeding_log_barcode_idx');
    await q.query('DROP TABLE IF EXISTS dashboard_layout');
  }
}
