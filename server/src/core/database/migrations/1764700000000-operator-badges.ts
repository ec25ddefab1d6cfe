import type { MigrationInterface, QueryRunner } from 'typeorm';

// Operator login by badge or PIN (docs/api.md, "Operator badges"): the badge number printed on the card, the PIN
// secret encrypted at rest like the password secret, and whether the badge alone logs the user in.
export class OperatorBadges1764700000000 implements MigrationInterface {
  name = 'OperatorBadges1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN badge_no varchar(64) NULL,
      ADD COLUMN pin_enc text NULL,
      ADD COLUMN badge_login boolean NOT NULL DEFAULT false`);
    await q.query('ALTER TABLE users ADD CONSTRAINT users_badge_no_key UNIQUE (badge_no)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP CONSTRAINT users_badge_no_key');
    await q.query('ALTER TABLE users DROP COLUMN badge_login, DROP COLUMN pin_enc, DROP COLUMN badge_no');
  }
}
