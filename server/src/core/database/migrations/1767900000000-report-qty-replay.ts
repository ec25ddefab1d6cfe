import type { MigrationInterface, QueryRunner } from 'typeorm';

// smt_order/report_qty (docs/material-flow.md, "Output reported by quantity"): a consumption keeps how many boards it was for, so a repeated
// idempotency key answers the first report's quantity and one with another quantity is refused. A board reported by
// its serial number is one board (the default for the rows there are).
export class ReportQtyReplay1767900000000 implements MigrationInterface {
  name = 'ReportQtyReplay1767900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE reel_consumption ADD COLUMN boards integer NOT NULL DEFAULT 1 CHECK (boards > 0)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE reel_consumption DROP COLUMN boards');
  }
}
