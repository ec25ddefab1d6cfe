import type { MigrationInterface, QueryRunner } from 'typeorm';

// A station report's idempotency key is unique among the reports that have one; most have none, and the full unique
// constraint gave each of them an index entry all the same: one index insert (and its WAL) per report for nothing.
// The lookups (`report_key = $1`) imply the key is not null, so they use the partial index.
export class ReportKeyPartial1768000000000 implements MigrationInterface {
  name = 'ReportKeyPartial1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE UNIQUE INDEX station_log_report_key_idx ON station_log (report_key) WHERE report_key IS NOT NULL',
    );
    await q.query('ALTER TABLE station_log DROP CONSTRAINT station_log_report_key_key');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE station_log ADD CONSTRAINT station_log_report_key_key UNIQUE (report_key)');
    await q.query('DROP INDEX station_log_report_key_idx');
  }
}
