import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Logins of the AMQP endpoint (issue 22, docs/cfx-auth.md): one per machine, the secret kept as its scrypt hash.
export class CfxAccounts1767600000000 implements MigrationInterface {
  name = 'CfxAccounts1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cfx_account (${RECORD_COLUMNS},
      username varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL DEFAULT '',
      station_id integer NOT NULL REFERENCES station(id),
      secret_hash text NOT NULL,
      last_login_at timestamptz,
      last_peer varchar(128) NOT NULL DEFAULT '',
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX cfx_account_station_id_idx ON cfx_account (station_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cfx_account');
  }
}
