import type { MigrationInterface, QueryRunner } from 'typeorm';

// The demo stage's marker (docs/demo-factory.md, "Once"): a stage that finished writes its version here, and the
// next `npm run up` checks only this row instead of every area again. A stage cut short writes nothing (it is
// completed next time); a newer stage (more areas) has a higher version and runs over an older factory.
export class DemoStage1767300000000 implements MigrationInterface {
  name = 'DemoStage1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE demo_stage (
      version integer PRIMARY KEY, finished_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS demo_stage');
  }
}
