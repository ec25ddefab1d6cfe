import type { MigrationInterface, QueryRunner } from 'typeorm';

// One sequence behind every generated document number (fields declared `numbered`, core/resource/bill-number.ts):
// numbers made at once by several servers never repeat, as random suffixes could (two in 7 000 did in a benchmark).
export class BillNumbers1766300000000 implements MigrationInterface {
  name = 'BillNumbers1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE bill_no_seq');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP SEQUENCE bill_no_seq');
  }
}
