import type { MigrationInterface, QueryRunner } from 'typeorm';

// The outbox relay applies station-report facts itself and announces them after its commit (docs/realtime.md); a
// sweep announces what a crash left unannounced. This index keeps that sweep to the few such rows.
export class Realtime1766600000000 implements MigrationInterface {
  name = 'Realtime1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX projection_applied_unemitted_idx ON projection_applied (outbox_id) WHERE NOT emitted');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX projection_applied_unemitted_idx');
  }
}
