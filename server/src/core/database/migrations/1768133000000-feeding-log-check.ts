import type { MigrationInterface, QueryRunner } from 'typeorm';

// What a reel step compared (slot, expected material and its alternates, the material scanned, failures in a row and
// the lock limit: contracts' ReelCheck), kept with the step's log row, so that every screen words the verdict in its
// viewer's language (issue 33). Rows written before keep only their English message; null here.
export class FeedingLogCheck1768133000000 implements MigrationInterface {
  name = 'FeedingLogCheck1768133000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE smt_feeding_log ADD COLUMN reel_check jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE smt_feeding_log DROP COLUMN reel_check');
  }
}
